// Paldea Evolved (PAL): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const R = T.Fire, W = T.Water, L = T.Lightning, F = T.Fighting, C = T.Colorless;
const S = 'sv2';

export const sv2: CardSet = {
  id: S,
  codes: ['PAL', 'SV2'],
  name: 'Paldea Evolved',
  cards: [
    svMon(S, 28, 'Paldean Tauros', 0, 130, R, W, undefined, 2, [
      { name: 'Raging Horns', cost: [C, C], damage: 20, effects: [[Op.PlusPerSelfCounter, 10]], note: '+10 per damage counter on itself' },
      { name: 'Blaze Dash', cost: [R, R, C], damage: 120, effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ]),
    svMon(S, 34, 'Fuecoco', 0, 80, R, W, undefined, 2, [
      { name: 'Tackle', cost: [R], damage: 20 },
    ]),
    svMon(S, 36, 'Crocalor', 1, 110, R, W, undefined, 3, [
      { name: 'Steady Firebreathing', cost: [R], damage: 30 },
      { name: 'Hyper Voice', cost: [R, R], damage: 70 },
    ], { evolvesFrom: 'Fuecoco' }),
    svMon(S, 66, 'Voltorb', 0, 70, L, F, undefined, 1, [
      { name: 'Lightning Ball', cost: [L], damage: 10 },
      { name: 'Rollout', cost: [C, C], damage: 20 },
    ]),
    svMon(S, 67, 'Electrode', 1, 90, L, F, undefined, 1, [
      { name: 'Lightning Ball', cost: [L], damage: 60 },
      { name: 'Rolling Tackle', cost: [C, C, C], damage: 90 },
    ], { evolvesFrom: 'Voltorb' }),
    { ...svTrainer(S, 173, 'Bravery Charm', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: a Basic holder gets +50 HP'), toolHpBasic: 50 },
    svTrainer(S, 183, 'Great Ball', TrainerKind.Item, [moveCards(Source.DeckTop, 7, Filter.Pokemon, 0, 0, 1, Dest.Hand)], 'top 7: may take a Pokémon'),
  ],
};
