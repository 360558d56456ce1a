// Card tests for batch sv-a, second part: the SVI / PAL / OBF cards with Abilities (Gardevoir ex,
// Miraidon ex, Baxcalibur, Charizard ex, Pidgeot ex) or Darkness / Metal Weakness (Drifloon,
// Drifblim, Flittle, Espathra, Delibird, Frigibax, Arctibax, Tinkatink, Tinkatuff). A scenario per
// attack effect and Ability (its limit included), and the greedy bot's use of each Ability.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, Phase, cardId, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Pend } from '../src/engine/state.js';
import { Ev } from '../src/engine/events.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { step } from '../src/engine/game.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond, Guard, TYPE_NAMES, type PokemonDef } from '../src/cards/types.js';

const A0 = 0, B01 = 1, B02 = 2, B03 = 3, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const MIRAIDON_EX = 'Miraidon ex@SVI 81'; // (the svp Miraidon ex is another card)
const WATER = 'Basic Water Energy', LIGHT = 'Basic Lightning Energy', FIRE = 'Basic Fire Energy', PSY = 'Basic Psychic Energy', GRASS = 'Basic Grass Energy';

function std(opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario {
  return new Scenario({ rules: 'standard', ...opts });
}

function offered(sc: Scenario): string[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
}

function offeredSlots(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
}

function powers(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.Power).map(actB).sort((a, b) => a - b);
}

function choose(sc: Scenario, ref: string): number {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
  return actA(x);
}

function evCount(sc: Scenario, code: Ev): number {
  return sc.events.filter((e) => e.code === code).length;
}

/** The action the greedy bot takes now. */
function greedyPick(sc: Scenario): number {
  const legal = sc.legal();
  const out = Int32Array.from(legal);
  return out[greedyChoose(sc.s, out, legal.length, new BotRng())];
}

/** Let the greedy bot play p's turn until it ends (or n actions); returns the actions taken. */
function greedyTurn(sc: Scenario, p: number, n = 60): number[] {
  const taken: number[] = [];
  while (taken.length < n && sc.s.current[0] === p && sc.s.phase[0] !== Phase.Over) {
    const x = greedyPick(sc);
    taken.push(x);
    step(sc.s, x);
    if (actKind(x) === Act.EndTurn || actKind(x) === Act.Attack) break;
  }
  return taken;
}

