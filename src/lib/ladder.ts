// ladder(): bots rated against each other over every pair of decks, as the document
// `ptcg ladder --json` prints — the same games and numbers for the same arguments.
import { playLadder, type LadderConfig } from '../sim/ladder-run.js';
import type { RunProgress } from '../sim/run-types.js';
import { buildLadder, configurationResults, ladderText, type LadderResult, type LadderSettings } from '../analytics/ladder.js';
import type { RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, checkFormat, decksOf, type DeckInput } from './decks.js';
import type { FormatName } from '../decks/legality.js';
import { wholeNumber, LIBRARY, type Door, type RunExtras } from './options.js';
import { sharedOptions, followSignal } from './run-options.js';
import { resolveBotList, type BotChoice } from './bots.js';
import type { Sealed } from './simulate.js';

export interface LadderOptions {
  /** Two or more decks: every unordered pair is played. */
  decks: DeckInput[];
  /** Two or more different bots: names ('random', 'greedy', 'pilot', 'ismcts:N'), bot objects (workers: 1) or { module }. */
  bots: BotChoice[];
  /** The bot rated 0; default 'greedy' when listed, else the first bot. */
  anchor?: string;
  /** Games per configuration (bot pair, deck pair and seating); default 100. */
  games?: number;
  seed?: string | number;
  /** Worker threads; default: the cores. Results do not depend on it. */
  workers?: number;
  rules?: RuleSetName;
  /** Refuse a list with a card this format does not admit (RULES.md V5; the rule set stays `rules`). */
  format?: FormatName;
  suddenDeath?: boolean;
  turnLimit?: number;
  onProgress?: (p: RunProgress) => void;
  /** Aborting stops after the games being played; the result then has `partial: true`. */
  signal?: AbortSignal;
}

/**
 * The checked configuration of a ladder (the one place its options are checked, for ladder() and
 * `ptcg ladder`): the games to play and the settings its document records; release() after the run.
 */
export async function ladderConfig(o: LadderOptions & RunExtras, door: Door = LIBRARY): Promise<{ run: LadderConfig; settings: LadderSettings; release(): void }> {
  const n = (option: string) => door.name(option);
  if (!Array.isArray(o.bots)) throw new InputError(`${n('bots')} must be an array of bots`);
  const resolved = await resolveBotList(o.bots, 'bots', door);
  try {
    const bots = resolved.names;
    const twice = bots.find((x, k) => bots.indexOf(x) !== k);
    if (twice) throw new InputError(`${n('bots')} lists '${twice}' twice`);
    if (bots.length < 2) throw new InputError(`${n('bots')} needs at least two bots`);
    if (!Array.isArray(o.decks)) throw new InputError(`${n('decks')} must be an array`);
    const inputs = [...new Set(o.decks)];
    if (inputs.length < 2) throw new InputError(`${n('decks')} needs at least two different decks`);
    const rulesGiven = checkRules(o.rules, door);
    const decks = decksOf(inputs, rulesGiven, checkFormat(o.format, door));
    const anchor = o.anchor ?? (bots.includes('greedy') ? 'greedy' : bots[0]);
    if (!bots.includes(anchor)) throw new InputError(`${n('anchor')} '${String(anchor)}' is not one of ${n('bots')} (${bots.join(', ')})`);
    const games = wholeNumber(o.games, 'games', 1, 1e9, 100, door);
    const taskSize = wholeNumber(o.taskSize, 'taskSize', 1, 1e9, undefined, door);
    const shared = sharedOptions(o, resolved, decks, rulesGiven, door);
    const { seed, rules, suddenDeath, turnLimit } = shared;
    return {
      run: { decks, games, taskSize, ...shared },
      settings: { seed, rules, bots, anchor, decks: decks.map((d) => d.name), deckFiles: decks.map((d) => d.path), games, suddenDeath, turnLimit },
      release: resolved.release,
    };
  } catch (e) {
    resolved.release();
    throw e;
  }
}

export async function ladder(o: LadderOptions): Promise<Sealed<LadderResult>> {
  if (o === null || typeof o !== 'object') throw new InputError('ladder: expected an options object');
  const { run, settings, release } = await ladderConfig(o);
  const stop = followSignal(o.signal);
  try {
    const played = await playLadder(run, { signal: stop.signal, onProgress: o.onProgress });
    return JSON.parse(ladderText(buildLadder(settings, configurationResults(settings, played), played.elapsedSeconds))) as Sealed<LadderResult>;
  } finally {
    stop.dispose();
    release();
  }
}
