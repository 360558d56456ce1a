// Card tables: the card pool compiled once into typed arrays indexed by card id, so the engine
// reads numbers, never strings or objects, on its hot path.
import * as poolModule from '../cards/pool.js';
import { type AttackDef, type CardDef, type Effect, Supertype, T, TrainerKind, AbilityKind, RuleBox, Count } from '../cards/types.js';
import * as typesModule from '../cards/types.js';
import { Op, OpTiming, type OpInfo } from '../cards/opcodes.js';
import * as opcodesModule from '../cards/opcodes.js';
import * as namedAbilitiesModule from '../cards/named-abilities.js';
import type { NamedAbility } from '../cards/named-abilities.js';
import * as namedAttacksModule from '../cards/named-attacks.js';
import type { AttackBehaviour } from '../cards/build.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { ALL_CARDS, ALL_DEFS, normalizeName, ruleName } = poolModule;
const { TYPE_COUNT, prizeValue } = typesModule;
const { OPS, OP_LIMIT } = opcodesModule;
const { bindNamedAbility } = namedAbilitiesModule;
const { bindNamedAttack } = namedAttacksModule;

export const OP_WIDTH = 5; // [op, a, b, c, d]

const N = ALL_DEFS.length;
/** Card ids: the printed cards, then their forms (pool.ts FORMS). */
export const CARD_COUNT = N;
/** Ids at or above this are forms, not printed cards. */
export const PRINTED_COUNT = ALL_CARDS.length;

export const cSuper = new Uint8Array(N);
export const cStage = new Int8Array(N);
export const cHp = new Int16Array(N);
export const cType = new Uint8Array(N);
export const cWeak = new Uint8Array(N);
export const cRes = new Uint8Array(N);
export const cResValue = new Int16Array(N);
export const cRetreat = new Uint8Array(N);
export const cPrizes = new Uint8Array(N); // prizes given when Knocked Out (K4, K6)
export const cRuleBoxKind = new Uint8Array(N); // RuleBox beyond ex (K6): V, VSTAR, VMAX, Mega ex, Radiant
export const cSupporterShield = new Uint8Array(N); // Pokémon Tool: 1 if the opponent's Supporters can't reach a VSTAR/VMAX holder
export const cTera = new Uint8Array(N); // 1: Tera Pokémon (X7)
export const cFirstTurnSupporter = new Uint8Array(N); // Supporter: 1 if it may be played in the first player's first turn (Carmine; T6)
export const cEnergyRule = new Uint8Array(N); // Special Energy: its EnergyRule (Luminous, Legacy, Neo Upper, Jet, Mist; engine/energy-rules.ts)
export const cNameId = new Int16Array(N); // same printed name → same id (D3, A4)
export const cEvolvesFrom = new Int16Array(N); // name id of the previous stage, -1 for Basics
export const cTrainerKind = new Uint8Array(N);
export const cEnergyType = new Uint8Array(N);
export const cEnergyUnits = new Uint8Array(N); // Energy card: the Energy it provides (costs count units, X1, A6)
export const cBasicEnergy = new Uint8Array(N); // 1: a basic Energy card (D2 exempt; basic-Energy searches)
export const cAbility = new Uint16Array(N); // AbilityKind (kinds reach past 255)
export const cAbilityParam = new Int16Array(N);
export const cAbilityLimit = new Uint8Array(N); // AbilityLimit
export const cAbilityTrigger = new Uint8Array(N); // AbilityTrigger
export const cToolAbility = new Uint8Array(N); // a Pokémon Tool: the AbilityKind it gives a Pokémon V holder (Forest Seal Stone)
export const cToolAbilityVstar = new Uint8Array(N); // 1: that Ability is a VSTAR Power (A8)
export const cPokemonPower = new Uint8Array(N); // 1: a Pokémon Power (AbilityDef.power; A7: off while Asleep, Confused or Paralyzed); 0: an Ability (A5)

/**
 * Bind an Ability defined by its printed name (behaviour/registry.ts defineAbility({ name })): the
 * cards that print it by name get its kind, parameter, limit and trigger, in their definitions
 * (cards/named-abilities.ts) and in these tables. Returns the kind (the same on a second call).
 */
