// Stand-ins for the lobby's ports in component tests: the services' answers
// as given, the `network` events pushed by hand.
import { vi } from 'vitest';
import type { AppEvent, HostingInfo, NetworkGameState, NetworkPlayState } from '../../../../electron/contract';
import { NetworkStateStore } from '../../lib/network/network-state.svelte';

export const HOSTING: HostingInfo = { code: '418 093', computerName: 'ana-laptop', addresses: ['192.168.1.20', 'fe80::1'], port: 41624, discoveryProblem: null };

export function gameState(connection: NetworkGameState['connection'], gameId: number | null = null, side: 0 | 1 = 0): NetworkGameState {
  return { connection, gameId, side, moveCount: 0, choosers: [0], chosen: { own: false, peer: false }, undo: null, undoAnswer: null, rematch: { own: false, peer: false }, refusal: null };
}

export const hostState = (connection: NetworkGameState['connection'], gameId: number | null = null, hosting: HostingInfo = HOSTING): NetworkPlayState => ({
  role: 'host',
  hosting,
  game: gameState(connection, gameId),
});

export const guestState = (connection: NetworkGameState['connection'], gameId: number | null = null): NetworkPlayState => ({
  role: 'guest',
  host: { address: '192.168.1.20', port: 41624 },
  game: gameState(connection, gameId, 1),
});

/** The events' subscription: `push` sends a `network` state to whoever listens. */
export function fakeEvents() {
  const listeners = new Set<(event: AppEvent) => void>();
  return {
    subscribe: (listener: (event: AppEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (state: NetworkPlayState) => listeners.forEach((listener) => listener({ type: 'network', state })),
    get listening() {
      return listeners.size;
    },
  };
}

/** The app's network state store over these events and the services' `getNetworkState`, as the lobby gets it. */
export function lobbyNetwork(events: ReturnType<typeof fakeEvents>, getNetworkState: () => Promise<NetworkPlayState>): NetworkStateStore {
  return new NetworkStateStore({ getNetworkState, onEvent: events.subscribe });
}

export const onGame = () => vi.fn<(gameId: number) => void>();
