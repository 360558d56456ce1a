// `ptcg odds` (docs/ODDS.md): the goal language, the exact setup odds against simulated deals,
// turn goals from greedy games, the seats, determinism across workers, and the command line.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadDeck } from '../src/decks/deck.js';
import { GoalVocabulary, parseGoal, GoalError, GoalZone, OP_AND, OP_OR, OP_NOT, type Goal } from '../src/sim/odds-goal.js';
import { GoalEvaluator } from '../src/sim/odds-eval.js';
import { MAX_SUBJECTS } from '../src/sim/odds-goal.js';
import { oddsStudy, compileGoals, goalLabel, type OddsStudy, type OddsConfig } from '../src/analytics/odds-report.js';
import { handAtLeast, prizedAtLeast, choose } from '../src/analytics/odds-exact.js';
import { openingProbability } from '../src/analytics/stats.js';
import { keyCard, defaultGoals } from '../src/sim/odds-defaults.js';
import { runDeals } from '../src/sim/odds-batch.js';
import { isBasicPokemon } from '../src/engine/tables.js';
import { odds } from '../src/lib/odds.js';
import { InputError } from '../src/errors.js';
import { ptcg, ptcgAsync, oneErrorLine, tempDir } from './helpers/cli.js';

const CHARIZARD = 'decks/standard/charizard-ex-league.txt';
const ZAP = 'decks/classic/zap.txt';
const STARTER = 'decks/classic/starter-fire.txt'; // 30 cards: 3 prizes (V4)
const charizard = loadDeck(CHARIZARD);

const parse = (text: string, byTurn = 3) => {
  const vocab = new GoalVocabulary(charizard);
  return { goal: parseGoal(text, vocab, byTurn), vocab };
};
const labels = (g: Goal, vocab: GoalVocabulary) => g.atoms.map((a) => `${vocab.subjects[a.subject].label}@${a.zone}x${a.atLeast}`);
const error = (text: string, byTurn = 3) => {
  try {
    parse(text, byTurn);
  } catch (e) {
    expect(e).toBeInstanceOf(GoalError);
    return (e as Error).message;
  }
  throw new Error(`no error for '${text}'`);
};

