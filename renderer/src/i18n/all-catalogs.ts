// Every language's catalogue at once, for what reads them all (the catalogue
// checks, the language rules' tests): the same loaders the app uses one at a
// time (./catalogs.ts), awaited once as this module loads, so importers read
// plain objects. The app itself never imports this.
import { TUTORIAL_CATALOGS, TUTORIAL_TRANSLATIONS } from '../../../tutorials/all-translations';
import { APP_CATALOG_LOADERS, loadCatalog, LOCALES } from './catalogs';
import type { Catalog, Messages } from './messages';

async function everyOne<T>(tags: readonly string[], load: (tag: string) => Promise<T>): Promise<Readonly<Record<string, T>>> {
  return Object.fromEntries(await Promise.all(tags.map(async (tag) => [tag, await load(tag)] as const)));
}

/** The app's own messages, per language tag. */
export const APP_CATALOGS: Readonly<Record<string, Messages>> = await everyOne(LOCALES, (tag) => APP_CATALOG_LOADERS[tag]!());

/** Each language's whole catalogue (app and tutorials), as the app loads it. */
export const CATALOGS: Readonly<Record<string, Catalog>> = await everyOne(LOCALES, loadCatalog);

export { TUTORIAL_CATALOGS, TUTORIAL_TRANSLATIONS };
