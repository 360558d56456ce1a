// The search bot. Each decision it plays determinized worlds: the state with what the deciding player
// can't know re-drawn (determinize.ts), a world it can't tell from the real one, played on with the
// rollout policy (the greedy bot) until the game ends or the turn horizon passes, and scored
// (evaluate.ts). How it spends its N rollouts (SearchOptions.root):
//
// `ismcts:N` (root 'halving', issue 34): sequential halving over the distinct legal actions. In
// ⌈log2 m⌉ rounds for m actions, each round deals worlds and plays every action still in the running
// in each of them (the same deal and the same game generator for all: common random numbers, so two
// actions are compared on the same cards and coin flips), then keeps the better half by total score,
// a tie going to the greedy bot's choice. The budget is split evenly over the rounds. The last
// action left is played. Its rollouts stop at the end of turn 2 past the decision's (longer from
// N = 400: valueHorizon), each scored turn's end valued by value.ts, a model fitted to game results.
// From N = 1,600 the rollouts play a uniformly random action instead of greedy's at 5% of their
// choices (rolloutNoise), the same draws for every action of one world.
// (`ismcts:N:value` is another name for it, the one it had before it was the default.)
//
// `ismcts:N:race`: the same halving, its rollouts scored by evaluate.ts (the race in Prizes) at the
// end of turns 3 to 5 past the decision's (longer from N = 400: halvingHorizon): the default before.
//
// `ismcts:N:ucb` (root 'ucb'; `ismcts:N:pilot` with the pilot's policy): determinized single-observer
// information-set MCTS (Cowling, Powley & Whitehouse 2012). Each of its N iterations per decision
//   1. resets the state to the real one (a copy taken as the decision starts) and deals a world;
//   2. walks the one tree of this decision from the root, in that world: at each node the legal
//      actions of the world are listed (legalActions), a legal action not yet in the tree is added
//      (expansion), else the child with the best UCB score among those legal here is followed,
//      counting for every legal child that it was available (the ISMCTS form of UCB);
//   3. plays the world on from the new node with the rollout policy and scores it;
//   4. adds a visit and the score to every node on the path, for the player who chose that node's action.
// The action played is the root child visited most; the iterations stop as soon as those left
// could not change which (settled), so the choice is that of all N. A score only steers the
// iterations after it, so the last iteration plays no rollout.
//
// Nothing here knows a card: the engine lists the actions and plays them (step), so any card the
// engine knows is searched.
//
// The worlds are played in the given state itself, which is put back as it was before choose
// returns (its logger too): so the bound engine (sim/batch.ts), which knows one state per thread,
// can run the search.
//
// Actions are keyed by what they mean, not by card instance (actionKey): two copies of a card are
// one choice, and an action on a hidden card is the same node in every world.
//
// No endless turns: an action that can be repeated at will and undone (Damage Swap moving a counter
// there and back) can bring a turn back to a position it held before, byte for byte, and the search,
// asked again, may choose the same way again, for ever. So the bot notes each Main-phase position
// of the turn it chose from (a hash of the state's bytes) with the action's key, and at a position it
// has chosen from before it does not choose those keys again (choose, below): every return bans one
// more action, so the turn ends.
import { GameState } from '../engine/state.js';
import { Phase } from '../engine/state.js';
import * as gameModule from '../engine/game.js';
import * as actionsModule from '../engine/actions.js';
import { BotRng } from '../engine/rng.js';
import * as rngModule from '../engine/rng.js';
import * as greedyModule from './greedy.js';
import * as determinizeModule from './determinize.js';
import * as evaluateModule from './evaluate.js';
import * as valueModule from './value.js';
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
const { fittedValue } = valueModule;

