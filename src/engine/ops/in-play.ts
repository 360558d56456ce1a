// What is in play: Trainers that attach themselves or become a Pokémon, Pokémon put onto the Bench,
// evolved (Rare Candy) or devolved, taken back to the hand, and the Stadium discarded.
import { GameState, Pend, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Supertype, Dest, TrainerKind } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as zonesModule from '../zones.js';
import * as flowModule from '../flow.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { NO_EXPIRY, SLOTS, SLOT_CAP, MAX_DECK } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { cEvolvesFromBasic, cSuper, cStage, cNameId, cToolAttack, isBasicPokemon, cTrainerKind } = tablesModule;
const { addToHand, addToDiscard, removeFromDiscard, placePokemon, attachCard, detachCard, clearEffectsOnSlot, owner, clearSlot, compactBench, benchRoom, stadiumLeft, discardSlotCards } = zonesModule;
const { evolveSlot } = flowModule;
const { askCard, askSlot, slotsWhere, anyPokemon, noTool, evolved, blocked } = commonModule;

/** PlusPower: the Trainer attaches to your Active until the end of the turn (its bonus: damage.ts). */
export const opAttachToActive: OpFn<Op.AttachToActive> = (s) => {
  const p = s.progPlayer[0];
  const card = s.progSource[0];
  removeFromDiscard(s, card);
  attachCard(s, p * SLOTS, card);
  s.cardExpire[card] = s.turn[0]; // discarded at the end of this turn
  emit(s, Ev.Attach, p, card, p * SLOTS, From.Discard); // (played Trainers are on the pile: A3)
  return true;
};

/** Defender: the Trainer attaches to one of your Pokémon until the end of the opponent's next turn (its reduction: damage.ts). */
export const opAttachToOwn: OpFn<Op.AttachToOwn> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, slotsWhere(s, p, false, anyPokemon), false);
  const card = s.progSource[0];
  removeFromDiscard(s, card);
  attachCard(s, actB(action), card);
  s.cardExpire[card] = s.turn[0] + 1; // discarded at the end of the opponent's next turn
  emit(s, Ev.Attach, p, card, actB(action), From.Discard);
  return true;
};

/** A Pokémon Tool attaches to one of your Pokémon without a Tool (A3). */
export const opAttachTool: OpFn<Op.AttachTool> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, slotsWhere(s, p, false, noTool), false);
  const card = s.progSource[0];
  removeFromDiscard(s, card);
  attachCard(s, actB(action), card);
  // It stays until its Pokémon leaves play; a Technical Machine only until the end of this turn (A9).
  s.cardExpire[card] = cToolAttack[s.cardDef[card]] >= 0 ? s.turn[0] : NO_EXPIRY;
  emit(s, Ev.Attach, p, card, actB(action), From.Discard);
  return true;
};

/** Clefairy Doll: the Trainer goes onto your Bench as a Basic Pokémon. */
export const opPlayAsBasic: OpFn<Op.PlayAsBasic> = (s) => {
  const p = s.progPlayer[0];
  const card = s.progSource[0];
  removeFromDiscard(s, card);
  const sl = p * SLOTS + 1 + s.benchCount[p];
  placePokemon(s, sl, card);
  s.benchCount[p]++;
  emit(s, Ev.Bench, p, card, sl, From.Discard);
  return true;
};

/** Rare Candy: a Stage 2 card from the hand, then the Basic in play it evolves (A4). */
export const opRareCandy: OpFn<Op.RareCandy> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) {
    candyCand(s, p);
    return askCard(s, 1);
  }
  if (actKind(action) === Act.ChooseCard) {
    s.reg[Reg.Chosen] = actA(action);
    return askSlot(s, candyMask(s, p, actA(action)), false);
  }
  evolveSlot(s, p, s.reg[Reg.Chosen], actB(action));
  return true;
};

/** Rare Candy: slots of player p holding a Basic that Stage 2 card c can evolve (A4 timing). */
export const candyMask = (s: GameState, p: number, c: number): number => {
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

/** Pokémon Flute: a Basic Pokémon from the opponent's discard pile onto their Bench. */
export const opOpponentDiscardBasicToBench: OpFn<Op.OpponentDiscardBasicToBench> = (s, action) => {
  const o = 1 - s.progPlayer[0];
  if (action < 0) {
    if (!benchRoom(s, o) || basicsInDiscard(s, o, true) === 0) return true;
    return askCard(s, 1);
  }
  const card = actA(action);
  removeFromDiscard(s, card);
  const sl = o * SLOTS + 1 + s.benchCount[o];
  placePokemon(s, sl, card);
  s.benchCount[o]++;
  emit(s, Ev.Bench, o, card, sl, From.Discard);
  return true;
};

/** Basic Pokémon cards in q's discard pile (into cand when `fill`); returns how many. */
export const basicsInDiscard = (s: GameState, q: number, fill: boolean): number => {
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

/** Scoop Up: one of your Pokémon; its Basic card back to the hand, every other card on it discarded. */
export const opScoopUp: OpFn<Op.ScoopUp> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, scoopMask(s, p), false);
  scoopUp(s, p, actB(action));
  return true;
};

/** Professor Turo's Scenario: one of your Pokémon; its Pokémon cards to the hand, every other card on it discarded. */
export const opOwnPokemonToHand: OpFn<Op.OwnPokemonToHand> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, scoopMask(s, p), false);
  pokemonToHand(s, p, actB(action));
  return true;
};

