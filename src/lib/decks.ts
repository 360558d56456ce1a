// Decks for library callers: a path or the text of a list in, a validated deck out (the checks and
// messages of `ptcg validate`); the bundled decks by name.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDeck, readDeckText, checkPairable, DeckError, type Deck, type DeckProblem } from '../decks/deck.js';
import { formatProblems, FORMATS, isFormat, type FormatName } from '../decks/legality.js';
import { defaultRules, STANDARD_2026_DIR } from '../decks/bundled.js';
import { RULE_SETS, type RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { LIBRARY, type Door } from './options.js';

export { inferFormat, FORMATS, type FormatName } from '../decks/legality.js';

export interface LoadDeckOptions {
  /** The rule set the deck will play under: decides the era of name-only lines (as `--rules`). */
  rules?: RuleSetName;
  /** The label used in messages and as the deck's `path` when text is given (default "deck"). */
  source?: string;
  /** Refuse a card this format does not admit (RULES.md V5; as `--format`): one problem per line. */
  format?: FormatName;
}

/** A deck as a path, a list's text (anything with a line break) or a deck loadDeck returned. */
export type DeckInput = string | Deck;

const isText = (s: string) => /[\r\n]/.test(s);

/**
 * A validated deck from a file path or from the text of a list. Throws DeckError, whose `problems`
 * list every problem (path, line, reason) and whose message is one line per problem.
 */
export function loadDeck(pathOrText: string, options: LoadDeckOptions = {}): Deck {
  if (typeof pathOrText !== 'string') throw new InputError(`loadDeck: expected a path or a deck list's text (got ${typeof pathOrText})`);
  const rules = checkRules(options.rules);
  const format = checkFormat(options.format);
  const path = isText(pathOrText) ? (options.source ?? 'deck') : pathOrText;
  const text = isText(pathOrText) ? pathOrText : readDeckText(pathOrText);
  const { deck, problems } = parseDeck(text, path, { rules });
  if (format !== undefined) problems.push(...formatProblems(deck, format));
  if (problems.length > 0) throw new DeckError(problems);
  return deck;
}

export function checkFormat(format: unknown, door: Door = LIBRARY): FormatName | undefined {
  if (format === undefined) return undefined;
  if (!isFormat(format)) throw new InputError(`${door.name('format')} must be one of ${FORMATS.join(', ')} (got '${String(format)}')`);
  return format;
}

/**
 * The lines of a loaded deck a format refuses (RULES.md V5: regulation marks, reprints, basic
 * Energy), as `ptcg validate --format` prints them; empty when the format admits the deck.
 */
export function validateFormat(deck: Deck, format: FormatName): DeckProblem[] {
  return formatProblems(deck, checkFormat(format)!);
}

export function checkRules(rules: unknown, door: Door = LIBRARY): RuleSetName | undefined {
  if (rules === undefined) return undefined;
  if (!RULE_SETS.includes(rules as RuleSetName)) throw new InputError(`${door.name('rules')} must be one of ${RULE_SETS.join(', ')} (got '${String(rules)}')`);
  return rules as RuleSetName;
}

/**
 * Decks from inputs (paths and texts loaded, loaded decks taken as they are), checked to play each
 * other (D1) and, when a format is given, to be legal in it (a DeckError naming every card refused).
 */
export function decksOf(inputs: DeckInput[], rules: RuleSetName | undefined, format?: FormatName): Deck[] {
  const decks = inputs.map((d, k) => {
    if (typeof d === 'string') return loadDeck(d, { rules, source: `deck ${k + 1}` });
    if (d && typeof d === 'object' && Array.isArray(d.cards) && typeof d.name === 'string') return d;
    throw new InputError(`deck ${k + 1}: expected a path, a deck list's text or a loaded deck`);
  });
  if (format !== undefined) {
    const refused = decks.flatMap((d) => formatProblems(d, format));
    if (refused.length > 0) throw new DeckError(refused);
  }
  for (const d of decks.slice(1)) {
    const why = checkPairable(decks[0], d);
    if (why) throw new InputError(why);
  }
  return decks;
}

/**
 * The rule set given, else the decks' default (classic when every card is from Base Set). Base Set
 * decks beside newer ones play the newer rules: the door is told, since neither list chose them.
 */
export function rulesFor(rules: RuleSetName | undefined, decks: Deck[], door: Door = LIBRARY): RuleSetName {
  if (rules !== undefined) return rules;
  const chosen = defaultRules(decks);
  const classic = door.warn ? decks.filter((d) => defaultRules([d]) === 'classic') : [];
  if (classic.length > 0 && classic.length < decks.length) {
    door.warn?.(`note: ${classic[0].name} is a Base Set deck and ${decks.find((d) => !classic.includes(d))!.name} is not: playing under ${chosen} rules (${door.name('rules')} to choose)`);
  }
  return chosen;
}

/** The package's own decks folder (not ./decks of the caller's project). */
function packageDecks(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // dist/src/lib when built or installed, src/lib when run from source
  for (const up of [join(here, '..', '..', '..'), join(here, '..', '..')]) {
    if (existsSync(join(up, 'decks', 'standard'))) return join(up, 'decks');
  }
  throw new InputError('the bundled decks folder was not found next to the package');
}

/** Names of the bundled decks, e.g. `standard/lucario-ex`, `classic/zap` (and `standard-2026/…` once that folder exists). */
export function bundledDeckNames(): string[] {
  const root = packageDecks();
  return ['classic', 'standard', STANDARD_2026_DIR].filter((dir) => existsSync(join(root, dir))).flatMap((dir) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.txt')).sort().map((f) => `${dir}/${f.slice(0, -4)}`));
}

/** Absolute path of a bundled deck by name (`standard/lucario-ex`), for loadDeck or simulate. */
export function bundledDeckPath(name: string): string {
  if (!bundledDeckNames().includes(name)) throw new InputError(`no bundled deck '${name}' (choose from ${bundledDeckNames().join(', ')})`);
  return join(packageDecks(), ...`${name}.txt`.split('/'));
}
