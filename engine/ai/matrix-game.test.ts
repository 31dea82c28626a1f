import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleStrategy, solveMatrixGame } from './matrix-game';
import { seededRandom } from './random';

const close = (actual: number[], expected: number[]) =>
  actual.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 9));

describe('solveMatrixGame', () => {
  it('matching pennies: each side one half, value 0', () => {
    const s = solveMatrixGame([
      [1, -1],
      [-1, 1],
    ]);
    close(s.rowStrategy, [0.5, 0.5]);
    close(s.columnStrategy, [0.5, 0.5]);
    expect(s.value).toBeCloseTo(0, 9);
  });

  it('rock, paper, scissors: a third each', () => {
    const s = solveMatrixGame([
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ]);
    close(s.rowStrategy, [1 / 3, 1 / 3, 1 / 3]);
    close(s.columnStrategy, [1 / 3, 1 / 3, 1 / 3]);
    expect(s.value).toBeCloseTo(0, 9);
  });

  it('a dominated row is never played', () => {
    // Row 2 is worse than row 0 against every column.
    const s = solveMatrixGame([
      [3, -1],
      [-2, 1],
      [2, -3],
    ]);
    close(s.rowStrategy, [3 / 7, 4 / 7, 0]);
    close(s.columnStrategy, [2 / 7, 5 / 7]);
    expect(s.value).toBeCloseTo(1 / 7, 9);
  });

  it('a saddle point gives pure strategies', () => {
    const s = solveMatrixGame([
      [4, 5, 6],
      [1, 9, 0],
    ]);
    close(s.rowStrategy, [1, 0]);
    close(s.columnStrategy, [1, 0, 0]);
    expect(s.value).toBeCloseTo(4, 9);
  });

  it('on random matrices, neither side gains by deviating to any pure strategy', () => {
    const matrix = fc.integer({ min: 1, max: 6 }).chain((m) =>
      fc.array(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: m, maxLength: m }), {
        minLength: 1,
        maxLength: 6,
      }),
    );
    fc.assert(
      fc.property(matrix, (a) => {
        const { rowStrategy: x, columnStrategy: y, value } = solveMatrixGame(a);
        expect(x.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        expect(y.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
        for (let j = 0; j < a[0]!.length; j++) {
          const payoffAgainstColumn = a.reduce((s, row, i) => s + x[i]! * row[j]!, 0);
          expect(payoffAgainstColumn).toBeGreaterThanOrEqual(value - 1e-7);
        }
        for (const row of a) {
          const payoffOfRow = row.reduce((s, v, j) => s + y[j]! * v, 0);
          expect(payoffOfRow).toBeLessThanOrEqual(value + 1e-7);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('rejects an empty or ragged matrix', () => {
    expect(() => solveMatrixGame([])).toThrow(RangeError);
    expect(() => solveMatrixGame([[1, 2], [3]])).toThrow(RangeError);
  });
});

describe('sampleStrategy', () => {
  it('samples each index about as often as its probability', () => {
    const random = seededRandom(7);
    const counts = [0, 0, 0];
    const strategy = [0.2, 0, 0.8];
    for (let i = 0; i < 20000; i++) counts[sampleStrategy(strategy, random)]!++;
    expect(counts[1]).toBe(0);
    expect(counts[0]! / 20000).toBeCloseTo(0.2, 1);
    expect(counts[2]! / 20000).toBeCloseTo(0.8, 1);
  });

  it('is reproducible from a seed', () => {
    const draw = (seed: number) => {
      const r = seededRandom(seed);
      return Array.from({ length: 10 }, () => sampleStrategy([0.5, 0.5], r));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});
