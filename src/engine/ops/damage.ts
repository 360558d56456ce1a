// Damage and damage counters an op puts on Pokémon itself, outside the attack's damage step: to the
// attacker, to Benched Pokémon (no Weakness or Resistance, X4), spread over chosen Pokémon, Mirror
// Move's copy of last turn's result, and counters placed or moved (not damage: X7 does not stop them).
import { GameState, Reg } from '../state.js';
import * as stateModule from '../state.js';
import * as actionsModule from '../actions.js';
import { Ev, Flip } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Cond } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as damageModule from '../damage.js';
import * as flowModule from '../flow.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { SLOTS } = stateModule;
const { actB } = actionsModule;
const { emit, coin } = eventsModule;
const { cHp } = tablesModule;
const { maxHp, noteAttacked, countOf } = zonesModule;
const { computeAttackDamage, applyAttackDamage, ownAttackDamage, attackDirectDamage, applyDirectDamage, effectsPrevented, benchCaged } = damageModule;
const { countersPlaced, moveDamageCounters } = flowModule;
const { askSlot, slotsWhere, anyPokemon, effectsAllowed, applyCondition, hasDamage } = commonModule;

/** A damage counter (Curse Spreading puts them one by one). */
const COUNTER = 10;

/** Thrash: damage to the attacker if flip-heads-plus's coin was tails. */
export const opIfTailsSelfDamage: OpFn<Op.IfTailsSelfDamage> = (s, _action, damage) => {
  if (s.reg[Reg.Tails]) ownAttackDamage(s, s.reg[Reg.Attacker], damage);
  return true;
};

/** Earthquake: damage to each of the attacker's own Benched Pokémon. */
export const opBenchDamageOwn: OpFn<Op.BenchDamageOwn> = (s, _action, damage) => {
  const p = s.progPlayer[0];
  for (let k = 1; k <= s.benchCount[p]; k++) ownAttackDamage(s, p * SLOTS + k, damage);
  return true;
};

export const opSelfDamage: OpFn<Op.SelfDamage> = (s, _action, damage) => {
  ownAttackDamage(s, s.reg[Reg.Attacker], damage);
  return true;
};

export const opFlipTailsSelfDamage: OpFn<Op.FlipTailsSelfDamage> = (s, _action, damage) => {
  const self = s.reg[Reg.Attacker];
  if (!coin(s, Flip.Attack, s.progPlayer[0])) ownAttackDamage(s, self, damage);
  return true;
};

/** Damage to every Benched Pokémon of both players. */
export const opBenchDamageAll: OpFn<Op.BenchDamageAll> = (s, _action, damage) => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  for (let q = 0; q < 2; q++) {
    for (let k = 1; k <= s.benchCount[q]; k++) {
      const sl = q * SLOTS + k;
      if (q === p) ownAttackDamage(s, sl, damage);
      else attackDirectDamage(s, self, sl, damage);
    }
  }
  return true;
};

export const opBenchDamageOneOpponent: OpFn<Op.BenchDamageOneOpponent> = (s, action, damage) => {
  const o = 1 - s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    if (s.benchCount[o] === 0) return true;
    return askSlot(s, slotsWhere(s, o, true, anyPokemon), false);
  }
  attackDirectDamage(s, self, actB(action), damage);
  return true;
};

/**
 * Moonlight Shuriken: `damage` to each of `targets` chosen opponent Pokémon. A before-damage op (so
 * the discard cost after it comes later); slotMask keeps the Pokémon still to choose from, Count
 * how many were hit.
 */
export const opDamageToOpponents: OpFn<Op.DamageToOpponents> = (s, action, damage, targets) => {
  const o = 1 - s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    s.slotMask[0] = slotsWhere(s, o, false, anyPokemon);
    if (s.benchCount[o] + 1 <= targets) {
      for (let m = s.slotMask[0]; m !== 0; m &= m - 1) spreadHit(s, self, 31 - Math.clz32(m & -m), damage);
      return true;
    }
    return askSlot(s, s.slotMask[0], false);
  }
  const sl = actB(action);
  spreadHit(s, self, sl, damage);
  s.slotMask[0] &= ~(1 << sl);
  if (++s.reg[Reg.Count] >= targets) return true;
  return askSlot(s, s.slotMask[0], false);
};

/** An attack's damage to one opponent Pokémon: with W/R on the Active, without on the Bench (X4). */
const spreadHit = (s: GameState, self: number, sl: number, amount: number): void => {
  if (sl % SLOTS === 0) applyAttackDamage(s, self, sl, computeAttackDamage(s, self, sl, amount, false));
  else attackDirectDamage(s, self, sl, amount);
};

