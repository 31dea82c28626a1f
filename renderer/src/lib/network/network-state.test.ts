import { describe, expect, it, vi } from 'vitest';
import type { AppEvent, NetworkPlayState } from '../../../../electron/contract';
import { networkState } from '../../testing/network-fixture';
import { NetworkStateStore, type NetworkStateApi } from './network-state.svelte';

function fakeApi(first: Promise<NetworkPlayState>) {
  let listener: ((event: AppEvent) => void) | null = null;
  const unsubscribe = vi.fn(() => (listener = null));
  const api = {
    getNetworkState: vi.fn<NetworkStateApi['getNetworkState']>(() => first),
    onEvent: vi.fn<NetworkStateApi['onEvent']>((given) => {
      listener = given;
      return unsubscribe;
    }),
  } satisfies NetworkStateApi;
  return { api, unsubscribe, push: (event: AppEvent) => listener?.(event) };
}

describe('NetworkStateStore', () => {
  it('reads the state at start, then takes every network event', async () => {
    const { api, push } = fakeApi(Promise.resolve(networkState(1, { gameId: 4 })));
    const store = new NetworkStateStore(api);
    expect(store.state).toEqual({ role: 'none' });
    await store.start();
    expect(store.state).toEqual(networkState(1, { gameId: 4 }));
    push({ type: 'network', state: { role: 'none' } });
    expect(store.state).toEqual({ role: 'none' });
    push({ type: 'settings-updated', settings: {} as never });
    expect(store.state).toEqual({ role: 'none' });
  });

  it('keeps an event that came while the first read travelled: the answer is older', async () => {
    let answer: (state: NetworkPlayState) => void = () => undefined;
    const { api, push } = fakeApi(new Promise((resolve) => (answer = resolve)));
    const store = new NetworkStateStore(api);
    const started = store.start();
    push({ type: 'network', state: networkState(0, { gameId: 9 }) });
    answer({ role: 'none' });
    await started;
    expect(store.gameOf(9)).not.toBeNull();
  });

  it('tells whether a game is the network game, and from which seat', async () => {
    const { api } = fakeApi(Promise.resolve(networkState(1, { gameId: 4 })));
    const store = new NetworkStateStore(api);
    await store.start();
    expect(store.seatIn(4)).toBe(1);
    expect(store.gameOf(4)?.side).toBe(1);
    expect(store.seatIn(5)).toBeNull();
    expect(store.seatIn(null)).toBeNull();
  });

  it('a game not yet made (gameId null) is no game of the screens', async () => {
    const { api } = fakeApi(Promise.resolve(networkState(0, { gameId: null })));
    const store = new NetworkStateStore(api);
    await store.start();
    expect(store.gameOf(null)).toBeNull();
    expect(store.gameOf(1)).toBeNull();
  });

  it('a failed first read leaves no network game and says so; the next event clears it', async () => {
    const { api, push } = fakeApi(Promise.reject(new Error('unreachable')));
    const store = new NetworkStateStore(api);
    await store.start();
    expect(store.failed).toBe(true);
    expect(store.state).toEqual({ role: 'none' });
    push({ type: 'network', state: networkState(0) });
    expect(store.failed).toBe(false);
  });

  it('stops listening when stopped, and subscribes once however often started', async () => {
    const { api, unsubscribe, push } = fakeApi(Promise.resolve({ role: 'none' }));
    const store = new NetworkStateStore(api);
    await store.start();
    await store.start();
    expect(api.onEvent).toHaveBeenCalledOnce();
    store.stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
    push({ type: 'network', state: networkState(0) });
    expect(store.state).toEqual({ role: 'none' });
  });
});
