// `ptcg simulate`: many seeded games of one matchup (or every pair of --decks) on worker threads.
import { interruptOnSigint } from './interrupt.js';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { shardRange, jobsOf, type RunConfig, checkpointConfig } from '../sim/run.js';
import { runSimulation, type RunResult } from '../analytics/simulation.js';
import { readCheckpoint, readCheckpointFile, checkpointText, checkpointGames, configDifference, type Checkpoint } from '../sim/checkpoint.js';
import { resultText } from '../analytics/result-file.js';
import { GameFailure } from '../sim/play.js';
import { deckOrFail, pairOrFail, rulesOrFail } from './decks.js';
import { botsOrFail, botModulesOf, loadBotArgs } from './bots.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable, shellWord } from './io.js';
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
    botModules: botModulesOf(a.bot),
    suddenDeath: a.suddenDeath === true,
    turnLimit: a.turnLimit === undefined ? DEFAULT_TURN_LIMIT : intArg(a.turnLimit, 'turn-limit', 1, 30000),
    shard,
    taskSize: a.jobSize !== undefined ? intArg(a.jobSize, 'job-size', 1, 1e9) : a.taskSize === undefined ? undefined : intArg(a.taskSize, 'task-size', 1, 1e9),
    ...(a.cardStats === true ? { cardStats: true } : {}),
  };
}

/**
 * The arguments of a run, with what `--resume FILE` leaves out taken from the checkpoint (its decks,
 * games, seed, rules, bots, sudden death, turn limit, shard, card statistics), and the bot modules
 * it names imported. A setting given that the checkpoint contradicts is refused when the checkpoint
 * is read against the run (readCheckpoint names it).
 */
export async function runArgs<A extends SimulateArgs>(a: A): Promise<A> {
  let out = a;
  if (a.resume !== undefined) {
    const c = readCheckpointFile(a.resume).config;
    if (c === null || typeof c !== 'object' || !Array.isArray(c.decks) || !Array.isArray(c.bots)) throw new UserError(`${a.resume}: refused: the checkpoint holds no run settings`);
    const decksGiven = a.deck !== undefined || a.opponent !== undefined || a.decks !== undefined;
    const bots = c.bots.map((b, k) => c.botModules?.[k] ?? b);
    out = {
      ...a,
      ...(decksGiven ? {} : c.matrix ? { decks: c.decks } : { deck: c.decks[0], opponent: c.decks[1] }),
      games: a.games ?? c.games,
      seed: a.seed ?? c.seed,
      rules: a.rules ?? c.rules,
      bot: a.bot ?? (bots[0] === bots[1] ? bots[0] : bots.join(',')),
      suddenDeath: a.suddenDeath ?? c.suddenDeath,
      turnLimit: a.turnLimit ?? c.turnLimit,
      shard: a.shard ?? c.shard ?? undefined,
      cardStats: a.cardStats ?? c.cardStats === true,
    };
  }
  await loadBotArgs(out.bot, '--bot');
  return out;
}

/**
 * `--checkpoint FILE` would start the run again and overwrite FILE: refused when FILE holds finished
 * games (of this run: resume them instead; of another run: they would be lost).
 */
function refuseOverwrite(file: string, c: RunConfig): void {
  if (!existsSync(file)) return;
  let cp: Checkpoint;
  try {
    cp = readCheckpointFile(file);
  } catch {
    return; // not a checkpoint that could be resumed: nothing to keep
  }
  const games = checkpointGames(cp);
  if (games === 0) return;
  const diff = configDifference(checkpointConfig(c), cp.config ?? {});
  const held = `${games.toLocaleString('en-US')} finished game${games === 1 ? '' : 's'}`;
  if (diff === null) throw new UserError(`--checkpoint ${file}: it already holds ${held} of this run; continue them with --resume ${file} (or remove the file to start again)`);
  throw new UserError(`--checkpoint ${file}: it holds ${held} of another run (${diff}); remove it or choose another file`);
}

/** The command that continues an interrupted run: its checkpoint, and the options it does not hold. */
export function resumeCommand(command: string, file: string, options: [string, unknown][]): string {
  const words = ['ptcg', command, '--resume', shellWord(file)];
  for (const [flag, value] of options) {
    if (value === undefined || value === false) continue;
    words.push(flag);
    if (value !== true) words.push(...(Array.isArray(value) ? value : [value]).map((v) => shellWord(String(v))));
  }
  return words.join(' ');
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

/**
 * Play a run with Ctrl-C handling, checkpoints and resume. `resumeWith`: the command and the options
 * (not held by a checkpoint) that the line printed after an interrupt repeats.
 */
export async function runWithSignals(c: RunConfig, a: { checkpoint?: string; resume?: string } & SimulateArgs, resumeWith: { command: string; options: [string, unknown][] } = { command: 'simulate', options: simulateOptions(a) }): Promise<RunResult> {
  const queue = queueOf(a);
  const interrupt = interruptOnSigint();
  const [start, end] = shardRange(c.games, c.shard);
  const resume = a.resume ? readCheckpoint(a.resume, checkpointConfig(c), jobsOf(c).length, start, end) : undefined;
  const cpFile = a.checkpoint ?? a.resume;
  if (cpFile) assertWritable(cpFile, '--checkpoint');
  if (a.checkpoint && a.checkpoint !== a.resume) refuseOverwrite(a.checkpoint, c);
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
    if (cpFile && result.partial) process.stderr.write(`ptcg: progress saved in ${cpFile}; to continue: ${resumeCommand(resumeWith.command, cpFile, resumeWith.options)}\n`);
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

/** simulate's options that a checkpoint does not hold, as given (for the resume line). */
const simulateOptions = (a: SimulateArgs): [string, unknown][] => [
  ['--workers', a.workers], ['--task-size', a.taskSize], ['--queue', a.queue], ['--queue-timeout', a.queueTimeout], ['--job-size', a.jobSize],
  ['--out', a.out], ['--json', a.json],
];

export async function simulateCommand(given: SimulateArgs): Promise<void> {
  const a = await runArgs(given);
  const c = configFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const result = await runWithSignals(c, a);
  const text = resultText(result);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json ? text : summary(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
