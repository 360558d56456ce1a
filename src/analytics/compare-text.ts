// The compare document as text: the card diff, one line per opponent (each list's win rate, the
// difference B − A with its interval and a mark), then the pooled figure.
import type { CompareResult, OpponentComparison } from './compare.js';
import type { Estimate } from './compare-stats.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;

/** "+3.1 [+1.2, +5.0] points". */
export function differenceText(d: Estimate): string {
  return `${pts(d.estimate)} [${pts(d.low)}, ${pts(d.high)}] points`;
}

/** The significance mark: which list the interval favours. */
export function markText(better: 'A' | 'B' | null): string {
  return better === 'B' ? '* B better' : better === 'A' ? '* A better' : 'not significant';
}

export function compareText(r: CompareResult): string {
  const L: string[] = [];
  const { a, b } = r.lists;
  L.push(`${r.partial ? 'PARTIAL RESULT — ' : ''}Compare: A = ${a.name} (${a.file}), B = ${b.name} (${b.file})`);
  L.push(`seed ${r.seed}, rules ${r.rules}, bots ${r.bots[0]} (the lists) vs ${r.bots[1]} (the opponents), ${r.commonRandomNumbers ? 'common random numbers' : 'independent streams'}`);
  L.push('');
  L.push('Card changes (A → B):');
  if (r.diff.length === 0) L.push('  (none: the lists are the same cards)');
  for (const c of r.diff) L.push(`  ${c.b > c.a ? '+' : '−'}${Math.abs(c.b - c.a)} ${c.card}  (${c.a} → ${c.b})`);
  L.push('');
  const w = Math.max(8, ...r.opponents.map((o) => o.opponent.length));
  L.push(`${'opponent'.padEnd(w)}  ${'games'.padStart(7)}  ${'A wins'.padStart(7)}  ${'B wins'.padStart(7)}  B − A, 95% interval`);
  const row = (name: string, o: Pick<OpponentComparison, 'games' | 'a' | 'b' | 'difference' | 'better'>) =>
    `${name.padEnd(w)}  ${String(o.games).padStart(7)}  ${pct(o.a.winRate.estimate).padStart(7)}  ${pct(o.b.winRate.estimate).padStart(7)}  ${differenceText(o.difference)}  ${markText(o.better)}`;
  for (const o of r.opponents) L.push(row(o.opponent, o));
  L.push(row('pooled', r.pooled));
  L.push('');
  L.push(`Interval: ${r.interval}.`);
  if (r.sequential) L.push(`Sequential: ${r.sequential.rounds} round(s) of ${r.sequential.round} games per list, opponent and seating; stopped: ${r.sequential.stopped}.`);
  L.push(`Games: ${(2 * r.pooled.games).toLocaleString('en-US')} (each list ${r.pooled.games.toLocaleString('en-US')}), ${Math.round(r.gamesPerSecond).toLocaleString('en-US')} games/s.`);
  return L.join('\n');
}
