// Abilities of the SV Battle Deck cards no batch owned (the lead's range, 110–119): Shivery Chill
// (Chien-Pao ex), Luminous Sign (Lumineon V) and Star Alchemy, the VSTAR Power Forest Seal Stone
// gives a Pokémon V (A8 is enforced in powers.ts, where Tool Abilities are offered).
import * as stateModule from '../state.js';
import { AbilityKind, Dest, Filter, T } from '../../cards/types.js';
import * as svaModule from './sva.js';
// Imports bound to module-local consts, which V8 folds into the code (docs/PERFORMANCE.md, test/hot-path.test.ts).
const { SLOTS } = stateModule;
const { searchAbility } = svaModule;

const always = (): boolean => true;

// Once in your turn, only from the Active Spot: up to 2 basic Water Energy into the hand.
searchAbility(AbilityKind.ShiveryChill, Filter.BasicEnergy, () => T.Water, 0, 2, Dest.Hand, (_s, p, sl) => sl === p * SLOTS);
// Offered when Lumineon V is played from the hand onto the Bench: a Supporter into the hand.
searchAbility(AbilityKind.LuminousSign, Filter.Supporter, () => 0, 0, 1, Dest.Hand, always);
// Any card into the hand (once per game: A8).
searchAbility(AbilityKind.StarAlchemy, Filter.Any, () => 0, 1, 1, Dest.Hand, always);
