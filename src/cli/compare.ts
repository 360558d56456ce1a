// `ptcg compare A B --against X Y …`: is list B better than list A? Paired games with common random
// numbers (analytics/compare.ts), a fixed number of games or a sequential run.
import { interruptOnSigint } from './interrupt.js';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runCompare, type CompareResult, type CompareConfig } from '../analytics/compare.js';
import { compareText } from '../analytics/compare-text.js';
import { writeComparePage } from '../analytics/compare-page.js';
import { GameFailure } from '../sim/play.js';
import { deckOrFail, pairOrFail, rulesOrFail } from './decks.js';
import { botsOrFail, botModulesOf } from './bots.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';
import { MAX_LOOKS, plannedLooks } from '../analytics/compare-stats.js';

export interface CompareArgs {
  a?: string; b?: string; against?: string[]; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; bot?: unknown;
  untilSignificant?: boolean; maxGames?: unknown; round?: unknown; independent?: boolean; align?: boolean;
  json?: boolean; out?: string; report?: string; suddenDeath?: boolean; turnLimit?: unknown;
}

export function compareConfig(x: CompareArgs): CompareConfig {
  if (!x.a || !x.b) throw new UserError('compare needs two deck files: ptcg compare A.txt B.txt --against X.txt …');
  if (!x.against || x.against.length === 0) throw new UserError('--against needs at least one opponent deck file');
  const a = deckOrFail(String(x.a), 2, x.rules), b = deckOrFail(String(x.b), 2, x.rules);
  const against = [...new Set(x.against.map(String))].map((f) => deckOrFail(f, 2, x.rules));
  for (const d of [b, ...against]) pairOrFail(a, d);
  const sequential = x.untilSignificant === true;
  if (!sequential && x.maxGames !== undefined) throw new UserError('--max-games goes with --until-significant (a fixed run plays --games)');
  if (sequential && x.games !== undefined) throw new UserError('--until-significant plays up to --max-games; --games is for a fixed run');
  const games = sequential ? intArg(x.maxGames ?? 20000, 'max-games', 2, 1e9) : intArg(x.games ?? 2000, 'games', 1, 1e9);
  const cores = availableParallelism();
  const workers = x.workers === undefined ? cores : intArg(x.workers, 'workers', 1, 256);
  const bots = botsOrFail(x.bot);
  return {
    a, b, against, seed: String(x.seed ?? '1'), rules: rulesOrFail(x.rules, [a, b, ...against]),
    // --games / --max-games count games per list, opponent and seating; a pair is one game of each list
    games, workers,
    bots: [bots[0].name, bots[1].name],
    botModules: botModulesOf(x.bot),
    suddenDeath: x.suddenDeath === true,
    turnLimit: x.turnLimit === undefined ? DEFAULT_TURN_LIMIT : intArg(x.turnLimit, 'turn-limit', 1, 30000),
    common: x.independent !== true,
    align: x.align !== false,
    sequentialRound: sequential ? roundOrFail(x.round, games) : undefined,
  };
}

/** --round of a sequential run: default a twentieth of the budget (at least 100), and at most MAX_LOOKS looks. */
function roundOrFail(round: unknown, maxGames: number): number {
  const r = round === undefined ? Math.max(100, Math.ceil(maxGames / 20)) : intArg(round, 'round', 1, 1e9);
  if (plannedLooks(maxGames, r) > MAX_LOOKS) {
    throw new UserError(`--round ${r} makes ${plannedLooks(maxGames, r).toLocaleString('en-US')} rounds of --max-games ${maxGames}; at most ${MAX_LOOKS} are allowed (--round ${Math.ceil(maxGames / MAX_LOOKS)} or more)`);
  }
  return r;
}

export async function compareCommand(x: CompareArgs): Promise<void> {
  const c = compareConfig(x);
  if (x.out) assertWritable(x.out, '--out');
  if (x.report) assertWritable(join(x.report, 'index.html'), '--report');
  const interrupt = interruptOnSigint();
  const bar = progressBar();
  let result: CompareResult;
  try {
    result = await runCompare(c, { signal: interrupt.signal, onProgress: (p) => bar.update(p) });
  } catch (e) {
    if (e instanceof GameFailure || (e instanceof Error && /^game \d+ of seed/.test(e.message))) {
      throw new UserError(`a worker failed: ${(e as Error).message}; no result was written`, 1);
    }
    throw e;
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
