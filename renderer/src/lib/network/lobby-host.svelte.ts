// The waiting panel's controller: starts the hosting asked for (once), follows
// the `network` state, and opens the game in Play when the guest is there and
// the game exists. Leaving the panel any other way stops the hosting: nothing
// stays listening that the player no longer sees.
import type { NetworkPlayState } from '../../../../electron/contract';
import type { ApiClient } from '../api';
import { lastHostRequest, takeHostRequest, type HostRequest } from './lobby-requests';
import { hostErrorText, hostingEndedText } from './lobby-words';
import type { NetworkStateStore } from './network-state.svelte';

/** The game to open: this side's, once the other side is connected and the game exists. */
export function gameToOpen(state: NetworkPlayState, role: 'host' | 'guest'): number | null {
  if (state.role !== role || state.game.connection.state !== 'playing') return null;
  return state.game.gameId;
}

/**
 * The network state as the lobby follows it: the app's one store, which Play
 * reads too, so a game the lobby opens is one Play knows as the network game.
 */
export type LobbyNetwork = Pick<NetworkStateStore, 'state' | 'start' | 'watch' | 'refresh' | 'answer'>;

export interface LobbyPorts {
  api: Pick<ApiClient, 'hostGame' | 'cancelHosting'>;
  network: LobbyNetwork;
  /** Opens this archive's game in Play. */
  onGame: (gameId: number) => void;
}

export class HostLobby {
  /** The network state, null until the services answer. */
  state: NetworkPlayState | null = $state(null);
  /** `hostGame` under way. */
  starting = $state(false);
  /** Why `hostGame` was refused. */
  error: string | null = $state(null);
  /** What was asked for in this window: the rules shown, "Host again". */
  request: HostRequest | null = $state(lastHostRequest());
  #opened = false;
  /** The panel was left: a hosting that starts afterwards is stopped at once. */
  #left = false;
  #unsubscribe: () => void = () => undefined;
  readonly #ports: LobbyPorts;

  constructor(ports: LobbyPorts) {
    this.#ports = ports;
  }

  /** The hosting info while this computer hosts and waits, else null. */
  get hosting() {
    return this.state?.role === 'host' && this.state.game.connection.state !== 'ended' ? this.state.hosting : null;
  }

  /** Why the hosting ended for good (five wrong codes), else null. */
  get ended(): string | null {
    return this.state?.role === 'host' && this.state.game.connection.state === 'ended' ? hostingEndedText(this.state.game.connection) : null;
  }

  async open(): Promise<void> {
    const network = this.#ports.network;
    this.#unsubscribe = network.watch((state) => this.#follow(state));
    void network.start();
    const request = takeHostRequest();
    if (request !== null) await this.#host(request);
    try {
      await network.refresh();
      this.#follow(network.state);
    } catch (caught) {
      this.error ??= hostErrorText(caught);
    }
  }

  /** Hosts again what was asked for last (a new code), after the hosting ended. */
  async hostAgain(): Promise<void> {
    if (this.request !== null) await this.#host(this.request);
  }

  /** Stops hosting at once. */
  async cancel(): Promise<void> {
    if (this.state?.role !== 'host') return;
    this.state = { role: 'none' };
    await this.#stop();
  }

  async #stop(): Promise<void> {
    try {
      await this.#ports.api.cancelHosting({});
    } catch {
      // The app is gone: nothing of it listens either.
    }
  }

  /**
   * Leaving the panel: stops a hosting still waiting for its guest. Never one
   * the guest has joined, opened here or not: that game is left from Play,
   * and a stray stop would end it under both players.
   */
  dispose(): void {
    this.#left = true;
    this.#unsubscribe();
    if (!this.#opened && this.state?.role === 'host' && this.state.game.connection.state === 'waiting') void this.cancel();
  }

  async #host(request: HostRequest): Promise<void> {
    this.request = request;
    this.error = null;
    this.starting = true;
    try {
      await this.#ports.api.hostGame(request.input);
      // Left while it started (Back during "Starting…"): nobody sees the code, so nothing may listen.
      if (this.#left) await this.#stop();
    } catch (caught) {
      this.error = hostErrorText(caught);
    } finally {
      this.starting = false;
    }
  }

  #follow(state: NetworkPlayState): void {
    this.state = state;
    const gameId = gameToOpen(state, 'host');
    if (gameId !== null && !this.#opened) {
      this.#opened = true;
      this.#ports.onGame(gameId);
    }
  }
}
