// The closed card vocabulary: card definitions are plain data built from these enums and the
// opcodes (opcodes.ts). Nothing here imports the engine; the engine interprets the opcodes with one switch.
import { Op } from './opcodes.js';

/** Energy / Pokémon types. Colorless last so that `type < COLORLESS` means "a colored type". */
export const enum T {
  Grass = 0,
  Fire = 1,
  Water = 2,
  Lightning = 3,
  Psychic = 4,
  Fighting = 5,
  Colorless = 6,
  // Types of the modern era, after Colorless so the six classic types stay 0–5 (Conversion and
  // Buzzap choose among those).
  Darkness = 7,
  Metal = 8,
  Dragon = 9,
  None = 10,
}
export const TYPE_NAMES = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Colorless', 'Darkness', 'Metal', 'Dragon', 'None'];
/** Energy types counted per slot (Grass … Dragon, Colorless included). */
export const TYPE_COUNT = 10;

export const enum Supertype {
  Pokemon = 0,
  Trainer = 1,
  Energy = 2,
}

/** Trainer kinds. Base Set trainers predate the Item/Supporter split and are Items here. */
export const enum TrainerKind {
  None = 0,
  Item = 1,
  Supporter = 2,
  Stadium = 3,
  Tool = 4,
}

/** Special Conditions (C-rules). Asleep/Confused/Paralyzed share one slot (C7). */
/** What an attack's damage counts ("N damage for each …": Op.TimesCount, Op.PlusPerCount; engine/zones.ts countOf). */
export const enum Count {
  DiscardPokemonOfType = 1, // Pokémon cards of type param (T.None: any) in the attacker's player's discard pile
  OwnPokemonOfTypeInPlay = 2, // the attacker's player's Pokémon in play of type param
  DefenderEnergy = 3, // Energy attached to the Defending Pokémon
  OpponentHandSize = 4, // cards in the opponent's hand
  OwnPrizesTaken = 5, // Prize cards the attacker's player has taken
  OwnEnergyOfType = 6, // Energy of type param (T.None: any) attached to the attacker's player's Pokémon
  OpponentEnergyOfType = 7, // Energy of type param (T.None: any) attached to the opponent's Pokémon
  SelfSpecialEnergyCards = 8, // Special Energy cards attached to the attacker
  OpponentAbilityPokemon = 9, // the opponent's Pokémon in play that have an Ability
  SelfEnergyOfType = 10, // Energy of type param (T.None: any) attached to the attacker
  OwnBenchTypes = 11, // different types among the attacker's player's Benched Pokémon
  // generated Pokémon, cov-attacks (explicit numbers, 30+); a param tables.ts fills in is marked:
  DefenderRetreat = 30, // Colorless in the Defending Pokémon's Retreat Cost as it is now (zones.ts retreatCost)
  OpponentHandTrainers = 31, // Trainer cards in the opponent's hand
  DiscardPokemonWithAttack = 32, // Pokémon cards in the attacker's player's discard pile with an attack named param (tables.ts: this attack's name)
  OwnInPlayWithAttack = 33, // the attacker's player's Pokémon in play with an attack named param (tables.ts: this attack's name)
  DiscardNamed = 34, // Pokémon cards named param in the attacker's player's discard pile (tables.ts: the attack's partner)
  OwnInPlayNamed = 35, // the attacker's player's Pokémon in play named param (tables.ts: the attack's partner)
  OwnBenchedNamed = 36, // the attacker's player's Benched Pokémon named param (tables.ts: the attack's partner)
  DefenderOfType = 37, // 1 if the Defending Pokémon is of type param, else 0
  OwnBenchedDamaged = 38, // the attacker's player's Benched Pokémon with damage counters
  StadiumInPlay = 39, // 1 if a Stadium is in play (either player's), else 0
  OpponentBenched = 40, // the opponent's Benched Pokémon
  OpponentPokemonOfTypeInPlay = 41, // the opponent's Pokémon in play of type param
  DefenderOfStage = 42, // 1 if the Defending Pokémon is of Stage param (0 Basic, 1, 2), else 0
  DefenderHasTool = 43, // 1 if a Pokémon Tool is attached to the Defending Pokémon, else 0
  OwnOfStageInPlay = 44, // the attacker's player's Pokémon in play of Stage param (0 Basic, 1, 2; 3: any Evolution Pokémon)
  OpponentExInPlay = 45, // the opponent's Pokémon ex in play (param 1: and Pokémon V)
  DefenderConditions = 46, // the Special Conditions affecting the Defending Pokémon
  OwnDamagedInPlay = 47, // the attacker's player's Pokémon in play with damage counters
  SelfBasicEnergyCards = 48, // basic Energy cards attached to the attacker
  OpponentSpecialEnergyCards = 49, // Special Energy cards attached to the opponent's Pokémon
  OpponentCounters = 50, // damage counters on the opponent's Pokémon
  OpponentDiscardEnergy = 51, // Energy cards in the opponent's discard pile
  OpponentDiscardItems = 52, // Item cards in the opponent's discard pile
  OwnDeckSize = 53, // cards in the attacker's player's deck
  OpponentPrizesLeft = 54, // the opponent's Prize cards left
  OwnStadiumInPlay = 55, // 1 if the Stadium in play is the attacker's player's, else 0
  HandLead = 56, // cards in the attacker's player's hand less those in the opponent's (below 0 when fewer)
  HandGap = 57, // how many cards the two hands differ by (0: the same number)
  DefenderCounters = 58, // damage counters on the Defending Pokémon
  DefenderHasCondition = 59, // 1 if the Defending Pokémon has Special Condition param, else 0
  DefenderSpecialEnergyCards = 60, // Special Energy cards attached to the Defending Pokémon
  BothActiveEnergy = 61, // Energy attached to both Active Pokémon
  SelfHasCondition = 62, // 1 if the attacker has Special Condition param, else 0
  SelfCounters = 63, // damage counters on the attacker
  OwnHandSize = 64, // cards in the attacker's player's hand
  OwnBenched = 65, // the attacker's player's Benched Pokémon
  SupporterPlayed = 66, // 1 if the attacker's player played a Supporter card from their hand this turn (A3), else 0
}

