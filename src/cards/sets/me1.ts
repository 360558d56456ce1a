// Mega Evolution (MEG): the cards the Mega Lucario ex League Battle Deck uses.
import { type CardSet, type Effect, T, Filter, Dest, Source, TrainerKind, RuleBox, AbilityKind, AbilityLimit, AbilityTrigger, moveCards } from '../types.js';
import { Op } from '../opcodes.js';
import { svMon, svTrainer } from './sv-builders.js';

const P = T.Psychic, F = T.Fighting, G = T.Grass;
const S = 'me1';
const item = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Item, effects, note);
const supporter = (n: number, name: string, effects: Effect[], note: string) => svTrainer(S, n, name, TrainerKind.Supporter, effects, note);

export const me1: CardSet = {
  id: S,
  codes: ['MEG', 'ME1'],
  name: 'Mega Evolution',
  cards: [
    svMon(S, 72, 'Makuhita', 0, 80, F, P, undefined, 2, [
      { name: 'Corkscrew Punch', cost: [F], damage: 10 },
      { name: 'Confront', cost: [F, F], damage: 30 },
    ]),
    svMon(S, 73, 'Hariyama', 1, 150, F, P, undefined, 3, [
      { name: 'Wild Press', cost: [F, F, F], damage: 210, effects: [[Op.SelfDamage, 70]], note: '70 damage to itself' },
    ], {
      evolvesFrom: 'Makuhita',
      ability: {
        name: 'Heave-Ho Catcher', kind: AbilityKind.HeaveHoCatcher, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, trigger: AbilityTrigger.OnEvolveFromHand,
        note: "on evolving from hand: may switch in one of the opponent's Benched Pokémon",
      },
    }),
    svMon(S, 74, 'Lunatone', 0, 110, F, G, undefined, 1, [
      { name: 'Power Gem', cost: [F, F], damage: 50 },
    ], {
      ability: {
        name: 'Lunar Cycle', kind: AbilityKind.LunarCycle, a: 0, limit: AbilityLimit.OncePerTurnPerName,
        note: 'once a turn (one Lunar Cycle a turn), with Solrock in play: discard a basic Fighting Energy card from hand, draw 3',
      },
    }),
    svMon(S, 75, 'Solrock', 0, 110, F, G, undefined, 1, [
      {
        name: 'Cosmic Beam', cost: [F], damage: 70, partner: 'Lunatone',
        effects: [[Op.NothingUnlessPartnerBenched], [Op.IgnoreWeaknessResistance]], note: 'nothing unless Lunatone is on your Bench; no Weakness or Resistance',
      },
    ]),
    svMon(S, 76, 'Riolu', 0, 80, F, P, undefined, 2, [
      { name: 'Accelerating Stab', cost: [F], damage: 30, effects: [[Op.LockAttackNextTurn]], note: "can't use Accelerating Stab next turn" },
    ]),
    // Its rule box says only that it gives 3 Prize cards: it evolves like any Stage 1 (K6).
    svMon(S, 77, 'Mega Lucario ex', 1, 340, F, P, undefined, 2, [
      { name: 'Aura Jab', cost: [F], damage: 130, effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, F, 0, 3, Dest.AttachOwnBench)], note: 'attach up to 3 basic Fighting Energy from the discard to your Benched Pokémon' },
      { name: 'Mega Brave', cost: [F, F], damage: 270, effects: [[Op.LockAttackNextTurn]], note: "can't use Mega Brave next turn" },
    ], { evolvesFrom: 'Riolu', ex: true, ruleBox: RuleBox.MegaEx }),
    supporter(114, "Boss's Orders", [[Op.SwitchOpponentActive]], "switch one of the opponent's Benched Pokémon into the Active spot"),
    item(116, 'Fighting Gong', [moveCards(Source.Deck, 0, Filter.BasicOfType, F, 0, 1, Dest.Hand)], 'search a basic Fighting Energy or a Basic Fighting Pokémon'),
    supporter(119, "Lillie's Determination", [[Op.ShuffleHandDrawByPrizes, 6, 8]], 'shuffle your hand into the deck, draw 6 (8 with exactly 6 Prize cards left)'),
    item(124, 'Premium Power Pro', [[Op.TypeDamageBonusThisTurn, F, 30]], "this turn your Fighting Pokémon do 30 more damage to the opponent's Active"),
    item(130, 'Switch', [[Op.SwitchSelf]], 'switch your Active with a Benched Pokémon'),
    item(131, 'Ultra Ball', [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 0, 1, Dest.Hand)], 'discard 2 cards; search a Pokémon'),
  ],
};
