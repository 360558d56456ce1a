// Abilities the generator reads (issue 32 step 4, src/tools/attack-templates.ts ABILITIES): for each
// wording a scenario with a generated card that would fail if the effect were wrong, injected flips
// all used. The active and triggered kinds are defined in src/behaviour/gen-abilities.ts; the
// passive ones are read where their rule applies (registry.ts PASSIVE_ABILITIES).
import { describe, it, expect } from 'vitest';
import { Scenario, Act, SLOTS, Zone, cardId } from './helpers/scenario.js';
import { fuzz, formatFailure, type DeckPair } from '../src/tools/fuzz.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { Ev } from '../src/engine/events.js';
import { retreatCost } from '../src/engine/game.js';
import { effectsPrevented } from '../src/engine/damage.js';
import { act, actKind, actA, actB } from '../src/engine/actions.js';

const A0 = 0, B01 = 1, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const FIGHT = 'Basic Fighting Energy', WATER = 'Basic Water Energy', LIGHT = 'Basic Lightning Energy';
const SNORLAX = 'Snorlax@SVP 122'; // 160 HP, Colorless, Weakness Fighting, no Resistance, no Ability

const std = (filler = FIGHT): Scenario => new Scenario({ rules: 'standard', filler });
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);

describe('generated Abilities: kinds the hand-written cards already play', () => {
  it('A5: "place 3 (5) damage counters on the Attacking Pokémon" (Hop\'s Pincurchin ex ASC 68, Mega Scrafty ex ASC 135) reads as CountersOnAttacker, while Active', () => {
    for (const [ref, counters] of [["Hop's Pincurchin ex@ASC 68", 3], ['Mega Scrafty ex@ASC 135', 5]] as const) {
      const sc = std();
      sc.active(0, ref, ref.startsWith('Mega') ? { under: ['Scraggy'] } : {});
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4);
      sc.flips();
      sc.attack(0); // Jab: 10
      expect(sc.s.damage[A0]).toBeGreaterThan(0); // (Pincurchin has Fighting Weakness)
      expect(sc.s.damage[A1]).toBe(10 * counters);
      sc.expectFlipsUsed();
    }
  });

  it('A5: Octillery PAR 34 Suction Cup Draw (PsychicDraw 3) is offered when it evolves from the hand, draws 3, and is no action', () => {
    const sc = std(WATER);
    sc.active(0, 'Remoraid@PAR 33');
    const [octillery] = sc.hand(0, 'Octillery@PAR 34');
    sc.turn(0).do(Act.Evolve, octillery, A0);
    expect(sc.legal()).toEqual([act(Act.Yes), act(Act.No)]);
    const before = sc.s.handCount[0];
    sc.do(Act.Yes);
    expect(sc.s.handCount[0]).toBe(before + 3);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
  });

  it("A5: Hop's Dubwool JTG 136 Defiant Horn (HeaveHoCatcher) switches in the opponent's chosen Benched Pokémon when it evolves from the hand", () => {
    const sc = std();
    sc.active(0, "Hop's Wooloo");
    sc.active(1, SNORLAX);
    sc.bench(1, 'Riolu@SVI 112');
    sc.bench(1, 'Makuhita');
    const [dubwool] = sc.hand(0, "Hop's Dubwool");
    sc.turn(0).do(Act.Evolve, dubwool, A0);
    sc.do(Act.Yes);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Makuhita');
    expect(sc.name(B12)).toBe('Snorlax');
  });
});

describe('generated Abilities: passive kinds the hand-written cards play, with a parameter for a narrower wording', () => {
  const MACHAMP = { under: ['Machop@MEW 66', 'Machoke@MEW 67'] };
  it('K1: Machamp MEW 68 Guts (Sturdy, a = 1): at any HP, an attack that would Knock it Out flips a coin: heads leaves it 10 HP, tails Knocks it Out', () => {
    for (const heads of [true, false]) {
      const sc = std(LIGHT);
      sc.active(0, 'Machamp@MEW 68', { ...MACHAMP, damage: 100 }); // 80 HP left
      sc.bench(0, SNORLAX);
      sc.active(1, "Hop's Pincurchin ex@ASC 68", { energy: [LIGHT, LIGHT, LIGHT] });
      sc.turn(1, 4);
      sc.flips(heads);
      sc.attack(0); // Spiky Thunder 120
      if (heads) expect(sc.s.damage[A0]).toBe(170);
      else expect(sc.countIn(0, 'Machamp@MEW 68', Zone.Discard)).toBe(1);
      sc.expectFlipsUsed();
    }
  });

  it('A5: Spinda PAR 151 Tangled Feet flips only while Confused; Fezandipiti TWM 96 only with Darkness Energy attached (FlipPreventDamage, a = 1, 2 + type)', () => {
    for (const confused of [true, false]) {
      const sc = std();
      sc.active(0, 'Spinda@PAR 151');
      if (confused) sc.s.cond[A0] = 2; // Cond.Confused
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4);
      if (confused) sc.flips(true); else sc.flips();
      sc.attack(0); // Jab 10, ×2 Weakness
      expect(sc.s.damage[A0]).toBe(confused ? 0 : 20);
      sc.expectFlipsUsed();
    }
    for (const dark of [true, false]) {
      const sc = std();
      sc.active(0, 'Fezandipiti@TWM 96', { energy: [dark ? 'Basic Darkness Energy' : FIGHT] });
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4);
      if (dark) sc.flips(false); else sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A0]).toBeGreaterThan(0); // tails, or no coin: the damage stands
      sc.expectFlipsUsed();
    }
  });

  it("A5: Farigiraf ex TEF 108 Armor Tail (NoDamageFromEx, a = 2): no damage from the opponent's Basic Pokémon ex, but from an Evolution Pokémon ex", () => {
    for (const [attacker, under, hurt] of [["Hop's Pincurchin ex@ASC 68", [], false], ['Mega Scrafty ex@ASC 135', ['Scraggy'], true]] as const) {
      const sc = std(attacker.startsWith('Hop') ? LIGHT : 'Basic Darkness Energy');
      sc.active(0, 'Farigiraf ex@TEF 108', { under: ['Girafarig'] });
      sc.bench(0, 'Hariyama@PAL 113', { under: ['Makuhita'] }); // a side-wide passive Ability beside it changes nothing of Armor Tail
      sc.active(1, attacker, { under: [...under], energy: attacker.startsWith('Hop') ? [LIGHT, LIGHT, LIGHT] : ['Basic Darkness Energy', 'Basic Darkness Energy', 'Basic Darkness Energy'] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A0] > 0).toBe(hurt);
    }
  });

  it("A5: Tyranitar JTG 95 Daunting Gaze (OceanicCurse, a = 1): while it is Active the opponent can't play Items, but may play Pokémon Tools", () => {
    for (const gaze of [true, false]) {
      const sc = new Scenario({ rules: 'standard', deck1: [SNORLAX], filler: FIGHT });
      if (gaze) sc.active(0, 'Tyranitar@JTG 95', { under: ['Larvitar', 'Pupitar'] });
      else sc.active(0, SNORLAX);
      sc.active(1, SNORLAX);
      const [ball] = sc.hand(1, 'Nest Ball');
      const [band] = sc.hand(1, 'Defiance Band');
      sc.turn(1, 4);
      expect([sc.can(Act.PlayTrainer, ball), sc.can(Act.PlayTrainer, band)]).toEqual([!gaze, true]);
    }
  });
});

