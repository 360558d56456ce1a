// What each card of the pool does in the engine, in our own words, GENERATED from its data: the
// opcodes of its attacks and Trainer effect (one template per op below), its Ability or Pokémon
// Power kind, its Trainer kind, Tool and Stadium fields and its rule box. Never card text: the
// `note` fields of the set files are not read, so a card can't be described by anything but what
// the engine interprets. The template tables are typed `Record<Enum, …>`, so a new opcode (or
// Guard, Filter, …) without a text does not compile (test/cards-command.test.ts checks too). An
// Ability's or Power's paraphrase is its definition's `text` (src/behaviour/, read through
// ability-text.ts); the pool refuses a card whose Ability has none (behaviour/registry.ts).
import { Op } from './opcodes.js';
import {
  type CardDef, type CardSet, type AttackDef, type PokemonDef, type TrainerDef, type Effect,
  T, TYPE_NAMES, Count, Supertype, TrainerKind, Cond, Guard, Debuff, Filter, Dest, Source, AbilityKind, StadiumEffect, RuleBox, EnergyRule, AbilityTrigger, OWNER_NAMES,
} from './types.js';
import { SETS } from './pool.js';
import { registeredAbilityText } from './ability-text.js';

/** One card as `ptcg cards` lists it (and `--json` prints it). */
export interface CardSummary {
  /** Deck-list id: PTCG Live set code and number, e.g. "BS 2". */
  readonly id: string;
  readonly code: string;
  readonly number: number;
  /** Our set id, e.g. base1. */
  readonly set: string;
  readonly name: string;
  /** Pokémon | Item | Supporter | Stadium | Pokémon Tool | Energy */
  readonly kind: string;
  /** Basic | Stage 1 | Stage 2 for Pokémon, else null. */
  readonly stage: string | null;
  readonly hp: number | null;
  /** Type of a Pokémon or basic Energy, else null. */
  readonly type: string | null;
  /** The paraphrase of what the card does in the engine. */
  readonly text: string;
}

const COST_LETTER = ['G', 'R', 'W', 'L', 'P', 'F', 'C', 'D', 'M', 'N', '?'];
const STAGE = ['Basic', 'Stage 1', 'Stage 2'];

