// Abilities of batch sv-c (Bibarel, Kirlia, Lunatone, Radiant Greninja, Hariyama, Revavroom), each with what
// it does in the engine and the greedy bot's reading of it. Transistor (Regieleki VMAX) is passive:
// engine/damage.ts reads it (registry.ts PASSIVE_ABILITIES). The bot takes the draw Abilities after
// the Trainers and Energy (so the hand is as small as it gets) and before the attack (below 200
// ends the turn); each is limited to once a turn, so none can loop. Heave-Ho Catcher (offered on
// evolving) is taken only to bring up a Pokémon the Active Knocks Out, or to stall an attacker.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import type { AbilityHandler } from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as poolModule from '../cards/pool.js';
import { AbilityKind, AbilityLimit, Supertype, T } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as registryModule from './registry.js';
import type { PowerHelpers } from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, MAX_DECK } = stateModule;
const { actA, actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { askCard, askSlot } = powersModule;
const { cSuper, cBasicEnergy, cEnergyType, cNameId, cPrizes } = tablesModule;
const { drawCard, removeFromHand, addToDiscard, swapSlots, clearEffectsOnSlot, maxHp } = zonesModule;
const { findByName } = poolModule;
const { defineAbility, defineAttack } = registryModule;

// ---------- the engine's reach ----------

function draw(s: GameState, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

/** Cards of p's hand that pass `test` into cand (when `fill`); how many. */
function handCards(s: GameState, p: number, test: (d: number) => boolean, fill: boolean): number {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (!test(s.cardDef[c])) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
}

const anyCard = (): boolean => true;
const energyCard = (d: number): boolean => cSuper[d] === Supertype.Energy;
const basicFighting = (d: number): boolean => cBasicEnergy[d] === 1 && cEnergyType[d] === T.Fighting;

/** A "discard a card from your hand, then draw n" Ability's handler: the discard is its cost (A5). */
/** Discard a card of the hand that passes `test`, then draw `draws` cards (counted after the discard). */
function discardThenDraw(test: (d: number) => boolean, draws: (s: GameState, p: number) => number, extra: (s: GameState, p: number) => boolean): AbilityHandler {
  return {
    usable: (s, p) => s.deckCount[p] > 0 && extra(s, p) && handCards(s, p, test, false) > 0,
    start: (s, p) => {
      handCards(s, p, test, true);
      return askCard(s, 1);
    },
    step: (s, action) => {
      const p = s.progPlayer[0], c = actA(action);
      removeFromHand(s, c);
      addToDiscard(s, c);
      emit(s, Ev.DiscardCard, p, c);
      draw(s, p, draws(s, p));
      return true;
    },
  };
}

const SOLROCK = findByName('Solrock').length > 0 ? findByName('Solrock')[0] : -1;
/** Lunar Cycle's condition: Solrock in play (Active or Bench). */
function solrockInPlay(s: GameState, p: number): boolean {
  if (SOLROCK < 0) return false;
  const name = cNameId[SOLROCK];
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cNameId[s.cardDef[top]] === name) return true;
  }
  return false;
}

// ---------- the greedy bot's reach ----------

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

// ---------- the definitions ----------

// Industrious Incisors (Bibarel): draw until the hand has 5 cards.
defineAbility({
  name: 'Industrious Incisors',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => 'once in your turn, draw until you have 5 cards in your hand',
  engine: {
    usable: (s, p) => s.handCount[p] < 5 && s.deckCount[p] > 0,
    start: (s, p) => {
      draw(s, p, 5 - s.handCount[p]);
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p) => (drawSafe(s, p, 5 - s.handCount[p]) ? DRAW_SCORE : -1),
    choiceScore: () => 0,
  },
});
// Bibarel (swsh9 121), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Tail Smash', effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' });


// Refinement (Kirlia): discard any card, draw 2.
defineAbility({
  kind: AbilityKind.Refinement,
  text: () => 'once in your turn, discard a card from your hand to draw 2 cards',
  engine: discardThenDraw(anyCard, () => 2, () => true),
  bot: {
    score: (s, p) => (s.handCount[p] >= 2 && drawSafe(s, p, 2) ? DRAW_SCORE - 5 : -1),
    choiceScore: discardScore,
  },
});

// Concealed Cards (Radiant Greninja): discard an Energy card, draw 2.
defineAbility({
  name: 'Concealed Cards',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => 'once in your turn, discard an Energy card from your hand to draw 2 cards',
  engine: discardThenDraw(energyCard, () => 2, () => true),
  bot: {
    score: (s, p) => (energySpare(s, p, T.None) && drawSafe(s, p, 2) ? DRAW_SCORE : -1),
    choiceScore: discardScore,
  },
});
// Radiant Greninja (swsh10 46), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Moonlight Shuriken', effects: [[Op.DamageToOpponents, 90, 2], [Op.DiscardSelfEnergy, T.None, 2]], note: "discard 2 Energy from itself; 90 to each of 2 of the opponent's Pokémon" });


// Lunar Cycle (Lunatone): with Solrock in play, discard a basic Fighting Energy, draw 3.
defineAbility({
  name: 'Lunar Cycle',
  limit: AbilityLimit.OncePerTurnPerName,
  text: () => "once in your turn, with Solrock in play, discard a basic Fighting Energy card from your hand to draw 3 cards (one Lunar Cycle a turn)",
  engine: discardThenDraw(basicFighting, () => 3, solrockInPlay),
  bot: {
    score: (s, p) => (energySpare(s, p, T.Fighting) && drawSafe(s, p, 3) ? DRAW_SCORE + 5 : -1),
    choiceScore: () => 0,
  },
});

// Rumbling Engine (Revavroom): discard an Energy card, then draw until the hand has 6 cards. Defined by
// its printed name: the cards that print it say only `ability: BY_NAME` (cards/named-abilities.ts).
defineAbility({
  name: 'Rumbling Engine',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => 'once in your turn, discard an Energy card from your hand to draw until you have 6 cards in your hand',
  engine: discardThenDraw(energyCard, (s, p) => 6 - s.handCount[p], (s, p) => s.handCount[p] <= 6),
  bot: {
    score: (s, p) => (s.handCount[p] <= 5 && energySpare(s, p, T.None) && drawSafe(s, p, 7 - s.handCount[p]) ? DRAW_SCORE : -1),
    choiceScore: discardScore,
  },
});

// Heave-Ho Catcher (Hariyama, on evolving from the hand): switch in one of the opponent's Benched Pokémon.
defineAbility({
  kind: AbilityKind.HeaveHoCatcher,
  text: () => "when you play it from your hand to evolve, you may switch one of the opponent's Benched Pokémon into the Active spot",
  engine: {
    usable: (s, p) => s.benchCount[1 - p] > 0,
    start: (s, p) => {
      let m = 0;
      for (let k = 1; k <= s.benchCount[1 - p]; k++) m |= 1 << ((1 - p) * SLOTS + k);
      return askSlot(s, m, false);
    },
    step: (s, action) => {
      if (actKind(action) !== Act.ChooseSlot) return true;
      const o = 1 - s.progPlayer[0], active = o * SLOTS, bench = actB(action);
      clearEffectsOnSlot(s, active);
      swapSlots(s, active, bench);
      emit(s, Ev.Switch, o, bench, active);
      s.reg[Reg.Count]++;
      return true;
    },
  },
  bot: {
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
  },
});
