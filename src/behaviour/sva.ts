// Abilities of batch sv-a (Scarlet & Violet, Paldea Evolved, Obsidian Flames), each with what it
// does in the engine and the greedy bot's reading of it: Psychic Embrace (Gardevoir ex), Tandem Unit
// (Miraidon ex), Super Cold (Baxcalibur), Infernal Reign (Charizard ex, triggered on evolving from
// the hand) and Quick Search (Pidgeot ex). The searches reuse the MoveCards op's code (effects.ts
// moveCards), so they choose, log and shuffle like Trainers do. The greedy bot's uses make
// progress, so "as often as you like" never loops: Psychic Embrace and Super Cold attach only where
// an attack still needs the Energy; Tandem Unit only with room on the Bench and a Basic to find;
// Quick Search takes the card that enables this turn's play (Rare Candy for a Stage 2 in hand, the
// Stage 2 for a Rare Candy in hand, an Evolution for a Pokémon in play, a missing Energy or Basic);
// Infernal Reign's Fire Energy go where an attack needs Fire most (the Charizard ex).
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Phase, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as effectsModule from '../engine/effects.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as scanModule from '../engine/scan.js';
import { Op } from '../cards/opcodes.js';
import { AbilityKind, Dest, Filter, Source, Supertype, TrainerKind, T, AbilityLimit, AbilityTrigger } from '../cards/types.js';
import * as registryModule from './registry.js';
import { type PowerHelpers } from './registry.js';
import * as abilityTextModule from '../cards/ability-text.js';
import type { AbilityHandler } from '../engine/powers.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, MAX_DECK } = stateModule;
const { actA, actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { askSlot } = powersModule;
const { moveCards } = effectsModule;
const { cAbilityParam, cBasicEnergy, cEnergyType, cType, cSuper, cStage, cHp, cNameId, cEvolvesFrom, cEvolvesFromBasic, cTrainerKind, cProgStart, cProgLen, PROG, isBasicPokemon } = tablesModule;
const { attachCard, removeFromDiscard, removeFromHand, maxHp, benchRoom } = zonesModule;
const { newScan, firstOfDef } = scanModule;
const { defineAbility, defineAttack } = registryModule;
const { typeText } = abilityTextModule;

// ---------- the engine ----------

/** Two damage counters: what Psychic Embrace puts on the Pokémon it attaches to. */
const EMBRACE_DAMAGE = 20;

/** The first basic Energy card of type t in p's discard pile, or -1 (all of them are alike). */
function basicEnergyInDiscard(s: GameState, p: number, t: number): number {
  const base = p * MAX_DECK;
  for (let i = s.discardCount[p] - 1; i >= 0; i--) {
    const c = s.discard[base + i];
    const d = s.cardDef[c];
    if (cBasicEnergy[d] === 1 && cEnergyType[d] === t) return c;
  }
  return -1;
}

/** The first basic Energy card of type t in p's hand, or -1. */
function basicEnergyInHand(s: GameState, p: number, t: number): number {
  const base = p * MAX_DECK;
  for (let i = 0; i < s.handCount[p]; i++) {
    const c = s.hand[base + i];
    const d = s.cardDef[c];
    if (cBasicEnergy[d] === 1 && cEnergyType[d] === t) return c;
  }
  return -1;
}

/** Psychic Embrace: p's Psychic Pokémon that 2 damage counters would not Knock Out. */
export function embraceReceivers(s: GameState, p: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const top = s.slotTop[sl];
    if (top >= 0 && cType[s.cardDef[top]] === T.Psychic && s.damage[sl] + EMBRACE_DAMAGE < maxHp(s, sl)) m |= 1 << sl;
  }
  return m;
}

/** Every Pokémon of p. */
function allOwn(s: GameState, p: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
  return m;
}

// Psychic Embrace: the only choice is the Pokémon (every basic Psychic Energy card is alike).
const psychicEmbrace: AbilityHandler = {
  usable: (s, p) => basicEnergyInDiscard(s, p, T.Psychic) >= 0 && embraceReceivers(s, p) !== 0,
  start: (s, p) => askSlot(s, embraceReceivers(s, p), false),
  step: (s, action) => {
    const p = s.progPlayer[0];
    const sl = actB(action);
    const c = basicEnergyInDiscard(s, p, T.Psychic);
    removeFromDiscard(s, c);
    attachCard(s, sl, c);
    emit(s, Ev.Attach, p, c, sl, From.Discard);
    s.damage[sl] += EMBRACE_DAMAGE;
    s.koCheck[0] = 1; // may Knock Out (flow.ts)
    emit(s, Ev.DirectDamage, p, sl, EMBRACE_DAMAGE, 0);
    return true;
  },
};

