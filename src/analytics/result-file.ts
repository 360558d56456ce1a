// Result documents on disk (simulate --json/--out, merge, a report folder's results.json): written
// sealed with a checksum, and read back only after the checksum and every consistency check pass
// (counts that add up, a range inside the run, derived figures equal to what the counts give), so
// an edited or damaged file is refused with one line instead of silently changing a figure.
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { seal, checksumProblem } from '../sim/checksum.js';
import { countsProblem, C } from '../sim/counts.js';
import { shardRange } from '../sim/run.js';
import { buildMatrix, type MatrixResult, type RunResult } from './simulation.js';
import { buildResult, RESULT_SCHEMA, type MatchupResult } from './results.js';
import { cardCountsProblem } from '../sim/card-stats.js';

const TIMING = new Set(['gamesPerSecond', 'elapsedSeconds', 'checksum']);

/** JSON text of a value without timing fields and checksums (at any depth), for comparing documents. */
export function contentOf(v: unknown): string {
  return JSON.stringify(v, (k, x) => (TIMING.has(k) ? undefined : x));
}

/** The document as written to a file or printed by --json: sealed, one field a line. */
export function resultText(r: RunResult): string {
  return JSON.stringify(seal(r), null, 1) + '\n';
}

const isMatrix = (r: unknown): r is MatrixResult => (r as MatrixResult)?.kind === 'matrix';
const isTime = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** Why a matchup document is inconsistent, or null. */
export function matchupProblem(m: MatchupResult): string | null {
  if (m === null || typeof m !== 'object' || m.tool !== 'ptcg' || !Array.isArray(m.counts)) return 'not a ptcg simulation result (missing or malformed counts)';
  if (m.schema !== RESULT_SCHEMA) return `result schema ${String(m.schema)} (this version reads ${RESULT_SCHEMA})`;
  const why = countsProblem(m.counts);
  if (why) return why;
  if (!Number.isSafeInteger(m.plannedGames) || m.plannedGames < 1) return `plannedGames is ${String(m.plannedGames)}`;
  let range: [number, number] = [0, m.plannedGames];
  if (m.shard !== null || m.range !== null) {
    const s = /^(\d+)\/(\d+)$/.exec(String(m.shard));
    const k = s ? Number(s[1]) : NaN, n = s ? Number(s[2]) : NaN;
    if (!s || n < 1 || k >= n) return `shard '${String(m.shard)}' is not K/N`;
    range = shardRange(m.plannedGames, { k, n });
    if (JSON.stringify(m.range) !== JSON.stringify(range)) return `range ${JSON.stringify(m.range)} is not shard ${m.shard}'s games ${JSON.stringify(range)}`;
  }
  const games = m.counts[C.games], expected = range[1] - range[0];
  if (games > expected) return `${games} games played in a range of ${expected}`;
  if (m.partial !== games < expected) return m.partial ? `marked partial but all ${expected} games were played` : `not marked partial but only ${games} of ${expected} games were played`;
  if (!isTime(m.elapsedSeconds) || !isTime(m.gamesPerSecond)) return 'bad timing fields';
  if (!Array.isArray(m.deckCards) || m.deckCards.length !== 2 || !m.deckCards.every((d) => Array.isArray(d) && d.every(Number.isSafeInteger))) return 'deckCards missing';
  let cards: Float64Array | null = null;
  if (m.cardStats !== undefined) {
    if (m.cardStats === null || typeof m.cardStats !== 'object' || !Array.isArray(m.cardStats.counts)) return 'cardStats without its counts';
    const bad = cardCountsProblem(m.cardStats.counts, m.deckCards, games, [m.counts[C.wins], m.counts[C.wins + 1]]);
    if (bad) return bad;
    cards = Float64Array.from(m.cardStats.counts);
  }
  const spec = { seed: m.seed, rules: m.rules, bots: m.bots, suddenDeath: m.suddenDeath, turnLimit: m.turnLimit, games: m.plannedGames, decks: m.decks, deckFiles: m.deckFiles, deckCards: m.deckCards };
  const rebuilt = buildResult(spec, Float64Array.from(m.counts), { partial: m.partial, shard: m.shard, range: m.shard === null ? null : range, elapsedSeconds: m.elapsedSeconds }, cards);
  const a = JSON.parse(contentOf(rebuilt)) as Record<string, unknown>, b = JSON.parse(contentOf(m)) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return `its field '${key}' does not match its counts`;
  }
  return null;
}

