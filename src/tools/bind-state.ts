// Build step (after tsc): the engine bound to one working state, in dist/bound/.
//
// The batch simulator plays every game of a thread in one GameState. The engine's functions take the
// state as a parameter `s` and read its typed arrays as `s.damage[sl]`: V8 loads the view from the
// object, then the view's length and data pointer, at each read. A view held in a module-level
// const is folded into the compiled code instead (as the card tables are), so this step writes a
// copy of the hot modules in which `s.<field>` reads the working state's view through such a const.
// The copy plays the same games (test/bound-engine.test.ts compares the counts); it ran the
// greedy games 16% faster and the random ones 23% (docs/PERFORMANCE.md).
//
// Only the batch simulator uses the copy (sim/batch.ts), for its built-in bots: there, the one
// state the engine is ever given is the working state (its game table's), which is what makes
// reading `s.x` as the working state's `x` exact. Everything else (the library API, logs, tests)
// runs the modules as written.
//
// The batch logs nothing (a logged game is played on the modules as written: sim/logged-game.ts),
// so the copy's `emit` is empty: the test for a logger at each of the engine's ~110 event reports
// goes (docs/PERFORMANCE.md). No copied module sets a logger (test/bound-engine.test.ts); the search
// bot only puts back the one it read. (A logger refused by an accessor on the working state cost
// ~5%: V8 then handles that one state apart from every other.)
//
// A second rewrite (hoist-consts.ts) then makes each function with a loop read the module's typed
// arrays through locals made at its top, so that V8 folds the reads in its loops too.
//
// Usage: node dist/src/tools/bind-state.js   (run by `npm run build`)
import { readFileSync, writeFileSync, mkdirSync, rmSync, renameSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { layout } from '../engine/state.js';
import { SOURCES_FILE, sourceHash } from '../sim/bound-sources.js';
import { hoistLoopConsts } from './hoist-consts.js';

/** The modules copied, relative to dist/src: the game loop and everything it runs per decision. */
export const BOUND_MODULES = [
  'engine/game.js', 'engine/flow.js', 'engine/effects.js', 'engine/zones.js', 'engine/damage.js',
  'engine/powers.js', 'engine/rng.js', 'engine/events.js',
  'engine/abilities/index.js', 'engine/abilities/lead.js', 'engine/abilities/sva.js', 'engine/abilities/svb.js', 'engine/abilities/sv-c.js',
  'bots/bots.js', 'bots/greedy.js', 'bots/greedy-powers.js', 'bots/ismcts.js', 'bots/determinize.js', 'bots/evaluate.js', 'bots/pilot.js', 'bots/evaluate-position.js',
  'bots/abilities/index.js', 'bots/abilities/lead.js', 'bots/abilities/sva.js', 'bots/abilities/svb.js', 'bots/abilities/sv-c.js',
  'sim/play.js', 'sim/paired.js', 'sim/odds-batch.js', 'sim/game-loop.js',
];

/** Members of `s` that are not views of the buffer: left as they are. */
const NOT_VIEWS = new Set(['logger', 'copyFrom', 'clone', 'equals', 'buffer']);

const WORKING = 'engine/working-state.js';

/** The copy of one module's text, bound to the working state. `file` is its path under src/. */
export function bindModule(text: string, file: string, fields: ReadonlySet<string>, bound: ReadonlySet<string>): string {
  const used = new Set<string>();
  let out = text.replace(/\bs\.([A-Za-z_$][\w$]*)\b/g, (whole, name: string) => {
    if (NOT_VIEWS.has(name)) return whole;
    if (!fields.has(name)) throw new Error(`${file}: s.${name} is not a field of GameState: can't bind it`);
    used.add(name);
    return `W_${name}`;
  });
  // Imports of modules that are not copied point back at the originals (shared: the card tables, the state layout).
  const dir = posix.dirname(file);
  out = out.replace(/(\bfrom\s+|\bimport\s+)'(\.{1,2}\/[^']+)'/g, (_, head: string, spec: string) => {
    const target = posix.join(dir, spec);
    if (bound.has(target)) return `${head}'${spec}'`;
    return `${head}'${toSpecifier(posix.relative(dir, posix.join('../../src', target)))}'`;
  });
  if (file === 'sim/game-loop.js') {
    const table = out.replace(/\bstate = new GameState\(\);/, 'state = W__;');
    if (table === out) throw new Error(`${file}: the game table's state was not found: can't bind it to the working state`);
    out = table;
    used.add('');
  }
  if (file === 'engine/events.js') {
    const silent = out.replace(/(export function emit\([^)]*\)\s*\{)[^}]*\}/, '$1 }');
    if (silent === out) throw new Error(`${file}: emit was not found: can't drop the event reports`);
    out = silent;
  }
  if (used.size === 0) return out;
  const header = [`import { W as W__ } from '${toSpecifier(posix.relative(dir, WORKING))}';`];
  for (const name of used) if (name !== '') header.push(`const W_${name} = W__.${name};`);
  const lines = out.split('\n');
  let last = -1;
  lines.forEach((line, i) => { if (/^(import|export .* from) /.test(line)) last = i; });
  lines.splice(last + 1, 0, ...header);
  return lines.join('\n');
}

