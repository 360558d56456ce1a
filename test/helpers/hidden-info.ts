// Positions from seeded greedy games, and the same position with everything the deciding player
// can't know dealt again: for the tests that a bot never peeks (test/search-bot.test.ts, test/pilot.test.ts).
import { expect } from 'vitest';
import { GameState, Phase, Zone, MAX_DECK, MAX_PRIZES } from '../../src/engine/state.js';
import { legalActions, step } from '../../src/engine/game.js';
import { MAX_ACTIONS } from '../../src/engine/actions.js';
import { masterKey, next32 } from '../../src/engine/rng.js';
import { GameTable } from '../../src/sim/game-loop.js';
import { ruleParams, type RuleSetName } from '../../src/engine/rules.js';
import { loadDeck } from '../../src/decks/deck.js';
import { greedyBot } from '../../src/bots/bots.js';

/** A small seeded generator for the test's own shuffles. */
export function testRng(seed: number): (n: number) => number {
  const w = new Uint32Array([seed, seed ^ 0x9e3779b9, 7, 11]);
  for (let i = 0; i < 12; i++) next32(w);
  return (n) => next32(w) % n;
}

/** Positions where `p` must choose among several actions in the Main phase, from greedy games. */
export function positions(deckA: string, deckB: string, rules: RuleSetName, count: number): GameState[] {
  const a = loadDeck(deckA).cards, b = loadDeck(deckB).cards;
  const table = new GameTable();
  const out: GameState[] = [];
  const acts = new Int32Array(MAX_ACTIONS);
  for (let g = 0; out.length < count; g++) {
    table.deal(masterKey('peek'), g, a, b, ruleParams(rules));
    const s = table.state;
    let k = 0;
    for (;;) {
      const n = legalActions(s, acts);
      if (n === 0) break;
      const p = s.decider[0];
      if (s.phase[0] === Phase.Main && n > 2 && s.handCount[1 - p] >= 2 && k++ % 9 === 4 && out.length < count) out.push(s.clone());
      step(s, acts[n === 1 ? 0 : greedyBot.choose(s, acts, n, table.botRngs[p])]);
    }
  }
  return out;
}

/**
 * The same position with everything player p can't know changed: the opponent's hand, deck and
 * prizes dealt again from their unseen cards, p's own deck and prizes too, and the game's generator.
 */
export function withOtherHiddenInfo(s: GameState, p: number, seed: number): GameState {
  const t = s.clone();
  const r = testRng(seed);
  const redeal = (lists: [Uint8Array, number, number, Zone][]) => {
    const cards: number[] = [];
    for (const [list, base, n] of lists) for (let i = 0; i < n; i++) cards.push(list[base + i]);
    for (let i = cards.length - 1; i > 0; i--) { const j = r(i + 1); [cards[i], cards[j]] = [cards[j], cards[i]]; }
    let k = 0;
    for (const [list, base, n, zone] of lists) {
      for (let i = 0; i < n; i++) {
        const flags = zone === Zone.Hand ? t.cardFlags[list[base + i]] : 0; // flags belong to hand positions
        list[base + i] = cards[k++];
        t.cardZone[list[base + i]] = zone;
        t.cardFlags[list[base + i]] = flags;
      }
    }
    expect(k).toBe(cards.length);
  };
  const o = 1 - p;
  redeal([[t.hand, o * MAX_DECK, t.handCount[o], Zone.Hand], [t.deck, o * MAX_DECK, t.deckCount[o], Zone.Deck], [t.prizes, o * MAX_PRIZES, t.prizeCount[o], Zone.Prize]]);
  redeal([[t.deck, p * MAX_DECK, t.deckCount[p], Zone.Deck], [t.prizes, p * MAX_PRIZES, t.prizeCount[p], Zone.Prize]]);
  for (let i = 0; i < 4; i++) t.rng[i] = next32(t.rng) ^ 0x5bd1e995;
  return t;
}

/** Player q's hand as sorted card ids. */
export function handDefs(s: GameState, q: number): string {
  const d: number[] = [];
  for (let i = 0; i < s.handCount[q]; i++) d.push(s.cardDef[s.hand[q * MAX_DECK + i]]);
  return d.sort((x, y) => x - y).join(',');
}
