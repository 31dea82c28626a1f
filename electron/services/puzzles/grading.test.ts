import { describe, expect, it } from 'vitest';
import { gameEngine } from '../games/engine';
import { FIXTURE_PUZZLES } from './fixture-puzzles';
import { gradeTurn, playChoices } from './grading';

/** fixture-kalah-1: North's best turns are 1 then 5, and 1 then 6 (hole 1 lands in the store). */
const chain = FIXTURE_PUZZLES.find((puzzle) => puzzle.id === 'fixture-kalah-1');
if (chain === undefined) throw new Error('no fixture-kalah-1');

function grade(choices: number[]) {
  const end = playChoices(gameEngine, chain as NonNullable<typeof chain>, choices);
  return end.ok ? gradeTurn(gameEngine, chain as NonNullable<typeof chain>, choices, end.value) : end.error;
}

describe('gradeTurn', () => {
  it.each([
    { choices: [1, 5], grade: 'solved' },
    { choices: [1, 6], grade: 'solved' },
    { choices: [1], grade: 'continue' },
    { choices: [1, 4], grade: 'failed' },
    { choices: [5], grade: 'failed' },
  ])('$choices is $grade', ({ choices, grade: expected }) => {
    expect(grade(choices)).toBe(expected);
  });

  it('refuses a choice after the turn is over, and an illegal one', () => {
    expect(grade([5, 1])).toBe('Choice 2 comes after the turn has ended.');
    expect(grade([2])).toMatch(/^Choice 1 \(hole 2\) is not legal here/);
  });
});
