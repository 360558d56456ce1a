// Base Set (base1) card tests under the classic rule set (V3): the printed facts of every card
// against the reference data, and one or more scenarios for every card with an effect.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Scenario, Act, Zone, SLOTS, Phase } from './helpers/scenario.js';
import { base1 } from '../src/cards/sets/base1.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond, Supertype, TYPE_NAMES, Guard, AbilityKind, type PokemonDef } from '../src/cards/types.js';
import { Ev, AttackFailure } from '../src/engine/events.js';
import { actKind, actA } from '../src/engine/actions.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { MAX_DECK } from '../src/engine/state.js';

const A0 = 0; // player 0's Active slot
const A1 = SLOTS; // player 1's Active slot

function classic(opts: { deck0?: string[]; deck1?: string[] } = {}): Scenario {
  return new Scenario({ rules: 'classic', ...opts });
}

/** Index of an attack on a base1 Pokémon, by name. */
function atk(card: string, attack: string): number {
  const def = base1.cards.find((c) => c.name === card && c.supertype === Supertype.Pokemon) as PokemonDef | undefined;
  if (!def) throw new Error(`no base1 Pokémon ${card}`);
  const k = def.attacks.findIndex((a) => a.name === attack);
  if (k < 0) throw new Error(`${card} has no attack ${attack}`);
  return k;
}

function n(times: number, ref: string): string[] {
  return Array.from({ length: times }, () => ref);
}

/** The legal ChooseCard action for a card with this name (equal cards give one action). */
function pick(sc: Scenario, name: string): Scenario {
  const x = sc.legal().find((a) => actKind(a) === Act.ChooseCard && ALL_CARDS[sc.s.cardDef[actA(a)]].name === name);
  if (x === undefined) throw new Error(`no ChooseCard for ${name}`);
  return sc.do(Act.ChooseCard, actA(x));
}

function chooseCardNames(sc: Scenario): string[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseCard).map((a) => ALL_CARDS[sc.s.cardDef[actA(a)]].name);
}

function chooseSlots(sc: Scenario): number[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseSlot).map((a) => a & 0xff);
}

function energyOfType(sc: Scenario, slot: number, name: string): number {
  const s = sc.s;
  let k = 0;
  for (let i = 0; i < s.slotCount[slot]; i++) if (ALL_CARDS[s.cardDef[s.slotCards[slot * MAX_DECK + i]]].name === name) k++;
  return k;
}

/** Names of player p's deck from the top down, `k` cards. */
function topOfDeck(sc: Scenario, p: number, k: number): string[] {
  const s = sc.s;
  const out: string[] = [];
  for (let i = 0; i < k; i++) out.push(ALL_CARDS[s.cardDef[s.deck[p * MAX_DECK + s.deckCount[p] - 1 - i]]].name);
  return out;
}

function handNames(sc: Scenario, p: number): string[] {
  const s = sc.s;
  const out: string[] = [];
  for (let i = 0; i < s.handCount[p]; i++) out.push(ALL_CARDS[s.cardDef[s.hand[p * MAX_DECK + i]]].name);
  return out.sort();
}

// ====================================================================================
// Printed facts against the reference data
// ====================================================================================

interface RefCard {
  number: string; name: string; supertype: string; subtypes?: string[]; hp?: string; types?: string[];
  evolvesFrom?: string; weaknesses?: { type: string; value: string }[]; resistances?: { type: string; value: string }[];
  convertedRetreatCost?: number; attacks?: { name: string; cost: string[]; damage: string }[];
  abilities?: { name: string; type: string }[];
}

describe('Base Set card data', () => {
  it('every base1 card matches the reference data: name, stage, HP, type, weakness, resistance, retreat, attacks, costs, damage', () => {
    const ref: RefCard[] = JSON.parse(readFileSync(new URL('./fixtures/base1-facts.json', import.meta.url), 'utf8'));
    const byNumber = new Map(ref.map((c) => [Number(c.number), c]));
    const typeName = (t: number | undefined): string | undefined => (t === undefined ? undefined : TYPE_NAMES[t]);
    const dmg = (text: string): number => (text === '' || text === '?' ? 0 : Number(text.replace(/[×x+\-−]$/, '')));
    const bad: string[] = [];
    const check = (card: string, what: string, ours: unknown, theirs: unknown) => {
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) bad.push(`${card} ${what}: ours ${JSON.stringify(ours)} ref ${JSON.stringify(theirs)}`);
    };
    let pokemon = 0;
    for (const c of base1.cards) {
      const r = byNumber.get(c.number);
      if (!r) { bad.push(`${c.name} #${c.number}: not in the reference`); continue; }
      check(c.name, 'name', c.name, r.name);
      if (c.supertype === Supertype.Pokemon) {
        pokemon++;
        check(c.name, 'supertype', 'Pokémon', r.supertype);
        const stage = r.subtypes?.includes('Stage 2') ? 2 : r.subtypes?.includes('Stage 1') ? 1 : 0;
        check(c.name, 'stage', c.stage, stage);
        check(c.name, 'evolvesFrom', c.evolvesFrom ?? null, r.evolvesFrom ?? null);
        check(c.name, 'hp', c.hp, Number(r.hp));
        check(c.name, 'type', [typeName(c.type)], r.types);
        check(c.name, 'weakness', c.weakness === undefined ? [] : [{ type: typeName(c.weakness), value: '×2' }], r.weaknesses ?? []);
        check(c.name, 'resistance', c.resistance === undefined ? [] : [{ type: typeName(c.resistance), value: `-${c.resistanceValue}` }], r.resistances ?? []);
        check(c.name, 'retreat', c.retreat, r.convertedRetreatCost ?? 0);
        check(c.name, 'attacks', c.attacks.map((a) => ({ name: a.name, cost: a.cost.map((t) => typeName(t)), damage: a.damage })),
          (r.attacks ?? []).map((a) => ({ name: a.name, cost: a.cost, damage: dmg(a.damage) })));
        check(c.name, 'power', c.ability?.name ?? null, r.abilities?.[0]?.name ?? null);
      } else if (c.supertype === Supertype.Trainer) {
        check(c.name, 'supertype', 'Trainer', r.supertype);
      } else {
        check(c.name, 'supertype', 'Energy', r.supertype);
        if (c.basic) check(c.name, 'energy type', `${typeName(c.type)} Energy`, r.name);
        else check(c.name, 'subtypes', ['Special'], r.subtypes);
      }
    }
    expect(bad).toEqual([]);
    expect(pokemon).toBe(69);
    expect(base1.cards.length).toBe(69 + 26 + 7); // all 102 cards of Base Set
  });
});

// ====================================================================================
// Damage modifiers (X3, X5)
// ====================================================================================

