/**
 * The lessons' and the rules reference's words in one language, as the app's
 * catalogue files them (`lesson.<id>.<key>`, `reference.<key>`): English's
 * from the lessons themselves, another language's from its translation over
 * English's keys. The renderer imports this module only dynamically
 * (renderer/src/i18n/catalogs.ts), so the lessons' English stays out of the
 * main script until a screen that shows them opens.
 */
import { LESSON_DEFS } from './lesson-defs';
import { tutorialCatalogs, type TutorialCatalogs, type TutorialTranslation } from './messages';
import { REFERENCE_MESSAGES } from './reference';

/** `tag`'s tutorial messages: its translation's (when given) over nothing else; English's for 'en'. */
export function tutorialTexts(tag: string, translation?: TutorialTranslation): TutorialCatalogs[string] {
  return tutorialCatalogs(LESSON_DEFS, REFERENCE_MESSAGES, translation === undefined ? {} : { [tag]: translation })[tag] ?? {};
}
