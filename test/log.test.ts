// The game log (docs/LOG-FORMAT.md) over hand-built positions: the logger is attached to a
// scenario and every decision goes through stepLogged, as in `ptcg play --log`. Each test reads
// the records a rule can be checked from: the board, attach/discard/search origins, expiries of
// guards and debuffs, the defending-effects damage step and the moment a board is taken.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, cardId } from './helpers/scenario.js';
import { act, actKind, actA } from '../src/engine/actions.js';
import { GameLog, recordText, type LogRecord, type PlayerView, type PokemonView, type CardRef } from '../src/sim/log.js';
import { stepLogged } from '../src/sim/logged-game.js';

const A0 = 0, B01 = 1, A1 = 6, B11 = 7;
const FIRE = 'Basic Fire Energy', LIGHT = 'Basic Lightning Energy', FIGHT = 'Basic Fighting Energy';
const PIKACHU = 'Pikachu@MEW 25';

/** A scenario whose events go to a GameLog; decisions are taken with their action records. */
class Logged {
  readonly log: GameLog;
  constructor(readonly sc: Scenario) {
    this.log = new GameLog(sc.s);
    sc.s.logger = this.log;
  }

  do(kind: Act, a = 0, b = 0): LogRecord {
    const x = act(kind, a, b);
    expect(this.sc.legal()).toContain(x);
    return stepLogged(this.log, this.sc.s, x);
  }

  /** Choose the (first offered) card of this name. */
  choose(ref: string): LogRecord {
    const id = cardId(ref);
    const x = this.sc.legal().find((y) => actKind(y) === Act.ChooseCard && this.sc.s.cardDef[actA(y)] === id);
    if (x === undefined) throw new Error(`${ref} is not offered`);
    return stepLogged(this.log, this.sc.s, x);
  }

  events(kind: string): LogRecord[] {
    return this.log.records.filter((r) => r.type === 'event' && r.kind === kind);
  }

  /** The one event of a kind. */
  one(kind: string): LogRecord {
    const e = this.events(kind);
    expect(e, kind).toHaveLength(1);
    return e[0];
  }
}

const std = (o: { deck0?: string[]; deck1?: string[] } = {}) => new Logged(new Scenario({ rules: 'standard', ...o }));
const classic = (o: { deck0?: string[]; deck1?: string[] } = {}) => new Logged(new Scenario({ rules: 'classic', filler: 'Fighting Energy', ...o }));
const board = (r: LogRecord) => r.board as PlayerView[];
const at = (pv: PlayerView, slot: string) => pv.pokemon.find((p) => p.slot === slot);
const names = (refs: CardRef[]) => refs.map((c) => c.name);

describe('board: the Stadium in play and each Pokémon’s Evolution stack', () => {
  it('A3: the Stadium in play is in its owner’s view of the board (and only there)', () => {
    const g = std();
    g.sc.active(0, 'Cyclizar');
    g.sc.active(1, 'Cyclizar');
    const [court] = g.sc.hand(0, 'Beach Court');
    const before = g.do(Act.EndTurn); // nothing in play yet
    expect(board(before).map((pv) => pv.stadium)).toEqual([null, null]);
    g.sc.turn(0, 5);
    const r = g.do(Act.PlayTrainer, court);
    expect(board(r)[0].stadium).toEqual({ name: 'Beach Court', id: 'SVI 167', uid: court });
    expect(board(r)[1].stadium).toBeNull();
  });

  it('A4: a Pokémon lists the cards it evolved from, Basic first, in the board and in the evolve event', () => {
    const g = std();
    g.sc.active(0, PIKACHU);
    g.sc.bench(0, 'Staraptor', { under: ['Starly', 'Staravia'] });
    g.sc.active(1, 'Cyclizar');
    const [raichu] = g.sc.hand(0, 'Raichu@PAF 19');
    const r = g.do(Act.Evolve, raichu, A0);
    const me = board(r)[0];
    expect(at(me, 'active')!.name).toBe('Raichu');
    expect(names(at(me, 'active')!.evolvedFrom)).toEqual(['Pikachu']);
    expect(names(at(me, 'bench1')!.evolvedFrom)).toEqual(['Starly', 'Staravia']);
    expect(at(board(r)[1], 'active')!.evolvedFrom).toEqual([]);
    const ev = g.one('evolve');
    expect((ev.target as PokemonView).evolvedFrom.map((c) => c.name)).toEqual(['Pikachu']);
  });
});

