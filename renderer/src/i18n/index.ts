// The app's active language, chosen once at start from the browser's
// preferences. Components import `t` and the formatters from here.
import { CATALOGS, pickLocale, SOURCE_MESSAGES } from './catalogs';
import { formatDate, formatDateTime, formatNumber } from './format';
import { createTranslator } from './translator';

export type { MessageKey, Translate } from './messages';

export const locale: string = pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);

export const t = createTranslator(CATALOGS[locale] ?? SOURCE_MESSAGES, locale, SOURCE_MESSAGES);

export const format = {
  number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => formatDate(value, locale, options),
  dateTime: (value: Date | number) => formatDateTime(value, locale),
};
