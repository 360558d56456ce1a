// Bradley–Terry ratings (analytics/bradley-terry.ts): recovery of known strengths, interval
// coverage on synthetic games, equal bots, and a bot that wins every game.
import { describe, it, expect } from 'vitest';
import { fitBradleyTerry, ratingDifference, ELO, type PairRecord } from '../src/analytics/bradley-terry.js';

/** A small seeded generator for synthetic games (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const winChance = (ri: number, rj: number) => 1 / (1 + Math.pow(10, (rj - ri) / 400));

/** Every pair plays `games` games; each game a win, a loss or (with chance `draw`) a draw. */
function synthetic(elo: number[], games: number, next: () => number, draw = 0): PairRecord[] {
  const out: PairRecord[] = [];
  for (let i = 0; i < elo.length; i++) {
    for (let j = i + 1; j < elo.length; j++) {
      const r: PairRecord = { i, j, wins: 0, losses: 0, draws: 0 };
      const p = winChance(elo[i], elo[j]);
      for (let g = 0; g < games; g++) {
        if (next() < draw) r.draws++;
        else if (next() < p) r.wins++;
        else r.losses++;
      }
      out.push(r);
    }
  }
  return out;
}

describe('Bradley–Terry fit', () => {
  it('expected game counts give back the strengths exactly (anchor at 0)', () => {
    const elo = [0, 150, -200, 320];
    const records: PairRecord[] = [];
    for (let i = 0; i < elo.length; i++) {
      for (let j = i + 1; j < elo.length; j++) {
        const p = winChance(elo[i], elo[j]);
        records.push({ i, j, wins: 1000 * p, losses: 1000 * (1 - p), draws: 0 });
      }
    }
    const fit = fitBradleyTerry(4, records, 0);
    expect(fit.separated).toBe(false);
    fit.ratings.forEach((r, k) => expect(r.estimate).toBeCloseTo(elo[k], 6));
    expect(fit.ratings[0]).toEqual({ estimate: 0, low: 0, high: 0 });
    // moving the anchor shifts every rating by the same amount
    const other = fitBradleyTerry(4, records, 3);
    other.ratings.forEach((r, k) => expect(r.estimate).toBeCloseTo(elo[k] - elo[3], 6));
  });

  it('two bots: the interval is the delta-method interval 1.96 / sqrt(n·p·(1−p)) on the log-odds', () => {
    const fit = fitBradleyTerry(2, [{ i: 0, j: 1, wins: 300, losses: 100, draws: 0 }], 0);
    const p = 0.75, n = 400;
    const logit = Math.log(p / (1 - p));
    expect(fit.ratings[1].estimate).toBeCloseTo(-logit * ELO, 8);
    const half = (1.959963984540054 / Math.sqrt(n * p * (1 - p))) * ELO;
    expect(fit.ratings[1].low).toBeCloseTo(-logit * ELO - half, 6);
    expect(fit.ratings[1].high).toBeCloseTo(-logit * ELO + half, 6);
  });

  it('recovers known strengths from synthetic games: the true values lie inside the 95% intervals about 95% of the time', () => {
    const elo = [0, 100, -150, 250, 40];
    const next = rng(12345);
    let inside = 0, total = 0, diffInside = 0;
    for (let rep = 0; rep < 200; rep++) {
      const fit = fitBradleyTerry(elo.length, synthetic(elo, 60, next), 0);
      expect(fit.separated).toBe(false);
      for (let k = 1; k < elo.length; k++) {
        const r = fit.ratings[k];
        total++;
        if (r.low! <= elo[k] && elo[k] <= r.high!) inside++;
      }
      const d = ratingDifference(fit, 3, 1);
      if (d.low <= elo[3] - elo[1] && elo[3] - elo[1] <= d.high) diffInside++;
    }
    // 800 intervals (four per replicate, sharing the anchor): the share stays near 0.95. (No draws
    // here: draws at a fixed rate would shrink the scores, so the fitted strengths would differ.)
    expect(inside / total).toBeGreaterThan(0.92);
    expect(inside / total).toBeLessThan(0.975);
    expect(diffInside / 200).toBeGreaterThan(0.9);
  });

  it('two equal bots: the rating difference is 0 and its interval contains 0', () => {
    const fit = fitBradleyTerry(3, [
      { i: 0, j: 1, wins: 250, losses: 250, draws: 20 },
      { i: 0, j: 2, wins: 300, losses: 200, draws: 0 },
      { i: 1, j: 2, wins: 300, losses: 200, draws: 0 },
    ], 2);
    const d = ratingDifference(fit, 0, 1);
    expect(d.estimate).toBeCloseTo(0, 9);
    expect(d.low).toBeLessThan(0);
    expect(d.high).toBeGreaterThan(0);
    expect(d.high).toBeCloseTo(-d.low, 9);
  });

  it('draws count as half a win each way', () => {
    const withDraws = fitBradleyTerry(2, [{ i: 0, j: 1, wins: 50, losses: 30, draws: 20 }], 1);
    const asHalves = fitBradleyTerry(2, [{ i: 0, j: 1, wins: 60, losses: 40, draws: 0 }], 1);
    expect(withDraws.ratings[0].estimate).toBeCloseTo(asHalves.ratings[0].estimate, 9);
  });

  it('a bot that wins every game: finite numbers, the fit marked separated, no upper limit on its rating', () => {
    const fit = fitBradleyTerry(3, [
      { i: 0, j: 1, wins: 40, losses: 0, draws: 0 },
      { i: 0, j: 2, wins: 40, losses: 0, draws: 0 },
      { i: 1, j: 2, wins: 25, losses: 15, draws: 0 },
    ], 1);
    expect(fit.separated).toBe(true);
    const top = fit.ratings[0];
    expect(Number.isFinite(top.estimate)).toBe(true);
    expect(top.estimate).toBeGreaterThan(300);
    expect(top.low).not.toBeNull();
    expect(Number.isFinite(top.low!)).toBe(true);
    expect(top.high).toBeNull();
    // the others are still bounded against the anchor on both sides
    expect(fit.ratings[2].low).not.toBeNull();
    expect(fit.ratings[2].high).not.toBeNull();
    expect(fit.ratings[2].estimate).toBeLessThan(0);
    for (const row of fit.covariance) for (const x of row) expect(Number.isFinite(x)).toBe(true);
  });

  it('the anchor wins every game: the others have no lower limit', () => {
    const fit = fitBradleyTerry(2, [{ i: 0, j: 1, wins: 10, losses: 0, draws: 0 }], 0);
    expect(fit.separated).toBe(true);
    expect(fit.ratings[1].low).toBeNull();
    expect(Number.isFinite(fit.ratings[1].high!)).toBe(true);
    expect(fit.ratings[1].estimate).toBeLessThan(0);
  });

  it('refuses fewer than two bots, a bad anchor and a pair outside the bots', () => {
    expect(() => fitBradleyTerry(1, [], 0)).toThrow(/two bots/);
    expect(() => fitBradleyTerry(2, [{ i: 0, j: 1, wins: 1, losses: 1, draws: 0 }], 2)).toThrow(/anchor/);
    expect(() => fitBradleyTerry(2, [{ i: 0, j: 2, wins: 1, losses: 1, draws: 0 }], 0)).toThrow(/bad pair/);
  });
});
