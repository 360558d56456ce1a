// Two builds of the engine in one process: alternating bursts of the same seeded games, each
// build's CPU time per burst. The machine's slow phases (minutes long on this host, and invisible
// to the calibration loop: docs/PERFORMANCE.md) hit both builds alike, so the ratio holds where
// two separate bench runs differ by up to 30%. Both builds must play the same games: their counts
// are compared, and a difference is reported (a speed change must not change behaviour).
// The build loaded second reads 1–3% faster than it is (an identical pair reads ~1.01–1.03 for B:
// where each build's code and arrays land), so `--both` runs the pair again in a second process with
// A and B swapped and reports the geometric mean of B's two ratios.
// V8 flags are per process, so a change of flags (src/engine/jit.ts) is measured by alternating
// processes instead.
// Usage (each DIR a checkout with `npm run build` done):
//   node dist/benchmarks/ab.js --a DIR --b DIR [--pair classic|standard|league|archetypes] [--bot greedy|random|pilot|ismcts:N] [--rounds N] [--games G] [--both]
import { resolve, join } from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { pairNamed, pairSpec, option, type BenchPair } from './pairs.js';

type Batch = () => Float64Array;

async function load(dir: string, pair: BenchPair, bot: string, games: number): Promise<Batch> {
  const root = resolve(dir);
  // The simulator's entry (sim/batch.ts, with the bound engine), or play.ts in builds from before it.
  const batch = join(root, 'dist', 'src', 'sim', 'batch.js');
  const play = existsSync(batch) ? batch : join(root, 'dist', 'src', 'sim', 'play.js');
  if (!existsSync(play)) throw new Error(`${dir}: no build (dist/src/sim/play.js); run npm run build there`);
  const { runBatch } = await import(pathToFileURL(play).href) as typeof import('../src/sim/play.js');
  const { loadDeck } = await import(pathToFileURL(join(root, 'dist', 'src', 'decks', 'deck.js')).href) as typeof import('../src/decks/deck.js');
  // The search bot and the pilot play against greedy, as in the bench's figures.
  const spec = pairSpec(root, pair, bot.startsWith('ismcts:') || bot === 'pilot' ? [bot, 'greedy'] : [bot, bot], loadDeck);
  return () => runBatch(spec, 0, games);
}

function cpuMs(run: Batch): { ms: number; counts: Float64Array } {
  const u = process.cpuUsage();
  const counts = run();
  const d = process.cpuUsage(u);
  return { ms: (d.user + d.system) / 1000, counts };
}

const quantile = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]; };

async function main(): Promise<void> {
  const pairName = option('--pair', 'standard');
  const pair = pairNamed(pairName);
  const bot = option('--bot', 'greedy');
  if (bot !== 'greedy' && bot !== 'random' && bot !== 'pilot' && !/^ismcts:[1-9]\d*$/.test(bot)) throw new Error(`--bot: '${bot}' is not greedy, random, pilot or ismcts:N`);
  const rounds = Number(option('--rounds', '12'));
  const games = Number(option('--games', '2000'));
  if (!Number.isInteger(rounds) || rounds < 3) throw new Error('--rounds needs a whole number ≥ 3');
  if (!Number.isInteger(games) || games < 1) throw new Error('--games needs a whole number ≥ 1');
  const A = await load(option('--a'), pair, bot, games), B = await load(option('--b'), pair, bot, games);
  for (let i = 0; i < 3; i++) { A(); B(); } // warm-up
  const ratios: number[] = [];
  let same = true;
  for (let r = 0; r < rounds; r++) {
    // Alternate which build goes first, so neither always follows the other.
    let x, y;
    if (r % 2 === 0) { x = cpuMs(A); y = cpuMs(B); } else { y = cpuMs(B); x = cpuMs(A); }
    ratios.push(x.ms / y.ms);
    if (x.counts.some((v, i) => v !== y.counts[i])) same = false;
  }
  const median = quantile(ratios, 0.5);
  console.log(`${pairName}, ${bot} bots, ${rounds} rounds of ${games} games: B is ${median.toFixed(3)}× as fast as A (middle 80% of rounds ${quantile(ratios, 0.1).toFixed(3)}–${quantile(ratios, 0.9).toFixed(3)})`);
  if (!same) {
    console.error('ab: the two builds played different games (their counts differ)');
    process.exit(1);
  }
  if (process.argv.includes('--both')) {
    const args = process.argv.slice(1).filter((x) => x !== '--both');
    const ai = args.indexOf('--a'), bi = args.indexOf('--b');
    [args[ai + 1], args[bi + 1]] = [args[bi + 1], args[ai + 1]];
    const swapped = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    for (const line of swapped.stdout.trimEnd().split('\n')) console.log(`  swapped: ${line}`);
    const m = / B is ([\d.]+)× as fast as A/.exec(swapped.stdout);
    if (swapped.status !== 0 || m === null) {
      console.error('ab: the swapped run failed');
      process.exit(swapped.status === 0 ? 2 : swapped.status ?? 2);
    }
    console.log(`both ways round: B is ${Math.sqrt(median / Number(m[1])).toFixed(3)}× as fast as A (the geometric mean of ${median.toFixed(3)} and 1 / ${m[1]})`);
  }
}

main().catch((e) => {
  console.error(`ab: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
