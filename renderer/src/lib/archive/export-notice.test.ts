import { describe, expect, it } from 'vitest';
import { exportNotice } from './export-notice';

describe('exportNotice', () => {
  it('says nothing for a whole export', () => {
    expect(exportNotice({ skipped: [], skippedGames: [] })).toBe('');
  });

  it('names each note left out by game and move (counted from 1), with why', () => {
    const notice = exportNotice({
      skipped: [
        { gameId: 12, move: 2, reason: 'not-turn-end' },
        { gameId: 30, move: 7, reason: 'no-such-move' },
      ],
      skippedGames: [],
    });
    expect(notice).toBe(
      'Exported without 2 notes that no record can hold: game 12, move 3 (a note goes after the last move of a turn); ' +
        'game 30, move 8 (that move was taken back).',
    );
  });

  it('names the games left out because their moves no longer replay, before the notes', () => {
    const notice = exportNotice({
      skipped: [{ gameId: 12, move: 2, reason: 'not-turn-end' }],
      skippedGames: [
        { gameId: 3, message: 'Game #3 cannot be written: …' },
        { gameId: 9, message: 'Game #9 cannot be written: …' },
      ],
    });
    expect(notice).toBe(
      'Exported without 2 games whose moves no longer replay: #3 and #9. ' +
        'Exported without 1 note that no record can hold: game 12, move 3 (a note goes after the last move of a turn).',
    );
  });
});
