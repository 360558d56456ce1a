// Energy ops: discarding attached Energy (as the price of an attack or a Trainer, or as its effect on
// the opponent), and moving it between Pokémon.
import { GameState, Pend, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Supertype, T, Dest } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as commonModule from './common.js';
import * as controlModule from './control.js';
import type { OpFn } from './args.js';
const { SLOTS, SLOT_CAP } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { cSuper, cEnergyType, cBasicEnergy } = tablesModule;
const { attachCard, detachCard, energyCards, addToHand, owner } = zonesModule;
const { headsOf } = controlModule;
const { askCard, askSlot, removeCand, slotsWhere, anyPokemon, hasEnergy, hasDamageAndEnergy, energyCand, discardAttached, discardEnergyFrom, blocked, heal } = commonModule;

/** "Discard … in order to use": not paid by an attack Metronome copies. */
export const opDiscardSelfEnergyCost: OpFn<Op.DiscardSelfEnergyCost> = (s, action, type, count) => {
  if (s.reg[Reg.Copied]) return true; // a copied attack's cost of use is not paid (Metronome)
  return discardEnergyFrom(s, s.reg[Reg.Attacker], type, count, action);
};

export const opDiscardSelfEnergy: OpFn<Op.DiscardSelfEnergy> = (s, action, type, count) =>
  discardEnergyFrom(s, s.reg[Reg.Attacker], type, count, action);

/** "You may discard `count` Energy cards": a Yes/No, then `bonus` damage and the discards. */
export const opOptionalDiscardForBonus: OpFn<Op.OptionalDiscardForBonus> = (s, action, count, bonus) => {
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    if (energyCards(s, self) < count) return true;
    s.pend[0] = Pend.YesNo;
    return false;
  }
  if (s.reg[Reg.Aux] === 0) {
    if (actKind(action) === Act.No) return true;
    s.reg[Reg.Aux] = 1;
    s.reg[Reg.Damage] += bonus;
    return discardEnergyFrom(s, self, T.None, count, -1);
  }
  return discardEnergyFrom(s, self, T.None, count, action);
};

/** Thunderbolt: every Energy card on the attacker, in order to use the attack. */
export const opDiscardAllSelfEnergyCost: OpFn<Op.DiscardAllSelfEnergyCost> = (s) => {
  const self = s.reg[Reg.Attacker];
  if (s.reg[Reg.Copied]) return true;
  while (energyCand(s, self, T.None) > 0) discardAttached(s, self, s.cand[0]);
  return true;
};

/** Whirlpool: 1 chosen Energy card from the Defending Pokémon, if it has any. */
export const opDiscardDefenderEnergy: OpFn<Op.DiscardDefenderEnergy> = (s, action) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
  if (action >= 0) {
    discardAttached(s, target, actA(action));
    return true;
  }
  const n = energyCand(s, target, T.None);
  if (n === 0) return true;
  if (n === 1) {
    discardAttached(s, target, s.cand[0]);
    return true;
  }
  return askCard(s, 1);
};

/** One of your Pokémon with Energy, then 1 of its Energy cards, discarded (a cost); `healed` damage healed from it when healing. */
const discardOwnEnergy = (s: GameState, action: number, healing: boolean, healed: number): boolean => {
  const p = s.progPlayer[0];
  const kind = action >= 0 ? actKind(action) : 0;
  if (action < 0) return askSlot(s, slotsWhere(s, p, false, healing ? hasDamageAndEnergy : hasEnergy), false);
  if (kind === Act.ChooseSlot) {
    s.reg[Reg.Chosen] = actB(action);
    s.reg[Reg.Count] = 0;
  }
  const sl = s.reg[Reg.Chosen];
  if (!discardEnergyFrom(s, sl, T.None, 1, kind === Act.ChooseCard ? action : -1)) return false;
  if (healing) heal(s, sl, healed);
  return true;
};

export const opDiscardOwnEnergy: OpFn<Op.DiscardOwnEnergy> = (s, action) => discardOwnEnergy(s, action, false, 0);

