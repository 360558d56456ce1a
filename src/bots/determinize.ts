// Determinization for the search bot (ismcts.ts): turn a copy of the real state into one world
// that agrees with everything the deciding player knows, drawn at random from the worlds it can't
// tell apart. What the decider knows: its own hand and board, both boards, both discard piles, the
// Stadium, the opponent's hand SIZE, and the cards a pending choice shows it (its candidates).
// What it doesn't: the order of either deck, which of its own unseen cards are prized, which of the
// opponent's unseen cards are in hand, deck or prizes, and the game's random generator (future
// shuffles and coin flips). Those are re-drawn here from the search's own stream.
//
// The unseen cards of a player are pooled in instance order before shuffling, never in the order the
// real state keeps them: two states that differ only in hidden information give the same pool, so
// the same stream gives the same worlds (the bot's choice can't depend on what it can't see).
//
// Two models of the opponent's list (docs/DESIGN.md, the search bot). `list` (no declared list):
// the opponent's unseen cards are its real unseen cards, re-dealt. `archetype` (a declared list,
// ismcts.ts `archetype=LIST`): the unseen instances of the opponent get cards of the declared list
// instead, drawn from what is left of it once the opponent's seen cards (board, discard pile, shown
// candidates) are taken off it, so nothing of the real 60 but what was seen reaches a world.
import { GameState, Zone, Phase, Pend } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as rngModule from '../engine/rng.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
import * as tablesModule from '../engine/tables.js';
import * as flowModule from '../engine/flow.js';
const { MAX_DECK, MAX_PRIZES, INSTANCES } = stateModule;
const { next32, below } = rngModule;
const { CARD_COUNT } = tablesModule;
const { noteDeckFeatures } = flowModule;

const pool = new Uint8Array(MAX_DECK); // the pool being shuffled
// Each player's unseen cards in instance order (prepareWorlds): the same for every world of a decision.
const unseen = [new Uint8Array(MAX_DECK), new Uint8Array(MAX_DECK)];
const unseenCount = new Int32Array(2);
const handFlags = new Uint8Array(MAX_DECK);
const fixed = new Uint8Array(INSTANCES); // 1: a card the pending choice shows (it stays where it is)
// The archetype model (prepareWorlds with a declared list; null: the list model).
let declared: Int16Array | null = null;
const tally = new Int16Array(CARD_COUNT); // per card id, while the declared list's rest is worked out (all 0 between)
const rest = new Int16Array(MAX_DECK); // the declared cards the opponent has not shown, in list order
let restCount = 0;
const defs = new Int16Array(MAX_DECK); // the rest, shuffled for one world

/**
 * Re-draw the hidden information of `s` as decider `p` sees it, from generator words `r`; with
 * `list`, the opponent's unseen cards are drawn from that declared list (the archetype model).
 */
export function determinize(s: GameState, p: number, r: Uint32Array, list: Int16Array | null = null): void {
  prepareWorlds(s, p, list);
  dealWorld(s, p, r);
}

/**
 * Mark (1) or unmark (0) the cards a pending card choice shows: they stay where they are. (A stale
 * list of a finished choice shows nothing.)
 */
const markShown = (s: GameState, mark: number): void => {
  const phase = s.phase[0];
  const shown = (phase === Phase.Effect || phase === Phase.Retreat) && s.pend[0] === Pend.Card ? s.candCount[0] : 0;
  for (let i = 0; i < shown; i++) fixed[s.cand[i]] = mark;
};

/**
 * Pool each player's unseen cards of state `s` as decider `p` sees them: p's deck and prizes, the
 * opponent's deck, prizes and hand, less the cards a pending choice shows. The search does this once
 * per decision; each world (dealWorld, on a copy of `s`) then only shuffles the pools.
 */
export function prepareWorlds(s: GameState, p: number, list: Int16Array | null = null): void {
  markShown(s, 1);
  poolUnseen(s, p, false);
  poolUnseen(s, 1 - p, true);
  declared = list;
  if (list !== null) poolDeclared(s, 1 - p, list);
  markShown(s, 0);
}

/** Deal one world into `s` (a copy of the state prepareWorlds read), from generator words `r`. */
export function dealWorld(s: GameState, p: number, r: Uint32Array): void {
  markShown(s, 1);
  redeal(s, p, false, r);
  if (declared !== null) dealDeclared(s, 1 - p, r);
  redeal(s, 1 - p, true, r);
  markShown(s, 0);
  if (declared !== null) {
    // What the world's opponent deck can do comes from its cards in this world, not the real deck's.
    const own = s.deckFeatures[p];
    noteDeckFeatures(s);
    s.deckFeatures[p] = own;
  }
  // The game's own generator: a fresh stream per world (so the real one's future is not used).
  s.rng[0] = next32(r); s.rng[1] = next32(r); s.rng[2] = next32(r); s.rng[3] = next32(r) | 1;
  s.injectLen[0] = 0; // a test's injected flips are the real game's, not the search's
  s.injectPos[0] = 0;
  s.logger = null;
}

