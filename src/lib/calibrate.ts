// calibrate(): simulated matchups held against observed records, the document `ptcg calibrate
// --json` prints (docs/RESULTS.md, kind "calibration"); and the inputs it shares with field().
import { calibrationOf, DEFAULT_RESAMPLES, type CalibrationConfig, type CalibrationResult } from '../analytics/calibrate.js';
import { readObserved, readMap, type TableInput } from '../analytics/observed.js';
import { readSimulated, simulatedFrom, DeckFinder, TIES_AS, type SimulatedTable, type TiesAs } from '../analytics/sim-table.js';
import type { RunResult } from '../analytics/simulation.js';
import { InputError } from '../errors.js';
import { version } from '../version.js';
import { wholeNumber, seedText, LIBRARY, type Door } from './options.js';

/** A name map: a CSV file (observed,deck), its rows, or an object { observed name: deck name, or null to leave it out }. */
export type MapInput = TableInput | Record<string, string | null>;

export interface CalibrateOptions {
  /** The simulated matchups: a result file (simulate --out, merge, a report's results.json) or result documents. */
  results: string | RunResult | RunResult[];
  /** Observed records: a CSV file with columns deck,opponent,wins,losses,ties, or its rows as objects. */
  observed: TableInput;
  /** Observed names → the results' deck names (default: names are matched as they are). */
  map?: MapInput;
  /** How a tie counts: 'third' of a win (default), 'half', or 'loss'. */
  tiesAs?: TiesAs;
  /** Seed of the bootstrap intervals; default the project's default seed. */
  seed?: string | number;
  /** Bootstrap resamples; default 2000. */
  resamples?: number;
}

/** The simulated table of a results option (a file path or documents). */
export function simulatedOf(results: unknown, door: Door): SimulatedTable {
  if (typeof results === 'string') return readSimulated(results);
  if (results === undefined || results === null) throw new InputError(`${door.name('results')} is required (a result file or result documents)`);
  return simulatedFrom(results as RunResult | RunResult[], door.name('results'));
}

export function tiesAsOf(value: unknown, door: Door): TiesAs {
  if (value === undefined) return 'third';
  if (!TIES_AS.includes(value as TiesAs)) throw new InputError(`${door.name('tiesAs')} must be ${TIES_AS.join(', ')} (got ${door.shown('tiesAs', value)})`);
  return value as TiesAs;
}

/** The finder of the results' decks, with the map (if any) and its name for the document. */
export function finderOf(sim: SimulatedTable, map: unknown, door: Door): { finder: DeckFinder; map: string | null } {
  const name = door.name('map');
  if (map === undefined) return { finder: new DeckFinder(sim.decks, new Map(), name), map: null };
  return { finder: new DeckFinder(sim.decks, readMap(map as MapInput, name, sim.decks), name), map: typeof map === 'string' ? map : name };
}

/** The checked configuration of a calibration (the one place its options are checked, for calibrate() and `ptcg calibrate`). */
export function calibrateConfig(o: CalibrateOptions, door: Door = LIBRARY): CalibrationConfig {
  if (o.observed === undefined) throw new InputError(`${door.name('observed')} is required (observed records: deck,opponent,wins,losses,ties)`);
  const tiesAs = tiesAsOf(o.tiesAs, door);
  const seed = seedText(o.seed, door);
  const resamples = wholeNumber(o.resamples, 'resamples', 100, 1_000_000, DEFAULT_RESAMPLES, door);
  const simulated = simulatedOf(o.results, door);
  const { finder, map } = finderOf(simulated, o.map, door);
  const observed = readObserved(o.observed, door.name('observed'), finder);
  return { simulated, observed, map, tiesAs, seed, resamples, version };
}

export function calibrate(o: CalibrateOptions): CalibrationResult {
  if (o === null || typeof o !== 'object') throw new InputError('calibrate: expected an options object');
  return calibrationOf(calibrateConfig(o));
}

export type { CalibrationResult, TableInput, TiesAs };
