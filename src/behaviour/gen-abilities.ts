// Abilities the generator reads (issue 32 step 4; kinds 250–279; src/tools/attack-templates.ts
// ABILITIES), each with what it does in the engine, the greedy bot's reading of it and our
// paraphrase. One kind serves every card of its wording, its parameter (AbilityDef.a) telling the
// cards apart; whether it is an action or offered on evolving, and how often, is card data
// (AbilityDef.limit / trigger), enforced by engine/powers.ts. Opponent Active Condition gives the
// opponent's Active a Special Condition (an Ability is no attack: what stops an attack's effects
// does not stop it); Heal Own heals one, the Active, or each of its owner's Pokémon; Switch Own
// Active switches its owner's Active with a Benched Pokémon; Energy To Own attaches a basic Energy
// card from the hand or the discard pile; Draw Cards draws; Switch Out Opponent Active has the
// opponent bring up a Benched Pokémon of their choice; Search To Hand takes a card of a kind from
// the deck. The passive ones (Attack Bonus, Opponent Active Does Less, Team Takes Less) are read in
// engine/damage.ts (registry.ts PASSIVE_ABILITIES).
import { GameState, Phase, Reg } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import * as commonModule from '../engine/ops/common.js';
import * as deckOpsModule from '../engine/ops/deck.js';
import * as damageModule from '../engine/damage.js';
import { AbilityKind, Cond, Dest, Filter, RuleBox, Source, T } from '../cards/types.js';
import * as registryModule from './registry.js';
import * as abilityTextModule from '../cards/ability-text.js';
import type { PowerHelpers } from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, MAX_DECK } = stateModule;
const { actKind, actA, actB } = actionsModule;
const { emit } = eventsModule;
const { askSlot, askCard } = powersModule;
const { cAbilityParam, cStage, cRuleBoxKind, cBasicEnergy, cEnergyType, cNameId, cEvolvesFrom, cPrizes } = tablesModule;
const { swapSlots, clearEffectsOnSlot, removeFromHand, removeFromDiscard, removeFromDeck, attachCard, drawCard, maxHp, energyCount, addToDiscard, popDeck, owner, stadiumLeft, shuffleDeck } = zonesModule;
const { applyDirectDamage, benchCaged } = damageModule;
const { setCondition, heal } = commonModule;
const { moveCards, matches } = deckOpsModule;
const { defineAbility } = registryModule;
const { typeText } = abilityTextModule;

/** What Search To Hand looks for, by Filter. */
const SEARCH_WORDS: Readonly<Partial<Record<number, string>>> = { [Filter.Stadium]: 'a Stadium card', [Filter.EvolutionPokemon]: 'an Evolution Pokémon' };

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
const enum HealTarget { One = 0, OneWhileActive = 1, Active = 2, ActiveEvolution = 3, Each = 4, ActiveRecovers = 5 }

/** The damage it heals (a % 1000; 0: all of it) from slot sl. */
const healAmount = (s: GameState, a: number, sl: number): number => (a % 1000 === 0 ? s.damage[sl] : a % 1000);

