// A key for an action that means the same in every world the bots deal (the search bot's tree,
// the pilot's plans): card actions by the card's definition and place instead of its instance.
import type { GameState } from '../engine/state.js';
import { Zone } from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { actKind, actA, actB } = actionsModule;

/** Action kinds whose `a` is a card instance (keyed by the card's definition and place instead). */
const CARD_KINDS = (1 << Act.PlayBasic) | (1 << Act.Attach) | (1 << Act.PlayTrainer) | (1 << Act.Evolve) | (1 << Act.ChooseCard);

/**
 * A key for an action that is the same in every world: the card's definition and where it is
 * (zone, or slot in play) instead of its instance. Other actions are their own key (below 2^21;
 * card keys are at least 2^26, so the two never meet).
 */
export function actionKey(s: GameState, a: number): number {
  const kind = actKind(a);
  if (kind >= 31 || ((1 << kind) & CARD_KINDS) === 0) return a;
  const c = actA(a);
  const zone = s.cardZone[c];
  const where = zone === Zone.InPlay ? 6 + s.cardSlot[c] : zone;
  return ((kind * 4096 + s.cardDef[c]) * 32 + where) * 256 + actB(a);
}
