// `ptcg simulate` / `ptcg merge`: results do not depend on workers, shards or interruptions; the
// result document's fields and their sums; matrices; and a game that throws inside a worker.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync, existsSync, copyFileSync, rmSync } from 'node:fs';
import { ptcg, ptcgAsync, tempDir, withoutTiming, BIN, ROOT, oneErrorLine, type CliResult } from './helpers/cli.js';
import { runGames, workerExecArgv } from '../src/sim/runner.js';
import { GameFailure, type BatchSpec } from '../src/sim/play.js';
import { runWithSignals } from '../src/cli/simulate.js';
import { UserError } from '../src/cli/errors.js';
import type { RunConfig } from '../src/sim/run.js';
import { loadDeck, type Deck } from '../src/decks/deck.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Supertype } from '../src/cards/types.js';

const tmp = tempDir('ptcg-simulate-');
afterAll(() => tmp.done());

const LUCARIO = 'decks/standard/lucario-ex.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const VICTINI = 'decks/standard/victini-ex.txt';
const RUN = ['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '3000', '--seed', '42', '--json'];

type Doc = Record<string, any>;

function simJson(...args: string[]): Doc {
  const r = ptcg(...args);
  expect(r.stderr, r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);

function parseRun(r: CliResult): Doc {
  expect(r.stderr, r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Doc;
}

describe('determinism over workers and shards', () => {
  let one: Doc;
  let byWorkers: Doc[];
  let shardRuns: CliResult[];
  beforeAll(async () => {
    // independent runs, started together so they can share the cores
    const runs = await Promise.all([
      ...['1', '2', '4'].map((w) => ptcgAsync(...RUN, '--workers', w)),
      ...[0, 1, 2, 3].map((k) => ptcgAsync(...RUN, '--workers', '1', '--shard', `${k}/4`, '--out', tmp.path(`part-${k}.json`))),
    ]);
    // more workers than cores (2 here) warn on stderr, and otherwise run normally
    const cores = availableParallelism();
    for (const [k, w] of [1, 2, 4].entries()) {
      if (w > cores) expect(oneErrorLine(runs[k].stderr)).toMatch(/^ptcg: warning: --workers 4 is more than this machine's \d+ cores/);
      if (w > cores) runs[k].stderr = '';
    }
    byWorkers = runs.slice(0, 3).map(parseRun);
    one = byWorkers[0];
    shardRuns = runs.slice(3);
  });

  it('--workers 2 and 4 give the same document as --workers 1 (timing fields aside)', () => {
    expect(withoutTiming(byWorkers[1])).toEqual(withoutTiming(one));
    expect(withoutTiming(byWorkers[2])).toEqual(withoutTiming(one));
  });

  it('four shards merged give the same document as the unsharded run', () => {
    const parts: string[] = [];
    for (let k = 0; k < 4; k++) {
      const out = tmp.path(`part-${k}.json`);
      const r = shardRuns[k];
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(out, 'utf8'))); // --json prints what --out writes
      const part = JSON.parse(readFileSync(out, 'utf8')) as Doc;
      expect(part.shard).toBe(`${k}/4`);
      expect(part.range).toEqual([Math.floor((3000 * k) / 4), Math.floor((3000 * (k + 1)) / 4)]);
      expect(part.games).toBe(750);
      parts.push(out);
    }
    const merged = simJson('merge', ...parts.reverse(), '--json'); // order of the files does not matter
    expect(withoutTiming(merged)).toEqual(withoutTiming(one));
    // the run's time is the parts' times added
    const partsTime = parts.reduce((t, f) => t + (JSON.parse(readFileSync(f, 'utf8')) as Doc).elapsedSeconds, 0);
    expect(merged.elapsedSeconds).toBeCloseTo(partsTime, 9);
    // without --json: a summary, as --help says, not the document
    const plain = ptcg('merge', ...parts);
    expect(plain.status).toBe(0);
    expect(plain.stdout).not.toMatch(/^\{/);
    expect(plain.stdout.length).toBeLessThan(JSON.stringify(merged).length / 2);
    expect(plain.stdout).toContain('Lucario ex Battle Deck');
  });

  it('merging the shards of a matrix adds the parts\' run times, not each matchup\'s copy of them (issue 29)', () => {
    const decks = ['decks/classic/haymaker.txt', 'decks/classic/brushfire.txt', 'decks/classic/zap.txt'];
    const files = [0, 1].map((k) => tmp.path(`matrix-${k}.json`));
    for (let k = 0; k < 2; k++) expect(ptcg('simulate', '--decks', ...decks, '--games', '40', '--shard', `${k}/2`, '--workers', '1', '--out', files[k]).status).toBe(0);
    const parts = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Doc);
    expect(parts[0].matchups.length).toBe(6);
    const merged = simJson('merge', ...files, '--json');
    expect(merged.elapsedSeconds).toBeCloseTo(parts[0].elapsedSeconds + parts[1].elapsedSeconds, 9);
    expect(merged.matchups[0].elapsedSeconds).toBeCloseTo(parts[0].matchups[0].elapsedSeconds + parts[1].matchups[0].elapsedSeconds, 9);
  });

  it('merge refuses the same shard twice (exit 2)', () => {
    const r = ptcg('merge', tmp.path('part-1.json'), tmp.path('part-1.json'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/overlaps/);
  });

  it('the result document has the documented fields, and its counts add up', () => {
    const d = one;
    for (const k of ['games', 'seed', 'rules', 'decks', 'wins', 'draws', 'winRate', 'goingFirst', 'goingSecond', 'endReasons', 'turns', 'mulligans', 'prizeRace', 'gamesPerSecond']) {
      expect(d, k).toHaveProperty(k);
    }
    expect(d.games).toBe(3000);
    expect(d.seed).toBe('42');
    expect(d.rules).toBe('standard');
    expect(d.decks).toEqual(['Lucario ex Battle Deck', 'Ampharos ex Battle Deck']);
    expect(d.partial).toBe(false);
    expect(d.wins[0] + d.wins[1] + d.draws).toBe(d.games);
    expect(d.winRate).toHaveLength(2);
    for (let p = 0; p < 2; p++) {
      const w = d.winRate[p];
      expect(w.estimate).toBeCloseTo(d.wins[p] / d.games, 12);
      expect(w.low).toBeLessThan(w.estimate);
      expect(w.high).toBeGreaterThan(w.estimate);
    }
    // each game has one deck going first, and its winner went first or second
    expect(d.goingFirst[0].games + d.goingFirst[1].games).toBe(d.games);
    expect(d.goingFirst[0].games + d.goingSecond[0].games).toBe(d.games);
    for (let p = 0; p < 2; p++) expect(d.goingFirst[p].wins + d.goingSecond[p].wins).toBe(d.wins[p]);
    expect(sum(Object.values(d.endReasons) as number[])).toBe(d.games);
    expect(sum(d.turns.histogram)).toBe(d.games);
    expect(d.turns.mean).toBeCloseTo(sum(d.turns.histogram.map((n: number, t: number) => n * t)) / d.games, 9);
    expect(d.mulligans).toHaveLength(2);
    for (const m of d.mulligans) {
      expect(m).toHaveProperty('rate.estimate');
      expect(sum(m.perGame)).toBe(d.games);
      expect(m.rate.estimate).toBeCloseTo(1 - m.perGame[0] / d.games, 12);
      expect(typeof m.meanExtraCardsDrawnByOpponent).toBe('number');
    }
    expect(d.prizeRace).toHaveLength(2);
    for (let p = 0; p < 2; p++) {
      const pr = d.prizeRace[p];
      expect(Array.isArray(pr.byTurn)).toBe(true);
      expect(pr.byTurn.length).toBeGreaterThan(0);
      expect(Array.isArray(pr.lastPrizeTurn)).toBe(true);
      expect(pr).toHaveProperty('firstKnockOut.estimate');
      // games won by taking every prize took the last prize on some turn
      expect(sum(pr.lastPrizeTurn)).toBeLessThanOrEqual(d.wins[p]);
      expect(sum(pr.lastPrizeTurn)).toBeGreaterThan(0);
    }
    expect(d.prizeRace[0].firstKnockOut.estimate + d.prizeRace[1].firstKnockOut.estimate).toBeLessThanOrEqual(1);
    expect(d.gamesPerSecond).toBeGreaterThan(0);
  });
});

describe('matrix', () => {
  it('--decks a b c: every ordered pair; row + column win rates + draw share = 1', () => {
    const m = simJson('simulate', '--decks', LUCARIO, AMPHAROS, VICTINI, '--games', '200', '--workers', '1', '--json');
    expect(m.kind).toBe('matrix');
    expect(m.deckFiles).toEqual([LUCARIO, AMPHAROS, VICTINI]);
    expect(m.matchups).toHaveLength(6);
    for (const x of m.matchups) expect(x.games).toBe(200);
    const n = 3;
    for (let i = 0; i < n; i++) {
      expect(m.winRate[i][i]).toBeNull();
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const ij = m.matchups.find((x: Doc) => x.deckFiles[0] === m.deckFiles[i] && x.deckFiles[1] === m.deckFiles[j]);
        const ji = m.matchups.find((x: Doc) => x.deckFiles[0] === m.deckFiles[j] && x.deckFiles[1] === m.deckFiles[i]);
        const draws = (ij.draws + ji.draws) / (ij.games + ji.games);
        expect(m.winRate[i][j].estimate + m.winRate[j][i].estimate + draws).toBeCloseTo(1, 9);
        // row i over both seatings: wins as seat 0 against j plus wins as seat 1 against j
        expect(m.winRate[i][j].estimate).toBeCloseTo((ij.wins[0] + ji.wins[1]) / 400, 12);
      }
    }
  });
});

describe('checkpoint and resume', () => {
  // 20,000 games in this thread (--workers 1), so that the SIGINT, sent once the first games are
  // saved, always lands while the run is still going, even on a faster machine.
  const ARGS = ['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '20000', '--seed', '42', '--workers', '1', '--task-size', '500', '--json'];
  const cp = tmp.path('cp.json');
  const partialOut = tmp.path('partial.json');
  let status: number | null = null;
  let full: Doc;

  beforeAll(async () => {
    const fullRun = ptcgAsync(...ARGS); // the uninterrupted run, alongside
    const child = spawn(process.execPath, [BIN, ...ARGS, '--checkpoint', cp, '--out', partialOut], { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    let done = false;
    void exited.then(() => { done = true; });
    const t0 = Date.now();
    const savedGames = () => { try { return sum((JSON.parse(readFileSync(cp, 'utf8')) as Doc).jobs[0].done.map(([a, b]: number[]) => b - a)); } catch { return 0; } };
    while (savedGames() === 0 && !done && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGINT');
    status = await exited;
    full = parseRun(await fullRun);
  });

  it('SIGINT mid-run: exit 130, a result marked "partial": true, and the checkpoint holds exactly its games', () => {
    expect(status).toBe(130);
    const part = JSON.parse(readFileSync(partialOut, 'utf8')) as Doc;
    expect(part.partial).toBe(true);
    expect(part.games).toBeGreaterThan(0);
    expect(part.games).toBeLessThan(20000);
    expect(part.wins[0] + part.wins[1] + part.draws).toBe(part.games);
    const c = JSON.parse(readFileSync(cp, 'utf8')) as Doc;
    expect(c.kind).toBe('ptcg-checkpoint');
    expect(c.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    const ranges = c.jobs[0].done as [number, number][];
    expect(sum(ranges.map(([a, b]) => b - a))).toBe(part.games);
    expect(c.jobs[0].counts).toEqual(part.counts);
  });

  it('--resume with the same arguments gives the uninterrupted result', () => {
    copyFileSync(cp, tmp.path('cp-copy.json'));
    const resumed = simJson(...ARGS, '--resume', cp);
    expect(resumed.partial).toBe(false);
    expect(withoutTiming(resumed)).toEqual(withoutTiming(full));
  });

  it('--resume with another --task-size still plays each game once', () => {
    const resumed = simJson(...ARGS.map((x) => (x === '500' ? '1000' : x)), '--resume', tmp.path('cp-copy.json'));
    expect(resumed.games).toBe(20000);
    expect(withoutTiming(resumed)).toEqual(withoutTiming(full));
  });

  it('--resume of a checkpoint made for another run is refused (exit 2), naming what differs', () => {
    const r = ptcg(...ARGS.map((x) => (x === '42' ? '43' : x)), '--resume', cp);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/different run: the seed differs \(checkpoint: "42"; this run: "43"\)/);
  });
});

describe('Ctrl-C on worker threads loses no finished game', () => {
  // Two tasks of 30,000 random-bot games, one per worker (several seconds each): interrupted
  // before either task ends, yet every game played so far is kept (the workers stop after their
  // current game). On a loaded machine the workers may not have started when the interrupt lands,
  // so the interrupt is retried later (a fresh run each time) until some games were played; the
  // tasks are long enough that the last retry still lands before they end.
  const ARGS = ['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '60000', '--seed', '5', '--workers', '2', '--task-size', '30000', '--bot', 'random', '--json'];
  const cp = tmp.path('early.ckpt');
  const partialOut = tmp.path('early.json');
  let status: number | null = null;
  let cpAtStart = false;
  beforeAll(async () => {
    for (const wait of [700, 2000, 5000]) {
      rmSync(cp, { force: true });
      const child = spawn(process.execPath, [BIN, ...ARGS, '--checkpoint', cp, '--out', partialOut], { cwd: ROOT, stdio: 'ignore' });
      const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
      const t0 = Date.now();
      while (!existsSync(cp) && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 5));
      cpAtStart = existsSync(cp) && (JSON.parse(readFileSync(cp, 'utf8')) as Doc).jobs[0].done.length === 0;
      await new Promise((r) => setTimeout(r, wait));
      child.kill('SIGINT');
      status = await exited;
      if (existsSync(partialOut) && (JSON.parse(readFileSync(partialOut, 'utf8')) as Doc).games > 0) break;
    }
  }, 120_000);

  it('the checkpoint file exists from the start of the run (before any game is done)', () => {
    expect(cpAtStart).toBe(true);
  });

  it('the partial result and the checkpoint keep the games of the unfinished tasks', () => {
    expect(status).toBe(130);
    const part = JSON.parse(readFileSync(partialOut, 'utf8')) as Doc;
    expect(part.games).toBeGreaterThan(0);
    expect(part.games).toBeLessThan(60000);
    const c = JSON.parse(readFileSync(cp, 'utf8')) as Doc;
    const ranges = c.jobs[0].done as [number, number][];
    expect(sum(ranges.map(([a, b]) => b - a))).toBe(part.games);
    expect(ranges.some(([a, b]) => (b - a) % 30000 !== 0)).toBe(true); // parts of tasks, not whole ones
  });

  it('resuming it gives the same result as the games played in one go', async () => {
    const [resumed, whole] = await Promise.all([ptcgAsync(...ARGS, '--resume', cp), ptcgAsync(...ARGS)]);
    expect(withoutTiming(parseRun(resumed))).toEqual(withoutTiming(parseRun(whole)));
  });
});

describe('worker threads start with require() of an ES module off', () => {
  it('X6: workerExecArgv keeps this process\'s flags and adds --no-experimental-require-module, and a pool started with it plays the same games as this thread', async () => {
    const flags = workerExecArgv();
    if (process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')) {
      expect(flags).toEqual([...process.execArgv, '--no-experimental-require-module']);
    } else expect(flags).toBeUndefined();
    const spec: BatchSpec = { seed: 'flags', deck0: loadDeck(LUCARIO).cards, deck1: loadDeck(LUCARIO).cards, rules: 'standard', suddenDeath: false, turnLimit: 200, bots: ['greedy', 'greedy'] };
    const here = await runGames({ spec, start: 0, end: 8, workers: 1, taskSize: 4 });
    const pooled = await runGames({ spec, start: 0, end: 8, workers: 2, taskSize: 4 });
    expect(pooled.games).toBe(8);
    expect([...pooled.counts]).toEqual([...here.counts]);
  });

  it('X6: with a V8 flag among node\'s own (node --max-old-space-size=… bin/ptcg.js), which a worker refuses when given explicitly, --workers 2 still runs (the workers inherit the flags)', () => {
    const r = spawnSync(process.execPath, ['--max-old-space-size=2048', BIN, 'simulate', '--deck', LUCARIO, '--opponent', LUCARIO, '--games', '20', '--workers', '2', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).games).toBe(20);
  });
});

describe('a game that throws', () => {
  const lucario = loadDeck(LUCARIO);
  // 60 Energy cards: no Basic Pokémon, so setup can never finish (newGame throws).
  const energy = lucario.cards.filter((id) => ALL_CARDS[id].supertype === Supertype.Energy);
  const noBasic = Array.from({ length: 60 }, (_, i) => energy[i % energy.length]);
  const spec: BatchSpec = { seed: 'crash-seed', deck0: lucario.cards, deck1: noBasic, rules: 'standard', suddenDeath: false, turnLimit: 200, bots: ['greedy', 'greedy'] };

  it('in this thread (--workers 1): runGames rejects with a GameFailure naming the game index and seed', async () => {
    const p = runGames({ spec, start: 37, end: 45, workers: 1, taskSize: 4 });
    await expect(p).rejects.toBeInstanceOf(GameFailure);
    await expect(p).rejects.toThrow("game 37 of seed 'crash-seed' failed: no Basic Pokémon can be drawn");
  });

  it('in a worker thread: runGames rejects with the game index and seed in the message', async () => {
    const p = runGames({ spec, start: 37, end: 39, workers: 2, taskSize: 1 });
    await expect(p).rejects.toThrow(/^game (37|38) of seed 'crash-seed' failed: no Basic Pokémon can be drawn/);
  });

  it('the simulate command turns it into a one-line user error with exit code 1', async () => {
    const bad: Deck = { name: 'No Basics', path: 'no-basics.txt', cards: noBasic, lines: [] };
    const c: RunConfig = {
      decks: [lucario, bad], matrix: false, games: 4, seed: 'crash-seed', rules: 'standard', bots: ['greedy', 'greedy'],
      suddenDeath: false, turnLimit: 200, workers: 2, shard: null, taskSize: 2,
    };
    const err = await runWithSignals(c, {}).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).exitCode).toBe(1);
    expect((err as UserError).message).toMatch(/^a worker failed: game [02] of seed 'crash-seed' failed: no Basic Pokémon can be drawn \(D4\); no result was written$/);
  });
});
