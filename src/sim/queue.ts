// What the submitter (queue-submit.ts) and the workers (queue-worker.ts) of a run spread over
// machines share: the Redis URL check, the queue's name, what a job carries, and the identity of a
// toolkit build (its version and a hash of its card pool and rule sets), which a worker compares
// with a job's before playing it.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { InputError } from '../errors.js';
import { version } from '../version.js';
import { ALL_DEFS } from '../cards/pool.js';
import { RULE_SETS, ruleParams } from '../engine/rules.js';
import type { BatchSpec } from './play.js';
import { maskedUrl } from './queue-url.js';

/** The one BullMQ queue of the toolkit; runs keep apart by job ids (`<runId>-<k>`) and stop keys. */
export const QUEUE_NAME = 'ptcg-games';

/** A job: one range of games of one matchup, and who may play it. */
export interface GameJob {
  runId: string;
  version: string;
  poolHash: string;
  spec: BatchSpec;
  start: number;
  end: number;
}

/** A finished job: its counts (a prefix of the range when the run was interrupted) and who played it. */
export interface GameJobResult { counts: number[]; worker: string }

let hash: string | null = null;
/** A hash of everything a job's card ids and rule names mean: the compiled card pool and the rule sets. */
export function poolHash(): string {
  if (hash === null) {
    const h = createHash('sha256');
    h.update(JSON.stringify(ALL_DEFS));
    for (const r of RULE_SETS) h.update(`${r}:${Array.from(ruleParams(r)).join(',')}`);
    hash = h.digest('hex').slice(0, 16);
  }
  return hash;
}

/** This build's identity, as a job carries it. */
export function buildIdentity(): { version: string; poolHash: string } {
  return { version, poolHash: poolHash() };
}

/** Why this build refuses a job, or null when it may play it. */
export function refusal(job: Pick<GameJob, 'version' | 'poolHash'>): string | null {
  const me = buildIdentity();
  if (job.version === me.version && job.poolHash === me.poolHash) return null;
  return `the run was submitted with ptcg ${job.version} (card pool ${job.poolHash}); this worker runs ptcg ${me.version} (card pool ${me.poolHash}): install the same version on both`;
}

/** Connection options for BullMQ from a redis:// URL (checked: one clear line when it is not one). */
export function connectionOf(url: string): { host: string; port: number; username?: string; password?: string; db?: number; tls?: object } {
  const shown = maskedUrl(url);
  let u: URL;
  try { u = new URL(url); } catch { throw new InputError(`--queue ${shown}: not a URL (expected redis://HOST:PORT)`); }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new InputError(`--queue ${shown}: expected a redis:// or rediss:// URL`);
  if (!u.hostname) throw new InputError(`--queue ${shown}: no host (expected redis://HOST:PORT)`);
  const port = u.port === '' ? 6379 : Number(u.port);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  if (db !== undefined && !Number.isInteger(db)) throw new InputError(`--queue ${shown}: the database after the port must be a number`);
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''), port,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db !== undefined ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * Fail with one line unless a Redis server answers at `url` within `timeoutMs`. A server that
 * refuses the URL's password, or wants one it lacks, is said to (exit 2: the argument is wrong),
 * not to be out of reach.
 */
export async function checkRedis(url: string, timeoutMs = 3000): Promise<void> {
  const conn = connectionOf(url);
  const client = new Redis({ ...conn, lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  let cause: NodeJS.ErrnoException | null = null; // the socket's error (ECONNREFUSED …) says more than the rejection
  client.on('error', (e: NodeJS.ErrnoException) => { cause ??= e; });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const err = (cause ?? e) as NodeJS.ErrnoException;
    const why = err.code ?? err.message.split('\n')[0];
    const shown = maskedUrl(url);
    if (/^WRONGPASS\b|invalid (username-)?password/i.test(why)) throw new InputError(`--queue ${shown}: the Redis server refused the password${conn.username ? ` of user '${conn.username}'` : ''} (WRONGPASS)`);
    if (/^NOAUTH\b/.test(why)) throw new InputError(`--queue ${shown}: the Redis server needs a password (NOAUTH); give it in the URL: redis://:PASSWORD@HOST:PORT`);
    throw new InputError(`--queue ${shown}: cannot reach Redis (${why})`, 1);
  } finally {
    client.disconnect();
  }
}

/** The key whose presence tells the workers playing a run's jobs to stop (the submitter was interrupted). */
export function stopKey(runId: string): string {
  return `ptcg:stop:${runId}`;
}