describe('generated Abilities: Opponent Active Condition, Heal Own, Switch Own Active (src/behaviour/gen-abilities.ts)', () => {
  it("A5: Volcanion ex JTG 31 Scalding Steam: while Active, once a turn, the opponent's Active is Burned; not from the Bench", () => {
    const sc = std();
    sc.active(0, 'Volcanion ex@JTG 31');
    sc.bench(0, 'Volcanion ex@JTG 31');
    sc.active(1, SNORLAX);
    sc.turn(0);
    expect(sc.can(Act.Power, 0, B01)).toBe(false); // on the Bench: no
    sc.do(Act.Power, 0, A0);
    expect(sc.s.burned[A1]).toBe(1);
    expect(sc.s.cond[A1]).toBe(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // once during the turn
  });

  it("A5: Hypno MEW 97 Here for Hypnosis: offered when it evolves from the hand, the opponent's Active is Asleep", () => {
    const sc = std();
    sc.active(0, 'Drowzee@MEW 96');
    sc.active(1, SNORLAX);
    const [hypno] = sc.hand(0, 'Hypno@MEW 97');
    sc.turn(0).do(Act.Evolve, hypno, A0);
    expect(sc.legal()).toEqual([act(Act.Yes), act(Act.No)]);
    sc.do(Act.Yes);
    expect(sc.s.cond[A1]).toBe(1); // Cond.Asleep
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // a trigger, not an action
  });

  it('A5: Alcremie ex JTG 75 heals 30 from the chosen Pokémon; Swadloon WHT 2 heals 20 from the Active only; Arboliva SVI 23 heals all damage on evolving', () => {
    const sc = std();
    sc.active(0, SNORLAX, { damage: 50 });
    sc.bench(0, 'Alcremie ex', { under: ['Milcery@JTG 74'], damage: 40 });
    sc.bench(0, 'Swadloon', { under: ['Sewaddle'] });
    sc.active(1, SNORLAX);
    sc.turn(0);
    sc.do(Act.Power, 0, B01);
    expect(offeredSlots(sc)).toEqual([A0, B01]); // the damaged ones
    sc.do(Act.ChooseSlot, 0, B01);
    expect([sc.s.damage[A0], sc.s.damage[B01]]).toEqual([50, 10]);
    sc.do(Act.Power, 0, 2); // Swadloon: the Active, no choice
    expect([sc.s.damage[A0], sc.s.damage[B01]]).toEqual([30, 10]);
    expect(sc.can(Act.Power, 0, B01) || sc.can(Act.Power, 0, 2)).toBe(false);

    const ev = std();
    ev.active(0, 'Dolliv@SVI 22', { under: ['Smoliv@SVI 21'] });
    ev.bench(0, SNORLAX, { damage: 90 });
    ev.active(1, SNORLAX);
    const [arboliva] = ev.hand(0, 'Arboliva@SVI 23');
    ev.turn(0).do(Act.Evolve, arboliva, A0);
    ev.do(Act.Yes);
    expect(offeredSlots(ev)).toEqual([B01]);
    ev.do(Act.ChooseSlot, 0, B01);
    expect(ev.s.damage[B01]).toBe(0);
  });

  it('A5, A6: Gengar PAF 57 Night Gate switches the Active with a chosen Benched Pokémon (the Active recovers); Meowscarada JTG 18 Showtime switches itself in, only from the Bench', () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.s.cond[A0] = 1; // Asleep
    sc.bench(0, 'Gengar@PAF 57', { under: ['Gastly', 'Haunter@PAF 56'] });
    sc.bench(0, 'Riolu@SVI 112');
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, B01);
    expect(offeredSlots(sc)).toEqual([B01, 2]);
    sc.do(Act.ChooseSlot, 0, 2);
    expect([sc.name(A0), sc.name(2)]).toEqual(['Riolu', 'Snorlax']);
    expect(sc.s.cond[2]).toBe(0);

    const m = std();
    m.active(0, SNORLAX);
    m.bench(0, 'Meowscarada@JTG 18', { under: ['Sprigatito', 'Floragato@SVI 14'] });
    m.active(1, SNORLAX);
    m.turn(0).do(Act.Power, 0, B01);
    expect([m.name(A0), m.name(B01)]).toEqual(['Meowscarada', 'Snorlax']);
    expect(m.can(Act.Power, 0, A0)).toBe(false); // in the Active Spot now (and used this turn)
  });
});

