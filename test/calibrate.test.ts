// `ptcg calibrate` / calibrate(): simulated matchups held against observed records. The rank
// correlations on hand-computed cases (ties included) and against a brute-force count; synthetic
// observed records drawn from a known matrix, whose statistics recover it within their intervals at
// about the stated rate; the document, the page in Chromium, and bad CSVs (one line, exit 2, no output).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import seedrandom from 'seedrandom';
import { spearman, kendallTauB, midRanks, bootstrap } from '../src/analytics/rank-correlation.js';
import { calibrationOf, type CalibrationResult } from '../src/analytics/calibrate.js';
import { readObserved, readMap } from '../src/analytics/observed.js';
import { InputError } from '../src/errors.js';
import { DeckFinder, type SimulatedTable, type Outcome, type TiesAs } from '../src/analytics/sim-table.js';
import { parseCsv } from '../src/analytics/csv.js';
import { calibrate, calibrateConfig } from '../src/lib/calibrate.js';
import { calibrateConfigFrom } from '../src/cli/calibrate.js';
import { ptcg, ptcgAsync, tempDir, oneErrorLine, type CliResult } from './helpers/cli.js';

const tmp = tempDir('ptcg-calibrate-');
afterAll(() => tmp.done());
const CHROMIUM = '/usr/bin/chromium';

/** Run commands three at a time (both cores busy, the machine not flooded). */
async function inBatches(jobs: (() => Promise<CliResult>)[]): Promise<CliResult[]> {
  const out: CliResult[] = [];
  for (let k = 0; k < jobs.length; k += 3) out.push(...await Promise.all(jobs.slice(k, k + 3).map((j) => j())));
  return out;
}

/** Kendall's tau-b by counting every pair (the definition), for checking the O(n log n) version. */
function tauBrute(x: number[], y: number[]): number {
  let c = 0, d = 0, tx = 0, ty = 0;
  const n0 = (x.length * (x.length - 1)) / 2;
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      const s = Math.sign(x[i] - x[j]) * Math.sign(y[i] - y[j]);
      if (x[i] === x[j]) tx++;
      if (y[i] === y[j]) ty++;
      if (s > 0) c++;
      if (s < 0) d++;
    }
  }
  return (c - d) / Math.sqrt((n0 - tx) * (n0 - ty));
}

