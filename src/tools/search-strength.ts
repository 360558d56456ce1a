// Issue 34's acceptance figures: does the search bot get stronger with its budget? Each head to
// head (B against A, e.g. ismcts:400 against ismcts:100) is a `ptcg ladder` of the two bots on each
// of four deck pairs (Base Set, Battle Decks, League Battle Decks, Standard 2026), both seats and
// both deck orders, the same games `ptcg ladder --decks X Y --bots A,B --games G --seed S` plays.
// Prints B's score per pair and over the four (draws count half, Wilson 95% intervals) as a
// Markdown table; exits 1 if a pooled score is below its threshold. About 1.5 hours for the
// default runs on 2 cores (ismcts:1600 is most of it).
//   node dist/src/tools/search-strength.js [--games 100] [--runs ismcts:100/ismcts:400,ismcts:400/ismcts:1600]
//     [--thresholds 0.58,0.55] [--workers 2] [--seed 1]
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { ladder } from '../lib/ladder.js';
import { wilson, type Interval } from '../analytics/stats.js';
import { pct, pctRange } from '../analytics/format.js';

/** The deck pairs, short names as in docs/DESIGN.md (Strength with N). */
export const STRENGTH_PAIRS: { name: string; decks: [string, string] }[] = [
  { name: 'std', decks: ['decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt'] },
  { name: 'cls', decks: ['decks/classic/overgrowth.txt', 'decks/classic/zap.txt'] },
  { name: 'lea', decks: ['decks/standard/charizard-ex-league.txt', 'decks/standard/gardevoir-ex-league.txt'] },
  { name: 's26', decks: ['decks/standard-2026/raging-bolt-ogerpon.txt', 'decks/standard-2026/dragapult-dusknoir.txt'] },
];

/** B's points (a win 1, a draw ½) and games against A. */
export interface Score { points: number; games: number }

/** B's score against A on one deck pair: `games` games in each of the ladder's four seatings. */
export async function headToHead(a: string, b: string, decks: [string, string], games: number, seed: string, workers: number): Promise<Score> {
  const r = await ladder({ decks, bots: [a, b], games, seed, workers });
  const h = r.headToHead.find((x) => x.bot === b && x.opponent === a);
  if (!h) throw new Error(`the ladder of ${a} and ${b} has no head to head`);
  return { points: h.wins + h.draws / 2, games: h.games };
}

/** Scores pooled: their points and games summed, with the Wilson interval of the whole. */
export function pooled(scores: Score[]): Score & { score: Interval } {
  const points = scores.reduce((t, x) => t + x.points, 0), games = scores.reduce((t, x) => t + x.games, 0);
  return { points, games, score: wilson(points, games) };
}

async function main(): Promise<void> {
  const arg = (name: string, d: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
  const games = Number(arg('games', '100'));
  const runs = arg('runs', 'ismcts:100/ismcts:400,ismcts:400/ismcts:1600').split(',').map((r) => r.split('/'));
  const thresholds = arg('thresholds', '0.58,0.55').split(',').map(Number);
  const workers = Number(arg('workers', String(Math.min(2, availableParallelism()))));
  const seed = arg('seed', '1');
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games: '${arg('games', '')}' is not a whole number ≥ 1`);
  const badBar = thresholds.find((t) => !(t >= 0 && t <= 1));
  if (badBar !== undefined) throw new Error(`--thresholds: '${arg('thresholds', '')}' is not a list of fractions from 0 to 1`);
  const bad = runs.find((r) => r.length !== 2);
  if (bad) throw new Error(`--runs: '${bad.join('/')}' is not A/B`);
  const lines = ['| B against A | pair | games | B\'s score [95% CI] |', '|---|---|---|---|'];
  let failed = false;
  for (const [k, [a, b]] of runs.entries()) {
    const scores: Score[] = [];
    for (const pair of STRENGTH_PAIRS) {
      const t = performance.now();
      const s = await headToHead(a, b, pair.decks, games, seed, workers);
      const r = wilson(s.points, s.games);
      lines.push(`| ${b} against ${a} | ${pair.name} | ${s.games} | ${pct(r.estimate)} [${pctRange(r)}] (${((performance.now() - t) / 1000).toFixed(0)} s) |`);
      console.error(lines[lines.length - 1]);
      scores.push(s);
    }
    const all = pooled(scores);
    const bar = thresholds[k] ?? 0;
    if (all.score.estimate < bar) failed = true;
    lines.push(`| **${b} against ${a}** | **all four** | ${all.games} | **${pct(all.score.estimate)} [${pctRange(all.score)}]** ${all.score.estimate >= bar ? '≥' : '<'} ${pct(bar)} |`);
  }
  console.log(lines.join('\n'));
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => { console.error(`search-strength: ${e instanceof Error ? e.message : String(e)}`); process.exitCode = 2; });
}
