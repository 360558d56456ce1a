// The card pool: every set file, with lookups by PTCG Live set code + number and by name.
import { type CardDef, type CardSet, type EnergyDef, AbilityKind, Supertype, T, TYPE_NAMES } from './types.js';
import { base1 } from './sets/base1.js';
import { svp } from './sets/svp.js';
import { sv1 } from './sets/sv1.js';
import { sv2 } from './sets/sv2.js';
import { sv3 } from './sets/sv3.js';
import { sv3pt5 } from './sets/sv3pt5.js';
import { sv4 } from './sets/sv4.js';
import { sv4pt5 } from './sets/sv4pt5.js';
import { sve } from './sets/sve.js';
import { swsh9 } from './sets/swsh9.js';
import { swsh10 } from './sets/swsh10.js';
import { swsh11 } from './sets/swsh11.js';
import { swsh12 } from './sets/swsh12.js';
import { me1 } from './sets/me1.js';
import { sv8 } from './sets/sv8.js';
import { sv9 } from './sets/sv9.js';
import { zsv10pt5 } from './sets/zsv10pt5.js';
import { rsv10pt5 } from './sets/rsv10pt5.js';
import { me2 } from './sets/me2.js';
import { sv7 } from './sets/sv7.js';
import { sv8pt5 } from './sets/sv8pt5.js';
import { me2pt5 } from './sets/me2pt5.js';

import { sv5 } from './sets/sv5.js';
import { sv6 } from './sets/sv6.js';
import { sv6pt5 } from './sets/sv6pt5.js';
import { sv10 } from './sets/sv10.js';
import { REPRINTS, REPRINT_SET_CODES } from './reprints.js';
import { GENERATED } from './generated/index.js';
import { factSet } from './facts.js';
import { ruleName } from './names.js';

/** The hand-written set files (their cards' behaviour written card by card). */
const HAND_SETS: readonly CardSet[] = [base1, svp, sv1, sv2, sv3pt5, sv4, sv4pt5, sve, sv3, swsh9, swsh10, swsh11, swsh12, me1, sv8, sv9, zsv10pt5, sv5, sv6, sv6pt5, rsv10pt5, me2, sv7, sv8pt5, me2pt5, sv10];

/** The hand-written cards, in set-file order. */
export const HAND_CARDS: readonly CardDef[] = HAND_SETS.flatMap((s) => s.cards);

/**
 * Each set with its generated Pokémon (src/cards/generated/, `npm run gen:attacks`) after its
 * hand-written cards; a set with generated cards and no set file gets its own entry.
 */
export const SETS: readonly CardSet[] = [
  ...HAND_SETS.map((s) => (GENERATED[s.id] ? { ...s, cards: [...s.cards, ...GENERATED[s.id]] } : s)),
  ...Object.keys(GENERATED).filter((id) => !HAND_SETS.some((s) => s.id === id)).map((id) => generatedSet(id)),
];

function generatedSet(id: string): CardSet {
  const f = factSet(id);
  if (!f) throw new Error(`generated cards of set ${id}: no such set in the facts table`);
  return { id, codes: f.codes, name: f.name, cards: GENERATED[id] };
}

/**
 * All cards in a fixed order: the hand-written ones, then the generated ones (so adding generated
 * cards never moves a hand-written card's id); a card's index is its card id in the engine tables.
 */
export const ALL_CARDS: readonly CardDef[] = [...HAND_CARDS, ...Object.values(GENERATED).flat()];

/** The types a Buzzap-like Power may turn its Pokémon into (any but Colorless). */
export const FORM_TYPES = [T.Grass, T.Fire, T.Water, T.Lightning, T.Psychic, T.Fighting] as const;

/**
 * Forms: what a printed card becomes in play, as a card definition the engine reads like any
 * other. Electrode (Buzzap) becomes an Energy card providing 2 Energy of a chosen type: one form
 * per type, ids after the printed cards, FORM_TYPES order. Forms are not printed cards: deck
 * lists, lookups and `ptcg cards` know only ALL_CARDS.
 */
export const FORMS: readonly EnergyDef[] = ALL_CARDS.flatMap((card, id) =>
  card.supertype === Supertype.Pokemon && card.ability?.kind === AbilityKind.Buzzap
    ? FORM_TYPES.map((type): EnergyDef => ({
      supertype: Supertype.Energy, name: `${card.name} (${TYPE_NAMES[type]} Energy)`, set: card.set, number: card.number,
      type, basic: false, units: card.ability!.a, formOf: id,
    }))
    : []);

/** Printed cards, then forms: a card id in the engine indexes this list. */
export const ALL_DEFS: readonly CardDef[] = [...ALL_CARDS, ...FORMS];

const byCode = new Map<string, number>();
const byName = new Map<string, number[]>();
const idOf = new Map<CardDef, number>(ALL_CARDS.map((c, id) => [c, id]));
for (const set of SETS) for (const card of set.cards) for (const code of set.codes) byCode.set(`${code}|${card.number}`, idOf.get(card)!);
// by card id: a name's hand-written printings come before its generated ones
ALL_CARDS.forEach((card, id) => {
  const key = normalizeName(card.name);
  const list = byName.get(key) ?? [];
  list.push(id);
  byName.set(key, list);
});

