// Deck lists in the PTCG Live text format and the forms people paste, checked against D1–D5 and
// the card pool.
//   Pokémon: 20                   section headers: "Pokémon: 20", "Pokémon (20)", "Trainer - 30",
//                                 or no count ("Pokemon", "Trainers:"); a count given is checked
//   4 Bulbasaur BS 44             COUNT NAME SET NUMBER (numbers may be zero-padded: SVE 002)
//   4x Charmander (PAF 7)         the set code and number in parentheses
//   18 Basic {R} Energy SVE 2     basic Energy as PTCG Live writes it; "Basic Fire Energy" and
//                                 "Fire Energy" are the same name
//   * 3x Potion                   "* " / "- " bullets and "3x" counts are accepted; a line without
//                                 a set code names a card by name (accents optional: "Pokegear")
// Blank lines, totals ("Total Cards: 60") and comments (#, //) are allowed; "# name: X" names the
// deck. The first line may be a title ("My Charizard deck": it names the deck unless "# name:"
// does); any other line that is not a card line is an error.
// A set code and number may name any printing of a pool card with the same name and text (V5:
// `Arven OBF 186` is Arven SVI 166; the table is src/cards/reprints.ts).
// A name printed in both eras (Base Set "Potion BS 94", Scarlet & Violet "Potion SVI 188") given
// without a set code takes the printing of the list's era: the era of the set codes on the other
// lines, else of the names on them that exist in one era only (Arven, Nest Ball), else the era of
// the rule set the caller passes; if none tells, it is ambiguous.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ALL_CARDS, findByCode, findPrintings, deckNameKey, eraOfCode, eraOfSet, isReprint, normalizeName, printingLabel, ruleName, setOfCode, type Era } from '../cards/pool.js';
import type { RuleSetName } from '../engine/rules.js';
import { Supertype, type CardDef } from '../cards/types.js';
import { findFacts } from '../cards/facts.js';

export interface DeckLine {
  line: number;
  count: number;
  card: number; // card id
  /** Set when the list's number is not the card's in the pool (a misprint, read by name within the set). */
  renumbered?: string;
}

export interface Deck {
  name: string;
  path: string;
  /** Card ids, one per card (expanded counts), in list order. */
  cards: number[];
  lines: DeckLine[];
}

export interface DeckProblem {
  path: string;
  line: number; // 0 when the problem is about the whole deck
  reason: string;
}

export class DeckError extends Error {
  constructor(readonly problems: DeckProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DeckError';
  }
}

export function formatProblem(p: DeckProblem): string {
  return `${p.path}${p.line > 0 ? `:${p.line}` : ''}: ${p.reason}`;
}

// "Pokémon: 20", "Pokémon (20)", "Trainer - 30", "Trainer Cards: 30", "Energy", "Pokemon:"
const SECTION = /^(pok[eé]mon|trainers?|energy)(?:\s+cards)?\s*[:–—-]?\s*(?:\(\s*(\d+)\s*\)|(\d+))?\s*:?$/i;
const TOTAL = /^total(?:\s+cards)?\s*(?:[:=–—-]\s*)?(?:\d+)?\s*$|^total cards\s*:/i; // "Total Cards: 60", "Total: 60"
const BULLET = /^[*•-]\s+/;
const COUNT_AND_REST = /^(\d+)(?:\s?[x×])?\s+(.+)$/; // "4 Name", "4x Name", "4 x Name"
const NAME_SET_NUMBER = /^(.+?)\s+([A-Za-z][A-Za-z0-9-]*)\s+(\d+)$/;
const NAME_PAREN_SET_NUMBER = /^(.+?)\s*\(\s*([A-Za-z][A-Za-z0-9-]*)\s+(\d+)\s*\)$/; // "Charmander (PAF 7)"
const RADIANT = /^radiant /i;
const ECHO_MAX = 60; // characters of a bad line quoted back in a message

/** One card line as written, before it is resolved against the pool. */
interface Entry {
  line: number;
  count: number;
  label: string; // the name as written
  code: string | null; // set code, null for a name-only line
  number: string | null; // collector number as written ("002")
}

/** What a rule set says about the era of the cards a name-only line means. */
function eraOfRules(rules: RuleSetName): Era {
  return rules === 'classic' || rules === 'classic-turn1-attack' ? 'classic' : 'standard';
}

function echo(line: string): string {
  return line.length > ECHO_MAX ? `${line.slice(0, ECHO_MAX)}…` : line;
}

export interface ParseOptions {
  /** The rule set the deck will play under: decides the era when the list's set codes don't. */
  rules?: RuleSetName;
}

