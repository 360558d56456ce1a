// Twilight Masquerade (TWM): the cards the ex Battle Decks use.
import { type CardSet, Cond, Filter, Dest, Source, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const sv6: CardSet = cardSet('TWM', [
  pokemon('TWM', 1), // Tangela
  pokemon('TWM', 2, { // Tangrowth
    attacks: [{ effects: [[Op.MinusPerSelfCounter, 10]], note: '10 less per damage counter on itself' }],
    ability: { kind: AbilityKind.TakesLessDamage, a: 30, note: 'takes 30 less damage from attacks (after Weakness and Resistance)' },
  }),
  pokemon('TWM', 12, { attacks: [{ effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' }] }), // Phantump
  pokemon('TWM', 13, { attacks: [{ effects: [[Op.HealSelfDamageDone]], note: 'heal from itself the damage done' }, {}] }), // Trevenant
  pokemon('TWM', 74, { attacks: [{ effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' }, {}] }), // Bellibolt
  pokemon('TWM', 128), // Dreepy
  pokemon('TWM', 129, { // Drakloak
    ability: { kind: AbilityKind.LookTopTakeOne, a: 2, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: look at the top 2, one to the hand, the other to the bottom' },
  }),
  pokemon('TWM', 130, { // Dragapult ex
    attacks: [{}, { effects: [[Op.CountersOnOpponentBench, 6]], note: "6 damage counters on the opponent's Benched Pokémon, placed as you like" }],
  }),
  pokemon('TWM', 131, { // Tatsugiri
    ability: { kind: AbilityKind.ActiveTopSupporter, a: 6, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn, while Active: look at the top 6 and take a Supporter there' },
  }),
  pokemon('TWM', 141, { // Bloodmoon Ursaluna ex
    attacks: [{ effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" }],
    ability: { kind: AbilityKind.CostLessPerPrizeTaken, a: 0, note: 'Blood Moon (attack 0) costs 1 Colorless less per Prize card the opponent has taken' },
  }),
  trainer('TWM', 163, { // Secret Box
    effects: [[Op.DiscardFromHand, 3], moveCards(Source.Deck, 0, Filter.Item, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Tool, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Supporter, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Stadium, 0, 0, 1, Dest.Hand)],
    note: 'ACE SPEC: discard 3 cards; search an Item, a Pokémon Tool, a Supporter and a Stadium',
  }),
  trainer('TWM', 165, { // Unfair Stamp
    effects: [[Op.RequireKnockedOutLastTurn], [Op.BothShuffleHandsDraw, 5, 2]],
    note: "ACE SPEC: after a Knock Out in the opponent's last turn, both hands are shuffled into the decks; you draw 5, the opponent 2",
  }),
]);
