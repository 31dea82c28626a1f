import { describe, expect, it } from 'vitest';
import type { Glicko2Game, Glicko2Rating } from './glicko2';
import { seededRandom } from '../../../engine';
import { INITIAL_RATING, isProvisional, MAX_RATING_CHANGE, PROVISIONAL_DEVIATION, PUZZLE_DEVIATION, rateAfter, rateAttempt } from './glicko2';

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

  it('moves a new player by at most MAX_RATING_CHANGE for one attempt (Glicko-2 alone: −538 for a miss on a 900 puzzle)', () => {
    expect(MAX_RATING_CHANGE).toBe(100);
    const uncapped = rateAfter(INITIAL_RATING, [{ opponent: { rating: 900, deviation: PUZZLE_DEVIATION, volatility: 0.06 }, score: 0 }]);
    expect(1500 - uncapped.rating).toBeGreaterThan(500);
    const missed = rateAttempt(INITIAL_RATING, 900, false).player;
    expect(missed.rating).toBe(1400);
    // The deviation still falls as Glicko-2 says: the cap is on the rating's step only.
    expect(missed.deviation).toBeCloseTo(uncapped.deviation, 9);
    const solved = rateAttempt(INITIAL_RATING, 1500, true).player;
    expect(solved.rating).toBe(1600);
    expect(solved.deviation).toBeLessThan(350);
  });

  it('keeps every step within the bound, and an established player’s under 72 points by Glicko-2 alone', () => {
    const random = seededRandom(30);
    let established = 0;
    for (let trial = 0; trial < 5000; trial++) {
      const player = { rating: 600 + random() * 2000, deviation: 45 + random() * 305, volatility: 0.03 + random() * 0.07 };
      const puzzleRating = 400 + random() * 2600;
      const solved = random() < 0.5;
      const step = Math.abs(rateAttempt(player, puzzleRating, solved).player.rating - player.rating);
      expect(step).toBeLessThanOrEqual(MAX_RATING_CHANGE);
      if (!isProvisional(player)) {
        established++;
        expect(step).toBeLessThan(72);
      }
    }
    expect(established).toBeGreaterThan(500);
  });

  it('is provisional from a deviation of 110 up, as lichess shows "1500?"', () => {
    expect(isProvisional(INITIAL_RATING)).toBe(true);
    expect(isProvisional({ deviation: PROVISIONAL_DEVIATION })).toBe(true);
    expect(isProvisional({ deviation: PROVISIONAL_DEVIATION - 1 })).toBe(false);
  });

  it('brings a new player who misses every puzzle at their rating down in steps that never grow, not in one drop', () => {
    let player = INITIAL_RATING;
    const ratings = [1500];
    while (player.rating > 900 && ratings.length < 30) {
      player = rateAttempt(player, player.rating, false).player;
      ratings.push(Math.round(player.rating));
    }
    const steps = ratings.slice(1).map((rating, i) => (ratings[i] as number) - rating);
    expect(steps.slice(0, 2)).toEqual([100, 100]);
    for (const [i, step] of steps.entries()) expect(step).toBeLessThanOrEqual(i === 0 ? 100 : (steps[i - 1] as number));
    expect(ratings.length).toBeLessThan(15);
  });

  it('moves the puzzle’s rating by the mirror of an established player’s result, and leaves it alone for a clueless one', () => {
    const settled = { rating: 1500, deviation: 80, volatility: 0.06 };
    const rated = rateAttempt(settled, 1500, true);
    expect(rated.puzzleRating).toBeCloseTo(1500 - (rated.player.rating - 1500), 0);
    expect(rateAttempt(INITIAL_RATING, 1500, true).puzzleRating).toBe(1500);
    // Clueless from a deviation of 230 up, as lichess: at 230 the puzzle is left alone, just under it moved.
    expect(rateAttempt({ ...settled, deviation: 230 }, 1500, true).puzzleRating).toBe(1500);
    expect(rateAttempt({ ...settled, deviation: 229.9 }, 1500, true).puzzleRating).toBeLessThan(1500);
  });

  it('loses little to a failed puzzle rated far above, and much to one far below', () => {
    const settled = { rating: 1500, deviation: 80, volatility: 0.06 };
    const hard = rateAttempt(settled, 2200, false).player.rating;
    const easy = rateAttempt(settled, 800, false).player.rating;
    expect(1500 - hard).toBeLessThan(3);
    expect(1500 - easy).toBeGreaterThan(30);
  });

  it('keeps the deviation from 45 to 350 and the volatility at most 0.1, where Glicko-2 alone would pass them', () => {
    const puzzle = (rating: number) => ({ rating, deviation: PUZZLE_DEVIATION, volatility: 0.06 });
    // A settled, steady player: Glicko-2 alone takes the deviation just under 45 (44.94).
    const steady = { rating: 1500, deviation: 45, volatility: 0.03 };
    expect(rateAfter(steady, [{ opponent: puzzle(1500), score: 1 }]).deviation).toBeLessThan(45);
    const solved = rateAttempt(steady, 1500, true).player;
    expect(solved).toEqual({ rating: expect.closeTo(1505.63, 1), deviation: 45, volatility: expect.closeTo(0.03, 6) });
    // A new player missing a puzzle far above: nothing learnt, and Glicko-2 alone widens the deviation past 350.
    expect(rateAfter(INITIAL_RATING, [{ opponent: puzzle(3500), score: 0 }]).deviation).toBeGreaterThan(350);
    expect(rateAttempt(INITIAL_RATING, 3500, false).player.deviation).toBe(350);
    // A volatile player upset by an easy puzzle: Glicko-2 alone raises the volatility past 0.1.
    const volatile = { rating: 1500, deviation: 60, volatility: 0.1 };
    expect(rateAfter(volatile, [{ opponent: puzzle(800), score: 0 }]).volatility).toBeGreaterThan(0.1);
    const missed = rateAttempt(volatile, 800, false).player;
    expect(missed).toEqual({ rating: expect.closeTo(1478.71, 1), deviation: expect.closeTo(62.4, 1), volatility: 0.1 });
    // Below the bounds, Glicko-2's own values stand.
    expect(rateAttempt({ ...volatile, volatility: 0.09 }, 800, false).player.volatility).toBeCloseTo(0.09009, 5);
  });

  it('only widens the deviation in a period without games', () => {
    const idle = rateAfter({ rating: 1600, deviation: 100, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1600);
    expect(idle.deviation).toBeCloseTo(Math.sqrt((100 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });

  it('finds the volatility Glickman’s step 5 defines, by a plain bisection of his f, for periods of every kind', () => {
    const puzzle = (rating: number) => ({ rating, deviation: PUZZLE_DEVIATION, volatility: 0.06 });
    const periods: [Glicko2Rating, Glicko2Game[], number][] = [
      [{ rating: 1500, deviation: 200, volatility: 0.06 }, [{ opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 }, { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 }, { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 }], 0.5],
      [INITIAL_RATING, [{ opponent: puzzle(900), score: 0 }], 0.75],
      [{ rating: 1500, deviation: 60, volatility: 0.1 }, [{ opponent: puzzle(800), score: 0 }], 0.75],
      [{ rating: 1500, deviation: 45, volatility: 0.03 }, [{ opponent: puzzle(1500), score: 1 }], 0.75],
      [{ rating: 1200, deviation: 120, volatility: 0.05 }, [{ opponent: puzzle(2000), score: 1 }], 0.75],
      [{ rating: 1800, deviation: 90, volatility: 0.07 }, [{ opponent: puzzle(1750), score: 0.5 }], 0.3],
    ];
    for (const [player, games, tau] of periods) {
      expect(Math.log(rateAfter(player, games, tau).volatility ** 2)).toBeCloseTo(referenceVolatilityExponent(player, games, tau), 5);
    }
  });
});

/** ln σ'² by Glickman's steps 3 to 5 as written, the root of his f found by bisection (independent of the module's Illinois iteration). */
function referenceVolatilityExponent(player: Glicko2Rating, games: readonly Glicko2Game[], tau: number): number {
  const scale = 173.7178;
  const mu = (player.rating - 1500) / scale;
  const phi = player.deviation / scale;
  const g = (p: number) => 1 / Math.sqrt(1 + (3 * p * p) / Math.PI ** 2);
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const phiJ = opponent.deviation / scale;
    const expected = 1 / (1 + Math.exp(-g(phiJ) * (mu - (opponent.rating - 1500) / scale)));
    vInverse += g(phiJ) ** 2 * expected * (1 - expected);
    sum += g(phiJ) * (score - expected);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const a = Math.log(player.volatility ** 2);
  const f = (x: number) => (Math.exp(x) * (delta ** 2 - phi ** 2 - v - Math.exp(x))) / (2 * (phi ** 2 + v + Math.exp(x)) ** 2) - (x - a) / tau ** 2;
  // f falls from positive to negative across its one root; widen the bracket until it holds it.
  let low = a - 1;
  let high = a + 1;
  while (f(low) < 0) low -= 1;
  while (f(high) > 0) high += 1;
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2;
    if (f(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

