// Damage (X3, X4, X7) and putting damage on Pokémon.
import { GameState, Reg, RuleParam, DeckFeature } from './state.js';
import * as stateModule from './state.js';
import { Ev, Flip } from './events.js';
import * as eventsModule from './events.js';
import * as tablesModule from './tables.js';
import { Guard, Cond, AbilityKind, T, TrainerKind, StadiumEffect, Debuff } from '../cards/types.js';
import * as zonesModule from './zones.js';
import * as energyRulesModule from './energy-rules.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP } = stateModule;
const { emit, coin } = eventsModule;
const { cTrainerKind } = tablesModule;
const { cType, cWeak, cRes, cResValue, cStage, cTera, cDamageBonus, cDamageBonusAfterWR, cDamageBonusWhenBehind, cDamageReduce, cAbilityParam, cDamageBonusWhenPoisoned, cEx } = tablesModule;
const { cRuleBox, cStadium, cToolDrawWhenHit, isExOrV } = tablesModule;
const { slotOwner, mayHoldTrainer, noteAttacked, toolsOff, abilityOf, abilityInPlay, drawCard, maxHp, energyCount, hasTool, conditionImmune } = zonesModule;
const { mistOn } = energyRulesModule;

/**
 * The steps of the last damage computation, for the log: base, after attacker effects, after
 * Weakness, after Resistance, final, and (index 5) after the Defending Pokémon's effects, before the floor at 0.
 */
const steps = new Int32Array(6);
/** (This module writes them as `steps`: V8 reads an exported binding through its module cell at every use, and folds a plain const; docs/PERFORMANCE.md.) */
export const lastDamage = steps;

const guardActive = (s: GameState, sl: number): number => {
  return s.guard[sl] !== 0 && s.guardUntil[sl] >= s.turn[0] ? s.guard[sl] : 0;
};

/** Guards that stop all effects of attacks (Barrier, Fly). */
export function effectsPrevented(s: GameState, sl: number): boolean {
  // A passive Ability may stop them too (Flare Veil: effects, not damage).
  // So may a Special Energy (Mist Energy).
  const g = guardActive(s, sl);
  if (g === Guard.PreventDamageAndEffects || g === Guard.PreventEffects || mistOn(s, sl)) return true;
  const ability = abilityOf(s, sl);
  // (an attack's effects are the opponent's here: a player's own attack never asks)
  return ability === AbilityKind.PreventAttackEffects || (ability === AbilityKind.BenchShield && sl % SLOTS !== 0)
    || (sl % SLOTS !== 0 && benchGuarded(s, sl < SLOTS ? 0 : 1, true)); // BenchGuard (Rabsca)
}

/** What stops them, for the log: the guard in effect (Barrier), else 0 (the Ability: Flare Veil). */
export function effectsGuard(s: GameState, sl: number): number {
  const g = guardActive(s, sl);
  return g === Guard.PreventDamageAndEffects || g === Guard.PreventEffects ? g : 0;
}

/** Sum a Trainer table (only Trainers have entries) over the cards attached to a slot. */
const sumAttached = (s: GameState, sl: number, table: Int16Array): number => {
  if (!mayHoldTrainer(s, sl)) return 0;
  const base = sl * SLOT_CAP;
  const off = toolsOff(s); // Jamming Tower: Tools add nothing (PlusPower and Defender are no Tools)
  let n = 0;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (off && cTrainerKind[d] === TrainerKind.Tool) continue;
    n += table[d];
  }
  return n;
};

/**
 * X3: base (with ×/+ already applied) → ≤0 stops → attacker effects → Weakness ×2 →
 * Resistance → Defending-side effects → floor 0. X4: Weakness/Resistance only against
 * the opponent's Active. Returns the damage to put on `target`; steps are in `lastDamage`.
 * Reads the state only (the greedy bot's estimate calls it too).
 */
