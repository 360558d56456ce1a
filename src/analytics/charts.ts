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
// Labels naming two decks ("A vs B", each short name up to 14 characters) get room to show in full.
const PAIR_AXIS = { labelLimit: 290 };
const SEAT_COLORS = { domain: ['going first', 'going second'], range: ['#2471a3', '#e67e22'] };

export function heatmapSpec(rows: Rows, title: string, decks: string[]): TopLevelSpec {
  const step = Math.floor(Math.min(130, 520 / Math.max(1, decks.length)));
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['win rate of the row deck against the column deck,', 'both seatings; "ns": the 95% interval crosses 50%'] },
    data: { values: rows },
    width: { step } as never,
    height: { step: 44 } as never,
    encoding: {
      // Narrow columns (6 decks or more) get slanted labels so that a whole short name fits.
      x: { field: 'column', type: 'nominal', sort: decks, scale: { domain: decks }, title: 'opponent', axis: { orient: 'top', labelAngle: step < 120 ? -30 : 0, labelLimit: step < 120 ? 140 : step - 6 } },
      y: { field: 'row', type: 'nominal', sort: decks, scale: { domain: decks }, title: 'deck' },
    },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: { field: 'winRate', type: 'quantitative', scale: { domain: [0, 0.5, 1], range: ['#c0392b', '#f7f7f7', '#2471a3'] }, legend: { title: 'win rate', format: '.0%', gradientLength: 120 } },
          tooltip: [{ field: 'row', title: 'deck' }, { field: 'column', title: 'opponent' }, { field: 'label', title: 'win rate' }, { field: 'interval', title: '95% interval' }, { field: 'games' }],
        },
      },
      { mark: { type: 'text', fontSize: 12, dy: -6 }, encoding: { text: { field: 'label' } } },
      { mark: { type: 'text', fontSize: 9, dy: 8, color: '#444' }, encoding: { text: { field: 'interval' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

/** Win rate going first and going second: per deck over all its matchups, or per matchup (`y`: 'pair'). */
export function seatsSpec(rows: Rows, title: string, subtitle: string[], y: 'deck' | 'pair'): TopLevelSpec {
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle },
    data: { values: rows },
    width: 400,
    height: { step: y === 'deck' ? 18 : 12 } as never,
    layer: [
      {
        mark: 'bar',
        encoding: {
          y: { field: y, type: 'nominal', sort: null, title: null, axis: PAIR_AXIS },
          x: { field: 'winRate', type: 'quantitative', title: 'win rate (line: 95% interval; dashes: 50%)', axis: PCT, scale: { domain: [0, 1] } },
          yOffset: { field: 'seat', sort: SEAT_COLORS.domain },
          color: { field: 'seat', type: 'nominal', title: 'the deck was', scale: SEAT_COLORS, legend: { orient: 'bottom' } },
        },
      },
      { mark: { type: 'rule', color: '#222' }, encoding: { y: { field: y, type: 'nominal', sort: null }, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' }, yOffset: { field: 'seat', sort: SEAT_COLORS.domain } } },
      { mark: { type: 'rule', color: '#888', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5 } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

/**
 * Prizes taken by the end of each turn, one small chart per matchup: the mean (line) and the
 * spread between games (band: mean ± one standard deviation), on a scale up to all the prizes.
 * (The 95% interval of the mean is in the data; with thousands of games it is thinner than the line.)
 */
export function prizeRaceSpec(rows: Rows, title: string, prizes: number, lastTurn: number): TopLevelSpec {
  // 20 colours, so up to 20 decks (the 13 standard Battle Decks) each keep their own.
  const color = { field: 'deck', type: 'nominal', title: 'deck', scale: { scheme: 'tableau20' }, legend: { orient: 'bottom', columns: 4, symbolType: 'stroke', symbolStrokeWidth: 3, symbolOpacity: 1 } };
  const x = { field: 'turn', type: 'quantitative', title: 'turn', axis: INT, scale: { domain: [1, lastTurn], nice: false } };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: [`prizes taken by the end of each turn, up to turn ${lastTurn}`, '(99% of games are over by then); line: mean of all games;', 'band: ± one standard deviation between games'] },
    data: { values: rows },
    transform: [
      { filter: `datum.turn <= ${lastTurn}` },
      { calculate: 'max(0, datum.mean - datum.sd)', as: 'bandLow' },
      { calculate: `min(${prizes}, datum.mean + datum.sd)`, as: 'bandHigh' },
    ],
    facet: { field: 'matchup', type: 'nominal', title: null, sort: null, header: { labelLimit: 320, labelFontSize: 11 } },
    columns: 2,
    spec: {
      width: 300,
      height: 150,
      layer: [
        { mark: { type: 'area', opacity: 0.2 }, encoding: { x, y: { field: 'bandLow', type: 'quantitative' }, y2: { field: 'bandHigh' }, color } },
        {
          mark: { type: 'line', strokeWidth: 2 },
          encoding: { x, y: { field: 'mean', type: 'quantitative', title: 'prizes taken', scale: { domain: [0, prizes] }, axis: { values: Array.from({ length: prizes + 1 }, (_, k) => k), format: 'd' } }, color },
        },
      ],
    },
    resolve: { scale: { color: 'shared' } },
    ...FONT,
  } as TopLevelSpec;
}

/** Game length per matchup: median, quartiles and 5th–95th percentiles as a box and whiskers. */
export function gameLengthSpec(rows: Rows, title: string): TopLevelSpec {
  const y = { field: 'matchup', type: 'nominal', sort: null, title: null, axis: PAIR_AXIS };
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['turn the game ended; box: middle half of games', '(25th–75th percentile); white mark: median;', 'thin line: 5th–95th percentile'] },
    data: { values: rows },
    width: 380,
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
  return {
    $schema: SCHEMA,
    title: { text: title, subtitle: ['how games end, per matchup', '(the reasons are explained below the table)'] },
    data: { values: rows },
    width: 420,
    height: { step: 22 } as never,
    mark: 'bar',
    encoding: {
      y: { field: 'matchup', type: 'nominal', sort: null, title: null, axis: PAIR_AXIS },
      x: { field: 'share', type: 'quantitative', stack: 'normalize', title: 'share of games', axis: PCT },
      color: { field: 'reason', type: 'nominal', title: 'end reason', scale: { domain: END_REASONS }, legend: { orient: 'bottom', columns: 3 } },
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
