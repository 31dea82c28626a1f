/**
 * Network play as the app's services offer it: at most one hosted or one
 * joined game at a time, built on the endpoint (host-endpoint.ts), the
 * guest's connection (guest-connection.ts), the game layer (game-host.ts,
 * game-guest.ts) and discovery (discovery-advertiser.ts, discovery-browser.ts).
 *
 * The endpoint exists only while hosting, on the local networks' addresses
 * (local-addresses.ts), never on the loopback where the app's token server
 * is. The game layer records through `calls`, the services' own operations
 * unguarded; the renderer's `playMove`, `undo` and `resign` on the network
 * game come here (`gameOperation`) and go through the game layer, so the two
 * archives never diverge; hints are refused in it.
 */
import { hostname } from 'node:os';
import type { Player, RulesInput } from '../../../engine';
import {
  fail,
  type ApiErrorCode,
  type ApiResult,
  type GameView,
  type HostedGames,
  type HostingInfo,
  type KeptNetworkGame,
  type KeptNetworkGames,
  type NetworkPlayState,
  type ValidatedInput,
} from '../../contract';
import { advertiseHostedGame, type Advertiser } from './discovery-advertiser';
import { DEFAULT_HOST_PORT, parseTypedAddress } from './discovery-address';
import { HostedGamesBrowser } from './discovery-browser';
import type { MdnsOptions } from './discovery-mdns';
import { RULES_TEXT_MAX } from './discovery-txt';
import { joinNetworkGame, type GuestNetworkGame } from './game-guest';
import { hostNetworkGame, type HostNetworkGame } from './game-host';
import { rejoinRetryingBusy } from './game-rejoin';
import type { ActionResult, GameCalls } from './game-side';
import type { RefusalReason } from './game-messages';
import { connectToHost, FIRST_REACH_FOR_MS, RECONNECT_FOR_MS, type GuestConnection } from './guest-connection';
import { startHosting, type HostEndpoint } from './host-endpoint';
import { formatJoinCode, newJoinCode, normaliseJoinCode } from './join-code';
import { WRONG_CODE_LIMIT, type ChannelLimits } from './limits';
import { localNetworkAddresses } from './local-addresses';
import type { NetworkGames } from '../games/network-games';
import type { KeptResume, ResumeStore } from './network-resume';

/** What the composition root's caller may set (tests: loopback, any port, no multicast). */
export interface NetworkSettings {
  /** Where a host listens; defaults to the local networks' addresses. */
  addresses?: () => readonly string[];
  /** The port a host listens on when free (else any); defaults to DEFAULT_HOST_PORT. */
  port?: number;
  /** Advertise and browse with DNS-SD (default true). */
  discovery?: boolean;
  mdns?: MdnsOptions;
  limits?: Partial<ChannelLimits>;
  computerName?: string;
  /** The clock a joining guest's give-up times are read on, and its waits between tries (tests: a stepped clock, short waits). */
  now?: () => number;
  backoff?: { initialMs: number; maxMs: number };
}

export interface NetworkPlayOptions extends NetworkSettings {
  calls: GameCalls;
  resume: ResumeStore;
  /** Every game hosted or joined is marked a network game in this archive. */
  networkGames: NetworkGames;
  onState: (state: NetworkPlayState) => void;
  logError: (message: string) => void;
}

/** The operations that, on the network game, go through the game layer. */
export type NetworkGameOperation = 'playMove' | 'undo' | 'resign' | 'hint';

type Active =
  /** `continues`: the archive's game hosted again, before its guest is back (the game layer names it only then). */
  | { role: 'host'; endpoint: HostEndpoint; game: HostNetworkGame; advertiser: Advertiser | null; info: HostingInfo; continues: number | null }
  | { role: 'guest'; connection: GuestConnection; game: GuestNetworkGame; host: { address: string; port: number } };

const DISCOVERY_OFF = 'discovery is turned off';

