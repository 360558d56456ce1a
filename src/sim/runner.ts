// Runs a range of games on a piscina worker pool (or in this thread for --workers 1), in tasks
// of fixed size; merges counts by addition; reports progress; supports abort and checkpoints.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { setMaxListeners } from 'node:events';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Piscina } from 'piscina';
import { runBatch, newBatchCounts, type BatchSpec } from './batch.js';
import { C } from './counts.js';

import type { RunProgress, TaskExecutor } from './run-types.js';
export type { RunProgress, TaskExecutor } from './run-types.js';

export interface RunOptions {
  spec: BatchSpec;
  start: number;
  end: number;
  workers: number;
  taskSize?: number;
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
  /** Ranges already done (from a checkpoint) and their counts (with the card counts when the spec asks for them). */
  resume?: { done: [number, number][]; counts: Float64Array };
  /** Called after each finished task with everything done so far (for checkpoints). */
  onTask?: (done: [number, number][], counts: Float64Array) => void;
  /** A pool shared by several runs (created here when absent and workers > 1). */
  pool?: Piscina;
  /** Tasks go here instead of a local pool: other machines through a job queue (queue-submit.ts). */
  executor?: TaskExecutor;
}

/** A pool of `workers` threads; none for one worker unless `evenForOne` (the run then plays in this thread). */
export function createPool(workers: number, evenForOne = false): Piscina | undefined {
  if (workers < 1 || (workers === 1 && !evenForOne)) return undefined;
  const pool = new Piscina({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 1000, execArgv: workerExecArgv() });
  // Errors that belong to no task (e.g. the late result of a task cancelled after another failed)
  // would otherwise be an uncaught 'error' event with a stack trace; task errors reach run()'s promise.
  pool.on('error', () => {});
  return pool;
}

export interface RunOutcome { counts: Float64Array; done: [number, number][]; games: number; aborted: boolean; elapsed: number }

/**
 * The flags a worker thread starts with: this process's, and require() of an ES module turned off.
 * Piscina loads a worker file with require() first and import() when that throws. On Node 20.19+
 * require() of our (ES module, top-level await) worker throws too, but through V8's module API, which
 * now and then crashed the whole process instead ("FATAL ERROR: v8::Module::IsGraphAsync must be used
 * on an instantiated module", seen in 1 of ~10 full test runs); with the flag it throws at once and
 * import() loads the worker. Flags given explicitly are checked by Node, and a V8 or process-wide one
 * in this process's (`node --max-old-space-size=… bin/ptcg.js`) is refused for a worker, though it is
 * inherited when none are given: so the list is tried once on a throwaway worker, and when Node
 * refuses it the workers inherit this process's flags as by default (undefined).
 */
export function workerExecArgv(): string[] | undefined {
  if (checkedExecArgv !== null) return checkedExecArgv;
  const flag = '--no-experimental-require-module';
  const argv = process.allowedNodeEnvironmentFlags.has(flag) ? [...process.execArgv, flag] : undefined;
  checkedExecArgv = argv;
  if (argv !== undefined) {
    try {
      const probe = new Worker('', { eval: true, execArgv: argv });
      probe.unref();
      void probe.terminate();
    } catch {
      checkedExecArgv = undefined;
    }
  }
  return checkedExecArgv;
}
let checkedExecArgv: string[] | undefined | null = null;

/** The compiled worker (workers must load JavaScript: see STACK.md); `name`: another worker of workers/. */
export function workerFile(name = 'sim-worker.js'): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const inDist = here.includes(`${join('dist', 'src')}`);
  const root = inDist ? join(here, '..', '..', '..') : join(here, '..', '..');
  const file = join(root, 'dist', 'workers', name);
  if (!existsSync(file)) throw new Error(`compiled worker not found at ${file}: run "npm run build" first`);
  return file;
}

/** The games of [start, end) that no done range covers, cut into tasks of at most `size` games. */
export function taskRanges(start: number, end: number, size: number, done: [number, number][] = []): [number, number][] {
  const out: [number, number][] = [];
  const cut = (a: number, b: number) => { for (let x = a; x < b; x += size) out.push([x, Math.min(b, x + size)]); };
  let at = start;
  for (const [a, b] of done.slice().sort((x, y) => x[0] - y[0])) {
    if (a > at) cut(at, Math.min(a, end));
    at = Math.max(at, b);
  }
  if (at < end) cut(at, end);
  return out;
}

