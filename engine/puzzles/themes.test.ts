/**
 * Themes read from what the solution does: hand-built positions where the
 * turn chains store landings, captures, relays, or ends the round.
 */
import { describe, expect, it } from 'vitest';
import { composed } from '../ai/test-support/reference';
import { provePuzzle, type ProvenPuzzle } from './prove';
import { puzzleThemes, solutionEvents } from './themes';
import type { PuzzleGoal } from './types';

function proven(...args: [...Parameters<typeof composed>, PuzzleGoal]): ProvenPuzzle {
  const [rules, pits, toMove, goal] = args;
  const proof = provePuzzle(composed(rules, pits, toMove), goal);
  if (!proof.ok) throw new Error(proof.refusal.message);
  return proof.puzzle;
}

/** A puzzle with the given solution, for themes only (they do not read the proof). */
function given(preset: Parameters<typeof composed>[0], pits: number[], solution: number[]): ProvenPuzzle {
  const state = composed(preset, pits, 0);
  return { preset: state.rules.preset, state, solver: 0, goal: 'bank-most', solutions: [solution], value: 0, margin: 3 };
}

const storeLandings = (puzzle: ProvenPuzzle) => solutionEvents(puzzle.state, puzzle.solutions[0]!)!.filter((event) => event.type === 'store').length;

describe('puzzleThemes', () => {
  it('a capture with nothing banked yet is a capture in the opening', () => {
    // Kalah: hole 1 captures the 10 opposite; no seed is banked yet.
    const puzzle = proven('kalah', [1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0], 0, 'bank-most');
    expect(puzzleThemes(puzzle)).toEqual(['capture', 'opening']);
  });

  it('a chain of store landings is a store chain', () => {
    // Kalah: holes 6, 5, 6 each end in the store (1, then 2, then 1 seed); a third of the seeds are banked already.
    const puzzle = given('kalah', [0, 0, 0, 3, 2, 1, 10, 5, 5, 5, 5, 5, 5, 10], [6, 5, 6]);
    expect(storeLandings(puzzle)).toBe(3);
    expect(puzzleThemes(puzzle)).toEqual(['store-chain']);
  });

  it('a turn read through two relay laps is a relay, and one lap is not', () => {
    const start = [7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0];
    const relays = (puzzle: ProvenPuzzle) => solutionEvents(puzzle.state, puzzle.solutions[0]!)!.filter((event) => event.type === 'relay').length;
    const long = given('congkak', start, [1, 4]);
    expect(relays(long)).toBeGreaterThanOrEqual(2);
    expect(puzzleThemes(long)).toContain('relay');
    expect(puzzleThemes(long)).toContain('opening');
    const none = given('congkak', start, [1, 7]);
    expect(relays(none)).toBe(1);
    expect(puzzleThemes(none)).not.toContain('relay');
  });

  it('few seeds left in the holes make an endgame; none banked yet, an opening', () => {
    const late = proven('kalah', [0, 1, 1, 0, 2, 0, 7, 1, 0, 1, 0, 0, 0, 11], 0, 'win-round');
    expect(puzzleThemes(late)).toContain('endgame');
    expect(puzzleThemes(late)).not.toContain('opening');
  });
});
