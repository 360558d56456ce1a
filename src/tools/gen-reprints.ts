// Generates src/cards/reprints.ts (RULES.md V5): every printing in the card data whose name and
// text equal a pool card's plays as that pool card, so a deck list may name any of them
// (`Arven OBF 186` is Arven SVI 166; `Iono PAF 80` is Iono PAL 185).
//
//   npm run gen:reprints                 regenerate the table from ../shared/data
//   node dist/src/tools/gen-reprints.js [--data DIR] [--check]
//
// `--check` writes nothing and exits 1 when the checked-in table differs from the data.
//
// "The same name and text" is the facts table's text hash (gen-facts.ts `textHash`, over
// card-data.ts `cardText`), of records read into one shape first (`normalizeRecord`): so the
// Ascended Heroes and ME promo records, which come from another source, match the pool's cards as
// the table says they do (ASC 183 Boss's Orders has MEG 114's text). The facts table's sets take the
// table's hashes (a textless Supporter takes its name's); the other sets of the data (swsh1–4) and
// the pool's Sword & Shield cards, which the data lacks (read from sv-battle-decks' card records),
// are hashed the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALL_CARDS, SETS } from '../cards/pool.js';
import { writeAtomic } from '../analytics/files.js';
import { InputError } from '../errors.js';
import { defaultDataDir, projectRoot, readJson } from './card-data.js';
import { FACT_SET_IDS, buildFacts, normalizeRecord, textHash, type RawCard } from './gen-facts.js';

interface DataSet { id: string; ptcgoCode?: string | null }

export const TABLE_PATH = 'src/cards/reprints.ts';

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

/** A printing of the data: its number, name and text hash. */
interface Printing { number: number; name: string; hash: string }

/** Every printing in `dataDir` that equals a pool card, in the data's set order then number. */
export function buildReprints(dataDir: string): ReprintTable {
  const tcg = join(dataDir, 'pokemon-tcg-data');
  const sets = readJson<DataSet[]>(join(tcg, 'sets_en.json'));
  const files = new Set(readdirSync(join(tcg, 'cards')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)));
  const order = sets.map((s) => s.id).filter((id) => files.has(id));
  for (const id of files) if (!order.includes(id)) order.push(id); // a card file sets_en.json lacks

  // The printings of each set: the facts table's sets as the table hashes them, the others alike.
  const bySet = new Map<string, Printing[]>();
  for (const s of buildFacts(dataDir)) bySet.set(s.id, s.records.map((r, i) => ({ number: Number(r.number), name: r.name, hash: s.hashes[i] })));
  const hashed = (c: RawCard): Printing => ({ number: Number(c.number), name: c.name, hash: textHash(normalizeRecord(c)) });
  for (const set of order) {
    if (FACT_SET_IDS.includes(set)) continue;
    bySet.set(set, readJson<RawCard[]>(join(tcg, 'cards', `${set}.json`)).filter((c) => /^\d+$/.test(c.number)).map(hashed));
  }
  const at = new Map<string, Printing>();
  for (const [set, printings] of bySet) for (const p of printings) at.set(`${set}|${p.number}`, p);
  // Pool cards of sets the data has no card file for (BRS, ASR, LOR, SIT) come with the Battle Decks.
  const battle = join(dataDir, 'sv-battle-decks', 'sv_battle_decks_cardpool.json');
  if (existsSync(battle)) {
    for (const c of readJson<RawCard[]>(battle)) {
      const [set, number] = [c.id.slice(0, c.id.lastIndexOf('-')), Number(c.number)];
      if (!bySet.has(set) && !at.has(`${set}|${number}`)) at.set(`${set}|${number}`, hashed(c));
    }
  }

  // Pool cards by what they do; a printing equal to several (Boss's Orders PAL 172 and MEG 114)
  // takes the one with its exact name, else the first in pool order.
  const poolKeys = new Set<string>();
  const poolByHash = new Map<string, { set: string; number: number; name: string }[]>();
  for (const card of ALL_CARDS) {
    const key = `${card.set}|${card.number}`;
    const p = at.get(key);
    if (!p) throw new InputError(`${tcg}: no card record ${card.set}-${card.number} for the pool's ${card.name} (the table needs every pool card's text)`);
    poolKeys.add(key);
    const list = poolByHash.get(p.hash) ?? [];
    list.push({ set: card.set, number: card.number, name: p.name });
    poolByHash.set(p.hash, list);
  }

  const poolSets = new Set(SETS.map((s) => s.id));
  const rows: ReprintRow[] = [];
  const names: string[] = [];
  const codes: Record<string, string[]> = {};
  for (const set of order) {
    const printings = bySet.get(set)!.filter((p) => !poolKeys.has(`${set}|${p.number}`)).sort((a, b) => a.number - b.number);
    for (const p of printings) {
      const same = poolByHash.get(p.hash);
      if (!same) continue;
      const to = same.find((x) => x.name === p.name) ?? same[0];
      rows.push([set, p.number, to.set, to.number]);
      names.push(p.name);
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
