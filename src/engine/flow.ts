// The flow of a game between decisions: setup (S), turns and Pokémon Checkup (T, C), Knock Outs,
// prizes, promotion and winning (K, W), and the parts of actions that effects share with the
// Main phase (evolving, finishing a retreat). game.ts (decisions) and effects.ts (the effect
// interpreter) both build on it; nothing here calls back into them.
import { GameState, Phase, EndReason, DeckFeature, ProgKind, Reg, RuleParam, Pend } from './state.js';
import * as stateModule from './state.js';
import { Ev, Flip, From } from './events.js';
import * as eventsModule from './events.js';
import * as rngModule from './rng.js';
import * as tablesModule from './tables.js';
import { Supertype, Cond, Guard, AbilityKind, AbilityTrigger, EnergyRule } from '../cards/types.js';
import * as zonesModule from './zones.js';
import * as damageModule from './damage.js';
import * as rulesModule from './rules.js';
import * as powersModule from './powers.js';
import * as energyRulesModule from './energy-rules.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, SLOTS, SLOT_CAP, INSTANCES, BENCH_SIZE } = stateModule;
const { emit, coin } = eventsModule;
const { warm } = rngModule;
const { cEnergyRule, cTera } = tablesModule;
const { legacyPrizeCut } = energyRulesModule;
const { cSuper, cHp, cPrizes, cEnergyType, cEnergyUnits, cAbility, cAbilityParam, cDoll, cStage, cToolAbility, cMayExpireInPlay, lowestBit, cNameId, cPokemonPower, nameIdOf } = tablesModule;
const { shuffleDeck, drawCard, handHasBasic, pushDeck, addPrize, popDeck, takePrize, placePokemon, attachCard, discardSlot, discardSlotCards, swapSlots, compactBench, clearEffectsOnSlot, energyCount, removeFromHand, addToDiscard, detachCard, clearSlot, owner, maxHp, mayHoldTrainer, abilityOf, benchLimit } = zonesModule;
const { applyDirectDamage, benchCaged } = damageModule;
const { prizesForDeck, OPENING_HAND } = rulesModule;
const { powersEndTurn, buzzapAttach, isActivePower, abilitiesNewTurn, noteTrigger, offerTrigger } = powersModule;

const owedScratch = new Int32Array(2);

// ====================================================================================
// Creation and setup
// ====================================================================================

/**
 * Start a new game in `s` (reusing its buffer). Decks are lists of card ids (tables.ts).
 * `seed` holds the game generator's 4 words. Returns with the first decision pending.
 */
export function newGame(s: GameState, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, seed: Uint32Array): void {
  placeDecks(s, deck0, deck1, rules);
  startGame(s, seed);
}

/**
 * `s` as every game of these decks and rules begins, before its setup: each card in its owner's
 * deck in list order, the board empty, the deck features noted, the generator not seeded. The
 * simulator makes it once per deck pair and deals each game from a copy of it (newGameFrom): one
 * copy of the state's bytes instead of placing 120 cards (docs/PERFORMANCE.md).
 */
export function placeDecks(s: GameState, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array): void {
  s.bytes.fill(0);
  s.rules.set(rules);
  s.cardDef.fill(-1);
  s.winner[0] = -1;
  placeDeck(s, 0, deck0);
  placeDeck(s, 1, deck1);
  noteDeckFeatures(s);
  resetBoard(s);
}

/** newGame with the decks and rules of `placed`, a state placeDecks made: the same game, dealt from a copy of it. */
export function newGameFrom(s: GameState, placed: GameState, seed: Uint32Array): void {
  s.copyFrom(placed);
  startGame(s, seed);
}

const placeDeck = (s: GameState, p: number, deck: ArrayLike<number>): void => {
  s.deckSize[p] = deck.length;
  for (let i = 0; i < deck.length; i++) s.cardDef[p * MAX_DECK + i] = deck[i];
};

/** Seed the game's generator and begin the setup (S1). Placing the decks reads no generator, so this order deals as before. */
const startGame = (s: GameState, seed: Uint32Array): void => {
  s.rng.set(seed);
  warm(s.rng);
  startSetup(s);
};

/**
 * A game with both decks in place (unshuffled, top = last card) and nothing dealt: for
 * scenario tests and tools that build a position by hand. Phase Main, turn 3, player 0.
 */
export function newBlankGame(s: GameState, deck0: ArrayLike<number>, deck1: ArrayLike<number>, rules: Int16Array, seed: Uint32Array): void {
  placeDecks(s, deck0, deck1, rules);
  s.rng.set(seed);
  s.koCheck[0] = 1; // a position built by hand may hold a Knocked Out Pokémon: the first check looks
  s.turn[0] = 3;
  s.current[0] = 0;
  s.first[0] = 0;
  s.phase[0] = Phase.Main;
  s.decider[0] = 0;
}

/**
 * What each deck can ever do (DeckFeature), from its cards: once per game, not per decision.
 * Exported for code that changes `cardDef` by hand (scenario tests).
 */
