// Where the time goes: plays a bench pair in this thread under the V8 sampling profiler
// (node:inspector) and prints each part's share of the time (profile-split.ts says how samples
// are placed). Usage:
//   node dist/benchmarks/profile.js [--pair classic|standard|league|archetypes] [--bot greedy|random] [--games N]
import { Session } from 'node:inspector/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBatch } from '../src/sim/batch.js';
import { loadDeck } from '../src/decks/deck.js';
import { C } from '../src/sim/counts.js';
import { splitProfile, type Profile } from './profile-split.js';
import { pairNamed, pairSpec, option } from './pairs.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
async function main(): Promise<void> {
  const pairName = option('--pair', 'standard');
  const bot = option('--bot', 'greedy');
  const games = Number(option('--games', '20000'));
  const pair = pairNamed(pairName);
  if (bot !== 'greedy' && bot !== 'random') throw new Error(`--bot: '${bot}' is not greedy or random`);
  if (!Number.isInteger(games) || games < 100) throw new Error('--games needs a whole number ≥ 100');
  const spec = pairSpec(root, pair, [bot, bot], loadDeck);
  runBatch(spec, 0, games / 4); // warm-up
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const t = performance.now();
  const counts = runBatch(spec, 0, games);
  const seconds = (performance.now() - t) / 1000;
  const { profile } = await session.post('Profiler.stop') as unknown as { profile: Profile };
  session.disconnect();
  const decisions = counts[C.decisions];
  console.log(`${pairName}, ${bot} bots, ${games} games under the profiler: ${(decisions / games).toFixed(1)} decisions a game, ${(seconds * 1e6 / decisions).toFixed(3)} µs a decision (profiled)`);
  const shares = [...splitProfile(profile)].sort((a, b) => b[1] - a[1]);
  for (const [label, share] of shares) console.log(`${label.padEnd(30)} ${(share * 100).toFixed(1).padStart(5)}%`);
}

main().catch((e) => {
  console.error(`profile: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
