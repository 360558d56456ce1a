// The greedy bot's choices that issue 30 found wrong by reading games (docs/DESIGN.md, "Greedy's
// known defects"): each test builds the position and asserts the better move.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, cardId } from './helpers/scenario.js';
import { actKind, actA, actB } from '../src/engine/actions.js';
import { greedyChoose, greedyScore } from '../src/bots/greedy.js';
import { BotRng } from '../src/engine/rng.js';
import { ALL_CARDS } from '../src/cards/pool.js';

const FIGHT = 'Basic Fighting Energy@SVE 6';
const RIOLU = 'Riolu@SVI 112', LUCARIO = 'Lucario ex@SVP 17', SQUAWK = 'Squawkabilly@SVI 162';
const rng = new BotRng();

/** Greedy's choice among the legal actions. */
function pick(sc: Scenario): number {
  const legal = sc.legal();
  return legal[greedyChoose(sc.s, Int32Array.from(legal), legal.length, rng)];
}

/** The legal action of `kind` whose card (a) is `ref`. */
function actionOf(sc: Scenario, kind: Act, ref: string): number {
  const id = cardId(ref);
  const x = sc.legal().find((y) => actKind(y) === kind && sc.s.cardDef[actA(y)] === id);
  if (x === undefined) throw new Error(`no legal action of kind ${kind} for ${ref}`);
  return x;
}

describe('greedy: draws (issue 30)', () => {
  // Lucario ex vs Ampharos ex, seed 1, game 3, turn 2: the old greedy attacked with Mankey and kept
  // two Nemona, since its deck (45) was smaller than the opponent's (46).
  it('A3 a draw Supporter (Nemona) is played on the second turn with a deck no larger than the opponent\'s', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIGHT });
    sc.active(0, 'Mankey', { energy: [FIGHT] });
    sc.active(1, 'Wattrel');
    sc.hand(0, 'Nemona', LUCARIO, 'Annihilape');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.turn(0, 2);
    expect(sc.s.deckCount[0]).toBeLessThan(sc.s.deckCount[1]);
    expect(pick(sc)).toBe(actionOf(sc, Act.PlayTrainer, 'Nemona'));
  });

  // Lucario ex vs Ampharos ex, seed 1, game 0, turn 10: Youngster (hand of 3) was kept because
  // drawing 5 counted as 5 cards gone from the deck, though the hand's 2 go back into it.
  it('A3 Youngster counts only what it adds to the hand against the deck (W3)', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIGHT, size: 30 });
    sc.active(0, 'Mankey');
    sc.active(1, 'Wattrel');
    sc.hand(0, 'Youngster', LUCARIO, 'Annihilape');
    sc.prizes(0, 6);
    sc.prizes(1, 6);
    sc.discard(1, ...Array<string>(7).fill(FIGHT)); // decks 20 and 16: drawing 5 would leave 15 (fewer), but the hand's 2 go back: 17
    sc.turn(0, 10);
    expect(sc.s.deckCount[0] - 5).toBeLessThan(sc.s.deckCount[1]);
    expect(sc.s.deckCount[0] - 3).toBeGreaterThanOrEqual(sc.s.deckCount[1]);
    expect(pick(sc)).toBe(actionOf(sc, Act.PlayTrainer, 'Youngster'));
  });

  it('W3 an Item draw (Bill) keeps the cautious pace before any Prize, and draws once the opponent takes Prizes fast', () => {
    const build = (oppTaken: number): Scenario => {
      const sc = new Scenario({ rules: 'classic', filler: 'Fighting Energy' });
      sc.active(0, 'Hitmonchan', { energy: ['Fighting Energy'] });
      sc.active(1, 'Machop');
      sc.hand(0, 'Bill');
      sc.prizes(0, 6);
      sc.prizes(1, 6 - oppTaken);
      sc.s.prizesTaken[1] = oppTaken;
      sc.turn(0, 6);
      return sc;
    };
    // No Prize taken: the deck (after Bill) keeps fewer cards than the opponent's, so no draw (a
    // slow matchup would lose the deck-out race).
    const slow = build(0);
    expect(slow.s.deckCount[0] - 2).toBeLessThan(slow.s.deckCount[1]);
    expect(greedyScore(slow.s, actionOf(slow, Act.PlayTrainer, 'Bill'))).toBeLessThan(0);
    // The opponent took 2 Prizes in 3 turns: the game ends long before the deck does.
    const fast = build(2);
    expect(pick(fast)).toBe(actionOf(fast, Act.PlayTrainer, 'Bill'));
  });

  // Venusaur vs Zap!, seed 5, game 4, turns 1–5: a lone Bulbasaur, two Professor Oak in hand and no
  // Basic; the old greedy never drew and lost on turn 6 with no Pokémon left.
  it('W2 a lone Active the opposing Active can Knock Out digs for a Basic whatever the hand size and pace', () => {
    const build = (oppEnergy: string[]): Scenario => {
      const sc = new Scenario({ rules: 'classic', filler: 'Grass Energy' });
      sc.active(0, 'Bulbasaur', { damage: 30, energy: ['Grass Energy', 'Grass Energy'] });
      sc.active(1, 'Pikachu@BS 58', { energy: oppEnergy });
      sc.hand(0, 'Professor Oak', 'Professor Oak', 'Gust of Wind', 'PlusPower', 'Switch');
      sc.prizes(0, 6);
      sc.prizes(1, 6);
      sc.turn(0, 5);
      return sc;
    };
    const inReach = build(['Lightning Energy']); // Gnaw: 10, Bulbasaur has 10 HP left
    expect(inReach.s.deckCount[0] - 7).toBeLessThan(inReach.s.deckCount[1]);
    expect(inReach.s.handCount[0]).toBeGreaterThan(4);
    expect(pick(inReach)).toBe(actionOf(inReach, Act.PlayTrainer, 'Professor Oak'));
    // Out of reach (no Energy on Pikachu): the usual limits hold.
    const safe = build([]);
    expect(greedyScore(safe.s, actionOf(safe, Act.PlayTrainer, 'Professor Oak'))).toBeLessThan(0);
  });
});

