// Attacks defined by their printed name (issue 31, cards/named-attacks.ts): a definition in
// src/behaviour/ names the attack (`defineAttack({ name, effects, note })`), the card says only
// `attacks: [BY_NAME]`, and the effects reach the card's definition and the engine tables (its
// program after the others in PROG) as the definition loads. Somersault Dive (Mega Hawlucha ex,
// behaviour/asc.ts) is the first attack added this way: its module and this test only (then
// `npm run gen:attacks` and `gen:reprints`, which write the generated card and its reprints).
import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './helpers/cli.js';
import { Scenario, Act, Zone, SLOTS, cardId } from './helpers/scenario.js';
import { PROG, OP_WIDTH, aProgStart, aProgLen, aPreLen, aDamage, cAttackStart } from '../src/engine/tables.js';
import { ALL_CARDS, findByCode } from '../src/cards/pool.js';
import { pokemon, BY_NAME, typedAttackWith } from '../src/cards/build.js';
import { Count, T, type PokemonDef } from '../src/cards/types.js';
import { Op } from '../src/cards/opcodes.js';
import { attacksWithoutDefinition, bindNamedAttack, namedAttacks } from '../src/cards/named-attacks.js';
import { cardText } from '../src/cards/describe.js';
import { buildGenerated, handHashes, namedAbilityNames, namedAttackNames } from '../src/tools/gen-attacks.js';
import { defaultDataDir } from '../src/tools/card-data.js';

const HAWLUCHA = 'Mega Hawlucha ex@ASC 116';
const STADIUM = 'Area Zero Underdepths';
const FIGHTING = 'Basic Fighting Energy';
const DATA = defaultDataDir();
const HAVE_DATA = existsSync(join(DATA, 'pokemon-tcg-data', 'cards'));

const CHARIZARD = 'Charizard ex@OBF 125'; // 330 HP, no Weakness to Fighting: 260 damage leaves it in play

function hawluchaReady(): Scenario {
  const sc = new Scenario({ rules: 'standard', filler: 'Basic Metal Energy' });
  sc.active(0, HAWLUCHA, { energy: [FIGHTING, FIGHTING, FIGHTING] });
  sc.active(1, CHARIZARD, { under: ['Charmander@PAF 7', 'Charmeleon@PFL 12'] });
  return sc;
}

