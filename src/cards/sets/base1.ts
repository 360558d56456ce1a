// Base Set (1999): the cards of the four theme decks and the 2-Player Starter Set.
// Facts (HP, types, costs, damage) from ../shared/data; effects in our own vocabulary.
import { type CardSet, type PokemonDef, type TrainerDef, type AttackDef, type AbilityDef, type Effect, T, Supertype, TrainerKind, Cond, Guard, Debuff, Filter, Dest, Source, AbilityKind, moveCards, basicEnergy, specialEnergy,  } from '../types.js';
import { Op } from '../opcodes.js';

const G = T.Grass, R = T.Fire, W = T.Water, L = T.Lightning, P = T.Psychic, F = T.Fighting, C = T.Colorless;

function mon(number: number, name: string, stage: 0 | 1 | 2, hp: number, type: T, weakness: T | undefined, resistance: T | undefined,
  retreat: number, attacks: AttackDef[], evolvesFrom?: string, ability?: AbilityDef): PokemonDef {
  return { supertype: Supertype.Pokemon, set: 'base1', number, name, stage, hp, type, weakness, resistance, resistanceValue: resistance === undefined ? 0 : 30, retreat, attacks, evolvesFrom, ability };
}
function item(number: number, name: string, effects: Effect[], note: string): TrainerDef {
  return { supertype: Supertype.Trainer, set: 'base1', number, name, kind: TrainerKind.Item, effects, note };
}

