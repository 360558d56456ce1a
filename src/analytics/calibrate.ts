// `ptcg calibrate`: simulated matchups held against observed records (docs/RESULTS.md, kind
// "calibration"). Per pair of decks present on both sides: both rates with their intervals and
// their difference; over the pairs: rank correlations with bootstrap intervals, absolute errors
// beside the error that sampling alone would give, how often the intervals overlap, and the pairs
// that disagree most. Pairs present on one side only are listed, never filled in.
import type { ObservedTable } from './observed.js';
import { gamesOf } from './observed.js';
import { scoreRate, seOf, TIE_WEIGHT, type Rate, type RunInfo, type SimulatedTable, type TiesAs } from './sim-table.js';
import { spearman, kendallTauB, bootstrap, type Estimate } from './rank-correlation.js';

export const CALIBRATION_SCHEMA = 1;
/** Resamples of the bootstrap intervals, unless asked otherwise. */
export const DEFAULT_RESAMPLES = 2000;
/** Pairs of decks the rank correlations need (fewer give no estimate). */
export const MIN_PAIRS = 3;
/** How many of the pairs that disagree most the document lists. */
export const WORST = 5;
const Z95 = 1.959963984540054;

export interface CalibrationConfig {
  simulated: SimulatedTable;
  observed: ObservedTable;
  /** The map file (or "map" for the library's object), null without one. */
  map: string | null;
  tiesAs: TiesAs;
  seed: string;
  resamples: number;
  version: string;
}

export interface CalibrationPair {
  deck: string;
  opponent: string;
  /** The deck's games against the opponent in the results, both seatings. */
  simulated: { wins: number; losses: number; draws: number; games: number; rate: Rate };
  /** Its observed record; `rows`: where it was read (file:line). */
  observed: { wins: number; losses: number; ties: number; games: number; rate: Rate; rows: string[] };
  /** simulated − observed rate. */
  difference: number;
  /** The difference in standard errors of both rates (from their intervals). */
  z: number;
  /** The two 95% intervals overlap. */
  overlap: boolean;
}

export interface MissingPair { deck: string; opponent: string; missingFrom: 'observed' | 'simulated'; games: number }

export interface CalibrationResult {
  kind: 'calibration';
  schema: number;
  tool: 'ptcg';
  version: string;
  results: { source: string; runs: RunInfo[]; decks: { name: string; file: string; group: string }[] };
  observed: { source: string; rows: number; games: number };
  map: string | null;
  tiesAs: TiesAs;
  tieWeight: number;
  /** Each pair of decks compared, in both orientations (the off-diagonal cells of the matrix). */
  pairs: CalibrationPair[];
  /** Pairs of decks compared (half of pairs.length). */
  pairsOfDecks: number;
  spearman: Estimate;
  kendall: Estimate;
  bootstrap: { resamples: number; seed: string; unit: 'pair of decks'; undefinedResamples: { spearman: number; kendall: number } };
  meanAbsoluteError: number | null;
  /** Absolute errors weighted by each pair's observed games. */
  weightedAbsoluteError: number | null;
  /** The mean absolute error sampling alone would give if the simulated rates were the true ones: √(2/π)·√(se_s² + se_o²) on average. */
  samplingAbsoluteError: number | null;
  /** Share of the compared cells whose two 95% intervals overlap. */
  overlapShare: number | null;
  /** Share of the compared cells with |z| > 1.96 (about 5% if the simulation were right). */
  beyond95Share: number | null;
  /** Pairs of decks where both sides favour the same deck, of those compared. */
  favourite: { agree: number; of: number };
  /** The pairs of decks that disagree most (largest |z| first), each from the side the simulation rates higher. */
  disagreements: CalibrationPair[];
  /** Pairs of decks with games on one side only. */
  missing: MissingPair[];
  /** Observed rows of a deck against itself (not compared: the results hold no mirror). */
  mirrors: { deck: string; wins: number; losses: number; ties: number; games: number; rows: string[] }[];
  /** Observed names a map leaves out, with their rows. */
  ignored: { name: string; rows: number }[];
}

const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);

