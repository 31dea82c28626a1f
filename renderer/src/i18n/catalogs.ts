// One catalogue per language: the app's messages from ./locales, and the
// lessons' and the rules reference's, which the tutorials contribute as data.
// Every file in ./locales is a language: adding one is adding a file named by
// its BCP 47 tag (`ms.ts`, `pt-BR.ts`) whose default export `satisfies Messages`.
//
// English, the fallback, is part of the main bundle; every other language is
// loaded when it is shown (`loadCatalog`), its app messages and its lessons'
// translation in one chunk of its own (vite.config.ts). What needs every
// catalogue at once (the checks, tests) imports ./all-catalogs.ts, which
// loads them all through the same loaders.
import { LESSON_DEFS, REFERENCE_MESSAGES, TUTORIAL_TRANSLATION_LOADERS, tutorialCatalogs, type TutorialCatalogs, type TutorialTranslation } from '../../../tutorials';
import en from './locales/en';
import type { Catalog, Messages } from './messages';

export const SOURCE_LOCALE = 'en';

// Not eager: each file becomes a chunk fetched when its language is asked for.
const files = import.meta.glob<{ default: Messages }>(['./locales/*.ts', '!./locales/*.test.ts', '!./locales/en.ts']);

/** Each language's app messages, by tag, loaded when called (English's at once: it is always here). */
export const APP_CATALOG_LOADERS: Readonly<Record<string, () => Promise<Messages>>> = {
  [SOURCE_LOCALE]: () => Promise.resolve(en),
  ...Object.fromEntries(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), async () => (await load()).default])),
};

/** The languages the app speaks: those with app messages (a lesson alone does not make a language). Known without loading any. */
export const LOCALES: readonly string[] = Object.keys(APP_CATALOG_LOADERS);

/** Each language's app catalogue with the tutorials' messages in that language added. */
export function mergeCatalogs(app: Readonly<Record<string, Catalog>>, tutorials: TutorialCatalogs): Readonly<Record<string, Catalog>> {
  const tags = new Set([...Object.keys(app), ...Object.keys(tutorials)]);
  return Object.fromEntries([...tags].map((tag) => [tag, { ...tutorials[tag], ...app[tag] }]));
}

/** One language's catalogue: its app messages over its lessons' and the reference's (English's from the lessons themselves, another's from its translation). */
export function languageCatalog(tag: string, app: Messages, translation?: TutorialTranslation): Catalog {
  const tutorials = tutorialCatalogs(LESSON_DEFS, REFERENCE_MESSAGES, translation === undefined ? {} : { [tag]: translation });
  return mergeCatalogs({ [tag]: app }, tutorials)[tag] ?? app;
}

/** English's whole catalogue: the fallback of every other language, always loaded. */
export const ENGLISH_CATALOG: Catalog = languageCatalog(SOURCE_LOCALE, en);

/** A language the app has no catalogue for (a tag outside LOCALES). */
export class UnknownLanguageError extends Error {
  constructor(readonly locale: string) {
    super(`The app has no catalogue for the language "${locale}".`);
    this.name = 'UnknownLanguageError';
  }
}

/**
 * Loads one language's catalogue: its app messages and its lessons'
 * translation (one chunk in the built app). Rejects with the loader's error
 * when the chunk cannot be fetched, with UnknownLanguageError for a tag the
 * app does not speak.
 */
export async function loadCatalog(tag: string): Promise<Catalog> {
  if (tag === SOURCE_LOCALE) return ENGLISH_CATALOG;
  const loadApp = APP_CATALOG_LOADERS[tag];
  if (loadApp === undefined) throw new UnknownLanguageError(tag);
  const [app, translation] = await Promise.all([loadApp(), TUTORIAL_TRANSLATION_LOADERS[tag]?.()]);
  return languageCatalog(tag, app, translation);
}

/**
 * A language's catalogue with its base language's beneath it (`pt-BR` over
 * `pt`): what the translator reads before falling back to English.
 */
export function catalogFor(locale: string, catalogs: Readonly<Record<string, Catalog>>): Catalog {
  const base = baseLanguage(locale);
  return { ...(base === locale ? {} : catalogs[base]), ...catalogs[locale] };
}

/** The language of a tag (`pt` of `pt-BR`). */
export function baseLanguage(locale: string): string {
  return locale.split('-')[0] ?? locale;
}

/**
 * The best language for the reader's preferred ones: an exact tag first
 * (`pt-BR`), then its language (`pt`), else English.
 */
export function pickLocale(preferred: readonly string[], available: readonly string[] = LOCALES): string {
  const lower = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  for (const tag of preferred) {
    const exact = lower.get(tag.toLowerCase());
    if (exact !== undefined) return exact;
    const language = lower.get(tag.split('-')[0]?.toLowerCase() ?? '');
    if (language !== undefined) return language;
  }
  return SOURCE_LOCALE;
}
