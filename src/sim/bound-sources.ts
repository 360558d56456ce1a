// What ties the bound engine (dist/bound/, src/tools/bind-state.ts) to the modules it was made from:
// the modules its callers load from it (the entries the build derives the copied modules from), and
// the content hash of each copied module, recorded by the build: the copy is used only while the
// modules beside it still have those hashes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The file in dist/bound/ that maps each copied module (its path under dist/src/) to its hash. */
export const SOURCES_FILE = 'sources.json';

/**
 * The modules (paths under dist/src/) that callers load from the bound copy: sim/batch.ts's batches and
 * their bots, and the fuzz's game loop. The build copies every module these reach that reads the
 * state, or imports a module it copies (bind-state.ts `modulesToBind`).
 */
export const BOUND_ENTRIES = {
  play: 'sim/play.js',
  bots: 'bots/bots.js',
  paired: 'sim/paired.js',
  odds: 'sim/odds-batch.js',
  gameLoop: 'sim/game-loop.js',
} as const;

/** A module's content hash, as SOURCES_FILE records it. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * The bound copy in `dist` (the URL of a dist/ folder, ending in '/'): 'missing' when none is built
 * there, 'current' when every module it was made from is unchanged, else the first changed one (its
 * path under dist/src/): a `tsc` run alone, without the build's bind step, leaves such a stale copy.
 */
export function boundCopyState(dist: URL): 'missing' | 'current' | { stale: string } {
  const sourcesFile = fileURLToPath(new URL(`bound/${SOURCES_FILE}`, dist));
  if (!existsSync(sourcesFile)) return 'missing';
  const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, string>;
  for (const [file, hash] of Object.entries(sources)) {
    const written = fileURLToPath(new URL(`src/${file}`, dist));
    if (!existsSync(written) || sourceHash(readFileSync(written, 'utf8')) !== hash) return { stale: file };
  }
  return 'current';
}
