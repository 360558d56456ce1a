// What the op families (ops/*.ts) share: asking for a choice, the slots a choice may name, Energy
// candidates and discards, Special Conditions, healing, and the register bits ops pass to each
// other and to the damage step (effects.ts).
import { GameState, Pend, ProgKind, Reg } from '../state.js';
import * as stateModule from '../state.js';
import { Act } from '../actions.js';
import * as actionsModule from '../actions.js';
import { Ev } from '../events.js';
import * as eventsModule from '../events.js';
import * as tablesModule from '../tables.js';
import { Supertype, Cond, T } from '../../cards/types.js';
import * as zonesModule from '../zones.js';
import * as damageModule from '../damage.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP } = stateModule;
const { actKind, actA } = actionsModule;
const { emit } = eventsModule;
const { cSuper, cEnergyType, cStage, cDoll } = tablesModule;
const { addToDiscard, detachCard, energyCount, owner, hasTool, noteAttacked, conditionImmune } = zonesModule;
const { effectsPrevented, effectsGuard } = damageModule;

/** Register bits that ops set and the damage step or later ops read. */
export const enum RegBit {
  /** Reg.NoResistance: the damage skips the effects on the opponent's Active (Pulverizing Press); 1: no Resistance, 2: neither Weakness nor Resistance. */
  NoDefendingEffects = 4,
  /**
   * Reg.CostPaid counts the cards a program paid as its price (A3): its low byte those discarded
   * from the hand (the top of the discard pile), the bits from PaidToDeckShift up those put into the
   * deck (its top cards).
   */
  PaidToDeckShift = 8,
  PaidToDeck = 1 << 8,
}

// ---------------- choices ----------------

export const askCard = (s: GameState, min: number): false => {
  s.pend[0] = Pend.Card;
  s.pendMin[0] = min;
  return false;
};

export const askSlot = (s: GameState, mask: number, optional: boolean): false => {
  s.pend[0] = Pend.Slot;
  s.slotMask[0] = mask;
  s.pendMin[0] = optional ? 0 : 1;
  return false;
};

export const removeCand = (s: GameState, c: number): void => {
  const n = s.candCount[0];
  for (let i = 0; i < n; i++) {
    if (s.cand[i] === c) {
      for (let j = i; j < n - 1; j++) s.cand[j] = s.cand[j + 1];
      s.candCount[0] = n - 1;
      return;
    }
  }
};

// ---------------- slots ----------------

/** Slots of player p (bit per absolute slot) that satisfy a simple test. */
export const slotsWhere = (s: GameState, p: number, benchOnly: boolean, test: (s: GameState, sl: number) => boolean): number => {
  let m = 0;
  const first = benchOnly ? 1 : 0;
  for (let k = first; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && test(s, sl)) m |= 1 << sl;
  }
  return m;
};
export const hasDamage = (s: GameState, sl: number): boolean => s.damage[sl] > 0;
export const hasEnergy = (s: GameState, sl: number): boolean => energyCount(s, sl, T.None) > 0;
export const hasDamageAndEnergy = (s: GameState, sl: number): boolean => s.damage[sl] > 0 && energyCount(s, sl, T.None) > 0;
export const anyPokemon = (): boolean => true;
export const noTool = (s: GameState, sl: number): boolean => !hasTool(s, sl);
export const evolved = (s: GameState, sl: number): boolean => cStage[s.cardDef[s.slotTop[sl]]] > 0;
export const effectsAllowed = (s: GameState, sl: number): boolean => !effectsPrevented(s, sl);

// ---------------- Energy ----------------

/** Fill cand with the Energy cards of a type (T.None: any) on a slot. */
export const energyCand = (s: GameState, sl: number, type: number): number => {
  const base = sl * SLOT_CAP;
  let n = 0;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    const d = s.cardDef[c];
    if (cSuper[d] === Supertype.Energy && (type === T.None || cEnergyType[d] === type)) s.cand[n++] = c;
  }
  s.candCount[0] = n;
  return n;
};

