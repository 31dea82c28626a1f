// The app's language, chosen at start from the setting (or the browser's
// preferences) and switchable while it runs. Components import `t` and the
// formatters from here. English is here from the start; another language is
// shown once its catalogue has been loaded.
import type { LanguageChoice, SystemLanguages } from '../../../electron/contract';
import { ENGLISH_CATALOG, loadCatalog, LOCALES, pickLocale, SOURCE_LOCALE } from './catalogs';
import type { Catalog } from './messages';
import { preferredLanguages } from './languages';
import { Localizer, type LanguageShown } from './localizer.svelte';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo';

export type { MessageKey, Translate } from './messages';
export { LOCALES } from './catalogs';
export { LANGUAGE_NAMES, languageOptions } from './languages';
export { LanguageLoadError, type LanguageShown } from './localizer.svelte';

// A language being loaded is loaded once, however many ask (a preload and the
// setting's choice); a failed load is forgotten, so asking again tries again
// (Chromium itself remembers a chunk that failed until the page is reloaded:
// in the browser mode that means the server has gone, and a new server has a
// new address anyway).
const loading = new Map<string, Promise<Catalog>>();
function loadOnce(tag: string): Promise<Catalog> {
  let catalog = loading.get(tag);
  if (catalog === undefined) {
    catalog = loadCatalog(tag);
    loading.set(tag, catalog);
    catalog.catch(() => loading.delete(tag));
  }
  return catalog;
}

const localizer = new Localizer({ [SOURCE_LOCALE]: ENGLISH_CATALOG }, LOCALES, loadOnce);

/**
 * Starts loading the language the browser prefers before the setting is
 * known: with the default setting ('system') it is the one shown, and its
 * chunk then arrives beside the settings instead of after them. Nothing is
 * shown until `showLanguage`.
 */
export function preloadLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): void {
  const tag = pickLocale(preferred);
  if (tag !== SOURCE_LOCALE) loadOnce(tag).catch(() => undefined);
}

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
