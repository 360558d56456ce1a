// Mulligan studies: opening hands only (S2, S4), no game. Each setup's generator comes from
// (master seed, setup index), like games, so results do not depend on how the work is split.
import { masterKey, deriveWords, warm, shuffle } from '../engine/rng.js';
import { cNameId, isBasicPokemon } from '../engine/tables.js';
import { OPENING_HAND } from '../engine/rules.js';
import { MULL_BUCKETS } from './counts.js';

export interface MulliganCounts {
  setups: number;
  withMulligan: number; // setups with at least one mulligan
  perSetup: number[]; // histogram of mulligans per setup (last bucket: that many or more)
  withCard: number; // kept hands holding at least one of the named card
}

/** Run setups [start, end) for a deck (card ids); `cardName` is a name id or -1. */
export function mulliganBatch(deck: readonly number[], seed: string, start: number, end: number, cardNameId: number): MulliganCounts {
  const key = masterKey(seed);
  const words = new Uint32Array(4);
  const n = deck.length;
  const order = new Uint8Array(n); // positions in `deck`; the top of the deck is the end
  const basic = new Uint8Array(n);
  const named = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    basic[i] = isBasicPokemon(deck[i]) ? 1 : 0;
    named[i] = cNameId[deck[i]] === cardNameId ? 1 : 0;
  }
  const out: MulliganCounts = { setups: 0, withMulligan: 0, perSetup: new Array(MULL_BUCKETS).fill(0), withCard: 0 };
  for (let g = start; g < end; g++) {
    deriveWords(key, g, 0, words);
    warm(words);
    let mulligans = 0;
    for (;;) {
      // S2 / S4 with the engine's shuffle: the top 7 must hold a Basic. (The engine shuffles the
      // returned hand back in; a uniform shuffle makes that the same distribution.)
      for (let i = 0; i < n; i++) order[i] = i;
      shuffle(words, order, 0, n);
      let ok = false;
      for (let i = n - OPENING_HAND; i < n; i++) if (basic[order[i]]) { ok = true; break; }
      if (ok) break;
      mulligans++;
    }
    let has = false;
    for (let i = n - OPENING_HAND; i < n; i++) if (named[order[i]]) { has = true; break; }
    out.setups++;
    if (mulligans > 0) out.withMulligan++;
    out.perSetup[Math.min(mulligans, MULL_BUCKETS - 1)]++;
    if (has) out.withCard++;
  }
  return out;
}
