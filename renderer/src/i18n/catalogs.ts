// One catalogue per language: the app's messages from ./locales, and the
// lessons' and the rules reference's, which the tutorials contribute as data.
// Every file in ./locales is a language: adding one is adding a file named by
// its BCP 47 tag (`ms.ts`, `pt-BR.ts`) whose default export `satisfies Messages`.
import { TUTORIAL_CATALOGS, type TutorialCatalogs } from '../../../tutorials';
import type { Catalog, Messages } from './messages';

const modules = import.meta.glob<{ default: Messages }>(['./locales/*.ts', '!./locales/*.test.ts'], { eager: true });

/** The app's own messages, per language tag. */
export const APP_CATALOGS: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default]),
);

export const SOURCE_LOCALE = 'en';

/** The languages the app speaks: those with app messages (a lesson alone does not make a language). */
export const LOCALES: readonly string[] = Object.keys(APP_CATALOGS);

/** Each language's app catalogue with the tutorials' messages in that language added. */
export function mergeCatalogs(app: Readonly<Record<string, Catalog>>, tutorials: TutorialCatalogs): Readonly<Record<string, Catalog>> {
  const tags = new Set([...Object.keys(app), ...Object.keys(tutorials)]);
  return Object.fromEntries([...tags].map((tag) => [tag, { ...tutorials[tag], ...app[tag] }]));
}

export const CATALOGS: Readonly<Record<string, Catalog>> = mergeCatalogs(APP_CATALOGS, TUTORIAL_CATALOGS);

/**
 * A language's catalogue with its base language's beneath it (`pt-BR` over
 * `pt`): what the translator reads before falling back to English.
 */
export function catalogFor(locale: string, catalogs: Readonly<Record<string, Catalog>> = CATALOGS): Catalog {
  const base = locale.split('-')[0] ?? locale;
  return { ...(base === locale ? {} : catalogs[base]), ...catalogs[locale] };
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
