// Output files are written atomically: a temp file in the same folder, then a rename, so a reader
// never sees half a file. Failures are one-line InputErrors naming the path.
import { writeFileSync, renameSync, mkdirSync, unlinkSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../errors.js';

/**
 * Make folder `dir` and the folders above it that are missing. Not `mkdirSync(dir, { recursive:
 * true })`: Node 20's loops for ever where the parent can't be made (under /proc, it kept getting
 * ENOENT and trying again). Throws the first error with its `code` (ENOENT, ENOTDIR, EACCES, …).
 */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    let st;
    try {
      st = statSync(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      if (dirname(d) === d) throw e; // no root: nothing to make it in
      missing.push(d);
      continue;
    }
    if (!st.isDirectory()) throw Object.assign(new Error(`${d} is not a folder`), { code: 'ENOTDIR' });
    break;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(d).isDirectory()) throw e; // made meanwhile: fine
    }
  }
}

export function writeAtomic(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    makeDirs(dirname(path));
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    try { unlinkSync(tmp); } catch { /* nothing to clean */ }
    throw new InputError(`cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}
