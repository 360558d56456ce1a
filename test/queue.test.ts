// Scale-out through a real Redis server and BullMQ (no mocks): `ptcg worker` processes play the jobs
// of `simulate --queue`; the document equals a local run's whatever the number of workers, when a
// worker is killed mid-job, with two runs at once; Ctrl-C, failures and refusals are one clear line.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync, existsSync } from 'node:fs';
import { Queue } from 'bullmq';
import { ptcg, ptcgAsync, tempDir, withoutTiming, BIN, ROOT, oneErrorLine } from './helpers/cli.js';
import { runWithSignals, resumeCommand } from '../src/cli/simulate.js';
import { UserError } from '../src/cli/errors.js';
import { loadDeck, type Deck } from '../src/decks/deck.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Supertype } from '../src/cards/types.js';
import { QUEUE_NAME, buildIdentity, connectionOf } from '../src/sim/queue.js';
import { maskedUrl } from '../src/sim/queue-url.js';
import type { RunConfig } from '../src/sim/run.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('queue tests skipped: redis-server is not installed (apt-get install redis-server)');

const tmp = tempDir('ptcg-queue-');
const LUCARIO = 'decks/standard/lucario-ex.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const VICTINI = 'decks/standard/victini-ex.txt';
let port = 0;
let url = '';
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => resolve(p));
    });
  });
}

/** A `ptcg worker` process; `lines` collects its stderr lines. */
function startWorker(...extra: string[]): { child: ChildProcess; lines: string[]; exited: Promise<number | null>; took: Promise<void> } {
  const child = spawn(process.execPath, [BIN, 'worker', '--queue', url, '--workers', '1', '--lock-seconds', '2', ...extra], { cwd: ROOT, env: { ...process.env, PTCG_DEBUG: '' } });
  children.push(child);
  const lines: string[] = [];
  let tookJob: () => void = () => {};
  const took = new Promise<void>((res) => { tookJob = res; });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    for (const l of d.split('\n')) if (l) { lines.push(l); if (/: job \S+: games/.test(l)) tookJob(); }
  });
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  return { child, lines, exited, took };
}

async function ready(w: { lines: string[] }): Promise<void> {
  for (let i = 0; i < 200 && !w.lines.some((l) => / ready on /.test(l)); i++) await new Promise((r) => setTimeout(r, 50));
  expect(w.lines.some((l) => / ready on /.test(l)), w.lines.join('\n')).toBe(true);
}

const doc = (s: string) => withoutTiming(JSON.parse(s));

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  const r = spawnSync('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes', '--pidfile', tmp.path('redis.pid'), '--dir', tmp.dir]);
  expect(r.status).toBe(0);
  for (let i = 0; i < 100 && !existsSync(tmp.path('redis.pid')); i++) await new Promise((res) => setTimeout(res, 50));
});

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  if (hasRedis && existsSync(tmp.path('redis.pid'))) {
    const pid = Number(readFileSync(tmp.path('redis.pid'), 'utf8'));
    try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ }
  }
  tmp.done();
});

