// Paldean Fates (PAF): the cards the ex Battle Decks use.
import { type CardSet, T, AbilityKind } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon } from './sv-builders.js';

const G = T.Grass, R = T.Fire, W = T.Water, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'sv4pt5';

export const sv4pt5: CardSet = {
  id: S,
  codes: ['PAF', 'SV4PT5'],
  name: 'Paldean Fates',
  cards: [
    svMon(S, 3, 'Maractus', 0, 110, G, R, undefined, 2, [
      { name: 'Double Draw', cost: [C], damage: 0, effects: [[Op.Draw, 2]], note: 'draw 2' },
      { name: 'Pin Missile', cost: [C, C, C], damage: 30, effects: [[Op.TimesHeads, 4]], note: '30 × heads of 4 coins' },
    ]),
    svMon(S, 7, 'Charmander', 0, 70, R, W, undefined, 1, [
      { name: 'Blazing Destruction', cost: [R], damage: 0, effects: [[Op.DiscardStadium]], note: 'discard the Stadium in play' },
      { name: 'Steady Firebreathing', cost: [R, R], damage: 30 },
    ]),
    svMon(S, 8, 'Charmeleon', 1, 90, R, W, undefined, 2, [
      { name: 'Combustion', cost: [R, R], damage: 50 },
    ], { evolvesFrom: 'Charmander', ability: { name: 'Flare Veil', kind: AbilityKind.PreventAttackEffects, a: 0, note: "effects (not damage) of the opponent's attacks on it are prevented" } }),
    svMon(S, 9, 'Magmar', 0, 80, R, W, undefined, 2, [
      { name: 'Collect', cost: [R], damage: 0, effects: [[Op.Draw, 1]], note: 'draw 1' },
      { name: 'Steady Firebreathing', cost: [R, C], damage: 40 },
    ]),
    svMon(S, 10, 'Magmortar', 1, 140, R, W, undefined, 3, [
      { name: 'Flare', cost: [R], damage: 40 },
      { name: 'Volcanic Heat', cost: [R, R, C], damage: 170, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], { evolvesFrom: 'Magmar' }),
    svMon(S, 19, 'Raichu', 1, 120, L, F, undefined, 1, [
      { name: 'Thunder', cost: [L, L, C], damage: 180, effects: [[Op.SelfDamage, 50]], note: '50 damage to itself' },
    ], { evolvesFrom: 'Pikachu', ability: { name: 'Electrical Grounding', kind: AbilityKind.EnergyOnKnockOut, a: L, note: 'may move a Lightning Energy from an own Pokémon Knocked Out by an attack to this Pokémon' } }),
  ],
};
