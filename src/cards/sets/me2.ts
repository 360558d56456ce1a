// Phantasmal Flames (PFL): the cards the Standard 2026 lists use.
import { type CardSet, AbilityKind, Filter, Dest, Source, moveCards, T, StadiumEffect } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const me2: CardSet = cardSet('PFL', [
  pokemon('PFL', 41, { // Mega Diancie ex
    attacks: [{ effects: [[Op.DiscardSelfEnergyForDamage, 2, 120]], note: 'discard up to 2 Energy from itself: 120 each' }],
    ability: { kind: AbilityKind.TakesLessDamage, a: 30, note: 'takes 30 less damage from attacks (after Weakness and Resistance)' },
  }),
  // std26d:
  pokemon('PFL', 83, { attacks: [{ effects: [[Op.SwitchSelf]], note: 'switch itself with 1 of your Benched Pokémon' }, {}] }), // Buneary
  pokemon('PFL', 84, { // Mega Lopunny ex
    attacks: [
      { effects: [[Op.PlusIfMovedToActiveThisTurn, 170]], note: '170 more if it moved from the Bench to the Active spot this turn' },
      { effects: [[Op.IgnoreDefendingEffects]], note: "not affected by the effects on the opponent's Active" },
    ],
  }),
  // std26c:
  pokemon('PFL', 11, { ability: { kind: AbilityKind.Agile, a: 0, note: 'no Retreat Cost while it has no Energy attached' } }), // Charmander
  pokemon('PFL', 12), // Charmeleon
  trainer('PFL', 87, { // Dawn
    effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.PokemonOfStage, 1, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.PokemonOfStage, 2, 0, 1, Dest.Hand)],
    note: 'search the deck for a Basic, a Stage 1 and a Stage 2 Pokémon',
  }),
  // std26f:
  trainer('PFL', 94, { // Wondrous Patch
    effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.Psychic, 1, 1, Dest.AttachOwnBenchOfType)],
    note: 'a basic Psychic Energy from the discard pile to 1 of your Benched Psychic Pokémon',
  }),
  trainer('PFL', 85, { stadium: StadiumEffect.BenchCounterShield, note: "Stadium: no damage counters on Benched Pokémon from effects of the opponent's attacks and Abilities" }), // Battle Cage
]);