/** Parse and validate a deck list text. Returns the deck and every problem found. */
export function parseDeck(text: string, path: string, options: ParseOptions = {}): { deck: Deck; problems: DeckProblem[] } {
  const problems: DeckProblem[] = [];
  let name = basename(path).replace(/\.[^.]*$/, '');
  let named = false; // "# name:" given: a title line doesn't rename the deck
  let started = false; // a line other than blank lines and comments was seen: no title any more
  interface Section { line: number; label: string; expected: number | null; actual: number }
  let section: Section | null = null as Section | null;
  const sections: Section[] = [];
  const entries: Entry[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  rows.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.normalize('NFC').trim().replace(BULLET, '');
    if (line === '') return;
    if (line.startsWith('#') || line.startsWith('//')) {
      const m = /^(?:#|\/\/)\s*name\s*:\s*(.+)$/i.exec(line);
      if (m) { name = m[1].trim(); named = true; }
      return;
    }
    const first = !started;
    started = true;
    if (TOTAL.test(line)) return;
    const sec = SECTION.exec(line);
    if (sec) {
      const count = sec[2] ?? sec[3];
      section = { line: lineNo, label: sec[0].replace(/\s*:$/, ''), expected: count === undefined ? null : Number(count), actual: 0 };
      sections.push(section);
      return;
    }
    const m = COUNT_AND_REST.exec(line);
    if (!m) {
      // A title at the top ("My Charizard deck"), unless it reads as a card line without a count.
      if (first && !looksLikeCard(line)) {
        if (!named) name = line;
        return;
      }
      problems.push({ path, line: lineNo, reason: `malformed line '${echo(line)}' (expected COUNT NAME SET NUMBER)` });
      return;
    }
    const count = Number(m[1]);
    if (!Number.isInteger(count) || count < 1) {
      problems.push({ path, line: lineNo, reason: `bad count ${m[1]} (must be at least 1)` });
      return;
    }
    const withSet = NAME_PAREN_SET_NUMBER.exec(m[2]) ?? NAME_SET_NUMBER.exec(m[2]);
    // Older PTCG Live exports give basic Energy the set code "Energy": that names no printing.
    if (withSet && withSet[2].toLowerCase() !== 'energy') {
      entries.push({ line: lineNo, count, label: withSet[1], code: withSet[2], number: withSet[3] });
    } else {
      entries.push({ line: lineNo, count, label: withSet ? withSet[1] : m[2], code: null, number: null });
    }
    if (section) section.actual += count;
  });
  for (const sec of sections) {
    if (sec.expected !== null && sec.actual !== sec.expected) {
      problems.push({ path, line: sec.line, reason: `section '${sec.label}' lists ${sec.actual} cards` });
    }
  }

  const era = listEra(entries) ?? (options.rules ? eraOfRules(options.rules) : null);
  const lines: DeckLine[] = [];
  const outside: Entry[] = [];
  let unresolved = 0;
  for (const e of entries) {
    const r = resolve(e, era);
    if (typeof r === 'number') {
      lines.push({ line: e.line, count: e.count, card: r });
      continue;
    }
    if ('renumbered' in r) {
      lines.push({ line: e.line, count: e.count, card: r.id, renumbered: r.renumbered });
      continue;
    }
    unresolved += e.count;
    if (r.outsidePool) outside.push(e);
    problems.push({ path, line: e.line, reason: r.reason });
  }
  const cards: number[] = [];
  for (const l of lines) for (let i = 0; i < l.count; i++) cards.push(l.card);
  problems.push(...checkConstruction(lines, path, ALL_CARDS, unresolved));
  if (outside.length > 0) problems.push({ path, line: 0, reason: outsideSummary(outside, entries) });
  return { deck: { name, path, cards, lines }, problems };
}

/** A line that is not a title: a card line without its count ("Charmander PAF 7"). */
function looksLikeCard(line: string): boolean {
  const m = NAME_PAREN_SET_NUMBER.exec(line) ?? NAME_SET_NUMBER.exec(line);
  return m !== null && eraOfCode(m[2]) !== null;
}

/**
 * The era the list itself points to: the era of its set codes; when it has none, the era of its
 * name-only lines that exist in one era only (Arven, Nest Ball: Scarlet & Violet). Null when
 * nothing tells or the list points to both.
 */
function listEra(entries: Entry[]): Era | null {
  const one = (eras: Set<Era>): Era | null => (eras.size === 1 ? [...eras][0] : null);
  const byCode = new Set<Era>();
  for (const e of entries) {
    const era = e.code === null ? null : eraOfCode(e.code);
    if (era !== null) byCode.add(era);
  }
  if (byCode.size > 0) return one(byCode);
  const byName = new Set<Era>();
  for (const e of entries) {
    const eras = new Set(findPrintings(e.label).map((id) => eraOfSet(ALL_CARDS[id].set)));
    if (e.code === null && eras.size === 1) byName.add([...eras][0]);
  }
  return one(byName);
}

