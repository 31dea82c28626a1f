// The stand-in set is checked against the engine itself: every solution is a
// whole legal turn of the solver that banks the stated value, and every other
// whole turn banks at least the stated margin less.
import { describe, expect, it } from 'vitest';
import { legalMoves, play, storesOf, type GameState, type Player } from '../../../engine';
import { PUZZLE_MARGIN, type Puzzle } from '../../contract';
import { INTERIM_PUZZLES } from './interim-puzzles';

/** Every whole turn of the solver from `state`: its choices and the seeds it banks. */
function wholeTurns(state: GameState, solver: Player, start = storesOf(state)[solver], prefix: number[] = []): { choices: number[]; banked: number }[] {
  return legalMoves(state).flatMap((move) => {
    if (!('hole' in move)) return [];
    const played = play(state, move);
    if (!played.ok) return [];
    const next = played.value.state;
    const choices = [...prefix, move.hole];
    if (next.phase === 'play' && next.toMove === solver) return wholeTurns(next, solver, start, choices);
    return [{ choices, banked: storesOf(next)[solver] - start }];
  });
}

describe.each(INTERIM_PUZZLES.map((puzzle): [string, Puzzle] => [puzzle.id, puzzle]))('%s', (_id, puzzle) => {
  const turns = wholeTurns(puzzle.state, puzzle.solver);
  const key = (choices: readonly number[]) => choices.join(' ');
  const solutions = new Set(puzzle.solutions.map(key));

  it('is a bank-most puzzle for the side to move', () => {
    expect([puzzle.goal, puzzle.state.phase, puzzle.state.toMove]).toEqual(['bank-most', 'play', puzzle.solver]);
  });

  it('banks its value with every solution, and every other turn banks the margin less', () => {
    for (const turn of turns) {
      if (solutions.has(key(turn.choices))) expect(turn.banked).toBe(puzzle.value);
      else expect(turn.banked).toBeLessThanOrEqual(puzzle.value - puzzle.margin);
    }
    expect(turns.filter((turn) => solutions.has(key(turn.choices)))).toHaveLength(puzzle.solutions.length);
    expect(puzzle.margin).toBeGreaterThanOrEqual(PUZZLE_MARGIN);
  });
});
