// Printed facts of every printing of Base Set and of the Standard sets SVI through ASC (with SVE,
// SVP, MEP), from the generated table in src/cards/facts/ (`npm run gen:facts`): set, number, name,
// kinds, HP, types, Weakness, Resistance, Retreat, evolves-from, attacks (cost, printed damage and
// its mark, whether it prints text), Abilities, regulation mark and a hash of the card's text (never the text itself).
//
//   facts('PAL', 123)   the printed facts of Paldea Evolved 123 (any code of the set, or its id)
import { T } from './types.js';
import { FACT_SETS } from './facts/index.js';
import type { FactRow, FactSet } from './facts/row.js';

export type { FactRow, FactSet };
export { FACT_SETS };

export type DamageMark = '' | '+' | '×' | '−' | '?';

export interface AttackFacts {
  readonly name: string;
  readonly cost: readonly T[];
  /** The printed number (0 when none is printed). */
  readonly damage: number;
  /** What follows the number: '+', '×', '−', '?' (Super Fang) or '' (none). */
  readonly mark: DamageMark;
  /** The attack prints text (an effect or a reminder); build.ts requires its definition to account for it. */
  readonly text: boolean;
}

export interface AbilityFacts {
  readonly name: string;
  /** 'Ability' or, on Base Set cards, 'Pokémon Power'. */
  readonly kind: string;
}

export interface TypedValue {
  readonly type: T;
  /** As printed: '×2', '−30'. */
  readonly value: string;
}

export interface CardFacts {
  /** The data's set id (base1, sv2, …). */
  readonly set: string;
  /** The set's PTCG Live code (BS, PAL, …). */
  readonly code: string;
  readonly number: number;
  readonly name: string;
  readonly supertype: 'Pokémon' | 'Trainer' | 'Energy';
  /** Basic, Stage 1, Stage 2, ex, Mega, Tera, Ancient, Future, Item, Supporter, Stadium, Tool, ACE SPEC, Basic Energy, Special Energy. */
  readonly subtypes: readonly string[];
  /** 0 for a Trainer or an Energy. */
  readonly hp: number;
  /** A Pokémon's types, a basic Energy's type; empty otherwise. */
  readonly types: readonly T[];
  readonly weaknesses: readonly TypedValue[];
  readonly resistances: readonly TypedValue[];
  readonly retreat: number;
  /** The Pokémon it evolves from, '' for a Basic or a non-Pokémon. */
  readonly evolvesFrom: string;
  /** A Pokémon's attacks, or the one a Technical Machine prints. */
  readonly attacks: readonly AttackFacts[];
  readonly abilities: readonly AbilityFacts[];
  /** G, H, I, J, or '' (Base Set, basic Energy). */
  readonly regulationMark: string;
  /** Two printings with the same hash have the same name and text (RULES.md V5): the same card. */
  readonly textHash: string;
}

/** Type letters of the table (src/cards/facts/row.ts). */
export const TYPE_LETTERS: Readonly<Record<string, T>> = {
  G: T.Grass, R: T.Fire, W: T.Water, L: T.Lightning, P: T.Psychic, F: T.Fighting, C: T.Colorless, D: T.Darkness, M: T.Metal, N: T.Dragon,
};
const SUPERTYPES = { P: 'Pokémon', T: 'Trainer', E: 'Energy' } as const;

function types(letters: string): T[] {
  return [...letters].map((l) => TYPE_LETTERS[l]);
}

function typedValues(s: string | undefined): TypedValue[] {
  return s ? s.split(',').map((x) => ({ type: TYPE_LETTERS[x[0]], value: x.slice(1) })) : [];
}

/** A table row as `CardFacts`. */
export function decodeFacts(set: string, code: string, row: FactRow): CardFacts {
  const [number, name, kinds, mark, hash, typeLetters, hp, weakness, resistance, retreat, evolvesFrom, attacks, abilities] = row;
  const [supertype, ...subtypes] = kinds.split('|');
  return {
    set, code, number, name, supertype: SUPERTYPES[supertype as keyof typeof SUPERTYPES], subtypes,
    hp: hp ?? 0, types: types(typeLetters ?? ''), weaknesses: typedValues(weakness), resistances: typedValues(resistance),
    retreat: retreat ?? 0, evolvesFrom: evolvesFrom ?? '',
    attacks: (attacks ?? []).map(([n, cost, damage, m, text]) => ({ name: n, cost: types(cost), damage, mark: m as DamageMark, text: text === 1 })),
    abilities: (abilities ?? []).map(([n, kind]) => ({ name: n, kind })),
    regulationMark: mark, textHash: hash,
  };
}

let decoded: Map<string, CardFacts> | undefined;
let setByCode: Map<string, FactSet> | undefined;

function index(): { bySetNumber: Map<string, CardFacts>; byCode: Map<string, FactSet> } {
  if (!decoded || !setByCode) {
    decoded = new Map();
    setByCode = new Map();
    for (const s of FACT_SETS) {
      for (const code of [...s.codes, s.id.toUpperCase()]) setByCode.set(code, s);
      for (const row of s.rows) decoded.set(`${s.id}|${row[0]}`, decodeFacts(s.id, s.codes[0], row));
    }
  }
  return { bySetNumber: decoded, byCode: setByCode };
}

/** The table's set a code (any of its PTCG Live codes, or its id; any case) names, or undefined. */
export function factSet(code: string): FactSet | undefined {
  return index().byCode.get(code.toUpperCase());
}

/** The printed facts of a printing, or undefined when the table has no such printing. */
export function findFacts(code: string, number: number): CardFacts | undefined {
  const set = factSet(code);
  return set && index().bySetNumber.get(`${set.id}|${number}`);
}

/** The printed facts of a printing (`facts('PAL', 123)`); throws when the table lacks it. */
export function facts(code: string, number: number): CardFacts {
  const f = findFacts(code, number);
  if (!f) throw new Error(`facts: no printing ${code} ${number} in the facts table (src/cards/facts/, npm run gen:facts)`);
  return f;
}

/** Every printing of the table, in set order then number. */
export function allFacts(): CardFacts[] {
  return [...index().bySetNumber.values()];
}
