// The app's language, chosen at start from the setting (or the browser's
// preferences) and switchable while it runs. Components import `t` and the
// formatters from here. English is here from the start; another language is
// shown once its catalogue has been loaded.
import type { LanguageChoice, SystemLanguages } from '../../../electron/contract';
import { ENGLISH_CATALOG, loadCatalog, LOCALES, SOURCE_LOCALE } from './catalogs';
import { preferredLanguages } from './languages';
import { Localizer, type LanguageShown } from './localizer.svelte';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo';

export type { MessageKey, Translate } from './messages';
export { LOCALES } from './catalogs';
export { LANGUAGE_NAMES, languageOptions } from './languages';
export { LanguageLoadError, type LanguageShown } from './localizer.svelte';

const localizer = new Localizer({ [SOURCE_LOCALE]: ENGLISH_CATALOG }, LOCALES, loadCatalog);

export const t = localizer.t;
export const format = localizer.format;

/** The active language's tag (reactive: reading it in a component follows a change). */
export function getLocale(): string {
  return localizer.locale;
}

/** Shows the app in the best available language for `preferred` once it is loaded; the page's `lang` follows. */
export async function setLocale(preferred: readonly string[]): Promise<LanguageShown> {
  const shown = await localizer.setLocale(preferred);
  if (typeof document !== 'undefined') document.documentElement.lang = localizer.locale;
  return shown;
}

/** Shows the app in the language a setting means once it is loaded; the current one stays when it cannot be. */
export function showLanguage(choice: LanguageChoice, system: SystemLanguages): Promise<LanguageShown> {
  // Made only when a test or developer asks for it: players never pay for it.
  if (system.pseudoLocale) localizer.addLanguage(PSEUDO_LOCALE, pseudoCatalog(ENGLISH_CATALOG));
  return setLocale(preferredLanguages(choice, system, typeof navigator === 'undefined' ? [] : navigator.languages));
}
