// Decisions: `legalActions` lists the integer choices of the player who must decide; `step`
// applies one of them (setup choices, Main-phase actions A1–A9, starting attacks X and retreats).
// Neither allocates. The flow between decisions (setup, turns, Checkup, Knock Outs) is flow.ts;
// effects in progress are effects.ts.
import { GameState, Phase, CardFlag, DeckFeature, Zone, Reg, RuleParam, StadiumUse } from './state.js';
import * as stateModule from './state.js';
import { Act } from './actions.js';
import * as actionsModule from './actions.js';
import { Ev, Flip, From, AttackFailure } from './events.js';
import * as eventsModule from './events.js';
import { HandKind } from './tables.js';
import * as tablesModule from './tables.js';
import { TrainerKind, Cond, Debuff, T, AbilityKind } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import * as zonesModule from './zones.js';
import * as effectsModule from './effects.js';
import * as damageModule from './damage.js';
import { AfterKo } from './flow.js';
import * as flowModule from './flow.js';
import * as scanModule from './scan.js';
import * as energyRulesModule from './energy-rules.js';

// The game's entry points live in flow.ts; callers use this module for the whole engine API.
export { newGame, newGameFrom, placeDecks, newBlankGame, beginTurn, prizeTarget } from './flow.js';
import * as powersModule from './powers.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, SLOTS, SLOT_CAP, ENERGY_STRIDE } = stateModule;
const { act, actKind, actA, actB } = actionsModule;
const { emit, coin } = eventsModule;
const { cFirstTurnSupporter, cAceSpec } = tablesModule;
const { wildCostMet, jetAttached, enrichingAttached, energyRulesOn, extraRetreatUnits } = energyRulesModule;
const { toolsOff, hasTool, benchRoom, stadiumLeft } = zonesModule;
const { cHandKind, cNameId, cEvolvesFrom, cTrainerKind, cAttackStart, cAttackCount, aCost, aTypedMask, isBasicPokemon, lowestType, aNeedsAsleep, aNotSecondFirstTurn, cToolAttack, aOncePerPlay, aDamage, cDoll, cProgLen, cAbilityParam } = tablesModule;
const { TYPE_COUNT } = typesModule;
const { drawCard, placePokemon, attachCard, energyCount, removeFromHand, addToDiscard, owner, mayHoldTrainer, compactBench, attackLocked, abilityOf, discardSlotCards } = zonesModule;
const { startAttackProgram, startTrainerProgram, effectLegal, effectStep, canPlayTrainer } = effectsModule;
const { applyDirectDamage } = damageModule;
const { dealHands, finishSetupPlacement, nextExtraDrawer, benchFromHand, promote, endTurn, processKnockOuts, evolveSlot, continueRetreat } = flowModule;
const { newScan, firstOfDef } = scanModule;
const { powerActions, startPower, offerTrigger } = powersModule;

// ====================================================================================
// Legal actions
// ====================================================================================

/** Conditions on the Active of player p that stop every attack this turn (C4, C6, T5, effects). */
const activeMayAttack = (s: GameState, p: number): boolean => {
  const sl = p * SLOTS;
  if (s.slotTop[sl] < 0) return false;
  const cond = s.cond[sl];
  if (cond === Cond.Asleep || cond === Cond.Paralyzed) return false; // C4, C6
  if (s.noAttackTurn[sl] === s.turn[0]) return false;
  return !(s.turn[0] === 1 && s.rules[RuleParam.FirstTurnAttackBan]); // T5
};

/**
 * The attack id of attack k of player p's Active Pokémon: its own attacks first, then (k = their
 * count) the attack a Technical Machine attached to it grants (A9); -1 if there is none.
 */
export function activeAttackId(s: GameState, p: number, k: number): number {
  const sl = p * SLOTS;
  const d = s.cardDef[s.slotTop[sl]];
  if (k < cAttackCount[d]) return cAttackStart[d] + k;
  return k === cAttackCount[d] ? grantedAttack(s, sl) : -1;
}

