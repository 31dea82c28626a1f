/**
 * Progress over the lessons, computed from what the archive stores: which
 * steps are done and whether each was solved without a hint. Pure, so the
 * lesson map, the service and the tests agree on stars and resume points.
 */
import type { Lesson, Step } from './types';

/** Step id → solved without a hint ("Show me" and hints make it not clean). */
export type StepRecord = Readonly<Record<string, { clean: boolean }>>;

export const MAX_STARS = 3;

const graded = (step: Step): boolean => step.kind !== 'explain';

export function isLessonComplete(lesson: Lesson, record: StepRecord): boolean {
  return lesson.steps.every((step) => record[step.id] !== undefined);
}

/** How a step was solved: the wrong answers before it, and whether a hint or "Show me" helped. */
export interface SolveRecord {
  misses: number;
  helped: boolean;
}

/**
 * Whether a solved step counts towards the stars: done on one's own, as
 * lichess's Learn rewards a level done without mistakes. A hint, "Show me" or
 * a miss before the right answer (a wrong hole, a wrong guess, a wrong
 * choice, a missed drill position) take it away.
 */
export function solvedCleanly({ misses, helped }: SolveRecord): boolean {
  return !helped && misses === 0;
}

/** 3 stars: every graded step done on one's own; 2: at least half of them; 1: completed. */
export function lessonStars(lesson: Lesson, record: StepRecord): number {
  if (!isLessonComplete(lesson, record)) return 0;
  const steps = lesson.steps.filter(graded);
  const clean = steps.filter((step) => record[step.id]?.clean === true).length;
  if (clean === steps.length) return MAX_STARS;
  return clean * 2 >= steps.length ? 2 : 1;
}

/** Where to resume: the first step not done yet, or the first step of a completed lesson. */
export function resumeStepIndex(lesson: Lesson, record: StepRecord): number {
  const index = lesson.steps.findIndex((step) => record[step.id] === undefined);
  return index === -1 ? 0 : index;
}

/** The whole course at a glance, for the lesson map: lessons completed and stars earned of all there are. */
export interface CourseProgress {
  done: number;
  lessons: number;
  stars: number;
  maxStars: number;
}

export function courseProgress(lessons: readonly Lesson[], records: ReadonlyMap<string, StepRecord>): CourseProgress {
  const record = (lesson: Lesson): StepRecord => records.get(lesson.id) ?? {};
  return {
    done: lessons.filter((lesson) => isLessonComplete(lesson, record(lesson))).length,
    lessons: lessons.length,
    stars: lessons.reduce((sum, lesson) => sum + lessonStars(lesson, record(lesson)), 0),
    maxStars: lessons.length * MAX_STARS,
  };
}
