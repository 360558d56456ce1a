// The pilot bot's position evaluation (pilot.ts): how good a state is for player p, in Prizes.
// It reads the state and the card tables only (HP, Prize value, stage, evolves-from, attack costs
// and damage, Energy types), so it holds for any card the engine knows. Terms, each with its weight
// in PILOT_WEIGHTS (tuned by self-play on bundled decks: docs/DESIGN.md):
//   - Prizes taken on both sides; a finished game is ±WIN;
//   - damage on each Pokémon in play against its HP (the Active weighs more), times its Prize value;
//   - Pokémon in play (the Bench that keeps a player in the game), their stage and HP left;
//   - Energy in play toward the attack costs of each Pokémon (its best attack's damage times the
//     share of its cost that is paid; the Active weighs more, and of the opponent's Pokémon its best
//     attacker wherever it is) and Energy in play at all;
//   - cards in hand: the own hand card by card (a Basic with Bench room, an Evolution whose earlier
//     stage is in play or in hand, the first Energy a Pokémon in play still needs, a Supporter, an
//     Item), the opponent's by count only (the pilot can't see it);
//   - a turn that ended with the Energy attachment unused while the hand held an Energy (A2 allows
//     one a turn, so it is lost);
//   - deck-out risk: cards left in the deck against the Prizes still to take, and an empty deck;
//   - the opponent's threat: can its Active (with one more Energy) Knock Out p's Active next turn;
//     if so, p's Active's readiness and Energy count only in part (they would go with it); its best
//     attacker on the Bench threatens too (it can be switched in), the greater of the two counting;
//   - in p's own turn, the attack p's Active can still make this turn (a Knock Out counts its Prizes).
// No allocation: scratch lives in module-level typed arrays.
import { GameState, Phase, RuleParam, ProgKind } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as damageModule from '../engine/damage.js';
import * as gameModule from '../engine/game.js';
import { Supertype, TrainerKind, Cond, T } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import { DamageEstimate, Op } from '../cards/opcodes.js';
import * as generatedEstimatesModule from './generated-estimates.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, ENERGY_STRIDE, MAX_DECK } = stateModule;
const { cSuper, cStage, cAttackStart, cAttackCount, aCost, aTypedMask, aDamage, cPrizes, cEnergyType, cNameId, cEvolvesFrom, cTrainerKind, lowestType, opEstimate, PROG, OP_WIDTH, cProgStart, cProgLen, aProgStart, aProgLen, cBasicEnergy, cOwner } = tablesModule;
const { maxHp, energyCount, benchRoom } = zonesModule;
const { computeAttackDamage } = damageModule;
const { costMet } = gameModule;
const { TYPE_COUNT } = typesModule;
const { generatedBonus } = generatedEstimatesModule;

/** Indices into a weight vector (PILOT_WEIGHTS). */
export const enum Wt {
  Prize = 0, // a Prize taken
  DamageActive = 1, // a full HP of damage on the Active, per Prize it gives
  DamageBench = 2, // the same on the Bench
  Board1 = 3, // the first Benched Pokémon (the one that keeps a player in the game)
  BoardMore = 4, // each further Pokémon in play, up to five
  Stage = 5, // per stage of evolution in play
  Hp = 6, // per 100 HP left in play
  ReadyActive = 7, // the Active's best attack paid for, per 100 damage
  ReadyBench = 8, // the same on the Bench
  EnergyUnit = 9, // an Energy in play
  HandCard = 10, // any card in hand
  HandBasic = 11, // a Basic Pokémon with Bench room
  HandEvolution = 12, // an Evolution whose earlier stage is in play
  HandEnergy = 13, // an Energy a Pokémon in play still needs
  HandSupporter = 14,
  HandItem = 15,
  OpponentHandCard = 16,
  DeckThin = 17, // per missing card below the safe deck size, squared
  DeckEmpty = 18, // no card left to draw
  Threat = 19, // the opponent's Active can Knock Out the Active next turn, per Prize
  ThreatDamage = 20, // its damage short of a Knock Out, per HP fraction and Prize
  AttackNow = 21, // share of an attack still to make this turn that counts before it is made
  Win = 22,
  ReadyFull = 23, // share of readiness added when an attack is paid for in full
  MissedAttach = 24, // a turn ended with no Energy attached while the hand held one (A2: once a turn, so it is lost)
  DoomedReady = 25, // share of p's Active's readiness and Energy lost when the opponent's Active can Knock it Out next turn
  OppBestReady = 26, // 1: the opponent's best attacker's readiness counts as an Active's wherever it is (0: by place)
  BenchThreat = 27, // share of Threat for the opponent's best attacker when it is on the Bench (found with OppBestReady: 0 there turns this off too)
  COUNT = 28,
}

