// Deck lists in the PTCG Live text format, checked against D1–D5 and the card pool.
//   Pokémon: 20            section headers (their counts are checked)
//   4 Bulbasaur BS 44      COUNT NAME SET NUMBER
//   18 Basic Fire Energy SVE 2
// Blank lines, "Total Cards: N" and comments (#, //) are allowed; "# name: X" names the deck.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ALL_CARDS, findByCode, findByName, normalizeName } from '../cards/pool.js';
import { Supertype, type CardDef } from '../cards/types.js';

export interface DeckLine {
  line: number;
  count: number;
  card: number; // card id
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
  }
}

export function formatProblem(p: DeckProblem): string {
  return `${p.path}${p.line > 0 ? `:${p.line}` : ''}: ${p.reason}`;
}

const SECTION = /^(pok[eé]mon|trainer|energy)\s*:\s*(\d+)\s*$/i;
const CARD_WITH_SET = /^(\d+)\s+(.+?)\s+([A-Za-z][A-Za-z0-9-]*)\s+(\d+)$/;
const CARD_BY_NAME = /^(\d+)\s+(.+)$/;
const RADIANT = /^radiant /i;

/** Parse and validate a deck list text. Returns the deck and every problem found. */
export function parseDeck(text: string, path: string): { deck: Deck; problems: DeckProblem[] } {
  const problems: DeckProblem[] = [];
  const lines: DeckLine[] = [];
  let name = basename(path).replace(/\.[^.]*$/, '');
  interface Section { line: number; label: string; expected: number; actual: number }
  let section: Section | null = null as Section | null;
  const sections: Section[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  rows.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim();
    if (line === '' || /^total cards\s*:/i.test(line)) return;
    if (line.startsWith('#') || line.startsWith('//')) {
      const m = /^(?:#|\/\/)\s*name\s*:\s*(.+)$/i.exec(line);
      if (m) name = m[1].trim();
      return;
    }
    const sec = SECTION.exec(line);
    if (sec) {
      section = { line: lineNo, label: sec[1], expected: Number(sec[2]), actual: 0 };
      sections.push(section);
      return;
    }
    let count: number, card = -1, label: string;
    const withSet = CARD_WITH_SET.exec(line);
    if (withSet) {
      count = Number(withSet[1]);
      label = withSet[2];
      card = findByCode(withSet[3], Number(withSet[4]));
      if (card < 0) {
        // The set code may be part of a name we can still resolve uniquely.
        const byName = findByName(`${withSet[2]}`);
        if (byName.length === 0) {
          problems.push({ path, line: lineNo, reason: `unknown card '${withSet[2]} ${withSet[3]} ${withSet[4]}' (not in the card pool)` });
          return;
        }
        problems.push({ path, line: lineNo, reason: `unknown printing '${withSet[3]} ${withSet[4]}' of '${withSet[2]}' (not in the card pool)` });
        return;
      }
      if (normalizeName(ALL_CARDS[card].name) !== normalizeName(label)) {
        problems.push({ path, line: lineNo, reason: `${withSet[3]} ${withSet[4]} is '${ALL_CARDS[card].name}', not '${label}'` });
        return;
      }
    } else {
      const byName = CARD_BY_NAME.exec(line);
      if (!byName) {
        problems.push({ path, line: lineNo, reason: `malformed line '${line}' (expected COUNT NAME SET NUMBER)` });
        return;
      }
      count = Number(byName[1]);
      label = byName[2];
      const ids = findByName(label);
      if (ids.length === 0) {
        problems.push({ path, line: lineNo, reason: `unknown card '${label}' (not in the card pool)` });
        return;
      }
      if (ids.length > 1 && ALL_CARDS[ids[0]].supertype === Supertype.Pokemon) {
        problems.push({ path, line: lineNo, reason: `'${label}' has several printings in the pool: add the set code and number` });
        return;
      }
      card = ids[0];
    }
    if (!Number.isInteger(count) || count < 1) {
      problems.push({ path, line: lineNo, reason: `bad count ${count} (must be at least 1)` });
      return;
    }
    if (section) section.actual += count;
    lines.push({ line: lineNo, count, card });
  });
  for (const sec of sections) {
    if (sec.actual !== sec.expected) {
      problems.push({ path, line: sec.line, reason: `section '${sec.label}: ${sec.expected}' lists ${sec.actual} cards` });
    }
  }
  const cards: number[] = [];
  for (const l of lines) for (let i = 0; i < l.count; i++) cards.push(l.card);
  problems.push(...checkConstruction(lines, path, ALL_CARDS));
  return { deck: { name, path, cards, lines }, problems };
}

/** D1–D5 on parsed lines (exported for tests with a custom pool). */
export function checkConstruction(lines: DeckLine[], path: string, pool: readonly (CardDef & { aceSpec?: boolean })[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (lines.length === 0) return [{ path, line: 0, reason: 'no cards found' }];
  const total = lines.reduce((n, l) => n + l.count, 0);
  if (total !== 60 && total !== 30) {
    problems.push({ path, line: 0, reason: `${total} cards: a deck has exactly 60 cards, or 30 for a starter deck (D1)` });
  }
  // D2 / D3: at most 4 of a printed name, basic Energy excepted.
  const byName = new Map<string, { count: number; first: number; name: string }>();
  for (const l of lines) {
    const c = pool[l.card];
    if (c.supertype === Supertype.Energy) continue;
    const key = normalizeName(c.name);
    const e = byName.get(key) ?? { count: 0, first: l.line, name: c.name };
    e.count += l.count;
    byName.set(key, e);
  }
  for (const e of byName.values()) {
    if (e.count > 4) problems.push({ path, line: e.first, reason: `${e.count} copies of '${e.name}': at most 4 cards of one name (D2)` });
  }
  // D4
  if (!lines.some((l) => { const c = pool[l.card]; return c.supertype === Supertype.Pokemon && c.stage === 0; })) {
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

/** Read and validate a deck file; throws DeckError with one line per problem. */
export function loadDeck(path: string): Deck {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new DeckError([{ path, line: 0, reason: code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a deck file' : `cannot read (${code})` }]);
  }
  const { deck, problems } = parseDeck(text, path);
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
