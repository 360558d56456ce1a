// `ptcg play` (readable log, JSON Lines log) and `ptcg replay` on a seeded classic game.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { ptcg, tempDir } from './helpers/cli.js';

const tmp = tempDir('ptcg-cli-play-');
afterAll(() => tmp.done());

const GAME = ['play', '--deck', 'decks/classic/overgrowth.txt', '--opponent', 'decks/classic/zap.txt', '--seed', '7'];

type Rec = { type: string; seq: number; turn: number; player: number } & Record<string, unknown>;
interface CardRef { name: string; id: string; uid: number }
interface PokemonView { slot: string; name: string; uid: number; evolvedFrom: CardRef[]; hp: number; damage: number; hpLeft: number; energy: unknown; conditions: unknown; attached: unknown }
interface PlayerView { prizesLeft: number; hand: number; deck: number; discard: number; stadium: CardRef | null; pokemon: PokemonView[] }

describe('ptcg play (text)', () => {
  let out = '';
  beforeAll(() => {
    const r = ptcg(...GAME);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    out = r.stdout;
  });

  it('prints a header naming the rules, seed, bots and both decks', () => {
    const [h1, h2] = out.split('\n');
    expect(h1).toMatch(/^# ptcg play — rules: classic \| seed: 7 \| game: 0 \| bots: greedy vs greedy/);
    expect(h2).toBe('# player 0: Overgrowth (decks/classic/overgrowth.txt, 60 cards) | player 1: Zap! (decks/classic/zap.txt, 60 cards)');
  });

  it('S1–S6: shows the setup (first player, opening hands, Active, Prize cards) before turn 1', () => {
    const setup = out.slice(0, out.indexOf('== Turn 1:'));
    expect(setup).toMatch(/^(Overgrowth|Zap!) goes first/m);
    expect(setup).toMatch(/^Overgrowth draws 7: /m);
    expect(setup).toMatch(/^Zap! draws 7: /m);
    expect(setup).toMatch(/^Overgrowth puts .+ face down as Active$/m);
    expect(setup).toMatch(/^Zap! puts .+ face down as Active$/m);
    expect(setup).toMatch(/^Overgrowth sets 6 Prize cards$/m);
    expect(setup).toMatch(/^Zap! sets 6 Prize cards$/m);
  });

  it('shows numbered turns in order, damage lines through weakness and resistance, a Knock Out and the end', () => {
    const turns = [...out.matchAll(/^== Turn (\d+): /gm)].map((m) => Number(m[1]));
    expect(turns.length).toBeGreaterThan(2);
    expect(turns).toEqual(turns.map((_, i) => i + 1));
    const damage = out.split('\n').filter((l) => /^ {2}damage to /.test(l) && !/prevented/.test(l));
    expect(damage.length).toBeGreaterThan(0);
    for (const l of damage) expect(l).toMatch(/: base \d+ → attacker effects \d+ → weakness \d+ → resistance \d+ → defending effects -?\d+( \(.+\))? → final \d+$/);
    expect(out).toMatch(/^ {2}.+ is Knocked Out$/m);
    // an evolution says which Pokémon evolved (issue 29: "Overgrowth evolves into Starmie")
    expect(out).toMatch(/^Overgrowth evolves Staryu \((active|bench\d)\) into Starmie \(BS 64\): Starmie \[/m);
    expect(out).toMatch(/^ {2}.+ takes \d Prize card\(s\), \d left$/m);
    const over = out.trimEnd().split('\n').at(-1)!;
    expect(over).toMatch(/^== Game over: (Overgrowth wins|Zap! wins|draw) \(.+\) after \d+ turns; prizes taken \d-\d$/);
    expect(over).toContain(`after ${turns.at(-1)} turns`);
  });

  it('is deterministic: the same command prints byte-identical output', () => {
    const again = ptcg(...GAME);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(out);
  });

  it('--rules standard changes the header (and only classic is the default for Base Set decks)', () => {
    const r = ptcg(...GAME, '--rules', 'standard');
    expect(r.status).toBe(0);
    const h1 = r.stdout.split('\n')[0];
    expect(h1).toMatch(/rules: standard \|/);
    expect(h1).not.toMatch(/rules: classic/);
    expect(r.stdout).not.toBe(out);
  });
});

describe('ptcg play: which rules apply', () => {
  it('V1/V3: a Base Set deck against a Scarlet & Violet deck says it plays standard rules, not silently (issue 29)', () => {
    const r = ptcg('play', '--deck', 'decks/classic/haymaker.txt', '--opponent', 'decks/standard/lucario-ex.txt', '--seed', '1', '--quiet', '--log', tmp.path('mixed.jsonl'));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('ptcg: note: Haymaker is a Base Set deck and Lucario ex Battle Deck is not: playing under standard rules (--rules to choose)\n');
    // no note when the rules are chosen, or when the decks agree
    const chosen = ptcg('play', '--deck', 'decks/classic/haymaker.txt', '--opponent', 'decks/standard/lucario-ex.txt', '--seed', '1', '--rules', 'classic', '--quiet', '--log', tmp.path('chosen.jsonl'));
    expect(chosen.stderr).toBe('');
    expect(readFileSync(tmp.path('chosen.jsonl'), 'utf8')).toMatch(/"rules":"classic"/);
  });
});

describe('ptcg play --log (JSON Lines) and ptcg replay', () => {
  const log = tmp.path('game.jsonl');
  let recs: Rec[] = [];
  let text = '';
  beforeAll(() => {
    const r = ptcg(...GAME, '--log', log);
    expect(r.status).toBe(0);
    text = r.stdout;
    recs = readFileSync(log, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Rec);
  });

  it('every line is a JSON record; the first is the header, the last the end record', () => {
    const raw = readFileSync(log, 'utf8');
    expect(raw.endsWith('\n')).toBe(true);
    for (const line of raw.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    expect(recs[0].type).toBe('header');
    expect(recs[0]).toMatchObject({ seed: '7', game: 0, rules: 'classic' });
    expect((recs[0].decks as { cards: string[] }[]).map((d) => d.cards.length)).toEqual([60, 60]);
    expect(recs.at(-1)!.type).toBe('end');
    expect(recs.filter((r) => r.type === 'header' || r.type === 'end')).toHaveLength(2);
    expect(recs.map((r) => r.seq)).toEqual(recs.map((_, i) => i));
  });

  it('action records carry the board: prizes left and each Pokémon’s energy, damage and conditions', () => {
    const actions = recs.filter((r) => r.type === 'action');
    expect(actions.length).toBeGreaterThan(10);
    let sawEnergy = false, sawDamage = false;
    for (const a of actions) {
      expect(typeof a.action).toBe('number');
      expect(typeof a.text).toBe('string');
      const board = a.board as PlayerView[];
      expect(board).toHaveLength(2);
      for (const pv of board) {
        expect(pv.prizesLeft).toBeGreaterThanOrEqual(0);
        expect(pv.prizesLeft).toBeLessThanOrEqual(6);
        for (const pk of pv.pokemon) {
          expect(Array.isArray(pk.energy)).toBe(true);
          expect(Array.isArray(pk.conditions)).toBe(true);
          expect(typeof pk.damage).toBe('number');
          expect(pk.damage % 10).toBe(0);
          expect(pk.hpLeft).toBe(pk.hp - pk.damage);
          if ((pk.energy as string[]).length > 0) sawEnergy = true;
          if (pk.damage > 0) sawDamage = true;
        }
      }
    }
    expect(sawEnergy).toBe(true);
    expect(sawDamage).toBe(true);
    // the board after the last decision shows the prizes the end record reports: an action's board
    // includes the Prizes it set off (docs/LOG-FORMAT.md), an end-turn's is read before the Pokémon
    // Checkup, whose Knock Outs' Prizes come after it
    const end = recs.at(-1)!;
    const lastAction = actions.at(-1)!;
    const left = (lastAction.board as PlayerView[]).map((pv) => pv.prizesLeft);
    if (lastAction.kind === 'end-turn') for (const r of recs) if (r.seq > lastAction.seq && r.kind === 'prizes-taken') left[r.player] -= r.count as number;
    const taken = end.prizesTaken as number[];
    expect(left).toEqual(taken.map((t) => 6 - t));
  });

  it('X3: damage events carry base → afterWeakness (×2 or unchanged) → afterResistance (−30 or unchanged) → final', () => {
    const dmg = recs.filter((r) => r.kind === 'damage' && r.base !== undefined);
    expect(dmg.length).toBeGreaterThan(0);
    for (const d of dmg) {
      for (const k of ['base', 'afterAttackerEffects', 'afterWeakness', 'afterResistance', 'afterDefendingEffects', 'final']) expect(Number.isInteger(d[k]), k).toBe(true);
      const atk = d.afterAttackerEffects as number, w = d.afterWeakness as number, r = d.afterResistance as number, f = d.final as number;
      const def = d.afterDefendingEffects as number, steps = d.defendingEffects as { effect: string; change: number }[];
      expect([atk, 2 * atk]).toContain(w); // classic Weakness doubles
      expect([w, Math.max(0, w - 30)]).toContain(r); // classic Resistance is −30
      expect(def).toBe(d.base as number > 0 ? r + steps.reduce((s, e) => s + e.change, 0) : 0); // effects on the Defending Pokémon
      expect(f).toBe(Math.max(0, def)); // floor at 0
    }
  });

  it('the text and the log tell the same game', () => {
    const kos = recs.filter((r) => r.kind === 'knock-out').length;
    expect(kos).toBeGreaterThan(0);
    expect([...text.matchAll(/ is Knocked Out$/gm)]).toHaveLength(kos);
    const end = recs.at(-1)!;
    const over = text.trimEnd().split('\n').at(-1)!;
    expect(over).toContain(`(${end.reason as string}) after ${end.turns as number} turns; prizes taken ${(end.prizesTaken as number[]).join('-')}`);
    const prizes = [0, 1].map((p) => recs.filter((r) => r.kind === 'prizes-taken' && r.player === p).reduce((s, r) => s + (r.count as number), 0));
    expect(prizes).toEqual(end.prizesTaken);
  });

  it('the board carries the Stadium field and each Pokémon’s Evolution stack, consistent with the evolve events', () => {
    const evolved = new Map<number, string[]>(); // uid of the top card → names below it
    const check = (a: Rec | undefined) => {
      for (const pv of (a?.board ?? []) as PlayerView[]) {
        expect(pv.stadium).toBeNull(); // no Stadiums in classic decks
        for (const pk of pv.pokemon) expect(pk.evolvedFrom.map((c) => c.name)).toEqual(evolved.get(pk.uid) ?? []);
      }
    };
    let last: Rec | undefined; // an action's board is checked once its own events are read
    for (const r of recs) {
      if (r.type === 'event' && r.kind === 'evolve') {
        const t = r.target as PokemonView;
        evolved.set(t.uid, t.evolvedFrom.map((c) => c.name));
        expect(t.evolvedFrom.length).toBeGreaterThan(0);
      }
      if (r.type !== 'action') continue;
      check(last);
      last = r;
    }
    check(last); // (the Evolution stacks themselves: test/log.test.ts)
  });

  it('every attach event names its target, where the card came from and what attached it', () => {
    const attaches = recs.filter((r) => r.type === 'event' && r.kind === 'attach');
    expect(attaches.length).toBeGreaterThan(0);
    for (const a of attaches) {
      const target = a.target as PokemonView & { energy: string[]; attached: string[] };
      expect(typeof target.name).toBe('string');
      expect(['hand', 'deck', 'discard', 'in-play']).toContain(a.from);
      expect(['action', 'attack', 'trainer', 'ability']).toContain(a.by);
      const card = a.card as CardRef;
      if (card.name.endsWith('Energy')) expect(target.energy.length).toBeGreaterThan(0);
      else expect(target.attached).toContain(card.name);
    }
    // each energy-attachment action is followed by its attach event with the same target slot
    for (const act of recs.filter((r) => r.type === 'action' && r.kind === 'attach')) {
      const ev = recs[act.seq + 1];
      expect(ev.kind).toBe('attach');
      expect(ev.by).toBe('action');
    }
  });

  it('replay re-plays the decisions, exits 0 and says the final state matches', () => {
    const r = ptcg('replay', log);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const end = recs.at(-1)!;
    const decisions = recs.filter((x) => x.type === 'action').length;
    const who = end.winner === 2 ? 'draw' : `player ${end.winner as number} wins`;
    expect(r.stdout).toBe(`ok: ${decisions} decisions replayed; ${who} (${end.reason as string}) after ${end.turns as number} turns; final state ${(end.stateHash as string).slice(0, 16)} matches the log\n`);
  });
});

describe('ptcg replay compares every record', () => {
  const log = tmp.path('replay-source.jsonl');
  let lines: string[] = [];
  beforeAll(() => {
    expect(ptcg(...GAME, '--log', log, '--quiet').status).toBe(0);
    lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  });

  it('an edited damage event (the action around it unchanged) fails naming that line and field', () => {
    const i = lines.findIndex((l) => (JSON.parse(l) as Rec).kind === 'damage');
    expect(i).toBeGreaterThan(0);
    const rec = JSON.parse(lines[i]) as Rec;
    const edited = lines.slice();
    edited[i] = JSON.stringify({ ...rec, target: { ...(rec.target as object), hpLeft: -1 } });
    const f = tmp.path('edited-event.jsonl');
    writeFileSync(f, edited.join('\n') + '\n');
    const r = ptcg('replay', f);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`ptcg: ${f}:${i + 1}: event 'damage': 'target' differs from the replay`);
  });

  it('an edited board names the action line', () => {
    const i = lines.findIndex((l) => (JSON.parse(l) as Rec).type === 'action' && (JSON.parse(l) as Rec).turn >= 3);
    const rec = JSON.parse(lines[i]) as Rec;
    const board = rec.board as PlayerView[];
    const edited = lines.slice();
    edited[i] = JSON.stringify({ ...rec, board: [{ ...board[0], hand: board[0].hand + 1 }, board[1]] });
    const f = tmp.path('edited-board.jsonl');
    writeFileSync(f, edited.join('\n') + '\n');
    const r = ptcg('replay', f);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`ptcg: ${f}:${i + 1}: the board after this action '${rec.kind as string}' differs from the replay`);
  });

  it('a log of an older version is refused with a clear message', () => {
    const h = JSON.parse(lines[0]) as Rec;
    const f = tmp.path('v1.jsonl');
    writeFileSync(f, [JSON.stringify({ ...h, version: 1 }), ...lines.slice(1)].join('\n') + '\n');
    const r = ptcg('replay', f);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(new RegExp(`^ptcg: ${f}:1: unsupported log version 1 `));
  });
});

describe('a Standard game (Trainer searches, Abilities) logs and replays', () => {
  it('every record replays, and the text shows no missing field', () => {
    const log = tmp.path('standard.jsonl');
    const r = ptcg('play', '--deck', 'decks/standard/miraidon-ex.txt', '--opponent', 'decks/standard/victini-ex.txt', '--seed', '3', '--log', log);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/undefined|NaN|\[object/);
    const recs = readFileSync(log, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Rec);
    for (const s of recs.filter((x) => x.kind === 'search')) expect(['deck', 'discard']).toContain(s.from);
    for (const g of recs.filter((x) => x.kind === 'guard' || x.kind === 'debuff')) expect(g.expires).toEqual({ turn: expect.any(Number), when: 'end' });
    const replay = ptcg('replay', log);
    expect(replay.stderr).toBe('');
    expect(replay.status).toBe(0);
  });
});
