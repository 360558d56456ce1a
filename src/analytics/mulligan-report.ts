// A mulligan study: simulated rates beside the exact hypergeometric / geometric figures.
import type { Deck } from '../decks/deck.js';
import { mulliganBatch } from '../sim/mulligan.js';
import { wilson, agreement, mulliganProbability, mulliganDistribution, openingProbability, type Interval } from './stats.js';
import { cSuper, cStage, cNameId } from '../engine/tables.js';
import { ALL_CARDS, normalizeName } from '../cards/pool.js';
import { Supertype } from '../cards/types.js';

export interface MulliganStudy {
  deck: string;
  deckFile: string;
  seed: string;
  setups: number;
  cards: number;
  basics: number;
  /** `sigmas`: (simulated − exact) in standard errors of the exact figure; `agrees`: |sigmas| ≤ AGREE_SIGMAS (4). */
  mulligan: { simulated: Interval; exact: number; sigmas: number; agrees: boolean };
  perSetup: { mulligans: string; simulated: number; exact: number }[];
  card: null | { name: string; copies: number; simulated: Interval; exact: number; sigmas: number; agrees: boolean };
  elapsedSeconds: number;
}

/** Card id in the deck whose name matches, or -1. */
export function findCardInDeck(deck: Deck, name: string): number {
  const want = normalizeName(name);
  return deck.cards.find((id) => normalizeName(ALL_CARDS[id].name) === want) ?? -1;
}

export function mulliganStudy(deck: Deck, seed: string, setups: number, cardName: string | null): MulliganStudy {
  const t0 = performance.now();
  const cardId = cardName === null ? -1 : findCardInDeck(deck, cardName);
  const c = mulliganBatch(deck.cards, seed, 0, setups, cardId < 0 ? -1 : cNameId[cardId]);
  const n = deck.cards.length;
  const isBasic = (id: number) => cSuper[id] === Supertype.Pokemon && cStage[id] === 0;
  const b = deck.cards.filter(isBasic).length;
  const p = mulliganProbability(n, b);
  const sim = wilson(c.withMulligan, c.setups);
  const perSetup = c.perSetup.map((count, k) => ({
    mulligans: k === c.perSetup.length - 1 ? `${k}+` : String(k),
    simulated: count / c.setups,
    exact: k === c.perSetup.length - 1 ? Math.pow(p, k) : mulliganDistribution(p, k),
  }));
  let card: MulliganStudy['card'] = null;
  if (cardId >= 0) {
    const copies = deck.cards.filter((id) => cNameId[id] === cNameId[cardId]).length;
    const exact = openingProbability(n, b, copies, isBasic(cardId));
    const simulated = wilson(c.withCard, c.setups);
    card = { name: ALL_CARDS[cardId].name, copies, simulated, exact, ...agreement(c.withCard, c.setups, exact) };
  }
  return {
    deck: deck.name, deckFile: deck.path, seed, setups, cards: n, basics: b,
    mulligan: { simulated: sim, exact: p, ...agreement(c.withMulligan, c.setups, p) },
    perSetup, card, elapsedSeconds: (performance.now() - t0) / 1000,
  };
}
