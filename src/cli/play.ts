// `ptcg play`: one seeded game, printed as a readable log (and optionally as JSON Lines).
import { playLogged } from '../sim/logged-game.js';
import { recordText } from '../sim/log.js';
import { deckOrFail, pairOrFail, rulesOrFail, formatOrFail } from './decks.js';
import { botsOrFail } from './bots.js';
import { intArg } from './args.js';
import { writeAtomic, assertWritable } from './io.js';
import { GameFailure } from '../sim/play.js';
import { UserError } from './errors.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';
import { DEFAULT_SEED } from '../sim/seeding.js';

export interface PlayArgs { deck: string; opponent: string; seed?: unknown; rules?: unknown; format?: unknown; bot?: unknown; log?: string; game?: unknown; suddenDeath?: boolean; turnLimit?: unknown; quiet?: boolean }

export function playCommand(a: PlayArgs): void {
  const format = formatOrFail(a.format);
  const d0 = deckOrFail(a.deck, 2, a.rules, format), d1 = deckOrFail(a.opponent, 2, a.rules, format);
  pairOrFail(d0, d1);
  const rules = rulesOrFail(a.rules, [d0, d1]);
  const bots = botsOrFail(a.bot);
  const seed = String(a.seed ?? DEFAULT_SEED);
  const index = a.game === undefined ? 0 : intArg(a.game, 'game', 0);
  const turnLimit = a.turnLimit === undefined ? DEFAULT_TURN_LIMIT : intArg(a.turnLimit, 'turn-limit', 1, 30000);
  if (a.log) assertWritable(a.log, '--log');
  let log: ReturnType<typeof playLogged>['log'];
  try {
    ({ log } = playLogged({ decks: [d0, d1], rules, seed, index, bots, suddenDeath: a.suddenDeath === true, turnLimit }));
  } catch (e) {
    if (e instanceof GameFailure) throw new UserError(e.message, 1); // e.g. a bot module's answer that is no legal action
    throw e;
  }
  if (a.log) writeAtomic(a.log, log.records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  if (a.quiet) return;
  const names = [d0.name, d1.name];
  const lines = [
    `# ptcg play — rules: ${rules} | seed: ${seed} | game: ${index} | bots: ${bots[0].name} vs ${bots[1].name} | sudden death: ${a.suddenDeath ? 'on' : 'off'} | turn limit: ${turnLimit}`,
    `# player 0: ${d0.name} (${d0.path}, ${d0.cards.length} cards) | player 1: ${d1.name} (${d1.path}, ${d1.cards.length} cards)`,
  ];
  for (const r of log.records) {
    const t = recordText(r, names);
    if (t) lines.push(t);
  }
  process.stdout.write(lines.join('\n') + '\n');
}
