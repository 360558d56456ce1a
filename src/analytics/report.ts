// Report files: a self-contained index.html (charts inlined as SVG), summary.md, the tables
// behind every chart (data/*.csv, data/*.json, written with arquero) and the Vega-Lite specs.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { buildTables, TABLE_NAMES, type ReportGroup } from './report-data.js';
import { groupBlocks, type Block, type Cell } from './report-sections.js';
import { ladderBlocks, ladderRows } from './ladder-report.js';
import type { LadderResult } from './ladder.js';
import * as aq from 'arquero';
import { deckPageBlocks } from './report-deck.js';
import { escapeHtml, deckPageBases } from './report-text.js';
import { fieldBlocks } from './field-report.js';
import type { FieldResult } from './field.js';

/**
 * `ladder`: a ladder document (ptcg ladder --out) shown as a "Bot ladder" section after the groups;
 * `field`: the decks against a field of meta shares (report --shares), a section before it.
 */
export interface ReportMeta { version: string; date: string; source: string; ladder?: LadderResult; field?: FieldResult }
export interface ReportFile { path: string; content: string }

export { escapeHtml };

/** Markdown-safe text: markup characters backslash-escaped, & and < as entities (no live HTML). */
function escapeMd(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/[|\\`*_[\]]/g, (c) => `\\${c}`).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The style sheet of every page of a report (index.html and the deck pages). */
const PAGE_STYLE = `body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #222; }
h1 { margin-bottom: .2rem; } .meta { color: #555; margin-top: 0; }
section { border-top: 2px solid #ddd; margin-top: 2rem; padding-top: 1rem; }
ul.summary li { margin: .2rem 0; }
dl.params { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; font-size: .9rem; }
dl.params dt { font-weight: 600; }
table { border-collapse: collapse; margin: .5rem 0 1.5rem; font-size: .9rem; }
.scroll { max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; }
table.matrix th, table.matrix td { text-align: center; }
table.matrix td { padding: .2rem .3rem; }
/* The deck column stays in view while a wide matrix scrolls sideways; a wide matrix's column names run upwards. */
table.matrix tbody th[scope="row"], table.matrix thead th:first-child { position: sticky; left: 0; z-index: 1; background: #fff; }
table.matrix.wide thead th[scope="col"] { vertical-align: bottom; padding: .4rem .2rem; }
table.matrix.wide thead th[scope="col"] span { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
table.matrix td.win { background: #d6eaf8; } table.matrix td.loss { background: #fadbd8; } table.matrix td.ns { background: #f4f4f4; }
p.coverage { background: #fff3cd; border: 1px solid #e0c36c; padding: .5rem .8rem; font-weight: 600; }
figure.chart { margin: 1.5rem 0; overflow-x: auto; } figure.chart figcaption { font-weight: 600; margin-bottom: .4rem; }
.note { color: #555; font-size: .9rem; }
a { color: #1a5fb4; }
table.cards th[scope="row"], table.deck-matchups th[scope="row"] { text-align: left; } table.cards td { text-align: right; }
p.caveat { background: #eef4fb; border: 1px solid #9ab8dc; padding: .5rem .8rem; }
`;

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

function cellOf(c: string | Cell): Cell {
  return typeof c === 'string' ? { text: c } : c;
}

function blockHtml(b: Block, svgs: Map<string, string>): string {
  switch (b.kind) {
    case 'heading': return `<h3>${escapeHtml(b.text)}</h3>`;
    case 'para': return `<p class="${b.cls}">${escapeHtml(b.text)}</p>`;
    case 'list': return `<ul class="${b.cls}">${b.items.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`;
    case 'defs': return `<dl class="params">${b.items.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
    case 'table': {
      // A matrix of more than 6 decks names its columns upwards, so that 13 of them fit a page 1200 px wide.
      const wide = b.cls === 'matrix' && b.head.length > 7;
      const head = b.head.map((h, k) => `<th${k > 0 || b.cls !== 'matrix' ? ' scope="col"' : ''}>${wide && k > 0 ? `<span>${escapeHtml(h)}</span>` : escapeHtml(h)}</th>`).join('');
      const rows = b.rows.map((r) => `<tr>${r.map((raw) => {
        const c = cellOf(raw);
        const attrs = `${c.cls ? ` class="${c.cls}"` : ''}${c.title ? ` title="${escapeHtml(c.title)}"` : ''}`;
        return c.head ? `<th scope="row"${attrs}>${escapeHtml(c.text)}</th>` : `<td${attrs}>${c.html ?? escapeHtml(c.text)}</td>`;
      }).join('')}</tr>`).join('\n');
      // A wide table (a 10-deck matrix) scrolls inside its own box instead of widening the page.
      return `<div class="scroll"><table class="${b.cls}${wide ? ' wide' : ''}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
    }
    case 'chart': return `<figure id="${escapeHtml(b.chart.id)}" class="chart"><figcaption>${escapeHtml(b.chart.title)}</figcaption>${svgs.get(b.chart.id) ?? ''}</figure>`;
  }
}

function blockMd(b: Block): string {
  switch (b.kind) {
    case 'heading': return `### ${escapeMd(b.text)}\n`;
    case 'para': return `${escapeMd(b.text)}\n`;
    case 'list': return b.items.map((x) => `- ${escapeMd(x)}`).join('\n') + '\n';
    case 'defs': return b.items.map(([k, v]) => `- ${escapeMd(k)}: ${escapeMd(v)}`).join('\n') + '\n';
    case 'table': {
      const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
      return [line(b.head.map(escapeMd)), line(b.head.map(() => '---')), ...b.rows.map((r) => line(r.map((c) => {
        const cell = cellOf(c);
        return cell.head ? `**${escapeMd(cell.text)}**` : escapeMd(cell.text);
      })))].join('\n') + '\n';
    }
    case 'chart': return `Chart: ${escapeMd(b.chart.title)} (\`specs/${b.chart.id}.json\`)\n`;
  }
}

/** Build every report file in memory (the caller writes them atomically). */
export async function buildReport(groups: ReportGroup[], meta: ReportMeta): Promise<ReportFile[]> {
  const tables = buildTables(groups);
  const files: ReportFile[] = [];
  // A report of just a ladder has no group tables: no empty data files.
  if (groups.length > 0) for (const name of TABLE_NAMES) {
    files.push({ path: `data/${name}.csv`, content: tables[name].toCSV() });
    files.push({ path: `data/${name}.json`, content: tables[name].toJSON() + '\n' });
  }
  const sections: string[] = [];
  const md: string[] = [`# Pokémon TCG simulation report`, '', `ptcg ${meta.version}, ${meta.date}; ${escapeMd(meta.source)}`, ''];
  const section = async (id: string, title: string, blocks: Block[]) => {
    const svgs = new Map<string, string>();
    for (const b of blocks) {
      if (b.kind !== 'chart') continue;
      files.push({ path: `specs/${b.chart.id}.json`, content: JSON.stringify(b.chart.spec, null, 1) + '\n' });
      svgs.set(b.chart.id, await renderSvg(b.chart.spec));
    }
    sections.push(`<section id="${escapeHtml(id)}">\n<h2>${escapeHtml(title)}</h2>\n${blocks.map((b) => blockHtml(b, svgs)).join('\n')}\n</section>`);
    md.push(`## ${escapeMd(title)}`, '', ...blocks.map(blockMd));
  };
  const pages = deckPageBases(groups);
  for (const [k, g] of groups.entries()) await section(g.id, g.title, groupBlocks(g, tables, pages[k]));
  const nav = groups.map((g) => ({ id: g.id, title: g.title }));
  if (meta.field) {
    files.push({ path: 'data/field.json', content: JSON.stringify(meta.field, null, 1) + '\n' });
    await section('against-the-field', 'Against the field', fieldBlocks(meta.field));
    nav.push({ id: 'against-the-field', title: 'Against the field' });
  }
  if (meta.ladder) {
    const ladder = aq.from(ladderRows(meta.ladder));
    files.push({ path: 'data/ladder.csv', content: ladder.toCSV() }, { path: 'data/ladder.json', content: ladder.toJSON() + '\n' });
    await section('bot-ladder', 'Bot ladder', ladderBlocks(meta.ladder));
    nav.push({ id: 'bot-ladder', title: 'Bot ladder' });
  }
  md.push(`Data: \`data/*.csv\`, \`data/*.json\`; chart specs: \`specs/*.json\`${groups.length > 0 ? '; deck pages: `decks/*.html`, `decks/*.md`' : ''}.`, '');
  for (const [k, g] of groups.entries()) files.push(...deckPages(g, tables, meta, pages[k]));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pokémon TCG simulation report</title>
<style>
${PAGE_STYLE}</style>
</head>
<body>
<h1>Pokémon TCG simulation report</h1>
<p class="meta">ptcg ${escapeHtml(meta.version)} · generated ${escapeHtml(meta.date)} · ${escapeHtml(meta.source)}</p>
<nav><ul>${nav.map((g) => `<li><a href="#${escapeHtml(g.id)}">${escapeHtml(g.title)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
<p class="note">Tables behind every chart: <code>data/*.csv</code> and <code>data/*.json</code>; Vega-Lite specs: <code>specs/*.json</code>.</p>
</body>
</html>
`;
  files.push({ path: 'index.html', content: html });
  files.push({ path: 'summary.md', content: md.join('\n') });
  return files;
}

/** The page (HTML and its Markdown twin) of every deck of a group (report-deck.ts has their content). */
function deckPages(g: ReportGroup, tables: ReturnType<typeof buildTables>, meta: ReportMeta, pages: string[]): ReportFile[] {
  return g.result.decks.flatMap((deck, d) => {
    const blocks = deckPageBlocks(g, tables, d);
    const base = pages[d];
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(deck)} — Pokémon TCG simulation report</title>
<style>
${PAGE_STYLE}</style>
</head>
<body>
<p class="meta"><a href="../index.html#${escapeHtml(g.id)}">← report: ${escapeHtml(g.title)}</a></p>
<h1>${escapeHtml(deck)}</h1>
<p class="meta">ptcg ${escapeHtml(meta.version)} · generated ${escapeHtml(meta.date)} · ${escapeHtml(meta.source)}</p>
${blocks.map((b) => blockHtml(b, new Map())).join('\n')}
</body>
</html>
`;
    const md = [`# ${escapeMd(deck)}`, '', `Report: ${escapeMd(g.title)} (\`../summary.md\`); ptcg ${meta.version}, ${meta.date}`, '', ...blocks.map(blockMd)].join('\n');
    return [{ path: `${base}.html`, content: html }, { path: `${base}.md`, content: md }];
  });
}
