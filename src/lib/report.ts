// buildReport(): a report folder (index.html, summary.md, data/, specs/, results.json) from one or
// more simulate() results, as `ptcg report` writes it.
import { join, resolve } from 'node:path';
import { writeReportFolder } from '../analytics/report-folder.js';
import { asMatrix, type ReportGroup } from '../analytics/report-data.js';
import { resultProblem } from '../analytics/result-file.js';
import type { RunResult } from '../analytics/simulation.js';
import { InputError } from '../errors.js';
import { version } from '../version.js';
import { ladderProblem, type LadderResult } from '../analytics/ladder.js';
import { readShares, type TableInput } from '../analytics/observed.js';
import { reportField } from '../analytics/field.js';

export interface ReportOptions {
  /** Title of each result's section (default: "<rules> decks"), one per result. */
  titles?: string[];
  /** The line under the page title saying where the results come from. */
  source?: string;
  /** ISO date shown on the page (default: now). */
  date?: string;
  /** A ladder document (ladder()) shown as a "Bot ladder" section after the results' sections. */
  ladder?: LadderResult;
  /** Meta shares (a CSV file deck,share, or its rows): an "Against the field" section, as field() computes it. */
  shares?: TableInput;
}

export interface WrittenReport {
  /** Absolute path of index.html. */
  index: string;
  /** Paths of every written file, relative to the folder. */
  files: string[];
  /** Per section whose result covers only part of its run: "title: note". */
  notes: string[];
}

export async function buildReport(result: RunResult | RunResult[], outDir: string, o: ReportOptions = {}): Promise<WrittenReport> {
  const results = Array.isArray(result) ? result : [result];
  if (results.length === 0 && !o.ladder) throw new InputError('buildReport: no result given');
  if (o.ladder !== undefined) {
    let why: string | null;
    try { why = ladderProblem(o.ladder); } catch (e) { why = e instanceof Error ? e.message : String(e); }
    if (why) throw new InputError(`buildReport: ladder: ${why}`);
  }
  if (typeof outDir !== 'string' || outDir === '') throw new InputError('buildReport: outDir must be a folder path');
  const titles: string[] = [];
  const groups: ReportGroup[] = results.map((r, k) => {
    const why = r && typeof r === 'object' ? resultProblem(r) : 'not a result document';
    if (why) throw new InputError(`buildReport: result ${k + 1}: ${why}`);
    const base = o.titles?.[k] ?? `${r.rules} decks`;
    let title = base;
    for (let n = 2; titles.includes(title); n++) title = `${base} (${n})`; // titles key the report's rows
    titles.push(title);
    return { id: `g${k + 1}`, title, result: asMatrix(r) };
  });
  const games = groups.map((g) => g.result.games);
  const bots = [...new Set(groups.map((g) => g.result.bots.join(' vs ')))].join(' / '); // as `ptcg report` names them
  const source = o.source ?? (groups.length === 0 ? 'bot ladder' : `simulated: ${[...new Set(games)].map((g) => g.toLocaleString('en-US')).join(' / ')} games per matchup and seating, ${bots}`);
  if (o.shares !== undefined && groups.length === 0) throw new InputError('buildReport: shares need results to rank (a ladder alone has no decks)');
  const field = o.shares === undefined ? undefined
    : reportField(groups, readShares(o.shares, 'shares'), typeof o.shares === 'string' ? o.shares : 'shares', version);
  const folder = await writeReportFolder(outDir, groups, { version, date: o.date ?? new Date().toISOString(), source, ladder: o.ladder, field });
  return { index: resolve(join(outDir, 'index.html')), files: folder.files, notes: folder.notes };
}