export function noteDeckFeatures(s: GameState): void {
  for (let p = 0; p < 2; p++) {
    let f = 0, side = 0;
    for (let i = 0; i < s.deckSize[p]; i++) {
      const d = s.cardDef[p * MAX_DECK + i];
      if (isActivePower(cAbility[d]) || cToolAbility[d] !== 0) f |= DeckFeature.ActivePowers;
      if (cDoll[d] === 1) f |= DeckFeature.Dolls;
      if (cAbility[d] === AbilityKind.EnergyOnKnockOut) f |= DeckFeature.KnockOutTriggers;
      if (cMayExpireInPlay[d] === 1) f |= DeckFeature.ExpiringTrainers;
      if (cAbility[d] === AbilityKind.EnergyBurn || cToolAbility[d] === AbilityKind.EnergyBurn) f |= DeckFeature.EnergyBurn;
      if (cEnergyRule[d] !== 0) f |= DeckFeature.EnergyRules;
      if (cAbility[d] === AbilityKind.FreezingShroud || cAbility[d] === AbilityKind.CheckupEffect) f |= DeckFeature.CheckupCounters;
      const k = cAbility[d];
      if (k === AbilityKind.MischievousLock || k === AbilityKind.Skyliner || k === AbilityKind.AceNullifier || k === AbilityKind.OceanicCurse || k === AbilityKind.FairyZone || k === AbilityKind.FlowerCurtain) f |= DeckFeature.RuleAbilities;
      if (k === AbilityKind.AttackBonus || k === AbilityKind.OpponentActiveDoesLess || k === AbilityKind.TeamTakesLess || k === AbilityKind.TeamNoWeakness
        || k === AbilityKind.RetreatHelp || k === AbilityKind.BenchGuard) side = 1;
    }
    s.deckFeatures[p] = f;
    s.sideAbilities[p] = side;
  }
}

/** Begin the current player's turn (T2 draw) — exported for scenario tests. */
export function beginTurn(s: GameState): void {
  startTurn(s);
}

/** Every card back in its owner's deck, in list order; the board empty. */
const resetBoard = (s: GameState): void => {
  for (let p = 0; p < 2; p++) {
    s.deckCount[p] = 0;
    s.handCount[p] = 0;
    s.discardCount[p] = 0;
    s.prizeCount[p] = 0;
    s.prizesTaken[p] = 0;
    s.mulligans[p] = 0;
    s.extraDraws[p] = 0;
    s.extraTaken[p] = 0;
    s.benchCount[p] = 0;
    s.supporterUsed[p] = 0;
    s.energyAttached[p] = 0;
    s.retreated[p] = 0;
    s.typeBonus[p] = 0;
    s.typeBonusTurn[p] = 0;
    for (let i = 0; i < s.deckSize[p]; i++) {
      const c = p * MAX_DECK + i;
      s.cardFlags[c] = 0;
      s.cardExpire[c] = 0;
      pushDeck(s, c);
    }
  }
  for (let sl = 0; sl < 2 * SLOTS; sl++) clearSlot(s, sl);
  s.stadium[0] = -1;
  s.stadiumPlayed[0] = 0;
  s.stadiumPlayed[1] = 0;
  s.benchFirst[0] = 0;
  s.turn[0] = 0;
  s.promoteMask[0] = 0;
};

const startSetup = (s: GameState): void => {
  // S1: a coin flip (player 0 calls heads) decides who goes first.
  const winner = coin(s, Flip.FirstPlayer, 0) ? 0 : 1;
  if (s.rules[RuleParam.FlipWinnerChooses]) {
    s.phase[0] = Phase.ChooseFirst;
    s.decider[0] = winner;
    return;
  }
  s.first[0] = winner;
  emit(s, Ev.FirstPlayer, winner, 0);
  dealHands(s);
};

export function dealHands(s: GameState): void {
  for (let p = 0; p < 2; p++) {
    // S2 / S4: shuffle, draw 7; with no Basic, reveal, shuffle back and draw again.
    shuffleDeck(s, p);
    for (let i = 0; i < OPENING_HAND; i++) drawCard(s, p);
    emit(s, Ev.DrawHand, p, OPENING_HAND);
    while (!handHasBasic(s, p)) {
      if (s.mulligans[p] >= 1000) throw new Error('no Basic Pokémon can be drawn (D4)');
      s.mulligans[p]++;
      emit(s, Ev.Mulligan, p, s.mulligans[p]);
      while (s.handCount[p] > 0) {
        const c = s.hand[p * MAX_DECK + s.handCount[p] - 1];
        s.handCount[p]--;
        pushDeck(s, c);
        emit(s, Ev.ToDeck, p, c, From.Hand);
      }
      shuffleDeck(s, p);
      for (let i = 0; i < OPENING_HAND; i++) drawCard(s, p);
      emit(s, Ev.DrawHand, p, OPENING_HAND);
    }
  }
  s.phase[0] = Phase.SetupActive;
  s.decider[0] = s.first[0];
}

export function finishSetupPlacement(s: GameState): void {
  // S5: prizes from the top of the deck; 3 for a 30-card deck (V4), 1 in sudden death.
  for (let p = 0; p < 2; p++) {
    const n = prizeTarget(s, p);
    for (let i = 0; i < n; i++) addPrize(s, popDeck(s, p));
    emit(s, Ev.PrizesSet, p, n);
  }
  // S6: extra draws for the opponent's surplus of mulligans.
  for (let p = 0; p < 2; p++) {
    const extra = s.mulligans[1 - p] - s.mulligans[p];
    s.extraDraws[p] = extra > 0 ? extra : 0;
  }
  nextExtraDrawer(s);
}