// Super Cold: the only choice is the Pokémon.
const superCold: AbilityHandler = {
  usable: (s, p) => basicEnergyInHand(s, p, T.Water) >= 0,
  start: (s, p) => askSlot(s, allOwn(s, p), false),
  step: (s, action) => {
    const p = s.progPlayer[0];
    const sl = actB(action);
    const c = basicEnergyInHand(s, p, T.Water);
    removeFromHand(s, c);
    attachCard(s, sl, c);
    emit(s, Ev.Attach, p, c, sl, From.Hand);
    return true;
  },
};

/**
 * A search Ability's handler: the MoveCards op with these parameters, run as the Power's
 * sub-choices. `usable` needs cards in the deck (a search may still find nothing, as the card allows).
 */
export function searchHandler(filter: Filter, param: (s: GameState, sl: number) => number, min: number, max: number, dest: Dest,
  extra: (s: GameState, p: number, sl: number) => boolean): AbilityHandler {
  const run = (s: GameState, action: number): boolean => {
    const p = s.progPlayer[0];
    const done = moveCards(s, p, Source.Deck, 0, filter, param(s, s.progSource[0]), max, min, dest, action);
    if (!done) { // waiting: a choice of the Power's owner in the Effect phase
      s.phase[0] = Phase.Effect;
      s.decider[0] = p;
    }
    return done;
  };
  return {
    usable: (s, p, sl) => s.deckCount[p] > 0 && extra(s, p, sl),
    start: (s) => {
      s.reg[Reg.Count] = 0;
      s.reg[Reg.Aux2] = 0;
      return run(s, -1);
    },
    step: run,
  };
}

const always = (): boolean => true;
const abilityParam = (s: GameState, sl: number): number => cAbilityParam[s.cardDef[s.slotTop[sl]]];

// Tandem Unit: Basic Pokémon of the Ability's type (a) onto the Bench, while there is room.
const tandemUnit = searchHandler(Filter.BasicPokemonOfType, abilityParam, 0, 2, Dest.Bench, (s, p) => benchRoom(s, p));
// Infernal Reign: basic Fire Energy attached to any of your Pokémon, each where you choose.
const infernalReign = searchHandler(Filter.BasicEnergy, () => T.Fire, 0, 3, Dest.AttachOwnAny, always);
// Quick Search: any one card into the hand (a search for "a card" must take one).
const quickSearch = searchHandler(Filter.Any, () => 0, 1, 1, Dest.Hand, always);

// ---------- the greedy bot's reading ----------

/** Don't: a choice or use the bot never makes. */
export const NEVER = -100;

/** The highest energyNeed of type t among the slots of `mask`, and it must be > 0 to help. */
function bestNeed(s: GameState, p: number, mask: number, t: number, h: PowerHelpers): number {
  let best = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if ((mask & (1 << sl)) === 0) continue;
    const need = h.energyNeed(s, sl, t);
    if (need > best) best = need;
  }
  return best;
}

/** Every slot of p holding a Pokémon. */
function ownSlots(s: GameState, p: number): number {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
  return m;
}

/** Where one more Energy of type t does most: the Active it lets attack first, then the greatest need. */
function attachChoice(s: GameState, p: number, sl: number, t: number, h: PowerHelpers): number {
  if (s.slotTop[sl] < 0) return NEVER;
  const active = sl === p * SLOTS;
  return h.energyNeed(s, sl, t) * 10 + (h.enablesAttack(s, sl, t) ? (active ? 100 : 50) : 0) + (active ? 5 : 0);
}

