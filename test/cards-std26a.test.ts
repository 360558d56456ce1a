// Cards of the Standard 2026 Gardevoir and Gardevoir/Jellicent lists (issue 32): Ralts and Kirlia
// (MEG), Munkidori, Frillish, Jellicent ex, Scream Tail, Lillie's Clefairy ex, Mega Diancie ex,
// Latias ex, Mystery Garden and the basic Darkness and Metal Energy. A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS, ALL_DEFS, findByCode } from '../src/cards/pool.js';
import { Cond, T, type EnergyDef } from '../src/cards/types.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { cPrizes } from '../src/engine/tables.js';
import { retreatCost } from '../src/engine/game.js';
import { cardText } from '../src/cards/describe.js';

const PSY = 'Basic Psychic Energy';
const DARK = 'Basic Darkness Energy';
const RALTS = 'Ralts@MEG 58';
const KIRLIA = 'Kirlia@MEG 59';
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1;

const std = (opts: { deck0?: string[]; deck1?: string[] } = {}): Scenario => new Scenario({ rules: 'standard', filler: PSY, ...opts });

const offered = (sc: Scenario): string[] =>
  sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const options = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.Option).map(actB);
const powers = (sc: Scenario): number[][] => sc.legal().filter((x) => actKind(x) === Act.Power).map((x) => [actA(x), actB(x)]);
const playable = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

/** Choose any offered card (attached Energy cards are alike here). */
const chooseAny = (sc: Scenario): void => {
  sc.do(Act.ChooseCard, actA(sc.legal().find((y) => actKind(y) === Act.ChooseCard)!));
};

describe('Basic Darkness Energy (SVE 7), Basic Metal Energy (SVE 8)', () => {
  it('are basic Energy of their type; the MEE printings play as them', () => {
    for (const [n, type] of [[7, T.Darkness], [8, T.Metal]]) {
      const id = findByCode('SVE', n);
      const d = ALL_DEFS[id] as EnergyDef;
      expect([d.type, d.basic]).toEqual([type, true]);
      expect(findByCode('MEE', n)).toBe(id);
    }
  });
});

describe('Ralts (MEG 58), Kirlia (MEG 59)', () => {
  it('Collect: draw a card', () => {
    const sc = std();
    sc.active(0, RALTS, { energy: [PSY] });
    sc.active(1, KIRLIA);
    sc.turn(0);
    const hand = sc.s.handCount[0], deck = sc.s.deckCount[0];
    sc.flips();
    sc.attack(0);
    expect([sc.s.handCount[0], sc.s.deckCount[0]]).toEqual([hand + 1, deck - 1]);
    sc.expectFlipsUsed();
  });

  it('Call Sign: up to 3 Pokémon from the deck into the hand (no other card offered)', () => {
    const sc = std({ deck0: ['Munkidori', 'Scream Tail', 'Frillish', RALTS, 'Nest Ball'] });
    sc.active(0, KIRLIA, { energy: [PSY] });
    sc.active(1, RALTS);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offered(sc)).toEqual(['Frillish', 'Munkidori', 'Ralts', 'Scream Tail']);
    choose(sc, 'Munkidori');
    choose(sc, 'Scream Tail');
    choose(sc, 'Frillish');
    expect(['Munkidori', 'Scream Tail', 'Frillish'].map((n) => sc.countIn(0, n, Zone.Hand))).toEqual([1, 1, 1]);
    expect(sc.countIn(0, 'Nest Ball', Zone.Deck)).toBe(1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle)).toBe(true);
    sc.expectFlipsUsed();
  });
});

