/**
 * The lessons in teaching order, loaded and checked through the engine, plus
 * the evaluator, goals and progress helpers the screen and the service use.
 */
import board from './lessons/01-board';
import sowing from './lessons/02-sowing';
import storeLanding from './lessons/03-store';
import type { LessonDef } from './types';
import { loadLessons } from './validate';

export const LESSON_DEFS: readonly LessonDef[] = [board, sowing, storeLanding];

/** Loaded once; a broken lesson is reported here (and fails the tests), never shown half-working. */
export const LESSONS = loadLessons(LESSON_DEFS);

export * from './types';
export * from './goals';
export { evaluateStep, playDoStep, playPredictStep, type DoRun, type PlayedTurn } from './run-step';
export { hintHole, wrongGuessExplanation, wrongTryExplanation, MISSES_BEFORE_HINT } from './feedback';
export { isLessonComplete, lessonStars, resumeStepIndex, MAX_STARS, type StepRecord } from './progress';
export { loadLesson, loadLessons } from './validate';
export { resolvePosition } from './position';
