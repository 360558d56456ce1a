// ladder(): bots rated against each other over every pair of decks, as the document
// `ptcg ladder --json` prints — the same games and numbers for the same arguments.
import { availableParallelism } from 'node:os';
import { setMaxListeners } from 'node:events';
import { playLadder } from '../sim/ladder-run.js';
import type { RunProgress } from '../sim/run-types.js';
import { buildLadder, configurationResults, ladderText, type LadderResult, type LadderSettings } from '../analytics/ladder.js';
import { BOTS, botByName } from '../bots/bots.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { wholeNumber, seedText } from './options.js';
import type { Sealed } from './simulate.js';

export interface LadderOptions {
  /** Two or more decks: every unordered pair is played. */
  decks: DeckInput[];
  /** Two or more different bot names (any name the engine's botByName knows, e.g. 'random', 'greedy'). */
  bots: string[];
  /** The bot rated 0; default 'greedy' when listed, else the first bot. */
  anchor?: string;
  /** Games per configuration (bot pair, deck pair and seating); default 100. */
  games?: number;
  seed?: string | number;
  /** Worker threads; default: the cores. Results do not depend on it. */
  workers?: number;
  rules?: RuleSetName;
  suddenDeath?: boolean;
  turnLimit?: number;
  onProgress?: (p: RunProgress) => void;
  /** Aborting stops after the games being played; the result then has `partial: true`. */
  signal?: AbortSignal;
}

export async function ladder(o: LadderOptions): Promise<Sealed<LadderResult>> {
  if (o === null || typeof o !== 'object') throw new InputError('ladder: expected an options object');
  if (!Array.isArray(o.bots) || !o.bots.every((b) => typeof b === 'string')) throw new InputError('ladder: bots must be an array of bot names');
  for (const b of o.bots) if (!botByName(b)) throw new InputError(`ladder: unknown bot '${b}' (choose from ${Object.keys(BOTS).join(', ')})`);
  const twice = o.bots.find((x, k) => o.bots.indexOf(x) !== k);
  if (twice) throw new InputError(`ladder: bots lists '${twice}' twice`);
  if (o.bots.length < 2) throw new InputError('ladder: bots needs at least two bots');
  if (!Array.isArray(o.decks)) throw new InputError('ladder: decks must be an array');
  const inputs = [...new Set(o.decks)];
  if (inputs.length < 2) throw new InputError('ladder: decks needs at least two different decks');
  const rulesGiven = checkRules(o.rules);
  const decks = decksOf(inputs, rulesGiven);
  const bots = [...o.bots];
  const anchor = o.anchor ?? (bots.includes('greedy') ? 'greedy' : bots[0]);
  if (!bots.includes(anchor)) throw new InputError(`ladder: anchor '${String(anchor)}' is not one of the bots`);
  const games = wholeNumber(o.games, 'games', 1, 1e9, 100);
  const workers = wholeNumber(o.workers, 'workers', 1, 256, availableParallelism());
  const turnLimit = wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT);
  const seed = seedText(o.seed);
  const rules = rulesFor(rulesGiven, decks);
  const suddenDeath = o.suddenDeath === true;
  const settings: LadderSettings = { seed, rules, bots, anchor, decks: decks.map((d) => d.name), deckFiles: decks.map((d) => d.path), games, suddenDeath, turnLimit };
  // Our own signal follows the caller's: the runner adds one listener per configuration to it.
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const onAbort = () => stop.abort();
  if (o.signal?.aborted) stop.abort();
  o.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const played = await playLadder({ decks, bots, games, seed, rules, suddenDeath, turnLimit, workers }, { signal: stop.signal, onProgress: o.onProgress });
    return JSON.parse(ladderText(buildLadder(settings, configurationResults(settings, played), played.elapsedSeconds))) as Sealed<LadderResult>;
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
  }
}
