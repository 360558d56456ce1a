// 151 (MEW): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityLimit, AbilityTrigger, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const G = T.Grass, R = T.Fire, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless, D = T.Darkness;
const S = 'sv3pt5';

export const sv3pt5: CardSet = {
  id: S,
  codes: ['MEW', 'SV3PT5'],
  name: '151',
  cards: [
    svMon(S, 16, 'Pidgey', 0, 50, C, L, F, 1, [
      { name: 'Call for Family', cost: [C], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 2, Dest.Bench)], note: 'search up to 2 Basic Pokémon onto the Bench' },
      { name: 'Tackle', cost: [C, C], damage: 20 },
    ]),
    svMon(S, 17, 'Pidgeotto', 1, 80, C, L, F, 0, [
      { name: 'Flap', cost: [C], damage: 20 },
    ], { evolvesFrom: 'Pidgey' }),
    svMon(S, 25, 'Pikachu', 0, 60, L, F, undefined, 1, [
      { name: 'Charge', cost: [L], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, L, 0, 1, Dest.AttachSelf)], note: 'search a basic Lightning Energy and attach it to itself' },
      { name: 'Pika Punch', cost: [L, L, C], damage: 50 },
    ]),
    svMon(S, 45, 'Vileplume', 2, 140, G, R, undefined, 2, [
      { name: 'Solar Beam', cost: [G, C, C], damage: 90 },
    ], {
      evolvesFrom: 'Gloom',
      ability: { name: 'Fully Blooming Energy', kind: AbilityKind.TopEnergyAttach, a: 8, trigger: AbilityTrigger.OnEvolveFromHand, note: 'when it evolves from the hand: look at the top 8 and attach any basic Energy there to your Pokémon' },
    }),
    svMon(S, 146, 'Moltres', 0, 120, R, L, F, 2, [
      { name: 'Blazing Flight', cost: [R, R, R], damage: 0, effects: [[Op.DiscardSelfEnergy, R, 2], [Op.BenchDamageOneOpponent, 120]], note: 'discard 2 Fire Energy from itself; 120 to 1 opponent Benched Pokémon' },
    ], { ability: { name: 'Flare Float', kind: AbilityKind.FreeRetreatWithEnergy, a: R, note: 'no Retreat Cost while it has Fire Energy attached' } }),
    svMon(S, 151, 'Mew ex', 0, 180, P, D, F, 0, [
      { name: 'Genome Hacking', cost: [C, C, C], damage: 0, effects: [[Op.CopyDefenderAttack]], note: "use one of the opponent's Active Pokémon's attacks" },
    ], { ex: true, ability: { name: 'Restart', kind: AbilityKind.DrawUntil, a: 3, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: draw until you have 3 cards in hand' } }),
    svTrainer(S, 159, 'Energy Sticker', TrainerKind.Item, [[Op.FlipHeadsOrStop], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 1, 1, Dest.AttachOwnBench)], 'heads: attach a basic Energy from the discard to a Benched Pokémon'),
  ],
};
