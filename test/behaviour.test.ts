// The card behaviour registry (src/behaviour/registry.ts): one definition holds an Ability's or a
// Pokémon Power's engine handler and the greedy bot's hints, registered together; the Base Set's
// Powers are defined that way (src/behaviour/base1.ts), and the engine, which never imports the
// behaviour layer, reads them from its own registry. As the behaviour modules load, the pool refuses a
// card whose Ability has no behaviour.
import { describe, it, expect } from 'vitest';
import { isActivePower } from '../src/engine/powers.js';
import { defineAbility, abilityBot, abilitiesWithoutBehaviour, abilitiesWithoutText, PASSIVE_ABILITIES, ENGINE_APPLIED } from '../src/behaviour/registry.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { namedAbilityKind } from '../src/cards/named-abilities.js';
import '../src/behaviour/index.js';
import { AbilityKind, Supertype } from '../src/cards/types.js';
import { abilityText, cardText } from '../src/cards/describe.js';
import { registeredAbilityText } from '../src/cards/ability-text.js';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { tsFiles } from './helpers/source-files.js';

const TEST_KIND = 17; // a kind no card uses (between the Base Set's 1–7 and sv-a's 20–49)

/** The kind a definition bound to an Ability's printed name (cards/named-abilities.ts). */
const named = (name: string): number => {
  const kind = namedAbilityKind(name);
  if (kind === undefined) throw new Error(`no definition names ${name}`);
  return kind;
};

describe('card behaviour definitions (A5, A7)', () => {
  it('A5: defineAbility registers the engine handler and the bot hints of one kind together, once', () => {
    const engine = { usable: () => true, start: () => true, step: () => true };
    const bot = { score: () => 1, choiceScore: () => 0 };
    expect(isActivePower(TEST_KIND)).toBe(false);
    expect(abilityBot(TEST_KIND)).toBeUndefined();
    defineAbility({ kind: TEST_KIND as AbilityKind, engine, bot, text: () => 'a test Ability' });
    expect(isActivePower(TEST_KIND)).toBe(true);
    expect(abilityBot(TEST_KIND)).toBe(bot);
    expect(() => defineAbility({ kind: TEST_KIND as AbilityKind, engine, bot, text: () => 'again' })).toThrow(/already/);
  });

  it('A7: each Base Set Power used as an action has its handler and its bot hints from its behaviour module', () => {
    const kinds = [named('Rain Dance'), named('Energy Trans'), named('Damage Swap'), AbilityKind.EnergyBurn, AbilityKind.Buzzap];
    expect(kinds.map((k) => [isActivePower(k), abilityBot(k) !== undefined])).toEqual(kinds.map(() => [true, true]));
    // Strikes Back works by itself (damage.ts): no action, no hints
    expect([isActivePower(AbilityKind.StrikesBack), abilityBot(AbilityKind.StrikesBack)]).toEqual([false, undefined]);
  });
});

describe('the pool refuses an Ability with no behaviour (load-time check)', () => {
  it('A5: every printed Ability or Pokémon Power in the pool (and a Tool\'s) is defined or works by itself; none is left out', () => {
    expect(abilitiesWithoutBehaviour(ALL_CARDS)).toEqual([]);
  });

  it('A5: a card whose Ability kind has no handler and is not passive is named, with its printing', () => {
    const machamp = ALL_CARDS.find((c) => c.name === 'Machamp' && c.set === 'base1');
    if (machamp?.supertype !== Supertype.Pokemon || !machamp.ability) throw new Error('no Base Set Machamp');
    const unknown = { ...machamp, ability: { ...machamp.ability, kind: 125 as AbilityKind } };
    expect(abilitiesWithoutBehaviour([machamp, unknown])).toEqual([
      'base1 8 Machamp: Strikes Back (AbilityKind 125) has no behaviour: define it in src/behaviour/ or list it in PASSIVE_ABILITIES',
    ]);
  });
});