/**
 * Mirror Move: if the attacker was the Defending Pokémon of an attack last turn, that attack's final
 * result on it (damage put on it, no W/R; Special Conditions) is done to the Defending Pokémon.
 */
export const opMirrorMove: OpFn<Op.MirrorMove> = (s) => {
  const self = s.reg[Reg.Attacker];
  const target = s.reg[Reg.Target];
  if (s.hitTurn[self] !== s.turn[0] - 1 || s.slotTop[target] < 0) return true;
  const dmg = s.hitDamage[self], cond = s.hitCond[self], poison = s.hitPoison[self], burn = s.hitBurn[self];
  if (dmg > 0) {
    noteAttacked(s, target);
    const before = s.damage[target];
    attackDirectDamage(s, self, target, dmg); // the final result: Weakness and Resistance are not applied again
    s.hitDamage[target] += s.damage[target] - before;
  }
  if (cond !== 0) applyCondition(s, target, cond);
  if (poison !== 0) {
    applyCondition(s, target, Cond.Poisoned);
    if (s.poisoned[target]) s.poisoned[target] = s.hitPoison[target] = poison;
  }
  if (burn !== 0) applyCondition(s, target, Cond.Burned);
  return true;
};

/** Moonglow Reverse: up to `counters` counters from each of your Pokémon onto 1 opponent Pokémon. */
export const opMoveCountersToOpponent: OpFn<Op.MoveCountersToOpponent> = (s, action, counters) => {
  const p = s.progPlayer[0];
  const o = 1 - p;
  if (action < 0) {
    let movable = 0;
    for (let k = 0; k <= s.benchCount[p]; k++) movable += Math.min(counters * 10, s.damage[p * SLOTS + k]);
    const m = slotsWhere(s, o, false, effectsAllowed);
    return movable === 0 || m === 0 ? true : askSlot(s, m, false);
  }
  const to = actB(action);
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const from = p * SLOTS + k;
    const moved = Math.min(counters * 10, s.damage[from]);
    if (moved !== 0) moveDamageCounters(s, p, from, to, moved);
  }
  return true;
};

/**
 * Phantom Dive: `counters` counters, one per choice, on the opponent's Benched Pokémon (Count: placed
 * so far); a Pokémon whose effects are prevented can't be chosen.
 */
export const opCountersOnOpponentBench: OpFn<Op.CountersOnOpponentBench> = (s, action, counters) => {
  const o = 1 - s.progPlayer[0];
  if (action >= 0) {
    const sl = actB(action);
    s.damage[sl] += 10;
    countersPlaced(s, sl, s.damage[sl] - 10); // counters, not damage
    s.koCheck[0] = 1; // may Knock Out (flow.ts)
    emit(s, Ev.DirectDamage, o, sl, 10);
    s.reg[Reg.Count]++;
  }
  if (s.reg[Reg.Count] >= counters) return true;
  const m = benchCaged(s, o * SLOTS + 1) ? 0 : slotsWhere(s, o, true, effectsAllowed); // Battle Cage: no counters on the Bench
  if (m === 0) return true;
  const placed = s.reg[Reg.Count];
  askSlot(s, m, false);
  s.reg[Reg.Count] = placed;
  return false;
};

/** Curse Spreading: `counters` counters, one per choice, on the opponent's Pokémon (Count: placed so far). */
export const opPutCountersOnOpponent: OpFn<Op.PutCountersOnOpponent> = (s, action, counters) => {
  const o = 1 - s.progPlayer[0];
  if (action >= 0) {
    const sl = actB(action);
    s.damage[sl] += COUNTER;
    countersPlaced(s, sl, s.damage[sl] - COUNTER); // counters, not damage
    s.koCheck[0] = 1; // may Knock Out (flow.ts)
    emit(s, Ev.DirectDamage, o, sl, COUNTER, 0);
    s.reg[Reg.Count]++;
  }
  const m = counterTargets(s, o);
  if (s.reg[Reg.Count] >= counters || m === 0) return true;
  return askSlot(s, m, false);
};

/**
 * Curse Spreading: the opponent's Pokémon that can take a damage counter: in play, not already at
 * 0 HP, not guarded against the effects of attacks. Counters are not damage: X7 (a Benched Tera
 * Pokémon) and damage-only guards do not stop them.
 */
const counterTargets = (s: GameState, q: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] < maxHp(s, sl) && !effectsPrevented(s, sl) && !benchCaged(s, sl)) m |= 1 << sl;
  }
  return m;
};

