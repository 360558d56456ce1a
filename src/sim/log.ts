// Game logs: engine events and decisions turned into records (JSON Lines, see docs/LOG-FORMAT.md)
// and into readable text. Only used when a log is asked for: never on the simulation hot path.
import { createHash } from 'node:crypto';
import { GameState, Reg, ProgKind, Pend, NO_EXPIRY, MAX_DECK, MAX_PRIZES, SLOTS, SLOT_CAP, END_REASON_NAMES, Phase, Zone, type EventSink } from '../engine/state.js';
import { Ev, Flip, From, AttackFailure } from '../engine/events.js';
import { Act, actKind, actA, actB } from '../engine/actions.js';
import { ALL_DEFS, setCodeOf } from '../cards/pool.js';
import { attackName, cPrizes, cSuper, cEnergyType, cEnergyUnits, cDamageReduce, cAbility, cToolAbility, cAttackStart, PROG, OP_WIDTH } from '../engine/tables.js';
import { Op } from '../cards/opcodes.js';
import { lastDamage, teraOnBench } from '../engine/damage.js';
import { maxHp, owner } from '../engine/zones.js';
import { activeAttackId } from '../engine/game.js';
import { toolWithAbility } from '../engine/powers.js';
import { Supertype, AbilityKind, TYPE_NAMES, Dest, Debuff } from '../cards/types.js';

export interface CardRef { name: string; id: string; uid: number }
export interface PokemonView {
  slot: string; // "active" or "bench1".."bench5" (.."bench8" with Area Zero Underdepths)
  name: string;
  id: string;
  uid: number;
  evolvedFrom: CardRef[]; // the Pokémon cards under the top card, Basic first
  hp: number;
  damage: number;
  counters: number;
  hpLeft: number;
  energy: string[];
  conditions: string[];
  attached: string[]; // attached Trainer cards
}
export interface PlayerView {
  prizesLeft: number; hand: number; deck: number; discard: number;
  stadium: CardRef | null; // the Stadium in play when this player put it there
  pokemon: PokemonView[];
}
/** When an effect ends: it lasts until the end of turn `turn`. */
export interface Expiry { turn: number; when: 'end' }
export interface DefendingEffect { effect: string; card?: CardRef; change: number }

export type LogRecord = { type: string; seq: number; turn: number; player: number } & Record<string, unknown>;

// Names of the engine's enum values in log records, indexed by value (a test checks that each
// table names every member of its enum, and nothing else).
export const COND_NAMES = ['', 'asleep', 'confused', 'paralyzed', 'poisoned', 'burned'];
export const GUARD_NAMES = ['', 'prevent-damage', 'prevent-damage-and-effects', 'prevent-small-damage', 'prevent-damage-from-basic', 'destiny-bond', 'reduce-damage', 'prevent-damage-from-basic-non-colorless', 'counters-back', 'damage-back', 'prevent-effects'];
export const DEBUFF_NAMES: Readonly<Record<Debuff, string>> = {
  [Debuff.None]: '', [Debuff.SandAttack]: 'sand-attack', [Debuff.DisableAttack]: 'attack-disabled', [Debuff.CantRetreat]: 'cant-retreat', [Debuff.ReduceDamage]: 'damage-reduced',
  [Debuff.CostMore]: 'cost-more', [Debuff.RetreatMore]: 'retreat-more', [Debuff.CostAndRetreatMore]: 'cost-and-retreat-more',
};
export const FLIP_NAMES: Record<Flip, string> = {
  [Flip.FirstPlayer]: 'first player', [Flip.Attack]: 'attack', [Flip.Confusion]: 'confusion', [Flip.Burn]: 'burn',
  [Flip.Sleep]: 'sleep', [Flip.SandAttack]: 'sand-attack', [Flip.Retreat]: 'confused retreat', [Flip.Trainer]: 'trainer', [Flip.Ability]: 'ability',
};
export const DEST_NAMES: Readonly<Record<Dest, string>> = {
  [Dest.Hand]: 'hand', [Dest.Bench]: 'bench', [Dest.AttachSelf]: 'attached', [Dest.AttachOwnAny]: 'attached',
  [Dest.AttachOwnBench]: 'attached', [Dest.AttachOwnBenchOfType]: 'attached', [Dest.DeckShuffle]: 'deck', [Dest.AttachOneBench]: 'attached', [Dest.AttachOneAny]: 'attached',
  [Dest.AttachOwnMarnies]: 'attached', [Dest.AttachOwnBenchNs]: 'attached', [Dest.DeckTopInOrder]: 'deck',
};
const DEST_TEXT: Record<string, string> = { hand: 'into the hand', bench: 'onto the Bench', attached: 'into play, attached', deck: 'into the deck' };
/** The Base Set kinds' names (a kind given to a name is named by its cards: abilityName). */
export const ABILITY_NAMES: Readonly<Record<number, string>> = { 0: '', 1: 'Strikes Back', 2: 'Electrical Grounding', 6: 'Energy Burn', 7: 'Buzzap' };
export const ATTACK_FAILURE_NAMES: Record<AttackFailure, string> = {
  [AttackFailure.Confused]: 'confused (tails)',
  [AttackFailure.SandAttack]: 'sand-attack (tails)',
  [AttackFailure.Cancelled]: 'tails: the attack does nothing',
};
export const FROM_NAMES = ['hand', 'deck', 'discard', 'in-play', 'stadium'];
export const FROM_TEXT = ['from the hand', 'from the deck', 'from the discard pile', 'from another Pokémon', 'from play (the Stadium)'];
/** The origin in the text of a card leaving play whole or in part (to the hand, deck or discard pile), not attached elsewhere. */
const leftText = (from: unknown): string => from === 'in-play' ? 'from play' : FROM_TEXT[FROM_NAMES.indexOf(from as string)] ?? '';
/** Guard kinds that act on damage (the others, like Destiny Bond, act elsewhere). */
export const DAMAGE_GUARDS = [false, true, true, true, true, false, true, true, false, false, false];

