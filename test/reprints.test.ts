// V5: a printing with the same name and text as a pool card is that card. The table
// (src/cards/reprints.ts) is generated from the card data by src/tools/gen-reprints.ts.
import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeck } from '../src/decks/deck.js';
import { ALL_CARDS, findByCode, isReprint, printingLabel, setCodeOf } from '../src/cards/pool.js';
import { facts, findFacts } from '../src/cards/facts.js';
import { REPRINTS } from '../src/cards/reprints.js';
import { buildReprints, reprintsSource, TABLE_PATH } from '../src/tools/gen-reprints.js';
import { cardText, defaultDataDir } from '../src/tools/card-data.js';
import { ROOT, ptcgAsync, tempDir } from './helpers/cli.js';

const tmp = tempDir('ptcg-reprints-');
afterAll(() => tmp.done());

const DATA = defaultDataDir();
const HAVE_DATA = existsSync(join(DATA, 'pokemon-tcg-data', 'cards'));
// CI runs on a clean clone, which may not have ../shared/data beside it.
const NO_DATA = HAVE_DATA ? '' : ` (skipped: no card data at ${DATA})`;

/** The card id a list line resolves to, with the list's problems. */
function resolveLine(line: string): { card: number | undefined; problems: string[] } {
  const { deck, problems } = parseDeck(`4 Riolu SVI 112\n52 Basic Fighting Energy SVE 6\n${line}\n`, 'x.txt');
  return { card: deck.lines.find((l) => l.line === 3)?.card, problems: problems.map((p) => `${p.line}: ${p.reason}`) };
}

