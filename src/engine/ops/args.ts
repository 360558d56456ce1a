// The typed parameter layout of every op. An op's row in PROG is [op, a, b, c, d] (cards/types.ts
// Effect; unused parameters are 0). execOp (effects.ts) reads a–d once and calls the op's handler
// with them; a handler is declared as an `OpFn<Op.X>`, so its parameters get their names and types
// from `OpArgs` below and a call that passes too few or too many does not compile. Types and const
// enums only: nothing here exists at run time, so reading the parameters allocates nothing.
import type { GameState } from '../state.js';
import { Op } from '../../cards/opcodes.js';
import type { T, Cond, Guard, Debuff, Source, Count } from '../../cards/types.js';

/** The positions in an op's PROG row (tables.ts OP_WIDTH = 5). */
export const enum Field {
  Op = 0,
  A = 1,
  B = 2,
  C = 3,
  D = 4,
}

/** How MoveCards packs its filter and its limits into c and d (cards/types.ts `moveCards`). */
export const enum MovePack {
  Byte = 0xff,
  FilterParamShift = 8, // c: filter | filterParam << 8
  MinShift = 8, // d: max | min << 8 | dest << 16
  DestShift = 16,
}

/** Every op must have a row (a missing one fails to compile). */
type EveryOp<M extends { [K in Op]: readonly unknown[] }> = M;

