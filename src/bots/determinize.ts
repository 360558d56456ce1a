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
import { GameState, Zone, Phase, Pend } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as rngModule from '../engine/rng.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, MAX_PRIZES, INSTANCES } = stateModule;
const { next32, below } = rngModule;

const pool = new Uint8Array(MAX_DECK); // the pool being shuffled
// Each player's unseen cards in instance order (prepareWorlds): the same for every world of a decision.
const unseen = [new Uint8Array(MAX_DECK), new Uint8Array(MAX_DECK)];
const unseenCount = new Int32Array(2);
const handFlags = new Uint8Array(MAX_DECK);
const fixed = new Uint8Array(INSTANCES); // 1: a card the pending choice shows (it stays where it is)

/** Re-draw the hidden information of `s` as decider `p` sees it, from generator words `r`. */
export function determinize(s: GameState, p: number, r: Uint32Array): void {
  prepareWorlds(s, p);
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
export function prepareWorlds(s: GameState, p: number): void {
  markShown(s, 1);
  poolUnseen(s, p, false);
  poolUnseen(s, 1 - p, true);
  markShown(s, 0);
}

/** Deal one world into `s` (a copy of the state prepareWorlds read), from generator words `r`. */
export function dealWorld(s: GameState, p: number, r: Uint32Array): void {
  markShown(s, 1);
  redeal(s, p, false, r);
  redeal(s, 1 - p, true, r);
  markShown(s, 0);
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