// =====================================================================================
// Attacks
// =====================================================================================
describe('sv-a part 2: attacks', () => {
  it("Miraidon ex Photon Blaster: 220, and it can't attack in its player's next turn", () => {
    const sc = std();
    sc.active(0, MIRAIDON_EX, { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Charizard ex'); // 330 HP, Weakness Grass
    sc.turn(0, 3);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(220);
    sc.do(Act.EndTurn); // the opponent's turn 4
    expect(sc.s.turn[0]).toBe(5);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
  });

  it('Gardevoir ex Miracle Force: 190, and it recovers from every Special Condition (Confusion, Poison, Burn)', () => {
    const sc = std();
    sc.active(0, 'Gardevoir ex', { energy: [PSY, PSY, PSY], cond: Cond.Confused, poisoned: true, burned: true });
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    sc.flips(true); // the Confusion flip (C5); no Burn flip follows: the Burn is gone
    sc.attack(0);
    sc.expectFlipsUsed();
    expect(sc.s.damage[A1]).toBe(190);
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.poisoned[A0]).toBe(0);
    expect(sc.s.burned[A0]).toBe(0);
    expect(sc.s.damage[A0]).toBe(0); // no Poison damage at the Pokémon Checkup
  });

  it('Drifloon Balloon Blast: 30 × the damage counters on itself', () => {
    const sc = std();
    sc.active(0, 'Drifloon', { energy: [PSY, PSY], damage: 40 });
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(120);
  });

  it('Drifblim Curse Spreading: 8 damage counters as the attacker likes, one choice each; not Weakness-modified', () => {
    const sc = std();
    sc.active(0, 'Drifblim', { under: ['Drifloon'], energy: [PSY, PSY, PSY] });
    sc.active(1, 'Tinkatuff'); // Weakness Metal only; counters are not damage anyway
    sc.bench(1, 'Tinkatink', { damage: 40 }); // 60 HP: 2 counters Knock it Out
    sc.bench(1, 'Delibird');
    sc.prizes(0, 6);
    sc.turn(0, 3);
    sc.attack(1);
    expect(sc.s.pend[0]).toBe(Pend.Slot);
    expect(offeredSlots(sc)).toEqual([A1, B11, B12]);
    expect(sc.can(Act.Done)).toBe(false);
    sc.do(Act.ChooseSlot, 0, B11);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(offeredSlots(sc)).toEqual([A1, B12]); // Tinkatink is at 0 HP: no counter is wasted on it
    for (let i = 0; i < 3; i++) sc.do(Act.ChooseSlot, 0, A1);
    for (let i = 0; i < 3; i++) sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.s.prizesTaken[0]).toBe(1); // Tinkatink Knocked Out
    expect(sc.name(B11)).toBe('Delibird'); // (the Bench closed up)
    expect(sc.s.damage[B11]).toBe(30);
    expect(sc.s.current[0]).toBe(1);
  });

  it('X7: Curse Spreading puts counters on a Benched Tera Pokémon (counters are not damage); a Pokémon guarded against effects takes none', () => {
    const sc = std();
    sc.active(0, 'Drifblim', { under: ['Drifloon'], energy: [PSY, PSY, PSY] });
    sc.active(1, 'Squawkabilly');
    sc.bench(1, 'Charizard ex');
    sc.s.guard[A1] = Guard.PreventDamageAndEffects; // Fly, heads, in the opponent's last turn
    sc.s.guardUntil[A1] = 3;
    sc.turn(0, 3);
    sc.attack(1);
    expect(offeredSlots(sc)).toEqual([B11]);
    for (let i = 0; i < 8; i++) sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(80);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it("Espathra Eye Strength: 20, and the Defending Pokémon can't retreat in the opponent's next turn (it can again after)", () => {
    const sc = std();
    sc.active(0, 'Espathra', { under: ['Flittle'], energy: [PSY] });
    sc.active(1, 'Delibird', { energy: [WATER] });
    sc.bench(1, 'Frigibax');
    sc.turn(0, 3);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.can(Act.Retreat, 0, B11)).toBe(false);
    sc.do(Act.EndTurn);
    sc.do(Act.EndTurn); // the opponent's turn 6
    expect(sc.can(Act.Retreat, 0, B11)).toBe(true);
  });

  it("Eye Strength's Defending Pokémon may still be switched by a Trainer; a Switch ends the effect", () => {
    const sc = std();
    sc.active(0, 'Espathra', { under: ['Flittle'], energy: [PSY] });
    sc.active(1, 'Delibird', { energy: [WATER] });
    sc.bench(1, 'Frigibax', { energy: [WATER, WATER] });
    sc.turn(0, 3);
    sc.attack(0);
    const sw = sc.hand(1, 'Switch')[0];
    sc.do(Act.PlayTrainer, sw);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Frigibax');
    expect(sc.can(Act.Retreat, 0, B11)).toBe(true);
  });

  it("Espathra Psychic: 30 + 50 per Energy attached to the opponent's Active", () => {
    const sc = std();
    sc.active(0, 'Espathra', { under: ['Flittle'], energy: [PSY, PSY, PSY] });
    sc.active(1, 'Charizard ex', { energy: [FIRE, FIRE] });
    sc.turn(0, 3);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(30 + 2 * 50);
  });

  it('Charizard ex Burning Darkness: 180 + 30 per Prize the opponent has taken', () => {
    const sc = std();
    sc.active(0, 'Charizard ex', { energy: [FIRE, FIRE] });
    sc.active(1, 'Pidgeot ex'); // 280 HP, no Weakness to Darkness
    sc.s.prizesTaken[1] = 2;
    sc.turn(0, 3);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(180 + 2 * 30);
  });

  it('Charizard ex is a Darkness Pokémon: Gardevoir ex (Weakness Darkness) takes double and, an ex, gives 2 Prizes (K6)', () => {
    const sc = std();
    sc.active(0, 'Charizard ex', { energy: [FIRE, FIRE] });
    sc.active(1, 'Gardevoir ex');
    sc.bench(1, 'Flittle');
    sc.prizes(0, 6);
    sc.turn(0, 3);
    expect(TYPE_NAMES[(ALL_CARDS[cardId('Charizard ex')] as PokemonDef).type]).toBe('Darkness');
    sc.attack(0);
    expect(sc.s.prizesTaken[0]).toBe(2); // 2 × 180 ≥ 310
  });

  it('Pidgeot ex Blustery Wind: 120, and its player may discard the Stadium in play (the opponent\'s here)', () => {
    const sc = std();
    sc.active(0, 'Pidgeot ex', { energy: [WATER, WATER] });
    sc.active(1, 'Charizard ex');
    const st = sc.hand(1, 'Artazon')[0];
    sc.s.current[0] = 1;
    sc.turn(1, 2);
    sc.do(Act.PlayTrainer, st);
    sc.turn(0, 3);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(120);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    expect(sc.s.stadium[0]).toBe(-1);
    expect(sc.s.cardZone[st]).toBe(Zone.Discard);
    expect(sc.countIn(1, 'Artazon', Zone.Discard)).toBe(1);
  });

  it('Blustery Wind: No keeps the Stadium; with no Stadium in play nothing is asked', () => {
    const sc = std();
    sc.active(0, 'Pidgeot ex', { energy: [WATER, WATER] });
    sc.active(1, 'Charizard ex');
    const st = sc.hand(0, 'Beach Court')[0];
    sc.turn(0, 3);
    sc.do(Act.PlayTrainer, st);
    sc.attack(0);
    sc.do(Act.No);
    expect(sc.s.stadium[0]).toBe(st);
    const sc2 = std();
    sc2.active(0, 'Pidgeot ex', { energy: [WATER, WATER] });
    sc2.active(1, 'Charizard ex');
    sc2.turn(0, 3);
    sc2.attack(0);
    expect(sc2.s.current[0]).toBe(1); // the turn ended at once
  });

  it('Delibird Double Draw draws 2; Tinkatink Collect draws 1', () => {
    const sc = std();
    sc.active(0, 'Delibird', { energy: [WATER] });
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 2);
    const sc2 = std();
    sc2.active(0, 'Tinkatink', { energy: [PSY] });
    sc2.active(1, 'Charizard ex');
    sc2.turn(0, 3);
    sc2.attack(0);
    expect(sc2.s.handCount[0]).toBe(1);
  });

  it("Tinkatuff Boundless Power: 80, and it can't attack in its player's next turn", () => {
    const sc = std();
    sc.active(0, 'Tinkatuff', { under: ['Tinkatink'], energy: [PSY, PSY] });
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(80);
    sc.do(Act.EndTurn);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
  });

  it('Metal Weakness: Arctibax takes double damage from a Metal attacker; plain attacks of Frigibax, Arctibax, Flittle', () => {
    const sc = std();
    sc.active(0, 'Arctibax', { under: ['Frigibax'], energy: [WATER, WATER, WATER] });
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(80);
    const sc2 = std();
    sc2.active(0, 'Flittle', { energy: [PSY] });
    sc2.active(1, 'Frigibax');
    sc2.turn(0, 3);
    sc2.attack(0);
    expect(sc2.s.damage[A1]).toBe(20);
  });
});

