// Pokémon Powers as decisions (A7, classic): Rain Dance, Energy Trans, Damage Swap, Energy Burn, Buzzap,
// their limits, Hydro Pump, the greedy bot's use of them, and a logged game that replays.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Scenario, Act, Zone, Phase, SLOTS, cardId } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Cond, T, TYPE_COUNT } from '../src/cards/types.js';
import { ENERGY_STRIDE } from '../src/engine/state.js';
import { Ev } from '../src/engine/events.js';
import { legalActions, step } from '../src/engine/game.js';
import { endTurn } from '../src/engine/flow.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { parseDeck } from '../src/decks/deck.js';
import { playLogged, replayRecords } from '../src/sim/logged-game.js';
import { recordText } from '../src/sim/log.js';
import { greedyBot } from '../src/bots/bots.js';
import { fuzz } from '../src/tools/fuzz.js';

const A0 = 0, A1 = SLOTS;

function classic(): Scenario {
  return new Scenario({ rules: 'classic' });
}
function powers(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.Power).map(actB);
}
function slots(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB);
}
const STAGE2 = { Blastoise: ['Squirtle', 'Wartortle'], Venusaur: ['Bulbasaur', 'Ivysaur'], Alakazam: ['Abra', 'Kadabra'], Charizard: ['Charmander', 'Charmeleon'], Electrode: ['Voltorb'] };
function stage2(name: keyof typeof STAGE2): { under: string[] } {
  return { under: STAGE2[name] };
}

