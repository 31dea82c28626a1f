import { describe, expect, it } from 'vitest';
import { INTERIM_PUZZLES } from './interim-puzzles';
import { pickPuzzle } from './pick-fallback';

describe('pickPuzzle (until the engine’s lands)', () => {
  const ratingOf = (id: string | undefined) => INTERIM_PUZZLES.find((p) => p.id === id)?.rating;
  it('picks the puzzle nearest the rating, skipping those excluded', () => {
    const nearest = pickPuzzle(INTERIM_PUZZLES, { rating: 1240, exclude: [] });
    expect(ratingOf(nearest?.id)).toBe(1250);
    const next = pickPuzzle(INTERIM_PUZZLES, { rating: 1240, exclude: [nearest?.id ?? ''] });
    expect(ratingOf(next?.id)).toBe(1350);
  });
  it('keeps to the themes asked for, and answers null when none is left', () => {
    expect(pickPuzzle(INTERIM_PUZZLES, { rating: 1500, themes: ['capture'], exclude: [] })?.themes).toContain('capture');
    expect(pickPuzzle(INTERIM_PUZZLES, { rating: 1500, themes: ['endgame'], exclude: [] })).toBeNull();
    expect(pickPuzzle(INTERIM_PUZZLES, { rating: 1500, exclude: INTERIM_PUZZLES.map((p) => p.id) })).toBeNull();
  });
});