describe('goal language: parsing', () => {
  it('and binds tighter than or; parentheses group; not binds tightest', () => {
    expect(parse('Pidgey in hand or Moltres in hand and Charmander in hand').goal.program).toEqual([0, 1, 2, OP_AND, OP_OR]);
    expect(parse('(Pidgey in hand or Moltres in hand) and Charmander in hand').goal.program).toEqual([0, 1, OP_OR, 2, OP_AND]);
    expect(parse('not Pidgey in hand and Moltres in hand').goal.program).toEqual([0, OP_NOT, 1, OP_AND]);
    expect(parse('not (Pidgey in hand and Moltres in hand)').goal.program).toEqual([0, 1, OP_AND, OP_NOT]);
  });

  it('a zone applies to the names before it that have none, at its level of parentheses', () => {
    const a = parse('Rare Candy and Charizard ex in hand');
    expect(labels(a.goal, a.vocab)).toEqual([`Rare Candy@${GoalZone.Hand}x1`, `Charizard ex@${GoalZone.Hand}x1`]);
    const b = parse('(Pidgey or Moltres) in play and Rare Candy in discard');
    expect(labels(b.goal, b.vocab)).toEqual([`Pidgey@${GoalZone.Play}x1`, `Moltres@${GoalZone.Play}x1`, `Rare Candy@${GoalZone.Discard}x1`]);
    const c = parse('Charmander in hand or Charizard ex prized');
    expect(c.goal.atoms.map((x) => x.zone)).toEqual([GoalZone.Hand, GoalZone.Prize]);
    // a zone inside parentheses does not reach a name outside them
    expect(error('Pidgey and (Moltres in play)')).toMatch(/'Pidgey' says not where/);
  });

  it('counts as 2x NAME, 2 NAME or NAME x2; categories; any case and accents', () => {
    for (const t of ['2x Fire Energy in hand', '2 Fire Energy in hand', 'Fire Energy x2 in hand', '2x basic fire energy IN HAND']) {
      const { goal, vocab } = parse(t);
      expect(labels(goal, vocab), t).toEqual([`Basic Fire Energy@${GoalZone.Hand}x2`]);
    }
    const { goal, vocab } = parse('Supporter in hand and Basic Pokemon in play and Pokémon ex prized and Basic Energy in discard');
    expect(goal.atoms.map((a) => vocab.subjects[a.subject].label)).toEqual(['Supporter', 'Basic Pokémon', 'Pokémon ex', 'Basic Energy']);
    // the subjects hold the right cards: 10 Supporters, 22 Basic Pokémon… counted over the deck
    const inDeck = (k: number) => charizard.cards.filter((id) => vocab.subjects[goal.atoms[k].subject].cards.includes(id)).length;
    expect([inDeck(0), inDeck(1), inDeck(2), inDeck(3)]).toEqual([10, 10, 5, 10]);
  });

  it('goalLabel: a goal without its closing "by turn K", which the table\'s rows give', () => {
    expect(goalLabel('Charizard ex in play by turn 4')).toBe('Charizard ex in play');
    expect(goalLabel('Rare Candy and Charizard ex in hand By Turn 0')).toBe('Rare Candy and Charizard ex in hand');
    expect(goalLabel('Supporter in hand')).toBe('Supporter in hand');
  });

  it('by turn K ends a goal; the default turn applies otherwise', () => {
    expect(parse('Charizard ex in play by turn 2').goal.byTurn).toBe(2);
    expect(parse('Charizard ex in play', 4).goal.byTurn).toBe(4);
    expect(parse('Charizard ex prized by turn 0').goal.byTurn).toBe(0);
  });

  it('errors name the goal and the problem in one line', () => {
    expect(error('Charzard ex in play')).toBe(`goal 'Charzard ex in play': 'Charzard ex' is not a card in ${charizard.name} nor a category (did you mean 'Charizard ex'?)`);
    expect(error('Mewtwo in hand')).toMatch(/'Mewtwo' is not a card in .* nor a category$/);
    expect(error('Rare Candy and Charizard ex')).toMatch(/'Rare Candy' says not where/);
    // an unknown place lists the places (issue 29)
    expect(error('Charizard ex on bench by turn 2')).toMatch(/'on bench' is not a place: after 'Charizard ex' say where: in hand, in play, in discard or prized/);
    expect(error('Charizard ex in deck')).toMatch(/'in deck' is not a place/);
    expect(error('Charizard ex')).toMatch(/says not where: add in hand, in play, in discard or prized/);
    expect(error('(Pidgey in hand')).toMatch(/a '\(' is not closed/);
    expect(error('Pidgey in hand)')).toMatch(/a '\)' closes no '\('/);
    expect(error('Pidgey in hand or')).toMatch(/expected a card name, a category or '\(' at the end/);
    expect(error('Pidgey in hand Moltres in hand')).toMatch(/expected 'and', 'or' or the end at 'Moltres'/);
    expect(error('Pidgey in hand by turn 2 and Moltres in hand')).toMatch(/'by turn' must come last/);
    expect(error('Pidgey in hand by turn 21')).toMatch(/from 0 to 20/);
    expect(error('Pidgey in play by turn 0')).toMatch(/needs a turn ≥ 1/);
    expect(error('Pidgey in play', 0)).toMatch(/needs a turn ≥ 1/);
    expect(error('2x Pidgey x2 in hand')).toMatch(/give the count once/);
    expect(error('   ')).toMatch(/empty/);
  });
});

