// The tables a user brings to `calibrate` and `field`: observed records (deck,opponent,wins,losses,ties),
// a map of observed names to the results' decks (observed,deck) and meta shares (deck,share). Each is
// a CSV file or, from the library, an array of rows; every problem is one line naming the file and line.
import { InputError } from '../errors.js';
import { readCsv, objectRows, countCell, nonNegativeCell, nameCell, type CsvRow } from './csv.js';
import { DeckFinder, foldName, type SimDeck } from './sim-table.js';

/** A table: a CSV file's path, or its rows as objects (the library). */
export type TableInput = string | Record<string, string | number>[];

const OBSERVED = ['deck', 'opponent', 'wins', 'losses', 'ties'];

function rowsOf(input: TableInput, name: string, columns: string[], what: string): CsvRow[] {
  return typeof input === 'string' ? readCsv(input, columns, what) : objectRows(input, name, columns);
}

/** One deck's record against another, from its side; `where`: the rows it comes from. */
export interface Record3 { wins: number; losses: number; ties: number; where: string[] }

export const gamesOf = (r: { wins: number; losses: number; ties: number }): number => r.wins + r.losses + r.ties;
const recordText = (r: Record3) => `${r.wins}–${r.losses}–${r.ties}`;

export interface ObservedTable {
  source: string;
  rows: number;
  /** counts[i][j]: deck i's record against deck j (both directions filled); null where no row gave one. */
  counts: (Record3 | null)[][];
  /** Rows of a deck against itself (after the map): not compared, the simulation has no mirror. */
  mirrors: { deck: number; record: Record3 }[];
  /** Observed names the map leaves out (mapped to no deck), with the rows that named them. */
  ignored: { name: string; rows: number }[];
}

/**
 * The map of observed names to the results' decks: `observed,deck` rows (an empty deck: "not
 * simulated, leave its rows out"), or from the library an object { observed: deck | null }.
 */
export function readMap(input: TableInput | Record<string, string | null>, name: string, decks: SimDeck[]): Map<string, number | null> {
  const finder = new DeckFinder(decks, new Map(), '');
  const out = new Map<string, number | null>();
  const lines = new Map<string, string>();
  const rows: CsvRow[] = typeof input === 'string' || Array.isArray(input) ? rowsOf(input, name, ['observed', 'deck'], 'a map of observed names to decks (observed,deck)')
    : input !== null && typeof input === 'object' ? Object.entries(input).map(([k, v]) => {
      if (v !== null && typeof v !== 'string') throw new InputError(`${name}.${k}: must be a deck name or null`);
      return { where: `${name}.${k}`, cells: { observed: k.trim(), deck: (v ?? '').trim() } };
    })
      : (() => { throw new InputError(`${name} must be a file path, an array of rows or an object { observed: deck }`); })();
  for (const r of rows) {
    const observed = nameCell(r, 'observed'), key = foldName(observed);
    if (lines.has(key)) throw new InputError(`${r.where}: '${observed}' is mapped twice (also at ${lines.get(key)})`);
    lines.set(key, r.where);
    const deck = r.cells.deck;
    if (deck === '') { out.set(key, null); continue; }
    out.set(key, finder.need(deck, r.where, 'deck'));
  }
  return out;
}

/**
 * The observed records against the results' decks. Each unordered pair of names is given once, or
 * in both directions as the two sides of the same games (then one row must be the other's mirror
 * image); names that the map sends to the same deck add up (different names: different games).
 */
