// An odds study (`ptcg odds`, docs/ODDS.md): goals parsed against the deck, deals and games run,
// per goal the simulated chance (Wilson 95%) going first and second, beside the exact figure
// where a closed form exists (a single card or category in the opening hand or among the prizes).
import type { Deck } from '../decks/deck.js';
import type { RuleSetName } from '../engine/rules.js';
import { isBasicPokemon } from '../engine/tables.js';
import { prizesForDeck } from '../engine/rules.js';
import { GoalVocabulary, parseGoal, GoalZone, OP_NOT, type Goal } from '../sim/odds-goal.js';
import { defaultGoals } from '../sim/odds-defaults.js';
import { runOdds } from '../sim/odds-run.js';
import { gameCell, turnsOf, G_FIRST, G_SECOND, G_GAMES, type OddsSpec } from '../sim/odds-batch.js';
import type { RunProgress } from '../sim/run-types.js';
import { wilson, agreement, type Interval } from './stats.js';
import { handAtLeast, prizedAtLeast } from './odds-exact.js';
import { version } from '../version.js';

/** Turn of goals that say none (`--by-turn`). */
export const DEFAULT_BY_TURN = 3;

export interface OddsConfig {
  deck: Deck;
  /** A fixed opponent; null: the deck plays itself (a mirror, both seats observed). */
  opponent: Deck | null;
  /** Goals as written; empty: the default goals. */
  goals: string[];
  /** Turn of goals that say none. */
  byTurn: number;
  games: number;
  seed: string;
  rules: RuleSetName;
  workers: number;
  signal?: AbortSignal;
  onProgress?: (p: RunProgress) => void;
}

export interface SetupFigure {
  simulated: Interval;
  /** The closed form, or null when the goal has none (several atoms, a count in play…). */
  exact: number | null;
  /** (simulated − exact) / its standard error; null without an exact figure. */
  sigmas: number | null;
  /** |sigmas| ≤ 4; null without an exact figure. */
  agrees: boolean | null;
}

export interface OddsGoalResult {
  goal: string;
  /** What the goal asks, without its "by turn K" (the rows give the turns): "Charizard ex in play". */
  label: string;
  /** Why a default goal was chosen; null for a goal given. */
  why: string | null;
  byTurn: number;
  /** by turn 0: the deal's figure (the same for either seat); null otherwise. */
  setup: SetupFigure | null;
  /** by turn K ≥ 1: P(met by own turn k), k = 1..K, going first and going second. */
  turns: { turn: number; first: Interval; second: Interval }[];
}

export interface OddsStudy {
  kind: 'odds';
  schema: 1;
  tool: 'ptcg';
  version: string;
  deck: string;
  deckFile: string;
  opponent: string;
  opponentFile: string;
  mirror: boolean;
  seed: string;
  rules: RuleSetName;
  /** The bots that play the turn goals' games (the deck's seat, the opponent's); null when every goal is a setup goal: deals need no bot. */
  bots: [string, string] | null;
  partial: boolean;
  /** Asked for: deals and games each. */
  plannedGames: number;
  deals: number;
  games: number;
  /** Observations of the deck going first and going second (a mirror observes both seats of each game). */
  observations: { first: number; second: number };
  goals: OddsGoalResult[];
  dealsPerSecond: number | null;
  gamesPerSecond: number | null;
  elapsedSeconds: number;
}

/** Which bots played the turn goals' games (the figures are the deck as they play it), or that deals needed none. */
export function oddsBotsText(m: Pick<OddsStudy, 'bots' | 'mirror'>): string {
  if (m.bots === null) return 'Bots: none. Every goal here is a setup goal, read from dealt hands and prizes: no bot plays.';
  const who = m.mirror || m.bots[0] === m.bots[1] ? `the ${m.bots[0]} bot played both sides` : `${m.bots[0]} played the deck and ${m.bots[1]} the opponent`;
  return `Bots: ${who}. Turn goals describe the deck as ${m.bots[0]} plays it (its searches, draws and evolutions); setup goals are read from the deal and need no bot.`;
}

/** Parse goals (or the deck's default goals) for a deck: throws GoalError on the first bad one. */
export function compileGoals(deck: Deck, texts: string[], byTurn: number): { goals: (Goal & { why: string | null })[]; vocab: GoalVocabulary } {
  const vocab = new GoalVocabulary(deck);
  const given = texts.length > 0;
  const list = given ? texts.map((text) => ({ text, why: null as string | null })) : defaultGoals(deck);
  const goals = list.map((g) => ({ ...parseGoal(g.text, vocab, byTurn), why: g.why }));
  return { goals, vocab };
}