/** A9: the attack a Technical Machine attached to slot sl grants, or -1. */
const grantedAttack = (s: GameState, sl: number): number => {
  if (!mayHoldTrainer(s, sl) || toolsOff(s)) return -1; // Jamming Tower: a Technical Machine is a Tool
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const a = cToolAttack[s.cardDef[s.slotCards[base + i]]];
    if (a >= 0) return a;
  }
  return -1;
};

/** Attack k's own conditions and cost, once activeMayAttack holds and attack k exists. */
const attackAllowed = (s: GameState, p: number, k: number): boolean => {
  const sl = p * SLOTS;
  const id = activeAttackId(s, p, k);
  if (s.debuff[sl] === Debuff.DisableAttack && s.debuffUntil[sl] >= s.turn[0] && s.debuffParam[sl] === k) return false;
  if (aOncePerPlay[id] && (s.usedOnce[sl] & (1 << k))) return false;
  if (aNotSecondFirstTurn[id] && p !== s.first[0] && s.turn[0] === 2) return false; // Unified Beatdown
  if (attackLocked(s, sl, id)) return false;
  if (aNeedsAsleep[id]) {
    const o = (1 - p) * SLOTS;
    if (s.slotTop[o] < 0 || s.cond[o] !== Cond.Asleep) return false;
  }
  // "attacks used by the Defending Pokémon cost N Colorless more": as if N units less were attached
  const debuff = s.debuff[sl];
  if ((debuff === Debuff.CostMore || debuff === Debuff.CostAndRetreatMore) && s.debuffUntil[sl] >= s.turn[0]) return costMet(s, sl, id, T.Colorless, -s.debuffParam[sl]);
  return costMet(s, sl, id);
};

/**
 * X1: each colored symbol needs its type; Colorless takes any Energy (counted in units: a Double
 * Colorless Energy pays 2 Colorless symbols). With `extraType` (an Energy type, or -1 for none),
 * as if an Energy card of that type providing `extraUnits` were attached (the bot's "would
 * attaching it pay for the attack?").
 */
export function costMet(s: GameState, sl: number, attack: number, extraType = -1, extraUnits = 1): boolean {
  const e = sl * ENERGY_STRIDE;
  const base = attack * (TYPE_COUNT + 1);
  if (s.slotEnergy[e + TYPE_COUNT] + (extraType >= 0 ? extraUnits : 0) < aCost[base + TYPE_COUNT] && !cheaperCostMet(s, sl, attack, extraType >= 0 ? extraUnits : 0)) return wildCost(s, sl, attack, extraType, extraUnits);
  // Only the types the cost names (usually one) can fall short.
  for (let m = aTypedMask[attack]; m !== 0; m &= m - 1) {
    const t = lowestType(m);
    if (s.slotEnergy[e + t] + (t === extraType ? extraUnits : 0) < aCost[base + t]) return wildCost(s, sl, attack, extraType, extraUnits);
  }
  return true;
}

/** Short by slotEnergy, which counts "every type" Energy as Colorless: the exact check, for decks that hold such Energy. */
const wildCost = (s: GameState, sl: number, attack: number, extraType: number, extraUnits: number): boolean =>
  energyRulesOn(s, sl < SLOTS ? 0 : 1) && wildCostMet(s, sl, attack, extraType, extraUnits);

/**
 * Seasoned Skill (read only when the Energy total falls short, so other Pokémon pay nothing for
 * it): the Colorless part of the one attack it names (its own attack number a: Blood Moon) costs
 * 1 less per Prize card the opponent has taken; never another attack, nor one a Technical Machine grants.
 */
const cheaperCostMet = (s: GameState, sl: number, attack: number, extra: number): boolean => {
  const d = s.cardDef[s.slotTop[sl]];
  if (abilityOf(s, sl) !== AbilityKind.CostLessPerPrizeTaken || attack !== cAttackStart[d] + cAbilityParam[d]) return false;
  const base = attack * (TYPE_COUNT + 1);
  const off = Math.min(s.prizesTaken[sl < SLOTS ? 1 : 0], aCost[base + T.Colorless]);
  return s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT] + extra >= aCost[base + TYPE_COUNT] - off;
};

