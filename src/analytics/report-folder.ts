// A report folder on disk: every file of buildReport plus results.json (the groups' results, if
// any, so a report can be rebuilt with `report --from`) and ladder.json (the ladder shown, if
// any), each written atomically.
import { join } from 'node:path';
import { buildReport, type ReportMeta } from './report.js';
import { groupCoverage } from './report-sections.js';
import type { ReportGroup } from './report-data.js';
import { reportInputText, type ReportInput } from './result-file.js';
import { writeAtomic } from './files.js';
import { ladderText } from './ladder.js';

export interface ReportFolder {
  /** Paths of the written files, relative to the folder (results.json if there are groups, then ladder.json if any, last). */
  files: string[];
  /** Per group whose result covers only part of its run: "title: note". */
  notes: string[];
}

export async function writeReportFolder(out: string, groups: ReportGroup[], meta: ReportMeta): Promise<ReportFolder> {
  const files = await buildReport(groups, meta);
  for (const f of files) writeAtomic(join(out, f.path), f.content);
  // The coverage is kept with each group: a merged shard no longer says which games it held.
  // A report of just a ladder has no results to keep (ladder.json rebuilds it).
  const input: ReportInput = { kind: 'ptcg-report-input', groups: groups.map((g) => ({ id: g.id, title: g.title, result: g.result, coverage: groupCoverage(g) })) };
  if (groups.length > 0) writeAtomic(join(out, 'results.json'), reportInputText(input));
  // The ladder shown (if any) is kept beside it: `report --ladder out/ladder.json` shows it again.
  if (meta.ladder) writeAtomic(join(out, 'ladder.json'), ladderText(meta.ladder));
  const notes: string[] = [];
  for (const g of groups) {
    const note = groupCoverage(g);
    if (note) notes.push(`${g.title}: ${note}`);
  }
  return { files: [...files.map((f) => f.path), ...(groups.length > 0 ? ['results.json'] : []), ...(meta.ladder ? ['ladder.json'] : [])], notes };
}
