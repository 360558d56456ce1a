// Cards of the Standard 2026 Ceruledge and Dragapult/Dusknoir lists (issue 32, std26b): Charcadet
// (SSP 32, PAR 26), Ceruledge ex, Squawkabilly ex, Carmine, Briar, Jamming Tower, Jet, Mist,
// Legacy, Luminous and Neo Upper Energy, Duskull, Dusclops, Dusknoir, Budew, Hawlucha, Hilda and
// Poké Pad. A scenario per effect; rule IDs where a rule is concerned.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS, ALL_DEFS, findByCode } from '../src/cards/pool.js';
import { Debuff, type EnergyDef } from '../src/cards/types.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { maxHp } from '../src/engine/zones.js';
import { costMet, activeAttackId } from '../src/engine/game.js';
import { parseDeck } from '../src/decks/deck.js';

const FIRE = 'Basic Fire Energy';
const PSY = 'Basic Psychic Energy';
const FIGHT = 'Basic Fighting Energy';
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2, B13 = SLOTS + 3;

const std = (opts: { deck0?: string[]; deck1?: string[] } = {}): Scenario => new Scenario({ rules: 'standard', filler: FIGHT, ...opts });

const offered = (sc: Scenario): string[] =>
  sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const powers = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.Power).map(actB);
const playable = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));
/** Can the Active of player p pay for its attack k now (X1)? */
const payable = (sc: Scenario, p: number, k: number): boolean => costMet(sc.s, p * SLOTS, activeAttackId(sc.s, p, k));

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

describe('Charcadet (SSP 32, PAR 26)', () => {
  it('Charcadet SSP 32, Will-O-Wisp: 20 damage', () => {
    const sc = std();
    sc.active(0, 'Charcadet@SSP 32', { energy: [FIRE] });
    sc.active(1, 'Duskull');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
  });

  it('Charcadet PAR 26, Fiery Fighting Spirit: a basic Fire Energy from the deck attached to itself (no other Energy offered)', () => {
    const sc = std({ deck0: [FIRE, PSY, 'Jet Energy'] });
    sc.active(0, 'Charcadet@PAR 26', { energy: [FIGHT] });
    sc.active(1, 'Duskull');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offered(sc)).toEqual(['Basic Fire Energy']);
    choose(sc, FIRE);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, FIRE, Zone.InPlay)).toBe(1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle)).toBe(true);
    sc.expectFlipsUsed();
  });
});