/** Code only: comments dropped, so a comment naming a function or a kind is not a use. */
const code = (file: string): string => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('behaviour in one home (issue 31)', () => {
  // Kinds no card or other test uses (between the Base Set's 1–7 and sv-a's 20–49; below the per-name bits' 128).
  const TEXT_KIND = 18, NO_TEXT_KIND = 19;

  it('A5: every Ability handler and bot hint is registered by a definition of src/behaviour/, none by an engine or bot module', () => {
    const callers = tsFiles(join(ROOT, 'src')).filter((f) => /\bregisterAbility(Bot)?\(/.test(code(f))).map((f) => relative(ROOT, f));
    // powers.ts and registry.ts declare them; defineAbility (registry.ts) is the one caller
    expect(callers.sort()).toEqual(['src/behaviour/registry.ts', 'src/engine/powers.ts']);
  });

  it('A5: batches sv-b and sv-c have their handler and their hints from their behaviour modules', () => {
    const kinds = [AbilityKind.DrawUntil, AbilityKind.AttachFromHandDraw, AbilityKind.LookTopTakeOne, AbilityKind.ActiveTopSupporter,
      AbilityKind.DrawIfKnockedOutLastTurn, AbilityKind.TopEnergyAttach, AbilityKind.SwitchInMoveEnergy, named('Industrious Incisors'),
      AbilityKind.Refinement, named('Concealed Cards'), named('Lunar Cycle'), AbilityKind.HeaveHoCatcher];
    expect(kinds.map((k) => [isActivePower(k), abilityBot(k) !== undefined, registeredAbilityText(k) !== undefined])).toEqual(kinds.map(() => [true, true, true]));
  });

  it('A5, A7: the engine names an Ability kind only where it applies a passive one or a defined Power\'s lasting effect, each listed', () => {
    const named = new Set<string>();
    for (const f of tsFiles(join(ROOT, 'src', 'engine'))) for (const m of code(f).matchAll(/AbilityKind\.(\w+)/g)) if (m[1] !== 'None') named.add(m[1]);
    // the names in the lists, as the engine's code spells them (AbilityKind is a const enum: the lists hold numbers)
    const typesText = readFileSync(join(ROOT, 'src', 'cards', 'types.ts'), 'utf8');
    const kindOf = (name: string): number => Number(new RegExp(`\\b${name} = (\\d+)`).exec(typesText)![1]);
    const unlisted = [...named].filter((n) => PASSIVE_ABILITIES[kindOf(n) as AbilityKind] === undefined && ENGINE_APPLIED[kindOf(n) as AbilityKind] === undefined);
    expect(unlisted).toEqual([]);
    // Energy Burn and Buzzap are defined Powers (handler and hints) whose effect the engine finishes
    expect([AbilityKind.EnergyBurn, AbilityKind.Buzzap].map((k) => [isActivePower(k), abilityBot(k) !== undefined, ENGINE_APPLIED[k] !== undefined]))
      .toEqual([[true, true, true], [true, true, true]]);
  });

  it('A5: an Ability\'s paraphrase is its definition\'s text, which `ptcg cards` reads', () => {
    const text = (a: number): string => `a test Ability (${a})`;
    expect(registeredAbilityText(TEXT_KIND)).toBeUndefined();
    defineAbility({ kind: TEXT_KIND as AbilityKind, engine: { usable: () => true, start: () => true, step: () => true }, bot: { score: () => 1, choiceScore: () => 0 }, text });
    expect(abilityText(TEXT_KIND as AbilityKind, 3)).toBe('a test Ability (3)');
    const machamp = ALL_CARDS.find((c) => c.name === 'Machamp' && c.set === 'base1');
    if (machamp?.supertype !== Supertype.Pokemon || !machamp.ability) throw new Error('no Base Set Machamp');
    expect(cardText({ ...machamp, ability: { ...machamp.ability, kind: TEXT_KIND as AbilityKind, a: 7 } })).toMatch(/^Evolves from Machoke\. Pokémon Power Strikes Back: a test Ability \(7\)\. Seismic Toss/);
  });

  it('A5, A7: every Ability and Power in the pool has its paraphrase from its definition or passive line', () => {
    const kinds = ALL_CARDS.flatMap((c) => (c.supertype === Supertype.Pokemon && c.ability ? [c.ability.kind] : c.supertype === Supertype.Trainer && c.grantsAbility ? [c.grantsAbility.kind] : []));
    expect(kinds.length).toBeGreaterThan(100);
    expect(kinds.filter((k) => registeredAbilityText(k) === undefined)).toEqual([]);
    // the Base Set's, and the batches' (sv-a, sv-b, sv-c, the lead), passive ones included
    const moved = [AbilityKind.StrikesBack, AbilityKind.EnergyOnKnockOut, named('Rain Dance'), AbilityKind.Buzzap, named('Psychic Embrace'),
      AbilityKind.DrawUntil, AbilityKind.FreeRetreatWithEnergy, AbilityKind.Transistor, AbilityKind.HeaveHoCatcher, AbilityKind.StarAlchemy,
      named('Squawk and Seize'), AbilityKind.CursedBlast, named('Flying Entry'), named('Luminous Sign')];
    expect(moved.filter((k) => registeredAbilityText(k) === undefined)).toEqual([]);
  });

  it('A5: a hand-written Pokémon whose Ability is defined by name gives its attacks by name too: all it does is in its behaviour module', () => {
    /** The text of each `pokemon(…)` and `svMon(…)` call of a set file (strings skipped when matching brackets). */
    const entries = (text: string): string[] => {
      const out: string[] = [];
      for (const m of text.matchAll(/\b(?:pokemon|svMon)\(/g)) {
        const i = m.index!;
        let depth = 0, j = i + m[0].length - 1;
        for (; j < text.length; j++) {
          const ch = text[j];
          if (ch === "'" || ch === '"') { const q = ch; for (j++; text[j] !== q; j++) if (text[j] === '\\') j++; continue; }
          if (ch === '(' || ch === '[' || ch === '{') depth++;
          else if ((ch === ')' || ch === ']' || ch === '}') && --depth === 0) break;
        }
        out.push(text.slice(i, j + 1));
      }
      return out;
    };
    const setFiles = tsFiles(join(ROOT, 'src', 'cards', 'sets'));
    const named = /ability: (BY_NAME|abilityByName\()/;
    const label = (f: string, e: string): string => `${relative(ROOT, f)}: ${/^\w+\(\w+, \d+|^\w+\('\w+', \d+/.exec(e)![0]}`;
    const byName = setFiles.flatMap((f) => entries(code(f)).filter((e) => named.test(e)).map((e) => label(f, e)));
    expect(byName.length).toBeGreaterThanOrEqual(23);
    expect(byName).toContain('src/cards/sets/swsh10.ts: svMon(S, 46'); // Radiant Greninja, facts typed by hand
    const split = setFiles.flatMap((f) => entries(code(f)).filter((e) => named.test(e) && /effects:/.test(e)).map((e) => label(f, e)));
    expect(split).toEqual([]);
  });

  it('A5: a card whose Ability has no paraphrase (no definition or passive line registered one) is named, with its printing', () => {
    const machamp = ALL_CARDS.find((c) => c.name === 'Machamp' && c.set === 'base1');
    if (machamp?.supertype !== Supertype.Pokemon || !machamp.ability) throw new Error('no Base Set Machamp');
    const silent = { ...machamp, ability: { ...machamp.ability, kind: NO_TEXT_KIND as AbilityKind } };
    expect(abilitiesWithoutText(ALL_CARDS)).toEqual([]);
    expect(abilitiesWithoutText([machamp, silent])).toEqual([
      'base1 8 Machamp: Strikes Back (AbilityKind 19) has no paraphrase: give its definition a text',
    ]);
    expect(() => cardText(silent)).toThrow(/AbilityKind 19 has no paraphrase/);
  });
});