export const enum Cond {
  None = 0,
  Asleep = 1,
  Confused = 2,
  Paralyzed = 3,
  Poisoned = 4,
  Burned = 5,
}

/** Protective effects a Pokémon puts on itself until the end of the opponent's next turn. */
export const enum Guard {
  None = 0,
  PreventDamage = 1, // all damage from attacks (Withdraw, Stiffen)
  PreventDamageAndEffects = 2, // all damage and effects of attacks (Barrier, Fly)
  PreventSmallDamage = 3, // damage of param or less after W/R (Harden)
  PreventFromBasic = 4, // damage from attacks of Basic Pokémon (Tailspin Away)
  DestinyBond = 5, // the Pokémon that Knocks this one Out is Knocked Out too
  // sv-c batch:
  ReduceDamage = 6, // param less damage from attacks, after W/R (Regieleki V's Lightning Wall)
  // std26c:
  PreventFromBasicNonColorless = 7, // damage from attacks of Basic Pokémon that are not Colorless (Crown Opal)
  // generated Pokémon (engine/damage.ts onAttacker):
  CountersBack = 8, // damaged by an attack (even Knocked Out): param damage counters on the Attacking Pokémon
  DamageBack = 9, // damaged by an attack (even Knocked Out): as many damage counters on the Attacking Pokémon as the damage done
  PreventEffects = 10, // all effects of attacks, not their damage (Bronzong's Metal Defense)
}

/** Debuffs an attack puts on the Defending Pokémon for the opponent's next turn. */
export const enum Debuff {
  None = 0,
  SandAttack = 1, // attacking needs a heads flip
  DisableAttack = 2, // one chosen attack can't be used (param: attack index)
  // batch sv-a (explicit numbers, 20+):
  CantRetreat = 20, // the Defending Pokémon can't retreat (Eye Strength)
  // generated Pokémon:
  ReduceDamage = 30, // param: its attacks do that much less damage, before Weakness and Resistance (damage.ts)
  // cov-attacks:
  CostMore = 31, // param: its attacks cost that many Colorless more (game.ts attackAllowed)
  RetreatMore = 32, // param: its Retreat Cost is that many Colorless more (zones.ts retreatCost)
  CostAndRetreatMore = 33, // param: both of the above
}

