// A simulation run: one matchup or every ordered pair of several decks, each a job of games
// [start, end) on the worker pool, with checkpoints, resume and abort. Produces each matchup's
// counts; analytics/simulation.ts turns them into result documents.
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { runGames, defaultTaskSize, createPool } from './runner.js';
import type { RunProgress, TaskExecutor } from './run-types.js';
import type { BatchSpec } from './play.js';
import { newCounts, COUNTS_SIZE } from './counts.js';
import { cardCountsSize } from './card-stats.js';
import { jobPairs } from './jobs.js';
import type { Checkpoint, CheckpointConfig } from './checkpoint.js';

export interface RunConfig {
  decks: Deck[]; // two for a matchup; more for a matrix (every ordered pair)
  matrix: boolean;
  games: number; // per matchup
  seed: string;
  rules: RuleSetName;
  bots: [string, string];
  /** Per seat, a module that workers import for a bot of the caller's own (see BatchSpec). */
  botModules?: (string | null)[];
  suddenDeath: boolean;
  turnLimit: number;
  workers: number;
  shard: { k: number; n: number } | null;
  taskSize?: number;
  /** Also count per-card statistics (sim/card-stats.ts); off by default (it costs time per decision). */
  cardStats?: boolean;
}


/** One matchup of a run: deck i in seat 0 against deck j in seat 1. */
export interface Job { i: number; j: number; spec: BatchSpec }

export function jobsOf(c: RunConfig): Job[] {
  return jobPairs(c.decks.length, c.matrix).map(([i, j]) => {
    const a = c.decks[i], b = c.decks[j];
    return {
      i, j,
      spec: { seed: c.seed, deck0: a.cards, deck1: b.cards, rules: c.rules, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, bots: c.bots, botModules: c.botModules, ...(c.cardStats === true ? { cardStats: true } : {}) },
    };
  });
}

export function shardRange(games: number, shard: { k: number; n: number } | null): [number, number] {
  if (!shard) return [0, games];
  return [Math.floor((games * shard.k) / shard.n), Math.floor((games * (shard.k + 1)) / shard.n)];
}

export function checkpointConfig(c: RunConfig): CheckpointConfig {
  return {
    seed: c.seed, rules: c.rules, bots: c.bots, games: c.games, decks: c.decks.map((d) => d.path), deckCards: c.decks.map((d) => d.cards),
    suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, shard: c.shard ? `${c.shard.k}/${c.shard.n}` : null, matrix: c.matrix,
    ...(c.cardStats === true ? { cardStats: true } : {}),
    ...(c.botModules?.some((m) => m !== null) ? { botModules: c.botModules.map((m) => m ?? null) } : {}),
  };
}

/** Games per job of a queued run unless told (10,000: the queue's cost per job is then well under 1% of its games). */
export const DEFAULT_JOB_SIZE = 10_000;

export interface RunHooks {
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
  resume?: Checkpoint;
  onCheckpoint?: (cp: Checkpoint) => void;
  /** Play the tasks elsewhere (a job queue) instead of on a local pool; tasks are then c.taskSize games (default: DEFAULT_JOB_SIZE). */
  executor?: TaskExecutor;
}

/** What a run played: per matchup (in `jobs` order) its counts (card counts: null unless asked for) and games, out of `perJob` asked for. */
export interface PlayedRun {
  jobs: Job[];
  outcomes: { counts: Float64Array; cardCounts: Float64Array | null; games: number }[];
  perJob: number;
  range: [number, number];
  elapsedSeconds: number;
}

export async function playRun(c: RunConfig, hooks: RunHooks = {}): Promise<PlayedRun> {
  const jobs = jobsOf(c);
  const [start, end] = shardRange(c.games, c.shard);
  const taskSize = c.taskSize ?? (hooks.executor ? DEFAULT_JOB_SIZE : defaultTaskSize(end - start, c.workers));
  const withCards = c.cardStats === true;
  const emptyJob = (job: Job): Checkpoint['jobs'][number] => ({
    done: [], counts: Array.from(newCounts()),
    ...(withCards ? { cardCounts: new Array<number>(cardCountsSize(job.spec.deck0, job.spec.deck1)).fill(0) } : {}),
  });
  const cpJobs: Checkpoint['jobs'] = jobs.map((job, k) => hooks.resume?.jobs[k] ?? emptyJob(job));
  // The runner's counts are counts.ts's followed by the card counts; a checkpoint keeps them apart.
  const joined = (j: Checkpoint['jobs'][number]) => Float64Array.from(withCards ? [...j.counts, ...(j.cardCounts ?? [])] : j.counts);
  const split = (full: Float64Array) => ({ counts: full.slice(0, COUNTS_SIZE), cardCounts: withCards ? full.slice(COUNTS_SIZE) : null });
  const cp = (): Checkpoint => ({ kind: 'ptcg-checkpoint', config: checkpointConfig(c), jobs: cpJobs });
  hooks.onCheckpoint?.(cp()); // a checkpoint exists from the start
  const perJob = end - start;
  const total = perJob * jobs.length;
  const done = cpJobs.map((j) => j.done.reduce((m, [a, b]) => m + b - a, 0));
  const t0 = performance.now();
  const elapsedNow = () => (performance.now() - t0) / 1000;
  const pool = hooks.executor || hooks.signal?.aborted ? undefined : createPool(c.workers); // none for a run interrupted before it began
  let outcomes: PlayedRun['outcomes'];
  try {
    // Every matchup's tasks go to the pool at once, so no worker waits at the end of a matchup.
    outcomes = await Promise.all(jobs.map(async (job, k) => {
      const saved = cpJobs[k];
      if (done[k] >= perJob) return { ...split(joined(saved)), games: done[k] };
      const o = await runGames({
        spec: job.spec, start, end, workers: c.workers, taskSize, signal: hooks.signal, pool, executor: hooks.executor,
        resume: { done: saved.done, counts: joined(saved) },
        onProgress: (p) => {
          done[k] = p.done;
          hooks.onProgress?.({ done: done.reduce((x, y) => x + y, 0), total, elapsed: elapsedNow() });
        },
        onTask: (doneRanges, counts) => {
          const parts = split(counts);
          cpJobs[k] = { done: doneRanges.map((r) => [r[0], r[1]]), counts: Array.from(parts.counts), ...(parts.cardCounts ? { cardCounts: Array.from(parts.cardCounts) } : {}) };
          hooks.onCheckpoint?.(cp());
        },
      });
      return { ...split(o.counts), games: o.games };
    }));
  } finally {
    await pool?.destroy();
  }
  return { jobs, outcomes, perJob, range: [start, end], elapsedSeconds: elapsedNow() };
}
