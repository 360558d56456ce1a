// The content of one report group as blocks (text, tables, charts) that report.ts renders twice:
// as HTML for index.html and as Markdown for summary.md, so both carry the same findings.
import type { TopLevelSpec } from 'vega-lite';
import type * as aq from 'arquero';
import type { ReportGroup, ReportTables } from './report-data.js';
import { groupTurnHistogram, turnQuantile } from './report-data.js';
import { heatmapSpec, seatsSpec, matchupSeatsSpec, prizeRaceSpec, gameLengthSpec, mulligansSpec, mulliganDistributionSpec, endReasonsSpec, END_REASONS } from './charts.js';
import { END_REASON_NOTES, botsLine, coverageNote, shortNames, deckPageBases, escapeHtml } from './report-text.js';
import { wilson, type Interval } from './stats.js';
import { pct, pctRange as range, count } from './format.js';


export interface Chart { id: string; title: string; spec: TopLevelSpec }
/** A table cell: its text (both outputs), optional HTML to show instead, a tooltip and a class. */
export interface Cell { text: string; html?: string; title?: string; cls?: string; head?: boolean }
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string; cls: string }
  | { kind: 'list'; items: string[]; cls: string }
  | { kind: 'defs'; items: [string, string][] }
  | { kind: 'table'; cls: string; head: string[]; rows: (string | Cell)[][] }
  | { kind: 'chart'; chart: Chart };

type Row = Record<string, unknown>;

const ivText = (w: Interval) => `${pct(w.estimate)} (95% CI ${range(w)}, n=${w.n.toLocaleString('en-US')})`;
const crosses = (w: { low: number; high: number }) => w.low <= 0.5 && w.high >= 0.5;

function rowsOf(t: aq.ColumnTable, group: string): Row[] {
  return (t.objects() as Row[]).filter((r) => r.group === group);
}

/** The coverage note of a group: the one given with it (from the file it came from) or from its matchups. */
export function groupCoverage(g: ReportGroup): string | null {
  return g.coverage !== undefined ? g.coverage : coverageNote(g.result.matchups);
}

/** The headline facts of a group, as plain sentences. */
export function headlines(g: ReportGroup, t: ReportTables): string[] {
  const m = g.result;
  const n = m.decks.length;
  const out: string[] = [];
  const overall = m.decks.map((name, i) => {
    const rates = m.winRate[i].filter((w): w is Interval => w !== null);
    return { name, mean: rates.reduce((s, w) => s + w.estimate, 0) / Math.max(1, rates.length) };
  }).sort((a, b) => b.mean - a.mean);
  if (n > 2) out.push(`Best deck overall: ${overall[0].name}, ${pct(overall[0].mean)} mean win rate against the other ${n - 1} decks.`);
  let worst: { i: number; j: number; w: Interval } | null = null;
  const ns: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const w = m.winRate[i][j];
      if (!w) continue;
      if (w.estimate >= 0.5 && (!worst || w.estimate > worst.w.estimate)) worst = { i, j, w };
      if (i < j && crosses(w)) ns.push(`${m.decks[i]} vs ${m.decks[j]} (${pct(w.estimate)}, 95% CI ${range(w)})`);
    }
  }
  if (worst) out.push(`Most lopsided matchup: ${m.decks[worst.i]} beats ${m.decks[worst.j]} ${ivText(worst.w)}.`);
  out.push(ns.length ? `Not significant (interval crosses 50%): ${ns.join('; ')}.` : 'Every matchup differs from 50% at the 95% level.');
  // Going first: who won, over every game of the group.
  let firstWins = 0, games = 0;
  for (const r of m.matchups) {
    firstWins += r.goingFirst[0].wins + r.goingFirst[1].wins;
    games += r.games;
  }
  if (games > 0) out.push(`Going first: the player who went first won ${ivText(wilson(firstWins, games))} of all games.`);
  const hist = groupTurnHistogram(m);
  if (games > 0) out.push(`Game length: half of the games were over by turn ${turnQuantile(hist, 0.5)}; the middle half ended between turns ${turnQuantile(hist, 0.25)} and ${turnQuantile(hist, 0.75)}.`);
  const reasons = END_REASONS.map((reason) => ({ reason, games: m.matchups.reduce((s, r) => s + (r.endReasons[reason] ?? 0), 0) })).filter((x) => x.games > 0);
  if (games > 0) out.push(`How games ended: ${reasons.map((x) => `${x.reason} ${pct(x.games / games)}`).join(', ')}.`);
  const mull = rowsOf(t.mulligans, g.title);
  const off = mull.filter((r) => !r.agrees);
  out.push(off.length === 0
    ? `Mulligans: the simulated rate of every deck agrees with the exact hypergeometric probability (inside its 95% interval).`
    : `Mulligans: the simulated rate disagrees with the exact probability for ${off.map((r) => `${r.deck} (${pct(r.simulated as number)} simulated, ${pct(r.exact as number)} exact)`).join('; ')}.`);
  return out;
}

