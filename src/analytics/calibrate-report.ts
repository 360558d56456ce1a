// The calibration document as text (what `ptcg calibrate` prints) and as a page (`--report DIR`:
// index.html with the calibration chart inlined as SVG, summary.md, calibration.json and the
// chart's Vega-Lite spec, each file written atomically).
import { join } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import type { CalibrationPair, CalibrationResult } from './calibrate.js';
import type { Estimate } from './rank-correlation.js';
import type { Rate } from './sim-table.js';
import { escapeHtml } from './report-text.js';
import { renderSvg } from './report.js';
import { writeAtomic } from './files.js';
import { pct, count } from './format.js';

const TIES_TEXT: Record<string, string> = { third: 'a tie counts 1/3 of a win', half: 'a tie counts half a win', loss: 'a tie counts as a loss' };
/** A difference in points: "+3.1". */
const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
const rateText = (r: Rate) => `${pct(r.estimate)} [${pct(r.low)}, ${pct(r.high)}]`;
const num = (x: number | null, digits = 2) => (x === null ? '—' : `${x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`);
const estimateText = (e: Estimate) => (e.estimate === null ? '— (too few pairs, or every rate alike)' : `${num(e.estimate)} [${num(e.low)}, ${num(e.high)}]`);
const share = (x: number | null) => (x === null ? '—' : pct(x, 0));

/** Who made the simulated figures: per run, its rules, bots, games and seed. */
export function runsText(r: Pick<CalibrationResult, 'results'>): string {
  return r.results.runs.map((x) => `${r.results.runs.length > 1 ? `${x.group}: ` : ''}rules ${x.rules}, bots ${x.bots[0] === x.bots[1] ? x.bots[0] : x.bots.join(' vs ')}, ${count(x.games)} games per seating, seed ${x.seed}${x.partial ? ' (PARTIAL)' : ''}`).join('; ');
}

/** One orientation of each pair of decks compared: the row deck first in the results' order. */
export const pairsOnce = (r: CalibrationResult): CalibrationPair[] => r.pairs.filter((_, k) => k % 2 === 0);

/** The overall figures, a line each (text and page). */
export function overallLines(r: CalibrationResult): string[] {
  const m = r.pairsOfDecks, cells = r.pairs.length;
  const boot = `95% bootstrap intervals over the ${m} pairs of decks, ${count(r.bootstrap.resamples)} resamples, seed ${r.bootstrap.seed}`;
  const skipped = r.bootstrap.undefinedResamples.spearman + r.bootstrap.undefinedResamples.kendall;
  return [
    `Spearman's rho: ${estimateText(r.spearman)}`,
    `Kendall's tau-b: ${estimateText(r.kendall)}`,
    `(rank correlations of the simulated and observed rates over the ${cells} cells (each pair in both orientations); ${boot}${skipped > 0 ? `; ${skipped} resample(s) with every rate tied left out` : ''})`,
    `Mean absolute error: ${r.meanAbsoluteError === null ? '—' : `${(r.meanAbsoluteError * 100).toFixed(1)} points`}; weighted by observed games: ${r.weightedAbsoluteError === null ? '—' : `${(r.weightedAbsoluteError * 100).toFixed(1)} points`}; sampling alone would give about ${r.samplingAbsoluteError === null ? '—' : `${(r.samplingAbsoluteError * 100).toFixed(1)} points`}`,
    `Intervals overlap in ${share(r.overlapShare)} of the cells; |z| > 1.96 in ${share(r.beyond95Share)} (about 5% if the simulated rates were the true ones)`,
    `Both sides favour the same deck in ${r.favourite.agree} of ${r.favourite.of} pairs`,
  ];
}

const pairLine = (p: CalibrationPair) => `${p.deck} vs ${p.opponent}: simulated ${rateText(p.simulated.rate)}, observed ${rateText(p.observed.rate)} (${count(p.observed.games)} games), ${pts(p.difference)} points, z ${num(p.z, 1)}`;

