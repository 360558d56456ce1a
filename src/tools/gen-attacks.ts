// Generates src/cards/generated/ (issue 32 step 4): the Standard 2026 Pokémon whose every attack
// text a template of attack-templates.ts plays, and whose Ability, if it prints one, a template
// reads too; one module per set. A card the hand-written modules already play (the same name and
// text, V5) is left to them; so is any card with a rule beyond its rule box, or a text no template
// reads.
//
//   npm run gen:attacks                 regenerate from ../shared/data
//   node dist/src/tools/gen-attacks.js [--data DIR] [--check] [--misses]
//
// `--check` writes nothing and exits 1 when the checked-in modules differ from the data; `--misses`
// prints the attack texts no template reads, most frequent first (what to add next).
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HAND_CARDS } from '../cards/pool.js';
import { BY_NAME } from '../cards/build.js';
import { writeAtomic } from '../analytics/files.js';
import { InputError } from '../errors.js';
import { defaultDataDir, projectRoot } from './card-data.js';
import { buildFacts, staleFiles, type CardRecord } from './gen-facts.js';
import { compileAttack, compileAbility, cleanText, type CompiledAttack, type CompiledAbility } from './attack-templates.js';

export const GENERATED_DIR = 'src/cards/generated';
const STANDARD_MARKS = new Set(['G', 'H', 'I', 'J']);
const STAGES = new Set(['Basic', 'Stage 1', 'Stage 2']);

/** One generated card: its printing and the behaviour of each printed attack (null: no text). */
export interface GeneratedCard {
  readonly set: string;
  readonly code: string;
  readonly number: number;
  readonly name: string;
  /** Null: it prints no text; BY_NAME: a definition of src/behaviour/ names it (cards/named-attacks.ts). */
  readonly attacks: readonly (CompiledAttack | typeof BY_NAME | null)[];
  /** Its one Ability, when a template reads it; BY_NAME when a definition of src/behaviour/ names it (cards/named-abilities.ts). */
  readonly ability?: CompiledAbility | typeof BY_NAME;
}

export interface GeneratedBuild {
  /** By set id, in the facts table's set order. */
  readonly sets: readonly { id: string; code: string; cards: GeneratedCard[] }[];
  /** Attack texts no template reads, with how many candidate cards print each. */
  readonly misses: Map<string, number>;
}

/** Why the engine can't hold a Pokémon as printed without hand-written behaviour (null: it can). */
function outsideTemplates(r: CardRecord): string | null {
  if (r.abilities.length > 1) return 'two Abilities';
  if ((r.rules ?? []).some((l) => l.trim() !== '')) return 'rules text';
  if (r.types.length !== 1) return 'two types';
  if (!r.subtypes.some((s) => STAGES.has(s))) return 'no stage';
  if (r.weaknesses.length > 1 || r.weaknesses.some((w) => w.value !== '×2')) return 'a Weakness other than ×2';
  if (r.resistances.length > 1 || r.resistances.some((x) => !/^[−-]\d+$/.test(x.value))) return 'a Resistance other than −N';
  return null;
}

/** An attack's name and printed damage as the templates read them ("30+": 30 and '+'). */
export function printedAttack(a: { name: string; damage: string }): { name: string; damage: number; mark: string } {
  const m = /^(\d*)(.*)$/.exec(a.damage.trim())!;
  return { name: a.name, damage: m[1] === '' ? 0 : Number(m[1]), mark: m[2] };
}

/**
 * The generated cards of the data at `dataDir`, given the text hashes the hand-written pool plays and
 * the Ability and attack names src/behaviour/ defines by name (`named`, namedAbilityNames;
 * `namedAttacks`, namedAttackNames).
 */
