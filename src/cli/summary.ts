// Plain-text summaries of result documents.
import type { MatchupResult } from '../analytics/results.js';
import type { MatrixResult, RunResult } from '../analytics/simulation.js';
import type { Interval } from '../analytics/stats.js';
import { CARD_STATS_CAVEAT, type DeckCardStats } from '../analytics/card-stats.js';
import { pct } from '../analytics/format.js';

const iv = (i: Interval) => `${pct(i.estimate)} [${pct(i.low)}, ${pct(i.high)}]`;

export function matchupSummary(r: MatchupResult, layout: SummaryLayout = {}): string {
  const L: string[] = [];
  L.push(`${r.partial ? 'PARTIAL RESULT — ' : ''}${r.decks[0]} vs ${r.decks[1]}: ${r.games.toLocaleString('en-US')} games, seed ${r.seed}, rules ${r.rules}, bots ${r.bots.join(' vs ')}${r.shard ? `, shard ${r.shard}` : ''}`);
  L.push('');
  const rows = [['', r.decks[0], r.decks[1]],
    ['win rate (95% CI)', iv(r.winRate[0]), iv(r.winRate[1])],
    ['going first', iv(r.goingFirst[0].winRate), iv(r.goingFirst[1].winRate)],
    ['going second', iv(r.goingSecond[0].winRate), iv(r.goingSecond[1].winRate)],
    ['mulligan rate', iv(r.mulligans[0].rate), iv(r.mulligans[1].rate)],
    ['first Knock Out', iv(r.prizeRace[0].firstKnockOut), iv(r.prizeRace[1].firstKnockOut)],
    ['mean turn of last prize', fmt(r.prizeRace[0].meanLastPrizeTurn), fmt(r.prizeRace[1].meanLastPrizeTurn)]];
  const w = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) L.push(row.map((cell, c) => cell.padEnd(w[c])).join('  '));
  L.push('');
  L.push(`draws ${r.draws} (${pct(r.drawRate.estimate)}); mean game length ${r.turns.mean.toFixed(1)} turns`);
  L.push(`end reasons: ${Object.entries(r.endReasons).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  L.push(`${Math.round(r.gamesPerSecond).toLocaleString('en-US')} games/s (${r.elapsedSeconds.toFixed(1)} s)`);
  if (r.cardStats && layout.cardTables !== false) L.push('', cardTables(r.cardStats.decks));
  return L.join('\n');
}

/** Per deck, a compact per-card table, with the caveat next to the win rates. */
export function cardTables(decks: DeckCardStats[]): string {
  const L: string[] = [];
  const short = (i: Interval) => (i.n === 0 ? '—' : iv(i));
  for (const d of decks) {
    L.push(`${d.deck}: per card over ${d.games.toLocaleString('en-US')} games`);
    const rows = [['card', 'copies', 'drawn', 'played', 'win% played', 'win% not played', 'attacks', 'prizes/attacking game', 'first attack turn (median/mean)'],
      ...d.cards.map((c) => [c.name, String(c.copies), pct(c.drawnRate), pct(c.playedRate), short(c.winRateWhenPlayed), short(c.winRateWhenNotPlayed),
        String(c.attacks), c.prizesPerAttackingGame === null ? '—' : c.prizesPerAttackingGame.toFixed(2),
        c.firstAttackTurn.mean === null ? '—' : `${c.firstAttackTurn.median} / ${c.firstAttackTurn.mean.toFixed(1)}`])];
    const w = rows[0].map((_, k) => Math.max(...rows.map((row) => row[k].length)));
    for (const row of rows) L.push(row.map((cell, k) => (k === 0 ? cell.padEnd(w[k]) : cell.padStart(w[k]))).join('  ').trimEnd());
    L.push('');
  }
  L.push(`Win rates when played / not played (95% CI): ${CARD_STATS_CAVEAT}`);
  return L.join('\n');
}

function fmt(x: number | null): string {
  return x === null ? '—' : x.toFixed(1);
}

/** How a summary is laid out: wide matrices can give way to a ranking, card tables can be left to the report. */
export interface SummaryLayout {
  /** A matrix wider than this many characters is shown as a ranking of the decks instead (the page has the matrix). */
  maxWidth?: number;
  /** Per-card tables (default: when the result has card statistics). */
  cardTables?: boolean;
}

/** Each deck's mean win rate over its matchups (both seatings), best first, with its worst and best matchup's. */
function ranking(m: MatrixResult): string[] {
  const rows = m.decks.map((name, i) => {
    const rates = m.winRate[i].filter((c, j): c is Interval => c !== null && j !== i).map((c) => c.estimate);
    return { name, mean: rates.reduce((t, x) => t + x, 0) / Math.max(1, rates.length), low: Math.min(...rates), high: Math.max(...rates) };
  }).sort((a, b) => b.mean - a.mean);
  const w = Math.max(...rows.map((r) => r.name.length));
  return [
    `    ${'deck'.padEnd(w)}  mean    worst – best matchup`,
    ...rows.map((r, k) => `${String(k + 1).padStart(2)}. ${r.name.padEnd(w)}  ${pct(r.mean).padStart(6)}  ${pct(r.low).padStart(6)} – ${pct(r.high)}`),
  ];
}

export function matrixSummary(m: MatrixResult, layout: SummaryLayout = {}): string {
  const L: string[] = [];
  L.push(`${m.partial ? 'PARTIAL RESULT — ' : ''}Matchup matrix: row deck's win rate against the column deck (both seatings)`);
  L.push(`${m.games.toLocaleString('en-US')} games per seating, seed ${m.seed}, rules ${m.rules}, bots ${m.bots.join(' vs ')}`);
  L.push('* = the 95% interval crosses 50% (not significant)');
  L.push('');
  const names = m.decks;
  const cells = m.winRate.map((row) => row.map((c) => (c === null ? '—' : `${pct(c.estimate)}${c.low <= 0.5 && c.high >= 0.5 ? '*' : ''}`)));
  const head = ['', ...names];
  const rows = [head, ...names.map((n, i) => [n, ...cells[i]])];
  const w = head.map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const width = w.reduce((t, x) => t + x, 0) + 2 * (w.length - 1);
  if (layout.maxWidth !== undefined && width > layout.maxWidth && names.length > 2) {
    L.splice(2, 1, `The matrix is ${width} characters wide: see the report page. Decks by mean win rate against the others:`);
    L.push(...ranking(m));
  } else {
    for (const row of rows) L.push(row.map((cell, c) => cell.padEnd(w[c])).join('  '));
  }
  L.push('');
  L.push(`${Math.round(m.gamesPerSecond).toLocaleString('en-US')} games/s (${m.elapsedSeconds.toFixed(1)} s)`);
  if (m.cardStats && layout.cardTables !== false) L.push('', cardTables(m.cardStats.decks));
  return L.join('\n');
}

export function summary(r: RunResult, layout: SummaryLayout = {}): string {
  return 'kind' in r && r.kind === 'matrix' ? matrixSummary(r, layout) : matchupSummary(r as MatchupResult, layout);
}
