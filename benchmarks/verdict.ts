// Reading bench results as a CI would: each figure's spread over its repeated runs, a noise band,
// and a verdict for a figure of one run against the same figure of another (a baseline or main).
//
// The noise band of a comparison is the larger relative spread ((max − min) / median) of the two
// runs' repeats, and never below NOISE_FLOOR: a figure falls "beyond noise" only when it is lower
// by more than the spread its own repeats showed. The floor covers what repeats inside one run can't
// see (a machine that is slower all run long is corrected by the calibration loop, not by repeats).
export interface BenchFigure { name: string; unit: string; median: number; runs: number[]; normalized: number }
export interface BenchRun { date?: string; calibrationOpsPerSecond: number; peakRssMB?: number; figures: BenchFigure[] }

/** Lowest band a comparison uses (relative). */
export const NOISE_FLOOR = 0.05;

export function spread(f: BenchFigure): { min: number; median: number; max: number; relative: number } {
  if (f.runs.length === 0) return { min: f.median, median: f.median, max: f.median, relative: 0 };
  const min = Math.min(...f.runs), max = Math.max(...f.runs);
  return { min, median: f.median, max, relative: f.median > 0 ? (max - min) / f.median : 0 };
}

export interface Verdict { name: string; unit: string; value: number; ratio: number; band: number; verdict: 'ok' | 'slower' | 'faster' }

/** Figures of `b` against the same figures of `a` (normalised by each run's calibration). Ratios (×) are compared as they are. */
export function compareRuns(a: BenchRun, b: BenchRun): Verdict[] {
  const out: Verdict[] = [];
  for (const fb of b.figures) {
    const fa = a.figures.find((x) => x.name === fb.name);
    if (!fa || fa.normalized <= 0) continue;
    const ratio = fb.normalized / fa.normalized;
    const band = Math.max(NOISE_FLOOR, spread(fa).relative, spread(fb).relative);
    out.push({ name: fb.name, unit: fb.unit, value: fb.median, ratio, band, verdict: ratio < 1 - band ? 'slower' : ratio > 1 + band ? 'faster' : 'ok' });
  }
  return out;
}

/** A Markdown table fit for a CI job summary. */
export function markdownTable(v: Verdict[], against: string): string {
  const value = (x: Verdict) => (x.unit === '×' ? `${x.value.toFixed(2)}×` : `${Math.round(x.value).toLocaleString('en-US')} ${x.unit}`);
  const mark = (x: Verdict) => (x.verdict === 'slower' ? '❌ slower beyond noise' : x.verdict === 'faster' ? '✅ faster' : '✅ within noise');
  return [
    `| figure | value | ratio to ${against} | noise band | verdict |`,
    '|---|---|---|---|---|',
    ...v.map((x) => `| ${x.name} | ${value(x)} | ${x.ratio.toFixed(2)}× | ±${(x.band * 100).toFixed(0)}% | ${mark(x)} |`),
  ].join('\n');
}
