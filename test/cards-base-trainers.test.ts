// Base Set Trainers added for the whole set (issue 9): one or more scenarios per card under the
// classic rule set (V3). Injected flips (none here) must all be used.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, SLOTS, Phase } from './helpers/scenario.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { Cond } from '../src/cards/types.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { legalActions, step, newGame } from '../src/engine/game.js';
import { GameState } from '../src/engine/state.js';
import { ruleParams } from '../src/engine/rules.js';
import { MAX_ACTIONS } from '../src/engine/actions.js';
import { cardId } from './helpers/scenario.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { MAX_DECK } from '../src/engine/state.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { Ev } from '../src/engine/events.js';
import { BotRng } from '../src/engine/rng.js';

const A0 = 0; // player 0's Active slot
const A1 = SLOTS; // player 1's Active slot

function classic(): Scenario {
  return new Scenario({ rules: 'classic' });
}

/** The legal ChooseCard action for a card with this name. */
function pick(sc: Scenario, name: string): Scenario {
  const x = sc.legal().find((a) => actKind(a) === Act.ChooseCard && ALL_CARDS[sc.s.cardDef[actA(a)]].name === name);
  if (x === undefined) throw new Error(`no ChooseCard for ${name}`);
  return sc.do(Act.ChooseCard, actA(x));
}

function chooseCardNames(sc: Scenario): string[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseCard).map((a) => ALL_CARDS[sc.s.cardDef[actA(a)]].name).sort();
}

function chooseSlots(sc: Scenario): number[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseSlot).map((a) => actB(a));
}

function handNames(sc: Scenario, p: number): string[] {
  const s = sc.s;
  const out: string[] = [];
  for (let i = 0; i < s.handCount[p]; i++) out.push(ALL_CARDS[s.cardDef[s.hand[p * MAX_DECK + i]]].name);
  return out.sort();
}

function play(sc: Scenario, name: string): Scenario {
  return sc.do(Act.PlayTrainer, sc.handCard(0, name));
}

function noInvariantBroken(sc: Scenario): void {
  if (sc.s.slotTop[A1] < 0) sc.active(1, 'Machop'); // the checker wants both Actives
  expect(checkInvariants(sc.s)).toBe(null);
}