export function computeAttackDamage(s: GameState, attacker: number, target: number, base: number, noResistance: boolean, noWeakness = false, noDefendingEffects = false): number {
  steps[0] = base;
  if (base <= 0) {
    steps[1] = steps[2] = steps[3] = steps[4] = steps[5] = 0;
    return 0;
  }
  const isActive = target % SLOTS === 0;
  const atkDef = s.cardDef[s.slotTop[attacker]];
  const defDef = s.cardDef[s.slotTop[target]];
  let d = base;
  // Attacker effects (PlusPower, Vitality Band) come before Weakness (X3). Under classic rules
  // Base Set PlusPower's printed text applies instead: +10 after Weakness and Resistance, and
  // only if the attack still does damage. A Tool that says "before" stays before in every rule set.
  let bonus = isActive ? sumAttached(s, attacker, cDamageBonus) + typeBonus(s, attacker, atkDef, defDef) : 0;
  // Defiance Band: more only while the attacker's owner has more Prize cards left than the opponent.
  const me = attacker >= SLOTS ? 1 : 0;
  if (isActive && s.prizeCount[me] > s.prizeCount[1 - me]) bonus += sumAttached(s, attacker, cDamageBonusWhenBehind);
  // Binding Mochi: more only while the attacker is Poisoned.
  if (isActive && s.poisoned[attacker] !== 0) bonus += sumAttached(s, attacker, cDamageBonusWhenPoisoned);
  // Black Belt's Training: this turn, more to the opponent's Active Pokémon ex.
  if (isActive && s.exBonusTurn[me] === s.turn[0] && cEx[defDef] === 1) bonus += s.exBonus[me];
  // An attack's debuff on this attacker ("its attacks do 20 less damage"), before Weakness and Resistance.
  if (s.debuff[attacker] === Debuff.ReduceDamage && s.debuffUntil[attacker] >= s.turn[0]) bonus -= s.debuffParam[attacker];
  // A passive Ability of the Active on the other side (Entei's): the attacking Active's attacks do less, before Weakness and Resistance.
  const q = target < SLOTS ? 0 : 1;
  if (q !== me && attacker % SLOTS === 0 && s.sideAbilities[q] !== 0 && s.slotTop[q * SLOTS] >= 0
    && abilityOf(s, q * SLOTS) === AbilityKind.OpponentActiveDoesLess) bonus -= cAbilityParam[s.cardDef[s.slotTop[q * SLOTS]]];
  const late = isActive && s.rules[RuleParam.PlusPowerAfterWR] === 1 ? sumAttached(s, attacker, cDamageBonusAfterWR) : 0;
  d += bonus - late;
  steps[1] = d;
  if (isActive && !noWeakness && weaknessOf(s, target, defDef) === cType[atkDef]) d *= 2;
  steps[2] = d;
  if (isActive && !noResistance && resistanceOf(s, target, defDef) === cType[atkDef]) {
    const override = s.rules[RuleParam.ResistanceOverride];
    // A Resistance an attack gave a Pokémon without one printed is the Base Set's 30.
    d -= override > 0 ? override : cResValue[defDef] > 0 ? cResValue[defDef] : 30;
  }
  if (late !== 0 && d > 0) d += late;
  steps[3] = d;
  if (!noDefendingEffects) d = afterDefendingEffects(s, attacker, target, d, guardActive(s, target));
  steps[5] = d;
  if (d < 0) d = 0;
  steps[4] = d;
  return d;
}

/** Bonuses to the attacker's damage by its type: its player's this turn (Premium Power Pro), Transistor. */
const typeBonus = (s: GameState, attacker: number, atkDef: number, defDef: number): number => {
  const p = attacker < SLOTS ? 0 : 1;
  let bonus = s.typeBonusTurn[p] === s.turn[0] && s.typeBonusType[p] === cType[atkDef] ? s.typeBonus[p] : 0;
  // Transistor (Regieleki VMAX): each one in play adds to its side's Basic Lightning Pokémon's attacks.
  if (cType[atkDef] === T.Lightning && cStage[atkDef] === 0) {
    for (let k = 0; k <= s.benchCount[p]; k++) {
      const top = s.slotTop[p * SLOTS + k];
      if (top >= 0 && abilityOf(s, p * SLOTS + k) === AbilityKind.Transistor) bonus += cAbilityParam[s.cardDef[top]];
    }
  }
  // Attack bonuses of its side's passive Abilities (Serperior ex's): each one in play adds to the attacks of the Pokémon it names.
  if (s.sideAbilities[p] !== 0) bonus += sideAttackBonus(s, p, atkDef, defDef);
  return bonus;
};

