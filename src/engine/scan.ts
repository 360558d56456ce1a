// Legal-action scans list a card once per card id (the first copy in hand stands for all).
import * as tablesModule from './tables.js';
// Imported functions and tables as module-local consts: V8 folds a const into the code, where it
// reads an imported binding through its module cell, with a TDZ check, at every use (docs/PERFORMANCE.md).
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
