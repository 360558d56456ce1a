// The tables behind every report chart, built with arquero from result documents.
import * as aq from 'arquero';
import { C, COUNTS_SIZE, MULL_BUCKETS, TURN_BUCKETS, swapSeats } from '../sim/counts.js';
import { MAX_PRIZES } from '../engine/state.js';
import { buildResult, countsOf, type MatchupResult } from './results.js';
import { wilson, agreement, mulliganProbability, mulliganDistribution } from './stats.js';
import { cSuper, cStage } from '../engine/tables.js';
import { Supertype } from '../cards/types.js';
import type { MatrixResult, RunResult } from './simulation.js';
import { matrixCardStats } from './card-stats.js';
import type { OddsStudy } from './odds-report.js';
import { pct } from './format.js';

/** One group of decks in a report (a matrix, or a single matchup seen as a 2-deck matrix). */
export interface ReportGroup {
  id: string; // used in file names
  title: string;
  result: MatrixResult;
  /** How much of its run the result holds (report-text.ts coverageNote); from the matchups when absent. */
  coverage?: string | null;
  /** Per deck, its odds study for the deck page's consistency table (report-consistency.ts); null: none. */
  consistency?: (OddsStudy | null)[];
}

export function asMatrix(r: RunResult): MatrixResult {
  if ('kind' in r && r.kind === 'matrix') return r;
  const m = r as MatchupResult;
  const cardStats = matrixCardStats([...m.decks], [...m.deckFiles], [m]);
  return {
    schema: 1, kind: 'matrix', partial: m.partial, seed: m.seed, rules: m.rules, bots: m.bots, games: m.plannedGames,
    decks: [...m.decks], deckFiles: [...m.deckFiles],
    winRate: [[null, m.winRate[0]], [m.winRate[1], null]], matchups: [m], ...(cardStats ? { cardStats } : {}),
    gamesPerSecond: m.gamesPerSecond, elapsedSeconds: m.elapsedSeconds,
  };
}

/** An unordered pair of decks with both seatings added together (deck a as seat 0). */
export interface PairResult { a: number; b: number; label: string; result: MatchupResult }

export function pairResults(m: MatrixResult): PairResult[] {
  const out: PairResult[] = [];
  const idx = (file: string) => m.deckFiles.indexOf(file);
  for (let a = 0; a < m.decks.length; a++) {
    for (let b = a + 1; b < m.decks.length; b++) {
      const counts = new Float64Array(COUNTS_SIZE);
      let spec: MatchupResult | null = null;
      for (const r of m.matchups) {
        const i = idx(r.deckFiles[0]), j = idx(r.deckFiles[1]);
        if (i === a && j === b) { add(counts, countsOf(r)); spec = spec ?? r; }
        if (i === b && j === a) { add(counts, swapSeats(countsOf(r))); spec = spec ?? swapped(r); }
      }
      if (!spec) continue;
      const result = buildResult({
        seed: spec.seed, rules: spec.rules, bots: spec.bots, suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit,
        games: counts[C.games], decks: [m.decks[a], m.decks[b]], deckFiles: [m.deckFiles[a], m.deckFiles[b]], deckCards: [spec.deckCards[0], spec.deckCards[1]],
      }, counts, { partial: m.partial, shard: null, range: null, elapsedSeconds: 0 });
      out.push({ a, b, label: `${m.decks[a]} vs ${m.decks[b]}`, result });
    }
  }
  return out;
}

function add(into: Float64Array, from: Float64Array): void {
  for (let i = 0; i < COUNTS_SIZE; i++) into[i] += from[i];
}

function swapped(r: MatchupResult): MatchupResult {
  return { ...r, decks: [r.decks[1], r.decks[0]], deckFiles: [r.deckFiles[1], r.deckFiles[0]], deckCards: [r.deckCards[1], r.deckCards[0]] };
}

/** Card ids of each deck of a matrix, from its matchups. */
function deckCardsOf(m: MatrixResult): number[][] {
  return m.deckFiles.map((f) => {
    for (const r of m.matchups) {
      if (r.deckFiles[0] === f) return r.deckCards[0];
      if (r.deckFiles[1] === f) return r.deckCards[1];
    }
    return [];
  });
}