/**
 * AttackBonus: what player p's Pokémon with it add to an attack of card def atkDef (a: the damage +
 * 100 × ((type + 1, 0: any type) + 16 × the stage: 0 any, 1 Basic, 2 Evolution; 3 any, to an Evolution Pokémon (defDef)).
 */
const sideAttackBonus = (s: GameState, p: number, atkDef: number, defDef: number): number => {
  let n = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top < 0 || abilityOf(s, p * SLOTS + k) !== AbilityKind.AttackBonus) continue;
    const a = cAbilityParam[s.cardDef[top]];
    const code = (a / 100) | 0;
    const type = (code & 15) - 1, stage = code >> 4;
    if ((type >= 0 && cType[atkDef] !== type) || (stage === 1 && cStage[atkDef] !== 0) || (stage === 2 && cStage[atkDef] === 0) || (stage === 3 && cStage[defDef] === 0)) continue;
    n += a % 100;
  }
  return n;
};

/** TeamTakesLess: how much less player q's Pokémon on slot sl takes from the opponent's attacks (a: damage + 100 × (type + 1, 0: any), the Energy it needs attached). */
const teamShield = (s: GameState, q: number, sl: number): number => {
  let n = 0;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const top = s.slotTop[q * SLOTS + k];
    if (top < 0 || abilityOf(s, q * SLOTS + k) !== AbilityKind.TeamTakesLess) continue;
    const a = cAbilityParam[s.cardDef[top]];
    const type = ((a / 100) | 0) - 1;
    if (type >= 0 && energyCount(s, sl, type) === 0) continue;
    n += a % 100;
  }
  return n;
};

/** The Weakness type of the Pokémon on a slot: an attack's change (Conversion 1), else the printed one. */
export function weaknessOf(s: GameState, sl: number, def: number): number {
  // Team No Weakness (Florges SVI 93): its owner's Pokémon in play have none, whatever an attack changed.
  if (sideHas(s, sl < SLOTS ? 0 : 1, AbilityKind.TeamNoWeakness)) return T.None;
  const o = s.weakOverride[sl];
  if (o !== 0) return o - 1;
  // Fairy Zone (Lillie's Clefairy ex): the opponent's Dragon Pokémon have Psychic Weakness.
  if (cType[def] === T.Dragon && fairyZone(s, sl < SLOTS ? 1 : 0)) return T.Psychic;
  return cWeak[def];
}

/** Has player p (a deck with side-wide passive Abilities) a Pokémon in play with an Ability of this kind? */
const sideHas = (s: GameState, p: number, kind: number): boolean => {
  return s.sideAbilities[p] !== 0 && abilityInPlay(s, p, kind);
};

/** Has player p a Pokémon in play with Fairy Zone? */
const fairyZone = (s: GameState, p: number): boolean =>
  (s.deckFeatures[p] & DeckFeature.RuleAbilities) !== 0 && abilityInPlay(s, p, AbilityKind.FairyZone);

/** The Resistance type of the Pokémon on a slot: an attack's change (Conversion 2), else the printed one. */
export function resistanceOf(s: GameState, sl: number, def: number): number {
  const o = s.resOverride[sl];
  return o !== 0 ? o - 1 : cRes[def];
}

/**
 * The Defending side's effects on damage from the opponent's attack (X3's last step): Defender,
 * then the target's guard (`g`), then X7 (a Tera Pokémon on the Bench). May return below 0.
 */
