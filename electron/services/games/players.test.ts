import { describe, expect, it } from 'vitest';
import { decodePlayer, decodePlayers, encodeKind } from './players';

describe('a player as the games table writes it', () => {
  it('is `human` or `computer:L`, and reads back as the same player', () => {
    expect(encodeKind({ name: 'Ana', kind: 'human' })).toBe('human');
    for (const level of [1, 2, 3, 4, 5, 6] as const) {
      expect(encodeKind({ name: 'Computer', kind: 'computer', level })).toBe(`computer:${level}`);
      expect(decodePlayer('Computer', `computer:${level}`)).toEqual({ name: 'Computer', kind: 'computer', level });
    }
    expect(decodePlayer('Ana', 'human')).toEqual({ name: 'Ana', kind: 'human' });
  });

  it('reads a kind it does not know as a human, never as a computer of no level', () => {
    for (const kind of ['computer:0', 'computer:7', 'computer:', 'computer', 'computer:3 ', ' computer:3', 'xcomputer:3', 'robot']) {
      expect(decodePlayer('Someone', kind)).toEqual({ name: 'Someone', kind: 'human' });
    }
  });

  it('reads a row’s players South first', () => {
    expect(decodePlayers({ south_name: 'Ana', south_kind: 'human', north_name: 'Computer', north_kind: 'computer:2' })).toEqual([
      { name: 'Ana', kind: 'human' },
      { name: 'Computer', kind: 'computer', level: 2 },
    ]);
  });
});
