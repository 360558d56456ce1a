// simulate(): many seeded games of one matchup (or every ordered pair of several decks), as the
// document `ptcg simulate --json` prints — the same games and numbers for the same arguments.
import { runSimulation, type RunResult, type MatrixResult } from '../analytics/simulation.js';
import type { MatchupResult } from '../analytics/results.js';
import { resultText } from '../analytics/result-file.js';
import type { RunConfig } from '../sim/run.js';
import type { RunProgress } from '../sim/run-types.js';
import type { RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, checkFormat, decksOf, type DeckInput } from './decks.js';
import type { FormatName } from '../decks/legality.js';
import { resolveBots, type BotChoice } from './bots.js';
import { wholeNumber, LIBRARY, type Door, type RunExtras } from './options.js';
import { sharedOptions, followSignal } from './run-options.js';

export interface SimulateOptions {
  /** Seat 0's deck (with `opponent`): a path, a list's text or a loaded deck. */
  deck?: DeckInput;
  opponent?: DeckInput;
  /** Two or more decks: every ordered pair (a matrix). Instead of deck/opponent. */
  decks?: DeckInput[];
  /** Games per matchup (per seating in a matrix); default 10000. */
  games?: number;
  seed?: string | number;
  /** Worker threads; default: the cores, or 1 when a seat is a bot object. */
  workers?: number;
  rules?: RuleSetName;
  /** Refuse a list with a card this format does not admit (RULES.md V5; the rule set stays `rules`). */
  format?: FormatName;
  /** One bot for both seats or one per seat; default 'greedy'. */
  bots?: BotChoice | [BotChoice, BotChoice];
  suddenDeath?: boolean;
  turnLimit?: number;
  /** Only part k of n of the games (as `--shard k/n`). */
  shard?: { k: number; n: number };
  /** Also count per-card statistics (the document's `cardStats`, as `--card-stats`); default false. */
  cardStats?: boolean;
  onProgress?: (p: RunProgress) => void;
  /** Aborting stops the run after the games being played; the result then has `partial: true`. */
  signal?: AbortSignal;
}

/** A result document (docs/RESULTS.md) sealed with its checksum, as `simulate --json` prints it. */
export type SimulationResult = RunResult & { checksum: string };

/** A result document sealed with its checksum. */
export type Sealed<T> = T & { checksum: string };

/**
 * The checked configuration of a run (the one place its options are checked, for simulate() and for
 * `ptcg simulate` / `ptcg report`), and what to call when the run is over (it forgets bot objects).
 */
export async function simulateConfig(o: SimulateOptions & RunExtras, door: Door = LIBRARY): Promise<{ config: RunConfig; release(): void }> {
  const n = (option: string) => door.name(option);
  const matrix = o.decks !== undefined;
  let inputs: DeckInput[];
  if (matrix) {
    if (o.deck !== undefined || o.opponent !== undefined) throw new InputError(`use either ${n('deck')}/${n('opponent')} or ${n('decks')}, not both`);
    if (!Array.isArray(o.decks)) throw new InputError(`${n('decks')} must be an array`);
    inputs = [...new Set(o.decks)];
    if (inputs.length < 2) throw new InputError(`${n('decks')} needs at least two different decks`);
  } else {
    if (o.deck === undefined || o.opponent === undefined) throw new InputError(`${n('deck')} and ${n('opponent')} are required (or ${n('decks')} for a matrix)`);
    inputs = [o.deck, o.opponent];
  }
  const rulesGiven = checkRules(o.rules, door);
  const decks = decksOf(inputs, rulesGiven, checkFormat(o.format, door));
  const games = wholeNumber(o.games, 'games', 1, 1e12, 10000, door);
  const shard = o.shard === undefined ? null : shardOf(o.shard, games, door);
  const taskSize = wholeNumber(o.taskSize, 'taskSize', 1, 1e9, undefined, door);
  const bots = await resolveBots(o.bots, door);
  const config: RunConfig = {
    decks, matrix, games, shard,
    ...sharedOptions(o, bots, decks, rulesGiven, door),
    ...(taskSize !== undefined ? { taskSize } : {}),
    ...(o.cardStats === true ? { cardStats: true } : {}),
  };
  return { config, release: bots.release };
}

/** Part k of n of the games: n at most the games, so that every part plays one. */
function shardOf(shard: { k: number; n: number }, games: number, door: Door): { k: number; n: number } {
  const { k, n } = shard ?? {};
  const name = door.name('shard');
  if (!Number.isSafeInteger(k) || !Number.isSafeInteger(n)) throw new InputError(`${name} must be { k, n }: part k (from 0) of n parts (got ${door.shown('shard', shard)})`);
  if (n < 1 || k < 0 || k >= n) throw new InputError(`${name} ${k}/${n}: K must be from 0 to N−1`);
  if (n > games) throw new InputError(`${name} ${k}/${n}: ${n} shards for ${games} games leaves some shards without a game (use at most ${games})`);
  return { k, n };
}

export function simulate(o: SimulateOptions & { decks: DeckInput[] }): Promise<Sealed<MatrixResult>>;
export function simulate(o: SimulateOptions & { deck: DeckInput; opponent: DeckInput }): Promise<Sealed<MatchupResult>>;
export function simulate(o: SimulateOptions): Promise<SimulationResult>;
export async function simulate(o: SimulateOptions): Promise<SimulationResult> {
  if (o === null || typeof o !== 'object') throw new InputError('simulate: expected an options object');
  const { config, release } = await simulateConfig(o);
  const stop = followSignal(o.signal);
  try {
    const result = await runSimulation(config, { signal: stop.signal, onProgress: o.onProgress });
    return JSON.parse(resultText(result)) as SimulationResult;
  } finally {
    stop.dispose();
    release();
  }
}