export function prizeTarget(s: GameState, p: number): number {
  const fixed = s.rules[RuleParam.Prizes];
  return fixed > 0 ? fixed : prizesForDeck(s.deckSize[p]);
}

export function nextExtraDrawer(s: GameState): void {
  for (let p = 0; p < 2; p++) {
    if (s.extraDraws[p] > 0) {
      s.phase[0] = Phase.ExtraDraws;
      s.decider[0] = p;
      return;
    }
  }
  // S7: reveal and begin the first player's first turn.
  for (let c = 0; c < INSTANCES; c++) s.cardFlags[c] = 0;
  s.current[0] = s.first[0];
  s.turn[0] = 1;
  startTurn(s);
}

// ====================================================================================
// Turns
// ====================================================================================

const startTurn = (s: GameState): void => {
  const p = s.current[0];
  s.supporterUsed[p] = 0;
  s.energyAttached[p] = 0;
  s.retreated[p] = 0;
  s.stadiumPlayed[p] = 0;
  abilitiesNewTurn(s); // A5: once-per-turn Abilities
  s.triggerCard[0] = 0;
  emit(s, Ev.TurnStart, p, s.turn[0]);
  // T2: the mandatory draw; a player who can't draw loses (W3).
  const c = drawCard(s, p);
  if (c < 0) {
    endGame(s, 1 - p, EndReason.DeckOut);
    return;
  }
  emit(s, Ev.Draw, p, c);
  s.phase[0] = Phase.Main;
  s.decider[0] = p;
};

/** Ends the current turn: attached Trainers expire, then Pokémon Checkup (T7). */
export function endTurn(s: GameState): void {
  const p = s.current[0];
  emit(s, Ev.EndTurn, p);
  // Both loops look at all 12 slots: skipped when neither deck has a card they could act on.
  const features = s.deckFeatures[0] | s.deckFeatures[1];
  if ((features & DeckFeature.ExpiringTrainers) !== 0) expireAttachedTrainers(s);
  if ((features & DeckFeature.EnergyBurn) !== 0) powersEndTurn(s); // Energy Burn wears off
  checkup(s);
}

const expireAttachedTrainers = (s: GameState): void => {
  const turn = s.turn[0];
  for (let sl = 0; sl < 2 * SLOTS; sl++) {
    if (!mayHoldTrainer(s, sl)) continue;
    const base = sl * SLOT_CAP;
    for (let i = s.slotCount[sl] - 1; i >= 0; i--) {
      const c = s.slotCards[base + i];
      if (cSuper[s.cardDef[c]] === Supertype.Trainer && s.cardExpire[c] <= turn) {
        detachCard(s, sl, c);
        addToDiscard(s, c);
        emit(s, Ev.TrainerDiscarded, owner(c), c, From.InPlay);
      }
    }
  }
};

/**
 * C1: Poisoned → Burned → Asleep → Paralyzed, then Knock Outs. Each step is done for both
 * Active Pokémon (the player whose turn just ended first) before the next step starts.
 */
const checkup = (s: GameState): void => {
  const cur = s.current[0];
  emit(s, Ev.Checkup, cur);
  const counters = ((s.deckFeatures[0] | s.deckFeatures[1]) & DeckFeature.CheckupCounters) !== 0;
  if (counters) {
    freezingShroud(s);
    checkupEffects(s, cur);
    checkupEffects(s, 1 - cur);
  }
  // Most turns end with neither Active Poisoned, Burned or under a Special Condition: nothing to check.
  if (!affected(s, 0) && !affected(s, SLOTS)) {
    processKnockOuts(s, false, AfterKo.NextTurn);
    return;
  }
  for (let k = 0; k < 2; k++) { // C2
    const sl = checkupSlot(s, k);
    if (sl >= 0 && s.poisoned[sl]) applyDirectDamage(s, sl, 10 * s.poisoned[sl] + (counters ? checkupMore(s, sl, CheckupWhat.MorePoison) : 0)); // Toxic: 2
  }
  for (let k = 0; k < 2; k++) { // C3
    const sl = checkupSlot(s, k);
    if (sl < 0 || !s.burned[sl]) continue;
    const p = k === 0 ? cur : 1 - cur;
    if (s.rules[RuleParam.BurnFlipFirst]) {
      if (!coin(s, Flip.Burn, p)) applyDirectDamage(s, sl, 20 + (counters ? checkupMore(s, sl, CheckupWhat.MoreBurn) : 0)); // pre-SM: tails → 20
    } else {
      applyDirectDamage(s, sl, 20 + (counters ? checkupMore(s, sl, CheckupWhat.MoreBurn) : 0)); // 20, then heads cures
      if (coin(s, Flip.Burn, p)) {
        s.burned[sl] = 0;
        emit(s, Ev.Condition, p, sl, Cond.Burned, 0);
      }
    }
  }
  for (let k = 0; k < 2; k++) { // C4
    const sl = checkupSlot(s, k);
    const p = k === 0 ? cur : 1 - cur;
    if (sl >= 0 && s.cond[sl] === Cond.Asleep && coin(s, Flip.Sleep, p)) {
      s.cond[sl] = 0;
      emit(s, Ev.Condition, p, sl, Cond.Asleep, 0);
    }
  }
  // C6: only the player whose turn just ended can recover from Paralysis.
  const sl = checkupSlot(s, 0);
  if (sl >= 0 && s.cond[sl] === Cond.Paralyzed && s.paralyzedTurn[sl] < s.turn[0]) {
    s.cond[sl] = 0;
    emit(s, Ev.Condition, cur, sl, Cond.Paralyzed, 0);
  }
  processKnockOuts(s, false, AfterKo.NextTurn);
};

