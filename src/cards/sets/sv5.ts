// Temporal Forces (TEF): the cards the ex Battle Decks use.
import { type CardSet, EnergyRule, T, Cond, Filter, Dest, Source, AbilityKind, AbilityTrigger, moveCards, Guard } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, specialEnergy, BY_NAME } from '../build.js';

const L = T.Lightning;

export const sv5: CardSet = cardSet('TEF', [
  pokemon('TEF', 25, { // Iron Leaves ex
    attacks: [{ effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" }],
    ability: { kind: AbilityKind.SwitchInMoveEnergy, a: 0, trigger: AbilityTrigger.OnBenchFromHand, note: 'when benched from the hand: may switch it in, then move any Energy from your other Pokémon to it' },
  }),
  pokemon('TEF', 57, { // Zeraora
    attacks: [
      { effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ],
  }),
  pokemon('TEF', 58, { attacks: [{ effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' }] }), // Yamper
  pokemon('TEF', 59, { // Boltund
    attacks: [{ effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, L, 0, 2, Dest.AttachOwnBench)], note: 'search up to 2 basic Lightning Energy and attach them to your Benched Pokémon' }],
  }),
  trainer('TEF', 144, { // Buddy-Buddy Poffin
    effects: [moveCards(Source.Deck, 0, Filter.BasicPokemonMaxHp, 70, 0, 2, Dest.Bench)],
    note: 'search up to 2 Basic Pokémon with 70 HP or less onto the Bench',
  }),
  trainer('TEF', 157, { // Prime Catcher
    effects: [[Op.SwitchOpponentActive], [Op.SwitchSelfIfBench]],
    note: "ACE SPEC: switch in 1 of the opponent's Benched Pokémon, then switch your Active",
  }),
  trainer('TEF', 159, { // Rescue Board
    effects: [[Op.AttachTool]],
    note: 'Tool: Retreat Cost 1 less; none at 30 HP left or less',
    toolRetreatMinus: 1,
    toolFreeRetreatWhenLow: true,
  }),
  // std26b:
  specialEnergy('TEF', 161, T.Colorless, 1, EnergyRule.Mist), // Mist Energy: Colorless; effects of the opponent's attacks on its Pokémon are prevented
  specialEnergy('TEF', 162, T.Colorless, 1, EnergyRule.NeoUpper), // Neo Upper Energy (ACE SPEC): Colorless; every type, 2 at a time, on a Stage 2
  // std26c:
  pokemon('TEF', 123, { // Raging Bolt ex
    attacks: [
      { effects: [[Op.DiscardHandDraw, 6]], note: 'discard your hand, draw 6' },
      { effects: [[Op.DiscardTypeForDamage, T.None, 70]], note: 'discard any number of basic Energy from your Pokémon: 70 each' },
    ],
  }),
  // std26d:
  trainer('TEF', 145, { // Ciphermaniac's Codebreaking
    effects: [moveCards(Source.Deck, 0, Filter.Any, 0, 2, 2, Dest.DeckTopInOrder)],
    note: 'search 2 cards, shuffle, put them on top in the order you choose',
  }),
  // std26f:
  pokemon('TEF', 128, { attacks: [{}, { effects: [[Op.FlipHeadsGuard, Guard.PreventDamageAndEffects, 0]], note: 'heads: prevent all damage and effects of attacks done to it next turn' }] }), // Dunsparce
  pokemon('TEF', 129, { // Dudunsparce
    attacks: [{}],
    ability: BY_NAME,
  }),
]);
