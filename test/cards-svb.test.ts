// Card tests for batch sv-b: the 151 (MEW), Paradox Rift (PAR), Paldean Fates (PAF), Temporal
// Forces (TEF), Twilight Masquerade (TWM) and Shrouded Fable (SFA) cards the SV Battle Decks use.
// A scenario per card effect (coin flips injected and all consumed), every Ability's limit and
// condition (A5), the Technical Machines (A9), ACE SPEC (D5), and the greedy bot's notable choices.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, Phase, cardId, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { Pend } from '../src/engine/state.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond } from '../src/cards/types.js';
import { retreatCost, costMet, activeAttackId } from '../src/engine/game.js';
import { parseDeck } from '../src/decks/deck.js';

const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2, B13 = SLOTS + 3;
const TANGELA = 'Tangela@TWM 1', CHARMANDER = 'Charmander@PAF 7', CHARMELEON = 'Charmeleon@PAF 8';
const GRASS = 'Basic Grass Energy', FIRE = 'Basic Fire Energy', PSY = 'Basic Psychic Energy', LIGHT = 'Basic Lightning Energy';

const std = (opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario => new Scenario({ rules: 'standard', ...opts });
const powers = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.Power).map(actB);
const offered = (sc: Scenario): string[] => sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const play = (sc: Scenario, p: number, ref: string): void => { sc.do(Act.PlayTrainer, sc.handCard(p, ref)); };
const canPlay = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));

function choose(sc: Scenario, ref: string): number {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
  return actA(x);
}

function greedyPick(sc: Scenario): number {
  const legal = sc.legal();
  return legal[greedyChoose(sc.s, Int32Array.from(legal), legal.length, new BotRng())];
}

/** One of player p's Pokémon was Knocked Out in the opponent's last turn (by an attack, or not). */
function knockedOutLastTurn(sc: Scenario, p: number, byAttack: boolean): void {
  sc.s.koTurn[p] = sc.s.turn[0] - 1;
  if (byAttack) sc.s.koByAttackTurn[p] = sc.s.turn[0] - 1;
}

