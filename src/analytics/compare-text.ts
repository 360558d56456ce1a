// The compare document as text: the card diff, one line per opponent (each list's win rate, the
// difference B − A with its interval and a mark), then the pooled figure, which bots made it, and a
// note when every pair ended alike (an interval of no width).
import type { CompareResult, OpponentComparison } from './compare.js';
import type { Estimate } from './compare-stats.js';
import { pct } from './format.js';

const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;

/** "+3.1 [+1.2, +5.0] points". */
export function differenceText(d: Estimate): string {
  return `${pts(d.estimate)} [${pts(d.low)}, ${pts(d.high)}] points`;
}

/** Which bots played, and that the figures are about the lists as those bots play them. */
export function botsText(r: Pick<CompareResult, 'bots'>): string {
  const [lists, opponents] = r.bots;
  const who = lists === opponents ? `the ${lists} bot played every game, both lists and the opponents` : `the ${lists} bot played both lists and the ${opponents} bot the opponents`;
  return `Bots: ${who}. The difference is between the lists as ${lists} plays them; another bot, or a person, may find another.`;
}

/** Why the interval has no width when every pair ended alike, and what to do for an A/A check; null otherwise. */
export function concordanceNote(r: Pick<CompareResult, 'sameGames' | 'allConcordant'>): string | null {
  if (r.sameGames) {
    return 'A and B are the same cards, dealt alike: every pair was one game played twice, so B − A is exactly 0 with an interval of no width, which says nothing about chance. '
      + 'For an A/A check, run with --no-align (library: align: false): B\'s games then use random streams of their own, and the interval shows the spread around 0 that chance alone gives.';
  }
  if (r.allConcordant) {
    return 'Every pair ended alike for A and B (the changed cards never turned a game here), so the interval has no width: play more games, or use --no-align to see the spread of unpaired games.';
  }
  return null;
}

const STOPPED: Record<string, string> = {
  significant: 'significant (the interval excludes 0)',
  budget: 'budget (--max-games reached)',
  interrupted: 'interrupted',
  'same-games': 'after the first round: A and B play the same games, so more rounds would only repeat them',
};

/** The sequential run in a sentence. */
export function sequentialText(s: NonNullable<CompareResult['sequential']>): string {
  return `Sequential: ${s.rounds} of ${s.looks} planned round(s) of ${s.round} games per list, opponent and seating; stopped: ${STOPPED[s.stopped] ?? s.stopped}.`;
}

/** The significance mark: which list the interval favours. */
export function markText(better: 'A' | 'B' | null): string {
  return better === 'B' ? '* B better' : better === 'A' ? '* A better' : 'not significant';
}

export function compareText(r: CompareResult): string {
  const L: string[] = [];
  const { a, b } = r.lists;
  L.push(`${r.partial ? 'PARTIAL RESULT — ' : ''}Compare: A = ${a.name} (${a.file}), B = ${b.name} (${b.file})`);
  L.push(`seed ${r.seed}, rules ${r.rules}, bots ${r.bots[0]} (the lists) vs ${r.bots[1]} (the opponents), ${r.commonRandomNumbers ? 'common random numbers' : 'independent streams'}${r.aligned ? '' : ', B not aligned (--no-align: its own streams)'}`);
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
  if (r.sequential) L.push(sequentialText(r.sequential));
  const note = concordanceNote(r);
  if (note) L.push(`Note: ${note}`);
  L.push(botsText(r));
  L.push(`Games: ${(2 * r.pooled.games).toLocaleString('en-US')} (each list ${r.pooled.games.toLocaleString('en-US')}), ${Math.round(r.gamesPerSecond).toLocaleString('en-US')} games/s.`);
  return L.join('\n');
}
