#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build` (run by `npm ci` via "prepare").
import '../dist/src/cli/main.js';
