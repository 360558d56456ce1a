// The decks that ship with the toolkit (decks/classic, decks/standard, decks/standard-2026), grouped into sets of decks
// that can play each other (D1: same size), and the rule set a group of decks plays by default.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, dirname, relative } from 'node:path';
import { InputError } from '../errors.js';
import { ALL_CARDS } from '../cards/pool.js';
import type { RuleSetName } from '../engine/rules.js';
import { loadDeck, type Deck } from './deck.js';

export interface DeckGroup { name: string; decks: Deck[] }

/** Classic decks (only Base Set cards) play classic rules, the others standard. */
export function defaultRules(decks: readonly Deck[]): RuleSetName {
  return decks.every((d) => d.cards.every((id) => ALL_CARDS[id].set === 'base1')) ? 'classic' : 'standard';
}

/** The bundled decks folder: ./decks when run from the project, else the package's own. */
export function decksRoot(): string {
  if (existsSync(join('decks', 'classic')) && existsSync(join('decks', 'standard'))) return 'decks';
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of [join(here, '..', '..', '..'), join(here, '..', '..')]) {
    if (existsSync(join(up, 'decks', 'classic'))) return relative(process.cwd(), join(up, 'decks')) || 'decks';
  }
  throw new InputError('the bundled decks (decks/classic, decks/standard) were not found');
}

/** The folder of the Standard 2026 tournament lists (issue 32): a group only when it holds lists. */
export const STANDARD_2026_DIR = 'standard-2026';

/**
 * The bundled deck groups that can play each other (D1: same size). The Standard 2026 tournament
 * lists (decks/standard-2026/, played by standard rules: defaultRules) form a group when the folder
 * exists and holds lists.
 */
export function bundledGroups(root = decksRoot()): DeckGroup[] {
  const load = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.txt')).sort().map((f) => loadDeck(join(root, dir, f)));
  const classic = load('classic');
  const standard2026 = existsSync(join(root, STANDARD_2026_DIR)) ? load(STANDARD_2026_DIR) : [];
  return [
    { name: 'classic theme decks', decks: classic.filter((d) => d.cards.length === 60) },
    { name: 'classic starter halves', decks: classic.filter((d) => d.cards.length === 30) },
    { name: 'standard Battle Decks', decks: load('standard') },
    ...(standard2026.length > 0 ? [{ name: 'Standard 2026 tournament decks', decks: standard2026 }] : []),
  ];
}