export function bindAbilityName(name: string, d: NamedAbility): number {
  const { kind, ids } = bindNamedAbility(ALL_CARDS, name, d);
  for (const id of ids) {
    cAbility[id] = kind;
    cAbilityParam[id] = d.a;
    cAbilityLimit[id] = d.limit ?? 0;
    cAbilityTrigger[id] = d.trigger ?? 0;
  }
  return kind;
}

export const cAttackStart = new Int16Array(N);
export const cAttackCount = new Uint8Array(N);
export const cProgStart = new Int32Array(N); // Trainer effect program
export const cProgLen = new Int16Array(N);
export const cDamageBonus = new Int16Array(N); // attached Trainer: + damage of its holder's attacks (PlusPower)
export const cDamageBonusAfterWR = new Int16Array(N); // the part of cDamageBonus its text adds after W/R (Base Set PlusPower; applied so under classic)
export const cDamageReduce = new Int16Array(N); // attached Trainer: − damage taken (Defender)
export const cToolHpBasic = new Int16Array(N); // Pokémon Tool: + HP while the holder is a Basic
export const cStadium = new Uint8Array(N); // Stadium: its StadiumEffect
export const cEvolvesFromBasic = new Int16Array(N); // Stage 2: name id of the Basic two steps down (Rare Candy), -1 if unknown
export const cToolAttack = new Int16Array(N).fill(-1); // Technical Machine: the attack id it grants (A9), -1 otherwise
export const cMayExpireInPlay = new Uint8Array(N); // 1: a Trainer that can be in play with an expiry a turn's end reaches (endTurn): attached for a turn (PlusPower, Defender, a Technical Machine), or placed with none (a Doll)
export const cDoll = new Uint8Array(N); // 1: a Trainer played as a Basic Pokémon (Clefairy Doll)
export const cFormOf = new Int16Array(N).fill(-1); // a form: the printed card it came from (given back when it leaves play)
export const cFirstForm = new Int16Array(N).fill(-1); // a Buzzap-like Pokémon: the id of its first form (FORM_TYPES order)
export const cRuleBox = new Uint8Array(N); // 1: a Pokémon with a Rule Box (ex, V, VMAX, VSTAR, Radiant: Artazon skips them)
export const cDamageBonusWhenBehind = new Int16Array(N); // Pokémon Tool: + damage while its owner has more Prizes left (Defiance Band)
export const cToolRetreatMinus = new Uint8Array(N); // Pokémon Tool: − Retreat Cost (Air Balloon, Rescue Board)
export const cDamageBonusWhenPoisoned = new Int16Array(N); // Pokémon Tool: + damage while its holder is Poisoned (Binding Mochi)
export const cOwner = new Uint8Array(N); // a Pokémon card's Trainer (types.ts Owner: Marnie's, N's), from its name
export const cEx = new Uint8Array(N); // 1: a Pokémon ex (Cyrano, Black Belt's Training)
export const cToolFreeRetreatLow = new Uint8Array(N); // Pokémon Tool: no Retreat Cost at 30 HP left or less (Rescue Board)
export const cAceSpec = new Uint8Array(N); // 1: an ACE SPEC card (D5; ACE Nullifier)
export const cToolDrawWhenHit = new Int16Array(N); // Pokémon Tool: cards drawn when its Active holder is damaged by an opponent's attack (Lucky Helmet)
/** cRetreat of a Pokémon that can't retreat: more Energy than a Pokémon can hold. */
export const CANT_RETREAT = 255;

