// The Abilities' handlers (powers.ts AbilityHandler), one module per batch of cards, each
// registering its kinds when imported. game.ts imports this module once.
import './sva.js'; // batch sv-a: Psychic Embrace, Tandem Unit, Super Cold, Infernal Reign, Quick Search
import './svb.js'; // batch sv-b
import './sv-c.js'; // batch sv-c
import './lead.js'; // the lead: Shivery Chill, Luminous Sign, Star Alchemy (Forest Seal Stone)
