// The goal language of `ptcg odds` (docs/ODDS.md): "Rare Candy and Charizard ex in hand by turn 2".
// A hand-written tokenizer and recursive-descent parser; card names resolve against the deck's own
// cards (longest match, any case, accents optional), category words against card data. A goal
// compiles to plain data (subjects as card-id lists, atoms, a postfix program) that crosses to a
// worker, where odds-eval.ts evaluates it without allocating.
import { ALL_CARDS, ALL_DEFS, deckNameKey, ruleName } from '../cards/pool.js';
import { Supertype, TrainerKind, type CardDef } from '../cards/types.js';
import type { Deck } from '../decks/deck.js';

/** Where an atom looks. */
export const enum GoalZone { Hand = 0, Play = 1, Discard = 2, Prize = 3 }
export const GOAL_ZONES = 4;
export const ZONE_WORDS = ['in hand', 'in play', 'in discard', 'prized'];
/** The places a goal accepts, as an error message lists them. */
const PLACES = `${ZONE_WORDS.slice(0, -1).join(', ')} or ${ZONE_WORDS[ZONE_WORDS.length - 1]} (then optionally 'by turn K')`;

/** Program words below 0 are operators; ≥ 0 an atom index. */
export const OP_AND = -1, OP_OR = -2, OP_NOT = -3;

/** The latest turn a goal may name (games stop after it). */
export const MAX_GOAL_TURN = 20;
/** Subjects (card names and categories) a run may use: one bit each in a 32-bit mask. */
export const MAX_SUBJECTS = 32;
/** Atoms in one goal (the evaluator's stack is larger). */
export const MAX_ATOMS = 64;

/** "at least `atLeast` of `subject` in `zone`". */
export interface GoalAtom { subject: number; zone: GoalZone; atLeast: number }

export interface Goal {
  /** As written (trimmed), or as generated for a default goal. */
  text: string;
  /** Met at setup (0: the kept opening hand and the prizes) or by the end of the deck's own turn K. */
  byTurn: number;
  atoms: GoalAtom[];
  /** Postfix over atoms: an atom index, or OP_AND / OP_OR / OP_NOT. */
  program: number[];
}

/** A card name of the deck or a category word, and the card ids it covers. */
export interface Subject { label: string; cards: number[] }

export class GoalError extends Error {}

/** Categories: word (normalized) → label and test. Longer words win over shorter ones. */
const CATEGORIES: { words: string[]; label: string; test: (c: CardDef) => boolean }[] = [
  { words: ['pokemon'], label: 'Pokémon', test: (c) => c.supertype === Supertype.Pokemon },
  { words: ['basic', 'basic pokemon'], label: 'Basic Pokémon', test: (c) => c.supertype === Supertype.Pokemon && c.stage === 0 },
  { words: ['stage 1', 'stage 1 pokemon'], label: 'Stage 1 Pokémon', test: (c) => c.supertype === Supertype.Pokemon && c.stage === 1 },
  { words: ['stage 2', 'stage 2 pokemon'], label: 'Stage 2 Pokémon', test: (c) => c.supertype === Supertype.Pokemon && c.stage === 2 },
  { words: ['pokemon ex'], label: 'Pokémon ex', test: (c) => c.supertype === Supertype.Pokemon && (c.ex === true || / ex$/.test(c.name)) },
  { words: ['trainer'], label: 'Trainer', test: (c) => c.supertype === Supertype.Trainer },
  { words: ['item'], label: 'Item', test: (c) => c.supertype === Supertype.Trainer && c.kind === TrainerKind.Item },
  { words: ['supporter'], label: 'Supporter', test: (c) => c.supertype === Supertype.Trainer && c.kind === TrainerKind.Supporter },
  { words: ['stadium'], label: 'Stadium', test: (c) => c.supertype === Supertype.Trainer && c.kind === TrainerKind.Stadium },
  { words: ['tool', 'pokemon tool'], label: 'Pokémon Tool', test: (c) => c.supertype === Supertype.Trainer && c.kind === TrainerKind.Tool },
  { words: ['energy'], label: 'Energy', test: (c) => c.supertype === Supertype.Energy },
  { words: ['basic energy'], label: 'Basic Energy', test: (c) => c.supertype === Supertype.Energy && c.basic },
  { words: ['special energy'], label: 'Special Energy', test: (c) => c.supertype === Supertype.Energy && !c.basic },
];

