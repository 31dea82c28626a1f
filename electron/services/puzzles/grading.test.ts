import { describe, expect, it } from 'vitest';
import { gradeChoices } from './grading';

describe('gradeChoices', () => {
  const chain = { solutions: [[3, 6, 1], [4]] };
  it.each([
    { choices: [3, 6, 1], grade: 'solved' },
    { choices: [4], grade: 'solved' },
    { choices: [3], grade: 'continue' },
    { choices: [3, 6], grade: 'continue' },
    { choices: [3, 5], grade: 'failed' },
    { choices: [1], grade: 'failed' },
    // Going on past a whole solution is not that solution.
    { choices: [4, 2], grade: 'failed' },
    { choices: [3, 6, 1, 2], grade: 'failed' },
  ])('$choices is $grade', ({ choices, grade }) => {
    expect(gradeChoices(chain, choices)).toBe(grade);
  });
});
