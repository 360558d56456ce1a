// The bots' damage estimates of the ops the generated Pokémon brought (issue 32 step 4), shared by
// greedy's `expectedBase` and the pilot's evaluation; kept apart from their switches so those stay
// the size the bundled decks need (V8 inlines them; docs/DESIGN.md, Performance).
import type { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import { DamageEstimate } from '../cards/opcodes.js';
import { T } from '../cards/types.js';
const { SLOTS } = stateModule;
const { PROG, opEstimate, isExOrV, cType } = tablesModule;
const { energyCount, hasTool, hasCondition, countOf } = zonesModule;

/**
 * The estimates of the generated Pokémon's ops (issue 32 step 4); the rest leave the printed damage:
 * TimesHeadsUntilTails (1 heads on average) and bonuses that need the game's history (PartnerBenched,
 * PlusIfKnockedOutLastTurn).
 */
export const generatedBonus = (s: GameState, sl: number, target: number, at: number, d: number): number => {
  const a = PROG[at + 1];
  const q = sl >= SLOTS ? 1 : 0;
  const hasTarget = s.slotTop[target] >= 0;
  switch (opEstimate[PROG[at]]) {
    case DamageEstimate.PlusIfDefenderEx: return hasTarget && isExOrV(s.cardDef[s.slotTop[target]], PROG[at + 2]) ? d + a : d;
    case DamageEstimate.PlusIfSelfDamaged: return (s.damage[sl] > 0) !== (PROG[at + 2] === 1) ? d + a : d;
    case DamageEstimate.PlusIfDefenderDamaged: return hasTarget && s.damage[target] > 0 ? d + a : d;
    case DamageEstimate.PlusPerOpponentBenched: return d + a * s.benchCount[1 - q];
    case DamageEstimate.PlusPerHeads: return d + (PROG[at + 2] * a) / 2;
    case DamageEstimate.PlusPerOwnBenched: return d + a * s.benchCount[q];
    case DamageEstimate.PlusIfBehindOnPrizes: return s.prizeCount[q] > s.prizeCount[1 - q] ? d + a : d;
    case DamageEstimate.PlusIfOpponentPrizesAtMost: return s.prizeCount[1 - q] <= PROG[at + 2] ? d + a : d;
    case DamageEstimate.PlusIfSelfHasEnergyType: return energyCount(s, sl, PROG[at + 2]) > 0 ? d + a : d;
    case DamageEstimate.PlusIfSelfHasTool: return hasTool(s, sl) ? d + a : d;
    case DamageEstimate.PlusIfDefenderConditioned: return hasTarget && hasCondition(s, target, PROG[at + 2]) ? d + a : d;
    case DamageEstimate.TimesOwnTools: {
      let tools = 0;
      for (let k = 0; k <= s.benchCount[q]; k++) if (hasTool(s, q * SLOTS + k)) tools++;
      return d * tools;
    }
    case DamageEstimate.PlusIfBenchedType:
      for (let k = 1; k <= s.benchCount[q]; k++) if (cType[s.cardDef[s.slotTop[q * SLOTS + k]]] === PROG[at + 2]) return d + a;
      return d;
    case DamageEstimate.TimesOwnInPlay: return d * (s.benchCount[q] + 1);
    case DamageEstimate.TimesDefenderCounters: return hasTarget ? (d * s.damage[target]) / 10 : 0;
    case DamageEstimate.TimesEnergyOnOpponents: {
      let energy = 0;
      for (let k = 0; k <= s.benchCount[1 - q]; k++) if (s.slotTop[(1 - q) * SLOTS + k] >= 0) energy += energyCount(s, (1 - q) * SLOTS + k, T.None);
      return d * energy;
    }
    case DamageEstimate.FlipBothHeadsPlus: return d + a / 4;
    case DamageEstimate.NothingUnlessDefenderDamaged: return hasTarget && s.damage[target] > 0 ? d : 0;
    case DamageEstimate.NothingUnlessDefenderConditioned: return hasTarget && hasCondition(s, target, a) ? d : 0;
    case DamageEstimate.PlusIfOpponentHandAtMost: return s.handCount[1 - q] <= PROG[at + 2] ? d + a : d;
    case DamageEstimate.PlusIfSelfConditioned: return hasCondition(s, sl, PROG[at + 2]) ? d + a : d;
    case DamageEstimate.PlusIfStadium: return s.stadium[0] >= 0 ? d + a : d;
    case DamageEstimate.TimesCount: return d * countOf(s, sl, target, a, PROG[at + 2]);
    case DamageEstimate.PlusPerCount: return d + a * countOf(s, sl, target, PROG[at + 2], PROG[at + 3]);
    case DamageEstimate.TimesHeadsPerCount: return (d * countOf(s, sl, target, a, PROG[at + 2])) / 2;
    case DamageEstimate.NothingUnlessCountIn: {
      const n = countOf(s, sl, target, a, PROG[at + 2]);
      return n >= PROG[at + 3] && n <= PROG[at + 4] ? d : 0;
    }
    case DamageEstimate.MillForDamage: return PROG[at + 3] === 0 ? (d * a) / 2 : d + (PROG[at + 3] * (a + PROG[at + 2])) / 2;
    case DamageEstimate.PlusIfCountAtMost: return countOf(s, sl, target, PROG[at + 2], PROG[at + 3]) <= PROG[at + 4] ? d + a : d;
    case DamageEstimate.PlusIfCount: return countOf(s, sl, target, PROG[at + 2], PROG[at + 3]) >= PROG[at + 4] ? d + a : d;
  }
  return d;
};
