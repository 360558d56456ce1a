// `ptcg mulligan`: setups only; simulated mulligan odds beside the exact figures.
import { mulliganStudy, findCardInDeck, type MulliganStudy } from '../analytics/mulligan-report.js';
import { AGREE_SIGMAS } from '../analytics/stats.js';
import { deckOrFail, rulesOrFail, formatOrFail } from './decks.js';
import { intArg } from './args.js';
import { UserError } from './errors.js';
import { writeAtomic, assertWritable } from './io.js';
import { pct } from '../analytics/format.js';
import { DEFAULT_SEED } from '../sim/seeding.js';

/** The verdict of the agreement rule (analytics/stats.ts `agreement`), with the distance it rests on. */
const verdict = (f: { sigmas: number; agrees: boolean }) => `${f.agrees ? 'agrees' : 'DIFFERS'} (${f.sigmas >= 0 ? '+' : ''}${f.sigmas.toFixed(1)}σ)`;

export function mulliganText(m: MulliganStudy): string {
  const L = [
    `${m.deck} (${m.deckFile}): ${m.cards} cards, ${m.basics} Basic Pokémon; ${m.setups.toLocaleString('en-US')} setups, seed ${m.seed}`,
    '',
    `mulligan rate: simulated ${pct(m.mulligan.simulated.estimate, 2)} [95% CI ${pct(m.mulligan.simulated.low, 2)}, ${pct(m.mulligan.simulated.high, 2)}]  exact ${pct(m.mulligan.exact, 2)} = C(${m.cards - m.basics},7)/C(${m.cards},7)  ${verdict(m.mulligan)}`,
    '',
    'mulligans per setup   simulated   exact (geometric)',
    ...m.perSetup.filter((r) => r.simulated > 0 || r.exact > 1e-6).map((r) => `${r.mulligans.padStart(4)}                 ${pct(r.simulated, 3).padStart(8)}    ${pct(r.exact, 3).padStart(8)}`),
  ];
  if (m.card) {
    L.push('', `at least one ${m.card.name} (${m.card.copies} copies) in the opening hand: simulated ${pct(m.card.simulated.estimate, 2)} [${pct(m.card.simulated.low, 2)}, ${pct(m.card.simulated.high, 2)}]  exact ${pct(m.card.exact, 2)}  ${verdict(m.card)}`);
  }
  L.push('', `agrees: the simulated rate is within ${AGREE_SIGMAS} standard errors (σ = √(p(1−p)/N), p exact) of the exact figure; a correct simulation differs about once in 16,000 runs`);
  L.push(`${Math.round(m.setups / Math.max(m.elapsedSeconds, 1e-9)).toLocaleString('en-US')} setups/s`);
  return L.join('\n');
}

export function mulliganCommand(a: { deck: string; games?: unknown; seed?: unknown; card?: string; rules?: unknown; format?: unknown; json?: boolean; out?: string }): void {
  // --rules only tells the era of name-only lines: a setup is the same under every rule set.
  if (a.rules !== undefined) rulesOrFail(a.rules, []);
  const deck = deckOrFail(a.deck, 2, a.rules, formatOrFail(a.format));
  const setups = intArg(a.games ?? 100000, 'games', 1, 1e10);
  if (a.card !== undefined && findCardInDeck(deck, a.card) < 0) throw new UserError(`--card '${a.card}' is not in ${a.deck}`);
  if (a.out) assertWritable(a.out, '--out');
  const m = mulliganStudy(deck, String(a.seed ?? DEFAULT_SEED), setups, a.card ?? null);
  const json = JSON.stringify(m, null, 1) + '\n';
  if (a.out) writeAtomic(a.out, json);
  process.stdout.write(a.json ? json : mulliganText(m) + '\n');
}
