import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';
import en from '../i18n/locales/en';

// German arrives only when the test says (a slow chunk).
const germanArrives = vi.hoisted(() => ({ resolve: () => undefined as void }));

// A small Malay catalogue stands in for the translators' file; Indonesian's
// chunk cannot be fetched (as when the browser-mode server has gone).
vi.mock('../i18n/catalogs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../i18n/catalogs')>();
  const ms = { 'settings.title': 'Tetapan', 'settings.language': 'Bahasa', 'settings.theme.dark': 'Gelap' };
  const loadCatalogPart = (tag: string, part: 'app' | 'tutorials') => {
    if (part === 'app' && tag === 'ms') return Promise.resolve(ms);
    if (tag === 'id') return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    if (part === 'app' && tag === 'de') return new Promise((resolve) => (germanArrives.resolve = () => resolve({ 'settings.title': 'Einstellungen' })));
    return original.loadCatalogPart(tag, part);
  };
  return { ...original, LOCALES: ['en', 'ms', 'id', 'de', 'xx'], loadCatalogPart };
});

const updates: Partial<Settings>[] = [];
// What is saved, read again by each screen opened; `refuseNext` refuses the next save (a full disk).
const store = vi.hoisted(() => ({ saved: null as Settings | null, refuseNext: false }));
vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    getSettings: () => Promise.resolve(store.saved ?? DEFAULT_SETTINGS),
    updateSettings: (patch: Partial<Settings>) => {
      updates.push(patch);
      if (store.refuseNext) {
        store.refuseNext = false;
        return Promise.reject(new Error('ENOSPC: no space left on device'));
      }
      store.saved = { ...(store.saved ?? DEFAULT_SETTINGS), ...patch };
      return Promise.resolve(store.saved);
    },
    getSystemLanguages: () => Promise.resolve({ preferred: [], pseudoLocale: false }),
  }),
  onAppEvent: () => () => undefined,
}));

const { default: SettingsScreen } = await import('./Settings.svelte');

describe('the language setting', () => {
  it('lists System default and the languages with a catalogue, each by its own name', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['system', 'System default'],
      ['en', 'English'],
      ['ms', 'Bahasa Melayu'],
      ['id', 'Bahasa Indonesia'],
      ['de', 'Deutsch'],
    ]);
    expect(select.value).toBe('system');
  });

  it('saves a choice and shows it at once, the page\'s lang included', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    await fireEvent.change(select, { target: { value: 'ms' } });
    await waitFor(() => expect(updates).toContainEqual({ language: 'ms' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tetapan' })).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'Gelap' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('keeps the language shown, unsaved, and says so when the chosen one cannot be loaded', async () => {
    updates.length = 0;
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Bahasa' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    const before = select.value;
    await fireEvent.change(select, { target: { value: 'id' } });
    expect((await screen.findByText(en['apiError.unavailable'])).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: 'Tetapan' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ms');
    expect(select.value).toBe(before);
    expect(updates).toEqual([]);
  });

  it('shows and saves the last language chosen when an earlier choice arrives after it', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Bahasa' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    updates.length = 0;
    await fireEvent.change(select, { target: { value: 'de' } });
    await fireEvent.change(select, { target: { value: 'ms' } });
    await waitFor(() => expect(updates).toEqual([{ language: 'ms' }]));
    germanArrives.resolve();
    // Every step of its arrival is a microtask: a macrotask comes after them all.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates).toEqual([{ language: 'ms' }]);
    expect([document.documentElement.lang, select.value]).toEqual(['ms', 'ms']);
    expect(screen.getByRole('heading', { name: 'Tetapan' })).toBeTruthy();
  });

  it('goes back to the language saved when the choice cannot be saved', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Bahasa' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    expect(select.value).toBe('ms');
    store.refuseNext = true;
    await fireEvent.change(select, { target: { value: 'en' } });
    await screen.findByRole('alert');
    await waitFor(() => expect([document.documentElement.lang, select.value]).toEqual(['ms', 'ms']));
    expect(screen.getByRole('heading', { name: 'Tetapan' })).toBeTruthy();
  });
});
