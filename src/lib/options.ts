// Checks of run options, shared by the library and the command line: one-line InputErrors that
// name the option as the caller wrote it. The library's functions and the CLI's commands build
// their runs' configurations through the same functions (simulateConfig, ladderConfig,
// compareConfig, oddsConfig); a `Door` says how its caller names options and shows values.
import { availableParallelism } from 'node:os';
import { InputError } from '../errors.js';
import { DEFAULT_SEED } from '../sim/seeding.js';

/** How one caller (the library, the command line) spells its options in messages. */
export interface Door {
  /** An option by its library name ('turnLimit', 'untilSignificant.maxGames') as this caller names it. */
  name(option: string): string;
  /** A value of that option as the caller gave it. */
  shown(option: string, value: unknown): string;
  /** What a bot may be besides a built-in name, for "unknown bot" messages. */
  botForms: string;
  /** Notes and warnings that do not stop the run (the command line prints them; the library says nothing). */
  warn?(message: string): void;
}

/** The library's own door: options by their names in the option objects, values as JSON. */
export const LIBRARY: Door = {
  name: (option) => option,
  shown: (_option, value) => JSON.stringify(value) ?? String(value),
  botForms: 'or pass a bot object or { module }',
};

/** What the command line adds to a run's options: games per worker task (--task-size, or --job-size with --queue). */
export interface RunExtras { taskSize?: number }

/** A whole number from min to max, or the default when absent. */
export function wholeNumber<F extends number | undefined>(value: unknown, name: string, min: number, max: number, fallback: F, door: Door = LIBRARY): number | F {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new InputError(`${door.name(name)} must be a whole number from ${min} to ${max} (got ${door.shown(name, value)})`);
  }
  return value;
}

export function seedText(seed: unknown, door: Door = LIBRARY): string {
  if (seed === undefined) return DEFAULT_SEED;
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new InputError(`${door.name('seed')} must be a string or a number (got ${typeof seed})`);
  return String(seed);
}

/** Worker threads: 1 to 256, default the cores (1 when a bot object plays: it can't leave this thread). */
export function workersOf(value: unknown, door: Door, botObjects = false): number {
  if (botObjects && value !== undefined && (value as number) > 1) {
    throw new InputError(`a bot object plays only in this thread (${door.name('workers')}: 1); to use worker threads, give the bot as { module: path } whose default export is the bot`);
  }
  const cores = availableParallelism();
  const workers = wholeNumber(value, 'workers', 1, 256, botObjects ? 1 : cores, door);
  if (workers > cores) door.warn?.(`warning: ${door.name('workers')} ${workers} is more than this machine's ${cores} cores (it will not run faster)`);
  return workers;
}
