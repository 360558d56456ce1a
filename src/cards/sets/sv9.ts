// Journey Together (JTG): the cards the SV Battle Decks use.
import { type CardSet } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, trainer } from '../build.js';

export const sv9: CardSet = cardSet('JTG', [
  trainer('JTG', 149, { effects: [[Op.DiscardFromHand, 1], [Op.DrawUntilHand, 6]], note: 'discard a card; draw until you have 6 cards' }), // Iris's Fighting Spirit
]);
