// `ptcg merge part-*.json`: add shard results of one run into the result of the whole run.
import { mergeResultFiles } from '../analytics/merge.js';
import { resultText } from '../analytics/result-file.js';
import { writeAtomic } from './io.js';
import { summary } from './summary.js';

export function mergeCommand(a: { files: string[]; out?: string; json?: boolean }): void {
  const r = mergeResultFiles(a.files);
  const text = resultText(r);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json || !a.out ? text : summary(r) + '\n');
}
