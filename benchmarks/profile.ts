// Where the time goes: plays a bench pair in this thread under the V8 sampling profiler
// (node:inspector) and splits the samples into the engine's parts. Each sample goes to one part:
// the bot when the bot's choice is on the stack (its estimates call the engine's damage code),
// else legal actions when legalActions is, else the nearest of shuffles, damage, Knock Outs,
// effects (Trainer and attack programs), dealing a game, and the rest of step (turns, moving
// cards); what is left is the game loop and counting. Usage:
//   node dist/benchmarks/profile.js [--pair classic|standard|league|archetypes] [--bot greedy|random] [--games N]
import { Session } from 'node:inspector/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBatch, type BatchSpec } from '../src/sim/play.js';
import { loadDeck } from '../src/decks/deck.js';
import { C } from '../src/sim/counts.js';
import { splitProfile, type Profile } from './profile-split.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAIRS: Record<string, [string, string, 'classic' | 'standard']> = {
  classic: ['decks/classic/overgrowth.txt', 'decks/classic/zap.txt', 'classic'],
  standard: ['decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard'],
  league: ['decks/standard/charizard-ex-league.txt', 'decks/standard/gardevoir-ex-league.txt', 'standard'],
  archetypes: ['decks/classic/rain-dance.txt', 'decks/classic/haymaker.txt', 'classic'],
};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

async function main(): Promise<void> {
  const pairName = option('--pair', 'standard');
  const bot = option('--bot', 'greedy');
  const games = Number(option('--games', '20000'));
  const pair = PAIRS[pairName];
  if (!pair) throw new Error(`--pair: '${pairName}' is not one of ${Object.keys(PAIRS).join(', ')}`);
  if (bot !== 'greedy' && bot !== 'random') throw new Error(`--bot: '${bot}' is not greedy or random`);
  if (!Number.isInteger(games) || games < 100) throw new Error('--games needs a whole number ≥ 100');
  const spec: BatchSpec = { seed: 'bench', deck0: loadDeck(join(root, pair[0])).cards, deck1: loadDeck(join(root, pair[1])).cards, rules: pair[2], suddenDeath: false, turnLimit: 200, bots: [bot, bot] };
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
