// The search bot (ismcts:N): it never peeks at what its player can't know, it decides every kind of
// decision the engine has with no per-card code, and a seed gives the same games whatever runs them.
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { GameState, Phase, Zone, MAX_DECK, MAX_PRIZES } from '../src/engine/state.js';
import { legalActions, step } from '../src/engine/game.js';
import { Act, MAX_ACTIONS, actKind } from '../src/engine/actions.js';
import { BotRng, masterKey } from '../src/engine/rng.js';
import { GameTable } from '../src/sim/game-loop.js';
import { matchupKey } from '../src/sim/seeding.js';
import { ruleParams, type RuleSetName } from '../src/engine/rules.js';
import { loadDeck } from '../src/decks/deck.js';
import { bundledGroups, defaultRules } from '../src/decks/bundled.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { botByName, greedyBot, type Bot } from '../src/bots/bots.js';
import { searchBotByName, actionKey, SearchBot, DEFAULT_SEARCH } from '../src/bots/ismcts.js';
import { determinize, prepareWorlds, dealWorld } from '../src/bots/determinize.js';
import { ptcgAsync, ptcg, tempDir, withoutTiming, oneErrorLine, sameDocumentEverywhere } from './helpers/cli.js';
import { positions, withOtherHiddenInfo, handDefs } from './helpers/hidden-info.js';

const tmp = tempDir('ptcg-search-');
afterAll(() => tmp.done());

describe('ismcts: it never peeks', () => {
  const cases: [string, string, RuleSetName][] = [
    ['decks/classic/rain-dance.txt', 'decks/classic/haymaker.txt', 'classic'],
    ['decks/standard/charizard-ex-league.txt', 'decks/standard/gardevoir-ex-league.txt', 'standard'],
  ];
  for (const [a, b, rules] of cases) {
    for (const name of ['ismcts:60', 'ismcts:30:pilot'])
    it(`${name}: states that differ only in the opponent's hand, deck order and prizes get the same worlds and the same choice (${a.split('/').pop()} / ${b.split('/').pop()})`, () => {
      const bot = searchBotByName(name)!;
      const acts = new Int32Array(MAX_ACTIONS);
      let handsDiffer = 0;
      for (const [k, s] of positions(a, b, rules, 12).entries()) {
        const p = s.decider[0];
        const t = withOtherHiddenInfo(s, p, 100 + k);
        if (handDefs(s, 1 - p) !== handDefs(t, 1 - p)) handsDiffer++;
        expect(t.equals(s)).toBe(false);
        // the worlds the search draws from either state are byte for byte the same
        const w1 = s.clone(), w2 = t.clone();
        const r1 = new Uint32Array([1, 2, 3, 4 + k]), r2 = new Uint32Array(r1);
        determinize(w1, p, r1);
        determinize(w2, p, r2);
        expect(w1.equals(w2), `position ${k}`).toBe(true);
        // and the bot's choice is the same
        const n = legalActions(s, acts);
        const choices: number[] = [];
        for (const state of [s, t]) {
          const rng = new BotRng();
          rng.seed(masterKey('choice'), k, 1);
          const m = legalActions(state, acts);
          expect(m).toBe(n);
          choices.push(acts[bot.choose(state, acts, m, rng)]);
        }
        expect(choices[0], `position ${k}`).toBe(choices[1]);
      }
      expect(handsDiffer).toBeGreaterThan(6); // the opponent really held other cards
    });
  }

  it('worlds dealt from pools prepared once per decision are the worlds determinize draws, world after world', () => {
    for (const [k, s] of positions('decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard', 6).entries()) {
      const p = s.decider[0];
      prepareWorlds(s, p);
      const r1 = new Uint32Array([5, 6, 7, 8 + k]), r2 = new Uint32Array(r1);
      // Three worlds from the pools prepared once (dealing a world must not consume them) ...
      const dealt = [0, 1, 2].map(() => { const w = s.clone(); dealWorld(w, p, r1); return w; });
      // ... are the three worlds determinize draws from the same words, each from scratch.
      for (const [world, w1] of dealt.entries()) {
        const w2 = s.clone();
        determinize(w2, p, r2);
        expect(w1.equals(w2), `position ${k}, world ${world}`).toBe(true);
        expect(w1.equals(s), `position ${k}, world ${world}`).toBe(false); // a world, not the real state
      }
    }
  });

  it('a world keeps what the decider knows: its hand, both boards and discard piles, zone sizes; its cards are re-dealt', () => {
    const [s] = positions('decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard', 1);
    const p = s.decider[0], o = 1 - p;
    const w = s.clone();
    determinize(w, p, new Uint32Array([9, 8, 7, 6]));
    expect(Array.from(w.hand.subarray(p * MAX_DECK, p * MAX_DECK + w.handCount[p]))).toEqual(Array.from(s.hand.subarray(p * MAX_DECK, p * MAX_DECK + s.handCount[p])));
    expect(Array.from(w.slotCards)).toEqual(Array.from(s.slotCards));
    expect(Array.from(w.discard)).toEqual(Array.from(s.discard));
    for (const q of [0, 1]) {
      expect(w.handCount[q]).toBe(s.handCount[q]);
      expect(w.deckCount[q]).toBe(s.deckCount[q]);
      expect(w.prizeCount[q]).toBe(s.prizeCount[q]);
    }
    for (let c = 0; c < 2 * MAX_DECK; c++) { // every card is where its list says
      if (w.cardDef[c] < 0) continue;
      const q = c < MAX_DECK ? 0 : 1;
      const inList = (list: Uint8Array, base: number, n: number) => Array.from(list.subarray(base, base + n)).includes(c);
      if (w.cardZone[c] === Zone.Hand) expect(inList(w.hand, q * MAX_DECK, w.handCount[q])).toBe(true);
      if (w.cardZone[c] === Zone.Deck) expect(inList(w.deck, q * MAX_DECK, w.deckCount[q])).toBe(true);
      if (w.cardZone[c] === Zone.Prize) expect(inList(w.prizes, q * MAX_PRIZES, w.prizeCount[q])).toBe(true);
    }
    expect(handDefs(w, o) !== handDefs(s, o) || w.deck.join() !== s.deck.join()).toBe(true);
    expect(w.rng.join()).not.toBe(s.rng.join());
  });
});

