#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build` (run by `npm ci` via "prepare").
// Commands that play on worker threads run in a process whose threads allocate from one malloc
// arena (src/cli/one-arena.ts), started before the CLI's modules load. Ctrl-C is held from here on
// (src/cli/interrupt.ts), so one that comes while the CLI loads still lets a run save its checkpoint.
import { playsOnWorkers, relaunchOnOneArena } from '../dist/src/cli/one-arena.js';
import { holdSigint } from '../dist/src/cli/interrupt.js';

if (!playsOnWorkers(process.argv[2]) || relaunchOnOneArena() === null) {
  holdSigint();
  await import('../dist/src/cli/main.js');
}
