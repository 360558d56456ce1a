// Deck lists as people paste them: PTCG Live forms, the era of name-only lines, cards outside the
// pool, and files that are not text at all. Through parseDeck/loadDeck and through the CLI.
import { describe, it, expect, afterAll } from 'vitest';
import { writeFileSync, openSync, ftruncateSync, closeSync, readFileSync } from 'node:fs';
import { parseDeck, loadDeck, readDeckText, DeckError, type DeckProblem } from '../src/decks/deck.js';
import { ALL_CARDS, findByCode, findPrintings, printingLabel } from '../src/cards/pool.js';
import type { RuleSetName } from '../src/engine/rules.js';
import { ptcgAsync, tempDir, oneErrorLine } from './helpers/cli.js';

const tmp = tempDir('ptcg-decks-');
afterAll(() => tmp.done());

function file(name: string, content: string | Buffer): string {
  const f = tmp.path(name);
  writeFileSync(f, content);
  return f;
}

/** The printing ("Potion SVI 188") of each resolved line, in list order. */
function printings(text: string, rules?: RuleSetName): { labels: string[]; problems: DeckProblem[] } {
  const { deck, problems } = parseDeck(text, 'x.txt', { rules });
  return { labels: deck.lines.map((l) => printingLabel(l.card)), problems };
}

function id(code: string, number: number): number {
  const card = findByCode(code, number);
  expect(card, `${code} ${number} is in the pool`).toBeGreaterThanOrEqual(0);
  return card;
}

// A legal 56-card Scarlet & Violet core; each paste-form line below adds 4 cards.
const SV_CORE = '4 Riolu SVI 112\n52 Basic Fighting Energy SVE 6\n';

