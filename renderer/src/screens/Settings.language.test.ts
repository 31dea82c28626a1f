import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';

// A small Malay catalogue stands in for the translators' file, which lands from another branch.
vi.mock('../i18n/catalogs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../i18n/catalogs')>();
  const ms = { 'settings.title': 'Tetapan', 'settings.language': 'Bahasa', 'settings.theme.dark': 'Gelap' };
  return { ...original, LOCALES: ['en', 'ms', 'xx'], CATALOGS: { ...original.CATALOGS, ms } };
});

const updates: Partial<Settings>[] = [];
vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    getSettings: () => Promise.resolve(DEFAULT_SETTINGS),
    updateSettings: (patch: Partial<Settings>) => {
      updates.push(patch);
      return Promise.resolve({ ...DEFAULT_SETTINGS, ...patch });
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
    ]);
    expect(select.value).toBe('system');
  });

  it('saves a choice and shows it at once, the page\'s lang included', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect(select.matches(':disabled')).toBe(false));
    await fireEvent.change(select, { target: { value: 'ms' } });
    expect(updates).toContainEqual({ language: 'ms' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tetapan' })).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'Gelap' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ms');
  });
});
