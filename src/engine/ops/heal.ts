// Healing: damage removed from Pokémon, and recovery from Special Conditions.
import { type GameState, Pend, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev } from '../events.js';
import * as eventsModule from '../events.js';
import { Cond, T } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { SLOTS } = stateModule;
const { actKind, actB } = actionsModule;
const { emit } = eventsModule;
const { askSlot, slotsWhere, hasDamage, energyCand, discardAttached, heal } = commonModule;

export const opHealSelfAll: OpFn<Op.HealSelfAll> = (s) => {
  const self = s.reg[Reg.Attacker];
  heal(s, self, s.damage[self]);
  return true;
};

/** Leech Seed: "you may" heal `damage`: a Yes/No, asked only when some damage got through and there is damage to remove. */
export const opHealSelfUnlessPrevented: OpFn<Op.HealSelfUnlessPrevented> = (s, action, damage) => {
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    if (s.reg[Reg.DamageDone] <= 0 || s.damage[self] === 0) return true;
    s.pend[0] = Pend.YesNo;
    return false;
  }
  if (actKind(action) === Act.Yes) heal(s, self, damage);
  return true;
};

/** `damage` healed from one of your damaged Pokémon. */
export const opHeal: OpFn<Op.Heal> = (s, action, damage) => healOne(s, action, damage, false);

/**
 * `damage` healed from one of your damaged Pokémon (`benchOnly`: Benched). A Trainer is playable
 * only with a damaged Pokémon (canPlayTrainer); an attack heals nothing, and asks nothing, without one.
 */
const healOne = (s: GameState, action: number, damage: number, benchOnly: boolean): boolean => {
  if (action < 0) {
    const mask = slotsWhere(s, s.progPlayer[0], benchOnly, hasDamage);
    return mask === 0 ? true : askSlot(s, mask, false);
  }
  heal(s, actB(action), damage);
  return true;
};

export const opHealSelf: OpFn<Op.HealSelf> = (s, _action, damage) => {
  heal(s, s.reg[Reg.Attacker], damage);
  return true;
};

/** Giga Drain: the damage the attack put on the opponent's Active. */
export const opHealSelfDamageDone: OpFn<Op.HealSelfDamageDone> = (s) => {
  heal(s, s.reg[Reg.Attacker], s.reg[Reg.DamageDone]);
  return true;
};

/** Pokémon Center: each of your damaged Pokémon is healed of all damage, then discards all its Energy. */
export const opHealAllDiscardEnergy: OpFn<Op.HealAllDiscardEnergy> = (s) => {
  const p = s.progPlayer[0];
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0 || s.damage[sl] === 0) continue;
    heal(s, sl, s.damage[sl]);
    while (energyCand(s, sl, T.None) > 0) discardAttached(s, sl, s.cand[0]);
  }
  return true;
};

/** Full Heal: your Active is no longer Asleep, Confused, Paralyzed or Poisoned (a Burn is not among them). */
export const opClearActiveConditions: OpFn<Op.ClearActiveConditions> = (s) => {
  const p = s.progPlayer[0];
  const sl = p * SLOTS;
  if (s.cond[sl] !== 0) {
    emit(s, Ev.Condition, p, sl, s.cond[sl], 0);
    s.cond[sl] = 0;
  }
  if (s.poisoned[sl]) {
    s.poisoned[sl] = 0;
    emit(s, Ev.Condition, p, sl, Cond.Poisoned, 0);
  }
  return true;
};

/** Miracle Force: the attacker recovers from every Special Condition, a Burn and Poison included. */
export const opClearSelfConditions: OpFn<Op.ClearSelfConditions> = (s) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (s.cond[self] !== 0) {
    emit(s, Ev.Condition, p, self, s.cond[self], 0);
    s.cond[self] = 0;
  }
  if (s.poisoned[self]) {
    s.poisoned[self] = 0;
    emit(s, Ev.Condition, p, self, Cond.Poisoned, 0);
  }
  if (s.burned[self]) {
    s.burned[self] = 0;
    emit(s, Ev.Condition, p, self, Cond.Burned, 0);
  }
  return true;
};

// ---- std26d ----

/** Picnic Basket: heal `amount` from each Pokémon in play, both players'. */
export const opHealEachInPlay: OpFn<Op.HealEachInPlay> = (s, _action, amount) => {
  for (let q = 0; q < 2; q++) {
    for (let k = 0; k <= s.benchCount[q]; k++) {
      const sl = q * SLOTS + k;
      if (s.slotTop[sl] >= 0) heal(s, sl, amount);
    }
  }
  return true;
};

export const opHealEachOwn: OpFn<Op.HealEachOwn> = (s, _action, amount, benchOnly) => {
  const p = s.progPlayer[0];
  for (let k = benchOnly === 1 ? 1 : 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0) heal(s, sl, amount);
  }
  return true;
};

/** 1 of your damaged Benched Pokémon (none damaged: nothing is asked). */
export const opHealOneBenched: OpFn<Op.HealOneBenched> = (s, action, damage) => healOne(s, action, damage, true);
