// The greedy bot's scorers of Abilities (greedy-powers.ts AbilityBot), one module per batch of
// cards, each registering its kinds when imported. greedy.ts imports this module once.
import './sv-c.js';
export {};
import './svb.js';
import './sva.js'; // batch sv-a: Psychic Embrace, Super Cold, Tandem Unit, Infernal Reign, Quick Search
