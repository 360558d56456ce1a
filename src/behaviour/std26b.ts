// Abilities of the Standard 2026 Ceruledge and Dragapult/Dusknoir lists (issue 32; kinds 140–159),
// each with what it does in the engine and the greedy bot's reading of it: Squawk and Seize
// (Squawkabilly ex: in its owner's first turn, discard the hand and draw 6), Cursed Blast
// (Dusclops, Dusknoir: damage counters on 1 of the opponent's Pokémon, then it Knocks itself Out,
// so the opponent takes its Prize) and Flying Entry (Hawlucha, triggered on benching from the hand:
// 1 damage counter on each of 2 of the opponent's Benched Pokémon). Counters are not damage: no
// Weakness, Resistance or Tera protection applies, and no attack's effect guard stops them.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Pend, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as zonesModule from '../engine/zones.js';
import * as damageModule from '../engine/damage.js';
import * as tablesModule from '../engine/tables.js';
import * as handOpsModule from '../engine/ops/hand.js';
import { AbilityKind, AbilityLimit, AbilityTrigger, Dest, Filter, Source, T } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import * as registryModule from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { ask } = powersModule;
const { maxHp } = zonesModule;
const { benchCaged } = damageModule;
const { cAbilityParam, cPrizes } = tablesModule;
const { opDiscardHandDraw } = handOpsModule;
const { defineAbility, defineAttack } = registryModule;
const { moveCards } = typesModule;

/** One damage counter. */
const COUNTER = 10;

/** Slots of player q's Pokémon that can take a damage counter (in play, not at 0 HP already). */
const counterTargets = (s: GameState, q: number, from: number): number => {
  let m = 0;
  for (let k = from; k <= s.benchCount[q]; k++) {
    const sl = q * SLOTS + k;
    if (s.slotTop[sl] >= 0 && s.damage[sl] < maxHp(s, sl) && !benchCaged(s, sl)) m |= 1 << sl; // Battle Cage: none on the Bench
  }
  return m;
};

/** Put n damage counters on slot sl (player q's) as an Ability does: counters, not damage. */
const putCounters = (s: GameState, q: number, sl: number, n: number): void => {
  s.damage[sl] += n * COUNTER;
  s.koCheck[0] = 1; // may Knock Out (flow.ts)
  emit(s, Ev.DirectDamage, q, sl, n * COUNTER, 0);
};

/** Is this player p's first turn (turn 1 for the first player, 2 for the second)? */
const firstTurnOf = (s: GameState, p: number): boolean => s.turn[0] === (p === s.first[0] ? 1 : 2);

// ---------- Squawk and Seize ----------

defineAbility({
  name: 'Squawk and Seize',
  a: 6,
  limit: AbilityLimit.OncePerTurnPerName,
  engine: {
    usable: (s, p) => firstTurnOf(s, p) && s.deckCount[p] > 0,
    start: (s, _p, sl) => opDiscardHandDraw(s, -1, cAbilityParam[s.cardDef[s.slotTop[sl]]]),
    step: () => true,
  },
  bot: {
    // After the turn's other plays (they score higher) and before the attack ends the turn: the
    // cards left in hand are the ones it could not use.
    score: (s, p) => (s.deckCount[p] > 8 && s.handCount[p] <= 6 ? 210 : -1),
    choiceScore: () => 0,
  },
  text: (a) => `once during your first turn, you may discard your hand and draw ${a} cards (one such Ability a turn)`,
});

// Squawkabilly ex (sv2 169), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Motivate', effects: [moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.AttachOneBench)], note: 'up to 2 basic Energy from the discard pile to 1 of your Benched Pokémon' });

// ---------- Cursed Blast ----------

