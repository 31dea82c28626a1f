// The app's language, chosen at start from the setting (or the browser's
// preferences) and switchable while it runs. Components import `t` and the
// formatters from here. English's app messages are here from the start;
// another language is shown once its catalogue has been loaded, and the
// lessons' texts are loaded when a screen showing them first opens
// (`loadLessonTexts`).
import type { LanguageChoice, SystemLanguages } from '../../../electron/contract';
import { ENGLISH_APP_CATALOG, loadCatalogPart, LOCALES, pickLocale, SOURCE_LOCALE, type CatalogPart } from './catalogs';
import type { Catalog } from './messages';
import { preferredLanguages } from './languages';
import { Localizer, type LanguageShown, type PartLoaded } from './localizer.svelte';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo';

export type { MessageKey, Translate } from './messages';
export { LOCALES } from './catalogs';
export { LANGUAGE_NAMES, languageOptions } from './languages';
export { CatalogPartLoadError, LanguageLoadError, type LanguageShown, type PartLoaded } from './localizer.svelte';

// A language being loaded is loaded once, however many ask (a preload and the
// setting's choice); a failed load is forgotten, so asking again tries again
// (Chromium itself remembers a chunk that failed until the page is reloaded:
// in the browser mode that means the server has gone, and a new server has a
// new address anyway).
const loading = new Map<string, Promise<Catalog>>();
function loadOnce(tag: string, part: CatalogPart = 'app'): Promise<Catalog> {
  const id = `${tag}:${part}`;
  let catalog = loading.get(id);
  if (catalog === undefined) {
    // The pseudo-locale is made from English's, part by part, when asked for.
    catalog = tag === PSEUDO_LOCALE ? loadOnce(SOURCE_LOCALE, part).then(pseudoCatalog) : loadCatalogPart(tag, part);
    loading.set(id, catalog);
    catalog.catch(() => loading.delete(id));
  }
  return catalog;
}

const localizer = new Localizer({ [SOURCE_LOCALE]: ENGLISH_APP_CATALOG }, LOCALES, loadOnce);

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

/**
 * Loads the lessons' and the rules reference's texts in the language shown
 * (and in every language shown later). The screens that show them (Lessons,
 * the New game dialog's lesson links) wait for it before they open; when it
 * fails they say so instead.
 */
export function loadLessonTexts(): Promise<PartLoaded> {
  return localizer.needPart('tutorials');
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
  if (system.pseudoLocale) localizer.addLanguage(PSEUDO_LOCALE);
  return setLocale(preferredLanguages(choice, system, typeof navigator === 'undefined' ? [] : navigator.languages));
}
