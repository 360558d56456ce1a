// Moving cards between zones and slots. Every move keeps cardZone/cardSlot in step with the
// zone lists, so each player's cards are conserved (a fuzz test checks it).
import { GameState, Zone, DeckFeature } from './state.js';
import * as stateModule from './state.js';
import * as rngModule from './rng.js';
import { Ev, From } from './events.js';
import * as eventsModule from './events.js';
import * as tablesModule from './tables.js';
import { Supertype, T, TrainerKind, StadiumEffect, AbilityKind, Cond, Count, Owner, Debuff } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { MAX_DECK, SLOTS, SLOT_CAP, MAX_PRIZES, ENERGY_STRIDE, ENERGY_CARDS, BENCH_SIZE, BENCH_MAX } = stateModule;
const { shuffle } = rngModule;
const { emit } = eventsModule;
const { cSuper, cEnergyType, cEnergyUnits, cStage, cHp, cToolHpBasic, cStadium, cNameId, aPartner, aNameId, ATTACK_NAME_BITS, cTrainerKind, cFormOf, PRINTED_COUNT, isBasicPokemon, cAbility, cTera, cType, cBasicEnergy, cRetreat, cOwner, cAbilityParam, cToolRetreatMinus, cToolFreeRetreatLow, cAttackStart, cAttackCount, isExOrV } = tablesModule;
const { TYPE_COUNT } = typesModule;

export function owner(card: number): number {
  return card >= MAX_DECK ? 1 : 0;
}

export function slotOwner(slot: number): number {
  return slot >= SLOTS ? 1 : 0;
}

/**
 * A card entering the deck, hand or discard pile is its printed card again: a form (an Electrode
 * attached as Energy by Buzzap) lasts only while it is in play.
 */
const printed = (s: GameState, card: number): void => {
  if (s.cardDef[card] >= PRINTED_COUNT) s.cardDef[card] = cFormOf[s.cardDef[card]];
};

// ---------- deck ----------
export function shuffleDeck(s: GameState, p: number): void {
  shuffle(s.rng, s.deck, p * MAX_DECK, s.deckCount[p]);
}

/** Take the top card of the deck; -1 if empty. */
export function popDeck(s: GameState, p: number): number {
  const n = s.deckCount[p];
  if (n === 0) return -1;
  s.deckCount[p] = n - 1;
  return s.deck[p * MAX_DECK + n - 1];
}

export function pushDeck(s: GameState, card: number): void {
  printed(s, card);
  const p = owner(card);
  s.deck[p * MAX_DECK + s.deckCount[p]++] = card;
  s.cardZone[card] = Zone.Deck;
}

/** Put a card at the bottom of the deck. */
export function pushDeckBottom(s: GameState, card: number): void {
  printed(s, card);
  const p = owner(card);
  const base = p * MAX_DECK;
  for (let i = s.deckCount[p]; i > 0; i--) s.deck[base + i] = s.deck[base + i - 1];
  s.deck[base] = card;
  s.deckCount[p]++;
  s.cardZone[card] = Zone.Deck;
}

/** Remove a card from anywhere in the deck (keeps the order of the others). */
export function removeFromDeck(s: GameState, card: number): void {
  removeFromList(s.deck, s.deckCount, card);
}

// ---------- hand ----------
export function addToHand(s: GameState, card: number): void {
  printed(s, card);
  const p = owner(card);
  s.hand[p * MAX_DECK + s.handCount[p]++] = card;
  s.cardZone[card] = Zone.Hand;
}

/** Remove a card from one of its owner's ordered lists (hand, deck, discard), keeping the order. */
const removeFromList = (list: Uint8Array, counts: Int16Array, card: number): void => {
  const p = owner(card);
  const base = p * MAX_DECK;
  const n = counts[p];
  for (let i = 0; i < n; i++) {
    if (list[base + i] === card) {
      for (let j = base + i; j < base + n - 1; j++) list[j] = list[j + 1];
      counts[p] = n - 1;
      return;
    }
  }
};

export function removeFromHand(s: GameState, card: number): void {
  removeFromList(s.hand, s.handCount, card);
}

/** Draw one card to hand; returns the card or -1 if the deck is empty. */
export function drawCard(s: GameState, p: number): number {
  const c = popDeck(s, p);
  if (c >= 0) addToHand(s, c);
  return c;
}

export function handHasBasic(s: GameState, p: number): boolean {
  const base = p * MAX_DECK;
  for (let i = 0; i < s.handCount[p]; i++) {
    if (isBasicPokemon(s.cardDef[s.hand[base + i]])) return true;
  }
  return false;
}

