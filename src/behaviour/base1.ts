// The Base Set's Pokémon Powers used as actions, each in one definition (registry.ts): what it does
// in the engine and the greedy bot's reading of it. Rain Dance (Blastoise), Energy Trans (Venusaur),
// Damage Swap (Alakazam), Energy Burn (Charizard) and Buzzap (Electrode). What makes them Powers
// (A7: off while Asleep, Confused or Paralyzed) is the card's `AbilityDef.power`, from the facts
// table, checked in engine/powers.ts. Energy Burn wearing off (powersEndTurn) and Buzzap's card
// becoming Energy while it is Knocked Out (buzzapAttach) happen in flow.ts's turn end and Knock Out
// settling, through engine/powers.ts. The greedy bot's uses must make progress toward an attack or
// save a Pokémon, so "as often as you like" never loops: Rain Dance only where a Water Energy is
// still needed, Energy Trans only from the Bench to an Active it lets attack, Damage Swap only off
// the Active, Energy Burn only when it makes an attack payable, Buzzap only from the Bench when its
// 2 Energy let the Active attack and the Prize it gives away does not lose the game.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Pend, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as actionsModule from '../engine/actions.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as gameModule from '../engine/game.js';
import * as flowModule from '../engine/flow.js';
import { AbilityKind, Supertype, T, Cond } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as typesModule from '../cards/types.js';
import * as registryModule from './registry.js';
import type { PowerHelpers } from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP, MAX_DECK, ENERGY_STRIDE } = stateModule;
const { actA, actB } = actionsModule;
const { emit } = eventsModule;
const { ask, ENERGY_BURNED } = powersModule;
const { cSuper, cType, cEnergyType, cAttackStart, cAttackCount, aCost, aTypedMask, aDamage } = tablesModule;
const { attachCard, detachCard, removeFromHand, maxHp } = zonesModule;
const { costMet } = gameModule;
const { moveDamageCounters } = flowModule;
const { TYPE_COUNT } = typesModule;
const { defineAbility, defineAttack } = registryModule;

// ---------- the engine's reach ----------

/** Damage one Damage Swap moves (a damage counter). */
const COUNTER = 10;

/** FORM_TYPES (pool.ts): Grass to Fighting, the types T numbers 0–5 (Buzzap's options). */
const FORM_TYPE_COUNT = T.Colorless;

/** Rain Dance: Water Energy cards in p's hand into cand; returns how many. */
const waterInHand = (s: GameState, p: number, fill: boolean): number => {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Energy && cEnergyType[d] === T.Water) {
      if (!fill) return 1;
      s.cand[n++] = c;
    }
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** Slots of player p whose Pokémon is of type t. */
const pokemonOfType = (s: GameState, p: number, t: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && cType[s.cardDef[s.slotTop[sl]]] === t) m |= 1 << sl;
  }
  return m;
};

/** The first Grass Energy card attached to slot sl, or -1. */
const grassCard = (s: GameState, sl: number): number => {
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] === Supertype.Energy && cEnergyType[d] === T.Grass) return s.slotCards[base + i];
  }
  return -1;
};

/** Energy Trans: slots of p holding a Grass Energy card (only if there is somewhere to move it). */
const grassSources = (s: GameState, p: number): number => {
  if (s.benchCount[p] === 0) return 0;
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && grassCard(s, sl) >= 0) m |= 1 << sl;
  }
  return m;
};

/** Slots of p other than `except`. */
const otherPokemon = (s: GameState, p: number, except: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (sl !== except && s.slotTop[sl] >= 0) m |= 1 << sl;
  }
  return m;
};

/** Damage Swap: slots of p that can take a counter from `from` without being Knocked Out. */
const swapReceivers = (s: GameState, p: number, from: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (sl !== from && s.slotTop[sl] >= 0 && s.damage[sl] + COUNTER < maxHp(s, sl)) m |= 1 << sl;
  }
  return m;
};

/** Damage Swap: slots of p with a counter that has somewhere to go. */
const swapSources = (s: GameState, p: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] > 0 && swapReceivers(s, p, sl) !== 0) m |= 1 << sl;
  }
  return m;
};

/** Energy Burn: does slot sl hold Energy that is not yet Fire? */
const hasNonFire = (s: GameState, sl: number): boolean => {
  const e = sl * ENERGY_STRIDE;
  return s.slotEnergy[e + TYPE_COUNT] > s.slotEnergy[e + T.Fire];
};

/** Energy Burn: count every Energy on slot sl as Fire (for costs) until the end of the turn (powersEndTurn). */
const energyBurn = (s: GameState, sl: number): void => {
  const e = sl * ENERGY_STRIDE;
  for (let t = 0; t < TYPE_COUNT; t++) {
    if (t === T.Fire) continue;
    s.slotEnergy[e + T.Fire] += s.slotEnergy[e + t];
    s.slotEnergy[e + t] = 0;
  }
  s.usedOnce[sl] |= ENERGY_BURNED;
};

/** A Power of two sub-choices, in the engine: true on the first (reg[Aux] counts the choices made). */
const firstChoice = (s: GameState): boolean => s.reg[Reg.Aux]++ === 0;

