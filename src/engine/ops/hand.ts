// The hand: drawing, discarding from it, and hands shuffled or put back into the deck.
import { GameState, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as rngModule from '../rng.js';
import * as tablesModule from '../tables.js';
import { Supertype } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as commonModule from './common.js';
import * as controlModule from './control.js';
import { RegBit } from './common.js';
import type { OpFn } from './args.js';
const { MAX_DECK, SLOTS } = stateModule;
const { actA, actKind } = actionsModule;
const { emit } = eventsModule;
const { below } = rngModule;
const { cSuper, cType, cBasicEnergy } = tablesModule;
const { drawCard, shuffleDeck, addToDiscard, removeFromHand, pushDeck, pushDeckBottom } = zonesModule;
const { askCard, removeCand } = commonModule;
const { headsOf } = controlModule;

export const opDraw: OpFn<Op.Draw> = (s, _action, count) => {
  drawCards(s, s.progPlayer[0], count);
  return true;
};

export const opDiscardHandDraw: OpFn<Op.DiscardHandDraw> = (s, _action, count) => {
  const p = s.progPlayer[0];
  emptyHand(s, p, false);
  drawCards(s, p, count);
  return true;
};

export const opShuffleHandDraw: OpFn<Op.ShuffleHandDraw> = (s, _action, count) => {
  const p = s.progPlayer[0];
  emptyHand(s, p, true);
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
  drawCards(s, p, count);
  return true;
};

/** Lillie's Determination: shuffle your hand into your deck and draw `count`, or `countAtSixPrizes` with exactly 6 Prize cards left. */
export const opShuffleHandDrawByPrizes: OpFn<Op.ShuffleHandDrawByPrizes> = (s, _action, count, countAtSixPrizes) => {
  const p = s.progPlayer[0];
  emptyHand(s, p, true);
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
  drawCards(s, p, s.prizeCount[p] === 6 ? countAtSixPrizes : count);
  return true;
};

/** Impostor Professor Oak: the opponent shuffles the hand into the deck and draws `count`. */
export const opOpponentShuffleHandDraw: OpFn<Op.OpponentShuffleHandDraw> = (s, _action, count) => {
  const o = 1 - s.progPlayer[0];
  emptyHand(s, o, true);
  shuffleDeck(s, o);
  emit(s, Ev.Shuffle, o);
  drawCards(s, o, count);
  return true;
};

/** Unfair Stamp: each player shuffles the hand into the deck; you draw `count`, the opponent `opponentCount`. */
export const opBothShuffleHandsDraw: OpFn<Op.BothShuffleHandsDraw> = (s, _action, count, opponentCount) => {
  const p = s.progPlayer[0];
  for (let q = 0; q < 2; q++) {
    emptyHand(s, q, true);
    shuffleDeck(s, q);
    emit(s, Ev.Shuffle, q);
  }
  drawCards(s, p, count);
  drawCards(s, 1 - p, opponentCount);
  return true;
};

/** Iono: each hand to the bottom of its deck in random order; if any card moved, each draws 1 per Prize card left. */
export const opBothHandsToBottomDrawPrizes: OpFn<Op.BothHandsToBottomDrawPrizes> = (s) => {
  const p = s.progPlayer[0];
  const o = 1 - p;
  const moved = s.handCount[p] + s.handCount[o];
  handToBottom(s, p);
  handToBottom(s, o);
  if (moved > 0) {
    drawCards(s, p, s.prizeCount[p]);
    drawCards(s, o, s.prizeCount[o]);
  }
  return true;
};

export const opDrawUntilHand: OpFn<Op.DrawUntilHand> = (s, _action, size) => {
  const p = s.progPlayer[0];
  drawCards(s, p, size - s.handCount[p]);
  return true;
};

/** Mela: draw until the hand has `size` cards. */
export const opDrawUntil: OpFn<Op.DrawUntil> = (s, _action, size) => {
  const p = s.progPlayer[0];
  if (s.handCount[p] < size) drawCards(s, p, size - s.handCount[p]);
  return true;
};

/** Discard `count` other cards from the hand (a cost, counted in Reg.CostPaid: A3). */
export const opDiscardFromHand: OpFn<Op.DiscardFromHand> = (s, action, count) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    const base = p * MAX_DECK;
    for (let i = 0; i < s.handCount[p]; i++) s.cand[i] = s.hand[base + i];
    s.candCount[0] = s.handCount[p];
    return askCard(s, count + 1);
  }
  const card = actA(action);
  removeFromHand(s, card);
  addToDiscard(s, card);
  removeCand(s, card);
  emit(s, Ev.DiscardCard, p, card);
  s.reg[Reg.CostPaid]++;
  if (++s.reg[Reg.Count] >= count) return true;
  return askCard(s, count + 1);
};

