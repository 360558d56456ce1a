import { describe, it, expect } from 'vitest';
import { headToHead, pooled, STRENGTH_PAIRS } from '../src/tools/search-strength.js';

describe('search-strength: issue 34\'s head-to-head figures', () => {
  it('pools the pairs\' points and games, with the Wilson interval of the whole', () => {
    const all = pooled([{ points: 224, games: 400 }, { points: 227, games: 400 }, { points: 216, games: 400 }, { points: 215, games: 400 }]);
    expect([all.points, all.games]).toEqual([882, 1600]);
    expect(all.score.estimate).toBeCloseTo(0.55125, 10);
    expect(all.score.low).toBeCloseTo(0.5268, 3);
    expect(all.score.high).toBeCloseTo(0.5755, 3);
  });

  it('B\'s score is the ladder\'s games of the four seatings, and A\'s and B\'s scores of the same games add up to them', async () => {
    const cls = STRENGTH_PAIRS.find((p) => p.name === 'cls')!;
    const b = await headToHead('ismcts:2', 'ismcts:3', cls.decks, 2, '1', 1);
    const a = await headToHead('ismcts:3', 'ismcts:2', cls.decks, 2, '1', 1);
    expect([b.games, a.games]).toEqual([8, 8]);
    expect(a.points + b.points).toBe(8);
  }, 120_000);
});