/** The Retreat Cost now (zones.ts retreatCost: the attacks that count it read it there too). */
export const retreatCost = zonesModule.retreatCost;

export function canRetreat(s: GameState, p: number): boolean {
  const sl = p * SLOTS;
  if (s.retreated[p] || s.benchCount[p] === 0 || s.slotTop[sl] < 0) return false;
  const cond = s.cond[sl];
  if (cond === Cond.Asleep || cond === Cond.Paralyzed) return false; // A6
  if (s.debuff[sl] === Debuff.CantRetreat && s.debuffUntil[sl] >= s.turn[0]) return false; // Eye Strength
  const cost = retreatCost(s, sl);
  const units = energyCount(s, sl, T.None);
  return units >= cost || (energyRulesOn(s, p) && units + extraRetreatUnits(s, sl) >= cost); // Neo Upper Energy: 2 on a Stage 2
}

/** A4: can a card that evolves from the name `from` go onto slot sl this turn? */
const canEvolveOnto = (s: GameState, from: number, sl: number): boolean => {
  const top = s.slotTop[sl];
  return top >= 0 && cNameId[s.cardDef[top]] === from && s.enteredTurn[sl] < s.turn[0];
};

/**
 * Fill `out` with the legal actions of `s.decider` and return how many there are.
 * The list is empty only when the game is over.
 */
export function legalActions(s: GameState, out: Int32Array): number {
  const p = s.decider[0];
  const hbase = p * MAX_DECK;
  let n = 0;
  switch (s.phase[0]) {
    case Phase.Over:
      return 0;
    case Phase.ChooseFirst:
      out[0] = act(Act.Yes);
      out[1] = act(Act.No);
      return 2;
    case Phase.SetupActive:
    case Phase.SetupBench: {
      const benching = s.phase[0] === Phase.SetupBench;
      newScan();
      if (!benching || benchRoom(s, p)) {
        for (let i = 0; i < s.handCount[p]; i++) {
          const c = s.hand[hbase + i];
          const d = s.cardDef[c];
          if (isBasicPokemon(d) && firstOfDef(d)) out[n++] = act(Act.ChooseCard, c);
        }
      }
      if (benching) out[n++] = act(Act.Done);
      return n;
    }
    case Phase.ExtraDraws: {
      if (s.extraDraws[p] > 0 && s.deckCount[p] > 0) out[n++] = act(Act.Yes);
      if (benchRoom(s, p)) {
        for (let i = 0; i < s.handCount[p]; i++) {
          const c = s.hand[hbase + i];
          const d = s.cardDef[c];
          if ((s.cardFlags[c] & CardFlag.ExtraDraw) !== 0 && isBasicPokemon(d)) out[n++] = act(Act.ChooseCard, c);
        }
      }
      out[n++] = act(Act.Done);
      return n;
    }
    case Phase.Promote: {
      for (let k = 1; k <= s.benchCount[p]; k++) out[n++] = act(Act.ChooseSlot, 0, p * SLOTS + k);
      return n;
    }
    case Phase.Retreat:
    case Phase.Effect:
      return effectLegal(s, out);
  }
  return mainActions(s, p, out);
}

/** ACE Nullifier: has player p's opponent in play a Pokémon with it and a Pokémon Tool attached? */
const aceNullified = (s: GameState, p: number): boolean => {
  const o = 1 - p;
  if ((s.deckFeatures[o] & DeckFeature.RuleAbilities) === 0) return false;
  for (let k = 0; k <= s.benchCount[o]; k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] >= 0 && hasTool(s, sl) && abilityOf(s, sl) === AbilityKind.AceNullifier) return true;
  }
  return false;
};

