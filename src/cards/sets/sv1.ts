// Scarlet & Violet base set (SVI): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, Guard, Debuff, StadiumEffect, AbilityKind, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, BY_NAME } from '../build.js';

const R = T.Fire, W = T.Water, L = T.Lightning;

export const sv1: CardSet = cardSet('SVI', [
  pokemon('SVI', 32, { // Arcanine ex
    attacks: [
      { effects: [[Op.PlusPerSelfCounter, 10]], note: '+10 per damage counter on itself' },
      { effects: [[Op.DiscardSelfEnergy, R, 2]], note: 'discard 2 Fire Energy from itself' },
    ],
  }),
  pokemon('SVI', 38, { // Skeledirge
    attacks: [
      { effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOwnAny)], note: 'attach up to 2 basic Energy from the discard to your Pokémon' },
      { effects: [[Op.SelfDamage, 30]], note: '30 damage to itself' },
    ],
  }),
  pokemon('SVI', 46), // Buizel
  pokemon('SVI', 47, { attacks: [{ effects: [[Op.PlusPerSelfEnergy, W, 20]], note: '+20 per Water Energy attached to itself' }] }), // Floatzel
  pokemon('SVI', 51, { // Bruxish
    attacks: [
      { effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 3, Dest.Hand)], note: 'search up to 3 basic Energy into the hand' },
      {},
    ],
  }),
  pokemon('SVI', 66), // Mareep
  // Linear Attack prints no number ("20 damage to 1 of your opponent's Pokémon"): the damage, to the chosen target
  pokemon('SVI', 69, { attacks: [{ damage: 20, effects: [[Op.ChooseAnyOpponentTarget]], note: '20 to 1 opponent Pokémon' }] }), // Rotom
  pokemon('SVI', 77, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Wattrel
  pokemon('SVI', 79, { // Kilowattrel
    attacks: [
      // Skill Dive prints no number ("50 damage to 1 of your opponent's Pokémon"): the damage, to the chosen target
      { damage: 50, effects: [[Op.ChooseAnyOpponentTarget]], note: '50 to 1 opponent Pokémon' },
      { effects: [[Op.DiscardSelfEnergy, L, 1]], note: 'discard a Lightning Energy from itself' },
    ],
  }),
  pokemon('SVI', 80, { attacks: [{}, { effects: [[Op.BenchDamageOneOpponent, 30]], note: '30 to 1 opponent Benched Pokémon' }] }), // Miraidon
  pokemon('SVI', 81, { // Miraidon ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('SVI', 86, { // Gardevoir ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('SVI', 89, { attacks: [{}, { effects: [[Op.TimesSelfCounters]], note: '30 × damage counters on itself' }] }), // Drifloon
  pokemon('SVI', 90, { attacks: [{}, { effects: [[Op.PutCountersOnOpponent, 8]], note: "8 damage counters on the opponent's Pokémon as you like" }] }), // Drifblim
  pokemon('SVI', 101), // Flittle
  pokemon('SVI', 103, { // Espathra
    attacks: [
      { effects: [[Op.DebuffDefender, Debuff.CantRetreat]], note: "the Defending Pokémon can't retreat next turn" },
      { effects: [[Op.PlusPerDefenderEnergy, 50]], note: "+50 per Energy on the opponent's Active" },
    ],
  }),
  pokemon('SVI', 107, { attacks: [{ effects: [[Op.SelfDamage, 10]], note: '10 damage to itself' }] }), // Mankey
  pokemon('SVI', 108, { attacks: [{ effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' }] }), // Primeape
  pokemon('SVI', 109, { // Annihilape
    attacks: [
      { effects: [[Op.TimesOpponentPrizesTaken]], note: '70 × prizes the opponent has taken' },
      { effects: [[Op.SelfDamage, 50]], note: '50 damage to itself' },
    ],
  }),
  pokemon('SVI', 110, { attacks: [{ effects: [[Op.IgnoreResistance]], note: 'ignores Resistance' }] }), // Meditite
  pokemon('SVI', 111, { // Medicham
    attacks: [
      { effects: [[Op.DebuffDefender, Debuff.DisableAttack]], note: 'one chosen attack of the Defending Pokémon is disabled next turn' },
      { effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' },
    ],
  }),
  pokemon('SVI', 112), // Riolu
  pokemon('SVI', 124, { attacks: [{}, { effects: [[Op.DiscardSelfEnergy, T.None, 3]], note: 'discard 3 Energy from itself' }] }), // Koraidon
  pokemon('SVI', 148), // Starly
  pokemon('SVI', 149), // Staravia
  pokemon('SVI', 150, { // Staraptor
    attacks: [
      { effects: [[Op.Guard, Guard.PreventFromBasic, 0]], note: 'next turn, prevent damage from Basic Pokémon' },
      { effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ],
  }),
  pokemon('SVI', 155, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Lechonk
  pokemon('SVI', 157, { attacks: [{}, { effects: [[Op.FlipTailsSelfCantAttackNextTurn]], note: "tails: can't attack next turn" }] }), // Oinkologne
  pokemon('SVI', 162, { // Squawkabilly
    attacks: [
      { effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 2, Dest.Bench)], note: 'search up to 2 Basic Pokémon onto the Bench' },
      { effects: [[Op.FlipTailsNothing], [Op.Guard, Guard.PreventDamageAndEffects, 0]], note: 'tails: nothing; heads: prevent all damage and effects next turn' },
    ],
  }),
  pokemon('SVI', 164, { attacks: [{ effects: [[Op.Draw, 2]], note: 'draw 2' }, {}] }), // Cyclizar
  pokemon('SVI', 165, { attacks: [{}, { effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' }] }), // Flamigo
  trainer('SVI', 166, { // Arven
    effects: [moveCards(Source.Deck, 0, Filter.Item, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Tool, 0, 0, 1, Dest.Hand)],
    note: 'search an Item and a Pokémon Tool',
  }),
  trainer('SVI', 169, { // Defiance Band
    effects: [[Op.AttachTool]],
    note: "Tool: +30 damage to the opponent's Active while you have more Prizes left",
    toolDamageWhenBehind: 30,
  }),
  trainer('SVI', 170, { // Electric Generator
    effects: [moveCards(Source.DeckTop, 5, Filter.BasicEnergy, L, 0, 2, Dest.AttachOwnBenchOfType)],
    note: 'top 5: attach up to 2 basic Lightning Energy to Benched Lightning Pokémon',
  }),
  trainer('SVI', 171, { // Energy Retrieval
    effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)],
    note: 'up to 2 basic Energy from the discard to hand',
  }),
  trainer('SVI', 175, { effects: [moveCards(Source.Deck, 0, Filter.EvolutionPokemon, 0, 0, 2, Dest.Hand)], note: 'search up to 2 Evolution Pokémon' }), // Jacq
  trainer('SVI', 180, { effects: [[Op.Draw, 3]], note: 'draw 3' }), // Nemona
  trainer('SVI', 181, { effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 1, Dest.Bench)], note: 'search a Basic Pokémon onto the Bench' }), // Nest Ball
  trainer('SVI', 182, { // Pal Pad
    effects: [moveCards(Source.Discard, 0, Filter.Supporter, 0, 0, 2, Dest.DeckShuffle)],
    note: 'shuffle up to 2 Supporters from the discard into the deck',
  }),
  trainer('SVI', 185, { effects: [[Op.FlipHeadsOrStop], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)], note: 'heads: search a Pokémon' }), // Poké Ball
  trainer('SVI', 186, { effects: [moveCards(Source.DeckTop, 7, Filter.Supporter, 0, 0, 1, Dest.Hand)], note: 'top 7: may take a Supporter' }), // Pokégear 3.0
  trainer('SVI', 188, { effects: [[Op.Heal, 30]], note: 'heal 30 from one of your Pokémon' }), // Potion
  trainer('SVI', 189, { effects: [[Op.DiscardHandDraw, 7]], note: 'discard the hand, draw 7' }), // Professor's Research (Professor Sada)
  trainer('SVI', 190, { effects: [[Op.DiscardHandDraw, 7]], note: 'discard the hand, draw 7' }), // Professor's Research (Professor Turo)
  trainer('SVI', 194, { effects: [[Op.SwitchSelf]], note: 'switch your Active with a Benched Pokémon' }), // Switch
  trainer('SVI', 196, { // Ultra Ball
    effects: [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)],
    note: 'discard 2 cards; search a Pokémon',
  }),
  trainer('SVI', 167, { note: 'Stadium: Basic Pokémon in play retreat for 1 less', stadium: StadiumEffect.BasicRetreatMinusOne }), // Beach Court
  trainer('SVI', 191, { effects: [[Op.RareCandy]], note: 'evolve a Basic in play straight to a Stage 2 from your hand' }), // Rare Candy
  trainer('SVI', 197, { effects: [[Op.AttachTool]], note: 'Tool: +10 damage to the opponent\'s Active', toolDamage: 10 }), // Vitality Band
  trainer('SVI', 198, { effects: [[Op.ShuffleHandDraw, 5]], note: 'shuffle your hand into the deck, draw 5' }), // Youngster
  pokemon('SVI', 118, { // Hawlucha (std26b)
    ability: BY_NAME,
  }),
  // std26c:
  trainer('SVI', 173, { effects: [[Op.MoveBasicEnergyOwn]], note: 'move a basic Energy from 1 of your Pokémon to another' }), // Energy Switch
  pokemon('SVI', 96, { // Klefki
    attacks: [{ effects: [[Op.DiscardDefenderTools]], note: "first discard every Pokémon Tool from the opponent's Active" }],
    ability: { kind: AbilityKind.MischievousLock, a: 0, note: "while Active: Basic Pokémon in play have no Abilities but this one" },
  }),
  // std26d:
  trainer('SVI', 183, { effects: [[Op.BasicPokemonToHand]], note: 'one of your Basic Pokémon and all attached cards into your hand' }), // Penny
  trainer('SVI', 184, { effects: [[Op.HealEachInPlay, 30]], note: "heal 30 from each Pokémon in play, both players'" }), // Picnic Basket
]);
