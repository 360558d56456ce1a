// The card pool: every set file, with lookups by PTCG Live set code + number and by name.
import type { CardDef, CardSet } from './types.js';
import { base1 } from './sets/base1.js';
import { svp } from './sets/svp.js';
import { sv1 } from './sets/sv1.js';
import { sv2 } from './sets/sv2.js';
import { sv3pt5 } from './sets/sv3pt5.js';
import { sv4 } from './sets/sv4.js';
import { sv4pt5 } from './sets/sv4pt5.js';
import { sve } from './sets/sve.js';

export const SETS: readonly CardSet[] = [base1, svp, sv1, sv2, sv3pt5, sv4, sv4pt5, sve];

/** All cards in a fixed order; a card's index in this list is its card id in the engine tables. */
export const ALL_CARDS: readonly CardDef[] = SETS.flatMap((s) => s.cards);

const byCode = new Map<string, number>();
const byName = new Map<string, number[]>();
for (const set of SETS) {
  for (const card of set.cards) {
    const id = ALL_CARDS.indexOf(card);
    for (const code of set.codes) byCode.set(`${code}|${card.number}`, id);
    const key = normalizeName(card.name);
    const list = byName.get(key) ?? [];
    list.push(id);
    byName.set(key, list);
  }
}

export function normalizeName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Card id for a set code (any alias, case-insensitive) and collector number, or -1. */
export function findByCode(code: string, number: number): number {
  return byCode.get(`${code.toUpperCase()}|${number}`) ?? -1;
}

/** Card ids with this printed name (several printings may share a name). */
export function findByName(name: string): readonly number[] {
  return byName.get(normalizeName(name)) ?? [];
}

export function knownSetCodes(): string[] {
  return SETS.flatMap((s) => s.codes as string[]);
}

export function setCodeOf(card: CardDef): string {
  return SETS.find((s) => s.id === card.set)!.codes[0];
}
