// Rules D (deck construction), S (setup), T (turn structure) and A (actions during a turn)
// of RULES.md. Setup is driven through real games (newGame); turns and actions use Scenario.
import { describe, it, expect } from 'vitest';
import { GameState, Phase, Zone, EndReason, MAX_DECK, RuleParam, DeckFeature, type EventSink } from '../src/engine/state.js';
import { newGame, legalActions, step } from '../src/engine/game.js';
import { Act, act, actKind, actA, MAX_ACTIONS } from '../src/engine/actions.js';
import { ruleParams, type RuleSetName, type RuleOptions } from '../src/engine/rules.js';
import { masterKey, deriveWords } from '../src/engine/rng.js';
import { shuffleDeck } from '../src/engine/zones.js';
import { scanStamp } from '../src/engine/scan.js';
import { Ev, Flip } from '../src/engine/events.js';
import { parseDeck, checkConstruction, loadDeck, checkPairable, DeckError, type DeckLine } from '../src/decks/deck.js';
import { ALL_CARDS, ruleName } from '../src/cards/pool.js';
import { Supertype, TrainerKind, Cond, T, type CardDef } from '../src/cards/types.js';
import { GameTable } from '../src/sim/game-loop.js';
import { greedyBot } from '../src/bots/bots.js';
import { Scenario, cardId, SLOTS, type SlotSetup } from './helpers/scenario.js';

// ------------------------------------------------------------------------------------
// Helpers for full games
// ------------------------------------------------------------------------------------

const KEY = masterKey('rules-setup-turn');
const OUT = new Int32Array(MAX_ACTIONS);

function words(i: number): Uint32Array {
  const w = new Uint32Array(4);
  deriveWords(KEY, i, 0, w);
  return w;
}

interface Logged { s: GameState; events: { code: number; p: number; a: number; b: number }[] }

function game(d0: ArrayLike<number>, d1: ArrayLike<number>, rules: RuleSetName, seed: number, opts?: RuleOptions): Logged {
  const s = new GameState();
  const events: Logged['events'] = [];
  const sink: EventSink = { ev: (code, p, a, b) => { events.push({ code, p, a, b }); } };
  s.logger = sink;
  newGame(s, d0, d1, ruleParams(rules, opts), words(seed));
  return { s, events };
}

function legal(s: GameState): number[] {
  const n = legalActions(s, OUT);
  return Array.from(OUT.subarray(0, n));
}

function play(s: GameState, kind: Act, a = 0, b = 0): void {
  const x = act(kind, a, b);
  expect(legal(s)).toContain(x);
  step(s, x);
}

/** The flip winner goes first (or second). */
function choose(s: GameState, goFirst = true): void {
  if (s.phase[0] === Phase.ChooseFirst) play(s, goFirst ? Act.Yes : Act.No);
}

/** Both players put the first offered Basic as Active and bench nothing. */
function placeActives(s: GameState): void {
  while (s.phase[0] === Phase.SetupActive || s.phase[0] === Phase.SetupBench) {
    if (s.phase[0] === Phase.SetupActive) step(s, legal(s).find((x) => actKind(x) === Act.ChooseCard)!);
    else play(s, Act.Done);
  }
}

