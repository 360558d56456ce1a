#!/usr/bin/env node
// The command line: argument parsing and wiring only. Every option has a description (a test reads
// each command's --help to keep it so).
import yargs, { type Options } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { fail, UserError, endQuietlyOnClosedOutput } from './errors.js';
import { loadBotArgs } from './bots.js';
import { releaseSigint } from './interrupt.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { validateCommand } from './validate.js';
import { rulesOrFail, formatOrFail } from './decks.js';
import { simulateCommand } from './simulate.js';
import { mergeCommand } from './merge.js';
import { mulliganCommand } from './mulligan.js';
import { oddsCommand } from './odds.js';
import { mainJobCommand, MAIN_JOB_GAMES } from './main-job.js';
import { reportCommand } from './report.js';
import { cardsCommand } from './cards.js';
import { compareCommand } from './compare.js';
import { workerCommand } from './worker.js';
import { ladderCommand } from './ladder.js';
import { calibrateCommand } from './calibrate.js';
import { fieldCommand } from './field.js';
import { version } from './version.js';
import { DEFAULT_SEED } from '../sim/seeding.js';
import { ANALYSIS_BOT } from '../lib/bots.js';

const RULES = 'standard | sm | classic | classic-turn1-attack (default: classic when every card is from Base Set, else standard)';

/** Options shared by several commands, described once. */
const opt = {
  seed: { type: 'string', default: DEFAULT_SEED, describe: 'master seed (any text): the same seed gives the same games' },
  rules: { type: 'string', describe: RULES },
  format: { type: 'string', describe: 'standard-2026 | classic: refuse a list holding a card the format does not admit, naming each (RULES.md V5; the rule set is --rules)' },
  bot: { type: 'string', default: 'greedy', describe: 'bot for both sides, or one per side: random | greedy | pilot (plans its whole turn) | ismcts:N (search, N rollouts a decision, short rollouts scored by a fitted value; ismcts:N:race: longer rollouts scored by the race in Prizes; ismcts:N:ucb: the tree search; ismcts:N:pilot: the tree search with the pilot as its default policy) | a module path (./my-bot.mjs: its default export is the bot; docs/API.md), e.g. ismcts:400,greedy' },
  workers: { type: 'string', describe: 'worker threads (default: the number of cores; more warns)' },
  suddenDeath: { type: 'boolean', default: false, describe: 'play a 1-prize game on a tie (W4) instead of a draw' },
  turnLimit: { type: 'string', describe: 'turns before the game is a draw (W5), default 200' },
  checkpoint: { type: 'string', describe: 'save progress to this file from the start (a Ctrl-C while loading too), then every second; Ctrl-C keeps every finished game and prints the command that resumes; a file that holds finished games is refused (use --resume)' },
  resume: { type: 'string', describe: 'continue from a checkpoint file: `--resume FILE` alone replays its decks, games, seed, rules and bots (an argument that contradicts it is refused; refused if edited)' },
  json: { type: 'boolean', default: false, describe: 'print the result document (docs/RESULTS.md) instead of a table' },
  queue: { type: 'string', describe: 'play the games on `ptcg worker` processes through this Redis queue (redis://HOST:PORT; docs/SCALE-OUT.md)' },
  queueTimeout: { type: 'string', describe: 'with --queue: give up when no worker takes a job within this many seconds (default 60)' },
  jobSize: { type: 'string', describe: 'with --queue: games per job (default 10,000); results do not depend on it' },
} satisfies Record<string, Options>;

/** --bot of the commands whose numbers answer deck-building questions (compare, report, main): the pilot unless chosen. */
const analysisBot = { ...opt.bot, default: ANALYSIS_BOT, describe: `${opt.bot.describe}; here the pilot unless chosen (greedy plays ~25× more games a second)` } satisfies Options;

/**
 * An option of a run that a checkpoint holds: its default is applied by the command, not by yargs
 * (the help still shows it), so that `--resume FILE` can tell it was not given and take the
 * checkpoint's.
 */
function heldByCheckpoint(o: Options): Options {
  const { default: value, ...rest } = o;
  return { ...rest, defaultDescription: String(value) };
}

/** The commands that handle Ctrl-C during their run (interrupt.ts): one that came while the CLI loaded goes to them. */
const TAKE_CTRL_C = new Set(['simulate', 'report', 'ladder', 'odds', 'compare']);

