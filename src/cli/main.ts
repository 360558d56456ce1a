#!/usr/bin/env node
// The command line: argument parsing and wiring only.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { fail, UserError } from './errors.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { validateCommand } from './validate.js';

async function main(): Promise<void> {
  await yargs(hideBin(process.argv))
    .scriptName('ptcg')
    .usage('$0 <command> [options]')
    .command('play', 'play one seeded game and print its log', (y) => y
      .option('deck', { type: 'string', demandOption: true, describe: 'deck file of player 0' })
      .option('opponent', { type: 'string', demandOption: true, describe: 'deck file of player 1' })
      .option('seed', { type: 'string', default: '1', describe: 'seed (any text)' })
      .option('game', { type: 'string', describe: 'game index within the seed (default 0)' })
      .option('rules', { type: 'string', describe: 'standard | sm | classic (default: classic for Base Set decks, else standard)' })
      .option('bot', { type: 'string', default: 'greedy', describe: 'bot for both sides, or two: greedy,random' })
      .option('log', { type: 'string', describe: 'also write the game as JSON Lines to this file' })
      .option('sudden-death', { type: 'boolean', default: false, describe: 'play a 1-prize game on a tie (W4) instead of a draw' })
      .option('turn-limit', { type: 'string', describe: 'turns before a draw (W5), default 200' })
      .option('quiet', { type: 'boolean', default: false, describe: 'print nothing (with --log)' }),
    (a) => playCommand(a as never))
    .command('replay <file>', 're-play a JSON Lines game log and check it reproduces', (y) => y
      .positional('file', { type: 'string', demandOption: true }),
    (a) => replayCommand(String(a.file)))
    .command('validate <decks..>', 'check deck lists (D1–D5 and the card pool)', (y) => y
      .positional('decks', { type: 'string', array: true, demandOption: true }),
    (a) => { process.exitCode = validateCommand((a.decks as string[]).map(String)); })
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