// ---------- discard & prizes ----------
export function addToDiscard(s: GameState, card: number): void {
  printed(s, card);
  const p = owner(card);
  s.discard[p * MAX_DECK + s.discardCount[p]++] = card;
  s.cardZone[card] = Zone.Discard;
}

export function removeFromDiscard(s: GameState, card: number): void {
  removeFromList(s.discard, s.discardCount, card);
}

export function addPrize(s: GameState, card: number): void {
  const p = owner(card);
  s.prizes[p * MAX_PRIZES + s.prizeCount[p]++] = card;
  s.cardZone[card] = Zone.Prize;
}

/** Take the last prize card into hand; returns it or -1. */
export function takePrize(s: GameState, p: number): number {
  const n = s.prizeCount[p];
  if (n === 0) return -1;
  s.prizeCount[p] = n - 1;
  const c = s.prizes[p * MAX_PRIZES + n - 1];
  addToHand(s, c);
  return c;
}

// ---------- slots ----------
/**
 * The cards of slot sl from the top down to index `lowest` (0: all of them) go to player p's
 * discard pile, each reported; then the slot is cleared (a card below `lowest` is the caller's).
 */
export function discardSlotCards(s: GameState, p: number, sl: number, lowest: number): void {
  const base = sl * SLOT_CAP;
  for (let i = s.slotCount[sl] - 1; i >= lowest; i--) {
    const c = s.slotCards[base + i];
    addToDiscard(s, c);
    emit(s, Ev.DiscardCard, p, c, From.InPlay);
  }
  clearSlot(s, sl);
}

export function clearSlot(s: GameState, slot: number): void {
  s.slotCount[slot] = 0;
  s.slotTrainers[slot] = 0;
  s.abilityTurn[slot] = 0;
  // (plain loops, not TypedArray#fill: for a handful of entries its call costs more than the stores)
  for (let t = 0; t < ENERGY_STRIDE; t++) s.slotEnergy[slot * ENERGY_STRIDE + t] = 0;
  s.slotTop[slot] = -1;
  s.damage[slot] = 0;
  s.cond[slot] = 0;
  s.poisoned[slot] = 0;
  s.burned[slot] = 0;
  s.paralyzedTurn[slot] = 0;
  s.enteredTurn[slot] = 0;
  s.guard[slot] = 0;
  s.guardParam[slot] = 0;
  s.guardUntil[slot] = 0;
  s.debuff[slot] = 0;
  s.debuffParam[slot] = 0;
  s.debuffUntil[slot] = 0;
  s.noAttackTurn[slot] = 0;
  s.lockedAttack[slot] = 0;
  s.boost[slot] = 0;
  s.usedOnce[slot] = 0;
  s.weakOverride[slot] = 0;
  s.resOverride[slot] = 0;
  s.hitTurn[slot] = 0;
}

/**
 * "During your next turn, this Pokémon can't use <attack>": the lock names the attack (attack id
 * `id`'s name), so a copied attack (Genome Hacking using Mega Brave) locks the copied name, not the
 * copier (RULES.md, Rulings R6).
 */
export function lockAttack(s: GameState, slot: number, id: number): void {
  s.lockedAttack[slot] = ((s.turn[0] + 2) << ATTACK_NAME_BITS) | (aNameId[id] + 1);
}

/**
 * "During your next turn, attacks used by this Pokémon (its attack `name`) do `bonus` more damage":
 * the boost of the Pokémon on `slot` for its player's next turn (`name`: an attack name id, -1 any).
 */
export function setBoost(s: GameState, slot: number, bonus: number, name: number): void {
  s.boost[slot] = ((s.turn[0] + 2) << 17) | (((bonus / 10) | 0) << 12) | (name + 1);
}

/** The boost of the Pokémon on `slot` for attack `id` this turn (setBoost), or 0. */
export function boostFor(s: GameState, slot: number, id: number): number {
  const b = s.boost[slot];
  if (b === 0 || b >>> 17 !== s.turn[0]) return 0;
  const name = b & 0xfff;
  return name === 0 || name === aNameId[id] + 1 ? ((b >>> 12) & 31) * 10 : 0;
}

/** Is attack `id` (its name) locked for the Pokémon on `slot` this turn? */
export function attackLocked(s: GameState, slot: number, id: number): boolean {
  return s.lockedAttack[slot] !== 0 && s.lockedAttack[slot] === ((s.turn[0] << ATTACK_NAME_BITS) | (aNameId[id] + 1));
}

