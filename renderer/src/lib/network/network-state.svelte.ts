// The network game as the renderer knows it (issue 36): read once at start
// (`getNetworkState`), then replaced by every `network` event the services
// push. The screens ask it whether a game is the network game and from which
// seat this side plays it.
import type { AppEvent, NetworkGameState, NetworkPlayState } from '../../../../electron/contract';
import type { Player } from '../../../../engine';
import type { ApiClient } from '../api';
import { appApi } from '../play/api';

export type NetworkStateApi = Pick<ApiClient, 'getNetworkState' | 'onEvent'>;

const NONE: NetworkPlayState = { role: 'none' };

/** The network game of `state` when `gameId` is this side's copy of it, else null. */
export function networkGameIn(state: NetworkPlayState, gameId: number | null | undefined): NetworkGameState | null {
  if (state.role === 'none' || gameId === null || gameId === undefined) return null;
  return state.game.gameId === gameId ? state.game : null;
}

export class NetworkStateStore {
  readonly #api: NetworkStateApi;
  /** An event came before the first answer: the answer is older, and is dropped. */
  #heardEvent = false;
  #stop: (() => void) | null = null;
  #started: Promise<void> | null = null;

  state: NetworkPlayState = $state.raw(NONE);
  /** The first read failed (the services could not be reached): the state is `none` until an event says otherwise. */
  failed = $state(false);

  constructor(api: NetworkStateApi) {
    this.#api = api;
  }

  /**
   * Follows the services' state: subscribes first, so no change made while
   * the first read travels is missed. Settles once the first read is in (or
   * failed); started once however often called.
   */
  start(): Promise<void> {
    this.#started ??= this.#follow();
    return this.#started;
  }

  async #follow(): Promise<void> {
    try {
      this.#stop = this.#api.onEvent((event) => this.onEvent(event));
      const first = await this.#api.getNetworkState({});
      if (!this.#heardEvent) this.state = first;
    } catch {
      // No event stream or no services (a test DOM, the server gone): no network game is known.
      this.failed = true;
    }
  }

  stop(): void {
    this.#stop?.();
    this.#stop = null;
    this.#started = null;
  }

  onEvent(event: AppEvent): void {
    if (event.type !== 'network') return;
    this.#heardEvent = true;
    this.failed = false;
    this.state = event.state;
  }

  /** The network game's state when `gameId` is this side's copy of it, else null. */
  gameOf(gameId: number | null | undefined): NetworkGameState | null {
    return networkGameIn(this.state, gameId);
  }

  /** This side's seat in game `gameId` when it is the network game, else null. */
  seatIn(gameId: number | null | undefined): Player | null {
    return this.gameOf(gameId)?.side ?? null;
  }
}

let shared: NetworkStateStore | null = null;

/** The app's one store, started at its first use and followed while the app runs (every screen sees the same state). */
export function appNetworkState(): NetworkStateStore {
  if (shared === null) {
    shared = new NetworkStateStore(appApi());
    void shared.start();
  }
  return shared;
}