defineAbility({
  kind: AbilityKind.CursedBlast,
  engine: {
    usable: (s, p) => counterTargets(s, 1 - p, 0) !== 0,
    start: (s, p) => ask(s, Pend.Slot, counterTargets(s, 1 - p, 0)),
    step: (s, action) => {
      const p = s.progPlayer[0], holder = s.progSource[0];
      putCounters(s, 1 - p, actB(action), cAbilityParam[s.cardDef[s.slotTop[holder]]]);
      // Then it Knocks itself Out: the settling of Knock Outs gives the opponent its Prize.
      s.damage[holder] = maxHp(s, holder);
      emit(s, Ev.DirectDamage, p, holder, 0, 0);
      return true;
    },
  },
  bot: {
    // Only for a Knock Out that takes at least the Prize it gives, and never to hand the opponent
    // their last Prize cards unless it wins the game first.
    score: (s, p, sl) => {
      const counters = cAbilityParam[s.cardDef[s.slotTop[sl]]] * COUNTER;
      let best = 0;
      for (let m = counterTargets(s, 1 - p, 0); m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m);
        if (maxHp(s, t) - s.damage[t] <= counters) best = Math.max(best, cPrizes[s.cardDef[s.slotTop[t]]]);
      }
      if (best === 0) return -1;
      if (best >= s.prizeCount[p]) return 900; // wins
      return s.prizeCount[1 - p] > cPrizes[s.cardDef[s.slotTop[sl]]] ? 340 : -1;
    },
    choiceScore: (s, p, a) => {
      if (actKind(a) !== Act.ChooseSlot) return -1;
      const t = actB(a);
      const left = maxHp(s, t) - s.damage[t];
      const counters = cAbilityParam[s.cardDef[s.slotTop[s.progSource[0]]]] * COUNTER;
      if (left <= counters) return 10000 + cPrizes[s.cardDef[s.slotTop[t]]] * 100 - left / COUNTER; // the biggest Knock Out
      return t === (1 - p) * SLOTS ? 1000 : 1000 - left;
    },
  },
  text: (a) => `once during your turn, put ${a} damage counter${a === 1 ? '' : 's'} on 1 of your opponent's Pokémon; then this Pokémon is Knocked Out`,
});

// ---------- Flying Entry ----------

// Offered when Hawlucha is benched from the hand: up to a of the opponent's Benched Pokémon, each
// chosen once, take 1 counter (all of them if fewer).
defineAbility({
  name: 'Flying Entry',
  a: 2,
  trigger: AbilityTrigger.OnBenchFromHand,
  engine: {
    usable: (s, p) => counterTargets(s, 1 - p, 1) !== 0,
    start: (s, p) => {
      s.reg[Reg.Aux] = 0; // the slots chosen
      s.reg[Reg.Aux2] = 0; // the counters placed
      return ask(s, Pend.Slot, counterTargets(s, 1 - p, 1));
    },
    step: (s, action) => {
      const p = s.progPlayer[0], sl = actB(action);
      putCounters(s, 1 - p, sl, 1);
      const done = ++s.reg[Reg.Aux2];
      const left = counterTargets(s, 1 - p, 1) & ~(s.reg[Reg.Aux] | (1 << sl));
      s.reg[Reg.Aux] |= 1 << sl;
      if (done >= cAbilityParam[s.cardDef[s.slotTop[s.progSource[0]]]] || left === 0) return true;
      return ask(s, Pend.Slot, left);
    },
  },
  bot: {
    score: () => -1, // triggered only
    trigger: () => true,
    // A counter that Knocks Out first, then the most damaged.
    choiceScore: (s, _p, a) => {
      if (actKind(a) !== Act.ChooseSlot) return -1;
      const t = actB(a);
      const left = maxHp(s, t) - s.damage[t];
      return left <= COUNTER ? 10000 + cPrizes[s.cardDef[s.slotTop[t]]] : s.damage[t] + 1;
    },
  },
  text: (a) => `when you play it from your hand onto your Bench, you may put 1 damage counter on each of ${a} of your opponent's Benched Pokémon`,
});