describe('Rain Dance (Blastoise)', () => {
  it('A7: attaches Water Energy from hand to a Water Pokémon, as often as there is Water Energy, without using the turn\'s attachment', () => {
    const sc = classic();
    const sq = sc.active(0, 'Squirtle');
    const blast = sc.bench(0, 'Blastoise', stage2('Blastoise'));
    sc.bench(0, 'Bulbasaur');
    sc.active(1, 'Machop');
    const [w1, w2] = sc.hand(0, 'Water Energy', 'Water Energy');
    sc.flips();
    expect(powers(sc)).toEqual([blast]);
    sc.do(Act.Power, 0, blast);
    sc.do(Act.ChooseCard, w1);
    expect(slots(sc).sort()).toEqual([sq, blast]); // Water Pokémon only: not Bulbasaur
    sc.do(Act.ChooseSlot, 0, sq);
    expect(sc.energyOn(sq)).toBe(1);
    expect(sc.s.energyAttached[0]).toBe(0);
    sc.do(Act.Power, 0, blast);
    sc.do(Act.ChooseCard, w2);
    sc.do(Act.ChooseSlot, 0, blast);
    expect(sc.energyOn(blast)).toBe(1);
    expect(powers(sc)).toEqual([]); // no Water Energy left in hand
    expect(sc.events.filter((e) => e.code === Ev.Attach).map((e) => [e.a, e.b])).toEqual([[w1, sq], [w2, blast]]);
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('A7: two Blastoise offer one Rain Dance action; other Energy in hand does not make it usable', () => {
    const sc = classic();
    sc.active(0, 'Blastoise', stage2('Blastoise'));
    sc.bench(0, 'Blastoise', stage2('Blastoise'));
    sc.active(1, 'Machop');
    sc.hand(0, 'Fire Energy');
    expect(powers(sc)).toEqual([]);
    sc.hand(0, 'Water Energy');
    expect(powers(sc)).toEqual([A0]);
  });
});

describe('A7: no Power while its Pokémon is Asleep, Confused or Paralyzed', () => {
  it.each([Cond.Asleep, Cond.Confused, Cond.Paralyzed])('A7: Rain Dance, Energy Trans, Damage Swap, Energy Burn and Buzzap are off under condition %i and on without it', (cond) => {
    for (const name of ['Blastoise', 'Venusaur', 'Alakazam', 'Charizard', 'Electrode'] as const) {
      const sc = classic();
      sc.active(0, name, { ...stage2(name), cond, damage: 20, energy: ['Grass Energy', 'Water Energy'] });
      sc.bench(0, 'Squirtle');
      sc.active(1, 'Machop');
      sc.hand(0, 'Water Energy');
      expect(powers(sc), name).toEqual([]);
      sc.s.cond[A0] = 0;
      expect(powers(sc), name).toEqual([A0]);
    }
  });

  it('A7: a Benched Pokémon (never Asleep, Confused or Paralyzed) uses its Power while the Active is Paralyzed', () => {
    const sc = classic();
    sc.active(0, 'Squirtle', { cond: Cond.Paralyzed });
    const blast = sc.bench(0, 'Blastoise', stage2('Blastoise'));
    sc.active(1, 'Machop');
    sc.hand(0, 'Water Energy');
    expect(powers(sc)).toEqual([blast]);
  });

  it('A7: Powers are used only in the own turn\'s Main phase (not while the opponent decides)', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Blastoise', stage2('Blastoise'));
    sc.hand(1, 'Water Energy');
    expect(powers(sc)).toEqual([]);
  });
});

describe('Energy Trans (Venusaur)', () => {
  it('A7: moves a Grass Energy card from one of your Pokémon to another, as often as you like; sources are Pokémon with Grass Energy', () => {
    const sc = classic();
    const ven = sc.active(0, 'Venusaur', { ...stage2('Venusaur'), energy: ['Grass Energy', 'Grass Energy'] });
    const bulb = sc.bench(0, 'Bulbasaur', { energy: ['Grass Energy', 'Grass Energy', 'Water Energy'] });
    const sq = sc.bench(0, 'Squirtle', { energy: ['Water Energy'] });
    sc.active(1, 'Kakuna'); // 80 HP, Weak to Fire only
    sc.flips();
    expect(sc.can(Act.Attack, 0, 0)).toBe(false); // Solarbeam needs 4 Grass
    sc.do(Act.Power, 0, ven);
    expect(slots(sc).sort()).toEqual([ven, bulb]); // Squirtle has no Grass Energy
    sc.do(Act.ChooseSlot, 0, bulb);
    expect(slots(sc).sort()).toEqual([ven, sq]); // any other Pokémon
    sc.do(Act.ChooseSlot, 0, ven);
    sc.do(Act.Power, 0, ven).do(Act.ChooseSlot, 0, bulb).do(Act.ChooseSlot, 0, ven);
    expect(sc.energyOn(ven)).toBe(4);
    expect(sc.energyOn(bulb)).toBe(1); // the Water Energy stays
    expect(sc.s.energyAttached[0]).toBe(0);
    const moves = sc.events.filter((e) => e.code === Ev.Attach);
    expect(moves.map((e) => [e.b, e.d])).toEqual([[ven, bulb], [ven, bulb]]);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
    sc.expectFlipsUsed();
  });

  it('A7: not usable with no Grass Energy in play or with no other Pokémon', () => {
    const sc = classic();
    sc.active(0, 'Venusaur', { ...stage2('Venusaur'), energy: ['Grass Energy'] });
    sc.active(1, 'Machop');
    expect(powers(sc)).toEqual([]); // nowhere to move it
    sc.bench(0, 'Squirtle');
    expect(powers(sc)).toEqual([A0]);
    const sc2 = classic();
    sc2.active(0, 'Venusaur', { ...stage2('Venusaur'), energy: ['Water Energy'] });
    sc2.bench(0, 'Squirtle', { energy: ['Fire Energy'] });
    sc2.active(1, 'Machop');
    expect(powers(sc2)).toEqual([]);
  });
});

describe('Damage Swap (Alakazam)', () => {
  it('A7: moves 1 damage counter between your Pokémon; never onto one it would Knock Out', () => {
    const sc = classic();
    const ala = sc.active(0, 'Alakazam', { ...stage2('Alakazam'), damage: 50 });
    const bulb = sc.bench(0, 'Bulbasaur', { damage: 30 }); // 40 HP: a counter would Knock It Out
    const sq = sc.bench(0, 'Squirtle', { damage: 20 }); // 40 HP: can take one
    sc.active(1, 'Machop');
    sc.flips();
    sc.do(Act.Power, 0, ala);
    expect(slots(sc).sort()).toEqual([ala, bulb, sq]); // every damaged Pokémon with a receiver
    sc.do(Act.ChooseSlot, 0, ala);
    expect(slots(sc)).toEqual([sq]);
    sc.do(Act.ChooseSlot, 0, sq);
    expect(sc.s.damage[ala]).toBe(40);
    expect(sc.s.damage[sq]).toBe(30);
    expect(sc.events.filter((e) => e.code === Ev.MoveDamage).map((e) => [e.a, e.b, e.c])).toEqual([[ala, sq, 10]]);
    // Squirtle now has 30 of 40: it can't take another; Bulbasaur neither; Alakazam can take them.
    sc.do(Act.Power, 0, ala);
    expect(slots(sc).sort()).toEqual([bulb, sq]);
    sc.do(Act.ChooseSlot, 0, sq);
    expect(slots(sc)).toEqual([ala]);
    sc.do(Act.ChooseSlot, 0, ala);
    expect(sc.s.damage[sq]).toBe(20);
    expect(sc.s.damage[ala]).toBe(50);
    expect(sc.countIn(0, 'Squirtle', Zone.Discard) + sc.countIn(0, 'Bulbasaur', Zone.Discard)).toBe(0);
    sc.expectFlipsUsed();
  });

  it('A7: not usable with no damage counters, or when every move would Knock Out the receiver', () => {
    const sc = classic();
    sc.active(0, 'Alakazam', stage2('Alakazam'));
    sc.bench(0, 'Abra', { damage: 20 }); // 30 HP
    sc.active(1, 'Machop');
    expect(powers(sc)).toEqual([A0]); // the counter can go onto Alakazam
    sc.s.damage[A0] = 70; // 80 HP: one more counter would Knock Out Alakazam
    expect(powers(sc)).toEqual([]); // Abra's counter can't go anywhere; Alakazam's neither (Abra 20+10 = 30)
    sc.s.damage[A0] = 0;
    sc.s.damage[1] = 0;
    expect(powers(sc)).toEqual([]);
  });
});

describe('Energy Burn (Charizard)', () => {
  it('A7: all Energy on Charizard counts as Fire until the end of the turn; offered again only for new Energy', () => {
    const sc = classic();
    const zard = sc.active(0, 'Charizard', { ...stage2('Charizard'), energy: ['Water Energy', 'Water Energy', 'Fire Energy', 'Grass Energy'] });
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Onix');
    sc.bench(1, 'Machop');
    const [w] = sc.hand(0, 'Water Energy');
    sc.flips();
    expect(sc.can(Act.Attack, 0, 0)).toBe(false);
    sc.do(Act.Power, 0, zard);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
    expect(powers(sc)).toEqual([]); // nothing left to turn into Fire
    expect(checkInvariants(sc.s)).toBeNull();
    sc.do(Act.Attach, w, zard);
    expect(powers(sc)).toEqual([zard]); // the new Water Energy is not Fire yet
    sc.attack(0); // Fire Spin: discard 2 Energy (the player picks which), then 100 damage
    for (let k = 0; k < 2; k++) {
      const pick = sc.legal().find((x) => actKind(x) === Act.ChooseCard)!;
      sc.do(Act.ChooseCard, actA(pick));
    }
    expect(sc.energyOn(zard)).toBe(3);
    expect(sc.countIn(1, 'Onix', Zone.Discard)).toBe(1); // 100 damage Knocks Out Onix (90 HP)
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('A7: the Energy goes back to its own types at the end of the turn', () => {
    const sc = classic();
    const zard = sc.active(0, 'Charizard', { ...stage2('Charizard'), energy: ['Water Energy', 'Grass Energy'] });
    sc.active(1, 'Machop');
    sc.flips();
    sc.do(Act.Power, 0, zard);
    expect(sc.s.slotEnergy[zard * ENERGY_STRIDE + T.Fire]).toBe(2); // 2 Fire
    sc.s.injectLen[0] = 0; // Checkup flips, if any, use the generator
    endTurn(sc.s);
    expect(sc.s.slotEnergy[zard * ENERGY_STRIDE + T.Fire]).toBe(0);
    expect(sc.s.slotEnergy[zard * ENERGY_STRIDE + T.Water]).toBe(1);
    expect(sc.s.slotEnergy[zard * ENERGY_STRIDE + T.Grass]).toBe(1);
    expect(checkInvariants(sc.s)).toBeNull();
  });
});

/** The option actions offered now (a type choice: option i is type i, Grass to Fighting). */
function options(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.Option).map(actB);
}

describe('Buzzap (Electrode)', () => {
  it('A7, K4: Electrode Knocks itself Out (the opponent takes a Prize) and becomes an Energy card giving 2 of the chosen type; the cards under it are discarded', () => {
    const sc = classic();
    const buzz = sc.active(0, 'Electabuzz'); // Thunderpunch: Lightning + Colorless
    const bulb = sc.bench(0, 'Bulbasaur');
    const ele = sc.bench(0, 'Electrode', { ...stage2('Electrode'), energy: ['Fire Energy'] });
    const electrode = sc.s.slotTop[ele];
    sc.active(1, 'Machop');
    sc.prizes(1, 6);
    sc.flips();
    expect(sc.can(Act.Attack, 0, 1)).toBe(false);
    expect(powers(sc)).toEqual([ele]);
    sc.do(Act.Power, 0, ele);
    expect(slots(sc).sort()).toEqual([buzz, bulb]); // another of its owner's Pokémon
    sc.do(Act.ChooseSlot, 0, buzz);
    expect(options(sc)).toEqual([0, 1, 2, 3, 4, 5]); // any type but Colorless
    sc.do(Act.Option, 0, 3); // Lightning
    // Knocked Out: the opponent takes 1 Prize; Voltorb and the Fire Energy go to the discard pile.
    expect(sc.s.prizeCount[1]).toBe(5);
    expect(sc.s.handCount[1]).toBe(1);
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.countIn(0, 'Voltorb', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Fire Energy', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Electrode', Zone.Discard)).toBe(0);
    // Electrode is now an Energy card on Electabuzz providing 2 Lightning (one card, 2 units).
    expect(sc.s.cardZone[electrode]).toBe(Zone.InPlay);
    expect(sc.s.cardSlot[electrode]).toBe(buzz);
    expect(sc.energyOn(buzz)).toBe(1);
    expect(sc.s.slotEnergy[buzz * ENERGY_STRIDE + T.Lightning]).toBe(2); // Lightning
    expect(sc.s.slotEnergy[buzz * ENERGY_STRIDE + TYPE_COUNT]).toBe(2); // total units
    expect(sc.s.energyAttached[0]).toBe(0); // not the turn's attachment
    expect(sc.can(Act.Attack, 0, 1)).toBe(true); // Thunderpunch is payable
    const ko = sc.events.findIndex((e) => e.code === Ev.KnockOut);
    const became = sc.events.findIndex((e) => e.code === Ev.BecameEnergy);
    expect(ko).toBeGreaterThanOrEqual(0);
    expect(sc.events[ko].b).toBe(electrode);
    expect(became).toBeGreaterThan(ko);
    expect(sc.events[became]).toMatchObject({ a: electrode, b: buzz, c: ele, d: 3 });
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('A7: the chosen type is the type it provides (2 Fighting pay a Fighting cost, not a Lightning one)', () => {
    const sc = classic();
    const mach = sc.active(0, 'Machop'); // Low Kick: Fighting
    const ele = sc.bench(0, 'Electrode', stage2('Electrode'));
    sc.active(1, 'Kakuna');
    sc.prizes(1, 6);
    sc.flips();
    sc.do(Act.Power, 0, ele).do(Act.ChooseSlot, 0, mach).do(Act.Option, 0, 5); // Fighting
    expect(sc.s.slotEnergy[mach * ENERGY_STRIDE + T.Fighting]).toBe(2);
    expect(sc.s.slotEnergy[mach * ENERGY_STRIDE + T.Lightning]).toBe(0);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
  });

  it('A7: each Electrode offers its own Buzzap; none without another Pokémon to attach it to', () => {
    const sc = classic();
    const ele = sc.active(0, 'Electrode', stage2('Electrode'));
    sc.active(1, 'Machop');
    expect(powers(sc)).toEqual([]); // alone in play
    const ele2 = sc.bench(0, 'Electrode', stage2('Electrode'));
    expect(powers(sc)).toEqual([ele, ele2]);
  });

  it('K3: an Active Electrode that uses Buzzap leaves the Active spot empty: its owner promotes the Pokémon that took it as Energy', () => {
    const sc = classic();
    const ele = sc.active(0, 'Electrode', stage2('Electrode'));
    const zap = sc.bench(0, 'Zapdos', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.active(1, 'Machop');
    sc.prizes(1, 6);
    sc.flips();
    sc.do(Act.Power, 0, ele).do(Act.ChooseSlot, 0, zap).do(Act.Option, 0, 3);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.do(Act.ChooseSlot, 0, zap);
    expect(sc.name(A0)).toBe('Zapdos');
    expect(sc.s.slotEnergy[A0 * ENERGY_STRIDE + T.Lightning]).toBe(4);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true); // Thunder: 3 Lightning + 1
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('W1: the Prize Buzzap gives away can be the opponent\'s last: the opponent wins', () => {
    const sc = classic();
    const zap = sc.active(0, 'Zapdos');
    const ele = sc.bench(0, 'Electrode', stage2('Electrode'));
    sc.active(1, 'Machop');
    sc.prizes(1, 1);
    sc.flips();
    sc.do(Act.Power, 0, ele).do(Act.ChooseSlot, 0, zap).do(Act.Option, 0, 3);
    expect(sc.s.phase[0]).toBe(Phase.Over);
    expect(sc.s.winner[0]).toBe(1);
  });

  it('A7: once it leaves play the Energy card is Electrode again (discarded to pay a Retreat Cost: a Pokémon card in the discard pile)', () => {
    const sc = classic();
    const buzz = sc.active(0, 'Electabuzz'); // Retreat Cost 2
    const ele = sc.bench(0, 'Electrode', stage2('Electrode'));
    const electrode = sc.s.slotTop[ele];
    const bulb = sc.bench(0, 'Bulbasaur');
    sc.active(1, 'Machop');
    sc.prizes(1, 6);
    sc.flips();
    sc.do(Act.Power, 0, ele).do(Act.ChooseSlot, 0, buzz).do(Act.Option, 0, 3);
    const formId = sc.s.cardDef[electrode];
    expect(formId).not.toBe(cardId('Electrode'));
    sc.do(Act.Retreat, 0, bulb - 1); // the Bench closed up after the Knock Out; its only Energy card pays both units
    expect(sc.name(A0)).toBe('Bulbasaur');
    expect(sc.s.cardZone[electrode]).toBe(Zone.Discard);
    expect(sc.s.cardDef[electrode]).toBe(cardId('Electrode'));
    expect(sc.countIn(0, 'Electrode', Zone.Discard)).toBe(1);
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('Electric Shock: 50 damage; tails: 10 damage to Electrode itself', () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Electrode', { ...stage2('Electrode'), energy: ['Lightning Energy', 'Lightning Energy', 'Lightning Energy'] });
      sc.active(1, 'Onix'); // 90 HP, no Weakness to Lightning
      sc.flips(heads);
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(50);
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 10);
      sc.expectFlipsUsed();
    }
  });
});

describe('Hydro Pump (Blastoise)', () => {
  it.each([{ water: 3, damage: 40 }, { water: 4, damage: 50 }, { water: 5, damage: 60 }, { water: 6, damage: 60 }])(
    '40 + 10 per Water Energy beyond the cost, at most +20: $water Water → $damage', ({ water, damage }) => {
      const sc = classic();
      sc.active(0, 'Blastoise', { ...stage2('Blastoise'), energy: Array.from({ length: water }, () => 'Water Energy') });
      sc.active(1, 'Onix'); // 90 HP, no Weakness to Water
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(damage);
      sc.expectFlipsUsed();
    });
});

/** Let the greedy bot play player 0's turn until it attacks or ends the turn. */
function greedyTurn(sc: Scenario): void {
  const rng = {} as Parameters<typeof greedyChoose>[3];
  while (sc.s.current[0] === 0 && sc.s.decider[0] === 0 && sc.s.phase[0] !== 8) {
    const n = legalActions(sc.s, sc.out);
    if (actKind(sc.out[greedyChoose(sc.s, sc.out, n, rng)]) === Act.EndTurn) return;
    step(sc.s, sc.out[n === 1 ? 0 : greedyChoose(sc.s, sc.out, n, rng)]);
  }
}

describe('the greedy bot uses Powers', () => {
  it('Rain Dance to power an attack this turn', () => {
    const sc = classic();
    sc.active(0, 'Wartortle', { under: ['Squirtle'] });
    sc.bench(0, 'Blastoise', stage2('Blastoise'));
    sc.active(1, 'Kakuna');
    sc.hand(0, 'Water Energy', 'Water Energy', 'Water Energy');
    sc.flips();
    greedyTurn(sc);
    expect(sc.s.damage[A1]).toBe(40); // Bite needs 3 Energy: one attachment and two Rain Dances
    expect(sc.countIn(0, 'Water Energy', Zone.Hand)).toBe(0);
    sc.expectFlipsUsed();
  });

  it('Energy Trans to make Solarbeam payable, then attacks', () => {
    const sc = classic();
    sc.active(0, 'Venusaur', { ...stage2('Venusaur'), energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'] });
    const bulb = sc.bench(0, 'Bulbasaur', { energy: ['Grass Energy'] });
    sc.active(1, 'Kakuna');
    sc.flips();
    greedyTurn(sc);
    expect(sc.energyOn(bulb)).toBe(0);
    expect(sc.s.damage[A1]).toBe(60);
    sc.expectFlipsUsed();
  });

  it('Damage Swap to save a damaged Active, never Knocking Out a Benched Pokémon', () => {
    const sc = classic();
    sc.active(0, 'Machop', { damage: 40 }); // 50 HP: 10 left
    const ala = sc.bench(0, 'Alakazam', stage2('Alakazam'));
    const onix = sc.bench(0, 'Onix');
    sc.active(1, 'Kakuna');
    sc.flips();
    greedyTurn(sc);
    expect(sc.s.damage[A0]).toBeLessThan(40);
    expect(sc.s.damage[A0] + sc.s.damage[ala] + sc.s.damage[onix]).toBe(40);
    expect(sc.s.benchCount[0]).toBe(2);
    sc.expectFlipsUsed();
  });

  it('Buzzap from the Bench when its 2 Energy let the Active attack (choosing the type that pays), never for the opponent\'s last Prize', () => {
    for (const last of [false, true]) {
      const sc = classic();
      sc.active(0, 'Machop'); // Low Kick: Fighting
      sc.bench(0, 'Electrode', stage2('Electrode'));
      sc.active(1, 'Kakuna');
      sc.prizes(1, last ? 1 : 6);
      sc.flips();
      greedyTurn(sc);
      if (last) {
        expect(sc.s.prizeCount[1]).toBe(1);
        expect(sc.s.damage[A1]).toBe(0);
      } else {
        expect(sc.s.prizeCount[1]).toBe(5);
        expect(sc.s.slotEnergy[A0 * ENERGY_STRIDE + T.Fighting]).toBe(2);
        expect(sc.s.damage[A1]).toBe(20); // Low Kick
      }
      sc.expectFlipsUsed();
    }
  });

  it('Energy Burn when it makes Fire Spin payable', () => {
    const sc = classic();
    sc.active(0, 'Charizard', { ...stage2('Charizard'), energy: ['Water Energy', 'Water Energy', 'Fire Energy', 'Fire Energy'] });
    sc.active(1, 'Onix');
    sc.bench(1, 'Machop');
    sc.flips();
    greedyTurn(sc);
    expect(sc.countIn(1, 'Onix', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });
});

const POWER_DECK = [
  '# name: Powers test', 'Pokémon: 24',
  '3 Squirtle BS 63', '2 Wartortle BS 42', '2 Blastoise BS 2', '3 Bulbasaur BS 44', '2 Ivysaur BS 30', '2 Venusaur BS 15',
  '3 Abra BS 43', '2 Kadabra BS 32', '1 Alakazam BS 1', '2 Charmander BS 46', '1 Charmeleon BS 24', '1 Charizard BS 4',
  'Trainer: 8', '4 Bill BS 91', '2 Potion BS 94', '2 Switch BS 95',
  'Energy: 28', '10 Water Energy BS 102', '8 Grass Energy BS 99', '5 Psychic Energy BS 101', '5 Fire Energy BS 98',
].join('\n');

describe('a Zapdos/Electabuzz game with Buzzap', () => {
  it('A7: the log shows Electrode Knocked Out and attached as Energy with its type, and the game replays exactly', () => {
    const read = (f: string) => parseDeck(readFileSync(f, 'utf8'), f).deck;
    const zap = read('decks/classic/zapdos-electabuzz.txt'), hay = read('decks/classic/haymaker.txt');
    let found = false;
    for (let g = 0; g < 60 && !found; g++) {
      const { log } = playLogged({ decks: [zap, hay], rules: 'classic', seed: 'buzzap', index: g, bots: [greedyBot, greedyBot], suddenDeath: false, turnLimit: 200 });
      const recs = log.records;
      const became = recs.find((r) => r.kind === 'attach' && r.byName === 'Buzzap');
      if (!became) continue;
      found = true;
      expect(became).toMatchObject({ from: 'in-play', by: 'power', provides: { units: 2 } });
      const i = recs.indexOf(became);
      expect(recs.slice(0, i).reverse().find((r) => r.kind === 'knock-out')).toMatchObject({ card: { name: 'Electrode', id: 'BS 21' } });
      const text = recs.map((r) => recordText(r, ['A', 'B'])).join('\n');
      expect(text).toMatch(/Electrode's Buzzap activates/);
      expect(text).toMatch(/attaches Electrode \(\w+ Energy\) \(BS 21\) to .* by Buzzap\): an Energy card that provides 2 \w+/);
      const json = JSON.parse(JSON.stringify(recs));
      expect(replayRecords(json, 'buzzap.jsonl').hash).toBe(recs[recs.length - 1].stateHash);
    }
    expect(found).toBe(true);
  });
});

describe('a deck with every Pokémon Power', () => {
  it('A7: a logged greedy game uses Powers, shows what moved where, and replays exactly', () => {
    const { deck, problems } = parseDeck(POWER_DECK, 'powers.txt');
    expect(problems).toEqual([]);
    let found = false;
    for (let g = 0; g < 40 && !found; g++) {
      const { log } = playLogged({ decks: [deck, deck], rules: 'classic', seed: 'powers', index: g, bots: [greedyBot, greedyBot], suddenDeath: false, turnLimit: 200 });
      const recs = log.records;
      const used = recs.filter((r) => r.type === 'action' && r.kind === 'power');
      const moved = recs.filter((r) => r.kind === 'attach' && r.by === 'power' || r.kind === 'move-damage');
      if (used.length === 0 || moved.length === 0) continue;
      found = true;
      const text = recs.map((r) => recordText(r, ['A', 'B'])).join('\n');
      expect(text).toMatch(/(Rain Dance|Energy Trans|Damage Swap|Energy Burn) activates/);
      expect(text).toMatch(/by (Rain Dance|Energy Trans)\)|damage moves from/);
      const json = JSON.parse(JSON.stringify(recs));
      expect(replayRecords(json, 'powers.jsonl').hash).toBe(recs[recs.length - 1].stateHash);
    }
    expect(found).toBe(true);
  });

  it('A7: 300 fuzzed games of that deck against a theme deck keep every invariant and replay exactly', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptcg-powers-'));
    try {
      mkdirSync(join(root, 'decks', 'classic'), { recursive: true });
      mkdirSync(join(root, 'decks', 'standard'), { recursive: true });
      writeFileSync(join(root, 'decks', 'classic', 'powers.txt'), POWER_DECK);
      copyFileSync('decks/classic/overgrowth.txt', join(root, 'decks', 'classic', 'overgrowth.txt'));
      const r = fuzz({ games: 300, seed: 'powers', root });
      expect(r.failure ?? null).toBeNull();
      expect(r.games).toBe(300);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
