// Shrouded Fable (SFA): the cards the ex Battle Decks use.
import { type CardSet, Filter, Dest, Source, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, BY_NAME } from '../build.js';

export const sv6pt5: CardSet = cardSet('SFA', [
  pokemon('SFA', 38, { // Fezandipiti ex
    // Cruel Arrow prints no number ("100 damage to 1 of your opponent's Pokémon"): the damage, to the chosen target
    attacks: [{ damage: 100, effects: [[Op.ChooseAnyOpponentTarget]], note: '100 to 1 opponent Pokémon' }],
    ability: { kind: AbilityKind.DrawIfKnockedOutLastTurn, a: 3, limit: AbilityLimit.OncePerTurnPerName, note: "once a turn per player, after a Knock Out in the opponent's last turn: draw 3" },
  }),
  trainer('SFA', 61, { // Night Stretcher
    effects: [moveCards(Source.Discard, 0, Filter.PokemonOrBasicEnergy, 0, 1, 1, Dest.Hand)],
    note: 'a Pokémon or basic Energy from the discard to the hand',
  }),
  // std26d:
  pokemon('SFA', 39, { // Pecharunt ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  // std26f:
  pokemon('SFA', 40, { // Genesect
    attacks: [{}],
    ability: { kind: AbilityKind.AceNullifier, a: 0, note: "while it has a Pokémon Tool attached, the opponent can't play ACE SPEC cards from the hand" },
  }),
]);
