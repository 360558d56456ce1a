// Random playthroughs over every bundled deck pair (src/tools/fuzz.ts), and proof that the
// invariant checker (src/engine/invariants.ts) catches corrupted states.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, writeFileSync, cpSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fuzz, deckPairs, formatFailure, boundEngine, VARIANTS, BOT_PAIRS } from '../src/tools/fuzz.js';
import { ROOT, tempDir } from './helpers/cli.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { randomBot, type Bot } from '../src/bots/bots.js';
import { GameState, MAX_DECK, SLOT_CAP, SLOTS, ENERGY_STRIDE, DeckFeature } from '../src/engine/state.js';
import { ENERGY_BURNED } from '../src/engine/powers.js';
import { Act } from '../src/engine/actions.js';
import { TYPE_COUNT } from '../src/cards/types.js';
import { Scenario, Phase, Zone } from './helpers/scenario.js';

const EXPECTED_REASONS = ['prizes', 'no-pokemon', 'deck-out', 'turn-limit', 'sudden-death', 'tie'];

describe('fuzz: random playthroughs', () => {
  it('pairs every bundled deck that can meet, both seatings', () => {
    const pairs = deckPairs();
    // 10 classic 60-card decks, 2 classic starters, the standard Battle Decks, the Standard 2026 lists (issue 32): n² ordered pairs each
    const standard = readdirSync('decks/standard').filter((f) => f.endsWith('.txt')).length;
    const tournament = readdirSync('decks/standard-2026').filter((f) => f.endsWith('.txt')).length;
    expect(standard).toBeGreaterThanOrEqual(8);
    expect(tournament).toBeGreaterThanOrEqual(10);
    expect(pairs.length).toBe(100 + 4 + standard * standard + tournament * tournament);
    expect(pairs.filter((p) => p.rules === 'standard').length).toBe(standard * standard + tournament * tournament);
    expect(pairs.filter((p) => p.name0.startsWith('standard-2026/') && p.name1.startsWith('standard-2026/'))).toHaveLength(tournament * tournament);
    for (const p of pairs) {
      expect(p.deck0.length).toBe(p.deck1.length);
      expect(pairs.some((q) => q.name0 === p.name1 && q.name1 === p.name0)).toBe(true);
    }
  });

  it('W1–W5, S-rules, T-rules: 24 games per ordered deck pair keep every invariant, replay byte-exactly and end for an expected reason', () => {
    const P = deckPairs().length;
    const games = P * BOT_PAIRS.length * VARIANTS.length * 2; // every pair × bots × variant, twice (24 games a pair)
    const sum = fuzz({ games, seed: 'vitest-fuzz' });
    if (sum.failure) throw new Error(formatFailure(sum.failure));
    expect(sum.games).toBe(games);
    expect(sum.steps).toBeGreaterThan(games * 20);
    const reasons = Object.keys(sum.endReasons);
    for (const r of reasons) expect(EXPECTED_REASONS).toContain(r);
    // the rotation really reaches the main ways a game ends
    for (const r of ['prizes', 'no-pokemon', 'deck-out', 'turn-limit']) expect(sum.endReasons[r] ?? 0).toBeGreaterThan(0);
    expect(Object.values(sum.endReasons).reduce((a, b) => a + b, 0)).toBe(games);
  });

  it('replays one game alone by its index (start), as a failure report suggests', () => {
    const all = fuzz({ games: 40, seed: 'vitest-one' });
    const one = fuzz({ games: 1, seed: 'vitest-one', start: 39 });
    const prefix = fuzz({ games: 39, seed: 'vitest-one' });
    expect(all.failure).toBeNull();
    expect(one.failure).toBeNull();
    expect(one.games).toBe(1);
    expect(prefix.steps + one.steps).toBe(all.steps);
  });
});

