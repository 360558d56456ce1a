// Ops of the Standard 2026 tournament cards (issue 32, std26b) that read a zone as a whole or set a
// rule for a turn: Abyssal Flames' damage per Energy card in the discard pile, Raging Amethyst's
// discard of every Energy, Briar (its precondition and the extra Prize flow.ts gives) and Itchy
// Pollen's Item lock (read by game.ts legalActions).
import { Reg } from '../state.js';
import * as stateModule from '../state.js';
import * as tablesModule from '../tables.js';
import { Supertype, T } from '../../cards/types.js';
import { Op } from '../../cards/opcodes.js';
import * as commonModule from './common.js';
import type { OpFn } from './args.js';
const { MAX_DECK } = stateModule;
const { cSuper } = tablesModule;
const { energyCand, discardAttached } = commonModule;

/** Abyssal Flames: + perCard for each Energy card in the attacker's player's discard pile. */
export const opPlusPerDiscardEnergy: OpFn<Op.PlusPerDiscardEnergy> = (s, _action, perCard) => {
  const p = s.progPlayer[0];
  const base = p * MAX_DECK;
  let n = 0;
  for (let i = 0; i < s.discardCount[p]; i++) if (cSuper[s.cardDef[s.discard[base + i]]] === Supertype.Energy) n++;
  s.reg[Reg.Damage] += perCard * n;
  return true;
};

/** Raging Amethyst: every Energy card on the attacker goes to the discard pile (after the damage). */
export const opDiscardAllSelfEnergy: OpFn<Op.DiscardAllSelfEnergy> = (s) => {
  const self = s.reg[Reg.Attacker];
  while (energyCand(s, self, T.None) > 0) discardAttached(s, self, s.cand[0]);
  return true;
};

/** A precondition only (canPlayTrainer: the opponent has exactly `prizes` Prize cards left). */
export const opRequireOpponentPrizes: OpFn<Op.RequireOpponentPrizes> = () => true;

/** Briar: noted for this turn; flow.ts gives the extra Prize when its condition is met. */
export const opExtraPrizeForTeraThisTurn: OpFn<Op.ExtraPrizeForTeraThisTurn> = (s) => {
  s.briarTurn[s.progPlayer[0]] = s.turn[0];
  return true;
};

/** Itchy Pollen: the opponent can't play Item cards during their next turn (the turn after this one). */
export const opOpponentNoItemsNextTurn: OpFn<Op.OpponentNoItemsNextTurn> = (s) => {
  s.itemLockTurn[1 - s.progPlayer[0]] = s.turn[0] + 1;
  return true;
};

/** "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize card": flow.ts prizeAdjustment. */
export const opExtraPrizeIfKnockedOut: OpFn<Op.ExtraPrizeIfKnockedOut> = (s) => {
  s.extraPrizeTurn[s.progPlayer[0]] = s.turn[0];
  return true;
};
