// One catalogue per language, in two parts: the app's messages from
// ./locales, and the lessons' and the rules reference's, which the tutorials
// contribute as data. Every file in ./locales is a language: adding one is
// adding a file named by its BCP 47 tag (`ms.ts`, `pt-BR.ts`) whose default
// export `satisfies Messages`.
//
// English's app messages, the fallback, are part of the main bundle; every
// other language's are loaded when it is shown (`loadCatalogPart(tag, 'app')`,
// one chunk per language, vite.config.ts). The tutorials' part, English's
// included, is loaded when a screen that shows the lessons' words first opens
// (`loadCatalogPart(tag, 'tutorials')`). What needs every catalogue whole
// (the checks, tests) imports ./all-catalogs.ts, which loads them all through
// these same loaders (`loadCatalog`).
import type { TutorialCatalogs } from '../../../tutorials';
import { TUTORIAL_TRANSLATION_LOADERS } from '../../../tutorials/locales';
import en from './locales/en';
import type { Catalog, Messages } from './messages';

export const SOURCE_LOCALE = 'en';

/** The two parts of a language's catalogue, each loaded on its own: the app's messages, and the lessons' and the rules reference's. */
export const CATALOG_PARTS = ['app', 'tutorials'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

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

/** English's app messages: the fallback of every other language, in the main script. */
export const ENGLISH_APP_CATALOG: Catalog = en;

/** A language the app has no catalogue for (a tag outside LOCALES). */
export class UnknownLanguageError extends Error {
  constructor(readonly locale: string) {
    super(`The app has no catalogue for the language "${locale}".`);
    this.name = 'UnknownLanguageError';
  }
}

/**
 * The lessons' and the rules reference's messages in one language: English's
 * from the lessons themselves, another's from its translation (a chunk of its
 * own, `lessons-<tag>`); a language without one has none, and shows English.
 */
async function loadTutorialMessages(tag: string): Promise<Catalog> {
  const [{ tutorialTexts }, translation] = await Promise.all([import('../../../tutorials/texts'), tag === SOURCE_LOCALE ? undefined : TUTORIAL_TRANSLATION_LOADERS[tag]?.()]);
  return tag !== SOURCE_LOCALE && translation === undefined ? {} : tutorialTexts(tag, translation);
}

/**
 * Loads one part of one language's catalogue. Rejects with the loader's error
 * when its chunk cannot be fetched, with UnknownLanguageError for a tag the
 * app does not speak.
 */
export async function loadCatalogPart(tag: string, part: CatalogPart): Promise<Catalog> {
  const loadApp = APP_CATALOG_LOADERS[tag];
  if (loadApp === undefined) throw new UnknownLanguageError(tag);
  return part === 'app' ? loadApp() : loadTutorialMessages(tag);
}

/** One language's whole catalogue: its app messages over its lessons' and the reference's. */
export async function loadCatalog(tag: string): Promise<Catalog> {
  const [app, tutorials] = await Promise.all([loadCatalogPart(tag, 'app'), loadCatalogPart(tag, 'tutorials')]);
  return { ...tutorials, ...app };
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
