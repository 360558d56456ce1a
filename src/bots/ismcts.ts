// The search bot: determinized single-observer information-set MCTS (Cowling, Powley & Whitehouse
// 2012). Each of its N iterations per decision
//   1. resets the state to the real one (a copy taken as the decision starts) and re-draws what the
//      deciding player can't know (determinize.ts): a world it can't tell from the real one;
//   2. walks the one tree of this decision from the root, in that world: at each node the legal
//      actions of the world are listed (legalActions), a legal action not yet in the tree is added
//      (expansion), else the child with the best UCB score among those legal here is followed,
//      counting for every legal child that it was available (the ISMCTS form of UCB);
//   3. plays the world on from the new node with the rollout policy (the greedy bot) until the game
//      ends or the turn horizon passes, and scores it (evaluate.ts);
//   4. adds a visit and the score to every node on the path, for the player who chose that node's action.
// The action played is the root child visited most; the iterations stop as soon as those left
// could not change which (settled), so the choice is that of all N. A score only steers the
// iterations after it, so the last iteration plays no rollout. Nothing here knows a card: the
// engine lists the actions and plays them (step), so any card the engine knows is searched.
//
// The worlds are played in the given state itself, which is put back as it was before choose
// returns (its logger too): so the bound engine (sim/batch.ts), which knows one state per thread,
// can run the search.
//
// Actions are keyed by what they mean, not by card instance (actionKey): two copies of a card are
// one choice, and an action on a hidden card is the same node in every world.
import { GameState } from '../engine/state.js';
import { Phase } from '../engine/state.js';
import * as gameModule from '../engine/game.js';
import * as actionsModule from '../engine/actions.js';
import { BotRng } from '../engine/rng.js';
import * as rngModule from '../engine/rng.js';
import * as greedyModule from './greedy.js';
import * as determinizeModule from './determinize.js';
import * as evaluateModule from './evaluate.js';
import * as evaluatePositionModule from './evaluate-position.js';
import * as actionKeyModule from './action-key.js';
import * as pilotModule from './pilot.js';
import * as archetypeModule from './archetype.js';
import type { Bot } from './bot.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { legalActions, step } = gameModule;
const { MAX_ACTIONS } = actionsModule;
const { next32, below } = rngModule;
const { greedyChoose } = greedyModule;
const { prepareWorlds, dealWorld } = determinizeModule;
const { actionKey } = actionKeyModule;
const { PilotBot } = pilotModule;
const { archetypeList } = archetypeModule;
export { actionKey };
const { evaluate } = evaluateModule;
const { evaluatePosition, PILOT_WEIGHTS } = evaluatePositionModule;

export interface SearchOptions {
  /** Iterations per decision (not wall time, so results stay seeded). */
  iterations: number;
  /** Rollouts stop after this many turns past the decision's turn (then evaluate.ts scores the state). */
  horizonTurns: number;
  /** UCB exploration constant (scores are in [0, 1]). */
  exploration: number;
  /** Rollout policy: the greedy bot, or uniformly random legal actions (cheaper, weaker per iteration). */
  rollout: 'greedy' | 'random';
  /** Progressive bias toward the rollout policy's own choice at a node: bias / (visits + 1) added to its score. */
  bias: number;
  /** Stop a decision's iterations once those left can't change its choice (the same choice, sooner). */
  settle: boolean;
  /**
   * The default policy: whose choice a new node tries first and is biased toward. 'pilot' asks the
   * pilot (pilot.ts) once per node (`ismcts:N:pilot`); rollouts stay the rollout policy's.
   */
  policy: 'greedy' | 'pilot';
  /**
   * What the bot assumes about the opponent's list (determinize.ts). null: the `list` model, its
   * unseen cards are its real ones re-dealt. A list of card ids: the `archetype` model, they are drawn
   * from this declared list less the opponent's cards it has seen (`ismcts:N:archetype=LIST`).
   */
  archetype: Int16Array | null;
  /**
   * How a rollout cut off at the horizon is scored: 'race', evaluate.ts (Prizes, damage, Energy and
   * Pokémon in play); 'pilot', the pilot's position evaluation (evaluate-position.ts) of both sides,
   * squashed by a logistic curve of slope `leafScale` per Prize.
   */
  leaf: 'race' | 'pilot';
  leafScale: number;
  /**
   * Keep the tree between a player's decisions: when the state a decision starts from is exactly the
   * last decision's state with its chosen action played (nothing else happened), the chosen child's
   * subtree is the new tree and its visits count toward the N iterations (reuseTree).
   */
  reuse: boolean;
  /**
   * How the root's action is found: 'ucb', the tree search above; 'halving', sequential halving over
   * the root's distinct actions, each round playing every action left in the same worlds (same
   * deal, same game generator: common random numbers), then keeping the better half by mean score.
   */
  root: 'ucb' | 'halving';
  /** With root 'halving': each root action's iterations walk a tree below it (UCB, as the tree search) instead of one rollout straight after it. */
  halvingTree: boolean;
}

