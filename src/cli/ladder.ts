// `ptcg ladder`: every bot against every other over the deck pairs (seats and decks swapped),
// rated with Bradley–Terry; prints the ratings and the head-to-head table, or the JSON document.
import { interruptOnSigint } from './interrupt.js';
import { queueOf, workerFailure } from './simulate.js';
import { playLadder, type LadderConfig } from '../sim/ladder-run.js';
import { buildLadder, configurationResults, deckPairScores, ladderText, type LadderResult, type LadderSettings } from '../analytics/ladder.js';
import { botListOf } from './bots.js';
import { numberArg, textArg, cliDoor } from './args.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import type { RuleSetName } from '../engine/rules.js';
import type { FormatName } from '../decks/legality.js';
import { ladderConfig } from '../lib/ladder.js';
import { pct, pctRange, count } from '../analytics/format.js';

export interface LadderArgs {
  queue?: string; queueTimeout?: unknown; jobSize?: unknown;
  decks?: string[]; bots?: unknown; anchor?: unknown; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; format?: unknown;
  json?: boolean; out?: string; suddenDeath?: boolean; turnLimit?: unknown; taskSize?: unknown;
}

/** The ladder's configuration: the arguments as the library's options, checked by the library (ladderConfig). */
export async function ladderConfigFrom(a: LadderArgs): Promise<{ run: LadderConfig; settings: LadderSettings }> {
  const { run, settings } = await ladderConfig({
    decks: (a.decks ?? []).map(String), bots: botListOf(a.bots), anchor: textArg(a.anchor)?.trim(),
    games: numberArg(a.games), seed: textArg(a.seed), workers: numberArg(a.workers), rules: a.rules as RuleSetName | undefined, format: a.format as FormatName | undefined,
    suddenDeath: a.suddenDeath === true, turnLimit: numberArg(a.turnLimit),
    taskSize: numberArg(a.jobSize ?? a.taskSize),
  }, cliDoor(a, { taskSize: a.jobSize !== undefined ? '--job-size' : '--task-size' }));
  return { run, settings };
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
    throw workerFailure(e);
  } finally {
    interrupt.dispose();
    await executor?.close();
  }
}

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
  out.push(`Bot ladder: ${c.bots.length} bots, ${nd} decks (${(nd * (nd - 1)) / 2} deck pair${nd === 2 ? "" : "s"}); ${r.configurations.length} configurations × ${count(c.games)} games = ${count(total)} games played${r.partial ? ' (interrupted: partial)' : ''}; seed ${c.seed}, rules ${c.rules}`);
  out.push('');
  out.push(`Ratings (Bradley–Terry fitted to all games, Elo scale, ${c.anchor} = 0; draws count half; 95% interval):`);
  out.push(pad([['bot', 'rating', '95% interval', 'games', 'score'], ...r.ratings.map((x) => [
    x.bot, elo(x.rating.estimate, ''), x.bot === c.anchor ? '(anchor)' : `${elo(x.rating.low, '−∞')} to ${elo(x.rating.high, '+∞')}`,
    count(x.games), pct(x.score.estimate),
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
    return `${pct(h.score.estimate)} (${pctRange(h.score)})`;
  })])]));
  // Per deck pair: the first-listed bot's score with its deck over both seatings.
  const lines = deckPairScores(r).map((x) => [`${x.bot} (${x.deck}) vs ${x.opponent} (${x.opponentDeck})`, `${pct(x.score.estimate)} (${pctRange(x.score)})`, `n=${count(x.games)}`]);
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
  const { run, settings } = await ladderConfigFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const result = await runLadder(run, settings, queueOf(a));
  const text = ladderText(result);
  if (a.out) writeAtomic(a.out, text);
  process.stdout.write(a.json ? text : ladderSummary(result) + '\n');
  if (result.partial) process.exitCode = 130;
}
