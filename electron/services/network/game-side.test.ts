// What a screen is told of a channel closed for good: the channel's reasons, grouped as the player reads them.
import { describe, expect, it } from 'vitest';
import type { StateReason } from './channel';
import { closeCauseOf } from './game-side';

describe('closeCauseOf', () => {
  it.each<[StateReason, string]>([
    ['wrong-code', 'wrong-code'],
    ['unreachable', 'unreachable'],
    ['hosting-ended', 'hosting-ended'],
    ['too-many-wrong-codes', 'too-many-wrong-codes'],
    // Another guest attached, or the seat bound to another guest's key: the game is taken.
    ['busy', 'occupied'],
    ['refused', 'occupied'],
    ['malformed', 'other'],
    ['not-authentic', 'other'],
    ['connection-lost', 'other'],
  ])('%s is told as %s', (reason, cause) => {
    expect(closeCauseOf(reason)).toBe(cause);
  });
});
