// Rank correlations with ties (Spearman's rho on mid-ranks, Kendall's tau-b in O(n log n) after
// Knight, 1966) and a seeded BCa bootstrap over clusters of points.
import seedrandom from 'seedrandom';
import { normalUpper, normalUpperInverse } from './group-sequential.js';

const Z95 = 1.959963984540054;

/** The index of the first element ≥ v in sorted `a`. */
function lowerBound(a: Float64Array, v: number): number {
  let lo = 0, hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < v) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/** Mid-ranks (1-based; tied values share the mean of their ranks). A numeric sort, then a binary search per value. */
export function midRanks(x: ArrayLike<number>): Float64Array {
  const sorted = new Float64Array(x.length);
  for (let k = 0; k < x.length; k++) sorted[k] = x[k];
  sorted.sort();
  const ranks = new Float64Array(x.length);
  for (let k = 0; k < x.length; k++) {
    const first = lowerBound(sorted, x[k]);
    let last = first;
    while (last + 1 < sorted.length && sorted[last + 1] === x[k]) last++;
    ranks[k] = (first + last) / 2 + 1;
  }
  return ranks;
}

function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let mx = 0, my = 0;
  for (let k = 0; k < n; k++) { mx += x[k]; my += y[k]; }
  mx /= n; my /= n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let k = 0; k < n; k++) {
    const dx = x[k] - mx, dy = y[k] - my;
    sxy += dx * dy; sxx += dx * dx; syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))) : NaN;
}

/** Spearman's rho: Pearson's correlation of the mid-ranks; NaN when x or y has one value only (or n < 2). */
export function spearman(x: ArrayLike<number>, y: ArrayLike<number>): number {
  if (x.length !== y.length) throw new Error('spearman: x and y differ in length');
  return x.length < 2 ? NaN : pearson(midRanks(x), midRanks(y));
}

/** Σ t(t−1)/2 over the runs of equal values of a sorted sequence. */
function tiedPairs(v: ArrayLike<number>): number {
  let total = 0;
  for (let s = 0; s < v.length;) {
    let e = s + 1;
    while (e < v.length && v[e] === v[s]) e++;
    total += ((e - s) * (e - s - 1)) / 2;
    s = e;
  }
  return total;
}

/**
 * Kendall's tau-b: (concordant − discordant) / √((n0 − n1)(n0 − n2)), n0 = n(n−1)/2, n1 and n2 the
 * pairs tied in x and in y. Sorted by (x, y), the discordant pairs are the inversions of y,
 * counted by a merge sort. NaN when x or y has one value only (or n < 2).
 */
export function kendallTauB(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  if (n !== y.length) throw new Error('kendallTauB: x and y differ in length');
  if (n < 2) return NaN;
  const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => x[a] - x[b] || y[a] - y[b]);
  const xs = new Float64Array(n);
  let ys = new Float64Array(n);
  for (let k = 0; k < n; k++) { xs[k] = x[order[k]]; ys[k] = y[order[k]]; }
  const n0 = (n * (n - 1)) / 2, n1 = tiedPairs(xs);
  // pairs tied in both x and y: runs of equal (x, y) in this order
  let n3 = 0;
  for (let s = 0; s < n;) {
    let e = s + 1;
    while (e < n && xs[e] === xs[s] && ys[e] === ys[s]) e++;
    n3 += ((e - s) * (e - s - 1)) / 2;
    s = e;
  }
  // bottom-up merge sort of ys, counting strict inversions
  let buf = new Float64Array(n), swaps = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
      let i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        if (ys[j] < ys[i]) { swaps += mid - i; buf[k++] = ys[j++]; } else buf[k++] = ys[i++];
      }
      while (i < mid) buf[k++] = ys[i++];
      while (j < hi) buf[k++] = ys[j++];
    }
    [ys, buf] = [buf, ys];
  }
  const n2 = tiedPairs(ys);
  const denom = Math.sqrt((n0 - n1) * (n0 - n2));
  return denom > 0 ? Math.max(-1, Math.min(1, (n0 - n1 - n2 + n3 - 2 * swaps) / denom)) : NaN;
}

