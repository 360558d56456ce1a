// Damage modifiers: ops that change the damage an attack's damage step will do (Reg.Damage), or how
// it is done (Weakness, Resistance, the effects on the Defending Pokémon), before that step (X5).
import { Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Flip } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { T } from '../../cards/types.js';
import * as typesModule from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as commonModule from './common.js';
import { RegBit } from './common.js';
import type { OpFn } from './args.js';
const { coin } = eventsModule;
const { MAX_DECK, SLOTS } = stateModule;
const { aCost, cStage, cBasicEnergy, isExOrV, cType } = tablesModule;
const { TYPE_COUNT } = typesModule;
const { energyCount, energyCards, maxHp, hasTool, hasCondition, countOf } = zonesModule;
const { knockedOutLastTurn } = commonModule;

export const opTimesHeads: OpFn<Op.TimesHeads> = (s, _action, coins) => {
  const p = s.progPlayer[0];
  let heads = 0;
  for (let i = 0; i < coins; i++) if (coin(s, Flip.Attack, p)) heads++;
  s.reg[Reg.Damage] *= heads;
  return true;
};

/**
 * Energy of `type` beyond what the attack's cost takes of that type, at most `most` of them (Hydro
 * Pump). Other Energy pays the Colorless part first, so only what is left over counts (Water Gun).
 */
export const opPlusPerExtraEnergy: OpFn<Op.PlusPerExtraEnergy> = (s, _action, type, perEnergy, most) => {
  const self = s.reg[Reg.Attacker];
  const cost = s.progSource[0] * (TYPE_COUNT + 1);
  const extra = Math.min(energyCount(s, self, type) - aCost[cost + type], energyCount(s, self, T.None) - aCost[cost + TYPE_COUNT]);
  s.reg[Reg.Damage] += perEnergy * (extra < 0 ? 0 : extra > most ? most : extra);
  return true;
};

/** Per Energy CARD on the Defending Pokémon (a Double Colorless Energy is one). */
export const opPlusPerDefenderEnergy: OpFn<Op.PlusPerDefenderEnergy> = (s, _action, perEnergyCard) => {
  s.reg[Reg.Damage] += perEnergyCard * energyCards(s, s.reg[Reg.Target]);
  return true;
};

export const opPlusPerDefenderCounter: OpFn<Op.PlusPerDefenderCounter> = (s, _action, perCounter) => {
  s.reg[Reg.Damage] += perCounter * ((s.damage[s.reg[Reg.Target]] / 10) | 0);
  return true;
};

export const opMinusPerSelfCounter: OpFn<Op.MinusPerSelfCounter> = (s, _action, perCounter) => {
  s.reg[Reg.Damage] -= perCounter * ((s.damage[s.reg[Reg.Attacker]] / 10) | 0);
  return true;
};

export const opTimesSelfCounters: OpFn<Op.TimesSelfCounters> = (s) => {
  s.reg[Reg.Damage] *= (s.damage[s.reg[Reg.Attacker]] / 10) | 0;
  return true;
};

export const opPlusPerSelfCounter: OpFn<Op.PlusPerSelfCounter> = (s, _action, perCounter) => {
  s.reg[Reg.Damage] += perCounter * ((s.damage[s.reg[Reg.Attacker]] / 10) | 0);
  return true;
};

export const opTimesOpponentPrizesTaken: OpFn<Op.TimesOpponentPrizesTaken> = (s) => {
  s.reg[Reg.Damage] *= s.prizesTaken[1 - s.progPlayer[0]];
  return true;
};

export const opIgnoreResistance: OpFn<Op.IgnoreResistance> = (s) => {
  s.reg[Reg.NoResistance] = 1;
  return true;
};

/** Heads: + bonus; tails is remembered for if-tails-self-damage (Thrash). */
export const opFlipHeadsPlus: OpFn<Op.FlipHeadsPlus> = (s, _action, bonus) => {
  if (coin(s, Flip.Attack, s.progPlayer[0])) s.reg[Reg.Damage] += bonus;
  else s.reg[Reg.Tails] = 1;
  return true;
};