// Attacks, indexed by global attack id.
const attackList: { card: number; def: AttackDef }[] = [];
for (let id = 0; id < N; id++) {
  const c = ALL_DEFS[id];
  if (c.supertype === Supertype.Pokemon) for (const a of c.attacks) attackList.push({ card: id, def: a });
  else if (c.supertype === Supertype.Trainer && c.attack) attackList.push({ card: id, def: c.attack });
}
const A = attackList.length;
export const aCost = new Uint8Array(A * (TYPE_COUNT + 1)); // per type count, then total
export const aTypedMask = new Uint16Array(A); // bit t: the cost has a symbol of type t (Colorless excluded)
export const aDamage = new Int16Array(A);
export const aNeedsAsleep = new Uint8Array(A);
export const aOncePerPlay = new Uint8Array(A);
export const aNotSecondFirstTurn = new Uint8Array(A); // 1: not in the second player's first turn (Unified Beatdown)
export const aProgStart = new Int32Array(A);
export const aProgLen = new Int16Array(A);
export const aPreLen = new Int16Array(A); // number of ops before the damage step (X5)
export const aPartner = new Int16Array(A).fill(-1); // name id the attack needs on its user's Bench (AttackDef.partner), -1 if none
/** Each attack's name as a number (equal names, equal numbers): "can't use <attack name>" locks a name (zones.ts lockAttack). */
export const aNameId = new Int16Array(A);
/** The bits of `lockedAttack` below the turn: an attack name id + 1 (zones.ts). */
export const ATTACK_NAME_BITS = 12;
const attackNameIds = new Map<string, number>();

/** The greedy bot's reading of each op (opcodes.ts OPS `estimate`), indexed by op. */
export const opEstimate = new Uint8Array(OP_LIMIT);
for (const [op, info] of Object.entries(OPS)) opEstimate[Number(op)] = info.estimate;

/** An op's row in OPS; an op that has none is a card-data error. */
function opInfo(op: number): OpInfo {
  const info = OPS[op as Op] as OpInfo | undefined;
  if (info === undefined) throw new Error(`effect opcode ${op} is not in cards/opcodes.ts`);
  return info;
}

/** X5: does an attack's op run before the damage step? */
function beforeDamage(op: number): boolean {
  return opInfo(op).timing === OpTiming.BeforeDamage;
}

const prog: number[] = [];
/** Append effects to PROG's numbers (checking each op is known). */
function appendOps(effects: readonly Effect[] | undefined, out: { push(...n: number[]): unknown } = prog): void {
  for (const e of effects ?? []) {
    opInfo(e[0]); // throws on an unknown op
    for (let i = 0; i < OP_WIDTH; i++) out.push(e[i] ?? 0);
  }
}

const nameIds = new Map<string, number>();
/** The name id of a printed name (cNameId), or -1 if no card of the pool has it (at load, not per action). */
export const nameIdOf = (name: string): number => nameIds.get(normalizeName(ruleName(name))) ?? -1;
function nameId(name: string): number {
  const k = normalizeName(ruleName(name));
  let id = nameIds.get(k);
  if (id === undefined) {
    id = nameIds.size;
    nameIds.set(k, id);
  }
  return id;
}

/** The Rule Box kinds a name shows (Pokémon ex carry a flag too). */
const RULE_BOX_NAME = /(?: ex| V| VMAX| VSTAR)$|^Radiant /;
/** A Pokémon's Trainer from its name ("N's Zorua": Owner.N); Owner.None for a name without one. */
const ownerOf = (name: string): number => {
  const m = /^([A-Z][\w ]*?)'s /.exec(name);
  if (m === null) return 0;
  const i = typesModule.OWNER_NAMES.indexOf(m[1]);
  return i > 0 ? i : 15; // Owner.Other
};

let attackId = 0;

/**
 * A Count that counts by a name gets its param here: this attack's own name id ("the Pokémon that
 * have the <this attack> attack") or its partner's name id (AttackDef.partner: "each of your <name>").
 */
