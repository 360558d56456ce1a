// Obsidian Flames (OBF): the cards the ex Battle Decks use.
import { type CardSet, T, Cond, AbilityKind, AbilityLimit, AbilityTrigger } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon } from './sv-builders.js';

const G = T.Grass, R = T.Fire, L = T.Lightning, F = T.Fighting, C = T.Colorless, D = T.Darkness;
const S = 'sv3';

export const sv3: CardSet = {
  id: S,
  codes: ['OBF', 'SV3'],
  name: 'Obsidian Flames',
  cards: [
    svMon(S, 1, 'Oddish', 0, 50, G, R, undefined, 1, [
      { name: "Feelin' Fine", cost: [C], damage: 0, effects: [[Op.Draw, 1]], note: 'draw 1' },
      { name: 'Stampede', cost: [G], damage: 10 },
    ]),
    svMon(S, 2, 'Gloom', 1, 80, G, R, undefined, 2, [
      { name: 'Inviting Scent', cost: [C], damage: 0, effects: [[Op.SwitchOpponentActive]], note: "switch in 1 of the opponent's Benched Pokémon" },
      { name: 'Leaf Step', cost: [G], damage: 20 },
    ], { evolvesFrom: 'Oddish' }),
    svMon(S, 67, 'Tynamo', 0, 40, L, F, undefined, 1, [
      { name: 'Static Shock', cost: [L], damage: 10 },
      { name: 'Tiny Bolt', cost: [L, C], damage: 30 },
    ]),
    svMon(S, 68, 'Eelektrik', 1, 90, L, F, undefined, 2, [
      { name: 'Volt Wave', cost: [L], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Electric Ball', cost: [L, C, C], damage: 60 },
    ], { evolvesFrom: 'Tynamo' }),
    svMon(S, 69, 'Eelektross', 2, 160, L, F, undefined, 3, [
      { name: 'Suction Shock', cost: [L], damage: 0, effects: [[Op.SwitchInOpponentThenDamage, 60], [Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'switch in an opponent Benched Pokémon, 60 to it; heads: Paralyzed' },
      { name: 'Head Bolt', cost: [L, C, C], damage: 130 },
    ], { evolvesFrom: 'Eelektrik' }),
    svMon(S, 125, 'Charizard ex', 2, 330, D, G, undefined, 2, [
      { name: 'Burning Darkness', cost: [R, R], damage: 180, effects: [[Op.PlusPerOpponentPrizeTaken, 30]], note: '+30 per Prize the opponent has taken' },
    ], {
      evolvesFrom: 'Charmeleon', ex: true, tera: true,
      ability: { name: 'Infernal Reign', kind: AbilityKind.InfernalReign, a: 0, trigger: AbilityTrigger.OnEvolveFromHand, note: 'on evolving from the hand: up to 3 basic Fire Energy from the deck attached as you like' },
    }),
    svMon(S, 164, 'Pidgeot ex', 2, 280, C, L, F, 0, [
      { name: 'Blustery Wind', cost: [C, C], damage: 120, effects: [[Op.OptionalDiscardStadium]], note: 'may discard the Stadium in play' },
    ], {
      evolvesFrom: 'Pidgeotto', ex: true,
      ability: { name: 'Quick Search', kind: AbilityKind.QuickSearch, a: 0, limit: AbilityLimit.OncePerTurnPerName, note: 'search the deck for any card' },
    }),
  ],
};
