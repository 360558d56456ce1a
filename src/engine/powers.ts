// Pokémon Powers (A7, classic) and Abilities (A5) used as actions or offered when triggered.
// A Power / Ability is an action of the Main phase (`Act.Power`, b: the slot of the Pokémon that
// has it); its sub-choices (which card, from where, to where) are ordinary ChooseCard /
// ChooseSlot / Option decisions of the Effect phase, so a state can be cloned and resumed between
// them. Every kind that is used, the Base Set Powers as much as the modern Abilities, registers an
// `AbilityHandler` (a definition in src/behaviour/), so a batch of cards adds a module, not a case here.
// This module enforces what is common: A7 (a Power, `AbilityDef.power`, is off while its Pokémon
// is Asleep, Confused or Paralyzed; an Ability is not, A5), the once-per-turn
// limits (AbilityLimit), and triggered Abilities (AbilityTrigger: offered with a Yes/No when their
// card is played from the hand). Powers that work by themselves (Strikes Back) are in damage.ts.
//
// This module imports only lower engine modules; the callers (game.ts, effects.ts, flow.ts)
// settle Knock Outs after a Power finishes.
import { GameState, Phase, Pend, Reg, ProgKind } from './state.js';
import * as stateModule from './state.js';
import { Act } from './actions.js';
import * as actionsModule from './actions.js';
import { Ev } from './events.js';
import * as eventsModule from './events.js';
import * as tablesModule from './tables.js';
import { AbilityKind, AbilityLimit, AbilityTrigger, Cond, RuleBox, Supertype } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import * as zonesModule from './zones.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP, ENERGY_STRIDE, ABILITY_WORDS } = stateModule;
const { act, actKind } = actionsModule;
const { emit } = eventsModule;
const { cAbility, cSuper, cEnergyType, cEnergyUnits, cFirstForm, cAbilityLimit, cAbilityTrigger, cPokemonPower, cToolAbility, cToolAbilityVstar, cRuleBoxKind } = tablesModule;
const { TYPE_COUNT, ABILITY_KINDS } = typesModule;
const { attachCard, owner, toolsOff, abilityInPlay, abilitiesLocked } = zonesModule;

/**
 * What an Ability that is an action (or a triggered one) does, registered per AbilityKind. The
 * common checks (A7, limits) are done before `usable`; `start` runs when the action is taken (or
 * the trigger accepted) and `step` receives each sub-choice. Both return true when the Ability is
 * finished; false when it waits (use `askCard`, `askSlot`, `askOption`, `askYesNo` below).
 * Keep them allocation-free: `usable` runs on every Main-phase decision of a deck that has it.
 */
export interface AbilityHandler {
  usable(s: GameState, p: number, sl: number): boolean;
  start(s: GameState, p: number, sl: number): boolean;
  step(s: GameState, action: number): boolean;
}

const handlers: (AbilityHandler | undefined)[] = new Array(ABILITY_KINDS).fill(undefined);
/** 1 for every kind that is used as an action or offered as a trigger (a registered kind). */
const activeKind = new Uint8Array(ABILITY_KINDS);
/**
 * For a kind that acts on its owner's whole side (Rain Dance), so several Pokémon with it give one
 * action: its bit (1 << sideWide[kind]) in powerActions' mask of those offered; 0 for any other kind.
 */
const sideWide = new Uint8Array(ABILITY_KINDS);
/** The side-wide kinds registered so far (each takes the next bit of the mask, 1–31). */
let sideWideKinds = 0;

/**
 * Register the handler of an AbilityKind (at module load, by a definition of src/behaviour/: defineAbility).
 * `oneActionPerSide`: the Ability acts on the whole side, not on its own Pokémon, so several
 * Pokémon with it give one action (Rain Dance, Energy Trans, Damage Swap); up to 31 such kinds.
 */
export function registerAbility(kind: number, h: AbilityHandler, oneActionPerSide = false): void {
  // The per-name limit keeps a bit per kind in ABILITY_WORDS words per player: a larger kind
  // would spill into the other player's bits or past the array (the limit silently lost).
  if (!(kind > 0 && kind < ABILITY_WORDS * 32)) throw new Error(`AbilityKind ${kind} is outside 1–${ABILITY_WORDS * 32 - 1}`);
  if (handlers[kind] !== undefined) throw new Error(`AbilityKind ${kind} has a handler already`);
  if (oneActionPerSide && sideWideKinds === 31) throw new Error(`AbilityKind ${kind}: no bit left for another Ability that acts on the whole side (31 are registered)`);
  handlers[kind] = h;
  activeKind[kind] = 1;
  sideWide[kind] = oneActionPerSide ? ++sideWideKinds : 0;
}

/** Ability kinds whose user Knocks itself Out (Cursed Blast): what Damp stops (marked by src/behaviour/). */
const selfKnockOut = new Uint8Array(ABILITY_KINDS);
export function markSelfKnockOut(kind: number): void {
  selfKnockOut[kind] = 1;
}

