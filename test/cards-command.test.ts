// `ptcg cards`: every card of the pool with a paraphrase GENERATED from its data (cards/describe.ts),
// the filters, the JSON shape and the errors; and the library's cards().
import { describe, it, expect } from 'vitest';
import { ALL_CARDS, SETS } from '../src/cards/pool.js';
import { OPS, Op } from '../src/cards/opcodes.js';
import { Supertype, type TrainerDef, type PokemonDef } from '../src/cards/types.js';
import { OP_TEXT, cardText, listCards, findSet, type CardSummary } from '../src/cards/describe.js';
import { cards, InputError } from '../src/index.js';
import { ptcgAsync, oneErrorLine } from './helpers/cli.js';

const all = listCards();
const byId = (id: string) => {
  const c = all.find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id} in the list`);
  return c;
};
const named = (name: string) => ALL_CARDS.find((c) => c.name === name)!;

describe('paraphrases are generated from the card data', () => {
  it('every card of the pool is listed once, with a non-empty paraphrase', () => {
    expect(all).toHaveLength(ALL_CARDS.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) expect(c.text.trim().length, c.id).toBeGreaterThan(5);
  });

  it('every opcode of the OPS table has a template, and only those', () => {
    expect(Object.keys(OP_TEXT).sort()).toEqual(Object.keys(OPS).sort());
    for (const op of Object.keys(OPS).map(Number) as Op[]) {
      const text = OP_TEXT[op]([op, 1, 1, 1, 1]);
      expect(text.trim(), OPS[op].name).not.toBe('');
    }
  });

  it('every effect a card uses shows in its paraphrase (each op template is reached)', () => {
    for (const card of ALL_CARDS) {
      const effects = card.supertype === Supertype.Pokemon ? card.attacks.flatMap((a) => a.effects ?? [])
        : card.supertype === Supertype.Trainer ? [...card.effects, ...(card.attack?.effects ?? [])] : [];
      const text = cardText(card).toLowerCase();
      for (const e of effects) expect(text, `${card.name}: ${OPS[e[0] as Op].name}`).toContain(OP_TEXT[e[0] as Op](e).toLowerCase());
    }
  });

  it('the text follows the data, not a stored sentence: other parameters give another text', () => {
    const plusPower = named('PlusPower') as TrainerDef;
    const stronger: TrainerDef = { ...plusPower, effects: [[Op.AttachToActive, 30, 0]], note: plusPower.note };
    expect(cardText(plusPower)).toMatch(/\+10 damage.*after Weakness and Resistance/);
    expect(cardText(stronger)).toMatch(/\+30 damage/);
    expect(cardText(stronger)).not.toMatch(/Weakness/);
    const blastoise = named('Blastoise') as PokemonDef;
    const noPower: PokemonDef = { ...blastoise, ability: undefined };
    expect(cardText(noPower)).not.toMatch(/Rain Dance/);
    // the set files' notes are never the text
    for (const card of ALL_CARDS) {
      const note = (card as { note?: string }).note;
      if (note && note.length > 30) expect(cardText(card), card.name).not.toContain(note);
    }
  });
});

describe('spot checks: the paraphrase names what the engine does', () => {
  it("Blastoise BS 2: Rain Dance attaches Water Energy from the hand to Water Pokémon; Hydro Pump's bonus", () => {
    const c = byId('BS 2');
    expect([c.name, c.kind, c.stage, c.hp, c.type]).toEqual(['Blastoise', 'Pokémon', 'Stage 2', 100, 'Water']);
    expect(c.text).toMatch(/Pokémon Power Rain Dance: as often as you like.*attach a Water Energy from your hand to one of your Water Pokémon/);
    expect(c.text).toMatch(/A7|not while Asleep, Confused or Paralyzed/);
    expect(c.text).toMatch(/Hydro Pump \[WWW\] 40: \+10 per Water Energy beyond its cost \(at most \+20\)/);
  });

  it('Charizard BS 4: Fire Spin discards 2 Energy; Energy Burn makes its Energy Fire', () => {
    const c = byId('BS 4');
    expect(c.text).toMatch(/Fire Spin \[RRRR\] 100: to use it, discard 2 Energy cards from itself/);
    expect(c.text).toMatch(/Energy Burn: .*counts as Fire/);
  });

  it('Alakazam: Damage Swap never Knocks Out the receiver; Machamp: Strikes Back 10', () => {
    expect(byId('BS 1').text).toMatch(/Damage Swap: .*move a damage counter .* not Knock Out/);
    expect(byId('BS 8').text).toMatch(/Strikes Back: when an attack damages it, 10 damage to the attacker/);
  });

  it('Item Finder: a cost of 2 cards from the hand, a Trainer from the discard pile', () => {
    const c = byId('BS 74');
    expect(c.kind).toBe('Item');
    expect(c.text).toBe('Discard 2 other cards from your hand; take 1 Trainer card from your discard pile and put it into your hand');
  });

  it('Beach Court SVI 167: a Stadium lowering Basic Pokémon retreat by 1', () => {
    const c = byId('SVI 167');
    expect([c.kind, c.stage, c.hp]).toEqual(['Stadium', null, null]);
    expect(c.text).toMatch(/Retreat Cost of every Basic Pokémon in play .* 1 less/);
  });

  it('Computer Search, PlusPower, Gust of Wind, Energy Removal, Professor Oak', () => {
    expect(byId('BS 71').text).toMatch(/^Discard 2 other cards from your hand; search your deck for 1 card and put it into your hand/);
    expect(byId('BS 84').text).toMatch(/\+10 damage .*after Weakness and Resistance/);
    expect(byId('BS 93').text).toMatch(/opponent's Benched Pokémon to switch with their Active/);
    expect(byId('BS 92').text).toBe("Discard an Energy from one of the opponent's Pokémon");
    expect(byId('BS 88').text).toBe('Discard your hand, then draw 7 cards');
  });

  it('rule boxes and Tools: ex, Tera, a Technical Machine, Vitality Band, basic Energy', () => {
    expect(byId('SVI 32').text).toMatch(/Pokémon ex: 2 Prize cards.*Tera: no damage from attacks while on the Bench/);
    expect(byId('PAR 179').text).toMatch(/Its holder may use Turbo Energize \[C\] 0: .*discarded at the end of the turn/);
    expect(byId('SVI 197')).toMatchObject({ kind: 'Pokémon Tool', text: expect.stringMatching(/\+10 damage to the opponent's Active/) });
    expect(byId('PAF 19').text).toMatch(/^Evolves from Pikachu\. Ability Electrical Grounding: /);
    expect(byId('BS 102')).toMatchObject({ kind: 'Energy', type: 'Water', text: 'Basic Energy: provides 1 Water' });
  });
});

describe('filters', () => {
  it('--set takes a PTCG Live code or our set id, any case', () => {
    const base = SETS.find((s) => s.id === 'base1')!;
    for (const name of ['BS', 'bs', 'base1', 'BASE']) expect(findSet(name), name).toBe(base);
    const listed = listCards({ set: base });
    expect(listed).toHaveLength(base.cards.length);
    expect(listed.every((c) => c.id.startsWith('BS ') && c.set === 'base1')).toBe(true);
    expect(listed.map((c) => c.number)).toEqual([...listed.map((c) => c.number)].sort((a, b) => a - b));
    expect(findSet('XY')).toBeNull();
  });

  it('--search matches the name or the paraphrase, any case, accents optional', () => {
    expect(listCards({ search: 'BLASTOISE' }).map((c) => c.id)).toEqual(['BS 2']);
    expect(listCards({ search: 'rain dance' }).map((c) => c.id)).toEqual(['BS 2']);
    expect(listCards({ search: 'pokedex' }).map((c) => c.id)).toEqual(['BS 87']);
    const fromDiscard = listCards({ search: 'from your discard pile' }).map((c) => c.name);
    expect(fromDiscard).toEqual(expect.arrayContaining(['Item Finder', 'Energy Retrieval', 'Skeledirge']));
    expect(fromDiscard).not.toContain('Bill');
    expect(listCards({ set: findSet('SVI')!, search: 'energy retrieval' }).map((c) => c.id)).toEqual(['SVI 171']);
  });

  it('the library: cards({ set, search }) and InputError for an unknown set', () => {
    expect(cards({ set: 'bs', search: 'gust' }).map((c) => c.id)).toEqual(['BS 93']);
    expect(() => cards({ set: 'XY' })).toThrow(InputError);
    expect(() => cards({ set: 'XY' })).toThrow(/unknown set 'XY' \(known: BS, .*SVI/);
  });
});

describe.concurrent('ptcg cards (the command line)', () => {
  it('prints one line per card: id, name, kind, stage, HP and the paraphrase', async ({ expect }) => {
    const r = await ptcgAsync('cards');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(ALL_CARDS.length);
    const blastoise = lines.find((l) => l.startsWith('BS 2 '))!;
    expect(blastoise).toMatch(/^BS 2 +Blastoise +Pokémon +Stage 2 +100 HP +Evolves from Wartortle\. Pokémon Power Rain Dance/);
    expect(lines.find((l) => l.startsWith('SVI 167 '))).toMatch(/Beach Court +Stadium +The Retreat Cost/);
  });

  it('--set BS --search: only matching Base Set cards', async ({ expect }) => {
    const r = await ptcgAsync('cards', '--set', 'BS', '--search', 'energy removal');
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').map((l) => l.split(/ {2,}/)[1])).toEqual(['Super Energy Removal', 'Energy Removal']);
  });

  it('--json: an array of card objects with a fixed shape', async ({ expect }) => {
    const r = await ptcgAsync('cards', '--json', '--set', 'SVI');
    expect(r.status).toBe(0);
    const list = JSON.parse(r.stdout) as CardSummary[];
    expect(list).toHaveLength(SETS.find((s) => s.id === 'sv1')!.cards.length);
    for (const c of list) {
      expect(Object.keys(c)).toEqual(['id', 'code', 'number', 'set', 'name', 'kind', 'stage', 'hp', 'type', 'text']);
      expect(c.id).toBe(`SVI ${c.number}`);
      if (c.kind === 'Pokémon') expect([typeof c.hp, typeof c.stage, typeof c.type]).toEqual(['number', 'string', 'string']);
      else expect([c.hp, c.stage]).toEqual([null, null]);
    }
    expect(list.find((c) => c.name === 'Arcanine ex')).toMatchObject({ id: 'SVI 32', stage: 'Stage 1', hp: 280, type: 'Fire' });
  });

  it('no match: nothing on stdout (an empty array with --json), a note on stderr, exit 0', async ({ expect }) => {
    const r = await ptcgAsync('cards', '--search', 'no such card anywhere');
    expect([r.status, r.stdout]).toEqual([0, '']);
    expect(r.stderr).toMatch(/no card matches/);
    const j = await ptcgAsync('cards', '--json', '--search', 'no such card anywhere');
    expect(JSON.parse(j.stdout)).toEqual([]);
  });

  const bad: [string, string[], RegExp][] = [
    ['an unknown set names the known codes', ['--set', 'XY'], /unknown set 'XY' \(known: BS, SVP, SVI, PAL/],
    ['--set twice', ['--set', 'BS', '--set', 'SVI'], /--set given more than once/],
    ['an empty --search', ['--search', ' '], /--search needs some text/],
    ['a stray argument', ['Blastoise'], /Unknown argument/],
  ];
  for (const [what, args, message] of bad) {
    it(`bad arguments: ${what} (one line, exit 2)`, async ({ expect }) => {
      const r = await ptcgAsync('cards', ...args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(oneErrorLine(r.stderr)).toMatch(message);
    });
  }
});
