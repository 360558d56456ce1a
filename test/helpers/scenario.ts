// Scenario builder for rule and card tests: a position built by hand, injected coin flips that
// must all be consumed, and helpers to find and take legal actions by description.
import { expect } from 'vitest';
import { GameState, SLOTS, SLOT_CAP, MAX_DECK, Zone, Phase } from '../../src/engine/state.js';
import { newBlankGame, legalActions, step, beginTurn } from '../../src/engine/game.js';
import { noteDeckFeatures } from '../../src/engine/flow.js';
import { Act, act, actKind, actA, actB, MAX_ACTIONS } from '../../src/engine/actions.js';
import { ruleParams, type RuleSetName, type RuleOptions } from '../../src/engine/rules.js';
import { ALL_DEFS, findByName, findByCode } from '../../src/cards/pool.js';
import { removeFromDeck, placePokemon, attachCard, addToHand, addToDiscard, pushDeck, addPrize } from '../../src/engine/zones.js';
import { Supertype, Cond } from '../../src/cards/types.js';
import type { EventSink } from '../../src/engine/state.js';
import '../../src/behaviour/index.js'; // the card behaviour modules register the engine's Ability handlers

/** A card reference: a name, or "NAME@SETCODE NUMBER" to pick a printing ("Potion@SVI 188"). */
export function cardId(ref: string): number {
  const at = ref.indexOf('@');
  if (at >= 0) {
    const [code, num] = ref.slice(at + 1).split(' ');
    const id = findByCode(code, Number(num));
    if (id < 0) throw new Error(`no card ${ref}`);
    return id;
  }
  const ids = findByName(ref);
  if (ids.length === 0) throw new Error(`no card named ${ref}`);
  return ids[0];
}

export interface SlotSetup {
  damage?: number;
  energy?: string[]; // card refs of Energy to attach
  cond?: Cond;
  poisoned?: boolean;
  burned?: boolean;
  under?: string[]; // earlier stages below the top card
  enteredTurn?: number;
}

export class Scenario {
  readonly s = new GameState();
  readonly out = new Int32Array(MAX_ACTIONS);
  readonly filler: number;
  readonly events: { code: number; p: number; a: number; b: number; c: number; d: number }[] = [];

  /**
   * Both decks: the listed cards plus filler up to `size` (default 60); the filler is the
   * last card listed in `filler` (an Energy by default) so draws are predictable.
   */
  constructor(opts: { rules?: RuleSetName; options?: RuleOptions; deck0?: string[]; deck1?: string[]; size?: number; filler?: string } = {}) {
    const size = opts.size ?? 60;
    const filler = cardId(opts.filler ?? 'Water Energy');
    this.filler = filler;
    const build = (list: string[] = []) => {
      const ids = list.map(cardId);
      while (ids.length < size) ids.push(filler);
      return ids;
    };
    newBlankGame(this.s, build(opts.deck0), build(opts.deck1), ruleParams(opts.rules ?? 'standard', opts.options), new Uint32Array([1, 2, 3, 4]));
    const events = this.events;
    const sink: EventSink = { ev: (code, p, a, b, c, d) => { events.push({ code, p, a, b, c, d }); } };
    this.s.logger = sink;
  }

  /** Take an instance of a card out of player p's deck. */
  take(p: number, ref: string): number {
    const id = cardId(ref);
    const s = this.s;
    for (let i = s.deckCount[p] - 1; i >= 0; i--) {
      const c = s.deck[p * MAX_DECK + i];
      if (s.cardDef[c] === id) {
        removeFromDeck(s, c);
        return c;
      }
    }
    // Not listed: turn a filler card at the bottom of the deck into this card.
    for (let i = 0; i < s.deckCount[p]; i++) {
      const c = s.deck[p * MAX_DECK + i];
      if (s.cardDef[c] === this.filler) {
        s.cardDef[c] = id;
        noteDeckFeatures(s); // the deck now holds this card (a Power, a Doll)
        removeFromDeck(s, c);
        return c;
      }
    }
    throw new Error(`player ${p} has no ${ref} left in the deck`);
  }

  private setup(slot: number, ref: string, o: SlotSetup): number {
    const p = slot >= SLOTS ? 1 : 0;
    const s = this.s;
    const under = (o.under ?? []).map((r) => this.take(p, r));
    const top = this.take(p, ref);
    if (under.length > 0) {
      placePokemon(s, slot, under[0]);
      for (const u of under.slice(1)) attachCard(s, slot, u);
      attachCard(s, slot, top);
      s.slotTop[slot] = top;
    } else placePokemon(s, slot, top);
    s.enteredTurn[slot] = o.enteredTurn ?? 0;
    for (const e of o.energy ?? []) attachCard(s, slot, this.take(p, e));
    s.damage[slot] = o.damage ?? 0;
    s.cond[slot] = o.cond ?? 0;
    s.poisoned[slot] = o.poisoned ? 1 : 0;
    s.burned[slot] = o.burned ? 1 : 0;
    return slot;
  }