describe('greedy: toward the attacker (issue 30)', () => {
  // Lucario ex vs Ampharos ex, seed 1, game 27, turn 1: the old greedy gave the Energy to the
  // Active Squawkabilly (Fly) and not to the Riolu that the Lucario ex in hand evolves.
  it('A2 the Energy goes to the Basic whose Evolution in the hand attacks best', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIGHT });
    sc.active(0, SQUAWK);
    const riolu = sc.bench(0, RIOLU, { enteredTurn: 3 }); // benched this turn: it evolves next turn
    sc.bench(0, 'Meditite');
    sc.active(1, 'Wattrel');
    sc.hand(0, FIGHT, LUCARIO, 'Nemona');
    sc.turn(0, 3);
    const x = pick(sc);
    expect(actKind(x)).toBe(Act.Attach);
    expect(actB(x)).toBe(riolu);
  });

  // Lucario ex vs Ampharos ex, seed 1, game 0, turn 2: Call for Family took Koraidon and
  // Squawkabilly while the hand held Primeape and Oinkologne.
  it('a search for a Basic takes the one an Evolution in the hand evolves from', () => {
    const sc = new Scenario({ rules: 'standard', filler: FIGHT, deck0: ['Koraidon@SVI 124', 'Mankey'] });
    sc.active(0, SQUAWK);
    sc.active(1, 'Wattrel');
    sc.hand(0, 'Nest Ball', 'Primeape');
    sc.turn(0, 3);
    sc.do(Act.PlayTrainer, sc.handCard(0, 'Nest Ball'));
    const x = pick(sc);
    expect(actKind(x)).toBe(Act.ChooseCard);
    expect(ALL_CARDS[sc.s.cardDef[actA(x)]].name).toBe('Mankey');
  });
});

describe('greedy: Trainers that cost more than they give (issue 30)', () => {
  // Venusaur vs Zap!, seed 5, game 2, turn 8: Super Potion took one of Venusaur's two Grass
  // Energy to heal 30 that Drowzee was no threat to.
  it('A3 Super Potion only when the heal keeps the Active out of reach and it can\'t Knock Out first', () => {
    const build = (active: string, damage: number, energy: number, opp: string, oppEnergy: string[], oppDamage = 0): Scenario => {
      const sc = new Scenario({ rules: 'classic', filler: 'Grass Energy' });
      sc.active(0, active, { damage, energy: Array(energy).fill('Grass Energy') });
      sc.bench(0, 'Bulbasaur');
      sc.active(1, opp, { energy: oppEnergy, damage: oppDamage });
      sc.hand(0, 'Super Potion');
      sc.turn(0, 8);
      return sc;
    };
    const score = (sc: Scenario): number => greedyScore(sc.s, actionOf(sc, Act.PlayTrainer, 'Super Potion'));
    // No threat: Drowzee's Pound does 10 to a Venusaur with 70 HP left.
    expect(score(build('Venusaur', 30, 2, 'Drowzee', ['Psychic Energy']))).toBeLessThan(0);
    // Thunder Jolt (30) Knocks Out a Venusaur with 30 HP left, not one healed by 40.
    expect(score(build('Venusaur', 70, 2, 'Pikachu@BS 58', ['Lightning Energy', 'Lightning Energy']))).toBeGreaterThan(0);
    // Ivysaur's Vine Whip Knocks Out that Pikachu first: keep the Energy the attack needs.
    expect(score(build('Ivysaur', 30, 3, 'Pikachu@BS 58', ['Lightning Energy', 'Lightning Energy'], 20))).toBeLessThan(0);
  });

  // Haymaker vs Rain Dance, seed 3, turn 1: Defender went onto a Benched Electabuzz while the
  // opponent's Squirtle had no Energy.
  it('A3 Defender only against an Active that can attack, and onto the Active', () => {
    const build = (oppEnergy: string[]): Scenario => {
      const sc = new Scenario({ rules: 'classic', filler: 'Fighting Energy' });
      sc.active(0, 'Electabuzz');
      sc.bench(0, 'Chansey');
      sc.active(1, 'Squirtle@BS 63', { energy: oppEnergy });
      sc.hand(0, 'Defender');
      sc.turn(0, 3);
      return sc;
    };
    const idle = build([]);
    expect(greedyScore(idle.s, actionOf(idle, Act.PlayTrainer, 'Defender'))).toBeLessThan(0);
    const threat = build(['Water Energy']); // Bubble
    expect(pick(threat)).toBe(actionOf(threat, Act.PlayTrainer, 'Defender'));
    threat.do(Act.PlayTrainer, threat.handCard(0, 'Defender'));
    const x = pick(threat);
    expect(actKind(x)).toBe(Act.ChooseSlot);
    expect(actB(x)).toBe(0); // the Active, not the Chansey with the costlier attack
  });
});
