// Legal-action scans list a card once per card id (the first copy in hand stands for all).
import * as tablesModule from './tables.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { CARD_COUNT } = tablesModule;

// "First card with this card id" without an inner loop: a stamp per card id, renewed per scan.
const seenStamp = new Int32Array(CARD_COUNT);
/** [the current scan's stamp] (a typed cell, not a `let`). */
const stamp = new Int32Array(1);
/**
 * The stamp, exported for the wrap-around test. This module reads it as `stamp`: V8 reads an
 * exported binding through its module cell at every use (a hole check, then the array's map), and
 * folds a plain const (docs/PERFORMANCE.md).
 */
export const scanStamp = stamp;
export function newScan(): void {
  if (stamp[0] === 0x7fffffff) { // the stamps wrap: forget them all, so an old stamp never matches
    seenStamp.fill(0);
    stamp[0] = 0;
  }
  stamp[0]++;
}
/** True the first time a card id is seen in the current scan. */
export function firstOfDef(def: number): boolean {
  const now = stamp[0];
  if (seenStamp[def] === now) return false;
  seenStamp[def] = now;
  return true;
}