/** Super Potion: discard 1 Energy from one of your damaged Pokémon, and heal it. */
export const opDiscardOwnEnergyHeal: OpFn<Op.DiscardOwnEnergyHeal> = (s, action, damage) => discardOwnEnergy(s, action, true, damage);

/** Up to `most` Energy cards from one chosen opponent Pokémon (Done stops early). */
export const opDiscardOpponentEnergy: OpFn<Op.DiscardOpponentEnergy> = (s, action, most) => {
  const o = 1 - s.progPlayer[0];
  const kind = action >= 0 ? actKind(action) : 0;
  if (action < 0) return askSlot(s, slotsWhere(s, o, false, hasEnergy), false);
  if (kind === Act.ChooseSlot) s.reg[Reg.Chosen] = actB(action);
  else if (kind === Act.ChooseCard) {
    discardAttached(s, s.reg[Reg.Chosen], actA(action));
    s.reg[Reg.Count]++;
  } else return true; // Done
  if (s.reg[Reg.Count] >= most || energyCand(s, s.reg[Reg.Chosen], T.None) === 0) return true;
  return askCard(s, 1);
};

/** Tropic Breeze: every Energy card on the attacker moves to 1 chosen Benched Pokémon of yours. */
export const opMoveAllSelfEnergyToBench: OpFn<Op.MoveAllSelfEnergyToBench> = (s, action) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    if (s.benchCount[p] === 0 || s.slotTop[self] < 0 || energyCand(s, self, T.None) === 0) return true;
    return askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
  }
  const to = actB(action);
  while (energyCand(s, self, T.None) > 0) moveEnergy(s, p, s.cand[0], self, to);
  return true;
};

/**
 * Hail Blade: any number of Energy cards of `type` from your Pokémon, `perCard` damage each. Count:
 * cards discarded so far; the candidates are the ones still attached.
 */
export const opDiscardTypeForDamage: OpFn<Op.DiscardTypeForDamage> = (s, action, type, perCard) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    let n = 0;
    for (let k = s.benchCount[p]; k >= 0; k--) { // Benched Pokémon first: their Energy is offered first
      const sl = p * SLOTS + k;
      const base = sl * SLOT_CAP;
      for (let i = 0; i < s.slotCount[sl]; i++) {
        const c = s.slotCards[base + i];
        const d = s.cardDef[c];
        // T.None: any basic Energy card (Bellowing Thunder).
        if (type === T.None ? cBasicEnergy[d] === 1 : cSuper[d] === Supertype.Energy && cEnergyType[d] === type) s.cand[n++] = c;
      }
    }
    s.candCount[0] = n;
    s.reg[Reg.Count] = 0;
  } else if (actKind(action) === Act.ChooseCard) {
    const c = actA(action);
    discardAttached(s, s.cardSlot[c], c);
    removeCand(s, c);
    s.reg[Reg.Count]++;
  } else s.candCount[0] = 0; // Done
  s.reg[Reg.Damage] = perCard * s.reg[Reg.Count];
  return s.candCount[0] === 0 ? true : askCard(s, 0);
};

/**
 * Garland Ray: up to `most` Energy cards from the attacker, as its player chooses (Done ends it);
 * the damage is `perCard` for each card discarded. Count: cards discarded so far.
 */
export const opDiscardSelfEnergyForDamage: OpFn<Op.DiscardSelfEnergyForDamage> = (s, action, most, perCard) => {
  const self = s.reg[Reg.Attacker];
  if (action < 0) s.reg[Reg.Count] = 0;
  else if (actKind(action) === Act.ChooseCard) {
    discardAttached(s, self, actA(action));
    s.reg[Reg.Count]++;
  } else most = s.reg[Reg.Count]; // Done
  s.reg[Reg.Damage] = perCard * s.reg[Reg.Count];
  return s.reg[Reg.Count] >= most || energyCand(s, self, T.None) === 0 ? true : askCard(s, 0);
};

// ---------------- std26c ----------------

