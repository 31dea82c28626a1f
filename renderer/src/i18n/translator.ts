import { formatNumber } from './format';
import type { MessageKey, Messages, Translate } from './messages';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A `t(key, params)` over one catalog. Numbers in params are formatted for the
 * locale. A key missing from a partial catalog falls back to `fallback`
 * (English) rather than showing the key; the types make that rare.
 */
export function createTranslator(messages: Partial<Messages>, locale: string, fallback: Messages): Translate {
  return ((key: MessageKey, params?: Readonly<Record<string, string | number>>) => {
    // An unknown key (only possible past the types) shows itself, which is easy to search for.
    const template = messages[key] ?? fallback[key] ?? key;
    if (params === undefined) return template;
    return template.replace(PLACEHOLDER, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? formatNumber(value, locale) : value;
    });
  }) as Translate;
}

/** The placeholder names of a message, in order of appearance. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
