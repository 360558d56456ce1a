// What the runs of simulate, ladder and compare share: the options every one of them takes, checked
// once (for the library and the command line alike: options.ts), and the caller's abort signal.
import { setMaxListeners } from 'node:events';
import type { Deck } from '../decks/deck.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { rulesFor } from './decks.js';
import type { ResolvedBotList } from './bots.js';
import { wholeNumber, seedText, workersOf, type Door } from './options.js';

export interface SharedOptions { seed?: string | number; workers?: number; suddenDeath?: boolean; turnLimit?: number }

/**
 * The checked options every run shares, with its bots (resolved first: a bot object keeps the run in
 * this thread) and its rule set; a refusal forgets the bots' objects.
 */
export function sharedOptions<B extends ResolvedBotList>(o: SharedOptions, bots: B, decks: Deck[], rules: RuleSetName | undefined, door: Door) {
  try {
    return {
      seed: seedText(o.seed, door),
      turnLimit: wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT, door),
      suddenDeath: o.suddenDeath === true,
      workers: workersOf(o.workers, door, bots.objects),
      rules: rulesFor(rules, decks, door),
      bots: bots.names as B['names'],
      botModules: bots.modules,
    };
  } catch (e) {
    bots.release();
    throw e;
  }
}

/**
 * A signal of our own that follows the caller's, for a run: the runner adds a listener to it per
 * matchup or configuration (so no listener limit), and the caller's signal keeps none after dispose().
 */
export function followSignal(given: AbortSignal | undefined): { signal: AbortSignal; dispose(): void } {
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const onAbort = () => stop.abort();
  if (given?.aborted) stop.abort();
  given?.addEventListener('abort', onAbort, { once: true });
  return { signal: stop.signal, dispose: () => given?.removeEventListener('abort', onAbort) };
}