describe('goal language: evaluation', () => {
  it('reads (zone, subject) counts with and/or/not and at-least counts', () => {
    const { goal, vocab } = parse('2x Charmander in hand and (Rare Candy in hand or not Charizard ex prized)');
    const ev = new GoalEvaluator({ subjects: vocab.subjects.map((s) => s.cards), goals: [goal] });
    const set = (charmander: number, candy: number, prized: number) => {
      ev.counts.fill(0);
      ev.counts[GoalZone.Hand * MAX_SUBJECTS + 0] = charmander;
      ev.counts[GoalZone.Hand * MAX_SUBJECTS + 1] = candy;
      ev.counts[GoalZone.Prize * MAX_SUBJECTS + 2] = prized;
      return ev.met(0);
    };
    expect(set(2, 0, 0)).toBe(true); // not prized
    expect(set(1, 1, 0)).toBe(false); // only one Charmander
    expect(set(3, 0, 1)).toBe(false); // prized and no Candy
    expect(set(2, 1, 1)).toBe(true); // the Candy rescues it
  });
});

describe('exact setup odds', () => {
  it('S4: the kept-hand figure equals the mulligan study\'s (stats.ts) for a card and a Basic', () => {
    // Rare Candy: 4 copies, not Basic; Charmander: 4 copies, Basic; 10 Basic Pokémon in 60 cards
    expect(handAtLeast({ n: 60, b: 10, c: 4, xb: 0, prizes: 6 }, 1)).toBeCloseTo(openingProbability(60, 10, 4, false), 12);
    expect(handAtLeast({ n: 60, b: 10, c: 4, xb: 4, prizes: 6 }, 1)).toBeCloseTo(openingProbability(60, 10, 4, true), 12);
    // every Basic: a kept hand always holds one
    expect(handAtLeast({ n: 60, b: 10, c: 10, xb: 10, prizes: 6 }, 1)).toBeCloseTo(1, 12);
  });

  it('S5: P(prized) equals counting every kept hand and prize set in whole numbers', () => {
    // 4 copies of a card that is not Basic, 12 Basics in 60 cards: (hand, prizes) pairs with a Basic
    // in the hand and at least one copy among the prizes, over all pairs with a Basic in the hand
    const n = 60, b = 12, c = 4, P = 6;
    const C = (x: number, k: number): bigint => { if (k < 0 || k > x) return 0n; let r = 1n; for (let i = 1; i <= k; i++) r = (r * BigInt(x - k + i)) / BigInt(i); return r; };
    let met = 0n, all = 0n;
    for (let h = 0; h <= 7; h++) {
      const hands = C(c, h) * (C(n - c, 7 - h) - C(n - c - b, 7 - h)); // h copies, at least one Basic
      all += hands * C(n - 7, P);
      for (let j = 1; j <= P; j++) met += hands * C(c - h, j) * C(n - 7 - c + h, P - j);
    }
    expect(prizedAtLeast({ n, b, c, xb: 0, prizes: P }, 1)).toBeCloseTo(Number((met * 10n ** 15n) / all) / 1e15, 12);
    expect(choose(60, 7)).toBe(386206920);
  });
});

/** Run a study in this thread (workers: 1 needs no build). */
function study(deckPath: string, goals: string[], games: number, extra: Partial<OddsConfig> = {}): Promise<OddsStudy> {
  const deck = loadDeck(deckPath);
  return oddsStudy({ deck, opponent: null, goals, byTurn: 3, games, seed: 'odds-test', rules: deckPath.includes('classic') ? 'classic' : 'standard', workers: 1, ...extra });
}

