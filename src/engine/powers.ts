// Pokémon Powers used as actions (A7, classic): Rain Dance, Energy Trans, Damage Swap, Energy
// Burn, Buzzap. A Power is an action of the Main phase (`Act.Power`, b: the slot of the Pokémon that has
// it); its sub-choices (which card, from where, to where) are ordinary ChooseCard / ChooseSlot
// decisions of the Effect phase, so a state can be cloned and resumed between them. A Power can
// be used as often as its preconditions hold, never while its Pokémon is Asleep, Confused or
// Paralyzed (A7). Powers that work by themselves (Strikes Back) are in damage.ts.
//
// This module imports only lower engine modules; the callers (game.ts, effects.ts) settle Knock
// Outs after a Power finishes.
import { GameState, Phase, Pend, Reg, ProgKind, SLOTS, SLOT_CAP, MAX_DECK, ENERGY_STRIDE } from './state.js';
import { Act, act, actA, actB } from './actions.js';
import { Ev, From, emit } from './events.js';
import { cAbility, cSuper, cType, cEnergyType, cEnergyUnits, cFirstForm } from './tables.js';
import { AbilityKind, Cond, Supertype, T, TYPE_COUNT } from '../cards/types.js';
import { attachCard, detachCard, removeFromHand, maxHp, owner } from './zones.js';


/** usedOnce bit: Energy Burn turned this slot's Energy into Fire until the end of the turn. */
export const ENERGY_BURNED = 0x20;

/** Damage one Damage Swap moves (a damage counter). */
const COUNTER = 10;


/** A7: the Power of the Pokémon on slot sl is off while it is Asleep, Confused or Paralyzed. */
function powerBlocked(s: GameState, sl: number): boolean {
  const c = s.cond[sl];
  return c === Cond.Asleep || c === Cond.Confused || c === Cond.Paralyzed;
}

/** Is an active-use Power (one that is an action) of this kind? */
export function isActivePower(kind: number): boolean {
  return kind >= AbilityKind.RainDance && kind <= AbilityKind.Buzzap;
}

// ---------- what each Power can reach ----------

/** Rain Dance: Water Energy cards in p's hand into cand; returns how many. */
function waterInHand(s: GameState, p: number, fill: boolean): number {
  let n = 0;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[p * MAX_DECK + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Energy && cEnergyType[d] === T.Water) {
      if (!fill) return 1;
      s.cand[n++] = c;
    }
  }
  if (fill) s.candCount[0] = n;
  return n;
}

/** Slots of player p whose Pokémon is of type t. */
function pokemonOfType(s: GameState, p: number, t: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && cType[s.cardDef[s.slotTop[sl]]] === t) m |= 1 << sl;
  }
  return m;
}

/** The first Grass Energy card attached to slot sl, or -1. */
function grassCard(s: GameState, sl: number): number {
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] === Supertype.Energy && cEnergyType[d] === T.Grass) return s.slotCards[base + i];
  }
  return -1;
}

/** Energy Trans: slots of p holding a Grass Energy card (only if there is somewhere to move it). */
function grassSources(s: GameState, p: number): number {
  if (s.benchCount[p] === 0) return 0;
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && grassCard(s, sl) >= 0) m |= 1 << sl;
  }
  return m;
}

/** Slots of p other than `except`. */
function otherPokemon(s: GameState, p: number, except: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (sl !== except && s.slotTop[sl] >= 0) m |= 1 << sl;
  }
  return m;
}

/** Damage Swap: slots of p that can take a counter from `from` without being Knocked Out. */
function swapReceivers(s: GameState, p: number, from: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (sl !== from && s.slotTop[sl] >= 0 && s.damage[sl] + COUNTER < maxHp(s, sl)) m |= 1 << sl;
  }
  return m;
}

/** Damage Swap: slots of p with a counter that has somewhere to go. */
function swapSources(s: GameState, p: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] > 0 && swapReceivers(s, p, sl) !== 0) m |= 1 << sl;
  }
  return m;
}

/** Energy Burn: does slot sl hold Energy that is not yet Fire? */
function hasNonFire(s: GameState, sl: number): boolean {
  const e = sl * ENERGY_STRIDE;
  return s.slotEnergy[e + TYPE_COUNT] > s.slotEnergy[e + T.Fire];
}

