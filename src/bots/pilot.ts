// The pilot bot: it plans its whole turn. At each of its own decisions in its turn (Main-phase
// actions and the choices they lead to: targets, searches, discards, Energy for a Retreat) it
// searches sequences of its own actions to the turn's end with a beam search, scores the state each
// sequence leads to with a general position evaluation (evaluate-position.ts), and plays the first
// action of the best one. It then follows that plan while the game goes as predicted, and plans
// again at the first decision that differs (a card drawn, a coin flipped, a choice of the opponent).
//
// What it may know: the search runs in one world dealt from what its player can't see
// (determinize.ts: its own deck order and prizes, the opponent's hand, deck and prizes, the game's
// generator), drawn from the seat's stream; so its choices never depend on hidden cards. An action
// whose outcome is random (it draws, searches or shuffles a deck, flips a coin, takes a Prize) ends
// a sequence there: it is scored by the evaluation (which counts cards in hand, not which cards)
// instead of being planned on with cards the world made up. A coin-flipping attack is scored as
// the mean of a few flips.
//
// The worlds are played in the given state itself (as the search bot does: ismcts.ts), which is put
// back before choose returns: so the pilot runs on the bound engine (sim/batch.ts). Nothing is
// allocated per decision: the beam's states are preallocated and reused (copyFrom).
// Decisions outside its own turn (setup, promotion after an opponent's attack, choices an
// opponent's card asks of it) are the greedy bot's.
import { GameState, Phase } from '../engine/state.js';
import * as stateModule from '../engine/state.js';
import * as gameModule from '../engine/game.js';
import { Act } from '../engine/actions.js';
import * as actionsModule from '../engine/actions.js';
import { type BotRng } from '../engine/rng.js';
import * as rngModule from '../engine/rng.js';
import * as greedyModule from './greedy.js';
import * as determinizeModule from './determinize.js';
import * as evaluateModule from './evaluate-position.js';
import { Wt } from './evaluate-position.js';
import * as actionKeyModule from './action-key.js';
import type { Bot } from './bot.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOT_TOTAL, SLOT_CAP, MAX_DECK } = stateModule;
const { legalActions, step } = gameModule;
const { MAX_ACTIONS, actKind } = actionsModule;
const { next32 } = rngModule;
const { greedyChoose } = greedyModule;
const { prepareWorlds, dealWorld } = determinizeModule;
const { evaluatePosition, attachmentUnused, PILOT_WEIGHTS } = evaluateModule;
const { actionKey } = actionKeyModule;

export interface PilotOptions {
  /** Sequences kept at each depth of the beam. */
  width: number;
  /** States scored per plan at most (each: a copy, a step, the forced moves after it, an evaluation). */
  budget: number;
  /** Actions in a planned sequence at most. */
  depth: number;
  /** Flips a coin-flipping attack is scored over. */
  samples: number;
  /**
   * An action (not one that ends the turn) whose sequence scored this much below the sequence it
   * extended is not tried again one depth further down that line (0: every action is tried at every depth).
   */
  prune: number;
  /** The evaluation's weights (evaluate-position.ts Wt). */
  weights: Float64Array;
}

export const DEFAULT_PILOT: PilotOptions = { width: 2, budget: 80, depth: 12, samples: 2, prune: 0.15, weights: PILOT_WEIGHTS };

/** A seat's decisions in one turn after which the greedy bot finishes the turn. */
const MAX_TURN_DECISIONS = 40;

/** Actions of a node noted as far below it (PilotOptions.prune) at most. */
const BAD_CAP = 32;

/** Choices an unfinished option is played on through at most (completedValue). */
const COMPLETION_CAP = 16;

/** Actions a sequence holds at most (its Main-phase actions and the choices each leads to). */
const PATH_CAP = 64;

const CONTINUE = 0; // p decides again in its turn
const TERMINAL = 1; // the turn (or the game) is over
const CHANCE = 2; // p decides again, after a random outcome: the sequence ends here

/** A plan being followed for one seat: the decisions after the first, as keys, and what p should see before each. */
class Plan {
  readonly keys = new Int32Array(PATH_CAP);
  readonly prints = new Int32Array(PATH_CAP);
  len = 0;
  next = 0;
  turn = -1;
  readonly words = new Uint32Array(4); // the seat's stream as the plan was made: a new game re-seeds it
}

