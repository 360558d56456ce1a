// Every card behaviour module (registry.ts), each registering its definitions when imported. The
// engine's users import this module once: the game loop (sim/game-loop.ts), the greedy bot
// (bots/greedy.ts) and the tests' scenarios. A new module is one line here.
import './base1.js'; // the Base Set's Pokémon Powers: Rain Dance, Energy Trans, Damage Swap, Energy Burn, Buzzap
import './sva.js'; // batch sv-a: Psychic Embrace, Tandem Unit, Super Cold, Infernal Reign, Quick Search
import './lead.js'; // the lead: Shivery Chill, Luminous Sign, Star Alchemy (Forest Seal Stone)
import './std26b.js'; // Standard 2026 Ceruledge, Dragapult/Dusknoir: Squawk and Seize, Cursed Blast, Flying Entry
import './std26a.js'; // issue 32, Gardevoir lists: Adrena-Brain (Munkidori)
import './std26e.js'; // issue 32, Grimmsnarl/Froslass and N's Zoroark lists: Punk Up, Hyper Blower
import './std26c.js'; // issue 32, Raging Bolt/Ogerpon and Charizard/Pidgeot lists: Teal Dance (Teal Mask Ogerpon ex)
import './std26d.js'; // issue 32, Gholdengo/Lunatone and Mega Absol box lists: Coin Bonus, Run Errand, Subjugating Chains
import './std26f.js'; // issue 32, Alakazam/Dudunsparce list: Psychic Draw, Run Away Draw
import './svb.js'; // batch sv-b: Restart, Flip the Script, Clairvoyant Sense, Recon Directive, Attract Customers, Fully Blooming Energy, Rapid Vernier
import './sv-c.js'; // batch sv-c: Industrious Incisors, Refinement, Concealed Cards, Lunar Cycle, Heave-Ho Catcher
import './asc.js'; // attacks by name: Somersault Dive (Mega Hawlucha ex)
import './gen-abilities.js'; // issue 32 step 4, the generator's Ability kinds: Opponent Active Condition, Heal Own, Switch Own Active, Energy To Own, Draw Cards, Switch Out Opponent Active, Search To Hand
import * as poolModule from '../cards/pool.js';
import * as registryModule from './registry.js';
import * as namedAttacksModule from '../cards/named-attacks.js';

// At load, once every definition is registered: the pool refuses a card whose Ability has no
// behaviour, or no paraphrase (`ptcg cards`), or an attack given by name that no definition names.
const missing = [
  ...registryModule.abilitiesWithoutBehaviour(poolModule.ALL_CARDS), ...registryModule.abilitiesWithoutText(poolModule.ALL_CARDS),
  ...namedAttacksModule.attacksWithoutDefinition(poolModule.ALL_CARDS),
];
if (missing.length > 0) throw new Error(`card pool: ${missing.join('; ')}`);
