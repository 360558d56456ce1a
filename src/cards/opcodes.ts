// The closed opcode vocabulary of card effects, defined in one place: each op's number (Op) and,
// in OPS, what its parameters mean, when it runs in an attack (X5) and how the greedy bot's
// damage estimate reads it. engine/tables.ts compiles programs by `timing` and gives the bot
// `estimate`; each op has one handler in an op-family module of engine/ops/, which execOp
// (engine/effects.ts) calls. Adding an op: a member of Op, its row in OPS (the compiler requires one
// per member), its parameters' row in engine/ops/args.ts OpArgs, its handler and its case in execOp.

/** Effect opcodes. An effect is [op, a, b, c, d] (types.ts Effect); unused parameters are 0. */
export const enum Op {
  TimesHeads = 1,
  PlusPerDefenderEnergy,
  PlusPerDefenderCounter,
  MinusPerSelfCounter,
  TimesSelfCounters,
  PlusPerSelfCounter,
  TimesOpponentPrizesTaken,
  FlipTailsNothing,
  IgnoreResistance,
  DiscardSelfEnergyCost,
  OptionalDiscardForBonus,
  ChooseAnyOpponentTarget,
  FlipHeadsPlus,
  DiscardAllSelfEnergyCost,
  HalfDefenderHp,
  IfTailsSelfDamage,
  BenchDamageOwn,
  FlipConditionEither,
  StrongPoison,
  DiscardDefenderEnergy,
  OpponentSwitchesActive,
  ConvertDefenderWeakness,
  ConvertSelfResistance,
  CopyDefenderAttack,
  MirrorMove,
  SelfDamage,
  FlipTailsSelfDamage,
  BenchDamageAll,
  BenchDamageOneOpponent,
  Condition,
  FlipHeadsCondition,
  FlipHeadsGuard,
  Guard,
  DebuffDefender,
  SelfCantAttackNextTurn,
  FlipTailsSelfCantAttackNextTurn,
  HealSelfAll,
  HealSelfUnlessPrevented,
  SwitchOpponentActive,
  OptionalSwitchSelf,
  SwitchSelf,
  DiscardSelfEnergy,
  Draw,
  DiscardHandDraw,
  ShuffleHandDraw,
  MoveCards,
  DiscardFromHand,
  Heal,
  DiscardOwnEnergyHeal,
  DiscardOwnEnergy,
  DiscardOpponentEnergy,
  BothShuffleTrainersFromHand,
  RearrangeTop,
  AttachToActive,
  AttachToOwn,
  FlipHeadsOrStop,
  AttachTool,
  RareCandy,
  PlusPerExtraEnergy,
  ClearActiveConditions,
  ShuffleFromHandDraw,
  HealAllDiscardEnergy,
  OpponentShuffleHandDraw,
  ReviveDamage,
  OpponentDiscardBasicToBench,
  HandPokemonToDeck,
  ScoopUp,
  DevolveOwn,
  PlayAsBasic,
  // ---- batch sv-a (Scarlet & Violet, Paldea Evolved, Obsidian Flames): 100–129 ----
  PlusPerSelfEnergy = 100,
  HealSelf = 101,
  MoveAllSelfEnergyToBench = 102,
  BothHandsToBottomDrawPrizes = 103,
  SwitchInOpponentThenDamage = 104,
  // sv-c batch (160–189):
  PlusIfDefenderEvolved = 160,
  LockAttackNextTurn = 161,
  NothingUnlessPartnerBenched = 162,
  IgnoreWeaknessResistance = 163,
  ShuffleHandDrawByPrizes = 164,
  DrawUntilHand = 165,
  TypeDamageBonusThisTurn = 166,
  DamageToOpponents = 167,
  // the lead (cards outside the three batches): 190–199
  TimesHandSize = 190,
  IgnoreDefendingEffects = 191,
  MoveCountersToOpponent = 192,
  DiscardTypeForDamage = 193,
  ShuffleSelfIntoDeck = 194,
  // ---- batch sv-b (151, Paradox Rift, Paldean Fates, Temporal Forces, Twilight Masquerade, Shrouded Fable): 130–159 ----
  RequireBehindOnPrizes = 130,
  RequireKnockedOutLastTurn = 131,
  DrawUntil = 132,
  BothShuffleHandsDraw = 133,
  OwnPokemonToHand = 134,
  PlusIfKnockedOutLastTurn = 135,
  ConditionIfKnockedOutLastTurn = 136,
  CountersOnOpponentBench = 137,
  HealSelfDamageDone = 138,
  DiscardStadium = 139,
  EvolveBenchFromDeck = 140,
  DevolveOpponentAll = 141,
  SwitchSelfIfBench = 142,
  PutCountersOnOpponent = 105,
  ClearSelfConditions = 106,
  PlusPerOpponentPrizeTaken = 107,
  OptionalDiscardStadium = 108,
  // ---- std26b (230–249) ----
  PlusPerDiscardEnergy = 230,
  DiscardAllSelfEnergy = 231,
  RequireOpponentPrizes = 232,
  ExtraPrizeForTeraThisTurn = 233,
  OpponentNoItemsNextTurn = 234,
  // ---- std26a, issue 32's Gardevoir lists (220–229) ----
  PlusPerBenchedBoth = 220,
  PlusIfExtraEnergy = 221,
  DiscardSelfEnergyForDamage = 222,
  DiscardEnergyFromHand = 223,
  DrawUntilPokemonOfType = 224,
  // ---- std26e, issue 32's Grimmsnarl/Froslass and N's Zoroark lists (290–309) ----
  DefenderCantAttackIfEvolution = 290,
  TimesOpponentDiscardBasicEnergy = 291,
  ExBonusThisTurn = 292,
  UseBenchedOwnerAttack = 293,
  // ---- std26d, issue 32's Gholdengo/Lunatone and Mega Absol box lists (270–289) ----
  DiscardHandEnergyForDamage = 270,
  PlusIfMovedToActiveThisTurn = 271,
  HealEachInPlay = 272,
  PlusPerHeadsUntilTails = 273,
  KnockOutIfExactCounters = 274,
  DiscardFromOpponentHand = 275,
  BasicPokemonToHand = 276,
  // ---- std26c, issue 32's Raging Bolt and Charizard lists (250–259) ----
  MoveBasicEnergyOwn = 250,
  EnergyToHandAndAttach = 251,
  NothingUnlessStadium = 252,
  TimesOwnBenched = 253,
  DiscardDefenderTools = 254,
  // ---- std26f, issue 32's Alakazam/Dudunsparce list (310–329) ----
  CountersPerHandOnDefender = 310,
  DiscardOpponentSpecialEnergy = 311,
  // ---- generated Pokémon (attack templates, issue 32 step 4): 320–359 ----
  PlusIfDefenderEx = 320,
  TimesHeadsUntilTails = 321,
  PlusIfSelfDamaged = 322,
  PlusIfDefenderDamaged = 323,
  PlusPerOpponentBenched = 324,
  SelfCondition = 325,
  HealEachOwn = 326,
  DiscardOpponentDeckTop = 327,
  DefenderCantAttack = 328,
  RandomOpponentHandCard = 329,
  PlusPerHeads = 330,
  PlusPerOwnBenched = 331,
  PlusIfBehindOnPrizes = 332,
  PlusIfOpponentPrizesAtMost = 333,
  PlusIfSelfHasEnergyType = 334,
  PlusIfSelfHasTool = 335,
  PlusIfDefenderConditioned = 336,
  SelfEnergyToHand = 337,
  BenchDamageEachOpponent = 338,
  EachPlayerDraws = 339,
  FlipTailsOrStop = 340,
  TimesOwnTools = 341,
  PlusIfBenchedType = 342,
  TimesOwnInPlay = 343,
  TimesDefenderCounters = 344,
  TimesEnergyOnOpponents = 345,
  FlipBothHeadsPlus = 346,
  NothingUnlessDefenderDamaged = 347,
  NothingUnlessDefenderConditioned = 348,
  MayOrStop = 349,
  HealOneBenched = 350,
  BenchDamageOneOwn = 351,
  DiscardDefenderSpecialEnergy = 352,
  MoveSelfEnergyToBench = 353,
  EvolveOwnFromDeck = 354,
  DrawPerHeads = 355,
  DiscardDefenderEnergyPerHeads = 356,
  DefenderEnergyToHand = 357,
  OpponentDiscardsFromHand = 358,
  MoveAllSelfEnergyToBenchAsYouLike = 359,
  StopUnlessOwnBench = 360,
  ExtraPrizeIfKnockedOut = 361,
  TimesCount = 362,
  PlusPerCount = 363,
  CountersOnDefender = 364,
  PlusIfOpponentHandAtMost = 365,
  PlusIfSelfConditioned = 366,
  OptionalDiscardStadiumForBonus = 367,
  SelfToHand = 368,
  SelfCantRetreatNextTurn = 369,
  // cov-attacks (370–399):
  PlusIfCount = 370,
  DiscardOwnDeckTop = 371,
  PlusIfCountAtMost = 372,
  GuardIfDefenderKnockedOut = 373,
  CoinWasOrStop = 374,
  MoveBenchedCountersToDefender = 375,
  BoostNextTurn = 376,
  CountersOnOneOpponent = 377,
  KnockOutIfCount = 378,
  TimesHeadsPerCount = 379,
  BenchDamageOpponents = 380,
  CountersOnEachOpponent = 381,
  DiscardFromHandOrStop = 382,
  NothingUnlessCountIn = 383,
  StopUnlessOpponentBench = 384,
  RandomOpponentHandCardsPerHeads = 385,
  CountersUntilHp = 386,
  MillForDamage = 387,
  ChooseCondition = 388,
  DiscardDefenderEnergyOfType = 389,
}