/** The exact figure of a setup goal that is one atom (or not one atom) in hand or prized, else null. */
export function exactSetup(deck: Deck, vocab: GoalVocabulary, g: Goal): number | null {
  if (g.byTurn !== 0 || g.atoms.length !== 1) return null;
  const negated = g.program.length === 2 && g.program[1] === OP_NOT;
  if (g.program.length !== 1 && !negated) return null;
  const a = g.atoms[0];
  const inSubject = new Set(vocab.subjects[a.subject].cards);
  const n = deck.cards.length;
  const d = {
    n,
    b: deck.cards.filter(isBasicPokemon).length,
    c: deck.cards.filter((id) => inSubject.has(id)).length,
    xb: deck.cards.filter((id) => inSubject.has(id) && isBasicPokemon(id)).length,
    prizes: prizesForDeck(n),
  };
  const p = a.zone === GoalZone.Hand ? handAtLeast(d, a.atLeast) : a.zone === GoalZone.Prize ? prizedAtLeast(d, a.atLeast) : null;
  if (p === null) return null;
  return negated ? 1 - p : p;
}

/** A goal without its closing "by turn K" (the goal language puts it last). */
export function goalLabel(text: string): string {
  return text.replace(/\s+by\s+turn\s*\d+\s*$/i, '').trim();
}

function setupFigure(met: number, deals: number, exact: number | null): SetupFigure {
  const simulated = wilson(met, deals);
  if (exact === null) return { simulated, exact: null, sigmas: null, agrees: null };
  return { simulated, exact, ...agreement(met, deals, exact) };
}

export async function oddsStudy(c: OddsConfig): Promise<OddsStudy> {
  const t0 = performance.now();
  const { goals, vocab } = compileGoals(c.deck, c.goals, c.byTurn);
  const opponent = c.opponent ?? c.deck;
  const spec: OddsSpec = {
    seed: c.seed, rules: c.rules, deck: c.deck.cards, opponent: opponent.cards, mirror: c.opponent === null,
    subjects: vocab.subjects.map((s) => s.cards),
    goals: goals.map((g) => ({ byTurn: g.byTurn, atoms: g.atoms, program: g.program })),
  };
  const counts = await runOdds({ spec, games: c.games, workers: c.workers, signal: c.signal, onProgress: c.onProgress });
  const deals = counts.deals?.[0] ?? 0;
  const games = counts.games?.[G_GAMES] ?? 0;
  const first = counts.games?.[G_FIRST] ?? 0, second = counts.games?.[G_SECOND] ?? 0;
  const K = turnsOf(spec);
  const results: OddsGoalResult[] = goals.map((g, k) => {
    if (g.byTurn === 0) {
      return { goal: g.text, label: goalLabel(g.text), why: g.why, byTurn: 0, setup: setupFigure(counts.deals![1 + k], deals, exactSetup(c.deck, vocab, g)), turns: [] };
    }
    const turns: OddsGoalResult['turns'] = [];
    let f = 0, s = 0; // met by own turn t: the running sum of "first met on turn t"
    for (let t = 1; t <= g.byTurn; t++) {
      f += counts.games![gameCell(K, k, 0, t)];
      s += counts.games![gameCell(K, k, 1, t)];
      turns.push({ turn: t, first: wilson(f, first), second: wilson(s, second) });
    }
    return { goal: g.text, label: goalLabel(g.text), why: g.why, byTurn: g.byTurn, setup: null, turns };
  });
  return {
    kind: 'odds', schema: 1, tool: 'ptcg', version,
    deck: c.deck.name, deckFile: c.deck.path, opponent: opponent.name, opponentFile: opponent.path, mirror: c.opponent === null,
    seed: c.seed, rules: c.rules, bots: goals.some((g) => g.byTurn > 0) ? ['greedy', 'greedy'] : null, partial: counts.partial,
    plannedGames: c.games, deals, games, observations: { first, second }, goals: results,
    dealsPerSecond: counts.deals ? Math.round(deals / Math.max(counts.dealSeconds, 1e-9)) : null,
    gamesPerSecond: counts.games ? Math.round(games / Math.max(counts.gameSeconds, 1e-9)) : null,
    elapsedSeconds: (performance.now() - t0) / 1000,
  };
}
