// Attacks defined by their printed name (issue 31), as Abilities are (named-abilities.ts): a card
// whose definition gives an attack as BY_NAME (build.ts; the generator writes it for an attack no
// template reads and a definition of src/behaviour/ names) states no behaviour for it; the
// definition, `defineAttack({ name: 'Somersault Dive', effects, note })`, fills in that attack of
// every such card as it loads, so a Pokémon whose attack and Ability the templates can't read is
// added in one behaviour module and its test.
//
// This module is the cards layer's, which the bound engine (tools/bind-state.ts) does not copy: the
// original registry and the bound copy's both bind a name, and the second finds it bound already.
import { type AttackDef, type CardDef, Supertype } from './types.js';
import { type AttackBehaviour, printedAttackWith, typedAttackWith } from './build.js';
import { findFacts } from './facts.js';

const bound = new Map<string, AttackBehaviour>();

/** The attack names bound so far (by the definitions loaded), in the order they were bound. */
export const namedAttacks = (): readonly string[] => [...bound.keys()];

/** One attack a name was bound to: the card's id (index in the cards given) and the attack's index on it. */
export interface BoundAttack {
  readonly card: number;
  readonly k: number;
}

/**
 * Bind attack `name` to behaviour `b` and fill in that attack of every card in `cards` that gives it
 * by name, checked against each printing as a card module's attack is (build.ts). Returns the
 * attacks filled in. Throws on a second, different behaviour for a name (an equal one binds again).
 */
export function bindNamedAttack(cards: readonly CardDef[], name: string, b: AttackBehaviour): BoundAttack[] {
  const before = bound.get(name);
  // (the bound engine's copy of a behaviour module gives an equal definition of its own)
  if (before !== undefined && JSON.stringify(before) !== JSON.stringify(b)) throw new Error(`attack ${name}: defined twice, differently (defineAttack names it in two places)`);
  bound.set(name, b);
  const out: BoundAttack[] = [];
  cards.forEach((c, card) => {
    if (c.supertype !== Supertype.Pokemon) return;
    c.attacks.forEach((a, k) => {
      if (a.byName !== true || a.name !== name) return;
      // (the card's attack object is its own, made by build.ts for this card: filled in once, the same each time)
      // (a card whose facts its set file types, outside the facts table, keeps its typed name, cost and damage)
      const typed = findFacts(c.set, c.number) === undefined;
      const filled = typed ? typedAttackWith(a, b) : printedAttackWith(c.set, c.number, k, b);
      Object.assign(a as { -readonly [K in keyof AttackDef]: AttackDef[K] }, filled, { byName: true });
      out.push({ card, k });
    });
  });
  return out;
}

/** The attacks given by name that no loaded definition names, one line each naming the printing. */
export function attacksWithoutDefinition(cards: readonly CardDef[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    if (c.supertype !== Supertype.Pokemon) continue;
    for (const a of c.attacks) {
      if (a.byName === true && !bound.has(a.name)) out.push(`${c.set} ${c.number} ${c.name}: ${a.name} is given by name and no definition names it: defineAttack({ name: '${a.name}', … }) in src/behaviour/`);
    }
  }
  return out;
}
