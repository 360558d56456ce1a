// `ptcg report` and `ptcg main`: the report page as a person sees it in headless Chromium (no
// network, no errors, every chart drawn), the data files against the result they came from,
// rebuilding from saved results byte for byte, HTML/Markdown escaping of deck names, and the main job.
import { seal } from '../src/sim/checksum.js';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ptcgAsync, tempDir, ROOT, type CliResult } from './helpers/cli.js';
import { shortNames, coverageNote, END_REASON_NOTES, MAX_SHORT, deckSlug, deckPageBases } from '../src/analytics/report-text.js';
import { prizeRaceSpec, gameLengthSpec, endReasonsSpec, seatsSpec, heatmapSpec, matchupSeatsSpec } from '../src/analytics/charts.js';
import type { TopLevelSpec } from 'vega-lite';
import { renderSvg } from '../src/analytics/report.js';
import { END_REASON_NAMES } from '../src/engine/state.js';
import { wilson } from '../src/analytics/stats.js';

const CHROMIUM = '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM);
const SKIP_NOTE = HAVE_CHROMIUM ? '' : ` (skipped: ${CHROMIUM} is not installed; CI installs it via .ci/run)`;
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

const tmp = tempDir('ptcg-report-');
const OUT = join(ROOT, 'test-output', 'report');
const SITE = join(OUT, 'site'); // the 4-deck report, kept for a person to look at
const SCREENSHOT = join(OUT, 'screenshot.png');
const MAIN_OUT = 'test-output/main-job';
const MAIN_GAMES = 40; // games per matchup and seating in the main job's run: enough to fill every table
const MAIN_PILOT_OUT = tmp.path('main-pilot'); // a main job with its default bot (the pilot), 1 game a seating
const STANDARD = readdirSync(join(ROOT, 'decks', 'standard')).filter((f) => f.endsWith('.txt')).sort().map((f) => `decks/standard/${f}`);
const GAMES = 300;
const EVIL = '<img src=x onerror=alert(1)>';
const BOB = 'Bob & "Alice"';

type Doc = Record<string, any>;
interface Iv { estimate: number; low: number; high: number; n: number }

function ok(r: CliResult, what: string): CliResult {
  expect(r.status, `${what}: ${r.stderr}`).toBe(0);
  return r;
}

/** A small RFC 4180 reader (arquero quotes fields holding commas or quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  const [head, ...body] = rows;
  return body.map((r) => {
    expect(r.length).toBe(head.length);
    return Object.fromEntries(head.map((h, k) => [h, r[k]]));
  });
}

const CHART_IDS = ['matrix', 'seats', 'matchup-seats', 'prize-race', 'game-length', 'mulligans', 'mulligan-distribution', 'end-reasons'];
const TABLES = ['matrix', 'seats', 'matchupSeats', 'prizeRace', 'gameLength', 'gameLengthSummary', 'mulligans', 'mulliganDistribution', 'endReasons'];
const readJson = (p: string): any => JSON.parse(readFileSync(p, 'utf8'));
const filesUnder = (dir: string, sub: string) => readdirSync(join(dir, sub)).sort().map((f) => `${sub}/${f}`);

// Started together in beforeAll so that independent runs share the cores.
let mainRun: CliResult, evilRun: CliResult, simRun: CliResult, shardRun: CliResult, compareRun: CliResult, npmStart: CliResult & { seconds: number }, mainPilot: CliResult;
const t0 = Date.now();

function npmStartAsync(...args: string[]): Promise<CliResult & { seconds: number }> {
  return new Promise((resolveRun, reject) => {
    const start = performance.now();
    // What `npm start` runs after its build (the suite's pretest already built dist/; rebuilding
    // here would rewrite files that other test files' processes are loading).
    const child = spawn(process.execPath, ['bin/ptcg.js', 'main', ...args], { cwd: ROOT, env: { ...process.env, PTCG_DEBUG: '' } });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (status, signal) => resolveRun({ status, signal, stdout, stderr, seconds: (performance.now() - start) / 1000 }));
  });
}

function evilDeck(name: string, file: string): string {
  const src = readFileSync(join(ROOT, 'decks/standard/lucario-ex.txt'), 'utf8');
  expect(src).toMatch(/^# name:.*$/m);
  const path = tmp.path(file);
  writeFileSync(path, src.replace(/^# name:.*$/m, `# name: ${name}`));
  return path;
}

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  rmSync(join(ROOT, MAIN_OUT), { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const evil = [evilDeck(EVIL, 'evil.txt'), evilDeck(BOB, 'bob.txt')];
  // The page tests are about the page, not the bot: greedy, ~25× faster than the pilot main and report default to.
  npmStart = await npmStartAsync('--bot', 'greedy', '--games', String(MAIN_GAMES), '--deck-games', '100', '--out', MAIN_OUT);
  [mainRun, evilRun, simRun, shardRun, compareRun, mainPilot] = await Promise.all([
    ptcgAsync('report', '--decks', ...STANDARD, '--games', String(GAMES), '--seed', '1', '--bot', 'greedy', '--out', SITE),
    ptcgAsync('report', '--decks', ...evil, '--games', '100', '--seed', '3', '--bot', 'greedy,random', '--out', tmp.path('evil-report')),
    ptcgAsync('simulate', '--deck', STANDARD[1], '--opponent', STANDARD[0], '--games', '300', '--seed', '7', '--json', '--out', tmp.path('r.json')),
    ptcgAsync('simulate', '--decks', STANDARD[0], STANDARD[1], '--games', '40', '--seed', '5', '--shard', '1/4', '--workers', '1', '--out', tmp.path('s1.json')),
    ptcgAsync('compare', 'decks/standard/lucario-ex.txt', 'examples/lucario-ex-more-balls.txt', '--against', 'decks/standard/ampharos-ex.txt', 'decks/standard/victini-ex.txt', '--games', '20', '--workers', '1', '--bot', 'greedy', '--report', tmp.path('compare')),
    ptcgAsync('main', '--games', '1', '--deck-games', '1', '--out', MAIN_PILOT_OUT),
  ]);
});

afterAll(() => tmp.done());

// ---------------------------------------------------------------------------------------------
// Headless Chromium, as a person would open the page.

interface PageCheck {
  errors: string[]; // console errors and page errors
  requests: string[]; // every URL the page tried to load
  dialogs: string[];
  text: string;
  figures: { id: string; svgs: number; marks: number }[];
  matrix: { rows: number; cellsPerRow: number[]; headCols: number };
  sections: number;
  scrollWidth: number; // of the page, in a window 800 px wide
  charts: ChartCheck[];
  textOutsideCharts: string; // the page text without the charts (what summary.md must carry)
}

/** What a chart shows, read from its SVG as laid out in the page. */
interface ChartCheck {
  id: string;
  width: number; // drawn width of the SVG
  room: number; // width of the figure holding it
  axes: string[][]; // labels of each axis
  legends: string[]; // legend labels
  texts: string[]; // every text in the chart
  marks: Record<string, { w: number; h: number; fill: string; opacity: number }[]>; // mark boxes by layer name (e.g. layer_2_marks)
}

async function openInChromium(html: string, screenshot?: string): Promise<PageCheck> {
  const { chromium } = await import('playwright-core');
  const profile = tempDir('ptcg-chromium-');
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const check: PageCheck = { errors: [], requests: [], dialogs: [], text: '', figures: [], matrix: { rows: 0, cellsPerRow: [], headCols: 0 }, sections: 0, scrollWidth: 0, charts: [], textOutsideCharts: '' };
    await context.route('**/*', (r) => (r.request().url().startsWith('file:') ? r.continue() : r.abort()));
    const page = await context.newPage();
    await page.setViewportSize({ width: 800, height: 1000 });
    page.on('request', (r) => check.requests.push(r.url()));
    page.on('console', (m) => { if (m.type() === 'error') check.errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => check.errors.push(`pageerror: ${e.message}`));
    page.on('dialog', (d) => { check.dialogs.push(`${d.type()}: ${d.message()}`); void d.dismiss(); });
    await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
    await page.waitForTimeout(200); // let any stray script or lazy load show itself
    check.text = await page.evaluate(() => document.body.innerText);
    check.figures = await page.$$eval('figure.chart', (figs) => figs.map((f) => {
      const svg = f.querySelector('svg');
      return { id: f.id, svgs: f.querySelectorAll('svg').length, marks: svg ? svg.querySelectorAll('path, rect, line, text').length : 0 };
    }));
    check.matrix = await page.evaluate(() => {
      const t = document.querySelector('table.matrix');
      const rows = t ? [...t.querySelectorAll('tbody tr')] : [];
      return { rows: rows.length, cellsPerRow: rows.map((r) => r.querySelectorAll('td').length), headCols: t ? t.querySelectorAll('thead th[scope="col"]').length : 0 };
    });
    check.sections = await page.locator('section').count();
    check.scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    check.charts = await page.$$eval('figure.chart', (figs) => figs.map((f) => {
      const svg = f.querySelector('svg')!;
      const texts = (sel: string) => [...svg.querySelectorAll(`${sel} text`)].map((t) => t.textContent ?? '');
      const marks: Record<string, { w: number; h: number; fill: string; opacity: number }[]> = {};
      for (const g of svg.querySelectorAll('g.role-mark')) {
        const layer = [...g.classList].find((c) => c.endsWith('_marks')) ?? 'marks';
        marks[layer] = (marks[layer] ?? []).concat([...g.querySelectorAll('path, line, rect')].map((el) => {
          const b = (el as SVGGraphicsElement).getBoundingClientRect();
          const style = getComputedStyle(el);
          const fill = el.getAttribute('fill');
          return { w: b.width, h: b.height, fill: fill && fill !== 'none' ? fill : el.getAttribute('stroke') ?? '', opacity: Number(el.getAttribute('fill-opacity') ?? el.getAttribute('opacity') ?? style.opacity) };
        }));
      }
      return {
        id: f.id, width: svg.getBoundingClientRect().width, room: f.clientWidth,
        axes: [...svg.querySelectorAll('g.role-axis-label')].map((g) => [...g.querySelectorAll('text')].map((t) => t.textContent ?? '')),
        legends: texts('g.role-legend-label'), texts: [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''), marks,
      };
    }));
    check.textOutsideCharts = await page.evaluate(() => {
      const copy = document.createElement('div');
      copy.innerHTML = document.body.innerHTML;
      copy.querySelectorAll('figure.chart').forEach((f) => f.remove());
      document.body.append(copy); // innerText needs a laid-out element
      const text = copy.innerText;
      copy.remove();
      return text;
    });
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return check;
  } finally {
    await context.close();
    profile.done();
  }
}

