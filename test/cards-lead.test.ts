// Cards of the 13 SV Battle Decks that no batch owned: Tinkaton ex SVP 031 (its list names it
// without a set code in the source data). A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario } from './helpers/scenario.js';
import { Guard } from '../src/cards/types.js';

const A1 = 6;
const PSY = 'Basic Psychic Energy';

/** Tinkaton ex (Psychic, 300 HP) attacks Ampharos ex; hand of `hand` cards; Ampharos ex guarded for 100 less damage if `wall`. */
function tinkaton(hand: number, wall: boolean): Scenario {
  const sc = new Scenario({ rules: 'standard', filler: PSY });
  sc.active(0, 'Tinkaton ex', { energy: [PSY, PSY, PSY] });
  sc.active(1, 'Ampharos ex'); // 330 HP, no Weakness to Psychic
  for (let i = 0; i < hand; i++) sc.hand(0, PSY);
  if (wall) {
    sc.s.guard[A1] = Guard.ReduceDamage; // Lightning Wall's effect: 100 less damage from attacks
    sc.s.guardParam[A1] = 100;
    sc.s.guardUntil[A1] = 99;
  }
  sc.s.damage[A1] = 0;
  sc.turn(0);
  return sc;
}

describe('Tinkaton ex (SVP 031)', () => {
  it('Big Hammer: 30 × the cards in its player\'s hand (4 cards: 120; none: 0)', () => {
    for (const [hand, dmg] of [[4, 120], [0, 0]]) {
      const sc = tinkaton(hand, false);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], `${hand} cards`).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });

  it('X3: Pulverizing Press is not changed by effects on the opponent\'s Active (a 100-less guard), Big Hammer is', () => {
    const press = tinkaton(0, true);
    press.flips();
    press.attack(1);
    expect(press.s.damage[A1]).toBe(140);
    press.expectFlipsUsed();
    const hammer = tinkaton(5, true);
    hammer.flips();
    hammer.attack(0);
    expect(hammer.s.damage[A1]).toBe(50); // 150 − 100
    hammer.expectFlipsUsed();
  });
});
