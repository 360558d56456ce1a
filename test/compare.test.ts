// `ptcg compare` / compare(): paired games with common random numbers, the interval's coverage
// under the null, the sequential mode's error rate, the document, the page and bad input.
import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runCompare, listDiff, type CompareConfig } from '../src/analytics/compare.js';
import { pairMoments, sequenceHalfWidth, stratified, Z95 } from '../src/analytics/compare-stats.js';
import { alignList, runPairedBatch, P } from '../src/sim/paired.js';
import { loadDeck, type Deck } from '../src/decks/deck.js';
import { compare } from '../src/lib/compare.js';
import { ptcg, tempDir, oneErrorLine } from './helpers/cli.js';

const tmp = tempDir('ptcg-compare-');
afterAll(() => tmp.done());

const LUCARIO = 'decks/standard/lucario-ex.txt';
const BALLS = 'examples/lucario-ex-more-balls.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const VICTINI = 'decks/standard/victini-ex.txt';
const CHROMIUM = '/usr/bin/chromium';

const base = (a: Deck, b: Deck, against: Deck[], seed: string, games: number): CompareConfig => ({
  a, b, against, games, seed, rules: 'standard', bots: ['greedy', 'greedy'], suddenDeath: false, turnLimit: 200, workers: 1, common: true,
});

/** A copy of `d` whose list is in reverse order: the same deck, dealt differently by the same shuffle. */
function reversed(d: Deck): Deck {
  return { ...d, name: `${d.name} (reversed)`, cards: [...d.cards].reverse() };
}

describe('paired games and their statistics', () => {
  it('alignList puts the shared cards at A\'s places and the changed ones in A\'s freed places', () => {
    expect(alignList([1, 2, 3, 4, 5], [5, 9, 3, 2, 1])).toEqual([1, 2, 3, 9, 5]);
    expect(alignList([1, 1, 2], [2, 1, 7, 8])).toEqual([1, 7, 2, 8]);
  });

  it('pair moments: mean and variance of B − A from joint counts (draws score ½)', () => {
    // 3 pairs: (A loss, B win) d = 1; (A win, B win) d = 0; (A draw, B loss) d = −½
    const joint = new Array(9).fill(0);
    joint[0 * 3 + 2] = 1; joint[2 * 3 + 2] = 1; joint[1 * 3 + 0] = 1;
    const m = pairMoments(joint);
    expect(m.n).toBe(3);
    expect(m.mean).toBeCloseTo(1 / 6, 12);
    const ds = [1, 0, -0.5];
    const v = ds.reduce((s, d) => s + (d - 1 / 6) ** 2, 0) / 2;
    expect(m.variance).toBeCloseTo(v, 12);
    expect(m.scoreA).toBe(1.5); expect(m.scoreB).toBe(2);
  });

  it('stratified: cells weigh by their pairs; the confidence sequence is wider than the fixed interval at every n', () => {
    const s = stratified([{ n: 100, mean: 0.1, variance: 0.2, scoreA: 0, scoreB: 0 }, { n: 300, mean: -0.1, variance: 0.1, scoreA: 0, scoreB: 0 }]);
    expect(s.mean).toBeCloseTo(-0.05, 12);
    expect(s.se).toBeCloseTo(Math.sqrt(0.25 ** 2 * 0.2 / 100 + 0.75 ** 2 * 0.1 / 300), 12);
    for (const n of [10, 100, 1000, 10000, 100000]) expect(sequenceHalfWidth(n, 1, 0.05, 10000)).toBeGreaterThan(Z95 / Math.sqrt(n));
  });

  it('common random numbers: identical lists play identical games (the difference is exactly 0)', () => {
    const a = loadDeck(LUCARIO), x = loadDeck(AMPHAROS);
    const c = runPairedBatch({ seed: 's', rules: 'standard', suddenDeath: false, turnLimit: 200, a: a.cards, b: a.cards, opponent: x.cards, seat: 1, bots: ['greedy', 'greedy'], common: true }, 0, 60);
    expect(c[P.games]).toBe(60);
    let same = 0;
    for (let k = 0; k < 3; k++) same += c[P.joint + k * 3 + k];
    expect(same).toBe(60);
  });
});

