// Paldean Fates (PAF): the cards the ex Battle Decks use.
import { type CardSet, T, AbilityKind } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon } from '../build.js';

const L = T.Lightning;

export const sv4pt5: CardSet = cardSet('PAF', [
  pokemon('PAF', 3, { attacks: [{ effects: [[Op.Draw, 2]], note: 'draw 2' }, { effects: [[Op.TimesHeads, 4]], note: '30 × heads of 4 coins' }] }), // Maractus
  pokemon('PAF', 7, { attacks: [{ effects: [[Op.DiscardStadium]], note: 'discard the Stadium in play' }, {}] }), // Charmander
  pokemon('PAF', 8, { // Charmeleon
    ability: { kind: AbilityKind.PreventAttackEffects, a: 0, note: "effects (not damage) of the opponent's attacks on it are prevented" },
  }),
  pokemon('PAF', 9, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Magmar
  pokemon('PAF', 10, { attacks: [{}, { effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" }] }), // Magmortar
  pokemon('PAF', 19, { // Raichu
    attacks: [{ effects: [[Op.SelfDamage, 50]], note: '50 damage to itself' }],
    ability: { kind: AbilityKind.EnergyOnKnockOut, a: L, note: 'may move a Lightning Energy from an own Pokémon Knocked Out by an attack to this Pokémon' },
  }),
]);