export class PilotBot implements Bot {
  readonly name: string;
  readonly options: PilotOptions;
  private readonly real = new GameState();
  private readonly root = new GameState();
  private readonly beam: GameState[] = [];
  private readonly beamValue: Float64Array;
  private readonly beamPath: Int32Array; // (2 × width) rows of PATH_CAP actions
  private readonly beamLen: Int32Array;
  private cur = 0; // which half of the beam is the current depth
  private readonly beamParent: Int32Array; // the node (in the other half) a node's sequence extended, -1: none
  private readonly badKeys: Int32Array; // per node, rows of BAD_CAP: keys of its actions that scored far below it
  private readonly badCount: Int32Array;
  // The best complete sequence (to a turn's end or a random outcome) by the evaluation there, and
  // the best that goes on, for when the budget runs out before any is complete.
  private readonly bestPath: Int32Array;
  private bestLen = 0;
  private bestValue = -Infinity;
  private readonly openPath: Int32Array;
  private openLen = 0;
  private openValue = -Infinity;
  private readonly acts = new Int32Array(MAX_ACTIONS);
  private readonly nodeActs = new Int32Array(MAX_ACTIONS);
  private readonly choiceActs = new Int32Array(MAX_ACTIONS);
  // An action and the choices it led to (resolve), as played by the last expansion.
  private readonly macro = new Int32Array(PATH_CAP);
  private macroLen = 0;
  private readonly choiceFrom = new GameState(); // the state before a choice
  private readonly choiceBest = new GameState(); // the state after its best option so far
  private readonly beforeCompletion = new GameState(); // the state an unfinished option left (completedValue)
  private readonly completionActs = new Int32Array(MAX_ACTIONS);
  private readonly words = new Uint32Array(4);
  private readonly plans = [new Plan(), new Plan()];
  private readonly lastWords = [new Uint32Array(4), new Uint32Array(4)]; // each seat's stream after its last decision
  private readonly lastTurn = new Int32Array([-1, -1]);
  private readonly turnDecisions = new Int32Array(2);
  private readonly mark = new Uint32Array(8); // what a step may change at random (changedAtRandom)
  private nodes = 0;
  private planCount = 0; // plans made since the bot was made (tests, tuning)
  private nodeCount = 0;

  constructor(name: string, options: PilotOptions = DEFAULT_PILOT) {
    this.name = name;
    this.options = options;
    const w = options.width;
    for (let i = 0; i < 2 * w; i++) this.beam.push(new GameState());
    this.beamValue = new Float64Array(2 * w);
    this.beamPath = new Int32Array(2 * w * PATH_CAP);
    this.beamLen = new Int32Array(2 * w);
    this.beamParent = new Int32Array(2 * w);
    this.badKeys = new Int32Array(2 * w * BAD_CAP);
    this.badCount = new Int32Array(2 * w);
    this.bestPath = new Int32Array(PATH_CAP);
    this.openPath = new Int32Array(PATH_CAP);
  }

  /** Plans made since the bot was made. */
  get plansMade(): number { return this.planCount; }
  /** States scored since the bot was made. */
  get nodesScored(): number { return this.nodeCount; }

  choose(s: GameState, actions: Int32Array, n: number, rng: BotRng): number {
    const p = s.decider[0];
    const phase = s.phase[0];
    if (phase === Phase.Promote) return this.promote(s, p, actions, n, rng);
    if (s.current[0] !== p || (phase !== Phase.Main && phase !== Phase.Effect && phase !== Phase.Retreat)) {
      return greedyChoose(s, actions, n, rng);
    }
    // This turn's decisions so far: the count goes on while the seat's stream is as the last
    // decision left it (a new game re-seeds it) and the turn is the same.
    const w = rng.words, last = this.lastWords[p];
    if (this.lastTurn[p] === s.turn[0] && w[0] === last[0] && w[1] === last[1] && w[2] === last[2] && w[3] === last[3]) this.turnDecisions[p]++;
    else this.turnDecisions[p] = 1;
    this.lastTurn[p] = s.turn[0];
    let choice: number;
    if (this.turnDecisions[p] > MAX_TURN_DECISIONS) {
      // A Power that can be used again and again (Energy Trans, Damage Swap) could otherwise go
      // back and forth for ever: the rest of this turn is the greedy bot's.
      this.plans[p].len = 0;
      choice = greedyChoose(s, actions, n, rng);
    } else {
      const plan = this.plans[p];
      choice = this.follow(s, plan, actions, n, rng);
      if (choice < 0) choice = this.planTurn(s, p, actions, n, rng, plan);
    }
    last.set(w);
    return choice;
  }