describe('Base Set Trainers (whole set)', () => {
  it('Full Heal: the Active is no longer Asleep, Confused, Paralyzed or Poisoned; a Burn stays (C7)', () => {
    const sc = classic();
    sc.active(0, 'Machop', { cond: Cond.Paralyzed, poisoned: true, burned: true });
    sc.hand(0, 'Full Heal');
    sc.flips();
    play(sc, 'Full Heal');
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.poisoned[A0]).toBe(0);
    expect(sc.s.burned[A0]).toBe(1);
    expect(sc.countIn(0, 'Full Heal', Zone.Discard)).toBe(1);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Full Heal');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Full Heal'))).toBe(false); // nothing to heal
  });

  it('Maintenance: 2 other cards from hand are shuffled into the deck, then 1 card is drawn', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Maintenance', 'Bill', 'Potion@BS 94', 'Fire Energy');
    sc.flips();
    const deck = sc.s.deckCount[0];
    play(sc, 'Maintenance');
    expect(chooseCardNames(sc)).toEqual(['Bill', 'Fire Energy', 'Potion']);
    expect(sc.legal().some((a) => actKind(a) === Act.Done)).toBe(false); // both must be chosen
    pick(sc, 'Bill');
    pick(sc, 'Potion');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.countIn(0, 'Bill', Zone.Deck) + sc.countIn(0, 'Bill', Zone.Hand)).toBe(1);
    expect(sc.s.handCount[0]).toBe(2); // Fire Energy + the card drawn
    expect(sc.s.deckCount[0]).toBe(deck + 2 - 1);
    expect(sc.countIn(0, 'Maintenance', Zone.Discard)).toBe(1);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Maintenance', 'Bill');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Maintenance'))).toBe(false); // only 1 other card
  });

  it('Pokémon Center: every damaged Pokémon of yours is healed fully and loses all its Energy; undamaged ones keep theirs', () => {
    const sc = classic();
    sc.active(0, 'Machop', { damage: 30, energy: ['Fighting Energy', 'Fighting Energy'] });
    const b1 = sc.bench(0, 'Hitmonchan', { damage: 10, energy: ['Fighting Energy'] });
    const b2 = sc.bench(0, 'Onix', { energy: ['Fighting Energy'] });
    sc.active(1, 'Machop', { damage: 20, energy: ['Fighting Energy'] });
    sc.hand(0, 'Pokémon Center');
    sc.flips();
    play(sc, 'Pokémon Center');
    expect([sc.s.damage[A0], sc.s.damage[b1], sc.s.damage[b2]]).toEqual([0, 0, 0]);
    expect([sc.energyOn(A0), sc.energyOn(b1), sc.energyOn(b2)]).toEqual([0, 0, 1]);
    expect(sc.s.damage[A1]).toBe(20); // only your own Pokémon
    expect(sc.energyOn(A1)).toBe(1);
    expect(sc.countIn(0, 'Fighting Energy', Zone.Discard)).toBe(3);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();
  });

  it('Impostor Professor Oak: the opponent shuffles the hand into the deck and draws 7; your hand is untouched', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Machop');
    sc.hand(0, 'Impostor Professor Oak', 'Bill');
    sc.hand(1, 'Potion@BS 94', 'Gust of Wind');
    sc.flips();
    const deck1 = sc.s.deckCount[1];
    play(sc, 'Impostor Professor Oak');
    expect(sc.s.handCount[1]).toBe(7);
    expect(sc.s.deckCount[1]).toBe(deck1 + 2 - 7);
    expect(handNames(sc, 0)).toEqual(['Bill']);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();
  });

  it('Revive: a Basic from your discard pile onto your Bench with half its HP as damage, rounded down to 10s', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Revive');
    sc.discard(0, 'Magikarp', 'Machoke', 'Onix', 'Potion@BS 94'); // Magikarp 30 HP → 10; Onix 90 → 40
    sc.flips();
    play(sc, 'Revive');
    expect(chooseCardNames(sc)).toEqual(['Magikarp', 'Onix']); // Basics only
    pick(sc, 'Magikarp');
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.name(1)).toBe('Magikarp');
    expect(sc.s.damage[1]).toBe(10);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    noInvariantBroken(sc);

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Revive');
    t.discard(0, 'Onix');
    play(t, 'Revive');
    pick(t, 'Onix');
    expect(t.s.damage[1]).toBe(40);
    sc.expectFlipsUsed();

    const full = classic();
    full.active(0, 'Machop');
    for (let i = 0; i < 5; i++) full.bench(0, 'Magikarp');
    full.hand(0, 'Revive');
    full.discard(0, 'Onix');
    expect(full.can(Act.PlayTrainer, full.handCard(0, 'Revive'))).toBe(false); // A1: the Bench is full
  });

  it("Pokémon Flute: a Basic from the opponent's discard pile onto their Bench; not when their Bench is full", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Machop');
    sc.hand(0, 'Pokémon Flute');
    sc.discard(1, 'Magikarp', 'Machoke', 'Potion@BS 94');
    sc.discard(0, 'Onix');
    sc.flips();
    play(sc, 'Pokémon Flute');
    expect(chooseCardNames(sc)).toEqual(['Magikarp']); // the opponent's Basics only
    pick(sc, 'Magikarp');
    expect(sc.s.benchCount[1]).toBe(1);
    expect(sc.name(A1 + 1)).toBe('Magikarp');
    expect(sc.s.damage[A1 + 1]).toBe(0);
    expect(sc.countIn(0, 'Onix', Zone.Discard)).toBe(1);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const full = classic();
    full.active(0, 'Machop');
    full.active(1, 'Machop');
    for (let i = 0; i < 5; i++) full.bench(1, 'Magikarp');
    full.hand(0, 'Pokémon Flute');
    full.discard(1, 'Onix');
    expect(full.can(Act.PlayTrainer, full.handCard(0, 'Pokémon Flute'))).toBe(false);
  });

  it('Pokémon Trader: a Pokémon card from hand goes into the deck for a Pokémon card from the deck', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Pokémon Trader', 'Magikarp', 'Bill');
    sc.top(0, 'Machamp');
    sc.flips();
    play(sc, 'Pokémon Trader');
    expect(chooseCardNames(sc)).toEqual(['Magikarp']); // only Pokémon from hand
    pick(sc, 'Magikarp');
    expect(chooseCardNames(sc)).toEqual(['Machamp']); // Pokémon in the deck, not the Magikarp just traded away
    expect(sc.can(Act.Done)).toBe(false); // a trade: one must be taken
    pick(sc, 'Machamp');
    expect(handNames(sc, 0)).toEqual(['Bill', 'Machamp']);
    expect(sc.countIn(0, 'Magikarp', Zone.Deck)).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Pokémon Trader', 'Bill');
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Pokémon Trader'))).toBe(false); // no Pokémon in hand
  });

  it('A3 Pokémon Trader: the card traded away is never the one taken back; an identical copy from the deck may be (Rulings R4)', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    const [, given] = sc.hand(0, 'Pokémon Trader', 'Magikarp');
    sc.top(0, 'Magikarp', 'Onix');
    const copy = sc.find(0, 'Magikarp', Zone.Deck);
    sc.flips();
    play(sc, 'Pokémon Trader');
    sc.do(Act.ChooseCard, given);
    expect(chooseCardNames(sc)).toEqual(['Magikarp', 'Onix']);
    const offeredMagikarp = sc.legal().filter((a) => actKind(a) === Act.ChooseCard && actA(a) !== sc.find(0, 'Onix', Zone.Deck)).map(actA);
    expect(offeredMagikarp).toEqual([copy]); // the other Magikarp, not the one just put into the deck
    expect(sc.can(Act.Done)).toBe(false);
    sc.do(Act.ChooseCard, copy);
    expect(sc.s.cardZone[copy]).toBe(Zone.Hand);
    expect(sc.s.cardZone[given]).toBe(Zone.Deck);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();
  });

  it('A3 Pokémon Trader: with no other Pokémon in the deck the card goes in and nothing comes back', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    const [, given] = sc.hand(0, 'Pokémon Trader', 'Magikarp', 'Bill');
    sc.flips();
    play(sc, 'Pokémon Trader');
    sc.do(Act.ChooseCard, given);
    expect(sc.s.phase[0]).toBe(Phase.Main); // no search choice: nothing to take
    expect(handNames(sc, 0)).toEqual(['Bill']);
    expect(sc.s.cardZone[given]).toBe(Zone.Deck);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();
  });

  it('A4: Pokémon Breeder puts a Stage 2 from hand straight onto its Basic, with the timing limits of evolving', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    const fresh = sc.bench(0, 'Machop', { enteredTurn: 3 }); // came into play this turn
    sc.hand(0, 'Pokémon Breeder', 'Machamp');
    sc.flips();
    play(sc, 'Pokémon Breeder');
    pick(sc, 'Machamp');
    expect(chooseSlots(sc)).toEqual([A0]); // not the Machop put down this turn
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.name(A0)).toBe('Machamp');
    expect(sc.name(fresh)).toBe('Machop');
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const first = classic();
    first.active(0, 'Machop');
    first.hand(0, 'Pokémon Breeder', 'Machamp');
    first.turn(0, 2); // A4: not on a player's first turn
    expect(first.can(Act.PlayTrainer, first.handCard(0, 'Pokémon Breeder'))).toBe(false);
  });

  it('Scoop Up: a Benched Pokémon returns its Basic card to hand, the Evolution and Energy cards are discarded', () => {
    const sc = classic();
    sc.active(0, 'Hitmonchan');
    const b = sc.bench(0, 'Machoke', { under: ['Machop'], damage: 50, energy: ['Fighting Energy'] });
    sc.bench(0, 'Onix');
    sc.hand(0, 'Scoop Up');
    sc.flips();
    play(sc, 'Scoop Up');
    sc.do(Act.ChooseSlot, 0, b);
    expect(handNames(sc, 0)).toEqual(['Machop']);
    expect(sc.countIn(0, 'Machoke', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Fighting Energy', Zone.Discard)).toBe(1);
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.name(1)).toBe('Onix'); // the Bench closes up
    expect(sc.s.damage[1]).toBe(0);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();
  });

  it('K3: Scoop Up on the Active leaves it empty and its owner promotes a Benched Pokémon; not possible without a Bench', () => {
    const sc = classic();
    sc.active(0, 'Machop', { damage: 40 });
    const b = sc.bench(0, 'Onix');
    sc.hand(0, 'Scoop Up');
    sc.flips();
    play(sc, 'Scoop Up');
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    expect(sc.s.decider[0]).toBe(0);
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.name(A0)).toBe('Onix');
    expect(sc.s.benchCount[0]).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(handNames(sc, 0)).toEqual(['Machop']);
    expect(sc.s.prizesTaken[1]).toBe(0); // not a Knock Out
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const alone = classic();
    alone.active(0, 'Machop');
    alone.hand(0, 'Scoop Up');
    expect(alone.can(Act.PlayTrainer, alone.handCard(0, 'Scoop Up'))).toBe(false);
  });

  it('A4: Devolution Spray on a Stage 2 discards the chosen Stage and higher; the Pokémon recovers as if it had evolved', () => {
    const sc = classic();
    sc.active(0, 'Machamp', { under: ['Machop', 'Machoke'], cond: Cond.Confused, poisoned: true, damage: 30, energy: ['Fighting Energy'] });
    sc.hand(0, 'Devolution Spray');
    sc.flips();
    play(sc, 'Devolution Spray');
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.legal().filter((a) => actKind(a) === Act.Option).length).toBe(2);
    sc.do(Act.Option, 0, 1); // Stage 2 and higher
    expect(sc.name(A0)).toBe('Machoke');
    expect(sc.countIn(0, 'Machamp', Zone.Discard)).toBe(1);
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.poisoned[A0]).toBe(0);
    expect(sc.s.damage[A0]).toBe(30);
    expect(sc.energyOn(A0)).toBe(1);
    noInvariantBroken(sc);

    const t = classic();
    t.active(0, 'Machamp', { under: ['Machop', 'Machoke'] });
    t.hand(0, 'Devolution Spray');
    play(t, 'Devolution Spray');
    t.do(Act.ChooseSlot, 0, A0);
    t.do(Act.Option, 0, 0); // Stage 1 and higher: back to the Basic
    expect(t.name(A0)).toBe('Machop');
    expect(t.countIn(0, 'Machoke', Zone.Discard) + t.countIn(0, 'Machamp', Zone.Discard)).toBe(2);
    noInvariantBroken(t);
    sc.expectFlipsUsed();

    const basic = classic();
    basic.active(0, 'Machop');
    basic.hand(0, 'Devolution Spray');
    expect(basic.can(Act.PlayTrainer, basic.handCard(0, 'Devolution Spray'))).toBe(false); // nothing evolved
  });

  it('K1/K4: a Pokémon devolved below its damage is Knocked Out and the opponent takes a Prize', () => {
    const sc = classic();
    sc.active(0, 'Hitmonchan');
    const b = sc.bench(0, 'Machoke', { under: ['Machop'], damage: 60 }); // Machop has 50 HP
    sc.active(1, 'Onix');
    sc.prizes(1, 6);
    sc.hand(0, 'Devolution Spray');
    sc.flips();
    play(sc, 'Devolution Spray');
    sc.do(Act.ChooseSlot, 0, b);
    expect(sc.s.benchCount[0]).toBe(0);
    expect(sc.countIn(0, 'Machop', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    sc.expectFlipsUsed();
  });

  it('Clefairy Doll: played onto the Bench as a 10-HP Basic with no attacks; not a Basic for setup (S3)', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Clefairy Doll');
    sc.flips();
    play(sc, 'Clefairy Doll');
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.name(1)).toBe('Clefairy Doll');
    expect(sc.countIn(0, 'Clefairy Doll', Zone.InPlay)).toBe(1);
    expect(sc.countIn(0, 'Clefairy Doll', Zone.Discard)).toBe(0);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    const setup = new Scenario({ rules: 'classic' });
    setup.hand(0, 'Clefairy Doll', 'Machop');
    setup.s.phase[0] = Phase.SetupActive;
    setup.s.decider[0] = 0;
    expect(setup.legal().map((a) => ALL_CARDS[setup.s.cardDef[actA(a)]].name)).toEqual(['Machop']);
  });

  it("Clefairy Doll: as the Active it can't attack or retreat, takes no Special Condition but a Burn, and its Knock Out gives no Prize (K4)", () => {
    const sc = classic();
    sc.active(0, 'Clefairy Doll', { energy: ['Fighting Energy', 'Fighting Energy'] });
    sc.bench(0, 'Machop');
    sc.active(1, 'Machop', { energy: ['Fighting Energy'] });
    sc.prizes(1, 6);
    expect(sc.legal().some((a) => actKind(a) === Act.Attack || actKind(a) === Act.Retreat)).toBe(false);
    sc.do(Act.EndTurn);
    expect(sc.s.current[0]).toBe(1);
    // Low Kick (20) Knocks the 10-HP Doll Out: no Prize for it.
    sc.flips();
    sc.attack(0);
    expect(sc.countIn(0, 'Clefairy Doll', Zone.Discard)).toBe(1);
    expect(sc.s.prizesTaken[1]).toBe(0);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    sc.expectFlipsUsed();

    const cond = classic();
    cond.active(0, 'Haunter', { under: ['Gastly'], energy: ['Psychic Energy'] });
    cond.active(1, 'Clefairy Doll');
    cond.flips();
    cond.attack(0); // Hypnosis: Asleep, which the Doll can't be
    expect(cond.s.cond[A1]).toBe(0);
    expect(cond.events.some((e) => e.code === Ev.Condition)).toBe(false);
    cond.expectFlipsUsed();
  });
});

