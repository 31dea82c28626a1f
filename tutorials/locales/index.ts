// Every language the tutorials are translated into, by BCP 47 tag. Adding a
// language is adding its file here (the app's own catalogue is added in
// renderer/src/i18n/locales/).
import type { TutorialTranslation } from '../messages';
import de from './de';
import es from './es';
import fil from './fil';
import id from './id';
import ms from './ms';
import pt from './pt';

export const TUTORIAL_TRANSLATIONS: Readonly<Record<string, TutorialTranslation>> = { ms, id, fil, pt, es, de };