/** Each op's parameters a, b, c, d in order, named and typed (the meaning of each: cards/opcodes.ts OPS). */
export type OpArgs = EveryOp<{
  // ---- damage modifiers and program control (before damage) ----
  [Op.TimesHeads]: [coins: number];
  [Op.PlusPerDefenderEnergy]: [perEnergyCard: number];
  [Op.PlusPerDefenderCounter]: [perCounter: number];
  [Op.MinusPerSelfCounter]: [perCounter: number];
  [Op.TimesSelfCounters]: [];
  [Op.PlusPerSelfCounter]: [perCounter: number];
  [Op.TimesOpponentPrizesTaken]: [];
  [Op.FlipTailsNothing]: [];
  [Op.IgnoreResistance]: [];
  [Op.DiscardSelfEnergyCost]: [type: T, count: number];
  [Op.OptionalDiscardForBonus]: [count: number, bonus: number];
  [Op.ChooseAnyOpponentTarget]: [];
  [Op.FlipHeadsPlus]: [bonus: number];
  [Op.DiscardAllSelfEnergyCost]: [];
  [Op.HalfDefenderHp]: [];
  [Op.CopyDefenderAttack]: [];
  [Op.MirrorMove]: [];
  [Op.PlusPerExtraEnergy]: [type: T, perEnergy: number, most: number];
  // ---- after damage ----
  [Op.IfTailsSelfDamage]: [damage: number];
  [Op.BenchDamageOwn]: [damage: number];
  [Op.FlipConditionEither]: [heads: Cond, tails: Cond];
  [Op.StrongPoison]: [poisonDamage: number];
  [Op.DiscardDefenderEnergy]: [];
  [Op.OpponentSwitchesActive]: [];
  [Op.ConvertDefenderWeakness]: [];
  [Op.ConvertSelfResistance]: [];
  [Op.SelfDamage]: [damage: number];
  [Op.FlipTailsSelfDamage]: [damage: number];
  [Op.BenchDamageAll]: [damage: number];
  [Op.BenchDamageOneOpponent]: [damage: number];
  [Op.Condition]: [cond: Cond];
  [Op.FlipHeadsCondition]: [cond: Cond];
  [Op.FlipHeadsGuard]: [guard: Guard, param: number];
  [Op.Guard]: [guard: Guard, param: number];
  [Op.DebuffDefender]: [debuff: Debuff, amount: number];
  [Op.SelfCantAttackNextTurn]: [];
  [Op.FlipTailsSelfCantAttackNextTurn]: [];
  [Op.HealSelfAll]: [];
  [Op.HealSelfUnlessPrevented]: [damage: number];
  [Op.SwitchOpponentActive]: [];
  [Op.OptionalSwitchSelf]: [];
  [Op.SwitchSelf]: [];
  [Op.DiscardSelfEnergy]: [type: T, count: number];
  // ---- Trainers (and the Abilities and attacks that share their ops) ----
  [Op.Draw]: [count: number];
  [Op.DiscardHandDraw]: [count: number];
  [Op.ShuffleHandDraw]: [count: number];
  [Op.MoveCards]: [source: Source, lookAt: number, filterAndParam: number, limitsAndDest: number];
  [Op.DiscardFromHand]: [count: number];
  [Op.Heal]: [damage: number];
  [Op.DiscardOwnEnergyHeal]: [damage: number];
  [Op.DiscardOwnEnergy]: [];
  [Op.DiscardOpponentEnergy]: [most: number];
  [Op.BothShuffleTrainersFromHand]: [];
  [Op.RearrangeTop]: [count: number];
  [Op.AttachToActive]: [bonus: number, afterWeakness: number]; // read by damage.ts from the attached card
  [Op.AttachToOwn]: [reduction: number]; // read by damage.ts from the attached card
  [Op.FlipHeadsOrStop]: [];
  [Op.AttachTool]: [];
  [Op.RareCandy]: [];
  [Op.ClearActiveConditions]: [];
  [Op.ShuffleFromHandDraw]: [count: number, draw: number];
  [Op.HealAllDiscardEnergy]: [];
  [Op.OpponentShuffleHandDraw]: [count: number];
  [Op.ReviveDamage]: [];
  [Op.OpponentDiscardBasicToBench]: [];
  [Op.HandPokemonToDeck]: [];
  [Op.ScoopUp]: [];
  [Op.DevolveOwn]: [];
  [Op.PlayAsBasic]: [];
  // ---- batch sv-a ----
  [Op.PlusPerSelfEnergy]: [type: T, perEnergy: number];
  [Op.HealSelf]: [damage: number];
  [Op.MoveAllSelfEnergyToBench]: [];
  [Op.BothHandsToBottomDrawPrizes]: [];
  [Op.SwitchInOpponentThenDamage]: [damage: number];
  // ---- sv-c batch ----
  [Op.PlusIfDefenderEvolved]: [bonus: number];
  [Op.LockAttackNextTurn]: [];
  [Op.NothingUnlessPartnerBenched]: [];
  [Op.IgnoreWeaknessResistance]: [];
  [Op.ShuffleHandDrawByPrizes]: [count: number, countAtSixPrizes: number];
  [Op.DrawUntilHand]: [size: number];
  [Op.TypeDamageBonusThisTurn]: [type: T, bonus: number];
  [Op.DamageToOpponents]: [damage: number, targets: number];
  // ---- the lead ----
  [Op.TimesHandSize]: [];
  [Op.IgnoreDefendingEffects]: [];
  [Op.MoveCountersToOpponent]: [counters: number];
  [Op.DiscardTypeForDamage]: [type: T, perCard: number];
  [Op.ShuffleSelfIntoDeck]: [];
  // ---- batch sv-b ----
  [Op.RequireBehindOnPrizes]: [];
  [Op.RequireKnockedOutLastTurn]: [];
  [Op.DrawUntil]: [size: number];
  [Op.BothShuffleHandsDraw]: [count: number, opponentCount: number];
  [Op.OwnPokemonToHand]: [];
  [Op.PlusIfKnockedOutLastTurn]: [bonus: number];
  [Op.ConditionIfKnockedOutLastTurn]: [cond: Cond];
  [Op.CountersOnOpponentBench]: [counters: number];
  [Op.HealSelfDamageDone]: [];
  [Op.DiscardStadium]: [];
  [Op.EvolveBenchFromDeck]: [most: number];
  [Op.DevolveOpponentAll]: [];
  [Op.SwitchSelfIfBench]: [];
  [Op.PutCountersOnOpponent]: [counters: number];
  [Op.ClearSelfConditions]: [];
  [Op.PlusPerOpponentPrizeTaken]: [perPrize: number];
  [Op.OptionalDiscardStadium]: [];
  // ---- std26a ----
  [Op.PlusPerBenchedBoth]: [perBenched: number];
  [Op.PlusIfExtraEnergy]: [bonus: number, extra: number];
  [Op.DiscardSelfEnergyForDamage]: [most: number, perCard: number];
  [Op.DiscardEnergyFromHand]: [count: number];
  [Op.DrawUntilPokemonOfType]: [type: T];
  // ---- std26e ----
  [Op.DefenderCantAttackIfEvolution]: [];
  [Op.TimesOpponentDiscardBasicEnergy]: [];
  [Op.ExBonusThisTurn]: [bonus: number];
  [Op.UseBenchedOwnerAttack]: [owner: number];
  // ---- std26b ----
  [Op.PlusPerDiscardEnergy]: [perCard: number];
  [Op.DiscardAllSelfEnergy]: [];
  [Op.RequireOpponentPrizes]: [prizes: number];
  [Op.ExtraPrizeForTeraThisTurn]: [];
  [Op.OpponentNoItemsNextTurn]: [];
  // ---- std26d ----
  [Op.DiscardHandEnergyForDamage]: [perCard: number];
  [Op.PlusIfMovedToActiveThisTurn]: [bonus: number];
  [Op.HealEachInPlay]: [amount: number];
  [Op.PlusPerHeadsUntilTails]: [perHeads: number];
  [Op.KnockOutIfExactCounters]: [counters: number];
  [Op.DiscardFromOpponentHand]: [];
  [Op.BasicPokemonToHand]: [];
  // ---- std26c ----
  [Op.MoveBasicEnergyOwn]: [];
  [Op.EnergyToHandAndAttach]: [];
  [Op.NothingUnlessStadium]: [];
  [Op.TimesOwnBenched]: [];
  [Op.DiscardDefenderTools]: [];
  // ---- std26f ----
  [Op.CountersPerHandOnDefender]: [counters: number];
  [Op.DiscardOpponentSpecialEnergy]: [];
  // ---- generated Pokémon ----
  [Op.PlusIfDefenderEx]: [bonus: number, orV: number];
  [Op.TimesHeadsUntilTails]: [];
  [Op.PlusIfSelfDamaged]: [bonus: number, undamaged: number];
  [Op.PlusIfDefenderDamaged]: [bonus: number];
  [Op.PlusPerOpponentBenched]: [perBenched: number];
  [Op.SelfCondition]: [cond: Cond];
  [Op.HealEachOwn]: [amount: number, benchOnly: number];
  [Op.DiscardOpponentDeckTop]: [count: number];
  [Op.DefenderCantAttack]: [basicOnly: number];
  [Op.RandomOpponentHandCard]: [intoDeck: number];
  [Op.PlusPerHeads]: [coins: number, perHeads: number];
  [Op.PlusPerOwnBenched]: [perBenched: number];
  [Op.PlusIfBehindOnPrizes]: [bonus: number];
  [Op.PlusIfOpponentPrizesAtMost]: [bonus: number, prizes: number];
  [Op.PlusIfSelfHasEnergyType]: [bonus: number, type: T];
  [Op.PlusIfSelfHasTool]: [bonus: number];
  [Op.PlusIfDefenderConditioned]: [bonus: number, cond: Cond];
  [Op.SelfEnergyToHand]: [count: number];
  [Op.BenchDamageEachOpponent]: [damage: number];
  [Op.EachPlayerDraws]: [count: number];
  [Op.FlipTailsOrStop]: [];
  [Op.TimesOwnTools]: [];
  [Op.PlusIfBenchedType]: [bonus: number, type: T];
  [Op.TimesOwnInPlay]: [];
  [Op.TimesDefenderCounters]: [];
  [Op.TimesEnergyOnOpponents]: [];
  [Op.FlipBothHeadsPlus]: [bonus: number];
  [Op.NothingUnlessDefenderDamaged]: [];
  [Op.NothingUnlessDefenderConditioned]: [cond: Cond];
  [Op.MayOrStop]: [];
  [Op.HealOneBenched]: [damage: number];
  [Op.BenchDamageOneOwn]: [damage: number];
  [Op.DiscardDefenderSpecialEnergy]: [];
  [Op.MoveSelfEnergyToBench]: [];
  [Op.EvolveOwnFromDeck]: [anyOfYours: number];
  [Op.DrawPerHeads]: [coins: number];
  [Op.DiscardDefenderEnergyPerHeads]: [coins: number];
  [Op.DefenderEnergyToHand]: [count: number];
  [Op.OpponentDiscardsFromHand]: [count: number];
  [Op.MoveAllSelfEnergyToBenchAsYouLike]: [];
  [Op.StopUnlessOwnBench]: [];
  [Op.ExtraPrizeIfKnockedOut]: [];
  [Op.TimesCount]: [kind: Count, param: number];
  [Op.PlusPerCount]: [per: number, kind: Count, param: number];
  [Op.CountersOnDefender]: [counters: number];
  [Op.PlusIfOpponentHandAtMost]: [bonus: number, cards: number];
  [Op.PlusIfSelfConditioned]: [bonus: number, cond: Cond];
  [Op.OptionalDiscardStadiumForBonus]: [bonus: number];
  [Op.SelfToHand]: [];
  [Op.SelfCantRetreatNextTurn]: [];
  [Op.PlusIfCount]: [bonus: number, kind: Count, param: number, atLeast: number];
  [Op.DiscardOwnDeckTop]: [count: number];
  [Op.PlusIfCountAtMost]: [bonus: number, kind: Count, param: number, atMost: number];
  [Op.GuardIfDefenderKnockedOut]: [guard: Guard, param: number];
  [Op.CoinWasOrStop]: [tails: number];
  [Op.MoveBenchedCountersToDefender]: [];
  [Op.BoostNextTurn]: [bonus: number, attack: number];
  [Op.CountersOnOneOpponent]: [counters: number];
  [Op.KnockOutIfCount]: [kind: Count, param: number, atLeast: number];
  [Op.TimesHeadsPerCount]: [kind: Count, param: number];
  [Op.BenchDamageOpponents]: [damage: number, targets: number, damagedOnly: number];
  [Op.CountersOnEachOpponent]: [counters: number, benchOnly: number, damagedOnly: number];
  [Op.DiscardFromHandOrStop]: [count: number];
  [Op.NothingUnlessCountIn]: [kind: Count, param: number, min: number, max: number];
  [Op.StopUnlessOpponentBench]: [];
  [Op.RandomOpponentHandCardsPerHeads]: [coins: number];
  [Op.CountersUntilHp]: [hpLeft: number, where: number];
  [Op.MillForDamage]: [own: number, opponents: number, perEnergy: number];
  [Op.ChooseCondition]: [];
  [Op.DiscardDefenderEnergyOfType]: [type: T];
}>;

/**
 * An op's handler: runs (action < 0) or resumes with the chosen action the op at the program
 * counter, with its parameters; returns true when the op is finished, false when it waits for a
 * choice it has written into the state (pend, cand, slotMask, registers).
 */
export type OpFn<K extends Op> = (s: GameState, action: number, ...args: OpArgs[K]) => boolean;
