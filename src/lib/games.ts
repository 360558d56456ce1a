// playGame(): one seeded game as its log records (docs/LOG-FORMAT.md); mulligan(): a deck's
// mulligan study. Both as `ptcg play --log` and `ptcg mulligan --json` give them.
import { playLogged } from '../sim/logged-game.js';
import { recordText, type LogRecord } from '../sim/log.js';
import { mulliganStudy, findCardInDeck, type MulliganStudy } from '../analytics/mulligan-report.js';
import { DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { InputError } from '../errors.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { resolveBots, type BotChoice } from './bots.js';
import { wholeNumber, seedText } from './options.js';

export interface PlayGameOptions {
  deck: DeckInput;
  opponent: DeckInput;
  seed?: string | number;
  /** Game index within the seed (default 0): game i of `simulate` with the same seed and decks. */
  game?: number;
  rules?: RuleSetName;
  bots?: BotChoice | [BotChoice, BotChoice];
  suddenDeath?: boolean;
  turnLimit?: number;
}

export interface PlayedGame {
  /** The JSON Lines records of `play --log`, as objects: header, events, actions, end. */
  records: LogRecord[];
  /** 0 or 1, or 2 for a draw. */
  winner: number;
  /** The readable log `ptcg play` prints (one line a record that has text). */
  text(): string;
}

export async function playGame(o: PlayGameOptions): Promise<PlayedGame> {
  if (o === null || typeof o !== 'object') throw new InputError('playGame: expected an options object');
  if (o.deck === undefined || o.opponent === undefined) throw new InputError('playGame: deck and opponent are required');
  const rulesGiven = checkRules(o.rules);
  const [d0, d1] = decksOf([o.deck, o.opponent], rulesGiven);
  const bots = await resolveBots(o.bots);
  try {
    const { state, log } = playLogged({
      decks: [d0, d1], rules: rulesFor(rulesGiven, [d0, d1]), seed: seedText(o.seed),
      index: wholeNumber(o.game, 'game', 0, Number.MAX_SAFE_INTEGER, 0), bots: bots.bots,
      suddenDeath: o.suddenDeath === true, turnLimit: wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT),
    });
    const records = log.records;
    return {
      records,
      winner: state.winner[0],
      text: () => records.map((r) => recordText(r, [d0.name, d1.name])).filter((t) => t).join('\n'),
    };
  } finally {
    bots.release();
  }
}

export interface MulliganOptions {
  deck: DeckInput;
  /** Setups to simulate (default 100000). */
  setups?: number;
  seed?: string | number;
  /** Also: the chance of at least one of this card (by name) in the opening hand. */
  card?: string;
}

export function mulligan(o: MulliganOptions): MulliganStudy {
  if (o === null || typeof o !== 'object' || o.deck === undefined) throw new InputError('mulligan: deck is required');
  const [deck] = decksOf([o.deck], undefined);
  const setups = wholeNumber(o.setups, 'setups', 1, 1e10, 100000);
  if (o.card !== undefined && findCardInDeck(deck, o.card) < 0) throw new InputError(`mulligan: card '${o.card}' is not in ${deck.path}`);
  return mulliganStudy(deck, seedText(o.seed), setups, o.card ?? null);
}