describe('paste forms: each resolves to the printing it names', () => {
  const forms: { form: string; line: string; card: [string, number] }[] = [
    { form: 'PTCG Live basic Energy {F}', line: '4 Basic {F} Energy SVE 6', card: ['SVE', 6] },
    { form: 'basic Energy {G}', line: '4 Basic {G} Energy SVE 1', card: ['SVE', 1] },
    { form: 'basic Energy {R}', line: '4 Basic {R} Energy SVE 2', card: ['SVE', 2] },
    { form: 'basic Energy {W}', line: '4 Basic {W} Energy SVE 3', card: ['SVE', 3] },
    { form: 'basic Energy {L}', line: '4 Basic {L} Energy SVE 4', card: ['SVE', 4] },
    { form: 'basic Energy {P}', line: '4 Basic {P} Energy SVE 5', card: ['SVE', 5] },
    { form: 'basic Energy without "Basic"', line: '4 Fighting Energy SVE 6', card: ['SVE', 6] },
    { form: 'zero-padded number', line: '4 Basic Fighting Energy SVE 006', card: ['SVE', 6] },
    { form: 'old PTCG Live set code "Energy"', line: '4 Basic {F} Energy Energy 6', card: ['SVE', 6] },
    { form: '"* " bullet', line: '* 4 Squawkabilly SVI 162', card: ['SVI', 162] },
    { form: '"- " bullet', line: '- 4 Squawkabilly SVI 162', card: ['SVI', 162] },
    { form: '"3x" count', line: '4x Squawkabilly SVI 162', card: ['SVI', 162] },
    { form: '"3 x" count', line: '4 x Squawkabilly SVI 162', card: ['SVI', 162] },
    { form: 'accent-free Pokegear', line: '4 Pokegear 3.0 SVI 186', card: ['SVI', 186] },
    { form: 'accent-free Pokegear, no set code', line: '4 Pokegear 3.0', card: ['SVI', 186] },
    { form: 'promo code PR-SV, zero-padded', line: '4 Lucario ex PR-SV 017', card: ['SVP', 17] },
    { form: 'promo code SVP', line: '4 Lucario ex SVP 17', card: ['SVP', 17] },
    // D3: the data's trailing parenthetical (the pictured character) is not part of the name PTCG Live writes
    { form: "PTCG Live name of Boss's Orders (Ghetsis)", line: "4 Boss's Orders PAL 172", card: ['PAL', 172] },
    { form: "curly apostrophe, Boss’s Orders (Ghetsis)", line: '4 Boss’s Orders PAL 172', card: ['PAL', 172] },
    { form: 'the data name with its parenthetical', line: "4 Boss's Orders (Ghetsis) PAL 172", card: ['PAL', 172] },
    { form: "PTCG Live name of Professor's Research (Professor Sada)", line: "4 Professor's Research SVI 189", card: ['SVI', 189] },
    { form: "PTCG Live name of Professor's Research (Professor Turo)", line: '4 Professor’s Research SVI 190', card: ['SVI', 190] },
  ];
  for (const f of forms) {
    it(`${f.form}: '${f.line}'`, () => {
      const { deck, problems } = parseDeck(SV_CORE + f.line + '\n', 'x.txt');
      expect(problems).toEqual([]);
      expect(deck.cards).toHaveLength(60);
      expect(deck.lines[2]).toEqual({ line: 3, count: 4, card: id(f.card[0], f.card[1]) });
    });
  }

  it('a misprinted number (a number the set does not have in the pool, a name the set has once) reads as that card, with a note', () => {
    const { deck, problems } = parseDeck(SV_CORE + '4 Natu PAR 999\n', 'x.txt');
    expect(problems).toEqual([]);
    expect(deck.lines[2]).toMatchObject({ line: 3, count: 4, card: id('PAR', 71) });
    expect(deck.lines[2].renumbered).toBe("'Natu PAR 999' read as Natu PAR 71, the set's only Natu");
    // a name the set lacks stays an error, and so does a number the pool gives another card
    expect(parseDeck(SV_CORE + '4 Pikachu PAR 999\n', 'x.txt').problems.map((p) => p.reason)[0]).toMatch(/unknown printing 'PAR 999' of 'Pikachu'/);
    expect(parseDeck(SV_CORE + '4 Natu PAR 073\n', 'x.txt').problems.map((p) => p.reason)[0]).toBe("PAR 073 is 'Latios', not 'Natu'");
  });

  it('validate prints the note after ok', async () => {
    const t = tempDir();
    try {
      writeFileSync(t.path('natu.txt'), SV_CORE + '4 Natu PAR 999\n');
      const r = await ptcgAsync('validate', t.path('natu.txt'));
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(`ok (format standard-2026)\n${t.path('natu.txt')}:3: note: 'Natu PAR 999' read as Natu PAR 71, the set's only Natu\n`);
    } finally {
      t.done();
    }
  });

  it('curly and straight apostrophes, accent-free "Pokemon" headers and "Pokedex" name the same cards', () => {
    const list = ['Pokemon: 4', "4 Farfetch’d BS 27", 'Trainers: 4', '2 Pokedex BS 87', '2 Pokédex', 'Energy: 52', '52 Fighting Energy BS 97'].join('\n');
    const { labels, problems } = printings(list);
    expect(problems).toEqual([]);
    expect(labels).toEqual(["Farfetch'd BS 27", 'Pokédex BS 87', 'Pokédex BS 87', 'Fighting Energy BS 97']);
  });

  it('{D} and {M} Energy parse as card lines: the basic Darkness and Metal Energy (SVE 7, SVE 8)', () => {
    const { labels, problems } = printings(SV_CORE.replace('52', '48') + '4 Basic {D} Energy SVE 7\n4 Basic {M} Energy SVE 8\n');
    expect(problems).toEqual([]);
    expect(labels.slice(-2)).toEqual(['Basic Darkness Energy SVE 7', 'Basic Metal Energy SVE 8']);
  });

  it('a line naming one card with another card\'s set and number is refused', () => {
    const { problems } = printings(SV_CORE + '4 Fire Energy SVE 6\n');
    expect(problems).toEqual([{ path: 'x.txt', line: 3, reason: "SVE 6 is 'Basic Fighting Energy', not 'Fire Energy'" }]);
  });

  it('a malformed line is quoted short, never echoed whole', () => {
    const junk = 'x'.repeat(5000);
    const { problems } = printings(SV_CORE + junk + '\n4 Squawkabilly SVI 162\n');
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(3);
    expect(problems[0].reason.length).toBeLessThan(120);
    expect(problems[0].reason).toMatch(/^malformed line 'x{60}…' \(expected COUNT NAME SET NUMBER\)$/);
  });
});

