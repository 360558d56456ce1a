// Deck loading for commands: validation first, problems as one-line user errors.
import { loadDeck, DeckError, checkPairable, type Deck } from '../decks/deck.js';
import { ALL_CARDS } from '../cards/pool.js';
import type { RuleSetName } from '../engine/rules.js';
import { RULE_SETS } from '../engine/rules.js';
import { UserError } from './errors.js';

/**
 * `rules` is the --rules value as given (checked later by rulesOrFail): a valid rule set decides
 * the era of name-only lines the list's own set codes leave open.
 */
export function deckOrFail(path: string, exitCode = 2, rules?: unknown): Deck {
  try {
    return loadDeck(path, { rules: RULE_SETS.includes(rules as RuleSetName) ? (rules as RuleSetName) : undefined });
  } catch (e) {
    if (e instanceof DeckError) throw new UserError(e.message.split('\n').join('\nptcg: '), exitCode);
    throw e;
  }
}

export function pairOrFail(a: Deck, b: Deck): void {
  const why = checkPairable(a, b);
  if (why) throw new UserError(why);
}

/** Classic decks (only Base Set cards) play classic rules, the others standard. */
export function defaultRules(decks: Deck[]): RuleSetName {
  return decks.every((d) => d.cards.every((id) => ALL_CARDS[id].set === 'base1')) ? 'classic' : 'standard';
}

export function rulesOrFail(value: unknown, decks: Deck[]): RuleSetName {
  if (value === undefined) return defaultRules(decks);
  if (!RULE_SETS.includes(value as RuleSetName)) throw new UserError(`--rules must be one of ${RULE_SETS.join(', ')} (got '${String(value)}')`);
  return value as RuleSetName;
}