export const DEFAULT_SEARCH: Omit<SearchOptions, 'iterations'> = { horizonTurns: 4, exploration: 0.3, bias: 0.6, rollout: 'greedy', settle: true, policy: 'greedy', archetype: null, leaf: 'race', leafScale: 1, reuse: false, root: 'ucb', halvingTree: false };


export class SearchBot implements Bot {
  readonly name: string;
  readonly options: SearchOptions;
  private readonly real = new GameState(); // the decision's state, kept while the worlds are played in s
  private readonly actions = new Int32Array(MAX_ACTIONS);
  private readonly keys = new Int32Array(MAX_ACTIONS);
  private readonly rootKeys = new Int32Array(MAX_ACTIONS); // the real actions' keys, in their order
  private iterationCount = 0; // since the bot was made (for the bench and the tests)
  private rolloutCount = 0;
  private readonly words = new Uint32Array(4);
  // The tree, one node per iteration at most, in parallel arrays reused by every decision.
  private readonly cap: number;
  private readonly nodeKey: Int32Array;
  private readonly parent: Int32Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly mover: Uint8Array; // the player who chose the node's action
  private readonly visits: Float64Array;
  private readonly avail: Float64Array;
  private readonly availStamp: Int32Array;
  private readonly reward: Float64Array;
  private readonly policyKey: Int32Array; // the key of the rollout policy's choice at the node (-1: not known yet)
  private count = 0;
  /** The default policy when it is the pilot (a bot of this search's own), else null. */
  private readonly pilot: InstanceType<typeof PilotBot> | null;
  private readonly pilotRng = new BotRng();
  private readonly world = new GameState(); // the world being searched, while the pilot is asked
  // Tree reuse (options.reuse): the last decision's state, player, action played and its root child.
  private readonly lastReal = new GameState();
  private lastPlayer = -1;
  private lastAction = 0;
  private lastChild = -1;
  private readonly newIndex: Int32Array;
  private reusedCount = 0; // iterations taken over from an earlier decision (for the bench and the tests)
  // Sequential halving (options.root): the candidates (indices into the actions), their score sums, a world's words.
  private readonly cand = new Int32Array(MAX_ACTIONS);
  private readonly sum = new Float64Array(MAX_ACTIONS);
  private readonly worldWords = new Uint32Array(4);
  private readonly dealWords = new Uint32Array(4);
  private readonly rootChild = new Int32Array(MAX_ACTIONS); // with halvingTree: each candidate's root child

  constructor(name: string, options: SearchOptions) {
    this.name = name;
    this.options = options;
    this.cap = options.iterations + 1 + (options.root === 'halving' ? MAX_ACTIONS : 0); // (halving: every root action's node first)
    this.nodeKey = new Int32Array(this.cap);
    this.parent = new Int32Array(this.cap);
    this.firstChild = new Int32Array(this.cap);
    this.nextSibling = new Int32Array(this.cap);
    this.mover = new Uint8Array(this.cap);
    this.visits = new Float64Array(this.cap);
    this.avail = new Float64Array(this.cap);
    this.availStamp = new Int32Array(this.cap);
    this.reward = new Float64Array(this.cap);
    this.policyKey = new Int32Array(this.cap);
    this.pilot = options.policy === 'pilot' ? new PilotBot(`${name} policy`) : null;
    this.newIndex = new Int32Array(options.reuse ? this.cap : 0);
  }

