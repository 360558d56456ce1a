// Ascended Heroes (ASC) cards whose attacks the templates don't read, defined by the attack's printed
// name (registry.ts defineAttack; cards/named-attacks.ts): the generator gives each card that prints
// the attack `BY_NAME`, and the definition fills it in as this module loads.
import { Count } from '../cards/types.js';
import { Op } from '../cards/opcodes.js';
import * as registryModule from './registry.js';
const { defineAttack } = registryModule;

// Mega Hawlucha ex: with a Stadium in play (either player's), 140 more damage; then that Stadium is discarded.
defineAttack({
  name: 'Somersault Dive',
  effects: [[Op.PlusIfCount, 140, Count.StadiumInPlay, 0, 1], [Op.DiscardStadium]],
  note: '140 more while a Stadium is in play, then discard that Stadium',
});
