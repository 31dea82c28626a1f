/**
 * Advertises a hosted game on the local network while it is hosted: a
 * DNS-SD service `_congkak._tcp` on the host endpoint's port, its TXT record
 * the game's list entry (discovery-txt.ts). It follows the endpoint's channel:
 * the seat is free until a guest attaches; when the hosting ends (cancelled,
 * five wrong codes) a goodbye goes out at once and nothing more is sent.
 *
 * Where multicast cannot be used, advertising is refused with a reason and
 * the game is still hosted: the guest types the address instead.
 */
import { randomBytes } from 'node:crypto';
import type Bonjour from 'bonjour-service';
import type { SecureChannel } from './channel';
import { openMdns, type MdnsOptions, type OpenMdns } from './discovery-mdns';
import { DISCOVERY_SERVICE_TYPE, encodeHostedGameTxt, type HostedGameInfo, type TxtRecord } from './discovery-txt';

/** What of the host endpoint (host-endpoint.ts) is advertised and followed. */
export interface AdvertisedEndpoint {
  readonly port: number;
  readonly channel: Pick<SecureChannel, 'state' | 'onState'>;
}

export interface AdvertiseOptions {
  endpoint: AdvertisedEndpoint;
  hostName: string;
  /** A preset's name or a few words (discovery-txt.ts's RULES_TEXT_MAX). */
  rules: string;
  mdns?: MdnsOptions;
}

export interface Advertiser {
  /** The DNS-SD instance name: random, so two hosts never take the same one. */
  readonly instance: string;
  /** What the record says now; null once stopped. */
  readonly advertised: HostedGameInfo | null;
  /** Says goodbye and closes the socket; resolves once both are done. Idempotent. */
  stop(): Promise<void>;
}

export type AdvertiseResult =
  | { ok: true; advertiser: Advertiser }
  | { ok: false; reason: 'bad-info' | 'not-hosting' | 'multicast-unavailable'; message: string };

type Published = ReturnType<Bonjour['publish']>;

export async function advertiseHostedGame(options: AdvertiseOptions): Promise<AdvertiseResult> {
  const { endpoint } = options;
  const infoFor = (seatFree: boolean): HostedGameInfo => ({ hostName: options.hostName, rules: options.rules, seatFree });
  const hostingEnded = () => endpoint.channel.state === 'closed';
  const first = encodeHostedGameTxt(infoFor(seatFreeIn(endpoint.channel.state)));
  if (!first.ok) return first;
  // bonjour-service throws for port 0; a listening endpoint never has it.
  if (!Number.isInteger(endpoint.port) || endpoint.port < 1 || endpoint.port > 65_535) {
    return { ok: false, reason: 'bad-info', message: `the endpoint's port ${endpoint.port} is not one a guest can connect to` };
  }
  if (hostingEnded()) return { ok: false, reason: 'not-hosting', message: 'the game is no longer hosted' };
  const opened = await openMdns(options.mdns);
  if (!opened.ok) return opened;
  // The hosting may have ended while the socket opened.
  if (hostingEnded()) {
    await opened.mdns.close();
    return { ok: false, reason: 'not-hosting', message: 'the game is no longer hosted' };
  }
  return { ok: true, advertiser: new ChannelAdvertiser(opened.mdns, endpoint, infoFor, first.txt) };
}

function seatFreeIn(state: SecureChannel['state']): boolean {
  return state === 'connecting';
}

class ChannelAdvertiser implements Advertiser {
  readonly instance = `congkak-${randomBytes(6).toString('hex')}`;
  advertised: HostedGameInfo | null;
  private published: Published | null = null;
  /** Publishing and goodbyes one after another, so a stop never overtakes a republish. */
  private queue: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;
  private readonly unsubscribe: Array<() => void>;

  constructor(
    private readonly mdns: OpenMdns,
    private readonly endpoint: AdvertisedEndpoint,
    private readonly infoFor: (seatFree: boolean) => HostedGameInfo,
    txt: TxtRecord,
  ) {
    this.advertised = infoFor(seatFreeIn(endpoint.channel.state));
    this.publish(txt);
    this.unsubscribe = [
      endpoint.channel.onState(({ state }) => (state === 'closed' ? void this.stop() : this.seatChanged(seatFreeIn(state)))),
      // A socket that failed can send nothing more, the goodbye included: let go of it.
      mdns.onFailure(() => void this.stop()),
    ];
  }

  stop(): Promise<void> {
    this.stopping ??= this.enqueue(async () => {
      this.advertised = null;
      for (const unsubscribe of this.unsubscribe) unsubscribe();
      await this.goodbye();
      await this.mdns.close();
    });
    return this.stopping;
  }

  private seatChanged(seatFree: boolean): void {
    if (this.stopping !== null || this.advertised === null || this.advertised.seatFree === seatFree) return;
    const info = this.infoFor(seatFree);
    const encoded = encodeHostedGameTxt(info);
    // The name and rules were checked at the start; only the seat changes.
    if (!encoded.ok) return;
    this.advertised = info;
    // bonjour-service cannot change a published TXT record: say goodbye and publish again.
    void this.enqueue(async () => {
      if (this.stopping !== null) return;
      await this.goodbye();
      this.publish(encoded.txt);
    });
  }

  private publish(txt: TxtRecord): void {
    // No probe: the instance name is random, and a probe would hold the
    // announcement back for most of a second.
    this.published = this.mdns.bonjour.publish({ name: this.instance, type: DISCOVERY_SERVICE_TYPE, port: this.endpoint.port, txt, probe: false });
  }

  private async goodbye(): Promise<void> {
    const published = this.published;
    this.published = null;
    if (published === null) return;
    // bonjour-service 1.4.4 marks a service published when its first
    // announcement has gone out, even one stopped meanwhile, and then goes on
    // announcing it: a seat taken at once left the free seat announced beside
    // the taken one. So a service is stopped only once it is announced (its
    // 'up' comes whether the datagram went or failed).
    if (!published.published) await new Promise<void>((resolve) => published.once('up', () => resolve()));
    await new Promise<void>((resolve) => published.stop(() => resolve()));
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
