// Batch sv-c cards (Brilliant Stars, Astral Radiance, Silver Tempest, Mega Evolution, Surging
// Sparks, Journey Together, Black Bolt, the MEE/SVE Energy reprints): a scenario test per effect,
// the rules they bring (K6 prize values, D5 Radiant, A5 Ability limits) and the greedy bot's use.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, cardId, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB, act } from '../src/engine/actions.js';
import { cPrizes } from '../src/engine/tables.js';
import { maxHp, attachCard } from '../src/engine/zones.js';
import { retreatCost, step } from '../src/engine/game.js';
import { greedyChoose, greedyScore } from '../src/bots/greedy.js';
import { findByCode, ALL_CARDS } from '../src/cards/pool.js';
import { checkConstruction, parseDeck } from '../src/decks/deck.js';

const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const FIGHT = 'Basic Fighting Energy', LIGHT = 'Basic Lightning Energy', WATER = 'Basic Water Energy', PSY = 'Basic Psychic Energy';
const BOSS = "Boss's Orders@MEG 114";
const RIOLU = 'Riolu@MEG 76'; // Scarlet & Violet has a Riolu too

function std(filler = FIGHT): Scenario {
  return new Scenario({ rules: 'standard', filler });
}

function offeredSlots(sc: Scenario): number[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).map(actB).sort((a, b) => a - b);
}

function offeredCards(sc: Scenario): string[] {
  return sc.legal().filter((x) => actKind(x) === Act.ChooseCard).map((x) => ALL_CARDS[sc.s.cardDef[actA(x)]].name).sort();
}

function chooseCard(sc: Scenario, ref: string): void {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === Act.ChooseCard && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`${ref} not offered: ${offeredCards(sc).join(', ')}`);
  sc.do(Act.ChooseCard, actA(x));
}

describe('sv-c: rules these cards bring', () => {
  it('K6: a Mega Evolution Pokémon ex gives 3 Prize cards, a VMAX 3, a Pokémon V 2, a Radiant Pokémon 1', () => {
    expect(cPrizes[cardId('Mega Lucario ex')]).toBe(3);
    expect(cPrizes[cardId('Regieleki VMAX')]).toBe(3);
    expect(cPrizes[cardId('Regieleki V')]).toBe(2);
    expect(cPrizes[cardId('Radiant Greninja')]).toBe(1);
    // In a game: Knocking Out a Mega Lucario ex takes 3 Prize cards.
    const sc = std();
    sc.active(0, 'Mega Lucario ex', { energy: [FIGHT, FIGHT] });
    sc.bench(0, RIOLU);
    sc.active(1, 'Mega Lucario ex', { damage: 330, energy: [FIGHT] });
    sc.bench(1, RIOLU);
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0).attack(0);
    // Aura Jab has nothing to attach (no Energy in the discard pile): the Knock Out is settled.
    expect(sc.s.prizesTaken[0]).toBe(3);
  });

  it('D5: a deck may hold one Radiant Pokémon (Radiant Greninja), not two', () => {
    const id = cardId('Radiant Greninja');
    const filler = cardId(WATER);
    const one = checkConstruction([{ line: 1, count: 1, card: id }, { line: 2, count: 59, card: filler }], 'x.txt', ALL_CARDS);
    expect(one).toEqual([]);
    const two = checkConstruction([{ line: 1, count: 2, card: id }, { line: 2, count: 58, card: filler }], 'x.txt', ALL_CARDS);
    expect(two.map((p) => p.reason)).toEqual(['2 Radiant Pokémon: at most 1 per deck (D5)']);
  });

  it('D5: a VMAX evolves from its Pokémon V like a Stage 1 (not on the turn the V came into play)', () => {
    const sc = std();
    sc.active(0, 'Regieleki V', { enteredTurn: 1 });
    sc.bench(0, 'Regieleki V', { enteredTurn: 3 });
    const vmax = sc.hand(0, 'Regieleki VMAX')[0];
    sc.turn(0);
    expect(sc.can(Act.Evolve, vmax, A0)).toBe(true);
    expect(sc.can(Act.Evolve, vmax, B01)).toBe(false);
    sc.do(Act.Evolve, vmax, A0);
    expect(sc.name(A0)).toBe('Regieleki VMAX');
  });

  it('reprints: SVE 010, SVE 013 and MEE 006 are the basic Fire, Psychic and Fighting Energy cards', () => {
    expect(findByCode('SVE', 10)).toBe(findByCode('SVE', 2));
    expect(findByCode('SVE', 13)).toBe(findByCode('SVE', 5));
    expect(findByCode('MEE', 6)).toBe(findByCode('SVE', 6));
    const text = 'Pokémon: 4\n4 Riolu MEG 076\nEnergy: 56\n56 Basic Fighting Energy MEE 006\n';
    const { deck, problems } = parseDeck(text, 'x.txt');
    expect(problems).toEqual([]);
    expect(deck.cards.filter((c) => c === findByCode('SVE', 6))).toHaveLength(56);
  });
});

