// Attack templates: how `npm run gen:attacks` (gen-attacks.ts) turns an attack's printed text into
// the engine's effect vocabulary (cards/opcodes.ts). Each template matches one wording the cards
// share ("heal N damage from this Pokémon") and says which ops play it, with our own paraphrase.
// A text no template matches leaves its card out of the generated pool (a hand-written module can
// take it). Read at generation time only: the generated card modules hold ops and paraphrases, never
// the card text, and the engine never reads this file.
//
// Each template's ops are the ones the hand-written cards of the same wording use (checked by
// test/generated-cards.test.ts against the pool), so a template is as faithful as those cards'
// scenario tests prove.

/** What an attack prints beside its text. */
export interface PrintedAttack {
  readonly name: string;
  readonly damage: number;
  /** '', '+', '×', '−' */
  readonly mark: string;
  /** The card's name and whether it is a Basic Pokémon (gen-attacks.ts; a wording that names its own Pokémon needs them). */
  readonly card?: string;
  readonly basic?: boolean;
  /** The names of the card's attacks, in order (a wording that names another attack of its card needs them). */
  readonly siblings?: readonly string[];
}

/** An attack's behaviour as source text for a card module. */
export interface CompiledAttack {
  /** Effects, each a TS expression (`[Op.SelfDamage, 30]`). */
  readonly effects: readonly string[];
  /** Our paraphrase, for `ptcg cards` and the log. */
  readonly note: string;
  /** Damage for an attack that prints none but damages a chosen Pokémon (build.ts AttackBehaviour.damage). */
  readonly damage?: number;
  /** A text that needs no behaviour: why (build.ts AttackBehaviour.noEffect; `effects` is then empty). */
  readonly noEffect?: string;
  /** The Pokémon name a Count by name counts (build.ts AttackBehaviour.partner; tables.ts fills the Count's param). */
  readonly partner?: string;
}

const TYPE = '(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Dragon|Colorless)';
const COND = '(Asleep|Confused|Paralyzed|Poisoned|Burned)';
const RETREAT = "Colorless in your opponent's Active Pokémon's Retreat Cost";
/** A Pokémon's name as a wording names it ("Tatsugiri"), not a word of the rules text. */
const NAME = "(?!Pokémon\\b|Energy\\b|Trainer\\b|Item\\b|Supporter\\b)([A-Z][a-zé]+)";
const NOWR = " \\(Don't apply Weakness and Resistance for Benched Pokémon\\.\\)";

const t = (type: string): string => `T.${type}`;
const cond = (c: string): string => `Cond.${c}`;
const lc = (s: string): string => s.toLowerCase();
const num = (s: string | undefined): number => (s === undefined || s === 'a' || s === 'an' ? 1 : Number(s));
const move = (source: string, filter: string, param: string, min: number, max: number, dest: string): string =>
  `moveCards(Source.${source}, 0, Filter.${filter}, ${param}, ${min}, ${max}, Dest.${dest})`;
const energyWord = (type: string | undefined): string => (type ? `basic ${type} Energy` : 'basic Energy');
const TRAINER_FILTER: Readonly<Record<string, string>> = { Item: 'Item', Supporter: 'Supporter', Stadium: 'Stadium', 'Pokémon Tool': 'Tool' };

type Build = (m: RegExpExecArray, a: PrintedAttack) => CompiledAttack | null;

/** [the wording, the damage mark it needs ('*': any), how it plays]. */
type Template = readonly [RegExp, string, Build];

const re = (source: string): RegExp => new RegExp(`^${source}$`);

/**
 * Templates for one sentence (or one fixed group of sentences) that stands on its own: a text made
 * of several such sentences plays as their effects in order.
 */
