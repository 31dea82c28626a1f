/**
 * Ids and dedupe: the same position and goal is one puzzle however the
 * position was reached; another goal or another position is another puzzle.
 */
import { describe, expect, it } from 'vitest';
import { after, composed, start } from '../ai/test-support/reference';
import { puzzleState } from './entry';
import { puzzleId } from './id';

describe('puzzleId', () => {
  const pits = [1, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0];

  it('is 12 hex digits, the same for the same preset, position and goal', () => {
    const id = puzzleId('kalah', composed('kalah', pits, 0), 'bank-most');
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(puzzleId('kalah', composed('kalah', [...pits], 0), 'bank-most')).toBe(id);
  });

  it('tells apart goals, players to move, positions and presets', () => {
    const ids = new Set([
      puzzleId('kalah', composed('kalah', pits, 0), 'bank-most'),
      puzzleId('kalah', composed('kalah', pits, 0), 'win-round'),
      puzzleId('kalah', composed('kalah', pits, 1), 'bank-most'),
      puzzleId('kalah', composed('kalah', [0, 1, 2, 0, 0, 3, 0, 0, 0, 0, 0, 10, 2, 0], 0), 'bank-most'),
      puzzleId('oware', composed('oware', pits, 0), 'bank-most'),
    ]);
    expect(ids.size).toBe(5);
  });

  it('gives a position from a game and the same pits rebuilt as a puzzle state one id', () => {
    const viaGame = after(after(start('kalah'), { hole: 1 }), { hole: 1 });
    const rebuilt = puzzleState('kalah', viaGame.pits, viaGame.toMove!);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    expect(puzzleId('kalah', rebuilt.value, 'bank-most')).toBe(puzzleId('kalah', viaGame, 'bank-most'));
  });
});