/**
 * Mirror Move's memory: the slot (an Active) is the Defending Pokémon of an attack this turn; the
 * record starts afresh for this turn's attack. Call before adding what the attack does to it.
 */
export function noteAttacked(s: GameState, slot: number): void {
  if (s.hitTurn[slot] === s.turn[0]) return;
  s.hitTurn[slot] = s.turn[0];
  s.hitDamage[slot] = 0;
  s.hitCond[slot] = 0;
  s.hitPoison[slot] = 0;
  s.hitBurn[slot] = 0;
}

/** Put a Pokémon card into an empty slot. */
export function placePokemon(s: GameState, slot: number, card: number): void {
  clearSlot(s, slot);
  s.slotCards[slot * SLOT_CAP] = card;
  s.slotCount[slot] = 1;
  s.slotTop[slot] = card;
  s.enteredTurn[slot] = s.turn[0];
  s.cardZone[card] = Zone.InPlay;
  s.cardSlot[card] = slot;
}

/** Attach a card (Energy, Trainer, or an Evolution placed on top) to a slot. */
export function attachCard(s: GameState, slot: number, card: number): void {
  s.slotCards[slot * SLOT_CAP + s.slotCount[slot]++] = card;
  const d = s.cardDef[card];
  if (cSuper[d] === Supertype.Energy) {
    const e = slot * ENERGY_STRIDE;
    s.slotEnergy[e + cEnergyType[d]] += cEnergyUnits[d];
    s.slotEnergy[e + TYPE_COUNT] += cEnergyUnits[d];
    s.slotEnergy[e + ENERGY_CARDS]++;
  } else if (cSuper[d] === Supertype.Trainer) s.slotTrainers[slot]++;
  s.cardZone[card] = Zone.InPlay;
  s.cardSlot[card] = slot;
}

export function detachCard(s: GameState, slot: number, card: number): void {
  const d = s.cardDef[card];
  if (cSuper[d] === Supertype.Energy) {
    const t = cEnergyType[d];
    const e = slot * ENERGY_STRIDE;
    // Energy Burn (powers.ts) may have counted this card as Fire for the rest of the turn.
    s.slotEnergy[e + (s.slotEnergy[e + t] > 0 ? t : T.Fire)] -= cEnergyUnits[d];
    s.slotEnergy[e + TYPE_COUNT] -= cEnergyUnits[d];
    s.slotEnergy[e + ENERGY_CARDS]--;
  } else if (cSuper[d] === Supertype.Trainer) {
    s.slotTrainers[slot]--;
    s.koCheck[0] = 1; // a Tool that added HP may leave: may Knock Out (flow.ts)
  }
  const base = slot * SLOT_CAP;
  const n = s.slotCount[slot];
  for (let i = 0; i < n; i++) {
    if (s.slotCards[base + i] === card) {
      for (let j = i; j < n - 1; j++) s.slotCards[base + j] = s.slotCards[base + j + 1];
      s.slotCount[slot] = n - 1;
      return;
    }
  }
}

/** Move every card of a slot to its owner's discard pile and empty the slot (K2). */
export function discardSlot(s: GameState, slot: number): void {
  const base = slot * SLOT_CAP;
  for (let i = 0; i < s.slotCount[slot]; i++) addToDiscard(s, s.slotCards[base + i]);
  clearSlot(s, slot);
}

const swap8 = (a: Uint8Array, i: number, j: number): void => { const t = a[i]; a[i] = a[j]; a[j] = t; };
const swap16 = (a: Int16Array, i: number, j: number): void => { const t = a[i]; a[i] = a[j]; a[j] = t; };
const swap32 = (a: Int32Array, i: number, j: number): void => { const t = a[i]; a[i] = a[j]; a[j] = t; };

