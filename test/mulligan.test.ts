// Mulligan odds: simulated setups (src/sim/mulligan.ts via mulliganStudy) against the exact
// hypergeometric figures, and the statistics helpers against independent computations.
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mulliganStudy } from '../src/analytics/mulligan-report.js';
import { wilson, agreement, AGREE_SIGMAS, mulliganProbability, mulliganDistribution, openingProbability, chooseRatio } from '../src/analytics/stats.js';
import { mulliganText } from '../src/cli/mulligan.js';
import { loadDeck, parseDeck } from '../src/decks/deck.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Supertype } from '../src/cards/types.js';

const DECKS = readdirSync('decks').flatMap((dir) => readdirSync(join('decks', dir)).filter((f) => f.endsWith('.txt')).map((f) => join('decks', dir, f))).sort();

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
/** a / b for big integers, as a double. */
const ratio = (a: bigint, b: bigint) => Number((a * 10n ** 18n) / b) / 1e18;

const isBasic = (id: number) => { const c = ALL_CARDS[id]; return c.supertype === Supertype.Pokemon && c.stage === 0; };

describe('S2/S4: mulligan rate of every bundled deck, simulated vs exact', () => {
  it('finds the bundled decks', () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(10);
    expect(DECKS).toContain(join('decks', 'standard', 'lucario-ex.txt'));
  });

  for (const file of DECKS) {
    it(`S4: ${file}: the exact C(n−b,7)/C(n,7) lies in the Wilson interval of 200,000 setups`, () => {
      const deck = loadDeck(file);
      const n = deck.cards.length;
      const b = deck.cards.filter(isBasic).length;
      const m = mulliganStudy(deck, '1', 200_000, null);
      expect(m.setups).toBe(200_000);
      expect(m.cards).toBe(n);
      expect(m.basics).toBe(b);
      const exact = ratio(choose(n - b, 7), choose(n, 7));
      expect(m.mulligan.exact).toBeCloseTo(exact, 12);
      const sim = m.mulligan.simulated;
      expect(sim.n).toBe(200_000);
      expect(sim.low).toBeLessThanOrEqual(exact);
      expect(sim.high).toBeGreaterThanOrEqual(exact);
      expect(m.mulligan.agrees).toBe(true);
      // a 95% interval of 200k setups is narrow: it would not also hold a wrong model (e.g. 6-card hands)
      expect(sim.high - sim.low).toBeLessThan(0.005);
      // the per-setup histogram adds up and its first bucket is the kept-at-once share
      expect(m.perSetup.reduce((s, r) => s + r.simulated, 0)).toBeCloseTo(1, 12);
      expect(m.perSetup[0].simulated).toBeCloseTo(1 - sim.estimate, 12);
      expect(m.perSetup[0].exact).toBeCloseTo(1 - exact, 12);
      expect(m.card).toBeNull();
    });
  }

  it('S4: the agreement rule is 4σ of the exact figure, so a correct simulation is not flagged 1 run in 20 (issue 29)', () => {
    expect(AGREE_SIGMAS).toBe(4);
    const p = 0.2, n = 10_000, se = Math.sqrt((p * (1 - p)) / n);
    expect(agreement(Math.round((p + 2.5 * se) * n), n, p).agrees).toBe(true); // outside a 95% interval, yet agrees
    expect(agreement(Math.round((p - 4.5 * se) * n), n, p)).toMatchObject({ agrees: false });
    expect(agreement(Math.round((p - 4.5 * se) * n), n, p).sigmas).toBeCloseTo(-4.5, 1);
    // 400 studies of one deck with different seeds: the old rule (exact inside the 95% interval)
    // flags about 5% of these correct simulations; the 4σ rule none
    const deck = loadDeck('decks/classic/overgrowth.txt');
    let oldMisses = 0, newMisses = 0;
    for (let seed = 0; seed < 400; seed++) {
      const m = mulliganStudy(deck, `a${seed}`, 2_000, null);
      const { low, high } = m.mulligan.simulated;
      if (m.mulligan.exact < low || m.mulligan.exact > high) oldMisses++;
      if (!m.mulligan.agrees) newMisses++;
    }
    expect(oldMisses).toBeGreaterThanOrEqual(8);
    expect(oldMisses).toBeLessThanOrEqual(40);
    expect(newMisses).toBe(0);
    // the text says which rule it applied
    const text = mulliganText(mulliganStudy(deck, '1', 2_000, 'Bulbasaur'));
    expect(text).toMatch(/exact [\d.]+% = C\(\d+,7\)\/C\(\d+,7\)  agrees \([+-]\d+\.\dσ\)/);
    expect(text).toMatch(/in the opening hand: .* (agrees|DIFFERS) \([+-]\d+\.\dσ\)/);
    expect(text).toContain('within 4 standard errors');
    expect(text).not.toContain('OUTSIDE');
  });

  it('the simulated rate would not agree with a wrong exact figure (6-card hands)', () => {
    const deck = loadDeck('decks/classic/overgrowth.txt');
    const m = mulliganStudy(deck, '1', 200_000, null);
    const wrong = mulliganProbability(m.cards, m.basics, 6);
    expect(wrong < m.mulligan.simulated.low || wrong > m.mulligan.simulated.high).toBe(true);
  });

  it('a named card that is not a Basic (Nest Ball in lucario-ex): P(at least one in the kept hand) agrees', () => {
    const deck = loadDeck('decks/standard/lucario-ex.txt');
    const m = mulliganStudy(deck, '1', 200_000, 'Nest Ball');
    expect(m.card).not.toBeNull();
    const c = m.card!;
    expect(c.name).toBe('Nest Ball');
    expect(c.copies).toBe(deck.cards.filter((id) => ALL_CARDS[id].name === 'Nest Ball').length);
    expect(c.copies).toBeGreaterThan(0);
    expect(c.simulated.low).toBeLessThanOrEqual(c.exact);
    expect(c.simulated.high).toBeGreaterThanOrEqual(c.exact);
    expect(c.agrees).toBe(true);
    // conditioning on a kept hand matters: the unconditional 1 − C(n−x,7)/C(n,7) is a different number
    const n = m.cards, x = c.copies;
    const unconditional = 1 - ratio(choose(n - x, 7), choose(n, 7));
    expect(Math.abs(unconditional - c.exact)).toBeGreaterThan(1e-4);
  });

  it('a named card that is a Basic (Bulbasaur in overgrowth) agrees too', () => {
    const deck = loadDeck('decks/classic/overgrowth.txt');
    const m = mulliganStudy(deck, '1', 200_000, 'bulbasaur'); // names match case-insensitively
    const c = m.card!;
    expect(c.name).toBe('Bulbasaur');
    expect(c.copies).toBe(4);
    expect(c.simulated.low).toBeLessThanOrEqual(c.exact);
    expect(c.simulated.high).toBeGreaterThanOrEqual(c.exact);
    expect(c.agrees).toBe(true);
  });

  it('a card that is certain to be in a kept hand (the only Basic) agrees: exact 1 lies in [low, 1]', () => {
    const { deck, problems } = parseDeck('4 Charmander BS 46\n56 Fire Energy BS 98\n', 'one-basic.txt');
    expect(problems).toEqual([]);
    const m = mulliganStudy(deck, '1', 5_000, 'Charmander');
    expect(m.card!.exact).toBeCloseTo(1, 12);
    expect(m.card!.simulated.estimate).toBe(1);
    expect(m.card!.simulated.high).toBe(1);
    expect(m.card!.agrees).toBe(true);
  });

  it('the same seed gives the same counts; another seed different ones', () => {
    const deck = loadDeck('decks/classic/zap.txt');
    const a = mulliganStudy(deck, '9', 20_000, null), b = mulliganStudy(deck, '9', 20_000, null), c = mulliganStudy(deck, '10', 20_000, null);
    expect(b.mulligan.simulated).toEqual(a.mulligan.simulated);
    expect(c.mulligan.simulated).not.toEqual(a.mulligan.simulated);
  });
});