describe('rank correlations', () => {
  it('mid-ranks share the mean rank of a tie', () => {
    expect(Array.from(midRanks([10, 20, 20, 5, 20]))).toEqual([2, 4, 4, 1, 4]);
  });

  it('hand-computed: one tie in x (rho = 3/√10, tau-b = 5/√30)', () => {
    // ranks x 1, 2.5, 2.5, 4 and y 1, 3, 2, 4: Σdxdy = 4.5, Σdx² = 4.5, Σdy² = 5
    expect(spearman([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(3 / Math.sqrt(10), 12);
    // 6 pairs: 5 concordant, 1 tied in x only: (5 − 0) / √((6 − 1)(6 − 0))
    expect(kendallTauB([1, 2, 2, 3], [1, 3, 2, 4])).toBeCloseTo(5 / Math.sqrt(30), 12);
  });

  it('hand-computed: ties in x, in y and in both (rho = −1/12, tau-b = −1/8)', () => {
    const x = [1, 1, 2, 3, 3], y = [2, 2, 1, 3, 1];
    // ranks x 1.5 1.5 3 4.5 4.5, y 3.5 3.5 1.5 5 1.5: Σdxdy = −0.75, Σdx² = Σdy² = 9
    expect(spearman(x, y)).toBeCloseTo(-1 / 12, 12);
    // 10 pairs: 3 concordant, 4 discordant, 2 tied in x (one of them also in y), 2 tied in y: (3 − 4) / √(8 · 8)
    expect(kendallTauB(x, y)).toBeCloseTo(-1 / 8, 12);
  });

  it('perfect agreement, perfect reversal, and no variation (undefined: NaN)', () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBe(1);
    expect(kendallTauB([1, 2, 3], [30, 20, 10])).toBe(-1);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(kendallTauB([1, 2, 3], [5, 5, 5])).toBeNaN();
  });

  it('Kendall tau-b equals the pair count on 300 random samples with many ties', () => {
    const rng = seedrandom.alea('tau');
    for (let t = 0; t < 300; t++) {
      const n = 2 + Math.floor(rng() * 40), levels = 1 + Math.floor(rng() * 6);
      const x = Array.from({ length: n }, () => Math.floor(rng() * levels)), y = Array.from({ length: n }, () => Math.floor(rng() * levels));
      const brute = tauBrute(x, y), fast = kendallTauB(x, y);
      if (Number.isNaN(brute)) expect(fast).toBeNaN();
      else expect(fast).toBeCloseTo(brute, 12);
    }
  });

  it('the bootstrap is seeded: the same seed gives the same interval, another seed another', () => {
    const x = [0.3, 0.5, 0.6, 0.2, 0.9, 0.4, 0.7, 0.8], y = [0.35, 0.4, 0.7, 0.3, 0.8, 0.5, 0.6, 0.9];
    const clusters = x.map((_, k) => [k]);
    const a = bootstrap(x, y, clusters, [spearman], 500, 's'), b = bootstrap(x, y, clusters, [spearman], 500, 's'), c = bootstrap(x, y, clusters, [spearman], 500, 't');
    expect(a).toEqual(b);
    expect(a.intervals[0]).not.toEqual(c.intervals[0]);
    expect(a.intervals[0][0]).toBeLessThan(spearman(x, y));
    expect(a.intervals[0][1]).toBeGreaterThanOrEqual(spearman(x, y));
  });
});

// ---- synthetic matrices ----

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));
function normal(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}
/** n games at win chance p and tie chance t: wins, losses, ties. */
function games(rng: () => number, n: number, p: number, t = 0): { wins: number; losses: number; ties: number } {
  let wins = 0, ties = 0;
  for (let k = 0; k < n; k++) {
    const u = rng();
    if (u < p) wins++;
    else if (u < p + t) ties++;
  }
  return { wins, losses: n - wins - ties, ties };
}

/** A simulated table of decks D0…D(n−1) from the games of each unordered pair (i < j), from i's side. */
function simTable(n: number, pair: (i: number, j: number) => { wins: number; losses: number; ties: number } | null): SimulatedTable {
  const decks = Array.from({ length: n }, (_, k) => ({ name: `D${k}`, file: `decks/d${k}.txt`, group: 'synthetic' }));
  const outcome: (Outcome | null)[][] = decks.map(() => decks.map(() => null));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const g = pair(i, j);
      if (!g) continue;
      outcome[i][j] = { wins: g.wins, losses: g.losses, draws: g.ties };
      outcome[j][i] = { wins: g.losses, losses: g.wins, draws: g.ties };
    }
  }
  return { source: 'synthetic.json', decks, runs: [{ group: 'synthetic', seed: '1', rules: 'standard', bots: ['greedy', 'greedy'], games: 0, partial: false }], outcome };
}

type Row = Record<string, string | number>;
function run(sim: SimulatedTable, rows: Row[], o: { tiesAs?: TiesAs; seed?: string; resamples?: number } = {}): CalibrationResult {
  const observed = readObserved(rows, 'observed', new DeckFinder(sim.decks));
  return calibrationOf({ simulated: sim, observed, map: null, tiesAs: o.tiesAs ?? 'third', seed: o.seed ?? '1', resamples: o.resamples ?? 400, version: 'test' });
}
const row = (i: number, j: number, g: { wins: number; losses: number; ties: number }): Row => ({ deck: `D${i}`, opponent: `D${j}`, ...g });

