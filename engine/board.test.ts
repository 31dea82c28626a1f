import { describe, expect, it } from 'vitest';
import { holeOf, pitOfHole, rowSeeds, storeOf, storesOf } from './board';
import { newGame } from './state';

describe('pit numbering', () => {
  it('maps pits to players and hole numbers and back', () => {
    for (let pit = 0; pit < 16; pit++) {
      const owner = holeOf(pit, 7);
      if (owner.hole === null) expect(pit).toBe(storeOf(owner.player, 7));
      else expect(pitOfHole(owner.player, owner.hole, 7)).toBe(pit);
    }
    expect(holeOf(0, 7)).toEqual({ player: 0, hole: 1 });
    expect(holeOf(8, 7)).toEqual({ player: 1, hole: 1 });
    expect(holeOf(15, 7)).toEqual({ player: 1, hole: null });
  });
});

describe('storesOf', () => {
  it('reads South’s store at pit n and North’s at 2n+1', () => {
    const game = newGame({ preset: 'kalah', holes: 4, seeds: 3 });
    if (!game.ok) throw new Error(game.error.message);
    const pits = game.value.pits.map((_, pit) => pit * 10);
    expect(storesOf({ ...game.value, pits })).toEqual([40, 90]);
  });
});

describe('rowSeeds', () => {
  it('adds up one player’s holes, not the stores', () => {
    expect(rowSeeds([1, 2, 4, 100, 8, 16, 32, 100], 0)).toBe(7);
    expect(rowSeeds([1, 2, 4, 100, 8, 16, 32, 100], 1)).toBe(56);
  });

  it('reads the search’s typed board as well: a view of its first 2n + 2 pits', () => {
    const board = Int32Array.of(1, 2, 4, 100, 8, 16, 32, 100, 999, 999).subarray(0, 8);
    expect(rowSeeds(board, 0)).toBe(7);
    expect(rowSeeds(board, 1)).toBe(56);
  });
});
