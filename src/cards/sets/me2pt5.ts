// Ascended Heroes (ASC): the cards the Standard 2026 lists use.
import { type CardSet, AbilityKind, Dest, Filter, Source, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const me2pt5: CardSet = cardSet('ASC', [
  pokemon('ASC', 46), // Snorunt
  pokemon('ASC', 155, { // N's Zekrom
    attacks: [
      { effects: [[Op.IgnoreDefendingEffects]], note: "its damage skips the effects on the opponent's Active" },
      { effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack during your next turn" },
    ],
  }),
  pokemon('ASC', 16, { attacks: [{ effects: [[Op.OpponentNoItemsNextTurn]], note: "the opponent can't play Items during their next turn" }] }), // Budew
  trainer('ASC', 198, { effects: [moveCards(Source.Deck, 0, Filter.PokemonNoRuleBox, 0, 0, 1, Dest.Hand)], note: 'search the deck for a Pokémon without a Rule Box, into the hand' }), // Poké Pad
  // std26d:
  pokemon('ASC', 39, { // Psyduck
    attacks: [{}],
    ability: { kind: AbilityKind.Damp, a: 0, note: 'Abilities whose user Knocks itself Out cannot be used (both players)' },
  }),
]);
