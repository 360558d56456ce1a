// Vega-Lite specs for the report charts: pure functions from table rows to specs. Deck names in
// the rows are the short names the page defines once (report-text.ts shortNames). Every chart
// fits a page 800 px wide (about 760 px of content).
import type { TopLevelSpec } from 'vega-lite';

type Rows = Record<string, unknown>[];

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const FONT = {
  config: {
    font: 'system-ui, sans-serif', view: { stroke: '#ddd' },
    axis: { labelLimit: 200, labelFontSize: 11, titleFontSize: 11 },
    legend: { labelLimit: 260, labelFontSize: 11, titleFontSize: 11 },
    title: { subtitleColor: '#555', anchor: 'start' },
  },
};
// Whole percents with a step of at least 1%, so no two ticks read the same.
const PCT = { format: '.0%', tickMinStep: 0.01 };
// Whole turns and prizes: integer ticks only.
const INT = { format: 'd', tickMinStep: 1 };
const SEAT_COLORS = { domain: ['going first', 'going second'], range: ['#2471a3', '#e67e22'] };
// The width a chart may take: a page 800 px wide, less its margins.
const CONTENT = 760;

/**
 * A text's width as vega lays it out without a canvas (0.8 × the font size per character, an
 * over-estimate for every common font) and as it decides to cut a label with "…" (at or over its
 * limit): so a label limit of `textPx(longest) + 1` keeps every label whole.
 */
export const textPx = (s: string, fontSize: number): number => Math.ceil(0.8 * fontSize * s.length);
const longest = (xs: string[]): string => xs.reduce((m, x) => (x.length > m.length ? x : m), '');
// Room for the longest label of an axis (a deck, or two: "A vs B"), so that none is cut.
const labelAxis = (labels: string[]) => ({ labelLimit: textPx(longest(labels), 11) + 1 });
// The plot beside such labels: at most `plot` px, within what the page leaves less the axis and
// `right` px for what a chart draws right of its plot.
const pairWidth = (labels: string[], plot: number, right: number) => Math.max(180, Math.min(plot, CONTENT - 30 - right - textPx(longest(labels), 11)));

/**
 * The matchup heatmap: one cell per ordered pair, its text sized to the cell. Cells share what the
 * row labels (the longest deck name, whole) leave of the page; the cell shows the win rate (one
 * decimal when it fits), then the interval when it fits, and "ns" when the interval crosses 50%.
 * Column labels slant up to the left over the row labels' corner when a name is wider than a cell.
 */
export function heatmapSpec(rows: Rows, title: string, decks: string[]): TopLevelSpec {
  const name = textPx(longest(decks), 11);
  const step = Math.max(24, Math.min(130, Math.floor((CONTENT - name - 30) / Math.max(1, decks.length))));
  const fits = (s: string, size: number) => textPx(s, size) + 4 <= step;
  const oneDecimal = fits('100.0%', 12);
  const fontSize = oneDecimal ? 12 : ([11, 10, 9].find((f) => fits('100%', f)) ?? 9);
  const withInterval = fits('100.0%–100.0% ns', 9);
  // White text on the darkest cells.
  const ink = { condition: { test: 'abs(datum.winRate - 0.5) > 0.3', value: 'white' }, value: '#222' };
  // The win rate stands in the middle of its cell, or above the second line when there is one.
  const text = (test: string, dy: number, size: number, field: string) =>
    ({ transform: [{ filter: test }], mark: { type: 'text', fontSize: size, dy, baseline: 'middle' }, encoding: { text: { field }, color: ink } });
  const slant = name + 6 > step;
  const value = `format(datum.winRate, '${oneDecimal ? '.1%' : '.0%'}')`;
  const note = withInterval ? "datum.interval + (datum.significant ? '' : ' ns')" : "datum.significant ? '' : 'ns'";
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['win rate of the row deck against the column deck,', 'both seatings; "ns": the 95% interval crosses 50%', ...(withInterval ? [] : ['(the intervals are in the table above)'])] },
    data: { values: rows },
    transform: [{ calculate: value, as: 'cellValue' }, { calculate: note, as: 'cellNote' }],
    width: { step } as never,
    height: { step: withInterval ? 44 : 36 } as never,
    encoding: {
      x: {
        field: 'column', type: 'nominal', sort: decks, scale: { domain: decks }, title: 'opponent',
        axis: { orient: 'top', labelLimit: name + 1, ...(slant ? { labelAngle: 45, labelAlign: 'right', labelBaseline: 'middle' } : { labelAngle: 0 }) },
      },
      y: { field: 'row', type: 'nominal', sort: decks, scale: { domain: decks }, title: 'deck', axis: { labelLimit: name + 1 } },
    },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: { field: 'winRate', type: 'quantitative', scale: { domain: [0, 0.5, 1], range: ['#c0392b', '#f7f7f7', '#2471a3'] }, legend: { title: 'win rate', format: '.0%', orient: 'bottom', gradientLength: 160 } },
          tooltip: [{ field: 'row', title: 'deck' }, { field: 'column', title: 'opponent' }, { field: 'label', title: 'win rate' }, { field: 'interval', title: '95% interval' }, { field: 'games' }],
        },
      },
      text("datum.cellNote === ''", 0, fontSize, 'cellValue'),
      text("datum.cellNote !== ''", -6, fontSize, 'cellValue'),
      text("datum.cellNote !== ''", Math.ceil(fontSize / 2) + 2, 9, 'cellNote'),
    ],
    ...FONT,
  } as TopLevelSpec;
}

