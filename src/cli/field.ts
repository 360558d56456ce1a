// `ptcg field --results R.json --shares S.csv`: each deck's expected win rate against a field of
// meta shares (analytics/field.ts); a ranked table, or --json and --out.
import { fieldOf, type FieldConfig } from '../analytics/field.js';
import { fieldText } from '../analytics/field-report.js';
import { fieldConfig } from '../lib/field.js';
import type { TiesAs } from '../analytics/sim-table.js';
import { textArg, cliDoor } from './args.js';
import { writeAtomic, assertWritable } from './io.js';

export interface FieldArgs { results?: string; shares?: string; map?: string; tiesAs?: string; json?: boolean; out?: string }

/** The study's configuration: the arguments as the library's options, checked by the library (lib fieldConfig). */
export function fieldConfigFrom(x: FieldArgs): FieldConfig {
  return fieldConfig({ results: textArg(x.results)!, shares: textArg(x.shares)!, map: textArg(x.map), tiesAs: textArg(x.tiesAs) as TiesAs | undefined }, cliDoor(x));
}

export function fieldCommand(x: FieldArgs): void {
  const c = fieldConfigFrom(x);
  if (x.out) assertWritable(x.out, '--out');
  const result = fieldOf(c);
  const json = JSON.stringify(result, null, 1) + '\n';
  if (x.out) writeAtomic(x.out, json);
  process.stdout.write(x.json ? json : fieldText(result) + '\n');
}
