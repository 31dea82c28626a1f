// How puzzle ratings read (whole points, a change with its sign), and what
// the best turn is worth.
import type { Puzzle } from '../../../../electron/contract';
import { format, t } from '../../i18n';

export function ratingText(rating: number): string {
  return format.number(Math.round(rating));
}

/** "+12", "−9", "±0": the change in whole points, as shown after an attempt. */
export function ratingChangeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  if (change === 0) return '±0';
  return change > 0 ? `+${format.number(change)}` : `−${format.number(-change)}`;
}

/**
 * What the best turn is worth, after a wrong one: the seeds it banks, or how
 * the round ends from it. A position lost whatever is played ends behind (the
 * puzzle is to lose by least), so the sign picks the words, never a "−64 ahead".
 */
export function bestValueText(puzzle: Pick<Puzzle, 'goal' | 'value' | 'margin'>): string {
  const { value, margin } = puzzle;
  if (puzzle.goal === 'bank-most') return t('puzzles.bestValue.banks', { value, margin });
  if (value > 0) return t('puzzles.bestValue.ahead', { value, margin });
  if (value < 0) return t('puzzles.bestValue.behind', { value: -value, margin });
  return t('puzzles.bestValue.level', { margin });
}