/** An Ability's name: the one printed on the card of the Pokémon on the slot, else the kind's name. */
function abilityName(s: GameState, slot: number, kind: number): string {
  const top = s.slotTop[slot];
  const def = top >= 0 ? ALL_DEFS[s.cardDef[top]] : undefined;
  if (def !== undefined && def.supertype === Supertype.Pokemon && def.ability?.kind === kind) return def.ability.name;
  const tool = top >= 0 ? toolWithAbility(s, slot) : -1; // an Ability a Tool gives (Forest Seal Stone)
  const granted = tool >= 0 ? (ALL_DEFS[tool] as { grantsAbility?: { name: string; kind: number } }).grantsAbility : undefined;
  if (granted !== undefined && granted.kind === kind) return granted.name;
  return ABILITY_NAMES[kind] ?? '?';
}

export function cardRef(s: GameState, uid: number): CardRef {
  const def = ALL_DEFS[s.cardDef[uid]];
  return { name: def.name, id: `${setCodeOf(def)} ${def.number}`, uid };
}

export function slotName(slot: number): string {
  const k = slot % SLOTS;
  return k === 0 ? 'active' : `bench${k}`;
}

export function pokemonView(s: GameState, slot: number): PokemonView | null {
  const top = s.slotTop[slot];
  if (top < 0) return null;
  const energy: string[] = [];
  const attached: string[] = [];
  const evolvedFrom: CardRef[] = [];
  for (let i = 0; i < s.slotCount[slot]; i++) {
    const c = s.slotCards[slot * SLOT_CAP + i];
    const d = s.cardDef[c];
    if (c === top) continue; // (a Trainer played as a Pokémon, Clefairy Doll, is not attached to itself)
    if (cSuper[d] === Supertype.Energy) energy.push(TYPE_NAMES[cEnergyType[d]]);
    else if (cSuper[d] === Supertype.Trainer) attached.push(ALL_DEFS[d].name);
    else evolvedFrom.push(cardRef(s, c)); // stacked bottom-up
  }
  const conditions: string[] = [];
  if (s.cond[slot]) conditions.push(COND_NAMES[s.cond[slot]]);
  if (s.poisoned[slot]) conditions.push('poisoned');
  if (s.burned[slot]) conditions.push('burned');
  const ref = cardRef(s, top);
  const hp = maxHp(s, slot);
  return { slot: slotName(slot), ...ref, evolvedFrom, hp, damage: s.damage[slot], counters: s.damage[slot] / 10, hpLeft: hp - s.damage[slot], energy, conditions, attached };
}

export function playerView(s: GameState, p: number): PlayerView {
  const pokemon: PokemonView[] = [];
  for (let k = 0; k <= s.benchCount[p]; k++) {
    const v = pokemonView(s, p * SLOTS + k);
    if (v) pokemon.push(v);
  }
  const st = s.stadium[0];
  const stadium = st >= 0 && owner(st) === p ? cardRef(s, st) : null;
  return { prizesLeft: s.prizeCount[p], hand: s.handCount[p], deck: s.deckCount[p], discard: s.discardCount[p], stadium, pokemon };
}

/** Both players' views: the `board` of records. */
export function boardView(s: GameState): PlayerView[] {
  return [playerView(s, 0), playerView(s, 1)];
}

export function stateHash(s: GameState): string {
  return createHash('sha256').update(s.bytes).digest('hex');
}

