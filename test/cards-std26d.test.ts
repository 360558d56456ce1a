// Cards of the Standard 2026 Gholdengo/Lunatone and Mega Absol box lists (issue 32): Gimmighoul,
// Gholdengo ex, Buneary, Mega Lopunny ex, Ciphermaniac's Codebreaking, Lana's Aid, Superior Energy
// Retrieval, Picnic Basket, Mega Kangaskhan ex, Mega Absol ex, Cornerstone Mask Ogerpon ex, Yveltal,
// Psyduck, Pecharunt ex, Penny, Precious Trolley and Lively Stadium. A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS, ALL_DEFS } from '../src/cards/pool.js';
import { Cond, type PokemonDef, type TrainerDef } from '../src/cards/types.js';
import { ownAttackDamage, teraOnBench } from '../src/engine/damage.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { maxHp } from '../src/engine/zones.js';

const FIGHT = 'Basic Fighting Energy';
const METAL = 'Basic Metal Energy';
const DARK = 'Basic Darkness Energy';
const GHOLDENGO = 'Gholdengo ex';
const KANGASKHAN = 'Mega Kangaskhan ex';
const LOPUNNY = 'Mega Lopunny ex';
const ABSOL = 'Mega Absol ex';
const OGERPON = 'Cornerstone Mask Ogerpon ex';
const YVELTAL = 'Yveltal@MEG 88';
const PSYDUCK = 'Psyduck@ASC 39';
const PECHARUNT = 'Pecharunt ex';
const SWITCH = 'Switch@MEG 130';
const A0 = 0, B01 = 1, B02 = 2, B03 = 3, A1 = SLOTS, B11 = SLOTS + 1;

const std = (opts: { deck0?: string[]; deck1?: string[]; filler?: string } = {}): Scenario => new Scenario({ rules: 'standard', filler: METAL, ...opts });

const offered = (sc: Scenario): string[] =>
  [...new Set(sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name))].sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const powers = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.Power).map(actB).sort((a, b) => a - b);
const playable = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

const play = (sc: Scenario, p: number, ref: string): void => { sc.do(Act.PlayTrainer, sc.handCard(p, ref)); };

describe('Gimmighoul (SSP 97)', () => {
  it('Minor Errand-Running: up to 2 basic Energy from the deck into the hand (nothing else offered), then a shuffle', () => {
    const sc = std({ deck0: [FIGHT, DARK, 'Nest Ball'], filler: 'Nest Ball' });
    sc.active(0, 'Gimmighoul', { energy: [METAL] });
    sc.active(1, 'Gimmighoul');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offered(sc)).toEqual([DARK, FIGHT]);
    choose(sc, FIGHT);
    choose(sc, DARK);
    expect([sc.countIn(0, FIGHT, Zone.Hand), sc.countIn(0, DARK, Zone.Hand)]).toEqual([1, 1]);
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
    sc.expectFlipsUsed();
  });
});

describe('Gholdengo ex (PAR 139)', () => {
  it('Coin Bonus: draw 2 while Active, 1 on the Bench; once a turn for each Gholdengo ex', () => {
    const sc = std();
    sc.active(0, GHOLDENGO, { under: ['Gimmighoul'] });
    sc.bench(0, GHOLDENGO, { under: ['Gimmighoul'] });
    sc.active(1, 'Gimmighoul');
    sc.turn(0);
    expect(powers(sc)).toEqual([A0, B01]);
    const hand = sc.s.handCount[0];
    sc.do(Act.Power, 0, A0);
    expect(sc.s.handCount[0]).toBe(hand + 2);
    sc.do(Act.Power, 0, B01);
    expect(sc.s.handCount[0]).toBe(hand + 3);
    expect(powers(sc)).toEqual([]);
  });

  it('Make It Rain: 50 for each basic Energy card discarded from the hand, as many as its player chooses', () => {
    for (const n of [0, 2]) {
      const sc = std();
      sc.active(0, GHOLDENGO, { under: ['Gimmighoul'], energy: [METAL] });
      sc.active(1, KANGASKHAN); // 300 HP, Fighting Weakness
      sc.hand(0, FIGHT, FIGHT, FIGHT, 'Nest Ball');
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(offered(sc)).toEqual([FIGHT]); // basic Energy only
      for (let i = 0; i < n; i++) choose(sc, FIGHT);
      sc.do(Act.Done);
      expect(sc.s.damage[A1], `${n} discarded`).toBe(50 * n);
      expect([sc.countIn(0, FIGHT, Zone.Discard), sc.countIn(0, FIGHT, Zone.Hand), sc.countIn(0, 'Nest Ball', Zone.Hand)]).toEqual([n, 3 - n, 1]);
      sc.expectFlipsUsed();
    }
  });
});

