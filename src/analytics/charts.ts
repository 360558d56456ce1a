// Vega-Lite specs for the report charts: pure functions from table rows to specs.
import type { TopLevelSpec } from 'vega-lite';

type Rows = Record<string, unknown>[];

const FONT = { config: { font: 'system-ui, sans-serif', view: { stroke: '#ddd' }, axis: { labelLimit: 220 }, legend: { labelLimit: 320 } } };
const PCT = { format: '.0%' };

export function heatmapSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'row deck win rate against the column deck, both seatings; "ns": the 95% interval crosses 50%' },
    data: { values: rows },
    width: { step: 150 } as never,
    height: { step: 44 } as never,
    encoding: {
      x: { field: 'column', type: 'nominal', title: 'opponent', axis: { orient: 'top', labelAngle: 0, labelLimit: 145 } },
      y: { field: 'row', type: 'nominal', title: 'deck' },
    },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: { field: 'winRate', type: 'quantitative', scale: { domain: [0, 0.5, 1], range: ['#c0392b', '#f7f7f7', '#2471a3'] }, legend: { title: 'win rate', ...PCT } },
          tooltip: [{ field: 'row', title: 'deck' }, { field: 'column', title: 'opponent' }, { field: 'label', title: 'win rate' }, { field: 'interval', title: '95% interval' }, { field: 'games' }],
        },
      },
      { mark: { type: 'text', fontSize: 12, dy: -6 }, encoding: { text: { field: 'label' } } },
      { mark: { type: 'text', fontSize: 9, dy: 8, color: '#444' }, encoding: { text: { field: 'interval' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export function seatsSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'win rate going first vs going second, all matchups (bars: 95% interval)' },
    data: { values: rows },
    width: 420,
    encoding: {
      y: { field: 'deck', type: 'nominal', title: null },
      yOffset: { field: 'seat' },
      color: { field: 'seat', type: 'nominal', title: null, scale: { range: ['#2471a3', '#e67e22'] } },
    },
    layer: [
      { mark: 'bar', encoding: { x: { field: 'winRate', type: 'quantitative', title: 'win rate', axis: PCT, scale: { domain: [0, 1] } } } },
      { mark: { type: 'rule', color: '#222' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export function prizeRaceSpec(rows: Rows, title: string, columns: number): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'mean prizes taken by the end of each turn (band: 95% interval)' },
    data: { values: rows },
    facet: { field: 'matchup', type: 'nominal', title: null, header: { labelLimit: 300 } },
    columns,
    spec: {
      width: 260,
      height: 160,
      layer: [
        { mark: { type: 'area', opacity: 0.25 }, encoding: { x: { field: 'turn', type: 'quantitative' }, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color: { field: 'deck', type: 'nominal' } } },
        { mark: { type: 'line' }, encoding: { x: { field: 'turn', type: 'quantitative', title: 'turn' }, y: { field: 'mean', type: 'quantitative', title: 'prizes taken' }, color: { field: 'deck', type: 'nominal', title: 'deck' } } },
      ],
    },
    resolve: { scale: { color: 'shared' } },
    ...FONT,
  } as TopLevelSpec;
}

export function gameLengthSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'share of games ending on each turn' },
    data: { values: rows },
    width: 560,
    height: 220,
    mark: { type: 'line', interpolate: 'step-after' },
    encoding: {
      x: { field: 'turn', type: 'quantitative', title: 'turn the game ended' },
      y: { field: 'share', type: 'quantitative', title: 'share of games', axis: PCT },
      color: { field: 'matchup', type: 'nominal', title: 'matchup', legend: { labelLimit: 300 } },
    },
    ...FONT,
  } as TopLevelSpec;
}

export function mulligansSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'simulated mulligan rate (bar, 95% interval) and the exact hypergeometric probability (black tick)' },
    data: { values: rows },
    width: 420,
    encoding: { y: { field: 'deck', type: 'nominal', title: null } },
    layer: [
      { mark: { type: 'bar', color: '#7fb3d5' }, encoding: { x: { field: 'simulated', type: 'quantitative', title: 'games with a mulligan', axis: PCT } } },
      { mark: { type: 'rule', color: '#1b4f72' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
      { mark: { type: 'tick', color: 'black', thickness: 2 }, encoding: { x: { field: 'exact', type: 'quantitative' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export function mulliganDistributionSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'mulligans per game: simulated (bars) and exact geometric (points)' },
    data: { values: rows },
    width: 560,
    height: 200,
    encoding: { x: { field: 'mulligans', type: 'ordinal', title: 'mulligans in a game' }, xOffset: { field: 'deck' }, color: { field: 'deck', type: 'nominal' } },
    layer: [
      { mark: 'bar', encoding: { y: { field: 'simulated', type: 'quantitative', title: 'share of games', axis: PCT } } },
      { mark: { type: 'point', filled: true, color: 'black', size: 20 }, encoding: { y: { field: 'exact', type: 'quantitative' } } },
    ],
    ...FONT,
  } as TopLevelSpec;
}

export function endReasonsSpec(rows: Rows, title: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle: 'how games end, per matchup' },
    data: { values: rows },
    width: 420,
    mark: 'bar',
    encoding: {
      y: { field: 'matchup', type: 'nominal', title: null, axis: { labelLimit: 300 } },
      x: { field: 'share', type: 'quantitative', stack: 'normalize', title: 'share of games', axis: PCT },
      color: { field: 'reason', type: 'nominal', title: 'end reason', scale: { domain: ['prizes', 'no-pokemon', 'deck-out', 'turn-limit', 'sudden-death', 'tie'] } },
    },
    ...FONT,
  } as TopLevelSpec;
}