/** An option's text: a type (Conversion 1 / 2), an attack to copy (Metronome, Night Joker), else its number. */
function optionText(s: GameState, b: number): string {
  const op = s.progKind[0] === ProgKind.None ? 0 : PROG[s.progStart[0] + s.pc[0] * OP_WIDTH];
  if (op === Op.ConvertDefenderWeakness || op === Op.ConvertSelfResistance) return `choose ${TYPE_NAMES[b]}`;
  if (s.progKind[0] === ProgKind.Power && cAbility[s.cardDef[s.slotTop[s.progSource[0]]]] === AbilityKind.Buzzap) return `choose ${TYPE_NAMES[b]}`; // FORM_TYPES order
  if (op === Op.CopyDefenderAttack) return `copy ${attackName(cAttackStart[s.cardDef[s.slotTop[s.reg[Reg.Target]]]] + s.cand[b])}`;
  if (op === Op.UseBenchedOwnerAttack) return `use ${attackName(cAttackStart[s.cardDef[s.slotTop[s.cand[b] >> 2]]] + (s.cand[b] & 3))}`; // Night Joker
  return `option ${b + 1}`;
}

/** Text for an action, read against the state before it is taken. */
export function describeAction(s: GameState, a: number): string {
  const kind = actKind(a);
  const c = actA(a), b = actB(a);
  const card = () => { const r = cardRef(s, c); return `${r.name} (${r.id})`; };
  const poke = (slot: number) => `${ALL_DEFS[s.cardDef[s.slotTop[slot]]]?.name ?? '?'} (${slotName(slot)}${(slot >= SLOTS ? 1 : 0) !== s.decider[0] ? ', opponent' : ''})`;
  switch (s.phase[0]) {
    case Phase.ChooseFirst: return kind === Act.Yes ? 'choose to go first' : 'choose to go second';
    case Phase.SetupActive: return `put ${card()} face down as Active`;
    case Phase.SetupBench: return kind === Act.Done ? 'done placing Basics' : `put ${card()} face down on the Bench`;
    case Phase.ExtraDraws: return kind === Act.Yes ? 'draw an extra card' : kind === Act.Done ? 'done with extra draws' : `bench ${card()}`;
    case Phase.Promote: return `promote ${poke(b)}`;
  }
  switch (kind) {
    case Act.EndTurn: return 'end the turn';
    case Act.PlayBasic: return `bench ${card()}`;
    case Act.Attach: return `attach ${card()} to ${poke(b)}`;
    case Act.PlayTrainer: return `play ${card()}`;
    case Act.Evolve: return `evolve ${poke(b)} into ${card()}`;
    case Act.Retreat: return `retreat, switching in ${poke(b)}`;
    case Act.Attack: {
      const top = s.slotTop[s.decider[0] * SLOTS];
      const def = ALL_DEFS[s.cardDef[top]];
      return `attack: ${def.supertype === Supertype.Pokemon ? attackName(activeAttackId(s, s.decider[0], b)) : '?'}`; // A9: b may be a Technical Machine's attack
    }
    case Act.ChooseCard: return `choose ${card()}`;
    case Act.ChooseSlot: return s.pend[0] === Pend.BenchDiscard ? `discard ${poke(b)} (a Bench over its limit)` : `choose ${poke(b)}`;
    case Act.Done: return 'done';
    case Act.Yes: return 'yes';
    case Act.No: return 'no';
    case Act.Option: return optionText(s, b);
    case Act.Power: {
      const tool = c === 1 ? toolWithAbility(s, b) : -1; // a = 1: the Ability a Tool gives
      return `use ${abilityName(s, b, tool >= 0 ? cToolAbility[tool] : cAbility[s.cardDef[s.slotTop[b]]])} of ${poke(b)}`;
    }
    case Act.DiscardDoll: return `discard ${poke(b)} from play`;
    case Act.UseStadium: return `use ${card()}`;
  }
  return `action ${a}`;
}

/** Collects records for one game. */
export class GameLog implements EventSink {
  readonly records: LogRecord[] = [];
  private seq = 0;
  /** The action whose board is still to be taken (see `settle`). */
  private pending: LogRecord | null = null;
  /** The attack that set the guard on a Pokémon (by its top card: a guard ends when it evolves or leaves the Active Spot), to name it where the guard acts. */
  private readonly guardBy = new Map<number, string>();
  constructor(private readonly s: GameState) {}

  private push(type: string, player: number, fields: Record<string, unknown>): LogRecord {
    const r = { type, seq: this.seq++, turn: this.s.turn[0], player, ...fields } as LogRecord;
    this.records.push(r);
    return r;
  }

  header(fields: Record<string, unknown>): void {
    this.push('header', -1, fields);
  }

