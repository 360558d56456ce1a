// Double Colorless Energy (BS 96): a Special Energy card providing 2 Colorless Energy. Energy
// units (costs) and Energy cards (discards, counts of cards) are kept apart; each place that reads
// or pays Energy is checked with it here.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, SLOTS, Phase } from './helpers/scenario.js';
import { ALL_CARDS } from '../src/cards/pool.js';
import { cardText } from '../src/cards/describe.js';
import { T } from '../src/cards/types.js';
import { actKind, actA } from '../src/engine/actions.js';
import { energyCount, energyCards } from '../src/engine/zones.js';
import { checkInvariants } from '../src/engine/invariants.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { legalActions } from '../src/engine/game.js';
import { parseDeck } from '../src/decks/deck.js';
import { printingLabel } from '../src/cards/pool.js';

const A0 = 0, A1 = SLOTS;
const DCE = 'Double Colorless Energy';

function classic(): Scenario {
  return new Scenario({ rules: 'classic' });
}
function pick(sc: Scenario, name: string): void {
  const x = sc.legal().find((a) => actKind(a) === Act.ChooseCard && ALL_CARDS[sc.s.cardDef[actA(a)]].name === name);
  if (x === undefined) throw new Error(`no choice of ${name}`);
  sc.do(Act.ChooseCard, actA(x));
}
function choiceNames(sc: Scenario): string[] {
  return sc.legal().filter((a) => actKind(a) === Act.ChooseCard).map((a) => ALL_CARDS[sc.s.cardDef[actA(a)]].name).sort();
}
function consistent(sc: Scenario): void {
  expect(checkInvariants(sc.s)).toBeNull();
}

describe('Double Colorless Energy: card facts and text', () => {
  it('is a Special Energy providing 2 Colorless; the cards command says so', () => {
    const c = ALL_CARDS.find((d) => d.name === DCE)!;
    expect(c).toMatchObject({ set: 'base1', number: 96, type: T.Colorless, basic: false, units: 2 });
    expect(cardText(c)).toBe('Special Energy: provides 2 Colorless; not a basic Energy card');
  });
});

describe('X1: attack costs count Energy units', () => {
  it('one DCE pays two Colorless symbols, never a typed one; with a Fire Energy it pays [R C]', () => {
    const sc = classic();
    const ch = sc.active(0, 'Charmander', { energy: [DCE] });
    sc.active(1, 'Onix');
    sc.turn(0);
    expect(energyCount(sc.s, ch, T.None)).toBe(2);
    expect(energyCards(sc.s, ch)).toBe(1);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true); // Scratch [C]
    expect(sc.can(Act.Attack, 0, 1)).toBe(false); // Ember [R C]: DCE is not Fire
    const [fire] = sc.hand(0, 'Fire Energy');
    sc.do(Act.Attach, fire, ch);
    expect(sc.can(Act.Attack, 0, 1)).toBe(true);
    consistent(sc);
  });

  it('two DCE pay a 4-Colorless cost (Chansey Double-edge); one does not', () => {
    const one = classic();
    one.active(0, 'Chansey', { energy: [DCE] });
    one.active(1, 'Onix');
    one.turn(0);
    expect(one.can(Act.Attack, 0, 0)).toBe(true); // Scrunch [C C]
    expect(one.can(Act.Attack, 0, 1)).toBe(false);
    const two = classic();
    two.active(0, 'Chansey', { energy: [DCE, DCE] });
    two.active(1, 'Onix');
    two.turn(0);
    expect(two.can(Act.Attack, 0, 1)).toBe(true);
    consistent(two);
  });
});

