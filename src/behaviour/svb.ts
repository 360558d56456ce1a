// Abilities of batch sv-b (151, Paradox Rift, Temporal Forces, Twilight Masquerade, Shrouded
// Fable), each with what it does in the engine and the greedy bot's reading of it: Restart,
// Clairvoyant Sense, Recon Directive, Attract Customers, Flip the Script (actions) and Fully
// Blooming Energy, Rapid Vernier (triggered). Their limits and triggers are card data
// (AbilityDef.limit / trigger), enforced by engine/powers.ts. The passive ones (Flare Float, Flare
// Veil, Thicket Body, Seasoned Skill) have no handler: engine/game.ts and damage.ts read them where
// they apply (registry.ts PASSIVE_ABILITIES). Progress between sub-choices is kept in reg[Aux]
// (askCard / askSlot reset reg[Count]). Each action is once a turn (per Pokémon or per name) and
// the others are triggered, so none can loop; the bot scores them with the draws and searches of
// bots/greedy.ts (300–340) unless they attach Energy (~390).
import { GameState, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as effectsModule from '../engine/effects.js';
import { AbilityKind, Dest, Supertype, TrainerKind, T } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import * as registryModule from './registry.js';
import * as abilityTextModule from '../cards/ability-text.js';
import type { PowerHelpers } from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP, MAX_DECK, ENERGY_STRIDE } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { askCard, askSlot } = powersModule;
const { cAbilityParam, cBasicEnergy, cEnergyType, cSuper, cTrainerKind, cStage } = tablesModule;
const { drawCard, removeFromDeck, addToHand, removeFromHand, pushDeckBottom, popDeck, shuffleDeck, attachCard, detachCard, swapSlots, clearEffectsOnSlot } = zonesModule;
const { knockedOutLastTurn } = effectsModule;
const { TYPE_COUNT } = typesModule;
const { defineAbility } = registryModule;
const { typeText } = abilityTextModule;

// ---------- the engine's reach ----------

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