describe('intervals that keep their promise', () => {
  it('coverage: A against a reordered copy of A (a true null), the 95% interval holds 0 in about 95% of 200 seeds', async () => {
    const a = loadDeck(LUCARIO), x = loadDeck(AMPHAROS);
    let covered = 0;
    const seeds = 200;
    for (let k = 0; k < seeds; k++) {
      const r = await runCompare({ ...base(a, reversed(a), [x], `cov-${k}`, 40), align: false });
      if (r.pooled.difference.low <= 0 && r.pooled.difference.high >= 0) covered++;
    }
    console.log(`coverage ${covered}/${seeds}`);
    expect(covered / seeds).toBeGreaterThan(0.9);
    expect(covered / seeds).toBeLessThan(0.99);
  }, 240_000);

  it('sequential: looking after every round, a true null is declared significant in at most ~5% of 200 seeds', async () => {
    const a = loadDeck(LUCARIO), x = loadDeck(AMPHAROS);
    let rejected = 0;
    const seeds = 200;
    for (let k = 0; k < seeds; k++) {
      const r = await runCompare({ ...base(a, reversed(a), [x], `seq-${k}`, 80), align: false, sequentialRound: 20 });
      expect(r.sequential!.rounds).toBeGreaterThanOrEqual(1);
      if (r.sequential!.stopped === 'significant') rejected++;
    }
    console.log(`sequential rejections ${rejected}/${seeds}`);
    expect(rejected / seeds).toBeLessThanOrEqual(0.08);
  }, 240_000);

  it('common random numbers give a smaller interval than independent streams for the same games', async () => {
    const a = loadDeck(LUCARIO), b = loadDeck(BALLS), x = loadDeck(AMPHAROS);
    const crn = await runCompare(base(a, b, [x], 'crn', 800));
    const ind = await runCompare({ ...base(a, b, [x], 'crn', 800), common: false });
    const width = (r: typeof crn) => r.pooled.difference.high - r.pooled.difference.low;
    expect(crn.pooled.games).toBe(ind.pooled.games);
    expect(width(crn)).toBeLessThan(width(ind) * 0.85);
  }, 120_000);

  it('sequential: a real difference stops before the budget, with the interval excluding 0', async () => {
    const a = loadDeck(LUCARIO), b = loadDeck(BALLS), x = loadDeck(VICTINI);
    const r = await runCompare({ ...base(a, b, [x], 'stop', 20000), sequentialRound: 400 });
    expect(r.sequential!.stopped).toBe('significant');
    expect(r.pooled.games).toBeLessThan(2 * 20000);
    expect(r.pooled.better).not.toBeNull();
    expect(r.pooled.difference.low > 0 || r.pooled.difference.high < 0).toBe(true);
  }, 120_000);
});

