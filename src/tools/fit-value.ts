// Fits the fitted value (src/bots/value.ts, `ismcts:N`; issue 34): plays greedy-vs-greedy
// games on the bundled decks (each game a pair of one group's decks, both drawn by a seeded
// generator, the groups in turn), notes at each turn's start the features of the position for the
// player about to play and whether that player won (drawn and unfinished games are left out), fits a
// logistic regression (src/analytics/logistic.ts) on four games in five and reports its log-loss on
// the fifth beside the race evaluation's (evaluate.ts), then writes the weights to
// src/bots/generated-value-weights.ts (atomically).
//   node dist/src/tools/fit-value.js [--games 10000] [--seed 1] [--check]
// --check writes nothing and exits 1 if the weights differ from the committed ones.
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GameState, Phase } from '../engine/state.js';
import { newGame, legalActions, step } from '../engine/game.js';
import { MAX_ACTIONS } from '../engine/actions.js';
import { ruleParams } from '../engine/rules.js';
import { masterKey, deriveWords, below } from '../engine/rng.js';
import type { BotRng } from '../engine/rng.js';
import { greedyChoose } from '../bots/greedy.js';
import { evaluate } from '../bots/evaluate.js';
import { valueFeatures, VALUE_FEATURES } from '../bots/value.js';
import { VALUE_WEIGHTS } from '../bots/generated-value-weights.js';
import { bundledGroups, defaultRules } from '../decks/bundled.js';
import { fitLogistic, logLoss, type Design } from '../analytics/logistic.js';
import { writeAtomic } from '../analytics/files.js';

/** The positions of the games: features (VALUE_FEATURES a row), label, the game's index, the race evaluation's chance for the player. */
export interface Positions extends Design { game: Int32Array; race: Float64Array }

const MAX_STEPS = 100_000; // a game longer than this is left out (none is known)

/** The positions of `games` greedy-vs-greedy games on the bundled decks, for seed `seed`. */
export function valuePositions(games: number, seed: string): Positions {
  const groups = bundledGroups().filter((g) => g.decks.length >= 2);
  const key = masterKey(`fit-value:${seed}`);
  const pick = new Uint32Array(4), dealWords = new Uint32Array(4);
  const s = new GameState(), acts = new Int32Array(MAX_ACTIONS), f = new Float64Array(VALUE_FEATURES);
  const d = VALUE_FEATURES;
  let x = new Float64Array(1 << 16), y = new Uint8Array(1 << 12), game = new Int32Array(1 << 12), race = new Float64Array(1 << 12);
  let rows = 0;
  const pending: number[] = []; // this game's rows: who was to play
  for (let g = 0; g < games; g++) {
    const group = groups[g % groups.length];
    deriveWords(key, g, 0, pick);
    const a = group.decks[below(pick, group.decks.length)], b = group.decks[below(pick, group.decks.length)];
    deriveWords(key, g, 1, dealWords);
    newGame(s, a.cards, b.cards, ruleParams(defaultRules([a, b])), dealWords);
    const first = rows;
    pending.length = 0;
    let turn = s.turn[0], steps = 0;
    while (s.phase[0] !== Phase.Over && steps < MAX_STEPS) {
      if (s.turn[0] !== turn) {
        turn = s.turn[0];
        const p = s.current[0];
        if (rows === y.length) {
          x = grow(x, 2 * y.length * d); y = grow(y, 2 * y.length); game = grow(game, 2 * game.length); race = grow(race, 2 * race.length);
        }
        valueFeatures(s, p, f);
        x.set(f, rows * d);
        game[rows] = g;
        const e = evaluate(s);
        race[rows] = p === 0 ? e : 1 - e;
        pending.push(p);
        rows++;
      }
      const m = legalActions(s, acts);
      if (m === 0) break;
      step(s, acts[m === 1 ? 0 : greedyChoose(s, acts, m, NO_RNG)]);
      steps++;
    }
    const win = s.winner[0];
    if (s.phase[0] !== Phase.Over || (win !== 0 && win !== 1)) { rows = first; continue; }
    for (let r = first; r < rows; r++) y[r] = pending[r - first] === win ? 1 : 0;
  }
  return { x: x.subarray(0, rows * d), y: y.subarray(0, rows), game: game.subarray(0, rows), race: race.subarray(0, rows), rows, d };
}

