// Silver Tempest (SIT): the cards the SV Battle Decks use (Weakness ×2, as printed).
// Facts typed by hand: the card data lacks this set, so the facts table does too (sv-builders.ts).
import { type CardSet, T, Guard, Debuff, TrainerKind, RuleBox, AbilityKind, AbilityLimit } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const L = T.Lightning, P = T.Psychic, F = T.Fighting, M = T.Metal, C = T.Colorless;
const S = 'swsh12';

export const swsh12: CardSet = {
  id: S,
  codes: ['SIT', 'SWSH12'],
  name: 'Silver Tempest',
  regulationMark: 'F',
  cards: [
    svMon(S, 56, 'Zeraora', 0, 110, L, F, undefined, 0, [
      { name: 'Battle Claw', cost: [L], damage: 30, effects: [[Op.PlusIfDefenderEvolved, 30]], note: '+30 if the Defending Pokémon is an Evolution Pokémon' },
      { name: 'Mach Bolt', cost: [L, C, C], damage: 80 },
    ]),
    svMon(S, 57, 'Regieleki V', 0, 200, L, F, undefined, 1, [
      { name: 'Switching Bolt', cost: [L], damage: 30, effects: [[Op.SwitchSelf]], note: 'switch itself with a Benched Pokémon' },
      { name: 'Lightning Wall', cost: [L, C, C], damage: 100, effects: [[Op.Guard, Guard.ReduceDamage, 100]], note: 'next turn it takes 100 less damage from attacks' },
    ], { ruleBox: RuleBox.V }),
    // A VMAX evolves from its Pokémon V as a Stage 1 evolves from its Basic.
    svMon(S, 58, 'Regieleki VMAX', 1, 310, L, F, undefined, 0, [
      { name: 'Max Thunder and Lightning', cost: [L, C, C], damage: 220, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], {
      evolvesFrom: 'Regieleki V', ruleBox: RuleBox.VMAX,
      ability: { name: 'Transistor', kind: AbilityKind.Transistor, a: 30, note: "your Basic Lightning Pokémon do 30 more to the opponent's Active" },
    }),
    svMon(S, 67, 'Ralts', 0, 60, P, M, undefined, 1, [
      { name: 'Memory Skip', cost: [P], damage: 10, effects: [[Op.DebuffDefender, Debuff.DisableAttack]], note: 'one chosen attack of the Defending Pokémon is disabled next turn' },
    ]),
    svMon(S, 68, 'Kirlia', 1, 80, P, M, undefined, 2, [
      { name: 'Slap', cost: [P, C], damage: 30 },
    ], {
      evolvesFrom: 'Ralts',
      ability: { name: 'Refinement', kind: AbilityKind.Refinement, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: discard a card from hand, draw 2' },
    }),
    {
      ...svTrainer(S, 156, 'Forest Seal Stone', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: a Pokémon V holder has the VSTAR Power Star Alchemy'),
      grantsAbility: { name: 'Star Alchemy', kind: AbilityKind.StarAlchemy, a: 0, vstar: true, note: 'VSTAR Power: any card from the deck into the hand' },
    },
    {
      ...svTrainer(S, 160, 'Leafy Camo Poncho', TrainerKind.Tool, [[Op.AttachTool]], "Tool: the opponent's Supporters' effects don't reach a VSTAR or VMAX holder"),
      supporterShield: true,
    },
  ],
};