/**
 * Freezing Shroud (Froslass; C1 step 0): each Froslass in play puts 1 damage counter on every
 * Pokémon in play with an Ability (both players'), except a Froslass; before Poison (the player
 * whose turn ended settles the order, and these come first here).
 */
const freezingShroud = (s: GameState): void => {
  let n = 0, own0 = 0;
  for (let sl = 0; sl < 2 * SLOTS; sl++) {
    const top = s.slotTop[sl];
    if (top >= 0 && abilityOf(s, sl) === AbilityKind.FreezingShroud) {
      n++;
      if (sl < SLOTS) own0++;
    }
  }
  if (n === 0) return;
  for (let sl = 0; sl < 2 * SLOTS; sl++) {
    const top = s.slotTop[sl];
    if (top < 0) continue;
    const d = s.cardDef[top];
    if (abilityOf(s, sl) === AbilityKind.None || cPokemonPower[d] === 1 || cNameId[d] === FROSLASS) continue;
    // Battle Cage: a Benched Pokémon takes the counters of its own side's Froslass only.
    applyDirectDamage(s, sl, 10 * (benchCaged(s, sl) ? (sl < SLOTS ? own0 : n - own0) : n));
  }
};
const FROSLASS = nameIdOf('Froslass');

/** What a CheckupEffect does (a / 100 % 10). */
const enum CheckupWhat { MorePoison = 0, MoreBurn = 1, HealEach = 2, OpponentActive = 3, OpponentBasics = 4 }

/** Does the CheckupEffect on slot sl (a) act now: not one that needs its Pokémon Active while it is Benched? */
const checkupOn = (sl: number, a: number): boolean => a < 1000 || sl % SLOTS === 0;

/**
 * CheckupEffect (C1 step 0, after Freezing Shroud): player p's Pokémon with it heal each of p's
 * Pokémon (Garganacl), or put damage counters on the opponent's Active (Trevenant) or on each of
 * their Basic Pokémon (Team Rocket's Tyranitar; not a Benched one Battle Cage shields).
 */
const checkupEffects = (s: GameState, p: number): void => {
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] < 0 || abilityOf(s, sl) !== AbilityKind.CheckupEffect) continue;
    const a = cAbilityParam[s.cardDef[s.slotTop[sl]]];
    if (!checkupOn(sl, a)) continue;
    const what = ((a / 100) | 0) % 10, n = a % 100;
    if (what === CheckupWhat.HealEach) {
      for (let j = 0; j <= s.benchCount[p]; j++) {
        const t = p * SLOTS + j, h = Math.min(n, s.damage[t]);
        if (s.slotTop[t] < 0 || h <= 0) continue;
        s.damage[t] -= h;
        emit(s, Ev.Heal, p, t, h);
      }
    } else if (what === CheckupWhat.OpponentActive) {
      if (s.slotTop[(1 - p) * SLOTS] >= 0) applyDirectDamage(s, (1 - p) * SLOTS, 10 * n);
    } else if (what === CheckupWhat.OpponentBasics) {
      for (let j = 0; j <= s.benchCount[1 - p]; j++) {
        const t = (1 - p) * SLOTS + j;
        if (s.slotTop[t] >= 0 && cStage[s.cardDef[s.slotTop[t]]] === 0 && !benchCaged(s, t)) applyDirectDamage(s, t, 10 * n);
      }
    }
  }
};

/** The more damage the opponent's CheckupEffects put on the Poisoned (Burned) Pokémon on slot sl (Pecharunt, Magmortar). */
const checkupMore = (s: GameState, sl: number, what: CheckupWhat): number => {
  const o = sl < SLOTS ? 1 : 0;
  let d = 0;
  for (let k = 0; k <= s.benchCount[o]; k++) {
    const at = o * SLOTS + k;
    if (s.slotTop[at] < 0 || abilityOf(s, at) !== AbilityKind.CheckupEffect) continue;
    const a = cAbilityParam[s.cardDef[s.slotTop[at]]];
    if (checkupOn(at, a) && ((a / 100) | 0) % 10 === what) d += 10 * (a % 100);
  }
  return d;
};

/** Has the Pokémon in slot sl anything Pokémon Checkup acts on (Poison, a Burn, a Special Condition)? */
const affected = (s: GameState, sl: number): boolean => (s.poisoned[sl] | s.burned[sl] | s.cond[sl]) !== 0;

/** The Active slot checked k-th at Checkup (0: the player whose turn ended), or -1 if empty. */
const checkupSlot = (s: GameState, k: number): number => {
  const sl = (k === 0 ? s.current[0] : 1 - s.current[0]) * SLOTS;
  return s.slotTop[sl] >= 0 ? sl : -1;
};

