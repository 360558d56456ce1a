// Card definitions take their printed facts from the facts table (src/cards/build.ts): a card module
// states a printing and its behaviour; a definition that doesn't fit its printing is refused.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pokemon, trainer, basicEnergy, specialEnergy, cardSet } from '../src/cards/build.js';
import { facts, findFacts } from '../src/cards/facts.js';
import { AbilityKind, EnergyRule, RuleBox, T, TrainerKind, prizeValue } from '../src/cards/types.js';
import { Op } from '../src/cards/opcodes.js';
import { ROOT } from './helpers/cli.js';

/** A marker for the tests below that read only a card's printed facts, not its behaviour. */
const FACTS_ONLY = { noEffect: 'this test reads only the printed facts' };
/** The marker on each attack of a printing that prints text. */
const factsOnlyAttacks = (code: string, number: number) => ({ attacks: facts(code, number).attacks.map((a) => (a.text ? FACTS_ONLY : {})) });

describe('card definitions from the facts table (build.ts)', () => {
  it('a Pokémon takes every printed fact from its printing; the definition adds only behaviour', () => {
    const f = facts('PAL', 60);
    const def = pokemon('PAL', 60, { ability: { kind: AbilityKind.SuperCold, a: 0, note: 'n' } });
    expect(def).toMatchObject({
      set: f.set, number: 60, name: f.name, hp: f.hp, type: f.types[0], weakness: f.weaknesses[0].type, retreat: f.retreat,
      evolvesFrom: f.evolvesFrom, stage: 2, ability: { name: f.abilities[0].name, kind: AbilityKind.SuperCold, a: 0, note: 'n' },
    });
    expect(def.attacks).toEqual(f.attacks.map((a) => ({ name: a.name, cost: a.cost, damage: a.damage })));
  });

  it('K6 a Mega Evolution Pokémon ex is ex with the Mega rule box (3 Prize cards); X7 a Tera Pokémon is Tera', () => {
    const mega = pokemon('MEG', 77, factsOnlyAttacks('MEG', 77));
    expect([mega.ex, mega.ruleBox, prizeValue(mega)]).toEqual([true, RuleBox.MegaEx, 3]);
    const tera = pokemon('SVI', 32, factsOnlyAttacks('SVI', 32));
    expect([tera.ex, tera.tera, prizeValue(tera)]).toEqual([true, true, 2]);
    expect(pokemon('PAL', 34)).not.toHaveProperty('ex');
  });

  it('refuses a definition with more or fewer attacks or Abilities than printed, naming the printing', () => {
    expect(() => pokemon('PAL', 60)).toThrow("PAL 60 Baxcalibur: prints 1 Abilities, the definition gives 0");
    expect(() => pokemon('PAL', 34, { ability: { kind: AbilityKind.SuperCold, a: 0 } })).toThrow('PAL 34 Fuecoco: prints 0 Abilities, the definition gives 1');
    expect(() => pokemon('PAL', 36, { attacks: [{}] })).toThrow('PAL 36 Crocalor: prints 2 attacks, the definition gives 1');
    expect(() => trainer('PAR', 177, { effects: [[Op.AttachTool]] })).toThrow('PAR 177 Technical Machine: Devolution: prints 1 attacks, the definition gives 0');
    expect(() => pokemon('PAL', 185)).toThrow('PAL 185 Iono: defined as a Pokémon card, printed as a Trainer card');
  });

  it('an attack that prints no number may state the damage it does to a chosen Pokémon; one that prints a number may not', () => {
    expect(facts('SVI', 69).attacks[0]).toMatchObject({ damage: 0, mark: '' });
    expect(pokemon('SVI', 69, { attacks: [{ damage: 20, effects: [[Op.ChooseAnyOpponentTarget]] }] }).attacks[0].damage).toBe(20);
    expect(() => pokemon('PAL', 34, { attacks: [{ damage: 30 }] })).toThrow('PAL 34 Fuecoco: Tackle prints its damage (20); the definition may not set one');
    expect(() => pokemon('BS', 40, { attacks: [{}, { damage: 10 }] })).toThrow(/BS 40 Raticate: Super Fang prints its damage \(0\?\)/);
  });

  it('D5 a Trainer\'s kind and ACE SPEC are printed facts; Base Set Trainers, which print no kind, are Items; a Technical Machine\'s attack is its printing\'s', () => {
    expect(trainer('PAL', 185, FACTS_ONLY).kind).toBe(TrainerKind.Supporter);
    expect(trainer('SVI', 197, FACTS_ONLY).kind).toBe(TrainerKind.Tool);
    expect(trainer('BS', 91, FACTS_ONLY).kind).toBe(TrainerKind.Item);
    expect(trainer('TEF', 157, FACTS_ONLY).aceSpec).toBe(true);
    expect(trainer('PAL', 183, FACTS_ONLY)).not.toHaveProperty('aceSpec');
    const tm = trainer('PAR', 179, { effects: [[Op.AttachTool]], attack: { note: 'n', ...FACTS_ONLY } });
    // the marker is checked, not kept
    expect(tm.attack).toEqual({ name: 'Turbo Energize', cost: [T.Colorless], damage: 0, note: 'n' });
  });

  it('Energy: a basic Energy\'s type is printed; a Special Energy states what it provides', () => {
    expect(basicEnergy('SVE', 2)).toMatchObject({ name: 'Basic Fire Energy', type: T.Fire, basic: true });
    expect(specialEnergy('BS', 96, T.Colorless, 2, FACTS_ONLY)).toMatchObject({ name: 'Double Colorless Energy', basic: false, units: 2 });
    expect(() => basicEnergy('BS', 96)).toThrow('BS 96 Double Colorless Energy: not a basic Energy of one type');
  });

  it('refuses an attack whose printed text has no behaviour, in one line naming the printing, unless it says why it needs none', () => {
    const refused = (make: () => unknown): string => {
      try { make(); } catch (e) { return (e as Error).message; }
      return 'accepted';
    };
    // Superpowered Throw prints text (30 more per Colorless in the Retreat Cost); Horn Attack prints none
    expect(facts('SVI', 2).attacks.map((a) => a.text)).toEqual([true, false]);
    const noBehaviour = "SVI 2 Heracross: Superpowered Throw prints text the definition gives no behaviour (give its effects, or noEffect: 'why')";
    expect(refused(() => pokemon('SVI', 2))).toBe(noBehaviour);
    expect(refused(() => pokemon('SVI', 2, { attacks: [{ note: 'a paraphrase is no behaviour' }, {}] }))).toBe(noBehaviour);
    expect(pokemon('SVI', 2, { attacks: [{ effects: [[Op.Draw, 1]] }, {}] }).attacks[0].effects).toEqual([[Op.Draw, 1]]);
    expect(pokemon('SVI', 2, { attacks: [{ needsDefenderAsleep: true }, {}] }).attacks[0].needsDefenderAsleep).toBe(true);
    expect(pokemon('SVI', 2, { attacks: [{ noEffect: 'why' }, {}] }).attacks[0]).toEqual({ name: 'Superpowered Throw', cost: [T.Grass, T.Colorless], damage: 10 });
    // the marker only where the text is printed and nothing implements it
    expect(refused(() => pokemon('SVI', 2, { attacks: [{ noEffect: 'why' }, { noEffect: 'why' }] }))).toBe('SVI 2 Heracross: Horn Attack prints no text; noEffect is only for a printed text');
    expect(refused(() => pokemon('SVI', 2, { attacks: [{ effects: [[Op.Draw, 1]], noEffect: 'why' }, {}] })))
      .toBe('SVI 2 Heracross: Superpowered Throw has behaviour; noEffect is only for a text that needs none');
    // a Technical Machine's attack too
    expect(refused(() => trainer('PAR', 179, { effects: [[Op.AttachTool]], attack: {} }))).toMatch(/^PAR 179 Technical Machine: Turbo Energize: Turbo Energize prints text/);
  });

  it('refuses a Trainer or Special Energy whose rules have no behaviour (effects, a hook, an EnergyRule), in one line, unless it says why', () => {
    expect(() => trainer('PAL', 185, {})).toThrow("PAL 185 Iono: prints rules the definition gives no behaviour (give its effects or hooks, or noEffect: 'why')");
    expect(() => trainer('PAL', 185, { note: 'n' })).toThrow('PAL 185 Iono: prints rules the definition gives no behaviour');
    expect(trainer('SVI', 197, { toolDamage: 10 }).toolDamage).toBe(10);
    expect(trainer('PAL', 185, { effects: [[Op.Draw, 1]] }).effects).toEqual([[Op.Draw, 1]]);
    expect(trainer('PAL', 185, { noEffect: 'why' })).not.toHaveProperty('noEffect');
    expect(() => trainer('PAL', 185, { effects: [[Op.Draw, 1]], noEffect: 'why' })).toThrow('PAL 185 Iono: has behaviour; noEffect is only for rules that need none');
    expect(() => specialEnergy('BS', 96, T.Colorless, 2, EnergyRule.None))
      .toThrow("BS 96 Double Colorless Energy: prints rules the definition gives no behaviour (give its EnergyRule, or { noEffect: 'why' })");
    expect(specialEnergy('PAL', 190, T.Colorless, 1, EnergyRule.Jet).rule).toBe(EnergyRule.Jet);
  });

  it('the whole pool passes the printed-text check as it loads (its set files build every card through build.ts)', async () => {
    const { ALL_CARDS } = await import('../src/cards/pool.js');
    const inTable = ALL_CARDS.filter((c) => findFacts(c.set, c.number) !== undefined);
    expect(inTable.length).toBeGreaterThan(300);
    // Double Colorless Energy's marker is honoured: it loads with no rule
    expect(ALL_CARDS.find((c) => c.name === 'Double Colorless Energy')).toMatchObject({ basic: false, units: 2 });
  });

  it('a set takes its id, codes and name from the table and holds only its own printings', () => {
    const s = cardSet('PAL', [pokemon('PAL', 34)]);
    expect([s.id, s.codes[0], s.name]).toEqual(['sv2', 'PAL', 'Paldea Evolved']);
    expect(() => cardSet('PAL', [pokemon('SVI', 46)])).toThrow("PAL: sv1 46 Buizel is another set's printing");
  });

  it('set files in the facts table repeat no printed fact (only the Sword & Shield sets, which the data lacks, type theirs)', () => {
    const dir = join(ROOT, 'src/cards/sets');
    const typed = /\b(?:svMon|svTrainer)\(|\b(?:name|cost|hp|evolvesFrom|retreat|stage|kind: TrainerKind)\s*:|\b(?:ex|tera|aceSpec)\s*:\s*true/;
    const offenders = readdirSync(dir).filter((f) => !/^swsh\d+\.ts$|^sv-builders\.ts$/.test(f))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').map((line, i) => [`${f}:${i + 1}`, line.replace(/\/\/.*$/, '')]))
      .filter(([, line]) => typed.test(line)).map(([at, line]) => `${at}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('the facts generator loads no card pool (the pool\'s set files read the table it writes)', () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)) walk(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
    };
    walk(join(ROOT, 'src/tools/gen-facts.ts'));
    const cards = [...seen].map((f) => relative(ROOT, f)).filter((f) => f.startsWith('src/cards/'));
    expect(cards).toEqual(['src/cards/names.ts']);
  });
});