function countParam(kind: number, param: number, a: AttackDef, id: number): number {
  if (kind === Count.DiscardPokemonWithAttack || kind === Count.OwnInPlayWithAttack) return aNameId[id];
  if (kind === Count.DiscardNamed || kind === Count.OwnInPlayNamed || kind === Count.OwnBenchedNamed) {
    if (!a.partner) throw new Error(`attack ${a.name}: a Count by name needs the attack's partner`);
    return nameId(a.partner);
  }
  return param;
}
/** An attack's effect with the param of its Count filled in (countParam). */
function withCountParam(e: Effect, a: AttackDef, id: number): Effect {
  if (e[0] === Op.BoostNextTurn && (e[1] % 10 !== 0 || e[1] < 10 || e[1] > 310)) throw new Error(`attack ${a.name}: a boost is 10–310 in tens (state boost)`);
  if (e[0] === Op.TimesCount || e[0] === Op.TimesHeadsPerCount || e[0] === Op.KnockOutIfCount || e[0] === Op.NothingUnlessCountIn) return [e[0], e[1], countParam(e[1], e[2], a, id), e[3] ?? 0, e[4] ?? 0];
  if (e[0] === Op.PlusPerCount || e[0] === Op.PlusIfCount || e[0] === Op.PlusIfCountAtMost) return [e[0], e[1], e[2], countParam(e[2], e[3], a, id), e[4] ?? 0];
  return e;
}
/** Compile one attack into the attack tables under the next attack id (the order of attackList). */
function compileAttack(a: AttackDef): void {
  compileAttackAt(attackId, a, prog);
  attackId++;
}
/**
 * Compile attack `a` into the attack tables under attack id `id`, its program appended to `out`
 * (PROG's numbers; at load, `prog`). An attack given by name (AttackDef.byName) gets its program
 * when its definition binds it (bindAttackName); until then it has none.
 */
function compileAttackAt(id: number, a: AttackDef, out: { readonly length: number; push(...n: number[]): unknown }): void {
  const base = id * (TYPE_COUNT + 1);
  aCost.fill(0, base, base + TYPE_COUNT + 1); // (compiled again when bound by name)
  aTypedMask[id] = 0;
  for (const t of a.cost) {
    aCost[base + t]++;
    if (t !== T.Colorless) aTypedMask[id] |= 1 << t;
  }
  aCost[base + TYPE_COUNT] = a.cost.length;
  aDamage[id] = a.damage;
  aNeedsAsleep[id] = a.needsDefenderAsleep ? 1 : 0;
  aOncePerPlay[id] = a.oncePerPlay ? 1 : 0;
  aNotSecondFirstTurn[id] = a.notSecondPlayersFirstTurn ? 1 : 0;
  if (!attackNameIds.has(a.name)) attackNameIds.set(a.name, attackNameIds.size);
  aNameId[id] = attackNameIds.get(a.name) as number;
  if (attackNameIds.size >= (1 << ATTACK_NAME_BITS) - 1) throw new Error('too many attack names for lockedAttack');
  if (a.partner) aPartner[id] = nameId(a.partner);
  const effects = (a.effects ?? []).map((e) => withCountParam(e, a, id));
  const pre = effects.filter((e) => beforeDamage(e[0]));
  const post = effects.filter((e) => !beforeDamage(e[0]));
  aProgStart[id] = out.length;
  appendOps(pre, out);
  appendOps(post, out);
  aPreLen[id] = pre.length;
  aProgLen[id] = effects.length;
}