describe('discard and search name the zone the card comes from', () => {
  it('Energy Retrieval: the discarded card comes from the hand; the Energy taken comes from the discard pile', () => {
    const g = classic();
    g.sc.active(0, 'Onix');
    g.sc.active(1, 'Onix');
    g.sc.discard(0, 'Fire Energy');
    const [ret] = g.sc.hand(0, 'Energy Retrieval', 'Grass Energy');
    g.do(Act.PlayTrainer, ret);
    g.choose('Grass Energy');
    g.choose('Fire Energy'); // the effect ends: the Grass Energy just traded away can't come back (A3)
    expect(g.one('discard')).toMatchObject({ card: { name: 'Grass Energy' }, from: 'hand' });
    expect(g.one('search')).toMatchObject({ card: { name: 'Fire Energy' }, from: 'discard', to: 'hand' });
    expect(recordText(g.one('search'), ['A', 'B'])).toBe('  A puts Fire Energy (BS 98) from the discard pile into the hand');
  });

  it('Computer Search: a card searched out of the deck says so', () => {
    const g = classic({ deck0: ['Bill'] });
    g.sc.active(0, 'Onix');
    g.sc.active(1, 'Onix');
    const [cs] = g.sc.hand(0, 'Computer Search', 'Grass Energy', 'Water Energy');
    g.do(Act.PlayTrainer, cs);
    g.choose('Grass Energy');
    g.choose('Water Energy');
    g.choose('Bill');
    expect(g.events('discard').map((e) => e.from)).toEqual(['hand', 'hand']);
    expect(g.one('search')).toMatchObject({ card: { name: 'Bill' }, from: 'deck', to: 'hand' });
  });
});

