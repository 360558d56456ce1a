// From counts to the result document of `simulate --json` (schema: docs/RESULTS.md).
import { C, COUNTS_SIZE, TURN_BUCKETS, MULL_BUCKETS, MAX_TURN } from '../sim/counts.js';
import { MAX_PRIZES, END_REASON_NAMES } from '../engine/state.js';
import { wilson, type Interval } from './stats.js';
import { matchupCardStats, type MatchupCardStats } from './card-stats.js';

export const RESULT_SCHEMA = 1;

export interface RunSpec {
  seed: string;
  rules: string;
  bots: [string, string];
  suddenDeath: boolean;
  turnLimit: number;
  games: number; // games asked for in the whole run (all shards)
  decks: [string, string]; // names
  deckFiles: [string, string];
  deckCards: [number[], number[]]; // card ids, to check that merged parts used the same lists
}

export interface PrizeTurn { turn: number; mean: number; low: number; high: number }

export interface MatchupResult {
  schema: number;
  tool: string;
  partial: boolean;
  shard: string | null;
  range: [number, number] | null;
  plannedGames: number; // games of the whole run (all shards)
  games: number; // games played in this document
  seed: string;
  rules: string;
  bots: [string, string];
  suddenDeath: boolean;
  turnLimit: number;
  decks: [string, string];
  deckFiles: [string, string];
  wins: [number, number];
  draws: number;
  winRate: [Interval, Interval];
  drawRate: Interval;
  goingFirst: [{ games: number; wins: number; winRate: Interval }, { games: number; wins: number; winRate: Interval }];
  goingSecond: [{ games: number; wins: number; winRate: Interval }, { games: number; wins: number; winRate: Interval }];
  endReasons: Record<string, number>;
  turns: { mean: number; histogram: number[] };
  mulligans: { rate: Interval; mean: number; perGame: number[]; meanExtraCardsDrawnByOpponent: number }[];
  prizeRace: { prizes: number; byTurn: PrizeTurn[]; lastPrizeTurn: number[]; meanLastPrizeTurn: number | null; firstKnockOut: Interval }[];
  decisionsPerGame: number;
  gamesPerSecond: number;
  elapsedSeconds: number;
  /** Per-card statistics: only in a run with --card-stats (analytics/card-stats.ts). */
  cardStats?: MatchupCardStats;
  counts: number[];
  deckCards: [number[], number[]];
}

function trimTrailingZeros(a: number[]): number[] {
  let n = a.length;
  while (n > 1 && a[n - 1] === 0) n--;
  return a.slice(0, n);
}

