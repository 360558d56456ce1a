// The greedy bot's Pokémon Powers (A7, engine/powers.ts). Each use must make progress toward an
// attack or save a Pokémon, so "as often as you like" never loops: Rain Dance only where a Water
// Energy is still needed, Energy Trans only from the Bench to an Active it lets attack, Damage
// Swap only off the Active, Energy Burn only when it makes an attack payable, Buzzap only from the
// Bench when its 2 Energy let the Active attack and the Prize it gives away does not lose the game.
import { GameState, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as gameModule from '../engine/game.js';
import * as zonesModule from '../engine/zones.js';
import { AbilityKind, T } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, ENERGY_STRIDE } = stateModule;
const { actB, actKind } = actionsModule;
const { triggerAsked, toolWithAbility } = powersModule;
const { cAbility, cAttackStart, cAttackCount, aCost, aTypedMask, aDamage, cToolAbility } = tablesModule;
const { costMet } = gameModule;
const { maxHp } = zonesModule;
const { TYPE_COUNT } = typesModule;

/** The Power kind of the Pokémon on slot sl. */
function powerOf(s: GameState, sl: number): number {
  return cAbility[s.cardDef[s.slotTop[sl]]];
}

/** Hooks the greedy bot passes in (its own helpers), so this module does not import it. */
export interface PowerHelpers {
  energyNeed(s: GameState, sl: number, type: number): number;
  enablesAttack(s: GameState, sl: number, type: number, units?: number): boolean;
  /** Best expected damage the Pokémon on slot sl does to slot target with an attack it can pay for now. */
  attackFrom(s: GameState, sl: number, target: number): number;
  /** Can the Pokémon on slot sl (either player's) pay for a damaging attack now? */
  canAttack(s: GameState, sl: number): boolean;
}

/**
 * The greedy bot's reading of an Ability kind, registered beside its handler (src/bots/abilities/):
 * `score` of using it now (the action's score; -1: don't; compare with the scores in greedy.ts:
 * attaching Energy ~380–440, evolving 500+, drawing Trainers 300–330, attacking < 200), and
 * `choiceScore` of a sub-choice (the highest is taken). `trigger` (optional): whether to accept a
 * triggered Ability now (default: yes).
 */
export interface AbilityBot {
  score(s: GameState, p: number, sl: number, h: PowerHelpers): number;
  choiceScore(s: GameState, p: number, a: number, h: PowerHelpers): number;
  trigger?(s: GameState, p: number, sl: number, h: PowerHelpers): boolean;
}

const bots: (AbilityBot | undefined)[] = new Array(256).fill(undefined);

/** Register the greedy bot's scorer of an AbilityKind (at module load). */
export function registerAbilityBot(kind: number, b: AbilityBot): void {
  if (bots[kind] !== undefined) throw new Error(`AbilityKind ${kind} has a bot scorer already`);
  bots[kind] = b;
}

/** Best Water Pokémon of p for one more Water Energy, and how much it helps (0: nowhere). */
function bestWaterTarget(s: GameState, p: number, h: PowerHelpers): number {
  let best = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0) continue;
    const need = h.energyNeed(s, sl, T.Water);
    if (need > best) best = need;
  }
  return best;
}

function activeAttackPayable(s: GameState, sl: number): boolean {
  const d = s.cardDef[s.slotTop[sl]];
  for (let k = 0; k < cAttackCount[d]; k++) if (aDamage[cAttackStart[d] + k] > 0 && costMet(s, sl, cAttackStart[d] + k)) return true;
  return false;
}

/** Energy Burn: would counting every Energy on sl as Fire make a damaging attack payable? */
function burnEnables(s: GameState, sl: number): boolean {
  if (activeAttackPayable(s, sl)) return false;
  const d = s.cardDef[s.slotTop[sl]];
  const total = s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
  for (let k = 0; k < cAttackCount[d]; k++) {
    const id = cAttackStart[d] + k;
    const cb = id * (TYPE_COUNT + 1);
    if (aDamage[id] <= 0 || total < aCost[cb + TYPE_COUNT]) continue;
    if ((aTypedMask[id] & ~(1 << T.Fire)) === 0 && total >= aCost[cb + T.Fire]) return true;
  }
  return false;
}