/** legalActions in the Main phase (A1–A9, X, A6). Nothing here writes to the state, so counts read once stay valid. */
const mainActions = (s: GameState, p: number, out: Int32Array): number => {
  const hbase = p * MAX_DECK;
  let n = 0;
  const turn = s.turn[0];
  const active = p * SLOTS;
  const bench = s.benchCount[p];
  const room = benchRoom(s, p); // A1 (R13: 8 with Area Zero Underdepths and a Tera Pokémon)
  const handCount = s.handCount[p];
  const hand = s.hand, cardDef = s.cardDef;
  // Oceanic Curse (Jellicent ex): while the opponent's Active has it, no Item or Tool from the hand.
  const oppTop = s.slotTop[(1 - p) * SLOTS];
  const curse = oppTop >= 0 && (s.deckFeatures[1 - p] & DeckFeature.RuleAbilities) !== 0 && abilityOf(s, (1 - p) * SLOTS) === AbilityKind.OceanicCurse;
  // (a = 1: Items only, not Tools: Tyranitar JTG 95)
  const curseItemsOnly = curse && cAbilityParam[cardDef[oppTop]] === 1;
  newScan();
  for (let i = 0; i < handCount; i++) {
    const c = hand[hbase + i];
    const d = cardDef[c];
    if (!firstOfDef(d)) continue;
    if (cAceSpec[d] === 1 && aceNullified(s, p)) continue; // ACE Nullifier (Genesect SFA)
    switch (cHandKind[d]) {
      case HandKind.Basic:
        if (room) out[n++] = act(Act.PlayBasic, c); // A1
        break;
      case HandKind.Evolution:
        if (turn > 2) { // A4: not on either player's first turn
          const from = cEvolvesFrom[d];
          for (let k = 0; k <= bench; k++) if (canEvolveOnto(s, from, active + k)) out[n++] = act(Act.Evolve, c, active + k);
        }
        break;
      case HandKind.Energy:
        if (!s.energyAttached[p]) for (let k = 0; k <= bench; k++) out[n++] = act(Act.Attach, c, active + k); // A2
        break;
      case HandKind.Supporter:
        if (s.supporterUsed[p]) break; // A3
        if (turn === 1 && s.rules[RuleParam.FirstTurnSupporterBan] && cFirstTurnSupporter[d] === 0) break; // T6 (Carmine may)
        if (canPlayTrainer(s, p, c)) out[n++] = act(Act.PlayTrainer, c);
        break;
      case HandKind.Stadium: {
        // A3: one Stadium a turn, and not one with the same name as the Stadium in play.
        const st = s.stadium[0];
        if ((s.stadiumPlayed[p] & StadiumUse.Played) === 0 && (st < 0 || cNameId[s.cardDef[st]] !== cNameId[d])) out[n++] = act(Act.PlayTrainer, c);
        break;
      }
      default: // Items and Tools
        if (curse && !(curseItemsOnly && cTrainerKind[d] === TrainerKind.Tool)) break;
        if (s.itemLockTurn[p] === turn && cTrainerKind[d] !== TrainerKind.Tool) break; // Itchy Pollen (Budew), Oceanic Gloom: Items, not Tools (R7)
        if (canPlayTrainer(s, p, c)) out[n++] = act(Act.PlayTrainer, c);
    }
  }
  if (canRetreat(s, p)) for (let k = 1; k <= bench; k++) out[n++] = act(Act.Retreat, 0, active + k);
  if (stadiumActionLegal(s, p)) out[n++] = act(Act.UseStadium, s.stadium[0]);
  if (activeMayAttack(s, p)) {
    const count = cAttackCount[cardDef[s.slotTop[active]]];
    for (let k = 0; k < count; k++) if (attackAllowed(s, p, k)) out[n++] = act(Act.Attack, 0, k);
    if (grantedAttack(s, active) >= 0 && attackAllowed(s, p, count)) out[n++] = act(Act.Attack, 0, count); // A9
  }
  const features = s.deckFeatures[p];
  if ((features & DeckFeature.ActivePowers) !== 0) n = powerActions(s, p, out, n); // A7
  // A3: a Clefairy Doll may be discarded during its owner's turn (the Active one only with a Benched Pokémon to promote).
  if ((features & DeckFeature.Dolls) !== 0) {
    for (let k = bench > 0 ? 0 : 1; k <= bench; k++) if (cDoll[cardDef[s.slotTop[active + k]]] === 1) out[n++] = act(Act.DiscardDoll, 0, active + k);
  }
  out[n++] = act(Act.EndTurn);
  return n;
};