/** Card filters for searches and choices. */
export const enum Filter {
  Any = 0,
  Pokemon = 1,
  BasicPokemon = 2,
  EvolutionPokemon = 3,
  Supporter = 4,
  BasicEnergy = 5, // param: energy type, or T.None for any basic Energy
  Trainer = 6,
  // batch sv-a (explicit numbers, 20+):
  Item = 20,
  Tool = 21, // a Pokémon Tool card
  BasicNoRuleBox = 22, // a Basic Pokémon without a Rule Box (not ex, V, VMAX, VSTAR, Radiant)
  PokemonOrBasicEnergy = 23,
  // batch sv-c (explicit numbers, 60+):
  BasicOfType = 60, // param: type; a basic Energy card or a Basic Pokémon of that type (Fighting Gong)
  // batch sv-b (50+):
  BasicPokemonMaxHp = 50, // param: a Basic Pokémon with at most this much HP (Buddy-Buddy Poffin)
  Stadium = 51,
  BasicPokemonOfType = 24, // param: the Pokémon's type (Tandem Unit)
  // std26b (explicit numbers, 90+):
  Energy = 90, // any Energy card, basic or Special (Hilda)
  PokemonNoRuleBox = 91, // a Pokémon without a Rule Box (Poké Pad)
  SameNameAsAttacker = 92, // a Pokémon card with the attacking Pokémon's name (Come and Get You)
  // std26c (explicit numbers, 100+):
  TeraPokemon = 100, // a Tera Pokémon card (Tera Orb)
  PokemonOrBasicEnergyOfType = 101, // param: type; a Pokémon of that type or a basic Energy card of it (Bug Catching Set)
  PokemonOfStage = 102, // param: Stage (1 or 2) of a Pokémon card (Dawn)
  PokemonOfTypeMaxHp = 103, // param: type | HP << 4; a Pokémon of that type with at most that HP (Fan Call)
  // std26d (explicit numbers, 180+):
  NoRuleBoxPokemonOrBasicEnergy = 180, // a Pokémon without a Rule Box or a basic Energy card (Lana's Aid)
  // std26e (explicit numbers, 140+):
  OwnerPokemon = 140, // param: Owner; a Pokémon card of that Trainer (Marnie's, N's: Spikemuth Gym)
  PokemonEx = 141, // a Pokémon ex card (Cyrano)
}

/**
 * The Trainer a Pokémon card belongs to, from its name ("Marnie's Grimmsnarl ex"; tables.ts cOwner).
 * Cards of other Trainers get Owner.Other until one of their cards needs its own value.
 */
export const enum Owner {
  None = 0,
  Marnie = 1,
  N = 2,
  Other = 15,
}
/** The names of the Owner values above (their index), as the card names print them before "'s ". */
export const OWNER_NAMES: readonly string[] = ['', 'Marnie', 'N'];

/** Where cards taken by a MoveCards op go. */
export const enum Dest {
  Hand = 0,
  Bench = 1,
  AttachSelf = 2, // the attacking Pokémon
  AttachOwnAny = 3, // any of your Pokémon, chosen per card
  AttachOwnBench = 4, // one of your Benched Pokémon, chosen per card
  AttachOwnBenchOfType = 5, // one of your Benched Pokémon of the energy's type
  // batch sv-a:
  DeckShuffle = 20, // into the deck, which is then shuffled (Pal Pad, Super Rod)
  // std26b:
  AttachOneBench = 30, // all to 1 of your Benched Pokémon, chosen with the first card (Motivate)
  AttachOneAny = 31, // all to 1 of your Pokémon, chosen with the first card (Flare Bringer)
  // std26d:
  DeckTopInOrder = 180, // Source.Deck only: after the shuffle, on top of the deck, the first chosen on top (Ciphermaniac's Codebreaking)
  // std26e:
  AttachOwnMarnies = 40, // any of your Marnie's Pokémon, chosen per card (Punk Up)
  AttachOwnBenchNs = 41, // one of your Benched N's Pokémon (N's PP Up)
}

/** Where a MoveCards op looks. */
export const enum Source {
  Deck = 0, // search the whole deck, then shuffle it
  DeckTop = 1, // look at the top N cards, shuffle the rest back
  DeckTopRestBottom = 2, // look at the top N, the rest go to the bottom in random order
  Discard = 3,
  // std26c:
  DeckBottom = 10, // look at the bottom N cards, shuffle the rest back (Dusk Ball)
  // cov-attacks:
  Hand = 11, // the cards in the hand ("attach an Energy card from your hand")
}

