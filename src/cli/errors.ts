// User-facing errors: one line, a chosen exit code, never a stack trace.
import { InputError } from '../errors.js';
import { DeckError } from '../decks/deck.js';

export class UserError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

/**
 * Write `text` to stderr, then exit with `code` once it is written: process.exit right after a
 * write drops what a pipe has not taken yet (a long list of deck problems was cut mid-line).
 */
function exitAfter(text: string, code: number): void {
  process.exitCode = code;
  process.stderr.write(text, () => process.exit(code));
}

/** Print a one-line error and exit; unexpected errors also get one line (plus a hint). */
export function fail(e: unknown): void {
  if (e instanceof UserError || e instanceof InputError) return exitAfter(`ptcg: ${e.message}\n`, e.exitCode);
  if (e instanceof DeckError) return exitAfter(e.message.split('\n').map((l) => `ptcg: ${l}\n`).join(''), 2);
  const msg = e instanceof Error ? e.message : String(e);
  const details = process.env.PTCG_DEBUG ? `${e instanceof Error ? e.stack : String(e)}\n` : '';
  exitAfter(`ptcg: internal error: ${msg.split('\n')[0]} (set PTCG_DEBUG=1 for details)\n${details}`, 70);
}

/**
 * A closed stdout or stderr (`ptcg validate x.txt | head -1`) ends the command quietly, with the
 * exit code it has set (else 0), instead of an EPIPE error and its stack trace.
 */
export function endQuietlyOnClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      process.exit(e.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : 0) : 74); // 74: an output error (EX_IOERR)
    });
  }
}