function powerUsable(s: GameState, p: number, sl: number, kind: number): boolean {
  switch (kind) {
    case AbilityKind.RainDance: return waterInHand(s, p, false) > 0 && pokemonOfType(s, p, T.Water) !== 0;
    case AbilityKind.EnergyTrans: return grassSources(s, p) !== 0;
    case AbilityKind.DamageSwap: return swapSources(s, p) !== 0;
    case AbilityKind.EnergyBurn: return hasNonFire(s, sl);
    case AbilityKind.Buzzap: return s.benchCount[p] > 0; // another Pokémon to attach it to
  }
  return false;
}

/**
 * Append player p's usable Powers to `out` from index n; returns the new count. Several Pokémon
 * with the same Power that acts on the whole side (Rain Dance, Energy Trans, Damage Swap) give one
 * action; Energy Burn and Buzzap act on their own Pokémon, so each Charizard or Electrode gives one.
 */
export function powerActions(s: GameState, p: number, out: Int32Array, n: number): number {
  let offered = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const top = s.slotTop[sl];
    if (top < 0) continue;
    const kind = cAbility[s.cardDef[top]];
    if (!isActivePower(kind) || (offered & (1 << kind)) !== 0 || powerBlocked(s, sl)) continue;
    if (!powerUsable(s, p, sl, kind)) continue;
    out[n++] = act(Act.Power, 0, sl);
    if (kind !== AbilityKind.EnergyBurn && kind !== AbilityKind.Buzzap) offered |= 1 << kind;
  }
  return n;
}

// ---------- using a Power ----------

/**
 * Start the Power of slot sl (an `Act.Power` action). Returns true when it is finished; false
 * when it waits for a sub-choice (phase Effect).
 */
export function startPower(s: GameState, p: number, sl: number): boolean {
  const kind = cAbility[s.cardDef[s.slotTop[sl]]];
  s.progKind[0] = ProgKind.Power;
  s.progSource[0] = sl;
  s.progPlayer[0] = p;
  s.reg[Reg.Chosen] = -1;
  s.reg[Reg.Aux] = 0; // sub-choices made so far
  emit(s, Ev.Ability, p, sl, kind);
  switch (kind) {
    case AbilityKind.RainDance:
      waterInHand(s, p, true);
      return ask(s, Pend.Card, 0);
    case AbilityKind.EnergyTrans:
      return ask(s, Pend.Slot, grassSources(s, p));
    case AbilityKind.DamageSwap:
      return ask(s, Pend.Slot, swapSources(s, p));
    case AbilityKind.EnergyBurn:
      energyBurn(s, sl);
      return finish(s);
    case AbilityKind.Buzzap:
      return ask(s, Pend.Slot, otherPokemon(s, p, sl));
  }
  return finish(s);
}

function ask(s: GameState, pend: number, mask: number): false {
  s.pend[0] = pend;
  s.pendMin[0] = 1;
  s.reg[Reg.Count] = 0;
  s.slotMask[0] = mask;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
}

function finish(s: GameState): true {
  s.progKind[0] = ProgKind.None;
  s.pend[0] = 0;
  s.phase[0] = Phase.Main;
  s.decider[0] = s.current[0];
  return true;
}

