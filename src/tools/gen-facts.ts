// Generates the facts table src/cards/facts/ (one file per set, and index.ts) from the card data:
// the printed facts of every printing of Base Set and of the Standard sets SVI through ASC, with
// SVE, SVP and MEP. Facts only: the text of attacks, Abilities and rules is kept as a hash.
//
//   npm run gen:facts                    regenerate the table from ../shared/data
//   node dist/src/tools/gen-facts.js [--data DIR] [--check]
//
// `--check` writes nothing and exits 1 when the checked-in table differs from the data.
//
// The data's Ascended Heroes and ME promo records (me2pt5, mep) come from another source and are
// read into the shape of the others first (`normalizeRecord`): costs as letters ("GC"), HP as a
// number, "Basic Stage", "Dark", "Tool", "Mega Evolution ex", "[Ability] " before an Ability's
// name, Supporters filed as Pokémon, "×" mis-encoded, a Weakness with no type, no evolvesFrom (taken
// from the set's evolvesInto, else a Stage 1's baseEvolution, else another printing of the name).
// A record whose number contradicts its id takes the id's (zsv10pt5-80 says 60).
//
// The text hash is the first 12 hex digits of the SHA-256 of `cardText` (card-data.ts: name, kinds,
// facts and the folded text; the V5 reprint table, gen-reprints.ts, compares it) of the normalized record, so
// two printings with the same hash are the same card. The rule box of a kind (the ex, Tera and ACE
// SPEC rules, a Stadium's reminder) is left out, as the subtypes say it (me2pt5 omits it), and
// me2pt5's "{ex}" is "ex". A basic Energy is hashed by its type alone ("Grass Energy" BS 99 and
// "Basic Grass Energy" SVE 1 are one card). A Trainer whose record has no text at all (me2pt5's
// Supporters) takes the hash of the other printings of its name and kinds when they all have one
// (ASC 183 Boss's Orders is PAL 172's card), else keeps its own.
//
// A Technical Machine's printed attack is kept as a Pokémon's are. The generator loads no card pool:
// the pool's set files take their facts from the table it writes (src/cards/build.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeAtomic } from '../analytics/files.js';
import { InputError } from '../errors.js';
import { cardText, defaultDataDir, projectRoot, readJson } from './card-data.js';

/** The sets of the table, in the order of the data's set list. */
export const FACT_SET_IDS: readonly string[] = [
  'base1', 'svp', 'sve', 'sv1', 'sv2', 'sv3', 'sv3pt5', 'sv4', 'sv4pt5', 'sv5', 'sv6', 'sv6pt5', 'sv7', 'sv8', 'sv8pt5',
  'sv9', 'sv10', 'zsv10pt5', 'rsv10pt5', 'mep', 'me1', 'me2', 'me2pt5',
];
/**
 * PTCG Live codes of a set, the first the one lists print, where they are more than the data's code
 * and the set id (the card pool's set files take theirs from the table: src/cards/build.ts).
 */
const SET_CODES: Readonly<Record<string, readonly string[]>> = { base1: ['BS', 'BASE', 'BS1', 'BASE1'], svp: ['SVP', 'PR-SV', 'PRSV'] };
/** Set names where the table's differs from the data's. */
const SET_NAMES: Readonly<Record<string, string>> = { base1: 'Base Set' };
export const FACTS_DIR = 'src/cards/facts';
/** Hand-written files of the folder (the generator leaves them alone). */
export const FACTS_KEEP: readonly string[] = ['row.ts'];

/** A card record as the data gives it (either source's shape). */
export interface RawCard {
  id: string;
  name: string;
  number: string;
  supertype: string;
  subtypes?: string[];
  hp?: string | number;
  types?: string[];
  evolvesFrom?: string;
  evolvesInto?: string[];
  baseEvolution?: string;
  rules?: string[];
  abilities?: { name: string; text?: string; type?: string }[];
  attacks?: { name: string; cost?: string[] | string; damage?: string; text?: string }[];
  weaknesses?: { type: string; value: string }[];
  resistances?: { type: string; value: string }[];
  retreatCost?: string[] | null;
  regulationMark?: string | null;
}

/** A record in the one shape the rest reads (the shape `cardText` takes). */
export interface CardRecord {
  id: string;
  name: string;
  number: string;
  supertype: 'Pokémon' | 'Trainer' | 'Energy';
  subtypes: string[];
  hp?: string;
  types: string[];
  evolvesFrom?: string;
  rules?: string[];
  abilities: { name: string; text?: string; type: string }[];
  attacks: { name: string; cost: string[]; damage: string; text?: string }[];
  weaknesses: { type: string; value: string }[];
  resistances: { type: string; value: string }[];
  retreatCost: string[];
  regulationMark: string;
}

