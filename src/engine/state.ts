// The game state: a struct of arrays over ONE ArrayBuffer. Every field is a typed-array view at
// a fixed offset, so cloning a state is one buffer copy and a state can cross to a worker.
// Card instances: player p owns instances p*MAX_DECK .. p*MAX_DECK+deckSize-1.
// Slots: player p's Pokémon in play are slots p*SLOTS + 0 (Active) .. p*SLOTS + 5 (Bench 1..5).

export const MAX_DECK = 60;
export const INSTANCES = 2 * MAX_DECK;
export const SLOTS = 6;
export const SLOT_TOTAL = 2 * SLOTS;
export const SLOT_CAP = MAX_DECK; // cards stacked/attached on one slot: never more than a deck
export const MAX_PRIZES = 6;
export const CAND_CAP = MAX_DECK;
export const INJECT_CAP = 64;
export const REG_COUNT = 16;
export const ENERGY_STRIDE = 8; // slotEnergy entries per slot: 7 types + total

/** Card zones. */
export const enum Zone {
  Deck = 0,
  Hand = 1,
  Discard = 2,
  Prize = 3,
  InPlay = 4,
  Stadium = 5, // the Stadium in play (shared by both players, owned by one)
}

/** Game phases. */
export const enum Phase {
  ChooseFirst = 0, // the coin-flip winner chooses to go first or second (S1)
  SetupActive = 1, // pending player chooses an Active (S3)
  SetupBench = 2, // pending player benches Basics or is done (S3)
  ExtraDraws = 3, // mulligan compensation (S6)
  Main = 4, // a turn's actions (T3/T4)
  Effect = 5, // an effect program waits for a choice
  Promote = 6, // a player must promote a Benched Pokémon (K3/K5)
  Retreat = 7, // choosing which Energy to discard for a retreat (A6)
  Over = 8,
}

/** Why the game ended. */
export const enum EndReason {
  None = 0,
  Prizes = 1, // W1
  NoPokemon = 2, // W2
  DeckOut = 3, // W3
  TurnLimit = 4, // W5
  SuddenDeath = 5, // W4 decided by a sudden-death game
  Tie = 6, // W4 with sudden death off: recorded as a draw
}
export const END_REASON_NAMES = ['none', 'prizes', 'no-pokemon', 'deck-out', 'turn-limit', 'sudden-death', 'tie'];

/** Registers used by effect programs while they run (indices into `reg`). */
/** What a paused effect waits for. */
export const enum Pend {
  None = 0,
  Card = 1, // one of cand[0..candCount); Done allowed once Count >= pendMin
  Slot = 2, // a slot in slotMask; Done allowed if pendMin == 0
  YesNo = 3,
  Option = 4, // an index below candCount
  RetreatEnergy = 5, // an Energy on the Active to discard for the Retreat Cost
  Grounding = 6, // a slot in slotMask to receive Energy, or Done (A5, optional)
}

/** What program is running (GameState.progKind). */
export const enum ProgKind {
  None = 0,
  Attack = 1,
  Trainer = 2,
}

/** Bits of GameState.cardFlags. */
export const enum CardFlag {
  ExtraDraw = 1, // drawn by a mulligan extra draw (S6): may go to the Bench at once
}

export const enum Reg {
  Damage = 0, // damage of the attack being resolved (after base modifiers)
  Target = 1, // slot receiving the attack's damage
  NoResistance = 2,
  Cancelled = 3, // the attack does nothing
  DamageDone = 4, // damage actually put on the target
  Count = 5, // cards chosen so far by the current op
  Chosen = 6, // a chosen slot/card carried between sub-choices
  Aux = 7,
  Aux2 = 8,
  Stopped = 9, // a FlipHeadsOrStop came up tails: skip the rest of the program
  DamageStepDone = 10,
  Attacker = 11, // slot of the attacking Pokémon
  CostPaid = 12, // cards discarded from hand as this program's price (A3): the last ones on the discard pile
}

type Field = { name: string; ctor: Int8ArrayConstructor | Uint8ArrayConstructor | Int16ArrayConstructor | Uint16ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor; count: number };

