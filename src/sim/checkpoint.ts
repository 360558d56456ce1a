// Checkpoints: the progress of a run (per matchup, the game ranges done and their counts), sealed
// with a checksum and checked for consistency when read back, so a resumed run can't silently
// count a game twice, skip one, or start from edited counts.
import { readFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { seal, checksumProblem } from './checksum.js';
import { countsProblem, C } from './counts.js';
import { cardCountsProblem } from './card-stats.js';
import { jobPairs } from './jobs.js';

export interface CheckpointConfig {
  seed: string; rules: string; bots: [string, string]; games: number; decks: string[]; deckCards: number[][];
  suddenDeath: boolean; turnLimit: number; shard: string | null; matrix: boolean;
  /** Present (true) only for a run with per-card statistics. */
  cardStats?: true;
  /** Present only when a seat's bot is a module of the user's own (`--bot ./my-bot.mjs`): per seat its URL, or null. */
  botModules?: (string | null)[];
}

export interface Checkpoint {
  kind: 'ptcg-checkpoint';
  config: CheckpointConfig;
  /** Per matchup (in run order): the game ranges [a, b) done and the sum of their counts (and card counts, with cardStats). */
  jobs: { done: [number, number][]; counts: number[]; cardCounts?: number[] }[];
}

/** How each config field is named in messages. */
const FIELD_NAMES: Record<keyof CheckpointConfig, string> = {
  seed: 'the seed', rules: 'the rules', bots: 'the bots', games: 'the number of games', decks: 'the deck files',
  deckCards: 'a deck list (the cards in a deck file)', suddenDeath: '--sudden-death', turnLimit: 'the turn limit', shard: 'the shard',
  matrix: 'matrix (--decks) or single matchup', cardStats: '--card-stats', botModules: 'the bot modules',
};

/** The first config field in which `had` differs from `want`, as a phrase; null when they agree. */
export function configDifference(want: CheckpointConfig, had: Partial<CheckpointConfig>): string | null {
  for (const k of Object.keys(FIELD_NAMES) as (keyof CheckpointConfig)[]) {
    const a = JSON.stringify(want[k]), b = JSON.stringify(had[k]);
    if (a === b) continue;
    const values = k === 'deckCards' ? '' : ` (checkpoint: ${b ?? 'missing'}; this run: ${a})`;
    return `${FIELD_NAMES[k]} differs${values}`;
  }
  return null;
}

export function checkpointText(cp: Checkpoint): string {
  return JSON.stringify(seal(cp));
}

/** Why a parsed checkpoint is inconsistent for a run of `jobs` matchups over games [start, end); null when sound. */
export function checkpointProblem(cp: Checkpoint, jobs: number, start: number, end: number): string | null {
  if (!Array.isArray(cp.jobs) || cp.jobs.length !== jobs) return `it has ${Array.isArray(cp.jobs) ? cp.jobs.length : 'no'} matchups (${jobs} expected)`;
  for (const [k, job] of cp.jobs.entries()) {
    const where = jobs > 1 ? `matchup ${k + 1}: ` : '';
    if (!Array.isArray(job?.done) || !Array.isArray(job.counts)) return `${where}no done ranges or counts`;
    const ranges = job.done.map((r) => (Array.isArray(r) ? r : [NaN, NaN])).slice().sort((x, y) => x[0] - y[0]);
    let games = 0;
    for (const [i, [a, b]] of ranges.entries()) {
      if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a >= b) return `${where}done range [${a}, ${b}) is not a range of games`;
      if (a < start || b > end) return `${where}done range [${a}, ${b}) lies outside this run's games [${start}, ${end})`;
      if (i > 0 && a < ranges[i - 1][1]) return `${where}done ranges [${ranges[i - 1][0]}, ${ranges[i - 1][1]}) and [${a}, ${b}) overlap`;
      games += b - a;
    }
    const why = countsProblem(job.counts);
    if (why) return `${where}${why}`;
    if (job.counts[C.games] !== games) return `${where}its counts hold ${job.counts[C.games]} games but its done ranges cover ${games}`;
    if (cp.config?.cardStats === true) {
      const [i, j] = jobPairs(cp.config.deckCards?.length ?? 0, cp.config.matrix === true)[k] ?? [0, 1];
      const lists = cp.config.deckCards ?? [];
      if (!Array.isArray(job.cardCounts) || !Array.isArray(lists[i]) || !Array.isArray(lists[j])) return `${where}no card counts`;
      const bad = cardCountsProblem(job.cardCounts, [lists[i], lists[j]], games, [job.counts[C.wins], job.counts[C.wins + 1]]);
      if (bad) return `${where}${bad}`;
    }
  }
  return null;
}

/** Read a checkpoint for the run described by `want`; throws an InputError naming the file and what is wrong. */
export function readCheckpoint(file: string, want: CheckpointConfig, jobs: number, start: number, end: number): Checkpoint {
  const cp = readCheckpointFile(file);
  const diff = configDifference(want, cp.config ?? {});
  if (diff) throw new InputError(`${file}: the checkpoint was made for a different run: ${diff}`);
  const why = checkpointProblem(cp, jobs, start, end);
  if (why) throw new InputError(`${file}: refused: ${why}`);
  return cp;
}

/** Games done in a checkpoint, over all its matchups (0 for one that holds none, or is malformed). */
export function checkpointGames(cp: Checkpoint): number {
  let games = 0;
  for (const job of Array.isArray(cp.jobs) ? cp.jobs : []) {
    for (const r of Array.isArray(job?.done) ? job.done : []) if (Array.isArray(r) && Number.isSafeInteger(r[1] - r[0])) games += r[1] - r[0];
  }
  return games;
}

/**
 * A checkpoint file, read and its checksum checked, but not yet checked against a run (its config
 * is what `--resume FILE` alone runs); throws an InputError naming the file and what is wrong.
 */
export function readCheckpointFile(file: string): Checkpoint {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`${file}: ${code === 'ENOENT' ? 'no such checkpoint file' : `cannot read (${code})`}`);
  }
  let cp: Checkpoint;
  try {
    cp = JSON.parse(text) as Checkpoint;
  } catch {
    throw new InputError(`${file}: not a valid checkpoint (bad JSON)`);
  }
  if (cp === null || typeof cp !== 'object' || cp.kind !== 'ptcg-checkpoint') throw new InputError(`${file}: not a ptcg checkpoint file`);
  const sealed = checksumProblem(cp);
  if (sealed) throw new InputError(`${file}: refused: ${sealed}`);
  return cp;
}
