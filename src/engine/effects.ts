// The effect interpreter: one switch over the closed opcode vocabulary. A program runs op by
// op; an op that needs a choice stores what it is waiting for in the state (pend, cand,
// slotMask, registers) and returns false; `effectStep` feeds the chosen action back to the same
// op. So a state can be cloned and resumed in the middle of any decision.
import { GameState, Phase, Pend, ProgKind, Reg } from './state.js';
import * as stateModule from './state.js';
import { Act } from './actions.js';
import * as actionsModule from './actions.js';
import { Ev, Flip, From, AttackFailure } from './events.js';
import * as eventsModule from './events.js';
import * as rngModule from './rng.js';
import * as tablesModule from './tables.js';
import { Supertype, TrainerKind, Filter, Dest, Source, Cond, Debuff, T, RuleBox } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as zonesModule from './zones.js';
import * as damageModule from './damage.js';
import * as powersModule from './powers.js';
import { AfterKo } from './flow.js';
import * as flowModule from './flow.js';
import * as scanModule from './scan.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { NO_EXPIRY, SLOTS, SLOT_CAP, MAX_DECK, CAND_CAP, REG_COUNT } = stateModule;
const { act, actKind, actA, actB } = actionsModule;
const { emit, coin } = eventsModule;
const { below } = rngModule;
const { PROG, OP_WIDTH, aProgStart, aProgLen, aPreLen, aDamage, cEvolvesFromBasic, cNameId, cSuper, cStage, cTrainerKind, cEnergyType, cBasicEnergy, cType, cProgStart, cProgLen, cAttackCount, cAttackStart, cToolAttack, isBasicPokemon, aCost, cHp, cDoll, cRuleBox, cRuleBoxKind, cSupporterShield, cEvolvesFrom } = tablesModule;
const { TYPE_COUNT } = typesModule;
const { drawCard, shuffleDeck, removeFromDeck, addToHand, removeFromHand, addToDiscard, removeFromDiscard, pushDeck, popDeck, pushDeckBottom, placePokemon, attachCard, detachCard, swapSlots, clearEffectsOnSlot, energyCount, energyCards, owner, hasTool, maxHp, noteAttacked, clearSlot, compactBench, partnerOnBench, mayHoldTrainer, lockAttack, attackLocked } = zonesModule;
const { computeAttackDamage, applyAttackDamage, ownAttackDamage, attackDirectDamage, effectsPrevented, effectsGuard, weaknessOf } = damageModule;
const { powerPending, powerStep } = powersModule;
const { processKnockOuts, groundingChosen, continueRetreat, retreatDiscard, finishRetreat, evolveSlot, countersPlaced } = flowModule;
const { newScan, firstOfDef } = scanModule;


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

/** Reg.NoResistance bit: the damage skips the effects on the opponent's Active (Pulverizing Press). */
const NO_DEFENDING_EFFECTS = 4;

/**
 * Reg.CostPaid counts the cards a program paid as its price (A3): its low byte those discarded from
 * the hand (the top of the discard pile), the bits above those put into the deck (its top cards).
 */
const PAID_TO_DECK_SHIFT = 8;
const PAID_TO_DECK = 1 << PAID_TO_DECK_SHIFT;

const damageStep = (s: GameState): void => {
  const atk = s.reg[Reg.Attacker];
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0) return;
  // An attack without a damage number does no damage, unless an op sets it (Super Fang).
  if (aDamage[s.progSource[0]] <= 0 && s.reg[Reg.Damage] <= 0) return;
  const flags = s.reg[Reg.NoResistance];
  const noWR = flags & 3; // 1: no Resistance, 2: neither Weakness nor Resistance
  const d = computeAttackDamage(s, atk, target, s.reg[Reg.Damage], noWR !== 0, noWR === 2, (flags & NO_DEFENDING_EFFECTS) !== 0);
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
    case Pend.Grounding: {
      const m = s.slotMask[0];
      for (let sl = 0; sl < 2 * SLOTS; sl++) if (m & (1 << sl)) out[n++] = act(Act.ChooseSlot, 0, sl);
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
// Helpers for choices
// ------------------------------------------------------------------------------------

const askCard = (s: GameState, min: number): false => {
  s.pend[0] = Pend.Card;
  s.pendMin[0] = min;
  return false;
};

const askSlot = (s: GameState, mask: number, optional: boolean): false => {
  s.pend[0] = Pend.Slot;
  s.slotMask[0] = mask;
  s.pendMin[0] = optional ? 0 : 1;
  return false;
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

const removeCand = (s: GameState, c: number): void => {
  const n = s.candCount[0];
  for (let i = 0; i < n; i++) {
    if (s.cand[i] === c) {
      for (let j = i; j < n - 1; j++) s.cand[j] = s.cand[j + 1];
      s.candCount[0] = n - 1;
      return;
    }
  }
};

/** Slots of player p (bit per absolute slot) that satisfy a simple test. */
const slotsWhere = (s: GameState, p: number, benchOnly: boolean, test: (s: GameState, sl: number) => boolean): number => {
  let m = 0;
  const first = benchOnly ? 1 : 0;
  for (let k = first; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && test(s, sl)) m |= 1 << sl;
  }
  return m;
};
const hasDamage = (s: GameState, sl: number): boolean => s.damage[sl] > 0;
const hasEnergy = (s: GameState, sl: number): boolean => energyCount(s, sl, T.None) > 0;
const hasDamageAndEnergy = (s: GameState, sl: number): boolean => s.damage[sl] > 0 && energyCount(s, sl, T.None) > 0;
const anyPokemon = (): boolean => true;
const noTool = (s: GameState, sl: number): boolean => !hasTool(s, sl);

/**
 * The Benched Pokémon of q an effect may switch into the Active spot; from a Supporter, not a
 * VSTAR or VMAX holding a Tool that shields it from Supporters (Leafy Camo Poncho); from an
 * attack, not one that the effects of attacks can't touch (Flare Veil; RULES.md, Rulings R1, R2).
 */
const gustTargets = (s: GameState, q: number, fromSupporter: boolean, fromAttack: boolean): number => {
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
  if (!mayHoldTrainer(s, sl)) return false;
  const box = cRuleBoxKind[s.cardDef[s.slotTop[sl]]];
  if (box !== RuleBox.VSTAR && box !== RuleBox.VMAX) return false;
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) if (cSupporterShield[s.cardDef[s.slotCards[base + i]]]) return true;
  return false;
};

/** Rare Candy: slots of player p holding a Basic that Stage 2 card c can evolve (A4 timing). */
const candyMask = (s: GameState, p: number, c: number): number => {
  const basic = cEvolvesFromBasic[s.cardDef[c]];
  if (basic < 0 || s.turn[0] <= 2) return 0;
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const top = s.slotTop[sl];
    if (top >= 0 && cStage[s.cardDef[top]] === 0 && cNameId[s.cardDef[top]] === basic && s.enteredTurn[sl] < s.turn[0]) m |= 1 << sl;
  }
  return m;
};

/** Rare Candy: Stage 2 cards in p's hand with a Basic to go on, into cand; returns how many. */
const candyCand = (s: GameState, p: number): number => {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (candyMask(s, p, c) !== 0) s.cand[n++] = c;
  }
  s.candCount[0] = n;
  return n;
};

/** Fill cand with the Energy cards of a type (T.None: any) on a slot. */
const energyCand = (s: GameState, sl: number, type: number): number => {
  const base = sl * SLOT_CAP;
  let n = 0;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Energy && (type === T.None || cEnergyType[d] === type)) s.cand[n++] = c;
  }
  s.candCount[0] = n;
  return n;
};

