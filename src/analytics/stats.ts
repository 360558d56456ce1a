// Statistics: Wilson score intervals and exact hypergeometric odds.

export interface Interval { estimate: number; low: number; high: number; n: number }

/** Wilson 95% interval for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.959963984540054): Interval {
  if (n <= 0) return { estimate: 0, low: 0, high: 1, n: 0 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At k = 0 or k = n the bound is exactly 0 or 1 (rounding would leave 1 − 2⁻⁵³ and exclude p = 1).
  return { estimate: p, low: k <= 0 ? 0 : Math.max(0, center - half), high: k >= n ? 1 : Math.min(1, center + half), n };
}

/**
 * A simulated rate and an exact figure agree when they are at most this many standard errors of the
 * exact figure apart. A 95% interval used as the test would flag a correct simulation in 1 run of 20;
 * at 4σ that happens in about 1 run of 16,000, while a real fault of a few standard errors still shows
 * as N grows.
 */
export const AGREE_SIGMAS = 4;

/** How far k/n lies from the exact chance p, in standard errors √(p(1−p)/n), and whether that agrees. */
export function agreement(k: number, n: number, p: number): { sigmas: number; agrees: boolean } {
  const se = Math.sqrt((p * (1 - p)) / Math.max(1, n));
  const diff = (n > 0 ? k / n : 0) - p;
  const sigmas = se > 0 ? diff / se : diff === 0 ? 0 : Math.sign(diff) * Infinity;
  return { sigmas, agrees: Math.abs(sigmas) <= AGREE_SIGMAS };
}

/** ln C(n, k). */
function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** C(a, k) / C(n, k): the chance that k cards drawn from n all come from a particular a. */
export function chooseRatio(a: number, n: number, k: number): number {
  if (a < k) return 0;
  return Math.exp(logChoose(a, k) - logChoose(n, k));
}

/** P(no Basic in an opening hand of `hand`) with b Basics in n cards: C(n−b, 7)/C(n, 7). */
export function mulliganProbability(n: number, b: number, hand = 7): number {
  return chooseRatio(n - b, n, hand);
}

/** P(exactly k mulligans before a keepable hand): geometric. */
export function mulliganDistribution(p: number, k: number): number {
  return Math.pow(p, k) * (1 - p);
}

/**
 * P(at least one of x copies of a card in the kept opening hand), i.e. given the hand has at
 * least one of the b Basics. `xIsBasic`: the card is itself one of the Basics.
 */
export function openingProbability(n: number, b: number, x: number, xIsBasic: boolean, hand = 7): number {
  const noBasic = chooseRatio(n - b, n, hand);
  const noX = chooseRatio(n - x, n, hand);
  if (xIsBasic) return (1 - noX) / (1 - noBasic);
  const neither = chooseRatio(n - b - x, n, hand);
  return (1 - noX - noBasic + neither) / (1 - noBasic);
}
