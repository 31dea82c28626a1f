import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../electron/contract';

// The screen's API client, answered by hand so the test decides when the saved settings arrive.
let answerSettings: (settings: Settings) => void = () => undefined;
vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    getSettings: () => new Promise<Settings>((resolve) => (answerSettings = resolve)),
    updateSettings: (patch: Partial<Settings>) => Promise.resolve({ ...DEFAULT_SETTINGS, ...patch }),
  }),
  onAppEvent: () => () => undefined,
}));

const { default: SettingsScreen } = await import('./Settings.svelte');

describe('Settings screen', () => {
  it('keeps its controls disabled until the saved settings arrive, then shows them', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    const instant = screen.getByRole('radio', { name: 'Instant' });
    expect(instant.matches(':disabled')).toBe(true);

    answerSettings({ ...DEFAULT_SETTINGS, animationSpeed: 'fast' });
    await waitFor(() => expect(instant.matches(':disabled')).toBe(false));
    expect((screen.getByRole('radio', { name: 'Fast' }) as HTMLInputElement).checked).toBe(true);
  });

  it('turns hints off and on', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    answerSettings(DEFAULT_SETTINGS);
    const hints = screen.getByRole('checkbox', { name: 'Offer a Hint button while playing' }) as HTMLInputElement;
    await waitFor(() => expect(hints.matches(':disabled')).toBe(false));
    expect(hints.checked).toBe(true);
    await fireEvent.click(hints);
    await waitFor(() => expect(hints.checked).toBe(false));
  });

  it('makes puzzles from games after each game only once asked to', async () => {
    render(SettingsScreen, { onBack: () => undefined });
    answerSettings(DEFAULT_SETTINGS);
    const puzzles = screen.getByRole('checkbox', { name: 'Make puzzles from my games after each game' }) as HTMLInputElement;
    await waitFor(() => expect(puzzles.matches(':disabled')).toBe(false));
    expect(puzzles.checked).toBe(false);
    await fireEvent.click(puzzles);
    await waitFor(() => expect(puzzles.checked).toBe(true));
  });
});