/**
 * The tuned weights (prize units). How they were tuned: docs/DESIGN.md (pilot). A copy can be
 * changed for experiments (PilotBot takes its own vector).
 */
const pilotWeights = new Float64Array([
  1.0, // Prize
  0.6, // DamageActive
  0.35, // DamageBench
  0.7, // Board1
  0.18, // BoardMore
  0.25, // Stage
  0.05, // Hp
  0.4, // ReadyActive
  0.15, // ReadyBench
  0.1, // EnergyUnit
  0.03, // HandCard
  0.04, // HandBasic
  0.05, // HandEvolution
  0.09, // HandEnergy
  0.05, // HandSupporter
  0.01, // HandItem
  0.03, // OpponentHandCard
  0.12, // DeckThin
  4.0, // DeckEmpty
  0.25, // Threat
  0.25, // ThreatDamage
  2.0, // AttackNow
  100, // Win
  0.3, // ReadyFull
  0.15, // MissedAttach
  0.5, // DoomedReady
  1, // OppBestReady
  1.0, // BenchThreat
]);
/** (Exported through a plain const, which V8 folds: test/hoist-consts.test.ts.) */
export const PILOT_WEIGHTS = pilotWeights;

// Per evaluation: the name ids of p's Pokémon in play (for Evolutions in hand) and the Energy types
// its Pokémon still need (bit t; bit TYPE_COUNT: any type helps).
const inPlayNames = new Int16Array(SLOTS);
let inPlayCount = 0;
let neededTypes = 0;

// Per attack: its expected base damage when no estimate reads the state (coin flips at their mean),
// worked out at its first use; STATEFUL when one does (damage counters, Energy, Prizes, hand size).
const STATEFUL = -1, UNKNOWN = -2;
const fixedBase = new Float64Array(aDamage.length).fill(UNKNOWN);

/** What attack id's estimates do to its damage when none reads the state, else STATEFUL. */
const fixedEstimate = (id: number): number => {
  let d = aDamage[id];
  const start = aProgStart[id];
  for (let i = 0; i < aProgLen[id]; i++) {
    const at = start + i * OP_WIDTH;
    switch (opEstimate[PROG[at]]) {
      case DamageEstimate.None: break;
      case DamageEstimate.TimesHalfOfCoins: d = (d * PROG[at + 1]) / 2; break;
      case DamageEstimate.Halved: d = d / 2; break;
      case DamageEstimate.PlusHalf: d += PROG[at + 1] / 2; break;
      case DamageEstimate.PlusPerHeadsUntilTails: d += PROG[at + 1]; break; // 1 heads on average
      case DamageEstimate.SpreadDamage: d = PROG[at + 1]; break;
      case DamageEstimate.PartnerBenched: case DamageEstimate.PlusIfKnockedOutLastTurn: break; // (the printed damage: below)
      default: return STATEFUL;
    }
  }
  return d > 0 ? d : 0;
};

