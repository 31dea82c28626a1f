/**
 * Levels 1 and 2 play like people, not like noise: level 1 usually takes a
 * visible store landing and otherwise plays any hole; level 2 banks the most
 * it can now, chains of store landings included, and only sometimes overlooks it.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from './opponent';
import { composed } from './test-support/reference';

/** How often each move is chosen over many seeds. */
function shares(level: number, state: ReturnType<typeof composed>, draws = 400): Map<string, number> {
  const counts = new Map<string, number>();
  for (let seed = 1; seed <= draws; seed++) {
    const best = chooseMove(state, { level, seed });
    if (!best.ok) throw new Error(best.error.message);
    const key = JSON.stringify(best.value.move);
    counts.set(key, (counts.get(key) ?? 0) + 1 / draws);
  }
  return counts;
}

describe('level 1', () => {
  // Kalah: hole 3 (4 seeds) ends exactly in the store; no other hole does.
  const landing = composed('kalah', [1, 1, 4, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1, 0], 0);

  it('usually spots the store landing, sometimes plays another hole', () => {
    const counts = shares(1, landing);
    const spotted = counts.get('{"hole":3}') ?? 0;
    expect(spotted).toBeGreaterThan(0.7);
    expect(spotted).toBeLessThan(0.95);
    expect(counts.size).toBeGreaterThan(1);
  });

  it('plays any hole when there is no landing to see', () => {
    const none = composed('kalah', [2, 2, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    const counts = shares(1, none, 200);
    expect([...counts.keys()].sort()).toEqual(['{"hole":1}', '{"hole":2}']);
  });
});

describe('level 2', () => {
  // Hole 6 banks 1 and keeps the turn, then hole 1 captures 2: 3 in all; hole 1
  // at once captures the same 2 but ends the turn.
  const chain = composed('kalah', [2, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 0], 0);

  it('plays the choice that banks the most now, and now and then overlooks it', () => {
    const greedy = shares(2, chain).get('{"hole":6}') ?? 0;
    // Hole 6 is overlooked 15% of the time.
    expect(greedy).toBeGreaterThan(0.75);
    expect(greedy).toBeLessThan(0.95);
  });
});
