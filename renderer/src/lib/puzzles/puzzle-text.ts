// How puzzle ratings read (whole points, a change with its sign), and what
// the best turn is worth.
import type { Puzzle } from '../../../../electron/contract';
import { format, t } from '../../i18n';

/** Whole points, grouped; "1,500?" while the rating is provisional, as lichess shows it. */
export function ratingText(rating: number, provisional = false): string {
  return `${format.number(Math.round(rating))}${provisional ? '?' : ''}`;
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