/** Expected base damage of attack `id` of the Pokémon in slot sl against slot target (coin flips at their mean). */
export function expectedBase(s: GameState, sl: number, id: number, target: number): number {
  let fixed = fixedBase[id];
  if (fixed === UNKNOWN) fixed = fixedBase[id] = fixedEstimate(id);
  if (fixed !== STATEFUL) return fixed;
  let d = aDamage[id];
  const start = aProgStart[id], len = aProgLen[id];
  const q = sl >= SLOTS ? 1 : 0;
  const hasTarget = s.slotTop[target] >= 0;
  for (let i = 0; i < len; i++) {
    const at = start + i * OP_WIDTH;
    const a = PROG[at + 1];
    switch (opEstimate[PROG[at]]) {
      case DamageEstimate.None: break;
      case DamageEstimate.TimesHalfOfCoins: d = (d * a) / 2; break;
      case DamageEstimate.Halved: d = d / 2; break;
      case DamageEstimate.TimesSelfCounters: d *= s.damage[sl] / 10; break;
      case DamageEstimate.PlusPerSelfCounter: d += (a * s.damage[sl]) / 10; break;
      case DamageEstimate.MinusPerSelfCounter: d -= (a * s.damage[sl]) / 10; break;
      case DamageEstimate.TimesOpponentPrizesTaken: d *= s.prizesTaken[1 - q]; break;
      case DamageEstimate.PlusPerDefenderCounter: if (hasTarget) d += (a * s.damage[target]) / 10; break;
      case DamageEstimate.PlusHalf: d += a / 2; break;
      case DamageEstimate.PlusPerDefenderEnergy: if (hasTarget) d += a * energyCount(s, target, T.None); break;
      case DamageEstimate.HalfDefenderHp: if (hasTarget) d = Math.ceil((maxHp(s, target) - s.damage[target]) / 20) * 10; break;
      case DamageEstimate.BestDefenderAttack: d = hasTarget ? mostDamage(s.cardDef[s.slotTop[target]]) : 0; break;
      case DamageEstimate.MirroredDamage: d = s.hitTurn[sl] === s.turn[0] - 1 ? s.hitDamage[sl] : 0; break;
      case DamageEstimate.PlusPerSelfEnergy: d += PROG[at + 2] * energyCount(s, sl, a); break;
      case DamageEstimate.SwitchedInDamage: d = s.benchCount[1 - q] > 0 ? a : 0; break;
      case DamageEstimate.PlusIfDefenderEvolved: if (hasTarget && cStage[s.cardDef[s.slotTop[target]]] > 0) d += a; break;
      case DamageEstimate.SpreadDamage: d = a; break;
      case DamageEstimate.TimesHandSize: d *= s.handCount[q]; break;
      case DamageEstimate.PerOwnEnergyOfType: {
        let units = 0;
        for (let k = 0; k <= s.benchCount[q]; k++) units += s.slotEnergy[(q * SLOTS + k) * ENERGY_STRIDE + a];
        d = PROG[at + 2] * units;
        break;
      }
      case DamageEstimate.PlusPerOpponentPrizeTaken: d += a * s.prizesTaken[1 - q]; break;
      case DamageEstimate.CountersPerHand: d += a * 10 * s.handCount[q]; break; // Powerful Hand (counters: W/R aside, estimated as damage)
      case DamageEstimate.PlusPerDiscardEnergy: d += a * discardEnergy(s, q, false); break;
      // issue 32's Standard 2026 lists:
      case DamageEstimate.PlusPerBenchedBoth: d += a * (s.benchCount[0] + s.benchCount[1]); break;
      case DamageEstimate.PlusIfExtraEnergy: if (energyCount(s, sl, T.None) - aCost[id * (TYPE_COUNT + 1) + TYPE_COUNT] >= PROG[at + 2]) d += a; break;
      case DamageEstimate.PerSelfEnergyDiscarded: d = PROG[at + 2] * Math.min(a, energyCount(s, sl, T.None)); break;
      // Make It Rain (PerHandBasicEnergy) keeps its printed 50: counting the hand's basic Energy made
      // the pilot hoard them (Gholdengo ex against greedy's N's Zoroark ex: 22.5% of 200 games, 42.0% without).
      case DamageEstimate.PlusIfMovedToActive: if (s.toActiveTurn[q] === s.turn[0]) d += a; break;
      case DamageEstimate.PlusPerHeadsUntilTails: d += a; break;
      case DamageEstimate.TimesOwnBenched: d *= s.benchCount[q]; break;
      case DamageEstimate.NothingUnlessStadium: if (s.stadium[0] < 0) d = 0; break;
      case DamageEstimate.TimesOpponentDiscardBasicEnergy: d *= discardEnergy(s, 1 - q, true); break;
      case DamageEstimate.BestBenchedOwnerAttack: { // Night Joker: the most its Benched Pokémon of Trainer a print
        d = 0;
        for (let b = 1; b <= s.benchCount[q]; b++) {
          const def = s.cardDef[s.slotTop[q * SLOTS + b]];
          if (cOwner[def] === a && mostDamage(def) > d) d = mostDamage(def);
        }
        break;
      }
      // the generated Pokémon's bonuses, apart so this switch stays the size the bundled decks need
      default: d = generatedBonus(s, sl, target, at, d); break; // generated-estimates.ts
    }
  }
  return d > 0 ? d : 0;
}