describe('paste forms: headers, titles, totals and (SET N)', () => {
  // 4 Riolu + 4 Squawkabilly + 52 Energy under the given header lines.
  const list = (pokemon: string, trainer: string, energy: string) =>
    [pokemon, '4 Riolu SVI 112', '4 Squawkabilly SVI 162', trainer, energy, '52 Basic Fighting Energy SVE 6'].join('\n');

  const headers: [string, string, string][] = [
    ['Pokémon:', 'Trainers:', 'Energy:'],
    ['Pokemon', 'Trainers', 'Energy'],
    ['Pokémon', 'Trainer', 'Energy'],
    ['Pokémon (8)', 'Trainer (0)', 'Energy (52)'],
    ['Pokémon: 8', 'Trainer: 0', 'Energy: 52'],
    ['Pokémon - 8', 'Trainer - 0', 'Energy - 52'],
    ['Pokemon Cards: 8', 'Trainer Cards - 0', 'Energy Cards (52)'],
  ];
  for (const [p, t, e] of headers) {
    it(`headers '${p}' / '${t}' / '${e}' are skipped`, () => {
      const { deck, problems } = parseDeck(list(p, t, e), 'x.txt');
      expect(problems).toEqual([]);
      expect(deck.lines.map((l) => [l.line, l.count, printingLabel(l.card)])).toEqual([[2, 4, 'Riolu SVI 112'], [3, 4, 'Squawkabilly SVI 162'], [6, 52, 'Basic Fighting Energy SVE 6']]);
    });
  }

  it('a header\'s count, in any form, is checked against the cards under it', () => {
    const { problems } = parseDeck(list('Pokémon (9)', 'Trainer - 0', 'Energy: 50'), 'x.txt');
    expect(problems).toEqual([
      { path: 'x.txt', line: 1, reason: "section 'Pokémon (9)' lists 8 cards" },
      { path: 'x.txt', line: 5, reason: "section 'Energy: 50' lists 52 cards" },
    ]);
  });

  it('"4x Charmander (PAF 7)": the set code and number in parentheses', () => {
    const { deck, problems } = parseDeck('4x Charmander (PAF 7)\n2 Potion (SVI 188)\n54 Basic Fire Energy ( SVE 002 )\n', 'x.txt');
    expect(problems).toEqual([]);
    expect(deck.lines.map((l) => printingLabel(l.card))).toEqual(['Charmander PAF 7', 'Potion SVI 188', 'Basic Fire Energy SVE 2']);
    // a parenthetical without a number stays part of the name
    expect(parseDeck(SV_CORE + "4 Boss's Orders (Ghetsis) (PAL 172)\n", 'x.txt').problems).toEqual([]);
  });

  it('a title line at the top is skipped and names the deck; "# name:" still wins', () => {
    const titled = parseDeck('My Charizard deck\n' + SV_CORE + '4 Squawkabilly SVI 162\n', 'x.txt');
    expect(titled.problems).toEqual([]);
    expect(titled.deck.name).toBe('My Charizard deck');
    expect(titled.deck.cards).toHaveLength(60);
    const afterBlank = parseDeck('\n# a comment\n  Lost Box — 2nd place  \nPokémon: 4\n' + SV_CORE + '4 Squawkabilly SVI 162\n', 'x.txt');
    expect(afterBlank.problems.map((p) => p.reason)).toEqual(["section 'Pokémon: 4' lists 60 cards"]);
    expect(afterBlank.deck.name).toBe('Lost Box — 2nd place');
    expect(parseDeck('# name: Riolu\nMy deck\n' + SV_CORE + '4 Squawkabilly SVI 162\n', 'x.txt').deck.name).toBe('Riolu');
  });

  it('a non-card line anywhere but the top stays an error naming its line, a second title line too', () => {
    const below = parseDeck(SV_CORE + 'Some notes about the deck\n4 Squawkabilly SVI 162\n', 'x.txt');
    expect(below.problems).toEqual([{ path: 'x.txt', line: 3, reason: "malformed line 'Some notes about the deck' (expected COUNT NAME SET NUMBER)" }]);
    const twice = parseDeck('My deck\nby me\n' + SV_CORE + '4 Squawkabilly SVI 162\n', 'x.txt');
    expect(twice.problems).toEqual([{ path: 'x.txt', line: 2, reason: "malformed line 'by me' (expected COUNT NAME SET NUMBER)" }]);
    const afterHeader = parseDeck('Pokémon: 4\nMy deck\n4 Riolu SVI 112\n', 'x.txt');
    expect(afterHeader.problems[0]).toEqual({ path: 'x.txt', line: 2, reason: "malformed line 'My deck' (expected COUNT NAME SET NUMBER)" });
  });

  it('a first line that is a card line without its count is not a title: it is an error', () => {
    for (const first of ['Squawkabilly SVI 162', 'Squawkabilly (SVI 162)']) {
      const { problems } = parseDeck(`${first}\n` + SV_CORE, 'x.txt');
      expect(problems[0], first).toEqual({ path: 'x.txt', line: 1, reason: `malformed line '${first}' (expected COUNT NAME SET NUMBER)` });
    }
  });

  for (const total of ['Total Cards: 60', 'Total: 60', 'Total cards 60', 'TOTAL CARDS - 60', 'Total']) {
    it(`a totals line '${total}' is skipped (D1 counts the cards)`, () => {
      const { deck, problems } = parseDeck(SV_CORE + '4 Squawkabilly SVI 162\n' + total + '\n', 'x.txt');
      expect(problems).toEqual([]);
      expect(deck.cards).toHaveLength(60);
    });
  }
});

