// Cards of the 13 SV Battle Decks the lead added: Tinkaton ex SVP 031 (its list names it without a
// set code in the source data), Cresselia, Chien-Pao ex, Lumineon V and Forest Seal Stone (A8).
// A scenario per effect.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeck } from '../src/decks/deck.js';
import { fuzz } from '../src/tools/fuzz.js';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { Guard } from '../src/cards/types.js';
import { act, actKind, actA, actB } from '../src/engine/actions.js';
import { Pend, NO_EXPIRY } from '../src/engine/state.js';
import { Ev } from '../src/engine/events.js';
import { cPrizes } from '../src/engine/tables.js';
import { attachCard } from '../src/engine/zones.js';
import { legalActions, step } from '../src/engine/game.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { describeAction } from '../src/sim/log.js';
import type { BotRng } from '../src/engine/rng.js';

const A1 = SLOTS;
const PSY = 'Basic Psychic Energy';

/** Tinkaton ex (Psychic, 300 HP) attacks Ampharos ex; hand of `hand` cards; Ampharos ex guarded for 100 less damage if `wall`. */
function tinkaton(hand: number, wall: boolean): Scenario {
  const sc = new Scenario({ rules: 'standard', filler: PSY });
  sc.active(0, 'Tinkaton ex', { energy: [PSY, PSY, PSY] });
  sc.active(1, 'Ampharos ex'); // 330 HP, no Weakness to Psychic
  for (let i = 0; i < hand; i++) sc.hand(0, PSY);
  if (wall) {
    sc.s.guard[A1] = Guard.ReduceDamage; // Lightning Wall's effect: 100 less damage from attacks
    sc.s.guardParam[A1] = 100;
    sc.s.guardUntil[A1] = 99;
  }
  sc.s.damage[A1] = 0;
  sc.turn(0);
  return sc;
}

describe('Tinkaton ex (SVP 031)', () => {
  it('Big Hammer: 30 × the cards in its player\'s hand (4 cards: 120; none: 0)', () => {
    for (const [hand, dmg] of [[4, 120], [0, 0]]) {
      const sc = tinkaton(hand, false);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1], `${hand} cards`).toBe(dmg);
      sc.expectFlipsUsed();
    }
  });

  it('X3: Pulverizing Press is not changed by effects on the opponent\'s Active (a 100-less guard), Big Hammer is', () => {
    const press = tinkaton(0, true);
    press.flips();
    press.attack(1);
    expect(press.s.damage[A1]).toBe(140);
    press.expectFlipsUsed();
    const hammer = tinkaton(5, true);
    hammer.flips();
    hammer.attack(0);
    expect(hammer.s.damage[A1]).toBe(50); // 150 − 100
    hammer.expectFlipsUsed();
  });
});

const W = 'Basic Water Energy';
const power = (sc: Scenario) => sc.legal().filter((x) => actKind(x) === Act.Power).map((x) => [actA(x), actB(x)]);

describe('Cresselia (LOR 074)', () => {
  it('Moonglow Reverse: 2 damage counters (or fewer) from each of your Pokémon onto 1 opponent Pokémon you choose', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
    sc.active(0, 'Cresselia', { energy: ['Basic Psychic Energy'], damage: 30 });
    const b1 = sc.bench(0, 'Lechonk', { damage: 10 });
    const b2 = sc.bench(0, 'Lechonk');
    sc.active(1, 'Ampharos ex');
    const target = sc.bench(1, 'Lechonk');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, target);
    expect([sc.s.damage[0], sc.s.damage[b1], sc.s.damage[b2]]).toEqual([10, 0, 0]);
    expect(sc.s.damage[target]).toBe(30);
    expect(sc.events.filter((e) => e.code === Ev.MoveDamage).map((e) => [e.a, e.b, e.c])).toEqual([[0, target, 20], [b1, target, 10]]);
    sc.expectFlipsUsed();
  });
});

