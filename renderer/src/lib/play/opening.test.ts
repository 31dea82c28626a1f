import { describe, expect, it } from 'vitest';
import { turnFromMoves } from '../../../../engine';
import { keyAction } from './keyboard';
import { choose, nextAsk } from './opening';

describe('opening choices', () => {
  const first = turnFromMoves([{ south: 1, north: 1 }, { south: 2, north: 1 }, { south: 1, north: 2 }, { south: 2, north: 2 }], null);

  it('on one computer asks South, then North, and sends both choices together', () => {
    const seats = ['human', 'human'] as const;
    expect(nextAsk(first, seats, {})).toEqual({ kind: 'ask', player: 0 });
    const held = choose(first, seats, {}, 0, 2);
    expect(held).toEqual({ kind: 'hold', collected: { 0: 2 } });
    if (held.kind !== 'hold') return;
    expect(nextAsk(first, seats, held.collected)).toEqual({ kind: 'ask', player: 1 });
    expect(choose(first, seats, held.collected, 1, 1)).toEqual({ kind: 'send', move: { south: 2, north: 1 } });
  });

  it('against the computer sends the human’s own choice at once and then waits', () => {
    const seats = ['computer', 'human'] as const;
    expect(nextAsk(first, seats, {})).toEqual({ kind: 'ask', player: 1 });
    expect(choose(first, seats, {}, 1, 2)).toEqual({ kind: 'send', move: { player: 1, hole: 2 } });
    expect(nextAsk(turnFromMoves([{ player: 0, hole: 1 }], null), seats, {})).toEqual({ kind: 'wait', players: [0] });
  });

  it('asks a pending choice of the right player, and sends it alone', () => {
    const pending = turnFromMoves([{ player: 1, hole: 2 }], null);
    expect(nextAsk(pending, ['human', 'human'], {})).toEqual({ kind: 'ask', player: 1 });
    expect(choose(pending, ['human', 'human'], {}, 1, 2)).toEqual({ kind: 'send', move: { player: 1, hole: 2 } });
  });
});

describe('keys', () => {
  it('maps digits to holes (0 is hole 10), arrows to focus steps, Escape, U and H', () => {
    expect(keyAction({ key: '3' })).toEqual({ kind: 'hole', hole: 3 });
    expect(keyAction({ key: '0' })).toEqual({ kind: 'hole', hole: 10 });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ kind: 'focus', step: -1 });
    expect(keyAction({ key: 'ArrowDown' })).toEqual({ kind: 'focus', step: 1 });
    expect(keyAction({ key: 'Escape' })).toEqual({ kind: 'skip' });
    expect(keyAction({ key: 'U' })).toEqual({ kind: 'undo' });
    expect(keyAction({ key: 'h' })).toEqual({ kind: 'hint' });
    expect(keyAction({ key: 'x' })).toBeNull();
    expect(keyAction({ key: '3', ctrlKey: true })).toBeNull();
  });
});
