// Paldean Fates (PAF): the cards the ex Battle Decks use.
import { type CardSet, T, AbilityKind } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon } from './sv-builders.js';

const R = T.Fire, W = T.Water, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'sv4pt5';

export const sv4pt5: CardSet = {
  id: S,
  codes: ['PAF', 'SV4PT5'],
  name: 'Paldean Fates',
  cards: [
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
