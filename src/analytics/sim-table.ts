// The simulated matchups of a result document as one table (for `calibrate` and `field`): per
// ordered pair of decks, the row deck's wins, losses and draws over both seatings, and how the
// names of other tables (observed records, meta shares) find its decks.
import { basename } from 'node:path';
import { InputError } from '../errors.js';
import { readSavedResults, resultProblem } from './result-file.js';
import { asMatrix } from './report-data.js';
import type { MatrixResult, RunResult } from './simulation.js';
import { wilson } from './stats.js';

/** Games of one deck against another: its wins, its losses and the draws. */
export interface Outcome { wins: number; losses: number; draws: number }

export interface SimDeck { name: string; file: string; group: string }

/** The settings of one run of the results (a report's results.json may hold several). */
export interface RunInfo { group: string; seed: string; rules: string; bots: [string, string]; games: number; partial: boolean }

export interface SimulatedTable {
  /** Where the results came from (a file, or "results" for documents given to the library). */
  source: string;
  decks: SimDeck[];
  runs: RunInfo[];
  /** outcome[i][j]: deck i against deck j over both seatings; null when not simulated (the diagonal, decks of different runs). */
  outcome: (Outcome | null)[][];
}

/** How a tie (a draw) counts in a rate: `third` (the common convention), `half` or `loss`. */
export type TiesAs = 'third' | 'half' | 'loss';
export const TIE_WEIGHT: Record<TiesAs, number> = { third: 1 / 3, half: 1 / 2, loss: 0 };
export const TIES_AS: TiesAs[] = ['third', 'half', 'loss'];

/** A rate with its 95% interval: `estimate` = (wins + w · ties) / games, Wilson's interval on that score. */
export interface Rate { estimate: number; low: number; high: number }

export function scoreRate(wins: number, ties: number, games: number, tieWeight: number): Rate {
  const w = wilson(wins + tieWeight * ties, games);
  return { estimate: w.estimate, low: w.low, high: w.high };
}

/** The standard error behind a 95% interval (its half-width over 1.96): never 0 for a rate of ≥ 1 game. */
export const seOf = (r: Rate): number => (r.high - r.low) / (2 * 1.959963984540054);

function addGroup(t: SimulatedTable, title: string, m: MatrixResult): void {
  const index = new Map<string, number>(); // deck file → index in t.decks (a mirror run names one file twice)
  for (const [k, name] of m.decks.entries()) {
    if (index.has(m.deckFiles[k])) continue;
    const clash = t.decks.find((d) => d.name === name && d.group !== title);
    if (clash) throw new InputError(`${t.source}: the deck '${name}' is in two runs (${clash.group}, ${title}); give the results of one run`);
    index.set(m.deckFiles[k], t.decks.length);
    t.decks.push({ name, file: m.deckFiles[k], group: title });
  }
  t.runs.push({ group: title, seed: m.seed, rules: m.rules, bots: m.bots, games: m.games, partial: m.partial });
  const n = t.decks.length;
  for (const row of t.outcome) while (row.length < n) row.push(null);
  while (t.outcome.length < n) t.outcome.push(new Array<Outcome | null>(n).fill(null));
  for (const r of m.matchups) {
    const i = index.get(r.deckFiles[0])!, j = index.get(r.deckFiles[1])!;
    if (r.games === 0 || i === j) continue; // a mirror is not a matchup of two decks
    // seat 0 is deck i: its wins are wins[0]; deck j's view swaps them
    for (const [a, b, w, l] of [[i, j, r.wins[0], r.wins[1]], [j, i, r.wins[1], r.wins[0]]]) {
      const o = t.outcome[a][b] ?? { wins: 0, losses: 0, draws: 0 };
      t.outcome[a][b] = { wins: o.wins + w, losses: o.losses + l, draws: o.draws + r.draws };
    }
  }
}

/** The table of result groups (each a matrix, e.g. a report's groups). */
export function tableOf(source: string, groups: { title: string; result: MatrixResult }[]): SimulatedTable {
  const t: SimulatedTable = { source, decks: [], runs: [], outcome: [] };
  for (const g of groups) addGroup(t, g.title, g.result);
  return t;
}

/** The table of saved results: a simulate/merge result or a report's results.json (every group). */
export function readSimulated(file: string): SimulatedTable {
  const groups = readSavedResults(file);
  return tableOf(file, groups.map((g, k) => ({ title: g.title ?? (groups.length > 1 ? `group ${k + 1}` : basename(file)), result: asMatrix(g.result) })));
}

/** The table of result documents given to the library (each checked as a result file is). */
export function simulatedFrom(results: RunResult | RunResult[], name: string): SimulatedTable {
  const list = Array.isArray(results) ? results : [results];
  if (list.length === 0) throw new InputError(`${name}: no result given`);
  return tableOf(name, list.map((r, k) => {
    const why = r !== null && typeof r === 'object' ? resultProblem(r) : 'not a result document';
    if (why) throw new InputError(`${name}${list.length > 1 ? `[${k}]` : ''}: ${why}`);
    return { title: list.length > 1 ? `result ${k + 1}` : name, result: asMatrix(r) };
  }));
}

const fileName = (path: string) => basename(path).replace(/\.txt$/i, '');
const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Finds a deck by a name from another table: its name (a list's "# name:" line or title) or its file
 * name without ".txt", exactly, else ignoring case and runs of spaces; `map` (a folded observed
 * name → the deck's index, or null: "not simulated, leave out") is asked first.
 */
export class DeckFinder {
  /** `mapOption`: how the caller names the map option, for messages (--map, map; '' for none: the map's own names). */
  constructor(readonly decks: SimDeck[], readonly map: Map<string, number | null> = new Map(), readonly mapOption = 'a map') {}

  /** The deck's index; null: mapped to nothing; undefined: no such deck. Throws (naming `where`) when ambiguous. */
  find(name: string, where: string): number | null | undefined {
    const mapped = this.map.get(fold(name));
    if (mapped !== undefined) return mapped;
    for (const same of [(a: string, b: string) => a === b, (a: string, b: string) => fold(a) === fold(b)]) {
      const hits = this.decks.flatMap((d, k) => (same(d.name, name) || same(fileName(d.file), name) ? [k] : []));
      if (hits.length > 1) throw new InputError(`${where}: '${name}' names ${hits.length} decks of the results (${hits.map((k) => `${this.decks[k].name} (${this.decks[k].file})`).join(', ')}); use a map to tell them apart`);
      if (hits.length === 1) return hits[0];
    }
    return undefined;
  }

  /** The deck a name must name (see find): a name that names none is an error. */
  need(name: string, where: string, column: string): number | null {
    const k = this.find(name, where);
    if (k === undefined) throw new InputError(`${where}: unknown deck '${name}' in ${column} (the results hold ${this.list()}${this.mapOption ? `; ${this.mapOption} (a CSV file observed,deck) maps other names to these` : ''})`);
    return k;
  }

  /** The results' decks, for messages (the first 12). */
  list(): string {
    const names = this.decks.map((d) => d.name);
    return names.length > 12 ? `${names.slice(0, 12).join(', ')}, … (${names.length} decks)` : names.join(', ');
  }
}

export const foldName = fold;
