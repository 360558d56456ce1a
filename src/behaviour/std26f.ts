// Abilities of the Standard 2026 Alakazam/Dudunsparce list (issue 32; kinds 220–239), each with
// what it does in the engine and the greedy bot's reading of it: Psychic Draw (Kadabra, Alakazam
// MEG: on evolving from the hand, draw a) and Run Away Draw (Dudunsparce TEF: draw 3, then it and
// every card on it are shuffled into the deck; an emptied Active is promoted into, engine/flow.ts).
// The passive ones are read where their rule applies (registry.ts PASSIVE_ABILITIES): Flower
// Curtain (Shaymin DRI, engine/damage.ts) and ACE Nullifier (Genesect SFA, engine/game.ts).
import { GameState } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import { AbilityKind, AbilityLimit } from '../cards/types.js';
import * as registryModule from './registry.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS, SLOT_CAP } = stateModule;
const { emit } = eventsModule;
const { cAbilityParam } = tablesModule;
const { drawCard, pushDeck, clearSlot, compactBench, shuffleDeck } = zonesModule;
const { defineAbility } = registryModule;

/** Draw up to n cards for player p; how many were drawn (an empty deck stops it: no loss outside the turn's draw). */
function draw(s: GameState, p: number, n: number): number {
  for (let i = 0; i < n; i++) {
    const c = drawCard(s, p);
    if (c < 0) return i;
    emit(s, Ev.Draw, p, c);
  }
  return n;
}

/** The bot's score of a draw Ability (as the other draw Abilities: after Trainers, before attacking). */
const DRAW_SCORE = 212;

const param = (s: GameState, sl: number): number => cAbilityParam[s.cardDef[s.slotTop[sl]]];

// Psychic Draw (Kadabra 2, Alakazam 3): offered when the card evolves a Pokémon from the hand.
defineAbility({
  kind: AbilityKind.PsychicDraw,
  text: (a) => `when you play it from your hand to evolve one of your Pokémon, you may draw ${a} cards (once a turn)`,
  engine: {
    usable: (s, p) => s.deckCount[p] > 0,
    start: (s, p, sl) => {
      draw(s, p, param(s, sl));
      return true;
    },
    step: () => true,
  },
  bot: {
    score: () => -1, // triggered only, never an action
    choiceScore: () => 0,
    trigger: (s, p, sl, h) => h.drawPaced(s, p, param(s, sl)),
  },
});

/** Every card on slot sl (player p's) into p's deck, the slot emptied (a Bench closes its gap), the deck shuffled. */
const shuffleSlotIntoDeck = (s: GameState, p: number, sl: number): void => {
  const base = sl * SLOT_CAP;
  for (let i = 0; i < s.slotCount[sl]; i++) {
    const c = s.slotCards[base + i];
    pushDeck(s, c);
    emit(s, Ev.ToDeck, p, c, From.InPlay, 0, sl);
  }
  clearSlot(s, sl);
  if (sl !== p * SLOTS) compactBench(s, p); // an emptied Active is promoted into once the Ability is done (flow.ts)
  shuffleDeck(s, p);
  emit(s, Ev.Shuffle, p);
};

// Run Away Draw (Dudunsparce): draw a; if any card was drawn, it and its cards go back into the deck.
defineAbility({
  name: 'Run Away Draw',
  a: 3,
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: (a) => `once during your turn, draw ${a} cards; if you drew any, shuffle this Pokémon and every card attached to it into your deck`,
  engine: {
    usable: (s, p) => s.deckCount[p] > 0,
    start: (s, p, sl) => {
      if (draw(s, p, param(s, sl)) > 0) shuffleSlotIntoDeck(s, p, sl);
      return true;
    },
    step: () => true,
  },
  bot: {
    // From the Bench when the deck can spare the cards; from the Active only with a Benched Pokémon
    // to promote and no attack it can pay for (it leaves like a free retreat).
    score: (s, p, sl, h) => {
      if (!h.drawPaced(s, p, param(s, sl))) return -1;
      if (sl !== p * SLOTS) return DRAW_SCORE;
      return s.benchCount[p] > 0 && !h.canAttack(s, sl) ? DRAW_SCORE : -1;
    },
    choiceScore: () => 0,
  },
});