/** Energy cards (basic ones only: `basic`) in player q's discard pile. */
const discardEnergy = (s: GameState, q: number, basic: boolean): number => {
  let n = 0;
  for (let i = 0; i < s.discardCount[q]; i++) {
    const d = s.cardDef[s.discard[q * MAX_DECK + i]];
    if (basic ? cBasicEnergy[d] === 1 : cSuper[d] === Supertype.Energy) n++;
  }
  return n;
};

/** The most printed damage among a card's attacks. */
const mostDamage = (def: number): number => {
  let best = 0;
  for (let k = 0; k < cAttackCount[def]; k++) if (aDamage[cAttackStart[def] + k] > best) best = aDamage[cAttackStart[def] + k];
  return best;
};

/**
 * The share of attack `id`'s cost the Energy on slot sl pays (1: payable), and as a side effect
 * marks in `neededTypes` what it still lacks when `mark` is set.
 */
const paidShare = (s: GameState, sl: number, id: number, mark: boolean): number => {
  const cb = id * (TYPE_COUNT + 1);
  const cost = aCost[cb + TYPE_COUNT];
  if (cost === 0) return 1;
  const e = sl * ENERGY_STRIDE;
  let typedCost = 0, typedPaid = 0;
  for (let m = aTypedMask[id]; m !== 0; m &= m - 1) {
    const t = lowestType(m);
    const c = aCost[cb + t], have = s.slotEnergy[e + t];
    typedCost += c;
    if (have >= c) typedPaid += c;
    else {
      typedPaid += have;
      if (mark) neededTypes |= 1 << t;
    }
  }
  const colourless = cost - typedCost;
  let spare = s.slotEnergy[e + TYPE_COUNT] - typedPaid;
  if (spare > colourless) spare = colourless;
  if (spare < colourless && mark) neededTypes |= 1 << TYPE_COUNT;
  return (typedPaid + (spare > 0 ? spare : 0)) / cost;
};

/**
 * How ready the Pokémon in slot sl is to attack, in hundreds of damage: the best over its damaging
 * attacks of expected damage times the share of the cost paid, plus `full` more when it is all
 * paid. Marks what its best unpaid attack needs when `mark` is set.
 */
const readiness = (s: GameState, sl: number, target: number, mark: boolean, full: number): number => {
  const def = s.cardDef[s.slotTop[sl]];
  let best = 0, bestUnpaid = -1, bestUnpaidValue = 0;
  for (let k = 0; k < cAttackCount[def]; k++) {
    const id = cAttackStart[def] + k;
    if (aDamage[id] <= 0 && aProgLen[id] === 0) continue;
    let dmg = fixedBase[id]; // (the call only for an estimate that reads the state, or one not worked out yet)
    if (dmg < 0) dmg = expectedBase(s, sl, id, target);
    if (dmg > 200) dmg = 200;
    if (dmg <= 0) continue;
    const share = paidShare(s, sl, id, false);
    const v = (share === 1 ? 1 + full : share) * dmg;
    if (v > best) best = v;
    if (share < 1 && dmg > bestUnpaidValue) { bestUnpaidValue = dmg; bestUnpaid = id; }
  }
  if (mark && bestUnpaid >= 0 && bestUnpaidValue * 0.8 > best) paidShare(s, sl, bestUnpaid, true);
  return best / 100;
};

/**
 * The most damage player q's Active can do to the other Active with an attack it can pay for
 * (`extra`: or could pay for with one more Energy attached), expected, after Weakness and Resistance.
 */
