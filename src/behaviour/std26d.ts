// Abilities of the Standard 2026 Gholdengo/Lunatone and Mega Absol box lists (issue 32; kinds
// 180–199), each with what it does in the engine and the greedy bot's reading of it: Coin Bonus
// (Gholdengo ex: draw 1, 2 while Active), Run Errand (Mega Kangaskhan ex: while Active, draw 2;
// one a turn per player), Subjugating Chains (Pecharunt ex: a Benched Darkness Pokémon other than
// Pecharunt ex switches in and is Poisoned). The passive ones are read where their rule applies
// (registry.ts PASSIVE_ABILITIES): Cornerstone Stance (engine/damage.ts), Damp (engine/powers.ts).
// The bot draws when the deck can spare it (as the sv-c draw Abilities), and pulls up with
// Subjugating Chains a Benched Darkness attacker that can attack when the Active can't.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import { AbilityKind, Cond, T, AbilityLimit } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as registryModule from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { actB, actKind } = actionsModule;
const { emit } = eventsModule;
const { askSlot, markSelfKnockOut } = powersModule;
const { cType, cNameId, cAbilityParam } = tablesModule;
const { drawCard, swapSlots, clearEffectsOnSlot } = zonesModule;
const { defineAbility, defineAttack } = registryModule;

function draw(s: GameState, p: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return;
    emit(s, Ev.Draw, p, c);
  }
}

/** The bot's score of a draw Ability (the sv-c draw Abilities use 210: after Trainers, before attacking). */
const DRAW_SCORE = 212;

// Damp (Psyduck, passive: engine/powers.ts) stops the Abilities whose user Knocks itself Out.
markSelfKnockOut(AbilityKind.CursedBlast);

// Coin Bonus (Gholdengo ex): draw a card, and 1 more while this Pokémon is Active.
defineAbility({
  name: 'Coin Bonus',
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: () => 'once in your turn (each Pokémon with it), draw a card; 1 more if this Pokémon is in the Active spot',
  engine: {
    usable: (s, p) => s.deckCount[p] > 0,
    start: (s, p, sl) => {
      draw(s, p, sl === p * SLOTS ? 2 : 1);
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p, sl, h) => (h.drawPaced(s, p, sl === p * SLOTS ? 2 : 1) ? DRAW_SCORE : -1),
    choiceScore: () => 0,
  },
});

// Gholdengo ex (sv4 139), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Make It Rain', effects: [[Op.DiscardHandEnergyForDamage, 50]], note: 'discard any number of basic Energy from your hand: 50 each' });

// Run Errand (Mega Kangaskhan ex): while Active, draw a cards (one Run Errand a turn: the card's limit).
defineAbility({
  name: 'Run Errand',
  a: 2,
  limit: AbilityLimit.OncePerTurnPerName,
  text: (a) => `once in your turn, while it is in the Active spot, draw ${a} cards (one Run Errand a turn)`,
  engine: {
    usable: (s, p, sl) => sl === p * SLOTS && s.deckCount[p] > 0,
    start: (s, p, sl) => {
      draw(s, p, cAbilityParam[s.cardDef[s.slotTop[sl]]]);
      return true;
    },
    step: () => true,
  },
  bot: {
    score: (s, p, sl, h) => (h.drawPaced(s, p, cAbilityParam[s.cardDef[s.slotTop[sl]]]) ? DRAW_SCORE : -1),
    choiceScore: () => 0,
  },
});

// Mega Kangaskhan ex (me1 104), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Rapid-Fire Combo', effects: [[Op.PlusPerHeadsUntilTails, 50]], note: 'flip until tails: 50 more for each heads' });

/** Subjugating Chains: p's Benched Darkness Pokémon other than one with the holder's name. */
const chainTargets = (s: GameState, p: number, holder: number): number => {
  const name = cNameId[s.cardDef[s.slotTop[holder]]];
  let m = 0;
  for (let k = 1; k <= s.benchCount[p]; k++) {
    const sl = p * SLOTS + k;
    const d = s.cardDef[s.slotTop[sl]];
    if (cType[d] === T.Darkness && cNameId[d] !== name) m |= 1 << sl;
  }
  return m;
};

// Subjugating Chains (Pecharunt ex): switch one of them with the Active; the new Active is Poisoned.
// (A Pokémon with an Ability of its own: no guard against attacks' effects applies.)
defineAbility({
  name: 'Subjugating Chains',
  limit: AbilityLimit.OncePerTurnPerName,
  text: () => 'once in your turn, switch 1 of your Benched Darkness Pokémon (not a Pecharunt ex) with your Active Pokémon; the new Active is Poisoned (one Subjugating Chains a turn)',
  engine: {
    usable: (s, p, sl) => s.slotTop[p * SLOTS] >= 0 && chainTargets(s, p, sl) !== 0,
    start: (s, p, sl) => askSlot(s, chainTargets(s, p, sl), false),
    step: (s, action) => {
      if (actKind(action) !== Act.ChooseSlot) return true;
      const p = s.progPlayer[0], active = p * SLOTS, bench = actB(action);
      clearEffectsOnSlot(s, active); // A6: the Pokémon going to the Bench
      swapSlots(s, active, bench);
      emit(s, Ev.Switch, p, bench, active);
      s.poisoned[active] = 1;
      emit(s, Ev.Condition, p, active, Cond.Poisoned, 1);
      return true;
    },
  },
  bot: {
    // Worth it when the Active can't attack now and a Benched Darkness Pokémon can (Poison is the price).
    score: (s, p, sl, h) => {
      const active = p * SLOTS;
      if (h.canAttack(s, active)) return -1;
      const m = chainTargets(s, p, sl);
      for (let k = 1; k <= s.benchCount[p]; k++) if ((m & (1 << (p * SLOTS + k))) !== 0 && h.canAttack(s, p * SLOTS + k)) return 250;
      return -1;
    },
    choiceScore: (s, p, a, h) => (actKind(a) === Act.ChooseSlot && h.canAttack(s, actB(a)) ? 10 : 0),
  },
});

// Pecharunt ex (sv6pt5 39), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Irritated Outburst', effects: [[Op.TimesOpponentPrizesTaken]], note: 'damage × Prize cards the opponent has taken' });