/** What a Stadium in play does (passive, both players). */
export const enum StadiumEffect {
  None = 0,
  BasicRetreatMinusOne = 1, // the Retreat Cost of each Basic Pokémon in play is 1 less
  // sv-c batch:
  Stage2HpMinus30 = 2, // each Stage 2 Pokémon in play has 30 less HP (Gravity Mountain)
  // std26b:
  ToolsOff = 10, // Pokémon Tools attached to any Pokémon have no effect (Jamming Tower; zones.ts toolsOff)
  // std26d:
  BasicHpPlus30 = 180, // each Basic Pokémon in play gets +30 HP (Lively Stadium; zones.ts maxHp)
  // std26e:
  // std26f:
  BenchCounterShield = 220, // no damage counters on Benched Pokémon from the effects of the opponent's attacks and Abilities (Battle Cage; damage.ts benchShielded)
  NsNoRetreat = 40, // N's Pokémon in play (both players') have no Retreat Cost (N's Castle; game.ts retreatCost)
  // bench8 (issue 32):
  TeraBenchEight = 41, // a player with a Tera Pokémon in play may have 8 Benched Pokémon (Area Zero Underdepths; zones.ts benchLimit, RULES.md R13)
}

/**
 * What a Special Energy does beyond providing its type (EnergyDef.rule; engine/energy-rules.ts).
 * "Every type" Energy counts as Colorless in slotEnergy; costMet's exact check reads the rest.
 */
export const enum EnergyRule {
  None = 0,
  Luminous = 1, // every type, 1 at a time; Colorless while another Special Energy is attached to its Pokémon
  Legacy = 2, // every type, 1 at a time; its Pokémon Knocked Out by an opponent's attack: 1 Prize fewer, once a game
  NeoUpper = 3, // Colorless; every type, 2 at a time, on a Stage 2 Pokémon
  Jet = 4, // Colorless; attached from the hand to a Benched Pokémon: that Pokémon switches with the Active
  Mist = 5, // Colorless; effects of the opponent's attacks on its Pokémon are prevented (not damage)
  Enriching = 220, // Colorless; attached from the hand: its player draws 4 (Enriching Energy)
}

/** One effect: [op (opcodes.ts Op), a, b, c, d]; unused parameters are 0. */
export type Effect = readonly number[];

export interface AttackDef {
  readonly name: string;
  readonly cost: readonly T[];
  readonly damage: number; // base damage (the number printed before ×, + or −)
  readonly effects?: readonly Effect[];
  /** Can't be used unless the Defending Pokémon is Asleep (Dream Eater). */
  readonly needsDefenderAsleep?: boolean;
  /** Usable once while this Pokémon stays in play (Leek Slap). */
  readonly oncePerPlay?: boolean;
  /** Can't be used by the player who went second during their first turn (Unified Beatdown). */
  readonly notSecondPlayersFirstTurn?: boolean;
  /** A short paraphrase of the effect in our own words, for logs and docs. */
  readonly note?: string;
  /** The Pokémon (by name) the op nothing-unless-partner-benched needs on the attacker's Bench (Solrock: Lunatone). */
  readonly partner?: string;
  /** Its behaviour is the one a definition of src/behaviour/ gives its printed name (defineAttack({ name }), named-attacks.ts). */
  readonly byName?: boolean;
}

