// Acceptance figures of the search bot (issue 11): ismcts:N against greedy on two classic and two
// standard deck pairs, N seeded games per pair and bot, split evenly over both seats and both deck
// orders, played on the worker pool. Also the time per search decision (median, µs, measured in
// this thread on a sample of games) and games/s of the search bot against greedy and of greedy
// against itself on the same pool. Prints a Markdown table; exits 1 if a bot's pooled win rate is
// below its threshold.
//   node dist/src/tools/search-vs-greedy.js [--games 2000] [--bots ismcts:400,ismcts:100]
//     [--thresholds 0.65,0.58] [--workers 2] [--seed 1] [--timing-games 40]
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { runGames, createPool } from '../sim/runner.js';
import { runBatch, type BatchSpec } from '../sim/play.js';
import { C } from '../sim/counts.js';
import { loadDeck } from '../decks/deck.js';
import { wilson } from '../analytics/stats.js';
import { DEFAULT_SEED } from '../sim/seeding.js';
import { pct, pctRange } from '../analytics/format.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { botByName } from '../bots/bots.js';

export const SEARCH_PAIRS: { a: string; b: string; rules: RuleSetName }[] = [
  { a: 'decks/classic/overgrowth.txt', b: 'decks/classic/zap.txt', rules: 'classic' },
  { a: 'decks/classic/rain-dance.txt', b: 'decks/classic/haymaker.txt', rules: 'classic' },
  { a: 'decks/standard/lucario-ex.txt', b: 'decks/standard/ampharos-ex.txt', rules: 'standard' },
  { a: 'decks/standard/charizard-ex-league.txt', b: 'decks/standard/gardevoir-ex-league.txt', rules: 'standard' },
];

function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[(s.length >> 1) - 1] + s[s.length >> 1]) / 2;
}

/** The four seatings of a pair for `bot` against greedy: [deck0, deck1, bots, seat of the bot]. */
function seatings(a: number[], b: number[], bot: string): [number[], number[], [string, string], number][] {
  return [[a, b, [bot, 'greedy'], 0], [b, a, ['greedy', bot], 1], [b, a, [bot, 'greedy'], 0], [a, b, ['greedy', bot], 1]];
}

/** Median µs of the bot's decisions (forced moves aside) over `games` games of each seating, in this thread. */
function decisionMicros(bot: string, games: number, seed: string): number {
  const b = botByName(bot)!;
  const times: number[] = [];
  const choose = b.choose;
  b.choose = (s, actions, n, rng) => {
    const t = performance.now();
    const i = choose.call(b, s, actions, n, rng);
    times.push((performance.now() - t) * 1000);
    return i;
  };
  try {
    for (const pair of SEARCH_PAIRS) {
      const a = loadDeck(pair.a).cards, d = loadDeck(pair.b).cards;
      for (const [deck0, deck1, bots] of seatings(a, d, bot)) {
        runBatch({ seed: `${seed}-timing`, deck0, deck1, rules: pair.rules, suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT, bots }, 0, Math.ceil(games / 4));
      }
    }
  } finally {
    b.choose = choose;
  }
  return median(times);
}

async function main(): Promise<void> {
  const arg = (name: string, d: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
  const games = Number(arg('games', '2000'));
  const bots = arg('bots', 'ismcts:400,ismcts:100').split(',');
  const thresholds = arg('thresholds', '0.65,0.58').split(',').map(Number);
  const workers = Number(arg('workers', String(Math.min(2, availableParallelism()))));
  const seed = arg('seed', DEFAULT_SEED);
  const timingGames = Number(arg('timing-games', '40'));
  const pool = createPool(workers);
  let failed = false;
  const lines: string[] = ['| bot | pair | games | bot wins | draws | win rate [95% CI] |', '|---|---|---|---|---|---|'];
  const speed: string[] = [];
  try {
    for (const [k, bot] of bots.entries()) {
      if (!botByName(bot)) throw new Error(`unknown bot ${bot}`);
      let wins = 0, draws = 0, total = 0, seconds = 0;
      for (const pair of SEARCH_PAIRS) {
        const a = loadDeck(pair.a), d = loadDeck(pair.b);
        let pw = 0, pd = 0, pg = 0;
        for (const [deck0, deck1, seatBots, seat] of seatings(a.cards, d.cards, bot)) {
          const spec: BatchSpec = { seed, deck0, deck1, rules: pair.rules, suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT, bots: seatBots };
          const out = await runGames({ spec, start: 0, end: Math.ceil(games / 4), workers, pool });
          pw += out.counts[C.wins + seat];
          pd += out.counts[C.draws];
          pg += out.games;
          seconds += out.elapsed;
        }
        const r = wilson(pw + pd / 2, pg);
        lines.push(`| ${bot} | ${a.name} / ${d.name} | ${pg} | ${pw} | ${pd} | ${pct(r.estimate)} [${pctRange(r)}] |`);
        wins += pw; draws += pd; total += pg;
      }
      const r = wilson(wins + draws / 2, total);
      const bar = thresholds[k] ?? 0;
      const ok = r.estimate >= bar;
      if (!ok) failed = true;
      lines.push(`| **${bot}** | **all four pairs** | ${total} | ${wins} | ${draws} | **${pct(r.estimate)} [${pctRange(r)}]** ${ok ? '≥' : '<'} ${pct(bar)} |`);
      speed.push(`- ${bot} vs greedy: ${(total / seconds).toFixed(1)} games/s on ${workers} workers; median ${decisionMicros(bot, timingGames, seed).toFixed(0)} µs per search decision (1 thread, ${timingGames} games a pair)`);
    }
    // greedy against itself on the same pool and pairs, for the ratio
    let g = 0, sec = 0;
    for (const pair of SEARCH_PAIRS) {
      const spec: BatchSpec = { seed, deck0: loadDeck(pair.a).cards, deck1: loadDeck(pair.b).cards, rules: pair.rules, suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT, bots: ['greedy', 'greedy'] };
      const out = await runGames({ spec, start: 0, end: 20000, workers, pool });
      g += out.games; sec += out.elapsed;
    }
    speed.push(`- greedy vs greedy: ${(g / sec).toFixed(0)} games/s on ${workers} workers (same pairs)`);
  } finally {
    await pool?.destroy();
  }
  console.log(lines.join('\n'));
  console.log(`\n${speed.join('\n')}`);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => { console.error(`search-vs-greedy: ${e instanceof Error ? e.message : String(e)}`); process.exitCode = 2; });
}