// Psychic Embrace: like attaching from the hand, where a Psychic attack still needs Energy; among
// equal needs the receiver with the most HP left takes the 2 counters.
defineAbility({
  name: 'Psychic Embrace',
  limit: AbilityLimit.AsOftenAsYouLike,
  engine: psychicEmbrace,
  text: () => 'as often as you like in your turn, attach a basic Psychic Energy from your discard pile to one of your Psychic Pokémon and put 2 damage counters on it (not on one that this would Knock Out)',
  bot: {
    score: (s, p, _sl, h) => {
      const need = bestNeed(s, p, embraceReceivers(s, p), T.Psychic, h);
      return need > 0 ? 385 + need * 10 : -1;
    },
    choiceScore: (s, p, a, h) => {
      const sl = actB(a);
      return attachChoice(s, p, sl, T.Psychic, h) + (s.slotTop[sl] >= 0 ? (cHp[s.cardDef[s.slotTop[sl]]] - s.damage[sl]) / 1000 : 0);
    },
  },
});

// Gardevoir ex (sv1 86), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Miracle Force', effects: [[Op.ClearSelfConditions]], note: 'it recovers from all Special Conditions' });

// Super Cold: the same for a Water Energy from the hand, onto any of your Pokémon.
defineAbility({
  kind: AbilityKind.SuperCold,
  engine: superCold,
  text: () => 'as often as you like in your turn, attach a basic Water Energy from your hand to one of your Pokémon',
  bot: {
    score: (s, p, _sl, h) => {
      const need = bestNeed(s, p, ownSlots(s, p), T.Water, h);
      return need > 0 ? 385 + need * 10 : -1;
    },
    choiceScore: (s, p, a, h) => attachChoice(s, p, actB(a), T.Water, h),
  },
});

/** A Basic Pokémon of type t in p's deck? */
function basicOfTypeInDeck(s: GameState, p: number, t: number): boolean {
  const base = p * MAX_DECK;
  for (let i = 0; i < s.deckCount[p]; i++) {
    const d = s.cardDef[s.deck[base + i]];
    if (isBasicPokemon(d) && cType[d] === t) return true;
  }
  return false;
}

// Tandem Unit: with room on the Bench (just below benching a Basic from the hand), the Basics
// with the most HP; take both.
defineAbility({
  name: 'Tandem Unit',
  a: T.Lightning,
  limit: AbilityLimit.OncePerTurnPerPokemon,
  engine: tandemUnit,
  text: (a) => `once in your turn (each Pokémon with it), search your deck for up to 2 Basic ${typeText(a)} Pokémon and put them onto your Bench, then shuffle the deck`,
  bot: {
    score: (s, p, sl) => (benchRoom(s, p) && basicOfTypeInDeck(s, p, cAbilityParam[s.cardDef[s.slotTop[sl]]]) ? 440 : -1),
    choiceScore: (s, _p, a) => (actKind(a) === Act.ChooseCard ? cHp[s.cardDef[actA(a)]] : NEVER),
  },
});

// Miraidon ex (sv1 81), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Photon Blaster', effects: [[Op.SelfCantAttackNextTurn]], note: "can't attack next turn" });

// Infernal Reign: always take the 3 Fire Energy; each goes where Fire does most.
defineAbility({
  name: 'Infernal Reign',
  trigger: AbilityTrigger.OnEvolveFromHand,
  engine: infernalReign,
  text: () => 'when you play it from your hand to evolve one of your Pokémon, you may search your deck for up to 3 basic Fire Energy and attach them to your Pokémon in any way you like, then shuffle the deck',
  bot: {
    score: () => -1, // triggered only, never an action
    choiceScore: (s, p, a, h) => {
      const k = actKind(a);
      if (k === Act.ChooseCard) return 1; // every basic Fire Energy is alike
      if (k !== Act.ChooseSlot) return NEVER; // Done: take all there are
      // The Charizard ex itself first, until its attack is paid; then where Fire does most.
      const sl = actB(a);
      const self = sl === s.progSource[0];
      return attachChoice(s, p, sl, T.Fire, h) + (self && h.energyNeed(s, sl, T.Fire) > 0 ? 1000 : self ? 1 : 0);
    },
  },
});

// Charizard ex (sv3 125), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Burning Darkness', effects: [[Op.PlusPerOpponentPrizeTaken, 30]], note: '+30 per Prize the opponent has taken' });

// ---------- Quick Search ----------

const isRareCandy = (d: number): boolean => cProgLen[d] > 0 && PROG[cProgStart[d]] === Op.RareCandy;

/** A Pokémon of p that card def d could evolve this turn (A4): its pre-evolution, in play since before this turn. */
function evolvesNow(s: GameState, p: number, d: number, viaCandy: boolean): boolean {
  if (s.turn[0] <= 2) return false;
  const from = viaCandy ? cEvolvesFromBasic[d] : cEvolvesFrom[d];
  if (from < 0) return false;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const top = s.slotTop[sl];
    if (top >= 0 && cNameId[s.cardDef[top]] === from && s.enteredTurn[sl] < s.turn[0]) return true;
  }
  return false;
}

