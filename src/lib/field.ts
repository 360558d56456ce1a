// field(): each deck's expected win rate against a field of meta shares, the document `ptcg field
// --json` prints (docs/RESULTS.md, kind "field").
import { fieldOf, type FieldConfig, type FieldResult } from '../analytics/field.js';
import { readShares, type TableInput } from '../analytics/observed.js';
import type { RunResult } from '../analytics/simulation.js';
import type { TiesAs } from '../analytics/sim-table.js';
import { InputError } from '../errors.js';
import { version } from '../version.js';
import { LIBRARY, type Door } from './options.js';
import { simulatedOf, tiesAsOf, finderOf, type MapInput } from './calibrate.js';

export interface FieldOptions {
  /** The simulated matchups: a result file (simulate --out, merge, a report's results.json) or result documents. */
  results: string | RunResult | RunResult[];
  /** The field: a CSV file with columns deck,share (any scale: normalised), or its rows as objects. */
  shares: TableInput;
  /** Names in the shares → the results' deck names (default: names are matched as they are). */
  map?: MapInput;
  /** How a tie counts: 'third' of a win (default), 'half', or 'loss'. */
  tiesAs?: TiesAs;
}

/** The checked configuration of a field study (for field(), `ptcg field` and `report --shares`). */
export function fieldConfig(o: FieldOptions, door: Door = LIBRARY): FieldConfig {
  if (o.shares === undefined) throw new InputError(`${door.name('shares')} is required (meta shares: deck,share)`);
  const tiesAs = tiesAsOf(o.tiesAs, door);
  const simulated = simulatedOf(o.results, door);
  const { finder, map } = finderOf(simulated, o.map, door);
  const shares = readShares(o.shares, door.name('shares'));
  return { simulated, shares, sharesSource: typeof o.shares === 'string' ? o.shares : door.name('shares'), finder, map, tiesAs, version };
}

export function field(o: FieldOptions): FieldResult {
  if (o === null || typeof o !== 'object') throw new InputError('field: expected an options object');
  return fieldOf(fieldConfig(o));
}

export type { FieldResult };