const toSpecifier = (p: string): string => (p.startsWith('.') ? p : `./${p}`);

/**
 * The module an import of the copy of `file` names, as a path under dist/: a copied module's
 * original (the copy is not written yet; both export the same), or the original it points at.
 */
function importedModule(file: string, spec: string): string {
  const target = posix.join('bound/src', posix.dirname(file), spec);
  return target.startsWith('bound/src/') ? target.slice('bound/'.length) : target;
}

/** The namespace imports of a copied module's text, loaded from dist/ (hoist-consts.ts asks which of their exports are typed arrays). */
async function loadNamespaces(dist: string, file: string, text: string, into: Map<string, Record<string, unknown>>): Promise<void> {
  for (const m of text.matchAll(/^import \* as \w+ from '([^']+)';/gm)) {
    const path = importedModule(file, m[1]);
    if (!into.has(path)) into.set(path, await import(pathToFileURL(join(dist, path)).href) as Record<string, unknown>);
  }
}

async function main(): Promise<void> {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const src = join(dist, 'src');
  const fields = new Set([...layout().map((f) => f.name), 'bytes']);
  const bound = new Set(BOUND_MODULES);
  const tmp = join(dist, 'bound.tmp');
  rmSync(tmp, { recursive: true, force: true });
  const sources: Record<string, string> = {};
  const namespaces = new Map<string, Record<string, unknown>>();
  for (const file of BOUND_MODULES) {
    const text = readFileSync(join(src, file), 'utf8');
    sources[file] = sourceHash(text);
    const to = join(tmp, 'src', file);
    mkdirSync(dirname(to), { recursive: true });
    const boundText = bindModule(text, file, fields, bound);
    await loadNamespaces(dist, file, boundText, namespaces);
    let hoisted: string;
    try {
      hoisted = hoistLoopConsts(boundText, (spec, name) => ArrayBuffer.isView(namespaces.get(importedModule(file, spec))?.[name]));
    } catch (e) {
      throw new Error(`${file}: can't rewrite its loops' reads (hoist-consts.ts): ${e instanceof Error ? e.message : String(e)}`);
    }
    writeFileSync(to, hoisted);
  }
  // sim/batch.ts uses the copy only while these still match dist/src (a later `tsc` alone makes it stale).
  writeFileSync(join(tmp, SOURCES_FILE), JSON.stringify(sources, null, 1) + '\n');
  const working = join(tmp, 'src', WORKING);
  writeFileSync(working, [
    '// The working state of this thread\'s bound engine (generated by src/tools/bind-state.ts).',
    `import { GameState } from '${toSpecifier(relative(dirname(working), join(dist, 'src', 'engine', 'state.js')).split('\\').join('/'))}';`,
    'export const W = new GameState();',
    '',
  ].join('\n'));
  const target = join(dist, 'bound');
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  renameSync(tmp, target);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