const SENTENCES: readonly Template[] = [
  // --- damage to itself, its own Energy, its own state -------------------------------------------
  [re('This Pokémon also does (\\d+) damage to itself\\.'), '*', (m) => ({ effects: [`[Op.SelfDamage, ${m[1]}]`], note: `${m[1]} damage to itself` })],
  // (the one card of this wording, Golisopod ex, pays its cost with Energy: there is always one to discard, so the switch follows)
  [re(`Discard an? ${TYPE} Energy from your opponent's Active Pokémon\\.`), '*', (m) => ({ effects: [`[Op.DiscardDefenderEnergyOfType, ${t(m[1])}]`], note: `discard a ${m[1]} Energy from the opponent's Active` })],
  [re('Discard an Energy from this Pokémon\\. If you do, switch it with 1 of your Benched Pokémon\\.'), '*', () => ({ effects: ['[Op.DiscardSelfEnergy, T.None, 1]', '[Op.SwitchSelf]'], note: 'discard 1 Energy from itself, then switch it with 1 of your Benched Pokémon' })],
  [re('Discard (an|\\d+) Energy from this Pokémon\\.'), '*', (m) => ({ effects: [`[Op.DiscardSelfEnergy, T.None, ${num(m[1])}]`], note: `discard ${num(m[1])} Energy from itself` })],
  [re(`Discard (an?|\\d+) ${TYPE} Energy from this Pokémon\\.`), '*', (m) => ({ effects: [`[Op.DiscardSelfEnergy, ${t(m[2])}, ${num(m[1])}]`], note: `discard ${num(m[1])} ${m[2]} Energy from itself` })],
  [re('Discard all Energy from this Pokémon\\.'), '*', () => ({ effects: ['[Op.DiscardAllSelfEnergy]'], note: 'discard all Energy from itself' })],
  [re("During your next turn, this Pokémon can't (?:attack|use attacks)\\."), '*', () => ({ effects: ['[Op.SelfCantAttackNextTurn]'], note: "can't attack during your next turn" })],
  [re("During your next turn, this Pokémon can't retreat\\."), '*', () => ({ effects: ['[Op.SelfCantRetreatNextTurn]'], note: "it can't retreat during your next turn" })],
  [re("During your next turn, this Pokémon can't use (.+)\\."), '*', (m, a) => (m[1] === a.name ? { effects: ['[Op.LockAttackNextTurn]'], note: `can't use ${a.name} during your next turn` } : null)],
  [re('Heal (\\d+) damage from this Pokémon\\.'), '*', (m) => ({ effects: [`[Op.HealSelf, ${m[1]}]`], note: `heal ${m[1]} from itself` })],
  [re('Heal (\\d+) damage from 1 of your Pokémon\\.'), '*', (m) => ({ effects: [`[Op.Heal, ${m[1]}]`], note: `heal ${m[1]} from 1 of your Pokémon` })],
  [re('Heal (\\d+) damage from each of your Pokémon\\.'), '*', (m) => ({ effects: [`[Op.HealEachOwn, ${m[1]}]`], note: `heal ${m[1]} from each of your Pokémon` })],
  [re(`This Pokémon is now ${COND}\\.`), '*', (m) => ({ effects: [`[Op.SelfCondition, ${cond(m[1])}]`], note: `it is now ${lc(m[1])}` })],
  [re("Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack\\."), '', () => ({ effects: ['[Op.CopyDefenderAttack]'], note: "use 1 of the opponent's Active Pokémon's attacks as this attack" })],
  [re('Heal from this Pokémon the same amount of damage you did to your opponent\'s Active Pokémon\\.'), '*', () => ({ effects: ['[Op.HealSelfDamageDone]'], note: 'heal from itself the damage it did' })],
  [re('Heal (\\d+) damage from this Pokémon, and it recovers from all Special Conditions\\.'), '*', (m) => ({ effects: [`[Op.HealSelf, ${m[1]}]`, '[Op.ClearSelfConditions]'], note: `heal ${m[1]} from itself; it recovers from every Special Condition` })],
  [re("Your opponent's Active Pokémon is now Poisoned\\. During Pokémon Checkup, put (\\d+) damage counters on that Pokémon instead of 1\\."), '*', (m) => ({ effects: [`[Op.StrongPoison, ${Number(m[1]) * 10}]`], note: `the opponent's Active is now poisoned: ${m[1]} damage counters at each Pokémon Checkup` })],
  [re('This Pokémon recovers from all Special Conditions\\.'), '*', () => ({ effects: ['[Op.ClearSelfConditions]'], note: 'recovers from every Special Condition' })],
  [re('Switch this Pokémon with 1 of your Benched Pokémon\\.'), '*', () => ({ effects: ['[Op.SwitchSelf]'], note: 'switch itself with 1 of your Benched Pokémon' })],
  [re('You may switch this Pokémon with 1 of your Benched Pokémon\\.'), '*', () => ({ effects: ['[Op.OptionalSwitchSelf]'], note: 'may switch itself with 1 of your Benched Pokémon' })],
  [re('Move all Energy from this Pokémon to 1 of your Benched Pokémon\\.'), '*', () => ({ effects: ['[Op.MoveAllSelfEnergyToBench]'], note: 'move all its Energy to 1 of your Benched Pokémon' })],
  // --- the opponent's Active -----------------------------------------------------------------
  [re(`Your opponent's Active Pokémon is now ${COND}\\.`), '*', (m) => ({ effects: [`[Op.Condition, ${cond(m[1])}]`], note: `the opponent's Active is now ${lc(m[1])}` })],
  [re(`Your opponent's Active Pokémon is now ${COND} and ${COND}\\.`), '*', (m) => ({ effects: [`[Op.Condition, ${cond(m[1])}]`, `[Op.Condition, ${cond(m[2])}]`], note: `the opponent's Active is now ${lc(m[1])} and ${lc(m[2])}` })],
  [re("During your opponent's next turn, that Pokémon can't retreat\\."), '*', () => ({ effects: ['[Op.DebuffDefender, Debuff.CantRetreat]'], note: "it can't retreat during the opponent's next turn" })],
  [re(`Both Active Pokémon are now ${COND}\\.`), '*', (m) => ({ effects: [`[Op.Condition, ${cond(m[1])}]`, `[Op.SelfCondition, ${cond(m[1])}]`], note: `both Active Pokémon are now ${lc(m[1])}` })],
  [re('Put a Basic Energy card from your discard pile into your hand\\.'), '*', () => ({ effects: [move('Discard', 'BasicEnergy', 'T.None', 1, 1, 'Hand')], note: 'put a basic Energy from your discard pile into your hand' })],
  [re("During your opponent's next turn, if the Defending Pokémon tries to (?:use an )?attack, your opponent flips a coin\\. If tails, that attack doesn't happen\\."), '*', () => ({ effects: ['[Op.DebuffDefender, Debuff.SandAttack]'], note: "the Defending Pokémon needs heads on a coin to attack during the opponent's next turn" })],
  [re("During your opponent's next turn, (?:attacks used by the Defending Pokémon|the Defending Pokémon's attacks) do (\\d+) less damage \\(before applying Weakness and Resistance\\)\\."), '*', (m) => ({ effects: [`[Op.DebuffDefender, Debuff.ReduceDamage, ${m[1]}]`], note: `the Defending Pokémon's attacks do ${m[1]} less damage during the opponent's next turn` })],
  [re("During your opponent's next turn, attacks (?:used by the Defending Pokémon|that the Defending Pokémon uses) cost ((?:Colorless)+) more\\."), '*', (m) => {
    const n = m[1].length / 'Colorless'.length;
    return { effects: [`[Op.DebuffDefender, Debuff.CostMore, ${n}]`], note: `the Defending Pokémon's attacks cost ${n} Colorless more during the opponent's next turn` };
  }],
  [re("During your opponent's next turn, the Defending Pokémon's Retreat Cost is ((?:Colorless)+) more\\."), '*', (m) => {
    const n = m[1].length / 'Colorless'.length;
    return { effects: [`[Op.DebuffDefender, Debuff.RetreatMore, ${n}]`], note: `the Defending Pokémon's Retreat Cost is ${n} Colorless more during the opponent's next turn` };
  }],
  [re("During your opponent's next turn, attacks used by the Defending Pokémon cost ((?:Colorless)+) more, and its Retreat Cost is ((?:Colorless)+) more\\."), '*', (m) => {
    const n = m[1].length / 'Colorless'.length;
    if (m[2].length !== m[1].length) return null;
    return { effects: [`[Op.DebuffDefender, Debuff.CostAndRetreatMore, ${n}]`], note: `the Defending Pokémon's attacks and Retreat Cost cost ${n} Colorless more during the opponent's next turn` };
  }],
  [re("During your opponent's next turn, the Defending Pokémon can't (?:attack|use attacks)\\."), '*', () => ({ effects: ['[Op.DefenderCantAttack, 0]'], note: "the Defending Pokémon can't attack during the opponent's next turn" })],
  [re("If the Defending Pokémon is a Basic Pokémon, it can't attack during your opponent's next turn\\."), '*', () => ({ effects: ['[Op.DefenderCantAttack, 1]'], note: "a Basic Defending Pokémon can't attack during the opponent's next turn" })],
  [re("Discard a random card from your opponent's hand\\."), '*', () => ({ effects: ['[Op.RandomOpponentHandCard, 0]'], note: "discard a random card from the opponent's hand" })],
  [re("Choose a random card from your opponent's hand\\. Your opponent reveals that card and shuffles it into their deck\\."), '*', () => ({ effects: ['[Op.RandomOpponentHandCard, 1]'], note: "a random card from the opponent's hand is shuffled into their deck" })],
  [re('Your opponent reveals their hand\\.'), '*', () => ({ effects: [], note: '', noEffect: 'revealing changes nothing in the game state, and the bots keep no record of revealed cards' })],
  [re("During your opponent's next turn, the Defending Pokémon can't retreat\\."), '*', () => ({ effects: ['[Op.DebuffDefender, Debuff.CantRetreat]'], note: "the Defending Pokémon can't retreat during the opponent's next turn" })],
  [re("Choose 1 of your opponent's Active Pokémon's attacks\\. During your opponent's next turn, that Pokémon can't use that attack\\."), '*', () => ({ effects: ['[Op.DebuffDefender, Debuff.DisableAttack]'], note: "1 chosen attack of the opponent's Active can't be used during their next turn" })],
  [re("If the Defending Pokémon is an Evolution Pokémon, it can't attack during your opponent's next turn\\."), '*', () => ({ effects: ['[Op.DefenderCantAttackIfEvolution]'], note: "an Evolution Defending Pokémon can't attack during the opponent's next turn" })],
  [re("Discard an Energy from your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.DiscardDefenderEnergy]'], note: "discard an Energy from the opponent's Active" })],
  [re("Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.DiscardDefenderTools]'], note: "before the damage, discard the opponent's Active's Pokémon Tools" })],
  [re("Switch out your opponent's Active Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)"), '*', () => ({ effects: ['[Op.OpponentSwitchesActive]'], note: "the opponent switches its Active with a Benched Pokémon of its choice" })],
  [re("Switch in 1 of your opponent's Benched Pokémon to the Active Spot\\."), '*', () => ({ effects: ['[Op.SwitchOpponentActive]'], note: "switch in 1 of the opponent's Benched Pokémon" })],
  [re("If your opponent's Active Pokémon has exactly (\\d+) damage counters on it, that Pokémon is Knocked Out\\."), '*', (m) => ({ effects: [`[Op.KnockOutIfExactCounters, ${m[1]}]`], note: `Knocks Out the opponent's Active if it has exactly ${m[1]} damage counters` })],
  [re("During your opponent's next turn, they can't play any Item cards from their hand\\."), '*', () => ({ effects: ['[Op.OpponentNoItemsNextTurn]'], note: "the opponent can't play Items during their next turn" })],
  [re('Your opponent reveals their hand, and you discard a card you find there\\.'), '*', () => ({ effects: ['[Op.DiscardFromOpponentHand]'], note: "discard a card from the opponent's revealed hand" })],
  // --- guards on itself ------------------------------------------------------------------------
  [re("During your opponent's next turn, this Pokémon takes (\\d+) less damage from attacks \\(after applying Weakness and Resistance\\)\\."), '*', (m) => ({ effects: [`[Op.Guard, Guard.ReduceDamage, ${m[1]}]`], note: `takes ${m[1]} less damage from attacks during the opponent's next turn` })],
  [re("During your opponent's next turn, prevent all damage done to this Pokémon by attacks from Basic Pokémon\\."), '*', () => ({ effects: ['[Op.Guard, Guard.PreventFromBasic, 0]'], note: "no damage from Basic Pokémon's attacks during the opponent's next turn" })],
  [re("During your opponent's next turn, if this Pokémon is damaged by an attack \\(even if it is Knocked Out\\), put (\\d+) damage counters on the Attacking Pokémon\\."), '*', (m) => ({ effects: [`[Op.Guard, Guard.CountersBack, ${m[1]}]`], note: `during the opponent's next turn, an attack that damages it gets ${m[1]} damage counters back` })],
  [re("During your opponent's next turn, if this Pokémon is damaged by an attack \\(even if it is Knocked Out\\), put damage counters on the Attacking Pokémon equal to the damage done to this Pokémon\\."), '*', () => ({ effects: ['[Op.Guard, Guard.DamageBack, 0]'], note: "during the opponent's next turn, an attack that damages it gets as many damage counters back" })],
  // --- its Bench and the opponent's Bench --------------------------------------------------------
  [re(`This attack also does (\\d+) damage to 1 of your opponent's Benched Pokémon\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageOneOpponent, ${m[1]}]`], note: `also ${m[1]} to 1 of the opponent's Benched Pokémon` })],
  [re(`This attack also does (\\d+) damage to each of your Benched Pokémon\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageOwn, ${m[1]}]`], note: `also ${m[1]} to each of your Benched Pokémon` })],
  [re("Put (\\d+) damage counters on your opponent's Benched Pokémon in any way you like\\."), '*', (m) => ({ effects: [`[Op.CountersOnOpponentBench, ${m[1]}]`], note: `${m[1]} damage counters on the opponent's Benched Pokémon as you like` })],
  [re("Put (\\d+) damage counters on your opponent's Pokémon in any way you like\\."), '*', (m) => ({ effects: [`[Op.PutCountersOnOpponent, ${m[1]}]`], note: `${m[1]} damage counters on the opponent's Pokémon as you like` })],
  // --- cards: draw, search, attach ---------------------------------------------------------------
  [re('Your opponent shuffles their hand into their deck and draws (\\d+) cards\\.'), '*', (m) => ({ effects: [`[Op.OpponentShuffleHandDraw, ${m[1]}]`], note: `the opponent shuffles their hand into their deck and draws ${m[1]}` })],
  [re('Search your deck for (a|up to \\d+) ([A-Z][\\w\' .-]+?) and put (?:it|them) onto your Bench\\. Then, shuffle your deck\\.'), '*', (m, a) => {
    // its own name, and a Basic Pokémon: onto the Bench as a Basic is
    if (m[2] !== a.card || a.basic !== true) return null;
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'SameNameAsAttacker', '0', 0, n, 'Bench')], note: `search up to ${n} ${m[2]} onto your Bench` };
  }],
  [re(`This attack does (\\d+) damage to each of your opponent's Pokémon\\.${NOWR}`), '', (m) => ({ effects: [`[Op.BenchDamageEachOpponent, ${m[1]}]`], note: `${m[1]} to each of the opponent's Pokémon`, damage: Number(m[1]) })],
  [re('Draw (a|\\d+) cards?\\.'), '*', (m) => ({ effects: [`[Op.Draw, ${num(m[1])}]`], note: `draw ${num(m[1])}` })],
  [re('Discard your hand and draw (\\d+) cards\\.'), '*', (m) => ({ effects: [`[Op.DiscardHandDraw, ${m[1]}]`], note: `discard your hand, draw ${m[1]}` })],
  [re('Search your deck for (a|up to \\d+) Basic Pokémon and put (?:it|them) onto your Bench\\. Then, shuffle your deck\\.'), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'BasicPokemon', '0', 0, n, 'Bench')], note: `search up to ${n} Basic Pokémon onto your Bench` };
  }],
  [re('Search your deck for (a|up to \\d+) Pokémon, reveal (?:it|them), and put (?:it|them) into your hand\\. Then, shuffle your deck\\.'), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'Pokemon', '0', 0, n, 'Hand')], note: `search up to ${n} Pokémon into your hand` };
  }],
  [re('Search your deck for (an?|up to \\d+) (Item|Supporter|Stadium|Pokémon Tool) cards?, reveal (?:it|them), and put (?:it|them) into your hand\\. Then, shuffle your deck\\.'), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', TRAINER_FILTER[m[2]], '0', 0, n, 'Hand')], note: `search up to ${n} ${m[2]} card${n > 1 ? 's' : ''} into your hand` };
  }],
  [re('(?:You may search|Search) your deck for (a card|up to \\d+ cards) and put (?:it|them) into your hand\\. Then, shuffle your deck\\.'), '*', (m) => {
    const n = m[1] === 'a card' ? 1 : Number(m[1].split(' ')[2]);
    return { effects: [move('Deck', 'Any', '0', 0, n, 'Hand')], note: `search up to ${n} card${n > 1 ? 's' : ''} into your hand` };
  }],
  [re('Put (an?|up to \\d+) (Item|Supporter) cards? from your discard pile into your hand\\.'), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', TRAINER_FILTER[m[2]], '0', upTo ? 0 : 1, n, 'Hand')], note: `put ${upTo ? 'up to ' : ''}${n} ${m[2]} card${n > 1 ? 's' : ''} from your discard pile into your hand` };
  }],
  [re(`Put (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile into your hand\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, 'Hand')], note: `put ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile into your hand` };
  }],
  [re('Put (a|up to \\d+) Pokémon from your discard pile into your hand\\.'), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', 'Pokemon', '0', upTo ? 0 : 1, n, 'Hand')], note: `put ${upTo ? 'up to ' : ''}${n} Pokémon from your discard pile into your hand` };
  }],
  [re(`Search your deck for (a|up to \\d+) Basic ${TYPE} Pokémon and put (?:it|them) onto your Bench\\. Then, shuffle your deck\\.`), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'BasicPokemonOfType', t(m[2]), 0, n, 'Bench')], note: `search up to ${n} Basic ${m[2]} Pokémon onto your Bench` };
  }],
  [re('Shuffle your hand into your deck\\. Then, draw (\\d+) cards\\.'), '*', (m) => ({ effects: [`[Op.ShuffleHandDraw, ${m[1]}]`], note: `shuffle your hand into your deck, draw ${m[1]}` })],
  [re('Draw cards until you have (\\d+) cards in your hand\\.'), '*', (m) => ({ effects: [`[Op.DrawUntilHand, ${m[1]}]`], note: `draw until you have ${m[1]} cards in your hand` })],
  [re("Discard the top (card|\\d+ cards) of your opponent's deck\\."), '*', (m) => {
    const n = m[1] === 'card' ? 1 : Number(m[1].split(' ')[0]);
    return { effects: [`[Op.DiscardOpponentDeckTop, ${n}]`], note: `discard the top ${n > 1 ? `${n} cards` : 'card'} of the opponent's deck` };
  }],
  [re(`Search your deck for (a|up to \\d+) Basic (?:${TYPE} )?Energy cards?, reveal (?:it|them), and put (?:it|them) into your hand\\. Then, shuffle your deck\\.`), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', 0, n, 'Hand')], note: `search up to ${n} ${energyWord(m[2])} into your hand` };
  }],
  [re(`Search your deck for (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? and attach (?:it|them) to this Pokémon\\. Then, shuffle your deck\\.`), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Deck', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', 0, n, 'AttachSelf')], note: `search up to ${n} ${energyWord(m[2])} and attach to itself` };
  }],
  [re(`Search your deck for (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? and attach (?:it|them) to (?:1 of )?your (Benched )?Pokémon(?: in any way you like)?\\. Then, shuffle your deck\\.`), '*', (m) => {
    const n = num(m[1].replace('up to ', ''));
    const bench = m[3] !== undefined;
    return { effects: [move('Deck', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', 0, n, bench ? 'AttachOwnBench' : 'AttachOwnAny')], note: `search up to ${n} ${energyWord(m[2])} and attach to your ${bench ? 'Benched ' : ''}Pokémon as you like` };
  }],
  [re(`Attach (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile to this Pokémon\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, 'AttachSelf')], note: `attach ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile to itself` };
  }],
  [re(`Attach (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile to 1 of your Benched Pokémon\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    // one card: to a Benched Pokémon; more: all of them to the one chosen with the first (Dest.AttachOneBench)
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, n === 1 ? 'AttachOwnBench' : 'AttachOneBench')], note: `attach ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile to 1 of your Benched Pokémon` };
  }],
  [re(`Attach (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile to 1 of your Pokémon\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    // one card: to any of your Pokémon; more: all of them to the one chosen with the first (Dest.AttachOneAny)
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, n === 1 ? 'AttachOwnAny' : 'AttachOneAny')], note: `attach ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile to 1 of your Pokémon` };
  }],
  [re(`Shuffle (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile into your deck\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, 'DeckShuffle')], note: `shuffle ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile into your deck` };
  }],
  // (only a Basic Pokémon goes onto the Bench)
  [re(`Put (a|up to \\d+) (?:${TYPE} )?Pokémon from your discard pile onto your Bench\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    return { effects: [move('Discard', m[2] ? 'BasicPokemonOfType' : 'BasicPokemon', m[2] ? t(m[2]) : '0', upTo ? 0 : 1, n, 'Bench')], note: `put ${upTo ? 'up to ' : ''}${n} Basic ${m[2] ? `${m[2]} ` : ''}Pokémon from your discard pile onto your Bench` };
  }],
  [re(`Attach (a|up to \\d+) Basic (?:${TYPE} )?Energy cards? from your discard pile to your (Benched )?Pokémon in any way you like\\.`), '*', (m) => {
    const upTo = m[1].startsWith('up to');
    const n = num(m[1].replace('up to ', ''));
    const bench = m[3] !== undefined;
    return { effects: [move('Discard', 'BasicEnergy', m[2] ? t(m[2]) : 'T.None', upTo ? 0 : 1, n, bench ? 'AttachOwnBench' : 'AttachOwnAny')], note: `attach ${upTo ? 'up to ' : ''}${n} ${energyWord(m[2])} from your discard pile to your ${bench ? 'Benched ' : ''}Pokémon as you like` };
  }],
  [re('Put (an|\\d+) Energy attached to this Pokémon into your hand\\.'), '*', (m) => ({ effects: [`[Op.SelfEnergyToHand, ${num(m[1])}]`], note: `put ${num(m[1])} Energy attached to itself into your hand` })],
  [re(`This attack also does (\\d+) damage to each of your opponent's Benched Pokémon\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageEachOpponent, ${m[1]}]`], note: `also ${m[1]} to each of the opponent's Benched Pokémon` })],
  [re('Each player draws (a|\\d+) cards?\\.'), '*', (m) => ({ effects: [`[Op.EachPlayerDraws, ${num(m[1])}]`], note: `each player draws ${num(m[1])}` })],
  [re('For each of your Benched Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it\\. Then, shuffle your deck\\.'), '*', () => ({ effects: ['[Op.EvolveBenchFromDeck, 8]'], note: 'evolve each of your Benched Pokémon with a card from your deck' })],
  [re('Heal (all|\\d+) damage from 1 of your Benched Pokémon\\.'), '*', (m) => ({ effects: [`[Op.HealOneBenched, ${m[1] === 'all' ? 999 : m[1]}]`], note: `heal ${m[1] === 'all' ? 'all damage' : m[1]} from 1 of your Benched Pokémon` })],
  [re(`This attack also does (\\d+) damage to 1 of your Benched Pokémon\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageOneOwn, ${m[1]}]`], note: `also ${m[1]} to 1 of your Benched Pokémon` })],
  [re("Discard a Special Energy from your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.DiscardDefenderSpecialEnergy]'], note: "discard a Special Energy from the opponent's Active" })],
  [re('Move an Energy from this Pokémon to 1 of your Benched Pokémon\\.'), '*', () => ({ effects: ['[Op.MoveSelfEnergyToBench]'], note: 'move an Energy from itself to 1 of your Benched Pokémon' })],
  [re('Search your deck for a card that evolves from (this Pokémon|1 of your Pokémon) and put it onto (?:this|that) Pokémon to evolve it\\. Then, shuffle your deck\\.'), '*', (m) => {
    const any = m[1] !== 'this Pokémon';
    return { effects: [`[Op.EvolveOwnFromDeck, ${any ? 1 : 0}]`], note: `${any ? '1 of your Pokémon' : 'it'} evolves with a card from your deck` };
  }],
  [re("(?:Put|put) (an|\\d+) Energy attached to your opponent's Active Pokémon into their hand\\."), '*', (m) => ({ effects: [`[Op.DefenderEnergyToHand, ${num(m[1])}]`], note: `put ${num(m[1])} Energy attached to the opponent's Active into their hand` })],
  [re('Your opponent discards (a|\\d+) cards? from their hand\\.'), '*', (m) => ({ effects: [`[Op.OpponentDiscardsFromHand, ${num(m[1])}]`], note: `the opponent discards ${num(m[1])} card${num(m[1]) > 1 ? 's' : ''} of their choice from their hand` })],
  [re('Move all Energy from this Pokémon to your Benched Pokémon in any way you like\\.'), '*', () => ({ effects: ['[Op.MoveAllSelfEnergyToBenchAsYouLike]'], note: 'move all its Energy to your Benched Pokémon as you like' })],
  [re("If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more Prize card\\."), '*', () => ({ effects: ['[Op.ExtraPrizeIfKnockedOut]'], note: 'a Knock Out by its damage takes 1 more Prize card' })],
  [re("Put (\\d+) damage counters on your opponent's Active Pokémon\\."), '*', (m) => ({ effects: [`[Op.CountersOnDefender, ${m[1]}]`], note: `${m[1]} damage counters on the opponent's Active` })],
  [re('Shuffle this Pokémon and all attached cards into your deck\\.'), '*', () => ({ effects: ['[Op.ShuffleSelfIntoDeck]'], note: 'shuffle itself and all attached cards into your deck' })],
  [re('Put this Pokémon and all attached cards into your hand\\.'), '*', () => ({ effects: ['[Op.SelfToHand]'], note: 'put itself and all attached cards into your hand' })],
  [re('Discard the top (card|\\d+ cards) of your deck\\.'), '*', (m) => {
    const n = m[1] === 'card' ? 1 : Number(m[1].split(' ')[0]);
    return { effects: [`[Op.DiscardOwnDeckTop, ${n}]`], note: `discard the top ${n > 1 ? `${n} cards` : 'card'} of your deck` };
  }],
  [re("If your opponent's Pokémon is Knocked Out by damage from this attack, during your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon\\."), '*', () => ({ effects: ['[Op.GuardIfDefenderKnockedOut, Guard.PreventDamageAndEffects, 0]'], note: "if its damage Knocks Out the opponent's Pokémon, no damage or effects of attacks on it during the opponent's next turn" })],
  [re("Move all damage counters from 1 of your Benched Pokémon to your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.MoveBenchedCountersToDefender]'], note: "move every damage counter from 1 of your Benched Pokémon to the opponent's Active" })],
  [re("During your next turn, attacks used by this Pokémon do (\\d+) more damage to your opponent's Active Pokémon \\(before applying Weakness and Resistance\\)\\."), '*', (m) => ({ effects: [`[Op.BoostNextTurn, ${m[1]}, 0]`], note: `its attacks do ${m[1]} more to the opponent's Active during your next turn` })],
  [re("During your next turn, this Pokémon's (.+) attack does (\\d+) more damage \\(before applying Weakness and Resistance\\)\\."), '*', (m, a) => {
    const k = (a.siblings ?? []).indexOf(m[1]);
    return k < 0 ? null : { effects: [`[Op.BoostNextTurn, ${m[2]}, ${k + 1}]`], note: `its ${m[1]} does ${m[2]} more during your next turn` };
  }],
  [re("Put (\\d+) damage counters? on 1 of your opponent's Pokémon\\."), '*', (m) => ({ effects: [`[Op.CountersOnOneOpponent, ${m[1]}]`], note: `${m[1]} damage counters on 1 of the opponent's Pokémon` })],
  [re('Search your deck for an Energy card, reveal it, and put it into your hand\\. Then, shuffle your deck\\.'), '*', () => ({ effects: [move('Deck', 'Energy', '0', 0, 1, 'Hand')], note: 'search an Energy card into your hand' })],
  [re('Look at the top (\\d+) cards of your deck and attach any number of Energy cards you find there to your Pokémon in any way you like\\. Shuffle the other cards back into your deck\\.'), '*', (m) => ({ effects: [`moveCards(Source.DeckTop, ${m[1]}, Filter.Energy, 0, 0, ${m[1]}, Dest.AttachOwnAny)`], note: `top ${m[1]}: attach any Energy cards among them to your Pokémon as you like` })],
  [re('Look at the top (\\d+) cards of your deck\\. You may attach any number of Basic Energy cards you find there to this Pokémon\\. Shuffle the other cards back into your deck\\.'), '*', (m) => ({ effects: [`moveCards(Source.DeckTop, ${m[1]}, Filter.BasicEnergy, T.None, 0, ${m[1]}, Dest.AttachSelf)`], note: `top ${m[1]}: may attach any basic Energy among them to itself` })],
  // (only a Basic Pokémon goes onto the Bench)
  [re('Look at the top (\\d+) cards of your deck\\. You may put any number of Pokémon you find there onto your Bench\\. Shuffle the other cards back into your deck\\.'), '*', (m) => ({ effects: [`moveCards(Source.DeckTop, ${m[1]}, Filter.BasicPokemon, 0, 0, ${m[1]}, Dest.Bench)`], note: `top ${m[1]}: may put any Basic Pokémon among them onto your Bench` })],
  [re(`This attack also does (\\d+) damage to (\\d+) of your opponent's Benched Pokémon\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageOpponents, ${m[1]}, ${m[2]}, 0]`], note: `also ${m[1]} to each of ${m[2]} of the opponent's Benched Pokémon` })],
  [re(`This attack also does (\\d+) damage to 1 of your opponent's Benched Pokémon that has any damage counters on it\\.${NOWR}`), '*', (m) => ({ effects: [`[Op.BenchDamageOpponents, ${m[1]}, 1, 1]`], note: `also ${m[1]} to 1 of the opponent's Benched Pokémon that has damage counters` })],
  [re("Put (\\d+) damage counters? on each of your opponent's (Benched )?Pokémon( that has any damage counters on it)?\\."), '*', (m) => ({ effects: [`[Op.CountersOnEachOpponent, ${m[1]}, ${m[2] ? 1 : 0}, ${m[3] ? 1 : 0}]`], note: `${m[1]} damage counters on each of the opponent's ${m[2] ? 'Benched ' : ''}Pokémon${m[3] ? ' that has damage counters' : ''}` })],
  [re('Discard (a|\\d+) cards? from your hand\\. If you do, ([a-z].*)'), '*', (m, a) => {
    const then = afterDamageSentence(m[2], a);
    return then && { effects: [`[Op.DiscardFromHandOrStop, ${num(m[1])}]`, ...then.effects], note: `discard ${num(m[1])} from your hand; if you did, ${then.note}` };
  }],
  [re(`Your opponent's Active Pokémon is now ${COND}, ${COND}, and ${COND}\\.`), '*', (m) => ({ effects: [`[Op.Condition, ${cond(m[1])}]`, `[Op.Condition, ${cond(m[2])}]`, `[Op.Condition, ${cond(m[3])}]`], note: `the opponent's Active is now ${lc(m[1])}, ${lc(m[2])} and ${lc(m[3])}` })],
  [re(`Your opponent's Active Pokémon is now ${COND}, and discard an Energy from that Pokémon\\.`), '*', (m) => ({ effects: [`[Op.Condition, ${cond(m[1])}]`, '[Op.DiscardDefenderEnergy]'], note: `the opponent's Active is now ${lc(m[1])}; discard an Energy from it` })],
  [re(`Attach (?:a|an) (Basic )?(?:${TYPE} )?Energy card from your hand to 1 of your (Benched )?Pokémon\\.`), '*', (m) => ({
    effects: [move('Hand', m[1] ? 'BasicEnergy' : 'Energy', m[2] ? t(m[2]) : m[1] ? 'T.None' : '0', 1, 1, m[3] ? 'AttachOwnBench' : 'AttachOwnAny')],
    note: `attach ${m[1] ? `a ${energyWord(m[2])}` : 'an Energy'} card from your hand to 1 of your ${m[3] ? 'Benched ' : ''}Pokémon`,
  })],
  [re(`You may attach any number of Basic (?:${TYPE} )?Energy cards from your hand to your Pokémon in any way you like\\.`), '*', (m) => ({ effects: [move('Hand', 'BasicEnergy', m[1] ? t(m[1]) : 'T.None', 0, 60, 'AttachOwnAny')], note: `may attach any number of ${energyWord(m[1])} cards from your hand to your Pokémon as you like` })],
  [re('Heal (\\d+) damage from each of your Benched Pokémon\\.'), '*', (m) => ({ effects: [`[Op.HealEachOwn, ${m[1]}, 1]`], note: `heal ${m[1]} from each of your Benched Pokémon` })],
  [re("This attack does (\\d+) damage to 1 of your opponent's Benched Pokémon\\." + NOWR), '', (m) => ({ effects: [`[Op.BenchDamageOneOpponent, ${m[1]}]`], note: `${m[1]} to 1 of the opponent's Benched Pokémon` })],
  [re("Put damage counters on (your opponent's Active Pokémon|1 of your opponent's Pokémon|each of your opponent's Benched Pokémon) until its remaining HP is (\\d+)\\."), '*', (m) => {
    const where = m[1].startsWith('your') ? 0 : m[1].startsWith('1') ? 1 : 2;
    return { effects: [`[Op.CountersUntilHp, ${m[2]}, ${where}]`], note: `damage counters on ${['the opponent\'s Active', "1 of the opponent's Pokémon", "each of the opponent's Benched Pokémon"][where]} until ${m[2]} HP is left` };
  }],
  [re("Choose 2 random cards from your opponent's hand\\. Your opponent reveals those cards and shuffles them into their deck\\."), '*', () => ({ effects: ['[Op.RandomOpponentHandCard, 1]', '[Op.RandomOpponentHandCard, 1]'], note: "2 random cards from the opponent's hand are shuffled into their deck" })],
  [re('Put up to (\\d+) ([A-Z][\\w\' .-]+?) from your discard pile onto your Bench\\.'), '*', (m, a) => (m[2] === a.card && a.basic === true ? { effects: [move('Discard', 'SameNameAsAttacker', '0', 0, Number(m[1]), 'Bench')], note: `put up to ${m[1]} ${m[2]} from your discard pile onto your Bench` } : null)],
  // --- Stadiums ----------------------------------------------------------------------------------
  [re('Discard a Stadium in play\\.'), '*', () => ({ effects: ['[Op.DiscardStadium]'], note: 'discard the Stadium in play' })],
  [re('You may discard a Stadium in play\\.'), '*', () => ({ effects: ['[Op.OptionalDiscardStadium]'], note: 'may discard the Stadium in play' })],
  // --- damage rules ------------------------------------------------------------------------------
  [re("This attack's damage isn't affected by Resistance\\."), '*', () => ({ effects: ['[Op.IgnoreResistance]'], note: 'its damage ignores Resistance' })],
  [re("This attack's damage isn't affected by Weakness or Resistance\\."), '*', () => ({ effects: ['[Op.IgnoreWeaknessResistance]'], note: 'its damage ignores Weakness and Resistance' })],
  [re("This attack's damage isn't affected by any effects on your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.IgnoreDefendingEffects]'], note: "its damage ignores effects on the opponent's Active" })],
  [re("This attack's damage isn't affected by Weakness or Resistance, or by any effects on your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.IgnoreWeaknessResistance]', '[Op.IgnoreDefendingEffects]'], note: "its damage ignores Weakness, Resistance and effects on the opponent's Active" })],
  // "You may <a sentence a template reads>" (after the specific "You may …" wordings above)
  [re('You may ([a-z].*)'), '*', (m, a) => mayThen(m[1], a)],
];

/** Templates for a whole text: coins, conditions on damage, damage that counts something. */
const WHOLE: readonly Template[] = [
  // --- coins -------------------------------------------------------------------------------------
  [re('Flip (\\d+) coins\\. This attack does (\\d+) damage for each heads\\.'), '×', (m, a) => (Number(m[2]) === a.damage ? { effects: [`[Op.TimesHeads, ${m[1]}]`], note: `${m[1]} coins: ${m[2]} for each heads` } : null)],
  [re('Flip a coin\\. If tails, this Pokémon also does (\\d+) damage to itself\\. If heads, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.FlipHeadsPlus, ${m[2]}]`, `[Op.IfTailsSelfDamage, ${m[1]}]`], note: `a coin: heads, ${m[2]} more; tails, ${m[1]} damage to itself` })],
  [re("Flip a coin\\. If heads, this attack does (\\d+) more damage\\. If tails, during your next turn, this Pokémon can't attack\\."), '+', (m) => ({ effects: [`[Op.FlipHeadsPlus, ${m[1]}]`, '[Op.CoinWasOrStop, 1]', '[Op.SelfCantAttackNextTurn]'], note: `a coin: heads, ${m[1]} more; tails, it can't attack during your next turn` })],
  [re('Flip a coin\\. If heads, this attack does (\\d+) more damage, and heal (\\d+) damage from this Pokémon\\.'), '+', (m) => ({ effects: [`[Op.FlipHeadsPlus, ${m[1]}]`, '[Op.CoinWasOrStop, 0]', `[Op.HealSelf, ${m[2]}]`], note: `a coin: heads, ${m[1]} more and heal ${m[2]} from itself` })],
  [re('Flip a coin\\. If heads, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.FlipHeadsPlus, ${m[1]}]`], note: `a coin: heads, ${m[1]} more` })],
  [re('Flip a coin\\. If tails, this attack does nothing\\.'), '*', () => ({ effects: ['[Op.FlipTailsNothing]'], note: 'a coin: tails, nothing' })],
  [re(`Flip a coin\\. If heads, your opponent's Active Pokémon is now ${COND}\\.`), '*', (m) => ({ effects: [`[Op.FlipHeadsCondition, ${cond(m[1])}]`], note: `a coin: heads, the opponent's Active is now ${lc(m[1])}` })],
  [re("During your opponent's next turn, prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon\\. \\(Damage is not an effect\\.\\)"), '*', () => ({ effects: ['[Op.Guard, Guard.PreventEffects, 0]'], note: "no effects (damage still) of the opponent's attacks on it during the opponent's next turn" })],
  [re('Flip a coin\\. If heads, during your opponent\'s next turn, prevent all damage from and effects of attacks done to this Pokémon\\.'), '*', () => ({ effects: ['[Op.FlipHeadsGuard, Guard.PreventDamageAndEffects, 0]'], note: "a coin: heads, no damage or effects of attacks on it during the opponent's next turn" })],
  [re('Flip a coin\\. If heads, during your opponent\'s next turn, prevent all damage done to this Pokémon by attacks\\.'), '*', () => ({ effects: ['[Op.FlipHeadsGuard, Guard.PreventDamage, 0]'], note: "a coin: heads, no damage from attacks on it during the opponent's next turn" })],
  [re('Flip a coin\\. If tails, this attack does nothing\\. If heads, during your opponent\'s next turn, prevent all damage from and effects of attacks done to this Pokémon\\.'), '*', () => ({ effects: ['[Op.FlipTailsNothing]', '[Op.Guard, Guard.PreventDamageAndEffects, 0]'], note: "a coin: tails, nothing; heads, no damage or effects of attacks on it during the opponent's next turn" })],
  [re("Flip a coin\\. If tails, during your next turn, this Pokémon can't attack\\."), '*', () => ({ effects: ['[Op.FlipTailsSelfCantAttackNextTurn]'], note: "a coin: tails, it can't attack during your next turn" })],
  [re("Flip a coin\\. If heads, discard an Energy from your opponent's Active Pokémon\\."), '*', () => ({ effects: ['[Op.FlipHeadsOrStop]', '[Op.DiscardDefenderEnergy]'], note: "a coin: heads, discard an Energy from the opponent's Active" })],
  [re("Flip a coin\\. If heads, discard a random card from your opponent's hand\\."), '*', () => ({ effects: ['[Op.FlipHeadsOrStop]', '[Op.RandomOpponentHandCard, 0]'], note: "a coin: heads, discard a random card from the opponent's hand" })],
  [re(`Discard any amount of ${TYPE} Energy from among your Pokémon, and this attack does (\\d+) damage for each card you discarded in this way\\.`), '×', (m, a) => (Number(m[2]) === a.damage ? { effects: [`[Op.DiscardTypeForDamage, ${t(m[1])}, ${m[2]}]`], note: `discard any ${m[1]} Energy from your Pokémon: ${m[2]} for each` } : null)],
  [re("Flip a coin\\. If heads, switch in 1 of your opponent's Benched Pokémon to the Active Spot\\."), '*', () => ({ effects: ['[Op.FlipHeadsOrStop]', '[Op.SwitchOpponentActive]'], note: "a coin: heads, switch in 1 of the opponent's Benched Pokémon" })],
  [re('Flip a coin until you get tails\\. This attack does (\\d+) more damage for each heads\\.'), '+', (m) => ({ effects: [`[Op.PlusPerHeadsUntilTails, ${m[1]}]`], note: `coins until tails: ${m[1]} more for each heads` })],
  // --- damage that counts or depends on something -------------------------------------------------
  [re("This attack does (\\d+) more damage for each Energy attached to your opponent's Active Pokémon\\."), '+', (m) => ({ effects: [`[Op.PlusPerDefenderEnergy, ${m[1]}]`], note: `${m[1]} more for each Energy on the opponent's Active` })],
  [re(`This attack does (\\d+) more damage for each (?:${TYPE} )?Energy attached to this Pokémon\\.`), '+', (m) => ({ effects: [`[Op.PlusPerSelfEnergy, ${m[2] ? t(m[2]) : 'T.None'}, ${m[1]}]`], note: `${m[1]} more for each ${m[2] ? `${m[2]} ` : ''}Energy on itself` })],
  [re('This attack does (\\d+) more damage for each damage counter on this Pokémon\\.'), '+', (m) => ({ effects: [`[Op.PlusPerSelfCounter, ${m[1]}]`], note: `${m[1]} more for each damage counter on itself` })],
  [re('This attack does (\\d+) less damage for each damage counter on this Pokémon\\.'), '−', (m) => ({ effects: [`[Op.MinusPerSelfCounter, ${m[1]}]`], note: `${m[1]} less for each damage counter on itself` })],
  [re('This attack does (\\d+) damage for each damage counter on this Pokémon\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesSelfCounters]'], note: `${m[1]} for each damage counter on itself` } : null)],
  [re("This attack does (\\d+) more damage for each damage counter on your opponent's Active Pokémon\\."), '+', (m) => ({ effects: [`[Op.PlusPerDefenderCounter, ${m[1]}]`], note: `${m[1]} more for each damage counter on the opponent's Active` })],
  [re('This attack does (\\d+) more damage for each Prize card your opponent has taken\\.'), '+', (m) => ({ effects: [`[Op.PlusPerOpponentPrizeTaken, ${m[1]}]`], note: `${m[1]} more for each Prize card the opponent has taken` })],
  [re('This attack does (\\d+) damage for each Prize card your opponent has taken\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesOpponentPrizesTaken]'], note: `${m[1]} for each Prize card the opponent has taken` } : null)],
  [re('This attack does (\\d+) damage for each of your Benched Pokémon\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesOwnBenched]'], note: `${m[1]} for each of your Benched Pokémon` } : null)],
  [re("This attack does (\\d+) more damage for each Benched Pokémon \\(both yours and your opponent's\\)\\."), '+', (m) => ({ effects: [`[Op.PlusPerBenchedBoth, ${m[1]}]`], note: `${m[1]} more for each Benched Pokémon, both players'` })],
  [re('This attack does (\\d+) more damage for each Energy card in your discard pile\\.'), '+', (m) => ({ effects: [`[Op.PlusPerDiscardEnergy, ${m[1]}]`], note: `${m[1]} more for each Energy card in your discard pile` })],
  [re('This attack does (\\d+) damage for each card in your hand\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesHandSize]'], note: `${m[1]} for each card in your hand` } : null)],
  [re("If your opponent's Active Pokémon is an Evolution Pokémon, this attack does (\\d+) more damage\\."), '+', (m) => ({ effects: [`[Op.PlusIfDefenderEvolved, ${m[1]}]`], note: `${m[1]} more against an Evolution Pokémon` })],
  [re("If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, this attack does (\\d+) more damage\\."), '+', (m) => ({ effects: [`[Op.PlusIfKnockedOutLastTurn, ${m[1]}]`], note: `${m[1]} more if one of your Pokémon was Knocked Out by an attack in the opponent's last turn` })],
  [re('If this Pokémon moved from your Bench to the Active Spot this turn, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfMovedToActiveThisTurn, ${m[1]}]`], note: `${m[1]} more if it moved from the Bench to the Active Spot this turn` })],
  [re("If your opponent's Active Pokémon is a Pokémon ex( or Pokémon V)?, this attack does (\\d+) more damage\\."), '+', (m) => ({ effects: [`[Op.PlusIfDefenderEx, ${m[2]}, ${m[1] ? 1 : 0}]`], note: `${m[2]} more against a Pokémon ex${m[1] ? ' or V' : ''}` })],
  [re('Flip a coin until you get tails\\. This attack does (\\d+) damage for each heads\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesHeadsUntilTails]'], note: `coins until tails: ${m[1]} for each heads` } : null)],
  [re('If this Pokémon has any damage counters on it, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfSelfDamaged, ${m[1]}, 0]`], note: `${m[1]} more if it has damage counters` })],
  [re("If your opponent's Active Pokémon already has any damage counters on it, this attack does (\\d+) more damage\\."), '+', (m) => ({ effects: [`[Op.PlusIfDefenderDamaged, ${m[1]}]`], note: `${m[1]} more if the opponent's Active already has damage counters` })],
  [re("This attack does (\\d+) more damage for each of your opponent's Benched Pokémon\\."), '+', (m) => ({ effects: [`[Op.PlusPerOpponentBenched, ${m[1]}]`], note: `${m[1]} more for each of the opponent's Benched Pokémon` })],
  [re('This Pokémon is now Asleep\\. Heal (\\d+) damage from it\\.'), '*', (m) => ({ effects: ['[Op.SelfCondition, Cond.Asleep]', `[Op.HealSelf, ${m[1]}]`], note: `it is now asleep; heal ${m[1]} from it` })],
  [re(`This attack does (\\d+) damage to (?:each of )?([23]) of your opponent's Pokémon\\.${NOWR}`), '', (m) => ({ effects: [`[Op.DamageToOpponents, ${m[1]}, ${m[2]}]`], note: `${m[1]} to each of ${m[2]} of the opponent's Pokémon` })],
  [re('Flip a coin\\. If heads, heal (\\d+) damage from this Pokémon\\.'), '*', (m) => ({ effects: ['[Op.FlipHeadsOrStop]', `[Op.HealSelf, ${m[1]}]`], note: `a coin: heads, heal ${m[1]} from itself` })],
  [re('If this Pokémon has no damage counters on it, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfSelfDamaged, ${m[1]}, 1]`], note: `${m[1]} more if it has no damage counters` })],
  [re('Flip (\\d+) coins\\. This attack does (\\d+) more damage for each heads\\.'), '+', (m) => ({ effects: [`[Op.PlusPerHeads, ${m[1]}, ${m[2]}]`], note: `${m[1]} coins: ${m[2]} more for each heads` })],
  [re('This attack does (\\d+) more damage for each of your Benched Pokémon\\.'), '+', (m) => ({ effects: [`[Op.PlusPerOwnBenched, ${m[1]}]`], note: `${m[1]} more for each of your Benched Pokémon` })],
  [re('If you have more Prize cards remaining than your opponent, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfBehindOnPrizes, ${m[1]}]`], note: `${m[1]} more while you have more Prize cards left than the opponent` })],
  [re('If your opponent has (\\d+) or fewer Prize cards remaining, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfOpponentPrizesAtMost, ${m[2]}, ${m[1]}]`], note: `${m[2]} more while the opponent has ${m[1]} or fewer Prize cards left` })],
  [re(`If this Pokémon has any ${TYPE} Energy attached, this attack does (\\d+) more damage\\.`), '+', (m) => ({ effects: [`[Op.PlusIfSelfHasEnergyType, ${m[2]}, ${t(m[1])}]`], note: `${m[2]} more if it has ${m[1]} Energy attached` })],
  [re('If this Pokémon has a Pokémon Tool attached, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfSelfHasTool, ${m[1]}]`], note: `${m[1]} more if it has a Pokémon Tool attached` })],
  [re(`If your opponent's Active Pokémon is ${COND}, this attack does (\\d+) more damage\\.`), '+', (m) => ({ effects: [`[Op.PlusIfDefenderConditioned, ${m[2]}, ${cond(m[1])}]`], note: `${m[2]} more if the opponent's Active is ${lc(m[1])}` })],
  [re("If your opponent's Active Pokémon is affected by a Special Condition, this attack does (\\d+) more damage\\."), '+', (m) => ({ effects: [`[Op.PlusIfDefenderConditioned, ${m[1]}, Cond.None]`], note: `${m[1]} more if the opponent's Active has a Special Condition` })],
  [re(`Flip a coin\\. If heads, your opponent's Active Pokémon is now ${COND} and ${COND}\\.`), '*', (m) => ({ effects: ['[Op.FlipHeadsOrStop]', `[Op.Condition, ${cond(m[1])}]`, `[Op.Condition, ${cond(m[2])}]`], note: `a coin: heads, the opponent's Active is now ${lc(m[1])} and ${lc(m[2])}` })],
  [re('If there is no Stadium in play, this attack does nothing\\.'), '*', () => ({ effects: ['[Op.NothingUnlessStadium]'], note: 'nothing unless a Stadium is in play' })],
  [re('You may discard (\\d+) Energy from this Pokémon to have this attack do (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.OptionalDiscardForBonus, ${m[1]}, ${m[2]}]`], note: `may discard ${m[1]} Energy from itself for ${m[2]} more` })],
  [re('Discard up to (\\d+) Energy cards? from this Pokémon, and this attack does (\\d+) damage for each card you discarded in this way\\.'), '×', (m, a) => (Number(m[2]) === a.damage ? { effects: [`[Op.DiscardSelfEnergyForDamage, ${m[1]}, ${m[2]}]`], note: `discard up to ${m[1]} Energy from itself: ${m[2]} for each` } : null)],
  [re(`This attack does (\\d+) damage to each of your opponent's Benched Pokémon\\.${NOWR}`), '', (m) => ({ effects: [`[Op.BenchDamageEachOpponent, ${m[1]}]`], note: `${m[1]} to each of the opponent's Benched Pokémon` })],
  [re("Flip a coin\\. If heads, choose a Special Condition\\. Your opponent's Active Pokémon is now affected by that Special Condition\\."), '*', () => ({ effects: ['[Op.FlipHeadsOrStop]', '[Op.ChooseCondition]'], note: "a coin: heads, the opponent's Active gets a Special Condition you choose" })],
  [re('Flip a coin\\. If (heads|tails), ([a-z].*)'), '*', (m, a) => flipThen(m[1], m[2], a)],
  [re('Flip (a coin until you get tails|\\d+ coins)\\. For each heads, draw a card\\.'), '*', (m) => {
    const coins = m[1].startsWith('a coin') ? 0 : Number(m[1].split(' ')[0]);
    return { effects: [`[Op.DrawPerHeads, ${coins}]`], note: `${coins ? `${coins} coins` : 'coins until tails'}: draw a card for each heads` };
  }],
  [re("Flip (a coin until you get tails|\\d+ coins)\\. For each heads, discard an Energy from your opponent's Active Pokémon\\."), '*', (m) => {
    const coins = m[1].startsWith('a coin') ? 0 : Number(m[1].split(' ')[0]);
    return { effects: [`[Op.DiscardDefenderEnergyPerHeads, ${coins}]`], note: `${coins ? `${coins} coins` : 'coins until tails'}: discard an Energy from the opponent's Active for each heads` };
  }],
  [re("Switch this Pokémon with 1 of your Benched Pokémon\\. If you do, switch out your opponent's Active Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)"), '*', () => ({ effects: ['[Op.StopUnlessOwnBench]', '[Op.SwitchSelf]', '[Op.OpponentSwitchesActive]'], note: "switch itself with 1 of your Benched Pokémon; if it did, the opponent switches its Active with a Benched Pokémon of its choice" })],
  [re('This attack does (\\d+) damage for each Pokémon Tool attached to all of your Pokémon\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesOwnTools]'], note: `${m[1]} for each Pokémon Tool attached to your Pokémon` } : null)],
  [re(`If you have any ${TYPE} Pokémon on your Bench, this attack does (\\d+) more damage\\.`), '+', (m) => ({ effects: [`[Op.PlusIfBenchedType, ${m[2]}, ${t(m[1])}]`], note: `${m[2]} more if you have a ${m[1]} Pokémon on your Bench` })],
  [re('This attack does (\\d+) damage for each of your Pokémon in play\\.'), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesOwnInPlay]'], note: `${m[1]} for each of your Pokémon in play` } : null)],
  [re("This attack does (\\d+) damage for each damage counter on your opponent's Active Pokémon\\."), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesDefenderCounters]'], note: `${m[1]} for each damage counter on the opponent's Active` } : null)],
  [re("This attack does (\\d+) damage for each Energy attached to all of your opponent's Pokémon\\."), '×', (m, a) => (Number(m[1]) === a.damage ? { effects: ['[Op.TimesEnergyOnOpponents]'], note: `${m[1]} for each Energy attached to the opponent's Pokémon` } : null)],
  // --- "N damage for each …": a Count (cards/types.ts) -------------------------------------------
  [re(`This attack does (\\d+) damage for each (?:${TYPE} )?Pokémon in your discard pile\\.`), '×', (m, a) => times(m[1], a, 'DiscardPokemonOfType', m[2], `the ${m[2] ? `${m[2]} ` : ''}Pokémon in your discard pile`)],
  [re(`This attack does (\\d+) more damage for each (?:${TYPE} )?Pokémon in your discard pile\\.`), '+', (m) => plusPer(m[1], 'DiscardPokemonOfType', m[2], `${m[2] ? `${m[2]} ` : ''}Pokémon in your discard pile`)],
  [re(`This attack does (\\d+) damage for each of your ${TYPE} Pokémon in play\\.`), '×', (m, a) => times(m[1], a, 'OwnPokemonOfTypeInPlay', m[2], `your ${m[2]} Pokémon in play`)],
  [re("This attack does (\\d+) damage for each Energy attached to your opponent's Active Pokémon\\."), '×', (m, a) => times(m[1], a, 'DefenderEnergy', undefined, "the Energy on the opponent's Active")],
  [re("This attack does (\\d+) damage for each card in your opponent's hand\\."), '×', (m, a) => times(m[1], a, 'OpponentHandSize', undefined, "the cards in the opponent's hand")],
  [re('This attack does (\\d+) damage for each Prize card you have taken\\.'), '×', (m, a) => times(m[1], a, 'OwnPrizesTaken', undefined, 'the Prize cards you have taken')],
  [re(`This attack does (\\d+) damage for each (?:${TYPE} )?Energy attached to all of your Pokémon\\.`), '×', (m, a) => times(m[1], a, 'OwnEnergyOfType', m[2], `the ${m[2] ? `${m[2]} ` : ''}Energy on your Pokémon`)],
  [re(`This attack does (\\d+) damage for each ${TYPE} Energy attached to all of your opponent's Pokémon\\.`), '×', (m, a) => times(m[1], a, 'OpponentEnergyOfType', m[2], `the ${m[2]} Energy on the opponent's Pokémon`)],
  [re('This attack does (\\d+) damage for each Special Energy card attached to this Pokémon\\.'), '×', (m, a) => times(m[1], a, 'SelfSpecialEnergyCards', undefined, 'the Special Energy cards on itself')],
  [re("This attack does (\\d+) more damage for each of your opponent's Pokémon in play that has an Ability\\."), '+', (m) => plusPer(m[1], 'OpponentAbilityPokemon', undefined, "of the opponent's Pokémon in play with an Ability")],
  [re(`This attack does (\\d+) damage for each (?:${TYPE} )?Energy attached to this Pokémon\\.`), '×', (m, a) => times(m[1], a, 'SelfEnergyOfType', m[2], `the ${m[2] ? `${m[2]} ` : ''}Energy on itself`)],
  [re('This attack does (\\d+) more damage for each different type of Pokémon on your Bench\\.'), '+', (m) => plusPer(m[1], 'OwnBenchTypes', undefined, 'type of Pokémon on your Bench')],
  // (cov-attacks) what the Count counts: the Defending Pokémon's Retreat Cost, Trainers in the opponent's hand, attacks or names
  [re(`This attack does (\\d+) damage for each ${RETREAT}\\.`), '×', (m, a) => times(m[1], a, 'DefenderRetreat', undefined, "the Colorless in the opponent's Active's Retreat Cost")],
  [re(`This attack does (\\d+) more damage for each ${RETREAT}\\.`), '+', (m) => plusPer(m[1], 'DefenderRetreat', undefined, "Colorless in the opponent's Active's Retreat Cost")],
  [re(`This attack does (\\d+) less damage for each ${RETREAT}\\.`), '−', (m) => ({ effects: [`[Op.PlusPerCount, -${m[1]}, Count.DefenderRetreat, T.None]`], note: `${m[1]} less for each Colorless in the opponent's Active's Retreat Cost` })],
  [re("Your opponent reveals their hand\\. This attack does (\\d+) damage for each Trainer card you find there\\."), '×', (m, a) => times(m[1], a, 'OpponentHandTrainers', undefined, "the Trainer cards in the opponent's hand (revealed)")],
  [re('This attack does (\\d+) damage for each Pokémon in your discard pile that has the (.+) attack\\.'), '×', (m, a) => (m[2] === a.name ? times(m[1], a, 'DiscardPokemonWithAttack', undefined, `the Pokémon in your discard pile with an attack named ${a.name}`) : null)],
  [re('This attack does (\\d+) damage for each of your Pokémon in play that has the (.+) attack\\.'), '×', (m, a) => (m[2] === a.name ? times(m[1], a, 'OwnInPlayWithAttack', undefined, `your Pokémon in play with an attack named ${a.name}`) : null)],
  [re(`This attack does (\\d+) damage for each ${NAME} in your discard pile\\.`), '×', (m, a) => named(times(m[1], a, 'DiscardNamed', undefined, `the ${m[2]} in your discard pile`), m[2])],
  [re(`This attack does (\\d+) damage for each of your ${NAME} in play\\.`), '×', (m, a) => named(times(m[1], a, 'OwnInPlayNamed', undefined, `your ${m[2]} in play`), m[2])],
  [re(`This attack does (\\d+) more damage for each of your Benched ${NAME}\\.`), '+', (m) => named(plusPer(m[1], 'OwnBenchedNamed', undefined, `of your Benched ${m[2]}`), m[2])],
  [re(`This attack does (\\d+) more damage for each ${TYPE} Energy attached to all of your Pokémon\\.`), '+', (m) => plusPer(m[1], 'OwnEnergyOfType', m[2], `${m[2]} Energy on your Pokémon`)],
  [re("This attack does (\\d+) damage for each (Energy|Item) card in your opponent's discard pile\\."), '×', (m, a) => times(m[1], a, m[2] === 'Item' ? 'OpponentDiscardItems' : 'OpponentDiscardEnergy', undefined, `the ${m[2]} cards in the opponent's discard pile`)],
  [re('If there are (\\d+) or fewer cards in your deck, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfCountAtMost, ${m[2]}, Count.OwnDeckSize, 0, ${m[1]}]`], note: `${m[2]} more while your deck has ${m[1]} or fewer cards` })],
  // (0 Prize cards left ends the game: "exactly 1" is "at most 1")
  [re('If your opponent has exactly 1 Prize card remaining, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfCountAtMost, ${m[1]}, Count.OpponentPrizesLeft, 0, 1]`], note: `${m[1]} more while the opponent has exactly 1 Prize card left` })],
  [re('If you played a Supporter card from your hand during this turn, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'SupporterPlayed', '0', 1, 'if you played a Supporter from your hand this turn')],
  [re('If you have a Stadium in play, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'OwnStadiumInPlay', '0', 1, 'while a Stadium of yours is in play')],
  [re('If you have more cards in your hand than your opponent, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'HandLead', '0', 1, "while your hand has more cards than the opponent's")],
  [re('If you have the same number of cards in your hand as your opponent, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfCountAtMost, ${m[1]}, Count.HandGap, 0, 0]`], note: `${m[1]} more while both hands have the same number of cards` })],
  [re("This attack does (\\d+) damage for each Energy attached to both Active Pokémon\\."), '×', (m, a) => times(m[1], a, 'BothActiveEnergy', undefined, 'the Energy on both Active Pokémon')],
  [re(`Flip a coin for each (?:${TYPE} )?Energy attached to this Pokémon\\. This attack does (\\d+) damage for each heads\\.`), '×', (m, a) => coinsFor(m[2], a, 'SelfEnergyOfType', m[1] ? t(m[1]) : 'T.None', `${m[1] ? `${m[1]} ` : ''}Energy on itself`)],
  [re('Flip a coin for each Energy attached to both Active Pokémon\\. This attack does (\\d+) damage for each heads\\.'), '×', (m, a) => coinsFor(m[1], a, 'BothActiveEnergy', 'T.None', 'Energy on both Active Pokémon')],
  [re(`Flip a coin for each ${TYPE} Pokémon you have in play\\. This attack does (\\d+) damage for each heads\\.`), '×', (m, a) => coinsFor(m[2], a, 'OwnPokemonOfTypeInPlay', t(m[1]), `${m[1]} Pokémon of yours in play`)],
  // "If …, this attack does nothing.": NothingUnlessCountIn (what a Count counts must be from min to max)
  [re(`If this Pokémon isn't ${COND}, this attack does nothing\\.`), '*', (m) => nothingUnless('SelfHasCondition', cond(m[1]), 1, 1, `it is ${lc(m[1])}`)],
  [re('If this Pokémon has (\\d+) or more damage counters on it, this attack does nothing\\.'), '*', (m) => nothingUnless('SelfCounters', '0', 0, Number(m[1]) - 1, `it has fewer than ${m[1]} damage counters`)],
  [re("If you don't have the same number of cards in your hand as your opponent, this attack does nothing\\."), '*', () => nothingUnless('HandGap', '0', 0, 0, "both hands have the same number of cards")],
  [re("If you don't have exactly (\\d+) cards in your hand, this attack does nothing\\."), '*', (m) => nothingUnless('OwnHandSize', '0', Number(m[1]), Number(m[1]), `you have exactly ${m[1]} cards in your hand`)],
  [re("If your opponent doesn't have exactly (\\d+) or (\\d+) Prize cards remaining, this attack does nothing\\."), '*', (m) => (Number(m[2]) === Number(m[1]) + 1 ? nothingUnless('OpponentPrizesLeft', '0', Number(m[1]), Number(m[2]), `the opponent has exactly ${m[1]} or ${m[2]} Prize cards left`) : null)],
  [re('If you have (\\d+) or fewer Benched Pokémon, this attack does nothing\\.'), '*', (m) => nothingUnless('OwnBenched', '0', Number(m[1]) + 1, 99, `you have more than ${m[1]} Benched Pokémon`)],
  // a switch of the opponent's, then its new Active (only when there was one to switch in)
  [re(`(Switch in 1 of your opponent's Benched Pokémon to the Active Spot|Your opponent chooses 1 of their Benched Pokémon and switches it with their Active Pokémon)\\. The new Active Pokémon is now ${COND}\\.`), '*', (m) => ({
    effects: ['[Op.StopUnlessOpponentBench]', m[1].startsWith('Switch') ? '[Op.SwitchOpponentActive]' : '[Op.OpponentSwitchesActive]', `[Op.Condition, ${cond(m[2])}]`],
    note: `${m[1].startsWith('Switch') ? "switch in 1 of the opponent's Benched Pokémon" : 'the opponent switches its Active with a Benched Pokémon of its choice'}; if there was one, the new Active is now ${lc(m[2])}`,
  })],
  [re("Flip (a coin until you get tails|\\d+ coins)\\. For each heads, discard a random card from your opponent's hand\\."), '*', (m) => {
    const coins = m[1].startsWith('a coin') ? 0 : Number(m[1].split(' ')[0]);
    return { effects: [`[Op.RandomOpponentHandCardsPerHeads, ${coins}]`], note: `${coins ? `${coins} coins` : 'coins until tails'}: discard a random card from the opponent's hand for each heads` };
  }],
  [re("Discard the top (\\d+) cards of your deck\\. This attack does (\\d+) damage for each Energy card you discarded in this way\\."), '×', (m, a) => (Number(m[2]) === a.damage ? { effects: [`[Op.MillForDamage, ${m[1]}, 0, 0]`], note: `discard the top ${m[1]} cards of your deck: ${m[2]} for each Energy card among them` } : null)],
  [re("Discard the top card of each player's deck\\. This attack does (\\d+) more damage for each Energy card discarded in this way\\."), '+', (m) => ({ effects: [`[Op.MillForDamage, 1, 1, ${m[1]}]`], note: `discard the top card of each player's deck: ${m[1]} more for each Energy card among them` })],
  // "… it is Knocked Out": KnockOutIfCount
  [re("If your opponent's Active Pokémon has (\\d+) or more damage counters on it, that Pokémon is Knocked Out\\."), '*', (m) => knockOutIf('DefenderCounters', '0', Number(m[1]), `it has ${m[1]} or more damage counters`)],
  [re(`If your opponent's Active Pokémon is ${COND}, it is Knocked Out\\.`), '*', (m) => knockOutIf('DefenderHasCondition', cond(m[1]), 1, `it is ${lc(m[1])}`)],
  [re("If your opponent's Active Pokémon has any Special Energy attached, it is Knocked Out\\."), '*', () => knockOutIf('DefenderSpecialEnergyCards', '0', 1, 'it has a Special Energy attached')],
  [re("If your opponent's Active Pokémon is a Basic Pokémon, it is Knocked Out\\."), '*', () => knockOutIf('DefenderOfStage', '0', 1, 'it is a Basic Pokémon')],
  // "N more if …": PlusIfCount (at least d of what a Count counts)
  [re(`If ${NAME} is on your Bench, this attack does (\\d+) more damage\\.`), '+', (m) => named(ifCount(m[2], 'OwnBenchedNamed', 'T.None', 1, `if ${m[1]} is on your Bench`), m[1])],
  [re(`If your opponent's Active Pokémon is an? ${TYPE} Pokémon, this attack does (\\d+) more damage\\.`), '+', (m) => ifCount(m[2], 'DefenderOfType', t(m[1]), 1, `against a ${m[1]} Pokémon`)],
  [re("If your opponent's Active Pokémon is a (Basic|Stage 1|Stage 2) Pokémon, this attack does (\\d+) more damage\\."), '+', (m) => ifCount(m[2], 'DefenderOfStage', m[1] === 'Basic' ? '0' : m[1].slice(-1), 1, `against a ${m[1]} Pokémon`)],
  [re('If your Benched Pokémon have any damage counters on them, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'OwnBenchedDamaged', 'T.None', 1, 'if any of your Benched Pokémon has damage counters')],
  [re('If a Stadium is in play, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'StadiumInPlay', 'T.None', 1, 'while a Stadium is in play')],
  [re(`If this Pokémon has (\\d+) or more ${TYPE} Energy attached, this attack does (\\d+) more damage\\.`), '+', (m) => ifCount(m[3], 'SelfEnergyOfType', t(m[2]), Number(m[1]), `if it has at least ${m[1]} ${m[2]} Energy attached`)],
  [re('If this Pokémon has any Special Energy attached, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[1], 'SelfSpecialEnergyCards', 'T.None', 1, 'if it has a Special Energy attached')],
  [re(`If you have at least (\\d+) ${TYPE} Energy in play, this attack does (\\d+) more damage\\.`), '+', (m) => ifCount(m[3], 'OwnEnergyOfType', t(m[2]), Number(m[1]), `if your Pokémon have at least ${m[1]} ${m[2]} Energy attached`)],
  [re('If your opponent has (\\d+) or more Benched Pokémon, this attack does (\\d+) more damage\\.'), '+', (m) => ifCount(m[2], 'OpponentBenched', 'T.None', Number(m[1]), `if the opponent has at least ${m[1]} Benched Pokémon`)],
  [re(`If your opponent has any ${TYPE} Pokémon in play, this attack does (\\d+) more damage\\.`), '+', (m) => ifCount(m[2], 'OpponentPokemonOfTypeInPlay', t(m[1]), 1, `if the opponent has a ${m[1]} Pokémon in play`)],
  [re("If your opponent's Active Pokémon has a Pokémon Tool attached, this attack does (\\d+) more damage\\."), '+', (m) => ifCount(m[1], 'DefenderHasTool', 'T.None', 1, "if the opponent's Active has a Pokémon Tool")],
  [re("If the Retreat Cost of your opponent's Active Pokémon is ((?:Colorless)+) or more, this attack does (\\d+) more damage\\."), '+', (m) => ifCount(m[2], 'DefenderRetreat', 'T.None', m[1].length / 'Colorless'.length, `if the opponent's Active's Retreat Cost is at least ${m[1].length / 'Colorless'.length}`)],
  [re('If this Pokémon is affected by a Special Condition, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfSelfConditioned, ${m[1]}, Cond.None]`], note: `${m[1]} more if it has a Special Condition` })],
  // more "N damage for each …"
  [re('This attack does (\\d+) damage for each of your (Basic|Stage 1|Stage 2) Pokémon in play\\.'), '×', (m, a) => times(m[1], a, 'OwnOfStageInPlay', undefined, `your ${m[2]} Pokémon in play`, m[2] === 'Basic' ? '0' : m[2].slice(-1))],
  [re('This attack does (\\d+) more damage for each of your Evolution Pokémon in play\\.'), '+', (m) => plusPer(m[1], 'OwnOfStageInPlay', undefined, 'of your Evolution Pokémon in play', '3')],
  [re("This attack does (\\d+) damage for each of your opponent's Pokémon ex( and Pokémon V)? in play\\."), '×', (m, a) => times(m[1], a, 'OpponentExInPlay', undefined, `the opponent's Pokémon ex${m[2] ? ' and V' : ''} in play`, m[2] ? '1' : '0')],
  [re("This attack does (\\d+) damage for each Special Condition affecting your opponent's Active Pokémon\\."), '×', (m, a) => times(m[1], a, 'DefenderConditions', undefined, "the Special Conditions on the opponent's Active")],
  [re('This attack does (\\d+) damage for each of your Pokémon that has any damage counters on it\\.'), '×', (m, a) => times(m[1], a, 'OwnDamagedInPlay', undefined, 'your damaged Pokémon')],
  [re('This attack does (\\d+) damage for each Basic Energy attached to this Pokémon\\.'), '×', (m, a) => times(m[1], a, 'SelfBasicEnergyCards', undefined, 'the basic Energy on itself')],
  [re("This attack does (\\d+) damage for each Special Energy attached to all of your opponent's Pokémon\\."), '×', (m, a) => times(m[1], a, 'OpponentSpecialEnergyCards', undefined, "the Special Energy on the opponent's Pokémon")],
  [re("This attack does (\\d+) more damage for each damage counter on all of your opponent's Pokémon\\."), '+', (m) => plusPer(m[1], 'OpponentCounters', undefined, "damage counter on the opponent's Pokémon")],
  [re('If your opponent has (\\d+) or fewer cards in their hand, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.PlusIfOpponentHandAtMost, ${m[2]}, ${m[1]}]`], note: `${m[2]} more while the opponent has ${m[1]} or fewer cards in hand` })],
  [re(`If this Pokémon is ${COND}, this attack does (\\d+) more damage\\.`), '+', (m) => ({ effects: [`[Op.PlusIfSelfConditioned, ${m[2]}, ${cond(m[1])}]`], note: `${m[2]} more if it is ${lc(m[1])}` })],
  [re('You may discard a Stadium in play\\. If you do, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.OptionalDiscardStadiumForBonus, ${m[1]}]`], note: `may discard the Stadium in play for ${m[1]} more` })],
  [re('Flip 2 coins\\. If both of them are heads, this attack does (\\d+) more damage\\.'), '+', (m) => ({ effects: [`[Op.FlipBothHeadsPlus, ${m[1]}]`], note: `2 coins: both heads, ${m[1]} more` })],
  [re("If your opponent's Active Pokémon has no damage counters on it before this attack does damage, this attack does nothing\\."), '*', () => ({ effects: ['[Op.NothingUnlessDefenderDamaged]'], note: "nothing unless the opponent's Active already has damage counters" })],
  [re(`If your opponent's Active Pokémon isn't ${COND}, this attack does nothing\\.`), '*', (m) => ({ effects: [`[Op.NothingUnlessDefenderConditioned, ${cond(m[1])}]`], note: `nothing unless the opponent's Active is ${lc(m[1])}` })],
  // --- damage to a chosen Pokémon ------------------------------------------------------------------
  [re(`This attack does (\\d+) damage to 1 of your opponent's Pokémon\\.${NOWR}`), '', (m) => ({ effects: ['[Op.ChooseAnyOpponentTarget]'], note: `${m[1]} to 1 of the opponent's Pokémon`, damage: Number(m[1]) })],
  [re("Switch in 1 of your opponent's Benched Pokémon to the Active Spot\\. This attack does (\\d+) damage to the new Active Pokémon\\."), '', (m) => ({ effects: [`[Op.SwitchInOpponentThenDamage, ${m[1]}]`], note: `switch in 1 of the opponent's Benched Pokémon, then ${m[1]} to it` })],
];

/**
 * Ops a sentence template may put after a coin ("Flip a coin. If heads, …") or a choice ("You may …"):
 * ones that run after the damage (X5), as FlipHeadsOrStop, FlipTailsOrStop and MayOrStop do, so the
 * coin or the choice comes first as printed.
 */
const AFTER_A_COIN = new Set(['Draw', 'HealSelf', 'Heal', 'Condition', 'SelfCondition', 'DiscardDefenderEnergy', 'DiscardAllSelfEnergy', 'DiscardSelfEnergy',
  'SwitchSelf', 'OptionalSwitchSelf', 'OpponentSwitchesActive', 'SwitchOpponentActive', 'MoveCards', 'BenchDamageOneOpponent', 'BenchDamageEachOpponent',
  'DebuffDefender', 'DefenderCantAttack', 'RandomOpponentHandCard', 'DiscardOpponentDeckTop', 'SelfEnergyToHand', 'EachPlayerDraws', 'ClearSelfConditions',
  'DrawUntilHand', 'HealOneBenched', 'BenchDamageOneOwn', 'DiscardDefenderSpecialEnergy', 'MoveSelfEnergyToBench', 'SelfDamage', 'DefenderEnergyToHand',
  'OpponentDiscardsFromHand', 'MoveAllSelfEnergyToBenchAsYouLike', 'StrongPoison', 'OpponentNoItemsNextTurn']);

/** "You may <a sentence a template reads>", when its ops all run after the damage (the choice comes first, as printed). */
function mayThen(rest: string, a: PrintedAttack): CompiledAttack | null {
  const then = afterDamageSentence(rest, a);
  return then && { effects: ['[Op.MayOrStop]', ...then.effects], note: `may: ${then.note}` };
}

/** A sentence a template reads (its first letter made a capital) whose ops all run after the damage, or null. */
function afterDamageSentence(rest: string, a: PrintedAttack): CompiledAttack | null {
  const then = matchOne(SENTENCES, rest[0].toUpperCase() + rest.slice(1), a);
  if (!then || then.noEffect !== undefined || then.damage !== undefined) return null;
  return then.effects.every((e) => AFTER_A_COIN.has(/^(?:moveCards\(|\[Op\.(\w+))/.exec(e)?.[1] ?? 'MoveCards')) ? then : null;
}

/** "Flip a coin. If heads (tails), <a sentence a template reads>", when its ops all run after the damage. */
function flipThen(side: string, rest: string, a: PrintedAttack): CompiledAttack | null {
  const then = afterDamageSentence(rest, a);
  if (!then) return null;
  return { effects: [side === 'heads' ? '[Op.FlipHeadsOrStop]' : '[Op.FlipTailsOrStop]', ...then.effects], note: `a coin: ${side}, ${then.note}` };
}

/** "N damage for each <what Count `kind` counts>" (× printed N), `type` its parameter (or `param`, a number). */
function times(n: string, a: PrintedAttack, kind: string, type: string | undefined, what: string, param?: string): CompiledAttack | null {
  return Number(n) === a.damage ? { effects: [`[Op.TimesCount, Count.${kind}, ${param ?? (type ? t(type) : 'T.None')}]`], note: `${n} for each of ${what}` } : null;
}

/** "N more damage for each <what Count `kind` counts>". */
function plusPer(n: string, kind: string, type: string | undefined, what: string, param?: string): CompiledAttack {
  return { effects: [`[Op.PlusPerCount, ${n}, Count.${kind}, ${param ?? (type ? t(type) : 'T.None')}]`], note: `${n} more for each ${what}` };
}

/** "If <at least `atLeast` of what Count `kind` counts>, this attack does N more damage." */
function ifCount(n: string, kind: string, param: string, atLeast: number, when: string): CompiledAttack {
  return { effects: [`[Op.PlusIfCount, ${n}, Count.${kind}, ${param}, ${atLeast}]`], note: `${n} more ${when}` };
}

/** "Flip a coin for each <what Count `kind` counts>. This attack does N damage for each heads." (× printed N) */
function coinsFor(n: string, a: PrintedAttack, kind: string, param: string, what: string): CompiledAttack | null {
  return Number(n) === a.damage ? { effects: [`[Op.TimesHeadsPerCount, Count.${kind}, ${param}]`], note: `a coin for each ${what}: ${n} for each heads` } : null;
}

/** "If <not so>, this attack does nothing.": what Count `kind` counts must be from `min` to `max`. */
function nothingUnless(kind: string, param: string, min: number, max: number, when: string): CompiledAttack {
  return { effects: [`[Op.NothingUnlessCountIn, Count.${kind}, ${param}, ${min}, ${max}]`], note: `nothing unless ${when}` };
}

/** "If <the opponent's Active …>, it is Knocked Out." */
function knockOutIf(kind: string, param: string, atLeast: number, when: string): CompiledAttack {
  return { effects: [`[Op.KnockOutIfCount, Count.${kind}, ${param}, ${atLeast}]`], note: `the opponent's Active is Knocked Out if ${when}` };
}

/** A Count by name: the name is the attack's partner (tables.ts fills the Count's param with it). */
function named(c: CompiledAttack | null, name: string): CompiledAttack | null {
  return c && { ...c, partner: name };
}

const markOk = (need: string, a: PrintedAttack): boolean => need === '*' || need === a.mark;

function matchOne(templates: readonly Template[], text: string, a: PrintedAttack): CompiledAttack | null {
  for (const [pattern, mark, build] of templates) {
    const m = pattern.exec(text);
    if (m && markOk(mark, a)) {
      const out = build(m, a);
      if (out) return out;
    }
  }
  return null;
}

/** Sentences of a text, split after a period that ends a sentence (not inside parentheses). */
function sentences(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      // a parenthesis that ends its sentence ("… Pokémon.) Switch …") ends the sentence before it too
      if (depth === 0 && text[i - 1] === '.' && text[i + 1] === ' ') {
        out.push(text.slice(start, i + 1).trim());
        start = i + 2;
      }
    }
    // ("… into your hand. Then, shuffle your deck." is one sentence: the search's own end)
    else if (ch === '.' && depth === 0 && text[i + 1] === ' ' && text[i + 2] !== '(' && !text.startsWith('Then, shuffle your deck.', i + 2)) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 2;
    }
  }
  const last = text.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/** The printed text as the templates read it: one space, straight apostrophes. */
export function cleanText(text: string): string {
  return text.replace(/<\/?i>/g, '').replace(/[’‘]/g, "'").replace(/\s+/g, ' ')
    // (a few printings spell a type in lower case: "water Energy")
    .replace(/\b(grass|fire|water|lightning|psychic|fighting|darkness|metal|dragon) Energy\b/g, (_, w: string) => `${w[0].toUpperCase()}${w.slice(1)} Energy`)
    .trim();
}

/**
 * An attack's behaviour from its printed text, or null when no template plays the whole text and
 * no templates play its sentences one by one (their effects then run in the order printed).
 */
export function compileAttack(rawText: string, a: PrintedAttack): CompiledAttack | null {
  const text = cleanText(rawText);
  const whole = matchOne(WHOLE, text, a) ?? matchOne(SENTENCES, text, a);
  if (whole) return whole;
  const parts = sentences(text);
  if (parts.length < 2) return null;
  const compiled: CompiledAttack[] = [];
  for (const part of parts) {
    const c = matchOne(WHOLE, part, a) ?? matchOne(SENTENCES, part, a);
    if (!c) return null;
    compiled.push(c);
  }
  // at most one sentence may set the damage of an attack that prints none ("… to 1 of your opponent's Pokémon")
  const damages = compiled.filter((c) => c.damage !== undefined);
  if (damages.length > 1) return null;
  // at most one Pokémon name for a Count by name (the attack's one partner)
  const partners = compiled.filter((c) => c.partner !== undefined);
  if (partners.length > 1) return null;
  // a sentence that needs no behaviour ("Your opponent reveals their hand.") adds nothing beside others
  const acting = compiled.filter((c) => c.noEffect === undefined);
  if (acting.length === 0) return compiled[0];
  return {
    effects: acting.flatMap((c) => c.effects), note: acting.map((c) => c.note).join('; '),
    ...(damages.length === 1 && { damage: damages[0].damage }), ...(partners.length === 1 && { partner: partners[0].partner }),
  };
}

// --- Abilities ---------------------------------------------------------------------------------
// Passive Abilities the engine already plays for a hand-written card (one kind, its parameter from
// the text): a card whose one Ability a template reads and whose attacks the templates read is
// generated like the others.

/** An Ability's behaviour as source text: its kind and parameter (build.ts AbilityBehaviour). */
export interface CompiledAbility {
  /** `AbilityKind.X` */
  readonly kind: string;
  /** The kind's parameter, a TS expression (`30`, `T.Fire`). */
  readonly a: string;
  readonly note: string;
  /** An Ability used as an action or triggered: its limit (`AbilityLimit.X`). */
  readonly limit?: string;
  /** A triggered Ability: when it is offered (`AbilityTrigger.X`). */
  readonly trigger?: string;
}

/** "Once during your turn, when you play this Pokémon from your hand to evolve …, you may use this Ability. <X>" and the older "When you play … during your turn, you may <x>". */
const ON_EVOLVE = '(?:Once during your turn, when you play this Pokémon from your hand to evolve 1 of your Pokémon, you may use this Ability\\. |When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may )';
const ONCE = 'AbilityLimit.OncePerTurnPerPokemon';
const onEvolve = { limit: ONCE, trigger: 'AbilityTrigger.OnEvolveFromHand' };
const HEAL_TARGET: Readonly<Record<string, number>> = { '1 of your Pokémon': 0, 'your Active Pokémon': 2, 'your Active Evolution Pokémon': 3, 'each of your Pokémon': 4 };

const ABILITIES: readonly (readonly [RegExp, (m: RegExpExecArray) => CompiledAbility])[] = [
  [re('This Pokémon takes (\\d+) less damage from attacks \\(after applying Weakness and Resistance\\)\\.'), (m) => ({ kind: 'AbilityKind.TakesLessDamage', a: m[1], note: `takes ${m[1]} less damage from attacks (after Weakness and Resistance)` })],
  [re("Prevent all effects of attacks used by your opponent's Pokémon done to this Pokémon\\. \\(Damage is not an effect\\.\\)"), () => ({ kind: 'AbilityKind.PreventAttackEffects', a: '0', note: "effects (not damage) of the opponent's attacks on it are prevented" })],
  [re('If this Pokémon has no Energy attached, it has no Retreat Cost\\.'), () => ({ kind: 'AbilityKind.Agile', a: '0', note: 'no Retreat Cost while it has no Energy attached' })],
  [re(`If this Pokémon has any ${TYPE} Energy attached, it has no Retreat Cost\\.`), (m) => ({ kind: 'AbilityKind.FreeRetreatWithEnergy', a: t(m[1]), note: `no Retreat Cost while it has ${m[1]} Energy attached` })],
  [re("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon \\(even if this Pokémon is Knocked Out\\), (?:put|place) (\\d+) damage counters on the Attacking Pokémon\\."), (m) => ({ kind: 'AbilityKind.CountersOnAttacker', a: m[1], note: `while Active, ${m[1]} damage counters on a Pokémon whose attack damages it` })],
  [re("If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon \\(even if this Pokémon is Knocked Out\\), the Attacking Pokémon is now (Poisoned|Burned)\\."), (m) => ({ kind: 'AbilityKind.ConditionOnAttacker', a: cond(m[1]), note: `while Active, a Pokémon whose attack damages it is now ${lc(m[1])}` })],
  [re("Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex( and Pokémon V)?\\."), (m) => ({ kind: 'AbilityKind.NoDamageFromEx', a: m[1] ? '1' : '0', note: `no damage from the opponent's Pokémon ex${m[1] ? ' and V' : ''}` })],
  [re("As long as this Pokémon is on your Bench, prevent all damage from and effects of attacks from your opponent's Pokémon done to this Pokémon\\."), () => ({ kind: 'AbilityKind.BenchShield', a: '0', note: "no damage or effects of the opponent's attacks while on the Bench" })],
  [re('If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not Knocked Out, and its remaining HP becomes 10\\.'), () => ({ kind: 'AbilityKind.Sturdy', a: '0', note: 'with full HP, survives a Knock Out with 10 HP' })],
  [re('If any damage is done to this Pokémon by attacks, flip a coin\\. If heads, prevent that damage\\.'), () => ({ kind: 'AbilityKind.FlipPreventDamage', a: '0', note: 'a coin against damage from attacks: heads prevents it' })],
  [re(`If this Pokémon (is Confused|has any ${TYPE} Energy attached) and is damaged by an attack, flip a coin\\. If heads, prevent that damage\\.`), (m) => ({ kind: 'AbilityKind.FlipPreventDamage', a: m[2] ? `2 + ${t(m[2])}` : '1', note: `${m[2] ? `with ${m[2]} Energy attached` : 'while Confused'}, a coin against damage from attacks: heads prevents it` })],
  [re('If this Pokémon would be Knocked Out by damage from an attack, flip a coin\\. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes 10\\.'), () => ({ kind: 'AbilityKind.Sturdy', a: '1', note: 'a coin against a Knock Out by an attack: heads leaves it 10 HP' })],
  [re("Prevent all damage done to this Pokémon by attacks from your opponent's Basic Pokémon ex\\."), () => ({ kind: 'AbilityKind.NoDamageFromEx', a: '2', note: "no damage from the opponent's Basic Pokémon ex" })],
  [re("As long as this Pokémon is in the Active Spot, your opponent can't play any Item cards from their hand\\."), () => ({ kind: 'AbilityKind.OceanicCurse', a: '1', note: "while Active, the opponent can't play Item cards from the hand" })],
  // triggered on evolving from the hand: kinds the hand-written cards already play
  [re(`${ON_EVOLVE}[Dd]raw (\\d+) cards\\.`), (m) => ({ kind: 'AbilityKind.PsychicDraw', a: m[1], note: `on evolving from the hand: may draw ${m[1]}`, ...onEvolve })],
  [re(`${ON_EVOLVE}[Ss]witch in 1 of your opponent's Benched Pokémon to the Active Spot\\.`), () => ({ kind: 'AbilityKind.HeaveHoCatcher', a: '0', note: "on evolving from the hand: may switch in one of the opponent's Benched Pokémon", ...onEvolve })],
  // generated kinds (src/behaviour/gen-abilities.ts; the passive ones engine/damage.ts)
  [re(`Once during your turn, (?:if (this Pokémon is in the Active Spot|a Stadium is in play), )?you may make your opponent's Active Pokémon ${COND}\\.`), (m) => ({ kind: 'AbilityKind.OpponentActiveCondition', a: `${cond(m[2])} + 8 * ${m[1] === undefined ? 0 : m[1].startsWith('this') ? 1 : 2}`, note: `${m[1] === undefined ? '' : m[1].startsWith('this') ? 'while Active, ' : 'with a Stadium in play, '}may make the opponent's Active ${lc(m[2])}`, limit: ONCE })],
  [re(`${ON_EVOLVE}[Mm]ake your opponent's Active Pokémon ${COND}\\.`), (m) => ({ kind: 'AbilityKind.OpponentActiveCondition', a: cond(m[1]), note: `on evolving from the hand: may make the opponent's Active ${lc(m[1])}`, ...onEvolve })],
  [re('Once during your turn, (?:you may use this Ability\\. Heal|you may heal) (\\d+) damage from (1 of your Pokémon|your Active Pokémon|your Active Evolution Pokémon|each of your Pokémon)\\.'), (m) => ({ kind: 'AbilityKind.HealOwn', a: HEAL_TARGET[m[2]] === 0 ? m[1] : `${m[1]} + 1000 * ${HEAL_TARGET[m[2]]}`, note: `may heal ${m[1]} from ${m[2].replace('1 of', 'one of')}`, limit: ONCE })],
  [re('Once during your turn, if this Pokémon is in the Active Spot, you may heal (\\d+) damage from 1 of your Pokémon\\.'), (m) => ({ kind: 'AbilityKind.HealOwn', a: `${m[1]} + 1000 * 1`, note: `while Active, may heal ${m[1]} from one of your Pokémon`, limit: ONCE })],
  [re(`${ON_EVOLVE}heal all damage from 1 of your Pokémon\\.`), () => ({ kind: 'AbilityKind.HealOwn', a: '0', note: 'on evolving from the hand: may heal all damage from one of your Pokémon', ...onEvolve })],
  [re('Once during your turn, (?:you may use this Ability\\. Switch|you may switch) your Active Pokémon with 1 of your Benched Pokémon\\.'), () => ({ kind: 'AbilityKind.SwitchOwnActive', a: '0', note: 'may switch your Active with one of your Benched Pokémon', limit: ONCE })],
  [re('Once during your turn, if this Pokémon is on your Bench, you may switch it with your Active Pokémon\\.'), () => ({ kind: 'AbilityKind.SwitchOwnActive', a: '1', note: 'from the Bench, may switch itself with your Active', limit: ONCE })],
  [re('Once during your turn, you may use this Ability\\. If this Pokémon is on the Bench, switch it with your Active Pokémon\\. Or, if this Pokémon is in the Active Spot, switch it with 1 of your Benched Pokémon\\.'), () => ({ kind: 'AbilityKind.SwitchOwnActive', a: '2', note: 'may switch itself with your Active, or if Active with one of your Benched Pokémon', limit: ONCE })],
  [re('Once during your turn, if this Pokémon is on your Bench, and if you have any Mega Evolution Pokémon ex in play, you may use this Ability\\. Switch this Pokémon with your Active Pokémon\\.'), () => ({ kind: 'AbilityKind.SwitchOwnActive', a: '3', note: 'from the Bench, with a Mega Evolution Pokémon ex in play, may switch itself with your Active', limit: ONCE })],
  [re(`(?:Attacks used by your (?:(Basic|Evolution) )?(?:${TYPE} )?Pokémon do|Your (Basic) Pokémon's attacks do) (\\d+) more damage to your opponent's Active Pokémon \\(before applying Weakness and Resistance\\)\\.`), (m) => {
    const stage = m[1] ?? m[3];
    const code = [...(m[2] ? [`${t(m[2])} + 1`] : []), ...(stage ? [`16 * ${stage === 'Basic' ? 1 : 2}`] : [])].join(' + ');
    return { kind: 'AbilityKind.AttackBonus', a: code === '' ? m[4] : `${m[4]} + 100 * (${code})`, note: `attacks of your ${stage ? `${stage} ` : ''}${m[2] ? `${m[2]} ` : ''}Pokémon do ${m[4]} more to the opponent's Active` };
  }],
  [re("As long as this Pokémon is in the Active Spot, attacks used by your opponent's Active Pokémon do (\\d+) less damage \\(before applying Weakness and Resistance\\)\\."), (m) => ({ kind: 'AbilityKind.OpponentActiveDoesLess', a: m[1], note: `while Active, the opponent's Active's attacks do ${m[1]} less` })],
  [re(`All of your Pokémon (?:that have any ${TYPE} Energy attached )?take (\\d+) less damage from attacks from your opponent's Pokémon \\(after applying Weakness and Resistance\\)\\.`), (m) => ({ kind: 'AbilityKind.TeamTakesLess', a: m[1] ? `${m[2]} + 100 * (${t(m[1])} + 1)` : m[2], note: `your Pokémon${m[1] ? ` with ${m[1]} Energy attached` : ''} take ${m[2]} less from the opponent's attacks` })],
  [re(`(Once|As often as you like) during your turn, you may attach a Basic (?:${TYPE} )?Energy card from your (hand|discard pile) to 1 of your (Benched )?Pokémon\\.`), (m) => {
    // (Super Cold, Baxcalibur's: the hand-written kind of that one wording)
    if (m[1] !== 'Once' && m[2] === 'Water' && m[3] === 'hand' && !m[4]) return { kind: 'AbilityKind.SuperCold', a: '0', note: 'basic Water Energy from the hand to any of your Pokémon', limit: 'AbilityLimit.AsOftenAsYouLike' };
    const bits = [...(m[2] ? [`${t(m[2])} + 1`] : []), ...(m[3] === 'discard pile' ? ['16'] : []), ...(m[4] ? ['32'] : []), ...(m[1] === 'Once' ? [] : ['64'])];
    return { kind: 'AbilityKind.EnergyToOwn', a: bits.length === 0 ? '0' : bits.join(' + '), note: `${m[1] === 'Once' ? 'once a turn' : 'as often as you like'}: a basic ${m[2] ? `${m[2]} ` : ''}Energy from the ${m[3]} to ${m[4] ? 'a Benched' : 'any'} Pokémon of yours`, limit: m[1] === 'Once' ? ONCE : 'AbilityLimit.AsOftenAsYouLike' };
  }],
  [re('Once during your turn, you may (have each player )?draw (a|\\d+) cards?\\.'), (m) => ({ kind: 'AbilityKind.DrawCards', a: `${num(m[2])}${m[1] ? ' + 100' : ''}`, note: `${m[1] ? 'each player draws' : 'may draw'} ${num(m[2])}`, limit: ONCE })],
  [re("Once during your turn, (if this Pokémon is in the Active Spot, )?you may switch out your opponent's Active Pokémon to the Bench\\. \\(Your opponent chooses the new Active Pokémon\\.\\)"), (m) => ({ kind: 'AbilityKind.SwitchOutOpponentActive', a: m[1] ? '1' : '0', note: `${m[1] ? 'while Active, ' : ''}the opponent switches their Active with a Benched Pokémon of their choice`, limit: ONCE })],
  [re('Once during your turn, (if this Pokémon has any Energy attached, )?you may (?:use this Ability\\. Search|search) your deck for (a Stadium card|an Evolution Pokémon), reveal it, and put it into your hand\\. Then, shuffle your deck\\.'), (m) => ({ kind: 'AbilityKind.SearchToHand', a: `${m[2].startsWith('a Stadium') ? 'Filter.Stadium' : 'Filter.EvolutionPokemon'}${m[1] ? ' + 256' : ''}`, note: `${m[1] ? 'with Energy attached, ' : ''}search the deck for ${m[2]} into the hand`, limit: ONCE })],
  [re('Once during your turn, you may use this Ability\\. Your Active Pokémon recovers from all Special Conditions\\.'), () => ({ kind: 'AbilityKind.HealOwn', a: '1000 * 5', note: 'your Active may recover from all Special Conditions', limit: ONCE })],
  [re("If this Pokémon is in the Active Spot, has a Pokémon Tool attached, and is damaged by an attack from your opponent's Pokémon \\(even if this Pokémon is Knocked Out\\), (?:put|place) (\\d+) damage counters on the Attacking Pokémon\\."), (m) => ({ kind: 'AbilityKind.CountersOnAttacker', a: `${m[1]} + 100`, note: `while Active with a Tool attached, ${m[1]} damage counters on a Pokémon whose attack damages it` })],
  [re(`Prevent all damage done to this Pokémon by attacks from your opponent's ${TYPE} Pokémon\\.`), (m) => ({ kind: 'AbilityKind.NoDamageFromType', a: t(m[1]), note: `no damage from the opponent's ${m[1]} Pokémon` })],
  [re('Your Pokémon in play have no Weakness\\.'), () => ({ kind: 'AbilityKind.TeamNoWeakness', a: '0', note: 'your Pokémon in play have no Weakness' })],
  [re(`${ON_EVOLVE}put (\\d+) damage counters on 1 of your opponent's Pokémon\\.`), (m) => ({ kind: 'AbilityKind.CountersOnOpponent', a: m[1], note: `on evolving from the hand: may put ${m[1]} damage counters on one of the opponent's Pokémon`, ...onEvolve })],
  [re("When you play this Pokémon from your hand onto your Bench during your turn, you may discard (a Stadium in play|the top card of your opponent's deck)\\."), (m) => ({ kind: 'AbilityKind.OnBenchDiscard', a: m[1].startsWith('a Stadium') ? '0' : '1', note: `on benching from the hand: may discard ${m[1].startsWith('a Stadium') ? 'the Stadium in play' : "the top card of the opponent's deck"}`, limit: ONCE, trigger: 'AbilityTrigger.OnBenchFromHand' })],
  [re("(As long as this Pokémon is in the Active Spot, )?put (\\d+) more damage counters on your opponent's (Poisoned|Burned) Pokémon during Pokémon Checkup\\."), (m) => ({ kind: 'AbilityKind.CheckupEffect', a: `${m[2]} + 100 * ${m[3] === 'Poisoned' ? 0 : 1}${m[1] ? ' + 1000' : ''}`, note: `${m[1] ? 'while Active, ' : ''}${m[2]} more damage counters on the opponent's ${m[3]} Pokémon at Checkup` })],
  [re("During Pokémon Checkup, put (\\d+) more damage counters on your opponent's (Poisoned|Burned) Pokémon\\."), (m) => ({ kind: 'AbilityKind.CheckupEffect', a: `${m[1]} + 100 * ${m[2] === 'Poisoned' ? 0 : 1}`, note: `${m[1]} more damage counters on the opponent's ${m[2]} Pokémon at Checkup` })],
  [re('During Pokémon Checkup, heal (\\d+) damage from each of your Pokémon\\.'), (m) => ({ kind: 'AbilityKind.CheckupEffect', a: `${m[1]} + 100 * 2`, note: `heal ${m[1]} from each of your Pokémon at Checkup` })],
  [re("During Pokémon Checkup, if this Pokémon is in the Active Spot, put (\\d+) damage counters? on (your opponent's Active Pokémon|each of your opponent's Basic Pokémon)\\."), (m) => ({ kind: 'AbilityKind.CheckupEffect', a: `${m[1]} + 100 * ${m[2].startsWith('each') ? 4 : 3} + 1000`, note: `while Active, ${m[1]} damage counter${m[1] === '1' ? '' : 's'} on ${m[2].startsWith('each') ? "each of the opponent's Basic Pokémon" : "the opponent's Active"} at Checkup` })],
  [re('If this Pokémon has any Energy attached, it takes (\\d+) less damage from attacks \\(after applying Weakness and Resistance\\)\\.'), (m) => ({ kind: 'AbilityKind.TakesLessDamage', a: `${m[1]} + 1000`, note: `with Energy attached, takes ${m[1]} less damage from attacks (after Weakness and Resistance)` })],
  [re("If this Pokémon has full HP, it takes (\\d+) less damage from attacks from your opponent's Pokémon \\(after applying Weakness and Resistance\\)\\."), (m) => ({ kind: 'AbilityKind.TakesLessDamage', a: `${m[1]} + 2000`, note: `with full HP, takes ${m[1]} less damage from the opponent's attacks (after Weakness and Resistance)` })],
  [re(`This Pokémon can't be (?:affected by any Special Conditions|${COND})\\.`), (m) => ({ kind: 'AbilityKind.NoConditions', a: m[1] ? cond(m[1]) : '0', note: m[1] ? `it can't be ${lc(m[1])}` : "Special Conditions can't affect it" })],
  [re('As long as this Pokémon is on your Bench, your Active Pokémon\'s Retreat Cost is ((?:Colorless)+) less\\.'), (m) => ({ kind: 'AbilityKind.RetreatHelp', a: String(m[1].length / 'Colorless'.length), note: `while Benched, your Active's Retreat Cost is ${m[1].length / 'Colorless'.length} less` })],
  [re(`All of your Pokémon that have ${TYPE} Energy attached have no Retreat Cost\\.`), (m) => ({ kind: 'AbilityKind.RetreatHelp', a: `100 + ${t(m[1])}`, note: `your Pokémon with ${m[1]} Energy attached have no Retreat Cost` })],
  [re("As long as this Pokémon is in the Active Spot, prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon\\."), () => ({ kind: 'AbilityKind.BenchGuard', a: '0', note: "while Active, no damage from the opponent's attacks to your Benched Pokémon" })],
  [re("Prevent all damage from and effects of attacks from your opponent's Pokémon done to your Benched Pokémon\\."), () => ({ kind: 'AbilityKind.BenchGuard', a: '1', note: "no damage or effects of the opponent's attacks on your Benched Pokémon" })],
  [re(`Once during your turn, you may search your deck for a Basic ${TYPE} Energy card and attach it to this Pokémon\\. Then, shuffle your deck\\.`), (m) => ({ kind: 'AbilityKind.EnergyToOwn', a: `${t(m[1])} + 1 + 128 + 256`, note: `once a turn: a basic ${m[1]} Energy from the deck to itself`, limit: ONCE })],
  [re(`Once during your turn, you may attach a Basic ${TYPE} Energy card from your discard pile to 1 of your Pokémon\\. If you attached Energy to a Pokémon in this way, heal (\\d+) damage from that Pokémon\\.`), (m) => ({ kind: 'AbilityKind.EnergyToOwn', a: `${t(m[1])} + 1 + 16 + 512 * ${Number(m[2]) / 10}`, note: `once a turn: a basic ${m[1]} Energy from the discard pile to any Pokémon of yours, which heals ${m[2]}`, limit: ONCE })],
  [re('Once during your turn, you may put (\\d+) damage counters? on this Pokémon\\. If you do, draw (a|\\d+) cards?\\.'), (m) => ({ kind: 'AbilityKind.DrawCards', a: `${num(m[2])} + 1000 * ${m[1]}`, note: `may put ${m[1]} damage counter${m[1] === '1' ? '' : 's'} on itself to draw ${num(m[2])}`, limit: ONCE })],
  [re("Attacks used by your Pokémon do (\\d+) more damage to your opponent's Active Evolution Pokémon \\(before applying Weakness and Resistance\\)\\."), (m) => ({ kind: 'AbilityKind.AttackBonus', a: `${m[1]} + 100 * (16 * 3)`, note: `attacks of your Pokémon do ${m[1]} more to the opponent's Active Evolution Pokémon` })],
  [re(`Once during your turn, if your opponent has 4 or fewer Prize cards remaining, you may attach a Basic ${TYPE} Energy card from your discard pile to this Pokémon\\.`), (m) => ({ kind: 'AbilityKind.EnergyToOwn', a: `${t(m[1])} + 1 + 16 + 256 + 4096`, note: `once a turn, with the opponent at 4 Prize cards or fewer: a basic ${m[1]} Energy from the discard pile to itself`, limit: ONCE })],
  [re("Pokémon in play \\(both yours and your opponent's\\) lose any Ability that requires the Pokémon using it to Knock Out itself\\."), () => ({ kind: 'AbilityKind.Damp', a: '0', note: 'Abilities whose user Knocks itself Out cannot be used (both players)' })],
];

/** An Ability's behaviour from its printed text (a Pokémon Power is never read), or null. */
export function compileAbility(rawText: string, kind: string): CompiledAbility | null {
  if (kind !== 'Ability') return null;
  const text = cleanText(rawText);
  for (const [pattern, build] of ABILITIES) {
    const m = pattern.exec(text);
    if (m) return build(m);
  }
  return null;
}
