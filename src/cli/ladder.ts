// `ptcg ladder`: every bot against every other over the deck pairs (seats and decks swapped),
// rated with Bradley–Terry; prints the ratings and the head-to-head table, or the JSON document.
import { interruptOnSigint } from './interrupt.js';
import { queueOf } from './simulate.js';
import { availableParallelism } from 'node:os';
import { playLadder, type LadderConfig } from '../sim/ladder-run.js';
import { buildLadder, configurationResults, deckPairScores, ladderText, type LadderResult, type LadderSettings } from '../analytics/ladder.js';
import { GameFailure } from '../sim/play.js';
import { BOTS } from '../bots/bots.js';
import { botOrFail, botModuleOf } from './bots.js';
import { deckOrFail, pairOrFail, rulesOrFail } from './decks.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';

export interface LadderArgs {
  queue?: string; queueTimeout?: unknown; jobSize?: unknown;
  decks?: string[]; bots?: unknown; anchor?: unknown; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown;
  json?: boolean; out?: string; suddenDeath?: boolean; turnLimit?: unknown; taskSize?: unknown;
}

/** "--bots random,greedy,…": two or more different bots (names, or module paths loaded by bots.ts), as their names. */
export function ladderBotsOrFail(spec: unknown): string[] {
  const parts = String(spec ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
  const names = parts.map((part) => {
    try {
      return botOrFail(part, '--bots').name;
    } catch {
      throw new UserError(`unknown bot '${part}' in --bots (choose from ${Object.keys(BOTS).join(', ')}, or a module path such as ./my-bot.mjs)`);
    }
  });
  const twice = names.find((x, k) => names.indexOf(x) !== k);
  if (twice) throw new UserError(`--bots lists '${twice}' twice`);
  if (names.length < 2) throw new UserError(`--bots needs at least two bots separated by commas, e.g. random,greedy (got '${String(spec ?? '')}')`);
  return names;
}

export function ladderConfigFrom(a: LadderArgs): { run: LadderConfig; settings: LadderSettings } {
  const bots = ladderBotsOrFail(a.bots);
  // per bot, the module workers import for a bot of the user's own (null: a built-in one)
  const modules = String(a.bots ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '').map(botModuleOf);
  const botModules = modules.some((m) => m !== null) ? modules : undefined;
  const files = [...new Set((a.decks ?? []).map(String))];
  if (files.length < 2) throw new UserError('--decks needs at least two different deck files');
  const decks = files.map((f) => deckOrFail(f, 2, a.rules));
  for (let i = 0; i < decks.length; i++) for (let j = i + 1; j < decks.length; j++) pairOrFail(decks[i], decks[j]);
  const anchor = a.anchor === undefined ? (bots.includes('greedy') ? 'greedy' : bots[0]) : String(a.anchor).trim();
  if (!bots.includes(anchor)) throw new UserError(`--anchor '${anchor}' is not one of --bots (${bots.join(', ')})`);
  const games = intArg(a.games ?? 100, 'games', 1, 1e9);
  const cores = availableParallelism();
  const workers = a.workers === undefined ? cores : intArg(a.workers, 'workers', 1, 256);
  if (workers > cores) process.stderr.write(`ptcg: warning: --workers ${workers} is more than this machine's ${cores} cores (it will not run faster)\n`);
  const rules = rulesOrFail(a.rules, decks);
  const seed = String(a.seed ?? '1');
  const suddenDeath = a.suddenDeath === true;
  const turnLimit = a.turnLimit === undefined ? DEFAULT_TURN_LIMIT : intArg(a.turnLimit, 'turn-limit', 1, 30000);
  const taskSize = a.jobSize !== undefined ? intArg(a.jobSize, 'job-size', 1, 1e9) : a.taskSize === undefined ? undefined : intArg(a.taskSize, 'task-size', 1, 1e9);
  return {
    run: { decks, bots, games, seed, rules, suddenDeath, turnLimit, workers, taskSize, botModules },
    settings: { seed, rules, bots, anchor, decks: decks.map((d) => d.name), deckFiles: decks.map((d) => d.path), games, suddenDeath, turnLimit },
  };
}

/** Play the ladder with a progress bar; Ctrl-C keeps the games played so far (partial: true). */
async function runLadder(run: LadderConfig, settings: LadderSettings, queue: { url: string; timeoutSeconds: number } | null): Promise<LadderResult> {
  const interrupt = interruptOnSigint('rating the games done so far');
  const executor = queue ? await (await import('../sim/queue-submit.js')).QueueExecutor.open(queue.url, queue.timeoutSeconds) : undefined;
  const bar = progressBar(executor ? () => `, ${executor.workersSeen.size} worker(s) seen` : undefined);
  try {
    const played = await playLadder(run, { signal: interrupt.signal, onProgress: (p) => bar.update(p), executor });
    bar.done();
    return buildLadder(settings, configurationResults(settings, played), played.elapsedSeconds);
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

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const elo = (x: number | null, open: string) => (x === null ? open : String(Math.round(x)));
const pad = (rows: string[][]): string => {
  const widths = rows[0].map((_, k) => Math.max(...rows.map((r) => r[k].length)));
  return rows.map((r) => '  ' + r.map((c, k) => (k === 0 ? c.padEnd(widths[k]) : c.padStart(widths[k]))).join('  ').trimEnd()).join('\n');
};

/** Lines of per-deck-pair results printed at most (more are in --json). */
const DECK_LINES = 24;

export function ladderSummary(r: LadderResult): string {
  const c = r.config;
  const nd = c.decks.length;
  const total = r.configurations.reduce((s, x) => s + x.games, 0);
  const out: string[] = [];
  out.push(`Bot ladder: ${c.bots.length} bots, ${nd} decks (${(nd * (nd - 1)) / 2} deck pair${nd === 2 ? "" : "s"}); ${r.configurations.length} configurations × ${c.games.toLocaleString('en-US')} games = ${total.toLocaleString('en-US')} games played${r.partial ? ' (interrupted: partial)' : ''}; seed ${c.seed}, rules ${c.rules}`);
  out.push('');
  out.push(`Ratings (Bradley–Terry fitted to all games, Elo scale, ${c.anchor} = 0; draws count half; 95% interval):`);
  out.push(pad([['bot', 'rating', '95% interval', 'games', 'score'], ...r.ratings.map((x) => [
    x.bot, elo(x.rating.estimate, ''), x.bot === c.anchor ? '(anchor)' : `${elo(x.rating.low, '−∞')} to ${elo(x.rating.high, '+∞')}`,
    x.games.toLocaleString('en-US'), pct(x.score.estimate),
  ])]));
  if (r.model.separated) {
    out.push('  note: some bots won every game against others, so no finite maximum-likelihood rating exists; the fit adds one');
    out.push('  drawn game between every two bots, and an open interval side (±∞) marks a rating the games do not bound there.');
  }
  out.push('');
  out.push('Head to head (row bot\'s score against the column bot, draws count half; Wilson 95% interval):');
  const order = r.ratings.map((x) => x.bot);
  out.push(pad([['', ...order], ...order.map((b) => [b, ...order.map((o) => {
    if (o === b) return '—';
    const h = r.headToHead.find((x) => x.bot === b && x.opponent === o)!;
    return `${pct(h.score.estimate)} (${pct(h.score.low)}–${pct(h.score.high)})`;
  })])]));
  // Per deck pair: the first-listed bot's score with its deck over both seatings.
  const lines = deckPairScores(r).map((x) => [`${x.bot} (${x.deck}) vs ${x.opponent} (${x.opponentDeck})`, `${pct(x.score.estimate)} (${pct(x.score.low)}–${pct(x.score.high)})`, `n=${x.games.toLocaleString('en-US')}`]);
  out.push('');
  if (lines.length <= DECK_LINES) {
    out.push('Per deck pair (the first bot\'s score with its deck, both seatings; Wilson 95% interval):');
    out.push(pad(lines));
  } else {
    out.push(`Per deck pair: ${lines.length} lines, in the --json document (configurations).`);
  }
  return out.join('\n');
}

export async function ladderCommand(a: LadderArgs): Promise<void> {
  const { run, settings } = ladderConfigFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const result = await runLadder(run, settings, queueOf(a));
  const text = ladderText(result);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json ? text : ladderSummary(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