/** p's damaged Pokémon it may heal (slot sl has it). */
const healTargets = (s: GameState, p: number, sl: number): number => {
  const target = (param(s, sl) / 1000) | 0;
  if (target === HealTarget.OneWhileActive && sl !== p * SLOTS) return 0;
  const active = p * SLOTS;
  if (target === HealTarget.ActiveRecovers) return s.slotTop[active] >= 0 && (s.cond[active] !== 0 || s.poisoned[active] !== 0 || s.burned[active] !== 0) ? 1 << active : 0;
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
      case HealTarget.ActiveRecovers: return 'once during your turn, you may have your Active Pokémon recover from all Special Conditions';
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
      if (target === HealTarget.ActiveRecovers) {
        recover(s, p, p * SLOTS);
        return true;
      }
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

/** The Pokémon on slot sl (player p's) recovers from every Special Condition. */
const recover = (s: GameState, p: number, sl: number): void => {
  if (s.cond[sl] !== 0) emit(s, Ev.Condition, p, sl, s.cond[sl], 0);
  if (s.poisoned[sl] !== 0) emit(s, Ev.Condition, p, sl, Cond.Poisoned, 0);
  if (s.burned[sl] !== 0) emit(s, Ev.Condition, p, sl, Cond.Burned, 0);
  s.cond[sl] = 0;
  s.poisoned[sl] = 0;
  s.burned[sl] = 0;
};

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

// ---------- Energy To Own ----------

/** Its basic Energy's type (a & 15: type + 1, 0 any), source (a >> 4 & 1: 0 hand, 1 discard), receivers (a >> 5 & 1: 0 any of yours, 1 Benched) and how often (a >> 6: 0 once a turn, 1 as often as you like; AbilityDef.limit enforces it). */
const energyType = (a: number): number => (a & 15) - 1;
const fromDiscard = (a: number): boolean => ((a >> 4) & 1) === 1;
const fromDeck = (a: number): boolean => ((a >> 7) & 1) === 1;
const toItself = (a: number): boolean => ((a >> 8) & 1) === 1;

/** Does card c match its basic Energy? */
const energyMatches = (s: GameState, c: number, a: number): boolean => {
  const d = s.cardDef[c];
  return cBasicEnergy[d] === 1 && (energyType(a) < 0 || cEnergyType[d] === energyType(a));
};

/** The matching cards of p's source into cand (when `fill`); how many. */
const energyCands = (s: GameState, p: number, a: number, fill: boolean): number => {
  const discard = fromDiscard(a), deck = fromDeck(a);
  const count = deck ? s.deckCount[p] : discard ? s.discardCount[p] : s.handCount[p];
  let n = 0;
  for (let i = 0; i < count; i++) {
    const c = deck ? s.deck[p * MAX_DECK + i] : discard ? s.discard[p * MAX_DECK + i] : s.hand[p * MAX_DECK + i];
    if (!energyMatches(s, c, a)) continue;
    if (!fill) return 1;
    s.cand[n++] = c;
  }
  if (fill) s.candCount[0] = n;
  return n;
};

/** Its receivers among p's Pokémon. */
const energyReceivers = (s: GameState, p: number, a: number): number => {
  let m = 0;
  for (let k = ((a >> 5) & 1) === 1 ? 1 : 0; k <= s.benchCount[p]; k++) if (s.slotTop[p * SLOTS + k] >= 0) m |= 1 << (p * SLOTS + k);
  return m;
};

/** The greedy bot's need of one more Energy of type t on p's receivers (the highest). */
const bestEnergyNeed = (s: GameState, p: number, m: number, t: number, h: PowerHelpers): number => {
  let best = 0;
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    if ((m & (1 << sl)) !== 0 && h.energyNeed(s, sl, t) > best) best = h.energyNeed(s, sl, t);
  }
  return best;
};

/** The chosen Energy card (reg Chosen) from its source onto slot `to`; then the deck shuffled (a search), or damage healed from `to`. */
const attachEnergy = (s: GameState, p: number, a: number, to: number): true => {
  const c = s.reg[Reg.Chosen];
  if (fromDeck(a)) removeFromDeck(s, c);
  else if (fromDiscard(a)) removeFromDiscard(s, c);
  else removeFromHand(s, c);
  attachCard(s, to, c);
  emit(s, Ev.Attach, p, c, to, fromDeck(a) ? From.Deck : fromDiscard(a) ? From.Discard : From.Hand);
  if (((a >> 9) & 7) > 0) heal(s, to, 10 * ((a >> 9) & 7));
  return fromDeck(a) ? shuffleAfterSearch(s, p) : true;
};

const shuffleAfterSearch = (s: GameState, p: number): true => {
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
  return true;
};

