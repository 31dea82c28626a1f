/**
 * Lesson progress as it crosses the contract: which steps of which lesson are
 * done, and whether each was solved without a hint. Lesson and step ids are
 * the tutorials' own; the service checks they exist.
 */
import * as v from 'valibot';
import { exactObject } from './exact-object';

const lessonIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), v.maxLength(60));

export const completeLessonStepSchema = exactObject({
  lessonId: lessonIdSchema,
  stepId: lessonIdSchema,
  /** Solved without a hint or "Show me". */
  clean: v.boolean(),
});

interface LessonStepProgress {
  stepId: string;
  clean: boolean;
}

export interface LessonProgress {
  lessonId: string;
  steps: LessonStepProgress[];
  /** ISO time of the last completed step: the lesson map offers to resume the latest. */
  updatedAt: string;
}
