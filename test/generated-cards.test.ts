// The generated Pokémon (src/cards/generated/, `npm run gen:attacks`; issue 32 step 4): the
// templates read each wording as the hand-written cards of that wording do, the checked-in modules
// are what the data gives, and every attack of every generated card plays in a scenario with
// injected flips (all used), its effects seen in the game's events and the state's invariants kept.
import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED } from '../src/cards/generated/index.js';
import { HAND_CARDS, findByCode, printingLabel } from '../src/cards/pool.js';
import { moveCards, Supertype, T, type AttackDef, type Effect, type PokemonDef } from '../src/cards/types.js';
import { compileAttack, compileAbility } from '../src/tools/attack-templates.js';
import { OPS, OpTiming, type Op } from '../src/cards/opcodes.js';
import { buildGenerated, generatedSources, handHashes, namedAbilityNames, namedAttackNames, printedAttack, staleGenerated } from '../src/tools/gen-attacks.js';
import { buildFacts } from '../src/tools/gen-facts.js';
import { defaultDataDir } from '../src/tools/card-data.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { Ev } from '../src/engine/events.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { step } from '../src/engine/game.js';
import { fuzz, formatFailure, type DeckPair } from '../src/tools/fuzz.js';
import { enumValues } from './helpers/enums.js';
import { ROOT } from './helpers/cli.js';
import { Scenario, Act, SLOTS, Zone, cardId } from './helpers/scenario.js';
import { ALL_CARDS } from '../src/cards/pool.js';

const DATA = defaultDataDir();
const HAVE_DATA = existsSync(join(DATA, 'pokemon-tcg-data', 'cards'));
const NO_DATA = HAVE_DATA ? '' : ` (skipped: no card data at ${DATA})`;

// --- the templates' effect source, evaluated -------------------------------------------------------
const enumObject = (file: string, name: string): Record<string, number> => Object.fromEntries(enumValues(file, name));
const ENUMS: Record<string, Record<string, number>> = {
  Op: enumObject('cards/opcodes.ts', 'Op'),
  T: enumObject('cards/types.ts', 'T'),
  Cond: enumObject('cards/types.ts', 'Cond'),
  Guard: enumObject('cards/types.ts', 'Guard'),
  Debuff: enumObject('cards/types.ts', 'Debuff'),
  Filter: enumObject('cards/types.ts', 'Filter'),
  Source: enumObject('cards/types.ts', 'Source'),
  Dest: enumObject('cards/types.ts', 'Dest'),
  Count: enumObject('cards/types.ts', 'Count'),
};
function evalEffects(source: readonly string[]): Effect[] {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generator's own output, in a test
  const f = new Function(...Object.keys(ENUMS), 'moveCards', `return [${source.join(', ')}];`) as (...args: unknown[]) => Effect[];
  return f(...Object.values(ENUMS), moveCards);
}
const op = (name: string): number => ENUMS.Op[name];
/** Before-damage ops that change nothing in the sweep's scenario (a Basic Defending Pokémon without Weakness, Resistance, Tool or condition; no Prize taken; no Knock Out last turn). */
const NO_CHANGE_HERE = new Set(['ignore-resistance', 'ignore-weakness-resistance', 'ignore-defending-effects', 'discard-defender-tools', 'flip-tails-nothing',
  'plus-if-defender-evolved', 'plus-if-knocked-out-last-turn', 'plus-per-opponent-prize-taken', 'plus-if-moved-to-active-this-turn', 'plus-if-defender-ex',
  'plus-if-behind-on-prizes', 'plus-if-self-has-tool', 'plus-if-defender-conditioned']);
const printedDamage = (ref: string, k = 0): number => (ALL_CARDS[cardId(ref)] as PokemonDef).attacks[k].damage;
/** The damage an attack dealt to player 1's Active, from the events (it may have been Knocked Out since). */
const dealtToDefender = (sc: Scenario): number => sc.events.filter((e) => e.code === Ev.Damage && e.p === 1 && e.a === SLOTS).reduce((n, e) => n + (e.d >>> 16), 0);

describe('attack templates', () => {
  it(`read each wording as the hand-written cards of that wording do (same ops, same damage)${NO_DATA}`, { skip: !HAVE_DATA }, () => {
    const records = new Map<string, ReturnType<typeof buildFacts>[number]['records'][number]>();
    for (const s of buildFacts(DATA)) for (const r of s.records) records.set(`${s.id}|${Number(r.number)}`, r);
    let agreed = 0;
    const differ: string[] = [];
    for (const c of HAND_CARDS) {
      if (c.supertype !== Supertype.Pokemon || c.set === 'base1') continue;
      const r = records.get(`${c.set}|${c.number}`);
      if (!r) continue;
      r.attacks.forEach((a, i) => {
        if (!a.text) return;
        const compiled = compileAttack(a.text, printedAttack(a));
        if (!compiled) return;
        const hand = c.attacks[i];
        const got = { effects: evalEffects(compiled.effects), damage: compiled.damage ?? hand.damage };
        const want = { effects: (hand.effects ?? []).map((e) => [...e]), damage: hand.damage };
        if (JSON.stringify(got) === JSON.stringify(want)) agreed++;
        else differ.push(`${printingLabel(findByCode(c.set, c.number))} ${a.name}: templates ${JSON.stringify(got)}, card ${JSON.stringify(want)}`);
      });
    }
    expect(differ).toEqual([]);
    expect(agreed).toBeGreaterThan(60);
  });

  it(`read each Ability as the hand-written cards with its text do (same kind, same parameter)${NO_DATA}`, { skip: !HAVE_DATA }, () => {
    const records = new Map<string, ReturnType<typeof buildFacts>[number]['records'][number]>();
    for (const s of buildFacts(DATA)) for (const r of s.records) records.set(`${s.id}|${Number(r.number)}`, r);
    ENUMS.AbilityKind ??= enumObject('cards/types.ts', 'AbilityKind');
    let agreed = 0;
    const differ: string[] = [];
    for (const c of HAND_CARDS) {
      if (c.supertype !== Supertype.Pokemon || !c.ability) continue;
      const r = records.get(`${c.set}|${c.number}`);
      const printed = r?.abilities[0];
      const compiled = printed ? compileAbility(printed.text ?? '', printed.type) : null;
      if (!compiled) continue;
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generator's own output, in a test
      const got = (new Function(...Object.keys(ENUMS), `return [${compiled.kind}, ${compiled.a}];`) as (...args: unknown[]) => number[])(...Object.values(ENUMS));
      if (got[0] === c.ability.kind && got[1] === c.ability.a) agreed++;
      else differ.push(`${printingLabel(findByCode(c.set, c.number))}: templates ${JSON.stringify(got)}, card ${JSON.stringify([c.ability.kind, c.ability.a])}`);
    }
    expect(differ).toEqual([]);
    expect(agreed).toBeGreaterThanOrEqual(5);
  });

  it('a text no template reads is left out, and sentences compose only when each one is read', () => {
    const plain = { name: 'Test', damage: 30, mark: '' };
    expect(compileAttack('Draw 2 cards. Your opponent\u2019s Active Pokémon is now Burned.', plain)?.effects)
      .toEqual(['[Op.Draw, 2]', '[Op.Condition, Cond.Burned]']);
    expect(compileAttack('Draw 2 cards. Do something no template knows.', plain)).toBeNull();
    // a coin bonus needs the printed "+": without it the wording means something else
    expect(compileAttack('Flip a coin. If heads, this attack does 30 more damage.', plain)).toBeNull();
    expect(compileAttack('Flip a coin. If heads, this attack does 30 more damage.', { ...plain, mark: '+' })?.effects).toEqual(['[Op.FlipHeadsPlus, 30]']);
    // "N damage for each heads" must be the printed number
    expect(compileAttack('Flip 3 coins. This attack does 20 damage for each heads.', { ...plain, damage: 30, mark: '×' })).toBeNull();
    // a lock names its own attack only
    expect(compileAttack("During your next turn, this Pokémon can't use Other Attack.", plain)).toBeNull();
  });

  it(`the checked-in modules are what the card data and templates give (npm run gen:attacks)${NO_DATA}`, { skip: !HAVE_DATA }, async () => {
    const stale = staleGenerated(ROOT, generatedSources(buildGenerated(DATA, await handHashes(), await namedAbilityNames(), await namedAttackNames())));
    expect(stale).toEqual([]);
  });
});

// --- every generated attack, played --------------------------------------------------------------
const ENERGY: Partial<Record<T, string>> = {
  [T.Grass]: 'Basic Grass Energy', [T.Fire]: 'Basic Fire Energy', [T.Water]: 'Basic Water Energy', [T.Lightning]: 'Basic Lightning Energy',
  [T.Psychic]: 'Basic Psychic Energy', [T.Fighting]: 'Basic Fighting Energy', [T.Darkness]: 'Basic Darkness Energy', [T.Metal]: 'Basic Metal Energy',
};
const SNORLAX = 'Snorlax@SVP 122'; // 160 HP, Colorless, Weakness Fighting, no Resistance, no Ability
const RESHIRAM = 'Reshiram@SCR 22'; // 130 HP, Fire, Weakness Water: the defender of a Fighting attacker
const FIRE = 'Basic Fire Energy';
const STAGE1 = 'Floragato@SVI 14';
const PRE_DAMAGE = 20;
const DEFENDER_DAMAGE = 30;
const A0 = 0, A1 = SLOTS;

interface Played {
  events: { code: number; p: number; a: number; b: number; c: number; d: number }[];
  attackFlips: number;
  /** Injected Checkup flips no Pokémon made: it was Knocked Out by the attack. */
  checkupFlipsSkipped: number;
  energyOnAttacker: number;
  selfEnergyOfType: (t: number) => number;
  preDamage: number;
}

const opsOf = (a: AttackDef): number[] => (a.effects ?? []).map((e) => e[0]);

/**
 * Coin flips an attack's effects make with every coin heads but the last of a flip-until-tails, and
 * the Pokémon Checkup's flips after it for an Asleep or Burned Defending Pokémon (`defender`) or
 * attacker (`self`), which a Pokémon Knocked Out by the attack doesn't make.
 */
/** The coins of TimesHeadsPerCount in the sweep's scenario (its Energy is its cost's; the Defending Pokémon has 1 Energy). */
function coinsPerCount(a: AttackDef, card: PokemonDef, kind: number, param: number): number {
  const C = ENUMS.Count;
  const ofType = (t: number) => a.cost.filter((c) => t === T.None || (ENERGY[c] ? c : ENERGY[card.type] ? card.type : T.Fire) === t).length;
  if (kind === C.SelfEnergyOfType) return ofType(param);
  if (kind === C.BothActiveEnergy) return a.cost.length + 1;
  if (kind === C.OwnPokemonOfTypeInPlay) return (card.type === param ? 1 : 0) + (param === T.Colorless ? 2 : 0);
  throw new Error(`coins for Count ${kind}: not in the sweep`);
}

function flipsOf(a: AttackDef, card: PokemonDef): { heads: boolean[]; defender: number; self: number } {
  const heads: boolean[] = [];
  let defender = 0, self = 0;
  for (const e of a.effects ?? []) {
    const o = e[0];
    if (o === op('TimesHeads') || o === op('PlusPerHeads')) for (let i = 0; i < e[1]; i++) heads.push(true);
    else if (o === op('RandomOpponentHandCardsPerHeads')) { if (e[1] === 0) heads.push(true, true, false); else for (let i = 0; i < e[1]; i++) heads.push(true); }
    else if (o === op('TimesHeadsPerCount')) for (let i = 0; i < coinsPerCount(a, card, e[1], e[2]); i++) heads.push(true);
    else if (o === op('PlusPerHeadsUntilTails') || o === op('TimesHeadsUntilTails')) heads.push(true, true, false);
    else if (o === op('FlipTailsOrStop')) heads.push(false); // tails: the effect after it happens
    else if (o === op('FlipBothHeadsPlus')) heads.push(true, true);
    else if (o === op('DrawPerHeads') || o === op('DiscardDefenderEnergyPerHeads')) { if (e[1] === 0) heads.push(true, true, false); else for (let i = 0; i < e[1]; i++) heads.push(true); }
    else if ([op('FlipHeadsPlus'), op('FlipTailsNothing'), op('FlipHeadsCondition'), op('FlipHeadsGuard'), op('FlipHeadsOrStop'), op('FlipTailsSelfCantAttackNextTurn')].includes(o)) heads.push(true);
    // an Asleep or Burned Defending Pokémon flips at the Pokémon Checkup after the attack
    const flipsAtCheckup = e[1] === ENUMS.Cond.Asleep || e[1] === ENUMS.Cond.Burned;
    if ((o === op('Condition') || o === op('FlipHeadsCondition')) && flipsAtCheckup) defender++;
    if (o === op('SelfCondition') && flipsAtCheckup) self++;
    if (o === op('ChooseCondition')) defender++; // the first option: Asleep, a flip at the Checkup
  }
  return { heads, defender, self };
}

function energyFor(card: PokemonDef, t: T): string {
  return ENERGY[t] ?? ENERGY[card.type] ?? FIRE;
}

/** Player 0's `card` attacks with attack k; every choice takes the first offer (Yes before No). */
function play(card: PokemonDef, k: number): { sc: Scenario; played: Played } {
  const attack = card.attacks[k];
  const energies = Object.values(ENERGY);
  const deck0 = [SNORLAX, SNORLAX, SNORLAX, SNORLAX, SNORLAX, SNORLAX, 'Arven', 'Arven', 'Nest Ball', 'Nest Ball', 'Artazon', 'Defiance Band', ...energies, ...energies, ...energies, ...energies, ...energies];
  const sc = new Scenario({ rules: 'standard', deck0, deck1: [SNORLAX, SNORLAX, SNORLAX, SNORLAX], filler: FIRE });
  const ref = `${card.name}@${printingLabel(findByCode(card.set, card.number)).split(' ').slice(-2).join(' ')}`;
  const energy = attack.cost.map((t) => energyFor(card, t));
  const preDamage = card.hp >= 60 ? PRE_DAMAGE : 0;
  // an Evolution card sits on cards of the stages below it (any Basic and Stage 1: the tests read only the top card)
  const under = [SNORLAX, STAGE1].slice(0, card.stage);
  sc.active(0, ref, { energy, damage: preDamage, under });
  sc.bench(0, SNORLAX);
  sc.bench(0, SNORLAX);
  sc.discard(0, ...Object.values(ENERGY), 'Nest Ball', 'Arven', SNORLAX);
  sc.hand(0, FIRE, FIRE);
  sc.active(1, card.type === T.Fighting ? RESHIRAM : SNORLAX, { energy: [FIRE], damage: DEFENDER_DAMAGE });
  sc.bench(1, SNORLAX);
  sc.bench(1, SNORLAX);
  sc.hand(1, FIRE);
  sc.turn(0);
  const { heads, defender, self } = flipsOf(attack, card);
  sc.flips(...heads, ...Array<boolean>(defender + self).fill(false));
  const selfEnergyOfType = (t: number) => attack.cost.filter((c) => t === T.None || (ENERGY[c] ? c : ENERGY[card.type] ? card.type : T.Fire) === t).length;
  sc.attack(k);
  for (let guard = 0; guard < 100; guard++) {
    if (sc.events.some((e) => (e.code === Ev.TurnStart && e.p === 1) || e.code === Ev.GameOver)) break;
    const legal = sc.legal();
    const pick = [Act.Yes, Act.ChooseCard, Act.ChooseSlot, Act.Option, Act.Done, Act.No].map((kind) => legal.find((x) => actKind(x) === kind)).find((x) => x !== undefined) ?? legal[0];
    step(sc.s, pick);
  }
  // Knocked Out by the attack, before the Checkup (a Pokémon Knocked Out by its Burn at the Checkup has flipped for it)
  const knockedOut = (p: number) => attackEvents(sc.events).some((e) => e.code === Ev.KnockOut && e.p === p && e.a === p * SLOTS);
  const checkupFlipsSkipped = (knockedOut(1) ? defender : 0) + (knockedOut(0) ? self : 0);
  return { sc, played: { events: sc.events, attackFlips: heads.length, checkupFlipsSkipped, energyOnAttacker: energy.length, selfEnergyOfType, preDamage } };
}

/** The events of the attack: from its Attack event to the Pokémon Checkup after it. */
function attackEvents(events: Played['events']): Played['events'] {
  const start = events.findIndex((e) => e.code === Ev.Attack);
  const end = events.findIndex((e, i) => i > start && (e.code === Ev.Checkup || e.code === Ev.EndTurn));
  return events.slice(start, end < 0 ? undefined : end);
}

/** The damage the attack should do to the Defending Pokémon (no Weakness, no Resistance), or null when its ops make it depend on a choice. */
function expectedDamage(card: PokemonDef, a: AttackDef, p: Played): number | null {
  let base = a.damage;
  let plus = 0;
  for (const e of a.effects ?? []) {
    const o = e[0];
    if (o === op('TimesHeads')) base *= e[1];
    else if (o === op('FlipHeadsPlus')) plus += e[1];
    else if (o === op('PlusPerHeadsUntilTails')) plus += 2 * e[1];
    else if (o === op('PlusPerDefenderEnergy')) plus += e[1];
    else if (o === op('PlusPerDefenderCounter')) plus += e[1] * (DEFENDER_DAMAGE / 10);
    else if (o === op('PlusPerSelfEnergy')) plus += e[2] * p.selfEnergyOfType(e[1]);
    else if (o === op('PlusPerSelfCounter')) plus += e[1] * (p.preDamage / 10);
    else if (o === op('MinusPerSelfCounter')) plus -= e[1] * (p.preDamage / 10);
    else if (o === op('TimesSelfCounters')) base *= p.preDamage / 10;
    else if (o === op('TimesHandSize')) base *= 2;
    else if (o === op('TimesOpponentPrizesTaken')) base = 0;
    else if (o === op('TimesHeadsUntilTails')) base *= 2;
    else if (o === op('TimesOwnTools')) base = 0; // no Tool on its player's Pokémon here
    else if (o === op('TimesCount')) base *= sweepCount(card, a, p, e[1], e[2]);
    else if (o === op('TimesHeadsPerCount')) base *= coinsPerCount(a, card, e[1], e[2]); // all heads
    else if (o === op('PlusIfOpponentHandAtMost')) plus += 1 <= e[2] ? e[1] : 0; // the opponent holds 1 card
    else if (o === op('PlusIfSelfConditioned') || o === op('OptionalDiscardStadiumForBonus')) { /* no condition, no Stadium here */ }
    else if (o === op('PlusPerCount')) plus += e[1] * sweepCount(card, a, p, e[2], e[3]);
    else if (o === op('PlusIfCount')) plus += sweepCount(card, a, p, e[2], e[3]) >= e[4] ? e[1] : 0;
    else if (o === op('NothingUnlessCountIn')) { const n = sweepCount(card, a, p, e[1], e[2]); if (n < e[3] || n > e[4]) return 0; }
    else if (o === op('PlusIfCountAtMost')) plus += sweepCount(card, a, p, e[2], e[3]) <= e[4] ? e[1] : 0;
    else if (o === op('PlusIfBenchedType')) plus += e[2] === T.Colorless ? e[1] : 0; // its Bench: two Snorlax
    else if (o === op('TimesOwnInPlay')) base *= 3;
    else if (o === op('TimesDefenderCounters')) base *= DEFENDER_DAMAGE / 10;
    else if (o === op('TimesEnergyOnOpponents')) base *= 1; // one Energy on the opponent's Active
    else if (o === op('FlipBothHeadsPlus')) plus += e[1]; // both heads
    else if (o === op('NothingUnlessDefenderDamaged')) { /* the Defending Pokémon has damage counters: the attack goes on */ }
    else if (o === op('NothingUnlessDefenderConditioned')) return 0; // it has no Special Condition
    else if (o === op('PlusIfSelfDamaged')) plus += (p.preDamage > 0) !== (e[2] === 1) ? e[1] : 0;
    else if (o === op('PlusIfDefenderDamaged')) plus += e[1];
    else if (o === op('PlusPerOpponentBenched') || o === op('PlusPerOwnBenched')) plus += 2 * e[1];
    else if (o === op('PlusPerBenchedBoth')) plus += 4 * e[1];
    else if (o === op('PlusPerHeads')) plus += e[1] * e[2];
    else if (o === op('PlusIfOpponentPrizesAtMost')) plus += e[1]; // no Prize cards set: 0 left
    else if (o === op('PlusIfSelfHasEnergyType')) plus += p.selfEnergyOfType(e[2]) > 0 ? e[1] : 0;
    else if (o === op('DamageToOpponents') || o === op('CopyDefenderAttack') || o === op('DiscardTypeForDamage')) return null;
    else if (o === op('ChooseAnyOpponentTarget') || o === op('SwitchInOpponentThenDamage') || o === op('TimesOwnBenched')) return null;
    else if (o === op('MillForDamage')) return null; // what the top of the deck holds
    // a before-damage op not read above must change nothing in this scenario, or the check can't say
    else if (OPS[o as Op].timing === OpTiming.BeforeDamage && !NO_CHANGE_HERE.has(OPS[o as Op].name)) return null;
  }
  plus += ownAttackBonus(card);
  return Math.max(0, base + plus);
}