/** usedOnce bit: Energy Burn turned this slot's Energy into Fire until the end of the turn. */
export const ENERGY_BURNED = 0x20;


/**
 * A7: a Pokémon Power (Base Set) is off while its Pokémon is Asleep, Confused or Paralyzed; A5: an
 * Ability is not. A limited Ability already used this turn (by this Pokémon, or by name) is off.
 */
const powerBlocked = (s: GameState, p: number, sl: number, def: number, kind: number): boolean => {
  if (cPokemonPower[def] === 1) {
    const c = s.cond[sl];
    if (c === Cond.Asleep || c === Cond.Confused || c === Cond.Paralyzed) return true;
  } else if (abilitiesLocked(s, sl)) return true; // Mischievous Lock (Klefki): a Basic Pokémon has no Abilities
  // Damp (Psyduck): no Ability whose user Knocks itself Out (Cursed Blast) while one is in play.
  if (selfKnockOut[kind] === 1 && dampInPlay(s)) return true;
  switch (cAbilityLimit[def]) {
    case AbilityLimit.OncePerTurnPerPokemon: return s.abilityTurn[sl] === s.turn[0];
    case AbilityLimit.OncePerTurnPerName: return (s.abilityUsed[p * ABILITY_WORDS + (kind >>> 5)] & (1 << (kind & 31))) !== 0;
  }
  return false;
};

/** Is a Pokémon with Damp in play, either player's? */
const dampInPlay = (s: GameState): boolean => abilityInPlay(s, 0, AbilityKind.Damp) || abilityInPlay(s, 1, AbilityKind.Damp);

/** Record a use against the limits (the action was taken, or the trigger accepted). */
const noteUse = (s: GameState, p: number, sl: number, kind: number): void => {
  s.abilityTurn[sl] = s.turn[0];
  s.abilityUsed[p * ABILITY_WORDS + (kind >>> 5)] |= 1 << (kind & 31);
};

/** A new turn: no Ability used yet (the per-name limits; per-Pokémon ones compare the turn). */
export function abilitiesNewTurn(s: GameState): void {
  for (let i = 0; i < 2 * ABILITY_WORDS; i++) s.abilityUsed[i] = 0;
}

/** The card id of a Tool on slot sl that gives an Ability (Forest Seal Stone), or -1. */
export function toolWithAbility(s: GameState, sl: number): number {
  if (toolsOff(s)) return -1; // Jamming Tower
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cToolAbility[d] !== 0) return d;
  }
  return -1;
}

/** A Pokémon V (V, VSTAR or VMAX): what a Tool's VSTAR Power needs of its holder. */
const isPokemonV = (def: number): boolean => {
  const r = cRuleBoxKind[def];
  return r === RuleBox.V || r === RuleBox.VSTAR || r === RuleBox.VMAX;
};

/** Is an Ability / Power of this kind used as an action (or offered as a trigger)? */
export function isActivePower(kind: number): boolean {
  return activeKind[kind] === 1;
}

const powerUsable = (s: GameState, p: number, sl: number, kind: number): boolean => {
  const h = handlers[kind];
  return h !== undefined && h.usable(s, p, sl);
};

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
    const def = s.cardDef[top];
    const kind = cAbility[def];
    if (activeKind[kind] === 0 || cAbilityTrigger[def] !== AbilityTrigger.None) continue;
    // One action for several Pokémon with the same side-wide Ability (its bit in `offered`).
    const bit = sideWide[kind];
    if (bit !== 0 && (offered & (1 << bit)) !== 0) continue;
    if (powerBlocked(s, p, sl, def, kind) || !powerUsable(s, p, sl, kind)) continue;
    out[n++] = act(Act.Power, 0, sl);
    if (bit !== 0) offered |= 1 << bit;
  }
  // Abilities a Tool gives its Pokémon V holder (Forest Seal Stone): the action's a is 1.
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTrainers[sl] === 0 || s.slotTop[sl] < 0) continue;
    const tool = toolWithAbility(s, sl);
    if (tool < 0 || !isPokemonV(s.cardDef[s.slotTop[sl]])) continue;
    if (cToolAbilityVstar[tool] === 1 && s.vstarUsed[p] === 1) continue; // A8
    if (!powerUsable(s, p, sl, cToolAbility[tool])) continue;
    out[n++] = act(Act.Power, 1, sl);
  }
  return n;
}

// ---------- using a Power ----------

/**
 * Start the Power of slot sl (an `Act.Power` action). Returns true when it is finished; false
 * when it waits for a sub-choice (phase Effect).
 */
export function startPower(s: GameState, p: number, sl: number, fromTool = 0): boolean {
  const tool = fromTool === 1 ? toolWithAbility(s, sl) : -1;
  const kind = tool >= 0 ? cToolAbility[tool] : cAbility[s.cardDef[s.slotTop[sl]]];
  beginProgram(s, p, sl, kind);
  noteUse(s, p, sl, kind);
  if (tool >= 0 && cToolAbilityVstar[tool] === 1) s.vstarUsed[p] = 1; // A8: the player's one VSTAR Power
  emit(s, Ev.Ability, p, sl, kind);
  const h = handlers[kind];
  if (h !== undefined) return h.start(s, p, sl) ? finish(s) : false;
  return finish(s);
}

