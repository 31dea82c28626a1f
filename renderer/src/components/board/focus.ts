// Keyboard focus on the board: the arrows walk a row of holes, wrapping at
// the ends; Tab meets the keyboard player's own row first.
/** The index focus moves to among `count` holes, wrapping at the ends. */
export function stepFocus(current: number, step: -1 | 1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** A row of holes as the keyboard meets it. */
export interface KeyboardRow {
  position: 'top' | 'bottom';
  /** Pit indices, left to right. */
  pits: number[];
  /** Whether Tab stops on its holes (the arrows and digit keys reach every hole regardless). */
  tabStops: boolean;
}

/**
 * The rows in the order Tab meets them. With a side to play for (the player
 * using the board), that side's row comes first and the other row, whose holes
 * can never be chosen, is no tab stop; with none (a replay), both rows are, top
 * first as drawn.
 */
export function keyboardRows(rows: { top: number[]; bottom: number[] }, side: 'top' | 'bottom' | null): KeyboardRow[] {
  const top: KeyboardRow = { position: 'top', pits: rows.top, tabStops: side !== 'bottom' };
  const bottom: KeyboardRow = { position: 'bottom', pits: rows.bottom, tabStops: side !== 'top' };
  return side === 'bottom' ? [bottom, top] : [top, bottom];
}

/** The row holding every one of `pits` (a player's holes, or those that may be chosen), or null. */
export function rowOf(rows: { top: number[]; bottom: number[] }, pits: readonly number[]): 'top' | 'bottom' | null {
  if (pits.length === 0) return null;
  if (pits.every((pit) => rows.bottom.includes(pit))) return 'bottom';
  if (pits.every((pit) => rows.top.includes(pit))) return 'top';
  return null;
}