const nextTurn = (s: GameState): void => {
  // W5: the game ends after the last allowed turn, so `turn` stays the number of turns played.
  if (s.turn[0] >= s.rules[RuleParam.TurnLimit]) {
    endGame(s, 2, EndReason.TurnLimit);
    return;
  }
  s.current[0] = 1 - s.current[0];
  s.turn[0]++;
  startTurn(s);
};

export function endGame(s: GameState, winner: number, reason: EndReason): void {
  s.winner[0] = winner;
  s.endReason[0] = reason;
  s.phase[0] = Phase.Over;
  emit(s, Ev.GameOver, winner, reason);
}

// ====================================================================================
// Knock Outs, prizes, promotion, winning
// ====================================================================================

export const enum AfterKo {
  EndTurn = 1, // after an attack: the turn ends
  NextTurn = 2, // after Checkup: the next turn starts
  Resume = 3, // mid-turn (a Trainer): back to the Main phase
}

const isKnockedOut = (s: GameState, sl: number): boolean => {
  // Most slots have no damage (empty slots never do), and every Pokémon has HP > 0 (tables.ts
  // checks it): an undamaged slot is settled in one read.
  const damage = s.damage[sl];
  if (damage === 0) return false;
  const top = s.slotTop[sl];
  // K1 (Tools that add HP count). Tools only add HP, so below the printed HP it takes a Stadium
  // that cuts HP (Gravity Mountain, Stage 2 only) to Knock Out.
  if (top < 0) return false;
  const def = s.cardDef[top];
  if (damage < cHp[def] && (cStage[def] !== 2 || s.stadium[0] < 0)) return false;
  return damage >= maxHp(s, sl);
};

// usedOnce bits beside the once-per-play attack bits (bit k for attack k, k < 4: tables.ts) and
// Energy Burn's 0x20 (powers.ts):
const KO_SETTLED = 0x80; // on a Knocked Out slot: its triggered Abilities are settled
const GROUNDING_USED = 0x40; // on a Raichu-like slot: it has acted (or declined) for the Knock Out being settled
const KO_BY_COUNTERS = 0x10; // on a Knocked Out slot: damage counters an attack placed, not its damage, Knocked it Out

/**
 * An attack placed (or moved) damage counters onto slot sl, which had `before` damage: if they
 * Knocked it Out, that is not a Knock Out "by damage from an attack" (Vengeful Shock, Electrical
 * Grounding; RULES.md, Rulings R5).
 */
export function countersPlaced(s: GameState, sl: number, before: number): void {
  if (before < maxHp(s, sl) && isKnockedOut(s, sl)) s.usedOnce[sl] |= KO_BY_COUNTERS;
}

/**
 * Move `amount` damage worth of counters from one Pokémon to another (Damage Swap, Moonglow Reverse,
 * Adrena-Brain…): counters, not damage, so no Weakness or guard; the Knock Out scan settles the result.
 */
export function moveDamageCounters(s: GameState, p: number, from: number, to: number, amount: number): void {
  s.damage[from] -= amount;
  s.damage[to] += amount;
  countersPlaced(s, to, s.damage[to] - amount);
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.MoveDamage, p, from, to, amount);
}

/**
 * Raichu-like Pokémon of player p (not themselves Knocked Out, not yet used for this Knock Out)
 * that may take Energy from `from`: each one's Ability moves one Energy.
 */
const groundingMask = (s: GameState, p: number, from: number): number => {
  let mask = 0;
  for (let k = 0; k < SLOTS; k++) {
    const sl = p * SLOTS + k;
    if (sl === from || s.slotTop[sl] < 0 || (s.usedOnce[sl] & GROUNDING_USED) !== 0 || isKnockedOut(s, sl)) continue;
    const d = s.cardDef[s.slotTop[sl]];
    if (abilityOf(s, sl) === AbilityKind.EnergyOnKnockOut && energyCount(s, from, cAbilityParam[d]) > 0) mask |= 1 << sl;
  }
  return mask;
};

/**
 * K1–K5, W1, W2, W4. Finds every Pokémon with damage ≥ HP, lets triggered Abilities act,
 * discards them, gives prizes, checks for a winner, then asks for promotions in K5 order.
 * `after` says how play continues once everything is settled.
 *
 * The scan for Knocked Out Pokémon runs only when `koCheck` is set: every change that can Knock a
 * Pokémon Out sets it (damage put on a Pokémon; its HP cut: an evolution or devolution, a Tool
 * leaving it, a Stadium played), and a scan clears it, since it settles every Knock Out it finds.
 * So a cleared flag means that no Pokémon in play is Knocked Out (the fuzz checks exactly that,
 * invariants.ts).
 */
