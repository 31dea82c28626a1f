// Every file in ./locales is a language: adding a language is adding a file
// named by its BCP 47 tag (`ms.ts`, `pt-BR.ts`) whose default export
// `satisfies Messages`.
import en from './locales/en';
import type { Messages } from './messages';

const modules = import.meta.glob<{ default: Messages }>(['./locales/*.ts', '!./locales/*.test.ts'], { eager: true });

export const CATALOGS: Readonly<Record<string, Messages>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/(.+)\.ts$/, '$1'), module.default]),
);

export const SOURCE_LOCALE = 'en';
export const SOURCE_MESSAGES: Messages = en;

/**
 * The best catalog for the reader's preferred languages: an exact tag first
 * (`pt-BR`), then its language (`pt`), else English.
 */
export function pickLocale(preferred: readonly string[], available: readonly string[] = Object.keys(CATALOGS)): string {
  const lower = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  for (const tag of preferred) {
    const exact = lower.get(tag.toLowerCase());
    if (exact !== undefined) return exact;
    const language = lower.get(tag.split('-')[0]?.toLowerCase() ?? '');
    if (language !== undefined) return language;
  }
  return SOURCE_LOCALE;
}
