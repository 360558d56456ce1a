// `ptcg worker --queue redis://HOST:PORT`: play queued jobs of runs submitted anywhere with
// `simulate --queue` / `report --queue`, on this machine's threads, until Ctrl-C.
import { availableParallelism } from 'node:os';
import { runQueueWorker } from '../sim/queue-worker.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';

export async function workerCommand(a: { queue?: string; workers?: unknown; lockSeconds?: unknown; quiet?: boolean }): Promise<void> {
  if (!a.queue) throw new UserError('--queue is required: the Redis URL of the queue, e.g. redis://127.0.0.1:6379');
  const workers = a.workers === undefined ? availableParallelism() : intArg(a.workers, 'workers', 1, 256);
  const lockSeconds = a.lockSeconds === undefined ? 30 : intArg(a.lockSeconds, 'lock-seconds', 1, 3600);
  const stop = new AbortController();
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(130);
    stopping = true;
    process.stderr.write('ptcg worker: stopping after the current job (Ctrl-C again to quit at once)\n');
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const log = (line: string) => { if (!a.quiet) process.stderr.write(`ptcg worker: ${line}\n`); };
  try {
    const { jobs, games } = await runQueueWorker({ url: String(a.queue), workers, lockSeconds, log, signal: stop.signal });
    log(`stopped: ${jobs} job(s), ${games.toLocaleString('en-US')} games played`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
