// One game with a full log, and the replay of a logged game from its recorded decisions.
import { GameState, MAX_DECK } from '../engine/state.js';
import { newGame, legalActions, step } from '../engine/game.js';
import { MAX_ACTIONS } from '../engine/actions.js';
import { deriveWords } from '../engine/rng.js';
import { matchupKey } from './seeding.js';
import { ruleParams, RULE_SETS, type RuleSetName } from '../engine/rules.js';
import type { Bot } from '../bots/bots.js';
import { GameLog, stateHash, type LogRecord } from './log.js';
import { STREAM_GAME, GameTable } from './game-loop.js';
import { GameFailure } from './play.js';
import { ALL_CARDS, findByCode, setCodeOf } from '../cards/pool.js';
import type { Deck } from '../decks/deck.js';

export const LOG_VERSION = 4; // 4: 9 slots a side (a Bench of 8, R13), so player 1's slot numbers in actions moved

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

/** Apply one decision with its `action` record (board included). */
export function stepLogged(log: GameLog, s: GameState, a: number): LogRecord {
  const rec = log.action(a);
  step(s, a);
  log.after(rec);
  return rec;
}

export function playLogged(spec: GameSpec): { state: GameState; log: GameLog } {
  const table = new GameTable();
  const s = table.state;
  const log = new GameLog(s);
  log.header({
    version: LOG_VERSION, seed: spec.seed, game: spec.index, rules: spec.rules,
    suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit, bots: spec.bots.map((b) => b.name),
    decks: spec.decks.map((d) => ({ name: d.name, path: d.path, cards: cardCodes(d) })),
  });
  s.logger = log; // before dealing, so setup is logged
  const key = matchupKey(spec.seed, spec.decks[0].cards, spec.decks[1].cards, spec.rules);
  try {
    table.deal(key, spec.index, spec.decks[0].cards, spec.decks[1].cards, ruleParams(spec.rules, { suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit }));
    let rec: LogRecord | null = null;
    table.playToEnd(spec.bots, {
      chosen: (_s, a) => { rec = log.action(a); },
      stepped: () => { log.after(rec!); },
    });
  } catch (e) {
    throw new GameFailure(spec.index, spec.seed, e); // which game, as the simulator says it (e.g. a bot's answer that is no legal action)
  } finally {
    s.logger = null;
  }
  log.end();
  return { state: s, log };
}

export class ReplayError extends Error {}

/**
 * Re-play the recorded decisions of a log: every recorded event and action (board included) must
 * be the one the replay writes, and the final state must match. Throws ReplayError with a
 * one-line reason (record number) if the log is malformed or does not reproduce.
 */
export function replayRecords(records: LogRecord[], where: string): { state: GameState; hash: string } {
  const header = records[0];
  if (!header || header.type !== 'header') throw new ReplayError(`${where}:1: the first line is not a header record`);
  if (header.version !== LOG_VERSION) throw new ReplayError(`${where}:1: unsupported log version ${String(header.version)} (this ptcg reads version ${LOG_VERSION}; write the log again with ptcg play --log)`);
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
  // The replay writes its own log; the recorded records are compared with it one by one.
  const log = new GameLog(s);
  log.header({});
  s.logger = log;
  let checked = 1;
  const checkUpTo = (end: number) => {
    for (; checked < end; checked++) {
      const why = recordDifference(records[checked], log.records[checked]);
      if (why) throw new ReplayError(`${where}:${checked + 1}: ${why}`);
    }
  };
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
    checkUpTo(i); // the events before this decision
    const n = legalActions(s, actions);
    const a = Number(r.action);
    if (!actions.subarray(0, n).includes(a)) throw new ReplayError(`${where}:${i + 1}: recorded action ${a} is not legal at this point`);
    stepLogged(log, s, a);
  }
  if (!end) throw new ReplayError(`${where}: the log has no end record`);
  const endAt = records.indexOf(end);
  checkUpTo(endAt);
  if (log.records.length > endAt) throw new ReplayError(`${where}:${endAt + 1}: the replay has more records before the end (next: ${describeRecord(log.records[endAt])})`);
  s.logger = null;
  const hash = stateHash(s);
  if (hash !== end.stateHash) throw new ReplayError(`${where}: the replay ends in a different state than recorded`);
  if (s.winner[0] !== end.winner) throw new ReplayError(`${where}: the replay has a different winner than recorded`);
  return { state: s, hash };
}

function describeRecord(r: LogRecord): string {
  return r.type === 'event' ? `event '${String(r.kind)}'` : r.type === 'action' ? `action '${String(r.kind)}'` : `${r.type} record`;
}

/** Why a recorded record is not the one the replay wrote ('' if they are the same). */
function recordDifference(recorded: LogRecord, replayed: LogRecord | undefined): string {
  if (replayed === undefined) return `the log has ${describeRecord(recorded)} where the replay has none`;
  if (JSON.stringify(recorded) === JSON.stringify(replayed)) return '';
  if (recorded.type !== replayed.type || recorded.kind !== replayed.kind) {
    return `the log has ${describeRecord(recorded)} where the replay has ${describeRecord(replayed)}`;
  }
  const keys = new Set([...Object.keys(recorded), ...Object.keys(replayed)]);
  for (const k of keys) {
    if (JSON.stringify(recorded[k]) !== JSON.stringify(replayed[k])) {
      return k === 'board' ? `the board after this ${describeRecord(recorded)} differs from the replay` : `${describeRecord(recorded)}: '${k}' differs from the replay`;
    }
  }
  return `${describeRecord(recorded)} differs from the replay`;
}