describe('the era of a name-only line printed in both eras', () => {
  // Potion, Switch, Energy Retrieval and basic Energy have a Base Set and a Scarlet & Violet printing.
  it('the pool does have both printings of the names these tests rely on', () => {
    for (const name of ['Potion', 'Switch', 'Energy Retrieval', 'Fire Energy', 'Pikachu']) {
      const sets = new Set(findPrintings(name).map((c) => ALL_CARDS[c].set));
      expect(sets.has('base1'), name).toBe(true);
      expect([...sets].some((s) => s.startsWith('sv')), name).toBe(true);
    }
  });

  it('an SV list (set codes SVI/SVE) takes the SV printings of Potion, Switch, Energy Retrieval, Fire Energy', () => {
    const list = '4 Riolu SVI 112\n2 Potion\n2 Switch\n2 Energy Retrieval\n25 Fire Energy\n25 Basic Fighting Energy SVE 6\n';
    const { labels, problems } = printings(list);
    expect(problems).toEqual([]);
    expect(labels).toEqual(['Riolu SVI 112', 'Potion SVI 188', 'Switch SVI 194', 'Energy Retrieval SVI 171', 'Basic Fire Energy SVE 2', 'Basic Fighting Energy SVE 6']);
  });

  it('a Base Set list (set code BS) takes the Base Set printings', () => {
    const list = '4 Charmander BS 46\n2 Potion\n2 Switch\n2 Energy Retrieval\n50 Fire Energy\n';
    const { labels, problems } = printings(list);
    expect(problems).toEqual([]);
    expect(labels).toEqual(['Charmander BS 46', 'Potion BS 94', 'Switch BS 95', 'Energy Retrieval BS 81', 'Fire Energy BS 98']);
  });

  it('a Pokémon name printed in both eras (Rattata) follows the list\'s era too', () => {
    expect(printings('4 Rattata\n56 Lightning Energy BS 100\n').labels[0]).toBe('Rattata BS 61');
    expect(printings('4 Rattata\n56 Basic Lightning Energy SVE 4\n').labels[0]).toBe('Rattata MEW 19');
  });

  it('a list where nothing tells the era (no set codes, every name in both eras) is ambiguous: add set codes or pass --rules', () => {
    const { labels, problems } = printings('4 Rattata\n2 Potion\n54 Fire Energy\n');
    expect(labels).toEqual([]);
    expect(problems).toEqual([
      { path: 'x.txt', line: 1, reason: "ambiguous: 'Rattata' is printed in Base Set and Scarlet & Violet and the list's other cards don't tell which era it is: add set codes (e.g. 'Rattata BS 61' or 'Rattata MEW 19') or pass --rules classic|standard" },
      { path: 'x.txt', line: 2, reason: "ambiguous: 'Potion' is printed in Base Set and Scarlet & Violet and the list's other cards don't tell which era it is: add set codes (e.g. 'Potion BS 94' or 'Potion SVI 188') or pass --rules classic|standard" },
      { path: 'x.txt', line: 3, reason: "ambiguous: 'Fire Energy' is printed in Base Set and Scarlet & Violet and the list's other cards don't tell which era it is: add set codes (e.g. 'Fire Energy BS 98' or 'Basic Fire Energy SVE 2') or pass --rules classic|standard" },
    ]);
  });

  it('a list mixing Base Set and SV codes does not tell either', () => {
    const { problems } = printings('4 Charmander BS 46\n4 Riolu SVI 112\n2 Potion\n25 Fire Energy BS 98\n25 Basic Fighting Energy SVE 6\n');
    expect(problems.map((p) => [p.line, p.reason.split(':')[0]])).toEqual([[3, 'ambiguous']]);
    expect(problems[0].reason).toMatch(/don't tell which era it is: add set codes \(e\.g\. 'Potion BS 94' or 'Potion SVI 188'\) or pass --rules classic\|standard$/);
  });

  it('names-only lists: a name printed in one era only settles the era of the others (Arven, Nest Ball: SV; Charizard: Base Set)', () => {
    const sv = printings('4 Rattata\n4 Arven\n2 Potion\n50 Fire Energy\n');
    expect(sv.problems).toEqual([]);
    expect(sv.labels).toEqual(['Rattata MEW 19', 'Arven SVI 166', 'Potion SVI 188', 'Basic Fire Energy SVE 2']);
    expect(printings('4 Rattata\n4 Nest Ball\n52 Fire Energy\n').labels).toEqual(['Rattata MEW 19', 'Nest Ball SVI 181', 'Basic Fire Energy SVE 2']);
    // SV printings of one name with different text (Charmander PAF 7, PFL 11, …): the name alone can't tell
    expect(printings('4 Charmander\n4 Arven\n52 Fire Energy\n').problems[0].reason).toMatch(/^'Charmander' has several printings in the pool \(Charmander PAF 7, Charmander PFL 11, Charmander SVP 44, /);
    const classic = printings('4 Charmander\n4 Charizard\n2 Potion\n50 Fire Energy\n');
    expect(classic.problems).toEqual([]);
    expect(classic.labels).toEqual(['Charmander BS 46', 'Charizard BS 4', 'Potion BS 94', 'Fire Energy BS 98']);
    // the list's own era comes before the rule set's
    expect(printings('4 Rattata\n4 Arven\n52 Fire Energy\n', 'classic').labels[0]).toBe('Rattata MEW 19');
    // names of both eras only (Charizard and Arven) don't settle it
    const both = printings('4 Charizard\n4 Arven\n2 Potion\n50 Fire Energy\n');
    expect(both.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(both.problems[0].reason).toMatch(/^ambiguous: 'Potion' .* or pass --rules classic\|standard$/);
  });

  it('the rule set decides when the list doesn\'t: classic rules take Base Set, standard and sm take SV', () => {
    const list = '4 Rattata\n2 Potion\n54 Fire Energy\n';
    const cases: [RuleSetName, string[]][] = [
      ['classic', ['Rattata BS 61', 'Potion BS 94', 'Fire Energy BS 98']],
      ['classic-turn1-attack', ['Rattata BS 61', 'Potion BS 94', 'Fire Energy BS 98']],
      ['standard', ['Rattata MEW 19', 'Potion SVI 188', 'Basic Fire Energy SVE 2']],
      ['sm', ['Rattata MEW 19', 'Potion SVI 188', 'Basic Fire Energy SVE 2']],
    ];
    for (const [rules, labels] of cases) {
      const r = printings(list, rules);
      expect(r.problems, rules).toEqual([]);
      expect(r.labels, rules).toEqual(labels);
    }
    const mixed = '4 Charmander BS 46\n4 Riolu SVI 112\n2 Potion\n25 Fire Energy BS 98\n25 Basic Fighting Energy SVE 6\n';
    expect(printings(mixed, 'classic').labels[2]).toBe('Potion BS 94');
    expect(printings(mixed, 'standard').labels[2]).toBe('Potion SVI 188');
  });

  it('the list\'s own set codes come before the rule set', () => {
    const sv = '4 Riolu SVI 112\n2 Potion\n54 Basic Fighting Energy SVE 6\n';
    expect(printings(sv, 'classic').labels[1]).toBe('Potion SVI 188');
    const classic = '4 Charmander BS 46\n2 Potion\n54 Fire Energy BS 98\n';
    expect(printings(classic, 'standard').labels[1]).toBe('Potion BS 94');
  });

  it('a name with one printing needs no era (Charizard in a list without codes)', () => {
    expect(printings('4 Charizard\n56 Fire Energy BS 98\n').labels).toEqual(['Charizard BS 4', 'Fire Energy BS 98']);
  });
});

describe('cards outside the pool', () => {
  it('"unknown printing" names the printings the pool has', () => {
    const { problems } = printings(SV_CORE + '4 Potion PAL 999\n');
    expect(problems[0]).toEqual({ path: 'x.txt', line: 3, reason: "unknown printing 'PAL 999' of 'Potion' (the pool has Potion BS 94, Potion SVI 188)" });
    const energy = printings(SV_CORE + '4 Basic Fire Energy PAL 999\n').problems[0];
    expect(energy.reason).toBe("unknown printing 'PAL 999' of 'Basic Fire Energy' (the pool has Fire Energy BS 98, Basic Fire Energy SVE 2)");
  });

  // The Charizard ex League Battle Deck as PTCG Live exports it, with its Supporters swapped for
  // cards outside the pool (Judge, Penny, Clive; all 164 cards of the 13 SV Battle Decks are in it).
  const CHARIZARD = [
    'Pokémon: 20', '4 Charmander PAF 007', '3 Charmeleon PAF 008', '3 Charizard ex OBF 125', '3 Pidgey MEW 016',
    '2 Pidgeotto MEW 017', '2 Pidgeot ex OBF 164', '3 Moltres MEW 146',
    'Trainer: 30', '4 Judge SVI 176', '2 Penny SVI 183', '2 Boss’s Orders PAL 172', '2 Clive PAR 158',
    '2 Artazon PAL 171', '4 Buddy-Buddy Poffin TEF 144', '4 Rare Candy SVI 191', '4 Ultra Ball SVI 196',
    '1 Prime Catcher TEF 157', '1 Super Rod PAL 188', '1 Switch SVI 194', '2 Technical Machine: Evolution PAR 178',
    '1 Defiance Band SVI 169',
    'Energy: 10', '10 Basic Fire Energy SVE 002',
  ].join('\n');

  it('the real Charizard ex League list validates as printed', () => {
    const real = CHARIZARD.replace('4 Judge SVI 176', '4 Iono PAL 185').replace('2 Penny SVI 183', '2 Arven SVI 166')
      .replace('2 Clive PAR 158', "2 Professor's Research SVI 189");
    expect(parseDeck(real, 'charizard.txt').problems).toEqual([]);
  });

  it('a real list ends with one summary line counting the cards outside the pool and naming each printing once', () => {
    const { problems } = parseDeck(CHARIZARD, 'charizard.txt');
    const last = problems[problems.length - 1];
    expect(last.line).toBe(0);
    expect(last.reason).toBe('6 of 60 cards are not in the pool: Judge SVI 176, Clive PAR 158');
    expect(problems.filter((p) => /not in the pool/.test(p.reason))).toHaveLength(1);
    // every other problem is one unknown card or printing on its line; the sections and D1 still add up
    for (const p of problems.slice(0, -1)) expect(p.reason).toMatch(/^unknown (card|printing) /);
    expect(problems).toHaveLength(3);
  });

  it('unknown cards count towards D1, and D4 is not claimed when the Basic Pokémon may be among them', () => {
    const one = printings('1 Judge SVI 176\n4 Riolu SVI 112\n55 Basic Fighting Energy SVE 6\n').problems;
    expect(one.map((p) => p.reason)).toEqual(["unknown card 'Judge SVI 176' (not in the card pool)", '1 of 60 cards is not in the pool: Judge SVI 176']);
    const noneKnown = printings('4 Charmander PAL 40\n56 Basic Fire Energy SVE 2\n').problems;
    expect(noneKnown.map((p) => p.reason)).toEqual(["unknown printing 'PAL 40' of 'Charmander' (the pool has Charmander BS 46, Charmander PAF 7, Charmander PFL 11, Charmander SVP 44, Charmander SVP 47, Charmander ASC 20)", '4 of 60 cards are not in the pool: Charmander PAL 40']);
    const short = printings('4 Charmander PAL 40\n50 Basic Fire Energy SVE 2\n').problems;
    expect(short.map((p) => p.reason)).toContain('54 cards: a deck has exactly 60 cards, or 30 for a starter deck (D1)');
  });

  it('a name-only line for an unknown card is listed by its name', () => {
    const { problems } = printings(SV_CORE + '2 Judge\n2 Judge\n');
    expect(problems.map((p) => p.reason)).toEqual([
      "unknown card 'Judge' (not in the card pool)",
      "unknown card 'Judge' (not in the card pool)",
      '4 of 60 cards are not in the pool: Judge',
    ]);
  });
});

describe('files that are not text deck lists: one line, found fast', () => {
  const kinds: { kind: string; make: () => string; why: RegExp }[] = [
    { kind: 'UTF-16 LE (BOM)', make: () => file('utf16le.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('4 Riolu SVI 112\n', 'utf16le')])), why: /\(UTF-16; save it as UTF-8\)$/ },
    { kind: 'UTF-16 BE (BOM)', make: () => file('utf16be.txt', Buffer.from([0xfe, 0xff, 0x00, 0x34, 0x00, 0x20])), why: /\(UTF-16; save it as UTF-8\)$/ },
    { kind: 'binary with NUL bytes', make: () => file('binary.txt', Buffer.from([0x34, 0x20, 0x00, 0x01, 0x02, 0xff, 0x0a, 0x00])), why: /\(binary: it contains NUL bytes\)$/ },
    { kind: 'invalid UTF-8 (Latin-1)', make: () => file('latin1.txt', Buffer.from('4 Pok\xe9gear 3.0 SVI 186\n', 'latin1')), why: /\(not valid UTF-8\)$/ },
    {
      // A sparse 3 GB file: reading it whole would fail or take seconds, so this also proves the
      // size is checked before reading.
      kind: 'over 1 MB (3 GB, sparse)',
      make: () => { const f = tmp.path('huge.txt'); const fd = openSync(f, 'w'); ftruncateSync(fd, 3 * 1024 ** 3); closeSync(fd); return f; },
      why: /\(3072 MB; a deck list is under 1 MB\)$/,
    },
    { kind: 'just over 1 MB of text', make: () => file('long.txt', '4 Riolu SVI 112\n'.repeat(70000)), why: /\(1\.1 MB; a deck list is under 1 MB\)$/ },
  ];

  for (const k of kinds) {
    it(`${k.kind}: loadDeck throws one "not a text deck list" problem`, () => {
      const f = k.make();
      let err: unknown;
      const t0 = performance.now();
      try { loadDeck(f); } catch (e) { err = e; }
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(err).toBeInstanceOf(DeckError);
      const problems = (err as DeckError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0].line).toBe(0);
      expect(`${f}: ${problems[0].reason}`).toMatch(new RegExp(`^${f}: not a text deck list \\(`));
      expect(problems[0].reason).toMatch(k.why);
    });
  }

  it('a UTF-8 BOM is fine, and a deck list just under 1 MB is still read', () => {
    const f = file('bom.txt', '\uFEFF' + SV_CORE + '4 Squawkabilly SVI 162\n');
    expect(loadDeck(f).cards).toHaveLength(60);
    const padded = file('padded.txt', SV_CORE + '4 Squawkabilly SVI 162\n' + '#'.repeat(1024 * 1024 - 200) + '\n');
    expect(readDeckText(padded).length).toBeLessThanOrEqual(1024 * 1024);
    expect(loadDeck(padded).cards).toHaveLength(60);
  });

  it('CLI validate: each kind is exactly one short stdout line, exit 1; good decks alongside still say ok', async () => {
    const files = kinds.map((k) => k.make());
    const r = await ptcgAsync('validate', ...files, 'decks/standard/lucario-ex.txt');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const out = r.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(files.length + 1);
    files.forEach((f, i) => {
      expect(out[i]).toMatch(new RegExp(`^${f}: not a text deck list \\(`));
      expect(out[i]).toMatch(kinds[i].why);
    });
    expect(out[files.length]).toMatch(/^decks\/standard\/lucario-ex\.txt: ok \(/);
    expect(r.stdout.length).toBeLessThan(1000);
  });

  it('CLI play with a binary deck: one stderr line, exit 2', async () => {
    const f = kinds[2].make();
    const r = await ptcgAsync('play', '--deck', f, '--opponent', 'decks/classic/zap.txt', '--quiet');
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${f}: not a text deck list (binary: it contains NUL bytes)`);
  });
});

describe('through the CLI', () => {
  it('validate: an ambiguous list and a list with cards outside the pool, exit 1 with one line each', async () => {
    const amb = file('ambiguous.txt', '4 Pikachu BS 58\n4 Riolu SVI 112\n2 Potion\n50 Fire Energy BS 98\n');
    const outside = file('outside.txt', '4 Judge SVI 176\n4 Riolu SVI 112\n52 Basic {F} Energy SVE 6\n');
    const r = await ptcgAsync('validate', amb, outside);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      `${amb}:3: ambiguous: 'Potion' is printed in Base Set and Scarlet & Violet and the list's other cards don't tell which era it is: add set codes (e.g. 'Potion BS 94' or 'Potion SVI 188') or pass --rules classic|standard`,
      `${outside}:1: unknown card 'Judge SVI 176' (not in the card pool)`,
      `${outside}: 4 of 60 cards are not in the pool: Judge SVI 176`,
    ]);
  });

  it('validate: a PTCG Live paste of an SV list with name-only Potion/Switch/Energy Retrieval is ok', async () => {
    const f = file('paste.txt', [
      'Pokemon: 4', '* 4x Riolu SVI 112', 'Trainer: 6', '* 2 Potion', '* 2 Switch', '* 2 Energy Retrieval', 'Energy: 50', '* 50 Basic {F} Energy SVE 6', 'Total Cards: 60',
    ].join('\n'));
    const r = await ptcgAsync('validate', f);
    expect(r.stdout).toBe('ok (format standard-2026)\n');
    expect(r.status).toBe(0);
  });

  it('validate: a Limitless-style paste (title, headers without counts or in parentheses, "(SET N)", names only) is ok', async () => {
    const f = file('limitless.txt', [
      'Charizard ex - League Cup 1st', '', 'Pokémon (4)', '2 Charmander (PAF 7)', '2x Rattata', '',
      'Trainer', '4 Arven', '4 Nest Ball (SVI 181)', '', 'Energy - 48', '48 Fire Energy', '', 'Total Cards: 60',
    ].join('\n'));
    const r = await ptcgAsync('validate', f);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('ok (format standard-2026)\n');
    expect(r.status).toBe(0);
  });

  it('mulligan --rules: decides the era of a name-only line the list leaves open; without it the list is refused naming --rules; a bad value is refused', async () => {
    const f = file('era-open.txt', '4 Pikachu BS 58\n4 Riolu SVI 112\n2 Potion\n25 Lightning Energy BS 100\n25 Basic Fighting Energy SVE 6\n');
    const [none, classic, bad] = await Promise.all([
      ptcgAsync('mulligan', '--deck', f, '--games', '1000'),
      ptcgAsync('mulligan', '--deck', f, '--games', '1000', '--rules', 'classic', '--json'),
      ptcgAsync('mulligan', '--deck', f, '--games', '1000', '--rules', 'modern'),
    ]);
    expect(none.status).toBe(2);
    expect(oneErrorLine(none.stderr)).toMatch(new RegExp(`^ptcg: ${f}:3: ambiguous: 'Potion' .* or pass --rules classic\\|standard$`));
    expect(classic.stderr).toBe('');
    expect(classic.status).toBe(0);
    expect(JSON.parse(classic.stdout)).toMatchObject({ cards: 60, basics: 8 });
    expect(bad.status).toBe(2);
    expect(oneErrorLine(bad.stderr)).toMatch(/^ptcg: --rules must be one of .*\(got 'modern'\)$/);
  });

  it('play: a mixed list\'s name-only Potion is refused without --rules, and takes the printing of --rules', async () => {
    const f = file('mixed.txt', '4 Charmander BS 46\n4 Riolu SVI 112\n2 Potion\n25 Fire Energy BS 98\n25 Basic Fighting Energy SVE 6\n');
    const none = await ptcgAsync('play', '--deck', f, '--opponent', 'decks/classic/zap.txt', '--quiet');
    expect(none.status).toBe(2);
    expect(oneErrorLine(none.stderr)).toMatch(new RegExp(`^ptcg: ${f}:3: ambiguous: 'Potion' .*add set codes \\(e\\.g\\. 'Potion BS 94' or 'Potion SVI 188'\\) or pass --rules classic\\|standard$`));
    for (const [rules, want, not] of [['classic', 'BS 94', 'SVI 188'], ['standard', 'SVI 188', 'BS 94']]) {
      const log = tmp.path(`mixed-${rules}.jsonl`);
      const r = await ptcgAsync('play', '--deck', f, '--opponent', 'decks/classic/zap.txt', '--rules', rules, '--log', log, '--quiet');
      expect(r.stderr, rules).toBe('');
      expect(r.status, rules).toBe(0);
      const header = JSON.parse(readFileSync(log, 'utf8').split('\n')[0]) as { decks: { cards: string[] }[] };
      expect(header.decks[0].cards.filter((c) => c === want), rules).toHaveLength(2);
      expect(header.decks[0].cards, rules).not.toContain(not);
    }
  });
});
