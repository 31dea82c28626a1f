import { describe, expect, it } from 'vitest';
import { holeOf } from '../../../../engine';
import { boardLayout } from './layout';

describe('boardLayout', () => {
  it('draws clockwise Congkak with South bottom, South store left (engine/RULES.md §1)', () => {
    expect(boardLayout(3, 'clockwise', 'south-bottom')).toEqual({ top: [4, 5, 6], bottom: [2, 1, 0], leftStore: 3, rightStore: 7 });
  });

  it('mirrors counter-clockwise games', () => {
    expect(boardLayout(3, 'counterclockwise', 'south-bottom')).toEqual({ top: [6, 5, 4], bottom: [0, 1, 2], leftStore: 7, rightStore: 3 });
  });

  it('turns the board half a turn for North at the bottom', () => {
    expect(boardLayout(3, 'clockwise', 'north-bottom')).toEqual({ top: [0, 1, 2], bottom: [6, 5, 4], leftStore: 7, rightStore: 3 });
    expect(boardLayout(3, 'counterclockwise', 'north-bottom')).toEqual({ top: [2, 1, 0], bottom: [4, 5, 6], leftStore: 3, rightStore: 7 });
  });

  it('keeps each player’s store on the same hand as the bottom player sees it', () => {
    // Clockwise: the bottom player's store is on their left, whoever sits there.
    for (const orientation of ['south-bottom', 'north-bottom'] as const) {
      const layout = boardLayout(7, 'clockwise', orientation);
      expect(holeOf(layout.leftStore, 7).player).toBe(holeOf(layout.bottom[0] ?? -1, 7).player);
    }
  });
});
