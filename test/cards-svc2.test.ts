// Batch sv-c, second part: the greedy bot's use of the sv-c Trainers (Premium Power Pro, Lillie's
// Determination, Iris's Fighting Spirit, Surfer, Air Balloon, Leafy Camo Poncho, Gravity Mountain,
// Fighting Gong) and Abilities (Heave-Ho Catcher, Lunar Cycle, Refinement, Concealed Cards): each is
// used when it helps, and not when it doesn't.
import { describe, it, expect } from 'vitest';
import { Scenario, Act, Zone, SLOTS } from './helpers/scenario.js';
import { actKind, actA, actB, act } from '../src/engine/actions.js';
import { maxHp } from '../src/engine/zones.js';
import { greedyChoose } from '../src/bots/greedy.js';
import { ALL_CARDS } from '../src/cards/pool.js';

const A0 = 0, B01 = 1, B02 = 2, A1 = SLOTS, B11 = SLOTS + 1, B12 = SLOTS + 2;
const FIGHT = 'Basic Fighting Energy', PSY = 'Basic Psychic Energy';
const RIOLU = 'Riolu@MEG 76';
const PPP = 'Premium Power Pro', LILLIE = "Lillie's Determination", IRIS = "Iris's Fighting Spirit";
const MEGA = { under: [RIOLU], energy: [FIGHT, FIGHT] };

function std(): Scenario {
  return new Scenario({ rules: 'standard', filler: FIGHT });
}

/** The action the greedy bot takes now. */
function pick(sc: Scenario): number {
  const l = sc.legal();
  return l[greedyChoose(sc.s, Int32Array.from(l), l.length, {} as never)];
}

/** Name of the card a ChooseCard action picks. */
function pickedName(sc: Scenario): string {
  const x = pick(sc);
  expect(actKind(x)).toBe(Act.ChooseCard);
  return ALL_CARDS[sc.s.cardDef[actA(x)]].name;
}

/** Let the greedy bot take its actions until the Effect phase is over. */
function finishEffect(sc: Scenario): void {
  for (let i = 0; i < 20 && sc.s.progKind[0] !== 0; i++) {
    const x = pick(sc);
    sc.do(actKind(x), actA(x), actB(x));
  }
}

describe('sv-c greedy: Premium Power Pro', () => {
  it('played when its +30 turns Mega Brave into a Knock Out, then the attack', () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', MEGA);
    sc.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 50 }); // 290 left: 270 is not enough
    sc.bench(1, RIOLU);
    const [ppp] = sc.hand(0, PPP);
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, ppp));
    sc.do(Act.PlayTrainer, ppp);
    expect(pick(sc)).toBe(act(Act.Attack, 0, 1));
  });

  it('kept when the attack Knocks Out without it, or when the copies in hand are not enough; two copies that are enough are both played', () => {
    const already = std();
    already.active(0, 'Mega Lucario ex', MEGA);
    already.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 100 }); // 240 left
    const [ppp] = already.hand(0, PPP);
    already.turn(0);
    expect(pick(already)).not.toBe(act(Act.PlayTrainer, ppp));

    const short = std();
    short.active(0, 'Mega Lucario ex', MEGA);
    short.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 20 }); // 320 left: one copy makes 300
    const [one] = short.hand(0, PPP);
    short.turn(0);
    expect(pick(short)).not.toBe(act(Act.PlayTrainer, one));

    const two = std();
    two.active(0, 'Mega Lucario ex', MEGA);
    two.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 20 }); // two copies make 330
    const [first, second] = two.hand(0, PPP, PPP);
    two.turn(0);
    expect(pick(two)).toBe(act(Act.PlayTrainer, first));
    two.do(Act.PlayTrainer, first);
    expect(pick(two)).toBe(act(Act.PlayTrainer, second));
    two.do(Act.PlayTrainer, second);
    expect(pick(two)).toBe(act(Act.Attack, 0, 1));
  });

  it('not for a Pokémon of another type', () => {
    const sc = std();
    sc.active(0, 'Zeraora', { energy: ['Basic Lightning Energy', 'Basic Lightning Energy'] });
    sc.active(1, 'Riolu@MEG 76', { damage: 50 });
    const [ppp] = sc.hand(0, PPP);
    sc.turn(0);
    expect(pick(sc)).not.toBe(act(Act.PlayTrainer, ppp));
  });
});