describe('generated Abilities: the parameters of Heal Own, Switch Own Active and Opponent Active Condition', () => {
  it('A5: Venusaur ex MEW 3 heals only while it is Active; Oricorio PAL 33 only an Active Evolution Pokémon; Erika\'s Vileplume ex ASC 3 each of its side\'s Pokémon', () => {
    const v = std();
    v.active(0, SNORLAX, { damage: 80 });
    v.bench(0, 'Venusaur ex@MEW 3', { under: ['Bulbasaur@SVP 46', 'Ivysaur@MEW 2'] });
    v.active(1, SNORLAX);
    v.turn(0);
    expect(v.can(Act.Power, 0, B01)).toBe(false); // on the Bench
    const va = std();
    va.active(0, 'Venusaur ex@MEW 3', { under: ['Bulbasaur@SVP 46', 'Ivysaur@MEW 2'], damage: 100 });
    va.bench(0, SNORLAX, { damage: 80 });
    va.active(1, SNORLAX);
    va.turn(0).do(Act.Power, 0, A0).do(Act.ChooseSlot, 0, B01);
    expect([va.s.damage[A0], va.s.damage[B01]]).toEqual([100, 20]);

    for (const [active, offered] of [[SNORLAX, false], ['Dolliv@SVI 22', true]] as const) {
      const o = std();
      o.active(0, active, { damage: 30, ...(active === SNORLAX ? {} : { under: ['Smoliv@SVI 21'] }) });
      o.bench(0, 'Oricorio@PAL 33');
      o.active(1, SNORLAX);
      o.turn(0);
      expect(o.can(Act.Power, 0, B01)).toBe(offered);
      if (offered) { o.do(Act.Power, 0, B01); expect(o.s.damage[A0]).toBe(10); }
    }

    const e = std();
    e.active(0, SNORLAX, { damage: 50 });
    e.bench(0, "Erika's Vileplume ex", { under: ["Erika's Oddish", "Erika's Gloom"], damage: 20 });
    e.bench(0, SNORLAX);
    e.active(1, SNORLAX, { damage: 50 });
    e.turn(0).do(Act.Power, 0, B01);
    expect([e.s.damage[A0], e.s.damage[B01], e.s.damage[2], e.s.damage[A1]]).toEqual([20, 0, 0, 50]);
  });

  it('A5: Decidueye ex OBF 15 switches itself in from the Bench, or out to a chosen Benched Pokémon from the Active Spot; Linoone PFL 82 only with a Mega Evolution Pokémon ex in play', () => {
    const d = std();
    d.active(0, SNORLAX);
    d.bench(0, 'Decidueye ex@OBF 15', { under: ['Rowlet@OBF 13', 'Dartrix@OBF 14'] });
    d.bench(0, 'Riolu@SVI 112');
    d.active(1, SNORLAX);
    d.turn(0).do(Act.Power, 0, B01);
    expect([d.name(A0), d.name(B01)]).toEqual(['Decidueye ex', 'Snorlax']);
    const da = std();
    da.active(0, 'Decidueye ex@OBF 15', { under: ['Rowlet@OBF 13', 'Dartrix@OBF 14'] });
    da.bench(0, SNORLAX);
    da.bench(0, 'Riolu@SVI 112');
    da.active(1, SNORLAX);
    da.turn(0).do(Act.Power, 0, A0);
    expect(offeredSlots(da)).toEqual([B01, 2]);
    da.do(Act.ChooseSlot, 0, 2);
    expect([da.name(A0), da.name(2)]).toEqual(['Riolu', 'Decidueye ex']);

    for (const mega of [false, true]) {
      const l = std();
      l.active(0, SNORLAX);
      l.bench(0, 'Linoone@PFL 82', { under: ['Zigzagoon@PFL 81'] });
      if (mega) l.bench(0, 'Mega Scrafty ex@ASC 135', { under: ['Scraggy'] });
      l.active(1, SNORLAX);
      l.turn(0);
      expect(l.can(Act.Power, 0, B01)).toBe(mega);
    }
  });

  it('A5: Paldean Clodsire ex PAL 130 poisons the opponent\'s Active only while a Stadium is in play', () => {
    for (const stadium of [false, true]) {
      const sc = std();
      sc.active(0, 'Paldean Clodsire ex@PAL 130', { under: ['Paldean Wooper@PAL 129'] });
      sc.active(1, SNORLAX);
      if (stadium) {
        const [st] = sc.hand(1, 'Artazon');
        sc.s.stadium[0] = st;
        sc.s.cardZone[st] = Zone.Stadium;
        sc.s.handCount[1]--; // (placed in play directly)
      }
      sc.turn(0);
      expect(sc.can(Act.Power, 0, A0)).toBe(stadium);
      if (stadium) { sc.do(Act.Power, 0, A0); expect(sc.s.poisoned[A1]).toBe(1); }
    }
  });
});

