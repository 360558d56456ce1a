// `ptcg main` (what `npm start` runs): the default job on the bundled decks — every pair of the
// classic theme decks, the two starter halves, and every pair of the standard Battle Decks (ex and League) —
// summarised on stdout and written as a report to reports/latest/.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runSimulation } from '../analytics/simulation.js';
import { bundledGroups, defaultRules } from '../decks/bundled.js';
import { summary } from './summary.js';
import { writeReport } from './report.js';
import { asMatrix, type ReportGroup } from '../analytics/report-data.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';
import { intArg, cliDoor } from './args.js';

/** The widest line the main job prints (a terminal of 100 columns). */
const TERMINAL_WIDTH = 100;
import { assertWritable } from './io.js';
import { DEFAULT_SEED } from '../sim/seeding.js';
import { ANALYSIS_BOT, resolveBots } from '../lib/bots.js';
import { seatChoices } from './bots.js';

/**
 * Games per matchup and seating: 169 pairs of the bundled groups (10 classic decks, 2 starter
 * halves, 13 standard decks, 10 Standard 2026 lists), both seatings, 101,400 games: about three
 * and a half minutes with the pilot on 2 idle cores, a matchup's interval ±4 points (README).
 */
export const MAIN_JOB_GAMES = 300;

export async function mainJobCommand(a: { games?: unknown; deckGames?: unknown; seed?: unknown; workers?: unknown; out?: string; bot?: unknown }): Promise<void> {
  const games = intArg(a.games ?? MAIN_JOB_GAMES, 'games', 1);
  const deckGames = intArg(a.deckGames ?? 1000, 'deck-games', 1);
  const groups: ReportGroup[] = [];
  const t0 = performance.now();
  const workers = a.workers === undefined ? availableParallelism() : intArg(a.workers, 'workers', 1, 256);
  const seed = String(a.seed ?? DEFAULT_SEED);
  const out = a.out ?? join('reports', 'latest');
  // the bots as every command takes them (names, "a,b" per seat, module paths), checked before any game
  const bots = await resolveBots(seatChoices(a.bot ?? ANALYSIS_BOT), cliDoor(a, { bots: '--bot' }));
  assertWritable(join(out, 'index.html'), '--out'); // before a minute of games
  for (const g of bundledGroups()) {
    const r = await runSimulation({
      decks: g.decks, matrix: true, games, seed, rules: defaultRules(g.decks), bots: bots.names, botModules: bots.modules,
      suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT, workers, shard: null, cardStats: true, // for the report's deck pages
    });
    // compact in a terminal: a wide matrix becomes a ranking, card tables stay on the deck pages
    process.stdout.write(`\n## ${g.name}\n${summary(r, { maxWidth: TERMINAL_WIDTH, cardTables: false })}\n`);
    groups.push({ id: g.name.split(' ')[0] + (groups.length + 1), title: g.name, result: asMatrix(r) });
  }
  await writeReport(out, groups, `npm start: ${games.toLocaleString('en-US')} games per matchup and seating, ${bots.names.join(' vs ')}`, undefined, undefined, { games: deckGames, seed, workers });
  process.stdout.write(`\nmain job done in ${((performance.now() - t0) / 1000).toFixed(1)} s; open ${join(out, 'index.html')}\nfor the matrices with intervals, the charts, and a page per deck with its per-card statistics\n`);
}
