// The app's language, chosen at start from the browser's preferences and
// switchable while it runs. Components import `t` and the formatters from here.
import { CATALOGS, LOCALES } from './catalogs';
import { Localizer } from './localizer.svelte';

export type { MessageKey, Translate } from './messages';
export { LOCALES } from './catalogs';

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
