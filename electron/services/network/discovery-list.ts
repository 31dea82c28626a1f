/**
 * The games the Join list shows, and the list itself: what was heard on the
 * network, kept while it is heard again, dropped at its goodbye or once it has
 * not been heard for a while (a host that crashed says no goodbye). Pure: the
 * browser feeds it what it hears and the time.
 */
import type { HostedGameInfo } from './discovery-txt';

/** Where a guest connects: an IP address or a host name, and a port. */
export interface GameAddress {
  address: string;
  port: number;
}

/** Heard on the network: what its TXT record says, and where its packet came from. */
export interface DiscoveredGame extends HostedGameInfo, GameAddress {
  source: 'network';
  /** The DNS-SD instance name, unique per hosting. */
  id: string;
  /** Date.now() when last heard. */
  seenAt: number;
}

/** Typed by the player where discovery is blocked: only where it is is known. */
export interface TypedGame extends GameAddress {
  source: 'typed';
  /** `address:port` (IPv6 in brackets). */
  id: string;
  seenAt: number;
}

export type HostedGame = DiscoveredGame | TypedGame;

/** More games at once than a home or office network hosts; past it, new ones wait for room. */
export const HOSTED_GAMES_MAX = 50;

export interface ListBounds {
  maxGames: number;
  /** A game not heard for this long is dropped. */
  expiryMs: number;
}

export class HostedGamesList {
  private readonly games = new Map<string, DiscoveredGame>();

  constructor(private readonly bounds: ListBounds) {}

  /**
   * Adds or refreshes a game, and says what that did to the list. When the
   * list is full a new game is left out (those already shown stay, rather
   * than a flood of forged records pushing them out in turn).
   */
  heard(game: DiscoveredGame): 'added' | 'changed' | 'unchanged' | 'full' {
    const known = this.games.get(game.id);
    if (known === undefined && this.games.size >= this.bounds.maxGames) return 'full';
    this.games.set(game.id, game);
    if (known === undefined) return 'added';
    return sameShown(known, game) ? 'unchanged' : 'changed';
  }

  /** Refreshes a known game's time only (heard again, unchanged). */
  heardAgain(id: string, at: number): void {
    const known = this.games.get(id);
    if (known !== undefined) this.games.set(id, { ...known, seenAt: Math.max(known.seenAt, at) });
  }

  /** Its goodbye: returns whether it was listed. */
  goodbye(id: string): boolean {
    return this.games.delete(id);
  }

  /** Drops the games not heard since `now - expiryMs`; returns whether any was. */
  expire(now: number): boolean {
    let dropped = false;
    for (const [id, game] of this.games) {
      if (now - game.seenAt > this.bounds.expiryMs) dropped = this.games.delete(id) || dropped;
    }
    return dropped;
  }

  /** By host name, then id, so that the list does not reorder as games are heard again. */
  list(): DiscoveredGame[] {
    return [...this.games.values()].sort((a, b) => a.hostName.localeCompare(b.hostName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  clear(): void {
    this.games.clear();
  }
}

function sameShown(a: DiscoveredGame, b: DiscoveredGame): boolean {
  return a.hostName === b.hostName && a.rules === b.rules && a.seatFree === b.seatFree && a.address === b.address && a.port === b.port;
}
