// The goals `ptcg odds` asks when none is given (docs/ODDS.md), written in the goal language.
import { ALL_CARDS, ruleName } from '../cards/pool.js';
import { Supertype, TrainerKind, type CardDef } from '../cards/types.js';
import type { Deck } from '../decks/deck.js';

export interface DefaultGoal { text: string; why: string }

/** Turn of the default "Stage 2 in play" goals: rows for own turns 1..4. */
export const DEFAULT_PLAY_TURN = 4;

const isEx = (c: CardDef) => c.supertype === Supertype.Pokemon && (c.ex === true || / ex$/.test(c.name));

/** Distinct card names of the deck in list order, with their copies and a card of each. */
function names(deck: Deck): { name: string; copies: number; card: CardDef }[] {
  const out = new Map<string, { name: string; copies: number; card: CardDef }>();
  for (const id of deck.cards) {
    const card = ALL_CARDS[id];
    const name = ruleName(card.name);
    const e = out.get(name) ?? { name, copies: 0, card };
    e.copies++;
    out.set(name, e);
  }
  return [...out.values()];
}

/**
 * The deck's key card: its main attacker, taken as the Pokémon ex or Stage 2 Pokémon with the most
 * copies (ties: the higher stage, then the higher HP, then list order); any Pokémon when it has neither.
 */
export function keyCard(deck: Deck): { name: string; copies: number } {
  const pokemon = names(deck).filter((x) => x.card.supertype === Supertype.Pokemon);
  const strong = pokemon.filter((x) => isEx(x.card) || (x.card.supertype === Supertype.Pokemon && x.card.stage === 2));
  const pool = strong.length > 0 ? strong : pokemon;
  const rank = (x: (typeof pool)[number]) => (x.card.supertype === Supertype.Pokemon ? [x.copies, x.card.stage, x.card.hp] : [0, 0, 0]);
  let best = pool[0];
  for (const x of pool.slice(1)) {
    const [a, b] = [rank(x), rank(best)];
    if (a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))) best = x;
  }
  return { name: best.name, copies: best.copies };
}

export function defaultGoals(deck: Deck): DefaultGoal[] {
  const all = names(deck);
  const stage = (x: (typeof all)[number], s: number) => x.card.supertype === Supertype.Pokemon && x.card.stage === s;
  const out: DefaultGoal[] = [];
  for (const x of all) if (stage(x, 0)) out.push({ text: `${x.name} in hand by turn 0`, why: 'a Basic in the opening hand' });
  const stage2 = all.filter((x) => stage(x, 2));
  const evolved = stage2.length > 0 ? stage2 : all.filter((x) => stage(x, 1));
  for (const x of evolved) out.push({ text: `${x.name} in play by turn ${DEFAULT_PLAY_TURN}`, why: `a Stage ${stage2.length > 0 ? 2 : 1} in play` });
  if (all.some((x) => x.card.supertype === Supertype.Trainer && x.card.kind === TrainerKind.Supporter)) {
    out.push({ text: 'Supporter in hand by turn 1', why: 'a Supporter to play on turn 1' });
  }
  const key = keyCard(deck);
  out.push({ text: `${key.name} prized by turn 0`, why: 'the key card: at least one copy prized' });
  if (key.copies > 1) out.push({ text: `${key.copies}x ${key.name} prized by turn 0`, why: 'the key card: every copy prized' });
  return out;
}