/** Exchange two slots with everything on them (switch, retreat, promotion). */
export function swapSlots(s: GameState, a: number, b: number): void {
  if (a === b) return;
  // A Benched Pokémon moving to the Active spot (switch, retreat, promotion): noted for Gale Thrust.
  if (a % SLOTS === 0) s.toActiveTurn[a === 0 ? 0 : 1] = s.turn[0];
  else if (b % SLOTS === 0) s.toActiveTurn[b === 0 ? 0 : 1] = s.turn[0];
  swap16(s.damage, a, b);
  swap8(s.cond, a, b);
  swap8(s.poisoned, a, b);
  swap8(s.burned, a, b);
  swap16(s.paralyzedTurn, a, b);
  swap16(s.enteredTurn, a, b);
  swap8(s.guard, a, b);
  swap16(s.guardParam, a, b);
  swap16(s.guardUntil, a, b);
  swap8(s.debuff, a, b);
  swap16(s.debuffParam, a, b);
  swap16(s.debuffUntil, a, b);
  swap16(s.noAttackTurn, a, b);
  swap32(s.lockedAttack, a, b);
  swap32(s.boost, a, b);
  swap8(s.usedOnce, a, b);
  swap8(s.weakOverride, a, b);
  swap8(s.resOverride, a, b);
  swap16(s.hitTurn, a, b);
  swap16(s.hitDamage, a, b);
  swap8(s.hitCond, a, b);
  swap8(s.hitPoison, a, b);
  swap8(s.hitBurn, a, b);
  swap16(s.slotTop, a, b);
  swap8(s.slotCount, a, b);
  swap8(s.slotTrainers, a, b);
  swap16(s.abilityTurn, a, b);
  for (let t = 0; t < ENERGY_STRIDE; t++) swap8(s.slotEnergy, a * ENERGY_STRIDE + t, b * ENERGY_STRIDE + t);
  const ba = a * SLOT_CAP, bb = b * SLOT_CAP;
  const n = s.slotCount[a] > s.slotCount[b] ? s.slotCount[a] : s.slotCount[b];
  for (let i = 0; i < n; i++) swap8(s.slotCards, ba + i, bb + i);
  for (let i = 0; i < s.slotCount[a]; i++) s.cardSlot[s.slotCards[ba + i]] = a;
  for (let i = 0; i < s.slotCount[b]; i++) s.cardSlot[s.slotCards[bb + i]] = b;
}

/**
 * After a Benched Pokémon leaves, close the gap so the Bench stays contiguous. Pokémon only leave
 * slots (benchCount is not yet lowered), so the occupied ones all lie within the first benchCount.
 */
export function compactBench(s: GameState, p: number): void {
  const first = p * SLOTS + 1;
  let w = first;
  for (let r = first, end = first + s.benchCount[p]; r < end; r++) {
    if (s.slotTop[r] >= 0) {
      if (r !== w) swapSlots(s, r, w);
      w++;
    }
  }
  s.benchCount[p] = w - first;
}

/** Has player p a Tera Pokémon in play (Active or Benched)? */
export function teraInPlay(s: GameState, p: number): boolean {
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cTera[s.cardDef[top]] === 1) return true;
  }
  return false;
}

/**
 * How many Pokémon player p's Bench may hold now (A1): 5, or 8 while Area Zero Underdepths is in
 * play and p has a Tera Pokémon in play (RULES.md R13). Without that Stadium: one or two reads.
 */
export function benchLimit(s: GameState, p: number): number {
  const st = s.stadium[0];
  return st >= 0 && cStadium[s.cardDef[st]] === StadiumEffect.TeraBenchEight && teraInPlay(s, p) ? BENCH_MAX : BENCH_SIZE;
}

/**
 * The Stadium `st` has left play (replaced or discarded, A3). If it was Area Zero Underdepths and a
 * Bench is now over 5, the player who played it discards down first (R13; flow.ts settles it).
 */
export function stadiumLeft(s: GameState, st: number): void {
  if (cStadium[s.cardDef[st]] === StadiumEffect.TeraBenchEight && (s.benchCount[0] > BENCH_SIZE || s.benchCount[1] > BENCH_SIZE)) s.benchFirst[0] = owner(st) + 1;
}

/** May player p put one more Pokémon onto the Bench? */
export function benchRoom(s: GameState, p: number): boolean {
  const n = s.benchCount[p];
  return n < BENCH_SIZE || (n < BENCH_MAX && benchLimit(s, p) > n);
}

/** A Pokémon moving to the Bench (or evolving) loses Special Conditions and attack effects (A6, C7, A4). */
export function clearEffectsOnSlot(s: GameState, slot: number): void {
  s.cond[slot] = 0;
  s.poisoned[slot] = 0;
  s.burned[slot] = 0;
  s.guard[slot] = 0;
  s.guardUntil[slot] = 0;
  s.debuff[slot] = 0;
  s.debuffUntil[slot] = 0;
  s.noAttackTurn[slot] = 0;
  s.lockedAttack[slot] = 0;
  s.boost[slot] = 0;
  s.weakOverride[slot] = 0;
  s.resOverride[slot] = 0;
  s.hitTurn[slot] = 0;
}

