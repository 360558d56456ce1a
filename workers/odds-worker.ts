// Piscina worker of `ptcg odds`: a spec, a kind and a range in, the batch's counts out (copied, not
// transferred: see sim-worker.ts).
// `stop` is shared memory: the main thread sets it on Ctrl-C and a game batch returns what it played.
import { runDeals, type OddsSpec, type OddsTaskKind } from '../src/sim/odds-batch.js';
import { runOddsGames } from '../src/sim/batch.js';

export interface OddsTask { kind: OddsTaskKind; spec: OddsSpec; start: number; end: number; stop?: Int32Array }

export default function oddsTask(task: OddsTask): unknown {
  const counts = task.kind === 'deals' ? runDeals(task.spec, task.start, task.end) : runOddsGames(task.spec, task.start, task.end, task.stop);
  return counts;
}
