// Two-sided group-sequential boundaries by alpha spending (Lan & DeMets 1983), for `compare
// --until-significant` (compare-stats.ts). A run that looks at its z statistic after each of K
// planned rounds and stops when |z| ≥ c_k spends part of the error rate at each look: the spending
// function α(t) says how much in total by the information fraction t (pairs played ÷ the budget).
// c_k is solved so that P(|z| first crosses at look k | no difference) = α(t_k) − α(t_{k−1}),
// so the chance of ever stopping on a true null is α(1) = α exactly (for a normal z), whatever the
// number of looks — where a boundary valid at every sample size (a confidence sequence) spends
// much less than α when it is only checked a few times.
//
// The crossing probabilities come from the standard recursion (Armitage, McPherson & Rowe 1969;
// Jennison & Turnbull 2000, ch. 19): the score S(t) = z·√t is a Brownian motion, and the density
// of S at look k among the runs still going is the previous density convolved with the Gaussian
// step N(0, t_k − t_{k−1}), cut to |S| < c_k·√t_k; integrals use Simpson's rule on a grid a small
// fraction of a step wide.

/** Standard normal density. */
export function normalDensity(z: number): number {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}

/**
 * P(Z > z) for a standard normal Z, to about 1e-15 relative: a series for |z| < 3, Laplace's
 * continued fraction in the tails (where 1 − Φ would lose every digit).
 */
export function normalUpper(z: number): number {
  if (z < 0) return 1 - normalUpper(-z);
  if (z > 38) return 0;
  if (z < 3) {
    // Φ(z) − ½ = φ(z) · Σ z^(2n+1) / (1·3·…·(2n+1))
    let term = z, sum = z;
    for (let n = 1; n < 200 && term > 1e-17 * sum; n++) {
      term *= (z * z) / (2 * n + 1);
      sum += term;
    }
    return 0.5 - normalDensity(z) * sum;
  }
  // Q(z) = φ(z) / (z + 1/(z + 2/(z + 3/(z + …)))), evaluated from a deep enough level up
  let f = z;
  for (let k = 60; k >= 1; k--) f = z + k / f;
  return normalDensity(z) / f;
}

/** The z with P(Z > z) = p (0 < p < 1), by bisection on normalUpper. */
export function normalUpperInverse(p: number): number {
  if (!(p > 0)) return Infinity;
  if (p >= 1) return -Infinity;
  let lo = -40, hi = 40;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (normalUpper(mid) > p) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Cumulative error rate spent by information fraction t ∈ [0, 1]; α(0) = 0, α(1) = α. */
export type Spending = (t: number) => number;

/**
 * The spending family of Hwang, Shih & DeCani (1990): α(t) = α·(1 − e^(−γt)) / (1 − e^(−γ)), α·t at
 * γ = 0. γ = 1 is close to Pocock's boundaries (nearly constant: early stops come cheap, the last
 * boundary is high), γ = −4 to O'Brien–Fleming's (very high early, close to 1.96 at the end).
 */
export function hwangShihDeCaniSpending(alpha: number, gamma: number): Spending {
  return (t) => (t <= 0 ? 0 : t >= 1 ? alpha : gamma === 0 ? alpha * t : (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma)));
}

/** A boundary above this (in z) is treated as never crossed: P(|Z| > 12) ≈ 4e-33. */
const Z_MAX = 12;
/** The density of S is kept within this many of its own deviations (√t): beyond, its mass is below 1e-18. */
const Z_GRID = 9;
/** Grid points per standard deviation of the smaller of the two steps around a look. */
const PER_SD = 8;
/** The Gaussian kernel is cut at this many step deviations. */
const KERNEL_SDS = 8;
/** Beyond this many step deviations the chance to cross is below 1e-19 and is left out. */
const TAIL = 9;

/**
 * The boundaries c_1 … c_K (in z) of a two-sided test looked at after information fractions
 * `fractions` (strictly increasing, the last ≤ 1), spending `spend`: reject at look k when
 * |z_k| ≥ c_k. A look whose increment of α is 0 (or below what is left to cross) gets Z_MAX.
 */
