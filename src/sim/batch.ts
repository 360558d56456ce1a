// The simulator's entry to batches of games: the engine bound to the thread's working state
// (dist/bound/, written by `npm run build`: src/tools/bind-state.ts) when it is built and both bots
// are built-in ones it carries, else play.ts as written. Both play the same games
// (test/bound-engine.test.ts); the bound one is faster (docs/PERFORMANCE.md).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as playModule from './play.js';
import type { BatchSpec } from './play.js';

export { newBatchCounts, GameFailure, type BatchSpec } from './play.js';

type PlayModule = typeof playModule;

/** The bots the bound engine carries (its own copies: bots.js, greedy.js). */
const BOUND_BOTS = new Set(['greedy', 'random']);

const boundUrl = new URL('../../bound/src/sim/play.js', import.meta.url);
// (From the TypeScript sources, as under the tests, there is no bound copy beside this file.)
const bound: PlayModule | null = existsSync(fileURLToPath(boundUrl)) ? await import(boundUrl.href) as PlayModule : null;

/** Does this spec play on the bound engine here? */
export function playsBound(spec: BatchSpec): boolean {
  return bound !== null && BOUND_BOTS.has(spec.bots[0]) && BOUND_BOTS.has(spec.bots[1]) &&
    (spec.botModules ?? []).every((m) => m === null || m === undefined);
}

/** play.ts's runBatch, on the bound engine when it can be (playsBound). */
export function runBatch(spec: BatchSpec, start: number, end: number, counts?: Float64Array, stop?: Int32Array): Float64Array {
  return (playsBound(spec) ? bound! : playModule).runBatch(spec, start, end, counts, stop);
}