/** Win rate going first and going second per deck, over all its matchups. */
export function seatsSpec(rows: Rows, title: string, subtitle: string[]): TopLevelSpec {
  const y = { field: 'deck', type: 'nominal', sort: null, title: null, axis: labelAxis(rows.map((r) => String(r.deck))) };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle },
    data: { values: rows },
    width: 400,
    height: { step: 18 } as never,
    layer: [
      {
        mark: 'bar',
        encoding: {
          y,
          x: { field: 'winRate', type: 'quantitative', title: 'win rate (line: 95% interval; dashes: 50%)', axis: PCT, scale: { domain: [0, 1] } },
          yOffset: { field: 'seat', sort: SEAT_COLORS.domain },
          color: { field: 'seat', type: 'nominal', title: 'the deck was', scale: SEAT_COLORS, legend: { orient: 'bottom' } },
        },
      },
      { mark: { type: 'rule', color: '#222' }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' }, yOffset: { field: 'seat', sort: SEAT_COLORS.domain } } },
      { mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5 } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

/**
 * Small multiples: as many columns of panels as fit beside the row labels (`labels` px, drawn
 * once per row of panels) with each panel `min`–`max` px wide plus its own y axis (`axis` px).
 * The charts draw the x axis of every panel (a reader scanning one panel needs no other) and put
 * the legend at the top.
 */
const GAP = 16; // between panels
function grid(count: number, labels: number, min: number, max: number, axis = 0): { columns: number; width: number } {
  const room = CONTENT - labels, gap = GAP + axis;
  const columns = Math.max(1, Math.min(count, Math.floor(room / (min + gap))));
  return { columns, width: Math.max(min, Math.min(max, Math.floor(room / columns) - gap)) };
}

/**
 * A facet header's labelExpr that puts each name wider than `px` on lines (vega draws an array as
 * lines): whole words, a word split after a "/" or "-", a longer one cut where it must; so a
 * panel's title never runs into the next panel, gets cut, or widens every column (vega aligns the
 * columns to their widest title).
 */
function wrapExpr(names: string[], px: number, fontSize: number): string {
  const fit = Math.max(1, Math.floor(px / (0.8 * fontSize))); // characters to a line
  let expr = 'datum.value';
  for (const name of names) {
    if (textPx(name, fontSize) <= px) continue;
    // pieces of words, each with the space before it (none inside a word)
    const pieces = name.split(/\s+/).flatMap((w) => (w.match(/[^/-]+[/-]*|[/-]+/g) ?? [w])
      .flatMap((part) => part.match(new RegExp(`.{1,${fit}}`, 'g'))!).map((text, k) => ({ text, glue: k === 0 ? ' ' : '' })));
    const lines: string[] = [];
    for (const p of pieces) {
      const last = lines.length - 1;
      if (last >= 0 && textPx(lines[last] + p.glue + p.text, fontSize) <= px) lines[last] += p.glue + p.text;
      else lines.push(p.text);
    }
    expr = `datum.value === ${JSON.stringify(name)} ? ${JSON.stringify(lines)} : ${expr}`;
  }
  return expr;
}

const panelHeader = (decks: string[], width: number) =>
  ({ labelExpr: wrapExpr(decks, width, 11), labelLimit: 0, labelFontSize: 11, labelFontWeight: 'bold', labelAnchor: 'start', labelLineHeight: 13 });

/**
 * Going first vs going second per matchup, one panel per deck: its win rate against each other
 * deck (rows, the same in every panel, so only the first column of panels names them) going first
 * and going second, with the 95% intervals.
 */
export function matchupSeatsSpec(rows: Rows, title: string, decks: string[]): TopLevelSpec {
  const labels = textPx(longest(decks), 10) + 1;
  const { columns, width } = grid(decks.length, labels + 20, 110, 200);
  const y = { field: 'opponent', type: 'nominal', sort: decks, scale: { domain: decks }, title: null, axis: { labelLimit: labels, labelFontSize: 10 } };
  const x = { field: 'winRate', type: 'quantitative', title: null, axis: { ...PCT, values: [0, 0.5, 1], labelFlush: true }, scale: { domain: [0, 1] } };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['win rate of the panel\'s deck against each opponent (rows),', 'going first and going second (bars), with the 95% interval', '(line); dashes: 50%'] },
    data: { values: rows },
    facet: { field: 'deck', type: 'nominal', title: null, sort: decks, header: panelHeader(decks, width) },
    columns,
    spacing: { column: GAP, row: 16 },
    spec: {
      width,
      height: Math.max(14, Math.min(28, Math.floor(180 / decks.length))) * decks.length, // rows of 14–28 px
      layer: [
        {
          mark: 'bar',
          encoding: {
            y, x, yOffset: { field: 'seat', sort: SEAT_COLORS.domain },
            color: { field: 'seat', type: 'nominal', title: 'the deck was', scale: SEAT_COLORS, legend: { orient: 'top', direction: 'horizontal' } },
            tooltip: [{ field: 'deck' }, { field: 'opponent' }, { field: 'seat' }, { field: 'winRate', format: '.1%' }, { field: 'games' }],
          },
        },
        { mark: { type: 'rule', color: '#222' }, encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' }, yOffset: { field: 'seat', sort: SEAT_COLORS.domain } } },
        { mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5 } } },
      ],
    },
    resolve: { axis: { x: 'independent' } },
    ...FONT,
  } as TopLevelSpec;
}

