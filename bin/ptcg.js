#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build` (run by `npm ci` via "prepare").
// Commands that play on worker threads run in a process whose threads allocate from one malloc
// arena (src/cli/one-arena.ts), started before the CLI's modules load.
import { playsOnWorkers, relaunchOnOneArena } from '../dist/src/cli/one-arena.js';

if (!playsOnWorkers(process.argv[2]) || relaunchOnOneArena() === null) await import('../dist/src/cli/main.js');
