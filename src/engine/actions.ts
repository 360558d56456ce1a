// Integer action encoding: kind << 16 | a << 8 | b. `a` is a card instance, `b` a slot or index.
export const enum Act {
  EndTurn = 1,
  PlayBasic = 2, // a: card
  Attach = 3, // a: energy card, b: slot
  PlayTrainer = 4, // a: card
  Evolve = 5, // a: card, b: slot
  Retreat = 6, // b: bench slot to switch in
  Attack = 7, // b: attack index on the Active (its own attacks, then one a Technical Machine grants: A9)
  ChooseCard = 8, // a: card
  ChooseSlot = 9, // b: slot (absolute)
  Done = 10, // stop choosing ("up to" choices), or finish setup benching
  Yes = 11,
  No = 12,
  Option = 13, // b: option index
  Power = 14, // b: slot of the Pokémon whose Pokémon Power is used (A7, powers.ts)
  DiscardDoll = 15, // b: slot of a Clefairy Doll in play: its owner discards it (A3; no Prize)
  UseStadium = 30, // a: the Stadium card in play: its action, once in each player's turn (Artazon)
}

export function act(kind: Act, a = 0, b = 0): number {
  return (kind << 16) | (a << 8) | b;
}
export function actKind(x: number): Act {
  return x >>> 16;
}
export function actA(x: number): number {
  return (x >>> 8) & 0xff;
}
export function actB(x: number): number {
  return x & 0xff;
}

/** Room for every legal action of any state. */
export const MAX_ACTIONS = 512;