/** The smallest turn by which at least a share q of the games had ended (histogram[t]: games ending on turn t). */
export function turnQuantile(histogram: ArrayLike<number>, q: number): number {
  let total = 0;
  for (let t = 0; t < histogram.length; t++) total += histogram[t];
  let cum = 0;
  for (let t = 0; t < histogram.length; t++) {
    cum += histogram[t];
    if (total > 0 && cum >= q * total) return t;
  }
  return 0;
}

/** The turn histogram of all games of a group. */
export function groupTurnHistogram(m: MatrixResult): number[] {
  const h = new Array<number>(TURN_BUCKETS).fill(0);
  for (const r of m.matchups) r.turns.histogram.forEach((v, t) => { h[t] += v; });
  return h;
}

/**
 * Standard deviation across games of the prizes seat s had taken by the end of turn t, exactly
 * from the counts of the turn each k-th prize was taken: E[X] = Σ P(X ≥ k), E[X²] = Σ (2k−1)·P(X ≥ k).
 */
function prizeSpread(counts: Float64Array, s: number, t: number): number {
  const g = counts[C.games];
  if (g <= 0) return 0;
  let mean = 0, sq = 0;
  for (let k = 1; k <= MAX_PRIZES; k++) {
    const base = C.prizeKth + (s * MAX_PRIZES + k - 1) * TURN_BUCKETS; // games whose k-th prize came on turn u
    let atLeast = 0;
    for (let u = 0; u <= t; u++) atLeast += counts[base + u];
    mean += atLeast / g;
    sq += ((2 * k - 1) * atLeast) / g;
  }
  return Math.sqrt(Math.max(0, sq - mean * mean));
}

export interface ReportTables {
  matrix: aq.ColumnTable;
  seats: aq.ColumnTable;
  matchupSeats: aq.ColumnTable;
  prizeRace: aq.ColumnTable;
  gameLength: aq.ColumnTable;
  gameLengthSummary: aq.ColumnTable;
  mulligans: aq.ColumnTable;
  mulliganDistribution: aq.ColumnTable;
  endReasons: aq.ColumnTable;
}

export const TABLE_NAMES: (keyof ReportTables)[] = ['matrix', 'seats', 'matchupSeats', 'prizeRace', 'gameLength', 'gameLengthSummary', 'mulligans', 'mulliganDistribution', 'endReasons'];


