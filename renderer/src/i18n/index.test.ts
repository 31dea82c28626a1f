import { describe, expect, it, vi } from 'vitest';

// The real catalogues, with a loader that counts what it is asked for and fails when told to.
const asked: string[] = [];
let failing = false;
vi.mock('./catalogs', async (importOriginal) => {
  const original = await importOriginal<typeof import('./catalogs')>();
  return {
    ...original,
    loadCatalogPart: (tag: string, part: 'app' | 'tutorials') => {
      asked.push(part === 'app' ? tag : `${tag}:${part}`);
      return failing ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original.loadCatalogPart(tag, part);
    },
  };
});

const { getLocale, loadLessonTexts, preloadLanguage, showLanguage, t } = await import('./index');
const idTutorials = (await import('../../../tutorials/locales/id')).default;
const { pseudoMessage } = await import('./pseudo');
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

  it('loads the lessons\' texts when a screen asks, in the language shown and English, then with every language shown; the pseudo-locale makes its own from English\'s', async () => {
    expect(getLocale()).toBe('ms');
    expect(t('lesson.the-board.title')).toBe('lesson.the-board.title');
    asked.length = 0;
    expect(await loadLessonTexts()).toEqual({ ok: true });
    expect(asked.sort()).toEqual(['en:tutorials', 'ms:tutorials']);
    asked.length = 0;
    expect(await showLanguage('id', SYSTEM)).toEqual({ ok: true, value: 'id' });
    expect(asked).toEqual(['id:tutorials']);
    expect(t('lesson.the-board.title')).toBe(idTutorials.lessons['the-board']?.['title']);
    expect(await showLanguage('system', { preferred: [], pseudoLocale: true })).toEqual({ ok: true, value: 'en-XA' });
    expect(t('lesson.the-board.title')).toBe(pseudoMessage('The board'));
  });
});
