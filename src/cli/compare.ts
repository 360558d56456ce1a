// `ptcg compare A B --against X Y …`: is list B better than list A? Paired games with common random
// numbers (analytics/compare.ts), a fixed number of games or a sequential run.
import { interruptOnSigint } from './interrupt.js';
import { join } from 'node:path';
import { runCompare, type CompareResult, type CompareConfig } from '../analytics/compare.js';
import { compareText } from '../analytics/compare-text.js';
import { writeComparePage } from '../analytics/compare-page.js';
import { workerFailure } from './simulate.js';
import { seatChoices } from './bots.js';
import { numberArg, textArg, cliDoor } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import type { RuleSetName } from '../engine/rules.js';
import type { FormatName } from '../decks/legality.js';
import { compareConfig } from '../lib/compare.js';

export interface CompareArgs {
  a?: string; b?: string; against?: string[]; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; format?: unknown; bot?: unknown;
  untilSignificant?: boolean; maxGames?: unknown; round?: unknown; independent?: boolean; align?: boolean;
  json?: boolean; out?: string; report?: string; suddenDeath?: boolean; turnLimit?: unknown;
}

/** The comparison's configuration: the arguments as the library's options, checked by the library (lib compareConfig). */
export async function compareConfigFrom(x: CompareArgs): Promise<CompareConfig> {
  const sequential = x.untilSignificant === true;
  if (!sequential && x.maxGames !== undefined) throw new UserError('--max-games goes with --until-significant (a fixed run plays --games)');
  const { config } = await compareConfig({
    a: x.a as string, b: x.b as string, against: (x.against ?? []).map(String),
    games: numberArg(x.games), untilSignificant: sequential ? { maxGames: numberArg(x.maxGames), round: numberArg(x.round) } : undefined,
    seed: textArg(x.seed), workers: numberArg(x.workers), rules: x.rules as RuleSetName | undefined, format: x.format as FormatName | undefined, bots: seatChoices(x.bot),
    commonRandomNumbers: x.independent !== true, align: x.align !== false,
    suddenDeath: x.suddenDeath === true, turnLimit: numberArg(x.turnLimit),
  }, cliDoor(x, { bots: '--bot' }));
  return config;
}

export async function compareCommand(x: CompareArgs): Promise<void> {
  const c = await compareConfigFrom(x);
  if (x.out) assertWritable(x.out, '--out');
  if (x.report) assertWritable(join(x.report, 'index.html'), '--report');
  const interrupt = interruptOnSigint();
  const bar = progressBar();
  let result: CompareResult;
  try {
    result = await runCompare(c, { signal: interrupt.signal, onProgress: (p) => bar.update(p) });
  } catch (e) {
    throw workerFailure(e);
  } finally {
    bar.done();
    interrupt.dispose();
  }
  const json = JSON.stringify(result, null, 1) + '\n';
  if (x.out) writeAtomic(x.out, json);
  if (x.report) await writeComparePage(x.report, result);
  process.stdout.write(x.json ? json : compareText(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
