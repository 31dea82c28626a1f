// Replay follows a change of language made while it is open (Settings in
// another window, or the menu), its step sizes included.
import { render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplayGame } from '../../../electron/contract';
import { setLocale } from '../i18n';
import { randomGame } from '../testing/random-game';

const { rules, moves } = randomGame('congkak', 5, 20);
const game: ReplayGame = {
  id: 12,
  rules,
  players: [
    { name: 'Aminah', kind: 'human' },
    { name: 'Budi', kind: 'human' },
  ],
  status: 'active',
  outcome: null,
  event: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  moves,
  comment: null,
  notes: [],
  labels: [],
  analysis: [],
};

vi.mock('../lib/play/api', () => ({
  appApi: () => ({
    getReplay: () => Promise.resolve(game),
    analyseGameChoice: () => new Promise(() => undefined),
  }),
  onAppEvent: () => () => undefined,
}));

const { default: Replay } = await import('./Replay.svelte');

afterEach(() => setLocale(['en']));

describe('Replay when the language changes', () => {
  it('shows its step sizes in the new language, as every other label', async () => {
    render(Replay, { gameId: game.id, onBack: () => undefined });
    const select = (await screen.findByRole('combobox', { name: 'Step by' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['turn', 'choice', 'lap', 'seed']);

    await setLocale(['ms']);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ulang tayang' })).toBeTruthy());
    const shown = screen.getByRole('combobox', { name: 'Gerak sebanyak' }) as HTMLSelectElement;
    expect([...shown.options].map((option) => option.text)).toEqual(['satu giliran', 'satu pilihan', 'sekali keliling', 'sebiji']);
  });
});
