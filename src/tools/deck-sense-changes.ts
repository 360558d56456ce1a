// The deck-sense acceptance suite's list changes (issue 30): each takes a bundled list, swaps some
// cards for others (every result a legal 60-card list) and names the direction a strong player
// knows. Two opponents of the same era each, chosen to be different styles of deck.

export type Direction = 'worse' | 'better';

export interface ListChange {
  /** Short id (also the variant's file name under examples/deck-sense/). */
  id: string;
  /** What the change is, as a player would say it. */
  what: string;
  /** Which kind of change (the families). */
  kind: 'no draw Supporters' | 'no main attacker' | 'no Rare Candy' | 'Power or Ability removed' | 'off-type Energy' | 'too few Energy';
  base: string;
  /** Cards taken out: [name with set and number as in the list, count]. */
  remove: [string, number][];
  /** Cards put in: [name with set and number, count]. */
  add: [string, number][];
  against: [string, string];
  expect: Direction;
}

const classic = (d: string) => `decks/classic/${d}.txt`;
const standard = (d: string) => `decks/standard/${d}.txt`;

export const DECK_SENSE_CHANGES: ListChange[] = [
  {
    id: 'haymaker-no-draw', kind: 'no draw Supporters', expect: 'worse',
    what: 'Haymaker without its 4 Bill and 4 Professor Oak (8 more Energy)',
    base: classic('haymaker'), against: [classic('rain-dance'), classic('overgrowth')],
    remove: [['Bill BS 91', 4], ['Professor Oak BS 88', 4]],
    add: [['Fighting Energy BS 97', 4], ['Lightning Energy BS 100', 4]],
  },
  {
    id: 'haymaker-few-energy', kind: 'too few Energy', expect: 'worse',
    what: 'Haymaker with 10 Energy instead of 20 (more Item Finder, Scoop Up, Defender, Computer Search)',
    base: classic('haymaker'), against: [classic('rain-dance'), classic('overgrowth')],
    remove: [['Fighting Energy BS 97', 5], ['Lightning Energy BS 100', 5]],
    add: [['Computer Search BS 71', 2], ['Item Finder BS 74', 3], ['Scoop Up BS 78', 2], ['Defender BS 80', 3]],
  },
  {
    id: 'rain-dance-no-blastoise', kind: 'Power or Ability removed', expect: 'worse',
    what: 'Rain Dance without Blastoise (Rain Dance) and Wartortle (5 more Water Energy)',
    base: classic('rain-dance'), against: [classic('haymaker'), classic('overgrowth')],
    remove: [['Blastoise BS 2', 3], ['Wartortle BS 42', 2]],
    add: [['Water Energy BS 102', 5]],
  },
  {
    id: 'damage-swap-no-alakazam', kind: 'Power or Ability removed', expect: 'worse',
    what: 'Damage Swap without Alakazam (Damage Swap) and Kadabra (6 more Psychic Energy)',
    base: classic('damage-swap'), against: [classic('haymaker'), classic('brushfire')],
    remove: [['Alakazam BS 1', 3], ['Kadabra BS 32', 3]],
    add: [['Psychic Energy BS 101', 6]],
  },
  {
    id: 'venusaur-no-venusaur', kind: 'no main attacker', expect: 'worse',
    what: 'Venusaur without its 3 Venusaur (3 more Grass Energy)',
    base: classic('venusaur'), against: [classic('haymaker'), classic('rain-dance')],
    remove: [['Venusaur BS 15', 3]],
    add: [['Grass Energy BS 99', 3]],
  },
  {
    id: 'zap-off-type', kind: 'off-type Energy', expect: 'worse',
    what: 'Zap! with Fighting Energy in place of its 12 Lightning Energy',
    base: classic('zap'), against: [classic('overgrowth'), classic('blackout')],
    remove: [['Lightning Energy BS 100', 12]],
    add: [['Fighting Energy BS 97', 12]],
  },
  {
    id: 'lucario-ex-no-draw', kind: 'no draw Supporters', expect: 'worse',
    what: 'Lucario ex without its 4 Nemona and 4 Youngster (8 more Fighting Energy)',
    base: standard('lucario-ex'), against: [standard('ampharos-ex'), standard('victini-ex')],
    remove: [['Nemona SVI 180', 4], ['Youngster SVI 198', 4]],
    add: [['Basic Fighting Energy SVE 006', 8]],
  },
  {
    id: 'lucario-ex-no-lucario', kind: 'no main attacker', expect: 'worse',
    what: 'Lucario ex without Lucario ex and its 3 Riolu (4 more Fighting Energy)',
    base: standard('lucario-ex'), against: [standard('ampharos-ex'), standard('victini-ex')],
    remove: [['Lucario ex SVP 017', 1], ['Riolu SVI 112', 3]],
    add: [['Basic Fighting Energy SVE 006', 4]],
  },
  {
    id: 'lucario-ex-few-energy', kind: 'too few Energy', expect: 'worse',
    what: 'Lucario ex with 8 Energy instead of 18 (more Potion, Switch, Pokégear 3.0, Ultra Ball, Nest Ball)',
    base: standard('lucario-ex'), against: [standard('ampharos-ex'), standard('victini-ex')],
    remove: [['Basic Fighting Energy SVE 006', 10]],
    add: [['Potion SVI 188', 2], ['Switch SVI 194', 2], ['Pokégear 3.0 SVI 186', 3], ['Ultra Ball SVI 196', 2], ['Nest Ball SVI 181', 1]],
  },
  {
    id: 'chien-pao-ex-off-type', kind: 'off-type Energy', expect: 'worse',
    what: 'Chien-Pao ex with Fire Energy in place of its 18 Water Energy',
    base: standard('chien-pao-ex'), against: [standard('lucario-ex'), standard('miraidon-ex')],
    remove: [['Basic Water Energy SVE 003', 18]],
    add: [['Basic Fire Energy SVE 002', 18]],
  },
  {
    id: 'charizard-ex-no-rare-candy', kind: 'no Rare Candy', expect: 'worse',
    what: 'Charizard ex League without its 4 Rare Candy (4 more Fire Energy)',
    base: standard('charizard-ex-league'), against: [standard('gardevoir-ex-league'), standard('dragapult-ex-league')],
    remove: [['Rare Candy SVI 191', 4]],
    add: [['Basic Fire Energy SVE 002', 4]],
  },
  {
    id: 'charizard-ex-no-charizard', kind: 'no main attacker', expect: 'worse',
    what: 'Charizard ex League without its 3 Charizard ex (3 more Fire Energy)',
    base: standard('charizard-ex-league'), against: [standard('gardevoir-ex-league'), standard('dragapult-ex-league')],
    remove: [['Charizard ex OBF 125', 3]],
    add: [['Basic Fire Energy SVE 002', 3]],
  },
  {
    id: 'charizard-ex-no-pidgeot', kind: 'Power or Ability removed', expect: 'worse',
    what: 'Charizard ex League without Pidgeot ex (Quick Search) and Pidgeotto (4 more Fire Energy)',
    base: standard('charizard-ex-league'), against: [standard('gardevoir-ex-league'), standard('dragapult-ex-league')],
    remove: [['Pidgeot ex OBF 164', 2], ['Pidgeotto MEW 017', 2]],
    add: [['Basic Fire Energy SVE 002', 4]],
  },
  {
    id: 'charizard-ex-no-draw', kind: 'no draw Supporters', expect: 'worse',
    what: "Charizard ex League without its 4 Iono and 2 Professor's Research (6 more Fire Energy)",
    base: standard('charizard-ex-league'), against: [standard('gardevoir-ex-league'), standard('dragapult-ex-league')],
    remove: [['Iono PAL 185', 4], ["Professor's Research SVI 189", 2]],
    add: [['Basic Fire Energy SVE 002', 6]],
  },
  {
    id: 'gardevoir-ex-no-rare-candy', kind: 'no Rare Candy', expect: 'worse',
    what: 'Gardevoir ex League without its 3 Rare Candy (3 more Psychic Energy)',
    base: standard('gardevoir-ex-league'), against: [standard('charizard-ex-league'), standard('dragapult-ex-league')],
    remove: [['Rare Candy SVI 191', 3]],
    add: [['Basic Psychic Energy SVE 005', 3]],
  },
];