  /**
   * Which Benched Pokémon to promote (K3, in either player's turn): the one whose position the
   * evaluation scores best right after it, in a world dealt from what p can't see (the moves
   * after a promotion may draw), played in s and put back.
   */
  private promote(s: GameState, p: number, actions: Int32Array, n: number, rng: BotRng): number {
    const w = this.words;
    w[0] = next32(rng.words); w[1] = next32(rng.words); w[2] = next32(rng.words); w[3] = next32(rng.words) | 1;
    const logger = s.logger;
    this.real.copyFrom(s);
    let best = 0, bestValue = -Infinity;
    try {
      prepareWorlds(s, p);
      dealWorld(s, p, w);
      this.root.copyFrom(s);
      for (let i = 0; i < n; i++) {
        if (i > 0) s.copyFrom(this.root);
        step(s, actions[i]);
        const v = evaluatePosition(s, p, this.options.weights);
        if (v > bestValue) { bestValue = v; best = i; }
      }
    } finally {
      s.copyFrom(this.real);
      s.logger = logger;
    }
    return best;
  }

  /** The planned action, if the plan still holds for this decision; else -1 (and the plan is dropped). */
  private follow(s: GameState, plan: Plan, actions: Int32Array, n: number, rng: BotRng): number {
    if (plan.next >= plan.len) return -1;
    const w = rng.words, pw = plan.words;
    if (plan.turn !== s.turn[0] || w[0] !== pw[0] || w[1] !== pw[1] || w[2] !== pw[2] || w[3] !== pw[3] ||
      fingerprint(s, s.decider[0]) !== plan.prints[plan.next]) {
      plan.len = 0;
      return -1;
    }
    const key = plan.keys[plan.next];
    for (let i = 0; i < n; i++) {
      if (actionKey(s, actions[i]) === key) {
        plan.next++;
        return i;
      }
    }
    plan.len = 0;
    return -1;
  }

  /** Search this turn's sequences in one world and play the first action of the best. */
  private planTurn(s: GameState, p: number, actions: Int32Array, n: number, rng: BotRng, plan: Plan): number {
    const w = this.words;
    w[0] = next32(rng.words); w[1] = next32(rng.words); w[2] = next32(rng.words); w[3] = next32(rng.words) | 1;
    this.planCount++;
    this.nodes = 0;
    const logger = s.logger;
    this.real.copyFrom(s);
    let choice = -1;
    try {
      prepareWorlds(s, p);
      dealWorld(s, p, w);
      this.root.copyFrom(s);
      this.search(s, p);
      if (this.bestLen === 0) { // the budget ran out before any sequence was complete
        for (let i = 0; i < this.openLen; i++) this.bestPath[i] = this.openPath[i];
        this.bestLen = this.openLen;
      }
      this.nodeCount += this.nodes;
      choice = this.record(s, p, plan, actions, n);
      plan.words.set(rng.words);
      plan.turn = this.real.turn[0];
    } finally {
      s.copyFrom(this.real);
      s.logger = logger;
    }
    if (choice < 0) {
      plan.len = 0;
      return greedyChoose(s, actions, n, rng);
    }
    return choice;
  }

