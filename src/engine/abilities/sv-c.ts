// Abilities of batch sv-c (Bibarel, Kirlia, Lunatone, Radiant Greninja, Hariyama). Transistor
// (Regieleki VMAX) is passive: damage.ts reads it.
import { GameState, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev } from '../events.js';
import * as eventsModule from '../events.js';
import * as powersModule from '../powers.js';
import * as tablesModule from '../tables.js';
import * as zonesModule from '../zones.js';
import * as poolModule from '../../cards/pool.js';
import { AbilityKind, Supertype, T } from '../../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, MAX_DECK } = stateModule;
const { actA, actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { registerAbility, askCard, askSlot } = powersModule;
const { cSuper, cBasicEnergy, cEnergyType, cNameId } = tablesModule;
const { drawCard, removeFromHand, addToDiscard, swapSlots, clearEffectsOnSlot } = zonesModule;
const { findByName } = poolModule;

function draw(s: GameState, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

/** Cards of p's hand that pass `test` into cand (when `fill`); how many. */
function handCards(s: GameState, p: number, test: (d: number) => boolean, fill: boolean): number {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    if (!test(s.cardDef[c])) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
}

const anyCard = (): boolean => true;
const energyCard = (d: number): boolean => cSuper[d] === Supertype.Energy;
const basicFighting = (d: number): boolean => cBasicEnergy[d] === 1 && cEnergyType[d] === T.Fighting;

/** A "discard a card from your hand, then draw n" Ability: the discard is its cost (A5). */
function discardThenDraw(kind: number, test: (d: number) => boolean, n: number, extra: (s: GameState, p: number) => boolean): void {
  registerAbility(kind, {
    usable: (s, p) => s.deckCount[p] > 0 && extra(s, p) && handCards(s, p, test, false) > 0,
    start: (s, p) => {
      handCards(s, p, test, true);
      return askCard(s, 1);
    },
    step: (s, action) => {
      const p = s.progPlayer[0], c = actA(action);
      removeFromHand(s, c);
      addToDiscard(s, c);
      emit(s, Ev.DiscardCard, p, c);
      draw(s, p, n);
      return true;
    },
  });
}

registerAbility(AbilityKind.IndustriousIncisors, {
  usable: (s, p) => s.handCount[p] < 5 && s.deckCount[p] > 0,
  start: (s, p) => {
    draw(s, p, 5 - s.handCount[p]);
    return true;
  },
  step: () => true,
});

discardThenDraw(AbilityKind.Refinement, anyCard, 2, () => true);
discardThenDraw(AbilityKind.ConcealedCards, energyCard, 2, () => true);

const SOLROCK = findByName('Solrock').length > 0 ? findByName('Solrock')[0] : -1;
/** Lunar Cycle's condition: Solrock in play (Active or Bench). */
function solrockInPlay(s: GameState, p: number): boolean {
  if (SOLROCK < 0) return false;
  const name = cNameId[SOLROCK];
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cNameId[s.cardDef[top]] === name) return true;
  }
  return false;
}
discardThenDraw(AbilityKind.LunarCycle, basicFighting, 3, solrockInPlay);

registerAbility(AbilityKind.HeaveHoCatcher, {
  usable: (s, p) => s.benchCount[1 - p] > 0,
  start: (s, p) => {
    let m = 0;
    for (let k = 1; k <= s.benchCount[1 - p]; k++) m |= 1 << ((1 - p) * SLOTS + k);
    return askSlot(s, m, false);
  },
  step: (s, action) => {
    if (actKind(action) !== Act.ChooseSlot) return true;
    const o = 1 - s.progPlayer[0], active = o * SLOTS, bench = actB(action);
    clearEffectsOnSlot(s, active);
    swapSlots(s, active, bench);
    emit(s, Ev.Switch, o, bench, active);
    s.reg[Reg.Count]++;
    return true;
  },
});
