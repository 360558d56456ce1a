// --bot / --bots: built-in bots by name, or a module of one's own whose default export is a bot
// (a path: anything with a '/' or ending in .js / .mjs / .cjs). Modules are imported before the
// command runs (loadBotArgs, from a middleware in main.ts: importing is asynchronous), then named
// here like the built-in bots; worker threads import them again from their URL (bots/modules.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { botByName, BOT_NAMES_HELP, type Bot } from '../bots/bots.js';
import { botModuleUrl, loadBotModule } from '../bots/modules.js';
import { InputError } from '../errors.js';
import type { BotChoice } from '../lib/bots.js';
import { UserError } from './errors.js';

/** Does a --bot part name a module rather than a built-in bot? (A search bot's name may hold a path: ismcts:N:archetype=FILE.) */
export const isBotModule = (part: string): boolean => !part.startsWith('ismcts:') && (/[/\\]/.test(part) || /\.[mc]?js$/i.test(part));

const parts = (spec: unknown): string[] => String(spec).split(',').map((x) => x.trim()).filter((x) => x !== '');

/** The bot modules imported in this thread, by the text of their --bot part. */
const loaded = new Map<string, { bot: Bot; url: string }>();

/** Import (once) the bot modules that `spec` (--bot or --bots as given) names; one line, exit 2, for one that can't be. */
export async function loadBotArgs(spec: unknown, option: string): Promise<void> {
  if (spec === undefined) return;
  for (const part of parts(spec)) {
    if (!isBotModule(part) || loaded.has(part)) continue;
    const url = botModuleUrl(part);
    if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) throw new UserError(`${option} ${part}: no such bot module`);
    try {
      loaded.set(part, { bot: await loadBotModule(url), url });
    } catch (e) {
      // the module's own messages name its URL; ours name the argument as given
      const why = e instanceof InputError ? e.message.replace(/^bot module \S+: /, '') : (e as Error).message.split('\n')[0];
      throw new UserError(`${option} ${part}: ${why}`);
    }
  }
}

/** A bot by its --bot part: a built-in name or a module loaded by loadBotArgs. */
export function botOrFail(part: string, option = '--bot'): Bot {
  if (isBotModule(part)) {
    const m = loaded.get(part);
    if (!m) throw new UserError(`${option} ${part}: the bot module was not loaded`);
    return m.bot;
  }
  const b = botByName(part);
  if (!b) throw new UserError(`unknown bot '${part}' (choose from ${BOT_NAMES_HELP}, or a module path such as ./my-bot.mjs)`);
  return b;
}

/** "--bot greedy" for both sides, or "--bot greedy,random" per side. */
export function botsOrFail(spec: unknown): [Bot, Bot] {
  const names = seatParts(spec);
  return [botOrFail(names[0]), botOrFail(names[1])];
}

/** A --bot part as the library's bot choice: a name, or a module (by the URL loadBotArgs imported it from). */
const choiceOf = (part: string): BotChoice => (isBotModule(part) ? { module: loaded.get(part)?.url ?? part } : part);

/** --bot as the library's `bots` option: one bot for both seats or one per seat (undefined: the default). */
export const seatChoices = (spec: unknown): [BotChoice, BotChoice] | undefined => (spec === undefined ? undefined : seatParts(spec).map(choiceOf) as [BotChoice, BotChoice]);

/** --bots (names or module paths separated by commas) as the library's list of bots. */
export const botListOf = (spec: unknown): BotChoice[] => parts(spec ?? '').map(choiceOf);

function seatParts(spec: unknown): [string, string] {
  const p = String(spec ?? 'greedy').split(',').map((x) => x.trim());
  if (p.length > 2 || p.some((x) => x === '')) throw new UserError(`--bot takes one bot or two separated by a comma (got '${String(spec)}')`);
  return [p[0], p[1] ?? p[0]];
}