export const base1: CardSet = {
  id: 'base1',
  codes: ['BS', 'BASE', 'BS1', 'BASE1'],
  name: 'Base Set',
  cards: [
    mon(1, 'Alakazam', 2, 80, P, P, undefined, 3, [
      { name: 'Confuse Ray', cost: [P, P, P], damage: 30, effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' },
    ], 'Kadabra', { name: 'Damage Swap', kind: AbilityKind.DamageSwap, a: 0, note: 'move 1 damage counter between your Pokémon (never Knocking Out the receiver), as often as you like' }),
    mon(2, 'Blastoise', 2, 100, W, L, undefined, 3, [
      { name: 'Hydro Pump', cost: [W, W, W], damage: 40, effects: [[Op.PlusPerExtraEnergy, W, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' },
    ], 'Wartortle', { name: 'Rain Dance', kind: AbilityKind.RainDance, a: 0, note: 'attach a Water Energy from hand to one of your Water Pokémon, as often as you like' }),
    mon(3, 'Chansey', 0, 120, C, F, P, 1, [
      { name: 'Scrunch', cost: [C, C], damage: 0, effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { name: 'Double-edge', cost: [C, C, C, C], damage: 80, effects: [[Op.SelfDamage, 80]], note: '80 damage to itself' },
    ]),
    mon(4, 'Charizard', 2, 120, R, W, F, 3, [
      { name: 'Fire Spin', cost: [R, R, R, R], damage: 100, effects: [[Op.DiscardSelfEnergyCost, T.None, 2]], note: 'discard 2 Energy' },
    ], 'Charmeleon', { name: 'Energy Burn', kind: AbilityKind.EnergyBurn, a: 0, note: 'all its Energy counts as Fire for the rest of the turn' }),
    mon(5, 'Clefairy', 0, 40, C, F, P, 1, [
      { name: 'Sing', cost: [C], damage: 0, effects: [[Op.FlipHeadsCondition, Cond.Asleep]], note: 'heads: Asleep' },
      { name: 'Metronome', cost: [C, C, C], damage: 0, effects: [[Op.CopyDefenderAttack]], note: "use one of the Defending Pokémon's attacks as this attack, free of its costs" },
    ]),
    mon(6, 'Gyarados', 1, 100, W, G, F, 3, [
      { name: 'Dragon Rage', cost: [W, W, W], damage: 50 },
      { name: 'Bubblebeam', cost: [W, W, W, W], damage: 40, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ], 'Magikarp'),
    mon(7, 'Hitmonchan', 0, 70, F, P, undefined, 2, [
      { name: 'Jab', cost: [F], damage: 20 },
      { name: 'Special Punch', cost: [F, F, C], damage: 40 },
    ]),
    mon(8, 'Machamp', 2, 100, F, P, undefined, 3, [
      { name: 'Seismic Toss', cost: [F, F, F, C], damage: 60 },
    ], 'Machoke', { name: 'Strikes Back', kind: AbilityKind.StrikesBack, a: 10, note: '10 damage to an attacker whose attack damages it, unless Asleep/Confused/Paralyzed' }),
    mon(9, 'Magneton', 1, 60, L, F, undefined, 1, [
      { name: 'Thunder Wave', cost: [L, L, C], damage: 30, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Selfdestruct', cost: [L, L, C, C], damage: 80, effects: [[Op.BenchDamageAll, 20], [Op.SelfDamage, 80]], note: '20 to every Benched Pokémon; 80 to itself' },
    ], 'Magnemite'),
    mon(10, 'Mewtwo', 0, 60, P, P, undefined, 3, [
      { name: 'Psychic', cost: [P, C], damage: 10, effects: [[Op.PlusPerDefenderEnergy, 10]], note: '+10 per Energy on the Defending Pokémon' },
      { name: 'Barrier', cost: [P, P], damage: 0, effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.Guard, Guard.PreventDamageAndEffects, 0]], note: 'discard a Psychic Energy; prevent all effects and damage next turn' },
    ]),
    mon(11, 'Nidoking', 2, 90, G, P, undefined, 3, [
      { name: 'Thrash', cost: [G, C, C], damage: 30, effects: [[Op.FlipHeadsPlus, 10], [Op.IfTailsSelfDamage, 10]], note: 'heads: +10; tails: 10 to itself' },
      { name: 'Toxic', cost: [G, G, G], damage: 20, effects: [[Op.StrongPoison, 20]], note: 'Poisoned, 20 per Checkup' },
    ], 'Nidorino'),
    mon(12, 'Ninetales', 1, 80, R, W, undefined, 1, [
      { name: 'Lure', cost: [C, C], damage: 0, effects: [[Op.SwitchOpponentActive]], note: 'switch in an opponent Benched Pokémon' },
      { name: 'Fire Blast', cost: [R, R, R, R], damage: 80, effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
    ], 'Vulpix'),
    mon(13, 'Poliwrath', 2, 90, W, G, undefined, 3, [
      { name: 'Water Gun', cost: [W, W, C], damage: 30, effects: [[Op.PlusPerExtraEnergy, W, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' },
      { name: 'Whirlpool', cost: [W, W, C, C], damage: 40, effects: [[Op.DiscardDefenderEnergy]], note: "discard 1 of the Defending Pokémon's Energy" },
    ], 'Poliwhirl'),
    mon(14, 'Raichu', 1, 80, L, F, undefined, 1, [
      { name: 'Agility', cost: [L, C, C], damage: 20, effects: [[Op.FlipHeadsGuard, Guard.PreventDamageAndEffects, 0]], note: 'heads: prevent all damage and effects next turn' },
      { name: 'Thunder', cost: [L, L, L, C], damage: 60, effects: [[Op.FlipTailsSelfDamage, 30]], note: 'tails: 30 to itself' },
    ], 'Pikachu'),
    mon(15, 'Venusaur', 2, 100, G, R, undefined, 2, [
      { name: 'Solarbeam', cost: [G, G, G, G], damage: 60 },
    ], 'Ivysaur', { name: 'Energy Trans', kind: AbilityKind.EnergyTrans, a: 0, note: 'move a Grass Energy card between your Pokémon, as often as you like' }),
    mon(16, 'Zapdos', 0, 90, L, undefined, F, 3, [
      { name: 'Thunder', cost: [L, L, L, C], damage: 60, effects: [[Op.FlipTailsSelfDamage, 30]], note: 'tails: 30 to itself' },
      { name: 'Thunderbolt', cost: [L, L, L, L], damage: 100, effects: [[Op.DiscardAllSelfEnergyCost]], note: 'discard all its Energy' },
    ]),
    mon(17, 'Beedrill', 2, 80, G, R, F, 0, [
      { name: 'Twineedle', cost: [C, C, C], damage: 30, effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
      { name: 'Poison Sting', cost: [G, G, G], damage: 40, effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' },
    ], 'Kakuna'),
    mon(18, 'Dragonair', 1, 80, C, undefined, P, 2, [
      { name: 'Slam', cost: [C, C, C], damage: 30, effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
      { name: 'Hyper Beam', cost: [C, C, C, C], damage: 20, effects: [[Op.DiscardDefenderEnergy]], note: "discard 1 of the Defending Pokémon's Energy" },
    ], 'Dratini'),
    mon(19, 'Dugtrio', 1, 70, F, G, L, 2, [
      { name: 'Slash', cost: [F, F, C], damage: 40 },
      { name: 'Earthquake', cost: [F, F, F, F], damage: 70, effects: [[Op.BenchDamageOwn, 10]], note: '10 to each of your own Benched Pokémon' },
    ], 'Diglett'),
    mon(20, 'Electabuzz', 0, 70, L, F, undefined, 2, [
      { name: 'Thundershock', cost: [L], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Thunderpunch', cost: [L, C], damage: 30, effects: [[Op.FlipHeadsPlus, 10], [Op.IfTailsSelfDamage, 10]], note: 'heads: +10; tails: 10 to itself' },
    ]),
    mon(21, 'Electrode', 1, 80, L, F, undefined, 1, [
      { name: 'Electric Shock', cost: [L, L, L], damage: 50, effects: [[Op.FlipTailsSelfDamage, 10]], note: 'tails: 10 to itself' },
    ], 'Voltorb', { name: 'Buzzap', kind: AbilityKind.Buzzap, a: 2, note: 'Knock Out this Pokémon and attach it to another of yours as an Energy card that provides 2 Energy of a type you choose' }),
    mon(22, 'Pidgeotto', 1, 60, C, L, F, 1, [
      { name: 'Whirlwind', cost: [C, C], damage: 20, effects: [[Op.OpponentSwitchesActive]], note: 'the opponent switches its Defending Pokémon with a Benched one of its choice' },
      { name: 'Mirror Move', cost: [C, C, C], damage: 0, effects: [[Op.MirrorMove]], note: 'if attacked last turn, do the final result of that attack to the Defending Pokémon' },
    ], 'Pidgey'),
    mon(23, 'Arcanine', 1, 100, R, W, undefined, 3, [
      { name: 'Flamethrower', cost: [R, R, C], damage: 50, effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
      { name: 'Take Down', cost: [R, R, C, C], damage: 80, effects: [[Op.SelfDamage, 30]], note: '30 damage to itself' },
    ], 'Growlithe'),
    mon(24, 'Charmeleon', 1, 80, R, W, undefined, 1, [
      { name: 'Slash', cost: [C, C, C], damage: 30 },
      { name: 'Flamethrower', cost: [R, R, C], damage: 50, effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
    ], 'Charmander'),
    mon(25, 'Dewgong', 1, 80, W, L, undefined, 3, [
      { name: 'Aurora Beam', cost: [W, W, C], damage: 50 },
      { name: 'Ice Beam', cost: [W, W, C, C], damage: 30, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ], 'Seel'),
    mon(26, 'Dratini', 0, 40, C, undefined, P, 1, [
      { name: 'Pound', cost: [C], damage: 10 },
    ]),
    mon(27, "Farfetch'd", 0, 50, C, L, F, 1, [
      { name: 'Leek Slap', cost: [C], damage: 30, oncePerPlay: true, effects: [[Op.FlipTailsNothing]], note: 'tails: nothing; once while in play' },
      { name: 'Pot Smash', cost: [C, C, C], damage: 30 },
    ]),
    mon(28, 'Growlithe', 0, 60, R, W, undefined, 1, [
      { name: 'Flare', cost: [R, C], damage: 20 },
    ]),
    mon(29, 'Haunter', 1, 60, P, undefined, F, 1, [
      { name: 'Hypnosis', cost: [P], damage: 0, effects: [[Op.Condition, Cond.Asleep]], note: 'Asleep' },
      { name: 'Dream Eater', cost: [P, P], damage: 50, needsDefenderAsleep: true, note: 'only if the Defending Pokémon is Asleep' },
    ], 'Gastly'),
    mon(30, 'Ivysaur', 1, 60, G, R, undefined, 1, [
      { name: 'Vine Whip', cost: [G, C, C], damage: 30 },
      { name: 'Poisonpowder', cost: [G, G, G], damage: 20, effects: [[Op.Condition, Cond.Poisoned]], note: 'Poisoned' },
    ], 'Bulbasaur'),
    mon(31, 'Jynx', 0, 70, P, P, undefined, 2, [
      { name: 'Doubleslap', cost: [P], damage: 10, effects: [[Op.TimesHeads, 2]], note: '10 × heads of 2 coins' },
      { name: 'Meditate', cost: [P, P, C], damage: 20, effects: [[Op.PlusPerDefenderCounter, 10]], note: '+10 per damage counter on the Defending Pokémon' },
    ]),
    mon(32, 'Kadabra', 1, 60, P, P, undefined, 3, [
      { name: 'Recover', cost: [P, P], damage: 0, effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.HealSelfAll]], note: 'discard a Psychic Energy; heal all' },
      { name: 'Super Psy', cost: [P, P, C], damage: 50 },
    ], 'Abra'),
    mon(33, 'Kakuna', 1, 80, G, R, undefined, 2, [
      { name: 'Stiffen', cost: [C, C], damage: 0, effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { name: 'Poisonpowder', cost: [G, G], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' },
    ], 'Weedle'),
    mon(34, 'Machoke', 1, 80, F, P, undefined, 3, [
      { name: 'Karate Chop', cost: [F, F, C], damage: 50, effects: [[Op.MinusPerSelfCounter, 10]], note: '−10 per damage counter on itself' },
      { name: 'Submission', cost: [F, F, C, C], damage: 60, effects: [[Op.SelfDamage, 20]], note: '20 damage to itself' },
    ], 'Machop'),
    mon(35, 'Magikarp', 0, 30, W, L, undefined, 1, [
      { name: 'Tackle', cost: [C], damage: 10 },
      { name: 'Flail', cost: [W], damage: 10, effects: [[Op.TimesSelfCounters]], note: '10 × damage counters on itself' },
    ]),
    mon(36, 'Magmar', 0, 50, R, W, undefined, 2, [
      { name: 'Fire Punch', cost: [R, R], damage: 30 },
      { name: 'Flamethrower', cost: [R, R, C], damage: 50, effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
    ]),
    mon(37, 'Nidorino', 1, 60, G, P, undefined, 1, [
      { name: 'Double Kick', cost: [G, C, C], damage: 30, effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
      { name: 'Horn Drill', cost: [G, G, C, C], damage: 50 },
    ], 'Nidoran ♂'),
    mon(38, 'Poliwhirl', 1, 60, W, G, undefined, 1, [
      { name: 'Amnesia', cost: [W, W], damage: 0, effects: [[Op.DebuffDefender, Debuff.DisableAttack]], note: 'a chosen attack of the Defending Pokémon is disabled next turn' },
      { name: 'Doubleslap', cost: [W, W, C], damage: 30, effects: [[Op.TimesHeads, 2]], note: '30 × heads of 2 coins' },
    ], 'Poliwag'),
    mon(39, 'Porygon', 0, 30, C, F, P, 1, [
      { name: 'Conversion 1', cost: [C], damage: 0, effects: [[Op.ConvertDefenderWeakness]], note: "you may change the Defending Pokémon's Weakness to another type (not Colorless)" },
      { name: 'Conversion 2', cost: [C, C], damage: 0, effects: [[Op.ConvertSelfResistance]], note: 'change its own Resistance to another type (not Colorless)' },
    ]),
    mon(40, 'Raticate', 1, 60, C, F, P, 1, [
      { name: 'Bite', cost: [C], damage: 20 },
      { name: 'Super Fang', cost: [C, C, C], damage: 0, effects: [[Op.HalfDefenderHp]], note: "half the Defending Pokémon's remaining HP, rounded up to 10" },
    ], 'Rattata'),
    mon(41, 'Seel', 0, 60, W, L, undefined, 1, [
      { name: 'Headbutt', cost: [W], damage: 10 },
    ]),
    mon(42, 'Wartortle', 1, 70, W, L, undefined, 1, [
      { name: 'Withdraw', cost: [W, C], damage: 0, effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { name: 'Bite', cost: [W, C, C], damage: 40 },
    ], 'Squirtle'),
    mon(43, 'Abra', 0, 30, P, P, undefined, 0, [
      { name: 'Psyshock', cost: [P], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ]),
    mon(44, 'Bulbasaur', 0, 40, G, R, undefined, 1, [
      { name: 'Leech Seed', cost: [G, G], damage: 20, effects: [[Op.HealSelfUnlessPrevented, 10]], note: 'may heal 10 unless all damage was prevented' },
    ]),
    mon(45, 'Caterpie', 0, 40, G, R, undefined, 1, [
      { name: 'String Shot', cost: [G], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ]),
    mon(46, 'Charmander', 0, 50, R, W, undefined, 1, [
      { name: 'Scratch', cost: [C], damage: 10 },
      { name: 'Ember', cost: [R, C], damage: 30, effects: [[Op.DiscardSelfEnergyCost, R, 1]], note: 'discard a Fire Energy' },
    ]),
    mon(47, 'Diglett', 0, 30, F, G, L, 0, [
      { name: 'Dig', cost: [F], damage: 10 },
      { name: 'Mud Slap', cost: [F, F], damage: 30 },
    ]),
    mon(48, 'Doduo', 0, 50, C, L, F, 0, [
      { name: 'Fury Attack', cost: [C], damage: 10, effects: [[Op.TimesHeads, 2]], note: '10 × heads of 2 coins' },
    ]),
    mon(49, 'Drowzee', 0, 50, P, P, undefined, 1, [
      { name: 'Pound', cost: [C], damage: 10 },
      { name: 'Confuse Ray', cost: [P, P], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' },
    ]),
    mon(50, 'Gastly', 0, 30, P, undefined, F, 0, [
      { name: 'Sleeping Gas', cost: [P], damage: 0, effects: [[Op.FlipHeadsCondition, Cond.Asleep]], note: 'heads: Asleep' },
      { name: 'Destiny Bond', cost: [P, C], damage: 0, effects: [[Op.DiscardSelfEnergyCost, P, 1], [Op.Guard, Guard.DestinyBond, 0]], note: 'discard a Psychic Energy; whoever Knocks it Out next turn is Knocked Out' },
    ]),
    mon(51, 'Koffing', 0, 50, G, P, undefined, 1, [
      { name: 'Foul Gas', cost: [G, G], damage: 10, effects: [[Op.FlipConditionEither, Cond.Poisoned, Cond.Confused]], note: 'heads: Poisoned; tails: Confused' },
    ]),
    mon(52, 'Machop', 0, 50, F, P, undefined, 1, [
      { name: 'Low Kick', cost: [F], damage: 20 },
    ]),
    mon(53, 'Magnemite', 0, 40, L, F, undefined, 1, [
      { name: 'Thunder Wave', cost: [L], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Selfdestruct', cost: [L, C], damage: 40, effects: [[Op.BenchDamageAll, 10], [Op.SelfDamage, 40]], note: '10 to every Benched Pokémon; 40 to itself' },
    ]),
    mon(54, 'Metapod', 1, 70, G, R, undefined, 2, [
      { name: 'Stiffen', cost: [C, C], damage: 0, effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
      { name: 'Stun Spore', cost: [G, G], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ], 'Caterpie'),
    mon(55, 'Nidoran ♂', 0, 40, G, P, undefined, 1, [
      { name: 'Horn Hazard', cost: [G], damage: 30, effects: [[Op.FlipTailsNothing]], note: 'tails: nothing' },
    ]),
    mon(56, 'Onix', 0, 90, F, G, undefined, 3, [
      { name: 'Rock Throw', cost: [F], damage: 10 },
      { name: 'Harden', cost: [F, F], damage: 0, effects: [[Op.Guard, Guard.PreventSmallDamage, 30]], note: 'prevent damage of 30 or less next turn' },
    ]),
    mon(57, 'Pidgey', 0, 40, C, L, F, 1, [
      { name: 'Whirlwind', cost: [C, C], damage: 10, effects: [[Op.OpponentSwitchesActive]], note: 'the opponent switches its Defending Pokémon with a Benched one of its choice' },
    ]),
    mon(58, 'Pikachu', 0, 40, L, F, undefined, 1, [
      { name: 'Gnaw', cost: [C], damage: 10 },
      { name: 'Thunder Jolt', cost: [L, C], damage: 30, effects: [[Op.FlipTailsSelfDamage, 10]], note: 'tails: 10 damage to itself' },
    ]),
    mon(59, 'Poliwag', 0, 40, W, G, undefined, 1, [
      { name: 'Water Gun', cost: [W], damage: 10, effects: [[Op.PlusPerExtraEnergy, W, 10, 2]], note: '+10 per Water Energy beyond the cost, at most +20' },
    ]),
    mon(60, 'Ponyta', 0, 40, R, W, undefined, 1, [
      { name: 'Smash Kick', cost: [C, C], damage: 20 },
      { name: 'Flame Tail', cost: [R, R], damage: 30 },
    ]),
    mon(61, 'Rattata', 0, 30, C, F, P, 0, [
      { name: 'Bite', cost: [C], damage: 20 },
    ]),
    mon(62, 'Sandshrew', 0, 40, F, G, L, 1, [
      { name: 'Sand-attack', cost: [F], damage: 10, effects: [[Op.DebuffDefender, Debuff.SandAttack]], note: 'next turn the Defending Pokémon must flip heads to attack' },
    ]),
    mon(63, 'Squirtle', 0, 40, W, L, undefined, 1, [
      { name: 'Bubble', cost: [W], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Withdraw', cost: [W, C], damage: 0, effects: [[Op.FlipHeadsGuard, Guard.PreventDamage, 0]], note: 'heads: prevent all damage next turn' },
    ]),
    mon(64, 'Starmie', 1, 60, W, L, undefined, 1, [
      { name: 'Recover', cost: [W, W], damage: 0, effects: [[Op.DiscardSelfEnergyCost, W, 1], [Op.HealSelfAll]], note: 'discard a Water Energy; heal all' },
      { name: 'Star Freeze', cost: [W, C, C], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
    ], 'Staryu'),
    mon(65, 'Staryu', 0, 40, W, L, undefined, 1, [
      { name: 'Slap', cost: [W], damage: 20 },
    ]),
    mon(66, 'Tangela', 0, 50, G, R, undefined, 2, [
      { name: 'Bind', cost: [G, C], damage: 20, effects: [[Op.FlipHeadsCondition, Cond.Paralyzed]], note: 'heads: Paralyzed' },
      { name: 'Poisonpowder', cost: [G, G, G], damage: 20, effects: [[Op.Condition, Cond.Poisoned]], note: 'Poisoned' },
    ]),
    mon(67, 'Voltorb', 0, 40, L, F, undefined, 1, [
      { name: 'Tackle', cost: [C], damage: 10 },
    ]),
    mon(68, 'Vulpix', 0, 50, R, W, undefined, 1, [
      { name: 'Confuse Ray', cost: [R, R], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Confused]], note: 'heads: Confused' },
    ]),
    mon(69, 'Weedle', 0, 40, G, R, undefined, 1, [
      { name: 'Poison Sting', cost: [G], damage: 10, effects: [[Op.FlipHeadsCondition, Cond.Poisoned]], note: 'heads: Poisoned' },
    ]),
    item(71, 'Computer Search', [[Op.DiscardFromHand, 2], moveCards(Source.Deck, 0, Filter.Any, 0, 1, 1, Dest.Hand)], 'discard 2 cards; search the deck for any card'),
    item(74, 'Item Finder', [[Op.DiscardFromHand, 2], moveCards(Source.Discard, 0, Filter.Trainer, 0, 1, 1, Dest.Hand)], 'discard 2 cards; take a Trainer from the discard pile'),
    item(75, 'Lass', [[Op.BothShuffleTrainersFromHand]], 'both players shuffle the Trainers in hand into their decks'),
    item(79, 'Super Energy Removal', [[Op.DiscardOwnEnergy], [Op.DiscardOpponentEnergy, 2]], 'discard 1 own Energy; discard up to 2 Energy from one opponent Pokémon'),
    item(80, 'Defender', [[Op.AttachToOwn, 20]], 'attach to one of your Pokémon: −20 damage from attacks until the end of the opponent\'s next turn'),
    item(81, 'Energy Retrieval', [[Op.DiscardFromHand, 1], moveCards(Source.Discard, 0, Filter.BasicEnergy, T.None, 0, 2, Dest.Hand)], 'trade 1 card in hand for up to 2 basic Energy from the discard'),
    item(84, 'PlusPower', [[Op.AttachToActive, 10, 1]], 'attach to your Active: +10 damage this turn (after Weakness and Resistance, if it does damage)'),
    item(87, 'Pokédex', [[Op.RearrangeTop, 5]], 'rearrange the top 5 cards of your deck'),
    item(88, 'Professor Oak', [[Op.DiscardHandDraw, 7]], 'discard your hand, draw 7'),
    item(90, 'Super Potion', [[Op.DiscardOwnEnergyHeal, 40]], 'discard 1 Energy from one of your Pokémon and heal it 40'),
    item(91, 'Bill', [[Op.Draw, 2]], 'draw 2'),
    item(92, 'Energy Removal', [[Op.DiscardOpponentEnergy, 1]], 'discard 1 Energy from one opponent Pokémon'),
    item(93, 'Gust of Wind', [[Op.SwitchOpponentActive]], 'switch in an opponent Benched Pokémon'),
    item(94, 'Potion', [[Op.Heal, 20]], 'heal 20 from one of your Pokémon'),
    item(95, 'Switch', [[Op.SwitchSelf]], 'switch your Active with a Benched Pokémon'),
    specialEnergy('base1', 96, C, 2, 'Double Colorless Energy'),
    basicEnergy('base1', 97, F, 'Fighting Energy'),
    basicEnergy('base1', 98, R, 'Fire Energy'),
    basicEnergy('base1', 99, G, 'Grass Energy'),
    basicEnergy('base1', 100, L, 'Lightning Energy'),
    basicEnergy('base1', 101, P, 'Psychic Energy'),
    basicEnergy('base1', 102, W, 'Water Energy'),
    { supertype: Supertype.Trainer, set: 'base1', number: 70, name: 'Clefairy Doll', kind: TrainerKind.Item, effects: [[Op.PlayAsBasic]], dollHp: 10,
      note: 'played onto the Bench as a 10-HP Basic Pokémon: no attacks, no retreat, no conditions, no prize; may be discarded during your turn' },
    item(72, 'Devolution Spray', [[Op.DevolveOwn]], 'one of your evolved Pokémon loses its Evolution cards from a chosen Stage up, and recovers as if evolved'),
    item(73, 'Impostor Professor Oak', [[Op.OpponentShuffleHandDraw, 7]], 'the opponent shuffles the hand into the deck and draws 7'),
    item(76, 'Pokémon Breeder', [[Op.RareCandy]], 'a Stage 2 from hand onto its Basic in play, skipping Stage 1 (A4 timing)'),
    item(77, 'Pokémon Trader', [[Op.HandPokemonToDeck], moveCards(Source.Deck, 0, Filter.Pokemon, 0, 1, 1, Dest.Hand)], 'trade a Pokémon card from hand for a Pokémon card from the deck (not the same card)'),
    item(78, 'Scoop Up', [[Op.ScoopUp]], 'one of your Pokémon: the Basic card back to hand, the rest discarded'),
    item(82, 'Full Heal', [[Op.ClearActiveConditions]], 'your Active is no longer Asleep, Confused, Paralyzed or Poisoned'),
    item(83, 'Maintenance', [[Op.ShuffleFromHandDraw, 2, 1]], 'shuffle 2 other cards from hand into the deck, draw 1'),
    item(85, 'Pokémon Center', [[Op.HealAllDiscardEnergy]], 'heal all your damaged Pokémon fully and discard their Energy'),
    item(86, 'Pokémon Flute', [[Op.OpponentDiscardBasicToBench]], "a Basic Pokémon from the opponent's discard pile onto their Bench"),
    item(89, 'Revive', [moveCards(Source.Discard, 0, Filter.BasicPokemon, 0, 1, 1, Dest.Bench), [Op.ReviveDamage]], 'a Basic Pokémon from your discard pile onto your Bench with damage of half its HP'),
  ],
};