export const discardAttached = (s: GameState, sl: number, c: number): void => {
  detachCard(s, sl, c);
  addToDiscard(s, c);
  emit(s, Ev.DiscardEnergy, owner(c), c, sl);
};

/**
 * Discard `count` Energy of `type` from slot `sl`, asking only when the cards differ.
 * Uses Count as progress. Returns true when finished.
 */
export const discardEnergyFrom = (s: GameState, sl: number, type: number, count: number, action: number): boolean => {
  if (action >= 0 && actKind(action) === Act.ChooseCard) {
    discardAttached(s, sl, actA(action));
    s.reg[Reg.Count]++;
  }
  while (s.reg[Reg.Count] < count) {
    const n = energyCand(s, sl, type);
    if (n === 0) return true;
    let same = true;
    for (let i = 1; i < n; i++) if (s.cardDef[s.cand[i]] !== s.cardDef[s.cand[0]]) same = false;
    if (!same) return askCard(s, count + 1); // a card must be chosen (Done never allowed)
    discardAttached(s, sl, s.cand[0]);
    s.reg[Reg.Count]++;
  }
  return true;
};

// ---------------- Special Conditions, healing ----------------

/** Is an attack's effect on slot sl stopped by its guard (Barrier) or Ability (Flare Veil)? Logged when it is (`cond`: the Special Condition, else 0). */
export const blocked = (s: GameState, sl: number, cond: number): boolean => {
  if (!effectsPrevented(s, sl)) return false;
  emit(s, Ev.EffectPrevented, owner(s.slotTop[sl]), sl, effectsGuard(s, sl), cond);
  return true;
};

export const applyCondition = (s: GameState, sl: number, cond: number): void => {
  if (s.slotTop[sl] < 0 || blocked(s, sl, cond) || conditionImmune(s, sl, cond)) return;
  if (cDoll[s.cardDef[s.slotTop[sl]]] && cond !== Cond.Burned) return; // Clefairy Doll takes none but a Burn
  if (sl % SLOTS === 0 && s.progKind[0] === ProgKind.Attack) noteCondition(s, sl, cond);
  setCondition(s, sl, cond);
};

/** The Pokémon in slot sl now has Special Condition `cond` (nothing checked: applyCondition checks). */
export const setCondition = (s: GameState, sl: number, cond: number): void => {
  if (conditionImmune(s, sl, cond)) return; // Garganacl ex, Hoothoot
  if (cond === Cond.Poisoned) s.poisoned[sl] = 1;
  else if (cond === Cond.Burned) s.burned[sl] = 1;
  else {
    s.cond[sl] = cond; // C7: replaces Asleep/Confused/Paralyzed
    if (cond === Cond.Paralyzed) s.paralyzedTurn[sl] = s.turn[0];
  }
  emit(s, Ev.Condition, owner(s.slotTop[sl]), sl, cond, 1);
};

/** Mirror Move's record of a Special Condition an attack gave the Defending Pokémon. */
const noteCondition = (s: GameState, sl: number, cond: number): void => {
  noteAttacked(s, sl);
  if (cond === Cond.Poisoned) s.hitPoison[sl] = 1;
  else if (cond === Cond.Burned) s.hitBurn[sl] = 1;
  else s.hitCond[sl] = cond;
};

export const heal = (s: GameState, sl: number, amount: number): void => {
  const h = Math.min(amount, s.damage[sl]);
  if (h <= 0) return;
  s.damage[sl] -= h;
  emit(s, Ev.Heal, owner(s.slotTop[sl]), sl, h);
};

/**
 * Was one of p's Pokémon Knocked Out during the opponent's last turn (the turn before this one)?
 * `byAttack`: only by damage from an attack (Vengeful Shock).
 */
export function knockedOutLastTurn(s: GameState, p: number, byAttack: boolean): boolean {
  const t = byAttack ? s.koByAttackTurn[p] : s.koTurn[p];
  return t > 0 && t === s.turn[0] - 1;
}
