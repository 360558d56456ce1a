// The hot path's modules (the engine, the bots, the game loop) bind what they import from each other
// to module-local consts. V8 reads a named import through its module cell, with a TDZ check, at
// every use, where a const is folded into the compiled code: binding them cost the greedy games
// 20% (docs/PERFORMANCE.md). For the same reason the hottest modules write their own helpers as
// const arrow functions: a function declaration is a mutable binding, which V8 can't fold (3–6%).
// And no thread may detach an ArrayBuffer (a transfer): V8 then recompiles all of that thread's code
// with a detach check on every typed-array access (workers played 13% slower). These tests keep each
// of the three from creeping back in.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { tsFiles } from './helpers/source-files.js';

const SRC = join(ROOT, 'src');
const HOT = [
  ...tsFiles(join(SRC, 'engine')),
  ...tsFiles(join(SRC, 'bots')),
  ...tsFiles(join(SRC, 'behaviour')), // the card behaviour modules: Ability handlers and bot hints
  ...['sim/game-loop.ts', 'sim/play.ts', 'sim/counts.ts'].map((f) => join(SRC, f)),
];

/** Names a module imports with `import { … } from './relative.js'` (not `import type`, not `type x`). */
function namedImports(file: string): { spec: string; names: string[] }[] {
  const text = readFileSync(file, 'utf8');
  const out: { spec: string; names: string[] }[] = [];
  for (const m of text.matchAll(/^import (type )?\{([^}]*)\} from '(\.[^']+)';/gm)) {
    if (m[1]) continue;
    const names = m[2].split(',').map((x) => x.trim()).filter((x) => x !== '' && !x.startsWith('type '))
      .map((x) => x.split(/\s+as\s+/)[0]);
    out.push({ spec: m[3], names });
  }
  return out;
}

/**
 * What module `file` exports as `name`, from its source: 'value' (a function or a const), or
 * 'type' (a class, a type, an interface, an enum: erased, or a type as well). Follows re-exports.
 */
function exportKind(file: string, name: string): 'value' | 'type' {
  const text = readFileSync(file, 'utf8');
  const decl = new RegExp(`^export (?:declare )?(const enum|enum|abstract class|class|interface|type|async function|function|const|let|var) ${name}\\b`, 'm').exec(text);
  if (decl) return ['function', 'async function', 'const', 'let', 'var'].includes(decl[1]) ? 'value' : 'type';
  for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\} from '(\.[^']+)';/gm)) {
    const names = m[1].split(',').map((x) => x.trim().split(/\s+as\s+/));
    const hit = names.find((n) => (n[1] ?? n[0]) === name);
    if (hit) return exportKind(resolve(dirname(file), m[2].replace(/\.js$/, '.ts')), hit[0]);
  }
  throw new Error(`${relative(ROOT, file)} does not export ${name}`);
}

/** The modules whose internal helpers are const arrow functions, not function declarations. */
const CONST_HELPERS = ['bots/greedy.ts', 'engine/game.ts', 'engine/effects.ts', 'engine/flow.ts', 'engine/zones.ts', 'engine/damage.ts', 'engine/powers.ts',
  ...tsFiles(join(SRC, 'engine', 'ops')).map((f) => relative(SRC, f))]; // the effect interpreter's op handlers

describe('hot-path imports (docs/PERFORMANCE.md: module-local consts)', () => {
  it('the hottest modules declare their internal helpers as consts (exported functions may stay declarations)', () => {
    const declared = CONST_HELPERS.flatMap((f) => readFileSync(join(SRC, f), 'utf8').split('\n')
      .map((line, i) => (/^(async )?function \w/.test(line) ? `src/${f}:${i + 1}: ${line.trim()}` : ''))
      .filter((x) => x !== ''));
    expect(declared, 'write these as `const name = (…): T => { … };`').toEqual([]);
  });

  it('the engine, bots and game loop import functions and tables from each other only as module-local consts', () => {
    const offenders: string[] = [];
    for (const file of HOT) {
      for (const { spec, names } of namedImports(file)) {
        const from = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
        for (const name of names) if (exportKind(from, name) === 'value') offenders.push(`${relative(ROOT, file)}: ${name} from '${spec}'`);
      }
    }
    expect(offenders, 'bind these with `import * as xModule` and `const { … } = xModule;`').toEqual([]);
  });

  it('the check tells functions and tables from classes, types and const enums', () => {
    const tables = join(SRC, 'engine', 'tables.ts'), state = join(SRC, 'engine', 'state.ts');
    expect(exportKind(tables, 'cSuper')).toBe('value');
    expect(exportKind(tables, 'isBasicPokemon')).toBe('value');
    expect(exportKind(tables, 'HandKind')).toBe('type'); // a const enum: erased
    expect(exportKind(state, 'GameState')).toBe('type'); // a class: a type as well
    expect(exportKind(join(SRC, 'engine', 'game.ts'), 'newGame')).toBe('value'); // re-exported from flow.ts
    expect(() => exportKind(state, 'noSuchName')).toThrow(/does not export noSuchName/);
    const game = namedImports(join(SRC, 'engine', 'game.ts'));
    expect(game.some((i) => i.spec === './state.js' && i.names.includes('GameState'))).toBe(true);
  });
});

describe('hot path: no ArrayBuffer is detached (docs/PERFORMANCE.md)', () => {
  it('workers return their counts as copies: nothing in src/ or workers/ transfers a buffer', () => {
    const transfers = [...tsFiles(SRC), ...tsFiles(join(ROOT, 'workers'))].flatMap((f) => readFileSync(f, 'utf8').split('\n')
      .map((line, i) => (/Piscina\.move\(|transferList|\.transfer\(|\btransfer:\s*\[/.test(line) && !line.trim().startsWith('//') ? `${relative(ROOT, f)}:${i + 1}: ${line.trim()}` : ''))
      .filter((x) => x !== ''));
    expect(transfers, 'return a copy instead: a detached buffer slows every typed-array access of the thread').toEqual([]);
  });
});
