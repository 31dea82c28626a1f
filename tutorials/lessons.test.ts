// Every lesson as shipped: the whole course passes the thorough validator
// (every way through every do step, every drill made), and the pure
// evaluator walks each lesson from the first step to the last following its
// solutions.
import { describe, expect, it } from 'vitest';
import { LESSON_DEFS, LESSONS } from './index';
import { evaluateStep, playDoStep } from './run-step';
import { wrongGuessExplanation, wrongTryExplanation } from './feedback';
import { validateLessons } from './validate';
import type { Step } from './types';

/** The answers that solve a step, as the screen's "Show me" would give them (a drill is judged position by position). */
function solutionOf(step: Step): number[] {
  switch (step.kind) {
    case 'explain':
    case 'drill':
      return [];
    case 'do':
      return [...step.solution];
    case 'predict':
      return [step.answer];
    case 'quiz':
      return [step.choices.findIndex((choice) => choice.correct === true)];
  }
}

describe('the course', () => {
  it('passes the thorough validator: every move of every do step, every drill, every landing done, predicted and drilled', () => {
    const validated = validateLessons(LESSON_DEFS);
    expect(validated.ok ? 'ok' : validated.error.message).toBe('ok');
  });

  it('loads as a whole with unique ids', () => {
    expect(LESSONS.ok ? LESSONS.value.map((l) => l.id) : LESSONS.error.message).toEqual(LESSON_DEFS.map((d) => d.id));
  });
});

const lessons = LESSONS.ok ? LESSONS.value : [];

describe.each(lessons.map((lesson) => [lesson.id, lesson] as const))('lesson %s', (_id, lesson) => {
  it('can be completed by the pure evaluator from start to end', () => {
    const verdicts = lesson.steps.filter((step) => step.kind !== 'drill').map((step) => evaluateStep(step, solutionOf(step)));
    expect(verdicts).toEqual(verdicts.map(() => 'success'));
  });

  it('gives every listed wrong try its own explanation, and the try fails', () => {
    for (const step of lesson.steps) {
      if (step.kind === 'do') {
        for (const wrong of step.wrongTries) {
          expect(evaluateStep(step, wrong.holes)).toBe('failure');
          expect(wrongTryExplanation(step, wrong.holes)).toBe(wrong.explanation);
        }
        expect(wrongTryExplanation(step, step.solution)).toBeNull();
      }
      if (step.kind === 'predict') {
        for (const wrong of step.wrongTries) {
          expect(evaluateStep(step, [wrong.pit])).toBe('failure');
          expect(wrongGuessExplanation(step, wrong.pit)).toBe(wrong.explanation);
        }
      }
      if (step.kind === 'quiz') {
        step.choices.forEach((choice, index) => expect(evaluateStep(step, [index])).toBe(choice.correct ? 'success' : 'failure'));
      }
    }
  });

  it('has every do step undecided until the solution is complete', () => {
    for (const step of lesson.steps) {
      if (step.kind !== 'do') continue;
      for (let k = 1; k < step.solution.length; k++) expect(evaluateStep(step, step.solution.slice(0, k))).toBe('continue');
      const run = playDoStep(step, step.solution);
      expect(run.ok && run.value.turns.length).toBeGreaterThanOrEqual(step.solution.length);
    }
  });
});