  /**
   * The beam search from the world in `root`: finds the best complete sequence (and the best open one).
   * Each depth expands the kept sequences' Main-phase actions; an action that asks p for more
   * choices (a target, cards to search or discard, Energy to pay a Retreat) is played on through
   * them (resolve), so a sequence is scored once the action's effect is done, never half-way.
   */
  private search(s: GameState, p: number): void {
    const { width, budget, depth } = this.options;
    const turn0 = s.turn[0];
    this.bestLen = 0;
    this.bestValue = -Infinity;
    this.openLen = 0;
    this.openValue = -Infinity;
    // depth 0: the root alone, in half 0
    this.cur = 0;
    this.beam[0].copyFrom(this.root);
    this.beamLen[0] = 0;
    this.beamParent[0] = -1;
    this.beamValue[0] = evaluatePosition(s, p, this.options.weights) - (attachmentUnused(s, p) ? this.options.weights[Wt.MissedAttach] : 0);
    const prune = this.options.prune;
    let curCount = 1;
    for (let d = 0; d < depth && curCount > 0 && this.nodes < budget; d++) {
      const nextBase = (1 - this.cur) * width;
      let nextCount = 0;
      for (let b = 0; b < curCount && this.nodes < budget; b++) {
        const node = this.cur * width + b;
        const from = this.beam[node];
        const parent = this.beamParent[node];
        this.badCount[node] = 0;
        s.copyFrom(from);
        const m = legalActions(s, this.nodeActs);
        for (let j = 0; j < m && this.nodes < budget; j++) {
          const a = this.nodeActs[j];
          if (j > 0) s.copyFrom(from); // (listing changes nothing)
          const ak = actKind(a);
          const key = prune > 0 && ak !== Act.EndTurn && ak !== Act.Attack ? actionKey(s, a) : -1;
          if (key >= 0 && parent >= 0 && this.wasBad(parent, key)) {
            if (this.badCount[node] < BAD_CAP) this.badKeys[node * BAD_CAP + this.badCount[node]++] = key; // and down this line
            continue;
          }
          let kind = this.play(s, p, a, turn0);
          this.nodes++;
          this.macro[0] = a;
          this.macroLen = 1;
          let v: number;
          if (kind === CONTINUE && s.phase[0] !== Phase.Main) {
            kind = this.resolve(s, p, turn0, this.beamLen[node]);
            v = this.resolvedValue;
          } else {
            v = evaluatePosition(s, p, this.options.weights);
            if (kind === TERMINAL && this.flipped(s)) v = this.meanOverFlips(s, p, from, a, turn0, v);
          }
          // a sequence that goes on with the attachment unused: counted as missed until it is made
          if (kind === CONTINUE && attachmentUnused(s, p)) v -= this.options.weights[Wt.MissedAttach];
          if (key >= 0 && v < this.beamValue[node] - prune && this.badCount[node] < BAD_CAP) this.badKeys[node * BAD_CAP + this.badCount[node]++] = key;
          if (kind !== CONTINUE || d + 1 >= depth || this.beamLen[node] + this.macroLen >= PATH_CAP) {
            if (v > this.bestValue) {
              this.bestLen = this.extend(this.bestPath, 0, node);
              this.bestValue = v;
            }
            continue;
          }
          // a sequence that goes on: keep it if it is among the best `width` at this depth
          let slot = -1;
          if (nextCount < width) slot = nextCount++;
          else {
            let worst = 0;
            for (let k = 1; k < width; k++) if (this.beamValue[nextBase + k] < this.beamValue[nextBase + worst]) worst = k;
            if (v > this.beamValue[nextBase + worst]) slot = worst;
          }
          if (slot >= 0) {
            const to = nextBase + slot;
            this.beam[to].copyFrom(s);
            this.beamValue[to] = v;
            this.beamParent[to] = node;
            this.beamLen[to] = this.extend(this.beamPath, to * PATH_CAP, node);
          }
          if (v > this.openValue) {
            this.openLen = this.extend(this.openPath, 0, node);
            this.openValue = v;
          }
        }
      }
      this.cur = 1 - this.cur;
      curCount = nextCount;
    }
  }

  /** Did action `key` score far below `node` when node was expanded? */
  private wasBad(node: number, key: number): boolean {
    const at = node * BAD_CAP, n = this.badCount[node];
    for (let i = 0; i < n; i++) if (this.badKeys[at + i] === key) return true;
    return false;
  }

  /** Write the beam's sequence at `node` and then the last expansion's actions into `into` from `at`; its length. */
  private extend(into: Int32Array, at: number, node: number): number {
    const len = this.beamLen[node], from = node * PATH_CAP;
    // (into may be the beam's own rows: copy the node's row first, whichever way they overlap)
    if (into !== this.beamPath || at !== from) for (let i = 0; i < len; i++) into[at + i] = this.beamPath[from + i];
    for (let i = 0; i < this.macroLen; i++) into[at + len + i] = this.macro[i];
    return len + this.macroLen;
  }

  private resolvedValue = 0;

