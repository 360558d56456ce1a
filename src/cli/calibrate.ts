// `ptcg calibrate --results R.json --observed O.csv`: simulated matchups held against observed
// records (analytics/calibrate.ts); a table, or --json, --out, and a page with --report DIR.
import { join } from 'node:path';
import { calibrationOf, type CalibrationConfig } from '../analytics/calibrate.js';
import { calibrationText, writeCalibrationPage } from '../analytics/calibrate-report.js';
import { calibrateConfig } from '../lib/calibrate.js';
import type { TiesAs } from '../analytics/sim-table.js';
import { numberArg, textArg, cliDoor } from './args.js';
import { writeAtomic, assertWritable } from './io.js';

export interface CalibrateArgs {
  results?: string; observed?: string; map?: string; tiesAs?: string; seed?: unknown; resamples?: unknown;
  json?: boolean; out?: string; report?: string;
}

/** The calibration's configuration: the arguments as the library's options, checked by the library (lib calibrateConfig). */
export function calibrateConfigFrom(x: CalibrateArgs): CalibrationConfig {
  return calibrateConfig({
    results: textArg(x.results)!, observed: textArg(x.observed)!, map: textArg(x.map),
    tiesAs: textArg(x.tiesAs) as TiesAs | undefined, seed: textArg(x.seed), resamples: numberArg(x.resamples),
  }, cliDoor(x));
}

export async function calibrateCommand(x: CalibrateArgs): Promise<void> {
  const c = calibrateConfigFrom(x);
  if (x.out) assertWritable(x.out, '--out');
  if (x.report) assertWritable(join(x.report, 'index.html'), '--report');
  const result = calibrationOf(c);
  const json = JSON.stringify(result, null, 1) + '\n';
  if (x.out) writeAtomic(x.out, json);
  if (x.report) await writeCalibrationPage(x.report, result);
  process.stdout.write(x.json ? json : calibrationText(result) + '\n');
}