describe('fuzz: the bound engine (--bound, dist/bound/: the copy `ptcg simulate` plays)', () => {
  type Fuzz = typeof import('../src/tools/fuzz.js');
  const builtFuzz = () => import(pathToFileURL(join(ROOT, 'dist', 'src', 'tools', 'fuzz.js')).href) as Promise<Fuzz>;

  it('W1–W5: every ordered deck pair, greedy against random, on its one working state keeps every invariant, and replays byte-exactly on the modules as written', async () => {
    const built = await builtFuzz();
    const engine = await built.boundEngine();
    expect(engine.bound).toBe(true);
    expect(engine.GameTable).not.toBe(built.WRITTEN_ENGINE.GameTable);
    expect(new engine.GameTable().state).toBe(new engine.GameTable().state); // every table plays in the working state
    const P = built.deckPairs().length;
    const sum = built.fuzz({ games: P, start: P, seed: 'vitest-bound', engine }); // games P…2P-1: greedy/random
    if (sum.failure) throw new Error(built.formatFailure(sum.failure));
    expect(sum.games).toBe(P);
    expect(sum.steps).toBeGreaterThan(P * 20);
  });

  it('fails on a bound copy that plays differently from the modules as written, with --bound in the line that reproduces it', () => {
    const tmp = tempDir('ptcg-fuzz-bound-');
    try {
      cpSync(join(ROOT, 'dist'), tmp.path('dist'), { recursive: true });
      for (const d of ['node_modules', 'decks']) symlinkSync(join(ROOT, d), tmp.path(d), 'dir');
      writeFileSync(tmp.path('package.json'), readFileSync(join(ROOT, 'package.json')));
      const flow = tmp.path('dist/bound/src/engine/flow.js');
      const text = readFileSync(flow, 'utf8');
      const draw = 'const c = drawCard(s, p);'; // T2: the copy now draws two cards a turn
      expect(text.split(draw).length).toBe(2);
      writeFileSync(flow, text.replace(draw, `drawCard(s, p);\n    ${draw}`));
      const run = (...args: string[]) => spawnSync(process.execPath, [tmp.path('dist/src/tools/fuzz.js'), '--games', '3', '--seed', 'vitest-drift', ...args], { encoding: 'utf8' });
      const written = run();
      expect(written.stderr).toBe('');
      expect(written.status).toBe(0);
      const bound = run('--bound');
      expect(bound.status).toBe(1);
      expect(bound.stderr).toMatch(/^FAIL game 0 \(seed 'vitest-drift', .*\) at step \d+: replaying \d+ recorded actions gives a different final state\n/);
      expect(bound.stderr).toContain("reproduce: node dist/src/tools/fuzz.js --seed 'vitest-drift' --start 0 --games 1 --bound");
    } finally {
      tmp.done();
    }
  });

  it('refuses --bound where no bound copy is built (here, the TypeScript sources)', async () => {
    await expect(boundEngine()).rejects.toThrow(/^no bound engine in .*: run `npm run build`, and the fuzz from dist\/$/);
  });
});

describe('fuzz: failure reports', () => {
  it('names the game, seed and deck pair of a failing game (a bot that corrupts the state)', () => {
    let calls = 0;
    const meddler: Bot = {
      name: 'meddler',
      choose: (s, _actions, n, rng) => {
        if (++calls === 500) s.damage[s.decider[0] * 6] += 10; // a Bot must not touch the state
        return rng.below(n);
      },
    };
    const sum = fuzz({ games: 50, seed: 'vitest-meddle', botPairs: [[meddler, randomBot]] });
    expect(sum.failure).not.toBeNull();
    const f = sum.failure!;
    expect(f.message).toBe('bot meddler modified the state');
    expect(f.seed).toBe('vitest-meddle');
    expect(f.game).toBe(sum.games); // every game before it passed
    expect(f.pair).toBe(`${deckPairs()[f.game % 36].name0} vs ${deckPairs()[f.game % 36].name1}`);
    expect(formatFailure(f)).toContain(`--seed 'vitest-meddle' --start ${f.game} --games 1`);
  });
});

