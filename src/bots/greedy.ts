// The greedy bot: scores every legal action with a few rules a player would recognise (bench
// Basics, evolve, attach toward the best attack, draw and search, retreat a Pokémon that can't
// attack, knock out when it can, attack with the strongest attack) and takes the best one.
// It reads the state and the card tables only; ties go to the first action in the list.
import { GameState, Phase, Pend, Reg, ProgKind } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import type { BotRng } from '../engine/rng.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import * as tablesModule from '../engine/tables.js';
import * as damageModule from '../engine/damage.js';
import * as zonesModule from '../engine/zones.js';
import * as effectsModule from '../engine/effects.js';
import * as gameModule from '../engine/game.js';
import { Supertype, TrainerKind, T, Dest, Filter, StadiumEffect, RuleBox, Source } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import { Op, DamageEstimate } from '../cards/opcodes.js';
import { type PowerHelpers } from './greedy-powers.js';
import * as generatedEstimatesModule from './generated-estimates.js';
import * as greedyPowersModule from './greedy-powers.js';
import '../behaviour/index.js'; // the card behaviour modules: register the Abilities' engine handlers and these bots' hints
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, INSTANCES, SLOT_TOTAL, ENERGY_STRIDE, MAX_DECK, SLOT_CAP } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { isBasicPokemon, cSuper, cStage, cHp, cType, cAttackStart, cAttackCount, cRetreat, cTrainerKind, cEnergyType, cEnergyUnits, cNameId, cEvolvesFrom, aCost, aTypedMask, lowestType, aDamage, cPrizes, opEstimate, PROG, OP_WIDTH, cProgStart, cProgLen, aProgStart, aProgLen, cStadium, cToolRetreatMinus, cSupporterShield, cRuleBoxKind, cBasicEnergy, cOwner, cEx } = tablesModule;
const { computeAttackDamage } = damageModule;
const { maxHp, energyCount, partnerOnBench, owner, hasTool, attackLocked } = zonesModule;
const { knockedOutLastTurn } = effectsModule;
const { costMet, activeAttackId, retreatCost } = gameModule;
const { TYPE_COUNT } = typesModule;
const { powerScore, powerChoiceScore } = greedyPowersModule;
const { generatedBonus } = generatedEstimatesModule;

// Memos for the decision being scored: the state does not change while one decision's actions
// are scored, so each answer is worked out at most once. An entry is valid while its stamp equals
// `decision`, which greedyChoose (the only entry point) bumps: no per-decision clearing.
let decision = 0;
// canAttackNow per slot (1 / 0).
const attackNowMemo = new Int8Array(SLOT_TOTAL);
const attackNowStamp = new Int32Array(SLOT_TOTAL);
// bestAttackFrom(sl, the opponent's Active): the Retreat and Switch scores ask it for the Active
// and each Benched Pokémon.
const bestVsActiveMemo = new Float64Array(SLOT_TOTAL);
const bestVsActiveStamp = new Int32Array(SLOT_TOTAL);
// energyNeed(sl, type): an Attach action per Energy card and slot asks it.
const NEED_TYPES = 16;
const needMemo = new Float64Array(SLOT_TOTAL * NEED_TYPES);
const needStamp = new Int32Array(SLOT_TOTAL * NEED_TYPES);

const RETREAT_SCORE = 360; // retreating to a Pokémon that can attack
// An attack scores below this: a Knock Out 170 + 10 × its Prizes (counted up to 2) + 9 / (1 + penalty)
// + damage / 1000 (damage capped at 999).
const ATTACK_SCORE_BOUND = 200;

/** A new decision: the memos of the last one no longer hold. */
const newDecision = (): void => {
  if (decision === 0x7fffffff) { // never let a stale stamp match again (results must not depend on a thread's history)
    attackNowStamp.fill(0); bestVsActiveStamp.fill(0); needStamp.fill(0);
    decision = 0;
  }
  decision++;
};

/** The score greedy gives legal action a of state s: what greedyChoose compares (for tests and "why this move"). */
export function greedyScore(s: GameState, a: number): number {
  newDecision();
  return score(s, a);
}

export function greedyChoose(s: GameState, actions: Int32Array, n: number, _rng: BotRng): number {
  newDecision();
  let best = 0, bestScore = -Infinity;
  if (s.phase[0] !== Phase.Main) {
    for (let i = 0; i < n; i++) {
      const sc = score(s, actions[i]);
      if (sc > bestScore) { bestScore = sc; best = i; }
    }
    return best;
  }
  const p = s.decider[0];
  for (let i = 0; i < n; i++) {
    // A Retreat or an attack can't beat a score above its bound (ties go to the first action):
    // skip the work of scoring it.
    const a = actions[i];
    const kind = actKind(a);
    if (bestScore >= RETREAT_SCORE && kind === Act.Retreat) continue;
    if (bestScore >= ATTACK_SCORE_BOUND && kind === Act.Attack) continue;
    const sc = mainScore(s, p, kind, a);
    if (sc > bestScore) { bestScore = sc; best = i; }
  }
  return best;
}

const remainingHp = (s: GameState, sl: number): number => {
  return maxHp(s, sl) - s.damage[sl];
};

/** Expected base damage of attack k of the Pokémon in slot sl (coin flips at their mean). */
const expectedBase = (s: GameState, sl: number, attack: number): number => {
  let d = aDamage[attack];
  const start = aProgStart[attack];
  const p = sl >= SLOTS ? 1 : 0;
  const target = (1 - p) * SLOTS;
  for (let i = 0; i < aProgLen[attack]; i++) {
    const at = start + i * OP_WIDTH;
    const a = PROG[at + 1];
    switch (opEstimate[PROG[at]]) {
      case DamageEstimate.TimesHalfOfCoins: d = (d * a) / 2; break;
      case DamageEstimate.Halved: d = d / 2; break;
      case DamageEstimate.TimesSelfCounters: d *= s.damage[sl] / 10; break;
      case DamageEstimate.PlusPerSelfCounter: d += (a * s.damage[sl]) / 10; break;
      case DamageEstimate.MinusPerSelfCounter: d -= (a * s.damage[sl]) / 10; break;
      case DamageEstimate.TimesOpponentPrizesTaken: d *= s.prizesTaken[1 - p]; break;
      case DamageEstimate.PlusPerDefenderCounter: if (s.slotTop[target] >= 0) d += (a * s.damage[target]) / 10; break;
      case DamageEstimate.PlusHalf: d += a / 2; break;
      case DamageEstimate.PlusPerDefenderEnergy: if (s.slotTop[target] >= 0) d += a * energyCount(s, target, T.None); break;
      case DamageEstimate.HalfDefenderHp: if (s.slotTop[target] >= 0) d = Math.ceil(remainingHp(s, target) / 20) * 10; break;
      case DamageEstimate.BestDefenderAttack: d = bestCopiedBase(s, sl, target); break;
      case DamageEstimate.MirroredDamage: d = s.hitTurn[sl] === s.turn[0] - 1 ? s.hitDamage[sl] : 0; break;
      // batch sv-a:
      case DamageEstimate.PlusPerSelfEnergy: d += PROG[at + 2] * energyCount(s, sl, a); break;
      case DamageEstimate.SwitchedInDamage: d = s.benchCount[1 - p] > 0 ? a : 0; break;
      // sv-c batch
      case DamageEstimate.PlusIfDefenderEvolved: if (s.slotTop[target] >= 0 && cStage[s.cardDef[s.slotTop[target]]] > 0) d += a; break;
      case DamageEstimate.PartnerBenched: if (!partnerOnBench(s, p, attack)) d = 0; break;
      case DamageEstimate.SpreadDamage: d = a; break;
      case DamageEstimate.TimesHandSize: d *= s.handCount[p]; break;
      case DamageEstimate.PerOwnEnergyOfType: { // Hail Blade: the most it can discard
        let units = 0;
        for (let k = 0; k <= s.benchCount[p]; k++) units += s.slotEnergy[(p * SLOTS + k) * ENERGY_STRIDE + a];
        d = PROG[at + 2] * units;
        break;
      }
      // batch sv-b:
      case DamageEstimate.PlusIfKnockedOutLastTurn: if (knockedOutLastTurn(s, p, true)) d += a; break;
      case DamageEstimate.PlusPerOpponentPrizeTaken: d += a * s.prizesTaken[1 - p]; break;
      case DamageEstimate.None: break;
      default: d = rareEstimate(s, sl, attack, at, d); // issue 32's cards
    }
  }
  return d;
};