// =====================================================================================
// Pokémon attacks
// =====================================================================================
describe('sv-b Pokémon attacks', () => {
  it('Natu Triple Strike and Maractus Pin Missile: damage × heads', () => {
    const sc = std();
    sc.active(0, 'Natu', { energy: [PSY] });
    sc.active(1, TANGELA);
    sc.turn(0, 3).flips(true, false, true);
    sc.attack(0);
    sc.expectFlipsUsed();
    expect(sc.s.damage[A1]).toBe(20);
    const sc2 = std();
    sc2.active(0, 'Maractus', { energy: [GRASS, GRASS, GRASS] });
    sc2.active(1, 'Iron Leaves ex');
    sc2.turn(0, 3).flips(true, true, true, false);
    sc2.attack(1);
    sc2.expectFlipsUsed();
    expect(sc2.s.damage[A1]).toBe(90);
  });

  it('Zeraora Shocking Knuckle: heads Paralyzes; Yamper Whimsy Tackle: tails does nothing', () => {
    const sc = std();
    sc.active(0, 'Zeraora@TEF 57', { energy: [LIGHT] });
    sc.active(1, TANGELA);
    sc.turn(0, 3).flips(true);
    sc.attack(0);
    sc.expectFlipsUsed();
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    const sc2 = std();
    sc2.active(0, 'Yamper', { energy: [LIGHT] });
    sc2.active(1, TANGELA);
    sc2.turn(0, 3).flips(false);
    sc2.attack(0);
    sc2.expectFlipsUsed();
    expect(sc2.s.damage[A1]).toBe(0);
  });

  it('Plusle Plus Damage: 10 + 10 per damage counter on the Defending Pokémon', () => {
    const sc = std();
    sc.active(0, 'Plusle', { energy: [LIGHT, LIGHT] });
    sc.active(1, TANGELA, { damage: 30 });
    sc.turn(0, 3).attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 10 + 30);
  });

  it('Moltres Blazing Flight: discards 2 Fire Energy and does 120 to a chosen Benched Pokémon only', () => {
    const sc = std();
    sc.active(0, 'Moltres', { energy: [FIRE, FIRE, FIRE] });
    sc.active(1, TANGELA);
    sc.bench(1, 'Iron Leaves ex');
    sc.turn(0, 3).attack(0);
    expect(offeredSlots(sc)).toEqual([B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(120);
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, FIRE, Zone.Discard)).toBe(2);
  });

  it('Tapu Koko ex Vengeful Shock: 30, or 120 and Paralyzed after a Knock Out by an attack in the opponent\'s last turn', () => {
    const sc = std();
    sc.active(0, 'Tapu Koko ex', { energy: [LIGHT, LIGHT] });
    sc.active(1, 'Bloodmoon Ursaluna ex');
    sc.turn(0, 5).attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.s.cond[A1]).toBe(0);
    const sc2 = std();
    sc2.active(0, 'Tapu Koko ex', { energy: [LIGHT, LIGHT] });
    sc2.active(1, 'Bloodmoon Ursaluna ex');
    sc2.turn(0, 5);
    knockedOutLastTurn(sc2, 0, false); // a Knock Out not by an attack's damage does not count
    sc2.attack(0);
    expect(sc2.s.damage[A1]).toBe(30);
    const sc3 = std();
    sc3.active(0, 'Tapu Koko ex', { energy: [LIGHT, LIGHT] });
    sc3.active(1, 'Bloodmoon Ursaluna ex');
    sc3.turn(0, 5);
    knockedOutLastTurn(sc3, 0, true);
    sc3.attack(0);
    expect(sc3.s.damage[A1]).toBe(120);
    expect(sc3.s.cond[A1]).toBe(Cond.Paralyzed);
  });

  it('a Knock Out by an attack is remembered for its owner as that turn (koTurn, koByAttackTurn)', () => {
    const sc = std();
    sc.active(0, 'Bellibolt', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Natu');
    sc.bench(1, 'Natu');
    sc.turn(0, 4).attack(1);
    expect(sc.s.koTurn[1]).toBe(4);
    expect(sc.s.koByAttackTurn[1]).toBe(4);
    expect(sc.s.koTurn[0]).toBe(0);
  });

  it('Trevenant Giga Drain heals the damage it did; Phantump Leech Seed heals 20', () => {
    const sc = std();
    sc.active(0, 'Trevenant', { under: ['Phantump'], energy: [GRASS, GRASS], damage: 80 });
    sc.active(1, 'Dreepy');
    sc.turn(0, 3).attack(0);
    expect(sc.s.damage[A1]).toBe(50);
    expect(sc.s.damage[A0]).toBe(30);
  });

  it('Charmander Blazing Destruction discards the Stadium in play', () => {
    const sc = std();
    sc.active(0, CHARMANDER, { energy: [FIRE] });
    sc.active(1, TANGELA);
    const [court] = sc.hand(1, 'Beach Court');
    sc.s.stadium[0] = court;
    sc.s.cardZone[court] = Zone.Stadium;
    sc.s.handCount[1]--; // (placed in play directly)
    sc.turn(0, 3).attack(0);
    expect(sc.s.stadium[0]).toBe(-1);
    expect(sc.s.cardZone[court]).toBe(Zone.Discard);
  });

  it('Dragapult ex Phantom Dive: 200 to the Active and 6 damage counters placed on the Bench one at a time', () => {
    const sc = std();
    sc.active(0, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'], energy: [FIRE, PSY] });
    sc.active(1, 'Bloodmoon Ursaluna ex');
    sc.bench(1, 'Natu');
    sc.bench(1, TANGELA);
    sc.turn(0, 3).attack(1);
    expect(sc.s.damage[A1]).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect(offeredSlots(sc)).toEqual([B11, B12]);
      sc.do(Act.ChooseSlot, 0, i < 2 ? B11 : B12);
    }
    expect(sc.s.damage[B12]).toBe(40); // Natu (B11) was Knocked Out with 20 and left the Bench
  });

  it('greedy: Phantom Dive\'s counters go where they Knock Out (the Prize first), not on a Pokémon already Knocked Out', () => {
    const sc = std();
    sc.active(0, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'], energy: [FIRE, PSY] });
    sc.active(1, 'Bloodmoon Ursaluna ex');
    sc.bench(1, TANGELA); // 80 HP
    sc.bench(1, 'Natu', { damage: 20 }); // 30 left
    sc.bench(1, 'Mew ex', { damage: 150 }); // 30 left, 2 Prizes
    sc.turn(0, 3).attack(1);
    const picks: number[] = [];
    while (sc.s.phase[0] === Phase.Effect) {
      const x = greedyPick(sc);
      picks.push(actB(x));
      sc.do(actKind(x), actA(x), actB(x));
    }
    expect(picks).toEqual([B13, B13, B13, B12, B12, B12]);
    expect(sc.events.filter((e) => e.code === Ev.KnockOut).map((e) => e.a)).toEqual([B12, B13]);
    expect(sc.s.benchCount[1]).toBe(1);
    expect(sc.name(B11)).toBe('Tangela');
    expect(sc.s.damage[B11]).toBe(0);
  });

  it('Bloodmoon Ursaluna ex Seasoned Skill: Blood Moon costs 1 Colorless less per Prize the opponent has taken', () => {
    const sc = std();
    sc.active(0, 'Bloodmoon Ursaluna ex', { energy: [FIRE, FIRE, FIRE] });
    sc.active(1, 'Dragapult ex');
    sc.turn(0, 3);
    const id = activeAttackId(sc.s, 0, 0);
    expect(costMet(sc.s, A0, id)).toBe(false);
    sc.s.prizesTaken[1] = 1;
    expect(costMet(sc.s, A0, id)).toBe(false);
    sc.s.prizesTaken[1] = 2;
    expect(costMet(sc.s, A0, id)).toBe(true);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(240);
  });
});