export function bestActiveDamage(s: GameState, q: number, extra: boolean): number {
  return bestDamageFrom(s, q * SLOTS, (1 - q) * SLOTS, extra);
}

/** The same from slot sl (an Active, or a Benched Pokémon as if it were Active) to the Active `target`. */
const bestDamageFrom = (s: GameState, sl: number, target: number, extra: boolean): number => {
  if (s.slotTop[sl] < 0 || s.slotTop[target] < 0) return 0;
  const def = s.cardDef[s.slotTop[sl]];
  let best = 0;
  for (let k = 0; k < cAttackCount[def]; k++) {
    const id = cAttackStart[def] + k;
    if (aDamage[id] <= 0 && aProgLen[id] === 0) continue;
    if (!costMet(s, sl, id)) {
      if (!extra) continue;
      const m = aTypedMask[id];
      if (!costMet(s, sl, id, m !== 0 ? lowestType(m) : T.Colorless, 1)) continue;
    }
    let base = fixedBase[id]; // (as in readiness)
    if (base < 0) base = expectedBase(s, sl, id, target);
    if (base <= 0) continue;
    const d = computeAttackDamage(s, sl, target, Math.round(base), false);
    if (d > best) best = d;
  }
  return best;
};

/** Side q's terms that don't depend on whose turn it is (p: the evaluating player, who sees its own hand). */
// Per evaluation: how much p's Active's readiness and Energy count (1, less when it is doomed: DoomedReady).
let keepActive = 1;
// Per evaluation: the slot of the opponent's best attacker (by readiness), found by sideValue when OppBestReady is on (else -1).
let bestOpponentSlot = -1;

const sideValue = (s: GameState, q: number, p: number, w: Float64Array): number => {
  const o = 1 - q;
  const target = o * SLOTS;
  let v = w[Wt.Prize] * s.prizesTaken[q];
  const mine = q === p;
  if (mine) { inPlayCount = 0; neededTypes = 0; }
  let inPlay = 0;
  let bestOpponent = 0;
  if (!mine) bestOpponentSlot = -1;
  for (let k = 0; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    const top = s.slotTop[sl];
    if (top < 0) continue;
    inPlay++;
    const def = s.cardDef[top];
    const hp = maxHp(s, sl);
    const left = hp - s.damage[sl];
    // damage taken, per Prize this Pokémon gives
    if (s.damage[sl] > 0 && hp > 0) v -= (k === 0 ? w[Wt.DamageActive] : w[Wt.DamageBench]) * cPrizes[def] * (s.damage[sl] / hp);
    v += w[Wt.Stage] * cStage[def] + w[Wt.Hp] * (left > 0 ? left : 0) / 100;
    const keep = k === 0 && mine ? keepActive : 1;
    if (!mine && w[Wt.OppBestReady] > 0) {
      // the opponent's: every Pokémon at the Bench's weight, its best attacker's extra once below
      const r = readiness(s, sl, target, false, w[Wt.ReadyFull]);
      v += w[Wt.ReadyBench] * r;
      if (r > bestOpponent) { bestOpponent = r; bestOpponentSlot = sl; }
    } else v += keep * (k === 0 ? w[Wt.ReadyActive] : w[Wt.ReadyBench]) * readiness(s, sl, target, mine, w[Wt.ReadyFull]);
    v += keep * w[Wt.EnergyUnit] * s.slotEnergy[sl * ENERGY_STRIDE + TYPE_COUNT];
    if (mine) inPlayNames[inPlayCount++] = cNameId[def];
  }
  // (the opponent brings its best attacker up when it can: a Knock Out that makes it promote one gains it nothing here)
  v += (w[Wt.ReadyActive] - w[Wt.ReadyBench]) * bestOpponent;
  if (inPlay >= 2) v += w[Wt.Board1] + w[Wt.BoardMore] * ((inPlay > 5 ? 5 : inPlay) - 2);
  // hand
  const hc = s.handCount[q];
  if (!mine) {
    // (in p's turn the opponent's next draw is counted already, as it is once their turn begins)
    const cards = s.current[0] === q ? hc : hc + 1;
    v += w[Wt.OpponentHandCard] * (cards > 10 ? 10 : cards);
  } else {
    const base = q * MAX_DECK;
    const room = benchRoom(s, q);
    let energy = 0; // one Energy a turn can be attached: the first needed one in hand counts most
    let anyEnergy = false;
    for (let i = 0; i < hc; i++) {
      const d = s.cardDef[s.hand[base + i]];
      v += w[Wt.HandCard];
      const sup = cSuper[d];
      if (sup === Supertype.Pokemon) {
        if (cStage[d] === 0) { if (room && inPlay < 4) v += w[Wt.HandBasic]; } else v += w[Wt.HandEvolution] * cStage[d] * evolutionUse(s, base, hc, cEvolvesFrom[d]); // (a Stage 2 counts twice: it brings two stages)
      } else if (sup === Supertype.Energy) {
        anyEnergy = true;
        const t = cEnergyType[d];
        if ((neededTypes & (1 << TYPE_COUNT)) !== 0 || (t < TYPE_COUNT && (neededTypes & (1 << t)) !== 0)) v += energy++ === 0 ? w[Wt.HandEnergy] : w[Wt.HandEnergy] * 0.25;
      } else v += cTrainerKind[d] === TrainerKind.Supporter ? w[Wt.HandSupporter] : w[Wt.HandItem];
    }
    if (anyEnergy && missedAttachment(s, q)) v -= w[Wt.MissedAttach];
  }
  // deck-out risk: about two cards per Prize still to take, and never an empty deck
  const deck = s.deckCount[q];
  if (deck === 0) v -= w[Wt.DeckEmpty];
  const safe = 2 * s.prizeCount[q] + 2;
  if (deck < safe) v -= w[Wt.DeckThin] * (safe - deck) * (safe - deck);
  return v;
};

