// `ptcg validate deck...`: D1–D5 and the card pool; `ok` or one line per problem, exit 1 on any
// invalid list, 2 when a file can't be read at all (as every command does for unreadable input).
import { readFileSync } from 'node:fs';
import { parseDeck, formatProblem } from '../decks/deck.js';

export function validateCommand(files: string[]): number {
  let bad = 0, unreadable = 0;
  for (const f of files) {
    let text: string;
    try {
      text = readFileSync(f, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      process.stdout.write(`${f}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a deck file' : `cannot read (${code})`}\n`);
      unreadable++;
      continue;
    }
    const { deck, problems } = parseDeck(text, f);
    if (problems.length === 0) process.stdout.write(files.length > 1 ? `${f}: ok (${deck.name}, ${deck.cards.length} cards)\n` : 'ok\n');
    for (const p of problems) process.stdout.write(formatProblem(p) + '\n');
    if (problems.length > 0) bad++;
  }
  return unreadable > 0 ? 2 : bad > 0 ? 1 : 0;
}