const ATTACK_BONUS = enumObject('cards/types.ts', 'AbilityKind').AttackBonus;

/** Its own AttackBonus Ability (Serperior ex's): what it adds to its own attacks, when it names the attacker's type and stage (damage + 100 × ((type + 1) + 16 × stage)). */
function ownAttackBonus(card: PokemonDef): number {
  if (card.ability?.kind !== ATTACK_BONUS) return 0;
  const a = card.ability.a, code = Math.floor(a / 100);
  const type = (code & 15) - 1, stage = code >> 4;
  // (stage 3: only to an Evolution Pokémon; the sweep's Defending Pokémon is a Basic Snorlax)
  if ((type >= 0 && card.type !== type) || (stage === 1 && card.stage !== 0) || (stage === 2 && card.stage === 0) || stage === 3) return 0;
  return a % 100;
}

/**
 * What a Count counts in the sweep's scenario: the attacker and 2 Benched Snorlax (Colorless), a
 * Snorlax in its discard pile; the Defending Pokémon with 1 Fire Energy, 2 Benched Snorlax and 1
 * card in hand; no Prize card taken; no Ability in play.
 */
function sweepCount(card: PokemonDef, a: AttackDef, p: Played, kind: number, param: number): number {
  const C = ENUMS.Count;
  const defender = ALL_CARDS[cardId(card.type === T.Fighting ? RESHIRAM : SNORLAX)] as PokemonDef;
  const snorlax = (ALL_CARDS[cardId(SNORLAX)] as PokemonDef).name;
  switch (kind) {
    case C.DefenderRetreat: return defender.retreat;
    case C.OwnInPlayWithAttack: return 1; // the attacker (the Benched Snorlax have no attack of its name)
    case C.DiscardNamed: return a.partner === snorlax ? 1 : 0;
    case C.OwnInPlayNamed: return (a.partner === card.name ? 1 : 0) + (a.partner === snorlax ? 2 : 0);
    case C.OwnBenchedNamed: return a.partner === snorlax ? 2 : 0;
    case C.DefenderOfType: return defender.type === param ? 1 : 0;
    case C.OpponentBenched: return 2;
    case C.OpponentPokemonOfTypeInPlay: return (defender.type === param ? 1 : 0) + (param === T.Colorless ? 2 : 0);
    case C.DefenderOfStage: return param === 0 ? 1 : 0;
    case C.OwnOfStageInPlay: return (param === card.stage || (param === 3 && card.stage > 0) ? 1 : 0) + (param === 0 ? 2 : 0);
    case C.OwnDamagedInPlay: return p.preDamage > 0 ? 1 : 0;
    case C.SelfBasicEnergyCards: return p.energyOnAttacker;
    case C.OpponentCounters: return DEFENDER_DAMAGE / 10;
    case C.OwnDeckSize: return 30; // well over any threshold a wording names
    case C.HandLead: case C.HandGap: return 1; // 2 cards in its hand, 1 in the opponent's
    case C.DefenderCounters: return DEFENDER_DAMAGE / 10;
    case C.BothActiveEnergy: return p.energyOnAttacker + 1;
    case C.SelfCounters: return p.preDamage / 10;
    case C.OwnHandSize: case C.OwnBenched: return 2;
    case C.DiscardPokemonOfType: return param === T.None || param === T.Colorless ? 1 : 0;
    case C.OwnPokemonOfTypeInPlay: return (card.type === param ? 1 : 0) + (param === T.Colorless ? 2 : 0);
    case C.DefenderEnergy: case C.OpponentHandSize: case C.OwnBenchTypes: return 1;
    case C.OwnEnergyOfType: case C.SelfEnergyOfType: return p.selfEnergyOfType(param);
    case C.OpponentEnergyOfType: return param === T.None || param === T.Fire ? 1 : 0;
    // OwnPrizesTaken, SelfSpecialEnergyCards, OpponentAbilityPokemon, OpponentHandTrainers, DiscardPokemonWithAttack, OwnBenchedDamaged,
    // StadiumInPlay, DefenderHasTool, OpponentExInPlay, DefenderConditions, OpponentSpecialEnergyCards
    default: return 0;
  }
}

/** What the attack's events must show for each of its effects (the ops the generated cards use). */
function effectProblems(card: PokemonDef, a: AttackDef, p: Played): string[] {
  const ev = attackEvents(p.events);
  const out: string[] = [];
  const count = (code: number, pred: (e: Played['events'][number]) => boolean = () => true) => ev.filter((e) => e.code === code && pred(e)).length;
  const want = (what: string, ok: boolean) => { if (!ok) out.push(what); };
  const flips = count(Ev.CoinFlip);
  want(`${p.attackFlips} coin flips, saw ${flips}`, flips === p.attackFlips);
  const dmg = expectedDamage(card, a, p);
  const dealt = ev.filter((e) => e.code === Ev.Damage && e.p === 1 && e.a === A1).map((e) => e.d >>> 16);
  if (dmg !== null) want(`${dmg} damage to the Defending Pokémon, saw ${JSON.stringify(dealt)}`, dmg === 0 ? dealt.every((d) => d === 0) : dealt.length === 1 && dealt[0] === dmg);
  const knockedOut = (pl: number) => ev.some((x) => x.code === Ev.KnockOut && x.p === pl && x.a === pl * SLOTS);
  for (const e of a.effects ?? []) {
    const o = e[0];
    // the coin of flip-heads-plus came up heads here: what follows "if tails" doesn't happen
    if (o === op('CoinWasOrStop') && e[1] === 1) break;
    const name = Object.keys(ENUMS.Op).find((k) => ENUMS.Op[k] === o);
    const at = `${name}(${e.slice(1).join(',')})`;
    if (o === op('SelfDamage')) want(`${at}: ${e[1]} to itself`, count(Ev.DirectDamage, (x) => x.p === 0 && x.a === A0 && x.b === e[1]) === 1);
    else if (o === op('Condition') || o === op('FlipHeadsCondition')) want(`${at}: the Defending Pokémon's condition`, count(Ev.Condition, (x) => x.p === 1 && x.a === A1 && x.b === e[1] && x.c === 1) === 1);
    else if (o === op('Draw')) want(`${at}: ${e[1]} drawn`, count(Ev.Draw, (x) => x.p === 0) === e[1]);
    else if (o === op('DiscardHandDraw')) want(`${at}: ${e[1]} drawn`, count(Ev.Draw, (x) => x.p === 0) === e[1]);
    else if (o === op('HealSelf')) want(`${at}: healed ${Math.min(e[1], p.preDamage)}`, p.preDamage === 0 || count(Ev.Heal, (x) => x.p === 0 && x.a === A0 && x.b === Math.min(e[1], p.preDamage)) === 1);
    else if (o === op('Heal')) want(`${at}: healed`, p.preDamage === 0 || count(Ev.Heal, (x) => x.p === 0 && x.b === Math.min(e[1], p.preDamage)) === 1);
    else if (o === op('Guard') || o === op('FlipHeadsGuard')) want(`${at}: guarded`, count(Ev.Guarded, (x) => x.p === 0 && x.a === A0 && x.b === e[1]) === 1);
    else if (o === op('SelfCantAttackNextTurn')) want(`${at}: can't attack next turn`, count(Ev.CantAttack, (x) => x.p === 0 && x.a === A0) === 1);
    else if (o === op('FlipTailsSelfCantAttackNextTurn')) want(`${at}: heads, so it may attack next turn`, count(Ev.CantAttack) === 0);
    else if (o === op('DiscardSelfEnergy')) want(`${at}: ${e[2]} Energy discarded from itself`, count(Ev.DiscardEnergy, (x) => x.p === 0 && x.b === A0) === Math.min(e[2], p.energyOnAttacker));
    else if (o === op('DiscardAllSelfEnergy')) want(`${at}: all its Energy discarded`, count(Ev.DiscardEnergy, (x) => x.p === 0 && x.b === A0) === p.energyOnAttacker);
    else if (o === op('DiscardDefenderEnergy')) want(`${at}: an Energy discarded from the Defending Pokémon`, count(Ev.DiscardEnergy, (x) => x.p === 1 && x.b === A1) === 1);
    else if (o === op('DebuffDefender')) want(`${at}: the Defending Pokémon debuffed`, count(Ev.Debuffed, (x) => x.p === 1 && x.a === A1 && x.b === e[1]) === 1);
    else if (o === op('BenchDamageOneOpponent')) want(`${at}: ${e[1]} to a Benched Pokémon`, count(Ev.DirectDamage, (x) => x.p === 1 && x.a !== A1 && x.b === e[1]) === 1);
    else if (o === op('BenchDamageOwn')) want(`${at}: ${e[1]} to each of its Benched Pokémon`, count(Ev.DirectDamage, (x) => x.p === 0 && x.a !== A0 && x.b === e[1]) === 2);
    // (the deck holds Snorlax as its only Pokémon: a search for a Basic Pokémon of another type finds none)
    else if (o === op('MoveCards') && (e[3] & 0xff) === ENUMS.Filter.BasicPokemonOfType && e[3] >> 8 !== T.Colorless) want(`${at}: none found`, count(Ev.Search, (x) => x.p === 0) === 0);
    else if (o === op('MoveCards') && e[1] === ENUMS.Source.Hand) { // its hand: 2 basic Fire Energy
      const fire = (e[3] & 0xff) === ENUMS.Filter.Energy || ((e[3] & 0xff) === ENUMS.Filter.BasicEnergy && [T.None, T.Fire].includes(e[3] >> 8));
      want(`${at}: ${fire ? 'a Fire Energy from the hand' : 'none of that type in the hand'}`, count(Ev.Search, (x) => x.p === 0 && x.c === 0 /* From.Hand */) === (fire ? Math.min(2, e[4] & 0xff) : 0));
    } else if (o === op('MoveCards') && e[1] === ENUMS.Source.DeckTop) { /* the top cards of the sweep's deck may hold none of them */ }
    else if (o === op('MoveCards') && (e[3] & 0xff) === ENUMS.Filter.SameNameAsAttacker) want(`${at}: none of its name in the deck, none found`, count(Ev.Search, (x) => x.p === 0) === 0);
    else if (o === op('MoveCards')) want(`${at}: cards found`, count(Ev.Search, (x) => x.p === 0) >= 1);
    else if (o === op('SwitchSelf') || o === op('OptionalSwitchSelf')) want(`${at}: switched`, count(Ev.Switch, (x) => x.p === 0) === 1);
    else if (o === op('OpponentSwitchesActive') || o === op('SwitchOpponentActive') || o === op('SwitchInOpponentThenDamage')) want(`${at}: the opponent's Active switched`, count(Ev.Switch, (x) => x.p === 1) === 1);
    else if (o === op('ChooseAnyOpponentTarget')) want(`${at}: ${a.damage} to the chosen Pokémon`, count(Ev.Damage, (x) => x.p === 1 && x.d >>> 16 === a.damage) + count(Ev.DirectDamage, (x) => x.p === 1 && x.b === a.damage) === 1);
    else if (o === op('HealSelfDamageDone')) want(`${at}: healed`, p.preDamage === 0 || count(Ev.Heal, (x) => x.p === 0 && x.a === A0) === 1);
    else if (o === op('SelfCondition')) want(`${at}: its own condition`, count(Ev.Condition, (x) => x.p === 0 && x.a === A0 && x.b === e[1] && x.c === 1) === 1);
    else if (o === op('HealEachOwn') && e[2] === 1) want(`${at}: its Benched Pokémon only (none damaged here)`, count(Ev.Heal, (x) => x.p === 0) === 0);
    else if (o === op('HealEachOwn')) want(`${at}: healed itself`, p.preDamage === 0 || count(Ev.Heal, (x) => x.p === 0 && x.a === A0 && x.b === Math.min(e[1], p.preDamage)) === 1);
    else if (o === op('DiscardOpponentDeckTop')) want(`${at}: ${e[1]} discarded from the opponent's deck`, count(Ev.DiscardCard, (x) => x.p === 1 && x.b === 1 /* From.Deck */) === e[1]);
    else if (o === op('DrawUntilHand')) want(`${at}: drew up to ${e[1]}`, count(Ev.Draw, (x) => x.p === 0) === e[1] - 2);
    else if (o === op('DamageToOpponents')) want(`${at}: ${e[1]} to ${e[2]} of the opponent's Pokémon`, count(Ev.Damage, (x) => x.p === 1 && x.d >>> 16 === e[1]) + count(Ev.DirectDamage, (x) => x.p === 1 && x.b === e[1]) === e[2]);
    else if (o === op('ShuffleHandDraw')) want(`${at}: ${e[1]} drawn`, count(Ev.Draw, (x) => x.p === 0) === e[1]);
    else if (o === op('StrongPoison')) want(`${at}: the Defending Pokémon poisoned`, count(Ev.Condition, (x) => x.p === 1 && x.a === A1 && x.b === ENUMS.Cond.Poisoned && x.c === 1) === 1);
    else if (o === op('DefenderCantAttack')) want(`${at}: the Defending Pokémon can't attack next turn`, count(Ev.CantAttack, (x) => x.p === 1 && x.a === A1) === 1);
    else if (o === op('RandomOpponentHandCard')) want(`${at}: a card of the opponent's hand ${e[1] ? 'shuffled in' : 'discarded'}`, count(e[1] ? Ev.ToDeck : Ev.DiscardCard, (x) => x.p === 1 && x.b === 0 /* From.Hand */) === 1);
    else if (o === op('DiscardTypeForDamage')) want(`${at}: Energy discarded for damage`, count(Ev.DiscardEnergy, (x) => x.p === 0) >= 1);
    else if (o === op('SelfEnergyToHand')) want(`${at}: ${Math.min(e[1], p.energyOnAttacker)} of its Energy to the hand`, count(Ev.Search, (x) => x.p === 0 && x.c === 3 /* From.InPlay */) === Math.min(e[1], p.energyOnAttacker));
    else if (o === op('BenchDamageEachOpponent')) want(`${at}: ${e[1]} to each of the opponent's 2 Benched Pokémon`, count(Ev.DirectDamage, (x) => x.p === 1 && x.a !== A1 && x.b === e[1]) === 2);
    else if (o === op('EachPlayerDraws')) want(`${at}: ${e[1]} drawn by each player`, count(Ev.Draw, (x) => x.p === 0) === e[1] && count(Ev.Draw, (x) => x.p === 1) === e[1]);
    else if (o === op('BenchDamageOneOwn')) want(`${at}: ${e[1]} to 1 of its Benched Pokémon`, count(Ev.DirectDamage, (x) => x.p === 0 && x.a !== A0 && x.b === e[1]) === 1);
    else if (o === op('DiscardDefenderSpecialEnergy')) want(`${at}: no Special Energy on the Defending Pokémon, none discarded`, count(Ev.DiscardEnergy, (x) => x.p === 1) === 0);
    else if (o === op('MoveSelfEnergyToBench')) want(`${at}: an Energy moved to the Bench`, count(Ev.MoveEnergy, (x) => x.p === 0 && x.b === A0) === Math.min(1, p.energyOnAttacker));
    else if (o === op('EvolveOwnFromDeck')) want(`${at}: nothing in the deck evolves from its Pokémon: none evolved, the deck shuffled`, count(Ev.Evolve) === 0 && count(Ev.Shuffle, (x) => x.p === 0) === 1);
    else if (o === op('DrawPerHeads')) want(`${at}: a card for each heads`, count(Ev.Draw, (x) => x.p === 0) === (e[1] || 2));
    else if (o === op('DiscardDefenderEnergyPerHeads')) want(`${at}: the Defending Pokémon's one Energy discarded`, count(Ev.DiscardEnergy, (x) => x.p === 1 && x.b === A1) === 1);
    else if (o === op('DefenderEnergyToHand')) want(`${at}: the Defending Pokémon's one Energy to the opponent's hand`, count(Ev.Search, (x) => x.p === 1 && x.c === 3 /* From.InPlay */) === 1);
    else if (o === op('OpponentDiscardsFromHand')) want(`${at}: the opponent's one hand card discarded`, count(Ev.DiscardCard, (x) => x.p === 1 && x.b === 0 /* From.Hand */) === 1);
    else if (o === op('MoveAllSelfEnergyToBenchAsYouLike')) want(`${at}: its Energy moved`, count(Ev.MoveEnergy, (x) => x.p === 0 && x.b === A0) === p.energyOnAttacker);
    else if (o === op('CountersOnDefender')) want(`${at}: ${e[1]} damage counters on the Defending Pokémon`, count(Ev.DirectDamage, (x) => x.p === 1 && x.a === A1 && x.b === 10 * e[1]) === 1);
    else if (o === op('ShuffleSelfIntoDeck')) want(`${at}: itself and its cards shuffled into the deck`, count(Ev.ToDeck, (x) => x.p === 0 && x.b === 3 /* From.InPlay */) >= 1 + p.energyOnAttacker);
    else if (o === op('SelfCantRetreatNextTurn')) want(`${at}: it can't retreat next turn`, count(Ev.Debuffed, (x) => x.p === 0 && x.a === A0 && x.b === ENUMS.Debuff.CantRetreat) === 1);
    else if (o === op('SelfToHand')) want(`${at}: itself and its cards to the hand`, count(Ev.Search, (x) => x.p === 0 && x.c === 3 /* From.InPlay */) >= 1 + p.energyOnAttacker);
    else if (o === op('DiscardOwnDeckTop')) want(`${at}: ${e[1]} discarded from its deck`, count(Ev.DiscardCard, (x) => x.p === 0 && x.b === 1 /* From.Deck */) === e[1]);
    else if (o === op('GuardIfDefenderKnockedOut')) want(`${at}: guarded only after a Knock Out`, count(Ev.Guarded, (x) => x.p === 0 && x.a === A0 && x.b === e[1]) === (knockedOut(1) ? 1 : 0));
    else if (o === op('MoveBenchedCountersToDefender')) want(`${at}: no damaged Benched Pokémon, nothing moved`, count(Ev.MoveDamage) === 0);
    else if (o === op('BenchDamageOpponents')) want(`${at}: ${e[1]} to ${e[3] ? 'none (no damaged Benched Pokémon)' : `${Math.min(2, e[2])} Benched Pokémon`}`, count(Ev.DirectDamage, (x) => x.p === 1 && x.a !== A1 && x.b === e[1]) === (e[3] ? 0 : Math.min(2, e[2])));
    else if (o === op('CountersOnEachOpponent')) want(`${at}: ${e[1]} damage counters on each one`, count(Ev.DirectDamage, (x) => x.p === 1 && x.b === 10 * e[1]) === (e[2] ? 0 : 1) + (e[3] ? 0 : 2));
    else if (o === op('DiscardFromHandOrStop')) want(`${at}: ${e[1]} discarded from its hand`, count(Ev.DiscardCard, (x) => x.p === 0 && x.b === 0 /* From.Hand */) === e[1]);
    else if (o === op('RandomOpponentHandCardsPerHeads')) want(`${at}: the opponent's one card discarded`, count(Ev.DiscardCard, (x) => x.p === 1 && x.b === 0 /* From.Hand */) === 1);
    else if (o === op('MillForDamage')) want(`${at}: ${e[1]} + ${e[2]} discarded from the decks`, count(Ev.DiscardCard, (x) => x.p === 0 && x.b === 1) === e[1] && count(Ev.DiscardCard, (x) => x.p === 1 && x.b === 1) === e[2]);
    else if (o === op('CountersUntilHp')) want(`${at}: counters down to ${e[1]} HP`, e[2] === 2 ? count(Ev.DirectDamage, (x) => x.p === 1 && x.a !== A1) === 2 : count(Ev.DirectDamage, (x) => x.p === 1) <= 1);
    else if (o === op('ChooseCondition')) want(`${at}: the first option, Asleep`, count(Ev.Condition, (x) => x.p === 1 && x.a === A1 && x.b === ENUMS.Cond.Asleep && x.c === 1) === 1);
    else if (o === op('CountersOnOneOpponent')) want(`${at}: ${e[1]} damage counters on 1 of the opponent's Pokémon`, count(Ev.DirectDamage, (x) => x.p === 1 && x.b === 10 * e[1]) === 1);
    else if (o === op('KnockOutIfCount')) {
      const C = ENUMS.Count; // the Defending Pokémon: a Basic with 3 damage counters, no Special Condition or Special Energy
      const ko = (e[1] === C.DefenderOfStage && e[2] === 0) || (e[1] === C.DefenderCounters && e[3] <= DEFENDER_DAMAGE / 10);
      want(`${at}: ${ko ? '' : 'not '}Knocked Out`, knockedOut(1) === ko);
    } else if (o === op('MoveAllSelfEnergyToBench')) want(`${at}: its Energy moved`, count(Ev.MoveEnergy, (x) => x.p === 0 && x.b === A0) === p.energyOnAttacker);
  }
  return out;
}