/**
 * Is p's turn over (the opponent's has begun) with its Energy attachment unused, while p has a
 * Pokémon in play (whether its hand held an Energy is the caller's question)?
 */
const missedAttachment = (s: GameState, p: number): boolean => {
  return s.current[0] !== p && s.energyAttached[p] === 0 && s.slotTop[p * SLOTS] >= 0;
};

/**
 * In p's own turn: is its Energy attachment still unused while its hand holds an Energy and it has an
 * Active? The pilot counts MissedAttach against such a state in the middle of a planned turn too
 * (pilot.ts), so a line that attaches is not dropped from the beam before the turn's end shows the
 * loss: an attached Energy that completes no attack scores below the same Energy in hand.
 */
export function attachmentUnused(s: GameState, p: number): boolean {
  if (s.energyAttached[p] !== 0 || s.slotTop[p * SLOTS] < 0) return false;
  const base = p * MAX_DECK;
  for (let i = 0; i < s.handCount[p]; i++) if (cSuper[s.cardDef[s.hand[base + i]]] === Supertype.Energy) return true;
  return false;
}

/**
 * An Evolution card's use: 1 with its earlier stage in play (or, for a Stage 2, its Basic in play
 * and a card in hand that skips the Stage 1: Rare Candy, Pokémon Breeder), ½ with the earlier stage
 * in hand, else ¼ (it may still come).
 */
const evolutionUse = (s: GameState, base: number, hc: number, from: number): number => {
  for (let i = 0; i < inPlayCount; i++) if (inPlayNames[i] === from) return 1;
  const basic = from >= 0 ? basicBefore[from] : -1; // (-1 unless `from` names a Stage 1)
  if (basic >= 0) {
    let inPlay = false;
    for (let i = 0; i < inPlayCount; i++) if (inPlayNames[i] === basic) inPlay = true;
    if (inPlay) for (let i = 0; i < hc; i++) if (skipsStage1(s.cardDef[s.hand[base + i]])) return 1;
  }
  for (let i = 0; i < hc; i++) {
    const d = s.cardDef[s.hand[base + i]];
    if (cSuper[d] === Supertype.Pokemon && cNameId[d] === from) return 0.5;
  }
  return 0.25;
};