/**
 * The estimates of issue 32's cards, apart: in `expectedBase` they made it too big for V8 to
 * inline into greedy's attack loops, which cost classic games ~5% (measured with ab.js).
 */
const rareEstimate = (s: GameState, sl: number, attack: number, at: number, d: number): number => {
  const p = sl >= SLOTS ? 1 : 0;
  const a = PROG[at + 1];
  switch (opEstimate[PROG[at]]) {
    case DamageEstimate.CountersPerHand: return d + a * 10 * s.handCount[p]; // Powerful Hand (counters: W/R aside, estimated as damage)
    case DamageEstimate.PlusPerDiscardEnergy: return d + a * discardEnergy(s, p, false);
    case DamageEstimate.PlusPerBenchedBoth: return d + a * (s.benchCount[0] + s.benchCount[1]);
    case DamageEstimate.PlusIfExtraEnergy: return energyCount(s, sl, T.None) - aCost[attack * (TYPE_COUNT + 1) + TYPE_COUNT] >= PROG[at + 2] ? d + a : d;
    case DamageEstimate.PerSelfEnergyDiscarded: return PROG[at + 2] * Math.min(a, energyCount(s, sl, T.None));
    case DamageEstimate.PerHandBasicEnergy: return a * handBasicEnergy(s, p);
    // Gale Thrust: a Benched Pokémon is asked about as if it moved to the Active spot now (retreat, switch).
    case DamageEstimate.PlusIfMovedToActive: return s.toActiveTurn[p] === s.turn[0] || sl % SLOTS !== 0 ? d + a : d;
    case DamageEstimate.PlusPerHeadsUntilTails: return d + a; // flips until tails: 1 heads on average
    case DamageEstimate.TimesOwnBenched: return d * s.benchCount[p];
    case DamageEstimate.NothingUnlessStadium: return s.stadium[0] < 0 ? 0 : d;
    case DamageEstimate.TimesOpponentDiscardBasicEnergy: return d * discardEnergy(s, 1 - p, true);
    case DamageEstimate.BestBenchedOwnerAttack: return bestBenchedOwnerBase(s, sl, a);
  }
  return generatedBonus(s, sl, (1 - p) * SLOTS, at, d);
};

/** Energy cards (basic ones only: `basic`) in player q's discard pile. */
const discardEnergy = (s: GameState, q: number, basic: boolean): number => {
  let n = 0;
  for (let i = 0; i < s.discardCount[q]; i++) {
    const d = s.cardDef[s.discard[q * MAX_DECK + i]];
    if (basic ? cBasicEnergy[d] === 1 : cSuper[d] === Supertype.Energy) n++;
  }
  return n;
};

/** Basic Energy cards in player p's hand (Make It Rain discards as many as it likes). */
const handBasicEnergy = (s: GameState, p: number): number => {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) if (cBasicEnergy[s.cardDef[s.hand[p * MAX_DECK + i]]] === 1) n++;
  return n;
};

/** Does attack id run another Pokémon's attack (Metronome, Night Joker)? Such an attack is never copied. */
const copier = (id: number): boolean => {
  if (aProgLen[id] === 0) return false;
  const op = PROG[aProgStart[id]];
  return op === Op.CopyDefenderAttack || op === Op.UseBenchedOwnerAttack;
};

/** Night Joker: the best expected base among the attacks of the Benched Pokémon of Trainer `who` that the Pokémon in sl may use. */
const bestBenchedOwnerBase = (s: GameState, sl: number, who: number): number => {
  const p = sl >= SLOTS ? 1 : 0;
  let best = 0;
  for (let b = 1; b <= s.benchCount[p]; b++) {
    const def = s.cardDef[s.slotTop[p * SLOTS + b]];
    if (cOwner[def] !== who) continue;
    for (let k = 0; k < cAttackCount[def]; k++) {
      const id = cAttackStart[def] + k;
      if (copier(id) || attackLocked(s, sl, id)) continue;
      const d = expectedBase(s, sl, id);
      if (d > best) best = d;
    }
  }
  return best;
};

/**
 * The damage attack id of the Pokémon in slot sl prints, as the Energy scores read it; Night
 * Joker prints none: the most its player's Benched Pokémon of that Trainer print.
 */
const printedDamage = (s: GameState, sl: number, id: number): number => {
  if (aProgLen[id] === 0 || PROG[aProgStart[id]] !== Op.UseBenchedOwnerAttack) return aDamage[id];
  const p = sl >= SLOTS ? 1 : 0, who = PROG[aProgStart[id] + 1];
  let most = 0;
  for (let b = 1; b <= s.benchCount[p]; b++) {
    const def = s.cardDef[s.slotTop[p * SLOTS + b]];
    if (cOwner[def] !== who) continue;
    for (let k = 0; k < cAttackCount[def]; k++) if (!copier(cAttackStart[def] + k) && aDamage[cAttackStart[def] + k] > most) most = aDamage[cAttackStart[def] + k];
  }
  return most;
};

/** Metronome: the best expected base among the Defending Pokémon's attacks it may copy. */
const bestCopiedBase = (s: GameState, sl: number, target: number): number => {
  const top = s.slotTop[target];
  if (top < 0) return 0;
  const def = s.cardDef[top];
  let best = 0;
  for (let k = 0; k < cAttackCount[def]; k++) {
    const id = cAttackStart[def] + k;
    if (copies(id) || attackLocked(s, sl, id)) continue; // never another copier (no recursion), nor a name locked for it
    const d = expectedBase(s, sl, id);
    if (d > best) best = d;
  }
  return best;
};

/** Does the attack copy another (Metronome)? */
const copies = (id: number): boolean => {
  return aProgLen[id] > 0 && PROG[aProgStart[id]] === Op.CopyDefenderAttack;
};

/** Damage attack k of the Active of player p would do to the opposing Active (expected). */
const attackValue = (s: GameState, p: number, k: number): number => {
  const sl = p * SLOTS;
  const o = (1 - p) * SLOTS;
  if (s.slotTop[o] < 0) return 0;
  const id = activeAttackId(s, p, k); // its own attack, or one a Technical Machine grants (A9)
  return computeAttackDamage(s, sl, o, Math.round(expectedBase(s, sl, id)), false) + placedCounters(id);
};

/** Damage counters the attack puts on the opponent's Pokémon as the attacker likes (Curse Spreading), as damage. */
const placedCounters = (id: number): number => {
  let d = 0;
  for (let i = 0; i < aProgLen[id]; i++) {
    const at = aProgStart[id] + i * OP_WIDTH;
    if (PROG[at] === Op.PutCountersOnOpponent) d += 10 * PROG[at + 1];
  }
  return d;
};

/** Best damage the Pokémon in slot sl could do once its attack costs are met. */
const bestPotential = (s: GameState, sl: number): number => {
  const d = s.cardDef[s.slotTop[sl]];
  let best = 0;
  for (let k = 0; k < cAttackCount[d]; k++) best = Math.max(best, printedDamage(s, sl, cAttackStart[d] + k));
  return best;
};

/** Can the Pokémon in slot sl pay for any damaging attack now? (Memoised per decision.) */
const canAttackNow = (s: GameState, sl: number): boolean => {
  if (attackNowStamp[sl] !== decision) {
    attackNowMemo[sl] = payableDamagingAttack(s, sl) ? 1 : 0;
    attackNowStamp[sl] = decision;
  }
  return attackNowMemo[sl] === 1;
};

const payableDamagingAttack = (s: GameState, sl: number): boolean => {
  const d = s.cardDef[s.slotTop[sl]];
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    if (printedDamage(s, sl, id) > 0 && costMet(s, sl, id)) return true;
  }
  return false;
};

/** Would one more Energy card of `type` (`units` Energy) let the Pokémon in slot sl pay for a damaging attack it can't pay for now? */
const enablesAttack = (s: GameState, sl: number, type: number, units = 1): boolean => {
  const d = s.cardDef[s.slotTop[sl]];
  let before = false, after = false;
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    if (printedDamage(s, sl, id) <= 0) continue;
    before ||= costMet(s, sl, id);
    after ||= costMet(s, sl, id, type, units);
  }
  return after && !before;
};

/** How much one more Energy of `type` helps the Pokémon in slot sl toward its best attack. */
const energyNeed = (s: GameState, sl: number, type: number): number => {
  const i = sl * NEED_TYPES + type;
  if (needStamp[i] === decision) return needMemo[i];
  const need = computeEnergyNeed(s, sl, type);
  needMemo[i] = need;
  needStamp[i] = decision;
  return need;
};