describe('every generated Pokémon', () => {
  const cards = Object.values(GENERATED).flat();

  it('has a printing the pool finds by its set code and number, a paraphrase for each effect, and its attacks as printed', () => {
    expect(cards.length).toBeGreaterThan(900);
    for (const c of cards) {
      const id = findByCode(c.set, c.number);
      expect(id, `${c.set} ${c.number}`).toBeGreaterThanOrEqual(0);
      for (const a of c.attacks) if ((a.effects ?? []).length > 0) expect(a.note, `${c.name} ${a.name}`).toBeTruthy();
    }
  });

  it('plays each attack: its effects show in the events, every injected flip is used, the invariants hold', () => {
    const problems: string[] = [];
    let attacks = 0;
    let checkedDamage = 0;
    for (const card of cards) {
      card.attacks.forEach((a, k) => {
        const label = `${printingLabel(findByCode(card.set, card.number))} ${a.name}`;
        try {
          const { sc, played } = play(card, k);
          attacks++;
          if (expectedDamage(card, a, played) !== null) checkedDamage++;
          for (const p of effectProblems(card, a, played)) problems.push(`${label}: ${p}`);
          const unused = sc.s.injectLen[0] - sc.s.injectPos[0];
          if (unused !== played.checkupFlipsSkipped) problems.push(`${label}: ${unused} injected flips unused, ${played.checkupFlipsSkipped} expected (a Knocked Out Pokémon's Checkup flips)`);
          const broken = checkInvariants(sc.s);
          if (broken) problems.push(`${label}: ${broken}`);
        } catch (e) {
          problems.push(`${label}: ${(e as Error).message}`);
        }
      });
    }
    expect(problems.slice(0, 30)).toEqual([]);
    expect(attacks).toBeGreaterThan(1500);
    expect(checkedDamage).toBeGreaterThan(1400);
  });
});

describe('decks of generated Pokémon', () => {
  it('play whole games (random and greedy bots): every action legal, invariants after every step, replays and resumed clones equal (the fuzz)', () => {
    // one deck per type: 6 Basic Pokémon × 3, the Stage 1 Pokémon that evolve from them × 2, the rest its basic Energy
    const pool = Object.values(GENERATED).flat();
    const decks: { name: string; cards: number[] }[] = [];
    for (const type of [T.Grass, T.Fire, T.Water, T.Lightning, T.Psychic, T.Fighting, T.Darkness, T.Metal]) {
      const basics = pool.filter((c) => c.type === type && c.stage === 0).slice(0, 6);
      const names = new Set(basics.map((c) => c.name));
      const stage1 = pool.filter((c) => c.type === type && c.stage === 1 && names.has(c.evolvesFrom ?? '')).slice(0, 4);
      const ids = [...basics.flatMap((c) => Array<number>(3).fill(findByCode(c.set, c.number))), ...stage1.flatMap((c) => Array<number>(2).fill(findByCode(c.set, c.number)))];
      const energy = findByCode('SVE', type === T.Darkness ? 7 : type === T.Metal ? 8 : type + 1);
      while (ids.length < 60) ids.push(energy);
      decks.push({ name: ENERGY[type]!.replace('Basic ', '').replace(' Energy', ''), cards: ids });
    }
    const pairs: DeckPair[] = decks.flatMap((a) => decks.map((b) => ({ name0: a.name, name1: b.name, deck0: a.cards, deck1: b.cards, rules: 'standard' as const })));
    const sum = fuzz({ games: pairs.length * 3, seed: 'generated-cards', pairs });
    expect(sum.failure ? formatFailure(sum.failure) : null).toBeNull();
    expect(sum.games).toBe(pairs.length * 3);
    // games are won on the board (prizes or no Pokémon left), not only by decking out
    expect((sum.endReasons.prizes ?? 0) + (sum.endReasons['no-pokemon'] ?? 0)).toBeGreaterThan(sum.games / 2);
  });
});