describe('sv-c: attacks', () => {
  it('Zeraora Battle Claw: +30 only against an Evolution Pokémon', () => {
    for (const [defender, under, expected] of [['Kirlia', ['Ralts'], 60], ['Ralts', [], 30]] as const) {
      const sc = std();
      sc.active(0, 'Zeraora', { energy: [LIGHT] });
      sc.active(1, defender, { under: [...under] });
      sc.bench(1, 'Ralts');
      sc.turn(0).attack(0);
      expect(sc.s.damage[A1]).toBe(expected);
    }
  });

  it('Regieleki V Lightning Wall: 100 less damage from attacks in the next turn (after W/R)', () => {
    const sc = std();
    sc.active(0, 'Regieleki V', { energy: [LIGHT, LIGHT, LIGHT] });
    sc.active(1, 'Mega Lucario ex', { energy: [FIGHT, FIGHT] });
    sc.bench(1, RIOLU);
    sc.turn(0).attack(1);
    expect(sc.s.damage[A1]).toBe(100);
    sc.do(Act.Attack, 0, 0); // Aura Jab: 130 ×2 (Fighting Weakness) − 100
    expect(sc.s.damage[A0]).toBe(160);
  });

  it('Regieleki V Switching Bolt: the attacker switches with a Benched Pokémon after the damage', () => {
    const sc = std();
    sc.active(0, 'Regieleki V', { energy: [LIGHT] });
    sc.bench(0, 'Zeraora');
    sc.active(1, 'Ralts');
    sc.bench(1, 'Ralts');
    sc.turn(0).attack(0);
    expect(offeredSlots(sc)).toEqual([B01]);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A0)).toBe('Zeraora');
    expect(sc.s.damage[A1]).toBe(30);
  });

  it('Regieleki: Targeted Bolt discards 2 Lightning Energy and does 120 to a Benched Pokémon; Electromagnetic Sonar takes back a Trainer', () => {
    const sc = std();
    sc.active(0, 'Regieleki', { energy: [LIGHT, LIGHT, FIGHT] });
    sc.active(1, 'Ralts');
    sc.bench(1, 'Hariyama', { under: ['Makuhita'] });
    sc.turn(0).attack(1);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(120);
    expect(sc.countIn(0, LIGHT, Zone.Discard)).toBe(2);
    expect(sc.s.damage[A1]).toBe(0);

    const sc2 = std();
    sc2.active(0, 'Regieleki', { energy: [LIGHT] });
    sc2.discard(0, BOSS, 'Zeraora');
    sc2.active(1, 'Ralts');
    sc2.turn(0).attack(0);
    expect(offeredCards(sc2)).toEqual(["Boss's Orders"]);
    chooseCard(sc2, BOSS);
    expect(sc2.countIn(0, BOSS, Zone.Hand)).toBe(1);
  });

  it("Riolu Accelerating Stab and Mega Brave: not usable during the owner's next turn, usable again the turn after", () => {
    const sc = std();
    sc.active(0, RIOLU, { energy: [FIGHT] });
    sc.active(1, 'Bidoof');
    sc.turn(0, 3).attack(0);
    expect(sc.s.damage[A1]).toBe(60); // Bidoof is weak to Fighting
    sc.do(Act.EndTurn); // opponent's turn 4
    expect(sc.s.turn[0]).toBe(5);
    expect(sc.can(Act.Attack, 0, 0)).toBe(false);
    sc.do(Act.EndTurn);
    sc.do(Act.EndTurn);
    expect(sc.s.turn[0]).toBe(7);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true);
  });

  it("R6 Mew ex Genome Hacking copying Mega Brave: next turn Mew ex may use Genome Hacking but not to copy Mega Brave (from any Mega Lucario ex); the turn after, it may", () => {
    const sc = std();
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.active(0, 'Mew ex', { energy: [PSY, PSY, PSY] });
    sc.active(1, 'Mega Lucario ex', { under: [RIOLU] });
    sc.bench(1, 'Mega Lucario ex', { under: [RIOLU] });
    sc.turn(0, 3).flips();
    sc.attack(0); // Genome Hacking: Aura Jab (option 0) or Mega Brave (option 1)
    expect(sc.legal().filter((x) => actKind(x) === Act.Option).map(actB)).toEqual([0, 1]);
    sc.do(Act.Option, 0, 1); // Mega Brave: 270 × 2 (Psychic Weakness) Knocks Out the 340 HP Lucario
    expect(sc.s.prizesTaken[0]).toBe(3);
    sc.do(Act.ChooseSlot, 0, B11); // player 1 promotes the other Mega Lucario ex
    sc.do(Act.EndTurn); // player 1's turn 4
    expect(sc.s.turn[0]).toBe(5);
    expect(sc.can(Act.Attack, 0, 0)).toBe(true); // Genome Hacking itself is not locked
    sc.attack(0); // the only attack it may copy is Aura Jab: no choice is asked
    expect(sc.s.damage[A1]).toBe(130 * 2);
    expect(sc.s.current[0]).toBe(1);
    sc.do(Act.EndTurn); // player 1's turn 6
    expect(sc.s.turn[0]).toBe(7);
    sc.attack(0);
    expect(sc.legal().filter((x) => actKind(x) === Act.Option).map(actB)).toEqual([0, 1]); // Mega Brave again
    sc.expectFlipsUsed();
  });

  it('Mega Lucario ex Aura Jab: up to 3 basic Fighting Energy from the discard pile to the Bench', () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', { energy: [FIGHT] });
    sc.bench(0, RIOLU);
    sc.bench(0, 'Makuhita');
    sc.discard(0, FIGHT, FIGHT, FIGHT, FIGHT);
    sc.active(1, 'Bidoof');
    sc.bench(1, 'Bidoof');
    sc.turn(0).attack(0);
    for (const to of [B01, B02, B02]) {
      chooseCard(sc, FIGHT);
      expect(offeredSlots(sc)).toEqual([B01, B02]);
      sc.do(Act.ChooseSlot, 0, to);
    }
    expect(sc.energyOn(B01)).toBe(1);
    expect(sc.energyOn(B02)).toBe(2);
    expect(sc.countIn(0, FIGHT, Zone.Discard)).toBe(1);
  });

  it('Solrock Cosmic Beam: nothing without Lunatone on the Bench; with it 70, ignoring Weakness', () => {
    const sc = std();
    sc.active(0, 'Solrock', { energy: [FIGHT] });
    sc.active(1, 'Bidoof'); // Weak to Fighting
    sc.bench(1, 'Bidoof');
    sc.turn(0).attack(0);
    expect(sc.s.damage[A1]).toBe(0);

    const sc2 = std();
    sc2.active(0, 'Solrock', { energy: [FIGHT] });
    sc2.bench(0, 'Lunatone');
    sc2.active(1, 'Bibarel', { under: ['Bidoof'] });
    sc2.turn(0).attack(0);
    expect(sc2.s.damage[A1]).toBe(70);
  });

  it('Radiant Greninja Moonlight Shuriken: 90 to 2 chosen opponent Pokémon (W/R for the Active only), then 2 Energy discarded', () => {
    const sc = std(WATER);
    sc.active(0, 'Radiant Greninja', { energy: [WATER, WATER, WATER] });
    sc.active(1, 'Makuhita'); // no Water Weakness
    sc.bench(1, 'Bibarel', { under: ['Bidoof'] });
    sc.bench(1, 'Ralts');
    sc.turn(0).attack(0);
    expect(offeredSlots(sc)).toEqual([A1, B11, B12]);
    sc.do(Act.ChooseSlot, 0, A1);
    expect(offeredSlots(sc)).toEqual([B11, B12]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.s.damage[B11]).toBe(90);
    expect(sc.s.damage[B12]).toBe(0);
    expect(sc.energyOn(A0)).toBe(1);
  });

  it('Hariyama Wild Press: 210, and 70 to itself; Bibarel Tail Smash: tails does nothing', () => {
    const sc = std();
    sc.active(0, 'Hariyama', { under: ['Makuhita'], energy: [FIGHT, FIGHT, FIGHT] });
    sc.active(1, 'Bibarel', { under: ['Bidoof'] });
    sc.bench(1, 'Bidoof');
    sc.turn(0).attack(0);
    expect(sc.s.damage[A0]).toBe(70);

    const sc2 = std();
    sc2.active(0, 'Bibarel', { under: ['Bidoof'], energy: [FIGHT, FIGHT, FIGHT] });
    sc2.active(1, 'Makuhita');
    sc2.flips(false);
    sc2.turn(0).attack(0);
    sc2.expectFlipsUsed();
    expect(sc2.s.damage[A1]).toBe(0);
  });
});