describe('generated Abilities: Energy To Own, Draw Cards, Switch Out Opponent Active, Search To Hand (src/behaviour/gen-abilities.ts)', () => {
  const FIRE = 'Basic Fire Energy';
  const offeredCards = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map(actA);

  it('A5: Blaziken ex JTG 24 attaches a basic Energy card of any type from the discard pile to any of its Pokémon; Eelektrik BLK 31 only a basic Lightning one, only to a Benched Pokémon', () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.bench(0, 'Blaziken ex@JTG 24', { under: ['Torchic', 'Combusken'] });
    sc.active(1, SNORLAX);
    const [water, fight] = sc.discard(0, WATER, FIGHT);
    sc.hand(0, FIRE); // not from the hand
    sc.turn(0).do(Act.Power, 0, B01);
    expect(offeredCards(sc).sort()).toEqual([water, fight].sort());
    sc.do(Act.ChooseCard, water);
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, WATER, Zone.Discard)).toBe(0);
    expect(sc.can(Act.Power, 0, B01)).toBe(false); // once during the turn

    const e = std();
    e.active(0, SNORLAX);
    e.bench(0, 'Eelektrik@BLK 31', { under: ['Tynamo'] });
    e.active(1, SNORLAX);
    e.discard(0, WATER);
    e.turn(0);
    expect(e.can(Act.Power, 0, B01)).toBe(false); // no basic Lightning Energy card in the discard pile
    const [light] = e.discard(0, LIGHT);
    e.do(Act.Power, 0, B01);
    expect(offeredCards(e)).toEqual([light]);
    e.do(Act.ChooseCard, light);
    expect(offeredSlots(e)).toEqual([B01]);
  });

  it('A5: Emboar WHT 13 attaches basic Fire Energy cards from the hand as often as you like; Quaquaval SVP 5 one basic Energy card from the hand, once a turn', () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.bench(0, 'Emboar@WHT 13', { under: ['Tepig', 'Pignite'] });
    sc.active(1, SNORLAX);
    sc.hand(0, FIRE, FIRE);
    sc.hand(0, WATER);
    sc.turn(0);
    for (let i = 0; i < 2; i++) {
      sc.do(Act.Power, 0, B01);
      const offered = offeredCards(sc);
      expect(offered.map((c) => sc.s.cardDef[c])).toEqual([cardId(FIRE)]); // (alike cards are offered once)
      sc.do(Act.ChooseCard, offered[0]).do(Act.ChooseSlot, 0, A0);
    }
    expect(sc.energyOn(A0)).toBe(2);
    expect(sc.can(Act.Power, 0, B01)).toBe(false); // no basic Fire Energy card left in the hand

    const q = std();
    q.active(0, SNORLAX);
    q.bench(0, 'Quaquaval@SVP 5', { under: ['Quaxly', 'Quaxwell'] });
    q.active(1, SNORLAX);
    const [w] = q.hand(0, WATER);
    q.hand(0, FIRE);
    q.turn(0).do(Act.Power, 0, B01).do(Act.ChooseCard, w).do(Act.ChooseSlot, 0, B01);
    expect(q.energyOn(B01)).toBe(1);
    expect(q.can(Act.Power, 0, B01)).toBe(false);
  });

  it('A5: Rapidash DRI 30 draws a card once a turn; Chandelure TWM 38 has each player draw one', () => {
    const sc = std();
    sc.active(0, 'Rapidash@DRI 30', { under: ['Ponyta'] });
    sc.bench(0, 'Chandelure@TWM 38', { under: ['Litwick', 'Lampent'] });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, A0);
    expect([sc.s.handCount[0], sc.s.handCount[1]]).toEqual([1, 0]);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
    sc.do(Act.Power, 0, B01);
    expect([sc.s.handCount[0], sc.s.handCount[1]]).toEqual([2, 1]);
  });

  it("A5: Mabosstiff SVI 137: the opponent chooses the Benched Pokémon that replaces their Active (which recovers); Shinx PAL 68 only while it is Active", () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.bench(0, 'Mabosstiff@SVI 137', { under: ['Maschiff'] });
    sc.bench(0, 'Shinx@PAL 68');
    sc.active(1, SNORLAX, { cond: 1 });
    sc.bench(1, 'Riolu@SVI 112');
    sc.bench(1, 'Makuhita');
    sc.turn(0);
    expect(sc.can(Act.Power, 0, 2)).toBe(false); // Shinx on the Bench
    sc.do(Act.Power, 0, B01);
    expect(sc.s.decider[0]).toBe(1);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect([sc.name(A1), sc.name(B12)]).toEqual(['Makuhita', 'Snorlax']);
    expect(sc.s.cond[B12]).toBe(0);
    expect(sc.s.decider[0]).toBe(0);
  });

  it('A5: Sawsbuck TEF 17 takes a Stadium card from the deck into the hand; Dragonair ASC 151 an Evolution Pokémon, only while it has Energy attached', () => {
    const sc = new Scenario({ rules: 'standard', deck0: ['Artazon', SNORLAX], filler: FIGHT });
    sc.active(0, 'Sawsbuck@TEF 17', { under: ['Deerling'] });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, A0);
    const [stadium] = offeredCards(sc);
    expect(offeredCards(sc).length).toBe(1);
    sc.do(Act.ChooseCard, stadium);
    expect(sc.countIn(0, 'Artazon', Zone.Hand)).toBe(1);

    for (const energy of [false, true]) {
      const d = new Scenario({ rules: 'standard', deck0: ['Mega Dragonite ex@ASC 152', 'Artazon'], filler: FIGHT });
      d.active(0, 'Dragonair@ASC 151', { under: ['Dratini'], energy: energy ? [FIGHT] : [] });
      d.active(1, SNORLAX);
      d.turn(0);
      expect(d.can(Act.Power, 0, A0)).toBe(energy);
      if (!energy) continue;
      d.do(Act.Power, 0, A0);
      expect(offeredCards(d).length).toBe(1);
      d.do(Act.ChooseCard, offeredCards(d)[0]);
      expect(d.countIn(0, 'Mega Dragonite ex@ASC 152', Zone.Hand)).toBe(1);
    }
  });
});

