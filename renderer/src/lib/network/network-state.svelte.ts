// The network game as the renderer knows it (issue 36): read at start
// (`getNetworkState`), then replaced by every `network` event the services
// push, and read again whenever the event stream (re)connects (what was pushed
// while it was down was missed). Every screen asks this one store: Play
// whether a game is the network game and from which seat, the lobby when the
// game exists to open.
import type { AppEvent, NetworkGameState, NetworkPlayState } from '../../../../electron/contract';
import type { Player } from '../../../../engine';
import type { ApiClient } from '../api';
import { appApi } from '../play/api';

export type NetworkStateApi = Pick<ApiClient, 'getNetworkState' | 'onEvent'> & Partial<Pick<ApiClient, 'onEventsConnected'>>;

const NONE: NetworkPlayState = { role: 'none' };

/** The network game of `state` when `gameId` is this side's copy of it, else null. */
export function networkGameIn(state: NetworkPlayState, gameId: number | null | undefined): NetworkGameState | null {
  if (state.role === 'none' || gameId === null || gameId === undefined) return null;
  return state.game.gameId === gameId ? state.game : null;
}

export class NetworkStateStore {
  readonly #api: NetworkStateApi;
  /** Network events heard so far: a read crossed by one is older than what was heard, and is dropped. */
  #heard = 0;
  /** Reads asked so far, and the latest whose answer was taken: answers can arrive out of order. */
  #asked = 0;
  #latestTaken = 0;
  // Who is told each state, not state shown: nothing reads it reactively.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #watchers = new Set<{ watcher: (state: NetworkPlayState) => void }>();
  #stop: (() => void)[] = [];
  #started: Promise<void> | null = null;

  state: NetworkPlayState = $state.raw(NONE);
  /** The first read failed (the services could not be reached): the state is `none` until an event or a read says otherwise. */
  failed = $state(false);

  constructor(api: NetworkStateApi) {
    this.#api = api;
  }

  /**
   * Follows the services' state: subscribes first, so no change made while
   * the first read travels is missed, and reads again each time the stream
   * connects again. Settles once the first read is in (or failed); started
   * once however often called.
   */
  start(): Promise<void> {
    this.#started ??= this.#follow();
    return this.#started;
  }

  async #follow(): Promise<void> {
    try {
      this.#stop.push(this.#api.onEvent((event) => this.onEvent(event)));
      if (this.#api.onEventsConnected) this.#stop.push(this.#api.onEventsConnected(() => void this.refresh().catch(() => undefined)));
      await this.refresh();
    } catch {
      // No event stream or no services (a test DOM, the server gone): no network game is known.
      this.failed = true;
    }
  }

  /**
   * Reads the state now (the lobby after it hosts, the stream back). Rejects
   * when the services cannot be reached; the state stays as it was.
   */
  async refresh(): Promise<void> {
    await this.answer(() => this.#api.getNetworkState({}));
  }

  /**
   * Runs an operation that answers with the network state (a read, a join)
   * and takes its answer, unless an event was heard while it travelled (that
   * event is as new as the answer or newer: the stream is subscribed before
   * anything is asked) or a read asked after it was taken already (requests
   * travel on their own connections, and may be answered out of order): the
   * answer is then older, and dropped. Returns the state now.
   */
  async answer(call: () => Promise<NetworkPlayState>): Promise<NetworkPlayState> {
    const heard = this.#heard;
    const asked = ++this.#asked;
    const answer = await call();
    if (this.#heard === heard && asked > this.#latestTaken) {
      this.#latestTaken = asked;
      this.#take(answer);
    }
    return this.state;
  }

  stop(): void {
    this.#stop.forEach((stop) => stop());
    this.#stop = [];
    this.#started = null;
  }

  onEvent(event: AppEvent): void {
    if (event.type !== 'network') return;
    this.#heard++;
    this.#take(event.state);
  }

  /** Calls `watcher` with every state taken from now on (events and reads alike), until the returned function is called. */
  watch(watcher: (state: NetworkPlayState) => void): () => void {
    const entry = { watcher };
    this.#watchers.add(entry);
    return () => void this.#watchers.delete(entry);
  }

  #take(state: NetworkPlayState): void {
    this.failed = false;
    this.state = state;
    for (const { watcher } of [...this.#watchers]) watcher(state);
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
