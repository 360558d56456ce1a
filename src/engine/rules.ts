// Rule sets (V1–V4) as configuration: the engine reads these numbers from the state.
import { RuleParam } from './state.js';
import * as stateModule from './state.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_PRIZES } = stateModule;

export type RuleSetName = 'standard' | 'sm' | 'classic' | 'classic-turn1-attack';
/** `classic-turn1-attack`: classic with V3's variant flag set (the first player may attack on turn 1). */
export const RULE_SETS: RuleSetName[] = ['standard', 'sm', 'classic', 'classic-turn1-attack'];

export interface RuleOptions {
  /** W4: play a 1-prize sudden-death game on a tie instead of recording a draw. */
  suddenDeath?: boolean;
  /** W5: a game still running after this many turns is a draw (`turn-limit`). */
  turnLimit?: number;
}

export const DEFAULT_TURN_LIMIT = 200;
/** S2: cards in an opening hand. */
export const OPENING_HAND = 7;

/** S5 / V4: the prizes a game starts with for a deck of this size (sudden death sets 1 instead). */
export function prizesForDeck(deckSize: number): number {
  return deckSize <= 30 ? 3 : MAX_PRIZES;
}

/** The numbers stored in the state for a rule set. */
export function ruleParams(name: RuleSetName, opts: RuleOptions = {}): Int16Array {
  const r = new Int16Array(16);
  r[RuleParam.RuleSetId] = RULE_SETS.indexOf(name);
  r[RuleParam.SuddenDeath] = opts.suddenDeath ? 1 : 0;
  r[RuleParam.TurnLimit] = opts.turnLimit ?? DEFAULT_TURN_LIMIT;
  r[RuleParam.Prizes] = 0; // by deck size: 6 for 60 cards, 3 for 30 (S5, V4)
  switch (name) {
    case 'standard': // V1
      r[RuleParam.ResistanceOverride] = 30;
      r[RuleParam.ConfusionDamage] = 30;
      r[RuleParam.FirstTurnSupporterBan] = 1;
      r[RuleParam.FirstTurnAttackBan] = 1;
      r[RuleParam.FlipWinnerChooses] = 1;
      break;
    case 'sm': // V2: Resistance −20, otherwise standard
      r[RuleParam.ResistanceOverride] = 20;
      r[RuleParam.ConfusionDamage] = 30;
      r[RuleParam.FirstTurnSupporterBan] = 1;
      r[RuleParam.FirstTurnAttackBan] = 1;
      r[RuleParam.FlipWinnerChooses] = 1;
      break;
    case 'classic': // V3
    case 'classic-turn1-attack':
      r[RuleParam.ResistanceOverride] = 30;
      r[RuleParam.ConfusionDamage] = 10;
      r[RuleParam.ConfusionRetreatFlip] = 1;
      r[RuleParam.BurnFlipFirst] = 1;
      r[RuleParam.PlusPowerAfterWR] = 1;
      r[RuleParam.FirstTurnSupporterBan] = 0;
      r[RuleParam.FirstTurnAttackBan] = name === 'classic-turn1-attack' ? 0 : 1;
      r[RuleParam.FlipWinnerChooses] = 0;
      break;
  }
  return r;
}