describe("sv-c greedy: Lillie's Determination, Iris's Fighting Spirit, Surfer", () => {
  it("Lillie's Determination: played with a small hand, not when the deck would run too thin", () => {
    const sc = std();
    sc.active(0, RIOLU);
    sc.active(1, RIOLU);
    sc.prizes(0, 6);
    const [lillie] = sc.hand(0, LILLIE, PPP);
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, lillie));
    sc.do(Act.PlayTrainer, lillie);
    expect(sc.s.handCount[0]).toBe(8);

    const thin = std();
    thin.active(0, RIOLU);
    thin.active(1, RIOLU);
    thin.prizes(0, 6);
    const [late] = thin.hand(0, LILLIE, PPP);
    for (let i = 0; i < 40; i++) thin.discard(0, FIGHT);
    thin.turn(0);
    // 11 cards in the deck, 8 drawn for 1 shuffled in: fewer than 2 per Prize left.
    expect(thin.s.deckCount[0]).toBe(11);
    expect(pick(thin)).toBe(act(Act.EndTurn));
    expect(thin.legal()).toContain(act(Act.PlayTrainer, late));
  });

  it("Iris's Fighting Spirit: played with a small hand, discarding the least useful card; not with a full hand", () => {
    const sc = std();
    sc.active(0, RIOLU, { enteredTurn: 3 }); // can't evolve this turn
    sc.active(1, RIOLU);
    sc.s.energyAttached[0] = 1;
    const [iris, fight, mega] = sc.hand(0, IRIS, FIGHT, 'Mega Lucario ex');
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, iris));
    sc.do(Act.PlayTrainer, iris);
    expect(pick(sc)).toBe(act(Act.ChooseCard, fight)); // the Mega Lucario ex waits for next turn
    sc.do(Act.ChooseCard, fight);
    expect(sc.s.cardZone[mega]).toBe(Zone.Hand);
    expect(sc.s.handCount[0]).toBe(6);

    const full = std();
    full.active(0, RIOLU, { enteredTurn: 3 });
    full.active(1, RIOLU);
    full.s.energyAttached[0] = 1;
    const [iris2] = full.hand(0, IRIS, FIGHT, FIGHT, FIGHT, FIGHT, FIGHT, 'Mega Lucario ex');
    full.turn(0);
    expect(pick(full)).not.toBe(act(Act.PlayTrainer, iris2)); // it would draw 1
  });

  it('Surfer: a switch to a Benched attacker when the Active cannot attack', () => {
    const sc = std();
    sc.active(0, RIOLU); // no Energy: can neither attack nor retreat
    sc.bench(0, 'Mega Lucario ex', MEGA);
    sc.active(1, 'Makuhita');
    const [surfer] = sc.hand(0, 'Surfer', FIGHT, FIGHT, FIGHT, FIGHT, FIGHT);
    sc.s.energyAttached[0] = 1;
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, surfer));
    sc.do(Act.PlayTrainer, surfer);
    finishEffect(sc);
    expect(sc.name(A0)).toBe('Mega Lucario ex');
  });

  it('Surfer: a draw when the switch costs no attack, not when it sends the only attacker to the Bench', () => {
    const idle = std();
    idle.active(0, RIOLU);
    idle.bench(0, 'Makuhita');
    idle.active(1, 'Makuhita');
    const [surfer] = idle.hand(0, 'Surfer');
    idle.turn(0);
    expect(pick(idle)).toBe(act(Act.PlayTrainer, surfer));
    idle.do(Act.PlayTrainer, surfer);
    finishEffect(idle);
    expect(idle.s.handCount[0]).toBe(5);

    const attacking = std();
    attacking.active(0, RIOLU, { energy: [FIGHT] });
    attacking.bench(0, 'Makuhita');
    attacking.active(1, 'Makuhita');
    const [surfer2] = attacking.hand(0, 'Surfer');
    attacking.turn(0);
    expect(pick(attacking)).not.toBe(act(Act.PlayTrainer, surfer2));
  });
});

