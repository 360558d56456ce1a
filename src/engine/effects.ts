// The effect interpreter. A program runs op by op; an op that needs a choice stores what it is
// waiting for in the state (pend, cand, slotMask, registers) and returns false; `effectStep` feeds
// the chosen action back to the same op. So a state can be cloned and resumed in the middle of any
// decision. `execOp` is one switch over the closed opcode vocabulary that calls the op's handler,
// one named function per op in the op-family modules of ./ops/ (their parameters: ops/args.ts).
import { GameState, Phase, Pend, ProgKind, Reg } from './state.js';
import * as stateModule from './state.js';
import { Act } from './actions.js';
import * as actionsModule from './actions.js';
import { Ev, AttackFailure } from './events.js';
import * as eventsModule from './events.js';
import * as tablesModule from './tables.js';
import { Supertype, TrainerKind, Dest, Source, Owner } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as damageModule from './damage.js';
import * as powersModule from './powers.js';
import { AfterKo } from './flow.js';
import * as flowModule from './flow.js';
import * as scanModule from './scan.js';
import * as zonesModule from './zones.js';
import { RegBit } from './ops/common.js';
import * as commonOps from './ops/common.js';
import { Field, MovePack } from './ops/args.js';
import * as controlOps from './ops/control.js';
import * as modifierOps from './ops/modifiers.js';
import * as damageOps from './ops/damage.js';
import * as energyOps from './ops/energy.js';
import * as statusOps from './ops/status.js';
import * as healOps from './ops/heal.js';
import * as switchOps from './ops/switch.js';
import * as handOps from './ops/hand.js';
import * as deckOps from './ops/deck.js';
import * as inPlayOps from './ops/in-play.js';
import * as turnRuleOps from './ops/turn-rules.js';
// Abilities (src/behaviour/) and the bots read these from here.
export { knockedOutLastTurn } from './ops/common.js';
export { moveCards } from './ops/deck.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP, MAX_DECK, REG_COUNT } = stateModule;
const { act, actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { PROG, OP_WIDTH, aProgStart, aProgLen, aPreLen, aDamage, cSuper, cTrainerKind, cType, cProgStart, cProgLen, cOwner } = tablesModule;
const { computeAttackDamage, applyAttackDamage } = damageModule;
const { powerPending, powerStep } = powersModule;
const { processKnockOuts, groundingChosen, benchDiscardChosen, continueRetreat, retreatDiscard, finishRetreat } = flowModule;
const { benchRoom, boostFor } = zonesModule;
const { newScan, firstOfDef } = scanModule;
const { slotsWhere, hasDamage, hasEnergy, hasDamageAndEnergy, noTool, evolved, knockedOutLastTurn } = commonOps;
const { opFlipTailsNothing, opNothingUnlessStadium, opNothingUnlessPartnerBenched, opFlipHeadsOrStop, opRequireBehindOnPrizes, opRequireKnockedOutLastTurn, opChooseAnyOpponentTarget, opCopyDefenderAttack, opUseBenchedOwnerAttack } = controlOps;
const { opTimesHeads, opPlusPerExtraEnergy, opPlusPerDefenderEnergy, opPlusPerDefenderCounter, opMinusPerSelfCounter, opTimesSelfCounters, opPlusPerSelfCounter, opTimesOpponentPrizesTaken, opIgnoreResistance, opFlipHeadsPlus, opHalfDefenderHp, opPlusPerSelfEnergy, opPlusIfDefenderEvolved, opIgnoreWeaknessResistance, opTimesHandSize, opIgnoreDefendingEffects, opPlusIfKnockedOutLastTurn, opPlusPerOpponentPrizeTaken, opTypeDamageBonusThisTurn, opPlusPerBenchedBoth, opPlusIfExtraEnergy, opPlusIfMovedToActiveThisTurn, opPlusPerHeadsUntilTails, opTimesOpponentDiscardBasicEnergy, opTimesOwnBenched, opExBonusThisTurn } = modifierOps;
const { opPlusIfDefenderEx, opTimesHeadsUntilTails, opPlusIfSelfDamaged, opPlusIfDefenderDamaged, opPlusPerOpponentBenched, opPlusPerHeads, opPlusPerOwnBenched, opPlusIfBehindOnPrizes, opPlusIfOpponentPrizesAtMost, opPlusIfSelfHasEnergyType, opPlusIfSelfHasTool, opPlusIfDefenderConditioned } = modifierOps; // generated Pokémon
const { opSelfCondition, opDefenderCantAttack } = statusOps; // generated Pokémon
const { opRandomOpponentHandCard } = handOps; // generated Pokémon
const { opHealEachOwn } = healOps; // generated Pokémon
const { opDiscardOpponentDeckTop, opEvolveOwnFromDeck } = deckOps; // generated Pokémon
const { opDrawPerHeads, opOpponentDiscardsFromHand } = handOps; // generated Pokémon
const { opDiscardDefenderEnergyPerHeads, opDefenderEnergyToHand, opMoveAllSelfEnergyToBenchAsYouLike, opDiscardDefenderEnergyOfType } = energyOps; // generated Pokémon
const { opStopUnlessOwnBench } = controlOps; // generated Pokémon
const { opExtraPrizeIfKnockedOut } = turnRuleOps; // generated Pokémon
const { opTimesCount, opPlusPerCount, opPlusIfOpponentHandAtMost, opPlusIfSelfConditioned, opPlusIfCount, opPlusIfCountAtMost } = modifierOps; // generated Pokémon
const { opOptionalDiscardStadiumForBonus } = inPlayOps; // generated Pokémon
const { opSelfToHand } = deckOps; // generated Pokémon
const { opCountersOnDefender } = damageOps; // generated Pokémon
const { opSelfCantRetreatNextTurn } = statusOps; // generated Pokémon
const { opDiscardOwnDeckTop, opMillForDamage } = deckOps; // cov-attacks
const { opCountersUntilHp } = damageOps; // cov-attacks
const { opGuardIfDefenderKnockedOut, opBoostNextTurn, opChooseCondition } = statusOps; // cov-attacks
const { opCoinWasOrStop } = controlOps; // cov-attacks
const { opMoveBenchedCountersToDefender, opCountersOnOneOpponent, opKnockOutIfCount, opBenchDamageOpponents, opCountersOnEachOpponent } = damageOps; // cov-attacks
const { opDiscardFromHandOrStop, opRandomOpponentHandCardsPerHeads } = handOps; // cov-attacks
const { opNothingUnlessCountIn, opStopUnlessOpponentBench } = controlOps; // cov-attacks
const { opTimesHeadsPerCount } = modifierOps; // cov-attacks
const { opFlipTailsOrStop, opNothingUnlessDefenderDamaged, opNothingUnlessDefenderConditioned, opMayOrStop } = controlOps; // generated Pokémon
const { opHealOneBenched } = healOps; // generated Pokémon
const { opBenchDamageOneOwn } = damageOps; // generated Pokémon
const { opDiscardDefenderSpecialEnergy, opMoveSelfEnergyToBench } = energyOps; // generated Pokémon
const { opTimesOwnTools, opPlusIfBenchedType, opTimesOwnInPlay, opTimesDefenderCounters, opTimesEnergyOnOpponents, opFlipBothHeadsPlus } = modifierOps; // generated Pokémon
const { opBenchDamageEachOpponent } = damageOps; // generated Pokémon
const { opEachPlayerDraws } = handOps; // generated Pokémon
const { opSelfEnergyToHand } = energyOps; // generated Pokémon
const { opIfTailsSelfDamage, opBenchDamageOwn, opSelfDamage, opFlipTailsSelfDamage, opBenchDamageAll, opBenchDamageOneOpponent, opDamageToOpponents, opMirrorMove, opMoveCountersToOpponent, opCountersOnOpponentBench, opPutCountersOnOpponent, opReviveDamage, opKnockOutIfExactCounters } = damageOps;
const { opDiscardSelfEnergyCost, opDiscardSelfEnergy, opOptionalDiscardForBonus, opDiscardAllSelfEnergyCost, opDiscardDefenderEnergy, opDiscardOwnEnergy, opDiscardOwnEnergyHeal, opDiscardOpponentEnergy, opMoveAllSelfEnergyToBench, opDiscardTypeForDamage, opDiscardSelfEnergyForDamage, opMoveBasicEnergyOwn, basicEnergySwitchable } = energyOps;
const { opDiscardOpponentSpecialEnergy, hasSpecialEnergy } = energyOps; // std26f
const { opCountersPerHandOnDefender } = damageOps; // std26f
const { opFlipConditionEither, opStrongPoison, opCondition, opFlipHeadsCondition, opConditionIfKnockedOutLastTurn, opFlipHeadsGuard, opGuard, opDebuffDefender, opSelfCantAttackNextTurn, opFlipTailsSelfCantAttackNextTurn, opLockAttackNextTurn, opConvertDefenderWeakness, opConvertSelfResistance, opDefenderCantAttackIfEvolution } = statusOps;
const { opHealSelfAll, opHealSelfUnlessPrevented, opHeal, opHealSelf, opHealSelfDamageDone, opHealAllDiscardEnergy, opClearActiveConditions, opClearSelfConditions, opHealEachInPlay } = healOps;
const { opOpponentSwitchesActive, opSwitchOpponentActive, opOptionalSwitchSelf, opSwitchSelf, opSwitchSelfIfBench, opSwitchInOpponentThenDamage, gustTargets } = switchOps;
const { opDraw, opDiscardHandDraw, opShuffleHandDraw, opShuffleHandDrawByPrizes, opOpponentShuffleHandDraw, opBothShuffleHandsDraw, opBothHandsToBottomDrawPrizes, opDrawUntilHand, opDrawUntil, opDiscardFromHand, opShuffleFromHandDraw, opBothShuffleTrainersFromHand, opHandPokemonToDeck, pokemonInHand, opDiscardEnergyFromHand, opDrawUntilPokemonOfType, energyInHand, opDiscardHandEnergyForDamage, opDiscardFromOpponentHand } = handOps;
const { opMoveCards, opRearrangeTop, opEvolveBenchFromDeck, opShuffleSelfIntoDeck, opEnergyToHandAndAttach, matches } = deckOps;
const { opDiscardDefenderTools, opAttachToActive, opAttachToOwn, opAttachTool, opPlayAsBasic, opRareCandy, opOpponentDiscardBasicToBench, opScoopUp, opOwnPokemonToHand, opDevolveOwn, opDevolveOpponentAll, opDiscardStadium, opOptionalDiscardStadium, candyMask, basicsInDiscard, scoopMask, opBasicPokemonToHand, basicInPlayMask } = inPlayOps;
const { opPlusPerDiscardEnergy, opDiscardAllSelfEnergy, opRequireOpponentPrizes, opExtraPrizeForTeraThisTurn, opOpponentNoItemsNextTurn } = turnRuleOps;

// ------------------------------------------------------------------------------------
// Program control
// ------------------------------------------------------------------------------------

export function startAttackProgram(s: GameState, p: number, attack: number, base: number): void {
  s.progKind[0] = ProgKind.Attack;
  s.progSource[0] = attack;
  s.progPlayer[0] = p;
  s.progStart[0] = aProgStart[attack];
  s.progLen[0] = aProgLen[attack];
  s.pc[0] = 0;
  clearRegs(s);
  s.reg[Reg.Damage] = base;
  s.reg[Reg.Attacker] = p * SLOTS;
  s.reg[Reg.Target] = (1 - p) * SLOTS;
  runProgram(s);
}

export function startTrainerProgram(s: GameState, p: number, card: number): void {
  const d = s.cardDef[card];
  s.progKind[0] = ProgKind.Trainer;
  s.progSource[0] = card;
  s.progPlayer[0] = p;
  s.progStart[0] = cProgStart[d];
  s.progLen[0] = cProgLen[d];
  s.pc[0] = 0;
  clearRegs(s);
  s.reg[Reg.Attacker] = p * SLOTS;
  runProgram(s);
}

/** All registers to 0 (a loop: TypedArray#fill costs more than 16 stores). */
const clearRegs = (s: GameState): void => {
  for (let i = 0; i < REG_COUNT; i++) s.reg[i] = 0;
};

const resetOpRegs = (s: GameState): void => {
  s.reg[Reg.Count] = 0;
  s.reg[Reg.Chosen] = -1;
  s.reg[Reg.Aux] = 0;
  s.reg[Reg.Aux2] = 0;
};

/** Run ops from pc until one waits for a choice or the program ends. */
const runProgram = (s: GameState): void => {
  const isAttack = s.progKind[0] === ProgKind.Attack;
  for (;;) {
    const pc = s.pc[0];
    const pre = isAttack ? aPreLen[s.progSource[0]] : 0; // (read each time: Metronome switches the program)
    if (s.reg[Reg.Cancelled] || s.reg[Reg.Stopped]) break;
    if (isAttack && pc === pre && !s.reg[Reg.DamageStepDone]) {
      s.reg[Reg.DamageStepDone] = 1;
      damageStep(s);
      continue;
    }
    if (pc >= s.progLen[0]) break;
    resetOpRegs(s);
    if (!execOp(s, -1)) {
      s.phase[0] = Phase.Effect;
      s.decider[0] = s.reg[Reg.OpponentDecides] ? 1 - s.progPlayer[0] : s.progPlayer[0];
      return;
    }
    s.pc[0]++;
  }
  finishProgram(s);
};

const finishProgram = (s: GameState): void => {
  s.pend[0] = 0;
  if (s.progKind[0] === ProgKind.Attack) {
    if (s.reg[Reg.Cancelled]) emit(s, Ev.AttackFailed, s.progPlayer[0], AttackFailure.Cancelled);
    s.progKind[0] = ProgKind.None;
    processKnockOuts(s, true, AfterKo.EndTurn); // X2: Knock Outs, then the turn ends
    return;
  }
  s.progKind[0] = ProgKind.None;
  processKnockOuts(s, false, AfterKo.Resume);
};

const damageStep = (s: GameState): void => {
  const atk = s.reg[Reg.Attacker];
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0) return;
  // An attack without a damage number does no damage, unless an op sets it (Super Fang).
  if (aDamage[s.progSource[0]] <= 0 && s.reg[Reg.Damage] <= 0) return;
  const flags = s.reg[Reg.NoResistance];
  const noWR = flags & 3; // 1: no Resistance, 2: neither Weakness nor Resistance
  let base = s.reg[Reg.Damage];
  // its boost from its last turn ("during your next turn, attacks used by this Pokémon do N more damage"), before W/R
  if (base > 0 && s.boost[atk] !== 0 && target % SLOTS === 0) base += boostFor(s, atk, s.progSource[0]);
  const d = computeAttackDamage(s, atk, target, base, noWR !== 0, noWR === 2, (flags & RegBit.NoDefendingEffects) !== 0);
  applyAttackDamage(s, atk, target, d);
};

