// Abilities of the SV Battle Deck cards no batch owned (the lead's range, 110–119), each with what it
// does in the engine and the greedy bot's reading of it: Shivery Chill (Chien-Pao ex: take both
// Water Energy), Luminous Sign (Lumineon V: the Supporter that helps most) and Star Alchemy, the
// VSTAR Power Forest Seal Stone gives a Pokémon V (A8 is enforced in engine/powers.ts, where Tool
// Abilities are offered; once a game, so the bot uses it only for a card that enables this turn's
// play, as Quick Search chooses).
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { AbilityKind, Dest, Filter, T, AbilityLimit, AbilityTrigger } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as registryModule from './registry.js';
import * as svaModule from './sva.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actA, actKind } = actionsModule;
const { defineAbility, defineAttack } = registryModule;
const { searchHandler, deckHolds, quickSearchValue, NEVER } = svaModule;

const always = (): boolean => true;

// Once in your turn, only from the Active Spot: up to 2 basic Water Energy into the hand.
defineAbility({
  name: 'Shivery Chill',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  engine: searchHandler(Filter.BasicEnergy, () => T.Water, 0, 2, Dest.Hand, (_s, p, sl) => sl === p * SLOTS),
  text: () => 'once in your turn, while it is your Active Pokémon, search your deck for up to 2 basic Water Energy and put them into your hand, then shuffle the deck',
  bot: {
    score: (s, p, sl) => (sl === p * SLOTS && s.deckCount[p] > 5 ? 335 : -1),
    choiceScore: (_s, _p, a) => (actKind(a) === Act.ChooseCard ? 1 : 0),
  },
});

// Chien-Pao ex (svp 30), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Hail Blade', effects: [[Op.DiscardTypeForDamage, T.Water, 60]], note: 'discard any number of Water Energy from your Pokémon: 60 each' });

// Offered when Lumineon V is played from the hand onto the Bench: a Supporter into the hand.
defineAbility({
  name: 'Luminous Sign',
  trigger: AbilityTrigger.OnBenchFromHand,
  engine: searchHandler(Filter.Supporter, () => 0, 0, 1, Dest.Hand, always),
  text: () => 'when you play it from your hand onto your Bench, you may search your deck for a Supporter and put it into your hand, then shuffle the deck',
  bot: {
    score: () => -1, // a triggered Ability: never an action
    choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? quickSearchValue(s, p, actA(a), h) : NEVER),
  },
});
// Lumineon V (swsh9 40), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Aqua Return', effects: [[Op.ShuffleSelfIntoDeck]], note: 'shuffle itself and its cards into the deck' });


// Any card into the hand (once per game: A8).
defineAbility({
  kind: AbilityKind.StarAlchemy,
  engine: searchHandler(Filter.Any, () => 0, 1, 1, Dest.Hand, always),
  text: () => 'search your deck for any card and put it into your hand, then shuffle the deck (a VSTAR Power: one per game)',
  bot: {
    score: (s, p, _sl, h) => (s.deckCount[p] > 5 && deckHolds(s, p, h, 60) ? 300 : -1),
    choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? quickSearchValue(s, p, actA(a), h) : NEVER),
  },
});
