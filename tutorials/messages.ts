/**
 * The tutorials' words as their part of the app's one message catalogue:
 * every lesson's table under `lesson.<lesson id>.<key>` and the rules
 * reference's under `reference.<key>`, per language. Lessons stay data: a
 * language is added to a lesson by adding its table to the lesson's
 * `messages`, and whoever reads the catalogue shows English for a key a
 * language lacks.
 */
import type { ReferenceKey } from './reference';
import type { LessonDef, LocalizedMessages } from './types';

export type LessonMessageKey = `lesson.${string}.${string}`;
export type ReferenceMessageKey = `reference.${ReferenceKey}`;
export type TutorialMessageKey = LessonMessageKey | ReferenceMessageKey;

/** Per language tag, the tutorials' messages under their catalogue keys. */
export type TutorialCatalogs = Readonly<Record<string, Readonly<Partial<Record<TutorialMessageKey, string>>>>>;

// Lesson ids never hold a dot (see validate.ts), so the key splits back unambiguously.
export const lessonMessageKey = (lessonId: string, key: string): LessonMessageKey => `lesson.${lessonId}.${key}`;

export const referenceMessageKey = (key: ReferenceKey): ReferenceMessageKey => `reference.${key}`;

function contribute(
  catalogs: Record<string, Record<string, string>>,
  messages: LocalizedMessages,
  keyOf: (key: string) => TutorialMessageKey,
): void {
  for (const [locale, table] of Object.entries(messages)) {
    const catalog = (catalogs[locale] ??= {});
    for (const [key, text] of Object.entries(table)) if (text !== undefined) catalog[keyOf(key)] = text;
  }
}

/**
 * One language's translation of the tutorials, kept in one file per language
 * (`tutorials/locales/<tag>.ts`) so a translator works in one place: per
 * lesson id its messages by the lesson's English keys, and the reference's.
 */
export interface TutorialTranslation {
  lessons: Readonly<Record<string, Readonly<Record<string, string>>>>;
  reference: Readonly<Partial<Record<ReferenceKey, string>>>;
}

/**
 * The lessons' and the reference's messages, merged per language: what the
 * files themselves hold (English, at least) and then each language's
 * translation file.
 */
export function tutorialCatalogs(
  lessons: readonly Pick<LessonDef, 'id' | 'messages'>[],
  reference: LocalizedMessages<ReferenceKey>,
  translations: Readonly<Record<string, TutorialTranslation>> = {},
): TutorialCatalogs {
  const catalogs: Record<string, Record<string, string>> = {};
  for (const lesson of lessons) contribute(catalogs, lesson.messages, (key) => lessonMessageKey(lesson.id, key));
  contribute(catalogs, reference, (key) => referenceMessageKey(key as ReferenceKey));
  for (const [locale, translation] of Object.entries(translations)) {
    for (const [lessonId, table] of Object.entries(translation.lessons)) contribute(catalogs, { en: {}, [locale]: table }, (key) => lessonMessageKey(lessonId, key));
    contribute(catalogs, { en: {}, [locale]: translation.reference }, (key) => referenceMessageKey(key as ReferenceKey));
  }
  return catalogs;
}

/**
 * What a language still lacks of the tutorials, per lesson id (and
 * `reference` for the rules reference): the English keys it has no message
 * for, in the lessons' order. Empty when the language is complete.
 */
export function missingTutorialMessages(
  lessons: readonly Pick<LessonDef, 'id' | 'messages'>[],
  reference: LocalizedMessages<ReferenceKey>,
  catalogs: TutorialCatalogs,
  locale: string,
): Record<string, string[]> {
  const catalog = catalogs[locale] ?? {};
  const missing: Record<string, string[]> = {};
  const check = (part: string, keys: readonly string[], keyOf: (key: string) => TutorialMessageKey) => {
    const lacking = keys.filter((key) => catalog[keyOf(key)] === undefined);
    if (lacking.length > 0) missing[part] = lacking;
  };
  for (const lesson of lessons) check(lesson.id, Object.keys(lesson.messages.en), (key) => lessonMessageKey(lesson.id, key));
  check('reference', Object.keys(reference.en), (key) => referenceMessageKey(key as ReferenceKey));
  return missing;
}