/** Let the greedy bot play player 0's turn until it attacks or ends the turn. */
function greedyTurn(sc: Scenario): void {
  const rng = {} as Parameters<typeof greedyChoose>[3];
  while (sc.s.current[0] === 0 && sc.s.decider[0] === 0 && sc.s.phase[0] !== Phase.Over) {
    const n = legalActions(sc.s, sc.out);
    const x = sc.out[greedyChoose(sc.s, sc.out, n, rng)];
    if (actKind(x) === Act.EndTurn) return;
    step(sc.s, x);
  }
}

describe('the greedy bot plays the new Trainers sensibly', () => {
  it('A3: Clefairy Doll may be discarded by its owner during their turn, with what is attached, and nobody takes a Prize', () => {
    // On the Bench: discarding it closes the gap; its Energy goes with it.
    const sc = classic();
    sc.active(0, 'Machop');
    sc.bench(0, 'Clefairy Doll', { energy: ['Fighting Energy'] });
    sc.bench(0, 'Machop');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.flips();
    const discards = sc.legal().filter((a) => actKind(a) === Act.DiscardDoll);
    expect(discards.map(actB)).toEqual([A0 + 1]);
    // Greedy never throws a Doll away.
    const n = legalActions(sc.s, sc.out);
    expect(actKind(sc.out[greedyChoose(sc.s, sc.out, n, new BotRng())])).not.toBe(Act.DiscardDoll);
    sc.do(Act.DiscardDoll, 0, A0 + 1);
    expect(sc.countIn(0, 'Clefairy Doll', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Fighting Energy', Zone.Discard)).toBe(1);
    expect(sc.s.benchCount[0]).toBe(1);
    expect(sc.name(1)).toBe('Machop');
    expect([sc.s.prizesTaken[0], sc.s.prizesTaken[1]]).toEqual([0, 0]);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    noInvariantBroken(sc);
    sc.expectFlipsUsed();

    // As the Active: its owner promotes a Benched Pokémon (K3), still no Prize.
    const act = classic();
    act.active(0, 'Clefairy Doll');
    act.bench(0, 'Machop');
    act.prizes(1, 6);
    act.flips();
    act.do(Act.DiscardDoll, 0, A0);
    expect(act.s.phase[0]).toBe(Phase.Promote);
    act.do(Act.ChooseSlot, 0, A0 + 1);
    expect(act.name(0)).toBe('Machop');
    expect(act.s.prizesTaken[1]).toBe(0);
    expect(act.s.phase[0]).toBe(Phase.Main);
    act.expectFlipsUsed();

    // The only Pokémon in play: not offered (the player would have no Active).
    const alone = classic();
    alone.active(0, 'Clefairy Doll');
    expect(alone.legal().some((a) => actKind(a) === Act.DiscardDoll)).toBe(false);
  });

  it('Full Heal on a Paralyzed Active, then attacks', () => {
    const sc = classic();
    sc.active(0, 'Machop', { cond: Cond.Paralyzed, energy: ['Fighting Energy'] });
    sc.active(1, 'Kakuna');
    sc.hand(0, 'Full Heal');
    sc.flips();
    greedyTurn(sc);
    expect(sc.countIn(0, 'Full Heal', Zone.Discard)).toBe(1);
    expect(sc.s.damage[A1]).toBe(20); // Low Kick
    sc.expectFlipsUsed();
  });

  it('Pokémon Breeder with a Stage 2 in hand and its Basic in play', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Kakuna');
    sc.hand(0, 'Pokémon Breeder', 'Machamp');
    sc.flips();
    greedyTurn(sc);
    expect(sc.name(A0)).toBe('Machamp');
    sc.expectFlipsUsed();
  });

  it('Pokémon Center when much damage is healed for little Energy, not otherwise', () => {
    const sc = classic();
    sc.active(0, 'Onix', { damage: 60 });
    sc.bench(0, 'Machop', { damage: 30 });
    sc.active(1, 'Kakuna');
    sc.hand(0, 'Pokémon Center');
    sc.flips();
    greedyTurn(sc);
    expect(sc.countIn(0, 'Pokémon Center', Zone.Discard)).toBe(1);
    expect(sc.s.damage[A0]).toBe(0);

    const t = classic();
    t.active(0, 'Onix', { damage: 20, energy: ['Fighting Energy', 'Fighting Energy'] });
    t.active(1, 'Kakuna');
    t.hand(0, 'Pokémon Center');
    t.flips();
    greedyTurn(t);
    expect(t.countIn(0, 'Pokémon Center', Zone.Hand)).toBe(1);
    sc.expectFlipsUsed();
  });

  it('Scoop Up to save a badly damaged Pokémon; Impostor Professor Oak kept against a full deck', () => {
    const sc = classic();
    sc.active(0, 'Machop', { damage: 40 }); // 10 HP left, no Energy to lose
    const onix = sc.bench(0, 'Onix');
    sc.active(1, 'Kakuna');
    sc.hand(0, 'Scoop Up', 'Impostor Professor Oak');
    sc.flips();
    greedyTurn(sc);
    expect(sc.countIn(0, 'Scoop Up', Zone.Discard)).toBe(1);
    expect(sc.countIn(0, 'Machop', Zone.Hand) + sc.countIn(0, 'Machop', Zone.InPlay)).toBe(1);
    expect(sc.name(A0)).toBe('Onix'); // promoted in its place
    expect(sc.s.damage[A0] + sc.s.damage[onix]).toBe(0); // the 40 damage left with the Machop card
    expect(sc.countIn(0, 'Impostor Professor Oak', Zone.Hand)).toBe(1);
    sc.expectFlipsUsed();
  });
});

describe('the new Trainers in whole games', () => {
  it('random and greedy play with every new Trainer keeps the engine invariants at every step', () => {
    const list: [string, number][] = [
      ['Clefairy Doll', 4], ['Devolution Spray', 4], ['Impostor Professor Oak', 2], ['Pokémon Breeder', 4], ['Pokémon Trader', 4],
      ['Scoop Up', 4], ['Full Heal', 4], ['Maintenance', 4], ['Pokémon Center', 2], ['Pokémon Flute', 2], ['Revive', 4],
      ['Machop', 4], ['Machoke', 3], ['Machamp', 3], ['Abra', 4], ['Fighting Energy', 4], ['Psychic Energy', 4], // Abra's Psyshock Paralyzes (Full Heal)
    ];
    const deck = list.flatMap(([name, k]) => Array.from({ length: k }, () => cardId(name)));
    expect(deck.length).toBe(60);
    const s = new GameState();
    const out = new Int32Array(MAX_ACTIONS);
    const rng = {} as Parameters<typeof greedyChoose>[3];
    let x = 12345; // a small deterministic generator for the random player
    const played = new Set<string>();
    for (let g = 0; g < 40; g++) {
      newGame(s, deck, deck, ruleParams('classic'), new Uint32Array([g + 1, 7, 11, 13]));
      let steps = 0;
      while (s.phase[0] !== Phase.Over && steps++ < 5000) {
        const n = legalActions(s, out);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const i = s.decider[0] === 0 || g % 2 === 0 ? (x >>> 8) % n : greedyChoose(s, out, n, rng);
        if (actKind(out[i]) === Act.PlayTrainer) played.add(ALL_CARDS[s.cardDef[actA(out[i])]].name);
        step(s, out[i]);
        const bad = checkInvariants(s);
        if (bad !== null) throw new Error(`game ${g} step ${steps}: ${bad}`);
      }
      expect(s.phase[0]).toBe(Phase.Over);
    }
    expect([...played].sort()).toEqual(list.slice(0, 11).map(([name]) => name).sort());
  });
});
