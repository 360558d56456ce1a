// `ptcg replay game.jsonl`: re-play the recorded decisions; the final state must match.
import { readFileSync } from 'node:fs';
import { replayRecords, ReplayError } from '../sim/logged-game.js';
import type { LogRecord } from '../sim/log.js';
import { UserError } from './errors.js';
import { END_REASON_NAMES } from '../engine/state.js';

/** A file that is one JSON document but not a log (a result, a checkpoint) gets a one-line answer saying what it is. */
function notALogOrNull(text: string, file: string): void {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return; // JSON Lines (or damage, reported line by line)
  }
  if (doc !== null && typeof doc === 'object' && doc.type === 'header') return; // a log of one line
  const what = doc?.kind === 'ptcg-checkpoint' ? 'a simulation checkpoint' : doc?.kind === 'matrix' || doc?.tool === 'ptcg' ? 'a simulation result' : doc?.kind === 'ptcg-report-input' ? "a report's results.json" : 'a JSON document';
  throw new UserError(`${file}: not a game log (it is ${what}); replay takes the JSON Lines file of \`play --log\``);
}

export function replayCommand(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UserError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code})`);
  }
  notALogOrNull(text, file);
  const records: LogRecord[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line) as LogRecord);
    } catch {
      throw new UserError(`${file}:${i + 1}: not valid JSON`, 1);
    }
  });
  try {
    const { state, hash } = replayRecords(records, file);
    const w = state.winner[0];
    process.stdout.write(`ok: ${records.filter((r) => r.type === 'action').length} decisions replayed; ${w === 2 ? 'draw' : `player ${w} wins`} (${END_REASON_NAMES[state.endReason[0]]}) after ${state.turn[0]} turns; final state ${hash.slice(0, 16)} matches the log\n`);
  } catch (e) {
    if (e instanceof ReplayError) throw new UserError(e.message, 1);
    throw e;
  }
}
