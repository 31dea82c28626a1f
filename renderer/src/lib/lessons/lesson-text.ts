// A lesson's words in the reader's language: the lesson's own table for the
// active locale (or its language), else its English source text.
import type { Lesson } from '../../../../tutorials';
import { locale } from '../../i18n';

export function lessonText(lesson: Pick<Lesson, 'messages'>, key: string, language: string = locale): string {
  const tables = lesson.messages as Readonly<Record<string, Readonly<Record<string, string | undefined>>>>;
  const base = language.split('-')[0] ?? language;
  return tables[language]?.[key] ?? tables[base]?.[key] ?? tables['en']?.[key] ?? key;
}