/** Does p's hand hold a card for which `test` holds? */
function handHas(s: GameState, p: number, test: (s: GameState, p: number, d: number) => boolean): boolean {
  const base = p * MAX_DECK;
  for (let i = 0; i < s.handCount[p]; i++) if (test(s, p, s.cardDef[s.hand[base + i]])) return true;
  return false;
}

const candyInHand = (_s: GameState, _p: number, d: number): boolean => isRareCandy(d);
const candyStage2InHand = (s: GameState, p: number, d: number): boolean => cSuper[d] === Supertype.Pokemon && cStage[d] === 2 && evolvesNow(s, p, d, true);
let wanted = -1; // handHas(sameDef): the card def looked for
const sameDef = (_s: GameState, _p: number, d: number): boolean => d === wanted;
let wantedType = -1; // handHas(energyOfType)
const energyOfType = (_s: GameState, _p: number, d: number): boolean => cSuper[d] === Supertype.Energy && cEnergyType[d] === wantedType;

/** How much card c from the deck helps p this turn (Quick Search takes the highest). */
export function quickSearchValue(s: GameState, p: number, c: number, h: PowerHelpers): number {
  const d = s.cardDef[c];
  wanted = d;
  const inHand = handHas(s, p, sameDef);
  switch (cSuper[d]) {
    case Supertype.Trainer:
      if (isRareCandy(d)) return !handHas(s, p, candyInHand) && handHas(s, p, candyStage2InHand) ? 100 : 5;
      return cTrainerKind[d] === TrainerKind.Supporter && s.supporterUsed[p] === 0 && !inHand ? 45 : 20;
    case Supertype.Energy: {
      if (s.energyAttached[p] !== 0) return 5;
      wantedType = cEnergyType[d];
      if (handHas(s, p, energyOfType)) return 10;
      const need = bestNeed(s, p, ownSlots(s, p), cEnergyType[d], h);
      return need > 0 ? 50 + need : 10;
    }
    default: {
      if (inHand) return 5;
      if (cStage[d] === 2 && handHas(s, p, candyInHand) && evolvesNow(s, p, d, true)) return 95;
      if (cStage[d] > 0) return evolvesNow(s, p, d, false) ? 80 + cStage[d] * 5 : 15;
      return s.benchCount[p] < 3 ? 60 + cHp[d] / 20 : 15;
    }
  }
}

// The searching Abilities (Quick Search, Star Alchemy) are scored at every Main-phase decision while
// unused, and the score only asks whether p's deck holds a card worth `min`: the scan stops at the
// first such card, and looks at each card id once (a card's value depends on its id alone; the
// engine's scan stamp, engine/scan.ts: the listing's scan is over when a bot scores). Walking every
// card of the deck was ~4% of a League game.
/** Does p's deck hold a card whose Quick Search value (quickSearchValue) is at least `min` (> 0)? */
export function deckHolds(s: GameState, p: number, h: PowerHelpers, min: number): boolean {
  newScan();
  const base = p * MAX_DECK;
  for (let i = 0; i < s.deckCount[p]; i++) {
    const c = s.deck[base + i];
    if (firstOfDef(s.cardDef[c]) && quickSearchValue(s, p, c, h) >= min) return true;
  }
  return false;
}

// Quick Search: after benching, evolving and attaching (it then finds what is still missing),
// before the Trainers that search or draw; only when the deck holds a card worth it.
defineAbility({
  name: 'Quick Search',
  limit: AbilityLimit.OncePerTurnPerName,
  engine: quickSearch,
  text: () => 'once in your turn, search your deck for any card and put it into your hand, then shuffle the deck; only one Quick Search a turn, whichever Pokémon has it',
  bot: {
    score: (s, p, _sl, h) => (s.deckCount[p] > 5 && deckHolds(s, p, h, 45) ? 340 : -1),
    choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseCard ? quickSearchValue(s, p, actA(a), h) : NEVER),
  },
});

// Pidgeot ex (sv3 164), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Blustery Wind', effects: [[Op.OptionalDiscardStadium]], note: 'may discard the Stadium in play' });
