// The greedy bot's scorers of Abilities (greedy-powers.ts AbilityBot), one module per batch of
// cards, each registering its kinds when imported. greedy.ts imports this module once.
import '../../behaviour/index.js'; // the card behaviour modules (engine handlers and these hints in one definition)
import './svb.js'; // batch sv-b
import './sv-c.js'; // batch sv-c