/**
 * When an attack's op runs (X5): before the damage step (damage modifiers, "if tails this
 * attack does nothing", costs, the choice of target) or after it. Trainer effects run in order.
 */
export const enum OpTiming {
  BeforeDamage = 0,
  AfterDamage = 1,
}

/** How the greedy bot's expected damage reads an attack's op (`a`: the op's first parameter). */
export const enum DamageEstimate {
  None = 0, // no change
  TimesHalfOfCoins = 1, // base × a / 2 (the expected heads of a coins)
  Halved = 2, // tails: nothing, so half of it on average
  TimesSelfCounters = 3, // base × damage counters on the attacker
  PlusPerSelfCounter = 4, // + a × damage counters on the attacker
  MinusPerSelfCounter = 5, // − a × damage counters on the attacker
  TimesOpponentPrizesTaken = 6, // base × prizes the opponent has taken
  PlusPerDefenderCounter = 7, // + a × damage counters on the Defending Pokémon, if there is one
  PlusHalf = 8, // + a / 2 (a bonus on heads)
  HalfDefenderHp = 9, // half the Defending Pokémon's remaining HP, rounded up to 10
  BestDefenderAttack = 10, // the best estimate among the Defending Pokémon's attacks (Metronome)
  MirroredDamage = 11, // the damage an attack put on the attacker last turn (Mirror Move)
  PlusPerDefenderEnergy = 12, // + a × Energy on the Defending Pokémon, if there is one
  // batch sv-a:
  PlusPerSelfEnergy = 100, // + b × Energy of type a on the attacker
  SwitchedInDamage = 101, // a: the damage it does to the Pokémon it switches in (if the opponent has a Bench)
  // batch sv-c:
  PlusIfDefenderEvolved = 160, // + a if the Defending Pokémon is an Evolution Pokémon
  PartnerBenched = 161, // nothing unless the attack's partner (AttackDef.partner) is on the attacker's Bench
  SpreadDamage = 162, // a (to the Active, among others)
  // the lead:
  TimesHandSize = 190, // base × cards in the attacker's owner's hand
  PerOwnEnergyOfType = 191, // b × the Energy of type a on all of the attacker's owner's Pokémon (the most it can discard)
  // batch sv-b:
  PlusIfKnockedOutLastTurn = 130, // + a if one of the attacker's Pokémon was Knocked Out by an attack in the opponent's last turn
  PlusPerOpponentPrizeTaken = 102, // + a × prizes the opponent has taken
  // std26b:
  PlusPerDiscardEnergy = 230, // + a × Energy cards in the attacker's owner's discard pile
  // issue 32's Standard 2026 lists (240–249; opEstimate is a Uint8Array: below 256):
  PlusPerBenchedBoth = 240, // + a × Benched Pokémon, both players'
  PlusIfExtraEnergy = 241, // + a if the attacker has b Energy beyond the attack's cost
  PerSelfEnergyDiscarded = 242, // b × the Energy it may discard from itself, at most a
  PerHandBasicEnergy = 243, // a × basic Energy cards in the attacker's owner's hand (the most it can discard)
  PlusIfMovedToActive = 244, // + a if its player's Pokémon moved from the Bench to the Active spot this turn
  PlusPerHeadsUntilTails = 245, // + a (flips until tails: 1 heads on average)
  TimesOwnBenched = 246, // base × the attacker's owner's Benched Pokémon
  NothingUnlessStadium = 247, // nothing unless a Stadium is in play
  TimesOpponentDiscardBasicEnergy = 248, // base × basic Energy cards in the opponent's discard pile
  BestBenchedOwnerAttack = 249, // the best estimate among the attacks of its owner's Benched Pokémon of Trainer a (Night Joker)
  // std26f:
  CountersPerHand = 220, // + a × 10 × cards in the attacker's owner's hand (damage counters on the opponent's Active: no W/R)
  // generated Pokémon:
  PlusIfDefenderEx = 320, // + a if the Defending Pokémon is a Pokémon ex (b = 1: or a Pokémon V)
  TimesHeadsUntilTails = 321, // base × 1 (flips until tails: 1 heads on average)
  PlusIfSelfDamaged = 322, // + a if the attacker has damage counters (b = 1: none)
  PlusIfDefenderDamaged = 323, // + a if the Defending Pokémon has damage counters
  PlusPerOpponentBenched = 324, // + a × the opponent's Benched Pokémon
  PlusPerHeads = 325, // + b × a / 2 (the expected heads of a coins)
  PlusPerOwnBenched = 326, // + a × the attacker's player's Benched Pokémon
  PlusIfBehindOnPrizes = 327, // + a while its player has more Prize cards left than the opponent
  PlusIfOpponentPrizesAtMost = 328, // + a while the opponent has at most b Prize cards left
  PlusIfSelfHasEnergyType = 329, // + a if the attacker has Energy of type b
  PlusIfSelfHasTool = 330, // + a if the attacker has a Pokémon Tool
  PlusIfDefenderConditioned = 331, // + a if the Defending Pokémon has Special Condition b (Cond.None: any)
  TimesOwnTools = 332, // base × the attacker's player's Pokémon with a Pokémon Tool
  PlusIfBenchedType = 333, // + a if the attacker's player has a Benched Pokémon of type b
  TimesOwnInPlay = 334, // base × the attacker's player's Pokémon in play
  TimesDefenderCounters = 335, // base × the damage counters on the Defending Pokémon
  TimesEnergyOnOpponents = 336, // base × the Energy attached to the opponent's Pokémon
  FlipBothHeadsPlus = 337, // + a / 4 (both of 2 coins heads)
  NothingUnlessDefenderDamaged = 338, // 0 unless the Defending Pokémon has damage counters
  NothingUnlessDefenderConditioned = 339, // 0 unless the Defending Pokémon has Special Condition a
  TimesCount = 340, // base × countOf(a, b)
  PlusPerCount = 341, // + a × countOf(b, c)
  PlusIfOpponentHandAtMost = 342, // + a while the opponent has at most b cards in hand
  PlusIfSelfConditioned = 343, // + a if the attacker has Special Condition b
  PlusIfStadium = 344, // + a if a Stadium is in play (it may be discarded for it)
  // cov-attacks (345–359):
  PlusIfCount = 345, // + a if countOf(b, c) is at least d
  PlusIfCountAtMost = 346, // + a if countOf(b, c) is at most d
  TimesHeadsPerCount = 347, // base × countOf(a, b) / 2 (a coin for each)
  NothingUnlessCountIn = 348, // 0 unless countOf(a, b) is from c to d
  MillForDamage = 349, // c: + c × (a + b) / 2; c = 0: base × a / 2 (about half the cards an Energy)
}

