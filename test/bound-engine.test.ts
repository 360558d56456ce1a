// The engine bound to the working state (src/tools/bind-state.ts, dist/bound/): the build's copy of
// the hot modules in which `s.<field>` reads the working state's view. It must play exactly the games
// the modules as written play, and the simulator must use it only where that holds (sim/batch.ts).
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync, cpSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, tempDir } from './helpers/cli.js';
import { bindModule, BOUND_MODULES } from '../src/tools/bind-state.js';
import { playsBound } from '../src/sim/batch.js';
import type { BatchSpec } from '../src/sim/play.js';
import type { PairedSpec } from '../src/sim/paired.js';
import { loadDeck } from '../src/decks/deck.js';
import { compileGoals } from '../src/analytics/odds-report.js';
import type { OddsSpec } from '../src/sim/odds-batch.js';
import { BENCH_PAIRS } from '../benchmarks/pairs.js';

type Play = typeof import('../src/sim/play.js');
const built = (file: string) => import(pathToFileURL(join(ROOT, file)).href) as Promise<Play>;

describe('the bound engine (dist/bound/)', () => {
  it('is built beside the modules as written', () => {
    for (const m of BOUND_MODULES) expect(existsSync(join(ROOT, 'dist', 'bound', 'src', m)), m).toBe(true);
  });

  it('plays the same games as the modules as written: every pair, bots and card statistics, identical counts', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const specs: BatchSpec[] = [];
    for (const [name, pair] of Object.entries(BENCH_PAIRS)) {
      for (const bots of [['greedy', 'greedy'], ['greedy', 'random'], ['random', 'random']] as [string, string][]) {
        specs.push({ seed: `bound-${name}`, deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: bots[1] === 'random', turnLimit: 200, bots });
      }
    }
    specs.push({ ...specs[3], cardStats: true });
    for (const spec of specs) {
      const a = written.runBatch(spec, 0, 150), b = bound.runBatch(spec, 0, 150);
      expect(Array.from(b), `${spec.seed} ${spec.bots.join('/')}`).toEqual(Array.from(a));
      expect(a[0]).toBeGreaterThan(0);
    }
  });

  it('plays the search bot\'s games as the modules as written do (its worlds are played in the one state, then put back)', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const pair = BENCH_PAIRS.league;
    const spec: BatchSpec = { seed: 'bound-search', deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots: ['ismcts:12', 'greedy'] };
    expect(Array.from(bound.runBatch(spec, 0, 4))).toEqual(Array.from(written.runBatch(spec, 0, 4)));
  });

  it('plays the pilot\'s games as the modules as written do (its plans are searched in the one state, then put back)', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    for (const pair of [BENCH_PAIRS.standard, BENCH_PAIRS.archetypes]) {
      const spec: BatchSpec = { seed: 'bound-pilot', deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots: ['pilot', 'greedy'] };
      const a = written.runBatch(spec, 0, 10);
      expect(a[0]).toBe(10);
      expect(Array.from(bound.runBatch(spec, 0, 10))).toEqual(Array.from(a));
    }
  });

  it('plays the same paired games (`ptcg compare`) as the modules as written', async () => {
    type Paired = typeof import('../src/sim/paired.js');
    const written = await import(pathToFileURL(join(ROOT, 'dist/src/sim/paired.js')).href) as Paired;
    const bound = await import(pathToFileURL(join(ROOT, 'dist/bound/src/sim/paired.js')).href) as Paired;
    const deck = (f: string) => loadDeck(join(ROOT, f)).cards;
    const a = deck('decks/standard/lucario-ex.txt');
    const b = written.alignList(a, deck('decks/standard/victini-ex.txt'));
    for (const seat of [0, 1] as const) {
      const spec: PairedSpec = { seed: 'bound-paired', rules: 'standard', suddenDeath: false, turnLimit: 200, a, b, opponent: deck('decks/standard/ampharos-ex.txt'), seat, bots: ['greedy', 'random'], common: seat === 0 };
      const x = written.runPairedBatch(spec, 0, 100);
      expect(x[0]).toBe(100);
      expect(Array.from(bound.runPairedBatch(spec, 0, 100))).toEqual(Array.from(x));
    }
  });

  it('plays the same games of a consistency study (`ptcg odds`) as the modules as written', async () => {
    type Odds = typeof import('../src/sim/odds-batch.js');
    const written = await import(pathToFileURL(join(ROOT, 'dist/src/sim/odds-batch.js')).href) as Odds;
    const bound = await import(pathToFileURL(join(ROOT, 'dist/bound/src/sim/odds-batch.js')).href) as Odds;
    const deck = loadDeck(join(ROOT, 'decks/standard/charizard-ex-league.txt'));
    const { goals, vocab } = compileGoals(deck, [], 3);
    const spec: OddsSpec = {
      seed: 'bound-odds', rules: 'standard', deck: deck.cards, opponent: deck.cards, mirror: true,
      subjects: vocab.subjects.map((x) => x.cards), goals: goals.map((g) => ({ byTurn: g.byTurn, atoms: g.atoms, program: g.program })),
    };
    const a = written.runGames(spec, 0, 300);
    expect(a[0]).toBeGreaterThan(0);
    expect(Array.from(bound.runGames(spec, 0, 300))).toEqual(Array.from(a));
  });

  it('is used only for the built-in bots it carries (a registered bot or a bot module plays on the modules as written)', async () => {
    const batch = await import(pathToFileURL(join(ROOT, 'dist/src/sim/batch.js')).href) as typeof import('../src/sim/batch.js');
    const spec: BatchSpec = { seed: 'x', deck0: [], deck1: [], rules: 'standard', suddenDeath: false, turnLimit: 200, bots: ['greedy', 'random'] };
    expect(batch.playsBound(spec)).toBe(true);
    expect(batch.playsBound({ ...spec, bots: ['random', 'random'], botModules: [null, null] })).toBe(true);
    expect(batch.playsBound({ ...spec, bots: ['greedy', 'ismcts:10'] })).toBe(true);
    expect(batch.playsBound({ ...spec, bots: ['pilot', 'greedy'] })).toBe(true);
    expect(batch.batchBot({ ...spec, bots: ['greedy', 'ismcts:10'] }, 'ismcts:10')).not.toBe((await import('../src/bots/bots.js')).botByName('ismcts:10'));
    expect(batch.playsBound({ ...spec, bots: ['mine', 'greedy'] })).toBe(false); // a registered bot
    expect(batch.playsBound({ ...spec, bots: ['greedy', 'random'], botModules: ['file:///mine.js', null] })).toBe(false);
    // From the sources (as here), no bound copy lies beside batch.ts: the modules as written play.
    expect(playsBound(spec)).toBe(false);
  });
});

