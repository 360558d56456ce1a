// Rules X (attacking and damage), K (Knock Out and prizes), W (winning), C (Pokémon Checkup and
// Special Conditions) and V (rule-set variants) of RULES.md, tested on hand-built positions.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, Phase, SLOTS } from './helpers/scenario.js';
import { Cond } from '../src/cards/types.js';
import { GameState, EndReason, RuleParam } from '../src/engine/state.js';
import { Ev, Flip, AttackFailure } from '../src/engine/events.js';
import { newGame, legalActions, step, prizeTarget } from '../src/engine/game.js';
import { ruleParams, RULE_SETS, type RuleSetName } from '../src/engine/rules.js';
import { flip, warm, masterKey, deriveWords } from '../src/engine/rng.js';
import { MAX_ACTIONS, actKind } from '../src/engine/actions.js';
import { loadDeck } from '../src/decks/deck.js';
import { GameTable } from '../src/sim/game-loop.js';
import { greedyBot } from '../src/bots/bots.js';

const A0 = 0; // player 0's Active slot
const A1 = SLOTS; // player 1's Active slot

/** Index of the first recorded event matching, or -1. */
function evIndex(sc: Scenario, code: Ev, match: (e: Scenario['events'][number]) => boolean = () => true, from = 0): number {
  for (let i = from; i < sc.events.length; i++) if (sc.events[i].code === code && match(sc.events[i])) return i;
  return -1;
}

function attackActions(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.Attack);
}

function retreatActions(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.Retreat);
}

/** Move every card left in player p's deck (all filler) to the hand. */
function emptyDeck(sc: Scenario, p: number): void {
  while (sc.s.deckCount[p] > 0) sc.hand(p, 'Water Energy');
}

/** Drive a game's setup with simple choices (first Basic as Active, no bench, decline extras). */
function runSetup(s: GameState): void {
  const out = new Int32Array(MAX_ACTIONS);
  for (let guard = 0; s.phase[0] !== Phase.Main && s.phase[0] !== Phase.Over; guard++) {
    if (guard > 200) throw new Error('setup did not finish');
    const acts = Array.from(out.subarray(0, legalActions(s, out)));
    const pick = acts.find((a) => actKind(a) === Act.Done) ?? acts.find((a) => actKind(a) === Act.Yes) ?? acts[0];
    step(s, pick);
  }
}

