// Issue 28, "lost work and hangs": a bot's answer that is no legal action, a checkpoint that would be
// overwritten, Ctrl-C while the command line loads, `--resume FILE` alone, outputs that can't be
// written, a closed stdout, options without a value, bot modules in --bot, long error lists on a pipe.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { writeFileSync, readFileSync, existsSync, statSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ptcg, ptcgAsync, tempDir, withoutTiming, oneErrorLine, BIN, ROOT, type CliResult } from './helpers/cli.js';
import { GameTable } from '../src/sim/game-loop.js';
import { BotChoiceError } from '../src/sim/bot-choice.js';
import { matchupKey } from '../src/sim/seeding.js';
import { ruleParams } from '../src/engine/rules.js';
import { loadDeck } from '../src/decks/deck.js';
import { greedyBot, type Bot } from '../src/bots/bots.js';
import { makeDirs } from '../src/analytics/files.js';
import { usesGlibc } from '../src/cli/one-arena.js';
import { simulate, playGame } from '../src/index.js';

const tmp = tempDir('ptcg-robustness-');
afterAll(() => tmp.done());

const LUCARIO = 'decks/standard/lucario-ex.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const PAIR = ['--deck', LUCARIO, '--opponent', AMPHAROS];
type Doc = Record<string, any>;

/** A bot module in the temp folder whose bot answers `answer` (a JavaScript expression) to every decision. */
function botModule(file: string, name: string, answer: string): string {
  const path = tmp.path(file);
  writeFileSync(path, `export default { name: '${name}', choose: (_s, _actions, n) => (${answer}) };\n`);
  return path;
}

/** Answers that are no index of the legal actions, by how the message shows them. */
const BAD_ANSWERS: Record<string, unknown> = { '999': 999, '-1': -1, 'NaN': NaN, 'undefined': undefined, '0.5': 0.5 };

