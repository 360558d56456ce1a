// 151 (MEW): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, AbilityKind, AbilityLimit, AbilityTrigger, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

const R = T.Fire, L = T.Lightning;

export const sv3pt5: CardSet = cardSet('MEW', [
  pokemon('MEW', 16, { // Pidgey
    attacks: [
      { effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 2, Dest.Bench)], note: 'search up to 2 Basic Pokémon onto the Bench' },
      {},
    ],
  }),
  pokemon('MEW', 17), // Pidgeotto
  pokemon('MEW', 25, { // Pikachu
    attacks: [
      { effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, L, 0, 1, Dest.AttachSelf)], note: 'search a basic Lightning Energy and attach it to itself' },
      {},
    ],
  }),
  pokemon('MEW', 45, { // Vileplume
    ability: { kind: AbilityKind.TopEnergyAttach, a: 8, trigger: AbilityTrigger.OnEvolveFromHand, note: 'when it evolves from the hand: look at the top 8 and attach any basic Energy there to your Pokémon' },
  }),
  pokemon('MEW', 146, { // Moltres
    attacks: [{ effects: [[Op.DiscardSelfEnergy, R, 2], [Op.BenchDamageOneOpponent, 120]], note: 'discard 2 Fire Energy from itself; 120 to 1 opponent Benched Pokémon' }],
    ability: { kind: AbilityKind.FreeRetreatWithEnergy, a: R, note: 'no Retreat Cost while it has Fire Energy attached' },
  }),
  pokemon('MEW', 151, { // Mew ex
    attacks: [{ effects: [[Op.CopyDefenderAttack]], note: "use one of the opponent's Active Pokémon's attacks" }],
    ability: { kind: AbilityKind.DrawUntil, a: 3, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: draw until you have 3 cards in hand' },
  }),
  trainer('MEW', 159, { // Energy Sticker
    effects: [[Op.FlipHeadsOrStop], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 1, 1, Dest.AttachOwnBench)],
    note: 'heads: attach a basic Energy from the discard to a Benched Pokémon',
  }),
]);
