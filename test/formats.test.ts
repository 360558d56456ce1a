// Formats (RULES.md V5): classic and standard-2026 on the pool's cards and on deck lists, the
// inferred format, `ptcg validate --format` and `--format` on the commands that play decks.
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync, cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadDeck, parseDeck, DeckError, type Deck } from '../src/decks/deck.js';
import { formatProblems, inferFormat, inferredFormatText } from '../src/decks/legality.js';
import { cardInFormat, FORMATS } from '../src/cards/formats.js';
import { ALL_CARDS, findByCode, printingLabel } from '../src/cards/pool.js';
import { findFacts } from '../src/cards/facts.js';
import { Supertype } from '../src/cards/types.js';
import { loadDeck as libLoadDeck, validateFormat } from '../src/lib/decks.js';
import { simulateConfig } from '../src/lib/simulate.js';
import { InputError } from '../src/errors.js';
import { bundledGroups, defaultRules } from '../src/decks/bundled.js';
import { defaultDataDir, readJson } from '../src/tools/card-data.js';
import { ROOT, ptcgAsync, tempDir, oneErrorLine } from './helpers/cli.js';

const tmp = tempDir('ptcg-formats-');
afterAll(() => tmp.done());

const ZAP = 'decks/classic/zap.txt';
const LUCARIO = 'decks/standard/lucario-ex.txt';
const TAPU = 'decks/standard/tapu-koko-ex.txt';
const GARDEVOIR = 'decks/standard/gardevoir-ex-league.txt';
const deck = (rel: string): Deck => loadDeck(join(ROOT, rel));
const isBasicEnergy = (id: number) => { const c = ALL_CARDS[id]; return c.supertype === Supertype.Energy && c.basic; };

/** Line numbers of a list file whose set code is one of `codes` (read from the file's text). */
function linesWithCodes(rel: string, codes: string[]): number[] {
  return readFileSync(join(ROOT, rel), 'utf8').split('\n').flatMap((l, i) => (new RegExp(` (${codes.join('|')}) \\d+$`).test(l.trim()) ? [i + 1] : []));
}

