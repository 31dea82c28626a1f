import { describe, expect, it } from 'vitest';
import { hintHole, wrongTryExplanation } from './feedback';
import { LESSONS } from './index';
import { isLessonComplete, lessonStars, resumeStepIndex, solvedCleanly, type SolveRecord, type StepRecord } from './progress';
import type { DoStep, Lesson } from './types';

function lessonById(id: string): Lesson {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === id);
  if (!found) throw new Error(id);
  return found;
}

const STORE = lessonById('store-landing'); // explain, do, do, quiz
const all = (clean: boolean[]): StepRecord => Object.fromEntries(STORE.steps.map((s, i) => [s.id, { clean: clean[i] ?? true }]));

describe('lesson progress', () => {
  it('is not complete, has no stars and resumes at the first step when nothing is done', () => {
    expect(isLessonComplete(STORE, {})).toBe(false);
    expect(lessonStars(STORE, {})).toBe(0);
    expect(resumeStepIndex(STORE, {})).toBe(0);
  });

  it('resumes at the first step not done', () => {
    const record = { again: { clean: true }, 'land-in-store': { clean: false } };
    expect(resumeStepIndex(STORE, record)).toBe(2);
    expect(lessonStars(STORE, record)).toBe(0);
  });

  it('gives 3 stars when every graded step was solved without help, fewer with help', () => {
    expect(lessonStars(STORE, all([true, true, true, true]))).toBe(3);
    // The explain step does not count: it cannot be solved with a hint.
    expect(lessonStars(STORE, all([false, true, true, true]))).toBe(3);
    expect(lessonStars(STORE, all([true, false, true, true]))).toBe(2);
    expect(lessonStars(STORE, all([true, false, false, true]))).toBe(1);
  });

  it('gives no third star for a quiz answered wrong first, even without a hint', () => {
    const solves: Record<string, SolveRecord> = { quiz: { misses: 1, helped: false } };
    const record: StepRecord = Object.fromEntries(
      STORE.steps.map((step) => [step.id, { clean: solvedCleanly(step, solves[step.id] ?? { misses: 0, helped: false }) }]),
    );
    expect(record['quiz']).toEqual({ clean: false });
    expect(lessonStars(STORE, record)).toBe(2);
  });

  it.each([
    ['quiz', 'quiz', { misses: 1, helped: false }, false],
    ['predict', 'count-four', { misses: 1, helped: false }, false],
    ['predict', 'count-four', { misses: 0, helped: false }, true],
    ['do', 'reach-north-3', { misses: 1, helped: false }, true],
    ['do', 'reach-north-3', { misses: 0, helped: true }, false],
  ] as const)('counts a %s step (%s) solved after %o as clean: %s', (_, stepId, solve, clean) => {
    const step = lessonById('sowing').steps.find((s) => s.id === stepId);
    if (step === undefined) throw new Error(stepId);
    expect(solvedCleanly(step, solve)).toBe(clean);
  });

  it('restarts a completed lesson from its first step', () => {
    expect(resumeStepIndex(STORE, all([true, true, true, true]))).toBe(0);
  });
});

describe('feedback', () => {
  const chain = STORE.steps.find((s): s is DoStep => s.id === 'chain-two' && s.kind === 'do') as DoStep;

  it('points the hint at the solution hole from where the learner is', () => {
    expect(hintHole(chain, [])).toBe(7);
    expect(hintHole(chain, [7])).toBe(6);
    // Off the solution's path: back to its first hole.
    expect(hintHole(chain, [6])).toBe(7);
  });

  it('matches a wrong try only on exactly its holes', () => {
    expect(wrongTryExplanation(chain, [6, 7])).toBe('chain-wrong-6-7');
    expect(wrongTryExplanation(chain, [6])).toBeNull();
    expect(wrongTryExplanation(chain, [3])).toBe('chain-wrong-3');
  });
});