defineAbility({
  kind: AbilityKind.EnergyToOwn,
  text: (a) => `${((a >> 6) & 1) === 1 ? 'as often as you like during your turn' : 'once during your turn'}, ${a >= 4096 ? 'if the opponent has 4 or fewer Prize cards left, ' : ''}you may ${fromDeck(a) ? 'search your deck for' : 'attach'} a basic ${energyType(a) >= 0 ? `${typeText(energyType(a))} ` : ''}Energy card${fromDeck(a) ? ' and attach it' : ` from your ${fromDiscard(a) ? 'discard pile' : 'hand'}`} to ${toItself(a) ? 'this Pokémon' : `one of your ${((a >> 5) & 1) === 1 ? 'Benched ' : ''}Pokémon`}${fromDeck(a) ? ', then shuffle the deck' : ''}${((a >> 9) & 7) > 0 ? `, then heal ${10 * ((a >> 9) & 7)} damage from the Pokémon it went to` : ''}`,
  engine: {
    usable: (s, p, sl) => {
      const a = param(s, sl);
      if (a >= 4096 && s.prizeCount[1 - p] > 4) return false; // (only once the opponent has 4 or fewer Prize cards left)
      return fromDeck(a) ? s.deckCount[p] > 0 : energyReceivers(s, p, a) !== 0 && energyCands(s, p, a, false) > 0;
    },
    start: (s, p, sl) => {
      const a = param(s, sl);
      if (energyCands(s, p, a, true) === 0) return shuffleAfterSearch(s, p); // (a search of the deck may find none)
      return askCard(s, fromDeck(a) ? 0 : 1);
    },
    step: (s, action) => {
      const p = s.progPlayer[0];
      const a = param(s, s.progSource[0]);
      if (actKind(action) === Act.ChooseCard) {
        s.reg[Reg.Chosen] = actA(action);
        if (toItself(a)) return attachEnergy(s, p, a, s.progSource[0]);
        return askSlot(s, energyReceivers(s, p, a), false);
      }
      if (actKind(action) !== Act.ChooseSlot) return fromDeck(a) ? shuffleAfterSearch(s, p) : true; // Done: none taken
      return attachEnergy(s, p, a, actB(action));
    },
  },
  bot: {
    // As attaching from the hand does (~385–440): while one of its receivers still needs Energy of a type it can give.
    score: (s, p, sl, h) => {
      const a = param(s, sl);
      const m = energyReceivers(s, p, a);
      const t = energyType(a);
      let need = 0;
      if (toItself(a)) need = t >= 0 ? h.energyNeed(s, sl, t) : 0;
      else if (t >= 0) need = bestEnergyNeed(s, p, m, t, h);
      else {
        const n = energyCands(s, p, a, true);
        for (let i = 0; i < n; i++) need = Math.max(need, bestEnergyNeed(s, p, m, cEnergyType[s.cardDef[s.cand[i]]], h));
      }
      return need > 0 ? 385 + need * 10 : -1;
    },
    choiceScore: (s, p, a, h) => {
      const k = actKind(a);
      if (k === Act.ChooseCard) return 1 + bestEnergyNeed(s, p, energyReceivers(s, p, param(s, s.progSource[0])), cEnergyType[s.cardDef[actA(a)]], h);
      if (k !== Act.ChooseSlot) return 0; // Done: only when nothing else
      const sl = actB(a), t = cEnergyType[s.cardDef[s.reg[Reg.Chosen]]];
      return h.energyNeed(s, sl, t) * 10 + (h.enablesAttack(s, sl, t) ? (sl === p * SLOTS ? 100 : 50) : 0) + (sl === p * SLOTS ? 5 : 0);
    },
  },
});

// ---------- Draw Cards ----------