describe('synthetic observed records from a known matrix', () => {
  // 8 decks: strengths plus a matchup term of each pair; P[i][j] is deck i's chance against deck j
  const N = 8;
  const known = (seed: string) => {
    const rng = seedrandom.alea(seed);
    const s = Array.from({ length: N }, () => normal(rng) * 0.6);
    const P = s.map(() => new Array<number>(N).fill(0.5));
    for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) { P[i][j] = sigmoid(s[i] - s[j] + normal(rng) * 0.4); P[j][i] = 1 - P[i][j]; }
    return P;
  };

  it('the per-pair intervals cover the true rates about 95% of the time; |z| > 1.96 about 5%; the error is what sampling gives', () => {
    const P = known('matrix');
    const rng = seedrandom.alea('draws');
    let cells = 0, obsCover = 0, simCover = 0, beyond = 0, mae = 0, sampling = 0, overlap = 0;
    const REPS = 150;
    for (let rep = 0; rep < REPS; rep++) {
      const sim = simTable(N, (i, j) => games(rng, 1500, P[i][j]));
      const rows: Row[] = [];
      for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) rows.push(row(i, j, games(rng, 200, P[i][j])));
      const r = run(sim, rows, { resamples: 100 });
      expect(r.pairsOfDecks).toBe(N * (N - 1) / 2);
      for (const p of r.pairs) {
        const truth = P[Number(p.deck.slice(1))][Number(p.opponent.slice(1))];
        cells++;
        if (p.observed.rate.low <= truth && truth <= p.observed.rate.high) obsCover++;
        if (p.simulated.rate.low <= truth && truth <= p.simulated.rate.high) simCover++;
      }
      beyond += r.beyond95Share!;
      overlap += r.overlapShare!;
      mae += r.meanAbsoluteError!;
      sampling += r.samplingAbsoluteError!;
    }
    expect(obsCover / cells).toBeGreaterThan(0.935);
    expect(obsCover / cells).toBeLessThan(0.965);
    expect(simCover / cells).toBeGreaterThan(0.935);
    expect(simCover / cells).toBeLessThan(0.965);
    expect(beyond / REPS).toBeGreaterThan(0.035);
    expect(beyond / REPS).toBeLessThan(0.065);
    expect(overlap / REPS).toBeGreaterThan(0.97);
    expect(mae / sampling).toBeGreaterThan(0.93);
    expect(mae / sampling).toBeLessThan(1.07);
  });

  it('a biased simulation shows: its errors exceed what sampling gives and many |z| exceed 1.96, though the ranks still agree', () => {
    const P = known('matrix');
    const rng = seedrandom.alea('biased');
    // the simulation overrates every favourite by 8 points
    const sim = simTable(N, (i, j) => games(rng, 4000, Math.min(0.99, Math.max(0.01, P[i][j] + (P[i][j] > 0.5 ? 0.08 : -0.08)))));
    const rows: Row[] = [];
    for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) rows.push(row(i, j, games(rng, 400, P[i][j])));
    const r = run(sim, rows);
    expect(r.meanAbsoluteError!).toBeGreaterThan(2 * r.samplingAbsoluteError!);
    expect(r.beyond95Share!).toBeGreaterThan(0.3);
    expect(r.spearman.estimate!).toBeGreaterThan(0.8);
    expect(r.disagreements).toHaveLength(5);
    // each disagreement is shown from the side the simulation rates higher, worst first
    for (const p of r.disagreements) expect(p.difference).toBeGreaterThan(0);
    const zs = r.disagreements.map((p) => Math.abs(p.z));
    expect(zs).toEqual([...zs].sort((a, b) => b - a));
  });

  it('the bootstrap intervals of Spearman and Kendall cover their population values at about 95%', () => {
    // pairs of decks drawn from a population: logits (simulated, true) bivariate normal with
    // correlation r, so Kendall's tau is (2/π)·asin(r) and Spearman's rho (6/π)·asin(r/2)
    const r = 0.6, M = 10; // 10 decks: 45 pairs
    const tau = (2 / Math.PI) * Math.asin(r), rho = (6 / Math.PI) * Math.asin(r / 2);
    const rng = seedrandom.alea('population');
    let coverTau = 0, coverRho = 0, meanTau = 0;
    const REPS = 80;
    for (let rep = 0; rep < REPS; rep++) {
      const truth: number[][] = Array.from({ length: M }, () => new Array<number>(M).fill(0.5));
      const simP: number[][] = Array.from({ length: M }, () => new Array<number>(M).fill(0.5));
      for (let i = 0; i < M; i++) {
        for (let j = i + 1; j < M; j++) {
          const a = normal(rng), b = r * a + Math.sqrt(1 - r * r) * normal(rng);
          simP[i][j] = sigmoid(a); truth[i][j] = sigmoid(b);
        }
      }
      // many games on both sides: the spread of the rates, not sampling, decides the ranks
      const sim = simTable(M, (i, j) => { const w = Math.round(simP[i][j] * 1e6); return { wins: w, losses: 1e6 - w, ties: 0 }; });
      const rows: Row[] = [];
      for (let i = 0; i < M; i++) for (let j = i + 1; j < M; j++) { const w = Math.round(truth[i][j] * 1e6); rows.push(row(i, j, { wins: w, losses: 1e6 - w, ties: 0 })); }
      const c = run(sim, rows, { seed: `rep${rep}`, resamples: 300 });
      meanTau += c.kendall.estimate! / REPS;
      if (c.kendall.low! <= tau && tau <= c.kendall.high!) coverTau++;
      if (c.spearman.low! <= rho && rho <= c.spearman.high!) coverRho++;
    }
    expect(Math.abs(meanTau - tau)).toBeLessThan(0.03);
    expect(coverTau / REPS).toBeGreaterThan(0.88);
    expect(coverRho / REPS).toBeGreaterThan(0.88);
    expect(coverTau / REPS).toBeLessThan(0.995);
  }, 60_000);

  it('records that equal the simulation: both correlations 1, no error, every interval overlaps', () => {
    const counts = (i: number, j: number) => ({ wins: 40 + 7 * i - 3 * j, losses: 60 - 7 * i + 3 * j, ties: i % 2 });
    const sim = simTable(5, counts);
    const rows: Row[] = [];
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) rows.push(row(i, j, counts(i, j)));
    const r = run(sim, rows);
    expect(r.spearman).toEqual({ estimate: 1, low: 1, high: 1 });
    expect(r.kendall).toEqual({ estimate: 1, low: 1, high: 1 });
    expect([r.meanAbsoluteError, r.weightedAbsoluteError, r.overlapShare, r.beyond95Share]).toEqual([0, 0, 1, 0]);
    expect(r.favourite).toEqual({ agree: 10, of: 10 });
  });
});

