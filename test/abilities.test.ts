// The Ability framework (A5, src/engine/powers.ts): registered handlers, once-per-turn limits per
// Pokémon and per name, A5 against A7 (Special Conditions), and triggered Abilities offered with a
// Yes/No when their card is played from the hand. No card in the pool uses each piece yet, so a
// test-only kind is registered here and given to existing Pokémon by patching the card tables
// (restored after each test; vitest isolates test files).
import { describe, it, expect, afterEach } from 'vitest';
import { Scenario, Act, Phase, cardId } from './helpers/scenario.js';
import { actKind, actB } from '../src/engine/actions.js';
import { Pend, ABILITY_WORDS, SLOTS } from '../src/engine/state.js';
import { Ev } from '../src/engine/events.js';
import { registerAbility, askSlot, isActivePower } from '../src/engine/powers.js';
import { namedAbilityKind } from '../src/cards/named-abilities.js';
import { registerAbilityBot } from '../src/bots/greedy-powers.js';
import { discardSlot, compactBench } from '../src/engine/zones.js';
import { cAbility, cAbilityLimit, cAbilityTrigger, cPokemonPower } from '../src/engine/tables.js';
import { AbilityLimit, AbilityTrigger, Cond, Supertype } from '../src/cards/types.js';
import { legalActions, step } from '../src/engine/game.js';
import { greedyChoose } from '../src/bots/greedy.js';
import type { BotRng } from '../src/engine/rng.js';
import { ALL_CARDS, setCodeOf } from '../src/cards/pool.js';
import { findFacts } from '../src/cards/facts.js';

const TEST_KIND = 16; // a kind no card uses (between the Base Set's 1–7 and sv-a's 20–49)
const uses: number[] = []; // slots whose Ability ran
const chosen: number[] = []; // slots chosen in its sub-choice
let askFirst = false; // the handler asks for a slot before finishing
let askMask = 0; // the slots it asks among (0: its owner's Active)
registerAbility(TEST_KIND, {
  usable: () => true,
  start: (s, p, sl) => {
    uses.push(sl);
    return askFirst ? askSlot(s, askMask || 1 << (p * SLOTS), false) : true;
  },
  step: (_s, action) => { chosen.push(actB(action)); return true; },
});
// The greedy bot's scorer of the test kind, steered per test.
const bot = { score: -1, preferSlot: -1, acceptTrigger: true };
registerAbilityBot(TEST_KIND, {
  score: () => bot.score,
  choiceScore: (_s, _p, a) => (actB(a) === bot.preferSlot ? 10 : 1),
  trigger: () => bot.acceptTrigger,
});

const patched: [Uint8Array, number, number][] = [];
function give(name: string, limit: AbilityLimit, trigger = AbilityTrigger.None): void {
  const d = cardId(name);
  for (const [table, value] of [[cAbility, TEST_KIND], [cAbilityLimit, limit], [cAbilityTrigger, trigger], [cPokemonPower, 0]] as [Uint8Array, number][]) {
    patched.push([table, d, table[d]]);
    table[d] = value;
  }
}
afterEach(() => {
  for (const [table, d, v] of patched.reverse()) table[d] = v;
  patched.length = 0;
  uses.length = 0;
  chosen.length = 0;
  askFirst = false;
  askMask = 0;
  Object.assign(bot, { score: -1, preferSlot: -1, acceptTrigger: true });
});

const abilityActions = (sc: Scenario) => sc.legal().filter((x) => actKind(x) === Act.Power).map(actB);

