// The archive's lesson progress, read for the lesson map.
import type { LessonProgress } from '../../../../electron/contract';
import type { StepRecord } from '../../../../tutorials';

export function recordsByLesson(progress: readonly LessonProgress[]): Map<string, StepRecord> {
  return new Map(progress.map((lesson) => [lesson.lessonId, Object.fromEntries(lesson.steps.map((s) => [s.stepId, { clean: s.clean }]))]));
}

/** The lesson worked on most recently (the service sorts by it), to offer "Continue". */
export const latestLessonId = (progress: readonly LessonProgress[]): string | null => progress[0]?.lessonId ?? null;
