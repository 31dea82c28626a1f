// Play's "Host it again" and "Rejoin" for a network game not played here: what
// the services say of the game decides which (or none), with Home's words and
// actions: the waiting panel hosts it with its own rules and seats, or the Join
// screen opens with its host's address typed in.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRules } from '../../../../engine';
import type { KeptNetworkGame } from '../../../../electron/contract';
import { takeHostRequest, takeRejoinRequest } from '../../lib/network/lobby-requests';
import TakeUpAgain from './TakeUpAgain.svelte';

const rules = resolveRules('kalah');
if (!rules.ok) throw new Error('kalah');
const game = (id: number) => ({ id, rules: rules.value, players: [{ name: 'Ana', kind: 'human' as const }, { name: 'Budi', kind: 'human' as const }] as const });

/** Every answer already given is shown by then: promises and Svelte's updates run as microtasks, before the next task. */
const shown = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  location.hash = '';
  takeHostRequest();
  takeRejoinRequest();
});

describe('Play: taking a network game up again', () => {
  it('offers "Host it again" for a game this copy hosted, naming the friend, and hosts it from the host’s own seat', async () => {
    const ask = vi.fn(async (gameId: number): Promise<KeptNetworkGame> => ({ role: 'hosted', gameId, side: 1 }));
    render(TakeUpAgain, { game: game(4), ask });
    const button = await screen.findByRole('button', { name: 'Host it again', description: 'Host this game again, and Ana can join it to play on.' });
    expect(ask).toHaveBeenCalledExactlyOnceWith(4);
    await fireEvent.click(button);
    expect(location.hash).toBe('#/network/host');
    const request = takeHostRequest();
    expect(request?.input).toEqual({ rules: rules.value, name: 'Budi', side: 1, continueGame: 4 });
    expect(request?.shown).toEqual({ preset: null, rules: rules.value });
  });

  it('offers "Rejoin" for a game this copy joined, saying where it was hosted, and opens the Join screen with that address', async () => {
    render(TakeUpAgain, { game: game(9), ask: async (gameId: number): Promise<KeptNetworkGame> => ({ role: 'joined', gameId, address: '192.168.1.20', port: 41624 }) });
    const button = await screen.findByRole('button', { name: 'Rejoin', description: 'Join this game again at 192.168.1.20:41624, once it is hosted there again.' });
    await fireEvent.click(button);
    expect(location.hash).toBe('#/network');
    expect(takeRejoinRequest()).toEqual({ gameId: 9, address: '192.168.1.20:41624', names: ['Ana', 'Budi'] });
  });

  it('offers nothing for a game that is not kept, or while the services do not answer', async () => {
    const ask = vi.fn(async (): Promise<KeptNetworkGame | null> => null);
    render(TakeUpAgain, { game: game(2), ask });
    await waitFor(() => expect(ask).toHaveBeenCalledOnce());
    await shown();
    expect(screen.queryByRole('button')).toBeNull();
    render(TakeUpAgain, { game: game(3), ask: () => Promise.reject(new Error('gone')) });
    await shown();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks again for another game shown, and drops the answer about the game no longer shown', async () => {
    const answers = new Map<number, (kept: KeptNetworkGame) => void>();
    const ask = (gameId: number) => new Promise<KeptNetworkGame>((resolve) => answers.set(gameId, resolve));
    const view = render(TakeUpAgain, { game: game(5), ask });
    await view.rerender({ game: game(6), ask });
    answers.get(5)?.({ role: 'hosted', gameId: 5, side: 0 });
    await shown();
    expect(screen.queryByRole('button')).toBeNull();
    answers.get(6)?.({ role: 'joined', gameId: 6, address: '::1', port: 41624 });
    expect(await screen.findByRole('button', { name: 'Rejoin', description: 'Join this game again at [::1]:41624, once it is hosted there again.' })).toBeTruthy();
  });
});
