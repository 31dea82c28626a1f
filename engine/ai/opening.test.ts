/**
 * The simultaneous opening: the payoff matrix over every pair of first choices,
 * its optimal mix, and `best` sampling that mix from the seed.
 */
import { describe, expect, it } from 'vitest';
import { createFastPosition, MAX_LEGAL_MOVES, type GameState } from '../index';
import { solveOpening } from './opening';
import { chooseMove } from './opponent';
import { MAX_TURNS, Searcher } from './search';
import { after, start } from './test-support/reference';

const BUDGET = 3000;

function solve(state: GameState) {
  const position = createFastPosition(state);
  return solveOpening(new Searcher(position, 16), position, { maxDepth: MAX_TURNS, maxNodes: BUDGET }, new Int32Array(MAX_LEGAL_MOVES));
}

describe('the simultaneous opening', () => {
  const opening = start({ preset: 'congkak', holes: 4, seeds: 4 });

  it('scores every pair of first choices and mixes optimally over them', () => {
    const solution = solve(opening);
    expect(solution.southHoles.sort()).toEqual([1, 2, 3, 4]);
    expect(solution.northHoles.sort()).toEqual([1, 2, 3, 4]);
    expect(solution.payoff.length).toBe(4);
    // Optimal: no pure reply of North does better against South's mix than the value, and vice versa.
    for (let j = 0; j < 4; j++) {
      const southAgainst = solution.payoff.reduce((sum, row, i) => sum + solution.southStrategy[i]! * row[j]!, 0);
      expect(southAgainst).toBeGreaterThanOrEqual(solution.value - 1e-6);
    }
    for (let i = 0; i < 4; i++) {
      const northAgainst = solution.payoff[i]!.reduce((sum, v, j) => sum + solution.northStrategy[j]! * v, 0);
      expect(northAgainst).toBeLessThanOrEqual(solution.value + 1e-6);
    }
  });

  it('best samples the computed mix: the frequencies over many seeds match it', () => {
    const solution = solve(opening);
    for (const player of [0, 1] as const) {
      const holes = player === 0 ? solution.southHoles : solution.northHoles;
      const strategy = player === 0 ? solution.southStrategy : solution.northStrategy;
      const counts = new Map<number, number>();
      const draws = 300;
      for (let seed = 1; seed <= draws; seed++) {
        const best = chooseMove(opening, { level: 6, player, seed, maxNodes: BUDGET });
        if (!best.ok) throw new Error(best.error.message);
        const move = best.value.move as { player: number; hole: number };
        expect(move.player).toBe(player);
        counts.set(move.hole, (counts.get(move.hole) ?? 0) + 1);
      }
      holes.forEach((hole, i) => {
        const share = (counts.get(hole) ?? 0) / draws;
        // 300 draws: a standard error of at most 0.029; allow four of them.
        expect(Math.abs(share - strategy[i]!)).toBeLessThan(0.12);
      });
    }
  }, 60_000); // 600 searched openings

  it('pending choices that fall due together are a matrix game too, and a held choice stays hidden', () => {
    // Find a pair of first choices after which both players must choose again.
    const pairs = [1, 2, 3, 4].flatMap((south) => [1, 2, 3, 4].map((north) => ({ south, north })));
    const both = pairs.map((move) => after(opening, move)).find((state) => state.phase === 'opening' && chooseMove(state, { level: 3, player: 0, maxNodes: 500 }).ok && chooseMove(state, { level: 3, player: 1, maxNodes: 500 }).ok);
    expect(both).toBeDefined();
    const state = both!;
    const south = chooseMove(state, { level: 6, player: 0, seed: 5, maxNodes: BUDGET });
    if (!south.ok) throw new Error(south.error.message);
    // South's choice is now held; North's answer must not depend on which hole it was.
    const answers = new Set<string>();
    for (const hole of [1, 2, 3, 4]) {
      let held: GameState;
      try {
        held = after(state, { player: 0, hole });
      } catch {
        continue; // an empty hole
      }
      const north = chooseMove(held, { level: 6, player: 1, seed: 5, maxNodes: BUDGET });
      if (!north.ok) throw new Error(north.error.message);
      answers.add(JSON.stringify(north.value));
    }
    expect(answers.size).toBe(1);
  });
});
