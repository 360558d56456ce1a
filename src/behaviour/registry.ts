// The card behaviour registry: one typed definition per Ability or Pokémon Power (one mechanism for
// both; which of the two a card's is comes from the facts table, AbilityDef.power) holding what it
// does in the engine, how the bots read it and its one-line paraphrase (`ptcg cards`). A module of src/behaviour/ defines the Abilities of
// a card or a small batch of cards; `index.ts` imports every module, and the engine's users import
// `index.ts` (the game loop, the bots, the test scenario), so the engine, which never imports this
// layer, finds its handlers in its own registry (engine/powers.ts registerAbility) and the greedy
// bot its hints here; describe.ts (cards layer) finds the paraphrase in cards/ability-text.ts.
import type { GameState } from '../engine/state.js';
import * as powersModule from '../engine/powers.js';
import type { AbilityHandler } from '../engine/powers.js';
import { AbilityKind, Cond, Supertype, type CardDef, type AbilityLimit, type AbilityTrigger } from '../cards/types.js';
import * as tablesModule from '../engine/tables.js';
import * as typesModule from '../cards/types.js';
import * as abilityTextModule from '../cards/ability-text.js';
import type { AbilityText } from '../cards/ability-text.js';
import type { AttackBehaviour } from '../cards/build.js';
import * as describeModule from '../cards/describe.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { registerAbility, isActivePower } = powersModule;
const { registerAbilityText, energyText, typeText } = abilityTextModule;
const { hasAbilityText } = describeModule;
const { ABILITY_KINDS } = typesModule;
const { bindAbilityName, bindAttackName } = tablesModule;

/** Hooks the greedy bot passes to the hints (its own helpers), so no hint imports the bot. */
export interface PowerHelpers {
  energyNeed(s: GameState, sl: number, type: number): number;
  enablesAttack(s: GameState, sl: number, type: number, units?: number): boolean;
  /** Best expected damage the Pokémon on slot sl does to slot target with an attack it can pay for now. */
  attackFrom(s: GameState, sl: number, target: number): number;
  /** Can the Pokémon on slot sl (either player's) pay for a damaging attack now? */
  canAttack(s: GameState, sl: number): boolean;
  /** May p draw n cards now, at a Supporter's pace (greedy's drawSafe: the deck must last the turns the game may still take)? */
  drawPaced(s: GameState, p: number, n: number): boolean;
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

const bots: (AbilityBot | undefined)[] = new Array(ABILITY_KINDS).fill(undefined);

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
 * side, so several Pokémon with it give one action), `bot`, the greedy bot's hints, and `text`,
 * its one-line paraphrase (our words, never card text; `a`: AbilityDef.a).
 */
interface AbilityBehaviourParts {
  readonly engine: AbilityHandler;
  readonly oneActionPerSide?: boolean;
  readonly bot: AbilityBot;
  readonly text: AbilityText;
}

/**
 * A definition names what it defines in one of two ways. `kind`: a kind of types.ts AbilityKind,
 * which each card's definition states with its parameter and limit. `name`: the Ability's printed
 * name, and what each card that prints it gets (`a`, `limit`, `trigger`; the card states only
 * `ability: BY_NAME`, cards/named-abilities.ts): the way for a new Ability, which then touches this
 * module and its test only.
 */
export type AbilityDefinition = AbilityBehaviourParts & (
  | { readonly kind: AbilityKind; readonly name?: undefined }
  | { readonly name: string; readonly kind?: undefined; readonly a?: number; readonly limit?: AbilityLimit; readonly trigger?: AbilityTrigger }
);

/** Register a definition's engine handler, bot hints and paraphrase (at module load, by a module of src/behaviour/); its kind. */
export function defineAbility(d: AbilityDefinition): number {
  const kind = d.kind ?? bindAbilityName(d.name, { a: d.a ?? 0, ...(d.limit !== undefined && { limit: d.limit }), ...(d.trigger !== undefined && { trigger: d.trigger }) });
  registerAbility(kind, d.engine, d.oneActionPerSide === true);
  registerAbilityBot(kind, d.bot);
  registerAbilityText(kind, d.text);
  return kind;
}

