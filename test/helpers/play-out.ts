// Play a game to its end with a test's choices: forced moves are stepped, and each real decision
// (more than one legal action) is asked of `decide`, which returns the index it picks.
import type { GameState } from '../../src/engine/state.js';
import { legalActions, step } from '../../src/engine/game.js';
import { MAX_ACTIONS } from '../../src/engine/actions.js';

export function playOut(s: GameState, decide: (acts: Int32Array, n: number, p: number) => number): void {
  const acts = new Int32Array(MAX_ACTIONS);
  for (;;) {
    const n = legalActions(s, acts);
    if (n === 0) return;
    step(s, acts[n > 1 ? decide(acts, n, s.decider[0]) : 0]);
  }
}
