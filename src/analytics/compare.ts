// `compare`: is list B better than list A, against what, and how sure are we? Plays A and B against
// every opponent in both seats as paired games (sim/paired.ts: common random numbers), and builds
// the compare document: per opponent and pooled, the difference B − A with a 95% interval, each
// list's own win rate, and the card-level diff of the two lists. Fixed mode plays N pairs per
// opponent and seat; sequential mode plays rounds until the always-valid interval of the pooled
// difference excludes 0 or the budget is spent (compare-stats.ts).
import type { Piscina } from 'piscina';
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { alignList, PAIRED_SIZE, P, type PairedSpec } from '../sim/paired.js';
import { runPairedBatch } from '../sim/batch.js';
import { createPool, defaultTaskSize, taskRanges } from '../sim/runner.js';
import { ALL_CARDS, setCodeOf } from '../cards/pool.js';
import { wilson } from './stats.js';
import { pairMoments, stratified, fixedInterval, sequenceHalfWidth, significance, type Estimate, type PairMoments } from './compare-stats.js';
import { version } from '../version.js';

export interface CompareConfig {
  a: Deck;
  b: Deck;
  against: Deck[];
  /** Pairs per opponent and seat (fixed mode), or the budget of pairs per opponent and seat (sequential). */
  games: number;
  seed: string;
  rules: RuleSetName;
  /** Bots of the tested lists and of the opponents. */
  bots: [string, string];
  suddenDeath: boolean;
  turnLimit: number;
  workers: number;
  /** Common random numbers (default) or independent streams for A and B. */
  common: boolean;
  /** Sequential mode: pairs per opponent and seat in each round. */
  sequentialRound?: number;
  /**
   * Place B's cards at A's indices for the cards they share (default), so a shuffle deals both the
   * same way; off, B is used in its own list order (tests: a reordered copy of A is then a true
   * null comparison whose games differ).
   */
  align?: boolean;
}

export interface CompareHooks {
  signal?: AbortSignal;
  onProgress?: (p: { done: number; total: number; elapsed: number }) => void;
}

export interface ListRate { games: number; winRate: Estimate }
export interface CompareCell { opponent: string; seat: 0 | 1; pairs: number; joint: number[] }
export interface OpponentComparison {
  opponent: string;
  opponentFile: string;
  /** Games each list played against this opponent (both seats). */
  games: number;
  a: ListRate;
  b: ListRate;
  difference: Estimate;
  /** 'B' when the interval is above 0, 'A' when below, null when it contains 0. */
  better: 'A' | 'B' | null;
}
export interface CardChange { card: string; a: number; b: number }

export interface CompareResult {
  schema: 1;
  kind: 'compare';
  version: string;
  partial: boolean;
  seed: string;
  rules: string;
  bots: [string, string];
  commonRandomNumbers: boolean;
  mode: 'fixed' | 'sequential';
  interval: string;
  lists: { a: { name: string; file: string }; b: { name: string; file: string } };
  diff: CardChange[];
  opponents: OpponentComparison[];
  pooled: { games: number; a: ListRate; b: ListRate; difference: Estimate; better: 'A' | 'B' | null };
  sequential: { maxPairs: number; round: number; rounds: number; stopped: 'significant' | 'budget' | 'interrupted' } | null;
  cells: CompareCell[];
  elapsedSeconds: number;
  gamesPerSecond: number;
}

const ALPHA = 0.05;

/** "Name (SET NUM)" of a card id. */
function cardLabel(id: number): string {
  const c = ALL_CARDS[id];
  return `${c.name} (${setCodeOf(c)} ${c.number})`;
}

/** The card-level diff of two lists: every printing whose count differs, A's count and B's. */
export function listDiff(a: Deck, b: Deck): CardChange[] {
  const count = (d: Deck) => { const m = new Map<number, number>(); for (const c of d.cards) m.set(c, (m.get(c) ?? 0) + 1); return m; };
  const ca = count(a), cb = count(b);
  const ids = [...new Set([...ca.keys(), ...cb.keys()])];
  return ids.filter((id) => (ca.get(id) ?? 0) !== (cb.get(id) ?? 0))
    .map((id) => ({ card: cardLabel(id), a: ca.get(id) ?? 0, b: cb.get(id) ?? 0 }))
    .sort((x, y) => (y.b - y.a) - (x.b - x.a) || x.card.localeCompare(y.card));
}

/** Runs the pairs of a cell's game range on the pool (or in this thread). */
class PairRunner {
  private readonly pool: Piscina | undefined;
  private readonly stop = new Int32Array(new SharedArrayBuffer(4));
  constructor(readonly workers: number) { this.pool = createPool(workers); }

  async run(spec: PairedSpec, start: number, end: number): Promise<Float64Array> {
    const total = new Float64Array(PAIRED_SIZE);
    const add = (c: ArrayLike<number>) => { for (let i = 0; i < PAIRED_SIZE; i++) total[i] += c[i]; };
    if (!this.pool) {
      for (let x = start; x < end && Atomics.load(this.stop, 0) === 0; x += 50) {
        add(runPairedBatch(spec, x, Math.min(end, x + 50), this.stop));
        await new Promise((res) => setImmediate(res)); // let Ctrl-C through
      }
      return total;
    }
    const size = Math.max(1, Math.min(defaultTaskSize(end - start, this.workers), 2000));
    await Promise.all(taskRanges(start, end, size).map(async ([x, y]) => add((await this.pool!.run({ paired: spec, start: x, end: y, stop: this.stop })) as Float64Array)));
    return total;
  }

