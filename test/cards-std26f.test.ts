// Cards of the Standard 2026 Alakazam/Dudunsparce list (issue 32): Abra, Kadabra, Alakazam (MEG),
// Dunsparce (PAL, TEF), Dudunsparce, Shaymin (DRI), Genesect (SFA), Wondrous Patch, Enhanced
// Hammer, Battle Cage, Lucky Helmet and Enriching Energy. A scenario per effect.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Phase, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { ALL_CARDS, ALL_DEFS } from '../src/cards/pool.js';
import { Guard, T, type PokemonDef } from '../src/cards/types.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { Ev } from '../src/engine/events.js';
import { Pend, EndReason } from '../src/engine/state.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';

const PSY = 'Basic Psychic Energy';
const LIGHTNING = 'Basic Lightning Energy';
const ABRA = 'Abra@MEG 54';
const KADABRA = 'Kadabra@MEG 55';
const ALAKAZAM = 'Alakazam@MEG 56';
const DUNSPARCE_PAL = 'Dunsparce@PAL 156';
const DUNSPARCE_TEF = 'Dunsparce@TEF 128';
const DUDUNSPARCE = 'Dudunsparce';
const SHAYMIN = 'Shaymin@DRI 10';
const GENESECT = 'Genesect@SFA 40';
const ENRICHING = 'Enriching Energy';
const HELMET = 'Lucky Helmet';
const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;

/** A Standard game whose decks are filled with Nest Ball (no Energy or Pokémon a search could find by chance). */
const std = (opts: { deck0?: string[]; deck1?: string[] } = {}): Scenario => new Scenario({ rules: 'standard', filler: 'Nest Ball', ...opts });

const offered = (sc: Scenario): string[] =>
  sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
const offeredSlots = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
const powers = (sc: Scenario): number[] => sc.legal().filter((x) => actKind(x) === Act.Power).map(actB).sort((a, b) => a - b);
const playable = (sc: Scenario, p: number, ref: string): boolean => sc.can(Act.PlayTrainer, sc.handCard(p, ref));
const play = (sc: Scenario, p: number, ref: string): void => { sc.do(Act.PlayTrainer, sc.handCard(p, ref)); };

