// What a bot is: it picks one of the legal actions from a read-only view of the state.
import type { GameState } from '../engine/state.js';
import type { BotRng } from '../engine/rng.js';

export interface Bot {
  readonly name: string;
  /** Index into actions[0..n) of the chosen action. */
  choose(s: GameState, actions: Int32Array, n: number, rng: BotRng): number;
}
