// Abilities of batch sv-a (Scarlet & Violet, Paldea Evolved, Obsidian Flames): Psychic Embrace
// (Gardevoir ex), Tandem Unit (Miraidon ex), Super Cold (Baxcalibur), Infernal Reign (Charizard
// ex, triggered on evolving from the hand) and Quick Search (Pidgeot ex). The searches reuse the
// MoveCards op's code (effects.ts moveCards), so they choose, log and shuffle like Trainers do.
import { GameState, Phase, Reg } from '../state.js';
import * as stateModule from '../state.js';
import * as actionsModule from '../actions.js';
import { Ev, From } from '../events.js';
import * as eventsModule from '../events.js';
import * as powersModule from '../powers.js';
import * as effectsModule from '../effects.js';
import * as tablesModule from '../tables.js';
import * as zonesModule from '../zones.js';
import { AbilityKind, Dest, Filter, Source, T } from '../../cards/types.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, MAX_DECK } = stateModule;
const { actB } = actionsModule;
const { emit } = eventsModule;
const { registerAbility, askSlot } = powersModule;
const { moveCards } = effectsModule;
const { cAbilityParam, cBasicEnergy, cEnergyType, cType } = tablesModule;
const { attachCard, removeFromDiscard, removeFromHand, maxHp } = zonesModule;

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
registerAbility(AbilityKind.PsychicEmbrace, {
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
});

// Super Cold: the only choice is the Pokémon.
registerAbility(AbilityKind.SuperCold, {
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
});

/**
 * A search Ability: the MoveCards op with these parameters, run as the Power's sub-choices.
 * `usable` needs cards in the deck (a search may still find nothing, as the card allows).
 */
export function searchAbility(kind: AbilityKind, filter: Filter, param: (s: GameState, sl: number) => number, min: number, max: number, dest: Dest,
  extra: (s: GameState, p: number, sl: number) => boolean): void {
  const run = (s: GameState, action: number): boolean => {
    const p = s.progPlayer[0];
    const done = moveCards(s, p, Source.Deck, 0, filter, param(s, s.progSource[0]), max, min, dest, action);
    if (!done) { // waiting: a choice of the Power's owner in the Effect phase
      s.phase[0] = Phase.Effect;
      s.decider[0] = p;
    }
    return done;
  };
  registerAbility(kind, {
    usable: (s, p, sl) => s.deckCount[p] > 0 && extra(s, p, sl),
    start: (s) => {
      s.reg[Reg.Count] = 0;
      s.reg[Reg.Aux2] = 0;
      return run(s, -1);
    },
    step: run,
  });
}

const always = (): boolean => true;
const abilityParam = (s: GameState, sl: number): number => cAbilityParam[s.cardDef[s.slotTop[sl]]];

// Tandem Unit: Basic Pokémon of the Ability's type (a) onto the Bench, while there is room.
searchAbility(AbilityKind.TandemUnit, Filter.BasicPokemonOfType, abilityParam, 0, 2, Dest.Bench, (s, p) => s.benchCount[p] < 5);
// Infernal Reign: basic Fire Energy attached to any of your Pokémon, each where you choose.
searchAbility(AbilityKind.InfernalReign, Filter.BasicEnergy, () => T.Fire, 0, 3, Dest.AttachOwnAny, always);
// Quick Search: any one card into the hand (a search for "a card" must take one).
searchAbility(AbilityKind.QuickSearch, Filter.Any, () => 0, 1, 1, Dest.Hand, always);