  /** Record a decision (before it is applied); call `after` once it is. */
  action(a: number): LogRecord {
    const s = this.s;
    const r = this.push('action', s.decider[0], { kind: actionKindName(s, a), action: a, text: describeAction(s, a) });
    this.pending = r;
    return r;
  }

  /** The action has been applied: take its board if the turn did not end on the way. */
  after(r: LogRecord): void {
    if (this.pending === r) this.settle();
  }

  /**
   * An action's board is the state right after the action and what it sets off (effects, Knock
   * Outs, prizes): taken when the engine next waits for a decision, or earlier when the turn ends
   * on the way (before attached Trainers expire and Pokémon Checkup), a turn starts (before its
   * draw) or a sudden-death game resets the board, whichever comes first.
   */
  private settle(): void {
    const r = this.pending;
    if (r === null) return;
    this.pending = null;
    r.board = boardView(this.s);
  }

  end(): void {
    const s = this.s;
    this.push('end', s.winner[0], { winner: s.winner[0], reason: END_REASON_NAMES[s.endReason[0]], turns: s.turn[0], prizesTaken: [s.prizesTaken[0], s.prizesTaken[1]], stateHash: stateHash(s) });
  }

  ev(code: number, p: number, a: number, b: number, c: number, d: number): void {
    const s = this.s;
    if (code === Ev.EndTurn || code === Ev.TurnStart || code === Ev.SuddenDeath) this.settle();
    const f = (fields: Record<string, unknown>) => this.push('event', p, fields);
    const poke = (slot: number) => pokemonView(s, slot);
    const until = (turn: number): Expiry => ({ turn, when: 'end' });
    switch (code) {
      case Ev.CoinFlip: f({ kind: 'coin-flip', purpose: FLIP_NAMES[a as Flip], result: b ? 'heads' : 'tails' }); break;
      case Ev.FirstPlayer: f({ kind: 'first-player', chosen: a === 1 }); break;
      case Ev.DrawHand: f({ kind: 'draw-hand', count: a, hand: handRefs(s, p) }); break;
      case Ev.Mulligan: f({ kind: 'mulligan', number: a, revealed: handRefs(s, p) }); break;
      case Ev.SetupActive: f({ kind: 'setup-active', card: cardRef(s, a) }); break;
      case Ev.SetupBench: f({ kind: 'setup-bench', card: cardRef(s, a), slot: slotName(b) }); break;
      case Ev.PrizesSet: f({ kind: 'prizes-set', count: a, cards: listRefs(s, s.prizes, p * MAX_PRIZES, s.prizeCount[p]) }); break;
      case Ev.ExtraDraw: f({ kind: 'extra-draw', card: cardRef(s, a) }); break;
      case Ev.ExtraDrawDeclined: f({ kind: 'extra-draw-declined', unused: a }); break;
      case Ev.TurnStart: f({ kind: 'turn-start', number: a, board: boardView(s) }); break;
      case Ev.Draw: f({ kind: 'draw', card: cardRef(s, a), deckLeft: s.deckCount[p] }); break;
      case Ev.Bench: f({ kind: 'bench', card: cardRef(s, a), slot: slotName(b), from: FROM_NAMES[c] }); break;
      case Ev.Attach: f({ kind: 'attach', card: cardRef(s, a), target: poke(b), ...attachOrigin(s, a, b, c, d) }); break;
      case Ev.PlayTrainer: f({ kind: 'trainer', card: cardRef(s, a), to: s.cardZone[a] === Zone.Stadium ? 'stadium' : 'discard' }); break; // A3
      case Ev.Evolve: f({ kind: 'evolve', card: cardRef(s, a), target: poke(b), from: FROM_NAMES[c] }); break;
      case Ev.Retreat: f({ kind: 'retreat', from: slotName(a), to: slotName(b), failed: c === 1, active: poke(p * SLOTS) }); break;
      case Ev.DiscardEnergy: f({ kind: 'discard-energy', card: cardRef(s, a), from: poke(b) }); break;
      case Ev.Attack: f({ kind: 'attack', attack: attackName(b), attacker: poke(a) }); break;
      case Ev.AttackFailed: f({ kind: 'attack-failed', reason: ATTACK_FAILURE_NAMES[a as AttackFailure] }); break;
      case Ev.Damage: {
        const afterResistance = (d << 16) >> 16, final = d >>> 16;
        const afterDefending = lastDamage[4] === final ? lastDamage[5] : final; // (lastDamage is this computation's)
        f({
          kind: 'damage', target: poke(a), base: b, afterAttackerEffects: c & 0xffff, afterWeakness: c >>> 16, afterResistance,
          defendingEffects: b > 0 ? defendingEffects(s, a, afterResistance, afterDefending) : [], afterDefendingEffects: afterDefending, final,
        });
        break;
      }
      case Ev.DirectDamage:
        if (c === 0) f({ kind: 'damage', target: poke(a), amount: b, weaknessResistance: 'not applied' });
        else {
          // An attack's damage without W/R (Bench): Defender and guards still apply; 0 if all was stopped.
          const reduced = c - reductionOn(s, a);
          f({
            kind: 'damage', target: poke(a), amount: b, weaknessResistance: 'not applied', beforeDefendingEffects: c,
            defendingEffects: defendingEffects(s, a, c, b === 0 && reduced <= 0 ? reduced : b),
          });
        }
        break;
      case Ev.Prevented: f({ kind: 'damage-prevented', target: poke(a), by: GUARD_NAMES[b], byName: this.guardBy.get(s.slotTop[a]) ?? GUARD_NAMES[b] }); break;
      case Ev.Condition: f({ kind: c ? 'condition' : 'condition-removed', target: poke(a), condition: COND_NAMES[b] }); break;
      case Ev.Heal: f({ kind: 'heal', target: poke(a), amount: b }); break;
      case Ev.Guarded: {
        const by = s.progKind[0] === ProgKind.Attack ? attackName(s.progSource[0]) : GUARD_NAMES[b]; // (only attacks set guards)
        this.guardBy.set(s.slotTop[a], by);
        f({ kind: 'guard', target: poke(a), guard: GUARD_NAMES[b], byName: by, param: s.guardParam[a], expires: until(s.guardUntil[a]) });
        break;
      }
      case Ev.Debuffed: f({ kind: 'debuff', target: poke(a), debuff: DEBUFF_NAMES[b as Debuff], param: c, expires: until(s.debuffUntil[a]) }); break;
      case Ev.CantAttack: f({ kind: 'debuff', target: poke(a), debuff: 'cant-attack', param: 0, expires: until(b) }); break;
      case Ev.Switch: f({ kind: 'switch', active: poke(b), benched: poke(a) }); break;
      case Ev.KnockOut: f({ kind: 'knock-out', card: cardRef(s, b), slot: slotName(a), prizeValue: cPrizes[s.cardDef[b]] /* K4/K6; 0 for a Clefairy Doll */, discarded: knockedOutCards(s, a) }); break;
      case Ev.PrizeTaken: f({ kind: 'prizes-taken', count: a, prizesLeft: b, cards: listRefs(s, s.hand, p * MAX_DECK + s.handCount[p] - a, a) /* takePrize: onto the end of the hand */ }); break;
      case Ev.Promote: f({ kind: 'promote', active: poke(p * SLOTS) }); break;
      case Ev.Search: f({ kind: 'search', card: cardRef(s, a), from: FROM_NAMES[c], to: DEST_NAMES[b as Dest] ?? 'hand' }); break;
      case Ev.DiscardCard: f({ kind: 'discard', card: cardRef(s, a), from: FROM_NAMES[b] }); break;
      case Ev.Shuffle: f({ kind: 'shuffle' }); break;
      case Ev.ToDeck: f({ kind: 'to-deck', card: cardRef(s, a), from: FROM_NAMES[b], ...(b === From.InPlay ? { fromSlot: slotName(d) } : {}), bottom: c === 1 }); break;
      case Ev.MoveEnergy: f({ kind: 'move-energy', card: cardRef(s, a), from: slotName(b), to: poke(c) }); break;
      case Ev.Checkup: f({ kind: 'checkup', board: boardView(s) }); break;
      case Ev.EndTurn: f({ kind: 'end-turn' }); break;
      case Ev.GameOver: f({ kind: 'game-over', winner: p, reason: END_REASON_NAMES[a] }); break;
      case Ev.SuddenDeath: f({ kind: 'sudden-death', game: a }); break;
      case Ev.Ability: f({ kind: 'ability', ability: abilityName(s, a, b), holder: poke(a) }); break;
      case Ev.TrainerDiscarded: f({ kind: 'trainer-expired', card: cardRef(s, a), from: FROM_NAMES[b] }); break;
      case Ev.Rearrange: f({ kind: 'rearrange', card: cardRef(s, a) }); break;
      case Ev.MoveDamage: f({ kind: 'move-damage', amount: c, from: poke(a), to: poke(b) }); break;
      case Ev.CopyAttack: f({ kind: 'copy-attack', attacker: poke(a), attack: attackName(b) }); break;
      case Ev.BecameEnergy: f({ kind: 'attach', card: cardRef(s, a), target: poke(b), from: 'in-play', fromSlot: slotName(c), by: 'power', byName: 'Buzzap', provides: { type: TYPE_NAMES[d], units: cEnergyUnits[s.cardDef[a]] } }); break;
      case Ev.EffectPrevented: {
        // b: the guard in effect (Barrier, Agility), 0: the Pokémon's Ability (Flare Veil)
        const byName = b !== 0 ? this.guardBy.get(s.slotTop[a]) ?? GUARD_NAMES[b] : abilityName(s, a, cAbility[s.cardDef[s.slotTop[a]]]);
        f({ kind: 'effect-prevented', target: poke(a), by: b !== 0 ? GUARD_NAMES[b] : 'ability', byName, effect: c ? `condition: ${COND_NAMES[c]}` : 'attack effect' });
        break;
      }
      case Ev.Converted: f({ kind: b ? 'resistance-changed' : 'weakness-changed', target: poke(a), newType: TYPE_NAMES[c] }); break;
      case Ev.StadiumAction: f({ kind: 'stadium-action', card: cardRef(s, a) }); break;
      default: f({ kind: `event-${code}` });
    }
  }
}

