import { describe, expect, it } from 'vitest';
import type { Move } from '../../../engine';
import { sampleGame } from '../testing/sample-records';
import { appendMove, decodeMoves, encodeMoves, firstMoves } from './move-encoding';

const MOVES: Move[] = [{ south: 3, north: 15 }, { player: 0, hole: 4 }, { player: 1, hole: 12 }, { hole: 7 }, { hole: 1 }, { hole: 15 }];

describe('the stored moves', () => {
  it('are one byte a move, two for the opening’s first choices', () => {
    expect([...encodeMoves(MOVES)]).toEqual([0x40, 0x3f, 0x14, 0x2c, 7, 1, 15]);
    expect(encodeMoves([]).length).toBe(0);
  });

  it('read back as the same moves, for every kind of move and whole games of each family', () => {
    expect(decodeMoves(encodeMoves(MOVES))).toEqual(MOVES);
    for (const game of [sampleGame(3), sampleGame(4, { rules: 'kalah' }), sampleGame(5, { rules: 'oware' }), sampleGame(6, { rules: { preset: 'congkak', holes: 15, seeds: 2 } })]) {
      expect(decodeMoves(encodeMoves(game.moves))).toEqual(game.moves);
    }
  });

  it('grow by one move and keep their first moves (an undo), the two-byte choice counted as one', () => {
    const encoded = encodeMoves(MOVES.slice(0, 3));
    expect(decodeMoves(appendMove(encoded, { hole: 7 }))).toEqual(MOVES.slice(0, 4));
    for (let count = 0; count <= MOVES.length; count++) expect(decodeMoves(firstMoves(encodeMoves(MOVES), count))).toEqual(MOVES.slice(0, count));
    expect(firstMoves(encodeMoves(MOVES), 99).length).toBe(7);
    // Counting stops at the last byte, not at `count`: asked for every move there is, it reads the bytes once.
    expect(firstMoves(encodeMoves(MOVES), Number.POSITIVE_INFINITY).length).toBe(7);
  });

  it('refuse to store a hole no board has', () => {
    expect(() => encodeMoves([{ hole: 16 }])).toThrow(RangeError);
    expect(() => encodeMoves([{ south: 0, north: 3 }])).toThrow(RangeError);
    expect(() => encodeMoves([{ player: 1, hole: 1.5 }])).toThrow(RangeError);
    expect(() => encodeMoves([{ hole: 16 }])).toThrow('A move names hole 16: the archive stores holes 1 to 15.');
  });

  it('read damaged bytes as moves no game allows, for the engine to refuse', () => {
    expect(decodeMoves(Buffer.from([0, 0x10, 0x30, 0xff]))).toEqual([{ hole: 0 }, { hole: 0x10 }, { hole: 0x30 }, { hole: 0xff }]);
    expect(decodeMoves(Buffer.from([7, 0x40]))).toEqual([{ hole: 7 }, { south: 0, north: 0 }]);
  });

  it('read each byte by its range, the first and last hole of each included', () => {
    expect(decodeMoves(Buffer.from([0x0f, 0x11, 0x1f, 0x20, 0x21, 0x2f]))).toEqual([
      { hole: 15 },
      { player: 0, hole: 1 },
      { player: 0, hole: 15 },
      { hole: 0x20 },
      { player: 1, hole: 1 },
      { player: 1, hole: 15 },
    ]);
  });

  it('keep their first moves of a damaged record ending in half a choice, no more than its bytes', () => {
    const damaged = Buffer.from([7, 0x40]);
    expect([...firstMoves(damaged, 2)]).toEqual([7, 0x40]);
    expect([...firstMoves(damaged, 1)]).toEqual([7]);
  });
});
