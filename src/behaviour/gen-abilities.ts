// Abilities the generator reads (issue 32 step 4; kinds 250–279; src/tools/attack-templates.ts
// ABILITIES), each with what it does in the engine, the greedy bot's reading of it and our
// paraphrase. One kind serves every card of its wording, its parameter (AbilityDef.a) telling the
// cards apart; whether it is an action or offered on evolving, and how often, is card data
// (AbilityDef.limit / trigger), enforced by engine/powers.ts. Opponent Active Condition gives the
// opponent's Active a Special Condition (an Ability is no attack: what stops an attack's effects
// does not stop it); Heal Own heals one, the Active, or each of its owner's Pokémon; Switch Own
// Active switches its owner's Active with a Benched Pokémon. The passive ones (Attack Bonus,
// Opponent Active Does Less, Team Takes Less) are read in engine/damage.ts (registry.ts PASSIVE_ABILITIES).
import { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as commonModule from '../engine/ops/common.js';
import { AbilityKind, Cond, RuleBox } from '../cards/types.js';
import * as registryModule from './registry.js';
import type { PowerHelpers } from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actKind, actB } = actionsModule;
const { emit } = eventsModule;
const { askSlot } = powersModule;
const { cAbilityParam, cStage, cRuleBoxKind } = tablesModule;
const { swapSlots, clearEffectsOnSlot } = zonesModule;
const { setCondition, heal } = commonModule;
const { defineAbility } = registryModule;

/** The Ability's parameter (AbilityDef.a) of the Pokémon on slot sl. */
const param = (s: GameState, sl: number): number => cAbilityParam[s.cardDef[s.slotTop[sl]]];

/** Don't: a choice the bot never makes. */
const NEVER = -100;

// ---------- Opponent Active Condition ----------

/** Its need (a >> 3): none, this Pokémon in the Active Spot, a Stadium in play. */
const enum Need { None = 0, SelfActive = 1, Stadium = 2 }

const COND_WORDS = ['', 'Asleep', 'Confused', 'Paralyzed', 'Poisoned', 'Burned'];

/** Would Special Condition cond change the Pokémon on slot sl? */
const wouldChange = (s: GameState, sl: number, cond: number): boolean =>
  cond === Cond.Poisoned ? s.poisoned[sl] === 0 : cond === Cond.Burned ? s.burned[sl] === 0 : s.cond[sl] !== cond;

defineAbility({
  kind: AbilityKind.OpponentActiveCondition,
  text: (a) => `once during your turn, ${(a >> 3) === Need.SelfActive ? 'while it is in the Active Spot, ' : (a >> 3) === Need.Stadium ? 'while a Stadium is in play, ' : ''}you may make the opponent's Active Pokémon ${COND_WORDS[a & 7]}`,
  engine: {
    usable: (s, p, sl) => {
      const need = param(s, sl) >> 3;
      if (need === Need.SelfActive && sl !== p * SLOTS) return false;
      if (need === Need.Stadium && s.stadium[0] < 0) return false;
      return s.slotTop[(1 - p) * SLOTS] >= 0;
    },
    start: (s, p, sl) => {
      setCondition(s, (1 - p) * SLOTS, param(s, sl) & 7);
      return true;
    },
    step: () => true,
  },
  bot: {
    // Before the attack (below 200 ends the turn), when the Condition is new to the opponent's Active.
    score: (s, p, sl) => (wouldChange(s, (1 - p) * SLOTS, param(s, sl) & 7) ? 206 : -1),
    choiceScore: () => 0,
    trigger: (s, p, sl) => wouldChange(s, (1 - p) * SLOTS, param(s, sl) & 7),
  },
});

// ---------- Heal Own ----------

/** Its target (a / 1000). */
const enum HealTarget { One = 0, OneWhileActive = 1, Active = 2, ActiveEvolution = 3, Each = 4 }

/** The damage it heals (a % 1000; 0: all of it) from slot sl. */
const healAmount = (s: GameState, a: number, sl: number): number => (a % 1000 === 0 ? s.damage[sl] : a % 1000);

/** p's damaged Pokémon it may heal (slot sl has it). */
const healTargets = (s: GameState, p: number, sl: number): number => {
  const target = (param(s, sl) / 1000) | 0;
  if (target === HealTarget.OneWhileActive && sl !== p * SLOTS) return 0;
  const active = p * SLOTS;
  if (target === HealTarget.Active || target === HealTarget.ActiveEvolution) {
    if (s.slotTop[active] < 0 || s.damage[active] === 0) return 0;
    return target === HealTarget.Active || cStage[s.cardDef[s.slotTop[active]]] > 0 ? 1 << active : 0;
  }
  let m = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) if (s.slotTop[active + k] >= 0 && s.damage[active + k] > 0) m |= 1 << (active + k);
  return m;
};

