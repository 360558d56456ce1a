// Batches of games for the simulator: games [start, end) of one matchup, played on the shared
// game loop (game-loop.ts) in this thread, aggregated into counts.
import type { SeedKey } from '../engine/rng.js';
import * as seedingModule from './seeding.js';
import { GameTable } from './game-loop.js';
import type { GameState } from '../engine/state.js';
import { type RuleSetName } from '../engine/rules.js';
import * as rulesModule from '../engine/rules.js';
import { type Bot } from '../bots/bots.js';
import * as botsModule from '../bots/bots.js';
import { PrizeTracker } from './counts.js';
import * as countsModule from './counts.js';
import { CardStatsTracker } from './card-stats.js';
import * as cardStatsModule from './card-stats.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { matchupKey } = seedingModule;
const { ruleParams } = rulesModule;
const { botByName } = botsModule;
const { addGame, COUNTS_SIZE } = countsModule;
const { cardCountsSize } = cardStatsModule;

/** Everything a batch of games needs; plain data so it can cross to a worker. */
export interface BatchSpec {
  seed: string;
  deck0: number[];
  deck1: number[];
  rules: RuleSetName;
  suddenDeath: boolean;
  turnLimit: number;
  bots: [string, string];
  /** Per seat, the URL of a module whose default export is that seat's bot (bots/modules.ts), or null. */
  botModules?: (string | null)[];
  /** Also count per-card statistics (card-stats.ts): the batch's counts then go on with the card counts. */
  cardStats?: boolean;
}

/** A game that threw: which one, so it can be replayed. */
export class GameFailure extends Error {
  constructor(readonly index: number, readonly seed: string, cause: unknown) {
    super(`game ${index} of seed '${seed}' failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** A batch's matchup key and its decks placed (GameTable.place), made once per spec. */
interface Prepared { key: SeedKey; placed: GameState }
const prepared = new Map<string, Prepared>();
const table = new GameTable();
const tracker = new PrizeTracker();

/** Counts of a batch: counts.ts's, followed by the card counts when the spec asks for them. */
export function newBatchCounts(spec: BatchSpec): Float64Array {
  return new Float64Array(COUNTS_SIZE + (spec.cardStats === true ? cardCountsSize(spec.deck0, spec.deck1) : 0));
}

/**
 * Play games [start, end) of a run and return their counts. When `stop` (shared with the main
 * thread) turns non-zero, the batch ends after the game being played: its counts then hold games
 * [start, start + counts[C.games]).
 */
export function runBatch(spec: BatchSpec, start: number, end: number, counts = newBatchCounts(spec), stop?: Int32Array): Float64Array {
  // once per batch, not per game: the matchup's key and the rule parameters
  const cacheKey = `${spec.seed}|${spec.rules}|${spec.suddenDeath}|${spec.turnLimit}|${spec.deck0.join(',')}|${spec.deck1.join(',')}`;
  let prep = prepared.get(cacheKey);
  if (!prep) {
    if (prepared.size > 64) prepared.clear();
    const rules = ruleParams(spec.rules, { suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit });
    prep = { key: matchupKey(spec.seed, spec.deck0, spec.deck1, spec.rules), placed: table.place(spec.deck0, spec.deck1, rules) };
    prepared.set(cacheKey, prep);
  }
  const bots: [Bot, Bot] = [botByName(spec.bots[0])!, botByName(spec.bots[1])!];
  if (spec.cardStats === true) return runCardStatsBatch(spec, prep, bots, start, end, counts, stop);
  for (let i = start; i < end; i++) {
    if (stop !== undefined && Atomics.load(stop, 0) !== 0) break;
    let steps: number;
    try {
      tracker.reset();
      steps = table.playPlaced(prep.key, i, prep.placed, bots, tracker);
    } catch (e) {
      throw new GameFailure(i, spec.seed, e);
    }
    addGame(counts, table.state, tracker, steps);
  }
  return counts;
}

/** runBatch with per-card statistics: the same games, watched by a CardStatsTracker (kept apart so the default loop does no extra work). */
function runCardStatsBatch(spec: BatchSpec, prep: Prepared, bots: [Bot, Bot], start: number, end: number, counts: Float64Array, stop?: Int32Array): Float64Array {
  const cards = counts.subarray(COUNTS_SIZE);
  const cardTracker = new CardStatsTracker(spec.deck0, spec.deck1, tracker);
  for (let i = start; i < end; i++) {
    if (stop !== undefined && Atomics.load(stop, 0) !== 0) break;
    let steps: number;
    try {
      cardTracker.reset();
      steps = table.playPlaced(prep.key, i, prep.placed, bots, cardTracker);
    } catch (e) {
      throw new GameFailure(i, spec.seed, e);
    }
    addGame(counts, table.state, tracker, steps);
    cardTracker.addGame(cards, table.state);
  }
  return counts;
}
