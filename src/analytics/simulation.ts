// A simulation as documents: plays a run (sim/run.ts) and builds its result document (one
// matchup) or matrix; merges shard documents of one run.
import { playRun, type RunConfig, type RunHooks } from '../sim/run.js';
import { newCounts, mergeInto } from '../sim/counts.js';
import { buildResult, countsOf, cardCountsOf, type MatchupResult, type RunSpec } from './results.js';
import { wilson, type Interval } from './stats.js';
import { matrixCardStats, type MatrixCardStats } from './card-stats.js';

export interface MatrixResult {
  schema: number;
  kind: 'matrix';
  partial: boolean;
  seed: string;
  rules: string;
  bots: [string, string];
  games: number; // per matchup (per seating)
  decks: string[];
  deckFiles: string[];
  /** winRate[i][j]: row deck i against column deck j over both seatings (null on the diagonal). */
  winRate: (Interval | null)[][];
  matchups: MatchupResult[];
  /** Per deck over all its matchups: only when every matchup has card statistics (--card-stats). */
  cardStats?: MatrixCardStats;
  gamesPerSecond: number;
  elapsedSeconds: number;
}

export type RunResult = MatchupResult | MatrixResult;

export async function runSimulation(c: RunConfig, hooks: RunHooks = {}): Promise<RunResult> {
  const played = await playRun(c, hooks);
  const [start, end] = played.range;
  const elapsed = played.elapsedSeconds;
  const results = played.jobs.map((job, k) => {
    const a = c.decks[job.i], b = c.decks[job.j];
    const spec: RunSpec = {
      seed: c.seed, rules: c.rules, bots: c.bots, suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, games: c.games,
      decks: [a.name, b.name], deckFiles: [a.path, b.path], deckCards: [a.cards, b.cards],
    };
    return buildResult(spec, played.outcomes[k].counts, {
      partial: played.outcomes[k].games < played.perJob,
      shard: c.shard ? `${c.shard.k}/${c.shard.n}` : null,
      range: c.shard ? [start, end] : null,
      elapsedSeconds: elapsed,
    }, played.outcomes[k].cardCounts);
  });
  if (!c.matrix) return results[0];
  return buildMatrix(c.decks.map((d) => d.name), c.decks.map((d) => d.path), results, c, elapsed);
}

export function buildMatrix(names: string[], files: string[], matchups: MatchupResult[], c: { seed: string; rules: string; bots: [string, string]; games: number }, elapsed: number): MatrixResult {
  const n = names.length;
  const winRate: (Interval | null)[][] = [];
  for (let i = 0; i < n; i++) {
    const row: (Interval | null)[] = [];
    for (let j = 0; j < n; j++) {
      if (i === j) { row.push(null); continue; }
      // deck i as player 0 against j, plus deck i as player 1 against j
      const ij = matchups.find((m) => m.deckFiles[0] === files[i] && m.deckFiles[1] === files[j]);
      const ji = matchups.find((m) => m.deckFiles[0] === files[j] && m.deckFiles[1] === files[i]);
      const wins = (ij?.wins[0] ?? 0) + (ji?.wins[1] ?? 0);
      const games = (ij?.games ?? 0) + (ji?.games ?? 0);
      row.push(wilson(wins, games));
    }
    winRate.push(row);
  }
  const games = matchups.reduce((s, m) => s + m.games, 0);
  const cardStats = matrixCardStats(names, files, matchups);
  return {
    schema: 1, kind: 'matrix', partial: matchups.some((m) => m.partial), seed: c.seed, rules: c.rules, bots: c.bots, games: c.games,
    decks: names, deckFiles: files, winRate, matchups, ...(cardStats ? { cardStats } : {}), gamesPerSecond: elapsed > 0 ? games / elapsed : 0, elapsedSeconds: elapsed,
  };
}

/** Add shard results of the same run (checked by the caller) into one result. */
export function mergeMatchups(parts: MatchupResult[], elapsed: number): MatchupResult {
  const counts = newCounts();
  for (const p of parts) mergeInto(counts, countsOf(p));
  // card counts add like the counts (the caller checked that every part has them, or none)
  let cards: Float64Array | null = null;
  for (const p of parts) {
    const c = cardCountsOf(p);
    if (c === null) continue;
    cards = cards ?? new Float64Array(c.length);
    for (let i = 0; i < c.length; i++) cards[i] += c[i];
  }
  const first = parts[0];
  const spec: RunSpec = {
    seed: first.seed, rules: first.rules, bots: first.bots, suddenDeath: first.suddenDeath, turnLimit: first.turnLimit,
    games: first.plannedGames, decks: first.decks, deckFiles: first.deckFiles, deckCards: first.deckCards,
  };
  const partial = parts.some((p) => p.partial) || counts[0] < first.plannedGames;
  return buildResult(spec, counts, { partial, shard: null, range: null, elapsedSeconds: elapsed }, cards);
}
