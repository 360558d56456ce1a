// Area Zero Underdepths (SCR 131): a Bench of up to 8 for a player with a Tera Pokémon in play, and
// the discard back down to 5 (RULES.md A1, A3, R13). A scenario per case, then fuzzed games of the
// Charizard Pidgeot list, which plays it.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, copyFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Scenario, Act, Phase, Zone, SLOTS } from './helpers/scenario.js';
import { actKind, actB, act, MAX_ACTIONS } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { GameState, Pend, BENCH_MAX } from '../src/engine/state.js';
import { benchLimit } from '../src/engine/zones.js';
import { newGame, legalActions, step } from '../src/engine/game.js';
import { ruleParams } from '../src/engine/rules.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { loadDeck } from '../src/decks/deck.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { greedyBot, randomBot } from '../src/bots/bots.js';
import { BotRng, masterKey } from '../src/engine/rng.js';
import { describeAction } from '../src/sim/log.js';
import { fuzz } from '../src/tools/fuzz.js';

const AZU = 'Area Zero Underdepths';
const TERA = 'Terapagos ex'; // a Basic Tera Pokémon ex (230 HP, weak to Fighting)
const FILL = ['Rattata', 'Pikachu', 'Squirtle', 'Bulbasaur', 'Charmander@PAF 7', 'Hoothoot', 'Duskull', 'Onix']; // Basics without a Tera
const A0 = 0, A1 = SLOTS;

const std = (): Scenario => new Scenario({ rules: 'standard' });
const benchSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB);
const canBench = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayBasic, sc.handCard(p, ref));
const playStadium = (sc: Scenario, p: number, ref: string): void => { sc.do(Act.PlayTrainer, sc.handCard(p, ref)); };
/** Player p's Bench: the names on it, in slot order. */
const benchNames = (sc: Scenario, p: number): string[] => Array.from({ length: sc.s.benchCount[p] }, (_, k) => sc.name(p * SLOTS + 1 + k));

/** Fill player p's Bench with n Pokémon of FILL (no Tera), from its first empty slot. */
function fillBench(sc: Scenario, p: number, n: number): void {
  for (let i = 0; i < n; i++) sc.bench(p, FILL[sc.s.benchCount[p] % FILL.length]);
}