function choose(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} is not offered; offered: ${offered(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

/** The greedy bot's choice now. */
function greedyPick(sc: Scenario): number {
  const legal = sc.legal();
  const out = Int32Array.from(legal);
  return out[greedyChoose(sc.s, out, legal.length, new BotRng())];
}

describe('Abra (MEG 54)', () => {
  it('Teleportation Attack: 10, then Abra switches with 1 of your Benched Pokémon', () => {
    const sc = std();
    sc.active(0, ABRA, { energy: [PSY] });
    sc.bench(0, DUNSPARCE_PAL);
    sc.active(1, DUNSPARCE_TEF);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offeredSlots(sc)).toEqual([B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.s.damage[A1]).toBe(10);
    expect([sc.name(A0), sc.name(B01)]).toEqual(['Dunsparce', 'Abra']);
    sc.expectFlipsUsed();
  });
});

describe('Kadabra and Alakazam (MEG 55, 56)', () => {
  it('A5 Psychic Draw: Kadabra evolving from the hand may draw 2; the greedy bot takes it', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.active(1, DUNSPARCE_TEF);
    const [kad] = sc.hand(0, KADABRA);
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    sc.do(Act.Evolve, kad, A0);
    expect(sc.s.pend[0]).toBe(Pend.YesNo);
    expect(actKind(greedyPick(sc))).toBe(Act.Yes);
    sc.do(Act.Yes);
    expect([sc.s.handCount[0], sc.s.deckCount[0]]).toEqual([2, deck - 2]);
    expect(powers(sc)).toEqual([]); // triggered only, never an action
  });

  it('A5 Psychic Draw: Alakazam draws 3 on evolving (No: nothing drawn)', () => {
    for (const yes of [true, false]) {
      const sc = std();
      sc.active(0, KADABRA, { under: [ABRA] });
      sc.active(1, DUNSPARCE_TEF);
      const [zam] = sc.hand(0, ALAKAZAM);
      sc.turn(0);
      sc.do(Act.Evolve, zam, A0);
      sc.do(yes ? Act.Yes : Act.No);
      expect(sc.s.handCount[0]).toBe(yes ? 3 : 0);
    }
  });

  it('Powerful Hand: 2 damage counters on the Active for each card in the hand (counters: no Weakness)', () => {
    const sc = std();
    sc.active(0, ALAKAZAM, { under: [ABRA, KADABRA], energy: [PSY] });
    sc.active(1, 'Mankey');
    expect((ALL_DEFS[cardId('Mankey')] as PokemonDef).weakness).toBe(T.Psychic);
    sc.hand(0, 'Nest Ball', 'Nest Ball');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(40); // 2 cards × 2 counters, not doubled
    sc.expectFlipsUsed();
  });

  it('Powerful Hand is an effect: a guard against effects of attacks stops the counters', () => {
    const sc = std();
    sc.active(0, ALAKAZAM, { under: [ABRA, KADABRA], energy: [PSY] });
    sc.active(1, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
    sc.s.guard[A1] = Guard.PreventDamageAndEffects;
    sc.s.guardUntil[A1] = 99;
    sc.hand(0, 'Nest Ball', 'Nest Ball', 'Nest Ball');
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(0);
    sc.expectFlipsUsed();
  });
});

describe('Dunsparce (PAL 156, TEF 128)', () => {
  it('Find a Friend: a Pokémon from the deck into the hand, then a shuffle', () => {
    const sc = std({ deck0: [ABRA, PSY] });
    sc.active(0, DUNSPARCE_PAL, { energy: [PSY] });
    sc.active(1, DUNSPARCE_TEF);
    sc.turn(0);
    sc.flips();
    sc.attack(0);
    expect(offered(sc)).toEqual(['Abra']); // not the Energy, nor the Nest Balls
    choose(sc, ABRA);
    expect(sc.countIn(0, ABRA, Zone.Hand)).toBe(1);
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
    sc.expectFlipsUsed();
  });

  it('Dig: 30; heads, no damage or effects of attacks on it during the next turn; tails, none', () => {
    for (const heads of [true, false]) {
      const sc = std();
      sc.active(0, DUNSPARCE_TEF, { energy: [PSY, PSY] });
      sc.active(1, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
      sc.turn(0);
      sc.flips(heads);
      sc.attack(1);
      expect(sc.s.damage[A1]).toBe(30);
      expect(sc.s.guard[A0]).toBe(heads ? Guard.PreventDamageAndEffects : Guard.None);
      sc.expectFlipsUsed();
    }
  });
});

describe('Dudunsparce (TEF 129)', () => {
  it('Run Away Draw: from the Bench, draw 3, then it and its cards are shuffled into the deck', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.bench(0, DUDUNSPARCE, { under: [DUNSPARCE_TEF], energy: [PSY] });
    sc.bench(0, SHAYMIN);
    sc.active(1, DUNSPARCE_TEF);
    sc.turn(0);
    expect(powers(sc)).toEqual([B01]);
    const deck = sc.s.deckCount[0];
    sc.do(Act.Power, 0, B01);
    expect(sc.s.handCount[0]).toBe(3);
    expect(sc.s.deckCount[0]).toBe(deck - 3 + 3); // 3 drawn, Dudunsparce, Dunsparce and the Energy back
    expect([sc.countIn(0, DUDUNSPARCE, Zone.Deck), sc.countIn(0, DUNSPARCE_TEF, Zone.Deck), sc.countIn(0, PSY, Zone.Deck)]).toEqual([1, 1, 1]);
    expect([sc.s.benchCount[0], sc.name(B01)]).toEqual([1, 'Shaymin']); // the Bench closed its gap
    expect(sc.events.some((e) => e.code === Ev.Shuffle && e.p === 0)).toBe(true);
  });

  it('Run Away Draw from the Active: its owner promotes a Benched Pokémon', () => {
    const sc = std();
    sc.active(0, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
    sc.bench(0, ABRA);
    sc.active(1, DUNSPARCE_TEF);
    sc.turn(0);
    sc.do(Act.Power, 0, A0);
    expect(sc.s.handCount[0]).toBe(3);
    expect(offeredSlots(sc)).toEqual([B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect([sc.name(A0), sc.s.benchCount[0], sc.s.phase[0]]).toEqual(['Abra', 0, Phase.Main]);
  });

  it('W2 Run Away Draw from a lone Active leaves its player no Pokémon in play: that player loses', () => {
    const sc = std();
    sc.active(0, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
    sc.active(1, DUNSPARCE_TEF);
    sc.turn(0);
    sc.do(Act.Power, 0, A0);
    expect([sc.s.winner[0], sc.s.endReason[0]]).toEqual([1, EndReason.NoPokemon]);
  });

  it('Run Away Draw: with an empty deck nothing is drawn, so it is not offered', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.bench(0, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
    sc.active(1, DUNSPARCE_TEF);
    sc.s.deckCount[0] = 0;
    sc.turn(0);
    expect(powers(sc)).toEqual([]);
  });
});

describe('Shaymin (DRI 10)', () => {
  it("Flower Curtain: no damage from the opponent's attacks to its side's Benched Pokémon without a Rule Box", () => {
    for (const [shaymin, target, damage] of [[true, ABRA, 0], [true, 'Fezandipiti ex', 30], [false, ABRA, 30]] as const) {
      const sc = std();
      sc.active(0, 'Miraidon@SVI 80', { energy: [LIGHTNING, LIGHTNING, LIGHTNING] });
      sc.active(1, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
      sc.bench(1, target);
      if (shaymin) sc.bench(1, SHAYMIN);
      sc.turn(0);
      sc.flips();
      sc.attack(1);
      sc.do(Act.ChooseSlot, 0, B11);
      expect(sc.s.damage[B11]).toBe(damage);
      expect(sc.s.damage[A1]).toBe(90); // the Active is not protected
      sc.expectFlipsUsed();
    }
  });
});

describe('Genesect (SFA 40)', () => {
  it("ACE Nullifier: with a Tool attached, the opponent can't play ACE SPEC cards from the hand", () => {
    for (const tool of [true, false]) {
      const sc = std();
      sc.active(0, ABRA);
      sc.bench(0, ABRA);
      sc.active(1, GENESECT, tool ? { energy: [HELMET] } : {});
      sc.bench(1, ABRA);
      sc.hand(0, 'Prime Catcher', ENRICHING, 'Nest Ball');
      sc.turn(0);
      expect(playable(sc, 0, 'Prime Catcher')).toBe(!tool);
      expect(sc.can(Act.Attach, sc.handCard(0, ENRICHING), A0)).toBe(!tool);
      expect(playable(sc, 0, 'Nest Ball')).toBe(true); // not an ACE SPEC
    }
  });
});

describe('Wondrous Patch (PFL 94)', () => {
  it('a basic Psychic Energy from the discard pile to 1 of your Benched Psychic Pokémon', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.bench(0, DUNSPARCE_TEF);
    sc.bench(0, KADABRA, { under: [ABRA] });
    sc.active(1, DUNSPARCE_TEF);
    sc.discard(0, PSY, LIGHTNING);
    sc.hand(0, 'Wondrous Patch');
    sc.turn(0);
    play(sc, 0, 'Wondrous Patch');
    if (sc.s.pend[0] === Pend.Card) choose(sc, PSY);
    expect(offeredSlots(sc)).toEqual([B02]); // the Psychic one, not Dunsparce nor the Active
    sc.do(Act.ChooseSlot, 0, B02);
    expect([sc.energyOn(B02), sc.countIn(0, PSY, Zone.Discard), sc.countIn(0, LIGHTNING, Zone.Discard)]).toEqual([1, 0, 1]);
  });

  it('not playable without a basic Psychic Energy in the discard pile or a Benched Psychic Pokémon', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.bench(0, DUNSPARCE_TEF);
    sc.active(1, DUNSPARCE_TEF);
    sc.discard(0, PSY);
    sc.hand(0, 'Wondrous Patch');
    sc.turn(0);
    expect(playable(sc, 0, 'Wondrous Patch')).toBe(false);
    sc.bench(0, ABRA);
    expect(playable(sc, 0, 'Wondrous Patch')).toBe(true);
  });
});

describe('Enhanced Hammer (TWM 148)', () => {
  it("discards a Special Energy (only) from 1 of the opponent's Pokémon", () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.active(1, DUNSPARCE_TEF, { energy: [PSY] });
    sc.bench(1, ABRA, { energy: [PSY, ENRICHING] });
    sc.hand(0, 'Enhanced Hammer');
    sc.turn(0);
    play(sc, 0, 'Enhanced Hammer');
    expect(offeredSlots(sc)).toEqual([B11]); // the Active has only basic Energy
    sc.do(Act.ChooseSlot, 0, B11);
    expect([sc.countIn(1, ENRICHING, Zone.Discard), sc.energyOn(B11), sc.energyOn(A1)]).toEqual([1, 1, 1]);
  });

  it('its playability check only reads the state (listing the actions changes nothing)', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.active(1, DUNSPARCE_TEF, { energy: [PSY] });
    sc.bench(1, ABRA, { energy: [ENRICHING] });
    sc.hand(0, 'Enhanced Hammer');
    sc.turn(0);
    sc.s.candCount[0] = 0;
    const before = new Uint8Array(sc.s.buffer.slice(0));
    expect(playable(sc, 0, 'Enhanced Hammer')).toBe(true);
    expect(new Uint8Array(sc.s.buffer.slice(0))).toEqual(before);
  });

  it('not playable when no opposing Pokémon has a Special Energy', () => {
    const sc = std();
    sc.active(0, ABRA);
    sc.active(1, DUNSPARCE_TEF, { energy: [PSY] });
    sc.hand(0, 'Enhanced Hammer');
    sc.turn(0);
    expect(playable(sc, 0, 'Enhanced Hammer')).toBe(false);
  });
});

describe('Battle Cage (PFL 85)', () => {
  it("R12 no damage counters from the opponent's attacks on Benched Pokémon: Curse Spreading reaches only the Active", () => {
    for (const cage of [true, false]) {
      const sc = std();
      sc.active(0, 'Drifblim', { under: ['Drifloon'], energy: [PSY, PSY, PSY] });
      sc.active(1, DUDUNSPARCE, { under: [DUNSPARCE_TEF] });
      sc.bench(1, ABRA);
      if (cage) sc.hand(0, 'Battle Cage');
      sc.turn(0);
      if (cage) play(sc, 0, 'Battle Cage');
      sc.flips();
      sc.attack(1);
      expect(offeredSlots(sc)).toEqual(cage ? [A1] : [A1, B11]);
      sc.expectFlipsUsed();
    }
  });

  it('R12 Phantom Dive: its 200 damage to the Active still counts, its counters for the Bench are not placed', () => {
    const sc = std();
    sc.active(0, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'], energy: ['Basic Fire Energy', PSY] });
    sc.active(1, 'Dragapult ex', { under: ['Dreepy', 'Drakloak'] });
    sc.bench(1, ABRA);
    sc.bench(1, SHAYMIN);
    sc.hand(1, 'Battle Cage');
    sc.turn(1, 2);
    play(sc, 1, 'Battle Cage'); // either player's Battle Cage protects both Benches
    sc.turn(0);
    sc.flips();
    sc.attack(1);
    expect(sc.s.pend[0]).toBe(0); // no counter to place: no choice asked
    expect([sc.s.damage[A1], sc.s.damage[B11], sc.s.damage[B12]]).toEqual([200, 0, 0]);
    sc.expectFlipsUsed();
  });

  it("R12 Flying Entry (an Ability's counters for the Bench) is not even offered under Battle Cage", () => {
    for (const cage of [true, false]) {
      const sc = std();
      sc.active(0, ABRA);
      sc.active(1, DUNSPARCE_TEF);
      sc.bench(1, ABRA);
      sc.hand(0, 'Battle Cage', 'Hawlucha@SVI 118');
      sc.turn(0);
      if (cage) play(sc, 0, 'Battle Cage');
      sc.do(Act.PlayBasic, sc.handCard(0, 'Hawlucha@SVI 118'));
      expect(sc.s.pend[0]).toBe(cage ? 0 : Pend.YesNo);
    }
  });
});

describe('Battle Cage (PFL 85) and Freezing Shroud', () => {
  it("C1 R12 at Checkup a Benched Pokémon takes only its own side's Froslass counters; the Actives take all", () => {
    const sc = std();
    sc.active(0, 'Froslass', { under: ['Snorunt'] });
    sc.bench(0, 'Froslass', { under: ['Snorunt'] });
    sc.bench(0, SHAYMIN); // an Ability, own side's Froslass: 2 counters
    sc.active(1, GENESECT); // an Ability, Active: 2 counters
    sc.bench(1, SHAYMIN); // an Ability, the opponent's Froslass only: none
    sc.hand(0, 'Battle Cage');
    sc.turn(0);
    play(sc, 0, 'Battle Cage');
    sc.flips();
    sc.do(Act.EndTurn);
    expect([sc.s.damage[B02], sc.s.damage[A1], sc.s.damage[B11]]).toEqual([20, 20, 0]);
    sc.expectFlipsUsed();
  });
});

describe('Lucky Helmet (TWM 158)', () => {
  it("its Active holder damaged by the opponent's attack: its owner draws 2 (not on the Bench, not without damage)", () => {
    const draws = (helmet: boolean, onBench: boolean): number => {
      const sc = std();
      sc.active(0, DUNSPARCE_TEF, { energy: [PSY] });
      sc.active(1, ABRA, helmet && !onBench ? { energy: [HELMET] } : {});
      sc.bench(1, ABRA, helmet && onBench ? { energy: [HELMET] } : {});
      sc.turn(0);
      sc.flips();
      sc.attack(0); // Gnaw: 10 to the Active
      sc.expectFlipsUsed();
      return sc.events.filter((e) => e.code === Ev.Draw && e.p === 1).length;
    };
    expect(draws(true, false) - draws(false, false)).toBe(2);
    expect(draws(true, true) - draws(false, false)).toBe(0);
  });
});

describe('Enriching Energy (SSP 191)', () => {
  it('D5 an ACE SPEC Special Energy: provides Colorless; attached from the hand, its player draws 4', () => {
    const sc = std();
    sc.active(0, DUNSPARCE_TEF);
    sc.active(1, ABRA);
    const [e] = sc.hand(0, ENRICHING);
    sc.turn(0);
    const deck = sc.s.deckCount[0];
    sc.do(Act.Attach, e, A0);
    expect([sc.s.handCount[0], sc.s.deckCount[0]]).toEqual([4, deck - 4]);
    sc.flips();
    sc.attack(0); // Gnaw (Colorless) is paid by it
    expect(sc.s.damage[A1]).toBe(10);
    sc.expectFlipsUsed();
  });
});