export function calibrationText(r: CalibrationResult): string {
  const L: string[] = [];
  const partial = r.results.runs.some((x) => x.partial);
  L.push(`${partial ? 'PARTIAL RESULTS — ' : ''}Calibration: simulated ${r.results.source} against observed ${r.observed.source}${r.map ? ` (names mapped by ${r.map})` : ''}`);
  L.push(`simulated: ${runsText(r)}`);
  L.push(`observed: ${count(r.observed.games)} games in ${count(r.observed.rows)} rows; ${TIES_TEXT[r.tiesAs]}; rates are per game as the bots play the decks`);
  L.push('');
  if (r.pairsOfDecks === 0) {
    L.push('No pair of decks has games on both sides: nothing to compare.');
  } else {
    const rows = [['pair', 'simulated (95% CI)', 'observed (95% CI)', 'games', 'difference', 'z', 'overlap'],
      ...pairsOnce(r).map((p) => [`${p.deck} vs ${p.opponent}`, rateText(p.simulated.rate), rateText(p.observed.rate), count(p.observed.games), pts(p.difference), num(p.z, 1), p.overlap ? 'yes' : 'no'])];
    const w = rows[0].map((_, k) => Math.max(...rows.map((row) => row[k].length)));
    for (const row of rows) L.push(row.map((cell, k) => (k === 0 ? cell.padEnd(w[k]) : cell.padStart(w[k]))).join('  ').trimEnd());
    L.push('(rates of the first deck against the second; simulated: both seatings; difference: simulated − observed, in points)');
    L.push('');
    L.push(`Overall, on ${r.pairsOfDecks} pair${r.pairsOfDecks === 1 ? '' : 's'} of decks:`);
    for (const line of overallLines(r)) L.push(`  ${line}`);
    L.push('');
    L.push('Disagree most (largest |z|; from the side the simulation rates higher):');
    for (const p of r.disagreements) L.push(`  ${pairLine(p)}`);
  }
  if (r.missing.length > 0) {
    L.push('');
    L.push(`Not compared: games on one side only (${r.missing.length} pair${r.missing.length === 1 ? '' : 's'}):`);
    for (const m of r.missing) L.push(`  ${m.deck} vs ${m.opponent}: no ${m.missingFrom} games (${count(m.games)} ${m.missingFrom === 'observed' ? 'simulated' : 'observed'})`);
  }
  if (r.mirrors.length > 0) L.push('', `Mirrors observed, not compared (the results hold none): ${r.mirrors.map((m) => `${m.deck} (${count(m.games)} games)`).join(', ')}`);
  if (r.ignored.length > 0) L.push('', `Left out by the map: ${r.ignored.map((x) => `${x.name} (${x.rows} row${x.rows === 1 ? '' : 's'})`).join(', ')}`);
  return L.join('\n');
}

/** One point per pair of decks, from the side of the simulated favourite. */
function chartRows(r: CalibrationResult): Record<string, unknown>[] {
  // the pairs that disagree most beyond 1.96 standard errors carry their number in the page's table
  const worst = new Map(r.disagreements.flatMap((p, k) => (Math.abs(p.z) > 1.959963984540054 ? [[`${p.deck}\u0000${p.opponent}`, String(k + 1)] as const] : [])));
  const out: Record<string, unknown>[] = [];
  for (let k = 0; k < r.pairs.length; k += 2) {
    const [a, b] = [r.pairs[k], r.pairs[k + 1]];
    const p = a.simulated.rate.estimate >= b.simulated.rate.estimate ? a : b;
    const other = p === a ? b : a;
    out.push({
      pair: `${p.deck} vs ${p.opponent}`,
      simulated: p.simulated.rate.estimate, simLow: p.simulated.rate.low, simHigh: p.simulated.rate.high,
      observed: p.observed.rate.estimate, obsLow: p.observed.rate.low, obsHigh: p.observed.rate.high,
      games: p.observed.games, z: Number(p.z.toFixed(2)),
      agreement: p.overlap ? 'intervals overlap' : 'intervals apart',
      label: worst.get(`${p.deck}\u0000${p.opponent}`) ?? worst.get(`${other.deck}\u0000${other.opponent}`) ?? '',
    });
  }
  return out;
}