export function buildGenerated(dataDir: string, handHashes: ReadonlySet<string>, named: ReadonlySet<string>, namedAttacks: ReadonlySet<string> = new Set()): GeneratedBuild {
  const seen = new Set<string>(handHashes);
  const misses = new Map<string, number>();
  const facts = buildFacts(dataDir).filter((s) => s.id !== 'base1');
  // A name is bound to one behaviour: a named Ability (or attack) whose name the data prints with two texts is left to a hand-written card.
  const records = facts.flatMap((s) => s.records);
  const oneTextAbilities = namesWithOneText(records.flatMap((r) => r.abilities), named);
  const oneTextAttacks = namesWithOneText(records.flatMap((r) => r.attacks), namedAttacks);
  const byName = (a: { name: string }): typeof BY_NAME | null => (oneTextAttacks.has(a.name) ? BY_NAME : null);
  const sets = facts.map((s) => {
    const cards: GeneratedCard[] = [];
    s.records.forEach((r, i) => {
      const hash = s.hashes[i];
      if (r.supertype !== 'Pokémon' || !STANDARD_MARKS.has(r.regulationMark) || seen.has(hash)) return;
      if (outsideTemplates(r)) return;
      const compiled = r.abilities.length === 1 ? compileAbility(r.abilities[0].text ?? '', r.abilities[0].type) : undefined;
      const ability = compiled === null && oneTextAbilities.has(r.abilities[0].name) ? BY_NAME : compiled;
      if (ability === null) return; // an Ability no template reads nor definition names: left to a hand-written module
      const attacks = r.attacks.map((a) => (a.text && cleanText(a.text) !== '' ? compileAttack(a.text, { ...printedAttack(a), card: r.name, basic: r.subtypes.includes('Basic'), siblings: r.attacks.map((x) => x.name) }) ?? byName(a) : null));
      const missed = r.attacks.filter((a, k) => a.text && cleanText(a.text) !== '' && attacks[k] === null);
      if (missed.length > 0) {
        for (const a of missed) misses.set(cleanText(a.text!), (misses.get(cleanText(a.text!)) ?? 0) + 1);
        return;
      }
      seen.add(hash);
      cards.push({ set: s.id, code: s.codes[0], number: Number(r.number), name: r.name, attacks, ...(ability && { ability }) });
    });
    return { id: s.id, code: s.codes[0], cards };
  });
  return { sets, misses };
}

/** Of `names`, those every printing in `printed` (Abilities or attacks) gives one text. */
function namesWithOneText(printed: readonly { name: string; text?: string }[], names: ReadonlySet<string>): Set<string> {
  const texts = new Map<string, Set<string>>();
  for (const a of printed) if (names.has(a.name)) texts.set(a.name, (texts.get(a.name) ?? new Set()).add(cleanText(a.text ?? '')));
  return new Set([...texts].filter(([, t]) => t.size === 1).map(([name]) => name));
}

const q = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function attackSource(a: CompiledAttack | typeof BY_NAME | null): string {
  if (!a) return '{}';
  if (a === BY_NAME) return 'BY_NAME';
  if (a.noEffect !== undefined) return `{ noEffect: ${q(a.noEffect)} }`;
  return `{ effects: [${a.effects.join(', ')}], note: ${q(a.note)}${a.damage !== undefined ? `, damage: ${a.damage}` : ''}${a.partner !== undefined ? `, partner: ${q(a.partner)}` : ''} }`;
}

function cardSource(c: GeneratedCard): string {
  const parts = [
    ...(c.attacks.every((a) => a === null) ? [] : [`attacks: [${c.attacks.map(attackSource).join(', ')}]`]),
    ...(c.ability === BY_NAME ? ['ability: BY_NAME'] : c.ability ? [`ability: { kind: ${c.ability.kind}, a: ${c.ability.a}${c.ability.limit ? `, limit: ${c.ability.limit}` : ''}${c.ability.trigger ? `, trigger: ${c.ability.trigger}` : ''}, note: ${q(c.ability.note)} }`] : []),
  ];
  const call = parts.length === 0 ? `pokemon(${q(c.code)}, ${c.number})` : `pokemon(${q(c.code)}, ${c.number}, { ${parts.join(', ')} })`;
  return `  ${call}, // ${c.name}`;
}