describe('generated Abilities: Counters On Opponent, On Bench Discard, and more passive wordings', () => {
  it("A5: Team Rocket's Golbat DRI 121 Sneaky Bite: on evolving from the hand, 2 damage counters on the opponent's chosen Pokémon", () => {
    const sc = std();
    sc.active(0, "Team Rocket's Zubat");
    sc.active(1, SNORLAX);
    sc.bench(1, 'Riolu@SVI 112');
    const [golbat] = sc.hand(0, "Team Rocket's Golbat");
    sc.turn(0).do(Act.Evolve, golbat, A0).do(Act.Yes);
    expect(offeredSlots(sc)).toEqual([A1, B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect([sc.s.damage[A1], sc.s.damage[B11]]).toEqual([0, 20]);
  });

  it("A5: Durant ex SSP 4 on benching from the hand discards the top card of the opponent's deck; Chien-Pao SVP 152 the Stadium in play, offered only with one", () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.active(1, SNORLAX);
    const [durant, chien] = sc.hand(0, 'Durant ex@SSP 4', 'Chien-Pao@SVP 152');
    sc.turn(0).do(Act.PlayBasic, durant);
    expect(sc.legal()).toEqual([act(Act.Yes), act(Act.No)]);
    const deck = sc.s.deckCount[1];
    sc.do(Act.Yes);
    expect([sc.s.deckCount[1], sc.s.discardCount[1]]).toEqual([deck - 1, 1]);
    sc.do(Act.PlayBasic, chien); // no Stadium in play: nothing offered
    expect(sc.legal()).not.toContain(act(Act.Yes));

    const st = std();
    st.active(0, SNORLAX);
    st.active(1, SNORLAX);
    const [stadium] = st.hand(1, 'Artazon');
    st.s.stadium[0] = stadium;
    st.s.cardZone[stadium] = Zone.Stadium;
    st.s.handCount[1]--; // (placed in play directly)
    const [cp] = st.hand(0, 'Chien-Pao@SVP 152');
    st.turn(0).do(Act.PlayBasic, cp).do(Act.Yes);
    expect(st.s.stadium[0]).toBe(-1);
    expect(st.countIn(1, 'Artazon', Zone.Discard)).toBe(1);
  });

  it('A5: Blissey SVI 145 Busybody Nurse: the Active recovers from every Special Condition; with none it is not offered', () => {
    const sc = std();
    sc.active(0, SNORLAX, { cond: 1, poisoned: true, burned: true });
    sc.bench(0, 'Blissey@SVI 145', { under: ['Chansey@SVI 144'] });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, B01);
    expect([sc.s.cond[A0], sc.s.poisoned[A0], sc.s.burned[A0]]).toEqual([0, 0, 0]);
    const none = std();
    none.active(0, SNORLAX);
    none.bench(0, 'Blissey@SVI 145', { under: ['Chansey@SVI 144'] });
    none.active(1, SNORLAX);
    none.turn(0);
    expect(none.can(Act.Power, 0, B01)).toBe(false);
  });

  it('X3: Florges SVI 93 Blooming Garden: its side\'s Pokémon have no Weakness; Bellibolt OBF 78 Insulator: no damage from Lightning Pokémon; Stunfisk OBF 112: 5 counters back only with a Tool attached', () => {
    for (const florges of [true, false]) {
      const sc = std();
      sc.active(0, SNORLAX);
      if (florges) sc.bench(0, 'Florges@SVI 93', { under: ['Flabébé', 'Floette@TWM 87'] });
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4).attack(0); // Jab 10, ×2 Weakness without Florges
      expect(sc.s.damage[A0]).toBe(florges ? 10 : 20);
    }
    for (const [attacker, hurt] of [['Pincurchin@PAL 72', false], ['Riolu@SVI 112', true]] as const) {
      const sc = std(LIGHT);
      sc.active(0, 'Bellibolt@OBF 78', { under: ['Tadbulb@OBF 74'] });
      sc.active(1, attacker, { energy: attacker.startsWith('Pinc') ? [LIGHT, LIGHT, LIGHT] : [FIGHT] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A0] > 0).toBe(hurt);
    }
    for (const tool of [true, false]) {
      const sc = std();
      sc.active(0, 'Stunfisk@OBF 112');
      if (tool) { // Defiance Band, played from the hand onto it
        const [band] = sc.hand(0, 'Defiance Band');
        sc.turn(0).do(Act.PlayTrainer, band);
        if (sc.legal().some((x) => actKind(x) === Act.ChooseSlot)) sc.do(Act.ChooseSlot, 0, A0);
        expect(sc.s.slotTrainers[A0]).toBe(1);
      }
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A1]).toBe(tool ? 50 : 0);
    }
  });
});

describe('generated Abilities: Checkup Effect (engine/flow.ts checkup)', () => {
  it("C1, C2, C3: Pecharunt SVP 129 (while Active) puts 5 more damage counters on the opponent's Poisoned Active, Magmortar JTG 21 (from the Bench too) 3 more on a Burned one", () => {
    const sc = std();
    sc.active(0, SNORLAX);
    sc.bench(0, 'Magmortar@JTG 21', { under: ['Magmar@PAF 9'] });
    sc.active(1, SNORLAX, { burned: true });
    sc.turn(0);
    sc.flips(false); // the Burn stays
    sc.do(Act.EndTurn);
    expect(sc.s.damage[A1]).toBe(20 + 30);
    sc.expectFlipsUsed();
    for (const active of [true, false]) {
      const p = std();
      if (active) p.active(0, 'Pecharunt@SVP 129');
      else { p.active(0, SNORLAX); p.bench(0, 'Pecharunt@SVP 129'); }
      p.active(1, SNORLAX, { poisoned: true });
      p.turn(0);
      p.flips();
      p.do(Act.EndTurn);
      expect(p.s.damage[A1]).toBe(active ? 60 : 10);
      p.expectFlipsUsed();
    }
  });

  it("C1: Garganacl PAL 123 heals 20 from each of its side's Pokémon; Trevenant OBF 12 (while Active) 1 counter on the opponent's Active; Team Rocket's Tyranitar DRI 96 (while Active) 2 on each of the opponent's Basic Pokémon", () => {
    const sc = std();
    sc.active(0, 'Trevenant@OBF 12', { under: ['Phantump'], damage: 30 });
    sc.bench(0, 'Garganacl@PAL 123', { under: ['Nacli', 'Naclstack@PAL 122'], damage: 10 });
    sc.active(1, SNORLAX);
    sc.turn(0);
    sc.flips();
    sc.do(Act.EndTurn);
    expect([sc.s.damage[A0], sc.s.damage[B01], sc.s.damage[A1]]).toEqual([10, 0, 10]);
    sc.expectFlipsUsed();
    const t = std();
    t.active(0, "Team Rocket's Tyranitar", { under: ["Team Rocket's Larvitar", "Team Rocket's Pupitar"] });
    t.active(1, SNORLAX);
    t.bench(1, 'Riolu@SVI 112');
    t.bench(1, 'Hariyama@PAL 113', { under: ['Makuhita'] });
    t.turn(0);
    t.flips();
    t.do(Act.EndTurn);
    expect([t.s.damage[A1], t.s.damage[B11], t.s.damage[B12]]).toEqual([20, 20, 0]);
    t.expectFlipsUsed();
  });
});

