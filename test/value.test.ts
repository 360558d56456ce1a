// The fitted value (issue 34, `ismcts:N:value`): the logistic fit, the positions it is fitted to, and
// that the committed weights (src/bots/generated-value-weights.ts) are what `npm run fit:value` fits.
import { describe, it, expect } from 'vitest';
import { fitLogistic, logLoss, type Design } from '../src/analytics/logistic.js';
import { valuePositions, split, chanceLogLoss } from '../src/tools/fit-value.js';
import { VALUE_WEIGHTS } from '../src/bots/generated-value-weights.js';
import { fittedValue, valueFeatures, VALUE_FEATURES } from '../src/bots/value.js';
import { next32 } from '../src/engine/rng.js';
import { positions } from './helpers/hidden-info.js';

/** Rows drawn from a known logistic model (a seeded generator: the same rows every run). */
function synthetic(w: number[], rows: number): Design {
  const d = w.length, r = new Uint32Array([9, 8, 7, 6 | 1]);
  const u = () => next32(r) / 4294967296;
  const x = new Float64Array(rows * d), y = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) {
    let z = 0;
    for (let j = 0; j < d; j++) { x[i * d + j] = j === 0 ? 1 : 4 * u() - 2; z += w[j] * x[i * d + j]; }
    y[i] = u() < 1 / (1 + Math.exp(-z)) ? 1 : 0;
  }
  return { x, y, rows, d };
}

describe('fitted value: the logistic fit', () => {
  it('recovers the weights of the model that drew the rows, and fits them better than the zero weights (log-loss ln 2)', () => {
    const truth = [0.4, -1.2, 2.0, 0];
    const data = synthetic(truth, 40000);
    const w = fitLogistic(data);
    for (let j = 0; j < truth.length; j++) expect(Math.abs(w[j] - truth[j]), `weight ${j}`).toBeLessThan(0.08);
    expect(logLoss(data, new Float64Array(4))).toBeCloseTo(Math.LN2, 9);
    expect(logLoss(data, w)).toBeLessThan(logLoss(data, Float64Array.from(truth)) + 1e-9); // the maximum-likelihood fit
  });
});

describe('fitted value: the positions and the weights', () => {
  it('the positions of a seed are the same every run; each is labelled 0 or 1 and holds the features valueFeatures gives (an intercept, at most one Prize count a side)', () => {
    const a = valuePositions(30, 't'), b = valuePositions(30, 't');
    expect(a.rows).toBeGreaterThan(300);
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    const d = VALUE_FEATURES;
    let wins = 0;
    for (let r = 0; r < a.rows; r++) {
      expect(a.x[r * d]).toBe(1);
      const own = a.x.subarray(r * d + 3, r * d + 8), opp = a.x.subarray(r * d + 8, r * d + 13);
      expect(own.reduce((t, v) => t + v, 0)).toBeLessThanOrEqual(1);
      expect(opp.reduce((t, v) => t + v, 0)).toBeLessThanOrEqual(1);
      expect(a.y[r] === 0 || a.y[r] === 1).toBe(true);
      wins += a.y[r];
    }
    expect(wins).toBeGreaterThan(0.3 * a.rows); // (the player to move wins about half the time)
    expect(wins).toBeLessThan(0.7 * a.rows);
    expect(split(a, true).rows + split(a, false).rows).toBe(a.rows);
  });

  it('the committed weights are those npm run fit:value fits (10,000 games, seed 1), and they beat the race evaluation on the held-out games', () => {
    const all = valuePositions(10000, '1');
    const train = split(all, false), test = split(all, true);
    const w = fitLogistic(train);
    for (let j = 0; j < VALUE_FEATURES; j++) expect(Math.abs(w[j] - VALUE_WEIGHTS[j]), `weight ${j}`).toBeLessThan(1e-9);
    expect(logLoss(test, w)).toBeLessThan(chanceLogLoss(test.race, test.y) - 0.01);
    // the race lead and the pilot's evaluation both count toward winning
    expect(VALUE_WEIGHTS[1]).toBeGreaterThan(0);
    expect(VALUE_WEIGHTS[2]).toBeGreaterThan(0);
  }, 120_000);

  it('fittedValue is player 0\'s chance: the logistic of the weights and the features of the player about to play, turned to player 0\'s side', () => {
    const f = new Float64Array(VALUE_FEATURES);
    let seen0 = 0, seen1 = 0;
    for (const s of positions('decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard', 16)) {
      const p = s.current[0];
      valueFeatures(s, p, f);
      const z = f.reduce((t, v, j) => t + v * VALUE_WEIGHTS[j], 0);
      const chance = 1 / (1 + Math.exp(-z));
      const v = fittedValue(s);
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(1);
      expect(v).toBeCloseTo(p === 0 ? chance : 1 - chance, 12);
      if (p === 0) seen0++; else seen1++;
    }
    expect(seen0).toBeGreaterThan(0);
    expect(seen1).toBeGreaterThan(0);
  });
});