export function readObserved(input: TableInput, name: string, finder: DeckFinder): ObservedTable {
  const rows = rowsOf(input, name, OBSERVED, 'observed records (deck,opponent,wins,losses,ties)');
  const source = typeof input === 'string' ? input : name;
  const n = finder.decks.length;
  const t: ObservedTable = { source, rows: rows.length, counts: Array.from({ length: n }, () => new Array<Record3 | null>(n).fill(null)), mirrors: [], ignored: [] };
  // first pass: every row checked, duplicates refused, each unordered pair of names kept once
  const byNames = new Map<string, { a: string; b: string; fa: string; r: Record3 }>();
  const ignored = new Map<string, { name: string; rows: number }>();
  for (const row of rows) {
    const a = nameCell(row, 'deck'), b = nameCell(row, 'opponent');
    const r: Record3 = { wins: countCell(row, 'wins'), losses: countCell(row, 'losses'), ties: countCell(row, 'ties'), where: [row.where] };
    const i = finder.need(a, row.where, 'deck'), j = finder.need(b, row.where, 'opponent');
    if (i === null || j === null) {
      for (const x of [i === null ? a : null, j === null ? b : null]) {
        if (x === null) continue;
        const e = ignored.get(foldName(x)) ?? { name: x, rows: 0 };
        e.rows++;
        ignored.set(foldName(x), e);
      }
      continue;
    }
    // what a name stands for: the deck it names, or (through the map) the observed archetype
    const fa = finder.map.has(foldName(a)) ? `m:${foldName(a)}` : `d:${i}`, fb = finder.map.has(foldName(b)) ? `m:${foldName(b)}` : `d:${j}`;
    const key = fa <= fb ? `${fa}\u0000${fb}` : `${fb}\u0000${fa}`;
    const seen = byNames.get(key);
    if (!seen) { byNames.set(key, { a, b, fa, r }); continue; }
    const sameWay = seen.fa === fa; // the same direction (a mirror has only one)
    if (sameWay || seen.r.where.length > 1) {
      throw new InputError(`${row.where}: a second row for ${a} against ${b} (the first is ${seen.r.where[sameWay ? 0 : 1]}); give each ordered pair once`);
    }
    // the other direction: the same games from the other side
    if (r.wins !== seen.r.losses || r.losses !== seen.r.wins || r.ties !== seen.r.ties) {
      throw new InputError(`${row.where}: ${a} against ${b} (${recordText(r)}) is not the mirror image of ${seen.r.where[0]}, ${seen.a} against ${seen.b} (${recordText(seen.r)}); give each pair's games once, or both sides of the same games`);
    }
    seen.r.where.push(row.where);
  }
  t.ignored = [...ignored.values()];
  // second pass: onto the results' decks (a pair of names counts once, whichever way it was given)
  for (const { a, b, r } of byNames.values()) {
    const i = finder.find(a, r.where[0])!, j = finder.find(b, r.where[0])!;
    if (i === j) {
      const m = t.mirrors.find((x) => x.deck === i);
      if (m) add(m.record, r, false);
      else t.mirrors.push({ deck: i, record: { ...r, where: [...r.where] } });
      continue;
    }
    t.counts[i][j] = t.counts[i][j] ?? { wins: 0, losses: 0, ties: 0, where: [] };
    t.counts[j][i] = t.counts[j][i] ?? { wins: 0, losses: 0, ties: 0, where: [] };
    add(t.counts[i][j]!, r, false);
    add(t.counts[j][i]!, r, true);
  }
  return t;
}

function add(into: Record3, r: Record3, swap: boolean): void {
  into.wins += swap ? r.losses : r.wins;
  into.losses += swap ? r.wins : r.losses;
  into.ties += r.ties;
  into.where.push(...r.where);
}

/** A field's decks and their shares (deck,share): shares ≥ 0, any scale (they are normalised), each deck once. */
export interface ShareRow { name: string; share: number; where: string }

export function readShares(input: TableInput, name: string): ShareRow[] {
  const rows = rowsOf(input, name, ['deck', 'share'], 'meta shares (deck,share)');
  const seen = new Map<string, string>();
  const out: ShareRow[] = [];
  for (const r of rows) {
    const deck = nameCell(r, 'deck'), key = foldName(deck);
    if (seen.has(key)) throw new InputError(`${r.where}: a second row for ${deck} (the first is ${seen.get(key)}); give each deck's share once`);
    seen.set(key, r.where);
    const share = nonNegativeCell(r, 'share', /%$/.test(r.cells.share) ? ' (write 12.5, not 12.5%: shares are normalised to add up to 1)' : '');
    out.push({ name: deck, share, where: r.where });
  }
  const source = typeof input === 'string' ? input : name;
  if (out.length === 0) throw new InputError(`${source}: no shares (a header deck,share and one row per deck are expected)`);
  if (!(out.reduce((s, x) => s + x.share, 0) > 0)) throw new InputError(`${source}: every share is 0`);
  return out;
}
