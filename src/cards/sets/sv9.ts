// Journey Together (JTG): the cards the SV Battle Decks use.
import { type CardSet, TrainerKind } from '../types.js';
import { Op } from '../opcodes.js';
import { svTrainer } from './sv-builders.js';

const S = 'sv9';

export const sv9: CardSet = {
  id: S,
  codes: ['JTG', 'SV9'],
  name: 'Journey Together',
  cards: [
    svTrainer(S, 149, "Iris's Fighting Spirit", TrainerKind.Supporter, [[Op.DiscardFromHand, 1], [Op.DrawUntilHand, 6]], 'discard a card; draw until you have 6 cards'),
  ],
};
