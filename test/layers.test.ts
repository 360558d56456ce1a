// The layers docs/DESIGN.md states hold in the code: each folder of src/ imports only from its own
// layer or lower ones, and no module imports itself through a cycle.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { tsFiles } from './helpers/source-files.js';

/** Lowest first; a module may import from its own layer and those below. */
const LAYER: Record<string, number> = {
  // behaviour: the card behaviour modules, above the engine's core, which reads them through its
  // registries (engine/powers.ts registerAbility) and never imports them; the bots read their hints.
  'errors.ts': 0, 'version.ts': 0, cards: 0, engine: 1, behaviour: 2, decks: 3, bots: 3, sim: 4, analytics: 5, lib: 6, 'index.ts': 6, cli: 6, tools: 7,
};

const SRC = join(ROOT, 'src');

/** Relative imports of a module (static, dynamic and `import type`), resolved to .ts files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
    const spec = m[1] ?? m[2];
    out.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
  }
  return out;
}

const layerOf = (file: string) => {
  const top = relative(SRC, file).split('/')[0];
  const l = LAYER[top];
  if (l === undefined) throw new Error(`${relative(ROOT, file)}: src/${top} has no layer in this test (add it here and in docs/DESIGN.md)`);
  return l;
};

describe('layers (docs/DESIGN.md): cards ← engine ← behaviour ← decks, bots ← sim ← analytics ← cli ← tools', () => {
  const all = tsFiles(SRC);
  const graph = new Map(all.map((f) => [f, importsOf(f)]));

  it('reads the imports of every module (the parser finds them)', () => {
    expect(all.length).toBeGreaterThan(30);
    expect([...graph.values()].reduce((n, xs) => n + xs.length, 0)).toBeGreaterThan(100);
  });

  it('no module imports from a higher layer', () => {
    const wrong: string[] = [];
    for (const [f, deps] of graph) {
      for (const d of deps) if (layerOf(d) > layerOf(f)) wrong.push(`${relative(SRC, f)} → ${relative(SRC, d)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 1 | 2>(); // 1: on the current path, 2: finished
    const path: string[] = [];
    const visit = (f: string) => {
      state.set(f, 1);
      path.push(f);
      for (const d of graph.get(f) ?? []) {
        if (state.get(d) === 1) cycles.push(path.slice(path.indexOf(d)).concat(d).map((x) => relative(SRC, x)).join(' → '));
        else if (!state.has(d)) visit(d);
      }
      path.pop();
      state.set(f, 2);
    };
    for (const f of all) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });
});