/**
 * An attack defined by its printed name: what it does (build.ts AttackBehaviour: its effects, their
 * paraphrase `note`, and the flags a card module may give an attack). Each card whose definition
 * gives that attack as BY_NAME gets it (the generator writes BY_NAME for an attack no template reads
 * that a definition names): the way for an attack text the templates don't read, beside the card's
 * Ability, in one module.
 */
export interface AttackDefinition extends AttackBehaviour {
  readonly name: string;
  readonly note: string;
}

/** Register an attack's behaviour by its printed name (at module load, by a module of src/behaviour/). */
export function defineAttack(d: AttackDefinition): void {
  const { name, ...behaviour } = d;
  bindAttackName(name, behaviour);
}

/** A passive Ability's line: where the engine reads it, and its paraphrase. */
export interface PassiveAbility {
  readonly reads: string;
  readonly text: AbilityText;
}

/** AttackBonus's Pokémon (a: damage + 100 × ((type + 1) + 16 × stage)): "Basic Fire Pokémon", "Pokémon". */
const attackBonusWho = (a: number): string => {
  const code = (a / 100) | 0;
  const type = (code & 15) - 1, stage = code >> 4;
  return `${stage === 1 ? 'Basic ' : stage === 2 ? 'Evolution ' : ''}${type >= 0 ? `${typeText(type)} ` : ''}Pokémon${stage === 3 ? ' (to an Evolution Pokémon)' : ''}`;
};

/** CheckupEffect's paraphrase (a: N + 100 × what + 1000 × only while Active). */
const checkupText = (a: number): string => {
  const n = a % 100, what = ((a / 100) | 0) % 10;
  const when = a >= 1000 ? 'while it is in the Active Spot, at each Pokémon Checkup' : 'at each Pokémon Checkup';
  switch (what) {
    case 0: return `${when}, ${n} more damage counters on the opponent's Poisoned Pokémon`;
    case 1: return `${when}, ${n} more damage counters on the opponent's Burned Pokémon`;
    case 2: return `${when}, heal ${n} damage from each of your Pokémon`;
    case 3: return `${when}, ${n} damage counter${n === 1 ? '' : 's'} on the opponent's Active Pokémon`;
  }
  return `${when}, ${n} damage counters on each of the opponent's Basic Pokémon`;
};

/**
 * The Abilities that work by themselves, where the rule they change is applied (one table read
 * there), and so have no handler: `reads`, the engine module that reads each, and `text`, its
 * paraphrase (as defineAbility's). An Ability is either defined (defineAbility) or listed here;
 * `abilitiesWithoutBehaviour` names any other.
 */
