// compare(): is list B better than list A? The document `ptcg compare --json` prints (docs/RESULTS.md).
import { runCompare, type CompareResult, type CompareConfig } from '../analytics/compare.js';
import { MAX_LOOKS, plannedLooks } from '../analytics/compare-stats.js';
import type { RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, checkFormat, decksOf, type DeckInput } from './decks.js';
import type { FormatName } from '../decks/legality.js';
import { wholeNumber, LIBRARY, type Door } from './options.js';
import { sharedOptions } from './run-options.js';
import { resolveBots, ANALYSIS_BOT, type BotChoice } from './bots.js';

export interface CompareOptions {
  /** List A (the reference) and list B (the change): a path, a list's text or a loaded deck. */
  a: DeckInput;
  b: DeckInput;
  /** Opponents (at least one). */
  against: DeckInput[];
  /** Games per list, opponent and seating (fixed mode); default 2000. */
  games?: number;
  /** Sequential mode: stop once the pooled difference is significant, within this budget of games per list, opponent and seating. */
  untilSignificant?: { maxGames?: number; round?: number };
  seed?: string | number;
  workers?: number;
  rules?: RuleSetName;
  /** Refuse a list with a card this format does not admit (RULES.md V5; the rule set stays `rules`). */
  format?: FormatName;
  /** One bot for all, or the lists' bot and the opponents' bot (names, bot objects with workers: 1, or { module }); default 'pilot' (ANALYSIS_BOT). */
  bots?: BotChoice | [BotChoice, BotChoice];
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

/**
 * The checked configuration of a comparison (the one place its options are checked, for compare()
 * and `ptcg compare`); release() after the run.
 */
export async function compareConfig(o: CompareOptions, door: Door = LIBRARY): Promise<{ config: CompareConfig; release(): void }> {
  const n = (option: string) => door.name(option);
  if (!Array.isArray(o.against) || o.against.length === 0) throw new InputError(`${n('against')} needs at least one opponent deck`);
  const rulesGiven = checkRules(o.rules, door);
  const [a, b, ...against] = decksOf([o.a, o.b, ...new Set(o.against)], rulesGiven, checkFormat(o.format, door));
  const seq = o.untilSignificant;
  if (seq !== undefined && o.games !== undefined) throw new InputError(`${n('untilSignificant')} plays up to ${n('untilSignificant.maxGames')}; ${n('games')} is for a fixed run`);
  // games / maxGames count games per list, opponent and seating; a pair is one game of each list
  const games = seq ? wholeNumber(seq.maxGames, 'untilSignificant.maxGames', 2, 1e9, 20000, door) : wholeNumber(o.games, 'games', 1, 1e9, 2000, door);
  const round = seq ? wholeNumber(seq.round, 'untilSignificant.round', 1, 1e9, Math.max(100, Math.ceil(games / 20)), door) : undefined;
  if (round !== undefined && plannedLooks(games, round) > MAX_LOOKS) {
    const r = n('untilSignificant.round');
    throw new InputError(`${r} ${round} makes ${plannedLooks(games, round).toLocaleString('en-US')} rounds of ${n('untilSignificant.maxGames')} ${games}; at most ${MAX_LOOKS} are allowed (${r} ${Math.ceil(games / MAX_LOOKS)} or more)`);
  }
  const bots = await resolveBots(o.bots, door, ANALYSIS_BOT);
  const config: CompareConfig = {
    a, b, against, games,
    ...sharedOptions(o, bots, [a, b, ...against], rulesGiven, door),
    common: o.commonRandomNumbers !== false,
    align: o.align !== false,
    sequentialRound: round,
  };
  return { config, release: bots.release };
}

export async function compare(o: CompareOptions): Promise<CompareResult> {
  if (o === null || typeof o !== 'object') throw new InputError('compare: expected an options object');
  const { config, release } = await compareConfig(o);
  try {
    return await runCompare(config, { signal: o.signal, onProgress: o.onProgress });
  } finally {
    release();
  }
}