/** How the game layer's refusals answer through the contract. */
function codeOf(reason: RefusalReason): ApiErrorCode {
  if (reason === 'game-over') return 'game-over';
  if (reason === 'paused') return 'waiting-for-player';
  if (reason === 'failed') return 'bad-state';
  return 'illegal-move';
}

/** What the discovery record says of the rules: the preset's name, or what the overrides start from. */
function rulesText(rules: RulesInput): string {
  const text = typeof rules === 'string' ? rules : (rules.preset ?? rules.game ?? 'custom');
  return text.slice(0, RULES_TEXT_MAX);
}

export function createNetworkPlay(options: NetworkPlayOptions) {
  const { calls, logError } = options;
  const discovery = options.discovery ?? true;
  let active: Active | null = null;
  /** A hosting or joining under way (its awaits): a second one is refused as busy. */
  let starting = false;
  let closed = false;
  let browser: Promise<HostedGamesBrowser> | null = null;

  function state(): NetworkPlayState {
    if (active === null) return { role: 'none' };
    if (active.role === 'host') return { role: 'host', hosting: active.info, game: active.game.state };
    return { role: 'guest', host: active.host, game: active.game.state };
  }

  const publish = () => options.onState(state());

  /** Refuses while a game is hosted or joined and not over for good; one ended is cleared first. */
  async function makeRoom(): Promise<ApiResult<null>> {
    if (closed) return fail('unavailable', 'The app is shutting down.');
    if (starting || (active !== null && active.game.state.connection.state !== 'ended')) {
      return fail('busy', 'A network game is already hosted or joined: leave it first.');
    }
    await stopActive();
    return { ok: true, value: null };
  }

  /** On the usual port, or `preferred` (a continued game's own), else any free one. */
  async function listen(code: string, addresses: readonly string[], preferred?: number): Promise<HostEndpoint> {
    const port = preferred ?? options.port ?? DEFAULT_HOST_PORT;
    try {
      return await startHosting({ code, addresses, port, limits: options.limits });
    } catch (error) {
      // Another app (or a second copy of this one) holds the usual port: any free one, shown on the waiting panel.
      if (port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      return startHosting({ code, addresses, port: 0, limits: options.limits });
    }
  }

  async function hostGame(input: ValidatedInput<'hostGame'>): Promise<ApiResult<HostingInfo>> {
    const room = await makeRoom();
    if (!room.ok) return room;
    const addresses = options.addresses?.() ?? localNetworkAddresses();
    if (addresses.length === 0) return fail('unavailable', 'This computer is on no local network: connect it to one to host a game.');
    const continued = input.continueGame === undefined ? null : await keptToContinue(input.continueGame, 'host');
    if (continued !== null && !continued.ok) return continued;
    const resume = continued === null ? null : continued.value.resume;
    starting = true;
    try {
      // A continued game keeps its code: the guest, still reconnecting with it, is taken back with nothing typed.
      const code = resume?.code ?? newJoinCode();
      // A continued game listens where it was hosted: the guest's typed address (and its kept key) still reach it.
      const endpoint = await listen(code, addresses, resume?.port);
      if (closed) {
        await endpoint.stop();
        return fail('unavailable', 'The app is shutting down.');
      }
      const game = hostNetworkGame({
        services: calls,
        channel: endpoint.channel,
        hostName: input.name,
        rules: input.rules,
        hostSide: resume?.hostSide ?? (input.side as Player),
        ...(resume !== null && { resume }),
        closeGuest: (reason, message) => endpoint.closeGuest(reason, message),
        logError,
      });
      let discoveryProblem: string | null = DISCOVERY_OFF;
      let advertiser: Advertiser | null = null;
      if (discovery) {
        const advertised = await advertiseHostedGame({ endpoint, hostName: input.name, rules: rulesText(input.rules), ...(options.mdns && { mdns: options.mdns }) });
        if (advertised.ok) advertiser = advertised.advertiser;
        discoveryProblem = advertised.ok ? null : advertised.message;
      }
      const info: HostingInfo = {
        code: formatJoinCode(code),
        computerName: options.computerName ?? hostname(),
        addresses: [...endpoint.addresses],
        port: endpoint.port,
        discoveryProblem,
      };
      const hosting: Active = { role: 'host', endpoint, game, advertiser, info, continues: resume?.gameId ?? null };
      active = hosting;
      game.onChange((current) => {
        if (current.gameId !== null) markOnce(current.gameId);
        // Kept as soon as the guest is bound to the game: the host can offer it again after a restart. Not
        // the code of a hosting that five wrong codes ended: a guesser's tries must not carry over to it.
        const guessed = endpoint.wrongCodes >= WRONG_CODE_LIMIT;
        if (game.guestKey !== null && current.gameId !== null) {
          options.resume.keepHost({ gameId: current.gameId, hostSide: current.side, guestKey: game.guestKey, port: endpoint.port, ...(!guessed && { code }) });
        }
        if (active === hosting) publish();
      });
      publish();
      return { ok: true, value: info };
    } finally {
      starting = false;
    }
  }

  /** The last game marked, so that a game's every change does not write the mark again. */
  let marked: number | null = null;
  function markOnce(gameId: number): void {
    if (marked === gameId) return;
    options.networkGames.mark(gameId);
    marked = gameId;
  }

  /** Whether `gameId` is the game of the network game now hosted (or hosted again) or joined. */
  const playing = (gameId: number): boolean =>
    active !== null && (active.game.state.gameId === gameId || (active.role === 'host' && active.continues === gameId));

  /**
   * A network game of this archive to take up again as `role` (host it again,
   * or join it again): unfinished, and kept with what that needs (its guest's
   * key; or this guest's key and the game pair). Any such game, not only the
   * last: each keeps its own (network-resume.ts).
   */
  async function keptToContinue<Role extends KeptResume['role']>(gameId: number, role: Role): Promise<ApiResult<Extract<KeptResume, { role: Role }>>> {
    const view = await calls.call('getGame', { gameId });
    if (!view.ok) return view;
    if (!view.value.network) return fail('bad-request', `Game #${gameId} was played on this computer, not on the network.`);
    const kept = options.resume.keptFor(gameId);
    if (kept === null) return fail('not-found', `Game #${gameId} was played on the network before this version kept what taking it up again needs.`);
    if (kept.role !== role) {
      return fail('bad-request', role === 'host' ? `Game #${gameId} was joined from this archive, not hosted: join it again.` : `Game #${gameId} was hosted from this archive, not joined: host it again.`);
    }
    if (view.value.status !== 'active') return fail('game-over', `Game #${gameId} is over.`);
    return { ok: true, value: kept as Extract<KeptResume, { role: Role }> };
  }

  /** One of the game layer's own actions, on the game now played. */
  async function gameAction(action: (game: HostNetworkGame | GuestNetworkGame) => Promise<ActionResult>): Promise<ApiResult<NetworkPlayState>> {
    if (active === null) return fail('not-found', 'No game is played on the network.');
    const done = await action(active.game);
    return done.ok ? { ok: true, value: state() } : fail(codeOf(done.reason), done.message);
  }

  async function joinGame(input: ValidatedInput<'joinGame'>): Promise<ApiResult<NetworkPlayState>> {
    const code = normaliseJoinCode(input.code);
    if (code === null) return fail('bad-request', 'A join code is six digits, such as 418 093.');
    let target: { address: string; port: number };
    if ('game' in input.to) {
      const name = input.to.game;
      const heard = browser === null ? undefined : (await browser).games().find((game) => game.id === name);
      if (heard === undefined) return fail('not-found', 'That game is no longer heard on the network: list the games again, or type its address.');
      target = { address: heard.address, port: heard.port };
    } else {
      const typed = parseTypedAddress(input.to.address, Date.now());
      if (!typed.ok) return fail('bad-request', typed.message);
      target = { address: typed.game.address, port: typed.game.port };
    }
    // A game named (Rejoin): its own kept key and pair; else the last game joined, if at this address.
    const continued = input.continueGame === undefined ? null : await keptToContinue(input.continueGame, 'guest');
    if (continued !== null && !continued.ok) return continued;
    const room = await makeRoom();
    if (!room.ok) return room;
    // The same host again (this app restarted mid-game): its key and the game pair, and a busy refusal retried.
    const stored = continued === null ? options.resume.guest() : continued.value.resume;
    const again = stored !== null && stored.address === target.address && stored.port === target.port ? stored : null;
    // The same computer on another port (the host's own was taken when it hosted the game again): the key
    // alone, so a continued game takes this guest back; without the game pair, which names a game of the
    // app that listened there before, this archive records the host's game afresh rather than into another.
    const key = again?.key ?? (stored !== null && stored.address === target.address ? stored.key : undefined);
    // A first join is told soon that the address does not answer; a kept game's host gets the ten minutes of a game under way.
    const reachFirstForMs = again?.known ? RECONNECT_FOR_MS : FIRST_REACH_FOR_MS;
    const connect = () => connectToHost({ host: target.address, port: target.port, code, limits: options.limits, reachFirstForMs, ...(options.now && { now: options.now }), ...(options.backoff && { backoff: options.backoff }) });
    const connection: GuestConnection = again?.known ? rejoinRetryingBusy(connect) : connect();
    const game = joinNetworkGame({
      services: calls,
      channel: connection,
      name: input.name,
      ...(key !== undefined && { key }),
      ...(again?.known && { known: again.known }),
      closeConnection: () => connection.close(),
      logError,
    });
    const joined: Active = { role: 'guest', connection, game, host: target };
    active = joined;
    options.resume.keepGuest({ ...target, key: game.key, known: again?.known ?? null });
    game.onChange(() => {
      const known = game.known;
      if (known !== null) markOnce(known.gameId);
      if (known !== null) options.resume.keepGuest({ ...target, key: game.key, known });
      if (active === joined) publish();
    });
    publish();
    return { ok: true, value: state() };
  }

  async function listHostedGames(): Promise<ApiResult<HostedGames>> {
    if (closed) return fail('unavailable', 'The app is shutting down.');
    if (!discovery) return { ok: true, value: { games: [], discovery: { available: false, problem: DISCOVERY_OFF } } };
    // Browsing starts with the first look at the list and goes on until the app closes: a host answers the next question.
    browser ??= HostedGamesBrowser.start(options.mdns ? { mdns: options.mdns } : {});
    const found = await browser;
    if (found.status !== 'browsing') return { ok: true, value: { games: [], discovery: { available: false, problem: found.problem ?? 'the network cannot be listened to' } } };
    const games = found.games().map(({ id, hostName, rules, seatFree, address, port }) => ({ id, hostName, rules, seatFree, address, port }));
    return { ok: true, value: { games, discovery: { available: true } } };
  }

  /**
   * Ends the hosting or the joined game; the game stays in the archive as it
   * is. `appClosing`: a hosted game is kept for Continue, so its guest is not
   * told the hosting ended and goes on reconnecting, to be taken back when
   * the game is hosted again (same code, same port).
   */
  async function stopActive(appClosing = false): Promise<boolean> {
    const current = active;
    if (current === null) return false;
    active = null;
    current.game.stop();
    if (current.role === 'host') {
      await Promise.all([current.advertiser?.stop(), current.endpoint.stop({ keepsGame: appClosing })]);
    } else {
      current.connection.close();
    }
    if (!closed) publish();
    return true;
  }

  async function gameOperation(operation: NetworkGameOperation, input: ValidatedInput<NetworkGameOperation>): Promise<ApiResult<GameView>> {
    const current = active;
    if (operation === 'hint') return fail('illegal-move', 'Hints are off in network games.');
    const { gameId } = input as { gameId: number };
    if (current === null || !playing(gameId)) {
      // Games played on the network before this version kept what taking them up again needs only for the last of each.
      const kept = options.resume.keptFor(gameId) !== null;
      return fail(
        'illegal-move',
        kept
          ? 'This game is played on the network: host it again (Continue) or join it again to go on.'
          : 'This game was played on the network: it is replayed and exported here, not played on alone.',
      );
    }
    const side = current.game.state.side;
    let done;
    if (operation === 'playMove') {
      const { move } = input as ValidatedInput<'playMove'>;
      if ('player' in move && move.player !== side) return fail('illegal-move', 'In a network game you choose for your own side only.');
      // The opening's pair: only this side's hole is its choice; the other's stays hidden until both are in.
      done = await current.game.choose('south' in move ? (side === 0 ? move.south : move.north) : move.hole);
    } else if (operation === 'undo') {
      done = await current.game.requestUndo();
    } else {
      if ((input as ValidatedInput<'resign'>).player !== side) return fail('illegal-move', 'In a network game you resign for your own side only.');
      done = await current.game.resign();
    }
    if (!done.ok) return fail(codeOf(done.reason), done.message);
    // Done: on the guest's side too, the host recorded it and its view is recorded here (game-guest.ts).
    return calls.call('getGame', { gameId });
  }

  /** Whether this archive's game `gameId` can be taken up again: unfinished, and not the one played now (one ended for good is cleared by the next hosting or join). */
  async function resumable(gameId: number): Promise<boolean> {
    if (playing(gameId) && active?.game.state.connection.state !== 'ended') return false;
    const view = await calls.call('getGame', { gameId });
    return view.ok && view.value.status === 'active';
  }

  /** The kept games Home offers to host again or rejoin (network-resume.ts keeps them). */
  async function getKeptNetworkGames(): Promise<ApiResult<KeptNetworkGames>> {
    const host = options.resume.host();
    const guest = options.resume.guest();
    const known = guest?.known ?? null;
    return {
      ok: true,
      value: {
        hosted: host !== null && (await resumable(host.gameId)) ? { gameId: host.gameId, side: host.hostSide } : null,
        joined: guest !== null && known !== null && (await resumable(known.gameId)) ? { gameId: known.gameId, address: guest.address, port: guest.port } : null,
      },
    };
  }

  /** Whether game `gameId` can be hosted again or joined again from here (Play offers it), else null. */
  async function getKeptNetworkGame(gameId: number): Promise<ApiResult<KeptNetworkGame | null>> {
    const kept = options.resume.keptFor(gameId);
    if (kept === null || !(await resumable(gameId))) return { ok: true, value: null };
    const value: KeptNetworkGame =
      kept.role === 'host' ? { role: 'hosted', gameId, side: kept.resume.hostSide } : { role: 'joined', gameId, address: kept.resume.address, port: kept.resume.port };
    return { ok: true, value };
  }

  return {
    hostGame,
    joinGame,
    getKeptNetworkGames,
    getKeptNetworkGame,
    listHostedGames,
    cancelHosting: async (): Promise<ApiResult<boolean>> => ({ ok: true, value: active?.role === 'host' ? await stopActive() : false }),
    leaveNetworkGame: async (): Promise<ApiResult<boolean>> => ({ ok: true, value: await stopActive() }),
    answerUndoRequest: (accept: boolean) => gameAction((game) => game.answerUndo(accept)),
    offerRematch: () => gameAction((game) => game.offerRematch()),
    getNetworkState: (): ApiResult<NetworkPlayState> => ({ ok: true, value: state() }),
    /**
     * Whether this archive's game `gameId` is a network game: the one now
     * played, or any other ever hosted or joined (marked in the archive;
     * played here alone it would no longer be the other archive's game).
     */
    owns: (gameId: number): boolean => playing(gameId) || options.networkGames.isNetworkGame(gameId),
    gameOperation,
    /** Stops hosting, leaves, stops browsing: nothing of network play listens or connects afterwards. */
    async close(): Promise<void> {
      closed = true;
      const browsing = browser;
      browser = null;
      await Promise.all([stopActive(true), browsing?.then((found) => found.close())]);
    },
  };
}

export type NetworkPlay = ReturnType<typeof createNetworkPlay>;
