// One grading rule: the services grade a whole turn against the puzzle's
// solutions (grading.ts), the engine proves puzzles over whole turns
// (wholeTurns). For a seeded sample of the bundled set, played choice by
// choice through the services as the screen plays it, the two must agree:
// every solution is a whole turn the services go on through and then call
// solved; every other whole turn is gone on through to its end and failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLE_SET, seededRandom, wholeTurns, type WholeTurn } from '../../../engine';
import type { Puzzle, PuzzleVerdict } from '../../contract';
import { gameEngine } from '../games/engine';
import { createGreedyOpponent } from '../testing/greedy-opponent';
import { expectOk, tempServices, type TempServices } from '../testing/temp-services';

const SAMPLE = 24;
const random = seededRandom(18);
const sample = Array.from({ length: SAMPLE }, () => PUZZLE_SET[Math.floor(random() * PUZZLE_SET.length)]!);

const key = (holes: readonly number[]) => holes.join(' ');
const beginsSolution = (puzzle: Puzzle, holes: readonly number[]) =>
  puzzle.solutions.some((solution) => solution.length >= holes.length && key(solution.slice(0, holes.length)) === key(holes));

function turnsOf(puzzle: Puzzle): WholeTurn[] {
  const found = wholeTurns(puzzle.state);
  if (found.kind !== 'turns') throw new Error(`${puzzle.id}: expected whole turns, got ${found.kind}`);
  expect(found.mover, puzzle.id).toBe(puzzle.solver);
  return found.turns;
}

let env: TempServices;
let services: ReturnType<TempServices['open']>;
beforeAll(() => {
  // No puzzleSet given: the services' default, the engine's bundled set.
  env = tempServices({ engine: gameEngine, opponent: createGreedyOpponent(gameEngine) });
  services = env.open();
});
afterAll(() => env.dispose());

/** The verdict after each choice of `holes`, stopping at the first that is not "continue". */
async function playThrough(puzzleId: string, holes: readonly number[]): Promise<PuzzleVerdict['kind'][]> {
  const kinds: PuzzleVerdict['kind'][] = [];
  for (let length = 1; length <= holes.length; length++) {
    const verdict = expectOk(await services.call('submitPuzzleAttempt', { puzzleId, choices: holes.slice(0, length) }));
    kinds.push(verdict.kind);
    if (verdict.kind !== 'continue') break;
  }
  return kinds;
}

describe.each(sample.map((puzzle): [string, string, Puzzle] => [puzzle.id, puzzle.preset, puzzle]))('puzzle %s (%s)', (_id, _preset, puzzle) => {
  it('every solution is one of the engine’s whole turns, and the services go on through it, then call it solved', async () => {
    const whole = new Set(turnsOf(puzzle).map((turn) => key(turn.holes)));
    for (const solution of puzzle.solutions) {
      expect(whole.has(key(solution)), `${key(solution)} is a whole turn`).toBe(true);
      expect(await playThrough(puzzle.id, solution)).toEqual([...solution.slice(1).map(() => 'continue'), 'solved']);
    }
  });

  it('a whole turn that is no solution is gone on through to its end, then failed', async () => {
    const turns = turnsOf(puzzle);
    const solutions = new Set(puzzle.solutions.map(key));
    const wrong = turns.filter((turn) => !solutions.has(key(turn.holes)));
    if (wrong.length === 0) throw new Error(`${puzzle.id}: a proven puzzle has a turn that is not a solution`);
    // The longest wrong turn, and one whose first choice begins no solution.
    const longest = wrong.reduce((most, turn) => (turn.holes.length > most.holes.length ? turn : most));
    const wrongFirst = wrong.find((turn) => !beginsSolution(puzzle, turn.holes.slice(0, 1)));
    for (const turn of [longest, ...(wrongFirst === undefined ? [] : [wrongFirst])]) {
      expect(await playThrough(puzzle.id, turn.holes)).toEqual([...turn.holes.slice(1).map(() => 'continue'), 'failed']);
    }
  });
});

describe('the sample', () => {
  it('reaches every game of the set and some wrong first choices', () => {
    expect(new Set(sample.map((puzzle) => puzzle.preset))).toEqual(new Set(PUZZLE_SET.map((puzzle) => puzzle.preset)));
    expect(sample.filter((puzzle) => turnsOf(puzzle).some((turn) => !beginsSolution(puzzle, turn.holes.slice(0, 1)))).length).toBeGreaterThan(SAMPLE / 2);
  });
});
