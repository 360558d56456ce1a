// The field document as text (what `ptcg field` prints) and as a report section (`report --shares`):
// the decks ranked by their expected win rate against the field, with intervals, and a chart.
import type { TopLevelSpec } from 'vega-lite';
import type { FieldResult, FieldDeck } from './field.js';
import type { Block } from './report-sections.js';
import type { Rate } from './sim-table.js';
import { textPx } from './charts.js';
import { pct, count } from './format.js';

const TIES_TEXT: Record<string, string> = { third: 'a tie counts 1/3 of a win', half: 'a tie counts half a win', loss: 'a tie counts as a loss' };
const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
const interval = (r: Rate) => `${pct(r.low)}–${pct(r.high)}`;
const gapText = (r: Rate | null) => (r === null ? '—' : `${pts(r.estimate)} [${pts(r.low)}, ${pts(r.high)}]`);

/** The lines that say what the figures are, under the table (text and report). */
export function fieldNotes(r: FieldResult): string[] {
  const notes = [
    `Expected win rate: the share-weighted mean of the deck's simulated matchups (both seatings, as the bots play them) against the field of ${r.shares.source}, its own mirror counting ${pct(r.mirrorRate, 0)}; ${TIES_TEXT[r.tiesAs]}. The interval adds the matchups' sampling errors; the shares are taken as exact.`,
    'Behind the best: the difference from the first deck, in points, with its 95% interval (the two decks\' matchup with each other counted once).',
  ];
  if (r.missing.length > 0) {
    notes.push(`Not in the results: ${r.missing.map((m) => `${m.name} (${pct(m.share)})`).join(', ')}. Each rate is against the part of the field its matchups cover; with the rest all lost or all won it would be the "if uncovered" bounds.`);
  }
  return notes;
}

function tableRows(r: FieldResult): string[][] {
  const withBounds = r.missing.length > 0 || r.decks.some((d) => d.covered < 1 - 1e-9 && d.winRate !== null);
  return [
    ['rank', 'deck', 'vs field', '95% CI', 'behind the best (points)', 'its share', 'field covered', ...(withBounds ? ['if uncovered lost–won'] : [])],
    ...r.decks.map((d) => [
      d.rank === null ? '—' : String(d.rank), d.deck, d.winRate ? pct(d.winRate.estimate) : '—', d.winRate ? interval(d.winRate) : '—',
      gapText(d.behindBest), pct(d.share), pct(d.covered, 0),
      ...(withBounds ? [d.ifUncoveredLost === null ? '—' : `${pct(d.ifUncoveredLost)}–${pct(d.ifUncoveredWon!)}`] : []),
    ]),
  ];
}

export function fieldText(r: FieldResult): string {
  const L: string[] = [];
  const partial = r.results.runs.some((x) => x.partial);
  L.push(`${partial ? 'PARTIAL RESULTS — ' : ''}Against the field: shares ${r.shares.source} (${r.field.length} deck${r.field.length === 1 ? '' : 's'}${r.map ? `, names mapped by ${r.map}` : ''}), simulated ${r.results.source}`);
  L.push(`simulated: ${r.results.runs.map((x) => `${r.results.runs.length > 1 ? `${x.group}: ` : ''}rules ${x.rules}, bots ${x.bots[0] === x.bots[1] ? x.bots[0] : x.bots.join(' vs ')}, ${count(x.games)} games per seating, seed ${x.seed}`).join('; ')}`);
  L.push('');
  const rows = tableRows(r);
  const w = rows[0].map((_, k) => Math.max(...rows.map((row) => row[k].length)));
  for (const row of rows) L.push(row.map((cell, k) => (k === 1 ? cell.padEnd(w[k]) : cell.padStart(w[k]))).join('  ').trimEnd());
  L.push('');
  for (const n of fieldNotes(r)) L.push(n);
  const none = r.decks.filter((d) => d.winRate === null);
  if (none.length > 0) L.push(`No matchup against the field: ${none.map((d) => d.deck).join(', ')}.`);
  return L.join('\n');
}

/** The decks (ranked) with their expected win rate against the field and its 95% interval; dashes: 50%. */
export function fieldSpec(r: FieldResult): TopLevelSpec {
  const rows = r.decks.filter((d): d is FieldDeck & { winRate: Rate } => d.winRate !== null)
    .map((d) => ({ deck: d.deck, winRate: d.winRate.estimate, low: d.winRate.low, high: d.winRate.high, share: d.share, rank: d.rank }));
  const order = rows.map((x) => x.deck);
  const y = { field: 'deck', type: 'nominal', sort: order, title: null, axis: { labelLimit: textPx(order.reduce((m, x) => (x.length > m.length ? x : m), ''), 11) + 1 } };
  const lo = Math.max(0, Math.floor(Math.min(0.4, ...rows.map((x) => x.low)) * 10) / 10), hi = Math.min(1, Math.ceil(Math.max(0.6, ...rows.map((x) => x.high)) * 10) / 10);
  const x = { field: 'winRate', type: 'quantitative', title: 'expected win rate against the field (95% interval)', scale: { domain: [lo, hi], zero: false }, axis: { format: '.0%', tickMinStep: 0.01 } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Expected win rate against the field', subtitle: [`field: ${r.shares.source}; best first`], anchor: 'start', subtitleColor: '#555' },
    data: { values: rows },
    width: 420,
    height: { step: 22 } as never,
    layer: [
      { data: { values: [{}] }, mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5, type: 'quantitative' } } },
      { mark: { type: 'rule', color: '#555' }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 60, color: '#2471a3' }, encoding: { y, x, tooltip: [{ field: 'rank' }, { field: 'deck' }, { field: 'winRate', format: '.1%' }, { field: 'low', format: '.1%' }, { field: 'high', format: '.1%' }, { field: 'share', format: '.1%' }] } },
    ],
    config: { font: 'system-ui, sans-serif', view: { stroke: '#ddd' }, axis: { labelFontSize: 11, titleFontSize: 11 } },
  } as TopLevelSpec;
}

/** The report's "Against the field" section. */
export function fieldBlocks(r: FieldResult): Block[] {
  const rows = tableRows(r);
  const blocks: Block[] = [
    { kind: 'para', cls: 'note', text: `Which deck does best against the field of ${r.shares.source} (${r.field.length} decks, shares normalised to add up to 100%).` },
    { kind: 'table', cls: 'field', head: rows[0], rows: rows.slice(1).map((row) => row.map((text, k) => (k === 1 ? { text, head: true } : text))) },
  ];
  if (r.decks.some((d) => d.winRate !== null)) blocks.push({ kind: 'chart', chart: { id: 'field', title: 'Expected win rate against the field', spec: fieldSpec(r) } });
  blocks.push({ kind: 'list', cls: 'note', items: fieldNotes(r) });
  const none = r.decks.filter((d) => d.winRate === null);
  if (none.length > 0) blocks.push({ kind: 'para', cls: 'note', text: `No matchup against the field: ${none.map((d) => d.deck).join(', ')}.` });
  return blocks;
}
