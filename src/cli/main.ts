#!/usr/bin/env node
// The command line: argument parsing and wiring only. Every option has a description (a test reads
// each command's --help to keep it so).
import yargs, { type Options } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { fail, UserError } from './errors.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { validateCommand } from './validate.js';
import { rulesOrFail } from './decks.js';
import { simulateCommand } from './simulate.js';
import { mergeCommand } from './merge.js';
import { mulliganCommand } from './mulligan.js';
import { mainJobCommand } from './main-job.js';
import { reportCommand } from './report.js';
import { cardsCommand } from './cards.js';

const RULES = 'standard | sm | classic | classic-turn1-attack (default: classic when every card is from Base Set, else standard)';

/** Options shared by several commands, described once. */
const opt = {
  seed: { type: 'string', default: '1', describe: 'master seed (any text): the same seed gives the same games' },
  rules: { type: 'string', describe: RULES },
  bot: { type: 'string', default: 'greedy', describe: 'bot for both sides, or one per side: random | greedy | ismcts:N (search, N iterations a decision), e.g. ismcts:400,greedy' },
  workers: { type: 'string', describe: 'worker threads (default: the number of cores; more warns)' },
  suddenDeath: { type: 'boolean', default: false, describe: 'play a 1-prize game on a tie (W4) instead of a draw' },
  turnLimit: { type: 'string', describe: 'turns before the game is a draw (W5), default 200' },
  checkpoint: { type: 'string', describe: 'save progress to this file from the start, then every second; Ctrl-C keeps every finished game' },
  resume: { type: 'string', describe: 'continue from a checkpoint file (same arguments; refused if edited or from another run)' },
  json: { type: 'boolean', default: false, describe: 'print the result document (docs/RESULTS.md) instead of a table' },
} satisfies Record<string, Options>;

