// Stellar Crown (SCR): the cards the Standard 2026 lists use.
import { type CardSet, T, Guard, StadiumEffect } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, trainer, pokemon, BY_NAME } from '../build.js';

export const sv7: CardSet = cardSet('SCR', [
  trainer('SCR', 132, { // Briar
    effects: [[Op.RequireOpponentPrizes, 2], [Op.ExtraPrizeForTeraThisTurn]],
    note: "only while the opponent has exactly 2 Prizes left: this turn, a Knock Out of the opponent's Active by your Tera Pokémon's attack takes 1 more Prize",
  }),
  // std26c:
  pokemon('SCR', 111, { // Raging Bolt
    // prints no damage number: 30 per Energy on itself, to 1 chosen opponent Pokémon
    attacks: [{ effects: [[Op.ChooseAnyOpponentTarget], [Op.PlusPerSelfEnergy, T.None, 30]], note: '30 × the Energy on itself to 1 opponent Pokémon' }, {}],
  }),
  trainer('SCR', 133, { // Crispin
    effects: [[Op.EnergyToHandAndAttach]],
    note: 'up to 2 basic Energy of different types from the deck: one into the hand, the other attached to one of your Pokémon',
  }),
  pokemon('SCR', 114, { attacks: [{ effects: [[Op.TimesHeads, 3]], note: '10 × heads of 3 coins' }] }), // Hoothoot
  pokemon('SCR', 115, { // Noctowl
    attacks: [{}],
    ability: BY_NAME,
  }),
  pokemon('SCR', 118, { // Fan Rotom
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  // bench8:
  trainer('SCR', 131, { // Area Zero Underdepths
    stadium: StadiumEffect.TeraBenchEight,
    note: 'Stadium: a player with a Tera Pokémon in play may have 8 Benched Pokémon; without one, or when it leaves play, back down to 5 (RULES.md R13)',
  }),
  pokemon('SCR', 128, { // Terapagos ex
    attacks: [
      { effects: [[Op.TimesOwnBenched]], notSecondPlayersFirstTurn: true, note: '30 × your Benched Pokémon; not in the first turn of the player who went second' },
      { effects: [[Op.Guard, Guard.PreventFromBasicNonColorless, 0]], note: 'next turn, prevent damage from Basic non-Colorless Pokémon' },
    ],
  }),
]);
