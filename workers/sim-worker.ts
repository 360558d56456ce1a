// Piscina worker: a batch spec and a game range in (bot modules imported first), the batch's counts out (transferred). `stop`
// is shared memory: the main thread sets it on Ctrl-C, and the batch returns what it played so far.
import { Piscina } from 'piscina';
import { runBatch, type BatchSpec } from '../src/sim/play.js';
import { loadBotModule } from '../src/bots/modules.js';

export interface SimTask { spec: BatchSpec; start: number; end: number; stop?: Int32Array }

export default async function simTask(task: SimTask): Promise<unknown> {
  // a bot of the caller's own: imported once per worker, then known by name to runBatch
  for (const url of task.spec.botModules ?? []) if (url) await loadBotModule(url);
  const counts = runBatch(task.spec, task.start, task.end, undefined, task.stop);
  return Piscina.move(counts);
}
