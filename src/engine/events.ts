// Event codes the engine reports to an optional sink (logs), and the one function that reports
// them. Arguments are integers only.
import type { GameState } from './state.js';
import * as rngModule from './rng.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { flip } = rngModule;

export const enum Ev {
  CoinFlip = 1, // a: purpose (Flip), b: 1 heads / 0 tails
  FirstPlayer, // player: who goes first; a: 1 if the flip winner chose
  DrawHand, // player, a: cards drawn (S2)
  Mulligan, // player, a: mulligan number (S4)
  SetupActive, // player, a: card instance
  SetupBench, // player, a: card instance, b: slot
  PrizesSet, // player, a: prize count (S5)
  ExtraDraw, // player, a: card instance (S6)
  ExtraDrawDeclined, // player, a: draws left unused
  TurnStart, // player, a: turn number
  Draw, // player, a: card instance
  Bench, // player, a: card instance, b: slot, c: From (the hand, or the discard pile)
  Attach, // player, a: attached card instance, b: slot, c: From (where the card came from), d: the slot it left (From.InPlay)
  PlayTrainer, // player, a: card instance
  Evolve, // player, a: card instance, b: slot, c: From (the hand, or the deck)
  Retreat, // player, a: from slot, b: to slot, c: 1 if it failed (confusion)
  DiscardEnergy, // player, a: card instance, b: slot
  Attack, // player, a: slot, b: attack id
  AttackFailed, // player, a: reason (AttackFailure)
  Damage, // player (target owner), a: slot, b: base, c: packed (afterAttacker | afterWeakness<<16), d: packed (afterResistance | final<<16)
  DirectDamage, // player (target owner), a: slot, b: amount (no W/R: bench, self, checkup), c: an attack's amount before the Defending side's effects (0: not such damage)
  Prevented, // player, a: slot, b: Guard kind
  Condition, // player, a: slot, b: Cond, c: 1 applied / 0 removed
  Heal, // player, a: slot, b: amount
  Guarded, // player, a: slot, b: Guard kind
  Debuffed, // player, a: slot, b: Debuff, c: param
  Switch, // player, a: slot that became Active's old index, b: new Active from slot
  KnockOut, // player (owner), a: slot, b: card instance
  PrizeTaken, // player, a: prizes taken now, b: prizes left
  Promote, // player, a: bench slot promoted
  Search, // player, a: card instance, b: destination (Dest), c: From (deck or discard)
  DiscardCard, // player, a: card instance, b: From (default: the hand)
  Shuffle, // player
  ToDeck, // player, a: card instance, b: From, c: 1 onto the bottom (else shuffled in), d: the slot it left (From.InPlay)
  MoveEnergy, // player, a: energy instance, b: from slot, c: to slot
  Checkup, // player: whose turn ended
  EndTurn, // player
  GameOver, // player: winner (2 draw), a: EndReason
  SuddenDeath, // a: sudden-death game number
  Ability, // player, a: slot, b: ability kind
  TrainerDiscarded, // player, a: card instance (an attached Trainer expired, or the Stadium left play), b: From (InPlay or Stadium)
  Rearrange, // player, a: card instance put on top
  CantAttack, // player, a: slot, b: the turn in which it can't attack
  MoveDamage, // player, a: from slot, b: to slot, c: damage moved (Damage Swap)
  CopyAttack, // player, a: slot of the attacker, b: attack id it uses as its own (Metronome)
  Converted, // player (owner), a: slot, b: 0 Weakness / 1 Resistance, c: the new type (Conversion 1 / 2)
  BecameEnergy, // player, a: card instance (now an Energy card), b: slot it is attached to, c: the slot it left, d: its type (Buzzap)
  EffectPrevented, // player (target owner), a: slot, b: Guard kind that stopped it (0: its Ability did, Flare Veil), c: the Special Condition it stopped (Cond), 0 for another effect
  StadiumAction = 100, // player, a: the Stadium card whose action the player uses (Artazon)
}

/** The zone a card an event moves left (for logs); 0, the default argument, is the hand. */
export const enum From {
  Hand = 0,
  Deck = 1,
  Discard = 2,
  InPlay = 3, // from a Pokémon in play
  Stadium = 4, // the Stadium in play
}

/** Why an attack did nothing (Ev.AttackFailed). */
export const enum AttackFailure {
  Confused = 1, // C5: tails on the Confusion flip
  SandAttack = 2, // tails under a Sand-attack-like effect
  Cancelled = 3, // the attack's own flip said it does nothing
}

/** Why a coin was flipped (for logs). */
export const enum Flip {
  FirstPlayer = 1,
  Attack = 2,
  Confusion = 3,
  Burn = 4,
  Sleep = 5,
  SandAttack = 6,
  Retreat = 7,
  Trainer = 8,
  Ability = 9, // a passive Ability's coin ("flip a coin; if heads, prevent that damage")
}

/** Report an event to the state's sink, if any (logs); a no-op in batch simulation. */
export function emit(s: GameState, code: Ev, p: number, a = 0, b = 0, c = 0, d = 0): void {
  if (s.logger !== null) s.logger.ev(code, p, a, b, c, d);
}

/** Flip a coin with the game's generator and report it. */
export function coin(s: GameState, purpose: Flip, p: number): boolean {
  const h = flip(s);
  emit(s, Ev.CoinFlip, p, purpose, h ? 1 : 0);
  return h;
}
