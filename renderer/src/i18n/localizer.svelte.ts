// The active language as reactive state: `t` and the formatters read it, so
// every message on screen is shown again in a new language the moment it is
// chosen, without a restart. A language's catalogue is loaded before it is
// shown: until it has arrived the current language stays on screen (never a
// key, never a flash of English), and when it cannot be loaded it stays.
// A catalogue comes in parts (catalogs.ts): the app's messages always, the
// lessons' texts once a screen showing them has asked (`needPart`); from then
// on a language is shown only with every part asked for.
import { baseLanguage, catalogFor, pickLocale, SOURCE_LOCALE, type CatalogPart } from './catalogs';
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

/** A part of the catalogue a screen needs (the lessons' texts) that could not be loaded: the screen cannot be shown. */
export class CatalogPartLoadError extends Error {
  constructor(
    readonly part: CatalogPart,
    readonly locale: string,
    cause: unknown,
  ) {
    super(`The messages "${part}" of "${locale}" could not be loaded (${cause instanceof Error ? cause.message : String(cause)}).`, { cause });
    this.name = 'CatalogPartLoadError';
  }
}

/** What asking for a part gave: loaded in the language shown (and English beneath it), or why not. */
export type PartLoaded = { ok: true } | { ok: false; error: CatalogPartLoadError };

export type CatalogLoader = (locale: string, part: CatalogPart) => Promise<Catalog>;

export class Localizer {
  #locale: string = $state(SOURCE_LOCALE);
  /** Each language's parts loaded so far, and the merged catalogue the translator reads. */
  #parts: Record<string, Partial<Record<CatalogPart, Catalog>>> = {};
  #catalogs: Readonly<Record<string, Catalog>> = {};
  /** The parts every language shown must have: the app's, and those screens have asked for. Read only while loading: not reactive. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #needed = new Set<CatalogPart>(['app']);
  #available: readonly string[];
  readonly #load: CatalogLoader;
  /** The latest request: an earlier one that arrives after it does not switch the language back. */
  #request = 0;
  // A cache of pure functions: nothing is shown from it directly, so it need not be reactive.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #translators = new Map<string, Translate>();

  /**
   * `loaded`: the app's catalogues at hand (English's at least); `available`:
   * the languages that may be chosen; `load`: fetches a part of any
   * language. It starts in English: a language is shown once `setLocale` has
   * loaded it.
   */
  constructor(loaded: Readonly<Record<string, Catalog>>, available: readonly string[], load: CatalogLoader) {
    for (const [locale, catalog] of Object.entries(loaded)) this.#store(locale, 'app', catalog);
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
    try {
      await this.#loadNeeded(this.#withBase(chosen));
    } catch (cause) {
      return { ok: false, error: new LanguageLoadError(chosen, this.#locale, cause) };
    }
    if (request === this.#request) this.#locale = chosen;
    return { ok: true, value: this.#locale };
  }

  /**
   * Loads `part` in the language shown (its base's, and English's beneath
   * them), and in every language shown from then on. A screen that shows
   * those words waits for it before it opens, so none of its keys flashes.
   * When it cannot be loaded nothing changes, and the error says so.
   */
  async needPart(part: CatalogPart): Promise<PartLoaded> {
    const wasNeeded = this.#needed.has(part);
    this.#needed.add(part);
    const locale = this.#locale;
    try {
      // A language switched to meanwhile is loaded with it (setLocale waits for every needed part).
      await this.#loadNeeded(this.#withBase(locale));
      return { ok: true };
    } catch (cause) {
      if (!wasNeeded) this.#needed.delete(part);
      return { ok: false, error: new CatalogPartLoadError(part, locale, cause) };
    }
  }

  /** Adds a language that is not among the catalogues shipped (the pseudo-locale, made when asked for through the loader). */
  addLanguage(locale: string): void {
    if (!this.#available.includes(locale)) this.#available = [...this.#available, locale];
  }

  readonly t: Translate = (key, ...values) => this.#translator(this.#locale)(key, ...values);

  readonly format = {
    number: (value: number, options?: Intl.NumberFormatOptions): string => formatNumber(value, this.#locale, options),
    date: (value: Date | number, options?: Intl.DateTimeFormatOptions): string => formatDate(value, this.#locale, options),
    dateTime: (value: Date | number): string => formatDateTime(value, this.#locale),
    list: (items: readonly string[]): string => formatList(items, this.#locale),
  };

  /** The languages a language is shown from: itself, its base (`pt` of `pt-BR`) and English, the fallback. */
  #withBase(locale: string): string[] {
    return [SOURCE_LOCALE, baseLanguage(locale), locale].filter((tag, index, tags) => tags.indexOf(tag) === index && this.#available.includes(tag));
  }

  /** Loads every needed part of `locales` not loaded yet, again while more became needed during the wait. */
  async #loadNeeded(locales: readonly string[]): Promise<void> {
    for (;;) {
      const missing = locales.flatMap((locale) => [...this.#needed].filter((part) => this.#parts[locale]?.[part] === undefined).map((part) => [locale, part] as const));
      if (missing.length === 0) return;
      const loaded = await Promise.all(missing.map(async ([locale, part]) => [locale, part, await this.#load(locale, part)] as const));
      for (const [locale, part, catalog] of loaded) this.#store(locale, part, catalog);
    }
  }

  #store(locale: string, part: CatalogPart, catalog: Catalog): void {
    const parts = { ...this.#parts[locale], [part]: catalog };
    this.#parts = { ...this.#parts, [locale]: parts };
    // The app's messages over the tutorials', as in the whole catalogue (catalogs.ts).
    this.#catalogs = { ...this.#catalogs, [locale]: { ...parts.tutorials, ...parts.app } };
    // A translator remembers a key it could not find: one made before this part arrived would keep showing it.
    this.#translators.clear();
  }

  #translator(locale: string): Translate {
    let translator = this.#translators.get(locale);
    if (translator === undefined) {
      translator = createTranslator(catalogFor(locale, this.#catalogs), locale, this.#catalogs[SOURCE_LOCALE] ?? {}, SOURCE_LOCALE);
      this.#translators.set(locale, translator);
    }
    return translator;
  }
}
