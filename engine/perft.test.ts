/**
 * Perft-like drift detector: the number of distinct move sequences of length
 * k from the start (sequences cut short by the game's end count once).
 * Kalah k ≤ 2 checked by hand: 6 first moves; hole 3 ends in the store (5
 * choices again), the other 5 hand over to North's 6 → 5 + 30 = 35. Congkak:
 * hole 1 ends in the store (6 choices); the rest were pinned from the kernel
 * and agree with the public API (k = 3 below, deeper on the small boards).
 * The small boards pin BGA's options beside the defaults they change: the
 * round ending during a relay from k = 4 on (62 → 60), partly filled refill
 * holes from k = 4 on (26 → 27).
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, legalMoves, MAX_LEGAL_MOVES, newGame, play, type FastPosition, type GameState, type RulesInput } from './index';

function perft(position: FastPosition, depth: number): number {
  if (depth === 0 || position.isOver()) return 1;
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const count = position.legal(moves);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const child = position.clone();
    child.play(moves[i]!, null);
    total += perft(child, depth - 1);
  }
  return total;
}

function perftPublic(state: GameState, depth: number): number {
  if (depth === 0 || state.phase === 'over') return 1;
  let total = 0;
  for (const move of legalMoves(state)) {
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error.message);
    total += perftPublic(outcome.value.state, depth - 1);
  }
  return total;
}

const SMALL_4 = { preset: 'congkak', opening: 'alternate', holes: 4, seeds: 2 } as const;
const SMALL_3_SERIES = { preset: 'congkak', opening: 'alternate', holes: 3, seeds: 2, series: {} } as const;

/** Name, rules, the pinned counts for k = 1…, and the k at which the public API is counted too. */
const CASES: [string, RulesInput, number[], number][] = [
  ['congkak-alternate', { preset: 'congkak', opening: 'alternate' }, [7, 36, 230, 1406, 8293], 3],
  ['kalah', 'kalah', [6, 35, 185, 942, 4690], 3],
  ['congkak 2×4, 2 seeds', SMALL_4, [4, 9, 24, 62, 142, 307, 626, 1128], 6],
  ['congkak 2×4, 2 seeds, round end during a relay', { ...SMALL_4, roundEnd: 'either-side-empty-now' }, [4, 9, 24, 60, 133, 286, 583, 1067], 6],
  ['congkak 2×3, 2 seeds, series', SMALL_3_SERIES, [3, 7, 13, 26, 45, 69, 109, 180], 6],
  ['congkak 2×3, 2 seeds, series with partly filled refills', { ...SMALL_3_SERIES, series: { remainder: 'partial' } }, [3, 7, 13, 27, 47, 75, 125, 225], 6],
];

describe.each(CASES)('perft %s', (_name, rules, expected, publicDepth) => {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  it(`pinned counts for k = 1…${expected.length}`, () => {
    expect(expected.map((_, i) => perft(createFastPosition(game.value), i + 1))).toEqual(expected);
  });
  it(`the public API counts the same at k = ${publicDepth}`, () => {
    expect(perftPublic(game.value, publicDepth)).toBe(expected[publicDepth - 1]);
  });
});
