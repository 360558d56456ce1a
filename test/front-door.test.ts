// One front door (issue 28): the command line turns its argument strings into the library's options
// and the library checks them (lib/options.ts and the *Config functions), so both doors refuse the
// same bad values with the same message (the CLI spelling options as flags and showing values as
// typed) and build the same configuration from the same good options.
import { describe, it, expect } from 'vitest';
import { configFrom, type SimulateArgs } from '../src/cli/simulate.js';
import { ladderConfigFrom, type LadderArgs } from '../src/cli/ladder.js';
import { compareConfigFrom, type CompareArgs } from '../src/cli/compare.js';
import { oddsConfigFrom, type OddsArgs } from '../src/cli/odds.js';
import { simulateConfig, type SimulateOptions } from '../src/lib/simulate.js';
import { ladderConfig, type LadderOptions } from '../src/lib/ladder.js';
import { compareConfig, type CompareOptions } from '../src/lib/compare.js';
import { oddsConfig, type OddsOptions } from '../src/lib/odds.js';
import { LIBRARY } from '../src/lib/options.js';
import { cliDoor } from '../src/cli/args.js';

const LUCARIO = 'decks/standard/lucario-ex.txt';
const AMPHAROS = 'decks/standard/ampharos-ex.txt';
const VICTINI = 'decks/standard/victini-ex.txt';
const CHARIZARD = 'decks/standard/charizard-ex-league.txt';
const FIRE30 = 'decks/classic/starter-fire.txt';

const FLAG_OPTION: Record<string, string> = { bot: 'bots', goal: 'goals' };
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A message in one spelling: flags as the library's option names (--turn-limit → turnLimit, --bot →
 * bots), nested library names by their last part (untilSignificant.maxGames → maxGames), a value
 * shown as typed ('0') or as JSON (0, "abc") alike, each door's hint about bot forms alike.
 */
const canonical = (message: string): string => message
  .replace(/--([a-z][a-z-]*)/g, (_, flag: string) => FLAG_OPTION[flag] ?? camel(flag))
  .replace(/\buntilSignificant\.(\w+)/g, '$1')
  .replace(/\(got '([^']*)'\)|\(got "([^"]*)"\)/g, (_, a?: string, b?: string) => `(got ${a ?? b})`)
  .replace(LIBRARY.botForms, '<bot forms>')
  .replace(cliDoor({}).botForms, '<bot forms>');