/** An estimate with its 95% interval (null where the data can't give one). */
export interface Estimate { estimate: number | null; low: number | null; high: number | null }

/** The q-quantile of sorted values (linear between order statistics). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const h = (sorted.length - 1) * q, lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
}

/** A statistic of paired samples (NaN where it is undefined). */
export type PairedStatistic = (x: Float64Array, y: Float64Array) => number;

const Phi = (z: number) => 1 - normalUpper(z);
const PhiInverse = (p: number) => -normalUpperInverse(p);

/**
 * Bias-corrected and accelerated (BCa, Efron 1987) bootstrap 95% intervals of several statistics of
 * (x, y), resampling whole `clusters` (lists of point indices that are not independent, e.g. both
 * orientations of a matchup) with replacement; the acceleration from the jackknife that leaves out
 * one cluster at a time. Over 45 pairs of decks drawn from a known population (test/calibrate.test.ts),
 * plain percentile intervals held Kendall's and Spearman's true value in 93% of 300 samples, these in
 * 94–95%. Seeded (seedrandom's alea): the
 * same seed gives the same intervals. A resample where a statistic is undefined (every value tied)
 * is left out of that statistic's interval and counted.
 */
export function bootstrap(x: ArrayLike<number>, y: ArrayLike<number>, clusters: number[][], stats: PairedStatistic[], resamples: number, seed: string): { intervals: [number, number][]; undefinedResamples: number[] } {
  const rng = seedrandom.alea(seed);
  const m = clusters.length;
  const size = m * clusters.reduce((s, c) => Math.max(s, c.length), 0); // room for the largest resample
  const bx = new Float64Array(size), by = new Float64Array(size);
  /** The statistics of the points of the clusters `pick(0…count−1)`. */
  const evaluate = (count: number, pick: (c: number) => number, into: (s: number, v: number) => void) => {
    let k = 0;
    for (let c = 0; c < count; c++) for (const p of clusters[pick(c)]) { bx[k] = x[p]; by[k] = y[p]; k++; }
    const sx = bx.subarray(0, k), sy = by.subarray(0, k);
    stats.forEach((f, s) => into(s, f(sx, sy)));
  };
  const full = new Array<number>(stats.length).fill(NaN);
  evaluate(m, (c) => c, (s, v) => { full[s] = v; });
  const values = stats.map(() => new Float64Array(resamples));
  const counts = stats.map(() => 0);
  for (let r = 0; r < resamples; r++) {
    evaluate(m, () => Math.floor(rng() * m), (s, v) => { if (!Number.isNaN(v)) values[s][counts[s]++] = v; });
  }
  const jack = stats.map(() => [] as number[]);
  for (let u = 0; u < m && m > 2; u++) evaluate(m - 1, (c) => (c < u ? c : c + 1), (s, v) => { if (!Number.isNaN(v)) jack[s].push(v); });
  const intervals = values.map((v, s): [number, number] => {
    const kept = v.subarray(0, counts[s]).sort();
    const B = kept.length, theta = full[s];
    if (B === 0 || Number.isNaN(theta)) return [NaN, NaN];
    // bias: where the estimate falls among the resamples (ties count half)
    let below = 0;
    for (let k = 0; k < B; k++) below += kept[k] < theta ? 1 : kept[k] === theta ? 0.5 : 0;
    const z0 = PhiInverse(Math.min(1 - 0.5 / B, Math.max(0.5 / B, below / B)));
    // acceleration: the skewness of the jackknife values
    const J = jack[s], mean = J.reduce((a, b) => a + b, 0) / Math.max(1, J.length);
    let num = 0, den = 0;
    for (const t of J) { num += (mean - t) ** 3; den += (mean - t) ** 2; }
    const a = den > 0 ? num / (6 * den ** 1.5) : 0;
    const level = (zq: number) => Phi(z0 + (z0 + zq) / (1 - a * (z0 + zq)));
    return [quantile(kept, level(-Z95)), quantile(kept, level(Z95))];
  });
  return { intervals, undefinedResamples: counts.map((c) => resamples - c) };
}