describe('the calibration document', () => {
  it('ties count a third, half or nothing of a win (--ties-as), on both sides', () => {
    const sim = simTable(2, () => ({ wins: 50, losses: 40, ties: 10 }));
    const rows = [row(0, 1, { wins: 5, losses: 3, ties: 3 })];
    const rate = (t: TiesAs) => { const p = run(sim, rows, { tiesAs: t }).pairs[0]; return [p.simulated.rate.estimate, p.observed.rate.estimate]; };
    expect(rate('third')).toEqual([(50 + 10 / 3) / 100, (5 + 1) / 11]);
    expect(rate('half')).toEqual([55 / 100, 6.5 / 11]);
    expect(rate('loss')).toEqual([50 / 100, 5 / 11]);
  });

  it('both orientations of each pair; a row and its mirror image count once; pairs on one side only are listed, not guessed', () => {
    // D0–D1 simulated and observed (both directions given), D0–D2 simulated only, D1–D2 observed only
    const sim = simTable(3, (i, j) => (i === 1 && j === 2 ? null : { wins: 60, losses: 40, ties: 0 }));
    const r = run(sim, [
      { deck: 'D0', opponent: 'D1', wins: 30, losses: 20, ties: 2 },
      { deck: 'D1', opponent: 'D0', wins: 20, losses: 30, ties: 2 },
      { deck: 'D2', opponent: 'D1', wins: 11, losses: 9, ties: 0 },
      { deck: 'D2', opponent: 'D2', wins: 5, losses: 5, ties: 0 },
    ]);
    expect(r.pairs.map((p) => `${p.deck}-${p.opponent} ${p.observed.wins}-${p.observed.losses}-${p.observed.ties}`)).toEqual(['D0-D1 30-20-2', 'D1-D0 20-30-2']);
    expect(r.pairs[0].observed.rows).toEqual(['observed[0]', 'observed[1]']);
    expect(r.missing).toEqual([
      { deck: 'D0', opponent: 'D2', missingFrom: 'observed', games: 100 },
      { deck: 'D1', opponent: 'D2', missingFrom: 'simulated', games: 20 },
    ]);
    expect(r.mirrors).toEqual([{ deck: 'D2', wins: 5, losses: 5, ties: 0, games: 10, rows: ['observed[3]'] }]);
    expect(r.observed.games).toBe(52 + 20 + 10);
    // fewer than 3 pairs: no correlation
    expect(r.spearman).toEqual({ estimate: null, low: null, high: null });
  });

  it('names: a list\'s name or file name, any case; a map sends other names to a deck or leaves them out, and names mapped to one deck add up', () => {
    const sim = simTable(3, () => ({ wins: 55, losses: 45, ties: 0 }));
    const finder = new DeckFinder(sim.decks, readMap({ 'Zero Variant': 'D0', Rogue: null }, 'map', sim.decks), 'map');
    const observed = readObserved([
      { deck: 'd0', opponent: 'D1', wins: 10, losses: 10, ties: 0 }, // d0: the file name decks/d0.txt
      { deck: 'zero  variant', opponent: 'd1', wins: 6, losses: 4, ties: 0 }, // mapped to D0; other games than row 0
      { deck: 'D0', opponent: 'Rogue', wins: 3, losses: 1, ties: 0 }, // left out
      { deck: 'D2', opponent: 'D0', wins: 1, losses: 3, ties: 0 },
      { deck: 'd0', opponent: 'd2', wins: 3, losses: 1, ties: 0 }, // the same games from D0's side, names spelled otherwise: once
    ], 'observed', finder);
    const r = calibrationOf({ simulated: sim, observed, map: 'map', tiesAs: 'half', seed: '1', resamples: 100, version: 'test' });
    expect(r.pairs.map((p) => `${p.deck}-${p.opponent} ${p.observed.wins}-${p.observed.losses}`)).toEqual(['D0-D1 16-14', 'D1-D0 14-16', 'D0-D2 3-1', 'D2-D0 1-3']);
    expect(r.ignored).toEqual([{ name: 'Rogue', rows: 1 }]);
    expect(() => readObserved([{ deck: 'D0', opponent: 'Lugia', wins: 1, losses: 1, ties: 0 }], 'observed', finder))
      .toThrow(new InputError("observed[0]: unknown deck 'Lugia' in opponent (the results hold D0, D1, D2; map (a CSV file observed,deck) maps other names to these)"));
  });
});