/** A copy of v in an array of n elements (n ≥ its length). */
function grow<T extends Float64Array | Uint8Array | Int32Array>(v: T, n: number): T {
  const w = new (v.constructor as new (n: number) => T)(n);
  w.set(v);
  return w;
}

/** The rows of games whose index is (holdOut) or is not (!holdOut) a multiple of 5. */
export function split(all: Positions, holdOut: boolean): Positions {
  const keep: number[] = [];
  for (let r = 0; r < all.rows; r++) if ((all.game[r] % 5 === 0) === holdOut) keep.push(r);
  const d = all.d, x = new Float64Array(keep.length * d), y = new Uint8Array(keep.length), game = new Int32Array(keep.length), race = new Float64Array(keep.length);
  keep.forEach((r, i) => { x.set(all.x.subarray(r * d, r * d + d), i * d); y[i] = all.y[r]; game[i] = all.game[r]; race[i] = all.race[r]; });
  return { x, y, game, race, rows: keep.length, d };
}

/** The mean log-loss of chances given per row. */
export function chanceLogLoss(chance: Float64Array, y: Uint8Array): number {
  let sum = 0;
  for (let r = 0; r < y.length; r++) sum -= Math.log(Math.min(1 - 1e-12, Math.max(1e-12, y[r] === 1 ? chance[r] : 1 - chance[r])));
  return sum / y.length;
}

/** The generated module's text. */
export function weightsModule(w: Float64Array, games: number, seed: string, rows: number): string {
  return `// Generated by src/tools/fit-value.ts (npm run fit:value): ${games} greedy-vs-greedy games on the\n` +
    `// bundled decks, seed '${seed}', ${rows} positions fitted. Do not edit: run the tool again.\n` +
    `// The fitted value's weights (src/bots/value.ts), in the order of valueFeatures.\n` +
    `export const VALUE_WEIGHTS = new Float64Array([${[...w].map((v) => v.toPrecision(17)).join(', ')}]);\n`;
}

const NO_RNG = null as unknown as BotRng; // the greedy bot ignores its generator

function main(): void {
  const arg = (name: string, d: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : d; };
  const games = Number(arg('games', '10000')), seed = arg('seed', '1');
  if (!Number.isInteger(games) || games < 10) throw new Error(`--games: '${arg('games', '')}' is not a whole number ≥ 10`);
  const all = valuePositions(games, seed);
  const train = split(all, false), test = split(all, true);
  const w = fitLogistic(train);
  console.log(`${games} games, ${all.rows} positions (${train.rows} fitted, ${test.rows} held out)`);
  console.log(`held-out log-loss: the race evaluation ${chanceLogLoss(test.race, test.y).toFixed(4)}, the fitted value ${logLoss(test, w).toFixed(4)} (a coin: ${Math.LN2.toFixed(4)})`);
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'bots', 'generated-value-weights.ts');
  const text = weightsModule(w, games, seed, train.rows);
  if (process.argv.includes('--check')) {
    const same = w.every((v, j) => Math.abs(v - VALUE_WEIGHTS[j]) < 1e-9);
    console.log(same ? 'the committed weights are these' : `the committed weights differ: ${[...VALUE_WEIGHTS].join(', ')}`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeAtomic(file, text);
  console.log(`wrote ${file}: ${[...w].map((v) => v.toFixed(3)).join(' ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try { main(); } catch (e) { console.error(`fit-value: ${(e as Error).message}`); process.exitCode = 2; }
}
