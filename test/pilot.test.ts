// The pilot bot (pilot.ts): it plans its whole turn with a position evaluation, picks only legal
// actions, never peeks at what its player can't know, plays the same games for a seed whatever
// ran before them, and beats the random bot clearly.
import { describe, it, expect, afterAll } from 'vitest';
import { Phase, Zone } from '../src/engine/state.js';
import { legalActions, step } from '../src/engine/game.js';
import { Act, MAX_ACTIONS, actKind, actA } from '../src/engine/actions.js';
import { BotRng, masterKey } from '../src/engine/rng.js';
import { GameTable } from '../src/sim/game-loop.js';
import { matchupKey } from '../src/sim/seeding.js';
import { ruleParams, type RuleSetName } from '../src/engine/rules.js';
import { loadDeck } from '../src/decks/deck.js';
import { bundledGroups, defaultRules } from '../src/decks/bundled.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { botByName, greedyBot, pilot, BOT_NAMES_HELP, type Bot } from '../src/bots/bots.js';
import { PilotBot, DEFAULT_PILOT, fingerprint } from '../src/bots/pilot.js';
import { PILOT_WEIGHTS, Wt, evaluatePosition } from '../src/bots/evaluate-position.js';
import { energyCount } from '../src/engine/zones.js';
import { T } from '../src/cards/types.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { runBatch } from '../src/sim/play.js';
import { C } from '../src/sim/counts.js';
import { cardName } from '../src/engine/tables.js';
import { resolveBots } from '../src/lib/bots.js';
import { Scenario } from './helpers/scenario.js';
import { positions, withOtherHiddenInfo, handDefs } from './helpers/hidden-info.js';
import { ptcgAsync, ptcg, tempDir, withoutTiming, sameDocumentEverywhere } from './helpers/cli.js';

const tmp = tempDir('ptcg-pilot-');
afterAll(() => tmp.done());

describe('pilot: legal choices, no per-card code', () => {
  it('plays whole games of every bundled deck with legal choices, leaving the state it reads as it was', () => {
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    const kinds = new Set<number>();
    let decisions = 0;
    for (const g of bundledGroups()) {
      const rules = defaultRules(g.decks);
      g.decks.forEach((d, k) => {
        const e = g.decks[(k + 1) % g.decks.length];
        table.deal(matchupKey('pilot-legal', d.cards, e.cards, rules), k, d.cards, e.cards, ruleParams(rules));
        const s = table.state;
        for (;;) {
          const n = legalActions(s, acts);
          if (n === 0) break;
          const p = s.decider[0];
          let i = 0;
          if (n > 1) {
            const before = s.clone();
            i = pilot.choose(s, acts, n, table.botRngs[p]);
            expect(Number.isInteger(i) && i >= 0 && i < n, `${d.name} vs ${e.name}: index ${i} of ${n}`).toBe(true);
            expect(s.equals(before)).toBe(true); // its worlds are played in s and put back
            kinds.add(actKind(acts[i]));
            decisions++;
          }
          step(s, acts[i]);
          expect(checkInvariants(s), `${d.name} vs ${e.name}`).toBeNull();
        }
        expect(s.winner[0]).toBeGreaterThanOrEqual(0);
      });
    }
    expect(decisions).toBeGreaterThan(1000);
    for (const a of [Act.EndTurn, Act.PlayBasic, Act.Attach, Act.PlayTrainer, Act.Evolve, Act.Retreat, Act.Attack, Act.ChooseCard, Act.ChooseSlot, Act.Power]) {
      expect(kinds.has(a), `action kind ${a}`).toBe(true);
    }
  });

  it('is a bot name: pilot (one per thread), listed in the names every message suggests', async () => {
    expect(botByName('pilot')).toBe(pilot);
    expect(pilot.name).toBe('pilot');
    expect(BOT_NAMES_HELP).toMatch(/\bpilot\b/);
    const r = await resolveBots(['pilot', 'greedy']);
    expect(r.names).toEqual(['pilot', 'greedy']);
    expect(r.bots[0]).toBe(pilot);
    r.release();
  });
});

