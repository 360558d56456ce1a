// Generates src/cards/reprints.ts (RULES.md V5): every printing in the card data whose name and
// text equal a pool card's plays as that pool card, so a deck list may name any of them
// (`Arven OBF 186` is Arven SVI 166; `Iono PAF 80` is Iono PAL 185).
//
//   npm run gen:reprints                 regenerate the table from ../shared/data
//   node dist/src/tools/gen-reprints.js [--data DIR] [--check]
//
// `--check` writes nothing and exits 1 when the checked-in table differs from the data.
//
// "The same text" is compared on what a card does, from the data's fields: the name (without a
// trailing parenthetical, D3), supertype, subtypes, and for Pokémon HP, types, the Pokémon it evolves
// from, Weakness, Resistance, Retreat Cost, each Ability (name, kind, text) and each attack in order
// (name, cost, damage, text); for every card its rules text. Text is compared after folding what
// differs between printings of one card in the data without changing it: whitespace, apostrophes,
// letter case ("basic Energy" / "Basic Energy"), markup (<i>), how rules text is cut into lines
// and their order, repeated lines, rule labels ("ACE SPEC:", "Tera:"), the reminder lines every
// card of a kind prints (Item, Supporter, Stadium, Pokémon Tool), which its subtypes already tell,
// and "Tool" for the subtype "Pokémon Tool".
// The pool's own cards are read from the same data (the Sword & Shield sets the data lacks from
// sv-battle-decks' card records).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ALL_CARDS, SETS, ruleName } from '../cards/pool.js';
import { writeAtomic } from '../analytics/files.js';
import { InputError } from '../errors.js';

/** A card record of pokemon-tcg-data (the fields read here). */
interface DataCard {
  id: string;
  name: string;
  number: string;
  supertype: string;
  subtypes?: string[];
  hp?: string;
  types?: string[];
  evolvesFrom?: string;
  rules?: string[];
  abilities?: { name: string; text?: string; type?: string }[];
  attacks?: { name: string; cost?: string[]; damage?: string; text?: string }[];
  weaknesses?: { type: string; value: string }[];
  resistances?: { type: string; value: string }[];
  retreatCost?: string[];
}

interface DataSet { id: string; ptcgoCode?: string | null }

/** The project root: the folder with package.json above this file (src/tools or dist/src/tools). */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'cards'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('gen-reprints: cannot find the project root');
    dir = up;
  }
}

