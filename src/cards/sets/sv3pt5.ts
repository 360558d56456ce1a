// 151 (MEW): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'sv3pt5';

export const sv3pt5: CardSet = {
  id: S,
  codes: ['MEW', 'SV3PT5'],
  name: '151',
  cards: [
    svMon(S, 25, 'Pikachu', 0, 60, L, F, undefined, 1, [
      { name: 'Charge', cost: [L], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, L, 0, 1, Dest.AttachSelf)], note: 'search a basic Lightning Energy and attach it to itself' },
      { name: 'Pika Punch', cost: [L, L, C], damage: 50 },
    ]),
    svTrainer(S, 159, 'Energy Sticker', TrainerKind.Item, [[Op.FlipHeadsOrStop], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 1, 1, Dest.AttachOwnBench)], 'heads: attach a basic Energy from the discard to a Benched Pokémon'),
  ],
};