describe('sv-c: Trainers', () => {
  it("Boss's Orders (MEG) switches in a Benched Pokémon; Leafy Camo Poncho keeps a VMAX out of its reach, not a Basic", () => {
    const sc = std();
    sc.active(0, 'Zeraora');
    sc.active(1, 'Ralts');
    const vmax = sc.bench(1, 'Regieleki VMAX', { under: ['Regieleki V'] });
    sc.bench(1, 'Bidoof');
    const poncho = sc.take(1, 'Leafy Camo Poncho');
    attachCard(sc.s, vmax, poncho);
    const boss = sc.hand(0, BOSS)[0];
    sc.turn(0).do(Act.PlayTrainer, boss);
    expect(offeredSlots(sc)).toEqual([B12]);
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Bidoof');
  });

  it('Fighting Gong: a basic Fighting Energy card or a Basic Fighting Pokémon, nothing else', () => {
    const sc = std(WATER);
    sc.active(0, RIOLU);
    sc.top(0, FIGHT, 'Makuhita', 'Hariyama', 'Zeraora', PSY);
    const gong = sc.hand(0, 'Fighting Gong')[0];
    sc.turn(0).do(Act.PlayTrainer, gong);
    expect(offeredCards(sc)).toEqual([FIGHT, 'Makuhita']);
    chooseCard(sc, 'Makuhita');
    expect(sc.countIn(0, 'Makuhita', Zone.Hand)).toBe(1);
  });

  it("Lillie's Determination: the hand into the deck, then draw 6, or 8 with exactly 6 Prize cards left", () => {
    for (const [prizes, drawn] of [[6, 8], [5, 6]]) {
      const sc = std();
      sc.active(0, RIOLU);
      sc.prizes(0, prizes);
      sc.hand(0, 'Makuhita', 'Makuhita');
      const lillie = sc.hand(0, "Lillie's Determination")[0];
      const deckBefore = sc.s.deckCount[0];
      sc.turn(0).do(Act.PlayTrainer, lillie);
      expect(sc.s.handCount[0]).toBe(drawn);
      expect(sc.s.deckCount[0]).toBe(deckBefore + 2 - drawn);
    }
  });

  it("Premium Power Pro: this turn, +30 for each copy to the Fighting Pokémon's attacks on the Active, not other types, not next turn", () => {
    const sc = std();
    sc.active(0, RIOLU, { energy: [FIGHT] });
    sc.active(1, 'Hariyama', { under: ['Makuhita'] }); // no Fighting Weakness
    sc.bench(1, 'Zeraora', { energy: [LIGHT] });
    const [ppp1, ppp2] = sc.hand(0, 'Premium Power Pro', 'Premium Power Pro');
    sc.turn(0).do(Act.PlayTrainer, ppp1).do(Act.PlayTrainer, ppp2);
    sc.attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 60);
    // The opponent's turn: the bonus was player 0's, for its own turn only.
    expect(sc.s.typeBonusTurn[0]).toBe(3);
    expect(sc.s.turn[0]).toBe(4);
  });

  it('Surfer: switch, then draw until 5 cards; Iris\'s Fighting Spirit: discard a card, then draw until 6', () => {
    const sc = std();
    sc.active(0, RIOLU);
    sc.bench(0, 'Makuhita');
    sc.hand(0, 'Bidoof');
    const surfer = sc.hand(0, 'Surfer')[0];
    sc.turn(0).do(Act.PlayTrainer, surfer).do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A0)).toBe('Makuhita');
    expect(sc.s.handCount[0]).toBe(5);

    const sc2 = std();
    sc2.active(0, RIOLU);
    const [bidoof] = sc2.hand(0, 'Bidoof', 'Ralts');
    const iris = sc2.hand(0, "Iris's Fighting Spirit")[0];
    sc2.turn(0).do(Act.PlayTrainer, iris).do(Act.ChooseCard, bidoof);
    expect(sc2.countIn(0, 'Bidoof', Zone.Discard)).toBe(1);
    expect(sc2.s.handCount[0]).toBe(6);
  });

  it('Gravity Mountain: every Stage 2 Pokémon in play has 30 less HP (one with that much damage is Knocked Out); others keep theirs', () => {
    const sc = std();
    sc.active(0, RIOLU);
    sc.bench(0, 'Bibarel', { under: ['Bidoof'] });
    sc.active(1, 'Annihilape', { under: ['Mankey', 'Primeape'], damage: 120 });
    const staraptor = sc.bench(1, 'Staraptor', { under: ['Starly', 'Staravia'] });
    sc.bench(1, 'Mankey');
    sc.prizes(0, 6);
    expect(maxHp(sc.s, A1)).toBe(140);
    const gm = sc.hand(0, 'Gravity Mountain')[0];
    sc.turn(0).do(Act.PlayTrainer, gm);
    expect(maxHp(sc.s, B01)).toBe(120); // a Stage 1 keeps its HP
    expect(maxHp(sc.s, staraptor)).toBe(150 - 30);
    expect(sc.s.prizesTaken[0]).toBe(1); // Annihilape (140 − 30 HP, 120 damage) was Knocked Out
  });

  it('Air Balloon: its holder retreats for 2 less (never below 0)', () => {
    const sc = std();
    sc.active(0, 'Hariyama', { under: ['Makuhita'] });
    sc.bench(0, RIOLU);
    expect(retreatCost(sc.s, A0)).toBe(3);
    const balloon = sc.hand(0, 'Air Balloon')[0];
    sc.turn(0).do(Act.PlayTrainer, balloon).do(Act.ChooseSlot, 0, A0);
    expect(retreatCost(sc.s, A0)).toBe(1);
  });
});

