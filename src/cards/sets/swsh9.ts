// Brilliant Stars (BRS): the cards the SV Battle Decks use (Weakness ×2, as printed).
import { type CardSet, T } from '../types.js';
import { svMon } from './sv-builders.js';

const F = T.Fighting, C = T.Colorless;
const S = 'swsh9';

export const swsh9: CardSet = {
  id: S,
  codes: ['BRS', 'SWSH9'],
  name: 'Brilliant Stars',
  cards: [
    svMon(S, 120, 'Bidoof', 0, 70, C, F, undefined, 2, [
      { name: 'Rollout', cost: [C, C], damage: 30 },
    ]),
  ],
};
