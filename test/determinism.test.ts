// X6 and the simulator's contract: a (seed, game index) names one game, whatever runs it.
import { describe, it, expect } from 'vitest';
import { GameTable } from '../src/sim/game-loop.js';
import { playLogged } from '../src/sim/logged-game.js';
import { loadDeck } from '../src/decks/deck.js';
import { matchupKey } from '../src/sim/seeding.js';
import { ruleParams, DEFAULT_TURN_LIMIT } from '../src/engine/rules.js';
import { greedyBot, randomBot } from '../src/bots/bots.js';

describe('a seed reproduces a game', () => {
  it('X6: `ptcg play --seed S --game i` plays exactly game i of `ptcg simulate --seed S` (same final state)', () => {
    const a = loadDeck('decks/standard/victini-ex.txt'), b = loadDeck('decks/standard/miraidon-ex.txt');
    const player = new GameTable();
    const key = matchupKey('repro', a.cards, b.cards, 'standard');
    for (const index of [0, 1, 17, 4242]) {
      for (const bots of [[greedyBot, greedyBot], [greedyBot, randomBot]] as const) {
        player.play(key, index, a.cards, b.cards, ruleParams('standard'), bots);
        const { state } = playLogged({ decks: [a, b], rules: 'standard', seed: 'repro', index, bots: [bots[0], bots[1]], suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT });
        expect(state.equals(player.state), `game ${index}, ${bots[0].name}/${bots[1].name}`).toBe(true);
        expect(state.winner[0]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('X6 / S1–S5: a game dealt from its decks placed once (GameTable.place, as the simulator deals) is the game newGame deals, in every rule set', () => {
    const pairs = [
      ['decks/standard/victini-ex.txt', 'decks/standard/miraidon-ex.txt', 'standard'],
      ['decks/classic/overgrowth.txt', 'decks/classic/zap.txt', 'classic'],
      ['decks/standard/charizard-ex-league.txt', 'decks/standard/miraidon-ex.txt', 'standard'],
    ] as const;
    const fresh = new GameTable(), reused = new GameTable();
    const placedStates = pairs.map(([x, y, rules]) => reused.place(loadDeck(x).cards, loadDeck(y).cards, ruleParams(rules)));
    const placedBytes = placedStates.map((st) => Buffer.from(st.bytes).toString('base64'));
    for (let k = 0; k < pairs.length; k++) {
      const [x, y, rules] = pairs[k];
      const a = loadDeck(x).cards, b = loadDeck(y).cards;
      const key = matchupKey('placed', a, b, rules);
      for (const index of [0, 3, 99]) {
        fresh.deal(key, index, a, b, ruleParams(rules));
        reused.dealPlaced(key, index, placedStates[k]);
        expect(reused.state.equals(fresh.state), `${x} ${index}: the deal`).toBe(true);
        const steps = fresh.playToEnd([greedyBot, randomBot]);
        expect(reused.playToEnd([greedyBot, randomBot]), `${x} ${index}: steps`).toBe(steps);
        expect(reused.state.equals(fresh.state), `${x} ${index}: the end`).toBe(true);
      }
    }
    // Playing from a placed state leaves it as it was (each deal copies it).
    expect(placedStates.map((st) => Buffer.from(st.bytes).toString('base64'))).toEqual(placedBytes);
  });

  it('X6: different game indices give different games', () => {
    const a = loadDeck('decks/classic/overgrowth.txt'), b = loadDeck('decks/classic/zap.txt');
    const player = new GameTable();
    const key = matchupKey('repro', a.cards, b.cards, 'classic');
    const hashes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      player.play(key, i, a.cards, b.cards, ruleParams('classic'), [greedyBot, greedyBot]);
      hashes.add(Buffer.from(player.state.bytes).toString('base64'));
    }
    expect(hashes.size).toBe(20);
  });
});