/** The calibration chart: observed against simulated rate, both with their 95% intervals, and the line y = x. */
export function calibrationSpec(r: CalibrationResult): TopLevelSpec {
  const rows = chartRows(r);
  const minX = Math.min(0.5, ...rows.map((x) => x.simLow as number));
  const xDomain = [Math.floor(minX * 10) / 10, 1];
  const x = { field: 'simulated', type: 'quantitative', title: 'simulated win rate (both seatings)', scale: { domain: xDomain, nice: false }, axis: { format: '.0%', tickMinStep: 0.05 } };
  const y = { field: 'observed', type: 'quantitative', title: 'observed win rate', scale: { domain: [0, 1] }, axis: { format: '.0%', tickMinStep: 0.05 } };
  const colors = { domain: ['intervals overlap', 'intervals apart'], range: ['#2471a3', '#c0392b'] };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: 'Simulated against observed win rates', subtitle: ['one point per pair of decks, from the side the simulation favours,', 'with 95% intervals; on the dashed line y = x the two agree;', `numbers: the pairs that disagree most (|z| > 1.96); ${TIES_TEXT[r.tiesAs]}`], anchor: 'start', subtitleColor: '#555' },
    width: 460,
    height: 460,
    layer: [
      { data: { values: [{ simulated: xDomain[0], observed: xDomain[0] }, { simulated: 1, observed: 1 }] }, mark: { type: 'line', color: '#888', strokeDash: [5, 4], clip: true }, encoding: { x, y } },
      { data: { values: [{}] }, mark: { type: 'rule', color: '#ccc' }, encoding: { y: { datum: 0.5, type: 'quantitative' } } },
      { data: { values: rows }, mark: { type: 'rule', opacity: 0.6 }, encoding: { y, x: { field: 'simLow', type: 'quantitative' }, x2: { field: 'simHigh' }, color: { field: 'agreement', type: 'nominal', scale: colors } } },
      { data: { values: rows }, mark: { type: 'rule', opacity: 0.6 }, encoding: { x, y: { field: 'obsLow', type: 'quantitative' }, y2: { field: 'obsHigh' }, color: { field: 'agreement', type: 'nominal', scale: colors } } },
      {
        data: { values: rows },
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          x, y,
          color: { field: 'agreement', type: 'nominal', scale: colors, title: null, legend: { orient: 'bottom' } },
          tooltip: [{ field: 'pair' }, { field: 'simulated', format: '.1%' }, { field: 'observed', format: '.1%' }, { field: 'games' }, { field: 'z' }],
        },
      },
      { data: { values: rows }, transform: [{ filter: "datum.label !== ''" }], mark: { type: 'text', align: 'left', dx: 6, dy: -7, fontSize: 11, fontWeight: 'bold', color: '#333' }, encoding: { x, y, text: { field: 'label' } } },
    ],
    config: { font: 'system-ui, sans-serif', view: { stroke: '#ddd' }, axis: { labelFontSize: 11, titleFontSize: 11 } },
  } as TopLevelSpec;
}

const td = (s: string) => `<td>${escapeHtml(s)}</td>`;

function pairRowsHtml(pairs: CalibrationPair[], numbered = false): string {
  return pairs.map((p, k) => `<tr class="${p.overlap ? 'overlap' : 'apart'}">${numbered ? `<td>${k + 1}</td>` : ''}<th scope="row">${escapeHtml(`${p.deck} vs ${p.opponent}`)}</th>${td(rateText(p.simulated.rate))}${td(rateText(p.observed.rate))}${td(count(p.observed.games))}${td(pts(p.difference))}${td(num(p.z, 1))}${td(p.overlap ? 'yes' : 'no')}</tr>`).join('\n');
}

const PAIR_HEAD = '<thead><tr><th scope="col">pair</th><th scope="col">simulated (95% CI)</th><th scope="col">observed (95% CI)</th><th scope="col">observed games</th><th scope="col">difference (points)</th><th scope="col">z</th><th scope="col">intervals overlap</th></tr></thead>';

