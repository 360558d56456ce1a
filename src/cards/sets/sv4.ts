// Paradox Rift (PAR): the cards the ex Battle Decks use.
import { type CardSet, T, Cond, Filter, Dest, Source, AbilityKind, AbilityLimit, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, BY_NAME } from '../build.js';

const P = T.Psychic;

export const sv4: CardSet = cardSet('PAR', [
  pokemon('PAR', 56, { // Iron Bundle
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  pokemon('PAR', 60, { attacks: [{ effects: [[Op.PlusPerDefenderCounter, 10]], note: "+10 per damage counter on the opponent's Active" }] }), // Plusle
  pokemon('PAR', 68, { // Tapu Koko ex
    attacks: [
      { effects: [[Op.PlusIfKnockedOutLastTurn, 90], [Op.ConditionIfKnockedOutLastTurn, Cond.Paralyzed]], note: "if one of your Pokémon was Knocked Out by an attack in the opponent's last turn: +90 and Paralyzed" },
      { effects: [[Op.DiscardSelfEnergy, T.None, 1]], note: 'discard an Energy from itself' },
    ],
  }),
  pokemon('PAR', 71, { attacks: [{ effects: [[Op.TimesHeads, 3]], note: '10 × heads of 3 coins' }] }), // Natu
  pokemon('PAR', 86, { // Scream Tail
    // prints no damage number: 20 per damage counter on itself, to 1 chosen opponent Pokémon
    attacks: [{}, { damage: 20, effects: [[Op.ChooseAnyOpponentTarget], [Op.TimesSelfCounters]], note: '20 × its own damage counters to 1 opponent Pokémon' }],
  }),
  pokemon('PAR', 72, { // Xatu
    ability: { kind: AbilityKind.AttachFromHandDraw, a: P, limit: AbilityLimit.OncePerTurnPerPokemon, note: 'once a turn: a basic Psychic Energy from the hand to a Benched Pokémon, then draw 2' },
  }),
  trainer('PAR', 160, { // Counter Catcher
    effects: [[Op.RequireBehindOnPrizes], [Op.SwitchOpponentActive]],
    note: "only while you have more Prizes left: switch in 1 of the opponent's Benched Pokémon",
  }),
  trainer('PAR', 163, { // Earthen Vessel
    effects: [[Op.DiscardFromHand, 1], moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)],
    note: 'discard 1 card; search up to 2 basic Energy',
  }),
  trainer('PAR', 167, { // Mela
    effects: [[Op.RequireKnockedOutLastTurn], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.Fire, 1, 1, Dest.AttachOwnAny), [Op.DrawUntil, 6]],
    note: "after a Knock Out in the opponent's last turn: a basic Fire Energy from the discard to one of your Pokémon, then draw until 6 in hand",
  }),
  trainer('PAR', 171, { effects: [[Op.OwnPokemonToHand]], note: 'one of your Pokémon to the hand, the cards attached to it discarded' }), // Professor Turo's Scenario
  trainer('PAR', 172, { effects: [moveCards(Source.DeckTopRestBottom, 4, Filter.Any, 0, 2, 2, Dest.Hand)], note: 'top 4: take 2, the rest to the bottom' }), // Rika
  trainer('PAR', 177, { // Technical Machine: Devolution
    effects: [[Op.AttachTool]],
    note: 'Technical Machine: its holder may use Devolution; discarded at the end of the turn',
    attack: { effects: [[Op.DevolveOpponentAll]], note: "each of the opponent's evolved Pokémon: its highest Stage card back to the opponent's hand" },
  }),
  trainer('PAR', 178, { // Technical Machine: Evolution
    effects: [[Op.AttachTool]],
    note: 'Technical Machine: its holder may use Evolution; discarded at the end of the turn',
    attack: { effects: [[Op.EvolveBenchFromDeck, 2]], note: 'up to 2 Benched Pokémon evolve with cards from the deck' },
  }),
  trainer('PAR', 179, { // Technical Machine: Turbo Energize
    effects: [[Op.AttachTool]],
    note: 'Technical Machine: its holder may use Turbo Energize; discarded at the end of the turn',
    attack: { effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOwnBench)], note: 'search the deck for up to 2 basic Energy and attach them to your Benched Pokémon' },
  }),
  pokemon('PAR', 26, { // Charcadet (std26b)
    attacks: [{ effects: [moveCards(Source.Deck, 0, Filter.BasicEnergy, T.Fire, 0, 1, Dest.AttachSelf)], note: 'search the deck for a basic Fire Energy and attach it to itself' }, {}],
  }),
  // std26d:
  pokemon('PAR', 139, { // Gholdengo ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
]);