// Ten distinct hues (Tableau 10), then the same hues dashed, then dotted: up to 30 decks each keep
// a line of their own that no other shares.
const HUES = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];
const DASHES = [[1, 0], [6, 3], [1.5, 2.5]];

/**
 * Prizes taken by the end of each turn, one panel per deck: the mean number of prizes it had
 * taken against each opponent (a line per opponent, in the opponent's colour and dash), on a scale
 * up to all the prizes. (The spread between games and the 95% interval of the mean are in the data.)
 */
export function prizeRaceSpec(rows: Rows, title: string, prizes: number, lastTurn: number, decks: string[]): TopLevelSpec {
  const { columns, width } = grid(decks.length, 0, 150, 240, 40);
  // One legend for both channels (the same field, title and legend): a stroke in its colour and dash per deck.
  const legend = { orient: 'top', direction: 'horizontal', columns: Math.max(1, Math.min(decks.length, Math.floor((CONTENT - 40) / (textPx(longest(decks), 11) + 40)))), symbolType: 'stroke', symbolStrokeWidth: 2.5, symbolSize: 300, labelLimit: textPx(longest(decks), 11) + 1 };
  const color = { field: 'opponent', type: 'nominal', title: 'opponent', scale: { domain: decks, range: decks.map((_, k) => HUES[k % HUES.length]) }, legend };
  const strokeDash = { field: 'opponent', type: 'nominal', title: 'opponent', scale: { domain: decks, range: decks.map((_, k) => DASHES[Math.floor(k / HUES.length) % DASHES.length]) }, legend };
  const x = { field: 'turn', type: 'quantitative', title: 'turn', axis: INT, scale: { domain: [1, lastTurn], nice: false } };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['prizes the panel\'s deck had taken (up) by the end of each', 'turn (across) against each opponent (a line each: the mean', `of all games), up to turn ${lastTurn} (99% of games are over by then)`] },
    data: { values: rows },
    transform: [{ filter: `datum.turn <= ${lastTurn}` }],
    facet: { field: 'deck', type: 'nominal', title: null, sort: decks, header: panelHeader(decks, width) },
    columns,
    spacing: { column: GAP, row: 16 },
    spec: {
      width,
      height: 110,
      mark: { type: 'line', strokeWidth: 1.8 },
      encoding: {
        x,
        y: { field: 'mean', type: 'quantitative', title: null, scale: { domain: [0, prizes] }, axis: { values: Array.from({ length: prizes + 1 }, (_, k) => k), format: 'd' } },
        color, strokeDash,
        tooltip: [{ field: 'deck' }, { field: 'opponent' }, { field: 'turn' }, { field: 'mean', format: '.2f' }, { field: 'sd', format: '.2f' }],
      },
    },
    resolve: { axis: { x: 'independent' } },
    ...FONT,
  } as TopLevelSpec;
}