/** Feed a sub-choice to the waiting Power. Returns true when the Power is finished. */
export function powerStep(s: GameState, action: number): boolean {
  const p = s.progPlayer[0];
  const holder = s.progSource[0];
  const kind = cAbility[s.cardDef[s.slotTop[holder]]];
  const first = s.reg[Reg.Aux] === 0;
  s.reg[Reg.Aux]++;
  switch (kind) {
    case AbilityKind.RainDance: {
      if (first) {
        s.reg[Reg.Chosen] = actA(action);
        return ask(s, Pend.Slot, pokemonOfType(s, p, T.Water));
      }
      const c = s.reg[Reg.Chosen], to = actB(action);
      removeFromHand(s, c);
      attachCard(s, to, c);
      emit(s, Ev.Attach, p, c, to, From.Hand);
      return finish(s);
    }
    case AbilityKind.EnergyTrans: {
      if (first) {
        s.reg[Reg.Chosen] = actB(action);
        return ask(s, Pend.Slot, otherPokemon(s, p, actB(action)));
      }
      const from = s.reg[Reg.Chosen], to = actB(action);
      const c = grassCard(s, from);
      detachCard(s, from, c);
      attachCard(s, to, c);
      emit(s, Ev.Attach, p, c, to, From.InPlay, from);
      return finish(s);
    }
    case AbilityKind.DamageSwap: {
      if (first) {
        s.reg[Reg.Chosen] = actB(action);
        return ask(s, Pend.Slot, swapReceivers(s, p, actB(action)));
      }
      const from = s.reg[Reg.Chosen], to = actB(action);
      s.damage[from] -= COUNTER;
      s.damage[to] += COUNTER;
      emit(s, Ev.MoveDamage, p, from, to, COUNTER);
      return finish(s);
    }
    case AbilityKind.Buzzap: {
      if (first) {
        s.reg[Reg.Chosen] = actB(action);
        s.pend[0] = Pend.Option; // option i: FORM_TYPES[i], the type the Energy will provide
        s.candCount[0] = FORM_TYPE_COUNT;
        return false;
      }
      // It Knocks itself Out: the settling of Knock Outs (flow.ts) gives the prize and moves its
      // card, as Energy, to the chosen Pokémon (buzzapAttach).
      s.buzzSlot[0] = holder + 1;
      s.buzzTo[0] = s.reg[Reg.Chosen];
      s.buzzType[0] = actB(action);
      s.damage[holder] = maxHp(s, holder);
      return finish(s);
    }
  }
  return finish(s);
}

/** FORM_TYPES (pool.ts): Grass to Fighting, the types T numbers 0–5. */
const FORM_TYPE_COUNT = T.Colorless;

/**
 * Buzzap, while its Pokémon is being Knocked Out (before its slot is discarded): the Pokémon card
 * leaves the stack and becomes an Energy card (its form of the chosen type) on the chosen Pokémon.
 * The cards under it and attached to it go to the discard pile with the slot.
 */
export function buzzapAttach(s: GameState, sl: number): void {
  const card = s.slotTop[sl];
  const base = sl * SLOT_CAP;
  const n = s.slotCount[sl];
  let i = 0;
  while (s.slotCards[base + i] !== card) i++;
  for (; i < n - 1; i++) s.slotCards[base + i] = s.slotCards[base + i + 1];
  s.slotCount[sl] = n - 1;
  s.slotTop[sl] = n > 1 ? s.slotCards[base] : -1; // what is left is discarded next; only its count matters
  const to = s.buzzTo[0], type = s.buzzType[0];
  s.cardDef[card] = cFirstForm[s.cardDef[card]] + type;
  attachCard(s, to, card);
  emit(s, Ev.BecameEnergy, owner(card), card, to, sl, type);
  s.buzzSlot[0] = 0;
}

/** Is this Effect-phase choice a Power's? (effects.ts routes it here) */
export function powerPending(s: GameState): boolean {
  return s.progKind[0] === ProgKind.Power;
}

// ---------- Energy Burn ----------

/** Count every Energy on slot sl as Fire (for costs) until the end of the turn. */
function energyBurn(s: GameState, sl: number): void {
  const e = sl * ENERGY_STRIDE;
  for (let t = 0; t < TYPE_COUNT; t++) {
    if (t === T.Fire) continue;
    s.slotEnergy[e + T.Fire] += s.slotEnergy[e + t];
    s.slotEnergy[e + t] = 0;
  }
  s.usedOnce[sl] |= ENERGY_BURNED;
}

/** End of turn: Energy Burn wears off; the slot's Energy counts go back to the cards' own types. */
export function powersEndTurn(s: GameState): void {
  for (let sl = 0; sl < 2 * SLOTS; sl++) {
    if ((s.usedOnce[sl] & ENERGY_BURNED) === 0) continue;
    s.usedOnce[sl] &= ~ENERGY_BURNED;
    const e = sl * ENERGY_STRIDE;
    for (let t = 0; t < TYPE_COUNT; t++) s.slotEnergy[e + t] = 0;
    const base = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const d = s.cardDef[s.slotCards[base + i]];
      if (cSuper[d] === Supertype.Energy) s.slotEnergy[e + cEnergyType[d]] += cEnergyUnits[d];
    }
  }
}
