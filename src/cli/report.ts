// `ptcg report`: simulate (or load saved results) and write a report folder.
import { join, basename } from 'node:path';
import { availableParallelism } from 'node:os';
import { addConsistency } from '../analytics/report-consistency.js';
import { writeReportFolder } from '../analytics/report-folder.js';
import { intArg } from './args.js';
import { asMatrix, type ReportGroup } from '../analytics/report-data.js';
import { coverageNote } from '../analytics/report-text.js';
import type { MatrixResult } from '../analytics/simulation.js';
import { configFrom, runArgs, runWithSignals, type SimulateArgs } from './simulate.js';
import { releaseSigint } from './interrupt.js';
import { UserError } from './errors.js';
import { assertWritable } from './io.js';
import { readSavedResults } from '../analytics/result-file.js';
import { version } from './version.js';
import { readLadderFile } from '../analytics/ladder.js';
import type { LadderResult } from '../analytics/ladder.js';
import { DEFAULT_SEED } from '../sim/seeding.js';
import { ANALYSIS_BOT } from '../lib/bots.js';
import { readShares, type ShareRow } from '../analytics/observed.js';
import { reportField } from '../analytics/field.js';

/** The field of `--shares` (read before any game is played) and its file. */
export interface SharesArg { file: string; rows: ShareRow[] }

export async function writeReport(out: string, groups: ReportGroup[], source: string, date = new Date().toISOString(), ladder?: LadderResult, odds?: { games: number; seed: string; workers: number }, shares?: SharesArg): Promise<void> {
  const t0 = performance.now();
  // The deck pages' consistency tables (a few thousand games a deck; not for a report rebuilt --from a result)
  if (odds && odds.games > 0) await addConsistency(groups, odds);
  const field = shares && groups.length > 0 ? reportField(groups, shares.rows, shares.file, version) : undefined;
  const folder = await writeReportFolder(out, groups, { version, date, source, ladder, field });
  for (const note of folder.notes) process.stderr.write(`note: ${note}\n`);
  process.stderr.write(`report written to ${join(out, 'index.html')} (${folder.files.length} files, ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
}

function groupsFromFiles(files: string[]): ReportGroup[] {
  const groups: ReportGroup[] = [];
  for (const f of files) {
    const name = basename(f).replace(/\.json$/i, '');
    for (const g of readSavedResults(f)) {
      const result = asMatrix(g.result);
      addGroup(groups, g.id, g.title ?? name, result, typeof g.coverage === 'string' || g.coverage === null ? g.coverage : coverageNote(result.matchups));
    }
  }
  return groups;
}

/**
 * Ids name spec files and HTML ids, and titles key each group's rows in the tables: an id from a
 * file must be a plain word and both must be unique (e.g. two report folders' results.json).
 */
function addGroup(groups: ReportGroup[], id: unknown, title: unknown, result: MatrixResult, coverage: string | null): void {
  let safeId = typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
  for (let k = groups.length + 1; !safeId || groups.some((g) => g.id === safeId); k++) safeId = `g${k}`;
  const base = String(title ?? safeId);
  let safeTitle = base;
  for (let k = 2; groups.some((g) => g.title === safeTitle); k++) safeTitle = `${base} (${k})`;
  groups.push({ id: safeId, title: safeTitle, result, coverage });
}

export async function reportCommand(a: SimulateArgs & { from?: string[]; out?: string; title?: string; ladder?: string; oddsGames?: unknown; shares?: string }): Promise<void> {
  const out = a.out ?? join('reports', 'latest');
  const fromFiles = a.from !== undefined && a.from.length > 0;
  const ladderOnly = a.ladder !== undefined && !a.decks && !a.deck && !a.opponent && !a.resume;
  if (fromFiles || ladderOnly) releaseSigint(); // no games to play: Ctrl-C ends it as usual
  if ((fromFiles || ladderOnly) && a.format !== undefined) throw new UserError('--format checks deck lists: it goes with --decks or --deck/--opponent, not with --from or --ladder alone');
  // The ladder file is checked first, so a bad one fails before any game is played.
  const ladder = a.ladder === undefined ? undefined : readLadderFile(String(a.ladder));
  const withLadder = ladder ? `; bot ladder from ${String(a.ladder)}` : '';
  // The shares too: a bad file fails before any game is played.
  const shares = a.shares === undefined ? undefined : { file: String(a.shares), rows: readShares(String(a.shares), '--shares') };
  if (shares && ladderOnly) throw new UserError('--shares needs results to rank (decks, --deck/--opponent or --from), not only --ladder');
  if (fromFiles && a.from) {
    if (a.decks || a.deck || a.opponent) throw new UserError('use either --from or decks, not both');
    // Consistency tables only when asked for (--odds-games): the saved results don't hold them.
    const groups = groupsFromFiles(a.from.map(String));
    const odds = a.oddsGames === undefined ? undefined
      : { games: intArg(a.oddsGames, 'odds-games', 0, 1e9), seed: groups[0]?.result.seed ?? DEFAULT_SEED, workers: a.workers === undefined ? availableParallelism() : intArg(a.workers, 'workers', 1, 256) };
    await writeReport(out, groups, `from ${a.from.join(', ')}${withLadder}`, undefined, ladder, odds, shares);
    return;
  }
  if (ladderOnly) {
    assertWritable(join(out, 'index.html'), '--out');
    await writeReport(out, [], `bot ladder from ${String(a.ladder)}`, undefined, ladder);
    return;
  }
  // `--resume FILE` alone: the run's settings from the checkpoint (its bots too); else the pilot unless --bot chooses
  const run = await runArgs(a.resume === undefined ? { ...a, bot: a.bot ?? ANALYSIS_BOT } : a);
  const c = await configFrom({ ...run, out: undefined, cardStats: true }); // the deck pages show per-card statistics
  assertWritable(join(out, 'index.html'), '--out');
  const r = await runWithSignals(c, run, { command: 'report', options: [
    ['--out', a.out], ['--title', a.title], ['--ladder', a.ladder], ['--shares', a.shares], ['--odds-games', a.oddsGames], ['--workers', a.workers],
    ['--queue', a.queue], ['--queue-timeout', a.queueTimeout], ['--job-size', a.jobSize],
  ] });
  await writeReport(out, [{ id: 'g1', title: a.title ?? `${c.rules} decks`, result: asMatrix(r) }], `simulated: ${c.games.toLocaleString('en-US')} games per matchup and seating, ${c.bots.join(' vs ')}${withLadder}`, undefined, ladder,
    { games: a.oddsGames === undefined ? 2000 : intArg(a.oddsGames, 'odds-games', 0, 1e9), seed: c.seed, workers: c.workers }, shares);
}