describe.skipIf(!hasRedis)('simulate --queue with ptcg worker processes', () => {
  const RUN = ['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '6000', '--seed', '7', '--json'];
  let local: unknown;
  beforeAll(() => {
    const r = ptcg(...RUN, '--workers', '2');
    expect(r.status).toBe(0);
    local = doc(r.stdout);
  });

  it('1, 2 and 3 worker processes give the document of a local run (timing aside); Ctrl-C stops a worker with exit 0', async () => {
    const workers = [startWorker()];
    await ready(workers[0]);
    for (const n of [1, 2, 3]) {
      while (workers.length < n) { const w = startWorker(); await ready(w); workers.push(w); }
      const r = await ptcgAsync(...RUN, '--queue', url, '--job-size', '1000');
      expect(r.stderr, r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(doc(r.stdout), `${n} workers`).toEqual(local);
    }
    expect(workers.filter((w) => w.lines.some((l) => /: job /.test(l))).length).toBeGreaterThanOrEqual(2); // the jobs were shared
    for (const w of workers) w.child.kill('SIGINT');
    for (const w of workers) expect(await w.exited).toBe(0);
    for (const w of workers) expect(w.lines.at(-1)).toMatch(/stopped: \d+ job\(s\), [\d,]+ games played/);
  }, 240_000);

  it('a worker killed with SIGKILL mid-job: another takes its job again and the result is still identical', async () => {
    const a = startWorker();
    await ready(a);
    const run = ptcgAsync(...RUN, '--queue', url, '--job-size', '6000');
    await a.took;
    a.child.kill('SIGKILL');
    const b = startWorker();
    const r = await run;
    expect(r.status, r.stderr).toBe(0);
    expect(doc(r.stdout)).toEqual(local);
    expect(b.lines.some((l) => /: job \S+: games 0–5999/.test(l))).toBe(true);
    b.child.kill('SIGINT');
    expect(await b.exited).toBe(0);
  }, 240_000);

  it('two runs submitted at once to the same queue do not mix', async () => {
    const ws = [startWorker(), startWorker()];
    for (const w of ws) await ready(w);
    const other = ['simulate', '--deck', VICTINI, '--opponent', AMPHAROS, '--games', '4000', '--seed', '8', '--json'];
    const [q1, q2] = await Promise.all([ptcgAsync(...RUN, '--queue', url, '--job-size', '500'), ptcgAsync(...other, '--queue', url, '--job-size', '500')]);
    expect(q1.status, q1.stderr).toBe(0);
    expect(q2.status, q2.stderr).toBe(0);
    expect(doc(q1.stdout)).toEqual(local);
    const l2 = ptcg(...other, '--workers', '2');
    expect(doc(q2.stdout)).toEqual(doc(l2.stdout));
    for (const w of ws) w.child.kill('SIGINT');
    for (const w of ws) expect(await w.exited).toBe(0);
  }, 240_000);

  it('report --queue and ladder --queue give what they give locally', async () => {
    const w = startWorker();
    await ready(w);
    const LADDER = ['ladder', '--decks', 'decks/classic/haymaker.txt', 'decks/classic/brushfire.txt', '--bots', 'random,greedy', '--games', '200', '--seed', '3', '--json'];
    const q = await ptcgAsync(...LADDER, '--queue', url, '--job-size', '100');
    expect(q.status, q.stderr).toBe(0);
    const strip = (s: string) => { const d = JSON.parse(s); delete d.elapsedSeconds; delete d.gamesPerSecond; delete d.checksum; return d; };
    expect(strip(q.stdout)).toEqual(strip(ptcg(...LADDER, '--workers', '2').stdout));
    const rq = await ptcgAsync('report', '--decks', LUCARIO, AMPHAROS, '--games', '300', '--bot', 'greedy', '--odds-games', '0', '--out', tmp.path('rq'), '--queue', url, '--job-size', '100');
    expect(rq.status, rq.stderr).toBe(0);
    const rl = ptcg('report', '--decks', LUCARIO, AMPHAROS, '--games', '300', '--bot', 'greedy', '--odds-games', '0', '--out', tmp.path('rl'));
    expect(rl.status, rl.stderr).toBe(0);
    const results = (dir: string) => (JSON.parse(readFileSync(tmp.path(`${dir}/results.json`), 'utf8')) as { groups: { result: Record<string, unknown> }[] }).groups.map((g) => withoutTiming(g.result));
    expect(results('rq')).toEqual(results('rl'));
    w.child.kill('SIGINT');
    expect(await w.exited).toBe(0);
  }, 240_000);

  it('the submitter interrupted with Ctrl-C: a partial result (exit 130) and no job of the run left in the queue', async () => {
    const w = startWorker();
    await ready(w);
    const child = spawn(process.execPath, [BIN, 'simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '400000', '--seed', '9', '--json', '--queue', url, '--job-size', '20000'], { cwd: ROOT });
    children.push(child);
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => { out += d; });
    const code = new Promise<number | null>((res) => child.on('exit', (c) => res(c)));
    await w.took;
    child.kill('SIGINT');
    expect(await code).toBe(130);
    const d = JSON.parse(out) as { partial: boolean; games: number };
    expect(d.partial).toBe(true);
    expect(d.games).toBeLessThan(400000);
    const q = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port } });
    try {
      // the active job ends after the game in play (the run's stop key); nothing of the run waits
      for (let i = 0; i < 100; i++) {
        const c = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (c.waiting + c.active + c.delayed + c.prioritized === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const c = await q.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      expect(c).toEqual({ waiting: 0, active: 0, delayed: 0, prioritized: 0 });
    } finally {
      await q.close();
    }
    w.child.kill('SIGINT');
    expect(await w.exited).toBe(0);
  }, 240_000);

  it('a game that throws on a worker is reported with its game index and seed, as locally', async () => {
    const w = startWorker();
    await ready(w);
    const lucario = loadDeck(LUCARIO);
    const energy = lucario.cards.filter((id) => ALL_CARDS[id].supertype === Supertype.Energy);
    const bad: Deck = { name: 'No Basics', path: 'no-basics.txt', cards: Array.from({ length: 60 }, (_, i) => energy[i % energy.length]), lines: [] };
    const c: RunConfig = { decks: [lucario, bad], matrix: false, games: 4, seed: 'crash-seed', rules: 'standard', bots: ['greedy', 'greedy'], suddenDeath: false, turnLimit: 200, workers: 2, shard: null };
    const err = await runWithSignals(c, { queue: url, queueTimeout: '30' }).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).message).toMatch(/^a worker failed: game 0 of seed 'crash-seed' failed: no Basic Pokémon can be drawn/);
    w.child.kill('SIGINT');
    expect(await w.exited).toBe(0);
  }, 120_000);

  it('a worker of another build refuses a job of a run submitted with another version or card pool, with a clear line', async () => {
    const w = startWorker();
    await ready(w);
    const connection = { host: '127.0.0.1', port };
    const q = new Queue(QUEUE_NAME, { connection });
    try {
      const me = buildIdentity();
      await q.add('games', {
        runId: 'other-build', version: '0.0.0-other', poolHash: me.poolHash,
        spec: { seed: 'x', deck0: loadDeck(LUCARIO).cards, deck1: loadDeck(AMPHAROS).cards, rules: 'standard', suddenDeath: false, turnLimit: 200, bots: ['greedy', 'greedy'] }, start: 0, end: 10,
      }, { jobId: 'other-build-0', attempts: 1 });
      let reason = '';
      for (let i = 0; i < 300 && !reason; i++) {
        const job = await q.getJob('other-build-0');
        if (job && (await job.getState()) === 'failed') reason = job.failedReason;
        else await new Promise((r) => setTimeout(r, 100));
      }
      expect(reason).toMatch(/^refused by worker .+: the run was submitted with ptcg 0\.0\.0-other \(card pool [0-9a-f]{16}\); this worker runs ptcg .+ \(card pool [0-9a-f]{16}\)/);
      expect(w.lines.some((l) => /refused job other-build-0: the run was submitted with ptcg 0\.0\.0-other/.test(l))).toBe(true);
    } finally {
      await q.close();
    }
    w.child.kill('SIGINT');
    expect(await w.exited).toBe(0);
  }, 120_000);
});