  choose(s: GameState, actions: Int32Array, n: number, rng: BotRng): number {
    const p = s.decider[0];
    // The iterations' stream: drawn from the seat's generator, so a game replays exactly.
    const w = this.words;
    w[0] = next32(rng.words); w[1] = next32(rng.words); w[2] = next32(rng.words); w[3] = next32(rng.words) | 1;
    const lastTurn = s.turn[0] + this.options.horizonTurns;
    const logger = s.logger;
    const rootKeys = this.rootKeys;
    for (let i = 0; i < n; i++) rootKeys[i] = actionKey(s, actions[i]);
    this.real.copyFrom(s);
    if (this.options.root === 'halving') return this.halving(s, p, actions, n, lastTurn, logger);
    if (!(this.options.reuse && this.reuseTree(s, p))) {
      this.count = 1;
      this.firstChild[0] = -1;
      this.visits[0] = 0;
      this.policyKey[0] = -1;
    }
    prepareWorlds(s, p, this.options.archetype); // what p can't see, pooled once for every world
    const iterations = this.options.iterations;
    const start = this.visits[0]; // iterations taken over with the tree (0 without reuse)
    let it = start + 1;
    try {
      for (; it <= iterations; it++) {
        const node = this.select(s, p, it);
        this.addVisit(node);
        // A rollout's score only steers the iterations after it: the last needs none, nor does one
        // after which those left can't change the choice (a child's visits exceed half the
        // iterations only after half of them have run).
        if (it === iterations || (this.options.settle && 2 * it > iterations && this.settled(n, iterations - it))) break;
        this.addReward(node, this.rollout(s, lastTurn));
        this.rolloutCount++;
      }
    } finally {
      s.copyFrom(this.real);
      s.logger = logger;
    }
    this.iterationCount += Math.min(it, iterations) - start;
    this.reusedCount += start;
    const choice = this.mostVisited(n);
    if (this.options.reuse) {
      this.lastReal.copyFrom(this.real);
      this.lastPlayer = p;
      this.lastAction = actions[choice];
      this.lastChild = this.childWithKey(0, rootKeys[choice]);
    }
    return choice;
  }

  /**
   * Sequential halving over the root's distinct actions (options.root 'halving'): rounds of the
   * same worlds for every action left, the better half kept, until one is left. Leaves s as given.
   */
  private halving(s: GameState, p: number, actions: Int32Array, n: number, lastTurn: number, logger: GameState['logger']): number {
    const cand = this.cand, sum = this.sum, keys = this.rootKeys;
    let m = 0;
    for (let i = 0; i < n; i++) {
      let seen = false;
      for (let j = 0; j < m && !seen; j++) seen = keys[cand[j]] === keys[i];
      if (!seen) { cand[m] = i; sum[m] = 0; m++; }
    }
    if (m === 1) return cand[0];
    prepareWorlds(s, p, this.options.archetype);
    const tree = this.options.halvingTree;
    if (tree) {
      this.count = 1;
      this.firstChild[0] = -1;
      this.visits[0] = 0;
      this.policyKey[0] = -1;
      for (let j = 0; j < m; j++) this.rootChild[j] = this.addChild(0, keys[cand[j]], p);
    }
    let it = 0;
    const rounds = Math.ceil(Math.log2(m));
    const budget = this.options.iterations;
    const ww = this.worldWords, dw = this.dealWords, w = this.words;
    let left = m;
    try {
      for (let r = 0; r < rounds && left > 1; r++) {
        const per = Math.max(1, Math.floor(budget / (rounds * left)));
        for (let k = 0; k < per; k++) {
          ww[0] = next32(w); ww[1] = next32(w); ww[2] = next32(w); ww[3] = next32(w) | 1;
          for (let j = 0; j < left; j++) {
            s.copyFrom(this.real);
            dw.set(ww);
            dealWorld(s, p, dw);
            step(s, actions[cand[j]]);
            let node = -1;
            if (tree) {
              node = this.descend(s, p, ++it, this.rootChild[j]);
              this.addVisit(node);
            }
            const v = this.rollout(s, lastTurn);
            if (tree) this.addReward(node, v);
            sum[j] += p === 0 ? v : 1 - v;
            this.rolloutCount++;
          }
          this.iterationCount += left;
        }
        // keep the better half (stable: an earlier action first on a tie)
        const rc = this.rootChild;
        for (let a = 1; a < left; a++) {
          const c = cand[a], v = sum[a], r = rc[a];
          let b = a - 1;
          while (b >= 0 && sum[b] < v) { cand[b + 1] = cand[b]; sum[b + 1] = sum[b]; rc[b + 1] = rc[b]; b--; }
          cand[b + 1] = c; sum[b + 1] = v; rc[b + 1] = r;
        }
        left = (left + 1) >> 1;
      }
    } finally {
      s.copyFrom(this.real);
      s.logger = logger;
    }
    return cand[0];
  }