const computeEnergyNeed = (s: GameState, sl: number, type: number): number => {
  const d = s.cardDef[s.slotTop[sl]];
  const e = sl * ENERGY_STRIDE;
  let need = attacksNeed(s, d, e, type);
  // It will attack as the Evolution in the hand that evolves from it: its attacks count too.
  const p = sl >= SLOTS ? 1 : 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const h = s.cardDef[s.hand[p * MAX_DECK + i]];
    if (cSuper[h] !== Supertype.Pokemon || cEvolvesFrom[h] !== cNameId[d]) continue;
    const v = attacksNeed(s, h, e, type);
    if (v > need) need = v;
  }
  return need;
};

/** The best of card d's attacks that one more Energy of `type` brings closer, on the Energy at e: 1 + damage / 20 (0: none). */
const attacksNeed = (s: GameState, d: number, e: number, type: number): number => {
  const total = s.slotEnergy[e + TYPE_COUNT];
  let need = 0;
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    const cb = id * (TYPE_COUNT + 1);
    const missingTotal = aCost[cb + TYPE_COUNT] - total;
    if (missingTotal <= 0) continue;
    const missingTyped = type !== T.Colorless && type !== T.None ? aCost[cb + type] - s.slotEnergy[e + type] : 0;
    if (missingTyped <= 0 && !colourlessRoom(s, id, e, missingTotal)) continue;
    const v = 1 + printedDamage(s, e / ENERGY_STRIDE, id) / 20;
    if (v > need) need = v;
  }
  return need;
};

/** Is more Energy missing in total than the typed symbols still need (so any type helps)? */
const colourlessRoom = (s: GameState, id: number, e: number, missingTotal: number): boolean => {
  const cb = id * (TYPE_COUNT + 1);
  let typedNeeded = 0;
  for (let m = aTypedMask[id]; m !== 0; m &= m - 1) { // the types the cost names
    const t = lowestType(m);
    typedNeeded += Math.max(0, aCost[cb + t] - s.slotEnergy[e + t]);
  }
  return missingTotal > typedNeeded;
};

const evolutionInPlay = (s: GameState, p: number, card: number): boolean => {
  const d = s.cardDef[card];
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cEvolvesFrom[d] === cNameId[s.cardDef[top]]) return true;
  }
  return false;
};

/** How much a card is worth having in hand (search picks the highest, discards the lowest). */
const cardValue = (s: GameState, p: number, c: number): number => {
  const d = s.cardDef[c];
  if (cSuper[d] === Supertype.Pokemon) {
    if (cStage[d] > 0) return evolutionInPlay(s, p, c) ? 90 : 40 + cStage[d] * 5;
    return s.benchCount[p] < 4 ? 70 + cHp[d] / 10 + (evolutionInHand(s, p, d) ? 20 : 0) : 30;
  }
  if (cSuper[d] === Supertype.Energy) return 50;
  return cTrainerKind[d] === TrainerKind.Supporter ? 60 : 35;
};

/** Does p's hand hold an Evolution card of the Pokémon card d (a Basic found for it can evolve)? */
const evolutionInHand = (s: GameState, p: number, d: number): boolean => {
  for (let i = 0; i < s.handCount[p]; i++) {
    const h = s.cardDef[s.hand[p * MAX_DECK + i]];
    if (cSuper[h] === Supertype.Pokemon && cEvolvesFrom[h] === cNameId[d]) return true;
  }
  return false;
};

const currentOp = (s: GameState): number => {
  return s.progKind[0] === 0 ? 0 : PROG[s.progStart[0] + s.pc[0] * OP_WIDTH];
};

const trainerScore = (s: GameState, p: number, c: number): number => {
  const d = s.cardDef[c];
  if (cTrainerKind[d] === TrainerKind.Stadium) return cStadium[d] === StadiumEffect.Stage2HpMinus30 ? gravityMountainScore(s, p) : 120;
  const op = cProgLen[d] > 0 ? PROG[cProgStart[d]] : 0;
  const hand = s.handCount[p];
  const active = p * SLOTS;
  // A lone Active the opposing Active can Knock Out next turn, and no Basic in hand: losing it
  // loses the game (W2), so dig for a Basic whatever the hand size or the deck's pace (only
  // drawSafe's floor holds). Else a Supporter (once a turn) draws on a realistic pace, an Item on
  // a cautious one (drawSafe).
  const lone = s.benchCount[p] === 0 && !basicInHand(s, p) && activeInReach(s, p);
  const pace = lone ? Pace.Urgent : cTrainerKind[d] === TrainerKind.Supporter ? Pace.Supporter : Pace.Item;
  // Surfer and Iris's Fighting Spirit: a switch or a discard first, then draw until the hand is full.
  if (cProgLen[d] > 1 && PROG[cProgStart[d] + OP_WIDTH] === Op.DrawUntilHand) return drawUntilScore(s, p, op, PROG[cProgStart[d] + OP_WIDTH + 1]);
  if (op === Op.AttachTool && (cToolRetreatMinus[d] > 0 || cSupporterShield[d] === 1)) return toolScore(s, p, d);
  switch (op) {
    case Op.Draw: {
      // Bill: not when the deck runs thin while the hand still holds cards to play.
      const n = PROG[cProgStart[d] + 1];
      return drawSafe(s, p, n, pace) && (lone || hand <= 5 || s.deckCount[p] >= 20) ? 320 : -1;
    }
    case Op.MoveCards:
      // Pal Pad, Super Rod: cards back into the deck, no hurry.
      if (((PROG[cProgStart[d] + 4] >> 16) & 0xff) === Dest.DeckShuffle) return 150;
      return drawSafe(s, p, 1, lone ? Pace.Urgent : Pace.Supporter) ? 330 : -1; // one card, the one wanted: paced as a Supporter
    case Op.DiscardHandDraw: return (lone || hand <= 4) && drawSafe(s, p, PROG[cProgStart[d] + 1], pace) ? 310 : -1;
    // Youngster: the hand goes back into the deck, so the deck shrinks by the gain only.
    case Op.ShuffleHandDraw: return (lone || hand <= 4) && drawSafe(s, p, PROG[cProgStart[d] + 1] - (hand - 1), pace) ? 310 : -1;
    case Op.DiscardFromHand: return (hand >= 5 || (lone && hand >= 3)) && drawSafe(s, p, 1, pace) ? 300 : -1;
    case Op.Heal: return s.damage[active] >= 30 ? 280 : -1;
    case Op.DiscardOwnEnergyHeal: return energyHealWorthIt(s, p, PROG[cProgStart[d] + 1]) ? 280 : -1;
    case Op.SwitchSelf: {
      if (!canAttackNow(s, active)) return benchCanAttack(s, p) ? 340 : -1;
      return s.cond[active] === 0 && betterBenchAttacker(s, p) >= 0 ? 340 : -1;
    }
    case Op.RequireBehindOnPrizes: // Counter Catcher: a gust like Boss's Orders (playable only when behind)
    case Op.SwitchOpponentActive: {
      // Bring up a Benched Pokémon only when the Active can then Knock It Out.
      // Not when the Active in front can be Knocked Out already.
      const target = weakestBench(s, 1 - p);
      if (target < 0 || !canAttackNow(s, active) || bestAttackOn(s, p, (1 - p) * SLOTS) >= remainingHp(s, (1 - p) * SLOTS)) return -1;
      return bestAttackOn(s, p, target) >= remainingHp(s, target) ? 260 : -1;
    }
    case Op.DiscardOpponentEnergy: return mostChargedOpponent(s, p) >= 1 ? 270 : -1;
    // Super Energy Removal: only against a charged threat, paid with Energy we can spare.
    case Op.DiscardOwnEnergy: return mostChargedOpponent(s, p) >= 2 && spareEnergySlot(s, p) >= 0 ? 270 : -1;
    case Op.AttachToActive: return plusPowerKnocksOut(s, p, PROG[cProgStart[d] + 1]) ? 150 : -1;
    case Op.AttachToOwn: return s.slotTop[(1 - p) * SLOTS] >= 0 && canAttackNow(s, (1 - p) * SLOTS) ? 140 : -1; // Defender: against an attack to come
    case Op.BothShuffleTrainersFromHand: return -1;
    case Op.RearrangeTop: return -1;
    case Op.FlipHeadsOrStop: return 250;
    case Op.RareCandy: return 520;
    case Op.AttachTool: return 210;
    case Op.ClearActiveConditions: return 290; // playable only when the Active has a condition
    case Op.ShuffleFromHandDraw: return -1; // two cards for one
    case Op.HealAllDiscardEnergy: return centerWorthIt(s, p) ? 275 : -1;
    case Op.OpponentShuffleHandDraw: {
      // Rarely: to push an opponent with a thin deck toward decking out, or to break up a big hand.
      const o = 1 - p;
      return s.deckCount[o] <= 8 || s.handCount[o] >= 9 ? 110 : -1;
    }
    case Op.OpponentDiscardBasicToBench: return -1; // it helps the opponent
    case Op.HandPokemonToDeck: return deadPokemonInHand(s, p) ? 150 : -1;
    case Op.ScoopUp: return scoopTarget(s, p) >= 0 ? 240 : -1;
    case Op.DevolveOwn: return -1;
    case Op.PlayAsBasic: return s.benchCount[p] < 2 ? 190 : -1; // a wall worth no Prize
    // batch sv-a:
    case Op.BothHandsToBottomDrawPrizes: return ionoScore(s, p);
    // batch sv-b:
    case Op.RequireKnockedOutLastTurn: // Mela (a Fire Energy, then draw to 6) or Unfair Stamp (5 cards against 2)
      if (PROG[cProgStart[d] + OP_WIDTH] === Op.BothShuffleHandsDraw) return hand <= 5 && drawSafe(s, p, 5, pace) ? 315 : -1;
      return hand <= 5 && drawSafe(s, p, 6 - hand, pace) ? 335 : -1;
    case Op.OwnPokemonToHand: return scoopTarget(s, p) >= 0 ? 240 : -1;
    // batch sv-c:
    case Op.TypeDamageBonusThisTurn: return typeBonusKnocksOut(s, p, d) ? 250 : -1;
    case Op.ShuffleHandDrawByPrizes: { // Lillie's Determination: the hand goes back, so the deck shrinks by the gain only
      const gain = (s.prizeCount[p] === 6 ? PROG[cProgStart[d] + 2] : PROG[cProgStart[d] + 1]) - (hand - 1);
      return deckKeeps(s, p, gain) ? 300 + Math.min(gain, 9) : -1;
    }
    // issue 32's Standard 2026 lists:
    case Op.MoveBasicEnergyOwn: return energySwitchSource(s, p) >= 0 ? 350 : -1; // Energy Switch: below an Attach that does the same
    case Op.EnergyToHandAndAttach: return drawSafe(s, p, 2, pace) ? 325 : -1; // Crispin: 2 Energy, one attached now
    case Op.ExBonusThisTurn: return exBonusKnocksOut(s, p, PROG[cProgStart[d] + 1]) ? 250 : -1; // Black Belt's Training
    case Op.BasicPokemonToHand: return pennyTarget(s, p) >= 0 ? 240 : -1; // Penny
    case Op.HealEachInPlay: return picnicWorthIt(s, p, PROG[cProgStart[d] + 1]) ? 280 : -1; // Picnic Basket
  }
  return 100;
};

