// Base Set (base1) Pokémon that needed engine work: Porygon (Conversion 1 / 2), and the others as
// they join the pool. Classic rules (V3); injected coin flips must all be used.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, SLOTS } from './helpers/scenario.js';
import { base1 } from '../src/cards/sets/base1.js';
import { Supertype, T, Cond, Guard, type PokemonDef } from '../src/cards/types.js';
import { actKind, actB } from '../src/engine/actions.js';
import { legalActions, step } from '../src/engine/game.js';
import { computeAttackDamage } from '../src/engine/damage.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { GameLog } from '../src/sim/log.js';

const A0 = 0; // player 0's Active slot
const A1 = SLOTS; // player 1's Active slot

function classic(): Scenario {
  return new Scenario({ rules: 'classic' });
}

/** Index of an attack on a base1 Pokémon, by name. */
function atk(card: string, attack: string): number {
  const def = base1.cards.find((c) => c.name === card && c.supertype === Supertype.Pokemon) as PokemonDef | undefined;
  if (!def) throw new Error(`no base1 Pokémon ${card}`);
  const k = def.attacks.findIndex((a) => a.name === attack);
  if (k < 0) throw new Error(`${card} has no attack ${attack}`);
  return k;
}

/** The options legal now (their `b`). */
function options(sc: Scenario): number[] {
  return sc.legal().filter((a) => actKind(a) === Act.Option).map(actB);
}

/** The action the greedy bot takes now. */
function greedyPick(sc: Scenario): number {
  const n = legalActions(sc.s, sc.out);
  return sc.out[greedyChoose(sc.s, sc.out, n, {} as Parameters<typeof greedyChoose>[3])];
}

function n(times: number, ref: string): string[] {
  return Array.from({ length: times }, () => ref);
}

const COLOURED = [T.Grass, T.Fire, T.Water, T.Lightning, T.Psychic, T.Fighting];

describe('Porygon: Conversion 1', () => {
  it('X3: the Defending Pokémon is Weak to the chosen type (any but Colorless) instead of its printed one', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Fire Energy', 'Fire Energy'] });
    const charmander = sc.bench(0, 'Charmander', { energy: ['Fire Energy', 'Fire Energy'] });
    const machop = sc.bench(0, 'Machop');
    sc.active(1, 'Chansey'); // printed Weakness: Fighting
    sc.bench(1, 'Machop');
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 1'));
    expect(options(sc)).toEqual(COLOURED);
    sc.do(Act.Option, 0, T.Fire);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.s.current[0]).toBe(1); // the attack ended the turn
    // The printed Fighting Weakness no longer applies; Fire does.
    expect(computeAttackDamage(sc.s, machop, A1, 20, false)).toBe(20);
    // Player 0's next turn: Charmander comes in and its Ember is doubled by the new Weakness.
    sc.turn(0, 5);
    sc.do(Act.Retreat, 0, charmander); // Porygon pays 1 Fire Energy
    expect(sc.name(A0)).toBe('Charmander');
    sc.attack(atk('Charmander', 'Ember'));
    expect(sc.s.damage[A1]).toBe(60);
    sc.expectFlipsUsed();
  });

  it('choosing is optional in effect: the printed type may be chosen again', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy'] });
    const machop = sc.bench(0, 'Machop');
    sc.active(1, 'Chansey');
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 1'));
    sc.do(Act.Option, 0, T.Fighting);
    expect(computeAttackDamage(sc.s, machop, A1, 20, false)).toBe(40);
  });

  it('a Pokémon without Weakness keeps none: no type is asked for', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy'] });
    const machop = sc.bench(0, 'Machop');
    sc.active(1, 'Dragonair'); // no Weakness
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 1'));
    expect(sc.s.current[0]).toBe(1); // finished without a choice
    expect(sc.s.weakOverride[A1]).toBe(0);
    expect(computeAttackDamage(sc.s, machop, A1, 20, false)).toBe(20);
  });

  it('Barrier (prevent all effects of attacks) stops the change', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy'] });
    sc.active(1, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.turn(1, 4);
    sc.attack(atk('Mewtwo', 'Barrier'));
    sc.turn(0, 5);
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 1'));
    expect(options(sc)).toEqual([]);
    expect(sc.s.weakOverride[A1]).toBe(0);
  });

  it('the change ends when the Pokémon retreats to the Bench, and when it evolves', () => {
    for (const leave of ['retreat', 'evolve'] as const) {
      const sc = classic();
      sc.active(0, 'Porygon', { energy: ['Water Energy'] });
      const fighter = sc.bench(0, 'Machop');
      sc.active(1, 'Machop', { energy: ['Fighting Energy'] }); // printed Weakness: Psychic
      const bench1 = sc.bench(1, 'Chansey');
      sc.hand(1, 'Machoke');
      sc.flips();
      sc.attack(atk('Porygon', 'Conversion 1'));
      sc.do(Act.Option, 0, T.Fighting);
      expect(computeAttackDamage(sc.s, fighter, A1, 20, false)).toBe(40); // Weak to Fighting now
      sc.turn(1, 6);
      if (leave === 'retreat') {
        sc.do(Act.Retreat, 0, bench1);
        expect(sc.name(bench1)).toBe('Machop');
        expect(sc.s.weakOverride[bench1]).toBe(0);
        expect(sc.s.weakOverride[A1]).toBe(0); // Chansey did not inherit it
      } else {
        sc.do(Act.Evolve, sc.handCard(1, 'Machoke'), A1);
        expect(sc.s.weakOverride[A1]).toBe(0);
        expect(computeAttackDamage(sc.s, fighter, A1, 20, false)).toBe(20); // Machoke: Weak to Psychic
      }
    }
  });

  it('the greedy bot picks the type of its own Pokémon (the Active counts most)', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy'] });
    sc.bench(0, 'Charmander');
    sc.bench(0, 'Charmander');
    sc.bench(0, 'Machop');
    sc.active(1, 'Chansey');
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 1'));
    const a = greedyPick(sc);
    expect(actKind(a)).toBe(Act.Option);
    expect(actB(a)).toBe(T.Fire);
  });
});

