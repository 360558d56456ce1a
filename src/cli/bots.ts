import { botByName, BOT_NAMES_HELP, type Bot } from '../bots/bots.js';
import { UserError } from './errors.js';

/** "--bot greedy" for both sides, or "--bot greedy,random" per side. */
export function botsOrFail(spec: unknown): [Bot, Bot] {
  const parts = String(spec ?? 'greedy').split(',').map((x) => x.trim());
  if (parts.length > 2) throw new UserError(`--bot takes one name or two separated by a comma (got '${String(spec)}')`);
  const bots = parts.map((name) => {
    const b = botByName(name);
    if (!b) throw new UserError(`unknown bot '${name}' (choose from ${BOT_NAMES_HELP})`);
    return b;
  });
  return [bots[0], bots[1] ?? bots[0]];
}
