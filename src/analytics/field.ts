// `ptcg field`: each deck's expected win rate against a field (meta shares), from the simulated
// matchups (docs/RESULTS.md, kind "field"). The rate against the field is the share-weighted mean
// of the deck's matchup rates, a mirror counting 50%; its interval adds the matchups' variances
// (each from its 95% interval: the matchups are independent samples), the shares taken as given.
// Field decks the results lack are named, and each deck's rate is then against the part of the
// field its matchups cover, with what it would be if the rest were all lost or all won.
import type { ShareRow } from './observed.js';
import { InputError } from '../errors.js';
import { DeckFinder, foldName, scoreRate, seOf, tableOf, TIE_WEIGHT, type Rate, type RunInfo, type SimulatedTable, type TiesAs } from './sim-table.js';
import type { MatrixResult } from './simulation.js';

export const FIELD_SCHEMA = 1;
/** What a deck scores against its own mirror: half, by symmetry. */
export const MIRROR_RATE = 0.5;
const Z95 = 1.959963984540054;

export interface FieldConfig {
  simulated: SimulatedTable;
  shares: ShareRow[];
  sharesSource: string;
  finder: DeckFinder;
  map: string | null;
  tiesAs: TiesAs;
  version: string;
}

export interface FieldDeck {
  /** 1 = best against the field; null for a deck none of whose matchups is in the field. */
  rank: number | null;
  deck: string;
  file: string;
  group: string;
  /** Its own share of the field (0 when the shares don't name it). */
  share: number;
  /** Expected rate against the part of the field its matchups cover, with a 95% interval; null when they cover none. */
  winRate: Rate | null;
  /** The share of the field covered: decks it was simulated against, and its own mirror. */
  covered: number;
  /** The expected rate against the whole field if the uncovered part were all lost, and all won. */
  ifUncoveredLost: number | null;
  ifUncoveredWon: number | null;
  /** Its rate minus the best deck's, with a 95% interval (null for the best deck and uncovered ones). */
  behindBest: Rate | null;
  /** Its rate against each deck of the field that the results hold (null: not simulated). */
  matchups: { opponent: string; share: number; rate: Rate | null }[];
}

export interface FieldResult {
  kind: 'field';
  schema: number;
  tool: 'ptcg';
  version: string;
  results: { source: string; runs: RunInfo[] };
  shares: { source: string; rows: number; total: number };
  map: string | null;
  tiesAs: TiesAs;
  tieWeight: number;
  mirrorRate: number;
  /** The field: each row of the shares, its deck in the results (null: not there), its share normalised to add up to 1. */
  field: { name: string; deck: string | null; share: number; rows: string[] }[];
  /** Field decks the results don't hold: their share is uncovered for every deck. */
  missing: { name: string; share: number }[];
  /** Every deck of the results, best against the field first. */
  decks: FieldDeck[];
}