describe('Porygon: Conversion 2', () => {
  it('X3: Porygon resists the chosen type (−30) and no longer its printed Psychic', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy', 'Water Energy'] });
    sc.active(1, 'Charmander', { energy: ['Fire Energy', 'Fire Energy'] });
    const psychic = sc.bench(1, 'Abra');
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 2'));
    expect(options(sc)).toEqual(COLOURED);
    sc.do(Act.Option, 0, T.Fire);
    expect(sc.s.resOverride[A0]).toBe(T.Fire + 1);
    expect(computeAttackDamage(sc.s, psychic, A0, 30, false)).toBe(30); // Psychic: no longer resisted
    // The opponent's turn: Ember (30) does 0 to Porygon.
    sc.turn(1, 4);
    sc.attack(atk('Charmander', 'Ember'));
    expect(sc.s.damage[A0]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('the change ends when Porygon goes to the Bench', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy', 'Water Energy'] });
    const bench = sc.bench(0, 'Machop');
    sc.active(1, 'Charmander');
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 2'));
    sc.do(Act.Option, 0, T.Fire);
    sc.turn(0, 5);
    sc.do(Act.Retreat, 0, bench);
    expect(sc.name(bench)).toBe('Porygon');
    expect(sc.s.resOverride[bench]).toBe(0);
  });

  it('the greedy bot picks the Defending Pokémon\'s type; the log names the type', () => {
    const sc = classic();
    sc.active(0, 'Porygon', { energy: ['Water Energy', 'Water Energy'] });
    sc.active(1, 'Machop');
    const log = new GameLog(sc.s);
    sc.s.logger = log;
    sc.flips();
    sc.attack(atk('Porygon', 'Conversion 2'));
    const a = greedyPick(sc);
    expect(actB(a)).toBe(T.Fighting);
    const r = log.action(a);
    step(sc.s, a);
    log.after(r);
    expect(r.text).toBe('choose Fighting');
    const changed = log.records.find((x) => (x as unknown as { kind?: string }).kind === 'resistance-changed') as unknown as { type: string; newType: string } | undefined;
    expect(changed?.type).toBe('event');
    expect(changed?.newType).toBe('Fighting');
  });
});

describe('Clefairy: Sing and Metronome', () => {
  it('C6: Sing: heads → Asleep, tails → nothing', () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Clefairy', { energy: ['Water Energy'] });
      sc.active(1, 'Chansey');
      sc.flips(...(heads ? [true, false] : [false])); // Asleep: the Checkup flip (tails) keeps it so (C2)
      sc.attack(atk('Clefairy', 'Sing'));
      expect(sc.s.cond[A1]).toBe(heads ? Cond.Asleep : 0);
      expect(sc.s.damage[A1]).toBe(0);
      sc.expectFlipsUsed();
    }
  });

  it("Metronome copies the chosen attack's damage and effects, without its discard-to-use cost", () => {
    const sc = classic();
    sc.active(0, 'Clefairy', { energy: ['Fire Energy', 'Fire Energy', 'Fire Energy'] });
    sc.active(1, 'Charmander'); // Scratch 10; Ember 30, discarding a Fire Energy to use it
    const log = new GameLog(sc.s);
    sc.s.logger = log;
    sc.flips();
    sc.attack(atk('Clefairy', 'Metronome'));
    expect(options(sc)).toEqual([0, 1]);
    const a = greedyPick(sc);
    expect(actB(a)).toBe(1); // the greedy bot copies the stronger Ember
    const r = log.action(a);
    step(sc.s, a);
    log.after(r);
    expect(r.text).toBe('copy Ember');
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.energyOn(A0)).toBe(3); // no Fire Energy discarded
    const copy = log.records.find((x) => (x as unknown as { kind?: string }).kind === 'copy-attack') as unknown as { attack: string } | undefined;
    expect(copy?.attack).toBe('Ember');
    sc.expectFlipsUsed();
  });

  it("X3/X4: the copied attack's damage has Clefairy's type (Colorless), with the usual W/R of the target", () => {
    const sc = classic();
    sc.active(0, 'Clefairy', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy'] }); // Weak to Psychic
    sc.flips();
    sc.attack(atk('Clefairy', 'Metronome'));
    sc.do(Act.Option, 0, atk('Mewtwo', 'Psychic'));
    expect(sc.s.damage[A1]).toBe(30); // 10 + 10 per Energy on Mewtwo; not doubled
    sc.expectFlipsUsed();
  });

  it("Metronome copying Barrier protects Clefairy without discarding a Psychic Energy", () => {
    const sc = classic();
    sc.active(0, 'Clefairy', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.flips();
    sc.attack(atk('Clefairy', 'Metronome'));
    sc.do(Act.Option, 0, atk('Mewtwo', 'Barrier'));
    expect(sc.s.guard[A0]).toBe(Guard.PreventDamageAndEffects);
    expect(sc.energyOn(A0)).toBe(3);
    sc.turn(1, 4);
    sc.attack(atk('Mewtwo', 'Psychic'));
    expect(sc.s.damage[A0]).toBe(0);
  });

  it("the copied attack's coin flips and conditions happen as that attack's (heads → Paralyzed)", () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Clefairy', { energy: n(3, 'Water Energy') });
      sc.active(1, 'Electabuzz');
      sc.flips(heads);
      sc.attack(atk('Clefairy', 'Metronome'));
      sc.do(Act.Option, 0, atk('Electabuzz', 'Thundershock'));
      expect(sc.s.damage[A1]).toBe(10);
      expect(sc.s.cond[A1]).toBe(heads ? Cond.Paralyzed : 0);
      sc.expectFlipsUsed();
    }
  });

  it('Metronome never copies another Metronome: against Clefairy, Sing is used at once', () => {
    const sc = classic();
    sc.active(0, 'Clefairy', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Clefairy');
    sc.flips(true, false); // Sing heads; the Checkup flip keeps it Asleep
    sc.attack(atk('Clefairy', 'Metronome'));
    expect(options(sc)).toEqual([]);
    expect(sc.s.cond[A1]).toBe(Cond.Asleep);
    sc.expectFlipsUsed();
  });

  it('the greedy bot attacks with Metronome when the copied attack does more than Sing', () => {
    const sc = classic();
    sc.active(0, 'Clefairy', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Charmander');
    const a = greedyPick(sc);
    expect(actKind(a)).toBe(Act.Attack);
    expect(actB(a)).toBe(atk('Clefairy', 'Metronome'));
  });
});

