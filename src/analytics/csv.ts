// Small CSV tables given by users (observed records, a name map, meta shares): a header line, then
// one row a line. Every problem is a one-line InputError naming the file and the line ("o.csv:4:
// wins must be a whole number ≥ 0 (got '-2')"). Fields may be quoted ("Lugia, Archeops"; "" for a
// quote); blank lines are skipped; a UTF-8 byte-order mark and CRLF line ends are accepted.
import { InputError } from '../errors.js';
import { readTextFile } from './result-file.js';

export interface CsvRow {
  /** Where the row is, for messages: "file:line" (or "name[k]" for rows given as objects). */
  where: string;
  /** The cells by column name (lower case), trimmed. */
  cells: Record<string, string>;
}

/** Larger files are refused (a table of matchups or shares is a few kilobytes). */
const MAX_BYTES = 16 * 1024 * 1024;

/** The cells of one line, or the reason it can't be split. */
function splitLine(line: string): string[] | string {
  const cells: string[] = [];
  let k = 0;
  for (;;) {
    while (line[k] === ' ' || line[k] === '\t') k++;
    if (line[k] === '"') {
      let text = '';
      k++;
      for (;;) {
        if (k >= line.length) return 'a quoted field is not closed (quotes inside a quoted field are written "")';
        if (line[k] === '"') {
          if (line[k + 1] === '"') { text += '"'; k += 2; continue; }
          k++;
          break;
        }
        text += line[k++];
      }
      while (line[k] === ' ' || line[k] === '\t') k++;
      if (k < line.length && line[k] !== ',') return 'text after a quoted field (put the whole field in quotes)';
      cells.push(text.trim());
    } else {
      const end = line.indexOf(',', k);
      const raw = line.slice(k, end < 0 ? line.length : end);
      if (raw.includes('"')) return 'a quote inside an unquoted field (quote the whole field: "…")';
      cells.push(raw.trim());
      k = end < 0 ? line.length : end;
    }
    if (k >= line.length) return cells;
    k++; // the comma
  }
}

/**
 * The rows of a CSV table with at least the `required` columns (names compared in lower case, other
 * columns are kept and ignored by the caller). `what` says what the file should hold, for messages.
 */
export function parseCsv(text: string, file: string, required: string[], what: string): CsvRow[] {
  if (text.length > MAX_BYTES) throw new InputError(`${file}: larger than ${MAX_BYTES / 1024 / 1024} MB (${what} is expected)`);
  if (text.includes('\0')) throw new InputError(`${file}: not a text file (${what} is expected)`);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) throw new InputError(`${file}: empty (${what} is expected, with the header ${required.join(',')})`);
  const header = splitLine(lines[first]);
  if (typeof header === 'string') throw new InputError(`${file}:${first + 1}: ${header}`);
  const names = header.map((h) => h.toLowerCase());
  for (const [k, name] of names.entries()) {
    if (name === '') throw new InputError(`${file}:${first + 1}: column ${k + 1} of the header has no name`);
    if (names.indexOf(name) !== k) throw new InputError(`${file}:${first + 1}: column '${name}' appears twice in the header`);
  }
  const missing = required.filter((r) => !names.includes(r));
  if (missing.length > 0) {
    const sep = header.length === 1 && /[;\t]/.test(header[0]) ? '; fields are separated by commas' : '';
    throw new InputError(`${file}:${first + 1}: missing column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')} (the header has ${header.map((h) => `'${h}'`).join(', ')}; ${what} needs ${required.join(',')}${sep})`);
  }
  const rows: CsvRow[] = [];
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = splitLine(lines[i]);
    if (typeof cells === 'string') throw new InputError(`${file}:${i + 1}: ${cells}`);
    if (cells.length !== names.length) throw new InputError(`${file}:${i + 1}: ${cells.length} field${cells.length === 1 ? '' : 's'}, the header has ${names.length}`);
    rows.push({ where: `${file}:${i + 1}`, cells: Object.fromEntries(names.map((n, k) => [n, cells[k]])) });
  }
  return rows;
}

/** A CSV file's rows (see parseCsv); an unreadable file is a one-line error naming it. */
export function readCsv(file: string, required: string[], what: string): CsvRow[] {
  return parseCsv(readTextFile(file), file, required, what);
}

/**
 * Rows given as objects (the library's form of a table): each must be an object holding the
 * required fields as strings or numbers; `name` names the array in messages ("observed[2]").
 */
export function objectRows(rows: unknown, name: string, required: string[]): CsvRow[] {
  if (!Array.isArray(rows)) throw new InputError(`${name} must be a file path or an array of rows`);
  return rows.map((r, k) => {
    const where = `${name}[${k}]`;
    if (r === null || typeof r !== 'object') throw new InputError(`${where}: a row must be an object with ${required.join(', ')}`);
    const cells: Record<string, string> = {};
    for (const [key, v] of Object.entries(r as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number') cells[key.toLowerCase()] = String(v).trim();
      else if (v !== undefined && v !== null) throw new InputError(`${where}: ${key} must be a string or a number`);
    }
    const missing = required.filter((c) => cells[c] === undefined);
    if (missing.length > 0) throw new InputError(`${where}: missing ${missing.join(', ')}`);
    return { where, cells };
  });
}

/** A cell holding a whole number ≥ 0. */
export function countCell(row: CsvRow, column: string): number {
  const text = row.cells[column];
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n)) throw new InputError(`${row.where}: ${column} must be a whole number ≥ 0 (got '${text}')`);
  return n;
}

/** A cell holding a finite number ≥ 0 (decimals allowed). */
export function nonNegativeCell(row: CsvRow, column: string, hint = ''): number {
  const text = row.cells[column];
  const n = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(n)) throw new InputError(`${row.where}: ${column} must be a number ≥ 0 (got '${text}')${hint}`);
  return n;
}

/** A cell that names something: not empty. */
export function nameCell(row: CsvRow, column: string): string {
  const text = row.cells[column];
  if (text === '') throw new InputError(`${row.where}: ${column} is empty`);
  return text;
}