for (let id = 0; id < N; id++) {
  const c: CardDef = ALL_DEFS[id];
  cSuper[id] = c.supertype;
  cNameId[id] = nameId(c.name);
  cEvolvesFrom[id] = -1;
  cWeak[id] = T.None;
  cRes[id] = T.None;
  cEnergyType[id] = T.None;
  if (c.supertype === Supertype.Pokemon) {
    cStage[id] = c.stage;
    // The Knock Out check skips undamaged Pokémon, so every Pokémon must have some HP.
    if (!(c.hp > 0)) throw new Error(`card ${c.name}: a Pokémon needs HP above 0`);
    cHp[id] = c.hp;
    cType[id] = c.type;
    cWeak[id] = c.weakness ?? T.None;
    cRes[id] = c.resistance ?? T.None;
    cResValue[id] = c.resistanceValue ?? 0;
    cRetreat[id] = c.retreat;
    cPrizes[id] = prizeValue(c);
    cRuleBoxKind[id] = c.ruleBox ?? 0;
    cTera[id] = c.tera ? 1 : 0;
    cRuleBox[id] = c.ex || RULE_BOX_NAME.test(c.name) ? 1 : 0;
    cEx[id] = c.ex ? 1 : 0;
    cOwner[id] = ownerOf(c.name);
    if (c.evolvesFrom) cEvolvesFrom[id] = nameId(c.evolvesFrom);
    cAbility[id] = c.ability?.kind ?? AbilityKind.None;
    cAbilityParam[id] = c.ability?.a ?? 0;
    cAbilityLimit[id] = c.ability?.limit ?? 0;
    cAbilityTrigger[id] = c.ability?.trigger ?? 0;
    cPokemonPower[id] = c.ability?.power === true ? 1 : 0; // the facts table's Ability kind (build.ts)
    // usedOnce keeps a bit per attack index, a Technical Machine's included (k < 4; flow.ts).
    if (c.attacks.length > 3) throw new Error(`card ${c.name}: at most 3 attacks`);
    cAttackStart[id] = attackId;
    cAttackCount[id] = c.attacks.length;
    for (const a of c.attacks) compileAttack(a);
  } else if (c.supertype === Supertype.Trainer) {
    cTrainerKind[id] = c.kind;
    if (c.attack) {
      cToolAttack[id] = attackId;
      compileAttack(c.attack);
    }
    cProgStart[id] = prog.length;
    cProgLen[id] = c.effects.length;
    appendOps(c.effects);
    const first = c.effects[0];
    if (first && first[0] === Op.AttachToActive) {
      cDamageBonus[id] = first[1];
      if (first[2] === 1) cDamageBonusAfterWR[id] = first[1];
    }
    if (first && first[0] === Op.AttachToOwn) cDamageReduce[id] = first[1];
    cDamageBonus[id] += c.toolDamage ?? 0;
    cToolHpBasic[id] = c.toolHpBasic ?? 0;
    cToolAbility[id] = c.grantsAbility?.kind ?? 0;
    cToolAbilityVstar[id] = c.grantsAbility?.vstar ? 1 : 0;
    cDamageBonusWhenBehind[id] = c.toolDamageWhenBehind ?? 0;
    cDamageBonusWhenPoisoned[id] = c.toolDamageWhenPoisoned ?? 0;
    cSupporterShield[id] = c.supporterShield ? 1 : 0;
    cFirstTurnSupporter[id] = c.firstTurnSupporter ? 1 : 0;
    cToolRetreatMinus[id] = c.toolRetreatMinus ?? 0;
    cToolFreeRetreatLow[id] = c.toolFreeRetreatWhenLow ? 1 : 0;
    cToolDrawWhenHit[id] = c.toolDrawWhenHit ?? 0;
    cAceSpec[id] = c.aceSpec ? 1 : 0;
    cStadium[id] = c.stadium ?? 0;
    // Only these ops attach a Trainer with an expiry (effects.ts); a Doll in play has none set.
    if (cToolAttack[id] >= 0 || c.dollHp !== undefined || c.effects.some((e) => e[0] === Op.AttachToActive || e[0] === Op.AttachToOwn)) cMayExpireInPlay[id] = 1;
    if (c.dollHp !== undefined) {
      // In play it reads as a Basic Pokémon: HP, stage 0, no type, no prize (K4), can't retreat.
      cDoll[id] = 1;
      cHp[id] = c.dollHp;
      cType[id] = T.None;
      cRetreat[id] = CANT_RETREAT;
    }
  } else {
    cEnergyType[id] = c.type;
    cEnergyUnits[id] = c.units ?? 1;
    cBasicEnergy[id] = c.basic ? 1 : 0;
    cEnergyRule[id] = c.rule ?? 0;
    cAceSpec[id] = c.aceSpec ? 1 : 0;
    cTrainerKind[id] = TrainerKind.None;
    if (c.formOf !== undefined) {
      cFormOf[id] = c.formOf;
      if (cFirstForm[c.formOf] < 0) cFirstForm[c.formOf] = id;
    }
  }
}

// Rare Candy needs the Basic below a Stage 2: the previous stage of its previous stage, by name.
const previousByName = new Map<number, number>();
for (let id = 0; id < N; id++) if (cSuper[id] === Supertype.Pokemon && cEvolvesFrom[id] >= 0) previousByName.set(cNameId[id], cEvolvesFrom[id]);
for (let id = 0; id < N; id++) {
  cEvolvesFromBasic[id] = cSuper[id] === Supertype.Pokemon && cStage[id] === 2 ? previousByName.get(cEvolvesFrom[id]) ?? -1 : -1;
}

