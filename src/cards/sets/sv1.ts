// Scarlet & Violet base set (SVI): the cards the ex Battle Decks use.
import { type CardSet, type Effect, T, Filter, Dest, Source, Guard, Debuff, TrainerKind, StadiumEffect, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const R = T.Fire, W = T.Water, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless, D = T.Darkness;
const S = 'sv1';
const item = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Item, effects, note);
const supporter = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Supporter, effects, note);

export const sv1: CardSet = {
  id: S,
  codes: ['SVI', 'SV1'],
  name: 'Scarlet & Violet',
  cards: [
    svMon(S, 32, 'Arcanine ex', 1, 280, R, W, undefined, 3, [
      { name: 'Raging Claws', cost: [R, R], damage: 30, effects: [[Op.PlusPerSelfCounter, 10]], note: '+10 per damage counter on itself' },
      { name: 'Bright Flame', cost: [R, R, R], damage: 250, effects: [[Op.DiscardSelfEnergy, R, 2]], note: 'discard 2 Fire Energy from itself' },
    ], { evolvesFrom: 'Growlithe', ex: true, tera: true }),
    svMon(S, 38, 'Skeledirge', 2, 180, R, W, undefined, 3, [
      { name: 'Passionate Singing', cost: [R], damage: 50, effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOwnAny)], note: 'attach up to 2 basic Energy from the discard to your Pokémon' },
      { name: 'Blazing Shout', cost: [R, R, C], damage: 190, effects: [[Op.SelfDamage, 30]], note: '30 damage to itself' },
    ], { evolvesFrom: 'Crocalor' }),
    svMon(S, 46, 'Buizel', 0, 70, W, L, undefined, 1, [
      { name: 'Rain Splash', cost: [W], damage: 10 },
      { name: 'Razor Fin', cost: [C, C], damage: 20 },
    ]),
    svMon(S, 47, 'Floatzel', 1, 120, W, L, undefined, 1, [
      { name: 'Hydro Pump', cost: [C, C], damage: 50, effects: [[Op.PlusPerSelfEnergy, W, 20]], note: '+20 per Water Energy attached to itself' },
    ], { evolvesFrom: 'Buizel' }),
    svMon(S, 51, 'Bruxish', 0, 100, W, L, undefined, 1, [
      { name: 'Vivid Charge', cost: [W], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 3, Dest.Hand)], note: 'search up to 3 basic Energy into the hand' },
      { name: 'Wave Splash', cost: [W, C], damage: 60 },
    ]),
    svMon(S, 66, 'Mareep', 0, 60, L, F, undefined, 1, [
      { name: 'Static Shock', cost: [L], damage: 10 },
      { name: 'Electro Ball', cost: [L, C, C], damage: 40 },
    ]),
    svMon(S, 69, 'Rotom', 0, 60, L, F, undefined, 1, [
      { name: 'Linear Attack', cost: [C], damage: 20, effects: [[Op.ChooseAnyOpponentTarget]], note: '20 to 1 opponent Pokémon' },
    ]),
    svMon(S, 77, 'Wattrel', 0, 50, L, L, F, 1, [
      { name: 'Collect', cost: [C], damage: 0, effects: [[Op.Draw, 1]], note: 'draw 1' },
      { name: 'Glide', cost: [L, C], damage: 20 },
    ]),
    svMon(S, 79, 'Kilowattrel', 1, 120, L, L, F, 1, [
      { name: 'Skill Dive', cost: [C, C], damage: 50, effects: [[Op.ChooseAnyOpponentTarget]], note: '50 to 1 opponent Pokémon' },
      { name: 'Thunder Blast', cost: [L, C, C], damage: 140, effects: [[Op.DiscardSelfEnergy, L, 1]], note: 'discard a Lightning Energy from itself' },
    ], { evolvesFrom: 'Wattrel' }),
    svMon(S, 80, 'Miraidon', 0, 120, L, F, undefined, 1, [
      { name: 'Sharp Fang', cost: [C, C], damage: 30 },
      { name: 'Lightning Laser', cost: [L, L, C], damage: 90, effects: [[Op.BenchDamageOneOpponent, 30]], note: '30 to 1 opponent Benched Pokémon' },
    ]),
    svMon(S, 81, 'Miraidon ex', 0, 220, L, F, undefined, 1, [
      { name: 'Photon Blaster', cost: [L, L, C], damage: 220, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], {
      ex: true,
      ability: { name: 'Tandem Unit', kind: AbilityKind.TandemUnit, a: L, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'search up to 2 Basic Lightning Pokémon onto the Bench' },
    }),
    svMon(S, 86, 'Gardevoir ex', 2, 310, P, D, F, 2, [
      { name: 'Miracle Force', cost: [P, P, C], damage: 190, effects: [[Op.ClearSelfConditions]], note: 'it recovers from all Special Conditions' },
    ], {
      evolvesFrom: 'Kirlia', ex: true,
      ability: { name: 'Psychic Embrace', kind: AbilityKind.PsychicEmbrace, a: 0, limit: AbilityLimit.AsOftenAsYouLike, note: 'basic Psychic Energy from the discard to a Psychic Pokémon, 2 damage counters on it' },
    }),
    svMon(S, 89, 'Drifloon', 0, 70, P, D, F, 1, [
      { name: 'Gust', cost: [C, C], damage: 10 },
      { name: 'Balloon Blast', cost: [P, P], damage: 30, effects: [[Op.TimesSelfCounters]], note: '30 × damage counters on itself' },
    ]),
    svMon(S, 90, 'Drifblim', 1, 110, P, D, F, 1, [
      { name: 'Gust', cost: [C, C], damage: 30 },
      { name: 'Curse Spreading', cost: [P, P, P], damage: 0, effects: [[Op.PutCountersOnOpponent, 8]], note: "8 damage counters on the opponent's Pokémon as you like" },
    ], { evolvesFrom: 'Drifloon' }),
    svMon(S, 101, 'Flittle', 0, 40, P, D, F, 1, [
      { name: 'Spinning Attack', cost: [C], damage: 20 },
    ]),
    svMon(S, 103, 'Espathra', 1, 110, P, D, F, 0, [
      { name: 'Eye Strength', cost: [P], damage: 20, effects: [[Op.DebuffDefender, Debuff.CantRetreat]], note: "the Defending Pokémon can't retreat next turn" },
      { name: 'Psychic', cost: [P, C, C], damage: 30, effects: [[Op.PlusPerDefenderEnergy, 50]], note: "+50 per Energy on the opponent's Active" },
    ], { evolvesFrom: 'Flittle' }),
    svMon(S, 107, 'Mankey', 0, 60, F, P, undefined, 1, [
      { name: 'Monkey Beatdown', cost: [F], damage: 30, effects: [[Op.SelfDamage, 10]], note: '10 damage to itself' },
    ]),
    svMon(S, 108, 'Primeape', 1, 90, F, P, undefined, 1, [
      { name: 'Raging Punch', cost: [F], damage: 70, effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' },
    ], { evolvesFrom: 'Mankey' }),
    svMon(S, 109, 'Annihilape', 2, 140, F, P, undefined, 2, [
      { name: 'Rage Fist', cost: [F], damage: 70, effects: [[Op.TimesOpponentPrizesTaken]], note: '70 × prizes the opponent has taken' },
      { name: 'Dynamite Punch', cost: [F, F], damage: 170, effects: [[Op.SelfDamage, 50]], note: '50 damage to itself' },
    ], { evolvesFrom: 'Primeape' }),
    svMon(S, 110, 'Meditite', 0, 60, F, P, undefined, 1, [
      { name: 'Feint', cost: [F], damage: 10, effects: [[Op.IgnoreResistance]], note: 'ignores Resistance' },
    ]),
    svMon(S, 111, 'Medicham', 1, 90, F, P, undefined, 1, [
      { name: 'Acu-Punch-Ture', cost: [F], damage: 30, effects: [[Op.DebuffDefender, Debuff.DisableAttack]], note: 'one chosen attack of the Defending Pokémon is disabled next turn' },
      { name: 'Kick Shot', cost: [F], damage: 90, effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' },
    ], { evolvesFrom: 'Meditite' }),
    svMon(S, 112, 'Riolu', 0, 70, F, P, undefined, 1, [
      { name: 'Jab', cost: [C], damage: 10 },
      { name: 'Low Kick', cost: [F, C], damage: 20 },
    ]),
    svMon(S, 124, 'Koraidon', 0, 130, F, P, undefined, 2, [
      { name: 'Claw Slash', cost: [C, C, C], damage: 70 },
      { name: 'Rampaging Fang', cost: [F, F, F, C], damage: 190, effects: [[Op.DiscardSelfEnergy, T.None, 3]], note: 'discard 3 Energy from itself' },
    ]),
    svMon(S, 148, 'Starly', 0, 60, C, L, F, 1, [
      { name: 'Flap', cost: [C], damage: 20 },
    ]),
    svMon(S, 149, 'Staravia', 1, 80, C, L, F, 1, [
      { name: 'Wing Attack', cost: [C, C], damage: 40 },
      { name: 'Speed Dive', cost: [C, C, C], damage: 80 },
    ], { evolvesFrom: 'Starly' }),
    svMon(S, 150, 'Staraptor', 2, 150, C, L, F, 1, [
      { name: 'Tailspin Away', cost: [C, C], damage: 60, effects: [[Op.Guard, Guard.PreventFromBasic, 0]], note: 'next turn, prevent damage from Basic Pokémon' },
      { name: 'Power Blast', cost: [C, C, C], damage: 180, effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ], { evolvesFrom: 'Staravia' }),
    svMon(S, 155, 'Lechonk', 0, 60, C, F, undefined, 1, [
      { name: 'Collect', cost: [C], damage: 0, effects: [[Op.Draw, 1]], note: 'draw 1' },
      { name: 'Tackle', cost: [C, C, C], damage: 30 },
    ]),
    svMon(S, 157, 'Oinkologne', 1, 120, C, F, undefined, 2, [
      { name: 'Ram', cost: [C, C], damage: 50 },
      { name: 'Leg Stomp', cost: [C, C, C], damage: 130, effects: [[Op.FlipTailsSelfCantAttackNextTurn]], note: "tails: can't attack next turn" },
    ], { evolvesFrom: 'Lechonk' }),
    svMon(S, 162, 'Squawkabilly', 0, 70, C, L, F, 1, [
      { name: 'Call for Family', cost: [C], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 2, Dest.Bench)], note: 'search up to 2 Basic Pokémon onto the Bench' },
      { name: 'Fly', cost: [C, C], damage: 60, effects: [[Op.FlipTailsNothing], [Op.Guard, Guard.PreventDamageAndEffects, 0]], note: 'tails: nothing; heads: prevent all damage and effects next turn' },
    ]),
    svMon(S, 164, 'Cyclizar', 0, 110, C, F, undefined, 0, [
      { name: 'Touring', cost: [C], damage: 0, effects: [[Op.Draw, 2]], note: 'draw 2' },
      { name: 'Speed Attack', cost: [C, C, C], damage: 100 },
    ]),
    svMon(S, 165, 'Flamigo', 0, 110, C, L, F, 1, [
      { name: 'Flap', cost: [C], damage: 30 },
      { name: 'Nosedive', cost: [C, C, C], damage: 110, effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' },
    ]),
    supporter(166, 'Arven', [moveCards(Source.Deck, 0, Filter.Item, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Tool, 0, 0, 1, Dest.Hand)], 'search an Item and a Pokémon Tool'),
    { ...svTrainer(S, 169, 'Defiance Band', TrainerKind.Tool, [[Op.AttachTool]], "Tool: +30 damage to the opponent's Active while you have more Prizes left"), toolDamageWhenBehind: 30 },
    item(170, 'Electric Generator', [moveCards(Source.DeckTop, 5, Filter.BasicEnergy, L, 0, 2, Dest.AttachOwnBenchOfType)], 'top 5: attach up to 2 basic Lightning Energy to Benched Lightning Pokémon'),
    item(171, 'Energy Retrieval', [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)], 'up to 2 basic Energy from the discard to hand'),
    supporter(175, 'Jacq', [moveCards(Source.Deck, 0, Filter.EvolutionPokemon, 0, 0, 2, Dest.Hand)], 'search up to 2 Evolution Pokémon'),
    supporter(180, 'Nemona', [[Op.Draw, 3]], 'draw 3'),
    item(181, 'Nest Ball', [moveCards(Source.Deck, 0, Filter.BasicPokemon, 0, 0, 1, Dest.Bench)], 'search a Basic Pokémon onto the Bench'),
    item(182, 'Pal Pad', [moveCards(Source.Discard, 0, Filter.Supporter, 0, 0, 2, Dest.DeckShuffle)], 'shuffle up to 2 Supporters from the discard into the deck'),
    item(185, 'Poké Ball', [[Op.FlipHeadsOrStop], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)], 'heads: search a Pokémon'),
    item(186, 'Pokégear 3.0', [moveCards(Source.DeckTop, 7, Filter.Supporter, 0, 0, 1, Dest.Hand)], 'top 7: may take a Supporter'),
    item(188, 'Potion', [[Op.Heal, 30]], 'heal 30 from one of your Pokémon'),
    supporter(189, "Professor's Research (Professor Sada)", [[Op.DiscardHandDraw, 7]], 'discard the hand, draw 7'),
    supporter(190, "Professor's Research (Professor Turo)", [[Op.DiscardHandDraw, 7]], 'discard the hand, draw 7'),
    item(194, 'Switch', [[Op.SwitchSelf]], 'switch your Active with a Benched Pokémon'),
    item(196, 'Ultra Ball', [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)], 'discard 2 cards; search a Pokémon'),
    { ...svTrainer(S, 167, 'Beach Court', TrainerKind.Stadium, [], 'Stadium: Basic Pokémon in play retreat for 1 less'), stadium: StadiumEffect.BasicRetreatMinusOne },
    item(191, 'Rare Candy', [[Op.RareCandy]], 'evolve a Basic in play straight to a Stage 2 from your hand'),
    { ...svTrainer(S, 197, 'Vitality Band', TrainerKind.Tool, [[Op.AttachTool]], 'Tool: +10 damage to the opponent\'s Active'), toolDamage: 10 },
    supporter(198, 'Youngster', [[Op.ShuffleHandDraw, 5]], 'shuffle your hand into the deck, draw 5'),
  ],
};
