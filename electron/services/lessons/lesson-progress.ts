/**
 * Lesson progress in the archive: which steps are done and whether each was
 * solved without help. Only steps of lessons that exist are recorded, so the
 * table never fills with ids the app cannot show.
 */
import type Database from 'better-sqlite3';
import { LESSONS, type Lesson } from '../../../tutorials';
import { fail, type ApiResult, type LessonProgress, type ValidatedInput } from '../../contract';

interface StepRow {
  lesson_id: string;
  step_id: string;
  clean: number;
  completed_at: string;
}

export function createLessonProgressService(db: Database.Database, now: () => Date, lessons: readonly Lesson[] = LESSONS.ok ? LESSONS.value : []) {
  // Keeps a clean solve once earned: redoing a step with a hint does not take a star away.
  const upsert = db.prepare(
    `INSERT INTO lesson_steps (lesson_id, step_id, clean, completed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (lesson_id, step_id) DO UPDATE SET clean = max(clean, excluded.clean), completed_at = excluded.completed_at`,
  );
  const selectAll = db.prepare('SELECT lesson_id, step_id, clean, completed_at FROM lesson_steps ORDER BY lesson_id, rowid');

  function progressOf(rows: readonly StepRow[]): LessonProgress[] {
    const byLesson = new Map<string, LessonProgress>();
    for (const row of rows) {
      const entry = byLesson.get(row.lesson_id) ?? { lessonId: row.lesson_id, steps: [], updatedAt: row.completed_at };
      entry.steps.push({ stepId: row.step_id, clean: row.clean === 1 });
      if (row.completed_at > entry.updatedAt) entry.updatedAt = row.completed_at;
      byLesson.set(row.lesson_id, entry);
    }
    return [...byLesson.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.lessonId.localeCompare(b.lessonId));
  }

  return {
    getLessonProgress(): ApiResult<LessonProgress[]> {
      return { ok: true, value: progressOf(selectAll.all() as StepRow[]) };
    },

    completeLessonStep(input: ValidatedInput<'completeLessonStep'>): ApiResult<LessonProgress> {
      const lesson = lessons.find((l) => l.id === input.lessonId);
      if (lesson === undefined) return fail('not-found', `There is no lesson "${input.lessonId}".`);
      if (!lesson.steps.some((step) => step.id === input.stepId)) return fail('not-found', `Lesson "${input.lessonId}" has no step "${input.stepId}".`);
      upsert.run(input.lessonId, input.stepId, input.clean ? 1 : 0, now().toISOString());
      const progress = progressOf(selectAll.all() as StepRow[]).find((p) => p.lessonId === input.lessonId);
      if (progress === undefined) return fail('internal', 'The step was not recorded.');
      return { ok: true, value: progress };
    },
  };
}

export type LessonProgressService = ReturnType<typeof createLessonProgressService>;