// =====================================================================================
// Abilities
// =====================================================================================
describe('A5: Psychic Embrace (Gardevoir ex), as often as you like', () => {
  it('A5: a basic Psychic Energy from the discard to a Psychic Pokémon, with 2 damage counters; usable again the same turn', () => {
    const sc = std();
    const g = sc.active(0, 'Gardevoir ex');
    sc.bench(0, 'Drifloon');
    sc.bench(0, 'Delibird'); // not Psychic
    sc.active(1, 'Charizard ex');
    sc.discard(0, PSY, PSY, WATER);
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([g]);
    sc.do(Act.Power, 0, g);
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.s.damage[B01]).toBe(20);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([g]);
    sc.do(Act.Power, 0, g);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.s.damage[A0]).toBe(20);
    expect(sc.countIn(0, PSY, Zone.Discard)).toBe(0);
    expect(powers(sc)).toEqual([]); // no basic Psychic Energy left in the discard (the Water one does not count)
  });

  it('A5: never on a Pokémon 2 counters would Knock Out; with no such receiver it is not offered', () => {
    const sc = std();
    const g = sc.active(0, 'Gardevoir ex', { damage: 290 }); // 310 HP
    sc.bench(0, 'Flittle', { damage: 20 }); // 40 HP
    sc.bench(0, 'Drifloon', { damage: 40 }); // 70 HP
    sc.active(1, 'Charizard ex');
    sc.discard(0, PSY);
    sc.turn(0, 3);
    sc.do(Act.Power, 0, g);
    expect(offeredSlots(sc)).toEqual([B02]);
    sc.do(Act.ChooseSlot, 0, B02);
    sc.discard(0, PSY);
    expect(powers(sc)).toEqual([]); // Drifloon is at 60 of 70 now: nobody can take 2 counters
  });

  it('A5: an Ability, not a Power: it works while Gardevoir ex is Asleep', () => {
    const sc = std();
    const g = sc.active(0, 'Gardevoir ex', { cond: Cond.Asleep });
    sc.active(1, 'Charizard ex');
    sc.discard(0, PSY);
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([g]);
  });
});