/** Apply a choice to the waiting op (or to a retreat / trigger waiting outside a program). */
export function effectStep(s: GameState, action: number): void {
  if (powerPending(s)) {
    if (powerStep(s, action)) processKnockOuts(s, false, AfterKo.Resume);
    return;
  }
  if (s.pend[0] === Pend.RetreatEnergy) {
    retreatDiscard(s, s.decider[0] * SLOTS, actA(action));
    if (s.reg[Reg.Count] > 0) continueRetreat(s);
    else finishRetreat(s);
    return;
  }
  if (s.pend[0] === Pend.Grounding) {
    s.pend[0] = 0;
    groundingChosen(s, actKind(action) === Act.Done ? -1 : actB(action));
    return;
  }
  if (s.pend[0] === Pend.BenchDiscard) {
    s.pend[0] = 0;
    benchDiscardChosen(s, actB(action));
    return;
  }
  if (execOp(s, action)) {
    s.pc[0]++;
    runProgram(s);
  }
}

/** Legal choices while an effect waits. */
export function effectLegal(s: GameState, out: Int32Array): number {
  let n = 0;
  switch (s.pend[0]) {
    case Pend.Card:
      newScan();
      for (let i = 0; i < s.candCount[0]; i++) {
        const c = s.cand[i];
        if (firstOfDef(s.cardDef[c])) out[n++] = act(Act.ChooseCard, c);
      }
      if (s.reg[Reg.Count] >= s.pendMin[0]) out[n++] = act(Act.Done);
      return n;
    case Pend.Slot:
    case Pend.Grounding:
    case Pend.BenchDiscard: {
      // The mask's slots, lowest first (a slot is below 2 * SLOTS = 18).
      for (let m = s.slotMask[0]; m !== 0; m &= m - 1) out[n++] = act(Act.ChooseSlot, 0, 31 - Math.clz32(m & -m));
      if (s.pendMin[0] === 0) out[n++] = act(Act.Done);
      return n;
    }
    case Pend.YesNo:
      out[0] = act(Act.Yes);
      out[1] = act(Act.No);
      return 2;
    case Pend.Option:
      for (let i = 0; i < s.candCount[0]; i++) out[n++] = act(Act.Option, 0, i);
      return n;
    case Pend.RetreatEnergy: {
      const sl = s.decider[0] * SLOTS;
      const base = sl * SLOT_CAP;
      newScan();
      for (let i = 0; i < s.slotCount[sl]; i++) {
        const c = s.slotCards[base + i];
        if (cSuper[s.cardDef[c]] === Supertype.Energy && firstOfDef(s.cardDef[c])) out[n++] = act(Act.ChooseCard, c);
      }
      return n;
    }
  }
  return n;
}