export interface SearchOptions {
  /** Iterations per decision (not wall time, so results stay seeded). */
  iterations: number;
  /** Rollouts stop after this many turns past the decision's turn (then evaluate.ts scores the state). */
  horizonTurns: number;
  /**
   * A rollout's score is the mean of evaluate.ts at the end of each turn from evalFrom turns past the
   * decision's turn to horizonTurns (evalFrom = horizonTurns: the score at the horizon only).
   */
  evalFrom: number;
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
   * How the action is found (docs/DESIGN.md, the search bot): 'halving', sequential halving over the
   * root's distinct actions, each round playing every action left in the same worlds (the same deal
   * and game generator: common random numbers) and keeping the better half by mean score; 'ucb',
   * the tree search (`ismcts:N:ucb`, and `ismcts:N:pilot` with the pilot as its default policy).
   */
  root: 'ucb' | 'halving';
  /**
   * Sequential halving: the greedy bot's choice (whatever the rollout policy) is the first candidate, so a tie (two actions
   * scored alike, which the coarse evaluation often gives) goes to it rather than to the first listed.
   */
  policyFirst: boolean;
  /**
   * How a rollout's scored turns are valued: 'fitted', value.ts (a logistic model of who wins from the
   * race and the pilot's evaluation, fitted to greedy games: `ismcts:N`, which scores turns 1–2 past
   * the decision's, more from N = 400: valueHorizon); 'race', evaluate.ts (the race in Prizes:
   * `ismcts:N:race`, turns 3–5, more from N = 400: halvingHorizon).
   */
  value: 'race' | 'fitted';
  /**
   * The chance, at each rollout decision with a choice, that a uniformly random legal action is
   * played instead of the rollout policy's (0: none). Its draws come from a stream dealt once per
   * world, the same for every action compared in it (common random numbers). `ismcts:N` takes it from
   * rolloutNoise(N): 0.05 from N = 1,600, so more budget samples more lines of play, not only more deals.
   */
  noise: number;
}

export const DEFAULT_SEARCH: Omit<SearchOptions, 'iterations'> = { horizonTurns: 2, evalFrom: 1, exploration: 0.3, bias: 0.6, rollout: 'greedy', settle: true, policy: 'greedy', archetype: null, root: 'halving', policyFirst: true, value: 'fitted', noise: 0 };