describe('templates without a hand-written card of their wording', () => {
  it('"heal N from 1 of your Pokémon" in an attack (Nacli PAL 121): the chosen damaged Pokémon heals; with none damaged nothing is asked', () => {
    for (const damaged of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: 'Basic Fighting Energy' });
      sc.active(0, 'Nacli@PAL 121', { energy: ['Basic Fighting Energy'] });
      const bench = sc.bench(0, SNORLAX, { damage: damaged ? 50 : 0 });
      sc.active(1, SNORLAX);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      if (damaged) {
        expect(sc.legal().map(actKind)).toEqual([Act.ChooseSlot]);
        step(sc.s, sc.legal()[0]);
        expect(sc.s.damage[bench]).toBe(30);
      }
      expect(sc.s.current[0]).toBe(1); // the attack ended the turn
      expect(sc.s.damage[bench]).toBe(damaged ? 30 : 0);
      sc.expectFlipsUsed();
    }
  });

  it('"N more against a Pokémon ex" (Moltres PFL 14, the ex rule: PlusIfDefenderEx): the bonus against an ex, none against another Pokémon', () => {
    for (const defender of ['Tapu Koko ex', SNORLAX]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      const moltres = 'Moltres@PFL 14';
      sc.active(0, moltres, { energy: [FIRE, FIRE, FIRE] });
      sc.active(1, defender);
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(dealtToDefender(sc), defender).toBe(printedDamage(moltres) + (defender === SNORLAX ? 0 : 90));
      sc.expectFlipsUsed();
    }
  });

  it('"flip until tails, N for each heads" (Growlithe SVI 30: TimesHeadsUntilTails): 3 heads then tails is 3 × 30; tails first is nothing', () => {
    for (const [flips, want] of [[[true, true, true, false], 90], [[false], 0]] as const) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Growlithe@SVI 30', { energy: [FIRE, FIRE] });
      sc.active(1, SNORLAX);
      sc.turn(0);
      sc.flips(...flips);
      sc.attack(0);
      expect(dealtToDefender(sc)).toBe(want);
      sc.expectFlipsUsed();
    }
  });

  it('"N more if it has damage counters" and "if the opponent\'s Active already has damage counters" (Granbull PFL 38: PlusIfDefenderDamaged, counted before the damage)', () => {
    for (const pre of [0, 10]) {
      const sc = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
      sc.active(0, 'Granbull@PFL 38', { energy: Array<string>(3).fill('Basic Psychic Energy') });
      sc.active(1, SNORLAX, { damage: pre });
      sc.turn(0);
      sc.flips();
      sc.attack(1);
      expect(dealtToDefender(sc)).toBe(printedDamage('Granbull@PFL 38', 1) + (pre > 0 ? 90 : 0));
      sc.expectFlipsUsed();
    }
  });

  it('"N more for each of the opponent\'s Benched Pokémon" (Flamigo PAR 106: PlusPerOpponentBenched)', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Fighting Energy' });
    sc.active(0, 'Flamigo@PAR 106', { energy: Array<string>(3).fill('Basic Fighting Energy') });
    sc.active(1, RESHIRAM);
    sc.bench(1, SNORLAX);
    sc.bench(1, SNORLAX);
    sc.bench(1, SNORLAX);
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(dealtToDefender(sc)).toBe(printedDamage('Flamigo@PAR 106', 1) + 3 * 20);
    sc.expectFlipsUsed();
  });

  it('"this Pokémon is now Confused" (Klawf SVI 122: SelfCondition) and "now Asleep, heal 30 from it" (Slowpoke SVI 42): the attacker\'s own condition', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Fighting Energy' });
    sc.active(0, 'Klawf@SVI 122', { energy: Array<string>(3).fill('Basic Fighting Energy') });
    sc.active(1, SNORLAX);
    sc.bench(1, SNORLAX);
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(sc.s.cond[A0]).toBe(ENUMS.Cond.Confused);
    expect(sc.s.cond[A1]).toBe(0);
    expect(sc.events.filter((e) => e.code === Ev.Condition).map((e) => [e.p, e.a, e.b])).toEqual([[0, A0, ENUMS.Cond.Confused]]);
    sc.expectFlipsUsed();
    const slow = new Scenario({ rules: 'standard', filler: 'Basic Water Energy' });
    slow.active(0, 'Slowpoke@SVI 42', { energy: ['Basic Water Energy'], damage: 40 });
    slow.active(1, SNORLAX);
    slow.turn(0);
    slow.flips(false); // the Pokémon Checkup's sleep flip: tails, it stays Asleep
    slow.attack(0);
    expect(slow.s.cond[A0]).toBe(ENUMS.Cond.Asleep);
    expect(slow.s.damage[A0]).toBe(10);
    slow.expectFlipsUsed();
  });

  it('"heal N from each of your Pokémon" (Steenee OBF 17: HealEachOwn): its player\'s Pokémon only', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Grass Energy' });
    sc.active(0, 'Steenee@OBF 17', { energy: ['Basic Grass Energy'], damage: 20 });
    const b = sc.bench(0, SNORLAX, { damage: 50 });
    sc.active(1, SNORLAX, { damage: 40 });
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect([sc.s.damage[A0], sc.s.damage[b], sc.s.damage[A1]]).toEqual([0, 20, 40]);
    sc.expectFlipsUsed();
  });

  it('"discard the top card of your opponent\'s deck" (Team Rocket\'s Larvitar DRI 94: DiscardOpponentDeckTop): the top card, none from an empty deck', () => {
    for (const empty of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: 'Basic Fighting Energy' });
      sc.active(0, "Team Rocket's Larvitar@DRI 94", { energy: ['Basic Fighting Energy', 'Basic Fighting Energy'] });
      sc.active(1, RESHIRAM);
      sc.bench(1, SNORLAX);
      if (empty) sc.s.deckCount[1] = 0;
      sc.turn(0);
      sc.flips();
      const top = sc.s.deck[1 * 60 + sc.s.deckCount[1] - 1];
      const discards = sc.s.discardCount[1];
      sc.attack(0);
      expect(sc.s.discardCount[1] - discards).toBe(empty ? 0 : 1);
      if (!empty) expect(sc.s.cardZone[top]).toBe(Zone.Discard);
    }
  });

  it('"the Defending Pokémon\'s attacks do 20 less damage" (Buneary MEG 107: Debuff.ReduceDamage): its next attack does 20 less before Weakness, then it wears off', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Fire Energy' });
    sc.active(0, 'Buneary@MEG 107', { energy: [FIRE] });
    sc.bench(0, SNORLAX);
    sc.active(1, 'Growlithe@SVI 30', { energy: [FIRE, FIRE] });
    sc.turn(0);
    sc.flips(true, false); // Growlithe's flips until tails in its turn: 1 heads
    sc.attack(0);
    expect(sc.events.some((e) => e.code === Ev.Debuffed && e.p === 1 && e.a === A1 && e.b === ENUMS.Debuff.ReduceDamage && e.c === 20)).toBe(true);
    // player 1's turn: Growlithe's 30 for each heads, 20 less
    sc.turn(1, 4);
    sc.attack(0);
    const hit = sc.events.filter((e) => e.code === Ev.Damage && e.p === 0).map((e) => e.d >>> 16);
    expect(hit).toEqual([30 - 20]);
    sc.expectFlipsUsed();
  });

  it('"the Defending Pokémon can\'t attack during your opponent\'s next turn" (N\'s Vanillish ASC 50: DefenderCantAttack)', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Water Energy' });
    sc.active(0, "N's Vanillish@ASC 50", { energy: ['Basic Water Energy', 'Basic Water Energy', 'Basic Water Energy'] });
    sc.bench(0, SNORLAX);
    sc.active(1, 'Tapu Koko ex', { energy: ['Basic Lightning Energy', 'Basic Lightning Energy'] });
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    sc.turn(1, 4);
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(false);
    sc.turn(1, 6); // two turns on it attacks again
    expect(sc.legal().some((x) => actKind(x) === Act.Attack)).toBe(true);
    sc.expectFlipsUsed();
  });

  it('"a random card from your opponent\'s hand is shuffled into their deck" (Team Rocket\'s Meowth DRI 149: RandomOpponentHandCard) and nothing with an empty hand', () => {
    for (const cards of [3, 0]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, "Team Rocket's Meowth@DRI 149", { energy: [FIRE] });
      sc.active(1, SNORLAX);
      const hand = sc.hand(1, ...Array<string>(cards).fill(FIRE));
      const deck = sc.s.deckCount[1];
      sc.turn(0);
      sc.flips();
      sc.attack(0);
      expect(sc.s.handCount[1]).toBe(Math.max(0, cards - 1) + 1); // one card left the hand; player 1 then drew for its turn
      expect(sc.s.deckCount[1]).toBe(deck + (cards > 0 ? 1 : 0) - 1);
      expect(hand.filter((c) => sc.s.cardZone[c] === Zone.Deck).length).toBe(cards > 0 ? 1 : 0);
      expect(sc.events.filter((e) => e.code === Ev.Shuffle && e.p === 1).length).toBe(cards > 0 ? 1 : 0);
    }
  });

  it('"flip 2 coins, N more for each heads" (Archen WHT 50: PlusPerHeads): heads and tails is one bonus', () => {
    const sc = new Scenario({ rules: 'standard', filler: 'Basic Fighting Energy' });
    sc.active(0, 'Archen@WHT 50', { energy: ['Basic Fighting Energy', 'Basic Fighting Energy'] });
    sc.active(1, RESHIRAM);
    sc.turn(0);
    sc.flips(true, false);
    sc.attack(0);
    expect(dealtToDefender(sc)).toBe(printedDamage('Archen@WHT 50') + 30);
    sc.expectFlipsUsed();
  });

  it('Prize-count bonuses: behind on Prize cards (Gyarados PAL 43: PlusIfBehindOnPrizes) and the opponent at 3 or fewer (Zacian MEP 15: PlusIfOpponentPrizesAtMost)', () => {
    for (const [mine, theirs] of [[6, 6], [6, 3], [3, 6]]) {
      const gy = new Scenario({ rules: 'standard', filler: 'Basic Water Energy' });
      gy.active(0, 'Gyarados@PAL 43', { energy: Array<string>(3).fill('Basic Water Energy') });
      gy.active(1, SNORLAX);
      gy.prizes(0, mine);
      gy.prizes(1, theirs);
      gy.turn(0);
      gy.flips();
      gy.attack(0);
      expect(dealtToDefender(gy), `${mine} v ${theirs}`).toBe(printedDamage('Gyarados@PAL 43') + (mine > theirs ? 100 : 0));
      const za = new Scenario({ rules: 'standard', filler: 'Basic Psychic Energy' });
      za.active(0, 'Zacian@MEP 15', { energy: ['Basic Psychic Energy', 'Basic Psychic Energy'] });
      za.active(1, SNORLAX);
      za.prizes(0, mine);
      za.prizes(1, theirs);
      za.turn(0);
      za.flips();
      za.attack(0);
      expect(dealtToDefender(za), `${mine} v ${theirs}`).toBe(printedDamage('Zacian@MEP 15') + (theirs <= 3 ? 90 : 0));
    }
  });

  it('"N more if it has a Pokémon Tool attached" (ASC 157: PlusIfSelfHasTool) and "if the opponent\'s Active is Burned" (Mega Camerupt ex MEG 22: PlusIfDefenderConditioned)', () => {
    for (const tool of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      const ref = 'Noivern@ASC 157';
      sc.active(0, ref, { energy: ['Basic Psychic Energy', 'Basic Darkness Energy', ...(tool ? ['Defiance Band'] : [])] });
      sc.active(1, SNORLAX);
      sc.turn(0);
      sc.flips();
      sc.attack(1);
      expect(dealtToDefender(sc), `tool ${tool}`).toBe(printedDamage(ref, 1) + (tool ? 70 : 0));
    }
    for (const burned of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Mega Camerupt ex@MEG 22', { energy: [FIRE] });
      sc.active(1, 'Mega Camerupt ex@MEG 22', { burned }); // 340 HP: it survives, so the Checkup flips for its Burn
      sc.turn(0);
      sc.flips(...(burned ? [false] : [])); // the Burn's flip at the Pokémon Checkup: tails, it stays Burned
      sc.attack(0);
      expect(dealtToDefender(sc), `burned ${burned}`).toBe(printedDamage('Mega Camerupt ex@MEG 22') + (burned ? 160 : 0));
      sc.expectFlipsUsed();
    }
  });

  it('an Ability a template reads: "takes 20 less damage from attacks" (Stonjourner SVI 121: AbilityKind.TakesLessDamage, 20 where the hand-written cards say 30)', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE });
    sc.active(0, 'Growlithe@SVI 30', { energy: [FIRE] });
    sc.active(1, 'Stonjourner@SVI 121');
    sc.turn(0);
    sc.flips(true, true, false);
    sc.attack(0);
    const hit = sc.events.filter((e) => e.code === Ev.Damage && e.p === 1).map((e) => e.d >>> 16);
    expect(hit).toEqual([2 * 30 - 20]);
    sc.expectFlipsUsed();
  });
  it('"put an Energy attached to this Pokémon into your hand" (Crocalor PAR 24: SelfEnergyToHand): one of its Energy to the hand, asked which only when they differ', () => {
    const W = 'Basic Water Energy';
    for (const energy of [[FIRE, FIRE], [FIRE, FIRE, W]]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Crocalor@PAR 24', { energy, under: ['Fuecoco@PAL 35'] });
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      if (energy.length === 3) { // Fire or Water: player 0 picks the Water
        const offered = sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => sc.s.cardDef[actA(x)]);
        expect(new Set(offered)).toEqual(new Set([cardId(FIRE), cardId(W)]));
        sc.do(Act.ChooseCard, actA(sc.legal().find((x) => actKind(x) === Act.ChooseCard && sc.s.cardDef[actA(x)] === cardId(W))!));
      }
      expect(sc.s.damage[A1]).toBe(90);
      expect(sc.energyOn(A0)).toBe(energy.length - 1);
      expect(sc.countIn(0, energy.length === 3 ? W : FIRE, Zone.Hand)).toBe(1);
      sc.expectFlipsUsed();
    }
  });

  it('"also N damage to each of your opponent\'s Benched Pokémon" (Articuno MEW 144: BenchDamageEachOpponent): each of theirs, none of its own, no Weakness', () => {
    const W = 'Basic Water Energy';
    const sc = new Scenario({ rules: 'standard', filler: W });
    sc.active(0, 'Articuno@MEW 144', { energy: [W, W, W] });
    const own = sc.bench(0, SNORLAX);
    sc.active(1, SNORLAX);
    const b1 = sc.bench(1, 'Growlithe@SVI 30'); // Weak to Water: no Weakness on the Bench
    const b2 = sc.bench(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    expect([sc.s.damage[A1], sc.s.damage[b1], sc.s.damage[b2], sc.s.damage[own]]).toEqual([110, 10, 10, 0]);
    sc.expectFlipsUsed();
  });

  it('"each player draws 3 cards" (Togetic OBF 84: EachPlayerDraws): both players, the attacker first; a short deck gives what it has', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE });
    sc.active(0, 'Togetic@OBF 84', { energy: [FIRE], under: ['Togepi@OBF 83'] });
    sc.active(1, SNORLAX);
    sc.bench(1, SNORLAX);
    sc.s.deckCount[1] = 1;
    sc.turn(0, 5);
    sc.flips();
    const hands = [sc.s.handCount[0], sc.s.handCount[1]];
    sc.attack(0);
    expect([sc.s.handCount[0] - hands[0], sc.s.handCount[1] - hands[1]]).toEqual([3, 1]);
    const draws = sc.events.filter((e) => e.code === Ev.Draw).map((e) => e.p);
    expect(draws).toEqual([0, 0, 0, 1]); // (then player 1 can't draw at the start of its turn: W1)
    sc.expectFlipsUsed();
  });

  it('"flip a coin; if tails, discard all Energy from this Pokémon" (Beartic OBF 54: FlipTailsOrStop): tails discards them, heads keeps them', () => {
    const W = 'Basic Water Energy';
    for (const heads of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: W });
      sc.active(0, 'Beartic@OBF 54', { energy: [W, W, W], under: ['Cubchoo@OBF 53'] });
      sc.active(1, SNORLAX, { damage: 0 });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(heads);
      sc.attack(1);
      expect(sc.countIn(1, SNORLAX, Zone.Discard)).toBe(1); // 170 Knocks Out the 160-HP Snorlax
      expect(sc.energyOn(A0)).toBe(heads ? 3 : 0);
      sc.expectFlipsUsed();
    }
  });

  it('"flip a coin; if heads, switch this Pokémon with 1 of your Benched Pokémon" (Bramblin PAL 22: a sentence after FlipHeadsOrStop): heads switches, tails doesn\'t', () => {
    for (const heads of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Bramblin@PAL 22', { energy: [FIRE] });
      sc.bench(0, SNORLAX);
      sc.active(1, SNORLAX);
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(heads);
      sc.attack(0);
      const slot = sc.legal().find((x) => actKind(x) === Act.ChooseSlot);
      expect(slot !== undefined).toBe(heads); // heads: which Benched Pokémon comes in
      if (slot !== undefined) sc.do(Act.ChooseSlot, 0, actB(slot));
      expect(sc.name(A0)).toBe(heads ? 'Snorlax' : 'Bramblin');
      sc.expectFlipsUsed();
    }
  });

  it('"for each of your Benched Pokémon, search your deck for a card that evolves from it" (Vivillon SSP 7: EvolveBenchFromDeck): each Benched Pokémon with an Evolution in the deck evolves', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE, deck0: ['Floragato@SVI 14', 'Charmeleon@OBF 27'] });
    sc.active(0, 'Vivillon@SSP 7', { energy: [FIRE], under: ['Scatterbug@SSP 5', 'Spewpa@SSP 6'] });
    const b1 = sc.bench(0, 'Sprigatito@SVI 13');
    const b2 = sc.bench(0, 'Charmander@OBF 26');
    const b3 = sc.bench(0, SNORLAX); // nothing evolves from it
    sc.active(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    for (let guard = 0; guard < 10 && sc.s.current[0] === 0; guard++) {
      const legal = sc.legal();
      const slots = legal.filter((x) => actKind(x) === Act.ChooseSlot).map(actB);
      if (slots.length > 0) expect(slots).not.toContain(b3);
      const pick = [Act.ChooseSlot, Act.ChooseCard, Act.Done].map((k) => legal.find((x) => actKind(x) === k)).find((x) => x !== undefined);
      if (pick === undefined) break;
      sc.do(actKind(pick), actA(pick), actB(pick));
    }
    expect([sc.name(b1), sc.name(b2), sc.name(b3)]).toEqual(['Floragato', 'Charmeleon', 'Snorlax']);
    sc.expectFlipsUsed();
  });
  it('"search your deck for a Basic Grass Pokémon and put it onto your Bench" (Foongus OBF 9: MoveCards, Filter.BasicPokemonOfType): only a Basic of that type is offered', () => {
    const G = 'Basic Grass Energy';
    const sc = new Scenario({ rules: 'standard', filler: G, deck0: ['Sprigatito@SVI 13', 'Charmander@OBF 26', 'Floragato@SVI 14', SNORLAX] });
    sc.active(0, 'Foongus@OBF 9', { energy: [G] });
    sc.active(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    const offered = sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => sc.s.cardDef[actA(x)]);
    expect(offered).toEqual([cardId('Sprigatito@SVI 13')]);
    sc.do(Act.ChooseCard, actA(sc.legal().find((x) => actKind(x) === Act.ChooseCard)!));
    expect(sc.name(SLOTS * 0 + 1)).toBe('Sprigatito');
    sc.expectFlipsUsed();
  });

  it('"put a Pokémon from your discard pile into your hand" (Slowpoke SCR 57: MoveCards from the discard pile, Filter.Pokemon): a Pokémon card, not a Trainer or Energy', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE });
    sc.active(0, 'Slowpoke@SCR 57', { energy: [FIRE] });
    sc.active(1, SNORLAX);
    sc.discard(0, 'Nest Ball', FIRE, 'Charmander@OBF 26');
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    const pick = sc.legal().find((x) => actKind(x) === Act.ChooseCard);
    if (pick !== undefined) {
      expect(sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => sc.s.cardDef[actA(x)])).toEqual([cardId('Charmander@OBF 26')]);
      sc.do(Act.ChooseCard, actA(pick));
    }
    expect(sc.countIn(0, 'Charmander@OBF 26', Zone.Hand)).toBe(1);
    expect(sc.countIn(0, 'Nest Ball', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();
  });
  it('"N damage for each Pokémon Tool attached to all of your Pokémon" (Mow Rotom DRI 9: TimesOwnTools): 2 Tools on its Bench, 2 × 30; none, nothing', () => {
    for (const tools of [2, 0]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Mow Rotom@DRI 9', { energy: [FIRE, FIRE] });
      const b1 = sc.bench(0, SNORLAX);
      const b2 = sc.bench(0, SNORLAX);
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      if (tools === 2) for (const b of [b1, b2]) {
        const [charm] = sc.hand(0, 'Bravery Charm');
        sc.do(Act.PlayTrainer, charm);
        sc.do(Act.ChooseSlot, 0, b);
      }
      sc.flips();
      sc.attack(1);
      expect(sc.s.damage[A1]).toBe(30 * tools);
      sc.expectFlipsUsed();
    }
  });

  it('"N more if you have any Metal Pokémon on your Bench" (Dhelmise TEF 19: PlusIfBenchedType): a Metal Pokémon on the Bench, not on the other side', () => {
    const G = 'Basic Grass Energy';
    for (const metal of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: G });
      sc.active(0, 'Dhelmise@TEF 19', { energy: [G, G, G] });
      sc.bench(0, metal ? 'Varoom@SVI 141' : SNORLAX);
      sc.active(1, SNORLAX);
      sc.bench(1, 'Varoom@SVI 141'); // the opponent's Metal Pokémon doesn't count
      sc.turn(0, 5);
      sc.flips();
      sc.attack(1);
      if (metal) expect(sc.countIn(1, SNORLAX, Zone.Discard)).toBe(1); // 160 Knocks Out the 160-HP Snorlax
      else expect(sc.s.damage[A1]).toBe(80);
      sc.expectFlipsUsed();
    }
  });

  it('"N for each of your Pokémon in play" (Beheeyem TEF 74: TimesOwnInPlay), "for each damage counter on the opponent\'s Active" (Glalie TWM 52: TimesDefenderCounters), "for each Energy on all of the opponent\'s Pokémon" (Magnezone ex SVI 65: TimesEnergyOnOpponents)', () => {
    const P = 'Basic Psychic Energy', W = 'Basic Water Energy', L = 'Basic Lightning Energy';
    const beheeyem = new Scenario({ rules: 'standard', filler: P });
    beheeyem.active(0, 'Beheeyem@TEF 74', { energy: [P], under: ['Elgyem@TEF 73'] });
    beheeyem.bench(0, SNORLAX);
    beheeyem.bench(0, SNORLAX);
    beheeyem.active(1, SNORLAX);
    beheeyem.bench(1, SNORLAX); // the opponent's don't count
    beheeyem.turn(0, 5);
    beheeyem.flips();
    beheeyem.attack(0);
    expect(beheeyem.s.damage[A1]).toBe(3 * 20);
    const glalie = new Scenario({ rules: 'standard', filler: W });
    glalie.active(0, 'Glalie@TWM 52', { energy: [W], under: ['Snorunt@TWM 51'] });
    glalie.active(1, SNORLAX, { damage: 30 });
    glalie.turn(0, 5);
    glalie.flips();
    glalie.attack(0);
    expect(glalie.s.damage[A1]).toBe(30 + 3 * 20);
    const magnezone = new Scenario({ rules: 'standard', filler: L });
    magnezone.active(0, 'Magnezone ex@SVI 65', { energy: [L], under: ['Magnemite@SVI 58', 'Magneton@SVI 64'] });
    magnezone.bench(0, SNORLAX, { energy: [L, L] }); // its own don't count
    magnezone.active(1, SNORLAX, { energy: [FIRE] });
    magnezone.bench(1, SNORLAX, { energy: [FIRE, FIRE] });
    magnezone.turn(0, 5);
    magnezone.flips();
    magnezone.attack(0);
    expect(magnezone.s.damage[A1]).toBe(3 * 50);
    for (const sc of [beheeyem, glalie, magnezone]) sc.expectFlipsUsed();
  });

  it('"flip 2 coins; if both are heads, N more" (Magikarp PAL 42: FlipBothHeadsPlus): both heads adds it, one tails doesn\'t', () => {
    const W = 'Basic Water Energy';
    for (const flips of [[true, true], [true, false]]) {
      const sc = new Scenario({ rules: 'standard', filler: W });
      sc.active(0, 'Magikarp@PAL 42', { energy: [W] });
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(...flips);
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(flips[1] ? 30 : 10);
      sc.expectFlipsUsed();
    }
  });

  it('"does nothing unless the opponent\'s Active has damage counters" (Lycanroc OBF 117: NothingUnlessDefenderDamaged) and "unless it is Burned" (Centiskorch TEF 37: NothingUnlessDefenderConditioned)', () => {
    const F = 'Basic Fighting Energy';
    for (const damaged of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Lycanroc@OBF 117', { energy: [F], under: ['Rockruff@PAL 116'] });
      sc.active(1, SNORLAX, { damage: damaged ? 10 : 0 });
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      if (damaged) expect(sc.countIn(1, SNORLAX, Zone.Discard)).toBe(1); // 90 ×2 (Weakness) Knocks Out the damaged Snorlax
      else expect([sc.s.damage[A1], sc.events.filter((e) => e.code === Ev.Damage).length]).toEqual([0, 0]);
      sc.expectFlipsUsed();
    }
    for (const burned of [false, true]) {
      const sc = new Scenario({ rules: 'standard', filler: FIRE });
      sc.active(0, 'Centiskorch@TEF 37', { energy: [FIRE, FIRE], under: ['Sizzlipede@TEF 36'] });
      sc.active(1, SNORLAX, { burned });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(); // Knocked Out when Burned: no Checkup flip
      sc.attack(1);
      if (burned) expect(sc.countIn(1, SNORLAX, Zone.Discard)).toBe(1); // 180 Knocks Out the 160-HP Snorlax
      else expect(sc.s.damage[A1]).toBe(0);
      sc.expectFlipsUsed();
    }
  });
  it('"you may draw cards until you have 6 cards in your hand" (Thievul MEG 90: MayOrStop, then DrawUntilHand): Yes draws, No draws nothing', () => {
    const D = 'Basic Darkness Energy';
    for (const yes of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: D });
      sc.active(0, 'Thievul@MEG 90', { energy: [D], under: ['Nickit@MEG 89'] });
      sc.active(1, SNORLAX);
      sc.bench(1, SNORLAX);
      sc.hand(0, D, D);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(sc.legal().map(actKind).sort()).toEqual([Act.Yes, Act.No].sort());
      sc.do(yes ? Act.Yes : Act.No);
      expect(sc.s.handCount[0]).toBe(yes ? 6 : 2);
      expect(sc.s.damage[A1]).toBe(20);
      sc.expectFlipsUsed();
    }
  });

  it('"heal 60 damage from 1 of your Benched Pokémon" (Tropius SVI 7: HealOneBenched): a damaged Benched Pokémon, never the Active; none damaged, nothing asked', () => {
    const G = 'Basic Grass Energy';
    for (const damaged of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: G });
      sc.active(0, 'Tropius@SVI 7', { energy: [G], damage: 50 });
      const b = sc.bench(0, SNORLAX, { damage: damaged ? 80 : 0 });
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      const slots = sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB);
      expect(slots).toEqual(damaged ? [b] : []);
      if (damaged) sc.do(Act.ChooseSlot, 0, b);
      expect([sc.s.damage[A0], sc.s.damage[b]]).toEqual([50, damaged ? 20 : 0]);
      sc.expectFlipsUsed();
    }
  });

  it('"also 40 damage to 1 of your Benched Pokémon" (Zekrom PAR 66: BenchDamageOneOwn): the chosen one of its own, no Weakness', () => {
    const L = 'Basic Lightning Energy';
    const sc = new Scenario({ rules: 'standard', filler: L });
    sc.active(0, 'Zekrom@PAR 66', { energy: [L, L, L] });
    sc.bench(0, SNORLAX);
    const b2 = sc.bench(0, 'Wattrel@SVI 77');
    sc.active(1, SNORLAX);
    const ob = sc.bench(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(1);
    expect(sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort()).toEqual([1, b2]);
    sc.do(Act.ChooseSlot, 0, b2);
    expect([sc.s.damage[A1], sc.s.damage[b2], sc.s.damage[1], sc.s.damage[ob]]).toEqual([130, 40, 0, 0]);
    sc.expectFlipsUsed();
  });

  it('"discard a Special Energy from your opponent\'s Active Pokémon" (Victini TEF 30: DiscardDefenderSpecialEnergy): the Special one, never a basic Energy', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE });
    sc.active(0, 'Victini@TEF 30', { energy: [FIRE] });
    sc.active(1, SNORLAX, { energy: [FIRE, 'Jet Energy@PAL 190', FIRE] });
    sc.turn(0, 5);
    sc.flips();
    sc.attack(1);
    expect(sc.countIn(1, 'Jet Energy@PAL 190', Zone.Discard)).toBe(1);
    expect(sc.energyOn(A1)).toBe(2);
    const plain = new Scenario({ rules: 'standard', filler: FIRE });
    plain.active(0, 'Victini@TEF 30', { energy: [FIRE] });
    plain.active(1, SNORLAX, { energy: [FIRE] });
    plain.turn(0, 5);
    plain.flips();
    plain.attack(1);
    expect(plain.energyOn(A1)).toBe(1);
    for (const x of [sc, plain]) x.expectFlipsUsed();
  });

  it('"move an Energy from this Pokémon to 1 of your Benched Pokémon" (Passimian PAL 118: MoveSelfEnergyToBench): the Pokémon chosen, then the card when they differ', () => {
    const F = 'Basic Fighting Energy', W = 'Basic Water Energy';
    const sc = new Scenario({ rules: 'standard', filler: F });
    sc.active(0, 'Passimian@PAL 118', { energy: [F, F, W] });
    const b = sc.bench(0, SNORLAX);
    sc.active(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, b);
    const water = sc.legal().find((x) => actKind(x) === Act.ChooseCard && sc.s.cardDef[actA(x)] === cardId(W));
    expect(water).toBeDefined();
    sc.do(Act.ChooseCard, actA(water!));
    expect([sc.energyOn(A0), sc.energyOn(b)]).toEqual([2, 1]);
    expect(sc.s.damage[A1]).toBe(140); // Fighting against Snorlax: Weakness ×2
    sc.expectFlipsUsed();
  });
  it('Abilities a template reads: "put 3 damage counters on the Attacking Pokémon" (Cacnea SVI 5: AbilityKind.CountersOnAttacker) and "the Attacking Pokémon is now Poisoned" (Roselia TEF 8: ConditionOnAttacker), while Active, even when Knocked Out', () => {
    const F = 'Basic Fighting Energy';
    for (const damage of [0, 50]) {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Cacnea@SVI 5', { damage });
      sc.bench(0, SNORLAX);
      sc.active(1, 'Riolu@SVI 112', { energy: [F] });
      sc.turn(1, 4);
      sc.flips();
      sc.attack(0); // Jab: 10
      if (damage === 0) expect(sc.s.damage[A0]).toBe(10);
      else expect(sc.countIn(0, 'Cacnea@SVI 5', Zone.Discard)).toBe(1); // Knocked Out: the Ability still acts
      expect(sc.s.damage[A1]).toBe(30);
      sc.expectFlipsUsed();
    }
    // on the Bench it does nothing: the Benched Cacnea is not what the attack damaged
    const benched = new Scenario({ rules: 'standard', filler: F });
    benched.active(0, SNORLAX);
    benched.bench(0, 'Cacnea@SVI 5');
    benched.active(1, 'Riolu@SVI 112', { energy: [F] });
    benched.turn(1, 4);
    benched.flips();
    benched.attack(0);
    expect(benched.s.damage[A1]).toBe(0);
    const roselia = new Scenario({ rules: 'standard', filler: F });
    roselia.active(0, 'Roselia@TEF 8');
    roselia.active(1, 'Riolu@SVI 112', { energy: [F] });
    roselia.turn(1, 4);
    roselia.flips();
    roselia.attack(0);
    expect([roselia.s.damage[A0], roselia.s.poisoned[A1], roselia.s.damage[A1]]).toEqual([10, 1, 10]); // and the Checkup's poison counter
    for (const x of [benched, roselia]) x.expectFlipsUsed();
  });
  it('"search your deck for a card that evolves from this Pokémon and put it onto this Pokémon" (Eevee TWM 135: EvolveOwnFromDeck 0) and "… from 1 of your Pokémon" (Indeedee SVI 153: EvolveOwnFromDeck 1): A4 as from the hand', () => {
    const eevee = (turn: number) => {
      const sc = new Scenario({ rules: 'standard', filler: FIRE, deck0: ['Vaporeon@MEW 134', 'Flareon@MEW 136'] });
      sc.active(0, 'Eevee@TWM 135', { energy: [FIRE] });
      sc.active(1, SNORLAX);
      sc.turn(0, turn);
      sc.flips();
      sc.attack(0);
      return sc;
    };
    const sc = eevee(5);
    const offered = sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => sc.s.cardDef[actA(x)]);
    expect(new Set(offered)).toEqual(new Set([cardId('Vaporeon@MEW 134'), cardId('Flareon@MEW 136')]));
    sc.do(Act.ChooseCard, actA(sc.legal().find((x) => actKind(x) === Act.ChooseCard && sc.s.cardDef[actA(x)] === cardId('Flareon@MEW 136'))!));
    expect(sc.name(A0)).toBe('Flareon');
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
    sc.expectFlipsUsed();
    // A4: not in a player's first turn (turn 2 here)
    const early = eevee(2);
    expect(early.name(A0)).toBe('Eevee');
    expect(early.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true); // searched: the deck is shuffled
    early.expectFlipsUsed();
    const indeedee = new Scenario({ rules: 'standard', filler: FIRE, deck0: ['Charmeleon@OBF 27'] });
    indeedee.active(0, 'Indeedee@SVI 153', { energy: [FIRE] });
    indeedee.bench(0, SNORLAX);
    const ch = indeedee.bench(0, 'Charmander@OBF 26');
    indeedee.active(1, SNORLAX);
    indeedee.turn(0, 5);
    indeedee.flips();
    indeedee.attack(0);
    expect(indeedee.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB)).toEqual([ch]);
    indeedee.do(Act.ChooseSlot, 0, ch);
    indeedee.do(Act.ChooseCard, actA(indeedee.legal().find((x) => actKind(x) === Act.ChooseCard)!));
    expect(indeedee.name(ch)).toBe('Charmeleon');
    indeedee.expectFlipsUsed();
  });
  it('coins for cards: "flip until tails, draw a card for each heads" (Cyclizar SVP 96: DrawPerHeads) and "discard an Energy from the opponent\'s Active for each heads" (Krookodile SVI 117: DiscardDefenderEnergyPerHeads)', () => {
    const cyclizar = new Scenario({ rules: 'standard', filler: FIRE });
    cyclizar.active(0, 'Cyclizar@SVP 96', { energy: [FIRE] });
    cyclizar.active(1, SNORLAX);
    cyclizar.turn(0, 5);
    cyclizar.flips(true, true, false);
    const hand = cyclizar.s.handCount[0];
    cyclizar.attack(0);
    expect(cyclizar.s.handCount[0] - hand).toBe(2);
    const F = 'Basic Fighting Energy';
    const krook = new Scenario({ rules: 'standard', filler: F });
    krook.active(0, 'Krookodile@SVI 117', { energy: [F], under: ['Sandile@BLK 57', 'Krokorok@BLK 58'] });
    krook.active(1, SNORLAX, { energy: [FIRE, FIRE, FIRE] });
    krook.turn(0, 5);
    krook.flips(true, true, false);
    krook.attack(0);
    expect(krook.energyOn(A1)).toBe(1);
    for (const x of [cyclizar, krook]) x.expectFlipsUsed();
  });

  it('"you may put 2 Energy attached to your opponent\'s Active Pokémon into their hand" (Unfezant TEF 135: MayOrStop, DefenderEnergyToHand) and "your opponent discards 2 cards from their hand" (Krokorok BLK 58: OpponentDiscardsFromHand, the opponent chooses)', () => {
    const unfezant = new Scenario({ rules: 'standard', filler: FIRE });
    unfezant.active(0, 'Unfezant@TEF 135', { energy: [FIRE, FIRE], under: [SNORLAX, STAGE1] });
    unfezant.active(1, SNORLAX, { energy: [FIRE, FIRE, FIRE] });
    unfezant.turn(0, 5);
    unfezant.flips();
    unfezant.attack(0);
    unfezant.do(Act.Yes);
    const toHand = unfezant.events.filter((e) => e.code === Ev.Search && e.p === 1 && e.c === 3 /* From.InPlay */).length;
    expect([unfezant.energyOn(A1), toHand]).toEqual([1, 2]);
    const D = 'Basic Darkness Energy';
    const krok = new Scenario({ rules: 'standard', filler: D });
    krok.active(0, 'Krokorok@BLK 58', { energy: [D, D], under: ['Sandile@BLK 57'] });
    krok.active(1, SNORLAX);
    const [a, , c] = krok.hand(1, 'Nest Ball', FIRE, 'Arven');
    krok.turn(0, 5);
    krok.flips();
    krok.attack(0);
    expect(krok.s.decider[0]).toBe(1); // the opponent chooses
    krok.do(Act.ChooseCard, a);
    krok.do(Act.ChooseCard, c);
    expect([krok.countIn(1, FIRE, Zone.Discard), krok.countIn(1, 'Nest Ball', Zone.Discard), krok.countIn(1, 'Arven', Zone.Discard)]).toEqual([0, 1, 1]);
    for (const x of [unfezant, krok]) x.expectFlipsUsed();
  });

  it('"move all Energy from this Pokémon to your Benched Pokémon in any way you like" (Kilowattrel SSP 67: MoveAllSelfEnergyToBenchAsYouLike) and "switch this Pokémon …; if you do, switch out your opponent\'s Active" (Baltoy OBF 94: StopUnlessOwnBench)', () => {
    const L = 'Basic Lightning Energy';
    const kilo = new Scenario({ rules: 'standard', filler: L });
    kilo.active(0, 'Kilowattrel@SSP 67', { energy: [L, L, FIRE], under: ['Wattrel@SVI 77'] });
    const b1 = kilo.bench(0, SNORLAX);
    const b2 = kilo.bench(0, SNORLAX);
    kilo.active(1, SNORLAX);
    kilo.bench(1, SNORLAX);
    kilo.turn(0, 5);
    kilo.flips();
    kilo.attack(1);
    for (const to of [b1, b2, b2]) kilo.do(Act.ChooseSlot, 0, to);
    expect([kilo.energyOn(A0), kilo.energyOn(b1), kilo.energyOn(b2)]).toEqual([0, 1, 2]);
    kilo.expectFlipsUsed();
    const P = 'Basic Psychic Energy';
    for (const bench of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, 'Baltoy@OBF 94', { energy: [P] });
      if (bench) sc.bench(0, SNORLAX);
      sc.active(1, SNORLAX);
      sc.bench(1, 'Riolu@SVI 112');
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      for (let guard = 0; guard < 4; guard++) {
        const slot = sc.legal().find((x) => actKind(x) === Act.ChooseSlot);
        if (slot === undefined) break;
        sc.do(Act.ChooseSlot, 0, actB(slot));
      }
      expect([sc.name(A0), sc.name(A1)]).toEqual(bench ? ['Snorlax', 'Riolu'] : ['Baltoy', 'Snorlax']);
      sc.expectFlipsUsed();
    }
  });
  it('defensive Abilities a template reads: no damage from a Pokémon ex (Sylveon PRE 40: NoDamageFromEx), none while Benched (Poltchageist TWM 20: BenchShield), 10 HP left from full (Crustle BLK 52: Sturdy), a coin against it (Skiploom PAL 2: FlipPreventDamage)', () => {
    const F = 'Basic Fighting Energy', W = 'Basic Water Energy';
    /** Player 1's `attacker` uses attack k against player 0's Active `defender`; the scenario after. */
    const hit = (defender: string, attacker: string, energy: string[], k: number, o: { damage?: number; flips?: boolean[]; bench?: string } = {}) => {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, defender, { damage: o.damage ?? 0 });
      if (o.bench) sc.bench(0, o.bench);
      sc.bench(0, SNORLAX);
      sc.active(1, attacker, { energy });
      sc.turn(1, 4);
      sc.flips(...(o.flips ?? []));
      sc.attack(k);
      sc.expectFlipsUsed();
      return sc;
    };
    const SYLVEON = 'Sylveon@PRE 40';
    expect(hit(SYLVEON, 'Koraidon ex@TEF 120', [F, F], 0).s.damage[A0]).toBe(0); // an ex: none
    expect(hit(SYLVEON, 'Riolu@SVI 112', [F], 0).s.damage[A0]).toBe(10); // not an ex
    const shield = hit(SNORLAX, 'Articuno@MEW 144', [W, W, W], 0, { bench: 'Poltchageist@TWM 20' }); // 10 to each Benched Pokémon
    expect([shield.s.damage[A0 + 1], shield.s.damage[A0 + 2]]).toEqual([0, 10]);
    const CRUSTLE = 'Crustle@BLK 52'; // 150 HP
    expect(hit(CRUSTLE, 'Koraidon ex@TEF 120', ['Basic Fire Energy', F, F], 1).s.damage[A0]).toBe(140); // 280 from full: 10 HP left
    expect(hit(CRUSTLE, 'Koraidon ex@TEF 120', ['Basic Fire Energy', F, F], 1, { damage: 10 }).countIn(0, CRUSTLE, Zone.Discard)).toBe(1); // not full: Knocked Out
    const SKIPLOOM = 'Skiploom@PAL 2';
    expect(hit(SKIPLOOM, 'Riolu@SVI 112', [F], 0, { flips: [true] }).s.damage[A0]).toBe(0); // heads: prevented
    expect(hit(SKIPLOOM, 'Riolu@SVI 112', [F], 0, { flips: [false] }).s.damage[A0]).toBe(10);
  });
  it('"if your opponent\'s Pokémon is Knocked Out by damage from this attack, take 1 more Prize card" (Iron Hands ex PAR 70: ExtraPrizeIfKnockedOut): 2 Prize cards for a 1-Prize Knock Out; none without a Knock Out; a later Knock Out takes its own', () => {
    const L = 'Basic Lightning Energy';
    for (const damage of [40, 0]) {
      const sc = new Scenario({ rules: 'standard', filler: L });
      sc.active(0, 'Iron Hands ex@PAR 70', { energy: [L, L, L, L] });
      sc.active(1, SNORLAX, { damage }); // 160 HP: 120 Knocks Out only the damaged one
      sc.bench(1, SNORLAX);
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(1);
      expect(sc.s.prizeCount[0]).toBe(damage ? 4 : 6);
      sc.expectFlipsUsed();
    }
    // the flag is this turn's: the next turn's Knock Out by Arm Press takes 1
    const later = new Scenario({ rules: 'standard', filler: L });
    later.active(0, 'Iron Hands ex@PAR 70', { energy: [L, L, L] });
    later.active(1, SNORLAX, { damage: 40 });
    later.bench(1, SNORLAX);
    later.prizes(0, 6);
    later.prizes(1, 6);
    later.s.extraPrizeTurn[0] = 3; // an earlier turn's attack
    later.turn(0, 5);
    later.flips();
    later.attack(0);
    expect(later.s.prizeCount[0]).toBe(5);
    later.expectFlipsUsed();
  });
  it('"N damage for each …" (Op.TimesCount, Op.PlusPerCount): Psychic Pokémon in the discard pile (Houndstone SVI 106), cards in the opponent\'s hand (Golisopod PAR 49), types on the Bench (Toxtricity OBF 72), Grass Pokémon in play (Torterra ex TEF 12)', () => {
    const P = 'Basic Psychic Energy', W = 'Basic Water Energy', L = 'Basic Lightning Energy', G = 'Basic Grass Energy';
    const houndstone = new Scenario({ rules: 'standard', filler: P });
    houndstone.active(0, 'Houndstone@SVI 106', { energy: [P, P], under: [SNORLAX] });
    houndstone.discard(0, 'Gastly@MEW 92', 'Greavard@OBF 99', 'Gastly@TEF 102', SNORLAX, 'Nest Ball'); // 2 Psychic Pokémon (that Gastly is Darkness)
    houndstone.active(1, SNORLAX);
    houndstone.turn(0, 5);
    houndstone.flips();
    houndstone.attack(0);
    expect(houndstone.s.damage[A1]).toBe(80 + 2 * 10);
    const golisopod = new Scenario({ rules: 'standard', filler: W });
    golisopod.active(0, 'Golisopod@PAR 49', { energy: [W], under: [SNORLAX] });
    golisopod.active(1, SNORLAX);
    golisopod.hand(1, FIRE, FIRE, 'Nest Ball');
    golisopod.turn(0, 5);
    golisopod.flips();
    golisopod.attack(0);
    expect(golisopod.s.damage[A1]).toBe(3 * 20);
    const toxtricity = new Scenario({ rules: 'standard', filler: L });
    toxtricity.active(0, 'Toxtricity@OBF 72', { energy: [L, L], under: [SNORLAX] });
    toxtricity.bench(0, SNORLAX);
    toxtricity.bench(0, SNORLAX);
    toxtricity.bench(0, 'Riolu@SVI 112');
    toxtricity.active(1, SNORLAX);
    toxtricity.turn(0, 5);
    toxtricity.flips();
    toxtricity.attack(1);
    expect(toxtricity.s.damage[A1]).toBe(50 + 2 * 30); // Colorless and Fighting
    const torterra = new Scenario({ rules: 'standard', filler: G });
    torterra.active(0, 'Torterra ex@TEF 12', { energy: [G], under: [SNORLAX, STAGE1] });
    torterra.bench(0, 'Sprigatito@SVI 13');
    torterra.bench(0, SNORLAX);
    torterra.active(1, SNORLAX);
    torterra.bench(1, 'Sprigatito@SVI 13'); // the opponent's don't count
    torterra.turn(0, 5);
    torterra.flips();
    torterra.attack(0);
    expect(torterra.s.damage[A1]).toBe(2 * 30);
    for (const x of [houndstone, golisopod, toxtricity, torterra]) x.expectFlipsUsed();
  });
  it('"put 7 damage counters on your opponent\'s Active Pokémon" (Mimikyu SVP 75: CountersOnDefender), "N more if your opponent has 5 or fewer cards in hand" (Mienshao SCR 84: PlusIfOpponentHandAtMost), "put this Pokémon and all attached cards into your hand" (Drifblim MEP 6: SelfToHand)', () => {
    const P = 'Basic Psychic Energy', F = 'Basic Fighting Energy';
    const mimikyu = new Scenario({ rules: 'standard', filler: P });
    mimikyu.active(0, 'Mimikyu@SVP 75', { energy: [P, P] });
    mimikyu.active(1, 'Riolu@SVI 112'); // Weak to Psychic: counters are not damage
    mimikyu.bench(1, SNORLAX);
    mimikyu.turn(0, 5);
    mimikyu.flips();
    mimikyu.attack(0);
    expect(mimikyu.countIn(1, 'Riolu@SVI 112', Zone.Discard)).toBe(1); // 70 HP: 7 counters Knock it Out
    expect(mimikyu.events.filter((e) => e.code === Ev.DirectDamage && e.a === A1).map((e) => e.b)).toEqual([70]); // counters, not doubled by Weakness
    mimikyu.expectFlipsUsed();
    for (const cards of [5, 6]) {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Mienshao@SCR 84', { energy: [F], under: [SNORLAX] });
      sc.active(1, RESHIRAM); // not Weak to Fighting
      sc.hand(1, ...Array<string>(cards).fill(FIRE));
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(cards <= 5 ? 90 : 30);
      sc.expectFlipsUsed();
    }
    const drifblim = new Scenario({ rules: 'standard', filler: P });
    drifblim.active(0, 'Drifblim@MEP 6', { energy: [P, P], under: ['Drifloon@SVI 89'] });
    drifblim.bench(0, SNORLAX);
    drifblim.active(1, SNORLAX);
    drifblim.turn(0, 5);
    drifblim.flips();
    drifblim.attack(1);
    expect([drifblim.countIn(0, 'Drifblim@MEP 6', Zone.Hand), drifblim.countIn(0, 'Drifloon@SVI 89', Zone.Hand), drifblim.countIn(0, P, Zone.Hand) >= 2, drifblim.s.damage[A1]]).toEqual([1, 1, true, 110]);
    drifblim.expectFlipsUsed();
  });
  it('A3, X3: "If you played a Supporter card from your hand during this turn, this attack does N more damage" (Cyclizar PAR 157 Driving Buddy: Count.SupporterPlayed)', () => {
    const F = 'Basic Fighting Energy';
    const driving = (supporter: boolean): number => {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Cyclizar@PAR 157', { energy: [F, F, F] }); // Driving Buddy [CCC] 70+
      sc.bench(0, SNORLAX);
      sc.active(1, SNORLAX);
      sc.bench(1, SNORLAX);
      sc.hand(0, 'Nemona');
      sc.turn(0, 5);
      sc.flips();
      if (supporter) sc.do(Act.PlayTrainer, sc.handCard(0, 'Nemona'));
      sc.attack(1);
      sc.expectFlipsUsed();
      return sc.s.damage[A1];
    };
    expect([driving(true), driving(false)]).toEqual([140, 70]);
  });

  it('X4: "Discard a Water Energy from your opponent\'s Active Pokémon" (Growlithe MEW 58 Vaporize: DiscardDefenderEnergyOfType): only an Energy of that type goes', () => {
    const R = 'Basic Fire Energy', W = 'Basic Water Energy', F = 'Basic Fighting Energy';
    const vaporize = (energy: string[]) => {
      const sc = new Scenario({ rules: 'standard', filler: R });
      sc.active(0, 'Growlithe@MEW 58', { energy: [R] }); // Vaporize [R] 10
      sc.bench(0, SNORLAX);
      sc.active(1, SNORLAX, { energy });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      sc.expectFlipsUsed();
      return sc;
    };
    const both = vaporize([W, F]);
    expect([both.countIn(1, W, Zone.Discard), both.countIn(1, F, Zone.Discard), both.energyOn(A1)]).toEqual([1, 0, 1]);
    const none = vaporize([F, F]);
    expect([none.countIn(1, F, Zone.Discard), none.energyOn(A1)]).toEqual([0, 2]);
    expect(both.s.damage[A1]).toBe(10);
  });

  it('X4: a guard against the effects, not the damage, of the opponent\'s next attacks: "prevent all effects of attacks … (Damage is not an effect.)" (Bronzong OBF 145 Oracle Press: Guard.PreventEffects)', () => {
    const M = 'Basic Metal Energy', D = 'Basic Darkness Energy';
    const poisoned = (guarded: boolean) => {
      const sc = new Scenario({ rules: 'standard', filler: M });
      sc.active(0, 'Bronzong@OBF 145', { energy: [M, M] });
      sc.bench(0, SNORLAX);
      sc.active(1, 'Grimer@SVI 126', { energy: [D, D, D] }); // Super Poison Breath: 50, the Defending Pokémon is now Poisoned
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      if (guarded) sc.attack(0); // Oracle Press: 20 and the guard
      else sc.do(Act.EndTurn);
      sc.turn(1, 6);
      sc.attack(0);
      sc.expectFlipsUsed();
      return sc;
    };
    const on = poisoned(true), off = poisoned(false);
    // the damage lands either way (50 against Bronzong, no Weakness to Darkness); the Poison (and its counter at Pokémon Checkup) only without the guard
    expect([on.s.damage[A0], off.s.damage[A0]]).toEqual([50, 60]);
    expect(on.s.poisoned[A0]).toBe(0);
    expect(off.s.poisoned[A0]).not.toBe(0);
    expect(on.events.some((e) => e.code === Ev.EffectPrevented && e.a === A0 && e.b === ENUMS.Guard.PreventEffects)).toBe(true);
  });

  it('guards that strike back: "during your opponent\'s next turn, if this Pokémon is damaged by an attack, put 8 damage counters on the Attacking Pokémon" (Iron Boulder ex SVP 147: Guard.CountersBack) and "… equal to the damage done" (Mewtwo SVP 52: Guard.DamageBack)', () => {
    const F = 'Basic Fighting Energy';
    const struck = (ref: string, energy: string[], defender: string) => {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, ref, { energy });
      sc.bench(0, SNORLAX);
      sc.active(1, defender, { energy: [F, F] });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      // player 1's turn: its Active attacks back with its first attack
      sc.turn(1, 6);
      sc.attack(0);
      sc.expectFlipsUsed();
      return sc;
    };
    const boulder = struck('Iron Boulder ex@SVP 147', [F, F], 'Koraidon ex@TEF 120'); // Retribution Strike: 20 + 10 per counter on itself
    expect(boulder.events.filter((e) => e.code === Ev.DirectDamage && e.p === 1 && e.a === A1).map((e) => e.b)).toEqual([80]);
    const mewtwo = struck('Mewtwo@SVP 52', ['Basic Psychic Energy', 'Basic Psychic Energy'], 'Koraidon ex@TEF 120');
    // Mewtwo's 20 puts 2 counters on Koraidon ex, whose Retribution Strike then does 20 + 2 × 10 = 40: 40 back
    expect([mewtwo.s.damage[A0], mewtwo.s.damage[A1]]).toEqual([40, 20 + 40]);
  });
  it('"during your next turn, this Pokémon can\'t retreat" (Slakoth SSP 145: SelfCantRetreatNextTurn): not in its next turn, again after it', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIRE });
    sc.active(0, 'Slakoth@SSP 145', { energy: [FIRE, FIRE, FIRE] });
    sc.bench(0, SNORLAX);
    sc.active(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    sc.turn(0, 7); // its next turn
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(false);
    sc.turn(0, 9); // the turn after
    expect(sc.legal().some((x) => actKind(x) === Act.Retreat)).toBe(true);
    sc.expectFlipsUsed();
  });
  it('X3, A6: "N (more, less) damage for each Colorless in your opponent\'s Active Pokémon\'s Retreat Cost" (Count.DefenderRetreat): Stoutland OBF 172 ×, Heracross SVI 2 +, Throh BLK 50 − (never below 0): the Retreat Cost as it is now, a Stadium\'s cut counted', () => {
    const P = 'Basic Psychic Energy', G = 'Basic Grass Energy', F = 'Basic Fighting Energy';
    const hit = (ref: string, energy: string[], under: string[], defender: string, k: number, court = false) => {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, ref, { energy, under });
      sc.active(1, defender);
      const [stadium] = sc.hand(0, 'Beach Court');
      sc.turn(0, 5);
      sc.flips();
      if (court) sc.do(Act.PlayTrainer, stadium); // Basic Pokémon retreat for 1 less
      sc.attack(k);
      sc.expectFlipsUsed();
      return dealtToDefender(sc);
    };
    const STOUTLAND = 'Stoutland@OBF 172';
    expect(hit(STOUTLAND, [P], [SNORLAX, STAGE1], SNORLAX, 0)).toBe(50 * 3); // Snorlax: Retreat Cost 3
    expect(hit(STOUTLAND, [P], [SNORLAX, STAGE1], SNORLAX, 0, true)).toBe(50 * 2); // Beach Court: 2
    expect(hit('Heracross@SVI 2', [G, G], [], SNORLAX, 0)).toBe(10 + 30 * 3);
    expect(hit('Throh@BLK 50', [F, F], [], RESHIRAM, 0)).toBe(120 - 30 * 2); // Reshiram: Retreat Cost 2, no Weakness to Fighting
    expect(hit('Throh@BLK 50', [F, F], [], 'Dondozo@SVI 61', 0)).toBe(0); // Retreat Cost 4: 120 − 120
  });

  it('X3: "N damage for each …" by cards and names (Op.TimesCount, Op.PlusPerCount): Trainer cards in the opponent\'s revealed hand (Gengar MEW 94), Pokémon with this attack in the discard pile (Murkrow SVP 21: United Wings) and in play (Tympole BLK 19: Round), Pokémon of a name in the discard pile (Dondozo SVI 61), in play (Maushold SVI 161) and Benched (Vikavolt TEF 56)', () => {
    const P = 'Basic Psychic Energy', D = 'Basic Darkness Energy', W = 'Basic Water Energy', L = 'Basic Lightning Energy';
    const run = (ref: string, energy: string[], k: number, setup: (sc: Scenario) => void, under: string[] = []) => {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, ref, { energy, under });
      sc.active(1, SNORLAX);
      setup(sc);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(k);
      sc.expectFlipsUsed();
      return dealtToDefender(sc);
    };
    expect(run('Gengar@MEW 94', [P], 0, (sc) => sc.hand(1, 'Nest Ball', 'Arven', FIRE, 'Beach Court'), [SNORLAX, STAGE1])).toBe(3 * 50);
    // Wattrel and Dartrix have United Wings, Snorlax has not; the opponent's discard pile doesn't count
    expect(run('Murkrow@SVP 21', [D], 1, (sc) => { sc.discard(0, 'Wattrel@PAL 80', 'Dartrix@SFA 4', SNORLAX); sc.discard(1, 'Wattrel@PAL 80'); })).toBe(2 * 20);
    // itself, a Benched Tympole and a Benched Wigglytuff (Round), not the Benched Snorlax nor the opponent's Tympole
    expect(run('Tympole@BLK 19', [W, W], 0, (sc) => { sc.bench(0, 'Tympole@BLK 19'); sc.bench(0, 'Wigglytuff@PFL 77', { under: [SNORLAX] }); sc.bench(0, SNORLAX); sc.bench(1, 'Tympole@BLK 19'); })).toBe(3 * 20);
    expect(run('Dondozo@SVI 61', [W, W], 0, (sc) => sc.discard(0, 'Tatsugiri@TWM 131', 'Tatsugiri@TWM 131', SNORLAX))).toBe(2 * 50);
    expect(run('Dondozo@SVI 61', [W, W], 0, (sc) => sc.bench(0, 'Tatsugiri@TWM 131'))).toBe(0); // in play: not in the discard pile
    expect(run('Maushold@SVI 161', [P, P], 1, (sc) => { sc.bench(0, 'Maushold@SVI 161', { under: [SNORLAX] }); sc.bench(0, SNORLAX); sc.bench(1, 'Maushold@SVI 161'); }, [SNORLAX])).toBe(2 * 70);
    expect(run('Vikavolt@TEF 56', [L, L], 1, (sc) => { sc.bench(0, 'Charjabug@TEF 55', { under: [SNORLAX] }); sc.bench(1, 'Charjabug@TEF 55'); }, [SNORLAX, STAGE1])).toBe(120 + 80);
  });

  it('X3, X5: "if …, this attack does N more damage" (Op.PlusIfCount, counted before the damage): a Benched partner (Falinks PAL 119: not itself in the Active Spot), the Defending Pokémon\'s type (Caterpie MEW 10), a damaged Benched Pokémon (Great Tusk TEF 96), a Stadium in play (Probopass DRI 98)', () => {
    const F = 'Basic Fighting Energy', G = 'Basic Grass Energy';
    const run = (ref: string, energy: string[], k: number, defender: string, setup: (sc: Scenario) => void, under: string[] = [], court = false) => {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, ref, { energy, under });
      sc.active(1, defender);
      const [stadium] = sc.hand(0, 'Beach Court');
      setup(sc);
      sc.turn(0, 5);
      sc.flips();
      if (court) sc.do(Act.PlayTrainer, stadium);
      sc.attack(k);
      sc.expectFlipsUsed();
      return dealtToDefender(sc);
    };
    expect(run('Falinks@PAL 119', [F, F, F], 1, RESHIRAM, (sc) => sc.bench(0, 'Falinks@PAL 119'))).toBe(70 + 90);
    expect(run('Falinks@PAL 119', [F, F, F], 1, RESHIRAM, (sc) => sc.bench(0, SNORLAX))).toBe(70);
    expect(run('Caterpie@MEW 10', [G], 0, 'Riolu@SVI 112', () => {})).toBe(10); // a Fighting Pokémon
    expect(run('Caterpie@MEW 10', [G], 0, 'Sprigatito@SVI 13', () => {})).toBe(10 + 30); // a Grass Pokémon (no Weakness to Grass)
    expect(run('Great Tusk@TEF 96', [F, F, F], 1, RESHIRAM, (sc) => { sc.bench(0, SNORLAX); sc.bench(0, SNORLAX, { damage: 10 }); })).toBe(80 + 80);
    expect(run('Great Tusk@TEF 96', [F, F, F], 1, RESHIRAM, (sc) => { sc.bench(0, SNORLAX); sc.bench(1, SNORLAX, { damage: 10 }); })).toBe(80); // the opponent's don't count
    expect(run('Probopass@DRI 98', [F, F, F], 1, RESHIRAM, () => {}, [SNORLAX], true)).toBe(70 + 70); // Beach Court in play
    expect(run('Probopass@DRI 98', [F, F, F], 1, RESHIRAM, () => {}, [SNORLAX])).toBe(70);
  });
  it('"discard the top N cards of your deck" (Diglett OBF 103: DiscardOwnDeckTop) and "N more while your deck has 3 or fewer cards" (Orthworm PAR 138), "while the opponent has exactly 1 Prize card left" (Krokorok SVI 116: PlusIfCountAtMost)', () => {
    const F = 'Basic Fighting Energy', M = 'Basic Metal Energy';
    const diglett = new Scenario({ rules: 'standard', filler: F });
    diglett.active(0, 'Diglett@OBF 103', { energy: [F] });
    diglett.active(1, SNORLAX);
    diglett.top(0, 'Nest Ball');
    const deckBefore = diglett.s.deckCount[0];
    diglett.turn(0, 5);
    diglett.flips();
    diglett.attack(0);
    expect([diglett.countIn(0, 'Nest Ball', Zone.Discard), deckBefore - diglett.s.deckCount[0], diglett.s.discardCount[1]]).toEqual([1, 1, 0]); // its deck, not the opponent's
    diglett.expectFlipsUsed();
    for (const left of [3, 4]) {
      const sc = new Scenario({ rules: 'standard', filler: M, size: 8 });
      sc.active(0, 'Orthworm@PAR 138', { energy: [M, M, M] }); // 4 of its 8 cards
      if (left === 3) sc.discard(0, M);
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(1);
      expect([sc.s.deckCount[0], dealtToDefender(sc)]).toEqual([left, left === 3 ? 90 + 150 : 90]);
      sc.expectFlipsUsed();
    }
    for (const prizes of [1, 2]) {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Krokorok@SVI 116', { energy: [F], under: [SNORLAX] });
      sc.active(1, RESHIRAM);
      sc.prizes(1, prizes);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(dealtToDefender(sc)).toBe(prizes === 1 ? 30 + 90 : 30);
      sc.expectFlipsUsed();
    }
  });

  it('K1, X5: "if your opponent\'s Pokémon is Knocked Out by damage from this attack, prevent all damage from and effects of attacks done to this Pokémon" (Corviknight PAL 148: GuardIfDefenderKnockedOut): guarded after a Knock Out only', () => {
    const M = 'Basic Metal Energy';
    for (const damage of [30, 0]) {
      const sc = new Scenario({ rules: 'standard', filler: M });
      sc.active(0, 'Corviknight@PAL 148', { energy: [M], under: [SNORLAX, STAGE1] });
      sc.active(1, 'Riolu@SVI 112', { damage }); // 70 HP: 50 Knocks Out only the damaged one
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(sc.countIn(1, 'Riolu@SVI 112', Zone.Discard)).toBe(damage ? 1 : 0);
      expect([sc.s.guard[A0], sc.s.guardUntil[A0]]).toEqual(damage ? [ENUMS.Guard.PreventDamageAndEffects, 6] : [0, 0]);
      sc.expectFlipsUsed();
    }
  });

  it('X5: "flip a coin; if heads, N more; if tails, it can\'t attack during your next turn" (Dragonite ex OBF 159) and "if heads, N more and heal N from this Pokémon" (Floette SVI 92): the effect after CoinWasOrStop follows that coin only', () => {
    const W = 'Basic Water Energy', L = 'Basic Lightning Energy', P = 'Basic Psychic Energy';
    for (const heads of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: W });
      sc.active(0, 'Dragonite ex@OBF 159', { energy: [W, L], under: [SNORLAX, STAGE1] });
      sc.active(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(heads);
      sc.attack(1);
      expect([dealtToDefender(sc), sc.s.noAttackTurn[A0]]).toEqual(heads ? [140 + 140, 0] : [140, 7]);
      sc.expectFlipsUsed();
      const floette = new Scenario({ rules: 'standard', filler: P });
      floette.active(0, 'Floette@SVI 92', { energy: [P, P], under: [SNORLAX], damage: 40 });
      floette.active(1, SNORLAX);
      floette.turn(0, 5);
      floette.flips(heads);
      floette.attack(0);
      expect([dealtToDefender(floette), floette.s.damage[A0]]).toEqual(heads ? [30 + 30, 10] : [30, 40]);
      floette.expectFlipsUsed();
    }
  });

  it('"move all damage counters from 1 of your Benched Pokémon to your opponent\'s Active Pokémon" (Dedenne ex PAL 93: MoveBenchedCountersToDefender): the damaged one chosen gives all of them, counters not damage (no Weakness)', () => {
    const P = 'Basic Psychic Energy';
    const sc = new Scenario({ rules: 'standard', filler: P });
    sc.active(0, 'Dedenne ex@PAL 93', { energy: [P, P], damage: 20 });
    sc.bench(0, SNORLAX);
    const hurt = sc.bench(0, SNORLAX, { damage: 50 });
    sc.active(1, 'Gastly@MEW 92'); // Weak to Darkness, not Psychic; 50 HP... counters only
    sc.bench(1, SNORLAX);
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    expect(sc.legal().map(actB)).toEqual([hurt]); // only the damaged Benched Pokémon; not the Active
    sc.do(Act.ChooseSlot, 0, hurt);
    expect([sc.s.damage[hurt], sc.s.damage[A0], sc.countIn(1, 'Gastly@MEW 92', Zone.Discard)]).toEqual([0, 20, 1]);
    expect(sc.events.filter((e) => e.code === Ev.MoveDamage).map((e) => [e.a, e.b, e.c])).toEqual([[hurt, A1, 50]]);
    sc.expectFlipsUsed();
  });

  it('X3: "during your next turn, attacks used by this Pokémon do N more damage to your opponent\'s Active Pokémon" (Golem ex MEW 76) and "this Pokémon\'s <attack> does N more" (Doublade PAR 133: BoostNextTurn): in its next turn only, the named attack only, before Weakness', () => {
    const F = 'Basic Fighting Energy', M = 'Basic Metal Energy';
    const dealtFrom = (sc: Scenario, from: number) => sc.events.slice(from).filter((e) => e.code === Ev.Damage && e.p === 1 && e.a === SLOTS).reduce((n, e) => n + (e.d >>> 16), 0);
    for (const next of [7, 9]) { // its next turn; the turn after
      const golem = new Scenario({ rules: 'standard', filler: F });
      golem.active(0, 'Golem ex@MEW 76', { energy: [F, F, F], under: [SNORLAX, STAGE1] });
      golem.active(1, 'Dragonite ex@OBF 159'); // 330 HP, no Weakness
      golem.turn(0, 5);
      golem.flips();
      golem.attack(0);
      expect(dealtToDefender(golem)).toBe(50); // not this turn
      golem.turn(0, next);
      const from = golem.events.length;
      golem.attack(1);
      expect(dealtFrom(golem, from)).toBe(next === 7 ? 180 + 120 : 180);
      golem.expectFlipsUsed();
    }
    const doublade = new Scenario({ rules: 'standard', filler: M });
    doublade.active(0, 'Doublade@PAR 133', { energy: [M, M], under: [SNORLAX] });
    doublade.active(1, 'Dragonite ex@OBF 159');
    doublade.turn(0, 5);
    doublade.flips();
    doublade.attack(0); // Swords Dance: Slicing Blade does 80 more next turn
    doublade.turn(0, 7);
    const from = doublade.events.length;
    doublade.attack(1);
    expect(dealtFrom(doublade, from)).toBe(40 + 80);
    doublade.expectFlipsUsed();
  });

  it('templates that reuse ops: "N damage to each of your opponent\'s Pokémon" (Lapras OBF 45: Weakness on the Active only), Thrash (Mankey MEW 56: FlipHeadsPlus, IfTailsSelfDamage), "your opponent shuffles their hand into their deck and draws 4" (Wattrel PAL 81), "search your deck for up to 3 Clefairy" (Clefairy MEW 35: Filter.SameNameAsAttacker), Energy and Item cards in the opponent\'s discard pile (Orbeetle PAR 12, Tirtouga BLK 22)', () => {
    const W = 'Basic Water Energy', F = 'Basic Fighting Energy', C = 'Basic Psychic Energy', G = 'Basic Grass Energy';
    const lapras = new Scenario({ rules: 'standard', filler: W });
    lapras.active(0, 'Lapras@OBF 45', { energy: [W, W] });
    lapras.active(1, RESHIRAM); // Weak to Water
    const bench = lapras.bench(1, SNORLAX);
    lapras.turn(0, 5);
    lapras.flips();
    lapras.attack(0);
    expect([lapras.s.damage[A1], lapras.s.damage[bench]]).toEqual([20, 10]);
    lapras.expectFlipsUsed();
    for (const heads of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, 'Mankey@MEW 56', { energy: [F] });
      sc.active(1, RESHIRAM);
      sc.turn(0, 5);
      sc.flips(heads);
      sc.attack(0);
      expect([sc.s.damage[A1], sc.s.damage[A0]]).toEqual(heads ? [40, 0] : [20, 20]);
      sc.expectFlipsUsed();
    }
    const wattrel = new Scenario({ rules: 'standard', filler: W });
    wattrel.active(0, 'Wattrel@PAL 81', { energy: [W] });
    wattrel.active(1, SNORLAX);
    wattrel.hand(1, 'Nest Ball', FIRE);
    wattrel.turn(0, 5);
    wattrel.flips();
    wattrel.attack(0);
    expect([wattrel.s.handCount[1], wattrel.countIn(1, 'Nest Ball', Zone.Hand) + wattrel.countIn(1, 'Nest Ball', Zone.Deck)]).toEqual([4 + 1, 1]); // 4, then the draw of their turn
    wattrel.expectFlipsUsed();
    const clefairy = new Scenario({ rules: 'standard', filler: C, deck0: ['Clefairy@MEW 35', 'Clefairy@MEW 35', 'Clefairy@MEW 35', SNORLAX] }); // one of them its Active
    clefairy.active(0, 'Clefairy@MEW 35', { energy: [C] });
    clefairy.active(1, SNORLAX);
    clefairy.turn(0, 5);
    clefairy.flips();
    clefairy.attack(0);
    for (let guard = 0; guard < 5; guard++) {
      const pick = clefairy.legal().find((x) => actKind(x) === Act.ChooseCard);
      if (pick === undefined) break;
      step(clefairy.s, pick);
    }
    expect([clefairy.s.benchCount[0], clefairy.name(A0 + 1), clefairy.name(A0 + 2)]).toEqual([2, 'Clefairy', 'Clefairy']); // not the Snorlax
    clefairy.expectFlipsUsed();
    const orbeetle = new Scenario({ rules: 'standard', filler: G });
    orbeetle.active(0, 'Orbeetle@PAR 12', { energy: [G], under: [SNORLAX, STAGE1] });
    orbeetle.active(1, SNORLAX);
    orbeetle.discard(1, FIRE, FIRE, 'Nest Ball');
    orbeetle.discard(0, G); // its own discard pile doesn't count
    orbeetle.turn(0, 5);
    orbeetle.flips();
    orbeetle.attack(0);
    expect(orbeetle.s.damage[A1]).toBe(2 * 30);
    orbeetle.expectFlipsUsed();
    const tirtouga = new Scenario({ rules: 'standard', filler: W });
    tirtouga.active(0, 'Tirtouga@BLK 22', { energy: [W], under: [SNORLAX] });
    tirtouga.active(1, SNORLAX);
    tirtouga.discard(1, 'Nest Ball', 'Nest Ball', 'Arven', FIRE); // 2 Items; a Supporter and an Energy don't count
    tirtouga.turn(0, 5);
    tirtouga.flips();
    tirtouga.attack(0);
    expect(tirtouga.s.damage[A1]).toBe(2 * 30);
    tirtouga.expectFlipsUsed();
  });
  it('"put N damage counters on 1 of your opponent\'s Pokémon" (Yamask PAR 75: CountersOnOneOpponent): all on the one chosen, a Benched one too, counters not damage', () => {
    const P = 'Basic Psychic Energy';
    const sc = new Scenario({ rules: 'standard', filler: P });
    sc.active(0, 'Yamask@PAR 75', { energy: [P, P] });
    sc.active(1, SNORLAX);
    const benched = sc.bench(1, 'Riolu@SVI 112'); // Weak to Psychic: counters are not damage
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    expect(sc.legal().map(actB).sort((x, y) => x - y)).toEqual([A1, benched]);
    sc.do(Act.ChooseSlot, 0, benched);
    expect([sc.s.damage[A1], sc.s.damage[benched]]).toEqual([0, 30]);
    sc.expectFlipsUsed();
  });

  it('K1: "if your opponent\'s Active Pokémon has 4 or more damage counters on it (is Asleep, is a Basic Pokémon), it is Knocked Out" (Kingambit SVP 130, Jynx ex MEW 124, Haxorus BLK 70: KnockOutIfCount)', () => {
    const M = 'Basic Metal Energy', W = 'Basic Water Energy', F = 'Basic Fighting Energy';
    const run = (ref: string, energy: string[], under: string[], k: number, defender: string, o: { damage?: number; cond?: number; under?: string[] } = {}) => {
      const sc = new Scenario({ rules: 'standard', filler: M });
      sc.active(0, ref, { energy, under });
      sc.active(1, defender, { damage: o.damage ?? 0, cond: o.cond as never, under: o.under });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips(); // (the Asleep one is Knocked Out: no Checkup flip)
      sc.attack(k);
      sc.expectFlipsUsed();
      return sc.events.some((e) => e.code === Ev.KnockOut && e.p === 1 && e.a === A1);
    };
    const KINGAMBIT = 'Kingambit@SVP 130';
    expect(run(KINGAMBIT, [M], [SNORLAX, STAGE1], 0, SNORLAX, { damage: 40 })).toBe(true);
    expect(run(KINGAMBIT, [M], [SNORLAX, STAGE1], 0, SNORLAX, { damage: 30 })).toBe(false);
    expect(run('Jynx ex@MEW 124', [W, W, W], [], 0, SNORLAX, { cond: ENUMS.Cond.Asleep })).toBe(true);
    expect(run('Jynx ex@MEW 124', [W, W, W], [], 0, SNORLAX, { cond: ENUMS.Cond.Confused })).toBe(false);
    const HAXORUS = 'Haxorus@BLK 70';
    expect(run(HAXORUS, [F, M, M], [SNORLAX, STAGE1], 1, SNORLAX)).toBe(true);
    expect(run(HAXORUS, [F, M, M], [SNORLAX, STAGE1], 1, STAGE1, { under: [SNORLAX] })).toBe(false); // a Stage 1
  });

  it('X3: "flip a coin for each Fire Energy attached to this Pokémon (each Energy on both Active Pokémon), N damage for each heads" (Torkoal SVI 35, Exeggutor SSP 3: TimesHeadsPerCount)', () => {
    const R = 'Basic Fire Energy', G = 'Basic Grass Energy', W = 'Basic Water Energy';
    const torkoal = new Scenario({ rules: 'standard', filler: R });
    torkoal.active(0, 'Torkoal@SVI 35', { energy: [R, R, W, R] }); // 3 Fire: 3 coins
    torkoal.active(1, SNORLAX);
    torkoal.turn(0, 5);
    torkoal.flips(true, false, true);
    torkoal.attack(1);
    expect(dealtToDefender(torkoal)).toBe(2 * 80);
    torkoal.expectFlipsUsed();
    const exeggutor = new Scenario({ rules: 'standard', filler: G });
    exeggutor.active(0, 'Exeggutor@SSP 3', { energy: [G, G], under: [SNORLAX] });
    exeggutor.active(1, SNORLAX, { energy: [W] }); // 3 Energy on both: 3 coins
    exeggutor.turn(0, 5);
    exeggutor.flips(true, true, false);
    exeggutor.attack(0);
    expect(dealtToDefender(exeggutor)).toBe(2 * 60);
    exeggutor.expectFlipsUsed();
  });

  it('X3: "N more if you have a Stadium in play" (Palossand PAL 96: yours, not the opponent\'s), "… more cards in your hand than your opponent" (Revavroom SVP 121), "… the same number of cards" (Ninetales ex MEW 38); the top of the deck: Energy attached from it (Dondozo PAR 55), Basic Pokémon benched from it (Reuniclus TEF 72), an Energy searched (Feebas PAR 35)', () => {
    const P = 'Basic Psychic Energy', M = 'Basic Metal Energy', R = 'Basic Fire Energy', W = 'Basic Water Energy';
    for (const whose of [0, 1]) {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, 'Palossand@PAL 96', { energy: [P, P, P], under: [SNORLAX] });
      sc.active(1, SNORLAX);
      const [court] = sc.hand(whose, 'Beach Court');
      sc.turn(whose, 4);
      sc.do(Act.PlayTrainer, court);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(1);
      expect(dealtToDefender(sc)).toBe(whose === 0 ? 80 + 80 : 80);
      sc.expectFlipsUsed();
    }
    for (const [mine, theirs] of [[3, 2], [2, 2], [2, 3]]) {
      const rev = new Scenario({ rules: 'standard', filler: M });
      rev.active(0, 'Revavroom@SVP 121', { energy: [M, M, M], under: [SNORLAX] });
      rev.active(1, SNORLAX);
      rev.hand(0, ...Array<string>(mine).fill(M));
      rev.hand(1, ...Array<string>(theirs).fill(M));
      rev.turn(0, 5);
      rev.flips();
      rev.attack(1);
      expect(dealtToDefender(rev), `${mine} against ${theirs}`).toBe(mine > theirs ? 70 + 80 : 70);
      const nine = new Scenario({ rules: 'standard', filler: R });
      nine.active(0, 'Ninetales ex@MEW 38', { energy: [R, R], under: [SNORLAX] });
      nine.active(1, SNORLAX);
      nine.hand(0, ...Array<string>(mine).fill(R));
      nine.hand(1, ...Array<string>(theirs).fill(R));
      nine.turn(0, 5);
      nine.flips();
      nine.attack(1);
      expect(dealtToDefender(nine), `${mine} against ${theirs}`).toBe(mine === theirs ? 80 + 140 : 80);
      for (const x of [rev, nine]) x.expectFlipsUsed();
    }
    const choose = (sc: Scenario) => {
      for (let guard = 0; guard < 12; guard++) {
        const legal = sc.legal();
        const pick = legal.find((x) => actKind(x) === Act.ChooseCard) ?? legal.find((x) => actKind(x) === Act.Done);
        if (pick === undefined || sc.s.current[0] !== 0) break;
        step(sc.s, pick);
      }
    };
    const dondozo = new Scenario({ rules: 'standard', filler: M });
    dondozo.active(0, 'Dondozo@PAR 55', { energy: [W] });
    dondozo.active(1, SNORLAX);
    dondozo.top(0, 'Nest Ball', R, 'Arven', W, 'Basic Grass Energy'); // the top 5: Grass, Water, Arven, Fire, Nest Ball; then Metal (the filler)
    dondozo.turn(0, 5);
    dondozo.flips();
    dondozo.attack(0);
    choose(dondozo);
    expect(dondozo.energyOn(A0)).toBe(1 + 3); // the 3 basic Energy among the top 5, not the 6th card
    dondozo.expectFlipsUsed();
    const reuniclus = new Scenario({ rules: 'standard', filler: P });
    reuniclus.active(0, 'Reuniclus@TEF 72', { energy: [P], under: [SNORLAX, STAGE1] });
    reuniclus.active(1, SNORLAX);
    reuniclus.top(0, SNORLAX, STAGE1, 'Nest Ball', 'Riolu@SVI 112');
    reuniclus.turn(0, 5);
    reuniclus.flips();
    reuniclus.attack(0);
    choose(reuniclus);
    expect([reuniclus.s.benchCount[0], reuniclus.name(A0 + 1), reuniclus.name(A0 + 2)]).toEqual([2, 'Riolu', 'Snorlax']); // the Basic Pokémon, not the Stage 1
    reuniclus.expectFlipsUsed();
    const feebas = new Scenario({ rules: 'standard', filler: W, deck0: ['Nest Ball', 'Basic Fire Energy'] });
    feebas.active(0, 'Feebas@PAR 35', { energy: [W] });
    feebas.active(1, SNORLAX);
    feebas.turn(0, 5);
    feebas.flips();
    feebas.attack(0);
    const offered = feebas.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => feebas.s.cardDef[actA(x)]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((d) => ALL_CARDS[d].supertype === Supertype.Energy)).toBe(true);
    feebas.expectFlipsUsed();
  });
  it('X1, A6: "during your opponent\'s next turn, the Defending Pokémon\'s attacks cost N Colorless more (its Retreat Cost is N more)" (Brambleghast PAL 24, Grimer MEW 88, Muk MEW 89: Debuff.CostMore, RetreatMore, CostAndRetreatMore): in that turn only', () => {
    const R = 'Basic Fire Energy', D = 'Basic Darkness Energy';
    /** Player 0's `ref` uses attack k on Reshiram (Heat Blast: RCC; Retreat Cost 2) with `energy`; player 1's next turn: can it attack, can it retreat? */
    const next = (ref: string, mine: string[], under: string[], k: number, energy: string[]) => {
      const sc = new Scenario({ rules: 'standard', filler: D });
      sc.active(0, ref, { energy: mine, under });
      sc.active(1, RESHIRAM, { energy });
      sc.bench(1, SNORLAX);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(k);
      sc.turn(1, 6);
      const now = [sc.legal().some((x) => actKind(x) === Act.Attack), sc.legal().some((x) => actKind(x) === Act.Retreat)];
      sc.turn(1, 8); // a later turn: as printed again
      const later = [sc.legal().some((x) => actKind(x) === Act.Attack), sc.legal().some((x) => actKind(x) === Act.Retreat)];
      sc.expectFlipsUsed();
      return [...now, ...later];
    };
    const BRAMBLE = 'Brambleghast@PAL 24';
    expect(next(BRAMBLE, [D, D, D], [SNORLAX], 1, [R, R, R, R])).toEqual([false, true, true, true]); // RCC + 2: 5 needed
    expect(next(BRAMBLE, [D, D, D], [SNORLAX], 1, [R, R, R, R, R])).toEqual([true, true, true, true]);
    expect(next('Grimer@MEW 88', [D], [], 0, [R, R])).toEqual([false, false, false, true]); // Retreat Cost 2 + 1 (2 Energy: Heat Blast short anyway)
    expect(next('Grimer@MEW 88', [D], [], 0, [R, R, R])).toEqual([true, true, true, true]);
    expect(next('Muk@MEW 89', [D], [SNORLAX], 0, [R, R, R])).toEqual([false, true, true, true]); // RCC + 1; Retreat Cost 3
    expect(next('Muk@MEW 89', [D], [SNORLAX], 0, [R, R, R, R])).toEqual([true, true, true, true]);
  });

  it('from the discard pile: "attach up to 2 Basic Fire Energy cards to 1 of your Pokémon" (Chi-Yu SVP 57: Dest.AttachOneAny, both to the one chosen first), "shuffle up to 3 Basic Water Energy into your deck" (Wooper SVP 155), "put up to 3 Water Pokémon onto your Bench" (Kingdra ex SVP 131: Basic ones)', () => {
    const R = 'Basic Fire Energy', W = 'Basic Water Energy';
    const pickAll = (sc: Scenario, slot: number) => {
      for (let guard = 0; guard < 12 && sc.s.current[0] === 0; guard++) {
        const legal = sc.legal();
        const pick = legal.find((x) => actKind(x) === Act.ChooseCard) ?? legal.find((x) => actKind(x) === Act.ChooseSlot && actB(x) === slot) ?? legal.find((x) => actKind(x) === Act.ChooseSlot);
        if (pick === undefined) break;
        step(sc.s, pick);
      }
    };
    const chiyu = new Scenario({ rules: 'standard', filler: R });
    chiyu.active(0, 'Chi-Yu@SVP 57', { energy: [R] });
    const b1 = chiyu.bench(0, SNORLAX);
    const b2 = chiyu.bench(0, SNORLAX);
    chiyu.discard(0, R, R, R, W);
    chiyu.active(1, SNORLAX);
    chiyu.turn(0, 5);
    chiyu.flips();
    chiyu.attack(0);
    expect(chiyu.legal().every((x) => actKind(x) === Act.ChooseCard || actKind(x) === Act.Done)).toBe(true);
    step(chiyu.s, chiyu.legal().find((x) => actKind(x) === Act.ChooseCard)!);
    expect(chiyu.legal().map(actB).sort((x, y) => x - y)).toEqual([A0, b1, b2]); // any of its Pokémon
    chiyu.do(Act.ChooseSlot, 0, b2);
    pickAll(chiyu, b1); // the second card: to the same one only
    expect([chiyu.energyOn(A0), chiyu.energyOn(b1), chiyu.energyOn(b2), chiyu.countIn(0, R, Zone.Discard)]).toEqual([1, 0, 2, 1]);
    chiyu.expectFlipsUsed();
    const wooper = new Scenario({ rules: 'standard', filler: R });
    wooper.active(0, 'Wooper@SVP 155', { energy: [W] });
    wooper.discard(0, W, W, W, W, R);
    wooper.active(1, SNORLAX);
    wooper.turn(0, 5);
    wooper.flips();
    wooper.attack(0);
    pickAll(wooper, A0);
    expect([wooper.countIn(0, W, Zone.Discard), wooper.countIn(0, R, Zone.Discard)]).toEqual([1, 1]);
    wooper.expectFlipsUsed();
    const kingdra = new Scenario({ rules: 'standard', filler: W });
    kingdra.active(0, 'Kingdra ex@SVP 131', { energy: [W], under: [SNORLAX, STAGE1] });
    kingdra.discard(0, 'Tympole@BLK 19', 'Palpitoad@BLK 20', 'Wattrel@PAL 80', 'Dondozo@SVI 61');
    kingdra.active(1, SNORLAX);
    kingdra.turn(0, 5);
    kingdra.flips();
    kingdra.attack(0);
    pickAll(kingdra, A0);
    expect([kingdra.s.benchCount[0], kingdra.name(A0 + 1), kingdra.name(A0 + 2)].sort()).toEqual([2, 'Dondozo', 'Tympole'].sort()); // Basic Water Pokémon only
    kingdra.expectFlipsUsed();
  });
  it('X4: "this attack also does N damage to 2 of your opponent\'s Benched Pokémon" (Koraidon ex OBF 124) and "… to 1 that has any damage counters on it" (Zapdos ex SVP 49: BenchDamageOpponents): the ones chosen, no Weakness; a lone one without asking', () => {
    const F = 'Basic Fighting Energy', L = 'Basic Lightning Energy';
    const sc = new Scenario({ rules: 'standard', filler: F });
    sc.active(0, 'Koraidon ex@OBF 124', { energy: [F] });
    sc.active(1, RESHIRAM);
    const [b1, b2, b3] = [sc.bench(1, 'Riolu@SVI 112'), sc.bench(1, SNORLAX), sc.bench(1, SNORLAX)]; // Riolu: no Weakness on the Bench
    sc.turn(0, 5);
    sc.flips();
    sc.attack(0);
    sc.do(Act.ChooseSlot, 0, b1);
    expect(sc.legal().map(actB).sort((x, y) => x - y)).toEqual([b2, b3]); // not the same one twice
    sc.do(Act.ChooseSlot, 0, b3);
    expect([sc.s.damage[A1], sc.s.damage[b1], sc.s.damage[b2], sc.s.damage[b3]]).toEqual([20, 20, 0, 20]);
    sc.expectFlipsUsed();
    const zapdos = new Scenario({ rules: 'standard', filler: L });
    zapdos.active(0, 'Zapdos ex@SVP 49', { energy: [L, L, L] });
    zapdos.active(1, 'Dragonite ex@OBF 159');
    const clean = zapdos.bench(1, SNORLAX);
    const hurt = zapdos.bench(1, SNORLAX, { damage: 10 });
    zapdos.turn(0, 5);
    zapdos.flips();
    zapdos.attack(0);
    expect([zapdos.s.damage[A1], zapdos.s.damage[clean], zapdos.s.damage[hurt], zapdos.s.current[0]]).toEqual([120, 0, 10 + 90, 1]); // no choice asked
    zapdos.expectFlipsUsed();
  });

  it('"put 2 damage counters on each of your opponent\'s Pokémon" (Uxie SSP 78) and "… that has any damage counters on it" (Yveltal SFA 35: CountersOnEachOpponent): counters, not damage', () => {
    const P = 'Basic Psychic Energy', D = 'Basic Darkness Energy';
    const uxie = new Scenario({ rules: 'standard', filler: P });
    uxie.active(0, 'Uxie@SSP 78', { energy: [P] });
    uxie.active(1, 'Dragonite ex@OBF 159');
    const ub = [uxie.bench(1, 'Riolu@SVI 112'), uxie.bench(1, SNORLAX, { damage: 10 })]; // Riolu: Weak to Psychic
    uxie.turn(0, 5);
    uxie.flips();
    uxie.attack(0);
    expect([uxie.s.damage[A1], ...ub.map((sl) => uxie.s.damage[sl])]).toEqual([20, 20, 30]);
    uxie.expectFlipsUsed();
    const yveltal = new Scenario({ rules: 'standard', filler: D });
    yveltal.active(0, 'Yveltal@SFA 35', { energy: [D] });
    yveltal.active(1, 'Dragonite ex@OBF 159', { damage: 50 });
    const yb = [yveltal.bench(1, SNORLAX), yveltal.bench(1, SNORLAX, { damage: 10 })];
    yveltal.turn(0, 5);
    yveltal.flips();
    yveltal.attack(0);
    expect([yveltal.s.damage[A1], ...yb.map((sl) => yveltal.s.damage[sl])]).toEqual([70, 0, 30]);
    yveltal.expectFlipsUsed();
  });

  it('"discard a card from your hand; if you do, draw 2 cards" (Klefki SSP 128: DiscardFromHandOrStop): the card chosen, then the draw; with an empty hand neither', () => {
    const M = 'Basic Metal Energy';
    for (const cards of [2, 0]) {
      const sc = new Scenario({ rules: 'standard', filler: M });
      sc.active(0, 'Klefki@SSP 128', { energy: [M] });
      sc.active(1, SNORLAX);
      const hand = sc.hand(0, ...['Nest Ball', M].slice(0, cards));
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      if (cards > 0) {
        expect(sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map(actA).sort()).toEqual([...hand].sort());
        sc.do(Act.ChooseCard, hand[0]);
      }
      expect([sc.countIn(0, 'Nest Ball', Zone.Discard), sc.events.filter((e) => e.code === Ev.Draw && e.p === 0).length]).toEqual(cards ? [1, 2] : [0, 0]);
      sc.expectFlipsUsed();
    }
  });
  it('X5: "if … isn\'t so, this attack does nothing" (NothingUnlessCountIn): exactly 3 cards in hand (Alolan Dugtrio SSP 123), Confused (Primeape MEW 57, C5), fewer than 4 damage counters (Ting-Lu PAR 109), more than 4 Benched Pokémon (Victini BLK 12)', () => {
    const F = 'Basic Fighting Energy', R = 'Basic Fire Energy';
    const run = (ref: string, energy: string[], under: string[], k: number, setup: (sc: Scenario) => void, flips: boolean[] = [], damage = 0) => {
      const sc = new Scenario({ rules: 'standard', filler: F });
      sc.active(0, ref, { energy, under, damage });
      sc.active(1, 'Dragonite ex@OBF 159');
      setup(sc);
      sc.turn(0, 5);
      sc.flips(...flips);
      sc.attack(k);
      sc.expectFlipsUsed();
      return dealtToDefender(sc);
    };
    const DUGTRIO = 'Alolan Dugtrio@SSP 123';
    expect(run(DUGTRIO, [], [SNORLAX], 0, (sc) => sc.hand(0, F, F, F))).toBe(120);
    expect(run(DUGTRIO, [], [SNORLAX], 0, (sc) => sc.hand(0, F, F))).toBe(0);
    expect(run('Primeape@MEW 57', [F, F, F], [SNORLAX], 1, (sc) => { sc.s.cond[A0] = ENUMS.Cond.Confused; }, [true])).toBe(150); // heads: it attacks (C5)
    expect(run('Primeape@MEW 57', [F, F, F], [SNORLAX], 1, () => {})).toBe(0);
    expect(run('Ting-Lu@PAR 109', [F, F, F], [], 1, () => {}, [], 30)).toBe(220);
    expect(run('Ting-Lu@PAR 109', [F, F, F], [], 1, () => {}, [], 40)).toBe(0);
    for (const benched of [5, 4]) expect(run('Victini@BLK 12', [R, R], [], 0, (sc) => { for (let i = 0; i < benched; i++) sc.bench(0, SNORLAX); })).toBe(benched === 5 ? 120 : 0);
  });

  it('"switch in 1 of your opponent\'s Benched Pokémon; the new Active Pokémon is now Asleep" (Chimecho PAF 30: StopUnlessOpponentBench): the one switched in sleeps; with no Bench, nothing', () => {
    const P = 'Basic Psychic Energy';
    for (const bench of [true, false]) {
      const sc = new Scenario({ rules: 'standard', filler: P });
      sc.active(0, 'Chimecho@PAF 30', { energy: [P, P] });
      sc.active(1, SNORLAX);
      const riolu = bench ? sc.bench(1, 'Riolu@SVI 112') : -1;
      sc.turn(0, 5);
      sc.flips(...(bench ? [false] : [])); // the Checkup's sleep flip (tails: still Asleep)
      sc.attack(0);
      if (bench) sc.do(Act.ChooseSlot, 0, riolu);
      expect([sc.name(A1), sc.s.cond[A1]]).toEqual(bench ? ['Riolu', ENUMS.Cond.Asleep] : ['Snorlax', 0]);
      if (bench) expect(sc.s.cond[riolu]).toBe(0); // the one switched out
      sc.expectFlipsUsed();
    }
  });

  it('"flip 3 coins; for each heads, discard a random card from your opponent\'s hand" (Sharpedo TEF 43: RandomOpponentHandCardsPerHeads)', () => {
    const W = 'Basic Water Energy';
    const sc = new Scenario({ rules: 'standard', filler: W });
    sc.active(0, 'Sharpedo@TEF 43', { energy: [W, W], under: [SNORLAX] });
    sc.active(1, SNORLAX);
    sc.hand(1, 'Nest Ball', 'Arven', FIRE, FIRE);
    sc.turn(0, 5);
    sc.flips(true, false, true);
    sc.attack(0);
    expect(sc.events.filter((e) => e.code === Ev.DiscardCard && e.p === 1 && e.b === 0).length).toBe(2);
    expect(sc.s.discardCount[1]).toBe(2);
    sc.expectFlipsUsed();
  });
  it('from the hand (Source.Hand): "attach a Basic Grass Energy card from your hand to 1 of your Benched Pokémon" (Toedscool PAR 15), "you may attach any number of Basic Metal Energy cards from your hand to your Pokémon" (Gholdengo PAF 67); "heal 100 from each of your Benched Pokémon" (Leafeon ex PRE 6: HealEachOwn, Benched only); "40 damage to 1 of your opponent\'s Benched Pokémon" (Turtonator TEF 35: BenchDamageOneOpponent, none to the Active)', () => {
    const G = 'Basic Grass Energy', M = 'Basic Metal Energy', R = 'Basic Fire Energy', W = 'Basic Water Energy';
    const toed = new Scenario({ rules: 'standard', filler: G });
    toed.active(0, 'Toedscool@PAR 15', { energy: [G] });
    const bench = toed.bench(0, SNORLAX);
    const [grass] = toed.hand(0, G, R, 'Nest Ball');
    toed.active(1, SNORLAX);
    toed.turn(0, 5);
    toed.flips();
    toed.attack(0);
    expect(toed.legal().filter((x) => actKind(x) === Act.ChooseCard).map(actA)).toEqual([grass]); // the Grass one only
    toed.do(Act.ChooseCard, grass);
    expect(toed.legal().map(actB)).toEqual([bench]); // the Bench only
    toed.do(Act.ChooseSlot, 0, bench);
    expect([toed.energyOn(bench), toed.s.handCount[0] >= 2, toed.countIn(0, G, Zone.Hand)]).toEqual([1, true, 0]);
    toed.expectFlipsUsed();
    const gold = new Scenario({ rules: 'standard', filler: M });
    gold.active(0, 'Gholdengo@PAF 67', { energy: [M], under: [SNORLAX] });
    const gb = gold.bench(0, SNORLAX);
    gold.hand(0, M, M, M, R);
    gold.active(1, SNORLAX);
    gold.turn(0, 5);
    gold.flips();
    gold.attack(0);
    for (const to of [A0, gb]) {
      gold.do(Act.ChooseCard, gold.legal().filter((x) => actKind(x) === Act.ChooseCard).map(actA)[0]);
      gold.do(Act.ChooseSlot, 0, to);
    }
    gold.do(Act.Done);
    expect([gold.energyOn(A0), gold.energyOn(gb), gold.countIn(0, M, Zone.Hand) >= 1, gold.countIn(0, R, Zone.Hand) >= 1]).toEqual([2, 1, true, true]);
    gold.expectFlipsUsed();
    const leafeon = new Scenario({ rules: 'standard', filler: G });
    leafeon.active(0, 'Leafeon ex@PRE 6', { energy: [G, R, W], under: [SNORLAX], damage: 50 });
    const lb = [leafeon.bench(0, SNORLAX, { damage: 120 }), leafeon.bench(0, SNORLAX, { damage: 30 })];
    leafeon.active(1, 'Dragonite ex@OBF 159');
    leafeon.turn(0, 5);
    leafeon.flips();
    leafeon.attack(1);
    expect([leafeon.s.damage[A0], ...lb.map((sl) => leafeon.s.damage[sl])]).toEqual([50, 20, 0]);
    leafeon.expectFlipsUsed();
    const turt = new Scenario({ rules: 'standard', filler: R });
    turt.active(0, 'Turtonator@TEF 35', { energy: [R, R] });
    turt.active(1, SNORLAX);
    const tb = [turt.bench(1, SNORLAX), turt.bench(1, SNORLAX)];
    turt.turn(0, 5);
    turt.flips();
    turt.attack(0);
    turt.do(Act.ChooseSlot, 0, tb[1]);
    expect([turt.s.damage[A1], turt.s.damage[tb[0]], turt.s.damage[tb[1]]]).toEqual([0, 0, 40]);
    turt.expectFlipsUsed();
  });
  it('"put damage counters on your opponent\'s Active Pokémon (1 of their Pokémon, each of their Benched Pokémon) until its remaining HP is N" (Scolipede TWM 117, Tsareena ex PAR 46, Palossand ex SSP 91: CountersUntilHp): none on one with N or less left', () => {
    const D = 'Basic Darkness Energy', G = 'Basic Grass Energy', W = 'Basic Water Energy', P = 'Basic Psychic Energy', F = 'Basic Fighting Energy';
    for (const damage of [30, 150]) {
      const sc = new Scenario({ rules: 'standard', filler: D });
      sc.active(0, 'Scolipede@TWM 117', { energy: [D, D], under: [SNORLAX, STAGE1] });
      sc.active(1, SNORLAX, { damage }); // 160 HP
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(sc.s.damage[A1]).toBe(150); // 10 left
      expect(sc.events.filter((e) => e.code === Ev.DirectDamage && e.p === 1).length).toBe(damage === 30 ? 1 : 0);
      sc.expectFlipsUsed();
    }
    const tsareena = new Scenario({ rules: 'standard', filler: G });
    tsareena.active(0, 'Tsareena ex@PAR 46', { energy: [G], under: [SNORLAX, STAGE1] });
    tsareena.active(1, SNORLAX);
    const tb = tsareena.bench(1, SNORLAX, { damage: 20 });
    tsareena.turn(0, 5);
    tsareena.flips();
    tsareena.attack(0);
    tsareena.do(Act.ChooseSlot, 0, tb);
    expect([tsareena.s.damage[A1], tsareena.s.damage[tb]]).toEqual([0, 130]);
    tsareena.expectFlipsUsed();
    const palossand = new Scenario({ rules: 'standard', filler: P });
    palossand.active(0, 'Palossand ex@SSP 91', { energy: [W, P, F], under: [SNORLAX] });
    palossand.active(1, SNORLAX);
    const pb = [palossand.bench(1, SNORLAX), palossand.bench(1, 'Riolu@SVI 112')]; // 160 HP, 70 HP
    palossand.turn(0, 5);
    palossand.flips();
    palossand.attack(1);
    expect([palossand.s.damage[A1], ...pb.map((sl) => palossand.s.damage[sl])]).toEqual([0, 60, 0]);
    palossand.expectFlipsUsed();
  });

  it('X5: "discard the top 3 cards of your deck; N damage for each Energy card discarded" (Quagsire SVP 156) and "the top card of each player\'s deck; N more for each" (Camerupt OBF 32: MillForDamage, before the damage); "choose 2 random cards from your opponent\'s hand, shuffled into their deck" (Toxtricity SVI 72)', () => {
    const W = 'Basic Water Energy', R = 'Basic Fire Energy', L = 'Basic Lightning Energy';
    const quag = new Scenario({ rules: 'standard', filler: W });
    quag.active(0, 'Quagsire@SVP 156', { energy: [W, W, W], under: [SNORLAX] });
    quag.active(1, 'Dragonite ex@OBF 159');
    quag.top(0, 'Nest Ball', L, 'Arven', 'Basic Grass Energy'); // the top 3: Grass, Arven, Lightning
    quag.turn(0, 5);
    quag.flips();
    quag.attack(1);
    expect([dealtToDefender(quag), quag.countIn(0, 'Arven', Zone.Discard), quag.countIn(0, 'Nest Ball', Zone.Discard)]).toEqual([2 * 80, 1, 0]);
    quag.expectFlipsUsed();
    for (const [mine, theirs, more] of [[W, R, 2], ['Nest Ball', R, 1], ['Nest Ball', 'Nest Ball', 0]] as const) {
      const sc = new Scenario({ rules: 'standard', filler: R });
      sc.active(0, 'Camerupt@OBF 32', { energy: [R, R], under: [SNORLAX] });
      sc.active(1, 'Dragonite ex@OBF 159');
      sc.top(0, mine);
      sc.top(1, theirs);
      sc.turn(0, 5);
      sc.flips();
      sc.attack(0);
      expect(dealtToDefender(sc)).toBe(50 + 100 * more);
      sc.expectFlipsUsed();
    }
    const tox = new Scenario({ rules: 'standard', filler: L });
    tox.active(0, 'Toxtricity@SVI 72', { energy: [L, L], under: [SNORLAX] });
    tox.active(1, SNORLAX);
    tox.hand(1, 'Nest Ball', 'Arven', FIRE);
    tox.turn(0, 5);
    tox.flips();
    tox.attack(0);
    expect(tox.events.filter((e) => e.code === Ev.ToDeck && e.p === 1 && e.b === 0).length).toBe(2);
    tox.expectFlipsUsed();
  });
  it('C7: "flip a coin; if heads, choose a Special Condition; your opponent\'s Active Pokémon is now affected by it" (Vivillon SVI 10: ChooseCondition): the one chosen; tails, none asked', () => {
    const G = 'Basic Grass Energy';
    for (const [heads, option] of [[true, 4], [true, 2], [false, 0]] as const) {
      const sc = new Scenario({ rules: 'standard', filler: G });
      sc.active(0, 'Vivillon@SVI 10', { energy: [G], under: [SNORLAX, STAGE1] });
      sc.active(1, 'Dragonite ex@OBF 159');
      sc.turn(0, 5);
      sc.flips(heads, ...(heads && option === 4 ? [true] : [])); // a Burn flips at the Checkup (heads: cured)
      sc.attack(0);
      if (heads) {
        expect(sc.legal().map(actB)).toEqual([0, 1, 2, 3, 4]);
        sc.do(Act.Option, 0, option);
      }
      const want = heads ? option + 1 : 0;
      const got = sc.events.filter((e) => e.code === Ev.Condition && e.p === 1 && e.c === 1).map((e) => e.b);
      expect(got).toEqual(want ? [want] : []);
      sc.expectFlipsUsed();
    }
  });
});