  /**
   * p must choose again within the action just played (s is in an Effect or Retreat phase): take
   * the option whose result scores best, and so on until the action is done. Appends the options
   * taken to `macro`; leaves s after them and their value in resolvedValue; returns how the
   * sequence goes on (CONTINUE: back in the Main phase).
   */
  private resolve(s: GameState, p: number, turn0: number, used: number): number {
    let kind = CONTINUE;
    const w = this.options.weights;
    while (kind === CONTINUE && s.phase[0] !== Phase.Main && used + this.macroLen < PATH_CAP) {
      const m = legalActions(s, this.choiceActs);
      this.choiceFrom.copyFrom(s);
      let best = -1, bestValue = -Infinity, bestKind = CONTINUE;
      for (let j = 0; j < m; j++) {
        if (j > 0) s.copyFrom(this.choiceFrom);
        const k = this.play(s, p, this.choiceActs[j], turn0);
        this.nodes++;
        let v: number;
        // a lone option that asks p again: its value is never read (the next choice's, or the full path's, replaces it)
        if (m === 1 && k === CONTINUE && s.phase[0] !== Phase.Main) v = 0;
        else if (k === TERMINAL && this.flipped(s)) v = this.meanOverFlips(s, p, this.choiceFrom, this.choiceActs[j], turn0, evaluatePosition(s, p, w));
        else if (k !== TERMINAL && s.phase[0] !== Phase.Main) v = this.completedValue(s, p, turn0);
        else v = evaluatePosition(s, p, w);
        if (v > bestValue) {
          bestValue = v; best = j; bestKind = k;
          if (j < m - 1) this.choiceBest.copyFrom(s);
          else continue; // the last option is still in s
        }
        if (j === m - 1) s.copyFrom(this.choiceBest);
      }
      if (best < 0) { best = 0; s.copyFrom(this.choiceFrom); this.play(s, p, this.choiceActs[0], turn0); } // (no score compared: take the first)
      this.macro[this.macroLen++] = this.choiceActs[best];
      kind = bestKind;
      this.resolvedValue = bestValue;
    }
    if (kind === CONTINUE && s.phase[0] !== Phase.Main) this.resolvedValue = evaluatePosition(s, p, w); // (the path is full)
    return kind;
  }

  /**
   * The value of an option that leaves its action unfinished (another card to choose, an Energy to
   * discard for an attack's damage): the action played on to its end with greedy's choices, so an
   * option is never scored half-way (an Energy discarded for Hail Blade is worth its damage). It
   * plays in s and puts s back (the bound engine reads one state: docs/DESIGN.md, Performance).
   */
  private completedValue(s: GameState, p: number, turn0: number): number {
    this.beforeCompletion.copyFrom(s);
    let k = CONTINUE;
    for (let i = 0; i < COMPLETION_CAP && k !== TERMINAL && s.phase[0] !== Phase.Main; i++) {
      const m = legalActions(s, this.completionActs);
      if (m === 0) break;
      k = this.play(s, p, this.completionActs[m === 1 ? 0 : greedyChoose(s, this.completionActs, m, NO_RNG)], turn0);
    }
    const v = evaluatePosition(s, p, this.options.weights);
    s.copyFrom(this.beforeCompletion);
    return v;
  }

  /**
   * Step action a of p in s, then the moves that follow until p decides again in this turn or the
   * turn is over (forced moves, and the opponent's choices, which the greedy bot makes here).
   */
  private play(s: GameState, p: number, a: number, turn0: number): number {
    const mk = this.mark;
    mk[0] = s.rng[0]; mk[1] = s.rng[1]; mk[2] = s.rng[2]; mk[3] = s.rng[3];
    mk[4] = s.deckCount[0]; mk[5] = s.deckCount[1]; mk[6] = s.prizeCount[0] + 64 * s.prizeCount[1]; mk[7] = s.handCount[1 - p];
    step(s, a);
    const acts = this.acts;
    for (;;) {
      // (a Main phase always lists End Turn: whether the sequence stops there needs no listing)
      if (s.phase[0] === Phase.Main) {
        if (s.turn[0] !== turn0) {
          if (s.decider[0] !== p) return TERMINAL;
        } else if (s.decider[0] === p && s.current[0] === p) return this.changedAtRandom(s) ? CHANCE : CONTINUE;
      }
      const m = legalActions(s, acts);
      if (m === 0) return TERMINAL;
      const d = s.decider[0];
      if (s.turn[0] !== turn0) {
        if (d !== p && s.phase[0] === Phase.Main) return TERMINAL;
      } else if (d === p && s.current[0] === p) {
        return this.changedAtRandom(s) ? CHANCE : CONTINUE;
      }
      step(s, acts[m === 1 ? 0 : greedyChoose(s, acts, m, NO_RNG)]);
    }
  }

  /** Did the last play() draw, search or shuffle a deck, flip a coin, take a Prize or touch the opponent's hand? */
  private changedAtRandom(s: GameState): boolean {
    const mk = this.mark;
    return mk[0] !== s.rng[0] || mk[1] !== s.rng[1] || mk[2] !== s.rng[2] || mk[3] !== s.rng[3] ||
      mk[4] !== s.deckCount[0] || mk[5] !== s.deckCount[1] || mk[6] !== s.prizeCount[0] + 64 * s.prizeCount[1] ||
      mk[7] !== s.handCount[1 - s.current[0]];
  }

