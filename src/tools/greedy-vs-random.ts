// Acceptance figure: greedy against random in every pair of bundled decks that can meet, both
// ways round (greedy on seat 0 and on seat 1), N seeded games each. Prints a Markdown table and
// exits 1 if greedy's win rate is below the threshold anywhere.
//   node dist/src/tools/greedy-vs-random.js [--games 2000] [--seed 1] [--threshold 0.9]
import { pathToFileURL } from 'node:url';
import { runBatch } from '../sim/batch.js';
import { C } from '../sim/counts.js';
import { bundledGroups, defaultRules } from '../decks/bundled.js';
import { wilson, type Interval } from '../analytics/stats.js';
import { DEFAULT_SEED } from '../sim/seeding.js';
import { pct, pctRange } from '../analytics/format.js';
import { DEFAULT_TURN_LIMIT } from '../engine/rules.js';

export interface GreedyRow { greedy: string; random: string; games: number; greedyWins: number; rate: Interval }

export function greedyVsRandom(games: number, seed: string): GreedyRow[] {
  const rows: GreedyRow[] = [];
  for (const g of bundledGroups()) {
    const rules = defaultRules(g.decks);
    for (const a of g.decks) {
      for (const b of g.decks) {
        // greedy plays deck a; half the games on each seat
        let wins = 0;
        const half = Math.floor(games / 2);
        const base = { seed, rules, suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT };
        const c0 = runBatch({ ...base, deck0: a.cards, deck1: b.cards, bots: ['greedy', 'random'] }, 0, half);
        const c1 = runBatch({ ...base, deck0: b.cards, deck1: a.cards, bots: ['random', 'greedy'] }, 0, games - half);
        wins += c0[C.wins] + c1[C.wins + 1];
        rows.push({ greedy: a.name, random: b.name, games, greedyWins: wins, rate: wilson(wins, games) });
      }
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, d: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
  const games = Number(arg('games', '2000'));
  const threshold = Number(arg('threshold', '0.9'));
  const t0 = performance.now();
  const rows = greedyVsRandom(games, arg('seed', DEFAULT_SEED));
  console.log('| greedy plays | random plays | games | greedy wins | 95% interval |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.greedy} | ${r.random} | ${r.games} | ${pct(r.rate.estimate)} | ${pctRange(r.rate)} |`);
  const worst = rows.reduce((m, r) => (r.rate.estimate < m.rate.estimate ? r : m));
  console.log(`\nlowest: ${worst.greedy} (greedy) vs ${worst.random} (random): ${pct(worst.rate.estimate)}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (rows.some((r) => r.rate.estimate < threshold)) process.exit(1);
}