  /** Iterations taken over from earlier decisions with their tree (options.reuse). */
  get iterationsReused(): number { return this.reusedCount; }

  /**
   * Tree reuse: if p made the last decision and s is exactly its state with the chosen action
   * played (checked by playing it again in s: the game's generator is part of the state, so the
   * same action gives the same bytes), the chosen child's subtree becomes the tree, its node the
   * root. Leaves s as it was given (this.real). Whether the tree was taken over.
   */
  private reuseTree(s: GameState, p: number): boolean {
    const child = this.lastChild;
    this.lastChild = -1;
    if (child <= 0 || p !== this.lastPlayer || this.visits[child] === 0) return false;
    const logger = s.logger;
    s.copyFrom(this.lastReal);
    s.logger = null;
    step(s, this.lastAction);
    const same = s.equals(this.real);
    s.copyFrom(this.real);
    s.logger = logger;
    if (!same) return false;
    // Copy the subtree to the front, in index order (a child's index is above its parent's, and a
    // node's new index is at most its old one, so no node is overwritten before it is copied).
    const map = this.newIndex;
    map.fill(-1, 0, this.count);
    map[child] = 0;
    let m = 1;
    for (let x = child + 1; x < this.count; x++) if (map[this.parent[x]] >= 0) map[x] = m++;
    for (let x = child; x < this.count; x++) {
      const y = map[x];
      if (y < 0) continue;
      this.nodeKey[y] = this.nodeKey[x];
      this.parent[y] = y === 0 ? 0 : map[this.parent[x]];
      this.firstChild[y] = this.firstChild[x] < 0 ? -1 : map[this.firstChild[x]];
      this.nextSibling[y] = y === 0 || this.nextSibling[x] < 0 ? -1 : map[this.nextSibling[x]];
      this.mover[y] = this.mover[x];
      this.visits[y] = this.visits[x];
      this.avail[y] = this.avail[x];
      this.availStamp[y] = 0; // stamps are the iteration numbers of the decision that set them
      this.reward[y] = this.reward[x];
      this.policyKey[y] = this.policyKey[x];
    }
    this.count = m;
    return true;
  }

  /** Iterations run since the bot was made. */
  get iterationsRun(): number { return this.iterationCount; }

  /** Rollouts played since the bot was made (one fewer than the iterations in each decision). */
  get rolloutsRun(): number { return this.rolloutCount; }

  /** The visits of the root child with key `key` (0 if there is none yet). */
  private rootVisits(key: number): number {
    for (let c = this.firstChild[0]; c >= 0; c = this.nextSibling[c]) if (this.nodeKey[c] === key) return this.visits[c];
    return 0;
  }

  /**
   * The choice: the real action whose root child was visited most, the first in the list on a tie
   * (an action no world reached has no child); 0 if none has one.
   */
  private mostVisited(n: number): number {
    let best = -1, bestVisits = 0;
    for (let i = 0; i < n; i++) {
      const v = this.rootVisits(this.rootKeys[i]);
      if (v > bestVisits) { bestVisits = v; best = i; }
    }
    return best < 0 ? 0 : best;
  }