// ---------- the greedy bot's reading ----------

/** Best Water Pokémon of p for one more Water Energy, and how much it helps (0: nowhere). */
function bestWaterTarget(s: GameState, p: number, h: PowerHelpers): number {
  let best = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0) continue;
    const need = h.energyNeed(s, sl, T.Water);
    if (need > best) best = need;
  }
  return best;
}

function activeAttackPayable(s: GameState, sl: number): boolean {
  const d = s.cardDef[s.slotTop[sl]];
  for (let k = 0; k < cAttackCount[d]; k++) if (aDamage[cAttackStart[d] + k] > 0 && costMet(s, sl, cAttackStart[d] + k)) return true;
  return false;
}

/** Energy Burn: would counting every Energy on sl as Fire make a damaging attack payable? */
function burnEnables(s: GameState, sl: number): boolean {
  if (activeAttackPayable(s, sl)) return false;
  const d = s.cardDef[s.slotTop[sl]];
  const total = s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    const cb = id * (TYPE_COUNT + 1);
    if (aDamage[id] <= 0 || total < aCost[cb + TYPE_COUNT]) continue;
    if ((aTypedMask[id] & ~(1 << T.Fire)) === 0 && total >= aCost[cb + T.Fire]) return true;
  }
  return false;
}

/** A benched Pokémon of p with a Grass Energy card: there is one to move to the Active. */
function benchHasGrass(s: GameState, p: number): boolean {
  for (let k = 1; k <= s.benchCount[p]; k++) if (s.slotEnergy[(p * SLOTS + k) * ENERGY_STRIDE + T.Grass] > 0) return true;
  return false;
}

/** Damage Swap: the benched receiver that keeps the most HP, if it stays safer than the Active would. */
function swapReceiver(s: GameState, p: number): number {
  const active = p * SLOTS;
  if (s.damage[active] === 0) return -1;
  let best = -1, bestLeft = maxHp(s, active) - s.damage[active] + 10;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const left = maxHp(s, sl) - s.damage[sl] - 10; // after taking the counter
    if (left > 30 && left > bestLeft) { best = sl; bestLeft = left; }
  }
  return best;
}

/** Buzzap: the first type (FORM_TYPES order, Grass to Fighting) whose 2 Energy let the Active attack, or -1. */
function buzzapType(s: GameState, p: number, sl: number, h: PowerHelpers): number {
  const active = p * SLOTS;
  if (sl === active || s.slotTop[active] < 0 || s.prizeCount[1 - p] <= 1) return -1;
  for (let t = 0; t < T.Colorless; t++) if (h.enablesAttack(s, active, t, 2)) return t;
  return -1;
}

/** In the bot, before the engine takes the choice: the Power's first sub-choice is being made. */
const first = (s: GameState): boolean => s.reg[Reg.Aux] === 0;

// Rain Dance: a Water Energy card from the hand, then one of your Water Pokémon to attach it to.
defineAbility({
  name: 'Rain Dance',
  text: () => 'as often as you like in your turn, attach a Water Energy from your hand to one of your Water Pokémon (not while Asleep, Confused or Paralyzed)',
  oneActionPerSide: true,
  engine: {
    usable: (s, p) => waterInHand(s, p, false) > 0 && pokemonOfType(s, p, T.Water) !== 0,
    start: (s, p) => {
      waterInHand(s, p, true);
      return ask(s, Pend.Card, 0);
    },
    step: (s, action) => {
      const p = s.progPlayer[0];
      if (firstChoice(s)) {
        s.reg[Reg.Chosen] = actA(action);
        return ask(s, Pend.Slot, pokemonOfType(s, p, T.Water));
      }
      const c = s.reg[Reg.Chosen], to = actB(action);
      removeFromHand(s, c);
      attachCard(s, to, c);
      emit(s, Ev.Attach, p, c, to, From.Hand);
      return true;
    },
  },
  bot: {
    score: (s, p, _sl, h) => {
      const need = bestWaterTarget(s, p, h);
      return need > 0 ? 385 + need * 10 : -1;
    },
    choiceScore: (s, p, a, h) => {
      if (first(s)) return 0; // every Water Energy card is the same
      const sl = actB(a);
      return h.energyNeed(s, sl, T.Water) * 10 + (sl === p * SLOTS && h.enablesAttack(s, sl, T.Water) ? 100 : 0);
    },
  },
});

// Blastoise (base1 2), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Hydro Pump', effects: [[Op.PlusPerExtraEnergy, T.Water, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' });

