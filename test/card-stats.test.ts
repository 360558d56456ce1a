// Per-card statistics (simulate --card-stats): each figure against an independent witness (the
// engine's own events), counts that add across workers, shards and checkpoints, and the JSON
// fields against the counts they come from.
import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { GameTable } from '../src/sim/game-loop.js';
import { PrizeTracker, C, TURN_BUCKETS } from '../src/sim/counts.js';
import { CardStatsTracker, CF, CARD_FIELDS, FIRST_ATTACK_BUCKETS, FIRST_ATTACK_MAX_TURN, deckRows } from '../src/sim/card-stats.js';
import { Ev } from '../src/engine/events.js';
import { SLOTS, MAX_PRIZES } from '../src/engine/state.js';
import { loadDeck } from '../src/decks/deck.js';
import { matchupKey } from '../src/sim/seeding.js';
import { ruleParams } from '../src/engine/rules.js';
import { greedyBot, randomBot } from '../src/bots/bots.js';
import { cSuper } from '../src/engine/tables.js';
import { Supertype } from '../src/cards/types.js';
import { findByCode } from '../src/cards/pool.js';
import { seal } from '../src/sim/checksum.js';
import { CARD_STATS_CAVEAT } from '../src/analytics/card-stats.js';
import { ptcg, tempDir, withoutTiming, oneErrorLine } from './helpers/cli.js';

const tmp = tempDir('ptcg-cards-');
afterAll(() => tmp.done());

