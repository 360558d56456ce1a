// Abilities of the Standard 2026 Raging Bolt/Ogerpon and Charizard/Pidgeot lists (issue 32; kinds
// 160–179), each with what it does in the engine and the greedy bot's reading of it: Teal Dance
// (Teal Mask Ogerpon ex: a basic Energy of its type from the hand to itself, then draw a card;
// the attach does not use the turn's Energy attachment, so the bot takes it whenever it can),
// Jewel Seeker (Noctowl: on evolving from the hand, with a Tera Pokémon in play, up to 2 Trainers
// from the deck) and Fan Call (Fan Rotom: in its owner's first turn, up to 3 Colorless Pokémon
// with 100 HP or less from the deck). Agile (Charmander PFL) is passive: engine/game.ts retreatCost.
// The attacks of a card whose Ability is defined here follow that definition, by printed name (defineAttack).
import { GameState, Reg } from '../engine/state.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { Ev, From } from '../engine/events.js';
import * as eventsModule from '../engine/events.js';
import * as powersModule from '../engine/powers.js';
import * as tablesModule from '../engine/tables.js';
import * as zonesModule from '../engine/zones.js';
import { Dest, Filter, Supertype, T, TrainerKind, AbilityLimit, AbilityTrigger } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as svaModule from './sva.js';
import * as svbModule from './svb.js';
import * as registryModule from './registry.js';
import * as abilityTextModule from '../cards/ability-text.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { actKind, actA } = actionsModule;
const { emit } = eventsModule;
const { askCard } = powersModule;
const { cAbilityParam, cSuper, cTrainerKind } = tablesModule;
const { searchHandler, NEVER } = svaModule;
const { energyInHand } = svbModule;
const { drawCard, removeFromHand, attachCard, teraInPlay } = zonesModule;
const { defineAbility, defineAttack } = registryModule;
const { typeText } = abilityTextModule;

/** The Ability's parameter (AbilityDef.a) of the Pokémon on slot sl. */
const param = (s: GameState, sl: number): number => cAbilityParam[s.cardDef[s.slotTop[sl]]];

// Teal Dance: a basic Energy of type a from the hand to this Pokémon (progSource: its slot); if one
// was attached, draw a card (none when the deck is empty: not a loss outside the turn's draw).
defineAbility({
  name: 'Teal Dance',
  a: T.Grass,
  limit: AbilityLimit.OncePerTurnPerPokemon,
  text: (a) => `once during your turn, attach a basic ${typeText(a)} Energy from your hand to this Pokémon; if you do, draw a card`,
  engine: {
    usable: (s, p, sl) => energyInHand(s, p, param(s, sl), false) > 0,
    start: (s, p, sl) => {
      energyInHand(s, p, param(s, sl), true);
      return askCard(s, 1);
    },
    step: (s, action) => {
      if (actKind(action) !== Act.ChooseCard) return true;
      const p = s.progPlayer[0], sl = s.progSource[0], c = actA(action);
      removeFromHand(s, c);
      attachCard(s, sl, c);
      emit(s, Ev.Attach, p, c, sl, From.Hand);
      const d = drawCard(s, p);
      if (d >= 0) emit(s, Ev.Draw, p, d);
      s.reg[Reg.Count]++;
      return true;
    },
  },
  bot: {
    // An extra attachment and a card: above the turn's own attachment (380–440), which stays free,
    // while the deck keeps a margin.
    score: (s, p) => (s.deckCount[p] > 6 ? 445 : -1),
    choiceScore: () => 0,
  },
});

// Teal Mask Ogerpon ex (sv6 25), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Myriad Leaf Shower', effects: [[Op.PlusPerSelfEnergy, T.None, 30], [Op.PlusPerDefenderEnergy, 30]], note: '30 more for each Energy on both Active Pokémon' });

/** Is this player p's first turn (turn 1 for the player who went first, 2 for the other)? */
const firstTurnOf = (s: GameState, p: number): boolean => s.turn[0] === (p === s.first[0] ? 1 : 2);

// Jewel Seeker: the MoveCards op's search for up to 2 Trainer cards into the hand.
defineAbility({
  name: 'Jewel Seeker',
  trigger: AbilityTrigger.OnEvolveFromHand,
  engine: searchHandler(Filter.Trainer, () => 0, 0, 2, Dest.Hand, (s, p) => teraInPlay(s, p)),
  text: () => 'when you play it from your hand to evolve one of your Pokémon, if you have a Tera Pokémon in play, you may search your deck for up to 2 Trainer cards and put them into your hand, then shuffle the deck',
  bot: {
    score: () => -1, // triggered only, never an action
    // Two Trainers, Supporters first; Done only when none is left.
    choiceScore: (s, _p, a) => {
      if (actKind(a) !== Act.ChooseCard) return NEVER;
      const d = s.cardDef[actA(a)];
      return cSuper[d] === Supertype.Trainer && cTrainerKind[d] === TrainerKind.Supporter ? 4 : 3;
    },
  },
});

// Fan Call: up to 3 Colorless Pokémon with at most 100 HP (MoveCards' PokemonOfTypeMaxHp: type | HP << 4).
defineAbility({
  name: 'Fan Call',
  limit: AbilityLimit.OncePerTurnPerName,
  engine: searchHandler(Filter.PokemonOfTypeMaxHp, () => T.Colorless | (100 << 4), 0, 3, Dest.Hand, (s, p) => firstTurnOf(s, p)),
  text: () => 'once during your first turn, search your deck for up to 3 Colorless Pokémon with 100 HP or less and put them into your hand, then shuffle the deck; only one Fan Call a turn',
  bot: {
    // Three Pokémon for nothing, in the one turn it can: as a search Trainer.
    score: (s, p) => (s.deckCount[p] > 8 ? 335 : -1),
    choiceScore: (_s, _p, a) => (actKind(a) === Act.ChooseCard ? 1 : NEVER),
  },
});

// Fan Rotom (sv7 118), whose Ability is above: its attack by printed name.
defineAttack({ name: 'Assault Landing', effects: [[Op.NothingUnlessStadium]], note: 'nothing unless a Stadium is in play' });