describe('sv-c greedy: Tools and Stadium', () => {
  it('Air Balloon goes on the Active before a retreat it makes free: the Energy stays', () => {
    const sc = std();
    sc.active(0, 'Makuhita', { energy: [PSY, PSY] }); // can retreat (2), can't attack
    sc.bench(0, 'Mega Lucario ex', MEGA);
    sc.active(1, 'Makuhita');
    const [balloon] = sc.hand(0, 'Air Balloon');
    sc.turn(0);
    expect(sc.can(Act.Retreat, 0, B01)).toBe(true);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, balloon));
    sc.do(Act.PlayTrainer, balloon);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, A0));
    sc.do(Act.ChooseSlot, 0, A0);
    expect(pick(sc)).toBe(act(Act.Retreat, 0, B01));
    sc.do(Act.Retreat, 0, B01);
    expect(sc.name(A0)).toBe('Mega Lucario ex');
    expect(sc.name(B01)).toBe('Makuhita');
    expect(sc.energyOn(B01)).toBe(2);
  });

  it('Air Balloon otherwise goes on the Pokémon with the highest Retreat Cost; never when none has one', () => {
    const sc = std();
    sc.active(0, 'Regieleki VMAX', { under: ['Regieleki V'], energy: ['Basic Lightning Energy'] }); // Retreat Cost 0
    sc.bench(0, 'Hariyama', { under: ['Makuhita'] }); // 3
    sc.bench(0, RIOLU); // 2
    sc.active(1, 'Makuhita');
    const [balloon] = sc.hand(0, 'Air Balloon');
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, balloon));
    sc.do(Act.PlayTrainer, balloon);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, B01));

    const none = std();
    none.active(0, 'Regieleki VMAX', { under: ['Regieleki V'] });
    none.active(1, 'Makuhita');
    const [balloon2] = none.hand(0, 'Air Balloon');
    none.turn(0);
    expect(pick(none)).not.toBe(act(Act.PlayTrainer, balloon2));
  });

  it('Leafy Camo Poncho: only onto a VSTAR or VMAX', () => {
    const sc = std();
    sc.active(0, 'Zeraora');
    sc.active(1, 'Makuhita');
    const [poncho] = sc.hand(0, 'Leafy Camo Poncho');
    sc.turn(0);
    expect(pick(sc)).not.toBe(act(Act.PlayTrainer, poncho));
    sc.bench(0, 'Regieleki V');
    sc.bench(0, 'Regieleki VMAX', { under: ['Regieleki V'] });
    expect(pick(sc)).toBe(act(Act.PlayTrainer, poncho));
    sc.do(Act.PlayTrainer, poncho);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, B02));
  });

  it("Gravity Mountain: played (before the attack) when it Knocks Out the opponent's Stage 2, never when it would Knock Out one's own", () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', MEGA);
    sc.active(1, 'Makuhita');
    sc.bench(1, 'Eelektross', { under: ['Tynamo', 'Eelektrik'] });
    sc.s.damage[B11] = maxHp(sc.s, B11) - 30;
    const [gm] = sc.hand(0, 'Gravity Mountain');
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayTrainer, gm));
    sc.do(Act.PlayTrainer, gm);
    expect(sc.s.slotTop[B11]).toBe(-1); // Knocked Out: the Bench closed up
    expect(sc.s.benchCount[1]).toBe(0);

    const own = std();
    own.active(0, 'Mega Lucario ex', MEGA);
    own.bench(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'] });
    own.s.damage[B01] = maxHp(own.s, B01) - 30;
    own.active(1, 'Makuhita');
    own.bench(1, 'Eelektross', { under: ['Tynamo', 'Eelektrik'] });
    own.s.damage[B11] = maxHp(own.s, B11) - 30;
    const [gm2] = own.hand(0, 'Gravity Mountain');
    own.turn(0);
    expect(pick(own)).not.toBe(act(Act.PlayTrainer, gm2));
  });

  it('Gravity Mountain: played when the opponent has more Stage 2 Pokémon in play, or p none; kept while p has more', () => {
    const theirs = std();
    theirs.active(0, 'Mega Lucario ex', MEGA);
    theirs.active(1, 'Eelektross', { under: ['Tynamo', 'Eelektrik'] });
    const [gm] = theirs.hand(0, 'Gravity Mountain');
    theirs.turn(0);
    expect(pick(theirs)).toBe(act(Act.PlayTrainer, gm));

    const mine = std();
    mine.active(0, 'Mega Lucario ex', MEGA);
    mine.bench(0, 'Eelektross', { under: ['Tynamo', 'Eelektrik'] });
    mine.active(1, 'Makuhita');
    const [gm2] = mine.hand(0, 'Gravity Mountain');
    mine.turn(0);
    expect(pick(mine)).not.toBe(act(Act.PlayTrainer, gm2));
  });

  it('Fighting Gong: the basic Fighting Energy while this turn still needs one, else the Basic Pokémon', () => {
    for (const attached of [0, 1]) {
      const sc = std();
      sc.active(0, RIOLU);
      sc.active(1, 'Makuhita');
      sc.top(0, 'Makuhita');
      const [gong] = sc.hand(0, 'Fighting Gong');
      sc.s.energyAttached[0] = attached;
      sc.turn(0);
      expect(pick(sc)).toBe(act(Act.PlayTrainer, gong));
      sc.do(Act.PlayTrainer, gong);
      expect(pickedName(sc)).toBe(attached === 0 ? FIGHT : 'Makuhita');
    }
  });
});

