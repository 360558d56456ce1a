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
// Only the batch simulator uses the copy (sim/batch.ts), for its built-in bots, and the fuzz with
// --bound: there, the one state the engine is ever given is the working state (its game table's),
// which is what makes reading `s.x` as the working state's `x` exact. Everything else (the library
// API, logs, tests) runs the modules as written.
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
// Which modules are copied is derived, not listed (`modulesToBind`): from the modules the copy's
// callers load (`BOUND_ENTRIES`, sim/bound-sources.ts), every module reached by relative imports
// (static, side-effect — the Ability registrations — and literal dynamic ones) that reads the state
// (`s.<field>`), or imports a module that is copied (else it would use the original, e.g. register an
// Ability with the original registry, which the copy never reads). After writing the copy, the build
// walks what the copy itself imports and fails, in one line naming the module, on any original it
// reaches that reads the state or imports a copied module (`checkBound`).
//
// Usage: node dist/src/tools/bind-state.js   (run by `npm run build`)
import { readFileSync, writeFileSync, mkdirSync, rmSync, renameSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { layout } from '../engine/state.js';
import { BOUND_ENTRIES, SOURCES_FILE, sourceHash } from '../sim/bound-sources.js';
import { hoistLoopConsts } from './hoist-consts.js';

/** Members of `s` that are not views of the buffer: left as they are. */
const NOT_VIEWS = new Set(['logger', 'copyFrom', 'clone', 'equals', 'buffer']);

const WORKING = 'engine/working-state.js';

/** Where the copy is written, then renamed to dist/bound/ (one per process: two builds at once don't clear each other's). */
const TMP = `bound.tmp-${process.pid}`;

/** The modules whose copy is rewritten beyond `s.<field>` (bindModule): they must be copied. */
const REWRITTEN = ['sim/game-loop.js', 'engine/events.js'];

/** `s.<name>`: a read of the state (when `name` is a field), as bindModule rewrites it. */
const STATE_READ = /\bs\.([A-Za-z_$][\w$]*)\b/g;

/** A relative import: `from '…'`, `import '…'` (side effect), `import('…')` (literal dynamic). */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

/** A module as the derivation sees it: its relative imports (paths under the tree's root), and the first field of the state it reads, if any. */
export interface ModuleNode { imports: string[]; reads: string | null }

/** The modules reached from `entries` (paths under a tree's root, read with `read`) through relative imports, in the order reached. */
export function moduleGraph(entries: readonly string[], read: (file: string) => string, fields: ReadonlySet<string>): Map<string, ModuleNode> {
  const graph = new Map<string, ModuleNode>();
  const queue: [string, string | null][] = entries.map((e) => [e, null]);
  for (let i = 0; i < queue.length; i++) {
    const [file, from] = queue[i];
    if (graph.has(file)) continue;
    let text: string;
    try {
      text = read(file);
    } catch {
      throw new Error(`${file}${from === null ? '' : ` (imported by ${from})`} can't be read`);
    }
    let reads: string | null = null;
    for (const m of text.matchAll(STATE_READ)) if (fields.has(m[1]) && !NOT_VIEWS.has(m[1])) { reads = m[1]; break; }
    const imports = [...new Set([...text.matchAll(RELATIVE_IMPORT)].map((m) => posix.join(posix.dirname(file), m[3])))];
    graph.set(file, { imports, reads });
    for (const x of imports) queue.push([x, file]);
  }
  return graph;
}

/** The modules of `graph` to copy: those that read the state, and those that import one to copy (to a fixed point: a cycle is fine). */
export function modulesToBind(graph: ReadonlyMap<string, ModuleNode>): string[] {
  const bind = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, m] of graph) {
      if (!bind.has(file) && (m.reads !== null || m.imports.some((x) => bind.has(x)))) { bind.add(file); grew = true; }
    }
  }
  return [...graph.keys()].filter((f) => bind.has(f));
}