export function calibrationOf(c: CalibrationConfig): CalibrationResult {
  const { simulated: sim, observed: obs } = c;
  const w = TIE_WEIGHT[c.tiesAs];
  const names = sim.decks.map((d) => d.name);
  const pairs: CalibrationPair[] = [];
  const missing: MissingPair[] = [];
  const cell = (i: number, j: number): CalibrationPair => {
    const s = sim.outcome[i][j]!, o = obs.counts[i][j]!;
    const sGames = s.wins + s.losses + s.draws, oGames = gamesOf(o);
    const sRate = scoreRate(s.wins, s.draws, sGames, w), oRate = scoreRate(o.wins, o.ties, oGames, w);
    const difference = sRate.estimate - oRate.estimate;
    return {
      deck: names[i], opponent: names[j],
      simulated: { ...s, games: sGames, rate: sRate },
      observed: { wins: o.wins, losses: o.losses, ties: o.ties, games: oGames, rate: oRate, rows: [...o.where] },
      difference,
      z: difference / Math.hypot(seOf(sRate), seOf(oRate)),
      overlap: sRate.low <= oRate.high && oRate.low <= sRate.high,
    };
  };
  let observedGames = 0;
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const s = sim.outcome[i][j], o = obs.counts[i][j];
      const sGames = s ? s.wins + s.losses + s.draws : 0, oGames = o ? gamesOf(o) : 0;
      observedGames += oGames;
      if (sGames > 0 && oGames > 0) pairs.push(cell(i, j), cell(j, i));
      else if (sGames > 0) missing.push({ deck: names[i], opponent: names[j], missingFrom: 'observed', games: sGames });
      else if (oGames > 0) missing.push({ deck: names[i], opponent: names[j], missingFrom: 'simulated', games: oGames });
    }
  }
  const m = pairs.length / 2;
  const x = Float64Array.from(pairs, (p) => p.simulated.rate.estimate), y = Float64Array.from(pairs, (p) => p.observed.rate.estimate);
  const clusters = Array.from({ length: m }, (_, u) => [2 * u, 2 * u + 1]);
  const boot = m >= MIN_PAIRS ? bootstrap(x, y, clusters, [spearman, kendallTauB], c.resamples, `${c.seed}/calibrate`) : null;
  const estimate = (value: number, k: number): Estimate => {
    if (!boot || Number.isNaN(value)) return { estimate: null, low: null, high: null };
    const [low, high] = boot.intervals[k];
    return { estimate: value, low: Number.isNaN(low) ? null : low, high: Number.isNaN(high) ? null : high };
  };
  const abs = pairs.map((p) => Math.abs(p.difference));
  const totalObserved = pairs.reduce((s, p) => s + p.observed.games, 0);
  let agree = 0;
  const worst: CalibrationPair[] = [];
  for (let u = 0; u < m; u++) {
    const [a, b] = [pairs[2 * u], pairs[2 * u + 1]];
    if (Math.sign(a.simulated.rate.estimate - b.simulated.rate.estimate) === Math.sign(a.observed.rate.estimate - b.observed.rate.estimate)) agree++;
    worst.push(a.difference >= b.difference ? a : b);
  }
  worst.sort((p, q) => Math.abs(q.z) - Math.abs(p.z) || p.deck.localeCompare(q.deck));
  const mirrors = obs.mirrors.map((r) => ({ deck: names[r.deck], wins: r.record.wins, losses: r.record.losses, ties: r.record.ties, games: gamesOf(r.record), rows: r.record.where }));
  return {
    kind: 'calibration', schema: CALIBRATION_SCHEMA, tool: 'ptcg', version: c.version,
    results: { source: sim.source, runs: sim.runs, decks: sim.decks },
    observed: { source: obs.source, rows: obs.rows, games: observedGames + mirrors.reduce((s, r) => s + r.games, 0) },
    map: c.map, tiesAs: c.tiesAs, tieWeight: w,
    pairs, pairsOfDecks: m,
    spearman: estimate(spearman(x, y), 0),
    kendall: estimate(kendallTauB(x, y), 1),
    bootstrap: { resamples: c.resamples, seed: c.seed, unit: 'pair of decks', undefinedResamples: { spearman: boot?.undefinedResamples[0] ?? 0, kendall: boot?.undefinedResamples[1] ?? 0 } },
    meanAbsoluteError: mean(abs),
    weightedAbsoluteError: totalObserved > 0 ? pairs.reduce((s, p) => s + p.observed.games * Math.abs(p.difference), 0) / totalObserved : null,
    samplingAbsoluteError: mean(pairs.map((p) => Math.sqrt(2 / Math.PI) * Math.hypot(seOf(p.simulated.rate), seOf(p.observed.rate)))),
    overlapShare: mean(pairs.map((p) => (p.overlap ? 1 : 0))),
    beyond95Share: mean(pairs.map((p) => (Math.abs(p.z) > Z95 ? 1 : 0))),
    favourite: { agree, of: m },
    disagreements: worst.slice(0, WORST),
    missing,
    mirrors,
    ignored: obs.ignored,
  };
}
