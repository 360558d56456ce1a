// A simulation run: one matchup or every ordered pair of several decks, each a job of games
// [start, end) on the worker pool, with checkpoints, resume and abort. Produces result documents.
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { runGames, defaultTaskSize, createPool, type RunProgress } from './runner.js';
import type { BatchSpec } from './play.js';
import { buildResult, countsOf, type MatchupResult, type RunSpec } from '../analytics/results.js';
import { newCounts, mergeInto } from './counts.js';
import { wilson, type Interval } from '../analytics/stats.js';
import type { Checkpoint, CheckpointConfig } from './checkpoint.js';

export interface RunConfig {
  decks: Deck[]; // two for a matchup; more for a matrix (every ordered pair)
  matrix: boolean;
  games: number; // per matchup
  seed: string;
  rules: RuleSetName;
  bots: [string, string];
  suddenDeath: boolean;
  turnLimit: number;
  workers: number;
  shard: { k: number; n: number } | null;
  taskSize?: number;
}

export interface MatrixResult {
  schema: number;
  kind: 'matrix';
  partial: boolean;
  seed: string;
  rules: string;
  bots: [string, string];
  games: number; // per matchup (per seating)
  decks: string[];
  deckFiles: string[];
  /** winRate[i][j]: row deck i against column deck j over both seatings (null on the diagonal). */
  winRate: (Interval | null)[][];
  matchups: MatchupResult[];
  gamesPerSecond: number;
  elapsedSeconds: number;
}

export type RunResult = MatchupResult | MatrixResult;

export interface Job { i: number; j: number; spec: BatchSpec; runSpec: RunSpec }

export function jobsOf(c: RunConfig): Job[] {
  const pairs: [number, number][] = [];
  if (c.matrix) {
    for (let i = 0; i < c.decks.length; i++) for (let j = 0; j < c.decks.length; j++) if (i !== j) pairs.push([i, j]);
  } else pairs.push([0, 1]);
  return pairs.map(([i, j]) => {
    const a = c.decks[i], b = c.decks[j];
    return {
      i, j,
      spec: { seed: c.seed, deck0: a.cards, deck1: b.cards, rules: c.rules, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, bots: c.bots },
      runSpec: {
        seed: c.seed, rules: c.rules, bots: c.bots, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, games: c.games,
        decks: [a.name, b.name], deckFiles: [a.path, b.path], deckCards: [a.cards, b.cards],
      },
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
  };
}

export interface RunHooks {
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
  resume?: Checkpoint;
  onCheckpoint?: (cp: Checkpoint) => void;
}

export async function runSimulation(c: RunConfig, hooks: RunHooks = {}): Promise<RunResult> {
  const jobs = jobsOf(c);
  const [start, end] = shardRange(c.games, c.shard);
  const taskSize = c.taskSize ?? defaultTaskSize(end - start, c.workers);
  const cpJobs: Checkpoint['jobs'] = jobs.map((_, k) => hooks.resume?.jobs[k] ?? { done: [], counts: Array.from(newCounts()) });
  const cp = (): Checkpoint => ({ kind: 'ptcg-checkpoint', config: checkpointConfig(c), jobs: cpJobs });
  hooks.onCheckpoint?.(cp()); // a checkpoint exists from the start
  const perJob = end - start;
  const total = perJob * jobs.length;
  const done = cpJobs.map((j) => j.done.reduce((m, [a, b]) => m + b - a, 0));
  const t0 = performance.now();
  const elapsedNow = () => (performance.now() - t0) / 1000;
  const pool = createPool(c.workers);
  let outcomes: { counts: Float64Array; games: number }[];
  try {
    // Every matchup's tasks go to the pool at once, so no worker waits at the end of a matchup.
    outcomes = await Promise.all(jobs.map(async (job, k) => {
      const saved = cpJobs[k];
      if (done[k] >= perJob) return { counts: Float64Array.from(saved.counts), games: done[k] };
      const o = await runGames({
        spec: job.spec, start, end, workers: c.workers, taskSize, signal: hooks.signal, pool,
        resume: { done: saved.done, counts: Float64Array.from(saved.counts) },
        onProgress: (p) => {
          done[k] = p.done;
          hooks.onProgress?.({ done: done.reduce((x, y) => x + y, 0), total, elapsed: elapsedNow() });
        },
        onTask: (doneRanges, counts) => {
          cpJobs[k] = { done: doneRanges.map((r) => [r[0], r[1]]), counts: Array.from(counts) };
          hooks.onCheckpoint?.(cp());
        },
      });
      return { counts: o.counts, games: o.games };
    }));
  } finally {
    await pool?.destroy();
  }
  const results = jobs.map((job, k) => buildResult(job.runSpec, outcomes[k].counts, {
    partial: outcomes[k].games < perJob,
    shard: c.shard ? `${c.shard.k}/${c.shard.n}` : null,
    range: c.shard ? [start, end] : null,
    elapsedSeconds: elapsedNow(),
  }));
  const elapsed = (performance.now() - t0) / 1000;
  if (!c.matrix) {
    const r = results[0];
    r.elapsedSeconds = elapsed;
    r.gamesPerSecond = elapsed > 0 ? r.games / elapsed : 0;
    return r;
  }
  return buildMatrix(c.decks.map((d) => d.name), c.decks.map((d) => d.path), results, c, elapsed);
}

export function buildMatrix(names: string[], files: string[], matchups: MatchupResult[], c: { seed: string; rules: string; bots: [string, string]; games: number }, elapsed: number): MatrixResult {
  const n = names.length;
  const winRate: (Interval | null)[][] = [];
  for (let i = 0; i < n; i++) {
    const row: (Interval | null)[] = [];
    for (let j = 0; j < n; j++) {
      if (i === j) { row.push(null); continue; }
      // deck i as player 0 against j, plus deck i as player 1 against j
      const ij = matchups.find((m) => m.deckFiles[0] === files[i] && m.deckFiles[1] === files[j]);
      const ji = matchups.find((m) => m.deckFiles[0] === files[j] && m.deckFiles[1] === files[i]);
      const wins = (ij?.wins[0] ?? 0) + (ji?.wins[1] ?? 0);
      const games = (ij?.games ?? 0) + (ji?.games ?? 0);
      row.push(wilson(wins, games));
    }
    winRate.push(row);
  }
  const games = matchups.reduce((s, m) => s + m.games, 0);
  return {
    schema: 1, kind: 'matrix', partial: matchups.some((m) => m.partial), seed: c.seed, rules: c.rules, bots: c.bots, games: c.games,
    decks: names, deckFiles: files, winRate, matchups, gamesPerSecond: elapsed > 0 ? games / elapsed : 0, elapsedSeconds: elapsed,
  };
}

/** Add shard results of the same run (checked by the caller) into one result. */
export function mergeMatchups(parts: MatchupResult[], elapsed: number): MatchupResult {
  const counts = newCounts();
  for (const p of parts) mergeInto(counts, countsOf(p));
  const first = parts[0];
  const spec: RunSpec = {
    seed: first.seed, rules: first.rules, bots: first.bots, suddenDeath: first.suddenDeath, turnLimit: first.turnLimit,
    games: first.plannedGames, decks: first.decks, deckFiles: first.deckFiles, deckCards: first.deckCards,
  };
  const partial = parts.some((p) => p.partial) || counts[0] < first.plannedGames;
  return buildResult(spec, counts, { partial, shard: null, range: null, elapsedSeconds: elapsed });
}