describe('Buneary (PFL 83), Mega Lopunny ex (PFL 84)', () => {
  it('Run Around: Buneary switches itself with a Benched Pokémon', () => {
    const sc = std();
    sc.active(0, 'Buneary', { energy: [METAL] });
    sc.bench(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect([sc.name(A0), sc.name(B01)]).toEqual(['Gimmighoul', 'Buneary']);
    sc.expectFlipsUsed();
  });

  it('R11 Gale Thrust: 60, 170 more if it moved from the Bench to the Active spot this turn', () => {
    const moved = std();
    moved.active(0, 'Gimmighoul');
    moved.bench(0, LOPUNNY, { under: ['Buneary'], energy: [METAL] });
    moved.active(1, KANGASKHAN);
    moved.hand(0, SWITCH);
    moved.turn(0);
    play(moved, 0, SWITCH);
    moved.do(Act.ChooseSlot, 0, B01);
    expect(moved.name(A0)).toBe(LOPUNNY);
    moved.flips();
    moved.attack(0);
    expect(moved.s.damage[A1]).toBe(230);
    moved.expectFlipsUsed();

    const retreated = std(); // a retreat moves it in too
    retreated.active(0, 'Buneary', { energy: [METAL] });
    retreated.bench(0, LOPUNNY, { under: ['Buneary'], energy: [METAL] });
    retreated.active(1, KANGASKHAN);
    retreated.turn(0);
    retreated.do(Act.Retreat, 0, B01);
    if (retreated.s.phase[0] !== Phase.Main) retreated.do(Act.ChooseCard, retreated.legal().map(actA)[0]); // the Energy to discard, if asked
    expect(retreated.name(A0)).toBe(LOPUNNY);
    retreated.flips();
    retreated.attack(0);
    expect(retreated.s.damage[A1]).toBe(230);
    retreated.expectFlipsUsed();

    const stayed = std();
    stayed.active(0, LOPUNNY, { under: ['Buneary'], energy: [METAL] });
    stayed.bench(0, 'Gimmighoul');
    stayed.active(1, KANGASKHAN);
    stayed.s.toActiveTurn[0] = 1; // it came in during an earlier turn
    stayed.turn(0);
    stayed.flips();
    stayed.attack(0);
    expect(stayed.s.damage[A1]).toBe(60);
    stayed.expectFlipsUsed();
  });

  it("X3 R11 Spiky Hopper: 160, not reduced by the effects on the opponent's Active (Mega Diancie ex takes 30 less)", () => {
    for (const [attack, dmg] of [[0, 30], [1, 160]]) {
      const sc = std();
      sc.active(0, LOPUNNY, { under: ['Buneary'], energy: [METAL, METAL] });
      sc.active(1, 'Mega Diancie ex');
      sc.turn(0);
      sc.flips();
      sc.attack(attack);
      expect(sc.s.damage[A1], `attack ${attack}`).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });

  it('K6 Mega Lopunny ex Knocked Out gives 3 Prize cards', () => {
    const sc = std();
    sc.active(0, ABSOL, { energy: [DARK, DARK, DARK] });
    sc.active(1, LOPUNNY, { under: ['Buneary'], damage: 200 });
    sc.bench(1, 'Gimmighoul');
    sc.prizes(0, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(1); // Claw of Darkness: 200 (the opponent's hand is empty: nothing to discard)
    expect(sc.countIn(1, LOPUNNY, Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(3);
    sc.expectFlipsUsed();
  });
});

describe("Ciphermaniac's Codebreaking (TEF 145)", () => {
  it('2 cards from the deck, the deck shuffled, then those 2 on top in the chosen order', () => {
    const sc = std({ deck0: ['Nest Ball', "Boss's Orders", 'Penny'] });
    sc.active(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.hand(0, "Ciphermaniac's Codebreaking");
    sc.turn(0);
    play(sc, 0, "Ciphermaniac's Codebreaking");
    expect(offered(sc)).toEqual([METAL, "Boss's Orders", 'Nest Ball', 'Penny'].sort());
    choose(sc, "Boss's Orders");
    choose(sc, 'Nest Ball');
    const s = sc.s, top = s.deckCount[0] - 1;
    expect([ALL_CARDS[s.cardDef[s.deck[top]]].name, ALL_CARDS[s.cardDef[s.deck[top - 1]]].name]).toEqual(["Boss's Orders", 'Nest Ball']);
    expect(s.deckCount[0]).toBe(60 - 2); // its Active and the Supporter left it; the 2 cards are back
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
    expect(s.phase[0]).toBe(Phase.Main);
  });
});

describe("Lana's Aid (TWM 155)", () => {
  it('up to 3 Pokémon without a Rule Box and basic Energy from the discard pile into the hand', () => {
    const sc = std();
    sc.active(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.discard(0, 'Buneary', GHOLDENGO, FIGHT, 'Nest Ball', 'Legacy Energy', 'Yveltal@MEG 88');
    sc.hand(0, "Lana's Aid");
    sc.turn(0);
    play(sc, 0, "Lana's Aid");
    expect(offered(sc)).toEqual(['Buneary', FIGHT, 'Yveltal'].sort());
    choose(sc, 'Buneary');
    choose(sc, FIGHT);
    choose(sc, 'Yveltal');
    expect(['Buneary', FIGHT, 'Yveltal'].map((n) => sc.countIn(0, n, Zone.Hand))).toEqual([1, 1, 1]);
    expect([sc.countIn(0, GHOLDENGO, Zone.Discard), sc.countIn(0, 'Legacy Energy', Zone.Discard)]).toEqual([1, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});

describe('Superior Energy Retrieval (PAL 189)', () => {
  it('A3 needs 2 other cards to discard; then up to 4 basic Energy from the discard, not the ones just discarded', () => {
    const short = std();
    short.active(0, 'Gimmighoul');
    short.discard(0, FIGHT);
    short.hand(0, 'Superior Energy Retrieval', 'Nest Ball');
    short.turn(0);
    expect(playable(short, 0, 'Superior Energy Retrieval')).toBe(false);

    const sc = std({ filler: 'Nest Ball' });
    sc.active(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.discard(0, FIGHT, FIGHT, FIGHT, FIGHT, FIGHT);
    sc.hand(0, 'Superior Energy Retrieval', DARK, 'Nest Ball');
    sc.turn(0);
    play(sc, 0, 'Superior Energy Retrieval');
    choose(sc, DARK);
    choose(sc, 'Nest Ball');
    expect(offered(sc)).toEqual([FIGHT]); // the Darkness Energy just discarded can't come back
    for (let i = 0; i < 4; i++) choose(sc, FIGHT);
    expect([sc.countIn(0, FIGHT, Zone.Hand), sc.countIn(0, FIGHT, Zone.Discard), sc.countIn(0, DARK, Zone.Discard)]).toEqual([4, 1, 1]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });
});

describe('Picnic Basket (SVI 184)', () => {
  it("heals 30 from each Pokémon in play, both players'", () => {
    const sc = std();
    sc.active(0, 'Gimmighoul', { damage: 50 });
    sc.bench(0, 'Buneary', { damage: 20 });
    sc.active(1, KANGASKHAN, { damage: 10 });
    sc.bench(1, YVELTAL, { damage: 40 });
    sc.hand(0, 'Picnic Basket');
    sc.turn(0);
    play(sc, 0, 'Picnic Basket');
    expect([A0, B01, A1, B11].map((sl) => sc.s.damage[sl])).toEqual([20, 0, 0, 10]);
  });
});

describe('Mega Kangaskhan ex (MEG 104)', () => {
  it('Run Errand: draw 2 only while Active, one Run Errand a turn for the player', () => {
    const sc = std();
    sc.active(0, KANGASKHAN);
    sc.bench(0, KANGASKHAN);
    sc.active(1, 'Gimmighoul');
    sc.hand(0, SWITCH);
    sc.turn(0);
    expect(powers(sc)).toEqual([A0]); // not from the Bench
    const hand = sc.s.handCount[0];
    sc.do(Act.Power, 0, A0);
    expect(sc.s.handCount[0]).toBe(hand + 2);
    play(sc, 0, SWITCH);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(powers(sc)).toEqual([]); // the other Mega Kangaskhan ex, now Active: the name is used up
  });

  it('Rapid-Fire Combo: 200, 50 more for each heads until tails', () => {
    const sc = std();
    sc.active(0, KANGASKHAN, { energy: [METAL, METAL, METAL] });
    sc.active(1, LOPUNNY, { under: ['Buneary'] }); // 330 HP, Fighting Weakness
    sc.turn(0);
    sc.flips(true, true, false);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(300);
    sc.expectFlipsUsed();
  });
});

describe('Mega Absol ex (MEG 86)', () => {
  it('R11 Terminal Period: the opponent\'s Active with exactly 6 damage counters is Knocked Out (3 Prizes are not at stake: it gives 2)', () => {
    for (const [damage, out] of [[60, true], [50, false], [70, false]] as const) {
      const sc = std();
      sc.active(0, ABSOL, { energy: [DARK, DARK] });
      sc.active(1, GHOLDENGO, { under: ['Gimmighoul'], damage });
      sc.bench(1, 'Gimmighoul');
      sc.prizes(0, 6);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.countIn(1, GHOLDENGO, Zone.Discard), `${damage} damage`).toBe(out ? 1 : 0);
      expect(sc.s.prizeCount[0]).toBe(out ? 4 : 6);
      if (!out) expect(sc.s.damage[A1]).toBe(damage);
      sc.expectFlipsUsed();
    }
  });

  it('R11 Terminal Period is an effect of the attack: Mist Energy on the opponent\'s Active stops the Knock Out', () => {
    const sc = std();
    sc.active(0, ABSOL, { energy: [DARK, DARK] });
    sc.active(1, GHOLDENGO, { under: ['Gimmighoul'], damage: 60, energy: ['Mist Energy'] });
    sc.bench(1, 'Gimmighoul');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect([sc.name(A1), sc.s.damage[A1]]).toEqual([GHOLDENGO, 60]);
    sc.expectFlipsUsed();
  });

  it('Claw of Darkness: 200, and its player discards a card from the opponent\'s revealed hand', () => {
    const sc = std();
    sc.active(0, ABSOL, { energy: [DARK, DARK, DARK] });
    sc.active(1, KANGASKHAN);
    sc.hand(1, 'Nest Ball', "Boss's Orders");
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(offered(sc)).toEqual(["Boss's Orders", 'Nest Ball']);
    choose(sc, "Boss's Orders");
    expect(sc.s.damage[A1]).toBe(200);
    expect([sc.countIn(1, "Boss's Orders", Zone.Discard), sc.countIn(1, 'Nest Ball', Zone.Hand)]).toEqual([1, 1]);
    sc.expectFlipsUsed();
  });
});

describe('Cornerstone Mask Ogerpon ex (TWM 112)', () => {
  it("R11 Cornerstone Stance: no damage from attacks of the opponent's Pokémon that have an Ability; others hit it", () => {
    const sc = std();
    sc.active(1, GHOLDENGO, { under: ['Gimmighoul'], energy: [METAL] });
    sc.active(0, OGERPON);
    sc.hand(1, FIGHT, FIGHT);
    sc.turn(1);
    sc.flips();
    sc.attack(0);
    choose(sc, FIGHT);
    choose(sc, FIGHT); // the last one: the choice ends
    expect(sc.countIn(1, FIGHT, Zone.Discard)).toBe(2);
    expect(sc.s.damage[A0]).toBe(0);
    sc.expectFlipsUsed();

    const other = std();
    other.active(1, ABSOL, { energy: [DARK, DARK, DARK] });
    other.active(0, OGERPON);
    other.turn(1);
    other.flips();
    other.attack(1);
    expect(other.s.damage[A0]).toBe(200);
    other.expectFlipsUsed();
  });

  it("X3 R11 Demolish: 140, no Weakness or Resistance and not reduced by the effects on the opponent's Active", () => {
    for (const target of [KANGASKHAN, 'Mega Diancie ex']) { // Fighting Weakness; takes 30 less
      const sc = std();
      sc.active(0, OGERPON, { energy: [FIGHT, FIGHT, FIGHT] });
      sc.active(1, target);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], target).toBe(140);
      sc.expectFlipsUsed();
    }
  });

  it('X7 it is a Tera Pokémon: on the Bench, no damage from attacks, either player\'s', () => {
    const sc = std();
    sc.active(0, 'Gimmighoul');
    sc.bench(0, OGERPON);
    expect((ALL_DEFS[cardId(OGERPON)] as PokemonDef).tera).toBe(true);
    expect(teraOnBench(sc.s, B01)).toBe(true);
    ownAttackDamage(sc.s, B01, 50);
    expect(sc.s.damage[B01]).toBe(0);
  });
});

describe('Yveltal (MEG 88)', () => {
  it("Clutch: 20, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const sc = std();
    sc.active(0, YVELTAL, { energy: [DARK] });
    sc.active(1, 'Buneary', { energy: [METAL] }); // Retreat Cost 1, paid
    sc.bench(1, 'Gimmighoul');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(20);
    expect([sc.s.current[0], sc.s.phase[0]]).toEqual([1, Phase.Main]);
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
    sc.expectFlipsUsed();
  });
});

describe('Psyduck (ASC 39)', () => {
  it("A5 R11 Damp: Abilities whose user Knocks itself Out (Cursed Blast) can't be used while it is in play, either player's", () => {
    const board = (psyduck: number): Scenario => {
      const sc = std();
      sc.active(0, 'Gimmighoul');
      sc.bench(0, 'Dusclops');
      sc.active(1, 'Gimmighoul');
      if (psyduck >= 0) sc.bench(psyduck, PSYDUCK);
      sc.turn(0);
      return sc;
    };
    expect(powers(board(-1))).toEqual([B01]);
    expect(powers(board(0))).toEqual([]);
    expect(powers(board(1))).toEqual([]);
  });
});

describe('Pecharunt ex (SFA 39)', () => {
  it('Subjugating Chains: a Benched Darkness Pokémon other than Pecharunt ex switches in and is Poisoned; one a turn', () => {
    const sc = std();
    sc.active(0, 'Gimmighoul');
    sc.bench(0, PECHARUNT);
    sc.bench(0, PECHARUNT);
    sc.bench(0, YVELTAL);
    sc.bench(0, 'Buneary');
    sc.active(1, 'Gimmighoul');
    sc.turn(0);
    expect(powers(sc)).toEqual([B01, B02]);
    sc.do(Act.Power, 0, B01);
    expect(offeredSlots(sc)).toEqual([B03]); // Yveltal: not a Pecharunt ex, not a Colorless Pokémon
    sc.do(Act.ChooseSlot, 0, B03);
    expect([sc.name(A0), sc.name(B03)]).toEqual(['Yveltal', 'Gimmighoul']);
    expect([sc.s.poisoned[A0], sc.s.poisoned[B03]]).toEqual([1, 0]);
    expect(sc.events.some((e) => e.code === Ev.Condition && e.a === A0 && e.b === Cond.Poisoned)).toBe(true);
    expect(powers(sc)).toEqual([]);
  });

  it('Irritated Outburst: 60 for each Prize card the opponent has taken', () => {
    for (const taken of [0, 2]) {
      const sc = std();
      sc.active(0, PECHARUNT, { energy: [DARK, DARK] });
      sc.active(1, KANGASKHAN);
      sc.s.prizesTaken[1] = taken;
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], `${taken} taken`).toBe(60 * taken);
      sc.expectFlipsUsed();
    }
  });
});

describe('Penny (SVI 183)', () => {
  it('one of your Basic Pokémon (not an evolved one) and every card attached to it into your hand', () => {
    const sc = std();
    sc.active(0, GHOLDENGO, { under: ['Gimmighoul'] });
    sc.bench(0, YVELTAL, { energy: [DARK], damage: 30 });
    sc.bench(0, 'Buneary');
    sc.active(1, 'Gimmighoul');
    sc.hand(0, 'Penny');
    sc.turn(0);
    play(sc, 0, 'Penny');
    expect(offeredSlots(sc)).toEqual([B01, B02]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect([sc.countIn(0, 'Yveltal', Zone.Hand), sc.countIn(0, DARK, Zone.Hand)]).toEqual([1, 1]);
    expect([sc.s.benchCount[0], sc.name(B01)]).toEqual([1, 'Buneary']);
  });
});

describe('Penny (SVI 183): the Active', () => {
  it('R11 the Active Basic may go back only when a Benched Pokémon can replace it (then it is promoted)', () => {
    const alone = std();
    alone.active(0, 'Buneary');
    alone.active(1, 'Gimmighoul');
    alone.hand(0, 'Penny');
    alone.turn(0);
    expect(playable(alone, 0, 'Penny')).toBe(false);

    const sc = std();
    sc.active(0, 'Buneary', { energy: [METAL] });
    sc.bench(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.hand(0, 'Penny');
    sc.turn(0);
    play(sc, 0, 'Penny');
    expect(offeredSlots(sc)).toEqual([A0, B01]);
    sc.do(Act.ChooseSlot, 0, A0);
    expect([sc.countIn(0, 'Buneary', Zone.Hand), sc.countIn(0, METAL, Zone.Hand) >= 1]).toEqual([1, true]);
    if (sc.s.phase[0] !== Phase.Main) sc.do(Act.ChooseSlot, 0, B01); // the promotion, if asked
    expect(sc.name(A0)).toBe('Gimmighoul');
  });
});

describe('Precious Trolley (SSP 185)', () => {
  it('D5 ACE SPEC: any number of Basic Pokémon from the deck onto the Bench, then a shuffle', () => {
    const id = cardId('Precious Trolley');
    expect((ALL_DEFS[id] as TrainerDef).aceSpec).toBe(true);
    const sc = std({ deck0: ['Buneary', YVELTAL, PSYDUCK, GHOLDENGO] });
    sc.active(0, 'Gimmighoul');
    sc.active(1, 'Gimmighoul');
    sc.hand(0, 'Precious Trolley');
    sc.turn(0);
    play(sc, 0, 'Precious Trolley');
    expect(offered(sc)).toEqual(['Buneary', 'Psyduck', 'Yveltal']);
    choose(sc, 'Buneary');
    choose(sc, 'Psyduck');
    choose(sc, 'Yveltal'); // the last one: the search ends
    expect(sc.s.benchCount[0]).toBe(3);
    expect(sc.countIn(0, GHOLDENGO, Zone.Deck)).toBe(1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
  });
});

describe('Lively Stadium (SSP 180)', () => {
  it('K1 R11 each Basic Pokémon in play gets +30 HP; when the Stadium leaves, one with that much damage is Knocked Out', () => {
    const sc = std();
    sc.active(0, 'Buneary', { damage: 80 }); // 70 HP
    sc.bench(0, GHOLDENGO, { under: ['Gimmighoul'] });
    sc.active(1, 'Gimmighoul');
    sc.bench(1, 'Gimmighoul');
    sc.hand(0, 'Lively Stadium');
    sc.hand(1, 'Artazon');
    sc.prizes(1, 6);
    sc.turn(0);
    play(sc, 0, 'Lively Stadium');
    expect([maxHp(sc.s, A0), maxHp(sc.s, B01), maxHp(sc.s, A1)]).toEqual([100, 260, 100]);
    expect(sc.name(A0)).toBe('Buneary');
    sc.turn(1, 4);
    play(sc, 1, 'Artazon');
    expect(sc.countIn(0, 'Buneary', Zone.Discard)).toBe(1);
    expect(sc.s.prizeCount[1]).toBe(5);
  });
});
