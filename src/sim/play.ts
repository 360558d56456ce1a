// Plays whole games: the loop that asks the deciding bot for an action and steps the engine.
import { GameState } from '../engine/state.js';
import { newGame, legalActions, step } from '../engine/game.js';
import { MAX_ACTIONS } from '../engine/actions.js';
import { BotRng, deriveWords, type SeedKey } from '../engine/rng.js';
import { matchupKey } from './seeding.js';
import { ruleParams, type RuleSetName } from '../engine/rules.js';
import { botByName, type Bot } from '../bots/bots.js';
import { PrizeTracker, addGame, newCounts } from './counts.js';

/** Seed streams of one game: the engine's, then one per bot. */
export const STREAM_GAME = 0;
export const STREAM_BOT0 = 1;
export const STREAM_BOT1 = 2;

/** The deciding bot's choice; a forced move needs no bot (so the bots' streams skip it). */
export function chooseAction(s: GameState, actions: Int32Array, n: number, bots: readonly [Bot, Bot], rngs: readonly BotRng[]): number {
  if (n === 1) return actions[0];
  const p = s.decider[0];
  return actions[bots[p].choose(s, actions, n, rngs[p])];
}

/** Reusable per-thread scratch: one state, one action list, two bot generators. */
export class Player {
  readonly state = new GameState();
  readonly actions = new Int32Array(MAX_ACTIONS);
  readonly seedWords = new Uint32Array(4);
  readonly botRngs = [new BotRng(), new BotRng()];
  readonly tracker = new PrizeTracker();
  /** Decisions of the last game, if recording. */
  record: number[] | null = null;

  /** Play game `index` of a run to the end. Returns the number of decisions taken. */
  play(key: SeedKey, index: number, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, bots: readonly [Bot, Bot]): number {
    const s = this.state;
    const tracker = this.tracker;
    deriveWords(key, index, STREAM_GAME, this.seedWords);
    this.botRngs[0].seed(key, index, STREAM_BOT0);
    this.botRngs[1].seed(key, index, STREAM_BOT1);
    newGame(s, deck0, deck1, rules, this.seedWords);
    tracker.reset();
    let steps = 0;
    for (;;) {
      const n = legalActions(s, this.actions);
      if (n === 0) break;
      const a = chooseAction(s, this.actions, n, bots, this.botRngs);
      if (this.record !== null) this.record.push(a);
      step(s, a);
      tracker.observe(s);
      steps++;
    }
    return steps;
  }
}

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
}

/** A game that threw: which one, so it can be replayed. */
export class GameFailure extends Error {
  constructor(readonly index: number, readonly seed: string, cause: unknown) {
    super(`game ${index} of seed '${seed}' failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const prepared = new Map<string, { key: SeedKey; rules: Int16Array }>();
const player = new Player();

/**
 * Play games [start, end) of a run and return their counts. When `stop` (shared with the main
 * thread) turns non-zero, the batch ends after the game being played: its counts then hold games
 * [start, start + counts[C.games]).
 */
export function runBatch(spec: BatchSpec, start: number, end: number, counts = newCounts(), stop?: Int32Array): Float64Array {
  // once per batch, not per game: the matchup's key and the rule parameters
  const cacheKey = `${spec.seed}|${spec.rules}|${spec.suddenDeath}|${spec.turnLimit}|${spec.deck0.join(',')}|${spec.deck1.join(',')}`;
  let prep = prepared.get(cacheKey);
  if (!prep) {
    if (prepared.size > 64) prepared.clear();
    prep = { key: matchupKey(spec.seed, spec.deck0, spec.deck1, spec.rules), rules: ruleParams(spec.rules, { suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit }) };
    prepared.set(cacheKey, prep);
  }
  const bots: [Bot, Bot] = [botByName(spec.bots[0])!, botByName(spec.bots[1])!];
  for (let i = start; i < end; i++) {
    if (stop !== undefined && Atomics.load(stop, 0) !== 0) break;
    let steps: number;
    try {
      steps = player.play(prep.key, i, spec.deck0, spec.deck1, prep.rules, bots);
    } catch (e) {
      throw new GameFailure(i, spec.seed, e);
    }
    addGame(counts, player.state, player.tracker, steps);
  }
  return counts;
}
