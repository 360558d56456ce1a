// Aggregates of a batch of games as fixed-size counts (one Float64Array; integers stay exact up
// to 2^53). Counts merge by addition, so any split over workers, tasks or shards sums to the
// same totals. Layout below; `addGame` reads a finished game from the state.
import { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import type { LoopObserver } from './game-loop.js';
import * as rulesModule from '../engine/rules.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_PRIZES } = stateModule;
const { prizesForDeck } = rulesModule;

export const MAX_TURN = 200; // histograms have buckets 0..MAX_TURN and one overflow bucket
export const TURN_BUCKETS = MAX_TURN + 2;
export const MULL_BUCKETS = 12; // 0..10 mulligans, then "11 or more"
export const END_REASONS = 7;

let at = 0;
const field = (n: number) => { const o = at; at += n; return o; };
export const C = {
  games: field(1),
  wins: field(2), // by seat (deck 0 / deck 1)
  draws: field(1),
  first: field(2), // games in which the deck went first
  winsFirst: field(2),
  winsSecond: field(2),
  endReasons: field(END_REASONS), // EndReason index
  turnSum: field(1),
  turnHist: field(TURN_BUCKETS),
  mullGames: field(2), // games with at least one mulligan
  mullTotal: field(2),
  mullHist: field(2 * MULL_BUCKETS),
  extraTaken: field(2), // extra cards drawn by this deck for the opponent's mulligans (S6)
  /** prizeKth[(p * MAX_PRIZES + k - 1) * TURN_BUCKETS + t]: games where deck p took its k-th prize on turn t. */
  prizeKth: field(2 * MAX_PRIZES * TURN_BUCKETS),
  firstKo: field(2), // games where the deck took the first prize
  decisions: field(1),
  prizeTarget: field(2), // prizes each deck plays for (summed: divide by games)
};
export const COUNTS_SIZE = at;

export function newCounts(): Float64Array {
  return new Float64Array(COUNTS_SIZE);
}

export function mergeInto(into: Float64Array, from: ArrayLike<number>): void {
  for (let i = 0; i < COUNTS_SIZE; i++) into[i] += from[i];
}

function bucket(t: number): number {
  return t > MAX_TURN ? MAX_TURN + 1 : t < 0 ? 0 : t;
}

/** Per-game tracker: sees every step (a game-loop observer) to catch prizes as they are taken. */
export class PrizeTracker implements LoopObserver {
  readonly taken = new Int16Array(2);
  readonly kthTurn = new Int16Array(2 * MAX_PRIZES);
  firstKo = -1;

  reset(): void {
    this.taken[0] = 0;
    this.taken[1] = 0;
    this.firstKo = -1;
  }

  /** Cheap check after a step: records the turn of each newly taken prize. */
  stepped(s: GameState): void {
    for (let p = 0; p < 2; p++) {
      let t = this.taken[p];
      const now = s.suddenDeaths[0] === 0 ? s.prizesTaken[p] : t;
      if (now === t) continue;
      if (this.firstKo < 0) this.firstKo = p;
      for (; t < now && t < MAX_PRIZES; t++) this.kthTurn[p * MAX_PRIZES + t] = s.turn[0];
      this.taken[p] = now;
    }
  }
}

/** Add one finished game to the counts. */
export function addGame(c: Float64Array, s: GameState, tracker: PrizeTracker, decisions: number): void {
  c[C.games]++;
  const w = s.winner[0];
  if (w === 0 || w === 1) c[C.wins + w]++;
  else c[C.draws]++;
  const first = s.first[0];
  c[C.first + first]++;
  if (w === first) c[C.winsFirst + first]++;
  else if (w === 1 - first) c[C.winsSecond + w]++;
  c[C.endReasons + s.endReason[0]]++;
  const turns = s.turn[0];
  c[C.turnSum] += turns;
  c[C.turnHist + bucket(turns)]++;
  for (let p = 0; p < 2; p++) {
    const m = s.mulligans[p];
    if (m > 0) c[C.mullGames + p]++;
    c[C.mullTotal + p] += m;
    c[C.mullHist + p * MULL_BUCKETS + (m >= MULL_BUCKETS ? MULL_BUCKETS - 1 : m)]++;
    c[C.extraTaken + p] += s.extraTaken[p];
    for (let k = 0; k < tracker.taken[p] && k < MAX_PRIZES; k++) {
      c[C.prizeKth + (p * MAX_PRIZES + k) * TURN_BUCKETS + bucket(tracker.kthTurn[p * MAX_PRIZES + k])]++;
    }
    c[C.prizeTarget + p] += prizesForDeck(s.deckSize[p]); // of the first game, not a sudden-death one
  }
  if (tracker.firstKo >= 0) c[C.firstKo + tracker.firstKo]++;
  c[C.decisions] += decisions;
}


/** The same counts seen from the other seat (seat 0 ↔ seat 1), for combining both seatings. */
export function swapSeats(c: Float64Array): Float64Array {
  const out = Float64Array.from(c);
  const swapBlock = (at: number, half: number) => {
    for (let i = 0; i < half; i++) {
      out[at + i] = c[at + half + i];
      out[at + half + i] = c[at + i];
    }
  };
  swapBlock(C.wins, 1);
  swapBlock(C.first, 1);
  swapBlock(C.winsFirst, 1);
  swapBlock(C.winsSecond, 1);
  swapBlock(C.mullGames, 1);
  swapBlock(C.mullTotal, 1);
  swapBlock(C.mullHist, MULL_BUCKETS);
  swapBlock(C.extraTaken, 1);
  swapBlock(C.prizeKth, MAX_PRIZES * TURN_BUCKETS);
  swapBlock(C.firstKo, 1);
  swapBlock(C.prizeTarget, 1);
  return out;
}

/**
 * Why a counts array can't be the counts of real games, or null when it is consistent: every entry
 * a non-negative integer, wins + draws = games, every histogram summing to games, and the other
 * identities that hold for any set of finished games.
 */
export function countsProblem(c: ArrayLike<number>): string | null {
  if (c.length !== COUNTS_SIZE) return `counts have ${c.length} entries (${COUNTS_SIZE} expected)`;
  for (let i = 0; i < COUNTS_SIZE; i++) {
    if (!Number.isSafeInteger(c[i]) || c[i] < 0) return `counts[${i}] is ${c[i]} (a non-negative whole number expected)`;
  }
  const g = c[C.games];
  const sum = (at: number, n: number) => { let total = 0; for (let i = 0; i < n; i++) total += c[at + i]; return total; };
  if (c[C.wins] + c[C.wins + 1] + c[C.draws] !== g) return `wins + draws (${c[C.wins] + c[C.wins + 1] + c[C.draws]}) ≠ games (${g})`;
  if (c[C.first] + c[C.first + 1] !== g) return `games going first (${c[C.first] + c[C.first + 1]}) ≠ games (${g})`;
  for (let p = 0; p < 2; p++) {
    if (c[C.winsFirst + p] > c[C.first + p]) return `deck ${p + 1} won more games going first than it went first`;
    if (c[C.winsSecond + p] > g - c[C.first + p]) return `deck ${p + 1} won more games going second than it went second`;
    if (c[C.winsFirst + p] + c[C.winsSecond + p] !== c[C.wins + p]) return `deck ${p + 1}'s wins going first and second don't add up to its wins`;
    if (sum(C.mullHist + p * MULL_BUCKETS, MULL_BUCKETS) !== g) return `deck ${p + 1}'s mulligan histogram sums to ${sum(C.mullHist + p * MULL_BUCKETS, MULL_BUCKETS)}, not games (${g})`;
    if (c[C.mullGames + p] !== g - c[C.mullHist + p * MULL_BUCKETS]) return `deck ${p + 1}'s games with a mulligan don't match its histogram`;
    for (let k = 0; k < MAX_PRIZES; k++) {
      const n = sum(C.prizeKth + (p * MAX_PRIZES + k) * TURN_BUCKETS, TURN_BUCKETS);
      if (n > g) return `deck ${p + 1} took its prize ${k + 1} in more games than were played`;
    }
  }
  if (c[C.endReasons] !== 0) return 'games that ended for no reason';
  if (sum(C.endReasons, END_REASONS) !== g) return `end reasons sum to ${sum(C.endReasons, END_REASONS)}, not games (${g})`;
  if (sum(C.turnHist, TURN_BUCKETS) !== g) return `the game-length histogram sums to ${sum(C.turnHist, TURN_BUCKETS)}, not games (${g})`;
  if (c[C.firstKo] + c[C.firstKo + 1] > g) return 'more first Knock Outs than games';
  return null;
}