// The layout. Each line: name, element type, count. Order matters only for alignment.
const FIELDS: Field[] = [
  // --- random generator (sfc32) and injected coin flips for tests ---
  { name: 'rng', ctor: Uint32Array, count: 4 },
  // --- per card instance ---
  { name: 'cardDef', ctor: Int16Array, count: INSTANCES }, // card id (tables.ts), -1 if unused
  { name: 'cardExpire', ctor: Int16Array, count: INSTANCES }, // turn at whose end an attached Trainer is discarded
  { name: 'cardZone', ctor: Uint8Array, count: INSTANCES },
  { name: 'cardSlot', ctor: Uint8Array, count: INSTANCES }, // slot when in play
  { name: 'cardFlags', ctor: Uint8Array, count: INSTANCES }, // CardFlag bits
  // --- per player zones (ordered lists; deck top = last element) ---
  { name: 'deck', ctor: Uint8Array, count: 2 * MAX_DECK },
  { name: 'hand', ctor: Uint8Array, count: 2 * MAX_DECK },
  { name: 'discard', ctor: Uint8Array, count: 2 * MAX_DECK },
  { name: 'prizes', ctor: Uint8Array, count: 2 * MAX_PRIZES },
  { name: 'deckCount', ctor: Int16Array, count: 2 },
  { name: 'handCount', ctor: Int16Array, count: 2 },
  { name: 'discardCount', ctor: Int16Array, count: 2 },
  { name: 'prizeCount', ctor: Int16Array, count: 2 },
  { name: 'deckSize', ctor: Int16Array, count: 2 },
  { name: 'prizesTaken', ctor: Int16Array, count: 2 },
  { name: 'mulligans', ctor: Int16Array, count: 2 },
  { name: 'extraDraws', ctor: Int16Array, count: 2 }, // extra draws still allowed (S6)
  { name: 'extraTaken', ctor: Int16Array, count: 2 }, // extra draws taken (S6)
  { name: 'benchCount', ctor: Uint8Array, count: 2 },
  { name: 'supporterUsed', ctor: Uint8Array, count: 2 }, // this turn (A3)
  { name: 'energyAttached', ctor: Uint8Array, count: 2 }, // this turn (A2)
  { name: 'retreated', ctor: Uint8Array, count: 2 }, // this turn (A6)
  { name: 'stadiumPlayed', ctor: Uint8Array, count: 2 }, // this turn (A3)
  { name: 'stadium', ctor: Int16Array, count: 1 }, // the Stadium card in play, -1 if none
  // --- per slot ---
  { name: 'slotCards', ctor: Uint8Array, count: SLOT_TOTAL * SLOT_CAP }, // stack bottom-up, then attachments
  { name: 'slotCount', ctor: Uint8Array, count: SLOT_TOTAL },
  // Energy attached per slot by type (7 types, then the total): kept in step by attach/detach so
  // attack costs (X1) and Retreat Costs (A6) are checked without walking the attached cards.
  { name: 'slotEnergy', ctor: Uint8Array, count: SLOT_TOTAL * ENERGY_STRIDE },
  { name: 'slotTop', ctor: Int16Array, count: SLOT_TOTAL }, // instance of the top Pokémon card, -1 if empty
  { name: 'damage', ctor: Int16Array, count: SLOT_TOTAL },
  { name: 'cond', ctor: Uint8Array, count: SLOT_TOTAL }, // Cond.Asleep/Confused/Paralyzed or 0 (C7)
  { name: 'poisoned', ctor: Uint8Array, count: SLOT_TOTAL },
  { name: 'burned', ctor: Uint8Array, count: SLOT_TOTAL },
  { name: 'paralyzedTurn', ctor: Int16Array, count: SLOT_TOTAL },
  { name: 'enteredTurn', ctor: Int16Array, count: SLOT_TOTAL }, // turn it was put into play or evolved (A4)
  { name: 'guard', ctor: Uint8Array, count: SLOT_TOTAL }, // Guard kind
  { name: 'guardParam', ctor: Int16Array, count: SLOT_TOTAL },
  { name: 'guardUntil', ctor: Int16Array, count: SLOT_TOTAL }, // last turn the guard applies
  { name: 'debuff', ctor: Uint8Array, count: SLOT_TOTAL },
  { name: 'debuffParam', ctor: Int16Array, count: SLOT_TOTAL },
  { name: 'debuffUntil', ctor: Int16Array, count: SLOT_TOTAL },
  { name: 'noAttackTurn', ctor: Int16Array, count: SLOT_TOTAL }, // a turn in which it can't attack
  { name: 'usedOnce', ctor: Uint8Array, count: SLOT_TOTAL }, // bit i: once-per-play attack i used
  // --- game ---
  { name: 'turn', ctor: Int16Array, count: 1 }, // 1 = the first player's first turn
  { name: 'current', ctor: Uint8Array, count: 1 }, // whose turn it is
  { name: 'first', ctor: Uint8Array, count: 1 },
  { name: 'phase', ctor: Uint8Array, count: 1 },
  { name: 'decider', ctor: Uint8Array, count: 1 }, // who must choose now
  { name: 'winner', ctor: Int8Array, count: 1 }, // 0, 1, 2 = draw, -1 = not over
  { name: 'endReason', ctor: Uint8Array, count: 1 },
  { name: 'suddenDeaths', ctor: Uint8Array, count: 1 },
  { name: 'promoteMask', ctor: Uint8Array, count: 1 }, // bit p: player p must promote
  { name: 'afterPromote', ctor: Uint8Array, count: 1 }, // what follows the promotions (AfterKo)
  { name: 'koByAttack', ctor: Uint8Array, count: 1 },
  { name: 'koSlot', ctor: Int8Array, count: 1 }, // slot being Knocked Out while a trigger waits
  // --- rule set (copied in at game creation, so clones carry it) ---
  { name: 'rules', ctor: Int16Array, count: 16 },
  // --- the running effect program and its pending choice ---
  { name: 'progStart', ctor: Int32Array, count: 1 },
  { name: 'progLen', ctor: Int16Array, count: 1 },
  { name: 'pc', ctor: Int16Array, count: 1 },
  { name: 'progKind', ctor: Uint8Array, count: 1 }, // ProgKind
  { name: 'progSource', ctor: Int16Array, count: 1 }, // attack id or Trainer instance
  { name: 'progPlayer', ctor: Uint8Array, count: 1 },
  { name: 'pend', ctor: Uint8Array, count: 1 }, // Pend kind while phase is Effect/Retreat
  { name: 'pendMin', ctor: Int16Array, count: 1 }, // the choice may be DONE once Count >= pendMin
  { name: 'reg', ctor: Int32Array, count: REG_COUNT },
  { name: 'cand', ctor: Uint8Array, count: CAND_CAP }, // candidate cards of a card choice
  { name: 'candCount', ctor: Int16Array, count: 1 },
  { name: 'slotMask', ctor: Uint16Array, count: 1 }, // allowed slots of a slot choice
  // --- injected coin flips (tests): 1 heads, 0 tails ---
  { name: 'inject', ctor: Uint8Array, count: INJECT_CAP },
  { name: 'injectLen', ctor: Int16Array, count: 1 },
  { name: 'injectPos', ctor: Int16Array, count: 1 },
];