// ---------- Energy ----------
/** Energy of a type (T.None: any) attached to a slot, in units provided (costs: X1, A6). */
export function energyCount(s: GameState, slot: number, type: number): number {
  return s.slotEnergy[slot * ENERGY_STRIDE + (type === T.None ? TYPE_COUNT : type)];
}

/** Energy CARDS attached to a slot (a Double Colorless Energy is one card). */
export function energyCards(s: GameState, slot: number): number {
  return s.slotEnergy[slot * ENERGY_STRIDE + ENERGY_CARDS];
}

/** Is a Trainer (PlusPower, Defender, a Tool) attached to this slot? Lets card walks skip most slots. */
export function mayHoldTrainer(s: GameState, slot: number): boolean {
  return s.slotTrainers[slot] !== 0;
}

/** Is a Pokémon named as the attack's partner (AttackDef.partner) on player p's Bench (Cosmic Beam)? */
export function partnerOnBench(s: GameState, p: number, attack: number): boolean {
  const name = aPartner[attack];
  for (let k = 1; k <= s.benchCount[p]; k++) if (cNameId[s.cardDef[s.slotTop[p * SLOTS + k]]] === name) return true;
  return false;
}

/** Current HP of the Pokémon in a slot: printed HP plus Tool bonuses that apply (K1), less a Stadium's cut. */
/** Jamming Tower in play: every Pokémon Tool attached to any Pokémon has no effect. */
export function toolsOff(s: GameState): boolean {
  const st = s.stadium[0];
  return st >= 0 && cStadium[s.cardDef[st]] === StadiumEffect.ToolsOff;
}

export function maxHp(s: GameState, slot: number): number {
  const d = s.cardDef[s.slotTop[slot]];
  let hp = cHp[d];
  if (cStage[d] === 0 && mayHoldTrainer(s, slot) && !toolsOff(s)) {
    const base = slot * SLOT_CAP;
    for (let i = 0; i < s.slotCount[slot]; i++) hp += cToolHpBasic[s.cardDef[s.slotCards[base + i]]];
  }
  const st = s.stadium[0];
  if (st >= 0) {
    const effect = cStadium[s.cardDef[st]];
    if (cStage[d] === 2 && effect === StadiumEffect.Stage2HpMinus30) hp -= 30;
    else if (cStage[d] === 0 && effect === StadiumEffect.BasicHpPlus30) hp += 30; // Lively Stadium
  }
  return hp;
}

/** Does a Pokémon Tool hang on this slot (A3: one per Pokémon)? */
export function hasTool(s: GameState, slot: number): boolean {
  if (!mayHoldTrainer(s, slot)) return false;
  const base = slot * SLOT_CAP;
  for (let i = 0; i < s.slotCount[slot]; i++) {
    const d = s.cardDef[s.slotCards[base + i]];
    if (cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Tool) return true;
  }
  return false;
}

/**
 * Mischievous Lock (Klefki): while a Pokémon with it is in either Active Spot, every Basic Pokémon
 * in play but one with Mischievous Lock has no Abilities (those a Tool gives it included). A few
 * integer reads: every read of a Pokémon's Ability goes through here (abilityOf).
 */
export function abilitiesLocked(s: GameState, sl: number): boolean {
  if (((s.deckFeatures[0] | s.deckFeatures[1]) & DeckFeature.RuleAbilities) === 0) return false; // no Klefki in either deck
  const d = s.cardDef[s.slotTop[sl]];
  if (cStage[d] !== 0 || cAbility[d] === AbilityKind.MischievousLock) return false;
  const a = s.slotTop[0], b = s.slotTop[SLOTS];
  return (a >= 0 && cAbility[s.cardDef[a]] === AbilityKind.MischievousLock) || (b >= 0 && cAbility[s.cardDef[b]] === AbilityKind.MischievousLock);
}

/** NoConditions (Garganacl ex, Hoothoot): can the Pokémon on slot sl not have Special Condition cond? */
export function conditionImmune(s: GameState, sl: number, cond: number): boolean {
  if (abilityOf(s, sl) !== AbilityKind.NoConditions) return false;
  const a = cAbilityParam[s.cardDef[s.slotTop[sl]]];
  return a === 0 || a === cond;
}

