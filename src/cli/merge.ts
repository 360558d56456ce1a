// `ptcg merge part-*.json`: add shard results of one run into the result of the whole run.
import { mergeMatchups, buildMatrix, type RunResult, type MatrixResult } from '../analytics/simulation.js';
import { readResultFile, resultText, runDifference } from '../analytics/result-file.js';
import type { MatchupResult } from '../analytics/results.js';
import { UserError } from './errors.js';
import { writeAtomic } from './io.js';
import { summary } from './summary.js';

function mergeGroup(parts: MatchupResult[], files: string[]): MatchupResult {
  for (let i = 1; i < parts.length; i++) {
    const diff = runDifference(parts[0], parts[i]);
    if (diff) throw new UserError(`${files[i]}: not from the same run as ${files[0]}: ${diff}`);
  }
  const ranges = parts.map((p, i) => ({ r: p.range ?? [0, p.plannedGames], f: files[i] })).sort((a, b) => a.r[0] - b.r[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].r[0] < ranges[i - 1].r[1]) throw new UserError(`${ranges[i].f}: overlaps ${ranges[i - 1].f} (games ${ranges[i].r[0]}–${ranges[i - 1].r[1] - 1} twice)`);
  }
  return mergeMatchups(parts, parts.reduce((s, p) => s + p.elapsedSeconds, 0));
}

export function mergeResults(files: string[]): RunResult {
  const results = files.map(readResultFile);
  const isMatrix = results.map((r) => 'kind' in r && r.kind === 'matrix');
  if (isMatrix.some((m) => m !== isMatrix[0])) throw new UserError('cannot merge matrix results with single-matchup results');
  if (!isMatrix[0]) return mergeGroup(results as MatchupResult[], files);
  const mats = results as MatrixResult[];
  const first = mats[0];
  for (let i = 1; i < mats.length; i++) {
    if (JSON.stringify(mats[i].deckFiles) !== JSON.stringify(first.deckFiles)) throw new UserError(`${files[i]}: a matrix over different decks than ${files[0]}`);
  }
  const merged = first.matchups.map((_, k) => mergeGroup(mats.map((m) => m.matchups[k]), files));
  return buildMatrix(first.decks, first.deckFiles, merged, { seed: first.seed, rules: first.rules, bots: first.bots, games: first.games }, merged.reduce((s, m) => s + m.elapsedSeconds, 0));
}

export function mergeCommand(a: { files: string[]; out?: string; json?: boolean }): void {
  if (a.files.length < 1) throw new UserError('name at least one result file');
  const r = mergeResults(a.files);
  const text = resultText(r);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json || !a.out ? text : summary(r) + '\n');
}