// --- issue 32's Standard 2026 lists: Energy Switch, Crispin, Black Belt's Training, Penny, Picnic
// Basket, Superior Energy Retrieval, Mystery Garden ---

/** Energy Switch: a basic Energy card on p's Bench whose move lets p's Active (which can't attack yet) attack, or -1. */
const energySwitchSource = (s: GameState, p: number): number => {
  const active = p * SLOTS;
  if (s.slotTop[active] < 0 || canAttackNow(s, active)) return -1;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const c = s.slotCards[sl * SLOT_CAP + i], d = s.cardDef[c];
      if (cBasicEnergy[d] === 1 && enablesAttack(s, active, cEnergyType[d], cEnergyUnits[d])) return c;
    }
  }
  return -1;
};

/** Black Belt's Training: only when its bonus turns the Active's attack into a Knock Out of the opposing Active Pokémon ex. */
const exBonusKnocksOut = (s: GameState, p: number, bonus: number): boolean => {
  const sl = p * SLOTS, o = (1 - p) * SLOTS;
  if (s.slotTop[o] < 0 || cEx[s.cardDef[s.slotTop[o]]] !== 1 || !canAttackNow(s, sl)) return false;
  const left = remainingHp(s, o);
  if (bestAttackOn(s, p, o) >= left) return false; // a Knock Out already
  const def = s.cardDef[s.slotTop[sl]];
  for (let k = 0; k < cAttackCount[def]; k++) { // the bonus comes before Weakness and Resistance
    const id = cAttackStart[def] + k;
    if (printedDamage(s, sl, id) <= 0 || !costMet(s, sl, id)) continue;
    if (computeAttackDamage(s, sl, o, Math.round(expectedBase(s, sl, id)) + bonus, false) >= left) return true;
  }
  return false;
};

/**
 * Penny puts a Basic Pokémon and its cards back in the hand: only to save a damaged Active with
 * Energy that the opposing Active can Knock Out next turn (and that can't Knock that one Out
 * first), never to bounce a healthy board.
 */
const pennyTarget = (s: GameState, p: number): number => {
  const active = p * SLOTS, o = (1 - p) * SLOTS;
  if (s.benchCount[p] === 0 || s.slotTop[active] < 0 || cStage[s.cardDef[s.slotTop[active]]] !== 0) return -1;
  if (s.damage[active] < 30 || s.slotEnergy[active * ENERGY_STRIDE + TYPE_COUNT] === 0 || !activeInReach(s, p)) return -1;
  if (s.slotTop[o] >= 0 && canAttackNow(s, active) && bestAttackOn(s, p, o) >= remainingHp(s, o)) return -1;
  return active;
};

/** Picnic Basket heals every Pokémon in play: only when p's Pokémon gain at least 30 and more than the opponent's. */
const picnicWorthIt = (s: GameState, p: number, amount: number): boolean => {
  let mine = 0, theirs = 0;
  for (let q = 0; q < 2; q++) {
    for (let k = 0; k <= s.benchCount[q]; k++) {
      const sl = q * SLOTS + k;
      if (s.slotTop[sl] < 0) continue;
      const healed = Math.min(amount, s.damage[sl]);
      if (q === p) mine += healed; else theirs += healed;
    }
  }
  return mine >= 30 && mine > theirs;
};

/** Superior Energy Retrieval: a discard (the Trainer's first op) that its next op gets basic Energy back from. */
const discardThenEnergyBack = (s: GameState): boolean => {
  if (s.progKind[0] !== ProgKind.Trainer || s.pc[0] + 1 >= s.progLen[0]) return false;
  const at = s.progStart[0] + (s.pc[0] + 1) * OP_WIDTH;
  return PROG[at] === Op.MoveCards && PROG[at + 1] === Source.Discard && (PROG[at + 3] & 0xff) === Filter.BasicEnergy && (PROG[at + 4] & 0xff) >= 3;
};

/** Mystery Garden: an Energy card from the hand, then draw up to the count of p's Pokémon of a type: when it draws 2 or more. */
const stadiumActionScore = (s: GameState, p: number, c: number): number => {
  const d = s.cardDef[c];
  if (cProgLen[d] > 1 && PROG[cProgStart[d]] === Op.DiscardEnergyFromHand) {
    const type = PROG[cProgStart[d] + OP_WIDTH + 1];
    let n = 0;
    for (let k = 0; k <= s.benchCount[p]; k++) {
      const top = s.slotTop[p * SLOTS + k];
      if (top >= 0 && cType[s.cardDef[top]] === type) n++;
    }
    const drawn = n - (s.handCount[p] - PROG[cProgStart[d] + 1]);
    return drawn >= 2 && deckKeeps(s, p, drawn) ? 300 + Math.min(drawn, 9) : -1;
  }
  return s.benchCount[p] < 4 && drawSafe(s, p, 1, Pace.Item) ? 430 : -1; // Artazon: a Basic onto the Bench
};

// --- batch sv-c: Trainers (Premium Power Pro, Lillie's Determination, Surfer, Iris's Fighting
// Spirit, Air Balloon, Leafy Camo Poncho, Gravity Mountain) ---

/**
 * Premium Power Pro: only when this card (and the copies of it still in hand) turn the Active's
 * attack into a Knock Out; scored above the attack (which ends the turn) so it comes first.
 */
