// Abilities defined by their printed name (issue 31, cards/named-abilities.ts): the definition in
// src/behaviour/ names the Ability, the card says only `ability: BY_NAME`, and the kind, parameter and
// limit reach the card's definition and the engine tables as the definition loads. Rumbling Engine
// (Revavroom, behaviour/sv-c.ts) is the first card added this way: its module and this test only
// (then `npm run gen:attacks` and `gen:reprints`, which write the generated card and its reprints).
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, cardId } from './helpers/scenario.js';
import { actKind } from '../src/engine/actions.js';
import { cAbility, cAbilityLimit, cAbilityParam } from '../src/engine/tables.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { ALL_CARDS, findByCode } from '../src/cards/pool.js';
import { pokemon, BY_NAME } from '../src/cards/build.js';
import { AbilityKind, AbilityLimit, Supertype } from '../src/cards/types.js';
import { FIRST_NAMED_KIND, bindNamedAbility, namedAbilities, namedAbilityKind } from '../src/cards/named-abilities.js';
import { abilitiesWithoutBehaviour } from '../src/behaviour/registry.js';
import { cardText } from '../src/cards/describe.js';
import { enumValues } from './helpers/enums.js';
import { step } from '../src/engine/game.js';

const A0 = 0;
const REVAVROOM = 'Revavroom@SVP 8';
const FIRE = 'Basic Fire Energy';

function std(): Scenario {
  return new Scenario({ rules: 'standard', filler: 'Basic Metal Energy' });
}

function greedyPick(sc: Scenario): number {
  const l = sc.legal();
  return l[greedyChoose(sc.s, Int32Array.from(l), l.length, {} as never)];
}

describe('Abilities defined by name (issue 31)', () => {
  it('A5: a card that prints a named Ability gets the definition\'s kind, parameter and limit, in its definition and the tables; its reprints resolve to it', () => {
    const kind = namedAbilityKind('Rumbling Engine');
    expect(kind).toBeGreaterThanOrEqual(FIRST_NAMED_KIND);
    expect(namedAbilities()).toContain('Rumbling Engine');
    const id = cardId(REVAVROOM);
    const def = ALL_CARDS[id];
    if (def.supertype !== Supertype.Pokemon) throw new Error('Revavroom is a Pokémon');
    expect(def.ability).toMatchObject({ name: 'Rumbling Engine', kind, a: 0, limit: AbilityLimit.OncePerTurnPerPokemon, byName: true });
    expect([cAbility[id], cAbilityParam[id], cAbilityLimit[id]]).toEqual([kind, 0, AbilityLimit.OncePerTurnPerPokemon]);
    // the Scarlet & Violet and Paldean Fates printings are the same card
    expect(findByCode('SVI', 142)).toBe(id);
    expect(findByCode('PAF', 65)).toBe(id);
    expect(cardText(def)).toContain('Ability Rumbling Engine: once in your turn, discard an Energy card from your hand to draw until you have 6 cards');
  });

  it('A5: the kinds given to names start above every numbered AbilityKind (types.ts), so a new numbered kind can\'t share one', () => {
    const numbered = [...enumValues('cards/types.ts', 'AbilityKind').values()];
    expect(numbered.length).toBeGreaterThan(50);
    expect(Math.max(...numbered)).toBeLessThan(FIRST_NAMED_KIND);
  });

  it('binding a name again (the bound engine\'s copy of the registry does) gives the same kind and fills in the same cards', () => {
    const kind = namedAbilityKind('Rumbling Engine')!;
    const again = bindNamedAbility(ALL_CARDS, 'Rumbling Engine', { a: 0, limit: AbilityLimit.OncePerTurnPerPokemon });
    expect(again.kind).toBe(kind);
    expect(again.ids).toEqual([cardId(REVAVROOM)]);
  });

  it('the pool refuses a card that gives its Ability by name when no definition names it', () => {
    // Mew ex (Restart) is played with its numbered kind; as a BY_NAME card nothing defines it
    const mew = pokemon('SVP', 53, { ability: BY_NAME, attacks: [{ noEffect: 'test' }] });
    expect(mew.ability).toMatchObject({ name: 'Restart', kind: AbilityKind.None, byName: true });
    expect(abilitiesWithoutBehaviour([mew])).toEqual([
      "svp 53 Mew ex: Restart is given by name and no definition names it: defineAbility({ name: 'Restart', … }) in src/behaviour/",
    ]);
  });

  it('A5: Revavroom Rumbling Engine discards an Energy card from the hand, then draws until the hand has 6; once a turn; not without an Energy card', () => {
    const sc = std();
    sc.active(0, REVAVROOM, { under: ['Varoom@SVI 141'] });
    sc.active(1, 'Varoom@SVI 141');
    sc.hand(0, 'Varoom@SVI 141');
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // no Energy card to discard
    const [fire] = sc.hand(0, FIRE);
    sc.hand(0, 'Varoom@SVI 141');
    const deck = sc.s.deckCount[0];
    expect(sc.s.handCount[0]).toBe(3);
    sc.do(Act.Power, 0, A0);
    expect(sc.legal().every((x) => actKind(x) === Act.ChooseCard)).toBe(true);
    sc.do(Act.ChooseCard, fire);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(6); // 2 left after the discard, 4 drawn
    expect(sc.s.deckCount[0]).toBe(deck - 4);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // once during the turn (it now holds Energy cards)
    sc.do(Act.EndTurn).do(Act.EndTurn); // its next turn: 7 cards after the draw, one attached
    step(sc.s, sc.legal().find((x) => actKind(x) === Act.Attach)!); // (one Attach is offered per kind of Energy card)
    expect(sc.can(Act.Power, 0, A0)).toBe(true);
  });

  it('A5: Rumbling Engine is not offered with 7 cards in hand (it would draw none)', () => {
    const sc = std();
    sc.active(0, REVAVROOM, { under: ['Varoom@SVI 141'] });
    sc.active(1, 'Varoom@SVI 141');
    sc.hand(0, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE, FIRE);
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
    sc.do(Act.Attach, sc.handCard(0, FIRE), A0);
    expect(sc.can(Act.Power, 0, A0)).toBe(true); // 6 in hand: 1 discarded, 1 drawn
  });

  it('greedy uses Rumbling Engine with a small hand and an Energy card to spare (its attachment made), discarding that Energy', () => {
    const sc = std();
    sc.active(0, REVAVROOM, { under: ['Varoom@SVI 141'] });
    sc.active(1, 'Varoom@SVI 141');
    sc.hand(0, FIRE);
    sc.turn(0);
    sc.s.energyAttached[0] = 1;
    const pick = greedyPick(sc);
    expect(actKind(pick)).toBe(Act.Power);
    step(sc.s, pick);
    step(sc.s, greedyPick(sc)); // the one Energy card: discarded
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(6);
  });
});
