// Abilities of the Standard 2026 Gardevoir and Gardevoir/Jellicent lists (issue 32; kinds 120–139),
// each with what it does in the engine and the greedy bot's reading of it: Adrena-Brain (Munkidori:
// up to 3 damage counters from one of your Pokémon to one of the opponent's, while it has Darkness
// Energy). The passive ones are read where their rule applies (registry.ts PASSIVE_ABILITIES):
// Oceanic Curse (engine/game.ts mainActions), Fairy Zone (engine/damage.ts weaknessOf), Skyliner
// (engine/game.ts retreatCost). The bot moves counters only off a damaged Pokémon of its own, onto
// the opponent's Pokémon they Knock Out, else onto the Active.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Pend, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import * as powersModule from '../engine/powers.js';
import * as zonesModule from '../engine/zones.js';
import * as flowModule from '../engine/flow.js';
import { T, AbilityLimit, Cond } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as energyRulesModule from '../engine/energy-rules.js';
import * as registryModule from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actB, actKind } = actionsModule;
const { ask } = powersModule;
const { maxHp } = zonesModule;
const { moveDamageCounters } = flowModule;
const { defineAbility, defineAttack } = registryModule;
const { providesType } = energyRulesModule;

/** One damage counter. */
const COUNTER = 10;
/** Adrena-Brain moves up to this many counters. */
const MOST = 3;

/** Slots of player p's Pokémon with damage counters on them. */
const damagedOwn = (s: GameState, p: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] > 0) m |= 1 << sl;
  }
  return m;
};

/** Slots of every Pokémon player p has in play. */
const inPlay = (s: GameState, p: number): number => {
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
  return m;
};

/** How many counters Adrena-Brain can move from slot sl (at most 3). */
const movable = (s: GameState, sl: number): number => {
  const n = (s.damage[sl] / COUNTER) | 0;
  return n < MOST ? n : MOST;
};

// Adrena-Brain: the Pokémon to move counters from, how many (option i: i + 1), then the opponent's
// Pokémon to put them on. reg[Aux] counts the choices made; reg[Chosen] holds the source,
// reg[Aux2] the count.
defineAbility({
  name: 'Adrena-Brain',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => "once in your turn, while it has Darkness Energy attached: move up to 3 damage counters from 1 of your Pokémon to 1 of the opponent's Pokémon",
  engine: {
    usable: (s, p, sl) => providesType(s, sl, T.Darkness) && damagedOwn(s, p) !== 0, // (Luminous Energy provides it too: X1)
    start: (s, p) => ask(s, Pend.Slot, damagedOwn(s, p)),
    step: (s, action) => {
      const p = s.progPlayer[0];
      const n = s.reg[Reg.Aux]++;
      if (n === 0) {
        s.reg[Reg.Chosen] = actB(action);
        s.pend[0] = Pend.Option;
        s.candCount[0] = movable(s, actB(action));
        return false;
      }
      if (n === 1) {
        s.reg[Reg.Aux2] = (actB(action) + 1) * COUNTER;
        return ask(s, Pend.Slot, inPlay(s, 1 - p));
      }
      const from = s.reg[Reg.Chosen], to = actB(action), amount = s.reg[Reg.Aux2];
      moveDamageCounters(s, p, from, to, amount);
      return true;
    },
  },
  bot: {
    // Counters off its own side onto the opponent's: worth it whenever there are any to move.
    score: () => 320,
    choiceScore: (s, p, a) => {
      const step = s.reg[Reg.Aux];
      if (step === 1) return actB(a); // as many counters as it can
      const sl = actB(a);
      if (actKind(a) !== Act.ChooseSlot) return -1;
      if (step === 0) return s.damage[sl] * 4 + (sl === p * SLOTS ? 5 : 0); // the most damaged, the Active first
      const left = maxHp(s, sl) - s.damage[sl];
      if (left <= s.reg[Reg.Aux2]) return 10000 - left; // a Knock Out
      return sl === (1 - p) * SLOTS ? 1000 : 1000 - left;
    },
  },
});

// Munkidori (sv6 95), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Mind Bend', effects: [[Op.Condition, Cond.Confused]], note: "the opponent's Active is Confused" });