const typeBonusKnocksOut = (s: GameState, p: number, d: number): boolean => {
  const sl = p * SLOTS, o = (1 - p) * SLOTS;
  const at = cProgStart[d];
  if (s.slotTop[o] < 0 || cType[s.cardDef[s.slotTop[sl]]] !== PROG[at + 1] || !canAttackNow(s, sl)) return false;
  const left = remainingHp(s, o);
  if (bestAttackOn(s, p, o) >= left) return false; // a Knock Out already
  let copies = 0;
  for (let i = 0; i < s.handCount[p]; i++) if (s.cardDef[s.hand[p * MAX_DECK + i]] === d) copies++;
  // The bonus comes before Weakness: add it to each payable attack's base.
  const def = s.cardDef[s.slotTop[sl]];
  for (let k = 0; k < cAttackCount[def]; k++) {
    const id = cAttackStart[def] + k;
    if (aDamage[id] <= 0 || !costMet(s, sl, id)) continue;
    if (computeAttackDamage(s, sl, o, Math.round(expectedBase(s, sl, id)) + copies * PROG[at + 2], false) >= left) return true;
  }
  return false;
};

/**
 * Does the deck keep enough cards after drawing n (net): about two per Prize still to take,
 * never fewer than 3. The League decks' draw Supporters (Lillie's Determination, Iris's Fighting
 * Spirit) pay off without drawSafe's pace clause: with it their deck won clearly less often.
 */
const deckKeeps = (s: GameState, p: number, n: number): boolean => {
  return s.deckCount[p] - n >= Math.max(3, 2 * s.prizeCount[p]);
};

/**
 * Surfer (switch, then draw to a) and Iris's Fighting Spirit (discard a card, then draw to a):
 * Surfer as a Switch when switching helps, else either when it draws 2 or more and (Surfer)
 * the switch costs no attack: the Active can't attack, or a Benched Pokémon hits as hard.
 */
const drawUntilScore = (s: GameState, p: number, first: number, a: number): number => {
  const active = p * SLOTS;
  const kept = s.handCount[p] - 1 - (first === Op.DiscardFromHand ? 1 : 0);
  const drawn = a - kept;
  const draws = drawn >= 2 && deckKeeps(s, p, drawn);
  if (first !== Op.SwitchSelf) return draws ? 300 + Math.min(drawn, 9) : -1;
  if (canAttackNow(s, active) ? s.cond[active] === 0 && betterBenchAttacker(s, p) >= 0 : benchCanAttack(s, p)) return 340;
  if (!draws) return -1;
  if (!canAttackNow(s, active)) return 300 + Math.min(drawn, 9);
  const o = (1 - p) * SLOTS, mine = bestAttackOn(s, p, o);
  for (let k = 1; k <= s.benchCount[p]; k++) if (canAttackNow(s, p * SLOTS + k) && bestAttackFrom(s, p * SLOTS + k, o) >= mine) return 300 + Math.min(drawn, 9);
  return -1;
};

/** Does the Active want to retreat (as the Retreat action's score says)? */
const activeWantsOut = (s: GameState, p: number): boolean => {
  const active = p * SLOTS;
  if (canAttackNow(s, active) && s.cond[active] === 0) return betterBenchAttacker(s, p) >= 0;
  return benchCanAttack(s, p);
};

/**
 * Air Balloon (and Rescue Board): before a retreat it makes cheaper (above the Retreat's score),
 * else onto a Pokémon that has a Retreat Cost. Leafy Camo Poncho: only for a VSTAR or VMAX.
 */
const toolScore = (s: GameState, p: number, d: number): number => {
  const active = p * SLOTS;
  if (cToolRetreatMinus[d] > 0 && !hasTool(s, active) && retreatCost(s, active) > 0 && s.benchCount[p] > 0 && !s.retreated[p] && activeWantsOut(s, p)) return RETREAT_SCORE + 10;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && toolTargetScore(s, d, sl) > 0) return 210;
  }
  return -1;
};

/** Where a retreat or Supporter-shield Tool goes: the highest Retreat Cost (the Active first), a VSTAR or VMAX. */
const toolTargetScore = (s: GameState, d: number, sl: number): number => {
  if (hasTool(s, sl)) return -1000;
  if (cSupporterShield[d] === 1) {
    const box = cRuleBoxKind[s.cardDef[s.slotTop[sl]]];
    return box === RuleBox.VSTAR || box === RuleBox.VMAX ? 10 + cPrizes[s.cardDef[s.slotTop[sl]]] : -100;
  }
  const cost = retreatCost(s, sl);
  return cost > 0 ? 10 * cost + (sl % SLOTS === 0 ? 5 : 0) : -100;
};

/**
 * Gravity Mountain (Stage 2 Pokémon have 30 less HP), before the attack: first when it Knocks Out
 * an opponent's Stage 2, then when the opponent has more Stage 2 Pokémon in play than p, or p has
 * none (it stays for the opponent's later ones); never when it would Knock Out one of p's.
 */
const gravityMountainScore = (s: GameState, p: number): number => {
  let mine = 0, theirs = 0, knocksOut = false;
  for (let q = 0; q < 2; q++) {
    for (let k = 0; k <= s.benchCount[q]; k++) {
      const sl = q * SLOTS + k;
      if (s.slotTop[sl] < 0 || cStage[s.cardDef[s.slotTop[sl]]] !== 2) continue;
      const dies = remainingHp(s, sl) <= 30;
      if (q === p) { if (dies) return -1; mine++; } else { theirs++; knocksOut ||= dies; }
    }
  }
  if (knocksOut) return 290;
  if (theirs > mine) return 250;
  return mine === 0 ? 205 : -1;
};

/**
 * Fighting Gong: the basic Energy when the hand has none of its type and this turn's attachment
 * is still to make, else the Basic Pokémon as any search values it.
 */
const basicOfTypeValue = (s: GameState, p: number, c: number): number => {
  const d = s.cardDef[c];
  if (cSuper[d] !== Supertype.Energy) return cardValue(s, p, c);
  if (s.energyAttached[p] === 1) return 45;
  for (let i = 0; i < s.handCount[p]; i++) {
    const h = s.cardDef[s.hand[p * MAX_DECK + i]];
    if (cBasicEnergy[h] === 1 && cEnergyType[h] === cEnergyType[d]) return 45;
  }
  return 100;
};

/** How a draw is paced (drawSafe). */
const enum Pace { Item, Supporter, Urgent }

/** Can the opposing Active Knock Out p's Active next turn, with the Energy it has now? */
const activeInReach = (s: GameState, p: number): boolean => {
  const o = (1 - p) * SLOTS;
  return s.slotTop[o] >= 0 && bestAttackFrom(s, o, p * SLOTS) >= remainingHp(s, p * SLOTS);
};

/** Does p's hand hold a Basic Pokémon card? */
const basicInHand = (s: GameState, p: number): boolean => {
  for (let i = 0; i < s.handCount[p]; i++) if (isBasicPokemon(s.cardDef[s.hand[p * MAX_DECK + i]])) return true;
  return false;
};

/**
 * Cards must stay in the deck after drawing n: about two per Prize still to take, never fewer
 * than 3; and enough for the own turns the game may still last (turnsLeft), unless the deck keeps
 * at least as many cards as the opponent's (a long game then ends with the opponent decking out
 * first). Slow matchups, where drawing early would lose the deck-out race, thus draw less.
 * `pace`: a Supporter (one a turn, so it can't burn the deck in one turn, and one not played is
 * the turn's Supporter lost) plans on a realistic pace; Items (Bill, Professor Oak: any number a
 * turn) on a cautious one; Urgent (a lone Active, no Basic in hand) keeps only the floor.
 */
const drawSafe = (s: GameState, p: number, n: number, pace: Pace): boolean => {
  const left = s.deckCount[p] - n;
  if (left < Math.max(3, 2 * s.prizeCount[p])) return false;
  return pace === Pace.Urgent || left >= turnsLeft(s, p, pace === Pace.Supporter) || left >= s.deckCount[1 - p];
};

/**
 * Own turns (each draws a card) the game may still last: until p takes its remaining Prizes at
 * its pace so far, or the opponent its own, whichever comes first. p's pace counts a prior of 2
 * own turns per Prize for a Supporter, and for an Item twice a pace of 4 (the cautious estimate
 * the bot used for every draw before issue 30, which kept slow decks from decking out against the
 * random bot). The opponent's pace counts only once it has taken a Prize.
 */
