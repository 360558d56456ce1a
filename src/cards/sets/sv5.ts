// Temporal Forces (TEF): the cards the ex Battle Decks use.
import { type CardSet, type Effect, T, Cond, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityTrigger, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const S = 'sv5';
const G = T.Grass, R = T.Fire, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const item = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Item, effects, note);

export const sv5: CardSet = {
  id: S,
  codes: ['TEF', 'SV5'],
  name: 'Temporal Forces',
  cards: [
    svMon(S, 25, 'Iron Leaves ex', 0, 220, G, R, undefined, 1, [
      { name: 'Prism Edge', cost: [G, G, C], damage: 180, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], { ex: true, ability: { name: 'Rapid Vernier', kind: AbilityKind.SwitchInMoveEnergy, a: 0, trigger: AbilityTrigger.OnBenchFromHand, note: 'when benched from the hand: may switch it in, then move any Energy from your other Pokémon to it' } }),
    svMon(S, 57, 'Zeraora', 0, 120, L, F, undefined, 1, [
      { name: 'Shocking Knuckle', cost: [C], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Strong Volt', cost: [L, L, C], damage: 120, effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ]),
    svMon(S, 58, 'Yamper', 0, 70, L, F, undefined, 1, [
      { name: 'Whimsy Tackle', cost: [C], damage: 20, effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' },
    ]),
    svMon(S, 59, 'Boltund', 1, 120, L, F, undefined, 1, [
      { name: 'Electrifying Dash', cost: [C], damage: 50, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, L, 0, 2, Dest.AttachOwnBench)], note: 'search up to 2 basic Lightning Energy and attach them to your Benched Pokémon' },
    ], { evolvesFrom: 'Yamper' }),
    item(144, 'Buddy-Buddy Poffin', [moveCards(Source.Deck, 0, Filter.BasicPokemonMaxHp, 70, 0, 2, Dest.Bench)], 'search up to 2 Basic Pokémon with 70 HP or less onto the Bench'),
    { ...item(157, 'Prime Catcher', [[Op.SwitchOpponentActive], [Op.SwitchSelfIfBench]], "ACE SPEC: switch in 1 of the opponent's Benched Pokémon, then switch your Active"), aceSpec: true },
    { ...svTrainer(S, 159, 'Rescue Board', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: Retreat Cost 1 less; none at 30 HP left or less'), toolRetreatMinus: 1, toolFreeRetreatWhenLow: true },
  ],
};