describe('V5 reprints: the same name and text is the same card', () => {
  it(`V5 the checked-in table is what the card data gives (npm run gen:reprints)${NO_DATA}`, { skip: !HAVE_DATA }, () => {
    const checkedIn = readFileSync(join(ROOT, TABLE_PATH), 'utf8');
    expect(reprintsSource(buildReprints(DATA)), `${TABLE_PATH} is stale: run npm run gen:reprints`).toBe(checkedIn);
  });

  const cited: [string, string, number][] = [
    ['Arven OBF 186', 'SVI', 166],
    ['Iono PAF 80', 'PAL', 185],
    ['Iono PAF 237', 'PAL', 185],
    ['Rare Candy PAF 89', 'SVI', 191],
    ['Ultra Ball PAF 91', 'SVI', 196],
    ['Nest Ball PAF 84', 'SVI', 181],
    ['Charmander PAF 109', 'PAF', 7], // a shiny printing in the pool card's own set
    ['Basic Fire Energy SVE 10', 'SVE', 2],
  ];
  for (const [printing, code, number] of cited) {
    it(`V5 D3 '${printing}' loads as the pool's ${code} ${number}`, () => {
      const [, setCode, n] = /^.+ (\S+) (\d+)$/.exec(printing)!;
      expect(isReprint(setCode, Number(n)), `${printing} is not a pool card's own printing`).toBe(true);
      const { card, problems } = resolveLine(`4 ${printing}`);
      expect(problems).toEqual([]);
      expect(card).toBe(findByCode(code, number));
    });
  }

  it('V5 D3 ASC and MEP printings (records of another source) resolve as the facts table\'s text hash says: Boss\'s Orders ASC 183 is the pool\'s Boss\'s Orders', () => {
    const bosses = resolveLine("4 Boss's Orders ASC 183");
    expect(bosses.problems).toEqual([]);
    expect(bosses.card).toBe(findByCode('MEG', 114));
    expect(printingLabel(bosses.card!)).toBe("Boss's Orders MEG 114");
    const dragapult = resolveLine('4 Dragapult ex ASC 160');
    expect(dragapult.problems).toEqual([]);
    expect(dragapult.card).toBe(findByCode('TWM', 130));
    // the 21 printings of those sets the raw comparison missed play as a pool card of the same text
    const printings = [['MEP', [4, 10, 12]], ['ASC', [105, 106, 112, 113, 142, 158, 159, 160, 183, 190, 192, 200, 247, 248, 256, 288, 292, 293]]] as const;
    for (const [code, numbers] of printings) {
      for (const n of numbers) {
        expect(isReprint(code, n), `${code} ${n}`).toBe(true);
        const card = ALL_CARDS[findByCode(code, n)];
        expect(findFacts(setCodeOf(card), card.number)?.textHash, `${code} ${n} plays as ${card.name}`).toBe(facts(code, n).textHash);
      }
    }
  });

  it('V5 a reprint may carry its own parenthetical name (Professor\'s Research (Professor Magnolia) SSH 178); a wrong name is refused', () => {
    const magnolia = resolveLine("4 Professor's Research (Professor Magnolia) SSH 178");
    expect(magnolia.problems).toEqual([]);
    expect(ALL_CARDS[magnolia.card!].name).toMatch(/^Professor's Research/);
    expect(resolveLine('4 Iono OBF 186').problems[0]).toBe("3: OBF 186 is 'Arven', not 'Iono'");
  });

  it('V5 a printing whose text differs is still refused, naming the printings the pool has', () => {
    // Boss's Orders RCL 154 words its effect differently; Armarouge SVI 41 has another Ability (Fire Off, not played).
    expect(resolveLine("4 Boss's Orders RCL 154").problems[0])
      .toBe("3: unknown printing 'RCL 154' of 'Boss's Orders' (the pool has Boss's Orders (Ghetsis) PAL 172, Boss's Orders MEG 114)");
    expect(resolveLine('4 Armarouge SVI 41').problems[0]).toBe("3: unknown printing 'SVI 41' of 'Armarouge' (the pool has Armarouge OBF 44)");
    expect(findByCode('RCL', 154)).toBe(-1);
    expect(findByCode('SVI', 41)).toBe(-1);
  });

  it('V5 every row of the table points at a pool card, and no row shadows a pool card\'s own printing', () => {
    expect(REPRINTS.length).toBeGreaterThan(0);
    const own = new Set(ALL_CARDS.map((c) => `${c.set}|${c.number}`));
    for (const [set, number, toSet, toNumber] of REPRINTS) {
      expect(own.has(`${set}|${number}`), `${set} ${number}`).toBe(false);
      expect(own.has(`${toSet}|${toNumber}`), `${toSet} ${toNumber}`).toBe(true);
    }
  });

  it('V5 text comparison: data artefacts are folded, a different attack, HP, Ability or rules sentence is not', () => {
    const item = { id: 'a-1', name: 'Ball', number: '1', supertype: 'Trainer', subtypes: ['Item'], rules: ['Search your deck for a Pokémon. Then, shuffle your deck.', 'You may play any number of Item cards during your turn.'] };
    // split differently, glued sentences, curly apostrophe, case, markup, no reminder line, repeated
    expect(cardText({ ...item, rules: ['Search your deck for a <i>Pokémon</i>.Then,  shuffle your deck.', 'search your deck for a Pokémon.'] })).toBe(cardText(item));
    expect(cardText({ ...item, rules: ['Search your deck for a Basic Pokémon. Then, shuffle your deck.'] })).not.toBe(cardText(item));
    expect(cardText({ ...item, subtypes: ['Supporter'] })).not.toBe(cardText(item));
    expect(cardText({ ...item, name: 'Ball (Someone)' })).toBe(cardText(item)); // D3: the parenthetical is not the name
    const mon = {
      id: 'a-2', name: 'Mon', number: '2', supertype: 'Pokémon', subtypes: ['Basic'], hp: '70', types: ['Fire'],
      attacks: [{ name: 'Hit', cost: ['Fire', 'Colorless'], damage: '30', text: '' }], weaknesses: [{ type: 'Water', value: '×2' }], retreatCost: ['Colorless'],
    };
    expect(cardText({ ...mon, attacks: [{ name: 'Hit', cost: ['Colorless', 'Fire'], damage: '30', text: '' }] })).toBe(cardText(mon));
    expect(cardText({ ...mon, attacks: [{ name: 'Hit', cost: ['Fire', 'Colorless'], damage: '40', text: '' }] })).not.toBe(cardText(mon));
    expect(cardText({ ...mon, attacks: [{ name: 'Hit', cost: ['Fire', 'Fire'], damage: '30', text: '' }] })).not.toBe(cardText(mon));
    expect(cardText({ ...mon, hp: '80' })).not.toBe(cardText(mon));
    expect(cardText({ ...mon, retreatCost: [] })).not.toBe(cardText(mon));
    expect(cardText({ ...mon, abilities: [{ name: 'Veil', type: 'Ability', text: 'Prevent it.' }] })).not.toBe(cardText(mon));
  });

  it('V5 validate: a list naming reprints (OBF, PAF, shiny and SVE printings) says ok and plays as the pool\'s cards', async () => {
    const list = [
      'Pokémon: 4', '2 Charmander PAF 109', '2 Charmander PAF 7',
      'Trainer: 16', '4 Arven OBF 186', '4 Iono PAF 80', '2 Rare Candy PAF 89', '2 Ultra Ball PAF 91', '4 Nest Ball PAF 84',
      'Energy: 40', '40 Basic Fire Energy SVE 10',
    ].join('\n');
    const f = tmp.path('reprints.txt');
    writeFileSync(f, list);
    const r = await ptcgAsync('validate', f);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('ok (format standard-2026)\n');
    expect(r.status).toBe(0);
    const labels = parseDeck(list, f).deck.lines.map((l) => printingLabel(l.card));
    expect(labels).toEqual(['Charmander PAF 7', 'Charmander PAF 7', 'Arven SVI 166', 'Iono PAL 185', 'Rare Candy SVI 191', 'Ultra Ball SVI 196', 'Nest Ball SVI 181', 'Basic Fire Energy SVE 2']);
  });

  it('V5 D2: reprints count with their pool card for the 4-copy limit', () => {
    const { problems } = parseDeck('4 Riolu SVI 112\n3 Arven SVI 166\n2 Arven OBF 186\n51 Basic Fighting Energy SVE 6\n', 'x.txt');
    expect(problems).toEqual([{ path: 'x.txt', line: 2, reason: "5 copies of 'Arven': at most 4 cards of one name (D2)" }]);
  });
});