const turnsLeft = (s: GameState, p: number, supporter: boolean): number => {
  const ownTurns = s.turn[0] >> 1;
  const mine = supporter
    ? (s.prizeCount[p] * (ownTurns + 2)) / (s.prizesTaken[p] + 1)
    : (s.prizeCount[p] * 2 * (ownTurns + 4)) / (s.prizesTaken[p] + 1);
  const o = 1 - p, taken = s.prizesTaken[o];
  if (taken === 0) return mine;
  return Math.min(mine, (s.prizeCount[o] * (ownTurns + 2)) / taken);
};

/**
 * Iono: worth it when it draws at least 2 more cards than the hand gives up, or (not losing
 * cards) when it takes a big hand from an opponent close to winning.
 */
const ionoScore = (s: GameState, p: number): number => {
  const o = 1 - p;
  const gain = s.prizeCount[p] - (s.handCount[p] - 1); // (Iono itself leaves the hand)
  if (gain >= 2) return drawSafe(s, p, gain, Pace.Supporter) ? 315 : -1; // the deck shrinks by the gain only
  return gain >= 0 && s.prizeCount[o] <= 2 && s.handCount[o] >= 5 ? 315 : -1;
};

/** The most Energy on any of the opponent's Pokémon. */
const mostChargedOpponent = (s: GameState, p: number): number => {
  const q = 1 - p;
  let most = 0;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] >= 0) most = Math.max(most, s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT]);
  }
  return most;
};

/** Most Energy any attack of the Pokémon in slot sl costs. */
const maxAttackCost = (s: GameState, sl: number): number => {
  const d = s.cardDef[s.slotTop[sl]];
  let most = 0;
  for (let k = 0; k < cAttackCount[d]; k++) most = Math.max(most, aCost[(cAttackStart[d] + k) * (TYPE_COUNT + 1) + TYPE_COUNT]);
  return most;
};

/** Cost of losing one Energy from slot sl: 0 if it is surplus, more on a Pokémon that attacks. */
const energyLossCost = (s: GameState, p: number, sl: number): number => {
  const total = s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
  if (total === 0) return 1e6;
  if (total > maxAttackCost(s, sl) + cRetreat[s.cardDef[s.slotTop[sl]]]) return 0;
  return (sl === p * SLOTS ? 100 : 20) + (canAttackNow(s, sl) ? 100 : 0) + 10 * total;
};

/** A Pokémon of p that can spare an Energy without losing an attack, or -1. */
const spareEnergySlot = (s: GameState, p: number): number => {
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && energyLossCost(s, p, sl) < 100 && !(k === 0 && canAttackNow(s, sl) && !canAttackAfterLoss(s, sl))) return sl;
  }
  return -1;
};

/** Would the Pokémon in slot sl still pay for a damaging attack with one Energy fewer (worst case)? */
const canAttackAfterLoss = (s: GameState, sl: number): boolean => {
  const d = s.cardDef[s.slotTop[sl]];
  const total = s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    if (aDamage[id] > 0 && costMet(s, sl, id) && aCost[id * (TYPE_COUNT + 1) + TYPE_COUNT] < total) return true;
  }
  return false;
};

/** Best expected damage the Active of p does to the opponent's Pokémon in slot target with an attack it can pay for. */
const bestAttackOn = (s: GameState, p: number, target: number): number => {
  return bestAttackFrom(s, p * SLOTS, target);
};

/** Best expected damage the Pokémon in slot sl would do to slot target with an attack it can pay for. */
const bestAttackFrom = (s: GameState, sl: number, target: number): number => {
  if (s.slotTop[target] < 0) return 0;
  const vsActive = target === (sl < SLOTS ? SLOTS : 0);
  if (vsActive && bestVsActiveStamp[sl] === decision) return bestVsActiveMemo[sl];
  const d = s.cardDef[s.slotTop[sl]];
  let best = 0;
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    if (!costMet(s, sl, id)) continue;
    best = Math.max(best, computeAttackDamage(s, sl, target, Math.round(expectedBase(s, sl, id)), false));
  }
  if (vsActive) { bestVsActiveMemo[sl] = best; bestVsActiveStamp[sl] = decision; }
  return best;
};

/** PlusPower: only when its bonus turns an attack into a Knock Out. */
const plusPowerKnocksOut = (s: GameState, p: number, bonus: number): boolean => {
  const o = (1 - p) * SLOTS;
  if (s.slotTop[o] < 0 || !canAttackNow(s, p * SLOTS)) return false;
  const dmg = bestAttackOn(s, p, o), left = remainingHp(s, o);
  return dmg > 0 && dmg < left && dmg + bonus >= left;
};

/** What an attack costs its user beyond its Energy: discarded Energy and self-damage, in points. */
const attackPenalty = (s: GameState, sl: number, id: number): number => {
  let pen = 0;
  const start = aProgStart[id];
  for (let i = 0; i < aProgLen[id]; i++) {
    const at = start + i * OP_WIDTH;
    switch (PROG[at]) {
      case Op.DiscardAllSelfEnergyCost: pen += 8 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT]; break;
      case Op.DiscardSelfEnergyCost:
      case Op.DiscardSelfEnergy: pen += 8 * Math.max(1, PROG[at + 2]); break;
      case Op.SelfDamage: pen += PROG[at + 1] >= remainingHp(s, sl) ? selfKnockOutCost(s, sl) : PROG[at + 1] / 10; break;
      case Op.FlipTailsSelfDamage:
      case Op.IfTailsSelfDamage: pen += PROG[at + 1] / 20; break;
      case Op.SelfCantAttackNextTurn: pen += 10; break;
      case Op.FlipTailsSelfCantAttackNextTurn: pen += 5; break;
    }
  }
  return pen;
};

/**
 * Cost of an attack Knocking Out its own user: a Prize for the opponent (30), or the game (1000)
 * when nothing is left on the Bench or that Prize is the opponent's last.
 */
const selfKnockOutCost = (s: GameState, sl: number): number => {
  const p = sl >= SLOTS ? 1 : 0;
  return s.benchCount[p] === 0 || s.prizeCount[1 - p] <= cPrizes[s.cardDef[s.slotTop[sl]]] ? 1000 : 30;
};

/**
 * Pokémon Center: worth it when it saves a Pokémon close to a Knock Out (a third of its HP or
 * less left), heals much and costs few Energy.
 */
const centerWorthIt = (s: GameState, p: number): boolean => {
  let healed = 0, energy = 0, endangered = false;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0 || s.damage[sl] === 0) continue;
    healed += s.damage[sl];
    energy += s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
    if (remainingHp(s, sl) * 3 <= maxHp(s, sl)) endangered = true;
  }
  return endangered && healed >= 60 && healed >= 30 * energy;
};

/**
 * Super Potion (discard an Energy from the Active, heal it by `heal`): when the Energy is surplus,
 * or when the heal keeps the Active out of the reach of the opposing Active's attack and the
 * Active can't Knock that one Out now; otherwise the Energy it costs delays the Active's own
 * attack for the little the heal gives.
 */
const energyHealWorthIt = (s: GameState, p: number, heal: number): boolean => {
  const active = p * SLOTS, o = (1 - p) * SLOTS;
  if (s.damage[active] < 30) return false;
  if (energyLossCost(s, p, active) === 0) return true;
  if (s.slotTop[o] < 0 || (canAttackNow(s, active) && bestAttackOn(s, p, o) >= remainingHp(s, o))) return false; // a Knock Out removes the threat
  const threat = bestAttackFrom(s, o, active);
  const left = remainingHp(s, active);
  return threat >= left && threat < left + Math.min(heal, s.damage[active]);
};

/** A Pokémon card in hand that has no use now (Pokémon Trader gives it away). */
const deadPokemonInHand = (s: GameState, p: number): boolean => {
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (cSuper[s.cardDef[c]] === Supertype.Pokemon && cardValue(s, p, c) < 45) return true;
  }
  return false;
};

/** Scoop Up: one of p's Pokémon close to a Knock Out with little Energy to lose, or -1. */
const scoopTarget = (s: GameState, p: number): number => {
  if (s.benchCount[p] === 0) return -1;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0) continue;
    if (remainingHp(s, sl) <= 20 && s.damage[sl] >= 40 && s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] <= 1) return sl;
  }
  return -1;
};

const benchCanAttack = (s: GameState, p: number): boolean => {
  for (let k = 1; k <= s.benchCount[p]; k++) if (canAttackNow(s, p * SLOTS + k)) return true;
  return false;
};

/**
 * Would the Benched Pokémon in slot to attack the opposing Active much better than p's Active
 * (which can attack)? Yes when it Knocks Out where the Active can't, or does at least 30 more
 * and twice the damage.
 */
