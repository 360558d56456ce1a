// `ptcg odds`: consistency of a deck — the chance of goals ("Charizard ex in play by turn 3")
// going first and second, from seeded deals and greedy games, beside exact figures (docs/ODDS.md).
import { interruptOnSigint } from './interrupt.js';
import { availableParallelism } from 'node:os';
import { oddsStudy, compileGoals, oddsBotsText, DEFAULT_BY_TURN, type OddsStudy } from '../analytics/odds-report.js';
import { GoalError, MAX_GOAL_TURN } from '../sim/odds-goal.js';
import type { Interval } from '../analytics/stats.js';
import { deckOrFail, pairOrFail, rulesOrFail } from './decks.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';

export interface OddsArgs {
  deck: string; opponent?: string; goal?: unknown; byTurn?: unknown; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; json?: boolean; out?: string;
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const iv = (i: Interval) => `${pct(i.estimate)} [${(i.low * 100).toFixed(2)}, ${(i.high * 100).toFixed(2)}]`;

export function oddsText(m: OddsStudy): string {
  const against = m.mirror ? 'against itself (both seats observed)' : `against ${m.opponent} (its seat observed)`;
  const what = [m.deals > 0 ? `${m.deals.toLocaleString('en-US')} deals` : '', m.games > 0 ? `${m.games.toLocaleString('en-US')} greedy games ${against}` : ''];
  const L = [
    `${m.partial ? 'PARTIAL RESULT — ' : ''}${m.deck} (${m.deckFile}): ${what.filter((x) => x).join(' and ')}, seed ${m.seed}, rules ${m.rules}`,
    '',
  ];
  const rows: string[][] = [['goal', 'when', 'going first (95% CI)', 'going second (95% CI)', 'exact']];
  for (const g of m.goals) {
    if (g.setup) {
      const e = g.setup.exact === null ? '' : `${pct(g.setup.exact)} ${g.setup.agrees ? 'agrees' : `DIFFERS (${g.setup.sigmas!.toFixed(1)}σ)`}`;
      rows.push([g.label, 'at setup', iv(g.setup.simulated), 'same (the deal)', e]);
    }
    g.turns.forEach((t, k) => rows.push([k === 0 ? g.label : '', `by turn ${t.turn}`, iv(t.first), iv(t.second), '']));
  }
  const w = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) L.push(r.map((cell, c) => cell.padEnd(w[c])).join('  ').trimEnd());
  L.push('');
  if (m.games > 0) L.push(`by turn k: met at any point of the deck's own turns 1..k (${m.observations.first.toLocaleString('en-US')} observations going first, ${m.observations.second.toLocaleString('en-US')} going second)`);
  L.push(oddsBotsText(m));
  const speed = [m.dealsPerSecond !== null ? `${m.dealsPerSecond.toLocaleString('en-US')} deals/s` : '', m.gamesPerSecond !== null ? `${m.gamesPerSecond.toLocaleString('en-US')} games/s` : ''].filter((x) => x);
  L.push(`${speed.join(', ')} (${m.elapsedSeconds.toFixed(1)} s)`);
  return L.join('\n');
}

const asList = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

export async function oddsCommand(a: OddsArgs): Promise<void> {
  const deck = deckOrFail(a.deck, 2, a.rules);
  const opponent = a.opponent === undefined ? null : deckOrFail(a.opponent, 2, a.rules);
  if (opponent) pairOrFail(deck, opponent);
  const rules = rulesOrFail(a.rules, opponent ? [deck, opponent] : [deck]);
  const byTurn = a.byTurn === undefined ? DEFAULT_BY_TURN : intArg(a.byTurn, 'by-turn', 0, MAX_GOAL_TURN);
  const games = intArg(a.games ?? 10000, 'games', 1, 1e10);
  const workers = a.workers === undefined ? availableParallelism() : intArg(a.workers, 'workers', 1, 256);
  const goals = asList(a.goal);
  try {
    compileGoals(deck, goals, byTurn); // every goal checked before the run
  } catch (e) {
    if (e instanceof GoalError) throw new UserError(e.message);
    throw e;
  }
  if (a.out) assertWritable(a.out, '--out');
  const interrupt = interruptOnSigint();
  const bar = progressBar();
  let m: OddsStudy;
  try {
    m = await oddsStudy({ deck, opponent, goals, byTurn, games, seed: String(a.seed ?? '1'), rules, workers, signal: interrupt.signal, onProgress: (p) => bar.update(p) });
  } finally {
    bar.done();
    interrupt.dispose();
  }
  const json = JSON.stringify(m, null, 1) + '\n';
  if (a.out) writeAtomic(a.out, json);
  process.stdout.write(a.json ? json : oddsText(m) + '\n');
  if (m.partial) process.exitCode = 130;
}