  /** Did the last play() use the game's generator (a coin flip, a shuffle)? */
  private flipped(s: GameState): boolean {
    const mk = this.mark;
    return mk[0] !== s.rng[0] || mk[1] !== s.rng[1] || mk[2] !== s.rng[2] || mk[3] !== s.rng[3];
  }

  /** A turn-ending action whose result was random (a coin-flipping attack): the mean over more flips. */
  private meanOverFlips(s: GameState, p: number, from: GameState, a: number, turn0: number, first: number): number {
    let sum = first;
    const k = this.options.samples;
    for (let i = 1; i < k; i++) {
      s.copyFrom(from);
      // another stream for the game's generator, from the world's own words
      s.rng[0] ^= next32(this.words); s.rng[1] ^= next32(this.words); s.rng[2] ^= next32(this.words); s.rng[3] = s.rng[3] ^ next32(this.words);
      this.play(s, p, a, turn0);
      this.nodes++;
      sum += evaluatePosition(s, p, this.options.weights);
    }
    return sum / k;
  }

  /**
   * Replay the best sequence in the world to note, for each of its later decisions, what p should
   * see then and the key of the planned action; it ends after the first random outcome. Returns the
   * index of its first action among the real `actions`, or -1.
   */
  private record(s: GameState, p: number, plan: Plan, actions: Int32Array, n: number): number {
    plan.len = 0;
    plan.next = 0;
    if (this.bestLen === 0) return -1;
    const path = this.bestPath;
    s.copyFrom(this.root);
    const first = path[0];
    let choice = -1;
    for (let i = 0; i < n; i++) if (actions[i] === first) { choice = i; break; }
    if (choice < 0) {
      const key = actionKey(s, first);
      s.copyFrom(this.real);
      for (let i = 0; i < n; i++) if (actionKey(s, actions[i]) === key) { choice = i; break; }
      return choice;
    }
    const turn0 = s.turn[0];
    let len = 0;
    for (let j = 0; j < this.bestLen && len < plan.keys.length; j++) {
      if (j > 0) {
        plan.keys[len] = actionKey(s, path[j]);
        plan.prints[len] = fingerprint(s, p);
        len++;
      }
      if (this.play(s, p, path[j], turn0) !== CONTINUE) break;
    }
    plan.len = len;
    return choice;
  }
}

/**
 * A hash of what player p sees of the state (both boards, its own hand, the sizes of every zone,
 * the pending choice and the cards it shows): equal in the world and the real game while nothing
 * random has happened. Card ids, not instances (a world may hold another copy of a card).
 */
export function fingerprint(s: GameState, p: number): number {
  let h = 0x811c9dc5 ^ s.turn[0];
  h = mix(h, s.phase[0] | s.decider[0] << 4 | s.pend[0] << 8 | s.current[0] << 12);
  h = mix(h, s.candCount[0] | s.pc[0] << 8 | s.progKind[0] << 24);
  for (let i = 0; i < s.candCount[0]; i++) h = mix(h, s.cardDef[s.cand[i]]);
  for (let q = 0; q < 2; q++) {
    h = mix(h, s.deckCount[q] | s.handCount[q] << 8 | s.discardCount[q] << 16 | s.prizeCount[q] << 24);
    h = mix(h, s.supporterUsed[q] | s.energyAttached[q] << 1 | s.retreated[q] << 2 | s.stadiumPlayed[q] << 3 | s.benchCount[q] << 8);
  }
  const base = p * MAX_DECK;
  for (let i = 0; i < s.handCount[p]; i++) h = mix(h, s.cardDef[s.hand[base + i]]);
  for (let sl = 0; sl < SLOT_TOTAL; sl++) {
    const top = s.slotTop[sl];
    if (top < 0) continue;
    h = mix(h, s.slotCount[sl] | s.damage[sl] << 8 | s.cond[sl] << 24 | s.poisoned[sl] << 28 | s.burned[sl] << 30);
    const cards = sl * SLOT_CAP;
    for (let i = 0; i < s.slotCount[sl]; i++) h = mix(h, s.cardDef[s.slotCards[cards + i]]);
  }
  return h;
}

const mix = (h: number, x: number): number => Math.imul(h ^ x, 0x01000193) ^ (h >>> 15);

/** The greedy bot ignores its generator. */
const NO_RNG = null as unknown as BotRng;

let shared: PilotBot | null = null;

/** The pilot bot (one per thread). */
export function pilotBot(): PilotBot {
  shared ??= new PilotBot('pilot');
  return shared;
}
