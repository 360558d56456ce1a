// Switching: an Active Pokémon and a Benched one change places, yours or the opponent's; the one
// going to the Bench recovers (A6, C7).
import { GameState, ProgKind, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { TrainerKind, RuleBox } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as damageModule from '../damage.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { SLOTS, SLOT_CAP } = stateModule;
const { actKind, actB } = actionsModule;
const { emit } = eventsModule;
const { cTrainerKind, cRuleBoxKind, cSupporterShield } = tablesModule;
const { swapSlots, clearEffectsOnSlot, mayHoldTrainer, toolsOff } = zonesModule;
const { effectsPrevented } = damageModule;
const { askSlot, slotsWhere, anyPokemon, blocked } = commonModule;

/** Whirlwind: after the damage, the opponent chooses 1 of its Benched Pokémon to switch with the Defending Pokémon. */
export const opOpponentSwitchesActive: OpFn<Op.OpponentSwitchesActive> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  const target = s.reg[Reg.Target];
  if (action < 0) {
    if (s.benchCount[o] === 0 || s.slotTop[target] < 0) return true;
    // Being switched out is an effect done to the Defending Pokémon: Barrier, Agility and
    // Flare Veil stop it (RULES.md, Rulings R1).
    if (blocked(s, target, 0)) return true;
    s.reg[Reg.OpponentDecides] = 1;
    return askSlot(s, slotsWhere(s, o, true, anyPokemon), false);
  }
  s.reg[Reg.OpponentDecides] = 0;
  switchActive(s, o, actB(action));
  return true;
};

/** Choose 1 of the opponent's Benched Pokémon to become their Active (Gust of Wind, Boss's Orders, attacks). */
export const opSwitchOpponentActive: OpFn<Op.SwitchOpponentActive> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    const fromSupporter = s.progKind[0] === ProgKind.Trainer && cTrainerKind[s.cardDef[s.progSource[0]]] === TrainerKind.Supporter;
    const m = gustTargets(s, o, fromSupporter, s.progKind[0] === ProgKind.Attack);
    if (m === 0) return true;
    return askSlot(s, m, false);
  }
  switchActive(s, o, actB(action));
  return true;
};

/** Switch your Active with a Benched Pokémon, if you have one (optional: Done keeps it). */
const switchSelf = (s: GameState, action: number, optional: boolean): boolean => {
  const p = s.progPlayer[0];
  if (action < 0) {
    if (s.benchCount[p] === 0) return true;
    return askSlot(s, slotsWhere(s, p, true, anyPokemon), optional);
  }
  if (actKind(action) === Act.ChooseSlot) switchActive(s, p, actB(action));
  return true;
};

export const opOptionalSwitchSelf: OpFn<Op.OptionalSwitchSelf> = (s, action) => switchSelf(s, action, true);

export const opSwitchSelf: OpFn<Op.SwitchSelf> = (s, action) => switchSelf(s, action, false);

/** Prime Catcher: switch your Active with one of your Benched Pokémon, if you have one. */
export const opSwitchSelfIfBench: OpFn<Op.SwitchSelfIfBench> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return s.benchCount[p] === 0 ? true : askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
  switchActive(s, p, actB(action));
  return true;
};

/**
 * Suction Shock: switch in 1 chosen opponent Benched Pokémon; the attack does `damage` to it (the
 * target slot), with Weakness and Resistance. With no Bench to choose from, nothing happens after.
 */
export const opSwitchInOpponentThenDamage: OpFn<Op.SwitchInOpponentThenDamage> = (s, action, damage) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    const m = gustTargets(s, o, false, true);
    if (m === 0) {
      s.reg[Reg.Stopped] = 1; // nothing switched in: no damage and nothing after it
      return true;
    }
    return askSlot(s, m, false);
  }
  switchActive(s, o, actB(action));
  s.reg[Reg.Damage] = damage; // to the new Active (the target slot), with Weakness and Resistance
  return true;
};

/**
 * The Benched Pokémon of q an effect may switch into the Active spot; from a Supporter, not a
 * VSTAR or VMAX holding a Tool that shields it from Supporters (Leafy Camo Poncho); from an
 * attack, not one that the effects of attacks can't touch (Flare Veil; RULES.md, Rulings R1, R2).
 */
export const gustTargets = (s: GameState, q: number, fromSupporter: boolean, fromAttack: boolean): number => {
  let m = 0;
  for (let k = 1; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (fromSupporter && shieldedFromSupporters(s, sl)) continue;
    if (fromAttack && effectsPrevented(s, sl)) continue;
    m |= 1 << sl;
  }
  return m;
};

/** Leafy Camo Poncho: is the Pokémon on slot sl a VSTAR or VMAX with a Tool that shields it from the opponent's Supporters? */
const shieldedFromSupporters = (s: GameState, sl: number): boolean => {
  if (!mayHoldTrainer(s, sl) || toolsOff(s)) return false; // Jamming Tower
  const box = cRuleBoxKind[s.cardDef[s.slotTop[sl]]];
  if (box !== RuleBox.VSTAR && box !== RuleBox.VMAX) return false;
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) if (cSupporterShield[s.cardDef[s.slotCards[base + i]]]) return true;
  return false;
};

/** Switch player q's Active with a Benched slot; the one going to the Bench recovers (A6, C7). */
const switchActive = (s: GameState, q: number, bench: number): void => {
  const active = q * SLOTS;
  clearEffectsOnSlot(s, active);
  swapSlots(s, active, bench);
  emit(s, Ev.Switch, q, bench, active);
};
