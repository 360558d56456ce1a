// `ptcg field` / field(): each deck's expected win rate against a field of meta shares. A small case
// computed by hand (mirror, ties, a field deck the results lack, a deck outside the field), the
// intervals' coverage on matrices drawn from a known one, the command line, the report section
// (report --shares) in Chromium, and bad share files (one line, exit 2, no output).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import seedrandom from 'seedrandom';
import { fieldOf, type FieldResult } from '../src/analytics/field.js';
import { readShares } from '../src/analytics/observed.js';
import { DeckFinder, type SimulatedTable, type Outcome, type TiesAs } from '../src/analytics/sim-table.js';
import { wilson } from '../src/analytics/stats.js';
import { field } from '../src/lib/field.js';
import { buildReport } from '../src/lib/report.js';
import type { RunResult } from '../src/analytics/simulation.js';
import { fieldConfigFrom } from '../src/cli/field.js';
import { ptcg, ptcgAsync, tempDir, oneErrorLine, type CliResult } from './helpers/cli.js';

const tmp = tempDir('ptcg-field-');
afterAll(() => tmp.done());
const CHROMIUM = '/usr/bin/chromium';
const Z = 1.959963984540054;

/** A table of decks from the games of each unordered pair (i < j), from i's side (wins, losses, draws). */
function simTable(names: string[], pair: (i: number, j: number) => [number, number, number] | null): SimulatedTable {
  const decks = names.map((name) => ({ name, file: `decks/${name.toLowerCase()}.txt`, group: 'synthetic' }));
  const outcome: (Outcome | null)[][] = decks.map(() => decks.map(() => null));
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const g = pair(i, j);
      if (!g) continue;
      outcome[i][j] = { wins: g[0], losses: g[1], draws: g[2] };
      outcome[j][i] = { wins: g[1], losses: g[0], draws: g[2] };
    }
  }
  return { source: 'synthetic.json', decks, runs: [{ group: 'synthetic', seed: '1', rules: 'standard', bots: ['greedy', 'greedy'], games: 0, partial: false }], outcome };
}

function study(sim: SimulatedTable, shares: Record<string, number>, tiesAs: TiesAs = 'third'): FieldResult {
  const rows = readShares(Object.entries(shares).map(([deck, share]) => ({ deck, share })), 'shares');
  return fieldOf({ simulated: sim, shares: rows, sharesSource: 'shares', finder: new DeckFinder(sim.decks), map: null, tiesAs, version: 'test' });
}

/** The standard error behind a rate's Wilson interval. */
const se = (k: number, n: number) => { const w = wilson(k, n); return (w.high - w.low) / (2 * Z); };

