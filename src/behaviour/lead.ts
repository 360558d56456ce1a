// Abilities of the SV Battle Deck cards no batch owned (the lead's range, 110–119), each with what it
// does in the engine and the greedy bot's reading of it: Shivery Chill (Chien-Pao ex: take both
// Water Energy), Luminous Sign (Lumineon V: the Supporter that helps most) and Star Alchemy, the
// VSTAR Power Forest Seal Stone gives a Pokémon V (A8 is enforced in engine/powers.ts, where Tool
// Abilities are offered; once a game, so the bot uses it only for a card that enables this turn's
// play, as Quick Search chooses).
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { AbilityKind, Dest, Filter, T } from '../cards/types.js';
import * as registryModule from './registry.js';
import * as svaModule from './sva.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actA, actKind } = actionsModule;
const { registerAbilityBot } = registryModule;
const { searchAbility, deckHolds, quickSearchValue, NEVER } = svaModule;

// ---------- the engine ----------

const always = (): boolean => true;

// Once in your turn, only from the Active Spot: up to 2 basic Water Energy into the hand.
searchAbility(AbilityKind.ShiveryChill, Filter.BasicEnergy, () => T.Water, 0, 2, Dest.Hand, (_s, p, sl) => sl === p * SLOTS);
// Offered when Lumineon V is played from the hand onto the Bench: a Supporter into the hand.
searchAbility(AbilityKind.LuminousSign, Filter.Supporter, () => 0, 0, 1, Dest.Hand, always);
// Any card into the hand (once per game: A8).
searchAbility(AbilityKind.StarAlchemy, Filter.Any, () => 0, 1, 1, Dest.Hand, always);

// ---------- the greedy bot's reading ----------

registerAbilityBot(AbilityKind.ShiveryChill, {
  score: (s, p, sl) => (sl === p * SLOTS && s.deckCount[p] > 5 ? 335 : -1),
  choiceScore: (_s, _p, a) => (actKind(a) === Act.ChooseCard ? 1 : 0),
});

registerAbilityBot(AbilityKind.LuminousSign, {
  score: () => -1, // a triggered Ability: never an action
  choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? quickSearchValue(s, p, actA(a), h) : NEVER),
});

registerAbilityBot(AbilityKind.StarAlchemy, {
  score: (s, p, _sl, h) => (s.deckCount[p] > 5 && deckHolds(s, p, h, 60) ? 300 : -1),
  choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? quickSearchValue(s, p, actA(a), h) : NEVER),
});