const afterDefendingEffects = (s: GameState, attacker: number, target: number, d: number, g: number): number => {
  d -= sumAttached(s, target, cDamageReduce);
  const def = s.cardDef[s.slotTop[target]];
  const ability = abilityOf(s, target);
  if (ability === AbilityKind.TakesLessDamage) d -= takesLess(s, target, cAbilityParam[def]); // Thicket Body (after W/R)
  // Cornerstone Stance: none from an attacker that has an Ability.
  else if (ability === AbilityKind.CornerstoneStance && abilityOf(s, attacker) !== AbilityKind.None) d = 0;
  else if (ability === AbilityKind.NoDamageFromEx && (attacker < SLOTS) !== (target < SLOTS) && noDamageFrom(s.cardDef[s.slotTop[attacker]], cAbilityParam[def])) d = 0;
  else if (ability === AbilityKind.BenchShield && target % SLOTS !== 0 && (attacker < SLOTS) !== (target < SLOTS)) d = 0;
  else if (ability === AbilityKind.NoDamageFromType && (attacker < SLOTS) !== (target < SLOTS) && cType[s.cardDef[s.slotTop[attacker]]] === cAbilityParam[def]) d = 0;
  // Passive Abilities of its side, on the opponent's attacks: Team Takes Less (Hariyama's, after W/R), Bench Guard (Thundurus's, Rabsca's).
  const q = target < SLOTS ? 0 : 1;
  if ((attacker < SLOTS) !== (q === 0) && s.sideAbilities[q] !== 0) {
    d -= teamShield(s, q, target);
    if (target % SLOTS !== 0 && benchGuarded(s, q, false)) d = 0;
  }
  if (g === Guard.PreventDamage || g === Guard.PreventDamageAndEffects) d = 0;
  else if (g === Guard.PreventSmallDamage && d <= s.guardParam[target]) d = 0;
  else if (g === Guard.PreventFromBasic && cStage[s.cardDef[s.slotTop[attacker]]] === 0) d = 0;
  else if (g === Guard.PreventFromBasicNonColorless && cStage[s.cardDef[s.slotTop[attacker]]] === 0 && cType[s.cardDef[s.slotTop[attacker]]] !== T.Colorless) d = 0;
  else if (g === Guard.ReduceDamage) d -= s.guardParam[target];
  if (teraOnBench(s, target)) d = 0;
  // Flower Curtain (Shaymin DRI): none to a Benched Pokémon without a Rule Box of a side that has it.
  if (target % SLOTS !== 0 && cRuleBox[def] === 0 && (attacker < SLOTS) !== (target < SLOTS) && flowerCurtain(s, target < SLOTS ? 0 : 1)) d = 0;
  return d;
};

/** TakesLessDamage (a % 1000) on slot sl, when its need (a / 1000: 1 Energy attached, 2 full HP) is met. */
const takesLess = (s: GameState, sl: number, a: number): number => {
  const need = (a / 1000) | 0;
  if (need === 1 && energyCount(s, sl, T.None) === 0) return 0;
  if (need === 2 && s.damage[sl] !== 0) return 0;
  return a % 1000;
};

/** BenchGuard: has player q a Pokémon whose Ability shields q's Bench now (`effects`: one that stops effects too)? */
const benchGuarded = (s: GameState, q: number, effects: boolean): boolean => {
  if (s.sideAbilities[q] === 0) return false;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] < 0 || abilityOf(s, sl) !== AbilityKind.BenchGuard) continue;
    const a = cAbilityParam[s.cardDef[s.slotTop[sl]]];
    if (a === 1 || (!effects && k === 0)) return true;
  }
  return false;
};

/** NoDamageFromEx's attackers (a: 0 Pokémon ex, 1 and Pokémon V, 2 Basic Pokémon ex only). */
const noDamageFrom = (atkDef: number, a: number): boolean => (a === 2 ? cEx[atkDef] === 1 && cStage[atkDef] === 0 : isExOrV(atkDef, a));

/** Has player p a Pokémon in play with Flower Curtain? */
const flowerCurtain = (s: GameState, p: number): boolean =>
  (s.deckFeatures[p] & DeckFeature.RuleAbilities) !== 0 && abilityInPlay(s, p, AbilityKind.FlowerCurtain);

/**
 * Battle Cage: slot sl is Benched while the Stadium in play stops damage counters the opponent's
 * attacks and Abilities would place on Benched Pokémon (the callers place only the opponent's).
 */