/** The result document of a matchup; `cardCounts` (sim/card-stats.ts) adds its `cardStats` field. */
export function buildResult(spec: RunSpec, counts: Float64Array, meta: { partial: boolean; shard: string | null; range: [number, number] | null; elapsedSeconds: number }, cardCounts: Float64Array | null = null): MatchupResult {
  const g = counts[C.games];
  const wins: [number, number] = [counts[C.wins], counts[C.wins + 1]];
  const seat = (p: number, first: boolean) => {
    const games = first ? counts[C.first + p] : g - counts[C.first + p];
    const w = first ? counts[C.winsFirst + p] : counts[C.winsSecond + p];
    return { games, wins: w, winRate: wilson(w, games) };
  };
  const endReasons: Record<string, number> = {};
  for (let i = 1; i < END_REASON_NAMES.length; i++) endReasons[END_REASON_NAMES[i]] = counts[C.endReasons + i];
  const turnHist = Array.from(counts.subarray(C.turnHist, C.turnHist + TURN_BUCKETS));
  const mulligans = [0, 1].map((p) => {
    const perGame = Array.from(counts.subarray(C.mullHist + p * MULL_BUCKETS, C.mullHist + (p + 1) * MULL_BUCKETS));
    return {
      rate: wilson(counts[C.mullGames + p], g),
      mean: g > 0 ? counts[C.mullTotal + p] / g : 0,
      perGame: trimTrailingZeros(perGame),
      meanExtraCardsDrawnByOpponent: g > 0 ? counts[C.extraTaken + (1 - p)] / g : 0,
    };
  });
  const prizeRace = [0, 1].map((p) => {
    const prizes = g > 0 ? Math.round(counts[C.prizeTarget + p] / g) : MAX_PRIZES;
    // games with at least k prizes by the end of turn t, from when each k-th prize was taken
    const atLeast: number[][] = [];
    for (let k = 1; k <= MAX_PRIZES; k++) {
      const base = C.prizeKth + (p * MAX_PRIZES + k - 1) * TURN_BUCKETS;
      let cum = 0;
      atLeast.push(Array.from({ length: TURN_BUCKETS }, (_, t) => (cum += counts[base + t])));
    }
    const lastTurn = trimTrailingZeros(Array.from(counts.subarray(C.prizeKth + (p * MAX_PRIZES + prizes - 1) * TURN_BUCKETS, C.prizeKth + (p * MAX_PRIZES + prizes) * TURN_BUCKETS)));
    const lastN = lastTurn.reduce((a, b) => a + b, 0);
    const lastMean = lastN > 0 ? lastTurn.reduce((a, b, t) => a + b * t, 0) / lastN : null;
    const maxTurn = Math.min(MAX_TURN, turnHist.reduce((m, v, t) => (v > 0 ? t : m), 0));
    const byTurn: PrizeTurn[] = [];
    for (let t = 1; t <= maxTurn; t++) {
      let mean = 0, sq = 0;
      for (let k = 1; k <= MAX_PRIZES; k++) {
        const pk = g > 0 ? atLeast[k - 1][t] / g : 0;
        mean += pk;
        sq += (2 * k - 1) * pk;
      }
      const sd = Math.sqrt(Math.max(0, sq - mean * mean));
      const half = g > 0 ? (1.959963984540054 * sd) / Math.sqrt(g) : 0;
      byTurn.push({ turn: t, mean, low: Math.max(0, mean - half), high: mean + half });
    }
    return { prizes, byTurn, lastPrizeTurn: lastTurn, meanLastPrizeTurn: lastMean, firstKnockOut: wilson(counts[C.firstKo + p], g) };
  });
  const elapsed = meta.elapsedSeconds;
  return {
    schema: RESULT_SCHEMA,
    tool: 'ptcg',
    partial: meta.partial,
    shard: meta.shard,
    range: meta.range,
    plannedGames: spec.games,
    games: g,
    seed: spec.seed,
    rules: spec.rules,
    bots: spec.bots,
    suddenDeath: spec.suddenDeath,
    turnLimit: spec.turnLimit,
    decks: spec.decks,
    deckFiles: spec.deckFiles,
    wins,
    draws: counts[C.draws],
    winRate: [wilson(wins[0], g), wilson(wins[1], g)],
    drawRate: wilson(counts[C.draws], g),
    goingFirst: [seat(0, true), seat(1, true)],
    goingSecond: [seat(0, false), seat(1, false)],
    endReasons,
    turns: { mean: g > 0 ? counts[C.turnSum] / g : 0, histogram: trimTrailingZeros(turnHist) },
    mulligans,
    prizeRace,
    decisionsPerGame: g > 0 ? counts[C.decisions] / g : 0,
    gamesPerSecond: elapsed > 0 ? g / elapsed : 0,
    elapsedSeconds: elapsed,
    ...(cardCounts ? { cardStats: matchupCardStats(spec.decks, spec.deckFiles, spec.deckCards, cardCounts, g, wins) } : {}),
    counts: Array.from(counts),
    deckCards: spec.deckCards,
  };
}

/** The card counts of a document with card statistics, or null. */
export function cardCountsOf(r: MatchupResult): Float64Array | null {
  return r.cardStats === undefined ? null : Float64Array.from(r.cardStats.counts);
}

export function countsOf(r: MatchupResult): Float64Array {
  if (!Array.isArray(r.counts) || r.counts.length !== COUNTS_SIZE) throw new Error('counts missing or of the wrong size');
  return Float64Array.from(r.counts);
}