// Energy Trans: a Pokémon with a Grass Energy card, then another to move it to.
defineAbility({
  name: 'Energy Trans',
  text: () => 'as often as you like in your turn, move a Grass Energy from one of your Pokémon to another (not while Asleep, Confused or Paralyzed)',
  oneActionPerSide: true,
  engine: {
    usable: (s, p) => grassSources(s, p) !== 0,
    start: (s, p) => ask(s, Pend.Slot, grassSources(s, p)),
    step: (s, action) => {
      const p = s.progPlayer[0];
      if (firstChoice(s)) {
        s.reg[Reg.Chosen] = actB(action);
        return ask(s, Pend.Slot, otherPokemon(s, p, actB(action)));
      }
      const from = s.reg[Reg.Chosen], to = actB(action);
      const c = grassCard(s, from);
      detachCard(s, from, c);
      attachCard(s, to, c);
      emit(s, Ev.Attach, p, c, to, From.InPlay, from);
      return true;
    },
  },
  bot: {
    score: (s, p, _sl, h) => (benchHasGrass(s, p) && h.enablesAttack(s, p * SLOTS, T.Grass) ? 395 : -1),
    choiceScore: (s, p, a, h) => {
      const sl = actB(a), active = p * SLOTS;
      if (first(s)) return sl === active ? -1000 : s.slotEnergy[sl * ENERGY_STRIDE + T.Grass];
      return sl === active ? 1000 : h.energyNeed(s, sl, T.Grass);
    },
  },
});

// Damage Swap: a damaged Pokémon, then another that one counter does not Knock Out.
defineAbility({
  name: 'Damage Swap',
  text: () => 'as often as you like in your turn, move a damage counter from one of your Pokémon to another that it would not Knock Out (not while Asleep, Confused or Paralyzed)',
  oneActionPerSide: true,
  engine: {
    usable: (s, p) => swapSources(s, p) !== 0,
    start: (s, p) => ask(s, Pend.Slot, swapSources(s, p)),
    step: (s, action) => {
      const p = s.progPlayer[0];
      if (firstChoice(s)) {
        s.reg[Reg.Chosen] = actB(action);
        return ask(s, Pend.Slot, swapReceivers(s, p, actB(action)));
      }
      const from = s.reg[Reg.Chosen], to = actB(action);
      moveDamageCounters(s, p, from, to, COUNTER);
      return true;
    },
  },
  bot: {
    score: (s, p) => (swapReceiver(s, p) >= 0 ? 300 : -1),
    choiceScore: (s, p, a) => {
      const sl = actB(a);
      if (first(s)) return sl === p * SLOTS ? 1000 : -s.damage[sl];
      return sl === swapReceiver(s, p) ? 1000 : maxHp(s, sl) - s.damage[sl];
    },
  },
});

// Alakazam (base1 1), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Confuse Ray', effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' });

// Energy Burn: no choice; its own Pokémon's Energy counts as Fire until the end of the turn.
defineAbility({
  kind: AbilityKind.EnergyBurn,
  text: () => 'in your turn, all Energy attached to it counts as Fire until the end of the turn (not while Asleep, Confused or Paralyzed)',
  engine: {
    usable: (s, _p, sl) => hasNonFire(s, sl),
    start: (s, _p, sl) => {
      energyBurn(s, sl);
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p, sl) => (sl === p * SLOTS && burnEnables(s, sl) ? 395 : -1),
    choiceScore: () => 0, // no sub-choice
  },
});

// Charizard (base1 4), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Fire Spin', effects: [[Op.DiscardSelfEnergyCost, T.None, 2]], note: 'discard 2 Energy' });

// Buzzap: another of your Pokémon, then the type (option i: FORM_TYPES[i]) its Energy will provide.
defineAbility({
  kind: AbilityKind.Buzzap,
  text: (a) => `in your turn, Knock it Out (the opponent takes a Prize) and attach it to another of your Pokémon as an Energy card that provides ${a} Energy of a type you choose; the cards under it are discarded (not while Asleep, Confused or Paralyzed)`,
  engine: {
    usable: (s, p) => s.benchCount[p] > 0, // another Pokémon to attach it to
    start: (s, p, sl) => ask(s, Pend.Slot, otherPokemon(s, p, sl)),
    step: (s, action) => {
      if (firstChoice(s)) {
        s.reg[Reg.Chosen] = actB(action);
        s.pend[0] = Pend.Option;
        s.candCount[0] = FORM_TYPE_COUNT;
        return false;
      }
      // It Knocks itself Out: the settling of Knock Outs (flow.ts) gives the prize and moves its
      // card, as Energy, to the chosen Pokémon (powers.ts buzzapAttach).
      const holder = s.progSource[0];
      s.buzzSlot[0] = holder + 1;
      s.buzzTo[0] = s.reg[Reg.Chosen];
      s.buzzType[0] = actB(action);
      s.damage[holder] = maxHp(s, holder);
      s.koCheck[0] = 1; // may Knock Out (flow.ts)
      return true;
    },
  },
  bot: {
    // below attaching from the hand: the card in hand may be enough
    score: (s, p, sl, h) => (buzzapType(s, p, sl, h) >= 0 ? 360 : -1),
    choiceScore: (s, p, a, h) => {
      const sl = actB(a);
      if (first(s)) return sl === p * SLOTS ? 1000 : 0;
      // sl is the option: a type; the one that lets the chosen Pokémon attack, else the most useful
      return h.enablesAttack(s, s.reg[Reg.Chosen], sl, 2) ? 1000 : h.energyNeed(s, s.reg[Reg.Chosen], sl);
    },
  },
});

// Electrode (base1 21), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Electric Shock', effects: [[Op.FlipTailsSelfDamage, 10]], note: 'tails: 10 to itself' });
