// Prismatic Evolutions (PRE): the cards the Standard 2026 lists use.
import { type CardSet, AbilityKind, AbilityLimit, Debuff, Dest, Filter, Source, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer } from '../build.js';

export const sv8pt5: CardSet = cardSet('PRE', [
  trainer('PRE', 95, { effects: [[Op.AttachTool]], note: "Tool: +40 damage to the opponent's Active while its holder is Poisoned", toolDamageWhenPoisoned: 40 }), // Binding Mochi
  pokemon('PRE', 35, { // Duskull
    attacks: [{ effects: [moveCards(Source.Discard, 0, Filter.SameNameAsAttacker, 0, 0, 3, Dest.Bench)], note: 'up to 3 Duskull from your discard pile onto your Bench' }, {}],
  }),
  pokemon('PRE', 36, { // Dusclops
    ability: { kind: AbilityKind.CursedBlast, a: 5, limit: AbilityLimit.OncePerTurnPerPokemon, note: "5 damage counters on 1 of the opponent's Pokémon, then it is Knocked Out" },
  }),
  pokemon('PRE', 37, { // Dusknoir
    attacks: [{ effects: [[Op.DebuffDefender, Debuff.CantRetreat]], note: "the Defending Pokémon can't retreat during the opponent's next turn" }],
    ability: { kind: AbilityKind.CursedBlast, a: 13, limit: AbilityLimit.OncePerTurnPerPokemon, note: "13 damage counters on 1 of the opponent's Pokémon, then it is Knocked Out" },
  }),
]);
