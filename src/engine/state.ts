// The game state: a struct of arrays over ONE ArrayBuffer. Every field is a typed-array view at
// a fixed offset, so cloning a state is one buffer copy and a state can cross to a worker.
// Card instances: player p owns instances p*MAX_DECK .. p*MAX_DECK+deckSize-1.
// Slots: player p's Pokémon in play are slots p*SLOTS + 0 (Active) .. p*SLOTS + 8 (Bench 1..8; a Bench
// holds 5 unless Area Zero Underdepths lets it hold 8: zones.ts benchLimit, RULES.md R13).
import './jit.js'; // the inlining budget, before any engine function is optimised

export const MAX_DECK = 60;
export const INSTANCES = 2 * MAX_DECK;
export const SLOTS = 9;
/** The Bench's size (A1), and the most any effect allows (Area Zero Underdepths: zones.ts benchLimit). */
export const BENCH_SIZE = 5;
export const BENCH_MAX = SLOTS - 1;
export const SLOT_TOTAL = 2 * SLOTS;
export const SLOT_CAP = MAX_DECK; // cards stacked/attached on one slot: never more than a deck
export const MAX_PRIZES = 6;
export const CAND_CAP = MAX_DECK;
export const INJECT_CAP = 64;
export const REG_COUNT = 16;
export const ENERGY_STRIDE = 12; // slotEnergy entries per slot: 10 types + total (Energy units), then Energy cards
/** slotEnergy offset of a slot's Energy CARD count (a Double Colorless Energy is 1 card, 2 units). */
export const ENERGY_CARDS = 11;
/** 32-bit words of GameState.abilityUsed per player: one bit per AbilityKind (kinds < 320; AbilityKind's tables are this long). */
export const ABILITY_WORDS = 10;
export const NO_EXPIRY = 0x7fff; // cardExpire of an attached Tool: it stays until its Pokémon leaves play

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
  BenchDiscard = 7, // a Benched Pokémon (slotMask) its owner discards: a Bench over its limit (R13, flow.ts)
}

/** What program is running (GameState.progKind). */
export const enum ProgKind {
  None = 0,
  Attack = 1,
  Trainer = 2,
  Power = 3, // a Pokémon Power waiting for a sub-choice (powers.ts)
}

/** Bits of GameState.deckFeatures: lets legalActions skip scans a deck can never need. */
export const enum DeckFeature {
  ActivePowers = 1, // a Pokémon whose Power / Ability is an action (powers.ts)
  Dolls = 2, // a Trainer played as a Pokémon (Clefairy Doll), which its owner may discard
  KnockOutTriggers = 4, // a Pokémon whose Ability acts when another of its owner's is Knocked Out (Electrical Grounding)
  ExpiringTrainers = 8, // a Trainer in play that a turn's end may discard (tables.ts cMayExpireInPlay): PlusPower, Defender, a Technical Machine, a Doll
  EnergyBurn = 16, // a Pokémon (or a Tool's Ability) whose Energy Burn wears off at a turn's end
  EnergyRules = 32, // a Special Energy with a rule (types.ts EnergyRule: Luminous, Legacy, Neo Upper, Jet, Mist; energy-rules.ts)
  RuleAbilities = 64, // a Pokémon whose Ability changes a rule read on every decision (Mischievous Lock, Skyliner, ACE Nullifier, Oceanic Curse, Fairy Zone, Flower Curtain: game.ts, zones.ts, damage.ts; the side-wide passive ones have GameState.sideAbilities)
  CheckupCounters = 128, // a Pokémon whose Ability puts damage counters at Pokémon Checkup (Froslass's Freezing Shroud; flow.ts)
}

/** Bits of GameState.cardFlags. */
export const enum CardFlag {
  ExtraDraw = 1, // drawn by a mulligan extra draw (S6): may go to the Bench at once
}

