// Ops that steer the running program: whether it goes on (coin flips that stop it, a partner it
// needs), which attack it is (Metronome), whom its damage goes to, and the preconditions of Trainers
// (checked by canPlayTrainer in effects.ts; as ops they do nothing).
import { GameState, Pend, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, Flip } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { actB, actKind } = actionsModule;
const { emit, coin } = eventsModule;
const { PROG, aProgStart, aProgLen, aDamage, cAttackCount, cAttackStart, cOwner } = tablesModule;
const { SLOTS } = stateModule;
const { partnerOnBench, attackLocked, hasCondition, countOf } = zonesModule;
const { askSlot, slotsWhere, anyPokemon } = commonModule;

/** Tails: the attack does nothing at all. */
export const opFlipTailsNothing: OpFn<Op.FlipTailsNothing> = (s) => {
  if (!coin(s, Flip.Attack, s.progPlayer[0])) s.reg[Reg.Cancelled] = 1;
  return true;
};

/** Assault Landing: with no Stadium in play the attack does nothing. */
export const opNothingUnlessStadium: OpFn<Op.NothingUnlessStadium> = (s) => {
  if (s.stadium[0] < 0) s.reg[Reg.Cancelled] = 1;
  return true;
};

export const opNothingUnlessPartnerBenched: OpFn<Op.NothingUnlessPartnerBenched> = (s) => {
  if (!partnerOnBench(s, s.progPlayer[0], s.progSource[0])) s.reg[Reg.Cancelled] = 1;
  return true;
};

/** Tails stops the rest of the Trainer's effect (Energy Sticker). */
export const opFlipHeadsOrStop: OpFn<Op.FlipHeadsOrStop> = (s) => {
  if (!coin(s, Flip.Trainer, s.progPlayer[0])) s.reg[Reg.Stopped] = 1;
  return true;
};

/** A precondition only (canPlayTrainer). */
export const opRequireBehindOnPrizes: OpFn<Op.RequireBehindOnPrizes> = () => true;

/** A precondition only (canPlayTrainer). */
export const opRequireKnockedOutLastTurn: OpFn<Op.RequireKnockedOutLastTurn> = () => true;

/** The damage goes to a chosen opponent Pokémon (asked only when the opponent has a Bench). */
export const opChooseAnyOpponentTarget: OpFn<Op.ChooseAnyOpponentTarget> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    if (s.benchCount[o] === 0) return true;
    return askSlot(s, slotsWhere(s, o, false, anyPokemon), false);
  }
  s.reg[Reg.Target] = actB(action);
  return true;
};

/** Metronome: choose one of the Defending Pokémon's attacks (option i: cand[i]) and run it as this attack. */
export const opCopyDefenderAttack: OpFn<Op.CopyDefenderAttack> = (s, action) => {
  const self = s.reg[Reg.Attacker];
  const target = s.reg[Reg.Target];
  if (action < 0) {
    if (s.slotTop[target] < 0 || copyableAttacks(s, self, s.cardDef[s.slotTop[target]]) === 0) return true;
    if (s.candCount[0] === 1) return copyAttack(s, target, s.cand[0]);
    s.pend[0] = Pend.Option; // option i: the Defending Pokémon's attack cand[i]
    return false;
  }
  return copyAttack(s, target, s.cand[actB(action)]);
};

/**
 * Night Joker: one attack of one of your Benched Pokémon of Trainer `who` (N's), run as this attack
 * (Metronome's copy, so its Energy cost is not needed). Option i: cand[i] = slot × 4 + attack index.
 */
export const opUseBenchedOwnerAttack: OpFn<Op.UseBenchedOwnerAttack> = (s, action, who) => {
  const self = s.reg[Reg.Attacker];
  if (action < 0) {
    const p = s.progPlayer[0];
    let n = 0;
    for (let b = 1; b <= s.benchCount[p]; b++) {
      const sl = p * SLOTS + b;
      const def = s.cardDef[s.slotTop[sl]];
      if (cOwner[def] !== who) continue;
      for (let k = 0; k < cAttackCount[def]; k++) {
        const id = cAttackStart[def] + k;
        if (aProgLen[id] > 0 && (PROG[aProgStart[id]] === Op.UseBenchedOwnerAttack || PROG[aProgStart[id]] === Op.CopyDefenderAttack)) continue;
        if (attackLocked(s, self, id)) continue;
        s.cand[n++] = sl * 4 + k;
      }
    }
    s.candCount[0] = n;
    if (n === 0) return true; // nothing to use: the attack does nothing
    if (n === 1) return copyAttack(s, s.cand[0] >> 2, s.cand[0] & 3);
    s.pend[0] = Pend.Option;
    return false;
  }
  const c = s.cand[actB(action)];
  return copyAttack(s, c >> 2, c & 3);
};