describe('V5 formats on the pool and on lists', () => {
  it('V5 a Base Set list (Zap!) is classic and not standard-2026: every card but its basic Energy is named, as a Base Set card', () => {
    const d = deck(ZAP);
    expect(formatProblems(d, 'classic')).toEqual([]);
    expect(inferFormat(d)).toBe('classic');
    const refused = formatProblems(d, 'standard-2026');
    const nonEnergy = d.lines.filter((l) => !isBasicEnergy(l.card));
    expect(nonEnergy.length).toBeGreaterThan(10);
    expect(refused.map((p) => p.line)).toEqual(nonEnergy.map((l) => l.line));
    refused.forEach((p, k) => {
      expect(p.path).toBe(d.path);
      expect(p.reason).toBe(`${printingLabel(nonEnergy[k].card)} is not legal in standard-2026: a Base Set card, no regulation mark (the format admits marks G, H, I, J)`);
    });
  });

  it('V5 an SV Battle Deck of G-mark cards (Lucario ex) is standard-2026; classic names every card but the basic Energy', () => {
    const d = deck(LUCARIO);
    for (const l of d.lines) {
      const c = ALL_CARDS[l.card];
      if (!isBasicEnergy(l.card)) expect(['G', 'H', 'I', 'J']).toContain(findFacts(c.set, c.number)?.regulationMark);
    }
    expect(formatProblems(d, 'standard-2026')).toEqual([]);
    expect(inferFormat(d)).toBe('standard-2026');
    const refused = formatProblems(d, 'classic');
    expect(refused.map((p) => p.line)).toEqual(d.lines.filter((l) => !isBasicEnergy(l.card)).map((l) => l.line));
    for (const p of refused) expect(p.reason).toMatch(/ is not legal in classic: not a Base Set card$/);
  });

  it('V5 the Gardevoir ex League Battle Deck: its Sword & Shield cards (regulation mark F) are each named for standard-2026, and no format admits the list', () => {
    const d = deck(GARDEVOIR);
    const fLines = linesWithCodes(GARDEVOIR, ['SIT', 'LOR', 'BRS', 'ASR']);
    expect(fLines.length).toBeGreaterThanOrEqual(3);
    const refused = formatProblems(d, 'standard-2026');
    expect(refused.map((p) => p.line)).toEqual(fLines);
    for (const p of refused) expect(p.reason).toMatch(/^.+ (SIT|LOR|BRS|ASR) \d+ is not legal in standard-2026: regulation mark F \(the format admits marks G, H, I, J\)$/);
    expect(refused.map((p) => p.reason)).toContain('Lumineon V BRS 40 is not legal in standard-2026: regulation mark F (the format admits marks G, H, I, J)');
    expect(inferFormat(d)).toBeNull();
    expect(inferredFormatText(d)).toBe('no format: standard-2026 and classic each refuse a card (--format F names them)');
  });

  it('V5 basic Energy is legal in every format (Base Set and SVE printings); a Special Energy is not', () => {
    const basics = ALL_CARDS.flatMap((_, id) => (isBasicEnergy(id) ? [id] : []));
    expect(basics.map((id) => ALL_CARDS[id].set)).toEqual(expect.arrayContaining(['base1', 'sve']));
    for (const id of basics) for (const f of FORMATS) expect(cardInFormat(id, f), `${printingLabel(id)} in ${f}`).toBe(true);
    const dce = findByCode('BS', 96);
    expect(ALL_CARDS[dce].name).toBe('Double Colorless Energy');
    expect(cardInFormat(dce, 'classic')).toBe(true);
    expect(cardInFormat(dce, 'standard-2026')).toBe(false);
  });

  it('V5 reprints: a Sword & Shield printing (mark D) of a G-mark card\'s name and text is legal in standard-2026; Base Set Potion (same name, other text) is not', () => {
    // the printings' own marks, from the card data (where it is beside the checkout)
    const swsh1File = join(defaultDataDir(), 'pokemon-tcg-data', 'cards', 'swsh1.json');
    if (existsSync(swsh1File)) {
      const swsh1 = readJson<{ number: string; name: string; regulationMark?: string }[]>(swsh1File);
      expect(swsh1.find((c) => c.number === '160')).toMatchObject({ name: 'Energy Retrieval', regulationMark: 'D' });
      expect(swsh1.find((c) => c.number === '180')).toMatchObject({ name: 'Rare Candy', regulationMark: 'D' });
    }
    const body = '4 Riolu SVI 112\n4 Energy Retrieval SSH 160\n4 Rare Candy SSH 180\n';
    const { deck: d, problems } = parseDeck(`${body}48 Basic {F} Energy SVE 6\n`, 'reprints.txt');
    expect(problems).toEqual([]);
    expect(formatProblems(d, 'standard-2026')).toEqual([]);
    expect(inferFormat(d)).toBe('standard-2026');
    const potion = parseDeck('4 Riolu SVI 112\n4 Potion BS 94\n52 Basic {F} Energy SVE 6\n', 'potion.txt').deck;
    expect(formatProblems(potion, 'standard-2026')).toEqual([
      { path: 'potion.txt', line: 2, reason: 'Potion BS 94 is not legal in standard-2026: a Base Set card, no regulation mark (the format admits marks G, H, I, J)' },
    ]);
    const svPotion = parseDeck('4 Riolu SVI 112\n4 Potion SVI 188\n52 Basic {F} Energy SVE 6\n', 'sv-potion.txt').deck;
    expect(formatProblems(svPotion, 'standard-2026')).toEqual([]);
  });

  it('V5 inference: the narrowest format admitting every card; a list mixing Base Set and SV cards is in none', () => {
    const { deck: mixed, problems } = parseDeck('4 Pikachu BS 58\n4 Riolu SVI 112\n26 Lightning Energy BS 100\n26 Basic {F} Energy SVE 6\n', 'mixed.txt');
    expect(problems).toEqual([]);
    expect(inferFormat(mixed)).toBeNull();
    expect(formatProblems(mixed, 'classic').map((p) => p.line)).toEqual([2]);
    expect(formatProblems(mixed, 'standard-2026').map((p) => p.line)).toEqual([1]);
    // basic Energy alone tells nothing: the Pokémon decide
    const classicEnergy = parseDeck('4 Pikachu BS 58\n56 Basic {F} Energy SVE 6\n', 'c.txt').deck;
    expect(inferFormat(classicEnergy)).toBe('classic');
    const svEnergy = parseDeck('4 Riolu SVI 112\n56 Fighting Energy BS 97\n', 's.txt').deck;
    expect(inferFormat(svEnergy)).toBe('standard-2026');
  });
});

