// The worker side of a queued run (`ptcg worker --queue URL`): takes one job at a time from the
// BullMQ queue and plays it on this machine's piscina pool (all its threads on one job). Games
// always run in pool threads, never in this thread, so BullMQ can renew the job's lock while they
// play; a worker that dies loses its lock, and the job goes back to the queue for another worker
// (stalled-job recovery), which plays the same seeded games again.
import { hostname } from 'node:os';
import { Worker, UnrecoverableError, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { runGames, createPool } from './runner.js';
import { QUEUE_NAME, checkRedis, connectionOf, refusal, stopKey, type GameJob, type GameJobResult } from './queue.js';
import { maskedUrl } from './queue-url.js';

export interface QueueWorkerOptions {
  url: string;
  /** Threads playing each job. */
  workers: number;
  /** How long a job stays locked to a worker that stops answering (then another worker takes it). */
  lockSeconds: number;
  /** One line per event worth telling (job taken, done, refused, failed). */
  log: (line: string) => void;
  /** Aborting stops the worker after its current job. */
  signal: AbortSignal;
}

/** Run until `signal` aborts; resolves once the current job is finished and everything is closed. */
export async function runQueueWorker(o: QueueWorkerOptions): Promise<{ jobs: number; games: number }> {
  await checkRedis(o.url);
  const connection = connectionOf(o.url);
  const me = `${hostname()}:${process.pid}`;
  const pool = createPool(o.workers, true)!;
  const redis = new Redis({ ...connection, maxRetriesPerRequest: 2 });
  redis.on('error', () => { /* a lost connection shows as failed calls */ });
  let jobs = 0, games = 0;

  const play = async (job: Job<GameJob, GameJobResult>): Promise<GameJobResult> => {
    const d = job.data;
    const why = refusal(d);
    if (why) {
      o.log(`refused job ${job.id}: ${why}`);
      throw new UnrecoverableError(`refused by worker ${me}: ${why}`);
    }
    o.log(`job ${job.id}: games ${d.start}–${d.end - 1}`);
    // The submitter sets the run's stop key on Ctrl-C: end after the game in play, return what was played.
    const interrupt = new AbortController();
    const poll = setInterval(() => {
      redis.exists(stopKey(d.runId)).then((n) => { if (n > 0) interrupt.abort(); }, () => {});
    }, 250);
    let last = 0;
    try {
      const out = await runGames({
        spec: d.spec, start: d.start, end: d.end, workers: o.workers, pool, signal: interrupt.signal,
        onProgress: (p) => {
          const now = performance.now();
          if (now - last < 1000) return;
          last = now;
          job.updateProgress({ done: p.done, worker: me }).catch(() => {});
        },
      });
      jobs++;
      games += out.games;
      return { counts: Array.from(out.counts), worker: me };
    } finally {
      clearInterval(poll);
    }
  };

  const worker = new Worker<GameJob, GameJobResult>(QUEUE_NAME, play, {
    connection, concurrency: 1, lockDuration: o.lockSeconds * 1000, stalledInterval: Math.max(500, (o.lockSeconds * 1000) / 2), maxStalledCount: 5,
  });
  worker.on('error', () => { /* reconnects by itself */ });
  worker.on('failed', (job, err) => { if (job && !(err instanceof UnrecoverableError)) o.log(`job ${job.id} failed: ${err.message.split('\n')[0]}`); });
  await worker.waitUntilReady();
  o.log(`worker ${me} ready on ${maskedUrl(o.url)}: ${o.workers} thread(s) a job`);
  await new Promise<void>((resolve) => {
    if (o.signal.aborted) resolve();
    else o.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await worker.close(); // waits for the job in play
  await pool.destroy();
  redis.disconnect();
  return { jobs, games };
}
