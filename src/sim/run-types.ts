// The types a run's callers see (its progress, a place to play tasks). Their own module so that the
// library's declarations reach them without sim/runner.ts, whose piscina types would then have to
// type-check in every user's project (piscina's need @types/node and a recent `lib`).
import type { BatchSpec } from './batch.js';

export interface RunProgress { done: number; total: number; elapsed: number }

/**
 * Somewhere else to play tasks. `run` resolves with the counts of games [start, start + k) for the
 * k it played: all of them, or fewer when `interrupt` fired (Ctrl-C: keep what is finished); it
 * rejects on a failure, and gives up when `cancel` fires (another task failed).
 */
export interface TaskExecutor {
  run(spec: BatchSpec, start: number, end: number, interrupt: AbortSignal | undefined, cancel: AbortSignal): Promise<Float64Array>;
}