  /**
   * Whether `left` more iterations can't change mostVisited: each adds one visit to one root child
   * at most, so no other action can catch the leader even if they all went to it (on a tie the
   * earlier action wins, hence ≤ after the leader and < before it).
   */
  private settled(n: number, left: number): boolean {
    const lead = this.mostVisited(n), keys = this.rootKeys;
    const leadVisits = this.rootVisits(keys[lead]);
    if (leadVisits === 0) return false;
    for (let j = 0; j < n; j++) {
      if (keys[j] === keys[lead]) continue; // the leader's own child
      const reach = this.rootVisits(keys[j]) + left;
      if (j < lead ? reach >= leadVisits : reach > leadVisits) return false;
    }
    return true;
  }

  /** Iteration `it`'s world, dealt into s from the real state, walked down the tree: the node it reached (0: the root). */
  private select(s: GameState, p: number, it: number): number {
    s.copyFrom(this.real);
    dealWorld(s, p, this.words);
    return this.descend(s, p, it, 0);
  }

  /** From `node` (its world dealt into s, its action played), walk down the tree and expand: the node reached. */
  private descend(s: GameState, p: number, it: number, from: number): number {
    const acts = this.actions, keys = this.keys, w = this.words;
    const c = this.options.exploration;
    let node = from;
    // Selection and expansion.
    for (;;) {
      const m = legalActions(s, acts);
      if (m === 0) break;
      if (m === 1) { step(s, acts[0]); continue; }
      for (let i = 0; i < m; i++) keys[i] = actionKey(s, acts[i]);
      // The policy's choice here, worked out once per node (the first world to reach it decides).
      if (this.policyKey[node] === -1) this.policyKey[node] = keys[this.pilot === null ? greedyChoose(s, acts, m, NO_RNG) : this.pilotChoice(s, p, m)];
      const policy = this.policyKey[node];
      let untried = 0, pick = -1, policyUntried = false, bestChild = -1, bestScore = -Infinity;
      for (let i = 0; i < m; i++) {
        const child = this.childWithKey(node, keys[i]);
        if (child < 0) {
          // The policy's choice first, else uniform among the untried (reservoir sampling).
          untried++;
          if (keys[i] === policy) { pick = i; policyUntried = true; } else if (!policyUntried && below(w, untried) === 0) pick = i;
          continue;
        }
        if (this.availStamp[child] !== it) { this.availStamp[child] = it; this.avail[child]++; }
        if (untried > 0) continue;
        const v = this.visits[child];
        let score = this.reward[child] / v + c * Math.sqrt(Math.log(this.avail[child]) / v);
        if (keys[i] === policy) score += this.options.bias / (v + 1);
        if (score > bestScore) { bestScore = score; bestChild = child; }
      }
      if (pick >= 0 && this.count < this.cap) {
        const child = this.addChild(node, keys[pick], s.decider[0]);
        this.availStamp[child] = it;
        this.avail[child] = 1;
        step(s, acts[pick]);
        node = child;
        break;
      }
      if (bestChild < 0) break; // the tree is full: roll out from here
      // Step an action of the chosen key in this world.
      const key = this.nodeKey[bestChild];
      let i = 0;
      while (keys[i] !== key) i++;
      step(s, acts[i]);
      node = bestChild;
    }
    return node;
  }

  /** A visit to every node on the path from the root to `node`. */
  private addVisit(node: number): void {
    for (let x = node; x > 0; x = this.parent[x]) this.visits[x]++;
    this.visits[0]++;
  }

  /** Rollout score `v0` (player 0's) to every node on the path, for the player who chose its action. */
  private addReward(node: number, v0: number): void {
    for (let x = node; x > 0; x = this.parent[x]) this.reward[x] += this.mover[x] === 0 ? v0 : 1 - v0;
  }

