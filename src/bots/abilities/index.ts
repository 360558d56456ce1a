// The greedy bot's scorers of Abilities (greedy-powers.ts AbilityBot), one module per batch of
// cards, each registering its kinds when imported. greedy.ts imports this module once.
import './sva.js'; // batch sv-a: Psychic Embrace, Super Cold, Tandem Unit, Infernal Reign, Quick Search
import './svb.js'; // batch sv-b
import './sv-c.js'; // batch sv-c
import './lead.js'; // the lead: Shivery Chill, Luminous Sign, Star Alchemy
