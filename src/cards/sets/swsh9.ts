// Brilliant Stars (BRS): the cards the SV Battle Decks use (Weakness ×2, as printed).
// Facts typed by hand: the card data lacks this set, so the facts table does too (sv-builders.ts).
import { type CardSet, T, RuleBox } from '../types.js';
import { svMon, attackByName } from './sv-builders.js';
import { abilityByName } from '../build.js';

const W = T.Water, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'swsh9';

export const swsh9: CardSet = {
  id: S,
  codes: ['BRS', 'SWSH9'],
  name: 'Brilliant Stars',
  regulationMark: 'F',
  cards: [
    svMon(S, 40, 'Lumineon V', 0, 170, W, L, undefined, 1, [
      attackByName('Aqua Return', [W, C, C], 120),
    ], {
      ruleBox: RuleBox.V,
      ability: abilityByName('Luminous Sign'),
    }),
    svMon(S, 120, 'Bidoof', 0, 70, C, F, undefined, 2, [
      { name: 'Rollout', cost: [C, C], damage: 30 },
    ]),
    svMon(S, 121, 'Bibarel', 1, 120, C, F, undefined, 2, [
      attackByName('Tail Smash', [C, C, C], 100),
    ], {
      evolvesFrom: 'Bidoof',
      ability: abilityByName('Industrious Incisors'),
    }),
  ],
};
