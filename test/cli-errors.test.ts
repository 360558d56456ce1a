// The command line's error contract: bad input gives one line on stderr ('ptcg: ...'), no stack
// trace, the documented exit code (1: invalid content / failed check, 2: bad usage or unreadable
// input), and no output file when the command failed.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { writeFileSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { ptcg, ptcgAsync, tempDir, oneErrorLine } from './helpers/cli.js';

const tmp = tempDir('ptcg-cli-errors-');
afterAll(() => tmp.done());

const ZAP = 'decks/classic/zap.txt';
const FIRE30 = 'decks/classic/starter-fire.txt';

function deckFile(name: string, text: string): string {
  const f = tmp.path(name);
  writeFileSync(f, text);
  return f;
}

describe.concurrent('ptcg validate', () => {
  const cases: { name: string; text: string; line: number | null; reason: RegExp }[] = [
    {
      name: 'unknown card',
      text: '4 Charmander BS 46\n52 Fire Energy BS 98\n4 Frobnicator BS 999\n',
      line: 3,
      reason: /unknown card 'Frobnicator BS 999'/,
    },
    { name: 'five copies (D2)', text: '5 Charmander BS 46\n55 Fire Energy BS 98\n', line: 1, reason: /5 copies of 'Charmander'.*\(D2\)/ },
    { name: '59 cards (D1)', text: '4 Charmander BS 46\n55 Fire Energy BS 98\n', line: null, reason: /59 cards.*\(D1\)/ },
    { name: 'no Basic Pokémon (D4)', text: '4 Charmeleon BS 24\n56 Fire Energy BS 98\n', line: null, reason: /no Basic Pokémon.*\(D4\)/ },
    { name: 'malformed line', text: '4 Charmander BS 46\nCharmander four\n56 Fire Energy BS 98\n', line: 2, reason: /malformed line 'Charmander four'/ },
  ];

  for (const c of cases) {
    it(`D1–D5: a deck with a ${c.name} is reported on stdout with its file${c.line ? ':line' : ''}, exit 1`, async ({ expect }) => {
      const f = deckFile(`${c.name.replace(/\W+/g, '-')}.txt`, c.text);
      const r = await ptcgAsync('validate', f);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('');
      const lines = r.stdout.trim().split('\n');
      const prefix = c.line ? `${f}:${c.line}: ` : `${f}: `;
      const hit = lines.find((l) => l.startsWith(prefix) && c.reason.test(l));
      expect(hit, r.stdout).toBeDefined();
      expect(r.stdout).not.toMatch(/^ok$/m);
    });
  }

  it('D1–D5: a deck with every problem lists each one with its line, and nothing else goes to stderr', async ({ expect }) => {
    const f = deckFile('all-bad.txt', [
      'Pokémon: 5', //                1
      '5 Charmander BS 46', //         2  five copies
      '4 Frobnicator BS 999', //       3  unknown card
      'this is not a card line', //    4  malformed
      'Energy: 49', //                 5
      '49 Fire Energy BS 98', //       6  → 58 cards (the unknown ones count)
    ].join('\n') + '\n');
    const r = await ptcgAsync('validate', f);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const out = r.stdout.trim().split('\n');
    expect(out).toContain(`${f}:3: unknown card 'Frobnicator BS 999' (not in the card pool)`);
    expect(out).toContain(`${f}:4: malformed line 'this is not a card line' (expected COUNT NAME SET NUMBER)`);
    expect(out.some((l) => l.startsWith(`${f}:2: 5 copies of 'Charmander'`))).toBe(true);
    expect(out.some((l) => l.startsWith(`${f}: 58 cards`))).toBe(true);
    // every line names the file
    for (const l of out) expect(l.startsWith(`${f}:`)).toBe(true);
  });

  it('a good deck prints "ok" and exits 0', async ({ expect }) => {
    const r = await ptcgAsync('validate', ZAP);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('ok (format classic)\n');
    expect(r.stderr).toBe('');
    const f = deckFile('good.txt', '# name: Tiny Fire\nPokémon: 4\n4 Charmander BS 46\nEnergy: 56\n56 Fire Energy BS 98\n');
    const g = await ptcgAsync('validate', f);
    expect(g.status).toBe(0);
    expect(g.stdout).toBe('ok (format classic)\n');
  });

  it('one bad deck among good ones makes the exit code 1', async ({ expect }) => {
    const bad = deckFile('short.txt', '4 Charmander BS 46\n55 Fire Energy BS 98\n');
    const r = await ptcgAsync('validate', ZAP, bad);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${ZAP}: ok \\(Zap!, 60 cards, format classic\\)$`, 'm'));
    expect(r.stdout).toContain(`${bad}: 59 cards`);
  });
});

describe.concurrent('usage errors: one stderr line, exit 2, no output file', () => {
  const missing = () => tmp.path('no-such-deck.txt');

  it('play with a missing deck file exits 2 and writes no log', async ({ expect }) => {
    const log = tmp.path('play-missing.jsonl');
    const r = await ptcgAsync('play', '--deck', missing(), '--opponent', ZAP, '--log', log);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${missing()}: no such file`);
    expect(existsSync(log)).toBe(false);
  });

  it('play with an invalid deck (59 cards) exits 2 naming the problem', async ({ expect }) => {
    const f = deckFile('play-59.txt', '4 Charmander BS 46\n55 Fire Energy BS 98\n');
    const r = await ptcgAsync('play', '--deck', f, '--opponent', ZAP);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(new RegExp(`^ptcg: ${f}: 59 cards`));
  });

  const sim = ['simulate', '--deck', ZAP, '--opponent', ZAP];
  const cases: { name: string; args: () => string[]; msg: RegExp }[] = [
    { name: 'a missing deck file', args: () => ['simulate', '--deck', missing(), '--opponent', ZAP], msg: /no such file/ },
    { name: '--games -3', args: () => [...sim, '--games', '-3'], msg: /^ptcg: --games must be a whole number.*got '-3'/ },
    { name: '--games abc', args: () => [...sim, '--games', 'abc'], msg: /^ptcg: --games must be a whole number.*got 'abc'/ },
    { name: '--workers 0', args: () => [...sim, '--workers', '0'], msg: /^ptcg: --workers must be a whole number.*got '0'/ },
    { name: 'decks of different sizes (D1)', args: () => ['simulate', '--deck', FIRE30, '--opponent', ZAP], msg: /30 cards.*60.*different sizes.*\(D1\)/ },
    { name: '--shard 5/4', args: () => [...sim, '--shard', '5/4'], msg: /^ptcg: --shard 5\/4/ },
    { name: 'an unknown option', args: () => [...sim, '--gmaes', '5'], msg: /^ptcg: Unknown argument/ },
    { name: '--shard 4/5 for 3 games (more shards than games)', args: () => [...sim, '--games', '3', '--shard', '4/5'], msg: /^ptcg: --shard 4\/5: 5 shards for 3 games/ },
  ];
  for (const c of cases) {
    it(`simulate with ${c.name} exits 2 before writing --out`, async ({ expect }) => {
      const out = tmp.path(`sim-${c.name.replace(/\W+/g, '-')}.json`);
      const r = await ptcgAsync(...c.args(), '--out', out);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(oneErrorLine(r.stderr)).toMatch(c.msg);
      expect(existsSync(out)).toBe(false);
    });
  }
});