describe('exact figures agree with simulated deals (4σ)', () => {
  const cases: [string, string[]][] = [
    [CHARIZARD, ['Charmander in hand by turn 0', 'Rare Candy in hand by turn 0', '2x Rare Candy in hand by turn 0', 'Supporter in hand by turn 0',
      'Charizard ex prized by turn 0', '3x Charizard ex prized by turn 0', '2 Charmander prized by turn 0', 'not Pidgey in hand by turn 0']],
    [ZAP, ['Pikachu in hand by turn 0', 'Magnemite prized by turn 0', 'Lightning Energy x3 in hand by turn 0', 'Trainer prized by turn 0']],
    [STARTER, ['Charmander in hand by turn 0', 'Charmander prized by turn 0', '2x Charmeleon prized by turn 0']],
  ];
  for (const [file, goals] of cases) {
    it(`S4/S5: ${file}: every single-card goal's exact figure is within 4σ of 200,000 deals`, async () => {
      const m = await study(file, goals, 200_000);
      expect(m.deals).toBe(200_000);
      expect(m.games).toBe(0); // setup goals need no game
      for (const g of m.goals) {
        expect(g.setup, g.goal).not.toBeNull();
        const s = g.setup!;
        expect(s.exact, g.goal).not.toBeNull();
        expect(Math.abs(s.sigmas!), `${g.goal}: simulated ${s.simulated.estimate} exact ${s.exact}`).toBeLessThanOrEqual(4);
        expect(s.agrees).toBe(true);
      }
    });
  }

  it('the 4σ check would catch a wrong model: the hand not conditioned on a Basic, prizes from the whole deck', async () => {
    const m = await study(CHARIZARD, ['Charmander in hand by turn 0', 'Charizard ex prized by turn 0'], 200_000);
    const [hand, prized] = m.goals.map((g) => g.setup!);
    const se = (p: number) => Math.sqrt((p * (1 - p)) / 200_000);
    const unconditioned = 1 - choose(56, 7) / choose(60, 7); // S4 ignored
    expect(Math.abs(hand.simulated.estimate - unconditioned) / se(unconditioned)).toBeGreaterThan(4);
    const exact = prized.exact!;
    // 3 copies: with 3 prizes (the 30-card rule) the figure is far off
    const threePrizes = prizedAtLeast({ n: 60, b: 10, c: 3, xb: 0, prizes: 3 }, 1);
    expect(Math.abs(prized.simulated.estimate - threePrizes) / se(threePrizes)).toBeGreaterThan(4);
    expect(Math.abs(prized.simulated.estimate - exact) / se(exact)).toBeLessThanOrEqual(4);
  });

  it('D4: a deck without a Basic is refused, not dealt forever', () => {
    const energy = charizard.cards.filter((id) => !isBasicPokemon(id));
    expect(() => runDeals({ seed: '1', rules: 'standard', deck: energy, opponent: energy, mirror: true, subjects: [], goals: [] }, 0, 1)).toThrow(/no Basic Pokémon/);
  });

  it('a goal with several cards has no closed form here: exact is null', async () => {
    const m = await study(CHARIZARD, ['Rare Candy and Charizard ex in hand by turn 0'], 2000);
    expect(m.goals[0].setup!.exact).toBeNull();
    expect(m.goals[0].setup!.agrees).toBeNull();
  });
});

describe('turn goals from greedy games', () => {
  it('a Stage 2 in play: P(by own turn k) grows with k, from 0 on turn 1 (A4: no evolving on the first turns)', async () => {
    const m = await study(CHARIZARD, ['Charizard ex in play by turn 4'], 1500);
    expect(m.games).toBe(1500);
    expect(m.observations).toEqual({ first: 1500, second: 1500 }); // a mirror observes both seats
    const t = m.goals[0].turns;
    expect(t.map((x) => x.turn)).toEqual([1, 2, 3, 4]);
    for (const side of ['first', 'second'] as const) {
      expect(t[0][side].estimate).toBe(0);
      for (let k = 1; k < 4; k++) expect(t[k][side].estimate).toBeGreaterThanOrEqual(t[k - 1][side].estimate);
      expect(t[3][side].low).toBeGreaterThan(t[1][side].high); // clearly more by turn 4 than by turn 2
    }
  });

  it('T6: going first no Supporter is played on turn 1, going second it may be; T2: both draw on turn 1', async () => {
    const m = await study(CHARIZARD, ['Supporter in discard by turn 1', 'Supporter in hand by turn 1'], 2000);
    const [discard, hand] = m.goals.map((g) => g.turns[0]);
    expect(discard.first.high).toBeLessThan(discard.second.low);
    // in hand: the same chance either way (each seat has seen 7 + 1 cards): the intervals overlap
    expect(hand.first.low).toBeLessThan(hand.second.high);
    expect(hand.second.low).toBeLessThan(hand.first.high);
  });

  it('against a fixed opponent only the deck\'s seat is observed', async () => {
    const m = await study(CHARIZARD, ['Charizard ex in play by turn 3'], 400, { opponent: loadDeck('decks/standard/lucario-ex.txt') });
    expect(m.mirror).toBe(false);
    expect(m.observations.first + m.observations.second).toBe(400);
    expect(m.observations.first).toBeGreaterThan(100);
    expect(m.observations.second).toBeGreaterThan(100);
  });
});

