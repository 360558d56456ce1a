// Batch sv-b's Abilities (151, Paradox Rift, Temporal Forces, Twilight Masquerade, Shrouded
// Fable): Restart, Clairvoyant Sense, Recon Directive, Attract Customers, Flip the Script (actions)
// and Fully Blooming Energy, Rapid Vernier (triggered). Their limits and triggers are card data
// (AbilityDef.limit / trigger), enforced by powers.ts. The passive ones (Flare Float, Flare Veil,
// Thicket Body, Seasoned Skill) have no handler: game.ts and damage.ts read them where they apply.
// Progress between sub-choices is kept in reg[Aux] (askCard / askSlot reset reg[Count]).
import { GameState, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as powersModule from '../powers.js';
import * as tablesModule from '../tables.js';
import { AbilityKind, Dest, Supertype, TrainerKind } from '../../cards/types.js';
import * as zonesModule from '../zones.js';
import * as effectsModule from '../effects.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP, MAX_DECK } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { registerAbility, askCard, askSlot } = powersModule;
const { cAbilityParam, cBasicEnergy, cEnergyType, cSuper, cTrainerKind } = tablesModule;
const { drawCard, removeFromDeck, addToHand, removeFromHand, pushDeckBottom, popDeck, shuffleDeck, attachCard, detachCard, swapSlots, clearEffectsOnSlot } = zonesModule;
const { knockedOutLastTurn } = effectsModule;

/** The Ability's parameter (AbilityDef.a) of the Pokémon on slot sl. */
function param(s: GameState, sl: number): number {
  return cAbilityParam[s.cardDef[s.slotTop[sl]]];
}

function draw(s: GameState, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

function shuffle(s: GameState, p: number): void {
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
}

function removeCand(s: GameState, c: number): void {
  const n = s.candCount[0];
  let j = 0;
  for (let i = 0; i < n; i++) if (s.cand[i] !== c) s.cand[j++] = s.cand[i];
  s.candCount[0] = j;
}

/** The top k cards of p's deck that pass `test` into cand (top first); how many. */
function topCards(s: GameState, p: number, k: number, test: (d: number) => boolean): number {
  const base = p * MAX_DECK, top = s.deckCount[p];
  const from = Math.max(0, top - k);
  let n = 0;
  for (let i = top - 1; i >= from; i--) if (test(s.cardDef[s.deck[base + i]])) s.cand[n++] = s.deck[base + i];
  s.candCount[0] = n;
  return n;
}
const anyCard = (): boolean => true;
const isSupporter = (d: number): boolean => cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Supporter;
const isBasicEnergy = (d: number): boolean => cBasicEnergy[d] === 1;

/** Slots of p (bit per absolute slot): the Bench only, or every Pokémon. */
function ownSlots(s: GameState, p: number, benchOnly: boolean): number {
  let m = 0;
  for (let k = benchOnly ? 1 : 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
  return m;
}

// ---------- Restart (Mew ex): draw until the hand has a cards ----------
registerAbility(AbilityKind.DrawUntil, {
  usable: (s, p, sl) => s.handCount[p] < param(s, sl) && s.deckCount[p] > 0,
  start: (s, p, sl) => {
    draw(s, p, param(s, sl) - s.handCount[p]);
    return true;
  },
  step: () => true,
});

// ---------- Flip the Script (Fezandipiti ex): draw a after a Knock Out in the opponent's last turn ----------
registerAbility(AbilityKind.DrawIfKnockedOutLastTurn, {
  usable: (s, p) => s.deckCount[p] > 0 && knockedOutLastTurn(s, p, false),
  start: (s, p, sl) => {
    draw(s, p, param(s, sl));
    return true;
  },
  step: () => true,
});

// ---------- Clairvoyant Sense (Xatu): a basic Energy of type a from the hand to a Benched Pokémon, then draw 2 ----------
function energyInHand(s: GameState, p: number, type: number, fill: boolean): number {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (cBasicEnergy[s.cardDef[c]] !== 1 || cEnergyType[s.cardDef[c]] !== type) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
}
registerAbility(AbilityKind.AttachFromHandDraw, {
  usable: (s, p, sl) => s.benchCount[p] > 0 && energyInHand(s, p, param(s, sl), false) > 0,
  start: (s, p, sl) => {
    energyInHand(s, p, param(s, sl), true);
    return askCard(s, 1);
  },
  step: (s, action) => {
    const p = s.progPlayer[0];
    if (actKind(action) === Act.ChooseCard) {
      s.reg[Reg.Chosen] = actA(action);
      return askSlot(s, ownSlots(s, p, true), false);
    }
    const c = s.reg[Reg.Chosen], to = actB(action);
    removeFromHand(s, c);
    attachCard(s, to, c);
    emit(s, Ev.Attach, p, c, to, From.Hand);
    draw(s, p, 2);
    return true;
  },
});

// ---------- Recon Directive (Drakloak): top a cards, 1 to the hand, the rest to the bottom ----------
registerAbility(AbilityKind.LookTopTakeOne, {
  usable: (s, p) => s.deckCount[p] > 0,
  start: (s, p, sl) => {
    s.reg[Reg.Aux] = topCards(s, p, param(s, sl), anyCard); // how many were looked at
    return askCard(s, 1);
  },
  step: (s, action) => {
    const p = s.progPlayer[0];
    const c = actA(action);
    removeFromDeck(s, c);
    addToHand(s, c);
    emit(s, Ev.Search, p, c, Dest.Hand, From.Deck);
    for (let i = 1; i < s.reg[Reg.Aux]; i++) pushDeckBottom(s, popDeck(s, p)); // the others, from the top
    return true;
  },
});

// ---------- Attract Customers (Tatsugiri): while Active, top a cards: a Supporter may go to the hand ----------
registerAbility(AbilityKind.ActiveTopSupporter, {
  usable: (s, p, sl) => sl === p * SLOTS && s.deckCount[p] > 0,
  start: (s, p, sl) => {
    if (topCards(s, p, param(s, sl), isSupporter) === 0) {
      shuffle(s, p); // looked, found none
      return true;
    }
    return askCard(s, 0);
  },
  step: (s, action) => {
    const p = s.progPlayer[0];
    if (actKind(action) === Act.ChooseCard) {
      const c = actA(action);
      removeFromDeck(s, c);
      addToHand(s, c);
      emit(s, Ev.Search, p, c, Dest.Hand, From.Deck);
    }
    shuffle(s, p);
    return true;
  },
});

// ---------- Fully Blooming Energy (Vileplume, on evolving from the hand): top a cards, basic Energy to your Pokémon ----------
registerAbility(AbilityKind.TopEnergyAttach, {
  usable: (s, p) => s.deckCount[p] > 0,
  start: (s, p, sl) => {
    if (topCards(s, p, param(s, sl), isBasicEnergy) === 0) {
      shuffle(s, p);
      return true;
    }
    return askCard(s, 0);
  },
  step: (s, action) => {
    const p = s.progPlayer[0];
    const kind = actKind(action);
    if (kind === Act.ChooseCard) {
      s.reg[Reg.Chosen] = actA(action);
      return askSlot(s, ownSlots(s, p, false), false);
    }
    if (kind === Act.ChooseSlot) {
      const c = s.reg[Reg.Chosen], to = actB(action);
      removeFromDeck(s, c);
      attachCard(s, to, c);
      emit(s, Ev.Attach, p, c, to, From.Deck);
      removeCand(s, c);
      if (s.candCount[0] > 0) return askCard(s, 0);
    }
    shuffle(s, p); // Done, or nothing left to attach
    return true;
  },
});

// ---------- Rapid Vernier (Iron Leaves ex, on being benched from the hand): switch in, then move Energy to it ----------
/** Energy cards attached to p's Pokémon other than the Active, into cand; how many. */
function otherEnergy(s: GameState, p: number): number {
  let n = 0;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k, base = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const c = s.slotCards[base + i];
      if (cSuper[s.cardDef[c]] === Supertype.Energy) s.cand[n++] = c;
    }
  }
  s.candCount[0] = n;
  return n;
}
registerAbility(AbilityKind.SwitchInMoveEnergy, {
  usable: (s, p, sl) => sl !== p * SLOTS && s.slotTop[p * SLOTS] >= 0,
  start: (s, p, sl) => {
    const active = p * SLOTS;
    clearEffectsOnSlot(s, active); // the old Active goes to the Bench and recovers (A6)
    swapSlots(s, active, sl);
    emit(s, Ev.Switch, p, sl, active);
    s.progSource[0] = active; // the Ability's Pokémon is now the Active
    return otherEnergy(s, p) === 0 ? true : askCard(s, 0);
  },
  step: (s, action) => {
    const p = s.progPlayer[0];
    if (actKind(action) !== Act.ChooseCard) return true; // Done
    const c = actA(action), from = s.cardSlot[c], to = p * SLOTS;
    detachCard(s, from, c);
    attachCard(s, to, c);
    emit(s, Ev.MoveEnergy, p, c, from, to);
    return otherEnergy(s, p) === 0 ? true : askCard(s, 0);
  },
});
