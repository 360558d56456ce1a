// Cards of the Standard 2026 Raging Bolt/Ogerpon and Charizard/Pidgeot lists (issue 32): Teal Mask
// Ogerpon ex, Raging Bolt ex, Raging Bolt (SCR), Energy Switch, Crispin, Dusk Ball, Tera Orb, Bug
// Catching Set, and the Charizard/Pidgeot list's cards. A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { MAX_DECK, Pend } from '../src/engine/state.js';
import { retreatCost } from '../src/engine/game.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { ALL_DEFS } from '../src/cards/pool.js';
import type { PokemonDef } from '../src/cards/types.js';
import { removeFromDeck, pushDeck, pushDeckBottom } from '../src/engine/zones.js';

const GRASS = 'Basic Grass Energy';
const LIGHTNING = 'Basic Lightning Energy';
const FIGHTING = 'Basic Fighting Energy';
const OGERPON = 'Teal Mask Ogerpon ex';
const BOLT_EX = 'Raging Bolt ex';
const BOLT = 'Raging Bolt@SCR 111';
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1;

/** A Standard game whose decks are filled with Nest Ball (no Energy or Pokémon a search could find by chance). */
const std = (opts: { deck0?: string[]; deck1?: string[] } = {}): Scenario => new Scenario({ rules: 'standard', filler: 'Nest Ball', ...opts });

const offered = (sc: Scenario): string[] =>
  sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const powers = (sc: Scenario): number[][] => sc.legal().filter((x) => actKind(x) === Act.Power).map((x) => [actA(x), actB(x)]);
const playable = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));
const play = (sc: Scenario, p: number, ref: string): void => { sc.do(Act.PlayTrainer, sc.handCard(p, ref)); };
const count = (sc: Scenario, code: number): number => sc.events.filter((e) => e.code === code).length;

/** The greedy bot's choice now. */
function greedyPick(sc: Scenario): number {
  const legal = sc.legal();
  const out = Int32Array.from(legal);
  return out[greedyChoose(sc.s, out, legal.length, new BotRng())];
}

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

/** Put cards on top of player p's deck, the last listed on top (each its own instance, unlike Scenario.top). */
function stack(sc: Scenario, p: number, ...refs: string[]): void {
  const cards = refs.map((r) => sc.take(p, r));
  for (const c of cards) pushDeck(sc.s, c);
}

/** Put a card of player p's deck (or a filler turned into it) at the very bottom of the deck. */
function bottom(sc: Scenario, p: number, ref: string): void {
  const id = cardId(ref);
  let c = -1;
  for (let i = 0; i < sc.s.deckCount[p] && c < 0; i++) if (sc.s.cardDef[sc.s.deck[p * MAX_DECK + i]] === id) c = sc.s.deck[p * MAX_DECK + i];
  if (c < 0) c = sc.take(p, ref);
  else removeFromDeck(sc.s, c);
  pushDeckBottom(sc.s, c);
}

describe('Teal Mask Ogerpon ex (TWM 25)', () => {
  it('Teal Dance: a basic Grass Energy from the hand to itself, then draw a card; once a turn', () => {
    const sc = std();
    sc.active(0, OGERPON);
    sc.bench(0, BOLT_EX);
    sc.active(1, BOLT_EX);
    sc.hand(0, GRASS, GRASS, LIGHTNING);
    sc.turn(0);
    expect(powers(sc)).toEqual([[0, A0]]);
    const deck = sc.s.deckCount[0];
    sc.do(Act.Power, 0, A0);
    expect(offered(sc)).toEqual([GRASS]); // not the Lightning Energy
    choose(sc, GRASS);
    expect([sc.energyOn(A0), sc.energyOn(B01)]).toEqual([1, 0]);
    expect([sc.s.handCount[0], sc.s.deckCount[0]]).toEqual([3, deck - 1]); // 1 attached, 1 drawn
    expect(count(sc, Ev.Draw)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([]); // once during your turn
  });

  it('Teal Dance: the greedy bot uses it', () => {
    const sc = std();
    sc.active(0, OGERPON);
    sc.active(1, BOLT_EX);
    sc.hand(0, GRASS);
    sc.turn(0);
    const x = greedyPick(sc);
    expect([actKind(x), actB(x)]).toEqual([Act.Power, A0]);
  });

  it('Teal Dance: not usable without a basic Grass Energy in the hand', () => {
    const sc = std();
    sc.active(0, OGERPON);
    sc.active(1, BOLT_EX);
    sc.hand(0, LIGHTNING, FIGHTING);
    sc.turn(0);
    expect(powers(sc)).toEqual([]);
  });

  it("Myriad Leaf Shower: 30 more for each Energy attached to both Active Pokémon", () => {
    const sc = std();
    sc.active(0, OGERPON, { energy: [GRASS, GRASS, GRASS] });
    sc.active(1, BOLT_EX, { energy: [LIGHTNING, FIGHTING] }); // 240 HP, a Dragon: no Weakness to Grass
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 30 * 5);
    sc.expectFlipsUsed();
  });

  it('X7 Tera: on the Bench it takes no damage from attacks', () => {
    const sc = std();
    sc.active(0, BOLT, { energy: [LIGHTNING, FIGHTING] });
    sc.active(1, BOLT_EX);
    sc.bench(1, OGERPON);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(0);
    sc.expectFlipsUsed();
  });
});

