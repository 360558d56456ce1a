// Sealed documents: a SHA-256 checksum over a document's JSON text, stored in the document itself
// as its last field. Any edit (one digit, a duplicated range) changes the text, so a file edited
// by hand or damaged on the way is refused instead of trusted. JSON numbers and key order survive a
// parse/stringify round trip exactly, so the check recomputes the text from the parsed document.
import { createHash } from 'node:crypto';

export const CHECKSUM_PREFIX = 'sha256:';

function digest(doc: object): string {
  const { checksum: _omit, ...rest } = doc as Record<string, unknown>;
  return CHECKSUM_PREFIX + createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** The document with its checksum as the last field (any earlier checksum replaced). */
export function seal<T extends object>(doc: T): T & { checksum: string } {
  const { checksum: _omit, ...rest } = doc as Record<string, unknown>;
  return { ...rest, checksum: digest(rest) } as T & { checksum: string };
}

/** Why a parsed document's checksum is wrong, or null when it matches. */
export function checksumProblem(doc: object): string | null {
  const c = (doc as { checksum?: unknown }).checksum;
  if (typeof c !== 'string') return 'it has no checksum (not written by ptcg, or an older version)';
  if (c !== digest(doc)) return 'its checksum does not match its content (the file was edited or damaged)';
  return null;
}
