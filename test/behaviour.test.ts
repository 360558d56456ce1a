// The card behaviour registry (src/behaviour/registry.ts): one definition holds an Ability's or a
// Pokémon Power's engine handler and the greedy bot's hints, registered together; the Base Set's
// Powers are defined that way (src/behaviour/base1.ts), and the engine, which never imports the
// behaviour layer, reads them from its own registry. As the behaviour modules load, the pool refuses a
// card whose Ability has no behaviour.
import { describe, it, expect } from 'vitest';
import { isActivePower } from '../src/engine/powers.js';
import { defineAbility, abilityBot, abilitiesWithoutBehaviour } from '../src/behaviour/registry.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import '../src/behaviour/index.js';
import { AbilityKind, Supertype } from '../src/cards/types.js';

const TEST_KIND = 126; // unreserved (the batches use 20–119) and below the per-name bits' 128

describe('card behaviour definitions (A5, A7)', () => {
  it('A5: defineAbility registers the engine handler and the bot hints of one kind together, once', () => {
    const engine = { usable: () => true, start: () => true, step: () => true };
    const bot = { score: () => 1, choiceScore: () => 0 };
    expect(isActivePower(TEST_KIND)).toBe(false);
    expect(abilityBot(TEST_KIND)).toBeUndefined();
    defineAbility({ kind: TEST_KIND as AbilityKind, engine, bot });
    expect(isActivePower(TEST_KIND)).toBe(true);
    expect(abilityBot(TEST_KIND)).toBe(bot);
    expect(() => defineAbility({ kind: TEST_KIND as AbilityKind, engine, bot })).toThrow(/already/);
  });

  it('A7: each Base Set Power used as an action has its handler and its bot hints from its behaviour module', () => {
    const kinds = [AbilityKind.RainDance, AbilityKind.EnergyTrans, AbilityKind.DamageSwap, AbilityKind.EnergyBurn, AbilityKind.Buzzap];
    expect(kinds.map((k) => [isActivePower(k), abilityBot(k) !== undefined])).toEqual(kinds.map(() => [true, true]));
    // Strikes Back works by itself (damage.ts): no action, no hints
    expect([isActivePower(AbilityKind.StrikesBack), abilityBot(AbilityKind.StrikesBack)]).toEqual([false, undefined]);
  });
});

describe('the pool refuses an Ability with no behaviour (load-time check)', () => {
  it('A5: every printed Ability or Pokémon Power in the pool (and a Tool\'s) is defined or works by itself; none is left out', () => {
    expect(abilitiesWithoutBehaviour(ALL_CARDS)).toEqual([]);
  });

  it('A5: a card whose Ability kind has no handler and is not passive is named, with its printing', () => {
    const machamp = ALL_CARDS.find((c) => c.name === 'Machamp' && c.set === 'base1');
    if (machamp?.supertype !== Supertype.Pokemon || !machamp.ability) throw new Error('no Base Set Machamp');
    const unknown = { ...machamp, ability: { ...machamp.ability, kind: 125 as AbilityKind } };
    expect(abilitiesWithoutBehaviour([machamp, unknown])).toEqual([
      'base1 8 Machamp: Strikes Back (AbilityKind 125) has no behaviour: define it in src/behaviour/ or list it in PASSIVE_ABILITIES',
    ]);
  });
});
