// Stadiums, Pokémon Tools and Rare Candy (A3, A4, K1): cards in the pool that the bundled decks
// do not use, tested by scenario and by a fuzz run over a deck list that plays them.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Scenario, Act, Zone, Phase, SLOTS } from './helpers/scenario.js';
import { actKind, actA } from '../src/engine/actions.js';

import { maxHp } from '../src/engine/zones.js';
import { fuzz } from '../src/tools/fuzz.js';
import { parseDeck } from '../src/decks/deck.js';

const A0 = 0, B01 = 1, A1 = SLOTS;
const BEACH = 'Beach Court', BAND = 'Vitality Band', CHARM = 'Bravery Charm', CANDY = 'Rare Candy';
const FIGHT = 'Basic Fighting Energy', LIGHT = 'Basic Lightning Energy';

const std = () => new Scenario({ rules: 'standard' });

describe('Beach Court (Stadium, A3)', () => {
  it('A3: a Stadium stays in play, one per turn, and Basic Pokémon retreat for 1 less', () => {
    const sc = std();
    sc.active(0, 'Riolu', { energy: [] }); // retreat 1, no Energy: can't retreat
    sc.bench(0, 'Mankey');
    sc.active(1, 'Lechonk');
    const [court, court2] = sc.hand(0, BEACH, BEACH);
    expect(sc.can(Act.Retreat, 0, B01)).toBe(false);
    sc.do(Act.PlayTrainer, court);
    expect(sc.s.stadium[0]).toBe(court);
    expect(sc.s.cardZone[court]).toBe(Zone.Stadium);
    // retreat cost 1 − 1 = 0: now possible with no Energy, and nothing is discarded
    expect(sc.can(Act.Retreat, 0, B01)).toBe(true);
    // the same name can't be played while it is in play, nor a second Stadium this turn
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === court2)).toBe(false);
    sc.do(Act.Retreat, 0, B01);
    expect(sc.name(A0)).toBe('Mankey');
    expect(sc.s.discardCount[0]).toBe(0);
  });

  it('A3: a Stadium of another player replaces it; the old one goes to its owner\'s discard pile', () => {
    const sc = std();
    sc.active(0, 'Riolu');
    sc.active(1, 'Lechonk');
    const [court] = sc.hand(0, BEACH);
    sc.do(Act.PlayTrainer, court);
    // next turn the opponent plays their own Beach Court: same name → not allowed
    sc.turn(1, 4);
    const [theirs] = sc.hand(1, BEACH);
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === theirs)).toBe(false);
    expect(sc.s.stadium[0]).toBe(court);
  });

  it('A6: the Stadium does not lower the Retreat Cost of an evolved Pokémon', () => {
    const sc = std();
    sc.active(0, 'Primeape', { under: ['Mankey'] }); // Stage 1, retreat 1
    sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    sc.do(Act.PlayTrainer, sc.hand(0, BEACH)[0]);
    expect(sc.can(Act.Retreat, 0, B01)).toBe(false);
  });
});

describe('Pokémon Tools (A3, K1)', () => {
  it('Vitality Band: +10 to the opponent\'s Active before Weakness; one Tool per Pokémon', () => {
    const sc = std();
    sc.active(0, 'Riolu', { energy: [FIGHT] });
    sc.active(1, 'Lechonk'); // Fighting weakness ×2
    const [band, charm] = sc.hand(0, BAND, CHARM);
    sc.do(Act.PlayTrainer, band);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.s.cardZone[band]).toBe(Zone.InPlay);
    // Riolu has a Tool now: Bravery Charm can't go on it (no other Pokémon → not playable)
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === charm)).toBe(false);
    sc.attack(0); // Jab 10 (+10 band) ×2 weakness = 40
    expect(sc.s.damage[A1]).toBe(40);
    // the Tool stays attached after the turn
    expect(sc.s.cardZone[band]).toBe(Zone.InPlay);
  });

  it('K1: Bravery Charm gives a Basic +50 HP; evolving loses it and Knocks the Pokémon Out at once', () => {
    const sc = std();
    sc.active(0, 'Mankey', { damage: 100, enteredTurn: 1 }); // 60 HP: alive only with the charm
    sc.bench(0, 'Riolu');
    sc.active(1, 'Lechonk');
    sc.prizes(1, 6);
    sc.do(Act.PlayTrainer, sc.hand(0, CHARM)[0]);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(maxHp(sc.s, A0)).toBe(110);
    expect(sc.name(A0)).toBe('Mankey'); // 100 < 110: still in play
    const [primeape] = sc.hand(0, 'Primeape'); // a Stage 1 with 90 HP: the charm no longer applies
    sc.do(Act.Evolve, primeape, A0);
    expect(sc.s.cardZone[primeape]).toBe(Zone.Discard); // 100 ≥ 90: Knocked Out
    expect(sc.find(0, CHARM, Zone.Discard)).toBeGreaterThanOrEqual(0); // the Tool went with it (K2)
    expect(sc.s.prizesTaken[1]).toBe(1);
    expect(sc.s.phase[0]).toBe(Phase.Promote);
    sc.do(Act.ChooseSlot, 0, B01);
    expect(sc.name(A0)).toBe('Riolu');
    expect(sc.s.phase[0]).toBe(Phase.Main); // back to the same turn
  });
});