export const PASSIVE_ABILITIES: Readonly<Partial<Record<AbilityKind, PassiveAbility>>> = {
  [AbilityKind.StrikesBack]: { reads: 'engine/damage.ts', text: (a) => `when an attack damages it, ${a} damage to the attacker (not while it is Asleep, Confused or Paralyzed)` },
  [AbilityKind.EnergyOnKnockOut]: { reads: 'engine/flow.ts', text: (a) => `when one of your other Pokémon is Knocked Out by an attack, you may move a ${energyText(a)} from it to this Pokémon` },
  [AbilityKind.Transistor]: { reads: 'engine/damage.ts', text: (a) => `your Basic Lightning Pokémon's attacks do ${a} more damage to the opponent's Active (before Weakness and Resistance)` },
  [AbilityKind.FreeRetreatWithEnergy]: { reads: 'engine/game.ts retreatCost', text: (a) => `while it has ${energyText(a)} attached, it has no Retreat Cost` },
  [AbilityKind.PreventAttackEffects]: { reads: 'engine/damage.ts', text: () => "prevent all effects (not damage) of your opponent's attacks done to it" },
  [AbilityKind.TakesLessDamage]: { reads: 'engine/damage.ts', text: (a) => `${a >= 2000 ? 'with full HP, ' : a >= 1000 ? 'while it has Energy attached, ' : ''}it takes ${a % 1000} less damage from attacks (after Weakness and Resistance)` },
  [AbilityKind.CostLessPerPrizeTaken]: { reads: 'engine/game.ts costMet', text: (a) => `its ${a === 0 ? 'first' : 'second'} attack (not one a Technical Machine gives it) costs 1 Colorless less for each Prize card your opponent has taken` },
  [AbilityKind.OceanicCurse]: { reads: 'engine/game.ts mainActions', text: (a) => `while it is Active, the opponent can't play ${a === 1 ? 'Item' : 'Item or Pokémon Tool'} cards from the hand` },
  [AbilityKind.FairyZone]: { reads: 'engine/damage.ts weaknessOf', text: () => "the opponent's Dragon Pokémon in play have Weakness to Psychic (×2)" },
  [AbilityKind.Skyliner]: { reads: 'engine/game.ts retreatCost', text: () => 'your Basic Pokémon in play have no Retreat Cost' },
  [AbilityKind.MischievousLock]: { reads: 'engine/zones.ts abilityOf (every read of an Ability)', text: () => "while it is in the Active Spot, Basic Pokémon in play (both players') have no Abilities, except Mischievous Lock" },
  [AbilityKind.Agile]: { reads: 'engine/game.ts retreatCost', text: () => 'while it has no Energy attached, it has no Retreat Cost' },
  [AbilityKind.FlowerCurtain]: { reads: 'engine/damage.ts afterDefendingEffects', text: () => "prevent all damage done by the opponent's attacks to your Benched Pokémon that have no Rule Box" },
  [AbilityKind.AceNullifier]: { reads: 'engine/game.ts mainActions', text: () => "while it has a Pokémon Tool attached, the opponent can't play ACE SPEC cards from the hand" },
  [AbilityKind.FreezingShroud]: { reads: 'engine/flow.ts checkup', text: () => 'at each Pokémon Checkup, 1 damage counter on each Pokémon in play (both players\') that has an Ability, except any Froslass' },
  [AbilityKind.CornerstoneStance]: { reads: 'engine/damage.ts', text: () => "prevent all damage done to it by attacks of the opponent's Pokémon that have an Ability" },
  [AbilityKind.CountersOnAttacker]: { reads: 'engine/damage.ts', text: (a) => `while it is Active${a >= 100 ? ' with a Pokémon Tool attached' : ''}, when an attack of the opponent's damages it (even a Knock Out), ${a % 100} damage counters on the Attacking Pokémon` },
  [AbilityKind.ConditionOnAttacker]: { reads: 'engine/damage.ts', text: (a) => `while it is Active, when an attack of the opponent's damages it (even a Knock Out), the Attacking Pokémon is now ${a === Cond.Poisoned ? 'Poisoned' : 'Burned'}` },
  [AbilityKind.NoDamageFromEx]: { reads: 'engine/damage.ts afterDefendingEffects', text: (a) => `no damage to it from attacks of the opponent's ${a === 2 ? 'Basic ' : ''}Pokémon ex${a === 1 ? ' and Pokémon V' : ''}` },
  [AbilityKind.BenchShield]: { reads: 'engine/damage.ts afterDefendingEffects, effectsPrevented', text: () => "while it is on the Bench, no damage or effects of the opponent's attacks on it" },
  [AbilityKind.Sturdy]: { reads: 'engine/damage.ts lastStand', text: (a) => (a === 1 ? "when an attack of the opponent's would Knock it Out, flip a coin: heads, it is left with 10 HP" : "with full HP, an attack of the opponent's that would Knock it Out leaves it with 10 HP") },
  [AbilityKind.FlipPreventDamage]: { reads: 'engine/damage.ts lastStand', text: (a) => `${a === 0 ? '' : a === 1 ? 'while it is Confused, ' : `while it has ${energyText(a - 2)} attached, `}when an attack of the opponent's would damage it, flip a coin: heads, no damage` },
  [AbilityKind.AttackBonus]: { reads: 'engine/damage.ts typeBonus', text: (a) => `attacks of your ${attackBonusWho(a)} do ${a % 100} more damage to the opponent's Active Pokémon (before Weakness and Resistance)` },
  [AbilityKind.OpponentActiveDoesLess]: { reads: 'engine/damage.ts computeAttackDamage', text: (a) => `while it is in the Active Spot, the attacks of the opponent's Active Pokémon do ${a} less damage (before Weakness and Resistance)` },
  [AbilityKind.TeamTakesLess]: { reads: 'engine/damage.ts afterDefendingEffects', text: (a) => `each of your Pokémon${a >= 100 ? ` with ${energyText(((a / 100) | 0) - 1)} attached` : ''} takes ${a % 100} less damage from the opponent's attacks (after Weakness and Resistance)` },
  [AbilityKind.NoDamageFromType]: { reads: 'engine/damage.ts afterDefendingEffects', text: (a) => `no damage to it from attacks of the opponent's ${typeText(a)} Pokémon` },
  [AbilityKind.TeamNoWeakness]: { reads: 'engine/damage.ts weaknessOf', text: () => 'your Pokémon in play have no Weakness' },
  [AbilityKind.CheckupEffect]: { reads: 'engine/flow.ts checkup', text: (a) => checkupText(a) },
  [AbilityKind.NoConditions]: { reads: 'engine/zones.ts conditionImmune', text: (a) => (a === 0 ? "Special Conditions can't affect it" : `it can't be ${(['', 'Asleep', 'Confused', 'Paralyzed', 'Poisoned', 'Burned'])[a]}`) },
  [AbilityKind.RetreatHelp]: { reads: 'engine/game.ts retreatCost', text: (a) => (a >= 100 ? `your Pokémon with ${energyText(a - 100)} attached have no Retreat Cost` : `while it is on your Bench, your Active Pokémon's Retreat Cost is ${a} less`) },
  [AbilityKind.BenchGuard]: { reads: 'engine/damage.ts afterDefendingEffects, effectsPrevented', text: (a) => (a === 1 ? "no damage or effects of the opponent's attacks on your Benched Pokémon" : "while it is in the Active Spot, no damage from the opponent's attacks to your Benched Pokémon") },
  [AbilityKind.Damp]: { reads: 'engine/powers.ts powerBlocked', text: () => 'Abilities that need their user to Knock itself Out (Cursed Blast) cannot be used, by either player' },
};

