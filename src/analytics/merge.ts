// Merging shard results of one run (`ptcg merge` and the library): every part is
// read through the integrity checks, parts must come from the same run (the differing field is
// named) and cover disjoint game ranges; the counts are added.
import { InputError } from '../errors.js';
import { readResultFile, runDifference } from './result-file.js';
import { mergeMatchups, buildMatrix, type RunResult, type MatrixResult } from './simulation.js';
import type { MatchupResult } from './results.js';

function mergeGroup(parts: MatchupResult[], files: string[]): MatchupResult {
  for (let i = 1; i < parts.length; i++) {
    const diff = runDifference(parts[0], parts[i]);
    if (diff) throw new InputError(`${files[i]}: not from the same run as ${files[0]}: ${diff}`);
  }
  const ranges = parts.map((p, i) => ({ r: p.range ?? [0, p.plannedGames], f: files[i] })).sort((a, b) => a.r[0] - b.r[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].r[0] < ranges[i - 1].r[1]) throw new InputError(`${ranges[i].f}: overlaps ${ranges[i - 1].f} (games ${ranges[i].r[0]}–${ranges[i - 1].r[1] - 1} twice)`);
  }
  return mergeMatchups(parts, parts.reduce((s, p) => s + p.elapsedSeconds, 0));
}

/** Add the result documents of parts of one run; throws an InputError naming the file and problem. */
export function mergeResultDocuments(results: RunResult[], files: string[]): RunResult {
  if (results.length < 1) throw new InputError('name at least one result file');
  const isMatrix = results.map((r) => 'kind' in r && r.kind === 'matrix');
  if (isMatrix.some((m) => m !== isMatrix[0])) throw new InputError('cannot merge matrix results with single-matchup results');
  if (!isMatrix[0]) return mergeGroup(results as MatchupResult[], files);
  const mats = results as MatrixResult[];
  const first = mats[0];
  for (let i = 1; i < mats.length; i++) {
    if (JSON.stringify(mats[i].deckFiles) !== JSON.stringify(first.deckFiles)) throw new InputError(`${files[i]}: a matrix over different decks than ${files[0]}`);
  }
  const merged = first.matchups.map((_, k) => mergeGroup(mats.map((m) => m.matchups[k]), files));
  // A matrix's time is its parts' run times added; each matchup of a part carries that part's whole
  // run time (matchups share the pool), so adding matchups would count it once per matchup.
  return buildMatrix(first.decks, first.deckFiles, merged, { seed: first.seed, rules: first.rules, bots: first.bots, games: first.games }, mats.reduce((s, m) => s + m.elapsedSeconds, 0));
}

/** Read and merge result files. */
export function mergeResultFiles(files: string[]): RunResult {
  return mergeResultDocuments(files.map(readResultFile), files);
}
