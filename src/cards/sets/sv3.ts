// Obsidian Flames (OBF): the cards the ex Battle Decks use.
import { type CardSet, Cond, AbilityKind, AbilityLimit, AbilityTrigger } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon } from '../build.js';

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
    attacks: [{ effects: [[Op.PlusPerOpponentPrizeTaken, 30]], note: '+30 per Prize the opponent has taken' }],
    ability: { kind: AbilityKind.InfernalReign, a: 0, trigger: AbilityTrigger.OnEvolveFromHand, note: 'on evolving from the hand: up to 3 basic Fire Energy from the deck attached as you like' },
  }),
  pokemon('OBF', 164, { // Pidgeot ex
    attacks: [{ effects: [[Op.OptionalDiscardStadium]], note: 'may discard the Stadium in play' }],
    ability: { kind: AbilityKind.QuickSearch, a: 0, limit: AbilityLimit.OncePerTurnPerName, note: 'search the deck for any card' },
  }),
  pokemon('OBF', 162), // Pidgey (std26c)
]);