/** Where an attached card came from and what attached it (read while the effect runs). */
function attachOrigin(s: GameState, card: number, slot: number, from: number, fromSlot: number): Record<string, unknown> {
  const o: Record<string, unknown> = { from: FROM_NAMES[from] };
  if (s.progKind[0] === ProgKind.Power) { // a Pokémon Power (A7) of the Pokémon on slot progSource
    if (from === From.InPlay) o.fromSlot = slotName(fromSlot);
    o.by = 'power';
    o.byName = abilityName(s, s.progSource[0], s.progAbility[0]);
  } else if (from === From.InPlay) {
    o.fromSlot = slotName(fromSlot);
    o.by = 'ability';
    o.byName = (ALL_DEFS[s.cardDef[s.slotTop[slot]]] as { ability?: { name: string } }).ability?.name ?? '?';
  } else if (s.progKind[0] === ProgKind.Attack) {
    o.by = 'attack';
    o.byName = attackName(s.progSource[0]);
  } else if (s.progKind[0] === ProgKind.Trainer) {
    o.by = 'trainer';
    o.byName = ALL_DEFS[s.cardDef[s.progSource[0]]].name;
  } else o.by = 'action'; // the turn's Energy attachment from the hand (A2)
  if (cSuper[s.cardDef[card]] === Supertype.Trainer) o.expires = s.cardExpire[card] === NO_EXPIRY ? null : { turn: s.cardExpire[card], when: 'end' };
  return o;
}

