// Throughput benchmarks: warm-up, fixed seeds, medians of repeated runs, a checksum of results,
// and ratios against benchmarks/baseline.json. Every figure is also divided by a calibration
// loop measured in the same run, so a smoke check on a noisy or slower machine compares like
// with like. Usage:
//   node dist/benchmarks/run.js            full suite (writes benchmarks/results/latest.json)
//   node dist/benchmarks/run.js --smoke    seconds; exit 1 if a figure is below the smoke reference (benchmarks/noise.json)
//                                          by more than 3× its measured noise band (at least 35%); without a reference, below half the baseline
//   node dist/benchmarks/run.js --update-baseline
//   node dist/benchmarks/run.js --json        the result document (each figure with min/median/max) on stdout
//   node dist/benchmarks/run.js --markdown    a table for a CI job summary: value, ratio to the baseline, noise band, verdict
//   node dist/benchmarks/run.js --compare A.json B.json   B's figures against A's (saved runs); exit 1 naming
//                                                         each figure lower beyond its noise band (verdict.ts)
import { readFileSync, existsSync, mkdirSync, writeFileSync, renameSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBatch, batchBot, type BatchSpec } from '../src/sim/batch.js';
import { runGames, createPool } from '../src/sim/runner.js';
import { loadDeck } from '../src/decks/deck.js';
import { mulliganBatch } from '../src/sim/mulligan.js';
import { GameState } from '../src/engine/state.js';
import { newGame } from '../src/engine/game.js';
import { ruleParams } from '../src/engine/rules.js';
import { C } from '../src/sim/counts.js';
import { BENCH_PAIRS, pairSpec } from './pairs.js';
import { compareRuns, markdownTable, spread, readNoise, type BenchRun } from './verdict.js';
import { relaunchOnOneArena } from '../src/cli/one-arena.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const updateBaseline = args.includes('--update-baseline');
const asJson = args.includes('--json');
const asMarkdown = args.includes('--markdown');
const noiseFile = join(root, 'benchmarks', 'noise.json');
/**
 * A smoke run fails when a figure is below its smoke reference (benchmarks/noise.json) by more
 * than this many times its measured band: the CI machine is not the one the band was measured on,
 * and it has just run the test suite.
 */
const SMOKE_BAND_FACTOR = 3;
/**
 * ...and never by less than this: on this 2-core host one core is at times ~22–27% slower than the
 * other for minutes (a process runs on it or not: docs/PERFORMANCE.md), which a figure's few
 * measured runs may not have met.
 */
const SMOKE_MIN_ALLOWANCE = 0.35;

interface Figure { name: string; unit: string; median: number; runs: number[]; normalized: number; checksum?: number; calibration?: number; cores?: number[] }

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** One round of a fixed integer workload; returns ops per second. */
function calibrationRound(a: Int32Array): number {
  const t = performance.now();
  let x = 1;
  const n = 4_000_000;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    a[i & 4095] += x >>> 24;
  }
  return n / ((performance.now() - t) / 1000);
}

/**
 * The machine's speed in the same units every run: by default the median of 9 rounds after 8 warm-up rounds.
 * (With one warm-up round, the rounds measured ran partly before V8 optimised the loop, and the
 * figure jumped between ~370 and ~700 M ops/s from one process to the next.)
 */
function calibrate(warmUp = 8, rounds = 9): number {
  const a = new Int32Array(4096);
  for (let r = 0; r < warmUp; r++) calibrationRound(a);
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) rates.push(calibrationRound(a));
  if (a[0] === 42.5) console.log('unreachable');
  return median(rates);
}

function deckCards(rel: string): number[] {
  return loadDeck(join(root, rel)).cards;
}

function specOf(pair: keyof typeof BENCH_PAIRS, bots: [string, string] = ['greedy', 'greedy']): BatchSpec {
  return pairSpec(root, BENCH_PAIRS[pair], bots, loadDeck);
}

function readRun(file: string): BenchRun {
  let doc: BenchRun;
  try { doc = JSON.parse(readFileSync(file, 'utf8')) as BenchRun; } catch (e) {
    throw new Error(`${file}: cannot read a bench result (${(e as NodeJS.ErrnoException).code ?? (e as Error).message.split('\n')[0]})`);
  }
  if (!Array.isArray(doc.figures)) throw new Error(`${file}: not a bench result (no figures)`);
  return doc;
}