function hand(s: GameState, p: number): number[] {
  return Array.from(s.hand.subarray(p * MAX_DECK, p * MAX_DECK + s.handCount[p]));
}
function deck(s: GameState, p: number): number[] {
  return Array.from(s.deck.subarray(p * MAX_DECK, p * MAX_DECK + s.deckCount[p]));
}
function prizes(s: GameState, p: number): number[] {
  return Array.from(s.prizes.subarray(p * 6, p * 6 + s.prizeCount[p]));
}
function isBasic(s: GameState, c: number): boolean {
  const d = ALL_CARDS[s.cardDef[c]];
  return d.supertype === Supertype.Pokemon && d.stage === 0;
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** First seed from `from` for which `ok` holds after newGame + choice (+ placement if asked). */
function findSeed(make: (i: number) => Logged, ok: (s: GameState) => boolean, from = 0, tries = 300): number {
  for (let i = from; i < from + tries; i++) if (ok(make(i).s)) return i;
  throw new Error('no seed found');
}

const OVERGROWTH = loadDeck('decks/classic/overgrowth.txt').cards;
const ZAP = loadDeck('decks/classic/zap.txt').cards;
const STARTER_FIRE = loadDeck('decks/classic/starter-fire.txt').cards;
const STARTER_FIGHTING = loadDeck('decks/classic/starter-fighting.txt').cards;

const WATER = cardId('Water Energy');
const ONE_BASIC: number[] = [cardId('Rattata'), ...Array(59).fill(WATER)];
const ALL_BASICS: number[] = ['Rattata', 'Pikachu', 'Squirtle', 'Charmander', 'Bulbasaur', 'Machop']
  .flatMap((n) => Array(10).fill(cardId(n)));

// ------------------------------------------------------------------------------------
// D — deck construction
// ------------------------------------------------------------------------------------

describe('D: deck construction', () => {
  const reasons = (text: string) => parseDeck(text, 'x.txt').problems.map((p) => p.reason);

  it('D1: a deck has exactly 60 cards, or 30 for a starter deck', () => {
    expect(reasons('4 Bulbasaur BS 44\n56 Grass Energy BS 99')).toEqual([]);
    expect(reasons('4 Bulbasaur BS 44\n26 Grass Energy BS 99')).toEqual([]);
    const short = reasons('4 Bulbasaur BS 44\n55 Grass Energy BS 99');
    expect(short).toHaveLength(1);
    expect(short[0]).toMatch(/59 cards.*\(D1\)/);
    expect(reasons('4 Bulbasaur BS 44\n57 Grass Energy BS 99')[0]).toMatch(/61 cards.*\(D1\)/);
    expect(reasons('4 Bulbasaur BS 44\n27 Grass Energy BS 99')[0]).toMatch(/31 cards.*\(D1\)/);
    // the parsed deck expands counts into one card id per card
    const { deck: d } = parseDeck('4 Bulbasaur BS 44\n56 Grass Energy BS 99', 'x.txt');
    expect(d.cards).toHaveLength(60);
    expect(d.cards.filter((c) => ALL_CARDS[c].name === 'Bulbasaur')).toHaveLength(4);
  });

  it('D1: decks of different sizes never play each other; the shipped decks have legal sizes', () => {
    const a = parseDeck('4 Bulbasaur BS 44\n56 Grass Energy BS 99', 'a.txt').deck;
    const b = parseDeck('4 Bulbasaur BS 44\n26 Grass Energy BS 99', 'b.txt').deck;
    const c = parseDeck('4 Machop BS 52\n56 Fighting Energy BS 97', 'c.txt').deck;
    expect(checkPairable(a, b)).toMatch(/\(D1\)/);
    expect(checkPairable(a, c)).toBeNull();
    expect(OVERGROWTH).toHaveLength(60);
    expect(ZAP).toHaveLength(60);
    expect(STARTER_FIRE).toHaveLength(30);
    expect(STARTER_FIGHTING).toHaveLength(30);
    expect(loadDeck('decks/standard/lucario-ex.txt').cards).toHaveLength(60);
  });

  it('D1: loading a missing deck file gives a DeckError naming the file', () => {
    let err: unknown;
    try { loadDeck('decks/no-such-deck.txt'); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(DeckError);
    expect((err as DeckError).problems).toEqual([{ path: 'decks/no-such-deck.txt', line: 0, reason: 'no such file' }]);
    // a directory is not a deck file either
    expect(() => loadDeck('decks')).toThrow(/is a directory/);
  });

  it('D2: at most 4 cards of one name, basic Energy excepted', () => {
    expect(reasons('4 Bulbasaur BS 44\n56 Grass Energy BS 99')).toEqual([]);
    const five = parseDeck('5 Bulbasaur BS 44\n55 Grass Energy BS 99', 'x.txt').problems;
    expect(five).toHaveLength(1);
    expect(five[0].line).toBe(1);
    expect(five[0].reason).toMatch(/5 copies of 'Bulbasaur'.*\(D2\)/);
    // a Trainer counts too
    expect(reasons('4 Bulbasaur BS 44\n5 Potion BS 94\n51 Grass Energy BS 99')[0]).toMatch(/5 copies of 'Potion'/);
    // basic Energy: unlimited (SV basic Energy too)
    expect(reasons('4 Riolu SVI 112\n56 Basic Fighting Energy SVE 6')).toEqual([]);
  });

  it('D3: same name = printed name only; printings add up, but "X ex" is another name than "X"', () => {
    // 3 + 2 Potion from two sets are 5 cards of one name
    const potions = reasons('4 Bulbasaur BS 44\n3 Potion BS 94\n2 Potion SVI 188\n51 Grass Energy BS 99');
    expect(potions).toHaveLength(1);
    expect(potions[0]).toMatch(/5 copies of 'Potion'.*\(D2\)/);
    // 4 + 4 is fine when one is an ex
    expect(reasons('4 Lucario ex SVP 17\n4 Riolu SVI 112\n52 Basic Fighting Energy SVE 6')).toEqual([]);
    expect(reasons('4 Miraidon ex SVP 143\n4 Miraidon SVI 80\n52 Basic Lightning Energy SVE 4')).toEqual([]);
    // but 4 + 1 of the same plain name is not
    expect(reasons('4 Miraidon SVI 80\n1 Miraidon SVI 80\n55 Basic Lightning Energy SVE 4')[0]).toMatch(/5 copies of 'Miraidon'/);
    // with a custom pool: Reshiram vs Reshiram ex
    const pool = [
      { supertype: Supertype.Pokemon, name: 'Reshiram', set: 'x', number: 1, stage: 0, hp: 130, type: T.Fire, retreat: 2, attacks: [] },
      { supertype: Supertype.Pokemon, name: 'Reshiram ex', set: 'x', number: 2, stage: 0, hp: 230, type: T.Fire, retreat: 2, attacks: [], ex: true },
      { supertype: Supertype.Pokemon, name: 'Reshiram', set: 'y', number: 9, stage: 0, hp: 130, type: T.Fire, retreat: 2, attacks: [] },
      { supertype: Supertype.Energy, name: 'Fire Energy', set: 'x', number: 3, type: T.Fire, basic: true },
    ] as CardDef[];
    const ok: DeckLine[] = [{ line: 1, count: 4, card: 0 }, { line: 2, count: 4, card: 1 }, { line: 3, count: 52, card: 3 }];
    expect(checkConstruction(ok, 'p.txt', pool)).toEqual([]);
    const bad: DeckLine[] = [{ line: 1, count: 3, card: 0 }, { line: 2, count: 2, card: 2 }, { line: 3, count: 55, card: 3 }];
    const pr = checkConstruction(bad, 'p.txt', pool);
    expect(pr).toHaveLength(1);
    expect(pr[0]).toMatchObject({ line: 1 });
    expect(pr[0].reason).toMatch(/5 copies of 'Reshiram'/);
  });

  it('D3: a parenthetical that tells printings apart is not part of the name ("Professor\'s Research (Professor Sada)" is "Professor\'s Research")', () => {
    expect(ruleName("Boss's Orders (Ghetsis)")).toBe("Boss's Orders");
    expect(ruleName('Professor\'s Research (Professor Turo)')).toBe("Professor's Research");
    expect(ruleName('Mega Lucario ex')).toBe('Mega Lucario ex');
    const pool = [
      { supertype: Supertype.Trainer, name: "Professor's Research (Professor Sada)", set: 'x', number: 1, kind: TrainerKind.Supporter, effects: [] },
      { supertype: Supertype.Trainer, name: "Professor's Research (Professor Turo)", set: 'x', number: 2, kind: TrainerKind.Supporter, effects: [] },
      { supertype: Supertype.Pokemon, name: 'Riolu', set: 'x', number: 3, stage: 0, hp: 70, type: T.Fighting, retreat: 1, attacks: [] },
      { supertype: Supertype.Energy, name: 'Fighting Energy', set: 'x', number: 4, type: T.Fighting, basic: true },
    ] as CardDef[];
    const five: DeckLine[] = [{ line: 1, count: 3, card: 0 }, { line: 2, count: 2, card: 1 }, { line: 3, count: 4, card: 2 }, { line: 4, count: 51, card: 3 }];
    const pr = checkConstruction(five, 'p.txt', pool);
    expect(pr.map((x) => x.reason)).toEqual(["5 copies of 'Professor's Research': at most 4 cards of one name (D2)"]);
    expect(pr[0].line).toBe(1);
  });

  it('D4: a deck must contain at least one Basic Pokémon', () => {
    expect(reasons('4 Potion BS 94\n56 Grass Energy BS 99')[0]).toMatch(/no Basic Pokémon.*\(D4\)/);
    // a Stage 1 is not a Basic
    expect(reasons('4 Ivysaur BS 30\n56 Grass Energy BS 99')[0]).toMatch(/\(D4\)/);
    expect(reasons('1 Bulbasaur BS 44\n4 Ivysaur BS 30\n55 Grass Energy BS 99')).toEqual([]);
    // without a Basic, setup can never finish: the engine refuses instead of looping forever
    const noBasic = Array(60).fill(WATER);
    expect(() => game(noBasic, OVERGROWTH, 'classic', 1)).toThrow(/D4/);
  });

  it('D5: ACE SPEC and Radiant Pokémon are limited to 1 per deck', () => {
    const pool = [
      { supertype: Supertype.Trainer, name: 'Master Ball', set: 'x', number: 1, kind: TrainerKind.Item, effects: [], aceSpec: true },
      { supertype: Supertype.Trainer, name: 'Prime Catcher', set: 'x', number: 2, kind: TrainerKind.Item, effects: [], aceSpec: true },
      { supertype: Supertype.Pokemon, name: 'Radiant Charizard', set: 'x', number: 3, stage: 0, hp: 160, type: T.Fire, retreat: 2, attacks: [] },
      { supertype: Supertype.Pokemon, name: 'Radiant Greninja', set: 'x', number: 4, stage: 0, hp: 130, type: T.Water, retreat: 1, attacks: [] },
      { supertype: Supertype.Pokemon, name: 'Bulbasaur', set: 'x', number: 5, stage: 0, hp: 70, type: T.Grass, retreat: 1, attacks: [] },
      { supertype: Supertype.Energy, name: 'Grass Energy', set: 'x', number: 6, type: T.Grass, basic: true },
    ] as (CardDef & { aceSpec?: boolean })[];
    const deckOf = (extra: DeckLine[]): DeckLine[] => {
      const n = extra.reduce((k, l) => k + l.count, 0);
      return [...extra, { line: 10, count: 4, card: 4 }, { line: 11, count: 56 - n, card: 5 }];
    };
    // one ACE SPEC and one Radiant Pokémon: fine
    expect(checkConstruction(deckOf([{ line: 1, count: 1, card: 0 }, { line: 3, count: 1, card: 2 }]), 'p', pool)).toEqual([]);
    // two different ACE SPEC cards
    const ace = checkConstruction(deckOf([{ line: 1, count: 1, card: 0 }, { line: 2, count: 1, card: 1 }]), 'p', pool);
    expect(ace).toHaveLength(1);
    expect(ace[0].line).toBe(1);
    expect(ace[0].reason).toMatch(/2 ACE SPEC cards.*\(D5\)/);
    // two copies of one ACE SPEC
    expect(checkConstruction(deckOf([{ line: 2, count: 2, card: 1 }]), 'p', pool).map((p) => p.reason)).toEqual([expect.stringMatching(/ACE SPEC.*\(D5\)/)]);
    // two different Radiant Pokémon
    const rad = checkConstruction(deckOf([{ line: 3, count: 1, card: 2 }, { line: 4, count: 1, card: 3 }]), 'p', pool);
    expect(rad).toHaveLength(1);
    expect(rad[0].line).toBe(3);
    expect(rad[0].reason).toMatch(/2 Radiant Pokémon.*\(D5\)/);
  });
});

// ------------------------------------------------------------------------------------
// S — setup
// ------------------------------------------------------------------------------------

describe('S: setup', () => {
  it('S1: standard — a coin flip before anyone draws; the winner chooses first or second', () => {
    const { s, events } = game(OVERGROWTH, ZAP, 'standard', 1);
    expect(s.phase[0]).toBe(Phase.ChooseFirst);
    expect(s.handCount[0]).toBe(0);
    expect(s.handCount[1]).toBe(0);
    expect(s.deckCount[0]).toBe(60);
    expect(s.deckCount[1]).toBe(60);
    const flips = events.filter((e) => e.code === Ev.CoinFlip);
    expect(flips).toHaveLength(1);
    expect(flips[0].a).toBe(Flip.FirstPlayer);
    const winner = flips[0].b === 1 ? 0 : 1;
    expect(s.decider[0]).toBe(winner);
    expect(legal(s)).toEqual([act(Act.Yes), act(Act.No)]);

    const second = s.clone();
    play(s, Act.Yes); // go first
    expect(s.first[0]).toBe(winner);
    expect(s.phase[0]).toBe(Phase.SetupActive);
    expect(s.decider[0]).toBe(winner);
    play(second, Act.No); // go second
    expect(second.first[0]).toBe(1 - winner);
    expect(second.decider[0]).toBe(1 - winner);
    expect(events.filter((e) => e.code === Ev.FirstPlayer).map((e) => e.a)).toEqual([1]); // the winner chose
  });

  it('S1: the flip is fair over seeds; classic has no choice phase (the winner goes first)', () => {
    let zero = 0;
    for (let i = 0; i < 200; i++) if (game(OVERGROWTH, ZAP, 'standard', i).s.decider[0] === 0) zero++;
    expect(zero).toBeGreaterThan(70);
    expect(zero).toBeLessThan(130);

    for (let i = 0; i < 4; i++) {
      const { s, events } = game(OVERGROWTH, ZAP, 'classic', i);
      expect(s.phase[0]).toBe(Phase.SetupActive); // straight to placement, hands dealt
      const heads = events.find((e) => e.code === Ev.CoinFlip)!.b === 1;
      expect(s.first[0]).toBe(heads ? 0 : 1);
      expect(s.decider[0]).toBe(s.first[0]);
      expect(events.find((e) => e.code === Ev.FirstPlayer)!.a).toBe(0);
      expect(s.handCount[0]).toBe(7);
    }
  });

  it('S2: each player shuffles and draws 7 cards from the top of the deck', () => {
    const make = (i: number) => { const g = game(OVERGROWTH, ZAP, 'standard', i); return g; };
    const seed = findSeed(make, (s) => { choose(s); return s.mulligans[0] === 0 && s.mulligans[1] === 0; });
    const { s } = make(seed);
    const before = s.clone();
    choose(s);
    for (let p = 0; p < 2; p++) {
      expect(s.handCount[p]).toBe(7);
      expect(s.deckCount[p]).toBe(53);
      for (const c of hand(s, p)) expect(s.cardZone[c]).toBe(Zone.Hand);
    }
    // Replay the shuffles on a copy: the hands are exactly the 7 top cards of each shuffled deck.
    shuffleDeck(before, 0);
    shuffleDeck(before, 1);
    for (let p = 0; p < 2; p++) {
      const d = deck(before, p);
      expect(sorted(hand(s, p))).toEqual(sorted(d.slice(-7)));
      expect(d.slice(-7)).not.toEqual(Array.from({ length: 7 }, (_, k) => p * MAX_DECK + 53 + k)); // it was shuffled
    }
  });

  it('S3: one Basic as Active (required), then up to 5 Basics on the Bench; first player places first', () => {
    const make = (i: number) => game(ALL_BASICS, OVERGROWTH, 'classic', i);
    const { s } = make(findSeed(make, (g) => g.first[0] === 0));
    const first = s.first[0];
    expect(s.phase[0]).toBe(Phase.SetupActive);
    expect(s.decider[0]).toBe(first);
    // all 7 cards are Basics: every action is a ChooseCard (one per distinct card), no Done
    const l = legal(s);
    expect(l.every((x) => actKind(x) === Act.ChooseCard)).toBe(true);
    expect(l.length).toBe(new Set(hand(s, first).map((c) => s.cardDef[c])).size);
    step(s, l[0]);
    expect(s.slotTop[first * SLOTS]).toBe(actA(l[0]));
    expect(s.handCount[first]).toBe(6);
    expect(s.phase[0]).toBe(Phase.SetupBench);
    expect(legal(s)).toContain(act(Act.Done));
    let benched = 0;
    for (;;) {
      const b = legal(s).find((x) => actKind(x) === Act.ChooseCard);
      if (b === undefined) break;
      step(s, b);
      benched++;
    }
    expect(benched).toBe(5);
    expect(s.benchCount[first]).toBe(5);
    expect(s.handCount[first]).toBe(1); // a Basic is left, but the Bench is full
    expect(isBasic(s, hand(s, first)[0])).toBe(true);
    expect(legal(s)).toEqual([act(Act.Done)]);
    play(s, Act.Done);
    // now the other player; only Basics are offered
    expect(s.phase[0]).toBe(Phase.SetupActive);
    expect(s.decider[0]).toBe(1 - first);
    const other = 1 - first;
    const offered = legal(s).map(actA);
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(isBasic(s, c)).toBe(true);
    const basicsInHand = new Set(hand(s, other).filter((c) => isBasic(s, c)).map((c) => s.cardDef[c]));
    expect(new Set(offered.map((c) => s.cardDef[c]))).toEqual(basicsInHand);
  });

  it('S4: mulligan — with no Basic in hand, reshuffle and draw 7 again until a Basic comes', () => {
    const make = (i: number) => game(ONE_BASIC, ALL_BASICS, 'classic', i);
    const seed = findSeed(make, (s) => s.mulligans[0] >= 2);
    const { s, events } = make(seed);
    expect(s.mulligans[0]).toBeGreaterThanOrEqual(2);
    expect(s.mulligans[1]).toBe(0);
    expect(s.handCount[0]).toBe(7);
    expect(s.deckCount[0]).toBe(53);
    expect(hand(s, 0).map((c) => ALL_CARDS[s.cardDef[c]].name)).toContain('Rattata');
    const mull = events.filter((e) => e.code === Ev.Mulligan && e.p === 0);
    expect(mull.map((e) => e.a)).toEqual(Array.from({ length: s.mulligans[0] }, (_, k) => k + 1));
    expect(events.filter((e) => e.code === Ev.DrawHand && e.p === 0)).toHaveLength(s.mulligans[0] + 1);
    // a real deck: some seeds mulligan, and the final hand always has a Basic
    let seen = 0;
    for (let i = 0; i < 40; i++) {
      const g = game(OVERGROWTH, ZAP, 'standard', i).s;
      choose(g);
      for (let p = 0; p < 2; p++) {
        seen += g.mulligans[p];
        expect(hand(g, p).some((c) => isBasic(g, c))).toBe(true);
        expect(g.handCount[p]).toBe(7);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('S5: 6 Prize cards from the top of the deck (3 for 30-card decks)', () => {
    const make = (i: number) => game(OVERGROWTH, ZAP, 'standard', i);
    const seed = findSeed(make, (s) => { choose(s); return s.mulligans[0] === 0 && s.mulligans[1] === 0; });
    const { s } = make(seed);
    choose(s);
    // place both Actives, stopping before the last Done
    while (!(s.phase[0] === Phase.SetupBench && s.decider[0] !== s.first[0])) {
      if (s.phase[0] === Phase.SetupActive) step(s, legal(s).find((x) => actKind(x) === Act.ChooseCard)!);
      else play(s, Act.Done);
    }
    expect(s.prizeCount[0]).toBe(0);
    const tops = [deck(s, 0).slice(-6), deck(s, 1).slice(-6)];
    play(s, Act.Done);
    for (let p = 0; p < 2; p++) {
      expect(s.prizeCount[p]).toBe(6);
      expect(sorted(prizes(s, p))).toEqual(sorted(tops[p]));
      for (const c of prizes(s, p)) expect(s.cardZone[c]).toBe(Zone.Prize);
      expect(s.deckCount[p]).toBe(60 - 7 - 6 - (p === s.first[0] ? 1 : 0));
    }

    const starter = game(STARTER_FIRE, STARTER_FIGHTING, 'classic', 2).s;
    placeActives(starter);
    while (starter.phase[0] === Phase.ExtraDraws) play(starter, Act.Done);
    expect(starter.prizeCount[0]).toBe(3);
    expect(starter.prizeCount[1]).toBe(3);
    const f = starter.first[0];
    expect(starter.deckCount[f]).toBe(30 - 7 - 3 - 1);
    expect(starter.deckCount[1 - f]).toBe(30 - 7 - 3);
  });

  it('S6: the player with fewer mulligans may draw the difference; each draw optional; a drawn Basic may be benched', () => {
    const make = (i: number) => { const g = game(ONE_BASIC, ALL_BASICS, 'standard', i); choose(g.s); return g; };
    const seed = findSeed(make, (s) => s.mulligans[0] >= 2);
    const { s, events } = make(seed);
    const m = s.mulligans[0];
    expect(s.mulligans[1]).toBe(0);
    placeActives(s);
    // prizes are set first, then the extra draws
    expect(s.prizeCount[0]).toBe(6);
    expect(s.prizeCount[1]).toBe(6);
    expect(s.phase[0]).toBe(Phase.ExtraDraws);
    expect(s.decider[0]).toBe(1);
    expect(s.extraDraws[1]).toBe(m);
    expect(s.extraDraws[0]).toBe(0);
    // Basics already in hand can't be benched now: only Yes / Done
    expect(sorted(legal(s))).toEqual(sorted([act(Act.Yes), act(Act.Done)]));
    const h = s.handCount[1], d = s.deckCount[1];
    play(s, Act.Yes);
    expect(s.handCount[1]).toBe(h + 1);
    expect(s.deckCount[1]).toBe(d - 1);
    expect(s.extraTaken[1]).toBe(1);
    const drawn = events.filter((e) => e.code === Ev.ExtraDraw).map((e) => e.a);
    expect(drawn).toHaveLength(1);
    expect(isBasic(s, drawn[0])).toBe(true);
    // the drawn Basic (and only a drawn card) may go onto the Bench
    const bench = legal(s).filter((x) => actKind(x) === Act.ChooseCard);
    expect(bench).toEqual([act(Act.ChooseCard, drawn[0])]);
    play(s, Act.ChooseCard, drawn[0]);
    expect(s.benchCount[1]).toBe(1);
    expect(s.slotTop[SLOTS + 1]).toBe(drawn[0]);
    // decline the rest: the game starts
    play(s, Act.Done);
    expect(s.extraTaken[1]).toBe(1);
    expect(events.some((e) => e.code === Ev.ExtraDrawDeclined && e.p === 1 && e.a === m - 1)).toBe(true);
    expect(s.phase[0]).toBe(Phase.Main);
    expect(s.turn[0]).toBe(1);
  });

  it('S6: when both mulligan, only the surplus counts; all extra draws can be taken', () => {
    const make = (i: number) => { const g = game(ONE_BASIC, ONE_BASIC, 'standard', i); choose(g.s); return g; };
    const seed = findSeed(make, (s) => s.mulligans[0] >= 1 && s.mulligans[1] >= 1 && s.mulligans[0] !== s.mulligans[1]);
    const { s } = make(seed);
    const fewer = s.mulligans[0] < s.mulligans[1] ? 0 : 1;
    const diff = s.mulligans[1 - fewer] - s.mulligans[fewer];
    placeActives(s);
    expect(s.extraDraws[fewer]).toBe(diff);
    expect(s.extraDraws[1 - fewer]).toBe(0);
    expect(s.phase[0]).toBe(Phase.ExtraDraws);
    expect(s.decider[0]).toBe(fewer);
    const h = s.handCount[fewer];
    for (let k = 0; k < diff; k++) play(s, Act.Yes);
    expect(legal(s)).not.toContain(act(Act.Yes)); // no more than the difference
    expect(s.handCount[fewer]).toBe(h + diff);
    expect(s.extraTaken[fewer]).toBe(diff);
    play(s, Act.Done);
    expect(s.phase[0]).toBe(Phase.Main);
    expect(s.extraTaken[1 - fewer]).toBe(0);
  });

  it('S7: after setup the first player\'s turn 1 begins (with its draw); cards are revealed', () => {
    const make = (i: number) => { const g = game(OVERGROWTH, ZAP, 'standard', i); choose(g.s, false); return g; };
    const seed = findSeed(make, (s) => s.mulligans[0] === 0 && s.mulligans[1] === 0);
    const { s, events } = make(seed);
    const first = s.first[0];
    expect(first).toBe(events.find((e) => e.code === Ev.CoinFlip)!.b); // heads: player 0 won and went second
    placeActives(s);
    expect(s.phase[0]).toBe(Phase.Main);
    expect(s.turn[0]).toBe(1);
    expect(s.current[0]).toBe(first);
    expect(s.decider[0]).toBe(first);
    expect(s.handCount[first]).toBe(7 - 1 + 1);
    expect(s.handCount[1 - first]).toBe(7 - 1);
    expect(s.cardFlags.every((f) => f === 0)).toBe(true);
    const iPrizes = events.findIndex((e) => e.code === Ev.PrizesSet);
    const iTurn = events.findIndex((e) => e.code === Ev.TurnStart);
    expect(iTurn).toBeGreaterThan(iPrizes);
    expect(events[iTurn]).toMatchObject({ p: first, a: 1 });
    expect(events[iTurn + 1]).toMatchObject({ code: Ev.Draw, p: first });
  });
});

// ------------------------------------------------------------------------------------
// T — turn structure
// ------------------------------------------------------------------------------------

/** Player 0: Machop with a Fighting Energy; player 1: `opp` (Squirtle). Turn 3, player 0. */
function duel(rules: RuleSetName = 'standard', size = 60, options?: RuleOptions, opp = 'Squirtle', oppSetup: SlotSetup = {}): Scenario {
  const sc = new Scenario({ rules, size, options });
  sc.active(0, 'Machop', { energy: ['Fighting Energy'] });
  sc.active(1, opp, oppSetup);
  return sc;
}

describe('T: turn structure', () => {
  it('T1: turns alternate, starting with the first player', () => {
    const sc = duel();
    sc.do(Act.EndTurn);
    expect([sc.s.current[0], sc.s.turn[0], sc.s.decider[0]]).toEqual([1, 4, 1]);
    sc.do(Act.EndTurn);
    expect([sc.s.current[0], sc.s.turn[0], sc.s.decider[0]]).toEqual([0, 5, 0]);
    // a whole bot game: turn n belongs to the first player iff n is odd
    const pl = new GameTable();
    const starts: { p: number; turn: number }[] = [];
    pl.state.logger = { ev: (code, p, a) => { if (code === Ev.TurnStart) starts.push({ p, turn: a }); } };
    pl.play(KEY, 7, OVERGROWTH, ZAP, ruleParams('standard'), [greedyBot, greedyBot]);
    expect(starts.length).toBeGreaterThan(4);
    const first = pl.state.first[0];
    starts.forEach((t, k) => {
      expect(t.turn).toBe(k + 1);
      expect(t.p).toBe(k % 2 === 0 ? first : 1 - first);
    });
    expect(pl.state.winner[0]).toBeGreaterThanOrEqual(0);
  });

  it('T2: a turn begins by drawing the top card', () => {
    const sc = duel();
    sc.top(0, 'Potion@SVI 188', 'Rattata'); // Rattata on top
    const h = sc.s.handCount[0], d = sc.s.deckCount[0];
    sc.startTurn(0, 5);
    expect(sc.s.handCount[0]).toBe(h + 1);
    expect(sc.s.deckCount[0]).toBe(d - 1);
    expect(sc.countIn(0, 'Rattata', Zone.Hand)).toBe(1);
    expect(sc.countIn(0, 'Potion@SVI 188', Zone.Hand)).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main);
  });

  it('T2: a player who cannot draw at the start of the turn loses (W3); drawing the last card earlier does not', () => {
    const sc = duel('standard', 30);
    const n = sc.s.deckCount[1];
    sc.discard(1, ...Array(n - 1).fill('Water Energy')); // 1 card left
    expect(sc.s.deckCount[1]).toBe(1);
    sc.do(Act.EndTurn); // player 1 draws the last card: still playing
    expect(sc.s.winner[0]).toBe(-1);
    expect(sc.s.deckCount[1]).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.current[0]).toBe(1);
    sc.do(Act.EndTurn);
    expect(sc.s.winner[0]).toBe(-1);
    sc.do(Act.EndTurn); // player 1 can't draw
    expect(sc.s.winner[0]).toBe(0);
    expect(sc.s.endReason[0]).toBe(EndReason.DeckOut);
    expect(sc.s.phase[0]).toBe(Phase.Over);
    expect(sc.legal()).toEqual([]);
  });

  it('T3: bench, attach, play Items … in any order, without ending the turn', () => {
    const build = () => {
      const sc = new Scenario();
      sc.active(0, 'Onix', { damage: 60 });
      sc.active(1, 'Squirtle');
      sc.hand(0, 'Rattata', 'Pikachu', 'Fighting Energy', 'Potion@SVI 188', 'Potion@SVI 188');
      return sc;
    };
    const potion = (sc: Scenario) => {
      sc.do(Act.PlayTrainer, sc.handCard(0, 'Potion@SVI 188'));
      if (sc.s.phase[0] === Phase.Effect) sc.do(Act.ChooseSlot, 0, 0);
    };
    const a = build();
    a.do(Act.PlayBasic, a.handCard(0, 'Rattata'));
    a.do(Act.Attach, a.handCard(0, 'Fighting Energy'), 0);
    potion(a);
    a.do(Act.PlayBasic, a.handCard(0, 'Pikachu'));
    potion(a);
    const b = build();
    potion(b);
    b.do(Act.PlayBasic, b.handCard(0, 'Rattata'));
    potion(b);
    b.do(Act.Attach, b.handCard(0, 'Fighting Energy'), 0);
    b.do(Act.PlayBasic, b.handCard(0, 'Pikachu'));
    for (const sc of [a, b]) {
      expect(sc.s.current[0]).toBe(0);
      expect(sc.s.phase[0]).toBe(Phase.Main);
      expect(sc.s.turn[0]).toBe(3);
      expect(sc.s.damage[0]).toBe(0); // two Potions
      expect(sc.energyOn(0)).toBe(1);
      expect(sc.s.benchCount[0]).toBe(2);
      expect(sc.s.handCount[0]).toBe(0);
      expect(sc.countIn(0, 'Potion@SVI 188', Zone.Discard)).toBe(2);
    }
    expect(a.name(1)).toBe('Rattata');
    expect(b.name(1)).toBe('Rattata');
    expect(a.name(2)).toBe('Pikachu');
  });

  it('T4: the Active may attack once, and attacking ends the turn; or the turn ends without attacking', () => {
    const sc = duel();
    sc.hand(0, 'Rattata');
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
    sc.attack(0); // Low Kick 20
    expect(sc.s.damage[SLOTS]).toBe(20);
    expect(sc.s.current[0]).toBe(1); // the turn ended at once, though a Basic was still playable
    expect(sc.s.turn[0]).toBe(4);
    expect(sc.countIn(0, 'Rattata', Zone.Hand)).toBe(1);

    const quiet = duel();
    quiet.do(Act.EndTurn);
    expect(quiet.s.damage[SLOTS]).toBe(0);
    expect(quiet.s.current[0]).toBe(1);
  });

  it('T5: the first player cannot attack on turn 1 (standard and classic by default)', () => {
    const t1 = duel().turn(0, 1);
    expect(t1.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
    const t2 = duel('standard', 60, undefined, 'Machop', { energy: ['Fighting Energy'] });
    t2.turn(1, 2);
    expect(t2.can(Act.Attack, 0, 0)).toBe(true); // the second player's first turn
    expect(duel().turn(0, 3).can(Act.Attack, 0, 0)).toBe(true);
    expect(duel('classic').turn(0, 1).legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
    expect(duel('classic-turn1-attack').turn(0, 1).can(Act.Attack, 0, 0)).toBe(true);
    // a real game: no Attack action on turn 1
    const { s } = game(OVERGROWTH, ZAP, 'standard', 5);
    choose(s);
    placeActives(s);
    while (s.phase[0] === Phase.ExtraDraws) play(s, Act.Done);
    expect(s.turn[0]).toBe(1);
    expect(legal(s).some((x) => actKind(x) === Act.Attack)).toBe(false);
  });

  it('T6: no Supporter on the first player\'s turn 1 (standard); allowed later and in classic', () => {
    const t1 = duel().turn(0, 1);
    const nemona = t1.hand(0, 'Nemona')[0];
    expect(t1.can(Act.PlayTrainer, nemona)).toBe(false);
    const sm = duel('sm').turn(0, 1);
    expect(sm.can(Act.PlayTrainer, sm.hand(0, 'Nemona')[0])).toBe(false);
    const t2 = duel().turn(1, 2);
    const n2 = t2.hand(1, 'Nemona')[0];
    expect(t2.can(Act.PlayTrainer, n2)).toBe(true);
    const t3 = duel().turn(0, 3);
    const n3 = t3.hand(0, 'Nemona')[0];
    t3.do(Act.PlayTrainer, n3);
    expect(t3.s.handCount[0]).toBe(3); // drew 3
    const c1 = duel('classic').turn(0, 1);
    const nc = c1.hand(0, 'Nemona')[0];
    expect(c1.can(Act.PlayTrainer, nc)).toBe(true);
    // an Item is fine on turn 1
    const item = duel().turn(0, 1);
    item.s.damage[0] = 20;
    expect(item.can(Act.PlayTrainer, item.hand(0, 'Potion@SVI 188')[0])).toBe(true);
  });

  it('T7: Pokémon Checkup happens after the turn, before the next turn starts', () => {
    const sc = duel();
    sc.s.poisoned[0] = 1;
    sc.s.poisoned[SLOTS] = 1;
    sc.flips(); // poison needs no flip
    sc.do(Act.EndTurn);
    expect(sc.s.damage[0]).toBe(10);
    expect(sc.s.damage[SLOTS]).toBe(10);
    const codes = sc.events.map((e) => e.code);
    const iEnd = codes.indexOf(Ev.EndTurn), iCheck = codes.indexOf(Ev.Checkup), iDmg = codes.indexOf(Ev.DirectDamage), iStart = codes.indexOf(Ev.TurnStart);
    expect(iEnd).toBeGreaterThanOrEqual(0);
    expect(iCheck).toBeGreaterThan(iEnd);
    expect(iDmg).toBeGreaterThan(iCheck);
    expect(iStart).toBeGreaterThan(iDmg);
    sc.expectFlipsUsed();

    // a Checkup Knock Out is settled (prize, promotion) before the next turn starts
    const ko = duel();
    ko.bench(0, 'Rattata');
    ko.prizes(1, 6);
    ko.s.damage[0] = 40;
    ko.s.poisoned[0] = 1;
    ko.flips();
    ko.do(Act.EndTurn);
    expect(ko.s.prizeCount[1]).toBe(5);
    expect(ko.s.phase[0]).toBe(Phase.Promote);
    expect(ko.s.decider[0]).toBe(0);
    expect(ko.s.turn[0]).toBe(3);
    expect(ko.events.some((e) => e.code === Ev.TurnStart)).toBe(false);
    ko.do(Act.ChooseSlot, 0, 1);
    expect(ko.name(0)).toBe('Rattata');
    expect(ko.s.turn[0]).toBe(4);
    expect(ko.s.current[0]).toBe(1);
    ko.expectFlipsUsed();
  });
});

// ------------------------------------------------------------------------------------
// A — actions during a turn
// ------------------------------------------------------------------------------------

describe('A: actions', () => {
  it('A1: a Basic from hand goes to the Bench; the Bench holds at most 5', () => {
    const sc = duel();
    const [r, machoke] = sc.hand(0, 'Rattata', 'Machoke');
    expect(sc.can(Act.PlayBasic, machoke)).toBe(false); // not a Basic
    sc.do(Act.PlayBasic, r);
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.s.slotTop[1]).toBe(r);
    expect(sc.s.cardZone[r]).toBe(Zone.InPlay);
    expect(sc.countIn(0, 'Rattata', Zone.Hand)).toBe(0);
    for (const n of ['Pikachu', 'Bulbasaur', 'Charmander', 'Squirtle']) sc.do(Act.PlayBasic, sc.hand(0, n)[0]);
    expect(sc.s.benchCount[0]).toBe(5);
    const sixth = sc.hand(0, 'Diglett')[0];
    expect(sc.can(Act.PlayBasic, sixth)).toBe(false);
    expect(sc.legal().some((x) => actKind(x) === Act.PlayBasic)).toBe(false);
    // no action takes a Benched Pokémon back to hand
    sc.do(Act.EndTurn).do(Act.EndTurn);
    expect(sc.s.benchCount[0]).toBe(5);
    expect(sc.s.cardZone[r]).toBe(Zone.InPlay);
  });

  it('A1: the hand scan lists a card once per card id, also when its stamp wraps after 2^31 scans', () => {
    const sc = duel();
    const [r1] = sc.hand(0, 'Rattata', 'Rattata');
    const basics = () => sc.legal().filter((x) => actKind(x) === Act.PlayBasic);
    scanStamp[0] = 0; // this scan's stamp is 1
    expect(basics()).toEqual([act(Act.PlayBasic, r1)]);
    scanStamp[0] = 0x7fffffff; // the next scan wraps to 1 again: the stamps of scan 1 must be forgotten
    expect(basics()).toEqual([act(Act.PlayBasic, r1)]);
    expect(basics()).toEqual([act(Act.PlayBasic, r1)]);
  });

  it('A2: attach one Energy per turn, to the Active or a Benched Pokémon', () => {
    const sc = duel();
    sc.bench(0, 'Rattata');
    const [e1] = sc.hand(0, 'Fighting Energy', 'Fighting Energy');
    expect(sc.can(Act.Attach, e1, 0)).toBe(true);
    expect(sc.can(Act.Attach, e1, 1)).toBe(true);
    expect(sc.can(Act.Attach, e1, SLOTS)).toBe(false); // not the opponent's
    sc.do(Act.Attach, e1, 1);
    expect(sc.energyOn(1)).toBe(1);
    expect(sc.legal().some((x) => actKind(x) === Act.Attach)).toBe(false);
    sc.do(Act.EndTurn).do(Act.EndTurn); // next own turn (draws a Water Energy too)
    expect(sc.s.current[0]).toBe(0);
    expect(sc.can(Act.Attach, sc.handCard(0, 'Fighting Energy'), 0)).toBe(true);
  });

  it('A4: no evolving on either player\'s first turn', () => {
    const t1 = duel().turn(0, 1);
    const m1 = t1.hand(0, 'Machoke')[0];
    expect(t1.can(Act.Evolve, m1, 0)).toBe(false);
    const t2 = new Scenario();
    t2.active(0, 'Squirtle');
    t2.active(1, 'Machop');
    t2.turn(1, 2);
    const m2 = t2.hand(1, 'Machoke')[0];
    expect(t2.can(Act.Evolve, m2, SLOTS)).toBe(false);
    t2.turn(1, 4);
    expect(t2.can(Act.Evolve, m2, SLOTS)).toBe(true);
  });

  it('A4: not on a Pokémon put in play this turn, nor twice in a turn; different Pokémon may each evolve', () => {
    const sc = duel();
    sc.bench(0, 'Machop');
    const [fresh] = sc.hand(0, 'Machop', 'Machoke', 'Machoke', 'Machamp');
    sc.do(Act.PlayBasic, fresh);
    expect(sc.s.enteredTurn[2]).toBe(3);
    const mk = () => sc.handCard(0, 'Machoke');
    expect(sc.can(Act.Evolve, mk(), 2)).toBe(false); // came into play this turn
    expect(sc.can(Act.Evolve, mk(), 6)).toBe(false); // not the opponent's
    expect(sc.can(Act.Evolve, sc.handCard(0, 'Machamp'), 0)).toBe(false); // Stage 2 not on a Basic
    sc.do(Act.Evolve, mk(), 0);
    sc.do(Act.Evolve, mk(), 1); // a different Machop evolves too
    expect(sc.name(0)).toBe('Machoke');
    expect(sc.name(1)).toBe('Machoke');
    expect(sc.can(Act.Evolve, sc.handCard(0, 'Machamp'), 0)).toBe(false); // evolved this turn
    sc.do(Act.EndTurn).do(Act.EndTurn);
    expect(sc.can(Act.Evolve, sc.handCard(0, 'Machamp'), 0)).toBe(true);
    sc.do(Act.Evolve, sc.handCard(0, 'Machamp'), 0);
    expect(sc.name(0)).toBe('Machamp');
    expect(sc.s.slotCount[0]).toBe(4); // Machop, Energy, Machoke, Machamp
  });

  it('A4: evolving keeps damage and Energy, loses the old attacks, and clears Special Conditions', () => {
    const sc = duel();
    sc.s.damage[0] = 20;
    sc.s.cond[0] = Cond.Confused;
    sc.s.poisoned[0] = 1;
    sc.s.burned[0] = 1;
    expect(sc.can(Act.Attack, 0, 0)).toBe(true); // Low Kick (F) while still a Machop
    sc.do(Act.Evolve, sc.hand(0, 'Machoke')[0], 0);
    expect(sc.name(0)).toBe('Machoke');
    expect(sc.s.damage[0]).toBe(20);
    expect(sc.energyOn(0)).toBe(1);
    expect(sc.s.cond[0]).toBe(0);
    expect(sc.s.poisoned[0]).toBe(0);
    expect(sc.s.burned[0]).toBe(0);
    expect(sc.s.enteredTurn[0]).toBe(3);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false); // Karate Chop needs FFC
  });

  it('A5: a passive Ability always applies — Machamp\'s Strikes Back damages the attacker by 10', () => {
    const sc = duel('standard', 60, undefined, 'Machamp', { under: ['Machop', 'Machoke'] });
    sc.flips();
    sc.attack(0); // Low Kick 20
    expect(sc.s.damage[SLOTS]).toBe(20);
    expect(sc.s.damage[0]).toBe(10);
    expect(sc.events.some((e) => e.code === Ev.Ability && e.p === 1 && e.a === SLOTS)).toBe(true);
    // nothing to decline: the turn passed straight to the opponent
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.current[0]).toBe(1);
    sc.expectFlipsUsed();
    // without the Ability (a plain Basic) there is no damage back
    const plain = duel('standard', 60, undefined, 'Onix');
    plain.attack(0);
    expect(plain.s.damage[0]).toBe(0);
  });

  it('A5: Electrical Grounding (Raichu, Benched) is optional when a Pokémon with Lightning Energy is Knocked Out', () => {
    const build = (energy: string[]) => {
      const sc = duel('standard', 60, undefined, 'Pikachu', { energy }); // 40 HP, weak to Fighting: Low Kick Knocks it Out
      sc.bench(1, 'Raichu@PAF 19');
      sc.prizes(0, 6);
      sc.flips();
      sc.attack(0);
      return sc;
    };
    const take = build(['Lightning Energy', 'Water Energy']);
    expect(take.s.phase[0]).toBe(Phase.Effect);
    expect(take.s.decider[0]).toBe(1);
    expect(sorted(take.legal())).toEqual(sorted([act(Act.ChooseSlot, 0, SLOTS + 1), act(Act.Done)]));
    take.do(Act.ChooseSlot, 0, SLOTS + 1);
    expect(take.energyOn(SLOTS + 1)).toBe(1);
    expect(take.countIn(1, 'Lightning Energy', Zone.InPlay)).toBe(1);
    expect(take.countIn(1, 'Lightning Energy', Zone.Discard)).toBe(0);
    expect(take.countIn(1, 'Pikachu', Zone.Discard)).toBe(1);
    expect(take.s.prizeCount[0]).toBe(5);
    expect(take.s.phase[0]).toBe(Phase.Promote);
    take.do(Act.ChooseSlot, 0, SLOTS + 1);
    expect(take.name(SLOTS)).toBe('Raichu');
    expect(take.energyOn(SLOTS)).toBe(1);
    take.expectFlipsUsed();

    const decline = build(['Lightning Energy']);
    decline.do(Act.Done);
    expect(decline.energyOn(SLOTS + 1)).toBe(0);
    expect(decline.countIn(1, 'Lightning Energy', Zone.Discard)).toBe(1);
    expect(decline.s.phase[0]).toBe(Phase.Promote);

    // no Lightning Energy on the Knocked Out Pokémon: the Ability does not apply
    const none = build(['Water Energy']);
    expect(none.s.phase[0]).toBe(Phase.Promote);
  });

  it('A5: Electrical Grounding: each Raichu in play moves one Energy (two Raichu, two Energy), once per Knock Out', () => {
    const build = (raichus: number, energy: string[]) => {
      const sc = duel('standard', 60, undefined, 'Pikachu', { energy }); // Low Kick Knocks Pikachu Out
      for (let i = 0; i < raichus; i++) sc.bench(1, 'Raichu@PAF 19');
      sc.prizes(0, 6);
      sc.flips();
      sc.attack(0);
      return sc;
    };
    const two = build(2, ['Lightning Energy', 'Lightning Energy', 'Lightning Energy']);
    expect(sorted(two.legal())).toEqual(sorted([act(Act.ChooseSlot, 0, SLOTS + 1), act(Act.ChooseSlot, 0, SLOTS + 2), act(Act.Done)]));
    two.do(Act.ChooseSlot, 0, SLOTS + 2);
    // the other Raichu may still use its own Ability; the one that moved an Energy may not again
    expect(sorted(two.legal())).toEqual(sorted([act(Act.ChooseSlot, 0, SLOTS + 1), act(Act.Done)]));
    two.do(Act.ChooseSlot, 0, SLOTS + 1);
    expect(two.s.phase[0]).toBe(Phase.Promote);
    expect([two.energyOn(SLOTS + 1), two.energyOn(SLOTS + 2)]).toEqual([1, 1]);
    expect(two.countIn(1, 'Lightning Energy', Zone.Discard)).toBe(1); // the third one went with Pikachu
    two.expectFlipsUsed();

    // one Raichu moves one Energy, however many the Knocked Out Pokémon had
    const one = build(1, ['Lightning Energy', 'Lightning Energy']);
    one.do(Act.ChooseSlot, 0, SLOTS + 1);
    expect(one.s.phase[0]).toBe(Phase.Promote);
    expect(one.energyOn(SLOTS + 1)).toBe(1);

    // Done declines for the Raichu that have not acted
    const declined = build(2, ['Lightning Energy', 'Lightning Energy']);
    declined.do(Act.ChooseSlot, 0, SLOTS + 1).do(Act.Done);
    expect(declined.s.phase[0]).toBe(Phase.Promote);
    expect([declined.energyOn(SLOTS + 1), declined.energyOn(SLOTS + 2)]).toEqual([1, 0]);
  });

  it('A6: under classic Confusion a failed retreat (Energy paid, tails) uses the turn\'s retreat', () => {
    const sc = new Scenario({ rules: 'classic' });
    sc.active(0, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'], cond: Cond.Confused }); // Retreat Cost 1
    sc.bench(0, 'Squirtle');
    sc.active(1, 'Onix');
    expect(sc.can(Act.Retreat, 0, 1)).toBe(true);
    sc.flips(false);
    sc.do(Act.Retreat, 0, 1);
    expect(sc.name(0)).toBe('Pikachu');
    expect(sc.energyOn(0)).toBe(1); // the cost was paid
    expect(sc.s.cond[0]).toBe(Cond.Confused);
    // enough Energy is left for another try, but the turn's retreat is spent
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
    sc.expectFlipsUsed();
    // next turn it may try again
    sc.do(Act.EndTurn).do(Act.EndTurn);
    expect(sc.s.current[0]).toBe(0);
    expect(sc.can(Act.Retreat, 0, 1)).toBe(true);
  });

  it('A9: a Technical Machine lets the Active use the attack it grants as its own, and is discarded at the end of the turn', () => {
    const TM = 'Technical Machine: Turbo Energize';
    const sc = new Scenario();
    sc.active(0, 'Lechonk', { energy: ['Water Energy'] }); // own attacks: Collect, Tackle
    const b1 = sc.bench(0, 'Riolu');
    const b2 = sc.bench(0, 'Mankey');
    sc.active(1, 'Onix');
    const [tm] = sc.hand(0, TM);
    expect(sc.can(Act.Attack, 0, 2)).toBe(false);
    sc.do(Act.PlayTrainer, tm).do(Act.ChooseSlot, 0, 0);
    expect(sc.s.cardZone[tm]).toBe(Zone.InPlay);
    expect(sc.can(Act.Attack, 0, 2)).toBe(true); // the granted attack, after Lechonk's own two
    sc.flips();
    sc.attack(2); // Turbo Energize: up to 2 basic Energy from the deck to the Bench
    const energy = sc.legal().find((x) => actKind(x) === Act.ChooseCard)!;
    sc.do(Act.ChooseCard, actA(energy)).do(Act.ChooseSlot, 0, b1);
    const next = sc.legal().find((x) => actKind(x) === Act.ChooseCard)!;
    sc.do(Act.ChooseCard, actA(next)).do(Act.ChooseSlot, 0, b2);
    expect([sc.energyOn(b1), sc.energyOn(b2)]).toEqual([1, 1]);
    expect(sc.s.current[0]).toBe(1); // attacking ended the turn
    expect(sc.s.cardZone[tm]).toBe(Zone.Discard); // and the Technical Machine went with it
    sc.expectFlipsUsed();
  });

  it('A9: a Technical Machine on a Benched Pokémon grants no attack, and is discarded at the end of the turn unused', () => {
    const sc = new Scenario();
    sc.active(0, 'Lechonk', { energy: ['Water Energy'] });
    const b1 = sc.bench(0, 'Riolu', { energy: ['Water Energy'] });
    sc.active(1, 'Onix');
    const [tm] = sc.hand(0, 'Technical Machine: Turbo Energize');
    sc.do(Act.PlayTrainer, tm).do(Act.ChooseSlot, 0, b1);
    expect(sc.legal().filter((x) => actKind(x) === Act.Attack).length).toBe(1); // only Collect (Tackle needs 3)
    sc.flips();
    sc.do(Act.EndTurn);
    expect(sc.s.cardZone[tm]).toBe(Zone.Discard);
    sc.expectFlipsUsed();
  });

  it('A9, A7: a turn\'s end looks for expiring Trainers and for Energy Burn whenever a deck holds such a card (DeckFeature, noted at the deal)', () => {
    // endTurn skips its two 12-slot loops when neither deck can need them, so the notes must be exact.
    const features = (d0: string, d1: string) => {
      const { s } = game(loadDeck(d0).cards, loadDeck(d1).cards, 'standard', 1);
      return s.deckFeatures[0] | s.deckFeatures[1];
    };
    const EXPIRING = DeckFeature.ExpiringTrainers, BURN = DeckFeature.EnergyBurn;
    expect(features('decks/standard/lucario-ex.txt', 'decks/standard/ampharos-ex.txt') & (EXPIRING | BURN)).toBe(0);
    expect(features('decks/standard/charizard-ex-league.txt', 'decks/standard/ampharos-ex.txt') & EXPIRING).toBe(EXPIRING); // a Technical Machine
    expect(features('decks/classic/charizard.txt', 'decks/classic/zap.txt') & (EXPIRING | BURN)).toBe(EXPIRING | BURN); // PlusPower, Charizard
    const flagged = (ref: string, bit: number) => {
      const sc = new Scenario();
      const before = sc.s.deckFeatures[0] & bit;
      sc.hand(0, ref); // the helper turns a filler card of the deck into this one, and notes it
      return [before, sc.s.deckFeatures[0] & bit];
    };
    expect(flagged('PlusPower', EXPIRING)).toEqual([0, EXPIRING]);
    expect(flagged('Defender', EXPIRING)).toEqual([0, EXPIRING]);
    expect(flagged('Clefairy Doll', EXPIRING)).toEqual([0, EXPIRING]);
    expect(flagged('Technical Machine: Evolution', EXPIRING)).toEqual([0, EXPIRING]);
    expect(flagged('Charizard', BURN)).toEqual([0, BURN]);
    expect(flagged('Bill', EXPIRING)).toEqual([0, 0]);
  });

  it('A6: retreat discards the Retreat Cost, keeps damage and other Energy, and clears Special Conditions', () => {
    const sc = new Scenario();
    sc.active(0, 'Machop', { energy: ['Fighting Energy', 'Fighting Energy'], damage: 20, cond: Cond.Confused, poisoned: true, burned: true });
    sc.bench(0, 'Rattata');
    sc.active(1, 'Squirtle');
    sc.flips(); // standard: a Confused Pokémon retreats without a flip
    sc.do(Act.Retreat, 0, 1);
    expect(sc.name(0)).toBe('Rattata');
    expect(sc.name(1)).toBe('Machop');
    expect(sc.energyOn(1)).toBe(1); // Retreat Cost 1
    expect(sc.countIn(0, 'Fighting Energy', Zone.Discard)).toBe(1);
    expect(sc.s.damage[1]).toBe(20);
    expect(sc.s.cond[1]).toBe(0);
    expect(sc.s.poisoned[1]).toBe(0);
    expect(sc.s.burned[1]).toBe(0);
    // once per turn (Rattata's cost is 0, so only the once-per-turn limit stops it)
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.s.current[0]).toBe(0); // retreating does not end the turn
    sc.expectFlipsUsed();
  });

  it('A6: no retreat while Asleep or Paralyzed, without enough Energy, or without a Benched Pokémon', () => {
    const mk = (o: { cond?: Cond; energy?: string[]; bench?: boolean; name?: string }) => {
      const sc = new Scenario();
      sc.active(0, o.name ?? 'Machop', { energy: o.energy ?? ['Fighting Energy'], cond: o.cond });
      if (o.bench !== false) sc.bench(0, 'Rattata');
      sc.active(1, 'Squirtle');
      return sc.can(Act.Retreat, 0, 1);
    };
    expect(mk({})).toBe(true);
    expect(mk({ cond: Cond.Asleep })).toBe(false);
    expect(mk({ cond: Cond.Paralyzed })).toBe(false);
    expect(mk({ energy: [] })).toBe(false);
    expect(mk({ name: 'Onix', energy: ['Fighting Energy', 'Fighting Energy'] })).toBe(false); // cost 3
    expect(mk({ name: 'Onix', energy: ['Fighting Energy', 'Water Energy', 'Fire Energy'] })).toBe(true); // any types
    expect(mk({ bench: false })).toBe(false);
  });

  it('A6: with different Energy attached, the player chooses which to discard', () => {
    const sc = new Scenario();
    sc.active(0, 'Machop', { energy: ['Fighting Energy', 'Water Energy'] });
    sc.bench(0, 'Rattata');
    sc.active(1, 'Squirtle');
    sc.do(Act.Retreat, 0, 1);
    expect(sc.s.phase[0]).toBe(Phase.Retreat);
    const water = sc.find(0, 'Water Energy', Zone.InPlay);
    const fighting = sc.find(0, 'Fighting Energy', Zone.InPlay);
    expect(sorted(sc.legal())).toEqual(sorted([act(Act.ChooseCard, water), act(Act.ChooseCard, fighting)]));
    sc.do(Act.ChooseCard, water);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.name(1)).toBe('Machop');
    expect(sc.s.cardZone[water]).toBe(Zone.Discard);
    expect(sc.s.cardZone[fighting]).toBe(Zone.InPlay);
    expect(sc.s.cardSlot[fighting]).toBe(1);
  });
});

describe('V3 variant flag as a named rule set', () => {
  it('V3/T5: under classic-turn1-attack the first player may attack on turn 1; under classic not', () => {
    for (const [rules, allowed] of [['classic', false], ['classic-turn1-attack', true]] as const) {
      const sc = new Scenario({ rules });
      sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
      sc.active(1, 'Squirtle');
      sc.turn(0, 1);
      expect(sc.can(Act.Attack, 0, 0), rules).toBe(allowed);
      // everything else is classic: Resistance −30, confusion 10, no Supporter ban
      const r = ruleParams(rules);
      expect(r[RuleParam.ConfusionDamage]).toBe(10);
      expect(r[RuleParam.FirstTurnSupporterBan]).toBe(0);
    }
  });
});
