// The one-line paraphrase of each Ability or Pokémon Power (what `ptcg cards` prints after its name),
// by AbilityKind. The paraphrase lives in the Ability's definition (src/behaviour/: defineAbility's
// `text`, or its line in PASSIVE_ABILITIES), a layer above this one, so the definitions fill this
// table as they load (as they fill the engine's handlers, engine/powers.ts registerAbility) and
// describe.ts reads it.
import { T, TYPE_NAMES, ABILITY_KINDS } from './types.js';

/** A paraphrase: `a` is the Ability's parameter (AbilityDef.a: a damage, an Energy type, a count). */
export type AbilityText = (a: number) => string;

const texts: (AbilityText | undefined)[] = new Array(ABILITY_KINDS).fill(undefined);

/**
 * Register the paraphrase of an AbilityKind (at module load, by its definition). A kind defined twice
 * is refused where its handler is registered (engine/powers.ts); here a second registration replaces
 * the first, because the bound engine (tools/bind-state.ts) loads its own copy of the behaviour
 * modules, which registers the same paraphrases into this one table again.
 */
export function registerAbilityText(kind: number, text: AbilityText): void {
  if (!(kind > 0 && kind < texts.length)) throw new Error(`AbilityKind ${kind} is outside 1–${texts.length - 1}`);
  texts[kind] = text;
}

/** The registered paraphrase of a kind, if its definition is loaded. */
export const registeredAbilityText = (kind: number): AbilityText | undefined => texts[kind];

/** A type's name in a paraphrase ("Fire"). */
export const typeText = (t: number): string => TYPE_NAMES[t] ?? '?';
/** "Fire Energy", or "Energy" for any type (T.None). */
export const energyText = (t: number): string => (t === T.None ? 'Energy' : `${typeText(t)} Energy`);