describe('every attachment has an attach event with its target', () => {
  it('A2: the Energy attached from the hand (by the action)', () => {
    const g = std();
    g.sc.active(0, 'Cyclizar');
    g.sc.bench(0, 'Lechonk');
    g.sc.active(1, 'Cyclizar');
    const [e] = g.sc.hand(0, FIRE);
    g.do(Act.Attach, e, B01);
    const ev = g.one('attach');
    expect(ev).toMatchObject({ card: { uid: e }, from: 'hand', by: 'action' });
    expect(ev).not.toHaveProperty('expires');
    expect(ev.target).toMatchObject({ slot: 'bench1', name: 'Lechonk', energy: ['Fire'] });
  });

  it('Pikachu Charge (an attack): the searched Energy is attached to the attacker, from the deck', () => {
    const g = std({ deck0: [LIGHT, LIGHT] }); // one for the Active, one to search
    g.sc.active(0, PIKACHU, { energy: [LIGHT] });
    g.sc.active(1, 'Cyclizar');
    g.sc.attack(0);
    g.choose(LIGHT);
    expect(g.one('search')).toMatchObject({ from: 'deck', to: 'attached' });
    const ev = g.one('attach');
    expect(ev).toMatchObject({ card: { name: LIGHT }, from: 'deck', by: 'attack', byName: 'Charge' });
    expect(ev.target).toMatchObject({ slot: 'active', name: 'Pikachu', energy: ['Lightning', 'Lightning'] });
    expect(g.events('search')[0].seq).toBeLessThan(ev.seq);
  });

  it('Energy Sticker (a Trainer): from the discard pile to the chosen Benched Pokémon', () => {
    const g = std();
    g.sc.active(0, 'Cyclizar');
    g.sc.bench(0, 'Lechonk');
    g.sc.active(1, 'Cyclizar');
    g.sc.discard(0, FIRE);
    const [st] = g.sc.hand(0, 'Energy Sticker');
    g.sc.flips(true);
    g.do(Act.PlayTrainer, st);
    g.choose(FIRE);
    g.do(Act.ChooseSlot, 0, B01);
    g.sc.expectFlipsUsed();
    expect(g.one('attach')).toMatchObject({ from: 'discard', by: 'trainer', byName: 'Energy Sticker', target: { slot: 'bench1', name: 'Lechonk', energy: ['Fire'] } });
  });

  it('Raichu Electrical Grounding (an Ability): from the Knocked Out Pokémon to Raichu', () => {
    const g = std();
    g.sc.prizes(0, 6);
    g.sc.prizes(1, 6);
    g.sc.active(0, 'Mankey', { energy: [FIGHT] });
    g.sc.active(1, PIKACHU, { energy: [LIGHT] });
    g.sc.bench(1, 'Raichu@PAF 19', { under: [PIKACHU] });
    g.sc.attack(0);
    g.do(Act.ChooseSlot, 0, B11);
    expect(g.one('attach')).toMatchObject({
      card: { name: LIGHT }, from: 'in-play', fromSlot: 'active', by: 'ability', byName: 'Electrical Grounding', target: { slot: 'bench1', name: 'Raichu', energy: ['Lightning'] },
    });
  });

  it('PlusPower, Defender and a Tool: attached Trainers say when they are discarded (Tools: never, null)', () => {
    const g = std();
    g.sc.active(0, 'Cyclizar');
    g.sc.active(1, 'Cyclizar');
    const [band] = g.sc.hand(0, 'Vitality Band');
    g.do(Act.PlayTrainer, band);
    g.do(Act.ChooseSlot, 0, A0);
    expect(g.one('attach')).toMatchObject({ card: { name: 'Vitality Band' }, from: 'hand', by: 'trainer', byName: 'Vitality Band', expires: null, target: { slot: 'active', attached: ['Vitality Band'] } });

    const c = classic();
    c.sc.active(0, 'Onix');
    c.sc.bench(0, 'Sandshrew');
    c.sc.active(1, 'Onix');
    c.sc.turn(0, 5);
    const [pp, def] = c.sc.hand(0, 'PlusPower', 'Defender');
    c.do(Act.PlayTrainer, pp);
    c.do(Act.PlayTrainer, def);
    c.do(Act.ChooseSlot, 0, B01);
    const [plus, defender] = c.events('attach');
    expect(plus).toMatchObject({ card: { uid: pp }, from: 'hand', by: 'trainer', byName: 'PlusPower', expires: { turn: 5, when: 'end' }, target: { slot: 'active' } });
    expect(defender).toMatchObject({ card: { uid: def }, by: 'trainer', byName: 'Defender', expires: { turn: 6, when: 'end' }, target: { slot: 'bench1', name: 'Sandshrew' } });
    // the engine discards them when the log says: PlusPower at the end of turn 5, Defender at the end of turn 6
    c.do(Act.EndTurn);
    expect(c.events('trainer-expired').map((e) => (e.card as CardRef).uid)).toEqual([pp]);
    c.do(Act.EndTurn); // player 1's turn 6
    expect(c.events('trainer-expired').map((e) => (e.card as CardRef).uid)).toEqual([pp, def]);
  });
});

