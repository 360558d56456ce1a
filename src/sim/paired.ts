// Paired games for A/B comparisons of two deck lists (`ptcg compare`): game i of list A and game i
// of list B against the same opponent, in the same seat, are played one after the other and their
// outcomes counted jointly, so the difference B − A can be estimated from pairs.
//
// Common random numbers: with `common`, both games of a pair are dealt from one key that names the
// opponent, the seat and the rules but not the tested list, so they draw the same random numbers:
// the same shuffles (cards common to both lists sit at the same places of the two arrays, see
// alignList, so they land in the same deck positions and prizes), the same opponent's deck order,
// the same coin flips and bot streams, for as long as the two games consume the generator alike
// (a mulligan, a search or a coin flip only one game has makes them drift apart). Without
// `common`, each list gets its own key: independent games, for comparison. With `independentB`
// (`--no-align`), only B's games get a key of their own: A against a copy of A then plays different
// games, a true null for checking the intervals.
import { matchupKey } from './seeding.js';
import { GameTable } from './game-loop.js';
import { GameState } from '../engine/state.js';
import { GameFailure } from './play.js';
import { ruleParams, type RuleSetName } from '../engine/rules.js';
import { botByName, type Bot } from '../bots/bots.js';
import type { SeedKey } from '../engine/rng.js';

/** A batch of paired games: plain data so it can cross to a worker. */
export interface PairedSpec {
  seed: string;
  rules: RuleSetName;
  suddenDeath: boolean;
  turnLimit: number;
  /** The two lists (B aligned to A: alignList), and the opponent. */
  a: number[];
  b: number[];
  opponent: number[];
  /** The tested lists' seat (0: they play seat 0, the opponent seat 1). */
  seat: 0 | 1;
  /** Bots of the tested list and of the opponent. */
  bots: [string, string];
  /** Per bot (same order), the URL of a module whose default export it is (bots/modules.ts), or null. */
  botModules?: (string | null)[];
  common: boolean;
  /** B's games dealt from a key of their own (A's stay on the common key): `--no-align`. */
  independentB?: boolean;
}

/** Layout of a paired batch's counts: games, then joint outcomes [A's × B's] (loss, draw, win), then decisions. */
export const P = { games: 0, joint: 1, decisions: 10 } as const;
export const PAIRED_SIZE = 11;

/** Outcome of the tested list in a finished game: 0 loss, 1 draw, 2 win. */
function outcome(winner: number, seat: number): number {
  return winner === seat ? 2 : winner === 1 - seat ? 0 : 1;
}

const table = new GameTable();
const placedA = new GameState(), placedB = new GameState(); // each batch's two deck pairs, placed (GameTable.place)
const keys = new Map<string, SeedKey>();

function keyOf(seed: string, tag: string, deck0: number[], deck1: number[], rules: RuleSetName): SeedKey {
  const id = `${seed}|${tag}|${rules}|${deck0.join(',')}|${deck1.join(',')}`;
  let k = keys.get(id);
  if (!k) {
    if (keys.size > 64) keys.clear();
    k = matchupKey(`${seed}\u0000${tag}`, deck0, deck1, rules);
    keys.set(id, k);
  }
  return k;
}

/** Play pairs [start, end) and return their counts (PAIRED_SIZE entries). */
export function runPairedBatch(spec: PairedSpec, start: number, end: number, stop?: Int32Array): Float64Array {
  const out = new Float64Array(PAIRED_SIZE);
  const rules = ruleParams(spec.rules, { suddenDeath: spec.suddenDeath, turnLimit: spec.turnLimit });
  const tested = botByName(spec.bots[0])!, opp = botByName(spec.bots[1])!;
  const bots: [Bot, Bot] = spec.seat === 0 ? [tested, opp] : [opp, tested];
  const seatDecks = (list: number[]): [number[], number[]] => (spec.seat === 0 ? [list, spec.opponent] : [spec.opponent, list]);
  const [a0, a1] = seatDecks(spec.a), [b0, b1] = seatDecks(spec.b);
  // The common key names the opponent in its seat, not the tested list.
  const placeholder: number[] = [];
  const common = spec.seat === 0 ? keyOf(spec.seed, 'compare', placeholder, spec.opponent, spec.rules) : keyOf(spec.seed, 'compare', spec.opponent, placeholder, spec.rules);
  const keyA = spec.common ? common : keyOf(spec.seed, 'compare-a', a0, a1, spec.rules);
  const keyB = spec.common && spec.independentB !== true ? common : keyOf(spec.seed, 'compare-b', b0, b1, spec.rules);
  table.place(a0, a1, rules, placedA);
  table.place(b0, b1, rules, placedB);
  for (let i = start; i < end; i++) {
    if (stop !== undefined && Atomics.load(stop, 0) !== 0) break;
    let oa: number, ob: number;
    try {
      out[P.decisions] += table.playPlaced(keyA, i, placedA, bots);
      oa = outcome(table.state.winner[0], spec.seat);
      out[P.decisions] += table.playPlaced(keyB, i, placedB, bots);
      ob = outcome(table.state.winner[0], spec.seat);
    } catch (e) {
      throw new GameFailure(i, spec.seed, e);
    }
    out[P.joint + oa * 3 + ob]++;
    out[P.games]++;
  }
  return out;
}

/**
 * List B's cards arranged so that every card it shares with A sits at A's index for it, and its
 * other cards fill A's remaining places (then any extra at the end): the same shuffle then puts the
 * shared cards at the same deck positions in both games of a pair.
 */
export function alignList(a: readonly number[], b: readonly number[]): number[] {
  const left = new Map<number, number>();
  for (const c of b) left.set(c, (left.get(c) ?? 0) + 1);
  const out: (number | undefined)[] = a.map((c) => {
    const n = left.get(c) ?? 0;
    if (n === 0) return undefined;
    left.set(c, n - 1);
    return c;
  });
  const rest: number[] = [];
  for (const c of b) {
    const n = left.get(c) ?? 0;
    if (n > 0) { rest.push(c); left.set(c, n - 1); }
  }
  let k = 0;
  for (let i = 0; i < out.length && k < rest.length; i++) if (out[i] === undefined) out[i] = rest[k++];
  const filled = out.filter((c): c is number => c !== undefined);
  return [...filled, ...rest.slice(k)];
}
