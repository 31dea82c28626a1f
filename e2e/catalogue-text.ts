// What the pseudo-locale check reads of a page: every visible text, and the
// names and descriptions a screen reader or a tooltip gives (aria-label,
// title, placeholder, alt, SVG titles). In the pseudo-locale every letter a
// catalogue gives is accented, so a run of 3+ plain ASCII letters came from
// somewhere else: hard-coded in a component, or data shown as is.
import type { Page } from '@playwright/test';
import en from '../renderer/src/i18n/locales/en';
import type { AppMessageKey } from '../renderer/src/i18n/messages';
import { pseudoMessage } from '../renderer/src/i18n/pseudo';

/** A message without arguments as the pseudo-locale shows it (to find a button by its name). */
export function pseudo(key: AppMessageKey): string {
  return pseudoMessage(en[key]);
}

/** A tutorial text (any ICU message without arguments) as the pseudo-locale shows it. */
export const pseudoText = pseudoMessage;

/**
 * The words Intl writes in English dates (months, weekdays, AM and PM): the
 * pseudo-locale formats dates and numbers as English, by Intl, not by a catalogue.
 */
export const DATE_WORDS: readonly string[] = (() => {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 1 + month, 15));
    for (const options of [{ month: 'long' }, { month: 'short' }, { weekday: 'long' }, { weekday: 'short' }, { timeStyle: 'short' }] as const) {
      for (const word of new Intl.DateTimeFormat('en', options).format(date).match(/[A-Za-z]{3,}/g) ?? []) words.add(word);
    }
  }
  return [...words];
})();

/** Every text the page shows or names, each with where it was found. */
async function textsOf(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const found: { where: string; text: string }[] = [{ where: 'page text', text: document.body.innerText }];
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']) {
        const value = element.getAttribute(attribute);
        if (value) found.push({ where: `${attribute} of ${describe(element)}`, text: value });
      }
    }
    for (const element of document.querySelectorAll('svg title, svg text, option, button')) {
      found.push({ where: describe(element), text: element.textContent ?? '' });
    }
    // What a field holds to start with is shown too (a default name, say).
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type]), input[type="text"], input[type="search"], textarea')) {
      if (field.value) found.push({ where: `value of ${describe(field)}`, text: field.value });
    }
    return found;
  });
}

/**
 * The runs of 3+ plain ASCII letters the page shows that are not in
 * `allowed` (the app's name, names the test typed…), each with where it was
 * found: empty when every text came from a catalogue.
 */
export async function textNotFromCatalogue(page: Page, allowed: readonly string[]): Promise<string[]> {
  const offenders = new Set<string>();
  for (const { where, text } of await textsOf(page)) for (const offender of wordsNotFromCatalogue(text, allowed, where)) offenders.add(offender);
  return [...offenders];
}

/** The same check on one text (a native confirm's question, say). File paths are data, not words: they are left out. */
export function wordsNotFromCatalogue(text: string, allowed: readonly string[], where = 'text'): string[] {
  const allow = new Set([...allowed, ...DATE_WORDS]);
  return [...text.replace(/(?:\/[\w.-]+)+/g, '').matchAll(/[A-Za-z]{3,}/g)]
    .filter((match) => !allow.has(match[0]))
    .map((match) => {
      const at = match.index ?? 0;
      return `"${match[0]}" in ${where}: …${text.slice(Math.max(0, at - 30), at + 40).replace(/\s+/g, ' ')}…`;
    });
}