  active(p: number, ref: string, o: SlotSetup = {}): number {
    return this.setup(p * SLOTS, ref, o);
  }

  bench(p: number, ref: string, o: SlotSetup = {}): number {
    const slot = p * SLOTS + 1 + this.s.benchCount[p];
    this.setup(slot, ref, o);
    this.s.benchCount[p]++;
    return slot;
  }

  hand(p: number, ...refs: string[]): number[] {
    return refs.map((r) => { const c = this.take(p, r); addToHand(this.s, c); return c; });
  }

  discard(p: number, ...refs: string[]): number[] {
    return refs.map((r) => { const c = this.take(p, r); addToDiscard(this.s, c); return c; });
  }

  /** Put cards on top of the deck, the last listed on top. */
  top(p: number, ...refs: string[]): void {
    for (const r of refs) pushDeck(this.s, this.take(p, r));
  }

  prizes(p: number, n: number): void {
    for (let i = 0; i < n; i++) {
      const s = this.s;
      const c = s.deck[p * MAX_DECK];
      removeFromDeck(s, c);
      addPrize(s, c);
    }
  }

  /** It is player p's turn `turn`, in the Main phase (no draw). */
  turn(p: number, turn = 3): this {
    const s = this.s;
    s.turn[0] = turn;
    s.current[0] = p;
    s.decider[0] = p;
    s.phase[0] = Phase.Main;
    return this;
  }

  /** Start player p's turn with its draw (T2). */
  startTurn(p: number, turn = 3): this {
    const s = this.s;
    s.turn[0] = turn;
    s.current[0] = p;
    beginTurn(s);
    return this;
  }

  /** Inject coin flips (true = heads) that the next flips must use. */
  flips(...heads: boolean[]): this {
    const s = this.s;
    s.injectLen[0] = heads.length;
    s.injectPos[0] = 0;
    heads.forEach((h, i) => { s.inject[i] = h ? 1 : 0; });
    if (heads.length === 0) { s.injectLen[0] = 1; s.injectPos[0] = 1; } // any flip throws
    return this;
  }

  /** Assert every injected flip was used. */
  expectFlipsUsed(): void {
    expect(this.s.injectPos[0]).toBe(this.s.injectLen[0]);
  }

  legal(): number[] {
    const n = legalActions(this.s, this.out);
    return Array.from(this.out.subarray(0, n));
  }

  /** Is this exact action legal now? */
  can(kind: Act, a = 0, b = 0): boolean {
    return this.legal().includes(act(kind, a, b));
  }

  /** Take an action; it must be legal. */
  do(kind: Act, a = 0, b = 0): this {
    const x = act(kind, a, b);
    const legal = this.legal();
    if (!legal.includes(x)) throw new Error(`illegal action ${describe(x)}; legal: ${legal.map(describe).join(', ')}`);
    step(this.s, x);
    return this;
  }

  /** Card instance of player p by ref in a zone (the first found). */
  find(p: number, ref: string, zone: Zone): number {
    const id = cardId(ref);
    for (let c = p * MAX_DECK; c < p * MAX_DECK + MAX_DECK; c++) if (this.s.cardDef[c] === id && this.s.cardZone[c] === zone) return c;
    return -1;
  }

  handCard(p: number, ref: string): number {
    const c = this.find(p, ref, Zone.Hand);
    if (c < 0) throw new Error(`no ${ref} in hand`);
    return c;
  }

  countIn(p: number, ref: string, zone: Zone): number {
    const id = cardId(ref);
    let n = 0;
    for (let c = p * MAX_DECK; c < p * MAX_DECK + MAX_DECK; c++) if (this.s.cardDef[c] === id && this.s.cardZone[c] === zone) n++;
    return n;
  }

  /** Energy cards attached to a slot. */
  energyOn(slot: number): number {
    let n = 0;
    const s = this.s;
    for (let i = 0; i < s.slotCount[slot]; i++) if (ALL_DEFS[s.cardDef[s.slotCards[slot * SLOT_CAP + i]]].supertype === Supertype.Energy) n++;
    return n;
  }

  /** Attack with the Active's attack k (by index). */
  attack(k: number): this {
    return this.do(Act.Attack, 0, k);
  }

  name(slot: number): string {
    const top = this.s.slotTop[slot];
    return top < 0 ? '' : ALL_DEFS[this.s.cardDef[top]].name;
  }
}

export function describe(x: number): string {
  const names = ['', 'EndTurn', 'PlayBasic', 'Attach', 'PlayTrainer', 'Evolve', 'Retreat', 'Attack', 'ChooseCard', 'ChooseSlot', 'Done', 'Yes', 'No', 'Option', 'Power'];
  return `${names[actKind(x)] ?? actKind(x)}(${actA(x)},${actB(x)})`;
}

export { Act, SLOTS, Zone, Phase };
