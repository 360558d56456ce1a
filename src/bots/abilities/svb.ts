// The greedy bot's reading of batch sv-b's Abilities (src/engine/abilities/svb.ts). Each is once
// a turn (per Pokémon or per name) except the triggered ones, so none can loop; they score with
// the draws and searches of greedy.ts (300–340) unless they attach Energy (~390).
import { GameState, Reg } from '../../engine/state.js';
import * as stateModule from '../../engine/state.js';
import { Act } from '../../engine/actions.js';
import * as actionsModule from '../../engine/actions.js';
import { type PowerHelpers } from '../greedy-powers.js';
import * as greedyPowersModule from '../greedy-powers.js';
import * as tablesModule from '../../engine/tables.js';
import { AbilityKind, Supertype, TrainerKind, T } from '../../cards/types.js';
import * as typesModule from '../../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, ENERGY_STRIDE } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { registerAbilityBot } = greedyPowersModule;
const { cSuper, cTrainerKind, cEnergyType, cStage } = tablesModule;
const { TYPE_COUNT } = typesModule;

/** Enough cards stay in the deck after drawing n (a margin against decking out). */
const deckAllows = (s: GameState, p: number, n: number): boolean => s.deckCount[p] - n >= 8;

/** What a card taken into the hand is worth here: a Supporter or an Evolution first. */
function cardWorth(s: GameState, c: number): number {
  const d = s.cardDef[c];
  if (cSuper[d] === Supertype.Trainer) return cTrainerKind[d] === TrainerKind.Supporter ? 4 : 3;
  if (cSuper[d] === Supertype.Pokemon) return cStage[d] > 0 ? 5 : 2;
  return 1;
}

const noChoice = (): number => 0;

registerAbilityBot(AbilityKind.DrawUntil, {
  score: (s, p) => (deckAllows(s, p, 3 - s.handCount[p]) ? 325 : -1),
  choiceScore: noChoice,
});

registerAbilityBot(AbilityKind.DrawIfKnockedOutLastTurn, {
  score: (s, p) => (deckAllows(s, p, 3) ? 330 : -1),
  choiceScore: noChoice,
});

registerAbilityBot(AbilityKind.AttachFromHandDraw, {
  // The Energy goes to the Bench and 2 cards come: before attaching from the hand.
  score: (s, p) => (deckAllows(s, p, 2) ? 390 : -1),
  choiceScore: (s, _p, a, h) => (actKind(a) === Act.ChooseSlot ? h.energyNeed(s, actB(a), T.Psychic) * 10 : 0),
});

registerAbilityBot(AbilityKind.LookTopTakeOne, {
  score: (s, p) => (deckAllows(s, p, 1) ? 325 : -1),
  choiceScore: (s, _p, a) => cardWorth(s, actA(a)),
});

registerAbilityBot(AbilityKind.ActiveTopSupporter, {
  score: (s, p) => (deckAllows(s, p, 1) ? 320 : -1),
  choiceScore: (_s, _p, a) => (actKind(a) === Act.ChooseCard ? 1 : 0),
});

registerAbilityBot(AbilityKind.TopEnergyAttach, {
  score: () => -1, // triggered only
  // Every basic Energy found, each where it helps an attack most (the Active a little first).
  choiceScore: (s, _p, a, h: PowerHelpers) => {
    const kind = actKind(a);
    if (kind === Act.Done) return 0;
    if (kind === Act.ChooseCard) return 1;
    const sl = actB(a), type = cEnergyType[s.cardDef[s.reg[Reg.Chosen]]];
    return 10 + h.energyNeed(s, sl, type) * 10 + (sl % SLOTS === 0 ? 5 : 0);
  },
});

registerAbilityBot(AbilityKind.SwitchInMoveEnergy, {
  score: () => -1, // triggered only
  // Switch in only when the Energy on the Bench lets it attack this turn (the old Active keeps its own).
  trigger: (s, p) => {
    let grass = 0, total = 0; // after the switch every Pokémon of p but the Active is a source, the old Active too
    for (let k = 0; k <= s.benchCount[p]; k++) {
      const e = (p * SLOTS + k) * ENERGY_STRIDE;
      grass += s.slotEnergy[e + T.Grass];
      total += s.slotEnergy[e + TYPE_COUNT];
    }
    return grass >= 2 && total >= 3;
  },
  // Move an Energy only while its attack still needs that type.
  choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? (h.energyNeed(s, p * SLOTS, cEnergyType[s.cardDef[actA(a)]]) > 0 ? 10 : -1) : 0),
});
