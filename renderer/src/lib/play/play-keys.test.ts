import { describe, expect, it } from 'vitest';
import { playKey, type KeySituation } from './play-keys';

const asking: KeySituation = { boardInFront: true, inField: false, holes: 7, asked: 1 };

describe('playKey', () => {
  it('chooses the asked player’s hole of a digit, 0 being hole 10', () => {
    expect(playKey({ key: '3' }, asking)).toEqual({ kind: 'choose', pit: 10 });
    expect(playKey({ key: '3' }, { ...asking, asked: 0 })).toEqual({ kind: 'choose', pit: 2 });
    expect(playKey({ key: '0' }, { ...asking, holes: 10, asked: 0 })).toEqual({ kind: 'choose', pit: 9 });
  });

  it('takes a digit beyond the board without choosing, and one while nobody here is asked to say whom the game waits for', () => {
    expect(playKey({ key: '8' }, asking)).toEqual({ kind: 'no-hole' });
    expect(playKey({ key: '8' }, { ...asking, asked: null })).toEqual({ kind: 'not-asked' });
  });

  it('passes the other keys of the map through', () => {
    expect(playKey({ key: 'Escape' }, asking)).toEqual({ kind: 'skip' });
    expect(playKey({ key: 'ArrowRight' }, { ...asking, asked: null })).toEqual({ kind: 'focus', step: 1 });
    expect(playKey({ key: 'u' }, asking)).toEqual({ kind: 'undo' });
    expect(playKey({ key: 'H' }, asking)).toEqual({ kind: 'hint' });
    expect(playKey({ key: 'x' }, asking)).toBeNull();
    expect(playKey({ key: '3', ctrlKey: true }, asking)).toBeNull();
  });

  it('leaves every key alone while the board is covered or a field or dialog has it', () => {
    expect(playKey({ key: 'Escape' }, { ...asking, boardInFront: false })).toBeNull();
    expect(playKey({ key: '3' }, { ...asking, inField: true })).toBeNull();
  });
});
