// Runes in a test file: the `.svelte.` in its name has Svelte compile it.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_CATALOG, loadCatalog, loadCatalogPart, LOCALES, UnknownLanguageError, type CatalogPart } from './catalogs';
import msTutorials from '../../../tutorials/locales/ms';
import en from './locales/en';
import ms from './locales/ms';
import { Localizer, type CatalogLoader } from './localizer.svelte';
import type { Catalog } from './messages';

const INDONESIAN: Catalog = { 'home.play': 'Main', 'app.version': 'Versi {version}' };

/**
 * A loader over fixed catalogues that records what it was asked for (`id`
 * for an app part, `id:tutorials` for the lessons' texts); what `fails` names
 * rejects as a chunk that cannot be fetched.
 */
function loaderOf(catalogs: Readonly<Record<string, Catalog>>, fails: readonly string[] = [], tutorials: Readonly<Record<string, Catalog>> = {}): CatalogLoader & { asked: string[] } {
  const asked: string[] = [];
  const load = (tag: string, part: CatalogPart) => {
    const id = part === 'app' ? tag : `${tag}:${part}`;
    asked.push(id);
    const catalog = (part === 'app' ? catalogs : tutorials)[tag];
    if (fails.includes(id) || catalog === undefined) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return Promise.resolve(catalog);
  };
  return Object.assign(load, { asked });
}

const english = { en };

describe('the active language', () => {
  it('starts in English and shows the best match for the reader\'s preferences once it is loaded', async () => {
    const load = loaderOf({ id: INDONESIAN });
    const localizer = new Localizer(english, ['en', 'id'], load);
    expect(localizer.locale).toBe('en');
    expect(await localizer.setLocale(['id-ID', 'en'])).toEqual({ ok: true, value: 'id' });
    expect(localizer.t('home.play')).toBe('Main');
    expect(await localizer.setLocale(['fr'])).toEqual({ ok: true, value: 'en' });
    expect(await localizer.setLocale(['id'])).toEqual({ ok: true, value: 'id' });
    expect(load.asked).toEqual(['id']);
  });

  it('changes every message and number shown at once, without a restart, and not before the language has arrived', async () => {
    let arrive: (catalog: Catalog) => void = () => undefined;
    const localizer = new Localizer(english, ['en', 'id'], () => new Promise((resolve) => (arrive = resolve)));
    const seen: string[] = [];
    const stop = $effect.root(() => {
      $effect(() => {
        seen.push(`${localizer.t('home.play')} · ${localizer.t('app.version', { version: 2.5 })} · ${localizer.format.number(1234.5)}`);
      });
    });
    flushSync();
    const shown = localizer.setLocale(['id']);
    flushSync();
    expect(localizer.locale).toBe('en');
    arrive(INDONESIAN);
    expect(await shown).toEqual({ ok: true, value: 'id' });
    flushSync();
    expect(await localizer.setLocale(['de-DE'])).toEqual({ ok: true, value: 'en' });
    flushSync();
    stop();
    expect(seen).toEqual(['Play · Version 2.5 · 1,234.5', 'Main · Versi 2,5 · 1.234,5', 'Play · Version 2.5 · 1,234.5']);
  });

  it('keeps the current language when the new one cannot be loaded, says which and why, and tries again when asked again', async () => {
    const fails = ['id'];
    const load = loaderOf({ id: INDONESIAN, ms: { 'home.play': 'Main!' } }, fails);
    const localizer = new Localizer(english, ['en', 'id', 'ms'], load);
    await localizer.setLocale(['ms']);
    const shown = await localizer.setLocale(['id']);
    expect(shown.ok).toBe(false);
    if (shown.ok) return;
    expect(shown.error).toMatchObject({ name: 'LanguageLoadError', locale: 'id', kept: 'ms' });
    expect(shown.error.message).toContain('Failed to fetch');
    expect(localizer.locale).toBe('ms');
    expect(localizer.t('home.play')).toBe('Main!');
    fails.length = 0;
    expect(await localizer.setLocale(['id'])).toEqual({ ok: true, value: 'id' });
  });

  it('shows the last language asked for when an earlier one arrives after it', async () => {
    const arrivals: Record<string, (catalog: Catalog) => void> = {};
    const localizer = new Localizer(english, ['en', 'id', 'ms'], (tag) => new Promise((resolve) => (arrivals[tag] = resolve)));
    const first = localizer.setLocale(['id']);
    const second = localizer.setLocale(['ms']);
    arrivals['ms']?.({ 'home.play': 'Main!' });
    await second;
    arrivals['id']?.(INDONESIAN);
    await first;
    expect(localizer.locale).toBe('ms');
  });

  it('loads a regional language\'s base beneath it (pt under pt-BR)', async () => {
    const load = loaderOf({ pt: { 'home.play': 'Jogar', 'home.archive': 'Arquivo' }, 'pt-BR': { 'home.play': 'Jogar!' } });
    const localizer = new Localizer(english, ['en', 'pt', 'pt-BR'], load);
    expect(await localizer.setLocale(['pt-BR'])).toEqual({ ok: true, value: 'pt-BR' });
    expect([localizer.t('home.play'), localizer.t('home.archive'), localizer.t('home.lessons')]).toEqual(['Jogar!', 'Arquivo', 'Lessons']);
    expect(load.asked.sort()).toEqual(['pt', 'pt-BR']);
  });

  it('shows English for what a language does not translate yet', async () => {
    const localizer = new Localizer(english, ['en', 'id'], loaderOf({ id: INDONESIAN }));
    await localizer.setLocale(['id']);
    expect(localizer.t('home.archive')).toBe('Archive');
  });
});