describe('V5 formats in the library', () => {
  it('V5 loadDeck { format } throws a DeckError naming each refused card, the lines validateFormat returns; an unknown format is an InputError', () => {
    const path = join(ROOT, GARDEVOIR);
    const expected = validateFormat(libLoadDeck(path), 'standard-2026');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    let thrown: unknown;
    try { libLoadDeck(path, { format: 'standard-2026' }); } catch (e) { thrown = e; }
    expect(thrown).toBeInstanceOf(DeckError);
    expect((thrown as DeckError).problems).toEqual(expected);
    expect(libLoadDeck(join(ROOT, LUCARIO), { format: 'standard-2026' }).cards).toHaveLength(60);
    expect(() => libLoadDeck(path, { format: 'expanded' as never })).toThrow(new InputError("format must be one of standard-2026, classic (got 'expanded')"));
  });

  it('V5 simulateConfig { format } refuses an illegal pair before any game, and takes a legal one with its own rule set', async () => {
    await expect(simulateConfig({ deck: join(ROOT, ZAP), opponent: join(ROOT, LUCARIO), format: 'classic', games: 1, workers: 1 })).rejects.toBeInstanceOf(DeckError);
    const { config, release } = await simulateConfig({ deck: join(ROOT, LUCARIO), opponent: join(ROOT, TAPU), format: 'standard-2026', rules: 'sm', games: 1, workers: 1 });
    release();
    expect(config.rules).toBe('sm');
  });
});

