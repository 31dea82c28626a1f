import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '../../../electron/contract';
import { ApiError } from '../lib/api/api-error';

// The screen's API client, answered by hand so the test decides when the saved
// settings arrive; each save is kept, and answered with the settings saved, or
// refused with `refusal` when a test sets one.
let answerSettings: (settings: Settings) => void = () => undefined;
let saved: Settings = DEFAULT_SETTINGS;
let refusal: ApiError | null = null;
const updates: SettingsPatch[] = [];
vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    getSettings: () => new Promise<Settings>((resolve) => (answerSettings = resolve)),
    updateSettings: (patch: SettingsPatch) => {
      updates.push(patch);
      if (refusal !== null) return Promise.reject(refusal);
      saved = { ...saved, ...patch };
      return Promise.resolve(saved);
    },
    // The backups' card below the settings: none, and a start that went well.
    listBackups: () => Promise.resolve([]),
    getStartupReport: () => Promise.resolve({ kind: 'ok' }),
  }),
  onAppEvent: () => () => undefined,
}));

const { default: SettingsScreen } = await import('./Settings.svelte');

/** The screen with the saved settings arrived and its controls enabled. */
async function openSettings(settings: Settings = DEFAULT_SETTINGS): Promise<void> {
  saved = settings;
  render(SettingsScreen, { onBack: () => undefined });
  answerSettings(settings);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Instant' }).matches(':disabled')).toBe(false));
}

afterEach(() => {
  updates.length = 0;
  refusal = null;
  delete document.documentElement.dataset['theme'];
});

describe('Settings screen', () => {
  it('keeps its controls disabled until the saved settings arrive, then shows them', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const instant = screen.getByRole('radio', { name: 'Instant' });
    expect(instant.matches(':disabled')).toBe(true);

    answerSettings({ ...DEFAULT_SETTINGS, animationSpeed: 'fast' });
    await waitFor(() => expect(instant.matches(':disabled')).toBe(false));
    expect((screen.getByRole('radio', { name: 'Fast' }) as HTMLInputElement).checked).toBe(true);
  });

  // Each control saves its own setting, and only it, through the API; the
  // screen then shows what was saved. Language has its own file
  // (Settings.language.test.ts): it loads a catalogue first.
  it.each<[control: string, role: 'radio' | 'checkbox', patch: SettingsPatch]>([
    ['Dark', 'radio', { theme: 'dark' }],
    ['Light', 'radio', { theme: 'light' }],
    ['Slow', 'radio', { animationSpeed: 'slow' }],
    ['Instant', 'radio', { animationSpeed: 'instant' }],
    ['North at the bottom', 'radio', { boardOrientation: 'north-bottom' }],
    ['Seed clicks while sowing', 'checkbox', { sound: !DEFAULT_SETTINGS.sound }],
    ['Offer a Hint button while playing', 'checkbox', { hints: !DEFAULT_SETTINGS.hints }],
    ['Make puzzles from my games after each game', 'checkbox', { puzzlesFromGames: !DEFAULT_SETTINGS.puzzlesFromGames }],
  ])('“%s” (a %s) saves %j and shows it saved', async (control, role, patch) => {
    await openSettings();
    const input = screen.getByRole(role, { name: control }) as HTMLInputElement;
    await fireEvent.click(input);
    await waitFor(() => expect(updates).toEqual([patch]));
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, ...patch });
    expect(input.checked).toBe(role === 'radio' ? true : Object.values(patch)[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the board orientation saved, and South at the bottom chosen again saves it', async () => {
    await openSettings({ ...DEFAULT_SETTINGS, boardOrientation: 'north-bottom' });
    expect((screen.getByRole('radio', { name: 'North at the bottom' }) as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(screen.getByRole('radio', { name: 'South at the bottom' }));
    await waitFor(() => expect(updates).toEqual([{ boardOrientation: 'south-bottom' }]));
  });

  it('puts a theme chosen on the page at once (data-theme pins its colour scheme)', async () => {
    await openSettings();
    await fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    await fireEvent.click(screen.getByRole('radio', { name: 'Same as the system' }));
    expect(document.documentElement.dataset['theme']).toBe('system');
    await waitFor(() => expect(updates).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
  });

  it('says a save failed, and why, in the reader’s words; the next save that succeeds takes the message away', async () => {
    await openSettings();
    refusal = new ApiError({ code: 'disk-full', message: 'ENOSPC: no space left on device' });
    await fireEvent.click(screen.getByRole('checkbox', { name: 'Offer a Hint button while playing' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The setting could not be saved: The disk is full: nothing was saved. Free some space, then try again.');
    expect(saved.hints).toBe(DEFAULT_SETTINGS.hints);

    refusal = null;
    await fireEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saved.animationSpeed).toBe('fast');
  });

  it('puts a control whose save was refused back to what is saved, and the page back to the saved theme', async () => {
    await openSettings({ ...DEFAULT_SETTINGS, theme: 'light' });
    document.documentElement.dataset['theme'] = 'light';
    refusal = new ApiError({ code: 'disk-full', message: 'ENOSPC: no space left on device' });
    const hints = screen.getByRole('checkbox', { name: 'Offer a Hint button while playing' }) as HTMLInputElement;
    await fireEvent.click(hints);
    await screen.findByRole('alert');
    await waitFor(() => expect(hints.checked).toBe(DEFAULT_SETTINGS.hints));

    await fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true));
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(saved.theme).toBe('light');
  });
});
