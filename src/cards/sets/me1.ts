// Mega Evolution (MEG): the cards the Mega Lucario ex League Battle Deck uses.
import { type CardSet, T, Debuff, Filter, Dest, Source, AbilityKind, AbilityLimit, AbilityTrigger, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { cardSet, pokemon, trainer, BY_NAME } from '../build.js';

const F = T.Fighting;

export const me1: CardSet = cardSet('MEG', [
  pokemon('MEG', 58, { attacks: [{ effects: [[Op.Draw, 1]], note: 'draw 1' }, {}] }), // Ralts
  pokemon('MEG', 59, { // Kirlia
    attacks: [{ effects: [moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 3, Dest.Hand)], note: 'search up to 3 Pokémon into the hand' }, {}],
  }),
  pokemon('MEG', 72), // Makuhita
  pokemon('MEG', 73, { // Hariyama
    attacks: [{ effects: [[Op.SelfDamage, 70]], note: '70 damage to itself' }],
    ability: { kind: AbilityKind.HeaveHoCatcher, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, trigger: AbilityTrigger.OnEvolveFromHand, note: "on evolving from hand: may switch in one of the opponent's Benched Pokémon" },
  }),
  pokemon('MEG', 74, { // Lunatone
    ability: BY_NAME,
  }),
  pokemon('MEG', 75, { // Solrock
    attacks: [{ partner: 'Lunatone', effects: [[Op.NothingUnlessPartnerBenched], [Op.IgnoreWeaknessResistance]], note: 'nothing unless Lunatone is on your Bench; no Weakness or Resistance' }],
  }),
  pokemon('MEG', 76, { attacks: [{ effects: [[Op.LockAttackNextTurn]], note: "can't use Accelerating Stab next turn" }] }), // Riolu
  // Its rule box says only that it gives 3 Prize cards: it evolves like any Stage 1 (K6).
  pokemon('MEG', 77, { // Mega Lucario ex
    attacks: [
      { effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, F, 0, 3, Dest.AttachOwnBench)], note: 'attach up to 3 basic Fighting Energy from the discard to your Benched Pokémon' },
      { effects: [[Op.LockAttackNextTurn]], note: "can't use Mega Brave next turn" },
    ],
  }),
  trainer('MEG', 114, { effects: [[Op.SwitchOpponentActive]], note: "switch one of the opponent's Benched Pokémon into the Active spot" }), // Boss's Orders
  trainer('MEG', 116, { // Fighting Gong
    effects: [moveCards(Source.Deck, 0, Filter.BasicOfType, F, 0, 1, Dest.Hand)],
    note: 'search a basic Fighting Energy or a Basic Fighting Pokémon',
  }),
  trainer('MEG', 119, { // Lillie's Determination
    effects: [[Op.ShuffleHandDrawByPrizes, 6, 8]],
    note: 'shuffle your hand into the deck, draw 6 (8 with exactly 6 Prize cards left)',
  }),
  trainer('MEG', 122, { // Mystery Garden
    effects: [[Op.DiscardEnergyFromHand, 1], [Op.DrawUntilPokemonOfType, T.Psychic]],
    note: 'Stadium: once in each turn, its player may discard an Energy card from the hand to draw until the hand has as many cards as they have Psychic Pokémon in play',
  }),
  trainer('MEG', 124, { // Premium Power Pro
    effects: [[Op.TypeDamageBonusThisTurn, F, 30]],
    note: "this turn your Fighting Pokémon do 30 more damage to the opponent's Active",
  }),
  trainer('MEG', 130, { effects: [[Op.SwitchSelf]], note: 'switch your Active with a Benched Pokémon' }), // Switch
  trainer('MEG', 131, { // Ultra Ball
    effects: [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)],
    note: 'discard 2 cards; search a Pokémon',
  }),
  // std26d:
  pokemon('MEG', 86, { // Mega Absol ex
    attacks: [
      { effects: [[Op.KnockOutIfExactCounters, 6]], note: "the opponent's Active with exactly 6 damage counters is Knocked Out" },
      { effects: [[Op.DiscardFromOpponentHand]], note: "the opponent reveals the hand; you discard a card from it" },
    ],
  }),
  pokemon('MEG', 88, { attacks: [{ effects: [[Op.DebuffDefender, Debuff.CantRetreat]], note: "the Defending Pokémon can't retreat next turn" }, {}] }), // Yveltal
  pokemon('MEG', 104, { // Mega Kangaskhan ex
    attacks: [BY_NAME],
    ability: BY_NAME,
  }),
  // std26f:
  pokemon('MEG', 54, { attacks: [{ effects: [[Op.SwitchSelf]], note: 'switch itself with 1 of your Benched Pokémon' }] }), // Abra
  pokemon('MEG', 55, { // Kadabra
    attacks: [{}],
    ability: { kind: AbilityKind.PsychicDraw, a: 2, limit: AbilityLimit.OncePerTurnPerPokemon, trigger: AbilityTrigger.OnEvolveFromHand, note: 'on evolving from the hand: may draw 2' },
  }),
  pokemon('MEG', 56, { // Alakazam
    attacks: [{ effects: [[Op.CountersPerHandOnDefender, 2]], note: "2 damage counters on the opponent's Active per card in your hand" }],
    ability: { kind: AbilityKind.PsychicDraw, a: 3, limit: AbilityLimit.OncePerTurnPerPokemon, trigger: AbilityTrigger.OnEvolveFromHand, note: 'on evolving from the hand: may draw 3' },
  }),
]);