export interface OpInfo {
  readonly name: string; // kebab-case, for messages and docs
  readonly timing: OpTiming;
  readonly params: string; // what a, b, c, d mean, and what the op does
  readonly estimate: DamageEstimate;
}

function before(name: string, params: string, estimate = DamageEstimate.None): OpInfo {
  return { name, timing: OpTiming.BeforeDamage, params, estimate };
}
function after(name: string, params: string): OpInfo {
  return { name, timing: OpTiming.AfterDamage, params, estimate: DamageEstimate.None };
}

export const OPS: Readonly<Record<Op, OpInfo>> = {
  [Op.TimesHeads]: before('times-heads', 'a: coins; damage = base × heads', DamageEstimate.TimesHalfOfCoins),
  [Op.PlusPerDefenderEnergy]: before('plus-per-defender-energy', 'a: per Energy card attached to the Defending Pokémon', DamageEstimate.PlusPerDefenderEnergy),
  [Op.PlusPerDefenderCounter]: before('plus-per-defender-counter', 'a: per damage counter on the Defending Pokémon', DamageEstimate.PlusPerDefenderCounter),
  [Op.MinusPerSelfCounter]: before('minus-per-self-counter', 'a: per damage counter on the attacker', DamageEstimate.MinusPerSelfCounter),
  [Op.TimesSelfCounters]: before('times-self-counters', 'damage = base × damage counters on the attacker', DamageEstimate.TimesSelfCounters),
  [Op.PlusPerSelfCounter]: before('plus-per-self-counter', 'a: per damage counter on the attacker', DamageEstimate.PlusPerSelfCounter),
  [Op.TimesOpponentPrizesTaken]: before('times-opponent-prizes-taken', 'damage = base × prizes the opponent has taken', DamageEstimate.TimesOpponentPrizesTaken),
  [Op.FlipTailsNothing]: before('flip-tails-nothing', 'tails: the attack does nothing at all', DamageEstimate.Halved),
  [Op.IgnoreResistance]: before('ignore-resistance', "this attack's damage ignores Resistance"),
  [Op.DiscardSelfEnergyCost]: before('discard-self-energy-cost', 'a: type (T.None = any), b: count; "discard ... in order to use"'),
  [Op.OptionalDiscardForBonus]: before('optional-discard-for-bonus', 'a: energy count, b: bonus damage ("you may discard")'),
  [Op.ChooseAnyOpponentTarget]: before('choose-any-opponent-target', 'the damage goes to a chosen opponent Pokémon (W/R only if Active)'),
  [Op.FlipHeadsPlus]: before('flip-heads-plus', 'a: bonus damage on heads; tails is remembered for if-tails-self-damage (Thrash)', DamageEstimate.PlusHalf),
  [Op.DiscardAllSelfEnergyCost]: before('discard-all-self-energy-cost', 'discard every Energy card on the attacker in order to use the attack (Thunderbolt)'),
  [Op.HalfDefenderHp]: before('half-defender-hp', "damage = half the Defending Pokémon's remaining HP, rounded up to 10 (Super Fang)", DamageEstimate.HalfDefenderHp),
  [Op.IfTailsSelfDamage]: after('if-tails-self-damage', "a: damage to the attacker if flip-heads-plus's coin was tails"),
  [Op.BenchDamageOwn]: after('bench-damage-own', "a: damage to each of the attacker's own Benched Pokémon (no W/R; Earthquake)"),
  [Op.FlipConditionEither]: after('flip-condition-either', 'a: Cond on heads, b: Cond on tails (Foul Gas)'),
  [Op.StrongPoison]: after('strong-poison', 'a: Poison damage per Pokémon Checkup; the Defending Pokémon is Poisoned (Toxic)'),
  [Op.DiscardDefenderEnergy]: after('discard-defender-energy', 'discard 1 chosen Energy card from the Defending Pokémon, if it has any (Whirlpool)'),
  [Op.OpponentSwitchesActive]: after('opponent-switches-active', 'the opponent chooses 1 of its Benched Pokémon to switch with the Defending Pokémon (Whirlwind)'),
  [Op.ConvertDefenderWeakness]: after('convert-defender-weakness', "if the Defending Pokémon has a Weakness, change it to a chosen type other than Colorless (Conversion 1; until it leaves the Active spot or evolves)"),
  [Op.ConvertSelfResistance]: after('convert-self-resistance', "change the attacker's Resistance to a chosen type other than Colorless (Conversion 2; until it leaves the Active spot or evolves)"),
  [Op.CopyDefenderAttack]: before('copy-defender-attack', "choose 1 of the Defending Pokémon's attacks (not one that copies) and run it as this attack, without its Energy cost or discard-to-use costs (Metronome)", DamageEstimate.BestDefenderAttack),
  [Op.MirrorMove]: before('mirror-move', "if the attacker was the Defending Pokémon of an attack last turn, that attack's final result on it (damage put on it, no W/R; Special Conditions) is done to the Defending Pokémon (Mirror Move; the attack has no damage step of its own, so before/after is the same)", DamageEstimate.MirroredDamage),
  [Op.SelfDamage]: after('self-damage', 'a: damage to the attacker (no W/R)'),
  [Op.FlipTailsSelfDamage]: after('flip-tails-self-damage', 'a: damage to itself on tails'),
  [Op.BenchDamageAll]: after('bench-damage-all', 'a: damage to every Benched Pokémon of both players (no W/R)'),
  [Op.BenchDamageOneOpponent]: after('bench-damage-one-opponent', 'a: damage to 1 chosen opponent Benched Pokémon (no W/R)'),
  [Op.Condition]: after('condition', 'a: Cond'),
  [Op.FlipHeadsCondition]: after('flip-heads-condition', 'a: Cond'),
  [Op.FlipHeadsGuard]: after('flip-heads-guard', 'a: Guard, b: param'),
  [Op.Guard]: after('guard', 'a: Guard, b: param'),
  [Op.DebuffDefender]: after('debuff-defender', 'a: Debuff (DisableAttack asks which attack), b: its amount (ReduceDamage)'),
  [Op.SelfCantAttackNextTurn]: after('self-cant-attack-next-turn', "the attacker can't attack during your next turn"),
  [Op.FlipTailsSelfCantAttackNextTurn]: after('flip-tails-self-cant-attack-next-turn', "tails: the attacker can't attack during your next turn"),
  [Op.HealSelfAll]: after('heal-self-all', 'heal all damage from the attacker'),
  [Op.HealSelfUnlessPrevented]: after('heal-self-unless-prevented', "a: damage the attacker may heal (a Yes/No) if the attack's damage was not all prevented (Leech Seed)"),
  [Op.SwitchOpponentActive]: after('switch-opponent-active', "choose 1 of the opponent's Benched Pokémon to become Active"),
  [Op.OptionalSwitchSelf]: after('optional-switch-self', 'you may switch the attacker with a Benched Pokémon'),
  [Op.SwitchSelf]: after('switch-self', 'switch your Active with a Benched Pokémon (Trainer)'),
  [Op.DiscardSelfEnergy]: after('discard-self-energy', 'a: type (T.None = any), b: count'),
  [Op.Draw]: after('draw', 'a: count'),
  [Op.DiscardHandDraw]: after('discard-hand-draw', 'a: count'),
  [Op.ShuffleHandDraw]: after('shuffle-hand-draw', 'a: count'),
  [Op.MoveCards]: after('move-cards', 'a: Source, b: N (look at), c: Filter | param<<8, d: max | min<<8 | Dest<<16'),
  [Op.DiscardFromHand]: after('discard-from-hand', 'a: count (other cards, a cost)'),
  [Op.Heal]: after('heal', 'a: damage, one of your Pokémon with damage'),
  [Op.DiscardOwnEnergyHeal]: after('discard-own-energy-heal', 'a: damage; discard 1 Energy from one of your Pokémon, heal it'),
  [Op.DiscardOwnEnergy]: after('discard-own-energy', 'choose 1 Energy attached to one of your Pokémon and discard it (a cost)'),
  [Op.DiscardOpponentEnergy]: after('discard-opponent-energy', 'a: max Energy cards from one chosen opponent Pokémon'),
  [Op.BothShuffleTrainersFromHand]: after('both-shuffle-trainers-from-hand', 'both players shuffle the Trainers in their hands into their decks (Lass)'),
  [Op.RearrangeTop]: after('rearrange-top', 'a: count (Pokédex)'),
  [Op.AttachToActive]: after('attach-to-active', "a: damage bonus; b: 1 if the card's own text adds it after Weakness and Resistance (Base Set PlusPower, X3); the Trainer attaches to your Active until the end of the turn"),
  [Op.AttachToOwn]: after('attach-to-own', "a: damage reduction; the Trainer attaches to one of your Pokémon until the end of the opponent's next turn (Defender)"),
  [Op.FlipHeadsOrStop]: after('flip-heads-or-stop', 'a coin; tails stops the rest of the effect (Energy Sticker)'),
  [Op.AttachTool]: after('attach-tool', 'the Pokémon Tool attaches to one of your Pokémon without a Tool (A3)'),
  [Op.RareCandy]: after('rare-candy', 'evolve a Basic in play straight to a Stage 2 from hand (A4)'),
  [Op.PlusPerExtraEnergy]: before('plus-per-extra-energy', 'a: type, b: damage per Energy of that type beyond what the cost takes, c: at most this many (Hydro Pump)'),
  [Op.ClearActiveConditions]: after('clear-active-conditions', 'your Active is no longer Asleep, Confused, Paralyzed or Poisoned (Full Heal)'),
  [Op.ShuffleFromHandDraw]: after('shuffle-from-hand-draw', 'a: other cards from hand shuffled into the deck (a cost), b: cards drawn (Maintenance)'),
  [Op.HealAllDiscardEnergy]: after('heal-all-discard-energy', 'every one of your damaged Pokémon: heal all, then discard all its Energy (Pokémon Center)'),
  [Op.OpponentShuffleHandDraw]: after('opponent-shuffle-hand-draw', 'a: count; the opponent shuffles the hand into the deck and draws (Impostor Professor Oak)'),
  [Op.ReviveDamage]: after('revive-damage', 'the Pokémon just put onto your Bench gets damage equal to half its HP, rounded down to 10s (Revive)'),
  [Op.OpponentDiscardBasicToBench]: after('opponent-discard-basic-to-bench', "a Basic Pokémon from the opponent's discard pile onto their Bench (Pokémon Flute)"),
  [Op.HandPokemonToDeck]: after('hand-pokemon-to-deck', "a Pokémon card from your hand into your deck, paid as the price of the Trainer's search that follows: that search can't take it (A3; Pokémon Trader)"),
  [Op.ScoopUp]: after('scoop-up', 'one of your Pokémon: its Basic card back to hand, every other card on it discarded'),
  [Op.DevolveOwn]: after('devolve-own', 'one of your evolved Pokémon and a Stage: its Evolution cards of that Stage or higher are discarded (Devolution Spray)'),
  [Op.PlayAsBasic]: after('play-as-basic', 'the Trainer goes onto your Bench as a Basic Pokémon (Clefairy Doll)'),
  // ---- batch sv-a ----
  [Op.PlusPerSelfEnergy]: before('plus-per-self-energy', 'a: type (T.None = any), b: damage per Energy of that type attached to the attacker (Floatzel)', DamageEstimate.PlusPerSelfEnergy),
  [Op.HealSelf]: after('heal-self', 'a: damage healed from the attacker (Bubble Drain)'),
  [Op.MoveAllSelfEnergyToBench]: after('move-all-self-energy-to-bench', 'every Energy card on the attacker moves to 1 chosen Benched Pokémon of yours (Tropic Breeze)'),
  [Op.BothHandsToBottomDrawPrizes]: after('both-hands-to-bottom-draw-prizes', 'each player puts the hand on the bottom of the deck in random order; if any card moved, each draws 1 per Prize card left (Iono)'),
  [Op.SwitchInOpponentThenDamage]: before('switch-in-opponent-then-damage', "a: damage; switch in 1 chosen opponent Benched Pokémon, and the attack does a to it; with no Bench the attack does nothing (Suction Shock)", DamageEstimate.SwitchedInDamage),
  // sv-c batch
  [Op.PlusIfDefenderEvolved]: before('plus-if-defender-evolved', 'a: bonus damage if the Defending Pokémon is an Evolution Pokémon (Battle Claw)', DamageEstimate.PlusIfDefenderEvolved),
  [Op.LockAttackNextTurn]: after('lock-attack-next-turn', "the attacker can't use this attack during your next turn (Mega Brave)"),
  [Op.NothingUnlessPartnerBenched]: before('nothing-unless-partner-benched', "the attack does nothing unless a Pokémon named as the attack's partner is on your Bench (Cosmic Beam)", DamageEstimate.PartnerBenched),
  [Op.IgnoreWeaknessResistance]: before('ignore-weakness-resistance', "this attack's damage ignores Weakness and Resistance"),
  [Op.ShuffleHandDrawByPrizes]: after('shuffle-hand-draw-by-prizes', "a: count; shuffle your hand into your deck and draw a, or b if you have exactly 6 Prize cards left (Lillie's Determination)"),
  [Op.DrawUntilHand]: after('draw-until-hand', 'a: draw until your hand has a cards'),
  [Op.DamageToOpponents]: before('damage-to-opponents', "a: damage to each of b chosen opponent Pokémon (W/R for the Active only); the attack's own damage step does nothing (Moonlight Shuriken)", DamageEstimate.SpreadDamage),
  [Op.TypeDamageBonusThisTurn]: after('type-damage-bonus-this-turn', "a: type, b: bonus; this turn your Pokémon of that type do b more damage to the opponent's Active, before W/R (Premium Power Pro)"),
  // the lead:
  [Op.TimesHandSize]: before('times-hand-size', "damage = base × cards in its player's hand (Big Hammer)", DamageEstimate.TimesHandSize),
  [Op.MoveCountersToOpponent]: after('move-counters-to-opponent', "a: damage counters moved from each of your Pokémon (as many as it has, up to a) to 1 of the opponent's Pokémon you choose (Moonglow Reverse)"),
  [Op.DiscardTypeForDamage]: before('discard-type-for-damage', 'a: Energy type (T.None: any basic Energy card); discard any number of Energy cards of that type from your Pokémon; damage = b × cards discarded (Hail Blade, Bellowing Thunder)', DamageEstimate.PerOwnEnergyOfType),
  [Op.ShuffleSelfIntoDeck]: after('shuffle-self-into-deck', 'the attacker and every card on it are shuffled into its deck; its owner promotes a new Active (Aqua Return)'),
  [Op.IgnoreDefendingEffects]: before('ignore-defending-effects', "the damage skips the effects on the opponent's Active (X3's last step: Defender, guards), not Weakness/Resistance (Pulverizing Press)"),
  // ---- batch sv-b ----
  [Op.RequireBehindOnPrizes]: after('require-behind-on-prizes', 'a precondition: playable only while you have more Prize cards left than the opponent (Counter Catcher)'),
  [Op.RequireKnockedOutLastTurn]: after('require-knocked-out-last-turn', "a precondition: playable only if one of your Pokémon was Knocked Out during the opponent's last turn (Mela, Unfair Stamp)"),
  [Op.DrawUntil]: after('draw-until', 'a: draw until the hand has this many cards (Mela)'),
  [Op.BothShuffleHandsDraw]: after('both-shuffle-hands-draw', 'each player shuffles the hand into the deck; you draw a, the opponent draws b (Unfair Stamp)'),
  [Op.OwnPokemonToHand]: after('own-pokemon-to-hand', "one of your Pokémon: its Pokémon cards to the hand, every other card on it discarded (Professor Turo's Scenario)"),
  [Op.PlusIfKnockedOutLastTurn]: before('plus-if-knocked-out-last-turn', "a: bonus damage if one of your Pokémon was Knocked Out by damage from an attack during the opponent's last turn (Vengeful Shock)", DamageEstimate.PlusIfKnockedOutLastTurn),
  [Op.ConditionIfKnockedOutLastTurn]: after('condition-if-knocked-out-last-turn', "a: Cond given to the Defending Pokémon under the same condition (Vengeful Shock)"),
  [Op.CountersOnOpponentBench]: after('counters-on-opponent-bench', "a: damage counters put one at a time on the opponent's Benched Pokémon as the attacker chooses (Phantom Dive; no W/R)"),
  [Op.HealSelfDamageDone]: after('heal-self-damage-done', "heal from the attacker the damage its attack put on the opponent's Active (Giga Drain)"),
  [Op.DiscardStadium]: after('discard-stadium', 'discard the Stadium in play, if any (Blazing Destruction)'),
  [Op.EvolveBenchFromDeck]: after('evolve-bench-from-deck', 'a: up to this many of your Benched Pokémon each evolve with a card from the deck that evolves from it; the deck is shuffled (Technical Machine: Evolution)'),
  [Op.DevolveOpponentAll]: after('devolve-opponent-all', "each of the opponent's evolved Pokémon: its highest Stage Evolution card goes to the opponent's hand (Technical Machine: Devolution)"),
  [Op.SwitchSelfIfBench]: after('switch-self-if-bench', 'switch your Active with one of your Benched Pokémon, if you have one (Prime Catcher)'),
  [Op.PutCountersOnOpponent]: after('put-counters-on-opponent', "a: damage counters put one by one on the opponent's Pokémon as the attacker chooses (not damage: no W/R, X7 does not stop them; not on a Pokémon already at 0 HP or guarded against effects) (Curse Spreading)"),
  [Op.ClearSelfConditions]: after('clear-self-conditions', 'the attacker recovers from every Special Condition, a Burn and Poison included (Miracle Force)'),
  [Op.PlusPerOpponentPrizeTaken]: before('plus-per-opponent-prize-taken', 'a: damage per Prize card the opponent has taken (Burning Darkness)', DamageEstimate.PlusPerOpponentPrizeTaken),
  [Op.OptionalDiscardStadium]: after('optional-discard-stadium', "the attacker's player may discard the Stadium in play, either player's (Blustery Wind)"),
  // ---- std26b ----
  [Op.PlusPerDiscardEnergy]: before('plus-per-discard-energy', "a: damage per Energy card in the attacker's player's discard pile (Abyssal Flames)", DamageEstimate.PlusPerDiscardEnergy),
  [Op.DiscardAllSelfEnergy]: after('discard-all-self-energy', 'every Energy card on the attacker is discarded, an effect after the damage (Raging Amethyst)'),
  [Op.RequireOpponentPrizes]: after('require-opponent-prizes', 'a precondition: playable only while the opponent has exactly a Prize cards left (Briar)'),
  [Op.ExtraPrizeForTeraThisTurn]: after('extra-prize-for-tera-this-turn', "this turn, when the opponent's Active is Knocked Out by damage from an attack of your Tera Pokémon, you take 1 more Prize card (Briar; flow.ts)"),
  [Op.OpponentNoItemsNextTurn]: after('opponent-no-items-next-turn', "during the opponent's next turn they can't play Item cards from their hand (Itchy Pollen; game.ts)"),
  // ---- std26a ----
  [Op.PlusPerBenchedBoth]: before('plus-per-benched-both', "a: damage per Benched Pokémon, both players' (Full Moon Rondo)", DamageEstimate.PlusPerBenchedBoth),
  [Op.PlusIfExtraEnergy]: before('plus-if-extra-energy', "a: bonus damage if the attacker has at least b Energy beyond the attack's cost (Power Press)", DamageEstimate.PlusIfExtraEnergy),
  [Op.DiscardSelfEnergyForDamage]: before('discard-self-energy-for-damage', 'a: at most this many Energy cards discarded from the attacker, as its player chooses; damage = b × cards discarded (Garland Ray)', DamageEstimate.PerSelfEnergyDiscarded),
  [Op.DiscardEnergyFromHand]: after('discard-energy-from-hand', 'a: Energy cards discarded from the hand (a cost: playable only with that many; Mystery Garden)'),
  [Op.DrawUntilPokemonOfType]: after('draw-until-pokemon-of-type', "a: type; draw until the hand has as many cards as its player has Pokémon of that type in play (Mystery Garden)"),
  // ---- std26e ----
  [Op.DefenderCantAttackIfEvolution]: after('defender-cant-attack-if-evolution', "if the Defending Pokémon is an Evolution Pokémon, it can't attack during the opponent's next turn (Refrigerated Stream)"),
  [Op.TimesOpponentDiscardBasicEnergy]: before('times-opponent-discard-basic-energy', "base × basic Energy cards in the opponent's discard pile (Back Draft)", DamageEstimate.TimesOpponentDiscardBasicEnergy),
  [Op.ExBonusThisTurn]: after('ex-bonus-this-turn', "a: bonus; this turn your Pokémon's attacks do a more damage to the opponent's Active Pokémon ex, before W/R (Black Belt's Training; state exBonus)"),
  [Op.UseBenchedOwnerAttack]: before('use-benched-owner-attack', "a: Owner; choose 1 attack of one of your Benched Pokémon of that Trainer (not one that copies) and run it as this attack, without its Energy cost (Night Joker)", DamageEstimate.BestBenchedOwnerAttack),
  // ---- std26d ----
  [Op.DiscardHandEnergyForDamage]: before('discard-hand-energy-for-damage', 'a: damage per card; discard any number of basic Energy cards from the hand, damage = a × cards discarded (Make It Rain)', DamageEstimate.PerHandBasicEnergy),
  [Op.PlusIfMovedToActiveThisTurn]: before('plus-if-moved-to-active-this-turn', 'a: bonus damage if the attacker moved from the Bench to the Active spot this turn (Gale Thrust; state toActiveTurn)', DamageEstimate.PlusIfMovedToActive),
  [Op.HealEachInPlay]: after('heal-each-in-play', "a: damage healed from each Pokémon in play, both players' (Picnic Basket)"),
  [Op.PlusPerHeadsUntilTails]: before('plus-per-heads-until-tails', 'a: bonus damage per heads; flip coins until tails (Rapid-Fire Combo; estimate: + a, the mean of 1 heads)', DamageEstimate.PlusPerHeadsUntilTails),
  [Op.KnockOutIfExactCounters]: after('knock-out-if-exact-counters', "a: damage counters; the opponent's Active with exactly that many on it is Knocked Out (Terminal Period)"),
  [Op.DiscardFromOpponentHand]: after('discard-from-opponent-hand', "the opponent reveals the hand; the attacker's player discards a card of it (Claw of Darkness)"),
  [Op.BasicPokemonToHand]: after('basic-pokemon-to-hand', 'one of your Basic Pokémon (not evolved) and every card attached to it into your hand (Penny)'),
  // ---- std26c ----
  [Op.MoveBasicEnergyOwn]: after('move-basic-energy-own', 'a basic Energy card attached to one of your Pokémon moves to another of your Pokémon (Energy Switch)'),
  [Op.DiscardDefenderTools]: before('discard-defender-tools', "before the damage, every Pokémon Tool attached to the opponent's Active is discarded (Joust)"),
  [Op.TimesOwnBenched]: before('times-own-benched', "damage = base × the attacker's player's Benched Pokémon (Unified Beatdown)", DamageEstimate.TimesOwnBenched),
  [Op.NothingUnlessStadium]: before('nothing-unless-stadium', 'the attack does nothing unless a Stadium is in play (Assault Landing)', DamageEstimate.NothingUnlessStadium),
  // ---- std26f ----
  // (a before-damage op for the bot's estimate: the attack prints no damage, so the order is the same)
  [Op.CountersPerHandOnDefender]: before('counters-per-hand-on-defender', "a: damage counters on the opponent's Active per card in the attacker's player's hand (counters, not damage: no W/R; not if the Active is guarded against effects) (Powerful Hand)", DamageEstimate.CountersPerHand),
  [Op.DiscardOpponentSpecialEnergy]: after('discard-opponent-special-energy', "a Special Energy card attached to one of the opponent's Pokémon is discarded (Enhanced Hammer)"),
  // ---- generated Pokémon ----
  [Op.PlusIfDefenderEx]: before('plus-if-defender-ex', 'a: bonus damage if the Defending Pokémon is a Pokémon ex; b: 1 if a Pokémon V (V, VSTAR, VMAX) counts too', DamageEstimate.PlusIfDefenderEx),
  [Op.TimesHeadsUntilTails]: before('times-heads-until-tails', 'damage = base × heads, flipping until tails', DamageEstimate.TimesHeadsUntilTails),
  [Op.PlusIfSelfDamaged]: before('plus-if-self-damaged', 'a: bonus damage if the attacker has any damage counters (b = 1: if it has none)', DamageEstimate.PlusIfSelfDamaged),
  [Op.PlusIfDefenderDamaged]: before('plus-if-defender-damaged', 'a: bonus damage if the Defending Pokémon already has any damage counters', DamageEstimate.PlusIfDefenderDamaged),
  [Op.PlusPerOpponentBenched]: before('plus-per-opponent-benched', "a: damage per Benched Pokémon of the opponent's", DamageEstimate.PlusPerOpponentBenched),
  [Op.SelfCondition]: after('self-condition', 'a: Cond the attacker gets (its own attack: no guard of its own stops it)'),
  [Op.HealEachOwn]: after('heal-each-own', "a: damage healed from each of the attacker's player's Pokémon (b = 1: each of its Benched Pokémon)"),
  [Op.DiscardOpponentDeckTop]: after('discard-opponent-deck-top', "a: cards discarded from the top of the opponent's deck (as many as it has)"),
  [Op.DefenderCantAttack]: after('defender-cant-attack', "the Defending Pokémon can't attack during the opponent's next turn; a = 1: only if it is a Basic Pokémon"),
  [Op.RandomOpponentHandCard]: after('random-opponent-hand-card', "a card chosen at random from the opponent's hand: a = 0 discarded, a = 1 shuffled into their deck"),
  [Op.PlusPerHeads]: before('plus-per-heads', 'a: coins, b: bonus damage for each heads', DamageEstimate.PlusPerHeads),
  [Op.PlusPerOwnBenched]: before('plus-per-own-benched', "a: damage per Benched Pokémon of the attacker's player", DamageEstimate.PlusPerOwnBenched),
  [Op.PlusIfBehindOnPrizes]: before('plus-if-behind-on-prizes', 'a: bonus damage while its player has more Prize cards left than the opponent', DamageEstimate.PlusIfBehindOnPrizes),
  [Op.PlusIfOpponentPrizesAtMost]: before('plus-if-opponent-prizes-at-most', 'a: bonus damage while the opponent has b or fewer Prize cards left', DamageEstimate.PlusIfOpponentPrizesAtMost),
  [Op.PlusIfSelfHasEnergyType]: before('plus-if-self-has-energy-type', 'a: bonus damage if the attacker has any Energy of type b', DamageEstimate.PlusIfSelfHasEnergyType),
  [Op.PlusIfSelfHasTool]: before('plus-if-self-has-tool', 'a: bonus damage if the attacker has a Pokémon Tool attached', DamageEstimate.PlusIfSelfHasTool),
  [Op.PlusIfDefenderConditioned]: before('plus-if-defender-conditioned', 'a: bonus damage if the Defending Pokémon has Special Condition b (Cond.None: any of them)', DamageEstimate.PlusIfDefenderConditioned),
  [Op.SelfEnergyToHand]: after('self-energy-to-hand', "a: Energy cards attached to the attacker put into its player's hand (as many as it has; which ones asked when they differ)"),
  [Op.BenchDamageEachOpponent]: after('bench-damage-each-opponent', "a: damage to each of the opponent's Benched Pokémon (no W/R)"),
  [Op.EachPlayerDraws]: after('each-player-draws', 'a: cards each player draws, the attacker\'s player first'),
  [Op.FlipTailsOrStop]: after('flip-tails-or-stop', 'flip a coin: on heads the effects after this one stop (they happen on tails)'),
  [Op.TimesOwnTools]: before('times-own-tools', "damage = base × the Pokémon Tools attached to the attacker's player's Pokémon", DamageEstimate.TimesOwnTools),
  [Op.PlusIfBenchedType]: before('plus-if-benched-type', "a: bonus damage if the attacker's player has a Benched Pokémon of type b", DamageEstimate.PlusIfBenchedType),
  [Op.TimesOwnInPlay]: before('times-own-in-play', "damage = base × the attacker's player's Pokémon in play", DamageEstimate.TimesOwnInPlay),
  [Op.TimesDefenderCounters]: before('times-defender-counters', 'damage = base × the damage counters on the Defending Pokémon', DamageEstimate.TimesDefenderCounters),
  [Op.TimesEnergyOnOpponents]: before('times-energy-on-opponents', "damage = base × the Energy attached to the opponent's Pokémon", DamageEstimate.TimesEnergyOnOpponents),
  [Op.FlipBothHeadsPlus]: before('flip-both-heads-plus', 'a: bonus damage if both of 2 coins are heads', DamageEstimate.FlipBothHeadsPlus),
  [Op.NothingUnlessDefenderDamaged]: before('nothing-unless-defender-damaged', 'the attack does nothing unless the Defending Pokémon has damage counters before its damage', DamageEstimate.NothingUnlessDefenderDamaged),
  [Op.NothingUnlessDefenderConditioned]: before('nothing-unless-defender-conditioned', 'the attack does nothing unless the Defending Pokémon has Special Condition a', DamageEstimate.NothingUnlessDefenderConditioned),
  [Op.MayOrStop]: after('may-or-stop', 'the attacking player may go on (Yes) or not: No stops the effects after this one ("You may …")'),
  [Op.HealOneBenched]: after('heal-one-benched', 'a: damage healed from 1 of your damaged Benched Pokémon (999: all of it)'),
  [Op.BenchDamageOneOwn]: after('bench-damage-one-own', "a: damage to 1 of the attacker's own Benched Pokémon (no W/R)"),
  [Op.DiscardDefenderSpecialEnergy]: after('discard-defender-special-energy', 'discard 1 Special Energy card from the Defending Pokémon, if it has any'),
  [Op.MoveSelfEnergyToBench]: after('move-self-energy-to-bench', 'an Energy card on the attacker moves to 1 of your Benched Pokémon'),
  [Op.EvolveOwnFromDeck]: after('evolve-own-from-deck', 'a = 0: the attacker, a = 1: 1 of your Pokémon you choose, evolves with a card from your deck that evolves from it (A4 as from the hand); the deck is shuffled'),
  [Op.DrawPerHeads]: after('draw-per-heads', 'a coins (0: flips until tails): draw a card for each heads'),
  [Op.DiscardDefenderEnergyPerHeads]: after('discard-defender-energy-per-heads', 'a coins (0: flips until tails): discard an Energy from the Defending Pokémon for each heads'),
  [Op.DefenderEnergyToHand]: after('defender-energy-to-hand', "a: Energy cards attached to the Defending Pokémon put into the opponent's hand (as many as it has)"),
  [Op.OpponentDiscardsFromHand]: after('opponent-discards-from-hand', 'a: cards the opponent discards from their hand, chosen by the opponent (as many as they have)'),
  [Op.MoveAllSelfEnergyToBenchAsYouLike]: after('move-all-self-energy-to-bench-as-you-like', "every Energy card on the attacker moves to your Benched Pokémon, each to the one you choose"),
  [Op.StopUnlessOwnBench]: after('stop-unless-own-bench', "the effects after it happen only if the attacker's player has a Benched Pokémon (\"If you do\" after a switch)"),
  [Op.ExtraPrizeIfKnockedOut]: after('extra-prize-if-knocked-out', "a Pokémon of the opponent's Knocked Out by this attack's damage gives 1 more Prize card (flow.ts prizeAdjustment)"),
  [Op.TimesCount]: before('times-count', 'damage = base × what Count a (param b) counts (engine/zones.ts countOf)', DamageEstimate.TimesCount),
  [Op.PlusPerCount]: before('plus-per-count', 'a: bonus damage for each of what Count b (param c) counts', DamageEstimate.PlusPerCount),
  [Op.CountersOnDefender]: after('counters-on-defender', 'a: damage counters put on the Defending Pokémon (not damage: no Weakness, Resistance or damage reduction; effect guards stop them)'),
  [Op.PlusIfOpponentHandAtMost]: before('plus-if-opponent-hand-at-most', 'a: bonus damage while the opponent has b or fewer cards in their hand', DamageEstimate.PlusIfOpponentHandAtMost),
  [Op.PlusIfSelfConditioned]: before('plus-if-self-conditioned', 'a: bonus damage if the attacker has Special Condition b', DamageEstimate.PlusIfSelfConditioned),
  [Op.OptionalDiscardStadiumForBonus]: before('optional-discard-stadium-for-bonus', 'with a Stadium in play, the attacking player may discard it (Yes/No) for a: bonus damage', DamageEstimate.PlusIfStadium),
  [Op.SelfToHand]: after('self-to-hand', "the attacker and every card on it go to its player's hand; they promote a new Active (flow.ts)"),
  [Op.SelfCantRetreatNextTurn]: after('self-cant-retreat-next-turn', "the attacker can't retreat during its player's next turn (Debuff.CantRetreat until then)"),
  [Op.PlusIfCount]: before('plus-if-count', 'a: bonus damage if what Count b (param c) counts is at least d (engine/zones.ts countOf)', DamageEstimate.PlusIfCount),
  [Op.DiscardOwnDeckTop]: after('discard-own-deck-top', "a: cards discarded from the top of the attacker's player's deck (as many as it has)"),
  [Op.PlusIfCountAtMost]: before('plus-if-count-at-most', 'a: bonus damage if what Count b (param c) counts is at most d (engine/zones.ts countOf)', DamageEstimate.PlusIfCountAtMost),
  [Op.GuardIfDefenderKnockedOut]: after('guard-if-defender-knocked-out', "a: Guard, b: its param, on the attacker through the opponent's next turn if the attack's damage has Knocked Out the Pokémon it hit (its damage reaches its HP)"),
  [Op.CoinWasOrStop]: after('coin-was-or-stop', "a: 0 heads, 1 tails: the effects after it happen only if flip-heads-plus's coin came up that side"),
  [Op.MoveBenchedCountersToDefender]: after('move-benched-counters-to-defender', "every damage counter on 1 of your damaged Benched Pokémon you choose moves to the opponent's Active (counters, not damage; not if its effects are prevented)"),
  [Op.BoostNextTurn]: after('boost-next-turn', "a: bonus; during its player's next turn the attacker's attacks (b = 0) or its attack b − 1 (by name) do a more damage to the opponent's Active, before W/R (state boostTurn; effects.ts damageStep)"),
  [Op.CountersOnOneOpponent]: after('counters-on-one-opponent', "a: damage counters, all on 1 of the opponent's Pokémon the attacker chooses (counters, not damage: no W/R; not on one guarded against effects, nor on the Bench under Battle Cage)"),
  [Op.KnockOutIfCount]: after('knock-out-if-count', "the Pokémon the attack hit is Knocked Out if what Count a (param b) counts is at least c (not if it is guarded against effects)"),
  [Op.TimesHeadsPerCount]: before('times-heads-per-count', 'a coin for each of what Count a (param b) counts; damage = base × heads', DamageEstimate.TimesHeadsPerCount),
  [Op.BenchDamageOpponents]: after('bench-damage-opponents', "a: damage to each of b of the opponent's Benched Pokémon the attacker chooses (all of them when there are no more; c = 1: only ones with damage counters) (no W/R)"),
  [Op.CountersOnEachOpponent]: after('counters-on-each-opponent', "a: damage counters on each of the opponent's Pokémon (b = 1: Benched ones only; c = 1: only ones that already have damage counters) (counters, not damage; not on one guarded against effects, nor on the Bench under Battle Cage)"),
  [Op.DiscardFromHandOrStop]: after('discard-from-hand-or-stop', 'a: cards its player discards from the hand, chosen; with fewer in hand, none, and the effects after it stop ("if you do")'),
  [Op.NothingUnlessCountIn]: before('nothing-unless-count-in', 'the attack does nothing unless what Count a (param b) counts is from c to d (engine/zones.ts countOf)', DamageEstimate.NothingUnlessCountIn),
  [Op.StopUnlessOpponentBench]: after('stop-unless-opponent-bench', "the effects after it happen only if the opponent has a Benched Pokémon (\"the new Active Pokémon\" after a switch)"),
  [Op.RandomOpponentHandCardsPerHeads]: after('random-opponent-hand-cards-per-heads', "a coins (0: flips until tails): a card chosen at random from the opponent's hand is discarded for each heads"),
  [Op.CountersUntilHp]: after('counters-until-hp', "a: remaining HP; damage counters on the opponent's Active (b = 0), on 1 of the opponent's Pokémon the attacker chooses (b = 1) or on each of their Benched Pokémon (b = 2) until its remaining HP is a (none on one with a or less; counters, not damage; not on one guarded against effects, nor on the Bench under Battle Cage)"),
  [Op.MillForDamage]: before('mill-for-damage', "a: cards discarded from the top of the attacker's player's deck, b: from the opponent's; c: damage more per Energy card among them (c = 0: damage = base × those Energy cards)", DamageEstimate.MillForDamage),
  [Op.DiscardDefenderEnergyOfType]: after('discard-defender-energy-of-type', 'a: type; discard 1 Energy of that type from the Defending Pokémon, if it has any (the attacking player chooses which)'),
  [Op.ChooseCondition]: after('choose-condition', "the attacking player chooses a Special Condition (option i: Cond i + 1); the Defending Pokémon is now affected by it"),
  [Op.EnergyToHandAndAttach]: after('energy-to-hand-and-attach', 'search the deck for up to 2 basic Energy cards of different types: the first into the hand, the second attached to one of your Pokémon; shuffle (Crispin)'),
};

/** One more than the largest op number (the size of tables indexed by op). */
export const OP_LIMIT = Math.max(...Object.keys(OPS).map(Number)) + 1;