export function processKnockOuts(s: GameState, byAttack: boolean, after: AfterKo): void {
  const cur = s.current[0];
  s.koByAttack[0] = byAttack ? 1 : 0;
  s.afterPromote[0] = after;
  if (byAttack && s.koCheck[0] === 1) {
    // The defending side's Knocked Out slots, found once (its Bench is contiguous: compactBench).
    const opp = 1 - cur;
    let knockedOut = 0;
    for (let k = 0, last = s.benchCount[opp]; k <= last; k++) if (isKnockedOut(s, opp * SLOTS + k)) knockedOut |= 1 << k;
    // Destiny Bond: the Pokémon that Knocks Out a bonded Pokémon is Knocked Out too.
    for (let m = knockedOut; m !== 0; m &= m - 1) {
      const sl = opp * SLOTS + lowestBit(m);
      if (s.guard[sl] === Guard.DestinyBond && s.guardUntil[sl] >= s.turn[0]) {
        const atk = cur * SLOTS;
        if (s.slotTop[atk] >= 0 && !isKnockedOut(s, atk)) s.damage[atk] = maxHp(s, atk); // (koCheck is set: we are in a scan)
        s.guard[sl] = 0;
      }
    }
    // Triggered Abilities of the defending side (Electrical Grounding); optional (A5). Each
    // Raichu-like Pokémon may act once per Knocked Out Pokémon; a Knock Out is settled when none can.
    // (Without such a Pokémon in the deck there is nothing to settle: the marks would be cleared
    // with the slot.)
    if ((s.deckFeatures[opp] & DeckFeature.KnockOutTriggers) !== 0) {
      for (let m = knockedOut; m !== 0; m &= m - 1) {
        const sl = opp * SLOTS + lowestBit(m);
        if ((s.usedOnce[sl] & KO_SETTLED) !== 0) continue;
        const mask = (s.usedOnce[sl] & KO_BY_COUNTERS) !== 0 ? 0 : groundingMask(s, opp, sl);
        if (mask === 0) settleKnockOut(s, sl);
        else {
          s.koSlot[0] = sl;
          s.slotMask[0] = mask;
          s.pendMin[0] = 0;
          s.pend[0] = Pend.Grounding;
          s.phase[0] = Phase.Effect;
          s.progKind[0] = ProgKind.None;
          s.decider[0] = opp;
          return;
        }
      }
    }
  }
  finishKnockOuts(s);
}

/** The triggered Abilities of Knocked Out slot `sl` are done; its owner's Raichu-like Pokémon are free for the next one. */
const settleKnockOut = (s: GameState, sl: number): void => {
  s.usedOnce[sl] |= KO_SETTLED;
  const first = sl >= SLOTS ? SLOTS : 0;
  for (let j = first; j < first + SLOTS; j++) s.usedOnce[j] &= ~GROUNDING_USED;
};

/** Continue after a Grounding choice (slot < 0: the remaining Raichu-like Pokémon decline). */
export function groundingChosen(s: GameState, slot: number): void {
  const from = s.koSlot[0];
  if (slot < 0) settleKnockOut(s, from);
  else {
    s.usedOnce[slot] |= GROUNDING_USED;
    const d = s.cardDef[s.slotTop[slot]];
    const base = from * SLOT_CAP;
    for (let i = 0; i < s.slotCount[from]; i++) {
      const c = s.slotCards[base + i];
      if (cSuper[s.cardDef[c]] === Supertype.Energy && cEnergyType[s.cardDef[c]] === cAbilityParam[d]) {
        detachCard(s, from, c);
        attachCard(s, slot, c);
        emit(s, Ev.Ability, owner(c), slot, AbilityKind.EnergyOnKnockOut);
        emit(s, Ev.Attach, owner(c), c, slot, From.InPlay, from);
        break;
      }
    }
  }
  processKnockOuts(s, s.koByAttack[0] === 1, s.afterPromote[0]);
}

/**
 * K4 as cards change it, for player p's Pokémon on slot sl Knocked Out by damage from the current
 * player's attack: Briar (+1 for the opponent's Active, Knocked Out by a Tera Pokémon's attack in
 * the turn Briar was played), an attack that takes 1 more Prize card (+1) and Legacy Energy (−1,
 * once a game).
 */
const prizeAdjustment = (s: GameState, p: number, sl: number): number => {
  const cur = 1 - p;
  let n = 0;
  if (s.briarTurn[cur] === s.turn[0] && s.turn[0] > 0 && sl === p * SLOTS) {
    const attacker = s.slotTop[cur * SLOTS];
    if (attacker >= 0 && cTera[s.cardDef[attacker]] === 1) n++;
  }
  if (s.extraPrizeTurn[cur] === s.turn[0] && s.turn[0] > 0) n++; // "take 1 more Prize card" (its attack this turn)
  return n - legacyPrizeCut(s, p, sl);
};