describe('sv-c greedy: Abilities', () => {
  it('A5: Heave-Ho Catcher is taken to bring up a Benched Pokémon the Active Knocks Out, the most Prizes first', () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', MEGA);
    sc.bench(0, 'Makuhita');
    sc.active(1, 'Mega Lucario ex', { under: [RIOLU] }); // 340: Mega Brave's 270 is not enough
    sc.bench(1, 'Makuhita');
    sc.bench(1, 'Bloodmoon Ursaluna ex'); // more HP left, but 2 Prizes
    const [hariyama] = sc.hand(0, 'Hariyama');
    sc.turn(0).do(Act.Evolve, hariyama, B01);
    expect(pick(sc)).toBe(act(Act.Yes));
    sc.do(Act.Yes);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, B12));
    sc.do(Act.ChooseSlot, 0, B12);
    expect(sc.name(A1)).toBe('Bloodmoon Ursaluna ex');
  });

  it('A5: Heave-Ho Catcher is declined when the Active in front can be Knocked Out already', () => {
    const sc = std();
    sc.active(0, 'Mega Lucario ex', MEGA);
    sc.bench(0, 'Makuhita');
    sc.active(1, 'Mega Lucario ex', { under: [RIOLU], damage: 100 }); // 240 left
    sc.bench(1, RIOLU);
    const [hariyama] = sc.hand(0, 'Hariyama');
    sc.turn(0).do(Act.Evolve, hariyama, B01);
    expect(pick(sc)).toBe(act(Act.No));
  });

  it('A5: Heave-Ho Catcher stalls an attacker behind a Pokémon that cannot attack (chosen over one that can)', () => {
    const sc = std();
    sc.active(0, 'Makuhita'); // can't attack
    sc.bench(0, 'Makuhita');
    sc.active(1, 'Mega Lucario ex', MEGA);
    sc.bench(1, RIOLU, { energy: [FIGHT] });
    sc.bench(1, 'Makuhita');
    const [hariyama] = sc.hand(0, 'Hariyama');
    sc.turn(0).do(Act.Evolve, hariyama, B01);
    expect(pick(sc)).toBe(act(Act.Yes));
    sc.do(Act.Yes);
    expect(pick(sc)).toBe(act(Act.ChooseSlot, 0, B12));

    // Nothing to gain: every Benched Pokémon can attack, the Active can Knock none Out.
    const no = std();
    no.active(0, 'Makuhita');
    no.bench(0, 'Makuhita');
    no.active(1, 'Mega Lucario ex', MEGA);
    no.bench(1, RIOLU, { energy: [FIGHT] });
    const [hariyama2] = no.hand(0, 'Hariyama');
    no.turn(0).do(Act.Evolve, hariyama2, B01);
    expect(pick(no)).toBe(act(Act.No));
  });

  it("A5: Lunar Cycle keeps the hand's only Fighting Energy for this turn's attachment, then draws with a spare one", () => {
    const sc = std();
    sc.active(0, 'Lunatone');
    sc.bench(0, 'Solrock');
    sc.active(1, 'Makuhita');
    const [fight] = sc.hand(0, FIGHT);
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(true);
    expect(pick(sc)).not.toBe(act(Act.Power, 0, A0));
    const x = pick(sc);
    expect(actKind(x)).toBe(Act.Attach);
    expect(actA(x)).toBe(fight);
    sc.do(Act.Attach, fight, actB(x));
    sc.hand(0, FIGHT);
    expect(pick(sc)).toBe(act(Act.Power, 0, A0));
  });

  it('A5: Kirlia Refinement after the hand is played out, giving up a Trainer before a Pokémon', () => {
    const sc = std();
    sc.active(0, 'Kirlia', { under: ['Ralts'] });
    sc.active(1, 'Makuhita');
    sc.s.energyAttached[0] = 1;
    const [ralts, switchCard, mega] = sc.hand(0, 'Ralts', 'Switch@MEG 130', 'Mega Lucario ex');
    sc.turn(0);
    expect(pick(sc)).toBe(act(Act.PlayBasic, ralts)); // benching a Basic comes first
    sc.do(Act.PlayBasic, ralts);
    expect(pick(sc)).toBe(act(Act.Power, 0, A0));
    sc.do(Act.Power, 0, A0);
    expect(pick(sc)).toBe(act(Act.ChooseCard, switchCard));
    sc.do(Act.ChooseCard, switchCard);
    expect(sc.s.cardZone[mega]).toBe(Zone.Hand);
    expect(sc.can(Act.Power, 0, A0)).toBe(false);
  });

  it("A5: Radiant Greninja Concealed Cards only with an Energy card to spare (this turn's attachment made, or another in hand)", () => {
    const sc = std();
    sc.active(0, 'Radiant Greninja');
    sc.active(1, 'Makuhita');
    const [water] = sc.hand(0, 'Basic Water Energy');
    sc.turn(0);
    expect(sc.can(Act.Power, 0, A0)).toBe(true);
    expect(pick(sc)).toBe(act(Act.Attach, water, A0));
    sc.do(Act.Attach, water, A0);
    const [fight] = sc.hand(0, FIGHT);
    expect(pick(sc)).toBe(act(Act.Power, 0, A0));
    sc.do(Act.Power, 0, A0);
    expect(pick(sc)).toBe(act(Act.ChooseCard, fight));
    sc.do(Act.ChooseCard, fight);
    expect(sc.s.cardZone[fight]).toBe(Zone.Discard);
    expect(sc.s.handCount[0]).toBe(2);
  });
});
