/**
 * Every translation of the tutorials at once, for what reads them all (the
 * catalogue checks and tests, Node tools): the loaders of ./locales awaited
 * once as this module loads, so importers read plain objects. The renderer
 * never imports this: it loads only the language it shows.
 */
import { LESSON_DEFS } from './index';
import { TUTORIAL_TRANSLATION_LOADERS } from './locales';
import { tutorialCatalogs, type TutorialTranslation } from './messages';
import { REFERENCE_MESSAGES } from './reference';

export const TUTORIAL_TRANSLATIONS: Readonly<Record<string, TutorialTranslation>> = Object.fromEntries(
  await Promise.all(Object.entries(TUTORIAL_TRANSLATION_LOADERS).map(async ([tag, load]) => [tag, await load()] as const)),
);

/** Every lesson's and the rules reference's text, per language: English's from the lessons, the rest from their translations. */
export const TUTORIAL_CATALOGS = tutorialCatalogs(LESSON_DEFS, REFERENCE_MESSAGES, TUTORIAL_TRANSLATIONS);