describe('pilot: it never peeks', () => {
  const cases: [string, string, RuleSetName][] = [
    ['decks/classic/rain-dance.txt', 'decks/classic/haymaker.txt', 'classic'],
    ['decks/standard/charizard-ex-league.txt', 'decks/standard/gardevoir-ex-league.txt', 'standard'],
  ];
  for (const [a, b, rules] of cases) {
    it(`states that differ only in the opponent's hand, both deck orders, the prizes and the game's generator get the same choice (${a.split('/').pop()} / ${b.split('/').pop()})`, () => {
      const bot = new PilotBot('pilot-peek');
      const acts = new Int32Array(MAX_ACTIONS);
      let handsDiffer = 0;
      for (const [k, s] of positions(a, b, rules, 12).entries()) {
        const p = s.decider[0];
        const t = withOtherHiddenInfo(s, p, 200 + k);
        if (handDefs(s, 1 - p) !== handDefs(t, 1 - p)) handsDiffer++;
        expect(t.equals(s)).toBe(false);
        expect(fingerprint(t, p)).toBe(fingerprint(s, p)); // what p sees is the same
        const choices: number[] = [];
        for (const state of [s, t]) {
          const rng = new BotRng();
          rng.seed(masterKey('pilot-choice'), k, 1);
          const n = legalActions(state, acts);
          choices.push(acts[bot.choose(state, acts, n, rng)]);
        }
        expect(choices[0], `position ${k}`).toBe(choices[1]);
      }
      expect(handsDiffer).toBeGreaterThan(6); // the opponent really held other cards
    });
  }

  it('whole games: a pilot shown the real state and one shown it with the hidden cards dealt again at every Main-phase decision and promotion choose alike throughout (plans followed included)', () => {
    const seen = new PilotBot('pilot-seen'), blind = new PilotBot('pilot-blind');
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS), acts2 = new Int32Array(MAX_ACTIONS);
    const twin = new BotRng();
    let compared = 0, redealt = 0, followed = 0, promotions = 0;
    for (const [a, b, rules] of [['decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard'], ['decks/classic/haymaker.txt', 'decks/classic/rain-dance.txt', 'classic']] as const) {
      const deckA = loadDeck(a).cards, deckB = loadDeck(b).cards;
      for (let g = 0; g < 3; g++) {
        table.deal(matchupKey('pilot-blind', deckA, deckB, rules), g, deckA, deckB, ruleParams(rules));
        const s = table.state;
        twin.words.set(table.botRngs[0].words);
        for (;;) {
          const n = legalActions(s, acts);
          if (n === 0) break;
          const p = s.decider[0];
          let i = 0;
          if (n > 1 && p === 1) i = greedyBot.choose(s, acts, n, table.botRngs[1]);
          else if (n > 1) {
            // the blind pilot sees a copy whose hidden cards are dealt anew (its listed actions mean the same)
            const redeal = s.phase[0] === Phase.Main || s.phase[0] === Phase.Promote;
            const t = redeal ? withOtherHiddenInfo(s, 0, compared) : s.clone();
            if (redeal) redealt++;
            if (s.phase[0] === Phase.Promote) promotions++;
            const m = legalActions(t, acts2);
            expect(Array.from(acts2.subarray(0, m))).toEqual(Array.from(acts.subarray(0, n)));
            const plansBefore = seen.plansMade;
            i = seen.choose(s, acts, n, table.botRngs[0]);
            if (seen.plansMade === plansBefore) followed++;
            expect(blind.choose(t, acts2, m, twin), `game ${g}, decision ${compared}`).toBe(i);
            compared++;
          }
          step(s, acts[i]);
        }
      }
    }
    expect(redealt).toBeGreaterThan(100);
    expect(promotions).toBeGreaterThan(3); // promotions (K3) redealt too
    expect(followed).toBeGreaterThan(20); // decisions taken from a plan, not a new search
  });
});

describe('pilot: a seed gives the same games whatever ran before', () => {
  it('a batch played in two parts, the later part first, gives the counts of the whole batch; a second pilot plays the same games', () => {
    const spec = { seed: 'pilot-split', deck0: loadDeck('decks/classic/haymaker.txt').cards, deck1: loadDeck('decks/classic/rain-dance.txt').cards, rules: 'classic' as const, suddenDeath: false, turnLimit: 200, bots: ['pilot', 'greedy'] as [string, string] };
    const later = runBatch(spec, 6, 14), earlier = runBatch(spec, 0, 6);
    const whole = runBatch(spec, 0, 14);
    expect(whole[C.games]).toBe(14);
    expect(Array.from(whole)).toEqual(Array.from(earlier).map((x, k) => x + later[k]));
    // A pilot of its own (no history) chooses as the shared one did.
    const own = new PilotBot('pilot-own');
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    const deckA = spec.deck0, deckB = spec.deck1;
    const moves = (bot: Bot): number[] => {
      const out: number[] = [];
      table.deal(masterKey('pilot-own'), 3, deckA, deckB, ruleParams('classic'));
      const s = table.state;
      for (;;) {
        const n = legalActions(s, acts);
        if (n === 0) return out;
        const i = n === 1 ? 0 : bot.choose(s, acts, n, table.botRngs[s.decider[0]]);
        out.push(acts[i]);
        step(s, acts[i]);
      }
    };
    expect(moves(own)).toEqual(moves(pilot));
  });

  it('X6: the same seed gives the same document on 1 or 2 workers and in merged shards, with the pilot on one seat', async () => {
    const doc = await sameDocumentEverywhere('pilot', 16, 3, tmp.path);
    expect(doc.bots).toEqual(['pilot', 'greedy']);
    expect(doc.games).toBe(16);
  });

});

