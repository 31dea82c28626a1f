// For tests: the shipped lessons and their steps, by id.
import { LESSONS, type Lesson, type Step } from '../../../tutorials';

export function lessonById(id: string): Lesson {
  if (!LESSONS.ok) throw new Error(LESSONS.error.message);
  const found = LESSONS.value.find((lesson) => lesson.id === id);
  if (found === undefined) throw new Error(`no lesson ${id}`);
  return found;
}

export function stepById(lessonId: string, stepId: string): Step {
  const found = lessonById(lessonId).steps.find((step) => step.id === stepId);
  if (found === undefined) throw new Error(`no step ${lessonId}/${stepId}`);
  return found;
}