async function main(): Promise<void> {
  await yargs(hideBin(process.argv))
    .scriptName('ptcg')
    .usage('$0 <command> [options]')
    .command('play', 'play one seeded game and print its log', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file of player 0' })
      .option('opponent', { type: 'string', demandOption: true, describe: 'deck file of player 1' })
      .option('seed', opt.seed)
      .option('game', { type: 'string', describe: 'game index within the seed (default 0): game i of `simulate` with the same seed and decks' })
      .option('rules', opt.rules)
      .option('bot', opt.bot)
      .option('log', { type: 'string', describe: 'also write the game as JSON Lines to this file (docs/LOG-FORMAT.md)' })
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit)
      .option('quiet', { type: 'boolean', default: false, describe: 'print nothing (with --log)' }),
    (a) => playCommand(a as never))
    .command('replay <file>', 're-play a JSON Lines game log and check it reproduces', (y) => y
      .positional('file', { type: 'string', demandOption: true, describe: 'a log written by play --log' }),
    (a) => replayCommand(String(a.file)))
    .command('validate <decks..>', 'check deck lists (D1–D5 and the card pool)', (y) => y
      .positional('decks', { type: 'string', array: true, demandOption: true, describe: 'deck list files (PTCG Live text format)' })
      .option('rules', { type: 'string', describe: 'standard | sm | classic | classic-turn1-attack: the era of cards named without a set code, when the list\'s other cards don\'t tell' }),
    (a) => { process.exitCode = validateCommand((a.decks as string[]).map(String), a.rules === undefined ? undefined : rulesOrFail(a.rules, [])); })
    .command('simulate', 'run many seeded games on worker threads and summarise them', (y) => y
      .option('deck', { type: 'string', describe: 'deck file of seat 0' })
      .option('opponent', { type: 'string', describe: 'deck file of seat 1' })
      .option('decks', { type: 'string', array: true, describe: 'several deck files: every pair, both seatings (a matrix)' })
      .option('games', { type: 'string', default: '10000', describe: 'games per matchup (per seating in a matrix)' })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('bot', opt.bot)
      .option('json', opt.json)
      .option('out', { type: 'string', describe: 'also write the result document to this file (checked writable before the run)' })
      .option('shard', { type: 'string', describe: 'run only part K of N of the games (K/N, e.g. 0/4; N at most the games); add the parts with merge' })
      .option('checkpoint', opt.checkpoint)
      .option('resume', opt.resume)
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit)
      .option('task-size', { type: 'string', describe: 'games per worker task (default: up to 10,000); results do not depend on it' })
      .option('card-stats', { type: 'boolean', default: false, describe: 'also count per-card statistics (drawn, played, win rate when played, attacks, prizes, first attack); slower' }),
    (a) => simulateCommand(a as never))
    .command('merge <files..>', 'add shard results (simulate --shard --out) into one result', (y) => y
      .positional('files', { type: 'string', array: true, demandOption: true, describe: 'result files of the same run (checked, refused if edited)' })
      .option('out', { type: 'string', describe: 'write the merged document here (and print a summary)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the merged document instead of a summary' }),
    (a) => mergeCommand({ files: (a.files as string[]).map(String), out: a.out, json: a.json }))
    .command('mulligan', 'mulligan odds of a deck from setups only, beside the exact figures', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file' })
      .option('games', { type: 'string', default: '100000', describe: 'setups to simulate' })
      .option('seed', opt.seed)
      .option('card', { type: 'string', describe: 'also: chance of at least one of this card in the opening hand' })
      .option('json', { type: 'boolean', default: false, describe: 'print the study as JSON instead of a table' })
      .option('out', { type: 'string', describe: 'also write the JSON study to this file' }),
    (a) => mulliganCommand(a as never))
    .command('main', 'the default job: every bundled matchup, greedy vs greedy', (y) => y
      .option('games', { type: 'string', default: '3000', describe: 'games per matchup and seating' })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('out', { type: 'string', default: 'reports/latest', describe: 'report folder' }),
    (a) => mainJobCommand(a))
    .command('report', 'simulate every pair of decks (or load results) and write a report folder', (y) => y
      .option('decks', { type: 'string', array: true, describe: 'deck files: every pair, both seatings' })
      .option('deck', { type: 'string', describe: 'deck file of seat 0 (one matchup; with --opponent)' })
      .option('opponent', { type: 'string', describe: 'deck file of seat 1 (with --deck)' })
      .option('from', { type: 'string', array: true, describe: 'build from saved results (simulate --json/--out, merge, or a report folder\'s results.json)' })
      .option('games', { type: 'string', default: '10000', describe: 'games per matchup and seating' })
      .option('seed', opt.seed)
      .option('workers', opt.workers)
      .option('rules', opt.rules)
      .option('bot', opt.bot)
      .option('title', { type: 'string', describe: 'title of the deck group' })
      .option('out', { type: 'string', default: 'reports/latest', describe: 'report folder (checked writable before the run)' })
      .option('checkpoint', opt.checkpoint)
      .option('resume', opt.resume)
      .option('sudden-death', opt.suddenDeath)
      .option('turn-limit', opt.turnLimit),
    (a) => reportCommand(a as never))
    .command('cards', 'list the card pool: one line per card with what it does in the engine', (y) => y
      .option('set', { type: 'string', describe: 'only this set: a PTCG Live code (BS, SVI, PAL, …) or our set id (base1, sv1, …)' })
      .option('search', { type: 'string', describe: 'only cards whose name or paraphrase contains this text (any case)' })
      .option('json', { type: 'boolean', default: false, describe: 'print a JSON array of cards (id, code, number, set, name, kind, stage, hp, type, text)' }),
    (a) => cardsCommand(a))
    .demandCommand(1, 'name a command (see --help)')
    .strict()
    .fail((msg, err) => {
      if (err) throw err;
      throw new UserError(msg.split('\n')[0]);
    })
    .help()
    .parseAsync();
}

main().catch(fail);
