// Journey Together (JTG): the cards the SV Battle Decks use.
import { type CardSet, AbilityKind, AbilityLimit, Dest, Filter, Owner, Source, StadiumEffect, T, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const sv9: CardSet = cardSet('JTG', [
  // std26e (N's Zoroark list):
  pokemon('JTG', 26), // N's Darumaka
  pokemon('JTG', 27, { // N's Darmanitan
    attacks: [
      { effects: [[Op.TimesOpponentDiscardBasicEnergy]], note: "30 × basic Energy cards in the opponent's discard pile" },
      { effects: [[Op.DiscardAllSelfEnergy], [Op.BenchDamageOneOpponent, 90]], note: "discard all its Energy; also 90 to 1 of the opponent's Benched Pokémon" },
    ],
  }),
  pokemon('JTG', 97), // N's Zorua
  pokemon('JTG', 98, { // N's Zoroark ex
    attacks: [{ effects: [[Op.UseBenchedOwnerAttack, Owner.N]], note: "use 1 attack of 1 of your Benched N's Pokémon" }],
    ability: { kind: AbilityKind.Refinement, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: discard a card from the hand, draw 2' },
  }),
  trainer('JTG', 143, { effects: [[Op.ExBonusThisTurn, 40]], note: "this turn your attacks do 40 more to the opponent's Active Pokémon ex" }), // Black Belt's Training
  trainer('JTG', 152, { stadium: StadiumEffect.NsNoRetreat, note: "Stadium: N's Pokémon in play have no Retreat Cost" }), // N's Castle
  trainer('JTG', 153, { // N's PP Up
    effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 1, 1, Dest.AttachOwnBenchNs)],
    note: "a basic Energy from the discard pile to 1 of your Benched N's Pokémon",
  }),
  pokemon('JTG', 56, { // Lillie's Clefairy ex
    attacks: [{ effects: [[Op.PlusPerBenchedBoth, 20]], note: "+20 per Benched Pokémon (both players')" }],
    ability: { kind: AbilityKind.FairyZone, a: 0, note: "the opponent's Dragon Pokémon have Psychic Weakness" },
  }),
  trainer('JTG', 149, { effects: [[Op.DiscardFromHand, 1], [Op.DrawUntilHand, 6]], note: 'discard a card; draw until you have 6 cards' }), // Iris's Fighting Spirit
]);