const IMPORTABLE: readonly [string, RegExp][] = [
  ['T', /\bT\./], ['Cond', /\bCond\./], ['Guard', /\bGuard\./], ['Debuff', /\bDebuff\./],
  ['Filter', /\bFilter\./], ['Source', /\bSource\./], ['Dest', /\bDest\./], ['moveCards', /\bmoveCards\(/], ['AbilityKind', /\bAbilityKind\./], ['AbilityLimit', /\bAbilityLimit\./], ['AbilityTrigger', /\bAbilityTrigger\./], ['Count', /\bCount\./],
];

/** The generated modules (path under the project root → text). */
export function generatedSources(build: GeneratedBuild): Map<string, string> {
  const files = new Map<string, string>();
  const header = '// GENERATED by `npm run gen:attacks` (src/tools/gen-attacks.ts, attack-templates.ts) from ../shared/data: do not edit.';
  const withCards = build.sets.filter((s) => s.cards.length > 0);
  for (const s of withCards) {
    const body = s.cards.map(cardSource);
    const text = body.join('\n');
    const types = IMPORTABLE.filter(([, used]) => used.test(text)).map(([name]) => name);
    files.set(`${GENERATED_DIR}/${s.id}.ts`, [
      header,
      `// ${s.code}: ${s.cards.length} Pokémon whose attacks the templates play (behaviour as ops and our paraphrase; facts from the facts table).`,
      `import { type PokemonDef${types.map((x) => `, ${x}`).join('')} } from '../types.js';`,
      ...(/\bOp\./.test(text) ? ["import { Op } from '../opcodes.js';"] : []),
      `import { pokemon${/\bBY_NAME\b/.test(text) ? ', BY_NAME' : ''} } from '../build.js';`,
      '',
      'export const cards: readonly PokemonDef[] = [',
      ...body,
      '];',
      '',
    ].join('\n'));
  }
  files.set(`${GENERATED_DIR}/index.ts`, [
    header,
    '// The generated Pokémon by set id (the pool appends them after the hand-written cards: pool.ts).',
    "import type { PokemonDef } from '../types.js';",
    ...withCards.map((s) => `import { cards as ${s.id} } from './${s.id}.js';`),
    '',
    'export const GENERATED: Readonly<Record<string, readonly PokemonDef[]>> = {',
    ...withCards.map((s) => `  ${s.id},`),
    '};',
    '',
  ].join('\n'));
  return files;
}

/** Generated modules that differ from the checked-in ones, are missing, or are left over. */
export const staleGenerated = (root: string, files: ReadonlyMap<string, string>): string[] => staleFiles(root, files, GENERATED_DIR, []);

/** The text hashes the hand-written modules play (their own printings' in the facts table). */
export async function handHashes(): Promise<Set<string>> {
  const { findFacts } = await import('../cards/facts.js');
  const out = new Set<string>();
  for (const c of HAND_CARDS) {
    const f = findFacts(c.set, c.number);
    if (f) out.add(f.textHash);
  }
  return out;
}

/** The attack names the definitions of src/behaviour/ bind by name (defineAttack({ name })), once they are loaded. */
export async function namedAttackNames(): Promise<Set<string>> {
  await import('../behaviour/index.js');
  const { namedAttacks } = await import('../cards/named-attacks.js');
  return new Set(namedAttacks());
}

/** The Ability names the definitions of src/behaviour/ bind by name (defineAbility({ name })), once they are loaded. */
export async function namedAbilityNames(): Promise<Set<string>> {
  await import('../behaviour/index.js');
  const { namedAbilities } = await import('../cards/named-abilities.js');
  return new Set(namedAbilities());
}

async function main(argv: string[]): Promise<number> {
  let data = defaultDataDir();
  let check = false;
  let showMisses = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') check = true;
    else if (argv[i] === '--misses') showMisses = true;
    else if (argv[i] === '--data' && argv[i + 1] !== undefined) data = resolve(argv[++i]);
    else throw new InputError(`gen-attacks: unknown argument '${argv[i]}' (usage: gen-attacks [--data DIR] [--check] [--misses])`);
  }
  if (!existsSync(join(data, 'pokemon-tcg-data', 'cards'))) throw new InputError(`gen-attacks: ${data}: no card data (pokemon-tcg-data/cards); pass --data DIR`);
  const build = buildGenerated(data, await handHashes(), await namedAbilityNames(), await namedAttackNames());
  if (showMisses) {
    for (const [text, n] of [...build.misses].sort((a, b) => b[1] - a[1])) process.stdout.write(`${n}\t${text}\n`);
    return 0;
  }
  const files = generatedSources(build);
  const root = projectRoot();
  const stale = staleGenerated(root, files);
  if (check) {
    if (stale.length === 0) return 0;
    process.stderr.write(`${stale[0]} differs from the card data: run npm run gen:attacks\n`);
    return 1;
  }
  mkdirSync(join(root, GENERATED_DIR), { recursive: true });
  for (const [path, text] of files) if (stale.includes(path)) writeAtomic(join(root, path), text);
  const total = build.sets.reduce((n, s) => n + s.cards.length, 0);
  process.stdout.write(`${GENERATED_DIR}: ${total} Pokémon in ${files.size - 1} sets${stale.length === 0 ? ' (unchanged)' : ''}\n`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (e: unknown) => {
    if (!(e instanceof InputError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exitCode = e.exitCode;
  });
}
