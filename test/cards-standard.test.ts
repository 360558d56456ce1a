// Card tests for every Scarlet & Violet card we define (svp, sv1, sv2, sv3pt5, sv4, sv4pt5):
// one or more scenario tests per card with an effect (attacks, Raichu's Ability, every Trainer),
// and one table-driven test of the printed facts of every SV Pokémon against the card-pool data.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { Scenario, Act, Zone, Phase, cardId, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev, AttackFailure } from '../src/engine/events.js';
import { SLOT_CAP, MAX_DECK } from '../src/engine/state.js';
import { cPrizes } from '../src/engine/tables.js';
import { removeFromDeck, pushDeck } from '../src/engine/zones.js';
import { noteDeckFeatures } from '../src/engine/flow.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond, Guard, Supertype, TrainerKind, TYPE_NAMES, AbilityKind, T, type PokemonDef, type TrainerDef } from '../src/cards/types.js';
import { svp } from '../src/cards/sets/svp.js';
import { sv1 } from '../src/cards/sets/sv1.js';
import { sv2 } from '../src/cards/sets/sv2.js';
import { sv3 } from '../src/cards/sets/sv3.js';
import { sv3pt5 } from '../src/cards/sets/sv3pt5.js';
import { sv4 } from '../src/cards/sets/sv4.js';
import { sv4pt5 } from '../src/cards/sets/sv4pt5.js';
import { swsh9 } from '../src/cards/sets/swsh9.js';
import { swsh10 } from '../src/cards/sets/swsh10.js';
import { swsh11 } from '../src/cards/sets/swsh11.js';
import { swsh12 } from '../src/cards/sets/swsh12.js';
import { me1 } from '../src/cards/sets/me1.js';
import { sv8 } from '../src/cards/sets/sv8.js';
import { sv9 } from '../src/cards/sets/sv9.js';
import { zsv10pt5 } from '../src/cards/sets/zsv10pt5.js';
import { sv5 } from '../src/cards/sets/sv5.js';
import { sv6 } from '../src/cards/sets/sv6.js';
import { sv6pt5 } from '../src/cards/sets/sv6pt5.js';
import { sv7 } from '../src/cards/sets/sv7.js';
import { sv8pt5 } from '../src/cards/sets/sv8pt5.js';
import { sv10 } from '../src/cards/sets/sv10.js';
import { rsv10pt5 } from '../src/cards/sets/rsv10pt5.js';
import { me2 } from '../src/cards/sets/me2.js';
import { me2pt5 } from '../src/cards/sets/me2pt5.js';

// Slots: player 0's Active is 0 and Bench 1..5; player 1's Active is 6 and Bench 7..11.
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;

const FIRE = 'Basic Fire Energy', LIGHT = 'Basic Lightning Energy', FIGHT = 'Basic Fighting Energy';
const PIKACHU = 'Pikachu@MEW 25'; // Base Set has a Pikachu too
const POTION = 'Potion@SVI 188', SWITCH = 'Switch@SVI 194', RETRIEVAL = 'Energy Retrieval@SVI 171';