describe('A5: Abilities used as actions, and their limits', () => {
  it('A5: "once during your turn": each Pokémon with it once a turn; the next turn both again', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerPokemon);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    const b = sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    sc.turn(0, 3);
    expect(abilityActions(sc)).toEqual([a, b]);
    sc.do(Act.Power, 0, a);
    expect(uses).toEqual([a]);
    expect(sc.s.phase[0]).toBe(Phase.Main); // using it does not end the turn (A5)
    expect(abilityActions(sc)).toEqual([b]);
    sc.do(Act.Power, 0, b);
    expect(abilityActions(sc)).toEqual([]);
    sc.s.injectLen[0] = 0;
    sc.do(Act.EndTurn);
    sc.do(Act.EndTurn); // the opponent's turn, then ours again (turn 5)
    expect(sc.s.turn[0]).toBe(5);
    expect(abilityActions(sc)).toEqual([a, b]);
  });

  it('A5: a per-name limit: one use a turn among all the Pokémon that have it', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerName);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    const b = sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    sc.turn(0, 3);
    expect(abilityActions(sc)).toEqual([a, b]);
    sc.do(Act.Power, 0, b);
    expect(abilityActions(sc)).toEqual([]);
  });

  it('A5 / A7: an Ability works while its Pokémon is Asleep, Confused or Paralyzed; a Pokémon Power (Base Set) does not', () => {
    give('Riolu', AbilityLimit.AsOftenAsYouLike);
    for (const cond of [Cond.Asleep, Cond.Confused, Cond.Paralyzed]) {
      const sc = new Scenario();
      const a = sc.active(0, 'Riolu', { cond });
      sc.active(1, 'Lechonk');
      sc.turn(0, 3);
      expect(abilityActions(sc)).toEqual([a]);
      cPokemonPower[cardId('Riolu')] = 1; // the same Ability as a Pokémon Power
      expect(abilityActions(sc)).toEqual([]);
      cPokemonPower[cardId('Riolu')] = 0;
    }
  });

  it('A5: an Ability waiting for a sub-choice resumes in the Effect phase and then returns to the Main phase', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerPokemon);
    askFirst = true;
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    sc.turn(0, 3);
    sc.do(Act.Power, 0, a);
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    sc.do(Act.ChooseSlot, 0, a);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.events.filter((e) => e.code === Ev.Ability).map((e) => [e.a, e.b])).toEqual([[a, TEST_KIND]]);
  });
});

