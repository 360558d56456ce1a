// The facts table (src/cards/facts/, `npm run gen:facts`): generated from the card data, printed facts
// only, and equal to what the pool's cards (src/cards/sets/*.ts, built from it by src/cards/build.ts)
// say for the same printings.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Op } from '../src/cards/opcodes.js';
import { Supertype, TYPE_NAMES, T, type PokemonDef } from '../src/cards/types.js';
import { FACT_SETS, allFacts, facts, findFacts, factSet, type CardFacts } from '../src/cards/facts.js';
import { buildFacts, factsSources, normalizeRecord, rowSource, staleFiles, textHash, FACTS_DIR, FACT_SET_IDS, type RawCard } from '../src/tools/gen-facts.js';
import { defaultDataDir } from '../src/tools/card-data.js';
import { ROOT } from './helpers/cli.js';

const DATA = defaultDataDir();
const HAVE_DATA = existsSync(join(DATA, 'pokemon-tcg-data', 'cards'));
// CI runs on a clean clone, which may not have ../shared/data beside it.
const NO_DATA = HAVE_DATA ? '' : ` (skipped: no card data at ${DATA})`;

const typeName = (t: T | undefined): string => (t === undefined ? 'none' : TYPE_NAMES[t]);

/** The differences between a pool Pokémon and its printing's facts, one line each. */
function pokemonMismatches(c: PokemonDef, f: CardFacts): string[] {
  const at = `${f.code} ${c.number} ${c.name}`;
  const out: string[] = [];
  const same = (what: string, pool: unknown, data: unknown) => {
    if (JSON.stringify(pool) !== JSON.stringify(data)) out.push(`${at}: ${what} ${JSON.stringify(pool)} in the pool, ${JSON.stringify(data)} printed`);
  };
  same('HP', c.hp, f.hp);
  same('types', [typeName(c.type)], f.types.map(typeName));
  same('Weakness', c.weakness === undefined ? [] : [`${typeName(c.weakness)}×2`], f.weaknesses.map((w) => `${typeName(w.type)}${w.value}`));
  same('Resistance', c.resistance === undefined ? [] : [`${typeName(c.resistance)}−${c.resistanceValue}`], f.resistances.map((r) => `${typeName(r.type)}${r.value}`));
  same('Retreat', c.retreat, f.retreat);
  same('evolves from', c.evolvesFrom ?? '', f.evolvesFrom);
  same('stage', ['Basic', 'Stage 1', 'Stage 2'][c.stage], f.subtypes.find((s) => s === 'Basic' || s.startsWith('Stage')));
  same('ex', c.ex === true, f.subtypes.includes('ex'));
  same('Tera', c.tera === true, f.subtypes.includes('Tera'));
  same('Abilities', c.ability ? [c.ability.name] : [], f.abilities.map((a) => a.name));
  same('attacks', c.attacks.map((a) => a.name), f.attacks.map((a) => a.name));
  c.attacks.forEach((a, i) => {
    const printed = f.attacks[i];
    if (!printed) return;
    same(`${a.name} cost`, a.cost.map(typeName), printed.cost.map(typeName));
    // "N damage to 1 of your opponent's Pokémon" prints no number; the pool gives N to the chosen target.
    // "N damage to each of your opponent's Pokémon" prints none either: N to the Active, and the same N to each Benched one by an op.
    const toChosen = printed.damage === 0 && printed.mark === '' && (a.effects ?? []).some((e) => e[0] === Op.ChooseAnyOpponentTarget || (e[0] === Op.BenchDamageEachOpponent && e[1] === a.damage));
    if (!toChosen) same(`${a.name} damage`, a.damage, printed.damage);
  });
  return out;
}