function params(g: ReportGroup): [string, string][] {
  const m = g.result;
  const played = m.matchups.reduce((s, r) => s + r.games, 0);
  const planned = m.games * m.matchups.length;
  const first = m.matchups[0];
  return [
    ['games', played === planned
      ? `${count(m.games)} per matchup and seating (${count(played)} in all)`
      : `${count(m.games)} per matchup and seating in the whole run; this result holds ${count(played)} of its ${count(planned)}`],
    ['seed', m.seed],
    ['rules', m.rules],
    ['bots', m.bots.join(' vs ')],
    ['turn limit', first ? `${first.turnLimit} turns (a game still going after it is a draw)` : '—'],
    ['sudden death', first?.suddenDeath ? 'on' : 'off (a tie is a draw)'],
  ];
}

/** Deck names in chart rows replaced by the short names (fields `deck`, `row`, `column`, `opponent`, `matchup`). */
function shorten(rows: Row[], short: Map<string, string>, pairs: Map<string, string>): Row[] {
  const s = (v: unknown) => short.get(v as string) ?? v;
  return rows.map((r) => {
    const o: Row = { ...r };
    for (const k of ['deck', 'row', 'column', 'opponent'] as const) if (k in o) o[k] = s(o[k]);
    if ('matchup' in o) o.matchup = pairs.get(o.matchup as string) ?? o.matchup;
    return o;
  });
}