describe('ptcg compare', () => {
  it('prints the card diff and one line per opponent; --json and --out give the documented document; --report writes a page', () => {
    const out = tmp.path('c.json'), report = tmp.path('page');
    const r = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, VICTINI, '--games', '150', '--workers', '2', '--json', '--out', out, '--report', report);
    expect(r.stderr, r.stderr).toBe('');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(doc);
    expect(doc.kind).toBe('compare');
    expect(doc.commonRandomNumbers).toBe(true);
    expect(doc.opponents).toHaveLength(2);
    for (const o of [...doc.opponents, doc.pooled]) {
      expect(o.difference.low).toBeLessThanOrEqual(o.difference.estimate);
      expect(o.difference.high).toBeGreaterThanOrEqual(o.difference.estimate);
      expect(o.difference.estimate).toBeCloseTo(o.b.winRate.estimate - o.a.winRate.estimate, 9);
    }
    expect(doc.opponents[0].games).toBe(300);
    expect(doc.pooled.games).toBe(600);
    expect(doc.diff).toEqual([
      { card: 'Nest Ball (SVI 181)', a: 2, b: 4 }, { card: 'Ultra Ball (SVI 196)', a: 2, b: 4 },
      { card: 'Potion (SVI 188)', a: 2, b: 0 }, { card: 'Youngster (SVI 198)', a: 4, b: 2 },
    ]);
    const text = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '40', '--workers', '1');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/\+2 Nest Ball \(SVI 181\)\s+\(2 → 4\)/);
    expect(text.stdout).toMatch(/^Ampharos ex Battle Deck\s+80\s/m);
    expect(text.stdout).toMatch(/^pooled\s+80\s/m);
    for (const f of ['index.html', 'summary.md', 'compare.json', 'specs/difference.json']) expect(existsSync(`${report}/${f}`), f).toBe(true);
  });

  it('the same seed gives the same document on 1 and 2 workers (timing aside)', () => {
    const run = (w: string) => {
      const r = ptcg('compare', LUCARIO, BALLS, '--against', VICTINI, '--games', '120', '--seed', '9', '--workers', w, '--json');
      expect(r.status).toBe(0);
      const d = JSON.parse(r.stdout);
      delete d.elapsedSeconds; delete d.gamesPerSecond;
      return d;
    };
    expect(run('2')).toEqual(run('1'));
  });

  it('--until-significant stops early on a clear difference and says why; the same for compare() in the library', async () => {
    const r = ptcg('compare', LUCARIO, BALLS, '--against', VICTINI, '--until-significant', '--max-games', '20000', '--round', '400', '--workers', '2', '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.mode).toBe('sequential');
    expect(doc.sequential.stopped).toBe('significant');
    const lib = await compare({ a: LUCARIO, b: BALLS, against: [VICTINI], untilSignificant: { maxGames: 20000, round: 400 }, workers: 1 });
    expect(lib.cells).toEqual(doc.cells);
  }, 120_000);

  it('bad input: one line, exit 2', () => {
    const cases: [string[], RegExp][] = [
      [['compare', LUCARIO, BALLS], /--against needs at least one opponent/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '0'], /--games/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--max-games', '100'], /--max-games goes with --until-significant/],
      [['compare', LUCARIO, 'no-such.txt', '--against', AMPHAROS], /no-such\.txt/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--bot', 'clever'], /unknown bot 'clever'/],
    ];
    for (const [args, re] of cases) {
      const r = ptcg(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(oneErrorLine(r.stderr), args.join(' ')).toMatch(re);
    }
  });

  it('listDiff names every changed printing with both counts', () => {
    expect(listDiff(loadDeck(LUCARIO), loadDeck(LUCARIO))).toEqual([]);
  });

  it.skipIf(!existsSync(CHROMIUM))('the page opens offline in Chromium: the chart, the pooled line, the table and the card changes', async () => {
    const report = tmp.path('page2');
    const r = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, VICTINI, '--games', '60', '--workers', '1', '--report', report);
    expect(r.status, r.stderr).toBe(0);
    const { chromium } = await import('playwright-core');
    const profile = tempDir('ptcg-chromium-');
    const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const requests: string[] = [], errors: string[] = [];
      await context.route('**/*', (x) => (x.request().url().startsWith('file:') ? x.continue() : x.abort()));
      const page = await context.newPage();
      page.on('request', (x) => requests.push(x.url()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(`${report}/index.html`).href, { waitUntil: 'load' });
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/B − A: [+−]\d+\.\d \[/);
      expect(await page.locator('table.opponents tbody tr').count()).toBe(3);
      expect(await page.locator('table.diff tbody tr').count()).toBe(4);
      const labels = await page.$$eval('figure#difference svg text', (ts) => ts.map((t) => t.textContent ?? ''));
      for (const name of ['Ampharos ex Battle Deck', 'Victini ex Battle Deck', 'pooled']) expect(labels).toContain(name);
      const points = await page.locator('figure#difference svg g.role-mark path').count();
      expect(points).toBeGreaterThanOrEqual(3);
    } finally {
      await context.close();
      profile.done();
    }
  }, 60_000);
});
