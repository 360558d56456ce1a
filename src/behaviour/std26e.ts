// Abilities of the Standard 2026 Grimmsnarl/Froslass and N's Zoroark lists (issue 32; kinds
// 200–219), each with what it does in the engine and the greedy bot's reading of it: Punk Up
// (Marnie's Grimmsnarl ex, triggered on evolving from the hand: up to 5 basic Darkness Energy from
// the deck onto your Marnie's Pokémon) and Hyper Blower (Iron Bundle, from the Bench: the opponent
// switches their Active for a Benched Pokémon they choose, then Iron Bundle and its cards are
// discarded). Freezing Shroud (Froslass) is passive: engine/flow.ts reads it at Pokémon Checkup
// (registry.ts PASSIVE_ABILITIES). N's Zoroark ex's Trade is Refinement's kind (sv-c.ts).
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Pend } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as zonesModule from '../engine/zones.js';
import { Dest, Filter, T, AbilityLimit, AbilityTrigger } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as registryModule from './registry.js';
import type { PowerHelpers } from './registry.js';
import * as svaModule from './sva.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { ask } = powersModule;
const { clearEffectsOnSlot, swapSlots, compactBench, maxHp, discardSlotCards } = zonesModule;
const { defineAbility, defineAttack } = registryModule;
const { searchHandler, NEVER } = svaModule;

/** Punk Up attaches up to this many basic Darkness Energy. */
const PUNK_UP_MOST = 5;

// Punk Up: basic Darkness Energy from the deck, each to one of your Marnie's Pokémon you choose.
defineAbility({
  name: 'Punk Up',
  a: 5,
  trigger: AbilityTrigger.OnEvolveFromHand,
  engine: searchHandler(Filter.BasicEnergy, () => T.Darkness, 0, PUNK_UP_MOST, Dest.AttachOwnMarnies, () => true),
  text: () => "when you play it from your hand to evolve one of your Pokémon, you may search your deck for up to 5 basic Darkness Energy and attach them to your Marnie's Pokémon in any way you like, then shuffle the deck",
  bot: {
    score: () => -1, // triggered only, never an action
    choiceScore: (s, _p, a, h) => {
      const k = actKind(a);
      if (k === Act.ChooseCard) return 1; // every basic Darkness Energy is alike
      if (k !== Act.ChooseSlot) return NEVER; // Done: take all there are
      // Where an attack still needs Darkness most; the Active first among equals.
      const sl = actB(a);
      return h.energyNeed(s, sl, T.Darkness) * 10 + (sl % SLOTS === 0 ? 1 : 0);
    },
  },
});

// Marnie's Grimmsnarl ex (sv10 136), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Shadow Bullet', effects: [[Op.BenchDamageOneOpponent, 30]], note: "also 30 to 1 of the opponent's Benched Pokémon" });

/** Hyper Blower's Iron Bundle (its slot), while the opponent chooses their new Active. */
const discardBenched = (s: GameState, p: number, sl: number): void => {
  discardSlotCards(s, p, sl, 0);
  compactBench(s, p);
};

/** Slots of player q's Benched Pokémon. */
const benched = (s: GameState, q: number): number => {
  let m = 0;
  for (let k = 1; k <= s.benchCount[q]; k++) m |= 1 << (q * SLOTS + k);
  return m;
};

// Hyper Blower: the opponent picks their new Active from their Bench (the decision is theirs), then
// this Iron Bundle goes to the discard pile with everything on it.
defineAbility({
  name: 'Hyper Blower',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => "once in your turn, while it is on your Bench: the opponent switches their Active Pokémon with 1 of their Benched Pokémon (they choose); then discard this Pokémon and every card attached to it",
  engine: {
    usable: (s, p, sl) => sl !== p * SLOTS && s.benchCount[1 - p] > 0,
    start: (s, p) => {
      ask(s, Pend.Slot, benched(s, 1 - p));
      s.decider[0] = 1 - p; // the opponent chooses
      return false;
    },
    step: (s, action) => {
      const p = s.progPlayer[0], o = 1 - p, active = o * SLOTS, bench = actB(action);
      clearEffectsOnSlot(s, active);
      swapSlots(s, active, bench);
      emit(s, Ev.Switch, o, bench, active);
      discardBenched(s, p, s.progSource[0]);
      return true;
    },
  },
  bot: {
    // Used to move away an opponent's Active that threatens (it can attack) and that its own Active
    // can't Knock Out now: the opponent then brings up a Pokémon of their choice instead.
    score: (s, p, _sl, h: PowerHelpers) => {
      const o = (1 - p) * SLOTS, own = p * SLOTS;
      if (!h.canAttack(s, o)) return -1;
      return h.attackFrom(s, own, o) >= maxHp(s, o) - s.damage[o] ? -1 : 250;
    },
    // The choice is the opponent's: it brings up the Benched Pokémon with the most HP left.
    choiceScore: (s, _p, a) => (actKind(a) === Act.ChooseSlot ? maxHp(s, actB(a)) - s.damage[actB(a)] : NEVER),
  },
});

// Iron Bundle (sv4 56), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Refrigerated Stream', effects: [[Op.DefenderCantAttackIfEvolution]], note: "an Evolution Defending Pokémon can't attack in the opponent's next turn" });
