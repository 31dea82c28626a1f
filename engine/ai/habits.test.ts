import { describe, expect, it } from 'vitest';
import { createFastPosition } from '../index';
import { SCALE } from './evaluate';
import { slipChoice, sowingGains, visibleGains } from './habits';
import { seededRandom } from './random';
import type { ScoredMove } from './search';
import { composed } from './test-support/reference';

describe('gains in plain sight', () => {
  it('sees a store landing and a capture on the own row, not a gain that needs a relay read through', () => {
    // Congkak, South: hole 7 (1 seed) lands in the store; hole 1 (1 seed) ends in the empty hole 2 opposite
    // North's 5; hole 4 (2 seeds) ends in hole 6 (3 seeds) and relays on.
    const position = createFastPosition(composed('congkak', [1, 0, 0, 2, 0, 3, 1, 0, 1, 1, 1, 1, 1, 5, 1, 0], 0));
    const gains = visibleGains(position);
    expect(gains).toContainEqual({ code: 7, kind: 'landing', captured: 0, across: false });
    expect(gains.find((gain) => gain.code === 1)).toMatchObject({ kind: 'capture', across: false });
    expect(gains.map((gain) => gain.code)).not.toContain(4);
  });

  it("marks Oware's captures as across the board, and leaves them out of the plain-sight gains", () => {
    const position = createFastPosition(composed('oware', [1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 3, 3, 3, 0], 0));
    expect(sowingGains(position)).toEqual([{ code: 6, kind: 'capture', captured: 4, across: true }]);
    expect(visibleGains(position)).toEqual([]);
  });
});

describe('slipping from the best', () => {
  const scored = (values: number[]): ScoredMove[] => values.map((seeds, i) => ({ code: i + 1, value: seeds * SCALE, exact: false, line: [i + 1] }));
  const moves = scored([5, 4, 1]);

  it('never slips with a slip of 0', () => {
    for (let seed = 0; seed < 50; seed++) expect(slipChoice(moves, 0, seededRandom(seed)).code).toBe(1);
  });

  it('is the same for the same seed', () => {
    for (let seed = 0; seed < 20; seed++) expect(slipChoice(moves, 1, seededRandom(seed))).toBe(slipChoice(moves, 1, seededRandom(seed)));
  });

  it('chooses a move that loses more less often, as e^(−loss / slip)', () => {
    const counts = [0, 0, 0];
    const draws = 20_000;
    const random = seededRandom(7);
    for (let i = 0; i < draws; i++) counts[slipChoice(moves, 1, random).code - 1]!++;
    const weights = [1, Math.exp(-1), Math.exp(-4)];
    const total = weights.reduce((a, b) => a + b);
    counts.forEach((count, i) => expect(count / draws).toBeCloseTo(weights[i]! / total, 1));
    expect(counts[0]!).toBeGreaterThan(counts[1]!);
    expect(counts[1]!).toBeGreaterThan(counts[2]!);
  });
});
