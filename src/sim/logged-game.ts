// One game with a full log, and the replay of a logged game from its recorded decisions.
import { GameState, MAX_DECK } from '../engine/state.js';
import { newGame, legalActions, step } from '../engine/game.js';
import { MAX_ACTIONS } from '../engine/actions.js';
import { deriveWords, BotRng } from '../engine/rng.js';
import { matchupKey } from './seeding.js';
import { ruleParams, RULE_SETS, type RuleSetName } from '../engine/rules.js';
import type { Bot } from '../bots/bots.js';
import { GameLog, stateHash, playerView, type LogRecord } from './log.js';
import { STREAM_GAME, STREAM_BOT0, STREAM_BOT1, chooseAction } from './play.js';
import { ALL_CARDS, findByCode, setCodeOf } from '../cards/pool.js';
import type { Deck } from '../decks/deck.js';

export const LOG_VERSION = 1;

export interface GameSpec {
  decks: [Deck, Deck];
  rules: RuleSetName;
  seed: string;
  index: number;
  bots: [Bot, Bot];
  suddenDeath: boolean;
  turnLimit: number;
}

function cardCodes(d: Deck): string[] {
  return d.cards.map((id) => `${setCodeOf(ALL_CARDS[id])} ${ALL_CARDS[id].number}`);
}

export function playLogged(spec: GameSpec): { state: GameState; log: GameLog } {
  const s = new GameState();
  const log = new GameLog(s);
  const key = matchupKey(spec.seed, spec.decks[0].cards, spec.decks[1].cards, spec.rules);
  const words = new Uint32Array(4);
  deriveWords(key, spec.index, STREAM_GAME, words);
  const rngs = [new BotRng(), new BotRng()];
  rngs[0].seed(key, spec.index, STREAM_BOT0);
  rngs[1].seed(key, spec.index, STREAM_BOT1);
  log.header({
    version: LOG_VERSION, seed: spec.seed, game: spec.index, rules: spec.rules,
    suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit, bots: spec.bots.map((b) => b.name),
    decks: spec.decks.map((d) => ({ name: d.name, path: d.path, cards: cardCodes(d) })),
  });
  s.logger = log;
  const rules = ruleParams(spec.rules, { suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit });
  newGame(s, spec.decks[0].cards, spec.decks[1].cards, rules, words);
  const actions = new Int32Array(MAX_ACTIONS);
  for (;;) {
    const n = legalActions(s, actions);
    if (n === 0) break;
    const a = chooseAction(s, actions, n, spec.bots, rngs);
    const rec = log.action(a);
    step(s, a);
    log.after(rec);
  }
  log.end();
  s.logger = null;
  return { state: s, log };
}

export class ReplayError extends Error {}

/**
 * Re-play the recorded decisions of a log and check the final state. Throws ReplayError with a
 * one-line reason (record number) if the log is malformed or does not reproduce.
 */
export function replayRecords(records: LogRecord[], where: string): { state: GameState; hash: string } {
  const header = records[0];
  if (!header || header.type !== 'header') throw new ReplayError(`${where}:1: the first line is not a header record`);
  if (header.version !== LOG_VERSION) throw new ReplayError(`${where}:1: unsupported log version ${String(header.version)}`);
  const decks = header.decks as { cards: string[] }[] | undefined;
  if (!Array.isArray(decks) || decks.length !== 2) throw new ReplayError(`${where}:1: header has no two decks`);
  const ids = decks.map((d, k) => (d.cards ?? []).map((code) => {
    const m = /^(\S+) (\d+)$/.exec(String(code));
    const id = m ? findByCode(m[1], Number(m[2])) : -1;
    if (id < 0) throw new ReplayError(`${where}:1: deck ${k + 1} has an unknown card '${String(code)}'`);
    return id;
  }));
  for (const [k, d] of ids.entries()) {
    if (d.length < 1 || d.length > MAX_DECK) throw new ReplayError(`${where}:1: deck ${k + 1} has ${d.length} cards (1 to ${MAX_DECK} expected)`);
  }
  const rulesName = header.rules as RuleSetName;
  if (!RULE_SETS.includes(rulesName)) throw new ReplayError(`${where}:1: unknown rules '${String(header.rules)}'`);
  const turnLimit = Number(header.turnLimit), game = Number(header.game);
  if (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > 30000) throw new ReplayError(`${where}:1: bad turnLimit '${String(header.turnLimit)}'`);
  if (!Number.isSafeInteger(game) || game < 0) throw new ReplayError(`${where}:1: bad game index '${String(header.game)}'`);
  const s = new GameState();
  const words = new Uint32Array(4);
  deriveWords(matchupKey(String(header.seed), ids[0], ids[1], rulesName), game, STREAM_GAME, words);
  try {
    newGame(s, ids[0], ids[1], ruleParams(rulesName, { suddenDeath: header.suddenDeath === true, turnLimit }), words);
  } catch (e) {
    throw new ReplayError(`${where}:1: the header's decks can't start a game (${(e as Error).message})`);
  }
  const actions = new Int32Array(MAX_ACTIONS);
  let end: LogRecord | undefined;
  for (let i = 1; i < records.length; i++) {
    const r = records[i];
    if (r.type === 'end') { end = r; break; }
    if (r.type !== 'action') continue;
    const n = legalActions(s, actions);
    const a = Number(r.action);
    if (!actions.subarray(0, n).includes(a)) throw new ReplayError(`${where}:${i + 1}: recorded action ${a} is not legal at this point`);
    step(s, a);
    // The board recorded after each decision must match, so a changed line is named where it is.
    if (r.board !== undefined && JSON.stringify([playerView(s, 0), playerView(s, 1)]) !== JSON.stringify(r.board)) {
      throw new ReplayError(`${where}:${i + 1}: the board after this action differs from the log`);
    }
  }
  if (!end) throw new ReplayError(`${where}: the log has no end record`);
  const hash = stateHash(s);
  if (hash !== end.stateHash) throw new ReplayError(`${where}: the replay ends in a different state than recorded`);
  if (s.winner[0] !== end.winner) throw new ReplayError(`${where}: the replay has a different winner than recorded`);
  return { state: s, hash };
}
