// The desktop shell's words (menu, About, update and error boxes) in the
// language the player chose, or the system's: a small catalogue of its own per
// language in ./locales, since the renderer's catalogues do not reach the
// main process. Plain `{name}` fills only: none of these texts counts anything.
import { systemLanguage, type LanguageChoice, type LanguageTag } from '../contract';
import de from './locales/de';
import en from './locales/en';
import es from './locales/es';
import fil from './locales/fil';
import id from './locales/id';
import ms from './locales/ms';
import pt from './locales/pt';

export type MainMessageKey = keyof typeof en;
/** Every language's table has every English key (`satisfies MainMessages`), and no other. */
export type MainMessages = { readonly [K in MainMessageKey]: string };

export const MAIN_CATALOGS: Readonly<Record<LanguageTag, MainMessages>> = { en, ms, id, fil, pt, es, de };

export type MainText = (key: MainMessageKey, values?: Readonly<Record<string, string>>) => string;

/** The shell's language for a setting: the chosen one, or for 'system' the system's when the app speaks it, else English. */
export function mainLanguage(choice: LanguageChoice, system: readonly string[]): LanguageTag {
  return choice === 'system' ? systemLanguage(system) : choice;
}

/** The shell's texts in `language`; a value that is not given leaves its `{name}` showing, easy to spot. */
export function mainText(language: LanguageTag): MainText {
  const messages = MAIN_CATALOGS[language];
  return (key, values = {}) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
