import { describe, expect, it, vi } from 'vitest';

// The real catalogues, with a loader that counts what it is asked for and fails when told to.
const asked: string[] = [];
let failing = false;
vi.mock('./catalogs', async (importOriginal) => {
  const original = await importOriginal<typeof import('./catalogs')>();
  return {
    ...original,
    loadCatalog: (tag: string) => {
      asked.push(tag);
      return failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original.loadCatalog(tag);
    },
  };
});

const { getLocale, preloadLanguage, showLanguage, t } = await import('./index');
const SYSTEM = { preferred: [], pseudoLocale: false };

describe('the app\'s language', () => {
  it('fetches a preloaded language once, shows it only when the setting asks for it, and tries a failed one again', async () => {
    failing = true;
    preloadLanguage(['ms-MY', 'en']);
    expect(asked).toEqual(['ms']);
    expect(getLocale()).toBe('en');
    const failed = await showLanguage('ms', SYSTEM);
    expect(failed.ok).toBe(false);
    expect([getLocale(), document.documentElement.lang, t('home.play')]).toEqual(['en', 'en', 'Play']);

    failing = false;
    preloadLanguage(['id']);
    expect(await showLanguage('id', SYSTEM)).toEqual({ ok: true, value: 'id' });
    expect(await showLanguage('ms', SYSTEM)).toEqual({ ok: true, value: 'ms' });
    // The failed preload was the setting's one fetch; asked again, Malay is fetched again.
    expect(asked).toEqual(['ms', 'id', 'ms']);
    expect(document.documentElement.lang).toBe('ms');
  });
});