/** Player q's unseen cards (deck and prizes, and the hand when `withHand`), in instance order. */
function poolUnseen(s: GameState, q: number, withHand: boolean): void {
  let n = 0;
  const lo = q * MAX_DECK, hi = lo + MAX_DECK;
  const into = unseen[q];
  // Walking instances (not the zone lists) gives the canonical order.
  for (let c = lo; c < hi; c++) {
    if (fixed[c] === 1 || s.cardDef[c] < 0) continue;
    const z = s.cardZone[c];
    if (z === Zone.Deck || z === Zone.Prize || (withHand && z === Zone.Hand)) into[n++] = c;
  }
  unseenCount[q] = n;
}

/**
 * The declared list less the cards of q's that decider sees (every card of q's not pooled unseen:
 * in play, discarded, shown), in list order; a seen card not on the list takes nothing off it.
 */
function poolDeclared(s: GameState, q: number, list: Int16Array): void {
  const n = list.length;
  for (let i = 0; i < n; i++) tally[list[i]]++;
  const u = unseen[q], un = unseenCount[q];
  const lo = q * MAX_DECK, hi = lo + MAX_DECK;
  let j = 0;
  for (let c = lo; c < hi; c++) {
    if (j < un && u[j] === c) { j++; continue; } // unseen (pooled in instance order)
    const d = s.cardDef[c];
    if (d >= 0 && tally[d] > 0) tally[d]--;
  }
  let k = 0;
  for (let i = 0; i < n; i++) {
    const d = list[i];
    if (tally[d] > 0) { tally[d]--; rest[k++] = d; }
  }
  restCount = k;
}

/**
 * Give q's unseen instances (in instance order) cards of the declared list's rest, shuffled. A rest
 * shorter than the unseen cards (a shorter list, or one the seen cards used up) repeats; an empty
 * rest deals from the whole list.
 */
function dealDeclared(s: GameState, q: number, r: Uint32Array): void {
  const list = declared!;
  const src = restCount > 0 ? rest : list;
  const k = restCount > 0 ? restCount : list.length;
  for (let i = 0; i < k; i++) defs[i] = src[i];
  for (let i = k - 1; i > 0; i--) {
    const j = below(r, i + 1);
    const t = defs[i]; defs[i] = defs[j]; defs[j] = t;
  }
  const u = unseen[q], n = unseenCount[q];
  for (let i = 0; i < n; i++) s.cardDef[u[i]] = defs[i % k];
}

/** Shuffle player q's pooled unseen cards and deal them back to the same zone sizes. */
function redeal(s: GameState, q: number, withHand: boolean, r: Uint32Array): void {
  const n = unseenCount[q];
  pool.set(unseen[q]); // (the whole array; its first n cards are the pool)
  for (let i = n - 1; i > 0; i--) {
    const j = below(r, i + 1);
    const t = pool[i]; pool[i] = pool[j]; pool[j] = t;
  }
  const lo = q * MAX_DECK;
  let k = 0;
  k = refill(s, s.deck, lo, s.deckCount[q], Zone.Deck, k);
  k = refill(s, s.prizes, q * MAX_PRIZES, s.prizeCount[q], Zone.Prize, k);
  if (withHand) {
    // Flags belong to hand positions (how many of the hand's cards were extra draws is known).
    const hc = s.handCount[q];
    for (let i = 0; i < hc; i++) handFlags[i] = s.cardFlags[s.hand[lo + i]];
    k = refill(s, s.hand, lo, hc, Zone.Hand, k);
    for (let i = 0; i < hc; i++) s.cardFlags[s.hand[lo + i]] = handFlags[i];
  }
}

/** Fill list[base, base + count) with the pooled cards from index k on, skipping fixed cards in place. */
function refill(s: GameState, list: Uint8Array, base: number, count: number, zone: Zone, k: number): number {
  for (let i = 0; i < count; i++) {
    if (fixed[list[base + i]] === 1) continue; // a shown card keeps its place
    const c = pool[k++];
    list[base + i] = c;
    s.cardZone[c] = zone;
    if (zone !== Zone.Hand) s.cardFlags[c] = 0;
  }
  return k;
}
