-- Lesson progress: one row per completed lesson step. `clean` is 1 when the step
-- was solved without a hint or "Show me" (stars are derived from it by tutorials/progress.ts).
-- Ids are the tutorials' own lesson and step ids.
CREATE TABLE lesson_steps (
  lesson_id TEXT NOT NULL,
  step_id TEXT NOT NULL,
  clean INTEGER NOT NULL CHECK (clean IN (0, 1)),
  completed_at TEXT NOT NULL,
  PRIMARY KEY (lesson_id, step_id)
) STRICT;
