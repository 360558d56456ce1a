// Piscina worker: a batch spec and a game range in (bot modules imported first), the batch's counts out. `stop`
// is shared memory: the main thread sets it on Ctrl-C, and the batch returns what it played so far.
// The counts are copied, not transferred (Piscina.move): detaching an ArrayBuffer in a thread makes V8
// recompile all its code with a detach check on every typed-array access, and the games then ran 13% slower
// (docs/PERFORMANCE.md). A few hundred numbers a task cost nothing to copy.
// A task with `paired` plays paired games of two deck lists instead (`ptcg compare`, sim/paired.ts).
import { runBatch, runPairedBatch, type BatchSpec } from '../src/sim/batch.js';
import type { PairedSpec } from '../src/sim/paired.js';
import { loadBotModule } from '../src/bots/modules.js';

export interface SimTask { spec: BatchSpec; start: number; end: number; stop?: Int32Array }
export interface PairedTask { paired: PairedSpec; start: number; end: number; stop?: Int32Array }

export default async function simTask(task: SimTask | PairedTask): Promise<unknown> {
  // a bot of the caller's own: imported once per worker, then known by name to the batch
  for (const url of ('paired' in task ? task.paired : task.spec).botModules ?? []) if (url) await loadBotModule(url);
  if ('paired' in task) return runPairedBatch(task.paired, task.start, task.end, task.stop);
  const counts = runBatch(task.spec, task.start, task.end, undefined, task.stop);
  return counts;
}
