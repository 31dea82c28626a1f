import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../engine';
import { roundsFinishedIn } from './rounds';

const roundEnd = (round: number, stores: [number, number]): EngineEvent => ({ type: 'round-end', round, leftovers: [], stores });

describe('roundsFinishedIn', () => {
  it('reads each round-end with its winner by the stores, a draw when equal', () => {
    const events: EngineEvent[] = [
      { type: 'turn-end', player: 0, next: null },
      roundEnd(1, [30, 12]),
      { type: 'refill', round: 2, pits: [], burnt: [] },
      roundEnd(2, [10, 32]),
      roundEnd(3, [21, 21]),
    ];
    expect(roundsFinishedIn(events)).toEqual([
      { round: 1, stores: [30, 12], winner: 0 },
      { round: 2, stores: [10, 32], winner: 1 },
      { round: 3, stores: [21, 21], winner: null },
    ]);
  });

  it('finds none in a move that ends no round', () => {
    expect(roundsFinishedIn([{ type: 'turn-end', player: 0, next: 1 }])).toEqual([]);
  });
});