describe('Munkidori (TWM 95)', () => {
  function board(energy: string): Scenario {
    const sc = std();
    sc.active(0, 'Munkidori', { energy: [energy] });
    sc.bench(0, RALTS, { damage: 40 });
    sc.active(1, KIRLIA);
    sc.bench(1, RALTS, { damage: 40 });
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0);
    return sc;
  }

  it('Adrena-Brain: only with Darkness Energy attached', () => {
    expect(powers(board(PSY))).toEqual([]);
    expect(powers(board(DARK))).toEqual([[0, A0]]);
  });

  it('X1: Adrena-Brain counts Darkness from Energy that provides every type (Luminous Energy)', () => {
    expect(powers(board('Luminous Energy'))).toEqual([[0, A0]]);
  });

  it('Adrena-Brain: up to 3 damage counters from 1 of your Pokémon to 1 of the opponent\'s, once a turn', () => {
    const sc = board(DARK);
    sc.do(Act.Power, 0, A0);
    expect(offeredSlots(sc)).toEqual([B01]); // only a damaged Pokémon of yours
    sc.do(Act.ChooseSlot, 0, B01);
    expect(options(sc)).toEqual([0, 1, 2]); // 1, 2 or 3 counters
    sc.do(Act.Option, 0, 1); // 2 counters
    expect(offeredSlots(sc)).toEqual([A1, B11]);
    sc.do(Act.ChooseSlot, 0, A1);
    expect([sc.s.damage[B01], sc.s.damage[A1]]).toEqual([20, 20]);
    expect(sc.events.filter((e) => e.code === Ev.MoveDamage).map((e) => [e.a, e.b, e.c])).toEqual([[B01, A1, 20]]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([]); // once during your turn
  });

  it('Adrena-Brain: counters that reach the HP Knock the Pokémon Out (a Prize taken)', () => {
    const sc = board(DARK);
    sc.do(Act.Power, 0, A0);
    sc.do(Act.ChooseSlot, 0, B01);
    sc.do(Act.Option, 0, 2); // 3 counters
    sc.do(Act.ChooseSlot, 0, B11); // Ralts, 70 HP with 40 damage
    expect(sc.s.damage[B01]).toBe(10);
    expect(sc.countIn(1, RALTS, Zone.Discard)).toBe(1);
    expect(sc.s.benchCount[1]).toBe(0);
    expect(sc.s.prizeCount[0]).toBe(5);
  });

  it('Mind Bend: 60 damage and the opponent\'s Active is Confused', () => {
    const sc = std();
    sc.active(0, 'Munkidori', { energy: [PSY, DARK] });
    sc.active(1, KIRLIA);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
    expect(sc.s.cond[A1]).toBe(Cond.Confused);
    sc.expectFlipsUsed();
  });
});

describe('Frillish (WHT 44), Jellicent ex (WHT 45)', () => {
  it("R7 Oceanic Gloom: 20 damage, and the opponent can't play Item cards in their next turn (Tools and Supporters still)", () => {
    const sc = std();
    sc.active(0, 'Frillish', { energy: [PSY] });
    sc.active(1, RALTS);
    sc.bench(1, RALTS);
    sc.hand(1, 'Nest Ball', 'Iono', 'Bravery Charm');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect([sc.s.current[0], sc.s.phase[0]]).toEqual([1, Phase.Main]); // the opponent's next turn
    expect(playable(sc, 1, 'Nest Ball')).toBe(false);
    expect(playable(sc, 1, 'Iono')).toBe(true);
    expect(playable(sc, 1, 'Bravery Charm')).toBe(true); // a Pokémon Tool is not an Item
    sc.expectFlipsUsed();
  });

  function cursed(jellicentActive: boolean): Scenario {
    const sc = std();
    sc.active(0, RALTS);
    sc.bench(0, RALTS);
    if (jellicentActive) sc.active(1, 'Jellicent ex', { under: ['Frillish'] });
    else {
      sc.active(1, 'Frillish');
      sc.bench(1, 'Jellicent ex', { under: ['Frillish'] });
    }
    sc.hand(0, 'Nest Ball', 'Bravery Charm', 'Iono');
    sc.turn(0);
    return sc;
  }

  it("R7 Oceanic Curse: while it is Active the opponent can't play Items or Tools from the hand; from the Bench it does nothing", () => {
    const on = cursed(true);
    expect(['Nest Ball', 'Bravery Charm', 'Iono'].map((n) => playable(on, 0, n))).toEqual([false, false, true]);
    const off = cursed(false);
    expect(['Nest Ball', 'Bravery Charm', 'Iono'].map((n) => playable(off, 0, n))).toEqual([true, true, true]);
  });

  it('Power Press: 80, or 160 with at least 2 Energy beyond its cost', () => {
    for (const [energy, dmg] of [[2, 80], [3, 80], [4, 160]]) {
      const sc = std();
      sc.active(0, 'Jellicent ex', { under: ['Frillish'], energy: Array(energy).fill(PSY) });
      sc.active(1, 'Jellicent ex', { under: ['Frillish'] }); // 270 HP, no Psychic Weakness
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], `${energy} Energy`).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });
});

