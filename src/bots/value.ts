// The fitted value (`ismcts:N`, issue 34): the chance that the player about to play wins, read
// at a turn's start, from a logistic model over a few features of the position (valueFeatures). Its
// weights are fitted to the results of greedy-vs-greedy games on the bundled decks (`npm run
// fit:value`, src/tools/fit-value.ts, which writes generated-value-weights.ts), so it estimates what a
// greedy rollout's end would: who wins if both play on as greedy does. It reads the two evaluations
// the bots have (the race, evaluate.ts; the pilot's, evaluate-position.ts), so it holds for any card
// the engine knows.
import { GameState } from '../engine/state.js';
import * as evaluateModule from './evaluate.js';
import * as evaluatePositionModule from './evaluate-position.js';
import * as weightsModule from './generated-value-weights.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { raceLead } = evaluateModule;
const { evaluatePosition, PILOT_WEIGHTS } = evaluatePositionModule;
const { VALUE_WEIGHTS } = weightsModule;

/**
 * The features, in this order: 1 (the intercept), p's race lead (evaluate.ts, in Prizes), the pilot's
 * evaluation for p (in Prizes), then whether p has 1, 2, 3, 4 or 5 Prize cards left (one each), then
 * the same for the opponent (more than 5 left: none of the ten).
 */
export const VALUE_FEATURES = 13;

/** The features of s for player p, into out[0 .. VALUE_FEATURES). */
export function valueFeatures(s: GameState, p: number, out: Float64Array): void {
  out[0] = 1;
  out[1] = raceLead(s, p);
  out[2] = evaluatePosition(s, p, PILOT_WEIGHTS);
  for (let k = 3; k < VALUE_FEATURES; k++) out[k] = 0;
  const own = s.prizeCount[p], opp = s.prizeCount[1 - p];
  if (own >= 1 && own <= 5) out[2 + own] = 1;
  if (opp >= 1 && opp <= 5) out[7 + opp] = 1;
}

const features = new Float64Array(VALUE_FEATURES);

/** Player 0's chance of winning from s (a state that is not over), by the fitted model. */
export function fittedValue(s: GameState): number {
  const p = s.current[0];
  valueFeatures(s, p, features);
  let z = 0;
  for (let k = 0; k < VALUE_FEATURES; k++) z += VALUE_WEIGHTS[k] * features[k];
  const v = 1 / (1 + Math.exp(-z));
  return p === 0 ? v : 1 - v;
}
