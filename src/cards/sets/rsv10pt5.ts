// White Flare (WHT): the cards the Standard 2026 lists use.
import { type CardSet, AbilityKind, Dest, Filter, Source, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const rsv10pt5: CardSet = cardSet('WHT', [
  pokemon('WHT', 44, { attacks: [{ effects: [[Op.OpponentNoItemsNextTurn]], note: "the opponent can't play Items during their next turn" }] }), // Frillish
  pokemon('WHT', 45, { // Jellicent ex
    attacks: [{ effects: [[Op.PlusIfExtraEnergy, 80, 2]], note: '+80 with at least 2 Energy beyond its cost' }],
    ability: { kind: AbilityKind.OceanicCurse, a: 0, note: "while Active: the opponent can't play Items or Tools from the hand" },
  }),
  trainer('WHT', 84, { // Hilda (std26b)
    effects: [moveCards(Source.Deck, 0, Filter.EvolutionPokemon, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Energy, 0, 0, 1, Dest.Hand)],
    note: 'search the deck for an Evolution Pokémon and an Energy card, into the hand',
  }),
]);
