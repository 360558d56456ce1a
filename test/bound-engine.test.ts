// The engine bound to the working state (src/tools/bind-state.ts, dist/bound/): the build's copy of
// the hot modules in which `s.<field>` reads the working state's view. It must play exactly the games
// the modules as written play, and the simulator must use it only where that holds (sim/batch.ts).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync, cpSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, tempDir } from './helpers/cli.js';
import { bindModule, boundModules, moduleGraph, modulesToBind, checkBound, type ModuleNode } from '../src/tools/bind-state.js';
import { BOUND_ENTRIES, SOURCES_FILE } from '../src/sim/bound-sources.js';
import { playsBound } from '../src/sim/batch.js';
import { bundledGroups, defaultRules } from '../src/decks/bundled.js';
import { layout } from '../src/engine/state.js';
import type { BatchSpec } from '../src/sim/play.js';
import type { PairedSpec } from '../src/sim/paired.js';
import { loadDeck } from '../src/decks/deck.js';
import { compileGoals } from '../src/analytics/odds-report.js';
import type { OddsSpec } from '../src/sim/odds-batch.js';
import { BENCH_PAIRS } from '../benchmarks/pairs.js';

type Play = typeof import('../src/sim/play.js');
const built = (file: string) => import(pathToFileURL(join(ROOT, file)).href) as Promise<Play>;

/** The modules the build binds, derived from dist/src (bind-state.ts). */
const BOUND_MODULES = boundModules(join(ROOT, 'dist', 'src'));

