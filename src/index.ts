// The package entry (`import … from 'ptcg-sim'`): the library's public surface, docs/API.md.
// Everything here is at the CLI's layer: it may use analytics and below, never cli/ or tools/.
export { loadDeck, bundledDeckNames, bundledDeckPath, validateFormat, inferFormat, FORMATS, type FormatName, type LoadDeckOptions, type DeckInput } from './lib/decks.js';
export { simulate, type SimulateOptions, type SimulationResult, type Sealed } from './lib/simulate.js';
export { compare, type CompareOptions, type CompareResult } from './lib/compare.js';
export { ladder, type LadderOptions } from './lib/ladder.js';
export { playGame, mulligan, type PlayGameOptions, type PlayedGame, type MulliganOptions } from './lib/games.js';
export { buildReport, type ReportOptions, type WrittenReport } from './lib/report.js';
export type { BotChoice } from './lib/bots.js';
export { cards, type CardsOptions, type CardSummary } from './lib/cards.js';
export {
  newGame, legalActions, legalActionsInto, step, cloneState, describeAction, actionKind, actionCard, actionSlot,
  isOver, decider, winner, boardView, cardInfo, activeSlot, newBotRng, GameState, BotRng, MAX_ACTIONS,
  type NewGameOptions, type CardInfo,
} from './lib/engine.js';
export { ActionKind, Phase, Zone, EndReason, Supertype } from './lib/enums.js';
export { greedyBot, randomBot, type Bot } from './bots/bots.js';
export { DeckError, type Deck, type DeckProblem } from './decks/deck.js';
export { InputError } from './errors.js';
export { RULE_SETS, type RuleSetName } from './engine/rules.js';
export type { MatchupResult } from './analytics/results.js';
export type { MatrixResult, RunResult } from './analytics/simulation.js';
export type { LadderResult, LadderRating, HeadToHead, ConfigurationResult } from './analytics/ladder.js';
export type { RunProgress } from './sim/run-types.js';
export type { LogRecord, PlayerView, PokemonView, CardRef } from './sim/log.js';
export type { MulliganStudy } from './analytics/mulligan-report.js';
export { odds, type OddsOptions } from './lib/odds.js';
export { calibrate, type CalibrateOptions, type MapInput } from './lib/calibrate.js';
export { field, type FieldOptions } from './lib/field.js';
export type { CalibrationResult, CalibrationPair, MissingPair } from './analytics/calibrate.js';
export type { FieldResult, FieldDeck } from './analytics/field.js';
export type { TableInput } from './analytics/observed.js';
export type { TiesAs, Rate } from './analytics/sim-table.js';
export type { Estimate as CorrelationEstimate } from './analytics/rank-correlation.js';
export type { OddsStudy, OddsGoalResult, SetupFigure } from './analytics/odds-report.js';
export { version } from './version.js';
