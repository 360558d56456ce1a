// Abilities defined by their printed name (issue 31): a card whose definition says `ability: BY_NAME`
// (build.ts; the generator writes it for a card whose Ability a definition of src/behaviour/ names)
// states no kind; the definition, `defineAbility({ name: 'Rumbling Engine', … })`, gets a kind for
// that name here as it loads and fills in every such card's Ability (kind, a, limit, trigger), so
// adding a card with a new Ability touches its behaviour module and its test only.
//
// Kinds are given in the order the names are first bound, from FIRST_NAMED_KIND up: behaviour/index.ts
// imports the modules in one fixed order, so a name has the same kind in every thread and process.
// This module is the cards layer's, which the bound engine (tools/bind-state.ts) does not copy: the
// original registry and the bound copy's ask the same map, so both get the same kind for a name.
import { type AbilityDef, type AbilityLimit, type AbilityTrigger, type CardDef, Supertype, ABILITY_KINDS } from './types.js';

/** The first kind given to a name: every kind below is numbered in types.ts AbilityKind. */
export const FIRST_NAMED_KIND = 268;

/** What a named definition gives each card that prints its Ability. */
export interface NamedAbility {
  readonly a: number;
  readonly limit?: AbilityLimit;
  readonly trigger?: AbilityTrigger;
}

const kinds = new Map<string, number>();

/** The Ability names bound so far (by the definitions loaded), in the order they were bound. */
export const namedAbilities = (): readonly string[] => [...kinds.keys()];

/** The kind bound to an Ability's printed name, if a definition has bound it. */
export const namedAbilityKind = (name: string): number | undefined => kinds.get(name);

/**
 * Bind Ability `name` to a kind (the same one if it is bound already) and fill in the Ability of
 * every card in `cards` that prints it by name. Returns the kind and the ids (indices in `cards`)
 * of those cards. Throws when the kinds run out (raise ABILITY_KINDS and engine/state.ts ABILITY_WORDS).
 */
export function bindNamedAbility(cards: readonly CardDef[], name: string, d: NamedAbility): { kind: number; ids: number[] } {
  let kind = kinds.get(name);
  if (kind === undefined) {
    kind = FIRST_NAMED_KIND + kinds.size;
    if (kind >= ABILITY_KINDS) throw new Error(`Ability ${name}: no kind left for a named Ability (kinds ${FIRST_NAMED_KIND}–${ABILITY_KINDS - 1} are taken; raise ABILITY_KINDS and ABILITY_WORDS)`);
    kinds.set(name, kind);
  }
  const ids: number[] = [];
  cards.forEach((c, id) => {
    if (c.supertype !== Supertype.Pokemon || c.ability?.byName !== true || c.ability.name !== name) return;
    // (the card's Ability object is its own, made by build.ts for this card: filled in once, the same each time)
    const a = c.ability as { -readonly [K in keyof AbilityDef]: AbilityDef[K] };
    a.kind = kind!;
    a.a = d.a;
    if (d.limit !== undefined) a.limit = d.limit;
    if (d.trigger !== undefined) a.trigger = d.trigger;
    ids.push(id);
  });
  return { kind, ids };
}