describe('the lessons\' texts, loaded when a screen showing them asks', () => {
  const LESSON_TITLE = 'lesson.the-board.title';
  const tutorials = { en: { [LESSON_TITLE]: 'The board' }, ms: { [LESSON_TITLE]: 'Papan' }, id: { [LESSON_TITLE]: 'Papan congkak' } };

  it('are not loaded until asked for; then in the language shown and English beneath it', async () => {
    const load = loaderOf({ ms: { 'home.play': 'Main' } }, [], tutorials);
    const localizer = new Localizer(english, ['en', 'ms'], load);
    await localizer.setLocale(['ms']);
    expect(load.asked).toEqual(['ms']);
    expect(await localizer.needPart('tutorials')).toEqual({ ok: true });
    expect(load.asked.sort()).toEqual(['en:tutorials', 'ms', 'ms:tutorials']);
    expect([localizer.t(LESSON_TITLE), localizer.t('home.play')]).toEqual(['Papan', 'Main']);
  });

  it('once asked for, come with every language shown later, before it is shown', async () => {
    const load = loaderOf({ id: INDONESIAN }, [], tutorials);
    const localizer = new Localizer(english, ['en', 'id'], load);
    await localizer.needPart('tutorials');
    expect(localizer.t(LESSON_TITLE)).toBe('The board');
    expect(await localizer.setLocale(['id'])).toEqual({ ok: true, value: 'id' });
    expect(load.asked.sort()).toEqual(['en:tutorials', 'id', 'id:tutorials']);
    expect(localizer.t(LESSON_TITLE)).toBe('Papan congkak');
  });

  it('show a key looked up before they arrived once they have (the translator forgets what it could not find)', async () => {
    const localizer = new Localizer(english, ['en'], loaderOf({}, [], tutorials));
    expect(localizer.t(LESSON_TITLE)).toBe(LESSON_TITLE);
    await localizer.needPart('tutorials');
    expect(localizer.t(LESSON_TITLE)).toBe('The board');
  });

  it('that cannot be loaded are reported, change nothing, are not asked for with a later language, and are tried again when asked again', async () => {
    const fails = ['en:tutorials'];
    const load = loaderOf({ ms: { 'home.play': 'Main' } }, fails, tutorials);
    const localizer = new Localizer(english, ['en', 'ms'], load);
    const loaded = await localizer.needPart('tutorials');
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error).toMatchObject({ name: 'CatalogPartLoadError', part: 'tutorials', locale: 'en' });
    expect(loaded.error.message).toContain('Failed to fetch');
    expect(localizer.t(LESSON_TITLE)).toBe(LESSON_TITLE);
    load.asked.length = 0;
    expect(await localizer.setLocale(['ms'])).toEqual({ ok: true, value: 'ms' });
    expect(load.asked).toEqual(['ms']);
    fails.length = 0;
    expect(await localizer.needPart('tutorials')).toEqual({ ok: true });
    expect(localizer.t(LESSON_TITLE)).toBe('Papan');
  });
});

describe('the catalogue loader', () => {
  it('knows every language without loading one, and has English\'s app messages at hand', () => {
    expect(LOCALES).toEqual(expect.arrayContaining(['en', 'ms', 'id', 'fil', 'pt', 'es', 'de']));
    expect(ENGLISH_APP_CATALOG).toBe(en);
    expect(ENGLISH_APP_CATALOG['lesson.the-board.title']).toBeUndefined();
  });

  it('loads a language\'s app messages and its lessons\' translation as parts, and both as its whole catalogue', async () => {
    expect(await loadCatalogPart('ms', 'app')).toBe(ms);
    const malayLessons = await loadCatalogPart('ms', 'tutorials');
    expect(malayLessons['lesson.the-board.title']).toBe(msTutorials.lessons['the-board']?.['title']);
    expect(malayLessons['home.play']).toBeUndefined();
    expect((await loadCatalogPart('en', 'tutorials'))['lesson.the-board.title']).toBe('The board');
    const malay = await loadCatalog('ms');
    expect([malay['home.play'], malay['lesson.the-board.title']]).toEqual([ms['home.play'], msTutorials.lessons['the-board']?.['title']]);
    expect((await loadCatalog('en'))['reference.board-title']).toBe('The board');
  });

  it('refuses a language the app does not speak, with a typed error', async () => {
    await expect(loadCatalog('xx')).rejects.toBeInstanceOf(UnknownLanguageError);
    await expect(loadCatalogPart('xx', 'tutorials')).rejects.toBeInstanceOf(UnknownLanguageError);
  });
});
