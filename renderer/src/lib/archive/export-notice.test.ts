import { describe, expect, it } from 'vitest';
import { exportNotice } from './export-notice';

describe('exportNotice', () => {
  it('says nothing for a whole export', () => {
    expect(exportNotice({ skipped: [] })).toBe('');
  });

  it('names each note left out by game and move (counted from 1), with why', () => {
    const notice = exportNotice({
      skipped: [
        { gameId: 12, move: 2, reason: 'not-turn-end' },
        { gameId: 30, move: 7, reason: 'no-such-move' },
      ],
    });
    expect(notice).toBe(
      'Exported without 2 notes that no record can hold: game 12, move 3 (a note goes after the last move of a turn); ' +
        'game 30, move 8 (that move was taken back).',
    );
  });
});