/** Fill cand with the basic Energy cards attached to player p's Pokémon; how many. */
const basicEnergyOnOwn = (s: GameState, p: number): number => {
  let n = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const base = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const c = s.slotCards[base + i];
      if (cBasicEnergy[s.cardDef[c]] === 1) s.cand[n++] = c;
    }
  }
  s.candCount[0] = n;
  return n;
};

/** Energy Switch's precondition: 2 Pokémon in play, one of them with a basic Energy card (reads only). */
export const basicEnergySwitchable = (s: GameState, p: number): boolean => {
  if (s.benchCount[p] === 0) return false;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const base = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) if (cBasicEnergy[s.cardDef[s.slotCards[base + i]]] === 1) return true;
  }
  return false;
};

/** Energy Switch: a basic Energy card on one of your Pokémon, then the other Pokémon it moves to. */
export const opMoveBasicEnergyOwn: OpFn<Op.MoveBasicEnergyOwn> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    if (basicEnergyOnOwn(s, p) === 0 || s.benchCount[p] === 0) return true;
    return askCard(s, 1);
  }
  if (actKind(action) === Act.ChooseCard) {
    const c = actA(action);
    s.reg[Reg.Chosen] = c;
    return askSlot(s, slotsWhere(s, p, false, anyPokemon) & ~(1 << s.cardSlot[c]), false);
  }
  const c = s.reg[Reg.Chosen], from = s.cardSlot[c], to = actB(action);
  detachCard(s, from, c);
  attachCard(s, to, c);
  emit(s, Ev.MoveEnergy, p, c, from, to);
  return true;
};

// ---- std26f ----

/** Fill cand with the Special Energy cards attached to slot sl; how many. */
const specialEnergyCand = (s: GameState, sl: number): number => {
  const base = sl * SLOT_CAP;
  let n = 0;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === 0) s.cand[n++] = c;
  }
  s.candCount[0] = n;
  return n;
};

/** Has slot sl a Special Energy card attached? (reads only: Trainer playability calls it) */
export const hasSpecialEnergy = (s: GameState, sl: number): boolean => {
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === 0) return true;
  }
  return false;
};

/** Enhanced Hammer: one of the opponent's Pokémon with a Special Energy, then 1 of those cards, discarded. */
export const opDiscardOpponentSpecialEnergy: OpFn<Op.DiscardOpponentSpecialEnergy> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    const m = slotsWhere(s, o, false, hasSpecialEnergy);
    return m === 0 ? true : askSlot(s, m, false);
  }
  if (actKind(action) === Act.ChooseCard) {
    discardAttached(s, s.reg[Reg.Chosen], actA(action));
    return true;
  }
  const sl = actB(action);
  s.reg[Reg.Chosen] = sl;
  if (specialEnergyCand(s, sl) === 1) {
    discardAttached(s, sl, s.cand[0]);
    return true;
  }
  return askCard(s, 1);
};

/**
 * `count` Energy cards attached to the attacker go to its player's hand (as many as it has), asking
 * which only when they differ. Uses Count as progress.
 */
export const opSelfEnergyToHand: OpFn<Op.SelfEnergyToHand> = (s, action, count) => energyToHandFrom(s, s.reg[Reg.Attacker], count, action);

/** `count` Energy cards on slot sl to their owner's hand, asking which only when they differ (Count: progress). */
const energyToHandFrom = (s: GameState, sl: number, count: number, action: number): boolean => {
  if (action >= 0 && actKind(action) === Act.ChooseCard) {
    energyToHand(s, sl, actA(action));
    s.reg[Reg.Count]++;
  }
  while (s.reg[Reg.Count] < count) {
    const n = energyCand(s, sl, T.None);
    if (n === 0) return true;
    let same = true;
    for (let i = 1; i < n; i++) if (s.cardDef[s.cand[i]] !== s.cardDef[s.cand[0]]) same = false;
    if (!same) return askCard(s, count + 1); // a card must be chosen (as discardEnergyFrom)
    energyToHand(s, sl, s.cand[0]);
    s.reg[Reg.Count]++;
  }
  return true;
};

const energyToHand = (s: GameState, sl: number, c: number): void => {
  detachCard(s, sl, c);
  addToHand(s, c);
  emit(s, Ev.Search, owner(c), c, Dest.Hand, From.InPlay);
};