export function benchCaged(s: GameState, sl: number): boolean {
  const st = s.stadium[0];
  return sl % SLOTS !== 0 && st >= 0 && cStadium[s.cardDef[st]] === StadiumEffect.BenchCounterShield;
}

/** Lucky Helmet: the Active on `target` was damaged by the opponent's attack; its owner draws. */
const luckyHelmet = (s: GameState, attacker: number, target: number): void => {
  if (target % SLOTS !== 0 || (attacker < SLOTS) === (target < SLOTS)) return;
  const n = sumAttached(s, target, cToolDrawWhenHit);
  const q = slotOwner(target);
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, q);
    if (c < 0) return;
    emit(s, Ev.Draw, q, c);
  }
};

/** Damage that ignores Weakness/Resistance (self damage, Bench damage, Checkup). */
export function applyDirectDamage(s: GameState, sl: number, amount: number): void {
  if (amount <= 0 || s.slotTop[sl] < 0) return;
  s.damage[sl] += amount;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, slotOwner(sl), sl, amount);
}

/**
 * Damage an attack does to its own side (self damage, the attacker's own Bench): no Weakness,
 * Resistance or guards (those name the opponent's attacks), but Defender reduces damage from
 * any attack.
 */
export function ownAttackDamage(s: GameState, sl: number, amount: number): void {
  if (amount <= 0 || s.slotTop[sl] < 0) return;
  let d = teraOnBench(s, sl) ? 0 : amount - sumAttached(s, sl, cDamageReduce);
  if (d < 0) d = 0;
  s.damage[sl] += d;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  // Logged like attackDirectDamage when Defender or X7 changed it; else as plain damage (c = 0).
  emit(s, Ev.DirectDamage, slotOwner(sl), sl, d, d === amount ? 0 : amount);
}

/** X7: a Tera Pokémon on the Bench takes no damage from attacks, either player's. */
export function teraOnBench(s: GameState, sl: number): boolean {
  return sl % SLOTS !== 0 && cTera[s.cardDef[s.slotTop[sl]]] === 1;
}

/** Damage from the current player's attack to an opponent Pokémon without W/R, after its guards. */
export function attackDirectDamage(s: GameState, attacker: number, target: number, amount: number): void {
  const g = guardActive(s, target);
  let d = afterDefendingEffects(s, attacker, target, amount, g);
  if (d <= 0) {
    if (g !== 0) emit(s, Ev.Prevented, slotOwner(target), target, g);
    emit(s, Ev.DirectDamage, slotOwner(target), target, 0, amount); // all of it stopped: logged as 0
    return;
  }
  d = lastStand(s, attacker, target, d);
  if (d <= 0) {
    emit(s, Ev.DirectDamage, slotOwner(target), target, 0, amount);
    return;
  }
  s.damage[target] += d;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, slotOwner(target), target, d, amount);
  luckyHelmet(s, attacker, target);
  strikesBack(s, attacker, target);
  onAttacker(s, attacker, target, d);
}

/**
 * What the damage `d` an opponent's attack did to `target` (even a Knock Out) does back: its guard's
 * damage counters on the Attacking Pokémon; for the Active, its passive Ability's (A5) damage
 * counters or Special Condition for the Attacking Pokémon.
 */
const onAttacker = (s: GameState, attacker: number, target: number, d: number): void => {
  if (slotOwner(attacker) === slotOwner(target) || s.slotTop[attacker] < 0) return;
  // an attack's guard on itself ("during your opponent's next turn, if this Pokémon is damaged by an attack …")
  const g = guardActive(s, target);
  if (g === Guard.CountersBack) applyDirectDamage(s, attacker, 10 * s.guardParam[target]);
  else if (g === Guard.DamageBack) applyDirectDamage(s, attacker, d);
  if (target % SLOTS !== 0) return;
  const kind = abilityOf(s, target);
  if (kind !== AbilityKind.CountersOnAttacker && kind !== AbilityKind.ConditionOnAttacker) return;
  const a = cAbilityParam[s.cardDef[s.slotTop[target]]];
  if (kind === AbilityKind.CountersOnAttacker && a >= 100 && !hasTool(s, target)) return; // (Custom Trap: only with a Tool attached)
  emit(s, Ev.Ability, slotOwner(target), target, kind);
  if (kind === AbilityKind.CountersOnAttacker) applyDirectDamage(s, attacker, 10 * (a % 100));
  else {
    if (conditionImmune(s, attacker, a)) return;
    if (a === Cond.Poisoned) s.poisoned[attacker] = 1;
    else if (a === Cond.Burned) s.burned[attacker] = 1;
    else return; // (the templates give Poisoned or Burned only)
    emit(s, Ev.Condition, slotOwner(attacker), attacker, a, 1);
  }
};