interface Placed { name: string; offset: number; ctor: Field['ctor']; count: number }
const placed: Placed[] = [];
let offset = 0;
// Largest elements first keeps every view aligned without padding holes.
for (const f of [...FIELDS].sort((a, b) => b.ctor.BYTES_PER_ELEMENT - a.ctor.BYTES_PER_ELEMENT)) {
  placed.push({ name: f.name, offset, ctor: f.ctor, count: f.count });
  offset += f.ctor.BYTES_PER_ELEMENT * f.count;
}
/** Size of one game state in bytes (asserted by a test). */
export const STATE_BYTES = (offset + 7) & ~7;

/** Rule-set parameters stored in `rules` (see rules.ts). */
export const enum RuleParam {
  ResistanceOverride = 0, // 0: printed value; else the value to subtract
  ConfusionDamage = 1,
  ConfusionRetreatFlip = 2,
  BurnFlipFirst = 3, // pre-SM burn (C3 variant)
  FirstTurnSupporterBan = 4, // T6
  FirstTurnAttackBan = 5, // T5
  FlipWinnerChooses = 6, // S1: the winner chooses first/second
  SuddenDeath = 7, // W4 switch
  TurnLimit = 8, // W5
  Prizes = 9, // S5 / V4 (0: by deck size)
  RuleSetId = 10,
  PlusPowerAfterWR = 11, // classic: a bonus whose printed text says "after Weakness and Resistance" (Base Set PlusPower) is added then (X3); others stay before
}

