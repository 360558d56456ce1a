import { describe, it, expect } from 'vitest';
import { GameState, STATE_BYTES, SLOTS, layout } from '../src/engine/state.js';
import { Scenario } from './helpers/scenario.js';

describe('state layout', () => {
  it('is one buffer of a fixed size, and a clone is a byte copy', () => {
    expect(STATE_BYTES).toBe(3784); // 9 slots a side (Active and a Bench of up to 8: R13); abilityUsed 10 words a player (AbilityKinds below 320)
    const s = new GameState();
    expect(s.buffer.byteLength).toBe(STATE_BYTES);
    // every field lies inside the one buffer, without overlap
    const fields = layout().sort((a, b) => a.offset - b.offset);
    for (let i = 1; i < fields.length; i++) expect(fields[i].offset).toBeGreaterThanOrEqual(fields[i - 1].offset + fields[i - 1].bytes);
    const sc = new Scenario();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Squirtle');
    const c = sc.s.clone();
    expect(c.equals(sc.s)).toBe(true);
    expect(c.buffer).not.toBe(sc.s.buffer);
  });

  it('a clone resumes to the same result as the original', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Squirtle');
    const copy = new Scenario();
    copy.s.copyFrom(sc.s);
    sc.attack(0);
    copy.attack(0);
    expect(copy.s.equals(sc.s)).toBe(true);
    expect(sc.s.damage[SLOTS]).toBe(10);

  });
});
