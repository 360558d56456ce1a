// compare(): is list B better than list A? The document `ptcg compare --json` prints (docs/RESULTS.md).
import { availableParallelism } from 'node:os';
import { runCompare, type CompareResult } from '../analytics/compare.js';
import { MAX_LOOKS, plannedLooks } from '../analytics/compare-stats.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { BOT_NAMES_HELP, botByName } from '../bots/bots.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { wholeNumber, seedText } from './options.js';

export interface CompareOptions {
  /** List A (the reference) and list B (the change): a path, a list's text or a loaded deck. */
  a: DeckInput;
  b: DeckInput;
  /** Opponents (at least one). */
  against: DeckInput[];
  /** Games per list, opponent and seating (fixed mode); default 2000. */
  games?: number;
  /** Sequential mode: stop once the pooled difference is significant, within this budget of games per list, opponent and seating. */
  untilSignificant?: { maxGames: number; round?: number };
  seed?: string | number;
  workers?: number;
  rules?: RuleSetName;
  /** Bot names of the lists and of the opponents (random, greedy, ismcts:N); default 'greedy'. */
  bots?: string | [string, string];
  /** Common random numbers (default true); false gives A and B independent streams. */
  commonRandomNumbers?: boolean;
  /**
   * B's shared cards dealt where A's are (default true). false (`--no-align`): B as listed, its
   * games on streams of their own, so A against a copy of A (an A/A check) gets a proper interval.
   */
  align?: boolean;
  suddenDeath?: boolean;
  turnLimit?: number;
  onProgress?: (p: { done: number; total: number; elapsed: number }) => void;
  signal?: AbortSignal;
}

export type { CompareResult };

export async function compare(o: CompareOptions): Promise<CompareResult> {
  if (o === null || typeof o !== 'object') throw new InputError('compare: expected an options object');
  if (!Array.isArray(o.against) || o.against.length === 0) throw new InputError('compare: against needs at least one opponent deck');
  const rulesGiven = checkRules(o.rules);
  const [a, b, ...against] = decksOf([o.a, o.b, ...o.against], rulesGiven);
  const names = typeof o.bots === 'string' || o.bots === undefined ? [o.bots ?? 'greedy', o.bots ?? 'greedy'] : o.bots;
  for (const n of names) if (typeof n !== 'string' || !botByName(n)) throw new InputError(`compare: unknown bot '${String(n)}' (choose from ${BOT_NAMES_HELP})`);
  const seq = o.untilSignificant;
  const games = seq ? wholeNumber(seq.maxGames, 'untilSignificant.maxGames', 2, 1e9, 20000) : wholeNumber(o.games, 'games', 1, 1e9, 2000);
  const round = seq ? wholeNumber(seq.round, 'untilSignificant.round', 1, 1e9, Math.max(100, Math.ceil(games / 20))) : undefined;
  if (round !== undefined && plannedLooks(games, round) > MAX_LOOKS) {
    throw new InputError(`compare: untilSignificant.round ${round} makes ${plannedLooks(games, round)} rounds of maxGames ${games}; at most ${MAX_LOOKS} are allowed`);
  }
  return runCompare({
    a, b, against, games,
    seed: seedText(o.seed),
    rules: rulesFor(rulesGiven, [a, b, ...against]),
    bots: [names[0], names[1]],
    suddenDeath: o.suddenDeath === true,
    turnLimit: wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT),
    workers: wholeNumber(o.workers, 'workers', 1, 256, availableParallelism()),
    common: o.commonRandomNumbers !== false,
    align: o.align !== false,
    sequentialRound: round,
  }, { signal: o.signal, onProgress: o.onProgress });
}
