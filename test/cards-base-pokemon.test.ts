// Base Set (base1) Pokémon added for the whole set: one scenario (or more) per attack effect,
// under the classic rule set (V3), with injected coin flips that must all be used.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, SLOTS, Phase } from './helpers/scenario.js';
import { base1 } from '../src/cards/sets/base1.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond, Supertype, type PokemonDef } from '../src/cards/types.js';
import { actKind, actA } from '../src/engine/actions.js';

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

function n(times: number, ref: string): string[] {
  return Array.from({ length: times }, () => ref);
}

function chooseCardNames(sc: Scenario): string[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseCard).map((a) => ALL_CARDS[sc.s.cardDef[actA(a)]].name).sort();
}

function chooseSlots(sc: Scenario): number[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseSlot).map((a) => a & 0xff);
}

describe('Base Set Pokémon: plain damage and reused effects', () => {
  it.each([
    { card: 'Seel', attack: 'Headbutt', energy: ['Water Energy'], damage: 10 },
    { card: 'Voltorb', attack: 'Tackle', energy: ['Lightning Energy'], damage: 10 },
    { card: 'Dewgong', attack: 'Aurora Beam', energy: n(3, 'Water Energy'), damage: 50 },
    { card: 'Magmar', attack: 'Fire Punch', energy: n(2, 'Fire Energy'), damage: 30 },
    { card: 'Nidorino', attack: 'Horn Drill', energy: n(4, 'Grass Energy'), damage: 50 },
    { card: 'Dugtrio', attack: 'Slash', energy: n(3, 'Fighting Energy'), damage: 40 },
    { card: 'Raticate', attack: 'Bite', energy: ['Water Energy'], damage: 20 },
  ])('$card $attack: $damage damage', ({ card, attack, energy, damage }) => {
    const sc = classic();
    sc.active(0, card, { energy });
    sc.active(1, 'Chansey'); // weak only to Fighting, which no row uses but Dugtrio
    sc.flips();
    sc.attack(atk(card, attack));
    expect(sc.s.damage[A1]).toBe(card === 'Dugtrio' ? 2 * damage : damage); // X3: Chansey is weak to Fighting
    sc.expectFlipsUsed();
  });

  it.each([
    { card: 'Magneton', attack: 'Thunder Wave', energy: n(3, 'Lightning Energy'), damage: 30 },
    { card: 'Dewgong', attack: 'Ice Beam', energy: n(4, 'Water Energy'), damage: 30 },
    { card: 'Electabuzz', attack: 'Thundershock', energy: ['Lightning Energy'], damage: 10 },
    { card: 'Caterpie', attack: 'String Shot', energy: ['Grass Energy'], damage: 10 },
    { card: 'Metapod', attack: 'Stun Spore', energy: n(2, 'Grass Energy'), damage: 20 },
  ])('$card $attack: $damage damage; heads → Paralyzed, tails → not (C6)', ({ card, attack, energy, damage }) => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, card, { energy });
      sc.active(1, 'Chansey');
      sc.flips(heads);
      sc.attack(atk(card, attack));
      expect(sc.s.damage[A1]).toBe(damage);
      expect(sc.s.cond[A1]).toBe(heads ? Cond.Paralyzed : 0);
      sc.expectFlipsUsed();
    }
  });

  it.each([
    { card: 'Dragonair', attack: 'Slam', energy: n(3, 'Water Energy'), per: 30 },
    { card: 'Nidorino', attack: 'Double Kick', energy: n(3, 'Grass Energy'), per: 30 },
    { card: 'Poliwhirl', attack: 'Doubleslap', energy: n(3, 'Water Energy'), per: 30 },
    { card: 'Doduo', attack: 'Fury Attack', energy: ['Water Energy'], per: 10 },
  ])('$card $attack: $per × heads of 2 coins', ({ card, attack, energy, per }) => {
    for (const [a, b] of [[true, true], [true, false], [false, false]]) {
      const sc = classic();
      sc.active(0, card, { energy });
      sc.active(1, 'Chansey');
      sc.flips(a, b);
      sc.attack(atk(card, attack));
      expect(sc.s.damage[A1]).toBe(per * ((a ? 1 : 0) + (b ? 1 : 0)));
      sc.expectFlipsUsed();
    }
  });

  it("Chansey Scrunch: heads prevents all damage to Chansey next turn, but other effects still happen", () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Chansey', { energy: n(2, 'Water Energy') });
      sc.active(1, 'Magnemite', { energy: ['Lightning Energy'] });
      sc.flips(heads, true); // Scrunch, then Thunder Wave heads
      sc.attack(atk('Chansey', 'Scrunch'));
      expect(sc.s.damage[A1]).toBe(0);
      sc.attack(atk('Magnemite', 'Thunder Wave'));
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 10);
      expect(sc.s.cond[A0]).toBe(Cond.Paralyzed);
      sc.expectFlipsUsed();
    }
  });

  it('Metapod Stiffen: heads prevents all damage to Metapod next turn', () => {
    const sc = classic();
    sc.active(0, 'Metapod', { energy: n(2, 'Grass Energy') });
    sc.active(1, 'Machop', { energy: ['Fighting Energy'] });
    sc.flips(true);
    sc.attack(atk('Metapod', 'Stiffen'));
    sc.attack(atk('Machop', 'Low Kick'));
    expect(sc.s.damage[A0]).toBe(0);
    sc.expectFlipsUsed();
  });

  it("Raichu Agility: heads prevents all damage and effects of attacks next turn (Paralysis too); tails doesn't", () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Raichu', { energy: n(3, 'Lightning Energy') });
      sc.active(1, 'Magnemite', { energy: ['Lightning Energy'] });
      sc.flips(heads, true); // Agility, then Thunder Wave heads
      sc.attack(atk('Raichu', 'Agility'));
      expect(sc.s.damage[A1]).toBe(20);
      sc.attack(atk('Magnemite', 'Thunder Wave'));
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 10);
      expect(sc.s.cond[A0]).toBe(heads ? 0 : Cond.Paralyzed);
      sc.expectFlipsUsed();
    }
  });

  it.each([
    { card: 'Raichu', energy: n(4, 'Lightning Energy') },
    { card: 'Zapdos', energy: n(4, 'Lightning Energy') },
  ])('$card Thunder: 60 damage; tails also 30 to itself, heads not', ({ card, energy }) => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, card, { energy });
      sc.active(1, 'Chansey');
      sc.flips(heads);
      sc.attack(atk(card, 'Thunder'));
      expect(sc.s.damage[A1]).toBe(60);
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 30);
      sc.expectFlipsUsed();
    }
  });

  it('Chansey Double-edge: 80 damage and 80 to itself', () => {
    const sc = classic();
    sc.active(0, 'Chansey', { energy: n(4, 'Water Energy') });
    sc.active(1, 'Onix');
    sc.flips();
    sc.attack(atk('Chansey', 'Double-edge'));
    expect(sc.s.damage[A1]).toBe(80);
    expect(sc.s.damage[A0]).toBe(80);
    sc.expectFlipsUsed();
  });

  it("Magneton Selfdestruct: 80 to the Defending Pokémon, 20 to every Benched Pokémon of both players (no W/R, X4), 80 to itself", () => {
    const sc = classic();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Magneton', { energy: n(4, 'Lightning Energy') });
    const own = sc.bench(0, 'Pikachu');
    sc.active(1, 'Chansey');
    const weak = sc.bench(1, 'Squirtle'); // weak to Lightning: not on the Bench (X4)
    sc.flips();
    sc.attack(atk('Magneton', 'Selfdestruct'));
    expect(sc.s.damage[A1]).toBe(80);
    expect(sc.s.damage[weak]).toBe(20);
    expect(sc.s.damage[own]).toBe(20);
    expect(sc.countIn(0, 'Magneton', Zone.Discard)).toBe(1); // 80 ≥ its 60 HP
    expect(sc.s.prizeCount[1]).toBe(5);
    sc.expectFlipsUsed();
  });

  it('Magmar Flamethrower: discards a Fire Energy to do 50 (X1)', () => {
    const sc = classic();
    sc.active(0, 'Magmar', { energy: ['Fire Energy', 'Fire Energy', 'Water Energy'] });
    sc.active(1, 'Chansey');
    sc.flips();
    sc.attack(atk('Magmar', 'Flamethrower'));
    expect(sc.s.damage[A1]).toBe(50);
    expect(sc.countIn(0, 'Fire Energy', Zone.Discard)).toBe(1);
    expect(sc.energyOn(A0)).toBe(2);
    sc.expectFlipsUsed();
  });

  it("Poliwhirl Amnesia: the chosen attack of the Defending Pokémon can't be used during the opponent's next turn", () => {
    const sc = classic();
    sc.active(0, 'Poliwhirl', { energy: n(2, 'Water Energy') });
    sc.active(1, 'Hitmonchan', { energy: n(3, 'Fighting Energy') });
    sc.flips();
    sc.attack(atk('Poliwhirl', 'Amnesia'));
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    sc.do(Act.Option, 0, atk('Hitmonchan', 'Jab'));
    expect(sc.s.current[0]).toBe(1);
    expect(sc.can(Act.Attack, 0, atk('Hitmonchan', 'Jab'))).toBe(false);
    expect(sc.can(Act.Attack, 0, atk('Hitmonchan', 'Special Punch'))).toBe(true);
    sc.expectFlipsUsed();
  });
});

