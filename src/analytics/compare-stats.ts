// Statistics of paired A/B games (sim/paired.ts): the difference of win rates B − A from pairs of
// games, with a fixed-sample interval or an always-valid confidence sequence for sequential stops.
// A pair's difference d = score(B) − score(A), where a win scores 1, a draw ½ and a loss 0, so d is
// in {−1, −½, 0, ½, 1}; joint counts hold how many pairs had each (A outcome, B outcome).

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

/** A 95% interval from a mean and its standard error, for a number of games fixed in advance. */
export function fixedInterval(mean: number, se: number): Estimate {
  return { estimate: mean, low: Math.max(-1, mean - Z95 * se), high: Math.min(1, mean + Z95 * se) };
}

/**
 * The asymptotic confidence sequence of Waudby-Smith, Arbour, Sinha, Kennedy & Ramdas (2021,
 * "Time-uniform central limit theory and asymptotic confidence sequences"): with probability
 * 1 − alpha it holds at every sample size at once, so a run may look after every round and stop
 * when it excludes 0 without inflating the error rate (a naive fixed interval checked at every look
 * would). Its half-width at n pairs with standard deviation sd is
 *   sd · sqrt( 2(nρ² + 1) / (n²ρ²) · log( sqrt(nρ² + 1) / alpha ) ),
 * with ρ tuned so the sequence is tightest at n = nStar (the run's budget).
 */
export function sequenceHalfWidth(n: number, sd: number, alpha: number, nStar: number): number {
  if (n === 0) return Infinity;
  const la = -2 * Math.log(alpha);
  const rho2 = (la + Math.log(la + 1)) / nStar;
  const nr = n * rho2;
  return sd * Math.sqrt(((2 * (nr + 1)) / (n * n * rho2)) * Math.log(Math.sqrt(nr + 1) / alpha));
}

/** Which list the interval favours: 'B' (above 0), 'A' (below 0), or null (contains 0). */
export function significance(e: Estimate): 'A' | 'B' | null {
  return e.low > 0 ? 'B' : e.high < 0 ? 'A' : null;
}
