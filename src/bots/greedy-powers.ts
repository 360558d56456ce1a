// The greedy bot's use of Abilities and Pokémon Powers (A5, A7, engine/powers.ts): each kind's
// scorer (`AbilityBot`) is registered with its engine handler, in one definition of a card behaviour
// module (src/behaviour/, defineAbility). This module dispatches to them.
import { GameState } from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as registryModule from '../behaviour/registry.js';
export type { AbilityBot, PowerHelpers } from '../behaviour/registry.js';
export { registerAbilityBot } from '../behaviour/registry.js';
import type { PowerHelpers } from '../behaviour/registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { actKind } = actionsModule;
const { triggerAsked, toolWithAbility } = powersModule;
const { cAbility, cToolAbility } = tablesModule;
const { abilityBot } = registryModule;

/** Score of using the Power of slot sl now (-1: don't). */
export function powerScore(s: GameState, p: number, sl: number, h: PowerHelpers, fromTool = 0): number {
  const kind = fromTool === 1 ? cToolAbility[toolWithAbility(s, sl)] : cAbility[s.cardDef[s.slotTop[sl]]];
  const b = abilityBot(kind);
  return b !== undefined ? b.score(s, p, sl, h) : -1;
}

/** Score of a sub-choice of the Power being used (a ChooseCard or ChooseSlot action). */
export function powerChoiceScore(s: GameState, p: number, a: number, h: PowerHelpers): number {
  const b = abilityBot(s.progAbility[0]);
  if (triggerAsked(s)) { // a triggered Ability: take it unless its scorer says not now
    const yes = b?.trigger === undefined || b.trigger(s, p, s.progSource[0], h);
    return (actKind(a) === Act.Yes) === yes ? 1 : 0;
  }
  return b !== undefined ? b.choiceScore(s, p, a, h) : 0;
}