/** Bits of `stadiumPlayed` (per player, cleared at the start of each of their turns). */
export const enum StadiumUse {
  Played = 1, // a Stadium card played this turn (A3)
  ActionUsed = 2, // the action of the Stadium in play used this turn (Artazon)
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
  CostPaid = 12, // cards paid as this program's price (A3): low byte, discarded from the hand (the last ones on the discard pile); above it, put into the deck (its top cards; effects.ts)
  Tails = 13, // flip-heads-plus came up tails (read by if-tails-self-damage, a later op)
  OpponentDecides = 14, // the waiting op's choice is the opponent's (Whirlwind)
  Copied = 15, // the running attack is another Pokémon's, copied (Metronome): its use-costs are skipped
}


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

// The layout. GameState's view fields below are its only declaration: each line is a name, an
// element type and a count; the views share one buffer, so a clone is one buffer copy. Field
// initialisers run in declaration order, which is how `field` finds each view's place: a probe
// instance built once at load time records the fields, then the layout is fixed (largest
// elements first, so every view is aligned without padding holes). They are real class fields
// so V8 keeps them in the object (a loop of computed stores made every access slower).
type ViewCtor = Int8ArrayConstructor | Uint8ArrayConstructor | Int16ArrayConstructor | Uint16ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor;
type ViewOf<C extends ViewCtor> = C extends Uint32ArrayConstructor ? Uint32Array : C extends Int32ArrayConstructor ? Int32Array
  : C extends Uint16ArrayConstructor ? Uint16Array : C extends Int16ArrayConstructor ? Int16Array
  : C extends Uint8ArrayConstructor ? Uint8Array : Int8Array;
interface Placed { name: string; offset: number; ctor: ViewCtor; count: number }

const placed: Placed[] = []; // in declaration order
// What `field` returns while the probe instance records the fields: an empty view of the field's
// own type, so the probe gives each field the same kind of value as every real state. (A
// placeholder object of another kind made V8 generalise the fields' types, and every typed-array
// access in the engine then re-checked the array's map: docs/PERFORMANCE.md.)
const probeViews = new Set<unknown>();
let probing = true;
let building: ArrayBuffer = new ArrayBuffer(0); // the buffer of the state being constructed
let nextField = 0;
let givenBuffer: ArrayBuffer | null = null; // a buffer handed to the next construction (clone)

/** The buffer of a state under construction; resets `field`'s cursor. */
function stateBuffer(): ArrayBuffer {
  nextField = 0;
  building = givenBuffer ?? (probing ? new ArrayBuffer(0) : new ArrayBuffer(STATE_BYTES));
  givenBuffer = null;
  return building;
}

/** The view of the next field of the state under construction. */
function field<C extends ViewCtor>(ctor: C, count: number): ViewOf<C> {
  if (probing) {
    placed.push({ name: '', offset: 0, ctor, count });
    const view = new ctor(0) as ViewOf<C>;
    probeViews.add(view);
    return view;
  }
  const f = placed[nextField++];
  return new f.ctor(building, f.offset, f.count) as ViewOf<C>;
}

