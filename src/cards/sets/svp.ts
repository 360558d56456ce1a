// Scarlet & Violet Black Star Promos used by the ex Battle Decks.
import { type CardSet, T, Filter, Dest, Source, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon } from './sv-builders.js';

const R = T.Fire, W = T.Water, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless;
const S = 'svp';

export const svp: CardSet = {
  id: S,
  codes: ['SVP', 'PR-SV', 'PRSV'],
  name: 'Scarlet & Violet Black Star Promos',
  cards: [
    svMon(S, 15, 'Flaaffy', 1, 90, L, F, undefined, 2, [
      { name: 'Static Shock', cost: [L], damage: 30 },
      { name: 'Extreme Current', cost: [L, C, C], damage: 80, effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ], { evolvesFrom: 'Mareep' }),
    svMon(S, 16, 'Ampharos ex', 2, 330, L, F, undefined, 2, [
      { name: 'Electro Ball', cost: [L], damage: 60 },
      { name: 'Thunderstrike Tail', cost: [L, C, C], damage: 140, effects: [[Op.OptionalDiscardForBonus, 2, 100]], note: 'may discard 2 Energy for +100' },
    ], { evolvesFrom: 'Flaaffy', ex: true }),
    svMon(S, 17, 'Lucario ex', 1, 260, F, P, undefined, 2, [
      { name: 'Low Sweep', cost: [F, C], damage: 60 },
      { name: 'Aura Sphere', cost: [F, F, C], damage: 160, effects: [[Op.BenchDamageOneOpponent, 50]], note: '50 to 1 opponent Benched Pokémon' },
    ], { evolvesFrom: 'Riolu', ex: true }),
    svMon(S, 30, 'Chien-Pao ex', 0, 220, W, T.Metal, undefined, 2, [
      { name: 'Hail Blade', cost: [W, W], damage: 60, effects: [[Op.DiscardTypeForDamage, T.Water, 60]], note: 'discard any number of Water Energy from your Pokémon: 60 each' },
    ], {
      ex: true,
      ability: { name: 'Shivery Chill', kind: AbilityKind.ShiveryChill, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn, while Active: up to 2 basic Water Energy from the deck into the hand' },
    }),
    svMon(S, 31, 'Tinkaton ex', 2, 300, P, T.Metal, undefined, 2, [
      { name: 'Big Hammer', cost: [C, C], damage: 30, effects: [[Op.TimesHandSize]], note: '30 × the cards in your hand' },
      { name: 'Pulverizing Press', cost: [P, C, C], damage: 140, effects: [[Op.IgnoreDefendingEffects]], note: "not changed by effects on the opponent's Active" },
    ], { evolvesFrom: 'Tinkatuff', ex: true }),
    svMon(S, 142, 'Victini ex', 0, 190, R, W, undefined, 1, [
      { name: 'Strafe', cost: [R], damage: 30, effects: [[Op.OptionalSwitchSelf]], note: 'may switch itself with a Benched Pokémon' },
      { name: 'Victory Flame', cost: [R, R, C], damage: 220, effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" },
    ], { ex: true }),
    svMon(S, 143, 'Miraidon ex', 0, 220, L, F, undefined, 0, [
      { name: 'Rapid Draw', cost: [L], damage: 20, effects: [[Op.Draw, 2]], note: 'draw 2' },
      { name: 'Techno Turbo', cost: [L, L, L], damage: 150, effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, L, 1, 1, Dest.AttachOwnBench)], note: 'attach a basic Lightning Energy from the discard to a Benched Pokémon' },
    ], { ex: true }),
  ],
};