describe.concurrent('losing work: unwritable outputs are found before the run', () => {
  it('simulate --out under a regular file (not a folder): exit 2 at once, before any game', async ({ expect }) => {
    const file = tmp.path('plain-file');
    writeFileSync(file, 'x');
    const t0 = Date.now();
    const r = await ptcgAsync('simulate', '--deck', ZAP, '--opponent', ZAP, '--games', '100000000', '--out', `${file}/result.json`);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/^ptcg: --out .*plain-file\/result\.json: cannot write there \(part of the path is a file, not a folder\)/);
    expect(Date.now() - t0).toBeLessThan(20_000); // 100 M games would take hours
  });

  it('simulate --checkpoint that is a folder: exit 2 at once', async ({ expect }) => {
    const r = await ptcgAsync('simulate', '--deck', ZAP, '--opponent', ZAP, '--games', '100000000', '--checkpoint', tmp.dir);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/^ptcg: --checkpoint .*: is a folder, not a file/);
  });

  it('report --out under a regular file: exit 2 at once', async ({ expect }) => {
    const file = tmp.path('plain-file-2');
    writeFileSync(file, 'x');
    const r = await ptcgAsync('report', '--decks', ZAP, 'decks/classic/overgrowth.txt', '--games', '100000000', '--out', `${file}/site`);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/^ptcg: --out .*plain-file-2\/site.*cannot write there/);
  });
});

