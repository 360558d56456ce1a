// Obsidian Flames (OBF): the cards the ex Battle Decks use.
import { type CardSet, Cond } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, BY_NAME } from '../build.js';

export const sv3: CardSet = cardSet('OBF', [
  pokemon('OBF', 1, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Oddish
  pokemon('OBF', 2, { attacks: [{ effects: [[Op.SwitchOpponentActive]], note: "switch in 1 of the opponent's Benched Pokémon" }, {}] }), // Gloom
  pokemon('OBF', 67), // Tynamo
  pokemon('OBF', 68, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }, {}] }), // Eelektrik
  pokemon('OBF', 69, { // Eelektross
    attacks: [
      { effects: [[Op.SwitchInOpponentThenDamage, 60], [Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'switch in an opponent Benched Pokémon, 60 to it; heads: Paralyzed' },
      {},
    ],
  }),
  pokemon('OBF', 125, { // Charizard ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('OBF', 164, { // Pidgeot ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('OBF', 162), // Pidgey (std26c)
]);
