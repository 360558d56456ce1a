// Output files: written atomically (analytics/files.ts, shared with the library), and checked
// writable before a long run.
import { writeFileSync, unlinkSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDirs } from '../analytics/files.js';
import { UserError } from './errors.js';

export { writeAtomic } from '../analytics/files.js';

/**
 * Fail now, before a long run, if `path` can't be written later: it is a folder, or its folder
 * can't be made or written (checked by writing and removing a probe file beside it). Every option
 * that names an output (--out, --checkpoint, --report, --log) is checked here.
 */
export function assertWritable(path: string, option: string): void {
  let isDir = false;
  try { isDir = statSync(path).isDirectory(); } catch { /* does not exist yet: fine */ }
  if (isDir) throw new UserError(`${option} ${path}: is a folder, not a file`);
  const probe = `${path}.${process.pid}.probe`;
  try {
    makeDirs(dirname(path));
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EEXIST' || code === 'ENOTDIR' ? 'part of the path is a file, not a folder'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'permission denied'
      : code === 'ENOENT' ? 'its folder cannot be made'
      : code ?? (e as Error).message;
    throw new UserError(`${option} ${path}: cannot write there (${why})`);
  }
}

/** `text` as one word of a POSIX shell command line (quoted when it needs to be). */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