describe.skipIf(!hasRedis)('queue errors: one line, non-zero exit, no stack trace', () => {
  it('Redis unreachable, a bad URL, no worker within --queue-timeout, a worker without --queue', async () => {
    const closed = await freePort();
    const cases: [string[], number, RegExp][] = [
      [['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--queue', `redis://127.0.0.1:${closed}`], 1, /^ptcg: --queue redis:\/\/127\.0\.0\.1:\d+: cannot reach Redis \(ECONNREFUSED\)$/],
      [['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--queue', 'http://x'], 2, /expected a redis:\/\/ or rediss:\/\/ URL/],
      [['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--queue', url, '--queue-timeout', '2'], 1, /no worker took a job within 2 s \(start one with: npx ptcg worker --queue redis:/],
      [['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--job-size', '5'], 2, /--queue-timeout and --job-size go with --queue/],
      [['worker'], 2, /--queue is required/],
      [['worker', '--queue', `redis://127.0.0.1:${closed}`], 1, /cannot reach Redis/],
    ];
    for (const [args, code, re] of cases) {
      const r = await ptcgAsync(...args);
      expect(r.status, args.join(' ')).toBe(code);
      expect(oneErrorLine(r.stderr), args.join(' ')).toMatch(re);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  }, 120_000);
});

describe('a --queue password is never printed', () => {
  it('maskedUrl hides the password (with or without a user, with an @ in it, in a URL that does not parse) and nothing else', () => {
    const shown: [string, string][] = [
      ['redis://:pw@host:6379', 'redis://:***@host:6379'],
      ['rediss://user:p@ss@host:6380/2', 'rediss://user:***@host:6380/2'],
      ['redis://user@host', 'redis://user@host'],
      ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
      ['redis://:pw@[::1]:6379/x?y=@z', 'redis://:***@[::1]:6379/x?y=@z'],
      ['redis://:pw@:notaport', 'redis://:***@:notaport'],
    ];
    for (const [url, masked] of shown) expect(maskedUrl(url), url).toBe(masked);
  });

  it('bad URLs are refused naming the URL without its password; the resume line masks it too', () => {
    for (const bad of ['redis://:s3cret@:notaport', 'http://:s3cret@host', 'redis://:s3cret@host:6379/x']) {
      const e = (() => { try { connectionOf(bad); return null; } catch (x) { return x as Error; } })();
      expect(e?.message, bad).toMatch(/^--queue \S+:\/\/:\*\*\*@/);
      expect(e?.message).not.toContain('s3cret');
    }
    const line = resumeCommand('simulate', 'run.ckpt', [['--workers', '2'], ['--queue', 'redis://:s3cret@host:6379']]);
    expect(line).toBe("ptcg simulate --resume run.ckpt --workers 2 --queue 'redis://:***@host:6379'");
  });
});

describe.skipIf(!hasRedis)('a Redis server that wants a password', () => {
  const SECRET = 'pw-e9d1c';
  let authPort = 0;
  const pidFile = () => tmp.path('redis-auth.pid');
  beforeAll(async () => {
    authPort = await freePort();
    const r = spawnSync('redis-server', ['--port', String(authPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes', '--pidfile', pidFile(), '--dir', tmp.dir, '--requirepass', SECRET]);
    expect(r.status).toBe(0);
    for (let i = 0; i < 100 && !existsSync(pidFile()); i++) await new Promise((res) => setTimeout(res, 50));
  });
  afterAll(() => {
    if (existsSync(pidFile())) {
      try { process.kill(Number(readFileSync(pidFile(), 'utf8')), 'SIGTERM'); } catch { /* gone */ }
    }
  });

  it('no password or a wrong one: "needs a password" / "refused the password" (exit 2), never "cannot reach Redis", the password masked', async () => {
    const at = `127.0.0.1:${authPort}`;
    const sim = ['simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--queue'];
    const cases: [string[], RegExp][] = [
      [[...sim, `redis://${at}`], new RegExp(`^ptcg: --queue redis://${at}: the Redis server needs a password \\(NOAUTH\\); give it in the URL: redis://:PASSWORD@HOST:PORT$`)],
      [[...sim, `redis://:wrong-${SECRET}@${at}`], new RegExp(`^ptcg: --queue redis://:\\*\\*\\*@${at}: the Redis server refused the password \\(WRONGPASS\\)$`)],
      [[...sim, `redis://default:wrong-${SECRET}@${at}`], new RegExp(`^ptcg: --queue redis://default:\\*\\*\\*@${at}: the Redis server refused the password of user 'default' \\(WRONGPASS\\)$`)],
      [['worker', '--queue', `redis://:wrong-${SECRET}@${at}`], /refused the password \(WRONGPASS\)$/],
      [['worker', '--queue', `redis://${at}`], /needs a password \(NOAUTH\)/],
    ];
    const runs = await Promise.all(cases.map(([args]) => ptcgAsync(...args)));
    runs.forEach((r, k) => {
      const args = cases[k][0].join(' ');
      expect(r.status, args).toBe(2);
      expect(oneErrorLine(r.stderr), args).toMatch(cases[k][1]);
      expect(r.stderr + r.stdout, args).not.toContain(SECRET);
    });
  }, 120_000);

  it('the right password: the worker says where it is ready and the submitter how to start one, both masked; the run plays', async () => {
    const good = `redis://:${SECRET}@127.0.0.1:${authPort}`;
    const lonely = await ptcgAsync('simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '10', '--queue', good, '--queue-timeout', '2');
    expect(lonely.status).toBe(1);
    expect(oneErrorLine(lonely.stderr)).toBe(`ptcg: --queue redis://:***@127.0.0.1:${authPort}: no worker took a job within 2 s (start one with: npx ptcg worker --queue redis://:***@127.0.0.1:${authPort})`);
    const child = spawn(process.execPath, [BIN, 'worker', '--queue', good, '--workers', '1'], { cwd: ROOT, env: { ...process.env, PTCG_DEBUG: '' } });
    children.push(child);
    let err = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => { err += d; });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    for (let i = 0; i < 200 && !/ ready on /.test(err); i++) await new Promise((r) => setTimeout(r, 50));
    expect(err).toMatch(new RegExp(`ready on redis://:\\*\\*\\*@127\\.0\\.0\\.1:${authPort}: 1 thread`));
    const run = await ptcgAsync('simulate', '--deck', LUCARIO, '--opponent', AMPHAROS, '--games', '20', '--queue', good, '--json');
    expect(run.status, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { games: number }).games).toBe(20);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(err + run.stderr).not.toContain(SECRET);
  }, 120_000);
});
