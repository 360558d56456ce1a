// A behaviour checksum: the counts of fixed seeded games (every bench pair × three bot pairings,
// card statistics, and a few search-bot games), hashed. A speed change must leave it identical
// (docs/PERFORMANCE.md): run it on the build before and after, and compare the two lines.
// Usage (DIR a checkout with `npm run build` done; this checkout by default):
//   node dist/benchmarks/checksum.js [--root DIR] [--engine batch|written] [--games N]
// `batch` plays through sim/batch.ts (the bound engine when it applies), `written` through play.ts.
import { resolve, join } from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { BENCH_PAIRS, pairSpec, option } from './pairs.js';

const BOT_PAIRINGS: [string, string][] = [['greedy', 'greedy'], ['random', 'random'], ['greedy', 'random']];

async function main(): Promise<void> {
  const root = resolve(option('--root', '.'));
  const engine = option('--engine', 'batch');
  if (engine !== 'batch' && engine !== 'written') throw new Error(`--engine: '${engine}' is not batch or written`);
  const games = Number(option('--games', '300'));
  if (!Number.isInteger(games) || games < 1) throw new Error('--games needs a whole number ≥ 1');
  const file = join(root, 'dist', 'src', 'sim', engine === 'batch' ? 'batch.js' : 'play.js');
  if (!existsSync(file)) throw new Error(`${root}: no build (${file}); run npm run build there`);
  const { runBatch } = await import(pathToFileURL(file).href) as typeof import('../src/sim/play.js');
  const { loadDeck } = await import(pathToFileURL(join(root, 'dist', 'src', 'decks', 'deck.js')).href) as typeof import('../src/decks/deck.js');
  const all = createHash('sha256');
  const parts: string[] = [];
  const add = (name: string, counts: Float64Array) => {
    const bytes = new Uint8Array(counts.buffer, counts.byteOffset, counts.byteLength);
    all.update(bytes);
    parts.push(`${name} ${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`);
  };
  // The four pairs the checksum has covered since issue 14; the Standard 2026 pair (issue 32) is
  // left out, so the checksum keeps meaning "the bundled games before it" while those cards' bot
  // readings still grow.
  for (const name of ['classic', 'standard', 'league', 'archetypes'] as const) {
    const pair = BENCH_PAIRS[name];
    for (const bots of BOT_PAIRINGS) add(`${name} ${bots.join('/')}`, runBatch(pairSpec(root, pair, bots, loadDeck), 0, games));
    add(`${name} card stats`, runBatch({ ...pairSpec(root, pair, ['greedy', 'greedy'], loadDeck), cardStats: true }, 0, Math.ceil(games / 3)));
  }
  add('standard ismcts:30', runBatch(pairSpec(root, BENCH_PAIRS.standard, ['ismcts:30', 'greedy'], loadDeck), 0, Math.max(1, Math.ceil(games / 50))));
  for (const line of parts) console.log(line);
  console.log(`checksum ${all.digest('hex').slice(0, 16)} (${engine}, ${games} games a pairing)`);
}

main().catch((e) => {
  console.error(`checksum: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