/** Scoop Up: any Benched Pokémon of p, and the Active only when a Benched one can replace it. */
export const scoopMask = (s: GameState, p: number): number => {
  if (s.benchCount[p] === 0) return 0;
  return slotsWhere(s, p, false, anyPokemon);
};

/** Scoop Up: the bottom (Basic) card of slot sl to hand, every other card on it to the discard pile. */
const scoopUp = (s: GameState, p: number, sl: number): void => {
  const basic = s.slotCards[sl * SLOT_CAP];
  discardSlotCards(s, p, sl, 1);
  addToHand(s, basic);
  emit(s, Ev.Search, p, basic, Dest.Hand, From.InPlay);
  // A Benched slot closes its gap; an empty Active is promoted into once the Trainer is done (flow.ts).
  if (sl !== p * SLOTS) compactBench(s, p);
};

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

/** Devolution Spray: one of your evolved Pokémon and, for a Stage 2, which Stage (option k: Stage k + 1 and higher discarded). */
export const opDevolveOwn: OpFn<Op.DevolveOwn> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, slotsWhere(s, p, false, evolved), false);
  if (actKind(action) === Act.ChooseSlot) {
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

/** Technical Machine: Devolution: each of the opponent's evolved Pokémon loses its highest Stage card to the hand. */
export const opDevolveOpponentAll: OpFn<Op.DevolveOpponentAll> = (s) => {
  const o = 1 - s.progPlayer[0];
  for (let k = 0; k <= s.benchCount[o]; k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] >= 0 && evolved(s, sl) && !blocked(s, sl, 0)) devolveToHand(s, o, sl);
  }
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

/** Blazing Destruction: the Stadium in play, if any, is discarded. */
export const opDiscardStadium: OpFn<Op.DiscardStadium> = (s) => {
  const st = s.stadium[0];
  if (st < 0) return true;
  discardStadium(s);
  return true;
};

/** Blustery Wind: the attacker's player may discard the Stadium in play, either player's (a Yes/No). */
export const opOptionalDiscardStadium: OpFn<Op.OptionalDiscardStadium> = (s, action) => {
  const st = s.stadium[0];
  if (st < 0) return true;
  if (action < 0) {
    s.pend[0] = Pend.YesNo;
    return false;
  }
  if (actKind(action) === Act.Yes) discardStadium(s);
  return true;
};

/** The Stadium in play goes to its owner's discard pile. */
const discardStadium = (s: GameState): void => {
  const st = s.stadium[0];
  s.stadium[0] = -1;
  s.koCheck[0] = 1; // a Stadium's HP bonus ends (Lively Stadium): may Knock Out (flow.ts)
  addToDiscard(s, st);
  emit(s, Ev.TrainerDiscarded, owner(st), st, From.Stadium);
  stadiumLeft(s, st); // Area Zero Underdepths: Benches back down to 5 (R13)
};

// ---- std26d ----

/** Penny: p's Basic Pokémon (not evolved) that may go back to the hand; the Active only when a Benched one can replace it. */
export const basicInPlayMask = (s: GameState, p: number): number => {
  if (s.benchCount[p] === 0) return 0;
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && cStage[s.cardDef[s.slotTop[sl]]] === 0) m |= 1 << sl;
  }
  return m;
};

/** Penny: one of your Basic Pokémon and every card attached to it into your hand. */
export const opBasicPokemonToHand: OpFn<Op.BasicPokemonToHand> = (s, action) => {
  const p = s.progPlayer[0];
  if (action < 0) return askSlot(s, basicInPlayMask(s, p), false);
  const sl = actB(action);
  const base = sl * SLOT_CAP;
  for (let i = s.slotCount[sl] - 1; i >= 0; i--) {
    const c = s.slotCards[base + i];
    addToHand(s, c);
    emit(s, Ev.Search, p, c, Dest.Hand, From.InPlay);
  }
  clearSlot(s, sl);
  // A Benched slot closes its gap; an empty Active is promoted into once the Trainer is done (flow.ts).
  if (sl !== p * SLOTS) compactBench(s, p);
  return true;
};

/** Joust: before the damage, every Pokémon Tool attached to the opponent's Active is discarded (unless its effects are prevented). */
export const opDiscardDefenderTools: OpFn<Op.DiscardDefenderTools> = (s) => {
  const target = s.reg[Reg.Target];
  if (s.slotTop[target] < 0 || s.slotTrainers[target] === 0 || blocked(s, target, 0)) return true;
  const base = target * SLOT_CAP;
  for (let i = s.slotCount[target] - 1; i >= 0; i--) {
    const c = s.slotCards[base + i];
    if (cSuper[s.cardDef[c]] !== Supertype.Trainer || cTrainerKind[s.cardDef[c]] !== TrainerKind.Tool) continue;
    detachCard(s, target, c);
    addToDiscard(s, c);
    emit(s, Ev.TrainerDiscarded, owner(c), c, From.InPlay);
  }
  return true;
};

/** "You may discard a Stadium in play. If you do, this attack does `bonus` more damage" (a Yes/No before the damage). */
export const opOptionalDiscardStadiumForBonus: OpFn<Op.OptionalDiscardStadiumForBonus> = (s, action, bonus) => {
  if (s.stadium[0] < 0) return true;
  if (action < 0) {
    s.pend[0] = Pend.YesNo;
    return false;
  }
  if (actKind(action) === Act.Yes) {
    discardStadium(s);
    s.reg[Reg.Damage] += bonus;
  }
  return true;
};
