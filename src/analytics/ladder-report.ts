// The "Bot ladder" section of a report (report --ladder FILE): the ratings chart and table, the
// head-to-head table and the per-deck-pair scores of a ladder document, as report blocks.
import { ladderSpec } from './charts.js';
import { deckPairScores, type LadderResult } from './ladder.js';
import type { Block, Cell } from './report-sections.js';
import { pct, pctRange as range } from './format.js';

const elo = (x: number) => String(Math.round(x));

/** The rating as text: "−120 (−180 to −60)", "0 (anchor)", an open side as ±∞. */
export function ratingText(r: LadderResult['ratings'][number], anchor: string): string {
  if (r.bot === anchor) return '0 (anchor)';
  return `${elo(r.rating.estimate)} (${r.rating.low === null ? '−∞' : elo(r.rating.low)} to ${r.rating.high === null ? '+∞' : elo(r.rating.high)})`;
}

/** Rows of the ratings chart (also data/ladder.csv): open interval sides drawn to the chart's edge. */
export function ladderRows(r: LadderResult): Record<string, unknown>[] {
  const finite = r.ratings.flatMap((x) => [x.rating.estimate, x.rating.low, x.rating.high]).filter((v): v is number => v !== null);
  const span = Math.max(100, Math.max(...finite) - Math.min(...finite));
  const edgeLow = Math.min(...finite) - span / 4, edgeHigh = Math.max(...finite) + span / 4;
  return r.ratings.map((x) => ({
    bot: x.bot, rating: x.rating.estimate, low: x.rating.low, high: x.rating.high,
    lowShown: x.rating.low ?? edgeLow, highShown: x.rating.high ?? edgeHigh,
    label: ratingText(x, r.config.anchor), games: x.games, wins: x.wins, losses: x.losses, draws: x.draws, score: x.score.estimate,
  }));
}

export function ladderBlocks(r: LadderResult): Block[] {
  const c = r.config;
  const total = r.configurations.reduce((s, x) => s + x.games, 0);
  const nd = c.decks.length;
  const blocks: Block[] = [];
  if (r.partial) blocks.push({ kind: 'para', cls: 'coverage', text: `Note: the ladder was interrupted: ${total.toLocaleString('en-US')} of ${(c.games * r.configurations.length).toLocaleString('en-US')} games were played.` });
  blocks.push({
    kind: 'para', cls: 'note',
    text: `Every bot played every other with each pair of the ${nd} decks, both seatings and both deck assignments: ${r.configurations.length} configurations of ${c.games.toLocaleString('en-US')} games. Ratings are Bradley–Terry strengths fitted to all ${total.toLocaleString('en-US')} games (a draw counts half a win each way), in Elo points (+400: 10 to 1 odds) with ${c.anchor} at 0, and 95% intervals from the observed information (they treat games as independent; configurations that share deals make them slightly wide, docs/DESIGN.md).`,
  });
  if (r.model.separated) blocks.push({ kind: 'para', cls: 'note', text: 'Some bots won every game against others, so no finite maximum-likelihood rating exists: the fit adds one drawn game between every two bots, and ±∞ marks an interval side the games leave open.' });
  blocks.push({
    kind: 'defs', items: [
      ['bots', c.bots.join(', ')], ['decks', c.decks.map((d, i) => `${d} (${c.deckFiles[i]})`).join(', ')],
      ['games', `${c.games.toLocaleString('en-US')} per configuration (${total.toLocaleString('en-US')} in all)`],
      ['seed', c.seed], ['rules', c.rules],
    ],
  });
  blocks.push({ kind: 'chart', chart: { id: 'ladder-ratings', title: 'Ratings', spec: ladderSpec(ladderRows(r), 'Bot ladder: ratings', c.anchor) } });
  blocks.push({
    kind: 'table', cls: 'ladder', head: ['bot', 'rating (95% interval)', 'games', 'wins', 'losses', 'draws', 'score (95% interval)'],
    rows: r.ratings.map((x) => [{ text: x.bot, head: true }, ratingText(x, c.anchor), x.games.toLocaleString('en-US'), x.wins.toLocaleString('en-US'), x.losses.toLocaleString('en-US'), x.draws.toLocaleString('en-US'), `${pct(x.score.estimate)} (${range(x.score)})`]),
  });
  blocks.push({ kind: 'heading', text: 'Head to head' });
  blocks.push({ kind: 'para', cls: 'note', text: 'Row bot\'s score against the column bot over all decks and seatings (a draw counts half), with the Wilson 95% interval; "ns" marks a cell whose interval crosses 50%.' });
  const order = r.ratings.map((x) => x.bot);
  blocks.push({
    kind: 'table', cls: 'matrix', head: ['bot \\ opponent', ...order],
    rows: order.map((b) => [
      { text: b, head: true },
      ...order.map((o): Cell => {
        if (o === b) return { text: '—', cls: 'diag' };
        const h = r.headToHead.find((x) => x.bot === b && x.opponent === o)!;
        const w = h.score;
        const ns = w.low <= 0.5 && w.high >= 0.5;
        return {
          text: `${pct(w.estimate)}${ns ? ' ns' : ''} ${range(w)}`,
          html: `${pct(w.estimate)}${ns ? '<sup>ns</sup>' : ''}<br><small>${range(w)}</small>`,
          title: `${b} vs ${o}: ${h.wins} wins, ${h.losses} losses, ${h.draws} draws in ${h.games} games`,
          cls: ns ? 'ns' : w.estimate > 0.5 ? 'win' : 'loss',
        };
      }),
    ]),
  });
  blocks.push({ kind: 'heading', text: 'Per deck pair' });
  blocks.push({
    kind: 'table', cls: 'ladder-decks', head: ['bot (deck)', 'opponent (deck)', 'score, both seatings (95% interval)', 'games'],
    rows: deckPairScores(r).map((x) => [`${x.bot} (${x.deck})`, `${x.opponent} (${x.opponentDeck})`, `${pct(x.score.estimate)} (${range(x.score)})`, x.games.toLocaleString('en-US')]),
  });
  return blocks;
}