export class GameState {
  readonly buffer: ArrayBuffer;
  readonly bytes: Uint8Array;
  rng!: Uint32Array;
  cardDef!: Int16Array;
  cardExpire!: Int16Array;
  cardZone!: Uint8Array;
  cardSlot!: Uint8Array;
  cardFlags!: Uint8Array;
  deck!: Uint8Array;
  hand!: Uint8Array;
  discard!: Uint8Array;
  prizes!: Uint8Array;
  deckCount!: Int16Array;
  handCount!: Int16Array;
  discardCount!: Int16Array;
  prizeCount!: Int16Array;
  deckSize!: Int16Array;
  prizesTaken!: Int16Array;
  mulligans!: Int16Array;
  extraDraws!: Int16Array;
  extraTaken!: Int16Array;
  benchCount!: Uint8Array;
  supporterUsed!: Uint8Array;
  energyAttached!: Uint8Array;
  retreated!: Uint8Array;
  stadiumPlayed!: Uint8Array;
  stadium!: Int16Array;
  slotCards!: Uint8Array;
  slotCount!: Uint8Array;
  slotEnergy!: Uint8Array;
  slotTop!: Int16Array;
  damage!: Int16Array;
  cond!: Uint8Array;
  poisoned!: Uint8Array;
  burned!: Uint8Array;
  paralyzedTurn!: Int16Array;
  enteredTurn!: Int16Array;
  guard!: Uint8Array;
  guardParam!: Int16Array;
  guardUntil!: Int16Array;
  debuff!: Uint8Array;
  debuffParam!: Int16Array;
  debuffUntil!: Int16Array;
  noAttackTurn!: Int16Array;
  usedOnce!: Uint8Array;
  turn!: Int16Array;
  current!: Uint8Array;
  first!: Uint8Array;
  phase!: Uint8Array;
  decider!: Uint8Array;
  winner!: Int8Array;
  endReason!: Uint8Array;
  suddenDeaths!: Uint8Array;
  promoteMask!: Uint8Array;
  afterPromote!: Uint8Array;
  koByAttack!: Uint8Array;
  koSlot!: Int8Array;
  rules!: Int16Array;
  progStart!: Int32Array;
  progLen!: Int16Array;
  pc!: Int16Array;
  progKind!: Uint8Array;
  progSource!: Int16Array;
  progPlayer!: Uint8Array;
  pend!: Uint8Array;
  pendMin!: Int16Array;
  reg!: Int32Array;
  cand!: Uint8Array;
  candCount!: Int16Array;
  slotMask!: Uint16Array;
  inject!: Uint8Array;
  injectLen!: Int16Array;
  injectPos!: Int16Array;

  /** Optional event sink (logs); never part of the buffer, never used for decisions. */
  logger: EventSink | null = null;

  constructor(buffer?: ArrayBuffer) {
    this.buffer = buffer ?? new ArrayBuffer(STATE_BYTES);
    this.bytes = new Uint8Array(this.buffer);
    const self = this as unknown as Record<string, unknown>;
    for (const p of placed) self[p.name] = new p.ctor(this.buffer, p.offset, p.count);
  }

  /** A deep copy: one buffer copy. */
  clone(): GameState {
    return new GameState(this.buffer.slice(0));
  }

  /** Make this state equal to `other` without allocating. */
  copyFrom(other: GameState): void {
    this.bytes.set(other.bytes);
  }

  equals(other: GameState): boolean {
    const a = this.bytes, b = other.bytes;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
}

/** Receives engine events as integers; see events.ts for codes. */
export interface EventSink {
  ev(code: number, player: number, a: number, b: number, c: number, d: number): void;
}

/** Field offsets, for docs and the layout test. */
export function layout(): { name: string; offset: number; bytes: number; type: string }[] {
  return placed.map((p) => ({ name: p.name, offset: p.offset, bytes: p.ctor.BYTES_PER_ELEMENT * p.count, type: p.ctor.name }));
}
