// `ptcg odds`: consistency of a deck — the chance of goals ("Charizard ex in play by turn 3")
// going first and second, from seeded deals and greedy games, beside exact figures (docs/ODDS.md).
import { interruptOnSigint } from './interrupt.js';
import { oddsStudy, oddsBotsText, type OddsStudy, type OddsConfig } from '../analytics/odds-report.js';
import type { Interval } from '../analytics/stats.js';
import { numberArg, textArg, cliDoor } from './args.js';
import { writeAtomic, assertWritable } from './io.js';
import { progressBar } from './progress.js';
import type { RuleSetName } from '../engine/rules.js';
import type { FormatName } from '../decks/legality.js';
import { oddsConfig } from '../lib/odds.js';
import { pct, count } from '../analytics/format.js';

export interface OddsArgs {
  deck: string; opponent?: string; goal?: unknown; byTurn?: unknown; games?: unknown; seed?: unknown; workers?: unknown; rules?: unknown; format?: unknown; json?: boolean; out?: string;
}

const iv = (i: Interval) => `${pct(i.estimate, 2)} [${(i.low * 100).toFixed(2)}, ${(i.high * 100).toFixed(2)}]`;

export function oddsText(m: OddsStudy): string {
  const against = m.mirror ? 'against itself (both seats observed)' : `against ${m.opponent} (its seat observed)`;
  const what = [m.deals > 0 ? `${count(m.deals)} deals` : '', m.games > 0 ? `${count(m.games)} greedy games ${against}` : ''];
  const L = [
    `${m.partial ? 'PARTIAL RESULT — ' : ''}${m.deck} (${m.deckFile}): ${what.filter((x) => x).join(' and ')}, seed ${m.seed}, rules ${m.rules}`,
    '',
  ];
  const rows: string[][] = [['goal', 'when', 'going first (95% CI)', 'going second (95% CI)', 'exact']];
  for (const g of m.goals) {
    if (g.setup) {
      const e = g.setup.exact === null ? '' : `${pct(g.setup.exact, 2)} ${g.setup.agrees ? 'agrees' : `DIFFERS (${g.setup.sigmas!.toFixed(1)}σ)`}`;
      rows.push([g.label, 'at setup', iv(g.setup.simulated), 'same (the deal)', e]);
    }
    g.turns.forEach((t, k) => rows.push([k === 0 ? g.label : '', `by turn ${t.turn}`, iv(t.first), iv(t.second), '']));
  }
  const w = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) L.push(r.map((cell, c) => cell.padEnd(w[c])).join('  ').trimEnd());
  L.push('');
  if (m.games > 0) L.push(`by turn k: met at any point of the deck's own turns 1..k (${count(m.observations.first)} observations going first, ${count(m.observations.second)} going second)`);
  L.push(oddsBotsText(m));
  const speed = [m.dealsPerSecond !== null ? `${count(m.dealsPerSecond)} deals/s` : '', m.gamesPerSecond !== null ? `${count(m.gamesPerSecond)} games/s` : ''].filter((x) => x);
  L.push(`${speed.join(', ')} (${m.elapsedSeconds.toFixed(1)} s)`);
  return L.join('\n');
}

const asList = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

/** The study's configuration: the arguments as the library's options, checked by the library (oddsConfig). */
export function oddsConfigFrom(a: OddsArgs): OddsConfig {
  return oddsConfig({
    deck: a.deck, opponent: a.opponent, goals: asList(a.goal), byTurn: numberArg(a.byTurn),
    games: numberArg(a.games), seed: textArg(a.seed), workers: numberArg(a.workers), rules: a.rules as RuleSetName | undefined, format: a.format as FormatName | undefined,
  }, cliDoor(a, { goals: '--goal' }));
}

export async function oddsCommand(a: OddsArgs): Promise<void> {
  const c = oddsConfigFrom(a);
  if (a.out) assertWritable(a.out, '--out');
  const interrupt = interruptOnSigint();
  const bar = progressBar();
  let m: OddsStudy;
  try {
    m = await oddsStudy({ ...c, signal: interrupt.signal, onProgress: (p) => bar.update(p) });
  } finally {
    bar.done();
    interrupt.dispose();
  }
  const json = JSON.stringify(m, null, 1) + '\n';
  if (a.out) writeAtomic(a.out, json);
  process.stdout.write(a.json ? json : oddsText(m) + '\n');
  if (m.partial) process.exitCode = 130;
}
