// A run's random streams. Every matchup (the two deck lists in their seats, and the rule set) has
// its own key derived from the master seed, so the matchups of a matrix never share opening hands
// or coin flips, and a `--deck A --opponent B` run equals the A-vs-B cell of a `--decks` matrix
// with the same seed. Bots are not part of the identity: the same decks under other bots see the
// same shuffles (common random numbers for comparisons).
import { masterKey, type SeedKey } from '../engine/rng.js';
import { ALL_CARDS, setCodeOf } from '../cards/pool.js';

/** The master seed of a run that names none (the CLI's --seed, the library's seed). */
export const DEFAULT_SEED = '1';

/** A deck list's identity: its printings as sorted "CODE NUMBER" counts, independent of line order and card ids. */
export function deckIdentity(cards: ArrayLike<number>): string {
  const counts = new Map<string, number>();
  for (let i = 0; i < cards.length; i++) {
    const c = ALL_CARDS[cards[i]];
    const code = `${setCodeOf(c)} ${c.number}`;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([code, n]) => `${n} ${code}`).join(';');
}

/** The key words of one matchup's games under a master seed. */
export function matchupKey(seed: string, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: string): SeedKey {
  return masterKey(JSON.stringify(['ptcg-matchup', String(seed), rules, deckIdentity(deck0), deckIdentity(deck1)]));
}
