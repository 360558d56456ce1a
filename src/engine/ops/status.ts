// Ops that leave a lasting state on a Pokémon: Special Conditions, guards (prevent damage or effects)
// and debuffs until the end of the opponent's next turn, "can't attack" locks, and the Weakness or
// Resistance a conversion sets.
import { GameState, Pend, Reg } from '../state.js';
import * as stateModule from '../state.js';
import * as actionsModule from '../actions.js';
import { Ev, Flip } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Cond, Debuff, T } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as damageModule from '../damage.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { actB } = actionsModule;
const { SLOTS } = stateModule;
const { emit, coin } = eventsModule;
const { cAttackCount, cStage, cAttackStart, aNameId } = tablesModule;
const { owner, lockAttack, maxHp, setBoost } = zonesModule;
const { weaknessOf } = damageModule;
const { blocked, applyCondition, setCondition, knockedOutLastTurn } = commonModule;

/** Foul Gas: `heads` on heads, `tails` on tails. */
export const opFlipConditionEither: OpFn<Op.FlipConditionEither> = (s, _action, heads, tails) => {
  const target = s.reg[Reg.Target];
  applyCondition(s, target, coin(s, Flip.Attack, s.progPlayer[0]) ? heads : tails);
  return true;
};

/** Toxic: Poisoned, with `poisonDamage` at each Pokémon Checkup. */
export const opStrongPoison: OpFn<Op.StrongPoison> = (s, _action, poisonDamage) => {
  const target = s.reg[Reg.Target];
  applyCondition(s, target, Cond.Poisoned);
  if (s.poisoned[target]) s.poisoned[target] = s.hitPoison[target] = (poisonDamage / 10) | 0; // Checkup damage = 10 × this
  return true;
};

export const opCondition: OpFn<Op.Condition> = (s, _action, cond) => {
  applyCondition(s, s.reg[Reg.Target], cond);
  return true;
};

export const opFlipHeadsCondition: OpFn<Op.FlipHeadsCondition> = (s, _action, cond) => {
  const target = s.reg[Reg.Target];
  if (coin(s, Flip.Attack, s.progPlayer[0])) applyCondition(s, target, cond);
  return true;
};

/** Vengeful Shock: `cond` if one of your Pokémon was Knocked Out by an attack's damage in the opponent's last turn. */
export const opConditionIfKnockedOutLastTurn: OpFn<Op.ConditionIfKnockedOutLastTurn> = (s, _action, cond) => {
  const target = s.reg[Reg.Target];
  if (knockedOutLastTurn(s, s.progPlayer[0], true)) applyCondition(s, target, cond);
  return true;
};

export const opFlipHeadsGuard: OpFn<Op.FlipHeadsGuard> = (s, _action, guard, param) => {
  const self = s.reg[Reg.Attacker];
  if (coin(s, Flip.Attack, s.progPlayer[0])) setGuard(s, self, guard, param);
  return true;
};

export const opGuard: OpFn<Op.Guard> = (s, _action, guard, param) => {
  setGuard(s, s.reg[Reg.Attacker], guard, param);
  return true;
};

/** A debuff on the Defending Pokémon; DisableAttack asks which attack (option i: its attack i) when it has several. */
export const opDebuffDefender: OpFn<Op.DebuffDefender> = (s, action, debuff, amount) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
  if (debuff === Debuff.DisableAttack) {
    const n = cAttackCount[s.cardDef[s.slotTop[target]]];
    if (action < 0 && n > 1) {
      s.pend[0] = Pend.Option;
      s.candCount[0] = n;
      return false;
    }
    setDebuff(s, target, debuff, action < 0 ? 0 : actB(action));
    return true;
  }
  setDebuff(s, target, debuff, amount);
  return true;
};

export const opSelfCantAttackNextTurn: OpFn<Op.SelfCantAttackNextTurn> = (s) => {
  const self = s.reg[Reg.Attacker];
  const turn = s.turn[0];
  s.noAttackTurn[self] = turn + 2;
  emit(s, Ev.CantAttack, s.progPlayer[0], self, turn + 2);
  return true;
};

export const opFlipTailsSelfCantAttackNextTurn: OpFn<Op.FlipTailsSelfCantAttackNextTurn> = (s) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  const turn = s.turn[0];
  if (!coin(s, Flip.Attack, p)) {
    s.noAttackTurn[self] = turn + 2;
    emit(s, Ev.CantAttack, p, self, turn + 2);
  }
  return true;
};

/** Mega Brave: the attacker can't use this attack next turn (progSource: the copied attack when Genome Hacking runs one). */
export const opLockAttackNextTurn: OpFn<Op.LockAttackNextTurn> = (s) => {
  lockAttack(s, s.reg[Reg.Attacker], s.progSource[0]);
  return true;
};

/** Conversion 1: a Defending Pokémon that has a Weakness gets a chosen one other than Colorless. */
export const opConvertDefenderWeakness: OpFn<Op.ConvertDefenderWeakness> = (s, action) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
  if (weaknessOf(s, target, s.cardDef[s.slotTop[target]]) === T.None) return true;
  if (action < 0) return askType(s);
  convert(s, target, false, actB(action));
  return true;
};

/** Conversion 2: the attacker's Resistance becomes a chosen type other than Colorless. */
export const opConvertSelfResistance: OpFn<Op.ConvertSelfResistance> = (s, action) => {
  const self = s.reg[Reg.Attacker];
  if (action < 0) return askType(s);
  convert(s, self, true, actB(action));
  return true;
};