// The passive Abilities' paraphrases, registered as this module loads (before any definition).
for (const [kind, line] of Object.entries(PASSIVE_ABILITIES)) registerAbilityText(Number(kind), line.text);

/**
 * The defined Powers whose effect outlives their use, so the engine applies it where that rule is
 * settled (one table read or flag there), not in their handler: the engine function that does it.
 * Energy Burn's Energy goes back to its own types at the turn's end (flow.ts, for a deck noted to
 * hold it: DeckFeature.EnergyBurn); Buzzap's card becomes Energy while its Pokémon is being Knocked
 * Out, as Knock Outs are settled (flow.ts, when the handler has set buzzSlot). Both stay in the
 * engine: they run inside its turn end and Knock Out settling, on state only the engine keeps
 * (usedOnce's ENERGY_BURNED, buzzSlot / buzzTo / buzzType).
 */
export const ENGINE_APPLIED: Readonly<Partial<Record<AbilityKind, string>>> = {
  [AbilityKind.EnergyBurn]: 'engine/powers.ts powersEndTurn',
  [AbilityKind.Buzzap]: 'engine/powers.ts buzzapAttach',
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
    if ('byName' in a && a.byName === true && a.kind === AbilityKind.None) {
      out.push(`${c.set} ${c.number} ${c.name}: ${a.name} is given by name and no definition names it: defineAbility({ name: '${a.name}', … }) in src/behaviour/`);
      continue;
    }
    out.push(`${c.set} ${c.number} ${c.name}: ${a.name} (AbilityKind ${a.kind}) has no behaviour: define it in src/behaviour/ or list it in PASSIVE_ABILITIES`);
  }
  return out;
}

/**
 * The cards whose printed Ability or Pokémon Power (or the one a Tool gives) has no paraphrase for
 * `ptcg cards`: no definition (whose `text` is required) or passive line has registered one. One line each.
 */
export function abilitiesWithoutText(cards: readonly CardDef[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const a = c.supertype === Supertype.Pokemon ? c.ability : c.supertype === Supertype.Trainer ? c.grantsAbility : undefined;
    if (a === undefined || hasAbilityText(a.kind)) continue;
    out.push(`${c.set} ${c.number} ${c.name}: ${a.name} (AbilityKind ${a.kind}) has no paraphrase: give its definition a text`);
  }
  return out;
}
