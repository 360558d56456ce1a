// Legal-action scans list a card once per card id (the first copy in hand stands for all).
import * as tablesModule from './tables.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-imports.test.ts).
const { CARD_COUNT } = tablesModule;

// "First card with this card id" without an inner loop: a stamp per card id, renewed per scan.
const seenStamp = new Int32Array(CARD_COUNT);
let stamp = 0;
export function newScan(): void {
  stamp++;
}
/** True the first time a card id is seen in the current scan. */
export function firstOfDef(def: number): boolean {
  if (seenStamp[def] === stamp) return false;
  seenStamp[def] = stamp;
  return true;
}
