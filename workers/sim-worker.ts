// Piscina worker: a batch spec and a game range in, the batch's counts out (transferred).
import { Piscina } from 'piscina';
import { runBatch, type BatchSpec } from '../src/sim/play.js';

export interface SimTask { spec: BatchSpec; start: number; end: number }

export default function simTask(task: SimTask): unknown {
  const counts = runBatch(task.spec, task.start, task.end);
  return Piscina.move(counts);
}