const discardAttached = (s: GameState, sl: number, c: number): void => {
  detachCard(s, sl, c);
  addToDiscard(s, c);
  emit(s, Ev.DiscardEnergy, owner(c), c, sl);
};

/**
 * Discard `count` Energy of `type` from slot `sl`, asking only when the cards differ.
 * Uses Count as progress. Returns true when finished.
 */
const discardEnergyFrom = (s: GameState, sl: number, type: number, count: number, action: number): boolean => {
  if (action >= 0 && actKind(action) === Act.ChooseCard) {
    discardAttached(s, sl, actA(action));
    s.reg[Reg.Count]++;
  }
  while (s.reg[Reg.Count] < count) {
    const n = energyCand(s, sl, type);
    if (n === 0) return true;
    let same = true;
    for (let i = 1; i < n; i++) if (s.cardDef[s.cand[i]] !== s.cardDef[s.cand[0]]) same = false;
    if (!same) return askCard(s, count + 1); // a card must be chosen (Done never allowed)
    discardAttached(s, sl, s.cand[0]);
    s.reg[Reg.Count]++;
  }
  return true;
};

const matches = (s: GameState, c: number, filter: number, param: number): boolean => {
  const d = s.cardDef[c];
  switch (filter) {
    case Filter.Any: return true;
    case Filter.Pokemon: return cSuper[d] === Supertype.Pokemon;
    case Filter.BasicPokemon: return isBasicPokemon(d);
    case Filter.EvolutionPokemon: return cSuper[d] === Supertype.Pokemon && cStage[d] > 0;
    case Filter.Supporter: return cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Supporter;
    case Filter.Trainer: return cSuper[d] === Supertype.Trainer;
    case Filter.BasicEnergy: return cBasicEnergy[d] === 1 && (param === T.None || cEnergyType[d] === param);
    // batch sv-a:
    case Filter.Item: return cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Item;
    case Filter.Tool: return cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Tool;
    case Filter.BasicNoRuleBox: return isBasicPokemon(d) && cRuleBox[d] === 0;
    case Filter.PokemonOrBasicEnergy: return cSuper[d] === Supertype.Pokemon || cBasicEnergy[d] === 1;
    case Filter.BasicOfType: return (cBasicEnergy[d] === 1 && cEnergyType[d] === param) || (isBasicPokemon(d) && cType[d] === param);
    // batch sv-b:
    case Filter.BasicPokemonMaxHp: return isBasicPokemon(d) && cHp[d] <= param;
    case Filter.Stadium: return cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Stadium;
    case Filter.BasicPokemonOfType: return isBasicPokemon(d) && cType[d] === param;
  }
  return false;
};

/** Benched Pokémon of player p that can receive energy card c under a MoveCards destination. */
const attachMask = (s: GameState, p: number, dest: number, c: number): number => {
  if (dest === Dest.AttachOwnAny) return slotsWhere(s, p, false, anyPokemon);
  if (dest === Dest.AttachOwnBench) return slotsWhere(s, p, true, anyPokemon);
  const t = cEnergyType[s.cardDef[c]];
  let m = 0;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (cType[s.cardDef[s.slotTop[sl]]] === t) m |= 1 << sl;
  }
  return m;
};

const evolved = (s: GameState, sl: number): boolean => cStage[s.cardDef[s.slotTop[sl]]] > 0;

/** Basic Pokémon cards in q's discard pile (into cand when `fill`); returns how many. */
const basicsInDiscard = (s: GameState, q: number, fill: boolean): number => {
  let n = 0;
  for (let i = 0; i < s.discardCount[q]; i++) {
    const c = s.discard[q * MAX_DECK + i];
    if (!isBasicPokemon(s.cardDef[c])) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** Pokémon cards (Basic or Evolution) in p's hand (into cand when `fill`); returns how many. */
const pokemonInHand = (s: GameState, p: number, fill: boolean): number => {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (cSuper[s.cardDef[c]] !== Supertype.Pokemon) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** Scoop Up: any Benched Pokémon of p, and the Active only when a Benched one can replace it. */
const scoopMask = (s: GameState, p: number): number => {
  if (s.benchCount[p] === 0) return 0;
  return slotsWhere(s, p, false, anyPokemon);
};

/** Scoop Up: the bottom (Basic) card of slot sl to hand, every other card on it to the discard pile. */
const scoopUp = (s: GameState, p: number, sl: number): void => {
  const base = sl * SLOT_CAP;
  const basic = s.slotCards[base];
  for (let i = s.slotCount[sl] - 1; i >= 1; i--) {
    const c = s.slotCards[base + i];
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, p, c, From.InPlay);
  }
  clearSlot(s, sl);
  addToHand(s, basic);
  emit(s, Ev.Search, p, basic, Dest.Hand, From.InPlay);
  // A Benched slot closes its gap; an empty Active is promoted into once the Trainer is done (flow.ts).
  if (sl !== p * SLOTS) compactBench(s, p);
};

/**
 * Devolution Spray: discard the Evolution cards of Stage `minStage` or higher on slot sl; the
 * highest remaining Pokémon card becomes the top, recovering as if it had evolved (A4).
 */
const devolve = (s: GameState, p: number, sl: number, minStage: number): void => {
  const base = sl * SLOT_CAP;
  for (let i = s.slotCount[sl] - 1; i >= 1; i--) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] !== Supertype.Pokemon || cStage[d] < minStage) continue;
    detachCard(s, sl, c);
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, p, c, From.InPlay);
  }
  let top = s.slotCards[base];
  for (let i = 1; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Pokemon && cStage[d] > cStage[s.cardDef[top]]) top = c;
  }
  s.slotTop[sl] = top;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  clearEffectsOnSlot(s, sl);
};

// ------------------------------------------------------------------------------------
// Trainer playability: every op's precondition must hold
// ------------------------------------------------------------------------------------

