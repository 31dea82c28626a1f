import { describe, expect, it } from 'vitest';
import { expectedScore, fitRatings } from './rating-fit';

describe('fitting Elo ratings to match results', () => {
  it('puts a player who scores 3 in 4 about 191 points above (400·log10 3), the prior game aside', () => {
    // 3,000 games make the one virtual draw negligible.
    const ratings = fitRatings([{ a: 'strong', b: 'weak', games: 3000, points: 2250 }], { player: 'weak', rating: 1000 });
    expect(ratings['weak']).toBe(1000);
    expect(ratings['strong']).toBeCloseTo(1000 + 400 * Math.log10(3), -0.5);
  });

  it('recovers the ratings that generated consistent results along a ladder and across it', () => {
    const truth: Record<string, number> = { L1: 800, L2: 1000, L3: 1150, L4: 1400 };
    const pairs: [string, string][] = [['L2', 'L1'], ['L3', 'L2'], ['L4', 'L3'], ['L4', 'L1']];
    const games = 100_000;
    const matches = pairs.map(([a, b]) => ({ a, b, games, points: games * expectedScore(truth[a]!, truth[b]!) }));
    const ratings = fitRatings(matches, { player: 'L1', rating: 800 });
    for (const [player, rating] of Object.entries(truth)) expect(Math.abs(ratings[player]! - rating)).toBeLessThanOrEqual(1);
  });

  it('keeps a clean sweep finite: the virtual draw bounds the gap', () => {
    const ratings = fitRatings([{ a: 'A', b: 'B', games: 200, points: 200 }], { player: 'B', rating: 0 });
    // 200.5 of 201: 400·log10(200.5 / 0.5) ≈ 1041.
    expect(ratings['A']).toBe(Math.round(400 * Math.log10(200.5 / 0.5)));
  });

  it('places an even match at the same rating, and refuses an anchor that never played', () => {
    expect(fitRatings([{ a: 'A', b: 'B', games: 10, points: 5 }], { player: 'A', rating: 1500 })).toEqual({ A: 1500, B: 1500 });
    expect(() => fitRatings([{ a: 'A', b: 'B', games: 10, points: 5 }], { player: 'C', rating: 1500 })).toThrow(RangeError);
  });
});
