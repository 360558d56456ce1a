// Surging Sparks (SSP): the cards the SV Battle Decks use.
import { type CardSet, TrainerKind, StadiumEffect } from '../types.js';
import { Op } from '../opcodes.js';
import { svTrainer } from './sv-builders.js';

const S = 'sv8';

export const sv8: CardSet = {
  id: S,
  codes: ['SSP', 'SV8'],
  name: 'Surging Sparks',
  cards: [
    { ...svTrainer(S, 177, 'Gravity Mountain', TrainerKind.Stadium, [], 'Stadium: every Stage 2 Pokémon in play has 30 less HP'), stadium: StadiumEffect.Stage2HpMinus30 },
    svTrainer(S, 187, 'Surfer', TrainerKind.Supporter, [[Op.SwitchSelf], [Op.DrawUntilHand, 5]], 'switch your Active with a Benched Pokémon, then draw until you have 5 cards'),
  ],
};
