// Paldea Evolved (PAL): the cards the ex Battle Decks use.
import { type CardSet, EnergyRule, T, Filter, Dest, Source, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, specialEnergy, BY_NAME } from '../build.js';

export const sv2: CardSet = cardSet('PAL', [
  pokemon('PAL', 7, { // Tropius
    attacks: [
      { effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' },
      { effects: [[Op.MoveAllSelfEnergyToBench]], note: 'move all its Energy to 1 Benched Pokémon' },
    ],
  }),
  pokemon('PAL', 28, { // Paldean Tauros
    attacks: [
      { effects: [[Op.PlusPerSelfCounter, 10]], note: '+10 per damage counter on itself' },
      { effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ],
  }),
  pokemon('PAL', 34), // Fuecoco
  pokemon('PAL', 36), // Crocalor
  pokemon('PAL', 44, { attacks: [{ effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' }] }), // Marill
  pokemon('PAL', 45, { // Azumarill
    attacks: [{ effects: [[Op.HealSelf, 30]], note: 'heal 30 from itself' }, { effects: [[Op.TimesHeads, 2]], note: '100 × heads of 2 coins' }],
  }),
  pokemon('PAL', 46, { attacks: [{ effects: [[Op.Draw, 2]], note: 'draw 2' }, {}] }), // Delibird
  pokemon('PAL', 58), // Frigibax
  pokemon('PAL', 59), // Arctibax
  pokemon('PAL', 60, { // Baxcalibur
    ability: { kind: AbilityKind.SuperCold, a: 0, limit: AbilityLimit.AsOftenAsYouLike, note: 'basic Water Energy from the hand to any of your Pokémon' },
  }),
  pokemon('PAL', 66), // Voltorb
  pokemon('PAL', 67), // Electrode
  pokemon('PAL', 78), // Tadbulb
  pokemon('PAL', 100, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Tinkatink
  pokemon('PAL', 103, { attacks: [{}, { effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" }] }), // Tinkatuff
  trainer('PAL', 171, { // Artazon
    effects: [moveCards(Source.Deck, 0, Filter.BasicNoRuleBox, 0, 0, 1, Dest.Bench)],
    note: 'Stadium: once in each turn, its player may search a Basic Pokémon without a Rule Box onto the Bench',
  }),
  trainer('PAL', 172, { effects: [[Op.SwitchOpponentActive]], note: "switch in 1 of the opponent's Benched Pokémon" }), // Boss's Orders (Ghetsis)
  trainer('PAL', 173, { effects: [[Op.AttachTool]], note: 'Tool: a Basic holder gets +50 HP', toolHpBasic: 50 }), // Bravery Charm
  trainer('PAL', 183, { effects: [moveCards(Source.DeckTop, 7, Filter.Pokemon, 0, 0, 1, Dest.Hand)], note: 'top 7: may take a Pokémon' }), // Great Ball
  trainer('PAL', 185, { effects: [[Op.BothHandsToBottomDrawPrizes]], note: 'both hands to the bottom of the decks; each draws 1 per Prize left' }), // Iono
  trainer('PAL', 188, { // Super Rod
    effects: [moveCards(Source.Discard, 0, Filter.PokemonOrBasicEnergy, 0, 0, 3, Dest.DeckShuffle)],
    note: 'shuffle up to 3 Pokémon and basic Energy from the discard into the deck',
  }),
  // std26b:
  pokemon('PAL', 169, { // Squawkabilly ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  specialEnergy('PAL', 190, T.Colorless, 1, EnergyRule.Jet), // Jet Energy: Colorless; attached from the hand to a Benched Pokémon, it switches in
  specialEnergy('PAL', 191, T.Colorless, 1, EnergyRule.Luminous), // Luminous Energy: every type, 1 at a time (Colorless beside another Special Energy)
  // std26d:
  trainer('PAL', 189, { // Superior Energy Retrieval
    effects: [[Op.DiscardFromHand, 2], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 4, Dest.Hand)],
    note: 'discard 2 other cards; up to 4 basic Energy from the discard (not those) into the hand',
  }),
  // std26f:
  pokemon('PAL', 156, { attacks: [{ effects: [moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)], note: 'search a Pokémon into the hand' }, {}] }), // Dunsparce
]);
