// Follows every card of a logged game through its zones from the log's records alone
// (docs/LOG-FORMAT.md, "Following the cards"), and checks each board against them. Each event
// that moves a card must name the zone the card is in: a record that says otherwise, or a board
// whose counts or Pokémon differ from the cards followed so far, throws with the record's line.
import type { LogRecord, PlayerView, PokemonView, CardRef } from '../../src/sim/log.js';

type ZoneName = 'deck' | 'hand' | 'discard' | 'prizes' | 'stadium' | 'in-play';
/** Where a card is; in play, with the Pokémon it belongs to (a group named by the card that was put into play first). */
interface Place { zone: ZoneName; group: number }

const PER_PLAYER = 60; // card instances: player p owns p·60 … p·60+59

export class ZoneTracker {
  private readonly place: Place[] = [];
  private readonly groups = new Map<number, Set<number>>();
  /** The action whose board is still to be taken (the log takes it when the engine next waits, or as a turn ends or starts). */
  private pending: LogRecord | null = null;
  /** How many records of each kind (and origin) were followed, so a test can see that the paths it means were taken. */
  readonly seen = new Map<string, number>();
  boardsChecked = 0;
  private line = 0;

  constructor(header: LogRecord) {
    const decks = header.decks as { cards: string[] }[];
    decks.forEach((d, p) => d.cards.forEach((_, i) => { this.place[p * PER_PLAYER + i] = { zone: 'deck', group: -1 }; }));
  }

  /** Follow every record of a game (header first). */
  static follow(records: LogRecord[]): ZoneTracker {
    const t = new ZoneTracker(records[0]);
    records.slice(1).forEach((r, i) => t.apply(r, i + 2));
    return t;
  }

  private fail(why: string): never {
    throw new Error(`line ${this.line}: ${why}`);
  }

