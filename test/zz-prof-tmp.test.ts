import { it } from 'vitest';
import { GameState } from '../src/engine/state.js';
import { newGame, legalActions, step } from '../src/engine/game.js';
import { MAX_ACTIONS } from '../src/engine/actions.js';
import { BotRng, deriveWords, masterKey } from '../src/engine/rng.js';
import { ruleParams } from '../src/engine/rules.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { randomBot, greedyBot } from '../src/bots/bots.js';
import { deckPairs } from '../src/tools/fuzz.js';
it('prof', async () => {
  const pairs = deckPairs();
  for (const mode of ['plain-random', 'equals', 'copy']) {
    const t0 = performance.now();
    const s = new GameState(); const acts = new Int32Array(MAX_ACTIONS); const w = new Uint32Array(4); const key = masterKey('x');
    const r = new BotRng(); let steps = 0; const b2 = new GameState();
    for (let i = 0; i < 500; i++) {
      const pr = pairs[i % pairs.length];
      deriveWords(key, i, 0, w); r.seed(key, i, 1);
      newGame(s, pr.deck0, pr.deck1, ruleParams(pr.rules), w);
      for (;;) { const n = legalActions(s, acts); if (!n) break;
        const bot = mode === 'plain-greedy' ? greedyBot : randomBot;
        step(s, acts[bot.choose(s, acts, n, r)]); steps++;
        if (mode === 'inv') checkInvariants(s);
        if (mode === 'equals') s.equals(b2);
        if (mode === 'copy') b2.copyFrom(s);
      }
    }
    console.log(mode, steps, (performance.now() - t0).toFixed(0), 'ms');
  }
  const { fuzz } = await import('../src/tools/fuzz.js'); const t1 = performance.now(); const f = fuzz({games: 300, seed: 'x'}); console.log('fuzz', f.steps, (performance.now()-t1).toFixed(0));
});