defineAbility({
  kind: AbilityKind.DrawCards,
  text: (a) => `once during your turn, you may ${a >= 1000 ? `put ${(a / 1000) | 0} damage counter${a >= 2000 ? 's' : ''} on it, then ` : ''}${a % 1000 >= 100 ? 'have each player draw' : 'draw'} ${a % 100 === 1 ? 'a card' : `${a % 100} cards`}`,
  engine: {
    usable: (s, p) => s.deckCount[p] > 0,
    start: (s, p, sl) => {
      const a = param(s, sl);
      if (a >= 1000) applyDirectDamage(s, sl, 10 * ((a / 1000) | 0)); // (its cost: it may Knock it Out, flow.ts)
      draw(s, p, a % 100);
      if (a % 1000 >= 100) draw(s, 1 - p, a % 100);
      return true;
    },
    step: () => true,
  },
  bot: {
    // as the other draw Abilities: after the Trainers and Energy, before the attack
    // (not when the damage counters it costs would Knock it Out)
    score: (s, p, sl, h) => (h.drawPaced(s, p, param(s, sl) % 100) && maxHp(s, sl) - s.damage[sl] > 10 * ((param(s, sl) / 1000) | 0) ? 212 : -1),
    choiceScore: () => 0,
  },
});

/** Draw up to n cards for player p (an empty deck stops it: no loss outside the turn's draw). */
function draw(s: GameState, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

// ---------- Switch Out Opponent Active ----------

defineAbility({
  kind: AbilityKind.SwitchOutOpponentActive,
  text: (a) => `once during your turn, ${a === 1 ? 'while it is in the Active Spot, ' : ''}you may have the opponent switch their Active Pokémon with one of their Benched Pokémon (they choose)`,
  engine: {
    usable: (s, p, sl) => s.benchCount[1 - p] > 0 && s.slotTop[(1 - p) * SLOTS] >= 0 && (param(s, sl) !== 1 || sl === p * SLOTS),
    start: (s, p) => {
      const o = 1 - p;
      let m = 0;
      for (let k = 1; k <= s.benchCount[o]; k++) if (s.slotTop[o * SLOTS + k] >= 0) m |= 1 << (o * SLOTS + k);
      askSlot(s, m, false);
      s.decider[0] = o; // the opponent chooses the new Active
      return false;
    },
    step: (s, action) => {
      if (actKind(action) === Act.ChooseSlot) switchIn(s, 1 - s.progPlayer[0], actB(action));
      return true;
    },
  },
  bot: {
    // Only when the opponent's Active can attack now and none of their Benched Pokémon can; the
    // chooser (the opponent) brings up the Pokémon that can attack, else the one with most HP left.
    score: (s, p, _sl, h) => {
      const o = 1 - p;
      return h.canAttack(s, o * SLOTS) && !benchAttacker(s, o, h) ? 220 : -1;
    },
    choiceScore: (s, _p, a, h) => {
      if (actKind(a) !== Act.ChooseSlot) return NEVER;
      const t = actB(a);
      return (h.canAttack(s, t) ? 1000 : 0) + maxHp(s, t) - s.damage[t];
    },
  },
});

// ---------- Search To Hand ----------

/** Is its need met by the Pokémon on slot sl (a >> 8: 0 none, 1 it has Energy attached)? */
const searchNeed = (s: GameState, sl: number): boolean => param(s, sl) >> 8 !== 1 || energyCount(s, sl, T.None) > 0;

/** The search, as MoveCards' sub-choices (Count 0 at the start; any Energy paid before: none). */
const runSearch = (s: GameState, action: number): boolean => {
  const p = s.progPlayer[0];
  const a = param(s, s.progSource[0]);
  const done = moveCards(s, p, Source.Deck, 0, a & 255, T.None, 1, 0, Dest.Hand, action);
  if (!done) { // waiting: a choice of the Ability's owner in the Effect phase
    s.phase[0] = Phase.Effect;
    s.decider[0] = p;
  }
  return done;
};

defineAbility({
  kind: AbilityKind.SearchToHand,
  text: (a) => `once during your turn, ${a >> 8 === 1 ? 'while it has Energy attached, ' : ''}you may search your deck for ${SEARCH_WORDS[a & 255] ?? 'a card'}, put it into your hand, then shuffle the deck`,
  engine: {
    usable: (s, p, sl) => s.deckCount[p] > 0 && searchNeed(s, sl),
    start: (s) => {
      s.reg[Reg.Count] = 0;
      s.reg[Reg.Aux2] = 0;
      s.reg[Reg.CostPaid] = 0;
      return runSearch(s, -1);
    },
    step: runSearch,
  },
  bot: {
    // with the searches of bots/greedy.ts (300–340), when the deck holds such a card
    score: (s, p, sl) => {
      const f = param(s, sl) & 255;
      for (let i = 0; i < s.deckCount[p]; i++) if (matches(s, s.deck[p * MAX_DECK + i], f, T.None)) return 305;
      return -1;
    },
    // an Evolution card of a Pokémon in play first, then the highest Stage
    choiceScore: (s, p, a) => {
      if (actKind(a) !== Act.ChooseCard) return NEVER;
      const d = s.cardDef[actA(a)];
      let inPlay = 0;
      for (let k = 0; k <= s.benchCount[p]; k++) {
        const top = s.slotTop[p * SLOTS + k];
        if (top >= 0 && cNameId[s.cardDef[top]] === cEvolvesFrom[d]) inPlay = 10;
      }
      return 1 + inPlay + cStage[d];
    },
  },
});

// ---------- Counters On Opponent ----------

/** The opponent's Pokémon it may put damage counters on (not a Benched one Battle Cage shields). */
const counterTargets = (s: GameState, p: number): number => {
  const o = 1 - p;
  let m = 0;
  for (let k = 0; k <= s.benchCount[o]; k++) {
    const sl = o * SLOTS + k;
    if (s.slotTop[sl] >= 0 && !benchCaged(s, sl)) m |= 1 << sl;
  }
  return m;
};

defineAbility({
  kind: AbilityKind.CountersOnOpponent,
  text: (a) => `you may put ${a} damage counters on one of the opponent's Pokémon`,
  engine: {
    usable: (s, p) => counterTargets(s, p) !== 0,
    start: (s, p) => askSlot(s, counterTargets(s, p), false),
    step: (s, action) => {
      if (actKind(action) === Act.ChooseSlot) applyDirectDamage(s, actB(action), 10 * param(s, s.progSource[0]));
      return true;
    },
  },
  bot: {
    score: () => -1, // offered on evolving only, never an action
    // a Knock Out first (the most Prize cards), else the most damage already on it
    choiceScore: (s, p, a) => {
      if (actKind(a) !== Act.ChooseSlot) return NEVER;
      const t = actB(a);
      const left = maxHp(s, t) - s.damage[t];
      return left <= 10 * param(s, s.progSource[0]) ? 1000 + cPrizes[s.cardDef[s.slotTop[t]]] : 500 - left / 10;
    },
  },
});

// ---------- On Bench Discard ----------

defineAbility({
  kind: AbilityKind.OnBenchDiscard,
  text: (a) => (a === 1 ? "you may discard the top card of the opponent's deck" : 'you may discard the Stadium in play'),
  engine: {
    usable: (s, p, sl) => (param(s, sl) === 1 ? s.deckCount[1 - p] > 0 : s.stadium[0] >= 0),
    start: (s, p, sl) => {
      if (param(s, sl) === 1) {
        const c = popDeck(s, 1 - p);
        addToDiscard(s, c);
        emit(s, Ev.DiscardCard, 1 - p, c, From.Deck);
        return true;
      }
      const st = s.stadium[0];
      s.stadium[0] = -1;
      s.koCheck[0] = 1; // a Stadium's HP bonus ends: may Knock Out (flow.ts)
      addToDiscard(s, st);
      emit(s, Ev.TrainerDiscarded, owner(st), st, From.Stadium);
      stadiumLeft(s, st); // Area Zero Underdepths: Benches back down to 5 (R13)
      return true;
    },
    step: () => true,
  },
  bot: {
    score: () => -1, // offered on benching only, never an action
    choiceScore: () => 0,
    // the opponent's deck, always; a Stadium, only the opponent's
    trigger: (s, p, sl) => param(s, sl) === 1 || owner(s.stadium[0]) !== p,
  },
});