// ------------------------------------------------------------------------------------
// Trainer playability: every op's precondition must hold
// ------------------------------------------------------------------------------------

export function canPlayTrainer(s: GameState, p: number, card: number): boolean {
  const d = s.cardDef[card];
  const start = cProgStart[d], len = cProgLen[d];
  const o = 1 - p;
  for (let i = 0; i < len; i++) {
    const at = start + i * OP_WIDTH;
    const op = PROG[at + Field.Op], a = PROG[at + Field.A];
    switch (op) {
      case Op.Draw:
      case Op.RearrangeTop:
        if (s.deckCount[p] === 0) return false;
        break;
      case Op.DiscardFromHand:
        if (s.handCount[p] - 1 < a) return false;
        break;
      case Op.Heal:
        if (slotsWhere(s, p, false, hasDamage) === 0) return false;
        break;
      case Op.DiscardOwnEnergyHeal:
        if (slotsWhere(s, p, false, hasDamageAndEnergy) === 0) return false;
        break;
      case Op.DiscardOwnEnergy:
        if (slotsWhere(s, p, false, hasEnergy) === 0) return false;
        break;
      case Op.DiscardOpponentEnergy:
        if (slotsWhere(s, o, false, hasEnergy) === 0) return false;
        break;
      case Op.DiscardOpponentSpecialEnergy: // std26f: Enhanced Hammer
        if (slotsWhere(s, o, false, hasSpecialEnergy) === 0) return false;
        break;
      case Op.SwitchSelf:
        if (s.benchCount[p] === 0) return false;
        break;
      case Op.SwitchOpponentActive:
        if (gustTargets(s, o, cTrainerKind[d] === TrainerKind.Supporter, false) === 0) return false;
        break;
      case Op.AttachToActive:
        if (s.slotTop[p * SLOTS] < 0) return false;
        break;
      case Op.AttachTool:
        if (slotsWhere(s, p, false, noTool) === 0) return false;
        break;
      case Op.RareCandy: {
        // (reads only: legalActions never writes to the state)
        let any = false;
        for (let i = 0; i < s.handCount[p] && !any; i++) any = candyMask(s, p, s.hand[p * MAX_DECK + i]) !== 0;
        if (!any) return false;
        break;
      }
      case Op.ClearActiveConditions: {
        const sl = p * SLOTS;
        if (s.slotTop[sl] < 0 || (s.cond[sl] === 0 && s.poisoned[sl] === 0)) return false;
        break;
      }
      case Op.ShuffleFromHandDraw:
        if (s.handCount[p] - 1 < a) return false;
        break;
      case Op.HealAllDiscardEnergy:
        if (slotsWhere(s, p, false, hasDamage) === 0) return false;
        break;
      case Op.OpponentDiscardBasicToBench:
        if (!benchRoom(s, o) || basicsInDiscard(s, o, false) === 0) return false;
        break;
      case Op.HandPokemonToDeck:
        if (pokemonInHand(s, p, false) === 0) return false;
        break;
      case Op.ScoopUp:
        if (scoopMask(s, p) === 0) return false;
        break;
      case Op.DevolveOwn:
        if (slotsWhere(s, p, false, evolved) === 0) return false;
        break;
      case Op.PlayAsBasic:
        if (!benchRoom(s, p)) return false;
        break;
      // batch sv-a: Iono is always playable (an empty hand still draws the Prize count).
      case Op.BothHandsToBottomDrawPrizes:
        break;

      // batch sv-b:
      case Op.RequireBehindOnPrizes:
        if (s.prizeCount[p] <= s.prizeCount[o]) return false;
        break;
      case Op.RequireKnockedOutLastTurn:
        if (!knockedOutLastTurn(s, p, false)) return false;
        break;
      case Op.DiscardEnergyFromHand: // std26a: Mystery Garden
        if (energyInHand(s, p, false) < a) return false;
        break;
      case Op.MoveBasicEnergyOwn: // std26c: Energy Switch
        if (!basicEnergySwitchable(s, p)) return false;
        break;
      case Op.RequireOpponentPrizes: // Briar
        if (s.prizeCount[o] !== a) return false;
        break;
      case Op.OwnPokemonToHand:
        if (scoopMask(s, p) === 0) return false;
        break;
      case Op.BasicPokemonToHand: // std26d: Penny
        if (basicInPlayMask(s, p) === 0) return false;
        break;
      case Op.MoveCards: {
        const source = a, filter = PROG[at + Field.C] & MovePack.Byte, param = PROG[at + Field.C] >> MovePack.FilterParamShift;
        const dest = (PROG[at + Field.D] >> MovePack.DestShift) & MovePack.Byte;
        if (source === Source.Discard) {
          let found = false;
          const base = p * MAX_DECK;
          for (let j = 0; j < s.discardCount[p] && !found; j++) found = matches(s, s.discard[base + j], filter, param);
          if (!found) return false;
        } else if (s.deckCount[p] === 0) return false;
        if (dest === Dest.Bench && !benchRoom(s, p)) return false;
        if ((dest === Dest.AttachOwnBench || dest === Dest.AttachOwnBenchOfType) && s.benchCount[p] === 0) return false;
        if (dest === Dest.AttachOwnBenchNs) { // N's PP Up: a Benched N's Pokémon to attach to
          let ok = false;
          for (let k = 1; k <= s.benchCount[p]; k++) if (cOwner[s.cardDef[s.slotTop[p * SLOTS + k]]] === Owner.N) ok = true;
          if (!ok) return false;
        }
        if (dest === Dest.AttachOwnBenchOfType) {
          let ok = false;
          for (let k = 1; k <= s.benchCount[p]; k++) if (cType[s.cardDef[s.slotTop[p * SLOTS + k]]] === param) ok = true;
          if (!ok) return false;
        }
        break;
      }
    }
  }
  return true;
}


