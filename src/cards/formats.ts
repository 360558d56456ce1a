// Formats (RULES.md V5): which pool cards a format admits. A card (name and text) is in a format
// when any of its printings in the facts table is (coverage.ts `inFormat`: the one definition of
// format membership, which `ptcg cards --coverage` counts by); basic Energy is in every format.
// A card's printings are those with the text hash of its own printing or of a printing deck lists
// resolve to it (reprints.ts), so `Arven OBF 186` and a Sword & Shield card reprinted with a G–J
// mark count as their pool card. A card outside the table (the hand-typed Sword & Shield sets) is in
// no format; its set's `regulationMark` says why.
import { ALL_CARDS, SETS } from './pool.js';
import { REPRINTS } from './reprints.js';
import { allFacts, findFacts, type CardFacts } from './facts.js';
import { COVERAGE_FORMATS, inFormat } from './coverage.js';
import { Supertype } from './types.js';

export type FormatName = (typeof COVERAGE_FORMATS)[number];

/** The formats `--format` takes. */
export const FORMATS: readonly FormatName[] = COVERAGE_FORMATS;

/** Narrowest first (fewest distinct cards): the order a list's format is inferred in. */
const BY_WIDTH: readonly FormatName[] = ['classic', 'standard-2026'];

export function isFormat(name: unknown): name is FormatName {
  return FORMATS.includes(name as FormatName);
}

let printings: CardFacts[][] | undefined;

/** Per pool card id, its printings in the facts table (built on first use). */
function printingsById(): CardFacts[][] {
  if (printings) return printings;
  const byHash = new Map<string, CardFacts[]>();
  for (const f of allFacts()) {
    const list = byHash.get(f.textHash) ?? [];
    list.push(f);
    byHash.set(f.textHash, list);
  }
  const idAt = new Map(ALL_CARDS.map((c, id) => [`${c.set}|${c.number}`, id]));
  const hashes: Set<string>[] = ALL_CARDS.map(() => new Set());
  const add = (id: number | undefined, f: CardFacts | undefined) => { if (id !== undefined && f) hashes[id].add(f.textHash); };
  ALL_CARDS.forEach((c, id) => add(id, findFacts(c.set, c.number)));
  for (const [set, number, toSet, toNumber] of REPRINTS) add(idAt.get(`${toSet}|${toNumber}`), findFacts(set, number));
  for (const s of SETS) for (const [code, number, of] of s.reprints ?? []) add(idAt.get(`${s.id}|${of}`), findFacts(code, number));
  printings = hashes.map((hs) => [...hs].flatMap((h) => byHash.get(h) ?? []));
  return printings;
}

function isBasicEnergy(id: number): boolean {
  const c = ALL_CARDS[id];
  return c.supertype === Supertype.Energy && c.basic;
}

/** True when the format admits the pool card (V5). */
export function cardInFormat(id: number, format: FormatName): boolean {
  return isBasicEnergy(id) || printingsById()[id].some((f) => inFormat(f, format));
}

/** Why the format refuses a pool card ('' when it admits it): "regulation mark F (the format admits marks G, H, I, J)". */
export function whyNotInFormat(id: number, format: FormatName): string {
  if (cardInFormat(id, format)) return '';
  if (format === 'classic') return 'not a Base Set card';
  const own = printingsById()[id];
  const marks = own.length === 0
    ? [SETS.find((s) => s.id === ALL_CARDS[id].set)?.regulationMark ?? ''].filter((m) => m !== '')
    : [...new Set(own.map((f) => f.regulationMark).filter((m) => m !== ''))].sort();
  const what = marks.length === 0 ? (own.length > 0 && own.every((f) => f.set === 'base1') ? 'a Base Set card, no regulation mark' : 'no regulation mark') : `regulation mark${marks.length > 1 ? 's' : ''} ${marks.join(', ')}`;
  return `${what}${own.length > 1 ? ' on every printing of its name and text' : ''} (the format admits marks G, H, I, J)`;
}

/** The narrowest format that admits every one of the cards, or null when none does. */
export function narrowestFormat(ids: Iterable<number>): FormatName | null {
  const list = [...new Set(ids)];
  return BY_WIDTH.find((f) => list.every((id) => cardInFormat(id, f))) ?? null;
}