// ====================================================================================
// Step
// ====================================================================================

/** Apply one legal action (trusted: the hot path does not re-check legality). */
export function step(s: GameState, action: number): void {
  const p = s.decider[0];
  const kind = actKind(action);
  switch (s.phase[0]) {
    case Phase.ChooseFirst: {
      const first = kind === Act.Yes ? p : 1 - p;
      s.first[0] = first;
      emit(s, Ev.FirstPlayer, first, 1);
      dealHands(s);
      return;
    }
    case Phase.SetupActive: {
      const c = actA(action);
      removeFromHand(s, c);
      placePokemon(s, p * SLOTS, c);
      emit(s, Ev.SetupActive, p, c);
      s.phase[0] = Phase.SetupBench;
      return;
    }
    case Phase.SetupBench: {
      if (kind === Act.Done) {
        if (p === s.first[0]) {
          s.phase[0] = Phase.SetupActive;
          s.decider[0] = 1 - p;
        } else {
          finishSetupPlacement(s);
        }
        return;
      }
      benchFromHand(s, p, actA(action), Ev.SetupBench);
      return;
    }
    case Phase.ExtraDraws: {
      if (kind === Act.Yes) {
        const c = drawCard(s, p);
        s.cardFlags[c] |= CardFlag.ExtraDraw;
        s.extraDraws[p]--;
        s.extraTaken[p]++;
        emit(s, Ev.ExtraDraw, p, c);
      } else if (kind === Act.ChooseCard) {
        benchFromHand(s, p, actA(action), Ev.Bench);
      } else {
        if (s.extraDraws[p] > 0) emit(s, Ev.ExtraDrawDeclined, p, s.extraDraws[p]);
        s.extraDraws[p] = 0;
        nextExtraDrawer(s);
      }
      return;
    }
    case Phase.Promote:
      promote(s, p, actB(action));
      return;
    case Phase.Retreat:
    case Phase.Effect:
      effectStep(s, action);
      return;
  }
  // Main phase.
  switch (kind) {
    case Act.EndTurn:
      endTurn(s);
      return;
    case Act.PlayBasic:
      benchFromHand(s, p, actA(action), Ev.Bench);
      offerTrigger(s); // A5: an Ability that triggers when it is put onto the Bench from the hand
      return;
    case Act.Attach: {
      const c = actA(action), sl = actB(action);
      removeFromHand(s, c);
      attachCard(s, sl, c);
      s.energyAttached[p] = 1;
      emit(s, Ev.Attach, p, c, sl);
      if (energyRulesOn(s, p)) {
        jetAttached(s, p, c, sl); // Jet Energy to a Benched Pokémon: it switches in
        enrichingAttached(s, p, c); // Enriching Energy: draw 4
      }
      return;
    }
    case Act.Evolve:
      evolveSlot(s, p, actA(action), actB(action));
      processKnockOuts(s, false, AfterKo.Resume); // K1: a Basic-only HP bonus may be lost
      return;
    case Act.PlayTrainer: {
      const c = actA(action);
      if (cTrainerKind[s.cardDef[c]] === TrainerKind.Stadium) {
        playStadium(s, p, c);
        processKnockOuts(s, false, AfterKo.Resume); // a Stadium that cuts HP may Knock Out (Gravity Mountain)
        return;
      }
      removeFromHand(s, c);
      addToDiscard(s, c); // A3: played Items and Supporters go to the discard pile
      if (cTrainerKind[s.cardDef[c]] === TrainerKind.Supporter) s.supporterUsed[p] = 1;
      emit(s, Ev.PlayTrainer, p, c);
      startTrainerProgram(s, p, c);
      return;
    }
    case Act.Retreat:
      startRetreat(s, p, actB(action));
      return;
    case Act.Attack:
      startAttack(s, p, actB(action));
      return;
    case Act.Power:
      if (startPower(s, p, actB(action), actA(action))) processKnockOuts(s, false, AfterKo.Resume);
      return;
    case Act.UseStadium: {
      const st = actA(action);
      s.stadiumPlayed[p] |= StadiumUse.ActionUsed;
      emit(s, Ev.StadiumAction, p, st);
      startTrainerProgram(s, p, st);
      return;
    }
    case Act.DiscardDoll:
      discardDoll(s, p, actB(action));
      processKnockOuts(s, false, AfterKo.Resume); // an emptied Active is promoted into (K3), no Prize
      return;
  }
}

