import { describe, expect, it } from 'vitest';
import { refusalFor } from './game-bin';

describe('refusalFor', () => {
  it('lets a kept game be played and changed', () => {
    expect(refusalFor(7, 'kept', 'play')).toBeNull();
    expect(refusalFor(7, 'kept', 'edit')).toBeNull();
  });

  it('says a game not there is not found, whatever was wanted', () => {
    for (const purpose of ['play', 'edit'] as const) expect(refusalFor(7, 'missing', purpose)).toEqual({ code: 'not-found', message: 'There is no game #7.' });
  });

  it('refuses a game in the bin, saying what restoring it would allow', () => {
    expect(refusalFor(7, 'bin', 'play')).toEqual({ code: 'game-deleted', message: 'Game #7 is in the bin: restore it to play on.' });
    expect(refusalFor(7, 'bin', 'edit')).toEqual({ code: 'game-deleted', message: 'Game #7 is in the bin: restore it to change it.' });
  });
});
