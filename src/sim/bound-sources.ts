// What ties the bound engine (dist/bound/, src/tools/bind-state.ts) to the modules it was made from:
// the build records each copied module's content hash, and sim/batch.ts uses the copy only while
// the modules beside it still have those hashes.
import { createHash } from 'node:crypto';

/** The file in dist/bound/ that maps each copied module (its path under dist/src/) to its hash. */
export const SOURCES_FILE = 'sources.json';

/** A module's content hash, as SOURCES_FILE records it. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