describe('Chien-Pao ex (SVP 030)', () => {
  it('A5: Shivery Chill only while Active, once a turn: up to 2 basic Water Energy from the deck into the hand', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy', deck0: [W, W, W] });
    sc.active(0, 'Lechonk');
    const bench = sc.bench(0, 'Chien-Pao ex');
    sc.active(1, 'Lechonk');
    sc.turn(0);
    expect(power(sc)).toEqual([]); // on the Bench
    const sc2 = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy', deck0: [W, W, W] });
    sc2.active(0, 'Chien-Pao ex');
    sc2.active(1, 'Lechonk');
    sc2.turn(0);
    expect(power(sc2)).toEqual([[0, 0]]);
    sc2.do(Act.Power, 0, 0);
    for (let k = 0; k < 2; k++) sc2.do(Act.ChooseCard, sc2.legal().map(actA).find((c) => sc2.s.cardDef[c] === cardId(W))!);
    expect(sc2.countIn(0, W, Zone.Hand)).toBe(2);
    expect(power(sc2)).toEqual([]); // once a turn
    expect(bench).toBe(1);
  });

  it('Hail Blade: discard any number of Water Energy from your Pokémon, 60 damage each (2 discarded: 120)', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
    sc.active(0, 'Chien-Pao ex', { energy: [W, W] });
    const b = sc.bench(0, 'Lechonk', { energy: [W] });
    sc.active(1, 'Ampharos ex'); // 330 HP, no Weakness to Water
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    const pick = () => sc.legal().find((x) => actKind(x) === Act.ChooseCard)!;
    sc.do(Act.ChooseCard, actA(pick()));
    sc.do(Act.ChooseCard, actA(pick()));
    sc.do(Act.Done);
    expect(sc.s.damage[A1]).toBe(120);
    expect(sc.countIn(0, W, Zone.Discard)).toBe(2);
    expect(sc.energyOn(0) + sc.energyOn(b)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('the greedy bot discards just enough Water Energy for the Knock Out', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
    sc.active(0, 'Chien-Pao ex', { energy: [W, W, W, W] });
    sc.active(1, 'Lechonk', { damage: 0 }); // 60 HP: one Energy is enough
    sc.bench(1, 'Lechonk');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    while (sc.s.phase[0] === Phase.Effect) {
      const n = legalActions(sc.s, sc.out);
      step(sc.s, sc.out[greedyChoose(sc.s, sc.out, n, {} as BotRng)]);
    }
    expect(sc.countIn(0, W, Zone.Discard)).toBe(1);
    expect(sc.countIn(1, 'Lechonk', Zone.Discard)).toBe(1);
  });
});

describe('Lumineon V (BRS 040)', () => {
  it('K6: a Pokémon V gives 2 Prize cards', () => {
    expect(cPrizes[cardId('Lumineon V')]).toBe(2);
  });

  it('A5: Luminous Sign is offered when it is played from the hand onto the Bench: a Supporter from the deck into the hand', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy', deck0: ["Boss's Orders@PAL 172"] });
    sc.active(0, 'Lechonk');
    sc.active(1, 'Lechonk');
    const [lum] = sc.hand(0, 'Lumineon V');
    sc.turn(0);
    sc.do(Act.PlayBasic, lum);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    sc.do(Act.Yes);
    const boss = sc.legal().map(actA).find((c) => sc.s.cardDef[c] === cardId("Boss's Orders@PAL 172"))!;
    sc.do(Act.ChooseCard, boss);
    expect(sc.s.cardZone[boss]).toBe(Zone.Hand);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('K3: Aqua Return shuffles Lumineon V and its cards into the deck after the damage; its owner promotes', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
    const lum = sc.active(0, 'Lumineon V', { energy: [W, W, W] });
    const bench = sc.bench(0, 'Lechonk');
    sc.active(1, 'Lumineon V'); // 170 HP, no Weakness to Water
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(120);
    expect(sc.s.deckCount[0]).toBe(deck + 4);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.do(Act.ChooseSlot, 0, bench);
    expect(sc.name(lum)).toBe('Lechonk');
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });
});