describe('a stale bound copy', () => {
  it('is not used, with a warning, once dist/src changed after it was made (a `tsc` without the bind step)', () => {
    const tmp = tempDir('ptcg-bound-');
    try {
      cpSync(join(ROOT, 'dist'), tmp.path('dist'), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), tmp.path('node_modules'), 'dir');
      writeFileSync(tmp.path('package.json'), readFileSync(join(ROOT, 'package.json')));
      const probe = `import(${JSON.stringify(pathToFileURL(tmp.path('dist/src/sim/batch.js')).href)}).then((m) => console.log(m.playsBound({ bots: ['greedy', 'random'] })))`;
      const run = () => spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
      const fresh = run();
      expect(fresh.stdout.trim()).toBe('true');
      expect(fresh.stderr).toBe('');
      appendFileSync(tmp.path('dist/src/engine/flow.js'), '\n// changed after the bind step\n');
      const stale = run();
      expect(stale.stdout.trim()).toBe('false');
      expect(stale.stderr).toContain('dist/bound is older than dist/src (engine/flow.js): run `npm run build`');
    } finally {
      tmp.done();
    }
  });
});

describe('bindModule (the rewrite)', () => {
  const fields = new Set(['damage', 'turn', 'bytes']);
  const bound = new Set(['engine/a.js', 'engine/b.js']);

  it('reads s.<field> through a module const of the working state, and leaves the logger alone', () => {
    const out = bindModule("import * as bModule from './b.js';\nexport const f = (s) => s.damage[1] + s.turn[0] + (s.logger === null ? 1 : 0);\n", 'engine/a.js', fields, bound);
    expect(out).toContain("import { W as W__ } from './working-state.js';");
    expect(out).toContain('const W_damage = W__.damage;');
    expect(out).toContain('W_damage[1] + W_turn[0]');
    expect(out).toContain('s.logger === null');
    expect(out).toContain("from './b.js'"); // a copied module: the copy
  });

  it('points imports of modules that are not copied back at the originals', () => {
    const out = bindModule("import * as tablesModule from './tables.js';\nimport './abilities/x.js';\n", 'engine/a.js', fields, bound);
    expect(out).toContain("from '../../../src/engine/tables.js'");
    expect(out).toContain("import '../../../src/engine/abilities/x.js'");
  });

  it('refuses an `s` that is not a GameState (a member that is no field)', () => {
    expect(() => bindModule('const g = (s) => s.length;\n', 'engine/a.js', fields, bound)).toThrow(/s\.length is not a field of GameState/);
  });

  it('empties the copy of emit (the batch logs nothing), and refuses an events module where it finds no emit', () => {
    const events = 'export function emit(s, code, p, a = 0, b = 0, c = 0, d = 0) {\n    if (s.logger !== null)\n        s.logger.ev(code, p, a, b, c, d);\n}\nexport function coin(s, purpose, p) {\n    emit(s, 1, p);\n    return true;\n}\n';
    const out = bindModule(events, 'engine/events.js', fields, bound);
    expect(out).toContain('export function emit(s, code, p, a = 0, b = 0, c = 0, d = 0) { }');
    expect(out).not.toContain('s.logger');
    expect(out).toContain('emit(s, 1, p);'); // coin still flips and calls it
    expect(() => bindModule('export const x = 1;\n', 'engine/events.js', fields, bound)).toThrow(/emit was not found/);
  });

  it("binds the game table's state to the working state, and refuses a game loop where it can't", () => {
    expect(bindModule('class GameTable {\n    state = new GameState();\n}\n', 'sim/game-loop.js', fields, bound)).toContain('state = W__;');
    expect(() => bindModule('class GameTable {}\n', 'sim/game-loop.js', fields, bound)).toThrow(/game table's state/);
  });
});

describe('the bound modules, in their sources', () => {
  // Their copy of emit is empty, so a logger on their state would silently miss every event: none of
  // them may set one (the search bot puts back the one it read, which in the batch is none).
  it('set no logger: every `s.logger =` is null or puts back the logger read from `s.logger`', () => {
    for (const m of BOUND_MODULES) {
      const text = readFileSync(join(ROOT, 'src', m.replace(/\.js$/, '.ts')), 'utf8');
      const read = new Set([...text.matchAll(/\bconst\s+(\w+)\s*=\s*s\.logger\s*;/g)].map((x) => x[1]));
      for (const set of text.matchAll(/\bs\.logger\s*=(?!=)\s*([^;]+);/g)) {
        expect(set[1] === 'null' || read.has(set[1]), `${m}: s.logger = ${set[1]}`).toBe(true);
      }
    }
  });

  it('emit in the built copy reports nothing (the batch logs nothing: sim/logged-game.ts plays on the modules as written)', () => {
    const copy = readFileSync(join(ROOT, 'dist', 'bound', 'src', 'engine', 'events.js'), 'utf8');
    expect(copy).toMatch(/export function emit\([^)]*\) \{ \}/);
    expect(readFileSync(join(ROOT, 'src', 'sim', 'logged-game.ts'), 'utf8')).not.toMatch(/bound/);
  });

  // The rewrite reads every `s.x` as the working state's x: in these modules `s` must only ever name
  // the GameState the engine is given (the game table's, which is the working state). (The Abilities'
  // handlers, `(s, p) => …`, take their types from the handler interfaces, whose `s` is a GameState.)
  it('name nothing but the state `s`: every `s` is a GameState parameter (or the game table\'s state)', () => {
    for (const m of BOUND_MODULES) {
      const file = join(ROOT, 'src', m.replace(/\.js$/, '.ts'));
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''); // code only
      for (const d of text.matchAll(/\bs\??:\s*([A-Za-z_$][\w$]*)/g)) expect(d[1], `${m}: s: ${d[1]}`).toBe('GameState');
      const declared = [...text.matchAll(/\b(?:const|let|var)\s+s\s*=\s*([^,;]+)/g)].map((d) => d[1].trim());
      expect(declared.every((x) => x === 'this.state' || x === 'table.state'), `${m}: ${declared.join('; ')}`).toBe(true);
    }
  });
});
