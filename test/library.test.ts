// The package as a library: `npm pack`, installed into a fresh project, used through its exports
// only (ESM and the type declarations), checked against the CLI of the same installed package.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from './helpers/cli.js';

const tmp = tempDir('ptcg-lib-');
const project = tmp.path('consumer');
const pkg = () => join(project, 'node_modules', 'ptcg-sim');
const TIMING = new Set(['gamesPerSecond', 'elapsedSeconds', 'checksum']);
const content = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (TIMING.has(k) ? undefined : x))) as unknown;

/** Run an ESM script in the consumer project; it prints one JSON value. */
function script(name: string, code: string): any {
  writeFileSync(join(project, name), code);
  const r = spawnSync(process.execPath, [name], { cwd: project, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${name} failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The installed package's command line, run from the consumer project. */
function installedCli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(pkg(), 'bin', 'ptcg.js'), ...args], { cwd: project, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  // Packs the dist/ the suite's pretest built: without --ignore-scripts, `npm pack` runs `prepare`,
  // which rebuilt dist/ in place while other test files' processes were loading it (a worker that
  // imported dist/bound/ between its removal and its replacement crashed Node).
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', tmp.dir, '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const tgz = readdirSync(tmp.dir).find((f) => /^ptcg-sim-.*\.tgz$/.test(f));
  if (!tgz) throw new Error('npm pack made no ptcg-sim-*.tgz');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', type: 'module', private: true }));
  execFileSync('npm', ['install', join(tmp.dir, tgz), '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, stdio: ['ignore', 'ignore', 'pipe'] });
}, 180_000);

afterAll(() => tmp.done());

describe('the installed package', () => {
  it('exports the library: functions, frozen runtime enums, no const enum in its declarations', () => {
    const out = script('exports.mjs', `
      import * as lib from 'ptcg-sim';
      const kinds = Object.fromEntries(Object.entries(lib).map(([k, v]) => [k, typeof v]));
      const frozen = ['ActionKind', 'Phase', 'Zone', 'EndReason', 'Supertype'].every((k) => Object.isFrozen(lib[k]));
      console.log(JSON.stringify({ kinds, frozen, attack: lib.ActionKind.Attack, over: lib.Phase.Over }));`);
    for (const f of ['loadDeck', 'simulate', 'playGame', 'mulligan', 'buildReport', 'newGame', 'legalActions', 'step', 'cloneState', 'describeAction', 'bundledDeckPath']) {
      expect(out.kinds[f], f).toBe('function');
    }
    expect(out.frozen).toBe(true);
    expect([out.attack, out.over]).toEqual([7, 8]);
    const pkgJson = JSON.parse(readFileSync(join(pkg(), 'package.json'), 'utf8'));
    const declarations = [join(pkg(), pkgJson.types), ...readdirSync(join(pkg(), 'dist', 'src', 'lib')).filter((f) => f.endsWith('.d.ts')).map((f) => join(pkg(), 'dist', 'src', 'lib', f))];
    expect(declarations.length).toBeGreaterThan(5);
    for (const d of declarations) expect(readFileSync(d, 'utf8'), d).not.toMatch(/const enum/);
    // The simulator's bound engine ships too (sim/batch.ts plays on it when it is there).
    expect(existsSync(join(pkg(), 'dist', 'bound', 'src', 'sim', 'play.js'))).toBe(true);
  });

  it('type-checks a TypeScript caller against the declarations, and refuses a wrong option type', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: ['node'], typeRoots: [join(ROOT, 'node_modules', '@types')] },
      files: ['use.ts'],
    }));
    writeFileSync(join(project, 'use.ts'), `
      import { simulate, loadDeck, newGame, legalActions, step, describeAction, ActionKind, actionKind, type Bot, type SimulationResult } from 'ptcg-sim';
      const deck = loadDeck('x.txt');
      const bot: Bot = { name: 'mine', choose: (_s, actions, n) => (n > 1 && actionKind(actions[0]) === ActionKind.EndTurn ? 1 : 0) };
      const s = newGame({ deck, opponent: deck });
      const a: number[] = legalActions(s);
      const text: string = describeAction(s, a[0]);
      step(s, a[0]);
      const r: Promise<SimulationResult> = simulate({ deck, opponent: deck, games: 10, bots: [bot, 'greedy'], workers: 1 });
      void r; void text;`);
    const ok = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(ok.stdout + ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    writeFileSync(join(project, 'use.ts'), `import { simulate } from 'ptcg-sim';\nvoid simulate({ deck: 'a.txt', opponent: 'b.txt', games: 'many' });\n`);
    const bad = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toMatch(/use\.ts\(2,\d+\): error TS/);
    expect(bad.stdout).toMatch(/Type 'string' is not assignable to type 'number'/);
  });

  it('type-checks in a project without Node\'s types and with skipLibCheck off (no piscina types in the declarations)', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const dir = join(project, 'no-node-types');
    execFileSync('mkdir', ['-p', dir]);
    // No `types`, no typeRoots: only what the package's own declarations pull in is checked.
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: ['use.ts'],
    }));
    writeFileSync(join(dir, 'use.ts'), `
      import { simulate, loadDeck, type SimulationResult, type RunProgress } from 'ptcg-sim';
      const seen: RunProgress[] = [];
      const r: Promise<SimulationResult> = simulate({ deck: loadDeck('x.txt'), opponent: 'y.txt', games: 10, onProgress: (p) => seen.push(p) });
      void r;`);
    const out = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
    expect(out.stdout + out.stderr).toBe('');
    expect(out.status).toBe(0);
  });

  it('loadDeck of a bad list throws DeckError whose problems are the lines `ptcg validate` prints', () => {
    writeFileSync(join(project, 'bad.txt'), 'Pokémon: 3\n4 Nonexistent Card XYZ 1\nnot a card line\n56 Basic {F} Energy SVE 6\n');
    const out = script('bad-deck.mjs', `
      import { loadDeck, DeckError } from 'ptcg-sim';
      try { loadDeck('bad.txt'); console.log('null'); }
      catch (e) { console.log(JSON.stringify({ isDeckError: e instanceof DeckError, name: e.name, problems: e.problems, message: e.message })); }`);
    expect(out.isDeckError).toBe(true);
    expect(out.name).toBe('DeckError');
    const cli = installedCli('validate', 'bad.txt');
    expect(cli.status).toBe(1);
    const lines = out.problems.map((p: { path: string; line: number; reason: string }) => `${p.path}${p.line > 0 ? `:${p.line}` : ''}: ${p.reason}`);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines).toEqual(cli.stdout.trim().split('\n'));
    expect(out.message.split('\n')).toEqual(lines);
    expect(lines.some((l: string) => l.startsWith('bad.txt:3: '))).toBe(true);
  });

  it('simulate gives the document of `simulate --json` for the same arguments (matchup on 2 workers, matrix)', () => {
    const out = script('simulate.mjs', `
      import { simulate, bundledDeckPath } from 'ptcg-sim';
      const d = (n) => bundledDeckPath(n);
      const one = await simulate({ deck: d('standard/lucario-ex'), opponent: d('standard/miraidon-ex'), games: 300, seed: 'lib', workers: 2, bots: ['greedy', 'random'] });
      const matrix = await simulate({ decks: [d('classic/zap'), d('classic/blackout'), d('classic/brushfire')], games: 40, seed: 7, workers: 1 });
      console.log(JSON.stringify({ one, matrix, files: [d('standard/lucario-ex'), d('standard/miraidon-ex'), d('classic/zap'), d('classic/blackout'), d('classic/brushfire')] }));`);
    const [lucario, miraidon, zap, blackout, brushfire] = out.files as string[];
    const cliOne = installedCli('simulate', '--deck', lucario, '--opponent', miraidon, '--games', '300', '--seed', 'lib', '--workers', '1', '--bot', 'greedy,random', '--json');
    expect(cliOne.status).toBe(0);
    expect(out.one.checksum).toMatch(/^sha256:/);
    expect(out.one.counts[0]).toBe(300);
    expect(content(out.one)).toEqual(content(JSON.parse(cliOne.stdout)));
    const cliMatrix = installedCli('simulate', '--decks', zap, blackout, brushfire, '--games', '40', '--seed', '7', '--workers', '1', '--json');
    expect(cliMatrix.status).toBe(0);
    expect(out.matrix.kind).toBe('matrix');
    expect(out.matrix.matchups).toHaveLength(6);
    expect(content(out.matrix)).toEqual(content(JSON.parse(cliMatrix.stdout)));
  });

  it('an aborted simulate resolves with a partial result holding the games played', () => {
    const out = script('abort.mjs', `
      import { simulate, bundledDeckPath } from 'ptcg-sim';
      const stop = new AbortController();
      const r = await simulate({ deck: bundledDeckPath('classic/zap'), opponent: bundledDeckPath('classic/overgrowth'), games: 1000000, workers: 1, signal: stop.signal,
        onProgress: (p) => { if (p.done >= 500) stop.abort(); } });
      console.log(JSON.stringify({ partial: r.partial, played: r.counts[0], planned: r.plannedGames }));`);
    expect(out.partial).toBe(true);
    expect(out.played).toBeGreaterThanOrEqual(500);
    expect(out.played).toBeLessThan(out.planned);
  });

  it('playGame returns the records `play --log` writes; mulligan the study of `mulligan --json`', () => {
    const out = script('play.mjs', `
      import { playGame, mulligan, bundledDeckPath } from 'ptcg-sim';
      const deck = bundledDeckPath('classic/zap'), opponent = bundledDeckPath('classic/blackout');
      const g = await playGame({ deck, opponent, seed: 'p', game: 3 });
      const m = mulligan({ deck, setups: 5000, seed: 'm', card: 'Abra' });
      console.log(JSON.stringify({ records: g.records, winner: g.winner, text: g.text(), deck, opponent, m }));`);
    const log = join(project, 'game.jsonl');
    expect(installedCli('play', '--deck', out.deck, '--opponent', out.opponent, '--seed', 'p', '--game', '3', '--log', log, '--quiet').status).toBe(0);
    const cliRecords = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(out.records.length).toBeGreaterThan(50);
    expect(out.records[0].type).toBe('header');
    expect(out.records.at(-1).type).toBe('end');
    expect(out.records).toEqual(cliRecords);
    expect(out.winner).toBe(cliRecords.at(-1).winner);
    expect(out.text).toContain('draws 7');
    const cliMulligan = installedCli('mulligan', '--deck', out.deck, '--games', '5000', '--seed', 'm', '--card', 'Abra', '--json');
    expect(content(out.m)).toEqual(content(JSON.parse(cliMulligan.stdout)));
  });

  it('buildReport writes a report folder that `report --from` reads back', () => {
    const out = script('report.mjs', `
      import { simulate, buildReport, bundledDeckPath } from 'ptcg-sim';
      const r = await simulate({ decks: [bundledDeckPath('classic/zap'), bundledDeckPath('classic/blackout')], games: 30, workers: 1 });
      const w = await buildReport(r, 'rep', { titles: ['Two decks'] });
      console.log(JSON.stringify(w));`);
    expect(out.index).toBe(join(project, 'rep', 'index.html'));
    expect(out.files).toContain('results.json');
    for (const f of out.files) expect(existsSync(join(project, 'rep', f)), f).toBe(true);
    expect(readFileSync(out.index, 'utf8')).toContain('Two decks');
    const again = installedCli('report', '--from', join('rep', 'results.json'), '--out', 'rep2');
    expect(again.stderr).toContain('report written to');
    expect(again.status).toBe(0);
  });

  it('the example custom bot plays: on worker threads through simulate, and by hand through the engine API', () => {
    const r = spawnSync(process.execPath, [join(pkg(), 'examples', 'custom-bot.mjs'), '60'], { cwd: project, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.simulate.bots).toEqual(['attack-first', 'greedy']);
    expect(out.simulate.wins[0] + out.simulate.wins[1] + out.simulate.draws).toBe(60);
    expect(out.byHand.decisions).toBeGreaterThan(20);
    expect([0, 1, 2]).toContain(out.byHand.winner);
    expect(out.byHand.firstMoves[0]).toMatch(/^player [01]: choose to go (first|second)$/);
  });

  it('`ptcg --version` run in the host project prints the package\'s version, not the host\'s', () => {
    const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    const r = installedCli('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(own);
    expect(own).not.toBe('1.0.0'); // the host project's version, which yargs' default printed
  });
});
