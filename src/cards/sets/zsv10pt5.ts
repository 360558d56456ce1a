// Black Bolt (BLK): the cards the SV Battle Decks use.
import { type CardSet, TrainerKind } from '../types.js';
import { Op } from '../opcodes.js';
import { svTrainer } from './sv-builders.js';

const S = 'zsv10pt5';

export const zsv10pt5: CardSet = {
  id: S,
  codes: ['BLK', 'ZSV10PT5'],
  name: 'Black Bolt',
  cards: [
    { ...svTrainer(S, 79, 'Air Balloon', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: its holder retreats for 2 less'), toolRetreatMinus: 2 },
  ],
};