describe('generated Abilities: passive wordings on damage, Special Conditions and Retreat', () => {
  it('X3: Regirock JTG 82 takes 30 less only with Energy attached; Armarouge ex SVP 125 80 less only with full HP (TakesLessDamage, a / 1000: the need)', () => {
    for (const [energy, want] of [[true, 0], [false, 10]] as const) { // Jab 10 (Regirock: no Fighting Weakness)
      const sc = std();
      sc.active(0, 'Regirock@JTG 82', energy ? { energy: [FIGHT] } : {});
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A0]).toBe(want);
    }
    for (const [damage, want] of [[0, 80], [10, 160]] as const) { // Hack At 160
      const sc = std('Basic Darkness Energy');
      sc.active(0, 'Armarouge ex@SVP 125', { under: ['Charcadet@SVI 39'], damage });
      sc.active(1, 'Kingambit@SVI 134', { under: ['Pawniard', 'Bisharp@SVI 133'], energy: ['Basic Darkness Energy', 'Basic Darkness Energy', 'Basic Darkness Energy'] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A0] - damage).toBe(want);
    }
  });

  it('C1: Garganacl ex SCR 89 can have no Special Condition, Hoothoot PRE 77 cannot be Asleep (NoConditions)', () => {
    const h = std();
    h.active(0, 'Drowzee@MEW 96');
    h.active(1, 'Hoothoot@PRE 77');
    const [hypno] = h.hand(0, 'Hypno@MEW 97');
    h.turn(0).do(Act.Evolve, hypno, A0).do(Act.Yes);
    expect(h.s.cond[A1]).toBe(0); // not Asleep
    const g = std();
    g.active(0, 'Volcanion ex@JTG 31');
    g.active(1, 'Garganacl ex@SCR 89', { under: ['Nacli', 'Naclstack@PAL 122'] });
    g.turn(0).do(Act.Power, 0, A0);
    expect(g.s.burned[A1]).toBe(0);
    const v = std();
    v.active(0, 'Volcanion ex@JTG 31');
    v.active(1, 'Hoothoot@PRE 77');
    v.turn(0).do(Act.Power, 0, A0);
    expect(v.s.burned[A1]).toBe(1); // Hoothoot can be Burned, just not Asleep
  });

  it('A6: Toedscruel JTG 89 on the Bench makes the Active\'s Retreat Cost 2 less; Archaludon SCR 107: no Retreat Cost with Metal Energy attached', () => {
    const sc = std();
    sc.active(0, SNORLAX); // Retreat Cost 3
    sc.bench(0, 'Toedscruel@JTG 89', { under: ['Toedscool@SVI 25'] });
    sc.active(1, SNORLAX);
    sc.turn(0);
    expect([retreatCost(sc.s, A0), retreatCost(sc.s, B01)]).toEqual([1, 2]); // Snorlax 3 − 2; Toedscruel's own 2
    const a = std();
    a.active(0, SNORLAX, { energy: ['Basic Metal Energy'] });
    a.bench(0, 'Archaludon@SCR 107', { under: ['Duraludon@SSP 129'] });
    a.bench(0, SNORLAX);
    a.active(1, SNORLAX);
    a.turn(0);
    expect([retreatCost(a.s, A0), retreatCost(a.s, 2)]).toEqual([0, 3]);
  });

  it('X3: Thundurus OBF 70 (while Active) keeps the opponent\'s attack damage off its Benched Pokémon; Rabsca TEF 24 damage and effects, from the Bench too', () => {
    for (const [guard, hurt] of [['Thundurus@OBF 70', false], ['Rabsca@TEF 24', false], [null, true]] as const) {
      const sc = std('Basic Grass Energy');
      if (guard === 'Thundurus@OBF 70') { sc.active(0, guard); sc.bench(0, SNORLAX); }
      else { sc.active(0, SNORLAX); sc.bench(0, guard === null ? SNORLAX : guard, guard === null ? {} : { under: ['Rellor@PAL 25'] }); }
      sc.active(1, 'Decidueye ex@OBF 15', { under: ['Rowlet@OBF 13', 'Dartrix@OBF 14'], energy: ['Basic Grass Energy', 'Basic Grass Energy'] });
      sc.turn(1, 4).attack(0); // Hunting Arrow: 130 to the Active, 30 to a Benched Pokémon
      if (sc.legal().some((x) => actKind(x) === Act.ChooseSlot)) sc.do(Act.ChooseSlot, 0, B01);
      expect(sc.s.damage[B01] > 0).toBe(hurt);
    }
    const r = std();
    r.active(0, SNORLAX);
    r.bench(0, 'Rabsca@TEF 24', { under: ['Rellor@PAL 25'] });
    expect([effectsPrevented(r.s, B01), effectsPrevented(r.s, A0)]).toEqual([true, false]);
  });
});

