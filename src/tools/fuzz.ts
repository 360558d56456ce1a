// Random-playthrough robustness check of the engine. Plays games over every bundled deck pair
// that can meet (both seatings, mirrors included) with random and greedy bots, and at every step
// asserts: legal actions exist exactly until the game is over, a clone equals the state, the
// structural invariants hold (invariants.ts), no action is listed twice, the bot leaves the state
// alone, the turn limit is respected. At the end of each game it checks the end reason against
// the board, replays the recorded actions from the same seed, and resumes clones taken at the
// first decision of each kind (setup bench, extra draws, effect, promotion, retreat): each must
// reproduce the final state byte for byte.
//
//   node dist/src/tools/fuzz.js --games 20000 [--seed fuzz] [--start 0] [--bound]
//
// With --bound the games are played on the bound engine (dist/bound/, src/tools/bind-state.ts: the
// copy the simulator plays) and every check above runs on its one working state; the replays and
// resumed clones run on the modules as written, so each game also shows the copy plays as they do.
//
// Game i uses deck pair i % P, bots (i / P) % 3 and a rule variant (i / 3P) % 4, so any failing
// game can be replayed alone with --start i --games 1.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GameState, Phase, EndReason, END_REASON_NAMES, SLOTS, RuleParam, ProgKind } from '../engine/state.js';
import { attackName } from '../engine/tables.js';
import { newGame, step } from '../engine/game.js';
import { masterKey } from '../engine/rng.js';
import { ruleParams, DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { checkInvariants } from '../engine/invariants.js';
import { loadDeck } from '../decks/deck.js';
import { randomBot, greedyBot, type Bot } from '../bots/bots.js';
import { GameTable, type LoopObserver } from '../sim/game-loop.js';
import { BOUND_ENTRIES, boundCopyState } from '../sim/bound-sources.js';

export interface DeckPair {
  name0: string;
  name1: string;
  deck0: number[];
  deck1: number[];
  rules: RuleSetName;
}

/** Rule variants in rotation: the default game, sudden death on, and a short turn limit. */
export interface Variant {
  name: string;
  suddenDeath: boolean;
  turnLimit: number;
}
export const VARIANTS: Variant[] = [
  { name: 'default', suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT },
  { name: 'default', suddenDeath: false, turnLimit: DEFAULT_TURN_LIMIT },
  { name: 'sudden-death', suddenDeath: true, turnLimit: DEFAULT_TURN_LIMIT },
  { name: 'turn-limit-30', suddenDeath: false, turnLimit: 30 },
];

export const BOT_PAIRS: [Bot, Bot][] = [[randomBot, randomBot], [greedyBot, randomBot], [greedyBot, greedyBot]];

/** Phases whose first decision in a game is snapshotted and resumed from a clone at the end. */
const RESUME_PHASES = (1 << Phase.SetupBench) | (1 << Phase.ExtraDraws) | (1 << Phase.Effect) | (1 << Phase.Promote) | (1 << Phase.Retreat);

/** Safety net against a game that never ends (no real game comes near it). */
export const MAX_STEPS = 200_000;

export interface FuzzFailure {
  game: number;
  seed: string;
  pair: string;
  rules: RuleSetName;
  bots: string;
  variant: string;
  step: number;
  message: string;
  /** Played on the bound engine (FuzzEngine.bound). */
  bound: boolean;
}

export interface FuzzSummary {
  games: number;
  steps: number;
  ms: number;
  /** Games per end reason name (END_REASON_NAMES). */
  endReasons: Record<string, number>;
  failure: FuzzFailure | null;
}

export interface FuzzOptions {
  games: number;
  seed?: string;
  /** Index of the first game (to replay one game: start = its index, games = 1). */
  start?: number;
  /** Project root holding decks/; found from this file's location by default. */
  root?: string;
  /** The deck pairs in rotation (default: every bundled pair that can meet, deckPairs(root)). */
  pairs?: DeckPair[];
  /** Bot pairs in rotation (default: the engine's, BOT_PAIRS for the modules as written). */
  botPairs?: [Bot, Bot][];
  /** The game loop and bots the games are played with (default: the modules as written; `boundEngine()`: the bound copy). */
  engine?: FuzzEngine;
}

/** What plays the fuzz's games: a game loop and its bots in rotation. */
export interface FuzzEngine {
  name: string;
  /** Is it the bound copy (dist/bound/)? A failure's reproduce line then says `--bound`. */
  bound: boolean;
  GameTable: typeof GameTable;
  botPairs: [Bot, Bot][];
}

export const WRITTEN_ENGINE: FuzzEngine = { name: 'modules as written', bound: false, GameTable, botPairs: BOT_PAIRS };

/**
 * The bound engine built beside this module (dist/bound/, from dist/src/tools/fuzz.js): its game loop,
 * whose tables all play in its one working state, and its bots. Refuses a copy that is missing or
 * older than the modules it was made from.
 */
export async function boundEngine(): Promise<FuzzEngine> {
  const dist = new URL('../../', import.meta.url);
  const copy = boundCopyState(dist);
  if (copy === 'missing') throw new Error(`no bound engine in ${fileURLToPath(new URL('bound/', dist))}: run \`npm run build\`, and the fuzz from dist/`);
  if (copy !== 'current') throw new Error(`the bound engine is older than dist/src (${copy.stale}): run \`npm run build\``);
  const loop = await import(new URL(`bound/src/${BOUND_ENTRIES.gameLoop}`, dist).href) as typeof import('../sim/game-loop.js');
  const bots = await import(new URL(`bound/src/${BOUND_ENTRIES.bots}`, dist).href) as typeof import('../bots/bots.js');
  return { name: 'bound engine', bound: true, GameTable: loop.GameTable, botPairs: [[bots.randomBot, bots.randomBot], [bots.greedyBot, bots.randomBot], [bots.greedyBot, bots.greedyBot]] };
}

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'decks', 'classic')) && existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('fuzz: cannot find the project root (a folder with decks/)');
    dir = up;
  }
}