/** Passive and triggered Abilities / Pokémon Powers in the pool. */
export const enum AbilityKind {
  None = 0,
  StrikesBack = 1, // a: damage to an attacker whose attack damages this Pokémon
  EnergyOnKnockOut = 2, // a: energy type; may move it from a KO'd own Pokémon to this one
  // Pokémon Powers used as actions (A7, engine/powers.ts) whose effect the engine finishes (behaviour/registry.ts
  // ENGINE_APPLIED); the Base Set's other Powers (Rain Dance, Energy Trans, Damage Swap) are defined by name:
  EnergyBurn = 6, // this Pokémon's Energy counts as Fire until the end of the turn
  Buzzap = 7, // Knock Out this Pokémon and attach it to another of yours as an Energy card giving 2 of a chosen type
  // Modern Abilities are numbered by the batch that adds them (explicit `= n`, so parallel
  // branches never collide): sv-a 20–49, sv-b 50–79, sv-c 80–109. An active or triggered one has
  // one definition (engine handler and bot hints) in src/behaviour/ (defineAbility). A kind named here is
  // vocabulary: read by a generator template, shared by cards with different parameters, passive (read
  // where its rule applies) or finished by the engine; a card's own Ability is defined by its printed
  // name instead (cards/named-abilities.ts, kinds FIRST_NAMED_KIND up).
  // batch sv-c (behaviour/sv-c.ts):
  Refinement = 81, // discard a card from hand, draw 2 (Kirlia)
  Transistor = 83, // passive, a: +a damage to the opponent's Active from your Basic Lightning Pokémon's attacks (Regieleki VMAX)
  HeaveHoCatcher = 87, // on evolving from hand: switch in one of the opponent's Benched Pokémon (Hariyama)
  // ---- batch sv-b (50–79, behaviour/svb.ts) ----
  FreeRetreatWithEnergy = 50, // passive; a: type: no Retreat Cost while it has Energy of that type (Flare Float)
  DrawUntil = 51, // draw until the hand has a cards (Restart)
  AttachFromHandDraw = 52, // a: type: a basic Energy of it from the hand to a Benched Pokémon, then draw 2 (Clairvoyant Sense)
  LookTopTakeOne = 53, // top a cards: 1 to the hand, the other to the bottom (Recon Directive)
  ActiveTopSupporter = 54, // while Active: top a cards, a Supporter may go to the hand, the rest shuffled back (Attract Customers)
  DrawIfKnockedOutLastTurn = 55, // draw a if one of your Pokémon was Knocked Out in the opponent's last turn (Flip the Script)
  TopEnergyAttach = 56, // triggered: top a cards, any basic Energy among them to your Pokémon, rest shuffled back (Fully Blooming Energy)
  SwitchInMoveEnergy = 57, // triggered: switch it in from the Bench, then move any Energy from your other Pokémon to it (Rapid Vernier)
  PreventAttackEffects = 58, // passive: effects of the opponent's attacks on it are prevented, not damage (Flare Veil)
  TakesLessDamage = 59, // passive; a % 1000: damage taken from attacks is this much less, after W/R (Thicket Body); a / 1000: 1 only while it has Energy attached, 2 only with full HP
  CostLessPerPrizeTaken = 60, // passive: its own attack number a costs 1 Colorless less per Prize card the opponent has taken (Seasoned Skill: Blood Moon only)
  // batch sv-a (behaviour/sva.ts):
  SuperCold = 22, // a basic Water Energy from the hand to any of your Pokémon
  // std26b (src/behaviour/std26b.ts): 140–159
  CursedBlast = 141, // a damage counters on 1 of the opponent's Pokémon, then this Pokémon is Knocked Out
  // the lead (behaviour/lead.ts): 110–119
  StarAlchemy = 112, // a VSTAR Power a Tool gives a Pokémon V (A8): search the deck for any card into the hand (Forest Seal Stone)
  // issue 32, decks Gardevoir and Gardevoir/Jellicent (src/behaviour/std26a.ts): 120–139
  OceanicCurse = 121, // passive: while Active, the opponent can't play Item or Pokémon Tool cards from the hand (Jellicent ex)
  FairyZone = 122, // passive: the opponent's Dragon Pokémon in play have Psychic Weakness (Lillie's Clefairy ex)
  Skyliner = 123, // passive: its owner's Basic Pokémon in play have no Retreat Cost (Latias ex)
  // issue 32, decks Raging Bolt/Ogerpon and Charizard/Pidgeot (src/behaviour/std26c.ts): 160–179
  // issue 32, decks Gholdengo/Lunatone and Mega Absol box (src/behaviour/std26d.ts): 180–199
  CornerstoneStance = 182, // passive: no damage from attacks of the opponent's Pokémon that have an Ability (Cornerstone Mask Ogerpon ex)
  Damp = 183, // passive: Abilities whose user Knocks itself Out can't be used, both players' (Psyduck)
  Agile = 161, // passive: no Retreat Cost while it has no Energy attached (Charmander PFL)
  MischievousLock = 164, // passive: while it is Active, Basic Pokémon in play (both players') have no Abilities but this one (Klefki; zones.ts abilityOf)
  // issue 32, decks Grimmsnarl/Froslass and N's Zoroark (src/behaviour/std26e.ts): 200–219
  FreezingShroud = 201, // passive: at each Pokémon Checkup, 1 damage counter on every Pokémon with an Ability except Froslass (engine/flow.ts)
  // issue 32, deck Alakazam/Dudunsparce (src/behaviour/std26f.ts): 220–239
  PsychicDraw = 220, // triggered on evolving from the hand: draw a cards (Kadabra, Alakazam MEG)
  FlowerCurtain = 222, // passive: no damage from the opponent's attacks to its owner's Benched Pokémon without a Rule Box (Shaymin DRI)
  AceNullifier = 223, // passive: while it has a Tool attached, the opponent can't play ACE SPEC cards from the hand (Genesect SFA)
  CountersOnAttacker = 240, // passive: while Active, an opponent's attack that damages it (even a Knock Out) puts a % 100 damage counters on the Attacking Pokémon (a ≥ 100: only while it has a Pokémon Tool attached) (engine/damage.ts)
  ConditionOnAttacker = 241, // passive: the same, and the Attacking Pokémon gets Special Condition a
  NoDamageFromEx = 242, // passive: no damage to it from attacks of the opponent's Pokémon ex (a = 1: and Pokémon V) (engine/damage.ts)
  BenchShield = 243, // passive: while Benched, no damage or effects of the opponent's attacks on it (engine/damage.ts)
  Sturdy = 244, // passive: with full HP, an opponent's attack that would Knock it Out leaves it 10 HP (engine/damage.ts)
  FlipPreventDamage = 245, // passive: damage from an opponent's attack on it: a coin, heads prevents it (engine/damage.ts)
  // issue 32 step 4, Abilities the generator reads (src/behaviour/gen-abilities.ts; the passive ones registry.ts PASSIVE_ABILITIES): 250–279
  OpponentActiveCondition = 250, // a: Special Condition + 8 × the need (0 none, 1 this Pokémon Active, 2 a Stadium in play): the opponent's Active gets it
  HealOwn = 251, // a: damage (0: all) + 1000 × the target (0 one of yours, 1 one of yours while this is Active, 2 your Active, 3 your Active Evolution Pokémon, 4 each of yours; 5 no damage: your Active recovers from all Special Conditions)
  SwitchOwnActive = 252, // a: 0 your Active with a Benched Pokémon; 1 this Benched Pokémon with your Active; 2 either; 3 as 1, with a Mega Evolution Pokémon ex in play
  AttackBonus = 253, // passive; a: damage + 100 × ((type + 1: 0 any) + 16 × stage (0 any, 1 Basic, 2 Evolution; 3: to an Active Evolution Pokémon)): your such Pokémon's attacks do more to the opponent's Active (engine/damage.ts)
  OpponentActiveDoesLess = 254, // passive; a: while it is Active, the opponent's Active's attacks do this much less, before W/R (engine/damage.ts)
  TeamTakesLess = 255, // passive; a: damage + 100 × (type + 1: 0 any): your Pokémon (with Energy of that type) take this much less from the opponent's attacks, after W/R (engine/damage.ts)
  EnergyToOwn = 256, // a: (type + 1: 0 any) + 16 × from the discard pile (else the hand) + 32 × to a Benched Pokémon + 64 × as often as you like (the paraphrase's; AbilityDef.limit) + 128 × from the deck + 256 × to itself + 512 × (damage healed from it after / 10, below 8) + 4096 × only once the opponent has 4 or fewer Prize cards left: a basic Energy card attached
  DrawCards = 257, // a: cards + 100 × each (1: each player draws them) + 1000 × damage counters put on itself first
  SwitchOutOpponentActive = 258, // a: 1 only while this Pokémon is Active: the opponent switches their Active with a Benched Pokémon of their choice
  SearchToHand = 259, // a: Filter + 256 × need (0 none, 1 this Pokémon has Energy attached): a card of the filter from the deck into the hand, the deck shuffled
  NoDamageFromType = 260, // passive; a: type: no damage to it from attacks of the opponent's Pokémon of that type (engine/damage.ts)
  TeamNoWeakness = 261, // passive: its owner's Pokémon in play have no Weakness (engine/damage.ts weaknessOf)
  CountersOnOpponent = 262, // a: damage counters on 1 of the opponent's Pokémon (offered on evolving)
  OnBenchDiscard = 263, // offered on benching from the hand; a: 0 discard the Stadium in play, 1 the top card of the opponent's deck
  NoConditions = 265, // passive; a: the Special Condition it can't have (0: none of them) (engine/zones.ts conditionImmune)
  RetreatHelp = 266, // passive; a < 100: while it is Benched, its owner's Active's Retreat Cost is a less; a = 100 + type: its owner's Pokémon with Energy of that type have no Retreat Cost (engine/game.ts retreatCost)
  BenchGuard = 267, // passive; a: 0 while it is Active, no damage from the opponent's attacks to its owner's Benched Pokémon; 1 always, no damage or effects (engine/damage.ts)
  CheckupEffect = 264, // passive, at each Pokémon Checkup; a: N + 100 × what (0 N more damage counters on the opponent's Poisoned Pokémon, 1 on their Burned ones, 2 heal N from each of yours, 3 N damage counters on the opponent's Active, 4 on each of their Basic Pokémon) + 1000 × only while this is Active (engine/flow.ts)
}