/** Ask for a type other than Colorless: option i is type i (T.Grass .. T.Fighting). */
const askType = (s: GameState): false => {
  s.pend[0] = Pend.Option;
  s.candCount[0] = T.Colorless;
  return false;
};

/** Conversion: set a slot's Weakness (or Resistance) type until it leaves the Active spot or evolves. */
const convert = (s: GameState, sl: number, resistance: boolean, type: number): void => {
  if (resistance) s.resOverride[sl] = type + 1;
  else s.weakOverride[sl] = type + 1;
  emit(s, Ev.Converted, owner(s.slotTop[sl]), sl, resistance ? 1 : 0, type);
};

const setGuard = (s: GameState, sl: number, g: number, param: number): void => {
  s.guard[sl] = g;
  s.guardParam[sl] = param;
  s.guardUntil[sl] = s.turn[0] + 1; // through the opponent's next turn
  emit(s, Ev.Guarded, owner(s.slotTop[sl]), sl, g);
};

const setDebuff = (s: GameState, sl: number, d: number, param: number): void => {
  s.debuff[sl] = d;
  s.debuffParam[sl] = param;
  s.debuffUntil[sl] = s.turn[0] + 1;
  emit(s, Ev.Debuffed, owner(s.slotTop[sl]), sl, d, param);
};

/** Refrigerated Stream: an Evolution Pokémon still Defending can't attack in the opponent's next turn. */
export const opDefenderCantAttackIfEvolution: OpFn<Op.DefenderCantAttackIfEvolution> = (s) => {
  const p = s.progPlayer[0];
  const target = (1 - p) * SLOTS;
  const top = s.slotTop[target];
  if (top < 0 || cStage[s.cardDef[top]] === 0 || blocked(s, target, 0)) return true;
  const turn = s.turn[0] + 1;
  s.noAttackTurn[target] = turn;
  emit(s, Ev.CantAttack, 1 - p, target, turn);
  return true;
};

/**
 * The attacker's own Special Condition ("This Pokémon is now Confused"): an effect of its own
 * attack, so neither its guards against the opponent's effects nor Mirror Move's record apply.
 */
export const opSelfCondition: OpFn<Op.SelfCondition> = (s, _action, cond) => {
  const sl = s.reg[Reg.Attacker];
  if (s.slotTop[sl] >= 0) setCondition(s, sl, cond);
  return true;
};

/** "The Defending Pokémon can't attack during your opponent's next turn" (`basicOnly`: if it is a Basic Pokémon). */
export const opDefenderCantAttack: OpFn<Op.DefenderCantAttack> = (s, _action, basicOnly) => {
  const p = s.progPlayer[0];
  const target = (1 - p) * SLOTS;
  const top = s.slotTop[target];
  if (top < 0 || (basicOnly === 1 && cStage[s.cardDef[top]] !== 0) || blocked(s, target, 0)) return true;
  const turn = s.turn[0] + 1;
  s.noAttackTurn[target] = turn;
  emit(s, Ev.CantAttack, 1 - p, target, turn);
  return true;
};

/** "During your next turn, this Pokémon can't retreat": the debuff on the attacker until its player's next turn ends. */
export const opSelfCantRetreatNextTurn: OpFn<Op.SelfCantRetreatNextTurn> = (s) => {
  const self = s.reg[Reg.Attacker];
  s.debuff[self] = Debuff.CantRetreat;
  s.debuffParam[self] = 0;
  s.debuffUntil[self] = s.turn[0] + 2;
  emit(s, Ev.Debuffed, s.progPlayer[0], self, Debuff.CantRetreat, 0);
  return true;
};

/** "If your opponent's Pokémon is Knocked Out by damage from this attack, …": a guard on the attacker when the Pokémon it hit has damage reaching its HP. */
export const opGuardIfDefenderKnockedOut: OpFn<Op.GuardIfDefenderKnockedOut> = (s, _action, guard, param) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] >= 0 && s.reg[Reg.DamageDone] > 0 && s.damage[target] >= maxHp(s, target)) setGuard(s, s.reg[Reg.Attacker], guard, param);
  return true;
};

/**
 * "During your next turn, attacks used by this Pokémon (its X attack) do N more damage": the
 * attacker's boost for its player's next turn, for any attack (attack 0) or for the name of its
 * attack number attack − 1 (zones.ts setBoost; effects.ts damageStep adds it). An attack effect:
 * cleared when it goes to the Bench or evolves. The bonus is in tens, at most 310 (tables.ts checks).
 */
export const opBoostNextTurn: OpFn<Op.BoostNextTurn> = (s, _action, bonus, attack) => {
  const self = s.reg[Reg.Attacker];
  setBoost(s, self, bonus, attack === 0 ? -1 : aNameId[cAttackStart[s.cardDef[s.slotTop[self]]] + attack - 1]);
  return true;
};

/** "Choose a Special Condition. Your opponent's Active Pokémon is now affected by it": option i is Cond i + 1 (Asleep … Burned). */
export const opChooseCondition: OpFn<Op.ChooseCondition> = (s, action) => {
  const target = s.reg[Reg.Target];
  if (action >= 0) {
    applyCondition(s, target, actB(action) + 1);
    return true;
  }
  if (s.slotTop[target] < 0) return true;
  s.pend[0] = Pend.Option;
  s.candCount[0] = Cond.Burned;
  return false;
};
