// Bot choices of library callers: a built-in name, a bot object, or a module whose default export
// is a bot (the only kind worker threads can use: they import it themselves).
import { BOTS, BOT_NAMES_HELP, botByName, registerBot, type Bot } from '../bots/bots.js';
import { searchBotByName } from '../bots/ismcts.js';
import { botModuleUrl, isBot, loadBotModule } from '../bots/modules.js';
import { InputError } from '../errors.js';
import { LIBRARY, type Door } from './options.js';

/** 'greedy' | 'random', a Bot object, or `{ module }`: a file path or URL whose default export is a Bot. */
export type BotChoice = string | Bot | { module: string };

/** Bots of a run, resolved: the objects, their names, and what worker threads need to play them. */
export interface ResolvedBotList {
  bots: Bot[];
  names: string[];
  /** Per bot the module URL workers import, or null; undefined when no bot is a module. */
  modules: (string | null)[] | undefined;
  /** True when a bot is an object: it can only play in this thread. */
  objects: boolean;
  /** Forget the bot objects registered for the run. */
  release(): void;
}

export interface ResolvedBots extends ResolvedBotList {
  bots: [Bot, Bot];
  names: [string, string];
}

/** Each choice of `list` (the option `option`: 'bots') resolved; objects are registered by name until release(). */
export async function resolveBotList(list: readonly unknown[], option = 'bots', door: Door = LIBRARY): Promise<ResolvedBotList> {
  const releases: (() => void)[] = [];
  const modules: (string | null)[] = [];
  let objects = false;
  try {
    const bots: Bot[] = [];
    for (const c of list) {
      if (typeof c === 'string') {
        const b = botByName(c);
        if (!b || (!Object.hasOwn(BOTS, c) && searchBotByName(c) === undefined)) throw new InputError(`unknown bot '${c}' in ${door.name(option)} (choose from ${BOT_NAMES_HELP}, ${door.botForms})`);
        bots.push(b); modules.push(null);
      } else if (isBot(c)) {
        releases.push(registerBot(c));
        bots.push(c); modules.push(null); objects = true;
      } else if (c && typeof c === 'object' && typeof (c as { module?: unknown }).module === 'string') {
        const url = botModuleUrl((c as { module: string }).module);
        bots.push(await loadBotModule(url)); modules.push(url);
      } else {
        throw new InputError(`${door.name(option)}: each bot is a name (greedy, random, pilot, ismcts:N), an object { name, choose(state, actions, n, rng) } or { module: path }`);
      }
    }
    return {
      bots,
      names: bots.map((b) => b.name),
      modules: modules.some((m) => m !== null) ? modules : undefined,
      objects,
      release: () => releases.forEach((r) => r()),
    };
  } catch (e) {
    releases.forEach((r) => r());
    if (e instanceof Error && !(e instanceof InputError) && /already exists/.test(e.message)) throw new InputError(`${door.name(option)}: ${e.message}`);
    throw e;
  }
}

/**
 * The bot of the runs whose numbers answer deck-building questions (compare, a report that
 * simulates, the main job) when none is chosen: it plans its whole turn. simulate, play, ladder and
 * odds keep greedy, ~25–30× faster.
 */
export const ANALYSIS_BOT = 'pilot';

/** One choice for both seats, or one per seat; `fallback` when none is given. */
export async function resolveBots(choice: BotChoice | [BotChoice, BotChoice] | undefined, door: Door = LIBRARY, fallback = 'greedy'): Promise<ResolvedBots> {
  const list = Array.isArray(choice) ? choice : [choice ?? fallback];
  if (list.length < 1 || list.length > 2) throw new InputError(`${door.name('bots')}: give one bot for both seats or two, one per seat (got ${list.length})`);
  const r = await resolveBotList(list, 'bots', door);
  const second = list.length === 1 ? 0 : 1;
  return {
    ...r,
    bots: [r.bots[0], r.bots[second]],
    names: [r.names[0], r.names[second]],
    modules: r.modules && [r.modules[0], r.modules[second]],
  };
}