export const TABLE_PATH = 'src/cards/reprints.ts';
export const defaultDataDir = (): string => resolve(projectRoot(), '..', 'shared', 'data');

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (e) {
    throw new InputError(`${path}: cannot read the card data (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

// --- text as a card means it -------------------------------------------------------------------

function fold(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/<[^>]*>/g, '')
    .replace(/[’‘`ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

// Reminder lines of a card kind (after fold): they follow from the subtypes, which are compared.
const REMINDERS: readonly RegExp[] = [
  /^you may play any number of item cards during your turn\.$/,
  /^you may play only 1 supporter card during your turn\.$/,
  /^you may play only 1 stadium card during your turn\.$/,
  /^put it next to the active spot, and discard it if another stadium comes into play\.$/,
  /^a stadium with the same name can't be played\.$/,
  /^attach a pokémon tool to 1 of your pokémon that doesn't already have a pokémon tool attached\.$/,
  /^you may attach any number of pokémon tools to your pokémon during your turn\.$/,
  /^you may attach only 1 pokémon tool to each pokémon, and it stays attached\.$/,
];
// Subtypes the data spells two ways (Air Balloon ASC 181 is a "Tool").
const SUBTYPE_ALIASES: Readonly<Record<string, string>> = { Tool: 'Pokémon Tool' };
const LABEL = /^(?:ace spec|tera|[a-zé' ]{1,40} rule)\s*:\s*/;

/** Rules text as a set of sentences: line cuts, order, repeats, labels and reminders don't count. */
function ruleSentences(rules: readonly string[] | undefined): string[] {
  const sentences = new Set<string>();
  // A sentence ends at ". " or at a "." glued to the next sentence's capital ("hand.Search").
  for (const s of (rules ?? []).flatMap((line) => line.split(/(?<=[.!?])\s*(?=[A-Z])/))) {
    const f = fold(s).replace(LABEL, '');
    if (f !== '' && !REMINDERS.some((r) => r.test(f))) sentences.add(f);
  }
  return [...sentences].sort();
}

/** What a printing does, as one string: two printings are the same card when these are equal. */
export function cardText(c: DataCard): string {
  const name = fold(ruleName(c.name));
  const subtypes = (c.subtypes ?? []).map((t) => SUBTYPE_ALIASES[t] ?? t).sort();
  const base = { name, supertype: c.supertype, subtypes, rules: ruleSentences(c.rules) };
  if (c.supertype !== 'Pokémon') return JSON.stringify(base);
  return JSON.stringify({
    ...base,
    hp: c.hp ?? '',
    types: [...(c.types ?? [])].sort(),
    evolvesFrom: fold(c.evolvesFrom),
    weaknesses: (c.weaknesses ?? []).map((w) => `${w.type} ${fold(w.value).replace(/x/g, '×')}`).sort(),
    resistances: (c.resistances ?? []).map((r) => `${r.type} ${fold(r.value)}`).sort(),
    retreat: (c.retreatCost ?? []).length,
    abilities: (c.abilities ?? []).map((a) => [fold(a.name), fold(a.type), fold(a.text)]),
    attacks: (c.attacks ?? []).map((a) => [fold(a.name), [...(a.cost ?? [])].sort(), fold(a.damage).replace(/x$/, '×'), fold(a.text)]),
  });
}

// --- the table ---------------------------------------------------------------------------------

/** [data set, number, pool set, pool number] */
export type ReprintRow = readonly [string, number, string, number];

export interface ReprintTable {
  rows: ReprintRow[];
  /** PTCG Live codes of the data sets in `rows` the pool has no set for (the pool's sets keep theirs). */
  codes: Record<string, string[]>;
  /** Pool card name per row (a comment in the file). */
  names: string[];
}

/** Every printing in `dataDir` that equals a pool card, in the data's set order then number. */
export function buildReprints(dataDir: string): ReprintTable {
  const tcg = join(dataDir, 'pokemon-tcg-data');
  const sets = readJson<DataSet[]>(join(tcg, 'sets_en.json'));
  const files = new Set(readdirSync(join(tcg, 'cards')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)));
  const order = sets.map((s) => s.id).filter((id) => files.has(id));
  for (const id of files) if (!order.includes(id)) order.push(id); // a card file sets_en.json lacks
  const byId = new Map<string, DataCard>();
  const bySet = new Map<string, DataCard[]>();
  for (const set of order) {
    const cards = readJson<DataCard[]>(join(tcg, 'cards', `${set}.json`));
    bySet.set(set, cards);
    for (const c of cards) byId.set(c.id, c);
  }
  // Pool cards of sets the data has no card file for (BRS, ASR, LOR, SIT) come with the Battle Decks.
  const battle = join(dataDir, 'sv-battle-decks', 'sv_battle_decks_cardpool.json');
  if (existsSync(battle)) for (const c of readJson<DataCard[]>(battle)) if (!byId.has(c.id)) byId.set(c.id, c);

  // Pool cards by what they do; a printing equal to several (Boss's Orders PAL 172 and MEG 114)
  // takes the one with its exact name, else the first in pool order.
  const poolIds = new Set<string>();
  const poolByText = new Map<string, { set: string; number: number; name: string }[]>();
  for (const card of ALL_CARDS) {
    const id = `${card.set}-${card.number}`;
    const rec = byId.get(id);
    if (!rec) throw new InputError(`${tcg}: no card record ${id} for the pool's ${card.name} (the table needs every pool card's text)`);
    poolIds.add(id);
    const key = cardText(rec);
    const list = poolByText.get(key) ?? [];
    list.push({ set: card.set, number: card.number, name: rec.name });
    poolByText.set(key, list);
  }

  const poolSets = new Set(SETS.map((s) => s.id));
  const rows: ReprintRow[] = [];
  const names: string[] = [];
  const codes: Record<string, string[]> = {};
  for (const set of order) {
    const printings = bySet.get(set)!.filter((c) => /^\d+$/.test(c.number) && !poolIds.has(c.id))
      .sort((a, b) => Number(a.number) - Number(b.number));
    for (const c of printings) {
      const same = poolByText.get(cardText(c));
      if (!same) continue;
      const to = same.find((p) => p.name === c.name) ?? same[0];
      rows.push([set, Number(c.number), to.set, to.number]);
      names.push(c.name);
      if (!poolSets.has(set) && !codes[set]) {
        const code = sets.find((s) => s.id === set)?.ptcgoCode;
        codes[set] = [...new Set([...(code ? [code.toUpperCase()] : []), set.toUpperCase()])];
      }
    }
  }
  return { rows, codes, names };
}

/** The text of src/cards/reprints.ts for a table. */
export function reprintsSource(t: ReprintTable): string {
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const L = [
    '// GENERATED by `npm run gen:reprints` (src/tools/gen-reprints.ts) from ../shared/data: do not edit.',
    '// Printings in the card data whose name and text equal a pool card\'s: each plays as that card (RULES.md V5).',
    '',
    '/** PTCG Live codes of the data\'s sets the pool has no set file for (the pool\'s own sets keep their codes). */',
    'export const REPRINT_SET_CODES: Readonly<Record<string, readonly string[]>> = {',
    ...Object.entries(t.codes).map(([set, cs]) => `  ${set}: [${cs.map(q).join(', ')}],`),
    '};',
    '',
    '/** [data set, number, pool set, pool number]: the printing plays as the pool card. */',
    'export const REPRINTS: readonly (readonly [string, number, string, number])[] = [',
    ...t.rows.map((r, i) => `  [${q(r[0])}, ${r[1]}, ${q(r[2])}, ${r[3]}], // ${t.names[i]}`),
    '];',
    '',
  ];
  return L.join('\n');
}

function main(argv: string[]): number {
  let data = defaultDataDir();
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') check = true;
    else if (argv[i] === '--data' && argv[i + 1] !== undefined) data = resolve(argv[++i]);
    else throw new InputError(`gen-reprints: unknown argument '${argv[i]}' (usage: gen-reprints [--data DIR] [--check])`);
  }
  if (!existsSync(join(data, 'pokemon-tcg-data', 'cards'))) throw new InputError(`gen-reprints: ${data}: no card data (pokemon-tcg-data/cards); pass --data DIR`);
  const text = reprintsSource(buildReprints(data));
  const path = join(projectRoot(), TABLE_PATH);
  const now = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (check) {
    if (now === text) return 0;
    process.stderr.write(`${TABLE_PATH} differs from the card data: run npm run gen:reprints\n`);
    return 1;
  }
  if (now !== text) writeAtomic(path, text);
  process.stdout.write(`${TABLE_PATH}: ${text.split('\n').filter((l) => l.startsWith('  [')).length} printings${now === text ? ' (unchanged)' : ''}\n`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exitCode = e.exitCode;
  }
}
