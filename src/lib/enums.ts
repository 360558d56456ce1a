// Runtime copies of the engine's const enums (which vanish at compile time), for library callers.
// test/library-enums.test.ts checks every value equals the engine's.

/** What an action does: `actionKind(action)`. */
export const ActionKind = Object.freeze({
  EndTurn: 1, PlayBasic: 2, Attach: 3, PlayTrainer: 4, Evolve: 5, Retreat: 6, Attack: 7,
  ChooseCard: 8, ChooseSlot: 9, Done: 10, Yes: 11, No: 12, Option: 13, Power: 14, DiscardDoll: 15, UseStadium: 30,
} as const);
export type ActionKind = (typeof ActionKind)[keyof typeof ActionKind];

/** The game's phase: `state.phase[0]`. */
export const Phase = Object.freeze({
  ChooseFirst: 0, SetupActive: 1, SetupBench: 2, ExtraDraws: 3, Main: 4, Effect: 5, Promote: 6, Retreat: 7, Over: 8,
} as const);
export type Phase = (typeof Phase)[keyof typeof Phase];

/** Where a card instance is: `state.cardZone[instance]`. */
export const Zone = Object.freeze({ Deck: 0, Hand: 1, Discard: 2, Prize: 3, InPlay: 4, Stadium: 5 } as const);
export type Zone = (typeof Zone)[keyof typeof Zone];

/** Why the game ended: `state.endReason[0]`. */
export const EndReason = Object.freeze({
  None: 0, Prizes: 1, NoPokemon: 2, DeckOut: 3, TurnLimit: 4, SuddenDeath: 5, Tie: 6,
} as const);
export type EndReason = (typeof EndReason)[keyof typeof EndReason];

/** A card's supertype: `cardInfo(state, instance).supertype`. */
export const Supertype = Object.freeze({ Pokemon: 0, Trainer: 1, Energy: 2 } as const);
export type Supertype = (typeof Supertype)[keyof typeof Supertype];