// =====================================================================================
// Passive Abilities and Rescue Board
// =====================================================================================
describe('sv-b passive Abilities (A5) and Rescue Board', () => {
  it('A5 Moltres Flare Float: no Retreat Cost while a Fire Energy is attached, 2 without', () => {
    const sc = std();
    sc.active(0, 'Moltres', { energy: [GRASS] });
    sc.active(1, TANGELA);
    expect(retreatCost(sc.s, A0)).toBe(2);
    const sc2 = std();
    sc2.active(0, 'Moltres', { energy: [FIRE] });
    sc2.bench(0, 'Natu');
    sc2.active(1, TANGELA);
    sc2.turn(0, 3);
    expect(retreatCost(sc2.s, A0)).toBe(0);
    sc2.do(Act.Retreat, 0, B01);
    expect(sc2.name(A0)).toBe('Natu');
    expect(sc2.energyOn(B01)).toBe(1); // nothing discarded
  });

  it('Rescue Board: Retreat Cost 1 less; none at 30 HP left or less', () => {
    const sc = std();
    sc.active(0, 'Tangrowth', { under: [TANGELA] });
    sc.bench(0, 'Natu');
    sc.active(1, TANGELA);
    const [board] = sc.hand(0, 'Rescue Board');
    sc.turn(0, 3);
    expect(retreatCost(sc.s, A0)).toBe(4);
    sc.do(Act.PlayTrainer, board);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(retreatCost(sc.s, A0)).toBe(3);
    sc.s.damage[A0] = 120; // 30 left
    expect(retreatCost(sc.s, A0)).toBe(0);
  });

  it('A5 Tangrowth Thicket Body: 30 less damage from attacks, after Weakness', () => {
    const sc = std();
    sc.active(0, CHARMELEON, { under: [CHARMANDER], energy: [FIRE, FIRE] });
    sc.active(1, 'Tangrowth', { under: [TANGELA] });
    sc.turn(0, 3).attack(0);
    expect(sc.s.damage[A1]).toBe(50 * 2 - 30);
  });

  it('A5 Charmeleon Flare Veil: the effects of the opponent\'s attacks are prevented, the damage is not', () => {
    const sc = std();
    sc.active(0, 'Zeraora@TEF 57', { energy: [LIGHT] });
    sc.active(1, CHARMELEON, { under: [CHARMANDER] });
    sc.turn(0, 3).flips(true);
    sc.attack(0);
    sc.expectFlipsUsed();
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.cond[A1]).toBe(0);
    expect(sc.events.some((e) => e.code === Ev.EffectPrevented)).toBe(true);
  });
});