describe('Rare Candy (A4)', () => {
  it('A4: Rare Candy puts a Stage 2 straight onto its Basic, keeping damage and Energy and clearing conditions', () => {
    const sc = std();
    sc.active(0, 'Mankey', { damage: 30, energy: [FIGHT], cond: 1, enteredTurn: 1 });
    sc.active(1, 'Lechonk');
    const [candy, ape] = sc.hand(0, CANDY, 'Annihilape');
    sc.do(Act.PlayTrainer, candy);
    expect(sc.legal()).toEqual([sc.legal().find((x) => actKind(x) === Act.ChooseCard && actA(x) === ape)]);
    sc.do(Act.ChooseCard, ape);
    sc.do(Act.ChooseSlot, 0, A0);
    expect(sc.name(A0)).toBe('Annihilape');
    expect(sc.s.damage[A0]).toBe(30);
    expect(sc.energyOn(A0)).toBe(1);
    expect(sc.s.cond[A0]).toBe(0);
    expect(sc.s.cardZone[candy]).toBe(Zone.Discard);
    // A4: the evolved Pokémon can't evolve again this turn
    expect(sc.s.enteredTurn[A0]).toBe(sc.s.turn[0]);
  });

  it('A4: not on either player\'s first turn, not on a Basic put into play this turn, not without a matching Stage 2', () => {
    const sc = std();
    sc.active(0, 'Mankey', { enteredTurn: 1 });
    sc.bench(0, 'Riolu', { enteredTurn: 3 }); // came into play this turn
    sc.active(1, 'Lechonk');
    const [candy] = sc.hand(0, CANDY, 'Annihilape');
    sc.turn(0, 2);
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === candy)).toBe(false);
    sc.turn(0, 3);
    sc.s.enteredTurn[A0] = 3;
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === candy)).toBe(false);
    sc.s.enteredTurn[A0] = 1;
    expect(sc.legal().some((x) => actKind(x) === Act.PlayTrainer && actA(x) === candy)).toBe(true);
    // Riolu has no Stage 2 line: only Mankey is a target
    sc.do(Act.PlayTrainer, candy);
    sc.do(Act.ChooseCard, sc.handCard(0, 'Annihilape'));
    expect(sc.legal().filter((x) => actKind(x) === Act.ChooseSlot).length).toBe(1);
  });
});

describe('a deck that plays Stadiums, Tools and Rare Candy', () => {
  it('A3/A4/K1: 600 fuzzed games with such a deck keep every invariant and replay exactly', () => {
    const root = mkdtempSync(join(tmpdir(), 'ptcg-extra-'));
    try {
      mkdirSync(join(root, 'decks', 'classic'), { recursive: true });
      mkdirSync(join(root, 'decks', 'standard'), { recursive: true });
      copyFileSync('decks/classic/starter-fire.txt', join(root, 'decks', 'classic', 'starter-fire.txt'));
      const list = [
        'Pokémon: 18', '4 Mankey SVI 107', '2 Primeape SVI 108', '3 Annihilape SVI 109', '4 Riolu SVI 112', '1 Lucario ex SVP 17', '4 Lechonk SVI 155',
        'Trainer: 24', '4 Rare Candy SVI 191', '4 Beach Court SVI 167', '4 Vitality Band SVI 197', '4 Bravery Charm PAL 173', '4 Nemona SVI 180', '4 Nest Ball SVI 181',
        'Energy: 18', '18 Basic Fighting Energy SVE 6',
      ].join('\n');
      const { problems } = parseDeck(list, 'extra.txt');
      expect(problems).toEqual([]);
      writeFileSync(join(root, 'decks', 'standard', 'extra.txt'), list);
      copyFileSync('decks/standard/lucario-ex.txt', join(root, 'decks', 'standard', 'lucario-ex.txt'));
      const r = fuzz({ games: 600, seed: 'extra', root });
      expect(r.failure ?? null).toBeNull();
      expect(r.games).toBe(600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

void LIGHT;
