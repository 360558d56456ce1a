// The TypeScript files under a folder, recursively (tests that read the sources: layers, hot path).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}
