// Per-card statistics as document fields (docs/RESULTS.md `cardStats`): from a matchup's card
// counts (sim/card-stats.ts) per seat, and per deck over every matchup of a matrix.
import { CF, CARD_FIELDS, FIRST_ATTACK_BUCKETS, deckRows } from '../sim/card-stats.js';
import { ALL_CARDS, printingLabel } from '../cards/pool.js';
import { wilson, type Interval } from './stats.js';

/** Written next to every "win rate when played" figure (text, JSON, report). */
export const CARD_STATS_CAVEAT = 'Association, not cause: a card is played more in some games than others (a good draw, a longer game, a game already being won), so a higher win rate when played does not mean the card wins games.';

export interface CardRow {
  id: number;
  name: string;
  label: string; // name, set code and number, as a deck list names the card
  copies: number;
  drawn: number; // games in which the card was in its owner's hand at some decision
  played: number;
  winsPlayed: number;
  attackGames: number;
  attacks: number;
  prizes: number;
  drawnRate: number;
  playedRate: number;
  winRateWhenPlayed: Interval;
  winRateWhenNotPlayed: Interval;
  prizesPerAttackingGame: number | null;
  /** Game turn (both players' turns counted) of its first attack, over the games it attacked; histogram bucket 31: after turn 30. */
  firstAttackTurn: { mean: number | null; median: number | null; histogram: number[] };
}

export interface DeckCardStats { deck: string; deckFile: string; games: number; wins: number; cards: CardRow[] }

/** A matchup's `cardStats`: per seat, and the raw counts that merge adds. */
export interface MatchupCardStats { note: string; decks: [DeckCardStats, DeckCardStats]; counts: number[] }
/** A matrix's `cardStats`: per deck, over all its matchups and both seats. */
export interface MatrixCardStats { note: string; decks: DeckCardStats[] }

function trimTrailingZeros(a: number[]): number[] {
  let n = a.length;
  while (n > 1 && a[n - 1] === 0) n--;
  return a.slice(0, n);
}

/** The smallest turn by which half of the histogram's games had their first attack; null without games. */
function histMedian(h: number[]): number | null {
  const total = h.reduce((a, b) => a + b, 0);
  let cum = 0;
  for (let t = 0; t < h.length; t++) {
    cum += h[t];
    if (total > 0 && cum >= total / 2) return t;
  }
  return null;
}

/** The rows of one deck from its block of card counts (`block[row * CARD_FIELDS + field]`). */
export function deckCardStats(deck: string, deckFile: string, list: readonly number[], block: ArrayLike<number>, games: number, wins: number): DeckCardStats {
  const cards = deckRows(list).map((id, row): CardRow => {
    const o = row * CARD_FIELDS;
    const v = (f: number) => block[o + f];
    const played = v(CF.played), winsPlayed = v(CF.winsPlayed), attackGames = v(CF.attackGames);
    const histogram = Array.from({ length: FIRST_ATTACK_BUCKETS }, (_, t) => v(CF.firstAttackHist + t));
    return {
      id, name: ALL_CARDS[id].name, label: printingLabel(id), copies: list.filter((x) => x === id).length,
      drawn: v(CF.drawn), played, winsPlayed, attackGames, attacks: v(CF.attacks), prizes: v(CF.prizes),
      drawnRate: games > 0 ? v(CF.drawn) / games : 0,
      playedRate: games > 0 ? played / games : 0,
      winRateWhenPlayed: wilson(winsPlayed, played),
      winRateWhenNotPlayed: wilson(wins - winsPlayed, games - played),
      prizesPerAttackingGame: attackGames > 0 ? v(CF.prizes) / attackGames : null,
      firstAttackTurn: { mean: attackGames > 0 ? v(CF.firstAttackTurnSum) / attackGames : null, median: histMedian(histogram), histogram: trimTrailingZeros(histogram) },
    };
  });
  return { deck, deckFile, games, wins, cards };
}

/** The `cardStats` field of a matchup document. */
export function matchupCardStats(decks: [string, string], files: [string, string], lists: [number[], number[]], cards: Float64Array, games: number, wins: [number, number]): MatchupCardStats {
  const split = deckRows(lists[0]).length * CARD_FIELDS;
  return {
    note: CARD_STATS_CAVEAT,
    decks: [
      deckCardStats(decks[0], files[0], lists[0], cards.subarray(0, split), games, wins[0]),
      deckCardStats(decks[1], files[1], lists[1], cards.subarray(split), games, wins[1]),
    ],
    counts: Array.from(cards),
  };
}

/** What a matrix needs of its matchups for per-deck card statistics. */
interface MatchupPart { deckFiles: [string, string]; deckCards: [number[], number[]]; games: number; wins: [number, number]; cardStats?: MatchupCardStats }

/** Per deck over all its matchups and seats; null unless every matchup has card statistics. */
export function matrixCardStats(names: string[], files: string[], matchups: MatchupPart[]): MatrixCardStats | null {
  if (matchups.length === 0 || matchups.some((m) => m.cardStats === undefined)) return null;
  const decks = files.map((file, d) => {
    let list: number[] | null = null, sum: Float64Array | null = null, games = 0, wins = 0;
    for (const m of matchups) {
      for (let s = 0; s < 2; s++) {
        if (m.deckFiles[s] !== file) continue;
        list = list ?? m.deckCards[s];
        const split = deckRows(m.deckCards[0]).length * CARD_FIELDS;
        const counts = m.cardStats!.counts;
        const block = s === 0 ? counts.slice(0, split) : counts.slice(split);
        sum = sum ?? new Float64Array(block.length);
        for (let i = 0; i < sum.length; i++) sum[i] += block[i];
        games += m.games;
        wins += m.wins[s];
      }
    }
    return deckCardStats(names[d], file, list ?? [], sum ?? new Float64Array(0), games, wins);
  });
  return { note: CARD_STATS_CAVEAT, decks };
}
