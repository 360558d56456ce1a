// The card behaviour registry: one typed definition per Ability or Pokémon Power (one mechanism for
// both; which of the two a card's is comes from the facts table, AbilityDef.power) holding what it
// does in the engine and how the bots read it. A module of src/behaviour/ defines the Abilities of
// a card or a small batch of cards; `index.ts` imports every module, and the engine's users import
// `index.ts` (the game loop, the bots, the test scenario), so the engine, which never imports this
// layer, finds its handlers in its own registry (engine/powers.ts registerAbility) and the greedy
// bot its hints here.
import type { GameState } from '../engine/state.js';
import * as powersModule from '../engine/powers.js';
import type { AbilityHandler } from '../engine/powers.js';
import { AbilityKind, Supertype, type CardDef } from '../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { registerAbility, isActivePower } = powersModule;

/** Hooks the greedy bot passes to the hints (its own helpers), so no hint imports the bot. */
export interface PowerHelpers {
  energyNeed(s: GameState, sl: number, type: number): number;
  enablesAttack(s: GameState, sl: number, type: number, units?: number): boolean;
  /** Best expected damage the Pokémon on slot sl does to slot target with an attack it can pay for now. */
  attackFrom(s: GameState, sl: number, target: number): number;
  /** Can the Pokémon on slot sl (either player's) pay for a damaging attack now? */
  canAttack(s: GameState, sl: number): boolean;
}

/**
 * The greedy bot's reading of an Ability kind: `score` of using it now (the action's score; -1:
 * don't; compare with the scores in bots/greedy.ts: attaching Energy ~380–440, evolving 500+,
 * drawing Trainers 300–330, attacking < 200), and `choiceScore` of a sub-choice (the highest is
 * taken). `trigger` (optional): whether to accept a triggered Ability now (default: yes).
 */
export interface AbilityBot {
  score(s: GameState, p: number, sl: number, h: PowerHelpers): number;
  choiceScore(s: GameState, p: number, a: number, h: PowerHelpers): number;
  trigger?(s: GameState, p: number, sl: number, h: PowerHelpers): boolean;
}

const bots: (AbilityBot | undefined)[] = new Array(256).fill(undefined);

/** Register the greedy bot's hints for an AbilityKind (at module load). */
export function registerAbilityBot(kind: number, b: AbilityBot): void {
  if (bots[kind] !== undefined) throw new Error(`AbilityKind ${kind} has a bot scorer already`);
  bots[kind] = b;
}

/** The greedy bot's hints for a kind, if any. */
export const abilityBot = (kind: number): AbilityBot | undefined => bots[kind];

/**
 * Everything an Ability or Pokémon Power used as an action (or offered as a trigger) does:
 * `engine`, its handler (engine/powers.ts AbilityHandler; `oneActionPerSide`: it acts on the whole
 * side, so several Pokémon with it give one action), and `bot`, the greedy bot's hints.
 */
export interface AbilityDefinition {
  readonly kind: AbilityKind;
  readonly engine: AbilityHandler;
  readonly oneActionPerSide?: boolean;
  readonly bot: AbilityBot;
}

/** Register a definition's engine handler and bot hints (at module load, by a module of src/behaviour/). */
export function defineAbility(d: AbilityDefinition): void {
  registerAbility(d.kind, d.engine, d.oneActionPerSide === true);
  registerAbilityBot(d.kind, d.bot);
}

/**
 * The Abilities that work by themselves, where the rule they change is applied (one table read
 * there), and so have no handler: the engine module that reads each. An Ability is either defined
 * (defineAbility, or a handler of engine/abilities/) or listed here; `abilitiesWithoutBehaviour`
 * names any other.
 */
export const PASSIVE_ABILITIES: Readonly<Partial<Record<AbilityKind, string>>> = {
  [AbilityKind.StrikesBack]: 'engine/damage.ts',
  [AbilityKind.EnergyOnKnockOut]: 'engine/flow.ts',
  [AbilityKind.Transistor]: 'engine/damage.ts',
  [AbilityKind.FreeRetreatWithEnergy]: 'engine/game.ts retreatCost',
  [AbilityKind.PreventAttackEffects]: 'engine/damage.ts',
  [AbilityKind.TakesLessDamage]: 'engine/damage.ts',
  [AbilityKind.CostLessPerPrizeTaken]: 'engine/game.ts costMet',
};

/**
 * The cards whose printed Ability or Pokémon Power (or the one a Tool gives) has no behaviour: its
 * kind has no registered handler and is not a passive one. One line each, naming the printing.
 */
export function abilitiesWithoutBehaviour(cards: readonly CardDef[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const a = c.supertype === Supertype.Pokemon ? c.ability : c.supertype === Supertype.Trainer ? c.grantsAbility : undefined;
    if (a === undefined || isActivePower(a.kind) || PASSIVE_ABILITIES[a.kind] !== undefined) continue;
    out.push(`${c.set} ${c.number} ${c.name}: ${a.name} (AbilityKind ${a.kind}) has no behaviour: define it in src/behaviour/ or list it in PASSIVE_ABILITIES`);
  }
  return out;
}