describe('A5: Tandem Unit (Miraidon ex), once during your turn for each Miraidon ex', () => {
  it('A5: up to 2 Basic Lightning Pokémon from the deck onto the Bench, then a shuffle; once per Pokémon', () => {
    const sc = std({ deck0: ['Mareep', 'Tadbulb', 'Miraidon', 'Buizel', 'Eelektrik'], filler: WATER });
    const m = sc.active(0, MIRAIDON_EX);
    const m2 = sc.bench(0, MIRAIDON_EX);
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([m, m2]);
    sc.do(Act.Power, 0, m);
    expect(offered(sc)).toEqual(['Mareep', 'Miraidon', 'Tadbulb']); // not Buizel (Water), not Eelektrik (Stage 1)
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Mareep');
    choose(sc, 'Tadbulb');
    expect(sc.name(B02)).toBe('Mareep');
    expect(sc.name(B03)).toBe('Tadbulb');
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([m2]); // the other Miraidon ex still may
    sc.do(Act.Power, 0, m2);
    expect(offered(sc)).toEqual(['Miraidon']); // one Basic Lightning left; the Bench has room for 1
    choose(sc, 'Miraidon');
    expect(sc.s.benchCount[0]).toBe(4);
    expect(powers(sc)).toEqual([]);
  });

  it('A5: not usable with a full Bench; the Bench caps the search', () => {
    const sc = std({ deck0: ['Mareep', 'Tadbulb'] });
    const m = sc.active(0, MIRAIDON_EX);
    for (let i = 0; i < 4; i++) sc.bench(0, 'Cyclizar');
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    sc.do(Act.Power, 0, m);
    choose(sc, 'Mareep');
    expect(sc.s.phase[0]).toBe(Phase.Main); // the fifth Bench spot was the last
    sc.startTurn(0, 5);
    expect(powers(sc)).toEqual([]);
  });
});

describe('A5: Super Cold (Baxcalibur), as often as you like', () => {
  it('A5: a basic Water Energy from the hand to any of your Pokémon, again and again', () => {
    const sc = std();
    const b = sc.active(0, 'Baxcalibur', { under: ['Frigibax', 'Arctibax'] });
    sc.bench(0, 'Charizard ex'); // not a Water Pokémon: still allowed
    sc.active(1, 'Charizard ex');
    sc.hand(0, WATER, WATER, FIRE);
    sc.turn(0, 3);
    sc.do(Act.Power, 0, b);
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    sc.do(Act.Power, 0, b);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.s.energyAttached[0]).toBe(0); // the attachment for the turn is still there (A2)
    expect(powers(sc)).toEqual([]); // only the Fire Energy is left in the hand
  });
});

