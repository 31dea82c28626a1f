/**
 * The rating measures which computer level finds the solution: a capture in
 * plain sight that level 1 already takes (issue 16's levels), and a
 * "solution" no level would choose.
 */
import { describe, expect, it } from 'vitest';
import { composed } from '../ai/test-support/reference';
import { provePuzzle, type ProvenPuzzle } from './prove';
import { BAND_SPREAD, levelTurn, puzzleRating, weakestSolvingLevel } from './rating';

const capturePosition = composed('kalah', [1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0], 0);

describe('puzzle rating', () => {
  it('plays a level through the whole turn', () => {
    // Level 2 (greedy) takes the capture of 10 at once.
    expect(levelTurn(capturePosition, 0, 2, 1)).toEqual([1]);
  });

  it('rates a capture in plain sight, which level 1 takes, in the level-1 band, the same every time', () => {
    const proof = provePuzzle(capturePosition, 'bank-most');
    if (!proof.ok) throw new Error(proof.refusal.message);
    expect(levelTurn(capturePosition, 0, 1, 1)).toEqual([1]);
    expect(weakestSolvingLevel(proof.puzzle)).toBe(1);
    const rating = puzzleRating(proof.puzzle);
    expect(Math.abs(rating - 1000)).toBeLessThanOrEqual(BAND_SPREAD);
    expect(puzzleRating(proof.puzzle)).toBe(rating);
  });

  it('does not count a quiet move level 1 plays by habit as a find', () => {
    // Kalah, South: nothing in plain sight, so level 1 sows its smallest hole, hole 5, every time.
    const quiet = composed('kalah', [0, 0, 0, 0, 3, 4, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    expect(levelTurn(quiet, 0, 1, 1)).toEqual([5]);
    const habit: ProvenPuzzle = { preset: 'kalah', state: quiet, solver: 0, goal: 'bank-most', solutions: [[5]], value: 1, margin: 3 };
    // Hole 5 banks a seed in passing: level 2, which sees that, finds it.
    expect(weakestSolvingLevel(habit)).toBe(2);
  });

  it('rates a turn no level chooses above every level band', () => {
    // Hole 3 gives nothing and sets up nothing: no level plays it, so no level "finds" it.
    const odd: ProvenPuzzle = { preset: 'kalah', state: capturePosition, solver: 0, goal: 'bank-most', solutions: [[3]], value: 0, margin: 3 };
    expect(weakestSolvingLevel(odd)).toBeNull();
    expect(puzzleRating(odd)).toBeGreaterThan(2000 + BAND_SPREAD);
  });
});