interface DataSet { id: string; name: string; ptcgoCode?: string | null }

const TYPE_LETTER: Readonly<Record<string, string>> = {
  Grass: 'G', Fire: 'R', Water: 'W', Lightning: 'L', Psychic: 'P', Fighting: 'F', Darkness: 'D', Metal: 'M', Dragon: 'N', Colorless: 'C',
};
const TYPE_OF_LETTER: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(TYPE_LETTER).map(([t, l]) => [l, t]));
const TYPE_ALIASES: Readonly<Record<string, string>> = { Dark: 'Darkness' };

/** The data's subtypes as the table names them (null: dropped; anything else is refused). */
const SUBTYPES: Readonly<Record<string, string | null>> = {
  Basic: 'Basic', 'Basic Stage': 'Basic', 'Stage 1': 'Stage 1', 'Stage 2': 'Stage 2',
  ex: 'ex', MEGA: 'Mega', 'Mega Evolution ex': 'Mega', Tera: 'Tera', Ancient: 'Ancient', Future: 'Future',
  Item: 'Item', Supporter: 'Supporter', Stadium: 'Stadium', 'Pokémon Tool': 'Tool', Tool: 'Tool', 'ACE SPEC': 'ACE SPEC',
  Special: 'Special Energy', 'Special Energy': 'Special Energy',
  // Sword & Shield rule boxes: outside the table's sets, read for the reprint table (gen-reprints.ts)
  V: 'V', VSTAR: 'VSTAR', VMAX: 'VMAX', Radiant: 'Radiant',
  // Only the me2pt5 records say it; the name says it on every printing ("Erika's Oddish").
  'Trainer-Owned': null,
};
const SUBTYPE_ORDER = ['Basic', 'Stage 1', 'Stage 2', 'Item', 'Supporter', 'Stadium', 'Tool', 'Basic Energy', 'Special Energy', 'ex', 'Mega', 'Tera', 'Ancient', 'Future', 'ACE SPEC', 'V', 'VSTAR', 'VMAX', 'Radiant'];
const TRAINER_KINDS = new Set(['Item', 'Supporter', 'Stadium', 'Tool']);

function typeName(t: string, where: string): string {
  const name = TYPE_ALIASES[t] ?? t;
  if (!TYPE_LETTER[name]) throw new InputError(`${where}: unknown type '${t}'`);
  return name;
}

/** "40Ã\u0097" (UTF-8 read as Latin-1), "x" and "-" as printed: "40×", "120−". */
function damageText(d: string | undefined): string {
  return (d ?? '').replace(/Ã\u0097/g, '×').replace(/(\d)x$/, '$1×').replace(/-$/, '−').trim();
}

