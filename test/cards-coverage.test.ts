// `ptcg cards --coverage [--format F] [--json]` (src/cards/coverage.ts): per set, the printings of the
// facts table and those the engine plays in full; distinct cards by name and text (V5).
import { describe, it, expect } from 'vitest';
import { ALL_CARDS } from '../src/cards/pool.js';
import { T } from '../src/cards/types.js';
import { FACT_SETS, allFacts, type CardFacts } from '../src/cards/facts.js';
import { COVERAGE_FORMATS, coverage, inFormat, type CoverageDocument, type PoolPrintings } from '../src/cards/coverage.js';
import { ptcgAsync, oneErrorLine } from './helpers/cli.js';

/** A printing of a small in-memory table. */
function printing(set: string, number: number, name: string, hash: string, over: Partial<CardFacts> = {}): CardFacts {
  return {
    set, code: set.toUpperCase(), number, name, supertype: 'Pokémon', subtypes: ['Basic'], hp: 60, types: [T.Fire],
    weaknesses: [], resistances: [], retreat: 1, evolvesFrom: '', attacks: [], abilities: [], regulationMark: 'H', textHash: hash, ...over,
  };
}
const energy = (set: string, number: number, type: T, mark = ''): CardFacts =>
  printing(set, number, 'Basic Energy', `energy-${type}`, { supertype: 'Energy', subtypes: ['Basic Energy'], hp: 0, types: [type], regulationMark: mark });

const SETS = [{ id: 'base1', codes: ['BS'], name: 'Base Set' }, { id: 'sv1', codes: ['SVI'], name: 'One' }, { id: 'sv2', codes: ['PAL'], name: 'Two' }];
const TABLE: CardFacts[] = [
  printing('base1', 1, 'Old', 'old'), // the pool's own
  printing('base1', 2, 'Older', 'older'), // not played
  energy('base1', 3, T.Fire),
  printing('sv1', 1, 'Mon', 'mon'), // the pool's own
  printing('sv1', 2, 'Mon', 'mon'), // same name and text: playable by its hash
  printing('sv1', 3, 'Mon', 'mon-other'), // same name, other text: another card, not played
  printing('sv1', 4, 'Item', 'item', { supertype: 'Trainer', subtypes: ['Item'] }), // in the reprint table only
  printing('sv1', 5, 'Gone', 'gone', { regulationMark: 'F' }), // not Standard
  energy('sv1', 6, T.Fire),
  energy('sv2', 1, T.Fire), // the same basic Energy again
  energy('sv2', 2, T.Water),
  printing('sv2', 3, 'Mon', 'mon', { regulationMark: 'I' }), // a reprint in another set
  printing('sv2', 4, 'Mon', 'mon-other'), // sv1 3's card again
];
const POOL: PoolPrintings = { own: new Set(['base1|1', 'sv1|1', 'sv1|6']), reprints: new Set(['sv1|4']) };

describe('coverage counting (a small in-memory table and pool)', () => {
  it('V5 standard-2026: marks G–J and basic Energy; playable by own printing, reprint table or text hash; distinct by text, Energy once per type', () => {
    const doc = coverage(TABLE, SETS, POOL, 'standard-2026');
    expect(doc.sets).toEqual([
      { set: 'sv1', code: 'SVI', name: 'One', printings: 5, playable: 4 }, // 1, 2, 4, 6 of 1, 2, 3, 4, 6
      { set: 'sv2', code: 'PAL', name: 'Two', printings: 4, playable: 2 }, // 1 (Fire Energy's hash), 3
    ]);
    expect(doc.printings).toEqual({ total: 9, playable: 6 });
    // cards: mon, mon-other, item, Fire Energy, Water Energy; played: mon, item, Fire Energy
    expect(doc.distinct).toEqual({ total: 5, playable: 3 });
    expect(doc.format).toBe('standard-2026');
  });

  it('V5 classic is Base Set; without a format every set counts', () => {
    const classic = coverage(TABLE, SETS, POOL, 'classic');
    expect(classic.sets).toEqual([{ set: 'base1', code: 'BS', name: 'Base Set', printings: 3, playable: 2 }]); // Fire Energy by its hash (sv1 6)
    expect(classic.distinct).toEqual({ total: 3, playable: 2 });
    const all = coverage(TABLE, SETS, POOL, 'all');
    expect(all.printings).toEqual({ total: 13, playable: 8 });
    // old, older, mon, mon-other, item, gone, Fire and Water Energy
    expect(all.distinct).toEqual({ total: 8, playable: 4 });
  });

  it('V5 a reprint-table printing (of a pool card outside the table) makes every printing of its name and text playable', () => {
    const doc = coverage(TABLE, SETS, { own: new Set(), reprints: new Set(['sv2|3']) }, 'all');
    expect(doc.distinct).toEqual({ total: 8, playable: 1 });
    expect(doc.printings.playable).toBe(3); // sv1 1, sv1 2, sv2 3
  });
});

