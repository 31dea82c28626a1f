// The waiting panel: what it shows while hosting, Cancel, the game opened when the friend is there, and the failures.
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveRules } from '../../../../engine';
import { ApiError } from '../../lib/api/api-error';
import { HostLobby } from '../../lib/network/lobby-host.svelte';
import { requestHosting, takeHostRequest, type HostRequest } from '../../lib/network/lobby-requests';
import HostWaiting from './HostWaiting.svelte';
import { fakeEvents, HOSTING, hostState, lobbyNetwork } from './lobby-fakes';

const kalah = resolveRules({ preset: 'kalah', holes: 4 });
if (!kalah.ok) throw new Error('Kalah with 4 holes is refused');
const REQUEST: HostRequest = { input: { rules: { preset: 'kalah', holes: 4 }, name: 'Ana', side: 1 }, shown: { preset: 'kalah', rules: kalah.value } };

function panel(answer: { hostGame?: () => Promise<unknown> } = {}) {
  const events = fakeEvents();
  // Hosting when the test starts (a reload) unless a hosting is asked for, which then hosts.
  let state = pendingRequest ? ({ role: 'none' } as never) : hostState({ state: 'waiting' });
  const api = {
    hostGame: vi.fn(
      answer.hostGame ??
        (async () => {
          state = hostState({ state: 'waiting' });
          return HOSTING;
        }),
    ),
    cancelHosting: vi.fn(async () => {
      state = { role: 'none' } as never;
      return true;
    }),
    getNetworkState: vi.fn(async () => state),
  };
  const onGame = vi.fn<(gameId: number) => void>();
  const onBack = vi.fn();
  const network = lobbyNetwork(events, api.getNetworkState);
  const lobby = new HostLobby({ api: api as never, network, onGame });
  const view = render(HostWaiting, { lobby, onBack });
  return { api, events, onGame, onBack, view, lobby, network };
}

let pendingRequest = true;
beforeEach(() => {
  takeHostRequest();
  requestHosting(REQUEST);
  pendingRequest = true;
});

