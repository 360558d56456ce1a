// The greedy bot's use of the lead's Abilities: Shivery Chill (take both Water Energy), Luminous
// Sign (the Supporter that helps most) and Star Alchemy (a VSTAR Power: once a game, so only for a
// card that enables this turn's play, as Quick Search chooses).
import * as stateModule from '../../engine/state.js';
import { Act } from '../../engine/actions.js';
import * as actionsModule from '../../engine/actions.js';
import * as greedyPowersModule from '../greedy-powers.js';
import { AbilityKind } from '../../cards/types.js';
import * as svaModule from './sva.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actA, actKind } = actionsModule;
const { registerAbilityBot } = greedyPowersModule;
const { deckHolds, quickSearchValue, NEVER } = svaModule;

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