describe('V5 formats on the command line', () => {
  it('V5 validate --format standard-2026: one line per F-mark card (file:line, card, why), exit 1; a legal list says ok with its format', async () => {
    const r = await ptcgAsync('validate', '--format', 'standard-2026', GARDEVOIR);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toBe('');
    const expected = formatProblems(deck(GARDEVOIR), 'standard-2026').map((p) => `${GARDEVOIR}:${p.line}: ${p.reason}`);
    expect(r.stdout.trimEnd().split('\n')).toEqual(expected);
    const ok = await ptcgAsync('validate', '--format', 'standard-2026', LUCARIO);
    expect([ok.status, ok.stdout, ok.stderr]).toEqual([0, 'ok (format standard-2026)\n', '']);
  });

  it('V5 validate without --format prints the inferred format (classic, standard-2026, or none)', async () => {
    const r = await ptcgAsync('validate', ZAP, LUCARIO, GARDEVOIR);
    expect(r.status, r.stderr).toBe(0);
    const out = r.stdout.trimEnd().split('\n');
    expect(out[0]).toMatch(new RegExp(`^${ZAP}: ok \\(Zap!, 60 cards, format classic\\)$`));
    expect(out[1]).toMatch(new RegExp(`^${LUCARIO}: ok \\(.+, 60 cards, format standard-2026\\)$`));
    expect(out[2]).toMatch(new RegExp(`^${GARDEVOIR}: ok \\(.+, 60 cards, no format: standard-2026 and classic each refuse a card \\(--format F names them\\)\\)$`));
    const one = await ptcgAsync('validate', ZAP);
    expect(one.stdout).toBe('ok (format classic)\n');
  });

  it('V5 an unknown --format is one stderr line, exit 2, nothing on stdout (validate, simulate, play)', async () => {
    for (const args of [['validate', LUCARIO], ['simulate', '--deck', LUCARIO, '--opponent', TAPU, '--games', '1'], ['play', '--deck', LUCARIO, '--opponent', TAPU]]) {
      const r = await ptcgAsync(...args, '--format', 'expanded');
      expect(r.status, `${args[0]}: ${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      expect(oneErrorLine(r.stderr)).toBe("ptcg: --format must be one of standard-2026, classic (got 'expanded')");
    }
  });

  it('V5 simulate, play, odds and mulligan --format refuse an illegal list with the validate lines, exit 2, no output file; --rules stays separate', async () => {
    const out = tmp.path('never.json');
    const expected = formatProblems(deck(GARDEVOIR), 'standard-2026').map((p) => `ptcg: ${GARDEVOIR}:${p.line}: ${p.reason}`);
    for (const args of [
      ['simulate', '--deck', GARDEVOIR, '--opponent', LUCARIO, '--games', '1', '--workers', '1', '--out', out],
      ['play', '--deck', LUCARIO, '--opponent', GARDEVOIR, '--quiet'],
      ['odds', '--deck', GARDEVOIR, '--games', '1', '--workers', '1'],
      ['mulligan', '--deck', GARDEVOIR, '--games', '1'],
    ]) {
      const r = await ptcgAsync(...args, '--format', 'standard-2026');
      expect(r.status, `${args[0]}: ${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n'), args[0]).toEqual(expected);
    }
    expect(() => readFileSync(out)).toThrow();
    // a legal pair plays, under the rule set --rules names
    const p = await ptcgAsync('play', '--deck', LUCARIO, '--opponent', TAPU, '--format', 'standard-2026', '--rules', 'sm', '--turn-limit', '4');
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout.split('\n')[0]).toMatch(/^# ptcg play — rules: sm \|/);
  });

  it('V5 compare and ladder --format refuse an illegal list; report --format with --from is refused', async () => {
    const expectedFirst = `ptcg: ${ZAP}:`;
    const c = await ptcgAsync('compare', LUCARIO, TAPU, '--against', ZAP, '--format', 'standard-2026', '--games', '1', '--workers', '1');
    expect(c.status, c.stderr).toBe(2);
    expect(c.stderr.startsWith(expectedFirst)).toBe(true);
    expect(c.stderr).toMatch(/Pikachu BS 58 is not legal in standard-2026: a Base Set card/);
    const l = await ptcgAsync('ladder', '--decks', ZAP, LUCARIO, '--format', 'classic', '--games', '1', '--workers', '1');
    expect(l.status, l.stderr).toBe(2);
    expect(l.stderr).toMatch(new RegExp(`^ptcg: ${LUCARIO}:\\d+: Lucario ex SVP 17 is not legal in classic: not a Base Set card$`, 'm'));
    const f = tmp.path('results.json');
    writeFileSync(f, '{}');
    const r = await ptcgAsync('report', '--from', f, '--format', 'classic', '--out', tmp.path('rep'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe('ptcg: --format checks deck lists: it goes with --decks or --deck/--opponent, not with --from or --ladder alone');
  });
});

describe('the Standard 2026 group of the bundled decks (decks/standard-2026/)', () => {
  it('V5 no folder or an empty one adds no group; lists in it form a group played by standard rules, each legal in standard-2026', () => {
    const root = tmp.path('decks-root');
    for (const dir of ['classic', 'standard']) cpSync(join(ROOT, 'decks', dir), join(root, dir), { recursive: true });
    const names = (gs: ReturnType<typeof bundledGroups>) => gs.map((g) => g.name);
    const base = names(bundledGroups(root));
    expect(base).toEqual(['classic theme decks', 'classic starter halves', 'standard Battle Decks']);
    mkdirSync(join(root, 'standard-2026'));
    expect(names(bundledGroups(root))).toEqual(base);
    for (const f of [LUCARIO, TAPU]) cpSync(join(ROOT, f), join(root, 'standard-2026', f.split('/').pop()!));
    const groups = bundledGroups(root);
    expect(names(groups)).toEqual([...base, 'Standard 2026 tournament decks']);
    const g = groups[3];
    expect(g.decks.map((d) => d.name)).toEqual([deck(LUCARIO).name, deck(TAPU).name]);
    expect(defaultRules(g.decks)).toBe('standard');
    for (const d of g.decks) expect(formatProblems(d, 'standard-2026')).toEqual([]);
  });
});
