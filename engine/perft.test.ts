/**
 * Perft-like drift detector: the number of distinct move sequences of length
 * k from the start (sequences cut short by the game's end count once).
 * Kalah k ≤ 2 checked by hand: 6 first moves; hole 3 ends in the store (5
 * choices again), the other 5 hand over to North's 6 → 5 + 30 = 35. Congkak:
 * hole 1 ends in the store (6 choices); the rest were pinned from the kernel
 * and agree with the public API (k = 3 below).
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

const CASES: [string, RulesInput, number[]][] = [
  ['congkak-alternate', { preset: 'congkak', opening: 'alternate' }, [7, 36, 230, 1406, 8293]],
  ['kalah', 'kalah', [6, 35, 185, 942, 4690]],
];

describe.each(CASES)('perft %s', (_name, rules, expected) => {
  const game = newGame(rules);
  if (!game.ok) throw new Error(game.error.message);
  it('pinned counts for k = 1…5', () => {
    expect(expected.map((_, i) => perft(createFastPosition(game.value), i + 1))).toEqual(expected);
  });
  it('the public API counts the same at k = 3', () => {
    expect(perftPublic(game.value, 3)).toBe(expected[2]);
  });
});
