// Black Bolt (BLK): the cards the SV Battle Decks use.
import { type CardSet } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, trainer } from '../build.js';

export const zsv10pt5: CardSet = cardSet('BLK', [
  trainer('BLK', 79, { effects: [[Op.AttachTool]], note: 'Tool: its holder retreats for 2 less', toolRetreatMinus: 2 }), // Air Balloon
]);
