import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, play, seededRandom, type GameState, type Player } from '../../../engine';
import { gameEngine } from '../games/engine';
import { FIXTURE_PUZZLES } from './fixture-puzzles';
import { gradeTurn, playChoices } from './grading';

/** fixture-kalah-1: North's best turns are 1 then 5, and 1 then 6 (hole 1 lands in the store). */
const chain = FIXTURE_PUZZLES.find((puzzle) => puzzle.id === 'fixture-kalah-1');
if (chain === undefined) throw new Error('no fixture-kalah-1');

function grade(choices: number[]) {
  const end = playChoices(gameEngine, chain as NonNullable<typeof chain>, choices);
  return end.ok ? gradeTurn(gameEngine, chain as NonNullable<typeof chain>, choices, end.value) : end.error;
}

describe('gradeTurn', () => {
  it.each([
    { choices: [1, 5], grade: 'solved' },
    { choices: [1, 6], grade: 'solved' },
    { choices: [1], grade: 'continue' },
    { choices: [1, 4], grade: 'failed' },
    { choices: [5], grade: 'failed' },
  ])('$choices is $grade', ({ choices, grade: expected }) => {
    expect(grade(choices)).toBe(expected);
  });

  it('refuses a choice after the turn is over, and an illegal one', () => {
    expect(grade([5, 1])).toBe('Choice 2 comes after the turn has ended.');
    expect(grade([2])).toMatch(/^Choice 1 \(hole 2\) is not legal here/);
  });
});

/**
 * A Congkak series, played at random from seed 1, up to a choice that ends a
 * round with the next round begun in play and the same player to choose.
 */
function roundEndingChoice(): { state: GameState; solver: Player; hole: number } {
  const random = seededRandom(1);
  const started = newGame({ preset: 'congkak', series: {} });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  while (state.phase !== 'over') {
    const moves = legalMoves(state);
    const move = moves[Math.floor(random() * moves.length)]!;
    const played = play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    const next = played.value.state;
    if (state.phase === 'play' && 'hole' in move && next.phase === 'play' && next.round !== state.round && next.toMove === state.toMove) {
      return { state, solver: state.toMove as Player, hole: move.hole };
    }
    state = next;
  }
  throw new Error('no round ended with the same player to choose');
}

describe('a turn that ends the round', () => {
  it('is over, though its player also begins the next round', () => {
    const { state, solver, hole } = roundEndingChoice();
    const puzzle = { state, solver, solutions: [[hole]] };
    const end = playChoices(gameEngine, puzzle, [hole]);
    if (!end.ok) throw new Error(end.error);
    expect([end.value.phase, end.value.toMove, end.value.round]).toEqual(['play', solver, state.round + 1]);
    expect(gradeTurn(gameEngine, puzzle, [hole], end.value)).toBe('solved');
    expect(playChoices(gameEngine, puzzle, [hole, 1])).toEqual({ ok: false, error: 'Choice 2 comes after the turn has ended.' });
  });
});
