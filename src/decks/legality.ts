// Formats on deck lists (RULES.md V5): the lines of a list a format refuses, one problem each
// (file:line, the card, why), and the format a list's printings imply. What a format admits is
// src/cards/formats.ts.
import { cardInFormat, narrowestFormat, whyNotInFormat, FORMATS, type FormatName } from '../cards/formats.js';
import { printingLabel } from '../cards/pool.js';
import type { Deck, DeckProblem } from './deck.js';

export { FORMATS, isFormat, type FormatName } from '../cards/formats.js';

/** One problem per line of the list whose card the format refuses. */
export function formatProblems(deck: Pick<Deck, 'path' | 'lines'>, format: FormatName): DeckProblem[] {
  return deck.lines.filter((l) => !cardInFormat(l.card, format)).map((l) => ({
    path: deck.path, line: l.line, reason: `${printingLabel(l.card)} is not legal in ${format}: ${whyNotInFormat(l.card, format)}`,
  }));
}

/** The narrowest format that admits every card of the list, or null when none does. */
export function inferFormat(deck: Pick<Deck, 'lines'>): FormatName | null {
  return narrowestFormat(deck.lines.map((l) => l.card));
}

/** "format standard-2026", or that no format admits the list. */
export function inferredFormatText(deck: Pick<Deck, 'lines'>): string {
  const format = inferFormat(deck);
  return format ? `format ${format}` : `no format: ${FORMATS.join(' and ')} each refuse a card (--format F names them)`;
}
