// Bots pick one of the legal actions from a read-only view of the state; they never mutate it.
import type { GameState } from '../engine/state.js';
import type { BotRng } from '../engine/rng.js';
import { greedyChoose } from './greedy.js';

export interface Bot {
  readonly name: string;
  /** Index into actions[0..n) of the chosen action. */
  choose(s: GameState, actions: Int32Array, n: number, rng: BotRng): number;
}

export const randomBot: Bot = {
  name: 'random',
  choose: (_s, _actions, n, rng) => rng.below(n),
};

export const greedyBot: Bot = {
  name: 'greedy',
  choose: greedyChoose,
};

export const BOTS: Record<string, Bot> = { random: randomBot, greedy: greedyBot };

export function botByName(name: string): Bot | undefined {
  return BOTS[name];
}
