// What the engine's best turn of a puzzle is worth, in words, from the
// proof's value and margin.
import type { Puzzle } from '../../../../electron/contract';
import { t } from '../../i18n';

/**
 * What the best turn is worth, after a wrong one: the seeds it banks, or how
 * the round ends from it. A position lost whatever is played ends behind (the
 * puzzle is to lose by least), so the sign picks the words, never a "−64 ahead".
 * In whole seeds: a puzzle made from a game has the analysis's scores, which
 * need not be whole; its margin is "at least", so it is rounded down.
 */
export function bestValueText(puzzle: Pick<Puzzle, 'goal' | 'value' | 'margin'>): string {
  const value = Math.round(puzzle.value);
  const margin = Math.floor(puzzle.margin);
  if (puzzle.goal === 'bank-most') return t('puzzles.bestValue.banks', { value, margin });
  if (value > 0) return t('puzzles.bestValue.ahead', { value, margin });
  if (value < 0) return t('puzzles.bestValue.behind', { value: -value, margin });
  return t('puzzles.bestValue.level', { margin });
}
