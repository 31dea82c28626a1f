// Runes in a test file: the `.svelte.` in its name has Svelte compile it.
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import { Localizer } from './localizer.svelte';

const CATALOGS = { en, id: { 'home.play': 'Main', 'app.version': 'Versi {version}' } };

describe('the active language', () => {
  it('starts as the best match for the reader\'s preferences', () => {
    expect(new Localizer(CATALOGS, ['en', 'id'], ['id-ID', 'en']).locale).toBe('id');
    expect(new Localizer(CATALOGS, ['en', 'id'], ['fr']).locale).toBe('en');
  });

  it('changes every message and number shown at once, without a restart', () => {
    const localizer = new Localizer(CATALOGS, ['en', 'id'], ['en']);
    const seen: string[] = [];
    const stop = $effect.root(() => {
      $effect(() => {
        seen.push(`${localizer.t('home.play')} · ${localizer.t('app.version', { version: 2.5 })} · ${localizer.format.number(1234.5)}`);
      });
    });
    flushSync();
    expect(localizer.setLocale(['id'])).toBe('id');
    flushSync();
    expect(localizer.setLocale(['de-DE'])).toBe('en');
    flushSync();
    stop();
    expect(seen).toEqual(['Play · Version 2.5 · 1,234.5', 'Main · Versi 2,5 · 1.234,5', 'Play · Version 2.5 · 1,234.5']);
  });

  it('shows English for what a language does not translate yet', () => {
    const localizer = new Localizer(CATALOGS, ['en', 'id'], ['id']);
    expect(localizer.t('home.archive')).toBe('Archive');
  });
});
