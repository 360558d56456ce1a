// Astral Radiance (ASR): the cards the SV Battle Decks use (Weakness ×2, as printed).
// Facts typed by hand: the card data lacks this set, so the facts table does too (sv-builders.ts).
import { type CardSet, T, Filter, Dest, Source, RuleBox, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, attackByName } from './sv-builders.js';
import { abilityByName } from '../build.js';

const W = T.Water, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'swsh10';

export const swsh10: CardSet = {
  id: S,
  codes: ['ASR', 'SWSH10'],
  name: 'Astral Radiance',
  regulationMark: 'F',
  cards: [
    svMon(S, 46, 'Radiant Greninja', 0, 130, W, L, undefined, 1, [
      attackByName('Moonlight Shuriken', [W, W, C], 0),
    ], {
      ruleBox: RuleBox.Radiant,
      ability: abilityByName('Concealed Cards'),
    }),
    svMon(S, 51, 'Regieleki', 0, 130, L, F, undefined, 3, [
      { name: 'Electromagnetic Sonar', cost: [C], damage: 0, effects: [moveCards(Source.Discard, 0, Filter.Trainer, 0, 1, 1, Dest.Hand)], note: 'a Trainer card from the discard to hand' },
      { name: 'Targeted Bolt', cost: [L, L, C], damage: 0, effects: [[Op.DiscardSelfEnergy, L, 2], [Op.BenchDamageOneOpponent, 120]], note: 'discard 2 Lightning Energy from itself; 120 to 1 opponent Benched Pokémon' },
    ]),
  ],
};
