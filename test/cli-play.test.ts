// `ptcg play` (readable log, JSON Lines log) and `ptcg replay` on a seeded classic game.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { ptcg, tempDir } from './helpers/cli.js';

const tmp = tempDir('ptcg-cli-play-');
afterAll(() => tmp.done());

const GAME = ['play', '--deck', 'decks/classic/overgrowth.txt', '--opponent', 'decks/classic/zap.txt', '--seed', '7'];

type Rec = { type: string; seq: number; turn: number; player: number } & Record<string, unknown>;
interface PokemonView { slot: string; name: string; hp: number; damage: number; hpLeft: number; energy: unknown; conditions: unknown; attached: unknown }
interface PlayerView { prizesLeft: number; hand: number; deck: number; discard: number; pokemon: PokemonView[] }

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
    for (const l of damage) expect(l).toMatch(/: base \d+ → attacker effects \d+ → weakness \d+ → resistance \d+ → final \d+$/);
    expect(out).toMatch(/^ {2}.+ is Knocked Out$/m);
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
    // the board after the last decision shows the prizes the end record reports
    const end = recs.at(-1)!;
    const last = actions.at(-1)!.board as PlayerView[];
    const taken = end.prizesTaken as number[];
    expect(last.map((pv) => pv.prizesLeft)).toEqual(taken.map((t) => 6 - t));
  });

  it('X3: damage events carry base → afterWeakness (×2 or unchanged) → afterResistance (−30 or unchanged) → final', () => {
    const dmg = recs.filter((r) => r.kind === 'damage' && r.base !== undefined);
    expect(dmg.length).toBeGreaterThan(0);
    for (const d of dmg) {
      for (const k of ['base', 'afterAttackerEffects', 'afterWeakness', 'afterResistance', 'final']) expect(Number.isInteger(d[k]), k).toBe(true);
      const atk = d.afterAttackerEffects as number, w = d.afterWeakness as number, r = d.afterResistance as number, f = d.final as number;
      expect([atk, 2 * atk]).toContain(w); // classic Weakness doubles
      expect([w, Math.max(0, w - 30)]).toContain(r); // classic Resistance is −30
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(r);
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
