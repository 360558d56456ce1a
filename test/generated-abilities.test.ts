// Abilities the generator reads (issue 32 step 4, src/tools/attack-templates.ts ABILITIES): for each
// wording a scenario with a generated card that would fail if the effect were wrong, injected flips
// all used. The active and triggered kinds are defined in src/behaviour/gen-abilities.ts; the
// passive ones are read where their rule applies (registry.ts PASSIVE_ABILITIES).
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, SLOTS } from './helpers/scenario.js';
import { act, actKind, actB } from '../src/engine/actions.js';

const A0 = 0, B01 = 1, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const FIGHT = 'Basic Fighting Energy', WATER = 'Basic Water Energy', LIGHT = 'Basic Lightning Energy';
const SNORLAX = 'Snorlax@SVP 122'; // 160 HP, Colorless, Weakness Fighting, no Resistance, no Ability

const std = (filler = FIGHT): Scenario => new Scenario({ rules: 'standard', filler });
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);

describe('generated Abilities: kinds the hand-written cards already play', () => {
  it('A5: "place 3 (5) damage counters on the Attacking Pokémon" (Hop\'s Pincurchin ex ASC 68, Mega Scrafty ex ASC 135) reads as CountersOnAttacker, while Active', () => {
    for (const [ref, counters] of [["Hop's Pincurchin ex@ASC 68", 3], ['Mega Scrafty ex@ASC 135', 5]] as const) {
      const sc = std();
      sc.active(0, ref, ref.startsWith('Mega') ? { under: ['Scraggy'] } : {});
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4);
      sc.flips();
      sc.attack(0); // Jab: 10
      expect(sc.s.damage[A0]).toBeGreaterThan(0); // (Pincurchin has Fighting Weakness)
      expect(sc.s.damage[A1]).toBe(10 * counters);
      sc.expectFlipsUsed();
    }
  });

  it('A5: Octillery PAR 34 Suction Cup Draw (PsychicDraw 3) is offered when it evolves from the hand, draws 3, and is no action', () => {
    const sc = std(WATER);
    sc.active(0, 'Remoraid@PAR 33');
    const [octillery] = sc.hand(0, 'Octillery@PAR 34');
    sc.turn(0).do(Act.Evolve, octillery, A0);
    expect(sc.legal()).toEqual([act(Act.Yes), act(Act.No)]);
    const before = sc.s.handCount[0];
    sc.do(Act.Yes);
    expect(sc.s.handCount[0]).toBe(before + 3);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
  });

  it("A5: Hop's Dubwool JTG 136 Defiant Horn (HeaveHoCatcher) switches in the opponent's chosen Benched Pokémon when it evolves from the hand", () => {
    const sc = std();
    sc.active(0, "Hop's Wooloo");
    sc.active(1, SNORLAX);
    sc.bench(1, 'Riolu@SVI 112');
    sc.bench(1, 'Makuhita');
    const [dubwool] = sc.hand(0, "Hop's Dubwool");
    sc.turn(0).do(Act.Evolve, dubwool, A0);
    sc.do(Act.Yes);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Makuhita');
    expect(sc.name(B12)).toBe('Snorlax');
  });
});