/** The printed Ability of the Pokémon on slot sl, or None while Mischievous Lock takes it away. */
export function abilityOf(s: GameState, sl: number): number {
  const k = cAbility[s.cardDef[s.slotTop[sl]]];
  return k === AbilityKind.None || !abilitiesLocked(s, sl) ? k : AbilityKind.None;
}

/**
 * Has player p a Pokémon in play with Ability `kind` working now (abilityOf)? The one "side has
 * Ability K" scan; callers first check the deck flag that says the deck can have it at all.
 */
export function abilityInPlay(s: GameState, p: number, kind: number): boolean {
  for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0 && abilityOf(s, p * SLOTS + k) === kind) return true;
  return false;
}

/** Does the Pokémon in `slot` have Special Condition `cond` (Cond.None: any of them)? */
export function hasCondition(s: GameState, slot: number, cond: number): boolean {
  if (cond === Cond.Poisoned) return s.poisoned[slot] !== 0;
  if (cond === Cond.Burned) return s.burned[slot] !== 0;
  if (cond === Cond.None) return s.cond[slot] !== 0 || s.poisoned[slot] !== 0 || s.burned[slot] !== 0;
  return s.cond[slot] === cond;
}

/** Does card definition d print an attack whose name id (tables.ts aNameId) is `name`? */
const hasAttackNamed = (d: number, name: number): boolean => {
  for (let k = 0; k < cAttackCount[d]; k++) if (aNameId[cAttackStart[d] + k] === name) return true;
  return false;
};

/**
 * What an attack's damage counts ("N damage for each …", cards/types.ts Count) for the attacker on
 * slot sl against the Pokémon on slot target: read by Op.TimesCount and Op.PlusPerCount and by the
 * bots' estimates alike.
 */
