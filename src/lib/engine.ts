// The engine for people writing their own bots or tools: start a seeded game, list the legal
// actions, apply one, copy a state, read an action in words. The game loop of `simulate` uses the
// engine directly; these wrappers check their input and may allocate.
import { GameState, SLOTS } from '../engine/state.js';
import { newGame as engineNewGame, legalActions as engineLegalActions, step as engineStep } from '../engine/game.js';
import { MAX_ACTIONS, actKind, actA, actB } from '../engine/actions.js';
import { BotRng, deriveWords, masterKey } from '../engine/rng.js';
import { ruleParams, DEFAULT_TURN_LIMIT, type RuleSetName } from '../engine/rules.js';
import { owner } from '../engine/zones.js';
import { matchupKey } from '../sim/seeding.js';
import { STREAM_GAME } from '../sim/game-loop.js';
import { describeAction as describeInWords, boardView as boardOf, cardRef, type PlayerView } from '../sim/log.js';
import { ALL_DEFS } from '../cards/pool.js';
import { InputError } from '../errors.js';
import { checkRules, decksOf, rulesFor, type DeckInput } from './decks.js';
import { wholeNumber, seedText } from './options.js';
import { Phase } from './enums.js';

export { GameState, BotRng, MAX_ACTIONS };

export interface NewGameOptions {
  deck: DeckInput;
  opponent: DeckInput;
  seed?: string | number;
  /** Game index within the seed (default 0): the same shuffles and flips as game i of `simulate`. */
  game?: number;
  rules?: RuleSetName;
  suddenDeath?: boolean;
  turnLimit?: number;
}

/** A new game, set up to its first decision (who goes first, or the first Active to choose). */
export function newGame(o: NewGameOptions): GameState {
  if (o === null || typeof o !== 'object' || o.deck === undefined || o.opponent === undefined) throw new InputError('newGame: deck and opponent are required');
  const rulesGiven = checkRules(o.rules);
  const [d0, d1] = decksOf([o.deck, o.opponent], rulesGiven);
  const rules = rulesFor(rulesGiven, [d0, d1]);
  const index = wholeNumber(o.game, 'game', 0, Number.MAX_SAFE_INTEGER, 0);
  const words = new Uint32Array(4);
  deriveWords(matchupKey(seedText(o.seed), d0.cards, d1.cards, rules), index, STREAM_GAME, words);
  const s = new GameState();
  engineNewGame(s, d0.cards, d1.cards, ruleParams(rules, { suddenDeath: o.suddenDeath === true, turnLimit: wholeNumber(o.turnLimit, 'turnLimit', 1, 30000, DEFAULT_TURN_LIMIT) }), words);
  return s;
}

/** The legal actions of the player to decide (`decider(state)`); empty when the game is over. */
export function legalActions(state: GameState): number[] {
  const out = new Int32Array(MAX_ACTIONS);
  return Array.from(out.subarray(0, engineLegalActions(state, out)));
}

/** Fast form: writes the legal actions into `out` (MAX_ACTIONS long) and returns how many. */
export function legalActionsInto(state: GameState, out: Int32Array): number {
  if (out.length < MAX_ACTIONS) throw new InputError(`legalActionsInto: out must hold MAX_ACTIONS (${MAX_ACTIONS}) actions`);
  return engineLegalActions(state, out);
}

/** Apply one of the legal actions (checked: anything else throws and leaves the state as it was). */
export function step(state: GameState, action: number): void {
  if (!legalActions(state).includes(action)) throw new InputError(`step: action ${action} is not legal here${isOver(state) ? ' (the game is over)' : ''}`);
  engineStep(state, action);
}

/** A deep copy (one buffer copy): explore a line of play without touching the game. */
export function cloneState(state: GameState): GameState {
  return state.clone();
}

/** The action in words ("attach Fighting Energy (SVE 6) to Riolu (active)"), read before it is taken. */
export function describeAction(state: GameState, action: number): string {
  return describeInWords(state, action);
}

/** The parts of an action: its kind (ActionKind), card instance (a) and slot or index (b). */
export function actionKind(action: number): number { return actKind(action); }
export function actionCard(action: number): number { return actA(action); }
export function actionSlot(action: number): number { return actB(action); }

export function isOver(state: GameState): boolean { return state.phase[0] === Phase.Over; }
/** The player (0 or 1) whose decision the legal actions are. */
export function decider(state: GameState): number { return state.decider[0]; }
/** 0 or 1, 2 for a draw, -1 while the game is on. */
export function winner(state: GameState): number { return isOver(state) ? state.winner[0] : -1; }

/** Both players' boards as the log's `board` objects (prizes left, hand size, Pokémon in play…). */
export function boardView(state: GameState): PlayerView[] {
  return boardOf(state);
}

export interface CardInfo { uid: number; name: string; id: string; supertype: number; owner: number; zone: number }

/** A card instance (0–119; player p owns p·60…p·60+59): its name, printing, supertype, owner and zone. */
export function cardInfo(state: GameState, instance: number): CardInfo {
  if (!Number.isInteger(instance) || instance < 0 || instance >= state.cardDef.length) throw new InputError(`cardInfo: no card instance ${instance}`);
  const ref = cardRef(state, instance);
  return { ...ref, supertype: ALL_DEFS[state.cardDef[instance]].supertype, owner: owner(instance), zone: state.cardZone[instance] };
}

/** The slot number of player p's Active (p·6); Bench slots follow it. */
export function activeSlot(player: number): number { return player * SLOTS; }

/** A seeded generator for a bot driven by hand (simulate and playGame seed their bots themselves). */
export function newBotRng(seed: string | number, game = 0, stream = 1): BotRng {
  const rng = new BotRng();
  rng.seed(masterKey(seedText(seed)), wholeNumber(game, 'game', 0, Number.MAX_SAFE_INTEGER, 0), stream);
  return rng;
}