describe('default goals', () => {
  it('each Basic in the opening hand, each Stage 2 in play by turn 4, a Supporter on turn 1, the key card prized', () => {
    expect(keyCard(charizard)).toEqual({ name: 'Charizard ex', copies: 3 });
    expect(defaultGoals(charizard).map((g) => g.text)).toEqual([
      'Charmander in hand by turn 0', 'Pidgey in hand by turn 0', 'Moltres in hand by turn 0',
      'Charizard ex in play by turn 4', 'Pidgeot ex in play by turn 4',
      'Supporter in hand by turn 1',
      'Charizard ex prized by turn 0', '3x Charizard ex prized by turn 0',
    ]);
    // a classic deck without Stage 2: its Stage 1s; no Supporter in Base Set
    const zap = loadDeck(ZAP);
    const texts = defaultGoals(zap).map((g) => g.text);
    expect(texts.some((t) => /in play by turn 4/.test(t))).toBe(true);
    expect(texts).not.toContain('Supporter in hand by turn 1');
    // every default goal parses against its deck
    for (const d of [charizard, zap, loadDeck(STARTER)]) expect(() => compileGoals(d, [], 3)).not.toThrow();
  });
});

describe('library and command line', () => {
  it('odds() checks its options with one-line InputErrors', async () => {
    await expect(odds({ deck: CHARIZARD, goals: ['Charzard ex in play'], workers: 1 })).rejects.toThrow(InputError);
    await expect(odds({ deck: CHARIZARD, byTurn: 30, workers: 1 })).rejects.toThrow(/byTurn must be a whole number from 0 to 20/);
    const m = await odds({ deck: CHARIZARD, goals: ['Charizard ex prized'], byTurn: 0, games: 1000, workers: 1, seed: 's' });
    expect(m.kind).toBe('odds');
    expect(m.goals[0].setup!.simulated.n).toBe(1000);
  });

  it('the same seed gives the same study for --workers 1 and 2 (timing aside); --out writes it', async () => {
    const t = tempDir();
    try {
      const args = ['odds', '--deck', CHARIZARD, '--goal', 'Charizard ex in play by turn 2', '--goal', 'Rare Candy in hand by turn 0', '--games', '300', '--seed', 'w', '--json'];
      const [one, two] = await Promise.all([ptcgAsync(...args, '--workers', '1'), ptcgAsync(...args, '--workers', '2', '--out', t.path('o.json'))]);
      expect(one.status, one.stderr).toBe(0);
      expect(two.status, two.stderr).toBe(0);
      const strip = (text: string) => { const d = JSON.parse(text) as Record<string, unknown>; delete d.dealsPerSecond; delete d.gamesPerSecond; delete d.elapsedSeconds; return d; };
      expect(strip(one.stdout)).toEqual(strip(two.stdout));
      expect(readFileSync(t.path('o.json'), 'utf8')).toBe(two.stdout);
      expect((strip(one.stdout).goals as unknown[]).length).toBe(2);
    } finally {
      t.done();
    }
  });

  it('the table lists the default goals with exact figures beside the setup ones', () => {
    const r = ptcg('odds', '--deck', CHARIZARD, '--games', '200', '--workers', '1');
    expect(r.status, r.stderr).toBe(0);
    // a goal reads as what it asks, and its rows say when (issue 29: "… by turn 4" over rows 1..4, "by turn 0")
    for (const g of defaultGoals(charizard)) expect(r.stdout).toContain(goalLabel(g.text));
    expect(r.stdout).not.toMatch(/by turn 0/);
    expect(r.stdout).toMatch(/^Charmander in hand\s+at setup\s+[\d.]+% \[[\d.]+, [\d.]+\]\s+same \(the deal\)\s+[\d.]+% (agrees|DIFFERS)/m);
    expect(r.stdout).toMatch(/^Charizard ex in play\s+by turn 1\s+[\d.]+% /m);
    expect(r.stdout).toMatch(/^\s+by turn 4\s+[\d.]+% /m);
    expect(r.stdout).not.toMatch(/^Charizard ex in play by turn 4/m);
  });

  it('bad input: one line naming the problem, exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--goal', 'Charzard ex in play'], /goal 'Charzard ex in play': 'Charzard ex' is not a card .*did you mean 'Charizard ex'/],
      [['--goal', 'Rare Candy and'], /goal 'Rare Candy and': expected a card name/],
      [['--by-turn', 'x'], /--by-turn must be a whole number from 0 to 20 \(got 'x'\)/],
      [['--by-turn', '21'], /--by-turn must be a whole number from 0 to 20/],
      [['--games', '0'], /--games must be a whole number/],
    ];
    const runs = await Promise.all(cases.map(([extra]) => ptcgAsync('odds', '--deck', CHARIZARD, '--workers', '1', ...extra)));
    runs.forEach((r, k) => {
      expect(r.status).toBe(2);
      expect(oneErrorLine(r.stderr)).toMatch(cases[k][1]);
    });
    const missing = await ptcgAsync('odds', '--deck', 'no/such/deck.txt');
    expect(missing.status).toBe(2);
    expect(oneErrorLine(missing.stderr)).toMatch(/no\/such\/deck\.txt/);
  });
});