describe('report page in headless Chromium', () => {
  it.skipIf(!HAVE_CHROMIUM)(`renders offline with no errors, every chart drawn, and the run parameters shown${SKIP_NOTE}`, async () => {
    ok(mainRun, 'report');
    const page = await openInChromium(join(SITE, 'index.html'), SCREENSHOT);
    expect(page.errors).toEqual([]);
    expect(page.dialogs).toEqual([]);
    expect(page.requests.length).toBeGreaterThan(0);
    expect(page.requests.filter((u) => !u.startsWith('file:'))).toEqual([]);

    // eight charts, each an inline SVG with real marks
    expect(page.figures.map((f) => f.id)).toEqual(CHART_IDS.map((c) => `g1-${c}`));
    for (const f of page.figures) {
      expect(f.svgs, f.id).toBe(1);
      expect(f.marks, f.id).toBeGreaterThanOrEqual(10);
    }

    // n×n matrix
    const n = STANDARD.length;
    expect(page.matrix.rows).toBe(n);
    expect(page.matrix.headCols).toBe(n);
    expect(page.matrix.cellsPerRow).toEqual(Array(n).fill(n));

    // run parameters and summary lines, as visible text
    const result = readJson(join(SITE, 'results.json')).groups[0].result as Doc;
    for (const d of result.decks as string[]) expect(page.text).toContain(d);
    for (const f of STANDARD) expect(page.text).toContain(f);
    expect(page.text).toContain(`${GAMES} per matchup and seating (${(GAMES * n * (n - 1)).toLocaleString('en-US')} in all)`);
    expect(page.text).toMatch(/seed\s+1\b/);
    expect(page.text).toMatch(/rules\s+standard\b/);
    expect(page.text).toMatch(/bots\s+greedy vs greedy/);
    expect(page.text).toContain(`ptcg ${VERSION}`);
    const date = /generated (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)/.exec(page.text);
    expect(date, 'a generation date').not.toBeNull();
    const when = Date.parse(date![1]);
    expect(when).toBeGreaterThanOrEqual(t0 - 1000);
    expect(when).toBeLessThanOrEqual(Date.now());
    expect(page.text).toMatch(new RegExp(`Best deck overall: .+ mean win rate against the other ${STANDARD.length - 1} decks\\.`));
    expect(page.text).toMatch(/Most lopsided matchup: .+ beats .+ \d+\.\d% \(95% CI/);

    expect(statSync(SCREENSHOT).size).toBeGreaterThan(10_000);
  });
});

describe('report charts as laid out in a window 800 px wide', () => {
  let page: PageCheck;
  let result: Doc;
  const chart = (id: string) => {
    const c = page.charts.find((x) => x.id === `g1-${id}`);
    expect(c, id).toBeDefined();
    return c!;
  };
  beforeAll(async () => {
    if (!HAVE_CHROMIUM) return;
    ok(mainRun, 'report');
    page = await openInChromium(join(SITE, 'index.html'));
    result = readJson(join(SITE, 'results.json')).groups[0].result;
  });

  it.skipIf(!HAVE_CHROMIUM)(`nothing is wider than the page and no chart label is cut short${SKIP_NOTE}`, () => {
    expect(page.scrollWidth).toBeLessThanOrEqual(800);
    expect(page.charts).toHaveLength(CHART_IDS.length);
    for (const c of page.charts) {
      expect(c.width, c.id).toBeLessThanOrEqual(c.room);
      // vega cuts a label longer than its limit with an ellipsis; the bundled decks' short names are whole (issue 29)
      expect(c.texts.filter((t) => t.includes('…')), c.id).toEqual([]);
    }
    expect(shortNames(result.decks).filter((x) => x.includes('…'))).toEqual([]);
  });

  it.skipIf(!HAVE_CHROMIUM)(`charts name decks by short names that the Decks table defines once, next to the full names${SKIP_NOTE}`, () => {
    const short = shortNames(result.decks);
    expect(new Set(short).size).toBe(short.length);
    // the key: each short name on the same line as its full name and file
    result.decks.forEach((d: string, i: number) => expect(page.textOutsideCharts).toContain(`${short[i]}\t${d}\t${result.deckFiles[i]}`));
    expect(chart('matrix').axes.flat()).toEqual(expect.arrayContaining(short));
    expect(chart('mulligans').axes.flat()).toEqual(expect.arrayContaining(short));
    for (const id of ['prize-race', 'mulligan-distribution']) expect([...chart(id).legends].sort(), id).toEqual([...short].sort());
    const pairs = short.flatMap((a, i) => short.slice(i + 1).map((b) => `${a} vs ${b}`));
    expect(chart('game-length').axes.flat()).toEqual(expect.arrayContaining(pairs));
    expect(chart('end-reasons').axes.flat()).toEqual(expect.arrayContaining(pairs));
    for (const c of page.charts) for (const d of result.decks as string[]) expect(c.texts.join('\n'), c.id).not.toContain(d);
  });

  it.skipIf(!HAVE_CHROMIUM)(`no axis repeats a tick label${SKIP_NOTE}`, () => {
    let axes = 0;
    for (const c of page.charts) {
      for (const labels of c.axes) {
        axes++;
        expect(new Set(labels).size, `${c.id}: ${labels.join(', ')}`).toBe(labels.length);
      }
    }
    expect(axes).toBeGreaterThanOrEqual(2 * CHART_IDS.length);
  });

  it.skipIf(!HAVE_CHROMIUM)(`prize race: a scale up to all 6 prizes in each deck's panel, a visible line per opponent and a legend with the decks${SKIP_NOTE}`, () => {
    const c = chart('prize-race');
    const n = STANDARD.length;
    const scales = c.axes.filter((a) => a.includes('0') && a.every((x) => /^\d$/.test(x)));
    expect(scales.length).toBeGreaterThan(0);
    for (const labels of scales) expect(Number(labels[labels.length - 1])).toBe(6);
    // a line for each deck against each opponent: n panels of n − 1 lines, each visibly drawn
    const lines = Object.values(c.marks).flat();
    expect(lines).toHaveLength(n * (n - 1));
    for (const l of lines) expect(l.h, 'a line rises over the turns (px)').toBeGreaterThan(10);
    expect(new Set(lines.map((l) => l.fill)).size).toBe(Math.min(n, 10)); // ten hues; decks past ten take them again, dashed
  });

  it.skipIf(!HAVE_CHROMIUM)(`mulligans: each exact mark is drawn taller than its bar, in black${SKIP_NOTE}`, () => {
    const c = chart('mulligans');
    const bars = c.marks.layer_0_marks, exact = c.marks.layer_2_marks;
    expect(bars).toHaveLength(STANDARD.length);
    expect(exact).toHaveLength(STANDARD.length);
    for (let i = 0; i < exact.length; i++) {
      expect(exact[i].fill).toBe('#000000');
      expect(exact[i].w).toBeGreaterThanOrEqual(2);
      expect(exact[i].h).toBeGreaterThan(bars[i].h);
    }
    const dist = chart('mulligan-distribution');
    const ticks = dist.marks.layer_1_marks;
    expect(ticks.length).toBe(6 * STANDARD.length);
    for (const t of ticks) {
      expect(t.fill).toBe('black');
      expect(t.h).toBeGreaterThanOrEqual(2);
    }
  });

  it.skipIf(!HAVE_CHROMIUM)(`summary.md carries every figure the page shows outside its charts${SKIP_NOTE}`, () => {
    const md = readFileSync(join(SITE, 'summary.md'), 'utf8');
    const numbers = page.textOutsideCharts.match(/\d[\d,]*(?:\.\d+)?%?/g) ?? [];
    expect(numbers.length).toBeGreaterThan(200);
    const missing = [...new Set(numbers)].filter((x) => !md.includes(x));
    expect(missing).toEqual([]);
    // and every headline, word for word
    const heads = page.textOutsideCharts.split('\n').filter((l) => /^(Best deck|Most lopsided|Every matchup|Not significant|Going first:|Game length:|How games ended:|Mulligans:)/.test(l));
    expect(heads.length).toBeGreaterThanOrEqual(7);
    for (const h of heads) expect(md).toContain(`- ${h}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Charts a player reads at a glance (issue 29): measured in Chromium, with screenshots in
// test-output/report/ for a person to look at.

/** Open a page in headless Chromium, in a window `width` px wide and offline, and run `fn` on it. */
async function withChromium<T>(html: string, width: number, fn: (page: import('playwright-core').Page) => Promise<T>): Promise<T> {
  const { chromium } = await import('playwright-core');
  const profile = tempDir('ptcg-chromium-');
  const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    await context.route('**/*', (r) => (r.request().url().startsWith('file:') ? r.continue() : r.abort()));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
    return await fn(page);
  } finally {
    await context.close();
    profile.done();
  }
}

interface Box { x: number; y: number; w: number; h: number }
interface Drawn { text: string; label: string; box: Box; stroke: string; dash: string }
/** A chart as drawn: its size, its mark layers' elements, its axes, its legend and every text. */
interface Geometry {
  width: number; height: number;
  layers: Record<string, Drawn[]>; // by mark layer class (layer_0_marks, child_marks, …)
  axes: { title: string; labels: Drawn[] }[];
  legend: Box | null;
  legendSymbols: Drawn[]; // in legend order, beside legendLabels
  legendLabels: string[];
  texts: string[];
}

function geometry(page: import('playwright-core').Page, figure: string): Promise<Geometry> {
  return page.evaluate((id) => {
    const svg = document.getElementById(id)!.querySelector('svg')!;
    const box = (e: Element) => { const b = e.getBoundingClientRect(); return { x: b.left, y: b.top, w: b.width, h: b.height }; };
    const drawn = (e: Element) => ({ text: e.textContent ?? '', label: e.getAttribute('aria-label') ?? '', box: box(e), stroke: e.getAttribute('stroke') ?? '', dash: e.getAttribute('stroke-dasharray') ?? '' });
    const layers: Record<string, ReturnType<typeof drawn>[]> = {};
    for (const g of svg.querySelectorAll('g.role-mark')) {
      const layer = [...g.classList].find((c) => c.endsWith('_marks')) ?? 'marks';
      layers[layer] = (layers[layer] ?? []).concat([...g.querySelectorAll('path, line, rect, text')].map(drawn));
    }
    const legend = svg.querySelector('g.role-legend');
    const size = box(svg);
    return {
      width: size.w, height: size.h, layers,
      axes: [...svg.querySelectorAll('g.role-axis')].map((a) => ({ title: a.querySelector('g.role-axis-title text')?.textContent ?? '', labels: [...a.querySelectorAll('g.role-axis-label text')].map(drawn) })),
      legend: legend ? box(legend) : null,
      legendSymbols: [...svg.querySelectorAll('g.role-legend-symbol path')].map(drawn),
      legendLabels: [...svg.querySelectorAll('g.role-legend-label text')].map((t) => t.textContent ?? ''),
      texts: [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''),
    };
  }, figure);
}

const inside = (a: Box, b: Box, slack = 0.5) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const field = (label: string, name: string) => new RegExp(`(?:^|; )${name}: ([^;]*)`).exec(label)?.[1];
const crossesHalf = (w: Iv) => w.low <= 0.5 && w.high >= 0.5;

/**
 * A matchup heatmap against its result: a cell per ordered pair showing the pair's win rate, "ns"
 * exactly where the interval crosses 50%, every text inside its own cell, no two texts over each
 * other, and the axes naming the decks whole.
 */
function checkHeatmap(g: Geometry, m: Doc, what: string): void {
  const n = m.decks.length;
  const short: string[] = shortNames(m.decks);
  const cells = g.layers.layer_0_marks;
  expect(cells, what).toHaveLength(n * (n - 1));
  const texts = Object.entries(g.layers).filter(([k]) => k !== 'layer_0_marks').flatMap(([, v]) => v).filter((t) => t.text !== '');
  const decimals = texts.some((t) => /^\d+\.\d%$/.test(t.text)) ? 1 : 0;
  const problems: string[] = [];
  for (const cell of cells) {
    const i = short.indexOf(field(cell.label, 'deck')!), j = short.indexOf(field(cell.label, 'opponent')!);
    expect(i >= 0 && j >= 0 && i !== j, `${what}: ${cell.label}`).toBe(true);
    const w = m.winRate[i][j] as Iv;
    const mine = texts.filter((t) => inside({ x: t.box.x + t.box.w / 2, y: t.box.y + t.box.h / 2, w: 0, h: 0 }, cell.box, 0));
    const value = mine.filter((t) => /%$/.test(t.text) && !t.text.includes('–'));
    if (value.length !== 1 || value[0].text !== `${(w.estimate * 100).toFixed(decimals)}%`) problems.push(`${cell.label}: shows ${mine.map((t) => t.text).join(' | ')}`);
    if (mine.some((t) => /\bns$/.test(t.text)) !== crossesHalf(w)) problems.push(`${cell.label}: "ns" ${crossesHalf(w) ? 'missing' : 'wrong'}`);
    for (const t of mine) if (!inside(t.box, cell.box)) problems.push(`${cell.label}: "${t.text}" leaves its cell`);
  }
  // every text lies on some cell (so the checks above saw all of them), and none covers another
  for (const t of texts) if (!cells.some((c) => inside(t.box, c.box))) problems.push(`"${t.text}" is on no cell`);
  for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) if (overlap(texts[a].box, texts[b].box)) problems.push(`"${texts[a].text}" overlaps "${texts[b].text}"`);
  // both axes name every deck whole, and no axis label runs into the cells
  expect(g.axes.map((a) => a.labels.map((l) => l.text)), what).toEqual([short, short]);
  for (const l of g.axes.flatMap((a) => a.labels)) if (cells.some((c) => overlap(l.box, c.box))) problems.push(`axis label "${l.text}" runs into the cells`);
  expect(g.texts.filter((t) => t.endsWith('…')), what).toEqual([]);
  expect(problems, what).toEqual([]);
}

describe('charts a player reads at a glance (issue 29), measured in Chromium', () => {
  const mainPage = () => join(ROOT, MAIN_OUT, 'index.html');
  const mainGroups = () => readJson(join(ROOT, MAIN_OUT, 'results.json')).groups as Doc[];

  it.skipIf(!HAVE_CHROMIUM)(`matchup heatmaps (2, 10 and 13 decks, and the 11 Standard 2026 lists): each cell's text inside its cell, "ns" where the interval crosses 50%, no overlaps, whole axis labels${SKIP_NOTE}`, async () => {
    expect(npmStart.status, npmStart.stderr).toBe(0);
    const groups = mainGroups();
    expect(groups.map((x) => x.result.decks.length)).toEqual([10, 2, 13, 11]);
    await withChromium(mainPage(), 800, async (page) => {
      for (const grp of groups) {
        const g = await geometry(page, `${grp.id}-matrix`);
        checkHeatmap(g, grp.result, grp.title);
        expect(g.width, grp.title).toBeLessThanOrEqual(768);
        await page.locator(`#${grp.id}-matrix`).screenshot({ path: join(OUT, `heatmap-${grp.result.decks.length}-decks.png`) });
      }
    });
    // the 13-deck run of 300 games a seating has other cells, fewer of them not significant
    await withChromium(join(SITE, 'index.html'), 800, async (page) => checkHeatmap(await geometry(page, 'g1-matrix'), readJson(join(SITE, 'results.json')).groups[0].result, 'g1'));
    expect(statSync(join(OUT, 'heatmap-13-decks.png')).size).toBeGreaterThan(10_000);
  });

  it.skipIf(!HAVE_CHROMIUM)(`the matrix tables fit a 1400 px window with whole deck names; scrolled sideways in a narrow one, the deck column stays in view${SKIP_NOTE}`, async () => {
    expect(npmStart.status, npmStart.stderr).toBe(0);
    const groups = mainGroups();
    const tables = (page: import('playwright-core').Page) => page.evaluate(() => [...document.querySelectorAll('table.matrix')].map((t) => {
      const scroll = t.parentElement!;
      return { scrollWidth: scroll.scrollWidth, clientWidth: scroll.clientWidth, heads: [...t.querySelectorAll('thead th[scope="col"]')].map((h) => h.textContent ?? '') };
    }));
    await withChromium(mainPage(), 1400, async (page) => {
      const seen = await tables(page);
      expect(seen.map((t) => t.heads)).toEqual(groups.map((x) => shortNames(x.result.decks)));
      for (const t of seen) expect(t.scrollWidth, t.heads.join(', ')).toBeLessThanOrEqual(t.clientWidth);
      await page.locator('#standard3 table.matrix').screenshot({ path: join(OUT, 'matrix-table-13-decks-1400px.png') });
    });
    await withChromium(mainPage(), 800, async (page) => {
      const seen = await page.evaluate(() => {
        const scroll = document.querySelector('#standard3 table.matrix')!.parentElement!;
        const overflow = scroll.scrollWidth - scroll.clientWidth;
        scroll.scrollLeft = scroll.scrollWidth;
        const left = scroll.getBoundingClientRect().left;
        const heads = [...scroll.querySelectorAll('tbody th[scope="row"]')].map((h) => h.getBoundingClientRect().left - left);
        return { overflow, scrolled: scroll.scrollLeft, heads };
      });
      expect(seen.overflow, 'the 13-deck matrix is wider than an 800 px window').toBeGreaterThan(50);
      expect(seen.scrolled).toBeGreaterThan(50);
      expect(seen.heads).toHaveLength(13);
      for (const x of seen.heads) expect(Math.abs(x)).toBeLessThan(1);
    });
  });

  it.skipIf(!HAVE_CHROMIUM)(`prize race and per-matchup seats: a panel per deck, each with its own x axis, legend on top, the 13-deck charts under 1,600 px, and a line of its own per opponent${SKIP_NOTE}`, async () => {
    expect(npmStart.status, npmStart.stderr).toBe(0);
    await withChromium(mainPage(), 800, async (page) => {
      for (const grp of mainGroups()) {
        const short: string[] = shortNames(grp.result.decks);
        const n = short.length;
        for (const id of ['prize-race', 'matchup-seats']) {
          const what = `${grp.title}: ${id}`;
          const g = await geometry(page, `${grp.id}-${id}`);
          expect(g.width, what).toBeLessThanOrEqual(768);
          if (n === 13) expect(g.height, what).toBeLessThan(1600);
          // a panel per deck, each with its x axis labelled
          const xAxes = g.axes.filter((a) => (id === 'prize-race' ? a.title === 'turn' : a.labels.map((l) => l.text).join() === '0%,50%,100%'));
          expect(xAxes, what).toHaveLength(n);
          for (const a of xAxes) expect(a.labels.length, what).toBeGreaterThanOrEqual(3);
          // the legend above everything the panels draw
          const marks = Object.values(g.layers).flat().filter((d) => d.box.h > 0);
          expect(g.legend, what).not.toBeNull();
          expect(g.legend!.y + g.legend!.h, what).toBeLessThanOrEqual(Math.min(...marks.map((d) => d.box.y)));
          await page.locator(`#${grp.id}-${id}`).screenshot({ path: join(OUT, `${id}-${n}-decks.png`) });
        }
        // prize race: in each deck's panel one line per opponent, no two alike; an opponent's line
        // looks the same in every panel and like its legend entry
        const g = await geometry(page, `${grp.id}-prize-race`);
        const lines = g.layers.child_marks.map((l) => ({ deck: field(l.label, 'deck'), opponent: field(l.label, 'opponent')!, look: `${l.stroke} ${l.dash}` }));
        expect(g.legendLabels, grp.title).toEqual(short);
        const legendLook = new Map(short.map((d, k) => [d, `${g.legendSymbols[k].stroke} ${g.legendSymbols[k].dash}`]));
        expect(new Set(legendLook.values()).size, grp.title).toBe(n);
        for (const deck of short) {
          const mine = lines.filter((l) => l.deck === deck);
          expect(mine.map((l) => l.opponent).sort(), deck).toEqual(short.filter((d) => d !== deck).sort());
          for (const l of mine) expect(l.look, `${deck} vs ${l.opponent}`).toBe(legendLook.get(l.opponent));
        }
      }
    });
    expect(statSync(join(OUT, 'prize-race-13-decks.png')).size).toBeGreaterThan(10_000);
  });

  it.skipIf(!HAVE_CHROMIUM)(`compare --report: a row per opponent and pooled (no "undefined"), and a line at 0 over the whole plot${SKIP_NOTE}`, async () => {
    ok(compareRun, 'compare --report');
    const doc = readJson(join(tmp.path('compare'), 'compare.json'));
    await withChromium(join(tmp.path('compare'), 'index.html'), 800, async (page) => {
      const g = await geometry(page, 'difference');
      expect(g.texts.filter((t) => /undefined|null|NaN/.test(t))).toEqual([]);
      const y = g.axes.find((a) => a.labels.some((l) => l.text === 'pooled'))!;
      expect(y.labels.map((l) => l.text)).toEqual([...doc.opponents.map((o: Doc) => o.opponent), 'pooled']);
      // the zero rule: one vertical line, where the x axis reads 0, from the first row to the last
      const zero = g.layers.layer_0_marks;
      expect(zero).toHaveLength(1);
      const x = g.axes.find((a) => a.title.startsWith('B − A'))!.labels.find((l) => l.text === '0')!;
      expect(Math.abs(zero[0].box.x - (x.box.x + x.box.w / 2))).toBeLessThan(1.5);
      expect(zero[0].box.w).toBeLessThan(2);
      const rows = y.labels.map((l) => l.box.y + l.box.h / 2);
      expect(zero[0].box.y).toBeLessThan(Math.min(...rows));
      expect(zero[0].box.y + zero[0].box.h).toBeGreaterThan(Math.max(...rows));
      expect(g.width).toBeLessThanOrEqual(768);
      await page.locator('#difference').screenshot({ path: join(OUT, 'compare-difference.png') });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Deck pages: per-card statistics and matchups of each deck, linked from the index.

describe('deck pages', () => {
  it('one page per deck, linked from the Decks table, with its Markdown twin, the card table and the caveat', () => {
    ok(mainRun, 'report');
    const html = readFileSync(join(SITE, 'index.html'), 'utf8');
    const m = readJson(join(SITE, 'results.json')).groups[0].result as Doc;
    const links = [...html.matchAll(/<a class="deck-page" href="([^"]+)">/g)].map((x) => x[1]);
    // named after the deck (issue 29: not g1-3.html)
    const pages = (m.decks as string[]).map((d) => `decks/${deckSlug(d)}`);
    expect(pages).toContain('decks/mega-lucario-ex-league-battle-deck');
    expect(new Set(pages).size).toBe(STANDARD.length);
    expect(links).toEqual(pages.map((p) => `${p}.html`));
    expect(filesUnder(SITE, 'decks')).toEqual(pages.flatMap((p) => [`${p}.html`, `${p}.md`]).sort());
    // the report's run counted card statistics: one row per distinct card, in list order
    expect(m.cardStats.decks.map((d: Doc) => d.deck)).toEqual(m.decks);
    m.decks.forEach((deck: string, d: number) => {
      const page = readFileSync(join(SITE, `${pages[d]}.html`), 'utf8');
      const md = readFileSync(join(SITE, `${pages[d]}.md`), 'utf8');
      const stats = m.cardStats.decks[d];
      expect(page).toContain(`<h1>${deck}</h1>`);
      expect(page).toContain('href="../index.html#g1"');
      const rows = /<table class="cards">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page)![1].split('\n');
      expect(rows.map((r) => /<th scope="row"[^>]*>([^<]*)<\/th>/.exec(r)![1])).toEqual(stats.cards.map((c: Doc) => c.name.replace(/'/g, '&#39;')));
      expect(page).toContain('<p class="caveat">Win rate when played vs not played: Association, not cause');
      expect(md).toContain('Win rate when played vs not played: Association, not cause');
      // every figure of the card table is the JSON's, in the page and in the Markdown twin
      for (const c of stats.cards as Doc[]) {
        const w = c.winRateWhenPlayed;
        const cell = w.n === 0 ? '—' : `${(w.estimate * 100).toFixed(1)}% (${(w.low * 100).toFixed(1)}%–${(w.high * 100).toFixed(1)}%, n=${w.n.toLocaleString('en-US')})`;
        expect(page).toContain(`<td>${cell}</td>`);
        expect(md).toContain(`| ${(c.drawnRate * 100).toFixed(1)}% | ${(c.playedRate * 100).toFixed(1)}% | ${cell} |`);
      }
      // matchups: each opponent, with the deck's going-first and going-second record from the counts
      const mrows = /<table class="deck-matchups">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page)![1].split('\n');
      expect(mrows).toHaveLength(m.decks.length - 1);
      const iv = (w: Iv) => `${(w.estimate * 100).toFixed(1)}% (${(w.low * 100).toFixed(1)}%–${(w.high * 100).toFixed(1)}%, n=${w.n.toLocaleString('en-US')})`;
      m.decks.forEach((opponent: string, o: number) => {
        if (o === d) return;
        const seat = (which: 'goingFirst' | 'goingSecond') => {
          let wins = 0, games = 0;
          for (const r of m.matchups as Doc[]) {
            for (let s = 0; s < 2; s++) {
              if (r.deckFiles[s] === m.deckFiles[d] && r.deckFiles[1 - s] === m.deckFiles[o]) { wins += r[which][s].wins; games += r[which][s].games; }
            }
          }
          return iv(wilson(wins, games));
        };
        expect(mrows.find((r) => r.includes(`>${opponent}</th>`))).toBe(`<tr><th scope="row">${opponent}</th><td>${iv(m.winRate[d][o])}</td><td>${seat('goingFirst')}</td><td>${seat('goingSecond')}</td></tr>`);
      });
    });
  });

  it('deck page names: a file-name-safe slug of the deck name, unique within the report (the main job: decks/haymaker.html)', () => {
    expect(deckSlug('Zap!')).toBe('zap');
    expect(deckSlug('Zapdos/Electabuzz')).toBe('zapdos-electabuzz');
    expect(deckSlug('Starter Set: Fire')).toBe('starter-set-fire');
    expect(deckSlug('Pokémon Évolutions')).toBe('pokemon-evolutions');
    expect(deckSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(deckSlug(EVIL)).toBe('img-src-x-onerror-alert-1');
    expect(deckSlug('!!!')).toBe('deck');
    expect(deckSlug('CON')).toBe('con-deck'); // a name Windows reserves
    expect(deckSlug('x'.repeat(100))).toHaveLength(60);
    // the same deck in two groups, and two names with one slug, get numbered pages
    expect(deckPageBases([{ result: { decks: ['Haymaker', 'Brushfire'] } }, { result: { decks: ['Haymaker', 'HAYMAKER!'] } }]))
      .toEqual([['decks/haymaker', 'decks/brushfire'], ['decks/haymaker-2', 'decks/haymaker-3']]);
    // the main job: its four groups' pages, linked from its Decks tables
    expect(npmStart.status, npmStart.stderr).toBe(0);
    const html = readFileSync(join(ROOT, MAIN_OUT, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<a class="deck-page" href="([^"]+)">/g)].map((x) => x[1]);
    expect(links).toHaveLength(10 + 2 + 13 + 11);
    expect(links).toEqual(expect.arrayContaining(['decks/haymaker.html', 'decks/zapdos-electabuzz.html', 'decks/starter-set-fire.html', 'decks/mega-lucario-ex-league-battle-deck.html']));
    expect(filesUnder(join(ROOT, MAIN_OUT), 'decks')).toEqual(links.flatMap((l) => [l, l.replace(/\.html$/, '.md')]).sort());
  });

  it.skipIf(!HAVE_CHROMIUM)(`a deck page renders offline with no errors and fits the window${SKIP_NOTE}`, async () => {
    ok(mainRun, 'report');
    const page = await openInChromium(join(SITE, 'decks/ampharos-ex-battle-deck.html'));
    expect(page.errors).toEqual([]);
    expect(page.dialogs).toEqual([]);
    expect(page.requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    const m = readJson(join(SITE, 'results.json')).groups[0].result as Doc;
    expect(page.text).toContain(m.decks[0]);
    expect(page.text).toContain('Association, not cause');
    for (const c of m.cardStats.decks[0].cards as Doc[]) expect(page.text).toContain(c.name);
    for (const o of (m.decks as string[]).slice(1)) expect(page.text).toContain(o);
    expect(page.scrollWidth).toBeLessThanOrEqual(800); // the wide card table scrolls in its own box
  });
});

// ---------------------------------------------------------------------------------------------
// The data files agree with results.json.

describe('data files agree with the result they came from', () => {
  let m: Doc;
  beforeAll(() => {
    ok(mainRun, 'report');
    expect(mainRun.stderr).toContain(`report written to ${join(SITE, 'index.html')}`);
    const input = readJson(join(SITE, 'results.json'));
    expect(input.kind).toBe('ptcg-report-input');
    expect(input.groups).toHaveLength(1);
    m = input.groups[0].result;
    expect(m.kind).toBe('matrix');
    expect(m.deckFiles).toEqual(STANDARD);
    expect(m.matchups).toHaveLength(STANDARD.length * (STANDARD.length - 1));
  });

  const idx = (name: string) => {
    const i = (m.decks as string[]).indexOf(name);
    expect(i, name).toBeGreaterThanOrEqual(0);
    return i;
  };

  it('the folder holds every expected file', () => {
    for (const f of ['index.html', 'summary.md', 'results.json']) expect(existsSync(join(SITE, f)), f).toBe(true);
    expect(filesUnder(SITE, 'data')).toEqual(TABLES.flatMap((t) => [`data/${t}.csv`, `data/${t}.json`]).sort());
    expect(filesUnder(SITE, 'specs')).toEqual(CHART_IDS.map((s) => `specs/g1-${s}.json`).sort());
  });

  it('matrix.csv and matrix.json: every row equals winRate[i][j] of the result', () => {
    const n = m.decks.length;
    const csv = parseCsv(readFileSync(join(SITE, 'data/matrix.csv'), 'utf8'));
    const json = readJson(join(SITE, 'data/matrix.json')) as Doc[];
    expect(csv).toHaveLength(n * (n - 1));
    expect(json).toHaveLength(n * (n - 1));
    const seen = new Set<string>();
    csv.forEach((row, k) => {
      const i = idx(row.row), j = idx(row.column);
      expect(i).not.toBe(j);
      seen.add(`${i},${j}`);
      const w = m.winRate[i][j] as Iv;
      expect(Number(row.winRate)).toBe(w.estimate);
      expect(Number(row.low)).toBe(w.low);
      expect(Number(row.high)).toBe(w.high);
      expect(Number(row.games)).toBe(w.n);
      expect(row.significant).toBe(String(!(w.low <= 0.5 && w.high >= 0.5)));
      expect(json[k]).toMatchObject({ row: row.row, column: row.column, winRate: w.estimate, low: w.low, high: w.high, games: w.n });
    });
    expect(seen.size).toBe(n * (n - 1));
    // and the result's matrix is built from its matchups: wins of i over j across both seatings
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) { expect(m.winRate[i][j]).toBeNull(); continue; }
        let wins = 0, games = 0;
        for (const r of m.matchups as Doc[]) {
          for (let s = 0; s < 2; s++) {
            if (r.deckFiles[s] === m.deckFiles[i] && r.deckFiles[1 - s] === m.deckFiles[j]) { wins += r.wins[s]; games += r.games; }
          }
        }
        expect(games).toBe(2 * GAMES);
        expect(m.winRate[i][j].n).toBe(games);
        expect(m.winRate[i][j].estimate).toBeCloseTo(wins / games, 12);
      }
    }
  });

  it('mulligans.json: per deck, games with a mulligan / games over its matchups', () => {
    const rows = readJson(join(SITE, 'data/mulligans.json')) as Doc[];
    expect(rows.map((r) => r.deck)).toEqual(m.decks);
    for (const row of rows) {
      const d = idx(row.deck);
      let mull = 0, games = 0;
      for (const r of m.matchups as Doc[]) {
        for (let s = 0; s < 2; s++) {
          if (r.deckFiles[s] !== m.deckFiles[d]) continue;
          const k = r.mulligans[s].rate.estimate * r.games;
          expect(Math.abs(k - Math.round(k))).toBeLessThan(1e-6);
          mull += Math.round(k);
          games += r.games;
        }
      }
      expect(games).toBe(2 * (m.decks.length - 1) * GAMES);
      expect(row.games).toBe(games);
      expect(row.simulated).toBe(mull / games);
      expect(row.low).toBeLessThanOrEqual(row.simulated);
      expect(row.high).toBeGreaterThanOrEqual(row.simulated);
      expect(row.cards).toBe(60);
    }
    // the CSV holds the same rows
    const csv = parseCsv(readFileSync(join(SITE, 'data/mulligans.csv'), 'utf8'));
    expect(csv.map((r) => [r.deck, Number(r.simulated), Number(r.games)])).toEqual(rows.map((r) => [r.deck, r.simulated, r.games]));
  });

  it('endReasons: counts per pair are the sum of the two seatings', () => {
    const rows = readJson(join(SITE, 'data/endReasons.json')) as Doc[];
    const n = m.decks.length;
    const pairs = new Set(rows.map((r) => r.matchup));
    expect(pairs.size).toBe((n * (n - 1)) / 2);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const label = `${m.decks[a]} vs ${m.decks[b]}`;
        const mine = rows.filter((r) => r.matchup === label);
        const seatings = (m.matchups as Doc[]).filter((r) => [m.deckFiles[a], m.deckFiles[b]].every((f) => r.deckFiles.includes(f)));
        expect(seatings).toHaveLength(2);
        const reasons = Object.keys(seatings[0].endReasons);
        expect(mine.map((r) => r.reason).sort()).toEqual([...reasons].sort());
        let total = 0;
        for (const row of mine) {
          const expected = seatings[0].endReasons[row.reason] + seatings[1].endReasons[row.reason];
          expect(row.games, `${label} ${row.reason}`).toBe(expected);
          expect(row.share).toBeCloseTo(expected / (2 * GAMES), 12);
          total += row.games;
        }
        expect(total).toBe(2 * GAMES); // every game ends for exactly one reason
      }
    }
    const csv = parseCsv(readFileSync(join(SITE, 'data/endReasons.csv'), 'utf8'));
    expect(csv.map((r) => [r.matchup, r.reason, Number(r.games)])).toEqual(rows.map((r) => [r.matchup, r.reason, r.games]));
  });

  it('seats: win rates going first / second are summed wins over summed games', () => {
    const rows = readJson(join(SITE, 'data/seats.json')) as Doc[];
    expect(rows).toHaveLength(2 * m.decks.length);
    for (const row of rows) {
      const d = idx(row.deck);
      const key = row.seat === 'going first' ? 'goingFirst' : row.seat === 'going second' ? 'goingSecond' : null;
      expect(key, row.seat).not.toBeNull();
      let wins = 0, games = 0;
      for (const r of m.matchups as Doc[]) {
        for (let s = 0; s < 2; s++) {
          if (r.deckFiles[s] !== m.deckFiles[d]) continue;
          wins += r[key!][s].wins;
          games += r[key!][s].games;
        }
      }
      expect(row.games).toBe(games);
      expect(row.winRate).toBe(wins / games);
    }
    // first + second games of a deck = all its games
    for (const d of m.decks as string[]) {
      const mine = rows.filter((r) => r.deck === d);
      expect(mine[0].games + mine[1].games).toBe(2 * (m.decks.length - 1) * GAMES);
    }
  });
});

describe('report content beyond the charts', () => {
  let m: Doc;
  let html: string, md: string;
  beforeAll(() => {
    ok(mainRun, 'report');
    m = readJson(join(SITE, 'results.json')).groups[0].result;
    html = readFileSync(join(SITE, 'index.html'), 'utf8');
    md = readFileSync(join(SITE, 'summary.md'), 'utf8');
  });

  it('matchupSeats: each deck\'s win rate going first and going second against each opponent, shown on the page and in summary.md', () => {
    const rows = readJson(join(SITE, 'data/matchupSeats.json')) as Doc[];
    const n = m.decks.length;
    expect(rows).toHaveLength(2 * n * (n - 1));
    const short = shortNames(m.decks);
    for (const row of rows) {
      const d = m.decks.indexOf(row.deck), o = m.decks.indexOf(row.opponent);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(o).toBeGreaterThanOrEqual(0);
      expect(d).not.toBe(o);
      const key = row.seat === 'going first' ? 'goingFirst' : 'goingSecond';
      let wins = 0, games = 0;
      for (const r of m.matchups as Doc[]) {
        for (let s = 0; s < 2; s++) {
          if (r.deckFiles[s] === m.deckFiles[d] && r.deckFiles[1 - s] === m.deckFiles[o]) { wins += r[key][s].wins; games += r[key][s].games; }
        }
      }
      expect([row.wins, row.games]).toEqual([wins, games]);
      expect(row.winRate).toBe(wins / games);
      const cell = `${(row.winRate * 100).toFixed(1)}% (${(row.low * 100).toFixed(1)}%–${(row.high * 100).toFixed(1)}%, n=${games.toLocaleString('en-US')})`;
      expect(html).toContain(cell);
      expect(md).toContain(cell);
      if (row.seat === 'going first') {
        const second = rows.find((x) => x.deck === row.deck && x.opponent === row.opponent && x.seat === 'going second')!;
        const line = `| ${short[d]} | ${short[o]} | ${cell} | ${(second.winRate * 100).toFixed(1)}%`;
        expect(md).toContain(line);
      }
    }
    // a deck's games going first plus going second against an opponent: both seatings of the pair
    for (let d = 0; d < n; d++) {
      for (let o = 0; o < n; o++) {
        if (d === o) continue;
        const mine = rows.filter((r) => r.deck === m.decks[d] && r.opponent === m.decks[o]);
        expect(mine.map((r) => r.seat).sort()).toEqual(['going first', 'going second']);
        expect(mine[0].games + mine[1].games).toBe(2 * GAMES);
      }
    }
  });

  it('gameLengthSummary: median, quartiles and 5th/95th percentiles of each pair from its turn histograms', () => {
    const rows = readJson(join(SITE, 'data/gameLengthSummary.json')) as Doc[];
    const n = m.decks.length;
    expect(rows).toHaveLength((n * (n - 1)) / 2);
    for (const row of rows) {
      const [a, b] = (row.matchup as string).split(' vs ').map((x) => m.deckFiles[m.decks.indexOf(x)]);
      const hist: number[] = [];
      for (const r of (m.matchups as Doc[]).filter((x) => x.deckFiles.includes(a) && x.deckFiles.includes(b))) (r.turns.histogram as number[]).forEach((v, t) => { hist[t] = (hist[t] ?? 0) + v; });
      const games = hist.reduce((x, y) => x + (y ?? 0), 0);
      expect(games).toBe(2 * GAMES);
      // the q-quantile: the first turn by which at least q of the games were over
      const q = (p: number) => {
        let cum = 0;
        for (let t = 0; t < hist.length; t++) { cum += hist[t] ?? 0; if (cum >= p * games) return t; }
        return -1;
      };
      expect([row.p5, row.p25, row.median, row.p75, row.p95]).toEqual([q(0.05), q(0.25), q(0.5), q(0.75), q(0.95)]);
      expect(row.p5).toBeLessThanOrEqual(row.p25);
      expect(row.p75).toBeLessThanOrEqual(row.p95);
      expect(row.mean).toBeCloseTo(hist.reduce((x, y, t) => x + (y ?? 0) * t, 0) / games, 9);
    }
  });

  it('prizeRace: the band is the mean ± the standard deviation between games, from the prize counts', () => {
    const rows = readJson(join(SITE, 'data/prizeRace.json')) as Doc[];
    for (const row of rows) {
      expect(row.prizes).toBe(6);
      expect(row.sd).toBeGreaterThanOrEqual(0);
      expect(row.mean).toBeLessThanOrEqual(row.prizes);
      // the 95% interval of the mean is the same spread over √games
      expect(row.high - row.mean).toBeCloseTo((1.959963984540054 * row.sd) / Math.sqrt(2 * GAMES), 9);
    }
    expect(rows.some((r) => r.sd > 1)).toBe(true);
    const spec = readJson(join(SITE, 'specs/g1-prize-race.json'));
    expect(spec.spec.encoding.y.scale.domain).toEqual([0, 6]);
  });

  it('R: the prize scale follows the prizes played for (3 for 30-card decks)', () => {
    const spec = prizeRaceSpec([], 't', 3, 20, ['A', 'B']) as Doc;
    expect(spec.spec.encoding.y.scale.domain).toEqual([0, 3]);
    expect(spec.spec.encoding.y.axis.values).toEqual([0, 1, 2, 3]);
  });

  it('W1–W5: every end reason is explained, on the page and in summary.md', () => {
    const reasons = END_REASON_NAMES.filter((r) => r !== 'none');
    expect(END_REASON_NOTES.map(([r]) => r)).toEqual(reasons);
    for (const [reason, meaning] of END_REASON_NOTES) {
      expect(meaning).toMatch(/\(W\d/);
      expect(html).toContain(`<dt>${reason}</dt><dd>${meaning.replace(/'/g, '&#39;')}</dd>`);
      expect(md).toContain(`- ${reason}: ${meaning}`);
    }
    expect(END_REASON_NOTES.find(([r]) => r === 'no-pokemon')![1]).toMatch(/no Benched Pokémon/);
  });

  it('says which bots played, and that the figures are the decks as they play them, on the page and in summary.md', () => {
    const line = 'Bots: the greedy bot played both sides of every game. The figures describe the decks as the greedy bot plays them; other players may get others.';
    expect(html).toContain(`<p class="bots">${line}</p>`);
    expect(md).toContain(line);
    ok(evilRun, 'report (greedy vs random)');
    const evil = readFileSync(join(tmp.path('evil-report'), 'summary.md'), 'utf8');
    expect(evil).toContain('Bots: greedy played seat 0 and random seat 1 of every game; each pair of decks is played in both seatings, so each deck met both bots. The figures describe the decks as these bots play them; other players may get others.');
  });

  it('a whole run carries no coverage note', () => {
    expect(html).not.toContain('covers part of the run');
    expect(md).not.toContain('covers part of the run');
    expect(mainRun.stderr).not.toContain('note:');
  });
});

describe('report --from a shard', () => {
  const note = 'this result covers part of the run: games 10–19 of 40 (shard 1/4)';
  it('says on stderr, on the page and in summary.md that it covers part of the run, and keeps saying it when rebuilt', async () => {
    ok(shardRun, 'simulate --shard 1/4');
    const out = tmp.path('shard-report');
    const r = ok(await ptcgAsync('report', '--from', tmp.path('s1.json'), '--out', out), 'report --from shard');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('note:'))).toEqual([`note: s1: ${note}`]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(`<p class="coverage">Note: ${note}.</p>`);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain(`Note: ${note}.`);
    // the games line says how much of the run the result holds (2 seatings × 10 games of 40 each)
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('- games: 40 per matchup and seating in the whole run; this result holds 20 of its 80');
    const again = tmp.path('shard-again');
    const r2 = ok(await ptcgAsync('report', '--from', join(out, 'results.json'), '--out', again), 'report --from results.json of a shard');
    expect(r2.stderr).toContain(`note: s1: ${note}`);
    expect(readFileSync(join(again, 'summary.md'), 'utf8')).toContain(`Note: ${note}.`);
  });

  it('coverageNote: shards, interrupted shards, merges with gaps and whole runs', () => {
    const part = (games: number, shard: string | null, range: [number, number] | null) => ({ shard, range, plannedGames: 100000, games });
    expect(coverageNote([part(25000, '0/4', [0, 25000])])).toBe('this result covers part of the run: games 0–24999 of 100000 (shard 0/4)');
    expect(coverageNote([part(25000, '3/4', [75000, 100000]), part(20000, '3/4', [75000, 100000])]))
      .toBe('this result covers part of the run: games 75000–99999 of 100000 (shard 3/4); the run was interrupted: 45000 of these 50000 games finished');
    expect(coverageNote([part(50000, null, null)])).toBe('this result covers part of the run: 50000 of 100000 games (the run was interrupted, or merged parts leave gaps)');
    expect(coverageNote([part(100000, null, null), part(100000, null, null)])).toBeNull();
  });
});

describe('short deck names', () => {
  it('drop the words every name shares, cut long names and never clash', () => {
    expect(shortNames(['Ampharos ex Battle Deck', 'Lucario ex Battle Deck'])).toEqual(['Ampharos', 'Lucario']);
    expect(shortNames(['Starter Set: Fighting', 'Starter Set: Fire'])).toEqual(['Fighting', 'Fire']);
    expect(shortNames(['Blackout', 'Zap!', 'Brushfire'])).toEqual(['Blackout', 'Zap!', 'Brushfire']);
    const long = shortNames(['A very long deck name indeed, one', 'Short']);
    expect(long[0].length).toBeLessThanOrEqual(MAX_SHORT);
    expect(long[0].endsWith('…')).toBe(true);
    // every bundled deck keeps its name whole in its group (issue 29: "Zapdos/Electa…")
    const names = (set: string) => readdirSync(join(ROOT, 'decks', set)).map((f) => /^# name: (.*)$/m.exec(readFileSync(join(ROOT, 'decks', set, f), 'utf8'))![1]);
    for (const set of ['classic', 'standard']) expect(shortNames(names(set)).filter((x) => x.includes('…')), set).toEqual([]);
    expect(shortNames(names('standard'))).toContain('Mega Lucario ex League');
    expect(shortNames(names('classic'))).toContain('Zapdos/Electabuzz');
    // names that become equal (or empty) once shortened fall back to numbered labels
    expect(shortNames(['Alpha beta gamma delta one', 'Alpha beta gamma delta two', 'Zeta'])).toEqual(['deck 1', 'deck 2', 'deck 3']);
    expect(shortNames(['Deck', 'Deck'])).toEqual(['deck 1', 'deck 2']);
  });

  it('the longest labels (names of MAX_SHORT characters, and "A vs B" pairs of them) show in full and the charts stay within 768 px', async () => {
    // 13 decks of the longest whole names, for the charts with a row or a panel per deck
    const decks = Array.from({ length: 13 }, (_, k) => `${'ABCDEFGHIJKLM'[k]}${'x'.repeat(10)} ${'ABCDEFGHIJKLM'[k]}${'y'.repeat(MAX_SHORT - 13)}`);
    expect(shortNames(decks)).toEqual(decks);
    expect(decks.every((d) => d.length === MAX_SHORT)).toBe(true);
    const pair = `${decks[0]} vs ${decks[1]}`;
    const cells = decks.flatMap((r, i) => decks.filter((_, j) => j !== i).map((c) => ({ row: r, column: c, winRate: 0.5, significant: false, interval: '45.0%–55.0%' })));
    const seats = decks.flatMap((d) => decks.filter((o) => o !== d).flatMap((o) => ['going first', 'going second'].map((seat) => ({ deck: d, opponent: o, seat, winRate: 0.5, low: 0.4, high: 0.6 }))));
    const race = decks.flatMap((d) => decks.filter((o) => o !== d).flatMap((o) => [1, 2].map((turn) => ({ deck: d, opponent: o, turn, mean: turn, sd: 0 }))));
    const specs: [TopLevelSpec, string[]][] = [
      [gameLengthSpec([{ matchup: pair, p5: 3, p25: 10, median: 15, p75: 20, p95: 30, label: 'median 15' }], 'game length'), [pair]],
      [endReasonsSpec([{ matchup: pair, reason: 'prizes', share: 1, games: 10 }], 'end reasons'), [pair]],
      [seatsSpec(decks.flatMap((deck) => [{ deck, seat: 'going first', winRate: 0.5, low: 0.4, high: 0.6 }, { deck, seat: 'going second', winRate: 0.4, low: 0.3, high: 0.5 }]), 'seats', ['x']), decks],
      [heatmapSpec(cells, 'heatmap', decks), decks],
      [matchupSeatsSpec(seats, 'per matchup', decks), decks],
      [prizeRaceSpec(race, 'prize race', 6, 2, decks), decks],
    ];
    for (const [spec, labels] of specs) {
      const svg = await renderSvg(spec);
      for (const l of labels) expect(svg).toContain(`>${l}<`);
      expect(svg).not.toContain('…');
      expect(Number(/width="([\d.]+)"/.exec(svg)![1])).toBeLessThanOrEqual(768);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Rebuilding from saved results.

describe('report --from', () => {
  it('rebuilds the same data and spec files byte for byte from results.json (and reports the time)', async () => {
    ok(mainRun, 'report');
    const again = tmp.path('again');
    const start = performance.now();
    const r = ok(await ptcgAsync('report', '--from', join(SITE, 'results.json'), '--out', again), 'report --from');
    const seconds = (performance.now() - start) / 1000;
    console.log(`report --from (4 decks, 12 matchups): ${seconds.toFixed(2)} s wall, including node start-up`);
    expect(r.stderr).toContain(`report written to ${join(again, 'index.html')}`);
    const files = [...filesUnder(SITE, 'data'), ...filesUnder(SITE, 'specs')];
    expect(files.length).toBe(2 * TABLES.length + CHART_IDS.length);
    expect([...filesUnder(again, 'data'), ...filesUnder(again, 'specs')]).toEqual(files);
    for (const f of files) expect(readFileSync(join(again, f), 'utf8'), f).toBe(readFileSync(join(SITE, f), 'utf8'));
    expect(readFileSync(join(again, 'results.json'), 'utf8')).toBe(readFileSync(join(SITE, 'results.json'), 'utf8'));
    // the page differs only in its date and source line
    const strip = (html: string) => html.replace(/<p class="meta">.*<\/p>/, '');
    expect(strip(readFileSync(join(again, 'index.html'), 'utf8'))).toBe(strip(readFileSync(join(SITE, 'index.html'), 'utf8')));
  });

  it('two saved reports with the same group id and title stay apart (own spec files, ids and chart data)', async () => {
    ok(mainRun, 'report');
    const out = tmp.path('twice');
    const input = join(SITE, 'results.json');
    ok(await ptcgAsync('report', '--from', input, input, '--out', out), 'report --from twice');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const ids = [...html.matchAll(/<figure id="([^"]+)" class="chart">/g)].map((x) => x[1]);
    expect(ids).toHaveLength(2 * CHART_IDS.length);
    expect(new Set(ids).size).toBe(2 * CHART_IDS.length);
    expect(filesUnder(out, 'specs')).toHaveLength(2 * CHART_IDS.length);
    expect([...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((x) => x[1])).toEqual(['standard decks', 'standard decks (2)']);
    const n = STANDARD.length;
    for (const id of ids.filter((x) => x.endsWith('-matrix'))) expect(readJson(join(out, 'specs', `${id}.json`)).data.values, id).toHaveLength(n * (n - 1));
    const groups = readJson(join(out, 'results.json')).groups as Doc[];
    expect(new Set(groups.map((g) => g.id)).size).toBe(2);
    // each group's decks have pages of their own: the second group's are numbered
    const links = [...html.matchAll(/<a class="deck-page" href="([^"]+)">/g)].map((x) => x[1]);
    expect(links).toHaveLength(2 * n);
    expect(links.slice(n)).toEqual(links.slice(0, n).map((l) => l.replace(/\.html$/, '-2.html')));
    expect(filesUnder(out, 'decks')).toHaveLength(4 * n);
  });

  it('a crafted group id in results.json neither injects HTML nor writes outside the folder', async () => {
    ok(mainRun, 'report');
    const input = readJson(join(SITE, 'results.json'));
    input.groups[0].id = '../../escaped"><img src=x onerror=alert(1)>';
    const crafted = tmp.path('crafted.json');
    writeFileSync(crafted, JSON.stringify(seal(input))); // resealed: a crafted file that passes the integrity checks
    const box = tmp.path('box');
    const out = join(box, 'a', 'b');
    mkdirSync(out, { recursive: true });
    ok(await ptcgAsync('report', '--from', crafted, '--out', out), 'report --from crafted');
    expect(readdirSync(box)).toEqual(['a']);
    expect(readdirSync(join(box, 'a'))).toEqual(['b']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toMatch(/<img/i);
    expect(filesUnder(out, 'specs')).toHaveLength(CHART_IDS.length);
  });

  it('builds a 2-deck report from a saved `simulate --json --out` result', async () => {
    ok(simRun, 'simulate');
    const sim = readJson(tmp.path('r.json')) as Doc;
    expect(JSON.parse(simRun.stdout)).toEqual(sim);
    const out = tmp.path('single');
    const r = ok(await ptcgAsync('report', '--from', tmp.path('r.json'), '--out', out), 'report --from r.json');
    expect(r.stderr).toContain('report written to');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html.match(/<figure id="[^"]+" class="chart">/g)).toHaveLength(CHART_IDS.length);
    const rows = parseCsv(readFileSync(join(out, 'data/matrix.csv'), 'utf8'));
    expect(rows.map((x) => [x.group, x.row, x.column])).toEqual([['r', sim.decks[0], sim.decks[1]], ['r', sim.decks[1], sim.decks[0]]]);
    for (let s = 0; s < 2; s++) {
      expect(Number(rows[s].winRate)).toBe(sim.winRate[s].estimate);
      expect(Number(rows[s].low)).toBe(sim.winRate[s].low);
      expect(Number(rows[s].high)).toBe(sim.winRate[s].high);
      expect(Number(rows[s].games)).toBe(sim.games);
    }
    const ends = readJson(join(out, 'data/endReasons.json')) as Doc[];
    for (const e of ends) expect(e.games).toBe(sim.endReasons[e.reason]);
    // a 2-deck group has no "best deck" line but still names the most lopsided matchup
    const summary = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(summary).not.toContain('Best deck overall');
    expect(summary).toContain('Most lopsided matchup');
    // and its results.json is a report input that rebuilds the same data
    const again = tmp.path('single-again');
    ok(await ptcgAsync('report', '--from', join(out, 'results.json'), '--out', again), 'report --from results.json');
    for (const f of filesUnder(out, 'data')) expect(readFileSync(join(again, f), 'utf8'), f).toBe(readFileSync(join(out, f), 'utf8'));
  });
});

// ---------------------------------------------------------------------------------------------
// Escaping deck names.

describe('deck names are escaped', () => {
  const dir = () => tmp.path('evil-report');

  it('index.html holds only the escaped form of the names', () => {
    ok(evilRun, 'report (evil names)');
    const html = readFileSync(join(dir(), 'index.html'), 'utf8');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Bob &amp; &quot;Alice&quot;');
    expect(html).not.toContain(BOB);
    // the names really were read from the files
    const m = readJson(join(dir(), 'results.json')).groups[0].result as Doc;
    expect([...m.decks].sort()).toEqual([EVIL, BOB].sort());
  });

  it('summary.md escapes <, > and & (no live HTML when the Markdown is rendered)', () => {
    const md = readFileSync(join(dir(), 'summary.md'), 'utf8');
    expect(md).not.toContain('<img');
    expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(md).toContain('Bob &amp; "Alice"');
  });

  it.skipIf(!HAVE_CHROMIUM)(`in Chromium no dialog fires and the names show as text${SKIP_NOTE}`, async () => {
    const page = await openInChromium(join(dir(), 'index.html'));
    expect(page.dialogs).toEqual([]);
    expect(page.errors).toEqual([]);
    expect(page.requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    expect(page.text).toContain(EVIL);
    expect(page.text).toContain(BOB);
    expect(page.matrix.rows).toBe(2);
    expect(page.matrix.cellsPerRow).toEqual([2, 2]);
    for (const f of page.figures) expect(f.marks, f.id).toBeGreaterThanOrEqual(10);
  });
});

// ---------------------------------------------------------------------------------------------
// The Bot ladder section (report --ladder FILE, a document of `ptcg ladder --out`).

describe('report --ladder: the Bot ladder section', () => {
  const CLASSIC = ['decks/classic/haymaker.txt', 'decks/classic/brushfire.txt'];
  const ladderFile = () => tmp.path('ladder.json');
  const withDecks = () => tmp.path('ladder-with-decks');
  const alone = () => tmp.path('ladder-alone');
  let ladder: Doc;
  let page: PageCheck | undefined;
  beforeAll(async () => {
    ok(await ptcgAsync('ladder', '--decks', ...CLASSIC, '--bots', 'random,greedy', '--games', '30', '--seed', '4', '--out', ladderFile()), 'ladder --out');
    ladder = readJson(ladderFile());
    ok(await ptcgAsync('report', '--decks', ...CLASSIC, '--games', '30', '--ladder', ladderFile(), '--out', withDecks()), 'report --decks --ladder');
    ok(await ptcgAsync('report', '--ladder', join(withDecks(), 'ladder.json'), '--out', alone()), 'report --ladder alone');
    if (HAVE_CHROMIUM) page = await openInChromium(join(withDecks(), 'index.html'));
  });

  it.skipIf(!HAVE_CHROMIUM)(`in Chromium: after the deck group, a section with the ratings chart drawn (a dot and an interval line per bot) and the tables${SKIP_NOTE}`, () => {
    const p = page!;
    expect(p.errors).toEqual([]);
    expect(p.requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    expect(p.sections).toBe(2);
    expect(p.scrollWidth).toBeLessThanOrEqual(800);
    expect(p.figures.map((f) => f.id)).toEqual([...CHART_IDS.map((c) => `g1-${c}`), 'ladder-ratings']);
    const chart = p.charts.find((c) => c.id === 'ladder-ratings')!;
    expect(chart.width).toBeLessThanOrEqual(chart.room);
    expect(chart.marks.layer_2_marks).toHaveLength(2); // the dots
    expect(chart.marks.layer_1_marks).toHaveLength(2); // the interval lines
    const random = ladder.ratings.find((r: Doc) => r.bot === 'random');
    const randomLine = chart.marks.layer_1_marks[ladder.ratings.indexOf(random)];
    expect(randomLine.w, 'random\'s interval drawn as a visible line').toBeGreaterThan(20);
    expect(chart.axes.flat()).toEqual(expect.arrayContaining(['greedy', 'random']));
    expect(chart.texts).toContain('0 (anchor)');
    const label = `${Math.round(random.rating.estimate)} (${Math.round(random.rating.low)} to ${Math.round(random.rating.high)})`;
    expect(chart.texts).toContain(label);
    // the tables, as visible text: the ratings, head to head and per deck pair
    expect(p.textOutsideCharts).toContain('Bot ladder');
    expect(p.textOutsideCharts).toContain(`random\t${label}\t${random.games}\t${random.wins}\t${random.losses}\t${random.draws}\t`);
    const h = ladder.headToHead.find((x: Doc) => x.bot === 'greedy' && x.opponent === 'random');
    expect(p.textOutsideCharts).toContain(`${(h.score.estimate * 100).toFixed(1)}%`);
    expect(p.textOutsideCharts).toMatch(/random \(Haymaker\)\tgreedy \(Brushfire\)\t\d+\.\d% \(/);
    expect(p.text).toContain(`bot ladder from ${ladderFile()}`);
  });

  it.skipIf(!HAVE_CHROMIUM)(`summary.md carries every figure of the ladder section${SKIP_NOTE}`, () => {
    const md = readFileSync(join(withDecks(), 'summary.md'), 'utf8');
    const section = page!.textOutsideCharts.slice(page!.textOutsideCharts.lastIndexOf('Bot ladder'));
    const numbers = section.match(/\d[\d,]*(?:\.\d+)?%?/g) ?? [];
    expect(numbers.length).toBeGreaterThan(20);
    expect([...new Set(numbers)].filter((x) => !md.includes(x))).toEqual([]);
    expect(md).toContain('## Bot ladder');
  });

  it('data/ladder.csv holds the document\'s ratings; ladder.json is kept; rebuilt from it, the same data and chart', () => {
    const rows = parseCsv(readFileSync(join(withDecks(), 'data/ladder.csv'), 'utf8'));
    expect(rows.map((r) => r.bot)).toEqual(ladder.ratings.map((r: Doc) => r.bot));
    rows.forEach((r, k) => {
      const x = ladder.ratings[k];
      expect(Number(r.rating)).toBe(x.rating.estimate);
      expect(Number(r.low)).toBe(x.rating.low);
      expect(Number(r.high)).toBe(x.rating.high);
      expect(Number(r.games)).toBe(x.games);
      expect(Number(r.score)).toBe(x.score.estimate);
    });
    expect(readFileSync(join(withDecks(), 'ladder.json'), 'utf8')).toBe(readFileSync(ladderFile(), 'utf8'));
    for (const f of ['data/ladder.csv', 'data/ladder.json', 'specs/ladder-ratings.json', 'ladder.json']) {
      expect(readFileSync(join(alone(), f), 'utf8'), f).toBe(readFileSync(join(withDecks(), f), 'utf8'));
    }
    // alone: only the ladder section, and only the ladder's files (issue 29: no empty data files, no results.json)
    const written = ['', 'data', 'specs'].flatMap((sub) => readdirSync(join(alone(), sub)).filter((f) => !['data', 'specs'].includes(f)).map((f) => (sub ? `${sub}/${f}` : f))).sort();
    expect(written).toEqual(['data/ladder.csv', 'data/ladder.json', 'index.html', 'ladder.json', 'specs/ladder-ratings.json', 'summary.md']);
    expect(existsSync(join(alone(), 'decks'))).toBe(false);
    const html = readFileSync(join(alone(), 'index.html'), 'utf8');
    expect([...html.matchAll(/<section id="([^"]+)">/g)].map((x) => x[1])).toEqual(['bot-ladder']);
    expect(html.match(/<figure id="[^"]+" class="chart">/g)).toEqual(['<figure id="ladder-ratings" class="chart">']);
  });
});

// ---------------------------------------------------------------------------------------------
// The main job (`npm start`).

describe('main job', () => {
  it(`\`npm start -- --bot greedy --games ${MAIN_GAMES}\` prints where the page is and writes four deck groups, played by greedy and named so (issue 30)`, () => {
    console.log(`npm start -- --bot greedy --games ${MAIN_GAMES} --deck-games 100 (4 deck groups + report): ${npmStart.seconds.toFixed(1)} s`);
    expect(npmStart.status, npmStart.stderr).toBe(0);
    expect(npmStart.stdout).toContain(`open ${join(MAIN_OUT, 'index.html')}`);
    for (const g of ['## classic theme decks', '## classic starter halves', '## standard Battle Decks', '## Standard 2026 tournament decks']) expect(npmStart.stdout).toContain(g);
    // compact in a terminal (issue 29: 592 lines, a 406-character matrix): the 13-deck matrix gives way
    // to a ranking, card tables stay on the deck pages
    const lines = npmStart.stdout.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(lines.length).toBeLessThan(80);
    expect(npmStart.stdout).toMatch(/## standard Battle Decks\n.*\n.*\nThe matrix is \d+ characters wide: see the report page/);
    expect(npmStart.stdout).toMatch(/^ 1\. .+ {2}\d+\.\d% +\d+\.\d% – \d+\.\d%$/m);
    expect(npmStart.stdout).not.toContain('per card over');
    const html = readFileSync(join(ROOT, MAIN_OUT, 'index.html'), 'utf8');
    const sections = [...html.matchAll(/<section id="([^"]+)">\s*<h2>([^<]*)<\/h2>/g)].map((x) => [x[1], x[2]]);
    expect(sections).toEqual([['classic1', 'classic theme decks'], ['classic2', 'classic starter halves'], ['standard3', 'standard Battle Decks'], ['Standard4', 'Standard 2026 tournament decks']]);
    expect(html.match(/<figure id="[^"]+" class="chart">/g)).toHaveLength(4 * CHART_IDS.length);
    const input = readJson(join(ROOT, MAIN_OUT, 'results.json'));
    expect(input.groups.map((g: Doc) => g.result.games)).toEqual([MAIN_GAMES, MAIN_GAMES, MAIN_GAMES, MAIN_GAMES]);
    expect(input.groups.map((g: Doc) => g.result.bots)).toEqual(Array(4).fill(['greedy', 'greedy']));
    expect(html).toContain(`npm start: ${MAIN_GAMES} games per matchup and seating, greedy vs greedy</p>`);
    expect(npmStart.stdout.match(/bots greedy vs greedy$/gm)).toHaveLength(4);
  });

  it('without --bot the main job is played by the pilot, and its summary, page, summary.md, results.json and deck pages say so (issue 30)', () => {
    ok(mainPilot, 'main (default bot)');
    expect(mainPilot.stdout.match(/^1 games per seating, seed 1, rules \w+, bots pilot vs pilot$/gm)).toHaveLength(4);
    const input = readJson(join(MAIN_PILOT_OUT, 'results.json'));
    expect(input.groups.map((g: Doc) => g.result.bots)).toEqual(Array(4).fill(['pilot', 'pilot']));
    const html = readFileSync(join(MAIN_PILOT_OUT, 'index.html'), 'utf8');
    expect(html).toContain('npm start: 1 games per matchup and seating, pilot vs pilot</p>');
    const line = 'Bots: the pilot bot played both sides of every game. The figures describe the decks as the pilot bot plays them; other players may get others.';
    expect(html.split(`<p class="bots">${line}</p>`)).toHaveLength(5); // one per deck group
    expect(readFileSync(join(MAIN_PILOT_OUT, 'summary.md'), 'utf8').split(line)).toHaveLength(5);
    const pages = filesUnder(MAIN_PILOT_OUT, 'decks');
    expect(pages).toHaveLength(2 * 36);
    for (const f of pages) expect(readFileSync(join(MAIN_PILOT_OUT, f), 'utf8'), f).toMatch(/pilot vs pilot/);
  });
});
