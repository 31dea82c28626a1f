/**
 * The games hosted on the local network, as the Join screen lists them:
 * bonjour-service's browser for `_congkak._tcp`, each record checked
 * (discovery-txt.ts: a malformed, oversized or other-version record is left
 * out and counted, never a crash), in a bounded list that drops a game at its
 * goodbye or once it has not answered for a while (discovery-list.ts).
 *
 * The browser asks again every `refreshMs`; every host answers every
 * question, so a game that stops answering (its app was killed, its computer
 * left the network) is dropped `expiryMs` after it was last heard.
 *
 * Where multicast cannot be used the browser still opens, 'unavailable' with
 * the reason and an empty list: the Join screen then offers only the address
 * field (discovery-address.ts).
 */
import { isIP } from 'node:net';
import type Bonjour from 'bonjour-service';
import { HOSTED_GAMES_MAX, HostedGamesList, type DiscoveredGame } from './discovery-list';
import { openMdns, recordsOf, type MdnsOptions, type MdnsPacket, type OpenMdns } from './discovery-mdns';
import { decodeHostedGameTxt, DISCOVERY_SERVICE_TYPE, type TxtDecoding } from './discovery-txt';

export interface BrowseOptions {
  mdns?: MdnsOptions;
  refreshMs?: number;
  expiryMs?: number;
  maxGames?: number;
  /** Tests: the clock the list's times and expiry are read from. */
  now?: () => number;
}

export const DEFAULT_REFRESH_MS = 5_000;

export type BrowserStatus = 'browsing' | 'unavailable' | 'closed';
/** Why a heard service is not in the list. */
export type IgnoredReason = Extract<TxtDecoding, { ok: false }>['reason'] | 'bad-address' | 'list-full';

type LibraryBrowser = ReturnType<Bonjour['find']>;
type LibraryService = Bonjour.Service;

/**
 * Services bonjour-service keeps for its own browser, refused ones included,
 * past which that browser is started afresh at the next refresh (the list
 * itself is bounded by maxGames): a flood of forged records grows it by what
 * arrives between two refreshes at most. Not at once: the fresh browser's
 * question would bring the same flood back, and again.
 */
const LIBRARY_SERVICES_FACTOR = 4;
const ID_MAX = 255;

export class HostedGamesBrowser {
  private readonly list: HostedGamesList;
  private readonly listeners = new Set<(games: DiscoveredGame[]) => void>();
  private readonly ignoredCounts = new Map<IgnoredReason, number>();
  private readonly now: () => number;
  private libraryBrowser: LibraryBrowser | null = null;
  private freshLibraryBrowserDue = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: Array<() => void> = [];
  private closing: Promise<void> | null = null;
  private currentStatus: BrowserStatus;

  private constructor(
    private readonly mdns: OpenMdns | null,
    private failure: string | null,
    private readonly options: Required<Omit<BrowseOptions, 'mdns' | 'now'>> & Pick<BrowseOptions, 'now'>,
  ) {
    this.now = options.now ?? Date.now;
    this.list = new HostedGamesList({ maxGames: options.maxGames, expiryMs: options.expiryMs });
    this.currentStatus = mdns === null ? 'unavailable' : 'browsing';
  }

  /** Never rejects: where multicast cannot be used it resolves 'unavailable', with `problem` saying why. */
  static async start(options: BrowseOptions = {}): Promise<HostedGamesBrowser> {
    const refreshMs = options.refreshMs ?? DEFAULT_REFRESH_MS;
    const settings = {
      refreshMs,
      // Three questions unanswered in a row (a datagram is lost now and then), and a little for a slow answer.
      expiryMs: options.expiryMs ?? 3 * refreshMs + 1_000,
      maxGames: options.maxGames ?? HOSTED_GAMES_MAX,
      now: options.now,
    };
    const opened = await openMdns(options.mdns);
    const browser = opened.ok ? new HostedGamesBrowser(opened.mdns, null, settings) : new HostedGamesBrowser(null, opened.message, settings);
    browser.begin();
    return browser;
  }

  get status(): BrowserStatus {
    return this.currentStatus;
  }

  /** Why browsing is unavailable, or null. */
  get problem(): string | null {
    return this.failure;
  }

  games(): DiscoveredGame[] {
    return this.list.list();
  }