/** Super Fang: half the Defending Pokémon's remaining HP, rounded up to the nearest 10. */
export const opHalfDefenderHp: OpFn<Op.HalfDefenderHp> = (s) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0) return true;
  const left = maxHp(s, target) - s.damage[target];
  s.reg[Reg.Damage] = Math.ceil(left / 20) * 10; // half, rounded up to the nearest 10
  return true;
};

export const opPlusPerSelfEnergy: OpFn<Op.PlusPerSelfEnergy> = (s, _action, type, perEnergy) => {
  s.reg[Reg.Damage] += perEnergy * energyCount(s, s.reg[Reg.Attacker], type);
  return true;
};

export const opPlusIfDefenderEvolved: OpFn<Op.PlusIfDefenderEvolved> = (s, _action, bonus) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] >= 0 && cStage[s.cardDef[s.slotTop[target]]] > 0) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opIgnoreWeaknessResistance: OpFn<Op.IgnoreWeaknessResistance> = (s) => {
  s.reg[Reg.NoResistance] = 2; // 2: no Weakness either (damageStep)
  return true;
};

export const opTimesHandSize: OpFn<Op.TimesHandSize> = (s) => {
  s.reg[Reg.Damage] *= s.handCount[s.progPlayer[0]];
  return true;
};

export const opIgnoreDefendingEffects: OpFn<Op.IgnoreDefendingEffects> = (s) => {
  s.reg[Reg.NoResistance] |= RegBit.NoDefendingEffects;
  return true;
};

export const opPlusIfKnockedOutLastTurn: OpFn<Op.PlusIfKnockedOutLastTurn> = (s, _action, bonus) => {
  if (knockedOutLastTurn(s, s.progPlayer[0], true)) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusPerOpponentPrizeTaken: OpFn<Op.PlusPerOpponentPrizeTaken> = (s, _action, perPrize) => {
  s.reg[Reg.Damage] += perPrize * s.prizesTaken[1 - s.progPlayer[0]];
  return true;
};

/** Premium Power Pro: this turn the player's Pokémon of `type` do `bonus` more damage to the opponent's Active. */
export const opTypeDamageBonusThisTurn: OpFn<Op.TypeDamageBonusThisTurn> = (s, _action, type, bonus) => {
  const p = s.progPlayer[0];
  const turn = s.turn[0];
  if (s.typeBonusTurn[p] !== turn || s.typeBonusType[p] !== type) s.typeBonus[p] = 0; // one type a turn (the pool has one such card)
  s.typeBonusTurn[p] = turn;
  s.typeBonusType[p] = type;
  s.typeBonus[p] += bonus;
  return true;
};

// ---- std26a ----

/** Full Moon Rondo: + perBenched for each Benched Pokémon, both players'. */
export const opPlusPerBenchedBoth: OpFn<Op.PlusPerBenchedBoth> = (s, _action, perBenched) => {
  s.reg[Reg.Damage] += perBenched * (s.benchCount[0] + s.benchCount[1]);
  return true;
};

/** Power Press: + bonus if the attacker has at least `extra` Energy (units) beyond the attack's whole cost. */
export const opPlusIfExtraEnergy: OpFn<Op.PlusIfExtraEnergy> = (s, _action, bonus, extra) => {
  const cost = s.progSource[0] * (TYPE_COUNT + 1);
  if (energyCount(s, s.reg[Reg.Attacker], T.None) - aCost[cost + TYPE_COUNT] >= extra) s.reg[Reg.Damage] += bonus;
  return true;
};

// ---- std26d ----

/** Gale Thrust: + bonus if one of its player's Benched Pokémon moved to the Active spot this turn (it is that Pokémon: it is Active now). */
export const opPlusIfMovedToActiveThisTurn: OpFn<Op.PlusIfMovedToActiveThisTurn> = (s, _action, bonus) => {
  if (s.toActiveTurn[s.progPlayer[0]] === s.turn[0]) s.reg[Reg.Damage] += bonus;
  return true;
};

/** Rapid-Fire Combo: flip until tails, + perHeads for each heads. */
export const opPlusPerHeadsUntilTails: OpFn<Op.PlusPerHeadsUntilTails> = (s, _action, perHeads) => {
  const p = s.progPlayer[0];
  while (coin(s, Flip.Attack, p)) s.reg[Reg.Damage] += perHeads;
  return true;
};

/** Back Draft: base × the basic Energy cards in the opponent's discard pile. */
export const opTimesOpponentDiscardBasicEnergy: OpFn<Op.TimesOpponentDiscardBasicEnergy> = (s) => {
  const o = 1 - s.progPlayer[0];
  const base = o * MAX_DECK;
  let n = 0;
  for (let i = 0; i < s.discardCount[o]; i++) if (cBasicEnergy[s.cardDef[s.discard[base + i]]] === 1) n++;
  s.reg[Reg.Damage] *= n;
  return true;
};

/** Unified Beatdown: the base damage times its player's Benched Pokémon. */
export const opTimesOwnBenched: OpFn<Op.TimesOwnBenched> = (s) => {
  s.reg[Reg.Damage] *= s.benchCount[s.progPlayer[0]];
  return true;
};

/** Black Belt's Training: this turn, the player's attacks do `bonus` more to the opponent's Active Pokémon ex (damage.ts). */
export const opExBonusThisTurn: OpFn<Op.ExBonusThisTurn> = (s, _action, bonus) => {
  const p = s.progPlayer[0];
  s.exBonus[p] = bonus;
  s.exBonusTurn[p] = s.turn[0];
  return true;
};

// ---- generated Pokémon (attack templates) ----

export const opPlusIfDefenderEx: OpFn<Op.PlusIfDefenderEx> = (s, _action, bonus, orV) => {
  const top = s.slotTop[s.reg[Reg.Target]];
  if (top >= 0 && isExOrV(s.cardDef[top], orV)) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opTimesHeadsUntilTails: OpFn<Op.TimesHeadsUntilTails> = (s) => {
  const p = s.progPlayer[0];
  let heads = 0;
  while (coin(s, Flip.Attack, p)) heads++;
  s.reg[Reg.Damage] *= heads;
  return true;
};

/** + bonus if the attacker has damage counters (`undamaged` = 1: if it has none). */
export const opPlusIfSelfDamaged: OpFn<Op.PlusIfSelfDamaged> = (s, _action, bonus, undamaged) => {
  if ((s.damage[s.reg[Reg.Attacker]] > 0) !== (undamaged === 1)) s.reg[Reg.Damage] += bonus;
  return true;
};

/** Before the damage step, so "already" holds: the counters were there before this attack. */
export const opPlusIfDefenderDamaged: OpFn<Op.PlusIfDefenderDamaged> = (s, _action, bonus) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] >= 0 && s.damage[target] > 0) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusPerOpponentBenched: OpFn<Op.PlusPerOpponentBenched> = (s, _action, perBenched) => {
  s.reg[Reg.Damage] += perBenched * s.benchCount[1 - s.progPlayer[0]];
  return true;
};