describe('A5: triggered Abilities ("when you play this Pokémon from your hand …, you may")', () => {
  it('A5: evolving from the hand offers it as a Yes/No of its owner; Yes runs it, and it is not an action', () => {
    give('Lucario ex', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnEvolveFromHand);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [lucario] = sc.hand(0, 'Lucario ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, lucario, a);
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    expect(sc.s.decider[0]).toBe(0);
    expect(uses).toEqual([]);
    sc.do(Act.Yes);
    expect(uses).toEqual([a]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(abilityActions(sc)).toEqual([]); // a triggered Ability is never an action
  });

  it('A5: No lets it pass; evolving by another way (not from the hand) offers nothing', () => {
    give('Lucario ex', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnEvolveFromHand);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [lucario] = sc.hand(0, 'Lucario ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, lucario, a);
    sc.do(Act.No);
    expect(uses).toEqual([]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.triggerCard[0]).toBe(0);
  });

  it('A5: evolving from the hand through a Trainer (Pokémon Breeder, as Rare Candy) offers it once the Trainer is done', () => {
    give('Machamp', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnEvolveFromHand);
    const sc = new Scenario({ rules: 'classic' });
    const a = sc.active(0, 'Machop');
    sc.active(1, 'Lechonk');
    const [breeder, machamp] = sc.hand(0, 'Pokémon Breeder', 'Machamp');
    sc.turn(0, 3);
    sc.do(Act.PlayTrainer, breeder).do(Act.ChooseCard, machamp).do(Act.ChooseSlot, 0, a);
    expect(sc.s.slotTop[a]).toBe(machamp);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    expect(sc.s.decider[0]).toBe(0);
    expect(uses).toEqual([]);
    sc.do(Act.Yes);
    expect(uses).toEqual([a]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('A5: a Basic played onto the Bench from the hand offers its trigger; one put there during setup does not', () => {
    give('Riolu', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnBenchFromHand);
    const sc = new Scenario();
    sc.active(0, 'Lechonk');
    sc.active(1, 'Lechonk');
    const [riolu] = sc.hand(0, 'Riolu');
    sc.turn(0, 3);
    sc.do(Act.PlayBasic, riolu);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    expect(uses).toEqual([1]);
  });

  it('the greedy bot accepts a triggered Ability (no scorer registered: yes)', () => {
    give('Lucario ex', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnEvolveFromHand);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [lucario] = sc.hand(0, 'Lucario ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, lucario, a);
    const n = legalActions(sc.s, sc.out);
    step(sc.s, sc.out[greedyChoose(sc.s, sc.out, n, {} as BotRng)]);
    expect(uses).toEqual([a]);
  });
});

describe('A5: the limits follow the Pokémon, each player has their own', () => {
  it('A5: the per-name limit is per player (the second player\'s uses are counted too)', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerName);
    const sc = new Scenario();
    sc.active(0, 'Riolu');
    const a = sc.active(1, 'Riolu');
    const b = sc.bench(1, 'Riolu');
    sc.turn(1, 4);
    expect(abilityActions(sc)).toEqual([a, b]);
    sc.do(Act.Power, 0, a);
    expect(abilityActions(sc)).toEqual([]);
    sc.s.injectLen[0] = 0;
    sc.do(Act.EndTurn); // player 0's turn: their Riolu has its own use
    expect(sc.s.current[0]).toBe(0);
    expect(abilityActions(sc)).toEqual([0]);
  });

  it('A5: a kind the per-name bits cannot hold (ABILITY_WORDS × 32 and up), or one already handled, is refused at registration', () => {
    const h = { usable: () => true, start: () => true, step: () => true };
    expect(() => registerAbility(ABILITY_WORDS * 32, h)).toThrow(/outside/);
    expect(() => registerAbility(TEST_KIND, h)).toThrow(/already/);
    expect(() => registerAbility(namedAbilityKind('Rain Dance')!, h)).toThrow(/already/); // a Base Set Power
  });

  it('A7: several Pokémon with one side-wide Power give one action, each side-wide Power its own (Rain Dance, Damage Swap: kinds given to their names, past 32)', () => {
    expect(Math.min(namedAbilityKind('Rain Dance')!, namedAbilityKind('Damage Swap')!)).toBeGreaterThanOrEqual(32);
    const sc = new Scenario({ rules: 'classic' });
    const a = sc.active(0, 'Blastoise', { under: ['Squirtle', 'Wartortle'] });
    sc.bench(0, 'Blastoise', { under: ['Squirtle', 'Wartortle'] });
    const z = sc.bench(0, 'Alakazam', { under: ['Abra', 'Kadabra'], damage: 20 });
    sc.bench(0, 'Alakazam', { under: ['Abra', 'Kadabra'] });
    sc.active(1, 'Machop');
    sc.hand(0, 'Water Energy');
    sc.turn(0, 3);
    expect(abilityActions(sc)).toEqual([a, z]);
  });

  it('A7: up to 31 side-wide kinds; one more is refused at registration', () => {
    const h = { usable: () => true, start: () => true, step: () => true };
    let registered = 0;
    const free = (k: number): boolean => ALL_CARDS.every((_, id) => cAbility[id] !== k) && !isActivePower(k);
    const error = (): string => {
      for (let k = ABILITY_WORDS * 32 - 1; k > 0; k--) {
        if (!free(k) || k === TEST_KIND) continue;
        try { registerAbility(k, h, true); } catch (e) { return (e as Error).message; }
        registered++;
      }
      return 'none';
    };
    expect(error()).toMatch(/no bit left for another Ability that acts on the whole side \(31 are registered\)/);
    expect(registered).toBe(31 - 3); // Rain Dance, Energy Trans and Damage Swap hold three
  });

  it('A5 / A7: a Pokémon Power or an Ability is the facts table\'s Ability kind (AbilityDef.power), not its set', () => {
    let powers = 0, abilities = 0;
    ALL_CARDS.forEach((c, id) => {
      if (c.supertype !== Supertype.Pokemon || !c.ability) return;
      const f = findFacts(setCodeOf(c), c.number); // the Sword & Shield sets are not in the table: Abilities
      const power = f?.abilities[0].kind === 'Pokémon Power';
      expect(c.ability.power === true, `${c.set} ${c.number} ${c.name}`).toBe(power);
      expect(cPokemonPower[id], `${c.set} ${c.number} ${c.name}`).toBe(power ? 1 : 0);
      if (power) powers++; else abilities++;
    });
    expect(powers).toBeGreaterThanOrEqual(6); // Alakazam, Blastoise, Charizard, Machamp, Venusaur, Electrode…
    expect(abilities).toBeGreaterThan(20);
  });

  it('A5: once per Pokémon: the use moves with the Pokémon when it retreats, and evolving keeps it', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerPokemon);
    give('Lucario ex', AbilityLimit.OncePerTurnPerPokemon);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu', { energy: ['Fighting Energy'] });
    const b = sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [lucario] = sc.hand(0, 'Lucario ex');
    sc.turn(0, 3);
    sc.do(Act.Power, 0, a);
    expect(abilityActions(sc)).toEqual([b]);
    sc.do(Act.Retreat, 0, b); // the used Riolu goes to the Bench, the unused one comes in
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(abilityActions(sc)).toEqual([a]); // slot a now holds the unused Riolu
    sc.do(Act.Power, 0, a);
    expect(abilityActions(sc)).toEqual([]);
    sc.do(Act.Evolve, lucario, b); // the used Riolu evolves: still used this turn
    expect(sc.name(b)).toBe('Lucario ex');
    expect(abilityActions(sc)).toEqual([]);
    expect(uses).toEqual([a, a]);
  });

  it('A5: once per Pokémon: a Pokémon that left play takes its use along; a new one in the same slot has its own', () => {
    give('Riolu', AbilityLimit.OncePerTurnPerPokemon);
    const sc = new Scenario();
    sc.active(0, 'Lechonk');
    const b = sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [riolu] = sc.hand(0, 'Riolu');
    sc.turn(0, 3);
    sc.do(Act.Power, 0, b);
    expect(abilityActions(sc)).toEqual([]);
    discardSlot(sc.s, b); // it leaves play (as a Knock Out does)
    compactBench(sc.s, 0);
    expect(sc.s.benchCount[0]).toBe(0);
    sc.do(Act.PlayBasic, riolu);
    expect(sc.s.slotTop[b]).toBe(riolu); // the same slot
    expect(abilityActions(sc)).toEqual([b]);
  });
});

describe('the greedy bot reads a registered Ability scorer (AbilityBot)', () => {
  function position(): { sc: Scenario; a: number; b: number } {
    give('Riolu', AbilityLimit.OncePerTurnPerPokemon);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    const b = sc.bench(0, 'Lechonk');
    sc.active(1, 'Lechonk');
    sc.turn(0, 3);
    return { sc, a, b };
  }
  const greedyStep = (sc: Scenario) => {
    const n = legalActions(sc.s, sc.out);
    const x = sc.out[greedyChoose(sc.s, sc.out, n, {} as BotRng)];
    step(sc.s, x);
    return x;
  };

  it('uses the Ability when its score outbids the other actions, not when it is -1', () => {
    const { sc } = position();
    expect(actKind(greedyStep(sc))).not.toBe(Act.Power); // score -1: never
    const again = position();
    bot.score = 10_000;
    expect(actKind(greedyStep(again.sc))).toBe(Act.Power);
    expect(uses).toEqual([again.a]);
  });

  it('takes the sub-choice its choiceScore rates highest', () => {
    for (const prefer of ['active', 'bench'] as const) {
      const { sc, a, b } = position();
      askFirst = true;
      askMask = (1 << a) | (1 << b);
      bot.score = 10_000;
      bot.preferSlot = prefer === 'active' ? a : b;
      greedyStep(sc); // the Ability
      expect(sc.s.pend[0]).toBe(Pend.Slot);
      greedyStep(sc); // its slot choice
      expect(chosen).toEqual([bot.preferSlot]);
      chosen.length = 0;
    }
  });

  it('A5: declines a triggered Ability when its scorer says not now', () => {
    give('Lucario ex', AbilityLimit.AsOftenAsYouLike, AbilityTrigger.OnEvolveFromHand);
    const sc = new Scenario();
    const a = sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [lucario] = sc.hand(0, 'Lucario ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, lucario, a);
    bot.acceptTrigger = false;
    expect(actKind(greedyStep(sc))).toBe(Act.No);
    expect(uses).toEqual([]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});
