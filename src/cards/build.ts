// Card definitions from the facts table (facts.ts, generated from the card data): a card module
// states a printing (PTCG Live set code and number) and what the card does; its printed facts (name,
// HP, types, Weakness, Resistance, Retreat, stage and evolves-from, ex / Tera / Mega / ACE SPEC,
// attack names, costs and damage, Ability names, Trainer kind) come from the table.
//
//   pokemon('PAL', 60, { attacks: [{ effects: [...], note: '…' }], ability: { kind: …, a: 0 } })
//   trainer('PAL', 185, { effects: [[Op.BothHandsToBottomDrawPrizes]], note: '…' })
//   basicEnergy('SVE', 2)    specialEnergy('BS', 96, T.Colorless, 2)
//
// A definition that doesn't fit its printing (an attack or Ability more or fewer than printed, a
// kind the engine can't hold) throws as the pool loads, naming the printing; so does one that gives
// no behaviour for a printed text (an attack's text, a Trainer's or Special Energy's rules) unless
// it says why the text needs none: `noEffect: 'why'` (an attack or Trainer), `{ noEffect: 'why' }`
// as a Special Energy's rule.
import { facts, factSet, type AttackFacts, type CardFacts } from './facts.js';
import {
  type AbilityDef, type AttackDef, type CardDef, type CardSet, type Effect, type EnergyDef, type PokemonDef, type TrainerDef,
  AbilityKind, EnergyRule, RuleBox, Supertype, T, TrainerKind,
} from './types.js';

/** What an attack does beyond its printed name, cost and damage. */
export interface AttackBehaviour {
  readonly effects?: readonly Effect[];
  readonly note?: string;
  readonly needsDefenderAsleep?: boolean;
  readonly oncePerPlay?: boolean;
  readonly notSecondPlayersFirstTurn?: boolean;
  readonly partner?: string;
  /**
   * Only for an attack that prints no damage number but does damage to a Pokémon it chooses
   * ("20 damage to 1 of your opponent's Pokémon"): that damage. Refused where a number is printed.
   */
  readonly damage?: number;
  /**
   * The attack prints text, yet needs no behaviour beyond its printed damage (a reminder the engine
   * applies by rule): why. Refused on an attack that prints no text or that has behaviour.
   */
  readonly noEffect?: string;
}

/** A printed Ability or Pokémon Power's behaviour; its name is the table's. */
export type AbilityBehaviour = Omit<AbilityDef, 'name'>;

export interface PokemonBehaviour {
  /**
   * One per printed attack, in order; left out, every attack does its printed damage and nothing
   * else. BY_NAME: the attack a definition of src/behaviour/ names (named-attacks.ts).
   */
  readonly attacks?: readonly (AttackBehaviour | typeof BY_NAME)[];
  /**
   * Required exactly when the card prints an Ability or Pokémon Power: its behaviour, or BY_NAME when
   * a definition of src/behaviour/ names that Ability (named-abilities.ts).
   */
  readonly ability?: AbilityBehaviour | typeof BY_NAME;
}

/**
 * The card's Ability (or attack) is the one a definition of src/behaviour/ gives its printed name
 * (defineAbility({ name }), defineAttack({ name })).
 */
export const BY_NAME = 'by name';

/** The Ability named `name` that a definition of src/behaviour/ fills in as it loads (named-abilities.ts). */
export const abilityByName = (name: string): AbilityDef => ({ name, kind: AbilityKind.None, a: 0, byName: true });

/** A Trainer's behaviour: its effect program, paraphrase and hooks (types.ts TrainerDef). */
export type TrainerBehaviour = Omit<TrainerDef, 'supertype' | 'name' | 'set' | 'number' | 'kind' | 'aceSpec' | 'effects' | 'attack'> & {
  readonly effects?: readonly Effect[];
  /** A Technical Machine's printed attack: required exactly when the card prints one. */
  readonly attack?: AttackBehaviour;
  /** The card's rules need no effect program or hook (as AttackBehaviour.noEffect): why. */
  readonly noEffect?: string;
};

const STAGES: Readonly<Record<string, 0 | 1 | 2>> = { Basic: 0, 'Stage 1': 1, 'Stage 2': 2 };
const TRAINER_KINDS: Readonly<Record<string, TrainerKind>> = {
  Item: TrainerKind.Item, Supporter: TrainerKind.Supporter, Stadium: TrainerKind.Stadium, Tool: TrainerKind.Tool,
};

const label = (f: CardFacts): string => `${f.code} ${f.number} ${f.name}`;

function printed(code: string, number: number, supertype: CardFacts['supertype']): CardFacts {
  const f = facts(code, number);
  if (f.supertype !== supertype) throw new Error(`${label(f)}: defined as a ${supertype} card, printed as a ${f.supertype} card`);
  return f;
}

