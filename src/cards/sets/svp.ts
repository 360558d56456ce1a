// Scarlet & Violet Black Star Promos used by the ex Battle Decks.
import { type CardSet, T, Filter, Dest, Source, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, BY_NAME } from '../build.js';

const L = T.Lightning;

export const svp: CardSet = cardSet('SVP', [
  pokemon('SVP', 15, { attacks: [{}, { effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' }] }), // Flaaffy
  pokemon('SVP', 16, { attacks: [{}, { effects: [[Op.OptionalDiscardForBonus, 2, 100]], note: 'may discard 2 Energy for +100' }] }), // Ampharos ex
  pokemon('SVP', 17, { attacks: [{}, { effects: [[Op.BenchDamageOneOpponent, 50]], note: '50 to 1 opponent Benched Pokémon' }] }), // Lucario ex
  pokemon('SVP', 30, { // Chien-Pao ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('SVP', 31, { // Tinkaton ex
    attacks: [
      { effects: [[Op.TimesHandSize]], note: '30 × the cards in your hand' },
      { effects: [[Op.IgnoreDefendingEffects]], note: "not changed by effects on the opponent's Active" },
    ],
  }),
  pokemon('SVP', 142, { // Victini ex
    attacks: [
      { effects: [[Op.OptionalSwitchSelf]], note: 'may switch itself with a Benched Pokémon' },
      { effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ],
  }),
  pokemon('SVP', 143, { // Miraidon ex
    attacks: [
      { effects: [[Op.Draw, 2]], note: 'draw 2' },
      { effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, L, 1, 1, Dest.AttachOwnBench)], note: 'attach a basic Lightning Energy from the discard to a Benched Pokémon' },
    ],
  }),
]);
