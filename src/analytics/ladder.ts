// A bot ladder as a document (`ptcg ladder --json`, docs/RESULTS.md "Ladder documents"): the raw
// result of every configuration, Bradley–Terry ratings fitted to all of them, and the head-to-head
// scores. The document is rebuilt from its configurations when read back, so a file whose ratings
// don't follow from its games is refused.
import { C } from '../sim/counts.js';
import { seal, checksumProblem } from '../sim/checksum.js';
import type { PlayedLadder } from '../sim/ladder-run.js';
import { fitBradleyTerry, type PairRecord, type Rating } from './bradley-terry.js';
import { wilson, type Interval } from './stats.js';
import { contentOf, readTextFile } from './result-file.js';
import { InputError } from '../errors.js';

export const LADDER_SCHEMA = 1;

export interface LadderSettings {
  seed: string;
  rules: string;
  /** Bot names in the order given. */
  bots: string[];
  /** The bot rated 0. */
  anchor: string;
  decks: string[];
  deckFiles: string[];
  /** Games asked for per configuration. */
  games: number;
  suddenDeath: boolean;
  turnLimit: number;
}

/** The games of one configuration: seat 0's bot and deck against seat 1's. */
export interface ConfigurationResult {
  bots: [string, string];
  decks: [string, string];
  deckFiles: [string, string];
  games: number;
  wins: [number, number];
  draws: number;
}

/** A bot's record over all its games: score = (wins + draws/2) / games, with its Wilson interval. */
export interface Record3 { games: number; wins: number; losses: number; draws: number; score: Interval }

export interface LadderRating extends Record3 {
  bot: string;
  /** Elo points relative to the anchor; low / high null where the games leave that side open. */
  rating: Rating;
}

export interface HeadToHead extends Record3 { bot: string; opponent: string }

export interface LadderResult {
  schema: number;
  kind: 'ladder';
  tool: 'ptcg';
  partial: boolean;
  config: LadderSettings;
  model: { name: 'bradley-terry'; scale: 'elo'; draws: 'half'; interval: 'wald-95'; separated: boolean };
  /** Highest rating first. */
  ratings: LadderRating[];
  /** Every ordered pair of bots: the row bot's record against the opponent. */
  headToHead: HeadToHead[];
  configurations: ConfigurationResult[];
  gamesPerSecond: number;
  elapsedSeconds: number;
}

function record(wins: number, losses: number, draws: number): Record3 {
  const games = wins + losses + draws;
  return { games, wins, losses, draws, score: wilson(wins + draws / 2, games) };
}

/** The configurations' raw results of a played ladder. */
export function configurationResults(config: LadderSettings, played: PlayedLadder): ConfigurationResult[] {
  return played.configurations.map((k, n) => {
    const counts = played.outcomes[n].counts;
    return {
      bots: [config.bots[k.bots[0]], config.bots[k.bots[1]]],
      decks: [config.decks[k.decks[0]], config.decks[k.decks[1]]],
      deckFiles: [config.deckFiles[k.decks[0]], config.deckFiles[k.decks[1]]],
      games: counts[C.games],
      wins: [counts[C.wins], counts[C.wins + 1]],
      draws: counts[C.draws],
    };
  });
}

/** The whole document from the settings and the configurations' results. */
export function buildLadder(config: LadderSettings, configurations: ConfigurationResult[], elapsedSeconds: number): LadderResult {
  const n = config.bots.length;
  const index = (bot: string) => {
    const k = config.bots.indexOf(bot);
    if (k < 0) throw new InputError(`a configuration names bot '${bot}', which is not one of the ladder's bots`);
    return k;
  };
  // pair[i][j]: wins, losses, draws of bot i against bot j
  const pair = Array.from({ length: n }, () => Array.from({ length: n }, () => [0, 0, 0]));
  for (const c of configurations) {
    const a = index(c.bots[0]), b = index(c.bots[1]);
    pair[a][b][0] += c.wins[0]; pair[a][b][1] += c.wins[1]; pair[a][b][2] += c.draws;
    pair[b][a][0] += c.wins[1]; pair[b][a][1] += c.wins[0]; pair[b][a][2] += c.draws;
  }
  const records: PairRecord[] = [];
  const headToHead: HeadToHead[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const [w, l, d] = pair[i][j];
      if (i < j) records.push({ i, j, wins: w, losses: l, draws: d });
      headToHead.push({ bot: config.bots[i], opponent: config.bots[j], ...record(w, l, d) });
    }
  }
  const fit = fitBradleyTerry(n, records, index(config.anchor));
  const ratings = config.bots.map((bot, i): LadderRating => {
    let w = 0, l = 0, d = 0;
    for (let j = 0; j < n; j++) if (j !== i) { w += pair[i][j][0]; l += pair[i][j][1]; d += pair[i][j][2]; }
    return { bot, rating: fit.ratings[i], ...record(w, l, d) };
  });
  // Highest first; equal ratings keep the order the bots were given in.
  const order = ratings.map((r, i) => ({ r, i })).sort((x, y) => y.r.rating.estimate - x.r.rating.estimate || x.i - y.i).map((x) => x.r);
  const games = configurations.reduce((s, c) => s + c.games, 0);
  return {
    schema: LADDER_SCHEMA, kind: 'ladder', tool: 'ptcg',
    partial: configurations.some((c) => c.games < config.games),
    config,
    model: { name: 'bradley-terry', scale: 'elo', draws: 'half', interval: 'wald-95', separated: fit.separated },
    ratings: order, headToHead, configurations,
    gamesPerSecond: elapsedSeconds > 0 ? games / elapsedSeconds : 0,
    elapsedSeconds,
  };
}