/** A Special Energy card on the Defending Pokémon is discarded (which one asked when they differ). */
export const opDiscardDefenderSpecialEnergy: OpFn<Op.DiscardDefenderSpecialEnergy> = (s, action) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
  if (action >= 0) {
    discardAttached(s, target, actA(action));
    return true;
  }
  let n = energyCand(s, target, T.None), special = 0, same = true;
  for (let i = 0; i < n; i++) {
    const c = s.cand[i];
    if (cBasicEnergy[s.cardDef[c]] === 1) continue;
    if (special > 0 && s.cardDef[c] !== s.cardDef[s.cand[0]]) same = false;
    s.cand[special++] = c;
  }
  s.candCount[0] = n = special;
  if (n === 0) return true;
  if (same) {
    discardAttached(s, target, s.cand[0]);
    return true;
  }
  return askCard(s, 1);
};

/** An Energy card on the attacker moves to 1 of your Benched Pokémon: the Pokémon first, then the card when they differ. */
export const opMoveSelfEnergyToBench: OpFn<Op.MoveSelfEnergyToBench> = (s, action) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    if (s.benchCount[p] === 0 || s.slotTop[self] < 0 || energyCand(s, self, T.None) === 0) return true;
    return askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
  }
  if (actKind(action) === Act.ChooseSlot) {
    s.reg[Reg.Chosen] = actB(action);
    const n = energyCand(s, self, T.None);
    let same = true;
    for (let i = 1; i < n; i++) if (s.cardDef[s.cand[i]] !== s.cardDef[s.cand[0]]) same = false;
    if (!same) return askCard(s, 1);
    moveEnergy(s, p, s.cand[0], self, s.reg[Reg.Chosen]);
    return true;
  }
  moveEnergy(s, p, actA(action), self, s.reg[Reg.Chosen]);
  return true;
};

const moveEnergy = (s: GameState, p: number, e: number, from: number, to: number): void => {
  detachCard(s, from, e);
  attachCard(s, to, e);
  emit(s, Ev.MoveEnergy, p, e, from, to);
};

/** An Energy discarded from the Defending Pokémon for each heads (coins; 0: flips until tails), which ones asked when they differ. */
export const opDiscardDefenderEnergyPerHeads: OpFn<Op.DiscardDefenderEnergyPerHeads> = (s, action, coins) => {
  const target = s.reg[Reg.Target];
  if (action < 0) {
    s.reg[Reg.Aux] = headsOf(s, coins);
    if (s.reg[Reg.Aux] === 0 || s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
  }
  return discardEnergyFrom(s, target, T.None, s.reg[Reg.Aux], action);
};

/** One Energy of `type` on the Defending Pokémon, discarded (which one asked when they differ). */
export const opDiscardDefenderEnergyOfType: OpFn<Op.DiscardDefenderEnergyOfType> = (s, action, type) => {
  const target = s.reg[Reg.Target];
  if (action < 0 && (s.slotTop[target] < 0 || blocked(s, target, 0))) return true;
  return discardEnergyFrom(s, target, type, 1, action);
};

/** `count` Energy cards on the Defending Pokémon go to the opponent's hand (which ones asked when they differ). */
export const opDefenderEnergyToHand: OpFn<Op.DefenderEnergyToHand> = (s, action, count) => {
  const target = s.reg[Reg.Target];
  if (action < 0 && (s.slotTop[target] < 0 || blocked(s, target, 0))) return true;
  return energyToHandFrom(s, target, count, action);
};

/** Every Energy card on the attacker moves to a Benched Pokémon of your choice, one card at a time. */
export const opMoveAllSelfEnergyToBenchAsYouLike: OpFn<Op.MoveAllSelfEnergyToBenchAsYouLike> = (s, action) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action >= 0 && energyCand(s, self, T.None) > 0) moveEnergy(s, p, s.cand[0], self, actB(action));
  if (s.benchCount[p] === 0 || s.slotTop[self] < 0 || energyCand(s, self, T.None) === 0) return true;
  return askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
};