// The rule box every card of a kind prints, which its subtype already says (me2pt5 leaves it out),
// and a Stadium's reminder as TWM 153 words it (card-data.ts folds the usual wording).
const RULE_BOXES: readonly [string, RegExp][] = [
  ['ex', /^when your (?:mega evolution )?pokémon ex is knocked out, your opponent takes [23] prize cards\.$/],
  ['Tera', /^as long as this pokémon is on your bench, prevent all damage done to this pokémon by attacks \(both yours and your opponent's\)\.$/],
  ['ACE SPEC', /^you can't have more than 1 ace spec card in your deck\.$/],
  ['Stadium', /^put it (?:next to|into) the active spot, and discard it if another stadium comes into play\.$/],
];
/** me2pt5 marks up "Pokémon {ex}" in text. */
const unmark = (text: string | undefined): string | undefined => text?.replace(/\{ex\}/g, 'ex');

/** Rules text without the rule boxes of the card's kinds, one sentence a line. */
function withoutRuleBoxes(rules: readonly string[] | undefined, subtypes: readonly string[]): string[] | undefined {
  if (!rules) return undefined;
  const boxes = RULE_BOXES.filter(([kind]) => subtypes.includes(kind)).map(([, re]) => re);
  return rules.map((line) => unmark(line)!).flatMap((line) => line.split(/(?<=[.!?])\s*(?=[A-Z])/)).filter((sentence) => {
    const f = sentence.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase().replace(/^[a-zé' ]{1,40}:\s*/, '');
    return !boxes.some((re) => re.test(f));
  });
}

/**
 * A record of either source in one shape. `evolvesFrom` is the name a Stage 1 or Stage 2 evolves
 * from when the record lacks it (found by the caller from the set's other records).
 */
export function normalizeRecord(c: RawCard, evolvesFrom?: string): CardRecord {
  const where = `card ${c.id}`;
  const subtypes: string[] = [];
  for (const s of c.subtypes ?? []) {
    if (!(s in SUBTYPES)) throw new InputError(`${where}: unknown subtype '${s}'`);
    const t = SUBTYPES[s];
    if (t !== null && !subtypes.includes(t)) subtypes.push(t);
  }
  if ((c.subtypes ?? []).includes('Mega Evolution ex') && !subtypes.includes('ex')) subtypes.push('ex');
  let supertype = c.supertype as CardRecord['supertype'];
  if (!['Pokémon', 'Trainer', 'Energy'].includes(supertype)) throw new InputError(`${where}: unknown supertype '${c.supertype}'`);
  if (supertype === 'Pokémon' && subtypes.some((s) => TRAINER_KINDS.has(s))) supertype = 'Trainer'; // me2pt5 files Supporters as Pokémon
  if (supertype === 'Energy' && (c.subtypes ?? []).includes('Basic')) subtypes.splice(subtypes.indexOf('Basic'), 1, 'Basic Energy');
  subtypes.sort((a, b) => SUBTYPE_ORDER.indexOf(a) - SUBTYPE_ORDER.indexOf(b));
  const base = {
    id: c.id, name: c.name, number: c.number, supertype, subtypes, rules: withoutRuleBoxes(c.rules, subtypes),
    types: [] as string[], abilities: [], attacks: [], weaknesses: [], resistances: [], retreatCost: [],
    regulationMark: c.regulationMark ?? '',
  };
  if (supertype === 'Energy' && subtypes.includes('Basic Energy')) {
    const m = /^(?:Basic )?(\w+) Energy$/.exec(c.name);
    if (!m) throw new InputError(`${where}: a basic Energy named '${c.name}' (expected '[Basic] <type> Energy')`);
    return { ...base, types: [typeName(m[1], where)] };
  }
  const costOf = (cost: string[] | string | undefined): string[] => typeof cost === 'string'
    ? [...cost].map((l) => { if (!TYPE_OF_LETTER[l]) throw new InputError(`${where}: unknown cost letter '${l}'`); return TYPE_OF_LETTER[l]; })
    : (cost ?? []).filter((t) => t !== 'Free').map((t) => typeName(t, where));
  const attacks = (c.attacks ?? []).map((a) => ({ name: a.name, cost: costOf(a.cost), damage: damageText(a.damage), text: unmark(a.text) }));
  if (supertype !== 'Pokémon') return attacks.length > 0 ? { ...base, attacks } : base; // a Technical Machine prints an attack
  const typed = (list: { type: string; value: string }[] | undefined) => (list ?? [])
    .filter((w) => w.type !== '') // me2pt5: { type: '', value: '×' } for none
    .map((w) => ({ type: typeName(w.type, where), value: w.value.replace(/^x/, '×').replace(/^-/, '−') }));
  return {
    ...base,
    hp: String(c.hp ?? ''),
    types: (c.types ?? []).map((t) => typeName(t, where)),
    evolvesFrom: c.evolvesFrom ?? evolvesFrom,
    abilities: (c.abilities ?? []).map((a) => {
      const m = /^\[([^\]]+)\]\s*(.*)$/.exec(a.name); // me2pt5: "[Ability] Lovely Fragrance"
      return { name: m ? m[2] : a.name, text: unmark(a.text), type: a.type ?? (m ? m[1] : 'Ability') };
    }),
    attacks,
    weaknesses: typed(c.weaknesses),
    resistances: typed(c.resistances),
    retreatCost: c.retreatCost ?? [],
  };
}

/** The hash two printings share exactly when they are the same card (see the header). */
export function textHash(r: CardRecord): string {
  const key = r.supertype === 'Energy' && r.subtypes.includes('Basic Energy') ? `basic energy ${r.types[0]}` : cardText(r);
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

// --- the table ---------------------------------------------------------------------------------

const q = (s: string): string => JSON.stringify(s);
const letters = (ts: readonly string[]): string => ts.map((t) => TYPE_LETTER[t]).join('');

function parseDamage(d: string, where: string): [number, string] {
  const m = /^(\d*)([+×−?]?)$/.exec(d);
  if (!m) throw new InputError(`${where}: unreadable damage '${d}'`);
  return [m[1] === '' ? 0 : Number(m[1]), m[2]];
}

/** One printing as the text of its table row. */
export function rowSource(r: CardRecord, hash = textHash(r)): string {
  const kinds = [r.supertype[0], ...r.subtypes].join('|');
  const head = [String(Number(r.number)), q(r.name), q(kinds), q(r.regulationMark), q(hash)];
  if (r.supertype === 'Energy' && r.subtypes.includes('Basic Energy')) head.push(q(letters(r.types)));
  if (r.supertype !== 'Pokémon' && r.attacks.length === 0) return `[${head.join(', ')}]`;
  const tv = (list: { type: string; value: string }[]) => q(list.map((w) => `${TYPE_LETTER[w.type]}${w.value}`).join(','));
  const attacks = r.attacks.map((a) => {
    const [n, mark] = parseDamage(a.damage, `card ${r.id} attack ${a.name}`);
    // 1: the attack prints text (an effect or a reminder), which the card's definition must account for (build.ts)
    return `[${q(a.name)}, ${q(letters(a.cost))}, ${n}, ${q(mark)}${(a.text ?? '').trim() !== '' ? ', 1' : ''}]`;
  });
  const abilities = r.abilities.map((a) => `[${q(a.name)}, ${q(a.type)}]`);
  // a Trainer with an attack (a Technical Machine): no Pokémon facts before it
  return `[${[...head, q(letters(r.types)), r.hp === undefined || r.hp === '' ? '0' : String(Number(r.hp)), tv(r.weaknesses), tv(r.resistances),
    String(r.retreatCost.length), q(r.evolvesFrom ?? ''), `[${attacks.join(', ')}]`, `[${abilities.join(', ')}]`].join(', ')}]`;
}

export interface FactsSetBuild { id: string; codes: string[]; name: string; records: CardRecord[]; hashes: string[] }

/** A Trainer or Special Energy whose record has no text at all (me2pt5's Supporters). */
const textless = (r: CardRecord): boolean => r.supertype !== 'Pokémon' && !r.subtypes.includes('Basic Energy') && (r.rules ?? []).every((l) => l.trim() === '');

/**
 * Text hashes: a textless record takes the hash of the other printings of its name and kinds when
 * they all share one (ASC 183 Boss's Orders is PAL 172's card); else it keeps its own.
 */
function hashes(sets: readonly { records: CardRecord[] }[]): string[][] {
  const same = (r: CardRecord) => `${r.supertype}|${r.subtypes.join('|')}|${r.name.replace(/\s+\([^()]*\)$/, '')}`;
  const byName = new Map<string, Set<string>>();
  for (const s of sets) for (const r of s.records) if (!textless(r)) byName.set(same(r), (byName.get(same(r)) ?? new Set()).add(textHash(r)));
  return sets.map((s) => s.records.map((r) => {
    const others = textless(r) ? byName.get(same(r)) : undefined;
    return others?.size === 1 ? [...others][0] : textHash(r);
  }));
}

/** The normalized records of the table's sets, in order, each set by number. */
export function buildFacts(dataDir: string): FactsSetBuild[] {
  const tcg = join(dataDir, 'pokemon-tcg-data');
  const sets = readJson<DataSet[]>(join(tcg, 'sets_en.json'));
  const raw = new Map<string, RawCard[]>();
  for (const f of readdirSync(join(tcg, 'cards')).filter((x) => x.endsWith('.json'))) raw.set(f.slice(0, -5), readJson<RawCard[]>(join(tcg, 'cards', f)));
  // evolvesFrom by name, from the records that have it (a fallback for those that don't)
  const fromByName = new Map<string, string>();
  for (const cards of raw.values()) for (const c of cards) if (c.evolvesFrom && !fromByName.has(c.name)) fromByName.set(c.name, c.evolvesFrom);

  const built = FACT_SET_IDS.map((id) => {
    const cards = raw.get(id);
    if (!cards) throw new InputError(`${join(tcg, 'cards', `${id}.json`)}: missing (the facts table needs set ${id})`);
    const info = sets.find((s) => s.id === id);
    if (!info) throw new InputError(`${join(tcg, 'sets_en.json')}: no set ${id}`);
    const code = info.ptcgoCode?.toUpperCase();
    const codes = [...(SET_CODES[id] ?? new Set([...(code ? [code] : []), id.toUpperCase()]))];
    const into = new Map<string, string>();
    for (const c of cards) for (const y of c.evolvesInto ?? []) if (!into.has(y)) into.set(y, c.name);
    const records = cards.map((c) => {
      // The id wins over a number that contradicts it (zsv10pt5-80, Antique Cover Fossil, says 60: Escavalier's).
      const fromId = c.id.startsWith(`${id}-`) ? c.id.slice(id.length + 1) : c.number;
      if (fromId !== c.number && /^\d+$/.test(fromId)) c = { ...c, number: fromId };
      if (!/^\d+$/.test(c.number)) throw new InputError(`card ${c.id}: number '${c.number}' is not a number`);
      const stage1 = c.subtypes?.includes('Stage 1') ? c.baseEvolution : undefined;
      const evolves = c.subtypes?.some((s) => s === 'Stage 1' || s === 'Stage 2') ? (into.get(c.name) ?? stage1 ?? fromByName.get(c.name)) : undefined;
      return normalizeRecord(c, evolves);
    }).sort((a, b) => Number(a.number) - Number(b.number));
    for (let i = 1; i < records.length; i++) {
      if (Number(records[i].number) === Number(records[i - 1].number)) throw new InputError(`cards ${records[i - 1].id} and ${records[i].id}: both number ${records[i].number}`);
    }
    return { id, codes, name: SET_NAMES[id] ?? info.name, records };
  });
  const all = hashes(built);
  return built.map((s, i) => ({ ...s, hashes: all[i] }));
}

/** The files of the table (path under the project root → text). */
export function factsSources(build: readonly FactsSetBuild[]): Map<string, string> {
  const files = new Map<string, string>();
  const header = (what: string) => [
    '// GENERATED by `npm run gen:facts` (src/tools/gen-facts.ts) from ../shared/data: do not edit.',
    `// ${what} Printed facts only (row shape: row.ts); the card text is kept as a hash.`,
  ];
  for (const s of build) {
    files.set(`${FACTS_DIR}/${s.id}.ts`, [
      ...header(`${s.name} (${s.codes[0]}): ${s.records.length} printings.`),
      "import type { FactRow } from './row.js';",
      '',
      'export const rows: readonly FactRow[] = [',
      ...s.records.map((r, i) => `  ${rowSource(r, s.hashes[i])},`),
      '];',
      '',
    ].join('\n'));
  }
  files.set(`${FACTS_DIR}/index.ts`, [
    ...header('The sets of the table, in release order.'),
    "import type { FactSet } from './row.js';",
    ...build.map((s) => `import { rows as ${s.id} } from './${s.id}.js';`),
    '',
    'export const FACT_SETS: readonly FactSet[] = [',
    ...build.map((s) => `  { id: ${q(s.id)}, codes: [${s.codes.map(q).join(', ')}], name: ${q(s.name)}, rows: ${s.id} },`),
    '];',
    '',
  ].join('\n'));
  return files;
}

/**
 * Generated files of folder `folder` that differ from the checked-in ones (or are missing, or are
 * left over, but for the hand-written files `keep`). Also read by gen-attacks.ts.
 */
export function staleFiles(root: string, files: ReadonlyMap<string, string>, folder = FACTS_DIR, keep: readonly string[] = FACTS_KEEP): string[] {
  const stale = [...files].filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text).map(([p]) => p);
  const dir = join(root, folder);
  if (existsSync(dir)) {
    for (const f of readdirSync(dir)) if (!keep.includes(f) && !files.has(`${folder}/${f}`)) stale.push(`${folder}/${f}`);
  }
  return stale;
}

function main(argv: string[]): number {
  let data = defaultDataDir();
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') check = true;
    else if (argv[i] === '--data' && argv[i + 1] !== undefined) data = resolve(argv[++i]);
    else throw new InputError(`gen-facts: unknown argument '${argv[i]}' (usage: gen-facts [--data DIR] [--check])`);
  }
  if (!existsSync(join(data, 'pokemon-tcg-data', 'cards'))) throw new InputError(`gen-facts: ${data}: no card data (pokemon-tcg-data/cards); pass --data DIR`);
  const build = buildFacts(data);
  const files = factsSources(build);
  const root = projectRoot();
  const stale = staleFiles(root, files);
  if (check) {
    if (stale.length === 0) return 0;
    process.stderr.write(`${stale.join(', ')} differ from the card data: run npm run gen:facts\n`);
    return 1;
  }
  for (const path of stale) {
    if (!files.has(path)) throw new InputError(`${path}: not a file of the facts table; remove it by hand`);
    writeAtomic(join(root, path), files.get(path)!);
  }
  const printings = build.reduce((n, s) => n + s.records.length, 0);
  process.stdout.write(`${FACTS_DIR}: ${build.length} sets, ${printings} printings${stale.length === 0 ? ' (unchanged)' : `, ${stale.length} files written`}\n`);
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
