// Exact odds of setup goals (docs/ODDS.md): a card (or category) in the kept opening hand, or
// among the prizes, under the real mulligan rule (a hand without a Basic is shuffled back, S4).
//
// A deck of n cards holds b Basic Pokémon and c cards of the subject X, xb of them Basics. The kept
// hand is a uniform 7-card hand conditioned on holding a Basic, so
//   P(h of X in hand, kept) = [C(c,h)·C(n−c,7−h) − C(c−xb,h)·C(n−c−b+xb,7−h)] / C(n,7)
// (all hands with h of X, less those with no Basic), and P(kept) = 1 − C(n−b,7)/C(n,7).
// The prizes are the next P cards (S5: 6, or 3 for a 30-card deck): given the hand, a uniform
// P-card sample of the other n−7, so j of the c−h remaining copies are prized with the
// hypergeometric C(c−h,j)·C(n−7−c+h,P−j) / C(n−7,P).

/** C(n, k) as a double (exact to 2^53; relative error ~1e-16 beyond). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  if (k > n - k) k = n - k;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

export interface DeckCounts {
  n: number; // cards
  b: number; // Basic Pokémon
  c: number; // cards of the subject
  xb: number; // of those, Basic Pokémon
  hand?: number; // opening hand, 7
  prizes: number; // 6, or 3 for a 30-card deck
}

/** P(h of the subject in the kept hand) for h = 0..hand. */
export function keptHandDistribution(d: DeckCounts): number[] {
  const { n, b, c, xb } = d;
  const hand = d.hand ?? 7;
  const all = choose(n, hand);
  const kept = 1 - choose(n - b, hand) / all;
  const out: number[] = [];
  for (let h = 0; h <= hand; h++) {
    const joint = (choose(c, h) * choose(n - c, hand - h) - choose(c - xb, h) * choose(n - c - b + xb, hand - h)) / all;
    out.push(joint / kept);
  }
  return out;
}

/** P(at least `atLeast` of the subject in the kept opening hand). */
export function handAtLeast(d: DeckCounts, atLeast: number): number {
  return keptHandDistribution(d).reduce((s, p, h) => (h >= atLeast ? s + p : s), 0);
}

/** P(at least `atLeast` of the subject among the prizes). */
export function prizedAtLeast(d: DeckCounts, atLeast: number): number {
  const hand = d.hand ?? 7;
  const rest = d.n - hand;
  const all = choose(rest, d.prizes);
  let total = 0;
  keptHandDistribution(d).forEach((ph, h) => {
    const left = d.c - h;
    let tail = 0;
    for (let j = atLeast; j <= Math.min(left, d.prizes); j++) tail += (choose(left, j) * choose(rest - left, d.prizes - j)) / all;
    total += ph * tail;
  });
  return total;
}