/** A benched Pokémon of p with a Grass Energy card: there is one to move to the Active. */
function benchHasGrass(s: GameState, p: number): boolean {
  for (let k = 1; k <= s.benchCount[p]; k++) if (s.slotEnergy[(p * SLOTS + k) * ENERGY_STRIDE + T.Grass] > 0) return true;
  return false;
}

/** Damage Swap: the benched receiver that keeps the most HP, if it stays safer than the Active would. */
function swapReceiver(s: GameState, p: number): number {
  const active = p * SLOTS;
  if (s.damage[active] === 0) return -1;
  let best = -1, bestLeft = maxHp(s, active) - s.damage[active] + 10;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const left = maxHp(s, sl) - s.damage[sl] - 10; // after taking the counter
    if (left > 30 && left > bestLeft) { best = sl; bestLeft = left; }
  }
  return best;
}

/** Buzzap: the first type (FORM_TYPES order, Grass to Fighting) whose 2 Energy let the Active attack, or -1. */
function buzzapType(s: GameState, p: number, sl: number, h: PowerHelpers): number {
  const active = p * SLOTS;
  if (sl === active || s.slotTop[active] < 0 || s.prizeCount[1 - p] <= 1) return -1;
  for (let t = 0; t < T.Colorless; t++) if (h.enablesAttack(s, active, t, 2)) return t;
  return -1;
}

/** Score of using the Power of slot sl now (-1: don't). */
export function powerScore(s: GameState, p: number, sl: number, h: PowerHelpers, fromTool = 0): number {
  const active = p * SLOTS;
  const kind = fromTool === 1 ? cToolAbility[toolWithAbility(s, sl)] : powerOf(s, sl);
  const b = bots[kind];
  if (b !== undefined) return b.score(s, p, sl, h);
  switch (kind) {
    case AbilityKind.RainDance: {
      const need = bestWaterTarget(s, p, h);
      return need > 0 ? 385 + need * 10 : -1;
    }
    case AbilityKind.EnergyTrans:
      return benchHasGrass(s, p) && h.enablesAttack(s, active, T.Grass) ? 395 : -1;
    case AbilityKind.DamageSwap:
      return swapReceiver(s, p) >= 0 ? 300 : -1;
    case AbilityKind.EnergyBurn:
      return sl === active && burnEnables(s, sl) ? 395 : -1;
    case AbilityKind.Buzzap: // below attaching from the hand: the card in hand may be enough
      return buzzapType(s, p, sl, h) >= 0 ? 360 : -1;
  }
  return -1;
}

/** Score of a sub-choice of the Power being used (a ChooseCard or ChooseSlot action). */
export function powerChoiceScore(s: GameState, p: number, a: number, h: PowerHelpers): number {
  const active = p * SLOTS;
  const kind = s.progAbility[0];
  const b = bots[kind];
  if (triggerAsked(s)) { // a triggered Ability: take it unless its scorer says not now
    const yes = b?.trigger === undefined || b.trigger(s, p, s.progSource[0], h);
    return (actKind(a) === Act.Yes) === yes ? 1 : 0;
  }
  if (b !== undefined) return b.choiceScore(s, p, a, h);
  const first = s.reg[Reg.Aux] === 0;
  const sl = actB(a);
  switch (kind) {
    case AbilityKind.RainDance:
      if (first) return 0; // every Water Energy card is the same
      return h.energyNeed(s, sl, T.Water) * 10 + (sl === active && h.enablesAttack(s, sl, T.Water) ? 100 : 0);
    case AbilityKind.EnergyTrans:
      if (first) return sl === active ? -1000 : s.slotEnergy[sl * ENERGY_STRIDE + T.Grass];
      return sl === active ? 1000 : h.energyNeed(s, sl, T.Grass);
    case AbilityKind.DamageSwap:
      if (first) return sl === active ? 1000 : -s.damage[sl];
      return sl === swapReceiver(s, p) ? 1000 : maxHp(s, sl) - s.damage[sl];
    case AbilityKind.Buzzap:
      if (first) return sl === active ? 1000 : 0;
      // sl is the option: a type; the one that lets the chosen Pokémon attack, else the most useful
      return h.enablesAttack(s, s.reg[Reg.Chosen], sl, 2) ? 1000 : h.energyNeed(s, s.reg[Reg.Chosen], sl);
  }
  return 0;
}