describe('Raging Bolt ex (TEF 123)', () => {
  it('Burst Roar: discard the hand and draw 6', () => {
    const sc = std();
    sc.active(0, BOLT_EX, { energy: [GRASS] });
    sc.active(1, BOLT_EX);
    sc.hand(0, LIGHTNING, FIGHTING, 'Crispin');
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    sc.flips();
    sc.attack(0);
    expect([sc.s.handCount[0], sc.s.deckCount[0], sc.s.discardCount[0]]).toEqual([6, deck - 6, 3]);
    expect(sc.countIn(0, 'Crispin', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('R9 Bellowing Thunder: any basic Energy from your Pokémon, 70 for each discarded (never a Special Energy)', () => {
    const sc = std();
    sc.active(0, BOLT_EX, { energy: [LIGHTNING, FIGHTING] });
    sc.bench(0, OGERPON, { energy: [GRASS, GRASS, 'Jet Energy'] });
    sc.active(1, BOLT_EX); // 240 HP
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(offered(sc)).toEqual([FIGHTING, GRASS, LIGHTNING]);
    choose(sc, GRASS);
    choose(sc, GRASS);
    choose(sc, LIGHTNING);
    sc.do(Act.Done);
    expect(sc.s.damage[A1]).toBe(210);
    expect([sc.energyOn(A0), sc.energyOn(B01)]).toEqual([1, 1]); // Fighting and the Jet Energy stay
    expect(sc.countIn(0, GRASS, Zone.Discard) + sc.countIn(0, LIGHTNING, Zone.Discard)).toBe(3);
    sc.expectFlipsUsed();
  });

  it('Bellowing Thunder: discarding nothing does no damage', () => {
    const sc = std();
    sc.active(0, BOLT_EX, { energy: [LIGHTNING, FIGHTING] });
    sc.active(1, BOLT_EX);
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    sc.do(Act.Done);
    expect([sc.s.damage[A1], sc.energyOn(A0)]).toEqual([0, 2]);
    sc.expectFlipsUsed();
  });
});

describe('Raging Bolt (SCR 111)', () => {
  it("Thunderburst Storm: 30 per Energy on itself to 1 of the opponent's Pokémon (Benched: no Weakness)", () => {
    for (const [target, energy] of [[A1, 3], [B11, 4]]) {
      const sc = std();
      sc.active(0, BOLT, { energy: [LIGHTNING, FIGHTING, GRASS, GRASS].slice(0, energy) });
      sc.active(1, BOLT_EX);
      sc.bench(1, BOLT);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(offeredSlots(sc)).toEqual([A1, B11]);
      sc.do(Act.ChooseSlot, 0, target);
      expect(sc.s.damage[target], `target ${target}`).toBe(30 * energy);
      expect(sc.s.damage[target === A1 ? B11 : A1]).toBe(0);
      sc.expectFlipsUsed();
    }
  });
});

describe('Energy Switch (SVI 173)', () => {
  it('moves a basic Energy (not a Special Energy) from 1 of your Pokémon to another', () => {
    const sc = std();
    sc.active(0, OGERPON, { energy: [GRASS, 'Jet Energy'] });
    sc.bench(0, BOLT_EX, { energy: [LIGHTNING] });
    sc.bench(0, BOLT);
    sc.active(1, BOLT_EX);
    sc.hand(0, 'Energy Switch');
    sc.turn(0);
    play(sc, 0, 'Energy Switch');
    expect(offered(sc)).toEqual([GRASS, LIGHTNING]);
    choose(sc, GRASS);
    expect(offeredSlots(sc)).toEqual([B01, B02]); // another of your Pokémon
    sc.do(Act.ChooseSlot, 0, B02);
    expect([sc.energyOn(A0), sc.energyOn(B01), sc.energyOn(B02)]).toEqual([1, 1, 1]);
    expect(sc.events.filter((e) => e.code === Ev.MoveEnergy).map((e) => [e.b, e.c])).toEqual([[A0, B02]]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('is not playable with a single Pokémon in play, nor without basic Energy attached', () => {
    const lone = std();
    lone.active(0, OGERPON, { energy: [GRASS] });
    lone.active(1, BOLT_EX);
    lone.hand(0, 'Energy Switch');
    lone.turn(0);
    expect(playable(lone, 0, 'Energy Switch')).toBe(false);
    const bare = std();
    bare.active(0, OGERPON, { energy: ['Jet Energy'] });
    bare.bench(0, BOLT);
    bare.active(1, BOLT_EX);
    bare.hand(0, 'Energy Switch');
    bare.turn(0);
    expect(playable(bare, 0, 'Energy Switch')).toBe(false);
  });
});

describe('Crispin (SCR 133)', () => {
  it('up to 2 basic Energy of different types: the first into the hand, the other attached to 1 of your Pokémon', () => {
    const sc = std({ deck0: [GRASS, LIGHTNING, LIGHTNING, 'Jet Energy'] });
    sc.active(0, OGERPON);
    sc.bench(0, BOLT_EX);
    sc.active(1, BOLT_EX);
    sc.hand(0, 'Crispin');
    sc.turn(0);
    play(sc, 0, 'Crispin');
    expect(offered(sc)).toEqual([GRASS, LIGHTNING]); // basic Energy only
    choose(sc, LIGHTNING);
    expect(sc.countIn(0, LIGHTNING, Zone.Hand)).toBe(1);
    expect(offered(sc)).toEqual([GRASS]); // a different type
    choose(sc, GRASS);
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect([sc.energyOn(A0), sc.energyOn(B01)]).toEqual([0, 1]);
    expect(sc.countIn(0, GRASS, Zone.Deck)).toBe(0);
    expect(sc.countIn(0, LIGHTNING, Zone.Deck)).toBe(1);
    expect(count(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('R9 one type only in the deck: that card goes into the hand, nothing is attached', () => {
    const sc = std({ deck0: [GRASS, GRASS] });
    sc.active(0, OGERPON);
    sc.active(1, BOLT_EX);
    sc.hand(0, 'Crispin');
    sc.turn(0);
    play(sc, 0, 'Crispin');
    choose(sc, GRASS);
    expect([sc.countIn(0, GRASS, Zone.Hand), sc.countIn(0, GRASS, Zone.Deck), sc.energyOn(A0)]).toEqual([1, 1, 0]);
    expect(count(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});

describe('Dusk Ball (SSP 175), Tera Orb (SSP 189), Bug Catching Set (TWM 143)', () => {
  it('Dusk Ball: a Pokémon among the bottom 7 cards into the hand, the rest shuffled back', () => {
    const sc = std();
    sc.active(0, OGERPON);
    sc.active(1, BOLT_EX);
    sc.top(0, BOLT); // on top: not among the bottom 7
    bottom(sc, 0, BOLT_EX);
    sc.hand(0, 'Dusk Ball');
    sc.turn(0);
    play(sc, 0, 'Dusk Ball');
    expect(offered(sc)).toEqual([BOLT_EX]);
    choose(sc, BOLT_EX);
    expect(sc.countIn(0, BOLT_EX, Zone.Hand)).toBe(1);
    expect(count(sc, Ev.Shuffle)).toBe(1);
  });

  it('Tera Orb: a Tera Pokémon from the deck into the hand', () => {
    const sc = std({ deck0: [OGERPON, BOLT_EX, BOLT] });
    sc.active(0, BOLT);
    sc.active(1, BOLT_EX);
    sc.hand(0, 'Tera Orb');
    sc.turn(0);
    play(sc, 0, 'Tera Orb');
    expect(offered(sc)).toEqual([OGERPON]);
    choose(sc, OGERPON);
    expect(sc.countIn(0, OGERPON, Zone.Hand)).toBe(1);
    expect(count(sc, Ev.Shuffle)).toBe(1);
  });

  it('Bug Catching Set: of the top 7, up to 2 Grass Pokémon or basic Grass Energy into the hand', () => {
    const sc = std();
    sc.active(0, BOLT);
    sc.active(1, BOLT_EX);
    stack(sc, 0, OGERPON, OGERPON, LIGHTNING, BOLT_EX, GRASS, GRASS, 'Tera Orb', OGERPON); // the first is 8th from the top: not looked at
    sc.hand(0, 'Bug Catching Set');
    sc.turn(0);
    play(sc, 0, 'Bug Catching Set');
    expect(offered(sc)).toEqual([GRASS, OGERPON]);
    choose(sc, OGERPON);
    choose(sc, OGERPON);
    expect([sc.countIn(0, OGERPON, Zone.Hand), sc.countIn(0, OGERPON, Zone.Deck)]).toEqual([2, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main); // 2 at most
    expect(count(sc, Ev.Shuffle)).toBe(1);
  });
});

const FIRE = 'Basic Fire Energy';
const TERAPAGOS = 'Terapagos ex';
const PIDGEY = 'Pidgey@OBF 162';

describe('Charmander (PFL 11), Charmeleon (PFL 12), Pidgey (OBF 162)', () => {
  it('Agile: no Retreat Cost while Charmander has no Energy attached', () => {
    const printed = (ALL_DEFS[cardId('Charmander@PFL 11')] as PokemonDef).retreat;
    expect(printed).toBe(2);
    for (const [energy, cost] of [[[], 0], [[FIRE], printed]] as [string[], number][]) {
      const sc = std();
      sc.active(0, 'Charmander@PFL 11', { energy });
      sc.bench(0, PIDGEY);
      sc.active(1, BOLT_EX);
      sc.turn(0);
      expect(retreatCost(sc.s, A0), `${energy.length} Energy`).toBe(cost);
      expect(sc.can(Act.Retreat, 0, B01)).toBe(energy.length === 0); // with its Energy, the printed cost (2) is more than it has
    }
  });

  it('Live Coal, Steady Firebreathing and Gust do their printed damage', () => {
    for (const [ref, dmg] of [['Charmander@PFL 11', 20], ['Charmeleon@PFL 12', 40], [PIDGEY, 20]] as [string, number][]) {
      const sc = std();
      if (ref.startsWith('Charmeleon')) sc.active(0, ref, { under: ['Charmander@PFL 11'], energy: [FIRE] });
      else sc.active(0, ref, { energy: [FIRE] });
      sc.active(1, BOLT_EX);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], ref).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });
});

describe('Hoothoot (SCR 114), Noctowl (SCR 115)', () => {
  it('Triple Stab: 10 for each heads of 3 coins', () => {
    const sc = std();
    sc.active(0, 'Hoothoot', { energy: [FIRE] });
    sc.active(1, BOLT_EX);
    sc.turn(0);
    sc.flips(true, false, true);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    sc.expectFlipsUsed();
  });

  function evolving(tera: boolean): { sc: Scenario; owl: number } {
    const sc = std({ deck0: ['Iono', 'Rare Candy', 'Dawn', PIDGEY, FIRE] });
    sc.active(0, 'Hoothoot');
    sc.bench(0, tera ? TERAPAGOS : PIDGEY);
    sc.active(1, BOLT_EX);
    const [owl] = sc.hand(0, 'Noctowl');
    sc.turn(0);
    return { sc, owl };
  }

  it('A5 Jewel Seeker: on evolving from the hand with a Tera Pokémon in play, up to 2 Trainer cards from the deck', () => {
    const { sc, owl } = evolving(true);
    sc.do(Act.Evolve, owl, A0);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    expect(actKind(greedyPick(sc))).toBe(Act.Yes);
    sc.do(Act.Yes);
    expect(offered(sc)).toEqual(['Dawn', 'Iono', 'Nest Ball', 'Rare Candy']); // Trainers only (Nest Ball: the filler)
    choose(sc, 'Iono');
    choose(sc, 'Rare Candy');
    expect([sc.countIn(0, 'Iono', Zone.Hand), sc.countIn(0, 'Rare Candy', Zone.Hand)]).toEqual([1, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main); // 2 at most
    expect(count(sc, Ev.Shuffle)).toBe(1);
  });

  it('A5 Jewel Seeker: not offered without a Tera Pokémon in play', () => {
    const { sc, owl } = evolving(false);
    sc.do(Act.Evolve, owl, A0);
    expect([sc.s.pend[0], sc.s.phase[0]]).toEqual([0, Phase.Main]);
    expect(sc.s.handCount[0]).toBe(0);
  });

  it('Speed Wing: 60', () => {
    const sc = std();
    sc.active(0, 'Noctowl', { under: ['Hoothoot'], energy: [FIRE, FIRE] });
    sc.active(1, BOLT_EX);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
    sc.expectFlipsUsed();
  });
});

describe('Fan Rotom (SCR 118)', () => {
  function firstTurn(turn: number): Scenario {
    const sc = std({ deck0: [PIDGEY, 'Hoothoot', 'Noctowl', TERAPAGOS, 'Charmander@PFL 11'] });
    sc.active(0, 'Fan Rotom');
    sc.bench(0, 'Fan Rotom');
    sc.active(1, BOLT_EX);
    sc.s.first[0] = 0;
    sc.turn(0, turn);
    return sc;
  }

  it('Fan Call: in your first turn, up to 3 Colorless Pokémon with 100 HP or less; one Fan Call a turn', () => {
    const sc = firstTurn(1);
    expect(powers(sc)).toEqual([[0, A0], [0, B01]]);
    expect(actKind(greedyPick(sc))).toBe(Act.Power);
    sc.do(Act.Power, 0, A0);
    expect(offered(sc)).toEqual(['Hoothoot', 'Noctowl', 'Pidgey']); // not Terapagos ex (230 HP) nor the Fire Charmander
    choose(sc, 'Hoothoot');
    choose(sc, 'Noctowl');
    choose(sc, PIDGEY);
    expect(['Hoothoot', 'Noctowl', PIDGEY].map((n) => sc.countIn(0, n, Zone.Hand))).toEqual([1, 1, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(count(sc, Ev.Shuffle)).toBe(1);
    expect(powers(sc)).toEqual([]); // the other Fan Rotom's too
  });

  it("R9 Fan Call: not after the player's first turn", () => {
    expect(powers(firstTurn(3))).toEqual([]);
  });

  it('Assault Landing: 70, or nothing when no Stadium is in play', () => {
    for (const stadium of [false, true]) {
      const sc = std();
      sc.active(0, 'Fan Rotom', { energy: [FIRE] });
      sc.active(1, BOLT_EX);
      sc.hand(0, 'Jamming Tower');
      sc.turn(0);
      if (stadium) play(sc, 0, 'Jamming Tower');
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], `stadium ${stadium}`).toBe(stadium ? 70 : 0);
      sc.expectFlipsUsed();
    }
  });
});

describe('Terapagos ex (SCR 128)', () => {
  it('Unified Beatdown: 30 for each of your Benched Pokémon', () => {
    const sc = std();
    sc.active(0, TERAPAGOS, { energy: [FIRE, FIRE] });
    sc.bench(0, PIDGEY);
    sc.bench(0, PIDGEY);
    sc.bench(0, 'Hoothoot');
    sc.active(1, BOLT_EX);
    sc.bench(1, PIDGEY);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(90);
    sc.expectFlipsUsed();
  });

  it('R9 Unified Beatdown: not in the first turn of the player who went second', () => {
    const can = (first: number, turn: number): boolean => {
      const sc = std();
      sc.active(0, TERAPAGOS, { energy: [FIRE, FIRE] });
      sc.bench(0, PIDGEY);
      sc.active(1, BOLT_EX);
      sc.s.first[0] = first;
      sc.turn(0, turn);
      return sc.can(Act.Attack, 0, 0);
    };
    expect(can(1, 2)).toBe(false);
    expect(can(1, 4)).toBe(true);
    expect(can(0, 3)).toBe(true);
  });

  it("R9 Crown Opal: 180, and in the opponent's next turn no damage from Basic non-Colorless Pokémon's attacks", () => {
    for (const [attacker, energy, dmg] of [[BOLT, [LIGHTNING, FIGHTING, FIGHTING], 0], [PIDGEY, [FIRE], 20]] as [string, string[], number][]) {
      const sc = std();
      sc.active(0, TERAPAGOS, { energy: [GRASS, 'Basic Water Energy', LIGHTNING] });
      sc.active(1, TERAPAGOS);
      sc.bench(1, attacker, { energy });
      sc.turn(0);
      sc.flips();
      sc.attack(1);
      expect(sc.s.damage[A1]).toBe(180);
      // The opponent's turn: its Benched attacker comes in (a Switch from the hand) and attacks.
      expect(sc.s.current[0]).toBe(1);
      sc.hand(1, 'Switch');
      play(sc, 1, 'Switch');
      sc.do(Act.ChooseSlot, 0, B11);
      sc.attack(attacker === BOLT ? 1 : 0);
      expect(sc.s.damage[A0], attacker).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });
});

describe('Klefki (SVI 96)', () => {
  it("R9 Mischievous Lock: while it is Active, Basic Pokémon in play have no Abilities (both players'); Evolution Pokémon keep theirs", () => {
    const board = (klefkiActive: boolean): Scenario => {
      const sc = std({ deck0: ['Iono', 'Rare Candy'] });
      if (klefkiActive) {
        sc.active(1, 'Klefki');
        sc.bench(1, OGERPON);
      } else {
        sc.active(1, OGERPON);
        sc.bench(1, 'Klefki');
      }
      sc.active(0, 'Hoothoot');
      sc.bench(0, 'Fan Rotom');
      sc.bench(0, TERAPAGOS);
      sc.hand(0, 'Noctowl');
      sc.hand(1, GRASS);
      sc.s.first[0] = 0;
      sc.turn(0, 1);
      return sc;
    };
    const locked = board(true), free = board(false);
    expect(powers(locked)).toEqual([]); // Fan Call (Fan Rotom, a Basic Pokémon) is gone
    expect(powers(free)).toEqual([[0, B01]]);
    // Noctowl, a Stage 1, keeps Jewel Seeker.
    locked.s.turn[0] = 3;
    locked.do(Act.Evolve, locked.handCard(0, 'Noctowl'), A0);
    expect(locked.s.pend[0]).toBe(Pend.YesNo);
    // The opponent's Teal Mask Ogerpon ex (Basic) can't use Teal Dance while the Klefki is Active.
    for (const [sc, n] of [[board(true), 0], [board(false), 1]] as [Scenario, number][]) {
      sc.turn(1, 2);
      expect(powers(sc).length).toBe(n);
    }
  });

  it('R9 Mischievous Lock: passive Abilities too (Agile), and Klefki keeps its own', () => {
    const retreat = (klefkiActive: boolean): number => {
      const sc = std();
      sc.active(0, 'Charmander@PFL 11');
      sc.active(1, klefkiActive ? 'Klefki' : BOLT_EX);
      sc.turn(0);
      return retreatCost(sc.s, A0);
    };
    expect(retreat(false)).toBe(0);
    expect(retreat(true)).toBe((ALL_DEFS[cardId('Charmander@PFL 11')] as PokemonDef).retreat);
  });

  it("Joust: before the damage, every Pokémon Tool on the opponent's Active is discarded", () => {
    const sc = std();
    sc.active(0, 'Klefki', { energy: [FIRE] });
    sc.active(1, 'Hoothoot', { energy: ['Bravery Charm'] });
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.countIn(1, 'Bravery Charm', Zone.Discard)).toBe(1);
    expect(sc.s.slotTrainers[A1]).toBe(0);
    expect(sc.s.damage[A1]).toBe(10);
    sc.expectFlipsUsed();
  });
});
