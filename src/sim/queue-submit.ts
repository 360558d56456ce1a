// The submitting side of a queued run: a TaskExecutor (runner.ts) that puts each task of a run on
// the BullMQ queue as a job and resolves with the counts its worker returns. The run's other
// machinery (matchups, matrices, checkpoints, merging counts, results) is the local one, so a
// queued run's document equals a local run's: counts add up the same whoever plays them.
//
// Runs keep apart by job ids (`<runId>-<k>`); Ctrl-C sets the run's stop key (the workers end
// their job after the game in play and return what they played) and removes its waiting jobs.
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { TaskExecutor } from './run-types.js';
import type { BatchSpec } from './play.js';
import { newCounts } from './counts.js';
import { InputError } from '../errors.js';
import { QUEUE_NAME, buildIdentity, checkRedis, connectionOf, stopKey, type GameJob, type GameJobResult } from './queue.js';
import { maskedUrl } from './queue-url.js';

interface Pending { resolve: (c: Float64Array) => void; reject: (e: unknown) => void; games: number }

export class QueueExecutor implements TaskExecutor {
  readonly runId = randomUUID();
  /** Workers that reported progress or a result for this run. */
  readonly workersSeen = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private readonly inFlight = new Map<string, number>(); // games done so far in active jobs
  private next = 0;
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  private constructor(readonly url: string, private readonly queue: Queue, private readonly events: QueueEvents, private readonly redis: Redis, private readonly timeoutSeconds: number) {
    // Any job taken, this run's or another's, shows a worker is there: the wait for one is over.
    events.on('active', () => this.clearTimer());
    events.on('progress', ({ jobId, data }) => {
      this.clearTimer();
      if (!this.pending.has(jobId)) return;
      const p = data as { done?: number; worker?: string };
      if (typeof p.worker === 'string') this.workersSeen.add(p.worker);
      if (typeof p.done === 'number') this.inFlight.set(jobId, p.done);
    });
    events.on('completed', ({ jobId, returnvalue }) => {
      const job = this.pending.get(jobId);
      if (!job) return;
      const r = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as GameJobResult;
      this.workersSeen.add(r.worker);
      this.settle(jobId);
      job.resolve(Float64Array.from(r.counts));
    });
    events.on('failed', ({ jobId, failedReason }) => {
      const job = this.pending.get(jobId);
      if (!job) return;
      this.settle(jobId);
      // A game that threw keeps its message ("game i of seed S failed: …"), as in a local run.
      job.reject(/^game \d+ of seed /.test(failedReason) ? new Error(failedReason) : new InputError(`a job of this run failed: ${failedReason}`, 1));
    });
  }

  /** Connect (one clear line when Redis can't be reached) and get ready to submit. */
  static async open(url: string, timeoutSeconds: number): Promise<QueueExecutor> {
    await checkRedis(url);
    const connection = connectionOf(url);
    const queue = new Queue<GameJob, GameJobResult>(QUEUE_NAME, { connection });
    const redis = new Redis({ ...connection, maxRetriesPerRequest: 2 });
    // Read events from the Redis server's "now" on, not from whenever the first blocking read starts:
    // a job that fails or finishes at once (a refusal) would otherwise go unseen and the run would wait forever.
    const [sec, micro] = await redis.time();
    const events = new QueueEvents(QUEUE_NAME, { connection, lastEventId: `${Number(sec) * 1000 + Math.floor(Number(micro) / 1000)}-0` });
    for (const c of [queue, events, redis] as { on(e: 'error', f: () => void): unknown }[]) c.on('error', () => { /* connection drops surface as failed calls */ });
    await events.waitUntilReady();
    await queue.waitUntilReady();
    return new QueueExecutor(url, queue, events, redis, timeoutSeconds);
  }

  /** Games finished in jobs still running (reported by their workers), for progress lines. */
  get gamesInFlight(): number {
    let n = 0;
    for (const v of this.inFlight.values()) n += v;
    return n;
  }

  async run(spec: BatchSpec, start: number, end: number, interrupt: AbortSignal | undefined, cancel: AbortSignal): Promise<Float64Array> {
    const jobId = `${this.runId}-${this.next++}`;
    const done = new Promise<Float64Array>((resolve, reject) => this.pending.set(jobId, { resolve, reject, games: end - start }));
    const giveUp = () => { void this.stop(); };
    interrupt?.addEventListener('abort', giveUp, { once: true });
    cancel.addEventListener('abort', giveUp, { once: true });
    try {
      const data: GameJob = { runId: this.runId, ...buildIdentity(), spec, start, end };
      await this.queue.add('games', data, { jobId, attempts: 1, removeOnComplete: true, removeOnFail: { age: 3600 } });
      this.startTimer();
      if (this.stopped) void this.stop(); // interrupted while it was being added
      return await done;
    } finally {
      interrupt?.removeEventListener('abort', giveUp);
      cancel.removeEventListener('abort', giveUp);
    }
  }

  /** Interrupted or cancelled: tell the workers to stop, and take the waiting jobs back (they count as not played). */
  private async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.redis.set(stopKey(this.runId), '1', 'EX', 3600).catch(() => {});
    for (const jobId of await this.removeWaiting([...this.pending.keys()])) {
      const p = this.pending.get(jobId);
      if (p) { this.settle(jobId); p.resolve(newCounts()); }
    }
  }

  /** Remove the jobs among `ids` that no worker has taken; returns their ids (a taken job ends by itself). */
  private async removeWaiting(ids: string[]): Promise<string[]> {
    const removed: string[] = [];
    for (const jobId of ids) {
      const job = await this.queue.getJob(jobId).catch(() => undefined);
      if (!job) continue;
      const state = await job.getState().catch(() => 'unknown');
      if (state !== 'waiting' && state !== 'prioritized' && state !== 'delayed') continue;
      if (await job.remove().then(() => true, () => false)) removed.push(jobId);
    }
    return removed;
  }

  private startTimer(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setTimeout(() => {
      const url = maskedUrl(this.url);
      const err = new InputError(`--queue ${url}: no worker took a job within ${this.timeoutSeconds} s (start one with: npx ptcg worker --queue ${url})`, 1);
      const ids = [...this.pending.keys()];
      void this.removeWaiting(ids).finally(() => {
        for (const jobId of ids) { const p = this.pending.get(jobId); if (p) { this.settle(jobId); p.reject(err); } }
      });
    }, this.timeoutSeconds * 1000);
  }

  private clearTimer(): void {
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
  }

  private settle(jobId: string): void {
    this.pending.delete(jobId);
    this.inFlight.delete(jobId);
  }

  async close(): Promise<void> {
    this.clearTimer();
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    this.redis.disconnect();
  }
}
