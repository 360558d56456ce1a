// Randomness. A run's master seed (any string) is turned into key words by seedrandom's alea
// once; each game's generator is then seeded from (key, game index) with integer mixing only, so
// seeding costs nanoseconds and results do not depend on how games are split across workers.
// The game generator (sfc32) keeps its 4 words inside the state buffer: a clone carries it.
import seedrandom from 'seedrandom';
import type { GameState } from './state.js';

export type SeedKey = Uint32Array; // 4 words

/** Key words for a master seed. */
export function masterKey(seed: string | number): SeedKey {
  const g = seedrandom.alea(String(seed));
  const k = new Uint32Array(4);
  for (let i = 0; i < 4; i++) k[i] = g.int32() >>> 0;
  return k;
}

/** splitmix32-style finaliser. */
function mix(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Fill `out` (4 words) with the generator state for game `index` and stream `stream`. */
export function deriveWords(key: SeedKey, index: number, stream: number, out: Uint32Array): void {
  const lo = index >>> 0, hi = Math.floor(index / 4294967296) >>> 0;
  let h = mix(key[0] ^ mix(lo ^ mix(hi ^ mix(stream))));
  out[0] = h;
  h = mix(h ^ key[1]); out[1] = h;
  h = mix(h ^ key[2]); out[2] = h;
  h = mix(h ^ key[3]); out[3] = h | 1;
}

/** sfc32 step on 4 words; returns a uint32. */
export function next32(r: Uint32Array): number {
  const a = r[0], b = r[1], c = r[2], d = r[3];
  const t = (((a + b) | 0) + d) | 0;
  r[3] = (d + 1) | 0;
  r[0] = b ^ (b >>> 9);
  r[1] = (c + (c << 3)) | 0;
  const c2 = (c << 21) | (c >>> 11);
  r[2] = (c2 + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) (n ≤ 2^16 here, so the modulo bias is below 2^-16). */
export function below(r: Uint32Array, n: number): number {
  return ((next32(r) >>> 16) * n) >>> 16;
}

/** Warm up a freshly seeded generator. */
export function warm(r: Uint32Array): void {
  for (let i = 0; i < 12; i++) next32(r);
}

/** Fisher–Yates over list[base, base + n): the one shuffle (decks in play, the mulligan study). */
export function shuffle(r: Uint32Array, list: Uint8Array, base: number, n: number): void {
  for (let i = n - 1; i > 0; i--) {
    const j = below(r, i + 1);
    const t = list[base + i];
    list[base + i] = list[base + j];
    list[base + j] = t;
  }
}

/** A coin flip for the game (X6): injected flips first (tests), else the seeded generator. */
export function flip(s: GameState): boolean {
  if (s.injectLen[0] > 0) {
    const pos = s.injectPos[0];
    if (pos >= s.injectLen[0]) throw new Error('coin flip requested but all injected flips were used');
    s.injectPos[0] = pos + 1;
    return s.inject[pos] === 1;
  }
  return (next32(s.rng) & 0x80000000) !== 0;
}

/** A small generator for bots: its own stream, outside the game state. */
export class BotRng {
  readonly words = new Uint32Array(4);
  seed(key: SeedKey, index: number, stream: number): void {
    deriveWords(key, index, stream, this.words);
    warm(this.words);
  }
  below(n: number): number {
    return below(this.words, n);
  }
}
