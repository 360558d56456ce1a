// The deck pairs the benchmark tools play, and their shared argument reading.
import { join } from 'node:path';
import type { BatchSpec } from '../src/sim/play.js';

export interface BenchPair { deck0: string; deck1: string; rules: 'classic' | 'standard' }

export const BENCH_PAIRS: Record<'classic' | 'standard' | 'league' | 'archetypes' | 'standard2026', BenchPair> = {
  classic: { deck0: 'decks/classic/overgrowth.txt', deck1: 'decks/classic/zap.txt', rules: 'classic' },
  standard: { deck0: 'decks/standard/lucario-ex.txt', deck1: 'decks/standard/ampharos-ex.txt', rules: 'standard' },
  /** Issue 10's figure: two League Battle Decks (Abilities, Rare Candy, Stage 2 ex, search Trainers). */
  league: { deck0: 'decks/standard/charizard-ex-league.txt', deck1: 'decks/standard/gardevoir-ex-league.txt', rules: 'standard' },
  /** Issue 9's figure: Rain Dance (Blastoise's Power) against Haymaker. */
  archetypes: { deck0: 'decks/classic/rain-dance.txt', deck1: 'decks/classic/haymaker.txt', rules: 'classic' },
  /** Issue 32's figure: two Standard 2026 tournament lists (Abilities, Tera, Special Energy, Stage 2 spread). */
  standard2026: { deck0: 'decks/standard-2026/raging-bolt-ogerpon.txt', deck1: 'decks/standard-2026/dragapult-dusknoir.txt', rules: 'standard' },
};

/** The pair called `name`, or an error naming the pairs there are. */
export function pairNamed(name: string): BenchPair {
  const pair = (BENCH_PAIRS as Record<string, BenchPair>)[name];
  if (!pair) throw new Error(`--pair: '${name}' is not one of ${Object.keys(BENCH_PAIRS).join(', ')}`);
  return pair;
}

/** A batch of the pair's games, its decks read from the checkout at `root` with that checkout's `loadDeck`. */
export function pairSpec(root: string, pair: BenchPair, bots: [string, string], loadDeck: (file: string) => { cards: number[] }): BatchSpec {
  return { seed: 'bench', deck0: loadDeck(join(root, pair.deck0)).cards, deck1: loadDeck(join(root, pair.deck1)).cards, rules: pair.rules, suddenDeath: false, turnLimit: 200, bots };
}

/** The value after `--name` on the command line; `fallback` when it is absent (required when there is none). */
export function option(name: string, fallback?: string): string {
  const at = process.argv.indexOf(name);
  const v = at >= 0 ? process.argv[at + 1] : undefined;
  if (v !== undefined && !v.startsWith('--')) return v;
  if (fallback === undefined) throw new Error(`${name} is required`);
  return fallback;
}
