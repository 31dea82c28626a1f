import { describe, expect, it } from 'vitest';
import { INITIAL_RATING, rateAfter, rateAttempt } from './glicko2';

describe('Glicko-2', () => {
  it('gives the values of Glickman’s published example (tau 0.5)', () => {
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const rated = rateAfter(
      player,
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      0.5,
    );
    expect(rated.rating).toBeCloseTo(1464.06, 1);
    expect(rated.deviation).toBeCloseTo(151.52, 1);
    expect(rated.volatility).toBeCloseTo(0.05999, 4);
  });

  it('moves a new player up after one solve and the puzzle down by the mirror amount', () => {
    const puzzle = { rating: 1500, deviation: 350, volatility: 0.06 };
    const { player, puzzle: after } = rateAttempt(INITIAL_RATING, puzzle, true);
    // One game between equals at RD 350: the winner gains about 162 points (Glickman's g and E at mu = 0).
    expect(player.rating).toBeCloseTo(1662.3, 0);
    expect(after.rating).toBeCloseTo(1337.7, 0);
    expect(player.deviation).toBeLessThan(350);
  });

  it('loses little to a failed puzzle rated far above, and much to one far below', () => {
    const settled = { rating: 1500, deviation: 80, volatility: 0.06 };
    const hard = rateAttempt(settled, { rating: 2200, deviation: 80, volatility: 0.06 }, false).player.rating;
    const easy = rateAttempt(settled, { rating: 800, deviation: 80, volatility: 0.06 }, false).player.rating;
    expect(1500 - hard).toBeLessThan(3);
    expect(1500 - easy).toBeGreaterThan(30);
  });

  it('only widens the deviation in a period without games', () => {
    const idle = rateAfter({ rating: 1600, deviation: 100, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1600);
    expect(idle.deviation).toBeCloseTo(Math.sqrt((100 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });
});