describe('ismcts: every decision, no per-card code', () => {
  it('actionKey: copies of a card are one choice; the same card on two Pokémon is two', () => {
    const s = new GameState();
    s.cardDef[3] = 50; s.cardDef[4] = 50; s.cardDef[5] = 50; s.cardDef[6] = 51;
    s.cardZone[3] = Zone.Hand; s.cardZone[4] = Zone.Hand; s.cardZone[6] = Zone.Hand;
    s.cardZone[5] = Zone.InPlay; s.cardSlot[5] = 2;
    const key = (k: Act, a: number, b = 0) => actionKey(s, (k << 16) | (a << 8) | b);
    expect(key(Act.Attach, 3, 1)).toBe(key(Act.Attach, 4, 1));
    expect(key(Act.Attach, 3, 1)).not.toBe(key(Act.Attach, 3, 2));
    expect(key(Act.Attach, 3, 1)).not.toBe(key(Act.Attach, 6, 1));
    expect(key(Act.ChooseCard, 3)).not.toBe(key(Act.ChooseCard, 5)); // in hand vs attached
    expect(key(Act.Power, 1, 2)).toBe((Act.Power << 16) | (1 << 8) | 2); // `a` of a Power is not a card
    expect(key(Act.EndTurn, 0)).toBe(Act.EndTurn << 16);
  });

  it('plays whole games of every bundled deck (Powers, Abilities, effects, setup, promotions) with legal choices and sound states', () => {
    const bot = botByName('ismcts:6')!;
    const seen = new Set<string>();
    const wrapped: Bot = {
      name: 'watch',
      choose: (s, actions, n, rng) => {
        const i = bot.choose(s, actions, n, rng);
        expect(i >= 0 && i < n).toBe(true);
        seen.add(`phase:${s.phase[0]}`);
        seen.add(`act:${actKind(actions[i])}`);
        return i;
      },
    };
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    for (const g of bundledGroups()) {
      const rules = defaultRules(g.decks);
      g.decks.forEach((d, k) => {
        const e = g.decks[(k + 1) % g.decks.length];
        const key = matchupKey('every-decision', d.cards, e.cards, rules);
        table.deal(key, k, d.cards, e.cards, ruleParams(rules));
        const s = table.state;
        for (;;) {
          const n = legalActions(s, acts);
          if (n === 0) break;
          const p = s.decider[0];
          step(s, acts[n === 1 ? 0 : wrapped.choose(s, acts, n, table.botRngs[p])]);
          const bad = checkInvariants(s);
          expect(bad, `${d.name} vs ${e.name}`).toBeNull();
        }
        expect(s.winner[0]).toBeGreaterThanOrEqual(0);
      });
    }
    for (const ph of [Phase.ChooseFirst, Phase.SetupActive, Phase.SetupBench, Phase.Main, Phase.Effect, Phase.Promote]) expect(seen.has(`phase:${ph}`), `phase ${ph}`).toBe(true);
    for (const a of [Act.EndTurn, Act.PlayBasic, Act.Attach, Act.PlayTrainer, Act.Evolve, Act.Retreat, Act.Attack, Act.ChooseCard, Act.ChooseSlot, Act.Done, Act.Yes, Act.No, Act.Power]) {
      expect(seen.has(`act:${a}`), `action kind ${a}`).toBe(true);
    }
  });

  it('ismcts:N:pilot (the pilot as default policy) plays a whole game with legal choices, leaving every state it is given as it was', () => {
    const bot = botByName('ismcts:8:pilot')!;
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    const a = loadDeck('decks/standard/charizard-ex-league.txt').cards, b = loadDeck('decks/standard/gardevoir-ex-league.txt').cards;
    table.deal(matchupKey('pilot-policy', a, b, 'standard'), 0, a, b, ruleParams('standard'));
    const s = table.state;
    let decisions = 0;
    for (;;) {
      const n = legalActions(s, acts);
      if (n === 0) break;
      const p = s.decider[0];
      let i = 0;
      if (n > 1) {
        const before = s.clone();
        i = bot.choose(s, acts, n, table.botRngs[p]);
        expect(s.equals(before)).toBe(true);
        expect(i >= 0 && i < n).toBe(true);
        decisions++;
      }
      step(s, acts[i]);
      expect(checkInvariants(s)).toBeNull();
    }
    expect(s.winner[0]).toBeGreaterThanOrEqual(0);
    expect(decisions).toBeGreaterThan(20);
  });

  it('names: ismcts:N for N ≥ 1; other spellings are not bots', () => {
    expect(botByName('ismcts:400')?.name).toBe('ismcts:400');
    expect(botByName('ismcts:400')).toBe(botByName('ismcts:400')); // one per name and thread
    expect(searchBotByName('ismcts:40:pilot')?.options.policy).toBe('pilot'); // the pilot as its default policy
    expect(searchBotByName('ismcts:40')?.options.policy).toBe('greedy');
    for (const bad of ['ismcts:40:greedy', 'ismcts:pilot', 'ismcts', 'ismcts:0', 'ismcts:04', 'ismcts:-3', 'ismcts:1e3', 'ismcts:2000000']) expect(botByName(bad), bad).toBeUndefined();
  });
});

