/**
 * Grading a puzzle attempt: the solver plays a whole turn (a store-landing
 * chain is several choices), and only once it is over is it judged, against
 * every best turn the puzzle lists (the prover lists every one that ties). A
 * turn that leaves the board exactly as a best turn does is that turn played
 * in another order: a puzzle made from a game lists one line per good first
 * choice, not every order of it.
 */
import type { GameState, Player, Result } from '../../../engine';
import type { Puzzle } from '../../contract';
import type { GameEngine } from '../games/engine-port';

export type Grade = 'solved' | 'continue' | 'failed';

type Graded = Pick<Puzzle, 'state' | 'solver' | 'solutions'>;

/**
 * The position after the solver's `choices` from the puzzle's start; why not
 * when one is illegal or comes after the turn is over.
 */
export function playChoices(engine: GameEngine, puzzle: Graded, choices: readonly number[]): Result<GameState, string> {
  let state: GameState = puzzle.state;
  for (const [index, hole] of choices.entries()) {
    if (turnIsOver(puzzle, state)) return { ok: false, error: `Choice ${index + 1} comes after the turn has ended.` };
    const played = engine.play(state, { hole });
    if (!played.ok) return { ok: false, error: `Choice ${index + 1} (hole ${hole}) is not legal here: ${played.error.message}` };
    state = played.value.state;
  }
  return { ok: true, value: state };
}

/** The solver's turn from `start` is over: the other side is to move, or the round or game has ended (as the engine's wholeTurns reads it). */
export function solverTurnIsOver(start: GameState, solver: Player, state: GameState): boolean {
  return state.phase !== 'play' || state.toMove !== solver || state.round !== start.round;
}

const turnIsOver = (puzzle: Graded, state: GameState): boolean => solverTurnIsOver(puzzle.state, puzzle.solver, state);

const sameChoices = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((hole, i) => b[i] === hole);

/** "continue" while the turn goes on; then "solved" for a best turn, or one that ends where a best turn ends. */
export function gradeTurn(engine: GameEngine, puzzle: Graded, choices: readonly number[], end: GameState): Grade {
  if (!turnIsOver(puzzle, end)) return 'continue';
  if (puzzle.solutions.some((solution) => sameChoices(solution, choices))) return 'solved';
  const position = JSON.stringify(end);
  const endsLikeABestTurn = puzzle.solutions.some((solution) => {
    const reached = playChoices(engine, puzzle, solution);
    return reached.ok && JSON.stringify(reached.value) === position;
  });
  return endsLikeABestTurn ? 'solved' : 'failed';
}