describe('guards and debuffs carry when they expire', () => {
  it('Harden: a guard until the end of the opponent’s next turn — it stops 30 there, not two turns later', () => {
    const g = classic();
    g.sc.active(0, 'Onix', { energy: ['Fighting Energy', 'Fighting Energy'] });
    g.sc.active(1, 'Sandshrew', { energy: ['Fighting Energy'] });
    g.sc.turn(0, 3);
    g.sc.attack(1); // Harden
    const guard = g.one('guard');
    expect(guard).toMatchObject({ guard: 'prevent-small-damage', param: 30, expires: { turn: 4, when: 'end' }, target: { slot: 'active', name: 'Onix' } });
    expect(recordText(guard, ['A', 'B'])).toBe('  Onix is protected (prevent-small-damage) until the end of turn 4');
    expect(g.sc.s.turn[0]).toBe(4);
    g.sc.attack(0); // Sand-attack, 10: within the guard's turn
    const first = g.events('damage').at(-1)!;
    expect(first).toMatchObject({ final: 0, defendingEffects: [{ effect: 'prevent-small-damage', change: -10 }] });
    g.do(Act.EndTurn); // player 1's turn 6: after the expiry
    g.sc.attack(0);
    const second = g.events('damage').at(-1)!;
    expect(second.turn).toBe(6);
    expect(second).toMatchObject({ final: 10, defendingEffects: [] });
  });

  it('Sand-attack: a debuff on the Defending Pokémon until the end of the opponent’s next turn', () => {
    const g = classic();
    g.sc.active(0, 'Sandshrew', { energy: ['Fighting Energy'] });
    g.sc.active(1, 'Onix');
    g.sc.turn(0, 7);
    g.sc.attack(0);
    expect(g.one('debuff')).toMatchObject({ debuff: 'sand-attack', expires: { turn: 8, when: 'end' }, target: { slot: 'active', name: 'Onix' } });
  });

  it("Magmortar Volcanic Heat: can't attack until the end of its next turn (the log's turn), and can again after", () => {
    const g = std();
    g.sc.active(0, 'Magmortar', { under: ['Magmar@PAF 9'], energy: [FIRE, FIRE, FIRE] });
    g.sc.active(1, 'Ampharos ex', { under: ['Mareep', 'Flaaffy'] });
    g.sc.turn(0, 3);
    g.sc.attack(1);
    const d = g.one('debuff');
    expect(d).toMatchObject({ debuff: 'cant-attack', expires: { turn: 5, when: 'end' }, target: { slot: 'active', name: 'Magmortar' } });
    const turn = (d.expires as { turn: number }).turn;
    g.do(Act.EndTurn); // (player 1's turn 4)
    expect(g.sc.s.turn[0]).toBe(turn);
    expect(g.sc.can(Act.Attack, 0, 0)).toBe(false);
    g.do(Act.EndTurn);
    g.do(Act.EndTurn);
    expect(g.sc.s.turn[0]).toBe(turn + 2);
    expect(g.sc.can(Act.Attack, 0, 0)).toBe(true);
  });
});

describe('X3: effects on the Defending Pokémon are their own step of a damage event', () => {
  it('Defender: afterResistance → Defender −20 → afterDefendingEffects → final, also in the text', () => {
    const g = classic();
    g.sc.active(0, 'Onix', { energy: ['Fighting Energy', 'Fighting Energy'] });
    g.sc.active(1, 'Sandshrew', { energy: ['Fighting Energy'] });
    const [def] = g.sc.hand(1, 'Defender');
    g.sc.turn(1, 4);
    g.do(Act.PlayTrainer, def);
    g.do(Act.ChooseSlot, 0, A1);
    g.do(Act.EndTurn);
    g.sc.attack(0); // Rock Throw 10 − 20
    const dmg = g.one('damage');
    expect(dmg).toMatchObject({
      base: 10, afterAttackerEffects: 10, afterWeakness: 10, afterResistance: 10,
      defendingEffects: [{ effect: 'Defender', card: { uid: def }, change: -20 }], afterDefendingEffects: -10, final: 0,
    });
    expect(recordText(dmg, ['A', 'B'])).toMatch(/: base 10 → attacker effects 10 → weakness 10 → resistance 10 → defending effects -10 \(Defender −20\) → final 0$/);
  });

  it('Bench damage without Weakness/Resistance: Defender is a step too, and damage stopped entirely is logged as 0', () => {
    const g = classic();
    g.sc.active(0, 'Magnemite', { energy: ['Lightning Energy', 'Lightning Energy'] });
    g.sc.active(1, 'Onix');
    g.sc.bench(1, 'Sandshrew');
    const [def] = g.sc.hand(1, 'Defender');
    g.sc.turn(1, 4);
    g.do(Act.PlayTrainer, def);
    g.do(Act.ChooseSlot, 0, B11);
    g.do(Act.EndTurn);
    g.sc.attack(1); // Selfdestruct: 10 to every Benched Pokémon
    const bench = g.events('damage').find((e) => (e.target as PokemonView).name === 'Sandshrew')!;
    expect(bench).toMatchObject({ amount: 0, weaknessResistance: 'not applied', beforeDefendingEffects: 10, defendingEffects: [{ effect: 'Defender', change: -20 }] });
    expect(g.sc.s.damage[B11]).toBe(0);
    const self = g.events('damage').find((e) => (e.target as PokemonView).name === 'Magnemite')!;
    expect(self).not.toHaveProperty('beforeDefendingEffects'); // self damage: not an attack on a defender
  });
});

