// A bot of one's own, written against the public API only. It develops its board first (evolve,
// bench Basics, attach Energy, play Trainers), then attacks, and ends its turn only when nothing
// else is left; choices inside effects (which card, which slot) are picked at random.
// Its default export is the bot, so `simulate` can run it on worker threads: { module: <this file> }.
import { ActionKind, actionKind } from 'ptcg-sim';

// Lower ranks are taken first; kinds not listed (choices inside effects) rank 50.
const RANK = new Map([
  [ActionKind.Evolve, 1],
  [ActionKind.PlayBasic, 2],
  [ActionKind.Attach, 3],
  [ActionKind.PlayTrainer, 4],
  [ActionKind.Attack, 5],
  [ActionKind.Retreat, 90],
  [ActionKind.EndTurn, 99],
]);

export default {
  name: 'attack-first',
  /** Index into actions[0..n) of the action to take; `rng` is this seat's seeded generator. */
  choose(state, actions, n, rng) {
    let best = 99, count = 0;
    for (let i = 0; i < n; i++) best = Math.min(best, RANK.get(actionKind(actions[i])) ?? 50);
    for (let i = 0; i < n; i++) if ((RANK.get(actionKind(actions[i])) ?? 50) === best) count++;
    let pick = rng.below(count); // a uniform choice among the best-ranked actions
    for (let i = 0; i < n; i++) {
      if ((RANK.get(actionKind(actions[i])) ?? 50) === best && pick-- === 0) return i;
    }
    return 0;
  },
};
