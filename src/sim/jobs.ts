// The matchups of a run, in run order (shared by the runner and the checkpoint checks).

/** The seats (deck i, deck j) of a run's matchups: every ordered pair for a matrix, else [0, 1]. */
export function jobPairs(decks: number, matrix: boolean): [number, number][] {
  const pairs: [number, number][] = [];
  if (matrix) {
    for (let i = 0; i < decks; i++) for (let j = 0; j < decks; j++) if (i !== j) pairs.push([i, j]);
  } else pairs.push([0, 1]);
  return pairs;
}
