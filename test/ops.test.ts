// The effect interpreter's shape (issue 31, docs/DESIGN.md "Effect vocabulary"): `execOp` is one
// switch whose cases each call the handler of one op, a named function in an op-family module of
// src/engine/ops/, with the op's parameters as ops/args.ts names and types them; an op with no
// case throws, naming its number, instead of doing nothing.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './helpers/cli.js';
import { tsFiles } from './helpers/source-files.js';
import { Scenario, Act } from './helpers/scenario.js';
import { Op, OPS, OP_LIMIT } from '../src/cards/opcodes.js';
import { PROG, cProgStart, cProgLen } from '../src/engine/tables.js';
import type { OpArgs } from '../src/engine/ops/args.js';

const OPS_DIR = join(ROOT, 'src', 'engine', 'ops');

/** 'times-heads' → 'TimesHeads' (an OPS row's name is its Op member's, in kebab case). */
const member = (name: string): string => name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** The lines of execOp's switch, trimmed, without blank lines and comments. */
function switchLines(): string[] {
  const text = readFileSync(join(ROOT, 'src', 'engine', 'effects.ts'), 'utf8');
  const fn = /\nconst execOp = \(s: GameState, action: number\): boolean => \{\n([\s\S]*?)\n\};\n/.exec(text);
  if (fn === null) throw new Error('execOp not found in src/engine/effects.ts');
  const sw = fn[1].slice(fn[1].indexOf('switch (op) {'));
  return sw.split('\n').slice(1).map((l) => l.trim()).filter((l) => l !== '' && l !== '}' && !l.startsWith('//'));
}

describe('ops: one handler per op (issue 31)', () => {
  it('execOp is one switch: a case per op in OPS, each returning its handler op<Member>(s, action, …its parameters), then a default that throws', async () => {
    const lines = switchLines();
    expect(lines.at(-1)).toMatch(/^default: throw new Error\(`effect opcode \$\{op\} /);
    const cases = lines.slice(0, -1).map((l) => {
      const m = /^case Op\.(\w+): return (op\w+)\(s, action((?:, [abcd])*)\);$/.exec(l);
      if (m === null) throw new Error(`not a case that calls one handler: ${l}`);
      return { member: m[1], handler: m[2], args: m[3] };
    });
    const members = Object.values(OPS).map((info) => member(info.name));
    expect(cases.map((c) => c.member).sort()).toEqual([...members].sort());
    for (const c of cases) {
      expect(c.handler, c.member).toBe(`op${c.member}`);
      // The parameters are passed in their PROG order (a, b, c, d), as a prefix: OpArgs names them.
      expect(', a, b, c, d'.startsWith(c.args), c.member).toBe(true);
    }
    // Each handler is a function exported by exactly one op-family module.
    const exporters = new Map<string, string[]>();
    for (const file of tsFiles(OPS_DIR)) {
      const mod = await import(pathToFileURL(file).href) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (!/^op[A-Z]/.test(name)) continue;
        expect(typeof value, name).toBe('function');
        exporters.set(name, [...(exporters.get(name) ?? []), relative(ROOT, file)]);
      }
    }
    for (const c of cases) expect(exporters.get(c.handler)?.length, c.handler).toBe(1);
    expect(exporters.size).toBe(cases.length); // and no handler that no case calls
    // The layout is typed (checked by `npx tsc -p tsconfig.test.json`): TimesHeads has one parameter.
    const coins: OpArgs[Op.TimesHeads] = [2];
    // @ts-expect-error: a second parameter is not in TimesHeads' layout
    const tooMany: OpArgs[Op.TimesHeads] = [2, 3];
    expect(coins.length + tooMany.length).toBe(3);
  });

  it('an op with no case in execOp throws, naming its number, where it used to do nothing', () => {
    const sc = new Scenario({ rules: 'classic' });
    sc.active(0, 'Machop');
    const bill = sc.hand(0, 'Bill')[0];
    const d = sc.s.cardDef[bill];
    expect(cProgLen[d]).toBe(1);
    const at = cProgStart[d];
    expect(PROG[at]).toBe(Op.Draw);
    PROG[at] = OP_LIMIT; // an op number no op has
    try {
      expect(() => sc.do(Act.PlayTrainer, bill)).toThrow(`effect opcode ${OP_LIMIT} has no handler`);
    } finally {
      PROG[at] = Op.Draw;
    }
  });
});