/** Damage taken off by Trainers attached to a slot (Defender). */
function reductionOn(s: GameState, slot: number): number {
  let n = 0;
  for (let i = 0; i < s.slotCount[slot]; i++) n += cDamageReduce[s.cardDef[s.slotCards[slot * SLOT_CAP + i]]];
  return n;
}

/**
 * The effects on the Defending Pokémon that acted on an attack's damage (X3), in order: each
 * attached Trainer that reduces damage, then a damage guard in effect (change 0 when it did not
 * apply), then anything else the engine took off ('other'). `after` is the damage after them,
 * before the floor at 0.
 */
function defendingEffects(s: GameState, slot: number, before: number, after: number): DefendingEffect[] {
  const out: DefendingEffect[] = [];
  let v = before;
  for (let i = 0; i < s.slotCount[slot]; i++) {
    const c = s.slotCards[slot * SLOT_CAP + i];
    const r = cDamageReduce[s.cardDef[c]];
    if (r === 0) continue;
    out.push({ effect: ALL_DEFS[s.cardDef[c]].name, card: cardRef(s, c), change: -r });
    v -= r;
  }
  const g = s.guard[slot] !== 0 && s.guardUntil[slot] >= s.turn[0] ? s.guard[slot] : 0;
  if (DAMAGE_GUARDS[g]) out.push({ effect: GUARD_NAMES[g], change: after - v });
  else if (after !== v) out.push({ effect: teraOnBench(s, slot) ? 'tera-on-bench' : 'other', change: after - v }); // X7
  return out;
}

function handRefs(s: GameState, p: number): CardRef[] {
  return listRefs(s, s.hand, p * MAX_DECK, s.handCount[p]);
}

function listRefs(s: GameState, list: Uint8Array, from: number, n: number): CardRef[] {
  const out: CardRef[] = [];
  for (let i = 0; i < n; i++) out.push(cardRef(s, list[from + i]));
  return out;
}

/** The cards of a Knocked Out Pokémon that go to the discard pile (K2): all of them, but Electrode if its Buzzap attaches it next. */
function knockedOutCards(s: GameState, slot: number): CardRef[] {
  const out: CardRef[] = [];
  const buzzed = s.buzzSlot[0] === slot + 1 ? s.slotTop[slot] : -1;
  for (let i = 0; i < s.slotCount[slot]; i++) {
    const c = s.slotCards[slot * SLOT_CAP + i];
    if (c !== buzzed) out.push(cardRef(s, c));
  }
  return out;
}

