// Bradley–Terry ratings by maximum likelihood: P(i beats j) = 1 / (1 + e^(θj − θi)), fitted to
// every game at once by Newton's method, a draw counting as half a win for each side. Strengths θ
// are reported on the Elo scale (400·log10, so +400 means 10:1 odds) with one bot, the anchor,
// fixed at 0; 95% intervals are Wald intervals from the observed Fisher information (the inverse
// of the log-likelihood's Hessian with the anchor's row and column removed).
//
// A finite maximum exists only when no group of bots won every game against the others (the
// "scored against" graph is strongly connected). Otherwise the fit adds one drawn game between
// every two bots (a weak prior towards equal strength) so every figure stays finite, marks the
// result `separated`, and gives an interval side as null where the data leave it unbounded: a bot
// that nobody scored against has no upper limit, so its estimate is a lower estimate.

export const ELO = 400 / Math.LN10; // natural-log strength → Elo points
const Z95 = 1.959963984540054;

/** Games between bots i and j, seen from i: draws count half a win each way. */
export interface PairRecord { i: number; j: number; wins: number; losses: number; draws: number }

/** A rating on the Elo scale; low / high are null where the data bound it on one side only. */
export interface Rating { estimate: number; low: number | null; high: number | null }

export interface BradleyTerryFit {
  /** Per bot, in input order; the anchor's is exactly 0 with the interval [0, 0]. */
  ratings: Rating[];
  anchor: number;
  /** True when no finite maximum exists and the fit used one extra drawn game per pair. */
  separated: boolean;
  /** Covariance of the ratings (Elo points squared); the anchor's row and column are 0. */
  covariance: number[][];
  iterations: number;
}

/** n×n matrices of score (wins + draws/2) and games, row bot against column bot. */
function tally(n: number, records: PairRecord[]): { score: number[][]; games: number[][] } {
  const score = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const games = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const r of records) {
    if (r.i === r.j || r.i < 0 || r.j < 0 || r.i >= n || r.j >= n) throw new Error(`Bradley–Terry: bad pair ${r.i}, ${r.j} for ${n} bots`);
    const g = r.wins + r.losses + r.draws;
    score[r.i][r.j] += r.wins + r.draws / 2;
    score[r.j][r.i] += r.losses + r.draws / 2;
    games[r.i][r.j] += g;
    games[r.j][r.i] += g;
  }
  return { score, games };
}

/** reach[a][b]: a chain a → … → b exists where each bot scored against the next. */
function scoredReach(score: number[][]): boolean[][] {
  const n = score.length;
  const reach = score.map((row, a) => row.map((s, b) => a === b || s > 0));
  for (let k = 0; k < n; k++) for (let a = 0; a < n; a++) if (reach[a][k]) for (let b = 0; b < n; b++) if (reach[k][b]) reach[a][b] = true;
  return reach;
}

/** Inverse of a symmetric positive-definite matrix (Gauss–Jordan; the matrices here are tiny). */
function invert(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    if (!(Math.abs(a[p][c]) > 1e-300)) throw new Error('Bradley–Terry: singular information matrix (a bot without games?)');
    [a[c], a[p]] = [a[p], a[c]];
    const d = a[c][c];
    for (let k = 0; k < 2 * n; k++) a[c][k] /= d;
    for (let r = 0; r < n; r++) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c];
      for (let k = 0; k < 2 * n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row) => row.slice(n));
}

function logLikelihood(theta: number[], score: number[][], games: number[][]): number {
  let l = 0;
  for (let i = 0; i < theta.length; i++) {
    for (let j = i + 1; j < theta.length; j++) {
      if (games[i][j] === 0) continue;
      const d = theta[i] - theta[j];
      // −log(1 + e^−d) written to stay finite for large |d|
      const logP = -(Math.max(0, -d) + Math.log1p(Math.exp(-Math.abs(d))));
      const logQ = -(Math.max(0, d) + Math.log1p(Math.exp(-Math.abs(d))));
      l += score[i][j] * logP + score[j][i] * logQ;
    }
  }
  return l;
}

