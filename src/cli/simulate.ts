// `ptcg simulate`: many seeded games of one matchup (or every pair of --decks) on worker threads.
import { interruptOnSigint } from './interrupt.js';
import { existsSync } from 'node:fs';
import { shardRange, jobsOf, type RunConfig, checkpointConfig } from '../sim/run.js';
import { runSimulation, type RunResult } from '../analytics/simulation.js';
import { readCheckpoint, readCheckpointFile, checkpointText, checkpointGames, configDifference, type Checkpoint } from '../sim/checkpoint.js';
import { resultText } from '../analytics/result-file.js';
import { GameFailure } from '../sim/play.js';
import { seatChoices, loadBotArgs } from './bots.js';
import { intArg, numberArg, textArg, cliDoor } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable, shellWord } from './io.js';
import { progressBar } from './progress.js';
import { summary } from './summary.js';
import type { RuleSetName } from '../engine/rules.js';
import type { FormatName } from '../decks/legality.js';
import { simulateConfig } from '../lib/simulate.js';
import { maskedUrl } from '../sim/queue-url.js';

export interface SimulateArgs {
  deck?: string; opponent?: string; decks?: string[]; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; format?: unknown; bot?: unknown;
  json?: boolean; out?: string; shard?: string; checkpoint?: string; resume?: string; suddenDeath?: boolean; turnLimit?: unknown; taskSize?: unknown;
  queue?: string; queueTimeout?: unknown; jobSize?: unknown;
  cardStats?: boolean;
}

/** --shard K/N as the library's { k, n } (simulateConfig checks the numbers). */
export function parseShard(v: string | undefined): { k: number; n: number } | undefined {
  if (v === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(String(v).trim());
  if (!m) throw new UserError(`--shard must look like K/N, e.g. 0/4 (got '${v}')`);
  return { k: Number(m[1]), n: Number(m[2]) };
}

/** The run's configuration: the arguments as the library's options, checked by the library (simulateConfig). */
export async function configFrom(a: SimulateArgs): Promise<RunConfig> {
  const { config } = await simulateConfig({
    deck: a.deck, opponent: a.opponent, decks: a.decks?.map(String),
    games: numberArg(a.games), seed: textArg(a.seed), workers: numberArg(a.workers), rules: a.rules as RuleSetName | undefined, format: a.format as FormatName | undefined,
    bots: seatChoices(a.bot), suddenDeath: a.suddenDeath === true, turnLimit: numberArg(a.turnLimit),
    shard: parseShard(a.shard), cardStats: a.cardStats === true,
    taskSize: numberArg(a.jobSize ?? a.taskSize),
  }, cliDoor(a, { bots: '--bot', taskSize: a.jobSize !== undefined ? '--job-size' : '--task-size' }));
  return config;
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

/**
 * The command that continues an interrupted run: its checkpoint, and the options it does not hold
 * (a --queue password masked: the line is printed; the user puts it back).
 */
export function resumeCommand(command: string, file: string, options: [string, unknown][]): string {
  const words = ['ptcg', command, '--resume', shellWord(file)];
  for (const [flag, value] of options) {
    if (value === undefined || value === false) continue;
    words.push(flag);
    if (value !== true) words.push(...(Array.isArray(value) ? value : [value]).map((v) => shellWord(flag === '--queue' ? maskedUrl(String(v)) : String(v))));
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

/** A game that failed on a worker (locally or queued) as the one line the user sees (exit 1); any other error as it is. */
export function workerFailure(e: unknown): unknown {
  if (e instanceof GameFailure || (e instanceof Error && /^game \d+ of seed/.test(e.message))) {
    return new UserError(`a worker failed: ${e.message}; no result was written`, 1);
  }
  return e;
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
    throw workerFailure(e);
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
  const c = await configFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const result = await runWithSignals(c, a);
  const text = resultText(result);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json ? text : summary(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