describe('issue 28.1: a bot whose answer is no legal action ends the run with one line, never spins', () => {
  const d0 = loadDeck(LUCARIO), d1 = loadDeck(AMPHAROS);
  const key = matchupKey('1', d0.cards, d1.cards, 'standard');
  const rules = ruleParams('standard');

  for (const [answer, value] of Object.entries(BAD_ANSWERS)) {
    it(`the game loop throws a BotChoiceError naming the bot, the answer ${answer}, the player and the turn`, () => {
      const bad: Bot = { name: 'bad', choose: () => value as number };
      const table = new GameTable();
      let thrown: unknown = null;
      try {
        table.play(key, 0, d0.cards, d1.cards, rules, [greedyBot, bad]);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(BotChoiceError);
      expect((thrown as Error).message).toMatch(new RegExp(`^bot 'bad' chose ${answer.replace('.', '\\.')}, not an index of the \\d+ legal actions \\(0 to \\d+\\), at player 1's decision on turn \\d+ \\(action \\d+ of the game\\)$`));
    });
  }

  it('an answer from 0 to n − 1 plays on: a bot that always takes the last action finishes its game', () => {
    const last: Bot = { name: 'last', choose: (_s, _a, n) => n - 1 };
    const table = new GameTable();
    expect(table.play(key, 3, d0.cards, d1.cards, rules, [last, greedyBot])).toBeGreaterThan(0);
    expect(table.state.winner[0]).toBeGreaterThanOrEqual(0);
  });

  it('library: simulate (in this thread and on workers) and playGame reject, naming the game, the bot and its answer', async () => {
    const bad: Bot = { name: 'bad-object', choose: () => 999 };
    await expect(simulate({ deck: LUCARIO, opponent: AMPHAROS, games: 20, bots: [greedyBot, bad] })).rejects.toThrow(/^game 0 of seed '1' failed: bot 'bad-object' chose 999, not an index/);
    const module = botModule('bad-lib.mjs', 'bad-module', '-1');
    await expect(simulate({ deck: LUCARIO, opponent: AMPHAROS, games: 20, workers: 2, bots: { module } })).rejects.toThrow(/game \d+ of seed '1' failed: bot 'bad-module' chose -1, not an index/);
    await expect(playGame({ deck: LUCARIO, opponent: AMPHAROS, game: 4, bots: ['greedy', bad] })).rejects.toThrow(/^game 4 of seed '1' failed: bot 'bad-object' chose 999/);
  }, 120_000);

  it('CLI: simulate --bot ./bad-bot.mjs (in this thread and on workers) and play exit 1 with one line naming the bot and its answer', async () => {
    const bad = botModule('bad-cli.mjs', 'bad', '999');
    const [one, two, play] = await Promise.all([
      ptcgAsync('simulate', ...PAIR, '--games', '20', '--workers', '1', '--bot', bad),
      ptcgAsync('simulate', ...PAIR, '--games', '20', '--workers', '2', '--bot', `greedy,${bad}`),
      ptcgAsync('play', ...PAIR, '--bot', bad),
    ]);
    for (const r of [one, two, play]) {
      expect(r.status, r.stderr).toBe(1);
      expect(oneErrorLine(r.stderr)).toMatch(/game \d+ of seed '1' failed: bot 'bad' chose 999, not an index of the \d+ legal actions .* turn \d+/);
    }
  }, 120_000);
});

describe('issue 28.2: --checkpoint on a file that holds finished games is refused, not overwritten', () => {
  const cp = tmp.path('done.ckpt');
  const RUN = ['simulate', ...PAIR, '--games', '200', '--seed', '28', '--workers', '1'];
  let saved = '';
  beforeAll(() => {
    const r = ptcg(...RUN, '--checkpoint', cp);
    expect(r.status, r.stderr).toBe(0);
    saved = readFileSync(cp, 'utf8');
  }, 120_000);

  it('the same run again: exit 2, one line pointing to --resume, the checkpoint unchanged', async () => {
    const r = await ptcgAsync(...RUN, '--checkpoint', cp);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: --checkpoint ${cp}: it already holds 200 finished games of this run; continue them with --resume ${cp} (or remove the file to start again)`);
    expect(readFileSync(cp, 'utf8')).toBe(saved);
  }, 60_000);

  it('another run: exit 2, naming what differs, the checkpoint unchanged', async () => {
    const r = await ptcgAsync(...RUN.map((x) => (x === '28' ? '29' : x)), '--checkpoint', cp);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toMatch(/it holds 200 finished games of another run \(the seed differs .*\); remove it or choose another file$/);
    expect(readFileSync(cp, 'utf8')).toBe(saved);
  }, 60_000);
});

/** The pids of a process's children (Linux). */
const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter((x) => x !== '').map(Number);
  } catch {
    return [];
  }
};

describe.runIf(usesGlibc())('issue 28.3/28.4: Ctrl-C while the CLI loads, and --resume FILE alone', () => {
  // The relaunched process (one-arena.ts) has only just been started when the SIGINT comes, long
  // before the CLI's modules are loaded: the run must still write its checkpoint (0 games) and say how
  // to continue. Before the fix the SIGINT reached a process with no handler yet: exit by signal, no file.
  const ARGS = ['simulate', ...PAIR, '--games', '2000', '--seed', '28', '--workers', '1'];
  const cp = tmp.path('early.ckpt');
  const out = tmp.path('early.json');
  let code: number | null = null, signal: string | null = null, stderr = '';
  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PTCG_DEBUG: '' };
    delete env.MALLOC_ARENA_MAX; delete env.PTCG_RELAUNCHED;
    const child = spawn(process.execPath, [BIN, ...ARGS, '--checkpoint', cp, '--out', out, '--json'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    const exited = new Promise<void>((res) => child.on('exit', (c, s) => { code = c; signal = s; res(); }));
    while (children(child.pid!).length === 0 && code === null && signal === null) await new Promise((r) => setTimeout(r, 1));
    child.kill('SIGINT');
    await exited;
  }, 120_000);

  it('exit 130 with the checkpoint written (no game done), and the command that continues it on stderr', () => {
    expect({ code, signal }).toEqual({ code: 130, signal: null });
    const c = JSON.parse(readFileSync(cp, 'utf8')) as Doc;
    expect(c.kind).toBe('ptcg-checkpoint');
    expect(c.jobs[0].done).toEqual([]);
    expect((JSON.parse(readFileSync(out, 'utf8')) as Doc).partial).toBe(true);
    expect(stderr).toContain(`ptcg: progress saved in ${cp}; to continue: ptcg simulate --resume ${cp} --workers 1 --out ${out} --json\n`);
  });

  it('the printed command, run as it is, plays the whole run: the same result as the run in one go', async () => {
    const line = /to continue: ptcg (.*)$/m.exec(stderr)![1];
    const [resumed, whole] = await Promise.all([ptcgAsync(...line.split(' ')), ptcgAsync(...ARGS, '--json')]);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(whole.status, whole.stderr).toBe(0);
    expect(withoutTiming(JSON.parse(resumed.stdout))).toEqual(withoutTiming(JSON.parse(whole.stdout)));
    expect(withoutTiming(JSON.parse(readFileSync(out, 'utf8')))).toEqual(withoutTiming(JSON.parse(whole.stdout)));
  }, 120_000);
});

describe('issue 28.4: --resume FILE takes the run\'s settings from the checkpoint', () => {
  const cp = tmp.path('module.ckpt');
  let first: CliResult;
  beforeAll(() => {
    const mine = botModule('first-action.mjs', 'first-action', '0');
    first = ptcg('simulate', ...PAIR, '--games', '60', '--seed', 'resume', '--workers', '1', '--bot', `${mine},greedy`, '--sudden-death', '--turn-limit', '80', '--checkpoint', cp, '--json');
    expect(first.status, first.stderr).toBe(0);
  }, 120_000);

  it('decks, games, seed, rules, bots (a bot module too), sudden death and turn limit: the same result', async () => {
    const r = await ptcgAsync('simulate', '--resume', cp, '--json');
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.bots).toEqual(['first-action', 'greedy']);
    expect(withoutTiming(doc)).toEqual(withoutTiming(JSON.parse(first.stdout)));
  }, 60_000);

  it('an argument that contradicts the checkpoint is refused, naming the setting', async () => {
    const [games, bot, rules] = await Promise.all([
      ptcgAsync('simulate', '--resume', cp, '--games', '61'),
      ptcgAsync('simulate', '--resume', cp, '--bot', 'random'),
      ptcgAsync('simulate', '--resume', cp, '--rules', 'sm'),
    ]);
    for (const r of [games, bot, rules]) expect(r.status).toBe(2);
    expect(oneErrorLine(games.stderr)).toMatch(/module\.ckpt: the checkpoint was made for a different run: the number of games differs \(checkpoint: 60; this run: 61\)$/);
    expect(oneErrorLine(bot.stderr)).toMatch(/different run: the bots differs/);
    expect(oneErrorLine(rules.stderr)).toMatch(/different run: the rules differs/);
  }, 60_000);
});

describe('issue 28.5: an output path that can\'t be made fails at once (exit 2), never spins', () => {
  it('makeDirs: an error at once where a folder can\'t be made (under /proc, or under a file); the folders otherwise', () => {
    const file = tmp.path('plain.txt');
    writeFileSync(file, 'x');
    if (existsSync('/proc/self')) expect(() => makeDirs('/proc/nope/deeper')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(() => makeDirs(join(file, 'sub', 'deeper'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    makeDirs(tmp.path('a/b/c'));
    expect(statSync(tmp.path('a/b/c')).isDirectory()).toBe(true);
  });

  it('every command with --out, --checkpoint, --report or --log: one line and exit 2, under /proc and under a file', async () => {
    const file = tmp.path('somefile.txt');
    writeFileSync(file, 'x');
    const result = tmp.path('result.json');
    expect(ptcg('simulate', ...PAIR, '--games', '10', '--workers', '1', '--out', result).status).toBe(0);
    const cases: [string[], string][] = [];
    for (const [bad, why] of [['/proc/nope', 'its folder cannot be made'], [file, 'part of the path is a file, not a folder']]) {
      if (bad === '/proc/nope' && !existsSync('/proc/self')) continue;
      cases.push(
        [['simulate', ...PAIR, '--games', '10', '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['simulate', ...PAIR, '--games', '10', '--checkpoint', `${bad}/c.ckpt`], `--checkpoint ${bad}/c.ckpt: cannot write there (${why})`],
        [['report', ...PAIR, '--games', '10', '--out', `${bad}/r`], `--out ${bad}/r/index.html: cannot write there (${why})`],
        [['compare', LUCARIO, LUCARIO, '--against', AMPHAROS, '--games', '10', '--report', `${bad}/r`], `--report ${bad}/r/index.html: cannot write there (${why})`],
        [['compare', LUCARIO, LUCARIO, '--against', AMPHAROS, '--games', '10', '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['ladder', '--decks', LUCARIO, AMPHAROS, '--games', '2', '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['odds', '--deck', LUCARIO, '--games', '10', '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['mulligan', '--deck', LUCARIO, '--games', '10', '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['merge', result, '--out', `${bad}/x.json`], `--out ${bad}/x.json: cannot write there (${why})`],
        [['play', ...PAIR, '--log', `${bad}/x.jsonl`], `--log ${bad}/x.jsonl: cannot write there (${why})`],
        [['main', '--games', '1', '--out', `${bad}/r`], `--out ${bad}/r/index.html: cannot write there (${why})`],
      );
    }
    // two at a time: the machine has two cores
    for (let k = 0; k < cases.length; k += 2) {
      const runs = await Promise.all(cases.slice(k, k + 2).map(([args]) => ptcgAsync(...args)));
      runs.forEach((r, i) => {
        const [args, line] = cases[k + i];
        expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
        expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${line}`);
      });
    }
  }, 300_000);
});

