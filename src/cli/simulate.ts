// `ptcg simulate`: many seeded games of one matchup (or every pair of --decks) on worker threads.
import { interruptOnSigint } from './interrupt.js';
import { availableParallelism } from 'node:os';
import { shardRange, jobsOf, type RunConfig, checkpointConfig } from '../sim/run.js';
import { runSimulation, type RunResult } from '../analytics/simulation.js';
import { readCheckpoint, checkpointText, type Checkpoint } from '../sim/checkpoint.js';
import { resultText } from '../analytics/result-file.js';
import { GameFailure } from '../sim/play.js';
import { deckOrFail, pairOrFail, rulesOrFail } from './decks.js';
import { botsOrFail } from './bots.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import { summary } from './summary.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';
import type { Deck } from '../decks/deck.js';

export interface SimulateArgs {
  deck?: string; opponent?: string; decks?: string[]; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; bot?: unknown;
  json?: boolean; out?: string; shard?: string; checkpoint?: string; resume?: string; suddenDeath?: boolean; turnLimit?: unknown; taskSize?: unknown;
  queue?: string; queueTimeout?: unknown; jobSize?: unknown;
  cardStats?: boolean;
}

export function parseShard(v: string | undefined): { k: number; n: number } | null {
  if (v === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(String(v).trim());
  if (!m) throw new UserError(`--shard must look like K/N, e.g. 0/4 (got '${v}')`);
  const k = Number(m[1]), n = Number(m[2]);
  if (n < 1 || k >= n) throw new UserError(`--shard ${v}: K must be from 0 to N−1`);
  return { k, n };
}

export function configFrom(a: SimulateArgs): RunConfig {
  let decks: Deck[];
  const matrix = a.decks !== undefined;
  if (matrix) {
    if (a.deck || a.opponent) throw new UserError('use either --deck/--opponent or --decks, not both');
    const files = [...new Set(a.decks!.map(String))];
    if (files.length < 2) throw new UserError('--decks needs at least two deck files');
    decks = files.map((f) => deckOrFail(f, 2, a.rules));
    for (const d of decks.slice(1)) pairOrFail(decks[0], d);
  } else {
    if (!a.deck || !a.opponent) throw new UserError('--deck and --opponent are required (or --decks for a matrix)');
    decks = [deckOrFail(a.deck, 2, a.rules), deckOrFail(a.opponent, 2, a.rules)];
    pairOrFail(decks[0], decks[1]);
  }
  const games = intArg(a.games ?? 10000, 'games', 1, 1e12);
  const cores = availableParallelism();
  const workers = a.workers === undefined ? cores : intArg(a.workers, 'workers', 1, 256);
  if (workers > cores) process.stderr.write(`ptcg: warning: --workers ${workers} is more than this machine's ${cores} cores (it will not run faster)\n`);
  const shard = parseShard(a.shard);
  if (shard && shard.n > games) throw new UserError(`--shard ${a.shard}: ${shard.n} shards for ${games} games leaves some shards without a game (use at most ${games})`);
  const bots = botsOrFail(a.bot);
  return {
    decks, matrix, games, workers,
    seed: String(a.seed ?? '1'),
    rules: rulesOrFail(a.rules, decks),
    bots: [bots[0].name, bots[1].name],
    suddenDeath: a.suddenDeath === true,
    turnLimit: a.turnLimit === undefined ? DEFAULT_TURN_LIMIT : intArg(a.turnLimit, 'turn-limit', 1, 30000),
    shard,
    taskSize: a.jobSize !== undefined ? intArg(a.jobSize, 'job-size', 1, 1e9) : a.taskSize === undefined ? undefined : intArg(a.taskSize, 'task-size', 1, 1e9),
    ...(a.cardStats === true ? { cardStats: true } : {}),
  };
}

/** The queue options of a run, checked before it starts. */
export function queueOf(a: SimulateArgs): { url: string; timeoutSeconds: number } | null {
  if (a.queue === undefined) {
    if (a.queueTimeout !== undefined || a.jobSize !== undefined) throw new UserError('--queue-timeout and --job-size go with --queue');
    return null;
  }
  if (a.taskSize !== undefined && a.jobSize !== undefined) throw new UserError('use --job-size with --queue (not --task-size)');
  return { url: String(a.queue), timeoutSeconds: a.queueTimeout === undefined ? 60 : intArg(a.queueTimeout, 'queue-timeout', 1, 86400) };
}

export async function runWithSignals(c: RunConfig, a: { checkpoint?: string; resume?: string } & SimulateArgs): Promise<RunResult> {
  const queue = queueOf(a);
  const interrupt = interruptOnSigint();
  const [start, end] = shardRange(c.games, c.shard);
  const resume = a.resume ? readCheckpoint(a.resume, checkpointConfig(c), jobsOf(c).length, start, end) : undefined;
  const cpFile = a.checkpoint ?? a.resume;
  if (cpFile) assertWritable(cpFile, '--checkpoint');
  // A queued run: its tasks become jobs for `ptcg worker` processes anywhere (bullmq loads only here).
  const executor = queue ? await (await import('../sim/queue-submit.js')).QueueExecutor.open(queue.url, queue.timeoutSeconds) : undefined;
  const bar = progressBar(executor ? () => `, ${executor.workersSeen.size} worker(s) seen, ${executor.gamesInFlight.toLocaleString('en-US')} games in running jobs` : undefined);
  let lastSave = -Infinity; // saved at once when the run starts, then at most every second
  let latest: Checkpoint | null = null;
  try {
    const result = await runSimulation(c, {
      executor,
      signal: interrupt.signal,
      resume,
      onProgress: (p) => bar.update(p),
      onCheckpoint: cpFile ? (cp) => {
        latest = cp;
        const now = performance.now();
        if (now - lastSave < 1000) return;
        lastSave = now;
        writeAtomic(cpFile, checkpointText(cp));
      } : undefined,
    });
    bar.done();
    if (cpFile && latest) writeAtomic(cpFile, checkpointText(latest));
    return result;
  } catch (e) {
    bar.done();
    if (e instanceof GameFailure || (e instanceof Error && /^game \d+ of seed/.test(e.message))) {
      throw new UserError(`a worker failed: ${(e as Error).message}; no result was written`, 1);
    }
    throw e;
  } finally {
    interrupt.dispose();
    await executor?.close();
  }
}

export async function simulateCommand(a: SimulateArgs): Promise<void> {
  const c = configFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const result = await runWithSignals(c, a);
  const text = resultText(result);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json ? text : summary(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
