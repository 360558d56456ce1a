// Special Energy rules (cards/types.ts EnergyRule), read only for decks that hold such a card
// (DeckFeature.EnergyRules), so no other game pays for them:
// - "every type" Energy (Luminous, Legacy; Neo Upper on a Stage 2, 2 at a time) counts as Colorless
//   in slotEnergy, where a cost met is always met truly; `wildCostMet` is the exact check costMet
//   falls back on when that count falls short;
// - Jet Energy's switch when attached from the hand to a Benched Pokémon (game.ts);
// - Enriching Energy's draw of 4 when attached from the hand (game.ts);
// - Mist Energy's protection from the effects of the opponent's attacks (damage.ts effectsPrevented);
// - Legacy Energy's one Prize card fewer, once a game (flow.ts).
import { GameState, DeckFeature } from './state.js';
import * as stateModule from './state.js';
import { Ev } from './events.js';
import * as eventsModule from './events.js';
import * as tablesModule from './tables.js';
import { EnergyRule, Supertype, T } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import * as zonesModule from './zones.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP } = stateModule;
const { emit } = eventsModule;
const { cSuper, cEnergyType, cEnergyUnits, cEnergyRule, cBasicEnergy, cStage, aCost, aTypedMask, lowestType } = tablesModule;
const { TYPE_COUNT } = typesModule;
const { clearEffectsOnSlot, swapSlots, drawCard } = zonesModule;

/** Does player p's deck hold a Special Energy with a rule (so these reads are needed)? */
export const energyRulesOn = (s: GameState, p: number): boolean => (s.deckFeatures[p] & DeckFeature.EnergyRules) !== 0;

const fixed = new Int16Array(TYPE_COUNT); // scratch: Energy of a fixed type on the slot
let wild = 0; // scratch: units of "every type" Energy on the slot

/** Fill `fixed` and `wild` with what slot sl's Energy provides now. */
const provided = (s: GameState, sl: number): void => {
  fixed.fill(0);
  wild = 0;
  const base = sl * SLOT_CAP;
  const n = s.slotCount[sl];
  let special = 0;
  for (let i = 0; i < n; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === 0) special++;
  }
  const stage2 = cStage[s.cardDef[s.slotTop[sl]]] === 2;
  for (let i = 0; i < n; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] !== Supertype.Energy) continue;
    switch (cEnergyRule[d]) {
      case EnergyRule.Luminous: if (special > 1) fixed[T.Colorless]++; else wild++; break; // another Special Energy: Colorless
      case EnergyRule.Legacy: wild++; break;
      case EnergyRule.NeoUpper: if (stage2) wild += 2; else fixed[T.Colorless]++; break;
      default: fixed[cEnergyType[d]] += cEnergyUnits[d];
    }
  }
};

/**
 * X1 exactly, with "every type" Energy: each typed symbol the fixed Energy leaves unpaid takes one
 * unit of it, and the total must cover the cost. (`extraType`/`extraUnits`: a basic Energy the bot
 * thinks of attaching, as costMet.)
 */
export function wildCostMet(s: GameState, sl: number, attack: number, extraType: number, extraUnits: number): boolean {
  provided(s, sl);
  if (extraType >= 0) fixed[extraType] += extraUnits;
  const base = attack * (TYPE_COUNT + 1);
  let total = wild;
  for (let t = 0; t < TYPE_COUNT; t++) total += fixed[t];
  if (total < aCost[base + TYPE_COUNT]) return false;
  let short = 0;
  for (let m = aTypedMask[attack]; m !== 0; m &= m - 1) {
    const t = lowestType(m);
    if (fixed[t] < aCost[base + t]) short += aCost[base + t] - fixed[t];
  }
  return short <= wild;
}

/** Does slot sl's Energy provide type t now ("if this Pokémon has any Darkness Energy attached")? */
export function providesType(s: GameState, sl: number, t: number): boolean {
  provided(s, sl);
  return fixed[t] > 0 || wild > 0;
}

/** Units a Retreat Cost may take beyond slotEnergy's count: 1 more per Neo Upper Energy on a Stage 2. */
export function extraRetreatUnits(s: GameState, sl: number): number {
  if (cStage[s.cardDef[s.slotTop[sl]]] !== 2) return 0;
  const base = sl * SLOT_CAP;
  let n = 0;
  for (let i = 0; i < s.slotCount[sl]; i++) if (cEnergyRule[s.cardDef[s.slotCards[base + i]]] === EnergyRule.NeoUpper) n++;
  return n;
}

/** Jet Energy attached from the hand to a Benched Pokémon: that Pokémon switches with the Active. */
export function jetAttached(s: GameState, p: number, card: number, sl: number): void {
  const active = p * SLOTS;
  if (cEnergyRule[s.cardDef[card]] !== EnergyRule.Jet || sl === active) return;
  clearEffectsOnSlot(s, active);
  swapSlots(s, active, sl);
  emit(s, Ev.Switch, p, sl, active);
}

/** Enriching Energy attached from the hand: its player draws 4 cards (fewer with a short deck). */
export function enrichingAttached(s: GameState, p: number, card: number): void {
  if (cEnergyRule[s.cardDef[card]] !== EnergyRule.Enriching) return;
  for (let i = 0; i < 4; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

/** Has slot sl a Special Energy with this rule attached? */
export function hasEnergyRule(s: GameState, sl: number, rule: EnergyRule): boolean {
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) if (cEnergyRule[s.cardDef[s.slotCards[base + i]]] === rule) return true;
  return false;
}

/** Mist Energy: the effects of the opponent's attacks on slot sl are prevented. */
export const mistOn = (s: GameState, sl: number): boolean =>
  energyRulesOn(s, sl < SLOTS ? 0 : 1) && hasEnergyRule(s, sl, EnergyRule.Mist);

/**
 * Legacy Energy: slot sl (player p's) was Knocked Out by damage from the opponent's attack; the
 * opponent takes 1 Prize card fewer, once a game per player. Returns the Prizes to take off (0 or 1).
 */
export function legacyPrizeCut(s: GameState, p: number, sl: number): number {
  if (s.legacyUsed[p] !== 0 || !energyRulesOn(s, p) || !hasEnergyRule(s, sl, EnergyRule.Legacy)) return 0;
  s.legacyUsed[p] = 1;
  return 1;
}