const LUCARIO = 'decks/standard/lucario-ex.txt', AMPHAROS = 'decks/standard/ampharos-ex.txt', MIRAIDON = 'decks/standard/miraidon-ex.txt';
type Doc = Record<string, any>;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('what the tracker counts, against the engine\'s events', () => {
  // Lucario's list with one Fighting Energy swapped for a Stage 2 whose earlier stages (and Rare
  // Candy) are not in the deck: it can be drawn but never played.
  const lucario = loadDeck(LUCARIO).cards.slice();
  const charizard = findByCode('OBF', 125);
  lucario[lucario.length - 1] = charizard;
  const ampharos = loadDeck(AMPHAROS).cards;
  const decks = [lucario, ampharos] as const;
  const rows = [deckRows(lucario), deckRows(ampharos)];
  const rowOf = (seat: number, def: number) => (seat === 0 ? 0 : rows[0].length) + rows[seat].indexOf(def);

  it('drawn ⊇ every card drawn or fetched into play (so played ≤ drawn), played = Trainers played, attacks and first-attack turns = attack events, prizes ≤ prizes taken; a card that can\'t be played never is', () => {
    const table = new GameTable();
    const prizes = new PrizeTracker();
    const tracker = new CardStatsTracker(lucario, ampharos, prizes);
    const key = matchupKey('cards', lucario, ampharos, 'standard');
    const s = table.state;
    const total = (rows[0].length + rows[1].length) * CARD_FIELDS;
    const all = new Float64Array(total);
    let attacksSeen = 0, charizardDrawn = 0, fetched = 0;
    for (let game = 0; game < 40; game++) {
      // the witness: the engine's event stream of this game
      const drawn = new Set<number>(), trainers = new Set<number>(), attacks = new Map<number, number>(), firstTurn = new Map<number, number>();
      s.logger = {
        ev: (code, p, a) => {
          if (code === Ev.Draw) drawn.add(rowOf(p, s.cardDef[a]));
          if (code === Ev.PlayTrainer) trainers.add(rowOf(p, s.cardDef[a]));
          if (code === Ev.Attack) {
            const row = rowOf(p, s.cardDef[s.slotTop[p * SLOTS]]);
            attacks.set(row, (attacks.get(row) ?? 0) + 1);
            if (!firstTurn.has(row)) firstTurn.set(row, s.turn[0]);
          }
        },
      };
      tracker.reset();
      table.play(key, game, lucario, ampharos, ruleParams('standard'), game % 2 === 0 ? [greedyBot, greedyBot] : [greedyBot, randomBot], tracker);
      s.logger = null;
      // cards that reached play without a decision seeing them in a hand (Nest Ball to the Bench, …)
      const seen = tracker as unknown as { drawn: Uint8Array; played: Uint8Array };
      const fetchedRows: number[] = [];
      for (let row = 0; row < total / CARD_FIELDS; row++) if (seen.played[row] === 1 && seen.drawn[row] === 0) fetchedRows.push(row);
      fetched += fetchedRows.length;
      const one = new Float64Array(total);
      tracker.addGame(one, s);
      for (const row of fetchedRows) expect(one[row * CARD_FIELDS + CF.drawn], `game ${game}: row ${row} fetched straight into play counts as drawn`).toBe(1);
      for (let row = 0; row < total / CARD_FIELDS; row++) expect(one[row * CARD_FIELDS + CF.played]).toBeLessThanOrEqual(one[row * CARD_FIELDS + CF.drawn]);
      for (let i = 0; i < total; i++) all[i] += one[i];
      const at = (row: number, f: number) => one[row * CARD_FIELDS + f];
      for (const row of drawn) expect(at(row, CF.drawn), `game ${game}: drawn card row ${row}`).toBe(1);
      for (let seat = 0; seat < 2; seat++) {
        for (const def of rows[seat]) {
          const row = rowOf(seat, def);
          if (cSuper[def] === Supertype.Trainer) {
            expect(at(row, CF.played), `game ${game}: Trainer row ${row}`).toBe(trainers.has(row) ? 1 : 0);
            // a Trainer is played from the hand
            expect(at(row, CF.played)).toBeLessThanOrEqual(at(row, CF.drawn));
          }
          expect(at(row, CF.attacks), `game ${game}: attacks of row ${row}`).toBe(attacks.get(row) ?? 0);
          expect(at(row, CF.attackGames)).toBe(attacks.has(row) ? 1 : 0);
          const t = firstTurn.get(row);
          expect(at(row, CF.firstAttackTurnSum)).toBe(t ?? 0);
          if (t !== undefined) expect(at(row, CF.firstAttackHist + Math.min(t, FIRST_ATTACK_MAX_TURN + 1))).toBe(1);
          expect(at(row, CF.winsPlayed)).toBe(at(row, CF.played) === 1 && s.winner[0] === seat ? 1 : 0);
        }
        // prizes credited to attacks: at most the prizes the seat took
        const credited = sum(rows[seat].map((def) => at(rowOf(seat, def), CF.prizes)));
        expect(credited).toBeLessThanOrEqual(s.prizesTaken[seat]);
      }
      attacksSeen += sum([...attacks.values()]);
      charizardDrawn += at(rowOf(0, charizard), CF.drawn);
      expect(at(rowOf(0, charizard), CF.played), `game ${game}: the unplayable card`).toBe(0);
    }
    expect(attacksSeen).toBeGreaterThan(100);
    expect(charizardDrawn).toBeGreaterThan(0);
    expect(fetched).toBeGreaterThan(0); // the case happens in these games (issue 29: "played" above "drawn")
    // prizes are credited to attackers at all, and the first-attack histogram sums to the games with an attack
    expect(sum(rows[1].map((def) => all[rowOf(1, def) * CARD_FIELDS + CF.prizes]))).toBeGreaterThan(0);
    for (let row = 0; row < total / CARD_FIELDS; row++) {
      let h = 0;
      for (let t = 0; t < FIRST_ATTACK_BUCKETS; t++) h += all[row * CARD_FIELDS + CF.firstAttackHist + t];
      expect(h).toBe(all[row * CARD_FIELDS + CF.attackGames]);
    }
  });
});