describe('attacks defined by name (issue 31)', () => {
  it('X3, X5: a card that gives an attack by name gets the definition\'s effects, in its definition and the tables; its reprints resolve to it', () => {
    expect(namedAttacks()).toContain('Somersault Dive');
    const id = cardId(HAWLUCHA);
    const def = ALL_CARDS[id] as PokemonDef;
    expect(def.attacks[0]).toMatchObject({ name: 'Somersault Dive', damage: 120, byName: true, note: '140 more while a Stadium is in play, then discard that Stadium' });
    expect(def.attacks[0].effects).toEqual([[Op.PlusIfCount, 140, Count.StadiumInPlay, 0, 1], [Op.DiscardStadium]]);
    const at = cAttackStart[id];
    expect([aDamage[at], aProgLen[at], aPreLen[at]]).toEqual([120, 2, 1]); // the bonus before the damage (X5), the discard after
    const ops = [PROG[aProgStart[at]], PROG[aProgStart[at] + OP_WIDTH]];
    expect(ops).toEqual([Op.PlusIfCount, Op.DiscardStadium]);
    expect(findByCode('ASC', 268)).toBe(id); // its other printings are the same card
    expect(findByCode('ASC', 283)).toBe(id);
    expect(cardText(def)).toContain('Somersault Dive [FFC] 120: +140 if there is at least one of a Stadium in play; discard the Stadium in play');
  });

  it('X3: a card whose facts its set file types (Radiant Greninja, Sword & Shield) gets an attack by name with its typed cost and damage; a printed damage may not be set', () => {
    const id = cardId('Radiant Greninja');
    const def = ALL_CARDS[id] as PokemonDef;
    expect(def.attacks[0]).toMatchObject({ name: 'Moonlight Shuriken', cost: [T.Water, T.Water, T.Colorless], damage: 0, byName: true });
    expect(def.attacks[0].effects).toEqual([[Op.DamageToOpponents, 90, 2], [Op.DiscardSelfEnergy, T.None, 2]]);
    const at = cAttackStart[id];
    expect(PROG[aProgStart[at]]).toBe(Op.DamageToOpponents);
    expect(typedAttackWith({ name: 'Tail Smash', cost: [T.Colorless], damage: 100 }, { effects: [[Op.FlipTailsNothing]], note: 'n' })).toEqual({ name: 'Tail Smash', cost: [T.Colorless], damage: 100, effects: [[Op.FlipTailsNothing]], note: 'n' });
    expect(() => typedAttackWith({ name: 'Tail Smash', cost: [T.Colorless], damage: 100 }, { damage: 20 })).toThrow('Tail Smash prints its damage (100); the definition may not set one');
  });

  it('X3, X5: Somersault Dive does 120, and 260 with a Stadium in play (either player\'s), which it then discards', () => {
    const without = hawluchaReady();
    without.turn(0);
    without.attack(0);
    expect(without.s.damage[SLOTS]).toBe(120);

    const own = hawluchaReady();
    own.hand(0, STADIUM);
    own.turn(0);
    own.do(Act.PlayTrainer, own.handCard(0, STADIUM));
    expect(own.s.stadium[0]).toBeGreaterThanOrEqual(0);
    own.attack(0);
    expect(own.s.damage[SLOTS]).toBe(260);
    expect(own.s.stadium[0]).toBe(-1);
    expect(own.countIn(0, STADIUM, Zone.Discard)).toBe(1);

    const theirs = hawluchaReady();
    theirs.hand(1, STADIUM);
    theirs.turn(1);
    theirs.do(Act.PlayTrainer, theirs.handCard(1, STADIUM));
    theirs.do(Act.EndTurn);
    theirs.attack(0);
    expect(theirs.s.damage[SLOTS]).toBe(260);
    expect(theirs.countIn(1, STADIUM, Zone.Discard)).toBe(1);
  });

  it('binding a name again (the bound engine\'s copy of the registry does, with an equal definition) fills in the same attacks; a different behaviour is refused', () => {
    const id = cardId(HAWLUCHA);
    const def = (ALL_CARDS[id] as PokemonDef).attacks[0];
    const again = bindNamedAttack(ALL_CARDS, 'Somersault Dive', { effects: def.effects!.map((e) => [...e]), note: def.note! });
    expect(again).toEqual([{ card: id, k: 0 }]);
    expect(() => bindNamedAttack(ALL_CARDS, 'Somersault Dive', { effects: [[Op.DiscardStadium]], note: 'other' })).toThrow(/defined twice/);
    expect(def.effects).toEqual([[Op.PlusIfCount, 140, Count.StadiumInPlay, 0, 1], [Op.DiscardStadium]]);
  });

  it('the pool refuses a card that gives an attack by name when no definition names it, and an attack by name that prints no text', () => {
    // Pikachu ex's Topaz Bolt is played from its set module; as a BY_NAME attack nothing defines it
    const card = pokemon('SSP', 57, { attacks: [BY_NAME], ability: BY_NAME });
    expect(card.attacks[0]).toMatchObject({ name: 'Topaz Bolt', byName: true });
    expect(attacksWithoutDefinition([card])).toEqual([
      "sv8 57 Pikachu ex: Topaz Bolt is given by name and no definition names it: defineAttack({ name: 'Topaz Bolt', … }) in src/behaviour/",
    ]);
    expect(attacksWithoutDefinition(ALL_CARDS)).toEqual([]);
  });

  it(`the generator gives an attack no template reads BY_NAME when a definition names it, and leaves the card out otherwise${HAVE_DATA ? '' : ' (skipped: no card data)'}`, { skip: !HAVE_DATA }, async () => {
    const hands = await handHashes();
    const abilities = await namedAbilityNames();
    const find = (b: ReturnType<typeof buildGenerated>) => b.sets.find((x) => x.id === 'me2pt5')!.cards.find((c) => c.number === 116);
    const withIt = find(buildGenerated(DATA, hands, abilities, await namedAttackNames()));
    expect(withIt?.attacks).toEqual([BY_NAME]);
    expect(find(buildGenerated(DATA, hands, abilities, new Set()))).toBeUndefined();
  });

  it('the bound engine (dist/bound/, with its own copy of the registry and behaviour modules, which bind the name again) plays the same games with it', async () => {
    type Play = typeof import('../src/sim/play.js');
    const at = (file: string) => import(pathToFileURL(join(ROOT, file)).href);
    const written = await at('dist/src/sim/play.js') as Play;
    const bound = await at('dist/bound/src/sim/play.js') as Play;
    const id = cardId(HAWLUCHA);
    // 4 Mega Hawlucha ex, 4 Area Zero Underdepths and 52 Fighting Energy a side: the attack is used with and without a Stadium in play
    const deck = [...Array(4).fill(id), ...Array(4).fill(cardId(STADIUM)), ...Array(52).fill(cardId(FIGHTING))] as number[];
    const spec = { seed: 'named-attacks', deck0: deck, deck1: deck, rules: 'standard' as const, suddenDeath: false, turnLimit: 200, bots: ['greedy', 'greedy'] as [string, string], cardStats: true };
    const a = written.runBatch(spec, 0, 40), b = bound.runBatch(spec, 0, 40);
    expect(Array.from(b)).toEqual(Array.from(a));
    expect(a[0]).toBeGreaterThan(0);
  });
});
