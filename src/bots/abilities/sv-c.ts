// The greedy bot's scorers of batch sv-c's Abilities. The draw Abilities come after the Trainers
// and Energy (so the hand is as small as it gets) and before the attack (below 200 ends the turn);
// each is limited to once a turn, so none can loop. Heave-Ho Catcher (offered on evolving) is
// taken only to bring up a Pokémon the Active Knocks Out, or to stall an attacker.
import { GameState } from '../../engine/state.js';
import * as stateModule from '../../engine/state.js';
import * as actionsModule from '../../engine/actions.js';
import { type PowerHelpers } from '../greedy-powers.js';
import * as greedyPowersModule from '../greedy-powers.js';
import * as tablesModule from '../../engine/tables.js';
import * as zonesModule from '../../engine/zones.js';
import { AbilityKind, Supertype, T } from '../../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, SLOTS } = stateModule;
const { actA, actB } = actionsModule;
const { registerAbilityBot } = greedyPowersModule;
const { cSuper, cEnergyType, cBasicEnergy, cPrizes } = tablesModule;
const { maxHp } = zonesModule;

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
/**
 * Heave-Ho Catcher's target: one the Active Knocks Out now (the most Prizes, then the least HP
 * left), else one that can't attack now (it stalls there), else the least HP left.
 */
function catcherTargetScore(s: GameState, p: number, sl: number, h: PowerHelpers): number {
  const left = maxHp(s, sl) - s.damage[sl];
  const active = p * SLOTS;
  if (h.canAttack(s, active) && h.attackFrom(s, active, sl) >= left) return 10000 * cPrizes[s.cardDef[s.slotTop[sl]]] - left;
  return (h.canAttack(s, sl) ? 0 : 5000) - left;
}

function bestCatcherTarget(s: GameState, p: number, h: PowerHelpers): number {
  let best = -1, bestScore = -Infinity;
  for (let k = 1; k <= s.benchCount[1 - p]; k++) {
    const sl = (1 - p) * SLOTS + k;
    const v = catcherTargetScore(s, p, sl, h);
    if (v > bestScore) { bestScore = v; best = sl; }
  }
  return best;
}

registerAbilityBot(AbilityKind.HeaveHoCatcher, {
  score: () => -1, // a triggered Ability: never an action
  choiceScore: (s, p, a, h) => catcherTargetScore(s, p, actB(a), h),
  // Yes when it brings up a Pokémon the Active Knocks Out now, or stalls an attacker behind one
  // that can't attack; never when the Active in front can be Knocked Out already.
  trigger: (s, p, _sl, h) => {
    const active = p * SLOTS, o = (1 - p) * SLOTS;
    const target = bestCatcherTarget(s, p, h);
    if (target < 0 || s.slotTop[o] < 0) return false;
    const canHit = h.canAttack(s, active);
    if (canHit && h.attackFrom(s, active, o) >= maxHp(s, o) - s.damage[o]) return false;
    if (canHit && h.attackFrom(s, active, target) >= maxHp(s, target) - s.damage[target]) return true;
    return h.canAttack(s, o) && !h.canAttack(s, target);
  },
});