function decksIn(dir: string): { name: string; cards: number[] }[] {
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => {
    const d = loadDeck(join(dir, f));
    return { name: `${dir.split(/[\\/]/).pop()}/${f.replace(/\.txt$/, '')}`, cards: d.cards };
  });
}

/** Every ordered pair of bundled decks that can meet (same size, same rule set). */
export function deckPairs(root = findRoot()): DeckPair[] {
  const groups: { decks: { name: string; cards: number[] }[]; rules: RuleSetName }[] = [];
  const classic = decksIn(join(root, 'decks', 'classic'));
  groups.push({ decks: classic.filter((d) => d.cards.length === 60), rules: 'classic' });
  groups.push({ decks: classic.filter((d) => d.cards.length === 30), rules: 'classic' });
  groups.push({ decks: decksIn(join(root, 'decks', 'standard')).filter((d) => d.cards.length === 60), rules: 'standard' });
  const tournament = join(root, 'decks', 'standard-2026'); // issue 32's lists, when bundled
  if (existsSync(tournament)) groups.push({ decks: decksIn(tournament), rules: 'standard' });
  const pairs: DeckPair[] = [];
  for (const g of groups) {
    for (const a of g.decks) {
      for (const b of g.decks) pairs.push({ name0: a.name, name1: b.name, deck0: a.cards, deck1: b.cards, rules: g.rules });
    }
  }
  return pairs;
}

class Fail extends Error {}

