// The card pool for library callers: what `ptcg cards` lists, as objects.
import { listCards, findSet, setCodes, type CardSummary } from '../cards/describe.js';
import { InputError } from '../errors.js';

export interface CardsOptions {
  /** Only this set: a PTCG Live code (BS, SVI, PAL, …) or our set id (base1, sv1, …). */
  set?: string;
  /** Only cards whose name or paraphrase contains this text (any case, accents optional). */
  search?: string;
}

/** Every card of the pool (or the matching ones) with a paraphrase of what it does in the engine. */
export function cards(options: CardsOptions = {}): CardSummary[] {
  const set = options.set === undefined ? undefined : findSet(String(options.set));
  if (set === null) throw new InputError(`unknown set '${options.set}' (known: ${setCodes().join(', ')})`);
  const search = options.search === undefined ? undefined : String(options.search).trim();
  if (search === '') throw new InputError('search needs some text');
  return listCards({ set, search });
}

export type { CardSummary };
