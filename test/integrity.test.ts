// Issue 7.1: result documents and checkpoints are sealed with a checksum and checked for
// consistency when read; any edit is refused with one line naming the file and what is wrong.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { writeFileSync, existsSync } from 'node:fs';
import { checkpointConfig, type RunConfig } from '../src/sim/run.js';
import { runSimulation, type MatrixResult } from '../src/analytics/simulation.js';
import type { MatchupResult } from '../src/analytics/results.js';
import { parseResult, resultText, readSavedResults, reportInputText } from '../src/analytics/result-file.js';
import { seal, checksumProblem } from '../src/sim/checksum.js';
import { C } from '../src/sim/counts.js';
import { readCheckpoint, checkpointText, type Checkpoint } from '../src/sim/checkpoint.js';
import { InputError } from '../src/errors.js';
import { loadDeck, type Deck } from '../src/decks/deck.js';
import { ptcg, tempDir, oneErrorLine } from './helpers/cli.js';

type Doc = Record<string, any>;
const tmp = tempDir('ptcg-integrity-');
afterAll(() => tmp.done());

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function config(decks: Deck[], extra: Partial<RunConfig> = {}): RunConfig {
  return { decks, matrix: decks.length > 2, games: 400, seed: 'integrity', rules: 'classic', bots: ['greedy', 'random'], suddenDeath: false, turnLimit: 200, workers: 1, shard: null, ...extra };
}

/** The error message parseResult gives for a document, or null if it is accepted. */
function refusal(doc: unknown): string | null {
  try {
    parseResult(JSON.stringify(doc), 'r.json');
    return null;
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    expect(e.message.split('\n')).toHaveLength(1);
    expect(e.message.startsWith('r.json: ')).toBe(true);
    return e.message;
  }
}

let decks: Deck[];
let single: Doc, shard: Doc, matrix: Doc;
let cp: Checkpoint;
beforeAll(async () => {
  decks = ['overgrowth', 'zap', 'brushfire'].map((n) => loadDeck(`decks/classic/${n}.txt`));
  single = JSON.parse(resultText(await runSimulation(config(decks.slice(0, 2))))) as Doc;
  shard = JSON.parse(resultText(await runSimulation(config(decks.slice(0, 2), { shard: { k: 1, n: 4 } })))) as Doc;
  matrix = JSON.parse(resultText((await runSimulation(config(decks, { games: 100 }))) as MatrixResult)) as Doc;
  let last: Checkpoint | null = null;
  await runSimulation(config(decks.slice(0, 2), { taskSize: 100 }), { onCheckpoint: (c) => { last = clone(c); } });
  cp = last!;
});

