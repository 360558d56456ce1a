// Paradox Rift (PAR): the cards the ex Battle Decks use.
import { type CardSet, type Effect, T, Cond, Filter, Dest, Source, TrainerKind, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const S = 'sv4';
const L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless, D = T.Darkness;
const item = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Item, effects, note);
const supporter = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Supporter, effects, note);

export const sv4: CardSet = {
  id: S,
  codes: ['PAR', 'SV4'],
  name: 'Paradox Rift',
  cards: [
    svMon(S, 60, 'Plusle', 0, 70, L, F, undefined, 1, [
      { name: 'Plus Damage', cost: [C, C], damage: 10, effects: [[Op.PlusPerDefenderCounter, 10]], note: "+10 per damage counter on the opponent's Active" },
    ]),
    svMon(S, 68, 'Tapu Koko ex', 0, 210, L, F, undefined, 1, [
      { name: 'Vengeful Shock', cost: [L, C], damage: 30, effects: [[Op.PlusIfKnockedOutLastTurn, 90], [Op.ConditionIfKnockedOutLastTurn, Cond.Paralyzed]], note: "if one of your Pokémon was Knocked Out by an attack in the opponent's last turn: +90 and Paralyzed" },
      { name: 'Extreme Current', cost: [L, L, C], damage: 180, effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ], { ex: true }),
    svMon(S, 71, 'Natu', 0, 50, P, D, F, 1, [
      { name: 'Triple Strike', cost: [P], damage: 10, effects: [[Op.TimesHeads, 3]], note: '10 × heads of 3 coins' },
    ]),
    svMon(S, 72, 'Xatu', 1, 100, P, D, F, 1, [
      { name: 'Super Psy Bolt', cost: [P, C, C], damage: 80 },
    ], { evolvesFrom: 'Natu', ability: { name: 'Clairvoyant Sense', kind: AbilityKind.AttachFromHandDraw, a: P, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: a basic Psychic Energy from the hand to a Benched Pokémon, then draw 2' } }),
    item(160, 'Counter Catcher', [[Op.RequireBehindOnPrizes], [Op.SwitchOpponentActive]], "only while you have more Prizes left: switch in 1 of the opponent's Benched Pokémon"),
    item(163, 'Earthen Vessel', [[Op.DiscardFromHand, 1], moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)], 'discard 1 card; search up to 2 basic Energy'),
    supporter(167, 'Mela', [[Op.RequireKnockedOutLastTurn], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.Fire, 1, 1, Dest.AttachOwnAny), [Op.DrawUntil, 6]], "after a Knock Out in the opponent's last turn: a basic Fire Energy from the discard to one of your Pokémon, then draw until 6 in hand"),
    supporter(171, "Professor Turo's Scenario", [[Op.OwnPokemonToHand]], 'one of your Pokémon to the hand, the cards attached to it discarded'),
    supporter(172, 'Rika', [moveCards(Source.DeckTopRestBottom, 4, Filter.Any, 0, 2, 2, Dest.Hand)], 'top 4: take 2, the rest to the bottom'),
    {
      ...svTrainer(S, 177, 'Technical Machine: Devolution', TrainerKind.Tool, [[Op.AttachTool]], 'Technical Machine: its holder may use Devolution; discarded at the end of the turn'),
      attack: { name: 'Devolution', cost: [C], damage: 0, effects: [[Op.DevolveOpponentAll]], note: "each of the opponent's evolved Pokémon: its highest Stage card back to the opponent's hand" },
    },
    {
      ...svTrainer(S, 178, 'Technical Machine: Evolution', TrainerKind.Tool, [[Op.AttachTool]], 'Technical Machine: its holder may use Evolution; discarded at the end of the turn'),
      attack: { name: 'Evolution', cost: [C], damage: 0, effects: [[Op.EvolveBenchFromDeck, 2]], note: 'up to 2 Benched Pokémon evolve with cards from the deck' },
    },
    {
      ...svTrainer(S, 179, 'Technical Machine: Turbo Energize', TrainerKind.Tool, [[Op.AttachTool]], 'Technical Machine: its holder may use Turbo Energize; discarded at the end of the turn'),
      attack: { name: 'Turbo Energize', cost: [C], damage: 0, effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOwnBench)], note: 'search the deck for up to 2 basic Energy and attach them to your Benched Pokémon' },
    },
  ],
};
