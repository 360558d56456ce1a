// `ptcg validate deck...`: D1–D5 and the card pool; `ok` or one line per problem, exit 1 on any
// invalid list (a file that is not a text deck list included), 2 when a file can't be read at all
// (as every command does for unreadable input). With a format (V5), one line per card it refuses;
// without one, `ok` names the format the list's printings imply.
import { parseDeck, readDeckText, formatProblem, DeckError } from '../decks/deck.js';
import { formatProblems, inferredFormatText, type FormatName } from '../decks/legality.js';
import type { RuleSetName } from '../engine/rules.js';

/** `rules`, when given, decides the era of name-only lines the list's set codes leave open. */
export function validateCommand(files: string[], rules?: RuleSetName, format?: FormatName): number {
  let bad = 0, unreadable = 0;
  for (const f of files) {
    let text: string;
    try {
      text = readDeckText(f);
    } catch (e) {
      if (!(e instanceof DeckError)) throw e;
      for (const p of e.problems) process.stdout.write(formatProblem(p) + '\n');
      if (e.problems.some((p) => /^(no such file|is a directory|cannot read)/.test(p.reason))) unreadable++;
      else bad++;
      continue;
    }
    const { deck, problems } = parseDeck(text, f, { rules });
    if (format !== undefined) problems.push(...formatProblems(deck, format));
    if (problems.length === 0) {
      const fmt = format !== undefined ? `format ${format}` : inferredFormatText(deck);
      process.stdout.write(files.length > 1 ? `${f}: ok (${deck.name}, ${deck.cards.length} cards, ${fmt})\n` : `ok (${fmt})\n`);
    }
    for (const l of deck.lines) if (l.renumbered) process.stdout.write(`${f}:${l.line}: note: ${l.renumbered}\n`);
    for (const p of problems) process.stdout.write(formatProblem(p) + '\n');
    if (problems.length > 0) bad++;
  }
  return unreadable > 0 ? 2 : bad > 0 ? 1 : 0;
}
