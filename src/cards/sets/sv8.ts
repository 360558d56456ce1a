// Surging Sparks (SSP): the cards the SV Battle Decks use.
import { type CardSet, T, AbilityKind, StadiumEffect, Filter, Dest, Source, moveCards, EnergyRule } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, specialEnergy } from '../build.js';

export const sv8: CardSet = cardSet('SSP', [
  trainer('SSP', 170, { effects: [moveCards(Source.Deck, 0, Filter.PokemonEx, 0, 0, 3, Dest.Hand)], note: 'search the deck for up to 3 Pokémon ex, into the hand' }), // Cyrano
  pokemon('SSP', 76, { // Latias ex
    attacks: [{ effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack during your next turn" }],
    ability: { kind: AbilityKind.Skyliner, a: 0, note: 'your Basic Pokémon in play have no Retreat Cost' },
  }),
  trainer('SSP', 177, { note: 'Stadium: every Stage 2 Pokémon in play has 30 less HP', stadium: StadiumEffect.Stage2HpMinus30 }), // Gravity Mountain
  trainer('SSP', 187, { // Surfer
    effects: [[Op.SwitchSelf], [Op.DrawUntilHand, 5]],
    note: 'switch your Active with a Benched Pokémon, then draw until you have 5 cards',
  }),
  // std26b (Ceruledge):
  pokemon('SSP', 32), // Charcadet
  pokemon('SSP', 36, { // Ceruledge ex
    attacks: [
      { effects: [[Op.PlusPerDiscardEnergy, 20]], note: '+20 per Energy card in your discard pile' },
      { effects: [[Op.DiscardAllSelfEnergy]], note: 'discard all Energy from itself' },
    ],
  }),
  // std26c:
  trainer('SSP', 175, { // Dusk Ball
    effects: [moveCards(Source.DeckBottom, 7, Filter.Pokemon, 0, 0, 1, Dest.Hand)],
    note: 'bottom 7: a Pokémon into the hand, the rest shuffled back',
  }),
  trainer('SSP', 189, { effects: [moveCards(Source.Deck, 0, Filter.TeraPokemon, 0, 0, 1, Dest.Hand)], note: 'search the deck for a Tera Pokémon' }), // Tera Orb
  // std26d:
  pokemon('SSP', 97, { // Gimmighoul
    attacks: [{ effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)], note: 'search up to 2 basic Energy into the hand' }, {}],
  }),
  trainer('SSP', 180, { stadium: StadiumEffect.BasicHpPlus30, note: 'Stadium: each Basic Pokémon in play gets +30 HP' }), // Lively Stadium
  trainer('SSP', 185, { // Precious Trolley (ACE SPEC)
    effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 5, Dest.Bench)],
    note: 'search any number of Basic Pokémon onto your Bench',
  }),
  // std26f:
  specialEnergy('SSP', 191, T.Colorless, 1, EnergyRule.Enriching), // Enriching Energy: Colorless; attached from the hand, draw 4
]);
