// The package version (from package.json, found upward from this module: the repo or an installed package).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

function findPackageJson(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      return readFileSync(join(dir, 'package.json'), 'utf8');
    } catch {
      dir = dirname(dir);
    }
  }
  return '{"version":"unknown"}';
}

export const version: string = (JSON.parse(findPackageJson()) as { version: string }).version;
