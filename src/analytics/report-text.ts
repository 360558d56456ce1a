// Plain-text pieces of the report shared by the page and summary.md: short deck names, what each
// end reason means, which bots played, and how much of the run a result covers.

/** What each end reason (src/engine/state.ts END_REASON_NAMES) means, with the rule behind it. */
export const END_REASON_NOTES: [reason: string, meaning: string][] = [
  ['prizes', 'the winner took their last Prize card (W1).'],
  ['no-pokemon', 'after a Knock Out the loser had no Pokémon left in play: no Active Pokémon and no Benched Pokémon to promote (W2); the winner still had Prize cards left.'],
  ['deck-out', 'a player had no card to draw at the start of their turn and lost (W3).'],
  ['turn-limit', 'the game was still going after the turn limit (turns of both players counted) and is counted as a draw (W5).'],
  ['sudden-death', 'the game was tied (W4) and a Sudden Death game with 1 Prize card each decided it (only when sudden death is on).'],
  ['tie', 'both players met the same number of winning conditions at once (W4), e.g. each took their last Prize card on the same Knock Out; counted as a draw (with sudden death on: after 3 tied Sudden Death games).'],
];

// Long enough for every bundled deck's name whole ("Mega Lucario ex League"); the charts size their
// label room from the longest name they show (charts.ts).
export const MAX_SHORT = 24;

/**
 * Short chart labels for deck names: words shared by every name at the start or the end are
 * dropped ("Ampharos ex Battle Deck" → "Ampharos ex"), long names are cut, and clashes fall back
 * to numbered labels. The page lists each short name with its full name once.
 */
export function shortNames(names: string[]): string[] {
  const words = names.map((n) => n.trim().split(/\s+/));
  let pre = 0, suf = 0;
  if (names.length > 1) {
    const minLen = Math.min(...words.map((w) => w.length));
    while (pre < minLen - 1 && words.every((w) => w[pre] === words[0][pre])) pre++;
    while (suf < minLen - 1 - pre && words.every((w) => w[w.length - 1 - suf] === words[0][words[0].length - 1 - suf])) suf++;
  }
  const out = words.map((w) => {
    const s = w.slice(pre, w.length - suf).join(' ');
    return s.length > MAX_SHORT ? `${s.slice(0, MAX_SHORT - 1).trimEnd()}…` : s;
  });
  const clash = out.some((s, i) => s === '' || out.indexOf(s) !== i);
  return clash ? names.map((_, i) => `deck ${i + 1}`) : out;
}

/**
 * Which bots played, as a sentence. `single`: the decks of a lone matchup (one seating), named so
 * that a bot can be tied to its deck.
 */
export function botsLine(bots: [string, string], single: [string, string] | null): string {
  return `${botsWho(bots, single)} ${bots[0] === bots[1] ? `The figures describe the decks as the ${bots[0]} bot plays them` : 'The figures describe the decks as these bots play them'}; other players may get others.`;
}

function botsWho(bots: [string, string], single: [string, string] | null): string {
  if (bots[0] === bots[1]) return `Bots: the ${bots[0]} bot played both sides of every game.`;
  if (single) return `Bots: ${bots[0]} played ${single[0]} and ${bots[1]} played ${single[1]} in every game.`;
  return `Bots: ${bots[0]} played seat 0 and ${bots[1]} seat 1 of every game; each pair of decks is played in both seatings, so each deck met both bots.`;
}

/** The part of a result document that says which games it holds. */
export interface CoverageFields { shard?: unknown; range?: unknown; plannedGames?: unknown; games?: unknown }

/**
 * A note when a result holds only part of its run (a shard, an interrupted run, or merged parts
 * with gaps), e.g. "this result covers part of the run: games 0–24999 of 100000 (shard 0/4)";
 * null for a whole run. `parts` are the matchup documents (one per matchup and seating).
 */
export function coverageNote(parts: CoverageFields[]): string | null {
  if (parts.length === 0) return null;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  const planned = num(parts[0].plannedGames);
  const played = parts.reduce((s, p) => s + num(p.games), 0);
  const { shard, range } = parts[0];
  if (typeof shard === 'string' && Array.isArray(range) && range.length === 2) {
    const [a, b] = range.map(num);
    let note = `this result covers part of the run: games ${a}–${b - 1} of ${planned} (shard ${shard})`;
    const inShard = (b - a) * parts.length;
    if (played < inShard) note += `; the run was interrupted: ${played} of these ${inShard} games finished`;
    return note;
  }
  const whole = planned * parts.length;
  if (played < whole) return `this result covers part of the run: ${played} of ${whole} games (the run was interrupted, or merged parts leave gaps)`;
  return null;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A deck name as a file name: lower-case ASCII letters, digits and dashes ("Zap!" → "zap"). */
export function deckSlug(name: string): string {
  const s = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  if (s === '') return 'deck';
  return /^(con|prn|aux|nul|com\d|lpt\d)$/.test(s) ? `${s}-deck` : s; // names Windows reserves
}

/**
 * Where each deck of each group has its page, relative to the report folder (without .html / .md):
 * `decks/<slug of its name>`, numbered from -2 on when a name comes again (the same deck in two
 * groups, or two decks whose names give the same slug).
 */
export function deckPageBases(groups: { result: { decks: string[] } }[]): string[][] {
  const used = new Set<string>();
  return groups.map((g) => g.result.decks.map((name) => {
    const slug = deckSlug(name);
    let base = slug;
    for (let k = 2; used.has(base); k++) base = `${slug}-${k}`;
    used.add(base);
    return `decks/${base}`;
  }));
}