describe('pilot: strength', () => {
  it('beats the random bot clearly: over 90% in a small seeded run (two pairs, both seats and both deck orders)', () => {
    let won = 0, games = 0;
    for (const [a, b, rules] of [['decks/standard/victini-ex.txt', 'decks/standard/tinkaton-ex.txt', 'standard'], ['decks/classic/overgrowth.txt', 'decks/classic/zap.txt', 'classic']] as const) {
      for (const [d0, d1] of [[a, b], [b, a]]) {
        for (const seat of [0, 1]) {
          const bots: [string, string] = seat === 0 ? ['pilot', 'random'] : ['random', 'pilot'];
          const c = runBatch({ seed: 'pilot-random', deck0: loadDeck(d0).cards, deck1: loadDeck(d1).cards, rules, suddenDeath: false, turnLimit: 200, bots }, 0, 15);
          won += c[C.wins + seat] + c[C.draws] / 2;
          games += c[C.games];
        }
      }
    }
    expect(games).toBe(120);
    expect(won / games).toBeGreaterThan(0.9);
  });

  it('plays a draw Trainer that greedy holds back: Professor Oak for a hand of Energy nothing needs (7 cards for 5)', () => {
    const position = () => {
      const sc = new Scenario({ rules: 'classic', filler: 'Fighting Energy', deck0: [...Array(8).fill('Electabuzz'), ...Array(8).fill('Hitmonchan'), ...Array(6).fill('PlusPower')] });
      sc.active(0, 'Hitmonchan', { energy: ['Fighting Energy', 'Fighting Energy', 'Fighting Energy'] });
      sc.bench(0, 'Electabuzz', { energy: ['Lightning Energy'] });
      sc.active(1, 'Chansey');
      sc.hand(0, 'Professor Oak', 'Water Energy', 'Water Energy', 'Water Energy', 'Water Energy', 'Water Energy');
      sc.hand(1, 'Fighting Energy', 'Fighting Energy');
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      sc.flips(); // no coin may be flipped in this turn (Hitmonchan's attacks flip none)
      return sc;
    };
    /** The Trainers `bot` plays in player 0's turn from the position. */
    const trainersPlayed = (bot: Bot): string[] => {
      const sc = position();
      const s = sc.s;
      const rng = new BotRng();
      rng.seed(masterKey('pilot-oak'), 0, 1);
      const played: string[] = [];
      while (s.current[0] === 0 && s.phase[0] !== Phase.Over) {
        const n = legalActions(s, sc.out);
        const i = n === 1 ? 0 : bot.choose(s, sc.out, n, rng);
        if (actKind(sc.out[i]) === Act.PlayTrainer) played.push(cardName(s.cardDef[actA(sc.out[i])]));
        step(s, sc.out[i]);
      }
      sc.expectFlipsUsed();
      expect(sc.countIn(0, 'Water Energy', Zone.Hand) + sc.countIn(0, 'Water Energy', Zone.Discard) + sc.countIn(0, 'Water Energy', Zone.InPlay)).toBe(5);
      return played;
    };
    expect(trainersPlayed(greedyBot)).not.toContain('Professor Oak');
    expect(trainersPlayed(new PilotBot('pilot-oak', DEFAULT_PILOT))).toContain('Professor Oak');
  });

  it('scores a choice with its action played to the end: Hail Blade discards the 2 Water Energy a Knock Out needs, not none (the Energy lost before the damage is done looked worse)', () => {
    const W = 'Basic Water Energy';
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
    sc.active(0, 'Chien-Pao ex', { energy: [W, W] });
    sc.active(1, 'Medicham@SVI 111'); // 90 HP, no Weakness or Resistance against Water
    sc.bench(1, 'Lechonk');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0, 5);
    sc.flips(); // Hail Blade flips no coin
    const s = sc.s;
    const rng = new BotRng();
    rng.seed(masterKey('pilot-hail-blade'), 0, 1);
    const bot = new PilotBot('pilot-hail-blade', DEFAULT_PILOT);
    while (s.current[0] === 0 && s.phase[0] !== Phase.Over) {
      const n = legalActions(s, sc.out);
      step(s, sc.out[n === 1 ? 0 : bot.choose(s, sc.out, n, rng)]);
    }
    sc.expectFlipsUsed();
    expect(sc.countIn(1, 'Medicham@SVI 111', Zone.Discard)).toBe(1); // Knocked Out
    expect(sc.countIn(0, W, Zone.Discard)).toBe(2);
  });

  it('puts its Energy on a Benched Pokémon when the opponent can Knock Out the Active next turn (the Energy would go with it), and on the Active when DoomedReady is 0', () => {
    const F = 'Basic Fighting Energy';
    /** Where player 0's Energy from the hand ends the turn: on the damaged Active (which can't retreat) or on the Bench. */
    const attachedTo = (weights: Float64Array): string => {
      const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
      sc.active(0, 'Klawf@SVI 122', { damage: 110 }); // 20 HP left; Vise Grip [FF] 50, Adrenaline Hammer [FFF] 130, Retreat 3
      sc.bench(0, 'Klawf@SVI 122', { energy: [F, F] }); // one more pays for Adrenaline Hammer
      sc.active(1, 'Mankey@SVI 107', { energy: [F] }); // Monkey Beatdown [F] 30: a Knock Out next turn
      sc.hand(0, F);
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      sc.flips(); // nothing in this turn flips a coin
      const s = sc.s;
      const rng = new BotRng();
      rng.seed(masterKey('pilot-doomed'), 0, 1);
      const bot = new PilotBot('pilot-doomed', { ...DEFAULT_PILOT, weights });
      while (s.current[0] === 0 && s.phase[0] !== Phase.Over) {
        const n = legalActions(s, sc.out);
        step(s, sc.out[n === 1 ? 0 : bot.choose(s, sc.out, n, rng)]);
      }
      sc.expectFlipsUsed();
      expect(sc.countIn(0, F, Zone.InPlay)).toBe(3);
      return energyCount(s, 0, T.None) === 1 && s.damage[0] === 110 ? 'active' : energyCount(s, 1, T.None) === 3 ? 'bench' : 'neither';
    };
    const undoomed = Float64Array.from(PILOT_WEIGHTS);
    undoomed[Wt.DoomedReady] = 0;
    expect(attachedTo(PILOT_WEIGHTS)).toBe('bench');
    expect(attachedTo(undoomed)).toBe('active');
  });

  it('takes a Knock Out that makes the opponent promote its best attacker (OppBestReady): the attacker waiting on the Bench counts as theirs either way; with the weight 0 it hides from it', () => {
    const P = 'Basic Psychic Energy', R = 'Basic Fire Energy';
    /** Does player 0 attack in its turn? */
    const attacks = (weights: Float64Array): boolean => {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, 'Gardevoir ex@SVI 86', { energy: [P, P, P], damage: 20, under: ['Ralts', 'Kirlia'] }); // Miracle Force [PPC] 190
      sc.bench(0, 'Ralts');
      sc.active(1, 'Moltres@MEW 146', { damage: 20 }); // 100 HP left
      sc.bench(1, 'Charizard ex@OBF 125', { energy: [R, R, R], under: ['Charmander', 'Charmeleon'] });
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 9);
      sc.flips();
      const s = sc.s;
      const rng = new BotRng();
      rng.seed(masterKey('pilot-promoted'), 0, 1);
      const bot = new PilotBot('pilot-promoted', { ...DEFAULT_PILOT, weights });
      let attacked = false;
      while (s.current[0] === 0 && s.phase[0] !== Phase.Over) {
        const n = legalActions(s, sc.out);
        const i = n === 1 ? 0 : bot.choose(s, sc.out, n, rng);
        if (actKind(sc.out[i]) === Act.Attack) attacked = true;
        step(s, sc.out[i]);
      }
      sc.expectFlipsUsed();
      return attacked;
    };
    const byPlace = Float64Array.from(PILOT_WEIGHTS);
    byPlace[Wt.OppBestReady] = 0;
    expect(attacks(PILOT_WEIGHTS)).toBe(true);
    expect(attacks(byPlace)).toBe(false);
  });

  it('counts the threat of the opponent\'s best attacker on its Bench (BenchThreat): it can be brought up, so a Knock Out it could make counts at the weight\'s share', () => {
    const R = 'Basic Fire Energy';
    /** The evaluation for player 0 (Ralts Active) with Charizard ex on the opponent's Bench behind a Pidgey, with `energy` on it. */
    const value = (benchThreat: number, energy: string[]): number => {
      const sc = new Scenario({ rules: 'standard', filler: R });
      sc.active(0, 'Ralts'); // 70 HP, one Prize
      sc.bench(0, 'Ralts');
      sc.active(1, 'Pidgey'); // its one attack costs two: no threat with one more Energy
      sc.bench(1, 'Charizard ex@OBF 125', { energy, under: ['Charmander', 'Charmeleon'] }); // Burning Darkness [RR] 180
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      const w = Float64Array.from(PILOT_WEIGHTS);
      w[Wt.BenchThreat] = benchThreat;
      return evaluatePosition(sc.s, 0, w);
    };
    const w = PILOT_WEIGHTS;
    // ready (or one Energy short): a Knock Out of the one-Prize Active, at the weight's share
    expect(value(0, [R, R]) - value(1, [R, R])).toBeCloseTo(w[Wt.Threat], 9);
    expect(value(0, [R, R]) - value(0.5, [R, R])).toBeCloseTo(w[Wt.Threat] * 0.5, 9);
    expect(value(0, [R]) - value(1, [R])).toBeCloseTo(w[Wt.Threat], 9);
    // two Energy short: no threat next turn
    expect(value(0, []) - value(1, [])).toBeCloseTo(0, 9);
    expect(w[Wt.BenchThreat]).toBeGreaterThan(0);
  });

  it('values a Stage 2 in hand as playable when its Basic is in play and a Rare Candy is in hand, and a Stage 2 at two stages', () => {
    const P = 'Basic Psychic Energy';
    const w = PILOT_WEIGHTS;
    /** The evaluation for player 0 with Ralts Active, `benched` on its Bench and `hand` in its hand. */
    const value = (benched: string[], ...hand: string[]): number => {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, 'Ralts');
      for (const b of benched) sc.bench(0, b);
      sc.active(1, 'Ralts');
      sc.hand(0, ...hand);
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      return evaluatePosition(sc.s, 0, w);
    };
    // Gardevoir ex beside Rare Candy with Ralts in play: usable now (1, not ¼), at two stages
    expect(value([], 'Gardevoir ex@SVI 86', 'Rare Candy') - value([], 'Gardevoir ex@SVI 86', 'Nest Ball')).toBeCloseTo(w[Wt.HandEvolution] * 2 * 0.75, 9);
    // Pokémon Breeder is the same card effect
    expect(value([], 'Gardevoir ex@SVI 86', 'Pokémon Breeder') - value([], 'Gardevoir ex@SVI 86', 'Nest Ball')).toBeCloseTo(w[Wt.HandEvolution] * 2 * 0.75, 9);
    // with Kirlia in play the Stage 2 is usable anyway: Rare Candy adds nothing more than an Item
    expect(value(['Kirlia'], 'Gardevoir ex@SVI 86', 'Rare Candy') - value(['Kirlia'], 'Gardevoir ex@SVI 86', 'Nest Ball')).toBeCloseTo(0, 9);
    // a usable Stage 2 in hand weighs twice a usable Stage 1
    expect(value(['Kirlia'], 'Gardevoir ex@SVI 86') - value(['Kirlia'], 'Kirlia')).toBeCloseTo(w[Wt.HandEvolution], 9);
  });

  it('K3: promotes by its evaluation, not greedy\'s order (ready to attack first): over whole games its promotions differ from greedy\'s in some positions', () => {
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    const bot = new PilotBot('pilot-promote');
    const spare = new BotRng();
    spare.seed(masterKey('pilot-promote'), 0, 1);
    let promotions = 0, differ = 0;
    for (const [a, b, rules] of [['decks/standard/lucario-ex.txt', 'decks/standard/gardevoir-ex-league.txt', 'standard'], ['decks/classic/haymaker.txt', 'decks/classic/venusaur.txt', 'classic']] as const) {
      const deckA = loadDeck(a).cards, deckB = loadDeck(b).cards;
      for (let g = 0; g < 12; g++) {
        table.deal(matchupKey('pilot-promote', deckA, deckB, rules), g, deckA, deckB, ruleParams(rules));
        const s = table.state;
        for (;;) {
          const n = legalActions(s, acts);
          if (n === 0) break;
          const p = s.decider[0];
          let i = 0;
          if (n > 1 && p === 1) i = greedyBot.choose(s, acts, n, table.botRngs[1]);
          else if (n > 1) {
            const before = s.clone();
            i = bot.choose(s, acts, n, table.botRngs[0]);
            expect(s.equals(before)).toBe(true); // it played in s and put it back
            if (s.phase[0] === Phase.Promote) {
              promotions++;
              if (i !== greedyChoose(s, acts, n, spare)) differ++;
            }
          }
          step(s, acts[i]);
        }
      }
    }
    expect(promotions).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(0);
  });
});