/** Can this machine pin a child process to each of two cores? */
function canPin(): boolean {
  if (process.platform !== 'linux' || availableParallelism() < 2) return false;
  return spawnSync('taskset', ['-c', '1', 'true'], { stdio: 'ignore' }).status === 0;
}

interface SinglePart { peakRssMB: number; figures: Figure[] }

/** The one-thread figures from two children pinned to cores 0 and 1 at once; each figure from the faster core (both kept in `cores`). */
async function bothCores(isSmoke: boolean): Promise<SinglePart> {
  const child = (core: number) => new Promise<SinglePart>((resolveChild, reject) => {
    const c = spawn('taskset', ['-c', String(core), process.execPath, fileURLToPath(import.meta.url), '--part', 'single', ...(isSmoke ? ['--smoke'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    c.on('error', reject);
    c.on('close', (code) => {
      if (code !== 0) reject(new Error(`the one-thread figures on core ${core} failed (exit ${code})`));
      else resolveChild(JSON.parse(out) as SinglePart);
    });
  });
  const [a, b] = await Promise.all([child(0), child(1)]);
  const figures = a.figures.map((fa) => {
    const fb = b.figures.find((x) => x.name === fa.name)!;
    const best = fb.normalized > fa.normalized ? fb : fa;
    return { ...best, cores: [fa.median, fb.median] };
  });
  return { peakRssMB: Math.max(a.peakRssMB, b.peakRssMB), figures };
}

/** `--compare A.json B.json`: no benchmark is run. */
function compareFiles(a: string, b: string): void {
  const ra = readRun(a), rb = readRun(b);
  const v = compareRuns(ra, rb, readNoise(noiseFile, ra.smoke === true && rb.smoke === true ? 'smoke' : 'full') ?? undefined);
  console.log(asMarkdown ? markdownTable(v, a) : v.map((x) => `${x.name.padEnd(46)} ${x.ratio.toFixed(2)}× (band ±${(x.band * 100).toFixed(0)}%) ${x.verdict}`).join('\n'));
  const slower = v.filter((x) => x.verdict === 'slower');
  if (slower.length > 0) {
    console.error(`bench: slower beyond noise: ${slower.map((x) => `${x.name} (${x.ratio.toFixed(2)}×, band ±${(x.band * 100).toFixed(0)}%)`).join('; ')}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const cmp = args.indexOf('--compare');
  if (cmp >= 0) {
    const [a, b] = [args[cmp + 1], args[cmp + 2]];
    if (!a || !b || a.startsWith('--') || b.startsWith('--')) throw new Error('--compare needs two result files: --compare A.json B.json');
    compareFiles(a, b);
    return;
  }
  // The 2-worker figures run on worker threads: in a process like the one `ptcg simulate` runs in.
  const relaunched = relaunchOnOneArena();
  if (relaunched !== null) return relaunched;
  const runs = smoke ? 3 : 5;
  const gamesSingle = smoke ? 2000 : 20000;
  const gamesPool = smoke ? 0 : 200000;
  // One-thread figures run in two child processes pinned to the two cores at once, and each figure
  // keeps the faster core's: on this host one core is at times ~25% slower for minutes, and a single
  // process measured whichever core it ran on (docs/PERFORMANCE.md). Without taskset or a second
  // core they run here.
  const part = args.includes('--part') ? args[args.indexOf('--part') + 1] : null;
  if (part !== null && part !== 'single') throw new Error(`--part: '${part}' is not 'single'`);
  const pinned = part === null && canPin();
  const runSingle = part === 'single' || !pinned;
  calibrate(); // warms the loop up: the blocks' calibrations are short
  const figures: Figure[] = [];
  // Each block's calibration is taken before and after it (each figure keeps its block's), and
  // every figure of this process is normalised by their median: one short calibration is noisier
  // than the drift it would follow (docs/PERFORMANCE.md).
  let blockStart = 0;
  const add = (name: string, unit: string, values: number[], checksum?: number) => {
    figures.push({ name, unit, median: median(values), runs: values, normalized: NaN, checksum });
  };
  const calibrated = async (block: () => void | Promise<void>) => {
    blockStart = figures.length;
    const before = calibrate(2, 5);
    await block();
    const c = (before + calibrate(2, 5)) / 2;
    for (let i = blockStart; i < figures.length; i++) if (figures[i].calibration === undefined) figures[i].calibration = c;
  };
  /** Normalise this process's figures by the median of their blocks' calibrations. */
  const normalise = () => {
    const cal = median(figures.filter((f) => f.calibration !== undefined).map((f) => f.calibration!));
    for (const f of figures) if (Number.isNaN(f.normalized)) f.normalized = f.median / cal;
  };
  let peakRss = process.memoryUsage().rss;
  const sample = () => { peakRss = Math.max(peakRss, process.memoryUsage().rss); };

  /** Games and decisions per second on this thread (after a warm-up), and a checksum of the counts. */
  const oneThread = (spec: BatchSpec) => {
    runBatch(spec, 0, gamesSingle / 4); // warm-up
    const rates: number[] = [], actionRates: number[] = [];
    let checksum = 0;
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      const c = runBatch(spec, 0, gamesSingle);
      const dt = (performance.now() - t) / 1000;
      rates.push(gamesSingle / dt);
      actionRates.push(c[C.decisions] / dt);
      checksum = c[C.wins] * 1e6 + c[C.decisions]; // same seeds → same checksum every run
      sample();
    }
    return { rates, actionRates, checksum };
  };

  if (runSingle) {
    for (const pair of ['classic', 'standard'] as const) {
      const spec = specOf(pair);
      await calibrated(() => {
        const { rates, actionRates, checksum } = oneThread(spec);
        add(`games/s 1 thread greedy ${pair}`, 'games/s', rates, checksum);
        add(`actions/s 1 thread greedy ${pair}`, 'actions/s', actionRates);
      });
    }
    // A Base Set archetype pair (Pokémon Powers, Breeder, Double Colorless Energy), one thread.
    await calibrated(() => {
      const spec = specOf('archetypes');
      const { rates, actionRates } = oneThread(spec);
      add('games/s 1 thread greedy classic archetypes', 'games/s', rates);
      add('actions/s 1 thread greedy classic archetypes', 'actions/s', actionRates);
    });
    // A League Battle Deck pair (Charizard ex vs Gardevoir ex), one thread.
    await calibrated(() => {
      const spec = specOf('league');
      const { rates, actionRates } = oneThread(spec);
      add('games/s 1 thread greedy standard league', 'games/s', rates);
      add('actions/s 1 thread greedy standard league', 'actions/s', actionRates);
    });
    // A Standard 2026 pair (issue 32: Raging Bolt Ogerpon vs Dragapult Dusknoir), one thread.
    await calibrated(() => {
      const spec = specOf('standard2026');
      const { rates, actionRates } = oneThread(spec);
      add('games/s 1 thread greedy standard2026', 'games/s', rates);
      add('actions/s 1 thread greedy standard2026', 'actions/s', actionRates);
    });
    // The pilot (issue 30) on both seats, one thread: a batch tool must stay within 1/25 of greedy.
    for (const pair of ['classic', 'standard'] as const) {
      const spec = specOf(pair, ['pilot', 'pilot']);
      await calibrated(() => {
        // (smoke: 400 games, about 0.4 s a timing; 100 made the figure swing ±40% between runs)
        const games = smoke ? 400 : 1000;
        runBatch(spec, 0, games / 4); // warm-up
        const rates: number[] = [];
        for (let r = 0; r < runs; r++) {
          const t = performance.now();
          runBatch(spec, 0, games);
          rates.push(games / ((performance.now() - t) / 1000));
          sample();
        }
        add(`games/s 1 thread pilot ${pair}`, 'games/s', rates);
      });
    }
    // The engine alone: random bots on the standard pair (a random choice costs next to nothing, so
    // this is legalActions + step per decision). Issue 14's figure.
    await calibrated(() => {
      const spec = specOf('standard', ['random', 'random']);
      const { actionRates } = oneThread(spec);
      add('decisions/s 1 thread random standard', 'decisions/s', actionRates);
    });
    // The search bot (issue 11): its decisions per second (forced moves aside) on the standard pair,
    // ismcts:100 on one seat against greedy, one thread. Most of the time is its rollouts. Beside it
    // (issue 34) the variant with the pilot as its default policy, which asks the pilot once per new node,
    // and the race-scored halving (the default before the fitted value's: longer rollouts). Then the
    // issue day's bot, the tree search (`ismcts:100:ucb`, what the baseline's `ismcts:100` measured), and
    // `ismcts:4`, the smallest budget (one world per action a round), which beats it over four pairs
    // (docs/DESIGN.md, Strength with N, twenty-fourth session): the cost of that strength today.
    for (const name of ['ismcts:100', 'ismcts:100:pilot', 'ismcts:100:race', 'ismcts:100:ucb', 'ismcts:4'] as const) await calibrated(() => {
      const spec = specOf('standard', [name, 'greedy']);
      const bot = batchBot(spec, name)!; // the object the batch plays (the bound engine's)
      const games = name === 'ismcts:100:pilot' ? (smoke ? 2 : 8) : (smoke ? 4 : 24);
      let decisions = 0;
      const choose = bot.choose;
      bot.choose = (s, actions, n, rng) => { decisions++; return choose.call(bot, s, actions, n, rng); };
      runBatch(spec, 0, Math.ceil(games / 4)); // warm-up
      const rates: number[] = [];
      for (let r = 0; r < runs; r++) {
        decisions = 0;
        const t = performance.now();
        runBatch(spec, 0, games);
        rates.push(decisions / ((performance.now() - t) / 1000));
        sample();
      }
      bot.choose = choose;
      add(`decisions/s 1 thread ${name} standard`, 'decisions/s', rates);
    });
    // Setups for mulligan studies.
    await calibrated(() => {
      const deck = deckCards('decks/classic/overgrowth.txt');
      const n = smoke ? 200000 : 1000000;
      mulliganBatch(deck, 'bench', 0, n / 10, -1);
      const rates: number[] = [];
      for (let r = 0; r < runs; r++) {
        const t = performance.now();
        mulliganBatch(deck, 'bench', 0, n, -1);
        rates.push(n / ((performance.now() - t) / 1000));
      }
      add('setups/s mulligan study', 'setups/s', rates);
    });
    // State clones: a buffer copy into a reused state, and a fresh clone.
    await calibrated(() => {
      const s = new GameState();
      const spec = specOf('standard');
      newGame(s, spec.deck0, spec.deck1, ruleParams('standard'), new Uint32Array([1, 2, 3, 4]));
      const into = new GameState();
      const n = smoke ? 1000000 : 2000000;
      for (let i = 0; i < n / 10; i++) into.copyFrom(s);
      const copyRates: number[] = [], cloneRates: number[] = [];
      for (let r = 0; r < runs; r++) {
        let t = performance.now();
        for (let i = 0; i < n; i++) into.copyFrom(s);
        copyRates.push(n / ((performance.now() - t) / 1000));
        t = performance.now();
        for (let i = 0; i < n / 10; i++) s.clone();
        cloneRates.push(n / 10 / ((performance.now() - t) / 1000));
      }
      add('state copies/s (copyFrom, no allocation)', 'copies/s', copyRates);
      add('state clones/s (new buffer)', 'clones/s', cloneRates);
    });
    normalise();
  } // runSingle
  if (part === 'single') { // a pinned child: its figures go to the parent
    console.log(JSON.stringify({ peakRssMB: Math.round(peakRss / 1e6), figures }));
    return;
  }
  if (pinned) {
    const merged = await bothCores(smoke);
    figures.push(...merged.figures);
    peakRss = Math.max(peakRss, merged.peakRssMB * 1e6);
  }
  for (const pair of ['classic', 'standard', 'standard2026'] as const) {
    const spec = specOf(pair);
    const games = pair === 'standard2026' ? gamesPool / 4 : gamesPool; // (longer games)
    if (gamesPool > 0) await calibrated(async () => {
      const poolRates: number[] = [];
      const pool = createPool(2)!; // one pool, as a long run has: thread start-up is not measured
      await runGames({ spec, start: 0, end: games / 5, workers: 2, pool }); // warm-up (JIT in both workers)
      for (let r = 0; r < runs; r++) {
        const timer = setInterval(sample, 50);
        const t = performance.now();
        const o = await runGames({ spec, start: 0, end: games, workers: 2, pool });
        poolRates.push(o.games / ((performance.now() - t) / 1000));
        clearInterval(timer);
        sample();
      }
      await pool.destroy();
      add(`games/s 2 workers greedy ${pair}`, 'games/s', poolRates);
      const single = figures.find((f) => f.name === `games/s 1 thread greedy ${pair}`)!.median;
      figures.push({ name: `scaling 1→2 workers ${pair}`, unit: '×', median: median(poolRates) / single, runs: [], normalized: median(poolRates) / single });
    });
  }
  for (const pair of ['classic', 'standard'] as const) {
    const spec = specOf(pair, ['pilot', 'pilot']);
    if (gamesPool > 0) await calibrated(async () => {
      const games = 6000, rates: number[] = [];
      const pool = createPool(2)!;
      await runGames({ spec, start: 0, end: 1000, workers: 2, pool }); // warm-up
      for (let r = 0; r < 3; r++) {
        const t = performance.now();
        const o = await runGames({ spec, start: 0, end: games, workers: 2, pool });
        rates.push(o.games / ((performance.now() - t) / 1000));
        sample();
      }
      await pool.destroy();
      add(`games/s 2 workers pilot ${pair}`, 'games/s', rates);
    });
  }
  // The pilot against greedy on 2 workers, from bursts of the two taken in turn in one pool. The
  // two figures above are measured minutes apart, and this host's phases moved one against the other
  // by up to ±28% (docs/PERFORMANCE.md, run Y); bursts in turn see the same phase, as ab.js's
  // alternating bursts of two builds do. The ratio is the median of the rounds' ratios.
  const inTurn = new Map<string, number>();
  for (const pair of ['classic', 'standard'] as const) {
    if (gamesPool > 0) await calibrated(async () => {
      const greedySpec = specOf(pair), pilotSpec = specOf(pair, ['pilot', 'pilot']);
      const greedyGames = 50000, pilotGames = 2000, ratios: number[] = []; // (bursts of about 2 s each)
      const pool = createPool(2)!;
      await runGames({ spec: greedySpec, start: 0, end: greedyGames / 5, workers: 2, pool }); // warm-up
      await runGames({ spec: pilotSpec, start: 0, end: pilotGames / 5, workers: 2, pool });
      for (let r = 0; r < 7; r++) {
        let t = performance.now();
        const g = await runGames({ spec: greedySpec, start: 0, end: greedyGames, workers: 2, pool });
        const greedyRate = g.games / ((performance.now() - t) / 1000);
        t = performance.now();
        const p = await runGames({ spec: pilotSpec, start: 0, end: pilotGames, workers: 2, pool });
        ratios.push(p.games / ((performance.now() - t) / 1000) / greedyRate);
        sample();
      }
      await pool.destroy();
      inTurn.set(pair, median(ratios));
    });
  }
  normalise(); // the 2-worker figures
  // The pilot's games/s against greedy's in the same run (issue 30: at least 1/25): on one thread the
  // quotient of the two figures (both measured in the pinned children, back to back), on 2 workers
  // the bursts in turn above.
  for (const where of ['1 thread', '2 workers'] as const) {
    for (const pair of ['classic', 'standard'] as const) {
      const p = figures.find((f) => f.name === `games/s ${where} pilot ${pair}`), g = figures.find((f) => f.name === `games/s ${where} greedy ${pair}`);
      const ratio = where === '2 workers' ? inTurn.get(pair) : p && g ? p.median / g.median : undefined;
      if (ratio !== undefined) figures.push({ name: `pilot ÷ greedy games/s ${where} ${pair}`, unit: 'ratio', median: ratio, runs: [], normalized: ratio });
    }
  }
  // The issue day's strength now and then, in the same run: `ismcts:4` against the tree search.
  const small = figures.find((f) => f.name === 'decisions/s 1 thread ismcts:4 standard');
  const tree = figures.find((f) => f.name === 'decisions/s 1 thread ismcts:100:ucb standard');
  if (small && tree) figures.push({ name: 'ismcts:4 ÷ ismcts:100:ucb decisions/s', unit: 'ratio', median: small.median / tree.median, runs: [], normalized: small.median / tree.median });
  // League against standard, time per greedy decision (issue 14: Abilities and big decks must not
  // fall off a cliff; the target is ≤ 1.5×). Lower is better, so it is not compared as a speed.
  if (figures.some((f) => f.name === 'actions/s 1 thread greedy standard league')) {
    const std = figures.find((f) => f.name === 'actions/s 1 thread greedy standard')!.median;
    const league = figures.find((f) => f.name === 'actions/s 1 thread greedy standard league')!.median;
    figures.push({ name: 'time per decision league ÷ standard', unit: 'ratio', median: std / league, runs: [], normalized: std / league });
  }
  // A Standard 2026 pair against the Battle Deck pair (issue 32), time per greedy decision.
  if (figures.some((f) => f.name === 'actions/s 1 thread greedy standard2026')) {
    const std = figures.find((f) => f.name === 'actions/s 1 thread greedy standard')!.median;
    const s26 = figures.find((f) => f.name === 'actions/s 1 thread greedy standard2026')!.median;
    figures.push({ name: 'time per decision standard2026 ÷ standard', unit: 'ratio', median: std / s26, runs: [], normalized: std / s26 });
  }
  sample();

  const result = {
    date: new Date().toISOString(), node: process.version, smoke,
    // the median of the calibrations the figures were normalised by
    calibrationOpsPerSecond: median(figures.filter((f) => f.calibration !== undefined).map((f) => f.calibration!)),
    peakRssMB: Math.round(peakRss / 1e6), figures: figures.map((f) => { const s = spread(f); return { ...f, min: s.min, max: s.max }; }),
  };
  const baselineFile = join(root, 'benchmarks', 'baseline.json');
  const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) as typeof result : null;
  // The text table goes to stderr when stdout carries --json or --markdown.
  const say = asJson || asMarkdown ? (s: string) => process.stderr.write(s + '\n') : (s: string) => console.log(s);
  say(`calibration: ${(result.calibrationOpsPerSecond / 1e6).toFixed(1)} M ops/s (median of the figures' own); peak RSS ${result.peakRssMB} MB${smoke ? ' (smoke)' : ''}`);
  say(`${'figure'.padEnd(46)} ${'median'.padStart(14)} vs baseline (normalised)`);
  let gross = false;
  const smokeNoise = smoke ? readNoise(noiseFile, 'smoke') : null;
  for (const f of figures) {
    const b = baseline?.figures.find((x) => x.name === f.name);
    const ratio = b ? f.normalized / b.normalized : NaN;
    // (a smoke run with a smoke reference is judged against that reference below instead)
    if (b && f.unit !== '×' && f.unit !== 'ratio' && ratio < 0.5 && !(smoke && smokeNoise !== null)) gross = true;
    say(`${f.name.padEnd(46)} ${(f.unit === '×' || f.unit === 'ratio' ? f.median.toFixed(f.median < 0.1 ? 3 : 2) + '×' : Math.round(f.median).toLocaleString('en-US')).padStart(14)} ${b ? `${ratio.toFixed(2)}×` : '(no baseline)'}`);
  }
  // The baseline's `ismcts:100` was the tree search (issue 34 changed what the name plays): the cheapest
  // bot measured to beat that bot, against its figure.
  const treeBase = baseline?.figures.find((x) => x.name === 'decisions/s 1 thread ismcts:100 standard');
  if (treeBase && small) say(`${'ismcts:4 vs the baseline\'s ismcts:100 (tree)'.padEnd(46)} ${Math.round(small.median).toLocaleString('en-US').padStart(14)} ${(small.normalized / treeBase.normalized).toFixed(2)}×`);
  // Smoke: each figure against the smoke reference measured with the noise band.
  const slower: string[] = [];
  if (smokeNoise !== null) {
    for (const f of figures) {
      const ref = smokeNoise.figures[f.name];
      if (ref === undefined || f.unit === 'ratio' || f.unit === '×') continue;
      const ratio = f.normalized / ref.normalizedMedian;
      const allowed = Math.max(SMOKE_BAND_FACTOR * ref.band, SMOKE_MIN_ALLOWANCE);
      if (ratio < 1 - allowed) slower.push(`${f.name} (${ratio.toFixed(2)}× the smoke reference, allowed −${(allowed * 100).toFixed(0)}%)`);
    }
    say(`smoke: ${slower.length === 0 ? 'every figure within' : `${slower.length} figure(s) beyond`} ${SMOKE_BAND_FACTOR}× its measured noise band, at least ${SMOKE_MIN_ALLOWANCE * 100}% (benchmarks/noise.json, ${smokeNoise.runs} runs)`);
  }
  if (asJson) console.log(JSON.stringify(result, null, 1));
  if (asMarkdown) console.log(baseline ? markdownTable(compareRuns(baseline, result, readNoise(noiseFile, smoke ? 'smoke' : 'full') ?? undefined), 'baseline') : '(no baseline)');
  const outDir = join(root, 'benchmarks', 'results');
  mkdirSync(outDir, { recursive: true });
  const tmp = join(outDir, `.latest.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify(result, null, 1) + '\n');
  renameSync(tmp, join(outDir, smoke ? 'smoke.json' : 'latest.json'));
  if (updateBaseline) {
    writeFileSync(baselineFile + '.tmp', JSON.stringify(result, null, 1) + '\n');
    renameSync(baselineFile + '.tmp', baselineFile);
    console.log(`baseline written to ${baselineFile}`);
  }
  if (slower.length > 0) {
    console.error(`bench: slower beyond noise: ${slower.join('; ')}`);
    process.exit(1);
  }
  if (gross) {
    console.error('bench: a figure is below half of the baseline after normalising by the calibration loop');
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
