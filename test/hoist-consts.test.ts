// The bound engine's second rewrite (src/tools/hoist-consts.ts): a function with a loop reads the
// module's typed-array consts through locals made at its top, so V8 folds every read in the loop
// (docs/PERFORMANCE.md). The rewrite must rename references only, and the built copy must carry it.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { hoistLoopConsts } from '../src/tools/hoist-consts.js';
import { boundModules } from '../src/tools/bind-state.js';

/** The modules the build binds (derived from dist/src: bind-state.ts). */
const BOUND_MODULES = boundModules(join(ROOT, 'dist', 'src'));

/** Exports of './tables.js' that are typed arrays in these tests: cStage and cType (cName is not). */
const arrays = (spec: string, name: string) => spec === './tables.js' && (name === 'cStage' || name === 'cType');
const HEAD = "import * as tablesModule from './tables.js';\nimport { W as W__ } from './working-state.js';\nconst W_damage = W__.damage;\n"
  + 'const { cStage, cType, cName } = tablesModule;\nconst pool = new Uint8Array(60);\nconst PROG = Int32Array.from([1, 2]);\n';

describe('hoistLoopConsts (the bound engine: typed-array consts read through locals in functions with loops)', () => {
  it('a function with a loop reads the typed arrays it uses (W_ views, tables, its own) through locals made at its top', () => {
    const out = hoistLoopConsts(HEAD + 'export function f(s, n) {\n    let t = W_damage[0];\n    for (let i = 0; i < n; i++) t += cStage[i] + pool[i] + PROG[i];\n    return t;\n}\n', arrays);
    expect(out).toContain('export function f(s, n) {\n    const $PROG = PROG, $W_damage = W_damage, $cStage = cStage, $pool = pool;');
    expect(out).toContain('let t = $W_damage[0];');
    expect(out).toContain('t += $cStage[i] + $pool[i] + $PROG[i];');
    expect(out.startsWith(HEAD)).toBe(true); // the module's own declarations are untouched
  });

  it('arrow functions, methods and every kind of loop (while, do, for…of) count; a function without a loop is left as it is', () => {
    const out = hoistLoopConsts(HEAD + [
      'const g = (d) => {\n    while (d > 0) d -= cType[d];\n    return d;\n};',
      'class B {\n    m(xs) {\n        let t = 0;\n        for (const x of xs) t += cStage[x];\n        return t;\n    }\n}',
      'const h = (d) => {\n    do d--; while (cType[d] > 0);\n    return d;\n};',
      'const plain = (d) => cStage[d] + cType[d];',
      'const noLoop = (d) => {\n    return cStage[d];\n};',
    ].join('\n') + '\n', arrays);
    expect(out).toContain('const g = (d) => {\n    const $cType = cType;\n    while (d > 0) d -= $cType[d];');
    expect(out).toContain('m(xs) {\n    const $cStage = cStage;');
    expect(out).toContain('for (const x of xs) t += $cStage[x];');
    expect(out).toContain('const h = (d) => {\n    const $cType = cType;\n    do d--; while ($cType[d] > 0);');
    expect(out).toContain('const plain = (d) => cStage[d] + cType[d];');
    expect(out).toContain('const noLoop = (d) => {\n    return cStage[d];\n};');
  });

  it('renames references only: not property names, object keys, shorthand properties, names the function declares, or exports that are no typed array', () => {
    const out = hoistLoopConsts(HEAD + [
      'export function f(s, cType) {',
      '    const o = { cStage: 1 };',
      '    for (let i = 0; i < 2; i++) o.cStage += s.cStage + cType + cName[i];',
      '    return o;',
      '}',
      'export function g(n) {',
      '    const r = { pool };',
      '    for (let i = 0; i < n; i++) r.x = pool[i] + cStage[i];',
      '    return r;',
      '}',
    ].join('\n') + '\n', arrays);
    expect(out).toContain('export function f(s, cType) {\n    const o = { cStage: 1 };'); // nothing to hoist: cType is a parameter, cName no array
    expect(out).toContain('o.cStage += s.cStage + cType + cName[i];');
    expect(out).toContain('export function g(n) {\n    const $cStage = cStage;\n    const r = { pool };'); // pool stays: { pool } names it
    expect(out).toContain('r.x = pool[i] + $cStage[i];');
  });

  it('a nested function is its own function: the loop of the outer one does not rename its reads, and it gets locals only with a loop of its own', () => {
    const out = hoistLoopConsts(HEAD + [
      'export function f(n) {',
      '    const inner = (d) => cType[d];',
      '    const looping = (m) => {',
      '        let t = 0;',
      '        for (let k = 0; k < m; k++) t += cType[k];',
      '        return t;',
      '    };',
      '    let t = 0;',
      '    for (let i = 0; i < n; i++) t += cStage[i] + inner(i) + looping(i);',
      '    return t;',
      '}',
    ].join('\n') + '\n', arrays);
    expect(out).toContain('export function f(n) {\n    const $cStage = cStage;');
    expect(out).toContain('const inner = (d) => cType[d];');
    expect(out).toContain('const looping = (m) => {\n    const $cType = cType;');
    expect(out).toContain('t += $cType[k];');
  });

  it("refuses a module that already names something with the locals' prefix (a `$` name could collide with a local)", () => {
    expect(() => hoistLoopConsts(HEAD + 'const $cStage = 1;\nexport function f(n) {\n    for (let i = 0; i < n; i++) n += cStage[i];\n    return n;\n}\n', arrays))
      .toThrow(/already names \$cStage/);
  });

  it('the built copy carries it: the hottest loops read locals (and every copied module still parses: the bound engine tests play it)', () => {
    const game = readFileSync(join(ROOT, 'dist', 'bound', 'src', 'engine', 'game.js'), 'utf8');
    expect(game).toMatch(/const mainActions = \(s, p, out\) => \{\n {4}const [^\n]*\$cHandKind = cHandKind[^\n]*;/);
    expect(game).toMatch(/switch \(\$cHandKind\[d\]\)/);
    const effects = readFileSync(join(ROOT, 'dist', 'bound', 'src', 'engine', 'effects.js'), 'utf8');
    expect(effects).toMatch(/export function canPlayTrainer\(s, p, card\) \{\n {4}const [^\n]*\$PROG = PROG[^\n]*;/);
    const hoisted = BOUND_MODULES.filter((m) => readFileSync(join(ROOT, 'dist', 'bound', 'src', m), 'utf8').includes('\n    const $'));
    expect(hoisted.length).toBeGreaterThanOrEqual(10);
  });
});

describe('the hot path reads its own exported typed arrays through plain consts', () => {
  // V8 reads an exported binding through its module cell (a hole check, then the array's map) at
  // every use, in the module that exports it too; a plain const it folds. So a hot module that
  // exports a typed array writes `const x = new …Array(…); export const name = x;` and uses `x`.
  it('no bound module, nor scan.ts, creates a typed array in an exported const', () => {
    const files = [...BOUND_MODULES.map((m) => m.replace(/\.js$/, '.ts')), 'engine/scan.ts'];
    for (const f of files) {
      const text = readFileSync(join(ROOT, 'src', f), 'utf8');
      expect(text, f).not.toMatch(/^export const \w+ = (new \w+Array\(|\w+Array\.from\()/m);
    }
  });

  it('isBasicPokemon (tables.ts, inlined all over the engine) reads no exported table', () => {
    const text = readFileSync(join(ROOT, 'src', 'engine', 'tables.ts'), 'utf8');
    const exported = new Set([...text.matchAll(/^export const (\w+) = (?:new \w+Array|\w+Array\.from)/gm)].map((m) => m[1]));
    const body = /export function isBasicPokemon\([^)]*\)[^{]*\{([^}]*)\}/.exec(text)![1];
    expect(exported.size).toBeGreaterThan(20);
    for (const name of body.match(/\b\w+\b/g)!) expect(exported.has(name), name).toBe(false);
  });
});
