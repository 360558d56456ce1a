// Paldea Evolved (PAL): the cards the ex Battle Decks use.
import { type CardSet, T, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const G = T.Grass, R = T.Fire, W = T.Water, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless, M = T.Metal;
const S = 'sv2';

export const sv2: CardSet = {
  id: S,
  codes: ['PAL', 'SV2'],
  name: 'Paldea Evolved',
  cards: [
    svMon(S, 7, 'Tropius', 0, 110, G, R, undefined, 1, [
      { name: 'Leaf Drain', cost: [G], damage: 20, effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' },
      { name: 'Tropic Breeze', cost: [G, G, C], damage: 130, effects: [[Op.MoveAllSelfEnergyToBench]], note: 'move all its Energy to 1 Benched Pokémon' },
    ]),
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
    svMon(S, 44, 'Marill', 0, 70, W, L, undefined, 1, [
      { name: 'Bubble Drain', cost: [W, C], damage: 20, effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' },
    ]),
    svMon(S, 45, 'Azumarill', 1, 120, W, L, undefined, 1, [
      { name: 'Bubble Drain', cost: [W, C], damage: 50, effects: [[Op.HealSelf, 30]], note: 'heal 30 from itself' },
      { name: 'Slam', cost: [W, C, C], damage: 100, effects: [[Op.TimesHeads, 2]], note: '100 × heads of 2 coins' },
    ], { evolvesFrom: 'Marill' }),
    svMon(S, 46, 'Delibird', 0, 90, W, M, undefined, 1, [
      { name: 'Double Draw', cost: [C], damage: 0, effects: [[Op.Draw, 2]], note: 'draw 2' },
      { name: 'Ice Wing', cost: [W, C], damage: 30 },
    ]),
    svMon(S, 58, 'Frigibax', 0, 70, W, M, undefined, 2, [
      { name: 'Chilly', cost: [W], damage: 10 },
      { name: 'Bite', cost: [W, W, C], damage: 50 },
    ]),
    svMon(S, 59, 'Arctibax', 1, 90, W, M, undefined, 2, [
      { name: 'Sharp Fin', cost: [W, C], damage: 40 },
      { name: 'Frost Smash', cost: [W, W, C], damage: 80 },
    ], { evolvesFrom: 'Frigibax' }),
    svMon(S, 60, 'Baxcalibur', 2, 160, W, M, undefined, 2, [
      { name: 'Buster Tail', cost: [W, W, C], damage: 130 },
    ], {
      evolvesFrom: 'Arctibax',
      ability: { name: 'Super Cold', kind: AbilityKind.SuperCold, a: 0, limit: AbilityLimit.AsOftenAsYouLike, note: 'basic Water Energy from the hand to any of your Pokémon' },
    }),
    svMon(S, 66, 'Voltorb', 0, 70, L, F, undefined, 1, [
      { name: 'Lightning Ball', cost: [L], damage: 10 },
      { name: 'Rollout', cost: [C, C], damage: 20 },
    ]),
    svMon(S, 67, 'Electrode', 1, 90, L, F, undefined, 1, [
      { name: 'Lightning Ball', cost: [L], damage: 60 },
      { name: 'Rolling Tackle', cost: [C, C, C], damage: 90 },
    ], { evolvesFrom: 'Voltorb' }),
    svMon(S, 78, 'Tadbulb', 0, 60, L, F, undefined, 1, [
      { name: 'Stampede', cost: [C], damage: 10 },
      { name: 'Static Shock', cost: [L, L], damage: 30 },
    ]),
    svMon(S, 100, 'Tinkatink', 0, 60, P, M, undefined, 1, [
      { name: 'Collect', cost: [C], damage: 0, effects: [[Op.Draw, 1]], note: 'draw 1' },
      { name: 'Corkscrew Punch', cost: [P, C], damage: 20 },
    ]),
    svMon(S, 103, 'Tinkatuff', 1, 80, P, M, undefined, 2, [
      { name: 'Light Punch', cost: [C], damage: 30 },
      { name: 'Boundless Power', cost: [P, C], damage: 80, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], { evolvesFrom: 'Tinkatink' }),
    svTrainer(S, 171, 'Artazon', TrainerKind.Stadium, [moveCards(Source.Deck, 0, Filter.BasicNoRuleBox, 0, 0, 1, Dest.Bench)], 'Stadium: once in each turn, its player may search a Basic Pokémon without a Rule Box onto the Bench'),
    svTrainer(S, 172, "Boss's Orders (Ghetsis)", TrainerKind.Supporter, [[Op.SwitchOpponentActive]], "switch in 1 of the opponent's Benched Pokémon"),
    { ...svTrainer(S, 173, 'Bravery Charm', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: a Basic holder gets +50 HP'), toolHpBasic: 50 },
    svTrainer(S, 183, 'Great Ball', TrainerKind.Item, [moveCards(Source.DeckTop, 7, Filter.Pokemon, 0, 0, 1, Dest.Hand)], 'top 7: may take a Pokémon'),
    svTrainer(S, 185, 'Iono', TrainerKind.Supporter, [[Op.BothHandsToBottomDrawPrizes]], 'both hands to the bottom of the decks; each draws 1 per Prize left'),
    svTrainer(S, 188, 'Super Rod', TrainerKind.Item, [moveCards(Source.Discard, 0, Filter.PokemonOrBasicEnergy, 0, 0, 3, Dest.DeckShuffle)], 'shuffle up to 3 Pokémon and basic Energy from the discard into the deck'),
  ],
};
