import { describe, expect, it } from 'vitest';
import { keyboardRows, rowOf, stepFocus } from './focus';

describe('focus along a row', () => {
  it('wraps the focus at both ends', () => {
    expect(stepFocus(6, 1, 7)).toBe(0);
    expect(stepFocus(0, -1, 7)).toBe(6);
    expect(stepFocus(-1, 1, 7)).toBe(0);
    expect(stepFocus(2, 1, 0)).toBe(-1);
  });
});

describe('the rows as Tab meets them', () => {
  const rows = { top: [4, 5, 6], bottom: [2, 1, 0] };

  it('puts the keyboard player’s row first, the other row being no tab stop', () => {
    expect(keyboardRows(rows, 'bottom')).toEqual([
      { position: 'bottom', pits: [2, 1, 0], tabStops: true },
      { position: 'top', pits: [4, 5, 6], tabStops: false },
    ]);
    expect(keyboardRows(rows, 'top')).toEqual([
      { position: 'top', pits: [4, 5, 6], tabStops: true },
      { position: 'bottom', pits: [2, 1, 0], tabStops: false },
    ]);
  });

  it('keeps both rows as tab stops, top first as drawn, with no keyboard player', () => {
    expect(keyboardRows(rows, null).map((row) => [row.position, row.tabStops])).toEqual([
      ['top', true],
      ['bottom', true],
    ]);
  });

  it('finds the row holding a set of pits', () => {
    expect(rowOf(rows, [0, 2])).toBe('bottom');
    expect(rowOf(rows, [5])).toBe('top');
    expect(rowOf(rows, [0, 5])).toBeNull();
    expect(rowOf(rows, [])).toBeNull();
  });
});
