// The games of a bot ladder: for every two bots A, B and every two decks X, Y, four
// configurations of N games each — A(X) vs B(Y), the seats swapped B(Y) vs A(X), and the decks
// swapped A(Y) vs B(X), B(X) vs A(Y) — all on one worker pool, like the matchups of a matrix run
// (sim/run.ts). Each configuration is a batch of games seeded like any matchup (sim/seeding.ts:
// by the seed, the two deck lists in their seats and the rules, not the bots), so A(X) vs B(Y) and
// B(X) vs A(Y) deal the same shuffles with the bots exchanged: deck luck cancels between them.
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { runGames, defaultTaskSize, createPool } from './runner.js';
import type { RunProgress, TaskExecutor } from './run-types.js';
import { DEFAULT_JOB_SIZE } from './run.js';
import type { BatchSpec } from './play.js';

export interface LadderConfig {
  decks: Deck[];
  /** Bot names, each one botByName resolves (in every worker too). */
  bots: string[];
  games: number; // per configuration
  seed: string;
  rules: RuleSetName;
  suddenDeath: boolean;
  turnLimit: number;
  workers: number;
  taskSize?: number;
  /** Per bot, the URL of the module whose default export it is (a bot of the user's own), or null. */
  botModules?: (string | null)[];
}

/** One configuration: bot and deck (indices into the config) in seat 0 and in seat 1. */
export interface LadderConfiguration { bots: [number, number]; decks: [number, number] }

/** Every configuration, in a fixed order: bot pairs, then deck pairs, then the four seatings. */
export function ladderConfigurations(bots: number, decks: number): LadderConfiguration[] {
  const out: LadderConfiguration[] = [];
  for (let a = 0; a < bots; a++) {
    for (let b = a + 1; b < bots; b++) {
      for (let x = 0; x < decks; x++) {
        for (let y = x + 1; y < decks; y++) {
          out.push({ bots: [a, b], decks: [x, y] }, { bots: [b, a], decks: [y, x] }, { bots: [a, b], decks: [y, x] }, { bots: [b, a], decks: [x, y] });
        }
      }
    }
  }
  return out;
}

export interface PlayedLadder {
  configurations: LadderConfiguration[];
  /** Per configuration (same order) its counts (sim/counts.ts) and the games played. */
  outcomes: { counts: Float64Array; games: number }[];
  elapsedSeconds: number;
}

export async function playLadder(c: LadderConfig, hooks: { signal?: AbortSignal; onProgress?: (p: RunProgress) => void; executor?: TaskExecutor } = {}): Promise<PlayedLadder> {
  const configurations = ladderConfigurations(c.bots.length, c.decks.length);
  const specs = configurations.map((k): BatchSpec => ({
    seed: c.seed, deck0: c.decks[k.decks[0]].cards, deck1: c.decks[k.decks[1]].cards, rules: c.rules,
    suddenDeath: c.suddenDeath, turnLimit: c.turnLimit, bots: [c.bots[k.bots[0]], c.bots[k.bots[1]]],
    ...(c.botModules ? { botModules: [c.botModules[k.bots[0]] ?? null, c.botModules[k.bots[1]] ?? null] } : {}),
  }));
  const taskSize = c.taskSize ?? (hooks.executor ? DEFAULT_JOB_SIZE : defaultTaskSize(c.games, c.workers));
  const total = c.games * specs.length;
  const done = specs.map(() => 0);
  const t0 = performance.now();
  const elapsed = () => (performance.now() - t0) / 1000;
  const pool = hooks.executor ? undefined : createPool(c.workers);
  try {
    // Every configuration's tasks go to the pool at once, so no worker waits at the end of one.
    const outcomes = await Promise.all(specs.map(async (spec, k) => {
      const o = await runGames({
        spec, start: 0, end: c.games, workers: c.workers, taskSize, signal: hooks.signal, pool, executor: hooks.executor,
        onProgress: (p) => {
          done[k] = p.done;
          hooks.onProgress?.({ done: done.reduce((x, y) => x + y, 0), total, elapsed: elapsed() });
        },
      });
      return { counts: o.counts, games: o.games };
    }));
    return { configurations, outcomes, elapsedSeconds: elapsed() };
  } finally {
    await pool?.destroy();
  }
}
