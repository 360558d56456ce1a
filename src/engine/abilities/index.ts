// The Abilities' handlers (powers.ts AbilityHandler), one module per batch of cards, each
// registering its kinds when imported. game.ts imports this module once.
import './sv-c.js';
export {};
import './svb.js';
import './sva.js'; // batch sv-a: Psychic Embrace, Tandem Unit, Super Cold, Infernal Reign, Quick Search