/** One character at a time: lower case, accents dropped, curly apostrophes straight. */
function foldChar(ch: string): string {
  return ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`ʼ′]/g, "'");
}

/** Folded text and, for each of its characters, the index of the character it came from. */
function fold(text: string): { s: string; at: number[] } {
  let s = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = /\s/.test(ch) ? ' ' : foldChar(ch);
    for (let k = 0; k < f.length; k++) at.push(i);
    s += f;
    i += ch.length;
  }
  at.push(i);
  return { s, at };
}

/** The names a deck card answers to (folded): its name, its rules name, the deck-list key. */
function namesOf(id: number): string[] {
  const name = ALL_CARDS[id].name;
  return [...new Set([fold(name).s, fold(ruleName(name)).s, deckNameKey(name), deckNameKey(ruleName(name))])];
}

/** What a goal's words may name, for one deck. */
export class GoalVocabulary {
  readonly subjects: Subject[] = [];
  private readonly keys: { key: string; make: () => Subject }[] = [];
  /** One display name per distinct card name in the deck (for suggestions). */
  readonly cardNames: string[] = [];

  constructor(readonly deck: Deck) {
    const seen = new Set<string>();
    for (const id of new Set(deck.cards)) {
      const label = ruleName(ALL_CARDS[id].name);
      const same = [...new Set(deck.cards)].filter((x) => namesOf(x).some((n) => namesOf(id).includes(n)));
      if (!seen.has(label)) { seen.add(label); this.cardNames.push(label); }
      for (const key of namesOf(id)) this.keys.push({ key, make: () => ({ label, cards: same }) });
    }
    for (const c of CATEGORIES) {
      for (const w of c.words) {
        this.keys.push({ key: w, make: () => ({ label: c.label, cards: ALL_DEFS.map((d, id) => (c.test(d) ? id : -1)).filter((id) => id >= 0) }) });
      }
    }
    // longest first, so "basic energy" beats "basic" and "charizard ex" beats a "charizard"
    this.keys.sort((a, b) => b.key.length - a.key.length);
  }

  /** The longest key at position i of folded text ending at a word boundary, or null. */
  match(s: string, i: number): { key: string; make: () => Subject } | null {
    for (const k of this.keys) {
      if (s.startsWith(k.key, i)) {
        const next = s[i + k.key.length];
        if (next === undefined || next === ' ' || next === ')' || next === '(') return k;
      }
    }
    return null;
  }

  /** The subject index for a label, adding it the first time. */
  subjectIndex(make: () => Subject): number {
    const sub = make();
    const k = this.subjects.findIndex((x) => x.label === sub.label);
    if (k >= 0) return k;
    this.subjects.push(sub);
    return this.subjects.length - 1;
  }
}

type Token =
  | { t: 'lp' | 'rp' | 'and' | 'or' | 'not'; at: number; depth: number }
  | { t: 'zone'; zone: GoalZone; at: number; depth: number }
  | { t: 'item'; subject: number; atLeast: number; label: string; at: number; depth: number; zone: GoalZone | -1 }
  | { t: 'by'; turn: number; at: number; depth: number };

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  return d[a.length][b.length];
}

/** The deck's card name closest to `word`, if it is close enough to be a typo. */
function closest(word: string, names: string[]): string | null {
  let best: string | null = null, bestD = Infinity;
  const w = fold(word).s;
  for (const n of names) {
    const d = editDistance(w, fold(n).s);
    if (d < bestD) { bestD = d; best = n; }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(w.length / 3)) ? best : null;
}

const KEYWORD_AT = /^(?:and|or|not|in hand|in play|in discard|prized|by turn)(?![\w'])/;

/**
 * Parse one goal for a deck. `defaultTurn` applies when the goal says no "by turn". Subjects are
 * added to the vocabulary (shared by all goals of a run). Throws GoalError with a one-line reason.
 */
export function parseGoal(text: string, vocab: GoalVocabulary, defaultTurn: number): Goal {
  const raw = String(text).trim();
  const where = `goal '${raw}'`;
  if (raw === '') throw new GoalError('a goal is empty (e.g. --goal "Charizard ex in play")');
  const { s, at } = fold(raw);
  const orig = (a: number, b: number) => raw.slice(at[a], at[b]).trim();
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  while (i < s.length) {
    if (s[i] === ' ') { i++; continue; }
    const rest = s.slice(i);
    if (s[i] === '(' || s[i] === ')') {
      if (s[i] === ')') depth--;
      if (depth < 0) throw new GoalError(`${where}: a ')' closes no '('`);
      tokens.push({ t: s[i] === '(' ? 'lp' : 'rp', at: i, depth });
      if (s[i] === '(') depth++;
      i++;
      continue;
    }
    const kw = KEYWORD_AT.exec(rest);
    if (kw) {
      const w = kw[0];
      if (w === 'by turn') {
        const m = /^by turn\s*(\d+)(?![\w'])/.exec(rest);
        if (!m) throw new GoalError(`${where}: 'by turn' needs a whole number (e.g. by turn 2)`);
        const turn = Number(m[1]);
        if (turn > MAX_GOAL_TURN) throw new GoalError(`${where}: by turn ${m[1]}: the turn must be from 0 to ${MAX_GOAL_TURN}`);
        tokens.push({ t: 'by', turn, at: i, depth });
        i += m[0].length;
      } else if (w === 'and' || w === 'or' || w === 'not') {
        tokens.push({ t: w, at: i, depth });
        i += w.length;
      } else {
        tokens.push({ t: 'zone', zone: ZONE_WORDS.indexOf(w) as GoalZone, at: i, depth });
        i += w.length;
      }
      continue;
    }
    // an item: [N | Nx] NAME [xN]
    const start = i;
    let atLeast = 1;
    const pre = /^(\d+)\s*x?\s+|^(\d+)x(?=\S)/.exec(rest);
    if (pre) {
      atLeast = Number(pre[1] ?? pre[2]);
      i += pre[0].length;
    }
    const hit = vocab.match(s, i);
    if (!hit) {
      const tail = s.slice(i);
      const stop = /\s(?:and|or|in hand|in play|in discard|prized|by turn)(?![\w'])|\)|\(/.exec(' ' + tail);
      const end = i + (stop ? Math.max(0, stop.index - 1) : tail.length);
      const word = orig(i, end) || orig(i, s.length);
      if (word === '') throw new GoalError(`${where}: a card name or category is missing at the end`);
      // right after a card or category comes its place (or 'and' / 'or' another one)
      const last = tokens[tokens.length - 1];
      if (last?.t === 'item') throw new GoalError(`${where}: '${word}' is not a place: after '${last.label}' say where: ${PLACES}`);
      const near = closest(word, vocab.cardNames);
      throw new GoalError(`${where}: '${word}' is not a card in ${vocab.deck.name} nor a category${near ? ` (did you mean '${near}'?)` : ''}`);
    }
    i += hit.key.length;
    const post = /^\s*x\s*(\d+)(?![\w'])/.exec(s.slice(i));
    if (post) {
      if (pre) throw new GoalError(`${where}: give the count once (${orig(start, i + post[0].length)})`);
      atLeast = Number(post[1]);
      i += post[0].length;
    }
    if (atLeast < 1 || atLeast > 60) throw new GoalError(`${where}: count ${atLeast} must be from 1 to 60`);
    if (vocab.subjects.length >= MAX_SUBJECTS && vocab.subjects.every((x) => x.label !== hit.make().label)) {
      throw new GoalError(`${where}: the goals name more than ${MAX_SUBJECTS} different cards and categories`);
    }
    const subject = vocab.subjectIndex(hit.make);
    tokens.push({ t: 'item', subject, atLeast, label: orig(start, i), at: start, depth, zone: -1 });
  }
  if (depth > 0) throw new GoalError(`${where}: a '(' is not closed`);

  // "by turn K" ends the goal
  let byTurn = defaultTurn;
  const byIndex = tokens.findIndex((t) => t.t === 'by');
  if (byIndex >= 0) {
    if (byIndex !== tokens.length - 1) throw new GoalError(`${where}: 'by turn' must come last`);
    byTurn = (tokens[byIndex] as { turn: number }).turn;
    tokens.pop();
  }

  // A zone applies to every item before it that has none, back to the previous zone at its level.
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k];
    if (tok.t !== 'item') continue;
    let d = tok.depth;
    for (let j = k + 1; j < tokens.length && tok.zone === -1; j++) {
      const u = tokens[j];
      if (u.t === 'rp') d = Math.min(d, u.depth);
      if (u.t === 'zone' && u.depth <= d) tok.zone = u.zone;
    }
  }

  // recursive descent: or < and < not < primary; zones are skipped (already given to items)
  const atoms: GoalAtom[] = [];
  const program: number[] = [];
  let p = 0;
  const peek = () => tokens[p];
  const describe = (t: Token | undefined) => (t === undefined ? 'the end' : `'${raw.slice(at[t.at]).split(/\s+/)[0]}'`);
  const skipZones = () => { while (peek()?.t === 'zone') p++; };
  const primary = (): void => {
    const t = peek();
    if (t?.t === 'lp') {
      p++;
      orExpr();
      if (peek()?.t !== 'rp') throw new GoalError(`${where}: expected ')' before ${describe(peek())}`);
      p++;
    } else if (t?.t === 'item') {
      p++;
      atoms.push({ subject: t.subject, zone: t.zone as GoalZone, atLeast: t.atLeast });
      program.push(atoms.length - 1);
    } else {
      throw new GoalError(`${where}: expected a card name, a category or '(' at ${describe(t)}`);
    }
    skipZones();
  };
  const notExpr = (): void => {
    if (peek()?.t === 'not') { p++; notExpr(); program.push(OP_NOT); } else primary();
  };
  const andExpr = (): void => {
    notExpr();
    while (peek()?.t === 'and') { p++; notExpr(); program.push(OP_AND); }
  };
  const orExpr = (): void => {
    andExpr();
    while (peek()?.t === 'or') { p++; andExpr(); program.push(OP_OR); }
  };
  if (tokens.length === 0 || tokens[0].t === 'zone') throw new GoalError(`${where}: name a card or category first (e.g. "Charizard ex in play")`);
  orExpr();
  if (p < tokens.length) throw new GoalError(`${where}: expected 'and', 'or' or the end at ${describe(peek())}`);
  for (const tok of tokens) {
    if (tok.t !== 'item') continue;
    if (tok.zone === -1) throw new GoalError(`${where}: '${tok.label}' says not where: add ${PLACES} after it`);
    if (byTurn === 0 && (tok.zone === GoalZone.Play || tok.zone === GoalZone.Discard)) {
      throw new GoalError(`${where}: '${tok.label} ${ZONE_WORDS[tok.zone]}' needs a turn ≥ 1 (at setup, by turn 0, only the hand and the prizes are dealt)`);
    }
  }
  if (atoms.length > MAX_ATOMS) throw new GoalError(`${where}: more than ${MAX_ATOMS} cards and categories in one goal`);
  return { text: raw, byTurn, atoms, program };
}

/** The latest turn any goal looks at. */
export function lastGoalTurn(goals: readonly Goal[]): number {
  return goals.reduce((m, g) => Math.max(m, g.byTurn), 0);
}