describe('A5: Infernal Reign (Charizard ex), triggered when it evolves from the hand', () => {
  function evolving(deck0: string[] = [FIRE, FIRE, FIRE, FIRE, WATER]): { sc: Scenario; zard: number } {
    const sc = std({ deck0, filler: 'Cyclizar' });
    sc.active(0, 'Charmeleon', { under: ['Charmander'] });
    sc.bench(0, 'Charmander');
    sc.active(1, 'Gardevoir ex');
    const [zard] = sc.hand(0, 'Charizard ex');
    sc.turn(0, 3);
    return { sc, zard };
  }

  it('A5: Yes: up to 3 basic Fire Energy from the deck, each attached where its player chooses, then a shuffle', () => {
    const { sc, zard } = evolving();
    sc.do(Act.Evolve, zard, A0);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    expect(offered(sc)).toEqual([FIRE]);
    choose(sc, FIRE);
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, A0);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, A0);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.energyOn(B01)).toBe(1);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([]); // triggered only: never an action
    sc.prizes(0, 6);
    sc.attack(0); // the Fire Energy pay for Burning Darkness this very turn: 2 × 180 Knocks Out Gardevoir ex (Weakness Darkness)
    expect(sc.s.prizesTaken[0]).toBe(2);
  });

  it('A5: No lets it pass; Rare Candy from the hand triggers it too', () => {
    const { sc, zard } = evolving();
    sc.do(Act.Evolve, zard, A0);
    sc.do(Act.No);
    expect(sc.energyOn(A0)).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    const { sc: sc2, zard: zard2 } = evolving();
    const candy = sc2.hand(0, 'Rare Candy')[0];
    sc2.do(Act.PlayTrainer, candy);
    expect(sc2.s.cardDef[zard2]).toBe(cardId('Charizard ex'));
    sc2.do(Act.ChooseCard, zard2);
    sc2.do(Act.ChooseSlot, 0, B01);
    expect(sc2.s.pend[0]).toBe(Pend.YesNo);
    sc2.do(Act.Yes);
    choose(sc2, FIRE);
    sc2.do(Act.ChooseSlot, 0, B01);
    sc2.do(Act.Done);
    expect(sc2.energyOn(B01)).toBe(1);
    expect(sc2.s.phase[0]).toBe(Phase.Main);
  });
});

describe('A5: Quick Search (Pidgeot ex), one per turn whichever Pidgeot ex has it', () => {
  it('A5: any 1 card from the deck into the hand (it must take one), then a shuffle; per name: the second Pidgeot ex may not', () => {
    const sc = std({ deck0: ['Rare Candy', 'Iono', FIRE], filler: 'Cyclizar' });
    const a = sc.active(0, 'Pidgeot ex');
    const b = sc.bench(0, 'Pidgeot ex');
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([a, b]);
    sc.do(Act.Power, 0, b);
    expect(offered(sc)).toEqual([FIRE, 'Cyclizar', 'Iono', 'Rare Candy'].sort());
    expect(sc.can(Act.Done)).toBe(false);
    choose(sc, 'Iono');
    expect(sc.countIn(0, 'Iono', Zone.Hand)).toBe(1);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(powers(sc)).toEqual([]);
    sc.do(Act.EndTurn);
    sc.do(Act.EndTurn);
    expect(powers(sc)).toEqual([a, b]); // a new turn
  });
});

