import { UserError } from './errors.js';

/** A whole number ≥ min from a raw argument (yargs gives strings or NaN for bad input). */
export function intArg(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = String(value).trim();
  const n = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UserError(`--${name} must be a whole number${max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : ` ≥ ${min}`} (got '${text}')`);
  }
  return n;
}
