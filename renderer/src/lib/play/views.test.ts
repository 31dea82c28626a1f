import { describe, expect, it } from 'vitest';
import { gameView } from '../../testing/game-view-fixture';
import { followsOn, isNewer, perspectiveFor } from './views';

describe('the order of views', () => {
  const shown = gameView('kalah', ['human', 'computer'], { moveCount: 4, revision: 10 });
  const moved = { ...shown, moveCount: 5, revision: 11, lastEvents: [{ type: 'turn-end' as const, player: 0 as const, next: 1 as const }] };

  it('takes a view made later (a higher revision) of the same game, or any view of another game', () => {
    expect(isNewer(null, shown)).toBe(true);
    expect(isNewer(shown, moved)).toBe(true);
    expect(isNewer(shown, { ...shown, id: 2, moveCount: 0, revision: 3 })).toBe(true);
    expect(isNewer(shown, { ...shown, thinking: true, revision: 11 })).toBe(true);
    expect(isNewer(shown, { ...shown, status: 'resigned', revision: 12 })).toBe(true);
  });

  it('never lets an older or identical view of the same game replace the one shown', () => {
    expect(isNewer(moved, shown)).toBe(false);
    expect(isNewer(shown, { ...shown })).toBe(false);
    // An answer made before a pushed view arrives after it: the move count alone would not tell.
    expect(isNewer({ ...shown, thinking: true, revision: 12 }, { ...shown, revision: 11 })).toBe(false);
  });

  it('animates only the very next move of the same game, and only when it has events', () => {
    expect(followsOn(shown, moved)).toBe(true);
    // An opening choice held while the other player still chooses: no events, yet the next move.
    expect(followsOn(shown, { ...moved, lastEvents: [] })).toBe(true);
    expect(followsOn(shown, { ...moved, moveCount: 6 })).toBe(false);
    expect(followsOn(shown, { ...moved, id: 2 })).toBe(false);
  });
});

describe('perspectiveFor', () => {
  it('says "you" to the one human facing the computer, and names everyone otherwise', () => {
    expect(perspectiveFor(gameView('kalah', ['computer', 'human']))).toEqual({ names: ['Ana', 'Budi'], you: 1 });
    expect(perspectiveFor(gameView('kalah', ['human', 'human'])).you).toBeNull();
    expect(perspectiveFor(gameView('kalah', ['computer', 'computer'])).you).toBeNull();
  });
});
