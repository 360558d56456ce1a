// `ptcg main` (what `npm start` runs): the default job on the bundled decks — every pair of the
// classic theme decks, the two starter halves, and every pair of the standard ex Battle Decks —
// summarised on stdout and written as a report to reports/latest/.
import { availableParallelism } from 'node:os';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, dirname, relative } from 'node:path';
import { runSimulation } from '../analytics/simulation.js';
import { deckOrFail, defaultRules } from './decks.js';
import { summary } from './summary.js';
import { writeReport } from './report.js';
import { asMatrix, type ReportGroup } from '../analytics/report-data.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import type { Deck } from '../decks/deck.js';

export interface DeckGroup { name: string; decks: Deck[] }

/** The bundled decks folder: ./decks when run from the project, else the package's own. */
function decksRoot(): string {
  if (existsSync(join('decks', 'classic')) && existsSync(join('decks', 'standard'))) return 'decks';
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of [join(here, '..', '..', '..'), join(here, '..', '..')]) {
    if (existsSync(join(up, 'decks', 'classic'))) return relative(process.cwd(), join(up, 'decks')) || 'decks';
  }
  throw new UserError('the bundled decks (decks/classic, decks/standard) were not found');
}

/** The bundled deck groups that can play each other (D1: same size). */
export function bundledGroups(root = decksRoot()): DeckGroup[] {
  const load = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.txt')).sort().map((f) => deckOrFail(join(root, dir, f)));
  const classic = load('classic');
  return [
    { name: 'classic theme decks', decks: classic.filter((d) => d.cards.length === 60) },
    { name: 'classic starter halves', decks: classic.filter((d) => d.cards.length === 30) },
    { name: 'standard ex Battle Decks', decks: load('standard') },
  ];
}

export async function mainJobCommand(a: { games?: unknown; seed?: unknown; workers?: unknown; out?: string }): Promise<void> {
  const games = intArg(a.games ?? 50000, 'games', 1);
  const groups: ReportGroup[] = [];
  const t0 = performance.now();
  const workers = a.workers === undefined ? availableParallelism() : intArg(a.workers, 'workers', 1, 256);
  const seed = String(a.seed ?? '1');
  for (const g of bundledGroups()) {
    const r = await runSimulation({
      decks: g.decks, matrix: true, games, seed, rules: defaultRules(g.decks), bots: ['greedy', 'greedy'],
      suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT, workers, shard: null,
    });
    process.stdout.write(`\n## ${g.name}\n${summary(r)}\n`);
    groups.push({ id: g.name.split(' ')[0] + (groups.length + 1), title: g.name, result: asMatrix(r) });
  }
  const out = a.out ?? join('reports', 'latest');
  await writeReport(out, groups, `npm start: ${games.toLocaleString('en-US')} games per matchup and seating, greedy vs greedy`);
  process.stdout.write(`\nmain job done in ${((performance.now() - t0) / 1000).toFixed(1)} s; open ${join(out, 'index.html')}\n`);
}