/** What a card in hand offers in the Main phase, in one lookup (legalActions' hand scan). */
export const enum HandKind {
  Basic = 0, // A1: onto the Bench
  Evolution = 1, // A4
  Energy = 2, // A2
  Supporter = 3, // A3: once a turn, not on the first player's first turn (T6)
  Stadium = 4, // A3: once a turn, not the one in play
  OtherTrainer = 5, // Items and Tools (canPlayTrainer)
}
export const cHandKind = new Uint8Array(N);
for (let id = 0; id < N; id++) {
  const sup = cSuper[id];
  cHandKind[id] = sup === Supertype.Pokemon ? (cStage[id] === 0 ? HandKind.Basic : HandKind.Evolution)
    : sup === Supertype.Energy ? HandKind.Energy
    : cTrainerKind[id] === TrainerKind.Supporter ? HandKind.Supporter
    : cTrainerKind[id] === TrainerKind.Stadium ? HandKind.Stadium : HandKind.OtherTrainer;
}

/** The index of the lowest set bit of a mask (loop over a mask with `m &= m - 1`). */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
/** The lowest type in a mask of types. */
export const lowestType = lowestBit;

/** The most ops a definition binding an attack by name may give it (PROG keeps room for them at load). */
export const MAX_NAMED_ATTACK_OPS = 8;
const namedAttackSlots = attackList.filter((x) => x.def.byName === true).length;

/**
 * All effect programs, OP_WIDTH numbers per op; after those of the cards as loaded, room for the
 * attacks given by name (bindAttackName), so the array is made once and read as a const.
 */
export const PROG = new Int32Array(prog.length + namedAttackSlots * MAX_NAMED_ATTACK_OPS * OP_WIDTH);
PROG.set(prog);
/** PROG's end: where the next attack bound by name writes its program. */
let progEnd = prog.length;

/** The attack names bound into these tables (a name binds once per copy of this module). */
const namesBoundHere = new Set<string>();

/**
 * Bind an attack defined by its printed name (behaviour/registry.ts defineAttack({ name })): the
 * cards that give it by name get its behaviour, in their definitions (cards/named-attacks.ts) and in
 * these tables (its program written after the others in PROG). Idempotent for one behaviour.
 */
export function bindAttackName(name: string, b: AttackBehaviour): void {
  const ops = b.effects?.length ?? 0;
  if (ops > MAX_NAMED_ATTACK_OPS) throw new Error(`attack ${name}: ${ops} ops; an attack given by name holds at most ${MAX_NAMED_ATTACK_OPS}`);
  const cards = bindNamedAttack(ALL_CARDS, name, b);
  if (namesBoundHere.has(name)) return;
  namesBoundHere.add(name);
  for (const { card, k } of cards) {
    const id = cAttackStart[card] + k;
    const words: number[] = [];
    compileAttackAt(id, attackList[id].def, words);
    aProgStart[id] = progEnd;
    PROG.set(words, progEnd);
    progEnd += words.length;
  }
}

// The tables this module's hot function reads, as plain consts: V8 reads an exported binding
// through its module cell at every use, and folds a plain const (docs/PERFORMANCE.md).
const superOf = cSuper, stageOf = cStage;

/** A Basic Pokémon card (S2–S4, A1). */
export function isBasicPokemon(id: number): boolean {
  return superOf[id] === Supertype.Pokemon && stageOf[id] === 0;
}

/** A Pokémon ex, or with `orV` = 1 also a Pokémon V, VSTAR or VMAX (Op.PlusIfDefenderEx). */
export function isExOrV(id: number, orV: number): boolean {
  const box = cRuleBoxKind[id];
  return cEx[id] === 1 || (orV === 1 && (box === RuleBox.V || box === RuleBox.VSTAR || box === RuleBox.VMAX));
}

export function cardName(id: number): string {
  return ALL_DEFS[id].name;
}

export function attackName(attack: number): string {
  return attackList[attack].def.name;
}