export class GameState {
  readonly buffer: ArrayBuffer = stateBuffer();
  readonly bytes = new Uint8Array(this.buffer);
  // --- random generator (sfc32) and injected coin flips for tests ---
  rng = field(Uint32Array, 4);
  // --- per card instance ---
  cardDef = field(Int16Array, INSTANCES); // card id (tables.ts), -1 if unused
  cardExpire = field(Int16Array, INSTANCES); // turn at whose end an attached Trainer is discarded
  cardZone = field(Uint8Array, INSTANCES);
  cardSlot = field(Uint8Array, INSTANCES); // slot when in play
  cardFlags = field(Uint8Array, INSTANCES); // CardFlag bits
  // --- per player zones (ordered lists; deck top = last element) ---
  deck = field(Uint8Array, 2 * MAX_DECK);
  hand = field(Uint8Array, 2 * MAX_DECK);
  discard = field(Uint8Array, 2 * MAX_DECK);
  prizes = field(Uint8Array, 2 * MAX_PRIZES);
  deckCount = field(Int16Array, 2);
  handCount = field(Int16Array, 2);
  discardCount = field(Int16Array, 2);
  prizeCount = field(Int16Array, 2);
  deckSize = field(Int16Array, 2);
  prizesTaken = field(Int16Array, 2);
  mulligans = field(Int16Array, 2);
  extraDraws = field(Int16Array, 2); // extra draws still allowed (S6)
  extraTaken = field(Int16Array, 2); // extra draws taken (S6)
  benchCount = field(Uint8Array, 2);
  deckFeatures = field(Uint8Array, 2); // DeckFeature bits: what a player's deck can ever do (set at game creation)
  // 1 when a player's deck holds a Pokémon whose passive Ability acts on its whole side (AttackBonus, TeamTakesLess,
  // OpponentActiveDoesLess, TeamNoWeakness, RetreatHelp, BenchGuard): apart from RuleAbilities, so a deck with Klefki alone never scans its side for them
  sideAbilities = field(Uint8Array, 2);
  supporterUsed = field(Uint8Array, 2); // this turn (A3)
  energyAttached = field(Uint8Array, 2); // this turn (A2)
  retreated = field(Uint8Array, 2); // this turn (A6)
  stadiumPlayed = field(Uint8Array, 2); // this turn: StadiumUse bits (a Stadium played, A3; the Stadium's action used)
  stadium = field(Int16Array, 1); // the Stadium card in play, -1 if none
  // A player's damage bonus for one turn to attacks of its Pokémon of one type (Premium Power Pro):
  // + typeBonus[p] to the opponent's Active (before W/R) while typeBonusTurn[p] is the turn.
  typeBonus = field(Int16Array, 2);
  typeBonusTurn = field(Int16Array, 2);
  typeBonusType = field(Uint8Array, 2);
  // --- per slot ---
  slotCards = field(Uint8Array, SLOT_TOTAL * SLOT_CAP); // stack bottom-up, then attachments
  slotCount = field(Uint8Array, SLOT_TOTAL);
  // Energy attached per slot by type (7 types, then the total), in units of Energy provided, then
  // the number of Energy cards (ENERGY_CARDS): kept in step by attach/detach so attack costs (X1)
  // and Retreat Costs (A6) are checked without walking the attached cards.
  slotEnergy = field(Uint8Array, SLOT_TOTAL * ENERGY_STRIDE);
  slotTop = field(Int16Array, SLOT_TOTAL); // instance of the top Pokémon card, -1 if empty
  // Trainer cards attached to the slot (PlusPower, Defender, Tools): kept by attach/detach, so the
  // many reads of attached Trainers (damage, HP, Tools) skip the slots that have none.
  slotTrainers = field(Uint8Array, SLOT_TOTAL);
  damage = field(Int16Array, SLOT_TOTAL);
  cond = field(Uint8Array, SLOT_TOTAL); // Cond.Asleep/Confused/Paralyzed or 0 (C7)
  poisoned = field(Uint8Array, SLOT_TOTAL);
  burned = field(Uint8Array, SLOT_TOTAL);
  paralyzedTurn = field(Int16Array, SLOT_TOTAL);
  enteredTurn = field(Int16Array, SLOT_TOTAL); // turn it was put into play or evolved (A4)
  guard = field(Uint8Array, SLOT_TOTAL); // Guard kind
  guardParam = field(Int16Array, SLOT_TOTAL);
  guardUntil = field(Int16Array, SLOT_TOTAL); // last turn the guard applies
  debuff = field(Uint8Array, SLOT_TOTAL);
  debuffParam = field(Int16Array, SLOT_TOTAL);
  debuffUntil = field(Int16Array, SLOT_TOTAL);
  noAttackTurn = field(Int16Array, SLOT_TOTAL); // a turn in which it can't attack
  usedOnce = field(Uint8Array, SLOT_TOTAL); // bit i: once-per-play attack i used
  // Weakness / Resistance changed by an attack (Conversion 1 / 2): type + 1, 0 = the printed one.
  // Attack effects: cleared when the Pokémon goes to the Bench or evolves (clearEffectsOnSlot).
  weakOverride = field(Uint8Array, SLOT_TOTAL);
  resOverride = field(Uint8Array, SLOT_TOTAL);
  // The final result of the last attack on it as the Defending Pokémon (Mirror Move): the turn,
  // damage put on it, Special Condition (Cond), Poison damage counters per Checkup, Burned.
  hitTurn = field(Int16Array, SLOT_TOTAL);
  hitDamage = field(Int16Array, SLOT_TOTAL);
  hitCond = field(Uint8Array, SLOT_TOTAL);
  hitPoison = field(Uint8Array, SLOT_TOTAL);
  hitBurn = field(Uint8Array, SLOT_TOTAL);
  // An attack name it can't use in a given turn ("during your next turn, this Pokémon can't use
  // X": Accelerating Stab, Mega Brave, or one Genome Hacking copied): turn << 12 | (attack name id
  // + 1), 0 = none (zones.ts lockAttack). An attack effect: cleared when it goes to the Bench or evolves.
  lockedAttack = field(Int32Array, SLOT_TOTAL);
  // "During your next turn, attacks used by this Pokémon (its X attack) do N more damage": the turn
  // it applies << 17 | the bonus in tens << 12 | the attack name id + 1 it is for (0: any attack), 0 =
  // none (zones.ts boostFor). An attack effect: cleared when it goes to the Bench or evolves.
  boost = field(Int32Array, SLOT_TOTAL);
  // --- game ---
  turn = field(Int16Array, 1); // 1 = the first player's first turn
  current = field(Uint8Array, 1); // whose turn it is
  first = field(Uint8Array, 1);
  phase = field(Uint8Array, 1);
  decider = field(Uint8Array, 1); // who must choose now
  winner = field(Int8Array, 1); // 0, 1, 2 = draw, -1 = not over
  endReason = field(Uint8Array, 1);
  suddenDeaths = field(Uint8Array, 1);
  promoteMask = field(Uint8Array, 1); // bit p: player p must promote
  afterPromote = field(Uint8Array, 1); // what follows the promotions (AfterKo)
  koByAttack = field(Uint8Array, 1);
  koCheck = field(Uint8Array, 1); // 1: a Pokémon may have been Knocked Out (more damage, less HP) since the last Knock Out scan (flow.ts)
  koSlot = field(Int8Array, 1); // slot being Knocked Out while a trigger waits
  // Per player: the last turn in which one of their Pokémon was Knocked Out, and the last in
  // which one was Knocked Out by damage from an attack (0: never). "During your opponent's last
  // turn" is turn − 1 (Mela, Unfair Stamp, Flip the Script, Vengeful Shock).
  koTurn = field(Int16Array, 2);
  koByAttackTurn = field(Int16Array, 2);
  // Abilities' once-per-turn limits (powers.ts): the turn in which the slot's Pokémon used its
  // once-per-Pokémon Ability, and per player a bit per AbilityKind used this turn (per-name limit).
  abilityTurn = field(Int16Array, SLOT_TOTAL);
  abilityUsed = field(Uint32Array, 2 * ABILITY_WORDS);
  // A triggered Ability waiting to be offered (instance + 1 of its card, 0: none), see powers.ts.
  triggerCard = field(Int16Array, 1);
  progAbility = field(Uint16Array, 1); // the AbilityKind running (powers.ts), its holder on progSource
  vstarUsed = field(Uint8Array, 2); // A8: 1 once the player has used a VSTAR Power this game
  // Buzzap (powers.ts): the slot + 1 of the Pokémon that Knocks itself Out (0: none), where its
  // card goes as Energy and the type chosen; read when the Knock Out is settled (flow.ts).
  buzzSlot = field(Uint8Array, 1);
  buzzTo = field(Uint8Array, 1);
  buzzType = field(Uint8Array, 1);
  // Per player: the turn in which they can't play Item cards (Budew's Itchy Pollen; 0: none), the
  // turn in which they played Briar (its extra Prize), and whether their Legacy Energy's
  // one-fewer-Prize effect has been applied this game (once a game).
  itemLockTurn = field(Int16Array, 2);
  briarTurn = field(Int16Array, 2);
  // Per player: the turn of an attack that takes 1 more Prize card for a Knock Out by its damage (0: none).
  extraPrizeTurn = field(Int16Array, 2);
  legacyUsed = field(Uint8Array, 2);
  // Per player: the last turn in which one of their Benched Pokémon moved to the Active spot (swapSlots; Gale Thrust).
  toActiveTurn = field(Int16Array, 2);
  // Who discards first when both Benches are over their limit (R13): player + 1 of whoever played
  // the Area Zero Underdepths that left play; 0: the current player.
  benchFirst = field(Uint8Array, 1);
  // Per player: + exBonus[p] to the opponent's Active Pokémon ex (before W/R) while exBonusTurn[p] is the turn (Black Belt's Training).
  exBonus = field(Int16Array, 2);
  exBonusTurn = field(Int16Array, 2);
  // --- rule set (copied in at game creation, so clones carry it) ---
  rules = field(Int16Array, 16);
  // --- the running effect program and its pending choice ---
  progStart = field(Int32Array, 1);
  progLen = field(Int16Array, 1);
  pc = field(Int16Array, 1);
  progKind = field(Uint8Array, 1); // ProgKind
  progSource = field(Int16Array, 1); // attack id or Trainer instance
  progPlayer = field(Uint8Array, 1);
  pend = field(Uint8Array, 1); // Pend kind while phase is Effect/Retreat
  pendMin = field(Int16Array, 1); // the choice may be DONE once Count >= pendMin
  reg = field(Int32Array, REG_COUNT);
  cand = field(Uint8Array, CAND_CAP); // candidate cards of a card choice
  candCount = field(Int16Array, 1);
  slotMask = field(Uint32Array, 1); // allowed slots of a slot choice (bit sl, sl < 2 * SLOTS)
  // --- injected coin flips (tests): 1 heads, 0 tails ---
  inject = field(Uint8Array, INJECT_CAP);
  injectLen = field(Int16Array, 1);
  injectPos = field(Int16Array, 1);