// ------------------------------------------------------------------------------------
// The interpreter
// ------------------------------------------------------------------------------------

/**
 * Execute (or resume, when action ≥ 0) the op at pc. Returns true when the op is finished. Each
 * case calls its op's handler with the op's parameters a–d, named and typed in ops/args.ts.
 */
const execOp = (s: GameState, action: number): boolean => {
  const at = s.progStart[0] + s.pc[0] * OP_WIDTH;
  const op = PROG[at + Field.Op], a = PROG[at + Field.A], b = PROG[at + Field.B], c = PROG[at + Field.C], d = PROG[at + Field.D];
  switch (op) {
    // ---------------- damage modifiers and program control (before damage) ----------------
    case Op.TimesHeads: return opTimesHeads(s, action, a);
    case Op.PlusPerExtraEnergy: return opPlusPerExtraEnergy(s, action, a, b, c);
    case Op.PlusPerDefenderEnergy: return opPlusPerDefenderEnergy(s, action, a);
    case Op.PlusPerDefenderCounter: return opPlusPerDefenderCounter(s, action, a);
    case Op.MinusPerSelfCounter: return opMinusPerSelfCounter(s, action, a);
    case Op.TimesSelfCounters: return opTimesSelfCounters(s, action);
    case Op.PlusPerSelfCounter: return opPlusPerSelfCounter(s, action, a);
    case Op.TimesOpponentPrizesTaken: return opTimesOpponentPrizesTaken(s, action);
    case Op.FlipTailsNothing: return opFlipTailsNothing(s, action);
    case Op.IgnoreResistance: return opIgnoreResistance(s, action);
    case Op.DiscardSelfEnergyCost: return opDiscardSelfEnergyCost(s, action, a, b);
    case Op.DiscardSelfEnergy: return opDiscardSelfEnergy(s, action, a, b);
    case Op.OptionalDiscardForBonus: return opOptionalDiscardForBonus(s, action, a, b);
    case Op.ChooseAnyOpponentTarget: return opChooseAnyOpponentTarget(s, action);
    case Op.FlipHeadsPlus: return opFlipHeadsPlus(s, action, a);
    case Op.DiscardAllSelfEnergyCost: return opDiscardAllSelfEnergyCost(s, action);
    case Op.HalfDefenderHp: return opHalfDefenderHp(s, action);
    case Op.CopyDefenderAttack: return opCopyDefenderAttack(s, action);
    case Op.MirrorMove: return opMirrorMove(s, action);
    // ---------------- after damage ----------------
    case Op.IfTailsSelfDamage: return opIfTailsSelfDamage(s, action, a);
    case Op.BenchDamageOwn: return opBenchDamageOwn(s, action, a);
    case Op.FlipConditionEither: return opFlipConditionEither(s, action, a, b);
    case Op.StrongPoison: return opStrongPoison(s, action, a);
    case Op.DiscardDefenderEnergy: return opDiscardDefenderEnergy(s, action);
    case Op.OpponentSwitchesActive: return opOpponentSwitchesActive(s, action);
    case Op.ConvertDefenderWeakness: return opConvertDefenderWeakness(s, action);
    case Op.ConvertSelfResistance: return opConvertSelfResistance(s, action);
    case Op.SelfDamage: return opSelfDamage(s, action, a);
    case Op.FlipTailsSelfDamage: return opFlipTailsSelfDamage(s, action, a);
    case Op.BenchDamageAll: return opBenchDamageAll(s, action, a);
    case Op.BenchDamageOneOpponent: return opBenchDamageOneOpponent(s, action, a);
    case Op.Condition: return opCondition(s, action, a);
    case Op.FlipHeadsCondition: return opFlipHeadsCondition(s, action, a);
    case Op.FlipHeadsGuard: return opFlipHeadsGuard(s, action, a, b);
    case Op.Guard: return opGuard(s, action, a, b);
    case Op.DebuffDefender: return opDebuffDefender(s, action, a, b);
    case Op.SelfCantAttackNextTurn: return opSelfCantAttackNextTurn(s, action);
    case Op.FlipTailsSelfCantAttackNextTurn: return opFlipTailsSelfCantAttackNextTurn(s, action);
    case Op.HealSelfAll: return opHealSelfAll(s, action);
    case Op.HealSelfUnlessPrevented: return opHealSelfUnlessPrevented(s, action, a);
    case Op.SwitchOpponentActive: return opSwitchOpponentActive(s, action);
    case Op.OptionalSwitchSelf: return opOptionalSwitchSelf(s, action);
    case Op.SwitchSelf: return opSwitchSelf(s, action);
    // ---------------- Trainers (and the attacks and Abilities that share their ops) ----------------
    case Op.Draw: return opDraw(s, action, a);
    case Op.DiscardHandDraw: return opDiscardHandDraw(s, action, a);
    case Op.ShuffleHandDraw: return opShuffleHandDraw(s, action, a);
    case Op.MoveCards: return opMoveCards(s, action, a, b, c, d);
    case Op.DiscardFromHand: return opDiscardFromHand(s, action, a);
    case Op.Heal: return opHeal(s, action, a);
    case Op.DiscardOwnEnergyHeal: return opDiscardOwnEnergyHeal(s, action, a);
    case Op.DiscardOwnEnergy: return opDiscardOwnEnergy(s, action);
    case Op.DiscardOpponentEnergy: return opDiscardOpponentEnergy(s, action, a);
    case Op.DiscardOpponentSpecialEnergy: return opDiscardOpponentSpecialEnergy(s, action);
    case Op.CountersPerHandOnDefender: return opCountersPerHandOnDefender(s, action, a);
    // generated Pokémon:
    case Op.PlusIfDefenderEx: return opPlusIfDefenderEx(s, action, a, b);
    case Op.TimesHeadsUntilTails: return opTimesHeadsUntilTails(s, action);
    case Op.PlusIfSelfDamaged: return opPlusIfSelfDamaged(s, action, a, b);
    case Op.PlusIfDefenderDamaged: return opPlusIfDefenderDamaged(s, action, a);
    case Op.PlusPerOpponentBenched: return opPlusPerOpponentBenched(s, action, a);
    case Op.SelfCondition: return opSelfCondition(s, action, a);
    case Op.HealEachOwn: return opHealEachOwn(s, action, a, b);
    case Op.DiscardOpponentDeckTop: return opDiscardOpponentDeckTop(s, action, a);
    case Op.FlipTailsOrStop: return opFlipTailsOrStop(s, action);
    case Op.BenchDamageEachOpponent: return opBenchDamageEachOpponent(s, action, a);
    case Op.EachPlayerDraws: return opEachPlayerDraws(s, action, a);
    case Op.SelfEnergyToHand: return opSelfEnergyToHand(s, action, a);
    case Op.TimesOwnTools: return opTimesOwnTools(s, action);
    case Op.PlusIfBenchedType: return opPlusIfBenchedType(s, action, a, b);
    case Op.TimesOwnInPlay: return opTimesOwnInPlay(s, action);
    case Op.TimesDefenderCounters: return opTimesDefenderCounters(s, action);
    case Op.TimesEnergyOnOpponents: return opTimesEnergyOnOpponents(s, action);
    case Op.FlipBothHeadsPlus: return opFlipBothHeadsPlus(s, action, a);
    case Op.NothingUnlessDefenderDamaged: return opNothingUnlessDefenderDamaged(s, action);
    case Op.NothingUnlessDefenderConditioned: return opNothingUnlessDefenderConditioned(s, action, a);
    case Op.MayOrStop: return opMayOrStop(s, action);
    case Op.HealOneBenched: return opHealOneBenched(s, action, a);
    case Op.BenchDamageOneOwn: return opBenchDamageOneOwn(s, action, a);
    case Op.DiscardDefenderSpecialEnergy: return opDiscardDefenderSpecialEnergy(s, action);
    case Op.MoveSelfEnergyToBench: return opMoveSelfEnergyToBench(s, action);
    case Op.EvolveOwnFromDeck: return opEvolveOwnFromDeck(s, action, a);
    case Op.DrawPerHeads: return opDrawPerHeads(s, action, a);
    case Op.DiscardDefenderEnergyPerHeads: return opDiscardDefenderEnergyPerHeads(s, action, a);
    case Op.DefenderEnergyToHand: return opDefenderEnergyToHand(s, action, a);
    case Op.OpponentDiscardsFromHand: return opOpponentDiscardsFromHand(s, action, a);
    case Op.MoveAllSelfEnergyToBenchAsYouLike: return opMoveAllSelfEnergyToBenchAsYouLike(s, action);
    case Op.StopUnlessOwnBench: return opStopUnlessOwnBench(s, action);
    case Op.ExtraPrizeIfKnockedOut: return opExtraPrizeIfKnockedOut(s, action);
    case Op.TimesCount: return opTimesCount(s, action, a, b);
    case Op.PlusPerCount: return opPlusPerCount(s, action, a, b, c);
    case Op.CountersOnDefender: return opCountersOnDefender(s, action, a);
    case Op.PlusIfOpponentHandAtMost: return opPlusIfOpponentHandAtMost(s, action, a, b);
    case Op.PlusIfSelfConditioned: return opPlusIfSelfConditioned(s, action, a, b);
    case Op.OptionalDiscardStadiumForBonus: return opOptionalDiscardStadiumForBonus(s, action, a);
    case Op.SelfToHand: return opSelfToHand(s, action);
    case Op.SelfCantRetreatNextTurn: return opSelfCantRetreatNextTurn(s, action);
    case Op.PlusIfCount: return opPlusIfCount(s, action, a, b, c, d);
    case Op.PlusIfCountAtMost: return opPlusIfCountAtMost(s, action, a, b, c, d);
    case Op.DiscardOwnDeckTop: return opDiscardOwnDeckTop(s, action, a);
    case Op.GuardIfDefenderKnockedOut: return opGuardIfDefenderKnockedOut(s, action, a, b);
    case Op.CoinWasOrStop: return opCoinWasOrStop(s, action, a);
    case Op.MoveBenchedCountersToDefender: return opMoveBenchedCountersToDefender(s, action);
    case Op.BoostNextTurn: return opBoostNextTurn(s, action, a, b);
    case Op.CountersOnOneOpponent: return opCountersOnOneOpponent(s, action, a);
    case Op.KnockOutIfCount: return opKnockOutIfCount(s, action, a, b, c);
    case Op.TimesHeadsPerCount: return opTimesHeadsPerCount(s, action, a, b);
    case Op.BenchDamageOpponents: return opBenchDamageOpponents(s, action, a, b, c);
    case Op.CountersOnEachOpponent: return opCountersOnEachOpponent(s, action, a, b, c);
    case Op.DiscardFromHandOrStop: return opDiscardFromHandOrStop(s, action, a);
    case Op.NothingUnlessCountIn: return opNothingUnlessCountIn(s, action, a, b, c, d);
    case Op.StopUnlessOpponentBench: return opStopUnlessOpponentBench(s, action);
    case Op.RandomOpponentHandCardsPerHeads: return opRandomOpponentHandCardsPerHeads(s, action, a);
    case Op.CountersUntilHp: return opCountersUntilHp(s, action, a, b);
    case Op.MillForDamage: return opMillForDamage(s, action, a, b, c);
    case Op.ChooseCondition: return opChooseCondition(s, action);
    case Op.DiscardDefenderEnergyOfType: return opDiscardDefenderEnergyOfType(s, action, a);
    case Op.DefenderCantAttack: return opDefenderCantAttack(s, action, a);
    case Op.RandomOpponentHandCard: return opRandomOpponentHandCard(s, action, a);
    case Op.PlusPerHeads: return opPlusPerHeads(s, action, a, b);
    case Op.PlusPerOwnBenched: return opPlusPerOwnBenched(s, action, a);
    case Op.PlusIfBehindOnPrizes: return opPlusIfBehindOnPrizes(s, action, a);
    case Op.PlusIfOpponentPrizesAtMost: return opPlusIfOpponentPrizesAtMost(s, action, a, b);
    case Op.PlusIfSelfHasEnergyType: return opPlusIfSelfHasEnergyType(s, action, a, b);
    case Op.PlusIfSelfHasTool: return opPlusIfSelfHasTool(s, action, a);
    case Op.PlusIfDefenderConditioned: return opPlusIfDefenderConditioned(s, action, a, b);
    case Op.BothShuffleTrainersFromHand: return opBothShuffleTrainersFromHand(s, action);
    case Op.RearrangeTop: return opRearrangeTop(s, action, a);
    case Op.AttachToActive: return opAttachToActive(s, action, a, b);
    case Op.AttachToOwn: return opAttachToOwn(s, action, a);
    case Op.FlipHeadsOrStop: return opFlipHeadsOrStop(s, action);
    case Op.AttachTool: return opAttachTool(s, action);
    case Op.RareCandy: return opRareCandy(s, action);
    case Op.ClearActiveConditions: return opClearActiveConditions(s, action);
    case Op.ShuffleFromHandDraw: return opShuffleFromHandDraw(s, action, a, b);
    case Op.HealAllDiscardEnergy: return opHealAllDiscardEnergy(s, action);
    case Op.OpponentShuffleHandDraw: return opOpponentShuffleHandDraw(s, action, a);
    case Op.ReviveDamage: return opReviveDamage(s, action);
    case Op.OpponentDiscardBasicToBench: return opOpponentDiscardBasicToBench(s, action);
    case Op.HandPokemonToDeck: return opHandPokemonToDeck(s, action);
    case Op.ScoopUp: return opScoopUp(s, action);
    case Op.DevolveOwn: return opDevolveOwn(s, action);
    case Op.PlayAsBasic: return opPlayAsBasic(s, action);
    // ---------------- batch sv-a (Scarlet & Violet, Paldea Evolved, Obsidian Flames) ----------------
    case Op.PlusPerSelfEnergy: return opPlusPerSelfEnergy(s, action, a, b);
    case Op.HealSelf: return opHealSelf(s, action, a);
    case Op.MoveAllSelfEnergyToBench: return opMoveAllSelfEnergyToBench(s, action);
    case Op.BothHandsToBottomDrawPrizes: return opBothHandsToBottomDrawPrizes(s, action);
    case Op.SwitchInOpponentThenDamage: return opSwitchInOpponentThenDamage(s, action, a);
    // ---------------- sv-c batch ----------------
    case Op.PlusIfDefenderEvolved: return opPlusIfDefenderEvolved(s, action, a);
    case Op.LockAttackNextTurn: return opLockAttackNextTurn(s, action);
    case Op.NothingUnlessPartnerBenched: return opNothingUnlessPartnerBenched(s, action);
    case Op.IgnoreWeaknessResistance: return opIgnoreWeaknessResistance(s, action);
    case Op.ShuffleHandDrawByPrizes: return opShuffleHandDrawByPrizes(s, action, a, b);
    case Op.DrawUntilHand: return opDrawUntilHand(s, action, a);
    case Op.DamageToOpponents: return opDamageToOpponents(s, action, a, b);
    case Op.TypeDamageBonusThisTurn: return opTypeDamageBonusThisTurn(s, action, a, b);
    // ---------------- the lead ----------------
    case Op.TimesHandSize: return opTimesHandSize(s, action);
    case Op.IgnoreDefendingEffects: return opIgnoreDefendingEffects(s, action);
    case Op.MoveCountersToOpponent: return opMoveCountersToOpponent(s, action, a);
    case Op.DiscardTypeForDamage: return opDiscardTypeForDamage(s, action, a, b);
    case Op.ShuffleSelfIntoDeck: return opShuffleSelfIntoDeck(s, action);
    // ---------------- batch sv-b (151, Paradox Rift, Paldean Fates, Temporal Forces, Twilight Masquerade, Shrouded Fable) ----------------
    case Op.RequireBehindOnPrizes: return opRequireBehindOnPrizes(s, action);
    case Op.RequireKnockedOutLastTurn: return opRequireKnockedOutLastTurn(s, action);
    case Op.DrawUntil: return opDrawUntil(s, action, a);
    case Op.BothShuffleHandsDraw: return opBothShuffleHandsDraw(s, action, a, b);
    case Op.OwnPokemonToHand: return opOwnPokemonToHand(s, action);
    case Op.PlusIfKnockedOutLastTurn: return opPlusIfKnockedOutLastTurn(s, action, a);
    case Op.ConditionIfKnockedOutLastTurn: return opConditionIfKnockedOutLastTurn(s, action, a);
    case Op.CountersOnOpponentBench: return opCountersOnOpponentBench(s, action, a);
    case Op.HealSelfDamageDone: return opHealSelfDamageDone(s, action);
    case Op.DiscardStadium: return opDiscardStadium(s, action);
    case Op.EvolveBenchFromDeck: return opEvolveBenchFromDeck(s, action, a);
    case Op.DevolveOpponentAll: return opDevolveOpponentAll(s, action);
    case Op.SwitchSelfIfBench: return opSwitchSelfIfBench(s, action);
    case Op.PutCountersOnOpponent: return opPutCountersOnOpponent(s, action, a);
    case Op.ClearSelfConditions: return opClearSelfConditions(s, action);
    case Op.PlusPerOpponentPrizeTaken: return opPlusPerOpponentPrizeTaken(s, action, a);
    case Op.OptionalDiscardStadium: return opOptionalDiscardStadium(s, action);
    // std26b
    case Op.PlusPerDiscardEnergy: return opPlusPerDiscardEnergy(s, action, a);
    case Op.DiscardAllSelfEnergy: return opDiscardAllSelfEnergy(s, action);
    case Op.RequireOpponentPrizes: return opRequireOpponentPrizes(s, action, a);
    case Op.ExtraPrizeForTeraThisTurn: return opExtraPrizeForTeraThisTurn(s, action);
    case Op.OpponentNoItemsNextTurn: return opOpponentNoItemsNextTurn(s, action);
    // ---------------- std26a ----------------
    case Op.PlusPerBenchedBoth: return opPlusPerBenchedBoth(s, action, a);
    case Op.PlusIfExtraEnergy: return opPlusIfExtraEnergy(s, action, a, b);
    case Op.DiscardSelfEnergyForDamage: return opDiscardSelfEnergyForDamage(s, action, a, b);
    case Op.DiscardEnergyFromHand: return opDiscardEnergyFromHand(s, action, a);
    case Op.DrawUntilPokemonOfType: return opDrawUntilPokemonOfType(s, action, a);
    // ---------------- std26e ----------------
    case Op.DefenderCantAttackIfEvolution: return opDefenderCantAttackIfEvolution(s, action);
    case Op.TimesOpponentDiscardBasicEnergy: return opTimesOpponentDiscardBasicEnergy(s, action);
    case Op.ExBonusThisTurn: return opExBonusThisTurn(s, action, a);
    case Op.UseBenchedOwnerAttack: return opUseBenchedOwnerAttack(s, action, a);
    // ---------------- std26d ----------------
    case Op.DiscardHandEnergyForDamage: return opDiscardHandEnergyForDamage(s, action, a);
    case Op.PlusIfMovedToActiveThisTurn: return opPlusIfMovedToActiveThisTurn(s, action, a);
    case Op.HealEachInPlay: return opHealEachInPlay(s, action, a);
    case Op.PlusPerHeadsUntilTails: return opPlusPerHeadsUntilTails(s, action, a);
    case Op.KnockOutIfExactCounters: return opKnockOutIfExactCounters(s, action, a);
    case Op.DiscardFromOpponentHand: return opDiscardFromOpponentHand(s, action);
    case Op.BasicPokemonToHand: return opBasicPokemonToHand(s, action);
    // ---------------- std26c ----------------
    case Op.MoveBasicEnergyOwn: return opMoveBasicEnergyOwn(s, action);
    case Op.EnergyToHandAndAttach: return opEnergyToHandAndAttach(s, action);
    case Op.NothingUnlessStadium: return opNothingUnlessStadium(s, action);
    case Op.TimesOwnBenched: return opTimesOwnBenched(s, action);
    case Op.DiscardDefenderTools: return opDiscardDefenderTools(s, action);
    // tables.ts refuses a card whose op has no row in OPS, so this is an op with a row but no case here.
    default: throw new Error(`effect opcode ${op} has no handler in engine/effects.ts execOp`);
  }
};
