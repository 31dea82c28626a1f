import { describe, expect, it } from 'vitest';
import { pairStats, type PairGame } from './pair-stats';

let played = 0;
/** Each game its own choices unless given: identical games are only the ones a test asks for. */
const game = (start: number, points: number, choices = `game ${played++}`): PairGame => ({ start, points, choices });

describe('pair statistics of a ladder match', () => {
  it('tells pairs the stronger level took, pairs the weaker took and pairs the start decided', () => {
    const stats = pairStats([game(0, 1), game(0, 1), game(1, 0), game(1, 0.5), game(2, 1), game(2, 0), game(3, 0.5), game(3, 0.5)]);
    expect(stats).toEqual({ pairs: 4, strongerTookBoth: 1, weakerTookBoth: 1, split: 2, identicalGames: 0 });
  });

  it('counts a draw and a win as the pair won', () => {
    expect(pairStats([game(0, 0.5), game(0, 1)]).strongerTookBoth).toBe(1);
  });

  it('finds pairs whose two games were the same choices', () => {
    const stats = pairStats([game(0, 1, 'S1 N3 S2'), game(0, 0, 'S1 N3 S2'), game(1, 1, 'S1 N3'), game(1, 0, 'S1 N4')]);
    expect(stats.identicalGames).toBe(1);
  });

  it('leaves out a start played only once', () => {
    expect(pairStats([game(0, 1), game(1, 1), game(1, 0)]).pairs).toBe(1);
  });
});