/** Why a matrix document is inconsistent, or null. */
export function matrixProblem(r: MatrixResult): string | null {
  const n = Array.isArray(r.decks) ? r.decks.length : 0;
  if (n < 2 || !Array.isArray(r.deckFiles) || r.deckFiles.length !== n || !Array.isArray(r.matchups)) return 'a matrix without its decks or matchups';
  const seen = new Set<string>();
  for (const [k, m] of r.matchups.entries()) {
    const why = matchupProblem(m);
    if (why) return `matchup ${k + 1}: ${why}`;
    const i = r.deckFiles.indexOf(m.deckFiles[0]), j = r.deckFiles.indexOf(m.deckFiles[1]);
    if (i < 0 || j < 0 || i === j) return `matchup ${k + 1} is not a pair of the matrix's decks`;
    if (seen.has(`${i},${j}`)) return `matchup ${m.decks[0]} vs ${m.decks[1]} appears twice`;
    seen.add(`${i},${j}`);
    if (m.seed !== r.seed || m.rules !== r.rules || m.plannedGames !== r.games || JSON.stringify(m.bots) !== JSON.stringify(r.bots)) return `matchup ${k + 1} is from another run than the matrix (seed, rules, games or bots)`;
  }
  // every ordered pair, or the one matchup of a single run shown as a matrix
  if (seen.size !== n * (n - 1) && !(n === 2 && seen.size === 1)) return `${seen.size} matchups for ${n} decks (${n * (n - 1)} expected)`;
  if (!isTime(r.elapsedSeconds) || !isTime(r.gamesPerSecond)) return 'bad timing fields';
  const rebuilt = buildMatrix(r.decks, r.deckFiles, r.matchups, r, r.elapsedSeconds);
  const a = JSON.parse(contentOf(rebuilt)) as Record<string, unknown>, b = JSON.parse(contentOf(r)) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key !== 'matchups' && JSON.stringify(a[key]) !== JSON.stringify(b[key])) return `its field '${key}' does not match its matchups`;
  }
  return null;
}

export function resultProblem(r: RunResult): string | null {
  return isMatrix(r) ? matrixProblem(r) : matchupProblem(r);
}

/** Parse a result file's text and check it; throws an InputError naming the file and the problem. */
export function parseResult(text: string, file: string): RunResult {
  let r: RunResult;
  try {
    r = JSON.parse(text) as RunResult;
  } catch {
    throw new InputError(`${file}: not valid JSON (a simulate --json / --out result is expected)`);
  }
  if (r === null || typeof r !== 'object' || (!isMatrix(r) && (r as MatchupResult).tool !== 'ptcg')) {
    throw new InputError(`${file}: not a ptcg simulation result`);
  }
  const sealed = checksumProblem(r);
  if (sealed) throw new InputError(`${file}: refused: ${sealed}`);
  const why = resultProblem(r);
  if (why) throw new InputError(`${file}: refused: ${why}`);
  return r;
}

export function readTextFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code})`}`);
  }
}

export function readResultFile(file: string): RunResult {
  return parseResult(readTextFile(file), file);
}

const RUN_FIELDS: [keyof MatchupResult, string][] = [
  ['seed', 'the seed'], ['rules', 'the rules'], ['plannedGames', 'the number of games'], ['bots', 'the bots'],
  ['deckCards', 'a deck list'], ['suddenDeath', '--sudden-death'], ['turnLimit', 'the turn limit'],
];

/** The first field in which two matchup documents come from different runs, as a phrase; null when the same run. */
export function runDifference(a: MatchupResult, b: MatchupResult): string | null {
  if ((a.cardStats === undefined) !== (b.cardStats === undefined)) return `--card-stats differs (${b.cardStats === undefined ? 'off' : 'on'} vs ${a.cardStats === undefined ? 'off' : 'on'})`;
  for (const [k, name] of RUN_FIELDS) {
    const x = JSON.stringify(a[k]), y = JSON.stringify(b[k]);
    if (x !== y) return `${name} differs${k === 'deckCards' ? '' : ` (${y} vs ${x})`}`;
  }
  return null;
}

/** A report folder's results.json: the groups of a report and their results. */
export interface ReportInput {
  kind: 'ptcg-report-input';
  /** `coverage`: the report's note on what part of a run a group's result covers (null: all of it). */
  groups: { id: string; title: string; result: RunResult; coverage?: string | null }[];
}

export function reportInputText(input: ReportInput): string {
  return JSON.stringify(seal(input)) + '\n';
}

/**
 * The results saved in a file: a simulate/merge result (one group, titled by the caller) or a
 * report folder's results.json (its groups). Checked like any result file.
 */
export function readSavedResults(file: string): { id: string; title: string | null; result: RunResult; coverage?: string | null }[] {
  const text = readTextFile(file);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new InputError(`${file}: not valid JSON (a simulate --json / --out result or a report's results.json is expected)`);
  }
  if ((doc as ReportInput)?.kind !== 'ptcg-report-input') return [{ id: '', title: null, result: parseResult(text, file) }];
  const input = doc as ReportInput;
  const sealed = checksumProblem(input);
  if (sealed) throw new InputError(`${file}: refused: ${sealed}`);
  if (!Array.isArray(input.groups) || input.groups.length === 0) throw new InputError(`${file}: refused: a report input without groups`);
  for (const [k, g] of input.groups.entries()) {
    const why = g?.result ? resultProblem(g.result) : 'no result';
    if (why) throw new InputError(`${file}: refused: group ${k + 1}: ${why}`);
  }
  return input.groups;
}
