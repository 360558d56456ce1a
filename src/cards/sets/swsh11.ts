// Lost Origin (LOR): the card the SV Battle Decks use (Weakness ×2, Resistance −30, as printed).
// Facts typed by hand: the card data lacks this set, so the facts table does too (sv-builders.ts).
import { type CardSet, T } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon } from './sv-builders.js';

const P = T.Psychic, F = T.Fighting, C = T.Colorless;
const S = 'swsh11';

export const swsh11: CardSet = {
  id: S,
  codes: ['LOR', 'SWSH11'],
  name: 'Lost Origin',
  regulationMark: 'F',
  cards: [
    svMon(S, 74, 'Cresselia', 0, 120, P, T.Darkness, F, 1, [
      { name: 'Moonglow Reverse', cost: [P], damage: 0, effects: [[Op.MoveCountersToOpponent, 2]], note: "move 2 damage counters from each of your Pokémon to 1 of the opponent's" },
      { name: 'Lunar Blast', cost: [P, P, C], damage: 110 },
    ]),
  ],
};
