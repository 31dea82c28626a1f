// The active language as reactive state: `t` and the formatters read it, so
// every message on screen is shown again in a new language the moment it is
// chosen, without a restart.
import { catalogFor, pickLocale, SOURCE_LOCALE } from './catalogs';
import { formatDate, formatDateTime, formatList, formatNumber } from './format';
import type { Catalog, Translate } from './messages';
import { createTranslator } from './translator';

export class Localizer {
  #locale: string = $state(SOURCE_LOCALE);
  #catalogs: Readonly<Record<string, Catalog>>;
  #available: readonly string[];
  // A cache of pure functions: nothing is shown from it directly, so it need not be reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #translators = new Map<string, Translate>();

  /** `available`: the languages that may be chosen; `preferred`: the reader's, best first (BCP 47 tags). */
  constructor(catalogs: Readonly<Record<string, Catalog>>, available: readonly string[], preferred: readonly string[]) {
    this.#catalogs = catalogs;
    this.#available = available;
    this.#locale = pickLocale(preferred, available);
  }

  get locale(): string {
    return this.#locale;
  }

  /** Switches to the best available language for `preferred` and returns it. */
  setLocale(preferred: readonly string[]): string {
    this.#locale = pickLocale(preferred, this.#available);
    return this.#locale;
  }

  /** Adds a language that is not among the catalogues shipped (the pseudo-locale, made when asked for). */
  addLanguage(locale: string, catalog: Catalog): void {
    if (this.#available.includes(locale)) return;
    this.#catalogs = { ...this.#catalogs, [locale]: catalog };
    this.#available = [...this.#available, locale];
  }

  readonly t: Translate = (key, ...values) => this.#translator(this.#locale)(key, ...values);

  readonly format = {
    number: (value: number, options?: Intl.NumberFormatOptions): string => formatNumber(value, this.#locale, options),
    date: (value: Date | number, options?: Intl.DateTimeFormatOptions): string => formatDate(value, this.#locale, options),
    dateTime: (value: Date | number): string => formatDateTime(value, this.#locale),
    list: (items: readonly string[]): string => formatList(items, this.#locale),
  };

  #translator(locale: string): Translate {
    let translator = this.#translators.get(locale);
    if (translator === undefined) {
      translator = createTranslator(catalogFor(locale, this.#catalogs), locale, this.#catalogs[SOURCE_LOCALE] ?? {}, SOURCE_LOCALE);
      this.#translators.set(locale, translator);
    }
    return translator;
  }
}
