// Per-card statistics of a batch of games (opt-in: `simulate --card-stats`, and every report run):
// for each card DEFINITION of each deck, in how many games it was drawn, played, attacked with,
// the prizes its attacks took and the turn of its first attack. Like counts.ts these are fixed-size
// counts in one Float64Array that add across workers, tasks and shards.
//
// Layout: one row per distinct card of seat 0's list (first-appearance order), then one per
// distinct card of seat 1's list; each row holds the CARD_FIELDS below.
//
// How each figure is seen (a game-loop observer, nothing in the engine): at every decision the
// hands and the cards in play are scanned (a card ever seen in a hand or in play was drawn: opening
// hand, draws, searches, prize cards, or fetched straight into play; a card ever seen in play was played: benched,
// evolved, attached, a Tool or a Pokémon put into play by an effect); a chosen Trainer or Power
// action marks its card played; a chosen Attack marks the Active Pokémon's card, and every prize
// its player takes until that turn ends is credited to it (a Knock Out at the Checkup ending that
// turn included). Cards that pass through a hand within one action without a decision between
// (none of the bundled decks' effects do) are not seen.
import { GameState, INSTANCES, MAX_DECK, SLOT_CAP, SLOTS, Phase } from '../engine/state.js';
import { Act, actKind, actA, actB } from '../engine/actions.js';
import type { LoopObserver } from './game-loop.js';
import type { PrizeTracker } from './counts.js';

/** Game turns 1..30 of a first attack have their own bucket; the last bucket is "after turn 30". */
export const FIRST_ATTACK_MAX_TURN = 30;
export const FIRST_ATTACK_BUCKETS = FIRST_ATTACK_MAX_TURN + 2;

let at = 0;
const field = (n: number) => { const o = at; at += n; return o; };
/** Offsets inside one card's row. */
export const CF = {
  drawn: field(1), // games in which the card reached its owner: in hand at some decision, or put into play (so played ≤ drawn)
  played: field(1), // games in which it was played (see above)
  winsPlayed: field(1), // of those, games its deck won
  attackGames: field(1), // games in which it attacked
  attacks: field(1), // Attack actions chosen with it as the Active Pokémon (an attack that then fails still counts)
  prizes: field(1), // prizes its attacks took
  firstAttackTurnSum: field(1), // sum over attackGames of the game turn of its first attack
  firstAttackHist: field(FIRST_ATTACK_BUCKETS), // games whose first attack with it came on game turn t
};
export const CARD_FIELDS = at;

/** Distinct card ids of a deck list, in the order they first appear: the rows of that seat. */
export function deckRows(deck: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < deck.length; i++) if (!out.includes(deck[i])) out.push(deck[i]);
  return out;
}

/** Entries of the card counts of a matchup with these two lists. */
export function cardCountsSize(deck0: ArrayLike<number>, deck1: ArrayLike<number>): number {
  return (deckRows(deck0).length + deckRows(deck1).length) * CARD_FIELDS;
}

const turnBucket = (t: number) => (t > FIRST_ATTACK_MAX_TURN ? FIRST_ATTACK_MAX_TURN + 1 : t < 0 ? 0 : t);

/**
 * Per-game observer of one matchup (built once per batch: nothing is allocated per game or
 * action). Wraps the batch's PrizeTracker, which still sees every step.
 */
export class CardStatsTracker implements LoopObserver {
  /** Card row of each card instance (-1: unused instance). */
  private readonly rowOf = new Int16Array(INSTANCES).fill(-1);
  private readonly seatOf: Uint8Array;
  private readonly drawn: Uint8Array;
  private readonly played: Uint8Array;
  private readonly firstTurn: Int16Array; // 0: no attack yet this game
  private readonly attacks: Int32Array;
  private readonly prizes: Int32Array;
  private attackRow = -1; // row of the attack whose prizes are being counted
  private attackPlayer = 0;
  private attackTurn = 0;
  private prizesBefore = 0;

  constructor(deck0: ArrayLike<number>, deck1: ArrayLike<number>, readonly prizeTracker: PrizeTracker) {
    const rows0 = deckRows(deck0), rows1 = deckRows(deck1);
    const n = rows0.length + rows1.length;
    this.seatOf = new Uint8Array(n);
    this.seatOf.fill(1, rows0.length);
    for (let i = 0; i < deck0.length; i++) this.rowOf[i] = rows0.indexOf(deck0[i]);
    for (let i = 0; i < deck1.length; i++) this.rowOf[MAX_DECK + i] = rows0.length + rows1.indexOf(deck1[i]);
    this.drawn = new Uint8Array(n);
    this.played = new Uint8Array(n);
    this.firstTurn = new Int16Array(n);
    this.attacks = new Int32Array(n);
    this.prizes = new Int32Array(n);
  }

  reset(): void {
    this.prizeTracker.reset();
    this.drawn.fill(0);
    this.played.fill(0);
    this.firstTurn.fill(0);
    this.attacks.fill(0);
    this.prizes.fill(0);
    this.attackRow = -1;
  }

