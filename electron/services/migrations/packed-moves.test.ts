import { describe, expect, it } from 'vitest';
import type { Move } from '../../../engine';
import { packMoves, packStores, unpackMoves, unpackStores } from './packed-moves';

const MOVES: Move[] = [{ south: 3, north: 15 }, { player: 0, hole: 4 }, { player: 1, hole: 12 }, { hole: 7 }, { hole: 1 }];

describe('packed moves and stores', () => {
  it('writes one token per move and reads the same moves back', () => {
    expect(packMoves(MOVES)).toBe('3/15 S4 N12 7 1');
    expect(unpackMoves(packMoves(MOVES))).toEqual(MOVES);
    expect(unpackMoves(packMoves([]))).toEqual([]);
  });

  it('writes three digits per store, up to a full board of 600 seeds', () => {
    const stores = [0, 0, 12, 7, 600, 0];
    expect(packStores(stores)).toBe('000000012007600000');
    expect(unpackStores(packStores(stores))).toEqual([[0, 0], [12, 7], [600, 0]]);
  });
});