describe('Scream Tail (PAR 86)', () => {
  it('Roaring Scream: 20 per damage counter on itself to 1 opponent Pokémon you choose (Benched: no Weakness or Resistance)', () => {
    const sc = std();
    sc.active(0, 'Scream Tail', { energy: [PSY, PSY], damage: 30 });
    sc.active(1, KIRLIA);
    sc.bench(1, 'Munkidori');
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(offeredSlots(sc)).toEqual([A1, B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect([sc.s.damage[A1], sc.s.damage[B11]]).toEqual([0, 60]);
    sc.expectFlipsUsed();
  });

  it('Roaring Scream: no damage counters on it, no damage; Slap: 30', () => {
    const sc = std();
    sc.active(0, 'Scream Tail', { energy: [PSY, PSY] });
    sc.active(1, KIRLIA);
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(0);
    const slap = std();
    slap.active(0, 'Scream Tail', { energy: [PSY] });
    slap.active(1, KIRLIA);
    slap.turn(0);
    slap.flips();
    slap.attack(0);
    expect(slap.s.damage[A1]).toBe(30);
    slap.expectFlipsUsed();
  });
});

describe("Lillie's Clefairy ex (JTG 56)", () => {
  it("Full Moon Rondo: 20 more for each Benched Pokémon, both players'", () => {
    const sc = std();
    sc.active(0, "Lillie's Clefairy ex", { energy: [PSY, PSY] });
    sc.bench(0, RALTS);
    sc.bench(0, RALTS);
    sc.active(1, 'Jellicent ex', { under: ['Frillish'] });
    sc.bench(1, 'Frillish');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20 + 3 * 20);
    sc.expectFlipsUsed();
  });

  it("X3 Fairy Zone: the opponent's Dragon Pokémon get Weakness to Psychic (×2); without it, none", () => {
    for (const [clefairy, dmg] of [[true, 20], [false, 10]] as const) {
      const sc = std();
      sc.active(0, RALTS, { energy: [PSY] });
      if (clefairy) sc.bench(0, "Lillie's Clefairy ex");
      sc.active(1, 'Dragapult ex'); // a Dragon Pokémon printed with no Weakness
      sc.turn(0);
      sc.flips();
      sc.attack(1); // Headbutt, 10
      expect(sc.s.damage[A1], clefairy ? 'with Fairy Zone' : 'without').toBe(dmg);
      sc.expectFlipsUsed();
    }
  });
});

describe('Mega Diancie ex (PFL 41)', () => {
  it('K6: a Mega Evolution Pokémon ex gives 3 Prize cards', () => {
    expect(cPrizes[cardId('Mega Diancie ex')]).toBe(3);
  });

  it('Garland Ray: discard up to 2 Energy cards from it, 120 damage for each', () => {
    for (const [discards, dmg] of [[2, 240], [1, 120], [0, 0]]) {
      const sc = std();
      sc.active(0, 'Mega Diancie ex', { energy: [PSY, PSY, PSY] });
      sc.active(1, 'Jellicent ex', { under: ['Frillish'] }); // 270 HP
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      for (let i = 0; i < discards; i++) chooseAny(sc);
      if (discards < 2) sc.do(Act.Done);
      expect(sc.s.damage[A1], `${discards} discarded`).toBe(dmg);
      expect(sc.energyOn(A0)).toBe(3 - discards);
      expect(sc.countIn(0, PSY, Zone.Discard)).toBe(discards);
      sc.expectFlipsUsed();
    }
  });

  it('X3 Diamond Coat: it takes 30 less damage from attacks, after Weakness and Resistance', () => {
    const sc = std();
    sc.active(0, 'Munkidori', { energy: [PSY, PSY] });
    sc.active(1, 'Mega Diancie ex');
    sc.turn(0);
    sc.flips();
    sc.attack(0); // Mind Bend, 60
    expect(sc.s.damage[A1]).toBe(30);
    sc.expectFlipsUsed();
  });
});

describe('Latias ex (SSP 76)', () => {
  it('A6 Skyliner: your Basic Pokémon have no Retreat Cost; an Evolution keeps its own, and the opponent\'s keep theirs', () => {
    const sc = std();
    sc.active(0, 'Munkidori'); // Retreat Cost 1, no Energy
    sc.bench(0, 'Latias ex');
    sc.bench(0, KIRLIA, { under: [RALTS] });
    sc.active(1, 'Munkidori');
    sc.turn(0);
    expect([retreatCost(sc.s, A0), retreatCost(sc.s, B01), retreatCost(sc.s, B02), retreatCost(sc.s, A1)]).toEqual([0, 0, 1, 1]);
    expect(sc.can(Act.Retreat, 0, B01)).toBe(true);
    const none = std();
    none.active(0, 'Munkidori');
    none.bench(0, RALTS);
    none.active(1, 'Munkidori');
    none.turn(0);
    expect(none.can(Act.Retreat, 0, B01)).toBe(false);
  });

  it("Eon Blade: 200 damage, and it can't attack during your next turn", () => {
    const sc = std();
    sc.active(0, 'Latias ex', { energy: [PSY, PSY, PSY] });
    sc.active(1, 'Jellicent ex', { under: ['Frillish'] });
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(200);
    sc.do(Act.EndTurn); // the opponent's turn
    expect(sc.s.current[0]).toBe(0);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
    sc.expectFlipsUsed();
  });
});

describe('Mystery Garden (MEG 122)', () => {
  function garden(handEnergy: boolean): Scenario {
    const sc = std();
    sc.active(0, 'Munkidori');
    sc.bench(0, RALTS);
    sc.bench(0, 'Frillish');
    sc.bench(0, 'Scream Tail');
    sc.active(1, 'Dragapult ex'); // not Psychic, and the opponent's
    sc.hand(0, 'Mystery Garden', 'Nest Ball');
    if (handEnergy) sc.hand(0, DARK);
    sc.turn(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Mystery Garden'));
    return sc;
  }

  it('discard an Energy card from the hand to draw until the hand has as many cards as your Psychic Pokémon in play, once a turn', () => {
    const sc = garden(true);
    const st = sc.s.stadium[0];
    expect(sc.can(Act.UseStadium, st)).toBe(true);
    sc.do(Act.UseStadium, st);
    expect(offered(sc)).toEqual([DARK]); // only an Energy card
    choose(sc, DARK);
    expect(sc.countIn(0, DARK, Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(4); // Nest Ball, then 3 drawn: 4 Psychic Pokémon in play
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.can(Act.UseStadium, st)).toBe(false);
  });

  it('is not offered without an Energy card in the hand', () => {
    const sc = garden(false);
    expect(sc.can(Act.UseStadium, sc.s.stadium[0])).toBe(false);
  });
});

describe('ptcg cards: the new cards read right', () => {
  it("K6: Mega Diancie ex is described as giving 3 Prize cards; Adrena-Brain's and the passive Abilities' paraphrases are ours", () => {
    const text = (code: string, n: number) => cardText(ALL_CARDS[findByCode(code, n)]);
    expect(text('PFL', 41)).toMatch(/Mega Evolution Pokémon ex: 3 Prize cards/);
    expect(text('TWM', 95)).toMatch(/move up to 3 damage counters/);
    expect(text('WHT', 45)).toMatch(/can't play Item or Pokémon Tool cards/);
    expect(text('JTG', 56)).toMatch(/Weakness to Psychic/);
    expect(text('SSP', 76)).toMatch(/no Retreat Cost/);
  });
});