  private count(key: string): void {
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  private at(uid: number): Place {
    const p = this.place[uid];
    if (p === undefined) this.fail(`card ${uid} is not in any deck of the header`);
    return p;
  }

  /** The card leaves `from` (it must be there) for `to`; in play, onto the Pokémon of `group`. */
  private move(c: CardRef, from: string, to: ZoneName, group = -1): void {
    const p = this.at(c.uid);
    if (p.zone !== from) this.fail(`${c.name} (${c.uid}) is said to leave '${from}' but is in '${p.zone}'`);
    if (p.zone === 'in-play') {
      const g = this.groups.get(p.group)!;
      g.delete(c.uid);
      if (g.size === 0) this.groups.delete(p.group);
    }
    p.zone = to;
    p.group = -1;
    if (to === 'in-play') {
      if (group < 0) group = c.uid; // a new Pokémon in play
      if (!this.groups.has(group)) {
        if (group !== c.uid) this.fail(`no Pokémon in play for ${c.name} (${c.uid}) to join`);
        this.groups.set(group, new Set());
      }
      this.groups.get(group)!.add(c.uid);
      p.group = group;
    }
  }

  /** The Pokémon in play that a view (an event's target, read after the event) shows, by a card already on it. */
  private groupOf(v: PokemonView, exceptTop = false): number {
    const cards = exceptTop ? v.evolvedFrom : [v, ...v.evolvedFrom];
    for (const c of cards) {
      const p = this.at(c.uid);
      if (p.zone === 'in-play') return p.group;
    }
    return this.fail(`the Pokémon ${v.name} (${v.uid}) is not in play`);
  }

  apply(r: LogRecord, line: number): void {
    this.line = line;
    if (r.type === 'action' || r.type === 'end') this.settle();
    if (r.type === 'action') {
      if (r.board !== undefined) this.pending = r;
      return;
    }
    if (r.type !== 'event') return;
    const k = String(r.kind);
    if (k === 'end-turn' || k === 'turn-start' || k === 'sudden-death') this.settle();
    const card = r.card as CardRef;
    const from = r.from as string;
    switch (k) {
      case 'draw-hand': for (const c of r.hand as CardRef[]) this.move(c, 'deck', 'hand'); break;
      case 'draw': case 'extra-draw': this.move(card, 'deck', 'hand'); break;
      case 'setup-active': case 'setup-bench': this.move(card, 'hand', 'in-play'); break;
      case 'bench': this.move(card, from, 'in-play'); break;
      case 'prizes-set': for (const c of r.cards as CardRef[]) this.move(c, 'deck', 'prizes'); break;
      case 'prizes-taken': for (const c of r.cards as CardRef[]) this.move(c, 'prizes', 'hand'); break;
      case 'trainer': this.move(card, 'hand', r.to as ZoneName); break;
      case 'attach': this.move(card, from, 'in-play', this.groupOf(r.target as PokemonView)); break;
      case 'evolve': this.move(card, from, 'in-play', this.groupOf(r.target as PokemonView, true)); break;
      case 'move-energy': this.move(card, 'in-play', 'in-play', this.groupOf(r.to as PokemonView)); break;
      case 'discard-energy': this.move(card, 'in-play', 'discard'); break;
      case 'discard': case 'trainer-expired': this.move(card, from, 'discard'); break;
      case 'to-deck': this.move(card, from, 'deck'); break;
      case 'search':
        if (r.to === 'attached') { // its attach event moves it
          if (this.at(card.uid).zone !== from) this.fail(`${card.name} (${card.uid}) is said to be searched from '${from}' but is in '${this.at(card.uid).zone}'`);
        } else this.move(card, from, r.to === 'bench' ? 'in-play' : r.to as ZoneName);
        break;
      case 'knock-out': {
        const g = this.groupOf({ ...card, evolvedFrom: [] } as unknown as PokemonView);
        for (const c of r.discarded as CardRef[]) {
          if (this.at(c.uid).group !== g) this.fail(`${c.name} (${c.uid}) is discarded with the Knocked Out ${card.name} but is not on it`);
          this.move(c, 'in-play', 'discard');
        }
        break;
      }
      case 'sudden-death': // every card back into its owner's deck (a new game of 1 Prize)
        for (const p of this.place) if (p !== undefined) { p.zone = 'deck'; p.group = -1; }
        this.groups.clear();
        break;
      case 'turn-start': case 'checkup': this.check(r.board as PlayerView[], k); break;
    }
    this.count(k === 'move-energy' || k === 'retreat' ? k : k === 'trainer' ? `trainer to ${String(r.to)}` : k === 'to-deck' && r.bottom ? `${k} from ${from} (bottom)`
      : typeof from === 'string' ? `${k} from ${from}${typeof r.to === 'string' ? ` to ${r.to}` : ''}` : k);
  }

  /** The pending action's board (taken before this record) against the cards followed. */
  private settle(): void {
    if (this.pending === null) return;
    const r = this.pending;
    this.pending = null;
    this.check(r.board as PlayerView[], `action '${String(r.kind)}'`);
  }

  private check(board: PlayerView[], what: string): void {
    this.boardsChecked++;
    for (let p = 0; p < 2; p++) {
      const v = board[p];
      const n: Record<ZoneName, number> = { deck: 0, hand: 0, discard: 0, prizes: 0, stadium: 0, 'in-play': 0 };
      let stadium: number | null = null;
      for (let uid = p * PER_PLAYER; uid < (p + 1) * PER_PLAYER; uid++) {
        const x = this.place[uid];
        if (x === undefined) continue;
        n[x.zone]++;
        if (x.zone === 'stadium') stadium = uid;
      }
      const counts = { hand: n.hand, deck: n.deck, discard: n.discard, prizesLeft: n.prizes };
      const shown = { hand: v.hand, deck: v.deck, discard: v.discard, prizesLeft: v.prizesLeft };
      if (JSON.stringify(counts) !== JSON.stringify(shown)) this.fail(`the board of ${what}: player ${p} has ${JSON.stringify(shown)}, the cards followed give ${JSON.stringify(counts)}`);
      if (stadium !== (v.stadium?.uid ?? null)) this.fail(`the board of ${what}: player ${p}'s Stadium is ${v.stadium?.uid ?? 'none'}, followed: ${stadium ?? 'none'}`);
      const mine = [...this.groups.entries()].filter(([g]) => Math.floor(g / PER_PLAYER) === p);
      if (mine.length !== v.pokemon.length) this.fail(`the board of ${what}: player ${p} has ${v.pokemon.length} Pokémon in play, followed: ${mine.length}`);
      for (const pk of v.pokemon) {
        const g = this.groupOf(pk);
        const cards = this.groups.get(g)!;
        for (const c of [pk, ...pk.evolvedFrom]) if (!cards.has(c.uid)) this.fail(`the board of ${what}: ${c.name} (${c.uid}) is in ${pk.name}'s stack, followed elsewhere`);
        const size = 1 + pk.evolvedFrom.length + pk.energy.length + pk.attached.length;
        if (cards.size !== size) this.fail(`the board of ${what}: ${pk.name} (${pk.slot}) holds ${size} cards, followed: ${cards.size}`);
      }
    }
  }
}