/** Powerful Hand: `counters` damage counters on the opponent's Active per card in the attacker's player's hand. */
export const opCountersPerHandOnDefender: OpFn<Op.CountersPerHandOnDefender> = (s, _action, counters) => {
  const target = s.reg[Reg.Target];
  const n = counters * s.handCount[s.progPlayer[0]] * COUNTER;
  if (n === 0 || s.slotTop[target] < 0 || effectsPrevented(s, target)) return true;
  const before = s.damage[target];
  s.damage[target] += n;
  countersPlaced(s, target, before); // counters, not damage
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, 1 - s.progPlayer[0], target, n, 0);
  return true;
};

/** Revive: the Basic the MoveCards before it put on the last Bench place gets half its HP as damage, rounded down to 10s. */
export const opReviveDamage: OpFn<Op.ReviveDamage> = (s) => {
  const p = s.progPlayer[0];
  const sl = p * SLOTS + s.benchCount[p];
  const top = s.slotTop[sl];
  if (s.benchCount[p] === 0 || top < 0 || s.enteredTurn[sl] !== s.turn[0]) return true;
  const half = Math.floor(cHp[s.cardDef[top]] / 20) * 10; // half the HP, rounded down to 10s
  if (half > 0) {
    s.damage[sl] += half;
    s.koCheck[0] = 1; // may Knock Out (flow.ts)
    emit(s, Ev.DirectDamage, p, sl, half);
  }
  return true;
};

// ---- std26d ----

/**
 * Terminal Period: the opponent's Active with exactly `counters` damage counters on it is Knocked
 * Out (an effect of the attack: a guard against effects stops it). Its damage is raised to its HP,
 * so the Knock Out scan settles it (flow.ts).
 */
export const opKnockOutIfExactCounters: OpFn<Op.KnockOutIfExactCounters> = (s, _action, counters) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] < 0 || s.damage[t] !== counters * 10 || effectsPrevented(s, t)) return true;
  const hp = maxHp(s, t);
  if (s.damage[t] < hp) {
    emit(s, Ev.DirectDamage, 1 - s.progPlayer[0], t, hp - s.damage[t], 0);
    s.damage[t] = hp;
  }
  s.koCheck[0] = 1; // Knocked Out (flow.ts)
  return true;
};

/** Each of the opponent's Benched Pokémon takes `damage` (no Weakness or Resistance; their guards apply). */
export const opBenchDamageEachOpponent: OpFn<Op.BenchDamageEachOpponent> = (s, _action, damage) => {
  const o = 1 - s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  for (let k = 1; k <= s.benchCount[o]; k++) attackDirectDamage(s, self, o * SLOTS + k, damage);
  return true;
};

/** 1 of the attacker's own Benched Pokémon takes `damage` (no Weakness or Resistance). */
export const opBenchDamageOneOwn: OpFn<Op.BenchDamageOneOwn> = (s, action, damage) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    if (s.benchCount[p] === 0) return true;
    return askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
  }
  ownAttackDamage(s, actB(action), damage);
  return true;
};

/** Damage counters on the Defending Pokémon: not damage (no Weakness, Resistance or reduction), but an effect its guard stops. */
export const opCountersOnDefender: OpFn<Op.CountersOnDefender> = (s, _action, counters) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] < 0 || !effectsAllowed(s, t)) return true;
  applyDirectDamage(s, t, 10 * counters);
  return true;
};

/**
 * "Move all damage counters from 1 of your Benched Pokémon to your opponent's Active Pokémon": the
 * damaged Benched Pokémon chosen gives every counter to the opponent's Active (counters, not damage;
 * none if that Pokémon's effects are prevented).
 */
export const opMoveBenchedCountersToDefender: OpFn<Op.MoveBenchedCountersToDefender> = (s, action) => {
  const p = s.progPlayer[0];
  const to = (1 - p) * SLOTS;
  if (action < 0) {
    if (s.slotTop[to] < 0 || !effectsAllowed(s, to)) return true;
    const m = slotsWhere(s, p, true, hasDamage);
    return m === 0 ? true : askSlot(s, m, false);
  }
  const from = actB(action);
  moveDamageCounters(s, p, from, to, s.damage[from]);
  return true;
};

/** "Put N damage counters on 1 of your opponent's Pokémon": all of them on the one chosen (counters, not damage). */
export const opCountersOnOneOpponent: OpFn<Op.CountersOnOneOpponent> = (s, action, counters) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    let m = slotsWhere(s, o, false, effectsAllowed);
    if (benchCaged(s, o * SLOTS + 1)) m &= 1 << (o * SLOTS); // Battle Cage: no counters on the Bench
    return m === 0 ? true : askSlot(s, m, false);
  }
  const sl = actB(action);
  s.damage[sl] += COUNTER * counters;
  countersPlaced(s, sl, s.damage[sl] - COUNTER * counters); // counters, not damage
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, o, sl, COUNTER * counters);
  return true;
};