/** An attack's printed text must have behaviour (an effect, a damage entry, a condition flag) or a `noEffect` reason, never both. */
function checkText(f: CardFacts, printedAttack: AttackFacts, b: AttackBehaviour): void {
  const { effects, note: _note, noEffect, ...flags } = b;
  const behaviour = (effects?.length ?? 0) > 0 || Object.values(flags).some((v) => v !== undefined && v !== false);
  const at = `${label(f)}: ${printedAttack.name}`;
  if (noEffect !== undefined && !printedAttack.text) throw new Error(`${at} prints no text; noEffect is only for a printed text`);
  if (noEffect !== undefined && behaviour) throw new Error(`${at} has behaviour; noEffect is only for a text that needs none`);
  if (noEffect === undefined && printedAttack.text && !behaviour) {
    throw new Error(`${at} prints text the definition gives no behaviour (give its effects, or noEffect: 'why')`);
  }
}

function attackDef(f: CardFacts, printedAttack: AttackFacts, b: AttackBehaviour | typeof BY_NAME = {}): AttackDef {
  if (b === BY_NAME) {
    // filled in when its definition loads (named-attacks.ts); behaviour/index.ts refuses one no definition names
    if (!printedAttack.text) throw new Error(`${label(f)}: ${printedAttack.name} prints no text; BY_NAME is for an attack whose text a definition plays`);
    return { name: printedAttack.name, cost: [...printedAttack.cost], damage: printedAttack.damage, byName: true };
  }
  checkText(f, printedAttack, b);
  const { damage, noEffect: _noEffect, ...rest } = b;
  if (damage !== undefined && (printedAttack.damage !== 0 || printedAttack.mark !== '')) {
    throw new Error(`${label(f)}: ${printedAttack.name} prints its damage (${printedAttack.damage}${printedAttack.mark}); the definition may not set one`);
  }
  return { name: printedAttack.name, cost: [...printedAttack.cost], damage: damage ?? printedAttack.damage, ...rest };
}

/**
 * Attack `k` of printing `set` `number` with behaviour `b`, checked against its printing as a card
 * module's attack is (named-attacks.ts: a definition of src/behaviour/ that names the attack).
 */
export function printedAttackWith(set: string, number: number, k: number, b: AttackBehaviour): AttackDef {
  const f = facts(set, number);
  return attackDef(f, f.attacks[k], b);
}

/**
 * Attack `typed` (of a card whose facts its set file types by hand: sets/sv-builders.ts, outside the
 * facts table) with behaviour `b`: its printed name, cost and damage kept, the behaviour added.
 */
export function typedAttackWith(typed: AttackDef, b: AttackBehaviour): AttackDef {
  const { damage, noEffect: _noEffect, ...rest } = b;
  if (damage !== undefined && typed.damage !== 0) throw new Error(`${typed.name} prints its damage (${typed.damage}); the definition may not set one`);
  return { name: typed.name, cost: [...typed.cost], damage: damage ?? typed.damage, ...rest };
}

function count(f: CardFacts, what: string, printedCount: number, defined: number): void {
  if (printedCount !== defined) throw new Error(`${label(f)}: prints ${printedCount} ${what}, the definition gives ${defined}`);
}

/** A Pokémon: its printed facts and the behaviour given. */
export function pokemon(code: string, number: number, b: PokemonBehaviour = {}): PokemonDef {
  const f = printed(code, number, 'Pokémon');
  const stage = STAGES[f.subtypes.find((s) => s in STAGES) ?? ''];
  if (stage === undefined) throw new Error(`${label(f)}: no stage the engine plays (${f.subtypes.join(', ')})`);
  if (f.types.length !== 1) throw new Error(`${label(f)}: ${f.types.length} types (the engine holds one)`);
  if (f.weaknesses.length > 1 || f.weaknesses.some((w) => w.value !== '×2')) throw new Error(`${label(f)}: a Weakness other than one ×2`);
  const resistance = /^−(\d+)$/.exec(f.resistances[0]?.value ?? '−0');
  if (f.resistances.length > 1 || !resistance) throw new Error(`${label(f)}: a Resistance other than one −N`);
  if (b.attacks) count(f, 'attacks', f.attacks.length, b.attacks.length);
  count(f, 'Abilities', f.abilities.length, b.ability ? 1 : 0);
  return {
    supertype: Supertype.Pokemon, set: f.set, number, name: f.name, stage, hp: f.hp, type: f.types[0],
    weakness: f.weaknesses[0]?.type, resistance: f.resistances[0]?.type, resistanceValue: Number(resistance[1]), retreat: f.retreat,
    attacks: f.attacks.map((a, i) => attackDef(f, a, b.attacks?.[i])),
    ...(f.evolvesFrom !== '' && { evolvesFrom: f.evolvesFrom }),
    ...(f.subtypes.includes('ex') && { ex: true }),
    ...(f.subtypes.includes('Tera') && { tera: true }),
    // a Mega Evolution Pokémon ex gives 3 Prize cards (K6)
    ...(f.subtypes.includes('Mega') && { ruleBox: RuleBox.MegaEx }),
    ...(b.ability && { ability: { ...(b.ability === BY_NAME ? abilityByName(f.abilities[0].name) : { name: f.abilities[0].name, ...b.ability }), ...(f.abilities[0].kind === 'Pokémon Power' && { power: true }) } }),
  };
}

