// Legal-action scans list a card once per card id (the first copy in hand stands for all).
import * as tablesModule from './tables.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { CARD_COUNT } = tablesModule;

// "First card with this card id" without an inner loop: a stamp per card id, renewed per scan.
const seenStamp = new Int32Array(CARD_COUNT);
/** [the current scan's stamp] (a typed cell, not a `let`: exported for the wrap-around test). */
export const scanStamp = new Int32Array(1);
export function newScan(): void {
  if (scanStamp[0] === 0x7fffffff) { // the stamps wrap: forget them all, so an old stamp never matches
    seenStamp.fill(0);
    scanStamp[0] = 0;
  }
  scanStamp[0]++;
}
/** True the first time a card id is seen in the current scan. */
export function firstOfDef(def: number): boolean {
  const stamp = scanStamp[0];
  if (seenStamp[def] === stamp) return false;
  seenStamp[def] = stamp;
  return true;
}