/** Gradient and information matrix (minus the Hessian) of the log-likelihood over the free bots. */
function derivatives(theta: number[], score: number[][], games: number[][], free: number[]): { grad: number[]; info: number[][] } {
  const n = theta.length;
  const g = new Array<number>(n).fill(0);
  const info = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j || games[i][j] === 0) continue;
      const p = 1 / (1 + Math.exp(theta[j] - theta[i]));
      g[i] += score[i][j] - games[i][j] * p;
      const w = games[i][j] * p * (1 - p);
      info[i][i] += w;
      info[i][j] -= w;
    }
  }
  return { grad: free.map((i) => g[i]), info: free.map((i) => free.map((j) => info[i][j])) };
}

/**
 * Fit ratings to the records of n bots (every bot must appear in some record); `anchor` is the bot
 * rated 0. Deterministic: Newton's method from equal strengths, halving a step that lowers the
 * likelihood, until no strength moves by more than 1e-10.
 */
export function fitBradleyTerry(n: number, records: PairRecord[], anchor = 0): BradleyTerryFit {
  if (!Number.isInteger(n) || n < 2) throw new Error('Bradley–Terry: at least two bots are needed');
  if (!Number.isInteger(anchor) || anchor < 0 || anchor >= n) throw new Error(`Bradley–Terry: anchor ${anchor} is not one of the ${n} bots`);
  const { score, games } = tally(n, records);
  const reach = scoredReach(score);
  const separated = reach.some((row) => row.some((r) => !r));
  if (separated) {
    // One drawn game between every two bots: half a win each way.
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) { score[i][j] += 0.5; games[i][j] += 1; }
  }
  const free = Array.from({ length: n }, (_, k) => k).filter((k) => k !== anchor);
  const theta = new Array<number>(n).fill(0);
  let iterations = 0;
  let info: number[][] = [];
  for (; iterations < 200; iterations++) {
    const d = derivatives(theta, score, games, free);
    info = d.info;
    const inv = invert(info);
    const step = free.map((_, a) => inv[a].reduce((s, x, b) => s + x * d.grad[b], 0));
    const before = logLikelihood(theta, score, games);
    let t = 1;
    for (let halvings = 0; halvings < 40; halvings++, t /= 2) {
      const next = theta.slice();
      free.forEach((k, a) => { next[k] += t * step[a]; });
      if (logLikelihood(next, score, games) >= before - 1e-12) { free.forEach((k) => { theta[k] = next[k]; }); break; }
    }
    if (Math.max(...step.map((x) => Math.abs(t * x))) < 1e-10) break;
  }
  info = derivatives(theta, score, games, free).info;
  const cov = invert(info);
  const covariance = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  free.forEach((i, a) => free.forEach((j, b) => { covariance[i][j] = cov[a][b] * ELO * ELO; }));
  const ratings = theta.map((th, k): Rating => {
    if (k === anchor) return { estimate: 0, low: 0, high: 0 };
    const est = th * ELO, half = Z95 * Math.sqrt(covariance[k][k]);
    // Unbounded above when no chain of scoring leads from the anchor to k (k was never beaten by
    // anyone the anchor's side beat), below when none leads from k to the anchor.
    return { estimate: est, low: reach[k][anchor] ? est - half : null, high: reach[anchor][k] ? est + half : null };
  });
  return { ratings, anchor, separated, covariance, iterations };
}

/** Rating of bot i minus bot j with its 95% interval (from the fit's covariance). */
export function ratingDifference(fit: BradleyTerryFit, i: number, j: number): { estimate: number; low: number; high: number } {
  const est = fit.ratings[i].estimate - fit.ratings[j].estimate;
  const c = fit.covariance;
  const half = Z95 * Math.sqrt(Math.max(0, c[i][i] + c[j][j] - 2 * c[i][j]));
  return { estimate: est, low: est - half, high: est + half };
}
