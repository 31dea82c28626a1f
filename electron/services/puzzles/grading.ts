/**
 * Grading a puzzle attempt: the solver's choices so far against the accepted
 * solutions. Pure, so the screen's chain entry and the services agree on what
 * "go on" means.
 */
import type { Puzzle } from '../../contract';

export type Grade = 'solved' | 'continue' | 'failed';

const startsWith = (whole: readonly number[], part: readonly number[]): boolean => part.every((hole, i) => whole[i] === hole);

/** Right when the choices are a whole solution; "continue" while they begin one (a store-landing chain). */
export function gradeChoices(puzzle: Pick<Puzzle, 'solutions'>, choices: readonly number[]): Grade {
  if (puzzle.solutions.some((solution) => solution.length === choices.length && startsWith(solution, choices))) return 'solved';
  if (puzzle.solutions.some((solution) => solution.length > choices.length && startsWith(solution, choices))) return 'continue';
  return 'failed';
}
