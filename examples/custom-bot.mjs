// Run a bot of one's own through the public API: `node examples/custom-bot.mjs [games]`.
//  1. simulate(): the bot against greedy on worker threads (the bot given as a module);
//  2. the engine loop by hand: newGame, legalActions, step, against the random bot.
// Prints one JSON line with what happened.
import { fileURLToPath } from 'node:url';
import {
  simulate, bundledDeckPath, newGame, legalActionsInto, step, isOver, winner, decider,
  describeAction, newBotRng, randomBot, MAX_ACTIONS,
} from 'ptcg-sim';
import attackFirst from './attack-first-bot.mjs';

const games = Number(process.argv[2] ?? 200);
const deck = bundledDeckPath('standard/lucario-ex');
const opponent = bundledDeckPath('standard/miraidon-ex');

// 1. Many games, the bot in seat 0 and greedy in seat 1, on two worker threads.
const result = await simulate({
  deck, opponent, games, seed: 'example', workers: 2,
  bots: [{ module: fileURLToPath(new URL('./attack-first-bot.mjs', import.meta.url)) }, 'greedy'],
});

// 2. One game by hand: the bot (seat 0) against random (seat 1), each with its own seeded stream.
const state = newGame({ deck, opponent, seed: 'example' });
const seats = [attackFirst, randomBot];
const rngs = [newBotRng('example', 0, 1), newBotRng('example', 0, 2)];
const actions = new Int32Array(MAX_ACTIONS);
const firstMoves = [];
let decisions = 0;
while (!isOver(state)) {
  const n = legalActionsInto(state, actions);
  const p = decider(state);
  const i = n === 1 ? 0 : seats[p].choose(state, actions, n, rngs[p]);
  if (firstMoves.length < 5) firstMoves.push(`player ${p}: ${describeAction(state, actions[i])}`);
  step(state, actions[i]);
  decisions++;
}

console.log(JSON.stringify({
  simulate: { bots: result.bots, games: result.games, wins: result.wins, draws: result.draws },
  byHand: { decisions, winner: winner(state), firstMoves },
}));
