import { describe, expect, it } from 'vitest';
import { pickPuzzle } from './pick';
import { composed } from '../ai/test-support/reference';
import type { Puzzle, PuzzleTheme } from './types';

const state = composed('kalah', [1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0], 0);
const puzzle = (id: string, rating: number, themes: PuzzleTheme[]): Puzzle => ({
  id,
  preset: 'kalah',
  state,
  solver: 0,
  goal: 'bank-most',
  solutions: [[1]],
  value: 11,
  margin: 10,
  themes,
  rating,
});

describe('pickPuzzle', () => {
  const set = [puzzle('a', 1000, ['capture']), puzzle('b', 1400, ['store-chain', 'capture']), puzzle('c', 1500, ['endgame']), puzzle('d', 1600, ['capture'])];

  it('picks the closest rating, lower first on a tie', () => {
    expect(pickPuzzle(set, { rating: 1450, exclude: new Set() })?.id).toBe('b');
    expect(pickPuzzle(set, { rating: 1550, exclude: new Set() })?.id).toBe('c');
    expect(pickPuzzle(set, { rating: 1590, exclude: new Set() })?.id).toBe('d');
  });

  it('skips puzzles already seen and those without every theme asked for', () => {
    expect(pickPuzzle(set, { rating: 1500, exclude: new Set(['c']) })?.id).toBe('b');
    expect(pickPuzzle(set, { rating: 1500, themes: ['capture'], exclude: new Set(['b']) })?.id).toBe('d');
    expect(pickPuzzle(set, { rating: 1500, themes: ['store-chain', 'capture'], exclude: new Set() })?.id).toBe('b');
  });

  it('keeps to the games asked for', () => {
    const withOware = [...set, { ...puzzle('e', 1500, ['capture']), preset: 'oware' as const }];
    expect(pickPuzzle(withOware, { rating: 1500, exclude: new Set(['c']) })?.id).toBe('e');
    expect(pickPuzzle(withOware, { rating: 1500, presets: ['kalah'], exclude: new Set(['c']) })?.id).toBe('b');
  });

  it('answers null when nothing is left', () => {
    expect(pickPuzzle(set, { rating: 1500, themes: ['relay'], exclude: new Set() })).toBeNull();
    expect(pickPuzzle(set, { rating: 1500, exclude: new Set(['a', 'b', 'c', 'd']) })).toBeNull();
  });
});
