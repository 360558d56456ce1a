// `ptcg report`: simulate (or load saved results) and write a report folder.
import { readFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { buildReport } from '../analytics/report.js';
import { asMatrix, type ReportGroup } from '../analytics/report-data.js';
import type { RunResult } from '../sim/run.js';
import { configFrom, runWithSignals, type SimulateArgs } from './simulate.js';
import { UserError } from './errors.js';
import { writeAtomic } from './io.js';
import { mergeResults } from './merge.js';
import { version } from './version.js';

export interface ReportInput { kind: 'ptcg-report-input'; groups: { id: string; title: string; result: RunResult }[] }

export async function writeReport(out: string, groups: ReportGroup[], source: string, date = new Date().toISOString()): Promise<void> {
  const t0 = performance.now();
  const files = await buildReport(groups, { version, date, source });
  for (const f of files) writeAtomic(join(out, f.path), f.content);
  const input: ReportInput = { kind: 'ptcg-report-input', groups: groups.map((g) => ({ id: g.id, title: g.title, result: g.result })) };
  writeAtomic(join(out, 'results.json'), JSON.stringify(input) + '\n');
  process.stderr.write(`report written to ${join(out, 'index.html')} (${files.length + 1} files, ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
}

function groupsFromFiles(files: string[]): ReportGroup[] {
  const groups: ReportGroup[] = [];
  for (const f of files) {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(f, 'utf8'));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new UserError(`${f}: ${code ? `cannot read (${code})` : 'not valid JSON'}`);
    }
    if ((doc as ReportInput)?.kind === 'ptcg-report-input') {
      for (const g of (doc as ReportInput).groups) groups.push({ id: g.id, title: g.title, result: asMatrix(g.result) });
      continue;
    }
    // A simulate / merge result: validated (and normalised) by the merge reader.
    const r = mergeResults([f]);
    const name = basename(f).replace(/\.json$/i, '');
    groups.push({ id: `g${groups.length + 1}`, title: name, result: asMatrix(r) });
  }
  return groups;
}

export async function reportCommand(a: SimulateArgs & { from?: string[]; out?: string; title?: string }): Promise<void> {
  const out = a.out ?? join('reports', 'latest');
  if (a.from && a.from.length > 0) {
    if (a.decks || a.deck || a.opponent) throw new UserError('use either --from or decks, not both');
    await writeReport(out, groupsFromFiles(a.from.map(String)), `from ${a.from.join(', ')}`);
    return;
  }
  const c = configFrom({ ...a, out: undefined });
  const r = await runWithSignals(c, a);
  await writeReport(out, [{ id: 'g1', title: a.title ?? `${c.rules} decks`, result: asMatrix(r) }], `simulated: ${c.games.toLocaleString('en-US')} games per matchup and seating`);
}
