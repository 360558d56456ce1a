// The search bot's score of a state where a rollout stopped before the game ended: player 0's
// chance of winning, guessed from the race (Prizes taken, damage toward the next ones, Energy and
// Pokémon in play, cards left to draw) and squashed into (0, 1) by a logistic curve. It reads no card
// but HP, Prize value and Energy counts, so it holds for any card the engine knows.
import { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as typesModule from '../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, ENERGY_STRIDE } = stateModule;
const { cPrizes } = tablesModule;
const { maxHp } = zonesModule;
const { TYPE_COUNT } = typesModule;

const ACTIVE_DAMAGE = 0.8; // a damaged Active is near its Knock Out: weigh its damage close to a Prize
const BENCH_DAMAGE = 0.4;
const ENERGY_UNIT = 0.12; // an Energy in play is part of the next attack
const POKEMON = 0.15;
const SCALE = 1.1; // logistic slope per Prize of advantage

/** Player q's progress toward winning, in Prizes. */
function progress(s: GameState, q: number): number {
  const o = 1 - q;
  let x = s.prizesTaken[q];
  // (Each Bench is contiguous: the slots past benchCount are empty.)
  for (let k = 0; k <= s.benchCount[o]; k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] < 0 || s.damage[sl] === 0) continue;
    const frac = Math.min(1, s.damage[sl] / maxHp(s, sl));
    x += (k === 0 ? ACTIVE_DAMAGE : BENCH_DAMAGE) * frac * cPrizes[s.cardDef[s.slotTop[sl]]];
  }
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] < 0) continue;
    x += POKEMON + ENERGY_UNIT * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
  }
  if (s.deckCount[q] < 5) x -= (5 - s.deckCount[q]) * 0.3; // close to decking out (W3)
  return x;
}

/** Player p's lead in the race, in Prizes (what evaluate squashes; value.ts reads it as a feature). */
export function raceLead(s: GameState, p: number): number {
  return progress(s, p) - progress(s, 1 - p);
}

/** Player 0's estimated chance of winning from `s` (a state that is not over). */
export function evaluate(s: GameState): number {
  const d = progress(s, 0) - progress(s, 1);
  return 1 / (1 + Math.exp(-SCALE * d));
}
