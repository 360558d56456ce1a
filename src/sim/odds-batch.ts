// Batches of `ptcg odds` (docs/ODDS.md), run in a worker or in this thread, returning additive
// counts. Two kinds:
// - deals: setup goals (by turn 0) from the deal alone — shuffle, mulligan until the top 7 hold a
//   Basic (S2, S4), then the next cards as prizes (S5) — no game, no bot;
// - games: turn goals, checked for each tracked seat at every step of its own turns 1..K of a
//   greedy-vs-greedy game under the real rules; the game stops once both players are past turn K.
// Deal or game i is seeded from (the matchup's key, i) only, so counts do not depend on how the
// range is split across workers. Game i is game i of `ptcg play`/`simulate` with the same seed,
// decks and rules (played only to turn K).
import { deriveWords, warm, below, type SeedKey } from '../engine/rng.js';
import { legalActions, step } from '../engine/game.js';
import { Phase, GameState } from '../engine/state.js';
import { isBasicPokemon } from '../engine/tables.js';
import { OPENING_HAND, prizesForDeck, ruleParams, type RuleSetName } from '../engine/rules.js';
import { greedyBot, type Bot } from '../bots/bots.js';
import { GameTable, chooseIndex } from './game-loop.js';
import { matchupKey } from './seeding.js';
import { GameFailure } from './play.js';
import { GoalEvaluator, type GoalSpec } from './odds-eval.js';

/** A deal's stream under the matchup key: apart from the game's (0) and the bots' (1, 2). */
export const STREAM_DEAL = 7;

export interface OddsSpec extends GoalSpec {
  seed: string;
  rules: RuleSetName;
  deck: number[];
  /** Seat 1's deck: the deck itself for a mirror (then both seats are observed). */
  opponent: number[];
  mirror: boolean;
}

export type OddsTaskKind = 'deals' | 'games';

/** Turns the game counts keep per goal: the latest turn of any goal. */
export function turnsOf(spec: GoalSpec): number {
  return spec.goals.reduce((m, g) => Math.max(m, g.byTurn), 0);
}

/** Deal counts: [deals, then per goal the deals that met it (setup goals only)]. */
export function dealCountsLength(spec: GoalSpec): number {
  return 1 + spec.goals.length;
}

/** Game counts: [games, observations going first, going second, then per goal, role and own turn k the observations first meeting it on turn k]. */
export const G_GAMES = 0, G_FIRST = 1, G_SECOND = 2, G_HEAD = 3;
export function gameCountsLength(spec: GoalSpec): number {
  return G_HEAD + spec.goals.length * 2 * Math.max(1, turnsOf(spec));
}
/** The cell of (goal, role 0 first / 1 second, own turn) in game counts kept for `turns` turns (turnsOf). */
export function gameCell(turns: number, goal: number, role: number, turn: number): number {
  return G_HEAD + (goal * 2 + role) * Math.max(1, turns) + (turn - 1);
}

interface Prepared { key: SeedKey; rules: Int16Array; eval: GoalEvaluator }
let prepared: { spec: OddsSpec; prep: Prepared } | null = null;

function prepare(spec: OddsSpec): Prepared {
  // once per spec object (a worker gets a fresh copy per task: cheap next to a task's work)
  if (prepared?.spec === spec) return prepared.prep;
  const prep = { key: matchupKey(spec.seed, spec.deck, spec.opponent, spec.rules), rules: ruleParams(spec.rules), eval: new GoalEvaluator(spec) };
  prepared = { spec, prep };
  return prep;
}

