// Surging Sparks (SSP): the cards the SV Battle Decks use.
import { type CardSet, StadiumEffect } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, trainer } from '../build.js';

export const sv8: CardSet = cardSet('SSP', [
  trainer('SSP', 177, { note: 'Stadium: every Stage 2 Pokémon in play has 30 less HP', stadium: StadiumEffect.Stage2HpMinus30 }), // Gravity Mountain
  trainer('SSP', 187, { // Surfer
    effects: [[Op.SwitchSelf], [Op.DrawUntilHand, 5]],
    note: 'switch your Active with a Benched Pokémon, then draw until you have 5 cards',
  }),
]);