/** Every deck list under decks/, at any depth. */
const deckFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? deckFiles(join(dir, e.name)) : e.name.endsWith('.txt') ? [join(dir, e.name)] : []);

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

  it('plays the same games as the modules as written with every bundled deck, each in both seats (`simulate` = `play`): bots and card statistics, identical counts', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const groups = bundledGroups(join(ROOT, 'decks'));
    const files = deckFiles(join(ROOT, 'decks'));
    expect(files.length).toBeGreaterThanOrEqual(25);
    expect(groups.flatMap((g) => g.decks.map((d) => relative(ROOT, d.path))).sort()).toEqual(files.map((f) => relative(ROOT, f)).sort());
    const games = 12;
    let specs = 0;
    for (const g of groups) {
      const rules = defaultRules(g.decks);
      // Each deck against the next in its group (cycled): every deck plays once in each seat.
      g.decks.forEach((d0, i) => {
        const d1 = g.decks[(i + 1) % g.decks.length];
        for (const bots of [['greedy', 'greedy'], ['greedy', 'random'], ['random', 'random']] as [string, string][]) {
          const spec: BatchSpec = { seed: `bound-all-${i}`, deck0: d0.cards, deck1: d1.cards, rules, suddenDeath: bots[1] === 'random', turnLimit: 200, bots, cardStats: bots[0] !== bots[1] };
          const a = written.runBatch(spec, 0, games);
          expect(a[0], `${d0.name} vs ${d1.name} ${bots.join('/')}`).toBe(games);
          expect(Array.from(bound.runBatch(spec, 0, games)), `${d0.name} vs ${d1.name} ${bots.join('/')}`).toEqual(Array.from(a));
          specs++;
        }
      });
    }
    expect(specs).toBe(files.length * 3);
  });

  it('plays the search bot\'s games as the modules as written do (its worlds are played in the one state, then put back)', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const pair = BENCH_PAIRS.league;
    const spec: BatchSpec = { seed: 'bound-search', deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots: ['ismcts:12', 'greedy'] };
    expect(Array.from(bound.runBatch(spec, 0, 4))).toEqual(Array.from(written.runBatch(spec, 0, 4)));
  });

  it('plays ismcts:N:race\'s games as the modules as written do (the race evaluation read at the end of its rollouts\' turns)', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const pair = BENCH_PAIRS.standard2026;
    const spec: BatchSpec = { seed: 'bound-search-race', deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots: ['ismcts:12:race', 'greedy'] };
    expect(Array.from(bound.runBatch(spec, 0, 4))).toEqual(Array.from(written.runBatch(spec, 0, 4)));
  });

  it('plays ismcts:N:pilot\'s games as the modules as written do (the pilot asked inside the search; the worlds\' pools prepared again from the one state)', async () => {
    const written = await built('dist/src/sim/play.js');
    const bound = await built('dist/bound/src/sim/play.js');
    const pair = BENCH_PAIRS.standard;
    const spec: BatchSpec = { seed: 'bound-search-pilot', deck0: loadDeck(join(ROOT, pair.deck0)).cards, deck1: loadDeck(join(ROOT, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots: ['greedy', 'ismcts:12:pilot'] };
    expect(Array.from(bound.runBatch(spec, 0, 6))).toEqual(Array.from(written.runBatch(spec, 0, 6)));
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

describe('the modules bound: derived from the import graph (bind-state.ts), so none can be missed', () => {
  const fields = new Set(['damage', 'turn', 'hand']);
  // A small tree: the game loop runs the engine, which registers its Abilities through side-effect
  // imports; a new Ability module (new.js) is reached only through one.
  const tree: Record<string, string> = {
    'sim/play.js': "import * as loop from './game-loop.js';\nimport { mix } from './seeding.js';\n",
    'sim/game-loop.js': "import * as game from '../engine/game.js';\nexport const f = (s) => s.turn[0];\n",
    'sim/seeding.js': "import { key } from '../engine/rng.js';\nexport const mix = (x) => key(x);\n",
    'engine/rng.js': 'export const key = (x) => x;\n',
    'engine/game.js': "import * as tables from './tables.js';\nimport './abilities/index.js';\nexport const g = (s) => s.damage[0];\n",
    'engine/tables.js': 'export const cHp = new Int16Array(4);\n',
    'engine/powers.js': 'const handlers = [];\nexport const registerAbility = (k, h) => { handlers[k] = h; };\n',
    'engine/abilities/index.js': "import './sva.js';\nimport './new.js';\n",
    'engine/abilities/sva.js': "import { registerAbility } from '../powers.js';\nregisterAbility(1, { usable: (s, p) => s.hand[p] > 0 });\n",
    'engine/abilities/new.js': "import { registerAbility } from '../powers.js';\nregisterAbility(2, { usable: (s, p) => s.damage[p] > 0 });\n",
  };
  const read = (f: string): string => {
    if (!(f in tree)) throw new Error('ENOENT');
    return tree[f];
  };
  const graph = moduleGraph(['sim/play.js'], read, fields);

  it('reads the graph: static, side-effect and dynamic relative imports, and which modules read the state (s.<field>, not any s.x)', () => {
    expect([...graph.keys()].sort()).toEqual(Object.keys(tree).sort());
    expect(graph.get('engine/abilities/index.js')!.imports).toEqual(['engine/abilities/sva.js', 'engine/abilities/new.js']);
    expect(graph.get('engine/abilities/new.js')!.reads).toBe('damage');
    expect(graph.get('engine/powers.js')!.reads).toBeNull();
    const g = moduleGraph(['a.js'], (f) => ({ 'a.js': "const s = 'x';\nexport const n = s.length;\nexport const m = () => import('./b.js');\n", 'b.js': '' } as Record<string, string>)[f], fields);
    expect(g.get('a.js')).toEqual({ imports: ['b.js'], reads: null });
    expect(() => moduleGraph(['sim/play.js'], (f) => (f === 'engine/abilities/new.js' ? read('gone.js') : read(f)), fields))
      .toThrow('engine/abilities/new.js (imported by engine/abilities/index.js) can\'t be read');
  });

  it('binds every module that reads the state, and every module that imports one it binds (a new Ability module, its index, its registry)', () => {
    const bound = modulesToBind(graph);
    expect(bound).toContain('engine/abilities/new.js'); // reached only through a side-effect import
    expect(bound).toEqual(expect.arrayContaining(['sim/play.js', 'sim/game-loop.js', 'engine/game.js', 'engine/abilities/index.js', 'engine/abilities/sva.js']));
    // The registry reads no state, and the modules that read no state and import nothing bound stay as written.
    expect(bound).not.toContain('engine/powers.js');
    for (const f of ['sim/seeding.js', 'engine/rng.js', 'engine/tables.js']) expect(bound).not.toContain(f);
    // A registry that reads the state is bound, and so is what imports it: both Ability modules register with the copy.
    const g = moduleGraph(['sim/play.js'], (f) => (f === 'engine/powers.js' ? tree[f] + 'export const used = (s) => s.turn[0];\n' : read(f)), fields);
    expect(modulesToBind(g)).toEqual(expect.arrayContaining(['engine/powers.js', 'engine/abilities/new.js', 'engine/abilities/sva.js']));
  });

  it('fails, in one line naming it, on a module the bound engine reaches that reads the state but is not bound (a hand-kept list that missed it)', () => {
    const bound = new Set(modulesToBind(graph));
    expect(() => checkBound(graph, ['sim/play.js'], bound)).not.toThrow();
    bound.delete('engine/abilities/new.js');
    let message = '';
    try {
      checkBound(graph, ['sim/play.js'], bound);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe('engine/abilities/new.js reads the state (s.damage) and the bound engine reaches it through engine/abilities/index.js, but it is not bound');
    // A module that reads nothing but imports a bound one would use the original of it.
    const noIndex = new Set(modulesToBind(graph));
    noIndex.delete('engine/abilities/index.js');
    expect(() => checkBound(graph, ['sim/play.js'], noIndex)).toThrow(/^engine\/abilities\/index\.js imports engine\/abilities\/sva\.js, which is bound, .* but it is not bound/);
    expect(() => checkBound(graph, ['sim/seeding.js'], new Set(modulesToBind(graph)))).toThrow('sim/seeding.js is loaded from the bound engine but is not bound');
  });

  it('derives, from the compiled engine, what the build bound: every module the entries load at run time that reads the state or imports one bound, and the copy loads no original that reads the state', () => {
    const sources = Object.keys(JSON.parse(readFileSync(join(ROOT, 'dist', 'bound', SOURCES_FILE), 'utf8')) as Record<string, string>);
    expect([...BOUND_MODULES].sort()).toEqual([...sources].sort());
    // Every card behaviour module (the Abilities' handlers and bot hints, issue 31) is bound.
    for (const dir of ['behaviour']) {
      for (const f of readdirSync(join(ROOT, 'src', dir)).filter((x) => x.endsWith('.ts'))) expect(BOUND_MODULES, `${dir}/${f}`).toContain(`${dir}/${f.replace(/\.ts$/, '.js')}`);
    }
    // What Node loads (its resolved imports, recorded by a loader hook), from the entries as written and from the copy.
    const tmp = tempDir('ptcg-edges-');
    try {
      const entries = Object.values(BOUND_ENTRIES);
      const load = [...entries.map((e) => `dist/src/${e}`), ...entries.map((e) => `dist/bound/src/${e}`)]
        .map((f) => `await import(${JSON.stringify(pathToFileURL(join(ROOT, f)).href)});`).join('\n');
      const run = spawnSync(process.execPath, ['--import', pathToFileURL(join(ROOT, 'test', 'helpers', 'import-edges.mjs')).href, '--input-type=module', '-e', load],
        { encoding: 'utf8', env: { ...process.env, IMPORT_EDGES_FILE: tmp.path('edges') } });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const under = (url: string, dir: string): string | null => {
        const f = relative(join(ROOT, dir), fileURLToPath(url));
        return f.startsWith('..') ? null : f.split('\\').join('/');
      };
      const fields = new Set(layout().map((f) => f.name));
      const readsState = (f: string): string | null => {
        for (const m of readFileSync(join(ROOT, 'dist', 'src', f), 'utf8').matchAll(/\bs\.(\w+)/g)) if (fields.has(m[1])) return m[1];
        return null;
      };
      const runtime = new Map<string, ModuleNode>();
      const copyLoads = new Set<string>();
      for (const line of readFileSync(tmp.path('edges'), 'utf8').trim().split('\n')) {
        const { from, to } = JSON.parse(line) as { from: string; to: string };
        const a = under(from, 'dist/src'), b = under(to, 'dist/src');
        if (a !== null && b !== null) {
          const node = runtime.get(a) ?? { imports: [], reads: readsState(a) };
          if (!node.imports.includes(b)) node.imports.push(b);
          runtime.set(a, node);
          if (!runtime.has(b)) runtime.set(b, { imports: [], reads: readsState(b) });
        }
        if (under(from, 'dist/bound') !== null && b !== null) copyLoads.add(b);
      }
      expect(runtime.size).toBeGreaterThan(BOUND_MODULES.length);
      expect(modulesToBind(runtime).sort()).toEqual([...BOUND_MODULES].sort());
      expect(copyLoads.size).toBeGreaterThan(5); // the card tables, the state layout, …
      for (const f of copyLoads) {
        expect(BOUND_MODULES, `the copy loads the original ${f}`).not.toContain(f);
        expect(readsState(f), `the copy loads the original ${f}`).toBeNull();
      }
    } finally {
      tmp.done();
    }
  });

  it('the build binds a new card behaviour module added with no other change, and fails in one line naming a module it can\'t bind', () => {
    const tmp = tempDir('ptcg-bind-');
    try {
      cpSync(join(ROOT, 'dist'), tmp.path('dist'), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), tmp.path('node_modules'), 'dir');
      writeFileSync(tmp.path('package.json'), readFileSync(join(ROOT, 'package.json')));
      const behaviour = tmp.path('dist/src/behaviour');
      appendFileSync(join(behaviour, 'index.js'), "import './zz-probe.js';\n");
      writeFileSync(join(behaviour, 'zz-probe.js'), "import * as powersModule from '../engine/powers.js';\nexport const probe = (s, sl) => s.damage[sl] + (powersModule === null ? 1 : 0);\n");
      const bind = () => spawnSync(process.execPath, [tmp.path('dist/src/tools/bind-state.js')], { encoding: 'utf8' });
      const ok = bind();
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      expect(readFileSync(tmp.path('dist/bound/src/behaviour/zz-probe.js'), 'utf8')).toContain('W_damage[sl]');
      expect(readFileSync(tmp.path('dist/bound/src/behaviour/zz-probe.js'), 'utf8')).toContain("from '../engine/powers.js'"); // the copy's registry
      expect(Object.keys(JSON.parse(readFileSync(tmp.path(`dist/bound/${SOURCES_FILE}`), 'utf8')) as object)).toContain('behaviour/zz-probe.js');
      appendFileSync(join(behaviour, 'zz-probe.js'), 'export const size = (s) => s.length;\n');
      const bad = bind();
      expect(bad.status).toBe(1);
      expect(bad.stderr).toBe('bind-state: behaviour/zz-probe.js: s.length is not a field of GameState: can\'t bind it\n');
      expect(readdirSync(tmp.path('dist')).filter((f) => f.startsWith('bound.tmp'))).toEqual([]);
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