describe('Ceruledge ex (SSP 36)', () => {
  it('Abyssal Flames: 30 + 20 per Energy card in your discard pile (Special Energy too, no other card)', () => {
    const sc = std();
    sc.active(0, 'Ceruledge ex', { under: ['Charcadet@SSP 32'], energy: [FIRE] });
    sc.active(1, 'Dusknoir', { under: ['Duskull', 'Dusclops'] }); // 160 HP, no Fire Weakness
    sc.discard(0, FIRE, FIGHT, 'Jet Energy', 'Nest Ball', 'Duskull');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 3 * 20);
    sc.expectFlipsUsed();
  });

  it('Raging Amethyst: 280, then every Energy on it is discarded; Legacy Energy pays its Metal (X1, every type)', () => {
    const sc = std();
    sc.active(0, 'Ceruledge ex', { under: ['Charcadet@SSP 32'], energy: [FIRE, PSY, 'Legacy Energy'] });
    sc.active(1, 'Squawkabilly ex'); // 160 HP
    sc.bench(1, 'Duskull');
    sc.prizes(0, 6);
    sc.turn(0);
    expect(payable(sc, 0, 1)).toBe(true);
    sc.flips();
    sc.attack(1);
    expect(sc.energyOn(A0)).toBe(0);
    expect([FIRE, PSY, 'Legacy Energy'].map((e) => sc.countIn(0, e, Zone.Discard))).toEqual([1, 1, 1]);
    expect(sc.countIn(1, 'Squawkabilly ex', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(4);
    sc.expectFlipsUsed();
  });

  it('Raging Amethyst: not payable without a Metal Energy or an every-type Energy', () => {
    const sc = std();
    sc.active(0, 'Ceruledge ex', { under: ['Charcadet@SSP 32'], energy: [FIRE, PSY, FIGHT] });
    sc.active(1, 'Duskull');
    sc.turn(0);
    expect(payable(sc, 0, 1)).toBe(false);
  });
});

describe('Squawkabilly ex (PAL 169)', () => {
  function first(p: number, turn: number): Scenario {
    const sc = std();
    sc.s.first[0] = 0;
    sc.active(p, 'Squawkabilly ex');
    sc.bench(p, 'Squawkabilly ex');
    sc.active(1 - p, 'Duskull');
    sc.hand(p, 'Nest Ball', 'Iono', FIRE);
    sc.turn(p, turn);
    return sc;
  }

  it("Squawk and Seize: in its owner's first turn, discard the hand and draw 6; one use a turn for both Squawkabilly", () => {
    for (const [p, turn] of [[0, 1], [1, 2]]) {
      const sc = first(p, turn);
      expect(powers(sc)).toEqual([p * SLOTS, p * SLOTS + 1]);
      sc.do(Act.Power, 0, p * SLOTS);
      expect(sc.s.handCount[p]).toBe(6);
      expect(['Nest Ball', 'Iono', FIRE].map((n) => sc.countIn(p, n, Zone.Discard))).toEqual([1, 1, 1]);
      expect(powers(sc)).toEqual([]); // the other Squawkabilly's is the same Ability
    }
  });

  it('Squawk and Seize: not in a later turn', () => {
    expect(powers(first(0, 3))).toEqual([]);
    expect(powers(first(1, 4))).toEqual([]);
  });

  it('Motivate: up to 2 basic Energy from the discard pile, both to the 1 Benched Pokémon chosen', () => {
    const sc = std();
    sc.active(0, 'Squawkabilly ex', { energy: [FIGHT] });
    sc.bench(0, 'Duskull');
    sc.bench(0, 'Charcadet@SSP 32');
    sc.active(1, 'Duskull');
    sc.discard(0, FIRE, PSY, 'Jet Energy');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(offered(sc)).toEqual(['Basic Fire Energy', 'Basic Psychic Energy']);
    choose(sc, FIRE);
    expect(offeredSlots(sc)).toEqual([B01, B02]);
    sc.do(Act.ChooseSlot, 0, B02);
    choose(sc, PSY);
    expect(offeredSlots(sc)).toEqual([B02]); // the same Pokémon
    sc.do(Act.ChooseSlot, 0, B02);
    expect([sc.energyOn(B01), sc.energyOn(B02)]).toEqual([0, 2]);
    expect(sc.countIn(0, 'Jet Energy', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });
});

describe('Carmine (TWM 145)', () => {
  it('T6: the first player may play it in the first turn (another Supporter not): discard the hand, draw 5', () => {
    const sc = std();
    sc.s.first[0] = 0;
    sc.active(0, 'Duskull');
    sc.active(1, 'Duskull');
    sc.hand(0, 'Carmine', 'Iono', 'Nest Ball');
    sc.turn(0, 1);
    expect(playable(sc, 0, 'Iono')).toBe(false);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Carmine'));
    expect(sc.s.handCount[0]).toBe(5);
    expect(['Carmine', 'Iono', 'Nest Ball'].map((n) => sc.countIn(0, n, Zone.Discard))).toEqual([1, 1, 1]);
  });
});

describe('Briar (SCR 132)', () => {
  function board(oppPrizes: number, attacker: string, under: string[], briar: boolean): Scenario {
    const sc = std();
    sc.active(0, attacker, { under, energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Duskull', { damage: 30 }); // 60 HP: 30 left
    sc.bench(1, 'Duskull');
    sc.prizes(0, 6);
    sc.prizes(1, oppPrizes);
    sc.hand(0, 'Briar');
    sc.turn(0);
    if (briar) sc.do(Act.PlayTrainer, sc.handCard(0, 'Briar'));
    return sc;
  }

  it('playable only while the opponent has exactly 2 Prize cards left', () => {
    for (const [n, ok] of [[1, false], [2, true], [3, false]] as const) {
      const sc = board(n, 'Ceruledge ex', ['Charcadet@SSP 32'], false);
      expect(playable(sc, 0, 'Briar'), `${n} Prizes`).toBe(ok);
    }
  });

  it("K4: the opponent's Active Knocked Out by a Tera Pokémon's attack this turn gives 1 more Prize card", () => {
    const sc = board(2, 'Ceruledge ex', ['Charcadet@SSP 32'], true);
    sc.flips();
    sc.attack(0); // Abyssal Flames, 30: a Knock Out
    expect(sc.s.prizeCount[0]).toBe(4); // 1 + 1
    sc.expectFlipsUsed();
    const without = board(2, 'Ceruledge ex', ['Charcadet@SSP 32'], false);
    without.flips();
    without.attack(0);
    expect(without.s.prizeCount[0]).toBe(5);
  });

  it('K4: no extra Prize for an attacker that is not a Tera Pokémon', () => {
    const sc = board(2, 'Charcadet@PAR 26', [], true);
    sc.flips();
    sc.attack(1); // Knuckle Punch, 50: a Knock Out
    expect(sc.countIn(1, 'Duskull', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5); // its 1 Prize only
    sc.expectFlipsUsed();
  });
});

describe('Jamming Tower (TWM 153)', () => {
  it('Pokémon Tools have no effect: Bravery Charm\'s HP goes, and a Pokémon with that much damage is Knocked Out', () => {
    const sc = std();
    sc.active(0, 'Duskull');
    sc.active(1, 'Duskull', { damage: 70 });
    sc.bench(1, 'Duskull');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.hand(1, 'Bravery Charm');
    sc.hand(0, 'Jamming Tower');
    sc.turn(1);
    sc.do(Act.PlayTrainer, sc.handCard(1, 'Bravery Charm'));
    if (sc.s.phase[0] === Phase.Effect) sc.do(Act.ChooseSlot, 0, A1);
    expect(maxHp(sc.s, A1)).toBe(110);
    sc.turn(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Jamming Tower'));
    expect(sc.countIn(1, 'Duskull', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5);
  });
});

describe('Jamming Tower (TWM 153), other Tools', () => {
  function tooled(tool: string, tower: boolean): Scenario {
    const sc = std();
    sc.active(0, 'Duskull', { energy: [PSY, PSY] });
    sc.active(1, 'Dusknoir', { under: ['Duskull', 'Dusclops'] }); // no Weakness to Psychic
    sc.hand(0, tool, 'Jamming Tower');
    sc.turn(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, tool));
    if (sc.s.phase[0] === Phase.Effect) sc.do(Act.ChooseSlot, 0, A0);
    if (tower) sc.do(Act.PlayTrainer, sc.handCard(0, 'Jamming Tower'));
    return sc;
  }

  it('no damage bonus from a Tool (Vitality Band)', () => {
    for (const tower of [false, true]) {
      const sc = tooled('Vitality Band', tower);
      sc.flips();
      sc.attack(1); // Mumble, 30
      expect(sc.s.damage[A1], tower ? 'with Jamming Tower' : 'without').toBe(tower ? 30 : 40);
      sc.expectFlipsUsed();
    }
  });

  it("A9: no Technical Machine's attack", () => {
    for (const tower of [false, true]) {
      const sc = tooled('Technical Machine: Turbo Energize', tower);
      expect(sc.can(Act.Attack, 0, 2), tower ? 'with Jamming Tower' : 'without').toBe(!tower);
    }
  });
});

describe('Jet Energy (PAL 190)', () => {
  it('attached from the hand to a Benched Pokémon, that Pokémon switches with the Active; to the Active, nothing moves', () => {
    const sc = std();
    sc.active(0, 'Duskull', { cond: 2 });
    sc.bench(0, 'Charcadet@SSP 32');
    sc.active(1, 'Duskull');
    const [jet1, jet2] = sc.hand(0, 'Jet Energy', 'Jet Energy');
    sc.turn(0);
    sc.do(Act.Attach, jet1, B01);
    expect([sc.name(A0), sc.name(B01)]).toEqual(['Charcadet', 'Duskull']);
    expect(sc.s.cond[B01]).toBe(0); // Confusion ends on the Bench
    expect(sc.energyOn(A0)).toBe(1);
    sc.s.energyAttached[0] = 0;
    sc.do(Act.Attach, jet2, A0);
    expect([sc.name(A0), sc.name(B01)]).toEqual(['Charcadet', 'Duskull']);
  });
});

describe('Mist Energy (TEF 161)', () => {
  it("prevents the effects of the opponent's attacks on its Pokémon, not their damage", () => {
    for (const mist of [false, true]) {
      const sc = std();
      sc.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: [PSY, PSY, FIGHT] });
      sc.active(1, 'Squawkabilly ex', { energy: mist ? ['Mist Energy'] : [FIGHT] });
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(150);
      expect(sc.s.debuff[A1] === Debuff.CantRetreat, mist ? 'with Mist Energy' : 'without').toBe(!mist);
      sc.expectFlipsUsed();
    }
  });
});

describe('Legacy Energy (TWM 167)', () => {
  it('D5: an ACE SPEC Special Energy (with Neo Upper Energy, two in one list are refused)', () => {
    const d = ALL_DEFS[findByCode('TWM', 167)] as EnergyDef & { aceSpec?: boolean };
    expect([d.basic, d.aceSpec]).toEqual([false, true]);
    const list = (extra: string[]): string[] => parseDeck(['4 Duskull PRE 35', ...extra, `${56 - extra.length} Basic Psychic Energy SVE 5`].join('\n'), 'ace.txt').problems.map((p) => p.reason);
    expect(list(['1 Legacy Energy TWM 167'])).toEqual([]);
    expect(list(['1 Legacy Energy TWM 167', '1 Neo Upper Energy TEF 162'])).toEqual([expect.stringMatching(/ACE SPEC.*\(D5\)/)]);
  });

  it('K4: its Pokémon Knocked Out by damage from an attack gives 1 Prize card fewer, once a game', () => {
    const sc = std();
    sc.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: [PSY, PSY, FIGHT] });
    sc.active(1, 'Squawkabilly ex', { energy: ['Legacy Energy'] }); // 160 HP: 2 Prizes
    sc.bench(1, 'Duskull', { energy: ['Legacy Energy'] });
    sc.prizes(0, 6);
    sc.turn(0);
    sc.flips();
    sc.s.damage[A1] = 10;
    sc.attack(0);
    expect(sc.countIn(1, 'Squawkabilly ex', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5); // 2 − 1
    expect(sc.s.legacyUsed[1]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('K4: a second Knock Out with Legacy Energy gives every Prize card', () => {
    const sc = std();
    sc.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: [PSY, PSY, FIGHT] });
    sc.active(1, 'Squawkabilly ex', { energy: ['Legacy Energy'], damage: 10 });
    sc.prizes(0, 6);
    sc.s.legacyUsed[1] = 1;
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.prizeCount[0]).toBe(4);
    sc.expectFlipsUsed();
  });
});

describe('Luminous Energy (PAL 191), Neo Upper Energy (TEF 162)', () => {
  const dragapult = (energy: string[]): Scenario => {
    const sc = std();
    sc.active(0, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'], energy });
    sc.active(1, 'Duskull');
    sc.turn(0);
    return sc;
  };

  it('X1: Luminous Energy pays any one type; beside another Special Energy only Colorless', () => {
    expect(payable(dragapult(['Luminous Energy', FIRE]), 0, 1)).toBe(true); // Phantom Dive: Fire + Psychic
    expect(payable(dragapult(['Luminous Energy', FIGHT]), 0, 1)).toBe(false); // one type at a time
    expect(payable(dragapult(['Luminous Energy', 'Luminous Energy']), 0, 1)).toBe(false); // each beside another Special Energy
    expect(payable(dragapult(['Luminous Energy', FIRE, 'Jet Energy']), 0, 1)).toBe(false);
    expect(payable(dragapult(['Luminous Energy', 'Jet Energy']), 0, 0)).toBe(true); // Colorless still
  });

  it('X1: Neo Upper Energy pays 2 of any types on a Stage 2, 1 Colorless on another Pokémon', () => {
    expect(payable(dragapult(['Neo Upper Energy']), 0, 1)).toBe(true);
    const sc = std();
    sc.active(0, 'Drakloak', { under: ['Dreepy'], energy: ['Neo Upper Energy', FIRE] }); // Dragon Headbutt: Fire + Psychic
    sc.active(1, 'Duskull');
    sc.turn(0);
    expect(payable(sc, 0, 0)).toBe(false);
    const dusknoir = std();
    dusknoir.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: ['Neo Upper Energy', PSY] }); // Shadow Bind: P P C
    dusknoir.active(1, 'Duskull');
    dusknoir.turn(0);
    expect(payable(dusknoir, 0, 0)).toBe(true);
    dusknoir.flips();
    dusknoir.attack(0);
    expect(dusknoir.countIn(1, 'Duskull', Zone.Discard)).toBe(1);
    dusknoir.expectFlipsUsed();
  });
});

describe('Neo Upper Energy (TEF 162), retreating', () => {
  it('A6: it pays 2 of the Retreat Cost on a Stage 2 (Dusknoir, 3: with 1 more Energy), 1 on a Stage 1', () => {
    const sc = std();
    sc.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: ['Neo Upper Energy', PSY] });
    sc.bench(0, 'Duskull');
    sc.active(1, 'Duskull');
    sc.turn(0);
    sc.do(Act.Retreat, 0, B01);
    while (sc.s.phase[0] === Phase.Retreat) sc.do(Act.ChooseCard, actA(sc.legal().find((x) => actKind(x) === Act.ChooseCard)!));
    expect([sc.name(A0), sc.name(B01)]).toEqual(['Duskull', 'Dusknoir']);
    expect(['Neo Upper Energy', PSY].map((e) => sc.countIn(0, e, Zone.Discard))).toEqual([1, 1]);
    const stage1 = std();
    stage1.active(0, 'Dusclops', { under: ['Duskull'], energy: ['Neo Upper Energy'] }); // Retreat Cost 2
    stage1.bench(0, 'Duskull');
    stage1.active(1, 'Duskull');
    stage1.turn(0);
    expect(stage1.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
  });
});

describe('Duskull (PRE 35), Dusclops (PRE 36), Dusknoir (PRE 37)', () => {
  it('Come and Get You: up to 3 Duskull from the discard pile onto the Bench (no other Pokémon)', () => {
    const sc = std();
    sc.active(0, 'Duskull', { energy: [PSY] });
    sc.active(1, 'Duskull');
    sc.discard(0, 'Duskull', 'Duskull', 'Duskull', 'Duskull', 'Dusclops');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offered(sc)).toEqual(['Duskull', 'Duskull', 'Duskull', 'Duskull'].slice(0, offered(sc).length));
    expect(offered(sc).every((n) => n === 'Duskull')).toBe(true);
    for (let i = 0; i < 3; i++) choose(sc, 'Duskull');
    expect(sc.s.benchCount[0]).toBe(3);
    expect(sc.countIn(0, 'Duskull', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Dusclops', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  function blast(holder: string, under: string[]): Scenario {
    const sc = std();
    sc.active(0, 'Duskull');
    sc.bench(0, holder, { under });
    sc.active(1, 'Squawkabilly ex');
    sc.bench(1, 'Dusknoir', { under: ['Duskull', 'Dusclops'] });
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0);
    return sc;
  }

  it("Cursed Blast (Dusclops): 5 damage counters on 1 of the opponent's Pokémon, then Dusclops is Knocked Out (the opponent takes a Prize)", () => {
    const sc = blast('Dusclops', ['Duskull']);
    expect(powers(sc)).toEqual([B01]);
    sc.do(Act.Power, 0, B01);
    expect(offeredSlots(sc)).toEqual([A1, B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(50);
    expect(sc.countIn(0, 'Dusclops', Zone.Discard)).toBe(1);
    expect(sc.s.benchCount[0]).toBe(0);
    expect([sc.s.prizeCount[0], sc.s.prizeCount[1]]).toEqual([6, 5]);
  });

  it('Cursed Blast (Dusknoir): 13 damage counters Knock Out a 160-HP Pokémon ex with 30 damage; both sides take their Prizes', () => {
    const sc = blast('Dusknoir', ['Duskull', 'Dusclops']);
    sc.s.damage[A1] = 30;
    sc.do(Act.Power, 0, B01);
    sc.do(Act.ChooseSlot, 0, A1);
    expect(sc.countIn(1, 'Squawkabilly ex', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Dusknoir', Zone.Discard)).toBe(1);
    expect([sc.s.prizeCount[0], sc.s.prizeCount[1]]).toEqual([4, 5]);
  });

  it("Shadow Bind: 150 damage, and the Defending Pokémon can't retreat in the opponent's next turn", () => {
    const sc = std();
    sc.active(0, 'Dusknoir', { under: ['Duskull', 'Dusclops'], energy: [PSY, PSY, FIGHT] });
    sc.active(1, 'Squawkabilly ex', { energy: [FIGHT, FIGHT] });
    sc.bench(1, 'Duskull');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(150);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
    sc.expectFlipsUsed();
  });
});

describe('Budew (ASC 16)', () => {
  it("Itchy Pollen: 10 damage; the opponent can't play Item cards in their next turn (Supporters still), and can again after", () => {
    const sc = std();
    sc.active(0, 'Budew');
    sc.active(1, 'Duskull');
    sc.bench(1, 'Duskull');
    sc.hand(1, 'Nest Ball', 'Iono');
    sc.turn(0);
    sc.flips();
    sc.attack(0); // costs nothing
    expect(sc.s.damage[A1]).toBe(10);
    expect([sc.s.current[0], sc.s.phase[0]]).toEqual([1, Phase.Main]);
    expect(playable(sc, 1, 'Nest Ball')).toBe(false);
    expect(playable(sc, 1, 'Iono')).toBe(true);
    sc.turn(1, sc.s.turn[0] + 2);
    expect(playable(sc, 1, 'Nest Ball')).toBe(true);
    sc.expectFlipsUsed();
  });
});

describe('Hawlucha (SVI 118)', () => {
  function bench(oppBench: number): Scenario {
    const sc = std();
    sc.active(0, 'Duskull');
    sc.active(1, 'Duskull');
    for (let i = 0; i < oppBench; i++) sc.bench(1, 'Duskull', { damage: i === 0 ? 50 : 0 });
    sc.prizes(0, 6);
    sc.hand(0, 'Hawlucha');
    sc.turn(0);
    sc.do(Act.PlayBasic, sc.handCard(0, 'Hawlucha'));
    return sc;
  }

  it("Flying Entry: benched from the hand, 1 damage counter on each of 2 of the opponent's Benched Pokémon you choose", () => {
    const sc = bench(3);
    expect(sc.can(Act.Yes)).toBe(true);
    sc.do(Act.Yes);
    expect(offeredSlots(sc)).toEqual([B11, B12, B13]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(offeredSlots(sc)).toEqual([B11, B13]); // each chosen once
    sc.do(Act.ChooseSlot, 0, B11); // 60 HP, 50 damage: Knocked Out
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.damage[sc.s.benchCount[1] === 2 ? B11 : B12]).toBe(10);
    expect(sc.countIn(1, 'Duskull', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Flying Entry: with 1 opponent Benched Pokémon, it takes the one counter; with none, it is not offered', () => {
    const one = bench(1);
    one.do(Act.Yes);
    one.do(Act.ChooseSlot, 0, B11); // 50 damage + 1 counter: Knocked Out
    expect(one.countIn(1, 'Duskull', Zone.Discard)).toBe(1);
    expect(one.s.phase[0]).toBe(Phase.Main);
    const none = bench(0);
    expect(none.can(Act.Yes)).toBe(false);
    expect(none.s.phase[0]).toBe(Phase.Main);
  });
});

describe('Hilda (WHT 84), Poké Pad (ASC 198)', () => {
  it('Hilda: an Evolution Pokémon and an Energy card (Special too) from the deck into the hand', () => {
    const sc = std({ deck0: ['Dusclops', 'Duskull', 'Jet Energy', 'Nest Ball'] });
    sc.active(0, 'Duskull');
    sc.active(1, 'Duskull');
    sc.hand(0, 'Hilda');
    sc.turn(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Hilda'));
    expect(offered(sc)).toEqual(['Dusclops']);
    choose(sc, 'Dusclops');
    expect(new Set(offered(sc))).toEqual(new Set(['Basic Fighting Energy', 'Jet Energy']));
    choose(sc, 'Jet Energy');
    expect(['Dusclops', 'Jet Energy'].map((n) => sc.countIn(0, n, Zone.Hand))).toEqual([1, 1]);
  });

  it('Poké Pad: a Pokémon without a Rule Box from the deck into the hand (no Pokémon ex)', () => {
    const sc = std({ deck0: ['Squawkabilly ex', 'Dusknoir', 'Duskull', 'Duskull', 'Nest Ball'] });
    sc.active(0, 'Duskull');
    sc.active(1, 'Duskull');
    sc.hand(0, 'Poké Pad');
    sc.turn(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Poké Pad'));
    expect(offered(sc)).toEqual(['Dusknoir', 'Duskull']); // sorted by code point
    choose(sc, 'Dusknoir');
    expect(sc.countIn(0, 'Dusknoir', Zone.Hand)).toBe(1);
  });
});