/** Setup goals over deals [start, end). */
export function runDeals(spec: OddsSpec, start: number, end: number): Float64Array {
  const { key, eval: ev } = prepare(spec);
  const out = new Float64Array(dealCountsLength(spec));
  const cards = spec.deck, n = cards.length;
  const prizes = prizesForDeck(n);
  const words = new Uint32Array(4);
  const order = new Uint8Array(n); // positions in `cards`; the top of the deck is the end
  const basic = Uint8Array.from(cards, (id) => (isBasicPokemon(id) ? 1 : 0));
  if (!basic.includes(1)) throw new Error('the deck has no Basic Pokémon: no hand can be kept (D4)');
  const handLow = n - OPENING_HAND, prizeLow = handLow - prizes;
  const setup: number[] = [];
  for (let g = 0; g < ev.goals; g++) if (ev.byTurn[g] === 0) setup.push(g);
  for (let d = start; d < end; d++) {
    deriveWords(key, d, STREAM_DEAL, words);
    warm(words);
    for (let i = 0; i < n; i++) order[i] = i;
    // Fisher–Yates from the top fixes position i at step i, so only the top cards need shuffling:
    // the top 7 until they hold a Basic (a mulligan shuffles again), then the prizes under them.
    for (;;) {
      for (let i = n - 1; i >= handLow; i--) swap(order, i, below(words, i + 1));
      let ok = false;
      for (let i = handLow; i < n; i++) if (basic[order[i]] === 1) { ok = true; break; }
      if (ok) break;
    }
    for (let i = handLow - 1; i >= prizeLow; i--) swap(order, i, below(words, i + 1));
    ev.countDeal(cards, order, handLow, n, prizeLow, handLow);
    for (let k = 0; k < setup.length; k++) if (ev.met(setup[k])) out[1 + setup[k]]++;
  }
  out[0] = end - start;
  return out;
}

function swap(a: Uint8Array, i: number, j: number): void {
  const t = a[i]; a[i] = a[j]; a[j] = t;
}

const table = new GameTable();
const placed = new GameState(); // the study's deck pair, placed once per batch (GameTable.place)
const BOTS: [Bot, Bot] = [greedyBot, greedyBot];
let metTurn = new Int16Array(0); // per (goal, seat): own turn first met, 0 = not yet

/** Turn goals over games [start, end). */
export function runGames(spec: OddsSpec, start: number, end: number, stop?: Int32Array): Float64Array {
  const { key, rules, eval: ev } = prepare(spec);
  const out = new Float64Array(gameCountsLength(spec));
  const G = ev.goals, K = turnsOf(spec);
  if (metTurn.length < 2 * G) metTurn = new Int16Array(2 * G);
  const s = table.state, actions = table.actions, rngs = table.botRngs;
  const seats = spec.mirror ? 2 : 1;
  const lastTurn = 2 * K; // the second player's own turn K
  let played = 0;
  table.place(spec.deck, spec.opponent, rules, placed);
  for (let i = start; i < end; i++) {
    if (stop !== undefined && Atomics.load(stop, 0) !== 0) break;
    metTurn.fill(0);
    try {
      table.dealPlaced(key, i, placed);
      for (;;) {
        const t = s.turn[0];
        if (s.phase[0] === Phase.Over || t > lastTurn) break;
        const p = s.current[0];
        if (t >= 1 && p < seats) check(s, ev, p, p === s.first[0] ? (t + 1) >> 1 : t >> 1);
        const n = legalActions(s, actions);
        if (n === 0) break;
        step(s, actions[chooseIndex(s, actions, n, BOTS, rngs)]);
      }
    } catch (e) {
      throw new GameFailure(i, spec.seed, e);
    }
    for (let p = 0; p < seats; p++) {
      const role = p === s.first[0] ? 0 : 1;
      out[role === 0 ? G_FIRST : G_SECOND]++;
      for (let g = 0; g < G; g++) {
        const k = metTurn[g * 2 + p];
        if (k > 0) out[gameCell(K, g, role, k)]++;
      }
    }
    played++;
  }
  out[G_GAMES] = played;
  return out;
}

/** Record the goals player p meets now, during its own turn k (only goals still open at turn k). */
function check(s: GameState, ev: GoalEvaluator, p: number, k: number): void {
  let counted = false;
  for (let g = 0; g < ev.goals; g++) {
    if (metTurn[g * 2 + p] !== 0 || ev.byTurn[g] < k) continue;
    if (!counted) { ev.countPlayer(s, p); counted = true; }
    if (ev.met(g)) metTurn[g * 2 + p] = k;
  }
}