const beginProgram = (s: GameState, p: number, sl: number, kind: number): void => {
  s.progKind[0] = ProgKind.Power;
  s.progAbility[0] = kind;
  s.progSource[0] = sl;
  s.progPlayer[0] = p;
  s.reg[Reg.Chosen] = -1;
  s.reg[Reg.Aux] = 0; // sub-choices made so far
};

// ---------- triggered Abilities ----------

/** reg[Aux] while a triggered Ability waits for its Yes/No. */
const TRIGGER_ASK = -1;

/**
 * Note that card c was just played from the hand (to evolve, or onto the Bench) and has an
 * Ability with this trigger: it is offered once the action (and any Trainer running) is done.
 */
export function noteTrigger(s: GameState, c: number, trigger: number): void {
  if (cAbilityTrigger[s.cardDef[c]] === trigger && activeKind[cAbility[s.cardDef[c]]] === 1) s.triggerCard[0] = c + 1;
}

/**
 * Offer the waiting triggered Ability, if any (its card still on top of a slot, its conditions
 * met): a Yes/No of its owner (A5: "you may"). Returns true when it now waits for that choice.
 */
export function offerTrigger(s: GameState): boolean {
  const c = s.triggerCard[0] - 1;
  if (c < 0) return false;
  s.triggerCard[0] = 0;
  const sl = s.cardSlot[c];
  const def = s.cardDef[c];
  const p = owner(c);
  const kind = cAbility[def];
  if (s.slotTop[sl] !== c || powerBlocked(s, p, sl, def, kind) || !powerUsable(s, p, sl, kind)) return false;
  beginProgram(s, p, sl, kind);
  s.reg[Reg.Aux] = TRIGGER_ASK;
  s.pend[0] = Pend.YesNo;
  s.phase[0] = Phase.Effect;
  s.decider[0] = p;
  return true;
}

/** Is a triggered Ability waiting for its Yes/No? (the bot reads it) */
export function triggerAsked(s: GameState): boolean {
  return s.progKind[0] === ProgKind.Power && s.reg[Reg.Aux] === TRIGGER_ASK;
}

// ---------- asking (for handlers) ----------

/** Wait for one of the cards in cand[0..candCount) (fill them first); Done allowed when `min` is 0. */
export function askCard(s: GameState, min: number): false {
  s.pend[0] = Pend.Card;
  s.pendMin[0] = min;
  s.reg[Reg.Count] = 0;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
}

/** Wait for a slot of `mask` (Done allowed when `optional`). */
export function askSlot(s: GameState, mask: number, optional: boolean): false {
  s.pend[0] = Pend.Slot;
  s.pendMin[0] = optional ? 0 : 1;
  s.reg[Reg.Count] = 0;
  s.slotMask[0] = mask;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
}

/** Wait for an option below `count` (the action's b). */
export function askOption(s: GameState, count: number): false {
  s.pend[0] = Pend.Option;
  s.candCount[0] = count;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
}

/** Wait for Yes or No. */
export function askYesNo(s: GameState): false {
  s.pend[0] = Pend.YesNo;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
}

/** Wait for a required choice of `pend` (a card of cand, or a slot of `mask`). */
export const ask = (s: GameState, pend: number, mask: number): false => {
  s.pend[0] = pend;
  s.pendMin[0] = 1;
  s.reg[Reg.Count] = 0;
  s.slotMask[0] = mask;
  s.phase[0] = Phase.Effect;
  s.decider[0] = s.progPlayer[0];
  return false;
};

const finish = (s: GameState): true => {
  s.progKind[0] = ProgKind.None;
  s.pend[0] = 0;
  s.phase[0] = Phase.Main;
  s.decider[0] = s.current[0];
  return true;
};

/** Feed a sub-choice to the waiting Power. Returns true when the Power is finished. */
export function powerStep(s: GameState, action: number): boolean {
  const p = s.progPlayer[0];
  const holder = s.progSource[0];
  const kind = s.progAbility[0];
  if (s.reg[Reg.Aux] === TRIGGER_ASK) { // a triggered Ability: Yes uses it now, No lets it pass
    if (actKind(action) !== Act.Yes) return finish(s);
    s.reg[Reg.Aux] = 0;
    noteUse(s, p, holder, kind);
    emit(s, Ev.Ability, p, holder, kind);
    return handlers[kind]!.start(s, p, holder) ? finish(s) : false;
  }
  const h = handlers[kind];
  if (h !== undefined) return h.step(s, action) ? finish(s) : false;
  return finish(s);
}

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
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
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

// ---------- Energy Burn (behaviour/base1.ts) ----------

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
