// The deck and the discard pile as sources: the generic search / look / take op (MoveCards), looking
// at and rearranging the top of the deck, evolving from the deck, and a Pokémon shuffled into it.
import { GameState, ProgKind, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as rngModule from '../rng.js';
import * as tablesModule from '../tables.js';
import { Supertype, TrainerKind, Filter, Dest, Source, T, Owner } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as commonModule from './common.js';
import { RegBit } from './common.js';
import { MovePack } from './args.js';
import type { OpFn } from './args.js';
const { SLOTS, SLOT_CAP, MAX_DECK, CAND_CAP } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { below } = rngModule;
const { cSuper, cStage, cTrainerKind, cEnergyType, cBasicEnergy, cType, cHp, cRuleBox, cNameId, cEvolvesFrom, cTera, cOwner, cEx, isBasicPokemon } = tablesModule;
const { shuffleDeck, removeFromDeck, addToHand, addToDiscard, removeFromDiscard, pushDeck, popDeck, pushDeckBottom, placePokemon, attachCard, clearSlot, clearEffectsOnSlot, owner, benchLimit, removeFromHand } = zonesModule;
const { askCard, askSlot, removeCand, slotsWhere, anyPokemon } = commonModule;

/** The generic search / look / take op: `filterAndParam` and `limitsAndDest` are packed (MovePack). */
export const opMoveCards: OpFn<Op.MoveCards> = (s, action, source, lookAt, filterAndParam, limitsAndDest) =>
  moveCards(s, s.progPlayer[0], source, lookAt, filterAndParam & MovePack.Byte, filterAndParam >> MovePack.FilterParamShift,
    limitsAndDest & MovePack.Byte, (limitsAndDest >> MovePack.MinShift) & MovePack.Byte, (limitsAndDest >> MovePack.DestShift) & MovePack.Byte, action);

/** Does card c pass a MoveCards filter (with its parameter: a type, an HP)? */
export const matches = (s: GameState, c: number, filter: number, param: number): boolean => {
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
  return matchesRare(s, d, filter, param);
};

/**
 * The filters of issue 32's cards, apart: in `matches` they made it too big for V8 to inline into
 * the card loops, which cost every game 1–2% (measured with ab.js).
 */
const matchesRare = (s: GameState, d: number, filter: number, param: number): boolean => {
  switch (filter) {
    // std26b:
    case Filter.Energy: return cSuper[d] === Supertype.Energy;
    case Filter.PokemonNoRuleBox: return cSuper[d] === Supertype.Pokemon && cRuleBox[d] === 0;
    case Filter.SameNameAsAttacker: {
      const top = s.slotTop[s.reg[Reg.Attacker]];
      return cSuper[d] === Supertype.Pokemon && top >= 0 && cNameId[d] === cNameId[s.cardDef[top]];
    }
    // std26c:
    case Filter.TeraPokemon: return cSuper[d] === Supertype.Pokemon && cTera[d] === 1;
    case Filter.PokemonOrBasicEnergyOfType: return cSuper[d] === Supertype.Pokemon ? cType[d] === param : cBasicEnergy[d] === 1 && cEnergyType[d] === param;
    case Filter.PokemonOfStage: return cSuper[d] === Supertype.Pokemon && cStage[d] === param;
    case Filter.PokemonOfTypeMaxHp: return cSuper[d] === Supertype.Pokemon && cType[d] === (param & 15) && cHp[d] <= param >> 4;
    // std26d:
    case Filter.NoRuleBoxPokemonOrBasicEnergy: return (cSuper[d] === Supertype.Pokemon && cRuleBox[d] === 0) || cBasicEnergy[d] === 1;
    // std26e:
    case Filter.OwnerPokemon: return cSuper[d] === Supertype.Pokemon && cOwner[d] === param;
    case Filter.PokemonEx: return cSuper[d] === Supertype.Pokemon && cEx[d] === 1;
  }
  return false;
};

/** Slots of player p's Pokémon (from slot index `from`: 1 for the Bench only) whose card is of Trainer `who`. */
const ownerSlots = (s: GameState, p: number, from: number, who: number): number => {
  let m = 0;
  for (let k = from; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && cOwner[s.cardDef[s.slotTop[sl]]] === who) m |= 1 << sl;
  }
  return m;
};

