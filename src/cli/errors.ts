// User-facing errors: one line, a chosen exit code, never a stack trace.
import { InputError } from '../errors.js';

export class UserError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

/** Print a one-line error and exit; unexpected errors also get one line (plus a hint). */
export function fail(e: unknown): never {
  if (e instanceof UserError || e instanceof InputError) {
    process.stderr.write(`ptcg: ${e.message}\n`);
    process.exit(e.exitCode);
  }
  const msg = e instanceof Error ? e.message : String(e);
  process.stderr.write(`ptcg: internal error: ${msg.split('\n')[0]} (set PTCG_DEBUG=1 for details)\n`);
  if (process.env.PTCG_DEBUG) console.error(e);
  process.exit(70);
}