/** How many AbilityKinds there may be (1 … ABILITY_KINDS − 1): the length of every table by kind (engine/state.ts ABILITY_WORDS: one bit each). */
export const ABILITY_KINDS = 320;

/** How often an Ability that is an action may be used (A5, A7). */
export const enum AbilityLimit {
  AsOftenAsYouLike = 0, // the Base Set Powers: as long as their conditions hold
  OncePerTurnPerPokemon = 1, // "once during your turn": each Pokémon with it once a turn
  OncePerTurnPerName = 2, // "you can't use more than 1 <name> Ability each turn": per player
}

/** When a triggered Ability offers itself (A5: "you may"), instead of being an action. */
export const enum AbilityTrigger {
  None = 0, // an action of the Main phase (or passive, if its kind has no handler)
  OnEvolveFromHand = 1, // when its card is played from the hand to evolve (Evolve, Rare Candy)
  OnBenchFromHand = 2, // when its card is played from the hand onto the Bench during the turn
}

export interface AbilityDef {
  readonly name: string;
  readonly kind: AbilityKind;
  readonly a: number;
  readonly note?: string;
  readonly limit?: AbilityLimit;
  readonly trigger?: AbilityTrigger;
  /**
   * A Pokémon Power (Base Set), not an Ability: A7, it is off while its Pokémon is Asleep,
   * Confused or Paralyzed (A5: an Ability is not). `build.ts` sets it from the facts table's
   * Ability kind ('Pokémon Power'); one mechanism (engine/powers.ts) runs both.
   */
  readonly power?: boolean;
  /**
   * Its behaviour is the definition of src/behaviour/ for this Ability's printed name
   * (defineAbility({ name })), shared by every card that prints it: the card states no kind, and
   * `kind`, `a`, `limit` and `trigger` are filled in from that definition as it loads
   * (named-abilities.ts). Until then (and for a name nothing defines, which the pool refuses) kind is None.
   */
  readonly byName?: boolean;
}

