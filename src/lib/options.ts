// Checks of library options: one-line InputErrors naming the option, like the CLI's messages.
import { InputError } from '../errors.js';

/** A whole number from min to max, or the default when absent. */
export function wholeNumber(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new InputError(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value) ?? String(value)})`);
  }
  return value;
}

export function seedText(seed: unknown): string {
  if (seed === undefined) return '1';
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new InputError(`seed must be a string or a number (got ${typeof seed})`);
  return String(seed);
}