defineAbility({
  kind: AbilityKind.HealOwn,
  text: (a) => {
    const amount = a % 1000 === 0 ? 'all damage' : `${a % 1000} damage`;
    switch ((a / 1000) | 0) {
      case HealTarget.OneWhileActive: return `once during your turn, while it is in the Active Spot, you may heal ${amount} from one of your Pokémon`;
      case HealTarget.Active: return `once during your turn, you may heal ${amount} from your Active Pokémon`;
      case HealTarget.ActiveEvolution: return `once during your turn, you may heal ${amount} from your Active Pokémon if it is an Evolution Pokémon`;
      case HealTarget.Each: return `once during your turn, you may heal ${amount} from each of your Pokémon`;
    }
    return `once during your turn, you may heal ${amount} from one of your Pokémon`;
  },
  engine: {
    usable: (s, p, sl) => healTargets(s, p, sl) !== 0,
    start: (s, p, sl) => {
      const a = param(s, sl);
      const m = healTargets(s, p, sl);
      const target = (a / 1000) | 0;
      if (target === HealTarget.One || target === HealTarget.OneWhileActive) return askSlot(s, m, false);
      for (let k = 0; k <= s.benchCount[p]; k++) {
        const t = p * SLOTS + k;
        if ((m & (1 << t)) !== 0) heal(s, t, healAmount(s, a, t));
      }
      return true;
    },
    step: (s, action) => {
      if (actKind(action) !== Act.ChooseSlot) return true;
      const t = actB(action);
      heal(s, t, healAmount(s, param(s, s.progSource[0]), t));
      return true;
    },
  },
  bot: {
    score: (s, p, sl) => (healTargets(s, p, sl) !== 0 ? 205 : -1),
    // the most damage it removes; the Active first among equals
    choiceScore: (s, p, a) => {
      const t = actB(a);
      if (actKind(a) !== Act.ChooseSlot) return NEVER;
      return Math.min(s.damage[t], healAmount(s, param(s, s.progSource[0]), t)) + (t === p * SLOTS ? 1 : 0);
    },
  },
});

// ---------- Switch Own Active ----------

/** Its reach (a): your Active with a Benched Pokémon; this Benched Pokémon with your Active; either, by where it is; this Benched one, with a Mega Evolution Pokémon ex in play. */
const enum SwitchMode { AnyBenched = 0, SelfIn = 1, Either = 2, SelfInWithMega = 3 }

/** Has p a Mega Evolution Pokémon ex in play? */
const megaInPlay = (s: GameState, p: number): boolean => {
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const top = s.slotTop[p * SLOTS + k];
    if (top >= 0 && cRuleBoxKind[s.cardDef[top]] === RuleBox.MegaEx) return true;
  }
  return false;
};

/** Does it switch itself in (no choice), from slot sl? */
const selfIn = (s: GameState, p: number, sl: number): boolean => {
  const mode = param(s, sl);
  return mode === SwitchMode.SelfIn || mode === SwitchMode.SelfInWithMega || (mode === SwitchMode.Either && sl !== p * SLOTS);
};

/** p's Active goes to the Bench (recovering, A6) and the Pokémon on Benched slot b comes in. */
const switchIn = (s: GameState, p: number, b: number): void => {
  const active = p * SLOTS;
  clearEffectsOnSlot(s, active);
  swapSlots(s, active, b);
  emit(s, Ev.Switch, p, b, active);
};

/** Can some Benched Pokémon of p attack now (Bench slots of `mask`)? */
const benchAttacker = (s: GameState, p: number, h: PowerHelpers): boolean => {
  for (let k = 1; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0 && h.canAttack(s, p * SLOTS + k)) return true;
  return false;
};

defineAbility({
  kind: AbilityKind.SwitchOwnActive,
  text: (a) => 'once during your turn, ' + (a === SwitchMode.AnyBenched ? 'you may switch your Active Pokémon with one of your Benched Pokémon'
    : a === SwitchMode.SelfIn ? 'while it is on your Bench, you may switch it with your Active Pokémon'
      : a === SwitchMode.Either ? 'you may switch it with your Active Pokémon if it is on your Bench, or with one of your Benched Pokémon if it is Active'
        : 'while it is on your Bench and you have a Mega Evolution Pokémon ex in play, you may switch it with your Active Pokémon'),
  engine: {
    usable: (s, p, sl) => {
      if (s.benchCount[p] === 0 || s.slotTop[p * SLOTS] < 0) return false;
      const mode = param(s, sl);
      if ((mode === SwitchMode.SelfIn || mode === SwitchMode.SelfInWithMega) && sl === p * SLOTS) return false;
      return mode !== SwitchMode.SelfInWithMega || megaInPlay(s, p);
    },
    start: (s, p, sl) => {
      if (selfIn(s, p, sl)) {
        switchIn(s, p, sl);
        return true;
      }
      let m = 0;
      for (let k = 1; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
      return askSlot(s, m, false);
    },
    step: (s, action) => {
      if (actKind(action) === Act.ChooseSlot) switchIn(s, s.progPlayer[0], actB(action));
      return true;
    },
  },
  bot: {
    // Only to bring in an attacker for an Active that can't attack now.
    score: (s, p, sl, h) => {
      if (h.canAttack(s, p * SLOTS)) return -1;
      if (selfIn(s, p, sl)) return h.canAttack(s, sl) ? 230 : -1;
      return benchAttacker(s, p, h) ? 230 : -1;
    },
    choiceScore: (s, p, a, h) => {
      if (actKind(a) !== Act.ChooseSlot) return NEVER;
      const t = actB(a);
      return h.canAttack(s, t) ? 100 + h.attackFrom(s, t, (1 - p) * SLOTS) / 10 : 0;
    },
  },
});