describe('simulate --card-stats', () => {
  const run = (...args: string[]): Doc => {
    const r = ptcg('simulate', ...args, '--json');
    expect(r.status, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Doc;
  };
  const base = ['--deck', LUCARIO, '--opponent', AMPHAROS, '--seed', 'cards'];

  it('is off by default: the document has no cardStats field', () => {
    const d = run(...base, '--games', '20', '--workers', '1');
    expect(d).not.toHaveProperty('cardStats');
  });

  let one: Doc;
  it('adds the same card counts for 1 or 2 workers and any task size, and merged shards equal the whole run', () => {
    one = run(...base, '--games', '120', '--card-stats', '--workers', '1');
    const two = run(...base, '--games', '120', '--card-stats', '--workers', '2', '--task-size', '7');
    expect(withoutTiming(two)).toEqual(withoutTiming(one));
    const parts = [0, 1, 2].map((k) => {
      const file = tmp.path(`cards-${k}.json`);
      const r = ptcg('simulate', ...base, '--games', '120', '--card-stats', '--workers', '1', '--shard', `${k}/3`, '--out', file);
      expect(r.status, r.stderr).toBe(0);
      return file;
    });
    const merged = ptcg('merge', ...parts, '--json');
    expect(merged.status, merged.stderr).toBe(0);
    expect(withoutTiming(JSON.parse(merged.stdout))).toEqual(withoutTiming(one));
    // the shards' card counts really are parts: they add up to the whole run's
    const shardCounts = parts.map((f) => (JSON.parse(readFileSync(f, 'utf8')) as Doc).cardStats.counts as number[]);
    expect(shardCounts[0].map((_, i) => shardCounts[0][i] + shardCounts[1][i] + shardCounts[2][i])).toEqual(one.cardStats.counts);
  });

  it('the JSON fields agree with the counts and with each other', () => {
    const d = one;
    expect(d.cardStats.note).toBe(CARD_STATS_CAVEAT);
    expect(d.cardStats.decks).toHaveLength(2);
    for (let seat = 0; seat < 2; seat++) {
      const deck = d.cardStats.decks[seat];
      const list = d.deckCards[seat] as number[];
      expect(deck.deck).toBe(d.decks[seat]);
      expect(deck.games).toBe(d.games);
      expect(deck.wins).toBe(d.wins[seat]);
      expect(deck.cards.map((c: Doc) => c.id)).toEqual(deckRows(list));
      expect(sum(deck.cards.map((c: Doc) => c.copies))).toBe(list.length);
      for (const c of deck.cards as Doc[]) {
        expect(c.drawnRate).toBe(c.drawn / d.games);
        expect(c.playedRate).toBe(c.played / d.games);
        expect(c.winRateWhenPlayed.n).toBe(c.played);
        expect(c.winRateWhenPlayed.estimate * c.played).toBeCloseTo(c.winsPlayed, 9);
        expect(c.winRateWhenNotPlayed.n).toBe(d.games - c.played);
        expect(c.winRateWhenNotPlayed.estimate * (d.games - c.played)).toBeCloseTo(d.wins[seat] - c.winsPlayed, 9);
        expect(c.attacks).toBeGreaterThanOrEqual(c.attackGames);
        expect(sum(c.firstAttackTurn.histogram)).toBe(c.attackGames);
        if (c.attackGames > 0) {
          expect(c.prizesPerAttackingGame).toBe(c.prizes / c.attackGames);
          expect(c.firstAttackTurn.mean).toBeGreaterThanOrEqual(1);
          expect(c.firstAttackTurn.median).toBeGreaterThanOrEqual(1);
        } else {
          expect(c.prizesPerAttackingGame).toBeNull();
          expect(c.prizes).toBe(0);
        }
        if (cSuper[c.id] === Supertype.Trainer) {
          expect(c.played).toBeLessThanOrEqual(c.drawn); // played from the hand
          expect(c.attacks).toBe(0);
        }
      }
      // every game's opening hand holds a card, and every game has a Pokémon in play
      expect(Math.max(...deck.cards.map((c: Doc) => c.drawn))).toBeGreaterThan(0);
      expect(sum(deck.cards.filter((c: Doc) => cSuper[c.id] === Supertype.Pokemon).map((c: Doc) => c.played))).toBeGreaterThanOrEqual(d.games);
      // prizes credited to this seat's attacks: some, and at most every prize it took (from the counts: Σ_k games with a k-th prize)
      const kth = d.counts.slice(C.prizeKth + seat * MAX_PRIZES * TURN_BUCKETS, C.prizeKth + (seat + 1) * MAX_PRIZES * TURN_BUCKETS) as number[];
      expect(sum(deck.cards.map((c: Doc) => c.prizes))).toBeGreaterThan(0);
      expect(sum(deck.cards.map((c: Doc) => c.prizes))).toBeLessThanOrEqual(sum(kth));
    }
  });

  it('the text output shows a per-card table per deck, with the caveat', () => {
    const r = ptcg('simulate', ...base, '--games', '30', '--workers', '1', '--card-stats');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Lucario ex Battle Deck: per card over 30 games');
    expect(r.stdout).toContain('Ampharos ex Battle Deck: per card over 30 games');
    expect(r.stdout).toMatch(/^Lucario ex\s+1\s+\d+\.\d%\s+\d+\.\d%/m);
    expect(r.stdout).toContain(CARD_STATS_CAVEAT);
    expect(ptcg('simulate', ...base, '--games', '30', '--workers', '1').stdout).not.toContain('per card');
  });

  it('a matrix has per-deck card statistics: the sums of its matchups\' seats', () => {
    const m = run('--decks', LUCARIO, AMPHAROS, MIRAIDON, '--games', '20', '--seed', 'cards', '--workers', '1', '--card-stats');
    expect(m.cardStats.decks.map((d: Doc) => d.deck)).toEqual(m.decks);
    m.deckFiles.forEach((file: string, d: number) => {
      const deck = m.cardStats.decks[d];
      let games = 0, wins = 0;
      const drawn = new Array(deck.cards.length).fill(0);
      for (const r of m.matchups as Doc[]) {
        for (let s = 0; s < 2; s++) {
          if (r.deckFiles[s] !== file) continue;
          games += r.games;
          wins += r.wins[s];
          r.cardStats.decks[s].cards.forEach((c: Doc, k: number) => { drawn[k] += c.drawn; });
        }
      }
      expect(deck.games).toBe(games);
      expect(deck.wins).toBe(wins);
      expect(deck.cards.map((c: Doc) => c.drawn)).toEqual(drawn);
    });
  });

  it('a finished checkpoint resumes to the same card statistics; --card-stats must match the checkpoint', () => {
    const cp = tmp.path('cards.ckpt');
    const first = ptcg('simulate', ...base, '--games', '40', '--workers', '1', '--card-stats', '--checkpoint', cp, '--json');
    expect(first.status, first.stderr).toBe(0);
    const again = ptcg('simulate', ...base, '--games', '40', '--workers', '1', '--card-stats', '--resume', cp, '--json');
    expect(again.status, again.stderr).toBe(0);
    expect(withoutTiming(JSON.parse(again.stdout))).toEqual(withoutTiming(JSON.parse(first.stdout)));
    // --card-stats not given is taken from the checkpoint (issue 28.4); --no-card-stats contradicts it
    const off = ptcg('simulate', ...base, '--games', '40', '--workers', '1', '--resume', cp, '--no-card-stats');
    expect(off.status).toBe(2);
    expect(oneErrorLine(off.stderr)).toMatch(/different run: --card-stats differs/);
  });

  it('merge and report refuse edited card counts and a mix of parts with and without card statistics', () => {
    const file = tmp.path('cards-0.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Doc;
    // edited and resealed: the integrity checks, not the checksum, must catch it
    const edited = structuredClone(doc);
    edited.cardStats.counts[CF.played] = doc.games + 1;
    writeFileSync(tmp.path('edited.json'), JSON.stringify(seal(edited)));
    const r = ptcg('merge', tmp.path('edited.json'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/edited\.json: refused: deck 1's card 1 is counted in more games than were played/);
    const derived = structuredClone(doc);
    derived.cardStats.decks[0].cards[0].drawnRate += 0.125;
    writeFileSync(tmp.path('derived.json'), JSON.stringify(seal(derived)));
    expect(oneErrorLine(ptcg('report', '--from', tmp.path('derived.json'), '--out', tmp.path('rep')).stderr)).toMatch(/field 'cardStats' does not match its counts/);
    const plain = tmp.path('plain-1.json');
    expect(ptcg('simulate', ...base, '--games', '120', '--workers', '1', '--shard', '1/3', '--out', plain).status).toBe(0);
    const mixed = ptcg('merge', file, plain);
    expect(mixed.status).toBe(2);
    expect(oneErrorLine(mixed.stderr)).toMatch(/not from the same run .*--card-stats differs/);
  });
});