const messageOf = async (p: () => Promise<unknown> | unknown): Promise<string> => {
  try {
    await p();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
};

interface Case<C, L> { name: string; cli: C; lib: L }

async function sameRefusals<C, L>(cases: Case<C, L>[], cliDoorFn: (a: C) => unknown, libDoorFn: (o: L) => unknown): Promise<void> {
  for (const c of cases) {
    const [fromCli, fromLib] = [await messageOf(() => cliDoorFn(c.cli)), await messageOf(() => libDoorFn(c.lib))];
    expect(fromCli, c.name).toMatch(/--[a-z]|no such file|D1/); // the CLI's message names the flag (or the file)
    expect(canonical(fromCli), c.name).toBe(canonical(fromLib));
  }
}

describe('one front door: the CLI and the library refuse the same bad options with the same message', () => {
  const pair = { deck: LUCARIO, opponent: AMPHAROS };
  it('simulate', async () => {
    const cases: Case<SimulateArgs, SimulateOptions>[] = [
      { name: 'games 0', cli: { ...pair, games: '0' }, lib: { ...pair, games: 0 } },
      { name: 'games abc', cli: { ...pair, games: 'abc' }, lib: { ...pair, games: 'abc' as never } },
      { name: 'games 1.5', cli: { ...pair, games: '1.5' }, lib: { ...pair, games: '1.5' as never } },
      { name: 'workers 300', cli: { ...pair, workers: '300' }, lib: { ...pair, workers: 300 } },
      { name: 'turn limit 0', cli: { ...pair, turnLimit: '0' }, lib: { ...pair, turnLimit: 0 } },
      { name: 'rules', cli: { ...pair, rules: 'modern' }, lib: { ...pair, rules: 'modern' as never } },
      { name: 'unknown bot', cli: { ...pair, bot: 'clever' }, lib: { ...pair, bots: 'clever' } },
      { name: 'shard 5/4', cli: { ...pair, shard: '5/4' }, lib: { ...pair, shard: { k: 5, n: 4 } } },
      { name: 'more shards than games', cli: { ...pair, games: '3', shard: '4/5' }, lib: { ...pair, games: 3, shard: { k: 4, n: 5 } } },
      { name: 'deck and decks', cli: { ...pair, decks: [LUCARIO, VICTINI] }, lib: { ...pair, decks: [LUCARIO, VICTINI] } },
      { name: 'one deck for a matrix', cli: { decks: [LUCARIO, LUCARIO] }, lib: { decks: [LUCARIO, LUCARIO] } },
      { name: 'no opponent', cli: { deck: LUCARIO }, lib: { deck: LUCARIO } },
      { name: 'a missing deck file', cli: { deck: 'no/such.txt', opponent: AMPHAROS }, lib: { deck: 'no/such.txt', opponent: AMPHAROS } },
      { name: 'D1 decks of different sizes', cli: { deck: FIRE30, opponent: AMPHAROS }, lib: { deck: FIRE30, opponent: AMPHAROS } },
    ];
    await sameRefusals(cases, configFrom, (o) => simulateConfig(o));
  });

  it('ladder', async () => {
    const decks = [LUCARIO, AMPHAROS];
    const cases: Case<LadderArgs, LadderOptions>[] = [
      { name: 'one bot', cli: { decks, bots: 'greedy' }, lib: { decks, bots: ['greedy'] } },
      { name: 'a bot twice', cli: { decks, bots: 'greedy,random,greedy' }, lib: { decks, bots: ['greedy', 'random', 'greedy'] } },
      { name: 'unknown bot', cli: { decks, bots: 'random,clever' }, lib: { decks, bots: ['random', 'clever'] } },
      { name: 'one deck', cli: { decks: [LUCARIO, LUCARIO], bots: 'random,greedy' }, lib: { decks: [LUCARIO, LUCARIO], bots: ['random', 'greedy'] } },
      { name: 'anchor', cli: { decks, bots: 'random,greedy', anchor: 'clever' }, lib: { decks, bots: ['random', 'greedy'], anchor: 'clever' } },
      { name: 'games 0', cli: { decks, bots: 'random,greedy', games: '0' }, lib: { decks, bots: ['random', 'greedy'], games: 0 } },
      { name: 'turn limit', cli: { decks, bots: 'random,greedy', turnLimit: '40000' }, lib: { decks, bots: ['random', 'greedy'], turnLimit: 40000 } },
    ];
    await sameRefusals(cases, ladderConfigFrom, (o) => ladderConfig(o));
  });

  it('compare', async () => {
    const lists = { a: LUCARIO, b: VICTINI };
    const cases: Case<CompareArgs, CompareOptions>[] = [
      { name: 'no opponent', cli: { ...lists, against: [] }, lib: { ...lists, against: [] } },
      { name: 'games 0', cli: { ...lists, against: [AMPHAROS], games: '0' }, lib: { ...lists, against: [AMPHAROS], games: 0 } },
      { name: 'games with a sequential run', cli: { ...lists, against: [AMPHAROS], untilSignificant: true, games: '100' }, lib: { ...lists, against: [AMPHAROS], untilSignificant: {}, games: 100 } },
      { name: 'max games 1', cli: { ...lists, against: [AMPHAROS], untilSignificant: true, maxGames: '1' }, lib: { ...lists, against: [AMPHAROS], untilSignificant: { maxGames: 1 } } },
      { name: 'too many rounds', cli: { ...lists, against: [AMPHAROS], untilSignificant: true, maxGames: '20000', round: '10' }, lib: { ...lists, against: [AMPHAROS], untilSignificant: { maxGames: 20000, round: 10 } } },
      { name: 'unknown bot', cli: { ...lists, against: [AMPHAROS], bot: 'greedy,clever' }, lib: { ...lists, against: [AMPHAROS], bots: ['greedy', 'clever'] } },
      { name: 'workers 0', cli: { ...lists, against: [AMPHAROS], workers: '0' }, lib: { ...lists, against: [AMPHAROS], workers: 0 } },
    ];
    await sameRefusals(cases, compareConfigFrom, (o) => compareConfig(o));
  });

  it('odds', async () => {
    const deck = { deck: CHARIZARD };
    const cases: Case<OddsArgs, OddsOptions>[] = [
      { name: 'by turn 21', cli: { ...deck, byTurn: '21' }, lib: { ...deck, byTurn: 21 } },
      { name: 'by turn x', cli: { ...deck, byTurn: 'x' }, lib: { ...deck, byTurn: 'x' as never } },
      { name: 'games 0', cli: { ...deck, games: '0' }, lib: { ...deck, games: 0 } },
      { name: 'a goal naming no card', cli: { ...deck, goal: ['Charzard ex in play'] }, lib: { ...deck, goals: ['Charzard ex in play'] } },
      { name: 'rules', cli: { ...deck, rules: 'modern' }, lib: { ...deck, rules: 'modern' as never } },
    ];
    // a goal's message names the goal, not an option: allow it through the flag check
    for (const c of cases) {
      const [fromCli, fromLib] = [await messageOf(() => oddsConfigFrom(c.cli)), await messageOf(() => oddsConfig(c.lib))];
      expect(canonical(fromCli), c.name).toBe(canonical(fromLib));
    }
    expect(await messageOf(() => oddsConfigFrom({ ...deck, byTurn: 'x' }))).toBe("--by-turn must be a whole number from 0 to 20 (got 'x')");
    expect(await messageOf(() => oddsConfig({ ...deck, byTurn: 21 }))).toBe('byTurn must be a whole number from 0 to 20 (got 21)');
  });
});

describe('one front door: the same good options give the same configuration', () => {
  it('simulate (a matchup, and a matrix)', async () => {
    const cli = await configFrom({ deck: LUCARIO, opponent: AMPHAROS, games: '50', seed: 'door', workers: '1', turnLimit: '90', suddenDeath: true, bot: 'greedy,random', shard: '1/2', cardStats: true, taskSize: '7' });
    const { config: lib } = await simulateConfig({ deck: LUCARIO, opponent: AMPHAROS, games: 50, seed: 'door', workers: 1, turnLimit: 90, suddenDeath: true, bots: ['greedy', 'random'], shard: { k: 1, n: 2 }, cardStats: true, taskSize: 7 });
    expect(cli).toEqual(lib);
    expect([cli.games, cli.seed, cli.bots, cli.shard, cli.taskSize, cli.rules]).toEqual([50, 'door', ['greedy', 'random'], { k: 1, n: 2 }, 7, 'standard']);
    const matrix = await configFrom({ decks: [LUCARIO, AMPHAROS, VICTINI], workers: '2' });
    expect(matrix).toEqual((await simulateConfig({ decks: [LUCARIO, AMPHAROS, VICTINI], workers: 2 })).config);
    expect([matrix.matrix, matrix.games, matrix.seed, matrix.bots]).toEqual([true, 10000, '1', ['greedy', 'greedy']]);
  });

  it('ladder', async () => {
    const cli = await ladderConfigFrom({ decks: ['decks/classic/haymaker.txt', 'decks/classic/brushfire.txt'], bots: 'random, greedy', anchor: 'random', games: '20', seed: 's', workers: '1', turnLimit: '100', jobSize: '5' });
    const lib = await ladderConfig({ decks: ['decks/classic/haymaker.txt', 'decks/classic/brushfire.txt'], bots: ['random', 'greedy'], anchor: 'random', games: 20, seed: 's', workers: 1, turnLimit: 100, taskSize: 5 });
    expect(cli).toEqual({ run: lib.run, settings: lib.settings });
    expect([cli.run.rules, cli.run.taskSize, cli.settings.anchor]).toEqual(['classic', 5, 'random']);
  });

  it('compare (fixed and sequential)', async () => {
    const cli = await compareConfigFrom({ a: LUCARIO, b: VICTINI, against: [AMPHAROS, AMPHAROS], games: '40', seed: 'c', workers: '1', bot: 'greedy,random', independent: true, align: false, suddenDeath: true });
    const { config: lib } = await compareConfig({ a: LUCARIO, b: VICTINI, against: [AMPHAROS, AMPHAROS], games: 40, seed: 'c', workers: 1, bots: ['greedy', 'random'], commonRandomNumbers: false, align: false, suddenDeath: true });
    expect(cli).toEqual(lib);
    expect([cli.against.length, cli.common, cli.align, cli.sequentialRound]).toEqual([1, false, false, undefined]);
    const seq = await compareConfigFrom({ a: LUCARIO, b: VICTINI, against: [AMPHAROS], untilSignificant: true, maxGames: '4000', workers: '1' });
    expect(seq).toEqual((await compareConfig({ a: LUCARIO, b: VICTINI, against: [AMPHAROS], untilSignificant: { maxGames: 4000 }, workers: 1 })).config);
    expect([seq.games, seq.sequentialRound]).toEqual([4000, 200]);
  });

  it('odds', () => {
    const cli = oddsConfigFrom({ deck: CHARIZARD, opponent: LUCARIO, goal: ['Charizard ex in play by turn 3'], byTurn: '2', games: '300', seed: 'o', workers: '1' });
    const lib = oddsConfig({ deck: CHARIZARD, opponent: LUCARIO, goals: ['Charizard ex in play by turn 3'], byTurn: 2, games: 300, seed: 'o', workers: 1 });
    expect(cli).toEqual(lib);
    expect([cli.byTurn, cli.games, cli.seed, cli.goals]).toEqual([2, 300, 'o', ['Charizard ex in play by turn 3']]);
  });
});
