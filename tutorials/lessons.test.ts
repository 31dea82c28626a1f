// Every lesson as shipped: it loads (positions valid, solutions reach their
// goals, wrong tries miss them), and the pure evaluator can walk it from the
// first step to the last following its solutions.
import { describe, expect, it } from 'vitest';
import { LESSON_DEFS, LESSONS } from './index';
import { evaluateStep, playDoStep } from './run-step';
import { wrongGuessExplanation, wrongTryExplanation } from './feedback';
import { loadLesson } from './validate';
import type { Step } from './types';

/** The answers that solve a step, as the screen's "Show me" would give them. */
function solutionOf(step: Step): number[] {
  switch (step.kind) {
    case 'explain':
      return [];
    case 'do':
      return [...step.solution];
    case 'predict':
      return [step.answer];
    case 'quiz':
      return [step.choices.findIndex((choice) => choice.correct === true)];
  }
}

describe.each(LESSON_DEFS.map((def) => [def.id, def] as const))('lesson %s', (_id, def) => {
  const loaded = loadLesson(def);

  it('loads: valid positions, reachable goals, failing wrong tries', () => {
    expect(loaded.ok ? 'ok' : loaded.error.message).toBe('ok');
  });

  it('can be completed by the pure evaluator from start to end', () => {
    if (!loaded.ok) throw new Error(loaded.error.message);
    const verdicts = loaded.value.steps.map((step) => evaluateStep(step, solutionOf(step)));
    expect(verdicts).toEqual(loaded.value.steps.map(() => 'success'));
  });

  it('gives every listed wrong try its own explanation, and the try fails', () => {
    if (!loaded.ok) throw new Error(loaded.error.message);
    for (const step of loaded.value.steps) {
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
    if (!loaded.ok) throw new Error(loaded.error.message);
    for (const step of loaded.value.steps) {
      if (step.kind !== 'do') continue;
      for (let k = 1; k < step.solution.length; k++) expect(evaluateStep(step, step.solution.slice(0, k))).toBe('continue');
      const run = playDoStep(step, step.solution);
      expect(run.ok && run.value.turns.length).toBeGreaterThanOrEqual(step.solution.length);
    }
  });
});

describe('the lesson set', () => {
  it('loads as a whole with unique ids', () => {
    expect(LESSONS.ok ? LESSONS.value.map((l) => l.id) : LESSONS.error.message).toEqual(LESSON_DEFS.map((d) => d.id));
  });
});

describe('the round-end lesson', () => {
  it("mentions Board Game Arena's round end during a relay in one sentence", () => {
    const lesson = LESSON_DEFS.find((def) => def.id === 'round-end');
    const text = Object.values(lesson?.messages.en ?? {}).join(' ');
    const sentences = text.split(/(?<=\.) /).filter((sentence) => sentence.includes('Board Game Arena'));
    expect(sentences).toEqual([expect.stringContaining('even in the middle of a relay')]);
  });
});