describe('A6: the Retreat Cost is paid in units', () => {
  it('a Retreat Cost of 2 is paid by one DCE alone: the basic Energy stays', () => {
    const sc = classic();
    sc.active(0, 'Electabuzz', { energy: [DCE, 'Lightning Energy'] });
    const b = sc.bench(0, 'Pikachu');
    sc.active(1, 'Onix');
    sc.turn(0);
    sc.do(Act.Retreat, 0, b);
    expect(choiceNames(sc)).toEqual([DCE, 'Lightning Energy']);
    pick(sc, DCE);
    expect(sc.s.phase[0]).toBe(Phase.Main); // paid: not asked again
    expect(sc.name(A0)).toBe('Pikachu');
    expect(sc.countIn(0, 'Lightning Energy', Zone.InPlay)).toBe(1);
    expect(sc.countIn(0, DCE, Zone.Discard)).toBe(1);
    expect(sc.name(b)).toBe('Electabuzz');
    expect(energyCount(sc.s, b, T.None)).toBe(1);
    consistent(sc);
  });

  it('paying with the basic Energy first leaves 1 to pay: the DCE, the only Energy left, overpays it', () => {
    const sc = classic();
    sc.active(0, 'Electabuzz', { energy: [DCE, 'Lightning Energy'] });
    const b = sc.bench(0, 'Pikachu');
    sc.active(1, 'Onix');
    sc.turn(0);
    sc.do(Act.Retreat, 0, b);
    pick(sc, 'Lightning Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main); // no choice left: discarded without asking
    expect(sc.countIn(0, DCE, Zone.Discard) + sc.countIn(0, 'Lightning Energy', Zone.Discard)).toBe(2);
    consistent(sc);
  });

  it('a Retreat Cost of 1 with only a DCE discards just it; greedy pays a cost of 1 with the basic Energy', () => {
    const sc = classic();
    sc.active(0, 'Pikachu', { energy: [DCE] });
    const b = sc.bench(0, 'Machop');
    sc.active(1, 'Onix');
    sc.turn(0);
    sc.do(Act.Retreat, 0, b);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(sc.countIn(0, DCE, Zone.Discard)).toBe(1);
    consistent(sc);

    const g = classic();
    g.active(0, 'Pikachu', { energy: [DCE, 'Lightning Energy'] });
    const gb = g.bench(0, 'Machop');
    g.active(1, 'Onix');
    g.turn(0);
    g.do(Act.Retreat, 0, gb);
    const n = legalActions(g.s, g.out);
    expect(ALL_CARDS[g.s.cardDef[actA(g.out[0])]].name).toBe(DCE); // first-listed is not what it picks
    const choice = g.out[greedyChoose(g.s, g.out, n, {} as Parameters<typeof greedyChoose>[3])];
    expect(ALL_CARDS[g.s.cardDef[actA(choice)]].name).toBe('Lightning Energy');
  });

  it('a DCE alone lets a Retreat Cost of 2 be paid', () => {
    const sc = classic();
    sc.active(0, 'Electabuzz', { energy: [DCE] });
    const b = sc.bench(0, 'Pikachu');
    sc.active(1, 'Onix');
    sc.turn(0);
    expect(sc.can(Act.Retreat, 0, b)).toBe(true);
  });
});

describe('Energy cards, not units', () => {
  it('Energy Removal discards the DCE whole (1 card, 2 units)', () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.active(1, 'Onix', { energy: [DCE, 'Fighting Energy'] });
    sc.hand(0, 'Energy Removal');
    sc.turn(0).flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Removal'));
    sc.do(Act.ChooseSlot, 0, A1);
    pick(sc, DCE);
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(energyCount(sc.s, A1, T.None)).toBe(1);
    expect(energyCards(sc.s, A1)).toBe(1);
    expect(sc.countIn(1, DCE, Zone.Discard)).toBe(1);
    consistent(sc);
    sc.expectFlipsUsed();
  });

  it("Super Energy Removal: up to 2 Energy CARDS (a DCE and a basic), the own discard may be the DCE", () => {
    const sc = classic();
    sc.active(0, 'Machop', { energy: [DCE] });
    sc.active(1, 'Onix', { energy: [DCE, 'Fighting Energy', 'Fighting Energy'] });
    sc.hand(0, 'Super Energy Removal');
    sc.turn(0).flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Super Energy Removal'));
    sc.do(Act.ChooseSlot, 0, A0);
    expect(energyCards(sc.s, A0)).toBe(0);
    sc.do(Act.ChooseSlot, 0, A1);
    pick(sc, DCE);
    pick(sc, 'Fighting Energy');
    expect(sc.s.phase[0]).toBe(Phase.Main);
    expect(energyCount(sc.s, A1, T.None)).toBe(1);
    consistent(sc);
    sc.expectFlipsUsed();
  });

  it("Energy Retrieval takes only basic Energy: a DCE in the discard pile is not offered, and alone it can't be retrieved", () => {
    const sc = classic();
    sc.active(0, 'Machop');
    sc.hand(0, 'Energy Retrieval', 'Bill');
    sc.discard(0, DCE, 'Fire Energy');
    sc.turn(0).flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Energy Retrieval'));
    pick(sc, 'Bill');
    expect(choiceNames(sc)).toEqual(['Fire Energy']);
    sc.expectFlipsUsed();

    const t = classic();
    t.active(0, 'Machop');
    t.hand(0, 'Energy Retrieval', 'Bill');
    t.discard(0, DCE);
    t.turn(0);
    expect(t.can(Act.PlayTrainer, t.handCard(0, 'Energy Retrieval'))).toBe(false);
  });

  it('A7 Energy Burn: a DCE then provides 2 Fire; Fire Spin discards 2 Energy CARDS', () => {
    const sc = classic();
    const zard = sc.active(0, 'Charizard', { under: ['Charmander', 'Charmeleon'], energy: [DCE, DCE, 'Fire Energy', 'Fire Energy'] });
    sc.active(1, 'Onix');
    sc.bench(1, 'Machop');
    sc.turn(0).flips();
    expect(sc.can(Act.Attack, 0, 0)).toBe(false); // Fire Spin [R R R R]: 2 Fire only
    sc.do(Act.Power, 0, zard);
    expect(energyCount(sc.s, zard, T.Fire)).toBe(6);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
    consistent(sc);
    sc.attack(0);
    pick(sc, DCE);
    pick(sc, DCE);
    expect(energyCards(sc.s, zard)).toBe(2); // 2 cards discarded, 4 units gone
    expect(energyCount(sc.s, zard, T.None)).toBe(2);
    expect(sc.countIn(0, DCE, Zone.Discard)).toBe(2);
    expect(sc.countIn(1, 'Onix', Zone.Discard)).toBe(1);
    consistent(sc);
    sc.expectFlipsUsed();
  });

  it('Mewtwo Psychic: +10 per Energy CARD on the Defending Pokémon (a DCE is one)', () => {
    const sc = classic();
    sc.active(0, 'Mewtwo', { energy: ['Psychic Energy', 'Psychic Energy'] });
    sc.active(1, 'Onix', { energy: [DCE, 'Fighting Energy'] });
    sc.turn(0).flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30);
    sc.expectFlipsUsed();
  });

  it('Hydro Pump: a DCE pays the cost but is not extra Water', () => {
    const sc = classic();
    sc.active(0, 'Blastoise', { under: ['Squirtle', 'Wartortle'], energy: ['Water Energy', 'Water Energy', 'Water Energy', DCE] });
    sc.active(1, 'Onix');
    sc.turn(0).flips();
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(40);
    sc.expectFlipsUsed();
  });

  it('Pokémon Center discards the DCE with the rest; a Knock Out discards it; invariants hold', () => {
    const sc = classic();
    const m = sc.active(0, 'Machop', { energy: [DCE, 'Fighting Energy'], damage: 20 });
    sc.hand(0, 'Pokémon Center');
    sc.active(1, 'Onix');
    sc.turn(0).flips();
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Pokémon Center'));
    expect(energyCards(sc.s, m)).toBe(0);
    expect(energyCount(sc.s, m, T.None)).toBe(0);
    expect(sc.countIn(0, DCE, Zone.Discard)).toBe(1);
    consistent(sc);

    const ko = classic();
    ko.active(0, 'Chansey', { energy: [DCE, DCE] });
    ko.active(1, 'Pikachu', { energy: [DCE] });
    ko.bench(1, 'Machop');
    ko.prizes(0, 2);
    ko.turn(0).flips();
    ko.attack(1); // Double-edge 80
    expect(ko.countIn(1, DCE, Zone.Discard)).toBe(1);
    consistent(ko);
    ko.expectFlipsUsed();
  });
});

describe('D2: decks', () => {
  const list = (dce: number) => `4 Chansey BS 3\n${dce} Double Colorless Energy BS 96\n${56 - dce} Fire Energy BS 98\n`;
  it('"Double Colorless Energy BS 96" parses; 4 copies are fine', () => {
    const { deck, problems } = parseDeck(list(4), 'x.txt');
    expect(problems).toEqual([]);
    expect(printingLabel(deck.lines[1].card)).toBe('Double Colorless Energy BS 96');
  });
  it('D2: 5 Double Colorless Energy are refused (a Special Energy is not exempt)', () => {
    const { problems } = parseDeck(list(5), 'x.txt');
    expect(problems.map((p) => p.reason)).toEqual(["5 copies of 'Double Colorless Energy': at most 4 cards of one name (D2)"]);
  });
});