export function buildTables(groups: ReportGroup[]): ReportTables {
  const matrix: Record<string, unknown>[] = [];
  const seats: Record<string, unknown>[] = [];
  const pairSeats: Record<string, unknown>[] = [];
  const lengthSummary: Record<string, unknown>[] = [];
  const prize: Record<string, unknown>[] = [];
  const length: Record<string, unknown>[] = [];
  const mull: Record<string, unknown>[] = [];
  const mullDist: Record<string, unknown>[] = [];
  const ends: Record<string, unknown>[] = [];
  for (const g of groups) {
    const m = g.result;
    const n = m.decks.length;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const w = m.winRate[i][j];
        if (!w) continue;
        const significant = !(w.low <= 0.5 && w.high >= 0.5);
        matrix.push({
          group: g.title, row: m.decks[i], column: m.decks[j], winRate: w.estimate, low: w.low, high: w.high, games: w.n, significant,
          label: `${pct(w.estimate)}${significant ? '' : ' ns'}`, interval: `${pct(w.low)}–${pct(w.high)}`,
        });
      }
    }
    // Going first / second per deck, over all its matchups and seats.
    const files = m.deckFiles;
    const cards = deckCardsOf(m);
    for (let d = 0; d < n; d++) {
      for (const seat of ['first', 'second'] as const) {
        let wins = 0, games = 0;
        for (const r of m.matchups) {
          for (let s = 0; s < 2; s++) {
            if (r.deckFiles[s] !== files[d]) continue;
            const x = seat === 'first' ? r.goingFirst[s] : r.goingSecond[s];
            wins += x.wins;
            games += x.games;
          }
        }
        const w = wilson(wins, games);
        seats.push({ group: g.title, deck: m.decks[d], seat: `going ${seat}`, winRate: w.estimate, low: w.low, high: w.high, games });
      }
      // The same per opponent: deck d's win rate going first / second against each other deck.
      for (let o = 0; o < n; o++) {
        if (o === d) continue;
        for (const seat of ['first', 'second'] as const) {
          let wins = 0, games = 0;
          for (const r of m.matchups) {
            for (let s = 0; s < 2; s++) {
              if (r.deckFiles[s] !== files[d] || r.deckFiles[1 - s] !== files[o]) continue;
              const x = seat === 'first' ? r.goingFirst[s] : r.goingSecond[s];
              wins += x.wins;
              games += x.games;
            }
          }
          const w = wilson(wins, games);
          pairSeats.push({ group: g.title, deck: m.decks[d], opponent: m.decks[o], seat: `going ${seat}`, winRate: w.estimate, low: w.low, high: w.high, wins, games });
        }
      }
      // Mulligans: every game the deck played, against the exact figure.
      const hist = new Array<number>(MULL_BUCKETS).fill(0);
      let mullGames = 0, games = 0;
      for (const r of m.matchups) {
        const c = countsOf(r);
        for (let s = 0; s < 2; s++) {
          if (r.deckFiles[s] !== files[d]) continue;
          mullGames += c[C.mullGames + s];
          games += c[C.games];
          for (let k = 0; k < MULL_BUCKETS; k++) hist[k] += c[C.mullHist + s * MULL_BUCKETS + k];
        }
      }
      const size = cards[d].length;
      const basics = cards[d].filter((id) => cSuper[id] === Supertype.Pokemon && cStage[id] === 0).length;
      const exact = mulliganProbability(size, basics);
      const w = wilson(mullGames, games);
      mull.push({ group: g.title, deck: m.decks[d], simulated: w.estimate, low: w.low, high: w.high, exact, games, basics, cards: size, agrees: agreement(mullGames, games, exact).agrees });
      for (let k = 0; k < 6; k++) {
        mullDist.push({ group: g.title, deck: m.decks[d], mulligans: k, simulated: games > 0 ? hist[k] / games : 0, exact: mulliganDistribution(exact, k) });
      }
    }
    for (const pr of pairResults(m)) {
      const r = pr.result;
      const counts = countsOf(r);
      for (let s = 0; s < 2; s++) {
        const prizes = r.prizeRace[s].prizes;
        for (const t of r.prizeRace[s].byTurn) {
          prize.push({
            group: g.title, matchup: pr.label, deck: r.decks[s], opponent: r.decks[1 - s], turn: t.turn, mean: t.mean, low: t.low, high: t.high,
            sd: prizeSpread(counts, s, t.turn), prizes,
          });
        }
      }
      r.turns.histogram.forEach((count, turn) => { if (count > 0) length.push({ group: g.title, matchup: pr.label, turn, games: count, share: count / r.games }); });
      const hist = r.turns.histogram;
      lengthSummary.push({
        group: g.title, matchup: pr.label, games: r.games, mean: r.turns.mean,
        p5: turnQuantile(hist, 0.05), p25: turnQuantile(hist, 0.25), median: turnQuantile(hist, 0.5), p75: turnQuantile(hist, 0.75), p95: turnQuantile(hist, 0.95),
      });
      for (const [reason, count] of Object.entries(r.endReasons)) ends.push({ group: g.title, matchup: pr.label, reason, games: count, share: r.games > 0 ? count / r.games : 0 });
    }
  }
  return {
    matrix: aq.from(matrix), seats: aq.from(seats), matchupSeats: aq.from(pairSeats), prizeRace: aq.from(prize), gameLength: aq.from(length),
    gameLengthSummary: aq.from(lengthSummary),
    mulligans: aq.from(mull), mulliganDistribution: aq.from(mullDist), endReasons: aq.from(ends),
  };
}
