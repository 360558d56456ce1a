// Card names as the rules read them. Imports nothing, so the data tools (src/tools/card-data.ts)
// share it without loading the pool.

/**
 * A card's name for the rules and for deck lists: the data name without a trailing
 * parenthetical that tells printings apart ("Boss's Orders (Ghetsis)" is "Boss's Orders", as PTCG
 * Live writes it; two such cards share a name for the 4-copy rule, D2/D3).
 */
export function ruleName(name: string): string {
  return name.replace(/\s+\([^()]*\)$/, '');
}
