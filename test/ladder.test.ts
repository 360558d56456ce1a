// `ptcg ladder` end to end: random and greedy on two small classic decks — the ratings, the
// document's fields against its own configurations, the same document for any --workers, the
// configurations seeded like `simulate` matchups, the library's ladder(), and bad input.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { ptcg, ptcgAsync, tempDir, withoutTiming, oneErrorLine, type CliResult } from './helpers/cli.js';
import { fitBradleyTerry, type PairRecord } from '../src/analytics/bradley-terry.js';
import { wilson } from '../src/analytics/stats.js';
import { ladder } from '../src/lib/ladder.js';
import { buildReport } from '../src/lib/report.js';
import { checksumProblem } from '../src/sim/checksum.js';
import type { LadderResult } from '../src/analytics/ladder.js';

const tmp = tempDir('ptcg-ladder-');
afterAll(() => tmp.done());

const HAYMAKER = 'decks/classic/haymaker.txt';
const BRUSHFIRE = 'decks/classic/brushfire.txt';
const OVERGROWTH = 'decks/classic/overgrowth.txt';
const GAMES = 40;
const ARGS = ['ladder', '--decks', HAYMAKER, BRUSHFIRE, '--bots', 'random,greedy', '--games', String(GAMES), '--seed', 'lad'];

let one: CliResult, two: CliResult, text: CliResult, sim: CliResult;
let doc: LadderResult;

beforeAll(async () => {
  [one, two, text, sim] = await Promise.all([
    ptcgAsync(...ARGS, '--workers', '1', '--json', '--out', tmp.path('one.json')),
    ptcgAsync(...ARGS, '--workers', '2', '--json'),
    ptcgAsync(...ARGS, '--workers', '2'),
    ptcgAsync('simulate', '--deck', BRUSHFIRE, '--opponent', HAYMAKER, '--bot', 'greedy,random', '--games', String(GAMES), '--seed', 'lad', '--workers', '1', '--json'),
  ]);
  for (const r of [one, two, text, sim]) expect(r.status, r.stderr).toBe(0);
  doc = JSON.parse(one.stdout) as LadderResult;
});