/** Benched Pokémon of player p that can receive energy card c under a MoveCards destination. */
const attachMask = (s: GameState, p: number, dest: number, c: number): number => {
  if (dest === Dest.AttachOwnAny) return slotsWhere(s, p, false, anyPokemon);
  if (dest === Dest.AttachOwnBench) return slotsWhere(s, p, true, anyPokemon);
  // Motivate: the Benched Pokémon the first card went to takes the rest (Aux: its slot + 1).
  if (dest === Dest.AttachOneBench || dest === Dest.AttachOneAny) return s.reg[Reg.Aux] > 0 ? 1 << (s.reg[Reg.Aux] - 1) : slotsWhere(s, p, dest === Dest.AttachOneBench, anyPokemon);
  if (dest === Dest.AttachOwnMarnies) return ownerSlots(s, p, 0, Owner.Marnie);
  if (dest === Dest.AttachOwnBenchNs) return ownerSlots(s, p, 1, Owner.N);
  const t = cEnergyType[s.cardDef[c]];
  let m = 0;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (cType[s.cardDef[s.slotTop[sl]]] === t) m |= 1 << sl;
  }
  return m;
};

/**
 * The generic search / look / take op (see Op.MoveCards). Count = cards taken so far. Exported for
 * Abilities that search (src/behaviour/): they start it with Count 0 and set the phase.
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
      const from = s.discardCount[p] - (s.reg[Reg.CostPaid] & (RegBit.PaidToDeck - 1));
      // A3: nor can the Trainer being played (already on the pile) take itself back (Item Finder).
      const self = s.progKind[0] === ProgKind.Trainer ? s.progSource[0] : -1;
      for (let i = 0; i < from; i++) {
        const c = s.discard[base + i];
        if (c !== self && matches(s, c, filter, param)) s.cand[n++] = c;
      }
    } else if (source === Source.Hand) {
      for (let i = 0; i < s.handCount[p]; i++) {
        const c = s.hand[base + i];
        if (matches(s, c, filter, param)) s.cand[n++] = c;
      }
    } else if (source === Source.DeckBottom) {
      // Dusk Ball: the bottom lookAt cards (index 0 is the bottom).
      const k = Math.min(lookAt, s.deckCount[p]);
      for (let i = 0; i < k; i++) {
        const c = s.deck[base + i];
        if (matches(s, c, filter, param)) s.cand[n++] = c;
      }
    } else {
      const top = s.deckCount[p];
      const from = source === Source.Deck ? 0 : Math.max(0, top - lookAt);
      s.reg[Reg.Aux2] = top - from; // how many cards were looked at
      // A3: a Trainer's search skips the cards it just paid into the deck (on top: Pokémon Trader).
      const paid = source === Source.Deck && s.progKind[0] === ProgKind.Trainer ? s.reg[Reg.CostPaid] >> RegBit.PaidToDeckShift : 0;
      for (let i = top - 1 - paid; i >= from; i--) {
        const c = s.deck[base + i];
        if (matches(s, c, filter, param)) s.cand[n++] = c;
      }
    }
    s.candCount[0] = n;
    // The Bench's room is the one when the effect starts: a Tera Pokémon it puts there adds none (R13).
    if (dest === Dest.Bench) s.reg[Reg.Aux] = Math.max(0, benchLimit(s, p) - s.benchCount[p]);
  } else if (kind === Act.ChooseCard) {
    const c = actA(action);
    removeCand(s, c);
    if (dest === Dest.Hand || dest === Dest.Bench || dest === Dest.AttachSelf || dest === Dest.DeckShuffle || dest === Dest.DeckTopInOrder) {
      takeFromSource(s, source, c);
      if (dest === Dest.Hand) addToHand(s, c);
      else if (dest === Dest.DeckShuffle || dest === Dest.DeckTopInOrder) pushDeck(s, c); // shuffled in (or kept on top) by finishMove
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
    if (dest === Dest.AttachOneBench || dest === Dest.AttachOneAny) s.reg[Reg.Aux] = actB(action) + 1;
    emit(s, Ev.Search, p, c, dest, searchedFrom(source));
    emit(s, Ev.Attach, p, c, actB(action), searchedFrom(source));
    s.reg[Reg.Count]++;
  } else {
    return finishMove(s, p, source, dest); // Done
  }
  // Ask for the next card if more may be taken and some can go somewhere.
  let cap = max;
  if (dest === Dest.Bench) cap = Math.min(max, s.reg[Reg.Aux]);
  let usable = 0;
  for (let i = 0; i < s.candCount[0]; i++) {
    if (dest < Dest.AttachOwnAny || dest === Dest.DeckShuffle || dest === Dest.DeckTopInOrder || attachMask(s, p, dest, s.cand[i]) !== 0) s.cand[usable++] = s.cand[i];
  }
  s.candCount[0] = usable;
  if (s.reg[Reg.Count] >= cap || usable === 0) return finishMove(s, p, source, dest);
  return askCard(s, Math.min(min, s.reg[Reg.Count] + usable));
}

/** The zone a MoveCards source takes cards from (for logs). */
const searchedFrom = (source: number): From => {
  return source === Source.Discard ? From.Discard : source === Source.Hand ? From.Hand : From.Deck;
};

