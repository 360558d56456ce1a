// Scarlet & Violet basic Energy.
import type { CardSet } from '../types.js';
import { cardSet, basicEnergy } from '../build.js';

export const sve: CardSet = cardSet('SVE', [
  basicEnergy('SVE', 1), // Basic Grass Energy
  basicEnergy('SVE', 2), // Basic Fire Energy
  basicEnergy('SVE', 3), // Basic Water Energy
  basicEnergy('SVE', 4), // Basic Lightning Energy
  basicEnergy('SVE', 5), // Basic Psychic Energy
  basicEnergy('SVE', 6), // Basic Fighting Energy
  basicEnergy('SVE', 7), // Basic Darkness Energy
  basicEnergy('SVE', 8), // Basic Metal Energy
],
// The Mega Evolution basic Energy (code MEE, numbered as SVE's 1–8), which the card data lacks;
// the printings it has (SVE 9–14, …) are in the generated table, src/cards/reprints.ts.
[['MEE', 6, 6], ['MEE', 7, 7], ['MEE', 8, 8]]);
