// Twilight Masquerade (TWM): the cards the ex Battle Decks use.
import { type CardSet, type Effect, T, Cond, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const S = 'sv6';
const G = T.Grass, R = T.Fire, W = T.Water, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless, N = T.Dragon;
const item = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Item, effects, note);

export const sv6: CardSet = {
  id: S,
  codes: ['TWM', 'SV6'],
  name: 'Twilight Masquerade',
  cards: [
    svMon(S, 1, 'Tangela', 0, 80, G, R, undefined, 2, [
      { name: 'Gentle Slap', cost: [C], damage: 10 },
      { name: 'Vine Slap', cost: [G, C], damage: 30 },
    ]),
    svMon(S, 2, 'Tangrowth', 1, 150, G, R, undefined, 4, [
      { name: 'Loom Over', cost: [G, C, C], damage: 150, effects: [[Op.MinusPerSelfCounter, 10]], note: '10 less per damage counter on itself' },
    ], { evolvesFrom: 'Tangela', ability: { name: 'Thicket Body', kind: AbilityKind.TakesLessDamage, a: 30, note: 'takes 30 less damage from attacks (after Weakness and Resistance)' } }),
    svMon(S, 12, 'Phantump', 0, 70, G, R, undefined, 2, [
      { name: 'Leech Seed', cost: [G, C], damage: 20, effects: [[Op.HealSelf, 20]], note: 'heal 20 from itself' },
    ]),
    svMon(S, 13, 'Trevenant', 1, 120, G, R, undefined, 3, [
      { name: 'Giga Drain', cost: [G, C], damage: 50, effects: [[Op.HealSelfDamageDone]], note: 'heal from itself the damage done' },
      { name: 'Forest Dump', cost: [G, G, C], damage: 130 },
    ], { evolvesFrom: 'Phantump' }),
    svMon(S, 74, 'Bellibolt', 1, 140, L, F, undefined, 3, [
      { name: 'Thunder Shock', cost: [L, C], damage: 50, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Electric Ball', cost: [L, L, C], damage: 130 },
    ], { evolvesFrom: 'Tadbulb' }),
    svMon(S, 128, 'Dreepy', 0, 70, N, undefined, undefined, 1, [
      { name: 'Petty Grudge', cost: [P], damage: 10 },
      { name: 'Bite', cost: [R, P], damage: 40 },
    ]),
    svMon(S, 129, 'Drakloak', 1, 90, N, undefined, undefined, 1, [
      { name: 'Dragon Headbutt', cost: [R, P], damage: 70 },
    ], { evolvesFrom: 'Dreepy', ability: { name: 'Recon Directive', kind: AbilityKind.LookTopTakeOne, a: 2, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: look at the top 2, one to the hand, the other to the bottom' } }),
    svMon(S, 130, 'Dragapult ex', 2, 320, N, undefined, undefined, 1, [
      { name: 'Jet Headbutt', cost: [C], damage: 70 },
      { name: 'Phantom Dive', cost: [R, P], damage: 200, effects: [[Op.CountersOnOpponentBench, 6]], note: "6 damage counters on the opponent's Benched Pokémon, placed as you like" },
    ], { evolvesFrom: 'Drakloak', ex: true, tera: true }),
    svMon(S, 131, 'Tatsugiri', 0, 70, N, undefined, undefined, 1, [
      { name: 'Surf', cost: [R, W], damage: 50 },
    ], { ability: { name: 'Attract Customers', kind: AbilityKind.ActiveTopSupporter, a: 6, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn, while Active: look at the top 6 and take a Supporter there' } }),
    svMon(S, 141, 'Bloodmoon Ursaluna ex', 0, 260, C, F, undefined, 3, [
      { name: 'Blood Moon', cost: [C, C, C, C, C], damage: 240, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], { ex: true, ability: { name: 'Seasoned Skill', kind: AbilityKind.CostLessPerPrizeTaken, a: 0, note: 'Blood Moon (attack 0) costs 1 Colorless less per Prize card the opponent has taken' } }),
    { ...item(163, 'Secret Box', [[Op.DiscardFromHand, 3], moveCards(Source.Deck, 0, Filter.Item, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Tool, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Supporter, 0, 0, 1, Dest.Hand), moveCards(Source.Deck, 0, Filter.Stadium, 0, 0, 1, Dest.Hand)], 'ACE SPEC: discard 3 cards; search an Item, a Pokémon Tool, a Supporter and a Stadium'), aceSpec: true },
    { ...item(165, 'Unfair Stamp', [[Op.RequireKnockedOutLastTurn], [Op.BothShuffleHandsDraw, 5, 2]], "ACE SPEC: after a Knock Out in the opponent's last turn, both hands are shuffled into the decks; you draw 5, the opponent 2"), aceSpec: true },
  ],
};
