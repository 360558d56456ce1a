// simulate(): many seeded games of one matchup (or every ordered pair of several decks), as the
// document `ptcg simulate --json` prints — the same games and numbers for the same arguments.
import { availableParallelism } from 'node:os';
import { setMaxListeners } from 'node:events';
import { runSimulation, type RunResult, type MatrixResult } from '../analytics/simulation.js';
import type { MatchupResult } from '../analytics/results.js';
import { resultText } from '../analytics/result-file.js';
import type { RunConfig } from '../sim/run.js';
import type { RunProgress } from '../sim/run-types.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { resolveBots, type BotChoice } from './bots.js';
import { wholeNumber, seedText } from './options.js';

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

export function simulate(o: SimulateOptions & { decks: DeckInput[] }): Promise<Sealed<MatrixResult>>;
export function simulate(o: SimulateOptions & { deck: DeckInput; opponent: DeckInput }): Promise<Sealed<MatchupResult>>;
export function simulate(o: SimulateOptions): Promise<SimulationResult>;
export async function simulate(o: SimulateOptions): Promise<SimulationResult> {
  if (o === null || typeof o !== 'object') throw new InputError('simulate: expected an options object');
  const matrix = o.decks !== undefined;
  const rulesGiven = checkRules(o.rules);
  let inputs: DeckInput[];
  if (matrix) {
    if (o.deck !== undefined || o.opponent !== undefined) throw new InputError('simulate: use either deck/opponent or decks, not both');
    if (!Array.isArray(o.decks)) throw new InputError('simulate: decks must be an array');
    inputs = [...new Set(o.decks)];
    if (inputs.length < 2) throw new InputError('simulate: decks needs at least two decks');
  } else {
    if (o.deck === undefined || o.opponent === undefined) throw new InputError('simulate: deck and opponent are required (or decks for a matrix)');
    inputs = [o.deck, o.opponent];
  }
  const decks = decksOf(inputs, rulesGiven);
  const games = wholeNumber(o.games, 'games', 1, 1e12, 10000);
  const shard = o.shard === undefined ? null : { k: wholeNumber(o.shard.k, 'shard.k', 0, games - 1, 0), n: wholeNumber(o.shard.n, 'shard.n', 1, games, 1) };
  if (shard && shard.k >= shard.n) throw new InputError(`shard: k must be from 0 to n−1 (got ${shard.k}/${shard.n})`);
  const turnLimit = wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT);
  const seed = seedText(o.seed);
  const bots = await resolveBots(o.bots);
  try {
    if (bots.objects && o.workers !== undefined && o.workers > 1) {
      throw new InputError('simulate: a bot object plays only in this thread (workers: 1); to use worker threads, give the bot as { module: path } whose default export is the bot');
    }
    const workers = wholeNumber(o.workers, 'workers', 1, 256, bots.objects ? 1 : availableParallelism());
    const c: RunConfig = {
      decks, matrix, games, workers, seed, shard, turnLimit,
      rules: rulesFor(rulesGiven, decks),
      bots: bots.names,
      botModules: bots.modules,
      suddenDeath: o.suddenDeath === true,
      ...(o.cardStats === true ? { cardStats: true } : {}),
    };
    // Our own signal follows the caller's: the runner adds one listener per matchup to it.
    const stop = new AbortController();
    setMaxListeners(0, stop.signal);
    const onAbort = () => stop.abort();
    if (o.signal?.aborted) stop.abort();
    o.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await runSimulation(c, { signal: stop.signal, onProgress: o.onProgress });
      return JSON.parse(resultText(result)) as SimulationResult;
    } finally {
      o.signal?.removeEventListener('abort', onAbort);
    }
  } finally {
    bots.release();
  }
}