describe('stats', () => {
  it('wilson: 50 of 100 gives the textbook [0.4038, 0.5962]; 0 of 10 gives [0, 0.2775]', () => {
    const w = wilson(50, 100);
    expect(w.estimate).toBe(0.5);
    expect(w.n).toBe(100);
    expect(w.low).toBeCloseTo(0.403832, 5);
    expect(w.high).toBeCloseTo(0.596168, 5);
    const z = wilson(0, 10);
    expect(z.estimate).toBe(0);
    expect(z.low).toBe(0);
    expect(z.high).toBeCloseTo(0.277533, 5);
    const all = wilson(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(1 - 0.277533, 5);
  });

  it('wilson: the interval is the set of p with |k − np| ≤ z·sqrt(np(1−p)) (score test), checked at its ends', () => {
    const k = 37, n = 250, zq = 1.959963984540054;
    const w = wilson(k, n);
    for (const p of [w.low, w.high]) expect(Math.abs(k - n * p)).toBeCloseTo(zq * Math.sqrt(n * p * (1 - p)), 9);
    expect(wilson(0, 0)).toEqual({ estimate: 0, low: 0, high: 1, n: 0 });
  });

  it('S4: mulliganProbability(60, 10) = C(50,7)/C(60,7), computed independently', () => {
    expect(choose(50, 7)).toBe(99884400n);
    expect(choose(60, 7)).toBe(386206920n);
    expect(mulliganProbability(60, 10)).toBeCloseTo(99884400 / 386206920, 14);
    expect(mulliganProbability(30, 10)).toBeCloseTo(ratio(choose(20, 7), choose(30, 7)), 14);
    expect(mulliganProbability(60, 54)).toBe(0); // fewer than 7 non-Basics: every hand has a Basic
    expect(mulliganProbability(60, 0)).toBe(1);
    expect(chooseRatio(5, 60, 7)).toBe(0);
  });

  it('mulliganDistribution is geometric and sums to 1', () => {
    const p = mulliganProbability(60, 12);
    let total = 0;
    for (let k = 0; k < 200; k++) total += mulliganDistribution(p, k);
    expect(total).toBeCloseTo(1, 12);
    expect(mulliganDistribution(p, 0)).toBeCloseTo(1 - p, 14);
    expect(mulliganDistribution(p, 2)).toBeCloseTo(p * p * (1 - p), 14);
  });

  /** P(≥1 of x copies in a 7-card hand that holds ≥1 of b Basics), by summing over hands. */
  function openingBySum(n: number, b: number, x: number, xIsBasic: boolean): number {
    // categories: X cards, other Basics, the rest
    const xs = x, others = xIsBasic ? b - x : b, rest = n - xs - others;
    let both = 0n, kept = 0n;
    for (let i = 0; i <= 7; i++) for (let j = 0; i + j <= 7; j++) {
      const ways = choose(xs, i) * choose(others, j) * choose(rest, 7 - i - j);
      const hasBasic = j > 0 || (xIsBasic && i > 0);
      if (hasBasic) kept += ways;
      if (hasBasic && i > 0) both += ways;
    }
    return ratio(both, kept);
  }

  it('openingProbability matches a sum over all opening hands (card not a Basic, and a Basic)', () => {
    for (const [n, b, x] of [[60, 10, 4], [60, 14, 2], [30, 9, 3], [60, 20, 1]] as const) {
      expect(openingProbability(n, b, x, false)).toBeCloseTo(openingBySum(n, b, x, false), 12);
      expect(openingProbability(n, b, x, true)).toBeCloseTo(openingBySum(n, b, x, true), 12);
    }
    // all Basics are the named card: it is always in a kept hand
    expect(openingProbability(60, 4, 4, true)).toBeCloseTo(1, 12);
  });
});
