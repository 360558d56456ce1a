// The one game loop: ask the deciding bot for an action (a forced move needs no bot), step the
// engine, repeat until no action is legal. The simulator, the logged game and the fuzz all play
// through it; each attaches a `LoopObserver` for what it needs to see (prizes, log records,
// invariant checks), so a game plays the same moves whoever runs it.
import { GameState } from '../engine/state.js';
import * as gameModule from '../engine/game.js';
import * as actionsModule from '../engine/actions.js';
import { BotRng, type SeedKey } from '../engine/rng.js';
import * as rngModule from '../engine/rng.js';
import type { Bot } from '../bots/bots.js';
import { BotChoiceError } from './bot-choice.js';
import '../behaviour/index.js'; // the card behaviour modules: the engine's Ability handlers (the engine never imports them)
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { newGame, newGameFrom, placeDecks, legalActions, step } = gameModule;
const { MAX_ACTIONS } = actionsModule;
const { deriveWords } = rngModule;

/** Seed streams of one game: the engine's, then one per bot. */
export const STREAM_GAME = 0;
export const STREAM_BOT0 = 1;
export const STREAM_BOT1 = 2;

/** What a caller sees of a game as it is played. Every method is optional. */
export interface LoopObserver {
  /** `n` legal actions are listed in `actions` (n = 0: the game is over). */
  decision?(s: GameState, actions: Int32Array, n: number): void;
  /** Action `a` (index `index` of the list) was chosen and is about to be played. */
  chosen?(s: GameState, a: number, index: number): void;
  /** Action `a` was played. */
  stepped?(s: GameState, a: number): void;
}

/**
 * The deciding bot's choice, as an index into `actions`; a forced move needs no bot (so the bots' streams skip it).
 * An answer that is not a whole number from 0 to n − 1 (999, −1, 0.5, NaN, undefined: a bot of the caller's
 * own) throws a BotChoiceError: one unsigned-shift comparison and one bound check, per bot decision only.
 * `decision`: the number of actions played so far in the game, for the message (−1: not known).
 */
export function chooseIndex(s: GameState, actions: Int32Array, n: number, bots: readonly [Bot, Bot], rngs: readonly BotRng[], decision = -1): number {
  if (n === 1) return 0;
  const p = s.decider[0];
  const i = bots[p].choose(s, actions, n, rngs[p]);
  if ((i >>> 0) !== i || i >= n) throw new BotChoiceError(bots[p].name, i, n, p, s.turn[0], decision);
  return i;
}

/**
 * A reusable table for playing games one after another in this thread: one state, one action list,
 * the bots' generators. Nothing is allocated per game or per action.
 */
export class GameTable {
  readonly state = new GameState();
  readonly actions = new Int32Array(MAX_ACTIONS);
  readonly seedWords = new Uint32Array(4);
  readonly botRngs = [new BotRng(), new BotRng()];

  /** Deal game `index` of a matchup whose key is `key`: the engine's and the bots' streams come from (key, index). */
  deal(key: SeedKey, index: number, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array): void {
    this.seedGame(key, index);
    newGame(this.state, deck0, deck1, rules, this.seedWords);
  }

  /**
   * A deck pair and rule set made ready to deal from again and again (dealPlaced): the state every
   * game of theirs begins from before its setup (placeDecks), written into `into`. It is built in
   * the table's own state, the one the bound engine knows (sim/batch.ts), and copied out.
   */
  place(deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, into = new GameState()): GameState {
    placeDecks(this.state, deck0, deck1, rules);
    into.copyFrom(this.state);
    return into;
  }

  /** deal() for the decks and rules of `placed` (made by place()): the same game, from a copy of it. */
  dealPlaced(key: SeedKey, index: number, placed: GameState): void {
    this.seedGame(key, index);
    newGameFrom(this.state, placed, this.seedWords);
  }

  /** The engine's and the bots' streams of game `index`. */
  private seedGame(key: SeedKey, index: number): void {
    deriveWords(key, index, STREAM_GAME, this.seedWords);
    this.botRngs[0].seed(key, index, STREAM_BOT0);
    this.botRngs[1].seed(key, index, STREAM_BOT1);
  }

  /** Play the dealt game to its end. Returns the number of actions played. */
  playToEnd(bots: readonly [Bot, Bot], observer: LoopObserver | null = null): number {
    const s = this.state, actions = this.actions, rngs = this.botRngs;
    let steps = 0;
    for (;;) {
      const n = legalActions(s, actions);
      if (observer !== null && observer.decision !== undefined) observer.decision(s, actions, n);
      if (n === 0) return steps;
      const index = chooseIndex(s, actions, n, bots, rngs, steps);
      const a = actions[index];
      if (observer !== null && observer.chosen !== undefined) observer.chosen(s, a, index);
      step(s, a);
      if (observer !== null && observer.stepped !== undefined) observer.stepped(s, a);
      steps++;
    }
  }

  /** Deal (from a placed state: place()) and play game `index` to the end. Returns the number of actions played. */
  playPlaced(key: SeedKey, index: number, placed: GameState, bots: readonly [Bot, Bot], observer: LoopObserver | null = null): number {
    this.dealPlaced(key, index, placed);
    return this.playToEnd(bots, observer);
  }

  /** Deal and play game `index` to the end. Returns the number of actions played. */
  play(key: SeedKey, index: number, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, bots: readonly [Bot, Bot], observer: LoopObserver | null = null): number {
    this.deal(key, index, deck0, deck1, rules);
    return this.playToEnd(bots, observer);
  }
}