describe('result documents', () => {
  it('untouched documents (single, shard, matrix) are accepted', () => {
    expect(refusal(single)).toBeNull();
    expect(refusal(shard)).toBeNull();
    expect(refusal(matrix)).toBeNull();
    expect(single.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('any edit without a new checksum is refused as edited or damaged', () => {
    const edits: ((d: Doc) => void)[] = [
      (d) => { d.counts[C.wins] += 1; },
      (d) => { d.wins[0] += 1; },
      (d) => { d.winRate[0].estimate = 0.99; },
      (d) => { d.games = 1990000; },
      (d) => { d.partial = !d.partial; },
      (d) => { d.seed = 'other'; },
      (d) => { d.turns.histogram.push(1); },
      (d) => { d.elapsedSeconds += 1; },
    ];
    for (const edit of edits) {
      const d = clone(single);
      edit(d);
      expect(refusal(d), edit.toString()).toMatch(/checksum does not match its content \(the file was edited or damaged\)/);
    }
    const { checksum: _c, ...unsealed } = single;
    expect(refusal(unsealed)).toMatch(/has no checksum/);
  });

  // Resealed edits model a document made by a buggy tool or by hand with the checksum recomputed:
  // the consistency checks still refuse each one, naming what is wrong.
  const resealed: [string, (d: Doc) => void, RegExp][] = [
    ['more wins than games', (d) => { d.counts[C.wins] += d.counts[C.games]; }, /wins \+ draws .* ≠ games/],
    ['a negative count', (d) => { d.counts[C.draws] = -1; }, /counts\[\d+\] is -1/],
    ['a fractional count', (d) => { d.counts[C.turnSum] += 0.5; }, /a non-negative whole number expected/],
    ['a histogram that does not sum to games', (d) => { d.counts[C.turnHist + 5] += 1; d.counts[C.games] += 1; d.counts[C.draws] += 1; d.counts[C.first] += 1; d.counts[C.endReasons + 6] += 1; }, /sums to/],
    ['end reasons that do not sum to games', (d) => { d.counts[C.endReasons + 1] += 1; }, /end reasons sum to/],
    ['wins changed in the summary only', (d) => { d.wins[0] += 1; }, /field 'wins' does not match its counts/],
    ['a win rate changed', (d) => { d.winRate[1].estimate = 0.5; }, /field 'winRate' does not match its counts/],
    ['games changed', (d) => { d.games -= 10; }, /field 'games' does not match its counts/],
    ['plannedGames changed (not partial any more / range)', (d) => { d.plannedGames = 1_000_000; }, /partial/],
    ['marked complete though partial', (d) => { d.partial = true; }, /marked partial but all/],
    ['a wrong counts length', (d) => { d.counts.pop(); }, /counts have \d+ entries/],
  ];
  for (const [what, edit, why] of resealed) {
    it(`a resealed document with ${what} is refused`, () => {
      const d = clone(single);
      edit(d);
      expect(refusal(seal(d))).toMatch(why);
    });
  }

  it('a shard whose range is not its shard\'s games, or whose shard is malformed, is refused', () => {
    const d = clone(shard);
    d.range = [0, 100];
    expect(refusal(seal(d))).toMatch(/range \[0,100\] is not shard 1\/4's games \[100,200\]/);
    const e = clone(shard);
    e.shard = '4/4';
    expect(refusal(seal(e))).toMatch(/shard '4\/4' is not K\/N/);
  });

  it('a matrix with a duplicated matchup, a missing one, or an edited cell is refused', () => {
    const dup = clone(matrix);
    dup.matchups[1] = dup.matchups[0];
    expect(refusal(seal(dup))).toMatch(/appears twice/);
    const missing = clone(matrix);
    missing.matchups.pop();
    expect(refusal(seal(missing))).toMatch(/5 matchups for 3 decks \(6 expected\)/);
    const cell = clone(matrix);
    cell.winRate[0][1].estimate = 0.9;
    expect(refusal(seal(cell))).toMatch(/field 'winRate' does not match its matchups/);
    const inner = clone(matrix);
    inner.matchups[2].counts[C.wins] += 1000;
    expect(refusal(seal(inner))).toMatch(/^r\.json: refused: matchup 3: wins \+ draws/);
  });

  it('a report folder\'s results.json is sealed and checked the same way', () => {
    const f = tmp.path('results.json');
    const input = { kind: 'ptcg-report-input' as const, groups: [{ id: 'g1', title: 'classic', result: single as unknown as MatchupResult }] };
    writeFileSync(f, reportInputText(input));
    expect(readSavedResults(f)).toHaveLength(1);
    const edited = JSON.parse(reportInputText(input)) as Doc;
    edited.groups[0].result.counts[C.wins] += 5;
    writeFileSync(f, JSON.stringify(edited));
    expect(() => readSavedResults(f)).toThrow(/results\.json: refused: its checksum does not match/);
    writeFileSync(f, JSON.stringify(seal(edited)));
    expect(() => readSavedResults(f)).toThrow(/results\.json: refused: group 1: wins \+ draws/);
  });
});

describe('checkpoints', () => {
  const want = () => checkpointConfig(config(decks.slice(0, 2), { taskSize: 100 }));
  const read = (c: unknown, text?: string) => {
    const f = tmp.path('c.ckpt');
    writeFileSync(f, text ?? checkpointText(c as Checkpoint));
    return () => readCheckpoint(f, want(), 1, 0, 400);
  };

  it('the saved checkpoint reads back', () => {
    expect(checksumProblem(JSON.parse(checkpointText(cp)) as object)).toBeNull();
    expect(read(cp)().jobs[0].counts[C.games]).toBe(400);
  });

  it('an edit without a new checksum is refused', () => {
    const text = checkpointText(cp).replace('"done":[[0,400]]', '"done":[[0,300]]');
    expect(text).not.toBe(checkpointText(cp));
    expect(read(null, text)).toThrow(/c\.ckpt: refused: its checksum does not match/);
  });

  const edits: [string, (c: Checkpoint) => void, RegExp][] = [
    ['an extra done range', (c) => { c.jobs[0].done.push([400, 500]); }, /done range \[400, 500\) lies outside this run's games \[0, 400\)/],
    ['a duplicated done range', (c) => { c.jobs[0].done = [[0, 200], [0, 200], [200, 400]]; }, /overlap/],
    ['ranges that cover fewer games than the counts', (c) => { c.jobs[0].done = [[0, 390]]; }, /its counts hold 400 games but its done ranges cover 390/],
    ['a negative count', (c) => { c.jobs[0].counts[C.decisions] = -5; }, /counts\[\d+\] is -5/],
    ['wins + draws ≠ games', (c) => { c.jobs[0].counts[C.draws] += 1000; }, /wins \+ draws/],
    ['an empty range', (c) => { c.jobs[0].done.push([50, 50]); }, /is not a range of games/],
    ['a second matchup', (c) => { c.jobs.push(clone(c.jobs[0])); }, /it has 2 matchups \(1 expected\)/],
  ];
  for (const [what, edit, why] of edits) {
    it(`a resealed checkpoint with ${what} is refused`, () => {
      const c = clone(cp);
      edit(c);
      expect(read(c)).toThrow(why);
    });
  }

  it('a checkpoint of another run names the field that differs', () => {
    const c = clone(cp);
    c.config.turnLimit = 50;
    expect(read(c)).toThrow(/made for a different run: the turn limit differs \(checkpoint: 50; this run: 200\)/);
  });
});

describe('through the command line', () => {
  it('merge refuses a shard with more wins than games (resealed): exit 2, one line, no --out', () => {
    const f = tmp.path('bad-shard.json');
    const d = clone(shard);
    d.counts[C.wins] = d.counts[C.games] + 1;
    writeFileSync(f, JSON.stringify(seal(d)));
    const out = tmp.path('merged.json');
    const r = ptcg('merge', f, '--out', out);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/bad-shard\.json: refused: wins \+ draws \(\d+\) ≠ games \(100\)/);
    expect(existsSync(out)).toBe(false);
  });

  it('merge names the field in which two shards differ', () => {
    const a = tmp.path('a.json'), b = tmp.path('b.json');
    writeFileSync(a, JSON.stringify(shard));
    const d = clone(shard);
    d.turnLimit = 90;
    d.shard = '2/4'; d.range = [200, 300];
    writeFileSync(b, JSON.stringify(seal(d)));
    const r = ptcg('merge', a, b);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/b\.json: not from the same run as .*a\.json: the turn limit differs \(90 vs 200\)/);
  });

  it('--resume of an edited checkpoint: exit 2 naming the file', () => {
    const f = tmp.path('edited.ckpt');
    writeFileSync(f, checkpointText(cp).replace(/"counts":\[400/, '"counts":[401'));
    const r = ptcg('simulate', '--deck', 'decks/classic/overgrowth.txt', '--opponent', 'decks/classic/zap.txt', '--games', '400', '--seed', 'integrity', '--bot', 'greedy,random', '--workers', '1', '--resume', f);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/edited\.ckpt: refused: its checksum does not match/);
  });
});
