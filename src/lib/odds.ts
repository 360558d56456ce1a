// odds(): the consistency study `ptcg odds --json` prints (docs/ODDS.md) — the same numbers for
// the same arguments.
import { availableParallelism } from 'node:os';
import { oddsStudy, compileGoals, DEFAULT_BY_TURN, type OddsStudy } from '../analytics/odds-report.js';
import { GoalError, MAX_GOAL_TURN } from '../sim/odds-goal.js';
import type { RunProgress } from '../sim/run-types.js';
import type { RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { wholeNumber, seedText } from './options.js';

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
  onProgress?: (p: RunProgress) => void;
  /** Aborting ends the games being played; the study then has `partial: true`. */
  signal?: AbortSignal;
}

export async function odds(o: OddsOptions): Promise<OddsStudy> {
  if (o === null || typeof o !== 'object' || o.deck === undefined) throw new InputError('odds: deck is required');
  const rulesGiven = checkRules(o.rules);
  const decks = decksOf(o.opponent === undefined ? [o.deck] : [o.deck, o.opponent], rulesGiven);
  if (o.goals !== undefined && (!Array.isArray(o.goals) || o.goals.some((g) => typeof g !== 'string'))) throw new InputError('odds: goals must be an array of strings');
  const goals = o.goals ?? [];
  const byTurn = wholeNumber(o.byTurn, 'byTurn', 0, MAX_GOAL_TURN, DEFAULT_BY_TURN);
  try {
    compileGoals(decks[0], goals, byTurn);
  } catch (e) {
    if (e instanceof GoalError) throw new InputError(e.message);
    throw e;
  }
  return oddsStudy({
    deck: decks[0], opponent: decks[1] ?? null, goals, byTurn,
    games: wholeNumber(o.games, 'games', 1, 1e10, 10000),
    seed: seedText(o.seed),
    rules: rulesFor(rulesGiven, decks),
    workers: wholeNumber(o.workers, 'workers', 1, 256, availableParallelism()),
    signal: o.signal, onProgress: o.onProgress,
  });
}