describe('ptcg ladder', () => {
  it('greedy is rated above random: random\'s rating (greedy = 0) has its whole 95% interval below 0', () => {
    const random = doc.ratings.find((r) => r.bot === 'random')!;
    const greedy = doc.ratings.find((r) => r.bot === 'greedy')!;
    expect(doc.config.anchor).toBe('greedy');
    expect(greedy.rating).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(random.rating.estimate).toBeLessThan(0);
    expect(random.rating.high).not.toBeNull();
    expect(random.rating.high!).toBeLessThan(0);
    expect(doc.ratings.map((r) => r.bot)).toEqual(['greedy', 'random']); // highest first
  });

  it('the document: config as asked, the four seatings of each bot pair and deck pair, N games each, sealed', () => {
    expect(doc).toMatchObject({ schema: 1, kind: 'ladder', tool: 'ptcg', partial: false });
    expect(doc.config).toEqual({
      seed: 'lad', rules: 'classic', bots: ['random', 'greedy'], anchor: 'greedy', decks: ['Haymaker', 'Brushfire'],
      deckFiles: [HAYMAKER, BRUSHFIRE], games: GAMES, suddenDeath: false, turnLimit: 200,
    });
    expect(doc.model).toEqual({ name: 'bradley-terry', scale: 'elo', draws: 'half', interval: 'wald-95', separated: doc.model.separated });
    const seatings = doc.configurations.map((c) => `${c.bots[0]}(${c.deckFiles[0]}) vs ${c.bots[1]}(${c.deckFiles[1]})`).sort();
    expect(seatings).toEqual([
      `greedy(${BRUSHFIRE}) vs random(${HAYMAKER})`, `greedy(${HAYMAKER}) vs random(${BRUSHFIRE})`,
      `random(${BRUSHFIRE}) vs greedy(${HAYMAKER})`, `random(${HAYMAKER}) vs greedy(${BRUSHFIRE})`,
    ]);
    for (const c of doc.configurations) {
      expect(c.games).toBe(GAMES);
      expect(c.wins[0] + c.wins[1] + c.draws).toBe(GAMES);
      expect(c.decks).toEqual(c.deckFiles.map((f) => doc.config.decks[doc.config.deckFiles.indexOf(f)]));
    }
    expect(checksumProblem(doc)).toBeNull();
    expect(readFileSync(tmp.path('one.json'), 'utf8')).toBe(one.stdout);
  });

  it('head to head and ratings follow from the configurations (Bradley–Terry re-fitted here, Wilson score intervals)', () => {
    let w = 0, l = 0, d = 0; // random against greedy
    for (const c of doc.configurations) {
      const s = c.bots.indexOf('random');
      w += c.wins[s]; l += c.wins[1 - s]; d += c.draws;
    }
    const h = doc.headToHead.find((x) => x.bot === 'random' && x.opponent === 'greedy')!;
    expect(h).toMatchObject({ games: 4 * GAMES, wins: w, losses: l, draws: d, score: wilson(w + d / 2, 4 * GAMES) });
    const back = doc.headToHead.find((x) => x.bot === 'greedy' && x.opponent === 'random')!;
    expect([back.wins, back.losses, back.draws]).toEqual([l, w, d]);
    const records: PairRecord[] = [{ i: 0, j: 1, wins: w, losses: l, draws: d }];
    const fit = fitBradleyTerry(2, records, 1);
    expect(doc.ratings.find((r) => r.bot === 'random')!.rating).toEqual(fit.ratings[0]);
    expect(doc.ratings.find((r) => r.bot === 'random')!).toMatchObject({ games: 4 * GAMES, wins: w, losses: l, draws: d });
  });

  it('the same seed gives the same document with --workers 1 and 2', () => {
    expect(withoutTiming(JSON.parse(two.stdout))).toEqual(withoutTiming(doc));
  });

  it('each configuration is seeded like a simulate matchup: greedy(Brushfire) vs random(Haymaker) equals `simulate --bot greedy,random`', () => {
    const m = JSON.parse(sim.stdout) as { wins: [number, number]; draws: number };
    const c = doc.configurations.find((x) => x.bots[0] === 'greedy' && x.deckFiles[0] === BRUSHFIRE)!;
    expect({ wins: c.wins, draws: c.draws }).toEqual({ wins: m.wins, draws: m.draws });
  });

  it('prints the ratings, the head-to-head table and the per deck pair scores, with the document\'s figures', () => {
    const out = text.stdout;
    const random = doc.ratings.find((r) => r.bot === 'random')!;
    expect(out).toContain('Ratings (Bradley–Terry');
    expect(out).toMatch(/greedy\s+0\s+\(anchor\)\s+160\s/);
    expect(out).toMatch(new RegExp(`random\\s+${Math.round(random.rating.estimate)}\\s+${Math.round(random.rating.low!)} to ${Math.round(random.rating.high!)}\\s+160\\s+${(random.score.estimate * 100).toFixed(1)}%`));
    expect(out).toContain('Head to head');
    const h = doc.headToHead.find((x) => x.bot === 'greedy' && x.opponent === 'random')!;
    expect(out).toContain(`${(h.score.estimate * 100).toFixed(1)}% (${(h.score.low * 100).toFixed(1)}%–${(h.score.high * 100).toFixed(1)}%)`);
    expect(out).toMatch(/random \(Haymaker\) vs greedy \(Brushfire\)\s+\d+\.\d% .*n=80/);
    expect(out).toMatch(/random \(Brushfire\) vs greedy \(Haymaker\)\s+\d+\.\d% .*n=80/);
  });
});

describe('ladder() in the library', () => {
  it('gives the CLI\'s document for the same arguments', async () => {
    const r = await ladder({ decks: [HAYMAKER, BRUSHFIRE], bots: ['random', 'greedy'], games: GAMES, seed: 'lad', workers: 1 });
    expect(checksumProblem(r)).toBeNull();
    expect(withoutTiming(r)).toEqual(withoutTiming(doc));
  });

  it('three decks: four configurations per deck pair (12), each deck with each bot', async () => {
    const r = await ladder({ decks: [HAYMAKER, BRUSHFIRE, OVERGROWTH], bots: ['greedy', 'random'], games: 3, workers: 1, anchor: 'random' });
    expect(r.configurations).toHaveLength(12);
    expect(new Set(r.configurations.map((c) => JSON.stringify([c.bots, c.deckFiles]))).size).toBe(12);
    expect(r.ratings.find((x) => x.bot === 'random')!.rating).toEqual({ estimate: 0, low: 0, high: 0 });
    expect(r.headToHead.find((x) => x.bot === 'greedy')!.games).toBe(36);
  });

  it('aborted before any game: partial, and every figure finite or an open (null) interval side', async () => {
    const stop = new AbortController();
    stop.abort();
    const r = await ladder({ decks: [HAYMAKER, BRUSHFIRE], bots: ['random', 'greedy'], games: 50, workers: 1, signal: stop.signal });
    expect(r.partial).toBe(true);
    expect(r.configurations.every((c) => c.games === 0)).toBe(true);
    expect(r.model.separated).toBe(true);
    const random = r.ratings.find((x) => x.bot === 'random')!.rating;
    expect(random).toEqual({ estimate: 0, low: null, high: null });
  });

  it('buildReport takes a ladder: a report of just the Bot ladder section; a ladder whose figures do not follow from its games is refused', async () => {
    const out = tmp.path('lib-report');
    const w = await buildReport([], out, { ladder: doc });
    expect(w.files).toEqual(expect.arrayContaining(['index.html', 'data/ladder.csv', 'specs/ladder-ratings.json', 'ladder.json']));
    const html = readFileSync(w.index, 'utf8');
    expect(html).toContain('<section id="bot-ladder">');
    expect(html).toContain('bot ladder');
    const bent = JSON.parse(one.stdout) as LadderResult;
    bent.headToHead[0].wins += 1;
    await expect(buildReport([], tmp.path('lib-bent'), { ladder: bent })).rejects.toThrow(/ladder: its field 'headToHead' does not follow/);
  });

  it('refuses an unknown bot, a bot listed twice, one bot, one deck and an anchor not among the bots', async () => {
    const decks = [HAYMAKER, BRUSHFIRE];
    await expect(ladder({ decks, bots: ['random', 'clever'] })).rejects.toThrow(/unknown bot 'clever'/);
    await expect(ladder({ decks, bots: ['random', 'random'] })).rejects.toThrow(/'random' twice/);
    await expect(ladder({ decks, bots: ['random'] })).rejects.toThrow(/at least two bots/);
    await expect(ladder({ decks: [HAYMAKER], bots: ['random', 'greedy'] })).rejects.toThrow(/at least two different decks/);
    await expect(ladder({ decks, bots: ['random', 'greedy'], anchor: 'x' })).rejects.toThrow(/anchor 'x'/);
  });
});