export function fieldOf(c: FieldConfig): FieldResult {
  const sim = c.simulated, n = sim.decks.length;
  const w = TIE_WEIGHT[c.tiesAs];
  const total = c.shares.reduce((s, x) => s + x.share, 0);
  const field: FieldResult['field'] = [];
  const deckShare = new Array<number>(n).fill(0);
  const named = new Map<number, string>(); // deck → the row that named it directly (not through the map)
  for (const row of c.shares) {
    const k = c.finder.find(row.name, row.where) ?? null;
    if (k !== null && !c.finder.map.has(foldName(row.name))) {
      if (named.has(k)) throw new InputError(`${row.where}: a second row for ${sim.decks[k].name} (the first is ${named.get(k)}); give each deck's share once`);
      named.set(k, row.where);
    }
    const share = row.share / total;
    // names the map sends to one deck (archetypes it stands for) add up
    const same = k === null ? undefined : field.find((f) => f.deck === sim.decks[k].name);
    if (same) { same.share += share; same.rows.push(row.where); } else field.push({ name: row.name, deck: k === null ? null : sim.decks[k].name, share, rows: [row.where] });
    if (k !== null) deckShare[k] += share;
  }
  const rate = (i: number, j: number): Rate | null => {
    if (i === j) return { estimate: MIRROR_RATE, low: MIRROR_RATE, high: MIRROR_RATE };
    const o = sim.outcome[i][j];
    const games = o ? o.wins + o.losses + o.draws : 0;
    return games > 0 ? scoreRate(o!.wins, o!.draws, games, w) : null;
  };
  const fielded = deckShare.flatMap((s, j) => (s > 0 ? [j] : []));
  const rates = Array.from({ length: n }, (_, i) => fielded.map((j) => rate(i, j)));
  const covered = rates.map((rs) => rs.reduce((s, r, k) => s + (r ? deckShare[fielded[k]] : 0), 0));
  const decks: FieldDeck[] = sim.decks.map((d, i) => {
    const K = covered[i];
    let sum = 0, variance = 0;
    rates[i].forEach((r, k) => {
      if (!r) return;
      const s = deckShare[fielded[k]];
      sum += s * r.estimate;
      variance += (s / K) ** 2 * seOf(r) ** 2;
    });
    const est = K > 0 ? sum / K : null;
    const half = Z95 * Math.sqrt(variance);
    return {
      rank: null, deck: d.name, file: d.file, group: d.group, share: deckShare[i],
      winRate: est === null ? null : { estimate: est, low: Math.max(0, est - half), high: Math.min(1, est + half) },
      covered: K,
      ifUncoveredLost: K > 0 ? sum : null,
      ifUncoveredWon: K > 0 ? sum + (1 - K) : null,
      behindBest: null,
      matchups: fielded.map((j, k) => ({ opponent: sim.decks[j].name, share: deckShare[j], rate: rates[i][k] })),
    };
  });
  const order = decks.map((_, i) => i).filter((i) => decks[i].winRate !== null)
    .sort((a, b) => decks[b].winRate!.estimate - decks[a].winRate!.estimate || decks[a].deck.localeCompare(decks[b].deck));
  order.forEach((i, r) => { decks[i].rank = r + 1; });
  const best = order[0];
  if (best !== undefined) for (const i of order.slice(1)) decks[i].behindBest = gap(i, best);
  // E_i − E_b: the matchups of each deck are independent, except i against b, which both contain (as r_ib and r_bi ≈ 1 − r_ib)
  function gap(i: number, b: number): Rate {
    const Ki = covered[i], Kb = covered[b];
    let variance = 0;
    fielded.forEach((j, k) => {
      if (j === i || j === b) return;
      const ri = rates[i][k], rb = rates[b][k];
      if (ri) variance += (deckShare[j] / Ki) ** 2 * seOf(ri) ** 2;
      if (rb) variance += (deckShare[j] / Kb) ** 2 * seOf(rb) ** 2;
    });
    const rib = i !== b ? rate(i, b) : null;
    if (rib) variance += (deckShare[b] / Ki + deckShare[i] / Kb) ** 2 * seOf(rib) ** 2;
    const d = decks[i].winRate!.estimate - decks[b].winRate!.estimate, half = Z95 * Math.sqrt(variance);
    return { estimate: d, low: d - half, high: d + half };
  }
  const ranked = [...order, ...decks.map((_, i) => i).filter((i) => decks[i].rank === null)].map((i) => decks[i]);
  return {
    kind: 'field', schema: FIELD_SCHEMA, tool: 'ptcg', version: c.version,
    results: { source: sim.source, runs: sim.runs },
    shares: { source: c.sharesSource, rows: c.shares.length, total },
    map: c.map, tiesAs: c.tiesAs, tieWeight: w, mirrorRate: MIRROR_RATE,
    field,
    missing: field.filter((f) => f.deck === null).map((f) => ({ name: f.name, share: f.share })),
    decks: ranked,
  };
}

/** The field section of a report (`report --shares`): over the report's groups, ties counting a third. */
export function reportField(groups: { title: string; result: MatrixResult }[], shares: ShareRow[], sharesSource: string, version: string): FieldResult {
  const simulated = tableOf('this report\'s results', groups);
  return fieldOf({ simulated, shares, sharesSource, finder: new DeckFinder(simulated.decks), map: null, tiesAs: 'third', version });
}
