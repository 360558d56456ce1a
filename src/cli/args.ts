import { UserError } from './errors.js';
import type { Door } from '../lib/options.js';

/** A whole number ≥ min from a raw argument (yargs gives strings or NaN for bad input). */
export function intArg(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = String(value).trim();
  const n = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UserError(`--${name} must be a whole number${max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : ` ≥ ${min}`} (got '${text}')`);
  }
  return n;
}

/**
 * A number option of the library from an argument's text: the number its digits write, NaN for
 * any other text (the library's check refuses it, showing the text as typed: cliDoor).
 */
export function numberArg(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : NaN;
}

/** A text option (the seed, a file) as the library takes it. */
export const textArg = (value: unknown): string | undefined => (value === undefined ? undefined : String(value));

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * How the command line names the library's options (lib/options.ts): by their flags ('turnLimit' is
 * --turn-limit, 'untilSignificant.maxGames' --max-games; `flags` for one whose flag is another word,
 * e.g. bots: '--bot'), each value as typed (from `given`, the command's arguments), warnings on stderr.
 */
export function cliDoor(given: object, flags: Record<string, string> = {}): Door {
  const flag = (option: string) => flags[option] ?? `--${kebab(option.split('.').pop()!)}`;
  return {
    name: flag,
    shown: (option, value) => `'${String((given as Record<string, unknown>)[camel(flag(option).slice(2))] ?? value).trim()}'`,
    botForms: 'or a module path such as ./my-bot.mjs',
    warn: (message) => { process.stderr.write(`ptcg: ${message}\n`); },
  };
}
