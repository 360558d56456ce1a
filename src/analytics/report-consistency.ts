// The consistency tables of a report's deck pages: each deck's default odds goals (odds-report.ts:
// each Basic in the opening hand, Stage 2 in play by turn 4, a Supporter in hand on turn 1, the key
// card prized), simulated under the real rules beside the exact figures where a closed form exists.
import { existsSync } from 'node:fs';
import { loadDeck } from '../decks/deck.js';
import { oddsStudy, DEFAULT_BY_TURN, type OddsStudy } from './odds-report.js';
import type { ReportGroup } from './report-data.js';
import type { RuleSetName } from '../engine/rules.js';

/** Fill `consistency` of every group: a study per deck whose file is still readable (null otherwise). */
export async function addConsistency(groups: ReportGroup[], o: { games: number; seed: string; workers: number }): Promise<void> {
  for (const g of groups) {
    const studies: (OddsStudy | null)[] = [];
    for (const file of g.result.deckFiles) {
      let study: OddsStudy | null = null;
      try {
        if (existsSync(file)) {
          const deck = loadDeck(file);
          study = await oddsStudy({ deck, opponent: null, goals: [], byTurn: DEFAULT_BY_TURN, games: o.games, seed: o.seed, rules: g.result.rules as RuleSetName, workers: o.workers });
        }
      } catch {
        study = null; // a list that no longer loads: the page says so instead
      }
      studies.push(study);
    }
    g.consistency = studies;
  }
}
