// Base Set (1999): the cards of the four theme decks and the 2-Player Starter Set.
// Printed facts from the facts table (src/cards/build.ts); effects in our own vocabulary.
import { type CardSet, T, Cond, Guard, Debuff, Filter, Dest, Source, AbilityKind, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, basicEnergy, specialEnergy, BY_NAME } from '../build.js';

const R = T.Fire, W = T.Water, P = T.Psychic, C = T.Colorless;

export const base1: CardSet = cardSet('BS', [
  pokemon('BS', 1, { // Alakazam
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('BS', 2, { // Blastoise
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('BS', 3, { // Chansey
    attacks: [
      { effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { effects: [[Op.SelfDamage, 80]], note: '80 damage to itself' },
    ],
  }),
  pokemon('BS', 4, { // Charizard
    attacks: [BY_NAME],
    ability: { kind: AbilityKind.EnergyBurn, a: 0, note: 'all its Energy counts as Fire for the rest of the turn' },
  }),
  pokemon('BS', 5, { // Clefairy
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Asleep]], note: 'heads: Asleep' },
      { effects: [[Op.CopyDefenderAttack]], note: "use one of the Defending Pokémon's attacks as this attack, free of its costs" },
    ],
  }),
  pokemon('BS', 6, { attacks: [{}, { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }] }), // Gyarados
  pokemon('BS', 7), // Hitmonchan
  pokemon('BS', 8, { // Machamp
    ability: { kind: AbilityKind.StrikesBack, a: 10, note: '10 damage to an attacker whose attack damages it, unless Asleep/Confused/Paralyzed' },
  }),
  pokemon('BS', 9, { // Magneton
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.BenchDamageAll, 20], [Op.SelfDamage, 80]], note: '20 to every Benched Pokémon; 80 to itself' },
    ],
  }),
  pokemon('BS', 10, { // Mewtwo
    attacks: [
      { effects: [[Op.PlusPerDefenderEnergy, 10]], note: '+10 per Energy on the Defending Pokémon' },
      { effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.Guard, Guard.PreventDamageAndEffects, 0]], note: 'discard a Psychic Energy; prevent all effects and damage next turn' },
    ],
  }),
  pokemon('BS', 11, { // Nidoking
    attacks: [
      { effects: [[Op.FlipHeadsPlus, 10], [Op.IfTailsSelfDamage, 10]], note: 'heads: +10; tails: 10 to itself' },
      { effects: [[Op.StrongPoison, 20]], note: 'Poisoned, 20 per Checkup' },
    ],
  }),
  pokemon('BS', 12, { // Ninetales
    attacks: [
      { effects: [[Op.SwitchOpponentActive]], note: 'switch in an opponent Benched Pokémon' },
      { effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
    ],
  }),
  pokemon('BS', 13, { // Poliwrath
    attacks: [
      { effects: [[Op.PlusPerExtraEnergy, W, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' },
      { effects: [[Op.DiscardDefenderEnergy]], note: "discard 1 of the Defending Pokémon's Energy" },
    ],
  }),
  pokemon('BS', 14, { // Raichu
    attacks: [
      { effects: [[Op.FlipHeadsGuard, Guard.PreventDamageAndEffects, 0]], note: 'heads: prevent all damage and effects next turn' },
      { effects: [[Op.FlipTailsSelfDamage, 30]], note: 'tails: 30 to itself' },
    ],
  }),
  pokemon('BS', 15, { ability: BY_NAME }), // Venusaur
  pokemon('BS', 16, { // Zapdos
    attacks: [
      { effects: [[Op.FlipTailsSelfDamage, 30]], note: 'tails: 30 to itself' },
      { effects: [[Op.DiscardAllSelfEnergyCost]], note: 'discard all its Energy' },
    ],
  }),
  pokemon('BS', 17, { // Beedrill
    attacks: [
      { effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
      { effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' },
    ],
  }),
  pokemon('BS', 18, { // Dragonair
    attacks: [
      { effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
      { effects: [[Op.DiscardDefenderEnergy]], note: "discard 1 of the Defending Pokémon's Energy" },
    ],
  }),
  pokemon('BS', 19, { attacks: [{}, { effects: [[Op.BenchDamageOwn, 10]], note: '10 to each of your own Benched Pokémon' }] }), // Dugtrio
  pokemon('BS', 20, { // Electabuzz
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.FlipHeadsPlus, 10], [Op.IfTailsSelfDamage, 10]], note: 'heads: +10; tails: 10 to itself' },
    ],
  }),
  pokemon('BS', 21, { // Electrode
    attacks: [BY_NAME],
    ability: { kind: AbilityKind.Buzzap, a: 2, note: 'Knock Out this Pokémon and attach it to another of yours as an Energy card that provides 2 Energy of a type you choose' },
  }),
  pokemon('BS', 22, { // Pidgeotto
    attacks: [
      { effects: [[Op.OpponentSwitchesActive]], note: 'the opponent switches its Defending Pokémon with a Benched one of its choice' },
      { effects: [[Op.MirrorMove]], note: 'if attacked last turn, do the final result of that attack to the Defending Pokémon' },
    ],
  }),
  pokemon('BS', 23, { // Arcanine
    attacks: [
      { effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
      { effects: [[Op.SelfDamage, 30]], note: '30 damage to itself' },
    ],
  }),
  pokemon('BS', 24, { attacks: [{}, { effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' }] }), // Charmeleon
  pokemon('BS', 25, { attacks: [{}, { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }] }), // Dewgong
  pokemon('BS', 26), // Dratini
  pokemon('BS', 27, { attacks: [{ oncePerPlay: true, effects: [[Op.FlipTailsNothing]], note: 'tails: nothing; once while in play' }, {}] }), // Farfetch'd
  pokemon('BS', 28), // Growlithe
  pokemon('BS', 29, { // Haunter
    attacks: [
      { effects: [[Op.Condition, Cond.Asleep]], note: 'Asleep' },
      { needsDefenderAsleep: true, note: 'only if the Defending Pokémon is Asleep' },
    ],
  }),
  pokemon('BS', 30, { attacks: [{}, { effects: [[Op.Condition, Cond.Poisoned]], note: 'Poisoned' }] }), // Ivysaur
  pokemon('BS', 31, { // Jynx
    attacks: [
      { effects: [[Op.TimesHeads, 2]], note: '10 × heads of 2 coins' },
      { effects: [[Op.PlusPerDefenderCounter, 10]], note: '+10 per damage counter on the Defending Pokémon' },
    ],
  }),
  pokemon('BS', 32, { attacks: [{ effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.HealSelfAll]], note: 'discard a Psychic Energy; heal all' }, {}] }), // Kadabra
  pokemon('BS', 33, { // Kakuna
    attacks: [
      { effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' },
    ],
  }),
  pokemon('BS', 34, { // Machoke
    attacks: [
      { effects: [[Op.MinusPerSelfCounter, 10]], note: '−10 per damage counter on itself' },
      { effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' },
    ],
  }),
  pokemon('BS', 35, { attacks: [{}, { effects: [[Op.TimesSelfCounters]], note: '10 × damage counters on itself' }] }), // Magikarp
  pokemon('BS', 36, { attacks: [{}, { effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' }] }), // Magmar
  pokemon('BS', 37, { attacks: [{ effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' }, {}] }), // Nidorino
  pokemon('BS', 38, { // Poliwhirl
    attacks: [
      { effects: [[Op.DebuffDefender, Debuff.DisableAttack]], note: 'a chosen attack of the Defending Pokémon is disabled next turn' },
      { effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
    ],
  }),
  pokemon('BS', 39, { // Porygon
    attacks: [
      { effects: [[Op.ConvertDefenderWeakness]], note: "you may change the Defending Pokémon's Weakness to another type (not Colorless)" },
      { effects: [[Op.ConvertSelfResistance]], note: 'change its own Resistance to another type (not Colorless)' },
    ],
  }),
  pokemon('BS', 40, { attacks: [{}, { effects: [[Op.HalfDefenderHp]], note: "half the Defending Pokémon's remaining HP, rounded up to 10" }] }), // Raticate
  pokemon('BS', 41), // Seel
  pokemon('BS', 42, { attacks: [{ effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' }, {}] }), // Wartortle
  pokemon('BS', 43, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }] }), // Abra
  pokemon('BS', 44, { attacks: [{ effects: [[Op.HealSelfUnlessPrevented, 10]], note: 'may heal 10 unless all damage was prevented' }] }), // Bulbasaur
  pokemon('BS', 45, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }] }), // Caterpie
  pokemon('BS', 46, { attacks: [{}, { effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' }] }), // Charmander
  pokemon('BS', 47), // Diglett
  pokemon('BS', 48, { attacks: [{ effects: [[Op.TimesHeads, 2]], note: '10 × heads of 2 coins' }] }), // Doduo
  pokemon('BS', 49, { attacks: [{}, { effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' }] }), // Drowzee
  pokemon('BS', 50, { // Gastly
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Asleep]], note: 'heads: Asleep' },
      { effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.Guard, Guard.DestinyBond, 0]], note: 'discard a Psychic Energy; whoever Knocks it Out next turn is Knocked Out' },
    ],
  }),
  pokemon('BS', 51, { attacks: [{ effects: [[Op.FlipConditionEither, Cond.Poisoned, Cond.Confused]], note: 'heads: Poisoned; tails: Confused' }] }), // Koffing
  pokemon('BS', 52), // Machop
  pokemon('BS', 53, { // Magnemite
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.BenchDamageAll, 10], [Op.SelfDamage, 40]], note: '10 to every Benched Pokémon; 40 to itself' },
    ],
  }),
  pokemon('BS', 54, { // Metapod
    attacks: [
      { effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ],
  }),
  pokemon('BS', 55, { attacks: [{ effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' }] }), // Nidoran ♂
  pokemon('BS', 56, { attacks: [{}, { effects: [[Op.Guard, Guard.PreventSmallDamage, 30]], note: 'prevent damage of 30 or less next turn' }] }), // Onix
  pokemon('BS', 57, { // Pidgey
    attacks: [{ effects: [[Op.OpponentSwitchesActive]], note: 'the opponent switches its Defending Pokémon with a Benched one of its choice' }],
  }),
  pokemon('BS', 58, { attacks: [{}, { effects: [[Op.FlipTailsSelfDamage, 10]], note: 'tails: 10 damage to itself' }] }), // Pikachu
  pokemon('BS', 59, { attacks: [{ effects: [[Op.PlusPerExtraEnergy, W, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' }] }), // Poliwag
  pokemon('BS', 60), // Ponyta
  pokemon('BS', 61), // Rattata
  pokemon('BS', 62, { attacks: [{ effects: [[Op.DebuffDefender, Debuff.SandAttack]], note: 'next turn the Defending Pokémon must flip heads to attack' }] }), // Sandshrew
  pokemon('BS', 63, { // Squirtle
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
    ],
  }),
  pokemon('BS', 64, { // Starmie
    attacks: [
      { effects: [[Op.DiscardSelfEnergyCost, W, 1], [Op.HealSelfAll]], note: 'discard a Water Energy; heal all' },
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ],
  }),
  pokemon('BS', 65), // Staryu
  pokemon('BS', 66, { // Tangela
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.Condition, Cond.Poisoned]], note: 'Poisoned' },
    ],
  }),
  pokemon('BS', 67), // Voltorb
  pokemon('BS', 68, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' }] }), // Vulpix
  pokemon('BS', 69, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' }] }), // Weedle
  trainer('BS', 71, { // Computer Search
    effects: [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Any, 0, 1, 1, Dest.Hand)],
    note: 'discard 2 cards; search the deck for any card',
  }),
  trainer('BS', 74, { // Item Finder
    effects: [[Op.DiscardFromHand, 2], moveCards(Source.Discard, 0, Filter.Trainer, 0, 1, 1, Dest.Hand)],
    note: 'discard 2 cards; take a Trainer from the discard pile',
  }),
  trainer('BS', 75, { effects: [[Op.BothShuffleTrainersFromHand]], note: 'both players shuffle the Trainers in hand into their decks' }), // Lass
  trainer('BS', 79, { // Super Energy Removal
    effects: [[Op.DiscardOwnEnergy], [Op.DiscardOpponentEnergy, 2]],
    note: 'discard 1 own Energy; discard up to 2 Energy from one opponent Pokémon',
  }),
  trainer('BS', 80, { // Defender
    effects: [[Op.AttachToOwn, 20]],
    note: 'attach to one of your Pokémon: −20 damage from attacks until the end of the opponent\'s next turn',
  }),
  trainer('BS', 81, { // Energy Retrieval
    effects: [[Op.DiscardFromHand, 1], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)],
    note: 'trade 1 card in hand for up to 2 basic Energy from the discard',
  }),
  trainer('BS', 84, { // PlusPower
    effects: [[Op.AttachToActive, 10, 1]],
    note: 'attach to your Active: +10 damage this turn (after Weakness and Resistance, if it does damage)',
  }),
  trainer('BS', 87, { effects: [[Op.RearrangeTop, 5]], note: 'rearrange the top 5 cards of your deck' }), // Pokédex
  trainer('BS', 88, { effects: [[Op.DiscardHandDraw, 7]], note: 'discard your hand, draw 7' }), // Professor Oak
  trainer('BS', 90, { effects: [[Op.DiscardOwnEnergyHeal, 40]], note: 'discard 1 Energy from one of your Pokémon and heal it 40' }), // Super Potion
  trainer('BS', 91, { effects: [[Op.Draw, 2]], note: 'draw 2' }), // Bill
  trainer('BS', 92, { effects: [[Op.DiscardOpponentEnergy, 1]], note: 'discard 1 Energy from one opponent Pokémon' }), // Energy Removal
  trainer('BS', 93, { effects: [[Op.SwitchOpponentActive]], note: 'switch in an opponent Benched Pokémon' }), // Gust of Wind
  trainer('BS', 94, { effects: [[Op.Heal, 20]], note: 'heal 20 from one of your Pokémon' }), // Potion
  trainer('BS', 95, { effects: [[Op.SwitchSelf]], note: 'switch your Active with a Benched Pokémon' }), // Switch
  specialEnergy('BS', 96, C, 2, { noEffect: 'its rules are the 2 Colorless it provides and not being basic (basic: false)' }), // Double Colorless Energy
  basicEnergy('BS', 97), // Fighting Energy
  basicEnergy('BS', 98), // Fire Energy
  basicEnergy('BS', 99), // Grass Energy
  basicEnergy('BS', 100), // Lightning Energy
  basicEnergy('BS', 101), // Psychic Energy
  basicEnergy('BS', 102), // Water Energy
  trainer('BS', 70, { // Clefairy Doll
    effects: [[Op.PlayAsBasic]],
    dollHp: 10,
    note: 'played onto the Bench as a 10-HP Basic Pokémon: no attacks, no retreat, no conditions, no prize; may be discarded during your turn',
  }),
  trainer('BS', 72, { // Devolution Spray
    effects: [[Op.DevolveOwn]],
    note: 'one of your evolved Pokémon loses its Evolution cards from a chosen Stage up, and recovers as if evolved',
  }),
  trainer('BS', 73, { effects: [[Op.OpponentShuffleHandDraw, 7]], note: 'the opponent shuffles the hand into the deck and draws 7' }), // Impostor Professor Oak
  trainer('BS', 76, { effects: [[Op.RareCandy]], note: 'a Stage 2 from hand onto its Basic in play, skipping Stage 1 (A4 timing)' }), // Pokémon Breeder
  trainer('BS', 77, { // Pokémon Trader
    effects: [[Op.HandPokemonToDeck], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 1, 1, Dest.Hand)],
    note: 'trade a Pokémon card from hand for a Pokémon card from the deck (not the same card)',
  }),
  trainer('BS', 78, { effects: [[Op.ScoopUp]], note: 'one of your Pokémon: the Basic card back to hand, the rest discarded' }), // Scoop Up
  trainer('BS', 82, { effects: [[Op.ClearActiveConditions]], note: 'your Active is no longer Asleep, Confused, Paralyzed or Poisoned' }), // Full Heal
  trainer('BS', 83, { effects: [[Op.ShuffleFromHandDraw, 2, 1]], note: 'shuffle 2 other cards from hand into the deck, draw 1' }), // Maintenance
  trainer('BS', 85, { effects: [[Op.HealAllDiscardEnergy]], note: 'heal all your damaged Pokémon fully and discard their Energy' }), // Pokémon Center
  trainer('BS', 86, { effects: [[Op.OpponentDiscardBasicToBench]], note: "a Basic Pokémon from the opponent's discard pile onto their Bench" }), // Pokémon Flute
  trainer('BS', 89, { // Revive
    effects: [moveCards(Source.Discard, 0, Filter.BasicPokemon, 0, 1, 1, Dest.Bench), [Op.ReviveDamage]],
    note: 'a Basic Pokémon from your discard pile onto your Bench with damage of half its HP',
  }),
]);