// ====================================================================================
// X — attacking and damage
// ====================================================================================
describe('X: attacking and damage', () => {
  it('X1: an attack needs its cost; Colorless is paid by any Energy; Energy stays attached', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander', { energy: ['Water Energy', 'Water Energy'] });
    sc.active(1, 'Squirtle');
    sc.flips(); // no coin may be flipped
    expect(sc.can(Act.Attack, 0, 0)).toBe(true); // Scratch [C]: Water pays Colorless
    expect(sc.can(Act.Attack, 0, 1)).toBe(false); // Ember [R C]: no Fire Energy
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(10);
    expect(sc.energyOn(A0)).toBe(2); // not discarded: Scratch doesn't say so
    sc.expectFlipsUsed();
  });

  it('X1: with a Fire Energy the colored cost is met; an attack that says so discards', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander', { energy: ['Fire Energy', 'Water Energy'] });
    sc.active(1, 'Squirtle');
    expect(sc.can(Act.Attack, 0, 1)).toBe(true);
    sc.attack(1); // Ember: 30, discard a Fire Energy
    expect(sc.s.damage[A1]).toBe(30);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.countIn(0, 'Fire Energy', Zone.Discard)).toBe(1);
  });

  it('X1: only the Active Pokémon attacks (a powered Benched Pokémon gives no attack)', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander');
    sc.bench(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.active(1, 'Squirtle');
    expect(attackActions(sc)).toEqual([]);
  });

  it('X2: damage → effects → (turn ends) → Checkup → Knock Out, in that order', () => {
    const sc = new Scenario();
    sc.active(0, 'Ivysaur', { energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'] });
    sc.active(1, 'Squirtle', { damage: 10 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.flips();
    sc.attack(1); // Poisonpowder: 20 and Poisoned
    // 30 < 40 after the attack: no Knock Out yet; Checkup's poison then Knocks it Out.
    const dmg = evIndex(sc, Ev.Damage, (e) => e.a === A1);
    const cond = evIndex(sc, Ev.Condition, (e) => e.a === A1 && e.b === Cond.Poisoned && e.c === 1);
    const end = evIndex(sc, Ev.EndTurn);
    const check = evIndex(sc, Ev.Checkup);
    const poison = evIndex(sc, Ev.DirectDamage, (e) => e.a === A1 && e.b === 10);
    const ko = evIndex(sc, Ev.KnockOut, (e) => e.a === A1);
    expect(dmg).toBeGreaterThanOrEqual(0);
    expect(cond).toBeGreaterThan(dmg);
    expect(end).toBeGreaterThan(cond);
    expect(check).toBeGreaterThan(end);
    expect(poison).toBeGreaterThan(check);
    expect(ko).toBeGreaterThan(poison);
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('X2: effects triggered by the damage (Strikes Back) come before Knock Outs', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'], damage: 30 });
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Machamp');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.attack(0); // Gnaw 10; Machamp strikes back for 10 → Pikachu reaches 40 HP
    expect(sc.s.damage[A1]).toBe(10);
    expect(sc.countIn(0, 'Pikachu', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
  });

  it('X3: Weakness doubles the damage, by the attacker\'s type (even for a Colorless-cost attack)', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Water Energy'] });
    sc.active(1, 'Squirtle'); // Weakness: Lightning
    sc.attack(0); // Gnaw [C] 10
    expect(sc.s.damage[A1]).toBe(20);
  });

  for (const [rules, expected] of [['standard', 0], ['sm', 10], ['classic', 0]] as [RuleSetName, number][]) {
    it(`X3: Resistance subtracts ${30 - expected} under ${rules} (Thunder Jolt 30 vs Diglett)`, () => {
      const sc = new Scenario({ rules });
      sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
      sc.active(1, 'Diglett'); // Resistance: Lightning
      sc.flips(true); // Thunder Jolt: heads, no self damage
      sc.attack(1);
      expect(sc.s.damage[A1]).toBe(expected);
      expect(sc.s.damage[A0]).toBe(0);
      sc.expectFlipsUsed();
    });
  }

  it('X3/V2: Resistance on Scarlet & Violet cards: −30 standard, −20 sm', () => {
    for (const [rules, expected] of [['standard', 30], ['sm', 40]] as [RuleSetName, number][]) {
      const sc = new Scenario({ rules });
      sc.active(0, 'Lucario ex', { energy: ['Fighting Energy', 'Fighting Energy'] });
      sc.active(1, 'Wattrel'); // Resistance: Fighting
      sc.attack(0); // Low Sweep 60
      expect(sc.s.damage[A1]).toBe(expected);
    }
  });

  it('X3: attacker effects (PlusPower) apply before Weakness', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Wartortle'); // 70 HP, Weakness: Lightning
    sc.hand(0, 'PlusPower');
    sc.do(Act.PlayTrainer, sc.handCard(0, 'PlusPower'));
    sc.attack(0); // Gnaw: (10 + 10) × 2 = 40, not 10 × 2 + 10 = 30
    expect(sc.s.damage[A1]).toBe(40);
  });

  it('X3: effects on the Defending Pokémon (Defender) apply after Weakness', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.active(1, 'Wartortle'); // 70 HP, Weakness: Lightning
    sc.turn(1, 2);
    sc.hand(1, 'Defender');
    sc.do(Act.PlayTrainer, sc.handCard(1, 'Defender'));
    sc.do(Act.ChooseSlot, 0, A1);
    sc.turn(0, 3);
    sc.flips(true);
    sc.attack(1); // Thunder Jolt: 30 × 2 − 20 = 40 (not (30 − 20) × 2 = 20)
    expect(sc.s.damage[A1]).toBe(40);
    const e = sc.events[evIndex(sc, Ev.Damage, (x) => x.a === A1)];
    expect(e.b).toBe(30); // base
    expect(e.c >> 16).toBe(60); // after Weakness
    expect(e.d >> 16).toBe(40); // final
    sc.expectFlipsUsed();
  });

  it('X3: a Tool\'s "before Weakness and Resistance" bonus (Vitality Band) comes before Weakness under every rule set', () => {
    for (const rules of RULE_SETS) {
      const sc = new Scenario({ rules });
      sc.active(0, 'Riolu', { energy: ['Basic Fighting Energy'] });
      sc.active(1, 'Lechonk'); // 60 HP, Weakness: Fighting
      sc.do(Act.PlayTrainer, sc.hand(0, 'Vitality Band')[0]);
      sc.do(Act.ChooseSlot, 0, A0);
      sc.flips();
      sc.attack(0); // Jab: (10 + 10) × 2 = 40, never 10 × 2 + 10 = 30
      expect(sc.s.damage[A1], rules).toBe(40);
      sc.expectFlipsUsed();
    }
  });

  it('X3: only Base Set PlusPower\'s own text adds its +10 after Weakness (classic); a Tool beside it stays before', () => {
    for (const [rules, expected] of [['classic', (10 + 10) * 2 + 10], ['standard', (10 + 10 + 10) * 2]] as [RuleSetName, number][]) {
      const sc = new Scenario({ rules });
      sc.active(0, 'Riolu', { energy: ['Basic Fighting Energy'] });
      sc.active(1, 'Lechonk'); // Weakness: Fighting
      sc.do(Act.PlayTrainer, sc.hand(0, 'Vitality Band')[0]);
      sc.do(Act.ChooseSlot, 0, A0);
      sc.do(Act.PlayTrainer, sc.hand(0, 'PlusPower')[0]);
      sc.flips();
      sc.attack(0); // Jab 10
      const e = sc.events[evIndex(sc, Ev.Damage, (x) => x.a === A1)];
      expect(e.d >> 16, rules).toBe(expected); // the damage put on Lechonk (60 HP: the standard hit Knocks it Out)
      sc.expectFlipsUsed();
    }
  });

  it('X3: Defender reduces damage from any attack, the player\'s own included (self damage, own Bench)', () => {
    const sc = new Scenario({ rules: 'classic' });
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] }); // 40 HP
    const bench = sc.bench(0, 'Rattata'); // 30 HP
    sc.active(1, 'Onix'); // 90 HP, no Weakness to Lightning
    const [d1, d2] = sc.hand(0, 'Defender', 'Defender');
    sc.do(Act.PlayTrainer, d1).do(Act.ChooseSlot, 0, A0);
    sc.do(Act.PlayTrainer, d2).do(Act.ChooseSlot, 0, bench);
    sc.flips();
    sc.attack(1); // Selfdestruct: 40 to the Defending Pokémon, 10 to every Benched Pokémon, 40 to itself
    expect(sc.s.damage[A1]).toBe(40);
    expect(sc.name(A0)).toBe('Magnemite'); // 40 − 20 = 20 < 40 HP: not Knocked Out
    expect(sc.s.damage[A0]).toBe(20);
    expect(sc.s.damage[bench]).toBe(0); // 10 − 20 → 0
    expect(sc.s.prizesTaken[1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('X3: a base of 0 or less stops: no damage even with PlusPower and Weakness', () => {
    for (const [selfDamage, expected] of [[50, 0], [40, 40]]) {
      const sc = new Scenario();
      sc.active(0, 'Machoke', { energy: ['Fighting Energy', 'Fighting Energy', 'Fighting Energy'], damage: selfDamage });
      sc.active(1, 'Pikachu@BS 58'); // Weakness: Fighting, 40 HP
      sc.bench(1, 'Squirtle');
      sc.hand(0, 'PlusPower');
      sc.do(Act.PlayTrainer, sc.handCard(0, 'PlusPower'));
      sc.attack(0); // Karate Chop: 50 − 10 per counter on itself
      // 50 damage: base 0 → stop (else (0 + 10) × 2 = 20); 40 damage: (10 + 10) × 2 = 40
      if (expected === 0) expect(sc.s.damage[A1]).toBe(0);
      else expect(sc.countIn(1, 'Pikachu@BS 58', Zone.Discard)).toBe(1);
    }
  });

  it('X3: the result is floored at 0 (Resistance never heals)', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Diglett', { damage: 10 });
    sc.attack(0); // Gnaw 10 − 30
    expect(sc.s.damage[A1]).toBe(10);
  });

  it('X4: Bench damage (Lucario ex Aura Sphere) ignores Weakness; the Active takes ×2', () => {
    const sc = new Scenario();
    sc.active(0, 'Lucario ex', { energy: ['Fighting Energy', 'Fighting Energy', 'Fighting Energy'] });
    sc.active(1, 'Ampharos ex'); // 330 HP, Weakness: Fighting
    const b = sc.bench(1, 'Pikachu@MEW 25'); // 60 HP, Weakness: Fighting
    sc.attack(1); // Aura Sphere 160, 50 to 1 Benched Pokémon
    expect(sc.s.phase[0]).toBe(Phase.Effect);
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.s.damage[A1]).toBe(320);
    expect(sc.s.damage[b]).toBe(50);
    expect(sc.s.current[0]).toBe(1); // nothing Knocked Out; the turn passed
  });

  it('X4: Bench damage (Miraidon Lightning Laser) ignores Resistance and Weakness', () => {
    for (const name of ['Diglett', 'Squirtle']) {
      const sc = new Scenario();
      sc.active(0, 'Miraidon', { energy: ['Lightning Energy', 'Lightning Energy', 'Lightning Energy'] });
      sc.active(1, 'Cyclizar');
      const b = sc.bench(1, name);
      sc.bench(1, 'Staryu');
      sc.prizes(0, 6);
      sc.attack(1);
      sc.do(Act.ChooseSlot, 0, b);
      expect(sc.s.damage[A1]).toBe(90);
      if (name === 'Diglett') {
        // 30 HP, Resistance Lightning: with Resistance it would take 0
        expect(sc.countIn(1, 'Diglett', Zone.Discard)).toBe(1);
        expect(sc.s.prizesTaken[0]).toBe(1);
      } else {
        expect(sc.s.damage[b]).toBe(30); // Weakness Lightning: not 60
      }
    }
  });

  it('X4: a chosen target (Rotom Linear Attack) gets Weakness only when it is the Active', () => {
    const onActive = new Scenario();
    onActive.active(0, 'Rotom', { energy: ['Lightning Energy'] });
    onActive.active(1, 'Squirtle', { damage: 0 });
    const b0 = onActive.bench(1, 'Squirtle');
    onActive.attack(0);
    onActive.do(Act.ChooseSlot, 0, A1);
    expect(onActive.countIn(1, 'Squirtle', Zone.Discard)).toBe(1); // 40 on a 40-HP Squirtle
    expect(onActive.s.damage[b0]).toBe(0);

    const onBench = new Scenario();
    onBench.active(0, 'Rotom', { energy: ['Lightning Energy'] });
    onBench.active(1, 'Squirtle');
    const b1 = onBench.bench(1, 'Squirtle');
    onBench.attack(0);
    onBench.do(Act.ChooseSlot, 0, b1);
    expect(onBench.s.damage[b1]).toBe(20);
    expect(onBench.s.damage[A1]).toBe(0);
  });

  it('X7: a Benched Tera Pokémon takes no damage from the opponent\'s attacks; as the Active it does', () => {
    for (const [target, expected] of [['bench', 0], ['other bench', 20], ['active', 20]] as [string, number][]) {
      const sc = new Scenario();
      sc.active(0, 'Rotom', { energy: ['Lightning Energy'] }); // Linear Attack: 20 to 1 opponent Pokémon
      if (target === 'active') sc.active(1, 'Arcanine ex', { under: ['Growlithe'] });
      else sc.active(1, 'Lechonk');
      const tera = target === 'active' ? A1 : sc.bench(1, 'Arcanine ex', { under: ['Growlithe'] });
      const other = sc.bench(1, 'Staryu');
      sc.flips();
      sc.attack(0);
      const slot = target === 'other bench' ? other : tera;
      sc.do(Act.ChooseSlot, 0, slot);
      expect(sc.s.damage[slot], target).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('X7: a Benched Tera Pokémon takes no damage from its own player\'s attack either (Selfdestruct)', () => {
    const sc = new Scenario();
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] });
    const ownTera = sc.bench(0, 'Arcanine ex', { under: ['Growlithe'] });
    const ownPlain = sc.bench(0, 'Rattata');
    sc.active(1, 'Onix');
    const theirTera = sc.bench(1, 'Arcanine ex', { under: ['Growlithe'] });
    const theirPlain = sc.bench(1, 'Staryu');
    sc.flips();
    sc.attack(1); // Selfdestruct: 10 to every Benched Pokémon of both players
    expect([sc.s.damage[ownTera], sc.s.damage[theirTera]]).toEqual([0, 0]);
    expect([sc.s.damage[ownPlain], sc.s.damage[theirPlain]]).toEqual([10, 10]);
    sc.expectFlipsUsed();
  });

  it('X5: "flip, if tails this attack does nothing" runs before damage', () => {
    for (const heads of [false, true]) {
      const sc = new Scenario();
      sc.active(0, 'Nidoran ♂', { energy: ['Grass Energy'] });
      sc.active(1, 'Squirtle');
      sc.flips(heads);
      sc.attack(0); // Horn Hazard 30
      expect(sc.s.damage[A1]).toBe(heads ? 30 : 0);
      if (!heads) expect(evIndex(sc, Ev.AttackFailed, (e) => e.a === AttackFailure.Cancelled)).toBeGreaterThanOrEqual(0);
      sc.expectFlipsUsed();
    }
  });

  it('X5: "×" damage is computed before the damage (Twineedle: 30 × heads)', () => {
    for (const [flips, expected] of [[[true, true], 60], [[true, false], 30], [[false, false], 0]] as [boolean[], number][]) {
      const sc = new Scenario();
      sc.active(0, 'Beedrill', { energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'] });
      sc.active(1, 'Hitmonchan'); // 70 HP, no Weakness to Grass
      sc.flips(...flips);
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(expected);
      sc.expectFlipsUsed();
    }
  });

  it('X5: other effects run after the damage (Thunder Jolt self damage Knocks Out the attacker after it hit)', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'], damage: 30 });
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Machop'); // 50 HP
    sc.prizes(1, 6);
    sc.flips(false); // tails: 10 to itself
    sc.attack(1);
    expect(sc.s.damage[A1]).toBe(30);
    const hit = evIndex(sc, Ev.Damage, (e) => e.a === A1);
    const self = evIndex(sc, Ev.DirectDamage, (e) => e.a === A0 && e.b === 10);
    expect(self).toBeGreaterThan(hit);
    expect(sc.countIn(0, 'Pikachu', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('X5: effects are mandatory unless worded "you may"', () => {
    // "you may switch" (Victini ex Strafe): declining is allowed.
    const may = new Scenario();
    may.active(0, 'Victini ex', { energy: ['Fire Energy'] });
    may.bench(0, 'Charmander');
    may.active(1, 'Cyclizar');
    may.attack(0);
    expect(may.s.phase[0]).toBe(Phase.Effect);
    expect(may.can(Act.Done)).toBe(true);
    may.do(Act.Done);
    expect(may.name(A0)).toBe('Victini ex');
    // "you may discard 2 Energy" (Ampharos ex Thunderstrike Tail): a Yes/No choice.
    const opt = new Scenario();
    opt.active(0, 'Ampharos ex', { energy: ['Lightning Energy', 'Lightning Energy', 'Lightning Energy'] });
    opt.active(1, 'Lucario ex'); // 260 HP, no Weakness to Lightning
    opt.attack(1);
    expect(opt.legal().map(actKind).sort()).toEqual([Act.Yes, Act.No].sort());
    opt.do(Act.No);
    expect(opt.s.damage[A1]).toBe(140);
    expect(opt.energyOn(A0)).toBe(3);
    // Mandatory: Miraidon's Bench damage must be placed (no Done).
    const must = new Scenario();
    must.active(0, 'Miraidon', { energy: ['Lightning Energy', 'Lightning Energy', 'Lightning Energy'] });
    must.active(1, 'Cyclizar');
    must.bench(1, 'Staryu');
    must.attack(1);
    expect(must.s.phase[0]).toBe(Phase.Effect);
    expect(must.can(Act.Done)).toBe(false);
    // Mandatory: Tangela's Poisonpowder poisons with no choice.
    const poison = new Scenario();
    poison.active(0, 'Tangela', { energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'] });
    poison.active(1, 'Onix');
    poison.attack(1);
    expect(poison.s.poisoned[A1]).toBe(1);
  });

  it('X6: the same seed gives the same flips; other seeds differ; flips are fair', () => {
    const seq = (words: number[], n: number) => {
      const s = new GameState();
      s.rng.set(words);
      warm(s.rng);
      const out: boolean[] = [];
      for (let i = 0; i < n; i++) out.push(flip(s));
      return out;
    };
    expect(seq([1, 2, 3, 4], 128)).toEqual(seq([1, 2, 3, 4], 128));
    expect(seq([1, 2, 3, 5], 128)).not.toEqual(seq([1, 2, 3, 4], 128));
    const many = seq([9, 8, 7, 6], 20000);
    const heads = many.filter((h) => h).length;
    expect(heads).toBeGreaterThan(20000 * 0.48);
    expect(heads).toBeLessThan(20000 * 0.52);
  });

  it('X6: a whole seeded game replays identically', () => {
    const d0 = loadDeck('decks/classic/overgrowth.txt').cards;
    const d1 = loadDeck('decks/classic/zap.txt').cards;
    const key = masterKey('rules-combat');
    const a = new GameTable(), b = new GameTable(), c = new GameTable();
    const recordA: number[] = [], recordB: number[] = [];
    a.play(key, 7, d0, d1, ruleParams('classic'), [greedyBot, greedyBot], { chosen: (_s, x) => { recordA.push(x); } });
    b.play(key, 7, d0, d1, ruleParams('classic'), [greedyBot, greedyBot], { chosen: (_s, x) => { recordB.push(x); } });
    c.play(key, 8, d0, d1, ruleParams('classic'), [greedyBot, greedyBot]);
    expect(a.state.winner[0]).not.toBe(-1);
    expect(recordA.length).toBeGreaterThan(10);
    expect(recordB).toEqual(recordA);
    expect(b.state.equals(a.state)).toBe(true);
    expect(c.state.equals(a.state)).toBe(false);
  });

  it('X6: injected flips are used in order and all consumed; one more flip is an error', () => {
    const sc = new Scenario();
    sc.active(0, 'Beedrill', { energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'] });
    sc.active(1, 'Hitmonchan');
    sc.flips(false, true);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    const coins = sc.events.filter((e) => e.code === Ev.CoinFlip).map((e) => e.b);
    expect(coins).toEqual([0, 1]);
    sc.expectFlipsUsed();
    expect(() => flip(sc.s)).toThrow();
  });
});

// ====================================================================================
// K — Knock Out and prizes
// ====================================================================================
describe('K: Knock Out and prizes', () => {
  it('K1: a Pokémon is Knocked Out when damage ≥ HP, not before', () => {
    for (const [pre, ko] of [[10, false], [20, true]] as [number, boolean][]) {
      const sc = new Scenario();
      sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
      sc.active(1, 'Squirtle', { damage: pre }); // 40 HP
      sc.bench(1, 'Staryu');
      sc.prizes(0, 6);
      sc.attack(0); // Gnaw: 20 after Weakness
      if (ko) {
        expect(sc.s.slotTop[A1]).toBe(-1);
        expect(sc.countIn(1, 'Squirtle', Zone.Discard)).toBe(1);
        expect(sc.s.prizesTaken[0]).toBe(1);
      } else {
        expect(sc.s.damage[A1]).toBe(30);
        expect(sc.name(A1)).toBe('Squirtle');
        expect(sc.s.prizesTaken[0]).toBe(0);
      }
    }
  });

  it('K2: the Knocked Out Pokémon and every attached card go to its owner\'s discard pile', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.active(1, 'Wartortle', { under: ['Squirtle'], energy: ['Water Energy', 'Water Energy'], damage: 10 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    const discardBefore = sc.s.discardCount[1];
    sc.flips(true);
    sc.attack(1); // Thunder Jolt 30 × 2 = 60 → 70 on a 70-HP Wartortle
    expect(sc.s.slotTop[A1]).toBe(-1);
    expect(sc.s.discardCount[1]).toBe(discardBefore + 4);
    expect(sc.countIn(1, 'Wartortle', Zone.Discard)).toBe(1);
    expect(sc.countIn(1, 'Squirtle', Zone.Discard)).toBe(1);
    expect(sc.countIn(1, 'Water Energy', Zone.Discard)).toBe(2);
    expect(sc.countIn(0, 'Pikachu', Zone.Discard)).toBe(0);
    expect(sc.energyOn(A0)).toBe(2);
    sc.expectFlipsUsed();
  });

  it('K3: prizes are taken before the new Active is promoted', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Squirtle', { damage: 30 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    const hand0 = sc.s.handCount[0];
    sc.attack(0);
    // Discarded and the prize taken; the owner has not promoted yet.
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(1);
    expect(sc.s.slotTop[A1]).toBe(-1);
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(5);
    expect(sc.s.handCount[0]).toBe(hand0 + 1);
    expect(evIndex(sc, Ev.Promote)).toBe(-1);
    sc.do(Act.ChooseSlot, 0, A1 + 1);
    const ko = evIndex(sc, Ev.KnockOut), prize = evIndex(sc, Ev.PrizeTaken), promo = evIndex(sc, Ev.Promote);
    expect(ko).toBeLessThan(prize);
    expect(prize).toBeLessThan(promo);
    expect(sc.name(A1)).toBe('Staryu');
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('K4: a Pokémon ex gives 2 prizes', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Miraidon ex', { damage: 210 }); // 220 HP
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.attack(0);
    expect(sc.countIn(1, 'Miraidon ex', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[0]).toBe(2);
    expect(sc.s.prizeCount[0]).toBe(4);
  });

  it('K4: Knock Outs at once (Active and Benched, one an ex) take their prizes at once', () => {
    const sc = new Scenario();
    sc.active(0, 'Lucario ex', { energy: ['Fighting Energy', 'Fighting Energy', 'Fighting Energy'] });
    sc.active(1, 'Squirtle');
    const ex = sc.bench(1, 'Miraidon ex', { damage: 200 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.attack(1); // Aura Sphere: 160 to the Active, 50 to Miraidon ex
    sc.do(Act.ChooseSlot, 0, ex);
    expect(sc.countIn(1, 'Squirtle', Zone.Discard)).toBe(1);
    expect(sc.countIn(1, 'Miraidon ex', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[0]).toBe(3);
    const prizeEvents = sc.events.filter((e) => e.code === Ev.PrizeTaken);
    expect(prizeEvents.length).toBe(1);
    expect(prizeEvents[0].a).toBe(3);
    expect(sc.s.benchCount[1]).toBe(1); // the bench closed up around the Knocked Out one
    expect(sc.s.phase[0]).toBe(Phase.Promote);
  });

  it('K5: both Actives Knocked Out (Magnemite Selfdestruct): both take prizes, the next player promotes first', () => {
    const sc = new Scenario();
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.bench(0, 'Machop');
    sc.active(1, 'Squirtle');
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.flips();
    sc.attack(1); // 40 × 2 to Squirtle, 10 to each Benched Pokémon, 40 to itself
    expect(sc.s.slotTop[A0]).toBe(-1);
    expect(sc.s.slotTop[A1]).toBe(-1);
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(1);
    expect(sc.s.damage[1]).toBe(10);
    expect(sc.s.damage[A1 + 1]).toBe(10);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(1); // player 1's turn is next
    sc.do(Act.ChooseSlot, 0, A1 + 1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.do(Act.ChooseSlot, 0, 1);
    expect(sc.name(A0)).toBe('Machop');
    expect(sc.name(A1)).toBe('Staryu');
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    sc.expectFlipsUsed();
  });

  it('K5: both Actives Knocked Out at Checkup after player 1\'s turn: player 0 promotes first', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { damage: 30, poisoned: true });
    sc.bench(0, 'Machop');
    sc.active(1, 'Squirtle', { damage: 30, poisoned: true });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(1, 4);
    sc.flips();
    sc.do(Act.EndTurn);
    expect(sc.s.prizesTaken[0]).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.do(Act.ChooseSlot, 0, 1);
    expect(sc.s.decider[0]).toBe(1);
    sc.do(Act.ChooseSlot, 0, A1 + 1);
    expect(sc.s.current[0]).toBe(0);
    expect(sc.s.turn[0]).toBe(5);
    sc.expectFlipsUsed();
  });
});

// ====================================================================================
// W — winning
// ====================================================================================
describe('W: winning', () => {
  it('W1: taking the last Prize card wins', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Squirtle', { damage: 30 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 1);
    sc.prizes(1, 6);
    sc.attack(0);
    expect(sc.s.winner[0]).toBe(0);
    expect(sc.s.endReason[0]).toBe(EndReason.Prizes);
    expect(sc.s.phase[0]).toBe(Phase.Over);
    expect(sc.legal()).toEqual([]);
  });

  it('W1: with prizes left the game goes on', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Squirtle', { damage: 30 });
    sc.bench(1, 'Staryu');
    sc.prizes(0, 2);
    sc.attack(0);
    expect(sc.s.winner[0]).toBe(-1);
    expect(sc.s.prizeCount[0]).toBe(1);
  });

  it('W2: a player who must promote but has no Benched Pokémon loses', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Squirtle', { damage: 30 });
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.attack(0);
    expect(sc.s.winner[0]).toBe(0);
    expect(sc.s.endReason[0]).toBe(EndReason.NoPokemon);
    expect(sc.s.prizeCount[0]).toBe(5);
  });

  it('W2: Knocking Out one\'s own last Pokémon (Thunder Jolt tails) loses', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'], damage: 30 });
    sc.active(1, 'Machop');
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.flips(false);
    sc.attack(1);
    expect(sc.s.winner[0]).toBe(1);
    expect(sc.s.endReason[0]).toBe(EndReason.NoPokemon);
    sc.expectFlipsUsed();
  });

  it('W3: a player who cannot draw at the start of the turn loses', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu');
    sc.active(1, 'Squirtle');
    emptyDeck(sc, 1);
    sc.do(Act.EndTurn);
    expect(sc.s.winner[0]).toBe(0);
    expect(sc.s.endReason[0]).toBe(EndReason.DeckOut);
  });

  it('W3: drawing the last card (at the turn start or by an effect) does not lose yet', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu');
    sc.active(1, 'Squirtle');
    sc.hand(0, 'Bill');
    while (sc.s.deckCount[0] > 1) sc.hand(0, 'Water Energy');
    while (sc.s.deckCount[1] > 1) sc.hand(1, 'Water Energy');
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Bill')); // draw 2: only 1 is left
    expect(sc.s.deckCount[0]).toBe(0);
    expect(sc.s.winner[0]).toBe(-1);
    sc.do(Act.EndTurn); // player 1 draws its last card
    expect(sc.s.deckCount[1]).toBe(0);
    expect(sc.s.winner[0]).toBe(-1);
    expect(sc.s.current[0]).toBe(1);
    sc.do(Act.EndTurn); // player 0 can't draw
    expect(sc.s.winner[0]).toBe(1);
    expect(sc.s.endReason[0]).toBe(EndReason.DeckOut);
  });

  function doubleKnockOut(opts: { suddenDeath?: boolean; bench1?: boolean }): Scenario {
    const sc = new Scenario({ options: { suddenDeath: opts.suddenDeath }, deck0: ['Machop', 'Machop', 'Machop'], deck1: ['Staryu', 'Staryu', 'Staryu'] });
    sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.bench(0, 'Machop');
    sc.active(1, 'Squirtle');
    if (opts.bench1 !== false) sc.bench(1, 'Staryu');
    sc.prizes(0, 1);
    sc.prizes(1, 1);
    return sc;
  }

  it('W4: both take their last prize at once → a tie, recorded as a draw', () => {
    const sc = doubleKnockOut({});
    sc.flips();
    sc.attack(1);
    expect(sc.s.winner[0]).toBe(2);
    expect(sc.s.endReason[0]).toBe(EndReason.Tie);
    sc.expectFlipsUsed();
  });

  it('W4: the player meeting more win conditions wins (last prize + no opposing Pokémon beats last prize)', () => {
    const sc = doubleKnockOut({ bench1: false });
    sc.flips();
    sc.attack(1);
    expect(sc.s.prizeCount[1]).toBe(0); // player 1 took its last prize too
    expect(sc.s.winner[0]).toBe(0);
    expect(sc.s.endReason[0]).toBe(EndReason.Prizes);
    sc.expectFlipsUsed();
  });

  it('W4: with sudden death on, a tie starts a new game with 1 Prize card each', () => {
    const sc = doubleKnockOut({ suddenDeath: true });
    sc.flips(true); // the new game's first-player flip
    sc.attack(1);
    expect(sc.s.winner[0]).toBe(-1);
    expect(sc.s.suddenDeaths[0]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.ChooseFirst);
    runSetup(sc.s);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.turn[0]).toBe(1);
    expect(sc.s.prizeCount[0]).toBe(1);
    expect(sc.s.prizeCount[1]).toBe(1);
    expect(sc.s.prizesTaken[0]).toBe(0);
    expect(sc.s.prizesTaken[1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('W5: a game past the turn limit ends as a draw (turn-limit)', () => {
    for (const limit of [3, 4]) {
      const sc = new Scenario({ options: { turnLimit: limit } });
      sc.active(0, 'Pikachu');
      sc.active(1, 'Squirtle');
      sc.do(Act.EndTurn); // turn 4 would begin
      if (limit === 3) {
        expect(sc.s.winner[0]).toBe(2);
        expect(sc.s.endReason[0]).toBe(EndReason.TurnLimit);
        expect(sc.s.phase[0]).toBe(Phase.Over);
        expect(sc.s.turn[0]).toBe(3); // the turns played, not the one that never began
        expect(evIndex(sc, Ev.TurnStart)).toBe(-1);
      } else {
        expect(sc.s.winner[0]).toBe(-1);
        expect(sc.s.turn[0]).toBe(4);
      }
    }
    expect(ruleParams('standard', { turnLimit: 17 })[RuleParam.TurnLimit]).toBe(17);
  });
});

describe('W5: the turn count of a game cut by the turn limit', () => {
  it('W5: a game ended by the turn limit records exactly the turns played', () => {
    const d0 = loadDeck('decks/standard/lucario-ex.txt').cards;
    const d1 = loadDeck('decks/standard/ampharos-ex.txt').cards;
    const out = new Int32Array(MAX_ACTIONS);
    for (const limit of [1, 2, 5, 6]) {
      const s = new GameState();
      let turnStarts = 0;
      s.logger = { ev: (code) => { if (code === Ev.TurnStart) turnStarts++; } };
      const words = new Uint32Array(4);
      deriveWords(masterKey('w5-turns'), limit, 0, words);
      newGame(s, d0, d1, ruleParams('standard', { turnLimit: limit }), words);
      // Always take the last legal action: in the Main phase that ends the turn, so no one attacks.
      for (let guard = 0; s.phase[0] !== Phase.Over; guard++) {
        if (guard > 10000) throw new Error('game did not end');
        step(s, out[legalActions(s, out) - 1]);
      }
      expect(s.endReason[0], `limit ${limit}`).toBe(EndReason.TurnLimit);
      expect(turnStarts, `limit ${limit}`).toBe(limit);
      expect(s.turn[0], `limit ${limit}`).toBe(limit);
    }
  });
});

// ====================================================================================
// C — Pokémon Checkup and Special Conditions
// ====================================================================================
describe('C: Pokémon Checkup and Special Conditions', () => {
  it('C1: Checkup order Poisoned → Burned → Asleep, then Knock Outs', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu');
    sc.active(1, 'Squirtle', { damage: 10, poisoned: true, burned: true, cond: Cond.Asleep }); // 40 HP
    sc.bench(1, 'Staryu');
    sc.prizes(0, 6);
    sc.flips(true, true); // burn: heads (cured); sleep: heads (wakes)
    sc.do(Act.EndTurn);
    const poison = evIndex(sc, Ev.DirectDamage, (e) => e.a === A1 && e.b === 10);
    const burn = evIndex(sc, Ev.DirectDamage, (e) => e.a === A1 && e.b === 20);
    const burnFlip = evIndex(sc, Ev.CoinFlip, (e) => e.a === Flip.Burn);
    const sleepFlip = evIndex(sc, Ev.CoinFlip, (e) => e.a === Flip.Sleep);
    const ko = evIndex(sc, Ev.KnockOut, (e) => e.a === A1);
    expect(poison).toBeGreaterThan(evIndex(sc, Ev.Checkup));
    expect(burn).toBeGreaterThan(poison);
    expect(burnFlip).toBeGreaterThan(burn);
    expect(sleepFlip).toBeGreaterThan(burnFlip);
    expect(ko).toBeGreaterThan(sleepFlip); // the Knock Out waits for the whole Checkup
    expect(sc.s.prizesTaken[0]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('C1: Checkup covers both Active Pokémon, the player whose turn ended first', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { poisoned: true });
    sc.active(1, 'Squirtle', { poisoned: true });
    sc.flips();
    sc.do(Act.EndTurn);
    const own = evIndex(sc, Ev.DirectDamage, (e) => e.a === A0);
    const other = evIndex(sc, Ev.DirectDamage, (e) => e.a === A1);
    expect(own).toBeGreaterThanOrEqual(0);
    expect(other).toBeGreaterThan(own);
    expect(sc.s.damage[A0]).toBe(10);
    expect(sc.s.damage[A1]).toBe(10);
    sc.expectFlipsUsed();
  });

  it('C1: each Checkup step is done for both Active Pokémon before the next step starts', () => {
    const sc = new Scenario();
    sc.active(0, 'Onix', { poisoned: true, burned: true, cond: Cond.Asleep }); // 90 HP each
    sc.active(1, 'Onix', { poisoned: true, burned: true, cond: Cond.Asleep });
    sc.flips(true, false, false, true); // burn: player 0 heads, player 1 tails; sleep: player 0 tails, player 1 heads
    sc.do(Act.EndTurn);
    const dmg = (slot: number, amount: number) => evIndex(sc, Ev.DirectDamage, (e) => e.a === slot && e.b === amount);
    const coin = (purpose: Flip, p: number) => evIndex(sc, Ev.CoinFlip, (e) => e.a === purpose && e.p === p);
    const order = [
      dmg(A0, 10), dmg(A1, 10), // every Poisoned Pokémon (the player whose turn ended first)
      dmg(A0, 20), coin(Flip.Burn, 0), dmg(A1, 20), coin(Flip.Burn, 1), // then every Burned one
      coin(Flip.Sleep, 0), coin(Flip.Sleep, 1), // then every Asleep one
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect([sc.s.burned[A0], sc.s.burned[A1]]).toEqual([0, 1]);
    expect([sc.s.cond[A0], sc.s.cond[A1]]).toEqual([Cond.Asleep, 0]);
    expect([sc.s.damage[A0], sc.s.damage[A1]]).toEqual([30, 30]);
    sc.expectFlipsUsed();
  });

  it('C2: Poisoned puts 1 damage counter at every Checkup and stays', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu');
    sc.active(1, 'Onix', { poisoned: true });
    sc.flips();
    sc.do(Act.EndTurn);
    expect(sc.s.damage[A1]).toBe(10);
    expect(sc.s.poisoned[A1]).toBe(1);
    sc.do(Act.EndTurn); // player 1's own turn ends
    expect(sc.s.damage[A1]).toBe(20);
    expect(sc.s.poisoned[A1]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('C3: Burned (standard): 20 damage, then heads cures / tails stays', () => {
    for (const heads of [true, false]) {
      const sc = new Scenario();
      sc.active(0, 'Pikachu');
      sc.active(1, 'Onix', { burned: true });
      sc.flips(heads);
      sc.do(Act.EndTurn);
      expect(sc.s.damage[A1]).toBe(20);
      expect(sc.s.burned[A1]).toBe(heads ? 0 : 1);
      expect(evIndex(sc, Ev.CoinFlip)).toBeGreaterThan(evIndex(sc, Ev.DirectDamage, (e) => e.a === A1));
      sc.expectFlipsUsed();
    }
  });

  it('C3: Burned (classic, pre-SM): flip first, tails → 20 damage; it stays', () => {
    for (const heads of [true, false]) {
      const sc = new Scenario({ rules: 'classic' });
      sc.active(0, 'Pikachu');
      sc.active(1, 'Onix', { burned: true });
      sc.flips(heads);
      sc.do(Act.EndTurn);
      expect(sc.s.damage[A1]).toBe(heads ? 0 : 20);
      expect(sc.s.burned[A1]).toBe(1);
      sc.expectFlipsUsed();
    }
  });

  it('C4: Asleep can\'t attack or retreat; a heads at Checkup wakes it', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'], cond: Cond.Asleep });
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Onix');
    expect(attackActions(sc)).toEqual([]);
    expect(retreatActions(sc)).toEqual([]);
    sc.flips(false, true);
    sc.do(Act.EndTurn); // tails: still Asleep
    expect(sc.s.cond[A0]).toBe(Cond.Asleep);
    sc.do(Act.EndTurn); // player 1's turn ends; heads: wakes
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.current[0]).toBe(0);
    expect(attackActions(sc).length).toBe(2);
    expect(retreatActions(sc).length).toBe(1);
    sc.expectFlipsUsed();
  });

  for (const [rules, selfDamage] of [['standard', 30], ['classic', 10]] as [RuleSetName, number][]) {
    it(`C5: Confused (${rules}): tails → the attack does nothing and ${selfDamage} damage to itself; heads → normal`, () => {
      for (const heads of [false, true]) {
        const sc = new Scenario({ rules });
        sc.active(0, 'Tangela', { energy: ['Grass Energy', 'Grass Energy', 'Grass Energy'], cond: Cond.Confused });
        sc.active(1, 'Hitmonchan'); // no Weakness to Grass
        sc.flips(heads);
        sc.attack(1); // Poisonpowder: 20 and Poisoned
        if (heads) {
          expect(sc.s.damage[A1]).toBe(20 + 10); // + the Checkup's poison
          expect(sc.s.poisoned[A1]).toBe(1);
          expect(sc.s.damage[A0]).toBe(0);
        } else {
          expect(sc.s.damage[A1]).toBe(0);
          expect(sc.s.poisoned[A1]).toBe(0);
          expect(sc.s.damage[A0]).toBe(selfDamage);
          expect(evIndex(sc, Ev.AttackFailed, (e) => e.a === AttackFailure.Confused)).toBeGreaterThanOrEqual(0);
        }
        expect(sc.s.current[0]).toBe(1); // the turn ended either way
        sc.expectFlipsUsed();
      }
    });
  }

  it('C5: Confused retreat: free in standard, needs heads in classic', () => {
    const std = new Scenario();
    std.active(0, 'Pikachu', { energy: ['Lightning Energy'], cond: Cond.Confused });
    std.bench(0, 'Squirtle');
    std.active(1, 'Onix');
    std.flips();
    std.do(Act.Retreat, 0, 1);
    expect(std.name(A0)).toBe('Squirtle');
    std.expectFlipsUsed();

    for (const heads of [false, true]) {
      const sc = new Scenario({ rules: 'classic' });
      sc.active(0, 'Pikachu', { energy: ['Lightning Energy'], cond: Cond.Confused });
      sc.bench(0, 'Squirtle');
      sc.active(1, 'Onix');
      sc.flips(heads);
      sc.do(Act.Retreat, 0, 1);
      expect(sc.name(A0)).toBe(heads ? 'Squirtle' : 'Pikachu');
      expect(retreatActions(sc)).toEqual([]); // the one retreat of the turn is spent
      sc.expectFlipsUsed();
    }
  });

  it('C6: Paralyzed can\'t attack or retreat and recovers at the Checkup after its owner\'s next turn', () => {
    const sc = new Scenario();
    sc.active(0, 'Squirtle', { energy: ['Water Energy'] });
    sc.active(1, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.bench(1, 'Machop');
    sc.flips(true);
    sc.attack(0); // Bubble: heads → Paralyzed
    // The Checkup right after the attack does not cure it.
    expect(sc.s.current[0]).toBe(1);
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    expect(attackActions(sc)).toEqual([]);
    expect(retreatActions(sc)).toEqual([]);
    sc.do(Act.EndTurn); // the Checkup after its owner's turn
    expect(sc.s.cond[A1]).toBe(0);
    expect(sc.s.current[0]).toBe(0);
    sc.do(Act.EndTurn);
    expect(attackActions(sc).length).toBeGreaterThan(0);
    expect(retreatActions(sc).length).toBe(1);
    sc.expectFlipsUsed();
  });

  it('C7: Confused replaces Asleep; Poisoned and Burned stay alongside', () => {
    const sc = new Scenario();
    sc.active(0, 'Drowzee', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.active(1, 'Onix', { cond: Cond.Asleep, poisoned: true, burned: true });
    sc.flips(true, false); // Confuse Ray heads; burn tails (no sleep flip: it is no longer Asleep)
    sc.attack(1);
    expect(sc.s.cond[A1]).toBe(Cond.Confused);
    expect(sc.s.poisoned[A1]).toBe(1);
    expect(sc.s.burned[A1]).toBe(1);
    expect(sc.s.damage[A1]).toBe(10 + 10 + 20);
    sc.expectFlipsUsed();
  });

  it('C7: Paralyzed replaces Confused; a Poisoned Pokémon can also be Paralyzed', () => {
    const sc = new Scenario();
    sc.active(0, 'Squirtle', { energy: ['Water Energy'] });
    sc.active(1, 'Onix', { cond: Cond.Confused, poisoned: true });
    sc.flips(true);
    sc.attack(0);
    expect(sc.s.cond[A1]).toBe(Cond.Paralyzed);
    expect(sc.s.poisoned[A1]).toBe(1);
    sc.expectFlipsUsed();
  });

  it('C7: all Special Conditions end when the Pokémon moves to the Bench (retreat, Switch)', () => {
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'], cond: Cond.Confused, poisoned: true, burned: true, damage: 10 });
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Onix');
    sc.flips();
    sc.do(Act.Retreat, 0, 1);
    expect(sc.name(1)).toBe('Pikachu');
    expect(sc.s.cond[1]).toBe(0);
    expect(sc.s.poisoned[1]).toBe(0);
    expect(sc.s.burned[1]).toBe(0);
    expect(sc.s.damage[1]).toBe(10); // damage stays

    const sw = new Scenario();
    sw.active(0, 'Pikachu', { cond: Cond.Paralyzed, poisoned: true });
    sw.bench(0, 'Squirtle');
    sw.active(1, 'Onix');
    sw.hand(0, 'Switch@BS 95');
    sw.do(Act.PlayTrainer, sw.handCard(0, 'Switch@BS 95'));
    sw.do(Act.ChooseSlot, 0, 1);
    expect(sw.name(1)).toBe('Pikachu');
    expect(sw.s.cond[1]).toBe(0);
    expect(sw.s.poisoned[1]).toBe(0);
    sc.expectFlipsUsed();
  });

  it('C7: all Special Conditions end when the Pokémon evolves', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander', { cond: Cond.Asleep, poisoned: true, burned: true, damage: 20 });
    sc.active(1, 'Onix');
    sc.hand(0, 'Charmeleon');
    sc.do(Act.Evolve, sc.handCard(0, 'Charmeleon'), A0);
    expect(sc.name(A0)).toBe('Charmeleon');
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.poisoned[A0]).toBe(0);
    expect(sc.s.burned[A0]).toBe(0);
    expect(sc.s.damage[A0]).toBe(20);
  });
});

// ====================================================================================
// V — rule-set variants
// ====================================================================================
describe('V: rule-set variants', () => {
  const starterFire = () => loadDeck('decks/classic/starter-fire.txt').cards;
  const starterFighting = () => loadDeck('decks/classic/starter-fighting.txt').cards;

  it('V1: standard is the default: −30 Resistance, 30 Confusion damage, first-turn bans, flip winner chooses', () => {
    const r = ruleParams('standard');
    expect(r[RuleParam.ResistanceOverride]).toBe(30);
    expect(r[RuleParam.ConfusionDamage]).toBe(30);
    expect(r[RuleParam.ConfusionRetreatFlip]).toBe(0);
    expect(r[RuleParam.BurnFlipFirst]).toBe(0);
    expect(r[RuleParam.FirstTurnSupporterBan]).toBe(1);
    expect(r[RuleParam.FirstTurnAttackBan]).toBe(1);
    expect(r[RuleParam.FlipWinnerChooses]).toBe(1);
    expect(new Scenario().s.rules[RuleParam.RuleSetId]).toBe(r[RuleParam.RuleSetId]); // Scenario default
    // Behaviour: the flip winner chooses; no Supporter and no attack on turn 1.
    const s = new GameState();
    newGame(s, starterFire(), starterFighting(), r, new Uint32Array([5, 6, 7, 8]));
    expect(s.phase[0]).toBe(Phase.ChooseFirst);
    const sc = new Scenario();
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
    sc.active(1, 'Onix');
    sc.hand(0, 'Nemona');
    sc.turn(0, 1);
    expect(sc.can(Act.PlayTrainer, sc.handCard(0, 'Nemona'))).toBe(false);
    expect(attackActions(sc)).toEqual([]);
    sc.turn(0, 3);
    expect(sc.can(Act.PlayTrainer, sc.handCard(0, 'Nemona'))).toBe(true);
  });

  it('V2: sm differs from standard only in Resistance (−20)', () => {
    const std = ruleParams('standard'), sm = ruleParams('sm');
    for (let i = 0; i < std.length; i++) {
      if (i === RuleParam.ResistanceOverride) expect(sm[i]).toBe(20);
      else if (i !== RuleParam.RuleSetId) expect(sm[i]).toBe(std[i]);
    }
    // Behaviour: Confusion is still 30 under sm.
    const sc = new Scenario({ rules: 'sm' });
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy'], cond: Cond.Confused });
    sc.active(1, 'Onix');
    sc.flips(false);
    sc.attack(0);
    expect(sc.s.damage[A0]).toBe(30);
    sc.expectFlipsUsed();
  });

  it('V3: classic: no choice after the first-player flip, no first-turn Supporter ban, turn-1 attack is a flag', () => {
    const s = new GameState();
    newGame(s, starterFire(), starterFighting(), ruleParams('classic'), new Uint32Array([5, 6, 7, 8]));
    expect(s.phase[0]).toBe(Phase.SetupActive); // the flip winner simply goes first
    const r = ruleParams('classic');
    expect(r[RuleParam.ResistanceOverride]).toBe(30);
    expect(r[RuleParam.ConfusionDamage]).toBe(10);
    expect(r[RuleParam.ConfusionRetreatFlip]).toBe(1);
    expect(r[RuleParam.BurnFlipFirst]).toBe(1);
    for (const flag of [false, true]) {
      const sc = new Scenario({ rules: flag ? 'classic-turn1-attack' : 'classic' });
      sc.active(0, 'Pikachu', { energy: ['Lightning Energy'] });
      sc.active(1, 'Onix');
      sc.hand(0, 'Nemona');
      sc.turn(0, 1);
      expect(sc.can(Act.PlayTrainer, sc.handCard(0, 'Nemona'))).toBe(true);
      expect(sc.can(Act.Attack, 0, 0)).toBe(flag);
    }
  });

  it('V4: a 30-card deck plays with 3 prizes; a 60-card deck with 6', () => {
    expect(prizeTarget(new Scenario({ size: 30 }).s, 0)).toBe(3);
    expect(prizeTarget(new Scenario().s, 1)).toBe(6);
    const s = new GameState();
    newGame(s, starterFire(), starterFighting(), ruleParams('classic'), new Uint32Array([11, 12, 13, 14]));
    runSetup(s);
    expect(s.prizeCount[0]).toBe(3);
    expect(s.prizeCount[1]).toBe(3);
    const big = new GameState();
    newGame(big, loadDeck('decks/classic/overgrowth.txt').cards, loadDeck('decks/classic/zap.txt').cards, ruleParams('classic'), new Uint32Array([11, 12, 13, 14]));
    runSetup(big);
    expect(big.prizeCount[0]).toBe(6);
    expect(big.prizeCount[1]).toBe(6);
  });
});