/** Maintenance: `count` other cards from the hand shuffled into the deck (a cost), then draw `draw`. */
export const opShuffleFromHandDraw: OpFn<Op.ShuffleFromHandDraw> = (s, action, count, draw) => {
  const p = s.progPlayer[0];
  const base = p * MAX_DECK;
  if (action < 0) {
    for (let i = 0; i < s.handCount[p]; i++) s.cand[i] = s.hand[base + i];
    s.candCount[0] = s.handCount[p];
    return askCard(s, count + 1);
  }
  const card = actA(action);
  removeFromHand(s, card);
  pushDeck(s, card);
  removeCand(s, card);
  emit(s, Ev.ToDeck, p, card, From.Hand);
  if (++s.reg[Reg.Count] < count) return askCard(s, count + 1);
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
  drawCards(s, p, draw);
  return true;
};

/** Lass: both players shuffle the Trainers in their hands into their decks. */
export const opBothShuffleTrainersFromHand: OpFn<Op.BothShuffleTrainersFromHand> = (s) => {
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
};

/**
 * Pokémon Trader: a Pokémon card from your hand into your deck, paid as the price of the search that
 * follows, which can't take it (A3). It stays on top until that search shuffles the deck.
 */
export const opHandPokemonToDeck: OpFn<Op.HandPokemonToDeck> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    if (pokemonInHand(s, p, true) === 0) return true;
    return askCard(s, 1);
  }
  const card = actA(action);
  removeFromHand(s, card);
  pushDeck(s, card); // on top until the search that follows shuffles the deck
  emit(s, Ev.ToDeck, p, card, From.Hand);
  s.reg[Reg.CostPaid] += RegBit.PaidToDeck; // A3: the card traded away can't be the one taken
  return true;
};

/** Pokémon cards (Basic or Evolution) in p's hand (into cand when `fill`); returns how many. */
export const pokemonInHand = (s: GameState, p: number, fill: boolean): number => {
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

// ---- std26a ----

/** Mystery Garden: `count` Energy cards from the hand to the discard pile (a cost, counted in Reg.CostPaid: A3). */
export const opDiscardEnergyFromHand: OpFn<Op.DiscardEnergyFromHand> = (s, action, count) => {
  const p = s.progPlayer[0];
  if (action >= 0) {
    const card = actA(action);
    removeFromHand(s, card);
    addToDiscard(s, card);
    emit(s, Ev.DiscardCard, p, card);
    s.reg[Reg.CostPaid]++;
    if (++s.reg[Reg.Count] >= count) return true;
  }
  energyInHand(s, p, true);
  return askCard(s, count + 1);
};

/** Energy cards in p's hand (into cand when `fill`); returns how many. */
export const energyInHand = (s: GameState, p: number, fill: boolean): number => {
  const base = p * MAX_DECK;
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[base + i];
    if (cSuper[s.cardDef[c]] !== Supertype.Energy) continue;
    if (fill) s.cand[n] = c;
    n++;
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** Mystery Garden: draw until the hand has as many cards as its player has Pokémon of `type` in play. */
export const opDrawUntilPokemonOfType: OpFn<Op.DrawUntilPokemonOfType> = (s, _action, type) => {
  const p = s.progPlayer[0];
  let n = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cType[s.cardDef[top]] === type) n++;
  }
  if (s.handCount[p] < n) drawCards(s, p, n - s.handCount[p]);
  return true;
};

// ---- std26d ----

/**
 * Make It Rain: any number of basic Energy cards from the hand (Done ends it), `perCard` damage
 * each. Count: cards discarded so far; the candidates are those still in the hand.
 */
