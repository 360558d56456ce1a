// odds(): the consistency study `ptcg odds --json` prints (docs/ODDS.md) — the same numbers for
// the same arguments.
import { oddsStudy, compileGoals, DEFAULT_BY_TURN, type OddsStudy, type OddsConfig } from '../analytics/odds-report.js';
import { GoalError, MAX_GOAL_TURN } from '../sim/odds-goal.js';
import type { RunProgress } from '../sim/run-types.js';
import type { RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, checkFormat, decksOf, rulesFor, type DeckInput } from './decks.js';
import type { FormatName } from '../decks/legality.js';
import { wholeNumber, seedText, workersOf, LIBRARY, type Door } from './options.js';

export interface OddsOptions {
  /** The deck: a path, a list's text or a loaded deck. */
  deck: DeckInput;
  /** Goals in the goal language (docs/ODDS.md); default: the deck's default goals. */
  goals?: string[];
  /** Turn of goals that name none (0: at setup); default 3. */
  byTurn?: number;
  /** Games (turn goals) and deals (setup goals); default 10000. */
  games?: number;
  /** A fixed opponent; default: the deck plays itself and both seats are observed. */
  opponent?: DeckInput;
  seed?: string | number;
  /** Worker threads; default: the cores. */
  workers?: number;
  rules?: RuleSetName;
  /** Refuse a list with a card this format does not admit (RULES.md V5; the rule set stays `rules`). */
  format?: FormatName;
  onProgress?: (p: RunProgress) => void;
  /** Aborting ends the games being played; the study then has `partial: true`. */
  signal?: AbortSignal;
}

/** The checked configuration of a study (the one place its options are checked, for odds() and `ptcg odds`). */
export function oddsConfig(o: OddsOptions, door: Door = LIBRARY): OddsConfig {
  if (o.deck === undefined) throw new InputError(`${door.name('deck')} is required`);
  const rulesGiven = checkRules(o.rules, door);
  const decks = decksOf(o.opponent === undefined ? [o.deck] : [o.deck, o.opponent], rulesGiven, checkFormat(o.format, door));
  if (o.goals !== undefined && (!Array.isArray(o.goals) || o.goals.some((g) => typeof g !== 'string'))) throw new InputError(`${door.name('goals')} must be an array of strings`);
  const goals = o.goals ?? [];
  const byTurn = wholeNumber(o.byTurn, 'byTurn', 0, MAX_GOAL_TURN, DEFAULT_BY_TURN, door);
  try {
    compileGoals(decks[0], goals, byTurn); // every goal checked before the run
  } catch (e) {
    if (e instanceof GoalError) throw new InputError(e.message);
    throw e;
  }
  return {
    deck: decks[0], opponent: decks[1] ?? null, goals, byTurn,
    games: wholeNumber(o.games, 'games', 1, 1e10, 10000, door),
    seed: seedText(o.seed, door),
    rules: rulesFor(rulesGiven, decks, door),
    workers: workersOf(o.workers, door),
  };
}

export async function odds(o: OddsOptions): Promise<OddsStudy> {
  if (o === null || typeof o !== 'object') throw new InputError('odds: expected an options object');
  return oddsStudy({ ...oddsConfig(o), signal: o.signal, onProgress: o.onProgress });
}
