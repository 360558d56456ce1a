// Cards of the Standard 2026 Grimmsnarl/Froslass and N's Zoroark lists (issue 32): Marnie's
// Impidimp, Morgrem and Grimmsnarl ex, Spikemuth Gym (DRI), Snorunt (ASC), Froslass (TWM), Iron
// Bundle (PAR), and the N's cards. A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS, findByCode } from '../src/cards/pool.js';
import { Pend } from '../src/engine/state.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { retreatCost } from '../src/engine/game.js';
import { cOwner } from '../src/engine/tables.js';
import { Owner, Guard } from '../src/cards/types.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { step } from '../src/engine/game.js';

/** The greedy bot's pick among the legal actions now. */
function greedyPick(sc: Scenario): number {
  const legal = sc.legal();
  const out = Int32Array.from(legal);
  return out[greedyChoose(sc.s, out, legal.length, new BotRng())];
}

const DARK = 'Basic Darkness Energy';
const WATER = 'Basic Water Energy';
const IMPIDIMP = "Marnie's Impidimp";
const MORGREM = "Marnie's Morgrem";
const GRIMMSNARL = "Marnie's Grimmsnarl ex";
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;

const std = (opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario => new Scenario({ rules: 'standard', filler: DARK, ...opts });

const offered = (sc: Scenario): string[] =>
  sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const powers = (sc: Scenario): number[][] => sc.legal().filter((x) => actKind(x) === Act.Power).map((x) => [actA(x), actB(x)]);
const evCount = (sc: Scenario, code: number): number => sc.events.filter((e) => e.code === code).length;

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

describe("Trainer-owned Pokémon (Marnie's, N's)", () => {
  it('R10: a Pokémon card\'s Trainer comes from its name', () => {
    expect(cOwner[findByCode('DRI', 134)]).toBe(Owner.Marnie);
    expect(cOwner[findByCode('DRI', 136)]).toBe(Owner.Marnie);
    expect(cOwner[cardId('Munkidori')]).toBe(Owner.None);
  });
});

describe("Marnie's Impidimp (DRI 134), Marnie's Morgrem (DRI 135)", () => {
  it('Filch: draw a card', () => {
    const sc = std();
    sc.active(0, IMPIDIMP, { energy: [DARK] });
    sc.active(1, 'Snorunt');
    sc.turn(0);
    const hand = sc.s.handCount[0], deck = sc.s.deckCount[0];
    sc.flips();
    sc.attack(0);
    expect([sc.s.handCount[0], sc.s.deckCount[0]]).toEqual([hand + 1, deck - 1]);
    sc.expectFlipsUsed();
  });

  it('Corkscrew Punch: the printed damage (Morgrem 60)', () => {
    const sc = std();
    sc.active(0, MORGREM, { energy: [DARK, DARK], under: [IMPIDIMP] });
    sc.active(1, 'Snorunt');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
    sc.expectFlipsUsed();
  });
});

describe("Marnie's Grimmsnarl ex (DRI 136)", () => {
  function evolving(): { sc: Scenario; snarl: number } {
    const sc = std({ deck0: [DARK, DARK, DARK, DARK, DARK, DARK], filler: WATER });
    sc.active(0, MORGREM, { under: [IMPIDIMP] });
    sc.bench(0, IMPIDIMP);
    sc.bench(0, 'Munkidori');
    sc.active(1, 'Snorunt');
    const [snarl] = sc.hand(0, GRIMMSNARL);
    sc.turn(0, 3);
    return { sc, snarl };
  }

  it("A5, R10: Punk Up: up to 5 basic Darkness Energy from the deck, only onto Marnie's Pokémon, then a shuffle", () => {
    const { sc, snarl } = evolving();
    sc.do(Act.Evolve, snarl, A0);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    for (let i = 0; i < 5; i++) {
      expect(offered(sc)).toEqual([DARK]);
      choose(sc, DARK);
      expect(offeredSlots(sc)).toEqual([A0, B01]); // not Munkidori: not a Marnie's Pokémon
      sc.do(Act.ChooseSlot, 0, i < 3 ? A0 : B01);
    }
    expect([sc.energyOn(A0), sc.energyOn(B01), sc.energyOn(B02)]).toEqual([3, 2, 0]);
    expect(sc.countIn(0, DARK, Zone.Deck)).toBe(1); // 5 at most
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([]); // triggered only
  });

  it('Punk Up (greedy): takes it, and the Darkness Energy go to the Grimmsnarl ex until Shadow Bullet is paid', () => {
    const { sc, snarl } = evolving();
    sc.do(Act.Evolve, snarl, A0);
    const slots: number[] = [];
    for (let guard = 0; sc.s.phase[0] !== Phase.Main && guard < 20; guard++) {
      const x = greedyPick(sc);
      if (actKind(x) === Act.ChooseSlot) slots.push(actB(x));
      step(sc.s, x);
    }
    expect(slots.length).toBe(5);
    expect(slots.slice(0, 2)).toEqual([A0, A0]);
    expect(sc.energyOn(A0) + sc.energyOn(B01)).toBe(5);
  });

  it('Punk Up: No leaves the deck alone', () => {
    const { sc, snarl } = evolving();
    sc.do(Act.Evolve, snarl, A0);
    sc.do(Act.No);
    expect(sc.countIn(0, DARK, Zone.Deck)).toBe(6);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it("Shadow Bullet: 180 to the Active and 30 to a Benched Pokémon of the opponent's choice of the attacker", () => {
    const sc = std();
    sc.active(0, GRIMMSNARL, { energy: [DARK, DARK], under: [IMPIDIMP, MORGREM] });
    sc.active(1, 'Froslass', { under: ['Snorunt'] });
    sc.bench(1, 'Snorunt');
    sc.bench(1, 'Munkidori');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect([sc.s.damage[B11], sc.s.damage[B12]]).toEqual([0, 30]);
    expect(sc.s.slotTop[A1] < 0 || sc.s.damage[A1] >= 90).toBe(true); // 180 Knocks Froslass (90 HP) Out
    expect(sc.s.prizeCount[0]).toBe(5);
    sc.expectFlipsUsed();
  });
});

describe('Spikemuth Gym (DRI 169)', () => {
  it("once in each player's turn: a Marnie's Pokémon from the deck into the hand", () => {
    const sc = std({ deck0: [IMPIDIMP, GRIMMSNARL, 'Munkidori'] });
    sc.active(0, 'Snorunt');
    sc.active(1, 'Snorunt');
    const [gym] = sc.hand(0, 'Spikemuth Gym');
    sc.turn(0);
    sc.do(Act.PlayTrainer, gym);
    expect(sc.s.stadium[0]).toBe(gym);
    sc.do(Act.UseStadium, gym);
    expect(offered(sc)).toEqual([GRIMMSNARL, IMPIDIMP]);
    choose(sc, GRIMMSNARL);
    expect(sc.countIn(0, GRIMMSNARL, Zone.Hand)).toBe(1);
    expect(sc.countIn(0, 'Munkidori', Zone.Deck)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.can(Act.UseStadium, gym)).toBe(false); // once a turn
  });
});

describe('Snorunt (ASC 46), Froslass (TWM 53)', () => {
  it('Chilly: the printed 10', () => {
    const sc = std();
    sc.active(0, 'Snorunt', { energy: [WATER] });
    sc.active(1, IMPIDIMP);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(10);
    sc.expectFlipsUsed();
  });

  it('C1, R10: Freezing Shroud: at Pokémon Checkup, 1 counter per Froslass on each Pokémon with an Ability, both sides, Froslass excepted', () => {
    const sc = std();
    sc.active(0, 'Froslass', { under: ['Snorunt'] });
    sc.bench(0, 'Froslass', { under: ['Snorunt'] });
    sc.bench(0, 'Munkidori'); // an Ability: hit
    sc.bench(0, IMPIDIMP); // no Ability
    sc.active(1, 'Iron Bundle'); // an Ability: hit
    sc.bench(1, 'Snorunt');
    sc.turn(0);
    sc.flips();
    sc.do(Act.EndTurn);
    expect([sc.s.damage[A0], sc.s.damage[B01], sc.s.damage[B02], sc.s.damage[3]]).toEqual([0, 0, 20, 0]);
    expect([sc.s.damage[A1], sc.s.damage[B11]]).toEqual([20, 0]);
    sc.expectFlipsUsed();
  });

  it('C1, R10: Freezing Shroud counters Knock Out (a Prize taken at Checkup)', () => {
    const sc = std();
    sc.active(0, 'Froslass', { under: ['Snorunt'] });
    sc.bench(0, IMPIDIMP);
    sc.active(1, 'Iron Bundle', { damage: 90 });
    sc.bench(1, 'Snorunt');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0);
    sc.flips();
    sc.do(Act.EndTurn);
    expect(sc.events.some((e) => e.code === Ev.KnockOut && e.a === A1)).toBe(true);
    expect(sc.s.prizeCount[0]).toBe(5);
    sc.expectFlipsUsed();
  });
});

describe('Iron Bundle (PAR 56)', () => {
  function board(): Scenario {
    const sc = std();
    sc.active(0, IMPIDIMP);
    const ib = sc.bench(0, 'Iron Bundle', { energy: [WATER] });
    expect(ib).toBe(B01);
    sc.bench(0, 'Munkidori');
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.bench(1, 'Snorunt');
    sc.bench(1, 'Froslass', { under: ['Snorunt'] });
    sc.turn(0);
    return sc;
  }

  it("R10: Hyper Blower: from the Bench only; the opponent picks their new Active; Iron Bundle and its cards are discarded", () => {
    const sc = board();
    expect(powers(sc)).toEqual([[0, B01]]);
    sc.do(Act.Power, 0, B01);
    expect(sc.s.decider[0]).toBe(1); // the opponent chooses
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Froslass');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.decider[0]).toBe(0);
    expect(sc.countIn(0, 'Iron Bundle', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, WATER, Zone.Discard)).toBe(1);
    expect([sc.s.benchCount[0], sc.name(B01)]).toEqual([1, 'Munkidori']);
  });

  it('Hyper Blower (greedy): used against an opposing Active that threatens and that its Active cannot Knock Out; the opponent brings up its healthiest Benched Pokémon', () => {
    const sc = std();
    sc.active(0, IMPIDIMP);
    sc.bench(0, 'Iron Bundle');
    sc.active(1, GRIMMSNARL, { under: [IMPIDIMP, MORGREM], energy: [DARK, DARK] });
    sc.bench(1, 'Snorunt', { damage: 30 });
    sc.bench(1, MORGREM, { under: [IMPIDIMP] });
    sc.turn(0);
    const x = greedyPick(sc);
    expect([actKind(x), actB(x)]).toEqual([Act.Power, B01]);
    step(sc.s, x);
    expect(actB(greedyPick(sc))).toBe(B12); // Morgrem: 100 HP left, Snorunt 40
    const calm = std();
    calm.active(0, IMPIDIMP);
    calm.bench(0, 'Iron Bundle');
    calm.active(1, 'Snorunt'); // no Energy: no threat
    calm.bench(1, 'Snorunt');
    calm.turn(0);
    expect(calm.legal().some((y) => actKind(y) === Act.Power)).toBe(true);
    expect(actKind(greedyPick(calm))).not.toBe(Act.Power);
  });

  it('R10: Hyper Blower: not from the Active spot, nor with an empty opposing Bench', () => {
    const sc = std();
    sc.active(0, 'Iron Bundle');
    sc.bench(0, IMPIDIMP);
    sc.active(1, 'Snorunt');
    sc.bench(1, 'Snorunt');
    sc.turn(0);
    expect(powers(sc)).toEqual([]);
    const sc2 = std();
    sc2.active(0, IMPIDIMP);
    sc2.bench(0, 'Iron Bundle');
    sc2.active(1, 'Snorunt');
    sc2.turn(0);
    expect(powers(sc2)).toEqual([]);
  });

  it("Refrigerated Stream: an Evolution Defending Pokémon can't attack in the opponent's next turn; a Basic can", () => {
    for (const [defender, under, energy, locked] of [[MORGREM, [IMPIDIMP], DARK, true], ['Munkidori', [], 'Basic Psychic Energy', false]] as const) {
      const sc = std();
      sc.active(0, 'Iron Bundle', { energy: [WATER, WATER, WATER] });
      sc.active(1, defender, { under: [...under], energy: [energy, energy] });
      sc.bench(1, 'Snorunt');
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(80);
      sc.turn(1, 4);
      expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(!locked);
      sc.expectFlipsUsed();
    }
  });
});

const ZORUA = "N's Zorua";
const ZOROARK = "N's Zoroark ex";
const DARUMAKA = "N's Darumaka";
const DARMANITAN = "N's Darmanitan";
const ZEKROM = "N's Zekrom";
const FIRE = 'Basic Fire Energy';

describe("N's Zorua (JTG 97), N's Darumaka (JTG 26)", () => {
  it('are N\'s Pokémon with their printed attacks', () => {
    expect([cOwner[cardId(ZORUA)], cOwner[cardId(DARUMAKA)], cOwner[cardId(ZEKROM)]]).toEqual([Owner.N, Owner.N, Owner.N]);
    const sc = std();
    sc.active(0, ZORUA, { energy: [DARK] });
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
  });
});

describe("N's Zoroark ex (JTG 98)", () => {
  it('Trade: discard a card from the hand to draw 2, once a turn', () => {
    const sc = std();
    sc.active(0, ZOROARK, { under: [ZORUA] });
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    const [ball] = sc.hand(0, 'Nest Ball');
    sc.turn(0);
    expect(powers(sc)).toEqual([[0, A0]]);
    sc.do(Act.Power, 0, A0);
    sc.do(Act.ChooseCard, ball);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(2);
    expect(powers(sc)).toEqual([]);
  });

  it('Trade: not with an empty hand', () => {
    const sc = std();
    sc.active(0, ZOROARK, { under: [ZORUA] });
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.turn(0);
    expect(powers(sc)).toEqual([]);
  });

  it("R10: Night Joker: uses an attack of a Benched N's Pokémon (its cost not needed), not another's", () => {
    const sc = std();
    sc.active(0, ZOROARK, { under: [ZORUA], energy: [DARK, DARK] });
    sc.bench(0, DARMANITAN, { under: [DARUMAKA] });
    sc.bench(0, 'Munkidori'); // not an N's Pokémon: its attack is not offered
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.bench(1, 'Snorunt');
    sc.discard(1, DARK, DARK, DARK);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    const opts = sc.legal().filter((x) => actKind(x) === Act.Option).map(actB);
    expect(opts).toEqual([0, 1]); // Back Draft, Flamebody Cannon
    sc.do(Act.Option, 0, 0); // Back Draft: 30 × 3 basic Energy in the opponent's discard pile
    expect(sc.s.damage[A1]).toBe(90);
    expect(sc.events.some((e) => e.code === Ev.CopyAttack)).toBe(true);
    sc.expectFlipsUsed();
  });

  it('R10: Night Joker: with one attack to use it runs at once; with no Benched N\'s Pokémon it does nothing', () => {
    const sc = std();
    sc.active(0, ZOROARK, { under: [ZORUA], energy: [DARK, DARK] });
    sc.bench(0, ZORUA);
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.turn(0);
    sc.flips();
    sc.attack(0); // Scratch: 20
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
    const sc2 = std();
    sc2.active(0, ZOROARK, { under: [ZORUA], energy: [DARK, DARK] });
    sc2.bench(0, 'Munkidori');
    sc2.active(1, MORGREM, { under: [IMPIDIMP] });
    sc2.turn(0);
    sc2.flips();
    sc2.attack(0);
    expect(sc2.s.damage[A1]).toBe(0);
    sc2.expectFlipsUsed();
  });
});

describe("N's Darmanitan (JTG 27)", () => {
  it("Back Draft: 30 per basic Energy card in the opponent's discard pile (none: nothing)", () => {
    for (const n of [0, 2]) {
      const sc = std();
      sc.active(0, DARMANITAN, { under: [DARUMAKA], energy: [FIRE, FIRE] });
      sc.active(1, MORGREM, { under: [IMPIDIMP] });
      if (n > 0) sc.discard(1, DARK, DARK);
      sc.discard(0, DARK); // its own discard pile does not count
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(30 * n);
      sc.expectFlipsUsed();
    }
  });

  it("Flamebody Cannon: 90, every Energy on it discarded, 90 to a Benched Pokémon (no Weakness)", () => {
    const sc = std();
    sc.active(0, DARMANITAN, { under: [DARUMAKA], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.bench(1, 'Froslass', { under: ['Snorunt'] }); // Froslass: Metal Weakness, not Fire
    sc.bench(1, 'Snorunt');
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    sc.do(Act.ChooseSlot, 0, B12);
    expect([sc.s.damage[A1], sc.s.damage[B11]]).toEqual([90, 0]);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(3);
    expect(sc.energyOn(A0)).toBe(0);
    sc.expectFlipsUsed();
  });
});

describe("N's Zekrom (ASC 155)", () => {
  function zekrom(k: number, wall: boolean): Scenario {
    const sc = std();
    sc.active(0, ZEKROM, { energy: ['Basic Lightning Energy', 'Basic Lightning Energy', FIRE, DARK] });
    sc.active(1, ZOROARK, { under: [ZORUA] }); // 280 HP, Grass Weakness
    if (wall) { // an effect on the opponent's Active: 100 less damage from attacks
      sc.s.guard[A1] = Guard.ReduceDamage;
      sc.s.guardParam[A1] = 100;
      sc.s.guardUntil[A1] = 99;
    }
    sc.turn(0);
    sc.flips();
    sc.attack(k);
    sc.expectFlipsUsed();
    return sc;
  }

  it("X3: Shred: 70, not changed by effects on the opponent's Active (a 100-less guard)", () => {
    expect(zekrom(0, true).s.damage[A1]).toBe(70);
    expect(zekrom(0, false).s.damage[A1]).toBe(70);
  });

  it("Rampaging Thunder: 250 (a guard applies), and it can't attack during its player's next turn", () => {
    expect(zekrom(1, true).s.damage[A1]).toBe(150);
    const sc = zekrom(1, false);
    expect(sc.s.damage[A1]).toBe(250);
    sc.turn(0, 5);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
  });
});

describe('Cyrano (SSP 170)', () => {
  it('up to 3 Pokémon ex from the deck into the hand; no other card is offered', () => {
    const sc = std({ deck0: [ZOROARK, ZOROARK, GRIMMSNARL, 'Munkidori', ZORUA] });
    sc.active(0, ZORUA);
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    const [cy] = sc.hand(0, 'Cyrano');
    sc.turn(0);
    sc.do(Act.PlayTrainer, cy);
    expect(offered(sc)).toEqual([GRIMMSNARL, ZOROARK]); // identical cards: one choice
    choose(sc, ZOROARK);
    choose(sc, ZOROARK);
    choose(sc, GRIMMSNARL);
    expect([sc.countIn(0, ZOROARK, Zone.Hand), sc.countIn(0, GRIMMSNARL, Zone.Hand), sc.countIn(0, 'Munkidori', Zone.Deck)]).toEqual([2, 1, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});

describe("Black Belt's Training (JTG 143)", () => {
  it("this turn: +40 to the opponent's Active Pokémon ex (before Weakness), not to others, not next turn", () => {
    const sc = std();
    sc.active(0, ZORUA, { energy: [DARK] });
    sc.active(1, ZOROARK, { under: [ZORUA] });
    const [bb] = sc.hand(0, "Black Belt's Training");
    sc.turn(0);
    sc.do(Act.PlayTrainer, bb);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60); // 20 + 40
    sc.expectFlipsUsed();
    const sc2 = std();
    sc2.active(0, ZORUA, { energy: [DARK] });
    sc2.active(1, MORGREM, { under: [IMPIDIMP] });
    const [bb2] = sc2.hand(0, "Black Belt's Training");
    sc2.turn(0);
    sc2.do(Act.PlayTrainer, bb2);
    sc2.flips();
    sc2.attack(0);
    expect(sc2.s.damage[A1]).toBe(20); // not a Pokémon ex (Morgrem)
    sc2.expectFlipsUsed();
    sc.turn(0, 5); // a later turn of the same player: no bonus
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(80); // 60 + 20
    sc.expectFlipsUsed();
  });
});

describe("N's PP Up (JTG 153)", () => {
  it("a basic Energy from the discard pile to a Benched N's Pokémon only; not playable without one", () => {
    const sc = std();
    sc.active(0, ZORUA);
    sc.bench(0, 'Munkidori');
    sc.active(1, MORGREM, { under: [IMPIDIMP] });
    sc.discard(0, FIRE);
    const [pp] = sc.hand(0, "N's PP Up");
    sc.turn(0);
    expect(sc.can(Act.PlayTrainer, pp)).toBe(false); // no Benched N's Pokémon
    sc.bench(0, DARUMAKA);
    expect(sc.can(Act.PlayTrainer, pp)).toBe(true);
    sc.do(Act.PlayTrainer, pp);
    choose(sc, FIRE);
    expect(offeredSlots(sc)).toEqual([B02]); // Darumaka, not Munkidori nor the Active Zorua
    sc.do(Act.ChooseSlot, 0, B02);
    expect(sc.energyOn(B02)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});

describe('Binding Mochi (PRE 95)', () => {
  it("+40 to the opponent's Active while its holder is Poisoned", () => {
    for (const poisoned of [false, true]) {
      const sc = std();
      sc.active(0, ZORUA, { energy: [DARK], poisoned });
      sc.active(1, MORGREM, { under: [IMPIDIMP] });
      const [mochi] = sc.hand(0, 'Binding Mochi');
      sc.turn(0);
      sc.do(Act.PlayTrainer, mochi);
      if (sc.s.phase[0] !== Phase.Main) sc.do(Act.ChooseSlot, 0, A0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(poisoned ? 60 : 20);
      sc.expectFlipsUsed();
    }
  });
});

describe("N's Castle (JTG 152)", () => {
  it("R10: N's Pokémon in play (both players') have no Retreat Cost; others keep theirs", () => {
    const sc = std();
    sc.active(0, DARMANITAN, { under: [DARUMAKA] });
    sc.bench(0, 'Munkidori');
    sc.active(1, ZEKROM);
    sc.bench(1, 'Iron Bundle');
    expect([retreatCost(sc.s, A0), retreatCost(sc.s, A1), retreatCost(sc.s, B11)]).toEqual([3, 2, 1]);
    const [castle] = sc.hand(0, "N's Castle");
    sc.turn(0);
    sc.do(Act.PlayTrainer, castle);
    expect([retreatCost(sc.s, A0), retreatCost(sc.s, A1), retreatCost(sc.s, B01), retreatCost(sc.s, B11)]).toEqual([0, 0, 1, 1]);
  });
});
