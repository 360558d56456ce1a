// Measures the bench's noise band on this machine: the whole bench (or its smoke version) is run
// K times, each in a fresh process as CI would run it, and each figure's band is the relative
// spread of its normalised medians across those runs ((max − min) / median). Repeats inside one
// run can't see this between-run noise (a different JIT path, memory layout, a busier machine).
// Usage:
//   node dist/benchmarks/noise.js [--runs K] [--smoke]   (writes benchmarks/noise.json, keeping the other mode's part)
// The smoke part also keeps each figure's median over the K runs: the reference `bench:smoke` compares
// against (a smoke run is shorter than the full one, so its figures differ from the full baseline's).
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync, writeFileSync, renameSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureNoise, type BenchRun, type NoiseFile } from './verdict.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const at = args.indexOf('--runs');
const runs = at >= 0 ? Number(args[at + 1]) : smoke ? 7 : 3;
if (!Number.isInteger(runs) || runs < 2 || runs > 50) {
  console.error('noise: --runs needs a whole number from 2 to 50');
  process.exit(2);
}

const results: BenchRun[] = [];
for (let r = 0; r < runs; r++) {
  // Exit 1 (a figure beyond the baseline's or the reference's band) still gives a whole result: the noise is measured all the same.
  const bench = spawnSync(process.execPath, [join(root, 'dist', 'benchmarks', 'run.js'), '--json', ...(smoke ? ['--smoke'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (bench.status !== 0 && bench.status !== 1) {
    console.error(`noise: bench run ${results.length + 1} failed (exit ${bench.status})`);
    process.exit(1);
  }
  results.push(JSON.parse(bench.stdout) as BenchRun);
  console.error(`noise: run ${results.length} of ${runs} done`);
}
const file = join(root, 'benchmarks', 'noise.json');
const doc: NoiseFile = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as NoiseFile : { method: '', modes: {} };
doc.method = 'Each mode: the bench run K times, each in a fresh process; a figure\'s band is (max − min) / median of its calibration-normalised medians over the K runs. benchmarks/noise.ts writes it.';
doc.modes[smoke ? 'smoke' : 'full'] = measureNoise(results);
const tmp = `${file}.${process.pid}.tmp`;
writeFileSync(tmp, JSON.stringify(doc, null, 1) + '\n');
renameSync(tmp, file);
for (const [name, f] of Object.entries(doc.modes[smoke ? 'smoke' : 'full']!.figures)) console.log(`${name.padEnd(46)} band ±${(f.band * 100).toFixed(1)}% (as measured ±${(f.rawBand * 100).toFixed(1)}%)`);
