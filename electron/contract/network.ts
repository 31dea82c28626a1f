/**
 * Network play (issue 36) as the screens see it: hosting a game, the games
 * hosted on the local network, joining one, and the state of the network
 * game pushed as the `network` event. The services' game layer
 * (electron/services/network/game-*.ts) produces `NetworkGameState`.
 */
import * as v from 'valibot';
import type { Player } from '../../engine';
import { exactObject } from './exact-object';
import { gameIdSchema, playerNameSchema, rulesInputSchema } from './schemas';
import { oneLine } from './text-rules';

/** Why a side's action in a network game was turned down (also the wire's `refused` reasons). */
export const NETWORK_REFUSAL_REASONS = ['stale', 'not-your-turn', 'illegal-move', 'game-over', 'no-undo-request', 'paused', 'failed'] as const;
export type NetworkRefusalReason = (typeof NETWORK_REFUSAL_REASONS)[number];

export type NetworkConnection =
  /** Host: no guest has joined yet (or rejoined since the channel reopened); guest: not yet answered. */
  | { state: 'waiting' }
  | { state: 'playing' }
  /** Paused: both sides refuse choices until the connection is back. `since` is ISO 8601. */
  | { state: 'dropped'; since: string }
  /**
   * For good: the game stays as it is in this side's archive (unfinished if it
   * was). A closed channel says why in `cause`, which the screens word.
   */
  | { state: 'ended'; reason: 'gave-up' | 'channel-closed' | 'stopped'; message: string; cause?: NetworkCloseCause };

/**
 * Why a network game's channel closed for good, as a screen words it: the
 * guest's code was wrong; the game has a guest already; the host could not be
 * reached; the host stopped hosting; (host) five wrong codes ended the hosting.
 */
export const NETWORK_CLOSE_CAUSES = ['wrong-code', 'occupied', 'unreachable', 'hosting-ended', 'too-many-wrong-codes', 'other'] as const;
export type NetworkCloseCause = (typeof NETWORK_CLOSE_CAUSES)[number];

/** A network game's state, from this side's seat. */
export interface NetworkGameState {
  connection: NetworkConnection;
  /** This side's own archive's game, null before the first game. */
  gameId: number | null;
  /** This side's seat. */
  side: Player;
  /** The moves this side's archive holds. */
  moveCount: number;
  /** Whose choice the game waits for. */
  choosers: Player[];
  /** The opening's hidden first choices: made or not, never which hole. */
  chosen: { own: boolean; peer: boolean };
  /** An undo request waiting for an answer, and from whom. */
  undo: { by: 'own' | 'peer'; moveCount: number } | null;
  /** The answer to this side's last undo request, until the next one. */
  undoAnswer: 'accepted' | 'declined' | null;
  rematch: { own: boolean; peer: boolean };
  /** Why this side's last action was turned down, until the next one succeeds. */
  refusal: { reason: NetworkRefusalReason; message: string } | null;
}

/** What the waiting panel shows while this computer hosts. */
export interface HostingInfo {
  /** Six digits, shown as two groups: "418 093". */
  code: string;
  /** This computer's name on the network. */
  computerName: string;
  /** The local networks' addresses the game is reachable on. */
  addresses: string[];
  port: number;
  /** Why the game is not advertised on the network (the guest then types the address), or null. */
  discoveryProblem: string | null;
}

/** The state the screens follow: at most one hosting or one joined game at a time. */
export type NetworkPlayState =
  | { role: 'none' }
  | { role: 'host'; hosting: HostingInfo; game: NetworkGameState }
  | { role: 'guest'; host: { address: string; port: number }; game: NetworkGameState };

/** A game heard on the local network (DNS-SD), as the Join list shows it. */
export interface HostedGameEntry {
  /** The DNS-SD instance name: what `joinGame` names. */
  id: string;
  hostName: string;
  rules: string;
  seatFree: boolean;
  address: string;
  port: number;
}

export interface HostedGames {
  games: HostedGameEntry[];
  /** Whether the network can be listened to for games; when not, why, and the screen offers only the address field. */
  discovery: { available: true } | { available: false; problem: string };
}

/**
 * The network games this archive keeps to take up again after a restart
 * (Home's "Host it again" and "Rejoin"): the last one hosted and the last one
 * joined, each only while unfinished and not being played now.
 */
export interface KeptNetworkGames {
  /** `side`: the host's seat in it (a rematch swaps it). */
  hosted: { gameId: number; side: Player } | null;
  /** Where its host was: the guest joins that address again. */
  joined: { gameId: number; address: string; port: number } | null;
}

/**
 * One game of this archive that can be taken up again (Play's "Host it again"
 * and "Rejoin" for any of them, not only the last): hosted here, with the
 * host's seat, or joined here, with where its host was. Unfinished and not
 * being played now.
 */
export type KeptNetworkGame = { role: 'hosted'; gameId: number; side: Player } | { role: 'joined'; gameId: number; address: string; port: number };

/** A join code as typed: normalised by the services (spaces, dashes, O for 0). */
const typedCodeSchema = v.pipe(v.string(), v.maxLength(40), oneLine);

export const hostGameSchema = exactObject({
  rules: rulesInputSchema,
  name: playerNameSchema,
  /** The host's seat in the first game (0 South, 1 North); a rematch swaps it. */
  side: v.optional(v.picklist([0, 1] as const), 0),
  /** Hosts again a game this archive hosted before (Continue after a restart): its rules and seats are the game's own. */
  continueGame: v.optional(gameIdSchema),
});

export const joinGameSchema = exactObject({
  /** An entry of `listHostedGames`, or an address as typed (`192.168.1.20:41624`). */
  to: v.union([exactObject({ game: v.pipe(v.string(), v.minLength(1), v.maxLength(255)) }), exactObject({ address: v.pipe(v.string(), v.maxLength(300)) })]),
  code: typedCodeSchema,
  name: playerNameSchema,
  /** Joins again a game this archive joined before (Rejoin): this archive's copy, whose kept key (and game pair, at the same address) it joins with. */
  continueGame: v.optional(gameIdSchema),
});

export const keptNetworkGameSchema = exactObject({ gameId: gameIdSchema });