  /** Called with the whole list each time it changes. Returns the unsubscribe function. */
  onChange(listener: (games: DiscoveredGame[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records heard and left out, by reason (what a forger or an older app sent). */
  get ignored(): Readonly<Partial<Record<IgnoredReason, number>>> {
    return Object.fromEntries(this.ignoredCounts);
  }

  /** Asks the network again and drops the games not heard for too long; the timer calls it too. */
  refresh(): void {
    if (this.currentStatus !== 'browsing' || this.libraryBrowser === null) return;
    if (this.list.expire(this.now())) this.changed();
    if (this.freshLibraryBrowserDue && this.mdns !== null) this.startLibraryBrowser(this.mdns);
    else this.libraryBrowser.update();
  }

  /** Services bonjour-service's browser holds now, refused ones included (tests: its bound). */
  get remembered(): number {
    return this.libraryBrowser?.services.length ?? 0;
  }

  /** Stops asking and closes the socket; the list is emptied. Idempotent. */
  close(): Promise<void> {
    return this.shutDown('closed');
  }

  private shutDown(status: Exclude<BrowserStatus, 'browsing'>): Promise<void> {
    this.closing ??= (async () => {
      this.currentStatus = status;
      if (this.timer !== null) clearInterval(this.timer);
      this.timer = null;
      for (const unsubscribe of this.unsubscribe) unsubscribe();
      this.unsubscribe = [];
      this.libraryBrowser?.stop();
      this.libraryBrowser = null;
      this.list.clear();
      this.listeners.clear();
      await this.mdns?.close();
    })();
    return this.closing;
  }

  private begin(): void {
    const mdns = this.mdns;
    if (mdns === null) return;
    this.unsubscribe.push(
      mdns.onResponse((packet) => this.heardAgain(packet)),
      // The socket failed: nothing more can be heard, and what is listed can no longer be checked.
      mdns.onFailure((message) => {
        this.failure = message;
        void this.shutDown('unavailable');
      }),
    );
    this.startLibraryBrowser(mdns);
    this.timer = setInterval(() => this.refresh(), this.options.refreshMs);
    // A browser left open must not keep the app from quitting.
    this.timer.unref();
  }

  private startLibraryBrowser(mdns: OpenMdns): void {
    this.libraryBrowser?.stop();
    this.freshLibraryBrowserDue = false;
    const browser = mdns.bonjour.find({ type: DISCOVERY_SERVICE_TYPE });
    this.libraryBrowser = browser;
    // Whatever the library hands over was read from the network: guarded, so nothing thrown here reaches its socket.
    const guarded = (action: (service: LibraryService) => void) => (service: LibraryService) => {
      try {
        action(service);
      } catch {
        this.ignore('malformed');
      }
    };
    browser.on('up', guarded((service) => this.heard(service)));
    browser.on('txt-update', guarded((service) => this.heard(service)));
    browser.on('srv-update', guarded((service) => this.heard(service)));
    browser.on('down', guarded((service) => this.goodbye(service)));
  }

  private heard(service: LibraryService): void {
    const game = this.gameOf(service);
    if (game === null) {
      // A record that became invalid no longer stands for the game it replaced.
      const id = idOf(service);
      if (id !== null && this.list.goodbye(id)) this.changed();
    } else {
      const outcome = this.list.heard(game);
      if (outcome === 'full') this.ignore('list-full');
      else if (outcome !== 'unchanged') this.changed();
    }
    if (this.remembered > LIBRARY_SERVICES_FACTOR * this.options.maxGames) this.freshLibraryBrowserDue = true;
  }

  private goodbye(service: LibraryService): void {
    const id = idOf(service);
    if (id !== null && this.list.goodbye(id)) this.changed();
  }

  /** A response naming a listed game's service refreshes it, even when the library sees nothing new in it. */
  private heardAgain(packet: MdnsPacket): void {
    const at = this.now();
    for (const record of recordsOf(packet)) {
      if (record.type !== 'SRV' || typeof record.name !== 'string' || typeof record.ttl !== 'number' || record.ttl <= 0) continue;
      this.list.heardAgain(record.name.toLowerCase(), at);
    }
  }

  private gameOf(service: LibraryService): DiscoveredGame | null {
    const id = idOf(service);
    const decoded = decodeHostedGameTxt(service.txt);
    if (!decoded.ok) return this.ignore(decoded.reason);
    const address = service.referer?.address ?? service.addresses?.[0];
    const port = service.port;
    if (id === null || typeof address !== 'string' || isIP(address) === 0 || !Number.isInteger(port) || port < 1 || port > 65_535) {
      return this.ignore('bad-address');
    }
    return { source: 'network', id, ...decoded.info, address, port, seenAt: this.now() };
  }

  private ignore(reason: IgnoredReason): null {
    this.ignoredCounts.set(reason, (this.ignoredCounts.get(reason) ?? 0) + 1);
    return null;
  }

  private changed(): void {
    const games = this.list.list();
    for (const listener of this.listeners) listener(games);
  }
}

function idOf(service: LibraryService): string | null {
  const fqdn: unknown = service.fqdn;
  return typeof fqdn === 'string' && fqdn.length > 0 && fqdn.length <= ID_MAX ? fqdn.toLowerCase() : null;
}
