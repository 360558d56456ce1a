// Paradox Rift (PAR): the cards the ex Battle Decks use.
import { type CardSet, Filter, Dest, Source, TrainerKind, moveCards } from '../types.js';
import { svTrainer } from './sv-builders.js';

const S = 'sv4';

export const sv4: CardSet = {
  id: S,
  codes: ['PAR', 'SV4'],
  name: 'Paradox Rift',
  cards: [
    svTrainer(S, 172, 'Rika', TrainerKind.Supporter, [moveCards(Source.DeckTopRestBottom, 4, Filter.Any, 0, 2, 2, Dest.Hand)], 'top 4: take 2, the rest to the bottom'),
  ],
};
