// Runs a range of games on a piscina worker pool (or in this thread for --workers 1), in tasks
// of fixed size; merges counts by addition; reports progress; supports abort and checkpoints.
import { existsSync } from 'node:fs';
import { setMaxListeners } from 'node:events';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Piscina } from 'piscina';
import { runBatch, type BatchSpec } from './play.js';
import { newCounts, mergeInto } from './counts.js';

export interface RunProgress { done: number; total: number; elapsed: number }

export interface RunOptions {
  spec: BatchSpec;
  start: number;
  end: number;
  workers: number;
  taskSize?: number;
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
  /** Ranges already done (from a checkpoint) and their counts. */
  resume?: { done: [number, number][]; counts: Float64Array };
  /** Called after each finished task with everything done so far (for checkpoints). */
  onTask?: (done: [number, number][], counts: Float64Array) => void;
  /** A pool shared by several runs (created here when absent and workers > 1). */
  pool?: Piscina;
}

export function createPool(workers: number): Piscina | undefined {
  if (workers <= 1) return undefined;
  const pool = new Piscina({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  // Errors that belong to no task (e.g. the late result of a task cancelled after another failed)
  // would otherwise be an uncaught 'error' event with a stack trace; task errors reach run()'s promise.
  pool.on('error', () => {});
  return pool;
}

export interface RunOutcome { counts: Float64Array; done: [number, number][]; games: number; aborted: boolean; elapsed: number }

/** The compiled worker (workers must load JavaScript: see STACK.md). */
export function workerFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const inDist = here.includes(`${join('dist', 'src')}`);
  const root = inDist ? join(here, '..', '..', '..') : join(here, '..', '..');
  const file = join(root, 'dist', 'workers', 'sim-worker.js');
  if (!existsSync(file)) throw new Error(`compiled worker not found at ${file}: run "npm run build" first`);
  return file;
}

/** Deterministic task ranges covering [start, end) minus what is already done. */
export function taskRanges(start: number, end: number, size: number, done: [number, number][] = []): [number, number][] {
  const isDone = new Set(done.map(([a, b]) => `${a}-${b}`));
  const out: [number, number][] = [];
  for (let a = start; a < end; a += size) {
    const b = Math.min(end, a + size);
    if (!isDone.has(`${a}-${b}`)) out.push([a, b]);
  }
  return out;
}

export function defaultTaskSize(games: number, workers: number): number {
  // ~10k games a task keeps per-task overhead small; smaller runs still spread over workers.
  return Math.max(50, Math.min(10_000, Math.ceil(games / (workers * 4))));
}

export async function runGames(o: RunOptions): Promise<RunOutcome> {
  const size = o.taskSize ?? defaultTaskSize(o.end - o.start, o.workers);
  const counts = newCounts();
  const done: [number, number][] = [];
  let games = 0;
  if (o.resume) {
    mergeInto(counts, o.resume.counts);
    for (const r of o.resume.done) { done.push(r); games += r[1] - r[0]; }
  }
  const tasks = taskRanges(o.start, o.end, size, done);
  const total = o.end - o.start;
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const finish = (r: [number, number], c: Float64Array) => {
    mergeInto(counts, c);
    done.push(r);
    games += r[1] - r[0];
    o.onTask?.(done, counts);
    o.onProgress?.({ done: games, total, elapsed: elapsed() });
  };
  o.onProgress?.({ done: games, total, elapsed: 0 });
  if (o.workers <= 1) {
    for (const r of tasks) {
      if (o.signal?.aborted) return { counts, done, games, aborted: true, elapsed: elapsed() };
      finish(r, runBatch(o.spec, r[0], r[1]));
      await new Promise((res) => setImmediate(res)); // let Ctrl-C through between tasks
    }
    return { counts, done, games, aborted: false, elapsed: elapsed() };
  }
  const pool = o.pool ?? createPool(o.workers)!;
  const abort = new AbortController();
  setMaxListeners(0, abort.signal); // one listener per queued task: no MaxListenersExceededWarning on stderr
  const onAbort = () => abort.abort();
  o.signal?.addEventListener('abort', onAbort);
  let failure: unknown = null;
  try {
    await Promise.all(tasks.map(async (r) => {
      try {
        const c = (await pool.run({ spec: o.spec, start: r[0], end: r[1] }, { signal: abort.signal })) as Float64Array;
        finish(r, c);
      } catch (e) {
        if (abort.signal.aborted && failure === null) return; // cancelled
        if (failure === null) failure = e;
        abort.abort();
      }
    }));
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    if (!o.pool) await pool.destroy();
  }
  if (failure !== null) throw failure;
  return { counts, done, games, aborted: abort.signal.aborted, elapsed: elapsed() };
}
