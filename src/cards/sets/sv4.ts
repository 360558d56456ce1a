// Paradox Rift (PAR): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svTrainer } from './sv-builders.js';

const S = 'sv4';
const C = T.Colorless;

export const sv4: CardSet = {
  id: S,
  codes: ['PAR', 'SV4'],
  name: 'Paradox Rift',
  cards: [
    {
      ...svTrainer(S, 179, 'Technical Machine: Turbo Energize', TrainerKind.Tool, [[Op.AttachTool]], 'Technical Machine: its holder may use Turbo Energize; discarded at the end of the turn'),
      attack: { name: 'Turbo Energize', cost: [C], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOwnBench)], note: 'search the deck for up to 2 basic Energy and attach them to your Benched Pokémon' },
    },
    svTrainer(S, 172, 'Rika', TrainerKind.Supporter, [moveCards(Source.DeckTopRestBottom, 4, Filter.Any, 0, 2, 2, Dest.Hand)], 'top 4: take 2, the rest to the bottom'),
  ],
};