describe('ptcg calibrate', () => {
  const results = tmp.path('r.json');
  const DECKS = ['haymaker', 'rain-dance', 'overgrowth', 'zap'].map((d) => `decks/classic/${d}.txt`);
  // observed records: names as the lists' names, their file names and in other cases; one pair both ways
  const OBSERVED = ['deck,opponent,wins,losses,ties',
    'Haymaker,Rain Dance,60,40,3', 'rain-dance,haymaker,40,60,3', 'Haymaker,Overgrowth,55,50,2', 'haymaker,ZAP!,70,30,1',
    '"Rain Dance",Overgrowth,45,55,0', 'Zap!,Rain Dance,65,35,2', 'Overgrowth,zap,40,44,5', 'Haymaker,Haymaker,20,20,4'].join('\n') + '\n';
  const observed = tmp.path('o.csv');
  beforeAll(() => {
    const r = ptcg('simulate', '--decks', ...DECKS, '--games', '60', '--workers', '1', '--out', results);
    expect(r.status, r.stderr).toBe(0);
    writeFileSync(observed, OBSERVED);
  });

  it('the table, --json and --out hold one document, the library\'s calibrate() gives it too, and the seed fixes the intervals', () => {
    const out = tmp.path('c.json');
    const j = ptcg('calibrate', '--results', results, '--observed', observed, '--json', '--out', out);
    expect(j.status, j.stderr).toBe(0);
    expect(j.stderr).toBe('');
    const doc = JSON.parse(j.stdout) as CalibrationResult;
    expect(readFileSync(out, 'utf8')).toBe(j.stdout);
    expect(JSON.parse(JSON.stringify(calibrate({ results, observed })))).toEqual(doc);
    for (const key of ['pairs', 'spearman', 'kendall', 'meanAbsoluteError', 'missing']) expect(doc).toHaveProperty(key);
    expect(doc.kind).toBe('calibration');
    expect(doc.pairsOfDecks).toBe(6);
    expect(doc.pairs).toHaveLength(12);
    const hr = doc.pairs.find((p) => p.deck === 'Haymaker' && p.opponent === 'Rain Dance')!;
    expect(hr.observed).toMatchObject({ wins: 60, losses: 40, ties: 3, games: 103 });
    expect(hr.observed.rows).toEqual([`${observed}:2`, `${observed}:3`]);
    expect(hr.simulated.games).toBe(120);
    expect(doc.mirrors.map((m) => m.deck)).toEqual(['Haymaker']);
    expect(doc.missing).toEqual([]);
    for (const e of [doc.spearman, doc.kendall]) {
      expect(e.low!).toBeLessThanOrEqual(e.estimate!);
      expect(e.high!).toBeGreaterThanOrEqual(e.estimate!);
    }
    const text = ptcg('calibrate', '--results', results, '--observed', observed);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Calibration: simulated .*r\.json against observed .*o\.csv$/m);
    expect(text.stdout).toMatch(/^Haymaker vs Rain Dance +\d+\.\d% \[/m);
    expect(text.stdout).toMatch(/Spearman's rho: -?\d\.\d\d \[/);
    expect(text.stdout).toMatch(/Mirrors observed, not compared .*Haymaker \(44 games\)/);
    const other = JSON.parse(ptcg('calibrate', '--results', results, '--observed', observed, '--json', '--seed', '2').stdout) as CalibrationResult;
    expect(other.pairs).toEqual(doc.pairs);
    expect([other.spearman, other.kendall]).not.toEqual([doc.spearman, doc.kendall]);
    expect(other.spearman.estimate).toBe(doc.spearman.estimate);
  });

  it('--map sends observed names to the decks (an empty deck leaves a name out); pairs without observed games are listed', () => {
    const o = tmp.path('o-arch.csv'), m = tmp.path('m.csv');
    writeFileSync(o, 'deck,opponent,wins,losses,ties\nFighting Box,Blastoise,61,39,0\nFighting Box,Lugia,5,5,0\nBlastoise,Grass,50,50,0\n');
    writeFileSync(m, 'observed,deck\nFighting Box,Haymaker\nBlastoise,rain-dance\nGrass,Overgrowth\nLugia,\n');
    const r = ptcg('calibrate', '--results', results, '--observed', o, '--map', m, '--json', '--ties-as', 'half');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as CalibrationResult;
    expect(doc.map).toBe(m);
    expect(doc.pairs.filter((_, k) => k % 2 === 0).map((p) => `${p.deck} vs ${p.opponent}`)).toEqual(['Haymaker vs Rain Dance', 'Rain Dance vs Overgrowth']);
    expect(doc.ignored).toEqual([{ name: 'Lugia', rows: 1 }]);
    expect(doc.missing.map((x) => `${x.deck} vs ${x.opponent}: ${x.missingFrom}`)).toEqual([
      'Haymaker vs Overgrowth: observed', 'Haymaker vs Zap!: observed', 'Rain Dance vs Zap!: observed', 'Overgrowth vs Zap!: observed']);
    expect(doc.spearman.estimate).toBeNull(); // 2 pairs: too few
    const text = ptcg('calibrate', '--results', results, '--observed', o, '--map', m).stdout;
    expect(text).toMatch(/Not compared: games on one side only \(4 pairs\):\n {2}Haymaker vs Overgrowth: no observed games \(120 simulated\)/);
    expect(text).toMatch(/Spearman's rho: — \(too few pairs/);
    expect(text).toMatch(/Left out by the map: Lugia \(1 row\)/);
  });

  it('bad input: one line naming the file and line, exit 2, no stack trace, and no output written', async () => {
    const file = (name: string, text: string) => { const p = tmp.path(name); writeFileSync(p, text); return p; };
    const H = 'deck,opponent,wins,losses,ties\n';
    const map = file('map-bad.csv', 'observed,deck\nFighting Box,Gyarados\n');
    const twice = file('map-twice.csv', 'observed,deck\nA,Haymaker\na,Zap!\n');
    const cases: [string[], RegExp][] = [
      [['--observed', file('b1.csv', 'deck,opponent,wins,losses\nHaymaker,Zap!,1,2\n')], /b1\.csv:1: missing column 'ties' \(the header has 'deck', 'opponent', 'wins', 'losses'; observed records .* needs deck,opponent,wins,losses,ties\)$/],
      [['--observed', file('b2.csv', `${H}Haymaker,Zap!,3,1,0\nHaymaker,Overgrowth,-3,2,0\n`)], /b2\.csv:3: wins must be a whole number ≥ 0 \(got '-3'\)$/],
      [['--observed', file('b3.csv', `${H}Haymaker,Zap!,3,many,0\n`)], /b3\.csv:2: losses must be a whole number ≥ 0 \(got 'many'\)$/],
      [['--observed', file('b4.csv', `${H}Haymaker,Zap!,3,1,0.5\n`)], /b4\.csv:2: ties must be a whole number ≥ 0 \(got '0\.5'\)$/],
      [['--observed', file('b5.csv', `${H}Haymaker,Zap!,3,1,0\nHaymaker,Gardevoir ex,3,1,0\n`)], /b5\.csv:3: unknown deck 'Gardevoir ex' in opponent \(the results hold Haymaker, Rain Dance, Overgrowth, Zap!; --map \(a CSV file observed,deck\) maps other names to these\)$/],
      [['--observed', file('b6.csv', `${H}Haymaker,Zap!,3,1,0\nZap!,Rain Dance,1,1,0\nhaymaker,zap!,4,1,0\n`)], /b6\.csv:4: a second row for haymaker against zap! \(the first is .*b6\.csv:2\); give each ordered pair once$/],
      [['--observed', file('b7.csv', `${H}Haymaker,Zap!,3,1,0\nZap!,Haymaker,3,1,0\n`)], /b7\.csv:3: Zap! against Haymaker \(3–1–0\) is not the mirror image of .*b7\.csv:2, Haymaker against Zap! \(3–1–0\)/],
      [['--observed', file('b8.csv', `${H}Haymaker,Zap!,3,1\n`)], /b8\.csv:2: 4 fields, the header has 5$/],
      [['--observed', file('b9.csv', `${H}"Haymaker,Zap!,3,1,0\n`)], /b9\.csv:2: a quoted field is not closed/],
      [['--observed', file('b10.csv', '\n\n')], /b10\.csv: empty \(observed records .* is expected, with the header deck,opponent,wins,losses,ties\)$/],
      [['--observed', file('b11.csv', `${H},Zap!,3,1,0\n`)], /b11\.csv:2: deck is empty$/],
      [['--observed', tmp.path('none.csv')], /none\.csv: no such file$/],
      [['--observed', observed, '--map', map], /map-bad\.csv:2: unknown deck 'Gyarados' in deck \(the results hold Haymaker, Rain Dance, Overgrowth, Zap!\)$/],
      [['--observed', observed, '--map', twice], /map-twice\.csv:3: 'a' is mapped twice \(also at .*map-twice\.csv:2\)$/],
      [['--observed', observed, '--ties-as', 'quarter'], /^ptcg: --ties-as must be third, half, loss \(got 'quarter'\)$/],
      [['--observed', observed, '--resamples', '5'], /^ptcg: --resamples must be a whole number from 100 to 1000000 \(got '5'\)$/],
      [['--observed'], /^ptcg: --observed needs a value$/],
    ];
    // every case through the function the command calls (in this process), as the CLI prints it
    const camel = (flag: string) => flag.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const [args, re] of cases.slice(0, -1)) {
      const x: Record<string, string> = { results };
      for (let k = 0; k < args.length; k += 2) x[camel(args[k])] = args[k + 1];
      let line = 'accepted';
      try { calibrateConfigFrom(x); } catch (e) { expect(e, args.join(' ')).toBeInstanceOf(InputError); line = `ptcg: ${(e as Error).message}`; }
      expect(line, args.join(' ')).toMatch(re);
    }
    // some through the command line: exit 2, one line, nothing on stdout, no file written
    const some = [0, 1, 2, 4, 5, 14, 16].map((k) => cases[k]);
    const runs = await inBatches(some.map(([args], k) => () => ptcgAsync('calibrate', '--results', results, ...args, '--out', tmp.path(`never-${k}.json`), '--report', tmp.path(`never-${k}`))));
    some.forEach(([args, re], k) => {
      const r = runs[k];
      expect(r.status, args.join(' ')).toBe(2);
      expect(oneErrorLine(r.stderr), args.join(' ')).toMatch(re);
      expect(r.stdout).toBe('');
      expect(existsSync(tmp.path(`never-${k}.json`)) || existsSync(tmp.path(`never-${k}`)), args.join(' ')).toBe(false);
    });
    const bad = file('bad.json', '{"kind": "matrix"');
    const r = ptcg('calibrate', '--results', bad, '--observed', observed);
    expect(oneErrorLine(r.stderr)).toMatch(/bad\.json: not valid JSON/);
    expect(r.status).toBe(2);
    const missing = ptcg('calibrate', '--observed', observed);
    expect(missing.status).toBe(2);
    expect(oneErrorLine(missing.stderr)).toMatch(/Missing required argument: results/);
  });

  it('one front door: the library and the command line refuse bad options with the same message, each naming the option its way', () => {
    const message = (f: () => unknown) => { try { f(); } catch (e) { return (e as Error).message; } return 'accepted'; };
    expect(message(() => calibrateConfig({ results, observed, tiesAs: 'quarter' as TiesAs }))).toBe('tiesAs must be third, half, loss (got "quarter")');
    expect(message(() => calibrateConfigFrom({ results, observed, tiesAs: 'quarter' }))).toBe("--ties-as must be third, half, loss (got 'quarter')");
    expect(message(() => calibrateConfig({ results, observed, resamples: 10 }))).toBe('resamples must be a whole number from 100 to 1000000 (got 10)');
    expect(message(() => calibrate({ results, observed: [{ deck: 'Haymaker', opponent: 'Zap!', wins: -1, losses: 0, ties: 0 }] }))).toBe("observed[0]: wins must be a whole number ≥ 0 (got '-1')");
    expect(message(() => calibrate({ results, observed: [{ deck: 'Haymaker', opponent: 'Zap!', wins: 1, losses: 0 }] }))).toBe('observed[0]: missing ties');
  });

  it.skipIf(!existsSync(CHROMIUM))('--report: the page opens offline in Chromium with the calibration chart (a point and two error bars per pair, the line y = x) and the tables', async () => {
    const report = tmp.path('page');
    const r = ptcg('calibrate', '--results', results, '--observed', observed, '--report', report);
    expect(r.status, r.stderr).toBe(0);
    for (const f of ['index.html', 'summary.md', 'calibration.json', 'specs/calibration.json']) expect(existsSync(`${report}/${f}`), f).toBe(true);
    expect(readFileSync(`${report}/summary.md`, 'utf8')).toContain(r.stdout.trim());
    const { chromium } = await import('playwright-core');
    const profile = tempDir('ptcg-chromium-');
    const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const requests: string[] = [], errors: string[] = [];
      await context.route('**/*', (x) => (x.request().url().startsWith('file:') ? x.continue() : x.abort()));
      const page = await context.newPage();
      page.on('request', (x) => requests.push(x.url()));
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(pathToFileURL(`${report}/index.html`).href, { waitUntil: 'load' });
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
      const chart = page.locator('figure#calibration svg');
      expect(await chart.locator('[aria-roledescription="point"]').count()).toBe(6);
      expect(await chart.locator('[aria-roledescription="line mark"]').count()).toBe(1);
      expect(await chart.locator('[aria-roledescription="rule mark"]').count()).toBeGreaterThanOrEqual(12);
      const labels = await chart.locator('text').allTextContents();
      for (const t of ['simulated win rate (both seatings)', 'observed win rate', 'intervals overlap']) expect(labels).toContain(t);
      // the chart is drawn inside the page's width, and the y = x line runs from the bottom left up to the top right
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.width).toBeLessThan(1000);
      const line = (await chart.locator('[aria-roledescription="line mark"]').boundingBox())!;
      expect(line.width).toBeGreaterThan(200);
      expect(line.height).toBeGreaterThan(100);
      expect(await page.locator('table.pairs tbody tr').count()).toBe(6);
      expect(await page.locator('table.disagreements tbody tr').count()).toBe(5);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/Spearman's rho: -?\d\.\d\d \[/);
    } finally {
      await context.close();
      profile.done();
    }
  }, 60_000);
});