interface Unresolved { reason: string; outsidePool: boolean }
interface Renumbered { id: number; renumbered: string }

const ERA_SETS: Record<Era, string> = { classic: 'Base Set', standard: 'Scarlet & Violet' };

/** The card id a line means, or why it means none. */
function resolve(e: Entry, era: Era | null): number | Unresolved | Renumbered {
  const printings = findPrintings(e.label);
  const listed = (ids: readonly number[]) => ids.map(printingLabel).join(', ');
  if (e.code !== null) {
    const id = findByCode(e.code, Number(e.number));
    const reprint = id >= 0 && isReprint(e.code, Number(e.number));
    const mismatch = () => ({ reason: `${e.code} ${e.number} is '${ALL_CARDS[id].name}', not '${e.label}'`, outsidePool: false });
    if (id >= 0) {
      const name = ALL_CARDS[id].name;
      if (deckNameKey(name) === deckNameKey(e.label) || deckNameKey(ruleName(name)) === deckNameKey(e.label)) return id;
      // Another printing (V5) may carry a parenthetical of its own: "Professor's Research (Professor Magnolia) SSH 178".
      if (reprint && deckNameKey(ruleName(name)) === deckNameKey(ruleName(e.label))) return id;
      if (!reprint) return mismatch();
    }
    if (printings.length === 0) {
      if (id >= 0) return mismatch();
      return { reason: `unknown card '${e.label} ${e.code} ${e.number}' (not in the card pool)`, outsidePool: true };
    }
    // A number the set doesn't have in the pool, for a name the set has exactly once: a misprinted
    // number in the list ("Natu PAR 999": Natu is PAR 71). Take the set's card of that name and say
    // so (DeckLine.renumbered). A number the pool gives another card is refused (mismatch above).
    const set = setOfCode(e.code);
    const inSet = printings.filter((id) => ALL_CARDS[id].set === set);
    // (not when the data has that printing of that name: its text differs from the pool's, so it is refused below)
    const printed = findFacts(e.code, Number(e.number));
    const misprint = printed === undefined || deckNameKey(printed.name) !== deckNameKey(e.label);
    if (inSet.length === 1 && misprint) return { id: inSet[0], renumbered: `'${e.label} ${e.code} ${e.number}' read as ${printingLabel(inSet[0])}, the set's only ${ALL_CARDS[inSet[0]].name}` };
    if (id >= 0) return mismatch();
    // The data has this printing, but its text is not a pool card's (V5), or the data lacks it.
    return { reason: `unknown printing '${e.code} ${e.number}' of '${e.label}' (the pool has ${listed(printings)})`, outsidePool: true };
  }
  if (printings.length === 0) return { reason: `unknown card '${e.label}' (not in the card pool)`, outsidePool: true };
  let candidates = printings;
  const eras = new Set(printings.map((id) => eraOfSet(ALL_CARDS[id].set)));
  if (eras.size > 1) {
    if (era === null) {
      const examples = printings.map((id) => `'${printingLabel(id)}'`).join(' or ');
      const where = [...eras].map((x) => ERA_SETS[x]).join(' and ');
      return { reason: `ambiguous: '${e.label}' is printed in ${where} and the list's other cards don't tell which era it is: add set codes (e.g. ${examples}) or pass --rules classic|standard`, outsidePool: false };
    }
    candidates = printings.filter((id) => eraOfSet(ALL_CARDS[id].set) === era);
  }
  // Trainer and Energy reprints within an era play the same; Pokémon printings may not.
  if (candidates.length > 1 && ALL_CARDS[candidates[0]].supertype === Supertype.Pokemon) {
    return { reason: `'${e.label}' has several printings in the pool (${listed(candidates)}): add the set code and number`, outsidePool: false };
  }
  return candidates[0];
}

/** "26 of 60 cards are not in the pool: Iono PAL 185, Arven SVI 166, …" */
function outsideSummary(outside: Entry[], entries: Entry[]): string {
  const missing = outside.reduce((n, e) => n + e.count, 0);
  const total = entries.reduce((n, e) => n + e.count, 0);
  const names = [...new Set(outside.map((e) => (e.code === null ? e.label : `${e.label} ${e.code} ${e.number}`)))];
  return `${missing} of ${total} cards ${missing === 1 ? 'is' : 'are'} not in the pool: ${names.join(', ')}`;
}