describe.concurrent('ladder and report --ladder: bad input is one line, exit 2, no file written', () => {
  const cases: { name: string; bots?: string; decks?: string[]; args?: string[]; message: RegExp }[] = [
    { name: 'an unknown bot', bots: 'random,clever', message: /unknown bot 'clever' in --bots/ },
    { name: 'fewer than two bots', bots: 'greedy', message: /--bots needs at least two bots/ },
    { name: 'a bot listed twice', bots: 'greedy,random,greedy', message: /--bots lists 'greedy' twice/ },
    { name: 'fewer than two decks', decks: [HAYMAKER], message: /--decks needs at least two different decks/ },
    { name: 'one deck given twice', decks: [HAYMAKER, HAYMAKER], message: /--decks needs at least two different decks/ },
    { name: 'an anchor not among the bots', args: ['--anchor', 'clever'], message: /--anchor 'clever' is not one of --bots/ },
    { name: '--games 0', args: ['--games', '0'], message: /--games must be a whole number/ },
  ];
  for (const c of cases) {
    it(`ladder with ${c.name}`, async ({ expect }) => {
      const out = tmp.path(`bad-${c.name.replace(/\W+/g, '-')}.json`);
      const r = await ptcgAsync('ladder', '--decks', ...(c.decks ?? [HAYMAKER, BRUSHFIRE]), '--bots', c.bots ?? 'random,greedy', ...(c.args ?? ['--games', '5']), '--out', out);
      expect(r.status).toBe(2);
      expect(oneErrorLine(r.stderr)).toMatch(c.message);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('report --ladder with an edited ladder document is refused (checksum)', async ({ expect }) => {
    const edited = JSON.parse(one.stdout) as LadderResult;
    edited.configurations[0].wins[0] += 1;
    edited.configurations[0].wins[1] -= 1;
    const f = tmp.path('edited.json');
    writeFileSync(f, JSON.stringify(edited));
    const r = await ptcgAsync('report', '--ladder', f, '--out', tmp.path('edited-report'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/edited\.json: refused: its checksum does not match/);
    expect(existsSync(tmp.path('edited-report'))).toBe(false);
  });

  it('report --ladder with a document whose ratings do not follow from its games is refused', async ({ expect }) => {
    const { seal } = await import('../src/sim/checksum.js');
    const bent = JSON.parse(one.stdout) as LadderResult;
    bent.ratings[1].rating.estimate += 100;
    const f = tmp.path('bent.json');
    writeFileSync(f, JSON.stringify(seal(bent)));
    const r = await ptcgAsync('report', '--ladder', f, '--out', tmp.path('bent-report'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/bent\.json: refused: its field 'ratings' does not follow from its configurations/);
  });

  it('report --ladder with broken JSON names the file and line; with a simulate result, says it is not a ladder', async ({ expect }) => {
    const f = tmp.path('broken.json');
    writeFileSync(f, '{\n "kind": "ladder",\n oops\n}\n');
    const r = await ptcgAsync('report', '--ladder', f, '--out', tmp.path('broken-report'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/broken\.json:3: not valid JSON/);
    const s = tmp.path('sim.json');
    writeFileSync(s, sim.stdout);
    const r2 = ptcg('report', '--ladder', s, '--out', tmp.path('sim-report'));
    expect(r2.status).toBe(2);
    expect(oneErrorLine(r2.stderr)).toMatch(/sim\.json: not a ptcg ladder document/);
  });
});