const betterAttacker = (s: GameState, p: number, to: number): boolean => {
  const o = (1 - p) * SLOTS;
  if (s.slotTop[o] < 0 || !canAttackNow(s, to)) return false;
  const mine = bestAttackOn(s, p, o), left = remainingHp(s, o);
  if (mine >= left) return false;
  const theirs = bestAttackFrom(s, to, o);
  return theirs >= left || (theirs >= mine + 30 && theirs >= 2 * mine);
};

/** A Benched Pokémon of p that attacks much better than the Active (betterAttacker), or -1. */
const betterBenchAttacker = (s: GameState, p: number): number => {
  for (let k = 1; k <= s.benchCount[p]; k++) if (betterAttacker(s, p, p * SLOTS + k)) return p * SLOTS + k;
  return -1;
};

/** The opponent's Benched Pokémon with the least HP left, or -1. */
const weakestBench = (s: GameState, q: number): number => {
  let best = -1, hp = 1e9;
  for (let k = 1; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    const r = remainingHp(s, sl);
    if (r < hp) { hp = r; best = sl; }
  }
  return best;
};

/**
 * Curse Spreading, one damage counter at a time: onto a Pokémon the counters still to place can
 * Knock Out (the most Prizes, then the least HP left), else onto the one with the least HP left.
 */
const counterScore = (s: GameState, sl: number): number => {
  const left = remainingHp(s, sl);
  const counters = PROG[s.progStart[0] + s.pc[0] * OP_WIDTH + 1] - s.reg[Reg.Count];
  return (left <= counters * 10 ? 1000 * cPrizes[s.cardDef[s.slotTop[sl]]] : 0) - left;
};

const slotScore = (s: GameState, p: number, sl: number): number => {
  const op = currentOp(s);
  const mine = (sl >= SLOTS ? 1 : 0) === p;
  const top = s.slotTop[sl];
  if (top < 0) return 0;
  if (s.phase[0] === Phase.Promote) {
    return (canAttackNow(s, sl) ? 1000 : 0) + bestPotential(s, sl) + remainingHp(s, sl) / 10;
  }
  switch (op) {
    case Op.ChooseAnyOpponentTarget:
    case Op.BenchDamageOneOpponent: {
      const dmg = s.reg[Reg.Damage];
      const left = remainingHp(s, sl);
      return (left <= dmg ? 1000 * cPrizes[s.cardDef[top]] : 0) - left;
    }
    case Op.SwitchOpponentActive: return -remainingHp(s, sl) - 10 * (canAttackNow(s, sl) ? 1 : 0);
    case Op.SwitchInOpponentThenDamage: { // Suction Shock: the one its damage Knocks Out, else the weakest
      const left = remainingHp(s, sl);
      return (left <= PROG[s.progStart[0] + s.pc[0] * OP_WIDTH + 1] ? 1000 * cPrizes[s.cardDef[top]] : 0) - left;
    }
    case Op.PutCountersOnOpponent: return counterScore(s, sl);
    case Op.OpponentSwitchesActive: // the decider is the opponent, picking its own new Active
    case Op.SwitchSelfIfBench:
    case Op.SwitchSelf:
    case Op.OptionalSwitchSelf: return (canAttackNow(s, sl) ? 500 + bestAttackFrom(s, sl, (1 - p) * SLOTS) : 0) + remainingHp(s, sl) / 10;
    case Op.Heal: return s.damage[sl] + (sl % SLOTS === 0 ? 5 : 0);
    case Op.DiscardOwnEnergyHeal: return s.damage[sl] + (sl % SLOTS === 0 ? 100 : 0); // the Active it was played for
    case Op.AttachToOwn: return sl % SLOTS === 0 ? 100 : 0; // Defender: on the Pokémon that will be attacked
    case Op.DiscardOpponentEnergy:
      return s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] > 0 ? 10 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] + (sl % SLOTS === 0 && canAttackNow(s, sl) ? 25 : 0) : -1000;
    case Op.DiscardOwnEnergy: return -energyLossCost(s, p, sl);
    case Op.ScoopUp: return s.damage[sl] - remainingHp(s, sl) - 20 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
    case Op.DevolveOwn: return s.damage[sl];
    case Op.MoveCountersToOpponent: { // Moonglow Reverse: where the counters Knock Out, the most Prizes first
      let movable = 0;
      for (let k = 0; k <= s.benchCount[p]; k++) movable += Math.min(PROG[s.progStart[0] + s.pc[0] * OP_WIDTH + 1] * 10, s.damage[p * SLOTS + k]);
      const left = remainingHp(s, sl);
      return (left <= movable ? 1000 * cPrizes[s.cardDef[top]] : 0) - left;
    }
    // batch sv-b:
    case Op.OwnPokemonToHand: return s.damage[sl] - remainingHp(s, sl) - 20 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
    case Op.CountersOnOpponentBench: return phantomDiveScore(s, sl);
    // issue 32's Standard 2026 lists:
    case Op.BasicPokemonToHand: return s.damage[sl] + 10 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] + (sl % SLOTS === 0 ? 50 : 0); // Penny
    case Op.MoveBasicEnergyOwn: { // Energy Switch: to the Active it lets attack
      const d = s.cardDef[s.reg[Reg.Chosen]];
      if (sl === p * SLOTS && enablesAttack(s, sl, cEnergyType[d], cEnergyUnits[d])) return 1000;
      break;
    }
    // batch sv-c:
    case Op.AttachTool: {
      const tool = s.cardDef[s.progSource[0]];
      if (cToolRetreatMinus[tool] > 0 || cSupporterShield[tool] === 1) return toolTargetScore(s, tool, sl);
      break;
    }
  }
  // Attaching Energy from an effect, Defender, Grounding, other Tools: where it helps most.
  const c = s.reg[Reg.Chosen];
  const type = c >= 0 && c < INSTANCES ? cEnergyType[s.cardDef[c]] : T.Colorless;
  return (mine ? 10 : -10) + energyNeed(s, sl, type) * 10 + (sl % SLOTS === 0 ? 5 : 0);
};

/**
 * Phantom Dive: a counter goes where the counters still to place Knock a Pokémon Out (the most
 * Prizes, then the one needing fewest), never on one already Knocked Out; else on the most damaged.
 */
const phantomDiveScore = (s: GameState, sl: number): number => {
  const left = remainingHp(s, sl);
  if (left <= 0) return -1000;
  const counters = PROG[s.progStart[0] + s.pc[0] * OP_WIDTH + 1] - s.reg[Reg.Count];
  if (left <= counters * 10) return 1000 * cPrizes[s.cardDef[s.slotTop[sl]]] - left;
  return -left;
};

/** Score of an action outside the Main phase (setup, promotion, retreat payment, effect choices). */
const score = (s: GameState, a: number): number => {
  const p = s.decider[0];
  const kind = actKind(a);
  switch (s.phase[0]) {
    case Phase.ChooseFirst: return kind === Act.Yes ? 1 : 0;
    case Phase.SetupActive: {
      const d = s.cardDef[actA(a)];
      return cHp[d] + (cRetreat[d] === 0 ? 5 : 0);
    }
    case Phase.SetupBench: return kind === Act.Done ? 0 : 1;
    case Phase.ExtraDraws: return kind === Act.Yes ? (s.deckCount[p] > 10 ? 2 : -1) : kind === Act.ChooseCard ? 3 : 0;
    case Phase.Promote: return slotScore(s, p, actB(a));
    // Pay the Retreat Cost without overpaying: the card that covers most of what is left, but no more.
    case Phase.Retreat: { const u = cEnergyUnits[s.cardDef[actA(a)]]; return u <= s.reg[Reg.Count] ? u : -u; }
    case Phase.Effect: return effectScore(s, p, a);
  }
  return mainScore(s, p, kind, a);
};