// =====================================================================================
// Greedy
// =====================================================================================
describe('greedy: the sv-a Abilities', () => {
  it('Infernal Reign on the Bench: Charizard ex gets its 2 Fire first, the third lets the Active attack now', () => {
    const sc = std({ deck0: [FIRE, FIRE, FIRE, FIRE], filler: 'Cyclizar' });
    sc.active(0, 'Pidgeot ex', { energy: [FIRE] }); // Blustery Wind [CC]: one more Energy
    sc.bench(0, 'Charmeleon', { under: ['Charmander'] });
    sc.active(1, 'Gardevoir ex');
    const [zard] = sc.hand(0, 'Charizard ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, zard, B01);
    const firstTwo: number[] = [];
    let guard = 0;
    while (sc.s.phase[0] === Phase.Effect && guard++ < 10) {
      const x = greedyPick(sc);
      if (actKind(x) === Act.ChooseSlot) firstTwo.push(actB(x));
      step(sc.s, x);
    }
    expect(firstTwo).toEqual([B01, B01, A0]);
    expect(sc.energyOn(B01)).toBe(2);
    expect(sc.energyOn(A0)).toBe(2);
  });

  it('Infernal Reign: accepted; the Fire Energy go to Charizard ex until its attack is paid, the rest where Fire helps', () => {
    const sc = std({ deck0: [FIRE, FIRE, FIRE, FIRE], filler: 'Cyclizar' });
    sc.active(0, 'Charmeleon', { under: ['Charmander'] });
    sc.bench(0, 'Charmander');
    sc.active(1, 'Gardevoir ex');
    const [zard] = sc.hand(0, 'Charizard ex');
    sc.turn(0, 3);
    sc.do(Act.Evolve, zard, A0);
    expect(actKind(greedyPick(sc))).toBe(Act.Yes);
    let guard = 0;
    while (sc.s.phase[0] === Phase.Effect && guard++ < 10) step(sc.s, greedyPick(sc));
    expect(sc.energyOn(A0)).toBe(2); // Burning Darkness [RR]
    expect(sc.energyOn(B01)).toBe(1); // Charmander's own Fire attack
    expect(actKind(greedyPick(sc))).toBe(Act.Attack);
  });

  it('Psychic Embrace: powers Gardevoir ex to attack this turn, then stops (no loop), never Knocking Out the receiver', () => {
    const sc = std();
    sc.active(0, 'Gardevoir ex', { damage: 200 });
    sc.bench(0, 'Flittle', { damage: 20 });
    sc.active(1, 'Charizard ex');
    sc.discard(0, PSY, PSY, PSY, PSY, PSY);
    sc.turn(0, 3);
    sc.s.energyAttached[0] = 1; // the hand's attachment is spent
    const taken = greedyTurn(sc, 0);
    const uses = taken.filter((x) => actKind(x) === Act.Power).length;
    expect(uses).toBe(3); // P, P, C: the attack's whole cost
    expect(actKind(taken[taken.length - 1])).toBe(Act.Attack);
    expect(sc.s.damage[A1]).toBe(190);
    expect(sc.s.damage[A0]).toBe(260);
    expect(sc.s.damage[B01]).toBe(20); // 2 counters would Knock Flittle Out
  });

  it('Super Cold: Water Energy to the Pokémon whose attack needs it, then no more', () => {
    const sc = std();
    sc.active(0, 'Baxcalibur', { under: ['Frigibax', 'Arctibax'] });
    sc.active(1, 'Charizard ex');
    sc.hand(0, WATER, WATER, WATER, WATER, WATER);
    sc.turn(0, 3);
    sc.s.energyAttached[0] = 1;
    const taken = greedyTurn(sc, 0);
    expect(taken.filter((x) => actKind(x) === Act.Power).length).toBe(3); // Buster Tail [WWC]
    expect(actKind(taken[taken.length - 1])).toBe(Act.Attack);
    expect(sc.s.damage[A1]).toBe(130);
  });

  it('Tandem Unit: used with Bench room, taking both Basics', () => {
    const sc = std({ deck0: ['Mareep', 'Tadbulb'], filler: 'Cyclizar' });
    const m = sc.active(0, MIRAIDON_EX);
    sc.active(1, 'Charizard ex');
    sc.turn(0, 3);
    const pick = greedyPick(sc);
    expect([actKind(pick), actB(pick)]).toEqual([Act.Power, m]);
    step(sc.s, pick);
    step(sc.s, greedyPick(sc));
    step(sc.s, greedyPick(sc));
    expect(sc.s.benchCount[0]).toBe(2);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('Quick Search: Rare Candy when a Stage 2 in hand has its Basic in play, then the Candy is played', () => {
    const sc = std({ deck0: ['Rare Candy', 'Charmeleon', 'Cyclizar', FIRE], filler: 'Iono' });
    sc.active(0, 'Pidgeot ex');
    sc.bench(0, 'Charmander');
    sc.active(1, 'Gardevoir ex');
    sc.hand(0, 'Charizard ex');
    sc.turn(0, 3);
    sc.s.energyAttached[0] = 1;
    sc.s.supporterUsed[0] = 1;
    expect(actKind(greedyPick(sc))).toBe(Act.Power);
    step(sc.s, greedyPick(sc));
    const pick = greedyPick(sc);
    expect(sc.s.cardDef[actA(pick)]).toBe(cardId('Rare Candy'));
    step(sc.s, pick);
    expect(actKind(greedyPick(sc))).toBe(Act.PlayTrainer);
  });

  it('Quick Search: with no evolution to make, a missing Basic for an empty Bench', () => {
    const sc = std({ deck0: ['Rare Candy', 'Cyclizar'], filler: 'Iono' });
    sc.active(0, 'Pidgeot ex');
    sc.active(1, 'Gardevoir ex');
    sc.turn(0, 3);
    sc.s.supporterUsed[0] = 1;
    step(sc.s, greedyPick(sc));
    const pick = greedyPick(sc);
    expect(sc.s.cardDef[actA(pick)]).toBe(cardId('Cyclizar'));
  });

  it('A5 Quick Search: greedy uses it only while the deck holds a card worth a search, wherever in the deck it lies, at every decision', () => {
    const position = (where: 'none' | 'top' | 'bottom'): Scenario => {
      // After this turn's Supporter, an Iono is worth 20 to the search and Rare Candy with nothing to evolve 5.
      const sc = std({ deck0: where === 'none' ? ['Rare Candy'] : ['Rare Candy', 'Cyclizar'], filler: 'Iono' });
      sc.active(0, 'Pidgeot ex');
      sc.active(1, 'Gardevoir ex');
      sc.turn(0, 3);
      sc.s.supporterUsed[0] = 1;
      if (where !== 'none') { // the one Basic (60 and more, for an empty Bench) to the deck's first or last place
        const n = sc.s.deckCount[0];
        const at = Array.from(sc.s.deck.subarray(0, n)).findIndex((c) => sc.s.cardDef[c] === cardId('Cyclizar'));
        const to = where === 'top' ? n - 1 : 0;
        const t = sc.s.deck[at]; sc.s.deck[at] = sc.s.deck[to]; sc.s.deck[to] = t;
      }
      return sc;
    };
    for (const where of ['none', 'top', 'bottom'] as const) {
      const sc = position(where);
      expect(sc.s.deckCount[0]).toBeGreaterThan(5);
      // The bot is asked twice on one list (no listing between, as the search bot's rollouts may): each answer stands alone.
      const legal = Int32Array.from(sc.legal());
      for (let k = 0; k < 2; k++) {
        const pick = legal[greedyChoose(sc.s, legal, legal.length, new BotRng())];
        expect(actKind(pick) === Act.Power, `${where}, decision ${k + 1}`).toBe(where !== 'none');
      }
    }
  });

  it('Curse Spreading: the counters Knock Out what they can (the ex first), the rest on the weakest', () => {
    const sc = std();
    sc.active(0, 'Drifblim', { under: ['Drifloon'], energy: [PSY, PSY, PSY] });
    sc.active(1, 'Cyclizar', { damage: 100 }); // 10 left
    sc.bench(1, 'Charizard ex', { damage: 280 }); // 50 left, 2 Prizes
    sc.bench(1, 'Tinkatink');
    sc.prizes(0, 6);
    sc.turn(0, 3);
    sc.attack(1);
    while (sc.s.phase[0] === Phase.Effect) step(sc.s, greedyPick(sc));
    expect(sc.s.prizesTaken[0]).toBe(3); // Charizard ex (5 counters) and Cyclizar (1), 2 left on Tinkatink
    expect(sc.name(A1)).toBe('');
    expect(sc.s.benchCount[1]).toBe(1);
    expect(sc.name(B11)).toBe('Tinkatink');
    expect(sc.s.damage[B11]).toBe(20);
  });

  it('Blustery Wind: the opponent\'s Stadium is discarded, its own is kept', () => {
    for (const owner of [0, 1]) {
      const sc = std();
      sc.active(0, 'Pidgeot ex', { energy: [WATER, WATER] });
      sc.active(1, 'Charizard ex');
      const st = sc.hand(owner, 'Beach Court')[0];
      sc.turn(owner, owner === 0 ? 3 : 2);
      sc.do(Act.PlayTrainer, st);
      sc.turn(0, 3);
      sc.attack(0);
      expect(actKind(greedyPick(sc))).toBe(owner === 0 ? Act.No : Act.Yes);
    }
  });
});