describe('generated Abilities: Energy To Own from the deck or with a heal, Draw Cards at a cost, Attack Bonus to an Evolution Pokémon', () => {
  it('A5: Pawmot SVP 6 searches the deck for a basic Lightning Energy card onto itself, the deck shuffled; Garganacl PAR 104 attaches a basic Fighting one from the discard pile and heals 30 from that Pokémon', () => {
    const sc = new Scenario({ rules: 'standard', deck0: [LIGHT], filler: FIGHT });
    sc.active(0, SNORLAX);
    sc.bench(0, 'Pawmot@SVP 6', { under: ['Pawmi', 'Pawmo@SVI 75'] });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, B01);
    const offered = sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map(actA);
    expect(offered.map((c) => sc.s.cardDef[c])).toEqual([cardId(LIGHT)]);
    sc.do(Act.ChooseCard, offered[0]);
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);

    const g = std();
    g.active(0, SNORLAX, { damage: 50 });
    g.bench(0, 'Garganacl@PAR 104', { under: ['Nacli', 'Naclstack@PAL 122'] });
    g.active(1, SNORLAX);
    const [f] = g.discard(0, FIGHT);
    g.turn(0).do(Act.Power, 0, B01).do(Act.ChooseCard, f).do(Act.ChooseSlot, 0, A0);
    expect([g.energyOn(A0), g.s.damage[A0]]).toEqual([1, 20]);
  });

  it('A5: Sandy Shocks ex PAR 108 attaches a basic Fighting Energy card from the discard pile to itself, only once the opponent has 4 or fewer Prize cards left', () => {
    for (const prizes of [5, 4]) {
      const sc = std();
      sc.active(0, SNORLAX);
      sc.bench(0, 'Sandy Shocks ex@PAR 108');
      sc.active(1, SNORLAX);
      sc.prizes(1, prizes);
      const [f] = sc.discard(0, FIGHT);
      sc.turn(0);
      expect(sc.can(Act.Power, 0, B01)).toBe(prizes <= 4);
      if (prizes > 4) continue;
      sc.do(Act.Power, 0, B01).do(Act.ChooseCard, f);
      expect(sc.energyOn(B01)).toBe(1);
    }
  });

  it('A5: Dodrio MEW 85 puts a damage counter on itself, then draws a card', () => {
    const sc = std();
    sc.active(0, 'Dodrio@MEW 85', { under: ['Doduo@MEW 84'] });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, A0);
    expect([sc.s.damage[A0], sc.s.handCount[0]]).toEqual([10, 1]);
  });

  it("X3: Carracosta SCR 38: its side's attacks do 30 more to the opponent's Active Evolution Pokémon, none to a Basic one", () => {
    for (const [evolved, want] of [[true, 40], [false, 10]] as const) {
      const sc = std();
      sc.active(0, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.bench(0, 'Carracosta@SCR 38', { under: ['Tirtouga'] });
      if (evolved) sc.active(1, 'Dolliv@SVI 22', { under: ['Smoliv@SVI 21'] });
      else sc.active(1, 'Regirock@JTG 82');
      sc.turn(0).attack(0); // Jab 10 (no Weakness to Fighting here)
      expect(sc.s.damage[A1]).toBe(want);
    }
  });
});

describe('generated Abilities: passive damage changes (engine/damage.ts)', () => {
  const DARK = 'Basic Darkness Energy', METAL = 'Basic Metal Energy';

  it('X3: Kingambit SVI 134 Leadership: +30 to the opponent\'s Active from its side\'s Basic Pokémon\'s attacks (before Weakness), none to an Evolution Pokémon\'s', () => {
    const sc = std();
    sc.active(0, 'Riolu@SVI 112', { energy: [FIGHT] });
    sc.bench(0, 'Kingambit@SVI 134', { under: ['Pawniard', 'Bisharp@SVI 133'] });
    sc.active(1, SNORLAX);
    sc.turn(0).attack(0); // Jab 10 + 30, ×2 Weakness
    expect(sc.s.damage[A1]).toBe(80);
    const own = std(DARK);
    own.active(0, 'Kingambit@SVI 134', { under: ['Pawniard', 'Bisharp@SVI 133'], energy: [DARK, DARK, DARK] });
    own.active(1, 'Mega Scrafty ex@ASC 135', { under: ['Scraggy'] }); // 330 HP, Darkness: no Weakness to it
    own.turn(0).attack(0); // Hack At 160: a Stage 2, no bonus
    expect(own.s.damage[A1]).toBe(160);
  });

  it('X3: Entei OBF 30 Pressure: while it is Active, the opponent\'s Active\'s attacks do 20 less (before Weakness and Resistance); from the Bench nothing', () => {
    for (const [entei, want] of [[true, 50], [false, 70]] as const) {
      const sc = std(LIGHT);
      if (entei) sc.active(0, 'Entei@OBF 30'); // 130 HP, Water Weakness
      else { sc.active(0, SNORLAX); sc.bench(0, 'Entei@OBF 30'); }
      sc.active(1, 'Pincurchin@PAL 72', { energy: [LIGHT, LIGHT, LIGHT] });
      sc.turn(1, 4).attack(0); // Needle Crush 70
      expect(sc.s.damage[A0]).toBe(want);
    }
  });

  it('X3: Hariyama PAL 113 Arm Thrust Practice: each of its side\'s Pokémon takes 10 less from the opponent\'s attacks, after Weakness, and two stack; Klinklang BLK 63: 20 less only with Metal Energy attached', () => {
    for (const [n, want] of [[0, 20], [1, 10], [2, 0]] as const) {
      const sc = std();
      sc.active(0, SNORLAX);
      for (let i = 0; i < n; i++) sc.bench(0, 'Hariyama@PAL 113', { under: ['Makuhita'] });
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4).attack(0); // Jab 10, ×2 Weakness
      expect(sc.s.damage[A0]).toBe(want);
    }
    for (const [energy, want] of [[[METAL], 0], [[], 20]] as const) {
      const sc = std();
      sc.active(0, SNORLAX, { energy: [...energy] });
      sc.bench(0, 'Klinklang@BLK 63', { under: ['Klink', 'Klang'] });
      sc.active(1, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.turn(1, 4).attack(0);
      expect(sc.s.damage[A0]).toBe(want);
    }
  });
});