describe('what a guard stopped is logged', () => {
  it('Barrier: the damage and the Paralysis of Thunder Wave are both logged as prevented', () => {
    const g = classic();
    g.sc.active(0, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy', 'Psychic Energy'] });
    g.sc.active(1, 'Magnemite', { energy: ['Lightning Energy'] });
    g.sc.flips(true); // Thunder Wave heads
    g.sc.attack(1); // Barrier
    g.sc.attack(0); // Thunder Wave: 10, heads: Paralyzed
    expect(g.one('damage-prevented')).toMatchObject({ by: 'prevent-damage-and-effects' });
    const stopped = g.one('effect-prevented');
    expect(stopped).toMatchObject({ by: 'prevent-damage-and-effects', effect: 'condition: paralyzed', target: { name: 'Mewtwo' } });
    expect(recordText(stopped, ['A', 'B'])).toMatch(/Mewtwo: condition: paralyzed prevented \(prevent-damage-and-effects\)/);
    expect(g.sc.s.cond[A0]).toBe(0);
    g.sc.expectFlipsUsed();
  });
});

describe('X7 in the log: a Benched Tera Pokémon\'s damage is stopped by a step of its own', () => {
  it('X7: Linear Attack on a Benched Tera Pokémon: base 20, tera-on-bench −20, final 0', () => {
    const g = std();
    g.sc.active(0, 'Rotom', { energy: [LIGHT] }); // Linear Attack: 20 to 1 opponent Pokémon
    g.sc.active(1, 'Lechonk');
    const tera = g.sc.bench(1, 'Arcanine ex', { under: ['Growlithe'] });
    g.sc.flips();
    g.sc.attack(0);
    g.do(Act.ChooseSlot, 0, tera);
    const dmg = g.events('damage').find((e) => (e.target as PokemonView).name === 'Arcanine ex')!;
    expect(dmg).toMatchObject({ base: 20, afterDefendingEffects: 0, final: 0, defendingEffects: [{ effect: 'tera-on-bench', change: -20 }] });
    expect(g.sc.s.damage[tera]).toBe(0);
    g.sc.expectFlipsUsed();
  });
});

describe("an action's board is the state right after it", () => {
  it('end-turn: the board before Pokémon Checkup and before the next draw; Checkup and the draw follow as events', () => {
    const g = classic();
    g.sc.active(0, 'Onix', { poisoned: true });
    g.sc.active(1, 'Onix');
    g.sc.turn(0, 3);
    const deck1 = g.sc.s.deckCount[1];
    const r = g.do(Act.EndTurn);
    expect(at(board(r)[0], 'active')).toMatchObject({ damage: 0, conditions: ['poisoned'] });
    expect(board(r)[1].deck).toBe(deck1);
    const after = g.log.records.filter((x) => x.seq > r.seq).map((x) => x.kind);
    expect(after.slice(0, 4)).toEqual(['end-turn', 'checkup', 'damage', 'turn-start']);
    expect(g.one('draw').deckLeft).toBe(deck1 - 1);
    expect(g.sc.s.damage[A0]).toBe(10);
  });

  it('an attack that Knocks Out: the board at the promotion shows the prize taken; the promotion’s board is before Checkup', () => {
    const g = classic();
    g.sc.prizes(0, 6);
    g.sc.prizes(1, 6);
    g.sc.active(0, 'Onix', { energy: ['Fighting Energy'], poisoned: true });
    g.sc.active(1, 'Sandshrew', { damage: 30 });
    g.sc.bench(1, 'Onix');
    g.sc.turn(0, 3);
    const atk = g.sc.legal().find((x) => actKind(x) === Act.Attack)!;
    const r = stepLogged(g.log, g.sc.s, atk);
    expect(r.kind).toBe('attack');
    expect(g.sc.s.phase[0]).toBe(Phase.Promote);
    expect(board(r)[0].prizesLeft).toBe(5);
    expect(at(board(r)[1], 'active')).toBeUndefined();
    expect(at(board(r)[0], 'active')).toMatchObject({ damage: 0, conditions: ['poisoned'] });
    const p = g.do(Act.ChooseSlot, 0, B11);
    expect(p.kind).toBe('promote');
    expect(at(board(p)[1], 'active')!.name).toBe('Onix');
    expect(at(board(p)[0], 'active')!.damage).toBe(0); // Poison comes in the Checkup after
    expect(g.sc.s.damage[A0]).toBe(10);
  });
});
