import { describe, expect, it, vi } from 'vitest';
import type { AppEvent, NetworkPlayState } from '../../../../electron/contract';
import { networkState } from '../../testing/network-fixture';
import { NetworkStateStore, type NetworkStateApi } from './network-state.svelte';

/**
 * The services as the store sees them through a browser-mode stream: the state
 * now (what a read answers), changed by `set`, pushed only while the stream is
 * connected; the stream can drop and connect again, which it says. Reads can
 * be held (`holdReads`) to answer when the test says.
 */
function fakeServices(initial: NetworkPlayState) {
  let now = initial;
  let connected = true;
  let held: (() => void)[] | null = null;
  const listeners = new Set<(event: AppEvent) => void>();
  const onConnected = new Set<() => void>();
  const api = {
    getNetworkState: vi.fn<NetworkStateApi['getNetworkState']>(() => {
      const answer = now;
      if (held === null) return Promise.resolve(answer);
      return new Promise((resolve) => held?.push(() => resolve(answer)));
    }),
    onEvent: (listener: (event: AppEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onEventsConnected: (listener: () => void) => {
      onConnected.add(listener);
      return () => void onConnected.delete(listener);
    },
  } satisfies NetworkStateApi;
  return {
    api,
    set(state: NetworkPlayState) {
      now = state;
      if (connected) listeners.forEach((listener) => listener({ type: 'network', state }));
    },
    drop: () => (connected = false),
    connect() {
      connected = true;
      onConnected.forEach((listener) => listener());
    },
    holdReads: () => (held = []),
    /** Answers the reads held, in the order asked. */
    answerReads() {
      const answers = held ?? [];
      held = null;
      answers.forEach((answer) => answer());
    },
  };
}

/** Lets the answers already given reach the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it('a state changed while the event stream was down is read again once it is back: Play knows its network game', async () => {
    const services = fakeServices({ role: 'none' });
    const store = new NetworkStateStore(services.api);
    await store.start();
    services.set(networkState(0, { gameId: null }, { state: 'waiting' }));
    expect(store.state.role).toBe('host');
    // The stream drops (the browser reconnects by itself): the game hosted meanwhile is pushed to nobody.
    services.drop();
    services.set(networkState(0, { gameId: 2 }));
    expect(store.gameOf(2)).toBeNull();
    services.connect();
    await settle();
    expect(store.gameOf(2)).not.toBeNull();
  });

  it('a stream still connecting at the first read: the state changed before it connected is read once it has', async () => {
    const services = fakeServices({ role: 'none' });
    services.drop();
    const store = new NetworkStateStore(services.api);
    await store.start();
    services.set(networkState(0, { gameId: 2 }));
    services.connect();
    await settle();
    expect(store.gameOf(2)).not.toBeNull();
  });

  it('a read again crossed by an event keeps the event (the answer is as old or older), and the next read counts again', async () => {
    const services = fakeServices({ role: 'none' });
    const store = new NetworkStateStore(services.api);
    await store.start();
    services.holdReads();
    services.connect();
    services.set(networkState(0, { gameId: 3 }));
    // The read asked on connecting was answered before the event was sent, but arrives after it.
    services.answerReads();
    await settle();
    expect(store.gameOf(3)).not.toBeNull();
    services.drop();
    services.set({ role: 'none' });
    services.connect();
    await settle();
    expect(store.state).toEqual({ role: 'none' });
  });

  it('two reads answered out of order (the stream down, so no event between): the later read’s answer stays', async () => {
    const answers: ((state: NetworkPlayState) => void)[] = [];
    const api = {
      getNetworkState: vi.fn<NetworkStateApi['getNetworkState']>(() => new Promise((resolve) => answers.push(resolve))),
      onEvent: () => () => undefined,
    } satisfies NetworkStateApi;
    const store = new NetworkStateStore(api);
    const first = store.refresh();
    const second = store.refresh();
    // The second read, asked later, is answered first with the game now hosted; the first's older answer arrives after.
    answers[1]?.(networkState(0, { gameId: 4 }));
    await second;
    answers[0]?.({ role: 'none' });
    await first;
    expect(store.gameOf(4)).not.toBeNull();
  });

  it('says each state it takes to whoever watches, until they stop', async () => {
    const services = fakeServices({ role: 'none' });
    const store = new NetworkStateStore(services.api);
    const seen: NetworkPlayState[] = [];
    const stopWatching = store.watch((state) => seen.push(state));
    await store.start();
    services.set(networkState(0, { gameId: 4 }));
    stopWatching();
    services.set({ role: 'none' });
    expect(seen).toEqual([{ role: 'none' }, networkState(0, { gameId: 4 })]);
  });

  it('refresh reads the state now, and says when the services cannot be reached', async () => {
    const services = fakeServices({ role: 'none' });
    const store = new NetworkStateStore(services.api);
    await store.start();
    services.drop();
    services.set(networkState(0, { gameId: null }, { state: 'waiting' }));
    await store.refresh();
    expect(store.state.role).toBe('host');
    services.api.getNetworkState.mockRejectedValueOnce(new Error('unreachable'));
    await expect(store.refresh()).rejects.toThrow('unreachable');
    expect(store.state.role).toBe('host');
  });
});