/** Run `ptcg args…` with its stdout a pipe that is closed before the command writes to it. */
function closedStdout(...args: string[]): Promise<CliResult> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, PTCG_DEBUG: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (status, signal) => resolveRun({ status, signal, stdout: '', stderr }));
  });
}

describe('issue 28.6: a closed stdout (`ptcg validate list.txt | head -1`) ends the command quietly', () => {
  it('validate, cards, play, simulate, mulligan: the command\'s exit code, nothing on stderr', async () => {
    const bad = tmp.path('bad-deck.txt');
    writeFileSync(bad, '4 Frobnicator BS 999\n');
    const cases: [string[], number][] = [
      [['validate', LUCARIO], 0], [['validate', bad], 1], [['cards'], 0], [['play', ...PAIR], 0],
      [['simulate', ...PAIR, '--games', '20', '--workers', '1'], 0], [['mulligan', '--deck', LUCARIO, '--games', '100'], 0],
    ];
    for (let k = 0; k < cases.length; k += 2) {
      const runs = await Promise.all(cases.slice(k, k + 2).map(([args]) => closedStdout(...args)));
      runs.forEach((r, i) => {
        expect({ args: cases[k + i][0], status: r.status, stderr: r.stderr }).toEqual({ args: cases[k + i][0], status: cases[k + i][1], stderr: '' });
      });
    }
  }, 300_000);
});