function std(opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario {
  return new Scenario({ rules: 'standard', ...opts });
}

/** Names of the cards offered by the ChooseCard actions now legal. */
function offered(sc: Scenario): string[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
}

/** Slots offered by the ChooseSlot actions now legal. */
function offeredSlots(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
}

/** Take the legal ChooseCard action for a card with this ref. */
function choose(sc: Scenario, ref: string): number {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
  return actA(x);
}

/** Put NEW copies of cards on top of player p's deck (last listed on top), made from filler cards. */
function topNew(sc: Scenario, p: number, ...refs: string[]): void {
  const s = sc.s;
  for (const ref of refs) {
    let c = -1;
    for (let i = 0; i < s.deckCount[p] && c < 0; i++) if (s.cardDef[s.deck[p * MAX_DECK + i]] === sc.filler) c = s.deck[p * MAX_DECK + i];
    if (c < 0) throw new Error('no filler card left');
    s.cardDef[c] = cardId(ref);
    noteDeckFeatures(s);
    removeFromDeck(s, c);
    pushDeck(s, c);
  }
}

function attackLegal(sc: Scenario, k: number): boolean {
  return sc.can(Act.Attack, 0, k);
}

/** Hand the turn over: the current player ends the turn (the next turn starts with its draw). */
function endTurn(sc: Scenario): void {
  sc.do(Act.EndTurn);
}

function evCount(sc: Scenario, code: Ev): number {
  return sc.events.filter((e) => e.code === code).length;
}

// =====================================================================================
// Fire
// =====================================================================================
describe('SV Fire Pokémon (standard rules)', () => {
  it('Victini ex Strafe: 30 damage, then may switch itself with a Benched Pokémon (X5)', () => {
    const sc = std();
    sc.active(0, 'Victini ex', { energy: [FIRE] });
    sc.bench(0, 'Cyclizar');
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    // the switch is offered and optional
    expect(offeredSlots(sc)).toEqual([B01]);
    expect(sc.can(Act.Done)).toBe(true);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A0)).toBe('Cyclizar');
    expect(sc.name(B01)).toBe('Victini ex');
    expect(sc.s.current[0]).toBe(1); // the attack ended the turn
  });

  it('Victini ex Strafe: with an empty Bench there is no switch and the turn ends', () => {
    const sc = std();
    sc.active(0, 'Victini ex', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('Victini ex Strafe: declining the switch keeps Victini ex Active', () => {
    const sc = std();
    sc.active(0, 'Victini ex', { energy: [FIRE] });
    sc.bench(0, 'Cyclizar');
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    sc.do(Act.Done);
    expect(sc.name(A0)).toBe('Victini ex');
    expect(sc.name(B01)).toBe('Cyclizar');
    expect(sc.s.damage[A1]).toBe(30);
  });

  it("Victini ex Victory Flame: 220 damage, and it can't attack during its owner's next turn", () => {
    const sc = std();
    sc.active(0, 'Victini ex', { energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(220);
    expect(sc.s.noAttackTurn[A0]).toBe(5); // turn 3 + 2: player 0's next turn
    expect(sc.s.turn[0]).toBe(4);
    endTurn(sc); // player 1 ends turn 4
    expect(sc.s.turn[0]).toBe(5);
    expect(sc.s.current[0]).toBe(0);
    expect(attackLegal(sc, 0)).toBe(false);
    expect(attackLegal(sc, 1)).toBe(false);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
    endTurn(sc); // turn 5 over
    endTurn(sc); // turn 6 over
    expect(sc.s.turn[0]).toBe(7);
    expect(attackLegal(sc, 0)).toBe(true);
    expect(attackLegal(sc, 1)).toBe(true);
  });

  it("Magmortar Volcanic Heat: 170 damage, and it can't attack during its owner's next turn", () => {
    const sc = std();
    sc.active(0, 'Magmortar', { under: ['Magmar@PAF 9'], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(170);
    expect(sc.s.noAttackTurn[A0]).toBe(5);
    endTurn(sc);
    expect(sc.s.turn[0]).toBe(5);
    expect(attackLegal(sc, 0)).toBe(false); // Flare is blocked too
    expect(attackLegal(sc, 1)).toBe(false);
  });

  it('Magmortar Flare: 40 damage with no other effect', () => {
    const sc = std();
    sc.active(0, 'Magmortar', { under: ['Magmar@PAF 9'], energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(40);
    expect(sc.s.noAttackTurn[A0]).toBe(0);
  });

  it('Magmar Collect: draws a card and does no damage', () => {
    const sc = std();
    sc.active(0, 'Magmar@PAF 9', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    const hand = sc.s.handCount[0], deck = sc.s.deckCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 1);
    expect(sc.s.deckCount[0]).toBe(deck - 1);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Skeledirge Passionate Singing: 50 damage, then attach up to 2 basic Energy from the discard to chosen Pokémon', () => {
    const sc = std();
    sc.active(0, 'Skeledirge', { under: ['Fuecoco', 'Crocalor'], energy: [FIRE] });
    sc.bench(0, 'Cyclizar');
    sc.active(1, 'Ampharos ex');
    sc.discard(0, FIRE, LIGHT, POTION);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(50);
    expect(offered(sc)).toEqual([FIRE, LIGHT].sort()); // only basic Energy, not the Potion
    expect(sc.can(Act.Done)).toBe(true); // "up to"
    choose(sc, LIGHT);
    expect(offeredSlots(sc)).toEqual([A0, B01]); // any of your Pokémon
    sc.do(Act.ChooseSlot, 0, B01);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.s.cardSlot[sc.find(0, LIGHT, Zone.InPlay)]).toBe(B01);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(0);
    expect(sc.countIn(0, POTION, Zone.Discard)).toBe(1);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Skeledirge Passionate Singing: stops after 2 Energy even with more in the discard', () => {
    const sc = std();
    sc.active(0, 'Skeledirge', { under: ['Fuecoco', 'Crocalor'], energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.discard(0, FIRE, FIRE, FIRE);
    sc.attack(0);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, A0);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(3);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.s.current[0]).toBe(1); // no third choice: the turn is over
  });

  it('Skeledirge Blazing Shout: 190 damage and 30 damage to itself (X3: self damage ignores W/R)', () => {
    const sc = std();
    sc.active(0, 'Skeledirge', { under: ['Fuecoco', 'Crocalor'], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(190);
    expect(sc.s.damage[A0]).toBe(30);
  });

  it('Paldean Tauros Raging Horns: 20 + 10 per damage counter on itself', () => {
    const sc = std();
    sc.active(0, 'Paldean Tauros', { energy: [FIRE, FIRE], damage: 50 });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(70);
  });

  it('Paldean Tauros Raging Horns: 20 with no damage counters on itself', () => {
    const sc = std();
    sc.active(0, 'Paldean Tauros', { energy: [FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
  });

  it('Arcanine ex Raging Claws: 30 + 10 per damage counter on itself', () => {
    const sc = std();
    sc.active(0, 'Arcanine ex', { under: ['Growlithe'], energy: [FIRE, FIRE], damage: 60 });
    sc.active(1, 'Ampharos ex'); // no Weakness to Fire
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 60);
    sc.expectFlipsUsed();
  });

  it('Arcanine ex Bright Flame: 250 damage, then discard 2 Fire Energy from itself', () => {
    const sc = std();
    sc.active(0, 'Arcanine ex', { under: ['Growlithe'], energy: [FIRE, FIRE, FIRE, 'Basic Water Energy'] });
    sc.active(1, 'Ampharos ex');
    sc.flips();
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(250);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(2);
    expect(sc.countIn(0, 'Basic Water Energy', Zone.InPlay)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Paldean Tauros Blaze Dash: 120 damage, then discard an Energy from itself', () => {
    const sc = std();
    sc.active(0, 'Paldean Tauros', { energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(120);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
  });
});

// =====================================================================================
// Colorless
// =====================================================================================
describe('SV Colorless Pokémon (standard rules)', () => {
  it('Cyclizar Touring: draws 2 cards and does no damage', () => {
    const sc = std();
    sc.active(0, 'Cyclizar', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    const hand = sc.s.handCount[0], deck = sc.s.deckCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 2);
    expect(sc.s.deckCount[0]).toBe(deck - 2);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Staraptor Tailspin Away: 60 damage; next turn, damage from a Basic Pokémon is prevented', () => {
    const sc = std();
    sc.active(0, 'Staraptor', { under: ['Starly', 'Staravia'], energy: [FIRE, FIRE] });
    sc.active(1, 'Cyclizar', { energy: [FIRE, FIRE, FIRE] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
    expect(sc.s.guard[A0]).toBe(Guard.PreventFromBasic);
    expect(sc.s.current[0]).toBe(1);
    sc.attack(1); // Cyclizar (Basic) Speed Attack 100
    expect(sc.s.damage[A0]).toBe(0);
    expect(evCount(sc, Ev.Prevented)).toBe(1);
  });

  it('Staraptor Tailspin Away: damage from an Evolution Pokémon is not prevented', () => {
    const sc = std();
    sc.active(0, 'Staraptor', { under: ['Starly', 'Staravia'], energy: [FIRE, FIRE] });
    sc.active(1, 'Oinkologne', { under: ['Lechonk'], energy: [FIRE, FIRE] });
    sc.attack(0);
    sc.attack(0); // Oinkologne (Stage 1) Ram 50
    expect(sc.s.damage[A0]).toBe(50);
  });

  it('Staraptor Power Blast: 180 damage, then discard an Energy from itself', () => {
    const sc = std();
    sc.active(0, 'Staraptor', { under: ['Starly', 'Staravia'], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(180);
    expect(sc.energyOn(A0)).toBe(2);
  });

  it('Flamigo Nosedive: 110 damage and 20 damage to itself', () => {
    const sc = std();
    sc.active(0, 'Flamigo', { energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(110);
    expect(sc.s.damage[A0]).toBe(20);
  });

  it('Lechonk Collect: draws a card and does no damage', () => {
    const sc = std();
    sc.active(0, 'Lechonk', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 1);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it("Oinkologne Leg Stomp: 130 damage; tails, it can't attack during its owner's next turn", () => {
    const sc = std();
    sc.active(0, 'Oinkologne', { under: ['Lechonk'], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.flips(false);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(130);
    expect(sc.s.noAttackTurn[A0]).toBe(5);
    endTurn(sc);
    expect(sc.s.turn[0]).toBe(5);
    expect(attackLegal(sc, 0)).toBe(false);
    expect(attackLegal(sc, 1)).toBe(false);
    sc.expectFlipsUsed();
  });

  it('Oinkologne Leg Stomp: heads, it can attack again next turn', () => {
    const sc = std();
    sc.active(0, 'Oinkologne', { under: ['Lechonk'], energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.flips(true);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(130);
    expect(sc.s.noAttackTurn[A0]).toBe(0);
    endTurn(sc);
    expect(attackLegal(sc, 1)).toBe(true);
    sc.expectFlipsUsed();
  });

  it('Squawkabilly Call for Family: search up to 2 Basic Pokémon onto the Bench, then shuffle', () => {
    const sc = std({ deck0: ['Cyclizar', 'Lechonk', 'Oinkologne'] });
    sc.active(0, 'Squawkabilly', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    const deck = sc.s.deckCount[0];
    sc.attack(0);
    expect(offered(sc)).toEqual(['Cyclizar', 'Lechonk']); // Stage 1 Oinkologne is not a Basic
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Cyclizar');
    choose(sc, 'Lechonk');
    expect(sc.s.benchCount[0]).toBe(2);
    expect([sc.name(B01), sc.name(B02)].sort()).toEqual(['Cyclizar', 'Lechonk']);
    expect(sc.s.deckCount[0]).toBe(deck - 2);
    expect(sc.s.damage[A1]).toBe(0);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
  });

  it('Squawkabilly Call for Family: takes only as many as the Bench has room for', () => {
    const sc = std({ deck0: ['Cyclizar', 'Lechonk'] });
    sc.active(0, 'Squawkabilly', { energy: [FIRE] });
    for (let i = 0; i < 4; i++) sc.bench(0, 'Mareep');
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    choose(sc, 'Cyclizar');
    expect(sc.s.benchCount[0]).toBe(5);
    expect(sc.s.current[0]).toBe(1); // no second choice with a full Bench
  });

  it('Squawkabilly Fly: heads, 60 damage and all damage and effects of attacks are prevented next turn', () => {
    const sc = std();
    sc.active(0, 'Squawkabilly', { energy: [FIRE, FIRE] });
    sc.active(1, 'Medicham', { under: ['Meditite'], energy: [FIGHT] });
    sc.flips(true);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(60);
    expect(sc.s.guard[A0]).toBe(Guard.PreventDamageAndEffects);
    sc.attack(0); // Medicham Acu-Punch-Ture: 30 damage and a disabling effect
    expect(sc.s.damage[A0]).toBe(0);
    expect(sc.s.debuff[A0]).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main); // no attack choice was asked
    sc.expectFlipsUsed();
  });

  it('Squawkabilly Fly: tails, the attack does nothing (X5)', () => {
    const sc = std();
    sc.active(0, 'Squawkabilly', { energy: [FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.flips(false);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.s.guard[A0]).toBe(0);
    sc.expectFlipsUsed();
  });
});

// =====================================================================================
// Lightning
// =====================================================================================
describe('SV Lightning Pokémon (standard rules)', () => {
  it('Miraidon ex Rapid Draw: 20 damage and draw 2 cards', () => {
    const sc = std();
    sc.active(0, 'Miraidon ex', { energy: [LIGHT] });
    sc.active(1, 'Ampharos ex');
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.handCount[0]).toBe(hand + 2);
  });

  it('Miraidon ex Techno Turbo: 150 damage, then attach a basic Lightning Energy from the discard to a Benched Pokémon', () => {
    const sc = std();
    sc.active(0, 'Miraidon ex', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.bench(0, 'Cyclizar');
    sc.bench(0, 'Mareep');
    sc.active(1, 'Ampharos ex');
    sc.discard(0, FIRE, LIGHT);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(150);
    expect(offered(sc)).toEqual([LIGHT]); // a Lightning Energy only
    expect(sc.can(Act.Done)).toBe(false); // not optional
    choose(sc, LIGHT);
    expect(offeredSlots(sc)).toEqual([B01, B02]); // Benched only
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.energyOn(A0)).toBe(3);
    expect(sc.countIn(0, LIGHT, Zone.Discard)).toBe(0);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
  });

  it('Raichu Thunder: 180 damage and 50 damage to itself', () => {
    const sc = std();
    sc.active(0, 'Raichu@PAF 19', { under: [PIKACHU], energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(180);
    expect(sc.s.damage[A0]).toBe(50);
  });

  it('Raichu Electrical Grounding (A5): when an own Pokémon is Knocked Out by an attack, may move a Lightning Energy from it to Raichu', () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Mankey', { energy: [FIGHT] });
    sc.active(1, PIKACHU, { energy: [LIGHT, LIGHT, FIRE] });
    sc.bench(1, 'Raichu@PAF 19', { under: [PIKACHU] });
    sc.attack(0); // Monkey Beatdown 30 × 2 (Weakness) = 60 KOs Pikachu
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(sc.s.decider[0]).toBe(1);
    expect(offeredSlots(sc)).toEqual([B11]);
    expect(sc.can(Act.Done)).toBe(true); // "you may"
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.energyOn(B11)).toBe(1);
    expect(sc.s.cardDef[sc.s.slotCards[B11 * SLOT_CAP + sc.s.slotCount[B11] - 1]]).toBe(cardId(LIGHT));
    // the rest of the Knocked Out Pokémon's cards are discarded, a prize is taken, then promotion
    expect(sc.countIn(1, LIGHT, Zone.Discard)).toBe(1);
    expect(sc.countIn(1, FIRE, Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Raichu');
    expect(sc.energyOn(A1)).toBe(1);
  });

  it('Raichu Electrical Grounding: also for a Benched Pokémon Knocked Out by attack damage (Lightning Laser)', () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.active(0, 'Miraidon', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Raichu@PAF 19', { under: [PIKACHU] });
    sc.bench(1, PIKACHU, { energy: [LIGHT], damage: 40 });
    sc.bench(1, 'Cyclizar');
    sc.attack(1); // 90 to Raichu, 30 to the Benched Pikachu (60 HP, 40 damage): Knocked Out
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[A1]).toBe(90); // Raichu is weak to Fighting, not Lightning
    expect(sc.s.decider[0]).toBe(1);
    expect(offeredSlots(sc)).toEqual([A1]);
    sc.do(Act.ChooseSlot, 0, A1);
    expect(sc.energyOn(A1)).toBe(1);
    expect(sc.s.benchCount[1]).toBe(1);
    expect(sc.name(B11)).toBe('Cyclizar');
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.current[0]).toBe(1); // no promotion needed: player 1's turn has begun
  });

  it('Raichu Electrical Grounding: may be declined', () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.active(0, 'Mankey', { energy: [FIGHT] });
    sc.active(1, PIKACHU, { energy: [LIGHT] });
    sc.bench(1, 'Raichu@PAF 19', { under: [PIKACHU] });
    sc.attack(0);
    sc.do(Act.Done);
    expect(sc.energyOn(B11)).toBe(0);
    expect(sc.countIn(1, LIGHT, Zone.Discard)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
  });

  it('Raichu Electrical Grounding: not triggered by a Knock Out in Pokémon Checkup (C2)', () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.active(0, 'Cyclizar');
    sc.active(1, PIKACHU, { energy: [LIGHT], damage: 50, poisoned: true });
    sc.bench(1, 'Raichu@PAF 19', { under: [PIKACHU] });
    endTurn(sc); // Checkup: Poison KOs Pikachu
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.energyOn(B11)).toBe(0);
    expect(sc.countIn(1, LIGHT, Zone.Discard)).toBe(1);
  });

  it('Pikachu Charge: search the deck for a basic Lightning Energy and attach it to itself', () => {
    const sc = std({ deck0: [LIGHT, LIGHT, FIRE] }); // one Lightning goes on Pikachu, one stays in the deck
    sc.active(0, PIKACHU, { energy: [LIGHT] });
    sc.active(1, 'Ampharos ex');
    const deck = sc.s.deckCount[0];
    sc.attack(0);
    expect(offered(sc)).toEqual([LIGHT]);
    choose(sc, LIGHT);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.s.deckCount[0]).toBe(deck - 1);
    expect(sc.s.damage[A1]).toBe(0);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
  });

  it('Kilowattrel Skill Dive (X4): 50 to a Benched Pokémon without Weakness', () => {
    const sc = std();
    sc.active(0, 'Kilowattrel', { under: ['Wattrel'], energy: [FIRE, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.bench(1, 'Staraptor', { under: ['Starly', 'Staravia'] }); // weak to Lightning
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([A1, B11]); // any of the opponent's Pokémon
    expect(sc.can(Act.Done)).toBe(false);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(50);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Kilowattrel Skill Dive (X4): the Active target does take Weakness', () => {
    const sc = std();
    sc.active(0, 'Kilowattrel', { under: ['Wattrel'], energy: [FIRE, FIRE] });
    sc.active(1, 'Staraptor', { under: ['Starly', 'Staravia'] });
    sc.bench(1, 'Ampharos ex');
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, A1);
    expect(sc.s.damage[A1]).toBe(100);
    expect(sc.s.damage[B11]).toBe(0);
  });

  it('Kilowattrel Thunder Blast: 140 damage, then discard a Lightning Energy from itself', () => {
    const sc = std();
    sc.active(0, 'Kilowattrel', { under: ['Wattrel'], energy: [FIRE, LIGHT, FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(140);
    expect(sc.countIn(0, LIGHT, Zone.Discard)).toBe(1);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(0);
  });

  it('Wattrel Collect: draws a card and does no damage', () => {
    const sc = std();
    sc.active(0, 'Wattrel', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    const hand = sc.s.handCount[0];
    sc.attack(0);
    expect(sc.s.handCount[0]).toBe(hand + 1);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Ampharos ex Thunderstrike Tail: may discard 2 Energy for +100', () => {
    const sc = std();
    sc.active(0, 'Ampharos ex', { under: ['Mareep', 'Flaaffy'], energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(1);
    expect(sc.can(Act.Yes)).toBe(true);
    expect(sc.can(Act.No)).toBe(true);
    sc.do(Act.Yes);
    expect(sc.s.damage[A1]).toBe(240);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, LIGHT, Zone.Discard)).toBe(2);
  });

  it('Ampharos ex Thunderstrike Tail: declining keeps the Energy and does 140; with mixed Energy the player picks', () => {
    const sc = std();
    sc.active(0, 'Ampharos ex', { under: ['Mareep', 'Flaaffy'], energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(1);
    sc.do(Act.No);
    expect(sc.s.damage[A1]).toBe(140);
    expect(sc.energyOn(A0)).toBe(3);

    const sc2 = std();
    sc2.active(0, 'Ampharos ex', { under: ['Mareep', 'Flaaffy'], energy: [LIGHT, FIRE, FIRE] });
    sc2.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc2.attack(1);
    sc2.do(Act.Yes);
    expect(offered(sc2)).toEqual([FIRE, LIGHT].sort());
    expect(sc2.can(Act.Done)).toBe(false);
    choose(sc2, LIGHT); // then the two Fire are alike: the second is discarded without asking
    expect(sc2.s.damage[A1]).toBe(240);
    expect(sc2.energyOn(A0)).toBe(1);
    expect(sc2.countIn(0, FIRE, Zone.InPlay)).toBe(1);
  });

  it('Ampharos ex Electro Ball: 60 damage', () => {
    const sc = std();
    sc.active(0, 'Ampharos ex', { under: ['Mareep', 'Flaaffy'], energy: [LIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
  });

  it('Flaaffy Extreme Current: 80 damage, then discard an Energy from itself', () => {
    const sc = std();
    sc.active(0, 'Flaaffy', { under: ['Mareep'], energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(80);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.countIn(0, LIGHT, Zone.Discard)).toBe(1);
  });

  it('Miraidon Lightning Laser (X4): 90 to the Active and 30 to a Benched Pokémon without Weakness', () => {
    const sc = std();
    sc.active(0, 'Miraidon', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.bench(1, 'Wattrel'); // weak to Lightning, 50 HP
    sc.bench(1, 'Mankey');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(90);
    expect(offeredSlots(sc)).toEqual([B11, B12]); // Benched only
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(30);
    expect(sc.name(B11)).toBe('Wattrel');
    expect(sc.s.damage[B12]).toBe(0);
  });

  it('Miraidon Lightning Laser: with no opponent Bench only the Active is damaged', () => {
    const sc = std();
    sc.active(0, 'Miraidon', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(90);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Rotom Linear Attack (X4): 20 to a chosen opponent Pokémon; a Benched target takes no Weakness', () => {
    const sc = std();
    sc.active(0, 'Rotom', { energy: [FIRE] });
    sc.active(1, 'Ampharos ex');
    sc.bench(1, 'Wattrel');
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([A1, B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(20);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Rotom Linear Attack: an Active target takes Weakness; with no Bench it hits the Active', () => {
    const sc = std();
    sc.active(0, 'Rotom', { energy: [FIRE] });
    sc.active(1, 'Wattrel');
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(40);
  });
});

// =====================================================================================
// Fighting
// =====================================================================================
describe('SV Fighting Pokémon (standard rules)', () => {
  it('Lucario ex Aura Sphere (X4): 160 to the Active and 50 to a Benched Pokémon without Weakness', () => {
    const sc = std();
    sc.active(0, 'Lucario ex', { under: ['Riolu'], energy: [FIGHT, FIGHT, FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.bench(1, 'Cyclizar'); // weak to Fighting
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(160);
    expect(offeredSlots(sc)).toEqual([B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(50);
  });

  it('Lucario ex Low Sweep: 60 damage', () => {
    const sc = std();
    sc.active(0, 'Lucario ex', { under: ['Riolu'], energy: [FIGHT, FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(60);
  });

  it('Annihilape Rage Fist: 70 × the Prize cards the opponent has taken', () => {
    const sc = std();
    sc.active(0, 'Annihilape', { under: ['Mankey', 'Primeape'], energy: [FIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.s.prizesTaken[1] = 2; // the opponent has taken 2
    sc.s.prizesTaken[0] = 5; // our own prizes do not count
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(140 * 2); // ×2 Weakness (Fighting)
  });

  it('Annihilape Rage Fist: no damage when the opponent has taken no Prize cards (X3)', () => {
    const sc = std();
    sc.active(0, 'Annihilape', { under: ['Mankey', 'Primeape'], energy: [FIGHT] });
    sc.active(1, 'Ampharos ex');
    sc.s.prizesTaken[0] = 3;
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(0);
  });

  it('Annihilape Dynamite Punch: 170 damage and 50 damage to itself', () => {
    const sc = std();
    sc.active(0, 'Annihilape', { under: ['Mankey', 'Primeape'], energy: [FIGHT, FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(170);
    expect(sc.s.damage[A0]).toBe(50);
  });

  it('Primeape Raging Punch: 70 damage and 20 damage to itself', () => {
    const sc = std();
    sc.active(0, 'Primeape', { under: ['Mankey'], energy: [FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(70);
    expect(sc.s.damage[A0]).toBe(20);
  });

  it('Mankey Monkey Beatdown: 30 damage and 10 damage to itself', () => {
    const sc = std();
    sc.active(0, 'Mankey', { energy: [FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.s.damage[A0]).toBe(10);
  });

  it("Medicham Acu-Punch-Ture: 30 damage; the chosen attack of the Defending Pokémon can't be used next turn", () => {
    const sc = std();
    sc.active(0, 'Medicham', { under: ['Meditite'], energy: [FIGHT] });
    sc.active(1, 'Magmortar', { under: ['Magmar@PAF 9'], energy: [FIRE, FIRE, FIRE] });
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.s.decider[0]).toBe(0);
    expect(sc.legal().filter((x) => actKind(x) === Act.Option).map(actB)).toEqual([0, 1]);
    sc.do(Act.Option, 0, 1); // Volcanic Heat
    expect(sc.s.current[0]).toBe(1);
    expect(attackLegal(sc, 0)).toBe(true); // Flare still usable
    expect(attackLegal(sc, 1)).toBe(false);
    endTurn(sc);
    endTurn(sc);
    expect(sc.s.turn[0]).toBe(6);
    expect(attackLegal(sc, 1)).toBe(true); // only for one turn
  });

  it('Medicham Acu-Punch-Ture: choosing the first attack blocks that one only', () => {
    const sc = std();
    sc.active(0, 'Medicham', { under: ['Meditite'], energy: [FIGHT] });
    sc.active(1, 'Magmortar', { under: ['Magmar@PAF 9'], energy: [FIRE, FIRE, FIRE] });
    sc.attack(0);
    sc.do(Act.Option, 0, 0);
    expect(attackLegal(sc, 0)).toBe(false);
    expect(attackLegal(sc, 1)).toBe(true);
  });

  it('Medicham Kick Shot: heads, 90 damage', () => {
    const sc = std();
    sc.active(0, 'Medicham', { under: ['Meditite'], energy: [FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.flips(true);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(90);
    sc.expectFlipsUsed();
  });

  it('Medicham Kick Shot: tails, the attack does nothing (X5)', () => {
    const sc = std();
    sc.active(0, 'Medicham', { under: ['Meditite'], energy: [FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.flips(false);
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.events.some((e) => e.code === Ev.AttackFailed && e.a === AttackFailure.Cancelled)).toBe(true);
    sc.expectFlipsUsed();
  });

  it("Meditite Feint (X3): the damage isn't affected by Resistance", () => {
    const sc = std();
    sc.active(0, 'Meditite', { energy: [FIGHT] });
    sc.active(1, 'Starly'); // Resistance: Fighting −30
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(10);
    // control: another Fighting attack of 10 against the same Resistance does nothing
    const sc2 = std();
    sc2.active(0, 'Riolu', { energy: [FIGHT] });
    sc2.active(1, 'Starly');
    sc2.attack(0);
    expect(sc2.s.damage[A1]).toBe(0);
    // Feint still takes Weakness
    const sc3 = std();
    sc3.active(0, 'Meditite', { energy: [FIGHT] });
    sc3.active(1, 'Cyclizar'); // Weakness: Fighting
    sc3.attack(0);
    expect(sc3.s.damage[A1]).toBe(20);
  });

  it('Koraidon Rampaging Fang: 190 damage, then discard 3 Energy from itself (the player picks among different ones)', () => {
    const sc = std();
    sc.active(0, 'Koraidon', { energy: [FIGHT, FIRE, FIGHT, FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(190);
    expect(offered(sc)).toEqual([FIGHT, FIRE].sort());
    choose(sc, FIRE);
    // the remaining Fighting are alike: 2 more go without asking
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.countIn(0, FIGHT, Zone.Discard)).toBe(2);
    expect(sc.s.current[0]).toBe(1);
  });

  it('Koraidon Rampaging Fang: with 4 equal Energy, 3 are discarded and 1 stays', () => {
    const sc = std();
    sc.active(0, 'Koraidon', { energy: [FIGHT, FIGHT, FIGHT, FIGHT] });
    sc.active(1, 'Lucario ex', { under: ['Riolu'] });
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(190);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, FIGHT, Zone.Discard)).toBe(3);
  });
});

// =====================================================================================
// Prizes for ex
// =====================================================================================
describe('SV Pokémon ex prizes', () => {
  it('K4: a Knocked Out Pokémon ex gives 2 Prize cards, a plain Pokémon 1', () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Miraidon ex', { energy: [LIGHT] });
    sc.active(1, 'Victini ex', { damage: 180 });
    sc.bench(1, 'Cyclizar', { damage: 100 });
    sc.attack(0); // Rapid Draw 20 KOs Victini ex
    expect(sc.s.prizesTaken[0]).toBe(2);
    expect(sc.s.prizeCount[0]).toBe(4);
    sc.do(Act.ChooseSlot, 0, B11); // player 1 promotes Cyclizar
    endTurn(sc);
    sc.attack(0); // Rapid Draw again KOs Cyclizar (110 HP, 100 damage)
    expect(sc.s.prizesTaken[0]).toBe(3);
    expect(sc.s.prizeCount[0]).toBe(3);
    expect(sc.s.winner[0]).toBe(0); // W2: player 1 has no Pokémon left
  });
});

// =====================================================================================
// Trainers
// =====================================================================================
describe('SV Trainers (standard rules)', () => {
  it('Nemona: draw 3 cards (a Supporter: one per turn, A3)', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [nemona] = sc.hand(0, 'Nemona', 'Youngster');
    const deck = sc.s.deckCount[0];
    sc.do(Act.PlayTrainer, nemona);
    expect(sc.s.handCount[0]).toBe(1 + 3);
    expect(sc.s.deckCount[0]).toBe(deck - 3);
    expect(sc.countIn(0, 'Nemona', Zone.Discard)).toBe(1);
    expect(sc.can(Act.PlayTrainer, sc.handCard(0, 'Youngster'))).toBe(false); // second Supporter
  });

  it('Youngster: shuffle the hand into the deck, then draw 5', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [y] = sc.hand(0, 'Youngster', 'Nest Ball', 'Great Ball', 'Lechonk');
    const deck = sc.s.deckCount[0];
    sc.do(Act.PlayTrainer, y);
    expect(sc.s.handCount[0]).toBe(5);
    expect(sc.s.deckCount[0]).toBe(deck + 3 - 5);
    expect(evCount(sc, Ev.ToDeck)).toBe(3);
    expect(sc.countIn(0, 'Youngster', Zone.Discard)).toBe(1);
  });

  it('Rika: look at the top 4, put 2 into the hand and the other 2 on the bottom of the deck', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [rika] = sc.hand(0, 'Rika');
    sc.top(0, 'Lechonk', 'Mareep', 'Nest Ball', 'Great Ball', 'Nemona'); // Nemona on top: 5th card is Lechonk
    const deck = sc.s.deckCount[0];
    sc.do(Act.PlayTrainer, rika);
    expect(offered(sc)).toEqual(['Great Ball', 'Mareep', 'Nemona', 'Nest Ball']);
    expect(sc.can(Act.Done)).toBe(false); // exactly 2
    choose(sc, 'Nemona');
    expect(sc.can(Act.Done)).toBe(false);
    choose(sc, 'Mareep');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.find(0, 'Nemona', Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.find(0, 'Mareep', Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.s.deckCount[0]).toBe(deck - 2);
    const bottom = [sc.s.deck[0], sc.s.deck[1]].map((c) => ALL_CARDS[sc.s.cardDef[c]].name).sort();
    expect(bottom).toEqual(['Great Ball', 'Nest Ball']);
    expect(ALL_CARDS[sc.s.cardDef[sc.s.deck[sc.s.deckCount[0] - 1]]].name).toBe('Lechonk'); // not shuffled
  });

  it('Jacq: search the deck for up to 2 Evolution Pokémon into the hand', () => {
    const sc = std({ deck0: ['Oinkologne', 'Kilowattrel', 'Skeledirge', 'Lechonk'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [jacq] = sc.hand(0, 'Jacq');
    sc.do(Act.PlayTrainer, jacq);
    expect(offered(sc)).toEqual(['Kilowattrel', 'Oinkologne', 'Skeledirge']); // not the Basic Lechonk
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Oinkologne');
    choose(sc, 'Skeledirge');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.handCount[0]).toBe(2);
    expect(sc.countIn(0, 'Kilowattrel', Zone.Deck)).toBe(1);
    expect(evCount(sc, Ev.Shuffle)).toBe(1);
  });

  it('Great Ball: look at the top 7 and may take a Pokémon found there', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [ball] = sc.hand(0, 'Great Ball');
    // distinct cards (sc.top takes a named card from the deck, so a repeated name would move the same card)
    sc.top(0, 'Lechonk', 'Mareep', 'Nest Ball', 'Ultra Ball', POTION, SWITCH, 'Nemona', 'Jacq');
    sc.do(Act.PlayTrainer, ball);
    expect(offered(sc)).toEqual(['Mareep']); // Lechonk is the 8th card
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Mareep');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.find(0, 'Mareep', Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.countIn(0, 'Lechonk', Zone.Deck)).toBe(1);
  });

  it('Nest Ball: search the deck for a Basic Pokémon and put it onto the Bench', () => {
    const sc = std({ deck0: ['Lechonk', 'Oinkologne'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [ball] = sc.hand(0, 'Nest Ball');
    sc.do(Act.PlayTrainer, ball);
    expect(offered(sc)).toEqual(['Lechonk']);
    choose(sc, 'Lechonk');
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.name(B01)).toBe('Lechonk');
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it("Nest Ball: can't be played with a full Bench (A1)", () => {
    const sc = std({ deck0: ['Lechonk'] });
    sc.active(0, 'Cyclizar');
    for (let i = 0; i < 5; i++) sc.bench(0, 'Mareep');
    sc.active(1, 'Cyclizar');
    const [ball] = sc.hand(0, 'Nest Ball');
    expect(sc.can(Act.PlayTrainer, ball)).toBe(false);
  });

  it('Switch: switch the Active with a Benched Pokémon; the one going to the Bench recovers (C7)', () => {
    const sc = std();
    sc.active(0, 'Cyclizar', { cond: Cond.Asleep, poisoned: true, damage: 30 });
    sc.bench(0, 'Lechonk');
    sc.active(1, 'Cyclizar');
    const [sw] = sc.hand(0, SWITCH);
    sc.do(Act.PlayTrainer, sw);
    expect(offeredSlots(sc)).toEqual([B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A0)).toBe('Lechonk');
    expect(sc.name(B01)).toBe('Cyclizar');
    expect(sc.s.cond[B01]).toBe(0);
    expect(sc.s.poisoned[B01]).toBe(0);
    expect(sc.s.damage[B01]).toBe(30);
  });

  it("Switch: can't be played without a Benched Pokémon", () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [sw] = sc.hand(0, SWITCH);
    expect(sc.can(Act.PlayTrainer, sw)).toBe(false);
  });

  it('Energy Sticker: heads, attach a basic Energy from the discard to a Benched Pokémon', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.bench(0, 'Lechonk');
    sc.active(1, 'Cyclizar');
    sc.discard(0, FIRE);
    const [st] = sc.hand(0, 'Energy Sticker');
    sc.flips(true);
    sc.do(Act.PlayTrainer, st);
    choose(sc, FIRE);
    expect(offeredSlots(sc)).toEqual([B01]); // Benched only
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(0);
    expect(sc.s.energyAttached[0]).toBe(0); // not the turn's attachment (A2)
    sc.expectFlipsUsed();
  });

  it('Energy Sticker: tails, nothing happens and the card is discarded', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.bench(0, 'Lechonk');
    sc.active(1, 'Cyclizar');
    sc.discard(0, FIRE);
    const [st] = sc.hand(0, 'Energy Sticker');
    sc.flips(false);
    sc.do(Act.PlayTrainer, st);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.energyOn(B01)).toBe(0);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Energy Sticker', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Electric Generator: top 5, attach up to 2 basic Lightning Energy to Benched Lightning Pokémon', () => {
    const sc = std();
    sc.active(0, PIKACHU);
    sc.bench(0, 'Mareep');
    sc.bench(0, 'Fuecoco');
    sc.active(1, 'Cyclizar');
    topNew(sc, 0, LIGHT, FIRE, LIGHT, 'Nest Ball', LIGHT, LIGHT); // 6th from the top is out of reach
    const [gen] = sc.hand(0, 'Electric Generator');
    const deck = sc.s.deckCount[0];
    sc.do(Act.PlayTrainer, gen);
    expect(offered(sc)).toEqual([LIGHT]); // no Fire
    choose(sc, LIGHT);
    expect(offeredSlots(sc)).toEqual([B01]); // the Benched Lightning Pokémon only
    sc.do(Act.ChooseSlot, 0, B01);
    choose(sc, LIGHT);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.energyOn(B01)).toBe(2);
    expect(sc.energyOn(A0)).toBe(0);
    expect(sc.energyOn(B02)).toBe(0);
    expect(sc.s.deckCount[0]).toBe(deck - 2);
    expect(sc.countIn(0, LIGHT, Zone.Deck)).toBe(2);
  });

  it('Energy Retrieval: put up to 2 basic Energy from the discard into the hand (no other cost)', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    sc.discard(0, FIRE, LIGHT, FIRE, 'Nest Ball');
    const [er] = sc.hand(0, RETRIEVAL);
    sc.do(Act.PlayTrainer, er);
    expect(offered(sc)).toEqual([FIRE, LIGHT].sort());
    choose(sc, FIRE);
    choose(sc, LIGHT);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.handCount[0]).toBe(2);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
  });

  it('Potion: heal 30 damage from one of your Pokémon', () => {
    const sc = std();
    sc.active(0, 'Cyclizar', { damage: 50 });
    sc.bench(0, 'Lechonk', { damage: 20 });
    sc.bench(0, 'Mareep');
    sc.active(1, 'Cyclizar');
    const [po] = sc.hand(0, POTION);
    sc.do(Act.PlayTrainer, po);
    expect(offeredSlots(sc)).toEqual([A0, B01]); // only damaged Pokémon
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.damage[A0]).toBe(20);
    const sc2 = std();
    sc2.active(0, 'Cyclizar', { damage: 20 });
    sc2.active(1, 'Cyclizar');
    sc2.do(Act.PlayTrainer, sc2.hand(0, POTION)[0]);
    sc2.do(Act.ChooseSlot, 0, A0);
    expect(sc2.s.damage[A0]).toBe(0); // never below 0
  });

  it('Ultra Ball: discard 2 other cards from the hand, then search the deck for a Pokémon', () => {
    const sc = std({ deck0: ['Kilowattrel'] });
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [ub, , n2] = sc.hand(0, 'Ultra Ball', 'Nest Ball', 'Nemona', 'Great Ball');
    sc.do(Act.PlayTrainer, ub);
    expect(offered(sc)).toEqual(['Great Ball', 'Nemona', 'Nest Ball']);
    expect(sc.can(Act.Done)).toBe(false);
    choose(sc, 'Nest Ball');
    sc.do(Act.ChooseCard, n2);
    expect(offered(sc)).toEqual(['Kilowattrel']); // now the search: Pokémon only
    choose(sc, 'Kilowattrel');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.handCount[0]).toBe(2);
    expect(sc.find(0, 'Kilowattrel', Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Nemona', Zone.Discard)).toBe(1);
  });

  it("Ultra Ball: can't be played without 2 other cards in the hand", () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [ub] = sc.hand(0, 'Ultra Ball', 'Nest Ball');
    expect(sc.can(Act.PlayTrainer, ub)).toBe(false);
  });

  it('Pokégear 3.0: look at the top 7 and may take a Supporter found there', () => {
    const sc = std();
    sc.active(0, 'Cyclizar');
    sc.active(1, 'Cyclizar');
    const [pg] = sc.hand(0, 'Pokégear 3.0');
    sc.top(0, 'Jacq', 'Nemona', 'Lechonk', 'Nest Ball', 'Ultra Ball', POTION, SWITCH, 'Great Ball');
    sc.do(Act.PlayTrainer, pg);
    expect(offered(sc)).toEqual(['Nemona']); // Jacq is the 8th card; Lechonk is no Supporter
    expect(sc.can(Act.Done)).toBe(true);
    choose(sc, 'Nemona');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.find(0, 'Nemona', Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.s.handCount[0]).toBe(1);
  });
});

// =====================================================================================
// Printed facts against the card-pool data
// =====================================================================================
interface PoolAttack { name: string; cost?: string[]; damage: string; textDamage?: number }
interface PoolCard {
  id: string; name: string; supertype: string; subtypes?: string[]; hp?: string; types?: string[]; evolvesFrom?: string;
  weaknesses?: { type: string; value: string }[]; resistances?: { type: string; value: string }[];
  retreatCost?: string[]; attacks?: PoolAttack[]; abilities?: { name: string; type: string }[];
}

function loadPool(): Map<string, PoolCard> {
  const list = JSON.parse(readFileSync(new URL('./fixtures/sv-facts.json', import.meta.url), 'utf8')) as PoolCard[];
  return new Map(list.map((c) => [c.id, c]));
}

/** The printed damage number: '70×' → 70, '140+' → 140; a blank damage with "does N damage to" text → N. */
function printedDamage(a: PoolAttack): number {
  const m = /^(\d+)/.exec(a.damage ?? '');
  if (m) return Number(m[1]);
  return a.textDamage ?? 0;
}

const SV_SETS = [svp, sv1, sv2, sv3pt5, sv4, sv4pt5, sv3, swsh9, swsh10, swsh11, swsh12, me1, sv8, sv9, zsv10pt5, sv5, sv6, sv6pt5, sv7, sv8pt5, sv10, rsv10pt5, me2, me2pt5];

describe('SV card facts against the card-pool data', () => {
  const pool = loadPool();
  const mons = SV_SETS.flatMap((set) => set.cards.filter((c): c is PokemonDef => c.supertype === Supertype.Pokemon));
  const trainers = SV_SETS.flatMap((set) => set.cards.filter((c): c is TrainerDef => c.supertype === Supertype.Trainer));

  it(`every SV Pokémon we define (${mons.length}) matches its printed HP, type, Weakness, Resistance, Retreat, stage, attacks, ex and Tera flags`, () => {
    expect(mons.length).toBeGreaterThanOrEqual(35);
    const problems: string[] = [];
    for (const m of mons) {
      const id = `${m.set}-${m.number}`;
      const ref = pool.get(id);
      if (!ref) { problems.push(`${id} ${m.name}: not in the card pool`); continue; }
      const subtypes = ref.subtypes ?? [];
      const facts: [string, unknown, unknown][] = [
        ['name', m.name, ref.name],
        ['hp', m.hp, Number(ref.hp)],
        ['type', TYPE_NAMES[m.type], ref.types?.[0]],
        ['weakness', m.weakness === undefined ? undefined : TYPE_NAMES[m.weakness], ref.weaknesses?.[0]?.type],
        ['weakness ×2', m.weakness === undefined ? undefined : '×2', ref.weaknesses?.[0]?.value],
        ['resistance', m.resistance === undefined ? undefined : TYPE_NAMES[m.resistance], ref.resistances?.[0]?.type],
        ['resistance value', m.resistance === undefined ? undefined : -(m.resistanceValue ?? 0), ref.resistances?.[0] ? Number(ref.resistances[0].value) : undefined],
        ['retreat', m.retreat, ref.retreatCost?.length ?? 0],
        // A VMAX evolves from its Pokémon V as a Stage 1 does (D5).
        ['stage', ['Basic', 'Stage 1', 'Stage 2'][m.stage], subtypes.find((t) => t === 'Basic' || t.startsWith('Stage')) ?? (subtypes.includes('VMAX') ? 'Stage 1' : undefined)],
        ['evolvesFrom', m.evolvesFrom, ref.evolvesFrom],
        ['ex', m.ex === true, subtypes.includes('ex')],
        ['tera', m.tera === true, subtypes.includes('Tera')],
        ['attack count', m.attacks.length, ref.attacks?.length ?? 0],
        ['ability', m.ability?.name, ref.abilities?.[0]?.name],
      ];
      m.attacks.forEach((a, i) => {
        const r = ref.attacks?.[i];
        facts.push([`attack ${i} name`, a.name, r?.name]);
        facts.push([`attack ${i} cost`, a.cost.map((t) => TYPE_NAMES[t]).join(','), (r?.cost ?? []).join(',')]);
        facts.push([`attack ${i} damage`, a.damage, r ? printedDamage(r) : undefined]);
      });
      for (const [what, ours, theirs] of facts) if (ours !== theirs) problems.push(`${id} ${m.name} ${what}: ours ${String(ours)}, printed ${String(theirs)}`);
    }
    expect(problems).toEqual([]);
  });

  it(`every SV Trainer we define (${trainers.length}) has its printed name and kind`, () => {
    const kinds: Record<number, string> = { [TrainerKind.Item]: 'Item', [TrainerKind.Supporter]: 'Supporter', [TrainerKind.Stadium]: 'Stadium', [TrainerKind.Tool]: 'Pokémon Tool' };
    const problems: string[] = [];
    for (const t of trainers) {
      const id = `${t.set}-${t.number}`;
      const ref = pool.get(id);
      if (!ref) { problems.push(`${id} ${t.name}: not in the card pool`); continue; }
      if (ref.name !== t.name) problems.push(`${id}: name ours ${t.name}, printed ${ref.name}`);
      if (!(ref.subtypes ?? []).includes(kinds[t.kind])) problems.push(`${id} ${t.name}: kind ours ${kinds[t.kind]}, printed ${(ref.subtypes ?? []).join('/')}`);
      // A Technical Machine's attack (A9): name, cost and damage as printed.
      const ours = t.attack ? `${t.attack.name} ${t.attack.cost.map((x) => TYPE_NAMES[x]).join(',')} ${t.attack.damage}` : undefined;
      const printed = ref.attacks?.[0] ? `${ref.attacks[0].name} ${(ref.attacks[0].cost ?? []).join(',')} ${printedDamage(ref.attacks[0])}` : undefined;
      if (ours !== printed) problems.push(`${id} ${t.name}: attack ours ${String(ours)}, printed ${String(printed)}`);
    }
    expect(problems).toEqual([]);
  });

  it('K6: every Pokémon in the pool gives the Prize cards its rule box says (ex, V, VSTAR: 2; VMAX, Mega ex: 3; others 1)', () => {
    const byRuleBox = (subtypes: string[]): number => {
      if (subtypes.includes('VMAX') || (subtypes.includes('MEGA') && subtypes.includes('ex'))) return 3;
      return subtypes.includes('ex') || subtypes.includes('V') || subtypes.includes('VSTAR') ? 2 : 1;
    };
    const problems: string[] = [];
    let multi = 0;
    for (const m of mons) {
      const ref = pool.get(`${m.set}-${m.number}`);
      const expected = byRuleBox(ref?.subtypes ?? []);
      if (expected > 1) multi++;
      const given = cPrizes[ALL_CARDS.indexOf(m)];
      if (given !== expected) problems.push(`${m.set}-${m.number} ${m.name}: gives ${given}, rule box says ${expected}`);
    }
    // Base Set Pokémon have no rule box: 1 each.
    for (const c of ALL_CARDS) if (c.supertype === Supertype.Pokemon && c.set === 'base1' && cPrizes[ALL_CARDS.indexOf(c)] !== 1) problems.push(`${c.name}: not 1`);
    expect(problems).toEqual([]);
    expect(multi).toBeGreaterThan(0);
  });

  it('Raichu carries Electrical Grounding as a Lightning Energy-on-Knock-Out Ability', () => {
    const raichu = sv4pt5.cards.find((c) => c.name === 'Raichu') as PokemonDef;
    expect(raichu.ability?.kind).toBe(AbilityKind.EnergyOnKnockOut);
    expect(raichu.ability?.a).toBe(T.Lightning);
  });
});
