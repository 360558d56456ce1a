// `ptcg merge part-*.json`: add shard results of one run into the result of the whole run.
import { mergeResultFiles } from '../analytics/merge.js';
import { resultText } from '../analytics/result-file.js';
import { writeAtomic, assertWritable } from './io.js';
import { summary } from './summary.js';

export function mergeCommand(a: { files: string[]; out?: string; json?: boolean }): void {
  if (a.out) assertWritable(a.out, '--out');
  const r = mergeResultFiles(a.files);
  const text = resultText(r);
  if (a.out) writeAtomic(a.out, text);
  // A summary unless --json: the document is large (288 KB for the 13-deck matrix, 13 MB with card
  // statistics) and --out keeps it.
  process.stdout.write(a.json ? text : summary(r) + '\n');
}
