/**
 * The languages the app is written for, and what the host knows of the
 * system's: shared by the renderer (its catalogues) and the desktop shell
 * (its menu and boxes), so both read a system's tags alike.
 */

/** The languages the app is written for, by BCP 47 tag (the renderer offers those whose catalogue has landed). */
export const LANGUAGE_TAGS = ['en', 'ms', 'id', 'fil', 'pt', 'es', 'de'] as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[number];
/** The language setting: one of them, or 'system' (the system's language when it is one of them, else English). */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGE_TAGS] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** What the host knows of the system's languages, for the 'system' choice. */
export interface SystemLanguages {
  /** The system's preferred languages, best first (BCP 47); empty where the renderer asks its browser instead. */
  preferred: string[];
  /** Test and development only (the browser mode's `--pseudo-locale`): show the pseudo-locale, whatever the setting. */
  pseudoLocale: boolean;
}

// Older and related tags systems still report for the app's languages.
const ALIASES: Readonly<Record<string, LanguageTag>> = { tl: 'fil', in: 'id', zsm: 'ms' };

/** `tl-PH` → `fil-PH`: a system's tag as the catalogues name its language. */
export function canonicalTag(tag: string): string {
  const [language = '', ...rest] = tag.split('-');
  const alias = ALIASES[language.toLowerCase()];
  return alias === undefined ? tag : [alias, ...rest].join('-');
}

export function isLanguageTag(value: string): value is LanguageTag {
  return (LANGUAGE_TAGS as readonly string[]).includes(value);
}

/** The first of the system's languages the app is written in (`ms-MY` → `ms`), else English. */
export function systemLanguage(preferred: readonly string[]): LanguageTag {
  for (const tag of preferred) {
    const language = canonicalTag(tag).split('-')[0]?.toLowerCase() ?? '';
    if (isLanguageTag(language)) return language;
  }
  return 'en';
}