export const opDiscardHandEnergyForDamage: OpFn<Op.DiscardHandEnergyForDamage> = (s, action, perCard) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    const base = p * MAX_DECK;
    let n = 0;
    for (let i = 0; i < s.handCount[p]; i++) if (cBasicEnergy[s.cardDef[s.hand[base + i]]] === 1) s.cand[n++] = s.hand[base + i];
    s.candCount[0] = n;
    s.reg[Reg.Count] = 0;
  } else if (actKind(action) === Act.ChooseCard) {
    const c = actA(action);
    removeFromHand(s, c);
    addToDiscard(s, c);
    removeCand(s, c);
    emit(s, Ev.DiscardCard, p, c);
    s.reg[Reg.Count]++;
  } else s.candCount[0] = 0; // Done
  s.reg[Reg.Damage] = perCard * s.reg[Reg.Count];
  return s.candCount[0] === 0 ? true : askCard(s, 0);
};

/** Claw of Darkness: the opponent reveals the hand and the attacker's player discards 1 card of it. */
export const opDiscardFromOpponentHand: OpFn<Op.DiscardFromOpponentHand> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    const base = o * MAX_DECK;
    for (let i = 0; i < s.handCount[o]; i++) s.cand[i] = s.hand[base + i];
    s.candCount[0] = s.handCount[o];
    return s.handCount[o] === 0 ? true : askCard(s, 1);
  }
  const c = actA(action);
  removeFromHand(s, c);
  addToDiscard(s, c);
  emit(s, Ev.DiscardCard, o, c);
  return true;
};

/** A card at random from the opponent's hand (the game's stream): discarded, or shuffled into their deck. */
export const opRandomOpponentHandCard: OpFn<Op.RandomOpponentHandCard> = (s, _action, intoDeck) => {
  const o = 1 - s.progPlayer[0];
  if (s.handCount[o] === 0) return true;
  const c = s.hand[o * MAX_DECK + below(s.rng, s.handCount[o])];
  removeFromHand(s, c);
  if (intoDeck === 1) {
    pushDeck(s, c);
    shuffleDeck(s, o);
    emit(s, Ev.ToDeck, o, c, From.Hand);
    emit(s, Ev.Shuffle, o);
  } else {
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, o, c);
  }
  return true;
};

/** Each player draws `count` (as many as their deck holds), the attacker's player first. */
export const opEachPlayerDraws: OpFn<Op.EachPlayerDraws> = (s, _action, count) => {
  const p = s.progPlayer[0];
  drawCards(s, p, count);
  drawCards(s, 1 - p, count);
  return true;
};

/** A card drawn for each heads (coins; 0: flips until tails). */
export const opDrawPerHeads: OpFn<Op.DrawPerHeads> = (s, _action, coins) => {
  drawCards(s, s.progPlayer[0], headsOf(s, coins));
  return true;
};

/** The opponent discards `count` cards of their choice from their hand (as many as they have). */
export const opOpponentDiscardsFromHand: OpFn<Op.OpponentDiscardsFromHand> = (s, action, count) => {
  const o = 1 - s.progPlayer[0];
  if (action >= 0) {
    const card = actA(action);
    removeFromHand(s, card);
    addToDiscard(s, card);
    emit(s, Ev.DiscardCard, o, card);
    s.reg[Reg.Count]++;
  }
  if (s.reg[Reg.Count] >= count || s.handCount[o] === 0) {
    s.reg[Reg.OpponentDecides] = 0;
    return true;
  }
  const base = o * MAX_DECK;
  for (let i = 0; i < s.handCount[o]; i++) s.cand[i] = s.hand[base + i];
  s.candCount[0] = s.handCount[o];
  s.reg[Reg.OpponentDecides] = 1;
  return askCard(s, count + 1);
};

/** "Discard N cards from your hand. If you do, …": chosen; with fewer cards in hand none are, and the effects after it stop. */
export const opDiscardFromHandOrStop: OpFn<Op.DiscardFromHandOrStop> = (s, action, count) => {
  const p = s.progPlayer[0];
  if (action < 0 && s.handCount[p] < count) {
    s.reg[Reg.Stopped] = 1;
    return true;
  }
  return opDiscardFromHand(s, action, count);
};

/** "Flip N coins (until tails). For each heads, discard a random card from your opponent's hand." */
export const opRandomOpponentHandCardsPerHeads: OpFn<Op.RandomOpponentHandCardsPerHeads> = (s, action, coins) => {
  for (let n = headsOf(s, coins); n > 0; n--) opRandomOpponentHandCard(s, action, 0);
  return true;
};