describe('Forest Seal Stone (SIT 156): Star Alchemy, a VSTAR Power', () => {
  function withStone(): Scenario {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy', deck0: ['Rare Candy'] });
    sc.active(0, 'Lumineon V');
    sc.bench(0, 'Lumineon V');
    sc.bench(0, 'Lechonk');
    sc.active(1, 'Lumineon V');
    sc.turn(0);
    return sc;
  }
  const attach = (sc: Scenario, p: number, slot: number) => {
    const [stone] = sc.hand(p, 'Forest Seal Stone');
    attachCard(sc.s, slot, stone);
    sc.s.cardExpire[stone] = NO_EXPIRY; // a Tool stays (as the Tool op attaches it)
  };

  it('A8: a Pokémon V holding it may use Star Alchemy (any card into the hand); a non-V holder may not', () => {
    const sc = withStone();
    attach(sc, 0, 3); // Lechonk: not a Pokémon V
    expect(power(sc)).toEqual([]);
    attach(sc, 0, 0);
    expect(power(sc)).toEqual([[1, 0]]);
    sc.do(Act.Power, 1, 0);
    const candy = sc.legal().map(actA).find((c) => sc.s.cardDef[c] === cardId('Rare Candy'))!;
    sc.do(Act.ChooseCard, candy);
    expect(sc.s.cardZone[candy]).toBe(Zone.Hand);
    expect(sc.s.vstarUsed[0]).toBe(1);
  });

  it('A8: one VSTAR Power per player per game: a second Forest Seal Stone is not offered, next turn neither; the opponent keeps theirs', () => {
    const sc = withStone();
    attach(sc, 0, 0);
    attach(sc, 0, 1);
    expect(power(sc)).toEqual([[1, 0], [1, 1]]);
    sc.do(Act.Power, 1, 0);
    sc.do(Act.ChooseCard, sc.legal().map(actA).find((c) => sc.s.cardDef[c] === cardId('Rare Candy'))!);
    expect(power(sc)).toEqual([]);
    attach(sc, 1, SLOTS);
    sc.s.injectLen[0] = 0;
    sc.do(Act.EndTurn);
    expect(power(sc)).toEqual([[1, SLOTS]]); // the opponent's own VSTAR Power
    sc.do(Act.EndTurn);
    expect(power(sc)).toEqual([]); // still none for player 0
  });

  it('the log names Star Alchemy', () => {
    const sc = withStone();
    attach(sc, 0, 0);
    sc.do(Act.Power, 1, 0);
    expect(describeAction(sc.s, act(Act.Power, 1, 0))).toBe('use Star Alchemy of Lumineon V (active)');
  });
});

describe('the pool is a pool: lists mixing the 13 products\' cards play', () => {
  it('a Charizard ex / Pidgeot ex / Rare Candy list and a Lightning list (Miraidon ex, Regieleki VMAX, Raichu) validate, and 300 fuzzed games keep every invariant', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptcg-mixed-'));
    try {
      mkdirSync(join(root, 'decks', 'classic'), { recursive: true });
      mkdirSync(join(root, 'decks', 'standard'), { recursive: true });
      for (const f of ['charizard-pidgeot.txt', 'lightning.txt']) {
        const text = readFileSync(join('test', 'fixtures', 'mixed', f), 'utf8');
        expect(parseDeck(text, f).problems).toEqual([]);
        writeFileSync(join(root, 'decks', 'standard', f), text);
      }
      copyFileSync('decks/classic/overgrowth.txt', join(root, 'decks', 'classic', 'overgrowth.txt'));
      const r = fuzz({ games: 300, seed: 'mixed', root });
      expect(r.failure ?? null).toBeNull();
      expect(r.games).toBe(300);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Boltund (TEF 059)', () => {
  it('Electrifying Dash: 50 damage, then up to 2 basic Lightning Energy from the deck onto Benched Pokémon', () => {
    const L = 'Basic Lightning Energy';
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy', deck0: [L, L, L] });
    sc.active(0, 'Boltund', { energy: [L] });
    const b = sc.bench(0, 'Lechonk');
    sc.active(1, 'Ampharos ex');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    for (let k = 0; k < 2; k++) {
      sc.do(Act.ChooseCard, sc.legal().map(actA).find((c) => sc.s.cardDef[c] === cardId(L))!);
      if (sc.legal().some((x) => actKind(x) === Act.ChooseSlot)) sc.do(Act.ChooseSlot, 0, b);
    }
    expect(sc.s.damage[A1]).toBe(50);
    expect(sc.energyOn(b)).toBe(2);
    sc.expectFlipsUsed();
  });
});