  /** Optional event sink (logs); never part of the buffer, never used for decisions. */
  logger: EventSink | null = null;

  /** A deep copy: one buffer copy. */
  clone(): GameState {
    givenBuffer = this.buffer.slice(0);
    return new GameState();
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

// Fix the layout from the probe's fields: their names, then offsets, largest elements first.
{
  const probe = new GameState() as unknown as Record<string, unknown>;
  const names = Object.keys(probe).filter((k) => probeViews.has(probe[k]));
  if (names.length !== placed.length) throw new Error('state.ts: every view field must be initialised by field()');
  names.forEach((name, i) => { placed[i].name = name; });
  let offset = 0;
  for (const f of [...placed].sort((a, b) => b.ctor.BYTES_PER_ELEMENT - a.ctor.BYTES_PER_ELEMENT)) {
    f.offset = offset;
    offset += f.ctor.BYTES_PER_ELEMENT * f.count;
  }
  probing = false;
}
/** Size of one game state in bytes (asserted by a test). */
export const STATE_BYTES = (placed.reduce((n, f) => n + f.ctor.BYTES_PER_ELEMENT * f.count, 0) + 7) & ~7;

/** Receives engine events as integers; see events.ts for codes. */
export interface EventSink {
  ev(code: number, player: number, a: number, b: number, c: number, d: number): void;
}

/** Field offsets, for docs and the layout test. */
export function layout(): { name: string; offset: number; bytes: number; type: string }[] {
  return placed.map((p) => ({ name: p.name, offset: p.offset, bytes: p.ctor.BYTES_PER_ELEMENT * p.count, type: p.ctor.name }));
}
