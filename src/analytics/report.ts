// Report files: a self-contained index.html (charts inlined as SVG), summary.md, the tables
// behind every chart (data/*.csv, data/*.json, written with arquero) and the Vega-Lite specs.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type * as aq from 'arquero';
import { buildTables, TABLE_NAMES, type ReportGroup, type ReportTables } from './report-data.js';
import { heatmapSpec, seatsSpec, prizeRaceSpec, gameLengthSpec, mulligansSpec, mulliganDistributionSpec, endReasonsSpec } from './charts.js';
import type { Interval } from './stats.js';

export interface ReportMeta { version: string; date: string; source: string }
export interface ReportFile { path: string; content: string }

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Markdown-safe text: markup characters backslash-escaped, & and < as entities (no live HTML). */
function escapeMd(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/[|\\`*_[\]]/g, (c) => `\\${c}`).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ivText = (w: Interval) => `${pct(w.estimate)} (95% CI ${pct(w.low)}–${pct(w.high)}, n=${w.n.toLocaleString('en-US')})`;
const crosses = (w: Interval) => w.low <= 0.5 && w.high >= 0.5;

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

interface Chart { id: string; title: string; spec: TopLevelSpec }

function rowsOf(t: aq.ColumnTable, group: string): Record<string, unknown>[] {
  return (t.objects() as Record<string, unknown>[]).filter((r) => r.group === group);
}

function chartsFor(g: ReportGroup, t: ReportTables): Chart[] {
  const n = g.result.decks.length;
  return [
    { id: `${g.id}-matrix`, title: 'Matchup heatmap', spec: heatmapSpec(rowsOf(t.matrix, g.title), `${g.title}: matchups`) },
    { id: `${g.id}-seats`, title: 'Going first vs going second', spec: seatsSpec(rowsOf(t.seats, g.title), `${g.title}: going first vs second`) },
    { id: `${g.id}-prize-race`, title: 'Prize race', spec: prizeRaceSpec(rowsOf(t.prizeRace, g.title), `${g.title}: prize race`, Math.min(3, Math.max(1, (n * (n - 1)) / 2))) },
    { id: `${g.id}-game-length`, title: 'Turn on which games end', spec: gameLengthSpec(rowsOf(t.gameLength, g.title), `${g.title}: game length`) },
    { id: `${g.id}-mulligans`, title: 'Mulligan rate', spec: mulligansSpec(rowsOf(t.mulligans, g.title), `${g.title}: mulligans`) },
    { id: `${g.id}-mulligan-distribution`, title: 'Mulligans per game', spec: mulliganDistributionSpec(rowsOf(t.mulliganDistribution, g.title), `${g.title}: mulligans per game`) },
    { id: `${g.id}-end-reasons`, title: 'End reasons', spec: endReasonsSpec(rowsOf(t.endReasons, g.title), `${g.title}: end reasons`) },
  ];
}

/** The headline facts of a group, as plain sentences. */
export function headlines(g: ReportGroup): string[] {
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
      if (i < j && crosses(w)) ns.push(`${m.decks[i]} vs ${m.decks[j]} (${pct(w.estimate)}, 95% CI ${pct(w.low)}–${pct(w.high)})`);
    }
  }
  if (worst) out.push(`Most lopsided matchup: ${m.decks[worst.i]} beats ${m.decks[worst.j]} ${ivText(worst.w)}.`);
  out.push(ns.length ? `Not significant (interval crosses 50%): ${ns.join('; ')}.` : 'Every matchup differs from 50% at the 95% level.');
  if (m.partial) out.push('PARTIAL: the run was interrupted; these figures cover only the games that finished.');
  return out;
}

function matrixHtml(g: ReportGroup): string {
  const m = g.result;
  const head = m.decks.map((d) => `<th scope="col">${escapeHtml(d)}</th>`).join('');
  const rows = m.decks.map((d, i) => {
    const cells = m.winRate[i].map((w, j) => {
      if (!w) return '<td class="diag">—</td>';
      const title = `${m.decks[i]} vs ${m.decks[j]}: ${ivText(w)}${crosses(w) ? ' — not significant' : ''}`;
      return `<td class="${crosses(w) ? 'ns' : w.estimate > 0.5 ? 'win' : 'loss'}" title="${escapeHtml(title)}">${pct(w.estimate)}${crosses(w) ? '<sup>ns</sup>' : ''}<br><small>${pct(w.low)}–${pct(w.high)}</small></td>`;
    }).join('');
    return `<tr><th scope="row">${escapeHtml(d)}</th>${cells}</tr>`;
  }).join('\n');
  return `<table class="matrix"><thead><tr><th></th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function markdownMatrix(g: ReportGroup): string {
  const m = g.result;
  const lines = [`| deck \\ opponent | ${m.decks.map(escapeMd).join(' | ')} |`, `|---|${m.decks.map(() => '---').join('|')}|`];
  m.decks.forEach((d, i) => {
    lines.push(`| **${escapeMd(d)}** | ${m.winRate[i].map((w) => (w ? `${pct(w.estimate)}${crosses(w) ? ' (ns)' : ''} [${pct(w.low)}, ${pct(w.high)}]` : '—')).join(' | ')} |`);
  });
  return lines.join('\n');
}

function params(g: ReportGroup): [string, string][] {
  const m = g.result;
  return [
    ['decks', m.decks.join(', ')],
    ['deck files', m.deckFiles.join(', ')],
    ['games', `${m.games.toLocaleString('en-US')} per matchup and seating (${m.matchups.reduce((s, r) => s + r.games, 0).toLocaleString('en-US')} in all)`],
    ['seed', m.seed],
    ['rules', m.rules],
    ['bots', m.bots.join(' vs ')],
  ];
}

/** Build every report file in memory (the caller writes them atomically). */
export async function buildReport(groups: ReportGroup[], meta: ReportMeta): Promise<ReportFile[]> {
  const tables = buildTables(groups);
  const files: ReportFile[] = [];
  for (const name of TABLE_NAMES) {
    files.push({ path: `data/${name}.csv`, content: tables[name].toCSV() });
    files.push({ path: `data/${name}.json`, content: tables[name].toJSON() + '\n' });
  }
  const sections: string[] = [];
  const md: string[] = [`# Pokémon TCG simulation report`, '', `ptcg ${meta.version}, ${meta.date}; ${escapeMd(meta.source)}`, ''];
  for (const g of groups) {
    const charts = chartsFor(g, tables);
    const figures: string[] = [];
    for (const c of charts) {
      files.push({ path: `specs/${c.id}.json`, content: JSON.stringify(c.spec, null, 1) + '\n' });
      const svg = await renderSvg(c.spec);
      figures.push(`<figure id="${escapeHtml(c.id)}" class="chart"><figcaption>${escapeHtml(c.title)}</figcaption>${svg}</figure>`);
    }
    const heads = headlines(g);
    sections.push(`<section id="${escapeHtml(g.id)}">
<h2>${escapeHtml(g.title)}</h2>
<ul class="summary">${heads.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>
<dl class="params">${params(g).map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<h3>Matchup matrix</h3>
<p class="note">Row deck's win rate against the column deck over both seatings, with the Wilson 95% interval; <sup>ns</sup> marks a cell whose interval crosses 50% (hover a cell for details).</p>
${matrixHtml(g)}
${figures.join('\n')}
</section>`);
    md.push(`## ${escapeMd(g.title)}`, '', ...heads.map((h) => `- ${escapeMd(h)}`), '', ...params(g).map(([k, v]) => `- ${k}: ${escapeMd(v)}`), '', markdownMatrix(g), '');
  }
  md.push('Data: `data/*.csv`, `data/*.json`; chart specs: `specs/*.json`.', '');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pokémon TCG simulation report</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #222; }
h1 { margin-bottom: .2rem; } .meta { color: #555; margin-top: 0; }
section { border-top: 2px solid #ddd; margin-top: 2rem; padding-top: 1rem; }
ul.summary li { margin: .2rem 0; }
dl.params { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; font-size: .9rem; }
dl.params dt { font-weight: 600; }
table.matrix { border-collapse: collapse; margin: .5rem 0 1.5rem; }
table.matrix th, table.matrix td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: center; }
table.matrix td.win { background: #d6eaf8; } table.matrix td.loss { background: #fadbd8; } table.matrix td.ns { background: #f4f4f4; }
figure.chart { margin: 1.5rem 0; overflow-x: auto; } figure.chart figcaption { font-weight: 600; margin-bottom: .4rem; }
.note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<h1>Pokémon TCG simulation report</h1>
<p class="meta">ptcg ${escapeHtml(meta.version)} · generated ${escapeHtml(meta.date)} · ${escapeHtml(meta.source)}</p>
<nav><ul>${groups.map((g) => `<li><a href="#${escapeHtml(g.id)}">${escapeHtml(g.title)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
<p class="note">Tables behind every chart: <code>data/*.csv</code> and <code>data/*.json</code>; Vega-Lite specs: <code>specs/*.json</code>.</p>
</body>
</html>
`;
  files.push({ path: 'index.html', content: html });
  files.push({ path: 'summary.md', content: md.join('\n') });
  return files;
}