/** Per name id of a Stage 1 Pokémon: the name id it evolves from (-1 for other names). */
const basicBefore = ((): Int16Array => {
  let names = 0;
  for (let d = 0; d < cNameId.length; d++) if (cNameId[d] >= names) names = cNameId[d] + 1;
  const before = new Int16Array(names).fill(-1);
  for (let d = 0; d < cNameId.length; d++) if (cSuper[d] === Supertype.Pokemon && cStage[d] === 1) before[cNameId[d]] = cEvolvesFrom[d];
  return before;
})();

/** Is card d a Trainer whose effect evolves a Basic in play straight into a Stage 2 (its program's first op)? */
const skipsStage1 = (d: number): boolean => cSuper[d] === Supertype.Trainer && cProgLen[d] > 0 && PROG[cProgStart[d]] === Op.RareCandy;

/** Can player q's Active attack in its next turn at all (not Paralyzed); 0.5 when Asleep or Confused. */
const attackChance = (s: GameState, q: number): number => {
  const c = s.cond[q * SLOTS];
  return c === Cond.Paralyzed ? 0 : c === Cond.Asleep || c === Cond.Confused ? 0.5 : 1;
};

/** What a hit of `dmg` on player q's Active is worth to the attacker (a Knock Out: its Prizes, else the damage share). */
const hitValue = (s: GameState, q: number, dmg: number, ko: number, part: number): number => {
  const sl = q * SLOTS;
  const top = s.slotTop[sl];
  if (top < 0 || dmg <= 0) return 0;
  const hp = maxHp(s, sl), left = hp - s.damage[sl];
  const prizes = cPrizes[s.cardDef[top]];
  return dmg >= left ? ko * prizes : part * prizes * (dmg / (hp > 0 ? hp : 1));
};

/**
 * How good `s` is for player p, in Prizes (higher is better). In p's own turn the attack it can
 * still make counts in part; either way the opponent's attack in its next turn counts against p.
 */
export function evaluatePosition(s: GameState, p: number, w: Float64Array): number {
  if (s.phase[0] === Phase.Over) {
    const win = s.winner[0];
    return win === p ? w[Wt.Win] : win === 1 - p ? -w[Wt.Win] : 0;
  }
  const o = 1 - p;
  // the opponent's answer in its next turn (with the Energy it may attach): read first, as a Knock
  // Out would take the Energy on p's Active with it (so an Energy goes to the Bench instead)
  const chance = attackChance(s, o);
  const threat = chance > 0 ? bestActiveDamage(s, o, true) : 0;
  keepActive = 1;
  if (threat > 0 && s.slotTop[p * SLOTS] >= 0 && threat >= maxHp(s, p * SLOTS) - s.damage[p * SLOTS]) keepActive = 1 - chance * w[Wt.DoomedReady];
  // p's side first: it fills the Energy needs its hand's Energy is valued by
  let v = sideValue(s, p, p, w) - sideValue(s, o, p, w);
  if (s.current[0] === p && s.progKind[0] !== ProgKind.Attack) {
    // the attack still to make this turn (not one under way), unless the rules forbid it (T5) or its Active can't
    if (!(s.turn[0] === 1 && s.rules[RuleParam.FirstTurnAttackBan] !== 0)) {
      const c = s.cond[p * SLOTS];
      if (c !== Cond.Paralyzed && c !== Cond.Asleep) {
        const chance = c === Cond.Confused ? 0.5 : 1;
        v += w[Wt.AttackNow] * chance * hitValue(s, o, bestActiveDamage(s, p, false), w[Wt.Prize], w[Wt.DamageActive]);
      }
    }
  }
  let hit = chance > 0 ? chance * hitValue(s, p, threat, w[Wt.Threat], w[Wt.ThreatDamage]) : 0;
  // the opponent's best attacker on its Bench, which it can bring up (retreat, a switch card, a
  // Knock Out of its Active): its hit counts at BenchThreat's share when that is the greater
  if (w[Wt.BenchThreat] > 0 && bestOpponentSlot > o * SLOTS) {
    const bench = w[Wt.BenchThreat] * hitValue(s, p, bestDamageFrom(s, bestOpponentSlot, p * SLOTS, true), w[Wt.Threat], w[Wt.ThreatDamage]);
    if (bench > hit) hit = bench;
  }
  return v - hit;
}
