// A lesson's words in the reader's language, from the app's one message
// catalogue, where each lesson's table is filed under its id (a message a
// language lacks shows in English). A screen showing them has loaded them
// first (`loadLessonTexts`).
import type { Lesson } from '../../../../tutorials';
import { lessonMessageKey } from '../../../../tutorials/messages';
import { t } from '../../i18n';

export function lessonText(lesson: Pick<Lesson, 'id'>, key: string): string {
  return t(lessonMessageKey(lesson.id, key));
}