export function spendingBoundaries(fractions: readonly number[], spend: Spending): number[] {
  const out: number[] = [];
  let xs = new Float64Array(0), fw = new Float64Array(0); // grid of S and density × Simpson weight
  let xh = 0; // its spacing
  let tPrev = 0, spent = 0;
  for (let k = 0; k < fractions.length; k++) {
    const t = fractions[k];
    if (!(t > tPrev) || t > 1 + 1e-12) throw new Error(`group-sequential looks must increase within (0, 1]: ${fractions.join(', ')}`);
    const sd = Math.sqrt(t - tPrev);
    const target = Math.max(0, spend(t) - spent);
    // P(cross at this look | S at the grid) for a boundary b on S = z·√t, and its derivative in b;
    // a grid point more than TAIL step deviations inside the boundary adds nothing measurable.
    const cross = (b: number): number => {
      if (k === 0) return 2 * normalUpper(b / sd);
      let p = 0;
      for (let i = 0; i < xs.length; i++) {
        const u = (b - xs[i]) / sd, v = (b + xs[i]) / sd;
        if (u < TAIL) p += fw[i] * normalUpper(u);
        if (v < TAIL) p += fw[i] * normalUpper(v);
      }
      return p;
    };
    const slope = (b: number): number => {
      if (k === 0) return (-2 * normalDensity(b / sd)) / sd;
      let d = 0;
      for (let i = 0; i < xs.length; i++) {
        const u = (b - xs[i]) / sd, v = (b + xs[i]) / sd;
        if (u < TAIL) d += fw[i] * normalDensity(u);
        if (v < TAIL) d += fw[i] * normalDensity(v);
      }
      return -d / sd;
    };
    const root = Math.sqrt(t);
    let c: number;
    if (target <= 0 || cross(Z_MAX * root) >= target) c = Z_MAX;
    else {
      // Newton's method on c, kept inside a bracket (cross(c·√t) decreases in c)
      let lo = 0, hi = Z_MAX;
      c = out.length > 0 ? Math.min(out[out.length - 1], Z_MAX - 1) : 2;
      for (let i = 0; i < 100; i++) {
        const g = cross(c * root) - target;
        if (g > 0) lo = c; else hi = c;
        const step = g / (slope(c * root) * root);
        let next = c - step;
        if (!(next > lo && next < hi)) next = (lo + hi) / 2;
        if (Math.abs(next - c) < 1e-11 || hi - lo < 1e-11) { c = next; break; }
        c = next;
      }
    }
    out.push(c);
    spent += cross(c * root);
    if (k === fractions.length - 1) break;
    // The density of S among the runs still going, on a grid over (−c√t, c√t).
    const nextSd = Math.sqrt(fractions[k + 1] - t);
    const half = Math.min(c, Z_GRID) * root;
    const h0 = Math.min(sd, nextSd) / PER_SD;
    let m = Math.max(16, 2 * Math.ceil(half / h0));
    if (m % 2 === 1) m++;
    const h = (2 * half) / m;
    const ys = new Float64Array(m + 1), gw = new Float64Array(m + 1);
    const reach = KERNEL_SDS * sd;
    for (let j = 0; j <= m; j++) {
      const y = -half + j * h;
      ys[j] = y;
      let f = 0;
      if (k === 0) f = normalDensity(y / sd) / sd;
      else {
        // The previous grid is uniform (xs[0] + i·xh): only the points within reach count, and
        // along them the kernel e^(−(y − x)²/2sd²) is a product of ratios that change by a constant
        // factor, so it needs one exp per grid point instead of one per term.
        const from = Math.max(0, Math.ceil((y - reach - xs[0]) / xh)), to = Math.min(xs.length - 1, Math.floor((y + reach - xs[0]) / xh));
        if (from <= to) {
          const d0 = (y - xs[from]) / sd, e = xh / sd;
          let term = Math.exp(-0.5 * d0 * d0), ratio = Math.exp(d0 * e - 0.5 * e * e);
          const q = Math.exp(-e * e);
          for (let i = from; i <= to; i++) {
            f += fw[i] * term;
            term *= ratio;
            ratio *= q;
          }
          f /= Math.sqrt(2 * Math.PI);
        }
        f /= sd;
      }
      gw[j] = f * ((j === 0 || j === m ? 1 : j % 2 === 1 ? 4 : 2) * h) / 3;
    }
    xs = ys; fw = gw; xh = h; tPrev = t;
  }
  return out;
}
