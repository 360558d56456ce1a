// The row shapes of the generated facts table (src/cards/facts/<set>.ts, `npm run gen:facts`):
// printed facts only, never card text. `src/cards/facts.ts` decodes a row into a `CardFacts`.
//
// Letters for costs, types, Weakness and Resistance: G Grass, R Fire, W Water, L Lightning,
// P Psychic, F Fighting, D Darkness, M Metal, N Dragon, C Colorless.

/**
 * [name, cost letters ('' for a free attack), printed damage number (0: none printed), its mark: '' | '+' | '×' | '−' | '?',
 * and 1 when the attack prints text (left out when it prints none)]
 */
export type AttackRow = readonly [string, string, number, string, 1?];

/** [name, kind: 'Ability' | 'Pokémon Power'] */
export type AbilityRow = readonly [string, string];

/**
 * One printing: [number, name, kinds, regulation mark ('' for none), text hash]; a basic Energy
 * adds [types]; a Pokémon adds [types, HP, Weakness, Resistance, Retreat, evolves from ('' for a
 * Basic), attacks, Abilities], and so does a Trainer that prints an attack (a Technical Machine:
 * '', 0, '', '', 0, '' before its attacks). `kinds` is the supertype letter (P, T, E) and the
 * subtypes, joined by '|' ('P|Stage 1|ex|Tera', 'T|Item|ACE SPEC', 'E|Basic Energy'). Weakness and Resistance are
 * type letter + value, several joined by ',' ('F×2', 'G−30', '' for none).
 */
export type FactRow = readonly [
  number: number, name: string, kinds: string, mark: string, hash: string,
  types?: string, hp?: number, weakness?: string, resistance?: string, retreat?: number, evolvesFrom?: string,
  attacks?: readonly AttackRow[], abilities?: readonly AbilityRow[],
];

/** A set of the table: its data set id, PTCG Live codes (the first is the one lists print) and printings. */
export interface FactSet {
  readonly id: string;
  readonly codes: readonly string[];
  readonly name: string;
  readonly rows: readonly FactRow[];
}