describe('Area Zero Underdepths (SCR 131): a Bench of 8 with a Tera Pokémon (RULES.md R13)', () => {
  it('A1, R13: a 6th to 8th Benched Pokémon only while the Stadium is in play and its player has a Tera Pokémon in play', () => {
    const sc = std();
    sc.active(0, TERA);
    fillBench(sc, 0, 5);
    sc.active(1, 'Machop');
    fillBench(sc, 1, 5);
    sc.hand(0, 'Pidgey', 'Pidgey', 'Pidgey', 'Pidgey', AZU);
    sc.turn(0);
    expect(canBench(sc, 0, 'Pidgey')).toBe(false); // A1: 5 without the Stadium
    playStadium(sc, 0, AZU);
    expect(sc.s.cardZone[sc.s.stadium[0]]).toBe(Zone.Stadium);
    expect([benchLimit(sc.s, 0), benchLimit(sc.s, 1)]).toEqual([8, 5]); // the opponent has no Tera Pokémon
    for (let k = 6; k <= 8; k++) {
      sc.do(Act.PlayBasic, sc.handCard(0, 'Pidgey'));
      expect(sc.s.benchCount[0]).toBe(k);
      expect(sc.name(k)).toBe('Pidgey'); // slot k (the Active is slot 0)
    }
    expect(canBench(sc, 0, 'Pidgey')).toBe(false); // 8 is the most
    expect(checkInvariants(sc.s)).toBeNull();
    // The opponent, with the Stadium in play but no Tera Pokémon, still has room for 5 only.
    sc.hand(1, 'Pidgey');
    sc.turn(1);
    expect(canBench(sc, 1, 'Pidgey')).toBe(false);
  });

  it('R13: Unified Beatdown counts all 8 Benched Pokémon (240 damage)', () => {
    const sc = std();
    sc.active(0, TERA, { energy: ['Basic Grass Energy', 'Basic Grass Energy'] });
    sc.active(1, 'Charizard ex@OBF 125', { under: ['Charmander@PAF 7', 'Charmeleon@PFL 12'] }); // 330 HP
    sc.hand(0, AZU);
    sc.turn(0, 5);
    playStadium(sc, 0, AZU);
    fillBench(sc, 0, 8);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(240);
    sc.expectFlipsUsed();
  });

  it('A4, R13: evolving into a Tera Pokémon ex (Charizard ex) opens the 3 more places; it stays a Tera Pokémon', () => {
    const sc = std();
    sc.active(0, 'Charmeleon@PFL 12', { under: ['Charmander@PAF 7'] });
    fillBench(sc, 0, 5);
    sc.active(1, 'Machop');
    sc.hand(0, AZU, 'Charizard ex@OBF 125', 'Pidgey');
    sc.turn(0, 5);
    playStadium(sc, 0, AZU);
    expect(canBench(sc, 0, 'Pidgey')).toBe(false); // no Tera Pokémon yet
    sc.do(Act.Evolve, sc.handCard(0, 'Charizard ex'), A0);
    expect(sc.s.phase[0]).toBe(Phase.Effect); // Infernal Reign is offered (A5): declined
    sc.do(Act.No);
    expect(sc.name(A0)).toBe('Charizard ex');
    expect(canBench(sc, 0, 'Pidgey')).toBe(true);
  });

  it('K3, R13: the only Tera Pokémon Knocked Out: Prizes first, then its player discards Benched Pokémon of their choice down to 5, then promotes', () => {
    const sc = std();
    sc.active(0, 'Machop', { energy: ['Fighting Energy'] });
    sc.active(1, TERA, { damage: 200 });
    sc.hand(1, AZU);
    sc.turn(1);
    playStadium(sc, 1, AZU);
    fillBench(sc, 1, 8);
    sc.prizes(0, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(0); // Low Kick: 20, ×2 for Weakness: 40 Knocks Terapagos ex Out
    expect(sc.s.prizeCount[0]).toBe(4); // a Pokémon ex: 2 Prizes, taken before anything else (K4)
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    expect(sc.s.pend[0]).toBe(Pend.BenchDiscard);
    expect(sc.s.decider[0]).toBe(1);
    expect(benchSlots(sc)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((k) => A1 + k));
    expect(sc.can(Act.Done)).toBe(false); // not optional
    expect(checkInvariants(sc.s)).toBeNull();
    const before = benchNames(sc, 1);
    expect(sc.s.discardCount[1]).toBe(1); // Terapagos ex
    sc.do(Act.ChooseSlot, 0, A1 + 2).do(Act.ChooseSlot, 0, A1 + 2).do(Act.ChooseSlot, 0, A1 + 6);
    // Three discarded (the Bench closes up after each), no Prize for them, then the promotion.
    expect(benchNames(sc, 1)).toEqual([before[0], before[3], before[4], before[5], before[6]]);
    expect(sc.s.discardCount[1]).toBe(4);
    expect(sc.s.prizeCount[0]).toBe(4);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(1);
    sc.do(Act.ChooseSlot, 0, A1 + 1);
    expect(sc.s.benchCount[1]).toBe(4);
    expect(sc.s.current[0]).toBe(1); // the turn went on to the opponent's
    expect(sc.events.filter((e) => e.code === Ev.DiscardCard && e.p === 1)).toHaveLength(3);
    sc.expectFlipsUsed();
  });

  it('K3, R13: a Bench of 8 stays after the opponent\'s attack Knocks Out the Active while a Benched Tera Pokémon remains; it promotes to 7', () => {
    const sc = std();
    sc.active(0, 'Machop', { energy: ['Fighting Energy'] });
    sc.active(1, 'Rattata', { damage: 20 });
    sc.hand(1, AZU);
    sc.turn(1);
    playStadium(sc, 1, AZU);
    sc.bench(1, TERA);
    fillBench(sc, 1, 7);
    sc.prizes(0, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.phase[0]).toBe(Phase.Promote); // no discard asked
    expect(sc.s.benchCount[1]).toBe(8);
    sc.do(Act.ChooseSlot, 0, A1 + 3);
    expect(sc.s.benchCount[1]).toBe(7);
    expect(checkInvariants(sc.s)).toBeNull();
    sc.expectFlipsUsed();
  });

  it('R13: the only Tera Pokémon returned to the hand (Penny): its player discards down to 5 at once', () => {
    const sc = std();
    sc.active(0, 'Machop');
    sc.hand(0, AZU, 'Penny');
    sc.turn(0);
    playStadium(sc, 0, AZU);
    sc.bench(0, TERA);
    fillBench(sc, 0, 7);
    sc.active(1, 'Onix');
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Penny'));
    sc.do(Act.ChooseSlot, 0, 1); // Terapagos ex back to the hand
    expect(sc.find(0, TERA, Zone.Hand)).toBeGreaterThanOrEqual(0);
    expect(sc.s.benchCount[0]).toBe(7);
    expect(sc.s.pend[0]).toBe(Pend.BenchDiscard);
    sc.do(Act.ChooseSlot, 0, 1).do(Act.ChooseSlot, 0, 1);
    expect(sc.s.benchCount[0]).toBe(5);
    expect(sc.s.phase[0]).toBe(Phase.Main); // play goes on
    expect(sc.s.decider[0]).toBe(0);
    expect(checkInvariants(sc.s)).toBeNull();
  });

  it('A3, R13: the Stadium replaced: both players discard down to 5, the player who played it first, though the other played the new one', () => {
    const sc = std();
    sc.active(0, TERA);
    sc.active(1, TERA);
    sc.hand(1, AZU);
    sc.hand(0, 'Beach Court');
    sc.turn(1);
    playStadium(sc, 1, AZU); // player 1's Stadium
    fillBench(sc, 0, 7);
    fillBench(sc, 1, 8);
    sc.turn(0);
    playStadium(sc, 0, 'Beach Court');
    expect(sc.countIn(1, AZU, Zone.Discard)).toBe(1);
    const order: number[] = [];
    while (sc.s.phase[0] === Phase.Effect && sc.s.pend[0] === Pend.BenchDiscard) {
      order.push(sc.s.decider[0]);
      sc.do(Act.ChooseSlot, 0, benchSlots(sc)[0]);
    }
    expect(order).toEqual([1, 1, 1, 0, 0]); // player 1 down to 5 first, then player 0
    expect([sc.s.benchCount[0], sc.s.benchCount[1]]).toEqual([5, 5]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.decider[0]).toBe(0);
    expect(checkInvariants(sc.s)).toBeNull();
  });

  it('A3, R13: the Stadium discarded by an attack (Blazing Destruction): its player discards first; the attacker\'s own Bench of 7 too', () => {
    const sc = std();
    sc.active(0, 'Charmander@PAF 7', { energy: ['Basic Fire Energy'] });
    sc.bench(0, TERA);
    sc.active(1, TERA);
    sc.hand(1, AZU);
    sc.turn(1);
    playStadium(sc, 1, AZU);
    fillBench(sc, 0, 6);
    fillBench(sc, 1, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(0); // Blazing Destruction: discard the Stadium in play
    expect(sc.s.stadium[0]).toBe(-1);
    const order: number[] = [];
    while (sc.s.pend[0] === Pend.BenchDiscard && sc.s.phase[0] === Phase.Effect) {
      order.push(sc.s.decider[0]);
      sc.do(Act.ChooseSlot, 0, benchSlots(sc).at(-1)!);
    }
    expect(order).toEqual([1, 0, 0]);
    expect([sc.s.benchCount[0], sc.s.benchCount[1]]).toEqual([5, 5]);
    expect(sc.s.current[0]).toBe(1); // the attack ended the turn
    sc.expectFlipsUsed();
  });

  it('R13: no Tera Pokémon ever leaves, the Stadium stays: no discard, and the limit reads 8 only for its player', () => {
    const sc = std();
    sc.active(0, TERA);
    sc.active(1, 'Onix');
    sc.hand(0, AZU);
    sc.turn(0);
    playStadium(sc, 0, AZU);
    fillBench(sc, 0, 8);
    sc.do(Act.EndTurn);
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.benchCount[0]).toBe(BENCH_MAX);
  });

  it('R13: the greedy bot discards its least useful Benched Pokémon; the log names the discard', () => {
    const sc = std();
    sc.active(0, 'Machop', { energy: ['Fighting Energy'] });
    sc.active(1, TERA, { damage: 200 });
    sc.hand(1, AZU);
    sc.turn(1);
    playStadium(sc, 1, AZU);
    sc.bench(1, 'Charmeleon@PFL 12', { under: ['Charmander@PAF 7'], energy: ['Basic Fire Energy'] }); // can attack
    fillBench(sc, 1, 6);
    sc.prizes(0, 6);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.pend[0]).toBe(Pend.BenchDiscard);
    const legal = Int32Array.from(sc.legal());
    const pick = legal[greedyChoose(sc.s, legal, legal.length, new BotRng())];
    expect(actB(pick)).not.toBe(A1 + 1); // never the Charmeleon that can attack
    expect(describeAction(sc.s, act(Act.ChooseSlot, 0, A1 + 2))).toMatch(/^discard .+ \(bench2\) \(a Bench over its limit\)$/);
    sc.expectFlipsUsed();
  });
});