/** A Trainer: its printed name, kind (Base Set's, which print none, are Items) and ACE SPEC, and the behaviour given. */
export function trainer(code: string, number: number, b: TrainerBehaviour): TrainerDef {
  const f = printed(code, number, 'Trainer');
  const kinds = f.subtypes.filter((s) => s in TRAINER_KINDS);
  if (kinds.length > 1 || (kinds.length === 0 && f.set !== 'base1')) throw new Error(`${label(f)}: no one Trainer kind (${f.subtypes.join(', ')})`);
  const { effects = [], attack, noEffect, ...rest } = b;
  count(f, 'attacks', f.attacks.length, attack ? 1 : 0);
  // every Trainer prints rules (the card data lacks a few printings' text, never the card's); a hook is any field but the paraphrase
  const behaviour = effects.length > 0 || attack !== undefined || Object.entries(rest).some(([k, v]) => k !== 'note' && v !== undefined);
  if (noEffect !== undefined && behaviour) throw new Error(`${label(f)}: has behaviour; noEffect is only for rules that need none`);
  if (noEffect === undefined && !behaviour) throw new Error(`${label(f)}: prints rules the definition gives no behaviour (give its effects or hooks, or noEffect: 'why')`);
  return {
    supertype: Supertype.Trainer, set: f.set, number, name: f.name, kind: kinds.length === 0 ? TrainerKind.Item : TRAINER_KINDS[kinds[0]],
    effects, ...rest,
    ...(f.subtypes.includes('ACE SPEC') && { aceSpec: true }),
    ...(attack && { attack: attackDef(f, f.attacks[0], attack) }),
  };
}

/** A basic Energy card of its printed type. */
export function basicEnergy(code: string, number: number): EnergyDef {
  const f = printed(code, number, 'Energy');
  if (!f.subtypes.includes('Basic Energy') || f.types.length !== 1) throw new Error(`${label(f)}: not a basic Energy of one type`);
  return { supertype: Supertype.Energy, name: f.name, set: f.set, number, type: f.types[0], basic: true };
}

/**
 * A Special Energy card providing `units` Energy of `type` (Double Colorless Energy: 2 Colorless),
 * and its `rule` beyond that (types.ts EnergyRule: Luminous Energy's every type, Jet Energy's switch),
 * or `{ noEffect: 'why' }` when its printed rules say no more than the type and units given.
 */
export function specialEnergy(code: string, number: number, type: T, units: number, ruleOrNone: EnergyRule | { readonly noEffect: string }): EnergyDef {
  const f = printed(code, number, 'Energy');
  if (!f.subtypes.includes('Special Energy')) throw new Error(`${label(f)}: not a Special Energy`);
  const rule = typeof ruleOrNone === 'number' ? ruleOrNone : EnergyRule.None;
  if (typeof ruleOrNone === 'number' && rule === EnergyRule.None) {
    throw new Error(`${label(f)}: prints rules the definition gives no behaviour (give its EnergyRule, or { noEffect: 'why' })`);
  }
  return { supertype: Supertype.Energy, name: f.name, set: f.set, number, type, basic: false, units, ...(rule !== EnergyRule.None && { rule }),
    ...(f.subtypes.includes('ACE SPEC') && { aceSpec: true }) }; // D5
}

/** A set file's set: its id, codes and name from the table, and its cards, which must be its own printings. */
export function cardSet(code: string, cards: readonly CardDef[], reprints?: CardSet['reprints']): CardSet {
  const s = factSet(code);
  if (!s) throw new Error(`cardSet: no set ${code} in the facts table`);
  for (const c of cards) if (c.set !== s.id) throw new Error(`${s.codes[0]}: ${c.set} ${c.number} ${c.name} is another set's printing`);
  return { id: s.id, codes: s.codes, name: s.name, cards, ...(reprints && { reprints }) };
}