/** Play and check games [start, start + games). Stops at the first failure. */
export function fuzz(opts: FuzzOptions): FuzzSummary {
  const seed = opts.seed ?? 'fuzz';
  const start = opts.start ?? 0;
  const t0 = performance.now();
  const pairs = opts.pairs ?? deckPairs(opts.root);
  const engine = opts.engine ?? WRITTEN_ENGINE;
  const botPairs = opts.botPairs ?? engine.botPairs;
  const key = masterKey(seed);
  const table = new engine.GameTable();
  const s = table.state;
  const replay = new GameState();
  const beforeBot = new GameState();
  const record: number[] = [];
  const snaps: { at: number; state: GameState }[] = [];
  const rulesCache = new Map<string, Int16Array>();
  const endReasons: Record<string, number> = {};
  let steps = 0, played = 0;

  for (let i = start; i < start + opts.games; i++) {
    const P = pairs.length;
    const pair = pairs[i % P];
    const bots = botPairs[Math.floor(i / P) % botPairs.length];
    const variant = VARIANTS[Math.floor(i / (P * botPairs.length)) % VARIANTS.length];
    const rkey = `${pair.rules}|${variant.suddenDeath}|${variant.turnLimit}`;
    let rules = rulesCache.get(rkey);
    if (!rules) {
      rules = ruleParams(pair.rules, { suddenDeath: variant.suddenDeath, turnLimit: variant.turnLimit });
      rulesCache.set(rkey, rules);
    }
    let k = 0;
    const fail = (message: string): never => {
      throw new Fail(message);
    };
    try {
      record.length = 0;
      snaps.length = 0;
      let snapped = 0, listed = 0;
      const observer: LoopObserver = {
        decision: (st, acts, n) => {
          if (!st.equals(beforeBot)) fail('legalActions changed the state');
          const over = st.phase[0] === Phase.Over;
          if (over && n !== 0) fail(`game over but ${n} legal actions`);
          if (!over && n === 0) fail(`no legal action in phase ${st.phase[0]} (decider ${st.decider[0]}${st.progKind[0] === ProgKind.Attack ? `; in the attack ${attackName(st.progSource[0])}, waiting for pend ${st.pend[0]}` : ''})`);
          if (k >= MAX_STEPS) fail(`still running after ${MAX_STEPS} steps`);
          for (let x = 1; x < n; x++) {
            for (let y = 0; y < x; y++) if (acts[x] === acts[y]) fail(`action 0x${acts[x].toString(16)} listed twice`);
          }
          // Snapshot the first decision of each kind; resumed after the game (below).
          const ph = st.phase[0];
          if (n > 0 && (RESUME_PHASES & (1 << ph)) !== 0 && (snapped & (1 << ph)) === 0) {
            snapped |= 1 << ph;
            snaps.push({ at: k, state: st.clone() });
          }
          listed = n;
        },
        chosen: (st, a, j) => {
          const bot = bots[st.decider[0]].name;
          if (!st.equals(beforeBot)) fail(`bot ${bot} modified the state`);
          if (!(j >= 0 && j < listed)) fail(`bot ${bot} chose index ${j} of ${listed}`);
          record.push(a);
        },
        stepped: (st, a) => {
          k++;
          if (!st.clone().equals(st)) fail('clone differs from the state');
          const bad = checkInvariants(st);
          if (bad !== null) fail(`after action 0x${a.toString(16)}: ${bad}`);
          const limit = st.rules[RuleParam.TurnLimit];
          if (st.turn[0] > limit) fail(`turn ${st.turn[0]} passed the limit ${limit}`);
          beforeBot.copyFrom(st);
        },
      };
      table.deal(key, i, pair.deck0, pair.deck1, rules);
      const bad = checkInvariants(s);
      if (bad !== null) fail(`after newGame: ${bad}`);
      beforeBot.copyFrom(s);
      table.playToEnd(bots, observer);
      const endBad = checkEnd(s, variant);
      if (endBad !== null) fail(endBad);
      // Replay the recorded actions from the same seed on the modules as written: the same final bytes.
      newGame(replay, pair.deck0, pair.deck1, rules, table.seedWords);
      for (let r = 0; r < record.length; r++) step(replay, record[r]);
      if (!replay.equals(s)) fail(`replaying ${record.length} recorded actions gives a different final state`);
      // A clone taken mid-decision resumes to the same end after other play ran in between.
      for (const snap of snaps) {
        replay.copyFrom(snap.state);
        for (let r = snap.at; r < record.length; r++) step(replay, record[r]);
        if (!replay.equals(s)) fail(`resuming a clone taken at step ${snap.at} (phase ${snap.state.phase[0]}) gives a different final state`);
      }
    } catch (e) {
      const message = e instanceof Fail ? e.message : `threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      return {
        games: played, steps, ms: performance.now() - t0, endReasons,
        failure: { game: i, seed, pair: `${pair.name0} vs ${pair.name1}`, rules: pair.rules, bots: `${bots[0].name}/${bots[1].name}`, variant: variant.name, step: k, message, bound: engine.bound },
      };
    }
    const reason = END_REASON_NAMES[s.endReason[0]] ?? String(s.endReason[0]);
    endReasons[reason] = (endReasons[reason] ?? 0) + 1;
    steps += k;
    played++;
  }
  return { games: played, steps, ms: performance.now() - t0, endReasons, failure: null };
}

/** The finished game's result agrees with the board. */
function checkEnd(s: GameState, v: Variant): string | null {
  const w = s.winner[0], r = s.endReason[0];
  if (w !== 0 && w !== 1 && w !== 2) return `game over with winner ${w}`;
  for (let p = 0; p < 2; p++) if (s.prizeCount[p] < 0) return `player ${p} has ${s.prizeCount[p]} prizes`;
  const draw = r === EndReason.TurnLimit || r === EndReason.Tie;
  if ((w === 2) !== draw) return `winner ${w} with end reason ${END_REASON_NAMES[r] ?? r}`;
  const loser = 1 - w;
  switch (r) {
    case EndReason.Prizes:
      if (s.prizeCount[w] !== 0) return `prize win with ${s.prizeCount[w]} prizes left`;
      return null;
    case EndReason.NoPokemon:
      if (s.slotTop[loser * SLOTS] >= 0 || s.benchCount[loser] !== 0) return 'no-Pokémon win but the loser has Pokémon in play';
      return null;
    case EndReason.DeckOut:
      if (s.deckCount[loser] !== 0 || s.current[0] !== loser) return 'deck-out win but the loser could draw';
      return null;
    case EndReason.TurnLimit:
      // W5: the game stops after its last allowed turn, so `turn` is the number of turns played.
      if (s.turn[0] !== s.rules[RuleParam.TurnLimit]) return `turn-limit draw at turn ${s.turn[0]} (limit ${s.rules[RuleParam.TurnLimit]})`;
      return null;
    case EndReason.SuddenDeath:
      if (!v.suddenDeath || s.suddenDeaths[0] === 0) return 'sudden-death win without a sudden-death game';
      return null;
    case EndReason.Tie:
      if (v.suddenDeath && s.suddenDeaths[0] < 3) return 'tie recorded although sudden death was still available';
      return null;
  }
  return `game over with end reason ${r}`;
}

export function formatFailure(f: FuzzFailure): string {
  return `FAIL game ${f.game} (seed '${f.seed}', ${f.pair}, ${f.rules} rules, bots ${f.bots}, variant ${f.variant}) at step ${f.step}: ${f.message}\n` +
    `reproduce: node dist/src/tools/fuzz.js --seed '${f.seed}' --start ${f.game} --games 1${f.bound ? ' --bound' : ''}`;
}

function parseArgs(argv: string[]): FuzzOptions & { bound: boolean } {
  const opts: FuzzOptions & { bound: boolean } = { games: 1000, seed: 'fuzz', start: 0, bound: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const int = (): number => {
      const v = value();
      if (!/^\d+$/.test(v)) throw new Error(`${arg} needs a non-negative integer, got '${v}'`);
      return Number(v);
    };
    if (arg === '--games') opts.games = int();
    else if (arg === '--seed') opts.seed = value();
    else if (arg === '--start') opts.start = int();
    else if (arg === '--bound') opts.bound = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node dist/src/tools/fuzz.js [--games N] [--seed S] [--start I] [--bound]');
      process.exit(0);
    } else throw new Error(`unknown argument '${arg}'`);
  }
  return opts;
}

async function main(): Promise<void> {
  let opts: FuzzOptions & { bound: boolean };
  try {
    opts = parseArgs(process.argv.slice(2));
    if (opts.bound) opts.engine = await boundEngine();
  } catch (e) {
    console.error(`fuzz: ${(e as Error).message}`);
    process.exit(2);
  }
  const sum = fuzz(opts);
  if (sum.failure !== null) {
    console.error(formatFailure(sum.failure));
    process.exit(1);
  }
  const reasons = Object.entries(sum.endReasons).sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ');
  console.log(`ok: ${sum.games} games, ${sum.steps} steps in ${(sum.ms / 1000).toFixed(1)} s (seed '${opts.seed}', start ${opts.start}, ${(opts.engine ?? WRITTEN_ENGINE).name})`);
  console.log(`end reasons: ${reasons}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