describe('the facts table: printed facts from the card data', () => {
  it(`the checked-in table is what the card data gives (npm run gen:facts)${NO_DATA}`, { skip: !HAVE_DATA }, () => {
    const files = factsSources(buildFacts(DATA));
    expect(staleFiles(ROOT, files), 'stale: run npm run gen:facts').toEqual([]);
  });

  it('holds every printing of Base Set and of SVI through ASC with SVE, SVP, MEP, and stays compact', () => {
    expect(FACT_SETS.map((s) => s.id)).toEqual(FACT_SET_IDS);
    const bytes = readdirSync(join(ROOT, FACTS_DIR)).reduce((n, f) => n + statSync(join(ROOT, FACTS_DIR, f)).size, 0);
    expect(bytes, `${FACTS_DIR} is ${bytes} bytes`).toBeLessThan(1_000_000);
    for (const s of FACT_SETS) {
      const numbers = s.rows.map((r) => r[0]);
      expect(new Set(numbers).size, `${s.id}: a number twice`).toBe(numbers.length);
      expect(numbers, `${s.id}: by number`).toEqual([...numbers].sort((a, b) => a - b));
    }
    expect(FACT_SETS.find((s) => s.id === 'base1')!.rows).toHaveLength(102);
  });

  it('every pool card\'s name, HP, types, Weakness, Resistance, Retreat, Ability, attacks, costs and damage equal its printing\'s facts', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const c of ALL_CARDS) {
      const f = findFacts(c.set, c.number);
      if (!f) {
        // only the pool's Sword & Shield sets lie outside the table
        expect(FACT_SET_IDS, `${c.set} ${c.number} ${c.name} has no facts`).not.toContain(c.set);
        continue;
      }
      compared++;
      if (f.name !== c.name) mismatches.push(`${f.code} ${c.number}: named ${c.name} in the pool, ${f.name} printed`);
      const supertype = ['Pokémon', 'Trainer', 'Energy'][c.supertype];
      if (f.supertype !== supertype) mismatches.push(`${f.code} ${c.number} ${c.name}: a ${supertype} in the pool, a ${f.supertype} printed`);
      else if (c.supertype === Supertype.Pokemon) mismatches.push(...pokemonMismatches(c, f));
    }
    expect(compared).toBeGreaterThan(200);
    expect(mismatches.join('\n')).toBe('');
  });

  it('facts(code, number) takes any code of a set or its id, and refuses a printing the table lacks', () => {
    const iono = facts('PAL', 185);
    expect([iono.set, iono.code, iono.name, iono.supertype, iono.subtypes]).toEqual(['sv2', 'PAL', 'Iono', 'Trainer', ['Supporter']]);
    expect(facts('sv2', 185)).toBe(iono);
    expect(facts('pal', 185)).toBe(iono);
    expect(factSet('PR-SV')?.id).toBe('svp');
    expect(findFacts('PAL', 999)).toBeUndefined();
    expect(findFacts('XYZ', 1)).toBeUndefined();
    expect(() => facts('PAL', 999)).toThrow(/no printing PAL 999/);
  });

  it('damage keeps its printed mark: + × − and Super Fang\'s ?', () => {
    const attack = (code: string, n: number, name: string) => facts(code, n).attacks.find((a) => a.name === name);
    expect(attack('PAL', 37, 'Burning Voice')).toMatchObject({ damage: 270, mark: '−' });
    expect(attack('BS', 34, 'Karate Chop')).toMatchObject({ damage: 50, mark: '−' });
    expect(attack('BS', 40, 'Super Fang')).toMatchObject({ damage: 0, mark: '?' });
    expect(facts('PAL', 8).attacks[0]).toMatchObject({ name: 'Double Spin', cost: [T.Colorless], damage: 10, mark: '×' });
    // ASC's records spell × as mis-decoded UTF-8
    const asc = allFacts().filter((f) => f.set === 'me2pt5').flatMap((f) => f.attacks);
    expect(asc.filter((a) => a.mark === '×').length).toBeGreaterThan(20);
    expect(asc.every((a) => ['', '+', '×', '−'].includes(a.mark))).toBe(true);
  });

  it('Base Set Powers and modern Abilities keep their kind; regulation marks are the data\'s', () => {
    expect(facts('BS', 2).abilities).toEqual([{ name: 'Rain Dance', kind: 'Pokémon Power' }]);
    expect(facts('PAL', 60).abilities).toEqual([{ name: 'Super Cold', kind: 'Ability' }]);
    expect(facts('BS', 2).regulationMark).toBe('');
    expect(facts('SVI', 166).regulationMark).toBe('G');
    expect(facts('SVE', 1)).toMatchObject({ supertype: 'Energy', subtypes: ['Basic Energy'], types: [T.Grass], regulationMark: '' });
  });

  it('a record whose number contradicts its id takes the id\'s (BLK 80 Antique Cover Fossil is filed as 60)', () => {
    expect(facts('BLK', 80).name).toBe('Antique Cover Fossil');
    expect(facts('BLK', 60).name).toBe('Escavalier');
  });

  it('ASC and MEP records (another source) read as the others: the same card has the same text hash', () => {
    // Riolu ASC 112 and MEP 10 are the pool's Riolu MEG 76 (not SVI 112: 70 HP); Air Balloon ASC 181 is BLK 79
    const riolu = facts('MEG', 76);
    expect(riolu.name).toBe('Riolu');
    expect(facts('SVI', 112).textHash).not.toBe(riolu.textHash);
    expect(facts('ASC', 112)).toMatchObject({ name: 'Riolu', hp: riolu.hp, types: riolu.types, retreat: riolu.retreat, textHash: riolu.textHash });
    expect(facts('MEP', 10).textHash).toBe(riolu.textHash);
    expect(facts('ASC', 181).textHash).toBe(facts('BLK', 79).textHash);
    // the source leaves out rule boxes (ex and Mega ex, Tera), writes "{ex}", and has no text for its Supporters
    expect(facts('ASC', 113).textHash).toBe(facts('MEG', 77).textHash); // Mega Lucario ex
    expect(facts('ASC', 160).textHash).toBe(facts('TWM', 130).textHash); // Dragapult ex, Tera
    expect(facts('ASC', 193).textHash).toBe(facts('MEG', 121).textHash); // Mega Signal
    expect(facts('ASC', 183).textHash).toBe(facts('PAL', 172).textHash); // Boss's Orders: no text, one text elsewhere
    expect(facts('ASC', 181).subtypes).toEqual(['Tool']);
    // Supporters the source files as Pokémon are Trainers
    expect(allFacts().filter((f) => f.set === 'me2pt5' && f.subtypes.includes('Supporter')).every((f) => f.supertype === 'Trainer')).toBe(true);
    // evolves-from, which the source leaves out, is found
    const evolved = allFacts().filter((f) => f.set === 'me2pt5' && f.subtypes.some((s) => s.startsWith('Stage')));
    expect(evolved.length).toBeGreaterThan(50);
    expect(evolved.filter((f) => f.evolvesFrom === '').map((f) => `${f.code} ${f.number}`)).toEqual([]);
  });

  it('normalizeRecord: the other source\'s shape gives the same facts and hash; a changed attack does not', () => {
    const standard: RawCard = {
      id: 'x-1', name: "Erika's Gloom", number: '1', supertype: 'Pokémon', subtypes: ['Stage 1'], hp: '90', types: ['Grass'],
      evolvesFrom: "Erika's Oddish", abilities: [{ name: 'Scent', type: 'Ability', text: 'Heal 30 damage from each of your Pokémon.' }],
      attacks: [{ name: 'Poison Spray', cost: ['Grass', 'Colorless'], damage: '50×', text: 'Poisoned.' }],
      weaknesses: [{ type: 'Darkness', value: '×2' }], resistances: [], retreatCost: ['Colorless'], regulationMark: 'J',
    };
    const other: RawCard = {
      ...standard, id: 'y-2', number: '2', subtypes: ['Stage 1', 'Trainer-Owned'], hp: 90, evolvesFrom: undefined,
      abilities: [{ name: '[Ability] Scent', text: 'Heal 30 damage from each of your  Pokémon.' }],
      attacks: [{ name: 'Poison Spray', cost: 'GC', damage: '50Ã\u0097', text: 'Poisoned.' }],
      weaknesses: [{ type: 'Dark', value: '×2' }],
    };
    const a = normalizeRecord(standard);
    const b = normalizeRecord(other, "Erika's Oddish");
    expect(textHash(b)).toBe(textHash(a));
    expect(rowSource(b)).toBe(rowSource(a).replace('[1,', '[2,'));
    expect(rowSource(a)).toContain('[["Poison Spray", "GC", 50, "×", 1]]'); // 1: it prints text
    expect(rowSource(normalizeRecord({ ...standard, attacks: [{ ...standard.attacks![0], text: ' ' }] }))).toContain('[["Poison Spray", "GC", 50, "×"]]');
    const changed = normalizeRecord({ ...other, attacks: [{ name: 'Poison Spray', cost: 'GC', damage: '60Ã\u0097', text: 'Poisoned.' }] }, "Erika's Oddish");
    expect(textHash(changed)).not.toBe(textHash(a));
    // a Supporter filed as a Pokémon with an empty Weakness is a Trainer with no Pokémon facts
    const supporter = normalizeRecord({ id: 'y-3', name: 'Someone', number: '3', supertype: 'Pokémon', subtypes: ['Supporter'], hp: 0, types: [], weaknesses: [{ type: '', value: '×' }] });
    expect(rowSource(supporter)).toMatch(/^\[3, "Someone", "T\|Supporter", "", "[0-9a-f]{12}"\]$/);
    expect(() => normalizeRecord({ ...standard, subtypes: ['Stage 9'] })).toThrow(/x-1: unknown subtype 'Stage 9'/);
    // an ex's rule box is what its subtype says; another rules sentence is text
    const ex: RawCard = { ...standard, subtypes: ['Stage 1', 'ex'], rules: ['Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards.'] };
    expect(textHash(normalizeRecord({ ...ex, rules: undefined }))).toBe(textHash(normalizeRecord(ex)));
    expect(textHash(normalizeRecord({ ...ex, rules: [...ex.rules!, 'It can\'t retreat.'] }))).not.toBe(textHash(normalizeRecord(ex)));
    expect(textHash(normalizeRecord({ ...ex, subtypes: ['Stage 1'] }))).not.toBe(textHash(normalizeRecord({ ...ex, subtypes: ['Stage 1'], rules: undefined })));
  });

  it('the table holds no card text: only names, letters, numbers and hashes', () => {
    const longest = Math.max(...allFacts().flatMap((f) => [f.name, ...f.attacks.map((a) => a.name), ...f.abilities.map((a) => a.name), f.evolvesFrom]).map((s) => s.length));
    expect(longest).toBeLessThan(45);
  });
});
