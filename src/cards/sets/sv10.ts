// Destined Rivals (DRI): the cards the Standard 2026 lists use.
import { type CardSet, AbilityKind, Dest, Filter, Owner, Source, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, BY_NAME } from '../build.js';

export const sv10: CardSet = cardSet('DRI', [
  pokemon('DRI', 134, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Marnie's Impidimp
  pokemon('DRI', 135), // Marnie's Morgrem
  pokemon('DRI', 136, { // Marnie's Grimmsnarl ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  trainer('DRI', 169, { // Spikemuth Gym
    effects: [moveCards(Source.Deck, 0, Filter.OwnerPokemon, Owner.Marnie, 0, 1, Dest.Hand)],
    note: "Stadium: once in each turn, its player may search a Marnie's Pokémon into the hand",
  }),
  // std26f:
  pokemon('DRI', 10, { // Shaymin
    attacks: [{}],
    ability: { kind: AbilityKind.FlowerCurtain, a: 0, note: "no damage from the opponent's attacks to your Benched Pokémon without a Rule Box" },
  }),
]);
