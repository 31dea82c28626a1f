// The active language as reactive state: `t` and the formatters read it, so
// every message on screen is shown again in a new language the moment it is
// chosen, without a restart. A language's catalogue is loaded before it is
// shown: until it has arrived the current language stays on screen (never a
// key, never a flash of English), and when it cannot be loaded it stays.
import { baseLanguage, catalogFor, pickLocale, SOURCE_LOCALE } from './catalogs';
import { formatDate, formatDateTime, formatList, formatNumber } from './format';
import type { Catalog, Translate } from './messages';
import { createTranslator } from './translator';

/** A language that could not be loaded (its chunk could not be fetched): the current one stays. */
export class LanguageLoadError extends Error {
  constructor(
    readonly locale: string,
    readonly kept: string,
    cause: unknown,
  ) {
    super(`The language "${locale}" could not be loaded (${cause instanceof Error ? cause.message : String(cause)}); "${kept}" is kept.`, { cause });
    this.name = 'LanguageLoadError';
  }
}

/** What asking for a language gave: the language now shown, or why the current one stays. */
export type LanguageShown = { ok: true; value: string } | { ok: false; error: LanguageLoadError };

export type CatalogLoader = (locale: string) => Promise<Catalog>;

export class Localizer {
  #locale: string = $state(SOURCE_LOCALE);
  #catalogs: Readonly<Record<string, Catalog>>;
  #available: readonly string[];
  readonly #load: CatalogLoader;
  /** The latest request: an earlier one that arrives after it does not switch the language back. */
  #request = 0;
  // A cache of pure functions: nothing is shown from it directly, so it need not be reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #translators = new Map<string, Translate>();

  /**
   * `loaded`: the catalogues at hand (English at least); `available`: the
   * languages that may be chosen; `load`: fetches any other. It starts in
   * English: a language is shown once `setLocale` has loaded it.
   */
  constructor(loaded: Readonly<Record<string, Catalog>>, available: readonly string[], load: CatalogLoader) {
    this.#catalogs = loaded;
    this.#available = available;
    this.#load = load;
  }

  get locale(): string {
    return this.#locale;
  }

  /**
   * Switches to the best available language for `preferred` once its
   * catalogue (and its base language's, for `pt-BR`) is loaded. When it
   * cannot be loaded the current language stays, and the error says so.
   */
  async setLocale(preferred: readonly string[]): Promise<LanguageShown> {
    const request = ++this.#request;
    const chosen = pickLocale(preferred, this.#available);
    const base = baseLanguage(chosen);
    const needed = (base === chosen ? [chosen] : [base, chosen]).filter((tag) => this.#available.includes(tag) && this.#catalogs[tag] === undefined);
    try {
      const loaded = await Promise.all(needed.map(async (tag) => [tag, await this.#load(tag)] as const));
      this.#catalogs = { ...this.#catalogs, ...Object.fromEntries(loaded) };
    } catch (cause) {
      return { ok: false, error: new LanguageLoadError(chosen, this.#locale, cause) };
    }
    if (request === this.#request) this.#locale = chosen;
    return { ok: true, value: this.#locale };
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
