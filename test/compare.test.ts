// `ptcg compare` / compare(): paired games with common random numbers, the interval's coverage
// under the null, the sequential mode's error rate, the document, the page and bad input.
import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runCompare, listDiff, type CompareConfig } from '../src/analytics/compare.js';
import { pairMoments, stratified, differenceInterval, sequentialPlan, sequentialBound, lookVerdict, plannedLooks, Z95, type PairMoments } from '../src/analytics/compare-stats.js';
import { spendingBoundaries, hwangShihDeCaniSpending, normalUpper, normalUpperInverse, type Spending } from '../src/analytics/group-sequential.js';
import { masterKey, deriveWords, next32 } from '../src/engine/rng.js';
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

  it('stratified: cells weigh by their pairs; a sequential look\'s interval is wider than the fixed one, and the interval is mean ± z·se', () => {
    const cells = [{ n: 100, mean: 0.1, variance: 0.2, scoreA: 0, scoreB: 0 }, { n: 300, mean: -0.1, variance: 0.1, scoreA: 0, scoreB: 0 }];
    const s = stratified(cells);
    expect(s.mean).toBeCloseTo(-0.05, 12);
    expect(s.se).toBeCloseTo(Math.sqrt(0.25 ** 2 * 0.2 / 100 + 0.75 ** 2 * 0.1 / 300), 12);
    const fixed = differenceInterval(cells, Z95);
    expect(fixed.high - fixed.estimate).toBeCloseTo(Z95 * s.se, 12);
    const plan = sequentialPlan(20000, 1000);
    expect(plan.bounds).toHaveLength(20);
    for (const z of plan.bounds) expect(z).toBeGreaterThan(Z95);
    // a round cut short (Ctrl-C) is a look of its own at its fraction, between its neighbours' bounds
    const cut = sequentialBound(plan, 3, 3500 / 20000);
    expect(cut).toBeGreaterThan(plan.bounds[3]); // half a round's share of the error rate: a higher bound
    expect(cut).toBeLessThan(8);
    expect(sequentialBound(plan, 4, 4000 / 20000)).toBe(plan.bounds[3]);
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

describe('the sequential stop: group-sequential boundaries and their error rate', () => {
  const equal = (k: number) => Array.from({ length: k }, (_, i) => (i + 1) / k);

  it('the normal tail is right in the middle and far out', () => {
    expect(normalUpper(Z95)).toBeCloseTo(0.025, 14);
    expect(normalUpper(0)).toBe(0.5);
    expect(normalUpper(-1) + normalUpper(1)).toBeCloseTo(1, 15);
    expect(normalUpper(5) / 2.866515718791939e-7).toBeCloseTo(1, 10);
    expect(normalUpper(10) / 7.619853024160527e-24).toBeCloseTo(1, 10);
    expect(normalUpperInverse(0.025)).toBeCloseTo(Z95, 10);
  });

  it('the recursion gives the published boundaries: Pocock-type and O\'Brien–Fleming-type spending, 5 equal looks', () => {
    // Lan–DeMets spending functions as tabulated (two-sided α = 0.05, e.g. the R package ldbounds):
    // Pocock-type α·ln(1 + (e − 1)t); O'Brien–Fleming-type 2·(2 − 2Φ(z_{α/4}/√t)), α/2 a side.
    const pocock: Spending = (t) => 0.05 * Math.log(1 + (Math.E - 1) * t);
    const z = normalUpperInverse(0.0125);
    const obf: Spending = (t) => 4 * normalUpper(z / Math.sqrt(t));
    const p = spendingBoundaries(equal(5), pocock), o = spendingBoundaries(equal(5), obf);
    [2.4380, 2.4268, 2.4101, 2.3966, 2.3859].forEach((c, k) => expect(p[k]).toBeCloseTo(c, 3));
    [4.8769, 3.3569, 2.6803, 2.2898, 2.0310].forEach((c, k) => expect(o[k]).toBeCloseTo(c, 3));
    expect(spendingBoundaries([1], hwangShihDeCaniSpending(0.05, -2))[0]).toBeCloseTo(Z95, 8); // one look: the fixed test
  });

  /**
   * Monte Carlo of the stopping rule on a true null: pairs drawn from joint outcomes in which A and
   * B are exchangeable (two cells of different mixes, draws included), looked at after each round
   * through the same functions runCompare uses (pairMoments, lookVerdict), against the rule it
   * replaced: the asymptotic confidence sequence of Waudby-Smith et al. (2021) tuned to the budget.
   */
  function nullRuns(reps: number, looks: number, round: number): { now: number; before: number } {
    // [A loss/draw/win × B loss/draw/win], symmetric: P(a, b) = P(b, a)
    const cells = [[0.33, 0.01, 0.15, 0.01, 0.02, 0.00, 0.15, 0.00, 0.33], [0.45, 0.01, 0.16, 0.01, 0.01, 0.00, 0.16, 0.00, 0.20]];
    const cdf = cells.map((p) => { let t = 0; return p.map((x) => (t += x) * 2 ** 32); });
    const plan = sequentialPlan(looks * round, round);
    expect(plan.bounds).toHaveLength(looks);
    const la = -2 * Math.log(0.05), rho = la + Math.log(la + 1);
    const oldBound = (fraction: number) => { const nr = fraction * rho; return Math.sqrt(((2 * (nr + 1)) / nr) * Math.log(Math.sqrt(nr + 1) / 0.05)); };
    const key = masterKey(`null-${looks}`), w = new Uint32Array(4);
    let now = 0, before = 0;
    for (let rep = 0; rep < reps; rep++) {
      deriveWords(key, rep, 0, w);
      const joint = cells.map(() => new Array<number>(9).fill(0));
      let stoppedNow = false, stoppedBefore = false;
      for (let look = 1; look <= looks && !(stoppedNow && stoppedBefore); look++) {
        for (let c = 0; c < cells.length; c++) {
          for (let i = 0; i < round; i++) {
            const u = next32(w);
            let k = 0;
            while (k < 8 && u >= cdf[c][k]) k++;
            joint[c][k]++;
          }
        }
        const m: PairMoments[] = joint.map(pairMoments);
        if (!stoppedNow && lookVerdict(m, plan, look) !== null) stoppedNow = true;
        if (!stoppedBefore && differenceInterval(m, oldBound(look / looks)).low * differenceInterval(m, oldBound(look / looks)).high > 0) stoppedBefore = true;
      }
      now += stoppedNow ? 1 : 0;
      before += stoppedBefore ? 1 : 0;
    }
    return { now: now / reps, before: before / reps };
  }

  it('on a true null it stops in 5% of runs (within sampling error, no more), where the old confidence sequence stopped in ~1%', () => {
    const reps = 6000, sd = Math.sqrt(0.05 * 0.95 / reps);
    for (const [looks, round] of [[10, 100], [20, 50]]) {
      const r = nullRuns(reps, looks, round);
      console.log(`${looks} looks: false "significant" ${(100 * r.now).toFixed(2)}% now, ${(100 * r.before).toFixed(2)}% with the old rule (${reps} runs)`);
      expect(r.now).toBeGreaterThanOrEqual(0.03);
      expect(r.now).toBeLessThanOrEqual(0.05 + 3 * sd);
      expect(r.before).toBeLessThan(0.02);
    }
  }, 30_000);
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
    const r = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, VICTINI, '--games', '150', '--workers', '2', '--bot', 'greedy', '--json', '--out', out, '--report', report);
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
    const text = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '40', '--workers', '1', '--bot', 'greedy');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/\+2 Nest Ball \(SVI 181\)\s+\(2 → 4\)/);
    expect(text.stdout).toMatch(/^Ampharos ex Battle Deck\s+80\s/m);
    expect(text.stdout).toMatch(/^pooled\s+80\s/m);
    for (const f of ['index.html', 'summary.md', 'compare.json', 'specs/difference.json']) expect(existsSync(`${report}/${f}`), f).toBe(true);
  });

  it('the same seed gives the same document on 1 and 2 workers (timing aside)', () => {
    const run = (w: string) => {
      const r = ptcg('compare', LUCARIO, BALLS, '--against', VICTINI, '--games', '120', '--seed', '9', '--workers', w, '--bot', 'greedy', '--json');
      expect(r.status).toBe(0);
      const d = JSON.parse(r.stdout);
      delete d.elapsedSeconds; delete d.gamesPerSecond;
      return d;
    };
    expect(run('2')).toEqual(run('1'));
  });

  it('--until-significant stops early on a clear difference and says why; the same for compare() in the library', async () => {
    const r = ptcg('compare', LUCARIO, BALLS, '--against', VICTINI, '--until-significant', '--max-games', '20000', '--round', '400', '--workers', '2', '--bot', 'greedy', '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.mode).toBe('sequential');
    expect(doc.sequential.stopped).toBe('significant');
    const lib = await compare({ a: LUCARIO, b: BALLS, against: [VICTINI], untilSignificant: { maxGames: 20000, round: 400 }, workers: 1, bots: 'greedy' });
    expect(lib.cells).toEqual(doc.cells);
  }, 120_000);

  it('A/A: a copy of A (or a reordered copy) plays the same games; the document says so, the text and page point to --no-align, and --until-significant stops after one round', () => {
    const copy = tmp.path('copy.txt'), reordered = tmp.path('reordered.txt');
    const lines = readFileSync(LUCARIO, 'utf8').split('\n');
    writeFileSync(copy, lines.join('\n'));
    writeFileSync(reordered, lines.filter((l) => /^\d/.test(l)).reverse().join('\n') + '\n'); // no section headers, last card first
    for (const b of [copy, reordered]) {
      const r = ptcg('compare', LUCARIO, b, '--against', AMPHAROS, '--games', '40', '--workers', '1', '--bot', 'greedy', '--json');
      expect(r.status, r.stderr).toBe(0);
      const doc = JSON.parse(r.stdout);
      expect(doc.diff).toEqual([]);
      expect([doc.aligned, doc.sameGames, doc.allConcordant]).toEqual([true, true, true]);
      for (const c of doc.cells) expect(c.joint[0] + c.joint[4] + c.joint[8]).toBe(c.pairs); // only (loss, loss), (draw, draw), (win, win)
      expect([doc.pooled.difference.low, doc.pooled.difference.high]).toEqual([0, 0]);
    }
    const report = tmp.path('aa-page');
    const text = ptcg('compare', LUCARIO, copy, '--against', AMPHAROS, '--games', '40', '--workers', '1', '--bot', 'greedy', '--report', report);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Note: A and B are the same cards, dealt alike: every pair was one game played twice.*run with --no-align/m);
    expect(readFileSync(`${report}/index.html`, 'utf8')).toMatch(/<p class="concordant">A and B are the same cards.*--no-align/);
    const seq = ptcg('compare', LUCARIO, copy, '--against', AMPHAROS, '--until-significant', '--max-games', '2000', '--round', '100', '--workers', '1', '--bot', 'greedy', '--json');
    expect(seq.status, seq.stderr).toBe(0);
    const s = JSON.parse(seq.stdout);
    expect(s.sequential).toMatchObject({ rounds: 1, looks: 20, stopped: 'same-games' });
    expect(s.pooled.games).toBe(200); // one round: 100 games per seating
  });

  it('A/A with --no-align: B\'s games use streams of their own, so a copy of A gets an interval with width, and A\'s games are those of the default run', async () => {
    const copy = tmp.path('copy2.txt');
    writeFileSync(copy, readFileSync(LUCARIO, 'utf8'));
    const run = (...extra: string[]) => {
      const r = ptcg('compare', LUCARIO, copy, '--against', AMPHAROS, '--games', '300', '--workers', '1', '--bot', 'greedy', '--json', ...extra);
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout);
    };
    const aligned = run(), free = run('--no-align');
    expect([free.aligned, free.sameGames, free.allConcordant]).toEqual([false, false, false]);
    expect(free.pooled.difference.high - free.pooled.difference.low).toBeGreaterThan(0.02);
    expect(free.opponents[0].a).toEqual(aligned.opponents[0].a);
    expect(free.opponents[0].b).not.toEqual(aligned.opponents[0].b);
    expect(ptcg('compare', LUCARIO, copy, '--against', AMPHAROS, '--games', '300', '--workers', '1', '--bot', 'greedy', '--no-align').stdout).not.toMatch(/^Note:/m);
    const lib = await compare({ a: LUCARIO, b: copy, against: [AMPHAROS], games: 300, workers: 1, align: false, bots: 'greedy' });
    expect(lib.cells).toEqual(free.cells);
  });

  it('the pilot is the default bot (issue 30): without --bot the document\'s bots are the pilot\'s, the text says so, and compare() in the library defaults to it too', async () => {
    const args = ['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '10', '--workers', '1'];
    const r = ptcg(...args, '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.bots).toEqual(['pilot', 'pilot']);
    expect(doc.pooled.games).toBe(20);
    const text = ptcg(...args);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain('bots pilot (the lists) vs pilot (the opponents)');
    expect(text.stdout).toMatch(/^Bots: the pilot bot played every game, both lists and the opponents\. The difference is between the lists as pilot plays them/m);
    const lib = await compare({ a: LUCARIO, b: BALLS, against: [AMPHAROS], games: 10, workers: 1 });
    expect(lib.bots).toEqual(['pilot', 'pilot']);
    expect(lib.cells).toEqual(doc.cells);
  });

  it('bad input: one line, exit 2', () => {
    const cases: [string[], RegExp][] = [
      [['compare', LUCARIO, BALLS], /--against needs at least one opponent/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '0'], /--games/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--max-games', '100'], /--max-games goes with --until-significant/],
      [['compare', LUCARIO, 'no-such.txt', '--against', AMPHAROS], /no-such\.txt/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--bot', 'clever'], /unknown bot 'clever'/],
      [['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--until-significant', '--max-games', '20000', '--round', '10'], /--round 10 makes 2,000 rounds .*at most 1000 .*--round 20 or more/],
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
    const r = ptcg('compare', LUCARIO, BALLS, '--against', AMPHAROS, VICTINI, '--games', '60', '--workers', '1', '--bot', 'greedy', '--report', report);
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