describe('the expected win rate against a field', () => {
  // A beats B 60–40, loses to C 30–70; B and C split 50–50 (100 games each)
  const games: Record<string, [number, number, number]> = { '0,1': [60, 40, 0], '0,2': [30, 70, 0], '1,2': [50, 50, 0] };
  const sim = simTable(['A', 'B', 'C'], (i, j) => games[`${i},${j}`]);

  it('by hand: the share-weighted mean of the matchups, a mirror counting 50%; the interval adds the matchups\' variances; ranked', () => {
    const r = study(sim, { A: 50, B: 30, C: 20 });
    expect(r.decks.map((d) => d.deck)).toEqual(['C', 'A', 'B']);
    const a = r.decks.find((d) => d.deck === 'A')!;
    expect(a.winRate!.estimate).toBeCloseTo(0.5 * 0.5 + 0.3 * 0.6 + 0.2 * 0.3, 12);
    const half = Z * Math.sqrt(0.3 ** 2 * se(60, 100) ** 2 + 0.2 ** 2 * se(30, 100) ** 2);
    expect(a.winRate!.low).toBeCloseTo(0.49 - half, 12);
    expect(a.winRate!.high).toBeCloseTo(0.49 + half, 12);
    expect(r.decks.map((d) => d.rank)).toEqual([1, 2, 3]);
    expect(r.decks[0].winRate!.estimate).toBeCloseTo(0.5 * 0.7 + 0.3 * 0.5 + 0.2 * 0.5, 12);
    expect(a.share).toBeCloseTo(0.5, 12);
    expect(a.covered).toBeCloseTo(1, 12);
    // A − C: B's matchups with each independent; A–C counted once, as A's in both (weight s_C + s_A)
    const gapHalf = Z * Math.sqrt(0.3 ** 2 * (se(60, 100) ** 2 + se(50, 100) ** 2) + (0.2 + 0.5) ** 2 * se(30, 100) ** 2);
    expect(a.behindBest!.estimate).toBeCloseTo(0.49 - 0.6, 12);
    expect(a.behindBest!.high - a.behindBest!.estimate).toBeCloseTo(gapHalf, 12);
    expect(r.decks[0].behindBest).toBeNull();
    expect(a.matchups.map((m) => [m.opponent, m.rate!.estimate])).toEqual([['A', 0.5], ['B', 0.6], ['C', 0.3]]);
  });

  it('a field deck the results lack is named; each rate is then against the covered part, with the all-lost and all-won bounds', () => {
    const r = study(sim, { A: 40, B: 20, Lugia: 25, C: 15 });
    expect(r.missing).toEqual([{ name: 'Lugia', share: 0.25 }]);
    const a = r.decks.find((d) => d.deck === 'A')!;
    const sum = 0.4 * 0.5 + 0.2 * 0.6 + 0.15 * 0.3;
    expect(a.covered).toBeCloseTo(0.75, 12);
    expect(a.winRate!.estimate).toBeCloseTo(sum / 0.75, 12);
    expect(a.ifUncoveredLost).toBeCloseTo(sum, 12);
    expect(a.ifUncoveredWon).toBeCloseTo(sum + 0.25, 12);
  });

  it('a deck outside the field is ranked against it too (share 0); ties count as --ties-as says', () => {
    const drawn = simTable(['A', 'B', 'C'], (i, j) => (i === 0 && j === 1 ? [50, 30, 20] : [40, 60, 0]));
    const third = study(drawn, { B: 1, C: 1 }), half = study(drawn, { B: 1, C: 1 }, 'half');
    const a3 = third.decks.find((d) => d.deck === 'A')!, a2 = half.decks.find((d) => d.deck === 'A')!;
    expect(a3.share).toBe(0);
    expect(a3.rank).not.toBeNull();
    expect(a3.winRate!.estimate).toBeCloseTo(0.5 * (50 + 20 / 3) / 100 + 0.5 * 0.4, 12);
    expect(a2.winRate!.estimate).toBeCloseTo(0.5 * 0.6 + 0.5 * 0.4, 12);
  });

  it('a deck with no matchup in the field has no rate and no rank', () => {
    const apart = simTable(['A', 'B', 'C'], (i, j) => (i === 0 && j === 1 ? [60, 40, 0] : null));
    const r = study(apart, { A: 1, B: 1 });
    const c = r.decks.find((d) => d.deck === 'C')!;
    expect([c.rank, c.winRate, c.covered]).toEqual([null, null, 0]);
    expect(r.decks[r.decks.length - 1].deck).toBe('C');
  });

  it('on matrices drawn from a known one, the rate\'s and the gap\'s intervals hold the true values about 95% of the time', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const shares: Record<string, number> = { A: 30, B: 25, C: 20, D: 15, E: 10, F: 0 };
    const rng = seedrandom.alea('field');
    const P = names.map(() => names.map(() => 0.5));
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) { P[i][j] = 0.25 + 0.5 * rng(); P[j][i] = 1 - P[i][j]; }
    const w = names.map((n) => shares[n] / 100);
    const truth = names.map((_, i) => names.reduce((s, _n, j) => s + w[j] * P[i][j], 0));
    const best = truth.indexOf(Math.max(...truth));
    let cover = 0, cells = 0, gapCover = 0, gaps = 0;
    for (let rep = 0; rep < 300; rep++) {
      const sim = simTable(names, (i, j) => {
        let wins = 0;
        for (let k = 0; k < 300; k++) if (rng() < P[i][j]) wins++;
        return [wins, 300 - wins, 0];
      });
      const r = study(sim, shares);
      const top = r.decks.find((d) => d.deck === names[best])!;
      for (const d of r.decks) {
        const i = names.indexOf(d.deck);
        cells++;
        if (d.winRate!.low <= truth[i] && truth[i] <= d.winRate!.high) cover++;
        if (d.behindBest && r.decks[0] === top) {
          gaps++;
          const g = truth[i] - truth[best];
          if (d.behindBest.low <= g && g <= d.behindBest.high) gapCover++;
        }
      }
    }
    expect(cover / cells).toBeGreaterThan(0.935);
    expect(cover / cells).toBeLessThan(0.965);
    expect(gaps).toBeGreaterThan(500);
    expect(gapCover / gaps).toBeGreaterThan(0.93);
    expect(gapCover / gaps).toBeLessThan(0.97);
  });
});

