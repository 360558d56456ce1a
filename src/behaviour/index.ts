// Every card behaviour module (registry.ts), each registering its definitions when imported. The
// engine's users import this module once: the game loop (sim/game-loop.ts), the greedy bot's
// Ability modules (bots/abilities/index.ts) and the tests' scenarios. A new module is one line here.
import './base1.js'; // the Base Set's Pokémon Powers: Rain Dance, Energy Trans, Damage Swap, Energy Burn, Buzzap
import './sva.js'; // batch sv-a: Psychic Embrace, Tandem Unit, Super Cold, Infernal Reign, Quick Search
import './lead.js'; // the lead: Shivery Chill, Luminous Sign, Star Alchemy (Forest Seal Stone)
import * as poolModule from '../cards/pool.js';
import * as registryModule from './registry.js';

// At load, once every definition is registered (and the engine's own Ability batches, which
// base1.ts's engine imports load): the pool refuses a card whose Ability has no behaviour.
const missing = registryModule.abilitiesWithoutBehaviour(poolModule.ALL_CARDS);
if (missing.length > 0) throw new Error(`card pool: ${missing.join('; ')}`);
