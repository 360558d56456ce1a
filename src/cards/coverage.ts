// `ptcg cards --coverage`: per set, the printings of the facts table (facts.ts) and those the
// engine plays in full, and the same for distinct cards (name and text: the facts' text hash).
// A printing is playable when it has the text hash (same name and text: the same card, V5) of a
// pool card's own printing or of a row of the reprint table (reprints.ts: a printing deck lists
// resolve to a pool card, which may lie outside the table, e.g. a Sword & Shield card).
import { ALL_CARDS } from './pool.js';
import { REPRINTS } from './reprints.js';
import { FACT_SETS, allFacts, type CardFacts } from './facts.js';

/** Formats of RULES.md V5 (`all`: every set of the table). */
export const COVERAGE_FORMATS = ['standard-2026', 'classic'] as const;
export type CoverageFormat = (typeof COVERAGE_FORMATS)[number] | 'all';

const STANDARD_MARKS: ReadonlySet<string> = new Set(['G', 'H', 'I', 'J']);
const CLASSIC_SETS: ReadonlySet<string> = new Set(['base1']);

export const isBasicEnergy = (f: CardFacts): boolean => f.supertype === 'Energy' && f.subtypes.includes('Basic Energy');

/**
 * V5: `standard-2026` is the Standard sets' printings (SVI through ASC, SVE, SVP, MEP) with
 * regulation mark G, H, I or J, and their basic Energy; `classic` is Base Set.
 */
export function inFormat(f: CardFacts, format: CoverageFormat): boolean {
  switch (format) {
    case 'all': return true;
    case 'classic': return CLASSIC_SETS.has(f.set);
    case 'standard-2026': return !CLASSIC_SETS.has(f.set) && (STANDARD_MARKS.has(f.regulationMark) || isBasicEnergy(f));
  }
}

/** The printings that play as pool cards, as `set|number` keys (set: the data's set id). */
export interface PoolPrintings {
  /** The pool's own printings. */
  readonly own: ReadonlySet<string>;
  /** Other printings the deck lists resolve to a pool card (the reprint table). */
  readonly reprints: ReadonlySet<string>;
}

export interface CoverageCount { total: number; playable: number }

export interface CoverageDocument {
  format: CoverageFormat;
  /** Distinct cards (name and text; basic Energy once per type). */
  distinct: CoverageCount;
  printings: CoverageCount;
  sets: { set: string; code: string; name: string; printings: number; playable: number }[];
}

const key = (f: CardFacts): string => `${f.set}|${f.number}`;

/** Coverage of `printings` (in the order of `sets`) by a pool, within a format. */
export function coverage(printings: readonly CardFacts[], sets: readonly { id: string; codes: readonly string[]; name: string }[],
  pool: PoolPrintings, format: CoverageFormat): CoverageDocument {
  // the texts the pool plays: its own printings' and those of the printings lists resolve to it
  const poolHashes = new Set(printings.filter((f) => pool.own.has(key(f)) || pool.reprints.has(key(f))).map((f) => f.textHash));
  const playable = (f: CardFacts) => poolHashes.has(f.textHash);
  const inside = printings.filter((f) => inFormat(f, format));
  const distinct = new Map<string, boolean>();
  for (const f of inside) distinct.set(f.textHash, (distinct.get(f.textHash) ?? false) || playable(f));
  const doc: CoverageDocument = {
    format,
    distinct: { total: distinct.size, playable: [...distinct.values()].filter(Boolean).length },
    printings: { total: inside.length, playable: inside.filter(playable).length },
    sets: [],
  };
  for (const s of sets) {
    const of = inside.filter((f) => f.set === s.id);
    if (of.length > 0) doc.sets.push({ set: s.id, code: s.codes[0], name: s.name, printings: of.length, playable: of.filter(playable).length });
  }
  return doc;
}

/** The pool's printings: its cards and the reprint table. */
export function poolPrintings(): PoolPrintings {
  return {
    own: new Set(ALL_CARDS.map((c) => `${c.set}|${c.number}`)),
    reprints: new Set(REPRINTS.map(([set, number]) => `${set}|${number}`)),
  };
}

/** The coverage of the facts table by the card pool. */
export function cardCoverage(format: CoverageFormat = 'all'): CoverageDocument {
  return coverage(allFacts(), FACT_SETS, poolPrintings(), format);
}