export function canPlayTrainer(s: GameState, p: number, card: number): boolean {
  const d = s.cardDef[card];
  const start = cProgStart[d], len = cProgLen[d];
  const o = 1 - p;
  for (let i = 0; i < len; i++) {
    const at = start + i * OP_WIDTH;
    const op = PROG[at], a = PROG[at + 1];
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
        if (s.benchCount[o] >= 5 || basicsInDiscard(s, o, false) === 0) return false;
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
        if (s.benchCount[p] >= 5) return false;
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
      case Op.OwnPokemonToHand:
        if (scoopMask(s, p) === 0) return false;
        break;
      case Op.MoveCards: {
        const source = a, filter = PROG[at + 3] & 0xff, param = PROG[at + 3] >> 8, dest = (PROG[at + 4] >> 16) & 0xff;
        if (source === Source.Discard) {
          let found = false;
          const base = p * MAX_DECK;
          for (let j = 0; j < s.discardCount[p] && !found; j++) found = matches(s, s.discard[base + j], filter, param);
          if (!found) return false;
        } else if (s.deckCount[p] === 0) return false;
        if (dest === Dest.Bench && s.benchCount[p] >= 5) return false;
        if ((dest === Dest.AttachOwnBench || dest === Dest.AttachOwnBenchOfType) && s.benchCount[p] === 0) return false;
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

/** Execute (or resume, when action ≥ 0) the op at pc. Returns true when the op is finished. */
const execOp = (s: GameState, action: number): boolean => {
  const at = s.progStart[0] + s.pc[0] * OP_WIDTH;
  const op = PROG[at], a = PROG[at + 1], b = PROG[at + 2], c = PROG[at + 3], dd = PROG[at + 4];
  const p = s.progPlayer[0];
  const o = 1 - p;
  const self = s.reg[Reg.Attacker];
  const target = s.reg[Reg.Target];
  const kind = action >= 0 ? actKind(action) : 0;
  const turn = s.turn[0];
  switch (op) {
    // ---------------- damage modifiers (before damage) ----------------
    case Op.TimesHeads: {
      let heads = 0;
      for (let i = 0; i < a; i++) if (coin(s, Flip.Attack, p)) heads++;
      s.reg[Reg.Damage] *= heads;
      return true;
    }
    case Op.PlusPerExtraEnergy: {
      // Energy of type a beyond what the attack's cost takes of that type, at most c of them.
      // Other Energy pays the Colorless part first, so only what is left over counts (Water Gun).
      const cost = s.progSource[0] * (TYPE_COUNT + 1);
      const extra = Math.min(energyCount(s, self, a) - aCost[cost + a], energyCount(s, self, T.None) - aCost[cost + TYPE_COUNT]);
      s.reg[Reg.Damage] += b * (extra < 0 ? 0 : extra > c ? c : extra);
      return true;
    }
    case Op.PlusPerDefenderEnergy: // per Energy CARD (a Double Colorless Energy is one)
      s.reg[Reg.Damage] += a * energyCards(s, target);
      return true;
    case Op.PlusPerDefenderCounter:
      s.reg[Reg.Damage] += a * ((s.damage[target] / 10) | 0);
      return true;
    case Op.MinusPerSelfCounter:
      s.reg[Reg.Damage] -= a * ((s.damage[self] / 10) | 0);
      return true;
    case Op.TimesSelfCounters:
      s.reg[Reg.Damage] *= (s.damage[self] / 10) | 0;
      return true;
    case Op.PlusPerSelfCounter:
      s.reg[Reg.Damage] += a * ((s.damage[self] / 10) | 0);
      return true;
    case Op.TimesOpponentPrizesTaken:
      s.reg[Reg.Damage] *= s.prizesTaken[o];
      return true;
    case Op.FlipTailsNothing:
      if (!coin(s, Flip.Attack, p)) s.reg[Reg.Cancelled] = 1;
      return true;
    case Op.IgnoreResistance:
      s.reg[Reg.NoResistance] = 1;
      return true;
    case Op.DiscardSelfEnergyCost:
      if (s.reg[Reg.Copied]) return true; // a copied attack's cost of use is not paid (Metronome)
      return discardEnergyFrom(s, self, a, b, action);
    case Op.DiscardSelfEnergy:
      return discardEnergyFrom(s, self, a, b, action);
    case Op.OptionalDiscardForBonus: {
      if (action < 0) {
        if (energyCards(s, self) < a) return true; // a: Energy cards to discard
        s.pend[0] = Pend.YesNo;
        return false;
      }
      if (s.reg[Reg.Aux] === 0) {
        if (kind === Act.No) return true;
        s.reg[Reg.Aux] = 1;
        s.reg[Reg.Damage] += b;
        return discardEnergyFrom(s, self, T.None, a, -1);
      }
      return discardEnergyFrom(s, self, T.None, a, action);
    }
    case Op.ChooseAnyOpponentTarget: {
      if (action < 0) {
        if (s.benchCount[o] === 0) return true;
        return askSlot(s, slotsWhere(s, o, false, anyPokemon), false);
      }
      s.reg[Reg.Target] = actB(action);
      return true;
    }
    case Op.FlipHeadsPlus:
      if (coin(s, Flip.Attack, p)) s.reg[Reg.Damage] += a;
      else s.reg[Reg.Tails] = 1;
      return true;
    case Op.DiscardAllSelfEnergyCost:
      if (s.reg[Reg.Copied]) return true;
      while (energyCand(s, self, T.None) > 0) discardAttached(s, self, s.cand[0]);
      return true;
    case Op.HalfDefenderHp: {
      if (s.slotTop[target] < 0) return true;
      const left = maxHp(s, target) - s.damage[target];
      s.reg[Reg.Damage] = Math.ceil(left / 20) * 10; // half, rounded up to the nearest 10
      return true;
    }
    case Op.IfTailsSelfDamage:
      if (s.reg[Reg.Tails]) ownAttackDamage(s, self, a);
      return true;
    case Op.BenchDamageOwn:
      for (let k = 1; k <= s.benchCount[p]; k++) ownAttackDamage(s, p * SLOTS + k, a);
      return true;
    case Op.FlipConditionEither:
      applyCondition(s, target, coin(s, Flip.Attack, p) ? a : b);
      return true;
    case Op.StrongPoison:
      applyCondition(s, target, Cond.Poisoned);
      if (s.poisoned[target]) s.poisoned[target] = s.hitPoison[target] = (a / 10) | 0; // Checkup damage = 10 × this
      return true;
    case Op.DiscardDefenderEnergy: {
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
    }
    case Op.OpponentSwitchesActive: {
      // The damage is done first (an after-damage op); the opponent picks the new Active.
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
    }
    case Op.ConvertDefenderWeakness: {
      if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
      if (weaknessOf(s, target, s.cardDef[s.slotTop[target]]) === T.None) return true;
      if (action < 0) return askType(s);
      convert(s, target, false, actB(action));
      return true;
    }
    case Op.ConvertSelfResistance:
      if (action < 0) return askType(s);
      convert(s, self, true, actB(action));
      return true;
    case Op.MirrorMove: {
      if (s.hitTurn[self] !== turn - 1 || s.slotTop[target] < 0) return true;
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
    }
    case Op.CopyDefenderAttack: {
      if (action < 0) {
        if (s.slotTop[target] < 0 || copyableAttacks(s, self, s.cardDef[s.slotTop[target]]) === 0) return true;
        if (s.candCount[0] === 1) return copyAttack(s, target, s.cand[0]);
        s.pend[0] = Pend.Option; // option i: the Defending Pokémon's attack cand[i]
        return false;
      }
      return copyAttack(s, target, s.cand[actB(action)]);
    }
    // ---------------- after damage ----------------
    case Op.SelfDamage:
      ownAttackDamage(s, self, a);
      return true;
    case Op.FlipTailsSelfDamage:
      if (!coin(s, Flip.Attack, p)) ownAttackDamage(s, self, a);
      return true;
    case Op.BenchDamageAll:
      for (let q = 0; q < 2; q++) {
        for (let k = 1; k <= s.benchCount[q]; k++) {
          const sl = q * SLOTS + k;
          if (q === p) ownAttackDamage(s, sl, a);
          else attackDirectDamage(s, self, sl, a);
        }
      }
      return true;
    case Op.BenchDamageOneOpponent: {
      if (action < 0) {
        if (s.benchCount[o] === 0) return true;
        return askSlot(s, slotsWhere(s, o, true, anyPokemon), false);
      }
      attackDirectDamage(s, self, actB(action), a);
      return true;
    }
    case Op.Condition:
      applyCondition(s, target, a);
      return true;
    case Op.FlipHeadsCondition:
      if (coin(s, Flip.Attack, p)) applyCondition(s, target, a);
      return true;
    case Op.FlipHeadsGuard:
      if (coin(s, Flip.Attack, p)) setGuard(s, self, a, b);
      return true;
    case Op.Guard:
      setGuard(s, self, a, b);
      return true;
    case Op.DebuffDefender: {
      if (s.slotTop[target] < 0 || blocked(s, target, 0)) return true;
      if (a === Debuff.DisableAttack) {
        const n = cAttackCount[s.cardDef[s.slotTop[target]]];
        if (action < 0 && n > 1) {
          s.pend[0] = Pend.Option;
          s.candCount[0] = n;
          return false;
        }
        setDebuff(s, target, a, action < 0 ? 0 : actB(action));
        return true;
      }
      setDebuff(s, target, a, 0);
      return true;
    }
    case Op.SelfCantAttackNextTurn:
      s.noAttackTurn[self] = turn + 2;
      emit(s, Ev.CantAttack, p, self, turn + 2);
      return true;
    case Op.FlipTailsSelfCantAttackNextTurn:
      if (!coin(s, Flip.Attack, p)) {
        s.noAttackTurn[self] = turn + 2;
        emit(s, Ev.CantAttack, p, self, turn + 2);
      }
      return true;
    case Op.HealSelfAll:
      heal(s, self, s.damage[self]);
      return true;
    case Op.HealSelfUnlessPrevented:
      // "You may": a Yes/No, asked only when some damage got through and there is damage to remove.
      if (action < 0) {
        if (s.reg[Reg.DamageDone] <= 0 || s.damage[self] === 0) return true;
        s.pend[0] = Pend.YesNo;
        return false;
      }
      if (kind === Act.Yes) heal(s, self, a);
      return true;
    case Op.SwitchOpponentActive: {
      if (action < 0) {
        const fromSupporter = s.progKind[0] === ProgKind.Trainer && cTrainerKind[s.cardDef[s.progSource[0]]] === TrainerKind.Supporter;
        const m = gustTargets(s, o, fromSupporter, s.progKind[0] === ProgKind.Attack);
        if (m === 0) return true;
        return askSlot(s, m, false);
      }
      switchActive(s, o, actB(action));
      return true;
    }
    case Op.OptionalSwitchSelf:
    case Op.SwitchSelf: {
      if (action < 0) {
        if (s.benchCount[p] === 0) return true;
        return askSlot(s, slotsWhere(s, p, true, anyPokemon), op === Op.OptionalSwitchSelf);
      }
      if (kind === Act.ChooseSlot) switchActive(s, p, actB(action));
      return true;
    }
    case Op.Draw:
      drawCards(s, p, a);
      return true;
    case Op.DiscardHandDraw:
      emptyHand(s, p, false);
      drawCards(s, p, a);
      return true;
    case Op.ShuffleHandDraw:
      emptyHand(s, p, true);
      shuffleDeck(s, p);
      emit(s, Ev.Shuffle, p);
      drawCards(s, p, a);
      return true;
    case Op.MoveCards:
      return moveCards(s, p, a, b, c & 0xff, c >> 8, dd & 0xff, (dd >> 8) & 0xff, (dd >> 16) & 0xff, action);
    case Op.DiscardFromHand: {
      if (action < 0) {
        const base = p * MAX_DECK;
        for (let i = 0; i < s.handCount[p]; i++) s.cand[i] = s.hand[base + i];
        s.candCount[0] = s.handCount[p];
        return askCard(s, a + 1);
      }
      const card = actA(action);
      removeFromHand(s, card);
      addToDiscard(s, card);
      removeCand(s, card);
      emit(s, Ev.DiscardCard, p, card);
      s.reg[Reg.CostPaid]++;
      if (++s.reg[Reg.Count] >= a) return true;
      return askCard(s, a + 1);
    }
    case Op.Heal: {
      if (action < 0) return askSlot(s, slotsWhere(s, p, false, hasDamage), false);
      heal(s, actB(action), a);
      return true;
    }
    case Op.DiscardOwnEnergyHeal:
    case Op.DiscardOwnEnergy: {
      const test = op === Op.DiscardOwnEnergyHeal ? hasDamageAndEnergy : hasEnergy;
      if (action < 0) return askSlot(s, slotsWhere(s, p, false, test), false);
      if (kind === Act.ChooseSlot) {
        s.reg[Reg.Chosen] = actB(action);
        s.reg[Reg.Count] = 0;
      }
      const sl = s.reg[Reg.Chosen];
      if (!discardEnergyFrom(s, sl, T.None, 1, kind === Act.ChooseCard ? action : -1)) return false;
      if (op === Op.DiscardOwnEnergyHeal) heal(s, sl, a);
      return true;
    }
    case Op.DiscardOpponentEnergy: {
      if (action < 0) return askSlot(s, slotsWhere(s, o, false, hasEnergy), false);
      if (kind === Act.ChooseSlot) s.reg[Reg.Chosen] = actB(action);
      else if (kind === Act.ChooseCard) {
        discardAttached(s, s.reg[Reg.Chosen], actA(action));
        s.reg[Reg.Count]++;
      } else return true; // Done
      if (s.reg[Reg.Count] >= a || energyCand(s, s.reg[Reg.Chosen], T.None) === 0) return true;
      return askCard(s, 1);
    }
    case Op.BothShuffleTrainersFromHand:
      for (let q = 0; q < 2; q++) {
        const base = q * MAX_DECK;
        for (let i = s.handCount[q] - 1; i >= 0; i--) {
          const card = s.hand[base + i];
          if (cSuper[s.cardDef[card]] !== Supertype.Trainer) continue;
          removeFromHand(s, card);
          pushDeck(s, card);
          emit(s, Ev.ToDeck, q, card, From.Hand);
        }
        shuffleDeck(s, q);
        emit(s, Ev.Shuffle, q);
      }
      return true;
    case Op.RearrangeTop: {
      // Cards chosen in order go to the top: first chosen ends up on top.
      const base = p * MAX_DECK;
      if (action < 0) {
        const k = Math.min(a, s.deckCount[p]);
        for (let i = 0; i < k; i++) s.cand[i] = s.deck[base + s.deckCount[p] - 1 - i];
        s.candCount[0] = k;
        if (k <= 1) return true;
        return askCard(s, CAND_CAP + 1);
      }
      const card = actA(action);
      const pos = s.deckCount[p] - 1 - s.reg[Reg.Count];
      let i = s.deckCount[p] - 1;
      while (s.deck[base + i] !== card) i--;
      s.deck[base + i] = s.deck[base + pos];
      s.deck[base + pos] = card;
      removeCand(s, card);
      s.reg[Reg.Count]++;
      emit(s, Ev.Rearrange, p, card);
      if (s.candCount[0] <= 1) return true;
      return askCard(s, CAND_CAP + 1);
    }
    case Op.AttachToActive: {
      const card = s.progSource[0];
      removeFromDiscard(s, card);
      attachCard(s, p * SLOTS, card);
      s.cardExpire[card] = turn; // discarded at the end of this turn
      emit(s, Ev.Attach, p, card, p * SLOTS, From.Discard); // (played Trainers are on the pile: A3)
      return true;
    }
    case Op.AttachToOwn: {
      if (action < 0) return askSlot(s, slotsWhere(s, p, false, anyPokemon), false);
      const card = s.progSource[0];
      removeFromDiscard(s, card);
      attachCard(s, actB(action), card);
      s.cardExpire[card] = turn + 1; // discarded at the end of the opponent's next turn
      emit(s, Ev.Attach, p, card, actB(action), From.Discard);
      return true;
    }
    case Op.FlipHeadsOrStop:
      if (!coin(s, Flip.Trainer, p)) s.reg[Reg.Stopped] = 1;
      return true;
    case Op.AttachTool: {
      if (action < 0) return askSlot(s, slotsWhere(s, p, false, noTool), false);
      const card = s.progSource[0];
      removeFromDiscard(s, card);
      attachCard(s, actB(action), card);
      // It stays until its Pokémon leaves play; a Technical Machine only until the end of this turn (A9).
      s.cardExpire[card] = cToolAttack[s.cardDef[card]] >= 0 ? turn : NO_EXPIRY;
      emit(s, Ev.Attach, p, card, actB(action), From.Discard);
      return true;
    }
    case Op.RareCandy: {
      if (action < 0) {
        candyCand(s, p);
        return askCard(s, 1);
      }
      if (kind === Act.ChooseCard) {
        s.reg[Reg.Chosen] = actA(action);
        return askSlot(s, candyMask(s, p, actA(action)), false);
      }
      evolveSlot(s, p, s.reg[Reg.Chosen], actB(action));
      return true;
    }
    case Op.ClearActiveConditions: {
      const sl = p * SLOTS;
      if (s.cond[sl] !== 0) {
        emit(s, Ev.Condition, p, sl, s.cond[sl], 0);
        s.cond[sl] = 0;
      }
      if (s.poisoned[sl]) {
        s.poisoned[sl] = 0;
        emit(s, Ev.Condition, p, sl, Cond.Poisoned, 0);
      }
      return true; // a Burn is not among the conditions it names
    }
    case Op.ShuffleFromHandDraw: {
      const base = p * MAX_DECK;
      if (action < 0) {
        for (let i = 0; i < s.handCount[p]; i++) s.cand[i] = s.hand[base + i];
        s.candCount[0] = s.handCount[p];
        return askCard(s, a + 1);
      }
      const card = actA(action);
      removeFromHand(s, card);
      pushDeck(s, card);
      removeCand(s, card);
      emit(s, Ev.ToDeck, p, card, From.Hand);
      if (++s.reg[Reg.Count] < a) return askCard(s, a + 1);
      shuffleDeck(s, p);
      emit(s, Ev.Shuffle, p);
      drawCards(s, p, b);
      return true;
    }
    case Op.HealAllDiscardEnergy:
      for (let k = 0; k <= s.benchCount[p]; k++) {
        const sl = p * SLOTS + k;
        if (s.slotTop[sl] < 0 || s.damage[sl] === 0) continue;
        heal(s, sl, s.damage[sl]);
        while (energyCand(s, sl, T.None) > 0) discardAttached(s, sl, s.cand[0]);
      }
      return true;
    case Op.OpponentShuffleHandDraw:
      emptyHand(s, o, true);
      shuffleDeck(s, o);
      emit(s, Ev.Shuffle, o);
      drawCards(s, o, a);
      return true;
    case Op.ReviveDamage: {
      // The MoveCards before it put the Basic on the last Bench place.
      const sl = p * SLOTS + s.benchCount[p];
      const top = s.slotTop[sl];
      if (s.benchCount[p] === 0 || top < 0 || s.enteredTurn[sl] !== turn) return true;
      const half = Math.floor(cHp[s.cardDef[top]] / 20) * 10; // half the HP, rounded down to 10s
      if (half > 0) {
        s.damage[sl] += half;
        s.koCheck[0] = 1; // may Knock Out (flow.ts)
        emit(s, Ev.DirectDamage, p, sl, half);
      }
      return true;
    }
    case Op.OpponentDiscardBasicToBench: {
      if (action < 0) {
        if (s.benchCount[o] >= 5 || basicsInDiscard(s, o, true) === 0) return true;
        return askCard(s, 1);
      }
      const card = actA(action);
      removeFromDiscard(s, card);
      const sl = o * SLOTS + 1 + s.benchCount[o];
      placePokemon(s, sl, card);
      s.benchCount[o]++;
      emit(s, Ev.Bench, o, card, sl, From.Discard);
      return true;
    }
    case Op.HandPokemonToDeck: {
      if (action < 0) {
        if (pokemonInHand(s, p, true) === 0) return true;
        return askCard(s, 1);
      }
      const card = actA(action);
      removeFromHand(s, card);
      pushDeck(s, card); // on top until the search that follows shuffles the deck
      emit(s, Ev.ToDeck, p, card, From.Hand);
      s.reg[Reg.CostPaid] += PAID_TO_DECK; // A3: the card traded away can't be the one taken
      return true;
    }
    case Op.ScoopUp: {
      if (action < 0) return askSlot(s, scoopMask(s, p), false);
      scoopUp(s, p, actB(action));
      return true;
    }
    case Op.DevolveOwn: {
      if (action < 0) return askSlot(s, slotsWhere(s, p, false, evolved), false);
      if (kind === Act.ChooseSlot) {
        const sl = actB(action);
        s.reg[Reg.Chosen] = sl;
        if (cStage[s.cardDef[s.slotTop[sl]]] === 2) {
          // Which Stage: option k discards the Evolution cards of Stage k + 1 and higher.
          s.pend[0] = Pend.Option;
          s.candCount[0] = 2;
          return false;
        }
        devolve(s, p, sl, 1);
        return true;
      }
      devolve(s, p, s.reg[Reg.Chosen], actB(action) + 1);
      return true;
    }
    case Op.PlayAsBasic: {
      const card = s.progSource[0];
      removeFromDiscard(s, card);
      const sl = p * SLOTS + 1 + s.benchCount[p];
      placePokemon(s, sl, card);
      s.benchCount[p]++;
      emit(s, Ev.Bench, p, card, sl, From.Discard);
      return true;
    }
    // ---------------- batch sv-a (Scarlet & Violet, Paldea Evolved, Obsidian Flames) ----------------
    case Op.PlusPerSelfEnergy:
      s.reg[Reg.Damage] += b * energyCount(s, self, a);
      return true;
    case Op.HealSelf:
      heal(s, self, a);
      return true;
    case Op.MoveAllSelfEnergyToBench: {
      if (action < 0) {
        if (s.benchCount[p] === 0 || s.slotTop[self] < 0 || energyCand(s, self, T.None) === 0) return true;
        return askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
      }
      const to = actB(action);
      while (energyCand(s, self, T.None) > 0) {
        const e = s.cand[0];
        detachCard(s, self, e);
        attachCard(s, to, e);
        emit(s, Ev.MoveEnergy, p, e, self, to);
      }
      return true;
    }
    case Op.BothHandsToBottomDrawPrizes: {
      const moved = s.handCount[p] + s.handCount[o];
      handToBottom(s, p);
      handToBottom(s, o);
      if (moved > 0) {
        drawCards(s, p, s.prizeCount[p]);
        drawCards(s, o, s.prizeCount[o]);
      }
      return true;
    }
    case Op.SwitchInOpponentThenDamage: {
      if (action < 0) {
        const m = gustTargets(s, o, false, true);
        if (m === 0) {
          s.reg[Reg.Stopped] = 1; // nothing switched in: no damage and nothing after it
          return true;
        }
        return askSlot(s, m, false);
      }
      switchActive(s, o, actB(action));
      s.reg[Reg.Damage] = a; // to the new Active (the target slot), with Weakness and Resistance
      return true;
    }
    // ---------------- sv-c batch ----------------
    case Op.PlusIfDefenderEvolved:
      if (s.slotTop[target] >= 0 && cStage[s.cardDef[s.slotTop[target]]] > 0) s.reg[Reg.Damage] += a;
      return true;
    case Op.LockAttackNextTurn: // (progSource: the copied attack when Genome Hacking runs one)
      lockAttack(s, self, s.progSource[0]);
      return true;
    case Op.NothingUnlessPartnerBenched:
      if (!partnerOnBench(s, p, s.progSource[0])) s.reg[Reg.Cancelled] = 1;
      return true;
    case Op.IgnoreWeaknessResistance:
      s.reg[Reg.NoResistance] = 2; // 2: no Weakness either (damageStep)
      return true;
    case Op.ShuffleHandDrawByPrizes:
      emptyHand(s, p, true);
      shuffleDeck(s, p);
      emit(s, Ev.Shuffle, p);
      drawCards(s, p, s.prizeCount[p] === 6 ? b : a);
      return true;
    case Op.DrawUntilHand:
      drawCards(s, p, a - s.handCount[p]);
      return true;
    case Op.DamageToOpponents: {
      // A before-damage op (so the discard cost after it comes later); slotMask keeps the Pokémon
      // still to choose from, Count how many were hit.
      if (action < 0) {
        s.slotMask[0] = slotsWhere(s, o, false, anyPokemon);
        if (s.benchCount[o] + 1 <= b) {
          for (let m = s.slotMask[0]; m !== 0; m &= m - 1) spreadHit(s, self, 31 - Math.clz32(m & -m), a);
          return true;
        }
        return askSlot(s, s.slotMask[0], false);
      }
      const sl = actB(action);
      spreadHit(s, self, sl, a);
      s.slotMask[0] &= ~(1 << sl);
      if (++s.reg[Reg.Count] >= b) return true;
      return askSlot(s, s.slotMask[0], false);
    }
    case Op.TypeDamageBonusThisTurn:
      if (s.typeBonusTurn[p] !== turn || s.typeBonusType[p] !== a) s.typeBonus[p] = 0; // one type a turn (the pool has one such card)
      s.typeBonusTurn[p] = turn;
      s.typeBonusType[p] = a;
      s.typeBonus[p] += b;
      return true;
    // --- the lead ---
    case Op.TimesHandSize:
      s.reg[Reg.Damage] *= s.handCount[p];
      return true;
    case Op.IgnoreDefendingEffects:
      s.reg[Reg.NoResistance] |= NO_DEFENDING_EFFECTS;
      return true;
    case Op.MoveCountersToOpponent: {
      // Moonglow Reverse: up to a counters from each of your Pokémon onto 1 opponent Pokémon.
      if (action < 0) {
        let movable = 0;
        for (let k = 0; k <= s.benchCount[p]; k++) movable += Math.min(a * 10, s.damage[p * SLOTS + k]);
        const m = slotsWhere(s, o, false, effectsAllowed);
        return movable === 0 || m === 0 ? true : askSlot(s, m, false);
      }
      const to = actB(action);
      for (let k = 0; k <= s.benchCount[p]; k++) {
        const from = p * SLOTS + k;
        const moved = Math.min(a * 10, s.damage[from]);
        if (moved === 0) continue;
        s.damage[from] -= moved;
        s.damage[to] += moved;
        countersPlaced(s, to, s.damage[to] - moved); // counters, not damage
        s.koCheck[0] = 1; // may Knock Out (flow.ts)
        emit(s, Ev.MoveDamage, p, from, to, moved);
      }
      return true;
    }
    case Op.DiscardTypeForDamage: {
      // Hail Blade: any number of Energy cards of type a from your Pokémon, b damage each. Count:
      // cards discarded so far; the candidates are the ones still attached.
      if (action < 0) {
        let n = 0;
        for (let k = s.benchCount[p]; k >= 0; k--) { // Benched Pokémon first: their Energy is offered first
          const sl = p * SLOTS + k;
          const base2 = sl * SLOT_CAP;
          for (let i = 0; i < s.slotCount[sl]; i++) {
            const c = s.slotCards[base2 + i];
            if (cSuper[s.cardDef[c]] === Supertype.Energy && cEnergyType[s.cardDef[c]] === a) s.cand[n++] = c;
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
      s.reg[Reg.Damage] = b * s.reg[Reg.Count];
      return s.candCount[0] === 0 ? true : askCard(s, 0);
    }
    case Op.ShuffleSelfIntoDeck: {
      // Aqua Return: the attacker and every card on it into the deck; its owner promotes (flow.ts).
      if (s.slotTop[self] < 0) return true;
      const base2 = self * SLOT_CAP;
      for (let i = 0; i < s.slotCount[self]; i++) {
        const c = s.slotCards[base2 + i];
        pushDeck(s, c);
        emit(s, Ev.ToDeck, p, c, From.InPlay, 0, self);
      }
      clearSlot(s, self);
      shuffleDeck(s, p);
      emit(s, Ev.Shuffle, p);
      return true;
    }
    // ---------------- batch sv-b (151, Paradox Rift, Paldean Fates, Temporal Forces, Twilight Masquerade, Shrouded Fable) ----------------
    case Op.RequireBehindOnPrizes: // preconditions only (canPlayTrainer)
    case Op.RequireKnockedOutLastTurn:
      return true;
    case Op.DrawUntil:
      if (s.handCount[p] < a) drawCards(s, p, a - s.handCount[p]);
      return true;
    case Op.BothShuffleHandsDraw:
      for (let q = 0; q < 2; q++) {
        emptyHand(s, q, true);
        shuffleDeck(s, q);
        emit(s, Ev.Shuffle, q);
      }
      drawCards(s, p, a);
      drawCards(s, o, b);
      return true;
    case Op.OwnPokemonToHand:
      if (action < 0) return askSlot(s, scoopMask(s, p), false);
      pokemonToHand(s, p, actB(action));
      return true;
    case Op.PlusIfKnockedOutLastTurn:
      if (knockedOutLastTurn(s, p, true)) s.reg[Reg.Damage] += a;
      return true;
    case Op.ConditionIfKnockedOutLastTurn:
      if (knockedOutLastTurn(s, p, true)) applyCondition(s, target, a);
      return true;
    case Op.CountersOnOpponentBench: {
      // One counter per choice (Count: placed so far); a Pokémon whose effects are prevented can't be chosen.
      if (action >= 0) {
        const sl = actB(action);
        s.damage[sl] += 10;
        countersPlaced(s, sl, s.damage[sl] - 10); // counters, not damage
        s.koCheck[0] = 1; // may Knock Out (flow.ts)
        emit(s, Ev.DirectDamage, o, sl, 10);
        s.reg[Reg.Count]++;
      }
      if (s.reg[Reg.Count] >= a) return true;
      const m = slotsWhere(s, o, true, effectsAllowed);
      if (m === 0) return true;
      const placed = s.reg[Reg.Count];
      askSlot(s, m, false);
      s.reg[Reg.Count] = placed;
      return false;
    }
    case Op.HealSelfDamageDone:
      heal(s, self, s.reg[Reg.DamageDone]);
      return true;
    case Op.DiscardStadium: {
      const st = s.stadium[0];
      if (st < 0) return true;
      s.stadium[0] = -1;
      addToDiscard(s, st);
      emit(s, Ev.TrainerDiscarded, owner(st), st, From.Stadium);
      return true;
    }
    case Op.EvolveBenchFromDeck: {
      // Count: Pokémon evolved so far; Chosen: the slot waiting for its card.
      if (action >= 0 && kind === Act.ChooseSlot) {
        s.reg[Reg.Chosen] = actB(action);
        evolutionsInDeck(s, p, s.slotTop[actB(action)], true);
        return askCard(s, 1);
      }
      if (action >= 0 && kind === Act.ChooseCard) {
        evolveFromDeck(s, p, actA(action), s.reg[Reg.Chosen]);
        s.reg[Reg.Count]++;
      } else if (action >= 0) return finishEvolveFromDeck(s, p); // Done
      const m = s.reg[Reg.Count] < a ? slotsWhere(s, p, true, evolvableFromDeck) : 0;
      if (m === 0) return finishEvolveFromDeck(s, p);
      return askSlot(s, m, true);
    }
    case Op.DevolveOpponentAll:
      for (let k = 0; k <= s.benchCount[o]; k++) {
        const sl = o * SLOTS + k;
        if (s.slotTop[sl] >= 0 && evolved(s, sl) && !blocked(s, sl, 0)) devolveToHand(s, o, sl);
      }
      return true;
    case Op.SwitchSelfIfBench:
      if (action < 0) return s.benchCount[p] === 0 ? true : askSlot(s, slotsWhere(s, p, true, anyPokemon), false);
      switchActive(s, p, actB(action));
      return true;
    case Op.PutCountersOnOpponent: {
      // One counter per choice; Count: counters placed so far.
      if (action >= 0) {
        const sl = actB(action);
        s.damage[sl] += COUNTER;
        countersPlaced(s, sl, s.damage[sl] - COUNTER); // counters, not damage
        s.koCheck[0] = 1; // may Knock Out (flow.ts)
        emit(s, Ev.DirectDamage, o, sl, COUNTER, 0);
        s.reg[Reg.Count]++;
      }
      const m = counterTargets(s, o);
      if (s.reg[Reg.Count] >= a || m === 0) return true;
      return askSlot(s, m, false);
    }
    case Op.ClearSelfConditions:
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
    case Op.PlusPerOpponentPrizeTaken:
      s.reg[Reg.Damage] += a * s.prizesTaken[o];
      return true;
    case Op.OptionalDiscardStadium: {
      const st = s.stadium[0];
      if (st < 0) return true;
      if (action < 0) {
        s.pend[0] = Pend.YesNo;
        return false;
      }
      if (kind === Act.Yes) discardStadium(s);
      return true;
    }
  }
  return true;
};

// ---------- batch sv-b helpers ----------

/**
 * Was one of p's Pokémon Knocked Out during the opponent's last turn (the turn before this one)?
 * `byAttack`: only by damage from an attack (Vengeful Shock).
 */
export function knockedOutLastTurn(s: GameState, p: number, byAttack: boolean): boolean {
  const t = byAttack ? s.koByAttackTurn[p] : s.koTurn[p];
  return t > 0 && t === s.turn[0] - 1;
}

const effectsAllowed = (s: GameState, sl: number): boolean => !effectsPrevented(s, sl);

/** Professor Turo's Scenario: the Pokémon cards of slot sl to the hand, every other card on it discarded. */
const pokemonToHand = (s: GameState, p: number, sl: number): void => {
  const base = sl * SLOT_CAP;
  for (let i = s.slotCount[sl] - 1; i >= 0; i--) {
    const c = s.slotCards[base + i];
    if (cSuper[s.cardDef[c]] === Supertype.Pokemon) {
      addToHand(s, c);
      emit(s, Ev.Search, p, c, Dest.Hand, From.InPlay);
    } else {
      addToDiscard(s, c);
      emit(s, Ev.DiscardCard, p, c, From.InPlay);
    }
  }
  clearSlot(s, sl);
  // A Benched slot closes its gap; an empty Active is promoted into once the Trainer is done (flow.ts).
  if (sl !== p * SLOTS) compactBench(s, p);
};

/** Cards in p's deck that evolve from the Pokémon card `top` (into cand when `fill`); how many. */
const evolutionsInDeck = (s: GameState, p: number, top: number, fill: boolean): number => {
  const name = cNameId[s.cardDef[top]];
  const base = p * MAX_DECK;
  let n = 0;
  for (let i = 0; i < s.deckCount[p]; i++) {
    const c = s.deck[base + i];
    if (cSuper[s.cardDef[c]] !== Supertype.Pokemon || cEvolvesFrom[s.cardDef[c]] !== name) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** A4 applies to evolving from the deck too: not on the first turns, nor a Pokémon that came into play this turn. */
const evolvableFromDeck = (s: GameState, sl: number): boolean =>
  s.turn[0] > 2 && s.enteredTurn[sl] < s.turn[0] && evolutionsInDeck(s, owner(s.slotTop[sl]), s.slotTop[sl], false) > 0;

/** Evolve slot sl with card c from the deck (as evolveSlot does from the hand; no hand-play trigger). */
const evolveFromDeck = (s: GameState, p: number, c: number, sl: number): void => {
  removeFromDeck(s, c);
  attachCard(s, sl, c);
  s.slotTop[sl] = c;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  s.enteredTurn[sl] = s.turn[0];
  clearEffectsOnSlot(s, sl); // A4: recovers from Special Conditions and attack effects
  s.usedOnce[sl] = 0;
  emit(s, Ev.Evolve, p, c, sl, From.Deck);
};

const finishEvolveFromDeck = (s: GameState, p: number): true => {
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
  s.pend[0] = 0;
  return true;
};

/** Technical Machine: Devolution: the highest Stage card of slot sl to its owner's hand; the one below becomes the top. */
const devolveToHand = (s: GameState, q: number, sl: number): void => {
  const top = s.slotTop[sl];
  detachCard(s, sl, top);
  addToHand(s, top);
  emit(s, Ev.Search, q, top, Dest.Hand, From.InPlay);
  const base = sl * SLOT_CAP;
  let next = s.slotCards[base];
  for (let i = 1; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Pokemon && cStage[d] > cStage[s.cardDef[next]]) next = c;
  }
  s.slotTop[sl] = next;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  clearEffectsOnSlot(s, sl);
};

/** A damage counter (Curse Spreading puts them one by one). */
const COUNTER = 10;

/**
 * Curse Spreading: the opponent's Pokémon that can take a damage counter: in play, not already at
 * 0 HP, not guarded against the effects of attacks. Counters are not damage: X7 (a Benched Tera
 * Pokémon) and damage-only guards do not stop them.
 */
const counterTargets = (s: GameState, q: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] < maxHp(s, sl) && !effectsPrevented(s, sl)) m |= 1 << sl;
  }
  return m;
};

/** The Stadium in play goes to its owner's discard pile (Blustery Wind). */
const discardStadium = (s: GameState): void => {
  const st = s.stadium[0];
  s.stadium[0] = -1;
  addToDiscard(s, st);
  emit(s, Ev.TrainerDiscarded, owner(st), st, From.Stadium);
};

/** Iono: player q's hand goes to the bottom of the deck in a random order. */
const handToBottom = (s: GameState, q: number): void => {
  const base = q * MAX_DECK;
  while (s.handCount[q] > 0) {
    const card = s.hand[base + below(s.rng, s.handCount[q])];
    removeFromHand(s, card);
    pushDeckBottom(s, card);
    emit(s, Ev.ToDeck, q, card, From.Hand, 1);
  }
};

/** An attack's damage to one opponent Pokémon: with W/R on the Active, without on the Bench (X4). */
const spreadHit = (s: GameState, self: number, sl: number, amount: number): void => {
  if (sl % SLOTS === 0) applyAttackDamage(s, self, sl, computeAttackDamage(s, self, sl, amount, false));
  else attackDirectDamage(s, self, sl, amount);
};

/** Draw up to n cards (a short deck just stops the drawing). */
const drawCards = (s: GameState, p: number, n: number): void => {
  for (let i = 0; i < n; i++) {
    const card = drawCard(s, p);
    if (card < 0) return;
    emit(s, Ev.Draw, p, card);
  }
};

/** Move the whole hand to the deck (unshuffled) or to the discard pile. */
const emptyHand = (s: GameState, p: number, toDeck: boolean): void => {
  while (s.handCount[p] > 0) {
    const card = s.hand[p * MAX_DECK + s.handCount[p] - 1];
    removeFromHand(s, card);
    if (toDeck) {
      pushDeck(s, card);
      emit(s, Ev.ToDeck, p, card, From.Hand);
    } else {
      addToDiscard(s, card);
      emit(s, Ev.DiscardCard, p, card);
    }
  }
};

/** Is an attack's effect on slot sl stopped by its guard (Barrier) or Ability (Flare Veil)? Logged when it is (`cond`: the Special Condition, else 0). */
const blocked = (s: GameState, sl: number, cond: number): boolean => {
  if (!effectsPrevented(s, sl)) return false;
  emit(s, Ev.EffectPrevented, owner(s.slotTop[sl]), sl, effectsGuard(s, sl), cond);
  return true;
};

const applyCondition = (s: GameState, sl: number, cond: number): void => {
  if (s.slotTop[sl] < 0 || blocked(s, sl, cond)) return;
  if (cDoll[s.cardDef[s.slotTop[sl]]] && cond !== Cond.Burned) return; // Clefairy Doll takes none but a Burn
  if (sl % SLOTS === 0 && s.progKind[0] === ProgKind.Attack) noteCondition(s, sl, cond);
  if (cond === Cond.Poisoned) s.poisoned[sl] = 1;
  else if (cond === Cond.Burned) s.burned[sl] = 1;
  else {
    s.cond[sl] = cond; // C7: replaces Asleep/Confused/Paralyzed
    if (cond === Cond.Paralyzed) s.paralyzedTurn[sl] = s.turn[0];
  }
  emit(s, Ev.Condition, owner(s.slotTop[sl]), sl, cond, 1);
};

/** Mirror Move's record of a Special Condition an attack gave the Defending Pokémon. */
const noteCondition = (s: GameState, sl: number, cond: number): void => {
  noteAttacked(s, sl);
  if (cond === Cond.Poisoned) s.hitPoison[sl] = 1;
  else if (cond === Cond.Burned) s.hitBurn[sl] = 1;
  else s.hitCond[sl] = cond;
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

const heal = (s: GameState, sl: number, amount: number): void => {
  const h = Math.min(amount, s.damage[sl]);
  if (h <= 0) return;
  s.damage[sl] -= h;
  emit(s, Ev.Heal, owner(s.slotTop[sl]), sl, h);
};

/** Switch player q's Active with a Benched slot; the one going to the Bench recovers (A6, C7). */
const switchActive = (s: GameState, q: number, bench: number): void => {
  const active = q * SLOTS;
  clearEffectsOnSlot(s, active);
  swapSlots(s, active, bench);
  emit(s, Ev.Switch, q, bench, active);
};

/**
 * The generic search / look / take op (see Op.MoveCards). Count = cards taken so far. Exported for
 * Abilities that search (src/engine/abilities/): they start it with Count 0 and set the phase.
 */
export function moveCards(s: GameState, p: number, source: number, lookAt: number, filter: number, param: number,
  max: number, min: number, dest: number, action: number): boolean {
  const base = p * MAX_DECK;
  const kind = action >= 0 ? actKind(action) : 0;
  if (action < 0) {
    // Build the candidates.
    let n = 0;
    if (source === Source.Discard) {
      // A3: the cards just paid as this effect's price (on top of the pile) can't come back.
      const from = s.discardCount[p] - (s.reg[Reg.CostPaid] & (PAID_TO_DECK - 1));
      // A3: nor can the Trainer being played (already on the pile) take itself back (Item Finder).
      const self = s.progKind[0] === ProgKind.Trainer ? s.progSource[0] : -1;
      for (let i = 0; i < from; i++) {
        const c = s.discard[base + i];
        if (c !== self && matches(s, c, filter, param)) s.cand[n++] = c;
      }
    } else {
      const top = s.deckCount[p];
      const from = source === Source.Deck ? 0 : Math.max(0, top - lookAt);
      s.reg[Reg.Aux2] = top - from; // how many cards were looked at
      // A3: a Trainer's search skips the cards it just paid into the deck (on top: Pokémon Trader).
      const paid = source === Source.Deck && s.progKind[0] === ProgKind.Trainer ? s.reg[Reg.CostPaid] >> PAID_TO_DECK_SHIFT : 0;
      for (let i = top - 1 - paid; i >= from; i--) {
        const c = s.deck[base + i];
        if (matches(s, c, filter, param)) s.cand[n++] = c;
      }
    }
    s.candCount[0] = n;
  } else if (kind === Act.ChooseCard) {
    const c = actA(action);
    removeCand(s, c);
    if (dest === Dest.Hand || dest === Dest.Bench || dest === Dest.AttachSelf || dest === Dest.DeckShuffle) {
      takeFromSource(s, source, c);
      if (dest === Dest.Hand) addToHand(s, c);
      else if (dest === Dest.DeckShuffle) pushDeck(s, c); // shuffled in by finishMove
      else if (dest === Dest.Bench) {
        const sl = p * SLOTS + 1 + s.benchCount[p];
        placePokemon(s, sl, c);
        s.benchCount[p]++;
      } else attachCard(s, s.reg[Reg.Attacker], c);
      emit(s, Ev.Search, p, c, dest, searchedFrom(source));
      if (dest === Dest.AttachSelf) emit(s, Ev.Attach, p, c, s.reg[Reg.Attacker], searchedFrom(source));
      s.reg[Reg.Count]++;
    } else {
      s.reg[Reg.Chosen] = c; // next: where to attach it
      return askSlot(s, attachMask(s, p, dest, c), false);
    }
  } else if (kind === Act.ChooseSlot) {
    const c = s.reg[Reg.Chosen];
    takeFromSource(s, source, c);
    attachCard(s, actB(action), c);
    emit(s, Ev.Search, p, c, dest, searchedFrom(source));
    emit(s, Ev.Attach, p, c, actB(action), searchedFrom(source));
    s.reg[Reg.Count]++;
  } else {
    return finishMove(s, p, source, dest); // Done
  }
  // Ask for the next card if more may be taken and some can go somewhere.
  let cap = max;
  if (dest === Dest.Bench) cap = Math.min(max, s.reg[Reg.Count] + 5 - s.benchCount[p]);
  let usable = 0;
  for (let i = 0; i < s.candCount[0]; i++) {
    if (dest < Dest.AttachOwnAny || dest === Dest.DeckShuffle || attachMask(s, p, dest, s.cand[i]) !== 0) s.cand[usable++] = s.cand[i];
  }
  s.candCount[0] = usable;
  if (s.reg[Reg.Count] >= cap || usable === 0) return finishMove(s, p, source, dest);
  return askCard(s, Math.min(min, s.reg[Reg.Count] + usable));
}

/** The zone a MoveCards source takes cards from (for logs). */
const searchedFrom = (source: number): From => {
  return source === Source.Discard ? From.Discard : From.Deck;
};

const takeFromSource = (s: GameState, source: number, c: number): void => {
  if (source === Source.Discard) removeFromDiscard(s, c);
  else {
    removeFromDeck(s, c);
    if (source !== Source.Deck) s.reg[Reg.Aux2]--;
  }
};

const finishMove = (s: GameState, p: number, source: number, dest: number): true => {
  if (source === Source.Deck || source === Source.DeckTop || dest === Dest.DeckShuffle) {
    shuffleDeck(s, p);
    emit(s, Ev.Shuffle, p);
  } else if (source === Source.DeckTopRestBottom) {
    // The looked-at cards that remain are on top: move them to the bottom in random order.
    const k = s.reg[Reg.Aux2];
    const base = p * MAX_DECK;
    const top = s.deckCount[p];
    for (let i = 0; i < k; i++) s.cand[i] = s.deck[base + top - 1 - i];
    for (let i = 0; i < k; i++) popDeck(s, p);
    shuffleSmall(s, k);
    for (let i = 0; i < k; i++) pushDeckBottom(s, s.cand[i]);
  }
  s.pend[0] = 0;
  return true;
};

const shuffleSmall = (s: GameState, k: number): void => {
  for (let i = k - 1; i > 0; i--) {
    const j = below(s.rng, i + 1);
    const t = s.cand[i];
    s.cand[i] = s.cand[j];
    s.cand[j] = t;
  }
};
