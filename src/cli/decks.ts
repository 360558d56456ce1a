// Deck loading for commands: validation first, problems as one-line user errors.
import { loadDeck, DeckError, checkPairable, type Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { RULE_SETS } from '../engine/rules.js';
import { UserError } from './errors.js';
import { cliDoor } from './args.js';
import { checkRules, checkFormat, rulesFor } from '../lib/decks.js';
import { formatProblems, type FormatName } from '../decks/legality.js';

/**
 * `rules` is the --rules value as given (checked later by rulesOrFail): a valid rule set decides
 * the era of name-only lines the list's own set codes leave open. `format`, checked (formatOrFail),
 * refuses the cards it does not admit, one line each (V5).
 */
export function deckOrFail(path: string, exitCode = 2, rules?: unknown, format?: FormatName): Deck {
  try {
    const deck = loadDeck(path, { rules: RULE_SETS.includes(rules as RuleSetName) ? (rules as RuleSetName) : undefined });
    const refused = format === undefined ? [] : formatProblems(deck, format);
    if (refused.length > 0) throw new DeckError(refused);
    return deck;
  } catch (e) {
    if (e instanceof DeckError) throw new UserError(e.message.split('\n').join('\nptcg: '), exitCode);
    throw e;
  }
}

export function pairOrFail(a: Deck, b: Deck): void {
  const why = checkPairable(a, b);
  if (why) throw new UserError(why);
}

/** --format as given (the library's check: one line naming the formats, exit 2). */
export function formatOrFail(value: unknown): FormatName | undefined {
  return checkFormat(value, cliDoor({ format: value }));
}

/** --rules as given (the library's check, lib/decks.ts), else the decks' default, with its note on stderr. */
export function rulesOrFail(value: unknown, decks: Deck[]): RuleSetName {
  const door = cliDoor({ rules: value });
  return rulesFor(checkRules(value, door), decks, door);
}