// =====================================================================================
// Abilities used as actions and triggered ones
// =====================================================================================
describe('sv-b Abilities (A5)', () => {
  it('A5 Mew ex Restart: draw until 3 in hand, once a turn per Pokémon; not with 3 cards in hand', () => {
    const sc = std();
    sc.active(0, 'Mew ex');
    const other = sc.bench(0, 'Mew ex');
    sc.active(1, TANGELA);
    sc.hand(0, 'Night Stretcher');
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([A0, other]);
    sc.do(Act.Power, 0, A0);
    expect(sc.s.handCount[0]).toBe(3);
    expect(powers(sc)).toEqual([]); // the other one: hand already 3
  });

  it('A5 Xatu Clairvoyant Sense: a Psychic Energy from the hand to a Benched Pokémon, then draw 2; once a turn', () => {
    const sc = std();
    sc.active(0, 'Xatu', { under: ['Natu'] });
    sc.bench(0, 'Dreepy');
    sc.active(1, TANGELA);
    sc.hand(0, PSY, PSY);
    sc.turn(0, 3);
    expect(powers(sc)).toEqual([A0]);
    sc.do(Act.Power, 0, A0);
    choose(sc, PSY);
    expect(offeredSlots(sc)).toEqual([B01]); // the Bench only
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.s.handCount[0]).toBe(1 + 2);
    expect(powers(sc)).toEqual([]);
  });

  it('A5 Drakloak Recon Directive: one of the top 2 to the hand, the other to the bottom', () => {
    const sc = std();
    sc.active(0, 'Drakloak', { under: ['Dreepy'] });
    sc.active(1, TANGELA);
    sc.top(0, 'Mela', 'Secret Box'); // Secret Box on top
    sc.turn(0, 3);
    sc.do(Act.Power, 0, A0);
    expect(offered(sc)).toEqual(['Mela', 'Secret Box']);
    choose(sc, 'Mela');
    expect(sc.countIn(0, 'Mela', Zone.Hand)).toBe(1);
    expect(sc.s.cardDef[sc.s.deck[0]]).toBe(cardId('Secret Box')); // the bottom card
    expect(powers(sc)).toEqual([]);
  });

  it('A5 Tatsugiri Attract Customers: only while Active; a Supporter of the top 6 to the hand', () => {
    const sc = std();
    sc.active(0, 'Natu');
    const bench = sc.bench(0, 'Tatsugiri');
    sc.active(1, TANGELA);
    sc.top(0, 'Mela', 'Earthen Vessel');
    sc.turn(0, 3);
    expect(powers(sc)).not.toContain(bench);
    const sc2 = std();
    sc2.active(0, 'Tatsugiri');
    sc2.active(1, TANGELA);
    sc2.top(0, 'Mela', 'Earthen Vessel');
    sc2.turn(0, 3);
    sc2.do(Act.Power, 0, A0);
    expect(offered(sc2)).toEqual(['Mela']);
    choose(sc2, 'Mela');
    expect(sc2.countIn(0, 'Mela', Zone.Hand)).toBe(1);
    expect(powers(sc2)).toEqual([]);
  });

  it('A5 Fezandipiti ex Flip the Script: only after a Knock Out in the opponent\'s last turn; one per turn by name', () => {
    const sc = std();
    sc.active(0, 'Fezandipiti ex');
    const b = sc.bench(0, 'Fezandipiti ex');
    sc.active(1, TANGELA);
    sc.turn(0, 5);
    expect(powers(sc)).toEqual([]);
    knockedOutLastTurn(sc, 0, false);
    expect(powers(sc)).toEqual([A0, b]);
    sc.do(Act.Power, 0, b);
    expect(sc.s.handCount[0]).toBe(3);
    expect(powers(sc)).toEqual([]);
  });

  it('A5 Vileplume Fully Blooming Energy: evolving from the hand offers it; basic Energy of the top 8 attached where chosen', () => {
    const sc = std({ filler: 'Natu' }); // no Energy in the deck but what the test puts there
    sc.active(0, 'Gloom', { under: ['Oddish'] });
    sc.bench(0, TANGELA);
    sc.active(1, TANGELA);
    const [vile] = sc.hand(0, 'Vileplume');
    sc.top(0, GRASS, 'Mela', FIRE);
    sc.turn(0, 3);
    sc.do(Act.Evolve, vile, A0);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    expect(offered(sc)).toEqual([FIRE, GRASS]);
    choose(sc, GRASS);
    sc.do(Act.ChooseSlot, 0, B01);
    choose(sc, FIRE);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.countIn(0, 'Mela', Zone.Deck)).toBe(1);
  });

  it('A5 Iron Leaves ex Rapid Vernier: benched from the hand, it may switch in and take Energy from the others', () => {
    const sc = std();
    sc.active(0, TANGELA, { energy: [GRASS] });
    sc.bench(0, 'Phantump', { energy: [GRASS, FIRE] });
    sc.active(1, TANGELA);
    const [leaves] = sc.hand(0, 'Iron Leaves ex');
    sc.turn(0, 3);
    sc.do(Act.PlayBasic, leaves);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    expect(sc.name(A0)).toBe('Iron Leaves ex');
    expect(offered(sc)).toEqual([FIRE, GRASS]);
    choose(sc, GRASS);
    choose(sc, GRASS);
    sc.do(Act.Done);
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(powers(sc)).toEqual([]); // triggered only: not an action
  });

  it('greedy: accepts Rapid Vernier when the moved Energy pays Prism Edge, and moves only what it needs', () => {
    const sc = std();
    sc.active(0, TANGELA, { energy: [GRASS, GRASS] });
    sc.bench(0, 'Phantump', { energy: [GRASS, GRASS] });
    sc.active(1, TANGELA);
    const [leaves] = sc.hand(0, 'Iron Leaves ex');
    sc.turn(0, 3);
    sc.do(Act.PlayBasic, leaves);
    for (let i = 0; i < 8 && sc.s.phase[0] === Phase.Effect; i++) {
      const x = greedyPick(sc);
      sc.do(actKind(x), actA(x), actB(x));
    }
    expect(sc.name(A0)).toBe('Iron Leaves ex');
    expect(sc.energyOn(A0)).toBe(3);
  });
});

