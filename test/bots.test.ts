import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { greedyVsRandom } from '../src/tools/greedy-vs-random.js';
import { GameState } from '../src/engine/state.js';
import { newGame, legalActions, step } from '../src/engine/game.js';
import { MAX_ACTIONS } from '../src/engine/actions.js';
import { ruleParams } from '../src/engine/rules.js';
import { loadDeck } from '../src/decks/deck.js';
import { greedyBot, randomBot } from '../src/bots/bots.js';
import { BotRng, masterKey } from '../src/engine/rng.js';
import { bundledGroups } from '../src/decks/bundled.js';

describe('bots', () => {
  it('greedy beats random in every pair of bundled decks (both seats), 300 games each', () => {
    const rows = greedyVsRandom(300, 'bots-test');
    const standard = readdirSync('decks/standard').filter((f) => f.endsWith('.txt')).length;
    const standard2026 = readdirSync('decks/standard-2026').filter((f) => f.endsWith('.txt')).length;
    expect(rows.length).toBe(100 + 4 + standard * standard + standard2026 * standard2026); // 10 classic 60-card decks, 2 starter sets, the standard Battle Decks, the Standard 2026 lists
    // The Standard 2026 lists (issue 32) as greedy plays them: most pairs clearly, but greedy decks
    // itself out with Alakazam Dudunsparce and N's Zoroark against some decks (docs/DESIGN.md,
    // Greedy's known defects): every pair above 65%, four in five at 90% or more.
    const tournament = new Set(bundledGroups().find((g) => g.name.startsWith('Standard 2026'))!.decks.map((d) => d.name));
    let at90 = 0;
    for (const r of rows) {
      const listed = tournament.has(r.greedy);
      if (listed && r.rate.estimate >= 0.9) at90++;
      expect(r.rate.estimate, `${r.greedy} vs ${r.random}`).toBeGreaterThanOrEqual(listed ? 0.65 : 0.85);
    }
    expect(at90).toBeGreaterThanOrEqual(0.8 * standard2026 * standard2026);
  });

  it('bots choose from the legal list and never change the state they read', () => {
    const s = new GameState();
    const a = loadDeck('decks/standard/victini-ex.txt'), b = loadDeck('decks/standard/miraidon-ex.txt');
    newGame(s, a.cards, b.cards, ruleParams('standard'), new Uint32Array([9, 8, 7, 6]));
    const out = new Int32Array(MAX_ACTIONS);
    const rngs = [new BotRng(), new BotRng()];
    rngs[0].seed(masterKey('x'), 0, 1);
    rngs[1].seed(masterKey('x'), 0, 2);
    let steps = 0;
    for (;;) {
      const n = legalActions(s, out);
      if (n === 0) break;
      const before = s.clone();
      const bot = s.decider[0] === 0 ? greedyBot : randomBot;
      const i = bot.choose(s, out, n, rngs[s.decider[0]]);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(n);
      expect(s.equals(before)).toBe(true);
      step(s, out[i]);
      steps++;
    }
    expect(steps).toBeGreaterThan(20);
    expect(s.winner[0]).toBeGreaterThanOrEqual(0);
  });

  it('random picks every legal action about equally often', () => {
    const rng = new BotRng();
    rng.seed(masterKey('uniform'), 0, 1);
    const hits = new Array(5).fill(0);
    const out = new Int32Array(5);
    const state = new GameState();
    for (let i = 0; i < 50000; i++) hits[randomBot.choose(state, out, 5, rng)]++;
    for (const h of hits) expect(Math.abs(h / 50000 - 0.2)).toBeLessThan(0.01);
  });
});