  /** Play the world in s on with the rollout policy; player 0's score in [0, 1]. */
  private rollout(s: GameState, lastTurn: number): number {
    const acts = this.actions, greedyRollout = this.options.rollout === 'greedy';
    // The horizon is checked before listing. A world can list nothing and not be over: one re-dealt
    // during setup may leave the opponent a hand with no Basic Pokémon to place (determinize.ts does
    // not model that its real hand has one); such a rollout scores ½.
    while (s.phase[0] !== Phase.Over) {
      if (s.turn[0] > lastTurn) return this.options.leaf === 'race' ? evaluate(s) : pilotLeaf(s, this.options.leafScale);
      const m = legalActions(s, acts);
      if (m === 0) break;
      step(s, acts[m === 1 ? 0 : greedyRollout ? greedyChoose(s, acts, m, NO_RNG) : below(this.words, m)]);
    }
    const win = s.winner[0];
    return win === 0 ? 1 : win === 1 ? 0 : 0.5;
  }

  /**
   * The pilot's choice among the m actions listed in this world (acts). The pilot deals worlds of
   * its own (determinize.ts keeps one decision's pools), so this decision's are prepared again after.
   */
  private pilotChoice(s: GameState, p: number, m: number): number {
    const w = this.pilotRng.words;
    w[0] = next32(this.words); w[1] = next32(this.words); w[2] = next32(this.words); w[3] = next32(this.words) | 1;
    const i = this.pilot!.choose(s, this.actions, m, this.pilotRng);
    // (prepared from the state the engine is given: the bound engine reads that one state only)
    this.world.copyFrom(s);
    s.copyFrom(this.real);
    prepareWorlds(s, p, this.options.archetype);
    s.copyFrom(this.world);
    return i;
  }

  private childWithKey(node: number, key: number): number {
    for (let c = this.firstChild[node]; c >= 0; c = this.nextSibling[c]) if (this.nodeKey[c] === key) return c;
    return -1;
  }

  private addChild(node: number, key: number, mover: number): number {
    const c = this.count++;
    this.nodeKey[c] = key;
    this.parent[c] = node;
    this.firstChild[c] = -1;
    this.nextSibling[c] = this.firstChild[node];
    this.firstChild[node] = c;
    this.mover[c] = mover;
    this.visits[c] = 0;
    this.avail[c] = 0;
    this.availStamp[c] = 0;
    this.reward[c] = 0;
    this.policyKey[c] = -1;
    return c;
  }
}

/** Player 0's chance of winning from s by the pilot's evaluation: each side's view, halved, through a logistic curve. */
function pilotLeaf(s: GameState, scale: number): number {
  const d = 0.5 * (evaluatePosition(s, 0, PILOT_WEIGHTS) - evaluatePosition(s, 1, PILOT_WEIGHTS));
  return 1 / (1 + Math.exp(-scale * d));
}

/** The greedy bot ignores its generator. */
const NO_RNG = null as unknown as BotRng;

const MAX_ITERATIONS = 1_000_000;
const byName = new Map<string, SearchBot>();

/** The search bot's names: `ismcts:N`, then `:pilot` (the pilot as its default policy), then `:archetype=LIST` (the archetype model). */
export const SEARCH_BOT_NAME = /^ismcts:([1-9]\d*)(:pilot)?(?::archetype=(.+))?$/;

/**
 * The search bot named `ismcts:N[:pilot][:archetype=LIST]`, one per name and thread; undefined for
 * another name. LIST (a deck file, else a bundled deck's name: archetype.ts) is read as the bot is
 * first named in a thread; a bad one throws an InputError naming it.
 */
export function searchBotByName(name: string): SearchBot | undefined {
  const m = SEARCH_BOT_NAME.exec(name);
  if (!m) return undefined;
  const iterations = Number(m[1]);
  if (iterations < 1 || iterations > MAX_ITERATIONS) return undefined;
  let bot = byName.get(name);
  if (!bot) {
    const archetype = m[3] === undefined ? null : Int16Array.from(archetypeList(name, m[3]));
    bot = new SearchBot(name, { iterations, ...DEFAULT_SEARCH, policy: m[2] ? 'pilot' : 'greedy', archetype });
    byName.set(name, bot);
  }
  return bot;
}