/** `pages`: where each deck's page is (report-text.ts deckPageBases; by default as if the group were alone). */
export function groupBlocks(g: ReportGroup, t: ReportTables, pages: string[] = deckPageBases([g])[0]): Block[] {
  const m = g.result;
  const n = m.decks.length;
  const shortList = shortNames(m.decks);
  const short = new Map(m.decks.map((d, i) => [d, shortList[i]]));
  const pairs = new Map<string, string>();
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.set(`${m.decks[a]} vs ${m.decks[b]}`, `${shortList[a]} vs ${shortList[b]}`);
  const rows = (table: aq.ColumnTable) => shorten(rowsOf(table, g.title), short, pairs);
  const chart = (id: string, title: string, spec: TopLevelSpec): Block => ({ kind: 'chart', chart: { id: `${g.id}-${id}`, title, spec } });
  const mull = rowsOf(t.mulligans, g.title);
  const blocks: Block[] = [];

  const coverage = groupCoverage(g);
  if (coverage) blocks.push({ kind: 'para', cls: 'coverage', text: `Note: ${coverage}.` });
  blocks.push({ kind: 'para', cls: 'bots', text: botsLine(m.bots, m.matchups.length === 1 ? [m.decks[0], m.decks[1]] : null) });
  blocks.push({ kind: 'list', cls: 'summary', items: headlines(g, t) });

  blocks.push({ kind: 'heading', text: 'Decks' });
  blocks.push({
    kind: 'table', cls: 'decks', head: ['short name', 'deck', 'file', 'cards', 'Basic Pokémon', 'deck page'],
    rows: m.decks.map((d, i) => [shortList[i], d, m.deckFiles[i], String(mull[i]?.cards ?? ''), String(mull[i]?.basics ?? ''),
      { text: `${pages[i]}.md`, html: `<a class="deck-page" href="${escapeHtml(pages[i])}.html">per-card statistics and matchups</a>` }]),
  });
  blocks.push({ kind: 'defs', items: params(g) });

  blocks.push({ kind: 'heading', text: 'Matchup matrix' });
  blocks.push({ kind: 'para', cls: 'note', text: 'Row deck\'s win rate against the column deck over both seatings, with the Wilson 95% interval; "ns" marks a cell whose interval crosses 50% (not significant).' });
  blocks.push({
    kind: 'table', cls: 'matrix', head: ['deck \\ opponent', ...shortList],
    rows: m.decks.map((d, i) => [
      { text: shortList[i], head: true, title: d },
      ...m.winRate[i].map((w, j): Cell => {
        if (!w) return { text: '—', cls: 'diag' };
        const ns = crosses(w);
        return {
          text: `${pct(w.estimate)}${ns ? ' ns' : ''} ${range(w)}`,
          html: `${pct(w.estimate)}${ns ? '<sup>ns</sup>' : ''}<br><small>${range(w)}</small>`,
          title: `${d} vs ${m.decks[j]}: ${ivText(w)}${ns ? ' — not significant' : ''}`,
          cls: ns ? 'ns' : w.estimate > 0.5 ? 'win' : 'loss',
        };
      }),
    ]),
  });
  blocks.push(chart('matrix', 'Matchup heatmap', heatmapSpec(rows(t.matrix), `${g.title}: matchups`, shortList)));

  blocks.push({ kind: 'heading', text: 'Going first vs going second' });
  blocks.push(chart('seats', 'Per deck, over all its matchups', seatsSpec(rows(t.seats), `${g.title}: going first vs second`, ['win rate of each deck going first and going second,', 'over all its matchups'])));
  blocks.push(chart('matchup-seats', 'Per matchup', matchupSeatsSpec(rows(t.matchupSeats), `${g.title}: going first vs second per matchup`, shortList)));
  const bySeat = rowsOf(t.matchupSeats, g.title);
  const seatCell = (r: Row | undefined) => (r ? `${pct(r.winRate as number)} (${range(r as never)}, n=${count(r.games as number)})` : '—');
  const seatTable: string[][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const of = (seat: string) => bySeat.find((r) => r.deck === m.decks[i] && r.opponent === m.decks[j] && r.seat === seat);
      seatTable.push([shortList[i], shortList[j], seatCell(of('going first')), seatCell(of('going second'))]);
    }
  }
  blocks.push({ kind: 'table', cls: 'seats', head: ['deck', 'opponent', 'win rate going first', 'win rate going second'], rows: seatTable });

  blocks.push({ kind: 'heading', text: 'Prize race' });
  const prizes = Math.max(1, ...m.matchups.flatMap((r) => r.prizeRace.map((p) => p.prizes)));
  const lastTurn = Math.max(2, turnQuantile(groupTurnHistogram(m), 0.99));
  blocks.push(chart('prize-race', 'Prizes taken by turn', prizeRaceSpec(rows(t.prizeRace), `${g.title}: prize race`, prizes, lastTurn, shortList)));

  blocks.push({ kind: 'heading', text: 'Game length' });
  const lengths = rows(t.gameLengthSummary).map((r): Row => ({ ...r, label: `median ${r.median as number}` }));
  blocks.push(chart('game-length', 'Turn on which games end', gameLengthSpec(lengths, `${g.title}: game length`)));
  blocks.push({
    kind: 'table', cls: 'lengths', head: ['matchup', 'median turn', 'middle half (25th–75th percentile)', '5th–95th percentile', 'mean'],
    rows: lengths.map((r) => [r.matchup as string, String(r.median), `turns ${r.p25 as number}–${r.p75 as number}`, `turns ${r.p5 as number}–${r.p95 as number}`, (r.mean as number).toFixed(1)]),
  });

  blocks.push({ kind: 'heading', text: 'Mulligans' });
  blocks.push(chart('mulligans', 'Mulligan rate', mulligansSpec(rows(t.mulligans), `${g.title}: mulligans`)));
  blocks.push({
    kind: 'table', cls: 'mulligans', head: ['deck', 'games with a mulligan (simulated, 95% interval)', 'exact probability', 'agrees'],
    rows: mull.map((r) => [short.get(r.deck as string) ?? String(r.deck), `${pct(r.simulated as number)} (${range(r as never)}, n=${count(r.games as number)})`, pct(r.exact as number), r.agrees ? 'yes' : 'no']),
  });
  blocks.push(chart('mulligan-distribution', 'Mulligans per game', mulliganDistributionSpec(rows(t.mulliganDistribution), `${g.title}: mulligans per game`)));

  blocks.push({ kind: 'heading', text: 'End reasons' });
  blocks.push(chart('end-reasons', 'How games end', endReasonsSpec(rows(t.endReasons), `${g.title}: end reasons`)));
  const ends = rows(t.endReasons);
  const seen = END_REASONS.filter((reason) => ends.some((r) => r.reason === reason && (r.games as number) > 0));
  blocks.push({
    kind: 'table', cls: 'ends', head: ['matchup', ...seen],
    rows: [...pairs.values()].map((label) => [label, ...seen.map((reason) => {
      const r = ends.find((x) => x.matchup === label && x.reason === reason);
      return r ? pct(r.share as number) : '—';
    })]),
  });
  blocks.push({ kind: 'para', cls: 'note', text: 'What the end reasons mean (rule IDs from the rules digest):' });
  blocks.push({ kind: 'defs', items: END_REASON_NOTES.map(([reason, meaning]) => [reason, meaning]) });
  return blocks;
}
