// The Abilities' handlers (powers.ts AbilityHandler), one module per batch of cards, each
// registering its kinds when imported. game.ts imports this module once. (The Base Set's Powers, batch
// sv-a and the lead are defined with their bot hints in src/behaviour/, which these batches are to join.)
import './svb.js'; // batch sv-b
import './sv-c.js'; // batch sv-c