  decision(s: GameState): void {
    const rowOf = this.rowOf, drawn = this.drawn, played = this.played;
    for (let p = 0; p < 2; p++) {
      const base = p * MAX_DECK;
      for (let i = 0, n = s.handCount[p]; i < n; i++) drawn[rowOf[s.hand[base + i]]] = 1;
    }
    // The Active and the Bench (contiguous) of each player: the slots past it are empty.
    for (let p = 0; p < 2; p++) {
      for (let sl = p * SLOTS, last = sl + s.benchCount[p]; sl <= last; sl++) {
        const base = sl * SLOT_CAP;
        for (let i = 0, n = s.slotCount[sl]; i < n; i++) played[rowOf[s.slotCards[base + i]]] = 1;
      }
    }
  }

  chosen(s: GameState, a: number): void {
    const kind = actKind(a);
    if (kind === Act.Attack) {
      const p = s.decider[0];
      const row = this.rowOf[s.slotTop[p * SLOTS]];
      this.attacks[row]++;
      if (this.firstTurn[row] === 0) this.firstTurn[row] = s.turn[0] > 0 ? s.turn[0] : 1;
      this.attackRow = row;
      this.attackPlayer = p;
      this.attackTurn = s.turn[0];
      this.prizesBefore = s.prizesTaken[p];
    } else if (kind === Act.PlayTrainer) {
      this.played[this.rowOf[actA(a)]] = 1;
    } else if (kind === Act.Power && actA(a) === 0) {
      const top = s.slotTop[actB(a)];
      if (top >= 0) this.played[this.rowOf[top]] = 1; // an Ability used (a Tool's Ability: the Tool is in play already)
    }
  }

  stepped(s: GameState): void {
    this.prizeTracker.stepped(s);
    if (this.attackRow < 0) return;
    const now = s.prizesTaken[this.attackPlayer];
    if (now > this.prizesBefore) this.prizes[this.attackRow] += now - this.prizesBefore;
    this.prizesBefore = now;
    if (s.turn[0] !== this.attackTurn || s.phase[0] === Phase.Over) this.attackRow = -1;
  }

  /** Add the finished game to the card counts. */
  addGame(cards: Float64Array, s: GameState): void {
    const w = s.winner[0];
    for (let row = 0; row < this.seatOf.length; row++) {
      const o = row * CARD_FIELDS;
      // "drawn" is "reached its owner": a card fetched from the deck straight into play (Nest Ball to
      // the Bench) counts too, so a card played was always drawn.
      if (this.drawn[row] !== 0 || this.played[row] !== 0) cards[o + CF.drawn]++;
      if (this.played[row] !== 0) {
        cards[o + CF.played]++;
        if (w === this.seatOf[row]) cards[o + CF.winsPlayed]++;
      }
      const t = this.firstTurn[row];
      if (t > 0) {
        cards[o + CF.attackGames]++;
        cards[o + CF.firstAttackTurnSum] += t;
        cards[o + CF.firstAttackHist + turnBucket(t)]++;
      }
      cards[o + CF.attacks] += this.attacks[row];
      cards[o + CF.prizes] += this.prizes[row];
    }
  }
}

/**
 * Why card counts can't be those of real games of this matchup, or null: the size its lists
 * give, whole non-negative entries, and per card no more games than were played (`games`), no
 * more wins when played than games played or than its deck's wins, attacks at least the games
 * with an attack, and a first-attack histogram summing to those games.
 */
export function cardCountsProblem(cards: ArrayLike<number>, deckCards: [ArrayLike<number>, ArrayLike<number>], games: number, wins: [number, number]): string | null {
  const size = cardCountsSize(deckCards[0], deckCards[1]);
  if (cards.length !== size) return `card counts have ${cards.length} entries (${size} expected for these deck lists)`;
  for (let i = 0; i < size; i++) {
    if (!Number.isSafeInteger(cards[i]) || cards[i] < 0) return `card counts[${i}] is ${cards[i]} (a non-negative whole number expected)`;
  }
  const n0 = deckRows(deckCards[0]).length;
  for (let row = 0; row < size / CARD_FIELDS; row++) {
    const o = row * CARD_FIELDS, seat = row < n0 ? 0 : 1;
    const where = `deck ${seat + 1}'s card ${(seat === 0 ? row : row - n0) + 1}`;
    if (cards[o + CF.drawn] > games || cards[o + CF.played] > games || cards[o + CF.attackGames] > games) return `${where} is counted in more games than were played`;
    if (cards[o + CF.winsPlayed] > cards[o + CF.played] || cards[o + CF.winsPlayed] > wins[seat]) return `${where} has more wins when played than games played or wins`;
    if (cards[o + CF.played] > cards[o + CF.drawn]) return `${where} is played in more games than it was drawn`;
    if (cards[o + CF.attacks] < cards[o + CF.attackGames]) return `${where} attacked in more games than it attacked`;
    let hist = 0;
    for (let t = 0; t < FIRST_ATTACK_BUCKETS; t++) hist += cards[o + CF.firstAttackHist + t];
    if (hist !== cards[o + CF.attackGames]) return `${where}'s first-attack histogram sums to ${hist}, not its games with an attack`;
    if (cards[o + CF.firstAttackTurnSum] < hist) return `${where}'s first attacks came before turn 1`;
  }
  return null;
}

/** Add `from` into `into` (same layout). */
export function addCardCounts(into: Float64Array, from: ArrayLike<number>, fromOffset = 0): void {
  for (let i = 0; i < into.length; i++) into[i] += from[fromOffset + i];
}
