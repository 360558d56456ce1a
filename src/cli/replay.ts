// `ptcg replay game.jsonl`: re-play the recorded decisions; the final state must match.
import { readFileSync } from 'node:fs';
import { replayRecords, ReplayError } from '../sim/logged-game.js';
import type { LogRecord } from '../sim/log.js';
import { UserError } from './errors.js';
import { END_REASON_NAMES } from '../engine/state.js';

export function replayCommand(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UserError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code})`);
  }
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
