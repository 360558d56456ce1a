// The compare page: a self-contained folder (index.html with the chart inlined as SVG, summary.md,
// compare.json and the chart's Vega-Lite spec), each file written atomically.
import { join } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import type { CompareResult } from './compare.js';
import { escapeHtml, renderSvg } from './report.js';
import { writeAtomic } from './files.js';
import { compareText, differenceText, markText, botsText, concordanceNote, sequentialText } from './compare-text.js';
import { pct } from './format.js';

/** B − A per opponent and pooled, as points with 95% interval bars, and a rule at 0. */
export function differenceSpec(r: CompareResult): TopLevelSpec {
  const rows = [...r.opponents.map((o) => ({ opponent: o.opponent, ...o.difference, mark: markText(o.better) })),
    { opponent: 'pooled', ...r.pooled.difference, mark: markText(r.pooled.better) }]
    .map((x) => ({ opponent: x.opponent, estimate: x.estimate * 100, low: x.low * 100, high: x.high * 100, mark: x.mark }));
  const order = rows.map((x) => x.opponent);
  // Only the interval and point layers name an opponent: a layer without a y field that inherited
  // this one drew an "undefined" row (and no line).
  const y = { field: 'opponent', type: 'nominal', sort: order, title: null, axis: { labelLimit: Math.ceil(0.8 * 10 * Math.max(...order.map((o) => o.length))) + 1 } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: `${r.lists.b.name} − ${r.lists.a.name}: win-rate difference`, subtitle: ['points, B − A, with 95% intervals; right of 0: B wins more', `bots: ${r.bots[0]} (the lists) vs ${r.bots[1]} (the opponents)`], anchor: 'start' },
    data: { values: rows },
    width: 420,
    height: { step: 26 } as never,
    layer: [
      // the zero line, over the whole height: its own data (one line) and encoding (x = 0 only)
      { data: { values: [{}] }, mark: { type: 'rule', color: '#c0392b', strokeDash: [4, 3] }, encoding: { x: { datum: 0, type: 'quantitative' } } },
      { mark: { type: 'rule', color: '#888' }, encoding: { y, x: { field: 'low', type: 'quantitative', title: 'B − A (points)' }, x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 60, color: '#2471a3' }, encoding: { y, x: { field: 'estimate', type: 'quantitative' }, tooltip: [{ field: 'opponent' }, { field: 'estimate', format: '.1f' }, { field: 'low', format: '.1f' }, { field: 'high', format: '.1f' }, { field: 'mark' }] } },
    ],
    config: { font: 'system-ui, sans-serif', view: { stroke: '#ddd' } },
  } as TopLevelSpec;
}

export async function writeComparePage(dir: string, r: CompareResult): Promise<void> {
  const spec = differenceSpec(r);
  const svg = await renderSvg(spec);
  const rows = [...r.opponents.map((o) => ({ name: o.opponent, ...o })), { name: 'pooled', ...r.pooled }].map((o) =>
    `<tr><th scope="row">${escapeHtml(o.name)}</th><td>${o.games}</td><td>${pct(o.a.winRate.estimate)}</td><td>${pct(o.b.winRate.estimate)}</td><td>${escapeHtml(differenceText(o.difference))}</td><td>${escapeHtml(markText(o.better))}</td></tr>`).join('\n');
  const diff = r.diff.length === 0 ? '<p>The two lists hold the same cards.</p>'
    : `<table class="diff"><thead><tr><th scope="col">card</th><th scope="col">A</th><th scope="col">B</th><th scope="col">change</th></tr></thead><tbody>${r.diff.map((c) =>
      `<tr><th scope="row">${escapeHtml(c.card)}</th><td>${c.a}</td><td>${c.b}</td><td>${c.b > c.a ? '+' : '−'}${Math.abs(c.b - c.a)}</td></tr>`).join('')}</tbody></table>`;
  const title = `${r.lists.b.name} against ${r.lists.a.name}`;
  const note = concordanceNote(r);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1000px; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: .5rem 0 1.5rem; font-size: .9rem; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; } td { text-align: right; }
figure.chart { margin: 1.5rem 0; overflow-x: auto; } .note { color: #555; font-size: .9rem; }
p.partial, p.concordant { background: #fff3cd; border: 1px solid #e0c36c; padding: .5rem .8rem; }
p.partial { font-weight: 600; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">A = ${escapeHtml(r.lists.a.name)} (${escapeHtml(r.lists.a.file)}), B = ${escapeHtml(r.lists.b.name)} (${escapeHtml(r.lists.b.file)}) · ptcg ${escapeHtml(r.version)} · seed ${escapeHtml(r.seed)} · rules ${escapeHtml(r.rules)} · bots ${escapeHtml(r.bots[0])} (lists) vs ${escapeHtml(r.bots[1])} (opponents) · ${r.commonRandomNumbers ? 'common random numbers' : 'independent streams'}${r.aligned ? '' : ' · B not aligned (--no-align: its own streams)'}</p>
<p class="bots">${escapeHtml(botsText(r))}</p>
${r.partial ? '<p class="partial">Partial result: the run was interrupted.</p>' : ''}
${note ? `<p class="concordant">${escapeHtml(note)}</p>` : ''}
<h2>Pooled</h2>
<p id="pooled">B − A: <strong>${escapeHtml(differenceText(r.pooled.difference))}</strong>, ${escapeHtml(markText(r.pooled.better))} (A ${pct(r.pooled.a.winRate.estimate)}, B ${pct(r.pooled.b.winRate.estimate)}, ${r.pooled.games} games each).</p>
<figure id="difference" class="chart"><figcaption>Win-rate difference per opponent</figcaption>${svg}</figure>
<h2>Per opponent</h2>
<table class="opponents"><thead><tr><th scope="col">opponent</th><th scope="col">games per list</th><th scope="col">A wins</th><th scope="col">B wins</th><th scope="col">B − A, 95% interval</th><th scope="col">significance</th></tr></thead><tbody>
${rows}
</tbody></table>
<p class="note">${escapeHtml(r.interval)}.${r.sequential ? ` ${escapeHtml(sequentialText(r.sequential))}` : ''}</p>
<h2>Card changes</h2>
${diff}
<p class="note">Data: <code>compare.json</code> (docs/RESULTS.md); chart spec: <code>specs/difference.json</code>.</p>
</body>
</html>
`;
  writeAtomic(join(dir, 'specs', 'difference.json'), JSON.stringify(spec, null, 1) + '\n');
  writeAtomic(join(dir, 'compare.json'), JSON.stringify(r, null, 1) + '\n');
  writeAtomic(join(dir, 'summary.md'), '```\n' + compareText(r) + '\n```\n');
  writeAtomic(join(dir, 'index.html'), html);
}
