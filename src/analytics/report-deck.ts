// The content of a report's deck pages (report.ts writes one per deck of each group:
// decks/<slug of the deck name>.html and its Markdown twin .md, linked from the Decks table of index.html):
// the deck's consistency (a place kept for the odds tables), its per-card statistics (when the
// run counted them) and its matchups as the first and the second player.
import type { ReportGroup, ReportTables } from './report-data.js';
import type { Block, Cell } from './report-sections.js';
import { matrixCardStats, CARD_STATS_CAVEAT, type DeckCardStats } from './card-stats.js';
import type { Interval } from './stats.js';
import { pct, count } from './format.js';

const ivText = (w: Interval) => (w.n === 0 ? '—' : `${pct(w.estimate)} (${pct(w.low)}–${pct(w.high)}, n=${count(w.n)})`);

/**
 * The deck's consistency section: its default odds goals (see docs/ODDS.md), simulated under the
 * real rules with the greedy's play against itself (the study names its bots), with the exact figure beside a setup goal.
 */
export function deckConsistencyBlocks(g: ReportGroup, d: number): Block[] {
  const s = g.consistency?.[d];
  if (!s) return [];
  const rows: (string | Cell)[][] = [];
  for (const r of s.goals) {
    if (r.setup) {
      const e = r.setup.exact;
      rows.push([{ text: r.label, head: true, title: r.why ?? '' }, 'at setup', ivText(r.setup.simulated), ivText(r.setup.simulated), e === null ? '—' : `${pct(e)}${r.setup.agrees === false ? ' (differs)' : ''}`]);
      continue;
    }
    for (const t of r.turns) rows.push([{ text: r.label, head: true, title: r.why ?? '' }, `by turn ${t.turn}`, ivText(t.first), ivText(t.second), '—']);
  }
  return [
    { kind: 'para', cls: 'note', text: `Chances over ${count(s.deals)} deals and ${count(s.games)} games of the deck against itself (seed ${s.seed}), ${s.bots ? `the ${s.bots[0]} bot playing both sides (turn goals are the deck as it plays it)` : 'no bot needed (setup goals only)'}; "by turn k": at any point of the deck's own turns 1..k. Exact: the hypergeometric figure, where a closed form exists (opening hand and prizes, a hand with a Basic). Goals of your own: ptcg odds --deck ${s.deckFile} --goal "…" (docs/ODDS.md).` },
    { kind: 'table', cls: 'consistency', head: ['goal', 'when', 'going first (95% CI)', 'going second (95% CI)', 'exact'], rows },
  ];
}

/** The per-card table of a deck, with the caveat next to its win rates. */
export function deckCardBlocks(stats: DeckCardStats | null): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: 'Cards' }];
  if (!stats) {
    blocks.push({ kind: 'para', cls: 'note', text: 'This result has no per-card statistics (they are counted by `ptcg report` and `ptcg simulate --card-stats`).' });
    return blocks;
  }
  blocks.push({ kind: 'para', cls: 'note', text: `Over the deck's ${count(stats.games)} games in this group (every opponent, both seatings). Drawn: the card reached its owner's hand or play at some point (opening hand, draws, searches, prize cards, or straight from the deck into play). Played: benched, evolved, attached, put into play by an effect, played as a Trainer or its Ability used; a card played was always drawn. Attacks: attacks chosen with it as the Active Pokémon; prizes: those its attacks took. Turns count both players' turns.` });
  blocks.push({ kind: 'para', cls: 'caveat', text: `Win rate when played vs not played: ${CARD_STATS_CAVEAT}` });
  blocks.push({
    kind: 'table', cls: 'cards',
    head: ['card', 'copies', 'drawn', 'played', 'win rate when played (95% CI)', 'win rate when not played (95% CI)', 'attacks', 'prizes per attacking game', 'first attack: median / mean turn'],
    rows: stats.cards.map((c): (string | Cell)[] => [
      { text: c.name, head: true, title: c.label },
      String(c.copies), pct(c.drawnRate), pct(c.playedRate), ivText(c.winRateWhenPlayed), ivText(c.winRateWhenNotPlayed), count(c.attacks),
      c.prizesPerAttackingGame === null ? '—' : c.prizesPerAttackingGame.toFixed(2),
      c.firstAttackTurn.mean === null ? '—' : `${c.firstAttackTurn.median} / ${c.firstAttackTurn.mean.toFixed(1)}`,
    ]),
  });
  return blocks;
}

/** The deck's matchups: its win rate against each opponent over both seatings, going first and going second. */
export function deckMatchupBlocks(g: ReportGroup, t: ReportTables, d: number): Block[] {
  const m = g.result;
  const deck = m.decks[d];
  const seats = (t.matchupSeats.objects() as Record<string, unknown>[]).filter((r) => r.group === g.title && r.deck === deck);
  const seat = (o: string, which: string): string => {
    const r = seats.find((x) => x.opponent === o && x.seat === which);
    return r ? `${pct(r.winRate as number)} (${pct(r.low as number)}–${pct(r.high as number)}, n=${count(r.games as number)})` : '—';
  };
  const rows: (string | Cell)[][] = [];
  m.decks.forEach((o, j) => {
    const w = m.winRate[d][j];
    if (j === d || !w) return;
    rows.push([{ text: o, head: true }, ivText(w), seat(o, 'going first'), seat(o, 'going second')]);
  });
  return [
    { kind: 'heading', text: 'Matchups' },
    { kind: 'para', cls: 'note', text: 'This deck\'s win rate against each other deck of the group, with the Wilson 95% interval: over both seatings, and split by who went first.' },
    { kind: 'table', cls: 'deck-matchups', head: ['opponent', 'win rate (both seatings)', 'going first', 'going second'], rows },
  ];
}

/** The content of deck `d`'s page: run facts, consistency (when there is any), cards, matchups. */
export function deckPageBlocks(g: ReportGroup, t: ReportTables, d: number): Block[] {
  const m = g.result;
  const stats = m.cardStats ?? matrixCardStats(m.decks, m.deckFiles, m.matchups);
  const consistency = deckConsistencyBlocks(g, d);
  return [
    { kind: 'defs', items: [['group', g.title], ['file', m.deckFiles[d]], ['seed', m.seed], ['rules', m.rules], ['bots', m.bots.join(' vs ')]] },
    ...(consistency.length > 0 ? [{ kind: 'heading', text: 'Consistency' } as Block, ...consistency] : []),
    ...deckCardBlocks(stats?.decks[d] ?? null),
    ...deckMatchupBlocks(g, t, d),
  ];
}
