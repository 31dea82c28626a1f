import { describe, expect, it } from 'vitest';
import { hintHole, wrongTryExplanation } from './feedback';
import { LESSONS } from './index';
import { courseProgress, isLessonComplete, lessonStars, resumeStepIndex, solvedCleanly, type StepRecord } from './progress';
import type { DoStep, Lesson } from './types';

function lessonById(id: string): Lesson {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((l) => l.id === id);
  if (!found) throw new Error(id);
  return found;
}

const STORE = lessonById('store-landing'); // explain, do, predict, do, drill, quiz
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

  it('gives 3 stars when every graded step was done on one\'s own, fewer with help or misses', () => {
    expect(lessonStars(STORE, all([true, true, true, true, true, true]))).toBe(3);
    // The explain step does not count: it cannot be solved with a hint.
    expect(lessonStars(STORE, all([false, true, true, true, true, true]))).toBe(3);
    expect(lessonStars(STORE, all([true, false, true, true, true, true]))).toBe(2);
    expect(lessonStars(STORE, all([true, false, false, true, true, true]))).toBe(2);
    expect(lessonStars(STORE, all([true, false, false, false, true, true]))).toBe(1);
  });

  it.each([
    [{ misses: 0, helped: false }, true],
    [{ misses: 1, helped: false }, false],
    [{ misses: 0, helped: true }, false],
  ])('counts a step solved after %o as done on one\'s own: %s', (solve, clean) => {
    expect(solvedCleanly(solve)).toBe(clean);
  });

  it('sums the course: lessons completed, and stars of three per lesson', () => {
    if (!LESSONS.ok) throw new Error(LESSONS.error.message);
    const lessons = LESSONS.value;
    const records = new Map([[STORE.id, all([true, true, true, true, true, true])]]);
    expect(courseProgress(lessons, records)).toEqual({ done: 1, lessons: lessons.length, stars: 3, maxStars: 3 * lessons.length });
    expect(courseProgress(lessons, new Map())).toMatchObject({ done: 0, stars: 0 });
  });

  it('restarts a completed lesson from its first step', () => {
    expect(resumeStepIndex(STORE, all([true, true, true, true, true, true]))).toBe(0);
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
    expect(wrongTryExplanation(chain, [6, 7])).toBe('chain-wrong-far-first');
    expect(wrongTryExplanation(chain, [6])).toBeNull();
    expect(wrongTryExplanation(chain, [5])).toBe('chain-wrong-past');
  });
});