/** What a command says when its files are missing (yargs' own message names no file). */
const MISSING_POSITIONAL: Record<string, string> = {
  validate: 'validate needs the deck list files to check, e.g. ptcg validate my-list.txt',
  replay: 'replay needs a log file written by play --log, e.g. ptcg replay game.jsonl',
  merge: 'merge needs the result files to add, e.g. ptcg merge part-*.json',
  compare: 'compare needs lists A and B, e.g. ptcg compare a.txt b.txt --against x.txt',
};

/** camelCase → kebab-case (yargs accepts both spellings of an option). */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * An option that takes a value, given without one (`--seed` last, or followed by another option, or
 * `--seed=`), is refused: yargs would use its default, or an empty text, without a word.
 */
function refuseMissingValues(args: string[], valued: ReadonlySet<string>): void {
  for (let k = 0; k < args.length; k++) {
    if (args[k] === '--') return;
    const m = /^--([^=]+)(?:=(.*))?$/s.exec(args[k]);
    if (!m || !valued.has(kebab(m[1]))) continue;
    const value = m[2] ?? args[k + 1];
    if (value === undefined || value === '' || (m[2] === undefined && /^-(?!\d)/.test(value))) throw new UserError(`--${kebab(m[1])} needs a value`);
  }
}

async function main(): Promise<void> {
  endQuietlyOnClosedOutput();
  const args = hideBin(process.argv);
  const cli = yargs(args);
  await cli
    .scriptName('ptcg')
    .usage('$0 <command> [options]')
    .command('play', 'play one seeded game and print its log', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file of player 0' })
      .option('opponent', { type: 'string', demandOption: true, describe: 'deck file of player 1' })
      .option('seed', opt.seed)
      .option('game', { type: 'string', describe: 'game index within the seed (default 0): game i of `simulate` with the same seed and decks' })
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('bot', opt.bot)
      .option('log', { type: 'string', describe: 'also write the game as JSON Lines to this file (docs/LOG-FORMAT.md)' })
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit)
      .option('quiet', { type: 'boolean', default: false, describe: 'print nothing (with --log)' }),
    (a) => playCommand(a as never))
    .command('replay <file>', 're-play a JSON Lines game log and check it reproduces', (y) => y
      .positional('file', { type: 'string', demandOption: true, describe: 'a log written by play --log' }),
    (a) => replayCommand(String(a.file)))
    .command('validate <decks..>', 'check deck lists (D1–D5, the card pool, and a format: V5)', (y) => y
      .positional('decks', { type: 'string', array: true, demandOption: true, describe: 'deck list files (PTCG Live text format)' })
      .option('rules', { type: 'string', describe: 'standard | sm | classic | classic-turn1-attack: the era of cards named without a set code, when the list\'s other cards don\'t tell' })
      .option('format', { type: 'string', describe: 'standard-2026 | classic: name each card the format does not admit, exit 1 (RULES.md V5); without it, ok names the format the printings imply' }),
    (a) => {
      const format = formatOrFail(a.format);
      process.exitCode = validateCommand((a.decks as string[]).map(String), a.rules === undefined ? undefined : rulesOrFail(a.rules, []), format);
    })
    .command('simulate', 'run many seeded games on worker threads and summarise them', (y) => y
      .option('deck', { type: 'string', describe: 'deck file of seat 0' })
      .option('opponent', { type: 'string', describe: 'deck file of seat 1' })
      .option('decks', { type: 'string', array: true, describe: 'several deck files: every pair, both seatings (a matrix)' })
      .option('games', heldByCheckpoint({ type: 'string', default: '10000', describe: 'games per matchup (per seating in a matrix)' }))
      .option('seed', heldByCheckpoint(opt.seed))
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('bot', heldByCheckpoint(opt.bot))
      .option('json', opt.json)
      .option('out', { type: 'string', describe: 'also write the result document to this file (checked writable before the run)' })
      .option('shard', { type: 'string', describe: 'run only part K of N of the games (K/N, e.g. 0/4; N at most the games); add the parts with merge' })
      .option('checkpoint', opt.checkpoint)
      .option('resume', opt.resume)
      .option('sudden-death', heldByCheckpoint(opt.suddenDeath))
      .option('turn-limit', opt.turnLimit)
      .option('task-size', { type: 'string', describe: 'games per worker task (default: up to 10,000); results do not depend on it' })
      .option('queue', opt.queue)
      .option('queue-timeout', opt.queueTimeout)
      .option('job-size', opt.jobSize)
      .option('card-stats', heldByCheckpoint({ type: 'boolean', default: false, describe: 'also count per-card statistics (drawn, played, win rate when played, attacks, prizes, first attack); slower' })),
    (a) => simulateCommand(a as never))
    .command('ladder', 'rate bots against each other: every pair over every deck pair, seats and decks swapped (Bradley–Terry)', (y) => y
      .option('decks', { type: 'string', array: true, describe: 'two or more deck files: every pair of them is played' })
      .option('bots', { type: 'string', default: 'random,greedy', describe: 'two or more different bots separated by commas: names (random, greedy, pilot, ismcts:N) or module paths (./my-bot.mjs), e.g. random,greedy,pilot' })
      .option('anchor', { type: 'string', describe: 'the bot rated 0 (default: greedy when listed, else the first bot)' })
      .option('games', { type: 'string', default: '100', describe: 'games per configuration: per bot pair, deck pair and seating (4 configurations each)' })
      .option('seed', opt.seed)
      .option('workers', { ...opt.workers, describe: `${opt.workers.describe}; results do not depend on it` })
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('json', { type: 'boolean', default: false, describe: 'print the ladder document (docs/RESULTS.md) instead of tables' })
      .option('out', { type: 'string', describe: 'also write the ladder document to this file (for report --ladder)' })
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit)
      .option('task-size', { type: 'string', describe: 'games per worker task (default: up to 10,000); results do not depend on it' })
      .option('queue', opt.queue)
      .option('queue-timeout', opt.queueTimeout)
      .option('job-size', opt.jobSize),
    (a) => ladderCommand(a as never))
    .command('merge <files..>', 'add shard results (simulate --shard --out) into one result', (y) => y
      .positional('files', { type: 'string', array: true, demandOption: true, describe: 'result files of the same run (checked, refused if edited)' })
      .option('out', { type: 'string', describe: 'write the merged document here (and print a summary)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the merged document instead of a summary (the default; --out writes the document)' }),
    (a) => mergeCommand({ files: (a.files as string[]).map(String), out: a.out, json: a.json }))
    .command('mulligan', 'mulligan odds of a deck from setups only, beside the exact figures', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file' })
      .option('games', { type: 'string', default: '100000', describe: 'setups to simulate' })
      .option('seed', opt.seed)
      .option('card', { type: 'string', describe: 'also: chance of at least one of this card in the opening hand' })
      .option('rules', { type: 'string', describe: 'standard | sm | classic | classic-turn1-attack: the era of cards named without a set code, when the list\'s other cards don\'t tell' })
      .option('format', opt.format)
      .option('json', { type: 'boolean', default: false, describe: 'print the study as JSON instead of a table' })
      .option('out', { type: 'string', describe: 'also write the JSON study to this file' }),
    (a) => mulliganCommand(a as never))
    .command('odds', 'consistency of a deck: chances of goals ("Charizard ex in play by turn 3") going first and second, beside exact figures', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file' })
      .option('goal', { type: 'string', array: true, describe: 'a goal (docs/ODDS.md), e.g. "Rare Candy and Charizard ex in hand"; repeat for more (default: the deck\'s default goals)' })
      .option('by-turn', { type: 'string', describe: 'turn of goals that name none: met by the end of the deck\'s own turn K, 0 = at setup (default 3)' })
      .option('games', { type: 'string', default: '10000', describe: 'games (for turn goals) and deals (for setup goals)' })
      .option('opponent', { type: 'string', describe: 'deck file of a fixed opponent (default: the deck plays itself and both seats count)' })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('json', { type: 'boolean', default: false, describe: 'print the study as JSON (docs/RESULTS.md, kind "odds") instead of a table' })
      .option('out', { type: 'string', describe: 'also write the JSON study to this file' }),
    (a) => oddsCommand(a as never))
    .command('main', 'the default job: every bundled matchup, pilot vs pilot unless --bot says otherwise', (y) => y
      .option('games', { type: 'string', default: String(MAIN_JOB_GAMES), describe: 'games per matchup and seating' })
      .option('bot', analysisBot)
      .option('deck-games', { type: 'string', default: '1000', describe: "games of each deck against itself for its page's consistency table" })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('out', { type: 'string', default: 'reports/latest', describe: 'report folder' }),
    (a) => mainJobCommand(a))
    .command('report', 'simulate every pair of decks (or load results) and write a report folder', (y) => y
      .option('decks', { type: 'string', array: true, describe: 'deck files: every pair, both seatings' })
      .option('deck', { type: 'string', describe: 'deck file of seat 0 (one matchup; with --opponent)' })
      .option('opponent', { type: 'string', describe: 'deck file of seat 1 (with --deck)' })
      .option('from', { type: 'string', array: true, describe: 'build from saved results (simulate --json/--out, merge, or a report folder\'s results.json)' })
      .option('games', heldByCheckpoint({ type: 'string', default: '10000', describe: 'games per matchup and seating' }))
      .option('seed', heldByCheckpoint(opt.seed))
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('bot', heldByCheckpoint(analysisBot))
      .option('title', { type: 'string', describe: 'title of the deck group' })
      .option('ladder', { type: 'string', describe: 'add a "Bot ladder" section from a ladder document (ladder --out); alone, a report of just the ladder' })
      .option('shares', { type: 'string', describe: 'add an "Against the field" section: each deck\'s expected win rate against the field of this CSV file (deck,share; as ptcg field)' })
      .option('out', { type: 'string', default: 'reports/latest', describe: 'report folder (checked writable before the run)' })
      .option('checkpoint', opt.checkpoint)
      .option('resume', opt.resume)
      .option('sudden-death', heldByCheckpoint(opt.suddenDeath))
      .option('turn-limit', opt.turnLimit)
      .option('queue', opt.queue)
      .option('queue-timeout', opt.queueTimeout)
      .option('job-size', opt.jobSize)
      .option('odds-games', { type: 'string', describe: 'games per deck for the deck pages\' consistency tables (default 2000 when simulating; with --from only when given; 0: none)' }),
    (a) => reportCommand(a as never))
    .command('compare <a> <b>', 'is list B better than list A? paired games against each opponent, both seats', (y) => y
      .positional('a', { type: 'string', demandOption: true, describe: 'deck file of list A (the reference)' })
      .positional('b', { type: 'string', demandOption: true, describe: 'deck file of list B (the change)' })
      .option('against', { type: 'string', array: true, describe: 'opponent deck files (at least one)' })
      .option('games', { type: 'string', describe: 'games per list, opponent and seating (default 2000)' })
      .option('until-significant', { type: 'boolean', default: false, describe: 'play rounds until the pooled difference is significant (a group-sequential interval over the planned rounds, 5% error rate) or --max-games is spent' })
      .option('max-games', { type: 'string', describe: 'with --until-significant: the budget of games per list, opponent and seating (default 20000)' })
      .option('round', { type: 'string', describe: 'with --until-significant: games per list, opponent and seating in each round (default: a twentieth of the budget, at least 100)' })
      .option('independent', { type: 'boolean', default: false, describe: 'give A and B independent random streams instead of common random numbers (to measure what they save)' })
      .option('align', { type: 'boolean', default: true, describe: 'deal B\'s shared cards where A\'s are (default); --no-align: B as listed, on random streams of its own, so A against a copy of A (an A/A check) gets a proper interval around 0' })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('format', opt.format)
      .option('bot', { type: 'string', default: ANALYSIS_BOT, describe: 'bot of the two lists, or "lists,opponents": pilot (plans its whole turn; the default) | greedy (~25× more games a second) | random | ismcts:N | a module path (./my-bot.mjs)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the compare document (docs/RESULTS.md) instead of a table' })
      .option('out', { type: 'string', describe: 'also write the compare document to this file' })
      .option('report', { type: 'string', describe: 'also write a page to this folder (index.html with the difference chart, summary.md, compare.json)' })
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit),
    (a) => compareCommand(a as never))
    .command('calibrate', 'hold simulated matchups against observed records: both rates per pair, rank correlations, errors (docs/RESULTS.md)', (y) => y
      .option('results', { type: 'string', demandOption: true, describe: 'the simulated matchups: a simulate --out / merge result or a report\'s results.json' })
      .option('observed', { type: 'string', demandOption: true, describe: 'observed records: a CSV file with columns deck,opponent,wins,losses,ties (one row per ordered pair; names as the lists\' "# name:" lines or file names)' })
      .option('map', { type: 'string', describe: 'a CSV file with columns observed,deck naming the results\' deck of each observed name (an empty deck leaves the name\'s rows out)' })
      .option('ties-as', { type: 'string', describe: 'how a tie counts: third (of a win, the default) | half | loss' })
      .option('seed', { type: 'string', default: DEFAULT_SEED, describe: 'seed of the bootstrap intervals: the same seed gives the same intervals' })
      .option('resamples', { type: 'string', describe: 'bootstrap resamples of the correlations\' intervals (default 2000)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the calibration document (docs/RESULTS.md) instead of a table' })
      .option('out', { type: 'string', describe: 'also write the calibration document to this file' })
      .option('report', { type: 'string', describe: 'also write a page to this folder (index.html with the calibration chart, summary.md, calibration.json)' }),
    (a) => calibrateCommand(a as never))
    .command('field', 'each deck\'s expected win rate against a field of meta shares, ranked, with intervals', (y) => y
      .option('results', { type: 'string', demandOption: true, describe: 'the simulated matchups: a simulate --out / merge result or a report\'s results.json' })
      .option('shares', { type: 'string', demandOption: true, describe: 'the field: a CSV file with columns deck,share (any scale: shares are normalised)' })
      .option('map', { type: 'string', describe: 'a CSV file with columns observed,deck naming the results\' deck of each name in the shares' })
      .option('ties-as', { type: 'string', describe: 'how a tie counts: third (of a win, the default) | half | loss' })
      .option('json', { type: 'boolean', default: false, describe: 'print the field document (docs/RESULTS.md) instead of a table' })
      .option('out', { type: 'string', describe: 'also write the field document to this file' }),
    (a) => fieldCommand(a as never))
    .command('worker', 'play queued jobs of runs submitted with --queue, on this machine, until Ctrl-C', (y) => y
      .option('queue', { type: 'string', describe: 'the Redis URL of the queue, e.g. redis://127.0.0.1:6379' })
      .option('workers', { type: 'string', describe: 'threads playing each job (default: the number of cores)' })
      .option('lock-seconds', { type: 'string', describe: 'a job of a worker that stops answering goes back to the queue after this many seconds (default 30)' })
      .option('quiet', { type: 'boolean', default: false, describe: 'print nothing but errors' }),
    (a) => workerCommand(a as never))
    .command('cards', 'list the card pool: one line per card with what it does in the engine', (y) => y
      .option('set', { type: 'string', describe: 'only this set: a PTCG Live code (BS, SVI, PAL, …) or our set id (base1, sv1, …)' })
      .option('search', { type: 'string', describe: 'only cards whose name or paraphrase contains this text (any case)' })
      .option('coverage', { type: 'boolean', default: false, describe: 'instead of the cards: per set, the printings of the facts table and those the engine plays in full, and the distinct cards (name and text)' })
      .option('format', { type: 'string', describe: 'with --coverage: standard-2026 (regulation marks G–J and basic Energy) | classic (Base Set); default: every set of the facts table' })
      .option('json', { type: 'boolean', default: false, describe: 'print a JSON array of cards (id, code, number, set, name, kind, stage, hp, type, text); with --coverage, the coverage document (docs/RESULTS.md)' }),
    (a) => cardsCommand(a))
    .demandCommand(1, 'name a command (see --help)')
    // before yargs' own checks: an option given without a value (yargs would take its default)
    .middleware(() => {
      // the options of the command given (yargs 17 has getOptions; its types leave it out)
      const o = (cli as unknown as { getOptions(): { string: string[]; array: string[] } }).getOptions();
      refuseMissingValues(args, new Set([...o.string, ...o.array].map(kebab)));
    }, true)
    // then: a Ctrl-C held while the CLI loaded (interrupt.ts), and the bot modules of --bot / --bots
    .middleware(async (argv) => {
      if (!TAKE_CTRL_C.has(String(argv._[0]))) releaseSigint();
      await loadBotArgs(argv.bot, '--bot');
      await loadBotArgs(argv.bots, '--bots');
    })
    .strict()
    .fail((msg, err, y) => {
      if (err) throw err;
      if (args.length === 0) {
        // `ptcg` alone: the list of commands, then the one-line reason on stderr
        y.showHelp((text: string) => process.stdout.write(`${text}\n`));
        throw new UserError('name a command (the list is above)');
      }
      const missing = MISSING_POSITIONAL[String(args[0])];
      if (missing && /^Not enough non-option arguments/.test(msg)) throw new UserError(missing);
      throw new UserError(msg.split('\n')[0]);
    })
    .help()
    // Our own version: yargs' default reads the package.json nearest the working directory, the
    // host project's when the package is installed there.
    .version(version)
    .parseAsync();
}

main().catch(fail);