describe('sv-c: Abilities (A5)', () => {
  it('A5: Bibarel Industrious Incisors draws until 5 cards, once a turn per Bibarel', () => {
    const sc = std();
    sc.active(0, 'Bibarel', { under: ['Bidoof'] });
    sc.bench(0, 'Bibarel', { under: ['Bidoof'] });
    sc.hand(0, 'Ralts');
    sc.turn(0).do(Act.Power, 0, A0);
    expect(sc.s.handCount[0]).toBe(5);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // used this turn (and the hand has 5)
    const ralts = sc.handCard(0, 'Ralts');
    sc.do(Act.PlayBasic, ralts);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // once per turn per Pokémon
    expect(sc.can(Act.Power, 0, B01)).toBe(true); // the other Bibarel has its own
  });

  it('A5: Kirlia Refinement discards a card as its cost, draws 2, once a turn per Kirlia', () => {
    const sc = std();
    sc.active(0, 'Kirlia', { under: ['Ralts'] });
    const [bidoof] = sc.hand(0, 'Bidoof');
    sc.turn(0).do(Act.Power, 0, A0).do(Act.ChooseCard, bidoof);
    expect(sc.countIn(0, 'Bidoof', Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(2);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
  });

  it('A5: Lunatone Lunar Cycle needs Solrock in play and a basic Fighting Energy card; one Lunar Cycle a turn whatever the Lunatone', () => {
    const sc = std(WATER);
    sc.active(0, 'Lunatone');
    sc.bench(0, 'Lunatone');
    sc.hand(0, FIGHT, FIGHT, 'Bidoof');
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // no Solrock
    const solrock = sc.hand(0, 'Solrock')[0];
    sc.do(Act.PlayBasic, solrock);
    sc.do(Act.Power, 0, A0);
    expect(offeredCards(sc)).toEqual([FIGHT]);
    chooseCard(sc, FIGHT);
    expect(sc.s.handCount[0]).toBe(2 + 3);
    expect(sc.can(Act.Power, 0, B01)).toBe(false); // per name: the other Lunatone can't this turn
    sc.do(Act.EndTurn).do(Act.EndTurn);
    expect(sc.can(Act.Power, 0, B01)).toBe(true);
  });

  it('A5: Radiant Greninja Concealed Cards discards an Energy card from the hand, draws 2; not without one', () => {
    const sc = std(WATER);
    sc.active(0, 'Radiant Greninja');
    sc.hand(0, 'Bidoof');
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
    const [water] = sc.hand(0, WATER);
    sc.do(Act.Power, 0, A0).do(Act.ChooseCard, water);
    expect(sc.countIn(0, WATER, Zone.Discard)).toBe(1);
    expect(sc.s.handCount[0]).toBe(3);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
  });

  it("A5: Hariyama Heave-Ho Catcher is offered when it evolves from the hand, and switches in the opponent's chosen Benched Pokémon", () => {
    const sc = std();
    sc.active(0, 'Makuhita');
    sc.active(1, 'Bibarel', { under: ['Bidoof'] });
    sc.bench(1, 'Ralts');
    const hariyama = sc.hand(0, 'Hariyama')[0];
    sc.turn(0).do(Act.Evolve, hariyama, A0);
    expect(sc.legal()).toEqual([act(Act.Yes), act(Act.No)]);
    sc.do(Act.Yes);
    expect(offeredSlots(sc)).toEqual([B11]);
    sc.do(Act.ChooseSlot, 0, B11);
    expect(sc.name(A1)).toBe('Ralts');
    expect(sc.can(Act.Power, 0, A0)).toBe(false); // a trigger, not an action
  });

  it('A5: Regieleki VMAX Transistor: +30 per Regieleki VMAX to Basic Lightning Pokémon attacks on the Active, not to itself', () => {
    const sc = std();
    sc.active(0, 'Zeraora', { energy: [LIGHT] });
    sc.bench(0, 'Regieleki VMAX', { under: ['Regieleki V'] });
    sc.bench(0, 'Regieleki VMAX', { under: ['Regieleki V'] });
    sc.active(1, 'Hariyama', { under: ['Makuhita'] });
    sc.bench(1, 'Makuhita');
    sc.turn(0).attack(0);
    expect(sc.s.damage[A1]).toBe(30 + 30 + 60); // Battle Claw +30 on an Evolution Pokémon, +30 per Transistor
    // The VMAX is not a Basic Pokémon: its own attack gets nothing.
    const sc2 = std();
    sc2.active(0, 'Regieleki VMAX', { under: ['Regieleki V'], energy: [LIGHT, LIGHT, LIGHT] });
    sc2.bench(0, 'Regieleki VMAX', { under: ['Regieleki V'] });
    sc2.active(1, 'Mega Lucario ex', { under: [RIOLU] });
    sc2.bench(1, RIOLU);
    sc2.turn(0).attack(0);
    expect(sc2.s.damage[A1]).toBe(220);
  });
});

describe('sv-c: greedy', () => {
  it('K6: greedy scores a Knock Out on a 3-Prize Mega ex below 200, like any attack, so it benches its Basic first', () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', { under: [RIOLU], energy: [FIGHT, FIGHT] });
    for (let i = 0; i < 3; i++) sc.bench(0, RIOLU);
    sc.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 100 });
    sc.bench(1, RIOLU);
    sc.hand(0, RIOLU);
    sc.turn(0);
    const knockOut = act(Act.Attack, 0, 1); // Mega Brave, 270 against 240 HP left
    const bench = act(Act.PlayBasic, sc.handCard(0, RIOLU));
    const ko = greedyScore(sc.s, knockOut);
    expect(ko).toBeGreaterThan(190); // a Knock Out (a 2-Prize one scores the same)
    expect(ko).toBeLessThan(200);
    expect(greedyScore(sc.s, bench)).toBe(200); // a Basic onto a Bench of 3
    const pick = () => { const l = sc.legal(); return l[greedyChoose(sc.s, Int32Array.from(l), l.length, {} as never)]; };
    expect(pick()).toBe(bench);
    step(sc.s, bench);
    expect(pick()).toBe(knockOut);
  });
  it('greedy draws with Bibarel only after its hand is played out, and never twice', () => {
    const sc = std();
    sc.active(0, 'Bibarel', { under: ['Bidoof'] });
    sc.active(1, 'Makuhita');
    sc.hand(0, 'Ralts');
    sc.turn(0);
    const pick = () => { const l = sc.legal(); return l[greedyChoose(sc.s, Int32Array.from(l), l.length, {} as never)]; };
    expect(pick()).toBe(act(Act.PlayBasic, sc.handCard(0, 'Ralts')));
    sc.do(Act.PlayBasic, sc.handCard(0, 'Ralts'));
    expect(pick()).toBe(act(Act.Power, 0, A0));
    sc.do(Act.Power, 0, A0);
    expect(sc.legal().includes(act(Act.Power, 0, A0))).toBe(false);
  });
});
