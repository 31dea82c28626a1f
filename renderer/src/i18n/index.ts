// The app's language, chosen at start from the browser's preferences and
// switchable while it runs. Components import `t` and the formatters from here.
import type { LanguageChoice, SystemLanguages } from '../../../electron/contract';
import { CATALOGS, LOCALES, SOURCE_LOCALE } from './catalogs';
import { preferredLanguages } from './languages';
import { Localizer } from './localizer.svelte';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo';

export type { MessageKey, Translate } from './messages';
export { LOCALES } from './catalogs';
export { LANGUAGE_NAMES, languageOptions } from './languages';

const localizer = new Localizer(CATALOGS, LOCALES, typeof navigator === 'undefined' ? [] : navigator.languages);

export const t = localizer.t;
export const format = localizer.format;

/** The active language's tag (reactive: reading it in a component follows a change). */
export function getLocale(): string {
  return localizer.locale;
}

/** Shows the app in the best available language for `preferred`, at once; the page's `lang` follows. */
export function setLocale(preferred: readonly string[]): string {
  const chosen = localizer.setLocale(preferred);
  if (typeof document !== 'undefined') document.documentElement.lang = chosen;
  return chosen;
}

/** Shows the app in the language a setting means, at once; returns the language shown. */
export function showLanguage(choice: LanguageChoice, system: SystemLanguages): string {
  // Made only when a test or developer asks for it: players never pay for it.
  if (system.pseudoLocale) localizer.addLanguage(PSEUDO_LOCALE, pseudoCatalog(CATALOGS[SOURCE_LOCALE] ?? {}));
  return setLocale(preferredLanguages(choice, system, typeof navigator === 'undefined' ? [] : navigator.languages));
}