export const opPlusPerHeads: OpFn<Op.PlusPerHeads> = (s, _action, coins, perHeads) => {
  const p = s.progPlayer[0];
  for (let i = 0; i < coins; i++) if (coin(s, Flip.Attack, p)) s.reg[Reg.Damage] += perHeads;
  return true;
};

export const opPlusPerOwnBenched: OpFn<Op.PlusPerOwnBenched> = (s, _action, perBenched) => {
  s.reg[Reg.Damage] += perBenched * s.benchCount[s.progPlayer[0]];
  return true;
};

export const opPlusIfBehindOnPrizes: OpFn<Op.PlusIfBehindOnPrizes> = (s, _action, bonus) => {
  const p = s.progPlayer[0];
  if (s.prizeCount[p] > s.prizeCount[1 - p]) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfOpponentPrizesAtMost: OpFn<Op.PlusIfOpponentPrizesAtMost> = (s, _action, bonus, prizes) => {
  if (s.prizeCount[1 - s.progPlayer[0]] <= prizes) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfSelfHasEnergyType: OpFn<Op.PlusIfSelfHasEnergyType> = (s, _action, bonus, type) => {
  if (energyCount(s, s.reg[Reg.Attacker], type) > 0) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfSelfHasTool: OpFn<Op.PlusIfSelfHasTool> = (s, _action, bonus) => {
  if (hasTool(s, s.reg[Reg.Attacker])) s.reg[Reg.Damage] += bonus;
  return true;
};

/** Poisoned and Burned are markers beside the one rotating condition (Asleep, Confused, Paralyzed). */
export const opPlusIfDefenderConditioned: OpFn<Op.PlusIfDefenderConditioned> = (s, _action, bonus, cond) => {
  const t = s.reg[Reg.Target];
  if (s.slotTop[t] >= 0 && hasCondition(s, t, cond)) s.reg[Reg.Damage] += bonus;
  return true;
};

/** One Pokémon Tool a Pokémon (the rule of one Tool each): the attacker's player's Pokémon that have one. */
export const opTimesOwnTools: OpFn<Op.TimesOwnTools> = (s) => {
  const p = s.progPlayer[0];
  let tools = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) if (hasTool(s, p * SLOTS + k)) tools++;
  s.reg[Reg.Damage] *= tools;
  return true;
};

export const opPlusIfBenchedType: OpFn<Op.PlusIfBenchedType> = (s, _action, bonus, type) => {
  const p = s.progPlayer[0];
  for (let k = 1; k <= s.benchCount[p]; k++) {
    if (cType[s.cardDef[s.slotTop[p * SLOTS + k]]] === type) {
      s.reg[Reg.Damage] += bonus;
      break;
    }
  }
  return true;
};

export const opTimesOwnInPlay: OpFn<Op.TimesOwnInPlay> = (s) => {
  s.reg[Reg.Damage] *= s.benchCount[s.progPlayer[0]] + 1;
  return true;
};

export const opTimesDefenderCounters: OpFn<Op.TimesDefenderCounters> = (s) => {
  const t = s.reg[Reg.Target];
  s.reg[Reg.Damage] *= s.slotTop[t] >= 0 ? s.damage[t] / 10 : 0;
  return true;
};

export const opTimesEnergyOnOpponents: OpFn<Op.TimesEnergyOnOpponents> = (s) => {
  const o = 1 - s.progPlayer[0];
  let energy = 0;
  for (let k = 0; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0) energy += energyCount(s, o * SLOTS + k, T.None);
  s.reg[Reg.Damage] *= energy;
  return true;
};

export const opFlipBothHeadsPlus: OpFn<Op.FlipBothHeadsPlus> = (s, _action, bonus) => {
  const p = s.progPlayer[0];
  const first = coin(s, Flip.Attack, p);
  const second = coin(s, Flip.Attack, p);
  if (first && second) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opTimesCount: OpFn<Op.TimesCount> = (s, _action, kind, param) => {
  s.reg[Reg.Damage] *= countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param);
  return true;
};

export const opPlusPerCount: OpFn<Op.PlusPerCount> = (s, _action, per, kind, param) => {
  s.reg[Reg.Damage] += per * countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param);
  return true;
};

export const opPlusIfOpponentHandAtMost: OpFn<Op.PlusIfOpponentHandAtMost> = (s, _action, bonus, cards) => {
  if (s.handCount[1 - s.progPlayer[0]] <= cards) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfSelfConditioned: OpFn<Op.PlusIfSelfConditioned> = (s, _action, bonus, cond) => {
  if (hasCondition(s, s.reg[Reg.Attacker], cond)) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfCount: OpFn<Op.PlusIfCount> = (s, _action, bonus, kind, param, atLeast) => {
  if (countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param) >= atLeast) s.reg[Reg.Damage] += bonus;
  return true;
};

export const opPlusIfCountAtMost: OpFn<Op.PlusIfCountAtMost> = (s, _action, bonus, kind, param, atMost) => {
  if (countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param) <= atMost) s.reg[Reg.Damage] += bonus;
  return true;
};

/** "Flip a coin for each <what a Count counts>. This attack does N damage for each heads." */
export const opTimesHeadsPerCount: OpFn<Op.TimesHeadsPerCount> = (s, _action, kind, param) => {
  const p = s.progPlayer[0];
  const coins = countOf(s, s.reg[Reg.Attacker], s.reg[Reg.Target], kind, param);
  let heads = 0;
  for (let i = 0; i < coins; i++) if (coin(s, Flip.Attack, p)) heads++;
  s.reg[Reg.Damage] *= heads;
  return true;
};