/** A Main-phase action's score (p: the player deciding, kind: actKind(a)). */
const mainScore = (s: GameState, p: number, kind: number, a: number): number => {
  const active = p * SLOTS;
  const o = (1 - p) * SLOTS;
  switch (kind) {
    case Act.EndTurn: return 0;
    case Act.PlayBasic: return s.benchCount[p] < 3 ? 450 : 200;
    case Act.Evolve: return 500 + cStage[s.cardDef[actA(a)]] * 10 + (actB(a) === active ? 5 : 0);
    case Act.Attach: {
      const c = actA(a), sl = actB(a);
      const need = energyNeed(s, sl, cEnergyType[s.cardDef[c]]);
      // Energy that no attack needs only helps to retreat later: a low priority. Energy that lets
      // the Active attack this very turn comes first.
      if (need <= 0) return 20 - s.slotCount[sl];
      return 380 + need * 10 + (sl === active ? 8 + (enablesAttack(s, sl, cEnergyType[s.cardDef[c]], cEnergyUnits[s.cardDef[c]]) ? 40 : 0) : 0);
    }
    case Act.PlayTrainer: return trainerScore(s, p, actA(a));
    case Act.Retreat: {
      const to = actB(a);
      if (canAttackNow(s, active) && s.cond[active] === 0) return betterAttacker(s, p, to) ? RETREAT_SCORE : -1;
      return canAttackNow(s, to) ? RETREAT_SCORE : -1;
    }
    case Act.Power: return powerScore(s, p, actB(a), powerHelpers, actA(a));
    case Act.DiscardDoll: return -100; // never worth it for greedy: the Doll shields the Bench for free
    case Act.UseStadium: return stadiumActionScore(s, p, actA(a));
    case Act.Attack: {
      const k = actB(a);
      // Attacking ends the turn, so it scores below every useful action (≥ 200): those come first.
      // Among Knock Outs the cheapest (fewest Energy discarded, least self-damage) wins. (A
      // 3-Prize Knock Out, a Mega ex or VMAX, counts as 2: it too must come after useful actions.)
      const dmg = attackValue(s, p, k);
      const pen = attackPenalty(s, active, activeAttackId(s, p, k));
      if (pen >= 1000) return -1; // it would lose the game
      if (s.slotTop[o] >= 0 && dmg >= remainingHp(s, o)) return 170 + 10 * Math.min(2, cPrizes[s.cardDef[s.slotTop[o]]]) + 9 / (1 + pen) + Math.min(dmg, 999) / 1000;
      return 100 + Math.min(60, dmg / 5) - pen;
    }
  }
  return 0;
};

const powerHelpers: PowerHelpers = { energyNeed, enablesAttack, attackFrom: bestAttackFrom, canAttack: canAttackNow, drawPaced: (s, p, n) => drawSafe(s, p, n, Pace.Supporter) };

/** An option: a type for Conversion 1 / 2, else an attack of the Defending Pokémon to disable. */
const optionScore = (s: GameState, p: number, b: number): number => {
  const op = currentOp(s);
  if (op === Op.ConvertDefenderWeakness) {
    // Weakness to the type of our Pokémon (the Active counts twice): they hit it for double.
    let n = 0;
    for (let k = 0; k <= s.benchCount[p]; k++) {
      const top = s.slotTop[p * SLOTS + k];
      if (top >= 0 && cType[s.cardDef[top]] === b) n += k === 0 ? 2 : 1;
    }
    return n;
  }
  if (op === Op.CopyDefenderAttack) {
    // Metronome: the copied attack that does the most (a Knock Out above all).
    const sl = p * SLOTS, o = (1 - p) * SLOTS;
    const id = cAttackStart[s.cardDef[s.slotTop[o]]] + s.cand[b];
    const dmg = computeAttackDamage(s, sl, o, Math.round(expectedBase(s, sl, id)), false);
    return dmg + (dmg >= remainingHp(s, o) ? 1000 : 0);
  }
  if (op === Op.UseBenchedOwnerAttack) {
    // Night Joker: the same, among its Benched Pokémon's attacks (option b: cand[b] = slot × 4 + attack index).
    const sl = p * SLOTS, o = (1 - p) * SLOTS, c = s.cand[b];
    const id = cAttackStart[s.cardDef[s.slotTop[c >> 2]]] + (c & 3);
    const dmg = computeAttackDamage(s, sl, o, Math.round(expectedBase(s, sl, id)), false) + placedCounters(id);
    return dmg + (dmg >= remainingHp(s, o) ? 1000 : 0);
  }
  if (op === Op.ConvertSelfResistance) {
    // Resistance to the Defending Pokémon's type.
    const top = s.slotTop[(1 - p) * SLOTS];
    return top >= 0 && cType[s.cardDef[top]] === b ? 1 : 0;
  }
  return b; // disable the later (usually stronger) attack
};

/** The most one more Energy of `type` helps any of p's Pokémon (energyNeed). */
const bestNeed = (s: GameState, p: number, type: number): number => {
  let best = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) best = Math.max(best, energyNeed(s, p * SLOTS + k, type));
  return best;
};

/** How much a Benched Pokémon is worth keeping: an attacker first, then its damage, Stage, Energy and HP left. */
const keepScore = (s: GameState, sl: number): number =>
  (canAttackNow(s, sl) ? 1000 : 0) + bestPotential(s, sl) + 50 * cStage[s.cardDef[s.slotTop[sl]]] + 20 * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] + remainingHp(s, sl) / 10;

/** Hail Blade: discard Energy until the damage Knocks Out the Defending Pokémon, then stop. */
const hailBladeScore = (s: GameState, p: number, kind: number): number => {
  const o = (1 - p) * SLOTS;
  const enough = s.slotTop[o] >= 0 && computeAttackDamage(s, p * SLOTS, o, s.reg[Reg.Damage], false) >= remainingHp(s, o);
  return (kind === Act.Done) === enough ? 1 : 0;
};

const effectScore = (s: GameState, p: number, a: number): number => {
  if (s.progKind[0] === ProgKind.Power) return powerChoiceScore(s, p, a, powerHelpers);
  const kind = actKind(a);
  const pend = s.pend[0];
  const cur = currentOp(s);
  // Hail Blade, Make It Rain, Garland Ray: discard for damage until it Knocks Out.
  if (cur === Op.DiscardTypeForDamage || cur === Op.DiscardHandEnergyForDamage || cur === Op.DiscardSelfEnergyForDamage) return hailBladeScore(s, p, kind);
  if (kind === Act.Done) {
    const op = currentOp(s);
    return op === Op.OptionalSwitchSelf ? 50 : -100;
  }
  switch (pend) {
    case Pend.Card: {
      const c = actA(a);
      const op = currentOp(s);
      if (op === Op.MoveCards && (PROG[s.progStart[0] + s.pc[0] * OP_WIDTH + 3] & 0xff) === Filter.BasicOfType) return basicOfTypeValue(s, p, c);
      if (op === Op.MoveBasicEnergyOwn) return c === energySwitchSource(s, p) ? 1 : 0; // Energy Switch
      // Crispin: the first card goes into the hand, the second is attached: the type most needed now last.
      if (op === Op.EnergyToHandAndAttach) return (s.reg[Reg.Aux] === 0 ? -1 : 1) * bestNeed(s, p, cEnergyType[s.cardDef[c]]);
      // Superior Energy Retrieval: a basic Energy card discarded comes back, so it is discarded first.
      if (op === Op.DiscardFromHand && cBasicEnergy[s.cardDef[c]] === 1 && discardThenEnergyBack(s)) return -10;
      const v = cardValue(s, p, c);
      if (op === Op.DiscardFromHand || op === Op.DiscardEnergyFromHand || op === Op.DiscardSelfEnergy || op === Op.DiscardSelfEnergyCost ||
        op === Op.DiscardOwnEnergy || op === Op.DiscardOwnEnergyHeal || op === Op.OptionalDiscardForBonus ||
        op === Op.ShuffleFromHandDraw || op === Op.HandPokemonToDeck) return -v;
      return v;
    }
    case Pend.Slot:
    case Pend.Grounding:
      return slotScore(s, p, actB(a));
    case Pend.BenchDiscard: return -keepScore(s, actB(a)); // R13: the Bench over its limit loses its least useful Pokémon
    case Pend.YesNo: {
      // Blustery Wind: discard the opponent's Stadium, keep our own.
      if (currentOp(s) === Op.OptionalDiscardStadium) return (kind === Act.Yes) === (owner(s.stadium[0]) !== p) ? 1 : 0;
      // Leech Seed: asked only when the attacker has damage to remove, so always take it.
      if (currentOp(s) === Op.HealSelfUnlessPrevented) return kind === Act.Yes ? 1 : 0;
      // Ampharos-style bonus: take it when the plain attack would not Knock Out.
      const o = (1 - p) * SLOTS;
      const plain = s.reg[Reg.Damage];
      const needBonus = s.slotTop[o] >= 0 && plain < remainingHp(s, o);
      return kind === Act.Yes ? (needBonus ? 1 : -1) : 0;
    }
    case Pend.Option: return optionScore(s, p, actB(a));
  }
  return 0;
};