const finishKnockOuts = (s: GameState): void => {
  const cur = s.current[0];
  const owed = owedScratch;
  owed[0] = 0;
  owed[1] = 0;
  let any = false;
  // K2 / K3: discard each Knocked Out Pokémon first (the attacker's side last), counting prizes (K4).
  const scan = s.koCheck[0] === 1;
  s.koCheck[0] = 0;
  for (let k = 0; scan && k < 2; k++) {
    const p = k === 0 ? 1 - cur : cur;
    // The Bench is contiguous (compactBench), so slots past it are empty.
    for (let j = 0, last = s.benchCount[p]; j <= last; j++) {
      const sl = p * SLOTS + j;
      if (!isKnockedOut(s, sl)) continue;
      any = true;
      const top = s.slotTop[sl];
      emit(s, Ev.KnockOut, p, sl, top);
      s.koTurn[p] = s.turn[0];
      if (s.koByAttack[0] === 1 && (s.usedOnce[sl] & KO_BY_COUNTERS) === 0) s.koByAttackTurn[p] = s.turn[0];
      owed[1 - p] += cPrizes[s.cardDef[top]];
      if (s.koByAttack[0] === 1 && p !== cur && (s.usedOnce[sl] & KO_BY_COUNTERS) === 0) owed[cur] += prizeAdjustment(s, p, sl);
      if (s.buzzSlot[0] === sl + 1) buzzapAttach(s, sl); // its card stays in play as Energy
      discardSlot(s, sl);
    }
  }
  if (!any) {
    // A Bench over its limit (R13: Area Zero Underdepths left play, or a Tera Pokémon did) is discarded down first.
    if ((s.benchCount[0] > BENCH_SIZE || s.benchCount[1] > BENCH_SIZE) && askBenchDiscard(s)) return;
    // A Trainer (Scoop Up) or an attack (Aqua Return) may have emptied the Active: its owner
    // promotes (K3), or, with nothing left in play, loses (W2).
    if ((s.afterPromote[0] === AfterKo.Resume || s.koByAttack[0] === 1) && s.slotTop[cur * SLOTS] < 0) {
      if (s.benchCount[cur] > 0) {
        s.promoteMask[0] = 1 << cur;
        askPromotion(s);
      } else endGame(s, 1 - cur, EndReason.NoPokemon);
      return;
    }
    continueAfterKo(s);
    return;
  }
  // Prizes are taken at once (K4, K5), before any promotion (K3).
  for (let p = 0; p < 2; p++) {
    if (owed[p] === 0) continue;
    let n = 0;
    for (; n < owed[p] && s.prizeCount[p] > 0; n++) takePrize(s, p);
    s.prizesTaken[p] += n;
    emit(s, Ev.PrizeTaken, p, n, s.prizeCount[p]);
  }
  for (let p = 0; p < 2; p++) compactBench(s, p);
  // W1 / W2 / W4: count the conditions each player meets.
  const wins0 = winConditions(s, 0), wins1 = winConditions(s, 1);
  if (wins0 > 0 || wins1 > 0) {
    if (wins0 !== wins1) {
      const w = wins0 > wins1 ? 0 : 1;
      const reason = s.prizeCount[w] === 0 ? EndReason.Prizes : EndReason.NoPokemon;
      endGame(s, w, s.suddenDeaths[0] > 0 ? EndReason.SuddenDeath : reason);
    } else {
      tie(s);
    }
    return;
  }
  // R13: a Bench over its limit now (a Tera Pokémon Knocked Out) is discarded down before the promotions.
  if ((s.benchCount[0] > BENCH_SIZE || s.benchCount[1] > BENCH_SIZE) && askBenchDiscard(s)) return;
  promoteEmptied(s);
};

/** K3, K5: every player whose Active Spot is empty promotes, then play goes on. */
const promoteEmptied = (s: GameState): void => {
  let mask = 0;
  for (let p = 0; p < 2; p++) if (s.slotTop[p * SLOTS] < 0) mask |= 1 << p;
  s.promoteMask[0] = mask;
  askPromotion(s);
};

/**
 * R13: ask a player whose Bench holds more than its limit (benchLimit: 5 once Area Zero Underdepths
 * or their last Tera Pokémon has left play) to discard one Benched Pokémon of their choice; false
 * when every Bench is within its limit. Whoever played the Stadium that left play goes first
 * (benchFirst), else the current player; each discards down to the limit before the other.
 */
const askBenchDiscard = (s: GameState): boolean => {
  const first = s.benchFirst[0] > 0 ? s.benchFirst[0] - 1 : s.current[0];
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? first : 1 - first;
    const n = s.benchCount[p];
    if (n <= BENCH_SIZE || n <= benchLimit(s, p)) continue;
    let mask = 0;
    for (let j = 1; j <= n; j++) mask |= 1 << (p * SLOTS + j);
    s.slotMask[0] = mask;
    s.pendMin[0] = 1; // no Done: the discard is not optional
    s.pend[0] = Pend.BenchDiscard;
    s.phase[0] = Phase.Effect;
    s.progKind[0] = ProgKind.None;
    s.decider[0] = p;
    return true;
  }
  s.benchFirst[0] = 0;
  return false;
};

/** R13: the Benched Pokémon on slot sl is discarded with every card on it (no Knock Out, no Prize); then the next discard, or the promotions. */
export function benchDiscardChosen(s: GameState, sl: number): void {
  const p = sl >= SLOTS ? 1 : 0;
  discardSlotCards(s, p, sl, 0);
  compactBench(s, p);
  if (!askBenchDiscard(s)) promoteEmptied(s);
}

const winConditions = (s: GameState, p: number): number => {
  let n = 0;
  if (s.prizeCount[p] === 0 && s.prizesTaken[p] > 0) n++; // W1
  const o = 1 - p;
  if (s.slotTop[o * SLOTS] < 0 && s.benchCount[o] === 0) n++; // W2
  return n;
};

