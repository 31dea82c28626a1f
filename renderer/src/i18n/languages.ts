// The language setting: which languages Settings offers, each by its own
// name, and which language a choice means ('system': the system's, or the
// browser's in the browser mode, when the app speaks it; else English).
import { canonicalTag, LANGUAGE_TAGS, type LanguageChoice, type LanguageTag, type SystemLanguages } from '../../../electron/contract';
import { PSEUDO_LOCALE } from './pseudo';

/** Each language by its own name, as its speakers look for it in a list (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<LanguageTag, string>> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  fil: 'Filipino',
  pt: 'Português',
  es: 'Español',
  de: 'Deutsch',
};

/** The languages Settings lists: those whose app catalogue has landed, in the setting's order. */
export function languageOptions(locales: readonly string[]): LanguageTag[] {
  return LANGUAGE_TAGS.filter((tag) => locales.includes(tag));
}

/**
 * The languages to show, best first, for a setting: the chosen one, or for
 * 'system' the host's list (the desktop app's) or else the browser's. The
 * pseudo-locale replaces them all when the host was started for it.
 */
export function preferredLanguages(choice: LanguageChoice, system: SystemLanguages, browser: readonly string[]): string[] {
  if (system.pseudoLocale) return [PSEUDO_LOCALE];
  if (choice !== 'system') return [choice];
  return (system.preferred.length > 0 ? system.preferred : browser).map(canonicalTag);
}