describe('Base Set attacks: damage modifiers (X3, X5)', () => {
  it.each([
    { heads: [true, true], damage: 60 },
    { heads: [true, false], damage: 30 },
    { heads: [false, false], damage: 0 },
  ])('Beedrill Twineedle: 30 × heads of 2 coins ($heads → $damage)', ({ heads, damage }) => {
    const sc = classic();
    sc.active(0, 'Beedrill', { energy: n(3, 'Grass Energy') });
    sc.active(1, 'Hitmonchan');
    sc.flips(...heads);
    sc.attack(atk('Beedrill', 'Twineedle'));
    expect(sc.s.damage[A1]).toBe(damage);
    sc.expectFlipsUsed();
  });

  it.each([
    { heads: [true, true], damage: 20 },
    { heads: [false, true], damage: 10 },
    { heads: [false, false], damage: 0 },
  ])('Jynx Doubleslap: 10 × heads of 2 coins ($heads → $damage)', ({ heads, damage }) => {
    const sc = classic();
    sc.active(0, 'Jynx', { energy: ['Psychic Energy'] });
    sc.active(1, 'Onix');
    sc.flips(...heads);
    sc.attack(atk('Jynx', 'Doubleslap'));
    expect(sc.s.damage[A1]).toBe(damage);
    sc.expectFlipsUsed();
  });

  it('Jynx Doubleslap: X3 the × result is doubled by Weakness afterwards', () => {
    const sc = classic();
    sc.active(0, 'Jynx', { energy: ['Psychic Energy'] });
    sc.active(1, 'Hitmonchan'); // weak to Psychic
    sc.flips(true, false);
    sc.attack(atk('Jynx', 'Doubleslap'));
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
  });

  it('Mewtwo Psychic: 10 + 10 per Energy attached to the Defending Pokémon', () => {
    for (const [energies, expected] of [[0, 10], [3, 40]] as const) {
      const sc = classic();
      sc.active(0, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy'] });
      sc.active(1, 'Onix', { energy: n(energies, 'Fighting Energy') });
      sc.flips();
      sc.attack(atk('Mewtwo', 'Psychic'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('Jynx Meditate: 20 + 10 per damage counter on the Defending Pokémon', () => {
    for (const [already, expected] of [[0, 20], [30, 30 + 50]] as const) {
      const sc = classic();
      sc.active(0, 'Jynx', { energy: n(3, 'Psychic Energy') });
      sc.active(1, 'Onix', { damage: already });
      sc.flips();
      sc.attack(atk('Jynx', 'Meditate'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('Machoke Karate Chop: 50 − 10 per damage counter on Machoke; 0 or less does nothing', () => {
    for (const [own, expected] of [[0, 50], [20, 30], [50, 0], [60, 0]] as const) {
      const sc = classic();
      sc.active(0, 'Machoke', { energy: n(3, 'Fighting Energy'), damage: own });
      sc.active(1, 'Onix');
      sc.flips();
      sc.attack(atk('Machoke', 'Karate Chop'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('Magikarp Flail: 10 × damage counters on Magikarp', () => {
    for (const [own, expected] of [[0, 0], [10, 10], [20, 20]] as const) {
      const sc = classic();
      sc.active(0, 'Magikarp', { energy: ['Water Energy'], damage: own });
      sc.active(1, 'Onix');
      sc.flips();
      sc.attack(atk('Magikarp', 'Flail'));
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });
});

// ====================================================================================
// "Flip a coin. If tails, this attack does nothing."
// ====================================================================================

describe('Base Set attacks: tails does nothing (X5)', () => {
  it('Nidoran ♂ Horn Hazard: heads 30, tails the attack does nothing', () => {
    const sc = classic();
    sc.active(0, 'Nidoran ♂', { energy: ['Grass Energy'] });
    sc.active(1, 'Machop');
    sc.flips(true);
    sc.attack(atk('Nidoran ♂', 'Horn Hazard'));
    expect(sc.s.damage[A1]).toBe(30);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Nidoran ♂', { energy: ['Grass Energy'] });
    t.active(1, 'Machop');
    t.flips(false);
    t.attack(atk('Nidoran ♂', 'Horn Hazard'));
    expect(t.s.damage[A1]).toBe(0);
    expect(t.events.some((e) => e.code === Ev.AttackFailed && e.a === AttackFailure.Cancelled)).toBe(true);
    expect(t.s.current[0]).toBe(1); // the attack still ended the turn
    t.expectFlipsUsed();
  });

  it("Farfetch'd Leek Slap: tails does nothing, and it can't be used again while Farfetch'd stays in play (even via the Bench)", () => {
    const sc = classic();
    sc.active(0, "Farfetch'd", { energy: n(4, 'Water Energy') });
    sc.bench(0, 'Rattata');
    sc.active(1, 'Onix');
    const leek = atk("Farfetch'd", 'Leek Slap'), pot = atk("Farfetch'd", 'Pot Smash');
    sc.flips(false);
    expect(sc.can(Act.Attack, 0, leek)).toBe(true);
    sc.attack(leek);
    expect(sc.s.damage[A1]).toBe(0);
    sc.startTurn(0, 5);
    expect(sc.can(Act.Attack, 0, leek)).toBe(false);
    expect(sc.can(Act.Attack, 0, pot)).toBe(true);
    // to the Bench and back: still used
    sc.do(Act.Retreat, 0, 1);
    expect(sc.name(A0)).toBe('Rattata');
    sc.startTurn(0, 7);
    sc.do(Act.Retreat, 0, 1);
    expect(sc.name(A0)).toBe("Farfetch'd");
    expect(sc.can(Act.Attack, 0, leek)).toBe(false);
    expect(sc.can(Act.Attack, 0, pot)).toBe(true);
    sc.expectFlipsUsed();
  });

  it("Farfetch'd Leek Slap: heads does 30 (and uses up the attack)", () => {
    const sc = classic();
    sc.active(0, "Farfetch'd", { energy: ['Water Energy'] });
    sc.active(1, 'Onix');
    sc.flips(true);
    sc.attack(atk("Farfetch'd", 'Leek Slap'));
    expect(sc.s.damage[A1]).toBe(30);
    sc.startTurn(0, 5);
    expect(sc.can(Act.Attack, 0, atk("Farfetch'd", 'Leek Slap'))).toBe(false);
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// Attacks that discard Energy as a cost
// ====================================================================================

describe('Base Set attacks: discard Energy to attack (X1, X5)', () => {
  it.each([
    { card: 'Charmander', attack: 'Ember', fire: 2, damage: 30 },
    { card: 'Charmeleon', attack: 'Flamethrower', fire: 3, damage: 50 },
    { card: 'Arcanine', attack: 'Flamethrower', fire: 3, damage: 50 },
    { card: 'Ninetales', attack: 'Fire Blast', fire: 4, damage: 80 },
  ])('$card $attack: $damage damage and discards 1 Fire Energy', ({ card, attack, fire, damage }) => {
    const sc = classic();
    sc.active(0, card, { energy: n(fire, 'Fire Energy') });
    sc.active(1, 'Onix');
    const before = energyOfType(sc, A0, 'Fire Energy');
    sc.flips();
    sc.attack(atk(card, attack));
    expect(sc.s.damage[A1]).toBe(damage);
    expect(energyOfType(sc, A0, 'Fire Energy')).toBe(before - 1);
    expect(sc.countIn(0, 'Fire Energy', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Water Energy', Zone.Discard)).toBe(0);
    sc.expectFlipsUsed();
  });

  it('Charmander Ember: with Fire + Water attached, the Fire Energy is the one discarded', () => {
    const sc = classic();
    sc.active(0, 'Charmander', { energy: ['Water Energy', 'Fire Energy'] });
    sc.active(1, 'Onix');
    sc.flips();
    sc.attack(atk('Charmander', 'Ember'));
    expect(energyOfType(sc, A0, 'Fire Energy')).toBe(0);
    expect(energyOfType(sc, A0, 'Water Energy')).toBe(1);
    sc.expectFlipsUsed();
  });

  it.each([
    { card: 'Kadabra', energy: 'Psychic Energy', damage: 50 },
    { card: 'Starmie', energy: 'Water Energy', damage: 40 },
  ])('$card Recover: discards 1 $energy and removes all damage counters', ({ card, energy, damage }) => {
    const sc = classic();
    sc.active(0, card, { energy: [energy, energy], damage });
    sc.active(1, 'Onix');
    sc.flips();
    sc.attack(atk(card, 'Recover'));
    expect(sc.s.damage[A0]).toBe(0);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, energy, Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Mewtwo Barrier: discards 1 Psychic Energy; next turn the opponent's attack does no damage and no effects", () => {
    const sc = classic();
    sc.active(0, 'Mewtwo', { energy: n(3, 'Psychic Energy') });
    sc.active(1, 'Magnemite', { energy: ['Lightning Energy'] });
    sc.flips(true); // Thunder Wave heads
    sc.attack(atk('Mewtwo', 'Barrier'));
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, 'Psychic Energy', Zone.Discard)).toBe(1);
    expect(sc.s.current[0]).toBe(1);
    sc.attack(atk('Magnemite', 'Thunder Wave'));
    expect(sc.s.damage[A0]).toBe(0);
    expect(sc.s.cond[A0]).toBe(0); // the Paralysis is prevented too
    sc.expectFlipsUsed();
  });

  it('Gastly Destiny Bond: discards 1 Psychic Energy; the Pokémon that Knocks Gastly Out next turn is Knocked Out too', () => {
    const sc = classic();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Gastly', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.bench(0, 'Machop');
    sc.active(1, 'Charmander', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.bench(1, 'Onix');
    sc.flips();
    sc.attack(atk('Gastly', 'Destiny Bond'));
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, 'Psychic Energy', Zone.Discard)).toBe(1);
    sc.attack(atk('Charmander', 'Ember')); // 30 ≥ Gastly's 30 HP
    expect(sc.countIn(0, 'Gastly', Zone.Discard)).toBe(1);
    expect(sc.countIn(1, 'Charmander', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5);
    expect(sc.s.prizeCount[1]).toBe(5);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    sc.expectFlipsUsed();
  });

  it('Gastly Destiny Bond: a Pokémon that does not Knock Gastly Out is unharmed', () => {
    const sc = classic();
    sc.active(0, 'Gastly', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.active(1, 'Growlithe', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.flips();
    sc.attack(atk('Gastly', 'Destiny Bond'));
    sc.attack(atk('Growlithe', 'Flare')); // 20 < 30
    expect(sc.s.damage[A0]).toBe(20);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.name(A1)).toBe('Growlithe');
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// Special Conditions from attacks (C-rules)
// ====================================================================================

describe('Base Set attacks: Special Conditions', () => {
  const rows = [
    { card: 'Gyarados', attack: 'Bubblebeam', energy: n(4, 'Water Energy'), cond: Cond.Paralyzed, damage: 40, flip: true },
    { card: 'Abra', attack: 'Psyshock', energy: ['Psychic Energy'], cond: Cond.Paralyzed, damage: 20, flip: true },
    { card: 'Squirtle', attack: 'Bubble', energy: ['Water Energy'], cond: Cond.Paralyzed, damage: 10, flip: true },
    { card: 'Starmie', attack: 'Star Freeze', energy: n(3, 'Water Energy'), cond: Cond.Paralyzed, damage: 20, flip: true },
    { card: 'Tangela', attack: 'Bind', energy: n(2, 'Grass Energy'), cond: Cond.Paralyzed, damage: 20, flip: true },
    { card: 'Magnemite', attack: 'Thunder Wave', energy: ['Lightning Energy'], cond: Cond.Paralyzed, damage: 10, flip: true },
    { card: 'Drowzee', attack: 'Confuse Ray', energy: n(2, 'Psychic Energy'), cond: Cond.Confused, damage: 20, flip: true },
    { card: 'Vulpix', attack: 'Confuse Ray', energy: n(2, 'Fire Energy'), cond: Cond.Confused, damage: 10, flip: true },
    { card: 'Weedle', attack: 'Poison Sting', energy: ['Grass Energy'], cond: Cond.Poisoned, damage: 10, flip: true },
    { card: 'Beedrill', attack: 'Poison Sting', energy: n(3, 'Grass Energy'), cond: Cond.Poisoned, damage: 40, flip: true },
    { card: 'Kakuna', attack: 'Poisonpowder', energy: n(2, 'Grass Energy'), cond: Cond.Poisoned, damage: 20, flip: true },
    { card: 'Gastly', attack: 'Sleeping Gas', energy: ['Psychic Energy'], cond: Cond.Asleep, damage: 0, flip: true },
    { card: 'Ivysaur', attack: 'Poisonpowder', energy: n(3, 'Grass Energy'), cond: Cond.Poisoned, damage: 20, flip: false },
    { card: 'Tangela', attack: 'Poisonpowder', energy: n(3, 'Grass Energy'), cond: Cond.Poisoned, damage: 20, flip: false },
    { card: 'Haunter', attack: 'Hypnosis', energy: ['Psychic Energy'], cond: Cond.Asleep, damage: 0, flip: false },
  ];
  const condName = ['', 'Asleep', 'Confused', 'Paralyzed', 'Poisoned'];
  const withCondition = (sc: Scenario): boolean => (sc.s.cond[A1] !== 0 ? true : sc.s.poisoned[A1] === 1);

  for (const r of rows) {
    const what = r.flip ? `heads → ${condName[r.cond]}, tails → none` : `always ${condName[r.cond]}`;
    it(`${r.card} ${r.attack}: ${r.damage} damage, ${what} (C2/C4/C5/C6)`, () => {
      for (const heads of r.flip ? [true, false] : [true]) {
        const sc = classic();
        sc.active(0, r.card, { energy: r.energy });
        sc.active(1, 'Hitmonchan'); // weak to Psychic
        const applied = heads;
        const flips = r.flip ? [heads] : [];
        if (applied && r.cond === Cond.Asleep) flips.push(false); // Checkup: stays Asleep
        sc.flips(...flips);
        sc.attack(atk(r.card, r.attack));
        // the attack ended the turn and Checkup ran: Poison adds 10 (C2)
        expect(sc.s.current[0]).toBe(1);
        const poison = applied && r.cond === Cond.Poisoned ? 10 : 0;
        expect(sc.s.damage[A1]).toBe(r.damage + poison);
        expect(withCondition(sc)).toBe(applied);
        if (applied) {
          if (r.cond === Cond.Poisoned) expect(sc.s.poisoned[A1]).toBe(1);
          else expect(sc.s.cond[A1]).toBe(r.cond);
        }
        sc.expectFlipsUsed();
      }
    });
  }

  it("Magnemite Thunder Wave: C6 the Paralyzed Pokémon can't attack or retreat in its next turn, then recovers", () => {
    const sc = classic();
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy'] });
    sc.active(1, 'Onix', { energy: n(3, 'Fighting Energy') });
    sc.bench(1, 'Machop');
    sc.flips(true);
    sc.attack(atk('Magnemite', 'Thunder Wave'));
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.can(Act.Attack, 0, atk('Onix', 'Rock Throw'))).toBe(false);
    expect(sc.can(Act.Retreat, 0, A1 + 1)).toBe(false);
    sc.do(Act.EndTurn);
    expect(sc.s.cond[A1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it("Haunter Hypnosis / Dream Eater: Dream Eater can't be used unless the Defending Pokémon is Asleep", () => {
    const sc = classic();
    sc.active(0, 'Haunter', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.active(1, 'Onix', { energy: n(2, 'Fighting Energy') });
    sc.bench(1, 'Machop');
    const dream = atk('Haunter', 'Dream Eater');
    expect(sc.can(Act.Attack, 0, dream)).toBe(false);
    sc.flips(false, false, false); // three Checkups: Onix stays Asleep
    sc.attack(atk('Haunter', 'Hypnosis'));
    expect(sc.s.cond[A1]).toBe(Cond.Asleep);
    // C4: the Asleep Pokémon can't attack or retreat
    expect(sc.can(Act.Attack, 0, atk('Onix', 'Rock Throw'))).toBe(false);
    expect(sc.can(Act.Retreat, 0, A1 + 1)).toBe(false);
    sc.do(Act.EndTurn); // Checkup: still Asleep; player 0's turn 5 begins
    expect(sc.s.current[0]).toBe(0);
    expect(sc.can(Act.Attack, 0, dream)).toBe(true);
    sc.attack(dream);
    expect(sc.s.damage[A1]).toBe(50);
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// Protection (guards) and debuffs
// ====================================================================================

describe('Base Set attacks: guards and debuffs (X3)', () => {
  it.each([
    { card: 'Kakuna', attack: 'Stiffen', energy: n(2, 'Grass Energy'), hit: 10 },
    { card: 'Wartortle', attack: 'Withdraw', energy: n(2, 'Water Energy'), hit: 20 },
    { card: 'Squirtle', attack: 'Withdraw', energy: n(2, 'Water Energy'), hit: 20 },
  ])("$card $attack: heads prevents all damage next turn, but other effects still happen; tails doesn't", ({ card, attack, energy, hit }) => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, card, { energy });
      sc.active(1, 'Magnemite', { energy: ['Lightning Energy'] });
      sc.flips(heads, true); // guard flip, then Thunder Wave heads
      sc.attack(atk(card, attack));
      expect(sc.s.damage[A1]).toBe(0);
      sc.attack(atk('Magnemite', 'Thunder Wave'));
      expect(sc.s.damage[A0]).toBe(heads ? 0 : hit);
      expect(sc.s.cond[A0]).toBe(Cond.Paralyzed);
      sc.expectFlipsUsed();
    }
  });

  it("Wartortle Withdraw: the protection lasts only through the opponent's next turn", () => {
    const sc = classic();
    sc.active(0, 'Wartortle', { energy: n(2, 'Water Energy') });
    sc.active(1, 'Pikachu', { energy: n(2, 'Lightning Energy') });
    sc.flips(true, true, true); // Withdraw heads; two Thunder Jolts heads
    sc.attack(atk('Wartortle', 'Withdraw'));
    sc.attack(atk('Pikachu', 'Thunder Jolt'));
    expect(sc.s.damage[A0]).toBe(0);
    sc.do(Act.EndTurn); // player 0's turn 5
    sc.attack(atk('Pikachu', 'Thunder Jolt')); // turn 6
    expect(sc.s.damage[A0]).toBe(60); // 30 × 2 (Weakness)
    sc.expectFlipsUsed();
  });

  it('Onix Harden: prevents damage of 30 or less (after Weakness) next turn, not more', () => {
    for (const [attacker, attack, energy, expected] of [
      ['Machop', 'Low Kick', ['Fighting Energy'], 0],
      ['Charmander', 'Ember', ['Fire Energy', 'Fire Energy'], 0], // exactly 30
      ['Bulbasaur', 'Leech Seed', ['Grass Energy', 'Grass Energy'], 40], // 20 × 2 Weakness
    ] as const) {
      const sc = classic();
      sc.active(0, 'Onix', { energy: ['Fighting Energy', 'Fighting Energy'] });
      sc.active(1, attacker, { energy: [...energy] });
      sc.flips();
      sc.attack(atk('Onix', 'Harden'));
      expect(sc.s.guard[A0]).toBe(Guard.PreventSmallDamage);
      sc.attack(atk(attacker, attack));
      expect(sc.s.damage[A0]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('Sandshrew Sand-attack: the Defending Pokémon must flip heads to attack next turn; tails does nothing', () => {
    for (const heads of [false, true]) {
      const sc = classic();
      sc.active(0, 'Sandshrew', { energy: ['Fighting Energy'] });
      sc.active(1, 'Machop', { energy: ['Fighting Energy'] });
      sc.flips(heads);
      sc.attack(atk('Sandshrew', 'Sand-attack'));
      expect(sc.s.damage[A1]).toBe(10);
      sc.attack(atk('Machop', 'Low Kick'));
      expect(sc.s.damage[A0]).toBe(heads ? 20 : 0);
      expect(sc.events.some((e) => e.code === Ev.AttackFailed && e.a === AttackFailure.SandAttack)).toBe(!heads);
      expect(sc.s.current[0]).toBe(0); // the turn ended either way
      sc.expectFlipsUsed();
    }
  });
});

// ====================================================================================
// Switching, bench damage, self damage, healing
// ====================================================================================

describe('Base Set attacks: other effects (X2, X4, K1)', () => {
  it("Ninetales Lure: switches a chosen Benched Pokémon of the opponent's in; the old Active recovers on the Bench", () => {
    const sc = classic();
    sc.active(0, 'Ninetales', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.active(1, 'Machop', { cond: Cond.Asleep });
    sc.bench(1, 'Onix');
    sc.bench(1, 'Pikachu');
    sc.flips(); // no Checkup flip: the Asleep Machop left the Active spot
    sc.attack(atk('Ninetales', 'Lure'));
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(chooseSlots(sc)).toEqual([A1 + 1, A1 + 2]);
    sc.do(Act.ChooseSlot, 0, A1 + 2);
    expect(sc.name(A1)).toBe('Pikachu');
    expect(sc.name(A1 + 2)).toBe('Machop');
    expect(sc.s.cond[A1 + 2]).toBe(0);
    expect(sc.s.damage[A1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it("Magnemite Selfdestruct: 40 to the Defending Pokémon, 10 to every Benched Pokémon (no W/R), 40 to itself", () => {
    const sc = classic();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] });
    const own = sc.bench(0, 'Pikachu');
    sc.active(1, 'Hitmonchan');
    const b1 = sc.bench(1, 'Sandshrew'); // resists Lightning: not on the Bench (X4)
    const b2 = sc.bench(1, 'Squirtle'); // weak to Lightning: not on the Bench (X4)
    sc.flips();
    sc.attack(atk('Magnemite', 'Selfdestruct'));
    expect(sc.s.damage[A1]).toBe(40);
    expect(sc.s.damage[b1]).toBe(10);
    expect(sc.s.damage[b2]).toBe(10);
    expect(sc.s.damage[own]).toBe(10);
    // Magnemite (40 HP) Knocked itself Out: the opponent takes a prize, player 0 promotes
    expect(sc.countIn(0, 'Magnemite', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[1]).toBe(5);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.expectFlipsUsed();
  });

  it.each([
    { card: 'Arcanine', attack: 'Take Down', energy: n(4, 'Fire Energy'), damage: 80, self: 30 },
    { card: 'Machoke', attack: 'Submission', energy: n(4, 'Fighting Energy'), damage: 60, self: 20 },
  ])('$card $attack: $damage to the Defending Pokémon and $self to itself', ({ card, attack, energy, damage, self }) => {
    const sc = classic();
    sc.active(0, card, { energy });
    sc.active(1, 'Onix');
    sc.flips();
    sc.attack(atk(card, attack));
    expect(sc.s.damage[A1]).toBe(damage);
    expect(sc.s.damage[A0]).toBe(self);
    sc.expectFlipsUsed();
  });

  it('Pikachu Thunder Jolt: 30 damage; tails also 10 to Pikachu, heads not', () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
      sc.active(1, 'Onix');
      sc.flips(heads);
      sc.attack(atk('Pikachu', 'Thunder Jolt'));
      expect(sc.s.damage[A1]).toBe(30);
      expect(sc.s.damage[A0]).toBe(heads ? 0 : 10);
      sc.expectFlipsUsed();
    }
  });

  it("Bulbasaur Leech Seed (X5 \"you may\"): removing 1 damage counter is a Yes/No; Yes heals 10, No leaves the damage", () => {
    for (const yes of [true, false]) {
      const sc = classic();
      sc.active(0, 'Bulbasaur', { energy: ['Grass Energy', 'Grass Energy'], damage: 20 });
      sc.active(1, 'Machop');
      sc.flips();
      sc.attack(atk('Bulbasaur', 'Leech Seed'));
      expect(sc.s.damage[A1]).toBe(20); // the damage first
      expect(sc.s.phase[0]).toBe(Phase.Effect);
      expect(sc.s.decider[0]).toBe(0);
      expect(sc.legal().map(actKind).sort()).toEqual([Act.Yes, Act.No].sort());
      sc.do(yes ? Act.Yes : Act.No);
      expect(sc.s.damage[A0]).toBe(yes ? 10 : 20);
      expect(sc.s.current[0]).toBe(1); // the attack, and the turn, are over
      sc.expectFlipsUsed();
    }
  });

  it('Bulbasaur Leech Seed: the greedy bot says Yes (even when the damage Knocks Out); with no damage on Bulbasaur nothing is asked', () => {
    const sc = classic();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Bulbasaur', { energy: ['Grass Energy', 'Grass Energy'], damage: 10 });
    sc.active(1, 'Machop', { damage: 30 }); // Leech Seed's 20 Knocks it Out
    sc.bench(1, 'Onix');
    sc.flips();
    sc.attack(atk('Bulbasaur', 'Leech Seed'));
    const legal = sc.legal();
    expect(actKind(legal[greedyChoose(sc.s, Int32Array.from(legal), legal.length, new BotRng())])).toBe(Act.Yes);

    const t = classic();
    t.active(0, 'Bulbasaur', { energy: ['Grass Energy', 'Grass Energy'] });
    t.active(1, 'Machop');
    t.flips();
    t.attack(atk('Bulbasaur', 'Leech Seed'));
    expect(t.s.damage[A1]).toBe(20);
    expect(t.s.current[0]).toBe(1); // no question: the turn went on
    t.expectFlipsUsed();
  });

  it('Bulbasaur Leech Seed: no healing when all the damage was prevented (Withdraw)', () => {
    const sc = classic();
    sc.turn(1, 3);
    sc.active(1, 'Squirtle', { energy: ['Water Energy', 'Water Energy'] });
    sc.active(0, 'Bulbasaur', { energy: ['Grass Energy', 'Grass Energy'], damage: 20 });
    sc.flips(true);
    sc.attack(atk('Squirtle', 'Withdraw'));
    expect(sc.s.current[0]).toBe(0);
    sc.attack(atk('Bulbasaur', 'Leech Seed'));
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.s.damage[A0]).toBe(20);
    sc.expectFlipsUsed();
  });

  it('Machamp Strikes Back: 10 damage to an attacker whose attack damages Machamp (even if Machamp is Knocked Out)', () => {
    const def = base1.cards.find((c) => c.name === 'Machamp') as PokemonDef;
    expect(def.ability?.kind).toBe(AbilityKind.StrikesBack);
    for (const machampDamage of [0, 90]) {
      const sc = classic();
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.active(0, 'Hitmonchan', { energy: ['Fighting Energy'] });
      sc.active(1, 'Machamp', { damage: machampDamage });
      sc.bench(1, 'Machop');
      sc.flips();
      sc.attack(atk('Hitmonchan', 'Jab'));
      expect(sc.s.damage[A0]).toBe(10);
      if (machampDamage === 0) expect(sc.s.damage[A1]).toBe(20);
      else expect(sc.countIn(1, 'Machamp', Zone.Discard)).toBe(1);
      sc.expectFlipsUsed();
    }
  });

  it("A7: a Pokémon Power that works by itself (Machamp's Strikes Back) is off while Machamp is Asleep, Confused or Paralyzed", () => {
    for (const cond of [Cond.None, Cond.Asleep, Cond.Confused, Cond.Paralyzed]) {
      const sc = classic();
      sc.active(0, 'Hitmonchan', { energy: ['Fighting Energy'] });
      sc.active(1, 'Machamp', { cond });
      sc.flips(...(cond === Cond.Asleep ? [false] : [])); // Checkup flip for Asleep
      sc.attack(atk('Hitmonchan', 'Jab'));
      expect(sc.s.damage[A1]).toBe(20);
      expect(sc.s.damage[A0], `cond ${cond}`).toBe(cond === Cond.None ? 10 : 0);
      sc.expectFlipsUsed();
    }
  });

  it('Machamp Strikes Back: Bench damage from an attack (Selfdestruct) also triggers it', () => {
    const sc = classic();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'], damage: 0 });
    sc.bench(0, 'Onix');
    sc.active(1, 'Onix');
    const champ = sc.bench(1, 'Machamp');
    sc.flips();
    sc.attack(atk('Magnemite', 'Selfdestruct'));
    expect(sc.s.damage[champ]).toBe(10);
    expect(sc.events.some((e) => e.code === Ev.Ability && e.a === champ && e.b === AbilityKind.StrikesBack)).toBe(true);
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// Trainers (A3)
// ====================================================================================

describe('Base Set Trainers (A3)', () => {
  it('Computer Search: discard 2 other cards from hand to put any card from the deck into the hand', () => {
    const sc = classic({ deck0: ['Machamp'] });
    sc.active(0, 'Machop');
    sc.hand(0, 'Computer Search', 'Bill', 'Potion@BS 94', 'Fire Energy');
    const deckBefore = sc.s.deckCount[0];
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Computer Search'));
    expect(chooseCardNames(sc).sort()).toEqual(['Bill', 'Fire Energy', 'Potion']);
    expect(sc.can(Act.Done)).toBe(false);
    pick(sc, 'Bill');
    expect(sc.can(Act.Done)).toBe(false);
    pick(sc, 'Potion');
    pick(sc, 'Machamp');
    expect(handNames(sc, 0)).toEqual(['Fire Energy', 'Machamp']);
    expect(sc.countIn(0, 'Bill', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Computer Search', Zone.Discard)).toBe(1);
    expect(sc.s.deckCount[0]).toBe(deckBefore - 1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    sc.expectFlipsUsed();
  });

  it("Computer Search: can't be played without 2 other cards in hand", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Computer Search', 'Bill');
    expect(sc.can(Act.PlayTrainer, sc.handCard(0, 'Computer Search'))).toBe(false);
  });

  it("Lass: both players shuffle the Trainer cards from their hands into their decks", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Onix');
    sc.hand(0, 'Lass', 'Bill', 'Fire Energy');
    sc.hand(1, 'Potion@BS 94', 'Switch@BS 95', 'Pikachu');
    const d0 = sc.s.deckCount[0], d1 = sc.s.deckCount[1];
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Lass'));
    expect(handNames(sc, 0)).toEqual(['Fire Energy']);
    expect(handNames(sc, 1)).toEqual(['Pikachu']);
    expect(sc.countIn(0, 'Bill', Zone.Deck)).toBe(1);
    expect(sc.countIn(1, 'Potion@BS 94', Zone.Deck)).toBe(1);
    expect(sc.countIn(1, 'Switch@BS 95', Zone.Deck)).toBe(1);
    expect(sc.countIn(0, 'Lass', Zone.Discard)).toBe(1);
    expect(sc.s.deckCount[0]).toBe(d0 + 1);
    expect(sc.s.deckCount[1]).toBe(d1 + 2);
    sc.expectFlipsUsed();
  });

  it("Super Energy Removal: discard 1 of your Energy to discard up to 2 Energy from one opponent's Pokémon", () => {
    const sc = classic();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Onix', { energy: ['Fighting Energy', 'Psychic Energy', 'Fighting Energy'] });
    const benched = sc.bench(1, 'Machop', { energy: ['Fighting Energy'] });
    sc.hand(0, 'Super Energy Removal');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Super Energy Removal'));
    expect(chooseSlots(sc)).toEqual([A0]); // own Pokémon with Energy
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(0);
    expect(chooseSlots(sc)).toEqual([A1, benched]);
    sc.do(Act.ChooseSlot, 0, A1);
    expect(sc.can(Act.Done)).toBe(false);
    pick(sc, 'Psychic Energy');
    pick(sc, 'Fighting Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main); // at most 2
    expect(sc.energyOn(A1)).toBe(1);
    expect(sc.energyOn(benched)).toBe(1);
    expect(sc.countIn(1, 'Psychic Energy', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Super Energy Removal: 'up to 2' — may stop after 1; can't be played without own Energy", () => {
    const sc = classic();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Onix', { energy: ['Fighting Energy', 'Fighting Energy'] });
    sc.hand(0, 'Super Energy Removal');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Super Energy Removal'));
    sc.do(Act.ChooseSlot, 0, A0).do(Act.ChooseSlot, 0, A1);
    expect(sc.can(Act.Done)).toBe(false); // at least 1
    pick(sc, 'Fighting Energy');
    // 1 or 2: after the first Energy both stopping and taking the second are legal
    expect(chooseCardNames(sc)).toEqual(['Fighting Energy']);
    expect(sc.can(Act.Done)).toBe(true);
    const two = sc.s.clone();
    sc.do(Act.Done);
    expect(sc.energyOn(A1)).toBe(1);
    sc.expectFlipsUsed();
    sc.s.copyFrom(two);
    pick(sc, 'Fighting Energy');
    expect(sc.energyOn(A1)).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main);

    const t = classic();
    t.active(0, 'Charmander');
    t.active(1, 'Onix', { energy: ['Fighting Energy'] });
    t.hand(0, 'Super Energy Removal');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Super Energy Removal'))).toBe(false);
  });

  it("Defender: −20 damage (after Weakness) to that Pokémon until the end of the opponent's next turn, then discarded", () => {
    const sc = classic();
    sc.active(0, 'Onix');
    sc.active(1, 'Ivysaur', { energy: n(3, 'Grass Energy') });
    sc.hand(0, 'Defender');
    const card = sc.handCard(0, 'Defender');
    sc.flips();
    sc.do(Act.PlayTrainer, card);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.cardZone[card]).toBe(Zone.InPlay);
    sc.do(Act.EndTurn);
    expect(sc.s.cardZone[card]).toBe(Zone.InPlay); // still there in the opponent's turn
    sc.attack(atk('Ivysaur', 'Vine Whip')); // 30 × 2 (Weakness) − 20
    expect(sc.s.damage[A0]).toBe(40);
    expect(sc.s.cardZone[card]).toBe(Zone.Discard);
    sc.expectFlipsUsed();
  });

  it('Energy Retrieval: trade 1 other card in hand for up to 2 basic Energy from the discard pile', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Energy Retrieval', 'Bill');
    sc.discard(0, 'Fire Energy', 'Grass Energy', 'Psychic Energy', 'Potion@BS 94');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Retrieval'));
    pick(sc, 'Bill');
    expect(chooseCardNames(sc).sort()).toEqual(['Fire Energy', 'Grass Energy', 'Psychic Energy']); // no Trainers
    pick(sc, 'Fire Energy');
    pick(sc, 'Grass Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(handNames(sc, 0)).toEqual(['Fire Energy', 'Grass Energy']);
    expect(sc.countIn(0, 'Psychic Energy', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Bill', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Energy Retrieval', 'Bill');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Energy Retrieval'))).toBe(false); // nothing to retrieve
  });

  it('Item Finder: discard 2 cards to take a Trainer from the discard pile (not itself, not the 2 just discarded)', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Item Finder', 'Bill', 'Switch@BS 95', 'Fire Energy');
    sc.discard(0, 'Potion@BS 94', 'Gust of Wind', 'Grass Energy', 'Item Finder');
    sc.flips();
    const finder = sc.handCard(0, 'Item Finder');
    sc.do(Act.PlayTrainer, finder);
    pick(sc, 'Bill');
    pick(sc, 'Switch');
    // Potion, Gust of Wind and the other Item Finder: not Energy, not Bill/Switch just paid, not the card being played
    expect(chooseCardNames(sc).sort()).toEqual(['Gust of Wind', 'Item Finder', 'Potion']);
    expect(sc.legal().some((x) => actKind(x) === Act.ChooseCard && actA(x) === finder)).toBe(false);
    pick(sc, 'Gust of Wind');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(handNames(sc, 0)).toEqual(['Fire Energy', 'Gust of Wind']);
    expect(sc.countIn(0, 'Item Finder', Zone.Discard)).toBe(2);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Item Finder', 'Bill', 'Bill');
    t.discard(0, 'Grass Energy');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Item Finder'))).toBe(false); // no Trainer to find
  });

  it('A3: Energy Retrieval: the card traded away is paid when played, so it is never among the Energy brought back', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Energy Retrieval', 'Fire Energy');
    sc.discard(0, 'Grass Energy');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Retrieval'));
    pick(sc, 'Fire Energy'); // the trade
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(chooseCardNames(sc)).toEqual(['Grass Energy']); // not the Fire Energy just discarded
    pick(sc, 'Grass Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(handNames(sc, 0)).toEqual(['Grass Energy']);
    expect(sc.countIn(0, 'Fire Energy', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('PlusPower: +10 damage to the Defending Pokémon this turn, discarded at the end of the turn', () => {
    const sc = classic();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Onix');
    sc.hand(0, 'PlusPower');
    const card = sc.handCard(0, 'PlusPower');
    sc.flips();
    sc.do(Act.PlayTrainer, card);
    expect(sc.s.cardZone[card]).toBe(Zone.InPlay);
    sc.attack(atk('Charmander', 'Scratch'));
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.cardZone[card]).toBe(Zone.Discard);
    sc.expectFlipsUsed();
  });

  it('PlusPower (V3 classic, printed text): the +10 is added after Weakness and Resistance, and only if the attack does damage', () => {
    // Weakness: Scratch 10 × 2 = 20, then +10 = 30 (not (10 + 10) × 2)
    const sc = classic();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Kakuna'); // weak to Fire
    sc.hand(0, 'PlusPower');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'PlusPower'));
    sc.attack(atk('Charmander', 'Scratch'));
    expect(sc.s.damage[A1]).toBe(30);
    sc.expectFlipsUsed();
    // Resistance: Thunder Jolt 30 − 30 = 0 → no damage, so no +10
    const t = classic();
    t.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    t.active(1, 'Sandshrew'); // resists Lightning
    t.hand(0, 'PlusPower');
    t.flips(true);
    t.do(Act.PlayTrainer, t.handCard(0, 'PlusPower'));
    t.attack(atk('Pikachu', 'Thunder Jolt'));
    expect(t.s.damage[A1]).toBe(0);
    t.expectFlipsUsed();
  });

  it('Pokédex: rearrange the top 5 cards of the deck as you like', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Pokédex');
    sc.top(0, 'Bill', 'Lass', 'Defender', 'Switch@BS 95', 'Gust of Wind', 'Professor Oak'); // Oak on top
    const deckBefore = sc.s.deckCount[0];
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Pokédex'));
    expect(chooseCardNames(sc).sort()).toEqual(['Defender', 'Gust of Wind', 'Lass', 'Professor Oak', 'Switch']); // not Bill (6th)
    expect(sc.can(Act.Done)).toBe(false);
    pick(sc, 'Lass');
    pick(sc, 'Switch');
    pick(sc, 'Professor Oak');
    pick(sc, 'Defender');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(topOfDeck(sc, 0, 6)).toEqual(['Lass', 'Switch', 'Professor Oak', 'Defender', 'Gust of Wind', 'Bill']);
    expect(sc.s.deckCount[0]).toBe(deckBefore);
    sc.expectFlipsUsed();
  });

  it('Professor Oak: discard your hand, then draw 7 cards', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Professor Oak', 'Bill', 'Fire Energy', 'Dratini');
    sc.top(0, 'Bulbasaur', 'Charmander', 'Squirtle', 'Pikachu', 'Onix', 'Abra', 'Rattata', 'Lass'); // Lass on top
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Professor Oak'));
    expect(sc.s.handCount[0]).toBe(7);
    expect(handNames(sc, 0)).toEqual(['Abra', 'Charmander', 'Lass', 'Onix', 'Pikachu', 'Rattata', 'Squirtle']);
    expect(topOfDeck(sc, 0, 1)).toEqual(['Bulbasaur']);
    for (const c of ['Professor Oak', 'Bill', 'Fire Energy', 'Dratini']) expect(sc.countIn(0, c, Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Super Potion: discard 1 Energy from one of your Pokémon to remove up to 4 damage counters from it', () => {
    const sc = classic();
    sc.active(0, 'Onix', { damage: 50, energy: ['Fighting Energy', 'Fighting Energy'] });
    const hurtNoEnergy = sc.bench(0, 'Machop', { damage: 20 });
    const b = sc.bench(0, 'Hitmonchan', { damage: 30, energy: ['Fighting Energy'] });
    sc.bench(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.hand(0, 'Super Potion', 'Super Potion');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Super Potion'));
    expect(chooseSlots(sc)).toEqual([A0, b]); // damaged and with Energy
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.damage[A0]).toBe(10);
    expect(sc.energyOn(A0)).toBe(1);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Super Potion'));
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.s.damage[b]).toBe(0); // up to 4 counters
    expect(sc.energyOn(b)).toBe(0);
    expect(sc.s.damage[hurtNoEnergy]).toBe(20);
    sc.expectFlipsUsed();
  });

  it('Bill: draw 2 cards', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Bill');
    sc.top(0, 'Onix', 'Lass');
    const deckBefore = sc.s.deckCount[0];
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Bill'));
    expect(handNames(sc, 0)).toEqual(['Lass', 'Onix']);
    expect(sc.s.deckCount[0]).toBe(deckBefore - 2);
    expect(sc.countIn(0, 'Bill', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Energy Removal: discard 1 chosen Energy card from one of the opponent's Pokémon (Active or Bench)", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Onix', { energy: ['Fighting Energy', 'Psychic Energy'] });
    const b = sc.bench(1, 'Machop', { energy: ['Fighting Energy'] });
    sc.bench(1, 'Pikachu');
    sc.hand(0, 'Energy Removal', 'Energy Removal');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Removal'));
    expect(chooseSlots(sc)).toEqual([A1, b]);
    sc.do(Act.ChooseSlot, 0, A1);
    pick(sc, 'Psychic Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main); // only 1
    expect(energyOfType(sc, A1, 'Fighting Energy')).toBe(1);
    expect(energyOfType(sc, A1, 'Psychic Energy')).toBe(0);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Removal'));
    sc.do(Act.ChooseSlot, 0, b);
    pick(sc, 'Fighting Energy');
    expect(sc.energyOn(b)).toBe(0);
    expect(sc.countIn(1, 'Fighting Energy', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Gust of Wind: switch one of the opponent's Benched Pokémon with the Active; the old Active recovers", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Onix', { cond: Cond.Paralyzed, poisoned: true, damage: 20 });
    sc.bench(1, 'Pikachu');
    const b = sc.bench(1, 'Squirtle');
    sc.hand(0, 'Gust of Wind');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Gust of Wind'));
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.name(A1)).toBe('Squirtle');
    expect(sc.name(b)).toBe('Onix');
    expect(sc.s.cond[b]).toBe(0);
    expect(sc.s.poisoned[b]).toBe(0);
    expect(sc.s.damage[b]).toBe(20);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.active(1, 'Onix');
    t.hand(0, 'Gust of Wind');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Gust of Wind'))).toBe(false); // no Bench
  });

  it('Potion: remove up to 2 damage counters from one of your Pokémon', () => {
    const sc = classic();
    sc.active(0, 'Onix', { damage: 30 });
    const b = sc.bench(0, 'Machop', { damage: 10 });
    sc.bench(0, 'Pikachu');
    sc.hand(0, 'Potion@BS 94', 'Potion@BS 94');
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Potion@BS 94'));
    expect(chooseSlots(sc)).toEqual([A0, b]);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.damage[A0]).toBe(10);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Potion@BS 94'));
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.s.damage[b]).toBe(0);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Onix');
    t.hand(0, 'Potion@BS 94');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Potion@BS 94'))).toBe(false); // nothing to heal
  });

  it('Switch: switch your Active with one of your Benched Pokémon; the old Active recovers from Paralysis', () => {
    const sc = classic();
    sc.active(0, 'Machop', { cond: Cond.Paralyzed, damage: 10 });
    const b = sc.bench(0, 'Onix');
    sc.active(1, 'Pikachu');
    sc.hand(0, 'Switch@BS 95');
    expect(sc.can(Act.Retreat, 0, b)).toBe(false);
    sc.flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Switch@BS 95'));
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.name(A0)).toBe('Onix');
    expect(sc.name(b)).toBe('Machop');
    expect(sc.s.cond[b]).toBe(0);
    expect(sc.s.damage[b]).toBe(10);
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// Switching attacks against "prevent all effects of attacks" (RULES.md, Rulings R1)
// ====================================================================================

describe('Base Set switching attacks and Barrier / Agility (Rulings R1)', () => {
  const prevented = (sc: Scenario, slot: number): boolean => sc.events.some((e) => e.code === Ev.EffectPrevented && e.a === slot);

  it.each(['Pidgeotto', 'Pidgey'])('R1 %s Whirlwind: a Defending Mewtwo behind Barrier takes no damage and is not switched out', (card) => {
    const sc = classic();
    sc.active(0, 'Mewtwo', { energy: n(3, 'Psychic Energy') });
    sc.bench(0, 'Machop');
    sc.active(1, `${card}@BS ${card === 'Pidgey' ? 57 : 22}`, { energy: n(2, 'Water Energy') });
    sc.flips();
    sc.attack(atk('Mewtwo', 'Barrier'));
    expect(sc.s.current[0]).toBe(1);
    sc.attack(atk(card, 'Whirlwind'));
    expect(sc.name(A0)).toBe('Mewtwo');
    expect(sc.s.damage[A0]).toBe(0);
    expect(prevented(sc, A0)).toBe(true);
    expect(sc.s.current[0]).toBe(0); // no choice was asked: the turn is over
    sc.expectFlipsUsed();
  });

  it('R1 Pidgeotto Whirlwind against Raichu Agility: heads, nothing is switched; tails, the damage and the switch happen', () => {
    for (const heads of [true, false]) {
      const sc = classic();
      sc.active(0, 'Raichu', { energy: n(3, 'Lightning Energy') });
      sc.bench(0, 'Machop');
      sc.active(1, 'Pidgeotto@BS 22', { energy: n(2, 'Water Energy') });
      sc.flips(heads);
      sc.attack(atk('Raichu', 'Agility'));
      sc.attack(atk('Pidgeotto', 'Whirlwind'));
      if (heads) {
        expect(sc.name(A0)).toBe('Raichu');
        expect(sc.s.damage[A0]).toBe(0);
        expect(prevented(sc, A0)).toBe(true);
      } else {
        expect(sc.s.decider[0]).toBe(0); // Raichu's owner chooses the new Active
        expect(chooseSlots(sc)).toEqual([A0 + 1]);
        sc.do(Act.ChooseSlot, 0, A0 + 1);
        expect(sc.name(A0)).toBe('Machop');
        expect(sc.s.damage[A0 + 1]).toBe(20);
      }
      sc.expectFlipsUsed();
    }
  });

  it("R1 Ninetales Lure: Barrier on the Defending Mewtwo doesn't stop it (the effect is on the Benched Pokémon chosen)", () => {
    const sc = classic();
    sc.active(0, 'Mewtwo', { energy: n(3, 'Psychic Energy') });
    const machop = sc.bench(0, 'Machop');
    sc.active(1, 'Ninetales', { energy: ['Fire Energy', 'Fire Energy'] });
    sc.flips();
    sc.attack(atk('Mewtwo', 'Barrier'));
    sc.attack(atk('Ninetales', 'Lure'));
    expect(sc.s.decider[0]).toBe(1);
    expect(chooseSlots(sc)).toEqual([machop]);
    sc.do(Act.ChooseSlot, 0, machop);
    expect(sc.name(A0)).toBe('Machop');
    expect(sc.name(machop)).toBe('Mewtwo');
    expect(prevented(sc, A0)).toBe(false);
    sc.expectFlipsUsed();
  });
});