/** Game length per matchup: median, quartiles and 5th–95th percentiles as a box and whiskers. */
export function gameLengthSpec(rows: Rows, title: string): TopLevelSpec {
  const labels = rows.map((r) => String(r.matchup));
  const y = { field: 'matchup', type: 'nominal', sort: null, title: null, axis: labelAxis(labels) };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['turn the game ended; box: middle half of games', '(25th–75th percentile); white mark: median;', 'thin line: 5th–95th percentile'] },
    data: { values: rows },
    width: pairWidth(labels, 380, 90), // the median's label runs right of the whiskers
    height: { step: 26 } as never,
    encoding: { y },
    layer: [
      { mark: { type: 'rule', color: '#555' }, encoding: { x: { field: 'p5', type: 'quantitative', title: 'turn', axis: INT, scale: { zero: true } }, x2: { field: 'p95' } } },
      { mark: { type: 'bar', color: '#7fb3d5', height: 16 }, encoding: { x: { field: 'p25', type: 'quantitative' }, x2: { field: 'p75' } } },
      { mark: { type: 'tick', color: 'white', thickness: 3, size: 16 }, encoding: { x: { field: 'median', type: 'quantitative' } } },
      { mark: { type: 'text', align: 'left', dx: 4, fontSize: 10, color: '#333' }, encoding: { x: { field: 'p95', type: 'quantitative' }, text: { field: 'label' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

const MULL_KEY = { domain: ['simulated (bar; line: 95% interval)', 'exact (hypergeometric)'], range: ['#7fb3d5', '#000000'] };

export function mulligansSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['share of games with at least one mulligan:', 'simulated against the exact probability'] },
    data: { values: rows },
    width: 420,
    height: { step: 26 } as never,
    encoding: { y: { field: 'deck', type: 'nominal', sort: null, title: null } },
    layer: [
      { mark: { type: 'bar', height: 16 }, encoding: { x: { field: 'simulated', type: 'quantitative', title: 'games with a mulligan', axis: PCT }, color: { datum: MULL_KEY.domain[0], scale: MULL_KEY, legend: { orient: 'bottom', title: null, symbolType: 'square', labelLimit: 320 } } } },
      { mark: { type: 'rule', color: '#1b4f72' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
      { mark: { type: 'tick', thickness: 3, size: 24 }, encoding: { x: { field: 'exact', type: 'quantitative' }, color: { datum: MULL_KEY.domain[1] } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export function mulliganDistributionSpec(rows: Rows, title: string): TopLevelSpec {
  const xOffset = { field: 'deck', sort: null };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['mulligans per game: simulated (bars) and the exact', 'geometric share (black mark); square-root scale', 'so that rare counts stay visible'] },
    data: { values: rows },
    width: 480,
    height: 200,
    encoding: { x: { field: 'mulligans', type: 'ordinal', title: 'mulligans in a game', axis: { labelAngle: 0 } }, xOffset },
    layer: [
      { mark: 'bar', encoding: { y: { field: 'simulated', type: 'quantitative', title: 'share of games', scale: { type: 'sqrt' }, axis: { values: [0, 0.01, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1], format: '.0%' } }, color: { field: 'deck', type: 'nominal', sort: null, title: 'deck', scale: { scheme: 'tableau20' }, legend: { orient: 'bottom', columns: 2 } } } },
      { mark: { type: 'tick', color: 'black', thickness: 2, orient: 'horizontal' }, encoding: { y: { field: 'exact', type: 'quantitative' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export const END_REASONS = ['prizes', 'no-pokemon', 'deck-out', 'turn-limit', 'sudden-death', 'tie'];

export function endReasonsSpec(rows: Rows, title: string): TopLevelSpec {
  const labels = rows.map((r) => String(r.matchup));
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['how games end, per matchup', '(the reasons are explained below the table)'] },
    data: { values: rows },
    width: pairWidth(labels, 420, 20),
    height: { step: 22 } as never,
    mark: 'bar',
    encoding: {
      y: { field: 'matchup', type: 'nominal', sort: null, title: null, axis: labelAxis(labels) },
      x: { field: 'share', type: 'quantitative', stack: 'normalize', title: 'share of games', axis: PCT },
      // the legend starts under the plot: as many columns as the plot's width holds
      color: { field: 'reason', type: 'nominal', title: 'end reason', scale: { domain: END_REASONS }, legend: { orient: 'bottom', columns: Math.max(1, Math.min(3, Math.floor(pairWidth(labels, 420, 20) / 136))) } },
      tooltip: [{ field: 'matchup' }, { field: 'reason' }, { field: 'games' }, { field: 'share', format: '.1%' }],
    },
    ...FONT,
  } as TopLevelSpec;
}

/**
 * Bot ladder ratings: a dot per bot at its rating (Elo points, the anchor at 0) and a line over its
 * 95% interval; a side the games leave open runs to the chart's edge (`lowShown` / `highShown`).
 */
export function ladderSpec(rows: Rows, title: string, anchor: string): TopLevelSpec {
  const y = { field: 'bot', type: 'nominal', sort: null, title: null, axis: { labelLimit: 200 } };
  // Room on both sides of the intervals (and 0) for the dots' labels.
  const ends = rows.flatMap((r) => [r.lowShown as number, r.highShown as number, 0]);
  const lo = Math.min(...ends), hi = Math.max(...ends), pad = Math.max(50, (hi - lo) * 0.2);
  const x = { type: 'quantitative', title: `rating (Elo points, ${anchor} = 0)`, axis: { format: 'd' }, scale: { domain: [Math.floor(lo - pad / 2), Math.ceil(hi + pad)], nice: false } };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['Bradley–Terry rating of each bot from every game (dot)', 'and its 95% interval (line); dashes: the anchor'] },
    data: { values: rows },
    width: 420,
    height: { step: 28 } as never,
    encoding: { y },
    layer: [
      { mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0, ...x }, y: null as never } },
      { mark: { type: 'rule', color: '#1b4f72', strokeWidth: 2 }, encoding: { x: { field: 'lowShown', ...x }, x2: { field: 'highShown' } } },
      { mark: { type: 'point', filled: true, size: 80, color: '#2471a3' }, encoding: { x: { field: 'rating', ...x }, tooltip: [{ field: 'bot' }, { field: 'label', title: 'rating (95% interval)' }, { field: 'games' }] } },
      { mark: { type: 'text', align: 'left', dx: 6, dy: -9, fontSize: 10, color: '#333' }, encoding: { x: { field: 'rating', ...x }, text: { field: 'label' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}