export function countOf(s: GameState, sl: number, target: number, kind: number, param: number): number {
  const q = sl >= SLOTS ? 1 : 0, o = 1 - q;
  let n = 0;
  switch (kind) {
    case Count.DiscardPokemonOfType:
      for (let i = 0; i < s.discardCount[q]; i++) {
        const d = s.cardDef[s.discard[q * MAX_DECK + i]];
        if (cSuper[d] === Supertype.Pokemon && (param === T.None || cType[d] === param)) n++;
      }
      return n;
    case Count.OwnPokemonOfTypeInPlay:
      for (let k = 0; k <= s.benchCount[q]; k++) if (s.slotTop[q * SLOTS + k] >= 0 && cType[s.cardDef[s.slotTop[q * SLOTS + k]]] === param) n++;
      return n;
    case Count.DefenderEnergy: return s.slotTop[target] >= 0 ? energyCount(s, target, param) : 0;
    case Count.OpponentHandSize: return s.handCount[o];
    case Count.OwnPrizesTaken: return s.prizesTaken[q];
    case Count.OwnEnergyOfType: case Count.OpponentEnergyOfType: {
      const p = kind === Count.OwnEnergyOfType ? q : o;
      for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) n += energyCount(s, p * SLOTS + k, param);
      return n;
    }
    case Count.SelfSpecialEnergyCards: {
      const base = sl * SLOT_CAP;
      for (let i = 0; i < s.slotCount[sl]; i++) {
        const d = s.cardDef[s.slotCards[base + i]];
        if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === 0) n++;
      }
      return n;
    }
    case Count.OpponentAbilityPokemon:
      for (let k = 0; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0 && abilityOf(s, o * SLOTS + k) !== AbilityKind.None) n++;
      return n;
    case Count.SelfEnergyOfType: return energyCount(s, sl, param);
    case Count.OwnBenchTypes: {
      let seen = 0;
      for (let k = 1; k <= s.benchCount[q]; k++) seen |= 1 << cType[s.cardDef[s.slotTop[q * SLOTS + k]]];
      for (; seen !== 0; seen &= seen - 1) n++;
      return n;
    }
    case Count.DefenderRetreat: return s.slotTop[target] >= 0 ? retreatCost(s, target) : 0;
    case Count.OpponentHandTrainers:
      for (let i = 0; i < s.handCount[o]; i++) if (cSuper[s.cardDef[s.hand[o * MAX_DECK + i]]] === Supertype.Trainer) n++;
      return n;
    case Count.DiscardPokemonWithAttack: case Count.DiscardNamed:
      for (let i = 0; i < s.discardCount[q]; i++) {
        const d = s.cardDef[s.discard[q * MAX_DECK + i]];
        if (cSuper[d] === Supertype.Pokemon && (kind === Count.DiscardNamed ? cNameId[d] === param : hasAttackNamed(d, param))) n++;
      }
      return n;
    case Count.OwnInPlayWithAttack: case Count.OwnInPlayNamed: case Count.OwnBenchedNamed:
      for (let k = kind === Count.OwnBenchedNamed ? 1 : 0; k <= s.benchCount[q]; k++) {
        const top = s.slotTop[q * SLOTS + k];
        if (top >= 0 && (kind === Count.OwnInPlayWithAttack ? hasAttackNamed(s.cardDef[top], param) : cNameId[s.cardDef[top]] === param)) n++;
      }
      return n;
    case Count.DefenderOfType: return s.slotTop[target] >= 0 && cType[s.cardDef[s.slotTop[target]]] === param ? 1 : 0;
    case Count.OwnBenchedDamaged:
      for (let k = 1; k <= s.benchCount[q]; k++) if (s.damage[q * SLOTS + k] > 0) n++;
      return n;
    case Count.StadiumInPlay: return s.stadium[0] >= 0 ? 1 : 0;
    case Count.OpponentBenched: return s.benchCount[o];
    case Count.OpponentPokemonOfTypeInPlay:
      for (let k = 0; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0 && cType[s.cardDef[s.slotTop[o * SLOTS + k]]] === param) n++;
      return n;
    case Count.DefenderOfStage: return s.slotTop[target] >= 0 && cStage[s.cardDef[s.slotTop[target]]] === param ? 1 : 0;
    case Count.DefenderHasTool: return s.slotTop[target] >= 0 && hasTool(s, target) ? 1 : 0;
    case Count.OwnOfStageInPlay:
      for (let k = 0; k <= s.benchCount[q]; k++) {
        const top = s.slotTop[q * SLOTS + k];
        if (top >= 0 && (param === 3 ? cStage[s.cardDef[top]] > 0 : cStage[s.cardDef[top]] === param)) n++;
      }
      return n;
    case Count.OpponentExInPlay:
      for (let k = 0; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0 && isExOrV(s.cardDef[s.slotTop[o * SLOTS + k]], param)) n++;
      return n;
    case Count.DefenderConditions:
      if (s.slotTop[target] < 0) return 0;
      return (s.cond[target] !== 0 ? 1 : 0) + (s.poisoned[target] !== 0 ? 1 : 0) + (s.burned[target] !== 0 ? 1 : 0);
    case Count.OwnDamagedInPlay:
      for (let k = 0; k <= s.benchCount[q]; k++) if (s.slotTop[q * SLOTS + k] >= 0 && s.damage[q * SLOTS + k] > 0) n++;
      return n;
    case Count.SelfBasicEnergyCards: case Count.OpponentSpecialEnergyCards: {
      const basic = kind === Count.SelfBasicEnergyCards ? 1 : 0;
      const first = basic ? sl : o * SLOTS, last = basic ? sl : o * SLOTS + s.benchCount[o];
      for (let slot = first; slot <= last; slot++) {
        if (s.slotTop[slot] < 0) continue;
        const base = slot * SLOT_CAP;
        for (let i = 0; i < s.slotCount[slot]; i++) {
          const d = s.cardDef[s.slotCards[base + i]];
          if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === basic) n++;
        }
      }
      return n;
    }
    case Count.OpponentDiscardEnergy: case Count.OpponentDiscardItems:
      for (let i = 0; i < s.discardCount[o]; i++) {
        const d = s.cardDef[s.discard[o * MAX_DECK + i]];
        if (kind === Count.OpponentDiscardEnergy ? cSuper[d] === Supertype.Energy : cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Item) n++;
      }
      return n;
    case Count.OwnDeckSize: return s.deckCount[q];
    case Count.OpponentPrizesLeft: return s.prizeCount[o];
    case Count.OwnStadiumInPlay: return s.stadium[0] >= 0 && owner(s.stadium[0]) === q ? 1 : 0;
    case Count.HandLead: return s.handCount[q] - s.handCount[o];
    case Count.HandGap: return Math.abs(s.handCount[q] - s.handCount[o]);
    case Count.DefenderCounters: return s.slotTop[target] >= 0 ? (s.damage[target] / 10) | 0 : 0;
    case Count.DefenderHasCondition: return s.slotTop[target] >= 0 && hasCondition(s, target, param) ? 1 : 0;
    case Count.DefenderSpecialEnergyCards: {
      if (s.slotTop[target] < 0) return 0;
      const base = target * SLOT_CAP;
      for (let i = 0; i < s.slotCount[target]; i++) {
        const d = s.cardDef[s.slotCards[base + i]];
        if (cSuper[d] === Supertype.Energy && cBasicEnergy[d] === 0) n++;
      }
      return n;
    }
    case Count.BothActiveEnergy: return (s.slotTop[q * SLOTS] >= 0 ? energyCount(s, q * SLOTS, T.None) : 0) + (s.slotTop[o * SLOTS] >= 0 ? energyCount(s, o * SLOTS, T.None) : 0);
    case Count.SelfHasCondition: return hasCondition(s, sl, param) ? 1 : 0;
    case Count.SelfCounters: return (s.damage[sl] / 10) | 0;
    case Count.OwnHandSize: return s.handCount[q];
    case Count.OwnBenched: return s.benchCount[q];
    case Count.SupporterPlayed: return s.supporterUsed[q];
    case Count.OpponentCounters:
      for (let k = 0; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0) n += (s.damage[o * SLOTS + k] / 10) | 0;
      return n;
  }
  return 0;
}

