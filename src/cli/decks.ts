// Deck loading for commands: validation first, problems as one-line user errors.
import { loadDeck, DeckError, checkPairable, type Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { RULE_SETS } from '../engine/rules.js';
import { UserError } from './errors.js';
import { cliDoor } from './args.js';
import { checkRules, rulesFor } from '../lib/decks.js';

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

/** --rules as given (the library's check, lib/decks.ts), else the decks' default, with its note on stderr. */
export function rulesOrFail(value: unknown, decks: Deck[]): RuleSetName {
  const door = cliDoor({ rules: value });
  return rulesFor(checkRules(value, door), decks, door);
}