const takeFromSource = (s: GameState, source: number, c: number): void => {
  if (source === Source.Discard) removeFromDiscard(s, c);
  else if (source === Source.Hand) removeFromHand(s, c);
  else {
    removeFromDeck(s, c);
    if (source !== Source.Deck) s.reg[Reg.Aux2]--;
  }
};

const finishMove = (s: GameState, p: number, source: number, dest: number): true => {
  if (dest === Dest.DeckTopInOrder) {
    // Ciphermaniac's Codebreaking: the chosen cards (on top, the last chosen uppermost) are set
    // aside, the rest shuffled, then they go back on top with the first chosen uppermost.
    const k = s.reg[Reg.Count];
    for (let i = 0; i < k; i++) s.cand[i] = popDeck(s, p);
    shuffleDeck(s, p);
    emit(s, Ev.Shuffle, p);
    for (let i = 0; i < k; i++) pushDeck(s, s.cand[i]);
    s.pend[0] = 0;
    return true;
  }
  if (source === Source.Deck || source === Source.DeckTop || source === Source.DeckBottom || dest === Dest.DeckShuffle) {
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

/** Pokédex: the top `count` cards rearranged; cards chosen in order go to the top, the first chosen ending on top. */
export const opRearrangeTop: OpFn<Op.RearrangeTop> = (s, action, count) => {
  const p = s.progPlayer[0];
  const base = p * MAX_DECK;
  if (action < 0) {
    const k = Math.min(count, s.deckCount[p]);
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
};

/**
 * Technical Machine: Evolution: up to `most` of your Benched Pokémon each evolve with a card from the
 * deck that evolves from it; the deck is shuffled. Count: Pokémon evolved so far; Chosen: the slot
 * waiting for its card.
 */
export const opEvolveBenchFromDeck: OpFn<Op.EvolveBenchFromDeck> = (s, action, most) => {
  const p = s.progPlayer[0];
  const kind = action >= 0 ? actKind(action) : 0;
  if (action >= 0 && kind === Act.ChooseSlot) {
    s.reg[Reg.Chosen] = actB(action);
    evolutionsInDeck(s, p, s.slotTop[actB(action)], true);
    return askCard(s, 1);
  }
  if (action >= 0 && kind === Act.ChooseCard) {
    evolveFromDeck(s, p, actA(action), s.reg[Reg.Chosen]);
    s.reg[Reg.Count]++;
  } else if (action >= 0) return finishEvolveFromDeck(s, p); // Done
  const m = s.reg[Reg.Count] < most ? slotsWhere(s, p, true, evolvableFromDeck) : 0;
  if (m === 0) return finishEvolveFromDeck(s, p);
  return askSlot(s, m, true);
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

/** Aqua Return: the attacker and every card on it are shuffled into the deck; its owner promotes a new Active (flow.ts). */
export const opShuffleSelfIntoDeck: OpFn<Op.ShuffleSelfIntoDeck> = (s) => attackerLeaves(s, true);

/** The attacker and every card on it leave play, shuffled into the deck (`toDeck`) or to the hand. */
const attackerLeaves = (s: GameState, toDeck: boolean): true => {
  const p = s.progPlayer[0];
  const self = s.reg[Reg.Attacker];
  if (s.slotTop[self] < 0) return true;
  const base = self * SLOT_CAP;
  for (let i = 0; i < s.slotCount[self]; i++) {
    const c = s.slotCards[base + i];
    if (toDeck) {
      pushDeck(s, c);
      emit(s, Ev.ToDeck, p, c, From.InPlay, 0, self);
    } else {
      addToHand(s, c);
      emit(s, Ev.Search, p, c, Dest.Hand, From.InPlay);
    }
  }
  clearSlot(s, self);
  if (toDeck) {
    shuffleDeck(s, p);
    emit(s, Ev.Shuffle, p);
  }
  return true;
};

/**
 * Crispin: up to 2 basic Energy cards of different types from the deck; the first chosen goes into
 * the hand, the second (of another type) is attached to one of your Pokémon; the deck is shuffled.
 * Aux: 0 choosing the card for the hand, 1 the card to attach, 2 its Pokémon (Chosen: that card).
 */
export const opEnergyToHandAndAttach: OpFn<Op.EnergyToHandAndAttach> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    if (basicEnergyInDeck(s, p, T.None) === 0) return finishMove(s, p, Source.Deck, Dest.Hand);
    return askCard(s, 0);
  }
  const kind = actKind(action);
  if (kind === Act.ChooseCard && s.reg[Reg.Aux] === 0) {
    const c = actA(action);
    removeFromDeck(s, c);
    addToHand(s, c);
    emit(s, Ev.Search, p, c, Dest.Hand, From.Deck);
    s.reg[Reg.Count]++;
    s.reg[Reg.Aux] = 1;
    if (basicEnergyInDeck(s, p, cEnergyType[s.cardDef[c]]) === 0) return finishMove(s, p, Source.Deck, Dest.Hand);
    return askCard(s, 0);
  }
  if (kind === Act.ChooseCard) {
    s.reg[Reg.Chosen] = actA(action);
    s.reg[Reg.Aux] = 2;
    return askSlot(s, slotsWhere(s, p, false, anyPokemon), false);
  }
  if (kind === Act.ChooseSlot) {
    const c = s.reg[Reg.Chosen];
    removeFromDeck(s, c);
    attachCard(s, actB(action), c);
    emit(s, Ev.Search, p, c, Dest.AttachOwnAny, From.Deck);
    emit(s, Ev.Attach, p, c, actB(action), From.Deck);
  }
  return finishMove(s, p, Source.Deck, Dest.Hand); // Done, or the second card attached
};

/** Fill cand with the basic Energy cards in p's deck, other than of type `not` (T.None: any); how many. */
const basicEnergyInDeck = (s: GameState, p: number, not: number): number => {
  const base = p * MAX_DECK;
  let n = 0;
  for (let i = s.deckCount[p] - 1; i >= 0; i--) {
    const c = s.deck[base + i];
    const d = s.cardDef[c];
    if (cBasicEnergy[d] === 1 && cEnergyType[d] !== not) s.cand[n++] = c;
  }
  s.candCount[0] = n;
  return n;
};

/** The top `count` cards of the opponent's deck (as many as it has) go to their discard pile. */
export const opDiscardOpponentDeckTop: OpFn<Op.DiscardOpponentDeckTop> = (s, _action, count) => {
  const o = 1 - s.progPlayer[0];
  for (let i = 0; i < count; i++) {
    const c = popDeck(s, o);
    if (c < 0) break;
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, o, c, From.Deck);
  }
  return true;
};

/**
 * "Search your deck for a card that evolves from this Pokémon (1 of your Pokémon) and put it onto
 * it": the attacker (anyOfYours = 0) or a chosen Pokémon of yours evolves from the deck, which is
 * shuffled whether or not one was found.
 */
export const opEvolveOwnFromDeck: OpFn<Op.EvolveOwnFromDeck> = (s, action, anyOfYours) => {
  const p = s.progPlayer[0];
  if (action >= 0) {
    const kind = actKind(action);
    if (kind === Act.ChooseSlot) return askEvolution(s, p, actB(action));
    if (kind === Act.ChooseCard) evolveFromDeck(s, p, actA(action), s.reg[Reg.Chosen]);
    return finishEvolveFromDeck(s, p);
  }
  if (anyOfYours === 0) {
    const self = s.reg[Reg.Attacker];
    return s.slotTop[self] >= 0 && evolvableFromDeck(s, self) ? askEvolution(s, p, self) : finishEvolveFromDeck(s, p);
  }
  const mask = slotsWhere(s, p, false, evolvableFromDeck);
  return mask === 0 ? finishEvolveFromDeck(s, p) : askSlot(s, mask, false);
};

const askEvolution = (s: GameState, p: number, sl: number): false => {
  s.reg[Reg.Chosen] = sl;
  evolutionsInDeck(s, p, s.slotTop[sl], true);
  return askCard(s, 1);
};

/** The attacker and every card on it go to its player's hand; its owner promotes a new Active (flow.ts). */
export const opSelfToHand: OpFn<Op.SelfToHand> = (s) => attackerLeaves(s, false);

/** "Discard the top N cards of your deck" (as many as it has). */
export const opDiscardOwnDeckTop: OpFn<Op.DiscardOwnDeckTop> = (s, _action, count) => {
  const p = s.progPlayer[0];
  for (let i = 0; i < count; i++) {
    const c = popDeck(s, p);
    if (c < 0) break;
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, p, c, From.Deck);
  }
  return true;
};

/**
 * "Discard the top N cards of your deck (the top card of each player's deck). This attack does M
 * (more) damage for each Energy card discarded in this way": a before-damage op; perEnergy 0 makes
 * the damage the printed base times those Energy cards.
 */
export const opMillForDamage: OpFn<Op.MillForDamage> = (s, _action, own, opponents, perEnergy) => {
  const p = s.progPlayer[0];
  let energy = 0;
  for (let q = 0; q < 2; q++) {
    const who = q === 0 ? p : 1 - p;
    for (let i = q === 0 ? own : opponents; i > 0; i--) {
      const c = popDeck(s, who);
      if (c < 0) break;
      if (cSuper[s.cardDef[c]] === Supertype.Energy) energy++;
      addToDiscard(s, c);
      emit(s, Ev.DiscardCard, who, c, From.Deck);
    }
  }
  if (perEnergy === 0) s.reg[Reg.Damage] *= energy;
  else s.reg[Reg.Damage] += perEnergy * energy;
  return true;
};
