// The Join screen's controller: the games heard on the network (asked again
// every few seconds while the screen is open), the address, code and name
// typed, the join under way, and why it failed. When the game exists in this
// archive and the host is connected, it is opened in Play.
import type { HostedGameEntry, HostedGames, NetworkPlayState, OperationInput } from '../../../../electron/contract';
import { t } from '../../i18n';
import type { ApiClient } from '../api';
import { formFromInput } from '../play/new-game';
import { gameToOpen, type LobbyNetwork } from './lobby-host.svelte';
import { addressText, takeRejoinRequest, type RejoinRequest } from './lobby-requests';
import { joinEndedText, joinErrorText } from './lobby-words';

/** How often the list of hosted games is asked for again. */
export const LIST_EVERY_MS = 3_000;
/** How long a join may wait for the host before the screen says what to check (the services go on trying). */
export const SLOW_AFTER_MS = 8_000;
/** The target of a typed address rather than a listed game. */
export const TYPED = 'address';

/** Whether `text` can be a join code: six digits, with spaces, dashes or dots between (the services read the rest). */
export function looksLikeCode(text: string): boolean {
  return /^[0-9OoIl０-９]{6}$/.test(text.replace(/[\s.\-–]/g, ''));
}

export interface JoinPorts {
  api: Pick<ApiClient, 'listHostedGames' | 'joinGame' | 'leaveNetworkGame' | 'getSettings'>;
  network: LobbyNetwork;
  onGame: (gameId: number) => void;
}

export class JoinLobby {
  games: HostedGameEntry[] = $state([]);
  /** Whether games can be heard at all; null until the first answer. */
  discovery: HostedGames['discovery'] | null = $state(null);
  /** A listed game's id, or TYPED. */
  target: string = $state(TYPED);
  address = $state('');
  code = $state('');
  name = $state('');
  /** The kept game "Rejoin" (Home's or Play's) opened this screen for. */
  rejoin: RejoinRequest | null = $state(null);
  /** The address of the join under way, null when none is. */
  joining: string | null = $state(null);
  /** The join under way has waited long enough to say what to check. */
  slow = $state(false);
  error: string | null = $state(null);
  #opened = false;
  /** The player chose a target themselves: the list no longer chooses one for them. */
  #chosen = false;
  /** The screen was left. */
  #left = false;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #list: ReturnType<typeof setInterval> | undefined;
  #unsubscribe: () => void = () => undefined;
  readonly #ports: JoinPorts;

  constructor(ports: JoinPorts) {
    this.#ports = ports;
  }

  async open(): Promise<void> {
    const network = this.#ports.network;
    this.#unsubscribe = network.watch((state) => this.#follow(state));
    void network.start();
    this.rejoin = takeRejoinRequest();
    if (this.rejoin !== null) this.address = this.rejoin.address;
    this.#list = setInterval(() => void this.refresh(), LIST_EVERY_MS);
    await Promise.all([this.refresh(), this.#lastName(), this.#current()]);
  }

  async refresh(): Promise<void> {
    try {
      const heard = await this.#ports.api.listHostedGames({});
      this.games = heard.games;
      this.discovery = heard.discovery;
      // A chosen game no longer heard: back to the address field.
      if (this.target !== TYPED && !heard.games.some((game) => game.id === this.target && game.seatFree)) this.target = TYPED;
      // Nothing chosen or typed yet (nor a kept game to rejoin): the first game with a free seat.
      const free = heard.games.find((game) => game.seatFree);
      if (!this.#chosen && this.target === TYPED && this.address.trim() === '' && this.rejoin === null && free !== undefined) this.target = free.id;
    } catch {
      // Unanswered: the list stays as it was, and the address field is there.
    }
  }

  /** The player's own choice of a listed game, or TYPED. */
  choose(target: string): void {
    this.#chosen = true;
    this.target = target;
  }

  async join(): Promise<void> {
    const listed = this.games.find((game) => game.id === this.target);
    const address = listed === undefined ? this.address.trim() : addressText(listed.address, listed.port);
    this.error = null;
    if (address === '') this.error = t('network.lobby.needAddress');
    else if (!looksLikeCode(this.code)) this.error = t('network.lobby.needCode');
    else if (this.name.trim() === '') this.error = t('network.lobby.needName');
    if (this.error !== null) return;
    // A kept game rejoined at a typed address: the services join it with its own kept key (and game pair, at its kept address).
    const continued = listed === undefined && this.rejoin !== null ? { continueGame: this.rejoin.gameId } : {};
    const input: OperationInput<'joinGame'> = { to: listed === undefined ? { address } : { game: listed.id }, code: this.code, name: this.name.trim(), ...continued };
    this.joining = address;
    this.slow = false;
    this.#timers.push(setTimeout(() => (this.slow = this.joining !== null), SLOW_AFTER_MS));
    try {
      // Taken by the store as a read is: Play, once opened, knows the game as the lobby did.
      const state = await this.#ports.network.answer(() => this.#ports.api.joinGame(input));
      // Cancelled, or the screen left, while the join started: it is left again once it exists. Not when
      // the screen was left for the game itself (its first view can come by an event before this answer).
      if (this.#opened) return;
      if (this.joining === null || this.#left) return void (await this.#leave());
      this.#follow(state);
    } catch (caught) {
      this.joining = null;
      this.error = joinErrorText(caught);
    }
  }

  /** Stops the join under way. */
  async cancel(): Promise<void> {
    if (this.joining === null) return;
    this.joining = null;
    this.slow = false;
    await this.#leave();
  }

  async #leave(): Promise<void> {
    try {
      await this.#ports.api.leaveNetworkGame({});
    } catch {
      // The app is gone: nothing of it connects either.
    }
  }

  dispose(): void {
    this.#left = true;
    this.#unsubscribe();
    clearInterval(this.#list);
    this.#timers.forEach(clearTimeout);
    if (!this.#opened) void this.cancel();
  }

  async #lastName(): Promise<void> {
    try {
      const settings = await this.#ports.api.getSettings({});
      this.name ||= formFromInput(settings.newGameDefaults).yourName;
    } catch {
      // The field stays empty for the player to fill.
    }
  }

  /** A join already under way (the screen reloaded): followed, not started again. */
  async #current(): Promise<void> {
    try {
      await this.#ports.network.refresh();
      const state = this.#ports.network.state;
      if (state.role === 'guest' && state.game.connection.state !== 'ended') this.joining = addressText(state.host.address, state.host.port);
      this.#follow(state);
    } catch {
      // Nothing under way that we know of.
    }
  }

  #follow(state: NetworkPlayState): void {
    if (state.role !== 'guest' || this.joining === null) return;
    const connection = state.game.connection;
    if (connection.state === 'ended') {
      this.error = joinEndedText(connection, this.joining);
      this.joining = null;
      this.slow = false;
      return;
    }
    const gameId = gameToOpen(state, 'guest');
    if (gameId !== null && !this.#opened) {
      this.#opened = true;
      this.#ports.onGame(gameId);
    }
  }
}