describe('the waiting panel', () => {
  it('hosts what was asked once, and shows the code large, this computer, the addresses with the port, the rules and the seat', async () => {
    const { api } = panel();
    expect(await screen.findByText('418 093')).toBeTruthy();
    expect(api.hostGame).toHaveBeenCalledExactlyOnceWith(REQUEST.input);
    expect(screen.getByRole('heading', { name: 'Join code' })).toBeTruthy();
    expect(screen.getByText('418 093').getAttribute('aria-describedby')).toBe('join-code-help');
    expect(screen.getByText('ana-laptop')).toBeTruthy();
    // Stable for the two-instance e2e: the code by its id, the addresses as a list named by their label.
    expect(document.getElementById('hosting-code')?.textContent).toBe('418 093');
    expect(screen.getByRole('list', { name: 'Addresses to type' }).textContent).toBe('192.168.1.20:41624[fe80::1]:41624');
    expect(screen.getByText('192.168.1.20:41624')).toBeTruthy();
    expect(screen.getByText('[fe80::1]:41624')).toBeTruthy();
    expect(screen.getByText(/^Kalah/)).toBeTruthy();
    expect(screen.getByText('4 holes in each row.')).toBeTruthy();
    expect(screen.getByText('You play North, as Ana.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for a friend to join…');
    expect(screen.getByRole('heading', { name: 'If your friend cannot see the game' })).toBeTruthy();
    expect(screen.getByText(/allow it on private networks/)).toBeTruthy();
    // Listed on the network: nothing said of it.
    expect(screen.queryByText(/not listed/)).toBeNull();
  });

  it('says why the game is not listed, and that the friend types the address', async () => {
    const events = panel();
    await screen.findByText('418 093');
    events.events.push(hostState({ state: 'waiting' }, null, { ...HOSTING, discoveryProblem: 'multicast is blocked' }));
    expect(await screen.findByText('This game is not listed on the network: your friend types an address shown above.')).toBeTruthy();
    // The services' technical reason stands apart from the sentence, which is in the player's language.
    expect(screen.getByText('Details: multicast is blocked')).toBeTruthy();
  });

  it('Cancel stops hosting at once and goes back', async () => {
    const { api, onBack } = panel();
    await fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.cancelHosting).toHaveBeenCalledOnce();
    await waitFor(() => expect(onBack).toHaveBeenCalledOnce());
  });

  it('opens the game in Play once the friend is connected and the game exists, and then leaving does not stop it', async () => {
    const { events, onGame, api, view } = panel();
    await screen.findByText('418 093');
    // Connected, the game not yet made: still waiting.
    events.push(hostState({ state: 'playing' }, null));
    expect(onGame).not.toHaveBeenCalled();
    events.push(hostState({ state: 'playing' }, 12));
    events.push(hostState({ state: 'playing' }, 12));
    expect(onGame).toHaveBeenCalledExactlyOnceWith(12);
    view.unmount();
    expect(api.cancelHosting).not.toHaveBeenCalled();
  });

  it('the game it opens is the network game in Play: the one store Play reads knows it, even when only a read named it', async () => {
    let started: (value: unknown) => void = () => undefined;
    const { api, onGame, network } = panel({ hostGame: () => new Promise((resolve) => (started = resolve)) });
    await screen.findByRole('status');
    // The friend joined before the read after hosting was answered, and no event told it (the stream down meanwhile).
    api.getNetworkState.mockResolvedValue(hostState({ state: 'playing' }, 12));
    const knownToPlay: (number | null)[] = [];
    onGame.mockImplementation((gameId) => knownToPlay.push(network.gameOf(gameId)?.gameId ?? null));
    started(HOSTING);
    await waitFor(() => expect(knownToPlay).toEqual([12]));
  });

  it('leaving while still waiting stops the hosting, and follows nothing more', async () => {
    const { api, view, events, onGame } = panel();
    await screen.findByText('418 093');
    view.unmount();
    expect(api.cancelHosting).toHaveBeenCalledOnce();
    events.push(hostState({ state: 'playing' }, 12));
    expect(onGame).not.toHaveBeenCalled();
  });

  it('leaving once the friend is connected, the game not yet opened, does not stop it: only a hosting still waiting is', async () => {
    const { api, view, events } = panel();
    await screen.findByText('418 093');
    events.push(hostState({ state: 'playing' }, null));
    view.unmount();
    events.push(hostState({ state: 'dropped', since: '2026-12-07T06:00:00.000Z' }, 12));
    expect(api.cancelHosting).not.toHaveBeenCalled();
  });

  it('leaving while the hosting starts stops it as soon as it has started', async () => {
    let started: (value: unknown) => void = () => undefined;
    const { api, view } = panel({ hostGame: () => new Promise((resolve) => (started = resolve)) });
    expect((await screen.findByRole('status')).textContent).toBe('Starting to host the game…');
    view.unmount();
    expect(api.cancelHosting).not.toHaveBeenCalled();
    started(HOSTING);
    await waitFor(() => expect(api.cancelHosting).toHaveBeenCalledOnce());
  });

  it('words a refused hosting, with Back', async () => {
    const { onBack } = panel({ hostGame: () => Promise.reject(new ApiError({ code: 'unavailable', message: 'no network' })) });
    expect((await screen.findByRole('alert')).textContent).toBe('Congkak could not host the game: this computer may not be on a local network.');
    await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('after five wrong codes says so and hosts again with a new code', async () => {
    const { events, api } = panel();
    await screen.findByText('418 093');
    events.push(hostState({ state: 'ended', reason: 'channel-closed', message: 'too many', cause: 'too-many-wrong-codes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Five wrong codes were tried/);
    await fireEvent.click(screen.getByRole('button', { name: 'Host again with a new code' }));
    await waitFor(() => expect(api.hostGame).toHaveBeenCalledTimes(2));
    expect(api.hostGame).toHaveBeenLastCalledWith(REQUEST.input);
  });

  it('after a reload (nothing asked) shows the hosting under way, without the rules it does not know', async () => {
    takeHostRequest();
    pendingRequest = false;
    const { api } = panel();
    expect(await screen.findByText('418 093')).toBeTruthy();
    expect(api.hostGame).not.toHaveBeenCalled();
  });
});
