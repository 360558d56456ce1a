// Scarlet & Violet basic Energy.
import { type CardSet, T, basicEnergy } from '../types.js';

const S = 'sve';

export const sve: CardSet = {
  id: S,
  codes: ['SVE'],
  name: 'Scarlet & Violet Energies',
  cards: [
    basicEnergy(S, 1, T.Grass, 'Basic Grass Energy'),
    basicEnergy(S, 2, T.Fire, 'Basic Fire Energy'),
    basicEnergy(S, 3, T.Water, 'Basic Water Energy'),
    basicEnergy(S, 4, T.Lightning, 'Basic Lightning Energy'),
    basicEnergy(S, 5, T.Psychic, 'Basic Psychic Energy'),
    basicEnergy(S, 6, T.Fighting, 'Basic Fighting Energy'),
  ],
  // The Mega Evolution basic Energy (code MEE, numbered as SVE's 1–8), which the card data lacks;
  // the printings it has (SVE 9–14, …) are in the generated table, src/cards/reprints.ts.
  reprints: [['MEE', 6, 6]],
};