describe('checkInvariants', () => {
  /** A mid-game position: Actives, a Bench, energy, damage, hand, discard and prizes. */
  function position(): GameState {
    const sc = new Scenario({ rules: 'standard' });
    sc.active(0, 'Charmander', { energy: ['Fire Energy'], damage: 20 });
    sc.bench(0, 'Squirtle');
    sc.bench(0, 'Bulbasaur');
    sc.active(1, 'Pikachu', { energy: ['Lightning Energy', 'Lightning Energy'] });
    sc.hand(0, 'Fire Energy', 'Charmeleon');
    sc.hand(1, 'Potion@SVI 188');
    sc.discard(0, 'Water Energy');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    const s = sc.s.clone();
    expect(checkInvariants(s)).toBeNull();
    return s;
  }

  it('accepts a consistent position', () => {
    expect(checkInvariants(position())).toBeNull();
  });

  it('K1: detects a Knocked Out Pokémon left in play while no Knock Out check is pending (the scan would skip it)', () => {
    const s = position();
    s.damage[0] = 500; // Charmander: far past its HP
    s.koCheck[0] = 1; // a check is pending: the state is consistent
    expect(checkInvariants(s)).toBeNull();
    s.koCheck[0] = 0;
    expect(checkInvariants(s)).toMatch(/slot 0: Knocked Out \(damage 500, HP \d+\) but no Knock Out check is pending/);
  });

  it('A9, A7: detects an expiring Trainer or Energy Burn in play when no deck is noted to hold one (endTurn would skip it)', () => {
    const sc = new Scenario();
    sc.active(0, 'Charmander', { energy: ['Fire Energy'] });
    sc.active(1, 'Onix');
    const [plus] = sc.hand(0, 'PlusPower'); // the helper notes the deck as holding it
    sc.do(Act.PlayTrainer, plus); // attached to the Active until the end of the turn
    const s = sc.s;
    expect(checkInvariants(s)).toBeNull();
    const noted = s.deckFeatures[0];
    s.deckFeatures[0] &= ~DeckFeature.ExpiringTrainers; // as if the deal had missed it
    expect(checkInvariants(s)).toMatch(/slot 0: Trainer \d+ in play expires \(turn \d+\) but neither deck is noted/);
    s.deckFeatures[0] = noted;
    s.usedOnce[0] |= ENERGY_BURNED;
    expect(checkInvariants(s)).toMatch(/slot 0: Energy Burn on, but neither deck is noted to hold it/);
    s.deckFeatures[1] |= DeckFeature.EnergyBurn;
    expect(checkInvariants(s)).toBeNull();
  });

  it('detects a card duplicated in hand', () => {
    const s = position();
    s.hand[s.handCount[0]] = s.hand[0];
    s.handCount[0]++;
    expect(checkInvariants(s)).toMatch(/found 2 times/);
  });

  it('detects a lost card (removed from the deck list only)', () => {
    const s = position();
    s.deckCount[1]--;
    expect(checkInvariants(s)).toMatch(/player 1: instance \d+ found 0 times/);
  });

  it("detects an opponent's card in a player's zone", () => {
    const s = position();
    s.discard[s.discardCount[0]++] = MAX_DECK + 1;
    expect(checkInvariants(s)).toMatch(/not one of theirs/);
  });

  it('detects cardZone out of step with the lists', () => {
    const s = position();
    s.cardZone[s.hand[0]] = Zone.Discard;
    expect(checkInvariants(s)).toMatch(/cardZone says discard but it is in hand/);
  });

  it('detects cardSlot out of step with the slot lists', () => {
    const s = position();
    const energy = s.slotCards[0 * SLOT_CAP + 1];
    s.cardSlot[energy] = 3;
    expect(checkInvariants(s)).toMatch(/cardSlot 3 but it is on slot 0/);
  });

  it('detects a Bench gap and a wrong benchCount, and R13: a Bench over its limit at a Main-phase decision', () => {
    const s = position();
    s.benchCount[0] = 3;
    expect(checkInvariants(s)).toMatch(/bench slot 3 is empty but benchCount is 3/);
    const t = position();
    t.benchCount[0] = 9;
    expect(checkInvariants(t)).toMatch(/benchCount 9 above 8/);
    const u = position(); // (no Area Zero Underdepths in play: the limit is 5)
    u.benchCount[0] = 6;
    expect(checkInvariants(u)).toMatch(/benchCount 6 above the Bench's limit 5 in phase 4/);
  });

  it('detects damage on an empty slot and negative damage', () => {
    const s = position();
    s.damage[4] = 10;
    expect(checkInvariants(s)).toMatch(/slot 4: empty but damage 10/);
    const t = position();
    t.damage[SLOTS] = -10;
    expect(checkInvariants(t)).toMatch(new RegExp(`slot ${SLOTS}: negative damage`));
  });

  it('detects a non-Pokémon top card and a stale slotCount', () => {
    const s = position();
    s.slotTop[0] = s.slotCards[1]; // the attached Fire Energy
    expect(checkInvariants(s)).toMatch(/top card \d+ is not a Pokémon/);
    const t = position();
    t.slotCount[5] = 1;
    expect(checkInvariants(t)).toMatch(/slot 5: empty \(slotTop -1\) but slotCount 1/);
  });

  it('detects an Evolution at the bottom of a stack and a Main phase decided by the wrong player', () => {
    const s = position();
    const evo = s.hand[1]; // Charmeleon
    expect(s.cardDef[evo]).not.toBe(s.cardDef[s.slotCards[0]]);
    // swap Charmeleon (hand) with the Basic under player 0's Active Charmander
    const basic = s.slotCards[0];
    s.slotCards[0] = evo;
    s.hand[1] = basic;
    s.cardZone[evo] = Zone.InPlay;
    s.cardSlot[evo] = 0;
    s.cardZone[basic] = Zone.Hand;
    s.slotTop[0] = evo;
    expect(checkInvariants(s)).toMatch(/slot 0: bottom card is not a Basic Pokémon/);
    const t = position();
    t.decider[0] = 1;
    expect(checkInvariants(t)).toMatch(/Main phase but player 1 decides on player 0's turn/);
  });

  it('detects prize counts out of range', () => {
    const s = position();
    s.prizeCount[1] = 7;
    expect(checkInvariants(s)).toMatch(/prizes count 7 out of range/);
    const t = position();
    t.prizeCount[0] = -1;
    expect(checkInvariants(t)).toMatch(/prizes count -1 out of range/);
  });

  it('X1/A6: the per-slot Energy counts must match the attached Energy cards', () => {
    const s = position();
    expect(checkInvariants(s)).toBeNull();
    s.slotEnergy[SLOTS * ENERGY_STRIDE + TYPE_COUNT]++; // one more Energy in the total than is attached
    expect(checkInvariants(s)).toMatch(new RegExp(`slot ${SLOTS}: slotEnergy total`));
  });

  it('K3/K5: an empty Active is allowed only while that player must promote (or the game is over)', () => {
    const s = position();
    // move player 1's Active (Pikachu and its Energy) to the discard pile by hand
    for (let i = 0; i < s.slotCount[SLOTS]; i++) {
      const c = s.slotCards[SLOTS * SLOT_CAP + i];
      s.discard[MAX_DECK + s.discardCount[1]++] = c;
      s.cardZone[c] = Zone.Discard;
    }
    s.slotCount[SLOTS] = 0;
    s.slotTop[SLOTS] = -1;
    s.slotEnergy.fill(0, SLOTS * ENERGY_STRIDE, (SLOTS + 1) * ENERGY_STRIDE);
    expect(checkInvariants(s)).toMatch(/player 1: no Active Pokémon in phase/);
    s.phase[0] = Phase.Promote;
    s.promoteMask[0] = 1; // only player 0 due
    expect(checkInvariants(s)).toMatch(/player 1: no Active Pokémon but not due to promote/);
    s.promoteMask[0] = 2;
    expect(checkInvariants(s)).toBeNull();
    s.phase[0] = Phase.Over;
    s.promoteMask[0] = 0;
    expect(checkInvariants(s)).toBeNull();
  });
});
