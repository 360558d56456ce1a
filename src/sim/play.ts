// Plays whole games: the loop that asks the deciding bot for an action and steps the engine.
import { GameState } from '../engine/state.js';
import { newGame, legalActions, step } from '../engine/game.js';
import { MAX_ACTIONS } from '../engine/actions.js';
import { BotRng, deriveWords, type SeedKey } from '../engine/rng.js';
import type { Bot } from '../bots/bots.js';

/** Seed streams of one game: the engine's, then one per bot. */
export const STREAM_GAME = 0;
export const STREAM_BOT0 = 1;
export const STREAM_BOT1 = 2;

/** Reusable per-thread scratch: one state, one action list, two bot generators. */
export class Player {
  readonly state = new GameState();
  readonly actions = new Int32Array(MAX_ACTIONS);
  readonly seedWords = new Uint32Array(4);
  readonly botRngs = [new BotRng(), new BotRng()];
  /** Decisions of the last game, if recording. */
  record: number[] | null = null;
  steps = 0;

  /** Play game `index` of a run to the end. Returns the number of decisions taken. */
  play(key: SeedKey, index: number, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, bots: readonly [Bot, Bot]): number {
    const s = this.state;
    deriveWords(key, index, STREAM_GAME, this.seedWords);
    this.botRngs[0].seed(key, index, STREAM_BOT0);
    this.botRngs[1].seed(key, index, STREAM_BOT1);
    newGame(s, deck0, deck1, rules, this.seedWords);
    let steps = 0;
    for (;;) {
      const n = legalActions(s, this.actions);
      if (n === 0) break;
      const p = s.decider[0];
      const i = bots[p].choose(s, this.actions, n, this.botRngs[p]);
      const a = this.actions[i];
      if (this.record !== null) this.record.push(a);
      step(s, a);
      steps++;
    }
    this.steps += steps;
    return steps;
  }
}
