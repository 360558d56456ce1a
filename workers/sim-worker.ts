// Piscina worker: a batch spec and a game range in, the batch's counts out (transferred). `stop`
// is shared memory: the main thread sets it on Ctrl-C, and the batch returns what it played so far.
import { Piscina } from 'piscina';
import { runBatch, type BatchSpec } from '../src/sim/play.js';

export interface SimTask { spec: BatchSpec; start: number; end: number; stop?: Int32Array }

export default function simTask(task: SimTask): unknown {
  const counts = runBatch(task.spec, task.start, task.end, undefined, task.stop);
  return Piscina.move(counts);
}