/** Basic Energy cards of type `type` in p's hand into cand (when `fill`); how many. */
export function energyInHand(s: GameState, p: number, type: number, fill: boolean): number {
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

// ---------- the greedy bot's reach ----------

/** Enough cards stay in the deck after drawing n (a margin against decking out). */
const deckAllows = (s: GameState, p: number, n: number): boolean => s.deckCount[p] - n >= 8;

/** What a card taken into the hand is worth here: a Supporter or an Evolution first. */
function cardWorth(s: GameState, c: number): number {
  const d = s.cardDef[c];
  if (cSuper[d] === Supertype.Trainer) return cTrainerKind[d] === TrainerKind.Supporter ? 4 : 3;
  if (cSuper[d] === Supertype.Pokemon) return cStage[d] > 0 ? 5 : 2;
  return 1;
}

const noChoice = (): number => 0;

// ---------- the definitions ----------

// Restart (Mew ex): draw until the hand has a cards.
defineAbility({
  kind: AbilityKind.DrawUntil,
  text: (a) => `once during your turn, draw until you have ${a} cards in your hand`,
  engine: {
    usable: (s, p, sl) => s.handCount[p] < param(s, sl) && s.deckCount[p] > 0,
    start: (s, p, sl) => {
      draw(s, p, param(s, sl) - s.handCount[p]);
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p) => (deckAllows(s, p, 3 - s.handCount[p]) ? 325 : -1),
    choiceScore: noChoice,
  },
});

// Flip the Script (Fezandipiti ex): draw a after a Knock Out in the opponent's last turn.
defineAbility({
  kind: AbilityKind.DrawIfKnockedOutLastTurn,
  text: (a) => `once during your turn, if one of your Pokémon was Knocked Out during your opponent's last turn, draw ${a} cards (only 1 such Ability each turn)`,
  engine: {
    usable: (s, p) => s.deckCount[p] > 0 && knockedOutLastTurn(s, p, false),
    start: (s, p, sl) => {
      draw(s, p, param(s, sl));
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p) => (deckAllows(s, p, 3) ? 330 : -1),
    choiceScore: noChoice,
  },
});

// Clairvoyant Sense (Xatu): a basic Energy of type a from the hand to a Benched Pokémon, then draw 2.
defineAbility({
  kind: AbilityKind.AttachFromHandDraw,
  text: (a) => `once during your turn, attach a basic ${typeText(a)} Energy from your hand to one of your Benched Pokémon; if you do, draw 2 cards`,
  engine: {
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
  },
  bot: {
    // The Energy goes to the Bench and 2 cards come: before attaching from the hand.
    score: (s, p) => (deckAllows(s, p, 2) ? 390 : -1),
    choiceScore: (s, _p, a, h) => (actKind(a) === Act.ChooseSlot ? h.energyNeed(s, actB(a), T.Psychic) * 10 : 0),
  },
});

// Recon Directive (Drakloak): top a cards, 1 to the hand, the rest to the bottom.
defineAbility({
  kind: AbilityKind.LookTopTakeOne,
  text: (a) => `once during your turn, look at the top ${a} cards of your deck: put 1 into your hand and the rest on the bottom`,
  engine: {
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
  },
  bot: {
    score: (s, p) => (deckAllows(s, p, 1) ? 325 : -1),
    choiceScore: (s, _p, a) => cardWorth(s, actA(a)),
  },
});

// Attract Customers (Tatsugiri): while Active, top a cards: a Supporter may go to the hand.
defineAbility({
  kind: AbilityKind.ActiveTopSupporter,
  text: (a) => `once during your turn, while it is Active, look at the top ${a} cards of your deck and put a Supporter you find there into your hand; shuffle the rest back`,
  engine: {
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
  },
  bot: {
    score: (s, p) => (deckAllows(s, p, 1) ? 320 : -1),
    choiceScore: (_s, _p, a) => (actKind(a) === Act.ChooseCard ? 1 : 0),
  },
});

// Fully Blooming Energy (Vileplume, on evolving from the hand): top a cards, basic Energy to your Pokémon.
defineAbility({
  kind: AbilityKind.TopEnergyAttach,
  text: (a) => `when you play it from your hand to evolve, you may look at the top ${a} cards of your deck and attach any basic Energy there to your Pokémon; shuffle the rest back`,
  engine: {
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
  },
  bot: {
    score: () => -1, // triggered only
    // Every basic Energy found, each where it helps an attack most (the Active a little first).
    choiceScore: (s, _p, a, h: PowerHelpers) => {
      const kind = actKind(a);
      if (kind === Act.Done) return 0;
      if (kind === Act.ChooseCard) return 1;
      const sl = actB(a), type = cEnergyType[s.cardDef[s.reg[Reg.Chosen]]];
      return 10 + h.energyNeed(s, sl, type) * 10 + (sl % SLOTS === 0 ? 5 : 0);
    },
  },
});

// Rapid Vernier (Iron Leaves ex, on being benched from the hand): switch in, then move Energy to it.
defineAbility({
  kind: AbilityKind.SwitchInMoveEnergy,
  text: () => 'when you play it from your hand onto your Bench, you may switch it with your Active; if you do, you may move any Energy from your other Pokémon to it',
  engine: {
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
  },
  bot: {
    score: () => -1, // triggered only
    // Switch in only when the Energy on the Bench lets it attack this turn (the old Active keeps its own).
    trigger: (s, p) => {
      let grass = 0, total = 0; // after the switch every Pokémon of p but the Active is a source, the old Active too
      for (let k = 0; k <= s.benchCount[p]; k++) {
        const e = (p * SLOTS + k) * ENERGY_STRIDE;
        grass += s.slotEnergy[e + T.Grass];
        total += s.slotEnergy[e + TYPE_COUNT];
      }
      return grass >= 2 && total >= 3;
    },
    // Move an Energy only while its attack still needs that type.
    choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? (h.energyNeed(s, p * SLOTS, cEnergyType[s.cardDef[actA(a)]]) > 0 ? 10 : -1) : 0),
  },
});
