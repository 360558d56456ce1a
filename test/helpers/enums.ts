// Members of the engine's `const enum`s, read from the source as the TypeScript compiler numbers
// them (a const enum has no runtime object).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './cli.js';

/** Members and values of `export const enum name { ... }` in a source file under src/. */
export function enumValues(file: string, name: string): Map<string, number> {
  const text = readFileSync(join(ROOT, 'src', file), 'utf8');
  const m = new RegExp(`export const enum ${name} \\{([^}]*)\\}`).exec(text);
  if (!m) throw new Error(`no const enum ${name} in src/${file}`);
  const out = new Map<string, number>();
  let next = 0;
  for (const raw of m[1].split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim().replace(/,$/, '');
    if (line === '') continue;
    const [member, value] = line.split('=').map((x) => x.trim());
    next = value === undefined ? next : Number(value);
    if (!/^\w+$/.test(member) || !Number.isInteger(next)) throw new Error(`src/${file}: cannot read '${raw.trim()}' of ${name}`);
    out.set(member, next++);
  }
  return out;
}

