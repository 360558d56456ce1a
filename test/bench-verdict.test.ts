// The bench's verdicts (benchmarks/verdict.ts): measured noise bands from whole runs, comparisons
// that use them, `--compare` on saved files, and the profile split (benchmarks/profile-split.ts).
import { describe, it, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareRuns, measureNoise, NOISE_FLOOR, MEASURED_FLOOR, type BenchRun } from '../benchmarks/verdict.js';
import { splitProfile, type Profile } from '../benchmarks/profile-split.js';

/** A run whose figure `name` has normalised median `v` (calibration 1), with the given repeats. */
function run(figs: [string, number, number[]?][], unit = 'games/s'): BenchRun {
  return { calibrationOpsPerSecond: 1, figures: figs.map(([name, v, runs]) => ({ name, unit, median: v, runs: runs ?? [v], normalized: v })) };
}

describe('bench noise bands', () => {
  it('measureNoise: a figure\'s band is (max − min) / median of its normalised medians over whole runs', () => {
    const noise = measureNoise([run([['a', 100], ['b', 50]]), run([['a', 110], ['b', 50]]), run([['a', 90], ['b', 51]])]);
    expect(noise.runs).toBe(3);
    expect(noise.figures.a.band).toBeCloseTo(0.2, 10);
    expect(noise.figures.a.normalizedMedian).toBe(100);
    expect(noise.figures.b.band).toBeCloseTo(1 / 50, 10);
  });

  it('compareRuns: a drop inside the measured band is noise, beyond it is "slower"; without a band the floor applies', () => {
    const base = run([['a', 100], ['b', 100]]);
    const noise = measureNoise([run([['a', 100], ['b', 100]]), run([['a', 88], ['b', 100]])]); // a: ±12%, b: 0
    const dropped = run([['a', 90], ['b', 90]]);
    const v = compareRuns(base, dropped, noise);
    expect(v.find((x) => x.name === 'a')!.verdict).toBe('ok');
    expect(v.find((x) => x.name === 'b')!.verdict).toBe('slower'); // its measured band (0, floored at 3%) is below 10%
    expect(v.find((x) => x.name === 'b')!.band).toBe(MEASURED_FLOOR);
    const floor = compareRuns(base, run([['a', 96], ['b', 94]]));
    expect(floor.every((x) => x.band === NOISE_FLOOR)).toBe(true);
    expect(floor.map((x) => x.verdict)).toEqual(['ok', 'slower']);
  });

  it('compareRuns: a figure\'s own repeats widen the band; a "ratio" figure (lower is better) is not judged', () => {
    const base = run([['a', 100, [80, 100, 120]]]);
    expect(compareRuns(base, run([['a', 70]]))[0].band).toBeCloseTo(0.4, 10);
    expect(compareRuns(base, run([['a', 70]]))[0].verdict).toBe('ok');
    const ratioRuns = compareRuns(run([['r', 1]], 'ratio'), run([['r', 3]], 'ratio'));
    expect(ratioRuns).toEqual([]);
  });

  it('bench --compare names each figure beyond its band and exits 1; a bad file is one line, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-cmp-'));
    const a = join(dir, 'a.json'), b = join(dir, 'b.json'), bad = join(dir, 'bad.json');
    writeFileSync(a, JSON.stringify(run([['games/s 1 thread greedy classic', 100, [99, 100, 101]], ['state clones/s (new buffer)', 100, [99, 100, 101]]])));
    writeFileSync(b, JSON.stringify(run([['games/s 1 thread greedy classic', 30, [30]], ['state clones/s (new buffer)', 100, [100]]])));
    writeFileSync(bad, '{"figures": 3}');
    const same = execFileSync(process.execPath, ['dist/benchmarks/run.js', '--compare', a, a], { encoding: 'utf8' });
    expect(same).toMatch(/games\/s 1 thread greedy classic\s+1\.00×.*ok/);
    const r = spawnSync(process.execPath, ['dist/benchmarks/run.js', '--compare', a, b], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^bench: slower beyond noise: games\/s 1 thread greedy classic \(0\.30×/)]);
    expect(r.stderr).not.toContain('clones');
    const e = spawnSync(process.execPath, ['dist/benchmarks/run.js', '--compare', a, bad], { encoding: 'utf8' });
    expect(e.status).toBe(1);
    expect(e.stderr.trim()).toBe(`bench: ${bad}: not a bench result (no figures)`);
  });
});

describe('bench profile split', () => {
  it('each sample goes to one part: the bot (a bots/ frame) above all, then legal actions, then the nearest named part; samples outside the games are left out', () => {
    // root → runBatch → playToEnd → {chooseIndex → computeAttackDamage, trainerScore (bots/, inlined), legalActions → canPlayTrainer,
    //   step → runProgram → computeAttackDamage, step → shuffleDeck, (nothing named)}; root → dispatch (the profiler); GC
    const node = (id: number, functionName: string, children: number[] = [], url = '') => ({ id, callFrame: { functionName, url }, children });
    const profile: Profile = {
      nodes: [
        node(1, '(root)', [2, 13, 14]), node(2, 'runBatch', [3]), node(3, 'playToEnd', [4, 6, 7, 10, 12]),
        node(4, 'chooseIndex', [5]), node(5, 'computeAttackDamage'),
        node(6, 'legalActions', [15]),
        node(7, 'step', [8]), node(8, 'runProgram', [9]), node(9, 'computeAttackDamage'),
        node(10, 'step', [11]), node(11, 'shuffleDeck'),
        node(12, 'trainerScore', [], 'file:///x/dist/src/bots/greedy.js'),
        node(13, 'dispatch'), node(14, '(garbage collector)'), node(15, 'canPlayTrainer'),
      ],
      samples: [5, 5, 6, 15, 9, 9, 9, 8, 11, 3, 12, 13, 13, 14],
      timeDeltas: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 50, 50, 1],
    };
    const parts = splitProfile(profile);
    expect(Object.fromEntries(parts)).toEqual({
      bot: 3 / 12, 'legal actions': 2 / 12, damage: 3 / 12, 'effects (Trainers, attacks)': 1 / 12, shuffles: 1 / 12, 'game loop, counting': 1 / 12, 'garbage collector': 1 / 12,
    });
  });
});
