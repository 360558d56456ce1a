// The simulator's entry to batches of games (play.ts), of paired games (paired.ts, `ptcg compare`)
// and of the games of a consistency study (odds-batch.ts, `ptcg odds`):
// the engine bound to the thread's working state (dist/bound/, written by `npm run build`:
// src/tools/bind-state.ts) when it is built and both bots are built-in ones it carries, else the
// modules as written. Both play the same games
// (test/bound-engine.test.ts); the bound one is faster (docs/PERFORMANCE.md).
import { BOUND_ENTRIES, boundCopyState } from './bound-sources.js';
import * as playModule from './play.js';
import type { BatchSpec } from './play.js';
import * as pairedModule from './paired.js';
import type { PairedSpec } from './paired.js';
import * as oddsModule from './odds-batch.js';
import type { OddsSpec } from './odds-batch.js';
import * as botsModule from '../bots/bots.js';
import type { Bot } from '../bots/bot.js';

export { newBatchCounts, GameFailure, type BatchSpec } from './play.js';

type PlayModule = typeof playModule;
type PairedModule = typeof pairedModule;
type OddsModule = typeof oddsModule;
type BotsModule = typeof botsModule;

/** The bots the bound engine carries (its own copies: bots.js, greedy.js, ismcts.js, pilot.js): greedy, random, pilot, ismcts:N. */
const carried = (name: string): boolean => name === 'greedy' || name === 'random' || name === 'pilot' || /^ismcts:[1-9]\d*(:pilot)?(:archetype=.+)?$/.test(name);

const boundUrl = (file: string): URL => new URL(`../../bound/src/${file}`, import.meta.url);

/**
 * Is the bound copy there and made from the modules beside this file? A `tsc` run alone (without the
 * build's bind step) leaves an older copy: it is then not used, with a warning, rather than playing
 * games by rules the sources no longer have. (From the TypeScript sources, as under the tests, there is
 * no copy beside this file.)
 */
function boundIsCurrent(): boolean {
  const copy = boundCopyState(new URL('../../', import.meta.url));
  if (typeof copy === 'object') process.emitWarning(`dist/bound is older than dist/src (${copy.stale}): run \`npm run build\`; playing on the modules as written`);
  return copy === 'current';
}
const isBuilt = boundIsCurrent();
const bound: PlayModule | null = isBuilt ? await import(boundUrl(BOUND_ENTRIES.play).href) as PlayModule : null;
const boundBots: BotsModule | null = isBuilt ? await import(boundUrl(BOUND_ENTRIES.bots).href) as BotsModule : null;
const boundPaired: PairedModule | null = isBuilt ? await import(boundUrl(BOUND_ENTRIES.paired).href) as PairedModule : null;
const boundOdds: OddsModule | null = isBuilt ? await import(boundUrl(BOUND_ENTRIES.odds).href) as OddsModule : null;

/** Does this spec play on the bound engine here? */
export function playsBound(spec: BatchSpec | PairedSpec): boolean {
  return bound !== null && carried(spec.bots[0]) && carried(spec.bots[1]) &&
    (!('botModules' in spec) || (spec.botModules ?? []).every((m) => m === null || m === undefined));
}

/** The bot object named `name` that runBatch(spec) plays with (the bench wraps it to count its decisions). */
export function batchBot(spec: BatchSpec, name: string): Bot | undefined {
  return (playsBound(spec) ? boundBots! : botsModule).botByName(name);
}

/** play.ts's runBatch, on the bound engine when it can be (playsBound). */
export function runBatch(spec: BatchSpec, start: number, end: number, counts?: Float64Array, stop?: Int32Array): Float64Array {
  return (playsBound(spec) ? bound! : playModule).runBatch(spec, start, end, counts, stop);
}

/** paired.ts's runPairedBatch, on the bound engine when it can be (playsBound). */
export function runPairedBatch(spec: PairedSpec, start: number, end: number, stop?: Int32Array): Float64Array {
  return (playsBound(spec) ? boundPaired! : pairedModule).runPairedBatch(spec, start, end, stop);
}

/** odds-batch.ts's runGames (greedy against greedy), on the bound engine when it is built. */
export function runOddsGames(spec: OddsSpec, start: number, end: number, stop?: Int32Array): Float64Array {
  return (boundOdds ?? oddsModule).runGames(spec, start, end, stop);
}