/**
 * Throws, in one line naming it, on the first module reached from `entries` that is not in `bound`
 * though it reads the state or imports a module in `bound`, or on an entry not in `bound`.
 */
export function checkBound(graph: ReadonlyMap<string, ModuleNode>, entries: readonly string[], bound: ReadonlySet<string>): void {
  for (const e of entries) if (!bound.has(e)) throw new Error(`${e} is loaded from the bound engine but is not bound`);
  const from = new Map<string, string>();
  const queue = [...entries];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i], m = graph.get(file);
    if (m === undefined) throw new Error(`${file} (imported by ${from.get(file)}) is not in the import graph`);
    const via = `the bound engine reaches it through ${from.get(file) ?? 'its entry'}`;
    if (!bound.has(file)) {
      if (m.reads !== null) throw new Error(`${file} reads the state (s.${m.reads}) and ${via}, but it is not bound`);
      const inner = m.imports.find((x) => bound.has(x));
      if (inner !== undefined) throw new Error(`${file} imports ${inner}, which is bound, and ${via}, but it is not bound (it would use the original ${inner})`);
    }
    for (const x of m.imports) if (!from.has(x) && !entries.includes(x)) { from.set(x, file); queue.push(x); }
  }
}

/** The modules the build copies, derived from the compiled modules in `distSrc` (dist/src/). */
export function boundModules(distSrc: string): string[] {
  return modulesToBind(moduleGraph(Object.values(BOUND_ENTRIES), (f) => readFileSync(join(distSrc, f), 'utf8'), stateFields()));
}

/** The names `s.<name>` may read: the state's fields, and its size. */
const stateFields = (): Set<string> => new Set([...layout().map((f) => f.name), 'bytes']);

/** The copy of one module's text, bound to the working state. `file` is its path under src/. */
export function bindModule(text: string, file: string, fields: ReadonlySet<string>, bound: ReadonlySet<string>): string {
  const used = new Set<string>();
  let out = text.replace(STATE_READ, (whole, name: string) => {
    if (NOT_VIEWS.has(name)) return whole;
    if (!fields.has(name)) throw new Error(`${file}: s.${name} is not a field of GameState: can't bind it`);
    used.add(name);
    return `W_${name}`;
  });
  // Imports of modules that are not copied point back at the originals (shared: the card tables, the state layout).
  const dir = posix.dirname(file);
  out = out.replace(RELATIVE_IMPORT, (_, head: string, q: string, spec: string) => {
    const target = posix.join(dir, spec);
    if (bound.has(target)) return `${head}${q}${spec}${q}`;
    return `${head}${q}${toSpecifier(posix.relative(dir, posix.join('../../src', target)))}${q}`;
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
  const fields = stateFields();
  const entries = Object.values(BOUND_ENTRIES);
  const modules = modulesToBind(moduleGraph(entries, (f) => readFileSync(join(src, f), 'utf8'), fields));
  const bound = new Set(modules);
  for (const f of REWRITTEN) if (!bound.has(f)) throw new Error(`${f} must be bound (its copy is rewritten), but the bound entries don't reach it as a module that reads the state`);
  const tmp = join(dist, TMP);
  const sources: Record<string, string> = {};
  const namespaces = new Map<string, Record<string, unknown>>();
  for (const file of modules) {
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
  // What the copy loads, as written: the originals it reaches may neither read the state nor import a copied module.
  const copyEntries = entries.map((e) => `bound/src/${e}`);
  const copy = moduleGraph(copyEntries, (f) => readFileSync(f.startsWith('bound/') ? join(tmp, f.slice('bound/'.length)) : join(dist, f), 'utf8'), fields);
  checkBound(copy, copyEntries, new Set([...copy.keys()].filter((f) => f.startsWith('bound/'))));
  const target = join(dist, 'bound');
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  renameSync(tmp, target);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (e) {
    // One line naming the module (the build fails; an earlier copy, if any, is left and found stale by sim/batch.ts).
    rmSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', TMP), { recursive: true, force: true });
    console.error(`bind-state: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
