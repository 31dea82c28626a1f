/**
 * Exact scores against a reference that shares no code with the search: a
 * plain minimax over the public immutable API (legalMoves/play), memoised on
 * the JSON state, on boards small enough to solve completely.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type RulesInput } from '../index';
import { analyseMoves, chooseMove } from './opponent';
import { after, perfectMargin, start } from './test-support/reference';

/** A few positions along a fixed line of play, so mid-game positions are checked too. */
function positionsAlong(state: GameState, plies: number): GameState[] {
  const positions = [state];
  let current = state;
  for (let i = 0; i < plies && current.phase !== 'over'; i++) {
    const moves = legalMoves(current);
    current = after(current, moves[(i * 7) % moves.length]!);
    positions.push(current);
  }
  return positions;
}

const BOARDS: Record<string, RulesInput> = {
  'Kalah 3×3': { preset: 'kalah', holes: 3, seeds: 3 },
  'Congkak 3×3 (alternate opening)': { preset: 'congkak', holes: 3, seeds: 3, opening: 'alternate' },
  'Congkak 3×3, Mancala World rules': { preset: 'congkak-mw', holes: 3, seeds: 3 },
  'Congkak 3×3, the round ending during a relay (BGA)': { preset: 'congkak', holes: 3, seeds: 3, opening: 'alternate', roundEnd: 'either-side-empty-now' },
  'Congkak 3×2, a two-round series with partly filled refills (BGA)': {
    preset: 'congkak',
    holes: 3,
    seeds: 2,
    opening: 'alternate',
    series: { remainder: 'partial', end: { rounds: 2 } },
  },
};

describe('exact scores equal a brute-force minimax over the public API', () => {
  for (const [name, rules] of Object.entries(BOARDS)) {
    it(name, () => {
      const memo = new Map<string, number>();
      for (const state of positionsAlong(start(rules), 6)) {
        if (state.phase === 'over') continue;
        const sign = state.toMove === 0 ? 1 : -1;
        const analysed = analyseMoves(state, { maxNodes: 2_000_000 });
        if (!analysed.ok) throw new Error(analysed.error.message);
        expect(analysed.value.length).toBe(legalMoves(state).length);
        for (const { move, score, exact } of analysed.value) {
          expect(exact).toBe(true);
          expect(score).toBe(sign * perfectMargin(after(state, move), memo) + 0);
        }
        const best = chooseMove(state, { level: 6, maxNodes: 2_000_000, seed: 1 });
        if (!best.ok) throw new Error(best.error.message);
        expect(best.value.exact).toBe(true);
        expect(best.value.score).toBe(sign * perfectMargin(state, memo) + 0);
      }
    }, 60_000); // the reference is deliberately plain and slow
  }
});
