// `compare`: is list B better than list A, against what, and how sure are we? Plays A and B against
// every opponent in both seats as paired games (sim/paired.ts: common random numbers), and builds
// the compare document: per opponent and pooled, the difference B − A with a 95% interval, each
// list's own win rate, and the card-level diff of the two lists. Fixed mode plays N pairs per
// opponent and seat; sequential mode plays rounds until the group-sequential interval of the pooled
// difference excludes 0 or the budget is spent (compare-stats.ts), or stops after one round when
// A and B are the same cards dealt alike (every pair is then one game played twice).
import type { Piscina } from 'piscina';
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { alignList, PAIRED_SIZE, P, type PairedSpec } from '../sim/paired.js';
import { runPairedBatch } from '../sim/batch.js';
import { createPool, defaultTaskSize, taskRanges } from '../sim/runner.js';
import { ALL_CARDS, setCodeOf } from '../cards/pool.js';
import { wilson } from './stats.js';
import { pairMoments, differenceInterval, sequentialPlan, sequentialBound, significance, lookVerdict, Z95, SPENDING_GAMMA, type Estimate, type PairMoments } from './compare-stats.js';
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
  /** Per bot, the URL of the module whose default export it is (a bot of the user's own), or null. */
  botModules?: (string | null)[];
  suddenDeath: boolean;
  turnLimit: number;
  workers: number;
  /** Common random numbers (default) or independent streams for A and B. */
  common: boolean;
  /** Sequential mode: pairs per opponent and seat in each round. */
  sequentialRound?: number;
  /**
   * Place B's cards at A's indices for the cards they share (default), so a shuffle deals both the
   * same way. Off (`--no-align`): B is used in its own list order and its games are dealt from a
   * key of their own, independent of A's (A's games stay those of the default run), so A against
   * a copy of A is a true null whose games differ: an A/A check of the intervals.
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
  /** B's cards placed at A's places for the cards they share (false with --no-align). */
  aligned: boolean;
  /** A and B are the same cards, aligned, with common random numbers: every pair is one game played twice. */
  sameGames: boolean;
  /** Every pair ended alike for A and B (win/win, draw/draw or loss/loss): the interval then has no width. */
  allConcordant: boolean;
  mode: 'fixed' | 'sequential';
  interval: string;
  lists: { a: { name: string; file: string }; b: { name: string; file: string } };
  diff: CardChange[];
  opponents: OpponentComparison[];
  pooled: { games: number; a: ListRate; b: ListRate; difference: Estimate; better: 'A' | 'B' | null };
  sequential: { maxPairs: number; round: number; looks: number; spending: string; rounds: number; bound: number; stopped: SequentialStop } | null;
  cells: CompareCell[];
  elapsedSeconds: number;
  gamesPerSecond: number;
}

const ALPHA = 0.05;

/** Why a sequential run stopped; 'same-games' after its first round when A and B play the same games. */
export type SequentialStop = 'significant' | 'budget' | 'interrupted' | 'same-games';

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
    spec: { seed: c.seed, rules: c.rules, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, a: c.a.cards, b: aligned, opponent: opp.cards, seat, bots: c.bots, ...(c.botModules ? { botModules: c.botModules } : {}), common: c.common, ...(c.align === false ? { independentB: true } : {}) } satisfies PairedSpec,
    counts: new Float64Array(PAIRED_SIZE),
  })));
  const sequential = c.sequentialRound !== undefined;
  const round = sequential ? Math.min(c.sequentialRound!, c.games) : c.games;
  const plan = sequential ? sequentialPlan(c.games, round, ALPHA) : null;
  const diff = listDiff(c.a, c.b);
  const sameGames = diff.length === 0 && c.common && c.align !== false;
  const runner = new PairRunner(c.workers);
  const onAbort = () => runner.interrupt();
  hooks.signal?.addEventListener('abort', onAbort);
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const total = c.games * cells.length;
  let done = 0, rounds = 0;
  let stopped: SequentialStop = 'budget';
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
      if (!plan) continue;
      if (sameGames) { stopped = 'same-games'; break; } // more rounds would only repeat the same games
      if (lookVerdict(cells.map((x) => pairMoments(joint(x.counts))), plan, rounds) !== null) {
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
  const played = moments.reduce((s, m) => s + m.n, 0);
  // A sequential run's intervals are those of its last look (a round cut short is a look of its own).
  const looks = stopped === 'interrupted' ? rounds - 1 : rounds;
  const z = plan ? sequentialBound(plan, looks, played / (c.games * cells.length)) : Z95;
  const opponents: OpponentComparison[] = c.against.map((opp, k) => {
    const m = [moments[2 * k], moments[2 * k + 1]];
    const difference = differenceInterval(m, z);
    return { opponent: opp.name, opponentFile: opp.path, games: m[0].n + m[1].n, a: listRate(m, 'a'), b: listRate(m, 'b'), difference, better: significance(difference) };
  });
  const difference = differenceInterval(moments, z);
  return {
    schema: 1, kind: 'compare', version,
    partial: stopped === 'interrupted',
    seed: c.seed, rules: c.rules, bots: c.bots,
    commonRandomNumbers: c.common,
    aligned: c.align !== false,
    sameGames,
    allConcordant: played > 0 && moments.every((m) => m.n === 0 || (m.mean === 0 && m.variance === 0)),
    mode: sequential ? 'sequential' : 'fixed',
    interval: sequential
      ? `95% repeated confidence interval of a group-sequential test over the planned rounds (error rate spent by the Hwang–Shih–DeCani function, γ = ${String(SPENDING_GAMMA).replace('-', '−')}): stopping when it excludes 0 keeps the 5% error rate; mean ± ${z.toFixed(3)} standard errors at this look`
      : '95% normal interval of the mean paired difference, stratified by opponent and seat',
    lists: { a: { name: c.a.name, file: c.a.path }, b: { name: c.b.name, file: c.b.path } },
    diff,
    opponents,
    pooled: { games: played, a: listRate(moments, 'a'), b: listRate(moments, 'b'), difference, better: significance(difference) },
    sequential: plan ? { maxPairs: c.games, round, looks: plan.bounds.length, spending: `hwang-shih-decani(${SPENDING_GAMMA})`, rounds, bound: z, stopped } : null,
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
