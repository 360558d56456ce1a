// Shrouded Fable (SFA): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const S = 'sv6pt5';
const F = T.Fighting, C = T.Colorless, D = T.Darkness;

export const sv6pt5: CardSet = {
  id: S,
  codes: ['SFA', 'SV6PT5'],
  name: 'Shrouded Fable',
  cards: [
    svMon(S, 38, 'Fezandipiti ex', 0, 210, D, F, undefined, 1, [
      { name: 'Cruel Arrow', cost: [C, C, C], damage: 100, effects: [[Op.ChooseAnyOpponentTarget]], note: '100 to 1 opponent Pokémon' },
    ], { ex: true, ability: { name: 'Flip the Script', kind: AbilityKind.DrawIfKnockedOutLastTurn, a: 3, limit: AbilityLimit.OncePerTurnPerName, note: "once a turn per player, after a Knock Out in the opponent's last turn: draw 3" } }),
    svTrainer(S, 61, 'Night Stretcher', TrainerKind.Item, [moveCards(Source.Discard, 0, Filter.PokemonOrBasicEnergy, 0, 1, 1, Dest.Hand)], 'a Pokémon or basic Energy from the discard to the hand'),
  ],
};
