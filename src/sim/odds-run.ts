// Runs the deals and games of an odds study on a piscina pool (workers/odds-worker.ts), or in this
// thread for one worker, in fixed ranges whose counts are added: the same counts for any worker
// count. Abort (Ctrl-C) ends the games being played and keeps every finished one.
import { setMaxListeners } from 'node:events';
import { Piscina } from 'piscina';
import { workerFile, workerExecArgv, taskRanges } from './runner.js';
import type { RunProgress } from './run-types.js';
import { runDeals, dealCountsLength, gameCountsLength, G_GAMES, type OddsSpec, type OddsTaskKind } from './odds-batch.js';
import { runOddsGames } from './batch.js';

export interface OddsRunOptions {
  spec: OddsSpec;
  /** Deals (when some goal is a setup goal) and games (when some goal looks at a turn). */
  games: number;
  workers: number;
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
}

export interface OddsCounts {
  /** Deal counts (odds-batch.ts), null when no goal is a setup goal. */
  deals: Float64Array | null;
  /** Game counts, null when every goal is a setup goal. */
  games: Float64Array | null;
  dealSeconds: number;
  gameSeconds: number;
  /** Interrupted: fewer games than asked for. */
  partial: boolean;
}

/** Deals are ~100× cheaper than games: bigger tasks keep the pool's per-task cost small. */
const dealTaskSize = (n: number, w: number) => Math.max(5_000, Math.min(500_000, Math.ceil(n / (w * 4))));
const gameTaskSize = (n: number, w: number) => Math.max(20, Math.min(2_000, Math.ceil(n / (w * 8))));
/** Work done in this thread between checks for an interrupt. */
const SLICE: Record<OddsTaskKind, number> = { deals: 50_000, games: 100 };

export async function runOdds(o: OddsRunOptions): Promise<OddsCounts> {
  const needDeals = o.spec.goals.some((g) => g.byTurn === 0);
  const needGames = o.spec.goals.some((g) => g.byTurn > 0);
  const total = (needDeals ? o.games : 0) + (needGames ? o.games : 0);
  let done = 0;
  const t0 = performance.now();
  const progress = (n: number) => { done += n; o.onProgress?.({ done, total, elapsed: (performance.now() - t0) / 1000 }); };
  const pool = o.workers > 1 ? new Piscina({ filename: workerFile('odds-worker.js'), minThreads: o.workers, maxThreads: o.workers, idleTimeout: 1000, execArgv: workerExecArgv() }) : null;
  pool?.on('error', () => {}); // errors of cancelled tasks; task errors reach their promises
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const onAbort = () => Atomics.store(stop, 0, 1);
  o.signal?.addEventListener('abort', onAbort);
  if (o.signal?.aborted) onAbort();
  const run = async (kind: OddsTaskKind): Promise<{ counts: Float64Array; seconds: number }> => {
    const started = performance.now();
    const counts = new Float64Array(kind === 'deals' ? dealCountsLength(o.spec) : gameCountsLength(o.spec));
    const add = (c: Float64Array, n: number) => { for (let i = 0; i < c.length; i++) counts[i] += c[i]; progress(n); };
    const batch = (a: number, b: number) => (kind === 'deals' ? runDeals(o.spec, a, b) : runOddsGames(o.spec, a, b, stop));
    const played = (c: Float64Array) => c[kind === 'deals' ? 0 : G_GAMES];
    if (pool === null) {
      for (let a = 0; a < o.games && Atomics.load(stop, 0) === 0; a += SLICE[kind]) {
        const c = batch(a, Math.min(o.games, a + SLICE[kind]));
        add(c, played(c));
        await new Promise((res) => setImmediate(res)); // let Ctrl-C through
      }
    } else {
      const size = (kind === 'deals' ? dealTaskSize : gameTaskSize)(o.games, o.workers);
      const cancel = new AbortController();
      setMaxListeners(0, cancel.signal);
      let failure: unknown = null;
      await Promise.all(taskRanges(0, o.games, size).map(async ([a, b]) => {
        if (Atomics.load(stop, 0) !== 0) return;
        try {
          const c = (await pool.run({ kind, spec: o.spec, start: a, end: b, stop }, { signal: cancel.signal })) as Float64Array;
          add(c, played(c));
        } catch (e) {
          if (cancel.signal.aborted) return; // cancelled after another task failed
          failure = e;
          Atomics.store(stop, 0, 1);
          cancel.abort();
        }
      }));
      if (failure !== null) throw failure;
    }
    return { counts, seconds: (performance.now() - started) / 1000 };
  };
  try {
    const deals = needDeals ? await run('deals') : null;
    const games = needGames ? await run('games') : null;
    const partial = (deals !== null && deals.counts[0] < o.games) || (games !== null && games.counts[G_GAMES] < o.games);
    return { deals: deals?.counts ?? null, games: games?.counts ?? null, dealSeconds: deals?.seconds ?? 0, gameSeconds: games?.seconds ?? 0, partial };
  } finally {
    o.signal?.removeEventListener('abort', onAbort);
    await pool?.destroy();
  }
}
