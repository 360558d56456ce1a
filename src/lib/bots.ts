// Bot choices of library callers: a built-in name, a bot object, or a module whose default export
// is a bot (the only kind worker threads can use: they import it themselves).
import { BOTS, BOT_NAMES_HELP, botByName, registerBot, type Bot } from '../bots/bots.js';
import { searchBotByName } from '../bots/ismcts.js';
import { botModuleUrl, isBot, loadBotModule } from '../bots/modules.js';
import { InputError } from '../errors.js';

/** 'greedy' | 'random', a Bot object, or `{ module }`: a file path or URL whose default export is a Bot. */
export type BotChoice = string | Bot | { module: string };

export interface ResolvedBots {
  bots: [Bot, Bot];
  names: [string, string];
  /** Per seat the module URL workers import, or null; undefined when no seat uses a module. */
  modules: (string | null)[] | undefined;
  /** True when a seat is a bot object: it can only play in this thread. */
  objects: boolean;
  /** Forget the bot objects registered for the run. */
  release(): void;
}

/** One choice for both seats, or one per seat. */
export async function resolveBots(choice: BotChoice | [BotChoice, BotChoice] | undefined): Promise<ResolvedBots> {
  const list = Array.isArray(choice) ? choice : [choice ?? 'greedy'];
  if (list.length < 1 || list.length > 2) throw new InputError(`bots: give one bot for both seats or two, one per seat (got ${list.length})`);
  const releases: (() => void)[] = [];
  const modules: (string | null)[] = [];
  let objects = false;
  try {
    const bots: Bot[] = [];
    for (const c of list) {
      if (typeof c === 'string') {
        const b = botByName(c);
        if (!b || (!Object.hasOwn(BOTS, c) && searchBotByName(c) === undefined)) throw new InputError(`unknown bot '${c}' (choose from ${BOT_NAMES_HELP}, or pass a bot object or { module })`);
        bots.push(b); modules.push(null);
      } else if (isBot(c)) {
        releases.push(registerBot(c));
        bots.push(c); modules.push(null); objects = true;
      } else if (c && typeof c === 'object' && typeof (c as { module?: unknown }).module === 'string') {
        const url = botModuleUrl((c as { module: string }).module);
        bots.push(await loadBotModule(url)); modules.push(url);
      } else {
        throw new InputError('bots: each bot is a name (greedy, random, ismcts:N), an object { name, choose(state, actions, n, rng) } or { module: path }');
      }
    }
    if (bots.length === 1) { bots.push(bots[0]); modules.push(modules[0]); }
    return {
      bots: [bots[0], bots[1]],
      names: [bots[0].name, bots[1].name],
      modules: modules.some((m) => m !== null) ? modules : undefined,
      objects,
      release: () => releases.forEach((r) => r()),
    };
  } catch (e) {
    releases.forEach((r) => r());
    if (e instanceof Error && !(e instanceof InputError) && /already exists/.test(e.message)) throw new InputError(`bots: ${e.message}`);
    throw e;
  }
}