/** The document as written to a file or printed by --json: sealed, one field a line. */
export function ladderText(r: LadderResult): string {
  return JSON.stringify(seal(r), null, 1) + '\n';
}

const isCount = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;
const isText = (x: unknown) => typeof x === 'string';
const isPairOf = (x: unknown, ok: (v: unknown) => boolean) => Array.isArray(x) && x.length === 2 && x.every(ok);

/** Why a ladder document is inconsistent, or null. */
export function ladderProblem(r: LadderResult): string | null {
  if (r === null || typeof r !== 'object' || r.kind !== 'ladder' || r.tool !== 'ptcg') return 'not a ptcg ladder document';
  if (r.schema !== LADDER_SCHEMA) return `ladder schema ${String(r.schema)} (this version reads ${LADDER_SCHEMA})`;
  const c = r.config;
  if (!c || typeof c !== 'object' || !Array.isArray(c.bots) || c.bots.length < 2 || !c.bots.every(isText) || new Set(c.bots).size !== c.bots.length) return 'config.bots is not a list of two or more different bot names';
  if (!Array.isArray(c.decks) || !Array.isArray(c.deckFiles) || c.decks.length < 2 || c.deckFiles.length !== c.decks.length) return 'config.decks / config.deckFiles missing';
  if (!c.bots.includes(c.anchor)) return `config.anchor '${String(c.anchor)}' is not one of the bots`;
  if (!isCount(c.games) || c.games < 1) return `config.games is ${String(c.games)}`;
  if (!Array.isArray(r.configurations)) return 'configurations missing';
  const seen = new Set<string>();
  for (const [k, x] of r.configurations.entries()) {
    const at = `configuration ${k + 1}`;
    if (!x || !isPairOf(x.bots, (b) => c.bots.includes(b as string)) || x.bots[0] === x.bots[1]) return `${at}: bots are not two of the ladder's bots`;
    if (!isPairOf(x.deckFiles, (f) => c.deckFiles.includes(f as string)) || !isPairOf(x.decks, isText)) return `${at}: decks are not the ladder's decks`;
    if (!isCount(x.games) || !isPairOf(x.wins, isCount) || !isCount(x.draws)) return `${at}: games, wins and draws must be whole numbers ≥ 0`;
    if (x.wins[0] + x.wins[1] + x.draws !== x.games) return `${at}: wins + draws (${x.wins[0] + x.wins[1] + x.draws}) ≠ games (${x.games})`;
    if (x.games > c.games) return `${at}: ${x.games} games, more than the ${c.games} asked for`;
    const key = JSON.stringify([x.bots, x.deckFiles]);
    if (seen.has(key)) return `${at} appears twice`;
    seen.add(key);
  }
  const nb = c.bots.length, nd = c.decks.length;
  const expected = 2 * nb * (nb - 1) * nd * (nd - 1) / 2;
  if (seen.size !== expected) return `${seen.size} configurations for ${nb} bots and ${nd} decks (${expected} expected)`;
  if (typeof r.elapsedSeconds !== 'number' || !(r.elapsedSeconds >= 0)) return 'bad timing fields';
  const rebuilt = buildLadder(c, r.configurations, r.elapsedSeconds);
  const a = JSON.parse(contentOf(rebuilt)) as Record<string, unknown>, b = JSON.parse(contentOf(r)) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return `its field '${key}' does not follow from its configurations`;
  }
  return null;
}

/** Read and check a ladder file (ladder --out); throws an InputError naming the file and the problem. */
export function readLadderFile(file: string): LadderResult {
  const text = readTextFile(file);
  let r: LadderResult;
  try {
    r = JSON.parse(text) as LadderResult;
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message);
    const line = at ? text.slice(0, Number(at[1])).split('\n').length : null;
    throw new InputError(`${file}${line ? `:${line}` : ''}: not valid JSON (a ladder --json / --out document is expected)`);
  }
  if (r === null || typeof r !== 'object' || r.kind !== 'ladder') throw new InputError(`${file}: not a ptcg ladder document (kind "ladder" expected)`);
  const sealed = checksumProblem(r);
  if (sealed) throw new InputError(`${file}: refused: ${sealed}`);
  let why: string | null;
  try {
    why = ladderProblem(r);
  } catch (e) {
    why = e instanceof Error ? e.message : String(e);
  }
  if (why) throw new InputError(`${file}: refused: ${why}`);
  return r;
}

/** A bot with one deck against another bot with another, over both seatings. */
export interface DeckPairScore { bot: string; deck: string; opponent: string; opponentDeck: string; games: number; score: Interval }

/** Per bot pair and deck assignment (the first-listed bot's view), both seatings added. */
export function deckPairScores(r: LadderResult): DeckPairScore[] {
  const bots = r.config.bots;
  const out: DeckPairScore[] = [];
  for (const x of r.configurations) {
    const [a, b] = x.bots;
    if (bots.indexOf(a) > bots.indexOf(b)) continue; // counted with its seat swap
    const swap = r.configurations.find((y) => y.bots[0] === b && y.bots[1] === a && y.deckFiles[0] === x.deckFiles[1] && y.deckFiles[1] === x.deckFiles[0]);
    const score = x.wins[0] + x.draws / 2 + (swap ? swap.wins[1] + swap.draws / 2 : 0);
    const games = x.games + (swap?.games ?? 0);
    out.push({ bot: a, deck: x.decks[0], opponent: b, opponentDeck: x.decks[1], games, score: wilson(score, games) });
  }
  return out;
}
