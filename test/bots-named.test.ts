// Every output of `simulate`, `report`, `compare` and `odds` names the bots that made its numbers
// (the figures describe the decks as those bots play them): the text, the JSON document and the page.
// (`main` is in report.test.ts.)
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ptcg, tempDir } from './helpers/cli.js';
import { compare } from '../src/lib/compare.js';
import { simulate } from '../src/lib/simulate.js';
import { buildReport } from '../src/lib/report.js';

const tmp = tempDir('ptcg-bots-named-');
afterAll(() => tmp.done());

const OVERGROWTH = 'decks/classic/overgrowth.txt';
const ZAP = 'decks/classic/zap.txt';
const LUCARIO = 'decks/standard/lucario-ex.txt';
const BALLS = 'examples/lucario-ex-more-balls.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const CHARIZARD = 'decks/standard/charizard-ex-league.txt';

function ok(args: string[]): string {
  const r = ptcg(...args);
  expect(r.status, `${args.join(' ')}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

describe('the bots that made the numbers are named', () => {
  it('simulate: the text names each seat\'s bot and the document has them', () => {
    const args = ['simulate', '--deck', OVERGROWTH, '--opponent', ZAP, '--games', '40', '--workers', '1', '--bot', 'greedy,random'];
    expect(ok(args).split('\n')[0]).toMatch(/^Overgrowth vs Zap!: 40 games, seed \S+, rules classic, bots greedy vs random$/);
    expect(JSON.parse(ok([...args, '--json'])).bots).toEqual(['greedy', 'random']);
  });

  it('report: the page, summary.md, results.json and each deck page name the bots: the pilot unless --bot says otherwise (issue 30), greedy for the consistency tables it plays', () => {
    const out = tmp.path('report');
    ok(['report', '--deck', OVERGROWTH, '--opponent', ZAP, '--games', '30', '--workers', '1', '--odds-games', '60', '--out', out]);
    const line = 'Bots: the pilot bot played both sides of every game. The figures describe the decks as the pilot bot plays them; other players may get others.';
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain(`<p class="bots">${line}</p>`);
    expect(html).toContain('simulated: 30 games per matchup and seating, pilot vs pilot</p>');
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain(line);
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).groups[0].result.bots).toEqual(['pilot', 'pilot']);
    const pages = readdirSync(join(out, 'decks')).filter((f) => f.endsWith('.md'));
    expect(pages.length).toBe(2);
    for (const f of pages) {
      const md = readFileSync(join(out, 'decks', f), 'utf8');
      expect(md).toContain('- bots: pilot vs pilot');
      expect(md).toContain('the greedy bot playing both sides (turn goals are the deck as it plays it)');
      expect(readFileSync(join(out, 'decks', f.replace(/\.md$/, '.html')), 'utf8')).toContain('<dt>bots</dt><dd>pilot vs pilot</dd>');
    }
  });

  it('buildReport in the library: the line under the title names the bots of its results, as `ptcg report` does (issue 30)', async () => {
    const result = await simulate({ deck: OVERGROWTH, opponent: ZAP, games: 20, workers: 1, bots: ['random', 'greedy'] });
    const out = tmp.path('lib-report');
    await buildReport(result, out);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('simulated: 20 games per matchup and seating, random vs greedy</p>');
  });

  it('compare: the text, the document, the page and its chart name the lists\' bot and the opponents\' bot', async () => {
    const page = tmp.path('compare');
    const args = ['compare', LUCARIO, BALLS, '--against', AMPHAROS, '--games', '30', '--workers', '1', '--bot', 'random,greedy'];
    const text = ok([...args, '--report', page]);
    expect(text).toContain('seed 1, rules standard, bots random (the lists) vs greedy (the opponents), common random numbers');
    expect(text).toMatch(/^Bots: the random bot played both lists and the greedy bot the opponents\. The difference is between the lists as random plays them/m);
    expect(JSON.parse(ok([...args, '--json'])).bots).toEqual(['random', 'greedy']);
    expect(readFileSync(join(page, 'index.html'), 'utf8')).toContain('<p class="bots">Bots: the random bot played both lists and the greedy bot the opponents.');
    expect(JSON.parse(readFileSync(join(page, 'specs', 'difference.json'), 'utf8')).title.subtitle).toContain('bots: random (the lists) vs greedy (the opponents)');
    expect(readFileSync(join(page, 'summary.md'), 'utf8')).toContain('Bots: the random bot played both lists');
    const lib = await compare({ a: LUCARIO, b: BALLS, against: [AMPHAROS], games: 10, workers: 1, bots: ['random', 'greedy'] });
    expect(lib.bots).toEqual(['random', 'greedy']);
  });

  it('odds: turn goals name the bot that played them; setup goals alone say that no bot plays (bots: null)', () => {
    const turn = ['odds', '--deck', CHARIZARD, '--goal', 'Charizard ex in play by turn 3', '--games', '200', '--workers', '1'];
    expect(ok(turn)).toMatch(/^Bots: the greedy bot played both sides\. Turn goals describe the deck as greedy plays it/m);
    expect(JSON.parse(ok([...turn, '--json'])).bots).toEqual(['greedy', 'greedy']);
    const setup = ['odds', '--deck', CHARIZARD, '--goal', 'Charizard ex prized by turn 0', '--games', '2000', '--workers', '1'];
    expect(ok(setup)).toMatch(/^Bots: none\. Every goal here is a setup goal, read from dealt hands and prizes: no bot plays\.$/m);
    const doc = JSON.parse(ok([...setup, '--json']));
    expect(doc.games).toBe(0);
    expect(doc.bots).toBeNull();
  });
});
