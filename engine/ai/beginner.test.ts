/**
 * Levels 1 and 2 play like people, not like noise: level 1 takes a visible
 * store landing, counts out captures across the board only now and then, and
 * otherwise sows its smallest hole; level 2 banks the most it can now, chains
 * of store landings included, breaks ties for its own next turn (then by its
 * smallest hole), and overlooks only holes whose gain is not plain to see.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, type FastPosition } from '../index';
import { GREEDY_PLAYS, greedyMove } from './beginner';
import { sowingGains, visibleGains } from './habits';
import { chooseMove } from './opponent';
import { seededRandom } from './random';
import { composed, start } from './test-support/reference';

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

  it('always takes a store landing in plain sight', () => {
    expect(shares(1, landing, 100).get('{"hole":3}')).toBeCloseTo(1);
  });

  it('always takes a capture in plain sight, and counts out one across the board only now and then', () => {
    // Kalah, South: hole 1 (1 seed) ends in the empty hole 2, opposite North's 6: a capture on the own row.
    const own = composed('kalah', [1, 0, 0, 0, 0, 2, 0, 1, 1, 1, 1, 6, 1, 0], 0);
    expect(shares(1, own, 100).get('{"hole":1}')).toBeCloseTo(1);
    // Oware, South: hole 6 (2 seeds) makes North's first two houses 2 and 2: a capture on the opponent's row.
    const across = composed('oware', [1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 3, 3, 3, 0], 0);
    const gains = sowingGains(createFastPosition(across));
    expect(gains.map((gain) => [gain.code, gain.across])).toEqual([[6, true]]);
    const counted = shares(1, across).get('{"hole":6}') ?? 0;
    // One time in four it counts the capture out; otherwise it sows its smaller hole, hole 1.
    expect(counted).toBeGreaterThan(0.15);
    expect(counted).toBeLessThan(0.35);
  });

  it('sows its hole with the fewest seeds when there is no gain to see, any of them when they tie', () => {
    // Holes 5 (3 seeds) and 6 (4 seeds) both run past the store into North's row.
    const none = composed('kalah', [0, 0, 0, 0, 3, 4, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    expect(sowingGains(createFastPosition(none))).toEqual([]);
    expect([...shares(1, none, 100).keys()]).toEqual(['{"hole":5}']);
    const tied = composed('kalah', [0, 0, 0, 0, 3, 3, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    expect([...shares(1, tied, 200).keys()].sort()).toEqual(['{"hole":5}', '{"hole":6}']);
  });
});

describe('level 2', () => {
  // Hole 6 banks 1 and keeps the turn, then hole 1 captures 2: 3 in all; hole 1
  // at once captures the same 2 but ends the turn.
  const chain = composed('kalah', [2, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 0], 0);

  it('plays the choice that banks the most now, never overlooking one in plain sight', () => {
    // Hole 6 lands in the store at a glance: never overlooked.
    expect(shares(2, chain, 100).get('{"hole":6}')).toBeCloseTo(1);
  });

  it('between equal gains, leaves itself a store landing for its next turn', () => {
    // Kalah, South: no hole banks anything. Hole 4 leaves hole 6 one seed from
    // the store (a landing next turn); hole 2 leaves none. Only an overlooked hole 4 makes it play hole 2.
    const quiet = composed('kalah', [0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0], 0);
    expect(sowingGains(createFastPosition(quiet))).toEqual([]);
    const counts = shares(2, quiet);
    expect(counts.get('{"hole":4}')).toBeGreaterThan(0.75);
    expect(counts.get('{"hole":2}')).toBeLessThan(0.25);
  });

  it('between equal gains and landings, sows its smallest hole', () => {
    // Kalah, South: holes 3 (5 seeds) and 6 (3 seeds) each bank one seed in
    // passing and leave no store landing; hole 6 gives North two seeds, hole 3 one.
    const passing = composed('kalah', [0, 0, 5, 0, 0, 3, 0, 1, 1, 1, 1, 1, 1, 0], 0);
    const counts = shares(2, passing);
    expect(counts.get('{"hole":6}')).toBeGreaterThan(0.75);
    expect(counts.get('{"hole":3}')).toBeLessThan(0.25);
  });

  it('now and then overlooks a gain that takes a relay to see', () => {
    // Congkak, South: no hole gains at a glance; through its relays hole 4 banks 6, holes 2, 3 and 5 bank 5.
    const relays = composed('congkak', [0, 2, 3, 1, 2, 3, 3, 0, 2, 3, 2, 2, 0, 1, 2, 0], 0);
    expect(visibleGains(createFastPosition(relays))).toEqual([]);
    const greediest = shares(2, relays).get('{"hole":4}') ?? 0;
    expect(greediest).toBeGreaterThan(0.75);
    expect(greediest).toBeLessThan(0.95);
  });

  it('opens the simultaneous opening as if alone at the board: the hole that reaches its store, with no search', () => {
    // Congkak from the start: hole 1's 7 seeds end in the store, for either player.
    const opening = start('congkak');
    for (const player of [0, 1] as const) {
      const chosen = chooseMove(opening, { level: 2, player, seed: 1 });
      expect(chosen).toEqual({ ok: true, value: { move: { player, hole: 1 }, score: 0, exact: false, depth: 0, nodes: 0 } });
    }
  });
});

/** A position that counts the moves played on it and on every clone of it, and gives up past `limit`. */
class CountingPosition implements FastPosition {
  constructor(
    private readonly inner: FastPosition,
    private readonly count: { plays: number; limit: number },
  ) {}
  get rules() {
    return this.inner.rules;
  }
  legal(out: Int32Array) {
    return this.inner.legal(out);
  }
  play(code: number, sink: Parameters<FastPosition['play']>[1]) {
    if (++this.count.plays > this.count.limit) throw new Error(`more than ${this.count.limit} moves played`);
    this.inner.play(code, sink);
  }
  mover() {
    return this.inner.mover();
  }
  isOver() {
    return this.inner.isOver();
  }
  copyFrom(other: FastPosition) {
    this.inner.copyFrom(other instanceof CountingPosition ? other.inner : other);
  }
  clone() {
    return new CountingPosition(this.inner.clone(), this.count);
  }
  pits() {
    return this.inner.pits();
  }
  hashLo() {
    return this.inner.hashLo();
  }
  hashHi() {
    return this.inner.hashHi();
  }
  toState() {
    return this.inner.toState();
  }
}

describe('level 2 on the largest board', () => {
  // Found by the CLI fuzz: 2×15 Congkak with 600 seeds, where nearly every hole
  // lands in the store; following every chain six deep took 20 s.
  const crowded = composed(
    { holes: 15, seeds: 20, opening: 'alternate' },
    [3, 7, 32, 4, 33, 33, 13, 2, 1, 33, 33, 33, 33, 33, 5, 32, 1, 32, 10, 32, 1, 6, 8, 32, 1, 31, 10, 6, 31, 2, 32, 35],
    1,
  );

  it(`plays at most about ${GREEDY_PLAYS} moves in its head per decision`, () => {
    const count = { plays: 0, limit: 20 * GREEDY_PLAYS };
    const { code } = greedyMove(new CountingPosition(createFastPosition(crowded), count), seededRandom(1));
    // A spent budget still lets each open chain play its next hole once.
    expect(count.plays).toBeLessThanOrEqual(GREEDY_PLAYS + 15 * 7);
    expect(code).toBeGreaterThanOrEqual(1);
    expect(code).toBeLessThanOrEqual(15);
  });
});