/** `ismcts:N:race`'s rollout scoring below N = 400: the race evaluation at the end of turns 3 to 5 past the decision's. */
export const RACE_SCORING = { value: 'race', evalFrom: 3, horizonTurns: 5 } as const;


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
  // Sequential halving (options.root): the candidates (indices into the actions), their score sums, a world's words.
  private readonly cand = new Int32Array(MAX_ACTIONS);
  private readonly sum = new Float64Array(MAX_ACTIONS);
  private readonly worldWords = new Uint32Array(4);
  private readonly dealWords = new Uint32Array(4);
  private readonly noiseWords = new Uint32Array(4); // the rollout noise's stream (options.noise), set per world
  // The cycle guard (see the top): this turn's Main-phase positions chosen from and the keys chosen there.
  private readonly seenHash = new Int32Array(2 * CYCLE_CAP);
  private readonly seenKey = new Int32Array(CYCLE_CAP);
  private seenCount = 0;
  private seenTurn = -1;
  private seenDecider = -1;
  private readonly allowed = new Int32Array(MAX_ACTIONS); // the actions left after the guard, then their indices
  private readonly allowedAt = new Int32Array(MAX_ACTIONS);
  private readonly hashOut = new Int32Array(2);
  private hashView = new Int32Array(0);
  private cyclesBroken = 0;

  constructor(name: string, options: SearchOptions) {
    this.name = name;
    this.options = options;
    this.cap = options.root === 'ucb' ? options.iterations + 1 : 1;
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
  }

  choose(s: GameState, actions: Int32Array, n: number, rng: BotRng): number {
    if (s.phase[0] !== Phase.Main) return this.search(s, actions, n, rng);
    // The cycle guard: leave out the keys chosen before at this very position in this turn.
    if (s.turn[0] !== this.seenTurn || s.decider[0] !== this.seenDecider) { this.seenTurn = s.turn[0]; this.seenDecider = s.decider[0]; this.seenCount = 0; }
    const h = this.hashOut;
    // (a view of the state's buffer, made again only when another state is given)
    if (this.hashView.buffer !== s.buffer) this.hashView = new Int32Array(s.buffer);
    hashWords(this.hashView, h);
    const sh = this.seenHash, sk = this.seenKey, allowed = this.allowed, at = this.allowedAt;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const key = actionKey(s, actions[i]);
      let banned = false;
      for (let j = 0; j < this.seenCount && !banned; j++) banned = sh[2 * j] === h[0] && sh[2 * j + 1] === h[1] && sk[j] === key;
      if (!banned) { allowed[m] = actions[i]; at[m] = i; m++; }
    }
    let choice: number;
    if (m === n) choice = this.search(s, actions, n, rng);
    else {
      this.cyclesBroken++;
      // (EndTurn is never banned: it is chosen at most once a turn; m = 0 can't happen, but stay legal)
      choice = m === 0 ? 0 : at[m === 1 ? 0 : this.search(s, allowed, m, rng)];
    }
    if (this.seenCount < CYCLE_CAP) {
      const j = this.seenCount++;
      sh[2 * j] = h[0]; sh[2 * j + 1] = h[1]; sk[j] = actionKey(s, actions[choice]);
    }
    return choice;
  }

  /** Decisions at which the cycle guard left actions out (since the bot was made; for the tests). */
  get cycleBreaks(): number { return this.cyclesBroken; }

  private search(s: GameState, actions: Int32Array, n: number, rng: BotRng): number {
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
    this.count = 1;
    this.firstChild[0] = -1;
    this.visits[0] = 0;
    this.policyKey[0] = -1;
    prepareWorlds(s, p, this.options.archetype); // what p can't see, pooled once for every world
    const iterations = this.options.iterations;
    let it = 1;
    try {
      for (; it <= iterations; it++) {
        const node = this.select(s, p, it);
        this.noiseFrom(w);
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
    this.iterationCount += Math.min(it, iterations);
    return this.mostVisited(n);
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
    if (this.options.policyFirst) {
      // greedy's choice to the front (the others keep their order)
      const g = keys[greedyChoose(s, actions, n, NO_RNG)];
      let at = 0;
      while (keys[cand[at]] !== g) at++;
      const c = cand[at];
      for (; at > 0; at--) cand[at] = cand[at - 1];
      cand[0] = c;
    }
    prepareWorlds(s, p, this.options.archetype);
    const rounds = Math.ceil(Math.log2(m));
    const budget = this.options.iterations;
    const ww = this.worldWords, dw = this.dealWords, w = this.words;
    let left = m;
    try {
      for (let r = 0; r < rounds && left > 1; r++) {
        const per = Math.max(1, Math.floor(budget / (rounds * left)));
        for (let k = 0; k < per; k++) {
          ww[0] = next32(w); ww[1] = next32(w); ww[2] = next32(w); ww[3] = next32(w) | 1;
          // the world dealt once, and copied for each action (the same bytes a second deal would give)
          s.copyFrom(this.real);
          dw.set(ww);
          dealWorld(s, p, dw);
          if (left > 1) this.world.copyFrom(s);
          for (let j = 0; j < left; j++) {
            if (j > 0) s.copyFrom(this.world);
            this.noiseFrom(ww);
            step(s, actions[cand[j]]);
            const v = this.rollout(s, lastTurn);
            sum[j] += p === 0 ? v : 1 - v;
            this.rolloutCount++;
          }
          this.iterationCount += left;
        }
        // keep the better half (stable: an earlier action first on a tie)
        for (let a = 1; a < left; a++) {
          const c = cand[a], v = sum[a];
          let b = a - 1;
          while (b >= 0 && sum[b] < v) { cand[b + 1] = cand[b]; sum[b + 1] = sum[b]; b--; }
          cand[b + 1] = c; sum[b + 1] = v;
        }
        left = (left + 1) >> 1;
      }
    } finally {
      s.copyFrom(this.real);
      s.logger = logger;
    }
    return cand[0];
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
    const acts = this.actions, keys = this.keys, w = this.words;
    s.copyFrom(this.real);
    dealWorld(s, p, w);
    const c = this.options.exploration;
    let node = 0;
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

  /** The rollout noise's stream for a world whose words are ww (a fixed mix of them, so not the world's own draws). */
  private noiseFrom(ww: Uint32Array): void {
    const nw = this.noiseWords;
    nw[0] = ww[0] ^ 0x9e3779b9; nw[1] = ww[1]; nw[2] = ww[2] ^ 0x85ebca6b; nw[3] = ww[3] | 1;
  }

  /** Play the world in s on with the rollout policy; player 0's score in [0, 1]. */
  private rollout(s: GameState, lastTurn: number): number {
    const acts = this.actions, greedyRollout = this.options.rollout === 'greedy', fitted = this.options.value === 'fitted';
    const noise = this.options.noise * 4294967296, nw = this.noiseWords; // (as a bound on next32)
    // Scores at the end of each turn from nextEval + 1 on (one, at the horizon, by default).
    const points = this.options.horizonTurns - this.options.evalFrom + 1;
    let nextEval = lastTurn - points + 1, sum = 0, taken = 0;
    // The horizon is checked before listing. A world can list nothing and not be over: one re-dealt
    // during setup may leave the opponent a hand with no Basic Pokémon to place (determinize.ts does
    // not model that its real hand has one); such a rollout scores ½.
    while (s.phase[0] !== Phase.Over) {
      if (s.turn[0] > nextEval) {
        sum += fitted ? fittedValue(s) : evaluate(s);
        taken++;
        if (nextEval >= lastTurn) return sum / points;
        nextEval++;
      }
      const m = legalActions(s, acts);
      if (m === 0) break;
      if (m > 1 && noise > 0 && next32(nw) < noise) { step(s, acts[below(nw, m)]); continue; }
      step(s, acts[m === 1 ? 0 : greedyRollout ? greedyChoose(s, acts, m, NO_RNG) : below(this.words, m)]);
    }
    const win = s.winner[0];
    // (the game's result stands for each score not yet taken)
    return (sum + (points - taken) * (win === 0 ? 1 : win === 1 ? 0 : 0.5)) / points;
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

/**
 * The last turn `ismcts:N:race` scores a rollout at (its first is 3 turns past the decision's): 5 up to
 * N = 399, 6 from 400, then two more each time N doubles (8 from 800, 10 from 1,600). More rollouts
 * average away the noise of longer ones, so a larger budget buys a longer look (docs/DESIGN.md, Strength with N).
 */
export function halvingHorizon(iterations: number): number {
  let h: number = RACE_SCORING.horizonTurns;
  if (iterations >= 400) h++;
  for (let k = 800; k <= iterations; k *= 2) h += 2;
  return h;
}

/**
 * The last turn `ismcts:N` scores a rollout at (its first is the turn after the decision's): 2 up to
 * N = 399, 6 from 400, then three more each time N doubles (9 from 800, 12 from 1,600). As with the
 * race (halvingHorizon), more rollouts average away the noise of longer ones, so a larger budget buys
 * a longer look (docs/DESIGN.md, Strength with N, sixteenth session).
 */
export function valueHorizon(iterations: number): number {
  let h: number = DEFAULT_SEARCH.horizonTurns;
  if (iterations >= 400) h += 4;
  for (let k = 800; k <= iterations; k *= 2) h += 3;
  return h;
}

/**
 * `ismcts:N`'s rollout noise (SearchOptions.noise): none below N = 1,600, 0.05 from there. With rollouts
 * as deterministic as greedy is, more budget only buys more deals, which past N = 400 bought little;
 * a little noise lets it sample other lines of play too (docs/DESIGN.md, Strength with N, twentieth session).
 * At N = 800 the same noise gained nothing measurable (52.8% against ismcts:400 over four pairs, 51.9% without:
 * twenty-first and twenty-second sessions), at N = 100 it lost.
 */
export function rolloutNoise(iterations: number): number {
  return iterations >= 1600 ? 0.05 : 0;
}

/** Main-phase positions of one turn the cycle guard remembers (past it, it remembers no more). */
const CYCLE_CAP = 512;

/** Two 32-bit hashes of a state's words (FNV-1a-like, two multipliers), into out. */
function hashWords(words: Int32Array, out: Int32Array): void {
  let a = 0x811c9dc5 | 0, b = 0x9747b28c | 0;
  for (let i = 0; i < words.length; i++) {
    const x = words[i];
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  }
  out[0] = a; out[1] = b;
}

/** The greedy bot ignores its generator. */
const NO_RNG = null as unknown as BotRng;

const MAX_ITERATIONS = 1_000_000;
const byName = new Map<string, SearchBot>();

/**
 * The search bot's names: `ismcts:N` (sequential halving at the root, rollouts valued by value.ts;
 * `:value` names the same bot), then `:race` (the halving scored by the race evaluation), `:ucb` (the
 * tree search) or `:pilot` (the tree search with the pilot as its default policy), then
 * `:archetype=LIST` (the archetype model).
 */
export const SEARCH_BOT_NAME = /^ismcts:([1-9]\d*)(:pilot|:ucb|:value|:race)?(?::archetype=(.+))?$/;

/**
 * The search bot named `ismcts:N[:race|:ucb|:pilot|:value][:archetype=LIST]`, one per name and thread; undefined for
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
    // (the tree search keeps the rollout it was measured with: one score, 4 turns ahead)
    const rollout = m[2] === undefined || m[2] === ':value' ? { horizonTurns: valueHorizon(iterations), noise: rolloutNoise(iterations) }
      : m[2] === ':race' ? { ...RACE_SCORING, horizonTurns: halvingHorizon(iterations) }
      : { root: 'ucb' as const, value: 'race' as const, horizonTurns: 4, evalFrom: 4 };
    bot = new SearchBot(name, { iterations, ...DEFAULT_SEARCH, ...rollout, policy: m[2] === ':pilot' ? 'pilot' : 'greedy', archetype });
    byName.set(name, bot);
  }
  return bot;
}
