// The card data as the generators read it (gen-facts.ts, gen-reprints.ts): where it is, reading a
// file of it, and `cardText`, what a record says as one string (two printings are the same card when
// their texts are equal, RULES.md V5). Loads no card pool, so the facts table can be regenerated
// whatever state the pool is in.
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
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleName } from '../cards/names.js';
import { InputError } from '../errors.js';

/** A card record of pokemon-tcg-data (the fields read here). */
export interface DataCard {
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

/** The project root: the folder with package.json above this file (src/tools or dist/src/tools). */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'cards'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('card data tools: cannot find the project root');
    dir = up;
  }
}

export const defaultDataDir = (): string => resolve(projectRoot(), '..', 'shared', 'data');

export function readJson<T>(path: string): T {
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
