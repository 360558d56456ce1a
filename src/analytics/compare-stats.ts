// Statistics of paired A/B games (sim/paired.ts): the difference of win rates B − A from pairs of
// games, with a fixed-sample interval or a group-sequential one (repeated confidence intervals) for
// sequential stops.
// A pair's difference d = score(B) − score(A), where a win scores 1, a draw ½ and a loss 0, so d is
// in {−1, −½, 0, ½, 1}; joint counts hold how many pairs had each (A outcome, B outcome).

import { spendingBoundaries, hwangShihDeCaniSpending } from './group-sequential.js';

export const Z95 = 1.959963984540054;

export interface Estimate { estimate: number; low: number; high: number }

/** Moments of the pairs' differences of one cell (a joint-count array of 9: [A loss/draw/win × B loss/draw/win]). */
export interface PairMoments { n: number; mean: number; variance: number; scoreA: number; scoreB: number }

export function pairMoments(joint: ArrayLike<number>): PairMoments {
  let n = 0, sum = 0, sumSq = 0, sa = 0, sb = 0;
  for (let oa = 0; oa < 3; oa++) {
    for (let ob = 0; ob < 3; ob++) {
      const k = joint[oa * 3 + ob];
      if (k === 0) continue;
      const d = (ob - oa) / 2;
      n += k; sum += k * d; sumSq += k * d * d; sa += (k * oa) / 2; sb += (k * ob) / 2;
    }
  }
  if (n === 0) return { n: 0, mean: 0, variance: 0, scoreA: 0, scoreB: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  return { n, mean, variance, scoreA: sa, scoreB: sb };
}

/**
 * Stratified estimate over cells (opponents × seats): each cell weighs by its share of the pairs;
 * the standard error adds the cells' own variances (differences between cells are not noise).
 */
export function stratified(cells: PairMoments[]): { n: number; mean: number; se: number } {
  const n = cells.reduce((s, c) => s + c.n, 0);
  if (n === 0) return { n: 0, mean: 0, se: Infinity };
  let mean = 0, v = 0;
  for (const c of cells) {
    if (c.n === 0) continue;
    const w = c.n / n;
    mean += w * c.mean;
    v += (w * w * c.variance) / c.n;
  }
  return { n, mean, se: Math.sqrt(v) };
}

/**
 * The plan of a sequential run (`--until-significant`): a look after each round of `round` pairs
 * per cell, up to `maxPairs`, and the two-sided group-sequential boundary of each look
 * (group-sequential.ts). The error rate is spent with the Hwang–Shih–DeCani function, γ = −2:
 * between Pocock's (stops soonest on a clear difference, least power at the budget) and
 * O'Brien–Fleming's (the reverse); docs/DESIGN.md has the measured trade-off. Stopping when
 * |mean| ≥ bound · se at a look keeps the chance of a false "significant" at `alpha`.
 */
export interface SequentialPlan {
  alpha: number;
  maxPairs: number;
  round: number;
  /** Pairs per cell ÷ maxPairs after each planned look. */
  fractions: number[];
  /** The z multiplier of each look's interval. */
  bounds: number[];
}

/** Hwang–Shih–DeCani's γ of the spending function. */
export const SPENDING_GAMMA = -2;
/** Most looks a sequential run may plan (--max-games ÷ --round, rounded up): the boundaries cost O(looks^1.5). */
export const MAX_LOOKS = 1000;

/** Looks of a run of `maxPairs` pairs per cell in rounds of `round`: ⌈maxPairs / round⌉. */
export function plannedLooks(maxPairs: number, round: number): number {
  return Math.ceil(maxPairs / Math.min(round, maxPairs));
}

export function sequentialPlan(maxPairs: number, round: number, alpha = 0.05): SequentialPlan {
  const looks = plannedLooks(maxPairs, round);
  if (looks > MAX_LOOKS) throw new Error(`a sequential run of ${maxPairs} pairs in rounds of ${round} has ${looks} looks (at most ${MAX_LOOKS})`);
  const step = Math.min(round, maxPairs);
  const fractions = Array.from({ length: looks }, (_, k) => Math.min(1, ((k + 1) * step) / maxPairs));
  return { alpha, maxPairs, round: step, fractions, bounds: spendingBoundaries(fractions, hwangShihDeCaniSpending(alpha, SPENDING_GAMMA)) };
}

/**
 * The interval multiplier after `looks` completed looks and then, if `fraction` lies beyond the
 * last of them (a round cut short by Ctrl-C), one more look at `fraction`: spending allows a look
 * at any fraction fixed without seeing the data, and the interrupt does not see it.
 */
export function sequentialBound(plan: SequentialPlan, looks: number, fraction: number): number {
  if (looks > 0 && fraction <= plan.fractions[looks - 1] + 1e-12) return plan.bounds[looks - 1];
  if (fraction <= 0) return Infinity;
  const f = [...plan.fractions.slice(0, looks), Math.min(1, fraction)];
  return spendingBoundaries(f, hwangShihDeCaniSpending(plan.alpha, SPENDING_GAMMA))[looks];
}

/** The interval of the stratified difference: mean ± z · se, within [−1, 1] (z: Z95 for a fixed run, a look's bound in a sequential one). */
export function differenceInterval(cells: PairMoments[], z: number): Estimate {
  const s = stratified(cells);
  if (s.n === 0) return { estimate: 0, low: -1, high: 1 };
  if (!Number.isFinite(z)) return { estimate: s.mean, low: -1, high: 1 };
  const half = z * s.se;
  return { estimate: s.mean, low: Math.max(-1, s.mean - half), high: Math.min(1, s.mean + half) };
}

/** Which list the interval favours: 'B' (above 0), 'A' (below 0), or null (contains 0). */
export function significance(e: Estimate): 'A' | 'B' | null {
  return e.low > 0 ? 'B' : e.high < 0 ? 'A' : null;
}

/** The stopping rule at planned look `look` (1-based): which list the look's interval favours, or null to go on. */
export function lookVerdict(cells: PairMoments[], plan: SequentialPlan, look: number): 'A' | 'B' | null {
  return significance(differenceInterval(cells, plan.bounds[look - 1]));
}
