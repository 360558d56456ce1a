// The name tables the log and the opcode table keep beside the engine's enums name every member
// exactly once. The enums are `const enum`s (no runtime object), so their members are read from
// the source, as the TypeScript compiler would number them.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { enumValues } from './helpers/enums.js';
import {
  COND_NAMES, GUARD_NAMES, DEBUFF_NAMES, FLIP_NAMES, DEST_NAMES, ABILITY_NAMES, FROM_NAMES, FROM_TEXT, DAMAGE_GUARDS,
  ATTACK_FAILURE_NAMES,
} from '../src/sim/log.js';
import { END_REASON_NAMES } from '../src/engine/state.js';
import { OPS, OpTiming, DamageEstimate } from '../src/cards/opcodes.js';
import { ActionKind, Phase, Zone, EndReason, Supertype } from '../src/lib/enums.js';

/** The numeric keys of a name table (an array indexed by value, or a record keyed by value). */
const keysOf = (table: object) => Object.keys(table).map(Number).sort((a, b) => a - b);
const valuesOf = (e: Map<string, number>) => [...e.values()].sort((a, b) => a - b);

describe('name tables cover their enums exactly', () => {
  const cases: [string, object, string, string][] = [
    ['COND_NAMES', COND_NAMES, 'cards/types.ts', 'Cond'],
    ['GUARD_NAMES', GUARD_NAMES, 'cards/types.ts', 'Guard'],
    ['DAMAGE_GUARDS', DAMAGE_GUARDS, 'cards/types.ts', 'Guard'],
    ['DEBUFF_NAMES', DEBUFF_NAMES, 'cards/types.ts', 'Debuff'],
    ['DEST_NAMES', DEST_NAMES, 'cards/types.ts', 'Dest'],
    ['ABILITY_NAMES', ABILITY_NAMES, 'cards/types.ts', 'AbilityKind'],
    ['FLIP_NAMES', FLIP_NAMES, 'engine/events.ts', 'Flip'],
    ['FROM_NAMES', FROM_NAMES, 'engine/events.ts', 'From'],
    ['FROM_TEXT', FROM_TEXT, 'engine/events.ts', 'From'],
    ['ATTACK_FAILURE_NAMES', ATTACK_FAILURE_NAMES, 'engine/events.ts', 'AttackFailure'],
    ['END_REASON_NAMES', END_REASON_NAMES, 'engine/state.ts', 'EndReason'],
    ['OPS', OPS, 'cards/opcodes.ts', 'Op'],
  ];
  for (const [name, table, file, enumName] of cases) {
    it(`${name} has one entry per member of ${enumName}`, () => {
      let members = enumValues(file, enumName);
      expect(members.size).toBeGreaterThan(1);
      // Modern Abilities (kinds from 20) are named by their cards' data; the table names the Base Set kinds.
      if (name === 'ABILITY_NAMES') members = new Map([...members].filter(([, v]) => v < 20));
      expect(keysOf(table)).toEqual(valuesOf(members));
    });
  }

  it('the enum reader numbers members as TypeScript does (implicit values follow the last one)', () => {
    const ev = enumValues('engine/events.ts', 'Ev');
    expect(ev.get('CoinFlip')).toBe(1);
    expect(ev.get('FirstPlayer')).toBe(2);
    const op = enumValues('cards/opcodes.ts', 'Op');
    expect(op.get('TimesHeads')).toBe(1);
    expect(op.get('PlusPerDefenderEnergy')).toBe(2);
  });

  it('every engine event has its own case in the log (none falls to the generic `event-N` record)', () => {
    const log = readFileSync(join(ROOT, 'src', 'sim', 'log.ts'), 'utf8');
    const cases = [...log.matchAll(/case Ev\.(\w+):/g)].map((m) => m[1]).sort();
    expect(cases).toEqual([...enumValues('engine/events.ts', 'Ev').keys()].sort());
  });

  it('OPS: names are unique; X5: before-damage ops are the damage modifiers, costs and targets, and only they carry a damage estimate', () => {
    const names = Object.values(OPS).map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    for (const info of Object.values(OPS)) {
      expect(info.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(info.params.length).toBeGreaterThan(0);
      if (info.estimate !== DamageEstimate.None) expect(info.timing).toBe(OpTiming.BeforeDamage);
    }
    const op = enumValues('cards/opcodes.ts', 'Op');
    const before = [...op].filter(([, v]) => OPS[v as keyof typeof OPS].timing === OpTiming.BeforeDamage).map(([k]) => k);
    expect(before).toContain('TimesHeads');
    expect(before).toContain('FlipTailsNothing');
    expect(before).toContain('ChooseAnyOpponentTarget');
    expect(before).not.toContain('SelfDamage');
  });
});

describe("the library's runtime enums list every member of the engine's const enums", () => {
  const cases: [string, object, string, string][] = [
    ['ActionKind', ActionKind, 'engine/actions.ts', 'Act'],
    ['Phase', Phase, 'engine/state.ts', 'Phase'],
    ['Zone', Zone, 'engine/state.ts', 'Zone'],
    ['EndReason', EndReason, 'engine/state.ts', 'EndReason'],
    ['Supertype', Supertype, 'cards/types.ts', 'Supertype'],
  ];
  for (const [name, runtime, file, constEnum] of cases) {
    it(`${name} = ${constEnum} (src/${file}), member by member`, () => {
      expect(Object.entries(runtime).sort()).toEqual([...enumValues(file, constEnum)].sort());
    });
  }
});
