// Logistic regression by Newton's method (iteratively reweighted least squares) with a small ridge
// penalty, for the fitted value (src/tools/fit-value.ts). A dozen features and a few hundred
// thousand rows: each step builds the d × d Hessian in one pass and solves it by Gaussian
// elimination, so a fit takes a second and gives the same weights for the same rows, in any run.
// (Written here rather than taken from a package: the npm ones fit by gradient descent with a
// learning rate to tune, and this is the textbook method in forty lines.)

/** Rows of x (row-major, `d` columns, the intercept's column included by the caller) and labels y in {0, 1}. */
export interface Design { x: Float64Array; y: Uint8Array; rows: number; d: number }

/** The weights minimising the mean log-loss plus `ridge` / 2 · |w|². */
export function fitLogistic(data: Design, ridge = 1e-4, steps = 25): Float64Array {
  const { x, y, rows, d } = data;
  const w = new Float64Array(d), g = new Float64Array(d), h = new Float64Array(d * d);
  for (let step = 0; step < steps; step++) {
    g.fill(0); h.fill(0);
    for (let r = 0; r < rows; r++) {
      const at = r * d;
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j] * x[at + j];
      const p = 1 / (1 + Math.exp(-z)), e = p - y[r], v = p * (1 - p);
      for (let j = 0; j < d; j++) {
        const xj = x[at + j];
        g[j] += e * xj;
        for (let k = 0; k <= j; k++) h[j * d + k] += v * xj * x[at + k];
      }
    }
    for (let j = 0; j < d; j++) for (let k = 0; k < j; k++) h[k * d + j] = h[j * d + k];
    for (let j = 0; j < d; j++) {
      g[j] = g[j] / rows + ridge * w[j];
      for (let k = 0; k < d; k++) h[j * d + k] /= rows;
      h[j * d + j] += ridge;
    }
    const delta = solve(h, g, d);
    let change = 0;
    for (let j = 0; j < d; j++) { w[j] -= delta[j]; change = Math.max(change, Math.abs(delta[j])); }
    if (change < 1e-10) break;
  }
  return w;
}

/** The mean log-loss (natural log) of weights w on the rows. */
export function logLoss(data: Design, w: Float64Array): number {
  const { x, y, rows, d } = data;
  let sum = 0;
  for (let r = 0; r < rows; r++) {
    let z = 0;
    for (let j = 0; j < d; j++) z += w[j] * x[r * d + j];
    // log(1 + e^-z) for y = 1, log(1 + e^z) for y = 0, without overflow
    const m = y[r] === 1 ? -z : z;
    sum += m > 0 ? m + Math.log1p(Math.exp(-m)) : Math.log1p(Math.exp(m));
  }
  return sum / rows;
}

/** The solution of a · x = b (a: n × n, row-major, symmetric positive definite here), by elimination with partial pivoting. */
function solve(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = Float64Array.from(a), v = Float64Array.from(b);
  for (let i = 0; i < n; i++) {
    let piv = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(m[r * n + i]) > Math.abs(m[piv * n + i])) piv = r;
    if (piv !== i) {
      for (let c = 0; c < n; c++) { const t = m[i * n + c]; m[i * n + c] = m[piv * n + c]; m[piv * n + c] = t; }
      const t = v[i]; v[i] = v[piv]; v[piv] = t;
    }
    for (let r = i + 1; r < n; r++) {
      const f = m[r * n + i] / m[i * n + i];
      if (f === 0) continue;
      for (let c = i; c < n; c++) m[r * n + c] -= f * m[i * n + c];
      v[r] -= f * v[i];
    }
  }
  const out = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let t = v[i];
    for (let c = i + 1; c < n; c++) t -= m[i * n + c] * out[c];
    out[i] = t / m[i * n + i];
  }
  return out;
}