/** Put an attack's computed damage on the target, then passive reactions (Strikes Back). */
export function applyAttackDamage(s: GameState, attacker: number, target: number, d: number): void {
  if (d > 0) d = lastStand(s, attacker, target, d);
  s.reg[Reg.DamageDone] = d;
  // A guard that stopped damage the attack would have done (computeAttackDamage reads, never reports).
  const g = guardActive(s, target);
  if (g !== 0 && d === 0 && steps[3] > 0) emit(s, Ev.Prevented, slotOwner(target), target, g);
  emit(s, Ev.Damage, slotOwner(target), target, steps[0], steps[1] | (steps[2] << 16), (steps[3] & 0xffff) | (d << 16));
  if (target % SLOTS === 0) noteAttacked(s, target);
  if (d <= 0) return;
  s.damage[target] += d;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  if (target % SLOTS === 0) s.hitDamage[target] += d; // Mirror Move's record
  luckyHelmet(s, attacker, target);
  strikesBack(s, attacker, target);
  onAttacker(s, attacker, target, d);
}

/**
 * A5 passive Abilities on the damage an opponent's attack is about to put on `target` (after every
 * other effect): a coin that may prevent it, or a Pokémon with full HP left with 10 HP. Its damage.
 */
const lastStand = (s: GameState, attacker: number, target: number, d: number): number => {
  if ((attacker < SLOTS) === (target < SLOTS)) return d;
  const ability = abilityOf(s, target);
  if (ability === AbilityKind.FlipPreventDamage && flipPreventOn(s, target)) {
    emit(s, Ev.Ability, slotOwner(target), target, ability);
    return coin(s, Flip.Ability, slotOwner(target)) ? 0 : d;
  }
  // Sturdy (a = 0: with full HP) or, a = 1, a coin at any HP (Machamp MEW 68): heads leaves it 10 HP.
  const coinFirst = ability === AbilityKind.Sturdy && cAbilityParam[s.cardDef[s.slotTop[target]]] === 1;
  if (ability === AbilityKind.Sturdy && (coinFirst || s.damage[target] === 0)) {
    const hp = maxHp(s, target) - s.damage[target];
    if (d >= hp) {
      emit(s, Ev.Ability, slotOwner(target), target, ability);
      if (coinFirst && !coin(s, Flip.Ability, slotOwner(target))) return d;
      return hp - 10;
    }
  }
  return d;
};

/** FlipPreventDamage's need (a): 0 none; 1 it is Confused; 2 + type: it has Energy of that type attached. */
const flipPreventOn = (s: GameState, sl: number): boolean => {
  const a = cAbilityParam[s.cardDef[s.slotTop[sl]]];
  return a === 0 || (a === 1 ? s.cond[sl] === Cond.Confused : energyCount(s, sl, a - 2) > 0);
};

/** A5 passive Ability: damage back to the attacker, unless the holder is Asleep/Confused/Paralyzed. */
const strikesBack = (s: GameState, attacker: number, target: number): void => {
  const top = s.slotTop[target];
  const d = s.cardDef[top];
  if (abilityOf(s, target) !== AbilityKind.StrikesBack) return;
  const c = s.cond[target];
  if (c === Cond.Asleep || c === Cond.Confused || c === Cond.Paralyzed) return;
  emit(s, Ev.Ability, slotOwner(target), target, AbilityKind.StrikesBack);
  applyDirectDamage(s, attacker, cAbilityParam[d]);
};