/** Add range r to a list of disjoint ranges, joining it to the ranges it touches (keeps checkpoints short). */
export function addRange(done: [number, number][], r: [number, number]): void {
  let [a, b] = r;
  for (let i = done.length - 1; i >= 0; i--) {
    const [x, y] = done[i];
    if (y === a || x === b) {
      a = Math.min(a, x); b = Math.max(b, y);
      done.splice(i, 1);
    }
  }
  done.push([a, b]);
}

export function defaultTaskSize(games: number, workers: number): number {
  // ~10k games a task keeps per-task overhead small; smaller runs still spread over workers.
  return Math.max(50, Math.min(10_000, Math.ceil(games / (workers * 4))));
}

/** Games played in this thread between checks for an interrupt (SIGINT is handled between slices). */
const IN_THREAD_SLICE = 250;

/** Add counts of the same layout (a batch's counts and card counts). */
function addAll(into: Float64Array, from: ArrayLike<number>): void {
  for (let i = 0; i < into.length; i++) into[i] += from[i];
}

export async function runGames(o: RunOptions): Promise<RunOutcome> {
  const size = o.taskSize ?? defaultTaskSize(o.end - o.start, o.workers);
  const counts = newBatchCounts(o.spec);
  const done: [number, number][] = [];
  let games = 0;
  if (o.resume) {
    addAll(counts, o.resume.counts);
    for (const r of o.resume.done) { addRange(done, [r[0], r[1]]); games += r[1] - r[0]; }
  }
  const tasks = taskRanges(o.start, o.end, size, done);
  const total = o.end - o.start;
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const finish = (r: [number, number], c: Float64Array) => {
    if (r[1] <= r[0]) return;
    addAll(counts, c);
    addRange(done, r);
    games += r[1] - r[0];
    o.onTask?.(done, counts);
    o.onProgress?.({ done: games, total, elapsed: elapsed() });
  };
  o.onProgress?.({ done: games, total, elapsed: 0 });
  // Interrupted before it began (Ctrl-C while the command loaded): no pool to start, nothing to play.
  if (o.signal?.aborted) return { counts, done, games, aborted: true, elapsed: elapsed() };
  if (o.workers <= 1 && !o.pool && !o.executor) {
    for (const [a, b] of tasks) {
      for (let x = a; x < b; x += IN_THREAD_SLICE) {
        if (o.signal?.aborted) return { counts, done, games, aborted: true, elapsed: elapsed() };
        const y = Math.min(b, x + IN_THREAD_SLICE);
        finish([x, y], runBatch(o.spec, x, y));
        await new Promise((res) => setImmediate(res)); // let Ctrl-C through
      }
    }
    return { counts, done, games, aborted: o.signal?.aborted === true, elapsed: elapsed() };
  }
  const pool = o.executor ? undefined : o.pool ?? createPool(o.workers)!;
  // An interrupt sets the shared stop flag: each worker ends its task after the game it is playing
  // and returns what it played, so Ctrl-C loses no finished game. A failure cancels the rest.
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const cancel = new AbortController();
  setMaxListeners(0, cancel.signal); // one listener per queued task: no MaxListenersExceededWarning on stderr
  const onAbort = () => Atomics.store(stop, 0, 1);
  o.signal?.addEventListener('abort', onAbort);
  if (o.signal?.aborted) onAbort();
  let failure: unknown = null;
  try {
    await Promise.all(tasks.map(async ([a, b]) => {
      try {
        const c = o.executor
          ? await o.executor.run(o.spec, a, b, o.signal, cancel.signal)
          : (await pool!.run({ spec: o.spec, start: a, end: b, stop }, { signal: cancel.signal })) as Float64Array;
        finish([a, a + c[C.games]], c);
      } catch (e) {
        if (cancel.signal.aborted && failure === null) return; // cancelled
        if (failure === null) failure = e;
        Atomics.store(stop, 0, 1);
        cancel.abort();
      }
    }));
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    if (!o.pool) await pool?.destroy();
  }
  if (failure !== null) throw failure;
  return { counts, done, games, aborted: o.signal?.aborted === true, elapsed: elapsed() };
}