describe('report deck pages: the consistency table', () => {
  it('each deck page carries its default goals, simulated first and second, with the exact figure beside setup goals; --odds-games 0 leaves it out', () => {
    const tmp = tempDir('ptcg-odds-report-');
    try {
      const args = ['report', '--decks', 'decks/standard/lucario-ex.txt', 'decks/standard/charizard-ex-league.txt', '--games', '40', '--workers', '1', '--bot', 'greedy'];
      const r = ptcg(...args, '--odds-games', '400', '--out', tmp.path('with'));
      expect(r.status, r.stderr).toBe(0);
      const md = readFileSync(tmp.path('with/decks/charizard-ex-league-battle-deck.md'), 'utf8');
      expect(md).toMatch(/### Consistency/);
      expect(md).toMatch(/400 deals and 400 games of the deck against itself/);
      // a setup goal: simulated beside its exact figure; a Stage 2 goal by turn, no closed form
      expect(md).toMatch(/\| \*\*Charmander in hand\*\* \| at setup \| \d+\.\d% \(.*n=400\) \| .* \| \d+\.\d% \|/);
      expect(md).toMatch(/\| \*\*Charizard ex in play\*\* \| by turn 4 \| .* \| .* \| — \|/);
      expect(md).not.toMatch(/by turn 0/);
      const html = readFileSync(tmp.path('with/decks/charizard-ex-league-battle-deck.html'), 'utf8');
      expect(html).toMatch(/<table class="consistency">/);
      const none = ptcg(...args, '--odds-games', '0', '--out', tmp.path('without'));
      expect(none.status, none.stderr).toBe(0);
      expect(readFileSync(tmp.path('without/decks/charizard-ex-league-battle-deck.md'), 'utf8')).not.toMatch(/### Consistency/);
    } finally {
      tmp.done();
    }
  }, 120_000);
});