async function inBatches(jobs: (() => Promise<CliResult>)[]): Promise<CliResult[]> {
  const out: CliResult[] = [];
  for (let k = 0; k < jobs.length; k += 3) out.push(...await Promise.all(jobs.slice(k, k + 3).map((j) => j())));
  return out;
}

describe('ptcg field and report --shares', () => {
  const results = tmp.path('r.json'), shares = tmp.path('s.csv');
  const DECKS = ['haymaker', 'rain-dance', 'overgrowth'].map((d) => `decks/classic/${d}.txt`);
  beforeAll(() => {
    const r = ptcg('simulate', '--decks', ...DECKS, '--games', '60', '--workers', '1', '--out', results);
    expect(r.status, r.stderr).toBe(0);
    writeFileSync(shares, 'deck,share\nHaymaker,30\nrain-dance,25\nGardevoir ex,15\nOvergrowth,10\n');
  });

  it('ranks the decks against the field: the table, --json and --out, the library\'s field(); a field deck missing from the results is named', () => {
    const out = tmp.path('f.json');
    const j = ptcg('field', '--results', results, '--shares', shares, '--json', '--out', out);
    expect(j.status, j.stderr).toBe(0);
    const doc = JSON.parse(j.stdout) as FieldResult;
    expect(readFileSync(out, 'utf8')).toBe(j.stdout);
    expect(JSON.parse(JSON.stringify(field({ results, shares })))).toEqual(doc);
    expect(doc.kind).toBe('field');
    expect(doc.missing).toEqual([{ name: 'Gardevoir ex', share: 15 / 80 }]);
    expect(doc.decks.map((d) => d.rank)).toEqual([1, 2, 3]);
    const rates = doc.decks.map((d) => d.winRate!.estimate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const d of doc.decks) expect(d.covered).toBeCloseTo(65 / 80, 12);
    const text = ptcg('field', '--results', results, '--shares', shares);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`^ +1 +${doc.decks[0].deck} +\\d+\\.\\d%`, 'm'));
    expect(text.stdout).toMatch(/Not in the results: Gardevoir ex \(18\.8%\)/);
  });

  it('report --from … --shares adds an "Against the field" section (its table, chart and data); field reads a report\'s results.json', async () => {
    const report = tmp.path('report');
    const r = ptcg('report', '--from', results, '--shares', shares, '--out', report);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(`${report}/index.html`, 'utf8');
    expect(html).toContain('<section id="against-the-field">');
    expect(html).toContain('<a href="#against-the-field">Against the field</a>');
    expect(existsSync(`${report}/specs/field.json`)).toBe(true);
    const data = JSON.parse(readFileSync(`${report}/data/field.json`, 'utf8')) as FieldResult;
    expect(readFileSync(`${report}/summary.md`, 'utf8')).toMatch(/## Against the field/);
    const again = JSON.parse(ptcg('field', '--results', `${report}/results.json`, '--shares', shares, '--json').stdout) as FieldResult;
    expect(again.decks.map((d) => [d.deck, d.winRate])).toEqual(data.decks.map((d) => [d.deck, d.winRate]));
    if (!existsSync(CHROMIUM)) return;
    const { chromium } = await import('playwright-core');
    const profile = tempDir('ptcg-chromium-');
    const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const errors: string[] = [];
      await context.route('**/*', (x) => (x.request().url().startsWith('file:') ? x.continue() : x.abort()));
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(`${report}/index.html`).href, { waitUntil: 'load' });
      expect(errors).toEqual([]);
      const section = page.locator('section#against-the-field');
      expect(await section.locator('table.field tbody tr').count()).toBe(3);
      expect(await section.locator('figure#field svg [aria-roledescription="point"]').count()).toBe(3);
      const labels = await section.locator('figure#field svg text').allTextContents();
      for (const d of ['Haymaker', 'Rain Dance', 'Overgrowth']) expect(labels).toContain(d);
    } finally {
      await context.close();
      profile.done();
    }
  }, 120_000);

  it('the library: buildReport(…, { shares }) adds the section and data/field.json', async () => {
    const dir = tmp.path('lib-report');
    const doc = JSON.parse(readFileSync(results, 'utf8')) as RunResult;
    const written = await buildReport(doc, dir, { shares: [{ deck: 'Haymaker', share: 2 }, { deck: 'Overgrowth', share: 1 }] });
    expect(written.files).toContain('data/field.json');
    const data = JSON.parse(readFileSync(`${dir}/data/field.json`, 'utf8')) as FieldResult;
    expect(data.field.map((f) => [f.deck, f.share])).toEqual([['Haymaker', 2 / 3], ['Overgrowth', 1 / 3]]);
    expect(readFileSync(written.index, 'utf8')).toContain('<section id="against-the-field">');
  });

  it('bad share files: one line naming the file and line, exit 2, no output written (report: before any game)', async () => {
    const file = (name: string, text: string) => { const p = tmp.path(name); writeFileSync(p, text); return p; };
    const cases: [string, RegExp][] = [
      [file('s1.csv', 'deck,weight\nHaymaker,3\n'), /s1\.csv:1: missing column 'share' \(the header has 'deck', 'weight'; meta shares \(deck,share\) needs deck,share\)$/],
      [file('s2.csv', 'deck,share\nHaymaker,-3\n'), /s2\.csv:2: share must be a number ≥ 0 \(got '-3'\)$/],
      [file('s3.csv', 'deck,share\nHaymaker,12.5%\n'), /s3\.csv:2: share must be a number ≥ 0 \(got '12\.5%'\) \(write 12\.5, not 12\.5%: shares are normalised to add up to 1\)$/],
      [file('s4.csv', 'deck,share\nHaymaker,lots\n'), /s4\.csv:2: share must be a number ≥ 0 \(got 'lots'\)$/],
      [file('s5.csv', 'deck,share\nHaymaker,3\nOvergrowth,2\nhaymaker,1\n'), /s5\.csv:4: a second row for haymaker \(the first is .*s5\.csv:2\); give each deck's share once$/],
      [file('s6.csv', 'deck,share\nHaymaker,0\nOvergrowth,0\n'), /s6\.csv: every share is 0$/],
      [file('s7.csv', 'deck,share\n'), /s7\.csv: no shares/],
      [file('s9.csv', 'deck;share\nHaymaker;3\n'), /s9\.csv:1: missing columns 'deck', 'share' \(the header has 'deck;share'; meta shares \(deck,share\) needs deck,share; fields are separated by commas\)$/],
      [file('s8.csv', 'deck,share\nRain Dance,3\nrain-dance,2\n'), /s8\.csv:3: a second row for Rain Dance \(the first is .*s8\.csv:2\); give each deck's share once$/],
    ];
    for (const [f, re] of cases) expect(() => fieldOf(fieldConfigFrom({ results, shares: f })), f).toThrow(re);
    const some = [0, 1, 2].map((k) => cases[k]);
    const runs = await inBatches(some.map(([f], k) => () => ptcgAsync('field', '--results', results, '--shares', f, '--out', tmp.path(`never-${k}.json`))));
    some.forEach(([f, re], k) => {
      expect(runs[k].status, f).toBe(2);
      expect(oneErrorLine(runs[k].stderr), f).toMatch(re);
      expect(existsSync(tmp.path(`never-${k}.json`))).toBe(false);
    });
    const rep = ptcg('report', '--decks', ...DECKS, '--games', '100000', '--shares', cases[1][0], '--out', tmp.path('never-report'));
    expect(rep.status).toBe(2);
    expect(oneErrorLine(rep.stderr)).toMatch(/s2\.csv:2: share must be a number/);
    expect(existsSync(tmp.path('never-report'))).toBe(false);
    const lib = (() => { try { field({ results, shares: [{ deck: 'Haymaker', share: -1 }] }); return 'accepted'; } catch (e) { return (e as Error).message; } })();
    expect(lib).toBe("shares[0]: share must be a number ≥ 0 (got '-1')");
  });
});