describe.concurrent('unreadable or wrong input: exit 2', () => {
  it('validate of a file that does not exist exits 2 (1 is for an invalid list)', async ({ expect }) => {
    const r = await ptcgAsync('validate', tmp.path('nothing-here.txt'));
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/nothing-here\.txt: no such file/);
  });

  it('replay of a simulation result says it is not a game log (exit 2)', async ({ expect }) => {
    const out = tmp.path('a-result.json');
    const s = await ptcgAsync('simulate', '--deck', ZAP, '--opponent', ZAP, '--games', '20', '--workers', '1', '--out', out);
    expect(s.status).toBe(0);
    const r = await ptcgAsync('replay', out);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${out}: not a game log (it is a simulation result); replay takes the JSON Lines file of \`play --log\``);
  });

  it('replay of a missing file exits 2', async ({ expect }) => {
    const r = await ptcgAsync('replay', tmp.path('no-log.jsonl'));
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/no-log\.jsonl: cannot read \(ENOENT\)/);
  });
});

describe.concurrent('replay: a damaged log exits 1 and names the line', () => {
  let log = '';
  let lines: string[] = [];
  beforeAll(() => {
    log = tmp.path('game.jsonl');
    const r = ptcg('play', '--deck', 'decks/classic/overgrowth.txt', '--opponent', ZAP, '--seed', '7', '--log', log, '--quiet');
    expect(r.status).toBe(0);
    lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  });

  it('the untouched log replays (exit 0), so the failures below come from the edits', async ({ expect }) => {
    const r = await ptcgAsync('replay', log);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/matches the log/);
  });

  it('a file that is not JSON: exit 1, "file:N: not valid JSON"', async ({ expect }) => {
    const f = tmp.path('not-json.jsonl');
    writeFileSync(f, 'hello, I am not a game log\n');
    const r = await ptcgAsync('replay', f);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${f}:1: not valid JSON`);
  });

  it('a log whose third line is broken names line 3', async ({ expect }) => {
    const f = tmp.path('broken-line.jsonl');
    writeFileSync(f, [lines[0], lines[1], '{"type":"event",', ...lines.slice(3)].join('\n') + '\n');
    const r = await ptcgAsync('replay', f);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${f}:3: not valid JSON`);
  });

  const actionLines = () => lines.map((l, i) => ({ r: JSON.parse(l) as Record<string, unknown>, i })).filter((x) => x.r.type === 'action');

  it('an action changed to an illegal one: exit 1 naming that line', async ({ expect }) => {
    const target = actionLines()[10];
    const edited = lines.slice();
    edited[target.i] = JSON.stringify({ ...target.r, action: 123456789 });
    const f = tmp.path('illegal-action.jsonl');
    writeFileSync(f, edited.join('\n') + '\n');
    const r = await ptcgAsync('replay', f);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toMatch(new RegExp(`^ptcg: ${f}:${target.i + 1}: .*not legal`));
  });

  it('an action changed to another legal one (end the turn instead of playing a card): exit 1 naming that line', async ({ expect }) => {
    const acts = actionLines();
    const endTurn = acts.find((x) => x.r.kind === 'end-turn')!;
    const target = acts.find((x) => (x.r.kind === 'trainer' || x.r.kind === 'attach') && (x.r.turn as number) >= 1)!;
    expect(endTurn).toBeDefined();
    expect(target).toBeDefined();
    const edited = lines.slice();
    edited[target.i] = JSON.stringify({ ...target.r, action: endTurn.r.action });
    const f = tmp.path('other-action.jsonl');
    writeFileSync(f, edited.join('\n') + '\n');
    const r = await ptcgAsync('replay', f);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toMatch(new RegExp(`^ptcg: ${f}:${target.i + 1}: `));
  });

  it('a header with a bad turn limit, or decks that cannot start a game: exit 1 naming line 1', async ({ expect }) => {
    const header = JSON.parse(lines[0]) as Record<string, unknown> & { decks: { cards: string[] }[] };
    const bad = (name: string, h: unknown) => {
      const f = tmp.path(name);
      writeFileSync(f, [JSON.stringify(h), ...lines.slice(1)].join('\n') + '\n');
      return f;
    };
    const f1 = bad('bad-limit.jsonl', { ...header, turnLimit: 'soon' });
    const r1 = await ptcgAsync('replay', f1);
    expect(r1.status).toBe(1);
    expect(oneErrorLine(r1.stderr)).toBe(`ptcg: ${f1}:1: bad turnLimit 'soon'`);
    const energyOnly = { ...header, decks: [{ ...header.decks[0], cards: header.decks[0].cards.map(() => 'BS 99') }, header.decks[1]] };
    const f2 = bad('no-basic.jsonl', energyOnly);
    const r2 = await ptcgAsync('replay', f2);
    expect(r2.status).toBe(1);
    expect(oneErrorLine(r2.stderr)).toMatch(new RegExp(`^ptcg: ${f2}:1: the header's decks can't start a game`));
    const tooBig = { ...header, decks: [{ ...header.decks[0], cards: [...header.decks[0].cards, 'BS 99'] }, header.decks[1]] };
    const f3 = bad('too-big.jsonl', tooBig);
    const r3 = await ptcgAsync('replay', f3);
    expect(r3.status).toBe(1);
    expect(oneErrorLine(r3.stderr)).toBe(`ptcg: ${f3}:1: deck 1 has 61 cards (1 to 60 expected)`);
  });

  it('a log with its end record cut off: exit 1', async ({ expect }) => {
    const f = tmp.path('no-end.jsonl');
    writeFileSync(f, lines.slice(0, -1).join('\n') + '\n');
    const r = await ptcgAsync('replay', f);
    expect(r.status).toBe(1);
    expect(oneErrorLine(r.stderr)).toMatch(/no end record/);
  });
});

describe.concurrent('merge of something that is not a result', () => {
  it('a JSON file that is not a simulation result: exit 2, no --out written', async ({ expect }) => {
    const f = tmp.path('not-a-result.json');
    writeFileSync(f, JSON.stringify({ hello: 'world', counts: [1, 2, 3] }));
    const out = tmp.path('merged.json');
    const r = await ptcgAsync('merge', f, '--out', out);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${f}: not a ptcg simulation result`);
    expect(existsSync(out)).toBe(false);
  });

  it('a file that is not JSON at all: exit 2', async ({ expect }) => {
    const f = tmp.path('not-json.txt');
    writeFileSync(f, 'games: 12\n');
    const r = await ptcgAsync('merge', f);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/not valid JSON/);
  });
});

describe('after all of the above', () => {
  it('no failed command left a temporary output file behind', () => {
    expect(readdirSync(tmp.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