function actionKindName(s: GameState, a: number): string {
  switch (s.phase[0]) {
    case Phase.ChooseFirst: return 'choose-first';
    case Phase.SetupActive: return 'setup-active';
    case Phase.SetupBench: return 'setup-bench';
    case Phase.ExtraDraws: return 'extra-draws';
    case Phase.Promote: return 'promote';
    case Phase.Effect: case Phase.Retreat: return 'choice';
  }
  if (actKind(a) === Act.UseStadium) return 'use-stadium';
  return ['', 'end-turn', 'bench', 'attach', 'trainer', 'evolve', 'retreat', 'attack', '', '', '', '', '', '', 'power', 'discard-doll'][actKind(a)] || 'choice';
}

// ---------------- text ----------------

const who = (p: number, names: string[]) => (p === 0 || p === 1 ? names[p] : 'nobody');

function pk(v: PokemonView | null | undefined): string {
  if (!v) return '?';
  return `${v.name} [${v.hpLeft}/${v.hp} HP${v.energy.length ? `, ${v.energy.join('+')}` : ''}${v.conditions.length ? `, ${v.conditions.join('+')}` : ''}]`;
}

/** One readable line per record (empty string to skip). */
export function recordText(r: LogRecord, names: string[]): string {
  const p = who(r.player, names);
  const card = (c: unknown) => { const x = c as CardRef; return `${x.name} (${x.id})`; };
  switch (r.type) {
    case 'header': return '';
    case 'action': return '';
    case 'end': return `== Game over: ${r.winner === 2 ? 'draw' : `${who(r.winner as number, names)} wins`} (${r.reason}) after ${r.turns} turns; prizes taken ${(r.prizesTaken as number[]).join('-')}`;
  }
  switch (r.kind) {
    case 'coin-flip': return `  coin flip (${r.purpose}): ${r.result}`;
    case 'first-player': return `${p} goes first${r.chosen ? ' (chosen by the flip winner)' : ' (won the flip)'}`;
    case 'draw-hand': return `${p} draws 7: ${(r.hand as CardRef[]).map((c) => c.name).join(', ')}`;
    case 'mulligan': return `${p} has no Basic Pokémon: mulligan #${r.number} (reveals ${(r.revealed as CardRef[]).map((c) => c.name).join(', ')})`;
    case 'setup-active': return `${p} puts ${card(r.card)} face down as Active`;
    case 'setup-bench': return `${p} puts ${card(r.card)} face down on the Bench`;
    case 'prizes-set': return `${p} sets ${r.count} Prize cards`;
    case 'extra-draw': return `${p} draws an extra card for the opponent's mulligans: ${card(r.card)}`;
    case 'extra-draw-declined': return `${p} declines ${r.unused} extra draw(s)`;
    case 'turn-start': {
      const b = r.board as PlayerView[];
      return `\n== Turn ${r.number}: ${p} | prizes left ${b[0].prizesLeft}-${b[1].prizesLeft} | ${names[0]}: ${pk(b[0].pokemon[0])} | ${names[1]}: ${pk(b[1].pokemon[0])}`;
    }
    case 'draw': return `${p} draws ${card(r.card)} (${r.deckLeft} left in deck)`;
    case 'bench': return r.from === 'hand' ? `${p} benches ${card(r.card)}` : `  ${p} puts ${card(r.card)} ${leftText(r.from)} onto the Bench`;
    case 'attach': {
      const played = r.by === 'trainer' && r.from === 'discard' && (r.card as CardRef).name === r.byName; // a Trainer attaching itself (A3: it is on the pile while played)
      const how = r.by === 'action' ? '' : played ? ' (played from the hand)' : ` (${FROM_TEXT[FROM_NAMES.indexOf(r.from as string)] ?? String(r.from)}, by ${String(r.byName)})`;
      const exp = r.expires ? `; discarded at the end of turn ${(r.expires as Expiry).turn}` : '';
      const gives = r.provides as { type: string; units: number } | undefined;
      if (gives) return `  ${p} attaches ${card(r.card)} to ${pk(r.target as PokemonView)} (from the ${r.fromSlot} spot, by ${String(r.byName)}): an Energy card that provides ${gives.units} ${gives.type}`;
      return `${r.by === 'action' ? '' : '  '}${p} attaches ${card(r.card)} to ${pk(r.target as PokemonView)}${how}${exp}`;
    }
    case 'trainer': return `${p} plays ${card(r.card)}`;
    case 'evolve': {
      // which Pokémon evolved: the card under the new one, and where it is
      const t = r.target as PokemonView;
      const before = t.evolvedFrom[t.evolvedFrom.length - 1];
      return `${r.from === 'hand' ? '' : '  '}${p} evolves ${before ? before.name : '?'} (${t.slot}) into ${card(r.card)}${r.from === 'hand' ? '' : ` ${leftText(r.from)}`}: ${pk(t)}`;
    }
    case 'retreat': return r.failed ? `${p} tries to retreat but the flip fails` : `${p} retreats; new Active ${pk(r.active as PokemonView)}`;
    case 'discard-energy': return `  ${p} discards ${card(r.card)}`;
    case 'attack': return `${p}'s ${pk(r.attacker as PokemonView)} uses ${r.attack}`;
    case 'attack-failed': return `  the attack fails: ${r.reason}`;
    case 'damage': {
      const steps = (r.defendingEffects as DefendingEffect[] | undefined)?.map((e) => `${e.effect} ${e.change > 0 ? '+' : e.change < 0 ? '−' : '±'}${Math.abs(e.change)}`) ?? [];
      const by = steps.length > 0 ? ` (${steps.join(', ')})` : '';
      if (r.amount !== undefined) {
        const before = r.beforeDefendingEffects !== undefined ? `${r.beforeDefendingEffects} → defending effects${by} → ` : '';
        return `  ${before}${r.amount} damage to ${pk(r.target as PokemonView)} (no Weakness/Resistance)`;
      }
      return `  damage to ${pk(r.target as PokemonView)}: base ${r.base} → attacker effects ${r.afterAttackerEffects} → weakness ${r.afterWeakness} → resistance ${r.afterResistance} → defending effects ${r.afterDefendingEffects}${by} → final ${r.final}`;
    }
    case 'effect-prevented': return `  ${(r.target as PokemonView)?.name}: ${r.effect} prevented (${String(r.byName)})`;
    case 'damage-prevented': return `  damage to ${(r.target as PokemonView)?.name} prevented (${String(r.byName)})`;
    case 'condition': return `  ${(r.target as PokemonView)?.name} is now ${r.condition}`;
    case 'condition-removed': return `  ${(r.target as PokemonView)?.name} is no longer ${r.condition}`;
    case 'heal': return `  ${r.amount} healed from ${pk(r.target as PokemonView)}`;
    case 'guard': return `  ${(r.target as PokemonView)?.name} is protected (${r.guard}) until the end of turn ${(r.expires as Expiry).turn}`;
    case 'debuff':
      if (r.debuff === 'cant-attack') return `  ${(r.target as PokemonView)?.name} can't attack in turn ${(r.expires as Expiry).turn}`;
      return `  ${(r.target as PokemonView)?.name}: ${r.debuff} until the end of turn ${(r.expires as Expiry).turn}`;
    case 'switch': return `  ${p} switches: ${pk(r.active as PokemonView)} is now Active`;
    case 'knock-out': return `  ${p}'s ${card(r.card)} is Knocked Out`;
    case 'prizes-taken': return `  ${p} takes ${r.count} Prize card(s), ${r.prizesLeft} left`;
    case 'promote': return `${p} promotes ${pk(r.active as PokemonView)}`;
    case 'search': return `  ${p} puts ${card(r.card)} ${leftText(r.from)} ${DEST_TEXT[r.to as string] ?? String(r.to)}`;
    case 'discard': return `  ${p} discards ${card(r.card)} ${leftText(r.from)}`;
    case 'shuffle': return `  ${p} shuffles the deck`;
    case 'to-deck': return r.from === 'hand' ? '' : `  ${p} puts ${card(r.card)} ${leftText(r.from)} ${r.bottom ? 'on the bottom of' : 'into'} the deck`; // (a hand going back: the action says so)
    case 'move-energy': return `  ${card(r.card)} moves to ${pk(r.to as PokemonView)}`;
    case 'checkup': return `  Pokémon Checkup`;
    case 'end-turn': return `${p} ends the turn`;
    case 'game-over': return '';
    case 'sudden-death': return `\n== Sudden death game #${r.game} (1 Prize card each)`;
    case 'ability': return `  ${(r.holder as PokemonView)?.name}'s ${r.ability} activates${r.ability === 'Energy Burn' ? ': its Energy counts as Fire for the rest of the turn' : ''}`;
    case 'trainer-expired': return `  ${card(r.card)} is discarded`;
    case 'rearrange': return `  ${p} puts a card on top of the deck`;
    case 'move-damage': return `  ${r.amount} damage moves from ${pk(r.from as PokemonView)} to ${pk(r.to as PokemonView)}`;
  }
  return '';
}