/** The Defending Pokémon's attacks Metronome may copy (not another copier) into cand; how many. */
const copyableAttacks = (s: GameState, user: number, def: number): number => {
  let n = 0;
  for (let k = 0; k < cAttackCount[def]; k++) {
    const id = cAttackStart[def] + k;
    if (aProgLen[id] > 0 && PROG[aProgStart[id]] === Op.CopyDefenderAttack) continue;
    if (attackLocked(s, user, id)) continue; // a name its user can't use this turn (Rulings R6)
    s.cand[n++] = k;
  }
  s.candCount[0] = n;
  return n;
};

/**
 * Metronome: the running attack becomes attack k of the Pokémon on `from`, run from its first op
 * with its own damage (pc -1: the interpreter steps to 0). Its use-costs are skipped (Reg.Copied).
 */
const copyAttack = (s: GameState, from: number, k: number): true => {
  const id = cAttackStart[s.cardDef[s.slotTop[from]]] + k;
  emit(s, Ev.CopyAttack, s.progPlayer[0], s.reg[Reg.Attacker], id);
  s.progSource[0] = id;
  s.progStart[0] = aProgStart[id];
  s.progLen[0] = aProgLen[id];
  s.pc[0] = -1;
  s.reg[Reg.Damage] = aDamage[id];
  s.reg[Reg.Copied] = 1;
  s.pend[0] = 0;
  return true;
};

/** "Flip a coin. If tails, …" (generated Pokémon): heads stops the effects after it. */
export const opFlipTailsOrStop: OpFn<Op.FlipTailsOrStop> = (s) => {
  if (coin(s, Flip.Attack, s.progPlayer[0])) s.reg[Reg.Stopped] = 1;
  return true;
};

/** Before the damage step: "has no damage counters on it before this attack does damage". */
export const opNothingUnlessDefenderDamaged: OpFn<Op.NothingUnlessDefenderDamaged> = (s) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] < 0 || s.damage[t] === 0) s.reg[Reg.Cancelled] = 1;
  return true;
};

export const opNothingUnlessDefenderConditioned: OpFn<Op.NothingUnlessDefenderConditioned> = (s, _action, cond) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] < 0 || !hasCondition(s, t, cond)) s.reg[Reg.Cancelled] = 1;
  return true;
};

/** "You may …": a Yes/No for the attacking player; No stops the effects after it. */
export const opMayOrStop: OpFn<Op.MayOrStop> = (s, action) => {
  if (action < 0) {
    s.pend[0] = Pend.YesNo;
    return false;
  }
  if (actKind(action) === Act.No) s.reg[Reg.Stopped] = 1;
  return true;
};

/** "Switch this Pokémon with 1 of your Benched Pokémon. If you do, …": the rest needs a Bench to switch with. */
export const opStopUnlessOwnBench: OpFn<Op.StopUnlessOwnBench> = (s) => {
  if (s.benchCount[s.progPlayer[0]] === 0) s.reg[Reg.Stopped] = 1;
  return true;
};

/** Heads among `coins` flips (0: flips until tails) by the attacking player. */
export const headsOf = (s: GameState, coins: number): number => {
  const p = s.progPlayer[0];
  let heads = 0;
  if (coins === 0) while (heads < 100 && coin(s, Flip.Attack, p)) heads++;
  else for (let i = 0; i < coins; i++) if (coin(s, Flip.Attack, p)) heads++;
  return heads;
};

/** "If heads (tails), …" after flip-heads-plus: the effects after it stop unless its coin came up that side (Reg.Tails). */
export const opCoinWasOrStop: OpFn<Op.CoinWasOrStop> = (s, _action, tails) => {
  if ((s.reg[Reg.Tails] !== 0) !== (tails === 1)) s.reg[Reg.Stopped] = 1;
  return true;
};

/** "If <what a Count counts is not from min to max>, this attack does nothing." */
export const opNothingUnlessCountIn: OpFn<Op.NothingUnlessCountIn> = (s, _action, kind, param, min, max) => {
  const n = countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param);
  if (n < min || n > max) s.reg[Reg.Cancelled] = 1;
  return true;
};

/** "… The new Active Pokémon is …" after a switch of the opponent's: only if they had a Benched Pokémon to switch in. */
export const opStopUnlessOpponentBench: OpFn<Op.StopUnlessOpponentBench> = (s) => {
  if (s.benchCount[1 - s.progPlayer[0]] === 0) s.reg[Reg.Stopped] = 1;
  return true;
};
