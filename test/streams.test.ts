// Issue 7.2: every matchup of a run has its own random stream derived from the master seed, so a
// matrix's matchups are independent samples, and a single matchup equals its matrix cell.
import { describe, it, expect, beforeAll } from 'vitest';
import type { RunConfig } from '../src/sim/run.js';
import { runSimulation, type MatrixResult } from '../src/analytics/simulation.js';
import type { MatchupResult } from '../src/analytics/results.js';
import { loadDeck, type Deck } from '../src/decks/deck.js';
import { mulliganProbability } from '../src/analytics/stats.js';
import { deckIdentity, matchupKey } from '../src/sim/seeding.js';
import { cSuper, cStage } from '../src/engine/tables.js';
import { Supertype } from '../src/cards/types.js';
import { withoutTiming } from './helpers/cli.js';

const FILES = ['overgrowth', 'zap', 'brushfire', 'blackout'].map((n) => `decks/classic/${n}.txt`);
const GAMES = 1500;

function config(decks: Deck[], matrix: boolean): RunConfig {
  return { decks, matrix, games: GAMES, seed: 'streams', rules: 'classic', bots: ['random', 'random'], suddenDeath: false, turnLimit: 200, workers: 1, shard: null };
}

const basics = (d: Deck) => d.cards.filter((id) => cSuper[id] === Supertype.Pokemon && cStage[id] === 0).length;

describe('S4, X6: independent streams per matchup', () => {
  let decks: Deck[];
  let matrix: MatrixResult;
  beforeAll(async () => {
    decks = FILES.map((f) => loadDeck(f));
    matrix = (await runSimulation(config(decks, true))) as MatrixResult;
  });

  it('a --deck A --opponent B run equals the A-vs-B cell of the matrix with the same seed', async () => {
    const single = (await runSimulation(config([decks[1], decks[2]], false))) as MatchupResult;
    const cell = matrix.matchups.find((m) => m.deckFiles[0] === FILES[1] && m.deckFiles[1] === FILES[2])!;
    expect(withoutTiming(single)).toEqual(withoutTiming(cell));
  });

  it('a deck gets different opening hands against different opponents (its mulligan histograms differ)', () => {
    const asSeat0 = matrix.matchups.filter((m) => m.deckFiles[0] === FILES[0]);
    expect(asSeat0).toHaveLength(3);
    const hists = new Set(asSeat0.map((m) => JSON.stringify(m.mulligans[0].perGame)));
    expect(hists.size).toBe(3);
  });

  it('S4: each deck\'s mulligan rate pooled over the matrix agrees with the exact figure within 4σ', () => {
    for (const [d, deck] of decks.entries()) {
      let mull = 0, games = 0;
      for (const m of matrix.matchups) {
        for (const seat of [0, 1]) {
          if (m.deckFiles[seat] !== FILES[d]) continue;
          const perGame = m.mulligans[seat].perGame;
          mull += m.games - perGame[0];
          games += m.games;
        }
      }
      expect(games).toBe(6 * GAMES);
      const p = mulliganProbability(deck.cards.length, basics(deck));
      const sigma = Math.sqrt((p * (1 - p)) / games);
      expect(Math.abs(mull / games - p), `${deck.name}: ${mull}/${games} vs ${p}`).toBeLessThan(4 * sigma);
    }
  });

  it('the matchup key depends on the seed, the seats, the lists and the rules, not on line order', () => {
    const [a, b] = decks;
    const k = (...args: Parameters<typeof matchupKey>) => Array.from(matchupKey(...args)).join(',');
    const base = k('s', a.cards, b.cards, 'classic');
    expect(k('s', [...a.cards].reverse(), b.cards, 'classic')).toBe(base);
    expect(deckIdentity([...a.cards].reverse())).toBe(deckIdentity(a.cards));
    const others = [k('t', a.cards, b.cards, 'classic'), k('s', b.cards, a.cards, 'classic'), k('s', a.cards, decks[2].cards, 'classic'), k('s', a.cards, b.cards, 'classic-turn1-attack')];
    expect(new Set([base, ...others]).size).toBe(5);
  });
});