/**
 * D1–D5 on parsed lines (exported for tests with a custom pool). `unresolved` counts the list's
 * cards that matched no card: they count towards D1, and D4 can't be told without them.
 */
export function checkConstruction(lines: DeckLine[], path: string, pool: readonly (CardDef & { aceSpec?: boolean })[], unresolved = 0): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (lines.length === 0 && unresolved === 0) return [{ path, line: 0, reason: 'no cards found' }];
  const total = lines.reduce((n, l) => n + l.count, 0) + unresolved;
  if (total !== 60 && total !== 30) {
    problems.push({ path, line: 0, reason: `${total} cards: a deck has exactly 60 cards, or 30 for a starter deck (D1)` });
  }
  // D2 / D3: at most 4 of a printed name, basic Energy excepted (a Special Energy is limited).
  const byName = new Map<string, { count: number; first: number; name: string }>();
  for (const l of lines) {
    const c = pool[l.card];
    if (c.supertype === Supertype.Energy && c.basic) continue;
    const key = normalizeName(ruleName(c.name));
    const e = byName.get(key) ?? { count: 0, first: l.line, name: ruleName(c.name) };
    e.count += l.count;
    byName.set(key, e);
  }
  for (const e of byName.values()) {
    if (e.count > 4) problems.push({ path, line: e.first, reason: `${e.count} copies of '${e.name}': at most 4 cards of one name (D2)` });
  }
  // D4
  if (unresolved === 0 && !lines.some((l) => { const c = pool[l.card]; return c.supertype === Supertype.Pokemon && c.stage === 0; })) {
    problems.push({ path, line: 0, reason: 'no Basic Pokémon: a deck needs at least one (D4)' });
  }
  // D5: ACE SPEC and Radiant Pokémon, 1 per deck.
  const ace = lines.filter((l) => (pool[l.card] as { aceSpec?: boolean }).aceSpec);
  const aceCount = ace.reduce((n, l) => n + l.count, 0);
  if (aceCount > 1) problems.push({ path, line: ace[0].line, reason: `${aceCount} ACE SPEC cards: at most 1 per deck (D5)` });
  const radiant = lines.filter((l) => RADIANT.test(pool[l.card].name));
  const radiantCount = radiant.reduce((n, l) => n + l.count, 0);
  if (radiantCount > 1) problems.push({ path, line: radiant[0].line, reason: `${radiantCount} Radiant Pokémon: at most 1 per deck (D5)` });
  return problems;
}

const MAX_DECK_BYTES = 1024 * 1024;

function megabytes(bytes: number): string {
  const mb = bytes / MAX_DECK_BYTES;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

function unreadable(path: string, reason: string): DeckError {
  return new DeckError([{ path, line: 0, reason }]);
}

/**
 * A deck file's text. Anything that is not a UTF-8 text file (too big, UTF-16, NUL bytes,
 * invalid UTF-8) is one DeckError "not a text deck list (...)", found without echoing its bytes;
 * the size is checked before reading.
 */
export function readDeckText(path: string): string {
  let bytes: Buffer;
  let fd = -1;
  try {
    fd = openSync(path, 'r');
    const st = fstatSync(fd);
    if (st.isDirectory()) throw unreadable(path, 'is a directory, not a deck file');
    if (st.size > MAX_DECK_BYTES) throw unreadable(path, `not a text deck list (${megabytes(st.size)}; a deck list is under 1 MB)`);
    bytes = readFileSync(fd);
  } catch (e) {
    if (e instanceof DeckError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw unreadable(path, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a deck file' : `cannot read (${code})`);
  } finally {
    if (fd >= 0) closeSync(fd);
  }
  // A special file may report size 0 and then stream more.
  if (bytes.length > MAX_DECK_BYTES) throw unreadable(path, 'not a text deck list (over 1 MB)');
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    throw unreadable(path, 'not a text deck list (UTF-16; save it as UTF-8)');
  }
  if (bytes.includes(0)) throw unreadable(path, 'not a text deck list (binary: it contains NUL bytes)');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(path, 'not a text deck list (not valid UTF-8)');
  }
}

/** Read and validate a deck file; throws DeckError with one line per problem. */
export function loadDeck(path: string, options: ParseOptions = {}): Deck {
  const { deck, problems } = parseDeck(readDeckText(path), path, options);
  if (problems.length > 0) throw new DeckError(problems);
  return deck;
}

/** D1: decks of different sizes never play each other. */
export function checkPairable(a: Deck, b: Deck): string | null {
  if (a.cards.length !== b.cards.length) {
    return `${a.path} has ${a.cards.length} cards and ${b.path} has ${b.cards.length}: decks of different sizes can't play each other (D1)`;
  }
  return null;
}