// Other printings that play as a pool card (RULES.md V5): the table generated from the card data
// (`npm run gen:reprints`), then the set files' own `reprints` (printings the data lacks: MEE).
// A pool card's own code and number always mean that card.
const reprintKeys = new Set<string>();
const cardAt = new Map<string, number>(ALL_CARDS.map((c, id) => [`${c.set}|${c.number}`, id]));
function addReprint(code: string, number: number, id: number): void {
  const key = `${code}|${number}`;
  if (id < 0 || byCode.has(key)) return;
  byCode.set(key, id);
  reprintKeys.add(key);
}
const codesOfSet = (setId: string): readonly string[] => SETS.find((s) => s.id === setId)?.codes ?? REPRINT_SET_CODES[setId] ?? [];
for (const [set, number, toSet, toNumber] of REPRINTS) {
  // A row whose pool card left the pool is stale; the generator's test says so.
  for (const code of codesOfSet(set)) addReprint(code, number, cardAt.get(`${toSet}|${toNumber}`) ?? -1);
}
for (const set of SETS) for (const [code, number, of] of set.reprints ?? []) addReprint(code, number, cardAt.get(`${set.id}|${of}`) ?? -1);

/** True when a set code (any alias, case-insensitive) and number name another printing of a pool card (V5). */
export function isReprint(code: string, number: number): boolean {
  return reprintKeys.has(`${code.toUpperCase()}|${number}`);
}

export function normalizeName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
}

export { ruleName } from './names.js';

/** Card id for a set code (any alias, case-insensitive) and collector number, or -1. */
export function findByCode(code: string, number: number): number {
  return byCode.get(`${code.toUpperCase()}|${number}`) ?? -1;
}

/** Card ids with this printed name (several printings may share a name). */
export function findByName(name: string): readonly number[] {
  return byName.get(normalizeName(name)) ?? [];
}

/** The pool's set id a PTCG Live set code (any alias, case-insensitive) names, or null. */
export function setOfCode(code: string): string | null {
  const c = code.toUpperCase();
  return SETS.find((s) => s.codes.includes(c))?.id ?? null;
}

export function setCodeOf(card: CardDef): string {
  return SETS.find((s) => s.id === card.set)!.codes[0];
}

// --- Deck-list lookups: the forms people paste, and which era a printing belongs to ---

/**
 * The card eras a deck list can belong to: Base Set (classic rules) or Scarlet & Violet
 * (standard rules). A name printed in both eras (Potion, Switch) resolves by the list's era.
 */
export type Era = 'classic' | 'standard';

const CLASSIC_SETS: ReadonlySet<string> = new Set(['base1']);

export function eraOfSet(setId: string): Era {
  return CLASSIC_SETS.has(setId) ? 'classic' : 'standard';
}

const eraByCode = new Map<string, Era>();
for (const [set, codes] of Object.entries(REPRINT_SET_CODES)) for (const code of codes) eraByCode.set(code, eraOfSet(set));
for (const set of SETS) for (const code of [...set.codes, ...(set.reprints ?? []).map((r) => r[0])]) eraByCode.set(code, eraOfSet(set.id));

/** The era of a pool set code (any alias, case-insensitive), or null for a code the pool lacks. */
export function eraOfCode(code: string): Era | null {
  return eraByCode.get(code.toUpperCase()) ?? null;
}

// PTCG Live writes basic Energy as "Basic {F} Energy".
const ENERGY_SYMBOLS: Record<string, string> = {
  G: 'grass', R: 'fire', W: 'water', L: 'lightning', P: 'psychic', F: 'fighting', D: 'darkness', M: 'metal', Y: 'fairy',
};

/**
 * A lenient key for names typed in deck lists: accents dropped ("Pokemon"), any apostrophe,
 * energy symbols spelled out, and "Basic Fire Energy" the same as "Fire Energy".
 */
export function deckNameKey(name: string): string {
  return normalizeName(name)
    .normalize('NFD').replace(/\p{M}/gu, '')
    .replace(/[‘ʼ′]/g, "'")
    .replace(/\{([a-z])\}/g, (m, s: string) => ENERGY_SYMBOLS[s.toUpperCase()] ?? m)
    .replace(/^basic (\w+ energy)$/, '$1');
}

const byDeckName = new Map<string, number[]>();
ALL_CARDS.forEach((card, id) => {
  for (const key of new Set([deckNameKey(card.name), deckNameKey(ruleName(card.name))])) {
    const list = byDeckName.get(key) ?? [];
    list.push(id);
    byDeckName.set(key, list);
  }
});

/** Card ids a deck-list name may mean (every printing, every era), in pool order. */
export function findPrintings(name: string): readonly number[] {
  return byDeckName.get(deckNameKey(name)) ?? [];
}

/** "Potion BS 94": a card as a deck list names it. */
export function printingLabel(id: number): string {
  const card = ALL_CARDS[id];
  return `${card.name} ${setCodeOf(card)} ${card.number}`;
}
