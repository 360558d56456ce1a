// Card tests for batch sv-a: the Scarlet & Violet (SVI), Paldea Evolved (PAL) and Obsidian
// Flames (OBF) cards the SV Battle Decks use. One or more scenario tests per card effect, the
// Stadium action (Artazon) and the greedy bot's use of the new Trainers.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, Phase, cardId, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { MAX_DECK } from '../src/engine/state.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond } from '../src/cards/types.js';

const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const WATER = 'Basic Water Energy', GRASS = 'Basic Grass Energy', LIGHT = 'Basic Lightning Energy', FIRE = 'Basic Fire Energy';
const BOSS = "Boss's Orders (Ghetsis)";

function std(opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario {
  return new Scenario({ rules: 'standard', ...opts });
}

function offered(sc: Scenario): string[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
}

function offeredSlots(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
}

function choose(sc: Scenario, ref: string): number {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
  return actA(x);
}

function play(sc: Scenario, p: number, ref: string): void {
  sc.do(Act.PlayTrainer, sc.handCard(p, ref));
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

// =====================================================================================
// Pokémon
// =====================================================================================
describe('sv-a Pokémon attacks', () => {
  it('Floatzel Hydro Pump: 50 + 20 per Water Energy attached to itself (other Energy adds nothing)', () => {
    const sc = std();
    sc.active(0, 'Floatzel', { under: ['Buizel'], energy: [WATER, WATER, WATER, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(50 + 3 * 20);
  });

  it('Floatzel Hydro Pump: 50 with only other Energy', () => {
    const sc = std();
    sc.active(0, 'Floatzel', { under: ['Buizel'], energy: [FIRE, FIRE] });
    sc.active(1, 'Cyclizar');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(50);
  });

  it('Buizel Rain Splash and Razor Fin: plain damage', () => {
    const sc = std();
    sc.active(0, 'Buizel', { energy: [WATER, WATER] });
    sc.active(1, 'Cyclizar');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(20);
  });

  it('Bruxish Vivid Charge: search up to 3 basic Energy into the hand, then shuffle', () => {
    const sc = std({ deck0: [FIRE, LIGHT, GRASS, 'Nest Ball'], filler: 'Cyclizar' });
    sc.active(0, 'Bruxish', { energy: [WATER] });
    sc.active(1, 'Cyclizar');
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(offered(sc)).toEqual([FIRE, GRASS, LIGHT].sort()); // not the Nest Ball
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, FIRE);
    choose(sc, LIGHT);
    choose(sc, GRASS);
    expect(sc.s.handCount[0]).toBe(hand + 3);
    expect(sc.s.damage[A1]).toBe(0);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Tropius Leaf Drain: 20 damage and heals 20 from itself', () => {
    const sc = std();
    sc.active(0, 'Tropius', { energy: [GRASS], damage: 50 });
    sc.active(1, 'Cyclizar');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.damage[A0]).toBe(30);
  });

  it('Tropius Tropic Breeze: 130 damage, then all its Energy moves to the chosen Benched Pokémon', () => {
    const sc = std();
    sc.active(0, 'Tropius', { energy: [GRASS, GRASS, WATER] });
    sc.bench(0, 'Marill');
    sc.bench(0, 'Buizel');
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(130);
    expect(offeredSlots(sc)).toEqual([B01, B02]);
    expect(sc.can(Act.Done)).toBe(false);
    sc.do(Act.ChooseSlot, 0, B02);
    expect(sc.energyOn(A0)).toBe(0);
    expect(sc.energyOn(B02)).toBe(3);
    expect(evCount(sc, Ev.MoveEnergy)).toBe(3);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Tropius Tropic Breeze: with an empty Bench the Energy stays', () => {
    const sc = std();
    sc.active(0, 'Tropius', { energy: [GRASS, GRASS, WATER] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.energyOn(A0)).toBe(3);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Marill Bubble Drain: 20 damage, heals 20 (never below 0 damage)', () => {
    const sc = std();
    sc.active(0, 'Marill', { energy: [WATER, WATER], damage: 10 });
    sc.active(1, 'Cyclizar');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.damage[A0]).toBe(0);
  });

  it('Azumarill Bubble Drain: 50 damage, heals 30 from itself', () => {
    const sc = std();
    sc.active(0, 'Azumarill', { under: ['Marill'], energy: [WATER, WATER], damage: 60 });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(50);
    expect(sc.s.damage[A0]).toBe(30);
  });

  it('Azumarill Slam: 100 × heads of 2 coins', () => {
    const sc = std();
    sc.active(0, 'Azumarill', { under: ['Marill'], energy: [WATER, WATER, WATER] });
    sc.active(1, 'Ampharos ex');
    sc.flips(true, false);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(100);
    sc.expectFlipsUsed();
  });

  it('Tadbulb Static Shock: 30 damage', () => {
    const sc = std();
    sc.active(0, 'Tadbulb', { energy: [LIGHT, LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(30);
  });

  it("Oddish Feelin' Fine: draws a card", () => {
    const sc = std();
    sc.active(0, 'Oddish', { energy: [GRASS] });
    sc.active(1, 'Cyclizar');
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 1);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it("Gloom Inviting Scent: switches in the chosen opponent's Benched Pokémon", () => {
    const sc = std();
    sc.active(0, 'Gloom', { under: ['Oddish'], energy: [GRASS] });
    sc.active(1, 'Cyclizar');
    sc.bench(1, 'Mareep');
    sc.bench(1, 'Wattrel');
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Wattrel');
    expect(sc.name(B12)).toBe('Cyclizar');
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Eelektrik Volt Wave: 20 damage; heads, Paralyzed', () => {
    const sc = std();
    sc.active(0, 'Eelektrik', { under: ['Tynamo'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.flips(true);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    sc.expectFlipsUsed();
  });

  it('Eelektrik Volt Wave: tails, no Special Condition', () => {
    const sc = std();
    sc.active(0, 'Eelektrik', { under: ['Tynamo'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.flips(false);
    sc.attack(0);
    expect(sc.s.cond[A1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('Eelektross Suction Shock (X3, X5): switches in the chosen Benched Pokémon first, 60 to it with Weakness; heads, Paralyzed', () => {
    const sc = std();
    sc.active(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.bench(1, 'Staraptor', { under: ['Starly', 'Staravia'] }); // weak to Lightning
    sc.flips(true);
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Staraptor');
    expect(sc.s.damage[A1]).toBe(120); // 60 × 2
    expect(sc.s.damage[B11]).toBe(0); // the old Active took nothing
    sc.expectFlipsUsed();
  });

  it('Eelektross Suction Shock: heads Paralyzes the Pokémon switched in', () => {
    const sc = std();
    sc.active(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.bench(1, 'Ampharos ex');
    sc.flips(true);
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Ampharos ex');
    expect(sc.s.damage[A1]).toBe(60);
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    expect(sc.s.cond[B11]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('Eelektross Suction Shock: with no opponent Bench it does nothing at all (no damage, no flip)', () => {
    const sc = std();
    sc.active(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.s.cond[A1]).toBe(0);
    expect(sc.s.current[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Eelektross Head Bolt: 130 damage', () => {
    const sc = std();
    sc.active(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'], energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(130);
  });
});

// =====================================================================================
// Trainers
// =====================================================================================
describe('sv-a Trainers', () => {
  it('Arven: search an Item and a Pokémon Tool into the hand, then shuffle', () => {
    const sc = std({ deck0: ['Nest Ball', 'Defiance Band', BOSS, 'Cyclizar'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.hand(0, 'Arven');
    sc.turn(0);
    play(sc, 0, 'Arven');
    expect(offered(sc)).toEqual(['Nest Ball']); // Items only: not the Supporter, not the Tool
    choose(sc, 'Nest Ball');
    expect(offered(sc)).toEqual(['Defiance Band']);
    choose(sc, 'Defiance Band');
    expect(sc.countIn(0, 'Nest Ball', Zone.Hand)).toBe(1);
    expect(sc.countIn(0, 'Defiance Band', Zone.Hand)).toBe(1);
    expect(sc.s.supporterUsed[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it("Professor's Research (both printings): discard the hand, draw 7", () => {
    for (const ref of ["Professor's Research (Professor Sada)", "Professor's Research (Professor Turo)"]) {
      const sc = std();
      sc.active(0, 'Cyclizar');
      sc.active(1, 'Cyclizar');
      sc.hand(0, ref, 'Nest Ball', FIRE);
      sc.turn(0);
      play(sc, 0, ref);
      expect(sc.s.handCount[0]).toBe(7);
      expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
      expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    }
  });

  it('Defiance Band (X3): +30 before Weakness only while its owner has more Prize cards left', () => {
    const behind = std();
    behind.active(0, 'Tadbulb', { energy: [LIGHT, LIGHT] });
    behind.active(1, 'Kilowattrel', { under: ['Wattrel'] }); // weak to Lightning
    behind.hand(0, 'Defiance Band');
    behind.prizes(0, 6);
    behind.prizes(1, 5);
    behind.turn(0);
    play(behind, 0, 'Defiance Band');
    behind.do(Act.ChooseSlot, 0, A0);
    behind.attack(0); // Stampede 10: (10 + 30) × 2
    expect(behind.s.damage[A1]).toBe(80);

    const even = std();
    even.active(0, 'Tadbulb', { energy: [LIGHT, LIGHT] });
    even.active(1, 'Kilowattrel', { under: ['Wattrel'] });
    even.hand(0, 'Defiance Band');
    even.prizes(0, 5);
    even.prizes(1, 5);
    even.turn(0);
    play(even, 0, 'Defiance Band');
    even.do(Act.ChooseSlot, 0, A0);
    even.attack(0);
    expect(even.s.damage[A1]).toBe(20); // 10 × 2: no bonus with as many Prizes left
  });

  it('Defiance Band: the bonus goes to the Active only, not to Bench damage', () => {
    const sc = std();
    sc.active(0, 'Miraidon', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.bench(1, 'Cyclizar');
    sc.hand(0, 'Defiance Band');
    sc.prizes(0, 6);
    sc.prizes(1, 4);
    sc.turn(0);
    play(sc, 0, 'Defiance Band');
    sc.do(Act.ChooseSlot, 0, A0);
    sc.attack(1); // Lightning Laser 90 (+30) and 30 to a Benched Pokémon
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[A1]).toBe(120);
    expect(sc.s.damage[B11]).toBe(30);
  });

  it('Pal Pad: shuffle up to 2 Supporters from the discard pile into the deck', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.discard(0, BOSS, 'Arven', 'Iono', 'Nest Ball');
    sc.hand(0, 'Pal Pad');
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    play(sc, 0, 'Pal Pad');
    expect(offered(sc)).toEqual(['Arven', BOSS, 'Iono'].sort());
    choose(sc, 'Arven');
    choose(sc, 'Iono');
    expect(sc.s.deckCount[0]).toBe(deck + 2);
    expect(sc.countIn(0, 'Arven', Zone.Deck)).toBe(1);
    expect(sc.countIn(0, BOSS, Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('Pal Pad: not playable without a Supporter in the discard pile', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.discard(0, 'Nest Ball');
    const pad = sc.hand(0, 'Pal Pad')[0];
    sc.turn(0);
    expect(sc.can(Act.PlayTrainer, pad)).toBe(false);
  });

  it('Super Rod: shuffle up to 3 Pokémon and basic Energy in any combination from the discard into the deck', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.discard(0, 'Floatzel', 'Buizel', WATER, 'Nest Ball');
    sc.hand(0, 'Super Rod');
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    play(sc, 0, 'Super Rod');
    expect(offered(sc)).toEqual(['Buizel', 'Floatzel', WATER].sort());
    choose(sc, 'Floatzel');
    choose(sc, WATER);
    choose(sc, 'Buizel');
    expect(sc.s.deckCount[0]).toBe(deck + 3);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Super Rod', Zone.Discard)).toBe(1); // itself stays in the discard pile
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
  });

  it('Poké Ball: heads, search a Pokémon into the hand', () => {
    const sc = std({ deck0: ['Floatzel', 'Nest Ball'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.hand(0, 'Poké Ball');
    sc.turn(0);
    sc.flips(true);
    play(sc, 0, 'Poké Ball');
    expect(offered(sc)).toEqual(['Floatzel']);
    choose(sc, 'Floatzel');
    expect(sc.countIn(0, 'Floatzel', Zone.Hand)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Poké Ball: tails, nothing', () => {
    const sc = std({ deck0: ['Floatzel'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.hand(0, 'Poké Ball');
    sc.turn(0);
    sc.flips(false);
    const hand = sc.s.handCount[0];
    play(sc, 0, 'Poké Ball');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.handCount[0]).toBe(hand - 1);
    expect(sc.countIn(0, 'Floatzel', Zone.Deck)).toBe(1);
    sc.expectFlipsUsed();
  });

  it("Boss's Orders: switch in the opponent's chosen Benched Pokémon", () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.bench(1, 'Mareep');
    sc.hand(0, BOSS);
    sc.turn(0);
    play(sc, 0, BOSS);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Mareep');
    expect(sc.s.supporterUsed[0]).toBe(1);
  });

  it('Iono: both hands go to the bottom of the decks; each player draws a card per Prize card left', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.prizes(0, 4);
    sc.prizes(1, 2);
    const mine = sc.hand(0, 'Iono', 'Nest Ball', FIRE);
    const theirs = sc.hand(1, 'Arven', 'Potion@SVI 188', 'Switch@SVI 194', 'Nest Ball', 'Buizel');
    sc.turn(0);
    const deck0 = sc.s.deckCount[0], deck1 = sc.s.deckCount[1];
    play(sc, 0, 'Iono');
    expect(sc.s.handCount[0]).toBe(4);
    expect(sc.s.handCount[1]).toBe(2);
    expect(sc.s.deckCount[0]).toBe(deck0 + 2 - 4);
    expect(sc.s.deckCount[1]).toBe(deck1 + 5 - 2);
    // the old hands are at the bottom of the decks
    const bottom0 = new Set([sc.s.deck[0], sc.s.deck[1]]);
    expect(bottom0).toEqual(new Set(mine.slice(1)));
    const bottom1 = new Set(Array.from(sc.s.deck.subarray(MAX_DECK, MAX_DECK + 5)));
    expect(bottom1).toEqual(new Set(theirs));
    expect(sc.countIn(0, 'Iono', Zone.Discard)).toBe(1);
  });

  it('Iono: with both hands empty (Iono itself played) nobody draws', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.hand(0, 'Iono');
    sc.turn(0);
    play(sc, 0, 'Iono');
    expect(sc.s.handCount[0]).toBe(0);
    expect(sc.s.handCount[1]).toBe(0);
  });
});

// =====================================================================================
// Artazon: a Stadium with an action
// =====================================================================================
describe('Artazon (a Stadium action, once in each player\'s turn)', () => {
  function withArtazon(): Scenario {
    const sc = std({ deck0: ['Buizel', 'Miraidon ex', 'Floatzel'], deck1: ['Mareep', 'Ampharos ex'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.hand(0, 'Artazon');
    sc.turn(0);
    play(sc, 0, 'Artazon');
    return sc;
  }

  it('its owner may search a Basic Pokémon without a Rule Box onto the Bench, once in the turn', () => {
    const sc = withArtazon();
    const st = sc.s.stadium[0];
    expect(sc.can(Act.UseStadium, st)).toBe(true);
    sc.do(Act.UseStadium, st);
    expect(offered(sc)).toEqual(['Buizel']); // not Miraidon ex (Rule Box), not Floatzel (Stage 1)
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Buizel');
    expect(sc.name(B01)).toBe('Buizel');
    expect(evCount(sc, Ev.StadiumAction)).toBe(1);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.can(Act.UseStadium, st)).toBe(false); // once per turn
    expect(sc.s.cardZone[st]).toBe(Zone.Stadium); // the Stadium stays in play
  });

  it("the opponent may use the owner's Artazon in their own turn too", () => {
    const sc = withArtazon();
    const st = sc.s.stadium[0];
    sc.do(Act.EndTurn);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.can(Act.UseStadium, st)).toBe(true);
    sc.do(Act.UseStadium, st);
    expect(offered(sc)).toEqual(['Mareep']);
    choose(sc, 'Mareep');
    expect(sc.name(B11)).toBe('Mareep');
    expect(sc.can(Act.UseStadium, st)).toBe(false);
    sc.do(Act.EndTurn);
    expect(sc.can(Act.UseStadium, st)).toBe(true); // a new turn of player 0
  });

  it('using the action does not stop its player from playing another Stadium (A3 counts played cards)', () => {
    const sc = withArtazon();
    sc.do(Act.EndTurn);
    const st = sc.s.stadium[0];
    sc.do(Act.UseStadium, st);
    sc.do(Act.Done);
    const court = sc.hand(1, 'Beach Court')[0];
    expect(sc.can(Act.PlayTrainer, court)).toBe(true);
    sc.do(Act.PlayTrainer, court);
    expect(sc.s.stadium[0]).toBe(court);
    expect(sc.countIn(0, 'Artazon', Zone.Discard)).toBe(1);
    expect(sc.legal().some((x) => actKind(x) === Act.UseStadium)).toBe(false); // Beach Court has no action
  });

  it('not offered with a full Bench', () => {
    const sc = withArtazon();
    for (let i = 0; i < 5; i++) sc.bench(0, 'Tadbulb');
    expect(sc.legal().some((x) => actKind(x) === Act.UseStadium)).toBe(false);
  });
});

// =====================================================================================
// Greedy
// =====================================================================================
describe('greedy plays the sv-a Trainers sensibly', () => {
  it('uses Artazon with room on the Bench', () => {
    const sc = std({ deck0: ['Buizel'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.hand(0, 'Artazon');
    sc.turn(0);
    play(sc, 0, 'Artazon');
    expect(actKind(greedyPick(sc))).toBe(Act.UseStadium);
  });

  it('plays Iono when it draws more than the hand gives up, not with a big hand', () => {
    const small = std();
    small.active(0, 'Cyclizar');
    small.active(1, 'Cyclizar');
    small.prizes(0, 4);
    small.prizes(1, 6);
    small.s.prizesTaken[0] = 2;
    const iono = small.hand(0, 'Iono')[0];
    small.turn(0);
    expect(greedyPick(small)).toBe((Act.PlayTrainer << 16) | (iono << 8));

    const big = std();
    big.active(0, 'Cyclizar');
    big.active(1, 'Cyclizar');
    big.prizes(0, 2);
    big.prizes(1, 6);
    big.hand(0, 'Iono', 'Nest Ball', 'Potion@SVI 188', 'Switch@SVI 194', 'Arven');
    big.turn(0);
    const pick = greedyPick(big);
    expect(actKind(pick) === Act.PlayTrainer && big.s.cardDef[actA(pick)] === cardId('Iono')).toBe(false);
  });

  it("Suction Shock: greedy switches in the Benched Pokémon its 60 damage Knocks Out", () => {
    const sc = std();
    sc.active(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'], energy: [LIGHT] });
    sc.active(1, 'Cyclizar');
    sc.bench(1, 'Ampharos ex');
    sc.bench(1, 'Mareep', { damage: 10 });
    sc.flips(false);
    sc.attack(0);
    expect(actB(greedyPick(sc))).toBe(B12);
  });
});
