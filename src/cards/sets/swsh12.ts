// Silver Tempest (SIT): the cards the SV Battle Decks use (Weakness ×2, as printed).
import { type CardSet, T, Guard, TrainerKind, RuleBox } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'swsh12';

export const swsh12: CardSet = {
  id: S,
  codes: ['SIT', 'SWSH12'],
  name: 'Silver Tempest',
  cards: [
    svMon(S, 56, 'Zeraora', 0, 110, L, F, undefined, 0, [
      { name: 'Battle Claw', cost: [L], damage: 30, effects: [[Op.PlusIfDefenderEvolved, 30]], note: '+30 if the Defending Pokémon is an Evolution Pokémon' },
      { name: 'Mach Bolt', cost: [L, C, C], damage: 80 },
    ]),
    svMon(S, 57, 'Regieleki V', 0, 200, L, F, undefined, 1, [
      { name: 'Switching Bolt', cost: [L], damage: 30, effects: [[Op.SwitchSelf]], note: 'switch itself with a Benched Pokémon' },
      { name: 'Lightning Wall', cost: [L, C, C], damage: 100, effects: [[Op.Guard, Guard.ReduceDamage, 100]], note: 'next turn it takes 100 less damage from attacks' },
    ], { ruleBox: RuleBox.V }),
    {
      ...svTrainer(S, 160, 'Leafy Camo Poncho', TrainerKind.Tool, [[Op.AttachTool]], "Tool: the opponent's Supporters' effects don't reach a VSTAR or VMAX holder"),
      supporterShield: true,
    },
  ],
};