describe('Pidgeotto: Mirror Move', () => {
  it("does last turn's final damage back, without Weakness or Resistance again", () => {
    const sc = classic();
    sc.active(0, 'Pidgeotto', { energy: n(3, 'Water Energy') }); // Weak to Lightning
    sc.active(1, 'Electabuzz', { energy: ['Lightning Energy'] }); // Weak to Fighting
    sc.turn(1, 4);
    sc.flips(false); // Thundershock: tails (no Paralysis)
    sc.attack(atk('Electabuzz', 'Thundershock'));
    expect(sc.s.damage[A0]).toBe(20); // 10 × 2 (Weakness)
    expect(sc.s.current[0]).toBe(0);
    sc.attack(atk('Pidgeotto', 'Mirror Move'));
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
  });

  it('C4: copies a Special Condition too (Poisoned), with the damage', () => {
    const sc = classic();
    sc.active(0, 'Pidgeotto', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Weedle', { energy: ['Grass Energy'] });
    sc.turn(1, 4);
    sc.flips(true);
    sc.attack(atk('Weedle', 'Poison Sting'));
    expect(sc.s.poisoned[A0]).toBe(1);
    expect(sc.s.damage[A0]).toBe(20); // 10 + 10 at Pokémon Checkup
    sc.attack(atk('Pidgeotto', 'Mirror Move'));
    expect(sc.s.poisoned[A1]).toBe(1);
    expect(sc.s.damage[A1]).toBe(20); // 10 + 10 at Pokémon Checkup after Mirror Move
    sc.expectFlipsUsed();
  });

  it('does nothing if Pidgeotto was not attacked last turn', () => {
    const sc = classic();
    sc.active(0, 'Pidgeotto', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Charmander', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.turn(1, 2);
    sc.attack(atk('Charmander', 'Scratch')); // turn 2: two turns before turn 4
    sc.turn(0, 4);
    sc.flips();
    sc.attack(atk('Pidgeotto', 'Mirror Move'));
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('the greedy bot uses Mirror Move when it returns more than Whirlwind does', () => {
    const sc = classic();
    sc.active(0, 'Pidgeotto', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Charmander', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.turn(1, 4);
    sc.flips();
    sc.attack(atk('Charmander', 'Ember')); // 30 on Pidgeotto
    expect(sc.s.current[0]).toBe(0);
    const a = greedyPick(sc);
    expect(actKind(a)).toBe(Act.Attack);
    expect(actB(a)).toBe(atk('Pidgeotto', 'Mirror Move'));
  });
});
