// The declared list of the opponent's archetype, for the search bot's `archetype` opponent model
// (`ismcts:N:archetype=LIST`, ismcts.ts): the cards it re-deals the opponent's unseen cards from
// instead of the opponent's real ones (determinize.ts). LIST is a deck file, else the file name of a
// bundled deck without .txt (`lucario-ex`: decks/standard/lucario-ex.txt). Read once per bot name and thread (workers read it again).
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { InputError } from '../errors.js';
import { DeckError } from '../decks/deck.js';
import * as deckModule from '../decks/deck.js';
import * as bundledModule from '../decks/bundled.js';
import * as stateModule from '../engine/state.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { loadDeck, formatProblem } = deckModule;
const { bundledGroups } = bundledModule;
const { MAX_DECK } = stateModule;

/** The card ids of the declared list `ref` (a deck file or a bundled deck's name) of bot `bot`; one-line InputError if there is none. */
export function archetypeList(bot: string, ref: string): number[] {
  try {
    const cards = existsSync(ref) ? loadDeck(ref).cards : bundledGroups().flatMap((g) => g.decks).find((d) => basename(d.path, '.txt') === ref)?.cards;
    if (cards !== undefined) {
      if (cards.length === 0 || cards.length > MAX_DECK) throw new InputError(`bot '${bot}': its archetype list ${ref} has ${cards.length} cards (1 to ${MAX_DECK})`);
      return cards;
    }
  } catch (e) {
    if (e instanceof DeckError) {
      const [first] = e.problems;
      const more = e.problems.length > 1 ? ` (and ${e.problems.length - 1} more problem${e.problems.length > 2 ? 's' : ''})` : '';
      throw new InputError(`bot '${bot}': its archetype list ${formatProblem(first)}${more}`);
    }
    throw e;
  }
  throw new InputError(`bot '${bot}': its archetype list '${ref}' is neither a deck file nor a bundled deck's name`);
}
