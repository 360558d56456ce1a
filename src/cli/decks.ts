// Deck loading for commands: validation first, problems as one-line user errors.
import { loadDeck, DeckError, checkPairable, type Deck } from '../decks/deck.js';
import { defaultRules } from '../decks/bundled.js';
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

export function rulesOrFail(value: unknown, decks: Deck[]): RuleSetName {
  if (value === undefined) {
    const rules = defaultRules(decks);
    // Base Set decks beside newer ones play the newer rules: say so, since neither list chose them
    const classic = decks.filter((d) => defaultRules([d]) === 'classic');
    if (classic.length > 0 && classic.length < decks.length) {
      process.stderr.write(`ptcg: note: ${classic[0].name} is a Base Set deck and ${decks.find((d) => !classic.includes(d))!.name} is not: playing under ${rules} rules (--rules to choose)\n`);
    }
    return rules;
  }
  if (!RULE_SETS.includes(value as RuleSetName)) throw new UserError(`--rules must be one of ${RULE_SETS.join(', ')} (got '${String(value)}')`);
  return value as RuleSetName;
}