const typeName = (t: number) => TYPE_NAMES[t] ?? '?';
const typed = (t: number, what: string) => (t === T.None ? what : `${typeName(t)} ${what}`);
/** What a Count counts, in words. */
const countText = (kind: Count, param: number): string => {
  switch (kind) {
    case Count.DiscardPokemonOfType: return `the ${typed(param, 'Pokémon')} in your discard pile`;
    case Count.OwnPokemonOfTypeInPlay: return `your ${typed(param, 'Pokémon')} in play`;
    case Count.DefenderEnergy: return "the Energy attached to your opponent's Active Pokémon";
    case Count.OpponentHandSize: return "the cards in your opponent's hand";
    case Count.OwnPrizesTaken: return 'the Prize cards you have taken';
    case Count.OwnEnergyOfType: return `the ${typed(param, 'Energy')} attached to your Pokémon`;
    case Count.OpponentEnergyOfType: return `the ${typed(param, 'Energy')} attached to your opponent's Pokémon`;
    case Count.SelfSpecialEnergyCards: return 'the Special Energy cards attached to this Pokémon';
    case Count.OpponentAbilityPokemon: return "your opponent's Pokémon in play that have an Ability";
    case Count.SelfEnergyOfType: return `the ${typed(param, 'Energy')} attached to this Pokémon`;
    case Count.OwnBenchTypes: return 'the different types of Pokémon on your Bench';
    case Count.DefenderRetreat: return "the Colorless in your opponent's Active Pokémon's Retreat Cost";
    case Count.OpponentHandTrainers: return "the Trainer cards in your opponent's hand";
    case Count.DiscardPokemonWithAttack: return 'the Pokémon in your discard pile that have an attack of this name';
    case Count.OwnInPlayWithAttack: return 'your Pokémon in play that have an attack of this name';
    case Count.DiscardNamed: return "the Pokémon of the attack's partner name in your discard pile";
    case Count.OwnInPlayNamed: return "your Pokémon in play of the attack's partner name";
    case Count.OwnBenchedNamed: return "your Benched Pokémon of the attack's partner name";
    case Count.DefenderOfType: return `a ${typeName(param)} Pokémon as your opponent's Active Pokémon`;
    case Count.OwnBenchedDamaged: return 'your Benched Pokémon with damage counters';
    case Count.StadiumInPlay: return 'a Stadium in play';
    case Count.OpponentBenched: return "your opponent's Benched Pokémon";
    case Count.OpponentPokemonOfTypeInPlay: return `your opponent's ${typeName(param)} Pokémon in play`;
    case Count.DefenderOfStage: return `a ${param === 0 ? 'Basic' : `Stage ${param}`} Pokémon as your opponent's Active Pokémon`;
    case Count.DefenderHasTool: return "a Pokémon Tool on your opponent's Active Pokémon";
    case Count.OwnOfStageInPlay: return `your ${param === 3 ? 'Evolution' : param === 0 ? 'Basic' : `Stage ${param}`} Pokémon in play`;
    case Count.OpponentExInPlay: return `your opponent's Pokémon ex${param ? ' and Pokémon V' : ''} in play`;
    case Count.DefenderConditions: return "the Special Conditions affecting your opponent's Active Pokémon";
    case Count.OwnDamagedInPlay: return 'your Pokémon in play with damage counters';
    case Count.SelfBasicEnergyCards: return 'the basic Energy cards attached to this Pokémon';
    case Count.OpponentSpecialEnergyCards: return "the Special Energy cards attached to your opponent's Pokémon";
    case Count.OpponentCounters: return "the damage counters on your opponent's Pokémon";
    case Count.OpponentDiscardEnergy: return "the Energy cards in your opponent's discard pile";
    case Count.OpponentDiscardItems: return "the Item cards in your opponent's discard pile";
    case Count.OwnDeckSize: return 'the cards in your deck';
    case Count.OwnStadiumInPlay: return 'a Stadium of yours in play';
    case Count.SupporterPlayed: return 'a Supporter played from your hand this turn';
    case Count.HandLead: return "the cards in your hand beyond your opponent's";
    case Count.HandGap: return "the cards by which your hand and your opponent's differ";
    case Count.DefenderCounters: return "the damage counters on your opponent's Active Pokémon";
    case Count.DefenderHasCondition: return `your opponent's Active Pokémon being ${COND[param as Cond]}`;
    case Count.DefenderSpecialEnergyCards: return "the Special Energy cards attached to your opponent's Active Pokémon";
    case Count.BothActiveEnergy: return 'the Energy attached to both Active Pokémon';
    case Count.SelfHasCondition: return `this Pokémon being ${COND[param as Cond]}`;
    case Count.SelfCounters: return 'the damage counters on this Pokémon';
    case Count.OwnHandSize: return 'the cards in your hand';
    case Count.OwnBenched: return 'your Benched Pokémon';
    case Count.OpponentPrizesLeft: return "your opponent's Prize cards left";
  }
  return '?';
};
/** "Fire Energy", or "Energy" for any type. */
const energyOf = (t: number) => (t === T.None ? 'Energy' : `${typeName(t)} Energy`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** "2", "up to 2" or "1–2" cards. */
const countOf = (min: number, max: number) => (min === max ? `${max}` : min === 0 ? `up to ${max}` : `${min}–${max}`);

const COND: Record<Cond, string> = {
  [Cond.None]: 'unaffected',
  [Cond.Asleep]: 'Asleep',
  [Cond.Confused]: 'Confused',
  [Cond.Paralyzed]: 'Paralyzed',
  [Cond.Poisoned]: 'Poisoned',
  [Cond.Burned]: 'Burned',
};

const NEXT_TURN = "during the opponent's next turn";
const GUARD: Record<Guard, (param: number) => string> = {
  [Guard.None]: () => 'nothing',
  [Guard.PreventDamage]: () => `it takes no damage from attacks ${NEXT_TURN}`,
  [Guard.PreventDamageAndEffects]: () => `it takes no damage and no effects from attacks ${NEXT_TURN}`,
  [Guard.PreventSmallDamage]: (n) => `damage of ${n} or less (after Weakness and Resistance) to it is prevented ${NEXT_TURN}`,
  [Guard.PreventFromBasic]: () => `it takes no damage from Basic Pokémon's attacks ${NEXT_TURN}`,
  [Guard.PreventFromBasicNonColorless]: () => `it takes no damage from attacks of Basic Pokémon that are not Colorless ${NEXT_TURN}`,
  [Guard.DestinyBond]: () => `if an attack Knocks it Out ${NEXT_TURN}, the attacker is Knocked Out too`,
  [Guard.ReduceDamage]: (n) => `it takes ${n} less damage from attacks (after Weakness and Resistance) ${NEXT_TURN}`,
  [Guard.CountersBack]: (n) => `if an attack damages it ${NEXT_TURN} (even a Knock Out), ${n} damage counters on the Attacking Pokémon`,
  [Guard.PreventEffects]: () => `no effects of attacks on it ${NEXT_TURN} (their damage still)`,
  [Guard.DamageBack]: () => `if an attack damages it ${NEXT_TURN} (even a Knock Out), as many damage counters on the Attacking Pokémon as the damage done`,
};

const DEBUFF: Record<Debuff, string> = {
  [Debuff.None]: 'nothing',
  [Debuff.SandAttack]: `the Defending Pokémon needs heads on a coin to attack ${NEXT_TURN}`,
  [Debuff.DisableAttack]: `you choose one attack of the Defending Pokémon: it can't be used ${NEXT_TURN}`,
  [Debuff.CantRetreat]: `the Defending Pokémon can't retreat ${NEXT_TURN}`,
  [Debuff.ReduceDamage]: `the Defending Pokémon's attacks do less damage ${NEXT_TURN}`,
  [Debuff.CostMore]: `the Defending Pokémon's attacks cost more ${NEXT_TURN}`,
  [Debuff.RetreatMore]: `the Defending Pokémon's Retreat Cost is more ${NEXT_TURN}`,
  [Debuff.CostAndRetreatMore]: `the Defending Pokémon's attacks and Retreat Cost cost more ${NEXT_TURN}`,
};

/** What a card search takes, singular or plural. */
const FILTER: Record<Filter, (param: number, many: boolean) => string> = {
  [Filter.Any]: (_, many) => (many ? 'cards' : 'card'),
  [Filter.Pokemon]: () => 'Pokémon',
  [Filter.BasicPokemon]: () => 'Basic Pokémon',
  [Filter.EvolutionPokemon]: () => 'Evolution Pokémon',
  [Filter.Supporter]: (_, many) => (many ? 'Supporters' : 'Supporter'),
  [Filter.BasicEnergy]: (t) => (t === T.None ? 'basic Energy' : `basic ${typeName(t)} Energy`),
  [Filter.Trainer]: (_, many) => (many ? 'Trainer cards' : 'Trainer card'),
  // batch sv-a:
  [Filter.Item]: (_, many) => (many ? 'Item cards' : 'Item card'),
  [Filter.Tool]: (_, many) => (many ? 'Pokémon Tool cards' : 'Pokémon Tool card'),
  [Filter.BasicNoRuleBox]: () => 'Basic Pokémon without a Rule Box',
  [Filter.PokemonOrBasicEnergy]: (_, many) => (many ? 'Pokémon and basic Energy cards in any combination' : 'Pokémon or basic Energy card'),
  [Filter.BasicOfType]: (t) => `basic ${typeName(t)} Energy card or Basic ${typeName(t)} Pokémon`,
  // batch sv-b:
  [Filter.BasicPokemonMaxHp]: (hp) => `Basic Pokémon with ${hp} HP or less`,
  [Filter.Stadium]: (_, many) => (many ? 'Stadium cards' : 'Stadium card'),
  [Filter.BasicPokemonOfType]: (t) => `Basic ${typeName(t)} Pokémon`,
  // std26b:
  [Filter.Energy]: (_, many) => (many ? 'Energy cards' : 'Energy card'),
  [Filter.PokemonNoRuleBox]: () => 'Pokémon without a Rule Box',
  [Filter.SameNameAsAttacker]: () => 'Pokémon with this Pokémon\'s name',
  // std26c:
  [Filter.TeraPokemon]: () => 'Tera Pokémon',
  [Filter.PokemonOrBasicEnergyOfType]: (t, many) => `${typeName(t)} Pokémon ${many ? 'and' : 'or'} basic ${typeName(t)} Energy ${many ? 'cards in any combination' : 'card'}`,
  [Filter.PokemonOfStage]: (stage) => `Stage ${stage} Pokémon`,
  [Filter.PokemonOfTypeMaxHp]: (x) => `${typeName(x & 15)} Pokémon with ${x >> 4} HP or less`,
  // std26e:
  [Filter.OwnerPokemon]: (who) => `${OWNER_NAMES[who] ?? 'a Trainer'}'s Pokémon`,
  [Filter.PokemonEx]: () => 'Pokémon ex',
  // std26d:
  [Filter.NoRuleBoxPokemonOrBasicEnergy]: (_, many) => (many ? 'Pokémon without a Rule Box and basic Energy cards in any combination' : 'Pokémon without a Rule Box or basic Energy card'),
};

/** Where the cards go; `them` is "it" or "them". */
const DEST: Record<Dest, (them: string) => string> = {
  [Dest.Hand]: (x) => `put ${x} into your hand`,
  [Dest.Bench]: (x) => `put ${x} onto your Bench`,
  [Dest.AttachSelf]: (x) => `attach ${x} to this Pokémon`,
  [Dest.AttachOwnAny]: (x) => `attach ${x} to your Pokémon`,
  [Dest.AttachOwnBench]: (x) => `attach ${x} to your Benched Pokémon`,
  [Dest.AttachOwnBenchOfType]: (x) => `attach ${x} to your Benched Pokémon of the same type`,
  // batch sv-a:
  [Dest.DeckShuffle]: (x) => `shuffle ${x} into your deck`,
  // std26b:
  [Dest.AttachOneBench]: (x) => `attach ${x} to 1 of your Benched Pokémon`,
  [Dest.AttachOneAny]: (x) => `attach ${x} to 1 of your Pokémon`,
  // std26e:
  [Dest.AttachOwnMarnies]: (x) => `attach ${x} to your Marnie's Pokémon`,
  [Dest.AttachOwnBenchNs]: (x) => `attach ${x} to 1 of your Benched N's Pokémon`,
  // std26d:
  [Dest.DeckTopInOrder]: (x) => `put ${x} on top of it in the order you choose`,
};

/** How a MoveCards op finds its cards: `what` is "up to 2 basic Energy", `dest` a DEST phrase. */
const SOURCE: Record<Source, (lookAt: number, what: string, dest: string) => string> = {
  [Source.Deck]: (_, what, dest) => `search your deck for ${what} and ${dest}, then shuffle the deck`,
  [Source.DeckTop]: (n, what, dest) => `look at the top ${n} cards of your deck, take ${what} of them and ${dest}, shuffle the rest back`,
  [Source.DeckTopRestBottom]: (n, what, dest) => `look at the top ${n} cards of your deck, take ${what} of them and ${dest}, the rest go to the bottom`,
  [Source.Discard]: (_, what, dest) => `take ${what} from your discard pile and ${dest}`,
  [Source.DeckBottom]: (n, what, dest) => `look at the bottom ${n} cards of your deck, take ${what} of them and ${dest}, shuffle the rest back`,
  [Source.Hand]: (_, what, dest) => `take ${what} from your hand and ${dest}`,
};

/** Reads a MoveCards effect as moveCards() (types.ts) packed it. */
function moveCardsText(e: Effect): string {
  const source = e[1] as Source, lookAt = e[2], filter = (e[3] & 0xff) as Filter, param = e[3] >> 8;
  const max = e[4] & 0xff, min = (e[4] >> 8) & 0xff, dest = ((e[4] >> 16) & 0xff) as Dest;
  const what = `${countOf(min, max)} ${FILTER[filter](param, max > 1)}`;
  // Ciphermaniac's Codebreaking: the shuffle comes before the cards go back on top.
  if (dest === Dest.DeckTopInOrder) return `search your deck for ${what}, shuffle the deck, then ${DEST[dest](max > 1 ? 'them' : 'it')}`;
  return SOURCE[source](lookAt, what, DEST[dest](max > 1 ? 'them' : 'it'));
}

/**
 * One template per opcode: what the effect [op, a, b, c, d] does, in our words. "It"/"itself"
 * is the attacking Pokémon (ops only attacks use); Trainer ops speak to the player.
 */
export const OP_TEXT: Readonly<Record<Op, (e: Effect) => string>> = {
  [Op.TimesHeads]: ([, a]) => `× the heads of ${plural(a, 'coin')}`,
  [Op.PlusPerDefenderEnergy]: ([, a]) => `+${a} per Energy attached to the Defending Pokémon`,
  [Op.PlusPerDefenderCounter]: ([, a]) => `+${a} per damage counter on the Defending Pokémon`,
  [Op.MinusPerSelfCounter]: ([, a]) => `−${a} per damage counter on itself`,
  [Op.TimesSelfCounters]: () => '× the damage counters on itself',
  [Op.PlusPerSelfCounter]: ([, a]) => `+${a} per damage counter on itself`,
  [Op.TimesOpponentPrizesTaken]: () => '× the Prize cards the opponent has taken',
  [Op.FlipTailsNothing]: () => 'flip a coin: on tails the attack does nothing',
  [Op.IgnoreResistance]: () => 'its damage ignores Resistance',
  [Op.DiscardSelfEnergyCost]: ([, a, b]) => `to use it, discard ${plural(b, energyOf(a), `${energyOf(a)} cards`)} from itself`,
  [Op.OptionalDiscardForBonus]: ([, a, b]) => `you may discard ${plural(a, 'Energy', 'Energy cards')} from it for +${b}`,
  [Op.ChooseAnyOpponentTarget]: () => "hits any one of the opponent's Pokémon you choose (Weakness and Resistance only for the Active)",
  [Op.FlipHeadsPlus]: ([, a]) => `flip a coin: +${a} on heads`,
  [Op.DiscardAllSelfEnergyCost]: () => 'to use it, discard every Energy attached to itself',
  [Op.HalfDefenderHp]: () => "damage equal to half the Defending Pokémon's remaining HP (rounded up to the next 10)",
  [Op.IfTailsSelfDamage]: ([, a]) => `on that coin's tails, ${a} damage to itself`,
  [Op.BenchDamageOwn]: ([, a]) => `${a} damage to each of your own Benched Pokémon`,
  [Op.FlipConditionEither]: ([, a, b]) => `flip a coin: the Defending Pokémon is ${COND[a as Cond]} on heads, ${COND[b as Cond]} on tails`,
  [Op.StrongPoison]: ([, a]) => `the Defending Pokémon is Poisoned, taking ${a} damage at each Pokémon Checkup`,
  [Op.DiscardDefenderEnergy]: () => 'discard an Energy attached to the Defending Pokémon, if it has any',
  [Op.OpponentSwitchesActive]: () => "the opponent switches the Defending Pokémon with one of their Benched Pokémon (they choose)",
  [Op.ConvertDefenderWeakness]: () => "if the Defending Pokémon has a Weakness, you may change it to a type of your choice other than Colorless",
  [Op.ConvertSelfResistance]: () => 'change its own Resistance to a type of your choice other than Colorless',
  [Op.CopyDefenderAttack]: () => "choose one of the Defending Pokémon's attacks and use it as this attack, without paying its Energy or anything else it needs in order to be used (its type stays its own)",
  [Op.MirrorMove]: () => "if it was attacked last turn, the final result of that attack on it (its damage and Special Conditions) is done to the Defending Pokémon",
  [Op.SelfDamage]: ([, a]) => `${a} damage to itself`,
  [Op.FlipTailsSelfDamage]: ([, a]) => `flip a coin: on tails ${a} damage to itself`,
  [Op.BenchDamageAll]: ([, a]) => `${a} damage to every Benched Pokémon of both players`,
  [Op.BenchDamageOneOpponent]: ([, a]) => `${a} damage to one of the opponent's Benched Pokémon you choose`,
  [Op.Condition]: ([, a]) => `the Defending Pokémon is ${COND[a as Cond]}`,
  [Op.FlipHeadsCondition]: ([, a]) => `flip a coin: on heads the Defending Pokémon is ${COND[a as Cond]}`,
  [Op.FlipHeadsGuard]: ([, a, b]) => `flip a coin: on heads ${GUARD[a as Guard](b)}`,
  [Op.Guard]: ([, a, b]) => GUARD[a as Guard](b),
  [Op.DebuffDefender]: ([, a, b]) => (a === Debuff.ReduceDamage ? `the Defending Pokémon's attacks do ${b} less damage (before Weakness and Resistance) ${NEXT_TURN}`
    : a === Debuff.CostMore ? `the Defending Pokémon's attacks cost ${b} Colorless more ${NEXT_TURN}`
    : a === Debuff.RetreatMore ? `the Defending Pokémon's Retreat Cost is ${b} Colorless more ${NEXT_TURN}`
    : a === Debuff.CostAndRetreatMore ? `the Defending Pokémon's attacks cost ${b} Colorless more, and so does its Retreat Cost, ${NEXT_TURN}` : DEBUFF[a as Debuff]),
  [Op.SelfCantAttackNextTurn]: () => "it can't attack during your next turn",
  [Op.FlipTailsSelfCantAttackNextTurn]: () => "flip a coin: on tails it can't attack during your next turn",
  [Op.HealSelfAll]: () => 'heals all damage from itself',
  [Op.HealSelfUnlessPrevented]: ([, a]) => `unless its damage was all prevented, you may heal ${a} damage from it`,
  [Op.SwitchOpponentActive]: () => "you choose one of the opponent's Benched Pokémon to switch with their Active",
  [Op.OptionalSwitchSelf]: () => 'you may switch it with one of your Benched Pokémon',
  [Op.SwitchSelf]: () => 'switch your Active Pokémon with one of your Benched Pokémon',
  [Op.DiscardSelfEnergy]: ([, a, b]) => `discard ${plural(b, energyOf(a), `${energyOf(a)} cards`)} from itself`,
  [Op.Draw]: ([, a]) => `draw ${plural(a, 'card')}`,
  [Op.DiscardHandDraw]: ([, a]) => `discard your hand, then draw ${plural(a, 'card')}`,
  [Op.ShuffleHandDraw]: ([, a]) => `shuffle your hand into your deck, then draw ${plural(a, 'card')}`,
  [Op.MoveCards]: moveCardsText,
  [Op.DiscardFromHand]: ([, a]) => `discard ${plural(a, 'other card')} from your hand`,
  [Op.Heal]: ([, a]) => `heal ${a} damage from one of your Pokémon`,
  [Op.DiscardOwnEnergyHeal]: ([, a]) => `discard an Energy from one of your damaged Pokémon and heal ${a} damage from it`,
  [Op.DiscardOwnEnergy]: () => 'discard an Energy attached to one of your Pokémon',
  [Op.DiscardOpponentEnergy]: ([, a]) => `discard ${a === 1 ? 'an Energy' : `up to ${a} Energy cards`} from one of the opponent's Pokémon`,
  [Op.BothShuffleTrainersFromHand]: () => 'both players shuffle the Trainer cards in their hands into their decks',
  [Op.RearrangeTop]: ([, a]) => `look at the top ${a} cards of your deck and put them back in the order you choose`,
  [Op.AttachToActive]: ([, a, b]) => `attaches to your Active Pokémon: +${a} damage from its attack this turn${b ? ' (added after Weakness and Resistance)' : ''}`,
  [Op.AttachToOwn]: ([, a]) => `attaches to one of your Pokémon: ${a} less damage from attacks to it until the end of the opponent's next turn`,
  [Op.FlipHeadsOrStop]: () => 'flip a coin: on tails nothing more happens',
  [Op.AttachTool]: () => 'attach it to one of your Pokémon that has no Tool',
  [Op.RareCandy]: () => 'evolve one of your Basic Pokémon in play straight into a Stage 2 from your hand',
  [Op.PlusPerExtraEnergy]: ([, a, b, c]) => `+${b} per ${energyOf(a)} beyond its cost (at most +${b * c})`,
  [Op.ClearActiveConditions]: () => 'your Active Pokémon is no longer Asleep, Confused, Paralyzed or Poisoned',
  [Op.ShuffleFromHandDraw]: ([, a, b]) => `shuffle ${plural(a, 'other card')} from your hand into your deck, then draw ${plural(b, 'card')}`,
  [Op.HealAllDiscardEnergy]: () => 'heal all damage from each of your damaged Pokémon, then discard all Energy attached to them',
  [Op.OpponentShuffleHandDraw]: ([, a]) => `the opponent shuffles their hand into their deck and draws ${plural(a, 'card')}`,
  [Op.ReviveDamage]: () => 'it comes back with damage equal to half its HP (rounded down to 10s)',
  [Op.OpponentDiscardBasicToBench]: () => "choose a Basic Pokémon in the opponent's discard pile: it goes onto their Bench",
  [Op.HandPokemonToDeck]: () => "put a Pokémon card from your hand into your deck (the search that follows can't take that card)",
  [Op.ScoopUp]: () => 'return one of your Pokémon to your hand: its Basic card to the hand, every other card on it to the discard pile',
  [Op.DevolveOwn]: () => 'remove the Evolution cards of one of your evolved Pokémon down to a Stage you choose (they are discarded)',
  [Op.PlayAsBasic]: () => 'play it onto your Bench as a Basic Pokémon (no attacks, no retreat, no Prize when Knocked Out)',
  // ---- batch sv-a ----
  [Op.PlusPerSelfEnergy]: ([, a, b]) => `+${b} per ${energyOf(a)} attached to it`,
  [Op.HealSelf]: ([, a]) => `heal ${a} damage from itself`,
  [Op.MoveAllSelfEnergyToBench]: () => 'move all Energy attached to it to one of your Benched Pokémon',
  [Op.BothHandsToBottomDrawPrizes]: () => 'each player puts their hand on the bottom of their deck in a random order; if any card moved, each player draws a card for each of their remaining Prize cards',
  [Op.SwitchInOpponentThenDamage]: ([, a]) => `switch one of the opponent's Benched Pokémon into the Active Spot; if you do, the attack does ${a} damage to it (with no Benched Pokémon it does nothing)`,
  // sv-c batch
  [Op.PlusIfDefenderEvolved]: ([, a]) => `+${a} if the Defending Pokémon is an Evolution Pokémon`,
  [Op.LockAttackNextTurn]: () => "it can't use this attack during your next turn",
  [Op.NothingUnlessPartnerBenched]: () => 'it does nothing unless its partner Pokémon is on your Bench',
  [Op.IgnoreWeaknessResistance]: () => 'its damage ignores Weakness and Resistance',
  [Op.ShuffleHandDrawByPrizes]: ([, a, b]) => `shuffle your hand into your deck, then draw ${plural(a, 'card')} (${b} if you have exactly 6 Prize cards left)`,
  [Op.DrawUntilHand]: ([, a]) => `draw until you have ${plural(a, 'card')} in your hand`,
  [Op.DamageToOpponents]: ([, a, b]) => `${a} damage to each of ${b} of the opponent's Pokémon you choose (Weakness and Resistance only for the Active)`,
  [Op.TypeDamageBonusThisTurn]: ([, a, b]) => `this turn your ${typeName(a)} Pokémon's attacks do ${b} more damage to the opponent's Active (before Weakness and Resistance)`,
  [Op.TimesHandSize]: () => '× the cards in your hand',
  [Op.MoveCountersToOpponent]: ([, a]) => `move ${plural(a, 'damage counter')} from each of your Pokémon to 1 of your opponent's Pokémon`,
  [Op.DiscardTypeForDamage]: ([, a, b]) => `discard any number of ${a === T.None ? 'basic' : typeName(a)} Energy from your Pokémon: ${b} damage for each`,
  [Op.ShuffleSelfIntoDeck]: () => 'shuffle this Pokémon and every card attached to it into your deck',
  [Op.IgnoreDefendingEffects]: () => "its damage is not changed by effects on the opponent's Active Pokémon",
  // ---- batch sv-b ----
  [Op.RequireBehindOnPrizes]: () => 'playable only while you have more Prize cards left than your opponent',
  [Op.RequireKnockedOutLastTurn]: () => "playable only if one of your Pokémon was Knocked Out during your opponent's last turn",
  [Op.DrawUntil]: ([, a]) => `draw until you have ${plural(a, 'card')} in your hand`,
  [Op.BothShuffleHandsDraw]: ([, a, b]) => `each player shuffles their hand into their deck; you draw ${plural(a, 'card')} and your opponent draws ${plural(b, 'card')}`,
  [Op.OwnPokemonToHand]: () => 'put one of your Pokémon into your hand (its Pokémon cards; the other cards attached to it are discarded)',
  [Op.PlusIfKnockedOutLastTurn]: ([, a]) => `+${a} if one of your Pokémon was Knocked Out by damage from an attack during your opponent's last turn`,
  [Op.ConditionIfKnockedOutLastTurn]: ([, a]) => `then, under the same condition, the Defending Pokémon is ${COND[a as Cond]}`,
  [Op.CountersOnOpponentBench]: ([, a]) => `put ${plural(a, 'damage counter')} on your opponent's Benched Pokémon in any way you like`,
  [Op.HealSelfDamageDone]: () => "heal from itself as much damage as it did to the opponent's Active",
  [Op.DiscardStadium]: () => 'discard the Stadium in play',
  [Op.EvolveBenchFromDeck]: ([, a]) => `choose up to ${a} of your Benched Pokémon: each evolves with a card from your deck that evolves from it; then shuffle the deck`,
  [Op.DevolveOpponentAll]: () => "each of your opponent's evolved Pokémon: put its highest Stage Evolution card into your opponent's hand",
  [Op.SwitchSelfIfBench]: () => 'switch your Active Pokémon with one of your Benched Pokémon',
  [Op.PutCountersOnOpponent]: ([, a]) => `put ${plural(a, 'damage counter')} on the opponent's Pokémon in any way you like`,
  [Op.ClearSelfConditions]: () => 'it recovers from all Special Conditions',
  [Op.PlusPerOpponentPrizeTaken]: ([, a]) => `+${a} per Prize card the opponent has taken`,
  [Op.OptionalDiscardStadium]: () => 'you may discard the Stadium in play',
  // ---- std26b ----
  [Op.PlusPerDiscardEnergy]: ([, a]) => `+${a} per Energy card in your discard pile`,
  [Op.DiscardAllSelfEnergy]: () => 'discard all Energy from it',
  [Op.RequireOpponentPrizes]: ([, a]) => `play it only while your opponent has exactly ${plural(a, 'Prize card')} left`,
  [Op.ExtraPrizeForTeraThisTurn]: () => "this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack of your Tera Pokémon, take 1 more Prize card",
  [Op.OpponentNoItemsNextTurn]: () => "during your opponent's next turn, they can't play Item cards from their hand",
  // ---- std26a ----
  [Op.PlusPerBenchedBoth]: ([, a]) => `+${a} for each Benched Pokémon (both players')`,
  [Op.PlusIfExtraEnergy]: ([, a, b]) => `+${a} if it has at least ${b} more Energy attached than this attack's cost`,
  [Op.DiscardSelfEnergyForDamage]: ([, a, b]) => `discard up to ${plural(a, 'Energy card')} from it: ${b} damage for each`,
  [Op.DiscardEnergyFromHand]: ([, a]) => `discard ${plural(a, 'Energy card')} from your hand`,
  [Op.DrawUntilPokemonOfType]: ([, a]) => `draw until you have as many cards in your hand as you have ${typeName(a)} Pokémon in play`,
  // std26e:
  [Op.DefenderCantAttackIfEvolution]: () => "if the Defending Pokémon is an Evolution Pokémon, it can't attack during your opponent's next turn",
  [Op.TimesOpponentDiscardBasicEnergy]: () => "× the basic Energy cards in your opponent's discard pile",
  [Op.ExBonusThisTurn]: ([, a]) => `this turn your Pokémon's attacks do ${a} more damage to your opponent's Active Pokémon ex (before Weakness and Resistance)`,
  [Op.UseBenchedOwnerAttack]: ([, a]) => `choose 1 attack of 1 of your Benched ${OWNER_NAMES[a] ?? 'Trainer'}'s Pokémon and use it as this attack`,
  // std26c:
  [Op.MoveBasicEnergyOwn]: () => 'move a basic Energy from 1 of your Pokémon to another of your Pokémon',
  [Op.DiscardDefenderTools]: () => "before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon",
  // std26f:
  [Op.CountersPerHandOnDefender]: ([, a]) => `put ${a} damage counters on your opponent's Active Pokémon for each card in your hand`,
  [Op.DiscardOpponentSpecialEnergy]: () => "discard a Special Energy from 1 of your opponent's Pokémon",
  // generated Pokémon:
  [Op.PlusIfDefenderEx]: ([, a, b]) => `+${a} if your opponent's Active Pokémon is a Pokémon ex${b ? ' or Pokémon V' : ''}`,
  [Op.TimesHeadsUntilTails]: () => 'flip a coin until you get tails: × the heads',
  [Op.PlusIfSelfDamaged]: ([, a, b]) => `+${a} if it has ${b ? 'no' : 'any'} damage counters on it`,
  [Op.PlusIfDefenderDamaged]: ([, a]) => `+${a} if your opponent's Active Pokémon already has damage counters on it`,
  [Op.PlusPerOpponentBenched]: ([, a]) => `+${a} for each of your opponent's Benched Pokémon`,
  [Op.SelfCondition]: ([, a]) => `this Pokémon is now ${COND[a as Cond]}`,
  [Op.HealEachOwn]: ([, a, b]) => `heal ${a} damage from each of your ${b ? 'Benched ' : ''}Pokémon`,
  [Op.DefenderCantAttack]: ([, a]) => `${a ? 'if the Defending Pokémon is a Basic Pokémon, it' : 'the Defending Pokémon'} can't attack during your opponent's next turn`,
  [Op.RandomOpponentHandCard]: ([, a]) => `a random card from your opponent's hand is ${a ? 'shuffled into their deck' : 'discarded'}`,
  [Op.PlusPerHeads]: ([, a, b]) => `flip ${plural(a, 'coin')}: +${b} for each heads`,
  [Op.PlusPerOwnBenched]: ([, a]) => `+${a} for each of your Benched Pokémon`,
  [Op.PlusIfBehindOnPrizes]: ([, a]) => `+${a} if you have more Prize cards remaining than your opponent`,
  [Op.PlusIfOpponentPrizesAtMost]: ([, a, b]) => `+${a} if your opponent has ${b} or fewer Prize cards remaining`,
  [Op.PlusIfSelfHasEnergyType]: ([, a, b]) => `+${a} if it has any ${typeName(b)} Energy attached`,
  [Op.PlusIfSelfHasTool]: ([, a]) => `+${a} if it has a Pokémon Tool attached`,
  [Op.PlusIfDefenderConditioned]: ([, a, b]) => `+${a} if your opponent's Active Pokémon is ${b ? COND[b as Cond] : 'affected by a Special Condition'}`,
  [Op.DiscardOpponentDeckTop]: ([, a]) => `discard the top ${plural(a, 'card')} of your opponent's deck`,
  [Op.SelfEnergyToHand]: ([, a]) => `put ${plural(a, 'Energy', 'Energy')} attached to this Pokémon into your hand`,
  [Op.BenchDamageEachOpponent]: ([, a]) => `${a} damage to each of your opponent's Benched Pokémon`,
  [Op.EachPlayerDraws]: ([, a]) => `each player draws ${plural(a, 'card')}`,
  [Op.FlipTailsOrStop]: () => 'flip a coin: on heads nothing more happens',
  [Op.MayOrStop]: () => 'you may do the rest',
  [Op.DrawPerHeads]: ([, a]) => `${a ? `flip ${plural(a, 'coin')}` : 'flip a coin until you get tails'}: draw a card for each heads`,
  [Op.DiscardDefenderEnergyPerHeads]: ([, a]) => `${a ? `flip ${plural(a, 'coin')}` : 'flip a coin until you get tails'}: discard an Energy from your opponent's Active Pokémon for each heads`,
  [Op.DefenderEnergyToHand]: ([, a]) => `put ${plural(a, 'Energy', 'Energy')} attached to your opponent's Active Pokémon into their hand`,
  [Op.OpponentDiscardsFromHand]: ([, a]) => `your opponent discards ${plural(a, 'card')} from their hand`,
  [Op.MoveAllSelfEnergyToBenchAsYouLike]: () => 'move all Energy from this Pokémon to your Benched Pokémon in any way you like',
  [Op.StopUnlessOwnBench]: () => 'the rest only if you have a Benched Pokémon',
  [Op.CountersOnDefender]: ([, a]) => `put ${plural(a, 'damage counter')} on your opponent's Active Pokémon`,
  [Op.PlusIfOpponentHandAtMost]: ([, a, b]) => `+${a} if your opponent has ${b} or fewer cards in their hand`,
  [Op.PlusIfSelfConditioned]: ([, a, b]) => `+${a} if this Pokémon is ${COND[b as Cond]}`,
  [Op.OptionalDiscardStadiumForBonus]: ([, a]) => `you may discard a Stadium in play: if you do, +${a}`,
  [Op.SelfToHand]: () => 'put this Pokémon and all attached cards into your hand',
  [Op.SelfCantRetreatNextTurn]: () => "this Pokémon can't retreat during your next turn",
  [Op.TimesCount]: ([, a, b]) => `times ${countText(a as Count, b)}`,
  [Op.PlusPerCount]: ([, a, b, c]) => `${a < 0 ? `−${-a}` : `+${a}`} for each of ${countText(b as Count, c)}`,
  [Op.PlusIfCountAtMost]: ([, a, b, c, d]) => `+${a} if there are at most ${d} of ${countText(b as Count, c)}`,
  [Op.DiscardOwnDeckTop]: ([, a]) => `discard the top ${plural(a, 'card')} of your deck`,
  [Op.GuardIfDefenderKnockedOut]: ([, a, b]) => `if its damage Knocks Out the Pokémon it hit, ${GUARD[a as Guard](b)}`,
  [Op.CoinWasOrStop]: ([, a]) => `only on that coin's ${a ? 'tails' : 'heads'}, what follows`,
  [Op.MoveBenchedCountersToDefender]: () => "move every damage counter from 1 of your Benched Pokémon to your opponent's Active Pokémon",
  [Op.BoostNextTurn]: ([, a, b]) => `during your next turn, ${b === 0 ? 'its attacks do' : `its attack number ${b} does`} ${a} more damage to your opponent's Active Pokémon (before Weakness and Resistance)`,
  [Op.CountersOnOneOpponent]: ([, a]) => `put ${plural(a, 'damage counter')} on 1 of your opponent's Pokémon`,
  [Op.KnockOutIfCount]: ([, a, b, c]) => `the Pokémon it hit is Knocked Out if there ${c === 1 ? 'is at least one of' : `are at least ${c} of`} ${countText(a as Count, b)}`,
  [Op.TimesHeadsPerCount]: ([, a, b]) => `flip a coin for each of ${countText(a as Count, b)}: damage × heads`,
  [Op.BenchDamageOpponents]: ([, a, b, c]) => `${a} damage to each of ${b} of your opponent's Benched Pokémon${c ? ' that have damage counters' : ''}`,
  [Op.CountersOnEachOpponent]: ([, a, b, c]) => `put ${plural(a, 'damage counter')} on each of your opponent's ${b ? 'Benched ' : ''}Pokémon${c ? ' that already has damage counters' : ''}`,
  [Op.DiscardFromHandOrStop]: ([, a]) => `discard ${plural(a, 'card')} from your hand; if you can't, what follows doesn't happen`,
  [Op.NothingUnlessCountIn]: ([, a, b, c, d]) => `nothing unless there are ${c === d ? `exactly ${c}` : d >= 99 ? `at least ${c}` : `${c} to ${d}`} of ${countText(a as Count, b)}`,
  [Op.StopUnlessOpponentBench]: () => 'what follows happens only if your opponent has a Benched Pokémon',
  [Op.RandomOpponentHandCardsPerHeads]: ([, a]) => `${a ? `flip ${plural(a, 'coin')}` : 'flip a coin until you get tails'}: discard a random card from your opponent's hand for each heads`,
  [Op.CountersUntilHp]: ([, a, b]) => `put damage counters on ${b === 0 ? "your opponent's Active Pokémon" : b === 1 ? "1 of your opponent's Pokémon" : "each of your opponent's Benched Pokémon"} until its remaining HP is ${a}`,
  [Op.MillForDamage]: ([, a, b, c]) => `discard the top ${plural(a, 'card')} of your deck${b ? ` and ${plural(b, 'card')} of your opponent's` : ''}: ${c ? `+${c}` : 'damage × the Energy cards'} for each Energy card discarded`,
  [Op.DiscardDefenderEnergyOfType]: ([, a]) => `discard a ${typeName(a)} Energy from your opponent's Active Pokémon`,
  [Op.ChooseCondition]: () => "choose a Special Condition: your opponent's Active Pokémon is now affected by it",
  [Op.PlusIfCount]: ([, a, b, c, d]) => `+${a} if there ${d === 1 ? 'is at least one of' : `are at least ${d} of`} ${countText(b as Count, c)}`,
  [Op.ExtraPrizeIfKnockedOut]: () => 'a Knock Out by its damage takes 1 more Prize card',
  [Op.EvolveOwnFromDeck]: ([, a]) => `${a ? '1 of your Pokémon' : 'this Pokémon'} evolves with a card from your deck that evolves from it; then shuffle the deck`,
  [Op.HealOneBenched]: ([, a]) => (a >= 999 ? 'heal all damage from 1 of your Benched Pokémon' : `heal ${a} damage from 1 of your Benched Pokémon`),
  [Op.BenchDamageOneOwn]: ([, a]) => `${a} damage to 1 of your Benched Pokémon`,
  [Op.DiscardDefenderSpecialEnergy]: () => "discard a Special Energy from your opponent's Active Pokémon",
  [Op.MoveSelfEnergyToBench]: () => 'move an Energy from this Pokémon to 1 of your Benched Pokémon',
  [Op.TimesOwnTools]: () => 'times the Pokémon Tools attached to your Pokémon',
  [Op.PlusIfBenchedType]: ([, a, b]) => `+${a} if you have a ${typeName(b)} Pokémon on your Bench`,
  [Op.TimesOwnInPlay]: () => 'times your Pokémon in play',
  [Op.TimesDefenderCounters]: () => "times the damage counters on your opponent's Active Pokémon",
  [Op.TimesEnergyOnOpponents]: () => "times the Energy attached to your opponent's Pokémon",
  [Op.FlipBothHeadsPlus]: ([, a]) => `flip 2 coins: +${a} if both are heads`,
  [Op.NothingUnlessDefenderDamaged]: () => "nothing unless your opponent's Active Pokémon already has damage counters",
  [Op.NothingUnlessDefenderConditioned]: ([, a]) => `nothing unless your opponent's Active Pokémon is ${COND[a as Cond]}`,
  [Op.TimesOwnBenched]: () => "damage × your Benched Pokémon",
  [Op.NothingUnlessStadium]: () => 'if no Stadium is in play, this attack does nothing',
  // std26d:
  [Op.DiscardHandEnergyForDamage]: ([, a]) => `discard any number of basic Energy cards from your hand: ${a} damage for each`,
  [Op.PlusIfMovedToActiveThisTurn]: ([, a]) => `+${a} if it moved from your Bench to the Active spot this turn`,
  [Op.HealEachInPlay]: ([, a]) => `heal ${a} damage from each Pokémon in play (both players')`,
  [Op.PlusPerHeadsUntilTails]: ([, a]) => `flip a coin until you get tails: +${a} for each heads`,
  [Op.KnockOutIfExactCounters]: ([, a]) => `if your opponent's Active Pokémon has exactly ${plural(a, 'damage counter')} on it, it is Knocked Out`,
  [Op.DiscardFromOpponentHand]: () => "your opponent reveals their hand and you discard a card from it",
  [Op.BasicPokemonToHand]: () => 'put 1 of your Basic Pokémon and all cards attached to it into your hand',
  [Op.EnergyToHandAndAttach]: () => 'search your deck for up to 2 basic Energy cards of different types: put 1 into your hand and attach the other to 1 of your Pokémon, then shuffle the deck',
};

/** Has an AbilityKind a paraphrase: its definition's or its passive line's (src/behaviour/), registered as it loads? */
export const hasAbilityText = (kind: AbilityKind): boolean => kind === AbilityKind.None || registeredAbilityText(kind) !== undefined;

/** The paraphrase of an Ability or Pokémon Power of this kind and parameter. */
export function abilityText(kind: AbilityKind, a: number): string {
  if (kind === AbilityKind.None) return 'nothing';
  const text = registeredAbilityText(kind);
  // Only when the card behaviour modules (src/behaviour/index.ts) are not loaded: every entry point that lists cards loads them.
  if (text === undefined) throw new Error(`AbilityKind ${kind} has no paraphrase: its definition (src/behaviour/) is not loaded`);
  return text(a);
}

export const TRAINER_KIND: Readonly<Record<TrainerKind, string>> = {
  [TrainerKind.None]: 'Trainer',
  [TrainerKind.Item]: 'Item',
  [TrainerKind.Supporter]: 'Supporter',
  [TrainerKind.Stadium]: 'Stadium',
  [TrainerKind.Tool]: 'Pokémon Tool',
};

export const STADIUM_TEXT: Readonly<Record<StadiumEffect, string>> = {
  [StadiumEffect.None]: 'no effect in play',
  [StadiumEffect.BasicRetreatMinusOne]: 'the Retreat Cost of every Basic Pokémon in play (both players) is 1 less',
  [StadiumEffect.Stage2HpMinus30]: 'every Stage 2 Pokémon in play (both players) has 30 less HP',
  [StadiumEffect.BasicHpPlus30]: 'every Basic Pokémon in play (both players) gets +30 HP',
  [StadiumEffect.ToolsOff]: 'Pokémon Tools attached to any Pokémon (both players) have no effect',
  [StadiumEffect.BenchCounterShield]: "no damage counters are placed on Benched Pokémon (both players) by effects of the opponent's attacks and Abilities (damage from attacks still counts)",
  [StadiumEffect.NsNoRetreat]: "N's Pokémon in play (both players) have no Retreat Cost",
  [StadiumEffect.TeraBenchEight]: 'a player with a Tera Pokémon in play may have up to 8 Benched Pokémon; one with none, or both when this Stadium leaves play (its player first), discard Benched Pokémon of their choice down to 5',
};

/** The effects of an attack or Trainer, in order, joined. */
export function effectsText(effects: readonly Effect[]): string {
  return effects.map((e) => OP_TEXT[e[0] as Op](e)).join('; ');
}

/** Parts as sentences: each starts with a capital letter. */
const sentences = (parts: string[]) => parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('. ');

const cost = (c: readonly T[]) => (c.length === 0 ? 'free' : c.map((t) => COST_LETTER[t]).join(''));

/** "Fire Spin [RRRR] 100: needs 2 Energy cards discarded from itself to be used" */
export function attackText(a: AttackDef): string {
  const parts: string[] = [];
  if (a.effects && a.effects.length > 0) parts.push(effectsText(a.effects));
  if (a.needsDefenderAsleep) parts.push('only while the Defending Pokémon is Asleep');
  if (a.oncePerPlay) parts.push('once while it stays in play');
  if (a.notSecondPlayersFirstTurn) parts.push("not in the first turn of the player who went second");
  return `${a.name} [${cost(a.cost)}] ${a.damage}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
}

function pokemonText(c: PokemonDef): string {
  const parts: string[] = [];
  if (c.evolvesFrom) parts.push(`evolves from ${c.evolvesFrom}`);
  if (c.ex) parts.push(c.ruleBox === RuleBox.MegaEx ? 'Mega Evolution Pokémon ex: 3 Prize cards when Knocked Out' : 'Pokémon ex: 2 Prize cards when Knocked Out');
  if (c.tera) parts.push('Tera: no damage from attacks while on the Bench');
  if (c.ability) {
    const power = c.ability.power ? 'Pokémon Power' : 'Ability';
    const text = abilityText(c.ability.kind, c.ability.a);
    // A kind that may be an action or a trigger (the generated ones) says when it is offered here.
    const when = c.ability.trigger === AbilityTrigger.OnEvolveFromHand && !text.includes('when you play') ? 'when you play it from your hand to evolve one of your Pokémon, '
      : c.ability.trigger === AbilityTrigger.OnBenchFromHand && !text.includes('when you play') ? 'when you play it from your hand onto your Bench, ' : '';
    parts.push(`${power} ${c.ability.name}: ${when}${when === '' ? text : text.replace(/^once during your turn, /, '')}`);
  }
  for (const a of c.attacks) parts.push(attackText(a));
  return sentences(parts);
}

function trainerText(c: TrainerDef): string {
  const parts: string[] = [];
  if (c.aceSpec) parts.push('ACE SPEC: one per deck');
  // A Stadium's effects are an action each player may take once in each of their turns (Artazon).
  if (c.effects.length > 0) parts.push(`${c.kind === TrainerKind.Stadium ? 'once in each of their turns, either player may: ' : ''}${effectsText(c.effects)}`);
  if (c.stadium !== undefined) parts.push(STADIUM_TEXT[c.stadium]);
  if (c.firstTurnSupporter) parts.push('if you go first, you may play it in your first turn');
  if (c.toolDamage) parts.push(`its holder's attacks do +${c.toolDamage} damage to the opponent's Active`);
  if (c.toolDamageWhenBehind) parts.push(`while you have more Prize cards left than the opponent, its holder's attacks do +${c.toolDamageWhenBehind} damage to the opponent's Active`);
  if (c.toolDamageWhenPoisoned) parts.push(`while its holder is Poisoned, its attacks do +${c.toolDamageWhenPoisoned} damage to the opponent's Active`);
  if (c.toolHpBasic) parts.push(`+${c.toolHpBasic} HP while its holder is a Basic Pokémon`);
  if (c.toolDrawWhenHit) parts.push(`when its holder, in the Active Spot, is damaged by an attack of the opponent's Pokémon, draw ${c.toolDrawWhenHit} cards`);
  if (c.attack) parts.push(`its holder may use ${attackText(c.attack)}; discarded at the end of the turn it was attached in`);
  if (c.grantsAbility) parts.push(`a Pokémon V holding it has the ${c.grantsAbility.vstar ? 'VSTAR Power' : 'Ability'} ${c.grantsAbility.name}: ${abilityText(c.grantsAbility.kind, c.grantsAbility.a)}`);
  return parts.length > 0 ? sentences(parts) : `${TRAINER_KIND[c.kind]} with no effect`;
}

/** The paraphrase of one card. */
export function cardText(c: CardDef): string {
  switch (c.supertype) {
    case Supertype.Pokemon: return pokemonText(c);
    case Supertype.Trainer: return trainerText(c);
    case Supertype.Energy:
      if (c.basic) return `Basic Energy: provides 1 ${typeName(c.type)}`;
      return `Special Energy: provides ${c.units ?? 1} ${typeName(c.type)}${c.rule ? `; ${ENERGY_RULE_TEXT[c.rule]}` : ''}; not a basic Energy card`;
  }
}

/** What a Special Energy does beyond providing its type (EnergyRule; engine/energy-rules.ts). */
const ENERGY_RULE_TEXT: Readonly<Record<EnergyRule, string>> = {
  [EnergyRule.None]: '',
  [EnergyRule.Luminous]: 'rather every type, 1 at a time, while its Pokémon has no other Special Energy attached',
  [EnergyRule.Legacy]: "rather every type, 1 at a time; once a game, when its Pokémon is Knocked Out by damage from the opponent's attack, the opponent takes 1 Prize card fewer",
  [EnergyRule.NeoUpper]: 'on a Stage 2 Pokémon, rather every type, 2 at a time',
  [EnergyRule.Jet]: 'attached from your hand to a Benched Pokémon, that Pokémon switches with your Active',
  [EnergyRule.Enriching]: 'when you attach it from your hand to a Pokémon, draw 4 cards',
  [EnergyRule.Mist]: "prevents all effects (not damage) of the opponent's attacks done to its Pokémon",
};

export function summarizeCard(c: CardDef, set: CardSet): CardSummary {
  const code = set.codes[0];
  const common = { id: `${code} ${c.number}`, code, number: c.number, set: set.id, name: c.name };
  switch (c.supertype) {
    case Supertype.Pokemon:
      return { ...common, kind: 'Pokémon', stage: STAGE[c.stage], hp: c.hp, type: typeName(c.type), text: cardText(c) };
    case Supertype.Trainer:
      return { ...common, kind: TRAINER_KIND[c.kind], stage: null, hp: null, type: null, text: cardText(c) };
    case Supertype.Energy:
      return { ...common, kind: 'Energy', stage: null, hp: null, type: typeName(c.type), text: cardText(c) };
  }
}

/** The set a `--set` argument names: one of its PTCG Live codes or our set id, any case; or null. */
export function findSet(name: string): CardSet | null {
  const key = name.trim().toUpperCase();
  return SETS.find((s) => s.id.toUpperCase() === key || s.codes.includes(key)) ?? null;
}

/** Every set's main PTCG Live code, in pool order (for messages). */
export function setCodes(): string[] {
  return SETS.map((s) => s.codes[0]);
}

export interface CardQuery {
  /** A set code or id (findSet); all sets when absent. */
  readonly set?: CardSet;
  /** Case-insensitive text to find in the name or the paraphrase. */
  readonly search?: string;
}

/** Lower case without accents, so "pokemon" finds "Pokémon". */
const searchKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The pool as summaries, set by set in pool order, by number within a set, filtered. */
export function listCards(q: CardQuery = {}): CardSummary[] {
  const needle = q.search === undefined ? undefined : searchKey(q.search);
  const out: CardSummary[] = [];
  for (const set of q.set ? [q.set] : SETS) {
    for (const c of [...set.cards].sort((x, y) => x.number - y.number)) {
      const s = summarizeCard(c, set);
      if (needle === undefined || searchKey(s.name).includes(needle) || searchKey(s.text).includes(needle)) out.push(s);
    }
  }
  return out;
}