/** A3: a new Stadium replaces the one in play, which goes to its owner's discard pile. */
const playStadium = (s: GameState, p: number, c: number): void => {
  removeFromHand(s, c);
  const old = s.stadium[0];
  if (old >= 0) {
    addToDiscard(s, old);
    emit(s, Ev.TrainerDiscarded, owner(old), old, From.Stadium);
  }
  s.stadium[0] = c;
  if (old >= 0) stadiumLeft(s, old); // Area Zero Underdepths replaced: Benches back down to 5 (R13)
  s.koCheck[0] = 1; // a Stadium may cut HP (flow.ts)
  s.cardZone[c] = Zone.Stadium;
  s.stadiumPlayed[p] |= StadiumUse.Played;
  emit(s, Ev.PlayTrainer, p, c);
};

/**
 * A Stadium with effects offers them as an action to each player once in each of their turns
 * (Artazon), when every op's precondition holds (canPlayTrainer).
 */
const stadiumActionLegal = (s: GameState, p: number): boolean => {
  const st = s.stadium[0];
  return st >= 0 && cProgLen[s.cardDef[st]] > 0 && (s.stadiumPlayed[p] & StadiumUse.ActionUsed) === 0 && canPlayTrainer(s, p, st);
};

// ---------- retreat (A6) ----------
const startRetreat = (s: GameState, p: number, to: number): void => {
  s.retreated[p] = 1;
  const sl = p * SLOTS;
  s.reg[Reg.Chosen] = to;
  s.reg[Reg.Count] = retreatCost(s, sl);
  continueRetreat(s);
};

// ---------- attack (X-rules) ----------
const startAttack = (s: GameState, p: number, k: number): void => {
  const sl = p * SLOTS;
  const id = activeAttackId(s, p, k);
  emit(s, Ev.Attack, p, sl, id);
  if (aOncePerPlay[id]) s.usedOnce[sl] |= 1 << k;
  // Sand-attack: the attack needs heads.
  if (s.debuff[sl] === Debuff.SandAttack && s.debuffUntil[sl] >= s.turn[0] && !coin(s, Flip.SandAttack, p)) {
    emit(s, Ev.AttackFailed, p, AttackFailure.SandAttack);
    processKnockOuts(s, true, AfterKo.EndTurn);
    return;
  }
  // C5: Confusion flip; tails → the attack fails and the attacker takes damage.
  if (s.cond[sl] === Cond.Confused && !coin(s, Flip.Confusion, p)) {
    emit(s, Ev.AttackFailed, p, AttackFailure.Confused);
    applyDirectDamage(s, sl, s.rules[RuleParam.ConfusionDamage]);
    processKnockOuts(s, true, AfterKo.EndTurn);
    return;
  }
  startAttackProgram(s, p, id, aDamage[id]);
};

/** A3: the owner discards a Clefairy Doll in play, with anything attached to it; nobody takes a Prize. */
const discardDoll = (s: GameState, p: number, sl: number): void => {
  discardSlotCards(s, p, sl, 0);
  if (sl !== p * SLOTS) compactBench(s, p);
};