/**
 * The Retreat Cost now: printed, less what a Stadium in play and a Tool take off (never below 0);
 * none for a Pokémon whose Ability says so (Flare Float) or whose Tool says so at low HP (Rescue Board).
 */
export function retreatCost(s: GameState, sl: number): number {
  const d = s.cardDef[s.slotTop[sl]];
  let cost = cRetreat[d];
  // "the Defending Pokémon's Retreat Cost is N Colorless more" (an attack's debuff, ops/status.ts)
  const debuff = s.debuff[sl];
  if ((debuff === Debuff.RetreatMore || debuff === Debuff.CostAndRetreatMore) && s.debuffUntil[sl] >= s.turn[0]) cost += s.debuffParam[sl];
  const st = s.stadium[0];
  if (st >= 0 && cStadium[s.cardDef[st]] === StadiumEffect.BasicRetreatMinusOne && cStage[d] === 0) cost--;
  if (st >= 0 && cStadium[s.cardDef[st]] === StadiumEffect.NsNoRetreat && cOwner[d] === Owner.N) return 0; // N's Castle
  const ability = abilityOf(s, sl);
  if (ability === AbilityKind.FreeRetreatWithEnergy && s.slotEnergy[sl * ENERGY_STRIDE + cAbilityParam[d]] > 0) return 0;
  if (ability === AbilityKind.Agile && s.slotEnergy[sl * ENERGY_STRIDE + ENERGY_CARDS] === 0) return 0; // Agile (Charmander PFL)
  if (cost > 0 && cStage[d] === 0 && skylinerOn(s, sl < SLOTS ? 0 : 1)) return 0; // Skyliner (Latias ex)
  if (cost > 0 && s.sideAbilities[sl < SLOTS ? 0 : 1] !== 0) {
    cost -= retreatHelp(s, sl);
    if (cost <= 0) return 0;
  }
  if (s.slotTrainers[sl] > 0 && !toolsOff(s)) {
    const base = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) {
      const t = s.cardDef[s.slotCards[base + i]];
      const minus = cToolRetreatMinus[t];
      if (minus === 0) continue;
      if (cToolFreeRetreatLow[t] === 1 && maxHp(s, sl) - s.damage[sl] <= 30) return 0; // Rescue Board
      cost -= minus;
    }
  }
  return cost > 0 ? cost : 0;
}

/**
 * RetreatHelp of the side of slot sl: how much less its Retreat Cost is (a < 100: the Active's,
 * while the Pokémon with it is Benched), or 99 (a = 100 + type: none while it has Energy of that type).
 */
const retreatHelp = (s: GameState, sl: number): number => {
  const p = sl < SLOTS ? 0 : 1;
  let n = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const at = p * SLOTS + k;
    if (s.slotTop[at] < 0 || abilityOf(s, at) !== AbilityKind.RetreatHelp) continue;
    const a = cAbilityParam[s.cardDef[s.slotTop[at]]];
    if (a >= 100) {
      if (s.slotEnergy[sl * ENERGY_STRIDE + a - 100] > 0) return 99;
    } else if (k !== 0 && sl === p * SLOTS) n += a;
  }
  return n;
};

/** Skyliner: has player p a Pokémon in play whose Ability takes its Basic Pokémon's Retreat Cost away? */
const skylinerOn = (s: GameState, p: number): boolean =>
  (s.deckFeatures[p] & DeckFeature.RuleAbilities) !== 0 && abilityInPlay(s, p, AbilityKind.Skyliner);