// =====================================================================================
// Trainers
// =====================================================================================
describe('sv-b Trainers', () => {
  it('Counter Catcher: only while you have more Prize cards left; switches in the chosen Benched Pokémon', () => {
    const sc = std();
    sc.active(0, 'Natu');
    sc.active(1, TANGELA);
    sc.bench(1, 'Dreepy');
    sc.hand(0, 'Counter Catcher');
    sc.prizes(0, 4);
    sc.prizes(1, 4);
    sc.turn(0, 3);
    expect(canPlay(sc, 0, 'Counter Catcher')).toBe(false);
    sc.prizes(0, 1);
    play(sc, 0, 'Counter Catcher');
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Dreepy');
  });

  it('Prime Catcher (ACE SPEC): the opponent\'s Benched Pokémon in, then your own switch', () => {
    const sc = std();
    sc.active(0, 'Natu');
    sc.bench(0, 'Zeraora@TEF 57');
    sc.active(1, TANGELA);
    sc.bench(1, 'Dreepy');
    sc.hand(0, 'Prime Catcher');
    sc.turn(0, 3);
    play(sc, 0, 'Prime Catcher');
    sc.do(Act.ChooseSlot, 0, B11);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A1)).toBe('Dreepy');
    expect(sc.name(A0)).toBe('Zeraora');
  });

  it('Mela and Unfair Stamp: only after a Knock Out in the opponent\'s last turn', () => {
    const sc = std();
    sc.active(0, 'Natu');
    sc.bench(0, CHARMANDER);
    sc.active(1, TANGELA);
    sc.hand(0, 'Mela', 'Unfair Stamp');
    sc.discard(0, FIRE);
    sc.hand(1, 'Mela', 'Mela', 'Mela', 'Mela');
    sc.turn(0, 5);
    expect(canPlay(sc, 0, 'Mela')).toBe(false);
    expect(canPlay(sc, 0, 'Unfair Stamp')).toBe(false);
    knockedOutLastTurn(sc, 0, false);
    play(sc, 0, 'Mela');
    sc.do(Act.ChooseCard, sc.find(0, FIRE, Zone.Discard));
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.s.handCount[0]).toBe(6);
    play(sc, 0, 'Unfair Stamp');
    expect(sc.s.handCount[0]).toBe(5);
    expect(sc.s.handCount[1]).toBe(2);
  });

  it("Professor Turo's Scenario: the Pokémon cards to the hand, the Energy and Tools discarded", () => {
    const sc = std();
    sc.active(0, 'Natu');
    const b = sc.bench(0, 'Drakloak', { under: ['Dreepy'], energy: [FIRE, PSY] });
    sc.active(1, TANGELA);
    sc.hand(0, "Professor Turo's Scenario");
    sc.turn(0, 3);
    play(sc, 0, "Professor Turo's Scenario");
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.countIn(0, 'Drakloak', Zone.Hand)).toBe(1);
    expect(sc.countIn(0, 'Dreepy', Zone.Hand)).toBe(1);
    expect(sc.countIn(0, FIRE, Zone.Discard) + sc.countIn(0, PSY, Zone.Discard)).toBe(2);
    expect(sc.s.benchCount[0]).toBe(0);
  });

  it('Buddy-Buddy Poffin: only Basic Pokémon with 70 HP or less, up to 2, onto the Bench', () => {
    const sc = std({ deck0: ['Dreepy', 'Natu', 'Iron Leaves ex', 'Maractus'] });
    sc.active(0, TANGELA);
    sc.active(1, TANGELA);
    sc.hand(0, 'Buddy-Buddy Poffin');
    sc.turn(0, 3);
    play(sc, 0, 'Buddy-Buddy Poffin');
    expect(offered(sc)).toEqual(['Dreepy', 'Natu']);
    choose(sc, 'Dreepy');
    choose(sc, 'Natu');
    expect(sc.s.benchCount[0]).toBe(2);
  });

  it('Secret Box (ACE SPEC): discard 3 other cards, then an Item, a Tool, a Supporter and a Stadium', () => {
    const sc = std({ deck0: ['Earthen Vessel', 'Rescue Board', 'Mela', 'Artazon'] });
    sc.active(0, TANGELA);
    sc.active(1, TANGELA);
    sc.hand(0, 'Secret Box', FIRE, FIRE);
    sc.turn(0, 3);
    expect(canPlay(sc, 0, 'Secret Box')).toBe(false); // only 2 other cards
    sc.hand(0, PSY);
    play(sc, 0, 'Secret Box');
    choose(sc, FIRE);
    choose(sc, FIRE);
    choose(sc, PSY);
    for (const name of ['Earthen Vessel', 'Rescue Board', 'Mela', 'Artazon']) choose(sc, name);
    expect(sc.s.handCount[0]).toBe(4);
  });

  it('Earthen Vessel: discard 1 card, up to 2 basic Energy; Night Stretcher: a Pokémon or basic Energy back to the hand', () => {
    const sc = std({ deck0: [FIRE, PSY] });
    sc.active(0, TANGELA);
    sc.active(1, TANGELA);
    sc.hand(0, 'Earthen Vessel', 'Dreepy', 'Night Stretcher');
    sc.turn(0, 3);
    expect(canPlay(sc, 0, 'Night Stretcher')).toBe(false);
    play(sc, 0, 'Earthen Vessel');
    choose(sc, 'Dreepy');
    choose(sc, FIRE);
    choose(sc, PSY);
    expect(sc.countIn(0, FIRE, Zone.Hand) + sc.countIn(0, PSY, Zone.Hand)).toBe(2);
    play(sc, 0, 'Night Stretcher');
    choose(sc, 'Dreepy');
    expect(sc.countIn(0, 'Dreepy', Zone.Hand)).toBe(1);
  });

  it('A9 Technical Machine: Evolution: up to 2 Benched Pokémon evolve from the deck; the Tool is discarded at the end of the turn', () => {
    const sc = std({ deck0: ['Drakloak', 'Xatu'] });
    sc.active(0, TANGELA, { energy: [GRASS] });
    sc.bench(0, 'Dreepy');
    sc.bench(0, 'Natu');
    sc.active(1, TANGELA);
    const [tm] = sc.hand(0, 'Technical Machine: Evolution');
    sc.turn(0, 3);
    sc.do(Act.PlayTrainer, tm);
    sc.do(Act.ChooseSlot, 0, A0);
    sc.attack(2); // the Tool's attack after the Pokémon's 2
    expect(offeredSlots(sc)).toEqual([B01, B02]);
    sc.do(Act.ChooseSlot, 0, B01);
    choose(sc, 'Drakloak');
    sc.do(Act.ChooseSlot, 0, B02);
    choose(sc, 'Xatu');
    expect(sc.name(B01)).toBe('Drakloak');
    expect(sc.name(B02)).toBe('Xatu');
    expect(sc.s.cardZone[tm]).toBe(Zone.Discard);
  });

  it("A9 Technical Machine: Devolution: each of the opponent's evolved Pokémon loses its top Stage to the hand", () => {
    const sc = std();
    sc.active(0, TANGELA, { energy: [GRASS] });
    sc.active(1, 'Drakloak', { under: ['Dreepy'], damage: 60 });
    sc.bench(1, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'] });
    sc.bench(1, 'Natu');
    const [tm] = sc.hand(0, 'Technical Machine: Devolution');
    sc.turn(0, 3);
    sc.do(Act.PlayTrainer, tm);
    sc.do(Act.ChooseSlot, 0, A0);
    sc.attack(2);
    expect(sc.countIn(1, 'Dragapult ex', Zone.Hand)).toBe(1);
    expect(sc.name(B11)).toBe('Drakloak');
    // the Active is a Dreepy (70 HP) with 60 damage; still in play
    expect(sc.name(A1)).toBe('Dreepy');
    expect(sc.countIn(1, 'Drakloak', Zone.Hand)).toBe(1);
  });

  it('D5: a list with two different ACE SPEC cards is rejected', () => {
    const text = ['1 Secret Box TWM 163', '1 Prime Catcher TEF 157', '4 Dreepy TWM 128', '54 Basic Psychic Energy'].join('\n');
    const { problems } = parseDeck(text, 'ace.txt');
    expect(problems.map((p) => p.reason)).toEqual([expect.stringMatching(/ACE SPEC.*\(D5\)/)]);
  });
});