/** W4: a tie is a draw, or a 1-prize sudden-death game when enabled. */
const tie = (s: GameState): void => {
  if (s.rules[RuleParam.SuddenDeath] && s.suddenDeaths[0] < 3) {
    s.suddenDeaths[0]++;
    emit(s, Ev.SuddenDeath, 2, s.suddenDeaths[0]);
    s.rules[RuleParam.Prizes] = 1;
    resetBoard(s);
    startSetup(s);
    return;
  }
  endGame(s, 2, EndReason.Tie);
};

/** K5: the player whose turn is next promotes first. */
const askPromotion = (s: GameState): void => {
  const next = s.afterPromote[0] === AfterKo.Resume ? s.current[0] : 1 - s.current[0];
  const mask = s.promoteMask[0];
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? next : 1 - next;
    if (mask & (1 << p)) {
      s.phase[0] = Phase.Promote;
      s.decider[0] = p;
      return;
    }
  }
  continueAfterKo(s);
};

const continueAfterKo = (s: GameState): void => {
  switch (s.afterPromote[0]) {
    case AfterKo.EndTurn:
      endTurn(s);
      break;
    case AfterKo.NextTurn:
      nextTurn(s);
      break;
    default:
      s.phase[0] = Phase.Main;
      s.decider[0] = s.current[0];
      offerTrigger(s); // an Ability triggered by the card just played (Infernal Reign), if any
  }
};

export function promote(s: GameState, p: number, slot: number): void {
  swapSlots(s, p * SLOTS, slot);
  compactBench(s, p);
  emit(s, Ev.Promote, p, slot);
  s.promoteMask[0] &= ~(1 << p);
  askPromotion(s);
}

// ====================================================================================
// Parts of actions that effects share: evolving, benching, finishing a retreat
// ====================================================================================

/** A4: put an Evolution card from hand onto a slot (by the Evolve action or Rare Candy). */
export function evolveSlot(s: GameState, p: number, c: number, sl: number): void {
  removeFromHand(s, c);
  attachCard(s, sl, c);
  s.slotTop[sl] = c;
  s.koCheck[0] = 1; // a Basic-only HP bonus may be lost: may Knock Out (flow.ts)
  s.enteredTurn[sl] = s.turn[0];
  clearEffectsOnSlot(s, sl); // A4: recovers from Special Conditions and attack effects
  s.usedOnce[sl] = 0;
  emit(s, Ev.Evolve, p, c, sl);
  noteTrigger(s, c, AbilityTrigger.OnEvolveFromHand);
}

export function benchFromHand(s: GameState, p: number, c: number, ev: Ev): void {
  removeFromHand(s, c);
  const sl = p * SLOTS + 1 + s.benchCount[p];
  placePokemon(s, sl, c);
  s.benchCount[p]++;
  emit(s, ev, p, c, sl);
  if (ev === Ev.Bench && s.phase[0] === Phase.Main) noteTrigger(s, c, AbilityTrigger.OnBenchFromHand);
}

// ---------- retreat (A6), after the Retreat action chose where to ----------
/** Discard the Retreat Cost one Energy at a time (asking when the choice matters), then switch. */
export function continueRetreat(s: GameState): void {
  const p = s.decider[0];
  const sl = p * SLOTS;
  while (s.reg[Reg.Count] > 0) {
    // Distinct Energy cards attached; if they are all the same, no choice is needed.
    const base = sl * SLOT_CAP;
    let firstE = -1, distinct = false;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const c = s.slotCards[base + i];
      if (cSuper[s.cardDef[c]] !== Supertype.Energy) continue;
      if (firstE < 0) firstE = c;
      else if (s.cardDef[c] !== s.cardDef[firstE]) distinct = true;
    }
    if (distinct) {
      s.phase[0] = Phase.Retreat;
      s.pend[0] = Pend.RetreatEnergy;
      return;
    }
    retreatDiscard(s, sl, firstE);
  }
  finishRetreat(s);
}

export function retreatDiscard(s: GameState, sl: number, c: number): void {
  // The Retreat Cost is in units: a Double Colorless Energy pays 2 (overpaying the last 1 is allowed).
  // Read before the discard: a Buzzap Electrode is a Pokémon card again once discarded.
  const d = s.cardDef[c];
  const units = cEnergyRule[d] === EnergyRule.NeoUpper && cStage[s.cardDef[s.slotTop[sl]]] === 2 ? 2 : cEnergyUnits[d]; // X1's every-type Energy
  const left = s.reg[Reg.Count] - units;
  detachCard(s, sl, c);
  addToDiscard(s, c);
  emit(s, Ev.DiscardEnergy, owner(c), c, sl);
  s.reg[Reg.Count] = left > 0 ? left : 0;
}

export function finishRetreat(s: GameState): void {
  const p = s.decider[0];
  const sl = p * SLOTS;
  const to = s.reg[Reg.Chosen];
  s.phase[0] = Phase.Main;
  s.pend[0] = 0;
  // C5 classic variant: a Confused Pokémon needs heads to retreat.
  if (s.cond[sl] === Cond.Confused && s.rules[RuleParam.ConfusionRetreatFlip] && !coin(s, Flip.Retreat, p)) {
    emit(s, Ev.Retreat, p, sl, to, 1);
    return;
  }
  clearEffectsOnSlot(s, sl); // A6 / C7: the Pokémon going to the Bench recovers
  swapSlots(s, sl, to);
  emit(s, Ev.Retreat, p, sl, to, 0);
}