describe('generated Abilities: the greedy bot', () => {
  const pick = (sc: Scenario): number => { const l = sc.legal(); return l[greedyChoose(sc.s, Int32Array.from(l), l.length, {} as never)]; };

  it('A5: greedy uses Night Gate (Gengar PAF 57) to bring in a Benched attacker for an Active that cannot attack, and picks that attacker; with an Active that can attack it does not', () => {
    for (const ready of [false, true]) {
      const sc = std();
      sc.active(0, SNORLAX, ready ? { energy: [FIGHT, FIGHT, FIGHT, FIGHT] } : {});
      sc.bench(0, 'Gengar@PAF 57', { under: ['Gastly', 'Haunter@PAF 56'] });
      sc.bench(0, 'Riolu@SVI 112', { energy: [FIGHT] });
      sc.active(1, SNORLAX);
      sc.turn(0);
      const first = pick(sc);
      if (ready) { expect(first).not.toBe(act(Act.Power, 0, B01)); continue; }
      expect(first).toBe(act(Act.Power, 0, B01));
      sc.do(Act.Power, 0, B01);
      expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, 2));
    }
  });

  it('A5: greedy heals the most damaged Pokémon with Confectionary Gift (Alcremie ex JTG 75), and burns with Scalding Steam (Volcanion ex JTG 31) only an opponent not yet Burned', () => {
    const sc = std();
    sc.active(0, SNORLAX, { damage: 20 });
    sc.bench(0, 'Alcremie ex', { under: ['Milcery@JTG 74'], damage: 60 });
    sc.active(1, SNORLAX);
    sc.turn(0).do(Act.Power, 0, B01);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, B01));
    const v = std();
    v.active(0, 'Volcanion ex@JTG 31');
    v.active(1, SNORLAX);
    v.turn(0);
    expect(pick(v)).toBe(act(Act.Power, 0, A0));
    v.s.burned[A1] = 1;
    expect(v.legal()).toContain(act(Act.Power, 0, A0));
    expect(pick(v)).not.toBe(act(Act.Power, 0, A0));
  });
});

describe('generated Abilities in whole games', () => {
  it('A5: decks of the Pokémon with these Abilities play whole games (random and greedy bots): every action legal, invariants kept, replays and resumed clones equal (the fuzz)', () => {
    const line = (n: number, ...refs: string[]): string[] => refs.flatMap((r) => Array<string>(n).fill(r));
    const energy = (n: number, ...types: string[]): string[] => Array.from({ length: n }, (_, i) => `Basic ${types[i % types.length]} Energy`);
    const a = [
      ...line(3, 'Volcanion ex@JTG 31', 'Entei@OBF 30', 'Victini@SSP 21', 'Drowzee@MEW 96', 'Milcery@JTG 74', 'Sewaddle', 'Gastly', 'Makuhita'),
      ...line(2, 'Hypno@MEW 97', 'Alcremie ex@JTG 75', 'Swadloon', 'Haunter@PAF 56', 'Gengar@PAF 57', 'Hariyama@PAL 113'),
      ...line(2, 'Ponyta', 'Rapidash@DRI 30', 'Maschiff', 'Mabosstiff@SVI 137', 'Tepig'), 'Pignite', 'Emboar@WHT 13',
      ...line(2, 'Chansey@SVI 144', 'Blissey@SVI 145', 'Phantump', 'Trevenant@OBF 12'),
    ];
    const b = [
      ...line(3, 'Pawniard', 'Sprigatito', 'Smoliv@SVI 21', "Hop's Wooloo", 'Remoraid@PAR 33', 'Bramblin'),
      ...line(2, 'Bisharp@SVI 133', 'Kingambit@SVI 134', 'Floragato@SVI 14', 'Meowscarada@JTG 18', 'Dolliv@SVI 22', 'Arboliva@SVI 23', "Hop's Dubwool", 'Octillery@PAR 34', 'Brambleghast'),
      ...line(2, 'Deerling', 'Sawsbuck@TEF 17', 'Tynamo', 'Eelektrik@BLK 31', 'Dratini', 'Dragonair@ASC 151'), 'Artazon',
      ...line(2, "Team Rocket's Zubat", "Team Rocket's Golbat", 'Durant ex@SSP 4', 'Chien-Pao@SVP 152'),
      'Doduo@MEW 84', 'Dodrio@MEW 85',
    ];
    const deck0 = [...a, ...energy(60 - a.length, 'Fire', 'Psychic', 'Fighting', 'Grass', 'Darkness')].map(cardId);
    const deck1 = [...b, ...energy(60 - b.length, 'Darkness', 'Grass', 'Water', 'Psychic', 'Lightning')].map(cardId);
    const pairs: DeckPair[] = [{ name0: 'a', name1: 'b', deck0, deck1, rules: 'standard' }, { name0: 'b', name1: 'a', deck0: deck1, deck1: deck0, rules: 'standard' }];
    const sum = fuzz({ games: 60, seed: 'generated-abilities', pairs });
    expect(sum.failure ? formatFailure(sum.failure) : null).toBeNull();
    expect(sum.games).toBe(60);
  });
});