/**
 * Rule boxes beyond Pokémon ex (K6). The prize value of a Knocked Out Pokémon: V and VSTAR 2, VMAX
 * and Mega Evolution Pokémon ex 3, Radiant 1 (D5 also allows one Radiant Pokémon per deck).
 */
export const enum RuleBox {
  None = 0,
  V = 1,
  VSTAR = 2,
  VMAX = 3,
  MegaEx = 4, // a Mega Evolution Pokémon ex (also `ex`)
  Radiant = 5,
}

/** K4/K6: the Prize cards the opponent takes when this Pokémon is Knocked Out. */
export function prizeValue(card: PokemonDef): number {
  switch (card.ruleBox) {
    case RuleBox.VMAX:
    case RuleBox.MegaEx: return 3;
    case RuleBox.V:
    case RuleBox.VSTAR: return 2;
    case RuleBox.Radiant: return 1;
  }
  return card.ex ? 2 : 1;
}

export interface PokemonDef {
  readonly supertype: Supertype.Pokemon;
  readonly name: string;
  readonly set: string; // our set id (e.g. base1, sv1)
  readonly number: number;
  readonly stage: 0 | 1 | 2;
  readonly evolvesFrom?: string;
  readonly hp: number;
  readonly type: T;
  readonly weakness?: T;
  readonly resistance?: T;
  readonly resistanceValue?: number; // printed value, e.g. 30; the rule set may override (X3)
  readonly retreat: number;
  readonly ex?: boolean; // Pokémon ex: gives 2 prizes (K4)
  readonly tera?: boolean; // Tera Pokémon: on the Bench, takes no damage from attacks (X7)
  readonly ruleBox?: RuleBox; // a rule box other than ex: its prize value (K6) and the rules it brings
  readonly attacks: readonly AttackDef[];
  readonly ability?: AbilityDef;
}