export async function writeCalibrationPage(dir: string, r: CalibrationResult): Promise<void> {
  const spec = calibrationSpec(r);
  const svg = r.pairsOfDecks > 0 ? await renderSvg(spec) : '';
  const title = 'Simulated matchups against observed records';
  const missing = r.missing.length === 0 ? '<p>None: every pair of decks with games on one side has games on the other.</p>'
    : `<ul class="missing">${r.missing.map((m) => `<li>${escapeHtml(`${m.deck} vs ${m.opponent}: no ${m.missingFrom} games (${count(m.games)} ${m.missingFrom === 'observed' ? 'simulated' : 'observed'})`)}</li>`).join('')}</ul>`;
  const extra = [
    r.mirrors.length > 0 ? `Mirrors observed, not compared (the results hold none): ${r.mirrors.map((m) => `${m.deck} (${count(m.games)} games)`).join(', ')}.` : '',
    r.ignored.length > 0 ? `Left out by the map: ${r.ignored.map((x) => `${x.name} (${x.rows} rows)`).join(', ')}.` : '',
  ].filter((s) => s !== '').map((s) => `<p class="note">${escapeHtml(s)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1000px; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: .5rem 0 1.5rem; font-size: .9rem; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; } td { text-align: right; white-space: nowrap; } th[scope="row"] { text-align: left; }
tr.apart td:last-child { background: #fadbd8; }
figure.chart { margin: 1.5rem 0; overflow-x: auto; } figure.chart figcaption { font-weight: 600; margin-bottom: .4rem; }
.note { color: #555; font-size: .9rem; } ul.overall li { margin: .2rem 0; }
p.partial { background: #fff3cd; border: 1px solid #e0c36c; padding: .5rem .8rem; font-weight: 600; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">ptcg ${escapeHtml(r.version)} · simulated: ${escapeHtml(r.results.source)} (${escapeHtml(runsText(r))}) · observed: ${escapeHtml(r.observed.source)} (${count(r.observed.games)} games in ${count(r.observed.rows)} rows)${r.map ? ` · names mapped by ${escapeHtml(r.map)}` : ''} · ${escapeHtml(TIES_TEXT[r.tiesAs])}</p>
${r.results.runs.some((x) => x.partial) ? '<p class="partial">Partial results: a simulated run was interrupted.</p>' : ''}
<h2>Overall</h2>
${r.pairsOfDecks === 0 ? '<p>No pair of decks has games on both sides: nothing to compare.</p>' : `<ul class="overall">${overallLines(r).map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`}
<p class="note">The simulated rates are per game, both seatings, as the bots play the decks; observed records of best-of-three matches are further from 50% than single games, which moves the errors but not the rank correlations.</p>
${svg ? `<figure id="calibration" class="chart"><figcaption>Simulated against observed</figcaption>${svg}</figure>` : ''}
${r.pairsOfDecks === 0 ? '' : `<h2>Disagree most</h2>
<table class="disagreements">${PAIR_HEAD.replace('<tr>', '<tr><th scope="col">#</th>')}<tbody>
${pairRowsHtml(r.disagreements, true)}
</tbody></table>
<h2>Every pair compared</h2>
<table class="pairs">${PAIR_HEAD}<tbody>
${pairRowsHtml(pairsOnce(r))}
</tbody></table>`}
<h2>Not compared</h2>
${missing}
${extra}
<p class="note">Data: <code>calibration.json</code> (docs/RESULTS.md); chart spec: <code>specs/calibration.json</code>.</p>
</body>
</html>
`;
  writeAtomic(join(dir, 'specs', 'calibration.json'), JSON.stringify(spec, null, 1) + '\n');
  writeAtomic(join(dir, 'calibration.json'), JSON.stringify(r, null, 1) + '\n');
  writeAtomic(join(dir, 'summary.md'), '```\n' + calibrationText(r) + '\n```\n');
  writeAtomic(join(dir, 'index.html'), html);
}