/** "If <the Pokémon it hit> …, it is Knocked Out": what a Count counts is at least `atLeast` (not if its effects are prevented). */
export const opKnockOutIfCount: OpFn<Op.KnockOutIfCount> = (s, _action, kind, param, atLeast) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] < 0 || effectsPrevented(s, t) || countOf(s, s.reg[Reg.Attacker], t, kind, param) < atLeast) return true;
  const hp = maxHp(s, t);
  if (s.damage[t] < hp) {
    emit(s, Ev.DirectDamage, 1 - s.progPlayer[0], t, hp - s.damage[t], 0);
    s.damage[t] = hp;
  }
  s.koCheck[0] = 1; // Knocked Out (flow.ts)
  return true;
};

/**
 * "This attack also does N damage to 2 of your opponent's Benched Pokémon (that have damage
 * counters)": `targets` chosen ones (all when there are no more), no W/R; slotMask keeps the ones
 * still to choose from, Count how many were hit.
 */
export const opBenchDamageOpponents: OpFn<Op.BenchDamageOpponents> = (s, action, damage, targets, damagedOnly) => {
  const o = 1 - s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    s.slotMask[0] = slotsWhere(s, o, true, damagedOnly === 1 ? hasDamage : anyPokemon);
    let n = 0;
    for (let m = s.slotMask[0]; m !== 0; m &= m - 1) n++;
    if (n <= targets) {
      for (let m = s.slotMask[0]; m !== 0; m &= m - 1) attackDirectDamage(s, self, 31 - Math.clz32(m & -m), damage);
      return true;
    }
    return askSlot(s, s.slotMask[0], false);
  }
  const sl = actB(action);
  attackDirectDamage(s, self, sl, damage);
  s.slotMask[0] &= ~(1 << sl);
  if (++s.reg[Reg.Count] >= targets) return true;
  return askSlot(s, s.slotMask[0], false);
};

/** "Put N damage counters on each of your opponent's (Benched) Pokémon (that has any damage counters on it)": counters, not damage. */
export const opCountersOnEachOpponent: OpFn<Op.CountersOnEachOpponent> = (s, _action, counters, benchOnly, damagedOnly) => {
  const o = 1 - s.progPlayer[0];
  const caged = benchCaged(s, o * SLOTS + 1); // Battle Cage: no counters on the Bench
  const placed = COUNTER * counters;
  for (let k = benchOnly === 1 ? 1 : 0; k <= s.benchCount[o]; k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] < 0 || (k > 0 && caged) || (damagedOnly === 1 && s.damage[sl] === 0) || !effectsAllowed(s, sl)) continue;
    s.damage[sl] += placed;
    countersPlaced(s, sl, s.damage[sl] - placed); // counters, not damage
    s.koCheck[0] = 1; // may Knock Out (flow.ts)
    emit(s, Ev.DirectDamage, o, sl, placed);
  }
  return true;
};

/** Counters on slot sl until its remaining HP is `hpLeft` (none if it has that or less left). */
const countersDownTo = (s: GameState, o: number, sl: number, hpLeft: number): void => {
  const placed = maxHp(s, sl) - s.damage[sl] - hpLeft;
  if (placed <= 0) return;
  s.damage[sl] += placed;
  countersPlaced(s, sl, s.damage[sl] - placed); // counters, not damage
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, o, sl, placed);
};

/**
 * "Put damage counters on your opponent's Active Pokémon (1 of your opponent's Pokémon, each of your
 * opponent's Benched Pokémon) until its remaining HP is N": where 0, 1 or 2.
 */
export const opCountersUntilHp: OpFn<Op.CountersUntilHp> = (s, action, hpLeft, where) => {
  const o = 1 - s.progPlayer[0];
  if (where === 1) {
    if (action >= 0) {
      countersDownTo(s, o, actB(action), hpLeft);
      return true;
    }
    let m = slotsWhere(s, o, false, effectsAllowed);
    if (benchCaged(s, o * SLOTS + 1)) m &= 1 << (o * SLOTS); // Battle Cage: no counters on the Bench
    return m === 0 ? true : askSlot(s, m, false);
  }
  if (where === 2 && benchCaged(s, o * SLOTS + 1)) return true;
  for (let k = where === 2 ? 1 : 0; k <= (where === 2 ? s.benchCount[o] : 0); k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] >= 0 && effectsAllowed(s, sl)) countersDownTo(s, o, sl, hpLeft);
  }
  return true;
};
