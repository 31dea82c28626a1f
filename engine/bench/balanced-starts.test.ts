import { describe, expect, it } from 'vitest';
import { chooseMove } from '../ai/index';
import { choosers } from '../index';
import { balancedStarts } from './balanced-starts';

describe('balanced starts for the ladder', () => {
  const options = { count: 3, seed: 5, withinSeeds: 4, maxRandomChoices: 4, judgeNodes: 20_000 };

  it('gives positions where one player chooses, judged close to even', () => {
    const starts = balancedStarts('congkak', options);
    expect(starts).toHaveLength(3);
    for (const start of starts) {
      expect(start.phase).not.toBe('over');
      expect(choosers(start)).toHaveLength(1);
      const judged = chooseMove(start, { level: 6, seed: 1, maxNodes: options.judgeNodes });
      if (!judged.ok) throw new Error(judged.error.message);
      expect(Math.abs(judged.value.score)).toBeLessThanOrEqual(options.withinSeeds);
    }
  });

  it('never gives the same position twice, and says so when too few are reachable', () => {
    // One random choice of Kalah reaches at most six positions.
    const few = { ...options, maxRandomChoices: 1, withinSeeds: 48 };
    const starts = balancedStarts('kalah', { ...few, count: 5 });
    expect(new Set(starts.map((start) => JSON.stringify(start))).size).toBe(5);
    expect(() => balancedStarts('kalah', { ...few, count: 7 })).toThrow(/only 6 different balanced starts/);
  });

  it('splits one search between threads: each judges its own share of the positions, none found twice', () => {
    // One random choice of Kalah reaches at most six positions: three for each of two shares.
    const few = { ...options, maxRandomChoices: 1, withinSeeds: 48, count: 3 };
    const shares = [0, 1].map((index) => balancedStarts('kalah', { ...few, share: { index, of: 2 } }).map((start) => JSON.stringify(start)));
    expect(new Set(shares.flat()).size).toBe(6);
    expect(() => balancedStarts('kalah', { ...few, count: 4, share: { index: 1, of: 2 } })).toThrow(/only 3 different balanced starts/);
  });

  it('is the same for the same seed, and differs for another', () => {
    const pits = (seed: number) => balancedStarts('kalah', { ...options, seed }).map((start) => start.pits);
    expect(pits(5)).toEqual(pits(5));
    expect(pits(6)).not.toEqual(pits(5));
  });
});