export interface TrainerDef {
  readonly supertype: Supertype.Trainer;
  readonly name: string;
  readonly set: string;
  readonly number: number;
  readonly kind: TrainerKind;
  readonly effects: readonly Effect[];
  /**
   * Pokémon Tool: an Ability its holder may use while it is a Pokémon V (V, VSTAR or VMAX); with
   * `vstar`, a VSTAR Power: one per player per game (A8) (Forest Seal Stone's Star Alchemy).
   */
  readonly grantsAbility?: AbilityDef & { readonly vstar?: boolean };
  readonly aceSpec?: boolean;
  readonly note?: string;
  /** Stadium: its passive effect. */
  readonly stadium?: StadiumEffect;
  /** Pokémon Tool: + damage of the holder's attacks to the opponent's Active (before W/R under every rule set, X3). */
  readonly toolDamage?: number;
  /**
   * Pokémon Tool: + damage of the holder's attacks to the opponent's Active (before W/R) while
   * its owner has more Prize cards remaining than the opponent (Defiance Band).
   */
  readonly toolDamageWhenBehind?: number;
  /** Pokémon Tool: + damage of its holder's attacks to the opponent's Active while the holder is Poisoned (Binding Mochi). */
  readonly toolDamageWhenPoisoned?: number;
  /** Pokémon Tool: cards its owner draws when the holder, Active, is damaged by an opponent's attack (Lucky Helmet). */
  readonly toolDrawWhenHit?: number;
  /** Pokémon Tool: + HP while the holder is a Basic Pokémon. */
  readonly toolHpBasic?: number;
  /** Pokémon Tool: its holder's Retreat Cost is this much less (Air Balloon 2, Rescue Board 1). */
  readonly toolRetreatMinus?: number;
  /** Pokémon Tool: no Retreat Cost at all while its holder has 30 HP left or less (Rescue Board). */
  readonly toolFreeRetreatWhenLow?: boolean;
  /**
   * Technical Machine (a Pokémon Tool): the attack its holder may use as its own (A9). Such a
   * Tool is discarded at the end of the turn it was attached in.
   */
  readonly attack?: AttackDef;
  /**
   * Clefairy Doll: played from hand onto the Bench as a Basic Pokémon with this HP. In play it is
   * a Pokémon with no type, attacks or Weakness, that can't retreat, takes no Special Condition but
   * a Burn and gives no Prize card when Knocked Out; everywhere else (deck rules, hand, discard
   * pile) it stays a Trainer.
   */
  readonly dollHp?: number;
  /**
   * Pokémon Tool: effects of the opponent's Supporters don't reach a holder that is a Pokémon
   * VSTAR or VMAX (Leafy Camo Poncho).
   */
  readonly supporterShield?: boolean;
  /** Supporter: may be played in the first player's first turn (Carmine: "if you go first"). */
  readonly firstTurnSupporter?: boolean;
}

export interface EnergyDef {
  readonly supertype: Supertype.Energy;
  readonly name: string;
  readonly set: string;
  readonly number: number;
  readonly type: T;
  /** false: a Special Energy (D2 limits it to 4 copies; basic-Energy searches skip it). */
  readonly basic: boolean;
  /** Energy it provides while attached (units, for costs); 1 unless said. */
  readonly units?: number;
  /** A Special Energy's rule beyond its type (Luminous, Legacy, Neo Upper, Jet, Mist). */
  readonly rule?: EnergyRule;
  /** An ACE SPEC Special Energy (D5: 1 ACE SPEC card per deck). */
  readonly aceSpec?: boolean;
  /**
   * A form, not a printed card: the card id of the Pokémon that became this Energy (Buzzap). The
   * engine gives the card back its printed identity when it leaves play (pool.ts FORMS).
   */
  readonly formOf?: number;
}

export type CardDef = PokemonDef | TrainerDef | EnergyDef;

/** A set file: its id, the PTCG Live codes that name it in deck lists, and its cards. */
export interface CardSet {
  readonly id: string;
  readonly codes: readonly string[];
  readonly name: string;
  readonly cards: readonly CardDef[];
  /**
   * Reprints that play as one of this set's cards: [PTCG Live code, number, the card's number in
   * this set]. A deck list may name the reprint; it resolves to the same card (SVE 010 is SVE 002).
   */
  readonly reprints?: readonly (readonly [string, number, number])[];
  /** The regulation mark of a set outside the facts table (typed by hand: Sword & Shield), for V5's messages. */
  readonly regulationMark?: string;
}

// --- a small builder so set files read like data (the cards' builders are in build.ts) ---
export function moveCards(source: Source, lookAt: number, filter: Filter, filterParam: number, min: number, max: number, dest: Dest): Effect {
  return [Op.MoveCards, source, lookAt, filter | (filterParam << 8), max | (min << 8) | (dest << 16)];
}
