// Bots of one's own from a module: its default export is a Bot. The library imports it in this
// thread, and each worker thread imports it again (functions can't be sent to workers, URLs can).
import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { type Bot } from './bots.js';
import * as botsModule from './bots.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { registerBot } = botsModule;

const loaded = new Map<string, Bot>();

/** A module specifier as a URL workers can import: a file path (relative to the cwd) or a URL. */
export function botModuleUrl(specifier: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !/^[a-z]:[\\/]/i.test(specifier)) return specifier;
  return pathToFileURL(isAbsolute(specifier) ? specifier : resolve(specifier)).href;
}

export function isBot(x: unknown): x is Bot {
  return typeof x === 'object' && x !== null && typeof (x as Bot).name === 'string' && (x as Bot).name !== '' && typeof (x as Bot).choose === 'function';
}

/** Import a bot module once per thread and register its bot by name (kept for the thread's life). */
export async function loadBotModule(url: string): Promise<Bot> {
  const known = loaded.get(url);
  if (known) return known;
  let mod: { default?: unknown };
  try {
    mod = (await import(url)) as { default?: unknown };
  } catch (e) {
    throw new InputError(`bot module ${url}: cannot import it (${(e as Error).message.split('\n')[0]})`);
  }
  if (!isBot(mod.default)) throw new InputError(`bot module ${url}: its default export is not a bot ({ name, choose(state, actions, n, rng) })`);
  registerBot(mod.default);
  loaded.set(url, mod.default);
  return mod.default;
}