describe('Base Set Pokémon: new attack effects', () => {
  it.each([
    { card: 'Nidoking', attack: 'Thrash', energy: n(3, 'Grass Energy') },
    { card: 'Electabuzz', attack: 'Thunderpunch', energy: n(2, 'Lightning Energy') },
  ])('$card $attack: heads 30 + 10; tails 30 and 10 to itself', ({ card, attack, energy }) => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, card, { energy });
      sc.active(1, 'Chansey');
      sc.flips(heads);
      sc.attack(atk(card, attack));
      expect(sc.s.damage[A1]).toBe(heads ? 40 : 30);
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 10);
      sc.expectFlipsUsed();
    }
  });

  it('Nidoking Toxic: C2 the Defending Pokémon is Poisoned and takes 20 at each Pokémon Checkup, even if it was already Poisoned', () => {
    for (const already of [false, true]) {
      const sc = classic();
      sc.active(0, 'Nidoking', { energy: n(3, 'Grass Energy') });
      sc.active(1, 'Chansey', { poisoned: already });
      sc.flips();
      sc.attack(atk('Nidoking', 'Toxic')); // ends the turn: Checkup
      expect(sc.s.damage[A1]).toBe(20 + 20);
      expect(sc.s.poisoned[A1]).not.toBe(0);
      sc.do(Act.EndTurn); // the opponent's turn ends: another Checkup
      expect(sc.s.damage[A1]).toBe(20 + 40);
      sc.expectFlipsUsed();
    }
  });

  it('Koffing Foul Gas: heads → Poisoned, tails → Confused', () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Koffing', { energy: n(2, 'Grass Energy') });
      sc.active(1, 'Chansey');
      sc.flips(heads);
      sc.attack(atk('Koffing', 'Foul Gas'));
      expect(sc.s.poisoned[A1]).toBe(heads ? 1 : 0);
      expect(sc.s.cond[A1]).toBe(heads ? 0 : Cond.Confused);
      expect(sc.s.damage[A1]).toBe(heads ? 20 : 10); // + 10 Poison at the Checkup
      sc.expectFlipsUsed();
    }
  });

  it('Poliwrath Water Gun: +10 per Water Energy not used for the cost (the Colorless part is paid by other Energy first), at most +20', () => {
    for (const [energy, expected] of [
      [n(3, 'Water Energy'), 30], // the third Water pays the Colorless
      [['Water Energy', 'Water Energy', 'Fire Energy', 'Water Energy'], 40],
      [n(4, 'Water Energy'), 40],
      [n(5, 'Water Energy'), 50],
      [n(6, 'Water Energy'), 50],
    ] as const) {
      const sc = classic();
      sc.active(0, 'Poliwrath', { energy: [...energy] });
      sc.active(1, 'Onix');
      sc.flips();
      sc.attack(atk('Poliwrath', 'Water Gun'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('Poliwag Water Gun: 10 + 10 per extra Water Energy, at most +20', () => {
    for (const [k, expected] of [[1, 10], [2, 20], [3, 30], [4, 30]]) {
      const sc = classic();
      sc.active(0, 'Poliwag', { energy: n(k, 'Water Energy') });
      sc.active(1, 'Onix');
      sc.flips();
      sc.attack(atk('Poliwag', 'Water Gun'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it.each([
    { card: 'Poliwrath', attack: 'Whirlpool', energy: n(4, 'Water Energy'), damage: 40 },
    { card: 'Dragonair', attack: 'Hyper Beam', energy: n(4, 'Water Energy'), damage: 20 },
  ])("$card $attack: $damage damage, then the attacker discards 1 chosen Energy card of the Defending Pokémon's", ({ card, attack, energy, damage }) => {
    const sc = classic();
    sc.active(0, card, { energy });
    sc.active(1, 'Chansey', { energy: ['Fire Energy', 'Grass Energy'] });
    sc.bench(1, 'Seel', { energy: ['Water Energy'] });
    sc.flips();
    sc.attack(atk(card, attack));
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(sc.s.decider[0]).toBe(0);
    expect(chooseCardNames(sc)).toEqual(['Fire Energy', 'Grass Energy']); // only the Defending Pokémon's
    const grass = sc.find(1, 'Grass Energy', Zone.InPlay);
    sc.do(Act.ChooseCard, grass);
    expect(sc.s.damage[A1]).toBe(damage);
    expect(sc.countIn(1, 'Grass Energy', Zone.Discard)).toBe(1);
    expect(sc.energyOn(A1)).toBe(1);
    expect(sc.energyOn(A1 + 1)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Dragonair Hyper Beam: nothing to discard when the Defending Pokémon has no Energy; a single Energy goes without a choice', () => {
    for (const energy of [[], ['Fire Energy']]) {
      const sc = classic();
      sc.active(0, 'Dragonair', { energy: n(4, 'Water Energy') });
      sc.active(1, 'Chansey', { energy });
      sc.flips();
      sc.attack(atk('Dragonair', 'Hyper Beam'));
      expect(sc.s.current[0]).toBe(1); // no choice was asked: the turn ended
      expect(sc.energyOn(A1)).toBe(0);
      expect(sc.countIn(1, 'Fire Energy', Zone.Discard)).toBe(energy.length);
      sc.expectFlipsUsed();
    }
  });

  it('Zapdos Thunderbolt: discards every Energy card attached to Zapdos (X1) and does 100', () => {
    const sc = classic();
    sc.active(0, 'Zapdos', { energy: [...n(4, 'Lightning Energy'), 'Water Energy'] });
    sc.active(1, 'Chansey');
    sc.flips();
    sc.attack(atk('Zapdos', 'Thunderbolt'));
    expect(sc.s.damage[A1]).toBe(100);
    expect(sc.energyOn(A0)).toBe(0);
    expect(sc.countIn(0, 'Lightning Energy', Zone.Discard)).toBe(4);
    expect(sc.countIn(0, 'Water Energy', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Dugtrio Earthquake: 70 to the Defending Pokémon and 10 to each of its own Benched Pokémon (no W/R), none to the opponent's Bench", () => {
    const sc = classic();
    sc.active(0, 'Dugtrio', { energy: n(4, 'Fighting Energy') });
    const own1 = sc.bench(0, 'Diglett');
    const own2 = sc.bench(0, 'Pikachu'); // weak to Fighting: not on the Bench (X4)
    sc.active(1, 'Onix');
    const theirs = sc.bench(1, 'Seel');
    sc.flips();
    sc.attack(atk('Dugtrio', 'Earthquake'));
    expect(sc.s.damage[A1]).toBe(70);
    expect(sc.s.damage[own1]).toBe(10);
    expect(sc.s.damage[own2]).toBe(10);
    expect(sc.s.damage[theirs]).toBe(0);
    expect(sc.s.damage[A0]).toBe(0);
    sc.expectFlipsUsed();
  });

  it("Raticate Super Fang: damage = half the Defending Pokémon's remaining HP, rounded up to the nearest 10", () => {
    for (const [already, expected] of [[0, 60], [50, 40], [90, 20], [100, 10]]) {
      const sc = classic();
      sc.active(0, 'Raticate', { energy: n(3, 'Water Energy') });
      sc.active(1, 'Chansey', { damage: already }); // 120 HP
      sc.flips();
      sc.attack(atk('Raticate', 'Super Fang'));
      expect(sc.s.damage[A1]).toBe(already + expected);
      sc.expectFlipsUsed();
    }
  });

  it('Raticate Super Fang: X3 Weakness doubles the halved amount', () => {
    const sc = classic();
    sc.active(0, 'Raticate', { energy: n(3, 'Water Energy') });
    sc.active(1, 'Hitmonchan', { damage: 10 }); // 60 left → 30; Hitmonchan is not weak to Colorless
    sc.flips();
    sc.attack(atk('Raticate', 'Super Fang'));
    expect(sc.s.damage[A1]).toBe(10 + 30);
    sc.expectFlipsUsed();
  });

  it("Pidgey Whirlwind: the damage first, then the opponent chooses which Benched Pokémon switches in", () => {
    const sc = classic();
    sc.active(0, 'Pidgey', { energy: n(2, 'Water Energy') });
    sc.active(1, 'Onix', { cond: Cond.Paralyzed });
    sc.bench(1, 'Seel');
    sc.bench(1, 'Voltorb');
    sc.flips();
    sc.attack(atk('Pidgey', 'Whirlwind'));
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(sc.s.decider[0]).toBe(1); // the opponent chooses
    expect(sc.s.damage[A1]).toBe(10);
    expect(chooseSlots(sc)).toEqual([A1 + 1, A1 + 2]);
    sc.do(Act.ChooseSlot, 0, A1 + 2);
    expect(sc.name(A1)).toBe('Voltorb');
    expect(sc.name(A1 + 2)).toBe('Onix');
    expect(sc.s.damage[A1 + 2]).toBe(10);
    expect(sc.s.cond[A1 + 2]).toBe(0); // recovered on the Bench
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.decider[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Pidgey Whirlwind: with no Benched Pokémon nothing is switched and no choice is asked', () => {
    const sc = classic();
    sc.active(0, 'Pidgey', { energy: n(2, 'Water Energy') });
    sc.active(1, 'Onix');
    sc.flips();
    sc.attack(atk('Pidgey', 'Whirlwind'));
    expect(sc.name(A1)).toBe('Onix');
    expect(sc.s.current[0]).toBe(1);
    sc.expectFlipsUsed();
  });
});