  interrupt(): void { Atomics.store(this.stop, 0, 1); }
  get interrupted(): boolean { return Atomics.load(this.stop, 0) !== 0; }
  async close(): Promise<void> { await this.pool?.destroy(); }
}

export async function runCompare(c: CompareConfig, hooks: CompareHooks = {}): Promise<CompareResult> {
  const aligned = c.align === false ? c.b.cards : alignList(c.a.cards, c.b.cards);
  const cells = c.against.flatMap((opp) => ([0, 1] as const).map((seat) => ({
    opp, seat,
    spec: { seed: c.seed, rules: c.rules, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, a: c.a.cards, b: aligned, opponent: opp.cards, seat, bots: c.bots, common: c.common } satisfies PairedSpec,
    counts: new Float64Array(PAIRED_SIZE),
  })));
  const sequential = c.sequentialRound !== undefined;
  const round = sequential ? Math.min(c.sequentialRound!, c.games) : c.games;
  const runner = new PairRunner(c.workers);
  const onAbort = () => runner.interrupt();
  hooks.signal?.addEventListener('abort', onAbort);
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const total = c.games * cells.length;
  let done = 0, rounds = 0;
  let stopped: 'significant' | 'budget' | 'interrupted' = 'budget';
  try {
    hooks.onProgress?.({ done: 0, total, elapsed: 0 });
    for (let start = 0; start < c.games; start += round) {
      const end = Math.min(c.games, start + round);
      await Promise.all(cells.map(async (cell) => {
        const got = await runner.run(cell.spec, start, end);
        for (let i = 0; i < PAIRED_SIZE; i++) cell.counts[i] += got[i];
        done += got[P.games];
        hooks.onProgress?.({ done, total, elapsed: elapsed() });
      }));
      rounds++;
      if (runner.interrupted) { stopped = 'interrupted'; break; }
      if (sequential && significance(pooledDifference(cells.map((x) => pairMoments(joint(x.counts))), true, c.games * cells.length)) !== null) {
        stopped = 'significant';
        break;
      }
    }
  } finally {
    hooks.signal?.removeEventListener('abort', onAbort);
    await runner.close();
  }
  const seconds = elapsed();
  const moments = cells.map((x) => pairMoments(joint(x.counts)));
  const budget = c.games * cells.length;
  const opponents: OpponentComparison[] = c.against.map((opp, k) => {
    const m = [moments[2 * k], moments[2 * k + 1]];
    const difference = pooledDifference(m, sequential, 2 * c.games);
    return { opponent: opp.name, opponentFile: opp.path, games: m[0].n + m[1].n, a: listRate(m, 'a'), b: listRate(m, 'b'), difference, better: significance(difference) };
  });
  const difference = pooledDifference(moments, sequential, budget);
  const played = moments.reduce((s, m) => s + m.n, 0);
  return {
    schema: 1, kind: 'compare', version,
    partial: stopped === 'interrupted',
    seed: c.seed, rules: c.rules, bots: c.bots,
    commonRandomNumbers: c.common,
    mode: sequential ? 'sequential' : 'fixed',
    interval: sequential
      ? '95% asymptotic confidence sequence (Waudby-Smith et al. 2021): valid at every round, so stopping when it excludes 0 keeps the 5% error rate'
      : '95% normal interval of the mean paired difference, stratified by opponent and seat',
    lists: { a: { name: c.a.name, file: c.a.path }, b: { name: c.b.name, file: c.b.path } },
    diff: listDiff(c.a, c.b),
    opponents,
    pooled: { games: played, a: listRate(moments, 'a'), b: listRate(moments, 'b'), difference, better: significance(difference) },
    sequential: sequential ? { maxPairs: c.games, round, rounds, stopped } : null,
    cells: cells.map((x, k) => ({ opponent: x.opp.name, seat: x.seat, pairs: moments[k].n, joint: joint(x.counts) })),
    elapsedSeconds: seconds,
    gamesPerSecond: seconds > 0 ? (2 * played) / seconds : 0,
  };
}

function joint(counts: Float64Array): number[] {
  return Array.from(counts.subarray(P.joint, P.joint + 9));
}

function listRate(m: PairMoments[], list: 'a' | 'b'): ListRate {
  const n = m.reduce((s, x) => s + x.n, 0);
  const score = m.reduce((s, x) => s + (list === 'a' ? x.scoreA : x.scoreB), 0);
  const w = wilson(score, n);
  return { games: n, winRate: { estimate: w.estimate, low: w.low, high: w.high } };
}

/**
 * The difference B − A over cells: a fixed 95% interval, or (sequential) the confidence sequence
 * at the pairs played so far, tuned for the budget `budget` pairs.
 */
export function pooledDifference(m: PairMoments[], sequential: boolean, budget: number): Estimate {
  const s = stratified(m);
  if (s.n === 0) return { estimate: 0, low: -1, high: 1 };
  if (!sequential) return fixedInterval(s.mean, s.se);
  const half = sequenceHalfWidth(s.n, s.se * Math.sqrt(s.n), ALPHA, budget);
  return { estimate: s.mean, low: Math.max(-1, s.mean - half), high: Math.min(1, s.mean + half) };
}
