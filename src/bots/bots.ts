// Bots pick one of the legal actions from a read-only view of the state; they never mutate it.
import type { Bot } from './bot.js';
import * as greedyModule from './greedy.js';
import * as ismctsModule from './ismcts.js';
import * as pilotModule from './pilot.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { greedyChoose } = greedyModule;
const { searchBotByName } = ismctsModule;
const { pilotBot } = pilotModule;

export type { Bot };

export const randomBot: Bot = {
  name: 'random',
  choose: (_s, _actions, n, rng) => rng.below(n),
};

export const greedyBot: Bot = {
  name: 'greedy',
  choose: greedyChoose,
};

/** The pilot: plans its whole turn with a position evaluation (pilot.ts). */
export const pilot: Bot = pilotBot();

export const BOTS: Record<string, Bot> = { random: randomBot, greedy: greedyBot, pilot };

/** Bots of the library's users, known by name in this thread while registered (see registerBot). */
const registered = new Map<string, { bot: Bot; uses: number }>();

/** A bot by name: random, greedy, pilot, ismcts:N[:race|:ucb|:pilot|:value][:archetype=LIST] (the search bot with N iterations a decision) or a registered one. */
export function botByName(name: string): Bot | undefined {
  return (Object.hasOwn(BOTS, name) ? BOTS[name] : undefined) ?? searchBotByName(name) ?? registered.get(name)?.bot;
}

/** The bot names to suggest in messages. */
export const BOT_NAMES_HELP = 'random, greedy, ismcts:N (search, N rollouts a decision, e.g. ismcts:400; ismcts:N:race: scored by the race in Prizes; ismcts:N:ucb: the tree search; ismcts:N:pilot: the tree search with the pilot as its default policy; ...:archetype=LIST: the opponent\'s unseen cards drawn from LIST, a deck file or bundled deck name), pilot (plans its whole turn)';

/**
 * Make a bot object of one's own playable by name in this thread (a run's config names its bots).
 * Returns the function that removes it again (after as many removals as registrations). A name
 * already taken by another bot is refused.
 */
export function registerBot(bot: Bot): () => void {
  const taken = botByName(bot.name);
  if (taken !== undefined && taken !== bot) throw new Error(`a bot named '${bot.name}' already exists: give yours another name`);
  if (Object.hasOwn(BOTS, bot.name)) return () => {};
  const entry = registered.get(bot.name) ?? { bot, uses: 0 };
  entry.uses++;
  registered.set(bot.name, entry);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    if (--entry.uses === 0) registered.delete(bot.name);
  };
}