// =====================================================================================
// Issue 28: rulings (RULES.md, Rulings)
// =====================================================================================
describe('sv-b rulings: Seasoned Skill, Flare Veil against switching, Knock Outs by damage counters', () => {
  it('R3 Bloodmoon Ursaluna ex Seasoned Skill makes Blood Moon cheaper, never the attack a Technical Machine grants (A9)', () => {
    const sc = std();
    sc.active(0, 'Bloodmoon Ursaluna ex', { energy: ['Technical Machine: Turbo Energize'] });
    sc.active(1, 'Dragapult ex');
    sc.turn(0, 3);
    const bloodMoon = activeAttackId(sc.s, 0, 0), tm = activeAttackId(sc.s, 0, 1);
    sc.s.prizesTaken[1] = 1; // Turbo Energize costs 1 Colorless: it would be free if the Ability applied
    expect(costMet(sc.s, A0, tm)).toBe(false);
    expect(sc.can(Act.Attack, 0, 1)).toBe(false);
    sc.s.prizesTaken[1] = 5; // Blood Moon: 5 Colorless, 5 less
    expect(costMet(sc.s, A0, bloodMoon)).toBe(true);
    expect(costMet(sc.s, A0, tm)).toBe(false);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
  });

  it("R2 Charmeleon Flare Veil: Gloom's Inviting Scent can't switch in a Benched Charmeleon; Boss's Orders (a Trainer) can", () => {
    const sc = std();
    sc.active(0, 'Gloom@OBF 2', { energy: [GRASS] });
    sc.active(1, TANGELA);
    sc.bench(1, CHARMELEON, { under: [CHARMANDER] });
    sc.bench(1, 'Natu');
    sc.turn(0, 3).flips();
    sc.attack(0); // Inviting Scent
    expect(offeredSlots(sc)).toEqual([B12]); // not Charmeleon (B11)
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Natu');
    sc.expectFlipsUsed();

    const only = std();
    only.active(0, 'Gloom@OBF 2', { energy: [GRASS] });
    only.active(1, TANGELA);
    only.bench(1, CHARMELEON, { under: [CHARMANDER] });
    only.hand(0, "Boss's Orders@PAL 172");
    only.turn(0, 3).flips();
    expect(canPlay(only, 0, "Boss's Orders@PAL 172")).toBe(true);
    only.attack(0); // Inviting Scent: no Pokémon it may switch in, so nothing happens
    expect(only.name(A1)).toBe('Tangela');
    expect(only.s.current[0]).toBe(1);
    only.expectFlipsUsed();

    const boss = std();
    boss.active(0, 'Gloom@OBF 2');
    boss.active(1, TANGELA);
    boss.bench(1, CHARMELEON, { under: [CHARMANDER] });
    boss.hand(0, "Boss's Orders@PAL 172");
    boss.turn(0, 3);
    play(boss, 0, "Boss's Orders@PAL 172");
    expect(offeredSlots(boss)).toEqual([B11]);
    boss.do(Act.ChooseSlot, 0, B11);
    expect(boss.name(A1)).toBe('Charmeleon');
  });

  it('R2 Eelektross Suction Shock: with only a Flare Veil Charmeleon on the Bench it does nothing (no damage, no flip)', () => {
    const sc = std();
    sc.active(0, 'Eelektross@OBF 69', { energy: [LIGHT] });
    sc.active(1, TANGELA);
    sc.bench(1, CHARMELEON, { under: [CHARMANDER] });
    sc.turn(0, 3).flips();
    sc.attack(0);
    expect(sc.name(A1)).toBe('Tangela');
    expect(sc.s.damage[A1]).toBe(0);
    expect(sc.s.damage[B11]).toBe(0);
    expect(sc.s.current[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('R1 Charmeleon Flare Veil: Whirlwind does its damage to a Defending Charmeleon but does not switch it out', () => {
    const sc = std();
    sc.active(0, 'Pidgeotto@BS 22', { energy: [GRASS, GRASS] });
    sc.active(1, CHARMELEON, { under: [CHARMANDER] });
    sc.bench(1, 'Natu');
    sc.turn(0, 3).flips();
    sc.attack(0); // Whirlwind
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.name(A1)).toBe('Charmeleon');
    expect(sc.events.some((e) => e.code === Ev.EffectPrevented && e.a === A1)).toBe(true);
    expect(sc.s.current[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it("R5 Tapu Koko ex Vengeful Shock and Raichu Electrical Grounding: a Knock Out by Phantom Dive's damage counters is not one by damage from an attack", () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Dragapult ex', { energy: [FIRE, PSY] });
    sc.active(1, 'Tapu Koko ex', { energy: [LIGHT, LIGHT] });
    sc.bench(1, 'Natu', { energy: [LIGHT] }); // 50 HP
    sc.bench(1, 'Raichu@PAF 19');
    sc.turn(0, 3).flips();
    sc.attack(1); // Phantom Dive: 200 to Tapu Koko ex (210 HP), then 6 damage counters on the Bench
    for (let i = 0; i < 5; i++) sc.do(Act.ChooseSlot, 0, B11);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.s.damage[A1]).toBe(200);
    expect(sc.s.koTurn[1]).toBe(3); // Natu was Knocked Out ...
    expect(sc.s.koByAttackTurn[1]).toBe(0); // ... but not by damage from an attack
    expect(sc.s.current[0]).toBe(1); // Electrical Grounding was not offered: player 1's turn began
    expect(sc.countIn(1, LIGHT, Zone.Discard)).toBe(1); // Natu's Energy stayed with it
    sc.attack(0); // Vengeful Shock: no bonus, no Paralysis
    expect(sc.s.damage[A0]).toBe(30);
    expect(sc.s.cond[A0]).toBe(0);
    sc.expectFlipsUsed();

    // The same attack's damage Knocking Out the Active does count.
    const dmg = std();
    dmg.prizes(0, 6);
    dmg.prizes(1, 6);
    dmg.active(0, 'Dragapult ex', { energy: [FIRE, PSY] });
    dmg.active(1, 'Natu', { energy: [LIGHT] });
    dmg.bench(1, 'Raichu@PAF 19');
    dmg.turn(0, 3).flips();
    dmg.attack(1);
    for (let i = 0; i < 6; i++) dmg.do(Act.ChooseSlot, 0, B11);
    expect(dmg.s.phase[0]).toBe(Phase.Effect);
    expect(dmg.s.decider[0]).toBe(1);
    expect(offeredSlots(dmg)).toEqual([B11]); // Electrical Grounding: Raichu may take Natu's Lightning Energy
    dmg.do(Act.ChooseSlot, 0, B11);
    expect(dmg.s.koByAttackTurn[1]).toBe(3);
    dmg.expectFlipsUsed();
  });
});
