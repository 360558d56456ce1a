// Reading bench results as a CI would: each figure's spread over its repeated runs, a noise band,
// and a verdict for a figure of one run against the same figure of another (a baseline or main).
//
// The noise band of a figure is measured (benchmarks/noise.ts, benchmarks/noise.json): the bench
// was run K times in fresh processes on this machine and the band is the spread of the figure's
// normalised medians across those runs. A comparison uses the larger of that band and the
// within-run spread of the two runs' own repeats, and never below MEASURED_FLOOR; a figure with no
// measured band falls back to NOISE_FLOOR. Figures with unit 'ratio' (lower is better, e.g. League ÷ standard time per
// decision) are reported, not judged.
import { readFileSync } from 'node:fs';

export interface BenchFigure { name: string; unit: string; median: number; runs: number[]; normalized: number }
export interface BenchRun { date?: string; smoke?: boolean; calibrationOpsPerSecond: number; peakRssMB?: number; figures: BenchFigure[] }

/** One mode's measured noise: per figure its band and its median over the runs (normalised). */
export interface NoiseMode {
  date: string; node: string; runs: number;
  calibration: { min: number; median: number; max: number };
  /** band: spread of the normalised medians (what comparisons use); rawBand: of the medians as measured. */
  figures: Record<string, { band: number; rawBand: number; normalizedMedian: number; median: number; medians: number[] }>;
  calibrations: number[];
}
export interface NoiseFile { method: string; modes: { full?: NoiseMode; smoke?: NoiseMode } }

function medianOf(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The noise of K whole runs of the same mode: each figure's (max − min) / median of its normalised medians. */
export function measureNoise(runs: BenchRun[]): NoiseMode {
  const figures: NoiseMode['figures'] = {};
  for (const f of runs[0].figures) {
    const norm = runs.map((r) => r.figures.find((x) => x.name === f.name)?.normalized).filter((x): x is number => x !== undefined);
    const med = medianOf(norm);
    const medians = runs.map((r) => r.figures.find((x) => x.name === f.name)?.median ?? NaN).filter((x) => !Number.isNaN(x));
    const raw = medianOf(medians);
    figures[f.name] = {
      band: med > 0 ? (Math.max(...norm) - Math.min(...norm)) / med : 0,
      rawBand: raw > 0 ? (Math.max(...medians) - Math.min(...medians)) / raw : 0,
      normalizedMedian: med, median: raw, medians,
    };
  }
  const cal = runs.map((r) => r.calibrationOpsPerSecond);
  return {
    date: new Date().toISOString(), node: process.version, runs: runs.length,
    calibration: { min: Math.min(...cal), median: medianOf(cal), max: Math.max(...cal) }, figures, calibrations: cal,
  };
}

/** Band of a figure with no measured band (relative). */
export const NOISE_FLOOR = 0.05;
/** Lowest band even when measured: 3 whole runs can show less spread than a 4th would. */
export const MEASURED_FLOOR = 0.03;

export function spread(f: BenchFigure): { min: number; median: number; max: number; relative: number } {
  if (f.runs.length === 0) return { min: f.median, median: f.median, max: f.median, relative: 0 };
  const min = Math.min(...f.runs), max = Math.max(...f.runs);
  return { min, median: f.median, max, relative: f.median > 0 ? (max - min) / f.median : 0 };
}

export interface Verdict { name: string; unit: string; value: number; ratio: number; band: number; verdict: 'ok' | 'slower' | 'faster' }

/**
 * Figures of `b` against the same figures of `a` (normalised by each run's calibration). `noise`
 * (the mode's measured bands) widens each figure's band to what whole runs differ by.
 */
export function compareRuns(a: BenchRun, b: BenchRun, noise?: NoiseMode): Verdict[] {
  const out: Verdict[] = [];
  for (const fb of b.figures) {
    const fa = a.figures.find((x) => x.name === fb.name);
    if (!fa || fa.normalized <= 0 || fb.unit === 'ratio') continue;
    const ratio = fb.normalized / fa.normalized;
    const measured = noise?.figures[fb.name]?.band;
    const band = Math.max(measured === undefined ? NOISE_FLOOR : Math.max(measured, MEASURED_FLOOR), spread(fa).relative, spread(fb).relative);
    out.push({ name: fb.name, unit: fb.unit, value: fb.median, ratio, band, verdict: ratio < 1 - band ? 'slower' : ratio > 1 + band ? 'faster' : 'ok' });
  }
  return out;
}

/** The measured noise of a mode, if benchmarks/noise.json has it (null when it is missing or unreadable: bands fall back to the floor). */
export function readNoise(file: string, mode: 'full' | 'smoke'): NoiseMode | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as NoiseFile).modes[mode] ?? null;
  } catch {
    return null;
  }
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