describe('the Charizard Pidgeot list plays Area Zero Underdepths', () => {
  it('R13: 200 games of the list against itself (greedy and random) keep every invariant, and Benches beyond 5 and the discard down both happen', () => {
    const deck = loadDeck('decks/standard-2026/charizard-pidgeot.txt');
    const s = new GameState();
    const out = new Int32Array(MAX_ACTIONS);
    const rules = ruleParams('standard');
    const rngs = [new BotRng(), new BotRng()];
    let big = 0, discards = 0;
    for (let g = 0; g < 200; g++) {
      newGame(s, deck.cards, deck.cards, rules, new Uint32Array([g + 1, 7, 11, 13]));
      rngs[0].seed(masterKey('azu'), g, 1);
      rngs[1].seed(masterKey('azu'), g, 2);
      const bots = g % 2 === 0 ? [greedyBot, greedyBot] : [greedyBot, randomBot];
      for (let k = 0; k < 20_000; k++) {
        const n = legalActions(s, out);
        if (n === 0) break;
        if (s.phase[0] === Phase.Effect && s.pend[0] === Pend.BenchDiscard) discards++;
        const p = s.decider[0];
        step(s, out[bots[p].choose(s, out, n, rngs[p])]);
        if (s.benchCount[0] > 5 || s.benchCount[1] > 5) big++;
        const bad = checkInvariants(s);
        if (bad !== null) throw new Error(`game ${g}, step ${k}: ${bad}`);
      }
      expect(s.phase[0]).toBe(Phase.Over);
    }
    expect(big).toBeGreaterThan(0);
    expect(discards).toBeGreaterThan(0);
  });

  it('R13: the fuzz (invariants, replay, resumed clones) passes the list against three other lists', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptcg-azu-'));
    try {
      for (const dir of ['classic', 'standard', 'standard-2026']) mkdirSync(join(root, 'decks', dir), { recursive: true });
      copyFileSync('decks/classic/overgrowth.txt', join(root, 'decks', 'classic', 'overgrowth.txt'));
      const lists = ['charizard-pidgeot.txt', 'dragapult-dusknoir.txt', 'raging-bolt-ogerpon.txt', 'gardevoir.txt'];
      expect(readdirSync('decks/standard-2026')).toEqual(expect.arrayContaining(lists));
      for (const f of lists) copyFileSync(join('decks', 'standard-2026', f), join(root, 'decks', 'standard-2026', f));
      const r = fuzz({ games: 240, seed: 'area-zero', root });
      expect(r.failure ?? null).toBeNull();
      expect(r.games).toBe(240);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
