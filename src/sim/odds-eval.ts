// Goals compiled into typed arrays and evaluated without allocating: a player's cards are counted
// once per check into (zone, subject) counts, then each goal's postfix program reads them.
import { GameState, Zone, MAX_DECK } from '../engine/state.js';
import { CARD_COUNT } from '../engine/tables.js';
import { GOAL_ZONES, MAX_SUBJECTS, OP_AND, OP_OR, OP_NOT, type Goal } from './odds-goal.js';

/** What a batch needs of the goals: plain data (crosses to a worker). */
export interface GoalSpec {
  subjects: number[][]; // card ids per subject
  goals: Pick<Goal, 'byTurn' | 'atoms' | 'program'>[];
}

/** Zone of the engine → goal zone (-1: not looked at). */
const ZONE_OF = new Int8Array([-1, 0, 2, 3, 1, 1]); // Deck, Hand, Discard, Prize, InPlay, Stadium

export class GoalEvaluator {
  readonly goals: number;
  readonly byTurn: Int16Array;
  /** Bit k: the card id belongs to subject k. */
  private readonly subjectMask = new Uint32Array(CARD_COUNT);
  /** Per (goal zone, subject): cards counted by the last count*. */
  readonly counts = new Int16Array(GOAL_ZONES * MAX_SUBJECTS);
  private readonly progStart: Int32Array;
  private readonly prog: Int32Array;
  // atoms, flattened over goals (program atom indices are offset by the goal's first atom)
  private readonly atomStart: Int32Array;
  private readonly atomCell: Int16Array; // zone * MAX_SUBJECTS + subject
  private readonly atomAtLeast: Int16Array;
  private readonly stack = new Uint8Array(256);

  constructor(spec: GoalSpec) {
    spec.subjects.forEach((cards, k) => { for (const id of cards) this.subjectMask[id] |= 1 << k; });
    this.goals = spec.goals.length;
    this.byTurn = Int16Array.from(spec.goals.map((g) => g.byTurn));
    this.progStart = new Int32Array(this.goals + 1);
    this.atomStart = new Int32Array(this.goals + 1);
    const prog: number[] = [], cells: number[] = [], least: number[] = [];
    spec.goals.forEach((g, k) => {
      this.progStart[k] = prog.length;
      this.atomStart[k] = cells.length;
      prog.push(...g.program);
      for (const a of g.atoms) { cells.push(a.zone * MAX_SUBJECTS + a.subject); least.push(a.atLeast); }
    });
    this.progStart[this.goals] = prog.length;
    this.atomStart[this.goals] = cells.length;
    this.prog = Int32Array.from(prog);
    this.atomCell = Int16Array.from(cells);
    this.atomAtLeast = Int16Array.from(least);
  }

  private add(card: number, zone: number): void {
    let m = this.subjectMask[card];
    const base = zone * MAX_SUBJECTS;
    while (m !== 0) {
      const bit = 31 - Math.clz32(m & -m);
      this.counts[base + bit]++;
      m &= m - 1;
    }
  }

  /** Count player p's cards in hand, in play, in the discard pile and among the prizes. */
  countPlayer(s: GameState, p: number): void {
    this.counts.fill(0);
    const end = p * MAX_DECK + s.deckSize[p];
    for (let c = p * MAX_DECK; c < end; c++) {
      const z = s.cardZone[c];
      if (z === Zone.Deck) continue;
      this.add(s.cardDef[c], ZONE_OF[z]);
    }
  }

  /** Count a dealt hand and prizes: card ids at positions [hand0, hand1) and [prize0, prize1) of `order` into `cards`. */
  countDeal(cards: ArrayLike<number>, order: Uint8Array, hand0: number, hand1: number, prize0: number, prize1: number): void {
    this.counts.fill(0);
    for (let i = hand0; i < hand1; i++) this.add(cards[order[i]], 0);
    for (let i = prize0; i < prize1; i++) this.add(cards[order[i]], 3);
  }

  /** Is goal g met by the counts? */
  met(g: number): boolean {
    const st = this.stack, first = this.atomStart[g];
    let sp = 0;
    for (let i = this.progStart[g], end = this.progStart[g + 1]; i < end; i++) {
      const w = this.prog[i];
      if (w >= 0) {
        st[sp++] = this.counts[this.atomCell[first + w]] >= this.atomAtLeast[first + w] ? 1 : 0;
      } else if (w === OP_NOT) {
        st[sp - 1] ^= 1;
      } else {
        const b = st[--sp];
        st[sp - 1] = w === OP_AND ? st[sp - 1] & b : w === OP_OR ? st[sp - 1] | b : 0;
      }
    }
    return st[0] === 1;
  }
}
