// The greedy bot's scorers of batch sv-c's Abilities. The draw Abilities come after the Trainers
// and Energy (so the hand is as small as it gets) and before the attack (below 200 ends the turn);
// each is limited to once a turn, so none can loop. Heave-Ho Catcher brings up the Benched
// Pokémon closest to being Knocked Out.
import { GameState, MAX_DECK } from '../../engine/state.js';
import { actA, actB } from '../../engine/actions.js';
import { registerAbilityBot } from '../greedy-powers.js';
import { cSuper, cEnergyType, cBasicEnergy } from '../../engine/tables.js';
import { maxHp } from '../../engine/zones.js';
import { AbilityKind, Supertype, T } from '../../cards/types.js';

/** Drawing n leaves enough deck: about two cards per Prize still to take, never fewer than 3. */
function drawSafe(s: GameState, p: number, n: number): boolean {
  return s.deckCount[p] - n >= Math.max(3, 2 * s.prizeCount[p]);
}

/** Cards in p's hand that are Energy (of `type`, T.None: any). */
function energyInHand(s: GameState, p: number, type: number): number {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const d = s.cardDef[s.hand[p * MAX_DECK + i]];
    if (cSuper[d] === Supertype.Energy && (type === T.None || (cBasicEnergy[d] === 1 && cEnergyType[d] === type))) n++;
  }
  return n;
}

/** An Energy card is spare once this turn's attachment is made, or when the hand holds another. */
function energySpare(s: GameState, p: number, type: number): boolean {
  return s.energyAttached[p] === 1 || energyInHand(s, p, type) >= 2;
}

/** Discard choice: the least useful card (an Energy when one is spare, then a Trainer, Pokémon last). */
function discardScore(s: GameState, p: number, a: number): number {
  const d = s.cardDef[actA(a)];
  if (cSuper[d] === Supertype.Energy) return energySpare(s, p, T.None) ? 3 : 1;
  return cSuper[d] === Supertype.Trainer ? 2 : 0;
}

const DRAW_SCORE = 210;

registerAbilityBot(AbilityKind.IndustriousIncisors, {
  score: (s, p) => (drawSafe(s, p, 5 - s.handCount[p]) ? DRAW_SCORE : -1),
  choiceScore: () => 0,
});
registerAbilityBot(AbilityKind.Refinement, {
  score: (s, p) => (s.handCount[p] >= 2 && drawSafe(s, p, 2) ? DRAW_SCORE - 5 : -1),
  choiceScore: discardScore,
});
registerAbilityBot(AbilityKind.ConcealedCards, {
  score: (s, p) => (energySpare(s, p, T.None) && drawSafe(s, p, 2) ? DRAW_SCORE : -1),
  choiceScore: discardScore,
});
registerAbilityBot(AbilityKind.LunarCycle, {
  score: (s, p) => (energySpare(s, p, T.Fighting) && drawSafe(s, p, 3) ? DRAW_SCORE + 5 : -1),
  choiceScore: () => 0,
});
registerAbilityBot(AbilityKind.HeaveHoCatcher, {
  score: () => 0,
  // The Benched Pokémon with the least HP left.
  choiceScore: (s, _p, a) => -(maxHp(s, actB(a)) - s.damage[actB(a)]),
});