/** The facts table's printings of a format, counted from the table's rows. */
function rowsIn(format: 'standard-2026' | 'classic'): number {
  return FACT_SETS.reduce((n, s) => n + s.rows.filter((r) => format === 'classic' ? s.id === 'base1'
    : s.id !== 'base1' && (['G', 'H', 'I', 'J'].includes(r[3]) || r[2] === 'E|Basic Energy')).length, 0);
}

describe('ptcg cards --coverage', () => {
  it('V5 --format classic --json: all 102 Base Set printings, every one played (the pool holds the whole set)', async () => {
    const r = await ptcgAsync('cards', '--coverage', '--format', 'classic', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as CoverageDocument;
    const base = ALL_CARDS.filter((c) => c.set === 'base1').length;
    expect(base).toBe(rowsIn('classic'));
    expect(doc).toEqual({
      format: 'classic', distinct: { total: base, playable: base }, printings: { total: base, playable: base },
      sets: [{ set: 'base1', code: 'BS', name: 'Base Set', printings: base, playable: base }],
    });
  });

  it('V5 --format standard-2026 --json: the Standard sets\' legal printings; every pool card counts, Base Set does not', async () => {
    const r = await ptcgAsync('cards', '--coverage', '--format', 'standard-2026', '--json');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as CoverageDocument;
    expect(doc.format).toBe('standard-2026');
    expect(doc.printings.total).toBe(rowsIn('standard-2026'));
    expect(doc.sets.map((s) => s.set)).toEqual(FACT_SETS.map((s) => s.id).filter((id) => id !== 'base1'));
    expect(doc.sets.reduce((n, s) => n + s.printings, 0)).toBe(doc.printings.total);
    expect(doc.sets.reduce((n, s) => n + s.playable, 0)).toBe(doc.printings.playable);
    const facts = allFacts().filter((f) => inFormat(f, 'standard-2026'));
    // the pool's own Standard printings are played, each set at least those
    for (const s of doc.sets) {
      const own = ALL_CARDS.filter((c) => c.set === s.set && facts.some((f) => f.set === c.set && f.number === c.number)).length;
      expect(s.playable, s.set).toBeGreaterThanOrEqual(own);
    }
    // distinct: by text hash; the eight basic Energy types are eight cards
    expect(doc.distinct.total).toBe(new Set(facts.map((f) => f.textHash)).size);
    expect(new Set(facts.filter((f) => f.subtypes.includes('Basic Energy')).map((f) => f.textHash)).size).toBe(8);
    expect(doc.distinct.playable).toBeLessThan(doc.printings.playable);
  });

  it('the text table: a row per set, then all printings and distinct cards with their shares', async () => {
    const [text, json] = await Promise.all([ptcgAsync('cards', '--coverage'), ptcgAsync('cards', '--coverage', '--json')]);
    expect(text.status).toBe(0);
    const doc = JSON.parse(json.stdout) as CoverageDocument;
    expect(doc.format).toBe('all');
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Coverage, format all: /);
    for (const s of doc.sets) expect(lines.some((l) => l.startsWith(`${s.code} `) && l.includes(s.name)), s.code).toBe(true);
    const share = (n: number, of: number) => `${(100 * n / of).toFixed(1)}%`;
    expect(lines.at(-2)).toMatch(new RegExp(`all printings\\s+${doc.printings.total.toLocaleString('en-US')}\\s+${doc.printings.playable.toLocaleString('en-US')}\\s+${share(doc.printings.playable, doc.printings.total)}$`));
    expect(lines.at(-1)).toMatch(new RegExp(`distinct cards\\s+${doc.distinct.total.toLocaleString('en-US')}\\s+${doc.distinct.playable.toLocaleString('en-US')}\\s+${share(doc.distinct.playable, doc.distinct.total)}$`));
  });

  it('bad arguments: one line, exit 2', async () => {
    const cases: [string[], string][] = [
      [['--coverage', '--format', 'expanded'], `ptcg: unknown --format 'expanded' (known: ${COVERAGE_FORMATS.join(', ')})`],
      [['--format', 'classic'], 'ptcg: --format goes with --coverage (ptcg cards --coverage --format standard-2026)'],
      [['--coverage', '--set', 'BS'], 'ptcg: --coverage counts whole sets: leave out --set and --search'],
    ];
    const results = await Promise.all(cases.map(([args]) => ptcgAsync('cards', ...args)));
    results.forEach((r, i) => {
      expect(oneErrorLine(r.stderr)).toBe(cases[i][1]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
    });
  });
});