describe('issue 28.7: an option given without a value is refused (exit 2), naming it', () => {
  const cases: [string[], string][] = [
    [['simulate', ...PAIR, '--seed'], '--seed'],
    [['simulate', ...PAIR, '--games', '--seed', '5'], '--games'],
    [['simulate', ...PAIR, '--out'], '--out'],
    [['simulate', '--decks', '--json'], '--decks'],
    [['play', ...PAIR, '--seed='], '--seed'],
    [['play', ...PAIR, '--turn-limit'], '--turn-limit'],
    [['ladder', '--decks', LUCARIO, AMPHAROS, '--bots'], '--bots'],
    [['odds', '--deck', LUCARIO, '--goal', '--games', '10'], '--goal'],
  ];
  it.concurrent.each(cases)('%j', async (args, option) => {
    const r = await ptcgAsync(...args);
    expect(r.status).toBe(2);
    expect(oneErrorLine(r.stderr)).toBe(`ptcg: ${option} needs a value`);
  }, 60_000);

  it('a value that starts with a minus sign and a digit is a value: play --seed -5', async () => {
    const r = await ptcgAsync('play', ...PAIR, '--seed', '-5', '--quiet');
    expect(r.status, r.stderr).toBe(0);
  }, 60_000);
});

describe('issue 28.8: --bot takes a module path (play, simulate, report, ladder, compare)', () => {
  let mine = '';
  beforeAll(() => { mine = botModule('first.mjs', 'first', '0'); });

  it('play and simulate (on workers), by absolute and by relative path', async () => {
    const rel = `./${relative(ROOT, mine)}`;
    const [play, sim] = await Promise.all([
      ptcgAsync('play', ...PAIR, '--bot', `${rel},greedy`),
      ptcgAsync('simulate', ...PAIR, '--games', '40', '--workers', '2', '--bot', `greedy,${mine}`, '--json'),
    ]);
    expect(play.status, play.stderr).toBe(0);
    expect(play.stdout).toMatch(/\| bots: first vs greedy \|/);
    expect(sim.status, sim.stderr).toBe(0);
    const doc = JSON.parse(sim.stdout) as Doc;
    expect(doc.bots).toEqual(['greedy', 'first']);
    expect(doc.games).toBe(40);
  }, 120_000);

  it('ladder --bots, compare --bot and report --bot', async () => {
    const dir = tmp.path('report');
    mkdirSync(dir, { recursive: true });
    const [ladder, compare] = await Promise.all([
      ptcgAsync('ladder', '--decks', LUCARIO, AMPHAROS, '--games', '5', '--workers', '2', '--bots', `greedy,${mine}`, '--json'),
      ptcgAsync('compare', LUCARIO, LUCARIO, '--against', AMPHAROS, '--games', '10', '--workers', '2', '--bot', `${mine},greedy`, '--json'),
    ]);
    expect(ladder.status, ladder.stderr).toBe(0);
    expect((JSON.parse(ladder.stdout) as Doc).ratings.map((x: Doc) => x.bot).sort()).toEqual(['first', 'greedy']);
    expect(compare.status, compare.stderr).toBe(0);
    expect((JSON.parse(compare.stdout) as Doc).bots).toEqual(['first', 'greedy']);
    const report = await ptcgAsync('report', ...PAIR, '--games', '10', '--workers', '2', '--bot', mine, '--odds-games', '0', '--out', dir);
    expect(report.status, report.stderr).toBe(0);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  }, 300_000);

  it('a module that does not exist, or does not export a bot: one line, exit 2', async () => {
    const notBot = tmp.path('not-a-bot.mjs');
    writeFileSync(notBot, 'export default 42;\n');
    const missing = tmp.path('missing.mjs');
    const [a, b, c] = await Promise.all([
      ptcgAsync('simulate', ...PAIR, '--games', '10', '--bot', missing),
      ptcgAsync('play', ...PAIR, '--bot', notBot),
      ptcgAsync('ladder', '--decks', LUCARIO, AMPHAROS, '--bots', `greedy,${missing}`),
    ]);
    for (const r of [a, b, c]) expect(r.status).toBe(2);
    expect(oneErrorLine(a.stderr)).toBe(`ptcg: --bot ${missing}: no such bot module`);
    expect(oneErrorLine(b.stderr)).toMatch(/^ptcg: --bot .*not-a-bot\.mjs: its default export is not a bot/);
    expect(oneErrorLine(c.stderr)).toBe(`ptcg: --bots ${missing}: no such bot module`);
  }, 120_000);
});

describe('issue 28.9: a long list of deck problems reaches a pipe whole', () => {
  it('3,000 bad lines: every one on stderr (read through a pipe), the last line complete, exit 2', async () => {
    const deck = tmp.path('many-bad.txt');
    writeFileSync(deck, Array.from({ length: 3000 }, (_, i) => `1 Unknown Card Number ${i} ZZZ ${i + 1}`).join('\n') + '\n');
    const r = await ptcgAsync('play', '--deck', deck, '--opponent', LUCARIO);
    expect(r.status).toBe(2);
    expect(r.stderr.length).toBeGreaterThan(200_000); // well past a pipe's 64 KB buffer
    expect(r.stderr.endsWith('\n')).toBe(true);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.every((l) => l.startsWith('ptcg: '))).toBe(true);
    for (let i = 1; i <= 3000; i += 333) expect(r.stderr).toContain(`${deck}:${i}: `);
    expect(r.stderr).toContain(`${deck}:3000: `);
  }, 60_000);
});