describe('ismcts: stopping when the choice is settled', () => {
  it('a decision stops once the iterations left cannot change the most visited action: the same choice as running them all, in fewer iterations and rollouts', () => {
    const N = 60;
    const settling = new SearchBot('settling', { iterations: N, ...DEFAULT_SEARCH, settle: true });
    const full = new SearchBot('full', { iterations: N, ...DEFAULT_SEARCH, settle: false });
    const table = new GameTable();
    const acts = new Int32Array(MAX_ACTIONS);
    const twin = new BotRng();
    let decisions = 0, stopped = 0;
    for (const [a, b, rules] of [['decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt', 'standard'], ['decks/classic/haymaker.txt', 'decks/classic/rain-dance.txt', 'classic']] as const) {
      const deckA = loadDeck(a).cards, deckB = loadDeck(b).cards;
      for (let g = 0; g < 3; g++) {
        table.deal(matchupKey('settle', deckA, deckB, rules), g, deckA, deckB, ruleParams(rules));
        const s = table.state;
        for (;;) {
          const n = legalActions(s, acts);
          if (n === 0) break;
          const p = s.decider[0];
          let i = 0;
          if (n > 1) {
            const before = s.clone();
            twin.words.set(table.botRngs[p].words);
            const ranBefore = settling.iterationsRun;
            i = settling.choose(s, acts, n, table.botRngs[p]);
            const ran = settling.iterationsRun - ranBefore;
            expect(s.equals(before)).toBe(true); // the worlds were played in s and put back
            expect(full.choose(s, acts, n, twin)).toBe(i);
            expect(twin.words.join()).toBe(table.botRngs[p].words.join()); // both drew the same from the seat's stream
            expect(ran).toBeGreaterThan(N / 2);
            expect(ran).toBeLessThanOrEqual(N);
            decisions++;
            if (ran < N) stopped++;
          }
          step(s, acts[i]);
        }
      }
    }
    expect(full.iterationsRun).toBe(decisions * N);
    // The last iteration of a decision plays no rollout: its score would steer no later iteration.
    expect(full.rolloutsRun).toBe(decisions * (N - 1));
    expect(settling.rolloutsRun).toBe(settling.iterationsRun - decisions);
    expect(stopped).toBeGreaterThan(decisions / 4); // it does stop early, often
    expect(settling.iterationsRun).toBeLessThan(decisions * N);
  });
});

describe('ismcts: a seed gives the same games whatever runs them', () => {
  it('X6: the same seed gives the same document on 1 or 2 workers and in shards, with the search bot on one seat', async () => {
    const doc = await sameDocumentEverywhere('ismcts:12', 12, 2, tmp.path);
    expect(doc.bots).toEqual(['ismcts:12', 'greedy']);
    expect(doc.games).toBe(12);
    expect(JSON.parse(readFileSync(tmp.path('p0.json'), 'utf8')).bots).toEqual(['ismcts:12', 'greedy']);
  });


  it('a game of the search bot replays exactly from its seed (play --log, then replay)', () => {
    const log = tmp.path('game.jsonl');
    const r = ptcg('play', '--deck', 'decks/standard/lucario-ex.txt', '--opponent', 'decks/standard/ampharos-ex.txt', '--bot', 'ismcts:10,greedy', '--seed', '3', '--log', log, '--quiet');
    expect(r.stderr, r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rep = ptcg('replay', log);
    expect(rep.status, rep.stderr).toBe(0);
  });

  it('an unknown bot name is one clear line naming the search bot form, exit 2', () => {
    const r = ptcg('simulate', '--deck', 'decks/classic/zap.txt', '--opponent', 'decks/classic/overgrowth.txt', '--games', '2', '--bot', 'ismcts:zero');
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/unknown bot 'ismcts:zero' in --bot \(choose from random, greedy, .*ismcts:N/);
  });
});
