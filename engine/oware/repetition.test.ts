import { describe, expect, it } from 'vitest';
import { RepetitionLog } from './repetition';

/** A log over a plain board whose every pit is a house (the log only reads the listed pits). */
function logOf(houses: number): { log: RepetitionLog; index: Int32Array } {
  return { log: new RepetitionLog(houses), index: Int32Array.from({ length: houses }, (_, k) => k) };
}

describe('RepetitionLog', () => {
  it('finds a position only when the houses and the player to move both match', () => {
    const { log, index } = logOf(4);
    expect(log.addOrFind(Int32Array.of(1, 0, 2, 3), index, 0)).toBe(false);
    expect(log.addOrFind(Int32Array.of(1, 0, 2, 3), index, 0)).toBe(true);
    expect(log.addOrFind(Int32Array.of(1, 0, 2, 3), index, 1)).toBe(false);
    expect(log.addOrFind(Int32Array.of(0, 1, 2, 3), index, 0)).toBe(false);
    expect(log.size).toBe(3);
  });

  it('reads the houses through the index, skipping other pits such as stores', () => {
    const log = new RepetitionLog(2);
    const index = Int32Array.of(0, 2);
    expect(log.addOrFind(Int32Array.of(5, 9, 7), index, 0)).toBe(false);
    expect(log.addOrFind(Int32Array.of(5, 1, 7), index, 0)).toBe(true);
    expect(log.positions()).toEqual([{ houses: [5, 7], mover: 0 }]);
  });

  it('forgets everything on clear', () => {
    const { log, index } = logOf(3);
    log.addOrFind(Int32Array.of(1, 2, 3), index, 1);
    log.clear();
    expect(log.size).toBe(0);
    expect(log.addOrFind(Int32Array.of(1, 2, 3), index, 1)).toBe(false);
  });

  it('keeps finding every position, and only those, as it grows well past its first capacity', () => {
    const { log, index } = logOf(3);
    const boards = Array.from({ length: 500 }, (_, i) => Int32Array.of(i % 7, Math.floor(i / 7) % 11, Math.floor(i / 77)));
    for (const b of boards) expect(log.addOrFind(b, index, 0)).toBe(false);
    for (const b of boards) expect(log.addOrFind(b, index, 0)).toBe(true);
    for (const b of boards) expect(log.addOrFind(b, index, 1)).toBe(false);
    expect(log.size).toBe(1000);
    expect(log.positions()[499]).toEqual({ houses: Array.from(boards[499]!), mover: 0 });
  });

  it('copies another log, large or small, and stays independent of it', () => {
    const { log: big, index } = logOf(2);
    for (let i = 0; i < 100; i++) big.addOrFind(Int32Array.of(i, 0), index, 0);
    const { log: small } = logOf(2);
    small.addOrFind(Int32Array.of(0, 99), index, 1);
    small.copyFrom(big);
    expect(small.positions()).toEqual(big.positions());
    expect(small.addOrFind(Int32Array.of(0, 99), index, 1)).toBe(false);
    expect(big.addOrFind(Int32Array.of(0, 99), index, 1)).toBe(false);
    const { log: fresh } = logOf(2);
    fresh.addOrFind(Int32Array.of(7, 7), index, 0);
    big.copyFrom(fresh);
    expect(big.positions()).toEqual([{ houses: [7, 7], mover: 0 }]);
    expect(big.addOrFind(Int32Array.of(5, 0), index, 0)).toBe(false);
    expect(big.addOrFind(Int32Array.of(7, 7), index, 0)).toBe(true);
  });
});
